; ModuleID = 'programs/sort_networks_radix.c'
source_filename = "programs/sort_networks_radix.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@main.a = internal global [5000 x i32] zeroinitializer, align 16, !dbg !0
@main.b = internal global [5000 x i32] zeroinitializer, align 16, !dbg !28
@main.c = internal global [5000 x i32] zeroinitializer, align 16, !dbg !33
@main.d = internal global [5000 x i32] zeroinitializer, align 16, !dbg !35
@main.tmp = internal unnamed_addr global [5000 x i32] zeroinitializer, align 16, !dbg !37
@main.w = internal unnamed_addr global [5000 x i64] zeroinitializer, align 16, !dbg !39
@main.wt = internal unnamed_addr global [5000 x i64] zeroinitializer, align 16, !dbg !44
@.str = private unnamed_addr constant [91 x i8] c"all sorts agree=%d radix64 sorted=%d network bad=%d min=%u max=%u median=%u bytes[500]=%d\0A\00", align 1, !dbg !46

; Function Attrs: nofree nounwind uwtable
define dso_local range(i32 0, 128) i32 @main() local_unnamed_addr #0 !dbg !2 {
  %1 = alloca [257 x i32], align 16, !DIAssignID !100
  %2 = alloca [257 x i32], align 16, !DIAssignID !101
  %3 = alloca [1000 x i8], align 16, !DIAssignID !102
    #dbg_assign(i1 undef, !79, !DIExpression(), !102, ptr %3, !DIExpression(), !103)
  %4 = alloca [256 x i32], align 16, !DIAssignID !104
    #dbg_assign(i1 undef, !83, !DIExpression(), !104, ptr %4, !DIExpression(), !103)
    #dbg_value(i64 88172645463325252, !53, !DIExpression(), !103)
    #dbg_value(i32 0, !54, !DIExpression(), !105)
  br label %197, !dbg !106

5:                                                ; preds = %197, %50
  %6 = phi i32 [ %51, %50 ], [ 0, %197 ]
    #dbg_value(i32 %6, !107, !DIExpression(), !129)
  call void @llvm.lifetime.start.p0(i64 1028, ptr nonnull %2) #9, !dbg !131
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(1028) %2, i8 0, i64 1028, i1 false), !dbg !132, !DIAssignID !133
    #dbg_assign(i8 0, !117, !DIExpression(), !133, ptr %2, !DIExpression(), !134)
    #dbg_value(i32 0, !123, !DIExpression(), !135)
  br label %7, !dbg !136

7:                                                ; preds = %7, %5
  %8 = phi i64 [ 0, %5 ], [ %28, %7 ]
    #dbg_value(i64 %8, !123, !DIExpression(), !135)
  %9 = getelementptr inbounds i32, ptr @main.a, i64 %8, !dbg !137
  %10 = load i32, ptr %9, align 8, !dbg !137, !tbaa !139
  %11 = lshr i32 %10, %6, !dbg !143
  %12 = and i32 %11, 255, !dbg !144
  %13 = add nuw nsw i32 %12, 1, !dbg !145
  %14 = zext nneg i32 %13 to i64, !dbg !146
  %15 = getelementptr inbounds [257 x i32], ptr %2, i64 0, i64 %14, !dbg !146
  %16 = load i32, ptr %15, align 4, !dbg !147, !tbaa !139
  %17 = add nsw i32 %16, 1, !dbg !147
  store i32 %17, ptr %15, align 4, !dbg !147, !tbaa !139
  %18 = or disjoint i64 %8, 1, !dbg !148
    #dbg_value(i64 %18, !123, !DIExpression(), !135)
  %19 = getelementptr inbounds i32, ptr @main.a, i64 %18, !dbg !137
  %20 = load i32, ptr %19, align 4, !dbg !137, !tbaa !139
  %21 = lshr i32 %20, %6, !dbg !143
  %22 = and i32 %21, 255, !dbg !144
  %23 = add nuw nsw i32 %22, 1, !dbg !145
  %24 = zext nneg i32 %23 to i64, !dbg !146
  %25 = getelementptr inbounds [257 x i32], ptr %2, i64 0, i64 %24, !dbg !146
  %26 = load i32, ptr %25, align 4, !dbg !147, !tbaa !139
  %27 = add nsw i32 %26, 1, !dbg !147
  store i32 %27, ptr %25, align 4, !dbg !147, !tbaa !139
  %28 = add nuw nsw i64 %8, 2, !dbg !148
    #dbg_value(i64 %28, !123, !DIExpression(), !135)
  %29 = icmp eq i64 %28, 5000, !dbg !149
  br i1 %29, label %30, label %7, !dbg !136, !llvm.loop !150

30:                                               ; preds = %7, %30
  %31 = phi i32 [ %48, %30 ], [ 0, %7 ], !dbg !153
  %32 = phi i64 [ %45, %30 ], [ 0, %7 ]
    #dbg_value(i64 %32, !125, !DIExpression(), !155)
  %33 = or disjoint i64 %32, 1, !dbg !156
  %34 = getelementptr inbounds [257 x i32], ptr %2, i64 0, i64 %33, !dbg !157
  %35 = load i32, ptr %34, align 4, !dbg !158, !tbaa !139
  %36 = add nsw i32 %35, %31, !dbg !158
  store i32 %36, ptr %34, align 4, !dbg !158, !tbaa !139
    #dbg_value(i64 %33, !125, !DIExpression(), !155)
  %37 = or disjoint i64 %32, 2, !dbg !156
  %38 = getelementptr inbounds [257 x i32], ptr %2, i64 0, i64 %37, !dbg !157
  %39 = load i32, ptr %38, align 8, !dbg !158, !tbaa !139
  %40 = add nsw i32 %39, %36, !dbg !158
  store i32 %40, ptr %38, align 8, !dbg !158, !tbaa !139
    #dbg_value(i64 %37, !125, !DIExpression(), !155)
  %41 = or disjoint i64 %32, 3, !dbg !156
  %42 = getelementptr inbounds [257 x i32], ptr %2, i64 0, i64 %41, !dbg !157
  %43 = load i32, ptr %42, align 4, !dbg !158, !tbaa !139
  %44 = add nsw i32 %43, %40, !dbg !158
  store i32 %44, ptr %42, align 4, !dbg !158, !tbaa !139
    #dbg_value(i64 %41, !125, !DIExpression(), !155)
  %45 = add nuw nsw i64 %32, 4, !dbg !156
  %46 = getelementptr inbounds [257 x i32], ptr %2, i64 0, i64 %45, !dbg !157
  %47 = load i32, ptr %46, align 16, !dbg !158, !tbaa !139
  %48 = add nsw i32 %47, %44, !dbg !158
  store i32 %48, ptr %46, align 16, !dbg !158, !tbaa !139
    #dbg_value(i64 %45, !125, !DIExpression(), !155)
  %49 = icmp eq i64 %45, 256, !dbg !159
  br i1 %49, label %53, label %30, !dbg !160, !llvm.loop !161

50:                                               ; preds = %53
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(20000) @main.a, ptr noundef nonnull align 16 dereferenceable(20000) @main.tmp, i64 20000, i1 false), !dbg !163
  call void @llvm.lifetime.end.p0(i64 1028, ptr nonnull %2) #9, !dbg !164
  %51 = add nuw nsw i32 %6, 8, !dbg !165
    #dbg_value(i32 %51, !107, !DIExpression(), !129)
  %52 = icmp ult i32 %6, 24, !dbg !166
  br i1 %52, label %5, label %78, !dbg !167, !llvm.loop !168

53:                                               ; preds = %30, %53
  %54 = phi i64 [ %76, %53 ], [ 0, %30 ]
    #dbg_value(i64 %54, !127, !DIExpression(), !170)
  %55 = getelementptr inbounds i32, ptr @main.a, i64 %54, !dbg !171
  %56 = load i32, ptr %55, align 8, !dbg !171, !tbaa !139
  %57 = lshr i32 %56, %6, !dbg !173
  %58 = and i32 %57, 255, !dbg !174
  %59 = zext nneg i32 %58 to i64, !dbg !175
  %60 = getelementptr inbounds [257 x i32], ptr %2, i64 0, i64 %59, !dbg !175
  %61 = load i32, ptr %60, align 4, !dbg !176, !tbaa !139
  %62 = add nsw i32 %61, 1, !dbg !176
  store i32 %62, ptr %60, align 4, !dbg !176, !tbaa !139
  %63 = sext i32 %61 to i64, !dbg !177
  %64 = getelementptr inbounds i32, ptr @main.tmp, i64 %63, !dbg !177
  store i32 %56, ptr %64, align 4, !dbg !178, !tbaa !139
  %65 = or disjoint i64 %54, 1, !dbg !179
    #dbg_value(i64 %65, !127, !DIExpression(), !170)
  %66 = getelementptr inbounds i32, ptr @main.a, i64 %65, !dbg !171
  %67 = load i32, ptr %66, align 4, !dbg !171, !tbaa !139
  %68 = lshr i32 %67, %6, !dbg !173
  %69 = and i32 %68, 255, !dbg !174
  %70 = zext nneg i32 %69 to i64, !dbg !175
  %71 = getelementptr inbounds [257 x i32], ptr %2, i64 0, i64 %70, !dbg !175
  %72 = load i32, ptr %71, align 4, !dbg !176, !tbaa !139
  %73 = add nsw i32 %72, 1, !dbg !176
  store i32 %73, ptr %71, align 4, !dbg !176, !tbaa !139
  %74 = sext i32 %72 to i64, !dbg !177
  %75 = getelementptr inbounds i32, ptr @main.tmp, i64 %74, !dbg !177
  store i32 %67, ptr %75, align 4, !dbg !178, !tbaa !139
  %76 = add nuw nsw i64 %54, 2, !dbg !179
    #dbg_value(i64 %76, !127, !DIExpression(), !170)
  %77 = icmp eq i64 %76, 5000, !dbg !180
  br i1 %77, label %50, label %53, !dbg !181, !llvm.loop !182

78:                                               ; preds = %50, %86
  %79 = phi i32 [ %80, %86 ], [ 1, %50 ]
    #dbg_value(i32 %79, !184, !DIExpression(), !202)
  %80 = shl i32 %79, 1
    #dbg_value(i32 0, !191, !DIExpression(), !204)
  %81 = zext nneg i32 %79 to i64, !dbg !205
  %82 = shl nuw nsw i64 %81, 1, !dbg !205
  br label %88, !dbg !205

83:                                               ; preds = %150, %147
    #dbg_value(i32 %98, !191, !DIExpression(), !204)
  %84 = icmp ult i32 %98, 5000, !dbg !206
  %85 = add nuw nsw i64 %89, %82, !dbg !205
  br i1 %84, label %88, label %86, !dbg !205, !llvm.loop !207

86:                                               ; preds = %83
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(20000) @main.b, ptr noundef nonnull align 16 dereferenceable(20000) @main.tmp, i64 20000, i1 false), !dbg !209
    #dbg_value(i32 %80, !184, !DIExpression(), !202)
  %87 = icmp ult i32 %79, 2500, !dbg !210
  br i1 %87, label %78, label %162, !dbg !211, !llvm.loop !212

88:                                               ; preds = %83, %78
  %89 = phi i64 [ %85, %83 ], [ %81, %78 ]
  %90 = phi i64 [ %97, %83 ], [ 0, %78 ]
  %91 = tail call i64 @llvm.umin.i64(i64 %89, i64 5000)
  %92 = trunc i64 %90 to i32
  %93 = add nuw nsw i32 %80, %92, !dbg !214
  %94 = tail call i32 @llvm.umin.i32(i32 %93, i32 5000), !dbg !214
  %95 = add nuw nsw i32 %79, %92, !dbg !214
  %96 = tail call i32 @llvm.umin.i32(i32 %95, i32 5000), !dbg !214
    #dbg_value(i32 %92, !191, !DIExpression(), !204)
    #dbg_value(i32 %96, !195, !DIExpression(), !215)
  %97 = add nuw nsw i64 %90, %82, !dbg !205
  %98 = trunc i64 %97 to i32, !dbg !216
  %99 = tail call i32 @llvm.umin.i32(i32 %98, i32 5000), !dbg !217
    #dbg_value(i32 %99, !198, !DIExpression(), !215)
    #dbg_value(i32 %92, !199, !DIExpression(), !215)
    #dbg_value(i32 %96, !200, !DIExpression(), !215)
    #dbg_value(i32 %92, !201, !DIExpression(), !215)
  %100 = icmp ult i32 %95, %99, !dbg !218
  br i1 %100, label %125, label %103, !dbg !219

101:                                              ; preds = %125
  %102 = trunc nuw i64 %142 to i32, !dbg !220
  br label %103, !dbg !220

103:                                              ; preds = %101, %88
  %104 = phi i32 [ %92, %88 ], [ %137, %101 ], !dbg !215
  %105 = phi i32 [ %96, %88 ], [ %140, %101 ], !dbg !221
  %106 = phi i32 [ %92, %88 ], [ %102, %101 ], !dbg !215
    #dbg_value(i32 %106, !201, !DIExpression(), !215)
    #dbg_value(i32 %104, !199, !DIExpression(), !215)
  %107 = icmp slt i32 %104, %96, !dbg !220
  br i1 %107, label %108, label %147, !dbg !222

108:                                              ; preds = %103
  %109 = zext i32 %106 to i64, !dbg !222
  %110 = shl nuw nsw i64 %109, 2, !dbg !222
  %111 = getelementptr i8, ptr @main.tmp, i64 %110, !dbg !222
  %112 = zext nneg i32 %104 to i64, !dbg !222
  %113 = shl nuw nsw i64 %112, 2, !dbg !222
  %114 = getelementptr i8, ptr @main.b, i64 %113, !dbg !222
  %115 = xor i32 %104, -1, !dbg !222
  %116 = add i32 %96, %115, !dbg !222
  %117 = zext i32 %116 to i64, !dbg !222
  %118 = shl nuw nsw i64 %117, 2, !dbg !222
  %119 = add nuw nsw i64 %118, 4, !dbg !222
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(1) %111, ptr noundef nonnull align 4 dereferenceable(1) %114, i64 %119, i1 false), !dbg !223, !tbaa !139
  %120 = add nuw nsw i64 %112, 1, !dbg !222
  %121 = tail call i64 @llvm.umax.i64(i64 %91, i64 %120), !dbg !222
  %122 = trunc nuw i64 %121 to i32, !dbg !222
  %123 = add i32 %106, %122, !dbg !222
    #dbg_value(i64 poison, !201, !DIExpression(), !215)
    #dbg_value(i64 poison, !199, !DIExpression(), !215)
  %124 = sub i32 %123, %104, !dbg !222
  br label %147, !dbg !224

