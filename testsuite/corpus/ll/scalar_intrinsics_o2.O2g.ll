; ModuleID = 'programs/scalar_intrinsics_o2.c'
source_filename = "programs/scalar_intrinsics_o2.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [31 x i8] c"u %u %u %u %u %u %u %llu %llu \00", align 1, !dbg !0
@.str.2 = private unnamed_addr constant [38 x i8] c"\0As %d %d %d %d %d %d %lld %lld %d %d\0A\00", align 1, !dbg !7
@.str.3 = private unnamed_addr constant [3 x i8] c"w \00", align 1, !dbg !12
@.str.5 = private unnamed_addr constant [10 x i8] c"cd %d %x\0A\00", align 1, !dbg !17
@.str.6 = private unnamed_addr constant [10 x i8] c"cf %d %x\0A\00", align 1, !dbg !22
@.str.7 = private unnamed_addr constant [10 x i8] c"cl %d %x\0A\00", align 1, !dbg !24
@.str.8 = private unnamed_addr constant [10 x i8] c"mm %g %g\0A\00", align 1, !dbg !26
@__const.main.modes = private unnamed_addr constant [4 x i32] [i32 0, i32 2048, i32 1024, i32 3072], align 16
@.str.9 = private unnamed_addr constant [9 x i8] c"mode %d:\00", align 1, !dbg !28
@.str.10 = private unnamed_addr constant [13 x i8] c" %ld %ld %ld\00", align 1, !dbg !33
@.str.11 = private unnamed_addr constant [10 x i8] c"fr %a %a\0A\00", align 1, !dbg !38
@.str.12 = private unnamed_addr constant [8 x i8] c"tsc %d\0A\00", align 1, !dbg !40
@.str.13 = private unnamed_addr constant [15 x i8] c"%016llx%016llx\00", align 1, !dbg !45

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 !dbg !107 {
    #dbg_value(i64 2611923443488327891, !112, !DIExpression(), !150)
    #dbg_value(i32 0, !113, !DIExpression(), !151)
  br label %1, !dbg !152

1:                                                ; preds = %0, %1
  %2 = phi i64 [ 2611923443488327891, %0 ], [ %5, %1 ]
  %3 = phi i32 [ 0, %0 ], [ %84, %1 ]
    #dbg_value(i64 %2, !112, !DIExpression(), !150)
    #dbg_value(i32 %3, !113, !DIExpression(), !151)
  %4 = mul i64 %2, 6364136223846793005, !dbg !153
  %5 = add i64 %4, 1442695040888963407, !dbg !154
    #dbg_value(i64 %5, !112, !DIExpression(), !150)
    #dbg_value(i64 %5, !115, !DIExpression(), !155)
  %6 = lshr i64 %5, 17, !dbg !156
  %7 = shl i64 %5, 9, !dbg !157
  %8 = xor i64 %6, %7, !dbg !158
    #dbg_value(!DIArgList(i64 %6, i64 %7), !118, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !155)
  %9 = trunc i64 %5 to i8, !dbg !159
  %10 = trunc i64 %6 to i8, !dbg !160
  %11 = tail call fastcc zeroext i8 @u8_sub(i8 noundef zeroext %9, i8 noundef zeroext %10), !dbg !161
  %12 = zext i8 %11 to i32, !dbg !161
  %13 = tail call fastcc zeroext i8 @u8_add(i8 noundef zeroext %9, i8 noundef zeroext %10), !dbg !162
  %14 = zext i8 %13 to i32, !dbg !162
  %15 = trunc i64 %5 to i16, !dbg !163
  %16 = trunc i64 %8 to i16, !dbg !164
  %17 = tail call fastcc zeroext i16 @u16_sub(i16 noundef zeroext %15, i16 noundef zeroext %16), !dbg !165
  %18 = zext i16 %17 to i32, !dbg !165
  %19 = tail call fastcc zeroext i16 @u16_add(i16 noundef zeroext %15, i16 noundef zeroext %16), !dbg !166
  %20 = zext i16 %19 to i32, !dbg !166
  %21 = trunc i64 %5 to i32, !dbg !167
  %22 = trunc i64 %8 to i32, !dbg !168
  %23 = tail call fastcc i32 @u32_sub(i32 noundef %21, i32 noundef %22), !dbg !169
  %24 = tail call fastcc i32 @u32_add(i32 noundef %21, i32 noundef %22), !dbg !170
  %25 = tail call fastcc i64 @u64_sub(i64 noundef %5, i64 noundef %8), !dbg !171
  %26 = tail call fastcc i64 @u64_add(i64 noundef %5, i64 noundef %8), !dbg !172
  %27 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %12, i32 noundef %14, i32 noundef %18, i32 noundef %20, i32 noundef %23, i32 noundef %24, i64 noundef %25, i64 noundef %26), !dbg !173
  %28 = zext i64 %5 to i128, !dbg !174
  %29 = shl nuw i128 %28, 64, !dbg !175
  %30 = zext i64 %8 to i128, !dbg !176
  %31 = or disjoint i128 %29, %30, !dbg !177
  %32 = tail call i128 @llvm.fshl.i128(i128 %31, i128 %31, i128 64), !dbg !178
  %33 = trunc i128 %32 to i64, !dbg !179
  %34 = lshr i128 %32, 64, !dbg !179
  %35 = trunc nuw i128 %34 to i64, !dbg !179
  %36 = tail call fastcc { i64, i64 } @u128_sub(i64 noundef %8, i64 noundef %5, i64 noundef %33, i64 noundef %35), !dbg !179
  %37 = extractvalue { i64, i64 } %36, 0, !dbg !179
  %38 = extractvalue { i64, i64 } %36, 1, !dbg !179
    #dbg_value(!DIArgList(i128 0, i64 %37), !180, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 128, DW_ATE_unsigned, DW_OP_or, DW_OP_stack_value), !185)
  %39 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i64 noundef %38, i64 noundef %37), !dbg !187
  %40 = tail call i32 @putchar(i32 32), !dbg !188
  %41 = tail call fastcc { i64, i64 } @u128_add(i64 noundef %8, i64 noundef %5, i64 noundef %33, i64 noundef %35), !dbg !189
  %42 = extractvalue { i64, i64 } %41, 0, !dbg !189
  %43 = extractvalue { i64, i64 } %41, 1, !dbg !189
    #dbg_value(!DIArgList(i128 0, i64 %42), !180, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 128, DW_ATE_unsigned, DW_OP_or, DW_OP_stack_value), !190)
  %44 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i64 noundef %43, i64 noundef %42), !dbg !192
  %45 = tail call fastcc signext i8 @s8_add(i8 noundef signext %9, i8 noundef signext %10), !dbg !193
  %46 = sext i8 %45 to i32, !dbg !193
  %47 = tail call fastcc signext i8 @s8_sub(i8 noundef signext %9, i8 noundef signext %10), !dbg !194
  %48 = sext i8 %47 to i32, !dbg !194
  %49 = tail call fastcc signext i16 @s16_add(i16 noundef signext %15, i16 noundef signext %16), !dbg !195
  %50 = sext i16 %49 to i32, !dbg !195
  %51 = tail call fastcc signext i16 @s16_sub(i16 noundef signext %15, i16 noundef signext %16), !dbg !196
  %52 = sext i16 %51 to i32, !dbg !196
  %53 = tail call fastcc i32 @s32_add(i32 noundef %21, i32 noundef %22), !dbg !197
  %54 = tail call fastcc i32 @s32_sub(i32 noundef %21, i32 noundef %22), !dbg !198
  %55 = tail call fastcc i64 @s64_add(i64 noundef %5, i64 noundef %8), !dbg !199
  %56 = tail call fastcc i64 @s64_sub(i64 noundef %5, i64 noundef %8), !dbg !200
  %57 = tail call fastcc signext i8 @s8_clamp(i8 noundef signext %9, i8 noundef signext %10), !dbg !201
  %58 = sext i8 %57 to i32, !dbg !201
  %59 = tail call fastcc signext i16 @s16_clamp_sub(i16 noundef signext %15, i16 noundef signext %16), !dbg !202
  %60 = sext i16 %59 to i32, !dbg !202
  %61 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %46, i32 noundef %48, i32 noundef %50, i32 noundef %52, i32 noundef %53, i32 noundef %54, i64 noundef %55, i64 noundef %56, i32 noundef %58, i32 noundef %60), !dbg !203
    #dbg_value(!DIArgList(i128 %29, i128 %30), !119, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_or, DW_OP_stack_value), !155)
    #dbg_value(!DIArgList(i128 poison, i64 poison), !120, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 128, DW_ATE_unsigned, DW_OP_or, DW_OP_stack_value), !155)
  %62 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3), !dbg !204
  %63 = tail call fastcc { i64, i64 } @bits128(i64 noundef %8, i64 noundef %5, i32 noundef %22), !dbg !205
  %64 = extractvalue { i64, i64 } %63, 0, !dbg !205
  %65 = extractvalue { i64, i64 } %63, 1, !dbg !205
    #dbg_value(!DIArgList(i128 0, i64 %64), !180, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 128, DW_ATE_unsigned, DW_OP_or, DW_OP_stack_value), !206)
  %66 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i64 noundef %65, i64 noundef %64), !dbg !208
  %67 = tail call i32 @putchar(i32 32), !dbg !209
  %68 = tail call fastcc { i64, i64 } @abs128(i64 noundef %8, i64 noundef %5), !dbg !210
  %69 = extractvalue { i64, i64 } %68, 0, !dbg !210
  %70 = extractvalue { i64, i64 } %68, 1, !dbg !210
    #dbg_value(!DIArgList(i128 0, i64 %69), !180, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 128, DW_ATE_unsigned, DW_OP_or, DW_OP_stack_value), !211)
  %71 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i64 noundef %70, i64 noundef %69), !dbg !213
  %72 = tail call i32 @putchar(i32 32), !dbg !214
  %73 = shl i64 %8, 1, !dbg !215
  %74 = tail call fastcc { i64, i64 } @max128(i64 noundef %8, i64 noundef %5, i64 noundef %5, i64 noundef %73), !dbg !215
  %75 = extractvalue { i64, i64 } %74, 0, !dbg !215
  %76 = extractvalue { i64, i64 } %74, 1, !dbg !215
    #dbg_value(!DIArgList(i128 0, i64 %75), !180, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 128, DW_ATE_unsigned, DW_OP_or, DW_OP_stack_value), !216)
  %77 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i64 noundef %76, i64 noundef %75), !dbg !218
  %78 = tail call i32 @putchar(i32 32), !dbg !219
  %79 = tail call fastcc { i64, i64 } @umin128(i64 noundef %8, i64 noundef %5, i64 noundef %5, i64 noundef %73), !dbg !220
  %80 = extractvalue { i64, i64 } %79, 0, !dbg !220
  %81 = extractvalue { i64, i64 } %79, 1, !dbg !220
    #dbg_value(!DIArgList(i128 0, i64 %80), !180, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 128, DW_ATE_unsigned, DW_OP_or, DW_OP_stack_value), !221)
  %82 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i64 noundef %81, i64 noundef %80), !dbg !223
  %83 = tail call i32 @putchar(i32 10), !dbg !224
  %84 = add nuw nsw i32 %3, 1, !dbg !225
    #dbg_value(i32 %84, !113, !DIExpression(), !151)
  %85 = icmp eq i32 %84, 24, !dbg !226
  br i1 %85, label %86, label %1, !dbg !152, !llvm.loop !227

