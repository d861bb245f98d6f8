; ModuleID = 'programs/float_text_roundtrip.c'
source_filename = "programs/float_text_roundtrip.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@__const.main.samples = private unnamed_addr constant [15 x double] [double 1.000000e-01, double 2.000000e-01, double 3.000000e-01, double 0x3FD5555555555555, double 0x3FE5555555555555, double 0x44B52D02C7E14AF6, double 4.940660e-324, double 0x7FEFFFFFFFFFFFFF, double 0x10000000000000, double 0x419D6F34547E6B75, double 0x4340000000000000, double 0x3FD3333333333334, double 1.000000e+02, double 1.500000e-05, double 0x400921FB54442D18], align 16
@.str = private unnamed_addr constant [12 x i8] c"%-25s p=%d\0A\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [6 x i8] c"%.17g\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [28 x i8] c"double precision histogram:\00", align 1, !dbg !12
@.str.3 = private unnamed_addr constant [4 x i8] c" %d\00", align 1, !dbg !17
@.str.5 = private unnamed_addr constant [27 x i8] c"float precision histogram:\00", align 1, !dbg !22
@.str.6 = private unnamed_addr constant [9 x i8] c"\0Abad=%d\0A\00", align 1, !dbg !27
@.str.7 = private unnamed_addr constant [5 x i8] c"%.*g\00", align 1, !dbg !32

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 !dbg !59 {
  %1 = alloca [64 x i8], align 16, !DIAssignID !109
    #dbg_assign(i1 undef, !68, !DIExpression(), !109, ptr %1, !DIExpression(), !110)
  %2 = alloca [18 x i32], align 16, !DIAssignID !111
    #dbg_assign(i1 undef, !72, !DIExpression(), !111, ptr %2, !DIExpression(), !110)
  %3 = alloca i32, align 4, !DIAssignID !112
    #dbg_assign(i1 undef, !95, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !112, ptr %3, !DIExpression(), !110)
  %4 = alloca i32, align 8, !DIAssignID !113
    #dbg_assign(i1 undef, !95, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !113, ptr %4, !DIExpression(), !110)
  %5 = alloca i32, align 4, !DIAssignID !114
    #dbg_assign(i1 undef, !95, !DIExpression(DW_OP_LLVM_fragment, 96, 32), !114, ptr %5, !DIExpression(), !110)
  %6 = alloca i32, align 16, !DIAssignID !115
    #dbg_assign(i1 undef, !95, !DIExpression(DW_OP_LLVM_fragment, 128, 32), !115, ptr %6, !DIExpression(), !110)
  %7 = alloca i32, align 4, !DIAssignID !116
    #dbg_assign(i1 undef, !95, !DIExpression(DW_OP_LLVM_fragment, 160, 32), !116, ptr %7, !DIExpression(), !110)
  %8 = alloca i32, align 8, !DIAssignID !117
    #dbg_assign(i1 undef, !95, !DIExpression(DW_OP_LLVM_fragment, 192, 32), !117, ptr %8, !DIExpression(), !110)
  %9 = alloca i32, align 4, !DIAssignID !118
    #dbg_assign(i1 undef, !95, !DIExpression(DW_OP_LLVM_fragment, 224, 32), !118, ptr %9, !DIExpression(), !110)
  %10 = alloca i32, align 16, !DIAssignID !119
    #dbg_assign(i1 undef, !95, !DIExpression(DW_OP_LLVM_fragment, 256, 32), !119, ptr %10, !DIExpression(), !110)
  %11 = alloca i32, align 4, !DIAssignID !120
    #dbg_assign(i1 undef, !95, !DIExpression(DW_OP_LLVM_fragment, 288, 32), !120, ptr %11, !DIExpression(), !110)
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %1) #6, !dbg !121
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %2) #6, !dbg !122
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(72) %2, i8 0, i64 72, i1 false), !dbg !123, !DIAssignID !124
    #dbg_assign(i8 0, !72, !DIExpression(), !124, ptr %2, !DIExpression(), !110)
    #dbg_value(i32 0, !76, !DIExpression(), !110)
    #dbg_value(i32 0, !77, !DIExpression(), !125)
  br label %12, !dbg !126

12:                                               ; preds = %0, %24
  %13 = phi i64 [ 0, %0 ], [ %27, %24 ]
    #dbg_value(i64 %13, !77, !DIExpression(), !125)
  %14 = getelementptr inbounds [15 x double], ptr @__const.main.samples, i64 0, i64 %13, !dbg !127
  %15 = load double, ptr %14, align 8, !dbg !127, !tbaa !128
    #dbg_value(double %15, !132, !DIExpression(), !141)
    #dbg_value(ptr %1, !138, !DIExpression(), !141)
    #dbg_value(i32 1, !139, !DIExpression(), !143)
  br label %16, !dbg !144

16:                                               ; preds = %21, %12
  %17 = phi i32 [ 1, %12 ], [ %22, %21 ]
    #dbg_value(i32 %17, !139, !DIExpression(), !143)
  %18 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %1, i64 noundef 40, ptr noundef nonnull @.str.7, i32 noundef %17, double noundef %15) #6, !dbg !145
  %19 = call double @strtod(ptr nocapture noundef nonnull %1, ptr noundef null) #6, !dbg !148
  %20 = fcmp oeq double %19, %15, !dbg !150
  br i1 %20, label %24, label %21, !dbg !151

21:                                               ; preds = %16
  %22 = add nuw nsw i32 %17, 1, !dbg !152
    #dbg_value(i32 %22, !139, !DIExpression(), !143)
  %23 = icmp eq i32 %22, 18, !dbg !153
  br i1 %23, label %24, label %16, !dbg !144, !llvm.loop !154

