; ModuleID = 'programs/atomics_rmw_families.c'
source_filename = "programs/atomics_rmw_families.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [29 x i8] c"float: sum=%g max=%g min=%g\0A\00", align 1, !dbg !0
@fsum = internal global float 0.000000e+00, align 4, !dbg !7
@fmaxv = internal global float 0xC6293E5940000000, align 4, !dbg !211
@fminv = internal global float 0x46293E5940000000, align 4, !dbg !213
@.str.1 = private unnamed_addr constant [30 x i8] c"double: sum=%g max=%g min=%g\0A\00", align 1, !dbg !48
@dsum = internal global double 0.000000e+00, align 8, !dbg !79
@dmaxv = internal global double -1.000000e+300, align 8, !dbg !215
@dminv = internal global double 1.000000e+300, align 8, !dbg !217
@.str.2 = private unnamed_addr constant [9 x i8] c"wide_sum\00", align 1, !dbg !53
@wide_sum = internal global i128 0, align 16, !dbg !81
@.str.3 = private unnamed_addr constant [8 x i8] c"wide_or\00", align 1, !dbg !58
@wide_or = internal global i128 0, align 16, !dbg !83
@.str.4 = private unnamed_addr constant [9 x i8] c"wide_and\00", align 1, !dbg !63
@wide_and = internal global i128 -1, align 16, !dbg !224
@.str.5 = private unnamed_addr constant [9 x i8] c"wide_xor\00", align 1, !dbg !65
@wide_xor = internal global i128 0, align 16, !dbg !85
@.str.6 = private unnamed_addr constant [10 x i8] c"wide_nand\00", align 1, !dbg !67
@wide_nand = internal global i128 0, align 16, !dbg !87
@.str.7 = private unnamed_addr constant [27 x i8] c"wide_nand_seen=%u exch=%d\0A\00", align 1, !dbg !72
@wide_nand_seen = internal global i32 0, align 4, !dbg !93
@wide_exch = internal global i128 0, align 16, !dbg !89
@.str.8 = private unnamed_addr constant [9 x i8] c"wide_max\00", align 1, !dbg !77
@wide_max = internal global i128 0, align 16, !dbg !91
@w8_nand = internal global i8 0, align 1, !dbg !95
@w8_nand_seen = internal global i32 0, align 4, !dbg !97
@w8_and = internal global i8 -1, align 1, !dbg !99
@w8_or = internal global i8 0, align 1, !dbg !101
@w8_xor = internal global i8 0, align 1, !dbg !103
@w8_sum = internal global i8 0, align 1, !dbg !105
@w8_exch = internal global i8 0, align 1, !dbg !107
@w8_smax = internal global i8 0, align 1, !dbg !109
@w8_smin = internal global i8 0, align 1, !dbg !111
@w8_umax = internal global i8 0, align 1, !dbg !113
@w8_umin = internal global i8 -1, align 1, !dbg !115
@w16_nand = internal global i16 0, align 2, !dbg !117
@w16_nand_seen = internal global i32 0, align 4, !dbg !119
@w16_and = internal global i16 -1, align 2, !dbg !121
@w16_or = internal global i16 0, align 2, !dbg !123
@w16_xor = internal global i16 0, align 2, !dbg !125
@w16_sum = internal global i16 0, align 2, !dbg !127
@w16_exch = internal global i16 0, align 2, !dbg !129
@w16_smax = internal global i16 0, align 2, !dbg !131
@w16_smin = internal global i16 0, align 2, !dbg !133
@w16_umax = internal global i16 0, align 2, !dbg !135
@w16_umin = internal global i16 -1, align 2, !dbg !137
@w32_nand = internal global i32 0, align 4, !dbg !139
@w32_nand_seen = internal global i32 0, align 4, !dbg !141
@w32_and = internal global i32 -1, align 4, !dbg !143
@w32_or = internal global i32 0, align 4, !dbg !145
@w32_xor = internal global i32 0, align 4, !dbg !147
@w32_sum = internal global i32 0, align 4, !dbg !149
@w32_exch = internal global i32 0, align 4, !dbg !151
@w32_smax = internal global i32 0, align 4, !dbg !153
@w32_smin = internal global i32 0, align 4, !dbg !155
@w32_umax = internal global i32 0, align 4, !dbg !157
@w32_umin = internal global i32 -1, align 4, !dbg !159
@w64_nand = internal global i64 0, align 8, !dbg !161
@w64_nand_seen = internal global i32 0, align 4, !dbg !163
@w64_and = internal global i64 -1, align 8, !dbg !165
@w64_or = internal global i64 0, align 8, !dbg !167
@w64_xor = internal global i64 0, align 8, !dbg !169
@w64_sum = internal global i64 0, align 8, !dbg !171
@w64_exch = internal global i64 0, align 8, !dbg !173
@w64_smax = internal global i64 0, align 8, !dbg !175
@w64_smin = internal global i64 0, align 8, !dbg !177
@w64_umax = internal global i64 0, align 8, !dbg !179
@w64_umin = internal global i64 -1, align 8, !dbg !181
@.str.9 = private unnamed_addr constant [66 x i8] c"w8: nand=%llx seen=%u and=%llx or=%llx xor=%llx sum=%llx exch=%d\0A\00", align 1, !dbg !183
@.str.10 = private unnamed_addr constant [45 x i8] c"w8: smax=%lld smin=%lld umax=%llx umin=%llx\0A\00", align 1, !dbg !188
@.str.11 = private unnamed_addr constant [67 x i8] c"w16: nand=%llx seen=%u and=%llx or=%llx xor=%llx sum=%llx exch=%d\0A\00", align 1, !dbg !193
@.str.12 = private unnamed_addr constant [46 x i8] c"w16: smax=%lld smin=%lld umax=%llx umin=%llx\0A\00", align 1, !dbg !198
@.str.13 = private unnamed_addr constant [67 x i8] c"w32: nand=%llx seen=%u and=%llx or=%llx xor=%llx sum=%llx exch=%d\0A\00", align 1, !dbg !203
@.str.14 = private unnamed_addr constant [46 x i8] c"w32: smax=%lld smin=%lld umax=%llx umin=%llx\0A\00", align 1, !dbg !205
@.str.15 = private unnamed_addr constant [67 x i8] c"w64: nand=%llx seen=%u and=%llx or=%llx xor=%llx sum=%llx exch=%d\0A\00", align 1, !dbg !207
@.str.16 = private unnamed_addr constant [46 x i8] c"w64: smax=%lld smin=%lld umax=%llx umin=%llx\0A\00", align 1, !dbg !209
@.str.17 = private unnamed_addr constant [19 x i8] c"%s=%016llx%016llx\0A\00", align 1, !dbg !219

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 !dbg !234 {
  %1 = alloca [4 x i64], align 16, !DIAssignID !248
    #dbg_assign(i1 undef, !238, !DIExpression(), !248, ptr %1, !DIExpression(), !249)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %1) #8, !dbg !250
    #dbg_value(i32 0, !244, !DIExpression(), !251)
    #dbg_value(i64 0, !244, !DIExpression(), !251)
  %2 = call i32 @pthread_create(ptr noundef nonnull %1, ptr noundef null, ptr noundef nonnull @worker, ptr noundef null) #8, !dbg !252
    #dbg_value(i64 1, !244, !DIExpression(), !251)
  %3 = getelementptr inbounds i8, ptr %1, i64 8, !dbg !254
  %4 = call i32 @pthread_create(ptr noundef nonnull %3, ptr noundef null, ptr noundef nonnull @worker, ptr noundef nonnull inttoptr (i64 1 to ptr)) #8, !dbg !252
    #dbg_value(i64 2, !244, !DIExpression(), !251)
  %5 = getelementptr inbounds i8, ptr %1, i64 16, !dbg !254
  %6 = call i32 @pthread_create(ptr noundef nonnull %5, ptr noundef null, ptr noundef nonnull @worker, ptr noundef nonnull inttoptr (i64 2 to ptr)) #8, !dbg !252
    #dbg_value(i64 3, !244, !DIExpression(), !251)
  %7 = getelementptr inbounds i8, ptr %1, i64 24, !dbg !254
  %8 = call i32 @pthread_create(ptr noundef nonnull %7, ptr noundef null, ptr noundef nonnull @worker, ptr noundef nonnull inttoptr (i64 3 to ptr)) #8, !dbg !252
    #dbg_value(i64 4, !244, !DIExpression(), !251)
    #dbg_value(i64 0, !246, !DIExpression(), !255)
  %9 = load i64, ptr %1, align 16, !dbg !256, !tbaa !258
  %10 = call i32 @pthread_join(i64 noundef %9, ptr noundef null) #8, !dbg !262
    #dbg_value(i64 1, !246, !DIExpression(), !255)
  %11 = load i64, ptr %3, align 8, !dbg !256, !tbaa !258
  %12 = call i32 @pthread_join(i64 noundef %11, ptr noundef null) #8, !dbg !262
    #dbg_value(i64 2, !246, !DIExpression(), !255)
  %13 = load i64, ptr %5, align 16, !dbg !256, !tbaa !258
  %14 = call i32 @pthread_join(i64 noundef %13, ptr noundef null) #8, !dbg !262
    #dbg_value(i64 3, !246, !DIExpression(), !255)
  %15 = load i64, ptr %7, align 8, !dbg !256, !tbaa !258
  %16 = call i32 @pthread_join(i64 noundef %15, ptr noundef null) #8, !dbg !262
    #dbg_value(i64 4, !246, !DIExpression(), !255)
  %17 = load i8, ptr @w8_nand, align 1, !dbg !263, !tbaa !268
  %18 = zext i8 %17 to i64, !dbg !263
  %19 = load i32, ptr @w8_nand_seen, align 4, !dbg !263, !tbaa !269
  %20 = load i8, ptr @w8_and, align 1, !dbg !263, !tbaa !268
  %21 = zext i8 %20 to i64, !dbg !263
  %22 = load i8, ptr @w8_or, align 1, !dbg !263, !tbaa !268
  %23 = zext i8 %22 to i64, !dbg !263
  %24 = load i8, ptr @w8_xor, align 1, !dbg !263, !tbaa !268
  %25 = zext i8 %24 to i64, !dbg !263
  %26 = load i8, ptr @w8_sum, align 1, !dbg !263, !tbaa !268
  %27 = zext i8 %26 to i64, !dbg !263
  %28 = load i8, ptr @w8_exch, align 1, !dbg !263
  %29 = add i8 %28, -1, !dbg !263
  %30 = icmp ult i8 %29, 4, !dbg !263
  %31 = zext i1 %30 to i32, !dbg !263
  %32 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i64 noundef %18, i32 noundef %19, i64 noundef %21, i64 noundef %23, i64 noundef %25, i64 noundef %27, i32 noundef %31), !dbg !263
  %33 = load i8, ptr @w8_smax, align 1, !dbg !263, !tbaa !268
  %34 = sext i8 %33 to i64, !dbg !263
  %35 = load i8, ptr @w8_smin, align 1, !dbg !263, !tbaa !268
  %36 = sext i8 %35 to i64, !dbg !263
  %37 = load i8, ptr @w8_umax, align 1, !dbg !263, !tbaa !268
  %38 = zext i8 %37 to i64, !dbg !263
  %39 = load i8, ptr @w8_umin, align 1, !dbg !263, !tbaa !268
  %40 = zext i8 %39 to i64, !dbg !263
  %41 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i64 noundef %34, i64 noundef %36, i64 noundef %38, i64 noundef %40), !dbg !263
  %42 = load i16, ptr @w16_nand, align 2, !dbg !271, !tbaa !274
  %43 = zext i16 %42 to i64, !dbg !271
  %44 = load i32, ptr @w16_nand_seen, align 4, !dbg !271, !tbaa !269
  %45 = load i16, ptr @w16_and, align 2, !dbg !271, !tbaa !274
  %46 = zext i16 %45 to i64, !dbg !271
  %47 = load i16, ptr @w16_or, align 2, !dbg !271, !tbaa !274
  %48 = zext i16 %47 to i64, !dbg !271
  %49 = load i16, ptr @w16_xor, align 2, !dbg !271, !tbaa !274
  %50 = zext i16 %49 to i64, !dbg !271
  %51 = load i16, ptr @w16_sum, align 2, !dbg !271, !tbaa !274
  %52 = zext i16 %51 to i64, !dbg !271
  %53 = load i16, ptr @w16_exch, align 2, !dbg !271
  %54 = add i16 %53, -1, !dbg !271
  %55 = icmp ult i16 %54, 4, !dbg !271
  %56 = zext i1 %55 to i32, !dbg !271
  %57 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, i64 noundef %43, i32 noundef %44, i64 noundef %46, i64 noundef %48, i64 noundef %50, i64 noundef %52, i32 noundef %56), !dbg !271
  %58 = load i16, ptr @w16_smax, align 2, !dbg !271, !tbaa !274
  %59 = sext i16 %58 to i64, !dbg !271
  %60 = load i16, ptr @w16_smin, align 2, !dbg !271, !tbaa !274
  %61 = sext i16 %60 to i64, !dbg !271
  %62 = load i16, ptr @w16_umax, align 2, !dbg !271, !tbaa !274
  %63 = zext i16 %62 to i64, !dbg !271
  %64 = load i16, ptr @w16_umin, align 2, !dbg !271, !tbaa !274
  %65 = zext i16 %64 to i64, !dbg !271
  %66 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, i64 noundef %59, i64 noundef %61, i64 noundef %63, i64 noundef %65), !dbg !271
  %67 = load i32, ptr @w32_nand, align 4, !dbg !276, !tbaa !269
  %68 = zext i32 %67 to i64, !dbg !276
  %69 = load i32, ptr @w32_nand_seen, align 4, !dbg !276, !tbaa !269
  %70 = load i32, ptr @w32_and, align 4, !dbg !276, !tbaa !269
  %71 = zext i32 %70 to i64, !dbg !276
  %72 = load i32, ptr @w32_or, align 4, !dbg !276, !tbaa !269
  %73 = zext i32 %72 to i64, !dbg !276
  %74 = load i32, ptr @w32_xor, align 4, !dbg !276, !tbaa !269
  %75 = zext i32 %74 to i64, !dbg !276
  %76 = load i32, ptr @w32_sum, align 4, !dbg !276, !tbaa !269
  %77 = zext i32 %76 to i64, !dbg !276
  %78 = load i32, ptr @w32_exch, align 4, !dbg !276
  %79 = add i32 %78, -1, !dbg !276
  %80 = icmp ult i32 %79, 4, !dbg !276
  %81 = zext i1 %80 to i32, !dbg !276
  %82 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i64 noundef %68, i32 noundef %69, i64 noundef %71, i64 noundef %73, i64 noundef %75, i64 noundef %77, i32 noundef %81), !dbg !276
  %83 = load i32, ptr @w32_smax, align 4, !dbg !276, !tbaa !269
  %84 = sext i32 %83 to i64, !dbg !276
  %85 = load i32, ptr @w32_smin, align 4, !dbg !276, !tbaa !269
  %86 = sext i32 %85 to i64, !dbg !276
  %87 = load i32, ptr @w32_umax, align 4, !dbg !276, !tbaa !269
  %88 = zext i32 %87 to i64, !dbg !276
  %89 = load i32, ptr @w32_umin, align 4, !dbg !276, !tbaa !269
  %90 = zext i32 %89 to i64, !dbg !276
  %91 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i64 noundef %84, i64 noundef %86, i64 noundef %88, i64 noundef %90), !dbg !276
  %92 = load i64, ptr @w64_nand, align 8, !dbg !279, !tbaa !258
  %93 = load i32, ptr @w64_nand_seen, align 4, !dbg !279, !tbaa !269
  %94 = load i64, ptr @w64_and, align 8, !dbg !279, !tbaa !258
  %95 = load i64, ptr @w64_or, align 8, !dbg !279, !tbaa !258
  %96 = load i64, ptr @w64_xor, align 8, !dbg !279, !tbaa !258
  %97 = load i64, ptr @w64_sum, align 8, !dbg !279, !tbaa !258
  %98 = load i64, ptr @w64_exch, align 8, !dbg !279
  %99 = add i64 %98, -1, !dbg !279
  %100 = icmp ult i64 %99, 4, !dbg !279
  %101 = zext i1 %100 to i32, !dbg !279
  %102 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, i64 noundef %92, i32 noundef %93, i64 noundef %94, i64 noundef %95, i64 noundef %96, i64 noundef %97, i32 noundef %101), !dbg !279
  %103 = load i64, ptr @w64_smax, align 8, !dbg !279, !tbaa !258
  %104 = load i64, ptr @w64_smin, align 8, !dbg !279, !tbaa !258
  %105 = load i64, ptr @w64_umax, align 8, !dbg !279, !tbaa !258
  %106 = load i64, ptr @w64_umin, align 8, !dbg !279, !tbaa !258
  %107 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, i64 noundef %103, i64 noundef %104, i64 noundef %105, i64 noundef %106), !dbg !279
  %108 = load float, ptr @fsum, align 4, !dbg !282, !tbaa !283
  %109 = fpext float %108 to double, !dbg !282
  %110 = load float, ptr @fmaxv, align 4, !dbg !285, !tbaa !283
  %111 = fpext float %110 to double, !dbg !285
  %112 = load float, ptr @fminv, align 4, !dbg !286, !tbaa !283
  %113 = fpext float %112 to double, !dbg !286
  %114 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, double noundef %109, double noundef %111, double noundef %113), !dbg !287
  %115 = load double, ptr @dsum, align 8, !dbg !288, !tbaa !289
  %116 = load double, ptr @dmaxv, align 8, !dbg !291, !tbaa !289
  %117 = load double, ptr @dminv, align 8, !dbg !292, !tbaa !289
  %118 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, double noundef %115, double noundef %116, double noundef %117), !dbg !293
  %119 = load i128, ptr @wide_sum, align 16, !dbg !294, !tbaa !295
  %120 = trunc i128 %119 to i64, !dbg !297
  %121 = lshr i128 %119, 64, !dbg !297
  %122 = trunc nuw i128 %121 to i64, !dbg !297
    #dbg_value(ptr @.str.2, !298, !DIExpression(), !306)
    #dbg_value(!DIArgList(i128 0, i64 %120), !305, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 128, DW_ATE_unsigned, DW_OP_or, DW_OP_stack_value), !306)
  %123 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.2, i64 noundef %122, i64 noundef %120), !dbg !308
  %124 = load i128, ptr @wide_or, align 16, !dbg !309, !tbaa !295
  %125 = trunc i128 %124 to i64, !dbg !310
  %126 = lshr i128 %124, 64, !dbg !310
  %127 = trunc nuw i128 %126 to i64, !dbg !310
    #dbg_value(ptr @.str.3, !298, !DIExpression(), !311)
    #dbg_value(!DIArgList(i128 0, i64 %125), !305, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 128, DW_ATE_unsigned, DW_OP_or, DW_OP_stack_value), !311)
  %128 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.3, i64 noundef %127, i64 noundef %125), !dbg !313
  %129 = load i128, ptr @wide_and, align 16, !dbg !314, !tbaa !295
  %130 = trunc i128 %129 to i64, !dbg !315
  %131 = lshr i128 %129, 64, !dbg !315
  %132 = trunc nuw i128 %131 to i64, !dbg !315
    #dbg_value(ptr @.str.4, !298, !DIExpression(), !316)
    #dbg_value(!DIArgList(i128 0, i64 %130), !305, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 128, DW_ATE_unsigned, DW_OP_or, DW_OP_stack_value), !316)
  %133 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.4, i64 noundef %132, i64 noundef %130), !dbg !318
  %134 = load i128, ptr @wide_xor, align 16, !dbg !319, !tbaa !295
  %135 = trunc i128 %134 to i64, !dbg !320
  %136 = lshr i128 %134, 64, !dbg !320
  %137 = trunc nuw i128 %136 to i64, !dbg !320
    #dbg_value(ptr @.str.5, !298, !DIExpression(), !321)
    #dbg_value(!DIArgList(i128 0, i64 %135), !305, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 128, DW_ATE_unsigned, DW_OP_or, DW_OP_stack_value), !321)
  %138 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.5, i64 noundef %137, i64 noundef %135), !dbg !323
  %139 = load i128, ptr @wide_nand, align 16, !dbg !324, !tbaa !295
  %140 = trunc i128 %139 to i64, !dbg !325
  %141 = lshr i128 %139, 64, !dbg !325
  %142 = trunc nuw i128 %141 to i64, !dbg !325
    #dbg_value(ptr @.str.6, !298, !DIExpression(), !326)
    #dbg_value(!DIArgList(i128 0, i64 %140), !305, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 128, DW_ATE_unsigned, DW_OP_or, DW_OP_stack_value), !326)
  %143 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.6, i64 noundef %142, i64 noundef %140), !dbg !328
  %144 = load i32, ptr @wide_nand_seen, align 4, !dbg !329, !tbaa !269
  %145 = load i128, ptr @wide_exch, align 16, !dbg !330
  switch i128 %145, label %146 [
    i128 3541774862152233910272, label %149
    i128 2361183241434822606848, label %149
    i128 1180591620717411303424, label %149
  ], !dbg !331