86:                                               ; preds = %1
    #dbg_value(i64 0, !121, !DIExpression(), !230)
  %87 = tail call fastcc i32 @cls_d(double noundef 0.000000e+00), !dbg !231
  %88 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef 0, i32 noundef %87), !dbg !233
    #dbg_value(i64 1, !121, !DIExpression(), !230)
  %89 = tail call fastcc i32 @cls_d(double noundef -0.000000e+00), !dbg !231
  %90 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef 1, i32 noundef %89), !dbg !233
    #dbg_value(i64 2, !121, !DIExpression(), !230)
  %91 = tail call fastcc i32 @cls_d(double noundef 1.000000e+00), !dbg !231
  %92 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef 2, i32 noundef %91), !dbg !233
    #dbg_value(i64 3, !121, !DIExpression(), !230)
  %93 = tail call fastcc i32 @cls_d(double noundef -2.500000e+00), !dbg !231
  %94 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef 3, i32 noundef %93), !dbg !233
    #dbg_value(i64 4, !121, !DIExpression(), !230)
  %95 = tail call fastcc i32 @cls_d(double noundef 1.000000e-310), !dbg !231
  %96 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef 4, i32 noundef %95), !dbg !233
    #dbg_value(i64 5, !121, !DIExpression(), !230)
  %97 = tail call fastcc i32 @cls_d(double noundef -1.000000e-310), !dbg !231
  %98 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef 5, i32 noundef %97), !dbg !233
    #dbg_value(i64 6, !121, !DIExpression(), !230)
  %99 = tail call fastcc i32 @cls_d(double noundef 0x10000000000000), !dbg !231
  %100 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef 6, i32 noundef %99), !dbg !233
    #dbg_value(i64 7, !121, !DIExpression(), !230)
  %101 = tail call fastcc i32 @cls_d(double noundef 0x7FEFFFFFFFFFFFFF), !dbg !231
  %102 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef 7, i32 noundef %101), !dbg !233
    #dbg_value(i64 8, !121, !DIExpression(), !230)
  %103 = tail call fastcc i32 @cls_d(double noundef 0x7FF0000000000000), !dbg !231
  %104 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef 8, i32 noundef %103), !dbg !233
    #dbg_value(i64 9, !121, !DIExpression(), !230)
  %105 = tail call fastcc i32 @cls_d(double noundef 0xFFF0000000000000), !dbg !231
  %106 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef 9, i32 noundef %105), !dbg !233
    #dbg_value(i64 10, !121, !DIExpression(), !230)
  %107 = tail call fastcc i32 @cls_d(double noundef 0x7FF8000000000000), !dbg !231
  %108 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef 10, i32 noundef %107), !dbg !233
    #dbg_value(i64 11, !121, !DIExpression(), !230)
  %109 = tail call fastcc i32 @cls_d(double noundef 0xFFF8000000000000), !dbg !231
  %110 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef 11, i32 noundef %109), !dbg !233
    #dbg_value(i64 12, !121, !DIExpression(), !230)
    #dbg_value(i64 0, !123, !DIExpression(), !234)
  %111 = tail call fastcc i32 @cls_f(float noundef 0.000000e+00), !dbg !235
  %112 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef 0, i32 noundef %111), !dbg !237
    #dbg_value(i64 1, !123, !DIExpression(), !234)
  %113 = tail call fastcc i32 @cls_f(float noundef -0.000000e+00), !dbg !235
  %114 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef 1, i32 noundef %113), !dbg !237
    #dbg_value(i64 2, !123, !DIExpression(), !234)
  %115 = tail call fastcc i32 @cls_f(float noundef 1.000000e+00), !dbg !235
  %116 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef 2, i32 noundef %115), !dbg !237
    #dbg_value(i64 3, !123, !DIExpression(), !234)
  %117 = tail call fastcc i32 @cls_f(float noundef -2.500000e+00), !dbg !235
  %118 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef 3, i32 noundef %117), !dbg !237
    #dbg_value(i64 4, !123, !DIExpression(), !234)
  %119 = tail call fastcc i32 @cls_f(float noundef 0x37A16C2000000000), !dbg !235
  %120 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef 4, i32 noundef %119), !dbg !237
    #dbg_value(i64 5, !123, !DIExpression(), !234)
  %121 = tail call fastcc i32 @cls_f(float noundef 0xB7A16C2000000000), !dbg !235
  %122 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef 5, i32 noundef %121), !dbg !237
    #dbg_value(i64 6, !123, !DIExpression(), !234)
  %123 = tail call fastcc i32 @cls_f(float noundef 0x3810000000000000), !dbg !235
  %124 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef 6, i32 noundef %123), !dbg !237
    #dbg_value(i64 7, !123, !DIExpression(), !234)
  %125 = tail call fastcc i32 @cls_f(float noundef 0x47EFFFFFE0000000), !dbg !235
  %126 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef 7, i32 noundef %125), !dbg !237
    #dbg_value(i64 8, !123, !DIExpression(), !234)
  %127 = tail call fastcc i32 @cls_f(float noundef 0x7FF0000000000000), !dbg !235
  %128 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef 8, i32 noundef %127), !dbg !237
    #dbg_value(i64 9, !123, !DIExpression(), !234)
  %129 = tail call fastcc i32 @cls_f(float noundef 0xFFF0000000000000), !dbg !235
  %130 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef 9, i32 noundef %129), !dbg !237
    #dbg_value(i64 10, !123, !DIExpression(), !234)
  %131 = tail call fastcc i32 @cls_f(float noundef 0x7FF8000000000000), !dbg !235
  %132 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef 10, i32 noundef %131), !dbg !237
    #dbg_value(i64 11, !123, !DIExpression(), !234)
    #dbg_value(i64 0, !125, !DIExpression(), !238)
  %133 = tail call fastcc i32 @cls_l(x86_fp80 noundef 0xK00000000000000000000), !dbg !239
  %134 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef 0, i32 noundef %133), !dbg !241
    #dbg_value(i64 1, !125, !DIExpression(), !238)
  %135 = tail call fastcc i32 @cls_l(x86_fp80 noundef 0xK80000000000000000000), !dbg !239
  %136 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef 1, i32 noundef %135), !dbg !241
    #dbg_value(i64 2, !125, !DIExpression(), !238)
  %137 = tail call fastcc i32 @cls_l(x86_fp80 noundef 0xK3FFF8000000000000000), !dbg !239
  %138 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef 2, i32 noundef %137), !dbg !241
    #dbg_value(i64 3, !125, !DIExpression(), !238)
  %139 = tail call fastcc i32 @cls_l(x86_fp80 noundef 0xKC000A000000000000000), !dbg !239
  %140 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef 3, i32 noundef %139), !dbg !241
    #dbg_value(i64 4, !125, !DIExpression(), !238)
  %141 = tail call fastcc i32 @cls_l(x86_fp80 noundef 0xK00000000000663278E62), !dbg !239
  %142 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef 4, i32 noundef %141), !dbg !241
    #dbg_value(i64 5, !125, !DIExpression(), !238)
  %143 = tail call fastcc i32 @cls_l(x86_fp80 noundef 0xK00018000000000000000), !dbg !239
  %144 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef 5, i32 noundef %143), !dbg !241
    #dbg_value(i64 6, !125, !DIExpression(), !238)
  %145 = tail call fastcc i32 @cls_l(x86_fp80 noundef 0xK7FFEFFFFFFFFFFFFFFFF), !dbg !239
  %146 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef 6, i32 noundef %145), !dbg !241
    #dbg_value(i64 7, !125, !DIExpression(), !238)
  %147 = tail call fastcc i32 @cls_l(x86_fp80 noundef 0xK7FFF8000000000000000), !dbg !239
  %148 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef 7, i32 noundef %147), !dbg !241
    #dbg_value(i64 8, !125, !DIExpression(), !238)
  %149 = tail call fastcc i32 @cls_l(x86_fp80 noundef 0xKFFFF8000000000000000), !dbg !239
  %150 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef 8, i32 noundef %149), !dbg !241
    #dbg_value(i64 9, !125, !DIExpression(), !238)
  %151 = tail call fastcc i32 @cls_l(x86_fp80 noundef 0xK7FFFC000000000000000), !dbg !239
  %152 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef 9, i32 noundef %151), !dbg !241
    #dbg_value(i64 10, !125, !DIExpression(), !238)
    #dbg_value(i64 0, !131, !DIExpression(), !242)
  %153 = tail call fastcc double @minmax(double noundef 1.000000e+00, double noundef 2.000000e+00), !dbg !243
  %154 = tail call fastcc float @minmaxf(float noundef 1.000000e+00, float noundef 2.000000e+00), !dbg !245
  %155 = fpext float %154 to double, !dbg !246
  %156 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, double noundef %153, double noundef %155), !dbg !247
    #dbg_value(i64 1, !131, !DIExpression(), !242)
  %157 = tail call fastcc double @minmax(double noundef -0.000000e+00, double noundef 0.000000e+00), !dbg !243
  %158 = tail call fastcc float @minmaxf(float noundef -0.000000e+00, float noundef 0.000000e+00), !dbg !245
  %159 = fpext float %158 to double, !dbg !246
  %160 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, double noundef %157, double noundef %159), !dbg !247
    #dbg_value(i64 2, !131, !DIExpression(), !242)
  %161 = tail call fastcc double @minmax(double noundef 0.000000e+00, double noundef -0.000000e+00), !dbg !243
  %162 = tail call fastcc float @minmaxf(float noundef 0.000000e+00, float noundef -0.000000e+00), !dbg !245
  %163 = fpext float %162 to double, !dbg !246
  %164 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, double noundef %161, double noundef %163), !dbg !247
    #dbg_value(i64 3, !131, !DIExpression(), !242)
  %165 = tail call fastcc double @minmax(double noundef 0x7FF8000000000000, double noundef 3.000000e+00), !dbg !243
  %166 = tail call fastcc float @minmaxf(float noundef 0x7FF8000000000000, float noundef 3.000000e+00), !dbg !245
  %167 = fpext float %166 to double, !dbg !246
  %168 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, double noundef %165, double noundef %167), !dbg !247
    #dbg_value(i64 4, !131, !DIExpression(), !242)
  %169 = tail call fastcc double @minmax(double noundef 3.000000e+00, double noundef 0x7FF8000000000000), !dbg !243
  %170 = tail call fastcc float @minmaxf(float noundef 3.000000e+00, float noundef 0x7FF8000000000000), !dbg !245
  %171 = fpext float %170 to double, !dbg !246
  %172 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, double noundef %169, double noundef %171), !dbg !247
    #dbg_value(i64 5, !131, !DIExpression(), !242)
  %173 = tail call fastcc double @minmax(double noundef 0xFFF0000000000000, double noundef 5.000000e+00), !dbg !243
  %174 = tail call fastcc float @minmaxf(float noundef 0xFFF0000000000000, float noundef 5.000000e+00), !dbg !245
  %175 = fpext float %174 to double, !dbg !246
  %176 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, double noundef %173, double noundef %175), !dbg !247
    #dbg_value(i64 6, !131, !DIExpression(), !242)
    #dbg_value(double 2.500000e+00, !133, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !150)
    #dbg_value(double -2.500000e+00, !133, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !150)
    #dbg_value(double 3.500000e+00, !133, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !150)
    #dbg_value(double 2.500000e-01, !133, !DIExpression(DW_OP_LLVM_fragment, 192, 64), !150)
    #dbg_value(double -7.750000e+00, !133, !DIExpression(DW_OP_LLVM_fragment, 256, 64), !150)
    #dbg_value(double 0x412E848100000000, !133, !DIExpression(DW_OP_LLVM_fragment, 320, 64), !150)
    #dbg_assign(i1 undef, !136, !DIExpression(), !248, ptr @__const.main.modes, !DIExpression(), !150)
    #dbg_value(i32 0, !140, !DIExpression(), !249)
  br label %212, !dbg !250

177:                                              ; preds = %212
  %178 = tail call i32 @fesetround(i32 noundef 0) #15, !dbg !251
    #dbg_value(i32 -3, !146, !DIExpression(), !252)
    #dbg_value(i32 -3, !146, !DIExpression(), !252)
  %179 = tail call fastcc double @fr(double noundef -4.250000e+00, i32 noundef -3), !dbg !253
  %180 = tail call fastcc float @frf(float noundef -3.250000e+00, i32 noundef -3), !dbg !255
  %181 = fpext float %180 to double, !dbg !256
  %182 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, double noundef %179, double noundef %181), !dbg !257
    #dbg_value(i32 -2, !146, !DIExpression(), !252)
  %183 = tail call fastcc double @fr(double noundef -2.750000e+00, i32 noundef -2), !dbg !253
  %184 = tail call fastcc float @frf(float noundef -2.500000e+00, i32 noundef -2), !dbg !255
  %185 = fpext float %184 to double, !dbg !256
  %186 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, double noundef %183, double noundef %185), !dbg !257
    #dbg_value(i32 -1, !146, !DIExpression(), !252)
  %187 = tail call fastcc double @fr(double noundef -1.250000e+00, i32 noundef -1), !dbg !253
  %188 = tail call fastcc float @frf(float noundef -1.750000e+00, i32 noundef -1), !dbg !255
  %189 = fpext float %188 to double, !dbg !256
  %190 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, double noundef %187, double noundef %189), !dbg !257
    #dbg_value(i32 0, !146, !DIExpression(), !252)
  %191 = tail call fastcc double @fr(double noundef 2.500000e-01, i32 noundef 0), !dbg !253
  %192 = tail call fastcc float @frf(float noundef -1.000000e+00, i32 noundef 0), !dbg !255
  %193 = fpext float %192 to double, !dbg !256
  %194 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, double noundef %191, double noundef %193), !dbg !257
    #dbg_value(i32 1, !146, !DIExpression(), !252)
  %195 = tail call fastcc double @fr(double noundef 1.750000e+00, i32 noundef 1), !dbg !253
  %196 = tail call fastcc float @frf(float noundef -2.500000e-01, i32 noundef 1), !dbg !255
  %197 = fpext float %196 to double, !dbg !256
  %198 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, double noundef %195, double noundef %197), !dbg !257
    #dbg_value(i32 2, !146, !DIExpression(), !252)
  %199 = tail call fastcc double @fr(double noundef 3.250000e+00, i32 noundef 2), !dbg !253
  %200 = tail call fastcc float @frf(float noundef 5.000000e-01, i32 noundef 2), !dbg !255
  %201 = fpext float %200 to double, !dbg !256
  %202 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, double noundef %199, double noundef %201), !dbg !257
    #dbg_value(i32 3, !146, !DIExpression(), !252)
  %203 = tail call fastcc double @fr(double noundef 4.750000e+00, i32 noundef 3), !dbg !253
  %204 = tail call fastcc float @frf(float noundef 1.250000e+00, i32 noundef 3), !dbg !255
  %205 = fpext float %204 to double, !dbg !256
  %206 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, double noundef %203, double noundef %205), !dbg !257
    #dbg_value(i32 4, !146, !DIExpression(), !252)
  %207 = tail call i64 @llvm.readcyclecounter(), !dbg !258
    #dbg_value(i64 %207, !148, !DIExpression(), !150)
  %208 = tail call i64 @llvm.readcyclecounter(), !dbg !259
    #dbg_value(i64 %208, !149, !DIExpression(), !150)
  %209 = icmp uge i64 %208, %207, !dbg !260
  %210 = zext i1 %209 to i32, !dbg !260
  %211 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, i32 noundef %210), !dbg !261
  ret i32 0, !dbg !262