125:                                              ; preds = %88, %125
  %126 = phi i64 [ %142, %125 ], [ %90, %88 ]
  %127 = phi i32 [ %140, %125 ], [ %96, %88 ]
  %128 = phi i32 [ %137, %125 ], [ %92, %88 ]
    #dbg_value(i64 %126, !201, !DIExpression(), !215)
    #dbg_value(i32 %127, !200, !DIExpression(), !215)
    #dbg_value(i32 %128, !199, !DIExpression(), !215)
  %129 = zext nneg i32 %128 to i64, !dbg !225
  %130 = getelementptr inbounds i32, ptr @main.b, i64 %129, !dbg !225
  %131 = load i32, ptr %130, align 4, !dbg !225, !tbaa !139
  %132 = zext nneg i32 %127 to i64, !dbg !226
  %133 = getelementptr inbounds i32, ptr @main.b, i64 %132, !dbg !226
  %134 = load i32, ptr %133, align 4, !dbg !226, !tbaa !139
  %135 = icmp ule i32 %131, %134, !dbg !227
  %136 = zext i1 %135 to i32, !dbg !225
  %137 = add nuw nsw i32 %128, %136, !dbg !225
  %138 = xor i1 %135, true, !dbg !225
  %139 = zext i1 %138 to i32, !dbg !225
  %140 = add nuw nsw i32 %127, %139, !dbg !225
  %141 = tail call i32 @llvm.umin.i32(i32 %131, i32 %134), !dbg !225
    #dbg_value(i32 %140, !200, !DIExpression(), !215)
    #dbg_value(i32 %137, !199, !DIExpression(), !215)
  %142 = add nuw nsw i64 %126, 1, !dbg !228
    #dbg_value(i64 %142, !201, !DIExpression(), !215)
  %143 = getelementptr inbounds i32, ptr @main.tmp, i64 %126, !dbg !229
  store i32 %141, ptr %143, align 4, !dbg !230, !tbaa !139
  %144 = icmp ult i32 %137, %96, !dbg !231
  %145 = icmp ult i32 %140, %99, !dbg !218
  %146 = select i1 %144, i1 %145, i1 false, !dbg !218
  br i1 %146, label %125, label %101, !dbg !219, !llvm.loop !232

147:                                              ; preds = %108, %103
  %148 = phi i32 [ %106, %103 ], [ %124, %108 ], !dbg !215
    #dbg_value(i32 %148, !201, !DIExpression(), !215)
    #dbg_value(i32 %105, !200, !DIExpression(), !215)
  %149 = icmp slt i32 %105, %99, !dbg !224
  br i1 %149, label %150, label %83, !dbg !234

150:                                              ; preds = %147
  %151 = zext i32 %148 to i64, !dbg !234
  %152 = shl nuw nsw i64 %151, 2, !dbg !234
  %153 = getelementptr i8, ptr @main.tmp, i64 %152, !dbg !234
  %154 = sext i32 %105 to i64, !dbg !234
  %155 = shl nsw i64 %154, 2, !dbg !234
  %156 = getelementptr i8, ptr @main.b, i64 %155, !dbg !234
  %157 = xor i32 %105, -1, !dbg !234
  %158 = add i32 %94, %157, !dbg !234
  %159 = zext i32 %158 to i64, !dbg !234
  %160 = shl nuw nsw i64 %159, 2, !dbg !234
  %161 = add nuw nsw i64 %160, 4, !dbg !234
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(1) %153, ptr noundef nonnull align 4 dereferenceable(1) %156, i64 %161, i1 false), !dbg !235, !tbaa !139
    #dbg_value(i64 poison, !201, !DIExpression(), !215)
    #dbg_value(i64 poison, !200, !DIExpression(), !215)
  br label %83, !dbg !206

162:                                              ; preds = %86, %167
  %163 = phi i32 [ %168, %167 ], [ 2500, %86 ]
    #dbg_value(i32 %163, !236, !DIExpression(), !251)
    #dbg_value(i32 %163, !244, !DIExpression(), !253)
  %164 = icmp slt i32 %163, 5000, !dbg !254
  br i1 %164, label %165, label %167, !dbg !255

165:                                              ; preds = %162
  %166 = sext i32 %163 to i64, !dbg !255
  br label %171, !dbg !255

167:                                              ; preds = %188, %162
  %168 = sdiv i32 %163, 2, !dbg !256
    #dbg_value(i32 %168, !236, !DIExpression(), !251)
  %169 = add nsw i32 %163, 1, !dbg !257
  %170 = icmp ult i32 %169, 3, !dbg !257
  br i1 %170, label %194, label %162, !dbg !257, !llvm.loop !258

171:                                              ; preds = %188, %165
  %172 = phi i64 [ %166, %165 ], [ %192, %188 ]
    #dbg_value(i64 %172, !244, !DIExpression(), !253)
  %173 = getelementptr inbounds i32, ptr @main.c, i64 %172, !dbg !260
  %174 = load i32, ptr %173, align 4, !dbg !260, !tbaa !139
    #dbg_value(i32 %174, !247, !DIExpression(), !261)
    #dbg_value(i64 %172, !250, !DIExpression(), !261)
  %175 = icmp slt i64 %172, %166, !dbg !262
  %176 = trunc nsw i64 %172 to i32, !dbg !263
  br i1 %175, label %188, label %177, !dbg !263

177:                                              ; preds = %171, %184
  %178 = phi i32 [ %179, %184 ], [ %176, %171 ]
    #dbg_value(i32 %178, !250, !DIExpression(), !261)
  %179 = sub nsw i32 %178, %163, !dbg !264
  %180 = sext i32 %179 to i64, !dbg !265
  %181 = getelementptr inbounds i32, ptr @main.c, i64 %180, !dbg !265
  %182 = load i32, ptr %181, align 4, !dbg !265, !tbaa !139
  %183 = icmp ugt i32 %182, %174, !dbg !266
  br i1 %183, label %184, label %188, !dbg !267

184:                                              ; preds = %177
  %185 = sext i32 %178 to i64, !dbg !268
  %186 = getelementptr inbounds i32, ptr @main.c, i64 %185, !dbg !268
  store i32 %182, ptr %186, align 4, !dbg !270, !tbaa !139
    #dbg_value(i32 %179, !250, !DIExpression(), !261)
  %187 = icmp slt i32 %179, %163, !dbg !262
  br i1 %187, label %188, label %177, !dbg !263, !llvm.loop !271

188:                                              ; preds = %184, %177, %171
  %189 = phi i32 [ %176, %171 ], [ %178, %177 ], [ %179, %184 ], !dbg !273
  %190 = sext i32 %189 to i64, !dbg !274
  %191 = getelementptr inbounds i32, ptr @main.c, i64 %190, !dbg !274
  store i32 %174, ptr %191, align 4, !dbg !275, !tbaa !139
  %192 = add nsw i64 %172, 1, !dbg !276
    #dbg_value(i64 %192, !244, !DIExpression(), !253)
  %193 = icmp eq i64 %192, 5000, !dbg !254
  br i1 %193, label %167, label %171, !dbg !255, !llvm.loop !277

194:                                              ; preds = %167
  tail call void @qsort(ptr noundef nonnull @main.d, i64 noundef 5000, i64 noundef 4, ptr noundef nonnull @cmp32) #9, !dbg !279
  %195 = tail call i32 @bcmp(ptr noundef nonnull dereferenceable(20000) @main.a, ptr noundef nonnull dereferenceable(20000) @main.b, i64 20000), !dbg !280
  %196 = icmp eq i32 %195, 0, !dbg !280
  br i1 %196, label %214, label %220, !dbg !281

197:                                              ; preds = %0, %197
  %198 = phi i64 [ 0, %0 ], [ %212, %197 ]
  %199 = phi i64 [ 88172645463325252, %0 ], [ %205, %197 ]
    #dbg_value(i64 %198, !54, !DIExpression(), !105)
    #dbg_value(i64 %199, !53, !DIExpression(), !103)
  %200 = shl i64 %199, 13, !dbg !282
  %201 = xor i64 %200, %199, !dbg !285
    #dbg_value(i64 %201, !53, !DIExpression(), !103)
  %202 = lshr i64 %201, 7, !dbg !286
  %203 = xor i64 %202, %201, !dbg !287
    #dbg_value(i64 %203, !53, !DIExpression(), !103)
  %204 = shl i64 %203, 17, !dbg !288
  %205 = xor i64 %204, %203, !dbg !289
    #dbg_value(i64 %205, !53, !DIExpression(), !103)
  %206 = trunc i64 %205 to i32, !dbg !290
  %207 = getelementptr inbounds [5000 x i32], ptr @main.d, i64 0, i64 %198, !dbg !291
  store i32 %206, ptr %207, align 4, !dbg !292, !tbaa !139
  %208 = getelementptr inbounds [5000 x i32], ptr @main.c, i64 0, i64 %198, !dbg !293
  store i32 %206, ptr %208, align 4, !dbg !294, !tbaa !139
  %209 = getelementptr inbounds [5000 x i32], ptr @main.b, i64 0, i64 %198, !dbg !295
  store i32 %206, ptr %209, align 4, !dbg !296, !tbaa !139
  %210 = getelementptr inbounds [5000 x i32], ptr @main.a, i64 0, i64 %198, !dbg !297
  store i32 %206, ptr %210, align 4, !dbg !298, !tbaa !139
  %211 = getelementptr inbounds [5000 x i64], ptr @main.w, i64 0, i64 %198, !dbg !299
  store i64 %205, ptr %211, align 8, !dbg !300, !tbaa !301
  %212 = add nuw nsw i64 %198, 1, !dbg !303
    #dbg_value(i64 %212, !54, !DIExpression(), !105)
  %213 = icmp eq i64 %212, 5000, !dbg !304
  br i1 %213, label %5, label %197, !dbg !106, !llvm.loop !305

214:                                              ; preds = %194
  %215 = tail call i32 @bcmp(ptr noundef nonnull dereferenceable(20000) @main.a, ptr noundef nonnull dereferenceable(20000) @main.c, i64 20000), !dbg !307
  %216 = icmp eq i32 %215, 0, !dbg !307
  br i1 %216, label %217, label %220, !dbg !308

217:                                              ; preds = %214
  %218 = tail call i32 @bcmp(ptr noundef nonnull dereferenceable(20000) @main.a, ptr noundef nonnull dereferenceable(20000) @main.d, i64 20000), !dbg !309
  %219 = icmp eq i32 %218, 0, !dbg !310
  br label %220

220:                                              ; preds = %217, %214, %194
  %221 = phi i1 [ false, %214 ], [ false, %194 ], [ %219, %217 ], !dbg !103
    #dbg_value(i1 %221, !56, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !103)
    #dbg_assign(i1 undef, !311, !DIExpression(), !100, ptr %1, !DIExpression(), !330)
    #dbg_value(ptr @main.w, !320, !DIExpression(), !332)
    #dbg_value(ptr @main.wt, !321, !DIExpression(), !332)
    #dbg_value(i32 5000, !322, !DIExpression(), !332)
    #dbg_value(i32 0, !323, !DIExpression(), !333)
  br label %222, !dbg !334

222:                                              ; preds = %265, %220
  %223 = phi i64 [ 0, %220 ], [ %266, %265 ]
    #dbg_value(i64 %223, !323, !DIExpression(), !333)
  call void @llvm.lifetime.start.p0(i64 1028, ptr nonnull %1) #9, !dbg !335
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(1028) %1, i8 0, i64 1028, i1 false), !dbg !336, !DIAssignID !337
    #dbg_assign(i8 0, !311, !DIExpression(), !337, ptr %1, !DIExpression(), !330)
    #dbg_value(i32 0, !324, !DIExpression(), !338)
  br label %224, !dbg !339

224:                                              ; preds = %224, %222
  %225 = phi i64 [ 0, %222 ], [ %243, %224 ]
    #dbg_value(i64 %225, !324, !DIExpression(), !338)
  %226 = getelementptr inbounds i64, ptr @main.w, i64 %225, !dbg !340
  %227 = load i64, ptr %226, align 16, !dbg !340, !tbaa !301
  %228 = lshr i64 %227, %223, !dbg !342
  %229 = and i64 %228, 255, !dbg !343
  %230 = add nuw nsw i64 %229, 1, !dbg !344
  %231 = getelementptr inbounds [257 x i32], ptr %1, i64 0, i64 %230, !dbg !345
  %232 = load i32, ptr %231, align 4, !dbg !346, !tbaa !139
  %233 = add nsw i32 %232, 1, !dbg !346
  store i32 %233, ptr %231, align 4, !dbg !346, !tbaa !139
  %234 = or disjoint i64 %225, 1, !dbg !347
    #dbg_value(i64 %234, !324, !DIExpression(), !338)
  %235 = getelementptr inbounds i64, ptr @main.w, i64 %234, !dbg !340
  %236 = load i64, ptr %235, align 8, !dbg !340, !tbaa !301
  %237 = lshr i64 %236, %223, !dbg !342
  %238 = and i64 %237, 255, !dbg !343
  %239 = add nuw nsw i64 %238, 1, !dbg !344
  %240 = getelementptr inbounds [257 x i32], ptr %1, i64 0, i64 %239, !dbg !345
  %241 = load i32, ptr %240, align 4, !dbg !346, !tbaa !139
  %242 = add nsw i32 %241, 1, !dbg !346
  store i32 %242, ptr %240, align 4, !dbg !346, !tbaa !139
  %243 = add nuw nsw i64 %225, 2, !dbg !347
    #dbg_value(i64 %243, !324, !DIExpression(), !338)
  %244 = icmp eq i64 %243, 5000, !dbg !348
  br i1 %244, label %245, label %224, !dbg !339, !llvm.loop !349

