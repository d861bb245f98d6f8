; ModuleID = 'programs/memory_pool_allocator.c'
source_filename = "programs/memory_pool_allocator.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [80 x i8] c"live=%d fresh=%d reuse=%d arena used=%zu checksum=%ld overlap=%d misaligned=%d\0A\00", align 1, !dbg !0
@fresh = internal unnamed_addr global i32 0, align 4, !dbg !7
@reuse = internal unnamed_addr global i32 0, align 4, !dbg !34
@bump_off = internal unnamed_addr global i64 0, align 8, !dbg !30
@free_lists = internal unnamed_addr global [6 x ptr] zeroinitializer, align 16, !dbg !36
@class_size = internal unnamed_addr constant [6 x i64] [i64 16, i64 32, i64 64, i64 128, i64 256, i64 512], align 16, !dbg !46
@arena = internal global [1048576 x i8] zeroinitializer, align 64, !dbg !41

; Function Attrs: nofree nounwind uwtable
define dso_local range(i32 0, 128) i32 @main() local_unnamed_addr #0 !dbg !58 {
  %1 = alloca [512 x ptr], align 16, !DIAssignID !101
    #dbg_assign(i1 undef, !62, !DIExpression(), !101, ptr %1, !DIExpression(), !102)
  %2 = alloca [512 x i64], align 16, !DIAssignID !103
    #dbg_assign(i1 undef, !66, !DIExpression(), !103, ptr %2, !DIExpression(), !102)
  call void @llvm.lifetime.start.p0(i64 4096, ptr nonnull %1) #4, !dbg !104
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(4096) %1, i8 0, i64 4096, i1 false), !dbg !105, !DIAssignID !106
    #dbg_assign(i8 0, !62, !DIExpression(), !106, ptr %1, !DIExpression(), !102)
  call void @llvm.lifetime.start.p0(i64 4096, ptr nonnull %2) #4, !dbg !107
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(4096) %2, i8 0, i64 4096, i1 false), !dbg !108, !DIAssignID !109
    #dbg_assign(i8 0, !66, !DIExpression(), !109, ptr %2, !DIExpression(), !102)
    #dbg_value(i32 99, !68, !DIExpression(), !102)
    #dbg_value(i64 0, !69, !DIExpression(), !102)
    #dbg_value(i32 0, !70, !DIExpression(), !110)
  %3 = load i64, ptr @bump_off, align 8, !tbaa !111
  br label %4, !dbg !115

4:                                                ; preds = %0, %197
  %5 = phi i32 [ 99, %0 ], [ %10, %197 ]
  %6 = phi i64 [ 0, %0 ], [ %199, %197 ]
  %7 = phi i32 [ 0, %0 ], [ %200, %197 ]
  %8 = phi i64 [ %3, %0 ], [ %198, %197 ]
    #dbg_value(i32 %5, !68, !DIExpression(), !102)
    #dbg_value(i64 %6, !69, !DIExpression(), !102)
    #dbg_value(i32 %7, !70, !DIExpression(), !110)
  %9 = mul i32 %5, 1103515245, !dbg !116
  %10 = add i32 %9, 12345, !dbg !117
    #dbg_value(i32 %10, !68, !DIExpression(), !102)
  %11 = lshr i32 %10, 8, !dbg !118
  %12 = and i32 %11, 511, !dbg !119
    #dbg_value(i32 %11, !72, !DIExpression(DW_OP_constu, 511, DW_OP_and, DW_OP_stack_value), !120)
  %13 = zext nneg i32 %12 to i64, !dbg !121
  %14 = getelementptr inbounds [512 x ptr], ptr %1, i64 0, i64 %13, !dbg !121
  %15 = load ptr, ptr %14, align 8, !dbg !121, !tbaa !122
  %16 = icmp eq ptr %15, null, !dbg !121
  br i1 %16, label %101, label %17, !dbg !124

17:                                               ; preds = %4
  %18 = getelementptr inbounds [512 x i64], ptr %2, i64 0, i64 %13
  %19 = load i64, ptr %18, align 8, !tbaa !111
    #dbg_value(i64 %6, !69, !DIExpression(), !102)
    #dbg_value(i64 0, !79, !DIExpression(), !125)
  %20 = icmp eq i64 %19, 0, !dbg !126
  br i1 %20, label %46, label %21, !dbg !128

21:                                               ; preds = %17
  %22 = and i64 %19, 3, !dbg !128
  %23 = icmp ult i64 %19, 4, !dbg !128
  br i1 %23, label %26, label %24, !dbg !128

24:                                               ; preds = %21
  %25 = and i64 %19, -4, !dbg !128
  br label %59, !dbg !128

26:                                               ; preds = %59, %21
  %27 = phi i64 [ poison, %21 ], [ %97, %59 ]
  %28 = phi i64 [ %6, %21 ], [ %97, %59 ]
  %29 = phi i64 [ 0, %21 ], [ %98, %59 ]
  %30 = icmp eq i64 %22, 0, !dbg !128
  br i1 %30, label %46, label %31, !dbg !128

31:                                               ; preds = %26, %31
  %32 = phi i64 [ %42, %31 ], [ %28, %26 ]
  %33 = phi i64 [ %43, %31 ], [ %29, %26 ]
  %34 = phi i64 [ %44, %31 ], [ 0, %26 ]
    #dbg_value(i64 %32, !69, !DIExpression(), !102)
    #dbg_value(i64 %33, !79, !DIExpression(), !125)
  %35 = getelementptr inbounds i8, ptr %15, i64 %33, !dbg !129
  %36 = load i8, ptr %35, align 1, !dbg !129, !tbaa !131
  %37 = trunc i64 %33 to i32, !dbg !132
  %38 = add i32 %11, %37, !dbg !132
  %39 = trunc i32 %38 to i8, !dbg !133
  %40 = icmp eq i8 %36, %39, !dbg !133
  %41 = add nsw i64 %32, -1000000
  %42 = select i1 %40, i64 %32, i64 %41, !dbg !134
    #dbg_value(i64 %42, !69, !DIExpression(), !102)
  %43 = add nuw i64 %33, 1, !dbg !135
    #dbg_value(i64 %43, !79, !DIExpression(), !125)
  %44 = add i64 %34, 1, !dbg !128
  %45 = icmp eq i64 %44, %22, !dbg !128
  br i1 %45, label %46, label %31, !dbg !128, !llvm.loop !136

