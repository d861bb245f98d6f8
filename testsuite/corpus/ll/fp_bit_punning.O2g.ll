; ModuleID = 'programs/fp_bit_punning.c'
source_filename = "programs/fp_bit_punning.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@__const.main.fs = private unnamed_addr constant [6 x float] [float 1.000000e+00, float -2.000000e+00, float 0x3FB99999A0000000, float 0x47EFFFFFE0000000, float 0x36A0000000000000, float -0.000000e+00], align 16
@.str = private unnamed_addr constant [28 x i8] c"float %a bits %08x back %a\0A\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [24 x i8] c"from bits: %a %a %a %d\0A\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [27 x i8] c"double %a bits %016llx %s\0A\00", align 1, !dbg !12
@.str.3 = private unnamed_addr constant [19 x i8] c"make: %a %a %a %a\0A\00", align 1, !dbg !17
@.str.4 = private unnamed_addr constant [12 x i8] c"next_up %a\0A\00", align 1, !dbg !22
@.str.5 = private unnamed_addr constant [54 x i8] c"next_up(-0x1p-1074)=%a next_up(0)=%a next_up(max)=%a\0A\00", align 1, !dbg !27
@.str.6 = private unnamed_addr constant [23 x i8] c"words hi=%08x lo=%08x\0A\00", align 1, !dbg !32
@.str.7 = private unnamed_addr constant [36 x i8] c"long double bytes (10 significant):\00", align 1, !dbg !37
@.str.8 = private unnamed_addr constant [6 x i8] c" %02x\00", align 1, !dbg !42
@.str.9 = private unnamed_addr constant [13 x i8] c" sizeof=%zu\0A\00", align 1, !dbg !47
@.str.10 = private unnamed_addr constant [16 x i8] c"magic guess %a\0A\00", align 1, !dbg !52
@.str.11 = private unnamed_addr constant [4 x i8] c"nan\00", align 1, !dbg !57
@.str.12 = private unnamed_addr constant [4 x i8] c"inf\00", align 1, !dbg !62
@.str.13 = private unnamed_addr constant [10 x i8] c"subnormal\00", align 1, !dbg !64
@.str.14 = private unnamed_addr constant [5 x i8] c"zero\00", align 1, !dbg !69
@.str.15 = private unnamed_addr constant [7 x i8] c"normal\00", align 1, !dbg !74