245:                                              ; preds = %224, %245
  %246 = phi i32 [ %263, %245 ], [ 0, %224 ], !dbg !351
  %247 = phi i64 [ %260, %245 ], [ 0, %224 ]
    #dbg_value(i64 %247, !326, !DIExpression(), !353)
  %248 = or disjoint i64 %247, 1, !dbg !354
  %249 = getelementptr inbounds [257 x i32], ptr %1, i64 0, i64 %248, !dbg !355
  %250 = load i32, ptr %249, align 4, !dbg !356, !tbaa !139
  %251 = add nsw i32 %250, %246, !dbg !356
  store i32 %251, ptr %249, align 4, !dbg !356, !tbaa !139
    #dbg_value(i64 %248, !326, !DIExpression(), !353)
  %252 = or disjoint i64 %247, 2, !dbg !354
  %253 = getelementptr inbounds [257 x i32], ptr %1, i64 0, i64 %252, !dbg !355
  %254 = load i32, ptr %253, align 8, !dbg !356, !tbaa !139
  %255 = add nsw i32 %254, %251, !dbg !356
  store i32 %255, ptr %253, align 8, !dbg !356, !tbaa !139
    #dbg_value(i64 %252, !326, !DIExpression(), !353)
  %256 = or disjoint i64 %247, 3, !dbg !354
  %257 = getelementptr inbounds [257 x i32], ptr %1, i64 0, i64 %256, !dbg !355
  %258 = load i32, ptr %257, align 4, !dbg !356, !tbaa !139
  %259 = add nsw i32 %258, %255, !dbg !356
  store i32 %259, ptr %257, align 4, !dbg !356, !tbaa !139
    #dbg_value(i64 %256, !326, !DIExpression(), !353)
  %260 = add nuw nsw i64 %247, 4, !dbg !354
  %261 = getelementptr inbounds [257 x i32], ptr %1, i64 0, i64 %260, !dbg !355
  %262 = load i32, ptr %261, align 16, !dbg !356, !tbaa !139
  %263 = add nsw i32 %262, %259, !dbg !356
  store i32 %263, ptr %261, align 16, !dbg !356, !tbaa !139
    #dbg_value(i64 %260, !326, !DIExpression(), !353)
  %264 = icmp eq i64 %260, 256, !dbg !357
  br i1 %264, label %270, label %245, !dbg !358, !llvm.loop !359

265:                                              ; preds = %270
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(40000) @main.w, ptr noundef nonnull align 16 dereferenceable(40000) @main.wt, i64 40000, i1 false), !dbg !361
  call void @llvm.lifetime.end.p0(i64 1028, ptr nonnull %1) #9, !dbg !362
  %266 = add nuw nsw i64 %223, 8, !dbg !363
    #dbg_value(i64 %266, !323, !DIExpression(), !333)
  %267 = icmp ult i64 %223, 56, !dbg !364
  br i1 %267, label %222, label %268, !dbg !334, !llvm.loop !365

268:                                              ; preds = %265
  %269 = load i64, ptr @main.w, align 16, !dbg !367, !tbaa !301
  br label %293, !dbg !369

270:                                              ; preds = %245, %270
  %271 = phi i64 [ %291, %270 ], [ 0, %245 ]
    #dbg_value(i64 %271, !328, !DIExpression(), !370)
  %272 = getelementptr inbounds i64, ptr @main.w, i64 %271, !dbg !371
  %273 = load i64, ptr %272, align 16, !dbg !371, !tbaa !301
  %274 = lshr i64 %273, %223, !dbg !373
  %275 = and i64 %274, 255, !dbg !374
  %276 = getelementptr inbounds [257 x i32], ptr %1, i64 0, i64 %275, !dbg !375
  %277 = load i32, ptr %276, align 4, !dbg !376, !tbaa !139
  %278 = add nsw i32 %277, 1, !dbg !376
  store i32 %278, ptr %276, align 4, !dbg !376, !tbaa !139
  %279 = sext i32 %277 to i64, !dbg !377
  %280 = getelementptr inbounds i64, ptr @main.wt, i64 %279, !dbg !377
  store i64 %273, ptr %280, align 8, !dbg !378, !tbaa !301
  %281 = or disjoint i64 %271, 1, !dbg !379
    #dbg_value(i64 %281, !328, !DIExpression(), !370)
  %282 = getelementptr inbounds i64, ptr @main.w, i64 %281, !dbg !371
  %283 = load i64, ptr %282, align 8, !dbg !371, !tbaa !301
  %284 = lshr i64 %283, %223, !dbg !373
  %285 = and i64 %284, 255, !dbg !374
  %286 = getelementptr inbounds [257 x i32], ptr %1, i64 0, i64 %285, !dbg !375
  %287 = load i32, ptr %286, align 4, !dbg !376, !tbaa !139
  %288 = add nsw i32 %287, 1, !dbg !376
  store i32 %288, ptr %286, align 4, !dbg !376, !tbaa !139
  %289 = sext i32 %287 to i64, !dbg !377
  %290 = getelementptr inbounds i64, ptr @main.wt, i64 %289, !dbg !377
  store i64 %283, ptr %290, align 8, !dbg !378, !tbaa !301
  %291 = add nuw nsw i64 %271, 2, !dbg !379
    #dbg_value(i64 %291, !328, !DIExpression(), !370)
  %292 = icmp eq i64 %291, 5000, !dbg !380
  br i1 %292, label %265, label %270, !dbg !381, !llvm.loop !382

293:                                              ; preds = %313, %268
  %294 = phi i64 [ %269, %268 ], [ %315, %313 ], !dbg !367
  %295 = phi i64 [ 1, %268 ], [ %318, %313 ]
  %296 = phi i32 [ 1, %268 ], [ %317, %313 ]
    #dbg_value(i64 %295, !58, !DIExpression(), !384)
    #dbg_value(i32 %296, !57, !DIExpression(), !103)
  %297 = getelementptr inbounds [5000 x i64], ptr @main.w, i64 0, i64 %295, !dbg !385
  %298 = load i64, ptr %297, align 8, !dbg !385, !tbaa !301
  %299 = icmp ugt i64 %294, %298, !dbg !386
    #dbg_value(i32 poison, !57, !DIExpression(), !103)
  %300 = add nuw nsw i64 %295, 1, !dbg !387
    #dbg_value(i64 %300, !58, !DIExpression(), !384)
  %301 = getelementptr inbounds [5000 x i64], ptr @main.w, i64 0, i64 %300, !dbg !385
  %302 = load i64, ptr %301, align 8, !dbg !385, !tbaa !301
  %303 = icmp ugt i64 %298, %302, !dbg !386
    #dbg_value(i32 poison, !57, !DIExpression(), !103)
  %304 = add nuw nsw i64 %295, 2, !dbg !387
    #dbg_value(i64 %304, !58, !DIExpression(), !384)
  %305 = getelementptr inbounds [5000 x i64], ptr @main.w, i64 0, i64 %304, !dbg !385
  %306 = load i64, ptr %305, align 8, !dbg !385, !tbaa !301
  %307 = icmp ugt i64 %302, %306, !dbg !386
  %308 = select i1 %307, i1 true, i1 %303, !dbg !388
  %309 = select i1 %308, i1 true, i1 %299, !dbg !388
  %310 = select i1 %309, i32 0, i32 %296, !dbg !388
    #dbg_value(i32 %310, !57, !DIExpression(), !103)
  %311 = add nuw nsw i64 %295, 3, !dbg !387
    #dbg_value(i64 %311, !58, !DIExpression(), !384)
  %312 = icmp eq i64 %311, 5000, !dbg !389
  br i1 %312, label %320, label %313, !dbg !369, !llvm.loop !390

313:                                              ; preds = %293
    #dbg_value(i64 %311, !58, !DIExpression(), !384)
    #dbg_value(i32 %310, !57, !DIExpression(), !103)
  %314 = getelementptr inbounds [5000 x i64], ptr @main.w, i64 0, i64 %311, !dbg !385
  %315 = load i64, ptr %314, align 8, !dbg !385, !tbaa !301
  %316 = icmp ugt i64 %306, %315, !dbg !386
  %317 = select i1 %316, i32 0, i32 %310, !dbg !388
    #dbg_value(i32 %317, !57, !DIExpression(), !103)
  %318 = add nuw nsw i64 %295, 4, !dbg !387
    #dbg_value(i64 %318, !58, !DIExpression(), !384)
  br label %293

319:                                              ; preds = %320
  call void @llvm.lifetime.start.p0(i64 1000, ptr nonnull %3) #9, !dbg !392
  call void @llvm.lifetime.start.p0(i64 1024, ptr nonnull %4) #9, !dbg !393
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(1024) %4, i8 0, i64 1024, i1 false), !dbg !394, !DIAssignID !395
    #dbg_assign(i8 0, !83, !DIExpression(), !395, ptr %4, !DIExpression(), !103)
    #dbg_value(i32 0, !87, !DIExpression(), !396)
  br label %483, !dbg !397

