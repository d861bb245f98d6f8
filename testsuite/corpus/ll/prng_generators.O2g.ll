; ModuleID = 'programs/prng_generators.c'
source_filename = "programs/prng_generators.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@sm_state = internal unnamed_addr global i64 0, align 8, !dbg !0
@.str = private unnamed_addr constant [10 x i8] c"splitmix:\00", align 1, !dbg !16
@.str.1 = private unnamed_addr constant [9 x i8] c" %016llx\00", align 1, !dbg !22
@.str.3 = private unnamed_addr constant [34 x i8] c"xoshiro xor=%016llx next=%016llx\0A\00", align 1, !dbg !32
@.str.4 = private unnamed_addr constant [7 x i8] c"pcg32:\00", align 1, !dbg !37
@.str.5 = private unnamed_addr constant [6 x i8] c" %08x\00", align 1, !dbg !42
@p64_state = internal unnamed_addr global i128 0, align 16, !dbg !64
@.str.6 = private unnamed_addr constant [7 x i8] c"pcg64:\00", align 1, !dbg !47
@.str.7 = private unnamed_addr constant [42 x i8] c"mt19937 10000th=%u (expected 4123659995)\0A\00", align 1, !dbg !49
@.str.8 = private unnamed_addr constant [6 x i8] c"dice:\00", align 1, !dbg !54
@.str.9 = private unnamed_addr constant [4 x i8] c" %d\00", align 1, !dbg !56
@pcg_state = internal unnamed_addr global i64 -8846114313915602277, align 8, !dbg !66
@mt = internal unnamed_addr global [624 x i32] zeroinitializer, align 16, !dbg !70

; Function Attrs: nofree nounwind uwtable
define dso_local range(i32 0, 2) i32 @main() local_unnamed_addr #0 !dbg !86 {
  %1 = alloca [6 x i32], align 16, !DIAssignID !110
    #dbg_assign(i1 undef, !104, !DIExpression(), !110, ptr %1, !DIExpression(), !111)
  store i64 1234567, ptr @sm_state, align 8, !dbg !112, !tbaa !113
  %2 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str), !dbg !117
    #dbg_value(i32 0, !90, !DIExpression(), !118)
    #dbg_value(i32 0, !90, !DIExpression(), !118)
  %3 = load i64, ptr @sm_state, align 8, !dbg !119, !tbaa !113
  %4 = add i64 %3, -7046029254386353131, !dbg !119
  store i64 %4, ptr @sm_state, align 8, !dbg !119, !tbaa !113
    #dbg_value(i64 %4, !124, !DIExpression(), !127)
  %5 = lshr i64 %4, 30, !dbg !128
  %6 = xor i64 %5, %4, !dbg !129
  %7 = mul i64 %6, -4658895280553007687, !dbg !130
    #dbg_value(i64 %7, !124, !DIExpression(), !127)
  %8 = lshr i64 %7, 27, !dbg !131
  %9 = xor i64 %8, %7, !dbg !132
  %10 = mul i64 %9, -7723592293110705685, !dbg !133
    #dbg_value(i64 %10, !124, !DIExpression(), !127)
  %11 = lshr i64 %10, 31, !dbg !134
  %12 = xor i64 %11, %10, !dbg !135
  %13 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i64 noundef %12), !dbg !136
    #dbg_value(i32 1, !90, !DIExpression(), !118)
  %14 = load i64, ptr @sm_state, align 8, !dbg !119, !tbaa !113
  %15 = add i64 %14, -7046029254386353131, !dbg !119
  store i64 %15, ptr @sm_state, align 8, !dbg !119, !tbaa !113
    #dbg_value(i64 %15, !124, !DIExpression(), !127)
  %16 = lshr i64 %15, 30, !dbg !128
  %17 = xor i64 %16, %15, !dbg !129
  %18 = mul i64 %17, -4658895280553007687, !dbg !130
    #dbg_value(i64 %18, !124, !DIExpression(), !127)
  %19 = lshr i64 %18, 27, !dbg !131
  %20 = xor i64 %19, %18, !dbg !132
  %21 = mul i64 %20, -7723592293110705685, !dbg !133
    #dbg_value(i64 %21, !124, !DIExpression(), !127)
  %22 = lshr i64 %21, 31, !dbg !134
  %23 = xor i64 %22, %21, !dbg !135
  %24 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i64 noundef %23), !dbg !136
    #dbg_value(i32 2, !90, !DIExpression(), !118)
  %25 = load i64, ptr @sm_state, align 8, !dbg !119, !tbaa !113
  %26 = add i64 %25, -7046029254386353131, !dbg !119
  store i64 %26, ptr @sm_state, align 8, !dbg !119, !tbaa !113
    #dbg_value(i64 %26, !124, !DIExpression(), !127)
  %27 = lshr i64 %26, 30, !dbg !128
  %28 = xor i64 %27, %26, !dbg !129
  %29 = mul i64 %28, -4658895280553007687, !dbg !130
    #dbg_value(i64 %29, !124, !DIExpression(), !127)
  %30 = lshr i64 %29, 27, !dbg !131
  %31 = xor i64 %30, %29, !dbg !132
  %32 = mul i64 %31, -7723592293110705685, !dbg !133
    #dbg_value(i64 %32, !124, !DIExpression(), !127)
  %33 = lshr i64 %32, 31, !dbg !134
  %34 = xor i64 %33, %32, !dbg !135
  %35 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i64 noundef %34), !dbg !136
    #dbg_value(i32 3, !90, !DIExpression(), !118)
  %36 = tail call i32 @putchar(i32 10), !dbg !137
    #dbg_value(i32 0, !92, !DIExpression(), !138)
  %37 = load i64, ptr @sm_state, align 8, !tbaa !113
    #dbg_value(i64 0, !92, !DIExpression(), !138)
  %38 = add i64 %37, -7046029254386353131, !dbg !139
    #dbg_value(i64 %38, !124, !DIExpression(), !142)
  %39 = lshr i64 %38, 30, !dbg !143
  %40 = xor i64 %39, %38, !dbg !144
  %41 = mul i64 %40, -4658895280553007687, !dbg !145
    #dbg_value(i64 %41, !124, !DIExpression(), !142)
  %42 = lshr i64 %41, 27, !dbg !146
  %43 = xor i64 %42, %41, !dbg !147
  %44 = mul i64 %43, -7723592293110705685, !dbg !148
    #dbg_value(i64 %44, !124, !DIExpression(), !142)
  %45 = lshr i64 %44, 31, !dbg !149
  %46 = xor i64 %45, %44, !dbg !150
    #dbg_value(i64 1, !92, !DIExpression(), !138)
  %47 = add i64 %37, 4354685564936845354, !dbg !139
    #dbg_value(i64 %47, !124, !DIExpression(), !142)
  %48 = lshr i64 %47, 30, !dbg !143
  %49 = xor i64 %48, %47, !dbg !144
  %50 = mul i64 %49, -4658895280553007687, !dbg !145
    #dbg_value(i64 %50, !124, !DIExpression(), !142)
  %51 = lshr i64 %50, 27, !dbg !146
  %52 = xor i64 %51, %50, !dbg !147
  %53 = mul i64 %52, -7723592293110705685, !dbg !148
    #dbg_value(i64 %53, !124, !DIExpression(), !142)
  %54 = lshr i64 %53, 31, !dbg !149
  %55 = xor i64 %54, %53, !dbg !150
    #dbg_value(i64 2, !92, !DIExpression(), !138)
  %56 = add i64 %37, -2691343689449507777, !dbg !139
    #dbg_value(i64 %56, !124, !DIExpression(), !142)
  %57 = lshr i64 %56, 30, !dbg !143
  %58 = xor i64 %57, %56, !dbg !144
  %59 = mul i64 %58, -4658895280553007687, !dbg !145
    #dbg_value(i64 %59, !124, !DIExpression(), !142)
  %60 = lshr i64 %59, 27, !dbg !146
  %61 = xor i64 %60, %59, !dbg !147
  %62 = mul i64 %61, -7723592293110705685, !dbg !148
    #dbg_value(i64 %62, !124, !DIExpression(), !142)
  %63 = lshr i64 %62, 31, !dbg !149
  %64 = xor i64 %63, %62, !dbg !150
    #dbg_value(i64 3, !92, !DIExpression(), !138)
  %65 = add i64 %37, 8709371129873690708, !dbg !139
    #dbg_value(i64 %65, !124, !DIExpression(), !142)
  %66 = lshr i64 %65, 30, !dbg !143
  %67 = xor i64 %66, %65, !dbg !144
  %68 = mul i64 %67, -4658895280553007687, !dbg !145
    #dbg_value(i64 %68, !124, !DIExpression(), !142)
  %69 = lshr i64 %68, 27, !dbg !146
  %70 = xor i64 %69, %68, !dbg !147
  %71 = mul i64 %70, -7723592293110705685, !dbg !148
    #dbg_value(i64 %71, !124, !DIExpression(), !142)
  %72 = lshr i64 %71, 31, !dbg !149
  %73 = xor i64 %72, %71, !dbg !150
    #dbg_value(i64 4, !92, !DIExpression(), !138)
  store i64 %65, ptr @sm_state, align 8, !dbg !139, !tbaa !113
    #dbg_value(i32 0, !95, !DIExpression(), !151)
    #dbg_value(i64 0, !94, !DIExpression(), !111)
  br label %159, !dbg !152