; Function Attrs: nofree nounwind uwtable
define dso_local noundef range(i32 0, 256) i32 @main() local_unnamed_addr #0 !dbg !99 {
  %1 = alloca float, align 16, !DIAssignID !141
    #dbg_assign(i1 undef, !103, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !141, ptr %1, !DIExpression(), !142)
  %2 = alloca float, align 4, !DIAssignID !143
    #dbg_assign(i1 undef, !103, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !143, ptr %2, !DIExpression(), !142)
  %3 = alloca float, align 8, !DIAssignID !144
    #dbg_assign(i1 undef, !103, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !144, ptr %3, !DIExpression(), !142)
  %4 = alloca float, align 4, !DIAssignID !145
    #dbg_assign(i1 undef, !103, !DIExpression(DW_OP_LLVM_fragment, 96, 32), !145, ptr %4, !DIExpression(), !142)
  %5 = alloca float, align 16, !DIAssignID !146
    #dbg_assign(i1 undef, !103, !DIExpression(DW_OP_LLVM_fragment, 128, 32), !146, ptr %5, !DIExpression(), !142)
  %6 = alloca float, align 4, !DIAssignID !147
    #dbg_assign(i1 undef, !103, !DIExpression(DW_OP_LLVM_fragment, 160, 32), !147, ptr %6, !DIExpression(), !142)
  %7 = alloca double, align 16, !DIAssignID !148
    #dbg_assign(i1 undef, !109, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !148, ptr %7, !DIExpression(), !142)
  %8 = alloca double, align 8, !DIAssignID !149
    #dbg_assign(i1 undef, !109, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !149, ptr %8, !DIExpression(), !142)
  %9 = alloca double, align 16, !DIAssignID !150
    #dbg_assign(i1 undef, !109, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !150, ptr %9, !DIExpression(), !142)
  %10 = alloca double, align 8, !DIAssignID !151
    #dbg_assign(i1 undef, !109, !DIExpression(DW_OP_LLVM_fragment, 192, 64), !151, ptr %10, !DIExpression(), !142)
  %11 = alloca double, align 16, !DIAssignID !152
    #dbg_assign(i1 undef, !109, !DIExpression(DW_OP_LLVM_fragment, 256, 64), !152, ptr %11, !DIExpression(), !142)
  %12 = alloca x86_fp80, align 16, !DIAssignID !153
    #dbg_assign(i1 undef, !129, !DIExpression(DW_OP_LLVM_fragment, 0, 80), !153, ptr %12, !DIExpression(), !142)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %1), !dbg !154
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %2), !dbg !154
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %3), !dbg !154
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %4), !dbg !154
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %5), !dbg !154
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %6), !dbg !154
  %13 = load volatile float, ptr @__const.main.fs, align 16, !dbg !155
  store volatile float %13, ptr %1, align 16, !dbg !155, !DIAssignID !156
  %14 = load volatile float, ptr getelementptr inbounds (i8, ptr @__const.main.fs, i64 4), align 4, !dbg !155
  store volatile float %14, ptr %2, align 4, !dbg !155, !DIAssignID !157
  %15 = load volatile float, ptr getelementptr inbounds (i8, ptr @__const.main.fs, i64 8), align 8, !dbg !155
  store volatile float %15, ptr %3, align 8, !dbg !155, !DIAssignID !158
  %16 = load volatile float, ptr getelementptr inbounds (i8, ptr @__const.main.fs, i64 12), align 4, !dbg !155
  store volatile float %16, ptr %4, align 4, !dbg !155, !DIAssignID !159
  %17 = load volatile float, ptr getelementptr inbounds (i8, ptr @__const.main.fs, i64 16), align 16, !dbg !155
  store volatile float %17, ptr %5, align 16, !dbg !155, !DIAssignID !160
  %18 = load volatile float, ptr getelementptr inbounds (i8, ptr @__const.main.fs, i64 20), align 4, !dbg !155
  store volatile float %18, ptr %6, align 4, !dbg !155, !DIAssignID !161
    #dbg_assign(float %13, !103, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !156, ptr %1, !DIExpression(), !142)
    #dbg_assign(float %14, !103, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !157, ptr %2, !DIExpression(), !142)
    #dbg_assign(float %15, !103, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !158, ptr %3, !DIExpression(), !142)
    #dbg_assign(float %16, !103, !DIExpression(DW_OP_LLVM_fragment, 96, 32), !159, ptr %4, !DIExpression(), !142)
    #dbg_assign(float %17, !103, !DIExpression(DW_OP_LLVM_fragment, 128, 32), !160, ptr %5, !DIExpression(), !142)
    #dbg_assign(float %18, !103, !DIExpression(DW_OP_LLVM_fragment, 160, 32), !161, ptr %6, !DIExpression(), !142)
    #dbg_value(i64 0, !107, !DIExpression(), !162)
  %19 = load volatile float, ptr %1, align 16, !dbg !163, !tbaa !165
  %20 = fpext float %19 to double, !dbg !169
  %21 = load volatile float, ptr %1, align 16, !dbg !170, !tbaa !165
  %22 = tail call fastcc i32 @fbits(float noundef %21), !dbg !171
  %23 = load volatile float, ptr %1, align 16, !dbg !172, !tbaa !165
  %24 = tail call fastcc i32 @fbits(float noundef %23), !dbg !173
  %25 = tail call fastcc float @ffrom(i32 noundef %24), !dbg !174
  %26 = fpext float %25 to double, !dbg !175
  %27 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, double noundef %20, i32 noundef %22, double noundef %26), !dbg !176
    #dbg_value(i64 1, !107, !DIExpression(), !162)
  %28 = load volatile float, ptr %2, align 4, !dbg !163, !tbaa !165
  %29 = fpext float %28 to double, !dbg !169
  %30 = load volatile float, ptr %2, align 4, !dbg !170, !tbaa !165
  %31 = tail call fastcc i32 @fbits(float noundef %30), !dbg !171
  %32 = load volatile float, ptr %2, align 4, !dbg !172, !tbaa !165
  %33 = tail call fastcc i32 @fbits(float noundef %32), !dbg !173
  %34 = tail call fastcc float @ffrom(i32 noundef %33), !dbg !174
  %35 = fpext float %34 to double, !dbg !175
  %36 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, double noundef %29, i32 noundef %31, double noundef %35), !dbg !176
    #dbg_value(i64 2, !107, !DIExpression(), !162)
  %37 = load volatile float, ptr %3, align 8, !dbg !163, !tbaa !165
  %38 = fpext float %37 to double, !dbg !169
  %39 = load volatile float, ptr %3, align 8, !dbg !170, !tbaa !165
  %40 = tail call fastcc i32 @fbits(float noundef %39), !dbg !171
  %41 = load volatile float, ptr %3, align 8, !dbg !172, !tbaa !165
  %42 = tail call fastcc i32 @fbits(float noundef %41), !dbg !173
  %43 = tail call fastcc float @ffrom(i32 noundef %42), !dbg !174
  %44 = fpext float %43 to double, !dbg !175
  %45 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, double noundef %38, i32 noundef %40, double noundef %44), !dbg !176
    #dbg_value(i64 3, !107, !DIExpression(), !162)
  %46 = load volatile float, ptr %4, align 4, !dbg !163, !tbaa !165
  %47 = fpext float %46 to double, !dbg !169
  %48 = load volatile float, ptr %4, align 4, !dbg !170, !tbaa !165
  %49 = tail call fastcc i32 @fbits(float noundef %48), !dbg !171
  %50 = load volatile float, ptr %4, align 4, !dbg !172, !tbaa !165
  %51 = tail call fastcc i32 @fbits(float noundef %50), !dbg !173
  %52 = tail call fastcc float @ffrom(i32 noundef %51), !dbg !174
  %53 = fpext float %52 to double, !dbg !175
  %54 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, double noundef %47, i32 noundef %49, double noundef %53), !dbg !176
    #dbg_value(i64 4, !107, !DIExpression(), !162)
  %55 = load volatile float, ptr %5, align 16, !dbg !163, !tbaa !165
  %56 = fpext float %55 to double, !dbg !169
  %57 = load volatile float, ptr %5, align 16, !dbg !170, !tbaa !165
  %58 = tail call fastcc i32 @fbits(float noundef %57), !dbg !171
  %59 = load volatile float, ptr %5, align 16, !dbg !172, !tbaa !165
  %60 = tail call fastcc i32 @fbits(float noundef %59), !dbg !173
  %61 = tail call fastcc float @ffrom(i32 noundef %60), !dbg !174
  %62 = fpext float %61 to double, !dbg !175
  %63 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, double noundef %56, i32 noundef %58, double noundef %62), !dbg !176
    #dbg_value(i64 5, !107, !DIExpression(), !162)
  %64 = load volatile float, ptr %6, align 4, !dbg !163, !tbaa !165
  %65 = fpext float %64 to double, !dbg !169
  %66 = load volatile float, ptr %6, align 4, !dbg !170, !tbaa !165
  %67 = tail call fastcc i32 @fbits(float noundef %66), !dbg !171
  %68 = load volatile float, ptr %6, align 4, !dbg !172, !tbaa !165
  %69 = tail call fastcc i32 @fbits(float noundef %68), !dbg !173
  %70 = tail call fastcc float @ffrom(i32 noundef %69), !dbg !174
  %71 = fpext float %70 to double, !dbg !175
  %72 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, double noundef %65, i32 noundef %67, double noundef %71), !dbg !176
    #dbg_value(i64 6, !107, !DIExpression(), !162)
  %73 = tail call fastcc float @ffrom(i32 noundef 1065353217), !dbg !177
  %74 = fpext float %73 to double, !dbg !178
  %75 = tail call fastcc float @ffrom(i32 noundef 1), !dbg !179
  %76 = fpext float %75 to double, !dbg !180
  %77 = tail call fastcc float @ffrom(i32 noundef -8388608), !dbg !181
  %78 = fpext float %77 to double, !dbg !182
  %79 = tail call fastcc float @ffrom(i32 noundef 2143289344), !dbg !183
  %80 = fcmp uno float %79, 0.000000e+00, !dbg !183
  %81 = zext i1 %80 to i32, !dbg !183
  %82 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, double noundef %74, double noundef %76, double noundef %78, i32 noundef %81), !dbg !184
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %7), !dbg !185
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %8), !dbg !185
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %9), !dbg !185
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %10), !dbg !185
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %11), !dbg !185
  store volatile double 0.000000e+00, ptr %7, align 16, !dbg !186, !DIAssignID !187
  store volatile double 0.000000e+00, ptr %8, align 8, !dbg !186, !DIAssignID !188
  store volatile double 0.000000e+00, ptr %9, align 16, !dbg !186, !DIAssignID !189
  store volatile double 0.000000e+00, ptr %10, align 8, !dbg !186, !DIAssignID !190
  store volatile double 0.000000e+00, ptr %11, align 16, !dbg !186, !DIAssignID !191
    #dbg_assign(double 0.000000e+00, !109, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !187, ptr %7, !DIExpression(), !142)
    #dbg_assign(double 0.000000e+00, !109, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !188, ptr %8, !DIExpression(), !142)
    #dbg_assign(double 0.000000e+00, !109, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !189, ptr %9, !DIExpression(), !142)
    #dbg_assign(double 0.000000e+00, !109, !DIExpression(DW_OP_LLVM_fragment, 192, 64), !190, ptr %10, !DIExpression(), !142)
    #dbg_assign(double 0.000000e+00, !109, !DIExpression(DW_OP_LLVM_fragment, 256, 64), !191, ptr %11, !DIExpression(), !142)
  store volatile double 1.000000e+00, ptr %7, align 16, !dbg !186, !DIAssignID !192
    #dbg_assign(double 1.000000e+00, !109, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !192, ptr %7, !DIExpression(), !142)
  store volatile double -1.000000e-01, ptr %8, align 8, !dbg !186, !DIAssignID !193
    #dbg_assign(double -1.000000e-01, !109, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !193, ptr %8, !DIExpression(), !142)
  store volatile double 1.000000e+308, ptr %9, align 16, !dbg !186, !DIAssignID !194
    #dbg_assign(double 1.000000e+308, !109, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !194, ptr %9, !DIExpression(), !142)
  store volatile double 4.940660e-324, ptr %10, align 8, !dbg !186, !DIAssignID !195
    #dbg_assign(double 4.940660e-324, !109, !DIExpression(DW_OP_LLVM_fragment, 192, 64), !195, ptr %10, !DIExpression(), !142)
    #dbg_value(i64 0, !112, !DIExpression(), !196)
  %83 = load volatile double, ptr %7, align 16, !dbg !197, !tbaa !199
  %84 = load volatile double, ptr %7, align 16, !dbg !201, !tbaa !199
  %85 = tail call fastcc i64 @dbits(double noundef %84), !dbg !202
  %86 = load volatile double, ptr %7, align 16, !dbg !203, !tbaa !199
    #dbg_value(double %86, !204, !DIExpression(), !214)
  %87 = tail call fastcc i64 @dbits(double noundef %86), !dbg !216
    #dbg_value(i64 %87, !211, !DIExpression(), !214)
  %88 = lshr i64 %87, 52, !dbg !217
  %89 = trunc nuw nsw i64 %88 to i32, !dbg !218
  %90 = and i32 %89, 2047, !dbg !219
    #dbg_value(i32 %90, !212, !DIExpression(), !214)
  %91 = and i64 %87, 4503599627370495, !dbg !220
    #dbg_value(i64 %91, !213, !DIExpression(), !214)
  switch i32 %90, label %98 [
    i32 2047, label %92
    i32 0, label %95
  ], !dbg !221