320:                                              ; preds = %293, %320
  %321 = phi i32 [ %481, %320 ], [ 0, %293 ]
  %322 = phi i32 [ %480, %320 ], [ 0, %293 ]
  %323 = phi i64 [ %392, %320 ], [ %205, %293 ]
    #dbg_value(i32 %321, !61, !DIExpression(), !398)
    #dbg_value(i32 %322, !60, !DIExpression(), !103)
    #dbg_value(i64 0, !70, !DIExpression(), !399)
    #dbg_value(i64 %323, !53, !DIExpression(), !103)
  %324 = shl i64 %323, 13, !dbg !400
  %325 = xor i64 %324, %323, !dbg !403
    #dbg_value(i64 %325, !53, !DIExpression(), !103)
  %326 = lshr i64 %325, 7, !dbg !404
  %327 = xor i64 %326, %325, !dbg !405
    #dbg_value(i64 %327, !53, !DIExpression(), !103)
  %328 = shl i64 %327, 17, !dbg !406
  %329 = xor i64 %328, %327, !dbg !407
    #dbg_value(i64 %329, !53, !DIExpression(), !103)
  %330 = urem i64 %329, 21, !dbg !408
  %331 = trunc nuw nsw i64 %330 to i32, !dbg !409
  %332 = add nsw i32 %331, -10, !dbg !410
    #dbg_value(i32 %332, !63, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !411)
    #dbg_value(i32 %332, !69, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !411)
    #dbg_value(i64 1, !70, !DIExpression(), !399)
  %333 = shl i64 %329, 13, !dbg !400
  %334 = xor i64 %333, %329, !dbg !403
    #dbg_value(i64 %334, !53, !DIExpression(), !103)
  %335 = lshr i64 %334, 7, !dbg !404
  %336 = xor i64 %335, %334, !dbg !405
    #dbg_value(i64 %336, !53, !DIExpression(), !103)
  %337 = shl i64 %336, 17, !dbg !406
  %338 = xor i64 %337, %336, !dbg !407
    #dbg_value(i64 %338, !53, !DIExpression(), !103)
  %339 = urem i64 %338, 21, !dbg !408
  %340 = trunc nuw nsw i64 %339 to i32, !dbg !409
  %341 = add nsw i32 %340, -10, !dbg !410
    #dbg_value(i32 %341, !63, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !411)
    #dbg_value(i32 %341, !69, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !411)
    #dbg_value(i64 2, !70, !DIExpression(), !399)
  %342 = shl i64 %338, 13, !dbg !400
  %343 = xor i64 %342, %338, !dbg !403
    #dbg_value(i64 %343, !53, !DIExpression(), !103)
  %344 = lshr i64 %343, 7, !dbg !404
  %345 = xor i64 %344, %343, !dbg !405
    #dbg_value(i64 %345, !53, !DIExpression(), !103)
  %346 = shl i64 %345, 17, !dbg !406
  %347 = xor i64 %346, %345, !dbg !407
    #dbg_value(i64 %347, !53, !DIExpression(), !103)
  %348 = urem i64 %347, 21, !dbg !408
  %349 = trunc nuw nsw i64 %348 to i32, !dbg !409
  %350 = add nsw i32 %349, -10, !dbg !410
    #dbg_value(i32 %350, !63, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !411)
    #dbg_value(i32 %350, !69, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !411)
    #dbg_value(i64 3, !70, !DIExpression(), !399)
  %351 = shl i64 %347, 13, !dbg !400
  %352 = xor i64 %351, %347, !dbg !403
    #dbg_value(i64 %352, !53, !DIExpression(), !103)
  %353 = lshr i64 %352, 7, !dbg !404
  %354 = xor i64 %353, %352, !dbg !405
    #dbg_value(i64 %354, !53, !DIExpression(), !103)
  %355 = shl i64 %354, 17, !dbg !406
  %356 = xor i64 %355, %354, !dbg !407
    #dbg_value(i64 %356, !53, !DIExpression(), !103)
  %357 = urem i64 %356, 21, !dbg !408
  %358 = trunc nuw nsw i64 %357 to i32, !dbg !409
  %359 = add nsw i32 %358, -10, !dbg !410
    #dbg_value(i32 %359, !63, !DIExpression(DW_OP_LLVM_fragment, 96, 32), !411)
    #dbg_value(i32 %359, !69, !DIExpression(DW_OP_LLVM_fragment, 96, 32), !411)
    #dbg_value(i64 4, !70, !DIExpression(), !399)
  %360 = shl i64 %356, 13, !dbg !400
  %361 = xor i64 %360, %356, !dbg !403
    #dbg_value(i64 %361, !53, !DIExpression(), !103)
  %362 = lshr i64 %361, 7, !dbg !404
  %363 = xor i64 %362, %361, !dbg !405
    #dbg_value(i64 %363, !53, !DIExpression(), !103)
  %364 = shl i64 %363, 17, !dbg !406
  %365 = xor i64 %364, %363, !dbg !407
    #dbg_value(i64 %365, !53, !DIExpression(), !103)
  %366 = urem i64 %365, 21, !dbg !408
  %367 = trunc nuw nsw i64 %366 to i32, !dbg !409
  %368 = add nsw i32 %367, -10, !dbg !410
    #dbg_value(i32 %368, !63, !DIExpression(DW_OP_LLVM_fragment, 128, 32), !411)
    #dbg_value(i32 %368, !69, !DIExpression(DW_OP_LLVM_fragment, 128, 32), !411)
    #dbg_value(i64 5, !70, !DIExpression(), !399)
  %369 = shl i64 %365, 13, !dbg !400
  %370 = xor i64 %369, %365, !dbg !403
    #dbg_value(i64 %370, !53, !DIExpression(), !103)
  %371 = lshr i64 %370, 7, !dbg !404
  %372 = xor i64 %371, %370, !dbg !405
    #dbg_value(i64 %372, !53, !DIExpression(), !103)
  %373 = shl i64 %372, 17, !dbg !406
  %374 = xor i64 %373, %372, !dbg !407
    #dbg_value(i64 %374, !53, !DIExpression(), !103)
  %375 = urem i64 %374, 21, !dbg !408
  %376 = trunc nuw nsw i64 %375 to i32, !dbg !409
  %377 = add nsw i32 %376, -10, !dbg !410
    #dbg_value(i32 %377, !63, !DIExpression(DW_OP_LLVM_fragment, 160, 32), !411)
    #dbg_value(i32 %377, !69, !DIExpression(DW_OP_LLVM_fragment, 160, 32), !411)
    #dbg_value(i64 6, !70, !DIExpression(), !399)
  %378 = shl i64 %374, 13, !dbg !400
  %379 = xor i64 %378, %374, !dbg !403
    #dbg_value(i64 %379, !53, !DIExpression(), !103)
  %380 = lshr i64 %379, 7, !dbg !404
  %381 = xor i64 %380, %379, !dbg !405
    #dbg_value(i64 %381, !53, !DIExpression(), !103)
  %382 = shl i64 %381, 17, !dbg !406
  %383 = xor i64 %382, %381, !dbg !407
    #dbg_value(i64 %383, !53, !DIExpression(), !103)
  %384 = urem i64 %383, 21, !dbg !408
  %385 = trunc nuw nsw i64 %384 to i32, !dbg !409
  %386 = add nsw i32 %385, -10, !dbg !410
    #dbg_value(i32 %386, !63, !DIExpression(DW_OP_LLVM_fragment, 192, 32), !411)
    #dbg_value(i32 %386, !69, !DIExpression(DW_OP_LLVM_fragment, 192, 32), !411)
    #dbg_value(i64 7, !70, !DIExpression(), !399)
  %387 = shl i64 %383, 13, !dbg !400
  %388 = xor i64 %387, %383, !dbg !403
    #dbg_value(i64 %388, !53, !DIExpression(), !103)
  %389 = lshr i64 %388, 7, !dbg !404
  %390 = xor i64 %389, %388, !dbg !405
    #dbg_value(i64 %390, !53, !DIExpression(), !103)
  %391 = shl i64 %390, 17, !dbg !406
  %392 = xor i64 %391, %390, !dbg !407
    #dbg_value(i64 %392, !53, !DIExpression(), !103)
  %393 = urem i64 %392, 21, !dbg !408
  %394 = trunc nuw nsw i64 %393 to i32, !dbg !409
  %395 = add nsw i32 %394, -10, !dbg !410
    #dbg_value(i32 %395, !63, !DIExpression(DW_OP_LLVM_fragment, 224, 32), !411)
    #dbg_value(i32 %395, !69, !DIExpression(DW_OP_LLVM_fragment, 224, 32), !411)
    #dbg_value(i64 8, !70, !DIExpression(), !399)
    #dbg_value(ptr undef, !412, !DIExpression(), !475)
  %396 = tail call i32 @llvm.smin.i32(i32 %332, i32 %341), !dbg !477
    #dbg_value(i32 %396, !418, !DIExpression(), !478)
  %397 = tail call i32 @llvm.smax.i32(i32 %332, i32 %341), !dbg !477
    #dbg_value(i32 %397, !420, !DIExpression(), !478)
  %398 = tail call i32 @llvm.smin.i32(i32 %350, i32 %359), !dbg !479
    #dbg_value(i32 %398, !421, !DIExpression(), !480)
  %399 = tail call i32 @llvm.smax.i32(i32 %350, i32 %359), !dbg !479
    #dbg_value(i32 %399, !423, !DIExpression(), !480)
  %400 = tail call i32 @llvm.smin.i32(i32 %368, i32 %377), !dbg !481
    #dbg_value(i32 %400, !424, !DIExpression(), !482)
  %401 = tail call i32 @llvm.smax.i32(i32 %368, i32 %377), !dbg !481
    #dbg_value(i32 %401, !426, !DIExpression(), !482)
  %402 = tail call i32 @llvm.smin.i32(i32 %386, i32 %395), !dbg !483
    #dbg_value(i32 %402, !427, !DIExpression(), !484)
  %403 = tail call i32 @llvm.smax.i32(i32 %386, i32 %395), !dbg !483
    #dbg_value(i32 %403, !429, !DIExpression(), !484)
  %404 = tail call i32 @llvm.smin.i32(i32 %396, i32 %398), !dbg !485
    #dbg_value(i32 %404, !430, !DIExpression(), !486)
  %405 = tail call i32 @llvm.smax.i32(i32 %396, i32 %398), !dbg !485
    #dbg_value(i32 %405, !432, !DIExpression(), !486)
  %406 = tail call i32 @llvm.smin.i32(i32 %397, i32 %399), !dbg !487
    #dbg_value(i32 %406, !433, !DIExpression(), !488)
  %407 = tail call i32 @llvm.smax.i32(i32 %397, i32 %399), !dbg !487
    #dbg_value(i32 %407, !435, !DIExpression(), !488)
  %408 = tail call i32 @llvm.smin.i32(i32 %400, i32 %402), !dbg !489
    #dbg_value(i32 %408, !436, !DIExpression(), !490)
  %409 = tail call i32 @llvm.smax.i32(i32 %400, i32 %402), !dbg !489
    #dbg_value(i32 %409, !438, !DIExpression(), !490)
  %410 = tail call i32 @llvm.smin.i32(i32 %401, i32 %403), !dbg !491
    #dbg_value(i32 %410, !439, !DIExpression(), !492)
  %411 = tail call i32 @llvm.smax.i32(i32 %401, i32 %403), !dbg !491
    #dbg_value(i32 %411, !441, !DIExpression(), !492)
  %412 = tail call i32 @llvm.smin.i32(i32 %406, i32 %405), !dbg !493
    #dbg_value(i32 %412, !442, !DIExpression(), !494)
  %413 = tail call i32 @llvm.smax.i32(i32 %406, i32 %405), !dbg !493
    #dbg_value(i32 %413, !444, !DIExpression(), !494)
  %414 = tail call i32 @llvm.smin.i32(i32 %410, i32 %409), !dbg !495
    #dbg_value(i32 %414, !445, !DIExpression(), !496)
  %415 = tail call i32 @llvm.smax.i32(i32 %410, i32 %409), !dbg !495
    #dbg_value(i32 %415, !447, !DIExpression(), !496)
  %416 = tail call i32 @llvm.smin.i32(i32 %404, i32 %408), !dbg !497
    #dbg_value(i32 %416, !448, !DIExpression(), !498)
  %417 = tail call i32 @llvm.smax.i32(i32 %404, i32 %408), !dbg !497
    #dbg_value(i32 %417, !450, !DIExpression(), !498)
    #dbg_value(i32 %416, !63, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !411)
  %418 = tail call i32 @llvm.smin.i32(i32 %407, i32 %411), !dbg !499
    #dbg_value(i32 %418, !451, !DIExpression(), !500)
  %419 = tail call i32 @llvm.smax.i32(i32 %407, i32 %411), !dbg !499
    #dbg_value(i32 %419, !453, !DIExpression(), !500)
    #dbg_value(i32 %419, !63, !DIExpression(DW_OP_LLVM_fragment, 224, 32), !411)
  %420 = tail call i32 @llvm.smin.i32(i32 %412, i32 %414), !dbg !501
    #dbg_value(i32 %420, !454, !DIExpression(), !502)
  %421 = tail call i32 @llvm.smax.i32(i32 %412, i32 %414), !dbg !501
    #dbg_value(i32 %421, !456, !DIExpression(), !502)
  %422 = tail call i32 @llvm.smin.i32(i32 %413, i32 %415), !dbg !503
    #dbg_value(i32 %422, !457, !DIExpression(), !504)
  %423 = tail call i32 @llvm.smax.i32(i32 %413, i32 %415), !dbg !503
    #dbg_value(i32 %423, !459, !DIExpression(), !504)
  %424 = tail call i32 @llvm.smin.i32(i32 %420, i32 %417), !dbg !505
    #dbg_value(i32 %424, !460, !DIExpression(), !506)
  %425 = tail call i32 @llvm.smax.i32(i32 %420, i32 %417), !dbg !505
    #dbg_value(i32 %425, !462, !DIExpression(), !506)
    #dbg_value(i32 %424, !63, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !411)
  %426 = tail call i32 @llvm.smin.i32(i32 %418, i32 %423), !dbg !507
    #dbg_value(i32 %426, !463, !DIExpression(), !508)
  %427 = tail call i32 @llvm.smax.i32(i32 %418, i32 %423), !dbg !507
    #dbg_value(i32 %427, !465, !DIExpression(), !508)
    #dbg_value(i32 %427, !63, !DIExpression(DW_OP_LLVM_fragment, 192, 32), !411)
  %428 = tail call i32 @llvm.smin.i32(i32 %422, i32 %425), !dbg !509
    #dbg_value(i32 %428, !466, !DIExpression(), !510)
  %429 = tail call i32 @llvm.smax.i32(i32 %422, i32 %425), !dbg !509
    #dbg_value(i32 %429, !468, !DIExpression(), !510)
    #dbg_value(i32 %428, !63, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !411)
  %430 = tail call i32 @llvm.smin.i32(i32 %426, i32 %421), !dbg !511
    #dbg_value(i32 %430, !469, !DIExpression(), !512)
  %431 = tail call i32 @llvm.smax.i32(i32 %426, i32 %421), !dbg !511
    #dbg_value(i32 %431, !471, !DIExpression(), !512)
    #dbg_value(i32 %431, !63, !DIExpression(DW_OP_LLVM_fragment, 160, 32), !411)
  %432 = tail call i32 @llvm.smin.i32(i32 %430, i32 %429), !dbg !513
    #dbg_value(i32 %432, !472, !DIExpression(), !514)
  %433 = tail call i32 @llvm.smax.i32(i32 %430, i32 %429), !dbg !513
    #dbg_value(i32 %433, !474, !DIExpression(), !514)
    #dbg_value(i32 %432, !63, !DIExpression(DW_OP_LLVM_fragment, 96, 32), !411)
    #dbg_value(i32 %433, !63, !DIExpression(DW_OP_LLVM_fragment, 128, 32), !411)
    #dbg_value(i64 1, !72, !DIExpression(), !515)
  %434 = icmp slt i32 %420, %416, !dbg !516
  %435 = zext i1 %434 to i32, !dbg !519
    #dbg_value(i32 %472, !60, !DIExpression(), !103)
    #dbg_value(i64 2, !72, !DIExpression(), !515)
  %436 = icmp slt i32 %422, %424, !dbg !516
  %437 = zext i1 %436 to i32, !dbg !519
    #dbg_value(i32 %473, !60, !DIExpression(), !103)
    #dbg_value(i64 3, !72, !DIExpression(), !515)
  %438 = icmp slt i32 %430, %428, !dbg !516
  %439 = zext i1 %438 to i32, !dbg !519
    #dbg_value(i32 %474, !60, !DIExpression(), !103)
    #dbg_value(i64 5, !72, !DIExpression(), !515)
  %440 = icmp sgt i32 %429, %431, !dbg !516
  %441 = zext i1 %440 to i32, !dbg !519
    #dbg_value(i32 %475, !60, !DIExpression(), !103)
    #dbg_value(i64 6, !72, !DIExpression(), !515)
  %442 = icmp sgt i32 %421, %427, !dbg !516
  %443 = zext i1 %442 to i32, !dbg !519
    #dbg_value(i32 %476, !60, !DIExpression(), !103)
    #dbg_value(i64 7, !72, !DIExpression(), !515)
  %444 = icmp sgt i32 %423, %419, !dbg !516
  %445 = zext i1 %444 to i32, !dbg !519
    #dbg_value(i32 %477, !60, !DIExpression(), !103)
    #dbg_value(i64 8, !72, !DIExpression(), !515)
    #dbg_value(i64 0, !77, !DIExpression(), !520)
    #dbg_value(i64 0, !76, !DIExpression(), !411)
    #dbg_value(i64 0, !74, !DIExpression(), !411)
  %446 = sext i32 %416 to i64, !dbg !521
    #dbg_value(i64 %446, !74, !DIExpression(), !411)
    #dbg_value(i32 %332, !76, !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_LLVM_convert, 64, DW_ATE_signed, DW_OP_stack_value), !411)
    #dbg_value(i64 1, !77, !DIExpression(), !520)
  %447 = sext i32 %424 to i64, !dbg !521
  %448 = add nsw i64 %446, %447, !dbg !524
    #dbg_value(i64 %448, !74, !DIExpression(), !411)
  %449 = add nsw i32 %332, %341, !dbg !525
    #dbg_value(i32 %449, !76, !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_LLVM_convert, 64, DW_ATE_signed, DW_OP_stack_value), !411)
    #dbg_value(i64 2, !77, !DIExpression(), !520)
  %450 = sext i32 %428 to i64, !dbg !521
  %451 = add nsw i64 %448, %450, !dbg !524
    #dbg_value(i64 %451, !74, !DIExpression(), !411)
  %452 = add nsw i32 %449, %350, !dbg !525
    #dbg_value(i32 %452, !76, !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_LLVM_convert, 64, DW_ATE_signed, DW_OP_stack_value), !411)
    #dbg_value(i64 3, !77, !DIExpression(), !520)
  %453 = sext i32 %432 to i64, !dbg !521
  %454 = add nsw i64 %451, %453, !dbg !524
    #dbg_value(i64 %454, !74, !DIExpression(), !411)
  %455 = add nsw i32 %452, %359, !dbg !525
    #dbg_value(i32 %455, !76, !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_LLVM_convert, 64, DW_ATE_signed, DW_OP_stack_value), !411)
    #dbg_value(i64 4, !77, !DIExpression(), !520)
  %456 = sext i32 %433 to i64, !dbg !521
  %457 = add nsw i64 %454, %456, !dbg !524
    #dbg_value(i64 %457, !74, !DIExpression(), !411)
  %458 = add nsw i32 %455, %368, !dbg !525
  %459 = sext i32 %458 to i64, !dbg !525
    #dbg_value(i64 %459, !76, !DIExpression(), !411)
    #dbg_value(i64 5, !77, !DIExpression(), !520)
  %460 = sext i32 %431 to i64, !dbg !521
  %461 = add nsw i64 %457, %460, !dbg !524
    #dbg_value(i64 %461, !74, !DIExpression(), !411)
  %462 = sext i32 %377 to i64, !dbg !526
  %463 = add nsw i64 %459, %462, !dbg !525
    #dbg_value(i64 %463, !76, !DIExpression(), !411)
    #dbg_value(i64 6, !77, !DIExpression(), !520)
  %464 = sext i32 %427 to i64, !dbg !521
  %465 = add nsw i64 %461, %464, !dbg !524
    #dbg_value(i64 %465, !74, !DIExpression(), !411)
  %466 = sext i32 %386 to i64, !dbg !526
  %467 = add nsw i64 %463, %466, !dbg !525
    #dbg_value(i64 %467, !76, !DIExpression(), !411)
    #dbg_value(i64 7, !77, !DIExpression(), !520)
  %468 = sext i32 %419 to i64, !dbg !521
  %469 = add nsw i64 %465, %468, !dbg !524
    #dbg_value(i64 %469, !74, !DIExpression(), !411)
  %470 = sext i32 %395 to i64, !dbg !526
  %471 = add nsw i64 %467, %470, !dbg !525
    #dbg_value(i64 %471, !76, !DIExpression(), !411)
    #dbg_value(i64 8, !77, !DIExpression(), !520)
  %472 = add nsw i32 %322, %435, !dbg !519
  %473 = add nsw i32 %472, %437, !dbg !519
  %474 = add nsw i32 %473, %439, !dbg !519
  %475 = add nsw i32 %474, %441, !dbg !519
  %476 = add nsw i32 %475, %443, !dbg !519
  %477 = add nsw i32 %476, %445, !dbg !519
  %478 = icmp ne i64 %469, %471, !dbg !527
  %479 = zext i1 %478 to i32, !dbg !529
  %480 = add nsw i32 %477, %479, !dbg !529
    #dbg_value(i32 %480, !60, !DIExpression(), !103)
  %481 = add nuw nsw i32 %321, 1, !dbg !530
    #dbg_value(i32 %481, !61, !DIExpression(), !398)
  %482 = icmp eq i32 %481, 1000, !dbg !531
  br i1 %482, label %319, label %320, !dbg !532, !llvm.loop !533

