; ModuleID = 'programs/sparse_matrix_csr.c'
source_filename = "programs/sparse_matrix_csr.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.csr = type { i32, i32, ptr, ptr, ptr }

@main.r = internal global [3000 x i32] zeroinitializer, align 16, !dbg !0
@main.c = internal global [3000 x i32] zeroinitializer, align 16, !dbg !20
@main.v = internal global [3000 x i64] zeroinitializer, align 16, !dbg !25
@.str = private unnamed_addr constant [30 x i8] c"nnz after merge=%d (from %d)\0A\00", align 1, !dbg !28
@.str.1 = private unnamed_addr constant [52 x i8] c"spmv checksum=%ld transpose twice same=%d T.nnz=%d\0A\00", align 1, !dbg !34
@.str.2 = private unnamed_addr constant [18 x i8] c"A*T checksum=%ld\0A\00", align 1, !dbg !39

; Function Attrs: nounwind uwtable
define dso_local range(i32 0, 128) i32 @main() local_unnamed_addr #0 !dbg !2 {
  %1 = alloca %struct.csr, align 8, !DIAssignID !81
    #dbg_assign(i1 undef, !48, !DIExpression(), !81, ptr %1, !DIExpression(), !82)
  %2 = alloca [300 x i64], align 16, !DIAssignID !83
    #dbg_assign(i1 undef, !59, !DIExpression(), !83, ptr %2, !DIExpression(), !82)
  %3 = alloca [300 x i64], align 16, !DIAssignID !84
    #dbg_assign(i1 undef, !63, !DIExpression(), !84, ptr %3, !DIExpression(), !82)
  %4 = alloca [300 x i64], align 16, !DIAssignID !85
    #dbg_assign(i1 undef, !64, !DIExpression(), !85, ptr %4, !DIExpression(), !82)
  %5 = alloca %struct.csr, align 8, !DIAssignID !86
    #dbg_assign(i1 undef, !67, !DIExpression(), !86, ptr %5, !DIExpression(), !82)
  %6 = alloca %struct.csr, align 8, !DIAssignID !87
    #dbg_assign(i1 undef, !68, !DIExpression(), !87, ptr %6, !DIExpression(), !82)
    #dbg_value(i32 4242, !45, !DIExpression(), !82)
    #dbg_value(i32 0, !46, !DIExpression(), !88)
  br label %26, !dbg !89

7:                                                ; preds = %26
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %1) #7, !dbg !90
  call fastcc void @from_triplets(ptr dead_on_unwind nonnull writable sret(%struct.csr) align 8 %1, i32 noundef 300, i32 noundef 3000, ptr noundef nonnull @main.r, ptr noundef nonnull @main.c, ptr noundef nonnull @main.v), !dbg !91
  %8 = getelementptr inbounds i8, ptr %1, i64 4, !dbg !92
  %9 = load i32, ptr %8, align 4, !dbg !92, !tbaa !93
  %10 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %9, i32 noundef 3000), !dbg !99
  call void @llvm.lifetime.start.p0(i64 2400, ptr nonnull %2) #7, !dbg !100
  call void @llvm.lifetime.start.p0(i64 2400, ptr nonnull %3) #7, !dbg !100
  call void @llvm.lifetime.start.p0(i64 2400, ptr nonnull %4) #7, !dbg !100
    #dbg_value(i32 0, !65, !DIExpression(), !101)
  br label %11, !dbg !102

11:                                               ; preds = %11, %7
  %12 = phi i64 [ 0, %7 ], [ %23, %11 ], !dbg !103
  %13 = phi <2 x i16> [ <i16 0, i16 1>, %7 ], [ %24, %11 ], !dbg !105
  %14 = add <2 x i16> %13, <i16 2, i16 2>, !dbg !105
  %15 = urem <2 x i16> %13, <i16 7, i16 7>, !dbg !105
  %16 = urem <2 x i16> %14, <i16 7, i16 7>, !dbg !105
  %17 = zext nneg <2 x i16> %15 to <2 x i64>, !dbg !105
  %18 = zext nneg <2 x i16> %16 to <2 x i64>, !dbg !105
  %19 = add nsw <2 x i64> %17, <i64 -3, i64 -3>, !dbg !106
  %20 = add nsw <2 x i64> %18, <i64 -3, i64 -3>, !dbg !106
  %21 = getelementptr inbounds [300 x i64], ptr %2, i64 0, i64 %12, !dbg !107
  %22 = getelementptr inbounds i8, ptr %21, i64 16, !dbg !108
  store <2 x i64> %19, ptr %21, align 16, !dbg !108, !tbaa !109
  store <2 x i64> %20, ptr %22, align 16, !dbg !108, !tbaa !109
  %23 = add nuw i64 %12, 4, !dbg !103
  %24 = add <2 x i16> %13, <i16 4, i16 4>, !dbg !105
  %25 = icmp eq i64 %23, 300, !dbg !103
  br i1 %25, label %45, label %11, !dbg !103, !llvm.loop !111

26:                                               ; preds = %0, %26
  %27 = phi i64 [ 0, %0 ], [ %43, %26 ]
  %28 = phi i32 [ 4242, %0 ], [ %35, %26 ]
    #dbg_value(i64 %27, !46, !DIExpression(), !88)
    #dbg_value(i32 %28, !45, !DIExpression(), !82)
  %29 = mul i32 %28, 1103515245, !dbg !116
  %30 = add i32 %29, 12345, !dbg !119
    #dbg_value(i32 %30, !45, !DIExpression(), !82)
  %31 = lshr i32 %30, 8, !dbg !120
  %32 = urem i32 %31, 300, !dbg !121
  %33 = getelementptr inbounds [3000 x i32], ptr @main.r, i64 0, i64 %27, !dbg !122
  store i32 %32, ptr %33, align 4, !dbg !123, !tbaa !124
  %34 = mul i32 %30, 1103515245, !dbg !125
  %35 = add i32 %34, 12345, !dbg !126
    #dbg_value(i32 %35, !45, !DIExpression(), !82)
  %36 = lshr i32 %35, 8, !dbg !127
  %37 = urem i32 %36, 300, !dbg !128
  %38 = getelementptr inbounds [3000 x i32], ptr @main.c, i64 0, i64 %27, !dbg !129
  store i32 %37, ptr %38, align 4, !dbg !130, !tbaa !124
  %39 = urem i32 %35, 19, !dbg !131
  %40 = zext nneg i32 %39 to i64, !dbg !132
  %41 = add nsw i64 %40, -9, !dbg !133
  %42 = getelementptr inbounds [3000 x i64], ptr @main.v, i64 0, i64 %27, !dbg !134
  store i64 %41, ptr %42, align 8, !dbg !135, !tbaa !109
  %43 = add nuw nsw i64 %27, 1, !dbg !136
    #dbg_value(i64 %43, !46, !DIExpression(), !88)
  %44 = icmp eq i64 %43, 3000, !dbg !137
  br i1 %44, label %7, label %26, !dbg !89, !llvm.loop !138

45:                                               ; preds = %11
    #dbg_value(ptr %1, !140, !DIExpression(), !158)
    #dbg_value(ptr %2, !149, !DIExpression(), !158)
    #dbg_value(ptr %3, !150, !DIExpression(), !158)
    #dbg_value(i32 0, !151, !DIExpression(), !160)
  %46 = load i32, ptr %1, align 8, !tbaa !161
  %47 = icmp sgt i32 %46, 0, !dbg !162
  br i1 %47, label %48, label %144, !dbg !163

48:                                               ; preds = %45
  %49 = getelementptr inbounds i8, ptr %1, i64 8
  %50 = load ptr, ptr %49, align 8, !tbaa !164
  %51 = getelementptr inbounds i8, ptr %1, i64 24
  %52 = getelementptr inbounds i8, ptr %1, i64 16
  %53 = zext nneg i32 %46 to i64, !dbg !162
  %54 = load i32, ptr %50, align 4, !dbg !165, !tbaa !124
  %55 = load ptr, ptr %51, align 8
  %56 = load ptr, ptr %52, align 8
  br label %57, !dbg !163

57:                                               ; preds = %94, %48
  %58 = phi i32 [ %54, %48 ], [ %62, %94 ], !dbg !165
  %59 = phi i64 [ 0, %48 ], [ %60, %94 ]
    #dbg_value(i64 %59, !151, !DIExpression(), !160)
    #dbg_value(i64 0, !153, !DIExpression(), !166)
    #dbg_value(i32 %58, !156, !DIExpression(), !167)
  %60 = add nuw nsw i64 %59, 1
  %61 = getelementptr inbounds i32, ptr %50, i64 %60
  %62 = load i32, ptr %61, align 4, !tbaa !124
  %63 = icmp slt i32 %58, %62, !dbg !168
  br i1 %63, label %64, label %94, !dbg !170

64:                                               ; preds = %57
  %65 = sext i32 %58 to i64, !dbg !170
  %66 = sext i32 %62 to i64, !dbg !168
  %67 = sub nsw i64 %66, %65, !dbg !170
  %68 = and i64 %67, 3, !dbg !170
  %69 = sub nsw i64 %65, %66, !dbg !170
  %70 = icmp ugt i64 %69, -4, !dbg !170
  br i1 %70, label %73, label %71, !dbg !170

71:                                               ; preds = %64
  %72 = and i64 %67, -4, !dbg !170
  br label %98, !dbg !170

73:                                               ; preds = %98, %64
  %74 = phi i64 [ poison, %64 ], [ %140, %98 ]
  %75 = phi i64 [ %65, %64 ], [ %141, %98 ]
  %76 = phi i64 [ 0, %64 ], [ %140, %98 ]
  %77 = icmp eq i64 %68, 0, !dbg !170
  br i1 %77, label %94, label %78, !dbg !170

78:                                               ; preds = %73, %78
  %79 = phi i64 [ %91, %78 ], [ %75, %73 ]
  %80 = phi i64 [ %90, %78 ], [ %76, %73 ]
  %81 = phi i64 [ %92, %78 ], [ 0, %73 ]
    #dbg_value(i64 %79, !156, !DIExpression(), !167)
    #dbg_value(i64 %80, !153, !DIExpression(), !166)
  %82 = getelementptr inbounds i64, ptr %55, i64 %79, !dbg !171
  %83 = load i64, ptr %82, align 8, !dbg !171, !tbaa !109
  %84 = getelementptr inbounds i32, ptr %56, i64 %79, !dbg !172
  %85 = load i32, ptr %84, align 4, !dbg !172, !tbaa !124
  %86 = sext i32 %85 to i64, !dbg !173
  %87 = getelementptr inbounds i64, ptr %2, i64 %86, !dbg !173
  %88 = load i64, ptr %87, align 8, !dbg !173, !tbaa !109
  %89 = mul nsw i64 %88, %83, !dbg !174
  %90 = add nsw i64 %89, %80, !dbg !175
    #dbg_value(i64 %90, !153, !DIExpression(), !166)
  %91 = add nsw i64 %79, 1, !dbg !176
    #dbg_value(i64 %91, !156, !DIExpression(), !167)
  %92 = add i64 %81, 1, !dbg !170
  %93 = icmp eq i64 %92, %68, !dbg !170
  br i1 %93, label %94, label %78, !dbg !170, !llvm.loop !177

94:                                               ; preds = %73, %78, %57
  %95 = phi i64 [ 0, %57 ], [ %74, %73 ], [ %90, %78 ], !dbg !179
  %96 = getelementptr inbounds i64, ptr %3, i64 %59, !dbg !180
  store i64 %95, ptr %96, align 8, !dbg !181, !tbaa !109
    #dbg_value(i64 %60, !151, !DIExpression(), !160)
  %97 = icmp eq i64 %60, %53, !dbg !162
  br i1 %97, label %144, label %57, !dbg !163, !llvm.loop !182

98:                                               ; preds = %98, %71
  %99 = phi i64 [ %65, %71 ], [ %141, %98 ]
  %100 = phi i64 [ 0, %71 ], [ %140, %98 ]
  %101 = phi i64 [ 0, %71 ], [ %142, %98 ]
    #dbg_value(i64 %99, !156, !DIExpression(), !167)
    #dbg_value(i64 %100, !153, !DIExpression(), !166)
  %102 = getelementptr inbounds i64, ptr %55, i64 %99, !dbg !171
  %103 = load i64, ptr %102, align 8, !dbg !171, !tbaa !109
  %104 = getelementptr inbounds i32, ptr %56, i64 %99, !dbg !172
  %105 = load i32, ptr %104, align 4, !dbg !172, !tbaa !124
  %106 = sext i32 %105 to i64, !dbg !173
  %107 = getelementptr inbounds i64, ptr %2, i64 %106, !dbg !173
  %108 = load i64, ptr %107, align 8, !dbg !173, !tbaa !109
  %109 = mul nsw i64 %108, %103, !dbg !174
  %110 = add nsw i64 %109, %100, !dbg !175
    #dbg_value(i64 %110, !153, !DIExpression(), !166)
  %111 = add nsw i64 %99, 1, !dbg !176
    #dbg_value(i64 %111, !156, !DIExpression(), !167)
  %112 = getelementptr inbounds i64, ptr %55, i64 %111, !dbg !171
  %113 = load i64, ptr %112, align 8, !dbg !171, !tbaa !109
  %114 = getelementptr inbounds i32, ptr %56, i64 %111, !dbg !172
  %115 = load i32, ptr %114, align 4, !dbg !172, !tbaa !124
  %116 = sext i32 %115 to i64, !dbg !173
  %117 = getelementptr inbounds i64, ptr %2, i64 %116, !dbg !173
  %118 = load i64, ptr %117, align 8, !dbg !173, !tbaa !109
  %119 = mul nsw i64 %118, %113, !dbg !174
  %120 = add nsw i64 %119, %110, !dbg !175
    #dbg_value(i64 %120, !153, !DIExpression(), !166)
  %121 = add nsw i64 %99, 2, !dbg !176
    #dbg_value(i64 %121, !156, !DIExpression(), !167)
  %122 = getelementptr inbounds i64, ptr %55, i64 %121, !dbg !171
  %123 = load i64, ptr %122, align 8, !dbg !171, !tbaa !109
  %124 = getelementptr inbounds i32, ptr %56, i64 %121, !dbg !172
  %125 = load i32, ptr %124, align 4, !dbg !172, !tbaa !124
  %126 = sext i32 %125 to i64, !dbg !173
  %127 = getelementptr inbounds i64, ptr %2, i64 %126, !dbg !173
  %128 = load i64, ptr %127, align 8, !dbg !173, !tbaa !109
  %129 = mul nsw i64 %128, %123, !dbg !174
  %130 = add nsw i64 %129, %120, !dbg !175
    #dbg_value(i64 %130, !153, !DIExpression(), !166)
  %131 = add nsw i64 %99, 3, !dbg !176
    #dbg_value(i64 %131, !156, !DIExpression(), !167)
  %132 = getelementptr inbounds i64, ptr %55, i64 %131, !dbg !171
  %133 = load i64, ptr %132, align 8, !dbg !171, !tbaa !109
  %134 = getelementptr inbounds i32, ptr %56, i64 %131, !dbg !172
  %135 = load i32, ptr %134, align 4, !dbg !172, !tbaa !124
  %136 = sext i32 %135 to i64, !dbg !173
  %137 = getelementptr inbounds i64, ptr %2, i64 %136, !dbg !173
  %138 = load i64, ptr %137, align 8, !dbg !173, !tbaa !109
  %139 = mul nsw i64 %138, %133, !dbg !174
  %140 = add nsw i64 %139, %130, !dbg !175
    #dbg_value(i64 %140, !153, !DIExpression(), !166)
  %141 = add nsw i64 %99, 4, !dbg !176
    #dbg_value(i64 %141, !156, !DIExpression(), !167)
  %142 = add i64 %101, 4, !dbg !170
  %143 = icmp eq i64 %142, %72, !dbg !170
  br i1 %143, label %73, label %98, !dbg !170, !llvm.loop !184