92:                                               ; preds = %0
  %93 = icmp eq i64 %91, 0, !dbg !222
  %94 = select i1 %93, ptr @.str.12, ptr @.str.11, !dbg !222
  br label %98, !dbg !221

95:                                               ; preds = %0
  %96 = icmp eq i64 %91, 0, !dbg !223
  %97 = select i1 %96, ptr @.str.14, ptr @.str.13, !dbg !223
  br label %98, !dbg !224

98:                                               ; preds = %0, %92, %95
  %99 = phi ptr [ %94, %92 ], [ %97, %95 ], [ @.str.15, %0 ], !dbg !221
  %100 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, double noundef %83, i64 noundef %85, ptr noundef nonnull %99), !dbg !225
    #dbg_value(i64 1, !112, !DIExpression(), !196)
  %101 = load volatile double, ptr %8, align 8, !dbg !197, !tbaa !199
  %102 = load volatile double, ptr %8, align 8, !dbg !201, !tbaa !199
  %103 = tail call fastcc i64 @dbits(double noundef %102), !dbg !202
  %104 = load volatile double, ptr %8, align 8, !dbg !203, !tbaa !199
    #dbg_value(double %104, !204, !DIExpression(), !214)
  %105 = tail call fastcc i64 @dbits(double noundef %104), !dbg !216
    #dbg_value(i64 %105, !211, !DIExpression(), !214)
  %106 = lshr i64 %105, 52, !dbg !217
  %107 = trunc nuw nsw i64 %106 to i32, !dbg !218
  %108 = and i32 %107, 2047, !dbg !219
    #dbg_value(i32 %108, !212, !DIExpression(), !214)
  %109 = and i64 %105, 4503599627370495, !dbg !220
    #dbg_value(i64 %109, !213, !DIExpression(), !214)
  switch i32 %108, label %116 [
    i32 2047, label %113
    i32 0, label %110
  ], !dbg !221

110:                                              ; preds = %98
  %111 = icmp eq i64 %109, 0, !dbg !223
  %112 = select i1 %111, ptr @.str.14, ptr @.str.13, !dbg !223
  br label %116, !dbg !224

113:                                              ; preds = %98
  %114 = icmp eq i64 %109, 0, !dbg !222
  %115 = select i1 %114, ptr @.str.12, ptr @.str.11, !dbg !222
  br label %116, !dbg !221

116:                                              ; preds = %113, %110, %98
  %117 = phi ptr [ %115, %113 ], [ %112, %110 ], [ @.str.15, %98 ], !dbg !221
  %118 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, double noundef %101, i64 noundef %103, ptr noundef nonnull %117), !dbg !225
    #dbg_value(i64 2, !112, !DIExpression(), !196)
  %119 = load volatile double, ptr %9, align 16, !dbg !197, !tbaa !199
  %120 = load volatile double, ptr %9, align 16, !dbg !201, !tbaa !199
  %121 = tail call fastcc i64 @dbits(double noundef %120), !dbg !202
  %122 = load volatile double, ptr %9, align 16, !dbg !203, !tbaa !199
    #dbg_value(double %122, !204, !DIExpression(), !214)
  %123 = tail call fastcc i64 @dbits(double noundef %122), !dbg !216
    #dbg_value(i64 %123, !211, !DIExpression(), !214)
  %124 = lshr i64 %123, 52, !dbg !217
  %125 = trunc nuw nsw i64 %124 to i32, !dbg !218
  %126 = and i32 %125, 2047, !dbg !219
    #dbg_value(i32 %126, !212, !DIExpression(), !214)
  %127 = and i64 %123, 4503599627370495, !dbg !220
    #dbg_value(i64 %127, !213, !DIExpression(), !214)
  switch i32 %126, label %134 [
    i32 2047, label %131
    i32 0, label %128
  ], !dbg !221

128:                                              ; preds = %116
  %129 = icmp eq i64 %127, 0, !dbg !223
  %130 = select i1 %129, ptr @.str.14, ptr @.str.13, !dbg !223
  br label %134, !dbg !224

131:                                              ; preds = %116
  %132 = icmp eq i64 %127, 0, !dbg !222
  %133 = select i1 %132, ptr @.str.12, ptr @.str.11, !dbg !222
  br label %134, !dbg !221

134:                                              ; preds = %131, %128, %116
  %135 = phi ptr [ %133, %131 ], [ %130, %128 ], [ @.str.15, %116 ], !dbg !221
  %136 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, double noundef %119, i64 noundef %121, ptr noundef nonnull %135), !dbg !225
    #dbg_value(i64 3, !112, !DIExpression(), !196)
  %137 = load volatile double, ptr %10, align 8, !dbg !197, !tbaa !199
  %138 = load volatile double, ptr %10, align 8, !dbg !201, !tbaa !199
  %139 = tail call fastcc i64 @dbits(double noundef %138), !dbg !202
  %140 = load volatile double, ptr %10, align 8, !dbg !203, !tbaa !199
    #dbg_value(double %140, !204, !DIExpression(), !214)
  %141 = tail call fastcc i64 @dbits(double noundef %140), !dbg !216
    #dbg_value(i64 %141, !211, !DIExpression(), !214)
  %142 = lshr i64 %141, 52, !dbg !217
  %143 = trunc nuw nsw i64 %142 to i32, !dbg !218
  %144 = and i32 %143, 2047, !dbg !219
    #dbg_value(i32 %144, !212, !DIExpression(), !214)
  %145 = and i64 %141, 4503599627370495, !dbg !220
    #dbg_value(i64 %145, !213, !DIExpression(), !214)
  switch i32 %144, label %152 [
    i32 2047, label %149
    i32 0, label %146
  ], !dbg !221

