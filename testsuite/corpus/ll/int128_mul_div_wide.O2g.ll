; ModuleID = 'programs/int128_mul_div_wide.c'
source_filename = "programs/int128_mul_div_wide.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@__const.main.xs = private unnamed_addr constant [10 x i64] [i64 0, i64 1, i64 3, i64 4294967295, i64 4294967296, i64 9223372036854775807, i64 -9223372036854775808, i64 -1, i64 -7046029254386353131, i64 12345678901234567], align 16
@.str = private unnamed_addr constant [51 x i8] c"%016llx*%016llx hi=%016llx lo=%016llx shi=%016llx\0A\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [20 x i8] c"%u! overflows u128\0A\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [10 x i8] c"%u! = %s\0A\00", align 1, !dbg !12
@.str.3 = private unnamed_addr constant [20 x i8] c"dec mismatch %s %s\0A\00", align 1, !dbg !17
@.str.4 = private unnamed_addr constant [25 x i8] c"i128 min %s\0Ai128 max %s\0A\00", align 1, !dbg !19
@.str.5 = private unnamed_addr constant [13 x i8] c"u128 max %s\0A\00", align 1, !dbg !24
@.str.6 = private unnamed_addr constant [40 x i8] c"3^%d fits, wrapped product low %016llx\0A\00", align 1, !dbg !29
@.str.7 = private unnamed_addr constant [53 x i8] c"powmod(%llu, M61-1, M61) = %llu, (.., 12345) = %llu\0A\00", align 1, !dbg !34
@.str.9 = private unnamed_addr constant [8 x i8] c"bad %d\0A\00", align 1, !dbg !39
@.str.10 = private unnamed_addr constant [5 x i8] c"%llu\00", align 1, !dbg !44
@.str.11 = private unnamed_addr constant [8 x i8] c"%019llu\00", align 1, !dbg !49
@str = private unnamed_addr constant [11 x i8] c"div128 bad\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 !dbg !82 {
  %1 = alloca [48 x i8], align 16, !DIAssignID !129
  %2 = alloca [48 x i8], align 16, !DIAssignID !130
  %3 = alloca [48 x i8], align 16, !DIAssignID !131
  %4 = alloca [3 x i64], align 16, !DIAssignID !132
  %5 = alloca [48 x i8], align 16, !DIAssignID !133
  %6 = alloca [48 x i8], align 16, !DIAssignID !134
  %7 = alloca [64 x i8], align 16, !DIAssignID !135
    #dbg_assign(i1 undef, !86, !DIExpression(), !135, ptr %7, !DIExpression(), !136)
  %8 = alloca [64 x i8], align 16, !DIAssignID !137
    #dbg_assign(i1 undef, !90, !DIExpression(), !137, ptr %8, !DIExpression(), !136)
  %9 = alloca [10 x i64], align 16, !DIAssignID !138
    #dbg_assign(i1 undef, !91, !DIExpression(), !138, ptr %9, !DIExpression(), !136)
  %10 = alloca i64, align 16, !DIAssignID !139
    #dbg_assign(i1 undef, !118, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !139, ptr %10, !DIExpression(), !136)
  %11 = alloca i64, align 8, !DIAssignID !140
    #dbg_assign(i1 undef, !118, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !140, ptr %11, !DIExpression(), !136)
  %12 = alloca i64, align 16, !DIAssignID !141
    #dbg_assign(i1 undef, !118, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !141, ptr %12, !DIExpression(), !136)
  %13 = alloca i64, align 8, !DIAssignID !142
    #dbg_assign(i1 undef, !118, !DIExpression(DW_OP_LLVM_fragment, 192, 64), !142, ptr %13, !DIExpression(), !136)
  %14 = alloca i64, align 16, !DIAssignID !143
    #dbg_assign(i1 undef, !118, !DIExpression(DW_OP_LLVM_fragment, 256, 64), !143, ptr %14, !DIExpression(), !136)
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %7) #9, !dbg !144
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %8) #9, !dbg !144
  call void @llvm.lifetime.start.p0(i64 80, ptr nonnull %9) #9, !dbg !145
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 16 %9, ptr align 16 @__const.main.xs, i64 80, i1 true), !dbg !146, !DIAssignID !147
    #dbg_assign(i1 undef, !91, !DIExpression(), !147, ptr %9, !DIExpression(), !136)
    #dbg_value(i32 10, !94, !DIExpression(), !136)
    #dbg_value(i32 0, !95, !DIExpression(), !136)
    #dbg_value(i32 0, !96, !DIExpression(), !148)
  br label %15, !dbg !149

15:                                               ; preds = %0, %18
  %16 = phi i64 [ 0, %0 ], [ %19, %18 ]
    #dbg_value(i64 %16, !96, !DIExpression(), !148)
    #dbg_value(i64 %16, !98, !DIExpression(), !150)
  %17 = getelementptr inbounds [10 x i64], ptr %9, i64 0, i64 %16
  br label %24, !dbg !151

18:                                               ; preds = %24
  %19 = add nuw nsw i64 %16, 1, !dbg !152
    #dbg_value(i64 %19, !96, !DIExpression(), !148)
  %20 = icmp eq i64 %19, 10, !dbg !153
  br i1 %20, label %21, label %15, !dbg !149, !llvm.loop !154

21:                                               ; preds = %18
  %22 = getelementptr i8, ptr %6, i64 -7
  %23 = getelementptr i8, ptr %5, i64 -7
  br label %35, !dbg !157

24:                                               ; preds = %15, %24
  %25 = phi i64 [ %16, %15 ], [ %33, %24 ]
    #dbg_value(i64 %25, !98, !DIExpression(), !150)
  %26 = load volatile i64, ptr %17, align 8, !dbg !158, !tbaa !159
    #dbg_value(i64 %26, !101, !DIExpression(), !163)
  %27 = getelementptr inbounds [10 x i64], ptr %9, i64 0, i64 %25, !dbg !164
  %28 = load volatile i64, ptr %27, align 8, !dbg !164, !tbaa !159
    #dbg_value(i64 %28, !104, !DIExpression(), !163)
  %29 = tail call fastcc i64 @mulhi_u(i64 noundef %26, i64 noundef %28), !dbg !165
  %30 = mul i64 %28, %26, !dbg !166
  %31 = tail call fastcc i64 @mulhi_s(i64 noundef %26, i64 noundef %28), !dbg !167
  %32 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i64 noundef %26, i64 noundef %28, i64 noundef %29, i64 noundef %30, i64 noundef %31), !dbg !168
  %33 = add nuw nsw i64 %25, 1, !dbg !169
    #dbg_value(i64 %33, !98, !DIExpression(), !150)
  %34 = icmp eq i64 %33, 10, !dbg !170
  br i1 %34, label %18, label %24, !dbg !151, !llvm.loop !171

35:                                               ; preds = %21, %224
  %36 = phi i32 [ %225, %224 ], [ 0, %21 ]
  %37 = phi i128 [ %42, %224 ], [ 1, %21 ]
  %38 = phi i32 [ %226, %224 ], [ 1, %21 ]
    #dbg_value(i32 %36, !95, !DIExpression(), !136)
    #dbg_value(i128 %37, !105, !DIExpression(), !136)
    #dbg_value(i32 %38, !106, !DIExpression(), !173)
  %39 = zext nneg i32 %38 to i128, !dbg !174
  %40 = call { i128, i1 } @llvm.umul.with.overflow.i128(i128 %37, i128 %39), !dbg !176
  %41 = extractvalue { i128, i1 } %40, 1, !dbg !176
  %42 = extractvalue { i128, i1 } %40, 0, !dbg !176
    #dbg_value(i128 %42, !109, !DIExpression(), !177)
  br i1 %41, label %43, label %45, !dbg !178

43:                                               ; preds = %35
  %44 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %38), !dbg !179
    #dbg_value(i32 %36, !95, !DIExpression(), !136)
    #dbg_value(i128 poison, !105, !DIExpression(), !136)
  br label %228

45:                                               ; preds = %35
    #dbg_value(i128 %42, !105, !DIExpression(), !136)
  %46 = trunc nuw i32 %38 to i8, !dbg !181
  %47 = urem i8 %46, 5, !dbg !181
  %48 = icmp eq i8 %47, 0, !dbg !183
  %49 = icmp ugt i32 %38, 30
  %50 = or i1 %49, %48, !dbg !184
  br i1 %50, label %51, label %122, !dbg !184

51:                                               ; preds = %45
    #dbg_assign(i1 undef, !185, !DIExpression(), !134, ptr %6, !DIExpression(), !199)
    #dbg_value(i128 %42, !191, !DIExpression(), !199)
    #dbg_value(ptr %7, !192, !DIExpression(), !199)
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %6) #9, !dbg !201
    #dbg_value(i32 0, !193, !DIExpression(), !199)
  br label %52, !dbg !202

52:                                               ; preds = %52, %51
  %53 = phi i32 [ %65, %52 ], [ 1, %51 ]
  %54 = phi i64 [ %62, %52 ], [ 0, %51 ]
  %55 = phi i128 [ %57, %52 ], [ %42, %51 ]
    #dbg_value(i64 %54, !193, !DIExpression(), !199)
    #dbg_value(i128 %55, !191, !DIExpression(), !199)
  %56 = freeze i128 %55, !dbg !203
  %57 = udiv i128 %56, 10, !dbg !203
  %58 = mul i128 %57, 10, !dbg !205
  %59 = sub i128 %56, %58, !dbg !205
  %60 = trunc nuw nsw i128 %59 to i8, !dbg !206
  %61 = or disjoint i8 %60, 48, !dbg !207
  %62 = add nuw nsw i64 %54, 1, !dbg !208
    #dbg_value(i64 %62, !193, !DIExpression(), !199)
  %63 = getelementptr inbounds [48 x i8], ptr %6, i64 0, i64 %54, !dbg !209
  store i8 %61, ptr %63, align 1, !dbg !210, !tbaa !211
    #dbg_value(i128 %57, !191, !DIExpression(), !199)
  %64 = icmp ult i128 %55, 10, !dbg !212
  %65 = add nuw i32 %53, 1, !dbg !212
  br i1 %64, label %66, label %52, !dbg !212, !llvm.loop !213

66:                                               ; preds = %52
    #dbg_value(i32 0, !194, !DIExpression(), !215)
  %67 = shl i64 %54, 32, !dbg !216
  %68 = ashr exact i64 %67, 32, !dbg !216
  %69 = zext i32 %53 to i64, !dbg !217
  %70 = icmp ult i32 %53, 8, !dbg !216
  br i1 %70, label %108, label %71, !dbg !216

71:                                               ; preds = %66
  %72 = icmp ult i32 %53, 32, !dbg !216
  br i1 %72, label %94, label %73, !dbg !216

73:                                               ; preds = %71
  %74 = and i64 %69, 4294967264, !dbg !216
  br label %75, !dbg !216

75:                                               ; preds = %75, %73
  %76 = phi i64 [ 0, %73 ], [ %87, %75 ], !dbg !219
  %77 = sub nsw i64 %68, %76, !dbg !220
  %78 = getelementptr inbounds [48 x i8], ptr %6, i64 0, i64 %77, !dbg !221
  %79 = getelementptr inbounds i8, ptr %78, i64 -15, !dbg !221
  %80 = getelementptr inbounds i8, ptr %78, i64 -31, !dbg !221
  %81 = load <16 x i8>, ptr %79, align 1, !dbg !221, !tbaa !211
  %82 = shufflevector <16 x i8> %81, <16 x i8> poison, <16 x i32> <i32 15, i32 14, i32 13, i32 12, i32 11, i32 10, i32 9, i32 8, i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>, !dbg !221
  %83 = load <16 x i8>, ptr %80, align 1, !dbg !221, !tbaa !211
  %84 = shufflevector <16 x i8> %83, <16 x i8> poison, <16 x i32> <i32 15, i32 14, i32 13, i32 12, i32 11, i32 10, i32 9, i32 8, i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>, !dbg !221
  %85 = getelementptr inbounds i8, ptr %7, i64 %76, !dbg !222
  %86 = getelementptr inbounds i8, ptr %85, i64 16, !dbg !223
  store <16 x i8> %82, ptr %85, align 16, !dbg !223, !tbaa !211
  store <16 x i8> %84, ptr %86, align 16, !dbg !223, !tbaa !211
  %87 = add nuw i64 %76, 32, !dbg !219
  %88 = icmp eq i64 %87, %74, !dbg !219
  br i1 %88, label %89, label %75, !dbg !219, !llvm.loop !224

