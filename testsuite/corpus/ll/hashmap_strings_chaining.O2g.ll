; ModuleID = 'programs/hashmap_strings_chaining.c'
source_filename = "programs/hashmap_strings_chaining.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.map = type { ptr, i64, i64 }

@.str = private unnamed_addr constant [10 x i8] c"key-%d-%x\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [4 x i8] c"w%d\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [6 x i8] c"w2999\00", align 1, !dbg !12
@.str.3 = private unnamed_addr constant [6 x i8] c"w2998\00", align 1, !dbg !17
@.str.4 = private unnamed_addr constant [52 x i8] c"size=%zu buckets=%zu deleted=%d w2999=%ld w2998=%s\0A\00", align 1, !dbg !19
@.str.5 = private unnamed_addr constant [8 x i8] c"present\00", align 1, !dbg !24
@.str.6 = private unnamed_addr constant [7 x i8] c"absent\00", align 1, !dbg !29
@.str.7 = private unnamed_addr constant [8 x i8] c"chains:\00", align 1, !dbg !34
@.str.8 = private unnamed_addr constant [5 x i8] c" %zu\00", align 1, !dbg !36
@.str.9 = private unnamed_addr constant [24 x i8] c" max=%zu value sum=%ld\0A\00", align 1, !dbg !41

; Function Attrs: nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 !dbg !62 {
  %1 = alloca %struct.map, align 8, !DIAssignID !117
    #dbg_assign(i1 undef, !66, !DIExpression(), !117, ptr %1, !DIExpression(), !118)
  %2 = alloca [32 x i8], align 16, !DIAssignID !119
    #dbg_assign(i1 undef, !81, !DIExpression(), !119, ptr %2, !DIExpression(), !118)
  %3 = alloca [8 x i64], align 16, !DIAssignID !120
    #dbg_assign(i1 undef, !98, !DIExpression(), !120, ptr %3, !DIExpression(), !118)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %1) #10, !dbg !121
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %1, i8 0, i64 24, i1 false), !dbg !122, !DIAssignID !123
    #dbg_assign(i8 0, !66, !DIExpression(), !123, ptr %1, !DIExpression(), !118)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %2) #10, !dbg !124
    #dbg_value(i32 0, !85, !DIExpression(), !125)
  br label %6, !dbg !126

4:                                                ; preds = %6
    #dbg_value(i32 0, !87, !DIExpression(), !127)
  %5 = getelementptr inbounds i8, ptr %1, i64 8
  br label %21, !dbg !128

6:                                                ; preds = %0, %6
  %7 = phi i64 [ 0, %0 ], [ %14, %6 ]
  %8 = trunc i64 %7 to i32
    #dbg_value(i64 %7, !85, !DIExpression(), !125)
  %9 = add nsw i32 %8, -3000, !dbg !129
  %10 = icmp ult i64 %7, 3000, !dbg !129
  %11 = select i1 %10, i32 %8, i32 %9, !dbg !129
  %12 = mul i32 %8, -1640531535, !dbg !132
  %13 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %2, i64 noundef 32, ptr noundef nonnull @.str, i32 noundef %11, i32 noundef %12) #10, !dbg !133
  call fastcc void @put(ptr noundef nonnull %1, ptr noundef nonnull %2, i64 noundef %7), !dbg !134
  %14 = add nuw nsw i64 %7, 1, !dbg !135
    #dbg_value(i64 %14, !85, !DIExpression(), !125)
  %15 = icmp eq i64 %14, 5000, !dbg !136
  br i1 %15, label %4, label %6, !dbg !126, !llvm.loop !137

16:                                               ; preds = %62
    #dbg_value(i32 0, !94, !DIExpression(), !140)
    #dbg_value(i32 0, !93, !DIExpression(), !118)
  %17 = add i64 %26, -1
  %18 = getelementptr inbounds i8, ptr %1, i64 16
  %19 = load i64, ptr %18, align 8, !tbaa !141
  %20 = load ptr, ptr %1, align 8
  br label %157, !dbg !147

21:                                               ; preds = %4, %62
  %22 = phi i64 [ 0, %4 ], [ %63, %62 ]
    #dbg_value(i64 %22, !87, !DIExpression(), !127)
  %23 = trunc nuw nsw i64 %22 to i32, !dbg !148
  %24 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %2, i64 noundef 32, ptr noundef nonnull @.str.1, i32 noundef %23) #10, !dbg !148
  %25 = mul nuw nsw i64 %22, %22, !dbg !149
  call fastcc void @put(ptr noundef nonnull %1, ptr noundef nonnull %2, i64 noundef %25), !dbg !150
    #dbg_value(ptr %1, !151, !DIExpression(), !162)
    #dbg_value(ptr %2, !159, !DIExpression(), !162)
  %26 = load i64, ptr %5, align 8, !dbg !164
  %27 = icmp eq i64 %26, 0, !dbg !166
  br i1 %27, label %62, label %28, !dbg !167

28:                                               ; preds = %21
  %29 = load ptr, ptr %1, align 8, !dbg !168, !tbaa !169
    #dbg_value(ptr %2, !170, !DIExpression(), !180)
    #dbg_value(i64 1469598103934665603, !179, !DIExpression(), !180)
  %30 = load i8, ptr %2, align 16, !dbg !182, !tbaa !183
  %31 = icmp eq i8 %30, 0, !dbg !184
  br i1 %31, label %42, label %32, !dbg !184

32:                                               ; preds = %28, %32
  %33 = phi i8 [ %40, %32 ], [ %30, %28 ]
  %34 = phi i64 [ %39, %32 ], [ 1469598103934665603, %28 ]
  %35 = phi ptr [ %36, %32 ], [ %2, %28 ]
    #dbg_value(i64 %34, !179, !DIExpression(), !180)
    #dbg_value(ptr %35, !170, !DIExpression(), !180)
  %36 = getelementptr inbounds i8, ptr %35, i64 1, !dbg !185
    #dbg_value(ptr %36, !170, !DIExpression(), !180)
  %37 = zext i8 %33 to i64, !dbg !186
  %38 = xor i64 %34, %37, !dbg !187
  %39 = mul i64 %38, 1099511628211, !dbg !188
    #dbg_value(i64 %39, !179, !DIExpression(), !180)
  %40 = load i8, ptr %36, align 1, !dbg !182, !tbaa !183
  %41 = icmp eq i8 %40, 0, !dbg !184
  br i1 %41, label %42, label %32, !dbg !184, !llvm.loop !189

42:                                               ; preds = %32, %28
  %43 = phi i64 [ 1469598103934665603, %28 ], [ %39, %32 ], !dbg !191
  %44 = add i64 %26, -1, !dbg !192
  %45 = and i64 %43, %44, !dbg !193
  %46 = getelementptr inbounds ptr, ptr %29, i64 %45, !dbg !194
    #dbg_value(ptr poison, !160, !DIExpression(), !195)
  %47 = load ptr, ptr %46, align 8, !dbg !196, !tbaa !197
  %48 = icmp eq ptr %47, null, !dbg !198
  br i1 %48, label %62, label %49, !dbg !198

49:                                               ; preds = %42, %54
  %50 = phi ptr [ %56, %54 ], [ %47, %42 ]
  %51 = load ptr, ptr %50, align 8, !dbg !199, !tbaa !202
  %52 = call i32 @strcmp(ptr noundef nonnull dereferenceable(1) %51, ptr noundef nonnull readonly dereferenceable(1) %2) #11, !dbg !204
  %53 = icmp eq i32 %52, 0, !dbg !204
  br i1 %53, label %58, label %54, !dbg !205

54:                                               ; preds = %49
  %55 = getelementptr inbounds i8, ptr %50, i64 16, !dbg !206
    #dbg_value(ptr poison, !160, !DIExpression(), !195)
  %56 = load ptr, ptr %55, align 8, !dbg !196, !tbaa !197
    #dbg_value(ptr %56, !160, !DIExpression(), !195)
  %57 = icmp eq ptr %56, null, !dbg !198
  br i1 %57, label %62, label %49, !dbg !198, !llvm.loop !207

58:                                               ; preds = %49
  %59 = getelementptr inbounds i8, ptr %50, i64 8, !dbg !209
    #dbg_value(ptr %59, !89, !DIExpression(), !210)
  %60 = load i64, ptr %59, align 8, !dbg !211, !tbaa !213
  %61 = add nsw i64 %60, 1, !dbg !211
  store i64 %61, ptr %59, align 8, !dbg !211, !tbaa !213
  br label %62, !dbg !214

62:                                               ; preds = %54, %42, %21, %58
  %63 = add nuw nsw i64 %22, 1, !dbg !215
    #dbg_value(i64 %63, !87, !DIExpression(), !127)
  %64 = icmp eq i64 %63, 3000, !dbg !216
  br i1 %64, label %16, label %21, !dbg !128, !llvm.loop !217

65:                                               ; preds = %151
    #dbg_value(ptr %1, !151, !DIExpression(), !219)
    #dbg_value(ptr @.str.2, !159, !DIExpression(), !219)
  br i1 %27, label %66, label %70, !dbg !221

66:                                               ; preds = %161, %65
  %67 = phi i64 [ %152, %65 ], [ %158, %161 ]
  %68 = phi i32 [ %154, %65 ], [ %160, %161 ]
    #dbg_value(ptr null, !96, !DIExpression(), !118)
    #dbg_value(ptr %1, !151, !DIExpression(), !222)
    #dbg_value(ptr @.str.3, !159, !DIExpression(), !222)
    #dbg_value(ptr null, !97, !DIExpression(), !118)
  %69 = load ptr, ptr %1, align 8, !dbg !224, !tbaa !169
  br label %166, !dbg !225

70:                                               ; preds = %65
  %71 = load ptr, ptr %1, align 8, !dbg !226, !tbaa !169
    #dbg_value(i64 poison, !179, !DIExpression(), !227)
    #dbg_value(ptr poison, !170, !DIExpression(), !227)
  %72 = and i64 %17, -8754388427165157909, !dbg !229
  %73 = getelementptr inbounds ptr, ptr %71, i64 %72, !dbg !230
    #dbg_value(ptr poison, !160, !DIExpression(), !231)
  %74 = load ptr, ptr %73, align 8, !dbg !232, !tbaa !197
  %75 = icmp eq ptr %74, null, !dbg !233
  br i1 %75, label %87, label %76, !dbg !233