74:                                               ; preds = %159
  %75 = mul i64 %174, 5, !dbg !153
    #dbg_value(i64 %75, !159, !DIExpression(), !165)
    #dbg_value(i32 7, !164, !DIExpression(), !165)
  %76 = mul i64 %174, 640, !dbg !167
  %77 = lshr i64 %75, 57, !dbg !168
  %78 = or disjoint i64 %77, %76, !dbg !169
  %79 = mul i64 %78, 9, !dbg !170
    #dbg_value(i64 %79, !156, !DIExpression(), !171)
    #dbg_value(i64 %174, !157, !DIExpression(DW_OP_constu, 17, DW_OP_shl, DW_OP_stack_value), !171)
    #dbg_value(!DIArgList(i64 %177, i64 %174), !159, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !172)
    #dbg_value(i32 45, !164, !DIExpression(), !172)
  %80 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i64 noundef %178, i64 noundef %79), !dbg !174
  %81 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4), !dbg !175
    #dbg_value(i32 0, !97, !DIExpression(), !176)
    #dbg_value(i32 0, !97, !DIExpression(), !176)
  %82 = load i64, ptr @pcg_state, align 8, !dbg !177, !tbaa !113
    #dbg_value(i64 %82, !182, !DIExpression(), !187)
  %83 = mul i64 %82, 6364136223846793005, !dbg !188
  %84 = add i64 %83, -2720673578348880933, !dbg !189
  store i64 %84, ptr @pcg_state, align 8, !dbg !190, !tbaa !113
  %85 = lshr i64 %82, 45, !dbg !191
  %86 = lshr i64 %82, 27, !dbg !191
  %87 = xor i64 %85, %86, !dbg !191
  %88 = trunc i64 %87 to i32, !dbg !192
    #dbg_value(i32 %88, !183, !DIExpression(), !187)
  %89 = lshr i64 %82, 59, !dbg !193
  %90 = trunc nuw nsw i64 %89 to i32, !dbg !194
    #dbg_value(i32 %90, !184, !DIExpression(), !187)
  %91 = tail call i32 @llvm.fshr.i32(i32 %88, i32 %88, i32 %90), !dbg !195
  %92 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %91), !dbg !196
    #dbg_value(i32 1, !97, !DIExpression(), !176)
  %93 = load i64, ptr @pcg_state, align 8, !dbg !177, !tbaa !113
    #dbg_value(i64 %93, !182, !DIExpression(), !187)
  %94 = mul i64 %93, 6364136223846793005, !dbg !188
  %95 = add i64 %94, -2720673578348880933, !dbg !189
  store i64 %95, ptr @pcg_state, align 8, !dbg !190, !tbaa !113
  %96 = lshr i64 %93, 45, !dbg !191
  %97 = lshr i64 %93, 27, !dbg !191
  %98 = xor i64 %96, %97, !dbg !191
  %99 = trunc i64 %98 to i32, !dbg !192
    #dbg_value(i32 %99, !183, !DIExpression(), !187)
  %100 = lshr i64 %93, 59, !dbg !193
  %101 = trunc nuw nsw i64 %100 to i32, !dbg !194
    #dbg_value(i32 %101, !184, !DIExpression(), !187)
  %102 = tail call i32 @llvm.fshr.i32(i32 %99, i32 %99, i32 %101), !dbg !195
  %103 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %102), !dbg !196
    #dbg_value(i32 2, !97, !DIExpression(), !176)
  %104 = load i64, ptr @pcg_state, align 8, !dbg !177, !tbaa !113
    #dbg_value(i64 %104, !182, !DIExpression(), !187)
  %105 = mul i64 %104, 6364136223846793005, !dbg !188
  %106 = add i64 %105, -2720673578348880933, !dbg !189
  store i64 %106, ptr @pcg_state, align 8, !dbg !190, !tbaa !113
  %107 = lshr i64 %104, 45, !dbg !191
  %108 = lshr i64 %104, 27, !dbg !191
  %109 = xor i64 %107, %108, !dbg !191
  %110 = trunc i64 %109 to i32, !dbg !192
    #dbg_value(i32 %110, !183, !DIExpression(), !187)
  %111 = lshr i64 %104, 59, !dbg !193
  %112 = trunc nuw nsw i64 %111 to i32, !dbg !194
    #dbg_value(i32 %112, !184, !DIExpression(), !187)
  %113 = tail call i32 @llvm.fshr.i32(i32 %110, i32 %110, i32 %112), !dbg !195
  %114 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %113), !dbg !196
    #dbg_value(i32 3, !97, !DIExpression(), !176)
  %115 = load i64, ptr @pcg_state, align 8, !dbg !177, !tbaa !113
    #dbg_value(i64 %115, !182, !DIExpression(), !187)
  %116 = mul i64 %115, 6364136223846793005, !dbg !188
  %117 = add i64 %116, -2720673578348880933, !dbg !189
  store i64 %117, ptr @pcg_state, align 8, !dbg !190, !tbaa !113
  %118 = lshr i64 %115, 45, !dbg !191
  %119 = lshr i64 %115, 27, !dbg !191
  %120 = xor i64 %118, %119, !dbg !191
  %121 = trunc i64 %120 to i32, !dbg !192
    #dbg_value(i32 %121, !183, !DIExpression(), !187)
  %122 = lshr i64 %115, 59, !dbg !193
  %123 = trunc nuw nsw i64 %122 to i32, !dbg !194
    #dbg_value(i32 %123, !184, !DIExpression(), !187)
  %124 = tail call i32 @llvm.fshr.i32(i32 %121, i32 %121, i32 %123), !dbg !195
  %125 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %124), !dbg !196
    #dbg_value(i32 4, !97, !DIExpression(), !176)
  %126 = tail call i32 @putchar(i32 10), !dbg !197
  store i128 42, ptr @p64_state, align 16, !dbg !198, !tbaa !199
  %127 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6), !dbg !201
    #dbg_value(i32 0, !99, !DIExpression(), !202)
    #dbg_value(i32 0, !99, !DIExpression(), !202)
    #dbg_value(i128 47026247687942121848144207491837523525, !203, !DIExpression(), !210)
    #dbg_value(i128 117397592171526113268558934119004209487, !206, !DIExpression(), !210)
  %128 = load i128, ptr @p64_state, align 16, !dbg !213, !tbaa !199
  %129 = mul i128 %128, 47026247687942121848144207491837523525, !dbg !214
  %130 = add i128 %129, 117397592171526113268558934119004209487, !dbg !215
  store i128 %130, ptr @p64_state, align 16, !dbg !216, !tbaa !199
  %131 = lshr i128 %130, 64, !dbg !217
  %132 = xor i128 %131, %130, !dbg !218
  %133 = trunc i128 %132 to i64, !dbg !218
    #dbg_value(i64 %133, !208, !DIExpression(), !210)
  %134 = lshr i128 %130, 122, !dbg !219
  %135 = trunc nuw nsw i128 %134 to i64, !dbg !220
    #dbg_value(i128 %134, !209, !DIExpression(DW_OP_LLVM_convert, 128, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !210)
  %136 = tail call i64 @llvm.fshr.i64(i64 %133, i64 %133, i64 %135), !dbg !221
  %137 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i64 noundef %136), !dbg !222
    #dbg_value(i32 1, !99, !DIExpression(), !202)
  %138 = load i128, ptr @p64_state, align 16, !dbg !213, !tbaa !199
  %139 = mul i128 %138, 47026247687942121848144207491837523525, !dbg !214
  %140 = add i128 %139, 117397592171526113268558934119004209487, !dbg !215
  store i128 %140, ptr @p64_state, align 16, !dbg !216, !tbaa !199
  %141 = lshr i128 %140, 64, !dbg !217
  %142 = xor i128 %141, %140, !dbg !218
  %143 = trunc i128 %142 to i64, !dbg !218
    #dbg_value(i64 %143, !208, !DIExpression(), !210)
  %144 = lshr i128 %140, 122, !dbg !219
  %145 = trunc nuw nsw i128 %144 to i64, !dbg !220
    #dbg_value(i128 %144, !209, !DIExpression(DW_OP_LLVM_convert, 128, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !210)
  %146 = tail call i64 @llvm.fshr.i64(i64 %143, i64 %143, i64 %145), !dbg !221
  %147 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i64 noundef %146), !dbg !222
    #dbg_value(i32 2, !99, !DIExpression(), !202)
  %148 = load i128, ptr @p64_state, align 16, !dbg !213, !tbaa !199
  %149 = mul i128 %148, 47026247687942121848144207491837523525, !dbg !214
  %150 = add i128 %149, 117397592171526113268558934119004209487, !dbg !215
  store i128 %150, ptr @p64_state, align 16, !dbg !216, !tbaa !199
  %151 = lshr i128 %150, 64, !dbg !217
  %152 = xor i128 %151, %150, !dbg !218
  %153 = trunc i128 %152 to i64, !dbg !218
    #dbg_value(i64 %153, !208, !DIExpression(), !210)
  %154 = lshr i128 %150, 122, !dbg !219
  %155 = trunc nuw nsw i128 %154 to i64, !dbg !220
    #dbg_value(i128 %154, !209, !DIExpression(DW_OP_LLVM_convert, 128, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !210)
  %156 = tail call i64 @llvm.fshr.i64(i64 %153, i64 %153, i64 %155), !dbg !221
  %157 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i64 noundef %156), !dbg !222
    #dbg_value(i32 3, !99, !DIExpression(), !202)
  %158 = tail call i32 @putchar(i32 10), !dbg !223
    #dbg_value(i32 5489, !224, !DIExpression(), !229)
  store i32 5489, ptr @mt, align 16, !dbg !231, !tbaa !232
  br label %181, !dbg !234