24:                                               ; preds = %16, %21
  %25 = phi i32 [ -1, %21 ], [ %17, %16 ]
    #dbg_value(i32 %25, !79, !DIExpression(), !157)
  %26 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull %1, i32 noundef %25), !dbg !158
  %27 = add nuw nsw i64 %13, 1, !dbg !159
    #dbg_value(i64 %27, !77, !DIExpression(), !125)
  %28 = icmp eq i64 %27, 15, !dbg !160
  br i1 %28, label %83, label %12, !dbg !126, !llvm.loop !161

29:                                               ; preds = %110
  %30 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2), !dbg !163
    #dbg_value(i64 1, !93, !DIExpression(), !164)
  %31 = getelementptr inbounds i8, ptr %2, i64 4, !dbg !165
  %32 = load i32, ptr %31, align 4, !dbg !165, !tbaa !167
  %33 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %32), !dbg !169
    #dbg_value(i64 2, !93, !DIExpression(), !164)
  %34 = getelementptr inbounds i8, ptr %2, i64 8, !dbg !165
  %35 = load i32, ptr %34, align 8, !dbg !165, !tbaa !167
  %36 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %35), !dbg !169
    #dbg_value(i64 3, !93, !DIExpression(), !164)
  %37 = getelementptr inbounds i8, ptr %2, i64 12, !dbg !165
  %38 = load i32, ptr %37, align 4, !dbg !165, !tbaa !167
  %39 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %38), !dbg !169
    #dbg_value(i64 4, !93, !DIExpression(), !164)
  %40 = getelementptr inbounds i8, ptr %2, i64 16, !dbg !165
  %41 = load i32, ptr %40, align 16, !dbg !165, !tbaa !167
  %42 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %41), !dbg !169
    #dbg_value(i64 5, !93, !DIExpression(), !164)
  %43 = getelementptr inbounds i8, ptr %2, i64 20, !dbg !165
  %44 = load i32, ptr %43, align 4, !dbg !165, !tbaa !167
  %45 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %44), !dbg !169
    #dbg_value(i64 6, !93, !DIExpression(), !164)
  %46 = getelementptr inbounds i8, ptr %2, i64 24, !dbg !165
  %47 = load i32, ptr %46, align 8, !dbg !165, !tbaa !167
  %48 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %47), !dbg !169
    #dbg_value(i64 7, !93, !DIExpression(), !164)
  %49 = getelementptr inbounds i8, ptr %2, i64 28, !dbg !165
  %50 = load i32, ptr %49, align 4, !dbg !165, !tbaa !167
  %51 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %50), !dbg !169
    #dbg_value(i64 8, !93, !DIExpression(), !164)
  %52 = getelementptr inbounds i8, ptr %2, i64 32, !dbg !165
  %53 = load i32, ptr %52, align 16, !dbg !165, !tbaa !167
  %54 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %53), !dbg !169
    #dbg_value(i64 9, !93, !DIExpression(), !164)
  %55 = getelementptr inbounds i8, ptr %2, i64 36, !dbg !165
  %56 = load i32, ptr %55, align 4, !dbg !165, !tbaa !167
  %57 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %56), !dbg !169
    #dbg_value(i64 10, !93, !DIExpression(), !164)
  %58 = getelementptr inbounds i8, ptr %2, i64 40, !dbg !165
  %59 = load i32, ptr %58, align 8, !dbg !165, !tbaa !167
  %60 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %59), !dbg !169
    #dbg_value(i64 11, !93, !DIExpression(), !164)
  %61 = getelementptr inbounds i8, ptr %2, i64 44, !dbg !165
  %62 = load i32, ptr %61, align 4, !dbg !165, !tbaa !167
  %63 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %62), !dbg !169
    #dbg_value(i64 12, !93, !DIExpression(), !164)
  %64 = getelementptr inbounds i8, ptr %2, i64 48, !dbg !165
  %65 = load i32, ptr %64, align 16, !dbg !165, !tbaa !167
  %66 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %65), !dbg !169
    #dbg_value(i64 13, !93, !DIExpression(), !164)
  %67 = getelementptr inbounds i8, ptr %2, i64 52, !dbg !165
  %68 = load i32, ptr %67, align 4, !dbg !165, !tbaa !167
  %69 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %68), !dbg !169
    #dbg_value(i64 14, !93, !DIExpression(), !164)
  %70 = getelementptr inbounds i8, ptr %2, i64 56, !dbg !165
  %71 = load i32, ptr %70, align 8, !dbg !165, !tbaa !167
  %72 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %71), !dbg !169
    #dbg_value(i64 15, !93, !DIExpression(), !164)
  %73 = getelementptr inbounds i8, ptr %2, i64 60, !dbg !165
  %74 = load i32, ptr %73, align 4, !dbg !165, !tbaa !167
  %75 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %74), !dbg !169
    #dbg_value(i64 16, !93, !DIExpression(), !164)
  %76 = getelementptr inbounds i8, ptr %2, i64 64, !dbg !165
  %77 = load i32, ptr %76, align 16, !dbg !165, !tbaa !167
  %78 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %77), !dbg !169
    #dbg_value(i64 17, !93, !DIExpression(), !164)
  %79 = getelementptr inbounds i8, ptr %2, i64 68, !dbg !165
  %80 = load i32, ptr %79, align 4, !dbg !165, !tbaa !167
  %81 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %80), !dbg !169
    #dbg_value(i64 18, !93, !DIExpression(), !164)
  %82 = call i32 @putchar(i32 10), !dbg !170
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %3), !dbg !171
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %4), !dbg !171
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %5), !dbg !171
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %6), !dbg !171
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %7), !dbg !171
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %8), !dbg !171
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %9), !dbg !171
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %10), !dbg !171
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %11), !dbg !171
  store i32 0, ptr %3, align 4, !dbg !172, !DIAssignID !173
  store i32 0, ptr %4, align 8, !dbg !172, !DIAssignID !174
  store i32 0, ptr %5, align 4, !dbg !172, !DIAssignID !175
  store i32 0, ptr %6, align 16, !dbg !172, !DIAssignID !176
  store i32 0, ptr %7, align 4, !dbg !172, !DIAssignID !177
  store i32 0, ptr %8, align 8, !dbg !172, !DIAssignID !178
  store i32 0, ptr %9, align 4, !dbg !172, !DIAssignID !179
  store i32 0, ptr %10, align 16, !dbg !172, !DIAssignID !180
  store i32 0, ptr %11, align 4, !dbg !172, !DIAssignID !181
    #dbg_value(i32 0, !95, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !110)
    #dbg_assign(i32 0, !95, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !173, ptr %3, !DIExpression(), !110)
    #dbg_assign(i32 0, !95, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !174, ptr %4, !DIExpression(), !110)
    #dbg_assign(i32 0, !95, !DIExpression(DW_OP_LLVM_fragment, 96, 32), !175, ptr %5, !DIExpression(), !110)
    #dbg_assign(i32 0, !95, !DIExpression(DW_OP_LLVM_fragment, 128, 32), !176, ptr %6, !DIExpression(), !110)
    #dbg_assign(i32 0, !95, !DIExpression(DW_OP_LLVM_fragment, 160, 32), !177, ptr %7, !DIExpression(), !110)
    #dbg_assign(i32 0, !95, !DIExpression(DW_OP_LLVM_fragment, 192, 32), !178, ptr %8, !DIExpression(), !110)
    #dbg_assign(i32 0, !95, !DIExpression(DW_OP_LLVM_fragment, 224, 32), !179, ptr %9, !DIExpression(), !110)
    #dbg_assign(i32 0, !95, !DIExpression(DW_OP_LLVM_fragment, 256, 32), !180, ptr %10, !DIExpression(), !110)
    #dbg_assign(i32 0, !95, !DIExpression(DW_OP_LLVM_fragment, 288, 32), !181, ptr %11, !DIExpression(), !110)
    #dbg_value(i32 0, !99, !DIExpression(), !182)
    #dbg_value(i32 %116, !76, !DIExpression(), !110)
    #dbg_value(i64 %92, !82, !DIExpression(), !110)
  br label %140, !dbg !183