483:                                              ; preds = %483, %319
  %484 = phi i64 [ 0, %319 ], [ %506, %483 ]
    #dbg_value(i64 %484, !87, !DIExpression(), !396)
  %485 = getelementptr inbounds [5000 x i32], ptr @main.a, i64 0, i64 %484, !dbg !535
  %486 = load i32, ptr %485, align 8, !dbg !535, !tbaa !139
  %487 = lshr i32 %486, 13, !dbg !538
  %488 = trunc i32 %487 to i8, !dbg !539
  %489 = getelementptr inbounds [1000 x i8], ptr %3, i64 0, i64 %484, !dbg !540
  store i8 %488, ptr %489, align 2, !dbg !541, !tbaa !542
  %490 = and i32 %487, 255, !dbg !543
  %491 = zext nneg i32 %490 to i64, !dbg !543
  %492 = getelementptr inbounds [256 x i32], ptr %4, i64 0, i64 %491, !dbg !543
  %493 = load i32, ptr %492, align 4, !dbg !544, !tbaa !139
  %494 = add nsw i32 %493, 1, !dbg !544
  store i32 %494, ptr %492, align 4, !dbg !544, !tbaa !139
  %495 = or disjoint i64 %484, 1, !dbg !545
    #dbg_value(i64 %495, !87, !DIExpression(), !396)
  %496 = getelementptr inbounds [5000 x i32], ptr @main.a, i64 0, i64 %495, !dbg !535
  %497 = load i32, ptr %496, align 4, !dbg !535, !tbaa !139
  %498 = lshr i32 %497, 13, !dbg !538
  %499 = trunc i32 %498 to i8, !dbg !539
  %500 = getelementptr inbounds [1000 x i8], ptr %3, i64 0, i64 %495, !dbg !540
  store i8 %499, ptr %500, align 1, !dbg !541, !tbaa !542
  %501 = and i32 %498, 255, !dbg !543
  %502 = zext nneg i32 %501 to i64, !dbg !543
  %503 = getelementptr inbounds [256 x i32], ptr %4, i64 0, i64 %502, !dbg !543
  %504 = load i32, ptr %503, align 4, !dbg !544, !tbaa !139
  %505 = add nsw i32 %504, 1, !dbg !544
  store i32 %505, ptr %503, align 4, !dbg !544, !tbaa !139
  %506 = add nuw nsw i64 %484, 2, !dbg !545
    #dbg_value(i64 %506, !87, !DIExpression(), !396)
  %507 = icmp eq i64 %506, 1000, !dbg !546
  br i1 %507, label %508, label %483, !dbg !397, !llvm.loop !547

508:                                              ; preds = %483, %549
  %509 = phi i64 [ %551, %549 ], [ 0, %483 ]
  %510 = phi i32 [ %550, %549 ], [ 0, %483 ]
    #dbg_value(i64 %509, !90, !DIExpression(), !549)
    #dbg_value(i32 %510, !89, !DIExpression(), !103)
  %511 = getelementptr inbounds [256 x i32], ptr %4, i64 0, i64 %509
  %512 = load i32, ptr %511, align 8, !tbaa !139
  %513 = icmp eq i32 %512, 0, !dbg !550
  br i1 %513, label %537, label %514, !dbg !550

514:                                              ; preds = %508
  %515 = trunc i64 %509 to i8
  %516 = sext i32 %510 to i64, !dbg !550
  %517 = getelementptr i8, ptr %3, i64 %516, !dbg !550
  %518 = zext i32 %512 to i64, !dbg !550
  call void @llvm.memset.p0.i64(ptr align 1 %517, i8 %515, i64 %518, i1 false), !dbg !552, !tbaa !542
    #dbg_value(i64 poison, !89, !DIExpression(), !103)
  %519 = add i32 %510, %512, !dbg !550
  br label %537, !dbg !553

520:                                              ; preds = %549
  %521 = zext i1 %221 to i32, !dbg !308
    #dbg_value(i32 %521, !56, !DIExpression(), !103)
  %522 = load i32, ptr @main.a, align 16, !dbg !554, !tbaa !139
  %523 = load i32, ptr getelementptr inbounds (i8, ptr @main.a, i64 19996), align 4, !dbg !555, !tbaa !139
  %524 = load i32, ptr getelementptr inbounds (i8, ptr @main.a, i64 10000), align 16, !dbg !556, !tbaa !139
  %525 = getelementptr inbounds i8, ptr %3, i64 500, !dbg !557
  %526 = load i8, ptr %525, align 4, !dbg !557, !tbaa !542
  %527 = zext i8 %526 to i32, !dbg !557
  %528 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %521, i32 noundef %310, i32 noundef %480, i32 noundef %522, i32 noundef %523, i32 noundef %524, i32 noundef %527), !dbg !558
  %529 = icmp eq i32 %310, 0
  %530 = xor i1 %221, true, !dbg !559
  %531 = select i1 %530, i1 true, i1 %529, !dbg !559
  %532 = icmp ne i32 %480, 0
  %533 = select i1 %531, i1 true, i1 %532, !dbg !559
  %534 = load i32, ptr getelementptr inbounds (i8, ptr @main.a, i64 10000), align 16, !dbg !559
  %535 = lshr i32 %534, 25, !dbg !559
  %536 = select i1 %533, i32 100, i32 %535, !dbg !559
  call void @llvm.lifetime.end.p0(i64 1024, ptr nonnull %4) #9, !dbg !560
  call void @llvm.lifetime.end.p0(i64 1000, ptr nonnull %3) #9, !dbg !560
  ret i32 %536, !dbg !560

537:                                              ; preds = %514, %508
  %538 = phi i32 [ %510, %508 ], [ %519, %514 ], !dbg !561
  store i32 -1, ptr %511, align 8, !dbg !553, !tbaa !139
  %539 = or disjoint i64 %509, 1, !dbg !562
    #dbg_value(i64 %539, !90, !DIExpression(), !549)
    #dbg_value(i32 %538, !89, !DIExpression(), !103)
  %540 = getelementptr inbounds [256 x i32], ptr %4, i64 0, i64 %539
  %541 = load i32, ptr %540, align 4, !tbaa !139
  %542 = icmp eq i32 %541, 0, !dbg !550
  br i1 %542, label %549, label %543, !dbg !550

543:                                              ; preds = %537
  %544 = trunc i64 %539 to i8
  %545 = sext i32 %538 to i64, !dbg !550
  %546 = getelementptr i8, ptr %3, i64 %545, !dbg !550
  %547 = zext i32 %541 to i64, !dbg !550
  call void @llvm.memset.p0.i64(ptr align 1 %546, i8 %544, i64 %547, i1 false), !dbg !552, !tbaa !542
    #dbg_value(i64 poison, !89, !DIExpression(), !103)
  %548 = add i32 %538, %541, !dbg !550
  br label %549, !dbg !553