144:                                              ; preds = %94, %45
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %5) #7, !dbg !186
  call fastcc void @transpose(ptr dead_on_unwind nonnull writable sret(%struct.csr) align 8 %5, ptr noundef nonnull %1), !dbg !187
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %6) #7, !dbg !186
  call fastcc void @transpose(ptr dead_on_unwind nonnull writable sret(%struct.csr) align 8 %6, ptr noundef nonnull %5), !dbg !188
    #dbg_value(ptr %6, !140, !DIExpression(), !189)
    #dbg_value(ptr %2, !149, !DIExpression(), !189)
    #dbg_value(ptr %4, !150, !DIExpression(), !189)
    #dbg_value(i32 0, !151, !DIExpression(), !191)
  %145 = load i32, ptr %6, align 8, !tbaa !161
  %146 = icmp sgt i32 %145, 0, !dbg !192
  br i1 %146, label %148, label %147, !dbg !193

147:                                              ; preds = %194, %144
  br label %393, !dbg !194

148:                                              ; preds = %144
  %149 = getelementptr inbounds i8, ptr %6, i64 8
  %150 = load ptr, ptr %149, align 8, !tbaa !164
  %151 = getelementptr inbounds i8, ptr %6, i64 24
  %152 = getelementptr inbounds i8, ptr %6, i64 16
  %153 = zext nneg i32 %145 to i64, !dbg !192
  %154 = load i32, ptr %150, align 4, !dbg !195, !tbaa !124
  %155 = load ptr, ptr %151, align 8
  %156 = load ptr, ptr %152, align 8
  br label %157, !dbg !193

157:                                              ; preds = %194, %148
  %158 = phi i32 [ %154, %148 ], [ %162, %194 ], !dbg !195
  %159 = phi i64 [ 0, %148 ], [ %160, %194 ]
    #dbg_value(i64 %159, !151, !DIExpression(), !191)
    #dbg_value(i64 0, !153, !DIExpression(), !196)
    #dbg_value(i32 %158, !156, !DIExpression(), !197)
  %160 = add nuw nsw i64 %159, 1
  %161 = getelementptr inbounds i32, ptr %150, i64 %160
  %162 = load i32, ptr %161, align 4, !tbaa !124
  %163 = icmp slt i32 %158, %162, !dbg !198
  br i1 %163, label %164, label %194, !dbg !199

164:                                              ; preds = %157
  %165 = sext i32 %158 to i64, !dbg !199
  %166 = sext i32 %162 to i64, !dbg !198
  %167 = sub nsw i64 %166, %165, !dbg !199
  %168 = and i64 %167, 3, !dbg !199
  %169 = sub nsw i64 %165, %166, !dbg !199
  %170 = icmp ugt i64 %169, -4, !dbg !199
  br i1 %170, label %173, label %171, !dbg !199

171:                                              ; preds = %164
  %172 = and i64 %167, -4, !dbg !199
  br label %198, !dbg !199

173:                                              ; preds = %198, %164
  %174 = phi i64 [ poison, %164 ], [ %240, %198 ]
  %175 = phi i64 [ %165, %164 ], [ %241, %198 ]
  %176 = phi i64 [ 0, %164 ], [ %240, %198 ]
  %177 = icmp eq i64 %168, 0, !dbg !199
  br i1 %177, label %194, label %178, !dbg !199

178:                                              ; preds = %173, %178
  %179 = phi i64 [ %191, %178 ], [ %175, %173 ]
  %180 = phi i64 [ %190, %178 ], [ %176, %173 ]
  %181 = phi i64 [ %192, %178 ], [ 0, %173 ]
    #dbg_value(i64 %179, !156, !DIExpression(), !197)
    #dbg_value(i64 %180, !153, !DIExpression(), !196)
  %182 = getelementptr inbounds i64, ptr %155, i64 %179, !dbg !200
  %183 = load i64, ptr %182, align 8, !dbg !200, !tbaa !109
  %184 = getelementptr inbounds i32, ptr %156, i64 %179, !dbg !201
  %185 = load i32, ptr %184, align 4, !dbg !201, !tbaa !124
  %186 = sext i32 %185 to i64, !dbg !202
  %187 = getelementptr inbounds i64, ptr %2, i64 %186, !dbg !202
  %188 = load i64, ptr %187, align 8, !dbg !202, !tbaa !109
  %189 = mul nsw i64 %188, %183, !dbg !203
  %190 = add nsw i64 %189, %180, !dbg !204
    #dbg_value(i64 %190, !153, !DIExpression(), !196)
  %191 = add nsw i64 %179, 1, !dbg !205
    #dbg_value(i64 %191, !156, !DIExpression(), !197)
  %192 = add i64 %181, 1, !dbg !199
  %193 = icmp eq i64 %192, %168, !dbg !199
  br i1 %193, label %194, label %178, !dbg !199, !llvm.loop !206

194:                                              ; preds = %173, %178, %157
  %195 = phi i64 [ 0, %157 ], [ %174, %173 ], [ %190, %178 ], !dbg !207
  %196 = getelementptr inbounds i64, ptr %4, i64 %159, !dbg !208
  store i64 %195, ptr %196, align 8, !dbg !209, !tbaa !109
    #dbg_value(i64 %160, !151, !DIExpression(), !191)
  %197 = icmp eq i64 %160, %153, !dbg !192
  br i1 %197, label %147, label %157, !dbg !193, !llvm.loop !210

198:                                              ; preds = %198, %171
  %199 = phi i64 [ %165, %171 ], [ %241, %198 ]
  %200 = phi i64 [ 0, %171 ], [ %240, %198 ]
  %201 = phi i64 [ 0, %171 ], [ %242, %198 ]
    #dbg_value(i64 %199, !156, !DIExpression(), !197)
    #dbg_value(i64 %200, !153, !DIExpression(), !196)
  %202 = getelementptr inbounds i64, ptr %155, i64 %199, !dbg !200
  %203 = load i64, ptr %202, align 8, !dbg !200, !tbaa !109
  %204 = getelementptr inbounds i32, ptr %156, i64 %199, !dbg !201
  %205 = load i32, ptr %204, align 4, !dbg !201, !tbaa !124
  %206 = sext i32 %205 to i64, !dbg !202
  %207 = getelementptr inbounds i64, ptr %2, i64 %206, !dbg !202
  %208 = load i64, ptr %207, align 8, !dbg !202, !tbaa !109
  %209 = mul nsw i64 %208, %203, !dbg !203
  %210 = add nsw i64 %209, %200, !dbg !204
    #dbg_value(i64 %210, !153, !DIExpression(), !196)
  %211 = add nsw i64 %199, 1, !dbg !205
    #dbg_value(i64 %211, !156, !DIExpression(), !197)
  %212 = getelementptr inbounds i64, ptr %155, i64 %211, !dbg !200
  %213 = load i64, ptr %212, align 8, !dbg !200, !tbaa !109
  %214 = getelementptr inbounds i32, ptr %156, i64 %211, !dbg !201
  %215 = load i32, ptr %214, align 4, !dbg !201, !tbaa !124
  %216 = sext i32 %215 to i64, !dbg !202
  %217 = getelementptr inbounds i64, ptr %2, i64 %216, !dbg !202
  %218 = load i64, ptr %217, align 8, !dbg !202, !tbaa !109
  %219 = mul nsw i64 %218, %213, !dbg !203
  %220 = add nsw i64 %219, %210, !dbg !204
    #dbg_value(i64 %220, !153, !DIExpression(), !196)
  %221 = add nsw i64 %199, 2, !dbg !205
    #dbg_value(i64 %221, !156, !DIExpression(), !197)
  %222 = getelementptr inbounds i64, ptr %155, i64 %221, !dbg !200
  %223 = load i64, ptr %222, align 8, !dbg !200, !tbaa !109
  %224 = getelementptr inbounds i32, ptr %156, i64 %221, !dbg !201
  %225 = load i32, ptr %224, align 4, !dbg !201, !tbaa !124
  %226 = sext i32 %225 to i64, !dbg !202
  %227 = getelementptr inbounds i64, ptr %2, i64 %226, !dbg !202
  %228 = load i64, ptr %227, align 8, !dbg !202, !tbaa !109
  %229 = mul nsw i64 %228, %223, !dbg !203
  %230 = add nsw i64 %229, %220, !dbg !204
    #dbg_value(i64 %230, !153, !DIExpression(), !196)
  %231 = add nsw i64 %199, 3, !dbg !205
    #dbg_value(i64 %231, !156, !DIExpression(), !197)
  %232 = getelementptr inbounds i64, ptr %155, i64 %231, !dbg !200
  %233 = load i64, ptr %232, align 8, !dbg !200, !tbaa !109
  %234 = getelementptr inbounds i32, ptr %156, i64 %231, !dbg !201
  %235 = load i32, ptr %234, align 4, !dbg !201, !tbaa !124
  %236 = sext i32 %235 to i64, !dbg !202
  %237 = getelementptr inbounds i64, ptr %2, i64 %236, !dbg !202
  %238 = load i64, ptr %237, align 8, !dbg !202, !tbaa !109
  %239 = mul nsw i64 %238, %233, !dbg !203
  %240 = add nsw i64 %239, %230, !dbg !204
    #dbg_value(i64 %240, !153, !DIExpression(), !196)
  %241 = add nsw i64 %199, 4, !dbg !205
    #dbg_value(i64 %241, !156, !DIExpression(), !197)
  %242 = add i64 %201, 4, !dbg !199
  %243 = icmp eq i64 %242, %172, !dbg !199
  br i1 %243, label %173, label %198, !dbg !199, !llvm.loop !212

244:                                              ; preds = %393
  %245 = getelementptr inbounds i8, ptr %5, i64 4, !dbg !214
  %246 = load i32, ptr %245, align 4, !dbg !214, !tbaa !93
  %247 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i64 noundef %417, i32 noundef %423, i32 noundef %246), !dbg !215
    #dbg_value(ptr %1, !216, !DIExpression(), !236)
    #dbg_value(ptr %5, !221, !DIExpression(), !236)
  %248 = sext i32 %46 to i64, !dbg !238
  %249 = tail call noalias ptr @calloc(i64 noundef %248, i64 noundef 8) #8, !dbg !239
    #dbg_value(ptr %249, !222, !DIExpression(), !236)
    #dbg_value(i64 0, !223, !DIExpression(), !236)
    #dbg_value(i32 0, !224, !DIExpression(), !236)
    #dbg_value(i32 0, !225, !DIExpression(), !240)
  %250 = getelementptr inbounds i8, ptr %1, i64 8
  %251 = load ptr, ptr %250, align 8, !tbaa !164
  %252 = getelementptr inbounds i8, ptr %1, i64 24
  br i1 %47, label %263, label %253, !dbg !241

253:                                              ; preds = %244
  %254 = getelementptr inbounds i8, ptr %1, i64 16
  %255 = load ptr, ptr %254, align 8, !dbg !242, !tbaa !250
  %256 = load ptr, ptr %252, align 8, !dbg !251, !tbaa !252
  %257 = getelementptr inbounds i8, ptr %5, i64 8
  %258 = load ptr, ptr %257, align 8, !dbg !253, !tbaa !164
  %259 = getelementptr inbounds i8, ptr %5, i64 16
  %260 = load ptr, ptr %259, align 8, !dbg !255, !tbaa !250
  %261 = getelementptr inbounds i8, ptr %5, i64 24
  %262 = load ptr, ptr %261, align 8, !dbg !256, !tbaa !252
  br label %375, !dbg !241

263:                                              ; preds = %244
  %264 = getelementptr inbounds i8, ptr %5, i64 8
  %265 = getelementptr inbounds i8, ptr %1, i64 16
  %266 = getelementptr inbounds i8, ptr %5, i64 24
  %267 = getelementptr inbounds i8, ptr %5, i64 16
  %268 = zext nneg i32 %46 to i64, !dbg !257
  %269 = load i32, ptr %251, align 4, !dbg !258, !tbaa !124
  %270 = load ptr, ptr %264, align 8
  %271 = load ptr, ptr %265, align 8
  %272 = load ptr, ptr %252, align 8
  %273 = load ptr, ptr %266, align 8
  %274 = load ptr, ptr %267, align 8
  br label %282, !dbg !241

275:                                              ; preds = %370
    #dbg_value(i64 %287, !225, !DIExpression(), !240)
    #dbg_value(i32 %373, !224, !DIExpression(), !236)
    #dbg_value(i64 %372, !223, !DIExpression(), !236)
  %276 = icmp eq i64 %287, %268, !dbg !257
  br i1 %276, label %277, label %282, !dbg !241, !llvm.loop !259

277:                                              ; preds = %275
  %278 = mul nsw i64 %372, 1000, !dbg !261
  %279 = srem i32 %373, 1000, !dbg !262
  %280 = sext i32 %279 to i64, !dbg !263
  %281 = add nsw i64 %278, %280, !dbg !264
  br label %375, !dbg !264

282:                                              ; preds = %275, %263
  %283 = phi i32 [ %269, %263 ], [ %289, %275 ], !dbg !258
  %284 = phi i64 [ 0, %263 ], [ %287, %275 ]
  %285 = phi i32 [ 0, %263 ], [ %373, %275 ]
  %286 = phi i64 [ 0, %263 ], [ %372, %275 ]
    #dbg_value(i64 %284, !225, !DIExpression(), !240)
    #dbg_value(i32 %285, !224, !DIExpression(), !236)
    #dbg_value(i64 %286, !223, !DIExpression(), !236)
    #dbg_value(i32 %283, !227, !DIExpression(), !265)
  %287 = add nuw nsw i64 %284, 1
  %288 = getelementptr inbounds i32, ptr %251, i64 %287
  %289 = load i32, ptr %288, align 4, !tbaa !124
  %290 = icmp slt i32 %283, %289, !dbg !266
  br i1 %290, label %292, label %291, !dbg !267

291:                                              ; preds = %328, %282
  br label %354, !dbg !268

292:                                              ; preds = %282
  %293 = sext i32 %283 to i64, !dbg !267
  %294 = sext i32 %289 to i64, !dbg !266
  br label %295, !dbg !267

