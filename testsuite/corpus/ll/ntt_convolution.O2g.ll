; ModuleID = 'programs/ntt_convolution.c'
source_filename = "programs/ntt_convolution.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@main.a = internal unnamed_addr global [1024 x i32] zeroinitializer, align 16, !dbg !0
@main.b = internal unnamed_addr global [1024 x i32] zeroinitializer, align 16, !dbg !23
@main.c = internal global [1024 x i32] zeroinitializer, align 16, !dbg !28
@main.ref = internal unnamed_addr global [1024 x i64] zeroinitializer, align 16, !dbg !30
@main.bb = internal global [1024 x i32] zeroinitializer, align 16, !dbg !33
@.str = private unnamed_addr constant [45 x i8] c"poly product: bad=%d hash=%016llx c[350]=%u\0A\00", align 1, !dbg !35
@main.d1 = internal global [1024 x i32] zeroinitializer, align 16, !dbg !41
@main.d2 = internal global [1024 x i32] zeroinitializer, align 16, !dbg !43
@main.prod = internal unnamed_addr global [1024 x i64] zeroinitializer, align 16, !dbg !45
@.str.1 = private unnamed_addr constant [27 x i8] c"product digits=%d leading:\00", align 1, !dbg !47
@.str.2 = private unnamed_addr constant [5 x i8] c"%llu\00", align 1, !dbg !52
@.str.3 = private unnamed_addr constant [17 x i8] c" digit sum=%llu\0A\00", align 1, !dbg !57

; Function Attrs: nofree nounwind uwtable
define dso_local range(i32 0, 128) i32 @main() local_unnamed_addr #0 !dbg !2 {
    #dbg_value(i32 11, !63, !DIExpression(), !105)
    #dbg_value(i32 300, !64, !DIExpression(), !105)
    #dbg_value(i32 400, !65, !DIExpression(), !105)
    #dbg_value(i32 0, !66, !DIExpression(), !106)
  br label %1, !dbg !107

1:                                                ; preds = %1, %0
  %2 = phi i64 [ 0, %0 ], [ %15, %1 ]
  %3 = phi i32 [ 11, %0 ], [ %11, %1 ]
    #dbg_value(i64 %2, !66, !DIExpression(), !106)
    #dbg_value(i32 %3, !63, !DIExpression(), !105)
  %4 = mul i32 %3, 1103515245, !dbg !108
  %5 = add i32 %4, 12345, !dbg !111
    #dbg_value(i32 %5, !63, !DIExpression(), !105)
  %6 = lshr i32 %5, 8, !dbg !112
  %7 = urem i32 %6, 1000, !dbg !113
  %8 = getelementptr inbounds [1024 x i32], ptr @main.a, i64 0, i64 %2, !dbg !114
  store i32 %7, ptr %8, align 8, !dbg !115, !tbaa !116
  %9 = or disjoint i64 %2, 1, !dbg !120
    #dbg_value(i64 %9, !66, !DIExpression(), !106)
  %10 = mul i32 %5, 1103515245, !dbg !108
  %11 = add i32 %10, 12345, !dbg !111
    #dbg_value(i32 %11, !63, !DIExpression(), !105)
  %12 = lshr i32 %11, 8, !dbg !112
  %13 = urem i32 %12, 1000, !dbg !113
  %14 = getelementptr inbounds [1024 x i32], ptr @main.a, i64 0, i64 %9, !dbg !114
  store i32 %13, ptr %14, align 4, !dbg !115, !tbaa !116
  %15 = add nuw nsw i64 %2, 2, !dbg !120
    #dbg_value(i64 %15, !66, !DIExpression(), !106)
  %16 = icmp eq i64 %15, 300, !dbg !121
  br i1 %16, label %17, label %1, !dbg !107, !llvm.loop !122

17:                                               ; preds = %1, %17
  %18 = phi i64 [ %31, %17 ], [ 0, %1 ]
  %19 = phi i32 [ %27, %17 ], [ %11, %1 ]
    #dbg_value(i64 %18, !68, !DIExpression(), !125)
    #dbg_value(i32 %19, !63, !DIExpression(), !105)
  %20 = mul i32 %19, 1103515245, !dbg !126
  %21 = add i32 %20, 12345, !dbg !129
    #dbg_value(i32 %21, !63, !DIExpression(), !105)
  %22 = lshr i32 %21, 8, !dbg !130
  %23 = urem i32 %22, 1000, !dbg !131
  %24 = getelementptr inbounds [1024 x i32], ptr @main.b, i64 0, i64 %18, !dbg !132
  store i32 %23, ptr %24, align 8, !dbg !133, !tbaa !116
  %25 = or disjoint i64 %18, 1, !dbg !134
    #dbg_value(i64 %25, !68, !DIExpression(), !125)
  %26 = mul i32 %21, 1103515245, !dbg !126
  %27 = add i32 %26, 12345, !dbg !129
    #dbg_value(i32 %27, !63, !DIExpression(), !105)
  %28 = lshr i32 %27, 8, !dbg !130
  %29 = urem i32 %28, 1000, !dbg !131
  %30 = getelementptr inbounds [1024 x i32], ptr @main.b, i64 0, i64 %25, !dbg !132
  store i32 %29, ptr %30, align 4, !dbg !133, !tbaa !116
  %31 = add nuw nsw i64 %18, 2, !dbg !134
    #dbg_value(i64 %31, !68, !DIExpression(), !125)
  %32 = icmp eq i64 %31, 400, !dbg !135
  br i1 %32, label %33, label %17, !dbg !136, !llvm.loop !137

33:                                               ; preds = %17, %60
  %34 = phi i64 [ %61, %60 ], [ 0, %17 ]
    #dbg_value(i64 %34, !70, !DIExpression(), !139)
    #dbg_value(i32 0, !72, !DIExpression(), !140)
  %35 = getelementptr inbounds [1024 x i32], ptr @main.a, i64 0, i64 %34
  %36 = load i32, ptr %35, align 4, !tbaa !116
  %37 = zext i32 %36 to i64
  %38 = insertelement <2 x i64> poison, i64 %37, i64 0, !dbg !141
  %39 = shufflevector <2 x i64> %38, <2 x i64> poison, <2 x i32> zeroinitializer, !dbg !141
  br label %40, !dbg !141

40:                                               ; preds = %40, %33
  %41 = phi i64 [ 0, %33 ], [ %57, %40 ], !dbg !142
  %42 = getelementptr inbounds [1024 x i32], ptr @main.b, i64 0, i64 %41, !dbg !144
  %43 = getelementptr inbounds i8, ptr %42, i64 8, !dbg !144
  %44 = load <2 x i32>, ptr %42, align 16, !dbg !144, !tbaa !116
  %45 = load <2 x i32>, ptr %43, align 8, !dbg !144, !tbaa !116
  %46 = zext <2 x i32> %44 to <2 x i64>, !dbg !144
  %47 = zext <2 x i32> %45 to <2 x i64>, !dbg !144
  %48 = mul nuw <2 x i64> %39, %46, !dbg !145
  %49 = mul nuw <2 x i64> %39, %47, !dbg !145
  %50 = add nuw nsw i64 %41, %34, !dbg !146
  %51 = getelementptr inbounds [1024 x i64], ptr @main.ref, i64 0, i64 %50, !dbg !147
  %52 = getelementptr inbounds i8, ptr %51, i64 16, !dbg !148
  %53 = load <2 x i64>, ptr %51, align 8, !dbg !148, !tbaa !149
  %54 = load <2 x i64>, ptr %52, align 8, !dbg !148, !tbaa !149
  %55 = add <2 x i64> %48, %53, !dbg !148
  %56 = add <2 x i64> %49, %54, !dbg !148
  store <2 x i64> %55, ptr %51, align 8, !dbg !148, !tbaa !149
  store <2 x i64> %56, ptr %52, align 8, !dbg !148, !tbaa !149
  %57 = add nuw i64 %41, 4, !dbg !142
  %58 = icmp eq i64 %57, 400, !dbg !142
  br i1 %58, label %60, label %40, !dbg !142, !llvm.loop !151

59:                                               ; preds = %60
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(4096) @main.c, ptr noundef nonnull align 16 dereferenceable(4096) @main.a, i64 4096, i1 false), !dbg !155
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(4096) @main.bb, ptr noundef nonnull align 16 dereferenceable(4096) @main.b, i64 4096, i1 false), !dbg !156
  tail call fastcc void @ntt(ptr noundef nonnull @main.c, i32 noundef 0), !dbg !157
  tail call fastcc void @ntt(ptr noundef nonnull @main.bb, i32 noundef 0), !dbg !158
    #dbg_value(i32 0, !75, !DIExpression(), !159)
  br label %64, !dbg !160

60:                                               ; preds = %40
  %61 = add nuw nsw i64 %34, 1, !dbg !161
    #dbg_value(i64 %61, !70, !DIExpression(), !139)
  %62 = icmp eq i64 %61, 300, !dbg !162
  br i1 %62, label %59, label %33, !dbg !163, !llvm.loop !164

63:                                               ; preds = %64
  tail call fastcc void @ntt(ptr noundef nonnull @main.c, i32 noundef 1), !dbg !166
    #dbg_value(i32 0, !77, !DIExpression(), !105)
    #dbg_value(i64 0, !78, !DIExpression(), !105)
    #dbg_value(i32 0, !79, !DIExpression(), !167)
  br label %104, !dbg !168