46:                                               ; preds = %26, %31, %17
  %47 = phi i64 [ %6, %17 ], [ %27, %26 ], [ %42, %31 ], !dbg !102
    #dbg_value(ptr %15, !138, !DIExpression(), !144)
    #dbg_value(ptr %15, !143, !DIExpression(DW_OP_constu, 16, DW_OP_minus, DW_OP_stack_value), !144)
  %48 = getelementptr inbounds i8, ptr %15, i64 -12, !dbg !146
  %49 = load i32, ptr %48, align 4, !dbg !146, !tbaa !148
  %50 = icmp eq i32 %49, -17973521, !dbg !151
  br i1 %50, label %51, label %58, !dbg !152

51:                                               ; preds = %46
  %52 = getelementptr inbounds i8, ptr %15, i64 -16, !dbg !153
    #dbg_value(ptr %52, !143, !DIExpression(), !144)
  store i32 57005, ptr %48, align 4, !dbg !154, !tbaa !148
  %53 = load i32, ptr %52, align 8, !dbg !155, !tbaa !156
  %54 = zext i32 %53 to i64, !dbg !157
  %55 = getelementptr inbounds [6 x ptr], ptr @free_lists, i64 0, i64 %54, !dbg !157
  %56 = load ptr, ptr %55, align 8, !dbg !157, !tbaa !122
  %57 = getelementptr inbounds i8, ptr %15, i64 -8, !dbg !158
  store ptr %56, ptr %57, align 8, !dbg !159, !tbaa !160
  store ptr %52, ptr %55, align 8, !dbg !161, !tbaa !122
  br label %58, !dbg !162

58:                                               ; preds = %46, %51
  store ptr null, ptr %14, align 8, !dbg !163, !tbaa !122
  br label %197, !dbg !164

59:                                               ; preds = %59, %24
  %60 = phi i64 [ %6, %24 ], [ %97, %59 ]
  %61 = phi i64 [ 0, %24 ], [ %98, %59 ]
  %62 = phi i64 [ 0, %24 ], [ %99, %59 ]
    #dbg_value(i64 %60, !69, !DIExpression(), !102)
    #dbg_value(i64 %61, !79, !DIExpression(), !125)
  %63 = getelementptr inbounds i8, ptr %15, i64 %61, !dbg !129
  %64 = load i8, ptr %63, align 1, !dbg !129, !tbaa !131
  %65 = trunc i64 %61 to i32, !dbg !132
  %66 = add i32 %11, %65, !dbg !132
  %67 = trunc i32 %66 to i8, !dbg !133
  %68 = icmp eq i8 %64, %67, !dbg !133
  %69 = add nsw i64 %60, -1000000
  %70 = select i1 %68, i64 %60, i64 %69, !dbg !134
    #dbg_value(i64 %70, !69, !DIExpression(), !102)
  %71 = or disjoint i64 %61, 1, !dbg !135
    #dbg_value(i64 %71, !79, !DIExpression(), !125)
  %72 = getelementptr inbounds i8, ptr %15, i64 %71, !dbg !129
  %73 = load i8, ptr %72, align 1, !dbg !129, !tbaa !131
  %74 = trunc i64 %71 to i32, !dbg !132
  %75 = add i32 %11, %74, !dbg !132
  %76 = trunc i32 %75 to i8, !dbg !133
  %77 = icmp eq i8 %73, %76, !dbg !133
  %78 = add nsw i64 %70, -1000000
  %79 = select i1 %77, i64 %70, i64 %78, !dbg !134
    #dbg_value(i64 %79, !69, !DIExpression(), !102)
  %80 = or disjoint i64 %61, 2, !dbg !135
    #dbg_value(i64 %80, !79, !DIExpression(), !125)
  %81 = getelementptr inbounds i8, ptr %15, i64 %80, !dbg !129
  %82 = load i8, ptr %81, align 1, !dbg !129, !tbaa !131
  %83 = trunc i64 %80 to i32, !dbg !132
  %84 = add i32 %11, %83, !dbg !132
  %85 = trunc i32 %84 to i8, !dbg !133
  %86 = icmp eq i8 %82, %85, !dbg !133
  %87 = add nsw i64 %79, -1000000
  %88 = select i1 %86, i64 %79, i64 %87, !dbg !134
    #dbg_value(i64 %88, !69, !DIExpression(), !102)
  %89 = or disjoint i64 %61, 3, !dbg !135
    #dbg_value(i64 %89, !79, !DIExpression(), !125)
  %90 = getelementptr inbounds i8, ptr %15, i64 %89, !dbg !129
  %91 = load i8, ptr %90, align 1, !dbg !129, !tbaa !131
  %92 = trunc i64 %89 to i32, !dbg !132
  %93 = add i32 %11, %92, !dbg !132
  %94 = trunc i32 %93 to i8, !dbg !133
  %95 = icmp eq i8 %91, %94, !dbg !133
  %96 = add nsw i64 %88, -1000000
  %97 = select i1 %95, i64 %88, i64 %96, !dbg !134
    #dbg_value(i64 %97, !69, !DIExpression(), !102)
  %98 = add nuw i64 %61, 4, !dbg !135
    #dbg_value(i64 %98, !79, !DIExpression(), !125)
  %99 = add i64 %62, 4, !dbg !128
  %100 = icmp eq i64 %99, %25, !dbg !128
  br i1 %100, label %26, label %59, !dbg !128, !llvm.loop !165

101:                                              ; preds = %4
  %102 = lshr i32 %10, 20, !dbg !168
  %103 = trunc nuw nsw i32 %102 to i16, !dbg !169
  %104 = urem i16 %103, 500, !dbg !169
  %105 = add nuw nsw i16 %104, 1, !dbg !170
  %106 = zext nneg i16 %105 to i64, !dbg !171
    #dbg_value(i64 %106, !81, !DIExpression(), !172)
    #dbg_value(i64 %106, !173, !DIExpression(), !180)
    #dbg_value(i64 %106, !182, !DIExpression(), !189)
    #dbg_value(i64 0, !187, !DIExpression(), !191)
  %107 = icmp ugt i16 %104, 15, !dbg !192
  br i1 %107, label %108, label %117, !dbg !195

108:                                              ; preds = %101
    #dbg_value(i64 1, !187, !DIExpression(), !191)
  %109 = icmp ugt i16 %104, 31, !dbg !192
  br i1 %109, label %110, label %117, !dbg !195

110:                                              ; preds = %108
    #dbg_value(i64 2, !187, !DIExpression(), !191)
  %111 = icmp ugt i16 %104, 63, !dbg !192
  br i1 %111, label %112, label %117, !dbg !195