89:                                               ; preds = %75
  %90 = icmp eq i64 %74, %69, !dbg !216
  br i1 %90, label %118, label %91, !dbg !216

91:                                               ; preds = %89
  %92 = and i64 %69, 24, !dbg !216
  %93 = icmp eq i64 %92, 0, !dbg !216
  br i1 %93, label %108, label %94, !dbg !216

94:                                               ; preds = %71, %91
  %95 = phi i64 [ %74, %91 ], [ 0, %71 ]
  %96 = and i64 %69, 4294967288, !dbg !216
  br label %97, !dbg !216

97:                                               ; preds = %97, %94
  %98 = phi i64 [ %95, %94 ], [ %104, %97 ], !dbg !219
  %99 = sub nsw i64 %68, %98, !dbg !220
  %100 = getelementptr [48 x i8], ptr %22, i64 0, i64 %99, !dbg !221
  %101 = load <8 x i8>, ptr %100, align 1, !dbg !221, !tbaa !211
  %102 = shufflevector <8 x i8> %101, <8 x i8> poison, <8 x i32> <i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>, !dbg !221
  %103 = getelementptr inbounds i8, ptr %7, i64 %98, !dbg !222
  store <8 x i8> %102, ptr %103, align 8, !dbg !223, !tbaa !211
  %104 = add nuw i64 %98, 8, !dbg !219
  %105 = icmp eq i64 %104, %96, !dbg !219
  br i1 %105, label %106, label %97, !dbg !219, !llvm.loop !228

106:                                              ; preds = %97
  %107 = icmp eq i64 %96, %69, !dbg !216
  br i1 %107, label %118, label %108, !dbg !216

108:                                              ; preds = %106, %66, %91
  %109 = phi i64 [ 0, %66 ], [ %74, %91 ], [ %96, %106 ]
  br label %110, !dbg !216

110:                                              ; preds = %108, %110
  %111 = phi i64 [ %116, %110 ], [ %109, %108 ]
    #dbg_value(i64 %111, !194, !DIExpression(), !215)
  %112 = sub nsw i64 %68, %111, !dbg !220
  %113 = getelementptr inbounds [48 x i8], ptr %6, i64 0, i64 %112, !dbg !221
  %114 = load i8, ptr %113, align 1, !dbg !221, !tbaa !211
  %115 = getelementptr inbounds i8, ptr %7, i64 %111, !dbg !222
  store i8 %114, ptr %115, align 1, !dbg !223, !tbaa !211
  %116 = add nuw nsw i64 %111, 1, !dbg !219
    #dbg_value(i64 %116, !194, !DIExpression(), !215)
  %117 = icmp eq i64 %116, %69, !dbg !217
  br i1 %117, label %118, label %110, !dbg !216, !llvm.loop !229

118:                                              ; preds = %110, %106, %89
  %119 = and i64 %62, 4294967295, !dbg !230
  %120 = getelementptr inbounds i8, ptr %7, i64 %119, !dbg !230
  store i8 0, ptr %120, align 1, !dbg !231, !tbaa !211
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %6) #9, !dbg !232
  %121 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %38, ptr noundef nonnull %7), !dbg !233
  br label %122, !dbg !233

122:                                              ; preds = %45, %118
    #dbg_assign(i1 undef, !185, !DIExpression(), !133, ptr %5, !DIExpression(), !234)
    #dbg_value(i128 %42, !191, !DIExpression(), !234)
    #dbg_value(ptr %7, !192, !DIExpression(), !234)
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %5) #9, !dbg !237
    #dbg_value(i32 0, !193, !DIExpression(), !234)
  br label %123, !dbg !238

123:                                              ; preds = %123, %122
  %124 = phi i32 [ %136, %123 ], [ 1, %122 ]
  %125 = phi i64 [ %133, %123 ], [ 0, %122 ]
  %126 = phi i128 [ %128, %123 ], [ %42, %122 ]
    #dbg_value(i64 %125, !193, !DIExpression(), !234)
    #dbg_value(i128 %126, !191, !DIExpression(), !234)
  %127 = freeze i128 %126, !dbg !239
  %128 = udiv i128 %127, 10, !dbg !239
  %129 = mul i128 %128, 10, !dbg !240
  %130 = sub i128 %127, %129, !dbg !240
  %131 = trunc nuw nsw i128 %130 to i8, !dbg !241
  %132 = or disjoint i8 %131, 48, !dbg !242
  %133 = add nuw nsw i64 %125, 1, !dbg !243
    #dbg_value(i64 %133, !193, !DIExpression(), !234)
  %134 = getelementptr inbounds [48 x i8], ptr %5, i64 0, i64 %125, !dbg !244
  store i8 %132, ptr %134, align 1, !dbg !245, !tbaa !211
    #dbg_value(i128 %128, !191, !DIExpression(), !234)
  %135 = icmp ult i128 %126, 10, !dbg !246
  %136 = add nuw i32 %124, 1, !dbg !246
  br i1 %135, label %137, label %123, !dbg !246, !llvm.loop !247

137:                                              ; preds = %123
    #dbg_value(i32 0, !194, !DIExpression(), !249)
  %138 = shl i64 %125, 32, !dbg !250
  %139 = ashr exact i64 %138, 32, !dbg !250
  %140 = zext i32 %124 to i64, !dbg !251
  %141 = icmp ult i32 %124, 8, !dbg !250
  br i1 %141, label %179, label %142, !dbg !250

142:                                              ; preds = %137
  %143 = icmp ult i32 %124, 32, !dbg !250
  br i1 %143, label %165, label %144, !dbg !250

144:                                              ; preds = %142
  %145 = and i64 %140, 4294967264, !dbg !250
  br label %146, !dbg !250

146:                                              ; preds = %146, %144
  %147 = phi i64 [ 0, %144 ], [ %158, %146 ], !dbg !252
  %148 = sub nsw i64 %139, %147, !dbg !253
  %149 = getelementptr inbounds [48 x i8], ptr %5, i64 0, i64 %148, !dbg !254
  %150 = getelementptr inbounds i8, ptr %149, i64 -15, !dbg !254
  %151 = getelementptr inbounds i8, ptr %149, i64 -31, !dbg !254
  %152 = load <16 x i8>, ptr %150, align 1, !dbg !254, !tbaa !211
  %153 = shufflevector <16 x i8> %152, <16 x i8> poison, <16 x i32> <i32 15, i32 14, i32 13, i32 12, i32 11, i32 10, i32 9, i32 8, i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>, !dbg !254
  %154 = load <16 x i8>, ptr %151, align 1, !dbg !254, !tbaa !211
  %155 = shufflevector <16 x i8> %154, <16 x i8> poison, <16 x i32> <i32 15, i32 14, i32 13, i32 12, i32 11, i32 10, i32 9, i32 8, i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>, !dbg !254
  %156 = getelementptr inbounds i8, ptr %7, i64 %147, !dbg !255
  %157 = getelementptr inbounds i8, ptr %156, i64 16, !dbg !256
  store <16 x i8> %153, ptr %156, align 16, !dbg !256, !tbaa !211
  store <16 x i8> %155, ptr %157, align 16, !dbg !256, !tbaa !211
  %158 = add nuw i64 %147, 32, !dbg !252
  %159 = icmp eq i64 %158, %145, !dbg !252
  br i1 %159, label %160, label %146, !dbg !252, !llvm.loop !257

160:                                              ; preds = %146
  %161 = icmp eq i64 %145, %140, !dbg !250
  br i1 %161, label %189, label %162, !dbg !250

162:                                              ; preds = %160
  %163 = and i64 %140, 24, !dbg !250
  %164 = icmp eq i64 %163, 0, !dbg !250
  br i1 %164, label %179, label %165, !dbg !250

165:                                              ; preds = %142, %162
  %166 = phi i64 [ %145, %162 ], [ 0, %142 ]
  %167 = and i64 %140, 4294967288, !dbg !250
  br label %168, !dbg !250

168:                                              ; preds = %168, %165
  %169 = phi i64 [ %166, %165 ], [ %175, %168 ], !dbg !252
  %170 = sub nsw i64 %139, %169, !dbg !253
  %171 = getelementptr [48 x i8], ptr %23, i64 0, i64 %170, !dbg !254
  %172 = load <8 x i8>, ptr %171, align 1, !dbg !254, !tbaa !211
  %173 = shufflevector <8 x i8> %172, <8 x i8> poison, <8 x i32> <i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>, !dbg !254
  %174 = getelementptr inbounds i8, ptr %7, i64 %169, !dbg !255
  store <8 x i8> %173, ptr %174, align 8, !dbg !256, !tbaa !211
  %175 = add nuw i64 %169, 8, !dbg !252
  %176 = icmp eq i64 %175, %167, !dbg !252
  br i1 %176, label %177, label %168, !dbg !252, !llvm.loop !259

177:                                              ; preds = %168
  %178 = icmp eq i64 %167, %140, !dbg !250
  br i1 %178, label %189, label %179, !dbg !250

179:                                              ; preds = %177, %137, %162
  %180 = phi i64 [ 0, %137 ], [ %145, %162 ], [ %167, %177 ]
  br label %181, !dbg !250

181:                                              ; preds = %179, %181
  %182 = phi i64 [ %187, %181 ], [ %180, %179 ]
    #dbg_value(i64 %182, !194, !DIExpression(), !249)
  %183 = sub nsw i64 %139, %182, !dbg !253
  %184 = getelementptr inbounds [48 x i8], ptr %5, i64 0, i64 %183, !dbg !254
  %185 = load i8, ptr %184, align 1, !dbg !254, !tbaa !211
  %186 = getelementptr inbounds i8, ptr %7, i64 %182, !dbg !255
  store i8 %185, ptr %186, align 1, !dbg !256, !tbaa !211
  %187 = add nuw nsw i64 %182, 1, !dbg !252
    #dbg_value(i64 %187, !194, !DIExpression(), !249)
  %188 = icmp eq i64 %187, %140, !dbg !251
  br i1 %188, label %189, label %181, !dbg !250, !llvm.loop !260

189:                                              ; preds = %181, %177, %160
  %190 = and i64 %133, 4294967295, !dbg !261
  %191 = getelementptr inbounds i8, ptr %7, i64 %190, !dbg !261
  store i8 0, ptr %191, align 1, !dbg !262, !tbaa !211
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %5) #9, !dbg !263
    #dbg_assign(i1 undef, !264, !DIExpression(), !132, ptr %4, !DIExpression(), !277)
    #dbg_value(i128 %42, !267, !DIExpression(), !277)
    #dbg_value(ptr %8, !268, !DIExpression(), !277)
    #dbg_value(i64 -8446744073709551616, !269, !DIExpression(), !277)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %4) #9, !dbg !279
    #dbg_value(i32 0, !270, !DIExpression(), !277)
  br label %192, !dbg !280

192:                                              ; preds = %192, %189
  %193 = phi i64 [ %200, %192 ], [ 0, %189 ]
  %194 = phi i128 [ %196, %192 ], [ %42, %189 ]
    #dbg_value(i64 %193, !270, !DIExpression(), !277)
    #dbg_value(i128 %194, !267, !DIExpression(), !277)
  %195 = freeze i128 %194, !dbg !281
  %196 = udiv i128 %195, 10000000000000000000, !dbg !281
  %197 = mul i128 %196, 10000000000000000000, !dbg !283
  %198 = sub i128 %195, %197, !dbg !283
  %199 = trunc nuw i128 %198 to i64, !dbg !284
  %200 = add nuw nsw i64 %193, 1, !dbg !285
    #dbg_value(i64 %200, !270, !DIExpression(), !277)
  %201 = getelementptr inbounds [3 x i64], ptr %4, i64 0, i64 %193, !dbg !286
  store i64 %199, ptr %201, align 8, !dbg !287, !tbaa !159
    #dbg_value(i128 %196, !267, !DIExpression(), !277)
  %202 = icmp ult i128 %194, 10000000000000000000, !dbg !288
  br i1 %202, label %203, label %192, !dbg !288, !llvm.loop !289