64:                                               ; preds = %64, %59
  %65 = phi i64 [ 0, %59 ], [ %85, %64 ]
    #dbg_value(i64 %65, !75, !DIExpression(), !159)
  %66 = getelementptr inbounds [1024 x i32], ptr @main.c, i64 0, i64 %65, !dbg !169
  %67 = load i32, ptr %66, align 8, !dbg !169, !tbaa !116
  %68 = zext i32 %67 to i64, !dbg !171
  %69 = getelementptr inbounds [1024 x i32], ptr @main.bb, i64 0, i64 %65, !dbg !172
  %70 = load i32, ptr %69, align 8, !dbg !172, !tbaa !116
  %71 = zext i32 %70 to i64, !dbg !172
  %72 = mul nuw i64 %71, %68, !dbg !173
  %73 = urem i64 %72, 998244353, !dbg !174
  %74 = trunc nuw nsw i64 %73 to i32, !dbg !175
  store i32 %74, ptr %66, align 8, !dbg !176, !tbaa !116
  %75 = or disjoint i64 %65, 1, !dbg !177
    #dbg_value(i64 %75, !75, !DIExpression(), !159)
  %76 = getelementptr inbounds [1024 x i32], ptr @main.c, i64 0, i64 %75, !dbg !169
  %77 = load i32, ptr %76, align 4, !dbg !169, !tbaa !116
  %78 = zext i32 %77 to i64, !dbg !171
  %79 = getelementptr inbounds [1024 x i32], ptr @main.bb, i64 0, i64 %75, !dbg !172
  %80 = load i32, ptr %79, align 4, !dbg !172, !tbaa !116
  %81 = zext i32 %80 to i64, !dbg !172
  %82 = mul nuw i64 %81, %78, !dbg !173
  %83 = urem i64 %82, 998244353, !dbg !174
  %84 = trunc nuw nsw i64 %83 to i32, !dbg !175
  store i32 %84, ptr %76, align 4, !dbg !176, !tbaa !116
  %85 = add nuw nsw i64 %65, 2, !dbg !177
    #dbg_value(i64 %85, !75, !DIExpression(), !159)
  %86 = icmp eq i64 %85, 1024, !dbg !178
  br i1 %86, label %63, label %64, !dbg !160, !llvm.loop !179

87:                                               ; preds = %104
  %88 = load i32, ptr getelementptr inbounds (i8, ptr @main.c, i64 1400), align 8, !dbg !181, !tbaa !116
  %89 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %116, i64 noundef %118, i32 noundef %88), !dbg !182
    #dbg_value(i32 0, !81, !DIExpression(), !183)
  br label %90, !dbg !184

90:                                               ; preds = %90, %87
  %91 = phi i64 [ 0, %87 ], [ %101, %90 ], !dbg !185
  %92 = phi <4 x i16> [ <i16 0, i16 1, i16 2, i16 3>, %87 ], [ %102, %90 ], !dbg !187
  %93 = mul nuw nsw <4 x i16> %92, <i16 7, i16 7, i16 7, i16 7>, !dbg !187
  %94 = urem <4 x i16> %93, <i16 10, i16 10, i16 10, i16 10>, !dbg !187
  %95 = zext nneg <4 x i16> %94 to <4 x i32>, !dbg !187
  %96 = getelementptr inbounds [1024 x i32], ptr @main.d1, i64 0, i64 %91, !dbg !189
  store <4 x i32> %95, ptr %96, align 16, !dbg !190, !tbaa !116
  %97 = mul nuw nsw <4 x i16> %92, <i16 3, i16 3, i16 3, i16 3>, !dbg !191
  %98 = urem <4 x i16> %97, <i16 10, i16 10, i16 10, i16 10>, !dbg !191
  %99 = zext nneg <4 x i16> %98 to <4 x i32>, !dbg !191
  %100 = getelementptr inbounds [1024 x i32], ptr @main.d2, i64 0, i64 %91, !dbg !192
  store <4 x i32> %99, ptr %100, align 16, !dbg !193, !tbaa !116
  %101 = add nuw i64 %91, 4, !dbg !185
  %102 = add <4 x i16> %92, <i16 4, i16 4, i16 4, i16 4>, !dbg !187
  %103 = icmp eq i64 %101, 500, !dbg !185
  br i1 %103, label %121, label %90, !dbg !185, !llvm.loop !194

104:                                              ; preds = %63, %104
  %105 = phi i64 [ 0, %63 ], [ %119, %104 ]
  %106 = phi i64 [ 0, %63 ], [ %118, %104 ]
  %107 = phi i32 [ 0, %63 ], [ %116, %104 ]
    #dbg_value(i64 %105, !79, !DIExpression(), !167)
    #dbg_value(i64 %106, !78, !DIExpression(), !105)
    #dbg_value(i32 %107, !77, !DIExpression(), !105)
  %108 = getelementptr inbounds [1024 x i32], ptr @main.c, i64 0, i64 %105, !dbg !196
  %109 = load i32, ptr %108, align 4, !dbg !196, !tbaa !116
  %110 = zext i32 %109 to i64, !dbg !196
  %111 = getelementptr inbounds [1024 x i64], ptr @main.ref, i64 0, i64 %105, !dbg !200
  %112 = load i64, ptr %111, align 8, !dbg !200, !tbaa !149
  %113 = urem i64 %112, 998244353, !dbg !201
  %114 = icmp ne i64 %113, %110, !dbg !202
  %115 = zext i1 %114 to i32, !dbg !203
  %116 = add nuw nsw i32 %107, %115, !dbg !203
    #dbg_value(i32 %116, !77, !DIExpression(), !105)
  %117 = mul i64 %106, 1000003, !dbg !204
  %118 = add i64 %117, %110, !dbg !205
    #dbg_value(i64 %118, !78, !DIExpression(), !105)
  %119 = add nuw nsw i64 %105, 1, !dbg !206
    #dbg_value(i64 %119, !79, !DIExpression(), !167)
  %120 = icmp eq i64 %119, 1024, !dbg !207
  br i1 %120, label %87, label %104, !dbg !168, !llvm.loop !208

121:                                              ; preds = %90
  store i32 9, ptr getelementptr inbounds (i8, ptr @main.d1, i64 1996), align 4, !dbg !210, !tbaa !116
  store i32 8, ptr getelementptr inbounds (i8, ptr @main.d2, i64 1996), align 4, !dbg !211, !tbaa !116
  tail call fastcc void @ntt(ptr noundef nonnull @main.d1, i32 noundef 0), !dbg !212
  tail call fastcc void @ntt(ptr noundef nonnull @main.d2, i32 noundef 0), !dbg !213
    #dbg_value(i32 0, !83, !DIExpression(), !214)
  br label %123, !dbg !215

122:                                              ; preds = %123
  tail call fastcc void @ntt(ptr noundef nonnull @main.d1, i32 noundef 1), !dbg !216
    #dbg_value(i64 0, !85, !DIExpression(), !105)
    #dbg_value(i32 0, !86, !DIExpression(), !105)
    #dbg_value(i32 0, !87, !DIExpression(), !217)
  br label %152, !dbg !218

123:                                              ; preds = %123, %121
  %124 = phi i64 [ 0, %121 ], [ %144, %123 ]
    #dbg_value(i64 %124, !83, !DIExpression(), !214)
  %125 = getelementptr inbounds [1024 x i32], ptr @main.d1, i64 0, i64 %124, !dbg !219
  %126 = load i32, ptr %125, align 8, !dbg !219, !tbaa !116
  %127 = zext i32 %126 to i64, !dbg !221
  %128 = getelementptr inbounds [1024 x i32], ptr @main.d2, i64 0, i64 %124, !dbg !222
  %129 = load i32, ptr %128, align 8, !dbg !222, !tbaa !116
  %130 = zext i32 %129 to i64, !dbg !222
  %131 = mul nuw i64 %130, %127, !dbg !223
  %132 = urem i64 %131, 998244353, !dbg !224
  %133 = trunc nuw nsw i64 %132 to i32, !dbg !225
  store i32 %133, ptr %125, align 8, !dbg !226, !tbaa !116
  %134 = or disjoint i64 %124, 1, !dbg !227
    #dbg_value(i64 %134, !83, !DIExpression(), !214)
  %135 = getelementptr inbounds [1024 x i32], ptr @main.d1, i64 0, i64 %134, !dbg !219
  %136 = load i32, ptr %135, align 4, !dbg !219, !tbaa !116
  %137 = zext i32 %136 to i64, !dbg !221
  %138 = getelementptr inbounds [1024 x i32], ptr @main.d2, i64 0, i64 %134, !dbg !222
  %139 = load i32, ptr %138, align 4, !dbg !222, !tbaa !116
  %140 = zext i32 %139 to i64, !dbg !222
  %141 = mul nuw i64 %140, %137, !dbg !223
  %142 = urem i64 %141, 998244353, !dbg !224
  %143 = trunc nuw nsw i64 %142 to i32, !dbg !225
  store i32 %143, ptr %135, align 4, !dbg !226, !tbaa !116
  %144 = add nuw nsw i64 %124, 2, !dbg !227
    #dbg_value(i64 %144, !83, !DIExpression(), !214)
  %145 = icmp eq i64 %144, 1024, !dbg !228
  br i1 %145, label %122, label %123, !dbg !215, !llvm.loop !229