146:                                              ; preds = %134
  %147 = icmp eq i64 %145, 0, !dbg !223
  %148 = select i1 %147, ptr @.str.14, ptr @.str.13, !dbg !223
  br label %152, !dbg !224

149:                                              ; preds = %134
  %150 = icmp eq i64 %145, 0, !dbg !222
  %151 = select i1 %150, ptr @.str.12, ptr @.str.11, !dbg !222
  br label %152, !dbg !221

152:                                              ; preds = %149, %146, %134
  %153 = phi ptr [ %151, %149 ], [ %148, %146 ], [ @.str.15, %134 ], !dbg !221
  %154 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, double noundef %137, i64 noundef %139, ptr noundef nonnull %153), !dbg !225
    #dbg_value(i64 4, !112, !DIExpression(), !196)
  %155 = load volatile double, ptr %11, align 16, !dbg !197, !tbaa !199
  %156 = load volatile double, ptr %11, align 16, !dbg !201, !tbaa !199
  %157 = load volatile double, ptr %11, align 16, !dbg !203, !tbaa !199
    #dbg_value(double %157, !204, !DIExpression(), !214)
  %158 = tail call fastcc i64 @dbits(double noundef %157), !dbg !216
    #dbg_value(i64 %158, !211, !DIExpression(), !214)
  %159 = lshr i64 %158, 52, !dbg !217
  %160 = trunc nuw nsw i64 %159 to i32, !dbg !218
  %161 = and i32 %160, 2047, !dbg !219
    #dbg_value(i32 %161, !212, !DIExpression(), !214)
  %162 = and i64 %158, 4503599627370495, !dbg !220
    #dbg_value(i64 %162, !213, !DIExpression(), !214)
  switch i32 %161, label %169 [
    i32 2047, label %166
    i32 0, label %163
  ], !dbg !221

163:                                              ; preds = %152
  %164 = icmp eq i64 %162, 0, !dbg !223
  %165 = select i1 %164, ptr @.str.14, ptr @.str.13, !dbg !223
  br label %169, !dbg !224

166:                                              ; preds = %152
  %167 = icmp eq i64 %162, 0, !dbg !222
  %168 = select i1 %167, ptr @.str.12, ptr @.str.11, !dbg !222
  br label %169, !dbg !221