76:                                               ; preds = %70, %83
  %77 = phi ptr [ %85, %83 ], [ %74, %70 ]
  %78 = load ptr, ptr %77, align 8, !dbg !234, !tbaa !202
  %79 = tail call i32 @strcmp(ptr noundef nonnull dereferenceable(1) %78, ptr noundef nonnull readonly dereferenceable(6) @.str.2) #11, !dbg !235
  %80 = icmp eq i32 %79, 0, !dbg !235
  br i1 %80, label %81, label %83, !dbg !236

81:                                               ; preds = %76
  %82 = getelementptr inbounds i8, ptr %77, i64 8, !dbg !237
  br label %87, !dbg !238

83:                                               ; preds = %76
  %84 = getelementptr inbounds i8, ptr %77, i64 16, !dbg !239
    #dbg_value(ptr poison, !160, !DIExpression(), !231)
  %85 = load ptr, ptr %84, align 8, !dbg !232, !tbaa !197
    #dbg_value(ptr %85, !160, !DIExpression(), !231)
  %86 = icmp eq ptr %85, null, !dbg !233
  br i1 %86, label %87, label %76, !dbg !233, !llvm.loop !240

87:                                               ; preds = %83, %81, %70
  %88 = phi ptr [ %82, %81 ], [ null, %70 ], [ null, %83 ], !dbg !242
    #dbg_value(ptr %88, !96, !DIExpression(), !118)
    #dbg_value(ptr %1, !151, !DIExpression(), !222)
    #dbg_value(ptr @.str.3, !159, !DIExpression(), !222)
    #dbg_value(i64 poison, !179, !DIExpression(), !243)
    #dbg_value(ptr poison, !170, !DIExpression(), !243)
  %89 = and i64 %17, -8754389526676786120, !dbg !245
  %90 = getelementptr inbounds ptr, ptr %71, i64 %89, !dbg !246
    #dbg_value(ptr poison, !160, !DIExpression(), !247)
  %91 = load ptr, ptr %90, align 8, !dbg !248, !tbaa !197
  %92 = icmp eq ptr %91, null, !dbg !249
  br i1 %92, label %104, label %93, !dbg !249

93:                                               ; preds = %87, %100
  %94 = phi ptr [ %102, %100 ], [ %91, %87 ]
  %95 = load ptr, ptr %94, align 8, !dbg !250, !tbaa !202
  %96 = tail call i32 @strcmp(ptr noundef nonnull dereferenceable(1) %95, ptr noundef nonnull readonly dereferenceable(6) @.str.3) #11, !dbg !251
  %97 = icmp eq i32 %96, 0, !dbg !251
  br i1 %97, label %98, label %100, !dbg !252

98:                                               ; preds = %93
  %99 = getelementptr inbounds i8, ptr %94, i64 8, !dbg !253
  br label %104, !dbg !254

100:                                              ; preds = %93
  %101 = getelementptr inbounds i8, ptr %94, i64 16, !dbg !255
    #dbg_value(ptr poison, !160, !DIExpression(), !247)
  %102 = load ptr, ptr %101, align 8, !dbg !248, !tbaa !197
    #dbg_value(ptr %102, !160, !DIExpression(), !247)
  %103 = icmp eq ptr %102, null, !dbg !249
  br i1 %103, label %104, label %93, !dbg !249, !llvm.loop !256

104:                                              ; preds = %100, %87, %98
  %105 = phi ptr [ %99, %98 ], [ null, %87 ], [ null, %100 ], !dbg !258
    #dbg_value(ptr %105, !97, !DIExpression(), !118)
  %106 = icmp eq ptr %88, null, !dbg !225
  br i1 %106, label %166, label %164, !dbg !225

107:                                              ; preds = %157, %161
  %108 = phi i32 [ %162, %161 ], [ %159, %157 ]
    #dbg_value(i32 %108, !94, !DIExpression(), !140)
    #dbg_value(i32 %160, !93, !DIExpression(), !118)
  %109 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %2, i64 noundef 32, ptr noundef nonnull @.str.1, i32 noundef %108) #10, !dbg !259
    #dbg_value(ptr %1, !262, !DIExpression(), !274)
    #dbg_value(ptr %2, !267, !DIExpression(), !274)
  br i1 %27, label %161, label %110, !dbg !276

110:                                              ; preds = %107
    #dbg_value(ptr %2, !170, !DIExpression(), !277)
    #dbg_value(i64 1469598103934665603, !179, !DIExpression(), !277)
  %111 = load i8, ptr %2, align 16, !dbg !279, !tbaa !183
  %112 = icmp eq i8 %111, 0, !dbg !280
  br i1 %112, label %123, label %113, !dbg !280

113:                                              ; preds = %110, %113
  %114 = phi i8 [ %121, %113 ], [ %111, %110 ]
  %115 = phi i64 [ %120, %113 ], [ 1469598103934665603, %110 ]
  %116 = phi ptr [ %117, %113 ], [ %2, %110 ]
    #dbg_value(i64 %115, !179, !DIExpression(), !277)
    #dbg_value(ptr %116, !170, !DIExpression(), !277)
  %117 = getelementptr inbounds i8, ptr %116, i64 1, !dbg !281
    #dbg_value(ptr %117, !170, !DIExpression(), !277)
  %118 = zext i8 %114 to i64, !dbg !282
  %119 = xor i64 %115, %118, !dbg !283
  %120 = mul i64 %119, 1099511628211, !dbg !284
    #dbg_value(i64 %120, !179, !DIExpression(), !277)
  %121 = load i8, ptr %117, align 1, !dbg !279, !tbaa !183
  %122 = icmp eq i8 %121, 0, !dbg !280
  br i1 %122, label %123, label %113, !dbg !280, !llvm.loop !285

123:                                              ; preds = %113, %110
  %124 = phi i64 [ 1469598103934665603, %110 ], [ %120, %113 ], !dbg !287
  %125 = and i64 %124, %17, !dbg !288
  %126 = getelementptr inbounds ptr, ptr %20, i64 %125, !dbg !289
    #dbg_value(ptr %126, !268, !DIExpression(), !274)
  %127 = load ptr, ptr %126, align 8, !dbg !290, !tbaa !197
  %128 = icmp eq ptr %127, null, !dbg !291
  br i1 %128, label %151, label %129, !dbg !291

129:                                              ; preds = %123
    #dbg_value(ptr %126, !268, !DIExpression(), !274)
  %130 = load ptr, ptr %127, align 8, !dbg !292, !tbaa !202
  %131 = call i32 @strcmp(ptr noundef nonnull dereferenceable(1) %130, ptr noundef nonnull readonly dereferenceable(1) %2) #11, !dbg !293
  %132 = icmp eq i32 %131, 0, !dbg !293
  br i1 %132, label %139, label %146, !dbg !294

133:                                              ; preds = %146
    #dbg_value(ptr poison, !268, !DIExpression(), !274)
  %134 = load ptr, ptr %149, align 8, !dbg !292, !tbaa !202
  %135 = call i32 @strcmp(ptr noundef nonnull dereferenceable(1) %134, ptr noundef nonnull readonly dereferenceable(1) %2) #11, !dbg !293
  %136 = icmp eq i32 %135, 0, !dbg !293
  br i1 %136, label %137, label %146, !dbg !294, !llvm.loop !295

137:                                              ; preds = %133
  %138 = getelementptr inbounds i8, ptr %147, i64 16
  br label %139, !dbg !297

139:                                              ; preds = %137, %129
  %140 = phi ptr [ %127, %129 ], [ %149, %137 ]
  %141 = phi ptr [ %126, %129 ], [ %138, %137 ]
    #dbg_value(ptr %140, !269, !DIExpression(), !298)
  %142 = getelementptr inbounds i8, ptr %140, i64 16, !dbg !297
  %143 = load ptr, ptr %142, align 8, !dbg !297, !tbaa !299
  store ptr %143, ptr %141, align 8, !dbg !300, !tbaa !197
  %144 = load ptr, ptr %140, align 8, !dbg !301, !tbaa !202
  tail call void @free(ptr noundef %144) #10, !dbg !302
  tail call void @free(ptr noundef nonnull %140) #10, !dbg !303
  %145 = add i64 %158, -1, !dbg !304
    #dbg_assign(i64 %145, !66, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !305, ptr %18, !DIExpression(), !118)
  br label %151

146:                                              ; preds = %129, %133
  %147 = phi ptr [ %149, %133 ], [ %127, %129 ]
  %148 = getelementptr inbounds i8, ptr %147, i64 16, !dbg !306
    #dbg_value(ptr %148, !268, !DIExpression(), !274)
  %149 = load ptr, ptr %148, align 8, !dbg !290, !tbaa !197
  %150 = icmp eq ptr %149, null, !dbg !291
  br i1 %150, label %151, label %133, !dbg !291, !llvm.loop !295

151:                                              ; preds = %146, %123, %139
  %152 = phi i64 [ %145, %139 ], [ %158, %123 ], [ %158, %146 ]
  %153 = phi i32 [ 1, %139 ], [ 0, %123 ], [ 0, %146 ], !dbg !274
  %154 = add nuw nsw i32 %153, %160, !dbg !307
    #dbg_value(i32 %154, !93, !DIExpression(), !118)
  %155 = add nuw nsw i32 %108, 2, !dbg !308
    #dbg_value(i32 %155, !94, !DIExpression(), !140)
  %156 = icmp ult i32 %108, 2998, !dbg !309
  br i1 %156, label %157, label %65, !dbg !147, !llvm.loop !310

157:                                              ; preds = %151, %16
  %158 = phi i64 [ %152, %151 ], [ %19, %16 ]
  %159 = phi i32 [ %155, %151 ], [ 0, %16 ]
  %160 = phi i32 [ %154, %151 ], [ 0, %16 ]
  br label %107, !dbg !147

161:                                              ; preds = %107
    #dbg_value(i32 %160, !93, !DIExpression(), !118)
  %162 = add nuw nsw i32 %108, 2, !dbg !308
    #dbg_value(i32 %162, !94, !DIExpression(), !140)
  %163 = icmp ult i32 %108, 2998, !dbg !309
  br i1 %163, label %107, label %66, !dbg !147, !llvm.loop !310