146:                                              ; preds = %0
  %147 = icmp eq i128 %145, 4722366482869645213696, !dbg !332
  %148 = zext i1 %147 to i32, !dbg !333
  br label %149, !dbg !333

149:                                              ; preds = %0, %0, %0, %146
  %150 = phi i32 [ 1, %0 ], [ %148, %146 ], [ 1, %0 ], [ 1, %0 ]
  %151 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef %144, i32 noundef %150), !dbg !334
  %152 = load i128, ptr @wide_max, align 16, !dbg !335, !tbaa !295
  %153 = trunc i128 %152 to i64, !dbg !336
  %154 = lshr i128 %152, 64, !dbg !336
  %155 = trunc nuw i128 %154 to i64, !dbg !336
    #dbg_value(ptr @.str.8, !298, !DIExpression(), !337)
    #dbg_value(!DIArgList(i128 0, i64 %153), !305, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 128, DW_ATE_unsigned, DW_OP_or, DW_OP_stack_value), !337)
  %156 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.8, i64 noundef %155, i64 noundef %153), !dbg !339
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %1) #8, !dbg !340
  ret i32 0, !dbg !341
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nounwind
declare !dbg !342 i32 @pthread_create(ptr noundef, ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #2

; Function Attrs: nofree norecurse nounwind memory(readwrite, inaccessiblemem: none) uwtable
define internal noalias noundef ptr @worker(ptr noundef %0) #3 !dbg !363 {
    #dbg_value(ptr %0, !365, !DIExpression(), !369)
  %2 = ptrtoint ptr %0 to i64, !dbg !370
  %3 = trunc i64 %2 to i32, !dbg !371
    #dbg_value(i32 %3, !366, !DIExpression(), !369)
    #dbg_value(i32 0, !367, !DIExpression(), !372)
  %4 = mul i32 %3, 55
  %5 = trunc i64 %2 to i8
  %6 = add i8 %5, 1
  %7 = mul i32 %3, 40503
  %8 = trunc i64 %2 to i16
  %9 = add i16 %8, 1
  %10 = add i32 %3, 1
  %11 = zext i32 %10 to i64
  %12 = uitofp i32 %3 to float
  %13 = fneg float %12
  %14 = uitofp i32 %3 to double
  %15 = fneg double %14
    #dbg_value(i32 0, !367, !DIExpression(), !372)
  br label %17, !dbg !373

16:                                               ; preds = %105
  ret ptr null, !dbg !374

17:                                               ; preds = %1, %105
  %18 = phi i64 [ 0, %1 ], [ %150, %105 ]
    #dbg_value(i64 %18, !367, !DIExpression(), !372)
    #dbg_value(i32 %3, !375, !DIExpression(), !383)
    #dbg_value(i64 %18, !380, !DIExpression(), !383)
    #dbg_value(!DIArgList(i64 %18, i32 %3), !381, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 177, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_constu, 55, DW_OP_mul, DW_OP_plus, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !383)
    #dbg_value(i32 8, !382, !DIExpression(), !383)
  %19 = atomicrmw nand ptr @w8_nand, i8 -1 seq_cst, align 1, !dbg !387
  %20 = icmp eq i8 %19, 0, !dbg !387
  br i1 %20, label %21, label %23, !dbg !389

21:                                               ; preds = %17
  %22 = atomicrmw add ptr @w8_nand_seen, i32 1 monotonic, align 4, !dbg !387
  br label %23, !dbg !387

23:                                               ; preds = %17, %21
    #dbg_value(!DIArgList(i64 %18, i32 %4), !381, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 177, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !383)
  %24 = trunc i64 %18 to i32, !dbg !389
  %25 = mul i32 %24, 177, !dbg !389
  %26 = add i32 %25, %4, !dbg !389
  %27 = trunc i32 %26 to i8, !dbg !389
    #dbg_value(i8 %27, !381, !DIExpression(), !383)
  %28 = trunc nuw nsw i64 %18 to i32, !dbg !389
  %29 = add i32 %28, %3, !dbg !389
  %30 = and i32 %29, 7, !dbg !389
  %31 = shl nuw nsw i32 1, %30, !dbg !389
  %32 = trunc nuw i32 %31 to i8, !dbg !389
  %33 = xor i8 %32, -1, !dbg !389
  %34 = atomicrmw and ptr @w8_and, i8 %33 acquire, align 1, !dbg !389
  %35 = trunc i64 %18 to i32, !dbg !389
  %36 = mul i32 %35, 3, !dbg !389
  %37 = add i32 %36, %3, !dbg !389
  %38 = and i32 %37, 7, !dbg !389
  %39 = shl nuw nsw i32 1, %38, !dbg !389
  %40 = trunc nuw i32 %39 to i8, !dbg !389
  %41 = atomicrmw or ptr @w8_or, i8 %40 release, align 1, !dbg !389
  %42 = atomicrmw xor ptr @w8_xor, i8 %27 acq_rel, align 1, !dbg !389
  %43 = atomicrmw add ptr @w8_sum, i8 %27 monotonic, align 1, !dbg !389
  %44 = udiv i8 %27, 3, !dbg !389
  %45 = atomicrmw sub ptr @w8_sum, i8 %44 seq_cst, align 1, !dbg !389
  %46 = atomicrmw xchg ptr @w8_exch, i8 %6 acq_rel, align 1, !dbg !389
  %47 = atomicrmw max ptr @w8_smax, i8 %27 seq_cst, align 1, !dbg !389
  %48 = atomicrmw min ptr @w8_smin, i8 %27 acquire, align 1, !dbg !389
  %49 = atomicrmw umax ptr @w8_umax, i8 %27 release, align 1, !dbg !389
  %50 = atomicrmw umin ptr @w8_umin, i8 %27 monotonic, align 1, !dbg !389
    #dbg_value(i32 %3, !390, !DIExpression(), !396)
    #dbg_value(i64 %18, !393, !DIExpression(), !396)
    #dbg_value(!DIArgList(i64 %18, i32 %3), !394, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 31153, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_constu, 40503, DW_OP_mul, DW_OP_plus, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 16, DW_ATE_unsigned, DW_OP_stack_value), !396)
    #dbg_value(i32 16, !395, !DIExpression(), !396)
  %51 = atomicrmw nand ptr @w16_nand, i16 -1 seq_cst, align 2, !dbg !398
  %52 = icmp eq i16 %51, 0, !dbg !398
  br i1 %52, label %53, label %55, !dbg !400

53:                                               ; preds = %23
  %54 = atomicrmw add ptr @w16_nand_seen, i32 1 monotonic, align 4, !dbg !398
  br label %55, !dbg !398

55:                                               ; preds = %23, %53
    #dbg_value(!DIArgList(i64 %18, i32 %3), !394, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 31153, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_constu, 40503, DW_OP_mul, DW_OP_plus, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 16, DW_ATE_unsigned, DW_OP_stack_value), !396)
    #dbg_value(!DIArgList(i64 %18, i32 %7), !394, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 31153, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 16, DW_ATE_unsigned, DW_OP_stack_value), !396)
  %56 = trunc i64 %18 to i32, !dbg !400
  %57 = mul i32 %56, 31153, !dbg !400
  %58 = add i32 %57, %7, !dbg !400
  %59 = trunc i32 %58 to i16, !dbg !400
    #dbg_value(i16 %59, !394, !DIExpression(), !396)
  %60 = and i32 %29, 15, !dbg !400
  %61 = shl nuw nsw i32 1, %60, !dbg !400
  %62 = trunc nuw i32 %61 to i16, !dbg !400
  %63 = xor i16 %62, -1, !dbg !400
  %64 = atomicrmw and ptr @w16_and, i16 %63 acquire, align 2, !dbg !400
  %65 = and i32 %37, 15, !dbg !400
  %66 = shl nuw nsw i32 1, %65, !dbg !400
  %67 = trunc nuw i32 %66 to i16, !dbg !400
  %68 = atomicrmw or ptr @w16_or, i16 %67 release, align 2, !dbg !400
  %69 = atomicrmw xor ptr @w16_xor, i16 %59 acq_rel, align 2, !dbg !400
  %70 = atomicrmw add ptr @w16_sum, i16 %59 monotonic, align 2, !dbg !400
  %71 = udiv i16 %59, 3, !dbg !400
  %72 = atomicrmw sub ptr @w16_sum, i16 %71 seq_cst, align 2, !dbg !400
  %73 = atomicrmw xchg ptr @w16_exch, i16 %9 acq_rel, align 2, !dbg !400
  %74 = atomicrmw max ptr @w16_smax, i16 %59 seq_cst, align 2, !dbg !400
  %75 = atomicrmw min ptr @w16_smin, i16 %59 acquire, align 2, !dbg !400
  %76 = atomicrmw umax ptr @w16_umax, i16 %59 release, align 2, !dbg !400
  %77 = atomicrmw umin ptr @w16_umin, i16 %59 monotonic, align 2, !dbg !400
    #dbg_value(i32 %3, !401, !DIExpression(), !407)
    #dbg_value(i64 %18, !404, !DIExpression(), !407)
    #dbg_value(!DIArgList(i64 %18, i32 %3), !405, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 18446744072069020081, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_constu, 40503, DW_OP_mul, DW_OP_plus, DW_OP_stack_value), !407)
    #dbg_value(i32 32, !406, !DIExpression(), !407)
  %78 = atomicrmw nand ptr @w32_nand, i32 -1 seq_cst, align 4, !dbg !409
  %79 = icmp eq i32 %78, 0, !dbg !409
  br i1 %79, label %80, label %82, !dbg !411

80:                                               ; preds = %55
  %81 = atomicrmw add ptr @w32_nand_seen, i32 1 monotonic, align 4, !dbg !409
  br label %82, !dbg !409

82:                                               ; preds = %55, %80
  %83 = mul i32 %28, -1640531535, !dbg !411
    #dbg_value(!DIArgList(i32 %83, i32 %3), !405, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_constu, 40503, DW_OP_mul, DW_OP_plus, DW_OP_stack_value), !407)
    #dbg_value(!DIArgList(i32 %83, i32 %7), !405, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !407)
  %84 = add i32 %83, %7, !dbg !411
    #dbg_value(i32 %84, !405, !DIExpression(), !407)
  %85 = and i32 %29, 31, !dbg !411
  %86 = shl nuw i32 1, %85, !dbg !411
  %87 = xor i32 %86, -1, !dbg !411
  %88 = atomicrmw and ptr @w32_and, i32 %87 acquire, align 4, !dbg !411
  %89 = and i32 %37, 31, !dbg !411
  %90 = shl nuw i32 1, %89, !dbg !411
  %91 = atomicrmw or ptr @w32_or, i32 %90 release, align 4, !dbg !411
  %92 = atomicrmw xor ptr @w32_xor, i32 %84 acq_rel, align 4, !dbg !411
  %93 = atomicrmw add ptr @w32_sum, i32 %84 monotonic, align 4, !dbg !411
  %94 = udiv i32 %84, 3, !dbg !411
  %95 = atomicrmw sub ptr @w32_sum, i32 %94 seq_cst, align 4, !dbg !411
  %96 = atomicrmw xchg ptr @w32_exch, i32 %10 acq_rel, align 4, !dbg !411
  %97 = atomicrmw max ptr @w32_smax, i32 %84 seq_cst, align 4, !dbg !411
  %98 = atomicrmw min ptr @w32_smin, i32 %84 acquire, align 4, !dbg !411
  %99 = atomicrmw umax ptr @w32_umax, i32 %84 release, align 4, !dbg !411
  %100 = atomicrmw umin ptr @w32_umin, i32 %84 monotonic, align 4, !dbg !411
    #dbg_value(i32 %3, !412, !DIExpression(), !418)
    #dbg_value(i64 %18, !415, !DIExpression(), !418)
    #dbg_value(!DIArgList(i64 %18, i32 %3), !416, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 18446744072069020081, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_constu, 40503, DW_OP_mul, DW_OP_plus, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_stack_value), !418)
    #dbg_value(i32 64, !417, !DIExpression(), !418)
  %101 = atomicrmw nand ptr @w64_nand, i64 -1 seq_cst, align 8, !dbg !420
  %102 = icmp eq i64 %101, 0, !dbg !420
  br i1 %102, label %103, label %105, !dbg !422

103:                                              ; preds = %82
  %104 = atomicrmw add ptr @w64_nand_seen, i32 1 monotonic, align 4, !dbg !420
  br label %105, !dbg !420

105:                                              ; preds = %82, %103
    #dbg_value(i32 %84, !416, !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_stack_value), !418)
  %106 = zext i32 %84 to i64, !dbg !422
    #dbg_value(i64 %106, !416, !DIExpression(), !418)
  %107 = and i32 %29, 63, !dbg !422
  %108 = zext nneg i32 %107 to i64, !dbg !422
  %109 = shl nuw i64 1, %108, !dbg !422
  %110 = xor i64 %109, -1, !dbg !422
  %111 = atomicrmw and ptr @w64_and, i64 %110 acquire, align 8, !dbg !422
  %112 = and i32 %37, 63, !dbg !422
  %113 = zext nneg i32 %112 to i64, !dbg !422
  %114 = shl nuw i64 1, %113, !dbg !422
  %115 = atomicrmw or ptr @w64_or, i64 %114 release, align 8, !dbg !422
  %116 = atomicrmw xor ptr @w64_xor, i64 %106 acq_rel, align 8, !dbg !422
  %117 = atomicrmw add ptr @w64_sum, i64 %106 monotonic, align 8, !dbg !422
  %118 = zext nneg i32 %94 to i64, !dbg !422
  %119 = atomicrmw sub ptr @w64_sum, i64 %118 seq_cst, align 8, !dbg !422
  %120 = atomicrmw xchg ptr @w64_exch, i64 %11 acq_rel, align 8, !dbg !422
  %121 = atomicrmw max ptr @w64_smax, i64 %106 seq_cst, align 8, !dbg !422
  %122 = atomicrmw min ptr @w64_smin, i64 %106 acquire, align 8, !dbg !422
  %123 = atomicrmw umax ptr @w64_umax, i64 %106 release, align 8, !dbg !422
  %124 = atomicrmw umin ptr @w64_umin, i64 %106 monotonic, align 8, !dbg !422
    #dbg_value(i32 %3, !423, !DIExpression(), !427)
    #dbg_value(i64 %18, !426, !DIExpression(), !427)
  %125 = atomicrmw fadd ptr @fsum, float 5.000000e-01 seq_cst, align 4, !dbg !429
  %126 = atomicrmw fsub ptr @fsum, float 2.500000e-01 monotonic, align 4, !dbg !430
  %127 = atomicrmw fadd ptr @dsum, double 1.250000e-01 acq_rel, align 8, !dbg !431
  %128 = atomicrmw fsub ptr @dsum, double 1.000000e+00 release, align 8, !dbg !432
  %129 = trunc i64 %18 to i16, !dbg !433
  %130 = urem i16 %129, 1013, !dbg !433
  %131 = uitofp nneg i16 %130 to float, !dbg !434
  %132 = tail call float @llvm.fmuladd.f32(float %131, float 5.000000e-01, float %13), !dbg !435
  %133 = atomicrmw fmax ptr @fmaxv, float %132 seq_cst, align 4, !dbg !436
  %134 = urem i16 %129, 977, !dbg !437
  %135 = uitofp nneg i16 %134 to float, !dbg !438
  %136 = tail call float @llvm.fmuladd.f32(float %135, float 2.500000e-01, float %12), !dbg !439
  %137 = atomicrmw fmin ptr @fminv, float %136 acquire, align 4, !dbg !440
  %138 = trunc i64 %18 to i32, !dbg !441
  %139 = mul i32 %138, 31, !dbg !441
  %140 = urem i32 %139, 4099, !dbg !441
  %141 = uitofp nneg i32 %140 to double, !dbg !442
  %142 = tail call double @llvm.fmuladd.f64(double %14, double 5.000000e-01, double %141), !dbg !443
  %143 = atomicrmw fmax ptr @dmaxv, double %142 monotonic, align 8, !dbg !444
  %144 = trunc i64 %18 to i32, !dbg !445
  %145 = mul i32 %144, 17, !dbg !445
  %146 = urem i32 %145, 3001, !dbg !445
  %147 = uitofp nneg i32 %146 to double, !dbg !446
  %148 = tail call double @llvm.fmuladd.f64(double %15, double 5.000000e-01, double %147), !dbg !447
  %149 = atomicrmw fmin ptr @dminv, double %148 seq_cst, align 8, !dbg !448
  tail call fastcc void @wide_step(i32 noundef %3, i32 noundef %28), !dbg !449
  %150 = add nuw nsw i64 %18, 1, !dbg !450
    #dbg_value(i64 %150, !367, !DIExpression(), !372)
  %151 = icmp eq i64 %150, 4000, !dbg !451
  br i1 %151, label %16, label %17, !dbg !373, !llvm.loop !452
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

declare !dbg !455 i32 @pthread_join(i64 noundef, ptr noundef) local_unnamed_addr #4

; Function Attrs: nofree nounwind
declare !dbg !459 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #5

; Function Attrs: nofree noinline norecurse nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc void @wide_step(i32 noundef %0, i32 noundef %1) unnamed_addr #6 !dbg !464 {
    #dbg_value(i32 %0, !466, !DIExpression(), !470)
    #dbg_value(i32 %1, !467, !DIExpression(), !470)
  %3 = mul i32 %1, -1640531535, !dbg !471
  %4 = add i32 %3, %0, !dbg !472
  %5 = zext i32 %4 to i128, !dbg !473
  %6 = shl nuw nsw i128 %5, 64, !dbg !474
  %7 = mul nuw nsw i32 %1, 40503, !dbg !475
  %8 = mul i32 %0, 7, !dbg !476
  %9 = add i32 %7, %8, !dbg !477
  %10 = zext i32 %9 to i128, !dbg !478
  %11 = or disjoint i128 %6, %10, !dbg !479
    #dbg_value(i128 %11, !468, !DIExpression(), !470)
  %12 = atomicrmw add ptr @wide_sum, i128 %11 seq_cst, align 16, !dbg !480
  %13 = lshr i128 %11, 1, !dbg !481
  %14 = atomicrmw sub ptr @wide_sum, i128 %13 monotonic, align 16, !dbg !482
  %15 = mul nuw nsw i32 %1, 5, !dbg !483
  %16 = add i32 %15, %0, !dbg !484
  %17 = and i32 %16, 127, !dbg !485
  %18 = zext nneg i32 %17 to i128, !dbg !486
  %19 = shl nuw i128 1, %18, !dbg !486
  %20 = atomicrmw or ptr @wide_or, i128 %19 release, align 16, !dbg !487
  %21 = mul i32 %0, 9, !dbg !488
  %22 = add i32 %21, %1, !dbg !489
  %23 = and i32 %22, 127, !dbg !490
  %24 = zext nneg i32 %23 to i128, !dbg !491
  %25 = shl nuw i128 1, %24, !dbg !491
  %26 = xor i128 %25, -1, !dbg !492
  %27 = atomicrmw and ptr @wide_and, i128 %26 acquire, align 16, !dbg !493
  %28 = atomicrmw xor ptr @wide_xor, i128 %11 acq_rel, align 16, !dbg !494
  %29 = atomicrmw nand ptr @wide_nand, i128 -1 seq_cst, align 16, !dbg !495
  %30 = icmp eq i128 %29, 0, !dbg !497
  br i1 %30, label %31, label %33, !dbg !498

31:                                               ; preds = %2
  %32 = atomicrmw add ptr @wide_nand_seen, i32 1 monotonic, align 4, !dbg !499
  br label %33, !dbg !499

33:                                               ; preds = %31, %2
  %34 = add i32 %0, 1, !dbg !500
  %35 = zext i32 %34 to i128, !dbg !501
  %36 = shl nuw nsw i128 %35, 70, !dbg !502
  %37 = atomicrmw xchg ptr @wide_exch, i128 %36 seq_cst, align 16, !dbg !503
  %38 = load atomic i128, ptr @wide_max acquire, align 16, !dbg !504
    #dbg_value(i128 %38, !469, !DIExpression(), !470)
  br label %39, !dbg !505

39:                                               ; preds = %42, %33
  %40 = phi i128 [ %38, %33 ], [ %45, %42 ], !dbg !506
    #dbg_value(i128 %40, !469, !DIExpression(), !470)
  %41 = icmp ult i128 %40, %11, !dbg !507
  br i1 %41, label %42, label %46, !dbg !508

42:                                               ; preds = %39
  %43 = cmpxchg ptr @wide_max, i128 %40, i128 %11 seq_cst acquire, align 16, !dbg !509
  %44 = extractvalue { i128, i1 } %43, 1, !dbg !509
  %45 = extractvalue { i128, i1 } %43, 0
    #dbg_value(i128 poison, !469, !DIExpression(), !470)
  br i1 %44, label %46, label %39, !dbg !505, !llvm.loop !510

46:                                               ; preds = %39, %42
  ret void, !dbg !512
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #7

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #7

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree norecurse nounwind memory(readwrite, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nofree noinline norecurse nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx16,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #8 = { nounwind }

!llvm.dbg.cu = !{!9}
!llvm.module.flags = !{!226, !227, !228, !229, !230, !231, !232}
!llvm.ident = !{!233}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 124, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "programs/atomics_rmw_families.c", directory: ".", checksumkind: CSK_MD5, checksum: "4a16ff83a5e78038411dbe95946af8fc")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 232, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 29)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(name: "fsum", scope: !9, file: !2, line: 62, type: !43, isLocal: true, isDefinition: true)
!9 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !10, globals: !47, splitDebugInlining: false, nameTableKind: None)
!10 = !{!11, !12, !15, !17, !18, !23, !27, !30, !33, !35, !38, !40, !43, !44, !45, !46}
!11 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!12 = !DIDerivedType(tag: DW_TAG_typedef, name: "uintptr_t", file: !13, line: 90, baseType: !14)
!13 = !DIFile(filename: "/usr/include/stdint.h", directory: "", checksumkind: CSK_MD5, checksum: "a48e64edacc5b19f56c99745232c963c")
!14 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!15 = !DIDerivedType(tag: DW_TAG_typedef, name: "u128", file: !2, line: 13, baseType: !16)
!16 = !DIBasicType(name: "unsigned __int128", size: 128, encoding: DW_ATE_unsigned)
!17 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!18 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint8_t", file: !19, line: 24, baseType: !20)
!19 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-uintn.h", directory: "", checksumkind: CSK_MD5, checksum: "2bf2ae53c58c01b1a1b9383b5195125c")
!20 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint8_t", file: !21, line: 38, baseType: !22)
!21 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!22 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!23 = !DIDerivedType(tag: DW_TAG_typedef, name: "int8_t", file: !24, line: 24, baseType: !25)
!24 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-intn.h", directory: "", checksumkind: CSK_MD5, checksum: "55bcbdc3159515ebd91d351a70d505f4")
!25 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int8_t", file: !21, line: 37, baseType: !26)
!26 = !DIBasicType(name: "signed char", size: 8, encoding: DW_ATE_signed_char)
!27 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint16_t", file: !19, line: 25, baseType: !28)
!28 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint16_t", file: !21, line: 40, baseType: !29)
!29 = !DIBasicType(name: "unsigned short", size: 16, encoding: DW_ATE_unsigned)
!30 = !DIDerivedType(tag: DW_TAG_typedef, name: "int16_t", file: !24, line: 25, baseType: !31)
!31 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int16_t", file: !21, line: 39, baseType: !32)
!32 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!33 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint32_t", file: !19, line: 26, baseType: !34)
!34 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint32_t", file: !21, line: 42, baseType: !17)
!35 = !DIDerivedType(tag: DW_TAG_typedef, name: "int32_t", file: !24, line: 26, baseType: !36)
!36 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int32_t", file: !21, line: 41, baseType: !37)
!37 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!38 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint64_t", file: !19, line: 27, baseType: !39)
!39 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint64_t", file: !21, line: 45, baseType: !14)
!40 = !DIDerivedType(tag: DW_TAG_typedef, name: "int64_t", file: !24, line: 27, baseType: !41)
!41 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int64_t", file: !21, line: 44, baseType: !42)
!42 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!43 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!44 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!45 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!46 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!47 = !{!0, !48, !53, !58, !63, !65, !67, !72, !77, !7, !79, !81, !83, !85, !87, !89, !91, !93, !95, !97, !99, !101, !103, !105, !107, !109, !111, !113, !115, !117, !119, !121, !123, !125, !127, !129, !131, !133, !135, !137, !139, !141, !143, !145, !147, !149, !151, !153, !155, !157, !159, !161, !163, !165, !167, !169, !171, !173, !175, !177, !179, !181, !183, !188, !193, !198, !203, !205, !207, !209, !211, !213, !215, !217, !219, !224}
!48 = !DIGlobalVariableExpression(var: !49, expr: !DIExpression())
!49 = distinct !DIGlobalVariable(scope: null, file: !2, line: 125, type: !50, isLocal: true, isDefinition: true)
!50 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 240, elements: !51)
!51 = !{!52}
!52 = !DISubrange(count: 30)
!53 = !DIGlobalVariableExpression(var: !54, expr: !DIExpression())
!54 = distinct !DIGlobalVariable(scope: null, file: !2, line: 126, type: !55, isLocal: true, isDefinition: true)
!55 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 72, elements: !56)
!56 = !{!57}
!57 = !DISubrange(count: 9)
!58 = !DIGlobalVariableExpression(var: !59, expr: !DIExpression())
!59 = distinct !DIGlobalVariable(scope: null, file: !2, line: 127, type: !60, isLocal: true, isDefinition: true)
!60 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 64, elements: !61)
!61 = !{!62}
!62 = !DISubrange(count: 8)
!63 = !DIGlobalVariableExpression(var: !64, expr: !DIExpression())
!64 = distinct !DIGlobalVariable(scope: null, file: !2, line: 128, type: !55, isLocal: true, isDefinition: true)
!65 = !DIGlobalVariableExpression(var: !66, expr: !DIExpression())
!66 = distinct !DIGlobalVariable(scope: null, file: !2, line: 129, type: !55, isLocal: true, isDefinition: true)
!67 = !DIGlobalVariableExpression(var: !68, expr: !DIExpression())
!68 = distinct !DIGlobalVariable(scope: null, file: !2, line: 130, type: !69, isLocal: true, isDefinition: true)
!69 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 80, elements: !70)
!70 = !{!71}
!71 = !DISubrange(count: 10)
!72 = !DIGlobalVariableExpression(var: !73, expr: !DIExpression())
!73 = distinct !DIGlobalVariable(scope: null, file: !2, line: 131, type: !74, isLocal: true, isDefinition: true)
!74 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 216, elements: !75)
!75 = !{!76}
!76 = !DISubrange(count: 27)
!77 = !DIGlobalVariableExpression(var: !78, expr: !DIExpression())
!78 = distinct !DIGlobalVariable(scope: null, file: !2, line: 134, type: !55, isLocal: true, isDefinition: true)
!79 = !DIGlobalVariableExpression(var: !80, expr: !DIExpression())
!80 = distinct !DIGlobalVariable(name: "dsum", scope: !9, file: !2, line: 63, type: !44, isLocal: true, isDefinition: true)
!81 = !DIGlobalVariableExpression(var: !82, expr: !DIExpression())
!82 = distinct !DIGlobalVariable(name: "wide_sum", scope: !9, file: !2, line: 76, type: !15, isLocal: true, isDefinition: true, align: 128)
!83 = !DIGlobalVariableExpression(var: !84, expr: !DIExpression())
!84 = distinct !DIGlobalVariable(name: "wide_or", scope: !9, file: !2, line: 76, type: !15, isLocal: true, isDefinition: true, align: 128)
!85 = !DIGlobalVariableExpression(var: !86, expr: !DIExpression())
!86 = distinct !DIGlobalVariable(name: "wide_xor", scope: !9, file: !2, line: 76, type: !15, isLocal: true, isDefinition: true, align: 128)
!87 = !DIGlobalVariableExpression(var: !88, expr: !DIExpression())
!88 = distinct !DIGlobalVariable(name: "wide_nand", scope: !9, file: !2, line: 76, type: !15, isLocal: true, isDefinition: true, align: 128)
!89 = !DIGlobalVariableExpression(var: !90, expr: !DIExpression())
!90 = distinct !DIGlobalVariable(name: "wide_exch", scope: !9, file: !2, line: 76, type: !15, isLocal: true, isDefinition: true, align: 128)
!91 = !DIGlobalVariableExpression(var: !92, expr: !DIExpression())
!92 = distinct !DIGlobalVariable(name: "wide_max", scope: !9, file: !2, line: 78, type: !15, isLocal: true, isDefinition: true, align: 128)
!93 = !DIGlobalVariableExpression(var: !94, expr: !DIExpression())
!94 = distinct !DIGlobalVariable(name: "wide_nand_seen", scope: !9, file: !2, line: 79, type: !17, isLocal: true, isDefinition: true)
!95 = !DIGlobalVariableExpression(var: !96, expr: !DIExpression())
!96 = distinct !DIGlobalVariable(name: "w8_nand", scope: !9, file: !2, line: 57, type: !18, isLocal: true, isDefinition: true)
!97 = !DIGlobalVariableExpression(var: !98, expr: !DIExpression())
!98 = distinct !DIGlobalVariable(name: "w8_nand_seen", scope: !9, file: !2, line: 57, type: !17, isLocal: true, isDefinition: true)
!99 = !DIGlobalVariableExpression(var: !100, expr: !DIExpression())
!100 = distinct !DIGlobalVariable(name: "w8_and", scope: !9, file: !2, line: 57, type: !18, isLocal: true, isDefinition: true)
!101 = !DIGlobalVariableExpression(var: !102, expr: !DIExpression())
!102 = distinct !DIGlobalVariable(name: "w8_or", scope: !9, file: !2, line: 57, type: !18, isLocal: true, isDefinition: true)
!103 = !DIGlobalVariableExpression(var: !104, expr: !DIExpression())
!104 = distinct !DIGlobalVariable(name: "w8_xor", scope: !9, file: !2, line: 57, type: !18, isLocal: true, isDefinition: true)
!105 = !DIGlobalVariableExpression(var: !106, expr: !DIExpression())
!106 = distinct !DIGlobalVariable(name: "w8_sum", scope: !9, file: !2, line: 57, type: !18, isLocal: true, isDefinition: true)
!107 = !DIGlobalVariableExpression(var: !108, expr: !DIExpression())
!108 = distinct !DIGlobalVariable(name: "w8_exch", scope: !9, file: !2, line: 57, type: !18, isLocal: true, isDefinition: true)
!109 = !DIGlobalVariableExpression(var: !110, expr: !DIExpression())
!110 = distinct !DIGlobalVariable(name: "w8_smax", scope: !9, file: !2, line: 57, type: !23, isLocal: true, isDefinition: true)
!111 = !DIGlobalVariableExpression(var: !112, expr: !DIExpression())
!112 = distinct !DIGlobalVariable(name: "w8_smin", scope: !9, file: !2, line: 57, type: !23, isLocal: true, isDefinition: true)
!113 = !DIGlobalVariableExpression(var: !114, expr: !DIExpression())
!114 = distinct !DIGlobalVariable(name: "w8_umax", scope: !9, file: !2, line: 57, type: !18, isLocal: true, isDefinition: true)
!115 = !DIGlobalVariableExpression(var: !116, expr: !DIExpression())
!116 = distinct !DIGlobalVariable(name: "w8_umin", scope: !9, file: !2, line: 57, type: !18, isLocal: true, isDefinition: true)
!117 = !DIGlobalVariableExpression(var: !118, expr: !DIExpression())
!118 = distinct !DIGlobalVariable(name: "w16_nand", scope: !9, file: !2, line: 58, type: !27, isLocal: true, isDefinition: true)
!119 = !DIGlobalVariableExpression(var: !120, expr: !DIExpression())
!120 = distinct !DIGlobalVariable(name: "w16_nand_seen", scope: !9, file: !2, line: 58, type: !17, isLocal: true, isDefinition: true)
!121 = !DIGlobalVariableExpression(var: !122, expr: !DIExpression())
!122 = distinct !DIGlobalVariable(name: "w16_and", scope: !9, file: !2, line: 58, type: !27, isLocal: true, isDefinition: true)
!123 = !DIGlobalVariableExpression(var: !124, expr: !DIExpression())
!124 = distinct !DIGlobalVariable(name: "w16_or", scope: !9, file: !2, line: 58, type: !27, isLocal: true, isDefinition: true)
!125 = !DIGlobalVariableExpression(var: !126, expr: !DIExpression())
!126 = distinct !DIGlobalVariable(name: "w16_xor", scope: !9, file: !2, line: 58, type: !27, isLocal: true, isDefinition: true)
!127 = !DIGlobalVariableExpression(var: !128, expr: !DIExpression())
!128 = distinct !DIGlobalVariable(name: "w16_sum", scope: !9, file: !2, line: 58, type: !27, isLocal: true, isDefinition: true)
!129 = !DIGlobalVariableExpression(var: !130, expr: !DIExpression())
!130 = distinct !DIGlobalVariable(name: "w16_exch", scope: !9, file: !2, line: 58, type: !27, isLocal: true, isDefinition: true)
!131 = !DIGlobalVariableExpression(var: !132, expr: !DIExpression())
!132 = distinct !DIGlobalVariable(name: "w16_smax", scope: !9, file: !2, line: 58, type: !30, isLocal: true, isDefinition: true)
!133 = !DIGlobalVariableExpression(var: !134, expr: !DIExpression())
!134 = distinct !DIGlobalVariable(name: "w16_smin", scope: !9, file: !2, line: 58, type: !30, isLocal: true, isDefinition: true)
!135 = !DIGlobalVariableExpression(var: !136, expr: !DIExpression())
!136 = distinct !DIGlobalVariable(name: "w16_umax", scope: !9, file: !2, line: 58, type: !27, isLocal: true, isDefinition: true)
!137 = !DIGlobalVariableExpression(var: !138, expr: !DIExpression())
!138 = distinct !DIGlobalVariable(name: "w16_umin", scope: !9, file: !2, line: 58, type: !27, isLocal: true, isDefinition: true)
!139 = !DIGlobalVariableExpression(var: !140, expr: !DIExpression())
!140 = distinct !DIGlobalVariable(name: "w32_nand", scope: !9, file: !2, line: 59, type: !33, isLocal: true, isDefinition: true)
!141 = !DIGlobalVariableExpression(var: !142, expr: !DIExpression())
!142 = distinct !DIGlobalVariable(name: "w32_nand_seen", scope: !9, file: !2, line: 59, type: !17, isLocal: true, isDefinition: true)
!143 = !DIGlobalVariableExpression(var: !144, expr: !DIExpression())
!144 = distinct !DIGlobalVariable(name: "w32_and", scope: !9, file: !2, line: 59, type: !33, isLocal: true, isDefinition: true)
!145 = !DIGlobalVariableExpression(var: !146, expr: !DIExpression())
!146 = distinct !DIGlobalVariable(name: "w32_or", scope: !9, file: !2, line: 59, type: !33, isLocal: true, isDefinition: true)
!147 = !DIGlobalVariableExpression(var: !148, expr: !DIExpression())
!148 = distinct !DIGlobalVariable(name: "w32_xor", scope: !9, file: !2, line: 59, type: !33, isLocal: true, isDefinition: true)
!149 = !DIGlobalVariableExpression(var: !150, expr: !DIExpression())
!150 = distinct !DIGlobalVariable(name: "w32_sum", scope: !9, file: !2, line: 59, type: !33, isLocal: true, isDefinition: true)
!151 = !DIGlobalVariableExpression(var: !152, expr: !DIExpression())
!152 = distinct !DIGlobalVariable(name: "w32_exch", scope: !9, file: !2, line: 59, type: !33, isLocal: true, isDefinition: true)
!153 = !DIGlobalVariableExpression(var: !154, expr: !DIExpression())
!154 = distinct !DIGlobalVariable(name: "w32_smax", scope: !9, file: !2, line: 59, type: !35, isLocal: true, isDefinition: true)
!155 = !DIGlobalVariableExpression(var: !156, expr: !DIExpression())
!156 = distinct !DIGlobalVariable(name: "w32_smin", scope: !9, file: !2, line: 59, type: !35, isLocal: true, isDefinition: true)
!157 = !DIGlobalVariableExpression(var: !158, expr: !DIExpression())
!158 = distinct !DIGlobalVariable(name: "w32_umax", scope: !9, file: !2, line: 59, type: !33, isLocal: true, isDefinition: true)
!159 = !DIGlobalVariableExpression(var: !160, expr: !DIExpression())
!160 = distinct !DIGlobalVariable(name: "w32_umin", scope: !9, file: !2, line: 59, type: !33, isLocal: true, isDefinition: true)
!161 = !DIGlobalVariableExpression(var: !162, expr: !DIExpression())
!162 = distinct !DIGlobalVariable(name: "w64_nand", scope: !9, file: !2, line: 60, type: !38, isLocal: true, isDefinition: true)
!163 = !DIGlobalVariableExpression(var: !164, expr: !DIExpression())
!164 = distinct !DIGlobalVariable(name: "w64_nand_seen", scope: !9, file: !2, line: 60, type: !17, isLocal: true, isDefinition: true)
!165 = !DIGlobalVariableExpression(var: !166, expr: !DIExpression())
!166 = distinct !DIGlobalVariable(name: "w64_and", scope: !9, file: !2, line: 60, type: !38, isLocal: true, isDefinition: true)
!167 = !DIGlobalVariableExpression(var: !168, expr: !DIExpression())
!168 = distinct !DIGlobalVariable(name: "w64_or", scope: !9, file: !2, line: 60, type: !38, isLocal: true, isDefinition: true)
!169 = !DIGlobalVariableExpression(var: !170, expr: !DIExpression())
!170 = distinct !DIGlobalVariable(name: "w64_xor", scope: !9, file: !2, line: 60, type: !38, isLocal: true, isDefinition: true)
!171 = !DIGlobalVariableExpression(var: !172, expr: !DIExpression())
!172 = distinct !DIGlobalVariable(name: "w64_sum", scope: !9, file: !2, line: 60, type: !38, isLocal: true, isDefinition: true)
!173 = !DIGlobalVariableExpression(var: !174, expr: !DIExpression())
!174 = distinct !DIGlobalVariable(name: "w64_exch", scope: !9, file: !2, line: 60, type: !38, isLocal: true, isDefinition: true)
!175 = !DIGlobalVariableExpression(var: !176, expr: !DIExpression())
!176 = distinct !DIGlobalVariable(name: "w64_smax", scope: !9, file: !2, line: 60, type: !40, isLocal: true, isDefinition: true)
!177 = !DIGlobalVariableExpression(var: !178, expr: !DIExpression())
!178 = distinct !DIGlobalVariable(name: "w64_smin", scope: !9, file: !2, line: 60, type: !40, isLocal: true, isDefinition: true)
!179 = !DIGlobalVariableExpression(var: !180, expr: !DIExpression())
!180 = distinct !DIGlobalVariable(name: "w64_umax", scope: !9, file: !2, line: 60, type: !38, isLocal: true, isDefinition: true)
!181 = !DIGlobalVariableExpression(var: !182, expr: !DIExpression())
!182 = distinct !DIGlobalVariable(name: "w64_umin", scope: !9, file: !2, line: 60, type: !38, isLocal: true, isDefinition: true)
!183 = !DIGlobalVariableExpression(var: !184, expr: !DIExpression())
!184 = distinct !DIGlobalVariable(scope: null, file: !2, line: 57, type: !185, isLocal: true, isDefinition: true)
!185 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 528, elements: !186)
!186 = !{!187}
!187 = !DISubrange(count: 66)
!188 = !DIGlobalVariableExpression(var: !189, expr: !DIExpression())
!189 = distinct !DIGlobalVariable(scope: null, file: !2, line: 57, type: !190, isLocal: true, isDefinition: true)
!190 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 360, elements: !191)
!191 = !{!192}
!192 = !DISubrange(count: 45)
!193 = !DIGlobalVariableExpression(var: !194, expr: !DIExpression())
!194 = distinct !DIGlobalVariable(scope: null, file: !2, line: 58, type: !195, isLocal: true, isDefinition: true)
!195 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 536, elements: !196)
!196 = !{!197}
!197 = !DISubrange(count: 67)
!198 = !DIGlobalVariableExpression(var: !199, expr: !DIExpression())
!199 = distinct !DIGlobalVariable(scope: null, file: !2, line: 58, type: !200, isLocal: true, isDefinition: true)
!200 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 368, elements: !201)
!201 = !{!202}
!202 = !DISubrange(count: 46)
!203 = !DIGlobalVariableExpression(var: !204, expr: !DIExpression())
!204 = distinct !DIGlobalVariable(scope: null, file: !2, line: 59, type: !195, isLocal: true, isDefinition: true)
!205 = !DIGlobalVariableExpression(var: !206, expr: !DIExpression())
!206 = distinct !DIGlobalVariable(scope: null, file: !2, line: 59, type: !200, isLocal: true, isDefinition: true)
!207 = !DIGlobalVariableExpression(var: !208, expr: !DIExpression())
!208 = distinct !DIGlobalVariable(scope: null, file: !2, line: 60, type: !195, isLocal: true, isDefinition: true)
!209 = !DIGlobalVariableExpression(var: !210, expr: !DIExpression())
!210 = distinct !DIGlobalVariable(scope: null, file: !2, line: 60, type: !200, isLocal: true, isDefinition: true)
!211 = !DIGlobalVariableExpression(var: !212, expr: !DIExpression())
!212 = distinct !DIGlobalVariable(name: "fmaxv", scope: !9, file: !2, line: 62, type: !43, isLocal: true, isDefinition: true)
!213 = !DIGlobalVariableExpression(var: !214, expr: !DIExpression())
!214 = distinct !DIGlobalVariable(name: "fminv", scope: !9, file: !2, line: 62, type: !43, isLocal: true, isDefinition: true)
!215 = !DIGlobalVariableExpression(var: !216, expr: !DIExpression())
!216 = distinct !DIGlobalVariable(name: "dmaxv", scope: !9, file: !2, line: 63, type: !44, isLocal: true, isDefinition: true)
!217 = !DIGlobalVariableExpression(var: !218, expr: !DIExpression())
!218 = distinct !DIGlobalVariable(name: "dminv", scope: !9, file: !2, line: 63, type: !44, isLocal: true, isDefinition: true)
!219 = !DIGlobalVariableExpression(var: !220, expr: !DIExpression())
!220 = distinct !DIGlobalVariable(scope: null, file: !2, line: 98, type: !221, isLocal: true, isDefinition: true)
!221 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 152, elements: !222)
!222 = !{!223}
!223 = !DISubrange(count: 19)
!224 = !DIGlobalVariableExpression(var: !225, expr: !DIExpression())
!225 = distinct !DIGlobalVariable(name: "wide_and", scope: !9, file: !2, line: 77, type: !15, isLocal: true, isDefinition: true, align: 128)
!226 = !{i32 7, !"Dwarf Version", i32 5}
!227 = !{i32 2, !"Debug Info Version", i32 3}
!228 = !{i32 1, !"wchar_size", i32 4}
!229 = !{i32 8, !"PIC Level", i32 2}
!230 = !{i32 7, !"PIE Level", i32 2}
!231 = !{i32 7, !"uwtable", i32 2}
!232 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!233 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!234 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 114, type: !235, scopeLine: 114, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !237)
!235 = !DISubroutineType(types: !236)
!236 = !{!37}
!237 = !{!238, !244, !246}
!238 = !DILocalVariable(name: "t", scope: !234, file: !2, line: 115, type: !239)
!239 = !DICompositeType(tag: DW_TAG_array_type, baseType: !240, size: 256, elements: !242)
!240 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !241, line: 27, baseType: !14)
!241 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: "", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!242 = !{!243}
!243 = !DISubrange(count: 4)
!244 = !DILocalVariable(name: "k", scope: !245, file: !2, line: 116, type: !17)
!245 = distinct !DILexicalBlock(scope: !234, file: !2, line: 116, column: 3)
!246 = !DILocalVariable(name: "k", scope: !247, file: !2, line: 118, type: !17)
!247 = distinct !DILexicalBlock(scope: !234, file: !2, line: 118, column: 3)
!248 = distinct !DIAssignID()
!249 = !DILocation(line: 0, scope: !234)
!250 = !DILocation(line: 115, column: 3, scope: !234)
!251 = !DILocation(line: 0, scope: !245)
!252 = !DILocation(line: 117, column: 5, scope: !253)
!253 = distinct !DILexicalBlock(scope: !245, file: !2, line: 116, column: 3)
!254 = !DILocation(line: 117, column: 21, scope: !253)
!255 = !DILocation(line: 0, scope: !247)
!256 = !DILocation(line: 119, column: 18, scope: !257)
!257 = distinct !DILexicalBlock(scope: !247, file: !2, line: 118, column: 3)
!258 = !{!259, !259, i64 0}
!259 = !{!"long", !260, i64 0}
!260 = !{!"omnipotent char", !261, i64 0}
!261 = !{!"Simple C/C++ TBAA"}
!262 = !DILocation(line: 119, column: 5, scope: !257)
!263 = !DILocation(line: 57, column: 1, scope: !264, inlinedAt: !267)
!264 = distinct !DISubprogram(name: "w8_print", scope: !2, file: !2, line: 57, type: !265, scopeLine: 57, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !9)
!265 = !DISubroutineType(types: !266)
!266 = !{null}
!267 = distinct !DILocation(line: 120, column: 3, scope: !234)
!268 = !{!260, !260, i64 0}
!269 = !{!270, !270, i64 0}
!270 = !{!"int", !260, i64 0}
!271 = !DILocation(line: 58, column: 1, scope: !272, inlinedAt: !273)
!272 = distinct !DISubprogram(name: "w16_print", scope: !2, file: !2, line: 58, type: !265, scopeLine: 58, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !9)
!273 = distinct !DILocation(line: 121, column: 3, scope: !234)
!274 = !{!275, !275, i64 0}
!275 = !{!"short", !260, i64 0}
!276 = !DILocation(line: 59, column: 1, scope: !277, inlinedAt: !278)
!277 = distinct !DISubprogram(name: "w32_print", scope: !2, file: !2, line: 59, type: !265, scopeLine: 59, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !9)
!278 = distinct !DILocation(line: 122, column: 3, scope: !234)
!279 = !DILocation(line: 60, column: 1, scope: !280, inlinedAt: !281)
!280 = distinct !DISubprogram(name: "w64_print", scope: !2, file: !2, line: 60, type: !265, scopeLine: 60, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !9)
!281 = distinct !DILocation(line: 123, column: 3, scope: !234)
!282 = !DILocation(line: 124, column: 43, scope: !234)
!283 = !{!284, !284, i64 0}
!284 = !{!"float", !260, i64 0}
!285 = !DILocation(line: 124, column: 49, scope: !234)
!286 = !DILocation(line: 124, column: 56, scope: !234)
!287 = !DILocation(line: 124, column: 3, scope: !234)
!288 = !DILocation(line: 125, column: 44, scope: !234)
!289 = !{!290, !290, i64 0}
!290 = !{!"double", !260, i64 0}
!291 = !DILocation(line: 125, column: 50, scope: !234)
!292 = !DILocation(line: 125, column: 57, scope: !234)
!293 = !DILocation(line: 125, column: 3, scope: !234)
!294 = !DILocation(line: 126, column: 24, scope: !234)
!295 = !{!296, !296, i64 0}
!296 = !{!"__int128", !260, i64 0}
!297 = !DILocation(line: 126, column: 3, scope: !234)
!298 = !DILocalVariable(name: "name", arg: 1, scope: !299, file: !2, line: 97, type: !302)
!299 = distinct !DISubprogram(name: "print128", scope: !2, file: !2, line: 97, type: !300, scopeLine: 97, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !304)
!300 = !DISubroutineType(types: !301)
!301 = !{null, !302, !15}
!302 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !303, size: 64)
!303 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!304 = !{!298, !305}
!305 = !DILocalVariable(name: "v", arg: 2, scope: !299, file: !2, line: 97, type: !15)
!306 = !DILocation(line: 0, scope: !299, inlinedAt: !307)
!307 = distinct !DILocation(line: 126, column: 3, scope: !234)
!308 = !DILocation(line: 98, column: 3, scope: !299, inlinedAt: !307)
!309 = !DILocation(line: 127, column: 23, scope: !234)
!310 = !DILocation(line: 127, column: 3, scope: !234)
!311 = !DILocation(line: 0, scope: !299, inlinedAt: !312)
!312 = distinct !DILocation(line: 127, column: 3, scope: !234)
!313 = !DILocation(line: 98, column: 3, scope: !299, inlinedAt: !312)
!314 = !DILocation(line: 128, column: 24, scope: !234)
!315 = !DILocation(line: 128, column: 3, scope: !234)
!316 = !DILocation(line: 0, scope: !299, inlinedAt: !317)
!317 = distinct !DILocation(line: 128, column: 3, scope: !234)
!318 = !DILocation(line: 98, column: 3, scope: !299, inlinedAt: !317)
!319 = !DILocation(line: 129, column: 24, scope: !234)
!320 = !DILocation(line: 129, column: 3, scope: !234)
!321 = !DILocation(line: 0, scope: !299, inlinedAt: !322)
!322 = distinct !DILocation(line: 129, column: 3, scope: !234)
!323 = !DILocation(line: 98, column: 3, scope: !299, inlinedAt: !322)
!324 = !DILocation(line: 130, column: 25, scope: !234)
!325 = !DILocation(line: 130, column: 3, scope: !234)
!326 = !DILocation(line: 0, scope: !299, inlinedAt: !327)
!327 = distinct !DILocation(line: 130, column: 3, scope: !234)
!328 = !DILocation(line: 98, column: 3, scope: !299, inlinedAt: !327)
!329 = !DILocation(line: 131, column: 41, scope: !234)
!330 = !DILocation(line: 132, column: 10, scope: !234)
!331 = !DILocation(line: 132, column: 37, scope: !234)
!332 = !DILocation(line: 133, column: 54, scope: !234)
!333 = !DILocation(line: 133, column: 41, scope: !234)
!334 = !DILocation(line: 131, column: 3, scope: !234)
!335 = !DILocation(line: 134, column: 24, scope: !234)
!336 = !DILocation(line: 134, column: 3, scope: !234)
!337 = !DILocation(line: 0, scope: !299, inlinedAt: !338)
!338 = distinct !DILocation(line: 134, column: 3, scope: !234)
!339 = !DILocation(line: 98, column: 3, scope: !299, inlinedAt: !338)
!340 = !DILocation(line: 136, column: 1, scope: !234)
!341 = !DILocation(line: 135, column: 3, scope: !234)
!342 = !DISubprogram(name: "pthread_create", scope: !343, file: !343, line: 202, type: !344, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!343 = !DIFile(filename: "/usr/include/pthread.h", directory: "", checksumkind: CSK_MD5, checksum: "5205981c6f80cc3dc1e81231df63d8ef")
!344 = !DISubroutineType(types: !345)
!345 = !{!37, !346, !348, !359, !362}
!346 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !347)
!347 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !240, size: 64)
!348 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !349)
!349 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !350, size: 64)
!350 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !351)
!351 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_attr_t", file: !241, line: 62, baseType: !352)
!352 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "pthread_attr_t", file: !241, line: 56, size: 448, elements: !353)
!353 = !{!354, !358}
!354 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !352, file: !241, line: 58, baseType: !355, size: 448)
!355 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 448, elements: !356)
!356 = !{!357}
!357 = !DISubrange(count: 56)
!358 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !352, file: !241, line: 59, baseType: !42, size: 64)
!359 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !360, size: 64)
!360 = !DISubroutineType(types: !361)
!361 = !{!11, !11}
!362 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !11)
!363 = distinct !DISubprogram(name: "worker", scope: !2, file: !2, line: 101, type: !360, scopeLine: 101, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !364)
!364 = !{!365, !366, !367}
!365 = !DILocalVariable(name: "arg", arg: 1, scope: !363, file: !2, line: 101, type: !11)
!366 = !DILocalVariable(name: "id", scope: !363, file: !2, line: 102, type: !17)
!367 = !DILocalVariable(name: "i", scope: !368, file: !2, line: 103, type: !17)
!368 = distinct !DILexicalBlock(scope: !363, file: !2, line: 103, column: 3)
!369 = !DILocation(line: 0, scope: !363)
!370 = !DILocation(line: 102, column: 27, scope: !363)
!371 = !DILocation(line: 102, column: 17, scope: !363)
!372 = !DILocation(line: 0, scope: !368)
!373 = !DILocation(line: 103, column: 3, scope: !368)
!374 = !DILocation(line: 111, column: 3, scope: !363)
!375 = !DILocalVariable(name: "id", arg: 1, scope: !376, file: !2, line: 57, type: !17)
!376 = distinct !DISubprogram(name: "w8_step", scope: !2, file: !2, line: 57, type: !377, scopeLine: 57, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !379)
!377 = !DISubroutineType(types: !378)
!378 = !{null, !17, !17}
!379 = !{!375, !380, !381, !382}
!380 = !DILocalVariable(name: "i", arg: 2, scope: !376, file: !2, line: 57, type: !17)
!381 = !DILocalVariable(name: "v", scope: !376, file: !2, line: 57, type: !18)
!382 = !DILocalVariable(name: "bits", scope: !376, file: !2, line: 57, type: !17)
!383 = !DILocation(line: 0, scope: !376, inlinedAt: !384)
!384 = distinct !DILocation(line: 104, column: 5, scope: !385)
!385 = distinct !DILexicalBlock(scope: !386, file: !2, line: 103, column: 40)
!386 = distinct !DILexicalBlock(scope: !368, file: !2, line: 103, column: 3)
!387 = !DILocation(line: 57, column: 1, scope: !388, inlinedAt: !384)
!388 = distinct !DILexicalBlock(scope: !376, file: !2, line: 57, column: 1)
!389 = !DILocation(line: 57, column: 1, scope: !376, inlinedAt: !384)
!390 = !DILocalVariable(name: "id", arg: 1, scope: !391, file: !2, line: 58, type: !17)
!391 = distinct !DISubprogram(name: "w16_step", scope: !2, file: !2, line: 58, type: !377, scopeLine: 58, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !392)
!392 = !{!390, !393, !394, !395}
!393 = !DILocalVariable(name: "i", arg: 2, scope: !391, file: !2, line: 58, type: !17)
!394 = !DILocalVariable(name: "v", scope: !391, file: !2, line: 58, type: !27)
!395 = !DILocalVariable(name: "bits", scope: !391, file: !2, line: 58, type: !17)
!396 = !DILocation(line: 0, scope: !391, inlinedAt: !397)
!397 = distinct !DILocation(line: 105, column: 5, scope: !385)
!398 = !DILocation(line: 58, column: 1, scope: !399, inlinedAt: !397)
!399 = distinct !DILexicalBlock(scope: !391, file: !2, line: 58, column: 1)
!400 = !DILocation(line: 58, column: 1, scope: !391, inlinedAt: !397)
!401 = !DILocalVariable(name: "id", arg: 1, scope: !402, file: !2, line: 59, type: !17)
!402 = distinct !DISubprogram(name: "w32_step", scope: !2, file: !2, line: 59, type: !377, scopeLine: 59, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !403)
!403 = !{!401, !404, !405, !406}
!404 = !DILocalVariable(name: "i", arg: 2, scope: !402, file: !2, line: 59, type: !17)
!405 = !DILocalVariable(name: "v", scope: !402, file: !2, line: 59, type: !33)
!406 = !DILocalVariable(name: "bits", scope: !402, file: !2, line: 59, type: !17)
!407 = !DILocation(line: 0, scope: !402, inlinedAt: !408)
!408 = distinct !DILocation(line: 106, column: 5, scope: !385)
!409 = !DILocation(line: 59, column: 1, scope: !410, inlinedAt: !408)
!410 = distinct !DILexicalBlock(scope: !402, file: !2, line: 59, column: 1)
!411 = !DILocation(line: 59, column: 1, scope: !402, inlinedAt: !408)
!412 = !DILocalVariable(name: "id", arg: 1, scope: !413, file: !2, line: 60, type: !17)
!413 = distinct !DISubprogram(name: "w64_step", scope: !2, file: !2, line: 60, type: !377, scopeLine: 60, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !414)
!414 = !{!412, !415, !416, !417}
!415 = !DILocalVariable(name: "i", arg: 2, scope: !413, file: !2, line: 60, type: !17)
!416 = !DILocalVariable(name: "v", scope: !413, file: !2, line: 60, type: !38)
!417 = !DILocalVariable(name: "bits", scope: !413, file: !2, line: 60, type: !17)
!418 = !DILocation(line: 0, scope: !413, inlinedAt: !419)
!419 = distinct !DILocation(line: 107, column: 5, scope: !385)
!420 = !DILocation(line: 60, column: 1, scope: !421, inlinedAt: !419)
!421 = distinct !DILexicalBlock(scope: !413, file: !2, line: 60, column: 1)
!422 = !DILocation(line: 60, column: 1, scope: !413, inlinedAt: !419)
!423 = !DILocalVariable(name: "id", arg: 1, scope: !424, file: !2, line: 65, type: !17)
!424 = distinct !DISubprogram(name: "fp_step", scope: !2, file: !2, line: 65, type: !377, scopeLine: 65, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !425)
!425 = !{!423, !426}
!426 = !DILocalVariable(name: "i", arg: 2, scope: !424, file: !2, line: 65, type: !17)
!427 = !DILocation(line: 0, scope: !424, inlinedAt: !428)
!428 = distinct !DILocation(line: 108, column: 5, scope: !385)
!429 = !DILocation(line: 66, column: 3, scope: !424, inlinedAt: !428)
!430 = !DILocation(line: 67, column: 3, scope: !424, inlinedAt: !428)
!431 = !DILocation(line: 68, column: 3, scope: !424, inlinedAt: !428)
!432 = !DILocation(line: 69, column: 3, scope: !424, inlinedAt: !428)
!433 = !DILocation(line: 70, column: 40, scope: !424, inlinedAt: !428)
!434 = !DILocation(line: 70, column: 30, scope: !424, inlinedAt: !428)
!435 = !DILocation(line: 70, column: 55, scope: !424, inlinedAt: !428)
!436 = !DILocation(line: 70, column: 3, scope: !424, inlinedAt: !428)
!437 = !DILocation(line: 71, column: 40, scope: !424, inlinedAt: !428)
!438 = !DILocation(line: 71, column: 30, scope: !424, inlinedAt: !428)
!439 = !DILocation(line: 71, column: 55, scope: !424, inlinedAt: !428)
!440 = !DILocation(line: 71, column: 3, scope: !424, inlinedAt: !428)
!441 = !DILocation(line: 72, column: 46, scope: !424, inlinedAt: !428)
!442 = !DILocation(line: 72, column: 30, scope: !424, inlinedAt: !428)
!443 = !DILocation(line: 72, column: 54, scope: !424, inlinedAt: !428)
!444 = !DILocation(line: 72, column: 3, scope: !424, inlinedAt: !428)
!445 = !DILocation(line: 73, column: 46, scope: !424, inlinedAt: !428)
!446 = !DILocation(line: 73, column: 30, scope: !424, inlinedAt: !428)
!447 = !DILocation(line: 73, column: 54, scope: !424, inlinedAt: !428)
!448 = !DILocation(line: 73, column: 3, scope: !424, inlinedAt: !428)
!449 = !DILocation(line: 109, column: 5, scope: !385)
!450 = !DILocation(line: 103, column: 36, scope: !386)
!451 = !DILocation(line: 103, column: 26, scope: !386)
!452 = distinct !{!452, !373, !453, !454}
!453 = !DILocation(line: 110, column: 3, scope: !368)
!454 = !{!"llvm.loop.mustprogress"}
!455 = !DISubprogram(name: "pthread_join", scope: !343, file: !343, line: 219, type: !456, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!456 = !DISubroutineType(types: !457)
!457 = !{!37, !240, !458}
!458 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !11, size: 64)
!459 = !DISubprogram(name: "printf", scope: !460, file: !460, line: 356, type: !461, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!460 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!461 = !DISubroutineType(types: !462)
!462 = !{!37, !463, null}
!463 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !302)
!464 = distinct !DISubprogram(name: "wide_step", scope: !2, file: !2, line: 81, type: !377, scopeLine: 81, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !465)
!465 = !{!466, !467, !468, !469}
!466 = !DILocalVariable(name: "id", arg: 1, scope: !464, file: !2, line: 81, type: !17)
!467 = !DILocalVariable(name: "i", arg: 2, scope: !464, file: !2, line: 81, type: !17)
!468 = !DILocalVariable(name: "v", scope: !464, file: !2, line: 82, type: !15)
!469 = !DILocalVariable(name: "cur", scope: !464, file: !2, line: 91, type: !15)
!470 = !DILocation(line: 0, scope: !464)
!471 = !DILocation(line: 82, column: 22, scope: !464)
!472 = !DILocation(line: 82, column: 36, scope: !464)
!473 = !DILocation(line: 82, column: 13, scope: !464)
!474 = !DILocation(line: 82, column: 42, scope: !464)
!475 = !DILocation(line: 82, column: 54, scope: !464)
!476 = !DILocation(line: 82, column: 68, scope: !464)
!477 = !DILocation(line: 82, column: 63, scope: !464)
!478 = !DILocation(line: 82, column: 51, scope: !464)
!479 = !DILocation(line: 82, column: 49, scope: !464)
!480 = !DILocation(line: 83, column: 3, scope: !464)
!481 = !DILocation(line: 84, column: 35, scope: !464)
!482 = !DILocation(line: 84, column: 3, scope: !464)
!483 = !DILocation(line: 85, column: 46, scope: !464)
!484 = !DILocation(line: 85, column: 50, scope: !464)
!485 = !DILocation(line: 85, column: 56, scope: !464)
!486 = !DILocation(line: 85, column: 39, scope: !464)
!487 = !DILocation(line: 85, column: 3, scope: !464)
!488 = !DILocation(line: 86, column: 55, scope: !464)
!489 = !DILocation(line: 86, column: 50, scope: !464)
!490 = !DILocation(line: 86, column: 60, scope: !464)
!491 = !DILocation(line: 86, column: 43, scope: !464)
!492 = !DILocation(line: 86, column: 33, scope: !464)
!493 = !DILocation(line: 86, column: 3, scope: !464)
!494 = !DILocation(line: 87, column: 3, scope: !464)
!495 = !DILocation(line: 88, column: 7, scope: !496)
!496 = distinct !DILexicalBlock(scope: !464, file: !2, line: 88, column: 7)
!497 = !DILocation(line: 88, column: 67, scope: !496)
!498 = !DILocation(line: 88, column: 7, scope: !464)
!499 = !DILocation(line: 89, column: 5, scope: !496)
!500 = !DILocation(line: 90, column: 45, scope: !464)
!501 = !DILocation(line: 90, column: 35, scope: !464)
!502 = !DILocation(line: 90, column: 50, scope: !464)
!503 = !DILocation(line: 90, column: 3, scope: !464)
!504 = !DILocation(line: 91, column: 14, scope: !464)
!505 = !DILocation(line: 92, column: 3, scope: !464)
!506 = !DILocation(line: 91, column: 8, scope: !464)
!507 = !DILocation(line: 92, column: 14, scope: !464)
!508 = !DILocation(line: 92, column: 18, scope: !464)
!509 = !DILocation(line: 92, column: 22, scope: !464)
!510 = distinct !{!510, !505, !511, !454}
!511 = !DILocation(line: 94, column: 3, scope: !464)
!512 = !DILocation(line: 95, column: 1, scope: !464)