169:                                              ; preds = %166, %163, %152
  %170 = phi ptr [ %168, %166 ], [ %165, %163 ], [ @.str.15, %152 ], !dbg !221
  %171 = tail call fastcc i64 @dbits(double noundef %156), !dbg !202
  %172 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, double noundef %155, i64 noundef %171, ptr noundef nonnull %170), !dbg !225
    #dbg_value(i64 5, !112, !DIExpression(), !196)
  %173 = tail call fastcc double @make(i32 noundef 0, i32 noundef 0, i64 noundef 1), !dbg !226
  %174 = tail call fastcc double @make(i32 noundef 1, i32 noundef 10, i64 noundef 2251799813685248), !dbg !227
  %175 = tail call fastcc double @make(i32 noundef 0, i32 noundef -1022, i64 noundef 0), !dbg !228
  %176 = tail call fastcc double @make(i32 noundef 0, i32 noundef 1023, i64 noundef -1), !dbg !229
  %177 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, double noundef %173, double noundef %174, double noundef %175, double noundef %176), !dbg !230
    #dbg_value(double 1.000000e+00, !114, !DIExpression(), !142)
    #dbg_value(i32 0, !115, !DIExpression(), !231)
  %178 = tail call fastcc double @next_up(double noundef 1.000000e+00), !dbg !232
    #dbg_value(double %178, !114, !DIExpression(), !142)
  %179 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, double noundef %178), !dbg !235
    #dbg_value(i32 1, !115, !DIExpression(), !231)
  %180 = tail call fastcc double @next_up(double noundef %178), !dbg !232
    #dbg_value(double %180, !114, !DIExpression(), !142)
  %181 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, double noundef %180), !dbg !235
    #dbg_value(i32 2, !115, !DIExpression(), !231)
  %182 = tail call fastcc double @next_up(double noundef %180), !dbg !232
    #dbg_value(double %182, !114, !DIExpression(), !142)
  %183 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, double noundef %182), !dbg !235
    #dbg_value(i32 3, !115, !DIExpression(), !231)
  %184 = tail call fastcc double @next_up(double noundef -4.940660e-324), !dbg !236
  %185 = tail call fastcc double @next_up(double noundef 0.000000e+00), !dbg !237
  %186 = tail call fastcc double @next_up(double noundef 0x7FEFFFFFFFFFFFFF), !dbg !238
  %187 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, double noundef %184, double noundef %185, double noundef %186), !dbg !239
    #dbg_value(double -1.500000e+00, !117, !DIExpression(), !142)
  %188 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef -1074266112, i32 noundef 0), !dbg !240
  call void @llvm.lifetime.start.p0(i64 10, ptr nonnull %12), !dbg !241
  store volatile x86_fp80 0xKBFFFE000000000000000, ptr %12, align 16, !dbg !242, !tbaa !243, !DIAssignID !245
    #dbg_assign(x86_fp80 0xKBFFFE000000000000000, !129, !DIExpression(DW_OP_LLVM_fragment, 0, 80), !245, ptr %12, !DIExpression(), !142)
  %189 = load volatile x86_fp80, ptr %12, align 16, !dbg !246, !tbaa !243
    #dbg_value(x86_fp80 %189, !135, !DIExpression(DW_OP_LLVM_fragment, 0, 80), !142)
    #dbg_value(x86_fp80 %189, !132, !DIExpression(DW_OP_LLVM_fragment, 0, 80), !142)
    #dbg_assign(i1 undef, !132, !DIExpression(DW_OP_LLVM_fragment, 80, 48), !247, ptr undef, !DIExpression(), !142)
  %190 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7), !dbg !248
    #dbg_value(i64 0, !136, !DIExpression(), !249)
  %191 = bitcast x86_fp80 %189 to i80, !dbg !250
  %192 = trunc i80 %191 to i32, !dbg !250
  %193 = and i32 %192, 255, !dbg !250
  %194 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef %193), !dbg !252
    #dbg_value(i64 1, !136, !DIExpression(), !249)
  %195 = trunc i80 %191 to i32, !dbg !250
  %196 = lshr i32 %195, 8, !dbg !250
  %197 = and i32 %196, 255, !dbg !250
  %198 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef %197), !dbg !252
    #dbg_value(i64 2, !136, !DIExpression(), !249)
  %199 = trunc i80 %191 to i32, !dbg !250
  %200 = lshr i32 %199, 16, !dbg !250
  %201 = and i32 %200, 255, !dbg !250
  %202 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef %201), !dbg !252
    #dbg_value(i64 3, !136, !DIExpression(), !249)
  %203 = trunc i80 %191 to i32, !dbg !250
  %204 = lshr i32 %203, 24, !dbg !250
  %205 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef %204), !dbg !252
    #dbg_value(i64 4, !136, !DIExpression(), !249)
  %206 = lshr i80 %191, 32, !dbg !250
  %207 = trunc i80 %206 to i32, !dbg !250
  %208 = and i32 %207, 255, !dbg !250
  %209 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef %208), !dbg !252
    #dbg_value(i64 5, !136, !DIExpression(), !249)
  %210 = lshr i80 %191, 40, !dbg !250
  %211 = trunc i80 %210 to i32, !dbg !250
  %212 = and i32 %211, 255, !dbg !250
  %213 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef %212), !dbg !252
    #dbg_value(i64 6, !136, !DIExpression(), !249)
  %214 = lshr i80 %191, 48, !dbg !250
  %215 = trunc nuw i80 %214 to i32, !dbg !250
  %216 = and i32 %215, 255, !dbg !250
  %217 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef %216), !dbg !252
    #dbg_value(i64 7, !136, !DIExpression(), !249)
  %218 = lshr i80 %191, 56, !dbg !250
  %219 = trunc nuw nsw i80 %218 to i32, !dbg !250
  %220 = and i32 %219, 255, !dbg !250
  %221 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef %220), !dbg !252
    #dbg_value(i64 8, !136, !DIExpression(), !249)
  %222 = lshr i80 %191, 64, !dbg !250
  %223 = trunc nuw nsw i80 %222 to i32, !dbg !250
  %224 = and i32 %223, 255, !dbg !250
  %225 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef %224), !dbg !252
    #dbg_value(i64 9, !136, !DIExpression(), !249)
  %226 = lshr i80 %191, 72, !dbg !250
  %227 = trunc nuw nsw i80 %226 to i32, !dbg !250
  %228 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef %227), !dbg !252
    #dbg_value(i64 10, !136, !DIExpression(), !249)
  %229 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i64 noundef 16), !dbg !253
    #dbg_value(float 2.000000e+00, !138, !DIExpression(), !142)
  %230 = tail call fastcc i32 @fbits(float noundef 2.000000e+00), !dbg !254
  %231 = lshr i32 %230, 1, !dbg !255
  %232 = sub nsw i32 1597463007, %231, !dbg !256
    #dbg_value(i32 %232, !139, !DIExpression(), !142)
  %233 = tail call fastcc float @ffrom(i32 noundef %232), !dbg !257
    #dbg_value(float %233, !140, !DIExpression(), !142)
  %234 = fpext float %233 to double, !dbg !258
  %235 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, double noundef %234), !dbg !259
  %236 = tail call fastcc i32 @fbits(float noundef 1.000000e+00), !dbg !260
  %237 = lshr i32 %236, 24, !dbg !261
  call void @llvm.lifetime.end.p0(i64 10, ptr nonnull %12), !dbg !262
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %7), !dbg !262
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %8), !dbg !262
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %9), !dbg !262
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %10), !dbg !262
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %11), !dbg !262
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %1), !dbg !262
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %2), !dbg !262
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %3), !dbg !262
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %4), !dbg !262
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %5), !dbg !262
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %6), !dbg !262
  ret i32 %237, !dbg !263
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare !dbg !264 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef i32 @fbits(float noundef %0) unnamed_addr #3 !dbg !269 {
    #dbg_value(float %0, !273, !DIExpression(), !275)
  %2 = bitcast float %0 to i32, !dbg !276
    #dbg_value(i32 %2, !274, !DIExpression(), !275)
  ret i32 %2, !dbg !277
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef float @ffrom(i32 noundef %0) unnamed_addr #3 !dbg !278 {
    #dbg_value(i32 %0, !282, !DIExpression(), !288)
  %2 = bitcast i32 %0 to float, !dbg !289
    #dbg_value(float %2, !283, !DIExpression(), !288)
  ret float %2, !dbg !290
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef i64 @dbits(double noundef %0) unnamed_addr #3 !dbg !291 {
    #dbg_value(double %0, !295, !DIExpression(), !297)
    #dbg_value(double %0, !296, !DIExpression(), !297)
  %2 = bitcast double %0 to i64, !dbg !298
  ret i64 %2, !dbg !299
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef double @make(i32 noundef %0, i32 noundef %1, i64 noundef %2) unnamed_addr #3 !dbg !300 {
    #dbg_value(i32 %0, !304, !DIExpression(), !307)
    #dbg_value(i32 %1, !305, !DIExpression(), !307)
    #dbg_value(i64 %2, !306, !DIExpression(), !307)
  %4 = zext nneg i32 %0 to i64, !dbg !308
  %5 = shl i64 %4, 63, !dbg !309
  %6 = add nsw i32 %1, 1023, !dbg !310
  %7 = zext nneg i32 %6 to i64, !dbg !311
  %8 = shl i64 %7, 52, !dbg !312
  %9 = and i64 %2, 4503599627370495, !dbg !313
  %10 = or disjoint i64 %9, %5, !dbg !314
  %11 = or i64 %10, %8, !dbg !315
  %12 = tail call fastcc double @dfrom(i64 noundef %11), !dbg !316
  ret double %12, !dbg !317
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef double @next_up(double noundef %0) unnamed_addr #3 !dbg !318 {
    #dbg_value(double %0, !322, !DIExpression(), !324)
    #dbg_value(i64 poison, !323, !DIExpression(), !324)
  %2 = fcmp oeq double %0, 0.000000e+00, !dbg !325
  br i1 %2, label %8, label %3, !dbg !327

3:                                                ; preds = %1
  %4 = tail call fastcc i64 @dbits(double noundef %0), !dbg !328
    #dbg_value(i64 %4, !323, !DIExpression(), !324)
  %5 = fcmp ogt double %0, 0.000000e+00, !dbg !329
  %6 = select i1 %5, i64 1, i64 -1, !dbg !330
  %7 = add i64 %4, %6, !dbg !330
  br label %8, !dbg !331