295:                                              ; preds = %328, %292
  %296 = phi i64 [ %293, %292 ], [ %329, %328 ]
    #dbg_value(i64 %296, !227, !DIExpression(), !265)
  %297 = getelementptr inbounds i32, ptr %271, i64 %296, !dbg !269
  %298 = load i32, ptr %297, align 4, !dbg !269, !tbaa !124
  %299 = sext i32 %298 to i64, !dbg !270
  %300 = getelementptr inbounds i32, ptr %270, i64 %299, !dbg !270
  %301 = load i32, ptr %300, align 4, !dbg !270, !tbaa !124
    #dbg_value(i32 %301, !231, !DIExpression(), !271)
  %302 = getelementptr i8, ptr %300, i64 4
  %303 = load i32, ptr %302, align 4, !tbaa !124
  %304 = icmp slt i32 %301, %303, !dbg !272
  br i1 %304, label %305, label %328, !dbg !274

305:                                              ; preds = %295
  %306 = getelementptr inbounds i64, ptr %272, i64 %296
  %307 = load i64, ptr %306, align 8, !tbaa !109
  %308 = sext i32 %301 to i64, !dbg !274
  %309 = sext i32 %303 to i64, !dbg !272
  %310 = sub nsw i64 %309, %308, !dbg !274
  %311 = and i64 %310, 1, !dbg !274
  %312 = icmp eq i64 %311, 0, !dbg !274
  br i1 %312, label %324, label %313, !dbg !274

313:                                              ; preds = %305
    #dbg_value(i64 %308, !231, !DIExpression(), !271)
  %314 = getelementptr inbounds i64, ptr %273, i64 %308, !dbg !275
  %315 = load i64, ptr %314, align 8, !dbg !275, !tbaa !109
  %316 = mul nsw i64 %315, %307, !dbg !276
  %317 = getelementptr inbounds i32, ptr %274, i64 %308, !dbg !277
  %318 = load i32, ptr %317, align 4, !dbg !277, !tbaa !124
  %319 = sext i32 %318 to i64, !dbg !278
  %320 = getelementptr inbounds i64, ptr %249, i64 %319, !dbg !278
  %321 = load i64, ptr %320, align 8, !dbg !279, !tbaa !109
  %322 = add nsw i64 %321, %316, !dbg !279
  store i64 %322, ptr %320, align 8, !dbg !279, !tbaa !109
  %323 = add nsw i64 %308, 1, !dbg !280
    #dbg_value(i64 %323, !231, !DIExpression(), !271)
  br label %324, !dbg !274

324:                                              ; preds = %313, %305
  %325 = phi i64 [ %308, %305 ], [ %323, %313 ]
  %326 = add nsw i64 %309, -1, !dbg !274
  %327 = icmp eq i64 %326, %308, !dbg !274
  br i1 %327, label %328, label %331, !dbg !274

328:                                              ; preds = %324, %331, %295
  %329 = add nsw i64 %296, 1, !dbg !281
    #dbg_value(i64 %329, !227, !DIExpression(), !265)
  %330 = icmp eq i64 %329, %294, !dbg !266
  br i1 %330, label %291, label %295, !dbg !267, !llvm.loop !282

331:                                              ; preds = %324, %331
  %332 = phi i64 [ %352, %331 ], [ %325, %324 ]
    #dbg_value(i64 %332, !231, !DIExpression(), !271)
  %333 = getelementptr inbounds i64, ptr %273, i64 %332, !dbg !275
  %334 = load i64, ptr %333, align 8, !dbg !275, !tbaa !109
  %335 = mul nsw i64 %334, %307, !dbg !276
  %336 = getelementptr inbounds i32, ptr %274, i64 %332, !dbg !277
  %337 = load i32, ptr %336, align 4, !dbg !277, !tbaa !124
  %338 = sext i32 %337 to i64, !dbg !278
  %339 = getelementptr inbounds i64, ptr %249, i64 %338, !dbg !278
  %340 = load i64, ptr %339, align 8, !dbg !279, !tbaa !109
  %341 = add nsw i64 %340, %335, !dbg !279
  store i64 %341, ptr %339, align 8, !dbg !279, !tbaa !109
  %342 = add nsw i64 %332, 1, !dbg !280
    #dbg_value(i64 %342, !231, !DIExpression(), !271)
  %343 = getelementptr inbounds i64, ptr %273, i64 %342, !dbg !275
  %344 = load i64, ptr %343, align 8, !dbg !275, !tbaa !109
  %345 = mul nsw i64 %344, %307, !dbg !276
  %346 = getelementptr inbounds i32, ptr %274, i64 %342, !dbg !277
  %347 = load i32, ptr %346, align 4, !dbg !277, !tbaa !124
  %348 = sext i32 %347 to i64, !dbg !278
  %349 = getelementptr inbounds i64, ptr %249, i64 %348, !dbg !278
  %350 = load i64, ptr %349, align 8, !dbg !279, !tbaa !109
  %351 = add nsw i64 %350, %345, !dbg !279
  store i64 %351, ptr %349, align 8, !dbg !279, !tbaa !109
  %352 = add nsw i64 %332, 2, !dbg !280
    #dbg_value(i64 %352, !231, !DIExpression(), !271)
  %353 = icmp eq i64 %352, %309, !dbg !272
  br i1 %353, label %328, label %331, !dbg !274, !llvm.loop !284

354:                                              ; preds = %291, %370
  %355 = phi i64 [ %371, %370 ], [ 0, %291 ]
  %356 = phi i32 [ %373, %370 ], [ %285, %291 ]
  %357 = phi i64 [ %372, %370 ], [ %286, %291 ]
    #dbg_value(i64 %355, !234, !DIExpression(), !286)
    #dbg_value(i32 %356, !224, !DIExpression(), !236)
    #dbg_value(i64 %357, !223, !DIExpression(), !236)
  %358 = getelementptr inbounds i64, ptr %249, i64 %355, !dbg !287
  %359 = load i64, ptr %358, align 8, !dbg !287, !tbaa !109
  %360 = icmp eq i64 %359, 0, !dbg !287
  br i1 %360, label %361, label %363, !dbg !290

361:                                              ; preds = %354
  %362 = add nuw nsw i64 %355, 1, !dbg !291
  br label %370, !dbg !290

363:                                              ; preds = %354
  %364 = mul nsw i64 %357, 31, !dbg !292
  %365 = add nuw nsw i64 %355, 1, !dbg !294
  %366 = mul nsw i64 %359, %365, !dbg !295
  %367 = add nsw i64 %366, %364, !dbg !296
  %368 = srem i64 %367, 1000000007, !dbg !297
    #dbg_value(i64 %368, !223, !DIExpression(), !236)
  %369 = add nsw i32 %356, 1, !dbg !298
    #dbg_value(i32 %369, !224, !DIExpression(), !236)
  store i64 0, ptr %358, align 8, !dbg !299, !tbaa !109
  br label %370, !dbg !300

370:                                              ; preds = %363, %361
  %371 = phi i64 [ %362, %361 ], [ %365, %363 ], !dbg !291
  %372 = phi i64 [ %357, %361 ], [ %368, %363 ], !dbg !236
  %373 = phi i32 [ %356, %361 ], [ %369, %363 ], !dbg !236
    #dbg_value(i32 %373, !224, !DIExpression(), !236)
    #dbg_value(i64 %372, !223, !DIExpression(), !236)
    #dbg_value(i64 %371, !234, !DIExpression(), !286)
  %374 = icmp eq i64 %371, %268, !dbg !301
  br i1 %374, label %275, label %354, !dbg !268, !llvm.loop !302

375:                                              ; preds = %253, %277
  %376 = phi ptr [ %262, %253 ], [ %273, %277 ], !dbg !256
  %377 = phi ptr [ %260, %253 ], [ %274, %277 ], !dbg !255
  %378 = phi ptr [ %258, %253 ], [ %270, %277 ], !dbg !253
  %379 = phi ptr [ %256, %253 ], [ %272, %277 ], !dbg !251
  %380 = phi ptr [ %255, %253 ], [ %271, %277 ], !dbg !242
  %381 = phi i64 [ 0, %253 ], [ %281, %277 ], !dbg !304
  tail call void @free(ptr noundef %249) #7, !dbg !264
  %382 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i64 noundef %381), !dbg !305
    #dbg_value(ptr %1, !248, !DIExpression(), !306)
  tail call void @free(ptr noundef %251) #7, !dbg !307
  tail call void @free(ptr noundef %380) #7, !dbg !308
  tail call void @free(ptr noundef %379) #7, !dbg !309
    #dbg_value(ptr %5, !248, !DIExpression(), !310)
  tail call void @free(ptr noundef %378) #7, !dbg !311
  tail call void @free(ptr noundef %377) #7, !dbg !312
  tail call void @free(ptr noundef %376) #7, !dbg !313
    #dbg_value(ptr %6, !248, !DIExpression(), !314)
  %383 = getelementptr inbounds i8, ptr %6, i64 8, !dbg !316
  %384 = load ptr, ptr %383, align 8, !dbg !316, !tbaa !164
  tail call void @free(ptr noundef %384) #7, !dbg !317
  %385 = getelementptr inbounds i8, ptr %6, i64 16, !dbg !318
  %386 = load ptr, ptr %385, align 8, !dbg !318, !tbaa !250
  tail call void @free(ptr noundef %386) #7, !dbg !319
  %387 = getelementptr inbounds i8, ptr %6, i64 24, !dbg !320
  %388 = load ptr, ptr %387, align 8, !dbg !320, !tbaa !252
  tail call void @free(ptr noundef %388) #7, !dbg !321
  %389 = icmp eq i32 %423, 0, !dbg !322
  %390 = trunc i64 %417 to i32, !dbg !322
  %391 = and i32 %390, 127, !dbg !322
  %392 = select i1 %389, i32 100, i32 %391, !dbg !322
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %6) #7, !dbg !323
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %5) #7, !dbg !323
  call void @llvm.lifetime.end.p0(i64 2400, ptr nonnull %4) #7, !dbg !323
  call void @llvm.lifetime.end.p0(i64 2400, ptr nonnull %3) #7, !dbg !323
  call void @llvm.lifetime.end.p0(i64 2400, ptr nonnull %2) #7, !dbg !323
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %1) #7, !dbg !323
  ret i32 %392, !dbg !324

393:                                              ; preds = %393, %147
  %394 = phi i64 [ 0, %147 ], [ %415, %393 ]
  %395 = phi i32 [ 1, %147 ], [ %423, %393 ]
  %396 = phi i64 [ 0, %147 ], [ %417, %393 ]
    #dbg_value(i64 %394, !71, !DIExpression(), !325)
    #dbg_value(i32 %395, !70, !DIExpression(), !82)
    #dbg_value(i64 %396, !69, !DIExpression(), !82)
  %397 = getelementptr inbounds [300 x i64], ptr %3, i64 0, i64 %394, !dbg !326
  %398 = load i64, ptr %397, align 8, !dbg !326, !tbaa !109
  %399 = add nuw nsw i64 %394, 1, !dbg !329
  %400 = mul nsw i64 %398, %399, !dbg !330
  %401 = add nsw i64 %400, %396, !dbg !331
    #dbg_value(i64 %401, !69, !DIExpression(), !82)
  %402 = getelementptr inbounds [300 x i64], ptr %4, i64 0, i64 %394, !dbg !332
  %403 = load i64, ptr %402, align 8, !dbg !332, !tbaa !109
  %404 = icmp eq i64 %398, %403, !dbg !333
    #dbg_value(i64 %399, !71, !DIExpression(), !325)
    #dbg_value(i32 poison, !70, !DIExpression(), !82)
  %405 = getelementptr inbounds [300 x i64], ptr %3, i64 0, i64 %399, !dbg !326
  %406 = load i64, ptr %405, align 8, !dbg !326, !tbaa !109
  %407 = add nuw nsw i64 %394, 2, !dbg !329
  %408 = mul nsw i64 %406, %407, !dbg !330
  %409 = add nsw i64 %408, %401, !dbg !331
    #dbg_value(i64 %409, !69, !DIExpression(), !82)
  %410 = getelementptr inbounds [300 x i64], ptr %4, i64 0, i64 %399, !dbg !332
  %411 = load i64, ptr %410, align 8, !dbg !332, !tbaa !109
  %412 = icmp eq i64 %406, %411, !dbg !333
    #dbg_value(i64 %407, !71, !DIExpression(), !325)
    #dbg_value(i32 poison, !70, !DIExpression(), !82)
  %413 = getelementptr inbounds [300 x i64], ptr %3, i64 0, i64 %407, !dbg !326
  %414 = load i64, ptr %413, align 8, !dbg !326, !tbaa !109
  %415 = add nuw nsw i64 %394, 3, !dbg !329
  %416 = mul nsw i64 %414, %415, !dbg !330
  %417 = add nsw i64 %416, %409, !dbg !331
    #dbg_value(i64 %417, !69, !DIExpression(), !82)
  %418 = getelementptr inbounds [300 x i64], ptr %4, i64 0, i64 %407, !dbg !332
  %419 = load i64, ptr %418, align 8, !dbg !332, !tbaa !109
  %420 = icmp eq i64 %414, %419, !dbg !333
  %421 = select i1 %420, i1 %412, i1 false, !dbg !334
  %422 = select i1 %421, i1 %404, i1 false, !dbg !334
  %423 = select i1 %422, i32 %395, i32 0, !dbg !334
    #dbg_value(i64 %415, !71, !DIExpression(), !325)
    #dbg_value(i32 %423, !70, !DIExpression(), !82)
  %424 = icmp eq i64 %415, 300, !dbg !335
  br i1 %424, label %244, label %393, !dbg !194, !llvm.loop !336
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nounwind uwtable
define internal fastcc void @from_triplets(ptr dead_on_unwind noalias nocapture writable writeonly sret(%struct.csr) align 8 %0, i32 noundef %1, i32 noundef %2, ptr nocapture noundef readonly %3, ptr nocapture noundef readonly %4, ptr nocapture noundef readonly %5) unnamed_addr #0 !dbg !338 {
    #dbg_value(i32 %1, !344, !DIExpression(), !376)
    #dbg_value(i32 %2, !345, !DIExpression(), !376)
    #dbg_value(ptr %3, !346, !DIExpression(), !376)
    #dbg_value(ptr %4, !347, !DIExpression(), !376)
    #dbg_value(ptr %5, !348, !DIExpression(), !376)
    #dbg_declare(ptr %0, !349, !DIExpression(), !377)
  store i32 %1, ptr %0, align 8, !dbg !378, !tbaa !161
  %7 = getelementptr inbounds i8, ptr %0, i64 4, !dbg !378
  store i32 0, ptr %7, align 4, !dbg !378, !tbaa !93
  %8 = getelementptr inbounds i8, ptr %0, i64 8, !dbg !378
  %9 = sext i32 %1 to i64, !dbg !379
  %10 = add nsw i64 %9, 1, !dbg !380
  %11 = tail call noalias ptr @calloc(i64 noundef %10, i64 noundef 4) #8, !dbg !381
  store ptr %11, ptr %8, align 8, !dbg !378, !tbaa !164
  %12 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !378
  %13 = sext i32 %2 to i64, !dbg !382
  %14 = shl nsw i64 %13, 2, !dbg !383
  %15 = tail call noalias ptr @malloc(i64 noundef %14) #9, !dbg !384
  store ptr %15, ptr %12, align 8, !dbg !378, !tbaa !250
  %16 = getelementptr inbounds i8, ptr %0, i64 24, !dbg !378
  %17 = shl nsw i64 %13, 3, !dbg !385
  %18 = tail call noalias ptr @malloc(i64 noundef %17) #9, !dbg !386
  store ptr %18, ptr %16, align 8, !dbg !378, !tbaa !252
    #dbg_value(i32 0, !350, !DIExpression(), !387)
  %19 = getelementptr i8, ptr %11, i64 4, !dbg !388
    #dbg_value(i32 0, !350, !DIExpression(), !387)
  %20 = icmp sgt i32 %2, 0, !dbg !389
  br i1 %20, label %21, label %42, !dbg !391