83:                                               ; preds = %24, %110
  %84 = phi i32 [ %116, %110 ], [ 0, %24 ]
  %85 = phi i64 [ %92, %110 ], [ 88172645463325252, %24 ]
  %86 = phi i32 [ %117, %110 ], [ 0, %24 ]
    #dbg_value(i32 %84, !76, !DIExpression(), !110)
    #dbg_value(i64 %85, !82, !DIExpression(), !110)
    #dbg_value(i32 %86, !86, !DIExpression(), !184)
  %87 = shl i64 %85, 13, !dbg !185
  %88 = xor i64 %87, %85, !dbg !186
    #dbg_value(i64 %88, !82, !DIExpression(), !110)
  %89 = lshr i64 %88, 7, !dbg !187
  %90 = xor i64 %89, %88, !dbg !188
    #dbg_value(i64 %90, !82, !DIExpression(), !110)
  %91 = shl i64 %90, 17, !dbg !189
  %92 = xor i64 %91, %90, !dbg !190
    #dbg_value(i64 %92, !82, !DIExpression(), !110)
  %93 = and i64 %92, 9218868437227405311, !dbg !191
    #dbg_value(i64 %93, !91, !DIExpression(), !192)
  %94 = bitcast i64 %93 to double, !dbg !193
    #dbg_value(double %94, !88, !DIExpression(), !192)
    #dbg_value(double %94, !132, !DIExpression(), !194)
    #dbg_value(ptr %1, !138, !DIExpression(), !194)
    #dbg_value(i32 1, !139, !DIExpression(), !196)
  br label %95, !dbg !197

95:                                               ; preds = %100, %83
  %96 = phi i32 [ 1, %83 ], [ %101, %100 ]
    #dbg_value(i32 %96, !139, !DIExpression(), !196)
  %97 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %1, i64 noundef 40, ptr noundef nonnull @.str.7, i32 noundef %96, double noundef %94) #6, !dbg !198
  %98 = call double @strtod(ptr nocapture noundef nonnull %1, ptr noundef null) #6, !dbg !199
  %99 = fcmp oeq double %98, %94, !dbg !200
  br i1 %99, label %105, label %100, !dbg !201

100:                                              ; preds = %95
  %101 = add nuw nsw i32 %96, 1, !dbg !202
    #dbg_value(i32 %101, !139, !DIExpression(), !196)
  %102 = icmp eq i32 %101, 18, !dbg !203
  br i1 %102, label %103, label %95, !dbg !197, !llvm.loop !204

103:                                              ; preds = %100
    #dbg_value(i32 -1, !92, !DIExpression(), !192)
  %104 = add nsw i32 %84, 1, !dbg !206
    #dbg_value(i32 %104, !76, !DIExpression(), !110)
  br label %110, !dbg !208

105:                                              ; preds = %95
    #dbg_value(i32 %96, !92, !DIExpression(), !192)
  %106 = zext nneg i32 %96 to i64, !dbg !209
  %107 = getelementptr inbounds [18 x i32], ptr %2, i64 0, i64 %106, !dbg !209
  %108 = load i32, ptr %107, align 4, !dbg !210, !tbaa !167
  %109 = add nsw i32 %108, 1, !dbg !210
  store i32 %109, ptr %107, align 4, !dbg !210, !tbaa !167
  br label %110

110:                                              ; preds = %105, %103
  %111 = phi i32 [ %104, %103 ], [ %84, %105 ], !dbg !110
    #dbg_value(i32 %111, !76, !DIExpression(), !110)
  %112 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %1, i64 noundef 64, ptr noundef nonnull @.str.1, double noundef %94) #6, !dbg !211
  %113 = call double @strtod(ptr nocapture noundef nonnull %1, ptr noundef null) #6, !dbg !212
  %114 = fcmp une double %113, %94, !dbg !214
  %115 = zext i1 %114 to i32, !dbg !215
  %116 = add nsw i32 %111, %115, !dbg !215
    #dbg_value(i32 %116, !76, !DIExpression(), !110)
  %117 = add nuw nsw i32 %86, 1, !dbg !216
    #dbg_value(i64 %92, !82, !DIExpression(), !110)
    #dbg_value(i32 %117, !86, !DIExpression(), !184)
  %118 = icmp eq i32 %117, 20000, !dbg !217
  br i1 %118, label %29, label %83, !dbg !218, !llvm.loop !219