212:                                              ; preds = %86, %212
  %213 = phi i64 [ 0, %86 ], [ %244, %212 ]
    #dbg_value(i64 %213, !140, !DIExpression(), !249)
  %214 = getelementptr inbounds [4 x i32], ptr @__const.main.modes, i64 0, i64 %213, !dbg !263
  %215 = load i32, ptr %214, align 4, !dbg !263, !tbaa !264
  %216 = tail call i32 @fesetround(i32 noundef %215) #15, !dbg !268
  %217 = tail call fastcc i32 @flt_rounds(), !dbg !269
  %218 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef %217), !dbg !270
    #dbg_value(i32 0, !142, !DIExpression(), !271)
    #dbg_value(i64 0, !142, !DIExpression(), !271)
  %219 = tail call fastcc i64 @rounds(double noundef 2.500000e+00), !dbg !272
  %220 = tail call fastcc i64 @roundsf(float noundef 2.500000e+00), !dbg !274
  %221 = tail call fastcc i64 @roundsl(x86_fp80 noundef 0xK4000A000000000000000), !dbg !275
  %222 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i64 noundef %219, i64 noundef %220, i64 noundef %221), !dbg !276
    #dbg_value(i64 1, !142, !DIExpression(), !271)
  %223 = tail call fastcc i64 @rounds(double noundef -2.500000e+00), !dbg !272
  %224 = tail call fastcc i64 @roundsf(float noundef -2.500000e+00), !dbg !274
  %225 = tail call fastcc i64 @roundsl(x86_fp80 noundef 0xKC000A000000000000000), !dbg !275
  %226 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i64 noundef %223, i64 noundef %224, i64 noundef %225), !dbg !276
    #dbg_value(i64 2, !142, !DIExpression(), !271)
  %227 = tail call fastcc i64 @rounds(double noundef 3.500000e+00), !dbg !272
  %228 = tail call fastcc i64 @roundsf(float noundef 3.500000e+00), !dbg !274
  %229 = tail call fastcc i64 @roundsl(x86_fp80 noundef 0xK4000E000000000000000), !dbg !275
  %230 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i64 noundef %227, i64 noundef %228, i64 noundef %229), !dbg !276
    #dbg_value(i64 3, !142, !DIExpression(), !271)
  %231 = tail call fastcc i64 @rounds(double noundef 2.500000e-01), !dbg !272
  %232 = tail call fastcc i64 @roundsf(float noundef 2.500000e-01), !dbg !274
  %233 = tail call fastcc i64 @roundsl(x86_fp80 noundef 0xK3FFD8000000000000000), !dbg !275
  %234 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i64 noundef %231, i64 noundef %232, i64 noundef %233), !dbg !276
    #dbg_value(i64 4, !142, !DIExpression(), !271)
  %235 = tail call fastcc i64 @rounds(double noundef -7.750000e+00), !dbg !272
  %236 = tail call fastcc i64 @roundsf(float noundef -7.750000e+00), !dbg !274
  %237 = tail call fastcc i64 @roundsl(x86_fp80 noundef 0xKC001F800000000000000), !dbg !275
  %238 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i64 noundef %235, i64 noundef %236, i64 noundef %237), !dbg !276
    #dbg_value(i64 5, !142, !DIExpression(), !271)
  %239 = tail call fastcc i64 @rounds(double noundef 0x412E848100000000), !dbg !272
  %240 = tail call fastcc i64 @roundsf(float noundef 0x412E848100000000), !dbg !274
  %241 = tail call fastcc i64 @roundsl(x86_fp80 noundef 0xK4012F424080000000000), !dbg !275
  %242 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i64 noundef %239, i64 noundef %240, i64 noundef %241), !dbg !276
    #dbg_value(i64 6, !142, !DIExpression(), !271)
  %243 = tail call i32 @putchar(i32 10), !dbg !277
  %244 = add nuw nsw i64 %213, 1, !dbg !278
    #dbg_value(i64 %244, !140, !DIExpression(), !249)
  %245 = icmp eq i64 %244, 4, !dbg !279
  br i1 %245, label %177, label %212, !dbg !250, !llvm.loop !280
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare !dbg !282 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef zeroext i8 @u8_sub(i8 noundef zeroext %0, i8 noundef zeroext %1) unnamed_addr #3 !dbg !289 {
    #dbg_value(i8 %0, !293, !DIExpression(), !295)
    #dbg_value(i8 %1, !294, !DIExpression(), !295)
  %3 = tail call i8 @llvm.usub.sat.i8(i8 %0, i8 %1), !dbg !296
  ret i8 %3, !dbg !296
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef zeroext i8 @u8_add(i8 noundef zeroext %0, i8 noundef zeroext %1) unnamed_addr #3 !dbg !297 {
    #dbg_value(i8 %0, !299, !DIExpression(), !302)
    #dbg_value(i8 %1, !300, !DIExpression(), !302)
    #dbg_value(!DIArgList(i8 %0, i8 %1), !301, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !302)
  %3 = tail call i8 @llvm.uadd.sat.i8(i8 %0, i8 %1), !dbg !303
  ret i8 %3, !dbg !303
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef zeroext i16 @u16_sub(i16 noundef zeroext %0, i16 noundef zeroext %1) unnamed_addr #3 !dbg !304 {
    #dbg_value(i16 %0, !308, !DIExpression(), !310)
    #dbg_value(i16 %1, !309, !DIExpression(), !310)
  %3 = tail call i16 @llvm.usub.sat.i16(i16 %0, i16 %1), !dbg !311
  ret i16 %3, !dbg !311
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef zeroext i16 @u16_add(i16 noundef zeroext %0, i16 noundef zeroext %1) unnamed_addr #3 !dbg !312 {
    #dbg_value(i16 %0, !314, !DIExpression(), !317)
    #dbg_value(i16 %1, !315, !DIExpression(), !317)
    #dbg_value(!DIArgList(i16 %0, i16 %1), !316, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !317)
  %3 = tail call i16 @llvm.uadd.sat.i16(i16 %0, i16 %1), !dbg !318
  ret i16 %3, !dbg !318
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef i32 @u32_sub(i32 noundef %0, i32 noundef %1) unnamed_addr #3 !dbg !319 {
    #dbg_value(i32 %0, !323, !DIExpression(), !325)
    #dbg_value(i32 %1, !324, !DIExpression(), !325)
  %3 = tail call i32 @llvm.usub.sat.i32(i32 %0, i32 %1), !dbg !326
  ret i32 %3, !dbg !326
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef i32 @u32_add(i32 noundef %0, i32 noundef %1) unnamed_addr #3 !dbg !327 {
    #dbg_value(i32 %0, !329, !DIExpression(), !332)
    #dbg_value(i32 %1, !330, !DIExpression(), !332)
    #dbg_value(!DIArgList(i32 %0, i32 %1), !331, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !332)
  %3 = tail call i32 @llvm.uadd.sat.i32(i32 %0, i32 %1), !dbg !333
  ret i32 %3, !dbg !333
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef i64 @u64_sub(i64 noundef %0, i64 noundef %1) unnamed_addr #3 !dbg !334 {
    #dbg_value(i64 %0, !338, !DIExpression(), !340)
    #dbg_value(i64 %1, !339, !DIExpression(), !340)
  %3 = tail call i64 @llvm.usub.sat.i64(i64 %0, i64 %1), !dbg !341
  ret i64 %3, !dbg !341
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef i64 @u64_add(i64 noundef %0, i64 noundef %1) unnamed_addr #3 !dbg !342 {
    #dbg_value(i64 %0, !344, !DIExpression(), !347)
    #dbg_value(i64 %1, !345, !DIExpression(), !347)
    #dbg_value(!DIArgList(i64 %0, i64 %1), !346, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !347)
  %3 = tail call i64 @llvm.uadd.sat.i64(i64 %0, i64 %1), !dbg !348
  ret i64 %3, !dbg !348
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc { i64, i64 } @u128_sub(i64 noundef %0, i64 noundef %1, i64 noundef %2, i64 noundef %3) unnamed_addr #3 !dbg !349 {
  %5 = zext i64 %1 to i128
  %6 = shl nuw i128 %5, 64
  %7 = zext i64 %0 to i128
  %8 = or disjoint i128 %6, %7
  %9 = zext i64 %3 to i128
  %10 = shl nuw i128 %9, 64
  %11 = zext i64 %2 to i128
  %12 = or disjoint i128 %10, %11
    #dbg_value(i128 %8, !353, !DIExpression(), !355)
    #dbg_value(i128 %12, !354, !DIExpression(), !355)
  %13 = tail call i128 @llvm.usub.sat.i128(i128 %8, i128 %12), !dbg !356
  %14 = trunc i128 %13 to i64, !dbg !356
  %15 = lshr i128 %13, 64, !dbg !356
  %16 = trunc nuw i128 %15 to i64, !dbg !356
  %17 = insertvalue { i64, i64 } poison, i64 %14, 0, !dbg !356
  %18 = insertvalue { i64, i64 } %17, i64 %16, 1, !dbg !356
  ret { i64, i64 } %18, !dbg !356
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc { i64, i64 } @u128_add(i64 noundef %0, i64 noundef %1, i64 noundef %2, i64 noundef %3) unnamed_addr #3 !dbg !357 {
  %5 = zext i64 %1 to i128
  %6 = shl nuw i128 %5, 64
  %7 = zext i64 %0 to i128
  %8 = or disjoint i128 %6, %7
  %9 = zext i64 %3 to i128
  %10 = shl nuw i128 %9, 64
  %11 = zext i64 %2 to i128
  %12 = or disjoint i128 %10, %11
    #dbg_value(i128 %8, !359, !DIExpression(), !362)
    #dbg_value(i128 %12, !360, !DIExpression(), !362)
    #dbg_value(!DIArgList(i128 %8, i128 %12), !361, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !362)
  %13 = tail call i128 @llvm.uadd.sat.i128(i128 %8, i128 %12), !dbg !363
  %14 = trunc i128 %13 to i64, !dbg !363
  %15 = lshr i128 %13, 64, !dbg !363
  %16 = trunc nuw i128 %15 to i64, !dbg !363
  %17 = insertvalue { i64, i64 } poison, i64 %14, 0, !dbg !363
  %18 = insertvalue { i64, i64 } %17, i64 %16, 1, !dbg !363
  ret { i64, i64 } %18, !dbg !363
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef signext i8 @s8_add(i8 noundef signext %0, i8 noundef signext %1) unnamed_addr #3 !dbg !364 {
    #dbg_value(i8 %0, !372, !DIExpression(), !375)
    #dbg_value(i8 %1, !373, !DIExpression(), !375)
    #dbg_value(i8 poison, !374, !DIExpression(), !375)
  %3 = tail call i8 @llvm.sadd.sat.i8(i8 %0, i8 %1), !dbg !376
  ret i8 %3, !dbg !376
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef signext i8 @s8_sub(i8 noundef signext %0, i8 noundef signext %1) unnamed_addr #3 !dbg !377 {
    #dbg_value(i8 %0, !379, !DIExpression(), !382)
    #dbg_value(i8 %1, !380, !DIExpression(), !382)
    #dbg_value(i8 poison, !381, !DIExpression(), !382)
  %3 = tail call i8 @llvm.ssub.sat.i8(i8 %0, i8 %1), !dbg !383
  ret i8 %3, !dbg !383
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef signext i16 @s16_add(i16 noundef signext %0, i16 noundef signext %1) unnamed_addr #3 !dbg !384 {
    #dbg_value(i16 %0, !391, !DIExpression(), !394)
    #dbg_value(i16 %1, !392, !DIExpression(), !394)
    #dbg_value(i16 poison, !393, !DIExpression(), !394)
  %3 = tail call i16 @llvm.sadd.sat.i16(i16 %0, i16 %1), !dbg !395
  ret i16 %3, !dbg !395
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef signext i16 @s16_sub(i16 noundef signext %0, i16 noundef signext %1) unnamed_addr #3 !dbg !396 {
    #dbg_value(i16 %0, !398, !DIExpression(), !401)
    #dbg_value(i16 %1, !399, !DIExpression(), !401)
    #dbg_value(i16 poison, !400, !DIExpression(), !401)
  %3 = tail call i16 @llvm.ssub.sat.i16(i16 %0, i16 %1), !dbg !402
  ret i16 %3, !dbg !402
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef i32 @s32_add(i32 noundef %0, i32 noundef %1) unnamed_addr #3 !dbg !403 {
    #dbg_value(i32 %0, !409, !DIExpression(), !412)
    #dbg_value(i32 %1, !410, !DIExpression(), !412)
    #dbg_value(i32 poison, !411, !DIExpression(), !412)
  %3 = tail call i32 @llvm.sadd.sat.i32(i32 %0, i32 %1), !dbg !413
  ret i32 %3, !dbg !413
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef i32 @s32_sub(i32 noundef %0, i32 noundef %1) unnamed_addr #3 !dbg !414 {
    #dbg_value(i32 %0, !416, !DIExpression(), !419)
    #dbg_value(i32 %1, !417, !DIExpression(), !419)
    #dbg_value(i32 poison, !418, !DIExpression(), !419)
  %3 = tail call i32 @llvm.ssub.sat.i32(i32 %0, i32 %1), !dbg !420
  ret i32 %3, !dbg !420
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef i64 @s64_add(i64 noundef %0, i64 noundef %1) unnamed_addr #3 !dbg !421 {
    #dbg_value(i64 %0, !428, !DIExpression(), !431)
    #dbg_value(i64 %1, !429, !DIExpression(), !431)
    #dbg_value(i64 poison, !430, !DIExpression(), !431)
  %3 = tail call i64 @llvm.sadd.sat.i64(i64 %0, i64 %1), !dbg !432
  ret i64 %3, !dbg !432
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef i64 @s64_sub(i64 noundef %0, i64 noundef %1) unnamed_addr #3 !dbg !433 {
    #dbg_value(i64 %0, !435, !DIExpression(), !438)
    #dbg_value(i64 %1, !436, !DIExpression(), !438)
    #dbg_value(i64 poison, !437, !DIExpression(), !438)
  %3 = tail call i64 @llvm.ssub.sat.i64(i64 %0, i64 %1), !dbg !439
  ret i64 %3, !dbg !439
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef signext i8 @s8_clamp(i8 noundef signext %0, i8 noundef signext %1) unnamed_addr #3 !dbg !440 {
    #dbg_value(i8 %0, !442, !DIExpression(), !445)
    #dbg_value(i8 %1, !443, !DIExpression(), !445)
    #dbg_value(!DIArgList(i8 %0, i8 %1), !444, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_convert, 8, DW_ATE_signed, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_LLVM_convert, 8, DW_ATE_signed, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_stack_value), !445)
  %3 = tail call i8 @llvm.sadd.sat.i8(i8 %0, i8 %1), !dbg !446
  ret i8 %3, !dbg !447
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef signext i16 @s16_clamp_sub(i16 noundef signext %0, i16 noundef signext %1) unnamed_addr #3 !dbg !448 {
    #dbg_value(i16 %0, !450, !DIExpression(), !453)
    #dbg_value(i16 %1, !451, !DIExpression(), !453)
    #dbg_value(!DIArgList(i16 %0, i16 %1), !452, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_convert, 16, DW_ATE_signed, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_LLVM_convert, 16, DW_ATE_signed, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_stack_value), !453)
  %3 = tail call i16 @llvm.ssub.sat.i16(i16 %0, i16 %1), !dbg !454
  ret i16 %3, !dbg !455
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc { i64, i64 } @bits128(i64 noundef %0, i64 noundef %1, i32 noundef %2) unnamed_addr #3 !dbg !456 {
  %4 = zext i64 %1 to i128
  %5 = shl nuw i128 %4, 64
  %6 = zext i64 %0 to i128
  %7 = or disjoint i128 %5, %6
    #dbg_value(!DIArgList(i128 %5, i128 %6), !460, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_or, DW_OP_stack_value), !464)
    #dbg_value(i32 %2, !461, !DIExpression(), !464)
    #dbg_value(!DIArgList(i128 poison, i64 poison), !462, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 128, DW_ATE_unsigned, DW_OP_or, DW_OP_stack_value), !464)
    #dbg_value(i32 %2, !461, !DIExpression(DW_OP_constu, 127, DW_OP_and, DW_OP_stack_value), !464)
  %8 = zext i32 %2 to i128, !dbg !465
  %9 = tail call i128 @llvm.fshl.i128(i128 %7, i128 %7, i128 %8), !dbg !465
  %10 = tail call i128 @llvm.bswap.i128(i128 %7), !dbg !466
    #dbg_value(i128 %10, !462, !DIExpression(), !464)
    #dbg_value(i128 %9, !463, !DIExpression(), !464)
  %11 = xor i128 %10, %9, !dbg !467
  %12 = tail call range(i128 0, 129) i128 @llvm.ctpop.i128(i128 %7), !dbg !468
  %13 = shl nuw nsw i128 %12, 7, !dbg !469
  %14 = tail call range(i128 0, 129) i128 @llvm.ctlz.i128(i128 %7, i1 false), !dbg !470
  %15 = shl nuw nsw i128 %14, 20, !dbg !471
  %16 = tail call range(i128 0, 129) i128 @llvm.cttz.i128(i128 %7, i1 false), !dbg !472
  %17 = shl nuw nsw i128 %16, 40, !dbg !473
  %18 = or disjoint i128 %15, %17, !dbg !474
  %19 = or disjoint i128 %18, %13, !dbg !474
  %20 = xor i128 %19, %11, !dbg !474
  %21 = trunc i128 %20 to i64, !dbg !475
  %22 = lshr i128 %11, 64, !dbg !475
  %23 = trunc nuw i128 %22 to i64, !dbg !475
  %24 = insertvalue { i64, i64 } poison, i64 %21, 0, !dbg !476
  %25 = insertvalue { i64, i64 } %24, i64 %23, 1, !dbg !476
  ret { i64, i64 } %25, !dbg !476
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc { i64, i64 } @abs128(i64 noundef %0, i64 noundef %1) unnamed_addr #3 !dbg !477 {
  %3 = zext i64 %1 to i128
  %4 = shl nuw i128 %3, 64
  %5 = zext i64 %0 to i128
  %6 = or disjoint i128 %4, %5
    #dbg_value(!DIArgList(i128 %4, i128 %5), !481, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_or, DW_OP_stack_value), !482)
  %7 = icmp slt i128 %4, 0, !dbg !483
  %8 = sub nsw i128 0, %6, !dbg !484
  %9 = select i1 %7, i128 %8, i128 %6, !dbg !484
  %10 = trunc i128 %9 to i64, !dbg !485
  %11 = lshr i128 %9, 64, !dbg !485
  %12 = trunc nuw i128 %11 to i64, !dbg !485
  %13 = insertvalue { i64, i64 } poison, i64 %10, 0, !dbg !485
  %14 = insertvalue { i64, i64 } %13, i64 %12, 1, !dbg !485
  ret { i64, i64 } %14, !dbg !485
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc { i64, i64 } @max128(i64 noundef %0, i64 noundef %1, i64 noundef %2, i64 noundef %3) unnamed_addr #3 !dbg !486 {
  %5 = zext i64 %1 to i128
  %6 = shl nuw i128 %5, 64
  %7 = zext i64 %0 to i128
  %8 = or disjoint i128 %6, %7
  %9 = zext i64 %3 to i128
  %10 = shl nuw i128 %9, 64
  %11 = zext i64 %2 to i128
  %12 = or disjoint i128 %10, %11
    #dbg_value(i128 %8, !490, !DIExpression(), !492)
    #dbg_value(i128 %12, !491, !DIExpression(), !492)
  %13 = tail call i128 @llvm.smax.i128(i128 %8, i128 %12), !dbg !493
  %14 = trunc i128 %13 to i64, !dbg !494
  %15 = lshr i128 %13, 64, !dbg !494
  %16 = trunc nuw i128 %15 to i64, !dbg !494
  %17 = insertvalue { i64, i64 } poison, i64 %14, 0, !dbg !494
  %18 = insertvalue { i64, i64 } %17, i64 %16, 1, !dbg !494
  ret { i64, i64 } %18, !dbg !494
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc { i64, i64 } @umin128(i64 noundef %0, i64 noundef %1, i64 noundef %2, i64 noundef %3) unnamed_addr #3 !dbg !495 {
  %5 = zext i64 %1 to i128
  %6 = shl nuw i128 %5, 64
  %7 = zext i64 %0 to i128
  %8 = or disjoint i128 %6, %7
  %9 = zext i64 %3 to i128
  %10 = shl nuw i128 %9, 64
  %11 = zext i64 %2 to i128
  %12 = or disjoint i128 %10, %11
    #dbg_value(i128 %8, !497, !DIExpression(), !499)
    #dbg_value(i128 %12, !498, !DIExpression(), !499)
  %13 = tail call i128 @llvm.umin.i128(i128 %8, i128 %12), !dbg !500
  %14 = trunc i128 %13 to i64, !dbg !501
  %15 = lshr i128 %13, 64, !dbg !501
  %16 = trunc nuw i128 %15 to i64, !dbg !501
  %17 = insertvalue { i64, i64 } poison, i64 %14, 0, !dbg !501
  %18 = insertvalue { i64, i64 } %17, i64 %16, 1, !dbg !501
  ret { i64, i64 } %18, !dbg !501
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i32 0, 131072) i32 @cls_d(double noundef %0) unnamed_addr #3 !dbg !502 {
    #dbg_value(double %0, !506, !DIExpression(), !507)
  %2 = tail call double @llvm.fabs.f64(double %0) #16, !dbg !508
  %3 = fcmp oeq double %2, 0x7FF0000000000000, !dbg !508
  %4 = fcmp oeq double %0, 0.000000e+00, !dbg !508
  %5 = fcmp uno double %0, 0.000000e+00, !dbg !508
  %6 = fcmp ueq double %0, 0.000000e+00, !dbg !508
  %7 = or i1 %6, %3, !dbg !508
  %8 = fcmp olt double %2, 0x10000000000000, !dbg !508
  %9 = select i1 %8, i32 32, i32 0, !dbg !508
  %10 = select i1 %7, i32 0, i32 %9, !dbg !508
  %11 = select i1 %4, i32 64, i32 0, !dbg !508
  %12 = zext i1 %5 to i32, !dbg !508
  %13 = select i1 %3, i32 2, i32 0, !dbg !508
  %14 = fcmp one double %2, 0x7FF0000000000000, !dbg !508
  %15 = select i1 %14, i32 4, i32 0, !dbg !508
  %16 = tail call i1 @llvm.is.fpclass.f64(double %0, i32 264), !dbg !508
  %17 = select i1 %16, i32 8, i32 0, !dbg !508
  %18 = bitcast double %0 to i64, !dbg !508
  %19 = lshr i64 %18, 59, !dbg !508
  %20 = trunc nuw nsw i64 %19 to i32, !dbg !508
  %21 = and i32 %20, 16, !dbg !508
  %22 = tail call i1 @llvm.is.fpclass.f64(double %0, i32 1008), !dbg !508
  %23 = select i1 %22, i32 128, i32 0, !dbg !508
  %24 = tail call i1 @llvm.is.fpclass.f64(double %0, i32 144), !dbg !508
  %25 = select i1 %24, i32 256, i32 0, !dbg !508
  %26 = select i1 %3, i32 512, i32 0, !dbg !508
  %27 = select i1 %16, i32 1024, i32 0, !dbg !508
  %28 = select i1 %4, i32 2048, i32 0, !dbg !508
  %29 = fcmp ord double %0, 0.000000e+00, !dbg !508
  %30 = select i1 %29, i32 4096, i32 0, !dbg !508
  %31 = select i1 %5, i32 8192, i32 0, !dbg !508
  %32 = fcmp oeq double %0, 0x7FF0000000000000, !dbg !508
  %33 = select i1 %32, i32 16384, i32 0, !dbg !508
  %34 = tail call i1 @llvm.is.fpclass.f64(double %0, i32 16), !dbg !508
  %35 = select i1 %34, i32 32768, i32 0, !dbg !508
  %36 = tail call i1 @llvm.is.fpclass.f64(double %0, i32 680), !dbg !508
  %37 = select i1 %36, i32 65536, i32 0, !dbg !508
  %38 = or disjoint i32 %11, %17, !dbg !508
  %39 = or disjoint i32 %38, %23, !dbg !508
  %40 = or disjoint i32 %39, %25, !dbg !508
  %41 = or disjoint i32 %40, %27, !dbg !508
  %42 = or disjoint i32 %41, %28, !dbg !508
  %43 = or i32 %42, %30, !dbg !508
  %44 = or i32 %43, %12, !dbg !508
  %45 = or i32 %44, %31, !dbg !508
  %46 = or i32 %45, %33, !dbg !508
  %47 = or i32 %46, %35, !dbg !508
  %48 = or i32 %47, %37, !dbg !508
  %49 = or i32 %48, %15, !dbg !508
  %50 = or i32 %49, %13, !dbg !508
  %51 = or i32 %50, %26, !dbg !508
  %52 = or i32 %51, %21, !dbg !508
  %53 = or i32 %52, %10, !dbg !508
  ret i32 %53, !dbg !509
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i32 0, 131072) i32 @cls_f(float noundef %0) unnamed_addr #3 !dbg !510 {
    #dbg_value(float %0, !514, !DIExpression(), !515)
  %2 = tail call float @llvm.fabs.f32(float %0) #16, !dbg !516
  %3 = fcmp oeq float %2, 0x7FF0000000000000, !dbg !516
  %4 = fcmp oeq float %0, 0.000000e+00, !dbg !516
  %5 = fcmp uno float %0, 0.000000e+00, !dbg !516
  %6 = fcmp ueq float %0, 0.000000e+00, !dbg !516
  %7 = or i1 %6, %3, !dbg !516
  %8 = fcmp olt float %2, 0x3810000000000000, !dbg !516
  %9 = select i1 %8, i32 32, i32 0, !dbg !516
  %10 = select i1 %7, i32 0, i32 %9, !dbg !516
  %11 = select i1 %4, i32 64, i32 0, !dbg !516
  %12 = zext i1 %5 to i32, !dbg !516
  %13 = select i1 %3, i32 2, i32 0, !dbg !516
  %14 = fcmp one float %2, 0x7FF0000000000000, !dbg !516
  %15 = select i1 %14, i32 4, i32 0, !dbg !516
  %16 = tail call i1 @llvm.is.fpclass.f32(float %0, i32 264), !dbg !516
  %17 = select i1 %16, i32 8, i32 0, !dbg !516
  %18 = bitcast float %0 to i32, !dbg !516
  %19 = lshr i32 %18, 27, !dbg !516
  %20 = and i32 %19, 16, !dbg !516
  %21 = tail call i1 @llvm.is.fpclass.f32(float %0, i32 1008), !dbg !516
  %22 = select i1 %21, i32 128, i32 0, !dbg !516
  %23 = tail call i1 @llvm.is.fpclass.f32(float %0, i32 144), !dbg !516
  %24 = select i1 %23, i32 256, i32 0, !dbg !516
  %25 = select i1 %3, i32 512, i32 0, !dbg !516
  %26 = select i1 %16, i32 1024, i32 0, !dbg !516
  %27 = select i1 %4, i32 2048, i32 0, !dbg !516
  %28 = fcmp ord float %0, 0.000000e+00, !dbg !516
  %29 = select i1 %28, i32 4096, i32 0, !dbg !516
  %30 = select i1 %5, i32 8192, i32 0, !dbg !516
  %31 = fcmp oeq float %0, 0x7FF0000000000000, !dbg !516
  %32 = select i1 %31, i32 16384, i32 0, !dbg !516
  %33 = tail call i1 @llvm.is.fpclass.f32(float %0, i32 16), !dbg !516
  %34 = select i1 %33, i32 32768, i32 0, !dbg !516
  %35 = tail call i1 @llvm.is.fpclass.f32(float %0, i32 680), !dbg !516
  %36 = select i1 %35, i32 65536, i32 0, !dbg !516
  %37 = or disjoint i32 %11, %17, !dbg !516
  %38 = or disjoint i32 %37, %22, !dbg !516
  %39 = or disjoint i32 %38, %24, !dbg !516
  %40 = or disjoint i32 %39, %26, !dbg !516
  %41 = or disjoint i32 %40, %27, !dbg !516
  %42 = or i32 %41, %29, !dbg !516
  %43 = or i32 %42, %12, !dbg !516
  %44 = or i32 %43, %30, !dbg !516
  %45 = or i32 %44, %32, !dbg !516
  %46 = or i32 %45, %34, !dbg !516
  %47 = or i32 %46, %36, !dbg !516
  %48 = or i32 %47, %15, !dbg !516
  %49 = or i32 %48, %13, !dbg !516
  %50 = or i32 %49, %20, !dbg !516
  %51 = or i32 %50, %25, !dbg !516
  %52 = or i32 %51, %10, !dbg !516
  ret i32 %52, !dbg !517
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i32 0, 131072) i32 @cls_l(x86_fp80 noundef %0) unnamed_addr #3 !dbg !518 {
    #dbg_value(x86_fp80 %0, !522, !DIExpression(DW_OP_LLVM_fragment, 0, 80), !523)
  %2 = tail call x86_fp80 @llvm.fabs.f80(x86_fp80 %0) #16, !dbg !524
  %3 = fcmp oeq x86_fp80 %2, 0xK7FFF8000000000000000, !dbg !524
  %4 = fcmp oeq x86_fp80 %0, 0xK00000000000000000000, !dbg !524
  %5 = fcmp uno x86_fp80 %0, 0xK00000000000000000000, !dbg !524
  %6 = fcmp ueq x86_fp80 %0, 0xK00000000000000000000, !dbg !524
  %7 = or i1 %6, %3, !dbg !524
  %8 = fcmp olt x86_fp80 %2, 0xK00018000000000000000, !dbg !524
  %9 = select i1 %8, i32 32, i32 0, !dbg !524
  %10 = select i1 %7, i32 0, i32 %9, !dbg !524
  %11 = select i1 %4, i32 64, i32 0, !dbg !524
  %12 = zext i1 %5 to i32, !dbg !524
  %13 = select i1 %3, i32 2, i32 0, !dbg !524
  %14 = fcmp one x86_fp80 %2, 0xK7FFF8000000000000000, !dbg !524
  %15 = select i1 %14, i32 4, i32 0, !dbg !524
  %16 = tail call i1 @llvm.is.fpclass.f80(x86_fp80 %0, i32 264), !dbg !524
  %17 = select i1 %16, i32 8, i32 0, !dbg !524
  %18 = bitcast x86_fp80 %0 to i80, !dbg !524
  %19 = lshr i80 %18, 75, !dbg !524
  %20 = trunc nuw nsw i80 %19 to i32, !dbg !524
  %21 = and i32 %20, 16, !dbg !524
  %22 = tail call i1 @llvm.is.fpclass.f80(x86_fp80 %0, i32 1008), !dbg !524
  %23 = select i1 %22, i32 128, i32 0, !dbg !524
  %24 = tail call i1 @llvm.is.fpclass.f80(x86_fp80 %0, i32 144), !dbg !524
  %25 = select i1 %24, i32 256, i32 0, !dbg !524
  %26 = select i1 %3, i32 512, i32 0, !dbg !524
  %27 = select i1 %16, i32 1024, i32 0, !dbg !524
  %28 = select i1 %4, i32 2048, i32 0, !dbg !524
  %29 = fcmp ord x86_fp80 %0, 0xK00000000000000000000, !dbg !524
  %30 = select i1 %29, i32 4096, i32 0, !dbg !524
  %31 = select i1 %5, i32 8192, i32 0, !dbg !524
  %32 = fcmp oeq x86_fp80 %0, 0xK7FFF8000000000000000, !dbg !524
  %33 = select i1 %32, i32 16384, i32 0, !dbg !524
  %34 = tail call i1 @llvm.is.fpclass.f80(x86_fp80 %0, i32 16), !dbg !524
  %35 = select i1 %34, i32 32768, i32 0, !dbg !524
  %36 = tail call i1 @llvm.is.fpclass.f80(x86_fp80 %0, i32 680), !dbg !524
  %37 = select i1 %36, i32 65536, i32 0, !dbg !524
  %38 = or disjoint i32 %11, %17, !dbg !524
  %39 = or disjoint i32 %38, %23, !dbg !524
  %40 = or disjoint i32 %39, %25, !dbg !524
  %41 = or disjoint i32 %40, %27, !dbg !524
  %42 = or disjoint i32 %41, %28, !dbg !524
  %43 = or i32 %42, %30, !dbg !524
  %44 = or i32 %43, %12, !dbg !524
  %45 = or i32 %44, %31, !dbg !524
  %46 = or i32 %45, %33, !dbg !524
  %47 = or i32 %46, %35, !dbg !524
  %48 = or i32 %47, %37, !dbg !524
  %49 = or i32 %48, %15, !dbg !524
  %50 = or i32 %49, %13, !dbg !524
  %51 = or i32 %50, %26, !dbg !524
  %52 = or i32 %51, %21, !dbg !524
  %53 = or i32 %52, %10, !dbg !524
  ret i32 %53, !dbg !525
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef double @minmax(double noundef %0, double noundef %1) unnamed_addr #3 !dbg !526 {
    #dbg_value(double %0, !530, !DIExpression(), !532)
    #dbg_value(double %1, !531, !DIExpression(), !532)
  %3 = tail call double @llvm.minnum.f64(double %0, double %1), !dbg !533
  %4 = tail call double @llvm.maxnum.f64(double %0, double %1), !dbg !534
  %5 = tail call double @llvm.fmuladd.f64(double %3, double 3.000000e+00, double %4), !dbg !535
  ret double %5, !dbg !536
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef float @minmaxf(float noundef %0, float noundef %1) unnamed_addr #3 !dbg !537 {
    #dbg_value(float %0, !541, !DIExpression(), !543)
    #dbg_value(float %1, !542, !DIExpression(), !543)
  %3 = tail call float @llvm.minnum.f32(float %0, float %1), !dbg !544
  %4 = tail call float @llvm.maxnum.f32(float %0, float %1), !dbg !545
  %5 = tail call float @llvm.fmuladd.f32(float %3, float 3.000000e+00, float %4), !dbg !546
  ret float %5, !dbg !547
}