203:                                              ; preds = %192
  %204 = call i32 (ptr, ptr, ...) @sprintf(ptr noundef nonnull dereferenceable(1) %8, ptr noundef nonnull dereferenceable(1) @.str.10, i64 noundef %199) #9, !dbg !291
    #dbg_value(i32 %204, !271, !DIExpression(), !277)
    #dbg_value(i64 %193, !272, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !292)
  %205 = icmp eq i64 %193, 0, !dbg !293
  br i1 %205, label %218, label %206, !dbg !295

206:                                              ; preds = %203, %206
  %207 = phi i64 [ %209, %206 ], [ %193, %203 ]
  %208 = phi i32 [ %216, %206 ], [ %204, %203 ]
    #dbg_value(i64 %207, !272, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !292)
    #dbg_value(i32 %208, !271, !DIExpression(), !277)
  %209 = add nsw i64 %207, -1, !dbg !296
    #dbg_value(i64 %209, !272, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !292)
  %210 = sext i32 %208 to i64, !dbg !297
  %211 = getelementptr inbounds i8, ptr %8, i64 %210, !dbg !297
  %212 = and i64 %209, 4294967295, !dbg !298
  %213 = getelementptr inbounds [3 x i64], ptr %4, i64 0, i64 %212, !dbg !298
  %214 = load i64, ptr %213, align 8, !dbg !298, !tbaa !159
  %215 = call i32 (ptr, ptr, ...) @sprintf(ptr noundef nonnull dereferenceable(1) %211, ptr noundef nonnull dereferenceable(1) @.str.11, i64 noundef %214) #9, !dbg !299
  %216 = add nsw i32 %215, %208, !dbg !300
    #dbg_value(i64 %209, !272, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !292)
    #dbg_value(i32 %216, !271, !DIExpression(), !277)
  %217 = icmp sgt i64 %207, 1, !dbg !293
  br i1 %217, label %206, label %218, !dbg !295, !llvm.loop !301

218:                                              ; preds = %206, %203
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %4) #9, !dbg !303
  %219 = call i32 @strcmp(ptr noundef nonnull dereferenceable(1) %7, ptr noundef nonnull dereferenceable(1) %8) #10, !dbg !304
  %220 = icmp eq i32 %219, 0, !dbg !305
  br i1 %220, label %224, label %221, !dbg !306

221:                                              ; preds = %218
  %222 = add nsw i32 %36, 1, !dbg !307
    #dbg_value(i32 %222, !95, !DIExpression(), !136)
  %223 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, ptr noundef nonnull %7, ptr noundef nonnull %8), !dbg !309
  br label %224, !dbg !310

224:                                              ; preds = %218, %221
  %225 = phi i32 [ %222, %221 ], [ %36, %218 ], !dbg !136
    #dbg_value(i32 %225, !95, !DIExpression(), !136)
    #dbg_value(i128 %42, !105, !DIExpression(), !136)
  %226 = add nuw nsw i32 %38, 1
    #dbg_value(i32 %226, !106, !DIExpression(), !173)
  %227 = icmp ugt i32 %38, 39
  br i1 %227, label %228, label %35, !llvm.loop !311

228:                                              ; preds = %224, %43
  %229 = phi i32 [ %36, %43 ], [ %225, %224 ], !dbg !313
    #dbg_value(i32 %229, !95, !DIExpression(), !136)
    #dbg_value(i128 -170141183460469231731687303715884105728, !112, !DIExpression(), !136)
    #dbg_value(i128 170141183460469231731687303715884105727, !113, !DIExpression(), !136)
    #dbg_value(ptr %7, !314, !DIExpression(), !320)
    #dbg_value(!DIArgList(i128 -170141183460469231731687303715884105728, i128 0), !319, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_or, DW_OP_stack_value), !320)
  store i8 45, ptr %7, align 16, !dbg !322, !tbaa !211, !DIAssignID !325
    #dbg_assign(i8 45, !86, !DIExpression(DW_OP_LLVM_fragment, 0, 8), !325, ptr %7, !DIExpression(), !136)
    #dbg_assign(i1 undef, !185, !DIExpression(), !131, ptr %3, !DIExpression(), !326)
    #dbg_value(i128 -170141183460469231731687303715884105728, !191, !DIExpression(), !326)
    #dbg_value(ptr %250, !192, !DIExpression(), !326)
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %3) #9, !dbg !328
    #dbg_value(i32 0, !193, !DIExpression(), !326)
  br label %230, !dbg !329

230:                                              ; preds = %241, %228
  %231 = phi i64 [ 0, %228 ], [ %246, %241 ]
  %232 = phi i128 [ -170141183460469231731687303715884105728, %228 ], [ %248, %241 ]
    #dbg_value(i64 %231, !193, !DIExpression(), !326)
    #dbg_value(i128 %232, !191, !DIExpression(), !326)
  %233 = freeze i128 %232, !dbg !330
  %234 = udiv i128 %233, 10, !dbg !330
  %235 = mul i128 %234, 10, !dbg !331
  %236 = sub i128 %233, %235, !dbg !331
  %237 = trunc nuw nsw i128 %236 to i8, !dbg !332
  %238 = or disjoint i8 %237, 48, !dbg !333
    #dbg_value(i64 %231, !193, !DIExpression(DW_OP_constu, 1, DW_OP_or, DW_OP_stack_value), !326)
  %239 = getelementptr inbounds [48 x i8], ptr %3, i64 0, i64 %231, !dbg !334
  store i8 %238, ptr %239, align 2, !dbg !335, !tbaa !211
    #dbg_value(i128 poison, !191, !DIExpression(), !326)
  %240 = icmp eq i64 %231, 38, !dbg !336
  br i1 %240, label %249, label %241, !dbg !336, !llvm.loop !337

241:                                              ; preds = %230
  %242 = or disjoint i64 %231, 1, !dbg !339
    #dbg_value(i64 %242, !193, !DIExpression(), !326)
    #dbg_value(i128 %234, !191, !DIExpression(), !326)
    #dbg_value(i64 %242, !193, !DIExpression(), !326)
    #dbg_value(i128 %234, !191, !DIExpression(), !326)
  %243 = urem i128 %234, 10, !dbg !331
  %244 = trunc nuw nsw i128 %243 to i8, !dbg !332
  %245 = or disjoint i8 %244, 48, !dbg !333
  %246 = add nuw nsw i64 %231, 2, !dbg !339
    #dbg_value(i64 %246, !193, !DIExpression(), !326)
  %247 = getelementptr inbounds [48 x i8], ptr %3, i64 0, i64 %242, !dbg !334
  store i8 %245, ptr %247, align 1, !dbg !335, !tbaa !211
  %248 = udiv i128 %232, 100, !dbg !330
    #dbg_value(i128 %248, !191, !DIExpression(), !326)
  br label %230

249:                                              ; preds = %230
    #dbg_value(i32 0, !194, !DIExpression(), !340)
  %250 = getelementptr inbounds i8, ptr %7, i64 1, !dbg !341
  %251 = getelementptr inbounds i8, ptr %3, i64 23, !dbg !342
  %252 = getelementptr inbounds i8, ptr %3, i64 7, !dbg !342
  %253 = load <16 x i8>, ptr %251, align 1, !dbg !342, !tbaa !211
  %254 = shufflevector <16 x i8> %253, <16 x i8> poison, <16 x i32> <i32 15, i32 14, i32 13, i32 12, i32 11, i32 10, i32 9, i32 8, i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>, !dbg !342
  %255 = load <16 x i8>, ptr %252, align 1, !dbg !342, !tbaa !211
  %256 = shufflevector <16 x i8> %255, <16 x i8> poison, <16 x i32> <i32 15, i32 14, i32 13, i32 12, i32 11, i32 10, i32 9, i32 8, i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>, !dbg !342
  %257 = getelementptr inbounds i8, ptr %7, i64 17, !dbg !343
  store <16 x i8> %254, ptr %250, align 1, !dbg !343, !tbaa !211
  store <16 x i8> %256, ptr %257, align 1, !dbg !343, !tbaa !211
  %258 = getelementptr inbounds i8, ptr %3, i64 3, !dbg !342
  %259 = load <4 x i8>, ptr %258, align 1, !dbg !342, !tbaa !211
  %260 = shufflevector <4 x i8> %259, <4 x i8> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>, !dbg !342
  %261 = getelementptr inbounds i8, ptr %7, i64 33, !dbg !344
  store <4 x i8> %260, ptr %261, align 1, !dbg !343, !tbaa !211
    #dbg_value(i64 36, !194, !DIExpression(), !340)
  %262 = getelementptr inbounds i8, ptr %3, i64 2, !dbg !342
  %263 = load i8, ptr %262, align 2, !dbg !342, !tbaa !211
  %264 = getelementptr inbounds i8, ptr %7, i64 37, !dbg !344
  store i8 %263, ptr %264, align 1, !dbg !343, !tbaa !211
    #dbg_value(i64 37, !194, !DIExpression(), !340)
  %265 = getelementptr inbounds i8, ptr %3, i64 1, !dbg !342
  %266 = load i8, ptr %265, align 1, !dbg !342, !tbaa !211
  %267 = getelementptr inbounds i8, ptr %7, i64 38, !dbg !344
  store i8 %266, ptr %267, align 2, !dbg !343, !tbaa !211
    #dbg_value(i64 38, !194, !DIExpression(), !340)
  %268 = load i8, ptr %3, align 16, !dbg !342, !tbaa !211
  %269 = getelementptr inbounds i8, ptr %7, i64 39, !dbg !344
  store i8 %268, ptr %269, align 1, !dbg !343, !tbaa !211
    #dbg_value(i64 39, !194, !DIExpression(), !340)
  %270 = getelementptr inbounds i8, ptr %7, i64 40, !dbg !345
  store i8 0, ptr %270, align 8, !dbg !346, !tbaa !211
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %3) #9, !dbg !347
    #dbg_value(!DIArgList(i128 170141183460469231713240559642174554112, i64 -1), !319, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 128, DW_ATE_unsigned, DW_OP_or, DW_OP_stack_value), !348)
    #dbg_value(ptr %8, !314, !DIExpression(), !348)
    #dbg_assign(i1 undef, !185, !DIExpression(), !130, ptr %2, !DIExpression(), !350)
    #dbg_value(i128 170141183460469231731687303715884105727, !191, !DIExpression(), !350)
    #dbg_value(ptr %8, !192, !DIExpression(), !350)
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %2) #9, !dbg !352
    #dbg_value(i32 0, !193, !DIExpression(), !350)
  br label %271, !dbg !353

271:                                              ; preds = %282, %249
  %272 = phi i64 [ 0, %249 ], [ %287, %282 ]
  %273 = phi i128 [ 170141183460469231731687303715884105727, %249 ], [ %289, %282 ]
    #dbg_value(i64 %272, !193, !DIExpression(), !350)
    #dbg_value(i128 %273, !191, !DIExpression(), !350)
  %274 = freeze i128 %273, !dbg !354
  %275 = udiv i128 %274, 10, !dbg !354
  %276 = mul i128 %275, 10, !dbg !355
  %277 = sub i128 %274, %276, !dbg !355
  %278 = trunc nuw nsw i128 %277 to i8, !dbg !356
  %279 = or disjoint i8 %278, 48, !dbg !357
    #dbg_value(i64 %272, !193, !DIExpression(DW_OP_constu, 1, DW_OP_or, DW_OP_stack_value), !350)
  %280 = getelementptr inbounds [48 x i8], ptr %2, i64 0, i64 %272, !dbg !358
  store i8 %279, ptr %280, align 2, !dbg !359, !tbaa !211
    #dbg_value(i128 poison, !191, !DIExpression(), !350)
  %281 = icmp eq i64 %272, 38, !dbg !360
  br i1 %281, label %290, label %282, !dbg !360, !llvm.loop !361

282:                                              ; preds = %271
  %283 = or disjoint i64 %272, 1, !dbg !363
    #dbg_value(i64 %283, !193, !DIExpression(), !350)
    #dbg_value(i128 %275, !191, !DIExpression(), !350)
    #dbg_value(i64 %283, !193, !DIExpression(), !350)
    #dbg_value(i128 %275, !191, !DIExpression(), !350)
  %284 = urem i128 %275, 10, !dbg !355
  %285 = trunc nuw nsw i128 %284 to i8, !dbg !356
  %286 = or disjoint i8 %285, 48, !dbg !357
  %287 = add nuw nsw i64 %272, 2, !dbg !363
    #dbg_value(i64 %287, !193, !DIExpression(), !350)
  %288 = getelementptr inbounds [48 x i8], ptr %2, i64 0, i64 %283, !dbg !358
  store i8 %286, ptr %288, align 1, !dbg !359, !tbaa !211
  %289 = udiv i128 %273, 100, !dbg !354
    #dbg_value(i128 %289, !191, !DIExpression(), !350)
  br label %271