119:                                              ; preds = %195
  %120 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5), !dbg !221
    #dbg_value(i64 1, !107, !DIExpression(), !222)
  %121 = load i32, ptr %3, align 4, !dbg !223, !tbaa !167
  %122 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %121), !dbg !225
    #dbg_value(i64 2, !107, !DIExpression(), !222)
  %123 = load i32, ptr %4, align 8, !dbg !223, !tbaa !167
  %124 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %123), !dbg !225
    #dbg_value(i64 3, !107, !DIExpression(), !222)
  %125 = load i32, ptr %5, align 4, !dbg !223, !tbaa !167
  %126 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %125), !dbg !225
    #dbg_value(i64 4, !107, !DIExpression(), !222)
  %127 = load i32, ptr %6, align 16, !dbg !223, !tbaa !167
  %128 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %127), !dbg !225
    #dbg_value(i64 5, !107, !DIExpression(), !222)
  %129 = load i32, ptr %7, align 4, !dbg !223, !tbaa !167
  %130 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %129), !dbg !225
    #dbg_value(i64 6, !107, !DIExpression(), !222)
  %131 = load i32, ptr %8, align 8, !dbg !223, !tbaa !167
  %132 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %131), !dbg !225
    #dbg_value(i64 7, !107, !DIExpression(), !222)
  %133 = load i32, ptr %9, align 4, !dbg !223, !tbaa !167
  %134 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %133), !dbg !225
    #dbg_value(i64 8, !107, !DIExpression(), !222)
  %135 = load i32, ptr %10, align 16, !dbg !223, !tbaa !167
  %136 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %135), !dbg !225
    #dbg_value(i64 9, !107, !DIExpression(), !222)
  %137 = load i32, ptr %11, align 4, !dbg !223, !tbaa !167
  %138 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %137), !dbg !225
    #dbg_value(i64 10, !107, !DIExpression(), !222)
  %139 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef %196), !dbg !226
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %3), !dbg !227
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %4), !dbg !227
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %5), !dbg !227
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %6), !dbg !227
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %7), !dbg !227
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %8), !dbg !227
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %9), !dbg !227
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %10), !dbg !227
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %11), !dbg !227
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %2) #6, !dbg !227
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %1) #6, !dbg !227
  ret i32 %196, !dbg !228

140:                                              ; preds = %29, %195
  %141 = phi i32 [ %116, %29 ], [ %196, %195 ]
  %142 = phi i64 [ %92, %29 ], [ %149, %195 ]
  %143 = phi i32 [ 0, %29 ], [ %197, %195 ]
    #dbg_value(i32 %141, !76, !DIExpression(), !110)
    #dbg_value(i64 %142, !82, !DIExpression(), !110)
    #dbg_value(i32 %143, !99, !DIExpression(), !182)
  %144 = shl i64 %142, 13, !dbg !229
  %145 = xor i64 %144, %142, !dbg !230
    #dbg_value(i64 %145, !82, !DIExpression(), !110)
  %146 = lshr i64 %145, 7, !dbg !231
  %147 = xor i64 %146, %145, !dbg !232
    #dbg_value(i64 %147, !82, !DIExpression(), !110)
  %148 = shl i64 %147, 17, !dbg !233
  %149 = xor i64 %148, %147, !dbg !234
    #dbg_value(i64 %149, !82, !DIExpression(), !110)
  %150 = trunc i64 %149 to i32, !dbg !235
  %151 = and i32 %150, 2139095039, !dbg !236
    #dbg_value(i32 %151, !101, !DIExpression(), !237)
  %152 = bitcast i32 %151 to float, !dbg !238
    #dbg_value(float %152, !104, !DIExpression(), !237)
    #dbg_value(float %152, !239, !DIExpression(), !247)
    #dbg_value(ptr %1, !244, !DIExpression(), !247)
    #dbg_value(i32 1, !245, !DIExpression(), !249)
  %153 = fpext float %152 to double, !dbg !250
  %154 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %1, i64 noundef 40, ptr noundef nonnull @.str.7, i32 noundef 1, double noundef %153) #6, !dbg !253
  %155 = call float @strtof(ptr nocapture noundef nonnull %1, ptr noundef null) #6, !dbg !254
  %156 = fcmp oeq float %155, %152, !dbg !256
  br i1 %156, label %191, label %157, !dbg !257

157:                                              ; preds = %140
    #dbg_value(i32 2, !245, !DIExpression(), !249)
  %158 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %1, i64 noundef 40, ptr noundef nonnull @.str.7, i32 noundef 2, double noundef %153) #6, !dbg !253
  %159 = call float @strtof(ptr nocapture noundef nonnull %1, ptr noundef null) #6, !dbg !254
  %160 = fcmp oeq float %159, %152, !dbg !256
  br i1 %160, label %191, label %161, !dbg !257

161:                                              ; preds = %157
    #dbg_value(i32 3, !245, !DIExpression(), !249)
  %162 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %1, i64 noundef 40, ptr noundef nonnull @.str.7, i32 noundef 3, double noundef %153) #6, !dbg !253
  %163 = call float @strtof(ptr nocapture noundef nonnull %1, ptr noundef null) #6, !dbg !254
  %164 = fcmp oeq float %163, %152, !dbg !256
  br i1 %164, label %191, label %165, !dbg !257

165:                                              ; preds = %161
    #dbg_value(i32 4, !245, !DIExpression(), !249)
  %166 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %1, i64 noundef 40, ptr noundef nonnull @.str.7, i32 noundef 4, double noundef %153) #6, !dbg !253
  %167 = call float @strtof(ptr nocapture noundef nonnull %1, ptr noundef null) #6, !dbg !254
  %168 = fcmp oeq float %167, %152, !dbg !256
  br i1 %168, label %191, label %169, !dbg !257