; Function Attrs: nounwind
declare !dbg !548 i32 @fesetround(i32 noundef) local_unnamed_addr #4

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(inaccessiblemem: readwrite) uwtable
define internal fastcc i32 @flt_rounds() unnamed_addr #5 !dbg !552 {
  %1 = tail call i32 @llvm.get.rounding(), !dbg !553
  ret i32 %1, !dbg !554
}

; Function Attrs: noinline nounwind uwtable
define internal fastcc i64 @rounds(double noundef %0) unnamed_addr #6 !dbg !555 {
    #dbg_value(double %0, !559, !DIExpression(), !560)
  %2 = tail call i64 @lround(double noundef %0) #15, !dbg !561
  %3 = mul nsw i64 %2, 1000, !dbg !562
  %4 = tail call i64 @llround(double noundef %0) #15, !dbg !563
  %5 = mul nsw i64 %4, 100, !dbg !564
  %6 = add nsw i64 %5, %3, !dbg !565
  %7 = tail call i64 @lrint(double noundef %0) #15, !dbg !566
  %8 = mul nsw i64 %7, 10, !dbg !567
  %9 = add nsw i64 %6, %8, !dbg !568
  %10 = tail call i64 @llrint(double noundef %0) #15, !dbg !569
  %11 = add nsw i64 %9, %10, !dbg !570
  ret i64 %11, !dbg !571
}