159:                                              ; preds = %0, %159
  %160 = phi i32 [ 0, %0 ], [ %179, %159 ]
  %161 = phi i64 [ 0, %0 ], [ %178, %159 ]
  %162 = phi i64 [ %55, %0 ], [ %174, %159 ]
  %163 = phi i64 [ %46, %0 ], [ %175, %159 ]
  %164 = phi i64 [ %64, %0 ], [ %176, %159 ]
  %165 = phi i64 [ %73, %0 ], [ %177, %159 ]
    #dbg_value(i32 %160, !95, !DIExpression(), !151)
    #dbg_value(i64 %161, !94, !DIExpression(), !111)
  %166 = mul i64 %162, 5, !dbg !236
    #dbg_value(i64 %166, !159, !DIExpression(), !239)
    #dbg_value(i32 7, !164, !DIExpression(), !239)
  %167 = mul i64 %162, 640, !dbg !241
  %168 = lshr i64 %166, 57, !dbg !242
  %169 = or disjoint i64 %168, %167, !dbg !243
  %170 = mul i64 %169, 9, !dbg !244
    #dbg_value(i64 %170, !156, !DIExpression(), !245)
  %171 = shl i64 %162, 17, !dbg !246
    #dbg_value(i64 %171, !157, !DIExpression(), !245)
  %172 = xor i64 %164, %163, !dbg !247
  %173 = xor i64 %165, %162, !dbg !248
  %174 = xor i64 %172, %162, !dbg !249
  %175 = xor i64 %173, %163, !dbg !250
  %176 = xor i64 %172, %171, !dbg !251
    #dbg_value(i64 %173, !159, !DIExpression(), !252)
    #dbg_value(i32 45, !164, !DIExpression(), !252)
  %177 = tail call i64 @llvm.fshl.i64(i64 %173, i64 %173, i64 45), !dbg !254
  %178 = xor i64 %170, %161, !dbg !255
    #dbg_value(i64 %178, !94, !DIExpression(), !111)
  %179 = add nuw nsw i32 %160, 1, !dbg !256
    #dbg_value(i32 %179, !95, !DIExpression(), !151)
  %180 = icmp eq i32 %179, 1000, !dbg !257
  br i1 %180, label %74, label %159, !dbg !152, !llvm.loop !258

181:                                              ; preds = %192, %74
  %182 = phi i32 [ 5489, %74 ], [ %197, %192 ], !dbg !261
  %183 = phi i64 [ 1, %74 ], [ %199, %192 ]
  %184 = lshr i32 %182, 30, !dbg !263
  %185 = xor i32 %184, %182, !dbg !264
  %186 = mul i32 %185, 1812433253, !dbg !265
  %187 = trunc nuw nsw i64 %183 to i32, !dbg !266
  %188 = add i32 %186, %187, !dbg !266
  %189 = getelementptr inbounds [624 x i32], ptr @mt, i64 0, i64 %183, !dbg !267
  store i32 %188, ptr %189, align 4, !dbg !268, !tbaa !232
  %190 = add nuw nsw i64 %183, 1, !dbg !269
  %191 = icmp eq i64 %190, 624, !dbg !270
  br i1 %191, label %216, label %192, !dbg !234, !llvm.loop !271

192:                                              ; preds = %181
  %193 = lshr i32 %188, 30, !dbg !263
  %194 = xor i32 %193, %188, !dbg !264
  %195 = mul i32 %194, 1812433253, !dbg !265
  %196 = trunc nuw nsw i64 %190 to i32, !dbg !266
  %197 = add i32 %195, %196, !dbg !266
  %198 = getelementptr inbounds [624 x i32], ptr @mt, i64 0, i64 %190, !dbg !267
  store i32 %197, ptr %198, align 4, !dbg !268, !tbaa !232
  %199 = add nuw nsw i64 %183, 2, !dbg !269
  br label %181

200:                                              ; preds = %244
  %201 = sext i32 %245 to i64, !dbg !273
  %202 = getelementptr inbounds [624 x i32], ptr @mt, i64 0, i64 %201, !dbg !273
  %203 = load i32, ptr %202, align 4, !dbg !273, !tbaa !232
    #dbg_value(!DIArgList(i32 %203, i32 %203, i32 %203, i32 %203, i32 %203, i32 %203, i32 %203, i32 %203, i32 %203, i32 %203, i32 %203, i32 %203, i32 %203, i32 %203, i32 %203, i32 %203), !283, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 11, DW_OP_shr, DW_OP_LLVM_arg, 8, DW_OP_xor, DW_OP_constu, 7, DW_OP_shl, DW_OP_constu, 18446744072051512960, DW_OP_and, DW_OP_LLVM_arg, 4, DW_OP_constu, 11, DW_OP_shr, DW_OP_LLVM_arg, 12, DW_OP_xor, DW_OP_xor, DW_OP_constu, 15, DW_OP_shl, DW_OP_constu, 18446744073437315072, DW_OP_and, DW_OP_LLVM_arg, 2, DW_OP_constu, 11, DW_OP_shr, DW_OP_LLVM_arg, 10, DW_OP_xor, DW_OP_constu, 7, DW_OP_shl, DW_OP_constu, 18446744072051512960, DW_OP_and, DW_OP_LLVM_arg, 6, DW_OP_constu, 11, DW_OP_shr, DW_OP_LLVM_arg, 14, DW_OP_xor, DW_OP_xor, DW_OP_xor, DW_OP_constu, 18, DW_OP_shr, DW_OP_LLVM_arg, 1, DW_OP_constu, 11, DW_OP_shr, DW_OP_LLVM_arg, 9, DW_OP_xor, DW_OP_constu, 7, DW_OP_shl, DW_OP_constu, 18446744072051512960, DW_OP_and, DW_OP_LLVM_arg, 5, DW_OP_constu, 11, DW_OP_shr, DW_OP_LLVM_arg, 13, DW_OP_xor, DW_OP_xor, DW_OP_constu, 15, DW_OP_shl, DW_OP_constu, 18446744073437315072, DW_OP_and, DW_OP_LLVM_arg, 3, DW_OP_constu, 11, DW_OP_shr, DW_OP_LLVM_arg, 11, DW_OP_xor, DW_OP_constu, 7, DW_OP_shl, DW_OP_constu, 18446744072051512960, DW_OP_and, DW_OP_LLVM_arg, 7, DW_OP_constu, 11, DW_OP_shr, DW_OP_LLVM_arg, 15, DW_OP_xor, DW_OP_xor, DW_OP_xor, DW_OP_xor, DW_OP_stack_value), !286)
    #dbg_value(!DIArgList(i32 %203, i32 %203, i32 %203, i32 %203, i32 %203, i32 %203, i32 %203, i32 %203, i32 %203, i32 %203, i32 %203, i32 %203, i32 %203, i32 %203, i32 %203, i32 %203), !101, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 11, DW_OP_shr, DW_OP_LLVM_arg, 8, DW_OP_xor, DW_OP_constu, 7, DW_OP_shl, DW_OP_constu, 18446744072051512960, DW_OP_and, DW_OP_LLVM_arg, 4, DW_OP_constu, 11, DW_OP_shr, DW_OP_LLVM_arg, 12, DW_OP_xor, DW_OP_xor, DW_OP_constu, 15, DW_OP_shl, DW_OP_constu, 18446744073437315072, DW_OP_and, DW_OP_LLVM_arg, 2, DW_OP_constu, 11, DW_OP_shr, DW_OP_LLVM_arg, 10, DW_OP_xor, DW_OP_constu, 7, DW_OP_shl, DW_OP_constu, 18446744072051512960, DW_OP_and, DW_OP_LLVM_arg, 6, DW_OP_constu, 11, DW_OP_shr, DW_OP_LLVM_arg, 14, DW_OP_xor, DW_OP_xor, DW_OP_xor, DW_OP_constu, 18, DW_OP_shr, DW_OP_LLVM_arg, 1, DW_OP_constu, 11, DW_OP_shr, DW_OP_LLVM_arg, 9, DW_OP_xor, DW_OP_constu, 7, DW_OP_shl, DW_OP_constu, 18446744072051512960, DW_OP_and, DW_OP_LLVM_arg, 5, DW_OP_constu, 11, DW_OP_shr, DW_OP_LLVM_arg, 13, DW_OP_xor, DW_OP_xor, DW_OP_constu, 15, DW_OP_shl, DW_OP_constu, 18446744073437315072, DW_OP_and, DW_OP_LLVM_arg, 3, DW_OP_constu, 11, DW_OP_shr, DW_OP_LLVM_arg, 11, DW_OP_xor, DW_OP_constu, 7, DW_OP_shl, DW_OP_constu, 18446744072051512960, DW_OP_and, DW_OP_LLVM_arg, 7, DW_OP_constu, 11, DW_OP_shr, DW_OP_LLVM_arg, 15, DW_OP_xor, DW_OP_xor, DW_OP_xor, DW_OP_xor, DW_OP_stack_value), !111)
  %204 = lshr i32 %203, 11
  %205 = xor i32 %204, %203
  %206 = shl i32 %205, 7
  %207 = and i32 %206, -1658038656
  %208 = xor i32 %207, %205
  %209 = shl i32 %208, 15
  %210 = and i32 %209, -272236544
  %211 = xor i32 %210, %208
  %212 = lshr i32 %211, 18
  %213 = xor i32 %212, %211
  %214 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef %213), !dbg !287
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %1) #6, !dbg !288
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(24) %1, i8 0, i64 24, i1 false), !dbg !289, !DIAssignID !290
    #dbg_assign(i8 0, !104, !DIExpression(), !290, ptr %1, !DIExpression(), !111)
    #dbg_value(i32 0, !106, !DIExpression(), !291)
  %215 = load i64, ptr @pcg_state, align 8, !tbaa !113
    #dbg_value(i32 0, !106, !DIExpression(), !291)
  br label %271, !dbg !292