164:                                              ; preds = %104
  %165 = load i64, ptr %88, align 8, !dbg !312, !tbaa !213
  br label %166, !dbg !225

166:                                              ; preds = %66, %104, %164
  %167 = phi i64 [ %152, %164 ], [ %152, %104 ], [ %67, %66 ]
  %168 = phi i32 [ %154, %164 ], [ %154, %104 ], [ %68, %66 ]
  %169 = phi ptr [ %71, %164 ], [ %71, %104 ], [ %69, %66 ], !dbg !224
  %170 = phi ptr [ %105, %164 ], [ %105, %104 ], [ null, %66 ]
  %171 = phi i64 [ %165, %164 ], [ -1, %104 ], [ -1, %66 ], !dbg !225
  %172 = icmp eq ptr %170, null, !dbg !313
  %173 = select i1 %172, ptr @.str.6, ptr @.str.5, !dbg !313
  %174 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i64 noundef %167, i64 noundef %26, i32 noundef %168, i64 noundef %171, ptr noundef nonnull %173), !dbg !314
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %3) #10, !dbg !315
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(64) %3, i8 0, i64 64, i1 false), !dbg !316, !DIAssignID !317
    #dbg_assign(i8 0, !98, !DIExpression(), !317, ptr %3, !DIExpression(), !118)
    #dbg_value(i64 0, !100, !DIExpression(), !118)
    #dbg_value(i64 0, !101, !DIExpression(), !118)
    #dbg_value(i64 0, !102, !DIExpression(), !318)
  br i1 %27, label %191, label %212, !dbg !319

175:                                              ; preds = %219
  %176 = load i64, ptr %3, align 16, !dbg !320, !tbaa !213
  %177 = getelementptr inbounds i8, ptr %3, i64 8
  %178 = load i64, ptr %177, align 8, !dbg !320, !tbaa !213
  %179 = getelementptr inbounds i8, ptr %3, i64 16
  %180 = load i64, ptr %179, align 16, !dbg !320, !tbaa !213
  %181 = getelementptr inbounds i8, ptr %3, i64 24
  %182 = load i64, ptr %181, align 8, !dbg !320, !tbaa !213
  %183 = getelementptr inbounds i8, ptr %3, i64 32
  %184 = load i64, ptr %183, align 16, !dbg !320, !tbaa !213
  %185 = getelementptr inbounds i8, ptr %3, i64 40
  %186 = load i64, ptr %185, align 8, !dbg !320, !tbaa !213
  %187 = getelementptr inbounds i8, ptr %3, i64 48
  %188 = load i64, ptr %187, align 16, !dbg !320, !tbaa !213
  %189 = getelementptr inbounds i8, ptr %3, i64 56
  %190 = load i64, ptr %189, align 8, !dbg !320, !tbaa !213
  br label %191, !dbg !322

191:                                              ; preds = %175, %166
  %192 = phi i64 [ 0, %166 ], [ %190, %175 ], !dbg !320
  %193 = phi i64 [ 0, %166 ], [ %188, %175 ], !dbg !320
  %194 = phi i64 [ 0, %166 ], [ %186, %175 ], !dbg !320
  %195 = phi i64 [ 0, %166 ], [ %184, %175 ], !dbg !320
  %196 = phi i64 [ 0, %166 ], [ %182, %175 ], !dbg !320
  %197 = phi i64 [ 0, %166 ], [ %180, %175 ], !dbg !320
  %198 = phi i64 [ 0, %166 ], [ %178, %175 ], !dbg !320
  %199 = phi i64 [ 0, %166 ], [ %176, %175 ], !dbg !320
  %200 = phi i64 [ 0, %166 ], [ %226, %175 ], !dbg !118
  %201 = phi i64 [ 0, %166 ], [ %220, %175 ], !dbg !323
  %202 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7), !dbg !322
    #dbg_value(i64 0, !109, !DIExpression(), !324)
  %203 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i64 noundef %199), !dbg !325
    #dbg_value(i64 1, !109, !DIExpression(), !324)
  %204 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i64 noundef %198), !dbg !325
    #dbg_value(i64 2, !109, !DIExpression(), !324)
  %205 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i64 noundef %197), !dbg !325
    #dbg_value(i64 3, !109, !DIExpression(), !324)
  %206 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i64 noundef %196), !dbg !325
    #dbg_value(i64 4, !109, !DIExpression(), !324)
  %207 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i64 noundef %195), !dbg !325
    #dbg_value(i64 5, !109, !DIExpression(), !324)
  %208 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i64 noundef %194), !dbg !325
    #dbg_value(i64 6, !109, !DIExpression(), !324)
  %209 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i64 noundef %193), !dbg !325
    #dbg_value(i64 7, !109, !DIExpression(), !324)
  %210 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i64 noundef %192), !dbg !325
    #dbg_value(i64 8, !109, !DIExpression(), !324)
  %211 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i64 noundef %200, i64 noundef %201), !dbg !326
    #dbg_value(i64 0, !111, !DIExpression(), !327)
  br i1 %27, label %240, label %244, !dbg !328

212:                                              ; preds = %166, %219
  %213 = phi i64 [ %227, %219 ], [ 0, %166 ]
  %214 = phi i64 [ %220, %219 ], [ 0, %166 ]
  %215 = phi i64 [ %226, %219 ], [ 0, %166 ]
    #dbg_value(i64 %213, !102, !DIExpression(), !318)
    #dbg_value(i64 %214, !101, !DIExpression(), !118)
    #dbg_value(i64 %215, !100, !DIExpression(), !118)
    #dbg_value(i64 0, !104, !DIExpression(), !329)
  %216 = getelementptr inbounds ptr, ptr %169, i64 %213, !dbg !330
    #dbg_value(ptr poison, !107, !DIExpression(), !331)
  %217 = load ptr, ptr %216, align 8, !dbg !332, !tbaa !197
  %218 = icmp eq ptr %217, null, !dbg !333
  br i1 %218, label %219, label %229, !dbg !333

219:                                              ; preds = %229, %212
  %220 = phi i64 [ %214, %212 ], [ %236, %229 ], !dbg !118
  %221 = phi i64 [ 0, %212 ], [ %233, %229 ], !dbg !334
  %222 = tail call i64 @llvm.umin.i64(i64 %221, i64 7), !dbg !335
  %223 = getelementptr inbounds [8 x i64], ptr %3, i64 0, i64 %222, !dbg !336
  %224 = load i64, ptr %223, align 8, !dbg !337, !tbaa !213
  %225 = add i64 %224, 1, !dbg !337
  store i64 %225, ptr %223, align 8, !dbg !337, !tbaa !213
  %226 = tail call i64 @llvm.umax.i64(i64 %221, i64 %215), !dbg !338
    #dbg_value(i64 %226, !100, !DIExpression(), !118)
  %227 = add nuw i64 %213, 1, !dbg !339
    #dbg_value(i64 %227, !102, !DIExpression(), !318)
    #dbg_value(i64 %220, !101, !DIExpression(), !118)
  %228 = icmp eq i64 %227, %26, !dbg !340
  br i1 %228, label %175, label %212, !dbg !319, !llvm.loop !341

229:                                              ; preds = %212, %229
  %230 = phi ptr [ %238, %229 ], [ %217, %212 ]
  %231 = phi i64 [ %233, %229 ], [ 0, %212 ]
  %232 = phi i64 [ %236, %229 ], [ %214, %212 ]
    #dbg_value(i64 %231, !104, !DIExpression(), !329)
    #dbg_value(i64 %232, !101, !DIExpression(), !118)
  %233 = add i64 %231, 1, !dbg !343
    #dbg_value(i64 %233, !104, !DIExpression(), !329)
  %234 = getelementptr inbounds i8, ptr %230, i64 8, !dbg !346
  %235 = load i64, ptr %234, align 8, !dbg !346, !tbaa !347
  %236 = add nsw i64 %235, %232, !dbg !348
    #dbg_value(i64 %236, !101, !DIExpression(), !118)
  %237 = getelementptr inbounds i8, ptr %230, i64 16, !dbg !349
    #dbg_value(ptr poison, !107, !DIExpression(), !331)
  %238 = load ptr, ptr %237, align 8, !dbg !332, !tbaa !197
    #dbg_value(ptr %238, !107, !DIExpression(), !331)
  %239 = icmp eq ptr %238, null, !dbg !333
  br i1 %239, label %219, label %229, !dbg !333, !llvm.loop !350

240:                                              ; preds = %249, %191
  tail call void @free(ptr noundef %169) #10, !dbg !352
  %241 = urem i32 %168, 100, !dbg !353
  %242 = trunc i64 %200 to i32, !dbg !354
  %243 = add i32 %241, %242, !dbg !354
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %3) #10, !dbg !355
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %2) #10, !dbg !355
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %1) #10, !dbg !355
  ret i32 %243, !dbg !355

244:                                              ; preds = %191, %249
  %245 = phi i64 [ %250, %249 ], [ 0, %191 ]
    #dbg_value(i64 %245, !111, !DIExpression(), !327)
  %246 = getelementptr inbounds ptr, ptr %169, i64 %245, !dbg !356
  %247 = load ptr, ptr %246, align 8, !dbg !356, !tbaa !197
    #dbg_value(ptr %247, !113, !DIExpression(), !357)
  %248 = icmp eq ptr %247, null, !dbg !358
  br i1 %248, label %249, label %252, !dbg !358

249:                                              ; preds = %252, %244
  %250 = add nuw i64 %245, 1, !dbg !359
    #dbg_value(i64 %250, !111, !DIExpression(), !327)
  %251 = icmp eq i64 %250, %26, !dbg !360
  br i1 %251, label %240, label %244, !dbg !328, !llvm.loop !361

252:                                              ; preds = %244, %252
  %253 = phi ptr [ %255, %252 ], [ %247, %244 ]
    #dbg_value(ptr %253, !113, !DIExpression(), !357)
  %254 = getelementptr inbounds i8, ptr %253, i64 16, !dbg !363
  %255 = load ptr, ptr %254, align 8, !dbg !363, !tbaa !299
    #dbg_value(ptr %255, !116, !DIExpression(), !357)
  %256 = load ptr, ptr %253, align 8, !dbg !366, !tbaa !202
  tail call void @free(ptr noundef %256) #10, !dbg !367
  tail call void @free(ptr noundef nonnull %253) #10, !dbg !368
    #dbg_value(ptr %255, !113, !DIExpression(), !357)
  %257 = icmp eq ptr %255, null, !dbg !358
  br i1 %257, label %249, label %252, !dbg !358, !llvm.loop !369
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #2