290:                                              ; preds = %271
  %291 = getelementptr inbounds i8, ptr %2, i64 23, !dbg !364
  %292 = getelementptr inbounds i8, ptr %2, i64 7, !dbg !364
  %293 = load <16 x i8>, ptr %291, align 1, !dbg !364, !tbaa !211
  %294 = shufflevector <16 x i8> %293, <16 x i8> poison, <16 x i32> <i32 15, i32 14, i32 13, i32 12, i32 11, i32 10, i32 9, i32 8, i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>, !dbg !364
  %295 = load <16 x i8>, ptr %292, align 1, !dbg !364, !tbaa !211
  %296 = shufflevector <16 x i8> %295, <16 x i8> poison, <16 x i32> <i32 15, i32 14, i32 13, i32 12, i32 11, i32 10, i32 9, i32 8, i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>, !dbg !364
  %297 = getelementptr inbounds i8, ptr %8, i64 16, !dbg !365
  store <16 x i8> %294, ptr %8, align 16, !dbg !365, !tbaa !211
  store <16 x i8> %296, ptr %297, align 16, !dbg !365, !tbaa !211
  %298 = getelementptr inbounds i8, ptr %2, i64 3, !dbg !364
  %299 = load <4 x i8>, ptr %298, align 1, !dbg !364, !tbaa !211
  %300 = shufflevector <4 x i8> %299, <4 x i8> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>, !dbg !364
  %301 = getelementptr inbounds i8, ptr %8, i64 32, !dbg !366
  store <4 x i8> %300, ptr %301, align 16, !dbg !365, !tbaa !211
    #dbg_value(i64 36, !194, !DIExpression(), !367)
  %302 = getelementptr inbounds i8, ptr %2, i64 2, !dbg !364
  %303 = load i8, ptr %302, align 2, !dbg !364, !tbaa !211
  %304 = getelementptr inbounds i8, ptr %8, i64 36, !dbg !366
  store i8 %303, ptr %304, align 4, !dbg !365, !tbaa !211
    #dbg_value(i64 37, !194, !DIExpression(), !367)
  %305 = getelementptr inbounds i8, ptr %2, i64 1, !dbg !364
  %306 = load i8, ptr %305, align 1, !dbg !364, !tbaa !211
  %307 = getelementptr inbounds i8, ptr %8, i64 37, !dbg !366
  store i8 %306, ptr %307, align 1, !dbg !365, !tbaa !211
    #dbg_value(i64 38, !194, !DIExpression(), !367)
  %308 = load i8, ptr %2, align 16, !dbg !364, !tbaa !211
  %309 = getelementptr inbounds i8, ptr %8, i64 38, !dbg !366
  store i8 %308, ptr %309, align 2, !dbg !365, !tbaa !211
    #dbg_value(i64 39, !194, !DIExpression(), !367)
  %310 = getelementptr inbounds i8, ptr %8, i64 39, !dbg !368
  store i8 0, ptr %310, align 1, !dbg !369, !tbaa !211
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %2) #9, !dbg !370
  %311 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, ptr noundef nonnull %7, ptr noundef nonnull %8), !dbg !371
    #dbg_assign(i1 undef, !185, !DIExpression(), !129, ptr %1, !DIExpression(), !372)
    #dbg_value(i128 -1, !191, !DIExpression(), !372)
    #dbg_value(ptr %7, !192, !DIExpression(), !372)
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %1) #9, !dbg !374
    #dbg_value(i32 0, !193, !DIExpression(), !372)
  br label %312, !dbg !375

312:                                              ; preds = %323, %290
  %313 = phi i64 [ 0, %290 ], [ %328, %323 ]
  %314 = phi i128 [ -1, %290 ], [ %330, %323 ]
    #dbg_value(i64 %313, !193, !DIExpression(), !372)
    #dbg_value(i128 %314, !191, !DIExpression(), !372)
  %315 = freeze i128 %314, !dbg !376
  %316 = udiv i128 %315, 10, !dbg !376
  %317 = mul i128 %316, 10, !dbg !377
  %318 = sub i128 %315, %317, !dbg !377
  %319 = trunc nuw nsw i128 %318 to i8, !dbg !378
  %320 = or disjoint i8 %319, 48, !dbg !379
    #dbg_value(i64 %313, !193, !DIExpression(DW_OP_constu, 1, DW_OP_or, DW_OP_stack_value), !372)
  %321 = getelementptr inbounds [48 x i8], ptr %1, i64 0, i64 %313, !dbg !380
  store i8 %320, ptr %321, align 2, !dbg !381, !tbaa !211
    #dbg_value(i128 poison, !191, !DIExpression(), !372)
  %322 = icmp eq i64 %313, 38, !dbg !382
  br i1 %322, label %331, label %323, !dbg !382, !llvm.loop !383

323:                                              ; preds = %312
  %324 = or disjoint i64 %313, 1, !dbg !385
    #dbg_value(i64 %324, !193, !DIExpression(), !372)
    #dbg_value(i128 %316, !191, !DIExpression(), !372)
    #dbg_value(i64 %324, !193, !DIExpression(), !372)
    #dbg_value(i128 %316, !191, !DIExpression(), !372)
  %325 = urem i128 %316, 10, !dbg !377
  %326 = trunc nuw nsw i128 %325 to i8, !dbg !378
  %327 = or disjoint i8 %326, 48, !dbg !379
  %328 = add nuw nsw i64 %313, 2, !dbg !385
    #dbg_value(i64 %328, !193, !DIExpression(), !372)
  %329 = getelementptr inbounds [48 x i8], ptr %1, i64 0, i64 %324, !dbg !380
  store i8 %327, ptr %329, align 1, !dbg !381, !tbaa !211
  %330 = udiv i128 %314, 100, !dbg !376
    #dbg_value(i128 %330, !191, !DIExpression(), !372)
  br label %312

331:                                              ; preds = %312
  %332 = getelementptr inbounds i8, ptr %1, i64 23, !dbg !386
  %333 = getelementptr inbounds i8, ptr %1, i64 7, !dbg !386
  %334 = load <16 x i8>, ptr %332, align 1, !dbg !386, !tbaa !211
  %335 = shufflevector <16 x i8> %334, <16 x i8> poison, <16 x i32> <i32 15, i32 14, i32 13, i32 12, i32 11, i32 10, i32 9, i32 8, i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>, !dbg !386
  %336 = load <16 x i8>, ptr %333, align 1, !dbg !386, !tbaa !211
  %337 = shufflevector <16 x i8> %336, <16 x i8> poison, <16 x i32> <i32 15, i32 14, i32 13, i32 12, i32 11, i32 10, i32 9, i32 8, i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>, !dbg !386
  %338 = getelementptr inbounds i8, ptr %7, i64 16, !dbg !387
  store <16 x i8> %335, ptr %7, align 16, !dbg !387, !tbaa !211
  store <16 x i8> %337, ptr %338, align 16, !dbg !387, !tbaa !211
  %339 = getelementptr inbounds i8, ptr %1, i64 3, !dbg !386
  %340 = load <4 x i8>, ptr %339, align 1, !dbg !386, !tbaa !211
  %341 = shufflevector <4 x i8> %340, <4 x i8> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>, !dbg !386
  %342 = getelementptr inbounds i8, ptr %7, i64 32, !dbg !388
  store <4 x i8> %341, ptr %342, align 16, !dbg !387, !tbaa !211
    #dbg_value(i64 36, !194, !DIExpression(), !389)
  %343 = getelementptr inbounds i8, ptr %1, i64 2, !dbg !386
  %344 = load i8, ptr %343, align 2, !dbg !386, !tbaa !211
  %345 = getelementptr inbounds i8, ptr %7, i64 36, !dbg !388
  store i8 %344, ptr %345, align 4, !dbg !387, !tbaa !211
    #dbg_value(i64 37, !194, !DIExpression(), !389)
  %346 = getelementptr inbounds i8, ptr %1, i64 1, !dbg !386
  %347 = load i8, ptr %346, align 1, !dbg !386, !tbaa !211
  %348 = getelementptr inbounds i8, ptr %7, i64 37, !dbg !388
  store i8 %347, ptr %348, align 1, !dbg !387, !tbaa !211
    #dbg_value(i64 38, !194, !DIExpression(), !389)
  %349 = load i8, ptr %1, align 16, !dbg !386, !tbaa !211
  %350 = getelementptr inbounds i8, ptr %7, i64 38, !dbg !388
  store i8 %349, ptr %350, align 2, !dbg !387, !tbaa !211
    #dbg_value(i64 39, !194, !DIExpression(), !389)
  %351 = getelementptr inbounds i8, ptr %7, i64 39, !dbg !390
  store i8 0, ptr %351, align 1, !dbg !391, !tbaa !211
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %1) #9, !dbg !392
  %352 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull %7), !dbg !393
    #dbg_value(i32 poison, !115, !DIExpression(), !136)
    #dbg_value(i128 poison, !114, !DIExpression(), !136)
  %353 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef 80, i64 noundef -5278486589563110205), !dbg !394
    #dbg_value(i64 2305843009213693951, !116, !DIExpression(), !136)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %10), !dbg !395
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %11), !dbg !395
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %12), !dbg !395
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %13), !dbg !395
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %14), !dbg !395
  store volatile i64 0, ptr %10, align 16, !dbg !396, !DIAssignID !397
  store volatile i64 0, ptr %11, align 8, !dbg !396, !DIAssignID !398
  store volatile i64 0, ptr %12, align 16, !dbg !396, !DIAssignID !399
  store volatile i64 0, ptr %13, align 8, !dbg !396, !DIAssignID !400
  store volatile i64 0, ptr %14, align 16, !dbg !396, !DIAssignID !401
    #dbg_assign(i64 0, !118, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !397, ptr %10, !DIExpression(), !136)
    #dbg_assign(i64 0, !118, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !398, ptr %11, !DIExpression(), !136)
    #dbg_assign(i64 0, !118, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !399, ptr %12, !DIExpression(), !136)
    #dbg_assign(i64 0, !118, !DIExpression(DW_OP_LLVM_fragment, 192, 64), !400, ptr %13, !DIExpression(), !136)
    #dbg_assign(i64 0, !118, !DIExpression(DW_OP_LLVM_fragment, 256, 64), !401, ptr %14, !DIExpression(), !136)
  store volatile i64 2, ptr %10, align 16, !dbg !396, !DIAssignID !402
    #dbg_assign(i64 2, !118, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !402, ptr %10, !DIExpression(), !136)
  store volatile i64 3, ptr %11, align 8, !dbg !396, !DIAssignID !403
    #dbg_assign(i64 3, !118, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !403, ptr %11, !DIExpression(), !136)
  store volatile i64 5, ptr %12, align 16, !dbg !396, !DIAssignID !404
    #dbg_assign(i64 5, !118, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !404, ptr %12, !DIExpression(), !136)
  store volatile i64 1234567, ptr %13, align 8, !dbg !396, !DIAssignID !405
    #dbg_assign(i64 1234567, !118, !DIExpression(DW_OP_LLVM_fragment, 192, 64), !405, ptr %13, !DIExpression(), !136)
  store volatile i64 2305843009213693949, ptr %14, align 16, !dbg !396, !DIAssignID !406
    #dbg_assign(i64 2305843009213693949, !118, !DIExpression(DW_OP_LLVM_fragment, 256, 64), !406, ptr %14, !DIExpression(), !136)
    #dbg_value(i64 0, !120, !DIExpression(), !407)
  %354 = load volatile i64, ptr %10, align 16, !dbg !408, !tbaa !159
  %355 = load volatile i64, ptr %10, align 16, !dbg !410, !tbaa !159
  %356 = call fastcc i64 @powmod(i64 noundef %355, i64 noundef 2305843009213693950), !dbg !411
  %357 = load volatile i64, ptr %10, align 16, !dbg !412, !tbaa !159
  %358 = call fastcc i64 @powmod(i64 noundef %357, i64 noundef 12345), !dbg !413
  %359 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i64 noundef %354, i64 noundef %356, i64 noundef %358), !dbg !414
    #dbg_value(i64 1, !120, !DIExpression(), !407)
  %360 = load volatile i64, ptr %11, align 8, !dbg !408, !tbaa !159
  %361 = load volatile i64, ptr %11, align 8, !dbg !410, !tbaa !159
  %362 = call fastcc i64 @powmod(i64 noundef %361, i64 noundef 2305843009213693950), !dbg !411
  %363 = load volatile i64, ptr %11, align 8, !dbg !412, !tbaa !159
  %364 = call fastcc i64 @powmod(i64 noundef %363, i64 noundef 12345), !dbg !413
  %365 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i64 noundef %360, i64 noundef %362, i64 noundef %364), !dbg !414
    #dbg_value(i64 2, !120, !DIExpression(), !407)
  %366 = load volatile i64, ptr %12, align 16, !dbg !408, !tbaa !159
  %367 = load volatile i64, ptr %12, align 16, !dbg !410, !tbaa !159
  %368 = call fastcc i64 @powmod(i64 noundef %367, i64 noundef 2305843009213693950), !dbg !411
  %369 = load volatile i64, ptr %12, align 16, !dbg !412, !tbaa !159
  %370 = call fastcc i64 @powmod(i64 noundef %369, i64 noundef 12345), !dbg !413
  %371 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i64 noundef %366, i64 noundef %368, i64 noundef %370), !dbg !414
    #dbg_value(i64 3, !120, !DIExpression(), !407)
  %372 = load volatile i64, ptr %13, align 8, !dbg !408, !tbaa !159
  %373 = load volatile i64, ptr %13, align 8, !dbg !410, !tbaa !159
  %374 = call fastcc i64 @powmod(i64 noundef %373, i64 noundef 2305843009213693950), !dbg !411
  %375 = load volatile i64, ptr %13, align 8, !dbg !412, !tbaa !159
  %376 = call fastcc i64 @powmod(i64 noundef %375, i64 noundef 12345), !dbg !413
  %377 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i64 noundef %372, i64 noundef %374, i64 noundef %376), !dbg !414
    #dbg_value(i64 4, !120, !DIExpression(), !407)
  %378 = load volatile i64, ptr %14, align 16, !dbg !408, !tbaa !159
  %379 = load volatile i64, ptr %14, align 16, !dbg !410, !tbaa !159
  %380 = call fastcc i64 @powmod(i64 noundef %379, i64 noundef 2305843009213693950), !dbg !411
  %381 = load volatile i64, ptr %14, align 16, !dbg !412, !tbaa !159
  %382 = call fastcc i64 @powmod(i64 noundef %381, i64 noundef 12345), !dbg !413
  %383 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i64 noundef %378, i64 noundef %380, i64 noundef %382), !dbg !414
    #dbg_value(i64 5, !120, !DIExpression(), !407)
  br label %388, !dbg !415