21:                                               ; preds = %6
  %22 = zext nneg i32 %2 to i64, !dbg !389
  %23 = and i64 %22, 3, !dbg !391
  %24 = icmp ult i32 %2, 4, !dbg !391
  br i1 %24, label %27, label %25, !dbg !391

25:                                               ; preds = %21
  %26 = and i64 %22, 2147483644, !dbg !391
  br label %51, !dbg !391

27:                                               ; preds = %51, %21
  %28 = phi i64 [ 0, %21 ], [ %81, %51 ]
  %29 = icmp eq i64 %23, 0, !dbg !391
  br i1 %29, label %42, label %30, !dbg !391

30:                                               ; preds = %27, %30
  %31 = phi i64 [ %39, %30 ], [ %28, %27 ]
  %32 = phi i64 [ %40, %30 ], [ 0, %27 ]
    #dbg_value(i64 %31, !350, !DIExpression(), !387)
  %33 = getelementptr inbounds i32, ptr %3, i64 %31, !dbg !392
  %34 = load i32, ptr %33, align 4, !dbg !392, !tbaa !124
  %35 = sext i32 %34 to i64, !dbg !393
  %36 = getelementptr i32, ptr %19, i64 %35, !dbg !393
  %37 = load i32, ptr %36, align 4, !dbg !394, !tbaa !124
  %38 = add nsw i32 %37, 1, !dbg !394
  store i32 %38, ptr %36, align 4, !dbg !394, !tbaa !124
  %39 = add nuw nsw i64 %31, 1, !dbg !395
    #dbg_value(i64 %39, !350, !DIExpression(), !387)
  %40 = add i64 %32, 1, !dbg !391
  %41 = icmp eq i64 %40, %23, !dbg !391
  br i1 %41, label %42, label %30, !dbg !391, !llvm.loop !396

42:                                               ; preds = %27, %30, %6
    #dbg_value(i32 0, !352, !DIExpression(), !397)
  %43 = icmp sgt i32 %1, 0, !dbg !398
  br i1 %43, label %44, label %98, !dbg !400

44:                                               ; preds = %42
  %45 = zext nneg i32 %1 to i64, !dbg !398
  %46 = load i32, ptr %11, align 4, !dbg !401, !tbaa !124
  %47 = and i64 %45, 3, !dbg !400
  %48 = icmp ult i32 %1, 4, !dbg !400
  br i1 %48, label %84, label %49, !dbg !400

49:                                               ; preds = %44
  %50 = and i64 %45, 2147483644, !dbg !400
  br label %107, !dbg !400

51:                                               ; preds = %51, %25
  %52 = phi i64 [ 0, %25 ], [ %81, %51 ]
  %53 = phi i64 [ 0, %25 ], [ %82, %51 ]
    #dbg_value(i64 %52, !350, !DIExpression(), !387)
  %54 = getelementptr inbounds i32, ptr %3, i64 %52, !dbg !392
  %55 = load i32, ptr %54, align 4, !dbg !392, !tbaa !124
  %56 = sext i32 %55 to i64, !dbg !393
  %57 = getelementptr i32, ptr %19, i64 %56, !dbg !393
  %58 = load i32, ptr %57, align 4, !dbg !394, !tbaa !124
  %59 = add nsw i32 %58, 1, !dbg !394
  store i32 %59, ptr %57, align 4, !dbg !394, !tbaa !124
  %60 = or disjoint i64 %52, 1, !dbg !395
    #dbg_value(i64 %60, !350, !DIExpression(), !387)
  %61 = getelementptr inbounds i32, ptr %3, i64 %60, !dbg !392
  %62 = load i32, ptr %61, align 4, !dbg !392, !tbaa !124
  %63 = sext i32 %62 to i64, !dbg !393
  %64 = getelementptr i32, ptr %19, i64 %63, !dbg !393
  %65 = load i32, ptr %64, align 4, !dbg !394, !tbaa !124
  %66 = add nsw i32 %65, 1, !dbg !394
  store i32 %66, ptr %64, align 4, !dbg !394, !tbaa !124
  %67 = or disjoint i64 %52, 2, !dbg !395
    #dbg_value(i64 %67, !350, !DIExpression(), !387)
  %68 = getelementptr inbounds i32, ptr %3, i64 %67, !dbg !392
  %69 = load i32, ptr %68, align 4, !dbg !392, !tbaa !124
  %70 = sext i32 %69 to i64, !dbg !393
  %71 = getelementptr i32, ptr %19, i64 %70, !dbg !393
  %72 = load i32, ptr %71, align 4, !dbg !394, !tbaa !124
  %73 = add nsw i32 %72, 1, !dbg !394
  store i32 %73, ptr %71, align 4, !dbg !394, !tbaa !124
  %74 = or disjoint i64 %52, 3, !dbg !395
    #dbg_value(i64 %74, !350, !DIExpression(), !387)
  %75 = getelementptr inbounds i32, ptr %3, i64 %74, !dbg !392
  %76 = load i32, ptr %75, align 4, !dbg !392, !tbaa !124
  %77 = sext i32 %76 to i64, !dbg !393
  %78 = getelementptr i32, ptr %19, i64 %77, !dbg !393
  %79 = load i32, ptr %78, align 4, !dbg !394, !tbaa !124
  %80 = add nsw i32 %79, 1, !dbg !394
  store i32 %80, ptr %78, align 4, !dbg !394, !tbaa !124
  %81 = add nuw nsw i64 %52, 4, !dbg !395
    #dbg_value(i64 %81, !350, !DIExpression(), !387)
  %82 = add i64 %53, 4, !dbg !391
  %83 = icmp eq i64 %82, %26, !dbg !391
  br i1 %83, label %27, label %51, !dbg !391, !llvm.loop !402

84:                                               ; preds = %107, %44
  %85 = phi i32 [ %46, %44 ], [ %126, %107 ]
  %86 = phi i64 [ 0, %44 ], [ %123, %107 ]
  %87 = icmp eq i64 %47, 0, !dbg !400
  br i1 %87, label %98, label %88, !dbg !400

88:                                               ; preds = %84, %88
  %89 = phi i32 [ %95, %88 ], [ %85, %84 ], !dbg !401
  %90 = phi i64 [ %92, %88 ], [ %86, %84 ]
  %91 = phi i64 [ %96, %88 ], [ 0, %84 ]
    #dbg_value(i64 %90, !352, !DIExpression(), !397)
  %92 = add nuw nsw i64 %90, 1, !dbg !404
  %93 = getelementptr inbounds i32, ptr %11, i64 %92, !dbg !405
  %94 = load i32, ptr %93, align 4, !dbg !406, !tbaa !124
  %95 = add nsw i32 %94, %89, !dbg !406
  store i32 %95, ptr %93, align 4, !dbg !406, !tbaa !124
    #dbg_value(i64 %92, !352, !DIExpression(), !397)
  %96 = add i64 %91, 1, !dbg !400
  %97 = icmp eq i64 %96, %47, !dbg !400
  br i1 %97, label %98, label %88, !dbg !400, !llvm.loop !407

98:                                               ; preds = %84, %88, %42
  %99 = shl nsw i64 %9, 2, !dbg !408
  %100 = tail call noalias ptr @malloc(i64 noundef %99) #9, !dbg !409
    #dbg_value(ptr %100, !354, !DIExpression(), !376)
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 4 %100, ptr align 4 %11, i64 %99, i1 false), !dbg !410
    #dbg_value(i32 0, !355, !DIExpression(), !411)
  br i1 %20, label %101, label %146, !dbg !412

101:                                              ; preds = %98
  %102 = zext nneg i32 %2 to i64, !dbg !413
  %103 = and i64 %102, 1, !dbg !412
  %104 = icmp eq i32 %2, 1, !dbg !412
  br i1 %104, label %129, label %105, !dbg !412

105:                                              ; preds = %101
  %106 = and i64 %102, 2147483646, !dbg !412
  br label %150, !dbg !412

107:                                              ; preds = %107, %49
  %108 = phi i32 [ %46, %49 ], [ %126, %107 ], !dbg !401
  %109 = phi i64 [ 0, %49 ], [ %123, %107 ]
  %110 = phi i64 [ 0, %49 ], [ %127, %107 ]
    #dbg_value(i64 %109, !352, !DIExpression(), !397)
  %111 = or disjoint i64 %109, 1, !dbg !404
  %112 = getelementptr inbounds i32, ptr %11, i64 %111, !dbg !405
  %113 = load i32, ptr %112, align 4, !dbg !406, !tbaa !124
  %114 = add nsw i32 %113, %108, !dbg !406
  store i32 %114, ptr %112, align 4, !dbg !406, !tbaa !124
    #dbg_value(i64 %111, !352, !DIExpression(), !397)
  %115 = or disjoint i64 %109, 2, !dbg !404
  %116 = getelementptr inbounds i32, ptr %11, i64 %115, !dbg !405
  %117 = load i32, ptr %116, align 4, !dbg !406, !tbaa !124
  %118 = add nsw i32 %117, %114, !dbg !406
  store i32 %118, ptr %116, align 4, !dbg !406, !tbaa !124
    #dbg_value(i64 %115, !352, !DIExpression(), !397)
  %119 = or disjoint i64 %109, 3, !dbg !404
  %120 = getelementptr inbounds i32, ptr %11, i64 %119, !dbg !405
  %121 = load i32, ptr %120, align 4, !dbg !406, !tbaa !124
  %122 = add nsw i32 %121, %118, !dbg !406
  store i32 %122, ptr %120, align 4, !dbg !406, !tbaa !124
    #dbg_value(i64 %119, !352, !DIExpression(), !397)
  %123 = add nuw nsw i64 %109, 4, !dbg !404
  %124 = getelementptr inbounds i32, ptr %11, i64 %123, !dbg !405
  %125 = load i32, ptr %124, align 4, !dbg !406, !tbaa !124
  %126 = add nsw i32 %125, %122, !dbg !406
  store i32 %126, ptr %124, align 4, !dbg !406, !tbaa !124
    #dbg_value(i64 %123, !352, !DIExpression(), !397)
  %127 = add i64 %110, 4, !dbg !400
  %128 = icmp eq i64 %127, %50, !dbg !400
  br i1 %128, label %84, label %107, !dbg !400, !llvm.loop !414

129:                                              ; preds = %150, %101
  %130 = phi i64 [ 0, %101 ], [ %180, %150 ]
  %131 = icmp eq i64 %103, 0, !dbg !412
  br i1 %131, label %146, label %132, !dbg !412

132:                                              ; preds = %129
    #dbg_value(i64 %130, !355, !DIExpression(), !411)
  %133 = getelementptr inbounds i32, ptr %3, i64 %130, !dbg !416
  %134 = load i32, ptr %133, align 4, !dbg !416, !tbaa !124
  %135 = sext i32 %134 to i64, !dbg !417
  %136 = getelementptr inbounds i32, ptr %100, i64 %135, !dbg !417
  %137 = load i32, ptr %136, align 4, !dbg !418, !tbaa !124
  %138 = add nsw i32 %137, 1, !dbg !418
  store i32 %138, ptr %136, align 4, !dbg !418, !tbaa !124
    #dbg_value(i32 %137, !357, !DIExpression(), !419)
  %139 = getelementptr inbounds i32, ptr %4, i64 %130, !dbg !420
  %140 = load i32, ptr %139, align 4, !dbg !420, !tbaa !124
  %141 = sext i32 %137 to i64, !dbg !421
  %142 = getelementptr inbounds i32, ptr %15, i64 %141, !dbg !421
  store i32 %140, ptr %142, align 4, !dbg !422, !tbaa !124
  %143 = getelementptr inbounds i64, ptr %5, i64 %130, !dbg !423
  %144 = load i64, ptr %143, align 8, !dbg !423, !tbaa !109
  %145 = getelementptr inbounds i64, ptr %18, i64 %141, !dbg !424
  store i64 %144, ptr %145, align 8, !dbg !425, !tbaa !109
    #dbg_value(i64 %130, !355, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !411)
  br label %146, !dbg !426

146:                                              ; preds = %132, %129, %98
  tail call void @free(ptr noundef %100) #7, !dbg !426
    #dbg_value(i32 0, !360, !DIExpression(), !376)
    #dbg_value(i32 0, !361, !DIExpression(), !427)
  br i1 %43, label %147, label %186, !dbg !428

147:                                              ; preds = %146
  %148 = zext nneg i32 %1 to i64, !dbg !429
  %149 = load i32, ptr %11, align 4, !dbg !430, !tbaa !124
  br label %189, !dbg !428

150:                                              ; preds = %150, %105
  %151 = phi i64 [ 0, %105 ], [ %180, %150 ]
  %152 = phi i64 [ 0, %105 ], [ %181, %150 ]
    #dbg_value(i64 %151, !355, !DIExpression(), !411)
  %153 = getelementptr inbounds i32, ptr %3, i64 %151, !dbg !416
  %154 = load i32, ptr %153, align 4, !dbg !416, !tbaa !124
  %155 = sext i32 %154 to i64, !dbg !417
  %156 = getelementptr inbounds i32, ptr %100, i64 %155, !dbg !417
  %157 = load i32, ptr %156, align 4, !dbg !418, !tbaa !124
  %158 = add nsw i32 %157, 1, !dbg !418
  store i32 %158, ptr %156, align 4, !dbg !418, !tbaa !124
    #dbg_value(i32 %157, !357, !DIExpression(), !419)
  %159 = getelementptr inbounds i32, ptr %4, i64 %151, !dbg !420
  %160 = load i32, ptr %159, align 4, !dbg !420, !tbaa !124
  %161 = sext i32 %157 to i64, !dbg !421
  %162 = getelementptr inbounds i32, ptr %15, i64 %161, !dbg !421
  store i32 %160, ptr %162, align 4, !dbg !422, !tbaa !124
  %163 = getelementptr inbounds i64, ptr %5, i64 %151, !dbg !423
  %164 = load i64, ptr %163, align 8, !dbg !423, !tbaa !109
  %165 = getelementptr inbounds i64, ptr %18, i64 %161, !dbg !424
  store i64 %164, ptr %165, align 8, !dbg !425, !tbaa !109
  %166 = or disjoint i64 %151, 1, !dbg !431
    #dbg_value(i64 %166, !355, !DIExpression(), !411)
  %167 = getelementptr inbounds i32, ptr %3, i64 %166, !dbg !416
  %168 = load i32, ptr %167, align 4, !dbg !416, !tbaa !124
  %169 = sext i32 %168 to i64, !dbg !417
  %170 = getelementptr inbounds i32, ptr %100, i64 %169, !dbg !417
  %171 = load i32, ptr %170, align 4, !dbg !418, !tbaa !124
  %172 = add nsw i32 %171, 1, !dbg !418
  store i32 %172, ptr %170, align 4, !dbg !418, !tbaa !124
    #dbg_value(i32 %171, !357, !DIExpression(), !419)
  %173 = getelementptr inbounds i32, ptr %4, i64 %166, !dbg !420
  %174 = load i32, ptr %173, align 4, !dbg !420, !tbaa !124
  %175 = sext i32 %171 to i64, !dbg !421
  %176 = getelementptr inbounds i32, ptr %15, i64 %175, !dbg !421
  store i32 %174, ptr %176, align 4, !dbg !422, !tbaa !124
  %177 = getelementptr inbounds i64, ptr %5, i64 %166, !dbg !423
  %178 = load i64, ptr %177, align 8, !dbg !423, !tbaa !109
  %179 = getelementptr inbounds i64, ptr %18, i64 %175, !dbg !424
  store i64 %178, ptr %179, align 8, !dbg !425, !tbaa !109
  %180 = add nuw nsw i64 %151, 2, !dbg !431
    #dbg_value(i64 %180, !355, !DIExpression(), !411)
  %181 = add i64 %152, 2, !dbg !412
  %182 = icmp eq i64 %181, %106, !dbg !412
  br i1 %182, label %129, label %150, !dbg !412, !llvm.loop !432