; Function Attrs: nofree nounwind
declare !dbg !371 noundef i32 @snprintf(ptr noalias nocapture noundef writeonly, i64 noundef, ptr nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: nounwind uwtable
define internal fastcc void @put(ptr nocapture noundef %0, ptr nocapture noundef readonly %1, i64 noundef %2) unnamed_addr #0 !dbg !377 {
    #dbg_value(ptr %0, !381, !DIExpression(), !388)
    #dbg_value(ptr %1, !382, !DIExpression(), !388)
    #dbg_value(i64 %2, !383, !DIExpression(), !388)
  %4 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !389
  %5 = load i64, ptr %4, align 8, !dbg !389, !tbaa !141
  %6 = add i64 %5, 1, !dbg !391
  %7 = getelementptr inbounds i8, ptr %0, i64 8, !dbg !392
  %8 = load i64, ptr %7, align 8, !dbg !392, !tbaa !393
  %9 = mul i64 %8, 3, !dbg !394
  %10 = lshr i64 %9, 2, !dbg !395
  %11 = icmp ugt i64 %6, %10, !dbg !396
  br i1 %11, label %12, label %52, !dbg !397

12:                                               ; preds = %3
    #dbg_value(ptr %0, !398, !DIExpression(), !414)
  %13 = icmp eq i64 %8, 0, !dbg !416
  %14 = shl i64 %8, 1
  %15 = select i1 %13, i64 8, i64 %14, !dbg !416
    #dbg_value(i64 %15, !403, !DIExpression(), !414)
  %16 = tail call noalias ptr @calloc(i64 noundef %15, i64 noundef 8) #12, !dbg !417
    #dbg_value(ptr %16, !404, !DIExpression(), !414)
    #dbg_value(i64 0, !405, !DIExpression(), !418)
  %17 = load ptr, ptr %0, align 8, !dbg !419, !tbaa !169
  br i1 %13, label %51, label %18, !dbg !420

18:                                               ; preds = %12
  %19 = add i64 %14, -1
  br label %20, !dbg !420

20:                                               ; preds = %25, %18
  %21 = phi i64 [ 0, %18 ], [ %26, %25 ]
    #dbg_value(i64 %21, !405, !DIExpression(), !418)
  %22 = getelementptr inbounds ptr, ptr %17, i64 %21, !dbg !421
  %23 = load ptr, ptr %22, align 8, !dbg !421, !tbaa !197
    #dbg_value(ptr %23, !407, !DIExpression(), !422)
  %24 = icmp eq ptr %23, null, !dbg !423
  br i1 %24, label %25, label %28, !dbg !423

25:                                               ; preds = %45, %20
  %26 = add nuw i64 %21, 1, !dbg !424
    #dbg_value(i64 %26, !405, !DIExpression(), !418)
  %27 = icmp eq i64 %26, %8, !dbg !425
  br i1 %27, label %51, label %20, !dbg !420, !llvm.loop !426

28:                                               ; preds = %20, %45
  %29 = phi ptr [ %31, %45 ], [ %23, %20 ]
    #dbg_value(ptr %29, !407, !DIExpression(), !422)
  %30 = getelementptr inbounds i8, ptr %29, i64 16, !dbg !428
  %31 = load ptr, ptr %30, align 8, !dbg !428, !tbaa !299
    #dbg_value(ptr %31, !410, !DIExpression(), !422)
  %32 = load ptr, ptr %29, align 8, !dbg !429, !tbaa !202
    #dbg_value(ptr %32, !170, !DIExpression(), !430)
    #dbg_value(i64 1469598103934665603, !179, !DIExpression(), !430)
  %33 = load i8, ptr %32, align 1, !dbg !432, !tbaa !183
  %34 = icmp eq i8 %33, 0, !dbg !433
  br i1 %34, label %45, label %35, !dbg !433

35:                                               ; preds = %28, %35
  %36 = phi i8 [ %43, %35 ], [ %33, %28 ]
  %37 = phi i64 [ %42, %35 ], [ 1469598103934665603, %28 ]
  %38 = phi ptr [ %39, %35 ], [ %32, %28 ]
    #dbg_value(i64 %37, !179, !DIExpression(), !430)
    #dbg_value(ptr %38, !170, !DIExpression(), !430)
  %39 = getelementptr inbounds i8, ptr %38, i64 1, !dbg !434
    #dbg_value(ptr %39, !170, !DIExpression(), !430)
  %40 = zext i8 %36 to i64, !dbg !435
  %41 = xor i64 %37, %40, !dbg !436
  %42 = mul i64 %41, 1099511628211, !dbg !437
    #dbg_value(i64 %42, !179, !DIExpression(), !430)
  %43 = load i8, ptr %39, align 1, !dbg !432, !tbaa !183
  %44 = icmp eq i8 %43, 0, !dbg !433
  br i1 %44, label %45, label %35, !dbg !433, !llvm.loop !438

45:                                               ; preds = %35, %28
  %46 = phi i64 [ 1469598103934665603, %28 ], [ %42, %35 ], !dbg !440
  %47 = and i64 %46, %19, !dbg !441
    #dbg_value(i64 %47, !411, !DIExpression(), !442)
  %48 = getelementptr inbounds ptr, ptr %16, i64 %47, !dbg !443
  %49 = load ptr, ptr %48, align 8, !dbg !443, !tbaa !197
  store ptr %49, ptr %30, align 8, !dbg !444, !tbaa !299
  store ptr %29, ptr %48, align 8, !dbg !445, !tbaa !197
    #dbg_value(ptr %31, !407, !DIExpression(), !422)
  %50 = icmp eq ptr %31, null, !dbg !423
  br i1 %50, label %25, label %28, !dbg !423, !llvm.loop !446

51:                                               ; preds = %25, %12
  tail call void @free(ptr noundef %17) #10, !dbg !448
  store ptr %16, ptr %0, align 8, !dbg !449, !tbaa !169
  store i64 %15, ptr %7, align 8, !dbg !450, !tbaa !393
  br label %52, !dbg !451

52:                                               ; preds = %51, %3
  %53 = phi i64 [ %15, %51 ], [ %8, %3 ]
    #dbg_value(ptr %1, !170, !DIExpression(), !452)
    #dbg_value(i64 1469598103934665603, !179, !DIExpression(), !452)
  %54 = load i8, ptr %1, align 1, !dbg !454, !tbaa !183
  %55 = icmp eq i8 %54, 0, !dbg !455
  br i1 %55, label %66, label %56, !dbg !455

56:                                               ; preds = %52, %56
  %57 = phi i8 [ %64, %56 ], [ %54, %52 ]
  %58 = phi i64 [ %63, %56 ], [ 1469598103934665603, %52 ]
  %59 = phi ptr [ %60, %56 ], [ %1, %52 ]
    #dbg_value(i64 %58, !179, !DIExpression(), !452)
    #dbg_value(ptr %59, !170, !DIExpression(), !452)
  %60 = getelementptr inbounds i8, ptr %59, i64 1, !dbg !456
    #dbg_value(ptr %60, !170, !DIExpression(), !452)
  %61 = zext i8 %57 to i64, !dbg !457
  %62 = xor i64 %58, %61, !dbg !458
  %63 = mul i64 %62, 1099511628211, !dbg !459
    #dbg_value(i64 %63, !179, !DIExpression(), !452)
  %64 = load i8, ptr %60, align 1, !dbg !454, !tbaa !183
  %65 = icmp eq i8 %64, 0, !dbg !455
  br i1 %65, label %66, label %56, !dbg !455, !llvm.loop !460

66:                                               ; preds = %56, %52
  %67 = phi i64 [ 1469598103934665603, %52 ], [ %63, %56 ], !dbg !462
  %68 = add i64 %53, -1, !dbg !463
  %69 = and i64 %68, %67, !dbg !464
    #dbg_value(i64 %69, !384, !DIExpression(), !388)
  %70 = load ptr, ptr %0, align 8, !dbg !465, !tbaa !169
  %71 = getelementptr inbounds ptr, ptr %70, i64 %69, !dbg !466
    #dbg_value(ptr poison, !385, !DIExpression(), !467)
  %72 = load ptr, ptr %71, align 8, !dbg !468, !tbaa !197
  %73 = icmp eq ptr %72, null, !dbg !469
  br i1 %73, label %85, label %74, !dbg !469

74:                                               ; preds = %66, %81
  %75 = phi ptr [ %83, %81 ], [ %72, %66 ]
  %76 = load ptr, ptr %75, align 8, !dbg !470, !tbaa !202
  %77 = tail call i32 @strcmp(ptr noundef nonnull dereferenceable(1) %76, ptr noundef nonnull dereferenceable(1) %1) #11, !dbg !473
  %78 = icmp eq i32 %77, 0, !dbg !473
  br i1 %78, label %79, label %81, !dbg !474

79:                                               ; preds = %74
  %80 = getelementptr inbounds i8, ptr %75, i64 8, !dbg !475
  store i64 %2, ptr %80, align 8, !dbg !477, !tbaa !347
  br label %95

81:                                               ; preds = %74
  %82 = getelementptr inbounds i8, ptr %75, i64 16, !dbg !478
    #dbg_value(ptr poison, !385, !DIExpression(), !467)
  %83 = load ptr, ptr %82, align 8, !dbg !468, !tbaa !197
    #dbg_value(ptr %83, !385, !DIExpression(), !467)
  %84 = icmp eq ptr %83, null, !dbg !469
  br i1 %84, label %85, label %74, !dbg !469, !llvm.loop !479

85:                                               ; preds = %81, %66
  %86 = tail call noalias dereferenceable_or_null(24) ptr @malloc(i64 noundef 24) #13, !dbg !481
    #dbg_value(ptr %86, !387, !DIExpression(), !388)
  %87 = tail call i64 @strlen(ptr noundef nonnull dereferenceable(1) %1) #11, !dbg !482
  %88 = add i64 %87, 1, !dbg !483
  %89 = tail call noalias ptr @malloc(i64 noundef %88) #13, !dbg !484
  store ptr %89, ptr %86, align 8, !dbg !485, !tbaa !202
  %90 = tail call ptr @strcpy(ptr noundef nonnull dereferenceable(1) %89, ptr noundef nonnull dereferenceable(1) %1) #10, !dbg !486
  %91 = getelementptr inbounds i8, ptr %86, i64 8, !dbg !487
  store i64 %2, ptr %91, align 8, !dbg !488, !tbaa !347
  %92 = getelementptr inbounds i8, ptr %86, i64 16, !dbg !489
  store ptr %72, ptr %92, align 8, !dbg !490, !tbaa !299
  store ptr %86, ptr %71, align 8, !dbg !491, !tbaa !197
  %93 = load i64, ptr %4, align 8, !dbg !492, !tbaa !141
  %94 = add i64 %93, 1, !dbg !492
  store i64 %94, ptr %4, align 8, !dbg !492, !tbaa !141
  br label %95, !dbg !493

95:                                               ; preds = %79, %85
  ret void, !dbg !493
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare !dbg !494 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare !dbg !497 void @free(ptr allocptr nocapture noundef) local_unnamed_addr #4

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read)
declare !dbg !502 i32 @strcmp(ptr nocapture noundef, ptr nocapture noundef) local_unnamed_addr #5

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare !dbg !506 noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #6

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read)
declare !dbg !509 i64 @strlen(ptr nocapture noundef) local_unnamed_addr #5

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: readwrite)
declare !dbg !512 ptr @strcpy(ptr noalias noundef returned writeonly, ptr noalias nocapture noundef readonly) local_unnamed_addr #7

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,zeroed") allocsize(0,1) memory(inaccessiblemem: readwrite)
declare !dbg !515 noalias noundef ptr @calloc(i64 noundef, i64 noundef) local_unnamed_addr #8

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umin.i64(i64, i64) #9

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umax.i64(i64, i64) #9

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #3 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nofree nounwind willreturn memory(argmem: read) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { mustprogress nofree nounwind willreturn memory(argmem: readwrite) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { mustprogress nofree nounwind willreturn allockind("alloc,zeroed") allocsize(0,1) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #10 = { nounwind }
attributes #11 = { nounwind willreturn memory(read) }
attributes #12 = { nounwind allocsize(0,1) }
attributes #13 = { nounwind allocsize(0) }