216:                                              ; preds = %181, %244
  %217 = phi i32 [ %247, %244 ], [ 0, %181 ]
  %218 = phi i32 [ %246, %244 ], [ 624, %181 ]
    #dbg_value(i32 %217, !102, !DIExpression(), !293)
  %219 = icmp sgt i32 %218, 623, !dbg !294
  br i1 %219, label %220, label %244, !dbg !295

220:                                              ; preds = %216, %220
  %221 = phi i64 [ %225, %220 ], [ 0, %216 ]
    #dbg_value(i64 %221, !276, !DIExpression(), !296)
  %222 = getelementptr inbounds [624 x i32], ptr @mt, i64 0, i64 %221, !dbg !297
  %223 = load i32, ptr %222, align 4, !dbg !297, !tbaa !232
  %224 = and i32 %223, -2147483648, !dbg !298
  %225 = add nuw nsw i64 %221, 1, !dbg !299
  %226 = icmp eq i64 %225, 624, !dbg !300
  %227 = select i1 %226, i64 0, i64 %225, !dbg !301
  %228 = getelementptr inbounds [624 x i32], ptr @mt, i64 0, i64 %227, !dbg !301
  %229 = load i32, ptr %228, align 4, !dbg !301, !tbaa !232
  %230 = and i32 %229, 2147483646, !dbg !302
  %231 = or disjoint i32 %230, %224, !dbg !303
    #dbg_value(!DIArgList(i32 %224, i32 %229), !280, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_constu, 2147483646, DW_OP_and, DW_OP_or, DW_OP_stack_value), !304)
  %232 = icmp ult i64 %221, 227, !dbg !305
  %233 = select i1 %232, i64 397, i64 4294967069, !dbg !305
  %234 = add nuw nsw i64 %233, %221, !dbg !305
  %235 = and i64 %234, 4294967295, !dbg !306
  %236 = getelementptr inbounds [624 x i32], ptr @mt, i64 0, i64 %235, !dbg !306
  %237 = load i32, ptr %236, align 4, !dbg !306, !tbaa !232
  %238 = lshr exact i32 %231, 1, !dbg !307
  %239 = xor i32 %238, %237, !dbg !308
  %240 = and i32 %229, 1, !dbg !309
  %241 = icmp eq i32 %240, 0, !dbg !310
  %242 = select i1 %241, i32 0, i32 -1727483681, !dbg !310
  %243 = xor i32 %239, %242, !dbg !311
  store i32 %243, ptr %222, align 4, !dbg !312, !tbaa !232
    #dbg_value(i64 %225, !276, !DIExpression(), !296)
  br i1 %226, label %244, label %220, !dbg !313, !llvm.loop !314

244:                                              ; preds = %220, %216
  %245 = phi i32 [ %218, %216 ], [ 0, %220 ], !dbg !316
  %246 = add nsw i32 %245, 1, !dbg !316
    #dbg_value(!DIArgList(i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison), !283, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 11, DW_OP_shr, DW_OP_LLVM_arg, 8, DW_OP_xor, DW_OP_constu, 7, DW_OP_shl, DW_OP_constu, 18446744072051512960, DW_OP_and, DW_OP_LLVM_arg, 4, DW_OP_constu, 11, DW_OP_shr, DW_OP_LLVM_arg, 12, DW_OP_xor, DW_OP_xor, DW_OP_constu, 15, DW_OP_shl, DW_OP_constu, 18446744073437315072, DW_OP_and, DW_OP_LLVM_arg, 2, DW_OP_constu, 11, DW_OP_shr, DW_OP_LLVM_arg, 10, DW_OP_xor, DW_OP_constu, 7, DW_OP_shl, DW_OP_constu, 18446744072051512960, DW_OP_and, DW_OP_LLVM_arg, 6, DW_OP_constu, 11, DW_OP_shr, DW_OP_LLVM_arg, 14, DW_OP_xor, DW_OP_xor, DW_OP_xor, DW_OP_constu, 18, DW_OP_shr, DW_OP_LLVM_arg, 1, DW_OP_constu, 11, DW_OP_shr, DW_OP_LLVM_arg, 9, DW_OP_xor, DW_OP_constu, 7, DW_OP_shl, DW_OP_constu, 18446744072051512960, DW_OP_and, DW_OP_LLVM_arg, 5, DW_OP_constu, 11, DW_OP_shr, DW_OP_LLVM_arg, 13, DW_OP_xor, DW_OP_xor, DW_OP_constu, 15, DW_OP_shl, DW_OP_constu, 18446744073437315072, DW_OP_and, DW_OP_LLVM_arg, 3, DW_OP_constu, 11, DW_OP_shr, DW_OP_LLVM_arg, 11, DW_OP_xor, DW_OP_constu, 7, DW_OP_shl, DW_OP_constu, 18446744072051512960, DW_OP_and, DW_OP_LLVM_arg, 7, DW_OP_constu, 11, DW_OP_shr, DW_OP_LLVM_arg, 15, DW_OP_xor, DW_OP_xor, DW_OP_xor, DW_OP_xor, DW_OP_stack_value), !286)
    #dbg_value(!DIArgList(i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison), !101, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 11, DW_OP_shr, DW_OP_LLVM_arg, 8, DW_OP_xor, DW_OP_constu, 7, DW_OP_shl, DW_OP_constu, 18446744072051512960, DW_OP_and, DW_OP_LLVM_arg, 4, DW_OP_constu, 11, DW_OP_shr, DW_OP_LLVM_arg, 12, DW_OP_xor, DW_OP_xor, DW_OP_constu, 15, DW_OP_shl, DW_OP_constu, 18446744073437315072, DW_OP_and, DW_OP_LLVM_arg, 2, DW_OP_constu, 11, DW_OP_shr, DW_OP_LLVM_arg, 10, DW_OP_xor, DW_OP_constu, 7, DW_OP_shl, DW_OP_constu, 18446744072051512960, DW_OP_and, DW_OP_LLVM_arg, 6, DW_OP_constu, 11, DW_OP_shr, DW_OP_LLVM_arg, 14, DW_OP_xor, DW_OP_xor, DW_OP_xor, DW_OP_constu, 18, DW_OP_shr, DW_OP_LLVM_arg, 1, DW_OP_constu, 11, DW_OP_shr, DW_OP_LLVM_arg, 9, DW_OP_xor, DW_OP_constu, 7, DW_OP_shl, DW_OP_constu, 18446744072051512960, DW_OP_and, DW_OP_LLVM_arg, 5, DW_OP_constu, 11, DW_OP_shr, DW_OP_LLVM_arg, 13, DW_OP_xor, DW_OP_xor, DW_OP_constu, 15, DW_OP_shl, DW_OP_constu, 18446744073437315072, DW_OP_and, DW_OP_LLVM_arg, 3, DW_OP_constu, 11, DW_OP_shr, DW_OP_LLVM_arg, 11, DW_OP_xor, DW_OP_constu, 7, DW_OP_shl, DW_OP_constu, 18446744072051512960, DW_OP_and, DW_OP_LLVM_arg, 7, DW_OP_constu, 11, DW_OP_shr, DW_OP_LLVM_arg, 15, DW_OP_xor, DW_OP_xor, DW_OP_xor, DW_OP_xor, DW_OP_stack_value), !111)
  %247 = add nuw nsw i32 %217, 1, !dbg !317
    #dbg_value(i32 %247, !102, !DIExpression(), !293)
  %248 = icmp eq i32 %247, 10000, !dbg !318
  br i1 %248, label %200, label %216, !dbg !319, !llvm.loop !320