549:                                              ; preds = %543, %537
  %550 = phi i32 [ %538, %537 ], [ %548, %543 ], !dbg !561
  store i32 -1, ptr %540, align 4, !dbg !553, !tbaa !139
  %551 = add nuw nsw i64 %509, 2, !dbg !562
    #dbg_value(i64 %551, !90, !DIExpression(), !549)
    #dbg_value(i32 %550, !89, !DIExpression(), !103)
  %552 = icmp eq i64 %551, 256, !dbg !563
  br i1 %552, label %520, label %508, !dbg !564, !llvm.loop !565
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree
declare !dbg !567 void @qsort(ptr noundef, i64 noundef, i64 noundef, ptr nocapture noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define internal range(i32 -1, 2) i32 @cmp32(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1) #3 !dbg !578 {
    #dbg_value(ptr %0, !580, !DIExpression(), !584)
    #dbg_value(ptr %1, !581, !DIExpression(), !584)
  %3 = load i32, ptr %0, align 4, !dbg !585, !tbaa !139
    #dbg_value(i32 %3, !582, !DIExpression(), !584)
  %4 = load i32, ptr %1, align 4, !dbg !586, !tbaa !139
    #dbg_value(i32 %4, !583, !DIExpression(), !584)
  %5 = icmp ugt i32 %3, %4, !dbg !587
  %6 = zext i1 %5 to i32, !dbg !587
  %7 = icmp ult i32 %3, %4, !dbg !588
  %8 = sext i1 %7 to i32, !dbg !588
  %9 = add nsw i32 %8, %6, !dbg !589
  ret i32 %9, !dbg !590
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #4

; Function Attrs: nofree nounwind
declare !dbg !591 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #5

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #6

; Function Attrs: nofree nounwind willreturn memory(argmem: read)
declare i32 @bcmp(ptr nocapture, ptr nocapture, i64) local_unnamed_addr #7

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umin.i32(i32, i32) #8

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #8

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #8

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umin.i64(i64, i64) #8

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umax.i64(i64, i64) #8

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #5 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #7 = { nofree nounwind willreturn memory(argmem: read) }
attributes #8 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #9 = { nounwind }

!llvm.dbg.cu = !{!7}
!llvm.module.flags = !{!92, !93, !94, !95, !96, !97, !98}
!llvm.ident = !{!99}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "a", scope: !2, file: !3, line: 54, type: !30, isLocal: true, isDefinition: true)
!2 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 52, type: !4, scopeLine: 52, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !52)
!3 = !DIFile(filename: "programs/sort_networks_radix.c", directory: ".", checksumkind: CSK_MD5, checksum: "ca044a65faf610075a3f3eb91cb31b5c")
!4 = !DISubroutineType(types: !5)
!5 = !{!6}
!6 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!7 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, enums: !8, retainedTypes: !13, globals: !27, splitDebugInlining: false, nameTableKind: None)
!8 = !{!9}
!9 = !DICompositeType(tag: DW_TAG_enumeration_type, scope: !2, file: !3, line: 53, baseType: !10, size: 32, elements: !11)
!10 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!11 = !{!12}
!12 = !DIEnumerator(name: "N", value: 5000)
!13 = !{!14, !18, !21, !6, !22, !25}
!14 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint32_t", file: !15, line: 26, baseType: !16)
!15 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-uintn.h", directory: "", checksumkind: CSK_MD5, checksum: "2bf2ae53c58c01b1a1b9383b5195125c")
!16 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint32_t", file: !17, line: 42, baseType: !10)
!17 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!18 = !DIDerivedType(tag: DW_TAG_typedef, name: "int32_t", file: !19, line: 26, baseType: !20)
!19 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-intn.h", directory: "", checksumkind: CSK_MD5, checksum: "55bcbdc3159515ebd91d351a70d505f4")
!20 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int32_t", file: !17, line: 41, baseType: !6)
!21 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!22 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !23, line: 18, baseType: !24)
!23 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stddef_size_t.h", directory: "", checksumkind: CSK_MD5, checksum: "2c44e821a2b1951cde2eb0fb2e656867")
!24 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!25 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !26, size: 64)
!26 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !14)
!27 = !{!0, !28, !33, !35, !37, !39, !44, !46}
!28 = !DIGlobalVariableExpression(var: !29, expr: !DIExpression())
!29 = distinct !DIGlobalVariable(name: "b", scope: !2, file: !3, line: 54, type: !30, isLocal: true, isDefinition: true)
!30 = !DICompositeType(tag: DW_TAG_array_type, baseType: !14, size: 160000, elements: !31)
!31 = !{!32}
!32 = !DISubrange(count: 5000)
!33 = !DIGlobalVariableExpression(var: !34, expr: !DIExpression())
!34 = distinct !DIGlobalVariable(name: "c", scope: !2, file: !3, line: 54, type: !30, isLocal: true, isDefinition: true)
!35 = !DIGlobalVariableExpression(var: !36, expr: !DIExpression())
!36 = distinct !DIGlobalVariable(name: "d", scope: !2, file: !3, line: 54, type: !30, isLocal: true, isDefinition: true)
!37 = !DIGlobalVariableExpression(var: !38, expr: !DIExpression())
!38 = distinct !DIGlobalVariable(name: "tmp", scope: !2, file: !3, line: 54, type: !30, isLocal: true, isDefinition: true)
!39 = !DIGlobalVariableExpression(var: !40, expr: !DIExpression())
!40 = distinct !DIGlobalVariable(name: "w", scope: !2, file: !3, line: 54, type: !41, isLocal: true, isDefinition: true)
!41 = !DICompositeType(tag: DW_TAG_array_type, baseType: !42, size: 320000, elements: !31)
!42 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint64_t", file: !15, line: 27, baseType: !43)
!43 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint64_t", file: !17, line: 45, baseType: !24)
!44 = !DIGlobalVariableExpression(var: !45, expr: !DIExpression())
!45 = distinct !DIGlobalVariable(name: "wt", scope: !2, file: !3, line: 54, type: !41, isLocal: true, isDefinition: true)
!46 = !DIGlobalVariableExpression(var: !47, expr: !DIExpression())
!47 = distinct !DIGlobalVariable(scope: null, file: !3, line: 72, type: !48, isLocal: true, isDefinition: true)
!48 = !DICompositeType(tag: DW_TAG_array_type, baseType: !49, size: 728, elements: !50)
!49 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!50 = !{!51}
!51 = !DISubrange(count: 91)
!52 = !{!53, !54, !56, !57, !58, !60, !61, !63, !69, !70, !72, !74, !76, !77, !79, !83, !87, !89, !90}
!53 = !DILocalVariable(name: "s", scope: !2, file: !3, line: 55, type: !42)
!54 = !DILocalVariable(name: "i", scope: !55, file: !3, line: 56, type: !6)
!55 = distinct !DILexicalBlock(scope: !2, file: !3, line: 56, column: 5)
!56 = !DILocalVariable(name: "same", scope: !2, file: !3, line: 58, type: !6)
!57 = !DILocalVariable(name: "sorted64", scope: !2, file: !3, line: 60, type: !6)
!58 = !DILocalVariable(name: "i", scope: !59, file: !3, line: 60, type: !6)
!59 = distinct !DILexicalBlock(scope: !2, file: !3, line: 60, column: 23)
!60 = !DILocalVariable(name: "bad", scope: !2, file: !3, line: 61, type: !6)
!61 = !DILocalVariable(name: "t", scope: !62, file: !3, line: 62, type: !6)
!62 = distinct !DILexicalBlock(scope: !2, file: !3, line: 62, column: 5)
!63 = !DILocalVariable(name: "v", scope: !64, file: !3, line: 63, type: !66)
!64 = distinct !DILexicalBlock(scope: !65, file: !3, line: 62, column: 36)
!65 = distinct !DILexicalBlock(scope: !62, file: !3, line: 62, column: 5)
!66 = !DICompositeType(tag: DW_TAG_array_type, baseType: !18, size: 256, elements: !67)
!67 = !{!68}
!68 = !DISubrange(count: 8)
!69 = !DILocalVariable(name: "r", scope: !64, file: !3, line: 63, type: !66)
!70 = !DILocalVariable(name: "i", scope: !71, file: !3, line: 64, type: !6)
!71 = distinct !DILexicalBlock(scope: !64, file: !3, line: 64, column: 9)
!72 = !DILocalVariable(name: "i", scope: !73, file: !3, line: 66, type: !6)
!73 = distinct !DILexicalBlock(scope: !64, file: !3, line: 66, column: 9)
!74 = !DILocalVariable(name: "sv", scope: !64, file: !3, line: 67, type: !75)
!75 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!76 = !DILocalVariable(name: "sr", scope: !64, file: !3, line: 67, type: !75)
!77 = !DILocalVariable(name: "i", scope: !78, file: !3, line: 67, type: !6)
!78 = distinct !DILexicalBlock(scope: !64, file: !3, line: 67, column: 30)
!79 = !DILocalVariable(name: "bytes", scope: !2, file: !3, line: 69, type: !80)
!80 = !DICompositeType(tag: DW_TAG_array_type, baseType: !21, size: 8000, elements: !81)
!81 = !{!82}
!82 = !DISubrange(count: 1000)
!83 = !DILocalVariable(name: "cnt", scope: !2, file: !3, line: 69, type: !84)
!84 = !DICompositeType(tag: DW_TAG_array_type, baseType: !6, size: 8192, elements: !85)
!85 = !{!86}
!86 = !DISubrange(count: 256)
!87 = !DILocalVariable(name: "i", scope: !88, file: !3, line: 70, type: !6)
!88 = distinct !DILexicalBlock(scope: !2, file: !3, line: 70, column: 5)
!89 = !DILocalVariable(name: "k", scope: !2, file: !3, line: 71, type: !6)
!90 = !DILocalVariable(name: "v", scope: !91, file: !3, line: 71, type: !6)
!91 = distinct !DILexicalBlock(scope: !2, file: !3, line: 71, column: 16)
!92 = !{i32 7, !"Dwarf Version", i32 5}
!93 = !{i32 2, !"Debug Info Version", i32 3}
!94 = !{i32 1, !"wchar_size", i32 4}
!95 = !{i32 8, !"PIC Level", i32 2}
!96 = !{i32 7, !"PIE Level", i32 2}
!97 = !{i32 7, !"uwtable", i32 2}
!98 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!99 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!100 = distinct !DIAssignID()
!101 = distinct !DIAssignID()
!102 = distinct !DIAssignID()
!103 = !DILocation(line: 0, scope: !2)
!104 = distinct !DIAssignID()
!105 = !DILocation(line: 0, scope: !55)
!106 = !DILocation(line: 56, column: 5, scope: !55)
!107 = !DILocalVariable(name: "shift", scope: !108, file: !3, line: 21, type: !6)
!108 = distinct !DILexicalBlock(scope: !109, file: !3, line: 21, column: 5)
!109 = distinct !DISubprogram(name: "radix32", scope: !3, file: !3, line: 20, type: !110, scopeLine: 20, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !113)
!110 = !DISubroutineType(types: !111)
!111 = !{null, !112, !112, !6}
!112 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !14, size: 64)
!113 = !{!114, !115, !116, !107, !117, !123, !125, !127}
!114 = !DILocalVariable(name: "a", arg: 1, scope: !109, file: !3, line: 20, type: !112)
!115 = !DILocalVariable(name: "tmp", arg: 2, scope: !109, file: !3, line: 20, type: !112)
!116 = !DILocalVariable(name: "n", arg: 3, scope: !109, file: !3, line: 20, type: !6)
!117 = !DILocalVariable(name: "cnt", scope: !118, file: !3, line: 22, type: !120)
!118 = distinct !DILexicalBlock(scope: !119, file: !3, line: 21, column: 49)
!119 = distinct !DILexicalBlock(scope: !108, file: !3, line: 21, column: 5)
!120 = !DICompositeType(tag: DW_TAG_array_type, baseType: !6, size: 8224, elements: !121)
!121 = !{!122}
!122 = !DISubrange(count: 257)
!123 = !DILocalVariable(name: "i", scope: !124, file: !3, line: 23, type: !6)
!124 = distinct !DILexicalBlock(scope: !118, file: !3, line: 23, column: 9)
!125 = !DILocalVariable(name: "i", scope: !126, file: !3, line: 24, type: !6)
!126 = distinct !DILexicalBlock(scope: !118, file: !3, line: 24, column: 9)
!127 = !DILocalVariable(name: "i", scope: !128, file: !3, line: 25, type: !6)
!128 = distinct !DILexicalBlock(scope: !118, file: !3, line: 25, column: 9)
!129 = !DILocation(line: 0, scope: !108, inlinedAt: !130)
!130 = distinct !DILocation(line: 57, column: 5, scope: !2)
!131 = !DILocation(line: 22, column: 9, scope: !118, inlinedAt: !130)
!132 = !DILocation(line: 22, column: 13, scope: !118, inlinedAt: !130)
!133 = distinct !DIAssignID()
!134 = !DILocation(line: 0, scope: !118, inlinedAt: !130)
!135 = !DILocation(line: 0, scope: !124, inlinedAt: !130)
!136 = !DILocation(line: 23, column: 9, scope: !124, inlinedAt: !130)
!137 = !DILocation(line: 23, column: 43, scope: !138, inlinedAt: !130)
!138 = distinct !DILexicalBlock(scope: !124, file: !3, line: 23, column: 9)
!139 = !{!140, !140, i64 0}
!140 = !{!"int", !141, i64 0}
!141 = !{!"omnipotent char", !142, i64 0}
!142 = !{!"Simple C/C++ TBAA"}
!143 = !DILocation(line: 23, column: 48, scope: !138, inlinedAt: !130)
!144 = !DILocation(line: 23, column: 58, scope: !138, inlinedAt: !130)
!145 = !DILocation(line: 23, column: 65, scope: !138, inlinedAt: !130)
!146 = !DILocation(line: 23, column: 37, scope: !138, inlinedAt: !130)
!147 = !DILocation(line: 23, column: 69, scope: !138, inlinedAt: !130)
!148 = !DILocation(line: 23, column: 33, scope: !138, inlinedAt: !130)
!149 = !DILocation(line: 23, column: 27, scope: !138, inlinedAt: !130)
!150 = distinct !{!150, !136, !151, !152}
!151 = !DILocation(line: 23, column: 69, scope: !124, inlinedAt: !130)
!152 = !{!"llvm.loop.mustprogress"}
!153 = !DILocation(line: 24, column: 53, scope: !154, inlinedAt: !130)
!154 = distinct !DILexicalBlock(scope: !126, file: !3, line: 24, column: 9)
!155 = !DILocation(line: 0, scope: !126, inlinedAt: !130)
!156 = !DILocation(line: 24, column: 45, scope: !154, inlinedAt: !130)
!157 = !DILocation(line: 24, column: 39, scope: !154, inlinedAt: !130)
!158 = !DILocation(line: 24, column: 50, scope: !154, inlinedAt: !130)
!159 = !DILocation(line: 24, column: 27, scope: !154, inlinedAt: !130)
!160 = !DILocation(line: 24, column: 9, scope: !126, inlinedAt: !130)
!161 = distinct !{!161, !160, !162, !152}
!162 = !DILocation(line: 24, column: 58, scope: !126, inlinedAt: !130)
!163 = !DILocation(line: 26, column: 9, scope: !118, inlinedAt: !130)
!164 = !DILocation(line: 27, column: 5, scope: !119, inlinedAt: !130)
!165 = !DILocation(line: 21, column: 43, scope: !119, inlinedAt: !130)
!166 = !DILocation(line: 21, column: 31, scope: !119, inlinedAt: !130)
!167 = !DILocation(line: 21, column: 5, scope: !108, inlinedAt: !130)
!168 = distinct !{!168, !167, !169, !152}
!169 = !DILocation(line: 27, column: 5, scope: !108, inlinedAt: !130)
!170 = !DILocation(line: 0, scope: !128, inlinedAt: !130)
!171 = !DILocation(line: 25, column: 73, scope: !172, inlinedAt: !130)
!172 = distinct !DILexicalBlock(scope: !128, file: !3, line: 25, column: 9)
!173 = !DILocation(line: 25, column: 51, scope: !172, inlinedAt: !130)
!174 = !DILocation(line: 25, column: 61, scope: !172, inlinedAt: !130)
!175 = !DILocation(line: 25, column: 41, scope: !172, inlinedAt: !130)
!176 = !DILocation(line: 25, column: 67, scope: !172, inlinedAt: !130)
!177 = !DILocation(line: 25, column: 37, scope: !172, inlinedAt: !130)
!178 = !DILocation(line: 25, column: 71, scope: !172, inlinedAt: !130)
!179 = !DILocation(line: 25, column: 33, scope: !172, inlinedAt: !130)
!180 = !DILocation(line: 25, column: 27, scope: !172, inlinedAt: !130)
!181 = !DILocation(line: 25, column: 9, scope: !128, inlinedAt: !130)
!182 = distinct !{!182, !181, !183, !152}
!183 = !DILocation(line: 25, column: 76, scope: !128, inlinedAt: !130)
!184 = !DILocalVariable(name: "w", scope: !185, file: !3, line: 39, type: !6)
!185 = distinct !DILexicalBlock(scope: !186, file: !3, line: 39, column: 5)
!186 = distinct !DISubprogram(name: "merge_sort", scope: !3, file: !3, line: 38, type: !110, scopeLine: 38, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !187)
!187 = !{!188, !189, !190, !184, !191, !195, !198, !199, !200, !201}
!188 = !DILocalVariable(name: "a", arg: 1, scope: !186, file: !3, line: 38, type: !112)
!189 = !DILocalVariable(name: "tmp", arg: 2, scope: !186, file: !3, line: 38, type: !112)
!190 = !DILocalVariable(name: "n", arg: 3, scope: !186, file: !3, line: 38, type: !6)
!191 = !DILocalVariable(name: "lo", scope: !192, file: !3, line: 40, type: !6)
!192 = distinct !DILexicalBlock(scope: !193, file: !3, line: 40, column: 9)
!193 = distinct !DILexicalBlock(scope: !194, file: !3, line: 39, column: 36)
!194 = distinct !DILexicalBlock(scope: !185, file: !3, line: 39, column: 5)
!195 = !DILocalVariable(name: "mid", scope: !196, file: !3, line: 41, type: !6)
!196 = distinct !DILexicalBlock(scope: !197, file: !3, line: 40, column: 47)
!197 = distinct !DILexicalBlock(scope: !192, file: !3, line: 40, column: 9)
!198 = !DILocalVariable(name: "hi", scope: !196, file: !3, line: 41, type: !6)
!199 = !DILocalVariable(name: "i", scope: !196, file: !3, line: 41, type: !6)
!200 = !DILocalVariable(name: "j", scope: !196, file: !3, line: 41, type: !6)
!201 = !DILocalVariable(name: "k", scope: !196, file: !3, line: 41, type: !6)
!202 = !DILocation(line: 0, scope: !185, inlinedAt: !203)
!203 = distinct !DILocation(line: 57, column: 25, scope: !2)
!204 = !DILocation(line: 0, scope: !192, inlinedAt: !203)
!205 = !DILocation(line: 40, column: 9, scope: !192, inlinedAt: !203)
!206 = !DILocation(line: 40, column: 29, scope: !197, inlinedAt: !203)
!207 = distinct !{!207, !205, !208, !152}
!208 = !DILocation(line: 45, column: 9, scope: !192, inlinedAt: !203)
!209 = !DILocation(line: 46, column: 9, scope: !193, inlinedAt: !203)
!210 = !DILocation(line: 39, column: 23, scope: !194, inlinedAt: !203)
!211 = !DILocation(line: 39, column: 5, scope: !185, inlinedAt: !203)
!212 = distinct !{!212, !211, !213, !152}
!213 = !DILocation(line: 47, column: 5, scope: !185, inlinedAt: !203)
!214 = !DILocation(line: 41, column: 26, scope: !196, inlinedAt: !203)
!215 = !DILocation(line: 0, scope: !196, inlinedAt: !203)
!216 = !DILocation(line: 41, column: 56, scope: !196, inlinedAt: !203)
!217 = !DILocation(line: 41, column: 53, scope: !196, inlinedAt: !203)
!218 = !DILocation(line: 42, column: 28, scope: !196, inlinedAt: !203)
!219 = !DILocation(line: 42, column: 13, scope: !196, inlinedAt: !203)
!220 = !DILocation(line: 43, column: 22, scope: !196, inlinedAt: !203)
!221 = !DILocation(line: 41, column: 94, scope: !196, inlinedAt: !203)
!222 = !DILocation(line: 43, column: 13, scope: !196, inlinedAt: !203)
!223 = !DILocation(line: 43, column: 38, scope: !196, inlinedAt: !203)
!224 = !DILocation(line: 44, column: 22, scope: !196, inlinedAt: !203)
!225 = !DILocation(line: 42, column: 50, scope: !196, inlinedAt: !203)
!226 = !DILocation(line: 42, column: 58, scope: !196, inlinedAt: !203)
!227 = !DILocation(line: 42, column: 55, scope: !196, inlinedAt: !203)
!228 = !DILocation(line: 42, column: 44, scope: !196, inlinedAt: !203)
!229 = !DILocation(line: 42, column: 39, scope: !196, inlinedAt: !203)
!230 = !DILocation(line: 42, column: 48, scope: !196, inlinedAt: !203)
!231 = !DILocation(line: 42, column: 22, scope: !196, inlinedAt: !203)
!232 = distinct !{!232, !219, !233, !152}
!233 = !DILocation(line: 42, column: 79, scope: !196, inlinedAt: !203)
!234 = !DILocation(line: 44, column: 13, scope: !196, inlinedAt: !203)
!235 = !DILocation(line: 44, column: 37, scope: !196, inlinedAt: !203)
!236 = !DILocalVariable(name: "gap", scope: !237, file: !3, line: 49, type: !6)
!237 = distinct !DILexicalBlock(scope: !238, file: !3, line: 49, column: 46)
!238 = distinct !DISubprogram(name: "shell_sort", scope: !3, file: !3, line: 49, type: !239, scopeLine: 49, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !241)
!239 = !DISubroutineType(types: !240)
!240 = !{null, !112, !6}
!241 = !{!242, !243, !236, !244, !247, !250}
!242 = !DILocalVariable(name: "a", arg: 1, scope: !238, file: !3, line: 49, type: !112)
!243 = !DILocalVariable(name: "n", arg: 2, scope: !238, file: !3, line: 49, type: !6)
!244 = !DILocalVariable(name: "i", scope: !245, file: !3, line: 49, type: !6)
!245 = distinct !DILexicalBlock(scope: !246, file: !3, line: 49, column: 83)
!246 = distinct !DILexicalBlock(scope: !237, file: !3, line: 49, column: 46)
!247 = !DILocalVariable(name: "v", scope: !248, file: !3, line: 49, type: !14)
!248 = distinct !DILexicalBlock(scope: !249, file: !3, line: 49, column: 113)
!249 = distinct !DILexicalBlock(scope: !245, file: !3, line: 49, column: 83)
!250 = !DILocalVariable(name: "j", scope: !248, file: !3, line: 49, type: !6)
!251 = !DILocation(line: 0, scope: !237, inlinedAt: !252)
!252 = distinct !DILocation(line: 57, column: 48, scope: !2)
!253 = !DILocation(line: 0, scope: !245, inlinedAt: !252)
!254 = !DILocation(line: 49, column: 103, scope: !249, inlinedAt: !252)
!255 = !DILocation(line: 49, column: 83, scope: !245, inlinedAt: !252)
!256 = !DILocation(line: 49, column: 77, scope: !246, inlinedAt: !252)
!257 = !DILocation(line: 49, column: 46, scope: !237, inlinedAt: !252)
!258 = distinct !{!258, !257, !259, !152}
!259 = !DILocation(line: 49, column: 223, scope: !237, inlinedAt: !252)
!260 = !DILocation(line: 49, column: 128, scope: !248, inlinedAt: !252)
!261 = !DILocation(line: 0, scope: !248, inlinedAt: !252)
!262 = !DILocation(line: 49, column: 154, scope: !248, inlinedAt: !252)
!263 = !DILocation(line: 49, column: 161, scope: !248, inlinedAt: !252)
!264 = !DILocation(line: 49, column: 168, scope: !248, inlinedAt: !252)
!265 = !DILocation(line: 49, column: 164, scope: !248, inlinedAt: !252)
!266 = !DILocation(line: 49, column: 175, scope: !248, inlinedAt: !252)
!267 = !DILocation(line: 49, column: 145, scope: !248, inlinedAt: !252)
!268 = !DILocation(line: 49, column: 182, scope: !269, inlinedAt: !252)
!269 = distinct !DILexicalBlock(scope: !248, file: !3, line: 49, column: 180)
!270 = !DILocation(line: 49, column: 187, scope: !269, inlinedAt: !252)
!271 = distinct !{!271, !267, !272, !152}
!272 = !DILocation(line: 49, column: 211, scope: !248, inlinedAt: !252)
!273 = !DILocation(line: 49, scope: !248, inlinedAt: !252)
!274 = !DILocation(line: 49, column: 213, scope: !248, inlinedAt: !252)
!275 = !DILocation(line: 49, column: 218, scope: !248, inlinedAt: !252)
!276 = !DILocation(line: 49, column: 109, scope: !249, inlinedAt: !252)
!277 = distinct !{!277, !255, !278, !152}
!278 = !DILocation(line: 49, column: 223, scope: !245, inlinedAt: !252)
!279 = !DILocation(line: 57, column: 66, scope: !2)
!280 = !DILocation(line: 58, column: 17, scope: !2)
!281 = !DILocation(line: 58, column: 40, scope: !2)
!282 = !DILocation(line: 56, column: 42, scope: !283)
!283 = distinct !DILexicalBlock(scope: !284, file: !3, line: 56, column: 33)
!284 = distinct !DILexicalBlock(scope: !55, file: !3, line: 56, column: 5)
!285 = !DILocation(line: 56, column: 37, scope: !283)
!286 = !DILocation(line: 56, column: 56, scope: !283)
!287 = !DILocation(line: 56, column: 51, scope: !283)
!288 = !DILocation(line: 56, column: 69, scope: !283)
!289 = !DILocation(line: 56, column: 64, scope: !283)
!290 = !DILocation(line: 56, column: 104, scope: !283)
!291 = !DILocation(line: 56, column: 97, scope: !283)
!292 = !DILocation(line: 56, column: 102, scope: !283)
!293 = !DILocation(line: 56, column: 90, scope: !283)
!294 = !DILocation(line: 56, column: 95, scope: !283)
!295 = !DILocation(line: 56, column: 83, scope: !283)
!296 = !DILocation(line: 56, column: 88, scope: !283)
!297 = !DILocation(line: 56, column: 76, scope: !283)
!298 = !DILocation(line: 56, column: 81, scope: !283)
!299 = !DILocation(line: 56, column: 117, scope: !283)
!300 = !DILocation(line: 56, column: 122, scope: !283)
!301 = !{!302, !302, i64 0}
!302 = !{!"long", !141, i64 0}
!303 = !DILocation(line: 56, column: 29, scope: !284)
!304 = !DILocation(line: 56, column: 23, scope: !284)
!305 = distinct !{!305, !106, !306, !152}
!306 = !DILocation(line: 56, column: 127, scope: !55)
!307 = !DILocation(line: 58, column: 44, scope: !2)
!308 = !DILocation(line: 58, column: 67, scope: !2)
!309 = !DILocation(line: 58, column: 71, scope: !2)
!310 = !DILocation(line: 58, column: 70, scope: !2)
!311 = !DILocalVariable(name: "cnt", scope: !312, file: !3, line: 31, type: !120)
!312 = distinct !DILexicalBlock(scope: !313, file: !3, line: 30, column: 49)
!313 = distinct !DILexicalBlock(scope: !314, file: !3, line: 30, column: 5)
!314 = distinct !DILexicalBlock(scope: !315, file: !3, line: 30, column: 5)
!315 = distinct !DISubprogram(name: "radix64", scope: !3, file: !3, line: 29, type: !316, scopeLine: 29, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !319)
!316 = !DISubroutineType(types: !317)
!317 = !{null, !318, !318, !6}
!318 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !42, size: 64)
!319 = !{!320, !321, !322, !323, !311, !324, !326, !328}
!320 = !DILocalVariable(name: "a", arg: 1, scope: !315, file: !3, line: 29, type: !318)
!321 = !DILocalVariable(name: "tmp", arg: 2, scope: !315, file: !3, line: 29, type: !318)
!322 = !DILocalVariable(name: "n", arg: 3, scope: !315, file: !3, line: 29, type: !6)
!323 = !DILocalVariable(name: "shift", scope: !314, file: !3, line: 30, type: !6)
!324 = !DILocalVariable(name: "i", scope: !325, file: !3, line: 32, type: !6)
!325 = distinct !DILexicalBlock(scope: !312, file: !3, line: 32, column: 9)
!326 = !DILocalVariable(name: "i", scope: !327, file: !3, line: 33, type: !6)
!327 = distinct !DILexicalBlock(scope: !312, file: !3, line: 33, column: 9)
!328 = !DILocalVariable(name: "i", scope: !329, file: !3, line: 34, type: !6)
!329 = distinct !DILexicalBlock(scope: !312, file: !3, line: 34, column: 9)
!330 = !DILocation(line: 0, scope: !312, inlinedAt: !331)
!331 = distinct !DILocation(line: 59, column: 5, scope: !2)
!332 = !DILocation(line: 0, scope: !315, inlinedAt: !331)
!333 = !DILocation(line: 0, scope: !314, inlinedAt: !331)
!334 = !DILocation(line: 30, column: 5, scope: !314, inlinedAt: !331)
!335 = !DILocation(line: 31, column: 9, scope: !312, inlinedAt: !331)
!336 = !DILocation(line: 31, column: 13, scope: !312, inlinedAt: !331)
!337 = distinct !DIAssignID()
!338 = !DILocation(line: 0, scope: !325, inlinedAt: !331)
!339 = !DILocation(line: 32, column: 9, scope: !325, inlinedAt: !331)
!340 = !DILocation(line: 32, column: 43, scope: !341, inlinedAt: !331)
!341 = distinct !DILexicalBlock(scope: !325, file: !3, line: 32, column: 9)
!342 = !DILocation(line: 32, column: 48, scope: !341, inlinedAt: !331)
!343 = !DILocation(line: 32, column: 58, scope: !341, inlinedAt: !331)
!344 = !DILocation(line: 32, column: 65, scope: !341, inlinedAt: !331)
!345 = !DILocation(line: 32, column: 37, scope: !341, inlinedAt: !331)
!346 = !DILocation(line: 32, column: 69, scope: !341, inlinedAt: !331)
!347 = !DILocation(line: 32, column: 33, scope: !341, inlinedAt: !331)
!348 = !DILocation(line: 32, column: 27, scope: !341, inlinedAt: !331)
!349 = distinct !{!349, !339, !350, !152}
!350 = !DILocation(line: 32, column: 69, scope: !325, inlinedAt: !331)
!351 = !DILocation(line: 33, column: 53, scope: !352, inlinedAt: !331)
!352 = distinct !DILexicalBlock(scope: !327, file: !3, line: 33, column: 9)
!353 = !DILocation(line: 0, scope: !327, inlinedAt: !331)
!354 = !DILocation(line: 33, column: 45, scope: !352, inlinedAt: !331)
!355 = !DILocation(line: 33, column: 39, scope: !352, inlinedAt: !331)
!356 = !DILocation(line: 33, column: 50, scope: !352, inlinedAt: !331)
!357 = !DILocation(line: 33, column: 27, scope: !352, inlinedAt: !331)
!358 = !DILocation(line: 33, column: 9, scope: !327, inlinedAt: !331)
!359 = distinct !{!359, !358, !360, !152}
!360 = !DILocation(line: 33, column: 58, scope: !327, inlinedAt: !331)
!361 = !DILocation(line: 35, column: 9, scope: !312, inlinedAt: !331)
!362 = !DILocation(line: 36, column: 5, scope: !313, inlinedAt: !331)
!363 = !DILocation(line: 30, column: 43, scope: !313, inlinedAt: !331)
!364 = !DILocation(line: 30, column: 31, scope: !313, inlinedAt: !331)
!365 = distinct !{!365, !334, !366, !152}
!366 = !DILocation(line: 36, column: 5, scope: !314, inlinedAt: !331)
!367 = !DILocation(line: 60, column: 63, scope: !368)
!368 = distinct !DILexicalBlock(scope: !59, file: !3, line: 60, column: 23)
!369 = !DILocation(line: 60, column: 23, scope: !59)
!370 = !DILocation(line: 0, scope: !329, inlinedAt: !331)
!371 = !DILocation(line: 34, column: 73, scope: !372, inlinedAt: !331)
!372 = distinct !DILexicalBlock(scope: !329, file: !3, line: 34, column: 9)
!373 = !DILocation(line: 34, column: 51, scope: !372, inlinedAt: !331)
!374 = !DILocation(line: 34, column: 61, scope: !372, inlinedAt: !331)
!375 = !DILocation(line: 34, column: 41, scope: !372, inlinedAt: !331)
!376 = !DILocation(line: 34, column: 67, scope: !372, inlinedAt: !331)
!377 = !DILocation(line: 34, column: 37, scope: !372, inlinedAt: !331)
!378 = !DILocation(line: 34, column: 71, scope: !372, inlinedAt: !331)
!379 = !DILocation(line: 34, column: 33, scope: !372, inlinedAt: !331)
!380 = !DILocation(line: 34, column: 27, scope: !372, inlinedAt: !331)
!381 = !DILocation(line: 34, column: 9, scope: !329, inlinedAt: !331)
!382 = distinct !{!382, !381, !383, !152}
!383 = !DILocation(line: 34, column: 76, scope: !329, inlinedAt: !331)
!384 = !DILocation(line: 0, scope: !59)
!385 = !DILocation(line: 60, column: 75, scope: !368)
!386 = !DILocation(line: 60, column: 72, scope: !368)
!387 = !DILocation(line: 60, column: 47, scope: !368)
!388 = !DILocation(line: 60, column: 60, scope: !368)
!389 = !DILocation(line: 60, column: 41, scope: !368)
!390 = distinct !{!390, !369, !391, !152}
!391 = !DILocation(line: 60, column: 78, scope: !59)
!392 = !DILocation(line: 69, column: 5, scope: !2)
!393 = !DILocation(line: 69, column: 32, scope: !2)
!394 = !DILocation(line: 69, column: 36, scope: !2)
!395 = distinct !DIAssignID()
!396 = !DILocation(line: 0, scope: !88)
!397 = !DILocation(line: 70, column: 5, scope: !88)
!398 = !DILocation(line: 0, scope: !62)
!399 = !DILocation(line: 0, scope: !71)
!400 = !DILocation(line: 64, column: 46, scope: !401)
!401 = distinct !DILexicalBlock(scope: !402, file: !3, line: 64, column: 37)
!402 = distinct !DILexicalBlock(scope: !71, file: !3, line: 64, column: 9)
!403 = !DILocation(line: 64, column: 41, scope: !401)
!404 = !DILocation(line: 64, column: 60, scope: !401)
!405 = !DILocation(line: 64, column: 55, scope: !401)
!406 = !DILocation(line: 64, column: 73, scope: !401)
!407 = !DILocation(line: 64, column: 68, scope: !401)
!408 = !DILocation(line: 64, column: 99, scope: !401)
!409 = !DILocation(line: 64, column: 87, scope: !401)
!410 = !DILocation(line: 64, column: 105, scope: !401)
!411 = !DILocation(line: 0, scope: !64)
!412 = !DILocalVariable(name: "v", arg: 1, scope: !413, file: !3, line: 11, type: !416)
!413 = distinct !DISubprogram(name: "net8", scope: !3, file: !3, line: 11, type: !414, scopeLine: 11, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !417)
!414 = !DISubroutineType(types: !415)
!415 = !{null, !416}
!416 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !18, size: 64)
!417 = !{!412, !418, !420, !421, !423, !424, !426, !427, !429, !430, !432, !433, !435, !436, !438, !439, !441, !442, !444, !445, !447, !448, !450, !451, !453, !454, !456, !457, !459, !460, !462, !463, !465, !466, !468, !469, !471, !472, !474}
!418 = !DILocalVariable(name: "lo", scope: !419, file: !3, line: 12, type: !18)
!419 = distinct !DILexicalBlock(scope: !413, file: !3, line: 12, column: 5)
!420 = !DILocalVariable(name: "hi", scope: !419, file: !3, line: 12, type: !18)
!421 = !DILocalVariable(name: "lo", scope: !422, file: !3, line: 12, type: !18)
!422 = distinct !DILexicalBlock(scope: !413, file: !3, line: 12, column: 23)
!423 = !DILocalVariable(name: "hi", scope: !422, file: !3, line: 12, type: !18)
!424 = !DILocalVariable(name: "lo", scope: !425, file: !3, line: 12, type: !18)
!425 = distinct !DILexicalBlock(scope: !413, file: !3, line: 12, column: 41)
!426 = !DILocalVariable(name: "hi", scope: !425, file: !3, line: 12, type: !18)
!427 = !DILocalVariable(name: "lo", scope: !428, file: !3, line: 12, type: !18)
!428 = distinct !DILexicalBlock(scope: !413, file: !3, line: 12, column: 59)
!429 = !DILocalVariable(name: "hi", scope: !428, file: !3, line: 12, type: !18)
!430 = !DILocalVariable(name: "lo", scope: !431, file: !3, line: 13, type: !18)
!431 = distinct !DILexicalBlock(scope: !413, file: !3, line: 13, column: 5)
!432 = !DILocalVariable(name: "hi", scope: !431, file: !3, line: 13, type: !18)
!433 = !DILocalVariable(name: "lo", scope: !434, file: !3, line: 13, type: !18)
!434 = distinct !DILexicalBlock(scope: !413, file: !3, line: 13, column: 23)
!435 = !DILocalVariable(name: "hi", scope: !434, file: !3, line: 13, type: !18)
!436 = !DILocalVariable(name: "lo", scope: !437, file: !3, line: 13, type: !18)
!437 = distinct !DILexicalBlock(scope: !413, file: !3, line: 13, column: 41)
!438 = !DILocalVariable(name: "hi", scope: !437, file: !3, line: 13, type: !18)
!439 = !DILocalVariable(name: "lo", scope: !440, file: !3, line: 13, type: !18)
!440 = distinct !DILexicalBlock(scope: !413, file: !3, line: 13, column: 59)
!441 = !DILocalVariable(name: "hi", scope: !440, file: !3, line: 13, type: !18)
!442 = !DILocalVariable(name: "lo", scope: !443, file: !3, line: 14, type: !18)
!443 = distinct !DILexicalBlock(scope: !413, file: !3, line: 14, column: 5)
!444 = !DILocalVariable(name: "hi", scope: !443, file: !3, line: 14, type: !18)
!445 = !DILocalVariable(name: "lo", scope: !446, file: !3, line: 14, type: !18)
!446 = distinct !DILexicalBlock(scope: !413, file: !3, line: 14, column: 23)
!447 = !DILocalVariable(name: "hi", scope: !446, file: !3, line: 14, type: !18)
!448 = !DILocalVariable(name: "lo", scope: !449, file: !3, line: 14, type: !18)
!449 = distinct !DILexicalBlock(scope: !413, file: !3, line: 14, column: 41)
!450 = !DILocalVariable(name: "hi", scope: !449, file: !3, line: 14, type: !18)
!451 = !DILocalVariable(name: "lo", scope: !452, file: !3, line: 14, type: !18)
!452 = distinct !DILexicalBlock(scope: !413, file: !3, line: 14, column: 59)
!453 = !DILocalVariable(name: "hi", scope: !452, file: !3, line: 14, type: !18)
!454 = !DILocalVariable(name: "lo", scope: !455, file: !3, line: 15, type: !18)
!455 = distinct !DILexicalBlock(scope: !413, file: !3, line: 15, column: 5)
!456 = !DILocalVariable(name: "hi", scope: !455, file: !3, line: 15, type: !18)
!457 = !DILocalVariable(name: "lo", scope: !458, file: !3, line: 15, type: !18)
!458 = distinct !DILexicalBlock(scope: !413, file: !3, line: 15, column: 23)
!459 = !DILocalVariable(name: "hi", scope: !458, file: !3, line: 15, type: !18)
!460 = !DILocalVariable(name: "lo", scope: !461, file: !3, line: 16, type: !18)
!461 = distinct !DILexicalBlock(scope: !413, file: !3, line: 16, column: 5)
!462 = !DILocalVariable(name: "hi", scope: !461, file: !3, line: 16, type: !18)
!463 = !DILocalVariable(name: "lo", scope: !464, file: !3, line: 16, type: !18)
!464 = distinct !DILexicalBlock(scope: !413, file: !3, line: 16, column: 23)
!465 = !DILocalVariable(name: "hi", scope: !464, file: !3, line: 16, type: !18)
!466 = !DILocalVariable(name: "lo", scope: !467, file: !3, line: 17, type: !18)
!467 = distinct !DILexicalBlock(scope: !413, file: !3, line: 17, column: 5)
!468 = !DILocalVariable(name: "hi", scope: !467, file: !3, line: 17, type: !18)
!469 = !DILocalVariable(name: "lo", scope: !470, file: !3, line: 17, type: !18)
!470 = distinct !DILexicalBlock(scope: !413, file: !3, line: 17, column: 23)
!471 = !DILocalVariable(name: "hi", scope: !470, file: !3, line: 17, type: !18)
!472 = !DILocalVariable(name: "lo", scope: !473, file: !3, line: 18, type: !18)
!473 = distinct !DILexicalBlock(scope: !413, file: !3, line: 18, column: 5)
!474 = !DILocalVariable(name: "hi", scope: !473, file: !3, line: 18, type: !18)
!475 = !DILocation(line: 0, scope: !413, inlinedAt: !476)
!476 = distinct !DILocation(line: 65, column: 9, scope: !64)
!477 = !DILocation(line: 12, column: 5, scope: !419, inlinedAt: !476)
!478 = !DILocation(line: 0, scope: !419, inlinedAt: !476)
!479 = !DILocation(line: 12, column: 23, scope: !422, inlinedAt: !476)
!480 = !DILocation(line: 0, scope: !422, inlinedAt: !476)
!481 = !DILocation(line: 12, column: 41, scope: !425, inlinedAt: !476)
!482 = !DILocation(line: 0, scope: !425, inlinedAt: !476)
!483 = !DILocation(line: 12, column: 59, scope: !428, inlinedAt: !476)
!484 = !DILocation(line: 0, scope: !428, inlinedAt: !476)
!485 = !DILocation(line: 13, column: 5, scope: !431, inlinedAt: !476)
!486 = !DILocation(line: 0, scope: !431, inlinedAt: !476)
!487 = !DILocation(line: 13, column: 23, scope: !434, inlinedAt: !476)
!488 = !DILocation(line: 0, scope: !434, inlinedAt: !476)
!489 = !DILocation(line: 13, column: 41, scope: !437, inlinedAt: !476)
!490 = !DILocation(line: 0, scope: !437, inlinedAt: !476)
!491 = !DILocation(line: 13, column: 59, scope: !440, inlinedAt: !476)
!492 = !DILocation(line: 0, scope: !440, inlinedAt: !476)
!493 = !DILocation(line: 14, column: 5, scope: !443, inlinedAt: !476)
!494 = !DILocation(line: 0, scope: !443, inlinedAt: !476)
!495 = !DILocation(line: 14, column: 23, scope: !446, inlinedAt: !476)
!496 = !DILocation(line: 0, scope: !446, inlinedAt: !476)
!497 = !DILocation(line: 14, column: 41, scope: !449, inlinedAt: !476)
!498 = !DILocation(line: 0, scope: !449, inlinedAt: !476)
!499 = !DILocation(line: 14, column: 59, scope: !452, inlinedAt: !476)
!500 = !DILocation(line: 0, scope: !452, inlinedAt: !476)
!501 = !DILocation(line: 15, column: 5, scope: !455, inlinedAt: !476)
!502 = !DILocation(line: 0, scope: !455, inlinedAt: !476)
!503 = !DILocation(line: 15, column: 23, scope: !458, inlinedAt: !476)
!504 = !DILocation(line: 0, scope: !458, inlinedAt: !476)
!505 = !DILocation(line: 16, column: 5, scope: !461, inlinedAt: !476)
!506 = !DILocation(line: 0, scope: !461, inlinedAt: !476)
!507 = !DILocation(line: 16, column: 23, scope: !464, inlinedAt: !476)
!508 = !DILocation(line: 0, scope: !464, inlinedAt: !476)
!509 = !DILocation(line: 17, column: 5, scope: !467, inlinedAt: !476)
!510 = !DILocation(line: 0, scope: !467, inlinedAt: !476)
!511 = !DILocation(line: 17, column: 23, scope: !470, inlinedAt: !476)
!512 = !DILocation(line: 0, scope: !470, inlinedAt: !476)
!513 = !DILocation(line: 18, column: 5, scope: !473, inlinedAt: !476)
!514 = !DILocation(line: 0, scope: !473, inlinedAt: !476)
!515 = !DILocation(line: 0, scope: !73)
!516 = !DILocation(line: 66, column: 50, scope: !517)
!517 = distinct !DILexicalBlock(scope: !518, file: !3, line: 66, column: 41)
!518 = distinct !DILexicalBlock(scope: !73, file: !3, line: 66, column: 9)
!519 = !DILocation(line: 66, column: 41, scope: !518)
!520 = !DILocation(line: 0, scope: !78)
!521 = !DILocation(line: 67, column: 66, scope: !522)
!522 = distinct !DILexicalBlock(scope: !523, file: !3, line: 67, column: 58)
!523 = distinct !DILexicalBlock(scope: !78, file: !3, line: 67, column: 30)
!524 = !DILocation(line: 67, column: 63, scope: !522)
!525 = !DILocation(line: 67, column: 75, scope: !522)
!526 = !DILocation(line: 67, column: 78, scope: !522)
!527 = !DILocation(line: 67, column: 93, scope: !528)
!528 = distinct !DILexicalBlock(scope: !64, file: !3, line: 67, column: 90)
!529 = !DILocation(line: 67, column: 90, scope: !64)
!530 = !DILocation(line: 62, column: 32, scope: !65)
!531 = !DILocation(line: 62, column: 23, scope: !65)
!532 = !DILocation(line: 62, column: 5, scope: !62)
!533 = distinct !{!533, !532, !534, !152}
!534 = !DILocation(line: 68, column: 5, scope: !62)
!535 = !DILocation(line: 70, column: 65, scope: !536)
!536 = distinct !DILexicalBlock(scope: !537, file: !3, line: 70, column: 36)
!537 = distinct !DILexicalBlock(scope: !88, file: !3, line: 70, column: 5)
!538 = !DILocation(line: 70, column: 70, scope: !536)
!539 = !DILocation(line: 70, column: 49, scope: !536)
!540 = !DILocation(line: 70, column: 38, scope: !536)
!541 = !DILocation(line: 70, column: 47, scope: !536)
!542 = !{!141, !141, i64 0}
!543 = !DILocation(line: 70, column: 78, scope: !536)
!544 = !DILocation(line: 70, column: 91, scope: !536)
!545 = !DILocation(line: 70, column: 32, scope: !537)
!546 = !DILocation(line: 70, column: 23, scope: !537)
!547 = distinct !{!547, !397, !548, !152}
!548 = !DILocation(line: 70, column: 95, scope: !88)
!549 = !DILocation(line: 0, scope: !91)
!550 = !DILocation(line: 71, column: 46, scope: !551)
!551 = distinct !DILexicalBlock(scope: !91, file: !3, line: 71, column: 16)
!552 = !DILocation(line: 71, column: 74, scope: !551)
!553 = !DILocation(line: 71, column: 59, scope: !551)
!554 = !DILocation(line: 72, column: 128, scope: !2)
!555 = !DILocation(line: 72, column: 134, scope: !2)
!556 = !DILocation(line: 72, column: 144, scope: !2)
!557 = !DILocation(line: 72, column: 154, scope: !2)
!558 = !DILocation(line: 72, column: 5, scope: !2)
!559 = !DILocation(line: 73, column: 17, scope: !2)
!560 = !DILocation(line: 74, column: 1, scope: !2)
!561 = !DILocation(line: 71, scope: !2)
!562 = !DILocation(line: 71, column: 42, scope: !551)
!563 = !DILocation(line: 71, column: 34, scope: !551)
!564 = !DILocation(line: 71, column: 16, scope: !91)
!565 = distinct !{!565, !564, !566, !152}
!566 = !DILocation(line: 71, column: 91, scope: !91)
!567 = !DISubprogram(name: "qsort", scope: !568, file: !568, line: 851, type: !569, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!568 = !DIFile(filename: "/usr/include/stdlib.h", directory: "", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!569 = !DISubroutineType(types: !570)
!570 = !{null, !571, !22, !22, !572}
!571 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!572 = !DIDerivedType(tag: DW_TAG_typedef, name: "__compar_fn_t", file: !568, line: 829, baseType: !573)
!573 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !574, size: 64)
!574 = !DISubroutineType(types: !575)
!575 = !{!6, !576, !576}
!576 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !577, size: 64)
!577 = !DIDerivedType(tag: DW_TAG_const_type, baseType: null)
!578 = distinct !DISubprogram(name: "cmp32", scope: !3, file: !3, line: 50, type: !574, scopeLine: 50, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !579)
!579 = !{!580, !581, !582, !583}
!580 = !DILocalVariable(name: "a", arg: 1, scope: !578, file: !3, line: 50, type: !576)
!581 = !DILocalVariable(name: "b", arg: 2, scope: !578, file: !3, line: 50, type: !576)
!582 = !DILocalVariable(name: "x", scope: !578, file: !3, line: 50, type: !14)
!583 = !DILocalVariable(name: "y", scope: !578, file: !3, line: 50, type: !14)
!584 = !DILocation(line: 0, scope: !578)
!585 = !DILocation(line: 50, column: 63, scope: !578)
!586 = !DILocation(line: 50, column: 89, scope: !578)
!587 = !DILocation(line: 50, column: 121, scope: !578)
!588 = !DILocation(line: 50, column: 131, scope: !578)
!589 = !DILocation(line: 50, column: 126, scope: !578)
!590 = !DILocation(line: 50, column: 111, scope: !578)
!591 = !DISubprogram(name: "printf", scope: !592, file: !592, line: 356, type: !593, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!592 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!593 = !DISubroutineType(types: !594)
!594 = !{!6, !595, null}
!595 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !596)
!596 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !597, size: 64)
!597 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !49)