8:                                                ; preds = %1, %3
  %9 = phi i64 [ %7, %3 ], [ 1, %1 ]
  %10 = tail call fastcc double @dfrom(i64 noundef %9), !dbg !332
  ret double %10, !dbg !333
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef double @dfrom(i64 noundef %0) unnamed_addr #3 !dbg !334 {
    #dbg_value(i64 %0, !338, !DIExpression(), !340)
  %2 = bitcast i64 %0 to double, !dbg !341
    #dbg_value(double %2, !339, !DIExpression(), !340)
  ret double %2, !dbg !342
}

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.dbg.cu = !{!79}
!llvm.module.flags = !{!91, !92, !93, !94, !95, !96, !97}
!llvm.ident = !{!98}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 25, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "programs/fp_bit_punning.c", directory: ".", checksumkind: CSK_MD5, checksum: "1f0fca9e4fa16307ac76b04f4e88ff1b")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 224, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 28)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 26, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 192, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 24)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 28, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 216, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 27)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(scope: null, file: !2, line: 29, type: !19, isLocal: true, isDefinition: true)
!19 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 152, elements: !20)
!20 = !{!21}
!21 = !DISubrange(count: 19)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(scope: null, file: !2, line: 31, type: !24, isLocal: true, isDefinition: true)
!24 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 96, elements: !25)
!25 = !{!26}
!26 = !DISubrange(count: 12)
!27 = !DIGlobalVariableExpression(var: !28, expr: !DIExpression())
!28 = distinct !DIGlobalVariable(scope: null, file: !2, line: 32, type: !29, isLocal: true, isDefinition: true)
!29 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 432, elements: !30)
!30 = !{!31}
!31 = !DISubrange(count: 54)
!32 = !DIGlobalVariableExpression(var: !33, expr: !DIExpression())
!33 = distinct !DIGlobalVariable(scope: null, file: !2, line: 34, type: !34, isLocal: true, isDefinition: true)
!34 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 184, elements: !35)
!35 = !{!36}
!36 = !DISubrange(count: 23)
!37 = !DIGlobalVariableExpression(var: !38, expr: !DIExpression())
!38 = distinct !DIGlobalVariable(scope: null, file: !2, line: 39, type: !39, isLocal: true, isDefinition: true)
!39 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 288, elements: !40)
!40 = !{!41}
!41 = !DISubrange(count: 36)
!42 = !DIGlobalVariableExpression(var: !43, expr: !DIExpression())
!43 = distinct !DIGlobalVariable(scope: null, file: !2, line: 40, type: !44, isLocal: true, isDefinition: true)
!44 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 48, elements: !45)
!45 = !{!46}
!46 = !DISubrange(count: 6)
!47 = !DIGlobalVariableExpression(var: !48, expr: !DIExpression())
!48 = distinct !DIGlobalVariable(scope: null, file: !2, line: 41, type: !49, isLocal: true, isDefinition: true)
!49 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 104, elements: !50)
!50 = !{!51}
!51 = !DISubrange(count: 13)
!52 = !DIGlobalVariableExpression(var: !53, expr: !DIExpression())
!53 = distinct !DIGlobalVariable(scope: null, file: !2, line: 44, type: !54, isLocal: true, isDefinition: true)
!54 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 128, elements: !55)
!55 = !{!56}
!56 = !DISubrange(count: 16)
!57 = !DIGlobalVariableExpression(var: !58, expr: !DIExpression())
!58 = distinct !DIGlobalVariable(scope: null, file: !2, line: 20, type: !59, isLocal: true, isDefinition: true)
!59 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 32, elements: !60)
!60 = !{!61}
!61 = !DISubrange(count: 4)
!62 = !DIGlobalVariableExpression(var: !63, expr: !DIExpression())
!63 = distinct !DIGlobalVariable(scope: null, file: !2, line: 20, type: !59, isLocal: true, isDefinition: true)
!64 = !DIGlobalVariableExpression(var: !65, expr: !DIExpression())
!65 = distinct !DIGlobalVariable(scope: null, file: !2, line: 20, type: !66, isLocal: true, isDefinition: true)
!66 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 80, elements: !67)
!67 = !{!68}
!68 = !DISubrange(count: 10)
!69 = !DIGlobalVariableExpression(var: !70, expr: !DIExpression())
!70 = distinct !DIGlobalVariable(scope: null, file: !2, line: 20, type: !71, isLocal: true, isDefinition: true)
!71 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 40, elements: !72)
!72 = !{!73}
!73 = !DISubrange(count: 5)
!74 = !DIGlobalVariableExpression(var: !75, expr: !DIExpression())
!75 = distinct !DIGlobalVariable(scope: null, file: !2, line: 20, type: !76, isLocal: true, isDefinition: true)
!76 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 56, elements: !77)
!77 = !{!78}
!78 = !DISubrange(count: 7)
!79 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !80, globals: !90, splitDebugInlining: false, nameTableKind: None)
!80 = !{!81, !82, !83, !84, !85}
!81 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!82 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!83 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!84 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!85 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint64_t", file: !86, line: 27, baseType: !87)
!86 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-uintn.h", directory: "", checksumkind: CSK_MD5, checksum: "2bf2ae53c58c01b1a1b9383b5195125c")
!87 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint64_t", file: !88, line: 45, baseType: !89)
!88 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!89 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!90 = !{!0, !7, !12, !17, !22, !27, !32, !37, !42, !47, !52, !57, !62, !64, !69, !74}
!91 = !{i32 7, !"Dwarf Version", i32 5}
!92 = !{i32 2, !"Debug Info Version", i32 3}
!93 = !{i32 1, !"wchar_size", i32 4}
!94 = !{i32 8, !"PIC Level", i32 2}
!95 = !{i32 7, !"PIE Level", i32 2}
!96 = !{i32 7, !"uwtable", i32 2}
!97 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!98 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!99 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 23, type: !100, scopeLine: 23, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !79, retainedNodes: !102)
!100 = !DISubroutineType(types: !101)
!101 = !{!83}
!102 = !{!103, !107, !109, !112, !114, !115, !117, !129, !132, !135, !136, !138, !139, !140}
!103 = !DILocalVariable(name: "fs", scope: !99, file: !2, line: 24, type: !104)
!104 = !DICompositeType(tag: DW_TAG_array_type, baseType: !105, size: 192, elements: !45)
!105 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !106)
!106 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!107 = !DILocalVariable(name: "i", scope: !108, file: !2, line: 25, type: !83)
!108 = distinct !DILexicalBlock(scope: !99, file: !2, line: 25, column: 5)
!109 = !DILocalVariable(name: "ds", scope: !99, file: !2, line: 27, type: !110)
!110 = !DICompositeType(tag: DW_TAG_array_type, baseType: !111, size: 320, elements: !72)
!111 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !81)
!112 = !DILocalVariable(name: "i", scope: !113, file: !2, line: 28, type: !83)
!113 = distinct !DILexicalBlock(scope: !99, file: !2, line: 28, column: 5)
!114 = !DILocalVariable(name: "x", scope: !99, file: !2, line: 30, type: !81)
!115 = !DILocalVariable(name: "i", scope: !116, file: !2, line: 31, type: !83)
!116 = distinct !DILexicalBlock(scope: !99, file: !2, line: 31, column: 5)
!117 = !DILocalVariable(name: "w", scope: !99, file: !2, line: 33, type: !118)
!118 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "du", file: !2, line: 11, size: 64, elements: !119)
!119 = !{!120, !121, !122}
!120 = !DIDerivedType(tag: DW_TAG_member, name: "d", scope: !118, file: !2, line: 11, baseType: !81, size: 64)
!121 = !DIDerivedType(tag: DW_TAG_member, name: "u", scope: !118, file: !2, line: 11, baseType: !85, size: 64)
!122 = !DIDerivedType(tag: DW_TAG_member, name: "w", scope: !118, file: !2, line: 11, baseType: !123, size: 64)
!123 = distinct !DICompositeType(tag: DW_TAG_structure_type, scope: !118, file: !2, line: 11, size: 64, elements: !124)
!124 = !{!125, !128}
!125 = !DIDerivedType(tag: DW_TAG_member, name: "lo", scope: !123, file: !2, line: 11, baseType: !126, size: 32)
!126 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint32_t", file: !86, line: 26, baseType: !127)
!127 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint32_t", file: !88, line: 42, baseType: !84)
!128 = !DIDerivedType(tag: DW_TAG_member, name: "hi", scope: !123, file: !2, line: 11, baseType: !126, size: 32, offset: 32)
!129 = !DILocalVariable(name: "ld", scope: !99, file: !2, line: 35, type: !130)
!130 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !131)
!131 = !DIBasicType(name: "long double", size: 128, encoding: DW_ATE_float)
!132 = !DILocalVariable(name: "b", scope: !99, file: !2, line: 36, type: !133)
!133 = !DICompositeType(tag: DW_TAG_array_type, baseType: !134, size: 128, elements: !55)
!134 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!135 = !DILocalVariable(name: "tmp", scope: !99, file: !2, line: 37, type: !131)
!136 = !DILocalVariable(name: "i", scope: !137, file: !2, line: 40, type: !83)
!137 = distinct !DILexicalBlock(scope: !99, file: !2, line: 40, column: 5)
!138 = !DILocalVariable(name: "y", scope: !99, file: !2, line: 43, type: !106)
!139 = !DILocalVariable(name: "iy", scope: !99, file: !2, line: 43, type: !126)
!140 = !DILocalVariable(name: "g", scope: !99, file: !2, line: 43, type: !106)
!141 = distinct !DIAssignID()
!142 = !DILocation(line: 0, scope: !99)
!143 = distinct !DIAssignID()
!144 = distinct !DIAssignID()
!145 = distinct !DIAssignID()
!146 = distinct !DIAssignID()
!147 = distinct !DIAssignID()
!148 = distinct !DIAssignID()
!149 = distinct !DIAssignID()
!150 = distinct !DIAssignID()
!151 = distinct !DIAssignID()
!152 = distinct !DIAssignID()
!153 = distinct !DIAssignID()
!154 = !DILocation(line: 24, column: 5, scope: !99)
!155 = !DILocation(line: 24, column: 20, scope: !99)
!156 = distinct !DIAssignID()
!157 = distinct !DIAssignID()
!158 = distinct !DIAssignID()
!159 = distinct !DIAssignID()
!160 = distinct !DIAssignID()
!161 = distinct !DIAssignID()
!162 = !DILocation(line: 0, scope: !108)
!163 = !DILocation(line: 25, column: 80, scope: !164)
!164 = distinct !DILexicalBlock(scope: !108, file: !2, line: 25, column: 5)
!165 = !{!166, !166, i64 0}
!166 = !{!"float", !167, i64 0}
!167 = !{!"omnipotent char", !168, i64 0}
!168 = !{!"Simple C/C++ TBAA"}
!169 = !DILocation(line: 25, column: 72, scope: !164)
!170 = !DILocation(line: 25, column: 93, scope: !164)
!171 = !DILocation(line: 25, column: 87, scope: !164)
!172 = !DILocation(line: 25, column: 121, scope: !164)
!173 = !DILocation(line: 25, column: 115, scope: !164)
!174 = !DILocation(line: 25, column: 109, scope: !164)
!175 = !DILocation(line: 25, column: 101, scope: !164)
!176 = !DILocation(line: 25, column: 33, scope: !164)
!177 = !DILocation(line: 26, column: 48, scope: !99)
!178 = !DILocation(line: 26, column: 40, scope: !99)
!179 = !DILocation(line: 26, column: 76, scope: !99)
!180 = !DILocation(line: 26, column: 68, scope: !99)
!181 = !DILocation(line: 26, column: 104, scope: !99)
!182 = !DILocation(line: 26, column: 96, scope: !99)
!183 = !DILocation(line: 26, column: 124, scope: !99)
!184 = !DILocation(line: 26, column: 5, scope: !99)
!185 = !DILocation(line: 27, column: 5, scope: !99)
!186 = !DILocation(line: 27, column: 21, scope: !99)
!187 = distinct !DIAssignID()
!188 = distinct !DIAssignID()
!189 = distinct !DIAssignID()
!190 = distinct !DIAssignID()
!191 = distinct !DIAssignID()
!192 = distinct !DIAssignID()
!193 = distinct !DIAssignID()
!194 = distinct !DIAssignID()
!195 = distinct !DIAssignID()
!196 = !DILocation(line: 0, scope: !113)
!197 = !DILocation(line: 28, column: 71, scope: !198)
!198 = distinct !DILexicalBlock(scope: !113, file: !2, line: 28, column: 5)
!199 = !{!200, !200, i64 0}
!200 = !{!"double", !167, i64 0}
!201 = !DILocation(line: 28, column: 104, scope: !198)
!202 = !DILocation(line: 28, column: 98, scope: !198)
!203 = !DILocation(line: 28, column: 121, scope: !198)
!204 = !DILocalVariable(name: "d", arg: 1, scope: !205, file: !2, line: 18, type: !81)
!205 = distinct !DISubprogram(name: "classify", scope: !2, file: !2, line: 18, type: !206, scopeLine: 18, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !79, retainedNodes: !210)
!206 = !DISubroutineType(types: !207)
!207 = !{!208, !81}
!208 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !209, size: 64)
!209 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!210 = !{!204, !211, !212, !213}
!211 = !DILocalVariable(name: "u", scope: !205, file: !2, line: 19, type: !85)
!212 = !DILocalVariable(name: "e", scope: !205, file: !2, line: 19, type: !84)
!213 = !DILocalVariable(name: "m", scope: !205, file: !2, line: 19, type: !85)
!214 = !DILocation(line: 0, scope: !205, inlinedAt: !215)
!215 = distinct !DILocation(line: 28, column: 112, scope: !198)
!216 = !DILocation(line: 19, column: 18, scope: !205, inlinedAt: !215)
!217 = !DILocation(line: 19, column: 54, scope: !205, inlinedAt: !215)
!218 = !DILocation(line: 19, column: 41, scope: !205, inlinedAt: !215)
!219 = !DILocation(line: 19, column: 61, scope: !205, inlinedAt: !215)
!220 = !DILocation(line: 19, column: 85, scope: !205, inlinedAt: !215)
!221 = !DILocation(line: 20, column: 12, scope: !205, inlinedAt: !215)
!222 = !DILocation(line: 20, column: 26, scope: !205, inlinedAt: !215)
!223 = !DILocation(line: 20, column: 57, scope: !205, inlinedAt: !215)
!224 = !DILocation(line: 20, column: 47, scope: !205, inlinedAt: !215)
!225 = !DILocation(line: 28, column: 33, scope: !198)
!226 = !DILocation(line: 29, column: 35, scope: !99)
!227 = !DILocation(line: 29, column: 50, scope: !99)
!228 = !DILocation(line: 29, column: 75, scope: !99)
!229 = !DILocation(line: 29, column: 94, scope: !99)
!230 = !DILocation(line: 29, column: 5, scope: !99)
!231 = !DILocation(line: 0, scope: !116)
!232 = !DILocation(line: 31, column: 39, scope: !233)
!233 = distinct !DILexicalBlock(scope: !234, file: !2, line: 31, column: 33)
!234 = distinct !DILexicalBlock(scope: !116, file: !2, line: 31, column: 5)
!235 = !DILocation(line: 31, column: 51, scope: !233)
!236 = !DILocation(line: 32, column: 70, scope: !99)
!237 = !DILocation(line: 32, column: 91, scope: !99)
!238 = !DILocation(line: 32, column: 105, scope: !99)
!239 = !DILocation(line: 32, column: 5, scope: !99)
!240 = !DILocation(line: 34, column: 5, scope: !99)
!241 = !DILocation(line: 35, column: 5, scope: !99)
!242 = !DILocation(line: 35, column: 26, scope: !99)
!243 = !{!244, !244, i64 0}
!244 = !{!"long double", !167, i64 0}
!245 = distinct !DIAssignID()
!246 = !DILocation(line: 37, column: 23, scope: !99)
!247 = distinct !DIAssignID()
!248 = !DILocation(line: 39, column: 5, scope: !99)
!249 = !DILocation(line: 0, scope: !137)
!250 = !DILocation(line: 40, column: 50, scope: !251)
!251 = distinct !DILexicalBlock(scope: !137, file: !2, line: 40, column: 5)
!252 = !DILocation(line: 40, column: 34, scope: !251)
!253 = !DILocation(line: 41, column: 5, scope: !99)
!254 = !DILocation(line: 43, column: 49, scope: !99)
!255 = !DILocation(line: 43, column: 58, scope: !99)
!256 = !DILocation(line: 43, column: 46, scope: !99)
!257 = !DILocation(line: 43, column: 75, scope: !99)
!258 = !DILocation(line: 44, column: 32, scope: !99)
!259 = !DILocation(line: 44, column: 5, scope: !99)
!260 = !DILocation(line: 45, column: 18, scope: !99)
!261 = !DILocation(line: 45, column: 30, scope: !99)
!262 = !DILocation(line: 46, column: 1, scope: !99)
!263 = !DILocation(line: 45, column: 5, scope: !99)
!264 = !DISubprogram(name: "printf", scope: !265, file: !265, line: 356, type: !266, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!265 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!266 = !DISubroutineType(types: !267)
!267 = !{!83, !268, null}
!268 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !208)
!269 = distinct !DISubprogram(name: "fbits", scope: !2, file: !2, line: 12, type: !270, scopeLine: 12, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !79, retainedNodes: !272)
!270 = !DISubroutineType(types: !271)
!271 = !{!126, !106}
!272 = !{!273, !274}
!273 = !DILocalVariable(name: "f", arg: 1, scope: !269, file: !2, line: 12, type: !106)
!274 = !DILocalVariable(name: "u", scope: !269, file: !2, line: 12, type: !126)
!275 = !DILocation(line: 0, scope: !269)
!276 = !DILocation(line: 12, column: 72, scope: !269)
!277 = !DILocation(line: 12, column: 91, scope: !269)
!278 = distinct !DISubprogram(name: "ffrom", scope: !2, file: !2, line: 13, type: !279, scopeLine: 13, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !79, retainedNodes: !281)
!279 = !DISubroutineType(types: !280)
!280 = !{!106, !126}
!281 = !{!282, !283}
!282 = !DILocalVariable(name: "u", arg: 1, scope: !278, file: !2, line: 13, type: !126)
!283 = !DILocalVariable(name: "x", scope: !278, file: !2, line: 13, type: !284)
!284 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "fu", file: !2, line: 10, size: 32, elements: !285)
!285 = !{!286, !287}
!286 = !DIDerivedType(tag: DW_TAG_member, name: "f", scope: !284, file: !2, line: 10, baseType: !106, size: 32)
!287 = !DIDerivedType(tag: DW_TAG_member, name: "u", scope: !284, file: !2, line: 10, baseType: !126, size: 32)
!288 = !DILocation(line: 0, scope: !278)
!289 = !DILocation(line: 13, column: 76, scope: !278)
!290 = !DILocation(line: 13, column: 81, scope: !278)
!291 = distinct !DISubprogram(name: "dbits", scope: !2, file: !2, line: 14, type: !292, scopeLine: 14, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !79, retainedNodes: !294)
!292 = !DISubroutineType(types: !293)
!293 = !{!85, !81}
!294 = !{!295, !296}
!295 = !DILocalVariable(name: "d", arg: 1, scope: !291, file: !2, line: 14, type: !81)
!296 = !DILocalVariable(name: "x", scope: !291, file: !2, line: 14, type: !118)
!297 = !DILocation(line: 0, scope: !291)
!298 = !DILocation(line: 14, column: 91, scope: !291)
!299 = !DILocation(line: 14, column: 82, scope: !291)
!300 = distinct !DISubprogram(name: "make", scope: !2, file: !2, line: 16, type: !301, scopeLine: 16, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !79, retainedNodes: !303)
!301 = !DISubroutineType(types: !302)
!302 = !{!81, !83, !83, !85}
!303 = !{!304, !305, !306}
!304 = !DILocalVariable(name: "sign", arg: 1, scope: !300, file: !2, line: 16, type: !83)
!305 = !DILocalVariable(name: "exp", arg: 2, scope: !300, file: !2, line: 16, type: !83)
!306 = !DILocalVariable(name: "mant", arg: 3, scope: !300, file: !2, line: 16, type: !85)
!307 = !DILocation(line: 0, scope: !300)
!308 = !DILocation(line: 16, column: 95, scope: !300)
!309 = !DILocation(line: 16, column: 110, scope: !300)
!310 = !DILocation(line: 16, column: 133, scope: !300)
!311 = !DILocation(line: 16, column: 118, scope: !300)
!312 = !DILocation(line: 16, column: 141, scope: !300)
!313 = !DILocation(line: 16, column: 155, scope: !300)
!314 = !DILocation(line: 16, column: 116, scope: !300)
!315 = !DILocation(line: 16, column: 147, scope: !300)
!316 = !DILocation(line: 16, column: 89, scope: !300)
!317 = !DILocation(line: 16, column: 82, scope: !300)
!318 = distinct !DISubprogram(name: "next_up", scope: !2, file: !2, line: 17, type: !319, scopeLine: 17, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !79, retainedNodes: !321)
!319 = !DISubroutineType(types: !320)
!320 = !{!81, !81}
!321 = !{!322, !323}
!322 = !DILocalVariable(name: "d", arg: 1, scope: !318, file: !2, line: 17, type: !81)
!323 = !DILocalVariable(name: "u", scope: !318, file: !2, line: 17, type: !85)
!324 = !DILocation(line: 0, scope: !318)
!325 = !DILocation(line: 17, column: 90, scope: !326)
!326 = distinct !DILexicalBlock(scope: !318, file: !2, line: 17, column: 88)
!327 = !DILocation(line: 17, column: 88, scope: !318)
!328 = !DILocation(line: 17, column: 74, scope: !318)
!329 = !DILocation(line: 17, column: 128, scope: !318)
!330 = !DILocation(line: 17, column: 126, scope: !318)
!331 = !DILocation(line: 17, column: 113, scope: !318)
!332 = !DILocation(line: 17, scope: !318)
!333 = !DILocation(line: 17, column: 150, scope: !318)
!334 = distinct !DISubprogram(name: "dfrom", scope: !2, file: !2, line: 15, type: !335, scopeLine: 15, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !79, retainedNodes: !337)
!335 = !DISubroutineType(types: !336)
!336 = !{!81, !85}
!337 = !{!338, !339}
!338 = !DILocalVariable(name: "u", arg: 1, scope: !334, file: !2, line: 15, type: !85)
!339 = !DILocalVariable(name: "d", scope: !334, file: !2, line: 15, type: !81)
!340 = !DILocation(line: 0, scope: !334)
!341 = !DILocation(line: 15, column: 71, scope: !334)
!342 = !DILocation(line: 15, column: 90, scope: !334)