249:                                              ; preds = %286
  store i64 %277, ptr @pcg_state, align 8, !tbaa !113
  %250 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8), !dbg !322
    #dbg_value(i64 0, !108, !DIExpression(), !323)
  %251 = load i32, ptr %1, align 16, !dbg !324, !tbaa !232
  %252 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef %251), !dbg !326
    #dbg_value(i64 1, !108, !DIExpression(), !323)
  %253 = getelementptr inbounds i8, ptr %1, i64 4, !dbg !324
  %254 = load i32, ptr %253, align 4, !dbg !324, !tbaa !232
  %255 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef %254), !dbg !326
    #dbg_value(i64 2, !108, !DIExpression(), !323)
  %256 = getelementptr inbounds i8, ptr %1, i64 8, !dbg !324
  %257 = load i32, ptr %256, align 8, !dbg !324, !tbaa !232
  %258 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef %257), !dbg !326
    #dbg_value(i64 3, !108, !DIExpression(), !323)
  %259 = getelementptr inbounds i8, ptr %1, i64 12, !dbg !324
  %260 = load i32, ptr %259, align 4, !dbg !324, !tbaa !232
  %261 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef %260), !dbg !326
    #dbg_value(i64 4, !108, !DIExpression(), !323)
  %262 = getelementptr inbounds i8, ptr %1, i64 16, !dbg !324
  %263 = load i32, ptr %262, align 16, !dbg !324, !tbaa !232
  %264 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef %263), !dbg !326
    #dbg_value(i64 5, !108, !DIExpression(), !323)
  %265 = getelementptr inbounds i8, ptr %1, i64 20, !dbg !324
  %266 = load i32, ptr %265, align 4, !dbg !324, !tbaa !232
  %267 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef %266), !dbg !326
    #dbg_value(i64 6, !108, !DIExpression(), !323)
  %268 = tail call i32 @putchar(i32 10), !dbg !327
  %269 = icmp ne i32 %213, -171307301, !dbg !328
  %270 = zext i1 %269 to i32, !dbg !329
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %1) #6, !dbg !330
  ret i32 %270, !dbg !331

271:                                              ; preds = %200, %286
  %272 = phi i32 [ 0, %200 ], [ %292, %286 ]
  %273 = phi i64 [ %215, %200 ], [ %277, %286 ]
    #dbg_value(i32 %272, !106, !DIExpression(), !291)
    #dbg_value(i32 6, !332, !DIExpression(), !342)
    #dbg_value(i32 4, !337, !DIExpression(), !342)
  br label %274, !dbg !345

274:                                              ; preds = %274, %271
  %275 = phi i64 [ %277, %274 ], [ %273, %271 ], !dbg !346
    #dbg_value(i64 %275, !182, !DIExpression(), !348)
  %276 = mul i64 %275, 6364136223846793005, !dbg !349
  %277 = add i64 %276, -2720673578348880933, !dbg !350
  %278 = lshr i64 %275, 45, !dbg !351
  %279 = lshr i64 %275, 27, !dbg !351
  %280 = xor i64 %278, %279, !dbg !351
  %281 = trunc i64 %280 to i32, !dbg !352
    #dbg_value(i32 %281, !183, !DIExpression(), !348)
  %282 = lshr i64 %275, 59, !dbg !353
  %283 = trunc nuw nsw i64 %282 to i32, !dbg !354
    #dbg_value(i32 %283, !184, !DIExpression(), !348)
  %284 = tail call i32 @llvm.fshr.i32(i32 %281, i32 %281, i32 %283), !dbg !355
    #dbg_value(i32 %284, !338, !DIExpression(), !356)
  %285 = icmp ult i32 %284, 4, !dbg !357
  br i1 %285, label %274, label %286, !llvm.loop !359

286:                                              ; preds = %274
  %287 = urem i32 %284, 6, !dbg !362
  %288 = zext nneg i32 %287 to i64, !dbg !363
  %289 = getelementptr inbounds [6 x i32], ptr %1, i64 0, i64 %288, !dbg !363
  %290 = load i32, ptr %289, align 4, !dbg !364, !tbaa !232
  %291 = add nsw i32 %290, 1, !dbg !364
  store i32 %291, ptr %289, align 4, !dbg !364, !tbaa !232
  %292 = add nuw nsw i32 %272, 1, !dbg !365
    #dbg_value(i32 %292, !106, !DIExpression(), !291)
  %293 = icmp eq i32 %292, 6000, !dbg !366
  br i1 %293, label %249, label %271, !dbg !292, !llvm.loop !367
}