146:                                              ; preds = %152
  %147 = add i32 %165, 1, !dbg !231
  %148 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %147), !dbg !232
    #dbg_value(i32 %165, !92, !DIExpression(), !233)
  %149 = sext i32 %165 to i64, !dbg !234
  %150 = add nsw i32 %165, -19
  %151 = sext i32 %150 to i64
  br label %194, !dbg !234

152:                                              ; preds = %122, %152
  %153 = phi i64 [ 0, %122 ], [ %166, %152 ]
  %154 = phi i32 [ 0, %122 ], [ %165, %152 ]
  %155 = phi i64 [ 0, %122 ], [ %162, %152 ]
    #dbg_value(i64 %153, !87, !DIExpression(), !217)
    #dbg_value(i32 %154, !86, !DIExpression(), !105)
    #dbg_value(i64 %155, !85, !DIExpression(), !105)
  %156 = getelementptr inbounds [1024 x i32], ptr @main.d1, i64 0, i64 %153, !dbg !235
  %157 = load i32, ptr %156, align 4, !dbg !235, !tbaa !116
  %158 = zext i32 %157 to i64, !dbg !235
  %159 = add nuw nsw i64 %155, %158, !dbg !236
    #dbg_value(i64 %159, !89, !DIExpression(), !237)
  %160 = urem i64 %159, 10, !dbg !238
  %161 = getelementptr inbounds [1024 x i64], ptr @main.prod, i64 0, i64 %153, !dbg !239
  store i64 %160, ptr %161, align 8, !dbg !240, !tbaa !149
  %162 = udiv i64 %159, 10, !dbg !241
    #dbg_value(i64 %162, !85, !DIExpression(), !105)
  %163 = icmp eq i64 %160, 0, !dbg !242
  %164 = trunc nuw nsw i64 %153 to i32, !dbg !244
  %165 = select i1 %163, i32 %154, i32 %164, !dbg !244
    #dbg_value(i32 %165, !86, !DIExpression(), !105)
  %166 = add nuw nsw i64 %153, 1, !dbg !245
    #dbg_value(i64 %166, !87, !DIExpression(), !217)
  %167 = icmp eq i64 %166, 1024, !dbg !246
  br i1 %167, label %146, label %152, !dbg !218, !llvm.loop !247

168:                                              ; preds = %194
    #dbg_value(i32 0, !95, !DIExpression(), !249)
    #dbg_value(i64 0, !94, !DIExpression(), !105)
  %169 = icmp slt i32 %165, 0, !dbg !250
  br i1 %169, label %201, label %170, !dbg !252

170:                                              ; preds = %168
  %171 = zext i32 %147 to i64, !dbg !250
  %172 = icmp ult i32 %147, 4, !dbg !252
  br i1 %172, label %173, label %176, !dbg !252

173:                                              ; preds = %190, %170
  %174 = phi i64 [ 0, %170 ], [ %177, %190 ]
  %175 = phi i64 [ 0, %170 ], [ %192, %190 ]
  br label %208, !dbg !252

176:                                              ; preds = %170
  %177 = and i64 %171, 4294967292, !dbg !252
  br label %178, !dbg !252

178:                                              ; preds = %178, %176
  %179 = phi i64 [ 0, %176 ], [ %188, %178 ], !dbg !253
  %180 = phi <2 x i64> [ zeroinitializer, %176 ], [ %186, %178 ]
  %181 = phi <2 x i64> [ zeroinitializer, %176 ], [ %187, %178 ]
  %182 = getelementptr inbounds [1024 x i64], ptr @main.prod, i64 0, i64 %179, !dbg !254
  %183 = getelementptr inbounds i8, ptr %182, i64 16, !dbg !254
  %184 = load <2 x i64>, ptr %182, align 16, !dbg !254, !tbaa !149
  %185 = load <2 x i64>, ptr %183, align 16, !dbg !254, !tbaa !149
  %186 = add <2 x i64> %184, %180, !dbg !255
  %187 = add <2 x i64> %185, %181, !dbg !255
  %188 = add nuw i64 %179, 4, !dbg !253
  %189 = icmp eq i64 %188, %177, !dbg !253
  br i1 %189, label %190, label %178, !dbg !253, !llvm.loop !256

190:                                              ; preds = %178
  %191 = add <2 x i64> %187, %186, !dbg !252
  %192 = tail call i64 @llvm.vector.reduce.add.v2i64(<2 x i64> %191), !dbg !252
  %193 = icmp eq i64 %177, %171, !dbg !252
  br i1 %193, label %201, label %173, !dbg !252

194:                                              ; preds = %146, %194
  %195 = phi i64 [ %149, %146 ], [ %199, %194 ]
    #dbg_value(i64 %195, !92, !DIExpression(), !233)
  %196 = getelementptr inbounds [1024 x i64], ptr @main.prod, i64 0, i64 %195, !dbg !258
  %197 = load i64, ptr %196, align 8, !dbg !258, !tbaa !149
  %198 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i64 noundef %197), !dbg !260
  %199 = add nsw i64 %195, -1, !dbg !261
    #dbg_value(i64 %199, !92, !DIExpression(), !233)
  %200 = icmp sgt i64 %195, %151, !dbg !262
  br i1 %200, label %194, label %168, !dbg !234, !llvm.loop !263

201:                                              ; preds = %208, %190, %168
  %202 = phi i64 [ 0, %168 ], [ %192, %190 ], [ %213, %208 ], !dbg !265
  %203 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i64 noundef %202), !dbg !266
  %204 = icmp eq i32 %116, 0, !dbg !267
  %205 = trunc i64 %202 to i32, !dbg !267
  %206 = and i32 %205, 127, !dbg !267
  %207 = select i1 %204, i32 %206, i32 100, !dbg !267
  ret i32 %207, !dbg !268

208:                                              ; preds = %173, %208
  %209 = phi i64 [ %214, %208 ], [ %174, %173 ]
  %210 = phi i64 [ %213, %208 ], [ %175, %173 ]
    #dbg_value(i64 %209, !95, !DIExpression(), !249)
    #dbg_value(i64 %210, !94, !DIExpression(), !105)
  %211 = getelementptr inbounds [1024 x i64], ptr @main.prod, i64 0, i64 %209, !dbg !254
  %212 = load i64, ptr %211, align 8, !dbg !254, !tbaa !149
  %213 = add i64 %212, %210, !dbg !255
    #dbg_value(i64 %213, !94, !DIExpression(), !105)
  %214 = add nuw nsw i64 %209, 1, !dbg !253
    #dbg_value(i64 %214, !95, !DIExpression(), !249)
  %215 = icmp eq i64 %214, %171, !dbg !250
  br i1 %215, label %201, label %208, !dbg !252, !llvm.loop !269
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #1

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define internal fastcc void @ntt(ptr nocapture noundef %0, i32 noundef %1) unnamed_addr #2 !dbg !270 {
    #dbg_value(ptr %0, !275, !DIExpression(), !308)
    #dbg_value(i32 1024, !276, !DIExpression(), !308)
    #dbg_value(i32 %1, !277, !DIExpression(), !308)
    #dbg_value(i32 1, !278, !DIExpression(), !309)
    #dbg_value(i32 0, !280, !DIExpression(), !309)
  br label %3, !dbg !310

3:                                                ; preds = %2, %28
  %4 = phi i64 [ 1, %2 ], [ %29, %28 ]
  %5 = phi i32 [ 0, %2 ], [ %20, %28 ]
    #dbg_value(i64 %4, !278, !DIExpression(), !309)
    #dbg_value(i32 %5, !280, !DIExpression(), !309)
    #dbg_value(i32 %5, !280, !DIExpression(), !309)
    #dbg_value(i32 512, !281, !DIExpression(), !311)
  %6 = and i32 %5, 512, !dbg !312
  %7 = icmp eq i32 %6, 0, !dbg !315
  br i1 %7, label %17, label %10, !dbg !315

8:                                                ; preds = %28
  %9 = icmp eq i32 %1, 0
    #dbg_value(i32 2, !287, !DIExpression(), !316)
  br label %32, !dbg !317

10:                                               ; preds = %3, %10
  %11 = phi i32 [ %13, %10 ], [ %5, %3 ]
  %12 = phi i32 [ %14, %10 ], [ 512, %3 ]
    #dbg_value(i32 %11, !280, !DIExpression(), !309)
    #dbg_value(i32 %12, !281, !DIExpression(), !311)
  %13 = xor i32 %11, %12, !dbg !318
    #dbg_value(i32 %13, !280, !DIExpression(), !309)
  %14 = lshr i32 %12, 1, !dbg !319
    #dbg_value(i32 %14, !281, !DIExpression(), !311)
  %15 = and i32 %13, %14, !dbg !312
  %16 = icmp eq i32 %15, 0, !dbg !315
  br i1 %16, label %17, label %10, !dbg !315, !llvm.loop !320

17:                                               ; preds = %10, %3
  %18 = phi i32 [ 512, %3 ], [ %14, %10 ], !dbg !322
  %19 = phi i32 [ %5, %3 ], [ %13, %10 ], !dbg !323
  %20 = xor i32 %19, %18, !dbg !324
    #dbg_value(i32 %20, !280, !DIExpression(), !309)
  %21 = sext i32 %20 to i64, !dbg !325
  %22 = icmp slt i64 %4, %21, !dbg !325
  br i1 %22, label %23, label %28, !dbg !326