183:                                              ; preds = %271, %203
  %184 = phi i32 [ %192, %203 ], [ %272, %271 ], !dbg !434
    #dbg_value(i32 %184, !360, !DIExpression(), !376)
    #dbg_value(i64 %194, !361, !DIExpression(), !427)
  %185 = icmp eq i64 %194, %148, !dbg !429
  br i1 %185, label %186, label %189, !dbg !428, !llvm.loop !435

186:                                              ; preds = %183, %146
  %187 = phi i32 [ 0, %146 ], [ %184, %183 ], !dbg !434
  %188 = getelementptr inbounds i32, ptr %11, i64 %9, !dbg !437
  store i32 %187, ptr %188, align 4, !dbg !438, !tbaa !124
  store i32 %187, ptr %7, align 4, !dbg !439, !tbaa !93
  ret void, !dbg !440

189:                                              ; preds = %147, %183
  %190 = phi i32 [ %149, %147 ], [ %196, %183 ], !dbg !430
  %191 = phi i64 [ 0, %147 ], [ %194, %183 ]
  %192 = phi i32 [ 0, %147 ], [ %184, %183 ]
    #dbg_value(i32 %192, !360, !DIExpression(), !376)
    #dbg_value(i64 %191, !361, !DIExpression(), !427)
  %193 = getelementptr inbounds i32, ptr %11, i64 %191, !dbg !430
    #dbg_value(i32 %190, !363, !DIExpression(), !441)
  %194 = add nuw nsw i64 %191, 1, !dbg !442
  %195 = getelementptr inbounds i32, ptr %11, i64 %194, !dbg !443
  %196 = load i32, ptr %195, align 4, !dbg !443, !tbaa !124
    #dbg_value(i32 %196, !366, !DIExpression(), !441)
    #dbg_value(i32 %190, !367, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !444)
  %197 = add nsw i32 %190, 1, !dbg !445
  %198 = icmp slt i32 %197, %196, !dbg !446
  br i1 %198, label %199, label %203, !dbg !447

199:                                              ; preds = %189
  %200 = sext i32 %190 to i64, !dbg !447
  %201 = add i32 %190, -1, !dbg !447
  %202 = add nsw i64 %200, 1, !dbg !447
  br label %208, !dbg !447

203:                                              ; preds = %232, %189
  store i32 %192, ptr %193, align 4, !dbg !448, !tbaa !124
    #dbg_value(i32 %190, !374, !DIExpression(), !449)
    #dbg_value(i32 %192, !360, !DIExpression(), !376)
  %204 = icmp slt i32 %190, %196, !dbg !450
  br i1 %204, label %205, label %183, !dbg !452

205:                                              ; preds = %203
  %206 = sext i32 %190 to i64, !dbg !452
  %207 = sext i32 %196 to i64, !dbg !450
  br label %242, !dbg !452

208:                                              ; preds = %199, %232
  %209 = phi i64 [ %202, %199 ], [ %238, %232 ]
  %210 = phi i64 [ %200, %199 ], [ %239, %232 ]
  %211 = trunc i64 %210 to i32
  %212 = getelementptr inbounds i32, ptr %15, i64 %209, !dbg !453
  %213 = load i32, ptr %212, align 4, !dbg !453, !tbaa !124
    #dbg_value(i32 %213, !369, !DIExpression(), !454)
  %214 = getelementptr inbounds i64, ptr %18, i64 %209, !dbg !455
  %215 = load i64, ptr %214, align 8, !dbg !455, !tbaa !109
    #dbg_value(i64 %215, !372, !DIExpression(), !454)
    #dbg_value(i32 %211, !373, !DIExpression(), !454)
  %216 = icmp sgt i32 %190, %211, !dbg !456
  br i1 %216, label %232, label %217, !dbg !457

217:                                              ; preds = %208, %222
  %218 = phi i64 [ %228, %222 ], [ %210, %208 ]
    #dbg_value(i64 %218, !373, !DIExpression(), !454)
  %219 = getelementptr inbounds i32, ptr %15, i64 %218, !dbg !458
  %220 = load i32, ptr %219, align 4, !dbg !458, !tbaa !124
  %221 = icmp sgt i32 %220, %213, !dbg !459
  br i1 %221, label %222, label %230, !dbg !460

222:                                              ; preds = %217
  %223 = add nsw i64 %218, 1, !dbg !461
  %224 = getelementptr inbounds i32, ptr %15, i64 %223, !dbg !463
  store i32 %220, ptr %224, align 4, !dbg !464, !tbaa !124
  %225 = getelementptr inbounds i64, ptr %18, i64 %218, !dbg !465
  %226 = load i64, ptr %225, align 8, !dbg !465, !tbaa !109
  %227 = getelementptr inbounds i64, ptr %18, i64 %223, !dbg !466
  store i64 %226, ptr %227, align 8, !dbg !467, !tbaa !109
  %228 = add nsw i64 %218, -1, !dbg !468
    #dbg_value(i64 %228, !373, !DIExpression(), !454)
  %229 = icmp sgt i64 %218, %200, !dbg !456
  br i1 %229, label %217, label %232, !dbg !457, !llvm.loop !469

230:                                              ; preds = %217
  %231 = trunc nsw i64 %218 to i32
  br label %232, !dbg !471

232:                                              ; preds = %222, %230, %208
  %233 = phi i32 [ %211, %208 ], [ %231, %230 ], [ %201, %222 ], !dbg !472
  %234 = add nsw i32 %233, 1, !dbg !471
  %235 = sext i32 %234 to i64, !dbg !473
  %236 = getelementptr inbounds i32, ptr %15, i64 %235, !dbg !473
  store i32 %213, ptr %236, align 4, !dbg !474, !tbaa !124
  %237 = getelementptr inbounds i64, ptr %18, i64 %235, !dbg !475
  store i64 %215, ptr %237, align 8, !dbg !476, !tbaa !109
    #dbg_value(i64 %209, !367, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !444)
  %238 = add nsw i64 %209, 1, !dbg !445
    #dbg_value(i64 %238, !367, !DIExpression(), !444)
  %239 = add nsw i64 %210, 1, !dbg !447
  %240 = trunc i64 %238 to i32, !dbg !446
  %241 = icmp eq i32 %196, %240, !dbg !446
  br i1 %241, label %203, label %208, !dbg !447, !llvm.loop !477

242:                                              ; preds = %205, %271
  %243 = phi i64 [ %206, %205 ], [ %273, %271 ]
  %244 = phi i32 [ %192, %205 ], [ %272, %271 ]
    #dbg_value(i64 %243, !374, !DIExpression(), !449)
    #dbg_value(i32 %244, !360, !DIExpression(), !376)
  %245 = icmp sgt i32 %244, %192, !dbg !479
  br i1 %245, label %249, label %246, !dbg !482

246:                                              ; preds = %242
  %247 = getelementptr inbounds i32, ptr %15, i64 %243
  %248 = load i32, ptr %247, align 4, !dbg !483, !tbaa !124
  br label %263, !dbg !482

249:                                              ; preds = %242
  %250 = add nsw i32 %244, -1, !dbg !485
  %251 = sext i32 %250 to i64, !dbg !486
  %252 = getelementptr inbounds i32, ptr %15, i64 %251, !dbg !486
  %253 = load i32, ptr %252, align 4, !dbg !486, !tbaa !124
  %254 = getelementptr inbounds i32, ptr %15, i64 %243, !dbg !487
  %255 = load i32, ptr %254, align 4, !dbg !487, !tbaa !124
  %256 = icmp eq i32 %253, %255, !dbg !488
  br i1 %256, label %257, label %263, !dbg !489

257:                                              ; preds = %249
  %258 = getelementptr inbounds i64, ptr %18, i64 %243, !dbg !490
  %259 = load i64, ptr %258, align 8, !dbg !490, !tbaa !109
  %260 = getelementptr inbounds i64, ptr %18, i64 %251, !dbg !491
  %261 = load i64, ptr %260, align 8, !dbg !492, !tbaa !109
  %262 = add nsw i64 %261, %259, !dbg !492
  store i64 %262, ptr %260, align 8, !dbg !492, !tbaa !109
  br label %271, !dbg !491

263:                                              ; preds = %246, %249
  %264 = phi i32 [ %248, %246 ], [ %255, %249 ], !dbg !483
  %265 = sext i32 %244 to i64, !dbg !493
  %266 = getelementptr inbounds i32, ptr %15, i64 %265, !dbg !493
  store i32 %264, ptr %266, align 4, !dbg !494, !tbaa !124
  %267 = getelementptr inbounds i64, ptr %18, i64 %243, !dbg !495
  %268 = load i64, ptr %267, align 8, !dbg !495, !tbaa !109
  %269 = getelementptr inbounds i64, ptr %18, i64 %265, !dbg !496
  store i64 %268, ptr %269, align 8, !dbg !497, !tbaa !109
  %270 = add nsw i32 %244, 1, !dbg !498
    #dbg_value(i32 %270, !360, !DIExpression(), !376)
  br label %271

271:                                              ; preds = %257, %263
  %272 = phi i32 [ %244, %257 ], [ %270, %263 ], !dbg !376
    #dbg_value(i32 %272, !360, !DIExpression(), !376)
  %273 = add nsw i64 %243, 1, !dbg !499
    #dbg_value(i64 %273, !374, !DIExpression(), !449)
  %274 = icmp eq i64 %273, %207, !dbg !450
  br i1 %274, label %183, label %242, !dbg !452, !llvm.loop !500
}

; Function Attrs: nofree nounwind
declare !dbg !502 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: nounwind uwtable
define internal fastcc void @transpose(ptr dead_on_unwind noalias nocapture writable writeonly sret(%struct.csr) align 8 %0, ptr nocapture noundef readonly %1) unnamed_addr #0 !dbg !509 {
    #dbg_value(ptr %1, !513, !DIExpression(), !522)
  %3 = getelementptr inbounds i8, ptr %1, i64 4, !dbg !523
  %4 = load i32, ptr %3, align 4, !dbg !523, !tbaa !93
  %5 = sext i32 %4 to i64, !dbg !524
  %6 = shl nsw i64 %5, 2, !dbg !525
  %7 = tail call noalias ptr @malloc(i64 noundef %6) #9, !dbg !526
    #dbg_value(ptr %7, !514, !DIExpression(), !522)
  %8 = tail call noalias ptr @malloc(i64 noundef %6) #9, !dbg !527
    #dbg_value(ptr %8, !515, !DIExpression(), !522)
    #dbg_value(i32 0, !516, !DIExpression(), !528)
  %9 = load i32, ptr %1, align 8, !tbaa !161
  %10 = icmp sgt i32 %9, 0, !dbg !529
  br i1 %10, label %11, label %19, !dbg !530

11:                                               ; preds = %2
  %12 = getelementptr inbounds i8, ptr %1, i64 8
  %13 = load ptr, ptr %12, align 8, !tbaa !164
  %14 = getelementptr inbounds i8, ptr %1, i64 16
  %15 = zext nneg i32 %9 to i64, !dbg !529
  %16 = load i32, ptr %13, align 4, !dbg !531, !tbaa !124
  br label %22, !dbg !530

17:                                               ; preds = %60, %56, %22
    #dbg_value(i64 %25, !516, !DIExpression(), !528)
  %18 = icmp eq i64 %25, %15, !dbg !529
  br i1 %18, label %19, label %22, !dbg !530, !llvm.loop !532

19:                                               ; preds = %17, %2
    #dbg_declare(ptr %0, !521, !DIExpression(), !534)
  %20 = getelementptr inbounds i8, ptr %1, i64 24, !dbg !535
  %21 = load ptr, ptr %20, align 8, !dbg !535, !tbaa !252
  tail call fastcc void @from_triplets(ptr dead_on_unwind writable sret(%struct.csr) align 8 %0, i32 noundef %9, i32 noundef %4, ptr noundef %7, ptr noundef %8, ptr noundef %21), !dbg !536
  tail call void @free(ptr noundef %7) #7, !dbg !537
  tail call void @free(ptr noundef %8) #7, !dbg !538
  ret void, !dbg !539

22:                                               ; preds = %11, %17
  %23 = phi i32 [ %16, %11 ], [ %27, %17 ], !dbg !531
  %24 = phi i64 [ 0, %11 ], [ %25, %17 ]
    #dbg_value(i64 %24, !516, !DIExpression(), !528)
    #dbg_value(i32 %23, !518, !DIExpression(), !540)
  %25 = add nuw nsw i64 %24, 1
  %26 = getelementptr inbounds i32, ptr %13, i64 %25
  %27 = load i32, ptr %26, align 4, !tbaa !124
  %28 = icmp slt i32 %23, %27, !dbg !541
  br i1 %28, label %29, label %17, !dbg !543

29:                                               ; preds = %22
  %30 = load ptr, ptr %14, align 8, !tbaa !250
  %31 = sext i32 %23 to i64, !dbg !543
  %32 = shl nsw i64 %31, 2, !dbg !543
  %33 = getelementptr i8, ptr %7, i64 %32, !dbg !543
  %34 = getelementptr i8, ptr %30, i64 %32, !dbg !543
  %35 = xor i32 %23, -1, !dbg !543
  %36 = add i32 %27, %35, !dbg !543
  %37 = zext i32 %36 to i64, !dbg !543
  %38 = shl nuw nsw i64 %37, 2, !dbg !543
  %39 = add nuw nsw i64 %38, 4, !dbg !543
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(1) %33, ptr noundef nonnull align 4 dereferenceable(1) %34, i64 %39, i1 false), !dbg !544, !tbaa !124
  %40 = sext i32 %27 to i64, !dbg !541
  %41 = trunc nuw nsw i64 %24 to i32
  %42 = sub nsw i64 %40, %31, !dbg !543
  %43 = icmp ult i64 %42, 8, !dbg !543
  br i1 %43, label %58, label %44, !dbg !543