384:                                              ; preds = %404
  %385 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef %405), !dbg !416
  %386 = icmp eq i32 %405, 0, !dbg !417
  %387 = select i1 %386, i32 80, i32 1, !dbg !417
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %10), !dbg !418
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %11), !dbg !418
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %12), !dbg !418
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %13), !dbg !418
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %14), !dbg !418
  call void @llvm.lifetime.end.p0(i64 80, ptr nonnull %9) #9, !dbg !418
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %8) #9, !dbg !418
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %7) #9, !dbg !418
  ret i32 %387, !dbg !418

388:                                              ; preds = %331, %404
  %389 = phi i64 [ 1, %331 ], [ %406, %404 ]
  %390 = phi i32 [ %229, %331 ], [ %405, %404 ]
    #dbg_value(i32 %390, !95, !DIExpression(), !136)
    #dbg_value(i64 %389, !122, !DIExpression(), !419)
  %391 = getelementptr inbounds [10 x i64], ptr %9, i64 0, i64 %389, !dbg !420
  %392 = load volatile i64, ptr %391, align 8, !dbg !420, !tbaa !159
  %393 = zext i64 %392 to i128, !dbg !421
  %394 = mul nuw nsw i128 %393, 4294967291, !dbg !422
  %395 = add nuw nsw i128 %394, 17, !dbg !423
    #dbg_value(i128 %395, !124, !DIExpression(), !424)
    #dbg_value(i64 %392, !127, !DIExpression(), !424)
  %396 = urem i128 %395, 4294967291, !dbg !425
    #dbg_value(i128 %396, !128, !DIExpression(DW_OP_LLVM_convert, 128, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_stack_value), !424)
  %397 = load volatile i64, ptr %391, align 8, !dbg !426, !tbaa !159
  %398 = icmp ne i64 %392, %397, !dbg !428
  %399 = icmp ne i128 %396, 17
  %400 = select i1 %398, i1 true, i1 %399, !dbg !429
  br i1 %400, label %401, label %404, !dbg !429

401:                                              ; preds = %388
  %402 = add nsw i32 %390, 1, !dbg !430
    #dbg_value(i32 %402, !95, !DIExpression(), !136)
  %403 = call i32 @puts(ptr nonnull dereferenceable(1) @str), !dbg !432
  br label %404, !dbg !433

404:                                              ; preds = %388, %401
  %405 = phi i32 [ %402, %401 ], [ %390, %388 ], !dbg !136
    #dbg_value(i32 %405, !95, !DIExpression(), !136)
  %406 = add nuw nsw i64 %389, 1, !dbg !434
    #dbg_value(i64 %406, !122, !DIExpression(), !419)
  %407 = icmp eq i64 %406, 10, !dbg !435
  br i1 %407, label %384, label %388, !dbg !415, !llvm.loop !436
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: nofree nounwind
declare !dbg !438 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i64 0, -1) i64 @mulhi_u(i64 noundef %0, i64 noundef %1) unnamed_addr #4 !dbg !445 {
    #dbg_value(i64 %0, !449, !DIExpression(), !451)
    #dbg_value(i64 %1, !450, !DIExpression(), !451)
  %3 = zext i64 %0 to i128, !dbg !452
  %4 = zext i64 %1 to i128, !dbg !453
  %5 = mul nuw i128 %4, %3, !dbg !454
  %6 = lshr i128 %5, 64, !dbg !455
  %7 = trunc nuw i128 %6 to i64, !dbg !456
  ret i64 %7, !dbg !457
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i64 -4611686018427387904, 4611686018427387905) i64 @mulhi_s(i64 noundef %0, i64 noundef %1) unnamed_addr #4 !dbg !458 {
    #dbg_value(i64 %0, !462, !DIExpression(), !464)
    #dbg_value(i64 %1, !463, !DIExpression(), !464)
  %3 = sext i64 %0 to i128, !dbg !465
  %4 = sext i64 %1 to i128, !dbg !466
  %5 = mul nsw i128 %4, %3, !dbg !467
  %6 = lshr i128 %5, 64, !dbg !468
  %7 = trunc nuw i128 %6 to i64, !dbg !469
  ret i64 %7, !dbg !470
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i128, i1 } @llvm.umul.with.overflow.i128(i128, i128) #5

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read)
declare !dbg !471 i32 @strcmp(ptr nocapture noundef, ptr nocapture noundef) local_unnamed_addr #6

; Function Attrs: nofree noinline norecurse nosync nounwind memory(none) uwtable
define internal fastcc range(i64 0, 2305843009213693951) i64 @powmod(i64 noundef %0, i64 noundef %1) unnamed_addr #7 !dbg !475 {
    #dbg_value(i64 %0, !479, !DIExpression(), !483)
    #dbg_value(i64 %1, !480, !DIExpression(), !483)
    #dbg_value(i64 2305843009213693951, !481, !DIExpression(), !483)
    #dbg_value(i64 1, !482, !DIExpression(), !483)
    #dbg_value(i64 poison, !479, !DIExpression(), !483)
    #dbg_value(i64 1, !482, !DIExpression(), !483)
    #dbg_value(i64 %1, !480, !DIExpression(), !483)
  %3 = icmp eq i64 %1, 0, !dbg !484
  br i1 %3, label %19, label %4, !dbg !484

4:                                                ; preds = %2
  %5 = urem i64 %0, 2305843009213693951, !dbg !485
    #dbg_value(i64 %5, !479, !DIExpression(), !483)
  br label %6, !dbg !484

6:                                                ; preds = %4, %14
  %7 = phi i64 [ %15, %14 ], [ 1, %4 ]
  %8 = phi i64 [ %16, %14 ], [ %5, %4 ]
  %9 = phi i64 [ %17, %14 ], [ %1, %4 ]
    #dbg_value(i64 %7, !482, !DIExpression(), !483)
    #dbg_value(i64 %8, !479, !DIExpression(), !483)
    #dbg_value(i64 %9, !480, !DIExpression(), !483)
  %10 = and i64 %9, 1, !dbg !486
  %11 = icmp eq i64 %10, 0, !dbg !486
  br i1 %11, label %14, label %12, !dbg !489

12:                                               ; preds = %6
  %13 = tail call fastcc i64 @mulmod(i64 noundef %7, i64 noundef %8), !dbg !490
    #dbg_value(i64 %13, !482, !DIExpression(), !483)
  br label %14, !dbg !491

14:                                               ; preds = %12, %6
  %15 = phi i64 [ %13, %12 ], [ %7, %6 ], !dbg !483
    #dbg_value(i64 %15, !482, !DIExpression(), !483)
  %16 = tail call fastcc i64 @mulmod(i64 noundef %8, i64 noundef %8), !dbg !492
    #dbg_value(i64 %16, !479, !DIExpression(), !483)
  %17 = lshr i64 %9, 1, !dbg !493
    #dbg_value(i64 %17, !480, !DIExpression(), !483)
  %18 = icmp ult i64 %9, 2, !dbg !484
  br i1 %18, label %19, label %6, !dbg !484, !llvm.loop !494

19:                                               ; preds = %14, %2
  %20 = phi i64 [ 1, %2 ], [ %15, %14 ], !dbg !483
  ret i64 %20, !dbg !496
}