; Function Attrs: noinline nounwind uwtable
define internal fastcc i64 @roundsf(float noundef %0) unnamed_addr #6 !dbg !572 {
    #dbg_value(float %0, !576, !DIExpression(), !577)
  %2 = tail call i64 @lroundf(float noundef %0) #15, !dbg !578
  %3 = mul nsw i64 %2, 10, !dbg !579
  %4 = tail call i64 @lrintf(float noundef %0) #15, !dbg !580
  %5 = add nsw i64 %3, %4, !dbg !581
  ret i64 %5, !dbg !582
}

; Function Attrs: noinline nounwind uwtable
define internal fastcc i64 @roundsl(x86_fp80 noundef %0) unnamed_addr #6 !dbg !583 {
    #dbg_value(x86_fp80 %0, !587, !DIExpression(DW_OP_LLVM_fragment, 0, 80), !588)
  %2 = tail call i64 @lroundl(x86_fp80 noundef %0) #15, !dbg !589
  %3 = mul nsw i64 %2, 10, !dbg !590
  %4 = tail call i64 @lrintl(x86_fp80 noundef %0) #15, !dbg !591
  %5 = add nsw i64 %3, %4, !dbg !592
  ret i64 %5, !dbg !593
}

; Function Attrs: mustprogress nofree noinline nounwind willreturn uwtable
define internal fastcc double @fr(double noundef %0, i32 noundef %1) unnamed_addr #7 !dbg !594 {
  %3 = alloca i32, align 4, !DIAssignID !602
    #dbg_assign(i1 undef, !600, !DIExpression(), !602, ptr %3, !DIExpression(), !603)
    #dbg_value(double %0, !598, !DIExpression(), !603)
    #dbg_value(i32 %1, !599, !DIExpression(), !603)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %3) #15, !dbg !604
  %4 = call double @frexp(double noundef %0, ptr noundef nonnull %3) #15, !dbg !605
    #dbg_value(double %4, !601, !DIExpression(), !603)
  %5 = load i32, ptr %3, align 4, !dbg !606, !tbaa !264
  %6 = sitofp i32 %5 to double, !dbg !606
  %7 = fadd double %4, %6, !dbg !607
  %8 = tail call double @ldexp(double noundef %0, i32 noundef %1) #15, !dbg !608
  %9 = fadd double %8, %7, !dbg !609
  %10 = tail call double @llvm.powi.f64.i32(double %0, i32 %1), !dbg !610
  %11 = fadd double %10, %9, !dbg !611
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %3) #15, !dbg !612
  ret double %11, !dbg !613
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #8

; Function Attrs: mustprogress nofree noinline nounwind willreturn uwtable
define internal fastcc float @frf(float noundef %0, i32 noundef %1) unnamed_addr #7 !dbg !614 {
    #dbg_value(float %0, !618, !DIExpression(), !620)
    #dbg_value(i32 %1, !619, !DIExpression(), !620)
  %3 = tail call float @ldexpf(float noundef %0, i32 noundef %1) #15, !dbg !621
  %4 = tail call float @llvm.powi.f32.i32(float %0, i32 %1), !dbg !622
  %5 = fadd float %4, %3, !dbg !623
  ret float %5, !dbg !624
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #8

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare i64 @llvm.readcyclecounter() #9

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i128 @llvm.ctpop.i128(i128) #8

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i128 @llvm.ctlz.i128(i128, i1 immarg) #8

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i128 @llvm.cttz.i128(i128, i1 immarg) #8

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i1 @llvm.is.fpclass.f64(double, i32 immarg) #8

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #8

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i1 @llvm.is.fpclass.f32(float, i32 immarg) #8

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fabs.f32(float) #8

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i1 @llvm.is.fpclass.f80(x86_fp80, i32 immarg) #8

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare x86_fp80 @llvm.fabs.f80(x86_fp80) #8

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.minnum.f64(double, double) #8

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #8

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.minnum.f32(float, float) #8

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.maxnum.f32(float, float) #8

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite)
declare i32 @llvm.get.rounding() #10

; Function Attrs: nounwind
declare !dbg !625 i64 @lround(double noundef) local_unnamed_addr #4

; Function Attrs: nounwind
declare !dbg !627 i64 @llround(double noundef) local_unnamed_addr #4

; Function Attrs: nounwind
declare !dbg !630 i64 @lrint(double noundef) local_unnamed_addr #4

; Function Attrs: nounwind
declare !dbg !631 i64 @llrint(double noundef) local_unnamed_addr #4

; Function Attrs: nounwind
declare !dbg !632 i64 @lroundf(float noundef) local_unnamed_addr #4

; Function Attrs: nounwind
declare !dbg !633 i64 @lrintf(float noundef) local_unnamed_addr #4

; Function Attrs: nounwind
declare !dbg !634 i64 @lroundl(x86_fp80 noundef) local_unnamed_addr #4

; Function Attrs: nounwind
declare !dbg !635 i64 @lrintl(x86_fp80 noundef) local_unnamed_addr #4

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: write)
declare !dbg !636 double @frexp(double noundef, ptr nocapture noundef) local_unnamed_addr #11

; Function Attrs: mustprogress nofree nounwind willreturn
declare !dbg !640 double @ldexp(double noundef, i32 noundef) local_unnamed_addr #12

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.powi.f64.i32(double, i32) #8