!llvm.dbg.cu = !{!46}
!llvm.module.flags = !{!54, !55, !56, !57, !58, !59, !60}
!llvm.ident = !{!61}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 37, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "programs/hashmap_strings_chaining.c", directory: ".", checksumkind: CSK_MD5, checksum: "6b8ebbb79cf6895f866ba86a316bf021")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 80, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 10)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 38, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 32, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 4)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 41, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 48, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 6)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(scope: null, file: !2, line: 41, type: !14, isLocal: true, isDefinition: true)
!19 = !DIGlobalVariableExpression(var: !20, expr: !DIExpression())
!20 = distinct !DIGlobalVariable(scope: null, file: !2, line: 42, type: !21, isLocal: true, isDefinition: true)
!21 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 416, elements: !22)
!22 = !{!23}
!23 = !DISubrange(count: 52)
!24 = !DIGlobalVariableExpression(var: !25, expr: !DIExpression())
!25 = distinct !DIGlobalVariable(scope: null, file: !2, line: 42, type: !26, isLocal: true, isDefinition: true)
!26 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 64, elements: !27)
!27 = !{!28}
!28 = !DISubrange(count: 8)
!29 = !DIGlobalVariableExpression(var: !30, expr: !DIExpression())
!30 = distinct !DIGlobalVariable(scope: null, file: !2, line: 42, type: !31, isLocal: true, isDefinition: true)
!31 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 56, elements: !32)
!32 = !{!33}
!33 = !DISubrange(count: 7)
!34 = !DIGlobalVariableExpression(var: !35, expr: !DIExpression())
!35 = distinct !DIGlobalVariable(scope: null, file: !2, line: 45, type: !26, isLocal: true, isDefinition: true)
!36 = !DIGlobalVariableExpression(var: !37, expr: !DIExpression())
!37 = distinct !DIGlobalVariable(scope: null, file: !2, line: 45, type: !38, isLocal: true, isDefinition: true)
!38 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 40, elements: !39)
!39 = !{!40}
!40 = !DISubrange(count: 5)
!41 = !DIGlobalVariableExpression(var: !42, expr: !DIExpression())
!42 = distinct !DIGlobalVariable(scope: null, file: !2, line: 45, type: !43, isLocal: true, isDefinition: true)
!43 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 192, elements: !44)
!44 = !{!45}
!45 = !DISubrange(count: 24)
!46 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !47, globals: !53, splitDebugInlining: false, nameTableKind: None)
!47 = !{!48, !49, !52}
!48 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!49 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !50, line: 18, baseType: !51)
!50 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stddef_size_t.h", directory: "", checksumkind: CSK_MD5, checksum: "2c44e821a2b1951cde2eb0fb2e656867")
!51 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!52 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!53 = !{!0, !7, !12, !17, !19, !24, !29, !34, !36, !41}
!54 = !{i32 7, !"Dwarf Version", i32 5}
!55 = !{i32 2, !"Debug Info Version", i32 3}
!56 = !{i32 1, !"wchar_size", i32 4}
!57 = !{i32 8, !"PIC Level", i32 2}
!58 = !{i32 7, !"PIE Level", i32 2}
!59 = !{i32 7, !"uwtable", i32 2}
!60 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!61 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!62 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 34, type: !63, scopeLine: 34, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !46, retainedNodes: !65)
!63 = !DISubroutineType(types: !64)
!64 = !{!48}
!65 = !{!66, !81, !85, !87, !89, !93, !94, !96, !97, !98, !100, !101, !102, !104, !107, !109, !111, !113, !116}
!66 = !DILocalVariable(name: "m", scope: !62, file: !2, line: 35, type: !67)
!67 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "map", file: !2, line: 11, size: 192, elements: !68)
!68 = !{!69, !79, !80}
!69 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !67, file: !2, line: 11, baseType: !70, size: 64)
!70 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !71, size: 64)
!71 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !72, size: 64)
!72 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "entry", file: !2, line: 10, size: 192, elements: !73)
!73 = !{!74, !76, !78}
!74 = !DIDerivedType(tag: DW_TAG_member, name: "key", scope: !72, file: !2, line: 10, baseType: !75, size: 64)
!75 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!76 = !DIDerivedType(tag: DW_TAG_member, name: "value", scope: !72, file: !2, line: 10, baseType: !77, size: 64, offset: 64)
!77 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!78 = !DIDerivedType(tag: DW_TAG_member, name: "next", scope: !72, file: !2, line: 10, baseType: !71, size: 64, offset: 128)
!79 = !DIDerivedType(tag: DW_TAG_member, name: "nb", scope: !67, file: !2, line: 11, baseType: !49, size: 64, offset: 64)
!80 = !DIDerivedType(tag: DW_TAG_member, name: "n", scope: !67, file: !2, line: 11, baseType: !49, size: 64, offset: 128)
!81 = !DILocalVariable(name: "key", scope: !62, file: !2, line: 36, type: !82)
!82 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 256, elements: !83)
!83 = !{!84}
!84 = !DISubrange(count: 32)
!85 = !DILocalVariable(name: "i", scope: !86, file: !2, line: 37, type: !48)
!86 = distinct !DILexicalBlock(scope: !62, file: !2, line: 37, column: 5)
!87 = !DILocalVariable(name: "i", scope: !88, file: !2, line: 38, type: !48)
!88 = distinct !DILexicalBlock(scope: !62, file: !2, line: 38, column: 5)
!89 = !DILocalVariable(name: "p", scope: !90, file: !2, line: 38, type: !92)
!90 = distinct !DILexicalBlock(scope: !91, file: !2, line: 38, column: 36)
!91 = distinct !DILexicalBlock(scope: !88, file: !2, line: 38, column: 5)
!92 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !77, size: 64)
!93 = !DILocalVariable(name: "deleted", scope: !62, file: !2, line: 39, type: !48)
!94 = !DILocalVariable(name: "i", scope: !95, file: !2, line: 40, type: !48)
!95 = distinct !DILexicalBlock(scope: !62, file: !2, line: 40, column: 5)
!96 = !DILocalVariable(name: "p", scope: !62, file: !2, line: 41, type: !92)
!97 = !DILocalVariable(name: "q", scope: !62, file: !2, line: 41, type: !92)
!98 = !DILocalVariable(name: "hist", scope: !62, file: !2, line: 43, type: !99)
!99 = !DICompositeType(tag: DW_TAG_array_type, baseType: !49, size: 512, elements: !27)
!100 = !DILocalVariable(name: "maxc", scope: !62, file: !2, line: 43, type: !49)
!101 = !DILocalVariable(name: "vs", scope: !62, file: !2, line: 43, type: !77)
!102 = !DILocalVariable(name: "i", scope: !103, file: !2, line: 44, type: !49)
!103 = distinct !DILexicalBlock(scope: !62, file: !2, line: 44, column: 5)
!104 = !DILocalVariable(name: "c", scope: !105, file: !2, line: 44, type: !49)
!105 = distinct !DILexicalBlock(scope: !106, file: !2, line: 44, column: 39)
!106 = distinct !DILexicalBlock(scope: !103, file: !2, line: 44, column: 5)
!107 = !DILocalVariable(name: "e", scope: !108, file: !2, line: 44, type: !71)
!108 = distinct !DILexicalBlock(scope: !105, file: !2, line: 44, column: 55)
!109 = !DILocalVariable(name: "i", scope: !110, file: !2, line: 45, type: !48)
!110 = distinct !DILexicalBlock(scope: !62, file: !2, line: 45, column: 24)
!111 = !DILocalVariable(name: "i", scope: !112, file: !2, line: 46, type: !49)
!112 = distinct !DILexicalBlock(scope: !62, file: !2, line: 46, column: 5)
!113 = !DILocalVariable(name: "e", scope: !114, file: !2, line: 46, type: !71)
!114 = distinct !DILexicalBlock(scope: !115, file: !2, line: 46, column: 39)
!115 = distinct !DILexicalBlock(scope: !112, file: !2, line: 46, column: 5)
!116 = !DILocalVariable(name: "nx", scope: !114, file: !2, line: 46, type: !71)
!117 = distinct !DIAssignID()
!118 = !DILocation(line: 0, scope: !62)
!119 = distinct !DIAssignID()
!120 = distinct !DIAssignID()
!121 = !DILocation(line: 35, column: 5, scope: !62)
!122 = !DILocation(line: 35, column: 16, scope: !62)
!123 = distinct !DIAssignID()
!124 = !DILocation(line: 36, column: 5, scope: !62)
!125 = !DILocation(line: 0, scope: !86)
!126 = !DILocation(line: 37, column: 5, scope: !86)
!127 = !DILocation(line: 0, scope: !88)
!128 = !DILocation(line: 38, column: 5, scope: !88)
!129 = !DILocation(line: 37, column: 79, scope: !130)
!130 = distinct !DILexicalBlock(scope: !131, file: !2, line: 37, column: 36)
!131 = distinct !DILexicalBlock(scope: !86, file: !2, line: 37, column: 5)
!132 = !DILocation(line: 37, column: 89, scope: !130)
!133 = !DILocation(line: 37, column: 38, scope: !130)
!134 = !DILocation(line: 37, column: 105, scope: !130)
!135 = !DILocation(line: 37, column: 32, scope: !131)
!136 = !DILocation(line: 37, column: 23, scope: !131)
!137 = distinct !{!137, !126, !138, !139}
!138 = !DILocation(line: 37, column: 122, scope: !86)
!139 = !{!"llvm.loop.mustprogress"}
!140 = !DILocation(line: 0, scope: !95)
!141 = !{!142, !146, i64 16}
!142 = !{!"map", !143, i64 0, !146, i64 8, !146, i64 16}
!143 = !{!"any pointer", !144, i64 0}
!144 = !{!"omnipotent char", !145, i64 0}
!145 = !{!"Simple C/C++ TBAA"}
!146 = !{!"long", !144, i64 0}
!147 = !DILocation(line: 40, column: 5, scope: !95)
!148 = !DILocation(line: 38, column: 38, scope: !90)
!149 = !DILocation(line: 38, column: 90, scope: !90)
!150 = !DILocation(line: 38, column: 75, scope: !90)
!151 = !DILocalVariable(name: "m", arg: 1, scope: !152, file: !2, line: 26, type: !155)
!152 = distinct !DISubprogram(name: "get", scope: !2, file: !2, line: 26, type: !153, scopeLine: 26, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !46, retainedNodes: !158)
!153 = !DISubroutineType(types: !154)
!154 = !{!92, !155, !156}
!155 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !67, size: 64)
!156 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !157, size: 64)
!157 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!158 = !{!151, !159, !160}
!159 = !DILocalVariable(name: "k", arg: 2, scope: !152, file: !2, line: 26, type: !156)
!160 = !DILocalVariable(name: "e", scope: !161, file: !2, line: 26, type: !71)
!161 = distinct !DILexicalBlock(scope: !152, file: !2, line: 26, column: 75)
!162 = !DILocation(line: 0, scope: !152, inlinedAt: !163)
!163 = distinct !DILocation(line: 38, column: 106, scope: !90)
!164 = !DILocation(line: 26, column: 58, scope: !165, inlinedAt: !163)
!165 = distinct !DILexicalBlock(scope: !152, file: !2, line: 26, column: 54)
!166 = !DILocation(line: 26, column: 55, scope: !165, inlinedAt: !163)
!167 = !DILocation(line: 26, column: 54, scope: !152, inlinedAt: !163)
!168 = !DILocation(line: 26, column: 101, scope: !161, inlinedAt: !163)
!169 = !{!142, !143, i64 0}
!170 = !DILocalVariable(name: "s", arg: 1, scope: !171, file: !2, line: 12, type: !156)
!171 = distinct !DISubprogram(name: "fnv", scope: !2, file: !2, line: 12, type: !172, scopeLine: 12, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !46, retainedNodes: !178)
!172 = !DISubroutineType(types: !173)
!173 = !{!174, !156}
!174 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint64_t", file: !175, line: 27, baseType: !176)
!175 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-uintn.h", directory: "", checksumkind: CSK_MD5, checksum: "2bf2ae53c58c01b1a1b9383b5195125c")
!176 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint64_t", file: !177, line: 45, baseType: !51)
!177 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!178 = !{!170, !179}
!179 = !DILocalVariable(name: "h", scope: !171, file: !2, line: 12, type: !174)
!180 = !DILocation(line: 0, scope: !171, inlinedAt: !181)
!181 = distinct !DILocation(line: 26, column: 103, scope: !161, inlinedAt: !163)
!182 = !DILocation(line: 12, column: 82, scope: !171, inlinedAt: !181)
!183 = !{!144, !144, i64 0}
!184 = !DILocation(line: 12, column: 75, scope: !171, inlinedAt: !181)
!185 = !DILocation(line: 12, column: 112, scope: !171, inlinedAt: !181)
!186 = !DILocation(line: 12, column: 95, scope: !171, inlinedAt: !181)
!187 = !DILocation(line: 12, column: 93, scope: !171, inlinedAt: !181)
!188 = !DILocation(line: 12, column: 116, scope: !171, inlinedAt: !181)
!189 = distinct !{!189, !184, !190, !139}
!190 = !DILocation(line: 12, column: 118, scope: !171, inlinedAt: !181)
!191 = !DILocation(line: 12, scope: !171, inlinedAt: !181)
!192 = !DILocation(line: 26, column: 119, scope: !161, inlinedAt: !163)
!193 = !DILocation(line: 26, column: 110, scope: !161, inlinedAt: !163)
!194 = !DILocation(line: 26, column: 98, scope: !161, inlinedAt: !163)
!195 = !DILocation(line: 0, scope: !161, inlinedAt: !163)
!196 = !DILocation(line: 26, scope: !161, inlinedAt: !163)
!197 = !{!143, !143, i64 0}
!198 = !DILocation(line: 26, column: 75, scope: !161, inlinedAt: !163)
!199 = !DILocation(line: 26, column: 157, scope: !200, inlinedAt: !163)
!200 = distinct !DILexicalBlock(scope: !201, file: !2, line: 26, column: 146)
!201 = distinct !DILexicalBlock(scope: !161, file: !2, line: 26, column: 75)
!202 = !{!203, !143, i64 0}
!203 = !{!"entry", !143, i64 0, !146, i64 8, !143, i64 16}
!204 = !DILocation(line: 26, column: 147, scope: !200, inlinedAt: !163)
!205 = !DILocation(line: 26, column: 146, scope: !201, inlinedAt: !163)
!206 = !DILocation(line: 26, column: 136, scope: !201, inlinedAt: !163)
!207 = distinct !{!207, !198, !208, !139}
!208 = !DILocation(line: 26, column: 177, scope: !161, inlinedAt: !163)
!209 = !DILocation(line: 26, column: 177, scope: !200, inlinedAt: !163)
!210 = !DILocation(line: 0, scope: !90)
!211 = !DILocation(line: 38, column: 130, scope: !212)
!212 = distinct !DILexicalBlock(scope: !90, file: !2, line: 38, column: 124)
!213 = !{!146, !146, i64 0}
!214 = !DILocation(line: 38, column: 127, scope: !212)
!215 = !DILocation(line: 38, column: 32, scope: !91)
!216 = !DILocation(line: 38, column: 23, scope: !91)
!217 = distinct !{!217, !128, !218, !139}
!218 = !DILocation(line: 38, column: 136, scope: !88)
!219 = !DILocation(line: 0, scope: !152, inlinedAt: !220)
!220 = distinct !DILocation(line: 41, column: 15, scope: !62)
!221 = !DILocation(line: 26, column: 54, scope: !152, inlinedAt: !220)
!222 = !DILocation(line: 0, scope: !152, inlinedAt: !223)
!223 = distinct !DILocation(line: 41, column: 38, scope: !62)
!224 = !DILocation(line: 47, column: 12, scope: !62)
!225 = !DILocation(line: 42, column: 88, scope: !62)
!226 = !DILocation(line: 26, column: 101, scope: !161, inlinedAt: !220)
!227 = !DILocation(line: 0, scope: !171, inlinedAt: !228)
!228 = distinct !DILocation(line: 26, column: 103, scope: !161, inlinedAt: !220)
!229 = !DILocation(line: 26, column: 110, scope: !161, inlinedAt: !220)
!230 = !DILocation(line: 26, column: 98, scope: !161, inlinedAt: !220)
!231 = !DILocation(line: 0, scope: !161, inlinedAt: !220)
!232 = !DILocation(line: 26, scope: !161, inlinedAt: !220)
!233 = !DILocation(line: 26, column: 75, scope: !161, inlinedAt: !220)
!234 = !DILocation(line: 26, column: 157, scope: !200, inlinedAt: !220)
!235 = !DILocation(line: 26, column: 147, scope: !200, inlinedAt: !220)
!236 = !DILocation(line: 26, column: 146, scope: !201, inlinedAt: !220)
!237 = !DILocation(line: 26, column: 177, scope: !200, inlinedAt: !220)
!238 = !DILocation(line: 26, column: 166, scope: !200, inlinedAt: !220)
!239 = !DILocation(line: 26, column: 136, scope: !201, inlinedAt: !220)
!240 = distinct !{!240, !233, !241, !139}
!241 = !DILocation(line: 26, column: 177, scope: !161, inlinedAt: !220)
!242 = !DILocation(line: 26, scope: !152, inlinedAt: !220)
!243 = !DILocation(line: 0, scope: !171, inlinedAt: !244)
!244 = distinct !DILocation(line: 26, column: 103, scope: !161, inlinedAt: !223)
!245 = !DILocation(line: 26, column: 110, scope: !161, inlinedAt: !223)
!246 = !DILocation(line: 26, column: 98, scope: !161, inlinedAt: !223)
!247 = !DILocation(line: 0, scope: !161, inlinedAt: !223)
!248 = !DILocation(line: 26, scope: !161, inlinedAt: !223)
!249 = !DILocation(line: 26, column: 75, scope: !161, inlinedAt: !223)
!250 = !DILocation(line: 26, column: 157, scope: !200, inlinedAt: !223)
!251 = !DILocation(line: 26, column: 147, scope: !200, inlinedAt: !223)
!252 = !DILocation(line: 26, column: 146, scope: !201, inlinedAt: !223)
!253 = !DILocation(line: 26, column: 177, scope: !200, inlinedAt: !223)
!254 = !DILocation(line: 26, column: 166, scope: !200, inlinedAt: !223)
!255 = !DILocation(line: 26, column: 136, scope: !201, inlinedAt: !223)
!256 = distinct !{!256, !249, !257, !139}
!257 = !DILocation(line: 26, column: 177, scope: !161, inlinedAt: !223)
!258 = !DILocation(line: 26, scope: !152, inlinedAt: !223)
!259 = !DILocation(line: 40, column: 41, scope: !260)
!260 = distinct !DILexicalBlock(scope: !261, file: !2, line: 40, column: 39)
!261 = distinct !DILexicalBlock(scope: !95, file: !2, line: 40, column: 5)
!262 = !DILocalVariable(name: "m", arg: 1, scope: !263, file: !2, line: 27, type: !155)
!263 = distinct !DISubprogram(name: "del", scope: !2, file: !2, line: 27, type: !264, scopeLine: 27, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !46, retainedNodes: !266)
!264 = !DISubroutineType(types: !265)
!265 = !{!48, !155, !156}
!266 = !{!262, !267, !268, !269}
!267 = !DILocalVariable(name: "k", arg: 2, scope: !263, file: !2, line: 27, type: !156)
!268 = !DILocalVariable(name: "pp", scope: !263, file: !2, line: 29, type: !70)
!269 = !DILocalVariable(name: "e", scope: !270, file: !2, line: 30, type: !71)
!270 = distinct !DILexicalBlock(scope: !271, file: !2, line: 30, column: 64)
!271 = distinct !DILexicalBlock(scope: !272, file: !2, line: 30, column: 40)
!272 = distinct !DILexicalBlock(scope: !273, file: !2, line: 30, column: 5)
!273 = distinct !DILexicalBlock(scope: !263, file: !2, line: 30, column: 5)
!274 = !DILocation(line: 0, scope: !263, inlinedAt: !275)
!275 = distinct !DILocation(line: 40, column: 89, scope: !260)
!276 = !DILocation(line: 28, column: 9, scope: !263, inlinedAt: !275)
!277 = !DILocation(line: 0, scope: !171, inlinedAt: !278)
!278 = distinct !DILocation(line: 29, column: 31, scope: !263, inlinedAt: !275)
!279 = !DILocation(line: 12, column: 82, scope: !171, inlinedAt: !278)
!280 = !DILocation(line: 12, column: 75, scope: !171, inlinedAt: !278)
!281 = !DILocation(line: 12, column: 112, scope: !171, inlinedAt: !278)
!282 = !DILocation(line: 12, column: 95, scope: !171, inlinedAt: !278)
!283 = !DILocation(line: 12, column: 93, scope: !171, inlinedAt: !278)
!284 = !DILocation(line: 12, column: 116, scope: !171, inlinedAt: !278)
!285 = distinct !{!285, !280, !286, !139}
!286 = !DILocation(line: 12, column: 118, scope: !171, inlinedAt: !278)
!287 = !DILocation(line: 12, scope: !171, inlinedAt: !278)
!288 = !DILocation(line: 29, column: 38, scope: !263, inlinedAt: !275)
!289 = !DILocation(line: 29, column: 26, scope: !263, inlinedAt: !275)
!290 = !DILocation(line: 30, column: 12, scope: !272, inlinedAt: !275)
!291 = !DILocation(line: 30, column: 5, scope: !273, inlinedAt: !275)
!292 = !DILocation(line: 30, column: 55, scope: !271, inlinedAt: !275)
!293 = !DILocation(line: 30, column: 41, scope: !271, inlinedAt: !275)
!294 = !DILocation(line: 30, column: 40, scope: !272, inlinedAt: !275)
!295 = distinct !{!295, !291, !296, !139}
!296 = !DILocation(line: 30, column: 145, scope: !273, inlinedAt: !275)
!297 = !DILocation(line: 30, column: 98, scope: !270, inlinedAt: !275)
!298 = !DILocation(line: 0, scope: !270, inlinedAt: !275)
!299 = !{!203, !143, i64 16}
!300 = !DILocation(line: 30, column: 93, scope: !270, inlinedAt: !275)
!301 = !DILocation(line: 30, column: 112, scope: !270, inlinedAt: !275)
!302 = !DILocation(line: 30, column: 104, scope: !270, inlinedAt: !275)
!303 = !DILocation(line: 30, column: 118, scope: !270, inlinedAt: !275)
!304 = !DILocation(line: 30, column: 131, scope: !270, inlinedAt: !275)
!305 = distinct !DIAssignID()
!306 = !DILocation(line: 30, column: 30, scope: !272, inlinedAt: !275)
!307 = !DILocation(line: 40, column: 86, scope: !260)
!308 = !DILocation(line: 40, column: 33, scope: !261)
!309 = !DILocation(line: 40, column: 23, scope: !261)
!310 = distinct !{!310, !147, !311, !139}
!311 = !DILocation(line: 40, column: 103, scope: !95)
!312 = !DILocation(line: 42, column: 92, scope: !62)
!313 = !DILocation(line: 42, column: 101, scope: !62)
!314 = !DILocation(line: 42, column: 5, scope: !62)
!315 = !DILocation(line: 43, column: 5, scope: !62)
!316 = !DILocation(line: 43, column: 12, scope: !62)
!317 = distinct !DIAssignID()
!318 = !DILocation(line: 0, scope: !103)
!319 = !DILocation(line: 44, column: 5, scope: !103)
!320 = !DILocation(line: 45, column: 67, scope: !321)
!321 = distinct !DILexicalBlock(scope: !110, file: !2, line: 45, column: 24)
!322 = !DILocation(line: 45, column: 5, scope: !62)
!323 = !DILocation(line: 43, column: 42, scope: !62)
!324 = !DILocation(line: 0, scope: !110)
!325 = !DILocation(line: 45, column: 52, scope: !321)
!326 = !DILocation(line: 45, column: 77, scope: !62)
!327 = !DILocation(line: 0, scope: !112)
!328 = !DILocation(line: 46, column: 5, scope: !112)
!329 = !DILocation(line: 0, scope: !105)
!330 = !DILocation(line: 44, column: 78, scope: !108)
!331 = !DILocation(line: 0, scope: !108)
!332 = !DILocation(line: 44, scope: !108)
!333 = !DILocation(line: 44, column: 55, scope: !108)
!334 = !DILocation(line: 44, scope: !105)
!335 = !DILocation(line: 44, column: 132, scope: !105)
!336 = !DILocation(line: 44, column: 127, scope: !105)
!337 = !DILocation(line: 44, column: 146, scope: !105)
!338 = !DILocation(line: 44, column: 154, scope: !105)
!339 = !DILocation(line: 44, column: 35, scope: !106)
!340 = !DILocation(line: 44, column: 26, scope: !106)
!341 = distinct !{!341, !319, !342, !139}
!342 = !DILocation(line: 44, column: 174, scope: !103)
!343 = !DILocation(line: 44, column: 105, scope: !344)
!344 = distinct !DILexicalBlock(scope: !345, file: !2, line: 44, column: 102)
!345 = distinct !DILexicalBlock(scope: !108, file: !2, line: 44, column: 55)
!346 = !DILocation(line: 44, column: 118, scope: !344)
!347 = !{!203, !146, i64 8}
!348 = !DILocation(line: 44, column: 112, scope: !344)
!349 = !DILocation(line: 44, column: 96, scope: !345)
!350 = distinct !{!350, !333, !351, !139}
!351 = !DILocation(line: 44, column: 125, scope: !108)
!352 = !DILocation(line: 47, column: 5, scope: !62)
!353 = !DILocation(line: 48, column: 41, scope: !62)
!354 = !DILocation(line: 48, column: 12, scope: !62)
!355 = !DILocation(line: 49, column: 1, scope: !62)
!356 = !DILocation(line: 46, column: 62, scope: !114)
!357 = !DILocation(line: 0, scope: !114)
!358 = !DILocation(line: 46, column: 39, scope: !114)
!359 = !DILocation(line: 46, column: 35, scope: !115)
!360 = !DILocation(line: 46, column: 26, scope: !115)
!361 = distinct !{!361, !328, !362, !139}
!362 = !DILocation(line: 46, column: 125, scope: !112)
!363 = !DILocation(line: 46, column: 96, scope: !364)
!364 = distinct !DILexicalBlock(scope: !365, file: !2, line: 46, column: 86)
!365 = distinct !DILexicalBlock(scope: !114, file: !2, line: 46, column: 39)
!366 = !DILocation(line: 46, column: 110, scope: !364)
!367 = !DILocation(line: 46, column: 102, scope: !364)
!368 = !DILocation(line: 46, column: 116, scope: !364)
!369 = distinct !{!369, !358, !370, !139}
!370 = !DILocation(line: 46, column: 125, scope: !114)
!371 = !DISubprogram(name: "snprintf", scope: !372, file: !372, line: 378, type: !373, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!372 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!373 = !DISubroutineType(types: !374)
!374 = !{!48, !375, !49, !376, null}
!375 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !75)
!376 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !156)
!377 = distinct !DISubprogram(name: "put", scope: !2, file: !2, line: 19, type: !378, scopeLine: 19, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !46, retainedNodes: !380)
!378 = !DISubroutineType(types: !379)
!379 = !{null, !155, !156, !77}
!380 = !{!381, !382, !383, !384, !385, !387}
!381 = !DILocalVariable(name: "m", arg: 1, scope: !377, file: !2, line: 19, type: !155)
!382 = !DILocalVariable(name: "k", arg: 2, scope: !377, file: !2, line: 19, type: !156)
!383 = !DILocalVariable(name: "v", arg: 3, scope: !377, file: !2, line: 19, type: !77)
!384 = !DILocalVariable(name: "i", scope: !377, file: !2, line: 21, type: !49)
!385 = !DILocalVariable(name: "e", scope: !386, file: !2, line: 22, type: !71)
!386 = distinct !DILexicalBlock(scope: !377, file: !2, line: 22, column: 5)
!387 = !DILocalVariable(name: "e", scope: !377, file: !2, line: 23, type: !71)
!388 = !DILocation(line: 0, scope: !377)
!389 = !DILocation(line: 20, column: 12, scope: !390)
!390 = distinct !DILexicalBlock(scope: !377, file: !2, line: 20, column: 9)
!391 = !DILocation(line: 20, column: 14, scope: !390)
!392 = !DILocation(line: 20, column: 23, scope: !390)
!393 = !{!142, !146, i64 8}
!394 = !DILocation(line: 20, column: 26, scope: !390)
!395 = !DILocation(line: 20, column: 30, scope: !390)
!396 = !DILocation(line: 20, column: 18, scope: !390)
!397 = !DILocation(line: 20, column: 9, scope: !377)
!398 = !DILocalVariable(name: "m", arg: 1, scope: !399, file: !2, line: 13, type: !155)
!399 = distinct !DISubprogram(name: "grow", scope: !2, file: !2, line: 13, type: !400, scopeLine: 13, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !46, retainedNodes: !402)
!400 = !DISubroutineType(types: !401)
!401 = !{null, !155}
!402 = !{!398, !403, !404, !405, !407, !410, !411}
!403 = !DILocalVariable(name: "nb", scope: !399, file: !2, line: 14, type: !49)
!404 = !DILocalVariable(name: "b", scope: !399, file: !2, line: 15, type: !70)
!405 = !DILocalVariable(name: "i", scope: !406, file: !2, line: 16, type: !49)
!406 = distinct !DILexicalBlock(scope: !399, file: !2, line: 16, column: 5)
!407 = !DILocalVariable(name: "e", scope: !408, file: !2, line: 16, type: !71)
!408 = distinct !DILexicalBlock(scope: !409, file: !2, line: 16, column: 40)
!409 = distinct !DILexicalBlock(scope: !406, file: !2, line: 16, column: 5)
!410 = !DILocalVariable(name: "nx", scope: !408, file: !2, line: 16, type: !71)
!411 = !DILocalVariable(name: "k", scope: !412, file: !2, line: 16, type: !49)
!412 = distinct !DILexicalBlock(scope: !413, file: !2, line: 16, column: 88)
!413 = distinct !DILexicalBlock(scope: !408, file: !2, line: 16, column: 40)
!414 = !DILocation(line: 0, scope: !399, inlinedAt: !415)
!415 = distinct !DILocation(line: 20, column: 35, scope: !390)
!416 = !DILocation(line: 14, column: 17, scope: !399, inlinedAt: !415)
!417 = !DILocation(line: 15, column: 24, scope: !399, inlinedAt: !415)
!418 = !DILocation(line: 0, scope: !406, inlinedAt: !415)
!419 = !DILocation(line: 17, column: 13, scope: !399, inlinedAt: !415)
!420 = !DILocation(line: 16, column: 5, scope: !406, inlinedAt: !415)
!421 = !DILocation(line: 16, column: 63, scope: !408, inlinedAt: !415)
!422 = !DILocation(line: 0, scope: !408, inlinedAt: !415)
!423 = !DILocation(line: 16, column: 40, scope: !408, inlinedAt: !415)
!424 = !DILocation(line: 16, column: 36, scope: !409, inlinedAt: !415)
!425 = !DILocation(line: 16, column: 26, scope: !409, inlinedAt: !415)
!426 = distinct !{!426, !420, !427, !139}
!427 = !DILocation(line: 16, column: 165, scope: !406, inlinedAt: !415)
!428 = !DILocation(line: 16, column: 98, scope: !412, inlinedAt: !415)
!429 = !DILocation(line: 16, column: 122, scope: !412, inlinedAt: !415)
!430 = !DILocation(line: 0, scope: !171, inlinedAt: !431)
!431 = distinct !DILocation(line: 16, column: 115, scope: !412, inlinedAt: !415)
!432 = !DILocation(line: 12, column: 82, scope: !171, inlinedAt: !431)
!433 = !DILocation(line: 12, column: 75, scope: !171, inlinedAt: !431)
!434 = !DILocation(line: 12, column: 112, scope: !171, inlinedAt: !431)
!435 = !DILocation(line: 12, column: 95, scope: !171, inlinedAt: !431)
!436 = !DILocation(line: 12, column: 93, scope: !171, inlinedAt: !431)
!437 = !DILocation(line: 12, column: 116, scope: !171, inlinedAt: !431)
!438 = distinct !{!438, !433, !439, !139}
!439 = !DILocation(line: 12, column: 118, scope: !171, inlinedAt: !431)
!440 = !DILocation(line: 12, scope: !171, inlinedAt: !431)
!441 = !DILocation(line: 16, column: 127, scope: !412, inlinedAt: !415)
!442 = !DILocation(line: 0, scope: !412, inlinedAt: !415)
!443 = !DILocation(line: 16, column: 149, scope: !412, inlinedAt: !415)
!444 = !DILocation(line: 16, column: 147, scope: !412, inlinedAt: !415)
!445 = !DILocation(line: 16, column: 160, scope: !412, inlinedAt: !415)
!446 = distinct !{!446, !423, !447, !139}
!447 = !DILocation(line: 16, column: 165, scope: !408, inlinedAt: !415)
!448 = !DILocation(line: 17, column: 5, scope: !399, inlinedAt: !415)
!449 = !DILocation(line: 17, column: 22, scope: !399, inlinedAt: !415)
!450 = !DILocation(line: 17, column: 33, scope: !399, inlinedAt: !415)
!451 = !DILocation(line: 20, column: 35, scope: !390)
!452 = !DILocation(line: 0, scope: !171, inlinedAt: !453)
!453 = distinct !DILocation(line: 21, column: 16, scope: !377)
!454 = !DILocation(line: 12, column: 82, scope: !171, inlinedAt: !453)
!455 = !DILocation(line: 12, column: 75, scope: !171, inlinedAt: !453)
!456 = !DILocation(line: 12, column: 112, scope: !171, inlinedAt: !453)
!457 = !DILocation(line: 12, column: 95, scope: !171, inlinedAt: !453)
!458 = !DILocation(line: 12, column: 93, scope: !171, inlinedAt: !453)
!459 = !DILocation(line: 12, column: 116, scope: !171, inlinedAt: !453)
!460 = distinct !{!460, !455, !461, !139}
!461 = !DILocation(line: 12, column: 118, scope: !171, inlinedAt: !453)
!462 = !DILocation(line: 12, scope: !171, inlinedAt: !453)
!463 = !DILocation(line: 21, column: 32, scope: !377)
!464 = !DILocation(line: 21, column: 23, scope: !377)
!465 = !DILocation(line: 22, column: 31, scope: !386)
!466 = !DILocation(line: 22, column: 28, scope: !386)
!467 = !DILocation(line: 0, scope: !386)
!468 = !DILocation(line: 22, scope: !386)
!469 = !DILocation(line: 22, column: 5, scope: !386)
!470 = !DILocation(line: 22, column: 68, scope: !471)
!471 = distinct !DILexicalBlock(scope: !472, file: !2, line: 22, column: 57)
!472 = distinct !DILexicalBlock(scope: !386, file: !2, line: 22, column: 5)
!473 = !DILocation(line: 22, column: 58, scope: !471)
!474 = !DILocation(line: 22, column: 57, scope: !472)
!475 = !DILocation(line: 22, column: 82, scope: !476)
!476 = distinct !DILexicalBlock(scope: !471, file: !2, line: 22, column: 77)
!477 = !DILocation(line: 22, column: 88, scope: !476)
!478 = !DILocation(line: 22, column: 47, scope: !472)
!479 = distinct !{!479, !469, !480, !139}
!480 = !DILocation(line: 22, column: 101, scope: !386)
!481 = !DILocation(line: 23, column: 23, scope: !377)
!482 = !DILocation(line: 24, column: 21, scope: !377)
!483 = !DILocation(line: 24, column: 31, scope: !377)
!484 = !DILocation(line: 24, column: 14, scope: !377)
!485 = !DILocation(line: 24, column: 12, scope: !377)
!486 = !DILocation(line: 24, column: 37, scope: !377)
!487 = !DILocation(line: 24, column: 59, scope: !377)
!488 = !DILocation(line: 24, column: 65, scope: !377)
!489 = !DILocation(line: 24, column: 73, scope: !377)
!490 = !DILocation(line: 24, column: 78, scope: !377)
!491 = !DILocation(line: 24, column: 97, scope: !377)
!492 = !DILocation(line: 24, column: 106, scope: !377)
!493 = !DILocation(line: 25, column: 1, scope: !377)
!494 = !DISubprogram(name: "printf", scope: !372, file: !372, line: 356, type: !495, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!495 = !DISubroutineType(types: !496)
!496 = !{!48, !376, null}
!497 = !DISubprogram(name: "free", scope: !498, file: !498, line: 568, type: !499, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!498 = !DIFile(filename: "/usr/include/stdlib.h", directory: "", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!499 = !DISubroutineType(types: !500)
!500 = !{null, !501}
!501 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!502 = !DISubprogram(name: "strcmp", scope: !503, file: !503, line: 156, type: !504, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!503 = !DIFile(filename: "/usr/include/string.h", directory: "", checksumkind: CSK_MD5, checksum: "0ee11a08692643b86154f96759d0f7fa")
!504 = !DISubroutineType(types: !505)
!505 = !{!48, !156, !156}
!506 = !DISubprogram(name: "malloc", scope: !498, file: !498, line: 553, type: !507, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!507 = !DISubroutineType(types: !508)
!508 = !{!501, !49}
!509 = !DISubprogram(name: "strlen", scope: !503, file: !503, line: 407, type: !510, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!510 = !DISubroutineType(types: !511)
!511 = !{!51, !156}
!512 = !DISubprogram(name: "strcpy", scope: !503, file: !503, line: 141, type: !513, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!513 = !DISubroutineType(types: !514)
!514 = !{!75, !375, !376}
!515 = !DISubprogram(name: "calloc", scope: !498, file: !498, line: 556, type: !516, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!516 = !DISubroutineType(types: !517)
!517 = !{!501, !49, !49}