112:                                              ; preds = %110
    #dbg_value(i64 3, !187, !DIExpression(), !191)
  %113 = icmp ugt i16 %104, 127, !dbg !192
  br i1 %113, label %114, label %117, !dbg !195

114:                                              ; preds = %112
    #dbg_value(i64 4, !187, !DIExpression(), !191)
  %115 = icmp ugt i16 %104, 255, !dbg !192
  %116 = select i1 %115, i32 5, i32 4, !dbg !195
  br label %117, !dbg !195

117:                                              ; preds = %114, %112, %110, %108, %101
  %118 = phi i32 [ 3, %112 ], [ 2, %110 ], [ 1, %108 ], [ 0, %101 ], [ %116, %114 ]
    #dbg_value(i32 %118, !178, !DIExpression(), !180)
  %119 = zext nneg i32 %118 to i64, !dbg !196
  %120 = getelementptr inbounds [6 x ptr], ptr @free_lists, i64 0, i64 %119, !dbg !196
  %121 = load ptr, ptr %120, align 8, !dbg !196, !tbaa !122
    #dbg_value(ptr %121, !179, !DIExpression(), !180)
  %122 = icmp eq ptr %121, null, !dbg !197
  br i1 %122, label %126, label %123, !dbg !199

123:                                              ; preds = %117
  %124 = getelementptr inbounds i8, ptr %121, i64 8, !dbg !200
  %125 = load ptr, ptr %124, align 8, !dbg !200, !tbaa !160
  store ptr %125, ptr %120, align 8, !dbg !202, !tbaa !122
  br label %136, !dbg !203

126:                                              ; preds = %117
  %127 = getelementptr inbounds [6 x i64], ptr @class_size, i64 0, i64 %119, !dbg !204
  %128 = load i64, ptr %127, align 8, !dbg !204, !tbaa !111
  %129 = add i64 %128, 16, !dbg !206
    #dbg_value(i64 %129, !207, !DIExpression(), !214)
    #dbg_value(i64 16, !212, !DIExpression(), !214)
  %130 = add nsw i64 %8, 15, !dbg !216
  %131 = and i64 %130, -16, !dbg !217
    #dbg_value(i64 %131, !213, !DIExpression(), !214)
  %132 = add i64 %129, %131, !dbg !218
  %133 = icmp ugt i64 %132, 1048576, !dbg !220
  br i1 %133, label %202, label %134, !dbg !221

134:                                              ; preds = %126
  store i64 %132, ptr @bump_off, align 8, !dbg !222, !tbaa !111
  %135 = getelementptr inbounds i8, ptr @arena, i64 %131, !dbg !223
    #dbg_value(ptr %135, !179, !DIExpression(), !180)
  br label %136

136:                                              ; preds = %123, %134
  %137 = phi i64 [ %132, %134 ], [ %8, %123 ]
  %138 = phi ptr [ @fresh, %134 ], [ @reuse, %123 ]
  %139 = phi ptr [ %135, %134 ], [ %121, %123 ], !dbg !180
  %140 = load i32, ptr %138, align 4, !dbg !224, !tbaa !225
  %141 = add nsw i32 %140, 1, !dbg !224
  store i32 %141, ptr %138, align 4, !dbg !224, !tbaa !225
    #dbg_value(ptr %139, !179, !DIExpression(), !180)
  store i32 %118, ptr %139, align 8, !dbg !226, !tbaa !156
  %142 = getelementptr inbounds i8, ptr %139, i64 4, !dbg !227
  store i32 -17973521, ptr %142, align 4, !dbg !228, !tbaa !148
  %143 = getelementptr inbounds i8, ptr %139, i64 8, !dbg !229
  store ptr null, ptr %143, align 8, !dbg !230, !tbaa !160
  %144 = getelementptr inbounds i8, ptr %139, i64 16, !dbg !231
    #dbg_value(ptr %144, !83, !DIExpression(), !172)
    #dbg_value(i64 0, !84, !DIExpression(), !232)
  %145 = icmp ult i16 %104, 7, !dbg !233
  br i1 %145, label %185, label %146, !dbg !233

146:                                              ; preds = %136
  %147 = icmp ult i16 %104, 15, !dbg !233
  br i1 %147, label %166, label %148, !dbg !233

148:                                              ; preds = %146
  %149 = and i64 %106, 1008, !dbg !233
  %150 = insertelement <16 x i64> poison, i64 %13, i64 0, !dbg !233
  %151 = shufflevector <16 x i64> %150, <16 x i64> poison, <16 x i32> zeroinitializer, !dbg !233
  br label %152, !dbg !233

152:                                              ; preds = %152, %148
  %153 = phi i64 [ 0, %148 ], [ %158, %152 ], !dbg !234
  %154 = phi <16 x i64> [ <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>, %148 ], [ %159, %152 ]
  %155 = add nuw nsw <16 x i64> %154, %151, !dbg !236
  %156 = trunc <16 x i64> %155 to <16 x i8>, !dbg !237
  %157 = getelementptr inbounds i8, ptr %144, i64 %153, !dbg !238
  store <16 x i8> %156, ptr %157, align 1, !dbg !239, !tbaa !131
  %158 = add nuw i64 %153, 16, !dbg !234
  %159 = add <16 x i64> %154, <i64 16, i64 16, i64 16, i64 16, i64 16, i64 16, i64 16, i64 16, i64 16, i64 16, i64 16, i64 16, i64 16, i64 16, i64 16, i64 16>
  %160 = icmp eq i64 %158, %149, !dbg !234
  br i1 %160, label %161, label %152, !dbg !234, !llvm.loop !240

161:                                              ; preds = %152
  %162 = icmp eq i64 %149, %106, !dbg !233
  br i1 %162, label %194, label %163, !dbg !233

163:                                              ; preds = %161
  %164 = and i64 %106, 8, !dbg !233
  %165 = icmp eq i64 %164, 0, !dbg !233
  br i1 %165, label %185, label %166, !dbg !233

166:                                              ; preds = %146, %163
  %167 = phi i64 [ %149, %163 ], [ 0, %146 ]
  %168 = and i64 %106, 1016, !dbg !233
  %169 = insertelement <8 x i64> poison, i64 %167, i64 0, !dbg !233
  %170 = shufflevector <8 x i64> %169, <8 x i64> poison, <8 x i32> zeroinitializer, !dbg !233
  %171 = or disjoint <8 x i64> %170, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>, !dbg !233
  %172 = insertelement <8 x i64> poison, i64 %13, i64 0, !dbg !233
  %173 = shufflevector <8 x i64> %172, <8 x i64> poison, <8 x i32> zeroinitializer, !dbg !233
  br label %174, !dbg !233