44:                                               ; preds = %29
  %45 = and i64 %42, -8, !dbg !543
  %46 = add nsw i64 %45, %31, !dbg !543
  %47 = insertelement <4 x i32> poison, i32 %41, i64 0, !dbg !543
  %48 = shufflevector <4 x i32> %47, <4 x i32> poison, <4 x i32> zeroinitializer, !dbg !543
  %49 = getelementptr i32, ptr %8, i64 %31, !dbg !543
  br label %50, !dbg !543

50:                                               ; preds = %50, %44
  %51 = phi i64 [ 0, %44 ], [ %54, %50 ]
  %52 = getelementptr i32, ptr %49, i64 %51, !dbg !546
  %53 = getelementptr inbounds i8, ptr %52, i64 16, !dbg !547
  store <4 x i32> %48, ptr %52, align 4, !dbg !547, !tbaa !124
  store <4 x i32> %48, ptr %53, align 4, !dbg !547, !tbaa !124
  %54 = add nuw i64 %51, 8
  %55 = icmp eq i64 %54, %45
  br i1 %55, label %56, label %50, !llvm.loop !548

56:                                               ; preds = %50
  %57 = icmp eq i64 %42, %45, !dbg !543
  br i1 %57, label %17, label %58, !dbg !543

58:                                               ; preds = %56, %29
  %59 = phi i64 [ %31, %29 ], [ %46, %56 ]
  br label %60, !dbg !543