; Function Attrs: mustprogress nofree nounwind willreturn
declare !dbg !641 float @ldexpf(float noundef, i32 noundef) local_unnamed_addr #12

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.powi.f32.i32(float, i32) #8

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #13

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i128 @llvm.fshl.i128(i128, i128, i128) #14

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i8 @llvm.usub.sat.i8(i8, i8) #14

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i8 @llvm.uadd.sat.i8(i8, i8) #14

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i16 @llvm.usub.sat.i16(i16, i16) #14

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i16 @llvm.uadd.sat.i16(i16, i16) #14

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.usub.sat.i32(i32, i32) #14

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.uadd.sat.i32(i32, i32) #14

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.usub.sat.i64(i64, i64) #14

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.uadd.sat.i64(i64, i64) #14

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i128 @llvm.usub.sat.i128(i128, i128) #14

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i128 @llvm.uadd.sat.i128(i128, i128) #14

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i8 @llvm.sadd.sat.i8(i8, i8) #14

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i16 @llvm.ssub.sat.i16(i16, i16) #14

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i128 @llvm.bswap.i128(i128) #14

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i128 @llvm.smax.i128(i128, i128) #14

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i128 @llvm.umin.i128(i128, i128) #14

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i8 @llvm.ssub.sat.i8(i8, i8) #14

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i16 @llvm.sadd.sat.i16(i16, i16) #14

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.sadd.sat.i32(i32, i32) #14

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.ssub.sat.i32(i32, i32) #14

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.sadd.sat.i64(i64, i64) #14

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.ssub.sat.i64(i64, i64) #14

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(inaccessiblemem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { noinline nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { mustprogress nofree noinline nounwind willreturn uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #9 = { mustprogress nocallback nofree nosync nounwind willreturn }
attributes #10 = { mustprogress nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite) }
attributes #11 = { mustprogress nofree nounwind willreturn memory(argmem: write) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #12 = { mustprogress nofree nounwind willreturn "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #13 = { nofree nounwind }
attributes #14 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #15 = { nounwind }
attributes #16 = { memory(none) }

!llvm.dbg.cu = !{!50}
!llvm.module.flags = !{!99, !100, !101, !102, !103, !104, !105}
!llvm.ident = !{!106}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 102, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "programs/scalar_intrinsics_o2.c", directory: ".", checksumkind: CSK_MD5, checksum: "7dd98953f5778fada5e52ad4ddcd2f01")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 248, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 31)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 107, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 304, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 38)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 111, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 24, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 3)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(scope: null, file: !2, line: 121, type: !19, isLocal: true, isDefinition: true)
!19 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 80, elements: !20)
!20 = !{!21}
!21 = !DISubrange(count: 10)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(scope: null, file: !2, line: 122, type: !19, isLocal: true, isDefinition: true)
!24 = !DIGlobalVariableExpression(var: !25, expr: !DIExpression())
!25 = distinct !DIGlobalVariable(scope: null, file: !2, line: 123, type: !19, isLocal: true, isDefinition: true)
!26 = !DIGlobalVariableExpression(var: !27, expr: !DIExpression())
!27 = distinct !DIGlobalVariable(scope: null, file: !2, line: 126, type: !19, isLocal: true, isDefinition: true)
!28 = !DIGlobalVariableExpression(var: !29, expr: !DIExpression())
!29 = distinct !DIGlobalVariable(scope: null, file: !2, line: 131, type: !30, isLocal: true, isDefinition: true)
!30 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 72, elements: !31)
!31 = !{!32}
!32 = !DISubrange(count: 9)
!33 = !DIGlobalVariableExpression(var: !34, expr: !DIExpression())
!34 = distinct !DIGlobalVariable(scope: null, file: !2, line: 132, type: !35, isLocal: true, isDefinition: true)
!35 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 104, elements: !36)
!36 = !{!37}
!37 = !DISubrange(count: 13)
!38 = !DIGlobalVariableExpression(var: !39, expr: !DIExpression())
!39 = distinct !DIGlobalVariable(scope: null, file: !2, line: 136, type: !19, isLocal: true, isDefinition: true)
!40 = !DIGlobalVariableExpression(var: !41, expr: !DIExpression())
!41 = distinct !DIGlobalVariable(scope: null, file: !2, line: 138, type: !42, isLocal: true, isDefinition: true)
!42 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 64, elements: !43)
!43 = !{!44}
!44 = !DISubrange(count: 8)
!45 = !DIGlobalVariableExpression(var: !46, expr: !DIExpression())
!46 = distinct !DIGlobalVariable(scope: null, file: !2, line: 55, type: !47, isLocal: true, isDefinition: true)
!47 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 120, elements: !48)
!48 = !{!49}
!49 = !DISubrange(count: 15)
!50 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !51, globals: !74, splitDebugInlining: false, nameTableKind: None)
!51 = !{!52, !53, !55, !56, !58, !59, !60, !61, !66, !69, !71}
!52 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!53 = !DIDerivedType(tag: DW_TAG_typedef, name: "u128", file: !2, line: 16, baseType: !54)
!54 = !DIBasicType(name: "unsigned __int128", size: 128, encoding: DW_ATE_unsigned)
!55 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!56 = !DIDerivedType(tag: DW_TAG_typedef, name: "i128", file: !2, line: 15, baseType: !57)
!57 = !DIBasicType(name: "__int128", size: 128, encoding: DW_ATE_signed)
!58 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!59 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!60 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!61 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint8_t", file: !62, line: 24, baseType: !63)
!62 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-uintn.h", directory: "", checksumkind: CSK_MD5, checksum: "2bf2ae53c58c01b1a1b9383b5195125c")
!63 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint8_t", file: !64, line: 38, baseType: !65)
!64 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!65 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!66 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint16_t", file: !62, line: 25, baseType: !67)
!67 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint16_t", file: !64, line: 40, baseType: !68)
!68 = !DIBasicType(name: "unsigned short", size: 16, encoding: DW_ATE_unsigned)
!69 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint32_t", file: !62, line: 26, baseType: !70)
!70 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint32_t", file: !64, line: 42, baseType: !58)
!71 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint64_t", file: !62, line: 27, baseType: !72)
!72 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint64_t", file: !64, line: 45, baseType: !73)
!73 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!74 = !{!0, !75, !7, !12, !80, !17, !22, !24, !26, !28, !33, !38, !40, !45, !82, !88, !94}
!75 = !DIGlobalVariableExpression(var: !76, expr: !DIExpression())
!76 = distinct !DIGlobalVariable(scope: null, file: !2, line: 105, type: !77, isLocal: true, isDefinition: true)
!77 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 16, elements: !78)
!78 = !{!79}
!79 = !DISubrange(count: 2)
!80 = !DIGlobalVariableExpression(var: !81, expr: !DIExpression())
!81 = distinct !DIGlobalVariable(scope: null, file: !2, line: 119, type: !77, isLocal: true, isDefinition: true)
!82 = !DIGlobalVariableExpression(var: !83, expr: !DIExpression())
!83 = distinct !DIGlobalVariable(name: "dvals", scope: !50, file: !2, line: 57, type: !84, isLocal: true, isDefinition: true)
!84 = !DICompositeType(tag: DW_TAG_array_type, baseType: !85, size: 768, elements: !86)
!85 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !59)
!86 = !{!87}
!87 = !DISubrange(count: 12)
!88 = !DIGlobalVariableExpression(var: !89, expr: !DIExpression())
!89 = distinct !DIGlobalVariable(name: "fvals", scope: !50, file: !2, line: 58, type: !90, isLocal: true, isDefinition: true)
!90 = !DICompositeType(tag: DW_TAG_array_type, baseType: !91, size: 352, elements: !92)
!91 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !60)
!92 = !{!93}
!93 = !DISubrange(count: 11)
!94 = !DIGlobalVariableExpression(var: !95, expr: !DIExpression())
!95 = distinct !DIGlobalVariable(name: "lvals", scope: !50, file: !2, line: 59, type: !96, isLocal: true, isDefinition: true)
!96 = !DICompositeType(tag: DW_TAG_array_type, baseType: !97, size: 1280, elements: !20)
!97 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !98)
!98 = !DIBasicType(name: "long double", size: 128, encoding: DW_ATE_float)
!99 = !{i32 7, !"Dwarf Version", i32 5}
!100 = !{i32 2, !"Debug Info Version", i32 3}
!101 = !{i32 1, !"wchar_size", i32 4}
!102 = !{i32 8, !"PIC Level", i32 2}
!103 = !{i32 7, !"PIE Level", i32 2}
!104 = !{i32 7, !"uwtable", i32 2}
!105 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!106 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!107 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 97, type: !108, scopeLine: 97, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !50, retainedNodes: !111)
!108 = !DISubroutineType(types: !109)
!109 = !{!110}
!110 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!111 = !{!112, !113, !115, !118, !119, !120, !121, !123, !125, !127, !131, !133, !136, !140, !142, !146, !148, !149}
!112 = !DILocalVariable(name: "st", scope: !107, file: !2, line: 98, type: !71)
!113 = !DILocalVariable(name: "k", scope: !114, file: !2, line: 99, type: !110)
!114 = distinct !DILexicalBlock(scope: !107, file: !2, line: 99, column: 3)
!115 = !DILocalVariable(name: "a", scope: !116, file: !2, line: 101, type: !71)
!116 = distinct !DILexicalBlock(scope: !117, file: !2, line: 99, column: 32)
!117 = distinct !DILexicalBlock(scope: !114, file: !2, line: 99, column: 3)
!118 = !DILocalVariable(name: "b", scope: !116, file: !2, line: 101, type: !71)
!119 = !DILocalVariable(name: "x", scope: !116, file: !2, line: 110, type: !56)
!120 = !DILocalVariable(name: "y", scope: !116, file: !2, line: 110, type: !56)
!121 = !DILocalVariable(name: "i", scope: !122, file: !2, line: 121, type: !58)
!122 = distinct !DILexicalBlock(scope: !107, file: !2, line: 121, column: 3)
!123 = !DILocalVariable(name: "i", scope: !124, file: !2, line: 122, type: !58)
!124 = distinct !DILexicalBlock(scope: !107, file: !2, line: 122, column: 3)
!125 = !DILocalVariable(name: "i", scope: !126, file: !2, line: 123, type: !58)
!126 = distinct !DILexicalBlock(scope: !107, file: !2, line: 123, column: 3)
!127 = !DILocalVariable(name: "pairs", scope: !107, file: !2, line: 124, type: !128)
!128 = !DICompositeType(tag: DW_TAG_array_type, baseType: !59, size: 768, elements: !129)
!129 = !{!130, !79}
!130 = !DISubrange(count: 6)
!131 = !DILocalVariable(name: "i", scope: !132, file: !2, line: 125, type: !58)
!132 = distinct !DILexicalBlock(scope: !107, file: !2, line: 125, column: 3)
!133 = !DILocalVariable(name: "rv", scope: !107, file: !2, line: 127, type: !134)
!134 = !DICompositeType(tag: DW_TAG_array_type, baseType: !59, size: 384, elements: !135)
!135 = !{!130}
!136 = !DILocalVariable(name: "modes", scope: !107, file: !2, line: 128, type: !137)
!137 = !DICompositeType(tag: DW_TAG_array_type, baseType: !110, size: 128, elements: !138)
!138 = !{!139}
!139 = !DISubrange(count: 4)
!140 = !DILocalVariable(name: "m", scope: !141, file: !2, line: 129, type: !58)
!141 = distinct !DILexicalBlock(scope: !107, file: !2, line: 129, column: 3)
!142 = !DILocalVariable(name: "i", scope: !143, file: !2, line: 132, type: !58)
!143 = distinct !DILexicalBlock(scope: !144, file: !2, line: 132, column: 5)
!144 = distinct !DILexicalBlock(scope: !145, file: !2, line: 129, column: 36)
!145 = distinct !DILexicalBlock(scope: !141, file: !2, line: 129, column: 3)
!146 = !DILocalVariable(name: "n", scope: !147, file: !2, line: 136, type: !110)
!147 = distinct !DILexicalBlock(scope: !107, file: !2, line: 136, column: 3)
!148 = !DILocalVariable(name: "t0", scope: !107, file: !2, line: 137, type: !52)
!149 = !DILocalVariable(name: "t1", scope: !107, file: !2, line: 137, type: !52)
!150 = !DILocation(line: 0, scope: !107)
!151 = !DILocation(line: 0, scope: !114)
!152 = !DILocation(line: 99, column: 3, scope: !114)
!153 = !DILocation(line: 100, column: 13, scope: !116)
!154 = !DILocation(line: 100, column: 38, scope: !116)
!155 = !DILocation(line: 0, scope: !116)
!156 = !DILocation(line: 101, column: 29, scope: !116)
!157 = !DILocation(line: 101, column: 40, scope: !116)
!158 = !DILocation(line: 101, column: 35, scope: !116)
!159 = !DILocation(line: 102, column: 53, scope: !116)
!160 = !DILocation(line: 102, column: 56, scope: !116)
!161 = !DILocation(line: 102, column: 46, scope: !116)
!162 = !DILocation(line: 102, column: 60, scope: !116)
!163 = !DILocation(line: 102, column: 82, scope: !116)
!164 = !DILocation(line: 102, column: 85, scope: !116)
!165 = !DILocation(line: 102, column: 74, scope: !116)
!166 = !DILocation(line: 102, column: 89, scope: !116)
!167 = !DILocation(line: 103, column: 20, scope: !116)
!168 = !DILocation(line: 103, column: 23, scope: !116)
!169 = !DILocation(line: 103, column: 12, scope: !116)
!170 = !DILocation(line: 103, column: 27, scope: !116)
!171 = !DILocation(line: 103, column: 62, scope: !116)
!172 = !DILocation(line: 103, column: 97, scope: !116)
!173 = !DILocation(line: 102, column: 5, scope: !116)
!174 = !DILocation(line: 104, column: 23, scope: !116)
!175 = !DILocation(line: 104, column: 31, scope: !116)
!176 = !DILocation(line: 104, column: 39, scope: !116)
!177 = !DILocation(line: 104, column: 37, scope: !116)
!178 = !DILocation(line: 104, column: 56, scope: !116)
!179 = !DILocation(line: 104, column: 14, scope: !116)
!180 = !DILocalVariable(name: "v", arg: 1, scope: !181, file: !2, line: 55, type: !53)
!181 = distinct !DISubprogram(name: "print128", scope: !2, file: !2, line: 55, type: !182, scopeLine: 55, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !50, retainedNodes: !184)
!182 = !DISubroutineType(types: !183)
!183 = !{null, !53}
!184 = !{!180}
!185 = !DILocation(line: 0, scope: !181, inlinedAt: !186)
!186 = distinct !DILocation(line: 104, column: 5, scope: !116)
!187 = !DILocation(line: 55, column: 32, scope: !181, inlinedAt: !186)
!188 = !DILocation(line: 105, column: 5, scope: !116)
!189 = !DILocation(line: 106, column: 14, scope: !116)
!190 = !DILocation(line: 0, scope: !181, inlinedAt: !191)
!191 = distinct !DILocation(line: 106, column: 5, scope: !116)
!192 = !DILocation(line: 55, column: 32, scope: !181, inlinedAt: !191)
!193 = !DILocation(line: 107, column: 55, scope: !116)
!194 = !DILocation(line: 107, column: 69, scope: !116)
!195 = !DILocation(line: 107, column: 83, scope: !116)
!196 = !DILocation(line: 107, column: 98, scope: !116)
!197 = !DILocation(line: 108, column: 12, scope: !116)
!198 = !DILocation(line: 108, column: 27, scope: !116)
!199 = !DILocation(line: 108, column: 53, scope: !116)
!200 = !DILocation(line: 108, column: 79, scope: !116)
!201 = !DILocation(line: 108, column: 94, scope: !116)
!202 = !DILocation(line: 109, column: 12, scope: !116)
!203 = !DILocation(line: 107, column: 5, scope: !116)
!204 = !DILocation(line: 111, column: 5, scope: !116)
!205 = !DILocation(line: 112, column: 14, scope: !116)
!206 = !DILocation(line: 0, scope: !181, inlinedAt: !207)
!207 = distinct !DILocation(line: 112, column: 5, scope: !116)
!208 = !DILocation(line: 55, column: 32, scope: !181, inlinedAt: !207)
!209 = !DILocation(line: 113, column: 5, scope: !116)
!210 = !DILocation(line: 114, column: 20, scope: !116)
!211 = !DILocation(line: 0, scope: !181, inlinedAt: !212)
!212 = distinct !DILocation(line: 114, column: 5, scope: !116)
!213 = !DILocation(line: 55, column: 32, scope: !181, inlinedAt: !212)
!214 = !DILocation(line: 115, column: 5, scope: !116)
!215 = !DILocation(line: 116, column: 20, scope: !116)
!216 = !DILocation(line: 0, scope: !181, inlinedAt: !217)
!217 = distinct !DILocation(line: 116, column: 5, scope: !116)
!218 = !DILocation(line: 55, column: 32, scope: !181, inlinedAt: !217)
!219 = !DILocation(line: 117, column: 5, scope: !116)
!220 = !DILocation(line: 118, column: 14, scope: !116)
!221 = !DILocation(line: 0, scope: !181, inlinedAt: !222)
!222 = distinct !DILocation(line: 118, column: 5, scope: !116)
!223 = !DILocation(line: 55, column: 32, scope: !181, inlinedAt: !222)
!224 = !DILocation(line: 119, column: 5, scope: !116)
!225 = !DILocation(line: 99, column: 28, scope: !117)
!226 = !DILocation(line: 99, column: 21, scope: !117)
!227 = distinct !{!227, !152, !228, !229}
!228 = !DILocation(line: 120, column: 3, scope: !114)
!229 = !{!"llvm.loop.mustprogress"}
!230 = !DILocation(line: 0, scope: !122)
!231 = !DILocation(line: 121, column: 89, scope: !232)
!232 = distinct !DILexicalBlock(scope: !122, file: !2, line: 121, column: 3)
!233 = !DILocation(line: 121, column: 65, scope: !232)
!234 = !DILocation(line: 0, scope: !124)
!235 = !DILocation(line: 122, column: 89, scope: !236)
!236 = distinct !DILexicalBlock(scope: !124, file: !2, line: 122, column: 3)
!237 = !DILocation(line: 122, column: 65, scope: !236)
!238 = !DILocation(line: 0, scope: !126)
!239 = !DILocation(line: 123, column: 89, scope: !240)
!240 = distinct !DILexicalBlock(scope: !126, file: !2, line: 123, column: 3)
!241 = !DILocation(line: 123, column: 65, scope: !240)
!242 = !DILocation(line: 0, scope: !132)
!243 = !DILocation(line: 126, column: 26, scope: !244)
!244 = distinct !DILexicalBlock(scope: !132, file: !2, line: 125, column: 3)
!245 = !DILocation(line: 126, column: 68, scope: !244)
!246 = !DILocation(line: 126, column: 60, scope: !244)
!247 = !DILocation(line: 126, column: 5, scope: !244)
!248 = distinct !DIAssignID()
!249 = !DILocation(line: 0, scope: !141)
!250 = !DILocation(line: 129, column: 3, scope: !141)
!251 = !DILocation(line: 135, column: 3, scope: !107)
!252 = !DILocation(line: 0, scope: !147)
!253 = !DILocation(line: 136, column: 54, scope: !254)
!254 = distinct !DILexicalBlock(scope: !147, file: !2, line: 136, column: 3)
!255 = !DILocation(line: 136, column: 85, scope: !254)
!256 = !DILocation(line: 136, column: 77, scope: !254)
!257 = !DILocation(line: 136, column: 33, scope: !254)
!258 = !DILocation(line: 137, column: 27, scope: !107)
!259 = !DILocation(line: 137, column: 62, scope: !107)
!260 = !DILocation(line: 138, column: 25, scope: !107)
!261 = !DILocation(line: 138, column: 3, scope: !107)
!262 = !DILocation(line: 140, column: 1, scope: !107)
!263 = !DILocation(line: 130, column: 16, scope: !144)
!264 = !{!265, !265, i64 0}
!265 = !{!"int", !266, i64 0}
!266 = !{!"omnipotent char", !267, i64 0}
!267 = !{!"Simple C/C++ TBAA"}
!268 = !DILocation(line: 130, column: 5, scope: !144)
!269 = !DILocation(line: 131, column: 24, scope: !144)
!270 = !DILocation(line: 131, column: 5, scope: !144)
!271 = !DILocation(line: 0, scope: !143)
!272 = !DILocation(line: 132, column: 61, scope: !273)
!273 = distinct !DILexicalBlock(scope: !143, file: !2, line: 132, column: 5)
!274 = !DILocation(line: 132, column: 76, scope: !273)
!275 = !DILocation(line: 132, column: 99, scope: !273)
!276 = !DILocation(line: 132, column: 38, scope: !273)
!277 = !DILocation(line: 133, column: 5, scope: !144)
!278 = !DILocation(line: 129, column: 32, scope: !145)
!279 = !DILocation(line: 129, column: 26, scope: !145)
!280 = distinct !{!280, !250, !281, !229}
!281 = !DILocation(line: 134, column: 3, scope: !141)
!282 = !DISubprogram(name: "printf", scope: !283, file: !283, line: 356, type: !284, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!283 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!284 = !DISubroutineType(types: !285)
!285 = !{!110, !286, null}
!286 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !287)
!287 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !288, size: 64)
!288 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!289 = distinct !DISubprogram(name: "u8_sub", scope: !2, file: !2, line: 24, type: !290, scopeLine: 24, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !50, retainedNodes: !292)
!290 = !DISubroutineType(types: !291)
!291 = !{!61, !61, !61}
!292 = !{!293, !294}
!293 = !DILocalVariable(name: "a", arg: 1, scope: !289, file: !2, line: 24, type: !61)
!294 = !DILocalVariable(name: "b", arg: 2, scope: !289, file: !2, line: 24, type: !61)
!295 = !DILocation(line: 0, scope: !289)
!296 = !DILocation(line: 24, column: 1, scope: !289)
!297 = distinct !DISubprogram(name: "u8_add", scope: !2, file: !2, line: 24, type: !290, scopeLine: 24, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !50, retainedNodes: !298)
!298 = !{!299, !300, !301}
!299 = !DILocalVariable(name: "a", arg: 1, scope: !297, file: !2, line: 24, type: !61)
!300 = !DILocalVariable(name: "b", arg: 2, scope: !297, file: !2, line: 24, type: !61)
!301 = !DILocalVariable(name: "r", scope: !297, file: !2, line: 24, type: !61)
!302 = !DILocation(line: 0, scope: !297)
!303 = !DILocation(line: 24, column: 1, scope: !297)
!304 = distinct !DISubprogram(name: "u16_sub", scope: !2, file: !2, line: 25, type: !305, scopeLine: 25, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !50, retainedNodes: !307)
!305 = !DISubroutineType(types: !306)
!306 = !{!66, !66, !66}
!307 = !{!308, !309}
!308 = !DILocalVariable(name: "a", arg: 1, scope: !304, file: !2, line: 25, type: !66)
!309 = !DILocalVariable(name: "b", arg: 2, scope: !304, file: !2, line: 25, type: !66)
!310 = !DILocation(line: 0, scope: !304)
!311 = !DILocation(line: 25, column: 1, scope: !304)
!312 = distinct !DISubprogram(name: "u16_add", scope: !2, file: !2, line: 25, type: !305, scopeLine: 25, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !50, retainedNodes: !313)
!313 = !{!314, !315, !316}
!314 = !DILocalVariable(name: "a", arg: 1, scope: !312, file: !2, line: 25, type: !66)
!315 = !DILocalVariable(name: "b", arg: 2, scope: !312, file: !2, line: 25, type: !66)
!316 = !DILocalVariable(name: "r", scope: !312, file: !2, line: 25, type: !66)
!317 = !DILocation(line: 0, scope: !312)
!318 = !DILocation(line: 25, column: 1, scope: !312)
!319 = distinct !DISubprogram(name: "u32_sub", scope: !2, file: !2, line: 26, type: !320, scopeLine: 26, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !50, retainedNodes: !322)
!320 = !DISubroutineType(types: !321)
!321 = !{!69, !69, !69}
!322 = !{!323, !324}
!323 = !DILocalVariable(name: "a", arg: 1, scope: !319, file: !2, line: 26, type: !69)
!324 = !DILocalVariable(name: "b", arg: 2, scope: !319, file: !2, line: 26, type: !69)
!325 = !DILocation(line: 0, scope: !319)
!326 = !DILocation(line: 26, column: 1, scope: !319)
!327 = distinct !DISubprogram(name: "u32_add", scope: !2, file: !2, line: 26, type: !320, scopeLine: 26, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !50, retainedNodes: !328)
!328 = !{!329, !330, !331}
!329 = !DILocalVariable(name: "a", arg: 1, scope: !327, file: !2, line: 26, type: !69)
!330 = !DILocalVariable(name: "b", arg: 2, scope: !327, file: !2, line: 26, type: !69)
!331 = !DILocalVariable(name: "r", scope: !327, file: !2, line: 26, type: !69)
!332 = !DILocation(line: 0, scope: !327)
!333 = !DILocation(line: 26, column: 1, scope: !327)
!334 = distinct !DISubprogram(name: "u64_sub", scope: !2, file: !2, line: 27, type: !335, scopeLine: 27, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !50, retainedNodes: !337)
!335 = !DISubroutineType(types: !336)
!336 = !{!71, !71, !71}
!337 = !{!338, !339}
!338 = !DILocalVariable(name: "a", arg: 1, scope: !334, file: !2, line: 27, type: !71)
!339 = !DILocalVariable(name: "b", arg: 2, scope: !334, file: !2, line: 27, type: !71)
!340 = !DILocation(line: 0, scope: !334)
!341 = !DILocation(line: 27, column: 1, scope: !334)
!342 = distinct !DISubprogram(name: "u64_add", scope: !2, file: !2, line: 27, type: !335, scopeLine: 27, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !50, retainedNodes: !343)
!343 = !{!344, !345, !346}
!344 = !DILocalVariable(name: "a", arg: 1, scope: !342, file: !2, line: 27, type: !71)
!345 = !DILocalVariable(name: "b", arg: 2, scope: !342, file: !2, line: 27, type: !71)
!346 = !DILocalVariable(name: "r", scope: !342, file: !2, line: 27, type: !71)
!347 = !DILocation(line: 0, scope: !342)
!348 = !DILocation(line: 27, column: 1, scope: !342)
!349 = distinct !DISubprogram(name: "u128_sub", scope: !2, file: !2, line: 28, type: !350, scopeLine: 28, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !50, retainedNodes: !352)
!350 = !DISubroutineType(types: !351)
!351 = !{!53, !53, !53}
!352 = !{!353, !354}
!353 = !DILocalVariable(name: "a", arg: 1, scope: !349, file: !2, line: 28, type: !53)
!354 = !DILocalVariable(name: "b", arg: 2, scope: !349, file: !2, line: 28, type: !53)
!355 = !DILocation(line: 0, scope: !349)
!356 = !DILocation(line: 28, column: 1, scope: !349)
!357 = distinct !DISubprogram(name: "u128_add", scope: !2, file: !2, line: 28, type: !350, scopeLine: 28, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !50, retainedNodes: !358)
!358 = !{!359, !360, !361}
!359 = !DILocalVariable(name: "a", arg: 1, scope: !357, file: !2, line: 28, type: !53)
!360 = !DILocalVariable(name: "b", arg: 2, scope: !357, file: !2, line: 28, type: !53)
!361 = !DILocalVariable(name: "r", scope: !357, file: !2, line: 28, type: !53)
!362 = !DILocation(line: 0, scope: !357)
!363 = !DILocation(line: 28, column: 1, scope: !357)
!364 = distinct !DISubprogram(name: "s8_add", scope: !2, file: !2, line: 41, type: !365, scopeLine: 41, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !50, retainedNodes: !371)
!365 = !DISubroutineType(types: !366)
!366 = !{!367, !367, !367}
!367 = !DIDerivedType(tag: DW_TAG_typedef, name: "int8_t", file: !368, line: 24, baseType: !369)
!368 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-intn.h", directory: "", checksumkind: CSK_MD5, checksum: "55bcbdc3159515ebd91d351a70d505f4")
!369 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int8_t", file: !64, line: 37, baseType: !370)
!370 = !DIBasicType(name: "signed char", size: 8, encoding: DW_ATE_signed_char)
!371 = !{!372, !373, !374}
!372 = !DILocalVariable(name: "a", arg: 1, scope: !364, file: !2, line: 41, type: !367)
!373 = !DILocalVariable(name: "b", arg: 2, scope: !364, file: !2, line: 41, type: !367)
!374 = !DILocalVariable(name: "r", scope: !364, file: !2, line: 41, type: !367)
!375 = !DILocation(line: 0, scope: !364)
!376 = !DILocation(line: 41, column: 1, scope: !364)
!377 = distinct !DISubprogram(name: "s8_sub", scope: !2, file: !2, line: 41, type: !365, scopeLine: 41, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !50, retainedNodes: !378)
!378 = !{!379, !380, !381}
!379 = !DILocalVariable(name: "a", arg: 1, scope: !377, file: !2, line: 41, type: !367)
!380 = !DILocalVariable(name: "b", arg: 2, scope: !377, file: !2, line: 41, type: !367)
!381 = !DILocalVariable(name: "r", scope: !377, file: !2, line: 41, type: !367)
!382 = !DILocation(line: 0, scope: !377)
!383 = !DILocation(line: 41, column: 1, scope: !377)
!384 = distinct !DISubprogram(name: "s16_add", scope: !2, file: !2, line: 42, type: !385, scopeLine: 42, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !50, retainedNodes: !390)
!385 = !DISubroutineType(types: !386)
!386 = !{!387, !387, !387}
!387 = !DIDerivedType(tag: DW_TAG_typedef, name: "int16_t", file: !368, line: 25, baseType: !388)
!388 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int16_t", file: !64, line: 39, baseType: !389)
!389 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!390 = !{!391, !392, !393}
!391 = !DILocalVariable(name: "a", arg: 1, scope: !384, file: !2, line: 42, type: !387)
!392 = !DILocalVariable(name: "b", arg: 2, scope: !384, file: !2, line: 42, type: !387)
!393 = !DILocalVariable(name: "r", scope: !384, file: !2, line: 42, type: !387)
!394 = !DILocation(line: 0, scope: !384)
!395 = !DILocation(line: 42, column: 1, scope: !384)
!396 = distinct !DISubprogram(name: "s16_sub", scope: !2, file: !2, line: 42, type: !385, scopeLine: 42, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !50, retainedNodes: !397)
!397 = !{!398, !399, !400}
!398 = !DILocalVariable(name: "a", arg: 1, scope: !396, file: !2, line: 42, type: !387)
!399 = !DILocalVariable(name: "b", arg: 2, scope: !396, file: !2, line: 42, type: !387)
!400 = !DILocalVariable(name: "r", scope: !396, file: !2, line: 42, type: !387)
!401 = !DILocation(line: 0, scope: !396)
!402 = !DILocation(line: 42, column: 1, scope: !396)
!403 = distinct !DISubprogram(name: "s32_add", scope: !2, file: !2, line: 43, type: !404, scopeLine: 43, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !50, retainedNodes: !408)
!404 = !DISubroutineType(types: !405)
!405 = !{!406, !406, !406}
!406 = !DIDerivedType(tag: DW_TAG_typedef, name: "int32_t", file: !368, line: 26, baseType: !407)
!407 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int32_t", file: !64, line: 41, baseType: !110)
!408 = !{!409, !410, !411}
!409 = !DILocalVariable(name: "a", arg: 1, scope: !403, file: !2, line: 43, type: !406)
!410 = !DILocalVariable(name: "b", arg: 2, scope: !403, file: !2, line: 43, type: !406)
!411 = !DILocalVariable(name: "r", scope: !403, file: !2, line: 43, type: !406)
!412 = !DILocation(line: 0, scope: !403)
!413 = !DILocation(line: 43, column: 1, scope: !403)
!414 = distinct !DISubprogram(name: "s32_sub", scope: !2, file: !2, line: 43, type: !404, scopeLine: 43, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !50, retainedNodes: !415)
!415 = !{!416, !417, !418}
!416 = !DILocalVariable(name: "a", arg: 1, scope: !414, file: !2, line: 43, type: !406)
!417 = !DILocalVariable(name: "b", arg: 2, scope: !414, file: !2, line: 43, type: !406)
!418 = !DILocalVariable(name: "r", scope: !414, file: !2, line: 43, type: !406)
!419 = !DILocation(line: 0, scope: !414)
!420 = !DILocation(line: 43, column: 1, scope: !414)
!421 = distinct !DISubprogram(name: "s64_add", scope: !2, file: !2, line: 44, type: !422, scopeLine: 44, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !50, retainedNodes: !427)
!422 = !DISubroutineType(types: !423)
!423 = !{!424, !424, !424}
!424 = !DIDerivedType(tag: DW_TAG_typedef, name: "int64_t", file: !368, line: 27, baseType: !425)
!425 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int64_t", file: !64, line: 44, baseType: !426)
!426 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!427 = !{!428, !429, !430}
!428 = !DILocalVariable(name: "a", arg: 1, scope: !421, file: !2, line: 44, type: !424)
!429 = !DILocalVariable(name: "b", arg: 2, scope: !421, file: !2, line: 44, type: !424)
!430 = !DILocalVariable(name: "r", scope: !421, file: !2, line: 44, type: !424)
!431 = !DILocation(line: 0, scope: !421)
!432 = !DILocation(line: 44, column: 1, scope: !421)
!433 = distinct !DISubprogram(name: "s64_sub", scope: !2, file: !2, line: 44, type: !422, scopeLine: 44, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !50, retainedNodes: !434)
!434 = !{!435, !436, !437}
!435 = !DILocalVariable(name: "a", arg: 1, scope: !433, file: !2, line: 44, type: !424)
!436 = !DILocalVariable(name: "b", arg: 2, scope: !433, file: !2, line: 44, type: !424)
!437 = !DILocalVariable(name: "r", scope: !433, file: !2, line: 44, type: !424)
!438 = !DILocation(line: 0, scope: !433)
!439 = !DILocation(line: 44, column: 1, scope: !433)
!440 = distinct !DISubprogram(name: "s8_clamp", scope: !2, file: !2, line: 46, type: !365, scopeLine: 46, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !50, retainedNodes: !441)
!441 = !{!442, !443, !444}
!442 = !DILocalVariable(name: "a", arg: 1, scope: !440, file: !2, line: 46, type: !367)
!443 = !DILocalVariable(name: "b", arg: 2, scope: !440, file: !2, line: 46, type: !367)
!444 = !DILocalVariable(name: "r", scope: !440, file: !2, line: 47, type: !110)
!445 = !DILocation(line: 0, scope: !440)
!446 = !DILocation(line: 48, column: 10, scope: !440)
!447 = !DILocation(line: 48, column: 3, scope: !440)
!448 = distinct !DISubprogram(name: "s16_clamp_sub", scope: !2, file: !2, line: 50, type: !385, scopeLine: 50, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !50, retainedNodes: !449)
!449 = !{!450, !451, !452}
!450 = !DILocalVariable(name: "a", arg: 1, scope: !448, file: !2, line: 50, type: !387)
!451 = !DILocalVariable(name: "b", arg: 2, scope: !448, file: !2, line: 50, type: !387)
!452 = !DILocalVariable(name: "r", scope: !448, file: !2, line: 51, type: !110)
!453 = !DILocation(line: 0, scope: !448)
!454 = !DILocation(line: 52, column: 10, scope: !448)
!455 = !DILocation(line: 52, column: 3, scope: !448)
!456 = distinct !DISubprogram(name: "bits128", scope: !2, file: !2, line: 86, type: !457, scopeLine: 86, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !50, retainedNodes: !459)
!457 = !DISubroutineType(types: !458)
!458 = !{!53, !53, !58}
!459 = !{!460, !461, !462, !463}
!460 = !DILocalVariable(name: "a", arg: 1, scope: !456, file: !2, line: 86, type: !53)
!461 = !DILocalVariable(name: "n", arg: 2, scope: !456, file: !2, line: 86, type: !58)
!462 = !DILocalVariable(name: "sw", scope: !456, file: !2, line: 87, type: !53)
!463 = !DILocalVariable(name: "rot", scope: !456, file: !2, line: 89, type: !53)
!464 = !DILocation(line: 0, scope: !456)
!465 = !DILocation(line: 89, column: 14, scope: !456)
!466 = !DILocation(line: 87, column: 56, scope: !456)
!467 = !DILocation(line: 90, column: 13, scope: !456)
!468 = !DILocation(line: 90, column: 27, scope: !456)
!469 = !DILocation(line: 90, column: 50, scope: !456)
!470 = !DILocation(line: 90, column: 63, scope: !456)
!471 = !DILocation(line: 90, column: 86, scope: !456)
!472 = !DILocation(line: 90, column: 100, scope: !456)
!473 = !DILocation(line: 90, column: 123, scope: !456)
!474 = !DILocation(line: 90, column: 92, scope: !456)
!475 = !DILocation(line: 90, column: 3, scope: !456)
!476 = !DILocation(line: 91, column: 1, scope: !456)
!477 = distinct !DISubprogram(name: "abs128", scope: !2, file: !2, line: 92, type: !478, scopeLine: 92, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !50, retainedNodes: !480)
!478 = !DISubroutineType(types: !479)
!479 = !{!56, !56}
!480 = !{!481}
!481 = !DILocalVariable(name: "a", arg: 1, scope: !477, file: !2, line: 92, type: !56)
!482 = !DILocation(line: 0, scope: !477)
!483 = !DILocation(line: 92, column: 65, scope: !477)
!484 = !DILocation(line: 92, column: 63, scope: !477)
!485 = !DILocation(line: 92, column: 56, scope: !477)
!486 = distinct !DISubprogram(name: "max128", scope: !2, file: !2, line: 93, type: !487, scopeLine: 93, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !50, retainedNodes: !489)
!487 = !DISubroutineType(types: !488)
!488 = !{!56, !56, !56}
!489 = !{!490, !491}
!490 = !DILocalVariable(name: "a", arg: 1, scope: !486, file: !2, line: 93, type: !56)
!491 = !DILocalVariable(name: "b", arg: 2, scope: !486, file: !2, line: 93, type: !56)
!492 = !DILocation(line: 0, scope: !486)
!493 = !DILocation(line: 93, column: 71, scope: !486)
!494 = !DILocation(line: 93, column: 64, scope: !486)
!495 = distinct !DISubprogram(name: "umin128", scope: !2, file: !2, line: 94, type: !350, scopeLine: 94, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !50, retainedNodes: !496)
!496 = !{!497, !498}
!497 = !DILocalVariable(name: "a", arg: 1, scope: !495, file: !2, line: 94, type: !53)
!498 = !DILocalVariable(name: "b", arg: 2, scope: !495, file: !2, line: 94, type: !53)
!499 = !DILocation(line: 0, scope: !495)
!500 = !DILocation(line: 94, column: 72, scope: !495)
!501 = !DILocation(line: 94, column: 65, scope: !495)
!502 = distinct !DISubprogram(name: "cls_d", scope: !2, file: !2, line: 70, type: !503, scopeLine: 70, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !50, retainedNodes: !505)
!503 = !DISubroutineType(types: !504)
!504 = !{!110, !59}
!505 = !{!506}
!506 = !DILocalVariable(name: "x", arg: 1, scope: !502, file: !2, line: 70, type: !59)
!507 = !DILocation(line: 0, scope: !502)
!508 = !DILocation(line: 70, column: 63, scope: !502)
!509 = !DILocation(line: 70, column: 56, scope: !502)
!510 = distinct !DISubprogram(name: "cls_f", scope: !2, file: !2, line: 71, type: !511, scopeLine: 71, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !50, retainedNodes: !513)
!511 = !DISubroutineType(types: !512)
!512 = !{!110, !60}
!513 = !{!514}
!514 = !DILocalVariable(name: "x", arg: 1, scope: !510, file: !2, line: 71, type: !60)
!515 = !DILocation(line: 0, scope: !510)
!516 = !DILocation(line: 71, column: 62, scope: !510)
!517 = !DILocation(line: 71, column: 55, scope: !510)
!518 = distinct !DISubprogram(name: "cls_l", scope: !2, file: !2, line: 72, type: !519, scopeLine: 72, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !50, retainedNodes: !521)
!519 = !DISubroutineType(types: !520)
!520 = !{!110, !98}
!521 = !{!522}
!522 = !DILocalVariable(name: "x", arg: 1, scope: !518, file: !2, line: 72, type: !98)
!523 = !DILocation(line: 0, scope: !518)
!524 = !DILocation(line: 72, column: 68, scope: !518)
!525 = !DILocation(line: 72, column: 61, scope: !518)
!526 = distinct !DISubprogram(name: "minmax", scope: !2, file: !2, line: 74, type: !527, scopeLine: 74, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !50, retainedNodes: !529)
!527 = !DISubroutineType(types: !528)
!528 = !{!59, !59, !59}
!529 = !{!530, !531}
!530 = !DILocalVariable(name: "a", arg: 1, scope: !526, file: !2, line: 74, type: !59)
!531 = !DILocalVariable(name: "b", arg: 2, scope: !526, file: !2, line: 74, type: !59)
!532 = !DILocation(line: 0, scope: !526)
!533 = !DILocation(line: 74, column: 77, scope: !526)
!534 = !DILocation(line: 74, column: 94, scope: !526)
!535 = !DILocation(line: 74, column: 92, scope: !526)
!536 = !DILocation(line: 74, column: 70, scope: !526)
!537 = distinct !DISubprogram(name: "minmaxf", scope: !2, file: !2, line: 75, type: !538, scopeLine: 75, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !50, retainedNodes: !540)
!538 = !DISubroutineType(types: !539)
!539 = !{!60, !60, !60}
!540 = !{!541, !542}
!541 = !DILocalVariable(name: "a", arg: 1, scope: !537, file: !2, line: 75, type: !60)
!542 = !DILocalVariable(name: "b", arg: 2, scope: !537, file: !2, line: 75, type: !60)
!543 = !DILocation(line: 0, scope: !537)
!544 = !DILocation(line: 75, column: 75, scope: !537)
!545 = !DILocation(line: 75, column: 93, scope: !537)
!546 = !DILocation(line: 75, column: 91, scope: !537)
!547 = !DILocation(line: 75, column: 68, scope: !537)
!548 = !DISubprogram(name: "fesetround", scope: !549, file: !549, line: 107, type: !550, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!549 = !DIFile(filename: "/usr/include/fenv.h", directory: "", checksumkind: CSK_MD5, checksum: "fae36b6374917fc80090e9d52892f94c")
!550 = !DISubroutineType(types: !551)
!551 = !{!110, !110}
!552 = distinct !DISubprogram(name: "flt_rounds", scope: !2, file: !2, line: 95, type: !108, scopeLine: 95, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !50)
!553 = !DILocation(line: 95, column: 64, scope: !552)
!554 = !DILocation(line: 95, column: 57, scope: !552)
!555 = distinct !DISubprogram(name: "rounds", scope: !2, file: !2, line: 76, type: !556, scopeLine: 76, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !50, retainedNodes: !558)
!556 = !DISubroutineType(types: !557)
!557 = !{!426, !59}
!558 = !{!559}
!559 = !DILocalVariable(name: "a", arg: 1, scope: !555, file: !2, line: 76, type: !59)
!560 = !DILocation(line: 0, scope: !555)
!561 = !DILocation(line: 76, column: 65, scope: !555)
!562 = !DILocation(line: 76, column: 75, scope: !555)
!563 = !DILocation(line: 76, column: 84, scope: !555)
!564 = !DILocation(line: 76, column: 95, scope: !555)
!565 = !DILocation(line: 76, column: 82, scope: !555)
!566 = !DILocation(line: 76, column: 103, scope: !555)
!567 = !DILocation(line: 76, column: 112, scope: !555)
!568 = !DILocation(line: 76, column: 101, scope: !555)
!569 = !DILocation(line: 76, column: 119, scope: !555)
!570 = !DILocation(line: 76, column: 117, scope: !555)
!571 = !DILocation(line: 76, column: 58, scope: !555)
!572 = distinct !DISubprogram(name: "roundsf", scope: !2, file: !2, line: 77, type: !573, scopeLine: 77, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !50, retainedNodes: !575)
!573 = !DISubroutineType(types: !574)
!574 = !{!426, !60}
!575 = !{!576}
!576 = !DILocalVariable(name: "a", arg: 1, scope: !572, file: !2, line: 77, type: !60)
!577 = !DILocation(line: 0, scope: !572)
!578 = !DILocation(line: 77, column: 65, scope: !572)
!579 = !DILocation(line: 77, column: 76, scope: !572)
!580 = !DILocation(line: 77, column: 83, scope: !572)
!581 = !DILocation(line: 77, column: 81, scope: !572)
!582 = !DILocation(line: 77, column: 58, scope: !572)
!583 = distinct !DISubprogram(name: "roundsl", scope: !2, file: !2, line: 78, type: !584, scopeLine: 78, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !50, retainedNodes: !586)
!584 = !DISubroutineType(types: !585)
!585 = !{!426, !98}
!586 = !{!587}
!587 = !DILocalVariable(name: "a", arg: 1, scope: !583, file: !2, line: 78, type: !98)
!588 = !DILocation(line: 0, scope: !583)
!589 = !DILocation(line: 78, column: 71, scope: !583)
!590 = !DILocation(line: 78, column: 82, scope: !583)
!591 = !DILocation(line: 78, column: 89, scope: !583)
!592 = !DILocation(line: 78, column: 87, scope: !583)
!593 = !DILocation(line: 78, column: 64, scope: !583)
!594 = distinct !DISubprogram(name: "fr", scope: !2, file: !2, line: 79, type: !595, scopeLine: 79, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !50, retainedNodes: !597)
!595 = !DISubroutineType(types: !596)
!596 = !{!59, !59, !110}
!597 = !{!598, !599, !600, !601}
!598 = !DILocalVariable(name: "x", arg: 1, scope: !594, file: !2, line: 79, type: !59)
!599 = !DILocalVariable(name: "n", arg: 2, scope: !594, file: !2, line: 79, type: !110)
!600 = !DILocalVariable(name: "e", scope: !594, file: !2, line: 80, type: !110)
!601 = !DILocalVariable(name: "m", scope: !594, file: !2, line: 81, type: !59)
!602 = distinct !DIAssignID()
!603 = !DILocation(line: 0, scope: !594)
!604 = !DILocation(line: 80, column: 3, scope: !594)
!605 = !DILocation(line: 81, column: 14, scope: !594)
!606 = !DILocation(line: 82, column: 14, scope: !594)
!607 = !DILocation(line: 82, column: 12, scope: !594)
!608 = !DILocation(line: 82, column: 18, scope: !594)
!609 = !DILocation(line: 82, column: 16, scope: !594)
!610 = !DILocation(line: 82, column: 32, scope: !594)
!611 = !DILocation(line: 82, column: 30, scope: !594)
!612 = !DILocation(line: 83, column: 1, scope: !594)
!613 = !DILocation(line: 82, column: 3, scope: !594)
!614 = distinct !DISubprogram(name: "frf", scope: !2, file: !2, line: 84, type: !615, scopeLine: 84, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !50, retainedNodes: !617)
!615 = !DISubroutineType(types: !616)
!616 = !{!60, !60, !110}
!617 = !{!618, !619}
!618 = !DILocalVariable(name: "x", arg: 1, scope: !614, file: !2, line: 84, type: !60)
!619 = !DILocalVariable(name: "n", arg: 2, scope: !614, file: !2, line: 84, type: !110)
!620 = !DILocation(line: 0, scope: !614)
!621 = !DILocation(line: 84, column: 69, scope: !614)
!622 = !DILocation(line: 84, column: 84, scope: !614)
!623 = !DILocation(line: 84, column: 82, scope: !614)
!624 = !DILocation(line: 84, column: 62, scope: !614)
!625 = !DISubprogram(name: "lround", scope: !626, file: !626, line: 323, type: !556, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!626 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/mathcalls.h", directory: "", checksumkind: CSK_MD5, checksum: "8c6e2d0d2bda65bc5ba1ca02b65383b7")
!627 = !DISubprogram(name: "llround", scope: !626, file: !626, line: 325, type: !628, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!628 = !DISubroutineType(types: !629)
!629 = !{!55, !59}
!630 = !DISubprogram(name: "lrint", scope: !626, file: !626, line: 317, type: !556, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!631 = !DISubprogram(name: "llrint", scope: !626, file: !626, line: 319, type: !628, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!632 = !DISubprogram(name: "lroundf", scope: !626, file: !626, line: 323, type: !573, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!633 = !DISubprogram(name: "lrintf", scope: !626, file: !626, line: 317, type: !573, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!634 = !DISubprogram(name: "lroundl", scope: !626, file: !626, line: 323, type: !584, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!635 = !DISubprogram(name: "lrintl", scope: !626, file: !626, line: 317, type: !584, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!636 = !DISubprogram(name: "frexp", scope: !626, file: !626, line: 98, type: !637, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!637 = !DISubroutineType(types: !638)
!638 = !{!59, !59, !639}
!639 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !110, size: 64)
!640 = !DISubprogram(name: "ldexp", scope: !626, file: !626, line: 101, type: !595, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!641 = !DISubprogram(name: "ldexpf", scope: !626, file: !626, line: 101, type: !615, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