23:                                               ; preds = %17
  %24 = getelementptr inbounds i32, ptr %0, i64 %4, !dbg !327
  %25 = load i32, ptr %24, align 4, !dbg !327, !tbaa !116
    #dbg_value(i32 %25, !284, !DIExpression(), !328)
  %26 = getelementptr inbounds i32, ptr %0, i64 %21, !dbg !329
  %27 = load i32, ptr %26, align 4, !dbg !329, !tbaa !116
  store i32 %27, ptr %24, align 4, !dbg !330, !tbaa !116
  store i32 %25, ptr %26, align 4, !dbg !331, !tbaa !116
  br label %28, !dbg !332

28:                                               ; preds = %23, %17
  %29 = add nuw nsw i64 %4, 1, !dbg !333
    #dbg_value(i64 %29, !278, !DIExpression(), !309)
    #dbg_value(i32 %20, !280, !DIExpression(), !309)
  %30 = icmp eq i64 %29, 1024, !dbg !334
  br i1 %30, label %8, label %3, !dbg !310, !llvm.loop !335

31:                                               ; preds = %79
  br i1 %9, label %143, label %109, !dbg !337

32:                                               ; preds = %79, %8
  %33 = phi i32 [ 2, %8 ], [ %80, %79 ]
    #dbg_value(i32 %33, !287, !DIExpression(), !316)
    #dbg_value(i32 3, !338, !DIExpression(), !346)
    #dbg_value(i32 3, !345, !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_stack_value), !346)
    #dbg_value(i64 1, !344, !DIExpression(), !346)
    #dbg_value(i32 poison, !343, !DIExpression(), !346)
  %34 = udiv i32 998244352, %33, !dbg !348
    #dbg_value(i32 %34, !343, !DIExpression(), !346)
  br label %35, !dbg !349

35:                                               ; preds = %32, %44
  %36 = phi i64 [ %47, %44 ], [ 3, %32 ]
  %37 = phi i64 [ %45, %44 ], [ 1, %32 ]
  %38 = phi i32 [ %48, %44 ], [ %34, %32 ]
    #dbg_value(i64 %36, !345, !DIExpression(), !346)
    #dbg_value(i64 %37, !344, !DIExpression(), !346)
    #dbg_value(i32 %38, !343, !DIExpression(), !346)
  %39 = and i32 %38, 1, !dbg !350
  %40 = icmp eq i32 %39, 0, !dbg !350
  br i1 %40, label %44, label %41, !dbg !353

41:                                               ; preds = %35
  %42 = mul nuw nsw i64 %37, %36, !dbg !354
  %43 = urem i64 %42, 998244353, !dbg !355
    #dbg_value(i64 %43, !344, !DIExpression(), !346)
  br label %44, !dbg !356

44:                                               ; preds = %41, %35
  %45 = phi i64 [ %43, %41 ], [ %37, %35 ], !dbg !357
    #dbg_value(i64 %45, !344, !DIExpression(), !346)
  %46 = mul nuw nsw i64 %36, %36, !dbg !358
  %47 = urem i64 %46, 998244353, !dbg !359
    #dbg_value(i64 %47, !345, !DIExpression(), !346)
  %48 = lshr i32 %38, 1, !dbg !360
    #dbg_value(i32 %48, !343, !DIExpression(), !346)
  %49 = icmp ult i32 %38, 2, !dbg !349
  br i1 %49, label %50, label %35, !dbg !349, !llvm.loop !361

50:                                               ; preds = %44
    #dbg_value(i64 %45, !289, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !363)
  br i1 %9, label %68, label %51, !dbg !364

51:                                               ; preds = %50
    #dbg_value(i64 %45, !338, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !365)
    #dbg_value(i64 %45, !345, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_stack_value), !365)
    #dbg_value(i64 1, !344, !DIExpression(), !365)
    #dbg_value(i32 998244351, !343, !DIExpression(), !365)
  %52 = and i64 %45, 4294967295, !dbg !368
    #dbg_value(i64 %52, !345, !DIExpression(), !365)
  br label %53, !dbg !369

53:                                               ; preds = %62, %51
  %54 = phi i64 [ %65, %62 ], [ %52, %51 ]
  %55 = phi i64 [ %63, %62 ], [ 1, %51 ]
  %56 = phi i32 [ %66, %62 ], [ 998244351, %51 ]
    #dbg_value(i64 %54, !345, !DIExpression(), !365)
    #dbg_value(i64 %55, !344, !DIExpression(), !365)
    #dbg_value(i32 %56, !343, !DIExpression(), !365)
  %57 = and i32 %56, 1, !dbg !370
  %58 = icmp eq i32 %57, 0, !dbg !370
  br i1 %58, label %62, label %59, !dbg !371

59:                                               ; preds = %53
  %60 = mul nuw nsw i64 %55, %54, !dbg !372
  %61 = urem i64 %60, 998244353, !dbg !373
    #dbg_value(i64 %61, !344, !DIExpression(), !365)
  br label %62, !dbg !374

62:                                               ; preds = %59, %53
  %63 = phi i64 [ %61, %59 ], [ %55, %53 ], !dbg !375
    #dbg_value(i64 %63, !344, !DIExpression(), !365)
  %64 = mul nuw nsw i64 %54, %54, !dbg !376
  %65 = urem i64 %64, 998244353, !dbg !377
    #dbg_value(i64 %65, !345, !DIExpression(), !365)
  %66 = lshr i32 %56, 1, !dbg !378
    #dbg_value(i32 %66, !343, !DIExpression(), !365)
  %67 = icmp ult i32 %56, 2, !dbg !369
  br i1 %67, label %68, label %53, !dbg !369, !llvm.loop !379

68:                                               ; preds = %62, %50
  %69 = phi i64 [ %45, %50 ], [ %63, %62 ]
    #dbg_value(i64 %69, !289, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !363)
    #dbg_value(i32 0, !292, !DIExpression(), !381)
  %70 = ashr exact i32 %33, 1
  %71 = icmp sgt i32 %70, 0
  %72 = and i64 %69, 4294967295
  %73 = sext i32 %70 to i64, !dbg !382
  %74 = zext nneg i32 %33 to i64, !dbg !382
  %75 = zext nneg i32 %70 to i64
  %76 = getelementptr i32, ptr %0, i64 %73
  br label %77, !dbg !382

77:                                               ; preds = %68, %82
  %78 = phi i64 [ 0, %68 ], [ %83, %82 ]
    #dbg_value(i64 %78, !292, !DIExpression(), !381)
    #dbg_value(i32 0, !297, !DIExpression(), !383)
    #dbg_value(i64 1, !294, !DIExpression(), !384)
  br i1 %71, label %85, label %82, !dbg !385

79:                                               ; preds = %82
  %80 = shl i32 %33, 1, !dbg !386
    #dbg_value(i32 %80, !287, !DIExpression(), !316)
  %81 = icmp slt i32 %80, 1025, !dbg !387
  br i1 %81, label %32, label %31, !dbg !317, !llvm.loop !388

82:                                               ; preds = %85, %77
  %83 = add nuw nsw i64 %78, %74, !dbg !390
    #dbg_value(i64 %83, !292, !DIExpression(), !381)
  %84 = icmp ult i64 %83, 1024, !dbg !391
  br i1 %84, label %77, label %79, !dbg !382, !llvm.loop !392

85:                                               ; preds = %77, %85
  %86 = phi i64 [ %107, %85 ], [ 0, %77 ]
  %87 = phi i64 [ %106, %85 ], [ 1, %77 ]
    #dbg_value(i64 %86, !297, !DIExpression(), !383)
    #dbg_value(i64 %87, !294, !DIExpression(), !384)
  %88 = add nuw nsw i64 %86, %78, !dbg !394
  %89 = getelementptr inbounds i32, ptr %0, i64 %88, !dbg !395
  %90 = load i32, ptr %89, align 4, !dbg !395, !tbaa !116
    #dbg_value(i32 %90, !299, !DIExpression(), !396)
  %91 = getelementptr i32, ptr %76, i64 %88, !dbg !397
  %92 = load i32, ptr %91, align 4, !dbg !397, !tbaa !116
  %93 = zext i32 %92 to i64, !dbg !397
  %94 = mul nuw nsw i64 %87, %93, !dbg !398
  %95 = urem i64 %94, 998244353, !dbg !399
  %96 = trunc nuw nsw i64 %95 to i32, !dbg !400
    #dbg_value(i32 %96, !302, !DIExpression(), !396)
  %97 = add i32 %90, %96, !dbg !401
  %98 = icmp ugt i32 %97, 998244352, !dbg !402
  %99 = add i32 %97, -998244353, !dbg !403
  %100 = select i1 %98, i32 %99, i32 %97, !dbg !403
  store i32 %100, ptr %89, align 4, !dbg !404, !tbaa !116
  %101 = icmp ult i32 %90, %96, !dbg !405
  %102 = add nuw nsw i32 %90, 998244353, !dbg !406
  %103 = select i1 %101, i32 %102, i32 %90, !dbg !406
  %104 = sub i32 %103, %96, !dbg !406
  store i32 %104, ptr %91, align 4, !dbg !407, !tbaa !116
  %105 = mul nuw nsw i64 %87, %72, !dbg !408
  %106 = urem i64 %105, 998244353, !dbg !409
    #dbg_value(i64 %106, !294, !DIExpression(), !384)
  %107 = add nuw nsw i64 %86, 1, !dbg !410
    #dbg_value(i64 %107, !297, !DIExpression(), !383)
  %108 = icmp eq i64 %107, %75, !dbg !411
  br i1 %108, label %82, label %85, !dbg !385, !llvm.loop !412