60:                                               ; preds = %58, %60
  %61 = phi i64 [ %63, %60 ], [ %59, %58 ]
    #dbg_value(i64 %61, !518, !DIExpression(), !540)
  %62 = getelementptr inbounds i32, ptr %8, i64 %61, !dbg !546
  store i32 %41, ptr %62, align 4, !dbg !547, !tbaa !124
  %63 = add nsw i64 %61, 1, !dbg !550
    #dbg_value(i64 %63, !518, !DIExpression(), !540)
  %64 = icmp eq i64 %63, %40, !dbg !541
  br i1 %64, label %17, label %60, !dbg !543, !llvm.loop !551
}

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,zeroed") allocsize(0,1) memory(inaccessiblemem: readwrite)
declare !dbg !552 noalias noundef ptr @calloc(i64 noundef, i64 noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare !dbg !557 noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #4

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #5

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare !dbg !560 void @free(ptr allocptr nocapture noundef) local_unnamed_addr #6

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nofree nounwind willreturn allockind("alloc,zeroed") allocsize(0,1) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #6 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nounwind }
attributes #8 = { nounwind allocsize(0,1) }
attributes #9 = { nounwind allocsize(0) }

!llvm.dbg.cu = !{!7}
!llvm.module.flags = !{!73, !74, !75, !76, !77, !78, !79}
!llvm.ident = !{!80}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "r", scope: !2, file: !3, line: 50, type: !22, isLocal: true, isDefinition: true)
!2 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 48, type: !4, scopeLine: 48, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !44)
!3 = !DIFile(filename: "programs/sparse_matrix_csr.c", directory: ".", checksumkind: CSK_MD5, checksum: "58c1defb15f80aea16082867d4094857")
!4 = !DISubroutineType(types: !5)
!5 = !{!6}
!6 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!7 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, enums: !8, retainedTypes: !14, globals: !19, splitDebugInlining: false, nameTableKind: None)
!8 = !{!9}
!9 = !DICompositeType(tag: DW_TAG_enumeration_type, scope: !2, file: !3, line: 49, baseType: !10, size: 32, elements: !11)
!10 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!11 = !{!12, !13}
!12 = !DIEnumerator(name: "N", value: 300)
!13 = !DIEnumerator(name: "M", value: 3000)
!14 = !{!6, !15, !16}
!15 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!16 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !17, line: 18, baseType: !18)
!17 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stddef_size_t.h", directory: "", checksumkind: CSK_MD5, checksum: "2c44e821a2b1951cde2eb0fb2e656867")
!18 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!19 = !{!0, !20, !25, !28, !34, !39}
!20 = !DIGlobalVariableExpression(var: !21, expr: !DIExpression())
!21 = distinct !DIGlobalVariable(name: "c", scope: !2, file: !3, line: 50, type: !22, isLocal: true, isDefinition: true)
!22 = !DICompositeType(tag: DW_TAG_array_type, baseType: !6, size: 96000, elements: !23)
!23 = !{!24}
!24 = !DISubrange(count: 3000)
!25 = !DIGlobalVariableExpression(var: !26, expr: !DIExpression())
!26 = distinct !DIGlobalVariable(name: "v", scope: !2, file: !3, line: 50, type: !27, isLocal: true, isDefinition: true)
!27 = !DICompositeType(tag: DW_TAG_array_type, baseType: !15, size: 192000, elements: !23)
!28 = !DIGlobalVariableExpression(var: !29, expr: !DIExpression())
!29 = distinct !DIGlobalVariable(scope: null, file: !3, line: 54, type: !30, isLocal: true, isDefinition: true)
!30 = !DICompositeType(tag: DW_TAG_array_type, baseType: !31, size: 240, elements: !32)
!31 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!32 = !{!33}
!33 = !DISubrange(count: 30)
!34 = !DIGlobalVariableExpression(var: !35, expr: !DIExpression())
!35 = distinct !DIGlobalVariable(scope: null, file: !3, line: 62, type: !36, isLocal: true, isDefinition: true)
!36 = !DICompositeType(tag: DW_TAG_array_type, baseType: !31, size: 416, elements: !37)
!37 = !{!38}
!38 = !DISubrange(count: 52)
!39 = !DIGlobalVariableExpression(var: !40, expr: !DIExpression())
!40 = distinct !DIGlobalVariable(scope: null, file: !3, line: 63, type: !41, isLocal: true, isDefinition: true)
!41 = !DICompositeType(tag: DW_TAG_array_type, baseType: !31, size: 144, elements: !42)
!42 = !{!43}
!43 = !DISubrange(count: 18)
!44 = !{!45, !46, !48, !59, !63, !64, !65, !67, !68, !69, !70, !71}
!45 = !DILocalVariable(name: "x", scope: !2, file: !3, line: 51, type: !10)
!46 = !DILocalVariable(name: "i", scope: !47, file: !3, line: 52, type: !6)
!47 = distinct !DILexicalBlock(scope: !2, file: !3, line: 52, column: 5)
!48 = !DILocalVariable(name: "A", scope: !2, file: !3, line: 53, type: !49)
!49 = !DIDerivedType(tag: DW_TAG_typedef, name: "csr", file: !3, line: 9, baseType: !50)
!50 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !3, line: 9, size: 256, elements: !51)
!51 = !{!52, !53, !54, !56, !57}
!52 = !DIDerivedType(tag: DW_TAG_member, name: "n", scope: !50, file: !3, line: 9, baseType: !6, size: 32)
!53 = !DIDerivedType(tag: DW_TAG_member, name: "nnz", scope: !50, file: !3, line: 9, baseType: !6, size: 32, offset: 32)
!54 = !DIDerivedType(tag: DW_TAG_member, name: "rowptr", scope: !50, file: !3, line: 9, baseType: !55, size: 64, offset: 64)
!55 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !6, size: 64)
!56 = !DIDerivedType(tag: DW_TAG_member, name: "col", scope: !50, file: !3, line: 9, baseType: !55, size: 64, offset: 128)
!57 = !DIDerivedType(tag: DW_TAG_member, name: "val", scope: !50, file: !3, line: 9, baseType: !58, size: 64, offset: 192)
!58 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !15, size: 64)
!59 = !DILocalVariable(name: "xv", scope: !2, file: !3, line: 55, type: !60)
!60 = !DICompositeType(tag: DW_TAG_array_type, baseType: !15, size: 19200, elements: !61)
!61 = !{!62}
!62 = !DISubrange(count: 300)
!63 = !DILocalVariable(name: "y", scope: !2, file: !3, line: 55, type: !60)
!64 = !DILocalVariable(name: "y2", scope: !2, file: !3, line: 55, type: !60)
!65 = !DILocalVariable(name: "i", scope: !66, file: !3, line: 56, type: !6)
!66 = distinct !DILexicalBlock(scope: !2, file: !3, line: 56, column: 5)
!67 = !DILocalVariable(name: "T", scope: !2, file: !3, line: 58, type: !49)
!68 = !DILocalVariable(name: "TT", scope: !2, file: !3, line: 58, type: !49)
!69 = !DILocalVariable(name: "s", scope: !2, file: !3, line: 60, type: !15)
!70 = !DILocalVariable(name: "same", scope: !2, file: !3, line: 60, type: !6)
!71 = !DILocalVariable(name: "i", scope: !72, file: !3, line: 61, type: !6)
!72 = distinct !DILexicalBlock(scope: !2, file: !3, line: 61, column: 5)
!73 = !{i32 7, !"Dwarf Version", i32 5}
!74 = !{i32 2, !"Debug Info Version", i32 3}
!75 = !{i32 1, !"wchar_size", i32 4}
!76 = !{i32 8, !"PIC Level", i32 2}
!77 = !{i32 7, !"PIE Level", i32 2}
!78 = !{i32 7, !"uwtable", i32 2}
!79 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!80 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!81 = distinct !DIAssignID()
!82 = !DILocation(line: 0, scope: !2)
!83 = distinct !DIAssignID()
!84 = distinct !DIAssignID()
!85 = distinct !DIAssignID()
!86 = distinct !DIAssignID()
!87 = distinct !DIAssignID()
!88 = !DILocation(line: 0, scope: !47)
!89 = !DILocation(line: 52, column: 5, scope: !47)
!90 = !DILocation(line: 53, column: 5, scope: !2)
!91 = !DILocation(line: 53, column: 13, scope: !2)
!92 = !DILocation(line: 54, column: 48, scope: !2)
!93 = !{!94, !95, i64 4}
!94 = !{!"", !95, i64 0, !95, i64 4, !98, i64 8, !98, i64 16, !98, i64 24}
!95 = !{!"int", !96, i64 0}
!96 = !{!"omnipotent char", !97, i64 0}
!97 = !{!"Simple C/C++ TBAA"}
!98 = !{!"any pointer", !96, i64 0}
!99 = !DILocation(line: 54, column: 5, scope: !2)
!100 = !DILocation(line: 55, column: 5, scope: !2)
!101 = !DILocation(line: 0, scope: !66)
!102 = !DILocation(line: 56, column: 5, scope: !66)
!103 = !DILocation(line: 56, column: 29, scope: !104)
!104 = distinct !DILexicalBlock(scope: !66, file: !3, line: 56, column: 5)
!105 = !DILocation(line: 56, column: 43, scope: !104)
!106 = !DILocation(line: 56, column: 47, scope: !104)
!107 = !DILocation(line: 56, column: 33, scope: !104)
!108 = !DILocation(line: 56, column: 39, scope: !104)
!109 = !{!110, !110, i64 0}
!110 = !{!"long", !96, i64 0}
!111 = distinct !{!111, !102, !112, !113, !114, !115}
!112 = !DILocation(line: 56, column: 49, scope: !66)
!113 = !{!"llvm.loop.mustprogress"}
!114 = !{!"llvm.loop.isvectorized", i32 1}
!115 = !{!"llvm.loop.unroll.runtime.disable"}
!116 = !DILocation(line: 52, column: 41, scope: !117)
!117 = distinct !DILexicalBlock(scope: !118, file: !3, line: 52, column: 33)
!118 = distinct !DILexicalBlock(scope: !47, file: !3, line: 52, column: 5)
!119 = !DILocation(line: 52, column: 55, scope: !117)
!120 = !DILocation(line: 52, column: 81, scope: !117)
!121 = !DILocation(line: 52, column: 87, scope: !117)
!122 = !DILocation(line: 52, column: 65, scope: !117)
!123 = !DILocation(line: 52, column: 70, scope: !117)
!124 = !{!95, !95, i64 0}
!125 = !DILocation(line: 52, column: 99, scope: !117)
!126 = !DILocation(line: 52, column: 113, scope: !117)
!127 = !DILocation(line: 52, column: 139, scope: !117)
!128 = !DILocation(line: 52, column: 145, scope: !117)
!129 = !DILocation(line: 52, column: 123, scope: !117)
!130 = !DILocation(line: 52, column: 128, scope: !117)
!131 = !DILocation(line: 52, column: 167, scope: !117)
!132 = !DILocation(line: 52, column: 158, scope: !117)
!133 = !DILocation(line: 52, column: 173, scope: !117)
!134 = !DILocation(line: 52, column: 151, scope: !117)
!135 = !DILocation(line: 52, column: 156, scope: !117)
!136 = !DILocation(line: 52, column: 29, scope: !118)
!137 = !DILocation(line: 52, column: 23, scope: !118)
!138 = distinct !{!138, !89, !139, !113}
!139 = !DILocation(line: 52, column: 178, scope: !47)
!140 = !DILocalVariable(name: "A", arg: 1, scope: !141, file: !3, line: 29, type: !144)
!141 = distinct !DISubprogram(name: "spmv", scope: !3, file: !3, line: 29, type: !142, scopeLine: 29, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !148)
!142 = !DISubroutineType(types: !143)
!143 = !{null, !144, !146, !58}
!144 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !145, size: 64)
!145 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !49)
!146 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !147, size: 64)
!147 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !15)
!148 = !{!140, !149, !150, !151, !153, !156}
!149 = !DILocalVariable(name: "x", arg: 2, scope: !141, file: !3, line: 29, type: !146)
!150 = !DILocalVariable(name: "y", arg: 3, scope: !141, file: !3, line: 29, type: !58)
!151 = !DILocalVariable(name: "i", scope: !152, file: !3, line: 29, type: !6)
!152 = distinct !DILexicalBlock(scope: !141, file: !3, line: 29, column: 58)
!153 = !DILocalVariable(name: "s", scope: !154, file: !3, line: 29, type: !15)
!154 = distinct !DILexicalBlock(scope: !155, file: !3, line: 29, column: 89)
!155 = distinct !DILexicalBlock(scope: !152, file: !3, line: 29, column: 58)
!156 = !DILocalVariable(name: "p", scope: !157, file: !3, line: 29, type: !6)
!157 = distinct !DILexicalBlock(scope: !154, file: !3, line: 29, column: 103)
!158 = !DILocation(line: 0, scope: !141, inlinedAt: !159)
!159 = distinct !DILocation(line: 57, column: 5, scope: !2)
!160 = !DILocation(line: 0, scope: !152, inlinedAt: !159)
!161 = !{!94, !95, i64 0}
!162 = !DILocation(line: 29, column: 76, scope: !155, inlinedAt: !159)
!163 = !DILocation(line: 29, column: 58, scope: !152, inlinedAt: !159)
!164 = !{!94, !98, i64 8}
!165 = !DILocation(line: 29, column: 116, scope: !157, inlinedAt: !159)
!166 = !DILocation(line: 0, scope: !154, inlinedAt: !159)
!167 = !DILocation(line: 0, scope: !157, inlinedAt: !159)
!168 = !DILocation(line: 29, column: 132, scope: !169, inlinedAt: !159)
!169 = distinct !DILexicalBlock(scope: !157, file: !3, line: 29, column: 103)
!170 = !DILocation(line: 29, column: 103, scope: !157, inlinedAt: !159)
!171 = !DILocation(line: 29, column: 162, scope: !169, inlinedAt: !159)
!172 = !DILocation(line: 29, column: 176, scope: !169, inlinedAt: !159)
!173 = !DILocation(line: 29, column: 174, scope: !169, inlinedAt: !159)
!174 = !DILocation(line: 29, column: 172, scope: !169, inlinedAt: !159)
!175 = !DILocation(line: 29, column: 159, scope: !169, inlinedAt: !159)
!176 = !DILocation(line: 29, column: 153, scope: !169, inlinedAt: !159)
!177 = distinct !{!177, !178}
!178 = !{!"llvm.loop.unroll.disable"}
!179 = !DILocation(line: 29, scope: !154, inlinedAt: !159)
!180 = !DILocation(line: 29, column: 188, scope: !154, inlinedAt: !159)
!181 = !DILocation(line: 29, column: 193, scope: !154, inlinedAt: !159)
!182 = distinct !{!182, !163, !183, !113}
!183 = !DILocation(line: 29, column: 198, scope: !152, inlinedAt: !159)
!184 = distinct !{!184, !170, !185, !113}
!185 = !DILocation(line: 29, column: 185, scope: !157, inlinedAt: !159)
!186 = !DILocation(line: 58, column: 5, scope: !2)
!187 = !DILocation(line: 58, column: 13, scope: !2)
!188 = !DILocation(line: 58, column: 33, scope: !2)
!189 = !DILocation(line: 0, scope: !141, inlinedAt: !190)
!190 = distinct !DILocation(line: 59, column: 5, scope: !2)
!191 = !DILocation(line: 0, scope: !152, inlinedAt: !190)
!192 = !DILocation(line: 29, column: 76, scope: !155, inlinedAt: !190)
!193 = !DILocation(line: 29, column: 58, scope: !152, inlinedAt: !190)
!194 = !DILocation(line: 61, column: 5, scope: !72)
!195 = !DILocation(line: 29, column: 116, scope: !157, inlinedAt: !190)
!196 = !DILocation(line: 0, scope: !154, inlinedAt: !190)
!197 = !DILocation(line: 0, scope: !157, inlinedAt: !190)
!198 = !DILocation(line: 29, column: 132, scope: !169, inlinedAt: !190)
!199 = !DILocation(line: 29, column: 103, scope: !157, inlinedAt: !190)
!200 = !DILocation(line: 29, column: 162, scope: !169, inlinedAt: !190)
!201 = !DILocation(line: 29, column: 176, scope: !169, inlinedAt: !190)
!202 = !DILocation(line: 29, column: 174, scope: !169, inlinedAt: !190)
!203 = !DILocation(line: 29, column: 172, scope: !169, inlinedAt: !190)
!204 = !DILocation(line: 29, column: 159, scope: !169, inlinedAt: !190)
!205 = !DILocation(line: 29, column: 153, scope: !169, inlinedAt: !190)
!206 = distinct !{!206, !178}
!207 = !DILocation(line: 29, scope: !154, inlinedAt: !190)
!208 = !DILocation(line: 29, column: 188, scope: !154, inlinedAt: !190)
!209 = !DILocation(line: 29, column: 193, scope: !154, inlinedAt: !190)
!210 = distinct !{!210, !193, !211, !113}
!211 = !DILocation(line: 29, column: 198, scope: !152, inlinedAt: !190)
!212 = distinct !{!212, !199, !213, !113}
!213 = !DILocation(line: 29, column: 185, scope: !157, inlinedAt: !190)
!214 = !DILocation(line: 62, column: 79, scope: !2)
!215 = !DILocation(line: 62, column: 5, scope: !2)
!216 = !DILocalVariable(name: "A", arg: 1, scope: !217, file: !3, line: 37, type: !144)
!217 = distinct !DISubprogram(name: "spgemm_checksum", scope: !3, file: !3, line: 37, type: !218, scopeLine: 37, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !220)
!218 = !DISubroutineType(types: !219)
!219 = !{!15, !144, !144}
!220 = !{!216, !221, !222, !223, !224, !225, !227, !231, !234}
!221 = !DILocalVariable(name: "B", arg: 2, scope: !217, file: !3, line: 37, type: !144)
!222 = !DILocalVariable(name: "acc", scope: !217, file: !3, line: 38, type: !58)
!223 = !DILocalVariable(name: "sum", scope: !217, file: !3, line: 38, type: !15)
!224 = !DILocalVariable(name: "nnz", scope: !217, file: !3, line: 38, type: !6)
!225 = !DILocalVariable(name: "i", scope: !226, file: !3, line: 39, type: !6)
!226 = distinct !DILexicalBlock(scope: !217, file: !3, line: 39, column: 5)
!227 = !DILocalVariable(name: "p", scope: !228, file: !3, line: 40, type: !6)
!228 = distinct !DILexicalBlock(scope: !229, file: !3, line: 40, column: 9)
!229 = distinct !DILexicalBlock(scope: !230, file: !3, line: 39, column: 36)
!230 = distinct !DILexicalBlock(scope: !226, file: !3, line: 39, column: 5)
!231 = !DILocalVariable(name: "q", scope: !232, file: !3, line: 40, type: !6)
!232 = distinct !DILexicalBlock(scope: !233, file: !3, line: 40, column: 63)
!233 = distinct !DILexicalBlock(scope: !228, file: !3, line: 40, column: 9)
!234 = !DILocalVariable(name: "j", scope: !235, file: !3, line: 41, type: !6)
!235 = distinct !DILexicalBlock(scope: !229, file: !3, line: 41, column: 9)
!236 = !DILocation(line: 0, scope: !217, inlinedAt: !237)
!237 = distinct !DILocation(line: 63, column: 34, scope: !2)
!238 = !DILocation(line: 38, column: 24, scope: !217, inlinedAt: !237)
!239 = !DILocation(line: 38, column: 17, scope: !217, inlinedAt: !237)
!240 = !DILocation(line: 0, scope: !226, inlinedAt: !237)
!241 = !DILocation(line: 39, column: 5, scope: !226, inlinedAt: !237)
!242 = !DILocation(line: 46, column: 57, scope: !243, inlinedAt: !249)
!243 = distinct !DISubprogram(name: "free_csr", scope: !3, file: !3, line: 46, type: !244, scopeLine: 46, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !247)
!244 = !DISubroutineType(types: !245)
!245 = !{null, !246}
!246 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !49, size: 64)
!247 = !{!248}
!248 = !DILocalVariable(name: "A", arg: 1, scope: !243, file: !3, line: 46, type: !246)
!249 = distinct !DILocation(line: 64, column: 5, scope: !2)
!250 = !{!94, !98, i64 16}
!251 = !DILocation(line: 46, column: 71, scope: !243, inlinedAt: !249)
!252 = !{!94, !98, i64 24}
!253 = !DILocation(line: 46, column: 40, scope: !243, inlinedAt: !254)
!254 = distinct !DILocation(line: 64, column: 19, scope: !2)
!255 = !DILocation(line: 46, column: 57, scope: !243, inlinedAt: !254)
!256 = !DILocation(line: 46, column: 71, scope: !243, inlinedAt: !254)
!257 = !DILocation(line: 39, column: 23, scope: !230, inlinedAt: !237)
!258 = !DILocation(line: 40, column: 22, scope: !228, inlinedAt: !237)
!259 = distinct !{!259, !241, !260, !113}
!260 = !DILocation(line: 42, column: 5, scope: !226, inlinedAt: !237)
!261 = !DILocation(line: 44, column: 16, scope: !217, inlinedAt: !237)
!262 = !DILocation(line: 44, column: 29, scope: !217, inlinedAt: !237)
!263 = !DILocation(line: 44, column: 25, scope: !217, inlinedAt: !237)
!264 = !DILocation(line: 43, column: 5, scope: !217, inlinedAt: !237)
!265 = !DILocation(line: 0, scope: !228, inlinedAt: !237)
!266 = !DILocation(line: 40, column: 38, scope: !233, inlinedAt: !237)
!267 = !DILocation(line: 40, column: 9, scope: !228, inlinedAt: !237)
!268 = !DILocation(line: 41, column: 9, scope: !235, inlinedAt: !237)
!269 = !DILocation(line: 40, column: 86, scope: !232, inlinedAt: !237)
!270 = !DILocation(line: 40, column: 76, scope: !232, inlinedAt: !237)
!271 = !DILocation(line: 0, scope: !232, inlinedAt: !237)
!272 = !DILocation(line: 40, column: 100, scope: !273, inlinedAt: !237)
!273 = distinct !DILexicalBlock(scope: !232, file: !3, line: 40, column: 63)
!274 = !DILocation(line: 40, column: 63, scope: !232, inlinedAt: !237)
!275 = !DILocation(line: 40, column: 163, scope: !273, inlinedAt: !237)
!276 = !DILocation(line: 40, column: 161, scope: !273, inlinedAt: !237)
!277 = !DILocation(line: 40, column: 137, scope: !273, inlinedAt: !237)
!278 = !DILocation(line: 40, column: 133, scope: !273, inlinedAt: !237)
!279 = !DILocation(line: 40, column: 148, scope: !273, inlinedAt: !237)
!280 = !DILocation(line: 40, column: 129, scope: !273, inlinedAt: !237)
!281 = !DILocation(line: 40, column: 59, scope: !233, inlinedAt: !237)
!282 = distinct !{!282, !267, !283, !113}
!283 = !DILocation(line: 40, column: 171, scope: !228, inlinedAt: !237)
!284 = distinct !{!284, !274, !285, !113}
!285 = !DILocation(line: 40, column: 171, scope: !232, inlinedAt: !237)
!286 = !DILocation(line: 0, scope: !235, inlinedAt: !237)
!287 = !DILocation(line: 41, column: 44, scope: !288, inlinedAt: !237)
!288 = distinct !DILexicalBlock(scope: !289, file: !3, line: 41, column: 44)
!289 = distinct !DILexicalBlock(scope: !235, file: !3, line: 41, column: 9)
!290 = !DILocation(line: 41, column: 44, scope: !289, inlinedAt: !237)
!291 = !DILocation(line: 41, column: 36, scope: !289, inlinedAt: !237)
!292 = !DILocation(line: 41, column: 65, scope: !293, inlinedAt: !237)
!293 = distinct !DILexicalBlock(scope: !288, file: !3, line: 41, column: 52)
!294 = !DILocation(line: 41, column: 84, scope: !293, inlinedAt: !237)
!295 = !DILocation(line: 41, column: 79, scope: !293, inlinedAt: !237)
!296 = !DILocation(line: 41, column: 70, scope: !293, inlinedAt: !237)
!297 = !DILocation(line: 41, column: 90, scope: !293, inlinedAt: !237)
!298 = !DILocation(line: 41, column: 107, scope: !293, inlinedAt: !237)
!299 = !DILocation(line: 41, column: 118, scope: !293, inlinedAt: !237)
!300 = !DILocation(line: 41, column: 123, scope: !293, inlinedAt: !237)
!301 = !DILocation(line: 41, column: 27, scope: !289, inlinedAt: !237)
!302 = distinct !{!302, !268, !303, !113}
!303 = !DILocation(line: 41, column: 123, scope: !235, inlinedAt: !237)
!304 = !DILocation(line: 44, column: 23, scope: !217, inlinedAt: !237)
!305 = !DILocation(line: 63, column: 5, scope: !2)
!306 = !DILocation(line: 0, scope: !243, inlinedAt: !249)
!307 = !DILocation(line: 46, column: 32, scope: !243, inlinedAt: !249)
!308 = !DILocation(line: 46, column: 49, scope: !243, inlinedAt: !249)
!309 = !DILocation(line: 46, column: 63, scope: !243, inlinedAt: !249)
!310 = !DILocation(line: 0, scope: !243, inlinedAt: !254)
!311 = !DILocation(line: 46, column: 32, scope: !243, inlinedAt: !254)
!312 = !DILocation(line: 46, column: 49, scope: !243, inlinedAt: !254)
!313 = !DILocation(line: 46, column: 63, scope: !243, inlinedAt: !254)
!314 = !DILocation(line: 0, scope: !243, inlinedAt: !315)
!315 = distinct !DILocation(line: 64, column: 33, scope: !2)
!316 = !DILocation(line: 46, column: 40, scope: !243, inlinedAt: !315)
!317 = !DILocation(line: 46, column: 32, scope: !243, inlinedAt: !315)
!318 = !DILocation(line: 46, column: 57, scope: !243, inlinedAt: !315)
!319 = !DILocation(line: 46, column: 49, scope: !243, inlinedAt: !315)
!320 = !DILocation(line: 46, column: 71, scope: !243, inlinedAt: !315)
!321 = !DILocation(line: 46, column: 63, scope: !243, inlinedAt: !315)
!322 = !DILocation(line: 65, column: 12, scope: !2)
!323 = !DILocation(line: 66, column: 1, scope: !2)
!324 = !DILocation(line: 65, column: 5, scope: !2)
!325 = !DILocation(line: 0, scope: !72)
!326 = !DILocation(line: 61, column: 40, scope: !327)
!327 = distinct !DILexicalBlock(scope: !328, file: !3, line: 61, column: 33)
!328 = distinct !DILexicalBlock(scope: !72, file: !3, line: 61, column: 5)
!329 = !DILocation(line: 61, column: 50, scope: !327)
!330 = !DILocation(line: 61, column: 45, scope: !327)
!331 = !DILocation(line: 61, column: 37, scope: !327)
!332 = !DILocation(line: 61, column: 72, scope: !327)
!333 = !DILocation(line: 61, column: 69, scope: !327)
!334 = !DILocation(line: 61, column: 61, scope: !327)
!335 = !DILocation(line: 61, column: 23, scope: !328)
!336 = distinct !{!336, !194, !337, !113}
!337 = !DILocation(line: 61, column: 79, scope: !72)
!338 = distinct !DISubprogram(name: "from_triplets", scope: !3, file: !3, line: 10, type: !339, scopeLine: 10, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !343)
!339 = !DISubroutineType(types: !340)
!340 = !{!49, !6, !6, !341, !341, !146}
!341 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !342, size: 64)
!342 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !6)
!343 = !{!344, !345, !346, !347, !348, !349, !350, !352, !354, !355, !357, !360, !361, !363, !366, !367, !369, !372, !373, !374}
!344 = !DILocalVariable(name: "n", arg: 1, scope: !338, file: !3, line: 10, type: !6)
!345 = !DILocalVariable(name: "m", arg: 2, scope: !338, file: !3, line: 10, type: !6)
!346 = !DILocalVariable(name: "r", arg: 3, scope: !338, file: !3, line: 10, type: !341)
!347 = !DILocalVariable(name: "c", arg: 4, scope: !338, file: !3, line: 10, type: !341)
!348 = !DILocalVariable(name: "v", arg: 5, scope: !338, file: !3, line: 10, type: !146)
!349 = !DILocalVariable(name: "A", scope: !338, file: !3, line: 11, type: !49)
!350 = !DILocalVariable(name: "i", scope: !351, file: !3, line: 12, type: !6)
!351 = distinct !DILexicalBlock(scope: !338, file: !3, line: 12, column: 5)
!352 = !DILocalVariable(name: "i", scope: !353, file: !3, line: 13, type: !6)
!353 = distinct !DILexicalBlock(scope: !338, file: !3, line: 13, column: 5)
!354 = !DILocalVariable(name: "fill", scope: !338, file: !3, line: 14, type: !55)
!355 = !DILocalVariable(name: "i", scope: !356, file: !3, line: 16, type: !6)
!356 = distinct !DILexicalBlock(scope: !338, file: !3, line: 16, column: 5)
!357 = !DILocalVariable(name: "p", scope: !358, file: !3, line: 16, type: !6)
!358 = distinct !DILexicalBlock(scope: !359, file: !3, line: 16, column: 33)
!359 = distinct !DILexicalBlock(scope: !356, file: !3, line: 16, column: 5)
!360 = !DILocalVariable(name: "out", scope: !338, file: !3, line: 19, type: !6)
!361 = !DILocalVariable(name: "i", scope: !362, file: !3, line: 20, type: !6)
!362 = distinct !DILexicalBlock(scope: !338, file: !3, line: 20, column: 5)
!363 = !DILocalVariable(name: "s", scope: !364, file: !3, line: 21, type: !6)
!364 = distinct !DILexicalBlock(scope: !365, file: !3, line: 20, column: 33)
!365 = distinct !DILexicalBlock(scope: !362, file: !3, line: 20, column: 5)
!366 = !DILocalVariable(name: "e", scope: !364, file: !3, line: 21, type: !6)
!367 = !DILocalVariable(name: "a", scope: !368, file: !3, line: 22, type: !6)
!368 = distinct !DILexicalBlock(scope: !364, file: !3, line: 22, column: 9)
!369 = !DILocalVariable(name: "cc", scope: !370, file: !3, line: 22, type: !6)
!370 = distinct !DILexicalBlock(scope: !371, file: !3, line: 22, column: 41)
!371 = distinct !DILexicalBlock(scope: !368, file: !3, line: 22, column: 9)
!372 = !DILocalVariable(name: "vv", scope: !370, file: !3, line: 22, type: !15)
!373 = !DILocalVariable(name: "b", scope: !370, file: !3, line: 22, type: !6)
!374 = !DILocalVariable(name: "a", scope: !375, file: !3, line: 24, type: !6)
!375 = distinct !DILexicalBlock(scope: !364, file: !3, line: 24, column: 9)
!376 = !DILocation(line: 0, scope: !338)
!377 = !DILocation(line: 11, column: 9, scope: !338)
!378 = !DILocation(line: 11, column: 13, scope: !338)
!379 = !DILocation(line: 11, column: 27, scope: !338)
!380 = !DILocation(line: 11, column: 37, scope: !338)
!381 = !DILocation(line: 11, column: 20, scope: !338)
!382 = !DILocation(line: 11, column: 77, scope: !338)
!383 = !DILocation(line: 11, column: 75, scope: !338)
!384 = !DILocation(line: 11, column: 56, scope: !338)
!385 = !DILocation(line: 11, column: 109, scope: !338)
!386 = !DILocation(line: 11, column: 89, scope: !338)
!387 = !DILocation(line: 0, scope: !351)
!388 = !DILocation(line: 12, column: 10, scope: !351)
!389 = !DILocation(line: 12, column: 23, scope: !390)
!390 = distinct !DILexicalBlock(scope: !351, file: !3, line: 12, column: 5)
!391 = !DILocation(line: 12, column: 5, scope: !351)
!392 = !DILocation(line: 12, column: 42, scope: !390)
!393 = !DILocation(line: 12, column: 33, scope: !390)
!394 = !DILocation(line: 12, column: 51, scope: !390)
!395 = !DILocation(line: 12, column: 29, scope: !390)
!396 = distinct !{!396, !178}
!397 = !DILocation(line: 0, scope: !353)
!398 = !DILocation(line: 13, column: 23, scope: !399)
!399 = distinct !DILexicalBlock(scope: !353, file: !3, line: 13, column: 5)
!400 = !DILocation(line: 13, column: 5, scope: !353)
!401 = !DILocation(line: 13, column: 52, scope: !399)
!402 = distinct !{!402, !391, !403, !113}
!403 = !DILocation(line: 12, column: 51, scope: !351)
!404 = !DILocation(line: 13, column: 44, scope: !399)
!405 = !DILocation(line: 13, column: 33, scope: !399)
!406 = !DILocation(line: 13, column: 49, scope: !399)
!407 = distinct !{!407, !178}
!408 = !DILocation(line: 14, column: 36, scope: !338)
!409 = !DILocation(line: 14, column: 17, scope: !338)
!410 = !DILocation(line: 15, column: 5, scope: !338)
!411 = !DILocation(line: 0, scope: !356)
!412 = !DILocation(line: 16, column: 5, scope: !356)
!413 = !DILocation(line: 16, column: 23, scope: !359)
!414 = distinct !{!414, !400, !415, !113}
!415 = !DILocation(line: 13, column: 62, scope: !353)
!416 = !DILocation(line: 16, column: 48, scope: !358)
!417 = !DILocation(line: 16, column: 43, scope: !358)
!418 = !DILocation(line: 16, column: 53, scope: !358)
!419 = !DILocation(line: 0, scope: !358)
!420 = !DILocation(line: 16, column: 68, scope: !358)
!421 = !DILocation(line: 16, column: 57, scope: !358)
!422 = !DILocation(line: 16, column: 66, scope: !358)
!423 = !DILocation(line: 16, column: 85, scope: !358)
!424 = !DILocation(line: 16, column: 74, scope: !358)
!425 = !DILocation(line: 16, column: 83, scope: !358)
!426 = !DILocation(line: 17, column: 5, scope: !338)
!427 = !DILocation(line: 0, scope: !362)
!428 = !DILocation(line: 20, column: 5, scope: !362)
!429 = !DILocation(line: 20, column: 23, scope: !365)
!430 = !DILocation(line: 21, column: 17, scope: !364)
!431 = !DILocation(line: 16, column: 29, scope: !359)
!432 = distinct !{!432, !412, !433, !113}
!433 = !DILocation(line: 16, column: 91, scope: !356)
!434 = !DILocation(line: 19, column: 9, scope: !338)
!435 = distinct !{!435, !428, !436, !113}
!436 = !DILocation(line: 25, column: 5, scope: !362)
!437 = !DILocation(line: 26, column: 5, scope: !338)
!438 = !DILocation(line: 26, column: 17, scope: !338)
!439 = !DILocation(line: 26, column: 30, scope: !338)
!440 = !DILocation(line: 28, column: 1, scope: !338)
!441 = !DILocation(line: 0, scope: !364)
!442 = !DILocation(line: 21, column: 45, scope: !364)
!443 = !DILocation(line: 21, column: 34, scope: !364)
!444 = !DILocation(line: 0, scope: !368)
!445 = !DILocation(line: 22, scope: !368)
!446 = !DILocation(line: 22, column: 31, scope: !371)
!447 = !DILocation(line: 22, column: 9, scope: !368)
!448 = !DILocation(line: 23, column: 21, scope: !364)
!449 = !DILocation(line: 0, scope: !375)
!450 = !DILocation(line: 24, column: 27, scope: !451)
!451 = distinct !DILexicalBlock(scope: !375, file: !3, line: 24, column: 9)
!452 = !DILocation(line: 24, column: 9, scope: !375)
!453 = !DILocation(line: 22, column: 52, scope: !370)
!454 = !DILocation(line: 0, scope: !370)
!455 = !DILocation(line: 22, column: 72, scope: !370)
!456 = !DILocation(line: 22, column: 106, scope: !370)
!457 = !DILocation(line: 22, column: 111, scope: !370)
!458 = !DILocation(line: 22, column: 114, scope: !370)
!459 = !DILocation(line: 22, column: 123, scope: !370)
!460 = !DILocation(line: 22, column: 97, scope: !370)
!461 = !DILocation(line: 22, column: 139, scope: !462)
!462 = distinct !DILexicalBlock(scope: !370, file: !3, line: 22, column: 129)
!463 = !DILocation(line: 22, column: 131, scope: !462)
!464 = !DILocation(line: 22, column: 144, scope: !462)
!465 = !DILocation(line: 22, column: 171, scope: !462)
!466 = !DILocation(line: 22, column: 156, scope: !462)
!467 = !DILocation(line: 22, column: 169, scope: !462)
!468 = !DILocation(line: 22, column: 182, scope: !462)
!469 = distinct !{!469, !460, !470, !113}
!470 = !DILocation(line: 22, column: 186, scope: !370)
!471 = !DILocation(line: 22, column: 196, scope: !370)
!472 = !DILocation(line: 22, scope: !370)
!473 = !DILocation(line: 22, column: 188, scope: !370)
!474 = !DILocation(line: 22, column: 201, scope: !370)
!475 = !DILocation(line: 22, column: 207, scope: !370)
!476 = !DILocation(line: 22, column: 220, scope: !370)
!477 = distinct !{!477, !447, !478, !113}
!478 = !DILocation(line: 22, column: 226, scope: !368)
!479 = !DILocation(line: 24, column: 47, scope: !480)
!480 = distinct !DILexicalBlock(scope: !481, file: !3, line: 24, column: 43)
!481 = distinct !DILexicalBlock(scope: !451, file: !3, line: 24, column: 37)
!482 = !DILocation(line: 24, column: 61, scope: !480)
!483 = !DILocation(line: 24, column: 140, scope: !484)
!484 = distinct !DILexicalBlock(scope: !480, file: !3, line: 24, column: 125)
!485 = !DILocation(line: 24, column: 74, scope: !480)
!486 = !DILocation(line: 24, column: 64, scope: !480)
!487 = !DILocation(line: 24, column: 82, scope: !480)
!488 = !DILocation(line: 24, column: 79, scope: !480)
!489 = !DILocation(line: 24, column: 43, scope: !481)
!490 = !DILocation(line: 24, column: 110, scope: !480)
!491 = !DILocation(line: 24, column: 92, scope: !480)
!492 = !DILocation(line: 24, column: 107, scope: !480)
!493 = !DILocation(line: 24, column: 127, scope: !484)
!494 = !DILocation(line: 24, column: 138, scope: !484)
!495 = !DILocation(line: 24, column: 163, scope: !484)
!496 = !DILocation(line: 24, column: 150, scope: !484)
!497 = !DILocation(line: 24, column: 161, scope: !484)
!498 = !DILocation(line: 24, column: 176, scope: !484)
!499 = !DILocation(line: 24, column: 33, scope: !451)
!500 = distinct !{!500, !452, !501, !113}
!501 = !DILocation(line: 24, column: 182, scope: !375)
!502 = !DISubprogram(name: "printf", scope: !503, file: !503, line: 356, type: !504, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!503 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!504 = !DISubroutineType(types: !505)
!505 = !{!6, !506, null}
!506 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !507)
!507 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !508, size: 64)
!508 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !31)
!509 = distinct !DISubprogram(name: "transpose", scope: !3, file: !3, line: 30, type: !510, scopeLine: 30, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !512)
!510 = !DISubroutineType(types: !511)
!511 = !{!49, !144}
!512 = !{!513, !514, !515, !516, !518, !521}
!513 = !DILocalVariable(name: "A", arg: 1, scope: !509, file: !3, line: 30, type: !144)
!514 = !DILocalVariable(name: "r", scope: !509, file: !3, line: 31, type: !55)
!515 = !DILocalVariable(name: "c", scope: !509, file: !3, line: 31, type: !55)
!516 = !DILocalVariable(name: "i", scope: !517, file: !3, line: 32, type: !6)
!517 = distinct !DILexicalBlock(scope: !509, file: !3, line: 32, column: 5)
!518 = !DILocalVariable(name: "p", scope: !519, file: !3, line: 32, type: !6)
!519 = distinct !DILexicalBlock(scope: !520, file: !3, line: 32, column: 36)
!520 = distinct !DILexicalBlock(scope: !517, file: !3, line: 32, column: 5)
!521 = !DILocalVariable(name: "T", scope: !509, file: !3, line: 33, type: !49)
!522 = !DILocation(line: 0, scope: !509)
!523 = !DILocation(line: 31, column: 46, scope: !509)
!524 = !DILocation(line: 31, column: 35, scope: !509)
!525 = !DILocation(line: 31, column: 33, scope: !509)
!526 = !DILocation(line: 31, column: 14, scope: !509)
!527 = !DILocation(line: 31, column: 57, scope: !509)
!528 = !DILocation(line: 0, scope: !517)
!529 = !DILocation(line: 32, column: 23, scope: !520)
!530 = !DILocation(line: 32, column: 5, scope: !517)
!531 = !DILocation(line: 32, column: 49, scope: !519)
!532 = distinct !{!532, !530, !533, !113}
!533 = !DILocation(line: 32, column: 120, scope: !517)
!534 = !DILocation(line: 33, column: 9, scope: !509)
!535 = !DILocation(line: 33, column: 50, scope: !509)
!536 = !DILocation(line: 33, column: 13, scope: !509)
!537 = !DILocation(line: 34, column: 5, scope: !509)
!538 = !DILocation(line: 34, column: 14, scope: !509)
!539 = !DILocation(line: 36, column: 1, scope: !509)
!540 = !DILocation(line: 0, scope: !519)
!541 = !DILocation(line: 32, column: 65, scope: !542)
!542 = distinct !DILexicalBlock(scope: !519, file: !3, line: 32, column: 36)
!543 = !DILocation(line: 32, column: 36, scope: !519)
!544 = !DILocation(line: 32, column: 97, scope: !545)
!545 = distinct !DILexicalBlock(scope: !542, file: !3, line: 32, column: 90)
!546 = !DILocation(line: 32, column: 110, scope: !545)
!547 = !DILocation(line: 32, column: 115, scope: !545)
!548 = distinct !{!548, !543, !549, !113, !114, !115}
!549 = !DILocation(line: 32, column: 120, scope: !519)
!550 = !DILocation(line: 32, column: 86, scope: !542)
!551 = distinct !{!551, !543, !549, !113, !115, !114}
!552 = !DISubprogram(name: "calloc", scope: !553, file: !553, line: 556, type: !554, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!553 = !DIFile(filename: "/usr/include/stdlib.h", directory: "", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!554 = !DISubroutineType(types: !555)
!555 = !{!556, !16, !16}
!556 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!557 = !DISubprogram(name: "malloc", scope: !553, file: !553, line: 553, type: !558, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!558 = !DISubroutineType(types: !559)
!559 = !{!556, !16}
!560 = !DISubprogram(name: "free", scope: !553, file: !553, line: 568, type: !561, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!561 = !DISubroutineType(types: !562)
!562 = !{null, !556}