174:                                              ; preds = %174, %166
  %175 = phi i64 [ %167, %166 ], [ %180, %174 ], !dbg !234
  %176 = phi <8 x i64> [ %171, %166 ], [ %181, %174 ]
  %177 = add nuw nsw <8 x i64> %176, %173, !dbg !236
  %178 = trunc <8 x i64> %177 to <8 x i8>, !dbg !237
  %179 = getelementptr inbounds i8, ptr %144, i64 %175, !dbg !238
  store <8 x i8> %178, ptr %179, align 1, !dbg !239, !tbaa !131
  %180 = add nuw i64 %175, 8, !dbg !234
  %181 = add <8 x i64> %176, <i64 8, i64 8, i64 8, i64 8, i64 8, i64 8, i64 8, i64 8>
  %182 = icmp eq i64 %180, %168, !dbg !234
  br i1 %182, label %183, label %174, !dbg !234, !llvm.loop !244

183:                                              ; preds = %174
  %184 = icmp eq i64 %168, %106, !dbg !233
  br i1 %184, label %194, label %185, !dbg !233

185:                                              ; preds = %183, %136, %163
  %186 = phi i64 [ 0, %136 ], [ %149, %163 ], [ %168, %183 ]
  br label %187, !dbg !233

187:                                              ; preds = %185, %187
  %188 = phi i64 [ %192, %187 ], [ %186, %185 ]
    #dbg_value(i64 %188, !84, !DIExpression(), !232)
  %189 = add nuw nsw i64 %188, %13, !dbg !236
  %190 = trunc i64 %189 to i8, !dbg !237
  %191 = getelementptr inbounds i8, ptr %144, i64 %188, !dbg !238
  store i8 %190, ptr %191, align 1, !dbg !239, !tbaa !131
  %192 = add nuw nsw i64 %188, 1, !dbg !234
    #dbg_value(i64 %192, !84, !DIExpression(), !232)
  %193 = icmp eq i64 %192, %106, !dbg !245
  br i1 %193, label %194, label %187, !dbg !233, !llvm.loop !246

194:                                              ; preds = %187, %183, %161
  store ptr %144, ptr %14, align 8, !dbg !247, !tbaa !122
  %195 = getelementptr inbounds [512 x i64], ptr %2, i64 0, i64 %13, !dbg !248
  store i64 %106, ptr %195, align 8, !dbg !249, !tbaa !111
  %196 = add nsw i64 %6, %106, !dbg !250
    #dbg_value(i64 %196, !69, !DIExpression(), !102)
  br label %197

197:                                              ; preds = %58, %194
  %198 = phi i64 [ %137, %194 ], [ %8, %58 ]
  %199 = phi i64 [ %196, %194 ], [ %47, %58 ]
    #dbg_value(i64 %199, !69, !DIExpression(), !102)
  %200 = add nuw nsw i32 %7, 1, !dbg !251
    #dbg_value(i32 %10, !68, !DIExpression(), !102)
    #dbg_value(i32 %200, !70, !DIExpression(), !110)
  %201 = icmp eq i32 %200, 20000, !dbg !252
  br i1 %201, label %202, label %4, !dbg !115, !llvm.loop !253

202:                                              ; preds = %126, %197
  %203 = phi i64 [ %8, %126 ], [ %198, %197 ]
  %204 = phi i64 [ %6, %126 ], [ %199, %197 ], !dbg !255
    #dbg_value(i64 %204, !69, !DIExpression(), !102)
    #dbg_value(i32 0, !86, !DIExpression(), !102)
    #dbg_value(i32 0, !87, !DIExpression(), !102)
    #dbg_value(i32 0, !88, !DIExpression(), !102)
    #dbg_value(i32 0, !89, !DIExpression(), !256)
  br label %214, !dbg !257

205:                                              ; preds = %254
  %206 = load i32, ptr @fresh, align 4, !dbg !258, !tbaa !225
  %207 = load i32, ptr @reuse, align 4, !dbg !259, !tbaa !225
  %208 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %256, i32 noundef %206, i32 noundef %207, i64 noundef %203, i64 noundef %204, i32 noundef %255, i32 noundef %257), !dbg !260
  %209 = icmp ne i32 %255, 0, !dbg !261
  %210 = icmp ne i32 %257, 0
  %211 = select i1 %209, i1 true, i1 %210, !dbg !262
  %212 = and i32 %256, 127, !dbg !262
  %213 = select i1 %211, i32 100, i32 %212, !dbg !262
  call void @llvm.lifetime.end.p0(i64 4096, ptr nonnull %2) #4, !dbg !263
  call void @llvm.lifetime.end.p0(i64 4096, ptr nonnull %1) #4, !dbg !263
  ret i32 %213, !dbg !263

214:                                              ; preds = %202, %254
  %215 = phi i64 [ 0, %202 ], [ %258, %254 ]
  %216 = phi i32 [ 0, %202 ], [ %257, %254 ]
  %217 = phi i32 [ 0, %202 ], [ %256, %254 ]
  %218 = phi i32 [ 0, %202 ], [ %255, %254 ]
    #dbg_value(i64 %215, !89, !DIExpression(), !256)
    #dbg_value(i32 %216, !88, !DIExpression(), !102)
    #dbg_value(i32 %217, !87, !DIExpression(), !102)
    #dbg_value(i32 %218, !86, !DIExpression(), !102)
  %219 = getelementptr inbounds [512 x ptr], ptr %1, i64 0, i64 %215, !dbg !264
  %220 = load ptr, ptr %219, align 8, !dbg !264, !tbaa !122
  %221 = icmp eq ptr %220, null, !dbg !264
  br i1 %221, label %254, label %222, !dbg !265

222:                                              ; preds = %214
  %223 = add nsw i32 %217, 1, !dbg !266
    #dbg_value(i32 %223, !87, !DIExpression(), !102)
  %224 = ptrtoint ptr %220 to i64, !dbg !267
  %225 = and i64 %224, 15, !dbg !268
  %226 = icmp ne i64 %225, 0, !dbg !269
  %227 = zext i1 %226 to i32, !dbg !269
  %228 = add nsw i32 %216, %227, !dbg !270
    #dbg_value(i32 %228, !88, !DIExpression(), !102)
    #dbg_value(i64 %215, !91, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !271)
  %229 = icmp ult i64 %215, 511, !dbg !272
  br i1 %229, label %230, label %254, !dbg !273