; Function Attrs: nofree nounwind
declare !dbg !497 noundef i32 @sprintf(ptr noalias nocapture noundef writeonly, ptr nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i64 0, 2305843009213693951) i64 @mulmod(i64 noundef %0, i64 noundef %1) unnamed_addr #4 !dbg !501 {
    #dbg_value(i64 %0, !503, !DIExpression(), !506)
    #dbg_value(i64 %1, !504, !DIExpression(), !506)
    #dbg_value(i64 2305843009213693951, !505, !DIExpression(), !506)
  %3 = zext nneg i64 %0 to i128, !dbg !507
  %4 = zext nneg i64 %1 to i128, !dbg !508
  %5 = mul nuw nsw i128 %4, %3, !dbg !509
  %6 = urem i128 %5, 2305843009213693951, !dbg !510
  %7 = trunc nuw nsw i128 %6 to i64, !dbg !511
  ret i64 %7, !dbg !512
}

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #8

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { mustprogress nofree nounwind willreturn memory(argmem: read) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nofree noinline norecurse nosync nounwind memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { nofree nounwind }
attributes #9 = { nounwind }
attributes #10 = { nounwind willreturn memory(read) }

!llvm.dbg.cu = !{!51}
!llvm.module.flags = !{!74, !75, !76, !77, !78, !79, !80}
!llvm.ident = !{!81}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 47, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "programs/int128_mul_div_wide.c", directory: ".", checksumkind: CSK_MD5, checksum: "544aea021244816c0ad0443a323afe76")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 408, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 51)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 54, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 160, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 20)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 56, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 80, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 10)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(scope: null, file: !2, line: 57, type: !9, isLocal: true, isDefinition: true)
!19 = !DIGlobalVariableExpression(var: !20, expr: !DIExpression())
!20 = distinct !DIGlobalVariable(scope: null, file: !2, line: 61, type: !21, isLocal: true, isDefinition: true)
!21 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 200, elements: !22)
!22 = !{!23}
!23 = !DISubrange(count: 25)
!24 = !DIGlobalVariableExpression(var: !25, expr: !DIExpression())
!25 = distinct !DIGlobalVariable(scope: null, file: !2, line: 62, type: !26, isLocal: true, isDefinition: true)
!26 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 104, elements: !27)
!27 = !{!28}
!28 = !DISubrange(count: 13)
!29 = !DIGlobalVariableExpression(var: !30, expr: !DIExpression())
!30 = distinct !DIGlobalVariable(scope: null, file: !2, line: 66, type: !31, isLocal: true, isDefinition: true)
!31 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 320, elements: !32)
!32 = !{!33}
!33 = !DISubrange(count: 40)
!34 = !DIGlobalVariableExpression(var: !35, expr: !DIExpression())
!35 = distinct !DIGlobalVariable(scope: null, file: !2, line: 70, type: !36, isLocal: true, isDefinition: true)
!36 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 424, elements: !37)
!37 = !{!38}
!38 = !DISubrange(count: 53)
!39 = !DIGlobalVariableExpression(var: !40, expr: !DIExpression())
!40 = distinct !DIGlobalVariable(scope: null, file: !2, line: 78, type: !41, isLocal: true, isDefinition: true)
!41 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 64, elements: !42)
!42 = !{!43}
!43 = !DISubrange(count: 8)
!44 = !DIGlobalVariableExpression(var: !45, expr: !DIExpression())
!45 = distinct !DIGlobalVariable(scope: null, file: !2, line: 31, type: !46, isLocal: true, isDefinition: true)
!46 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 40, elements: !47)
!47 = !{!48}
!48 = !DISubrange(count: 5)
!49 = !DIGlobalVariableExpression(var: !50, expr: !DIExpression())
!50 = distinct !DIGlobalVariable(scope: null, file: !2, line: 32, type: !41, isLocal: true, isDefinition: true)
!51 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !52, globals: !68, splitDebugInlining: false, nameTableKind: None)
!52 = !{!53, !54, !55, !60, !62, !64, !4}
!53 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!54 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!55 = !DIDerivedType(tag: DW_TAG_typedef, name: "int64_t", file: !56, line: 27, baseType: !57)
!56 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-intn.h", directory: "", checksumkind: CSK_MD5, checksum: "55bcbdc3159515ebd91d351a70d505f4")
!57 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int64_t", file: !58, line: 44, baseType: !59)
!58 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!59 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!60 = !DIDerivedType(tag: DW_TAG_typedef, name: "u128", file: !2, line: 8, baseType: !61)
!61 = !DIBasicType(name: "unsigned __int128", size: 128, encoding: DW_ATE_unsigned)
!62 = !DIDerivedType(tag: DW_TAG_typedef, name: "i128", file: !2, line: 9, baseType: !63)
!63 = !DIBasicType(name: "__int128", size: 128, encoding: DW_ATE_signed)
!64 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint64_t", file: !65, line: 27, baseType: !66)
!65 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-uintn.h", directory: "", checksumkind: CSK_MD5, checksum: "2bf2ae53c58c01b1a1b9383b5195125c")
!66 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint64_t", file: !58, line: 45, baseType: !67)
!67 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!68 = !{!0, !7, !12, !17, !19, !24, !29, !34, !69, !39, !44, !49}
!69 = !DIGlobalVariableExpression(var: !70, expr: !DIExpression())
!70 = distinct !DIGlobalVariable(scope: null, file: !2, line: 76, type: !71, isLocal: true, isDefinition: true)
!71 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 96, elements: !72)
!72 = !{!73}
!73 = !DISubrange(count: 12)
!74 = !{i32 7, !"Dwarf Version", i32 5}
!75 = !{i32 2, !"Debug Info Version", i32 3}
!76 = !{i32 1, !"wchar_size", i32 4}
!77 = !{i32 8, !"PIC Level", i32 2}
!78 = !{i32 7, !"PIE Level", i32 2}
!79 = !{i32 7, !"uwtable", i32 2}
!80 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!81 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!82 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 40, type: !83, scopeLine: 40, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !51, retainedNodes: !85)
!83 = !DISubroutineType(types: !84)
!84 = !{!53}
!85 = !{!86, !90, !91, !94, !95, !96, !98, !101, !104, !105, !106, !109, !112, !113, !114, !115, !116, !118, !120, !122, !124, !127, !128}
!86 = !DILocalVariable(name: "b1", scope: !82, file: !2, line: 41, type: !87)
!87 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 512, elements: !88)
!88 = !{!89}
!89 = !DISubrange(count: 64)
!90 = !DILocalVariable(name: "b2", scope: !82, file: !2, line: 41, type: !87)
!91 = !DILocalVariable(name: "xs", scope: !82, file: !2, line: 42, type: !92)
!92 = !DICompositeType(tag: DW_TAG_array_type, baseType: !93, size: 640, elements: !15)
!93 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !64)
!94 = !DILocalVariable(name: "n", scope: !82, file: !2, line: 43, type: !53)
!95 = !DILocalVariable(name: "bad", scope: !82, file: !2, line: 43, type: !53)
!96 = !DILocalVariable(name: "i", scope: !97, file: !2, line: 44, type: !53)
!97 = distinct !DILexicalBlock(scope: !82, file: !2, line: 44, column: 5)
!98 = !DILocalVariable(name: "j", scope: !99, file: !2, line: 45, type: !53)
!99 = distinct !DILexicalBlock(scope: !100, file: !2, line: 45, column: 9)
!100 = distinct !DILexicalBlock(scope: !97, file: !2, line: 44, column: 5)
!101 = !DILocalVariable(name: "a", scope: !102, file: !2, line: 46, type: !64)
!102 = distinct !DILexicalBlock(scope: !103, file: !2, line: 45, column: 37)
!103 = distinct !DILexicalBlock(scope: !99, file: !2, line: 45, column: 9)
!104 = !DILocalVariable(name: "c", scope: !102, file: !2, line: 46, type: !64)
!105 = !DILocalVariable(name: "f", scope: !82, file: !2, line: 51, type: !60)
!106 = !DILocalVariable(name: "k", scope: !107, file: !2, line: 52, type: !108)
!107 = distinct !DILexicalBlock(scope: !82, file: !2, line: 52, column: 5)
!108 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!109 = !DILocalVariable(name: "nf", scope: !110, file: !2, line: 53, type: !60)
!110 = distinct !DILexicalBlock(scope: !111, file: !2, line: 52, column: 40)
!111 = distinct !DILexicalBlock(scope: !107, file: !2, line: 52, column: 5)
!112 = !DILocalVariable(name: "mn", scope: !82, file: !2, line: 60, type: !62)
!113 = !DILocalVariable(name: "mx", scope: !82, file: !2, line: 60, type: !62)
!114 = !DILocalVariable(name: "p", scope: !82, file: !2, line: 64, type: !60)
!115 = !DILocalVariable(name: "e", scope: !82, file: !2, line: 64, type: !53)
!116 = !DILocalVariable(name: "M61", scope: !82, file: !2, line: 68, type: !117)
!117 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !64)
!118 = !DILocalVariable(name: "bases", scope: !82, file: !2, line: 69, type: !119)
!119 = !DICompositeType(tag: DW_TAG_array_type, baseType: !93, size: 320, elements: !47)
!120 = !DILocalVariable(name: "i", scope: !121, file: !2, line: 70, type: !53)
!121 = distinct !DILexicalBlock(scope: !82, file: !2, line: 70, column: 5)
!122 = !DILocalVariable(name: "i", scope: !123, file: !2, line: 73, type: !53)
!123 = distinct !DILexicalBlock(scope: !82, file: !2, line: 73, column: 5)
!124 = !DILocalVariable(name: "prod", scope: !125, file: !2, line: 74, type: !60)
!125 = distinct !DILexicalBlock(scope: !126, file: !2, line: 73, column: 33)
!126 = distinct !DILexicalBlock(scope: !123, file: !2, line: 73, column: 5)
!127 = !DILocalVariable(name: "q", scope: !125, file: !2, line: 75, type: !64)
!128 = !DILocalVariable(name: "r", scope: !125, file: !2, line: 75, type: !64)
!129 = distinct !DIAssignID()
!130 = distinct !DIAssignID()
!131 = distinct !DIAssignID()
!132 = distinct !DIAssignID()
!133 = distinct !DIAssignID()
!134 = distinct !DIAssignID()
!135 = distinct !DIAssignID()
!136 = !DILocation(line: 0, scope: !82)
!137 = distinct !DIAssignID()
!138 = distinct !DIAssignID()
!139 = distinct !DIAssignID()
!140 = distinct !DIAssignID()
!141 = distinct !DIAssignID()
!142 = distinct !DIAssignID()
!143 = distinct !DIAssignID()
!144 = !DILocation(line: 41, column: 5, scope: !82)
!145 = !DILocation(line: 42, column: 5, scope: !82)
!146 = !DILocation(line: 42, column: 23, scope: !82)
!147 = distinct !DIAssignID()
!148 = !DILocation(line: 0, scope: !97)
!149 = !DILocation(line: 44, column: 5, scope: !97)
!150 = !DILocation(line: 0, scope: !99)
!151 = !DILocation(line: 45, column: 9, scope: !99)
!152 = !DILocation(line: 44, column: 29, scope: !100)
!153 = !DILocation(line: 44, column: 23, scope: !100)
!154 = distinct !{!154, !149, !155, !156}
!155 = !DILocation(line: 49, column: 9, scope: !97)
!156 = !{!"llvm.loop.mustprogress"}
!157 = !DILocation(line: 52, column: 5, scope: !107)
!158 = !DILocation(line: 46, column: 26, scope: !102)
!159 = !{!160, !160, i64 0}
!160 = !{!"long", !161, i64 0}
!161 = !{!"omnipotent char", !162, i64 0}
!162 = !{!"Simple C/C++ TBAA"}
!163 = !DILocation(line: 0, scope: !102)
!164 = !DILocation(line: 46, column: 37, scope: !102)
!165 = !DILocation(line: 48, column: 40, scope: !102)
!166 = !DILocation(line: 48, column: 78, scope: !102)
!167 = !DILocation(line: 48, column: 104, scope: !102)
!168 = !DILocation(line: 47, column: 13, scope: !102)
!169 = !DILocation(line: 45, column: 33, scope: !103)
!170 = !DILocation(line: 45, column: 27, scope: !103)
!171 = distinct !{!171, !151, !172, !156}
!172 = !DILocation(line: 49, column: 9, scope: !99)
!173 = !DILocation(line: 0, scope: !107)
!174 = !DILocation(line: 54, column: 39, scope: !175)
!175 = distinct !DILexicalBlock(scope: !110, file: !2, line: 54, column: 13)
!176 = !DILocation(line: 54, column: 13, scope: !175)
!177 = !DILocation(line: 0, scope: !110)
!178 = !DILocation(line: 54, column: 13, scope: !110)
!179 = !DILocation(line: 54, column: 56, scope: !180)
!180 = distinct !DILexicalBlock(scope: !175, file: !2, line: 54, column: 54)
!181 = !DILocation(line: 56, column: 15, scope: !182)
!182 = distinct !DILexicalBlock(scope: !110, file: !2, line: 56, column: 13)
!183 = !DILocation(line: 56, column: 19, scope: !182)
!184 = !DILocation(line: 56, column: 24, scope: !182)
!185 = !DILocalVariable(name: "tmp", scope: !186, file: !2, line: 21, type: !196)
!186 = distinct !DISubprogram(name: "u128_dec", scope: !2, file: !2, line: 20, type: !187, scopeLine: 20, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !51, retainedNodes: !190)
!187 = !DISubroutineType(types: !188)
!188 = !{!189, !60, !189}
!189 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!190 = !{!191, !192, !185, !193, !194}
!191 = !DILocalVariable(name: "v", arg: 1, scope: !186, file: !2, line: 20, type: !60)
!192 = !DILocalVariable(name: "buf", arg: 2, scope: !186, file: !2, line: 20, type: !189)
!193 = !DILocalVariable(name: "n", scope: !186, file: !2, line: 21, type: !53)
!194 = !DILocalVariable(name: "i", scope: !195, file: !2, line: 23, type: !53)
!195 = distinct !DILexicalBlock(scope: !186, file: !2, line: 23, column: 5)
!196 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 384, elements: !197)
!197 = !{!198}
!198 = !DISubrange(count: 48)
!199 = !DILocation(line: 0, scope: !186, inlinedAt: !200)
!200 = distinct !DILocation(line: 56, column: 59, scope: !182)
!201 = !DILocation(line: 21, column: 5, scope: !186, inlinedAt: !200)
!202 = !DILocation(line: 22, column: 5, scope: !186, inlinedAt: !200)
!203 = !DILocation(line: 22, column: 52, scope: !204, inlinedAt: !200)
!204 = distinct !DILexicalBlock(scope: !186, file: !2, line: 22, column: 8)
!205 = !DILocation(line: 22, column: 42, scope: !204, inlinedAt: !200)
!206 = !DILocation(line: 22, column: 34, scope: !204, inlinedAt: !200)
!207 = !DILocation(line: 22, column: 32, scope: !204, inlinedAt: !200)
!208 = !DILocation(line: 22, column: 15, scope: !204, inlinedAt: !200)
!209 = !DILocation(line: 22, column: 10, scope: !204, inlinedAt: !200)
!210 = !DILocation(line: 22, column: 19, scope: !204, inlinedAt: !200)
!211 = !{!161, !161, i64 0}
!212 = !DILocation(line: 22, column: 59, scope: !204, inlinedAt: !200)
!213 = distinct !{!213, !202, !214, !156}
!214 = !DILocation(line: 22, column: 69, scope: !186, inlinedAt: !200)
!215 = !DILocation(line: 0, scope: !195, inlinedAt: !200)
!216 = !DILocation(line: 23, column: 5, scope: !195, inlinedAt: !200)
!217 = !DILocation(line: 23, column: 23, scope: !218, inlinedAt: !200)
!218 = distinct !DILexicalBlock(scope: !195, file: !2, line: 23, column: 5)
!219 = !DILocation(line: 23, column: 29, scope: !218, inlinedAt: !200)
!220 = !DILocation(line: 23, column: 52, scope: !218, inlinedAt: !200)
!221 = !DILocation(line: 23, column: 42, scope: !218, inlinedAt: !200)
!222 = !DILocation(line: 23, column: 33, scope: !218, inlinedAt: !200)
!223 = !DILocation(line: 23, column: 40, scope: !218, inlinedAt: !200)
!224 = distinct !{!224, !216, !225, !156, !226, !227}
!225 = !DILocation(line: 23, column: 55, scope: !195, inlinedAt: !200)
!226 = !{!"llvm.loop.isvectorized", i32 1}
!227 = !{!"llvm.loop.unroll.runtime.disable"}
!228 = distinct !{!228, !216, !225, !156, !226, !227}
!229 = distinct !{!229, !216, !225, !156, !227, !226}
!230 = !DILocation(line: 24, column: 5, scope: !186, inlinedAt: !200)
!231 = !DILocation(line: 24, column: 12, scope: !186, inlinedAt: !200)
!232 = !DILocation(line: 26, column: 1, scope: !186, inlinedAt: !200)
!233 = !DILocation(line: 56, column: 35, scope: !182)
!234 = !DILocation(line: 0, scope: !186, inlinedAt: !235)
!235 = distinct !DILocation(line: 57, column: 20, scope: !236)
!236 = distinct !DILexicalBlock(scope: !110, file: !2, line: 57, column: 13)
!237 = !DILocation(line: 21, column: 5, scope: !186, inlinedAt: !235)
!238 = !DILocation(line: 22, column: 5, scope: !186, inlinedAt: !235)
!239 = !DILocation(line: 22, column: 52, scope: !204, inlinedAt: !235)
!240 = !DILocation(line: 22, column: 42, scope: !204, inlinedAt: !235)
!241 = !DILocation(line: 22, column: 34, scope: !204, inlinedAt: !235)
!242 = !DILocation(line: 22, column: 32, scope: !204, inlinedAt: !235)
!243 = !DILocation(line: 22, column: 15, scope: !204, inlinedAt: !235)
!244 = !DILocation(line: 22, column: 10, scope: !204, inlinedAt: !235)
!245 = !DILocation(line: 22, column: 19, scope: !204, inlinedAt: !235)
!246 = !DILocation(line: 22, column: 59, scope: !204, inlinedAt: !235)
!247 = distinct !{!247, !238, !248, !156}
!248 = !DILocation(line: 22, column: 69, scope: !186, inlinedAt: !235)
!249 = !DILocation(line: 0, scope: !195, inlinedAt: !235)
!250 = !DILocation(line: 23, column: 5, scope: !195, inlinedAt: !235)
!251 = !DILocation(line: 23, column: 23, scope: !218, inlinedAt: !235)
!252 = !DILocation(line: 23, column: 29, scope: !218, inlinedAt: !235)
!253 = !DILocation(line: 23, column: 52, scope: !218, inlinedAt: !235)
!254 = !DILocation(line: 23, column: 42, scope: !218, inlinedAt: !235)
!255 = !DILocation(line: 23, column: 33, scope: !218, inlinedAt: !235)
!256 = !DILocation(line: 23, column: 40, scope: !218, inlinedAt: !235)
!257 = distinct !{!257, !250, !258, !156, !226, !227}
!258 = !DILocation(line: 23, column: 55, scope: !195, inlinedAt: !235)
!259 = distinct !{!259, !250, !258, !156, !226, !227}
!260 = distinct !{!260, !250, !258, !156, !227, !226}
!261 = !DILocation(line: 24, column: 5, scope: !186, inlinedAt: !235)
!262 = !DILocation(line: 24, column: 12, scope: !186, inlinedAt: !235)
!263 = !DILocation(line: 26, column: 1, scope: !186, inlinedAt: !235)
!264 = !DILocalVariable(name: "parts", scope: !265, file: !2, line: 29, type: !274)
!265 = distinct !DISubprogram(name: "u128_dec19", scope: !2, file: !2, line: 27, type: !187, scopeLine: 27, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !51, retainedNodes: !266)
!266 = !{!267, !268, !269, !264, !270, !271, !272}
!267 = !DILocalVariable(name: "v", arg: 1, scope: !265, file: !2, line: 27, type: !60)
!268 = !DILocalVariable(name: "buf", arg: 2, scope: !265, file: !2, line: 27, type: !189)
!269 = !DILocalVariable(name: "P", scope: !265, file: !2, line: 28, type: !117)
!270 = !DILocalVariable(name: "n", scope: !265, file: !2, line: 29, type: !53)
!271 = !DILocalVariable(name: "k", scope: !265, file: !2, line: 31, type: !53)
!272 = !DILocalVariable(name: "i", scope: !273, file: !2, line: 32, type: !53)
!273 = distinct !DILexicalBlock(scope: !265, file: !2, line: 32, column: 5)
!274 = !DICompositeType(tag: DW_TAG_array_type, baseType: !64, size: 192, elements: !275)
!275 = !{!276}
!276 = !DISubrange(count: 3)
!277 = !DILocation(line: 0, scope: !265, inlinedAt: !278)
!278 = distinct !DILocation(line: 57, column: 37, scope: !236)
!279 = !DILocation(line: 29, column: 5, scope: !265, inlinedAt: !278)
!280 = !DILocation(line: 30, column: 5, scope: !265, inlinedAt: !278)
!281 = !DILocation(line: 30, column: 44, scope: !282, inlinedAt: !278)
!282 = distinct !DILexicalBlock(scope: !265, file: !2, line: 30, column: 8)
!283 = !DILocation(line: 30, column: 36, scope: !282, inlinedAt: !278)
!284 = !DILocation(line: 30, column: 23, scope: !282, inlinedAt: !278)
!285 = !DILocation(line: 30, column: 17, scope: !282, inlinedAt: !278)
!286 = !DILocation(line: 30, column: 10, scope: !282, inlinedAt: !278)
!287 = !DILocation(line: 30, column: 21, scope: !282, inlinedAt: !278)
!288 = !DILocation(line: 30, column: 50, scope: !282, inlinedAt: !278)
!289 = distinct !{!289, !280, !290, !156}
!290 = !DILocation(line: 30, column: 60, scope: !265, inlinedAt: !278)
!291 = !DILocation(line: 31, column: 13, scope: !265, inlinedAt: !278)
!292 = !DILocation(line: 0, scope: !273, inlinedAt: !278)
!293 = !DILocation(line: 32, column: 27, scope: !294, inlinedAt: !278)
!294 = distinct !DILexicalBlock(scope: !273, file: !2, line: 32, column: 5)
!295 = !DILocation(line: 32, column: 5, scope: !273, inlinedAt: !278)
!296 = !DILocation(line: 32, scope: !273, inlinedAt: !278)
!297 = !DILocation(line: 32, column: 55, scope: !294, inlinedAt: !278)
!298 = !DILocation(line: 32, column: 91, scope: !294, inlinedAt: !278)
!299 = !DILocation(line: 32, column: 43, scope: !294, inlinedAt: !278)
!300 = !DILocation(line: 32, column: 40, scope: !294, inlinedAt: !278)
!301 = distinct !{!301, !295, !302, !156}
!302 = !DILocation(line: 32, column: 99, scope: !273, inlinedAt: !278)
!303 = !DILocation(line: 34, column: 1, scope: !265, inlinedAt: !278)
!304 = !DILocation(line: 57, column: 13, scope: !236)
!305 = !DILocation(line: 57, column: 56, scope: !236)
!306 = !DILocation(line: 57, column: 13, scope: !110)
!307 = !DILocation(line: 57, column: 67, scope: !308)
!308 = distinct !DILexicalBlock(scope: !236, file: !2, line: 57, column: 62)
!309 = !DILocation(line: 57, column: 71, scope: !308)
!310 = !DILocation(line: 57, column: 111, scope: !308)
!311 = distinct !{!311, !157, !312, !156}
!312 = !DILocation(line: 58, column: 5, scope: !107)
!313 = !DILocation(line: 43, column: 46, scope: !82)
!314 = !DILocalVariable(name: "buf", arg: 2, scope: !315, file: !2, line: 35, type: !189)
!315 = distinct !DISubprogram(name: "i128_dec", scope: !2, file: !2, line: 35, type: !316, scopeLine: 35, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !51, retainedNodes: !318)
!316 = !DISubroutineType(types: !317)
!317 = !{!189, !62, !189}
!318 = !{!319, !314}
!319 = !DILocalVariable(name: "v", arg: 1, scope: !315, file: !2, line: 35, type: !62)
!320 = !DILocation(line: 0, scope: !315, inlinedAt: !321)
!321 = distinct !DILocation(line: 61, column: 42, scope: !82)
!322 = !DILocation(line: 36, column: 25, scope: !323, inlinedAt: !321)
!323 = distinct !DILexicalBlock(scope: !324, file: !2, line: 36, column: 16)
!324 = distinct !DILexicalBlock(scope: !315, file: !2, line: 36, column: 9)
!325 = distinct !DIAssignID()
!326 = !DILocation(line: 0, scope: !186, inlinedAt: !327)
!327 = distinct !DILocation(line: 36, column: 32, scope: !323, inlinedAt: !321)
!328 = !DILocation(line: 21, column: 5, scope: !186, inlinedAt: !327)
!329 = !DILocation(line: 22, column: 5, scope: !186, inlinedAt: !327)
!330 = !DILocation(line: 22, column: 52, scope: !204, inlinedAt: !327)
!331 = !DILocation(line: 22, column: 42, scope: !204, inlinedAt: !327)
!332 = !DILocation(line: 22, column: 34, scope: !204, inlinedAt: !327)
!333 = !DILocation(line: 22, column: 32, scope: !204, inlinedAt: !327)
!334 = !DILocation(line: 22, column: 10, scope: !204, inlinedAt: !327)
!335 = !DILocation(line: 22, column: 19, scope: !204, inlinedAt: !327)
!336 = !DILocation(line: 22, column: 59, scope: !204, inlinedAt: !327)
!337 = distinct !{!337, !329, !338, !156}
!338 = !DILocation(line: 22, column: 69, scope: !186, inlinedAt: !327)
!339 = !DILocation(line: 22, column: 15, scope: !204, inlinedAt: !327)
!340 = !DILocation(line: 0, scope: !195, inlinedAt: !327)
!341 = !DILocation(line: 36, column: 55, scope: !323, inlinedAt: !321)
!342 = !DILocation(line: 23, column: 42, scope: !218, inlinedAt: !327)
!343 = !DILocation(line: 23, column: 40, scope: !218, inlinedAt: !327)
!344 = !DILocation(line: 23, column: 33, scope: !218, inlinedAt: !327)
!345 = !DILocation(line: 24, column: 5, scope: !186, inlinedAt: !327)
!346 = !DILocation(line: 24, column: 12, scope: !186, inlinedAt: !327)
!347 = !DILocation(line: 26, column: 1, scope: !186, inlinedAt: !327)
!348 = !DILocation(line: 0, scope: !315, inlinedAt: !349)
!349 = distinct !DILocation(line: 61, column: 60, scope: !82)
!350 = !DILocation(line: 0, scope: !186, inlinedAt: !351)
!351 = distinct !DILocation(line: 36, column: 68, scope: !324, inlinedAt: !349)
!352 = !DILocation(line: 21, column: 5, scope: !186, inlinedAt: !351)
!353 = !DILocation(line: 22, column: 5, scope: !186, inlinedAt: !351)
!354 = !DILocation(line: 22, column: 52, scope: !204, inlinedAt: !351)
!355 = !DILocation(line: 22, column: 42, scope: !204, inlinedAt: !351)
!356 = !DILocation(line: 22, column: 34, scope: !204, inlinedAt: !351)
!357 = !DILocation(line: 22, column: 32, scope: !204, inlinedAt: !351)
!358 = !DILocation(line: 22, column: 10, scope: !204, inlinedAt: !351)
!359 = !DILocation(line: 22, column: 19, scope: !204, inlinedAt: !351)
!360 = !DILocation(line: 22, column: 59, scope: !204, inlinedAt: !351)
!361 = distinct !{!361, !353, !362, !156}
!362 = !DILocation(line: 22, column: 69, scope: !186, inlinedAt: !351)
!363 = !DILocation(line: 22, column: 15, scope: !204, inlinedAt: !351)
!364 = !DILocation(line: 23, column: 42, scope: !218, inlinedAt: !351)
!365 = !DILocation(line: 23, column: 40, scope: !218, inlinedAt: !351)
!366 = !DILocation(line: 23, column: 33, scope: !218, inlinedAt: !351)
!367 = !DILocation(line: 0, scope: !195, inlinedAt: !351)
!368 = !DILocation(line: 24, column: 5, scope: !186, inlinedAt: !351)
!369 = !DILocation(line: 24, column: 12, scope: !186, inlinedAt: !351)
!370 = !DILocation(line: 26, column: 1, scope: !186, inlinedAt: !351)
!371 = !DILocation(line: 61, column: 5, scope: !82)
!372 = !DILocation(line: 0, scope: !186, inlinedAt: !373)
!373 = distinct !DILocation(line: 62, column: 29, scope: !82)
!374 = !DILocation(line: 21, column: 5, scope: !186, inlinedAt: !373)
!375 = !DILocation(line: 22, column: 5, scope: !186, inlinedAt: !373)
!376 = !DILocation(line: 22, column: 52, scope: !204, inlinedAt: !373)
!377 = !DILocation(line: 22, column: 42, scope: !204, inlinedAt: !373)
!378 = !DILocation(line: 22, column: 34, scope: !204, inlinedAt: !373)
!379 = !DILocation(line: 22, column: 32, scope: !204, inlinedAt: !373)
!380 = !DILocation(line: 22, column: 10, scope: !204, inlinedAt: !373)
!381 = !DILocation(line: 22, column: 19, scope: !204, inlinedAt: !373)
!382 = !DILocation(line: 22, column: 59, scope: !204, inlinedAt: !373)
!383 = distinct !{!383, !375, !384, !156}
!384 = !DILocation(line: 22, column: 69, scope: !186, inlinedAt: !373)
!385 = !DILocation(line: 22, column: 15, scope: !204, inlinedAt: !373)
!386 = !DILocation(line: 23, column: 42, scope: !218, inlinedAt: !373)
!387 = !DILocation(line: 23, column: 40, scope: !218, inlinedAt: !373)
!388 = !DILocation(line: 23, column: 33, scope: !218, inlinedAt: !373)
!389 = !DILocation(line: 0, scope: !195, inlinedAt: !373)
!390 = !DILocation(line: 24, column: 5, scope: !186, inlinedAt: !373)
!391 = !DILocation(line: 24, column: 12, scope: !186, inlinedAt: !373)
!392 = !DILocation(line: 26, column: 1, scope: !186, inlinedAt: !373)
!393 = !DILocation(line: 62, column: 5, scope: !82)
!394 = !DILocation(line: 66, column: 5, scope: !82)
!395 = !DILocation(line: 69, column: 5, scope: !82)
!396 = !DILocation(line: 69, column: 23, scope: !82)
!397 = distinct !DIAssignID()
!398 = distinct !DIAssignID()
!399 = distinct !DIAssignID()
!400 = distinct !DIAssignID()
!401 = distinct !DIAssignID()
!402 = distinct !DIAssignID()
!403 = distinct !DIAssignID()
!404 = distinct !DIAssignID()
!405 = distinct !DIAssignID()
!406 = distinct !DIAssignID()
!407 = !DILocation(line: 0, scope: !121)
!408 = !DILocation(line: 70, column: 117, scope: !409)
!409 = distinct !DILexicalBlock(scope: !121, file: !2, line: 70, column: 5)
!410 = !DILocation(line: 71, column: 67, scope: !409)
!411 = !DILocation(line: 71, column: 60, scope: !409)
!412 = !DILocation(line: 71, column: 119, scope: !409)
!413 = !DILocation(line: 71, column: 112, scope: !409)
!414 = !DILocation(line: 70, column: 33, scope: !409)
!415 = !DILocation(line: 73, column: 5, scope: !123)
!416 = !DILocation(line: 78, column: 5, scope: !82)
!417 = !DILocation(line: 79, column: 12, scope: !82)
!418 = !DILocation(line: 80, column: 1, scope: !82)
!419 = !DILocation(line: 0, scope: !123)
!420 = !DILocation(line: 74, column: 27, scope: !125)
!421 = !DILocation(line: 74, column: 21, scope: !125)
!422 = !DILocation(line: 74, column: 33, scope: !125)
!423 = !DILocation(line: 74, column: 49, scope: !125)
!424 = !DILocation(line: 0, scope: !125)
!425 = !DILocation(line: 75, column: 76, scope: !125)
!426 = !DILocation(line: 76, column: 18, scope: !427)
!427 = distinct !DILexicalBlock(scope: !125, file: !2, line: 76, column: 13)
!428 = !DILocation(line: 76, column: 15, scope: !427)
!429 = !DILocation(line: 76, column: 24, scope: !427)
!430 = !DILocation(line: 76, column: 41, scope: !431)
!431 = distinct !DILexicalBlock(scope: !427, file: !2, line: 76, column: 36)
!432 = !DILocation(line: 76, column: 45, scope: !431)
!433 = !DILocation(line: 76, column: 69, scope: !431)
!434 = !DILocation(line: 73, column: 29, scope: !126)
!435 = !DILocation(line: 73, column: 23, scope: !126)
!436 = distinct !{!436, !415, !437, !156}
!437 = !DILocation(line: 77, column: 5, scope: !123)
!438 = !DISubprogram(name: "printf", scope: !439, file: !439, line: 356, type: !440, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!439 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!440 = !DISubroutineType(types: !441)
!441 = !{!53, !442, null}
!442 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !443)
!443 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !444, size: 64)
!444 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!445 = distinct !DISubprogram(name: "mulhi_u", scope: !2, file: !2, line: 11, type: !446, scopeLine: 11, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !51, retainedNodes: !448)
!446 = !DISubroutineType(types: !447)
!447 = !{!64, !64, !64}
!448 = !{!449, !450}
!449 = !DILocalVariable(name: "a", arg: 1, scope: !445, file: !2, line: 11, type: !64)
!450 = !DILocalVariable(name: "b", arg: 2, scope: !445, file: !2, line: 11, type: !64)
!451 = !DILocation(line: 0, scope: !445)
!452 = !DILocation(line: 11, column: 96, scope: !445)
!453 = !DILocation(line: 11, column: 106, scope: !445)
!454 = !DILocation(line: 11, column: 104, scope: !445)
!455 = !DILocation(line: 11, column: 109, scope: !445)
!456 = !DILocation(line: 11, column: 84, scope: !445)
!457 = !DILocation(line: 11, column: 77, scope: !445)
!458 = distinct !DISubprogram(name: "mulhi_s", scope: !2, file: !2, line: 12, type: !459, scopeLine: 12, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !51, retainedNodes: !461)
!459 = !DISubroutineType(types: !460)
!460 = !{!55, !55, !55}
!461 = !{!462, !463}
!462 = !DILocalVariable(name: "a", arg: 1, scope: !458, file: !2, line: 12, type: !55)
!463 = !DILocalVariable(name: "b", arg: 2, scope: !458, file: !2, line: 12, type: !55)
!464 = !DILocation(line: 0, scope: !458)
!465 = !DILocation(line: 12, column: 92, scope: !458)
!466 = !DILocation(line: 12, column: 102, scope: !458)
!467 = !DILocation(line: 12, column: 100, scope: !458)
!468 = !DILocation(line: 12, column: 105, scope: !458)
!469 = !DILocation(line: 12, column: 81, scope: !458)
!470 = !DILocation(line: 12, column: 74, scope: !458)
!471 = !DISubprogram(name: "strcmp", scope: !472, file: !472, line: 156, type: !473, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!472 = !DIFile(filename: "/usr/include/string.h", directory: "", checksumkind: CSK_MD5, checksum: "0ee11a08692643b86154f96759d0f7fa")
!473 = !DISubroutineType(types: !474)
!474 = !{!53, !443, !443}
!475 = distinct !DISubprogram(name: "powmod", scope: !2, file: !2, line: 14, type: !476, scopeLine: 14, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !51, retainedNodes: !478)
!476 = !DISubroutineType(cc: DW_CC_nocall, types: !477)
!477 = !{!64, !64, !64, !64}
!478 = !{!479, !480, !481, !482}
!479 = !DILocalVariable(name: "b", arg: 1, scope: !475, file: !2, line: 14, type: !64)
!480 = !DILocalVariable(name: "e", arg: 2, scope: !475, file: !2, line: 14, type: !64)
!481 = !DILocalVariable(name: "m", arg: 3, scope: !475, file: !2, line: 14, type: !64)
!482 = !DILocalVariable(name: "r", scope: !475, file: !2, line: 15, type: !64)
!483 = !DILocation(line: 0, scope: !475)
!484 = !DILocation(line: 17, column: 5, scope: !475)
!485 = !DILocation(line: 16, column: 7, scope: !475)
!486 = !DILocation(line: 17, column: 23, scope: !487)
!487 = distinct !DILexicalBlock(scope: !488, file: !2, line: 17, column: 21)
!488 = distinct !DILexicalBlock(scope: !475, file: !2, line: 17, column: 15)
!489 = !DILocation(line: 17, column: 21, scope: !488)
!490 = !DILocation(line: 17, column: 32, scope: !487)
!491 = !DILocation(line: 17, column: 28, scope: !487)
!492 = !DILocation(line: 17, column: 53, scope: !488)
!493 = !DILocation(line: 17, column: 72, scope: !488)
!494 = distinct !{!494, !484, !495, !156}
!495 = !DILocation(line: 17, column: 79, scope: !475)
!496 = !DILocation(line: 18, column: 5, scope: !475)
!497 = !DISubprogram(name: "sprintf", scope: !439, file: !439, line: 358, type: !498, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!498 = !DISubroutineType(types: !499)
!499 = !{!53, !500, !442, null}
!500 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !189)
!501 = distinct !DISubprogram(name: "mulmod", scope: !2, file: !2, line: 13, type: !476, scopeLine: 13, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !51, retainedNodes: !502)
!502 = !{!503, !504, !505}
!503 = !DILocalVariable(name: "a", arg: 1, scope: !501, file: !2, line: 13, type: !64)
!504 = !DILocalVariable(name: "b", arg: 2, scope: !501, file: !2, line: 13, type: !64)
!505 = !DILocalVariable(name: "m", arg: 3, scope: !501, file: !2, line: 13, type: !64)
!506 = !DILocation(line: 0, scope: !501)
!507 = !DILocation(line: 13, column: 106, scope: !501)
!508 = !DILocation(line: 13, column: 116, scope: !501)
!509 = !DILocation(line: 13, column: 114, scope: !501)
!510 = !DILocation(line: 13, column: 118, scope: !501)
!511 = !DILocation(line: 13, column: 95, scope: !501)
!512 = !DILocation(line: 13, column: 88, scope: !501)