; Function Attrs: nofree nounwind
declare !dbg !369 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #2

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #3

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.fshr.i32(i32, i32, i32) #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.fshl.i64(i64, i64, i64) #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.fshr.i64(i64, i64, i64) #5

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #4 = { nofree nounwind }
attributes #5 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!78, !79, !80, !81, !82, !83, !84}
!llvm.ident = !{!85}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "sm_state", scope: !2, file: !3, line: 8, type: !12, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !15, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "programs/prng_generators.c", directory: ".", checksumkind: CSK_MD5, checksum: "06af0be2390add34e63feffc90ec14dd")
!4 = !{!5, !6, !11, !12, !10}
!5 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!6 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint32_t", file: !7, line: 26, baseType: !8)
!7 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-uintn.h", directory: "", checksumkind: CSK_MD5, checksum: "2bf2ae53c58c01b1a1b9383b5195125c")
!8 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint32_t", file: !9, line: 42, baseType: !10)
!9 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!10 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!11 = !DIBasicType(name: "unsigned __int128", size: 128, encoding: DW_ATE_unsigned)
!12 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint64_t", file: !7, line: 27, baseType: !13)
!13 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint64_t", file: !9, line: 45, baseType: !14)
!14 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!15 = !{!16, !22, !27, !32, !37, !42, !47, !49, !54, !56, !0, !61, !64, !66, !68, !70, !75}
!16 = !DIGlobalVariableExpression(var: !17, expr: !DIExpression())
!17 = distinct !DIGlobalVariable(scope: null, file: !3, line: 39, type: !18, isLocal: true, isDefinition: true)
!18 = !DICompositeType(tag: DW_TAG_array_type, baseType: !19, size: 80, elements: !20)
!19 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!20 = !{!21}
!21 = !DISubrange(count: 10)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(scope: null, file: !3, line: 39, type: !24, isLocal: true, isDefinition: true)
!24 = !DICompositeType(tag: DW_TAG_array_type, baseType: !19, size: 72, elements: !25)
!25 = !{!26}
!26 = !DISubrange(count: 9)
!27 = !DIGlobalVariableExpression(var: !28, expr: !DIExpression())
!28 = distinct !DIGlobalVariable(scope: null, file: !3, line: 39, type: !29, isLocal: true, isDefinition: true)
!29 = !DICompositeType(tag: DW_TAG_array_type, baseType: !19, size: 16, elements: !30)
!30 = !{!31}
!31 = !DISubrange(count: 2)
!32 = !DIGlobalVariableExpression(var: !33, expr: !DIExpression())
!33 = distinct !DIGlobalVariable(scope: null, file: !3, line: 42, type: !34, isLocal: true, isDefinition: true)
!34 = !DICompositeType(tag: DW_TAG_array_type, baseType: !19, size: 272, elements: !35)
!35 = !{!36}
!36 = !DISubrange(count: 34)
!37 = !DIGlobalVariableExpression(var: !38, expr: !DIExpression())
!38 = distinct !DIGlobalVariable(scope: null, file: !3, line: 43, type: !39, isLocal: true, isDefinition: true)
!39 = !DICompositeType(tag: DW_TAG_array_type, baseType: !19, size: 56, elements: !40)
!40 = !{!41}
!41 = !DISubrange(count: 7)
!42 = !DIGlobalVariableExpression(var: !43, expr: !DIExpression())
!43 = distinct !DIGlobalVariable(scope: null, file: !3, line: 43, type: !44, isLocal: true, isDefinition: true)
!44 = !DICompositeType(tag: DW_TAG_array_type, baseType: !19, size: 48, elements: !45)
!45 = !{!46}
!46 = !DISubrange(count: 6)
!47 = !DIGlobalVariableExpression(var: !48, expr: !DIExpression())
!48 = distinct !DIGlobalVariable(scope: null, file: !3, line: 45, type: !39, isLocal: true, isDefinition: true)
!49 = !DIGlobalVariableExpression(var: !50, expr: !DIExpression())
!50 = distinct !DIGlobalVariable(scope: null, file: !3, line: 48, type: !51, isLocal: true, isDefinition: true)
!51 = !DICompositeType(tag: DW_TAG_array_type, baseType: !19, size: 336, elements: !52)
!52 = !{!53}
!53 = !DISubrange(count: 42)
!54 = !DIGlobalVariableExpression(var: !55, expr: !DIExpression())
!55 = distinct !DIGlobalVariable(scope: null, file: !3, line: 51, type: !44, isLocal: true, isDefinition: true)
!56 = !DIGlobalVariableExpression(var: !57, expr: !DIExpression())
!57 = distinct !DIGlobalVariable(scope: null, file: !3, line: 51, type: !58, isLocal: true, isDefinition: true)
!58 = !DICompositeType(tag: DW_TAG_array_type, baseType: !19, size: 32, elements: !59)
!59 = !{!60}
!60 = !DISubrange(count: 4)
!61 = !DIGlobalVariableExpression(var: !62, expr: !DIExpression())
!62 = distinct !DIGlobalVariable(name: "xs", scope: !2, file: !3, line: 10, type: !63, isLocal: true, isDefinition: true)
!63 = !DICompositeType(tag: DW_TAG_array_type, baseType: !12, size: 256, elements: !59)
!64 = !DIGlobalVariableExpression(var: !65, expr: !DIExpression())
!65 = distinct !DIGlobalVariable(name: "p64_state", scope: !2, file: !3, line: 15, type: !11, isLocal: true, isDefinition: true)
!66 = !DIGlobalVariableExpression(var: !67, expr: !DIExpression())
!67 = distinct !DIGlobalVariable(name: "pcg_state", scope: !2, file: !3, line: 13, type: !12, isLocal: true, isDefinition: true)
!68 = !DIGlobalVariableExpression(var: !69, expr: !DIExpression(DW_OP_constu, 15726070495360670683, DW_OP_stack_value))
!69 = distinct !DIGlobalVariable(name: "pcg_inc", scope: !2, file: !3, line: 13, type: !12, isLocal: true, isDefinition: true)
!70 = !DIGlobalVariableExpression(var: !71, expr: !DIExpression())
!71 = distinct !DIGlobalVariable(name: "mt", scope: !2, file: !3, line: 24, type: !72, isLocal: true, isDefinition: true)
!72 = !DICompositeType(tag: DW_TAG_array_type, baseType: !6, size: 19968, elements: !73)
!73 = !{!74}
!74 = !DISubrange(count: 624)
!75 = !DIGlobalVariableExpression(var: !76, expr: !DIExpression())
!76 = distinct !DIGlobalVariable(name: "mti", scope: !2, file: !3, line: 24, type: !77, isLocal: true, isDefinition: true)
!77 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!78 = !{i32 7, !"Dwarf Version", i32 5}
!79 = !{i32 2, !"Debug Info Version", i32 3}
!80 = !{i32 1, !"wchar_size", i32 4}
!81 = !{i32 8, !"PIC Level", i32 2}
!82 = !{i32 7, !"PIE Level", i32 2}
!83 = !{i32 7, !"uwtable", i32 2}
!84 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!85 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!86 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 37, type: !87, scopeLine: 37, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !89)
!87 = !DISubroutineType(types: !88)
!88 = !{!77}
!89 = !{!90, !92, !94, !95, !97, !99, !101, !102, !104, !106, !108}
!90 = !DILocalVariable(name: "i", scope: !91, file: !3, line: 39, type: !77)
!91 = distinct !DILexicalBlock(scope: !86, file: !3, line: 39, column: 26)
!92 = !DILocalVariable(name: "i", scope: !93, file: !3, line: 40, type: !77)
!93 = distinct !DILexicalBlock(scope: !86, file: !3, line: 40, column: 5)
!94 = !DILocalVariable(name: "acc", scope: !86, file: !3, line: 41, type: !12)
!95 = !DILocalVariable(name: "i", scope: !96, file: !3, line: 41, type: !77)
!96 = distinct !DILexicalBlock(scope: !86, file: !3, line: 41, column: 23)
!97 = !DILocalVariable(name: "i", scope: !98, file: !3, line: 43, type: !77)
!98 = distinct !DILexicalBlock(scope: !86, file: !3, line: 43, column: 23)
!99 = !DILocalVariable(name: "i", scope: !100, file: !3, line: 45, type: !77)
!100 = distinct !DILexicalBlock(scope: !86, file: !3, line: 45, column: 23)
!101 = !DILocalVariable(name: "last", scope: !86, file: !3, line: 47, type: !6)
!102 = !DILocalVariable(name: "i", scope: !103, file: !3, line: 47, type: !77)
!103 = distinct !DILexicalBlock(scope: !86, file: !3, line: 47, column: 24)
!104 = !DILocalVariable(name: "hist", scope: !86, file: !3, line: 49, type: !105)
!105 = !DICompositeType(tag: DW_TAG_array_type, baseType: !77, size: 192, elements: !45)
!106 = !DILocalVariable(name: "i", scope: !107, file: !3, line: 50, type: !77)
!107 = distinct !DILexicalBlock(scope: !86, file: !3, line: 50, column: 5)
!108 = !DILocalVariable(name: "i", scope: !109, file: !3, line: 51, type: !77)
!109 = distinct !DILexicalBlock(scope: !86, file: !3, line: 51, column: 22)
!110 = distinct !DIAssignID()
!111 = !DILocation(line: 0, scope: !86)
!112 = !DILocation(line: 38, column: 14, scope: !86)
!113 = !{!114, !114, i64 0}
!114 = !{!"long", !115, i64 0}
!115 = !{!"omnipotent char", !116, i64 0}
!116 = !{!"Simple C/C++ TBAA"}
!117 = !DILocation(line: 39, column: 5, scope: !86)
!118 = !DILocation(line: 0, scope: !91)
!119 = !DILocation(line: 9, column: 59, scope: !120, inlinedAt: !125)
!120 = distinct !DISubprogram(name: "splitmix64", scope: !3, file: !3, line: 9, type: !121, scopeLine: 9, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !123)
!121 = !DISubroutineType(types: !122)
!122 = !{!12}
!123 = !{!124}
!124 = !DILocalVariable(name: "z", scope: !120, file: !3, line: 9, type: !12)
!125 = distinct !DILocation(line: 39, column: 93, scope: !126)
!126 = distinct !DILexicalBlock(scope: !91, file: !3, line: 39, column: 26)
!127 = !DILocation(line: 0, scope: !120, inlinedAt: !125)
!128 = !DILocation(line: 9, column: 98, scope: !120, inlinedAt: !125)
!129 = !DILocation(line: 9, column: 93, scope: !120, inlinedAt: !125)
!130 = !DILocation(line: 9, column: 106, scope: !120, inlinedAt: !125)
!131 = !DILocation(line: 9, column: 143, scope: !120, inlinedAt: !125)
!132 = !DILocation(line: 9, column: 138, scope: !120, inlinedAt: !125)
!133 = !DILocation(line: 9, column: 151, scope: !120, inlinedAt: !125)
!134 = !DILocation(line: 9, column: 190, scope: !120, inlinedAt: !125)
!135 = !DILocation(line: 9, column: 185, scope: !120, inlinedAt: !125)
!136 = !DILocation(line: 39, column: 54, scope: !126)
!137 = !DILocation(line: 39, column: 108, scope: !86)
!138 = !DILocation(line: 0, scope: !93)
!139 = !DILocation(line: 9, column: 59, scope: !120, inlinedAt: !140)
!140 = distinct !DILocation(line: 40, column: 41, scope: !141)
!141 = distinct !DILexicalBlock(scope: !93, file: !3, line: 40, column: 5)
!142 = !DILocation(line: 0, scope: !120, inlinedAt: !140)
!143 = !DILocation(line: 9, column: 98, scope: !120, inlinedAt: !140)
!144 = !DILocation(line: 9, column: 93, scope: !120, inlinedAt: !140)
!145 = !DILocation(line: 9, column: 106, scope: !120, inlinedAt: !140)
!146 = !DILocation(line: 9, column: 143, scope: !120, inlinedAt: !140)
!147 = !DILocation(line: 9, column: 138, scope: !120, inlinedAt: !140)
!148 = !DILocation(line: 9, column: 151, scope: !120, inlinedAt: !140)
!149 = !DILocation(line: 9, column: 190, scope: !120, inlinedAt: !140)
!150 = !DILocation(line: 9, column: 185, scope: !120, inlinedAt: !140)
!151 = !DILocation(line: 0, scope: !96)
!152 = !DILocation(line: 41, column: 23, scope: !96)
!153 = !DILocation(line: 12, column: 57, scope: !154, inlinedAt: !158)
!154 = distinct !DISubprogram(name: "xoshiro", scope: !3, file: !3, line: 12, type: !121, scopeLine: 12, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !155)
!155 = !{!156, !157}
!156 = !DILocalVariable(name: "r", scope: !154, file: !3, line: 12, type: !12)
!157 = !DILocalVariable(name: "t", scope: !154, file: !3, line: 12, type: !12)
!158 = distinct !DILocation(line: 42, column: 95, scope: !86)
!159 = !DILocalVariable(name: "x", arg: 1, scope: !160, file: !3, line: 11, type: !12)
!160 = distinct !DISubprogram(name: "rotl", scope: !3, file: !3, line: 11, type: !161, scopeLine: 11, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !163)
!161 = !DISubroutineType(types: !162)
!162 = !{!12, !12, !77}
!163 = !{!159, !164}
!164 = !DILocalVariable(name: "k", arg: 2, scope: !160, file: !3, line: 11, type: !77)
!165 = !DILocation(line: 0, scope: !160, inlinedAt: !166)
!166 = distinct !DILocation(line: 12, column: 46, scope: !154, inlinedAt: !158)
!167 = !DILocation(line: 11, column: 53, scope: !160, inlinedAt: !166)
!168 = !DILocation(line: 11, column: 64, scope: !160, inlinedAt: !166)
!169 = !DILocation(line: 11, column: 59, scope: !160, inlinedAt: !166)
!170 = !DILocation(line: 12, column: 65, scope: !154, inlinedAt: !158)
!171 = !DILocation(line: 0, scope: !154, inlinedAt: !158)
!172 = !DILocation(line: 0, scope: !160, inlinedAt: !173)
!173 = distinct !DILocation(line: 12, column: 171, scope: !154, inlinedAt: !158)
!174 = !DILocation(line: 42, column: 5, scope: !86)
!175 = !DILocation(line: 43, column: 5, scope: !86)
!176 = !DILocation(line: 0, scope: !98)
!177 = !DILocation(line: 14, column: 46, scope: !178, inlinedAt: !185)
!178 = distinct !DISubprogram(name: "pcg32", scope: !3, file: !3, line: 14, type: !179, scopeLine: 14, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !181)
!179 = !DISubroutineType(types: !180)
!180 = !{!6}
!181 = !{!182, !183, !184}
!182 = !DILocalVariable(name: "old", scope: !178, file: !3, line: 14, type: !12)
!183 = !DILocalVariable(name: "xsh", scope: !178, file: !3, line: 14, type: !6)
!184 = !DILocalVariable(name: "rot", scope: !178, file: !3, line: 14, type: !6)
!185 = distinct !DILocation(line: 43, column: 67, scope: !186)
!186 = distinct !DILexicalBlock(scope: !98, file: !3, line: 43, column: 23)
!187 = !DILocation(line: 0, scope: !178, inlinedAt: !185)
!188 = !DILocation(line: 14, column: 73, scope: !178, inlinedAt: !185)
!189 = !DILocation(line: 14, column: 98, scope: !178, inlinedAt: !185)
!190 = !DILocation(line: 14, column: 67, scope: !178, inlinedAt: !185)
!191 = !DILocation(line: 14, column: 155, scope: !178, inlinedAt: !185)
!192 = !DILocation(line: 14, column: 124, scope: !178, inlinedAt: !185)
!193 = !DILocation(line: 14, column: 193, scope: !178, inlinedAt: !185)
!194 = !DILocation(line: 14, column: 178, scope: !178, inlinedAt: !185)
!195 = !DILocation(line: 14, column: 221, scope: !178, inlinedAt: !185)
!196 = !DILocation(line: 43, column: 51, scope: !186)
!197 = !DILocation(line: 43, column: 77, scope: !86)
!198 = !DILocation(line: 44, column: 15, scope: !86)
!199 = !{!200, !200, i64 0}
!200 = !{!"__int128", !115, i64 0}
!201 = !DILocation(line: 45, column: 5, scope: !86)
!202 = !DILocation(line: 0, scope: !100)
!203 = !DILocalVariable(name: "mul", scope: !204, file: !3, line: 17, type: !207)
!204 = distinct !DISubprogram(name: "pcg64", scope: !3, file: !3, line: 16, type: !121, scopeLine: 16, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !205)
!205 = !{!203, !206, !208, !209}
!206 = !DILocalVariable(name: "inc", scope: !204, file: !3, line: 18, type: !207)
!207 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !11)
!208 = !DILocalVariable(name: "x", scope: !204, file: !3, line: 20, type: !12)
!209 = !DILocalVariable(name: "rot", scope: !204, file: !3, line: 21, type: !10)
!210 = !DILocation(line: 0, scope: !204, inlinedAt: !211)
!211 = distinct !DILocation(line: 45, column: 90, scope: !212)
!212 = distinct !DILexicalBlock(scope: !100, file: !3, line: 45, column: 23)
!213 = !DILocation(line: 19, column: 17, scope: !204, inlinedAt: !211)
!214 = !DILocation(line: 19, column: 27, scope: !204, inlinedAt: !211)
!215 = !DILocation(line: 19, column: 33, scope: !204, inlinedAt: !211)
!216 = !DILocation(line: 19, column: 15, scope: !204, inlinedAt: !211)
!217 = !DILocation(line: 20, column: 39, scope: !204, inlinedAt: !211)
!218 = !DILocation(line: 20, column: 46, scope: !204, inlinedAt: !211)
!219 = !DILocation(line: 21, column: 41, scope: !204, inlinedAt: !211)
!220 = !DILocation(line: 21, column: 20, scope: !204, inlinedAt: !211)
!221 = !DILocation(line: 22, column: 23, scope: !204, inlinedAt: !211)
!222 = !DILocation(line: 45, column: 51, scope: !212)
!223 = !DILocation(line: 45, column: 100, scope: !86)
!224 = !DILocalVariable(name: "s", arg: 1, scope: !225, file: !3, line: 25, type: !6)
!225 = distinct !DISubprogram(name: "mt_seed", scope: !3, file: !3, line: 25, type: !226, scopeLine: 25, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !228)
!226 = !DISubroutineType(types: !227)
!227 = !{null, !6}
!228 = !{!224}
!229 = !DILocation(line: 0, scope: !225, inlinedAt: !230)
!230 = distinct !DILocation(line: 46, column: 5, scope: !86)
!231 = !DILocation(line: 25, column: 41, scope: !225, inlinedAt: !230)
!232 = !{!233, !233, i64 0}
!233 = !{!"int", !115, i64 0}
!234 = !DILocation(line: 25, column: 46, scope: !235, inlinedAt: !230)
!235 = distinct !DILexicalBlock(scope: !225, file: !3, line: 25, column: 46)
!236 = !DILocation(line: 12, column: 57, scope: !154, inlinedAt: !237)
!237 = distinct !DILocation(line: 41, column: 61, scope: !238)
!238 = distinct !DILexicalBlock(scope: !96, file: !3, line: 41, column: 23)
!239 = !DILocation(line: 0, scope: !160, inlinedAt: !240)
!240 = distinct !DILocation(line: 12, column: 46, scope: !154, inlinedAt: !237)
!241 = !DILocation(line: 11, column: 53, scope: !160, inlinedAt: !240)
!242 = !DILocation(line: 11, column: 64, scope: !160, inlinedAt: !240)
!243 = !DILocation(line: 11, column: 59, scope: !160, inlinedAt: !240)
!244 = !DILocation(line: 12, column: 65, scope: !154, inlinedAt: !237)
!245 = !DILocation(line: 0, scope: !154, inlinedAt: !237)
!246 = !DILocation(line: 12, column: 80, scope: !154, inlinedAt: !237)
!247 = !DILocation(line: 12, column: 93, scope: !154, inlinedAt: !237)
!248 = !DILocation(line: 12, column: 109, scope: !154, inlinedAt: !237)
!249 = !DILocation(line: 12, column: 125, scope: !154, inlinedAt: !237)
!250 = !DILocation(line: 12, column: 141, scope: !154, inlinedAt: !237)
!251 = !DILocation(line: 12, column: 157, scope: !154, inlinedAt: !237)
!252 = !DILocation(line: 0, scope: !160, inlinedAt: !253)
!253 = distinct !DILocation(line: 12, column: 171, scope: !154, inlinedAt: !237)
!254 = !DILocation(line: 11, column: 59, scope: !160, inlinedAt: !253)
!255 = !DILocation(line: 41, column: 58, scope: !238)
!256 = !DILocation(line: 41, column: 50, scope: !238)
!257 = !DILocation(line: 41, column: 41, scope: !238)
!258 = distinct !{!258, !152, !259, !260}
!259 = !DILocation(line: 41, column: 69, scope: !96)
!260 = !{!"llvm.loop.mustprogress"}
!261 = !DILocation(line: 25, column: 103, scope: !262, inlinedAt: !230)
!262 = distinct !DILexicalBlock(scope: !235, file: !3, line: 25, column: 46)
!263 = !DILocation(line: 25, column: 130, scope: !262, inlinedAt: !230)
!264 = !DILocation(line: 25, column: 115, scope: !262, inlinedAt: !230)
!265 = !DILocation(line: 25, column: 100, scope: !262, inlinedAt: !230)
!266 = !DILocation(line: 25, column: 138, scope: !262, inlinedAt: !230)
!267 = !DILocation(line: 25, column: 78, scope: !262, inlinedAt: !230)
!268 = !DILocation(line: 25, column: 86, scope: !262, inlinedAt: !230)
!269 = !DILocation(line: 25, column: 74, scope: !262, inlinedAt: !230)
!270 = !DILocation(line: 25, column: 64, scope: !262, inlinedAt: !230)
!271 = distinct !{!271, !234, !272, !260}
!272 = !DILocation(line: 25, column: 150, scope: !235, inlinedAt: !230)
!273 = !DILocation(line: 31, column: 18, scope: !274, inlinedAt: !284)
!274 = distinct !DISubprogram(name: "mt_next", scope: !3, file: !3, line: 26, type: !179, scopeLine: 26, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !275)
!275 = !{!276, !280, !283}
!276 = !DILocalVariable(name: "k", scope: !277, file: !3, line: 28, type: !77)
!277 = distinct !DILexicalBlock(scope: !278, file: !3, line: 28, column: 9)
!278 = distinct !DILexicalBlock(scope: !279, file: !3, line: 27, column: 21)
!279 = distinct !DILexicalBlock(scope: !274, file: !3, line: 27, column: 9)
!280 = !DILocalVariable(name: "y", scope: !281, file: !3, line: 28, type: !6)
!281 = distinct !DILexicalBlock(scope: !282, file: !3, line: 28, column: 39)
!282 = distinct !DILexicalBlock(scope: !277, file: !3, line: 28, column: 9)
!283 = !DILocalVariable(name: "y", scope: !274, file: !3, line: 31, type: !6)
!284 = distinct !DILocation(line: 47, column: 63, scope: !285)
!285 = distinct !DILexicalBlock(scope: !103, file: !3, line: 47, column: 24)
!286 = !DILocation(line: 0, scope: !274, inlinedAt: !284)
!287 = !DILocation(line: 48, column: 5, scope: !86)
!288 = !DILocation(line: 49, column: 5, scope: !86)
!289 = !DILocation(line: 49, column: 9, scope: !86)
!290 = distinct !DIAssignID()
!291 = !DILocation(line: 0, scope: !107)
!292 = !DILocation(line: 50, column: 5, scope: !107)
!293 = !DILocation(line: 0, scope: !103)
!294 = !DILocation(line: 27, column: 13, scope: !279, inlinedAt: !284)
!295 = !DILocation(line: 27, column: 9, scope: !274, inlinedAt: !284)
!296 = !DILocation(line: 0, scope: !277, inlinedAt: !284)
!297 = !DILocation(line: 28, column: 55, scope: !281, inlinedAt: !284)
!298 = !DILocation(line: 28, column: 61, scope: !281, inlinedAt: !284)
!299 = !DILocation(line: 28, column: 85, scope: !281, inlinedAt: !284)
!300 = !DILocation(line: 28, column: 90, scope: !281, inlinedAt: !284)
!301 = !DILocation(line: 28, column: 79, scope: !281, inlinedAt: !284)
!302 = !DILocation(line: 28, column: 97, scope: !281, inlinedAt: !284)
!303 = !DILocation(line: 28, column: 76, scope: !281, inlinedAt: !284)
!304 = !DILocation(line: 0, scope: !281, inlinedAt: !284)
!305 = !DILocation(line: 28, column: 134, scope: !281, inlinedAt: !284)
!306 = !DILocation(line: 28, column: 121, scope: !281, inlinedAt: !284)
!307 = !DILocation(line: 28, column: 146, scope: !281, inlinedAt: !284)
!308 = !DILocation(line: 28, column: 141, scope: !281, inlinedAt: !284)
!309 = !DILocation(line: 28, column: 157, scope: !281, inlinedAt: !284)
!310 = !DILocation(line: 28, column: 155, scope: !281, inlinedAt: !284)
!311 = !DILocation(line: 28, column: 152, scope: !281, inlinedAt: !284)
!312 = !DILocation(line: 28, column: 119, scope: !281, inlinedAt: !284)
!313 = !DILocation(line: 28, column: 9, scope: !277, inlinedAt: !284)
!314 = distinct !{!314, !313, !315, !260}
!315 = !DILocation(line: 28, column: 181, scope: !277, inlinedAt: !284)
!316 = !DILocation(line: 31, column: 24, scope: !274, inlinedAt: !284)
!317 = !DILocation(line: 47, column: 52, scope: !285)
!318 = !DILocation(line: 47, column: 42, scope: !285)
!319 = !DILocation(line: 47, column: 24, scope: !103)
!320 = distinct !{!320, !319, !321, !260}
!321 = !DILocation(line: 47, column: 71, scope: !103)
!322 = !DILocation(line: 51, column: 5, scope: !86)
!323 = !DILocation(line: 0, scope: !109)
!324 = !DILocation(line: 51, column: 64, scope: !325)
!325 = distinct !DILexicalBlock(scope: !109, file: !3, line: 51, column: 22)
!326 = !DILocation(line: 51, column: 50, scope: !325)
!327 = !DILocation(line: 51, column: 74, scope: !86)
!328 = !DILocation(line: 52, column: 17, scope: !86)
!329 = !DILocation(line: 52, column: 12, scope: !86)
!330 = !DILocation(line: 53, column: 1, scope: !86)
!331 = !DILocation(line: 52, column: 5, scope: !86)
!332 = !DILocalVariable(name: "n", arg: 1, scope: !333, file: !3, line: 35, type: !6)
!333 = distinct !DISubprogram(name: "bounded", scope: !3, file: !3, line: 35, type: !334, scopeLine: 35, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !336)
!334 = !DISubroutineType(types: !335)
!335 = !{!6, !6}
!336 = !{!332, !337, !338}
!337 = !DILocalVariable(name: "t", scope: !333, file: !3, line: 35, type: !6)
!338 = !DILocalVariable(name: "r", scope: !339, file: !3, line: 35, type: !6)
!339 = distinct !DILexicalBlock(scope: !340, file: !3, line: 35, column: 79)
!340 = distinct !DILexicalBlock(scope: !341, file: !3, line: 35, column: 70)
!341 = distinct !DILexicalBlock(scope: !333, file: !3, line: 35, column: 70)
!342 = !DILocation(line: 0, scope: !333, inlinedAt: !343)
!343 = distinct !DILocation(line: 50, column: 41, scope: !344)
!344 = distinct !DILexicalBlock(scope: !107, file: !3, line: 50, column: 5)
!345 = !DILocation(line: 35, column: 70, scope: !333, inlinedAt: !343)
!346 = !DILocation(line: 14, column: 46, scope: !178, inlinedAt: !347)
!347 = distinct !DILocation(line: 35, column: 94, scope: !339, inlinedAt: !343)
!348 = !DILocation(line: 0, scope: !178, inlinedAt: !347)
!349 = !DILocation(line: 14, column: 73, scope: !178, inlinedAt: !347)
!350 = !DILocation(line: 14, column: 98, scope: !178, inlinedAt: !347)
!351 = !DILocation(line: 14, column: 155, scope: !178, inlinedAt: !347)
!352 = !DILocation(line: 14, column: 124, scope: !178, inlinedAt: !347)
!353 = !DILocation(line: 14, column: 193, scope: !178, inlinedAt: !347)
!354 = !DILocation(line: 14, column: 178, scope: !178, inlinedAt: !347)
!355 = !DILocation(line: 14, column: 221, scope: !178, inlinedAt: !347)
!356 = !DILocation(line: 0, scope: !339, inlinedAt: !343)
!357 = !DILocation(line: 35, column: 109, scope: !358, inlinedAt: !343)
!358 = distinct !DILexicalBlock(scope: !339, file: !3, line: 35, column: 107)
!359 = distinct !{!359, !360, !361}
!360 = !DILocation(line: 35, column: 70, scope: !341, inlinedAt: !343)
!361 = !DILocation(line: 35, column: 129, scope: !341, inlinedAt: !343)
!362 = !DILocation(line: 35, column: 107, scope: !339, inlinedAt: !343)
!363 = !DILocation(line: 50, column: 36, scope: !344)
!364 = !DILocation(line: 50, column: 52, scope: !344)
!365 = !DILocation(line: 50, column: 32, scope: !344)
!366 = !DILocation(line: 50, column: 23, scope: !344)
!367 = distinct !{!367, !292, !368, !260}
!368 = !DILocation(line: 50, column: 52, scope: !107)
!369 = !DISubprogram(name: "printf", scope: !370, file: !370, line: 356, type: !371, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!370 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!371 = !DISubroutineType(types: !372)
!372 = !{!77, !373, null}
!373 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !374)
!374 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !375, size: 64)
!375 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !19)