109:                                              ; preds = %31, %118
  %110 = phi i64 [ %121, %118 ], [ 1024, %31 ]
  %111 = phi i64 [ %119, %118 ], [ 1, %31 ]
  %112 = phi i32 [ %122, %118 ], [ 998244351, %31 ]
    #dbg_value(i64 %110, !345, !DIExpression(), !414)
    #dbg_value(i64 %111, !344, !DIExpression(), !414)
    #dbg_value(i32 %112, !343, !DIExpression(), !414)
  %113 = and i32 %112, 1, !dbg !416
  %114 = icmp eq i32 %113, 0, !dbg !416
  br i1 %114, label %118, label %115, !dbg !417

115:                                              ; preds = %109
  %116 = mul nuw nsw i64 %111, %110, !dbg !418
  %117 = urem i64 %116, 998244353, !dbg !419
    #dbg_value(i64 %117, !344, !DIExpression(), !414)
  br label %118, !dbg !420

118:                                              ; preds = %115, %109
  %119 = phi i64 [ %117, %115 ], [ %111, %109 ], !dbg !421
    #dbg_value(i64 %119, !344, !DIExpression(), !414)
  %120 = mul nuw nsw i64 %110, %110, !dbg !422
  %121 = urem i64 %120, 998244353, !dbg !423
    #dbg_value(i64 %121, !345, !DIExpression(), !414)
  %122 = lshr i32 %112, 1, !dbg !424
    #dbg_value(i32 %122, !343, !DIExpression(), !414)
  %123 = icmp ult i32 %112, 2, !dbg !425
  br i1 %123, label %124, label %109, !dbg !425, !llvm.loop !426

124:                                              ; preds = %118
  %125 = and i64 %119, 4294967295, !dbg !428
    #dbg_value(i64 %125, !303, !DIExpression(), !429)
    #dbg_value(i32 0, !306, !DIExpression(), !430)
  br label %126, !dbg !431

126:                                              ; preds = %126, %124
  %127 = phi i64 [ 0, %124 ], [ %141, %126 ]
    #dbg_value(i64 %127, !306, !DIExpression(), !430)
  %128 = getelementptr inbounds i32, ptr %0, i64 %127, !dbg !432
  %129 = load i32, ptr %128, align 4, !dbg !432, !tbaa !116
  %130 = zext i32 %129 to i64, !dbg !432
  %131 = mul nuw nsw i64 %125, %130, !dbg !434
  %132 = urem i64 %131, 998244353, !dbg !435
  %133 = trunc nuw nsw i64 %132 to i32, !dbg !436
  store i32 %133, ptr %128, align 4, !dbg !437, !tbaa !116
  %134 = or disjoint i64 %127, 1, !dbg !438
    #dbg_value(i64 %134, !306, !DIExpression(), !430)
  %135 = getelementptr inbounds i32, ptr %0, i64 %134, !dbg !432
  %136 = load i32, ptr %135, align 4, !dbg !432, !tbaa !116
  %137 = zext i32 %136 to i64, !dbg !432
  %138 = mul nuw nsw i64 %125, %137, !dbg !434
  %139 = urem i64 %138, 998244353, !dbg !435
  %140 = trunc nuw nsw i64 %139 to i32, !dbg !436
  store i32 %140, ptr %135, align 4, !dbg !437, !tbaa !116
  %141 = add nuw nsw i64 %127, 2, !dbg !438
    #dbg_value(i64 %141, !306, !DIExpression(), !430)
  %142 = icmp eq i64 %141, 1024, !dbg !439
  br i1 %142, label %143, label %126, !dbg !431, !llvm.loop !440

143:                                              ; preds = %126, %31
  ret void, !dbg !442
}