169:                                              ; preds = %165
    #dbg_value(i32 5, !245, !DIExpression(), !249)
  %170 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %1, i64 noundef 40, ptr noundef nonnull @.str.7, i32 noundef 5, double noundef %153) #6, !dbg !253
  %171 = call float @strtof(ptr nocapture noundef nonnull %1, ptr noundef null) #6, !dbg !254
  %172 = fcmp oeq float %171, %152, !dbg !256
  br i1 %172, label %191, label %173, !dbg !257

173:                                              ; preds = %169
    #dbg_value(i32 6, !245, !DIExpression(), !249)
  %174 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %1, i64 noundef 40, ptr noundef nonnull @.str.7, i32 noundef 6, double noundef %153) #6, !dbg !253
  %175 = call float @strtof(ptr nocapture noundef nonnull %1, ptr noundef null) #6, !dbg !254
  %176 = fcmp oeq float %175, %152, !dbg !256
  br i1 %176, label %191, label %177, !dbg !257

177:                                              ; preds = %173
    #dbg_value(i32 7, !245, !DIExpression(), !249)
  %178 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %1, i64 noundef 40, ptr noundef nonnull @.str.7, i32 noundef 7, double noundef %153) #6, !dbg !253
  %179 = call float @strtof(ptr nocapture noundef nonnull %1, ptr noundef null) #6, !dbg !254
  %180 = fcmp oeq float %179, %152, !dbg !256
  br i1 %180, label %191, label %181, !dbg !257

181:                                              ; preds = %177
    #dbg_value(i32 8, !245, !DIExpression(), !249)
  %182 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %1, i64 noundef 40, ptr noundef nonnull @.str.7, i32 noundef 8, double noundef %153) #6, !dbg !253
  %183 = call float @strtof(ptr nocapture noundef nonnull %1, ptr noundef null) #6, !dbg !254
  %184 = fcmp oeq float %183, %152, !dbg !256
  br i1 %184, label %191, label %185, !dbg !257

185:                                              ; preds = %181
    #dbg_value(i32 9, !245, !DIExpression(), !249)
  %186 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %1, i64 noundef 40, ptr noundef nonnull @.str.7, i32 noundef 9, double noundef %153) #6, !dbg !253
  %187 = call float @strtof(ptr nocapture noundef nonnull %1, ptr noundef null) #6, !dbg !254
  %188 = fcmp oeq float %187, %152, !dbg !256
  br i1 %188, label %191, label %189, !dbg !257

189:                                              ; preds = %185
    #dbg_value(i32 10, !245, !DIExpression(), !249)
    #dbg_value(i32 -1, !106, !DIExpression(), !237)
  %190 = add nsw i32 %141, 1, !dbg !258
    #dbg_value(i32 %190, !76, !DIExpression(), !110)
  br label %195, !dbg !260

191:                                              ; preds = %140, %157, %161, %165, %169, %173, %177, %181, %185
  %192 = phi ptr [ %11, %185 ], [ %10, %181 ], [ %9, %177 ], [ %8, %173 ], [ %7, %169 ], [ %6, %165 ], [ %5, %161 ], [ %4, %157 ], [ %3, %140 ]
    #dbg_value(i64 poison, !106, !DIExpression(), !237)
  %193 = load i32, ptr %192, align 4, !dbg !261, !tbaa !167
  %194 = add nsw i32 %193, 1, !dbg !261
  store i32 %194, ptr %192, align 4, !dbg !261, !tbaa !167
  br label %195

195:                                              ; preds = %191, %189
  %196 = phi i32 [ %190, %189 ], [ %141, %191 ], !dbg !110
    #dbg_value(i32 %196, !76, !DIExpression(), !110)
  %197 = add nuw nsw i32 %143, 1, !dbg !262
    #dbg_value(i64 %149, !82, !DIExpression(), !110)
    #dbg_value(i32 %197, !99, !DIExpression(), !182)
  %198 = icmp eq i32 %197, 20000, !dbg !263
  br i1 %198, label %119, label %140, !dbg !183, !llvm.loop !264
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #2