230:                                              ; preds = %222
  %231 = getelementptr inbounds [512 x i64], ptr %2, i64 0, i64 %215
  br label %232, !dbg !273

232:                                              ; preds = %230, %251
  %233 = phi i64 [ %215, %230 ], [ %235, %251 ]
  %234 = phi i32 [ %218, %230 ], [ %252, %251 ]
  %235 = add nuw nsw i64 %233, 1, !dbg !274
    #dbg_value(i32 %234, !86, !DIExpression(), !102)
  %236 = getelementptr inbounds [512 x ptr], ptr %1, i64 0, i64 %235, !dbg !275
  %237 = load ptr, ptr %236, align 8, !dbg !275, !tbaa !122
  %238 = icmp eq ptr %237, null, !dbg !275
  br i1 %238, label %251, label %239, !dbg !276

239:                                              ; preds = %232
    #dbg_value(i64 %224, !96, !DIExpression(), !277)
  %240 = ptrtoint ptr %237 to i64, !dbg !278
    #dbg_value(i64 %240, !100, !DIExpression(), !277)
  %241 = getelementptr inbounds [512 x i64], ptr %2, i64 0, i64 %235, !dbg !279
  %242 = load i64, ptr %241, align 8, !dbg !279, !tbaa !111
  %243 = add i64 %242, %240, !dbg !281
  %244 = icmp ugt i64 %243, %224, !dbg !282
  br i1 %244, label %245, label %251, !dbg !283

245:                                              ; preds = %239
  %246 = load i64, ptr %231, align 8, !dbg !284, !tbaa !111
  %247 = add i64 %246, %224, !dbg !285
  %248 = icmp ugt i64 %247, %240, !dbg !286
  %249 = zext i1 %248 to i32, !dbg !287
  %250 = add nsw i32 %234, %249, !dbg !287
  br label %251, !dbg !287

251:                                              ; preds = %245, %239, %232
  %252 = phi i32 [ %234, %232 ], [ %234, %239 ], [ %250, %245 ], !dbg !102
    #dbg_value(i32 %252, !86, !DIExpression(), !102)
    #dbg_value(i64 %235, !91, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !271)
  %253 = icmp eq i64 %235, 511, !dbg !272
  br i1 %253, label %254, label %232, !dbg !273, !llvm.loop !288

254:                                              ; preds = %251, %222, %214
  %255 = phi i32 [ %218, %214 ], [ %218, %222 ], [ %252, %251 ], !dbg !290
  %256 = phi i32 [ %217, %214 ], [ %223, %222 ], [ %223, %251 ], !dbg !102
  %257 = phi i32 [ %216, %214 ], [ %228, %222 ], [ %228, %251 ], !dbg !102
    #dbg_value(i32 %257, !88, !DIExpression(), !102)
    #dbg_value(i32 %256, !87, !DIExpression(), !102)
    #dbg_value(i32 %255, !86, !DIExpression(), !102)
  %258 = add nuw nsw i64 %215, 1, !dbg !291
    #dbg_value(i64 %258, !89, !DIExpression(), !256)
  %259 = icmp eq i64 %258, 512, !dbg !292
  br i1 %259, label %205, label %214, !dbg !257, !llvm.loop !293
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare !dbg !295 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #3

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #3 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind }

!llvm.dbg.cu = !{!9}
!llvm.module.flags = !{!50, !51, !52, !53, !54, !55, !56}
!llvm.ident = !{!57}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 53, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "programs/memory_pool_allocator.c", directory: ".", checksumkind: CSK_MD5, checksum: "a020f9d78c223136a2fdf25bb0f27499")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 640, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 80)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(name: "fresh", scope: !9, file: !2, line: 15, type: !11, isLocal: true, isDefinition: true)
!9 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !10, globals: !29, splitDebugInlining: false, nameTableKind: None)
!10 = !{!11, !12, !13, !14, !15, !18, !22}
!11 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!12 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!13 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!14 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!15 = !DIDerivedType(tag: DW_TAG_typedef, name: "uintptr_t", file: !16, line: 90, baseType: !17)
!16 = !DIFile(filename: "/usr/include/stdint.h", directory: "", checksumkind: CSK_MD5, checksum: "a48e64edacc5b19f56c99745232c963c")
!17 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!18 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !19, size: 64)
!19 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "hdr", file: !2, line: 12, size: 128, elements: !20)
!20 = !{!21, !27, !28}
!21 = !DIDerivedType(tag: DW_TAG_member, name: "cls", scope: !19, file: !2, line: 12, baseType: !22, size: 32)
!22 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint32_t", file: !23, line: 26, baseType: !24)
!23 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-uintn.h", directory: "", checksumkind: CSK_MD5, checksum: "2bf2ae53c58c01b1a1b9383b5195125c")
!24 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint32_t", file: !25, line: 42, baseType: !26)
!25 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!26 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!27 = !DIDerivedType(tag: DW_TAG_member, name: "magic", scope: !19, file: !2, line: 12, baseType: !22, size: 32, offset: 32)
!28 = !DIDerivedType(tag: DW_TAG_member, name: "next", scope: !19, file: !2, line: 12, baseType: !18, size: 64, offset: 64)
!29 = !{!0, !30, !34, !7, !36, !41, !46}
!30 = !DIGlobalVariableExpression(var: !31, expr: !DIExpression())
!31 = distinct !DIGlobalVariable(name: "bump_off", scope: !9, file: !2, line: 10, type: !32, isLocal: true, isDefinition: true)
!32 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !33, line: 18, baseType: !17)
!33 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stddef_size_t.h", directory: "", checksumkind: CSK_MD5, checksum: "2c44e821a2b1951cde2eb0fb2e656867")
!34 = !DIGlobalVariableExpression(var: !35, expr: !DIExpression())
!35 = distinct !DIGlobalVariable(name: "reuse", scope: !9, file: !2, line: 15, type: !11, isLocal: true, isDefinition: true)
!36 = !DIGlobalVariableExpression(var: !37, expr: !DIExpression())
!37 = distinct !DIGlobalVariable(name: "free_lists", scope: !9, file: !2, line: 13, type: !38, isLocal: true, isDefinition: true)
!38 = !DICompositeType(tag: DW_TAG_array_type, baseType: !18, size: 384, elements: !39)
!39 = !{!40}
!40 = !DISubrange(count: 6)
!41 = !DIGlobalVariableExpression(var: !42, expr: !DIExpression())
!42 = distinct !DIGlobalVariable(name: "arena", scope: !9, file: !2, line: 9, type: !43, isLocal: true, isDefinition: true, align: 512)
!43 = !DICompositeType(tag: DW_TAG_array_type, baseType: !12, size: 8388608, elements: !44)
!44 = !{!45}
!45 = !DISubrange(count: 1048576)
!46 = !DIGlobalVariableExpression(var: !47, expr: !DIExpression())
!47 = distinct !DIGlobalVariable(name: "class_size", scope: !9, file: !2, line: 14, type: !48, isLocal: true, isDefinition: true)
!48 = !DICompositeType(tag: DW_TAG_array_type, baseType: !49, size: 384, elements: !39)
!49 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !32)
!50 = !{i32 7, !"Dwarf Version", i32 5}
!51 = !{i32 2, !"Debug Info Version", i32 3}
!52 = !{i32 1, !"wchar_size", i32 4}
!53 = !{i32 8, !"PIC Level", i32 2}
!54 = !{i32 7, !"PIE Level", i32 2}
!55 = !{i32 7, !"uwtable", i32 2}
!56 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!57 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!58 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 28, type: !59, scopeLine: 28, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !61)
!59 = !DISubroutineType(types: !60)
!60 = !{!11}
!61 = !{!62, !66, !68, !69, !70, !72, !75, !79, !81, !83, !84, !86, !87, !88, !89, !91, !96, !100}
!62 = !DILocalVariable(name: "live", scope: !58, file: !2, line: 29, type: !63)
!63 = !DICompositeType(tag: DW_TAG_array_type, baseType: !13, size: 32768, elements: !64)
!64 = !{!65}
!65 = !DISubrange(count: 512)
!66 = !DILocalVariable(name: "sizes", scope: !58, file: !2, line: 29, type: !67)
!67 = !DICompositeType(tag: DW_TAG_array_type, baseType: !32, size: 32768, elements: !64)
!68 = !DILocalVariable(name: "x", scope: !58, file: !2, line: 30, type: !26)
!69 = !DILocalVariable(name: "checksum", scope: !58, file: !2, line: 31, type: !14)
!70 = !DILocalVariable(name: "step", scope: !71, file: !2, line: 32, type: !11)
!71 = distinct !DILexicalBlock(scope: !58, file: !2, line: 32, column: 5)
!72 = !DILocalVariable(name: "slot", scope: !73, file: !2, line: 34, type: !11)
!73 = distinct !DILexicalBlock(scope: !74, file: !2, line: 32, column: 46)
!74 = distinct !DILexicalBlock(scope: !71, file: !2, line: 32, column: 5)
!75 = !DILocalVariable(name: "b", scope: !76, file: !2, line: 36, type: !78)
!76 = distinct !DILexicalBlock(scope: !77, file: !2, line: 35, column: 25)
!77 = distinct !DILexicalBlock(scope: !73, file: !2, line: 35, column: 13)
!78 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !12, size: 64)
!79 = !DILocalVariable(name: "i", scope: !80, file: !2, line: 37, type: !32)
!80 = distinct !DILexicalBlock(scope: !76, file: !2, line: 37, column: 13)
!81 = !DILocalVariable(name: "n", scope: !82, file: !2, line: 40, type: !32)
!82 = distinct !DILexicalBlock(scope: !77, file: !2, line: 39, column: 16)
!83 = !DILocalVariable(name: "b", scope: !82, file: !2, line: 41, type: !78)
!84 = !DILocalVariable(name: "i", scope: !85, file: !2, line: 43, type: !32)
!85 = distinct !DILexicalBlock(scope: !82, file: !2, line: 43, column: 13)
!86 = !DILocalVariable(name: "overlap", scope: !58, file: !2, line: 47, type: !11)
!87 = !DILocalVariable(name: "nlive", scope: !58, file: !2, line: 47, type: !11)
!88 = !DILocalVariable(name: "misaligned", scope: !58, file: !2, line: 47, type: !11)
!89 = !DILocalVariable(name: "i", scope: !90, file: !2, line: 48, type: !11)
!90 = distinct !DILexicalBlock(scope: !58, file: !2, line: 48, column: 5)
!91 = !DILocalVariable(name: "j", scope: !92, file: !2, line: 51, type: !11)
!92 = distinct !DILexicalBlock(scope: !93, file: !2, line: 51, column: 9)
!93 = distinct !DILexicalBlock(scope: !94, file: !2, line: 48, column: 48)
!94 = distinct !DILexicalBlock(scope: !95, file: !2, line: 48, column: 39)
!95 = distinct !DILexicalBlock(scope: !90, file: !2, line: 48, column: 5)
!96 = !DILocalVariable(name: "a", scope: !97, file: !2, line: 51, type: !15)
!97 = distinct !DILexicalBlock(scope: !98, file: !2, line: 51, column: 56)
!98 = distinct !DILexicalBlock(scope: !99, file: !2, line: 51, column: 47)
!99 = distinct !DILexicalBlock(scope: !92, file: !2, line: 51, column: 9)
!100 = !DILocalVariable(name: "b", scope: !97, file: !2, line: 51, type: !15)
!101 = distinct !DIAssignID()
!102 = !DILocation(line: 0, scope: !58)
!103 = distinct !DIAssignID()
!104 = !DILocation(line: 29, column: 5, scope: !58)
!105 = !DILocation(line: 29, column: 11, scope: !58)
!106 = distinct !DIAssignID()
!107 = !DILocation(line: 29, column: 28, scope: !58)
!108 = !DILocation(line: 29, column: 35, scope: !58)
!109 = distinct !DIAssignID()
!110 = !DILocation(line: 0, scope: !71)
!111 = !{!112, !112, i64 0}
!112 = !{!"long", !113, i64 0}
!113 = !{!"omnipotent char", !114, i64 0}
!114 = !{!"Simple C/C++ TBAA"}
!115 = !DILocation(line: 32, column: 5, scope: !71)
!116 = !DILocation(line: 33, column: 15, scope: !73)
!117 = !DILocation(line: 33, column: 29, scope: !73)
!118 = !DILocation(line: 34, column: 29, scope: !73)
!119 = !DILocation(line: 34, column: 35, scope: !73)
!120 = !DILocation(line: 0, scope: !73)
!121 = !DILocation(line: 35, column: 13, scope: !77)
!122 = !{!123, !123, i64 0}
!123 = !{!"any pointer", !113, i64 0}
!124 = !DILocation(line: 35, column: 13, scope: !73)
!125 = !DILocation(line: 0, scope: !80)
!126 = !DILocation(line: 37, column: 34, scope: !127)
!127 = distinct !DILexicalBlock(scope: !80, file: !2, line: 37, column: 13)
!128 = !DILocation(line: 37, column: 13, scope: !80)
!129 = !DILocation(line: 37, column: 58, scope: !130)
!130 = distinct !DILexicalBlock(scope: !127, file: !2, line: 37, column: 58)
!131 = !{!113, !113, i64 0}
!132 = !DILocation(line: 37, column: 66, scope: !130)
!133 = !DILocation(line: 37, column: 63, scope: !130)
!134 = !DILocation(line: 37, column: 58, scope: !127)
!135 = !DILocation(line: 37, column: 50, scope: !127)
!136 = distinct !{!136, !137}
!137 = !{!"llvm.loop.unroll.disable"}
!138 = !DILocalVariable(name: "p", arg: 1, scope: !139, file: !2, line: 26, type: !13)
!139 = distinct !DISubprogram(name: "pool_free", scope: !2, file: !2, line: 26, type: !140, scopeLine: 26, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !142)
!140 = !DISubroutineType(types: !141)
!141 = !{null, !13}
!142 = !{!138, !143}
!143 = !DILocalVariable(name: "h", scope: !139, file: !2, line: 26, type: !18)
!144 = !DILocation(line: 0, scope: !139, inlinedAt: !145)
!145 = distinct !DILocation(line: 38, column: 13, scope: !76)
!146 = !DILocation(line: 26, column: 78, scope: !147, inlinedAt: !145)
!147 = distinct !DILexicalBlock(scope: !139, file: !2, line: 26, column: 75)
!148 = !{!149, !150, i64 4}
!149 = !{!"hdr", !150, i64 0, !150, i64 4, !123, i64 8}
!150 = !{!"int", !113, i64 0}
!151 = !DILocation(line: 26, column: 84, scope: !147, inlinedAt: !145)
!152 = !DILocation(line: 26, column: 75, scope: !139, inlinedAt: !145)
!153 = !DILocation(line: 26, column: 66, scope: !139, inlinedAt: !145)
!154 = !DILocation(line: 26, column: 116, scope: !139, inlinedAt: !145)
!155 = !DILocation(line: 26, column: 150, scope: !139, inlinedAt: !145)
!156 = !{!149, !150, i64 0}
!157 = !DILocation(line: 26, column: 136, scope: !139, inlinedAt: !145)
!158 = !DILocation(line: 26, column: 129, scope: !139, inlinedAt: !145)
!159 = !DILocation(line: 26, column: 134, scope: !139, inlinedAt: !145)
!160 = !{!149, !123, i64 8}
!161 = !DILocation(line: 26, column: 175, scope: !139, inlinedAt: !145)
!162 = !DILocation(line: 26, column: 180, scope: !139, inlinedAt: !145)
!163 = !DILocation(line: 38, column: 47, scope: !76)
!164 = !DILocation(line: 39, column: 9, scope: !76)
!165 = distinct !{!165, !128, !166, !167}
!166 = !DILocation(line: 37, column: 105, scope: !80)
!167 = !{!"llvm.loop.mustprogress"}
!168 = !DILocation(line: 40, column: 31, scope: !82)
!169 = !DILocation(line: 40, column: 38, scope: !82)
!170 = !DILocation(line: 40, column: 26, scope: !82)
!171 = !DILocation(line: 40, column: 24, scope: !82)
!172 = !DILocation(line: 0, scope: !82)
!173 = !DILocalVariable(name: "n", arg: 1, scope: !174, file: !2, line: 17, type: !32)
!174 = distinct !DISubprogram(name: "pool_alloc", scope: !2, file: !2, line: 17, type: !175, scopeLine: 17, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !177)
!175 = !DISubroutineType(types: !176)
!176 = !{!13, !32}
!177 = !{!173, !178, !179}
!178 = !DILocalVariable(name: "c", scope: !174, file: !2, line: 18, type: !11)
!179 = !DILocalVariable(name: "h", scope: !174, file: !2, line: 20, type: !18)
!180 = !DILocation(line: 0, scope: !174, inlinedAt: !181)
!181 = distinct !DILocation(line: 41, column: 32, scope: !82)
!182 = !DILocalVariable(name: "n", arg: 1, scope: !183, file: !2, line: 16, type: !32)
!183 = distinct !DISubprogram(name: "cls_of", scope: !2, file: !2, line: 16, type: !184, scopeLine: 16, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !186)
!184 = !DISubroutineType(types: !185)
!185 = !{!11, !32}
!186 = !{!182, !187}
!187 = !DILocalVariable(name: "c", scope: !188, file: !2, line: 16, type: !11)
!188 = distinct !DILexicalBlock(scope: !183, file: !2, line: 16, column: 31)
!189 = !DILocation(line: 0, scope: !183, inlinedAt: !190)
!190 = distinct !DILocation(line: 18, column: 13, scope: !174, inlinedAt: !181)
!191 = !DILocation(line: 0, scope: !188, inlinedAt: !190)
!192 = !DILocation(line: 16, column: 65, scope: !193, inlinedAt: !190)
!193 = distinct !DILexicalBlock(scope: !194, file: !2, line: 16, column: 63)
!194 = distinct !DILexicalBlock(scope: !188, file: !2, line: 16, column: 31)
!195 = !DILocation(line: 16, column: 63, scope: !194, inlinedAt: !190)
!196 = !DILocation(line: 20, column: 21, scope: !174, inlinedAt: !181)
!197 = !DILocation(line: 21, column: 9, scope: !198, inlinedAt: !181)
!198 = distinct !DILexicalBlock(scope: !174, file: !2, line: 21, column: 9)
!199 = !DILocation(line: 21, column: 9, scope: !174, inlinedAt: !181)
!200 = !DILocation(line: 21, column: 33, scope: !201, inlinedAt: !181)
!201 = distinct !DILexicalBlock(scope: !198, file: !2, line: 21, column: 12)
!202 = !DILocation(line: 21, column: 28, scope: !201, inlinedAt: !181)
!203 = !DILocation(line: 21, column: 48, scope: !201, inlinedAt: !181)
!204 = !DILocation(line: 22, column: 42, scope: !205, inlinedAt: !181)
!205 = distinct !DILexicalBlock(scope: !198, file: !2, line: 22, column: 10)
!206 = !DILocation(line: 22, column: 40, scope: !205, inlinedAt: !181)
!207 = !DILocalVariable(name: "n", arg: 1, scope: !208, file: !2, line: 11, type: !32)
!208 = distinct !DISubprogram(name: "bump", scope: !2, file: !2, line: 11, type: !209, scopeLine: 11, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !211)
!209 = !DISubroutineType(types: !210)
!210 = !{!13, !32, !32}
!211 = !{!207, !212, !213}
!212 = !DILocalVariable(name: "align", arg: 2, scope: !208, file: !2, line: 11, type: !32)
!213 = !DILocalVariable(name: "p", scope: !208, file: !2, line: 11, type: !32)
!214 = !DILocation(line: 0, scope: !208, inlinedAt: !215)
!215 = distinct !DILocation(line: 22, column: 16, scope: !205, inlinedAt: !181)
!216 = !DILocation(line: 11, column: 74, scope: !208, inlinedAt: !215)
!217 = !DILocation(line: 11, column: 79, scope: !208, inlinedAt: !215)
!218 = !DILocation(line: 11, column: 101, scope: !219, inlinedAt: !215)
!219 = distinct !DILexicalBlock(scope: !208, file: !2, line: 11, column: 99)
!220 = !DILocation(line: 11, column: 105, scope: !219, inlinedAt: !215)
!221 = !DILocation(line: 11, column: 99, scope: !208, inlinedAt: !215)
!222 = !DILocation(line: 11, column: 143, scope: !208, inlinedAt: !215)
!223 = !DILocation(line: 11, column: 165, scope: !208, inlinedAt: !215)
!224 = !DILocation(line: 0, scope: !198, inlinedAt: !181)
!225 = !{!150, !150, i64 0}
!226 = !DILocation(line: 23, column: 12, scope: !174, inlinedAt: !181)
!227 = !DILocation(line: 23, column: 30, scope: !174, inlinedAt: !181)
!228 = !DILocation(line: 23, column: 36, scope: !174, inlinedAt: !181)
!229 = !DILocation(line: 23, column: 53, scope: !174, inlinedAt: !181)
!230 = !DILocation(line: 23, column: 58, scope: !174, inlinedAt: !181)
!231 = !DILocation(line: 24, column: 14, scope: !174, inlinedAt: !181)
!232 = !DILocation(line: 0, scope: !85)
!233 = !DILocation(line: 43, column: 13, scope: !85)
!234 = !DILocation(line: 43, column: 40, scope: !235)
!235 = distinct !DILexicalBlock(scope: !85, file: !2, line: 43, column: 13)
!236 = !DILocation(line: 43, column: 72, scope: !235)
!237 = !DILocation(line: 43, column: 51, scope: !235)
!238 = !DILocation(line: 43, column: 44, scope: !235)
!239 = !DILocation(line: 43, column: 49, scope: !235)
!240 = distinct !{!240, !233, !241, !167, !242, !243}
!241 = !DILocation(line: 43, column: 75, scope: !85)
!242 = !{!"llvm.loop.isvectorized", i32 1}
!243 = !{!"llvm.loop.unroll.runtime.disable"}
!244 = distinct !{!244, !233, !241, !167, !242, !243}
!245 = !DILocation(line: 43, column: 34, scope: !235)
!246 = distinct !{!246, !233, !241, !167, !243, !242}
!247 = !DILocation(line: 44, column: 24, scope: !82)
!248 = !DILocation(line: 44, column: 29, scope: !82)
!249 = !DILocation(line: 44, column: 41, scope: !82)
!250 = !DILocation(line: 44, column: 55, scope: !82)
!251 = !DILocation(line: 32, column: 42, scope: !74)
!252 = !DILocation(line: 32, column: 29, scope: !74)
!253 = distinct !{!253, !115, !254, !167}
!254 = !DILocation(line: 46, column: 5, scope: !71)
!255 = !DILocation(line: 31, column: 10, scope: !58)
!256 = !DILocation(line: 0, scope: !90)
!257 = !DILocation(line: 48, column: 5, scope: !90)
!258 = !DILocation(line: 53, column: 103, scope: !58)
!259 = !DILocation(line: 53, column: 110, scope: !58)
!260 = !DILocation(line: 53, column: 5, scope: !58)
!261 = !DILocation(line: 54, column: 12, scope: !58)
!262 = !DILocation(line: 54, column: 20, scope: !58)
!263 = !DILocation(line: 55, column: 1, scope: !58)
!264 = !DILocation(line: 48, column: 39, scope: !94)
!265 = !DILocation(line: 48, column: 39, scope: !95)
!266 = !DILocation(line: 49, column: 14, scope: !93)
!267 = !DILocation(line: 50, column: 23, scope: !93)
!268 = !DILocation(line: 50, column: 42, scope: !93)
!269 = !DILocation(line: 50, column: 47, scope: !93)
!270 = !DILocation(line: 50, column: 20, scope: !93)
!271 = !DILocation(line: 0, scope: !92)
!272 = !DILocation(line: 51, column: 31, scope: !99)
!273 = !DILocation(line: 51, column: 9, scope: !92)
!274 = !DILocation(line: 51, scope: !92)
!275 = !DILocation(line: 51, column: 47, scope: !98)
!276 = !DILocation(line: 51, column: 47, scope: !99)
!277 = !DILocation(line: 0, scope: !97)
!278 = !DILocation(line: 51, column: 96, scope: !97)
!279 = !DILocation(line: 51, column: 128, scope: !280)
!280 = distinct !DILexicalBlock(scope: !97, file: !2, line: 51, column: 120)
!281 = !DILocation(line: 51, column: 126, scope: !280)
!282 = !DILocation(line: 51, column: 122, scope: !280)
!283 = !DILocation(line: 51, column: 137, scope: !280)
!284 = !DILocation(line: 51, column: 148, scope: !280)
!285 = !DILocation(line: 51, column: 146, scope: !280)
!286 = !DILocation(line: 51, column: 142, scope: !280)
!287 = !DILocation(line: 51, column: 120, scope: !97)
!288 = distinct !{!288, !273, !289, !167}
!289 = !DILocation(line: 51, column: 169, scope: !92)
!290 = !DILocation(line: 47, column: 9, scope: !58)
!291 = !DILocation(line: 48, column: 31, scope: !95)
!292 = !DILocation(line: 48, column: 23, scope: !95)
!293 = distinct !{!293, !257, !294, !167}
!294 = !DILocation(line: 52, column: 5, scope: !90)
!295 = !DISubprogram(name: "printf", scope: !296, file: !296, line: 356, type: !297, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!296 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!297 = !DISubroutineType(types: !298)
!298 = !{!11, !299, null}
!299 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !300)
!300 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !301, size: 64)
!301 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