; Function Attrs: nofree nounwind
declare !dbg !443 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.vector.reduce.add.v2i64(<2 x i64>) #4

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.dbg.cu = !{!7}
!llvm.module.flags = !{!97, !98, !99, !100, !101, !102, !103}
!llvm.ident = !{!104}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "a", scope: !2, file: !3, line: 31, type: !25, isLocal: true, isDefinition: true)
!2 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 29, type: !4, scopeLine: 29, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !62)
!3 = !DIFile(filename: "programs/ntt_convolution.c", directory: ".", checksumkind: CSK_MD5, checksum: "5a7d810a1612b8015c8e6eea42c1c178")
!4 = !DISubroutineType(types: !5)
!5 = !{!6}
!6 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!7 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, enums: !8, retainedTypes: !13, globals: !22, splitDebugInlining: false, nameTableKind: None)
!8 = !{!9}
!9 = !DICompositeType(tag: DW_TAG_enumeration_type, scope: !2, file: !3, line: 30, baseType: !10, size: 32, elements: !11)
!10 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!11 = !{!12}
!12 = !DIEnumerator(name: "N", value: 1024)
!13 = !{!14, !19, !21, !6}
!14 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint64_t", file: !15, line: 27, baseType: !16)
!15 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-uintn.h", directory: "", checksumkind: CSK_MD5, checksum: "2bf2ae53c58c01b1a1b9383b5195125c")
!16 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint64_t", file: !17, line: 45, baseType: !18)
!17 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!18 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!19 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint32_t", file: !15, line: 26, baseType: !20)
!20 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint32_t", file: !17, line: 42, baseType: !10)
!21 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!22 = !{!0, !23, !28, !30, !33, !35, !41, !43, !45, !47, !52, !57}
!23 = !DIGlobalVariableExpression(var: !24, expr: !DIExpression())
!24 = distinct !DIGlobalVariable(name: "b", scope: !2, file: !3, line: 31, type: !25, isLocal: true, isDefinition: true)
!25 = !DICompositeType(tag: DW_TAG_array_type, baseType: !19, size: 32768, elements: !26)
!26 = !{!27}
!27 = !DISubrange(count: 1024)
!28 = !DIGlobalVariableExpression(var: !29, expr: !DIExpression())
!29 = distinct !DIGlobalVariable(name: "c", scope: !2, file: !3, line: 31, type: !25, isLocal: true, isDefinition: true)
!30 = !DIGlobalVariableExpression(var: !31, expr: !DIExpression())
!31 = distinct !DIGlobalVariable(name: "ref", scope: !2, file: !3, line: 32, type: !32, isLocal: true, isDefinition: true)
!32 = !DICompositeType(tag: DW_TAG_array_type, baseType: !14, size: 65536, elements: !26)
!33 = !DIGlobalVariableExpression(var: !34, expr: !DIExpression())
!34 = distinct !DIGlobalVariable(name: "bb", scope: !2, file: !3, line: 39, type: !25, isLocal: true, isDefinition: true)
!35 = !DIGlobalVariableExpression(var: !36, expr: !DIExpression())
!36 = distinct !DIGlobalVariable(scope: null, file: !3, line: 45, type: !37, isLocal: true, isDefinition: true)
!37 = !DICompositeType(tag: DW_TAG_array_type, baseType: !38, size: 360, elements: !39)
!38 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!39 = !{!40}
!40 = !DISubrange(count: 45)
!41 = !DIGlobalVariableExpression(var: !42, expr: !DIExpression())
!42 = distinct !DIGlobalVariable(name: "d1", scope: !2, file: !3, line: 47, type: !25, isLocal: true, isDefinition: true)
!43 = !DIGlobalVariableExpression(var: !44, expr: !DIExpression())
!44 = distinct !DIGlobalVariable(name: "d2", scope: !2, file: !3, line: 47, type: !25, isLocal: true, isDefinition: true)
!45 = !DIGlobalVariableExpression(var: !46, expr: !DIExpression())
!46 = distinct !DIGlobalVariable(name: "prod", scope: !2, file: !3, line: 47, type: !32, isLocal: true, isDefinition: true)
!47 = !DIGlobalVariableExpression(var: !48, expr: !DIExpression())
!48 = distinct !DIGlobalVariable(scope: null, file: !3, line: 55, type: !49, isLocal: true, isDefinition: true)
!49 = !DICompositeType(tag: DW_TAG_array_type, baseType: !38, size: 216, elements: !50)
!50 = !{!51}
!51 = !DISubrange(count: 27)
!52 = !DIGlobalVariableExpression(var: !53, expr: !DIExpression())
!53 = distinct !DIGlobalVariable(scope: null, file: !3, line: 56, type: !54, isLocal: true, isDefinition: true)
!54 = !DICompositeType(tag: DW_TAG_array_type, baseType: !38, size: 40, elements: !55)
!55 = !{!56}
!56 = !DISubrange(count: 5)
!57 = !DIGlobalVariableExpression(var: !58, expr: !DIExpression())
!58 = distinct !DIGlobalVariable(scope: null, file: !3, line: 58, type: !59, isLocal: true, isDefinition: true)
!59 = !DICompositeType(tag: DW_TAG_array_type, baseType: !38, size: 136, elements: !60)
!60 = !{!61}
!61 = !DISubrange(count: 17)
!62 = !{!63, !64, !65, !66, !68, !70, !72, !75, !77, !78, !79, !81, !83, !85, !86, !87, !89, !92, !94, !95}
!63 = !DILocalVariable(name: "x", scope: !2, file: !3, line: 33, type: !10)
!64 = !DILocalVariable(name: "na", scope: !2, file: !3, line: 34, type: !6)
!65 = !DILocalVariable(name: "nb", scope: !2, file: !3, line: 34, type: !6)
!66 = !DILocalVariable(name: "i", scope: !67, file: !3, line: 35, type: !6)
!67 = distinct !DILexicalBlock(scope: !2, file: !3, line: 35, column: 5)
!68 = !DILocalVariable(name: "i", scope: !69, file: !3, line: 36, type: !6)
!69 = distinct !DILexicalBlock(scope: !2, file: !3, line: 36, column: 5)
!70 = !DILocalVariable(name: "i", scope: !71, file: !3, line: 37, type: !6)
!71 = distinct !DILexicalBlock(scope: !2, file: !3, line: 37, column: 5)
!72 = !DILocalVariable(name: "j", scope: !73, file: !3, line: 37, type: !6)
!73 = distinct !DILexicalBlock(scope: !74, file: !3, line: 37, column: 34)
!74 = distinct !DILexicalBlock(scope: !71, file: !3, line: 37, column: 5)
!75 = !DILocalVariable(name: "i", scope: !76, file: !3, line: 41, type: !6)
!76 = distinct !DILexicalBlock(scope: !2, file: !3, line: 41, column: 5)
!77 = !DILocalVariable(name: "bad", scope: !2, file: !3, line: 43, type: !6)
!78 = !DILocalVariable(name: "h", scope: !2, file: !3, line: 43, type: !14)
!79 = !DILocalVariable(name: "i", scope: !80, file: !3, line: 44, type: !6)
!80 = distinct !DILexicalBlock(scope: !2, file: !3, line: 44, column: 5)
!81 = !DILocalVariable(name: "i", scope: !82, file: !3, line: 48, type: !6)
!82 = distinct !DILexicalBlock(scope: !2, file: !3, line: 48, column: 5)
!83 = !DILocalVariable(name: "i", scope: !84, file: !3, line: 51, type: !6)
!84 = distinct !DILexicalBlock(scope: !2, file: !3, line: 51, column: 5)
!85 = !DILocalVariable(name: "carry", scope: !2, file: !3, line: 53, type: !14)
!86 = !DILocalVariable(name: "top", scope: !2, file: !3, line: 53, type: !6)
!87 = !DILocalVariable(name: "i", scope: !88, file: !3, line: 54, type: !6)
!88 = distinct !DILexicalBlock(scope: !2, file: !3, line: 54, column: 5)
!89 = !DILocalVariable(name: "v", scope: !90, file: !3, line: 54, type: !14)
!90 = distinct !DILexicalBlock(scope: !91, file: !3, line: 54, column: 33)
!91 = distinct !DILexicalBlock(scope: !88, file: !3, line: 54, column: 5)
!92 = !DILocalVariable(name: "i", scope: !93, file: !3, line: 56, type: !6)
!93 = distinct !DILexicalBlock(scope: !2, file: !3, line: 56, column: 5)
!94 = !DILocalVariable(name: "ds", scope: !2, file: !3, line: 57, type: !14)
!95 = !DILocalVariable(name: "i", scope: !96, file: !3, line: 57, type: !6)
!96 = distinct !DILexicalBlock(scope: !2, file: !3, line: 57, column: 22)
!97 = !{i32 7, !"Dwarf Version", i32 5}
!98 = !{i32 2, !"Debug Info Version", i32 3}
!99 = !{i32 1, !"wchar_size", i32 4}
!100 = !{i32 8, !"PIC Level", i32 2}
!101 = !{i32 7, !"PIE Level", i32 2}
!102 = !{i32 7, !"uwtable", i32 2}
!103 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!104 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!105 = !DILocation(line: 0, scope: !2)
!106 = !DILocation(line: 0, scope: !67)
!107 = !DILocation(line: 35, column: 5, scope: !67)
!108 = !DILocation(line: 35, column: 42, scope: !109)
!109 = distinct !DILexicalBlock(scope: !110, file: !3, line: 35, column: 34)
!110 = distinct !DILexicalBlock(scope: !67, file: !3, line: 35, column: 5)
!111 = !DILocation(line: 35, column: 56, scope: !109)
!112 = !DILocation(line: 35, column: 76, scope: !109)
!113 = !DILocation(line: 35, column: 82, scope: !109)
!114 = !DILocation(line: 35, column: 66, scope: !109)
!115 = !DILocation(line: 35, column: 71, scope: !109)
!116 = !{!117, !117, i64 0}
!117 = !{!"int", !118, i64 0}
!118 = !{!"omnipotent char", !119, i64 0}
!119 = !{!"Simple C/C++ TBAA"}
!120 = !DILocation(line: 35, column: 30, scope: !110)
!121 = !DILocation(line: 35, column: 23, scope: !110)
!122 = distinct !{!122, !107, !123, !124}
!123 = !DILocation(line: 35, column: 90, scope: !67)
!124 = !{!"llvm.loop.mustprogress"}
!125 = !DILocation(line: 0, scope: !69)
!126 = !DILocation(line: 36, column: 42, scope: !127)
!127 = distinct !DILexicalBlock(scope: !128, file: !3, line: 36, column: 34)
!128 = distinct !DILexicalBlock(scope: !69, file: !3, line: 36, column: 5)
!129 = !DILocation(line: 36, column: 56, scope: !127)
!130 = !DILocation(line: 36, column: 76, scope: !127)
!131 = !DILocation(line: 36, column: 82, scope: !127)
!132 = !DILocation(line: 36, column: 66, scope: !127)
!133 = !DILocation(line: 36, column: 71, scope: !127)
!134 = !DILocation(line: 36, column: 30, scope: !128)
!135 = !DILocation(line: 36, column: 23, scope: !128)
!136 = !DILocation(line: 36, column: 5, scope: !69)
!137 = distinct !{!137, !136, !138, !124}
!138 = !DILocation(line: 36, column: 90, scope: !69)
!139 = !DILocation(line: 0, scope: !71)
!140 = !DILocation(line: 0, scope: !73)
!141 = !DILocation(line: 37, column: 34, scope: !73)
!142 = !DILocation(line: 37, column: 59, scope: !143)
!143 = distinct !DILexicalBlock(scope: !73, file: !3, line: 37, column: 34)
!144 = !DILocation(line: 37, column: 94, scope: !143)
!145 = !DILocation(line: 37, column: 92, scope: !143)
!146 = !DILocation(line: 37, column: 69, scope: !143)
!147 = !DILocation(line: 37, column: 63, scope: !143)
!148 = !DILocation(line: 37, column: 74, scope: !143)
!149 = !{!150, !150, i64 0}
!150 = !{!"long", !118, i64 0}
!151 = distinct !{!151, !141, !152, !124, !153, !154}
!152 = !DILocation(line: 37, column: 97, scope: !73)
!153 = !{!"llvm.loop.isvectorized", i32 1}
!154 = !{!"llvm.loop.unroll.runtime.disable"}
!155 = !DILocation(line: 38, column: 5, scope: !2)
!156 = !DILocation(line: 39, column: 28, scope: !2)
!157 = !DILocation(line: 40, column: 5, scope: !2)
!158 = !DILocation(line: 40, column: 19, scope: !2)
!159 = !DILocation(line: 0, scope: !76)
!160 = !DILocation(line: 41, column: 5, scope: !76)
!161 = !DILocation(line: 37, column: 30, scope: !74)
!162 = !DILocation(line: 37, column: 23, scope: !74)
!163 = !DILocation(line: 37, column: 5, scope: !71)
!164 = distinct !{!164, !163, !165, !124}
!165 = !DILocation(line: 37, column: 97, scope: !71)
!166 = !DILocation(line: 42, column: 5, scope: !2)
!167 = !DILocation(line: 0, scope: !80)
!168 = !DILocation(line: 44, column: 5, scope: !80)
!169 = !DILocation(line: 41, column: 61, scope: !170)
!170 = distinct !DILexicalBlock(scope: !76, file: !3, line: 41, column: 5)
!171 = !DILocation(line: 41, column: 51, scope: !170)
!172 = !DILocation(line: 41, column: 68, scope: !170)
!173 = !DILocation(line: 41, column: 66, scope: !170)
!174 = !DILocation(line: 41, column: 74, scope: !170)
!175 = !DILocation(line: 41, column: 40, scope: !170)
!176 = !DILocation(line: 41, column: 38, scope: !170)
!177 = !DILocation(line: 41, column: 29, scope: !170)
!178 = !DILocation(line: 41, column: 23, scope: !170)
!179 = distinct !{!179, !160, !180, !124}
!180 = !DILocation(line: 41, column: 79, scope: !76)
!181 = !DILocation(line: 45, column: 89, scope: !2)
!182 = !DILocation(line: 45, column: 5, scope: !2)
!183 = !DILocation(line: 0, scope: !82)
!184 = !DILocation(line: 48, column: 5, scope: !82)
!185 = !DILocation(line: 48, column: 31, scope: !186)
!186 = distinct !DILexicalBlock(scope: !82, file: !3, line: 48, column: 5)
!187 = !DILocation(line: 48, column: 62, scope: !188)
!188 = distinct !DILexicalBlock(scope: !186, file: !3, line: 48, column: 35)
!189 = !DILocation(line: 48, column: 37, scope: !188)
!190 = !DILocation(line: 48, column: 43, scope: !188)
!191 = !DILocation(line: 48, column: 94, scope: !188)
!192 = !DILocation(line: 48, column: 69, scope: !188)
!193 = !DILocation(line: 48, column: 75, scope: !188)
!194 = distinct !{!194, !184, !195, !124, !153, !154}
!195 = !DILocation(line: 48, column: 101, scope: !82)
!196 = !DILocation(line: 44, column: 39, scope: !197)
!197 = distinct !DILexicalBlock(scope: !198, file: !3, line: 44, column: 39)
!198 = distinct !DILexicalBlock(scope: !199, file: !3, line: 44, column: 33)
!199 = distinct !DILexicalBlock(scope: !80, file: !3, line: 44, column: 5)
!200 = !DILocation(line: 44, column: 47, scope: !197)
!201 = !DILocation(line: 44, column: 54, scope: !197)
!202 = !DILocation(line: 44, column: 44, scope: !197)
!203 = !DILocation(line: 44, column: 39, scope: !198)
!204 = !DILocation(line: 44, column: 74, scope: !198)
!205 = !DILocation(line: 44, column: 84, scope: !198)
!206 = !DILocation(line: 44, column: 29, scope: !199)
!207 = !DILocation(line: 44, column: 23, scope: !199)
!208 = distinct !{!208, !168, !209, !124}
!209 = !DILocation(line: 44, column: 92, scope: !80)
!210 = !DILocation(line: 49, column: 13, scope: !2)
!211 = !DILocation(line: 49, column: 26, scope: !2)
!212 = !DILocation(line: 50, column: 5, scope: !2)
!213 = !DILocation(line: 50, column: 20, scope: !2)
!214 = !DILocation(line: 0, scope: !84)
!215 = !DILocation(line: 51, column: 5, scope: !84)
!216 = !DILocation(line: 52, column: 5, scope: !2)
!217 = !DILocation(line: 0, scope: !88)
!218 = !DILocation(line: 54, column: 5, scope: !88)
!219 = !DILocation(line: 51, column: 62, scope: !220)
!220 = distinct !DILexicalBlock(scope: !84, file: !3, line: 51, column: 5)
!221 = !DILocation(line: 51, column: 52, scope: !220)
!222 = !DILocation(line: 51, column: 70, scope: !220)
!223 = !DILocation(line: 51, column: 68, scope: !220)
!224 = !DILocation(line: 51, column: 76, scope: !220)
!225 = !DILocation(line: 51, column: 41, scope: !220)
!226 = !DILocation(line: 51, column: 39, scope: !220)
!227 = !DILocation(line: 51, column: 29, scope: !220)
!228 = !DILocation(line: 51, column: 23, scope: !220)
!229 = distinct !{!229, !215, !230, !124}
!230 = !DILocation(line: 51, column: 81, scope: !84)
!231 = !DILocation(line: 55, column: 46, scope: !2)
!232 = !DILocation(line: 55, column: 5, scope: !2)
!233 = !DILocation(line: 0, scope: !93)
!234 = !DILocation(line: 56, column: 5, scope: !93)
!235 = !DILocation(line: 54, column: 48, scope: !90)
!236 = !DILocation(line: 54, column: 54, scope: !90)
!237 = !DILocation(line: 0, scope: !90)
!238 = !DILocation(line: 54, column: 75, scope: !90)
!239 = !DILocation(line: 54, column: 63, scope: !90)
!240 = !DILocation(line: 54, column: 71, scope: !90)
!241 = !DILocation(line: 54, column: 91, scope: !90)
!242 = !DILocation(line: 54, column: 101, scope: !243)
!243 = distinct !DILexicalBlock(scope: !90, file: !3, line: 54, column: 101)
!244 = !DILocation(line: 54, column: 101, scope: !90)
!245 = !DILocation(line: 54, column: 29, scope: !91)
!246 = !DILocation(line: 54, column: 23, scope: !91)
!247 = distinct !{!247, !218, !248, !124}
!248 = !DILocation(line: 54, column: 119, scope: !88)
!249 = !DILocation(line: 0, scope: !96)
!250 = !DILocation(line: 57, column: 40, scope: !251)
!251 = distinct !DILexicalBlock(scope: !96, file: !3, line: 57, column: 22)
!252 = !DILocation(line: 57, column: 22, scope: !96)
!253 = !DILocation(line: 57, column: 49, scope: !251)
!254 = !DILocation(line: 57, column: 59, scope: !251)
!255 = !DILocation(line: 57, column: 56, scope: !251)
!256 = distinct !{!256, !252, !257, !124, !153, !154}
!257 = !DILocation(line: 57, column: 65, scope: !96)
!258 = !DILocation(line: 56, column: 77, scope: !259)
!259 = distinct !DILexicalBlock(scope: !93, file: !3, line: 56, column: 5)
!260 = !DILocation(line: 56, column: 42, scope: !259)
!261 = !DILocation(line: 56, column: 38, scope: !259)
!262 = !DILocation(line: 56, column: 25, scope: !259)
!263 = distinct !{!263, !234, !264, !124}
!264 = !DILocation(line: 56, column: 84, scope: !93)
!265 = !DILocation(line: 57, scope: !2)
!266 = !DILocation(line: 58, column: 5, scope: !2)
!267 = !DILocation(line: 59, column: 12, scope: !2)
!268 = !DILocation(line: 60, column: 1, scope: !2)
!269 = distinct !{!269, !252, !257, !124, !154, !153}
!270 = distinct !DISubprogram(name: "ntt", scope: !3, file: !3, line: 11, type: !271, scopeLine: 11, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !274)
!271 = !DISubroutineType(cc: DW_CC_nocall, types: !272)
!272 = !{null, !273, !6, !6}
!273 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !19, size: 64)
!274 = !{!275, !276, !277, !278, !280, !281, !284, !287, !289, !292, !294, !297, !299, !302, !303, !306}
!275 = !DILocalVariable(name: "a", arg: 1, scope: !270, file: !3, line: 11, type: !273)
!276 = !DILocalVariable(name: "n", arg: 2, scope: !270, file: !3, line: 11, type: !6)
!277 = !DILocalVariable(name: "inv", arg: 3, scope: !270, file: !3, line: 11, type: !6)
!278 = !DILocalVariable(name: "i", scope: !279, file: !3, line: 12, type: !6)
!279 = distinct !DILexicalBlock(scope: !270, file: !3, line: 12, column: 5)
!280 = !DILocalVariable(name: "j", scope: !279, file: !3, line: 12, type: !6)
!281 = !DILocalVariable(name: "bit", scope: !282, file: !3, line: 12, type: !6)
!282 = distinct !DILexicalBlock(scope: !283, file: !3, line: 12, column: 40)
!283 = distinct !DILexicalBlock(scope: !279, file: !3, line: 12, column: 5)
!284 = !DILocalVariable(name: "t", scope: !285, file: !3, line: 12, type: !19)
!285 = distinct !DILexicalBlock(scope: !286, file: !3, line: 12, column: 118)
!286 = distinct !DILexicalBlock(scope: !282, file: !3, line: 12, column: 111)
!287 = !DILocalVariable(name: "len", scope: !288, file: !3, line: 13, type: !6)
!288 = distinct !DILexicalBlock(scope: !270, file: !3, line: 13, column: 5)
!289 = !DILocalVariable(name: "w", scope: !290, file: !3, line: 14, type: !19)
!290 = distinct !DILexicalBlock(scope: !291, file: !3, line: 13, column: 44)
!291 = distinct !DILexicalBlock(scope: !288, file: !3, line: 13, column: 5)
!292 = !DILocalVariable(name: "i", scope: !293, file: !3, line: 16, type: !6)
!293 = distinct !DILexicalBlock(scope: !290, file: !3, line: 16, column: 9)
!294 = !DILocalVariable(name: "wn", scope: !295, file: !3, line: 17, type: !14)
!295 = distinct !DILexicalBlock(scope: !296, file: !3, line: 16, column: 42)
!296 = distinct !DILexicalBlock(scope: !293, file: !3, line: 16, column: 9)
!297 = !DILocalVariable(name: "j", scope: !298, file: !3, line: 18, type: !6)
!298 = distinct !DILexicalBlock(scope: !295, file: !3, line: 18, column: 13)
!299 = !DILocalVariable(name: "u", scope: !300, file: !3, line: 19, type: !19)
!300 = distinct !DILexicalBlock(scope: !301, file: !3, line: 18, column: 47)
!301 = distinct !DILexicalBlock(scope: !298, file: !3, line: 18, column: 13)
!302 = !DILocalVariable(name: "v", scope: !300, file: !3, line: 19, type: !19)
!303 = !DILocalVariable(name: "ni", scope: !304, file: !3, line: 26, type: !14)
!304 = distinct !DILexicalBlock(scope: !305, file: !3, line: 26, column: 14)
!305 = distinct !DILexicalBlock(scope: !270, file: !3, line: 26, column: 9)
!306 = !DILocalVariable(name: "i", scope: !307, file: !3, line: 26, type: !6)
!307 = distinct !DILexicalBlock(scope: !304, file: !3, line: 26, column: 56)
!308 = !DILocation(line: 0, scope: !270)
!309 = !DILocation(line: 0, scope: !279)
!310 = !DILocation(line: 12, column: 5, scope: !279)
!311 = !DILocation(line: 0, scope: !282)
!312 = !DILocation(line: 12, column: 69, scope: !313)
!313 = distinct !DILexicalBlock(scope: !314, file: !3, line: 12, column: 60)
!314 = distinct !DILexicalBlock(scope: !282, file: !3, line: 12, column: 60)
!315 = !DILocation(line: 12, column: 60, scope: !314)
!316 = !DILocation(line: 0, scope: !288)
!317 = !DILocation(line: 13, column: 5, scope: !288)
!318 = !DILocation(line: 12, column: 89, scope: !313)
!319 = !DILocation(line: 12, column: 80, scope: !313)
!320 = distinct !{!320, !315, !321, !124}
!321 = !DILocation(line: 12, column: 92, scope: !314)
!322 = !DILocation(line: 12, scope: !282)
!323 = !DILocation(line: 12, scope: !279)
!324 = !DILocation(line: 12, column: 99, scope: !282)
!325 = !DILocation(line: 12, column: 113, scope: !286)
!326 = !DILocation(line: 12, column: 111, scope: !282)
!327 = !DILocation(line: 12, column: 133, scope: !285)
!328 = !DILocation(line: 0, scope: !285)
!329 = !DILocation(line: 12, column: 146, scope: !285)
!330 = !DILocation(line: 12, column: 144, scope: !285)
!331 = !DILocation(line: 12, column: 157, scope: !285)
!332 = !DILocation(line: 12, column: 162, scope: !285)
!333 = !DILocation(line: 12, column: 36, scope: !283)
!334 = !DILocation(line: 12, column: 30, scope: !283)
!335 = distinct !{!335, !310, !336, !124}
!336 = !DILocation(line: 12, column: 164, scope: !279)
!337 = !DILocation(line: 26, column: 9, scope: !270)
!338 = !DILocalVariable(name: "b", arg: 1, scope: !339, file: !3, line: 10, type: !19)
!339 = distinct !DISubprogram(name: "pw", scope: !3, file: !3, line: 10, type: !340, scopeLine: 10, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !342)
!340 = !DISubroutineType(types: !341)
!341 = !{!19, !19, !19}
!342 = !{!338, !343, !344, !345}
!343 = !DILocalVariable(name: "e", arg: 2, scope: !339, file: !3, line: 10, type: !19)
!344 = !DILocalVariable(name: "r", scope: !339, file: !3, line: 10, type: !14)
!345 = !DILocalVariable(name: "x", scope: !339, file: !3, line: 10, type: !14)
!346 = !DILocation(line: 0, scope: !339, inlinedAt: !347)
!347 = distinct !DILocation(line: 14, column: 22, scope: !290)
!348 = !DILocation(line: 14, column: 38, scope: !290)
!349 = !DILocation(line: 10, column: 69, scope: !339, inlinedAt: !347)
!350 = !DILocation(line: 10, column: 87, scope: !351, inlinedAt: !347)
!351 = distinct !DILexicalBlock(scope: !352, file: !3, line: 10, column: 85)
!352 = distinct !DILexicalBlock(scope: !339, file: !3, line: 10, column: 79)
!353 = !DILocation(line: 10, column: 85, scope: !352, inlinedAt: !347)
!354 = !DILocation(line: 10, column: 98, scope: !351, inlinedAt: !347)
!355 = !DILocation(line: 10, column: 102, scope: !351, inlinedAt: !347)
!356 = !DILocation(line: 10, column: 92, scope: !351, inlinedAt: !347)
!357 = !DILocation(line: 10, scope: !339, inlinedAt: !347)
!358 = !DILocation(line: 10, column: 115, scope: !352, inlinedAt: !347)
!359 = !DILocation(line: 10, column: 119, scope: !352, inlinedAt: !347)
!360 = !DILocation(line: 10, column: 128, scope: !352, inlinedAt: !347)
!361 = distinct !{!361, !349, !362, !124}
!362 = !DILocation(line: 10, column: 135, scope: !339, inlinedAt: !347)
!363 = !DILocation(line: 0, scope: !290)
!364 = !DILocation(line: 15, column: 13, scope: !290)
!365 = !DILocation(line: 0, scope: !339, inlinedAt: !366)
!366 = distinct !DILocation(line: 15, column: 22, scope: !367)
!367 = distinct !DILexicalBlock(scope: !290, file: !3, line: 15, column: 13)
!368 = !DILocation(line: 10, column: 66, scope: !339, inlinedAt: !366)
!369 = !DILocation(line: 10, column: 69, scope: !339, inlinedAt: !366)
!370 = !DILocation(line: 10, column: 87, scope: !351, inlinedAt: !366)
!371 = !DILocation(line: 10, column: 85, scope: !352, inlinedAt: !366)
!372 = !DILocation(line: 10, column: 98, scope: !351, inlinedAt: !366)
!373 = !DILocation(line: 10, column: 102, scope: !351, inlinedAt: !366)
!374 = !DILocation(line: 10, column: 92, scope: !351, inlinedAt: !366)
!375 = !DILocation(line: 10, scope: !339, inlinedAt: !366)
!376 = !DILocation(line: 10, column: 115, scope: !352, inlinedAt: !366)
!377 = !DILocation(line: 10, column: 119, scope: !352, inlinedAt: !366)
!378 = !DILocation(line: 10, column: 128, scope: !352, inlinedAt: !366)
!379 = distinct !{!379, !369, !380, !124}
!380 = !DILocation(line: 10, column: 135, scope: !339, inlinedAt: !366)
!381 = !DILocation(line: 0, scope: !293)
!382 = !DILocation(line: 16, column: 9, scope: !293)
!383 = !DILocation(line: 0, scope: !298)
!384 = !DILocation(line: 0, scope: !295)
!385 = !DILocation(line: 18, column: 13, scope: !298)
!386 = !DILocation(line: 13, column: 37, scope: !291)
!387 = !DILocation(line: 13, column: 27, scope: !291)
!388 = distinct !{!388, !317, !389, !124}
!389 = !DILocation(line: 25, column: 5, scope: !288)
!390 = !DILocation(line: 16, column: 34, scope: !296)
!391 = !DILocation(line: 16, column: 27, scope: !296)
!392 = distinct !{!392, !382, !393, !124}
!393 = !DILocation(line: 24, column: 9, scope: !293)
!394 = !DILocation(line: 19, column: 34, scope: !300)
!395 = !DILocation(line: 19, column: 30, scope: !300)
!396 = !DILocation(line: 0, scope: !300)
!397 = !DILocation(line: 19, column: 55, scope: !300)
!398 = !DILocation(line: 19, column: 74, scope: !300)
!399 = !DILocation(line: 19, column: 79, scope: !300)
!400 = !DILocation(line: 19, column: 44, scope: !300)
!401 = !DILocation(line: 20, column: 30, scope: !300)
!402 = !DILocation(line: 20, column: 34, scope: !300)
!403 = !DILocation(line: 20, column: 28, scope: !300)
!404 = !DILocation(line: 20, column: 26, scope: !300)
!405 = !DILocation(line: 21, column: 40, scope: !300)
!406 = !DILocation(line: 21, column: 38, scope: !300)
!407 = !DILocation(line: 21, column: 36, scope: !300)
!408 = !DILocation(line: 22, column: 25, scope: !300)
!409 = !DILocation(line: 22, column: 29, scope: !300)
!410 = !DILocation(line: 18, column: 43, scope: !301)
!411 = !DILocation(line: 18, column: 31, scope: !301)
!412 = distinct !{!412, !385, !413, !124}
!413 = !DILocation(line: 23, column: 13, scope: !298)
!414 = !DILocation(line: 0, scope: !339, inlinedAt: !415)
!415 = distinct !DILocation(line: 26, column: 30, scope: !304)
!416 = !DILocation(line: 10, column: 87, scope: !351, inlinedAt: !415)
!417 = !DILocation(line: 10, column: 85, scope: !352, inlinedAt: !415)
!418 = !DILocation(line: 10, column: 98, scope: !351, inlinedAt: !415)
!419 = !DILocation(line: 10, column: 102, scope: !351, inlinedAt: !415)
!420 = !DILocation(line: 10, column: 92, scope: !351, inlinedAt: !415)
!421 = !DILocation(line: 10, scope: !339, inlinedAt: !415)
!422 = !DILocation(line: 10, column: 115, scope: !352, inlinedAt: !415)
!423 = !DILocation(line: 10, column: 119, scope: !352, inlinedAt: !415)
!424 = !DILocation(line: 10, column: 128, scope: !352, inlinedAt: !415)
!425 = !DILocation(line: 10, column: 69, scope: !339, inlinedAt: !415)
!426 = distinct !{!426, !425, !427, !124}
!427 = !DILocation(line: 10, column: 135, scope: !339, inlinedAt: !415)
!428 = !DILocation(line: 26, column: 30, scope: !304)
!429 = !DILocation(line: 0, scope: !304)
!430 = !DILocation(line: 0, scope: !307)
!431 = !DILocation(line: 26, column: 56, scope: !307)
!432 = !DILocation(line: 26, column: 102, scope: !433)
!433 = distinct !DILexicalBlock(scope: !307, file: !3, line: 26, column: 56)
!434 = !DILocation(line: 26, column: 107, scope: !433)
!435 = !DILocation(line: 26, column: 112, scope: !433)
!436 = !DILocation(line: 26, column: 91, scope: !433)
!437 = !DILocation(line: 26, column: 89, scope: !433)
!438 = !DILocation(line: 26, column: 80, scope: !433)
!439 = !DILocation(line: 26, column: 74, scope: !433)
!440 = distinct !{!440, !431, !441, !124}
!441 = !DILocation(line: 26, column: 117, scope: !307)
!442 = !DILocation(line: 27, column: 1, scope: !270)
!443 = !DISubprogram(name: "printf", scope: !444, file: !444, line: 356, type: !445, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!444 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!445 = !DISubroutineType(types: !446)
!446 = !{!6, !447, null}
!447 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !448)
!448 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !449, size: 64)
!449 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !38)