; Function Attrs: nofree nounwind
declare !dbg !266 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare !dbg !273 noundef i32 @snprintf(ptr noalias nocapture noundef writeonly, i64 noundef, ptr nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: mustprogress nofree nounwind willreturn
declare !dbg !279 double @strtod(ptr noundef readonly, ptr nocapture noundef) local_unnamed_addr #4

; Function Attrs: mustprogress nofree nounwind willreturn
declare !dbg !285 float @strtof(ptr noundef readonly, ptr nocapture noundef) local_unnamed_addr #4

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #5

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #3 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nofree nounwind willreturn "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nofree nounwind }
attributes #6 = { nounwind }

!llvm.dbg.cu = !{!37}
!llvm.module.flags = !{!51, !52, !53, !54, !55, !56, !57}
!llvm.ident = !{!58}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 14, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "programs/float_text_roundtrip.c", directory: ".", checksumkind: CSK_MD5, checksum: "7ad3a106809215f6ef5f5e48ac54c000")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 96, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 12)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 17, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 48, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 6)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 18, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 224, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 28)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(scope: null, file: !2, line: 18, type: !19, isLocal: true, isDefinition: true)
!19 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 32, elements: !20)
!20 = !{!21}
!21 = !DISubrange(count: 4)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(scope: null, file: !2, line: 21, type: !24, isLocal: true, isDefinition: true)
!24 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 216, elements: !25)
!25 = !{!26}
!26 = !DISubrange(count: 27)
!27 = !DIGlobalVariableExpression(var: !28, expr: !DIExpression())
!28 = distinct !DIGlobalVariable(scope: null, file: !2, line: 21, type: !29, isLocal: true, isDefinition: true)
!29 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 72, elements: !30)
!30 = !{!31}
!31 = !DISubrange(count: 9)
!32 = !DIGlobalVariableExpression(var: !33, expr: !DIExpression())
!33 = distinct !DIGlobalVariable(scope: null, file: !2, line: 9, type: !34, isLocal: true, isDefinition: true)
!34 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 40, elements: !35)
!35 = !{!36}
!36 = !DISubrange(count: 5)
!37 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !38, globals: !45, splitDebugInlining: false, nameTableKind: None)
!38 = !{!39, !44}
!39 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint32_t", file: !40, line: 26, baseType: !41)
!40 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-uintn.h", directory: "", checksumkind: CSK_MD5, checksum: "2bf2ae53c58c01b1a1b9383b5195125c")
!41 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint32_t", file: !42, line: 42, baseType: !43)
!42 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!43 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!44 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!45 = !{!0, !7, !12, !17, !46, !22, !27, !32}
!46 = !DIGlobalVariableExpression(var: !47, expr: !DIExpression())
!47 = distinct !DIGlobalVariable(scope: null, file: !2, line: 18, type: !48, isLocal: true, isDefinition: true)
!48 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 16, elements: !49)
!49 = !{!50}
!50 = !DISubrange(count: 2)
!51 = !{i32 7, !"Dwarf Version", i32 5}
!52 = !{i32 2, !"Debug Info Version", i32 3}
!53 = !{i32 1, !"wchar_size", i32 4}
!54 = !{i32 8, !"PIC Level", i32 2}
!55 = !{i32 7, !"PIE Level", i32 2}
!56 = !{i32 7, !"uwtable", i32 2}
!57 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!58 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!59 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 11, type: !60, scopeLine: 11, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !37, retainedNodes: !63)
!60 = !DISubroutineType(types: !61)
!61 = !{!62}
!62 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!63 = !{!64, !68, !72, !76, !77, !79, !82, !86, !88, !91, !92, !93, !95, !99, !101, !104, !106, !107}
!64 = !DILocalVariable(name: "samples", scope: !59, file: !2, line: 12, type: !65)
!65 = !DICompositeType(tag: DW_TAG_array_type, baseType: !44, size: 960, elements: !66)
!66 = !{!67}
!67 = !DISubrange(count: 15)
!68 = !DILocalVariable(name: "buf", scope: !59, file: !2, line: 13, type: !69)
!69 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 512, elements: !70)
!70 = !{!71}
!71 = !DISubrange(count: 64)
!72 = !DILocalVariable(name: "hist", scope: !59, file: !2, line: 13, type: !73)
!73 = !DICompositeType(tag: DW_TAG_array_type, baseType: !62, size: 576, elements: !74)
!74 = !{!75}
!75 = !DISubrange(count: 18)
!76 = !DILocalVariable(name: "bad", scope: !59, file: !2, line: 13, type: !62)
!77 = !DILocalVariable(name: "i", scope: !78, file: !2, line: 14, type: !43)
!78 = distinct !DILexicalBlock(scope: !59, file: !2, line: 14, column: 5)
!79 = !DILocalVariable(name: "p", scope: !80, file: !2, line: 14, type: !62)
!80 = distinct !DILexicalBlock(scope: !81, file: !2, line: 14, column: 71)
!81 = distinct !DILexicalBlock(scope: !78, file: !2, line: 14, column: 5)
!82 = !DILocalVariable(name: "s", scope: !59, file: !2, line: 15, type: !83)
!83 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint64_t", file: !40, line: 27, baseType: !84)
!84 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint64_t", file: !42, line: 45, baseType: !85)
!85 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!86 = !DILocalVariable(name: "i", scope: !87, file: !2, line: 16, type: !62)
!87 = distinct !DILexicalBlock(scope: !59, file: !2, line: 16, column: 5)
!88 = !DILocalVariable(name: "d", scope: !89, file: !2, line: 16, type: !44)
!89 = distinct !DILexicalBlock(scope: !90, file: !2, line: 16, column: 37)
!90 = distinct !DILexicalBlock(scope: !87, file: !2, line: 16, column: 5)
!91 = !DILocalVariable(name: "bits", scope: !89, file: !2, line: 16, type: !83)
!92 = !DILocalVariable(name: "p", scope: !89, file: !2, line: 17, type: !62)
!93 = !DILocalVariable(name: "p", scope: !94, file: !2, line: 18, type: !62)
!94 = distinct !DILexicalBlock(scope: !59, file: !2, line: 18, column: 44)
!95 = !DILocalVariable(name: "fh", scope: !59, file: !2, line: 19, type: !96)
!96 = !DICompositeType(tag: DW_TAG_array_type, baseType: !62, size: 320, elements: !97)
!97 = !{!98}
!98 = !DISubrange(count: 10)
!99 = !DILocalVariable(name: "i", scope: !100, file: !2, line: 20, type: !62)
!100 = distinct !DILexicalBlock(scope: !59, file: !2, line: 20, column: 5)
!101 = !DILocalVariable(name: "b", scope: !102, file: !2, line: 20, type: !39)
!102 = distinct !DILexicalBlock(scope: !103, file: !2, line: 20, column: 37)
!103 = distinct !DILexicalBlock(scope: !100, file: !2, line: 20, column: 5)
!104 = !DILocalVariable(name: "f", scope: !102, file: !2, line: 20, type: !105)
!105 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!106 = !DILocalVariable(name: "p", scope: !102, file: !2, line: 20, type: !62)
!107 = !DILocalVariable(name: "p", scope: !108, file: !2, line: 21, type: !62)
!108 = distinct !DILexicalBlock(scope: !59, file: !2, line: 21, column: 43)
!109 = distinct !DIAssignID()
!110 = !DILocation(line: 0, scope: !59)
!111 = distinct !DIAssignID()
!112 = distinct !DIAssignID()
!113 = distinct !DIAssignID()
!114 = distinct !DIAssignID()
!115 = distinct !DIAssignID()
!116 = distinct !DIAssignID()
!117 = distinct !DIAssignID()
!118 = distinct !DIAssignID()
!119 = distinct !DIAssignID()
!120 = distinct !DIAssignID()
!121 = !DILocation(line: 13, column: 5, scope: !59)
!122 = !DILocation(line: 13, column: 19, scope: !59)
!123 = !DILocation(line: 13, column: 23, scope: !59)
!124 = distinct !DIAssignID()
!125 = !DILocation(line: 0, scope: !78)
!126 = !DILocation(line: 14, column: 5, scope: !78)
!127 = !DILocation(line: 14, column: 92, scope: !80)
!128 = !{!129, !129, i64 0}
!129 = !{!"double", !130, i64 0}
!130 = !{!"omnipotent char", !131, i64 0}
!131 = !{!"Simple C/C++ TBAA"}
!132 = !DILocalVariable(name: "d", arg: 1, scope: !133, file: !2, line: 9, type: !44)
!133 = distinct !DISubprogram(name: "shortest_d", scope: !2, file: !2, line: 9, type: !134, scopeLine: 9, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !37, retainedNodes: !137)
!134 = !DISubroutineType(types: !135)
!135 = !{!62, !44, !136}
!136 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!137 = !{!132, !138, !139}
!138 = !DILocalVariable(name: "out", arg: 2, scope: !133, file: !2, line: 9, type: !136)
!139 = !DILocalVariable(name: "p", scope: !140, file: !2, line: 9, type: !62)
!140 = distinct !DILexicalBlock(scope: !133, file: !2, line: 9, column: 46)
!141 = !DILocation(line: 0, scope: !133, inlinedAt: !142)
!142 = distinct !DILocation(line: 14, column: 81, scope: !80)
!143 = !DILocation(line: 0, scope: !140, inlinedAt: !142)
!144 = !DILocation(line: 9, column: 46, scope: !140, inlinedAt: !142)
!145 = !DILocation(line: 9, column: 78, scope: !146, inlinedAt: !142)
!146 = distinct !DILexicalBlock(scope: !147, file: !2, line: 9, column: 76)
!147 = distinct !DILexicalBlock(scope: !140, file: !2, line: 9, column: 46)
!148 = !DILocation(line: 9, column: 115, scope: !149, inlinedAt: !142)
!149 = distinct !DILexicalBlock(scope: !146, file: !2, line: 9, column: 115)
!150 = !DILocation(line: 9, column: 133, scope: !149, inlinedAt: !142)
!151 = !DILocation(line: 9, column: 115, scope: !146, inlinedAt: !142)
!152 = !DILocation(line: 9, column: 72, scope: !147, inlinedAt: !142)
!153 = !DILocation(line: 9, column: 64, scope: !147, inlinedAt: !142)
!154 = distinct !{!154, !144, !155, !156}
!155 = !DILocation(line: 9, column: 149, scope: !140, inlinedAt: !142)
!156 = !{!"llvm.loop.mustprogress"}
!157 = !DILocation(line: 0, scope: !80)
!158 = !DILocation(line: 14, column: 110, scope: !80)
!159 = !DILocation(line: 14, column: 67, scope: !81)
!160 = !DILocation(line: 14, column: 28, scope: !81)
!161 = distinct !{!161, !126, !162, !156}
!162 = !DILocation(line: 14, column: 142, scope: !78)
!163 = !DILocation(line: 18, column: 5, scope: !59)
!164 = !DILocation(line: 0, scope: !94)
!165 = !DILocation(line: 18, column: 88, scope: !166)
!166 = distinct !DILexicalBlock(scope: !94, file: !2, line: 18, column: 44)
!167 = !{!168, !168, i64 0}
!168 = !{!"int", !130, i64 0}
!169 = !DILocation(line: 18, column: 74, scope: !166)
!170 = !DILocation(line: 18, column: 98, scope: !59)
!171 = !DILocation(line: 19, column: 5, scope: !59)
!172 = !DILocation(line: 19, column: 9, scope: !59)
!173 = distinct !DIAssignID()
!174 = distinct !DIAssignID()
!175 = distinct !DIAssignID()
!176 = distinct !DIAssignID()
!177 = distinct !DIAssignID()
!178 = distinct !DIAssignID()
!179 = distinct !DIAssignID()
!180 = distinct !DIAssignID()
!181 = distinct !DIAssignID()
!182 = !DILocation(line: 0, scope: !100)
!183 = !DILocation(line: 20, column: 5, scope: !100)
!184 = !DILocation(line: 0, scope: !87)
!185 = !DILocation(line: 16, column: 46, scope: !89)
!186 = !DILocation(line: 16, column: 41, scope: !89)
!187 = !DILocation(line: 16, column: 60, scope: !89)
!188 = !DILocation(line: 16, column: 55, scope: !89)
!189 = !DILocation(line: 16, column: 73, scope: !89)
!190 = !DILocation(line: 16, column: 68, scope: !89)
!191 = !DILocation(line: 16, column: 108, scope: !89)
!192 = !DILocation(line: 0, scope: !89)
!193 = !DILocation(line: 16, column: 133, scope: !89)
!194 = !DILocation(line: 0, scope: !133, inlinedAt: !195)
!195 = distinct !DILocation(line: 17, column: 17, scope: !89)
!196 = !DILocation(line: 0, scope: !140, inlinedAt: !195)
!197 = !DILocation(line: 9, column: 46, scope: !140, inlinedAt: !195)
!198 = !DILocation(line: 9, column: 78, scope: !146, inlinedAt: !195)
!199 = !DILocation(line: 9, column: 115, scope: !149, inlinedAt: !195)
!200 = !DILocation(line: 9, column: 133, scope: !149, inlinedAt: !195)
!201 = !DILocation(line: 9, column: 115, scope: !146, inlinedAt: !195)
!202 = !DILocation(line: 9, column: 72, scope: !147, inlinedAt: !195)
!203 = !DILocation(line: 9, column: 64, scope: !147, inlinedAt: !195)
!204 = distinct !{!204, !197, !205, !156}
!205 = !DILocation(line: 9, column: 149, scope: !140, inlinedAt: !195)
!206 = !DILocation(line: 17, column: 51, scope: !207)
!207 = distinct !DILexicalBlock(scope: !89, file: !2, line: 17, column: 41)
!208 = !DILocation(line: 17, column: 48, scope: !207)
!209 = !DILocation(line: 17, column: 60, scope: !207)
!210 = !DILocation(line: 17, column: 67, scope: !207)
!211 = !DILocation(line: 17, column: 71, scope: !89)
!212 = !DILocation(line: 17, column: 114, scope: !213)
!213 = distinct !DILexicalBlock(scope: !89, file: !2, line: 17, column: 114)
!214 = !DILocation(line: 17, column: 132, scope: !213)
!215 = !DILocation(line: 17, column: 114, scope: !89)
!216 = !DILocation(line: 16, column: 33, scope: !90)
!217 = !DILocation(line: 16, column: 23, scope: !90)
!218 = !DILocation(line: 16, column: 5, scope: !87)
!219 = distinct !{!219, !218, !220, !156}
!220 = !DILocation(line: 17, column: 145, scope: !87)
!221 = !DILocation(line: 21, column: 5, scope: !59)
!222 = !DILocation(line: 0, scope: !108)
!223 = !DILocation(line: 21, column: 86, scope: !224)
!224 = distinct !DILexicalBlock(scope: !108, file: !2, line: 21, column: 43)
!225 = !DILocation(line: 21, column: 72, scope: !224)
!226 = !DILocation(line: 21, column: 94, scope: !59)
!227 = !DILocation(line: 23, column: 1, scope: !59)
!228 = !DILocation(line: 22, column: 5, scope: !59)
!229 = !DILocation(line: 20, column: 46, scope: !102)
!230 = !DILocation(line: 20, column: 41, scope: !102)
!231 = !DILocation(line: 20, column: 60, scope: !102)
!232 = !DILocation(line: 20, column: 55, scope: !102)
!233 = !DILocation(line: 20, column: 73, scope: !102)
!234 = !DILocation(line: 20, column: 68, scope: !102)
!235 = !DILocation(line: 20, column: 93, scope: !102)
!236 = !DILocation(line: 20, column: 105, scope: !102)
!237 = !DILocation(line: 0, scope: !102)
!238 = !DILocation(line: 20, column: 129, scope: !102)
!239 = !DILocalVariable(name: "f", arg: 1, scope: !240, file: !2, line: 10, type: !105)
!240 = distinct !DISubprogram(name: "shortest_f", scope: !2, file: !2, line: 10, type: !241, scopeLine: 10, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !37, retainedNodes: !243)
!241 = !DISubroutineType(types: !242)
!242 = !{!62, !105, !136}
!243 = !{!239, !244, !245}
!244 = !DILocalVariable(name: "out", arg: 2, scope: !240, file: !2, line: 10, type: !136)
!245 = !DILocalVariable(name: "p", scope: !246, file: !2, line: 10, type: !62)
!246 = distinct !DILexicalBlock(scope: !240, file: !2, line: 10, column: 45)
!247 = !DILocation(line: 0, scope: !240, inlinedAt: !248)
!248 = distinct !DILocation(line: 20, column: 156, scope: !102)
!249 = !DILocation(line: 0, scope: !246, inlinedAt: !248)
!250 = !DILocation(line: 10, column: 105, scope: !251, inlinedAt: !248)
!251 = distinct !DILexicalBlock(scope: !252, file: !2, line: 10, column: 74)
!252 = distinct !DILexicalBlock(scope: !246, file: !2, line: 10, column: 45)
!253 = !DILocation(line: 10, column: 76, scope: !251, inlinedAt: !248)
!254 = !DILocation(line: 10, column: 121, scope: !255, inlinedAt: !248)
!255 = distinct !DILexicalBlock(scope: !251, file: !2, line: 10, column: 121)
!256 = !DILocation(line: 10, column: 139, scope: !255, inlinedAt: !248)
!257 = !DILocation(line: 10, column: 121, scope: !251, inlinedAt: !248)
!258 = !DILocation(line: 20, column: 190, scope: !259)
!259 = distinct !DILexicalBlock(scope: !102, file: !2, line: 20, column: 180)
!260 = !DILocation(line: 20, column: 187, scope: !259)
!261 = !DILocation(line: 20, column: 204, scope: !259)
!262 = !DILocation(line: 20, column: 33, scope: !103)
!263 = !DILocation(line: 20, column: 23, scope: !103)
!264 = distinct !{!264, !183, !265, !156}
!265 = !DILocation(line: 20, column: 208, scope: !100)
!266 = !DISubprogram(name: "printf", scope: !267, file: !267, line: 356, type: !268, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!267 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!268 = !DISubroutineType(types: !269)
!269 = !{!62, !270, null}
!270 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !271)
!271 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !272, size: 64)
!272 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!273 = !DISubprogram(name: "snprintf", scope: !267, file: !267, line: 378, type: !274, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!274 = !DISubroutineType(types: !275)
!275 = !{!62, !276, !277, !270, null}
!276 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !136)
!277 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !278, line: 18, baseType: !85)
!278 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stddef_size_t.h", directory: "", checksumkind: CSK_MD5, checksum: "2c44e821a2b1951cde2eb0fb2e656867")
!279 = !DISubprogram(name: "strtod", scope: !280, file: !280, line: 118, type: !281, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!280 = !DIFile(filename: "/usr/include/stdlib.h", directory: "", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!281 = !DISubroutineType(types: !282)
!282 = !{!44, !270, !283}
!283 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !284)
!284 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !136, size: 64)
!285 = !DISubprogram(name: "strtof", scope: !280, file: !280, line: 124, type: !286, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!286 = !DISubroutineType(types: !287)
!287 = !{!105, !270, !283}
