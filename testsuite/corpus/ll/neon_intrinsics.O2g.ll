; ModuleID = 'programs/neon_intrinsics.c'
source_filename = "programs/neon_intrinsics.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@a8 = internal unnamed_addr global [16 x i8] zeroinitializer, align 16, !dbg !0
@b8 = internal unnamed_addr global [16 x i8] zeroinitializer, align 16, !dbg !32
@u8a = internal unnamed_addr global [16 x i8] zeroinitializer, align 16, !dbg !37
@u8b = internal unnamed_addr global [16 x i8] zeroinitializer, align 16, !dbg !40
@.str = private unnamed_addr constant [9 x i8] c"sqadd16b\00", align 1, !dbg !75
@.str.1 = private unnamed_addr constant [9 x i8] c"sqsub16b\00", align 1, !dbg !81
@.str.2 = private unnamed_addr constant [8 x i8] c"sqadd8b\00", align 1, !dbg !83
@.str.3 = private unnamed_addr constant [6 x i8] c"uqadd\00", align 1, !dbg !86
@.str.4 = private unnamed_addr constant [6 x i8] c"uqsub\00", align 1, !dbg !91
@.str.5 = private unnamed_addr constant [8 x i8] c"sqadd8h\00", align 1, !dbg !93
@.str.6 = private unnamed_addr constant [8 x i8] c"sqdmulh\00", align 1, !dbg !95
@.str.7 = private unnamed_addr constant [9 x i8] c"sqrdmulh\00", align 1, !dbg !97
@.str.8 = private unnamed_addr constant [8 x i8] c"sqsub4s\00", align 1, !dbg !99
@.str.9 = private unnamed_addr constant [6 x i8] c"sqabs\00", align 1, !dbg !101
@.str.10 = private unnamed_addr constant [6 x i8] c"sqneg\00", align 1, !dbg !103
@.str.11 = private unnamed_addr constant [4 x i8] c"abs\00", align 1, !dbg !105
@.str.12 = private unnamed_addr constant [6 x i8] c"sqxtn\00", align 1, !dbg !108
@.str.13 = private unnamed_addr constant [7 x i8] c"sqxtun\00", align 1, !dbg !110
@.str.14 = private unnamed_addr constant [6 x i8] c"uqxtn\00", align 1, !dbg !115
@.str.15 = private unnamed_addr constant [25 x i8] c"scalar: %d %d %lld %lld\0A\00", align 1, !dbg !117
@.str.16 = private unnamed_addr constant [4 x i8] c"%s:\00", align 1, !dbg !122
@.str.17 = private unnamed_addr constant [4 x i8] c" %d\00", align 1, !dbg !124
@.str.19 = private unnamed_addr constant [4 x i8] c" %u\00", align 1, !dbg !129
@.str.20 = private unnamed_addr constant [22 x i8] c"addv: %u %d %u %d %d\0A\00", align 1, !dbg !131
@.str.21 = private unnamed_addr constant [16 x i8] c"addv2: %d %lld\0A\00", align 1, !dbg !136
@.str.22 = private unnamed_addr constant [25 x i8] c"maxv: %u %d %u %d %d %d\0A\00", align 1, !dbg !139
@.str.23 = private unnamed_addr constant [15 x i8] c"maxv32: %u %d\0A\00", align 1, !dbg !141
@.str.24 = private unnamed_addr constant [22 x i8] c"addlv: %u %d %u %lld\0A\00", align 1, !dbg !146
@.str.25 = private unnamed_addr constant [38 x i8] c"fmaxv: %.3f %.3f %.3f %.3f %.3f %.3f\0A\00", align 1, !dbg !148
@.str.26 = private unnamed_addr constant [5 x i8] c"addp\00", align 1, !dbg !153
@.str.27 = private unnamed_addr constant [6 x i8] c"smaxp\00", align 1, !dbg !158
@.str.28 = private unnamed_addr constant [6 x i8] c"sminp\00", align 1, !dbg !160
@.str.29 = private unnamed_addr constant [6 x i8] c"faddp\00", align 1, !dbg !162
@.str.30 = private unnamed_addr constant [6 x i8] c"fmaxp\00", align 1, !dbg !164
@.str.31 = private unnamed_addr constant [5 x i8] c"fmax\00", align 1, !dbg !166
@.str.32 = private unnamed_addr constant [7 x i8] c"fminnm\00", align 1, !dbg !168
@.str.33 = private unnamed_addr constant [6 x i8] c" %.3f\00", align 1, !dbg !170
@.str.34 = private unnamed_addr constant [4 x i8] c"tbl\00", align 1, !dbg !172
@.str.35 = private unnamed_addr constant [5 x i8] c"tbl8\00", align 1, !dbg !174
@.str.36 = private unnamed_addr constant [5 x i8] c"uabd\00", align 1, !dbg !176
@.str.37 = private unnamed_addr constant [5 x i8] c"sabd\00", align 1, !dbg !178
@.str.38 = private unnamed_addr constant [6 x i8] c"uhadd\00", align 1, !dbg !180
@.str.39 = private unnamed_addr constant [7 x i8] c"urhadd\00", align 1, !dbg !182
@.str.40 = private unnamed_addr constant [6 x i8] c"shadd\00", align 1, !dbg !184
@.str.41 = private unnamed_addr constant [5 x i8] c"sshl\00", align 1, !dbg !186
@.str.42 = private unnamed_addr constant [6 x i8] c"srshl\00", align 1, !dbg !188
@__const.misc.q = private unnamed_addr constant [16 x i32] [i32 1, i32 2, i32 3, i32 0, i32 -1, i32 -2, i32 4, i32 1, i32 1, i32 2, i32 3, i32 0, i32 -1, i32 -2, i32 4, i32 1], align 16
@.str.43 = private unnamed_addr constant [6 x i8] c"sqshl\00", align 1, !dbg !190
@.str.44 = private unnamed_addr constant [18 x i8] c"shl64: %lld %llu\0A\00", align 1, !dbg !192
@.str.45 = private unnamed_addr constant [7 x i8] c"fcvtns\00", align 1, !dbg !197
@.str.46 = private unnamed_addr constant [7 x i8] c"fcvtas\00", align 1, !dbg !199
@.str.47 = private unnamed_addr constant [7 x i8] c"fcvtms\00", align 1, !dbg !201
@.str.48 = private unnamed_addr constant [7 x i8] c"fcvtps\00", align 1, !dbg !203
@.str.49 = private unnamed_addr constant [7 x i8] c"fcvtzu\00", align 1, !dbg !205
@.str.50 = private unnamed_addr constant [16 x i8] c"scvt: %d %d %u\0A\00", align 1, !dbg !207
@.str.51 = private unnamed_addr constant [7 x i8] c"frintn\00", align 1, !dbg !209
@.str.52 = private unnamed_addr constant [6 x i8] c"fmulx\00", align 1, !dbg !211
@.str.53 = private unnamed_addr constant [7 x i8] c"frecps\00", align 1, !dbg !213
@.str.54 = private unnamed_addr constant [8 x i8] c"frsqrts\00", align 1, !dbg !215

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 !dbg !225 {
  %1 = alloca [16 x i8], align 16, !DIAssignID !228
    #dbg_value(i32 0, !229, !DIExpression(), !239)
  store <16 x i8> <i8 -100, i8 -63, i8 -26, i8 11, i8 48, i8 85, i8 122, i8 -97, i8 -60, i8 -23, i8 14, i8 51, i8 88, i8 125, i8 -94, i8 -57>, ptr @a8, align 16, !dbg !241, !tbaa !244
  store <16 x i8> <i8 -90, i8 -37, i8 16, i8 69, i8 122, i8 -81, i8 -28, i8 25, i8 78, i8 -125, i8 -72, i8 -19, i8 34, i8 87, i8 -116, i8 -63>, ptr @b8, align 16, !dbg !247, !tbaa !244
  store <16 x i8> <i8 7, i8 36, i8 65, i8 94, i8 123, i8 -104, i8 -75, i8 -46, i8 -17, i8 12, i8 41, i8 70, i8 99, i8 -128, i8 -99, i8 -70>, ptr @u8a, align 16, !dbg !248, !tbaa !244
  store <16 x i8> <i8 3, i8 74, i8 -111, i8 -40, i8 31, i8 102, i8 -83, i8 -12, i8 59, i8 -126, i8 -55, i8 16, i8 87, i8 -98, i8 -27, i8 44>, ptr @u8b, align 16, !dbg !249, !tbaa !244
    #dbg_value(i64 8, !235, !DIExpression(), !250)
    #dbg_value(i64 4, !237, !DIExpression(), !251)
    #dbg_value(i32 0, !252, !DIExpression(), !288)
    #dbg_value(<16 x i8> <i8 -128, i8 -100, i8 -10, i8 80, i8 127, i8 4, i8 94, i8 -72, i8 18, i8 -128, i8 -58, i8 32, i8 122, i8 127, i8 -128, i8 -120>, !256, !DIExpression(), !290)
    #dbg_value(ptr @.str, !291, !DIExpression(), !304)
    #dbg_value(ptr undef, !300, !DIExpression(), !304)
    #dbg_value(i32 16, !301, !DIExpression(), !304)
  %2 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, ptr noundef nonnull @.str), !dbg !306
    #dbg_value(i64 0, !302, !DIExpression(), !307)
  %3 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef -128), !dbg !308
    #dbg_value(i64 1, !302, !DIExpression(), !307)
  %4 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef -100), !dbg !308
    #dbg_value(i64 2, !302, !DIExpression(), !307)
  %5 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef -10), !dbg !308
    #dbg_value(i64 3, !302, !DIExpression(), !307)
  %6 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef 80), !dbg !308
    #dbg_value(i64 4, !302, !DIExpression(), !307)
  %7 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef 127), !dbg !308
    #dbg_value(i64 5, !302, !DIExpression(), !307)
  %8 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef 4), !dbg !308
    #dbg_value(i64 6, !302, !DIExpression(), !307)
  %9 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef 94), !dbg !308
    #dbg_value(i64 7, !302, !DIExpression(), !307)
  %10 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef -72), !dbg !308
    #dbg_value(i64 8, !302, !DIExpression(), !307)
  %11 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef 18), !dbg !308
    #dbg_value(i64 9, !302, !DIExpression(), !307)
  %12 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef -128), !dbg !308
    #dbg_value(i64 10, !302, !DIExpression(), !307)
  %13 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef -58), !dbg !308
    #dbg_value(i64 11, !302, !DIExpression(), !307)
  %14 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef 32), !dbg !308
    #dbg_value(i64 12, !302, !DIExpression(), !307)
  %15 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef 122), !dbg !308
    #dbg_value(i64 13, !302, !DIExpression(), !307)
  %16 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef 127), !dbg !308
    #dbg_value(i64 14, !302, !DIExpression(), !307)
  %17 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef -128), !dbg !308
    #dbg_value(i64 15, !302, !DIExpression(), !307)
  %18 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef -120), !dbg !308
    #dbg_value(i64 16, !302, !DIExpression(), !307)
  %19 = tail call i32 @putchar(i32 10), !dbg !310
    #dbg_value(i32 0, !260, !DIExpression(), !311)
  %20 = load <16 x i8>, ptr @a8, align 16, !dbg !312, !tbaa !244
  %21 = load <16 x i8>, ptr @b8, align 16, !dbg !314, !tbaa !244
  %22 = tail call <16 x i8> @llvm.ssub.sat.v16i8(<16 x i8> %20, <16 x i8> %21), !dbg !315
    #dbg_value(<16 x i8> %22, !256, !DIExpression(), !290)
    #dbg_value(ptr @.str.1, !291, !DIExpression(), !322)
    #dbg_value(ptr undef, !300, !DIExpression(), !322)
    #dbg_value(i32 16, !301, !DIExpression(), !322)
  %23 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, ptr noundef nonnull @.str.1), !dbg !324
    #dbg_value(i64 0, !302, !DIExpression(), !325)
  %24 = extractelement <16 x i8> %22, i64 0, !dbg !326
  %25 = sext i8 %24 to i32, !dbg !326
  %26 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef %25), !dbg !327
    #dbg_value(i64 1, !302, !DIExpression(), !325)
  %27 = extractelement <16 x i8> %22, i64 1, !dbg !326
  %28 = sext i8 %27 to i32, !dbg !326
  %29 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef %28), !dbg !327
    #dbg_value(i64 2, !302, !DIExpression(), !325)
  %30 = extractelement <16 x i8> %22, i64 2, !dbg !326
  %31 = sext i8 %30 to i32, !dbg !326
  %32 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef %31), !dbg !327
    #dbg_value(i64 3, !302, !DIExpression(), !325)
  %33 = extractelement <16 x i8> %22, i64 3, !dbg !326
  %34 = sext i8 %33 to i32, !dbg !326
  %35 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef %34), !dbg !327
    #dbg_value(i64 4, !302, !DIExpression(), !325)
  %36 = extractelement <16 x i8> %22, i64 4, !dbg !326
  %37 = sext i8 %36 to i32, !dbg !326
  %38 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef %37), !dbg !327
    #dbg_value(i64 5, !302, !DIExpression(), !325)
  %39 = extractelement <16 x i8> %22, i64 5, !dbg !326
  %40 = sext i8 %39 to i32, !dbg !326
  %41 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef %40), !dbg !327
    #dbg_value(i64 6, !302, !DIExpression(), !325)
  %42 = extractelement <16 x i8> %22, i64 6, !dbg !326
  %43 = sext i8 %42 to i32, !dbg !326
  %44 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef %43), !dbg !327
    #dbg_value(i64 7, !302, !DIExpression(), !325)
  %45 = extractelement <16 x i8> %22, i64 7, !dbg !326
  %46 = sext i8 %45 to i32, !dbg !326
  %47 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef %46), !dbg !327
    #dbg_value(i64 8, !302, !DIExpression(), !325)
  %48 = extractelement <16 x i8> %22, i64 8, !dbg !326
  %49 = sext i8 %48 to i32, !dbg !326
  %50 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef %49), !dbg !327
    #dbg_value(i64 9, !302, !DIExpression(), !325)
  %51 = extractelement <16 x i8> %22, i64 9, !dbg !326
  %52 = sext i8 %51 to i32, !dbg !326
  %53 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef %52), !dbg !327
    #dbg_value(i64 10, !302, !DIExpression(), !325)
  %54 = extractelement <16 x i8> %22, i64 10, !dbg !326
  %55 = sext i8 %54 to i32, !dbg !326
  %56 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef %55), !dbg !327
    #dbg_value(i64 11, !302, !DIExpression(), !325)
  %57 = extractelement <16 x i8> %22, i64 11, !dbg !326
  %58 = sext i8 %57 to i32, !dbg !326
  %59 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef %58), !dbg !327
    #dbg_value(i64 12, !302, !DIExpression(), !325)
  %60 = extractelement <16 x i8> %22, i64 12, !dbg !326
  %61 = sext i8 %60 to i32, !dbg !326
  %62 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef %61), !dbg !327
    #dbg_value(i64 13, !302, !DIExpression(), !325)
  %63 = extractelement <16 x i8> %22, i64 13, !dbg !326
  %64 = sext i8 %63 to i32, !dbg !326
  %65 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef %64), !dbg !327
    #dbg_value(i64 14, !302, !DIExpression(), !325)
  %66 = extractelement <16 x i8> %22, i64 14, !dbg !326
  %67 = sext i8 %66 to i32, !dbg !326
  %68 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef %67), !dbg !327
    #dbg_value(i64 15, !302, !DIExpression(), !325)
  %69 = extractelement <16 x i8> %22, i64 15, !dbg !326
  %70 = sext i8 %69 to i32, !dbg !326
  %71 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef %70), !dbg !327
    #dbg_value(i64 16, !302, !DIExpression(), !325)
  %72 = tail call i32 @putchar(i32 10), !dbg !328
    #dbg_value(!DIArgList(i8 poison, i32 poison), !320, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_convert, 8, DW_ATE_signed, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !329)
    #dbg_value(i64 7, !262, !DIExpression(), !332)
  %73 = load <8 x i8>, ptr @a8, align 16, !dbg !333, !tbaa !244
  %74 = load <8 x i8>, ptr getelementptr inbounds (i8, ptr @b8, i64 8), align 8, !dbg !334, !tbaa !244
  %75 = tail call <8 x i8> @llvm.sadd.sat.v8i8(<8 x i8> %73, <8 x i8> %74), !dbg !335
    #dbg_value(<16 x i8> poison, !256, !DIExpression(), !290)
    #dbg_value(i64 8, !262, !DIExpression(), !332)
    #dbg_value(ptr @.str.2, !291, !DIExpression(), !336)
    #dbg_value(ptr undef, !300, !DIExpression(), !336)
    #dbg_value(i32 8, !301, !DIExpression(), !336)
  %76 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, ptr noundef nonnull @.str.2), !dbg !338
    #dbg_value(i64 0, !302, !DIExpression(), !339)
  %77 = extractelement <8 x i8> %75, i64 0, !dbg !340
  %78 = sext i8 %77 to i32, !dbg !340
  %79 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef %78), !dbg !341
    #dbg_value(i64 1, !302, !DIExpression(), !339)
  %80 = extractelement <8 x i8> %75, i64 1, !dbg !340
  %81 = sext i8 %80 to i32, !dbg !340
  %82 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef %81), !dbg !341
    #dbg_value(i64 2, !302, !DIExpression(), !339)
  %83 = extractelement <8 x i8> %75, i64 2, !dbg !340
  %84 = sext i8 %83 to i32, !dbg !340
  %85 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef %84), !dbg !341
    #dbg_value(i64 3, !302, !DIExpression(), !339)
  %86 = extractelement <8 x i8> %75, i64 3, !dbg !340
  %87 = sext i8 %86 to i32, !dbg !340
  %88 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef %87), !dbg !341
    #dbg_value(i64 4, !302, !DIExpression(), !339)
  %89 = extractelement <8 x i8> %75, i64 4, !dbg !340
  %90 = sext i8 %89 to i32, !dbg !340
  %91 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef %90), !dbg !341
    #dbg_value(i64 5, !302, !DIExpression(), !339)
  %92 = extractelement <8 x i8> %75, i64 5, !dbg !340
  %93 = sext i8 %92 to i32, !dbg !340
  %94 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef %93), !dbg !341
    #dbg_value(i64 6, !302, !DIExpression(), !339)
  %95 = extractelement <8 x i8> %75, i64 6, !dbg !340
  %96 = sext i8 %95 to i32, !dbg !340
  %97 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef %96), !dbg !341
    #dbg_value(i64 7, !302, !DIExpression(), !339)
  %98 = extractelement <8 x i8> %75, i64 7, !dbg !340
  %99 = sext i8 %98 to i32, !dbg !340
  %100 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef %99), !dbg !341
    #dbg_value(i64 8, !302, !DIExpression(), !339)
  %101 = tail call i32 @putchar(i32 10), !dbg !342
    #dbg_value(i64 0, !264, !DIExpression(), !343)
  %102 = load i8, ptr @u8a, align 16, !dbg !344, !tbaa !244
  %103 = zext i8 %102 to i32, !dbg !344
  %104 = load i8, ptr @u8b, align 16, !dbg !346, !tbaa !244
  %105 = zext i8 %104 to i32, !dbg !346
  %106 = add nuw nsw i32 %105, %103, !dbg !347
    #dbg_value(i32 %106, !348, !DIExpression(), !353)
  %107 = tail call i32 @llvm.umin.i32(i32 %106, i32 255), !dbg !355
    #dbg_value(i32 %107, !257, !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 0, 8), !290)
    #dbg_value(i64 1, !264, !DIExpression(), !343)
  %108 = load i8, ptr getelementptr inbounds (i8, ptr @u8a, i64 1), align 1, !dbg !344, !tbaa !244
  %109 = zext i8 %108 to i32, !dbg !344
  %110 = load i8, ptr getelementptr inbounds (i8, ptr @u8b, i64 1), align 1, !dbg !346, !tbaa !244
  %111 = zext i8 %110 to i32, !dbg !346
  %112 = add nuw nsw i32 %111, %109, !dbg !347
    #dbg_value(i32 %112, !348, !DIExpression(), !353)
  %113 = tail call i32 @llvm.umin.i32(i32 %112, i32 255), !dbg !355
    #dbg_value(i32 %113, !257, !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 8, 8), !290)
    #dbg_value(i64 2, !264, !DIExpression(), !343)
  %114 = load i8, ptr getelementptr inbounds (i8, ptr @u8a, i64 2), align 2, !dbg !344, !tbaa !244
  %115 = zext i8 %114 to i32, !dbg !344
  %116 = load i8, ptr getelementptr inbounds (i8, ptr @u8b, i64 2), align 2, !dbg !346, !tbaa !244
  %117 = zext i8 %116 to i32, !dbg !346
  %118 = add nuw nsw i32 %117, %115, !dbg !347
    #dbg_value(i32 %118, !348, !DIExpression(), !353)
  %119 = tail call i32 @llvm.umin.i32(i32 %118, i32 255), !dbg !355
    #dbg_value(i32 %119, !257, !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 16, 8), !290)
    #dbg_value(i64 3, !264, !DIExpression(), !343)
  %120 = load i8, ptr getelementptr inbounds (i8, ptr @u8a, i64 3), align 1, !dbg !344, !tbaa !244
  %121 = zext i8 %120 to i32, !dbg !344
  %122 = load i8, ptr getelementptr inbounds (i8, ptr @u8b, i64 3), align 1, !dbg !346, !tbaa !244
  %123 = zext i8 %122 to i32, !dbg !346
  %124 = add nuw nsw i32 %123, %121, !dbg !347
    #dbg_value(i32 %124, !348, !DIExpression(), !353)
  %125 = tail call i32 @llvm.umin.i32(i32 %124, i32 255), !dbg !355
    #dbg_value(i32 %125, !257, !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 24, 8), !290)
    #dbg_value(i64 4, !264, !DIExpression(), !343)
  %126 = load i8, ptr getelementptr inbounds (i8, ptr @u8a, i64 4), align 4, !dbg !344, !tbaa !244
  %127 = zext i8 %126 to i32, !dbg !344
  %128 = load i8, ptr getelementptr inbounds (i8, ptr @u8b, i64 4), align 4, !dbg !346, !tbaa !244
  %129 = zext i8 %128 to i32, !dbg !346
  %130 = add nuw nsw i32 %129, %127, !dbg !347
    #dbg_value(i32 %130, !348, !DIExpression(), !353)
  %131 = tail call i32 @llvm.umin.i32(i32 %130, i32 255), !dbg !355
    #dbg_value(i32 %131, !257, !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 32, 8), !290)
    #dbg_value(i64 5, !264, !DIExpression(), !343)
  %132 = load i8, ptr getelementptr inbounds (i8, ptr @u8a, i64 5), align 1, !dbg !344, !tbaa !244
  %133 = zext i8 %132 to i32, !dbg !344
  %134 = load i8, ptr getelementptr inbounds (i8, ptr @u8b, i64 5), align 1, !dbg !346, !tbaa !244
  %135 = zext i8 %134 to i32, !dbg !346
  %136 = add nuw nsw i32 %135, %133, !dbg !347
    #dbg_value(i32 %136, !348, !DIExpression(), !353)
  %137 = tail call i32 @llvm.umin.i32(i32 %136, i32 255), !dbg !355
    #dbg_value(i32 %137, !257, !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 40, 8), !290)
    #dbg_value(i64 6, !264, !DIExpression(), !343)
  %138 = load i8, ptr getelementptr inbounds (i8, ptr @u8a, i64 6), align 2, !dbg !344, !tbaa !244
  %139 = zext i8 %138 to i32, !dbg !344
  %140 = load i8, ptr getelementptr inbounds (i8, ptr @u8b, i64 6), align 2, !dbg !346, !tbaa !244
  %141 = zext i8 %140 to i32, !dbg !346
  %142 = add nuw nsw i32 %141, %139, !dbg !347
    #dbg_value(i32 %142, !348, !DIExpression(), !353)
  %143 = tail call i32 @llvm.umin.i32(i32 %142, i32 255), !dbg !355
    #dbg_value(i32 %143, !257, !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 48, 8), !290)
    #dbg_value(i64 7, !264, !DIExpression(), !343)
  %144 = load i8, ptr getelementptr inbounds (i8, ptr @u8a, i64 7), align 1, !dbg !344, !tbaa !244
  %145 = zext i8 %144 to i32, !dbg !344
  %146 = load i8, ptr getelementptr inbounds (i8, ptr @u8b, i64 7), align 1, !dbg !346, !tbaa !244
  %147 = zext i8 %146 to i32, !dbg !346
  %148 = add nuw nsw i32 %147, %145, !dbg !347
    #dbg_value(i32 %148, !348, !DIExpression(), !353)
  %149 = tail call i32 @llvm.umin.i32(i32 %148, i32 255), !dbg !355
    #dbg_value(i32 %149, !257, !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 56, 8), !290)
    #dbg_value(i64 8, !264, !DIExpression(), !343)
  %150 = load i8, ptr getelementptr inbounds (i8, ptr @u8a, i64 8), align 8, !dbg !344, !tbaa !244
  %151 = zext i8 %150 to i32, !dbg !344
  %152 = load i8, ptr getelementptr inbounds (i8, ptr @u8b, i64 8), align 8, !dbg !346, !tbaa !244
  %153 = zext i8 %152 to i32, !dbg !346
  %154 = add nuw nsw i32 %153, %151, !dbg !347
    #dbg_value(i32 %154, !348, !DIExpression(), !353)
  %155 = tail call i32 @llvm.umin.i32(i32 %154, i32 255), !dbg !355
    #dbg_value(i32 %155, !257, !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 64, 8), !290)
    #dbg_value(i64 9, !264, !DIExpression(), !343)
  %156 = load i8, ptr getelementptr inbounds (i8, ptr @u8a, i64 9), align 1, !dbg !344, !tbaa !244
  %157 = zext i8 %156 to i32, !dbg !344
  %158 = load i8, ptr getelementptr inbounds (i8, ptr @u8b, i64 9), align 1, !dbg !346, !tbaa !244
  %159 = zext i8 %158 to i32, !dbg !346
  %160 = add nuw nsw i32 %159, %157, !dbg !347
    #dbg_value(i32 %160, !348, !DIExpression(), !353)
  %161 = tail call i32 @llvm.umin.i32(i32 %160, i32 255), !dbg !355
    #dbg_value(i32 %161, !257, !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 72, 8), !290)
    #dbg_value(i64 10, !264, !DIExpression(), !343)
  %162 = load i8, ptr getelementptr inbounds (i8, ptr @u8a, i64 10), align 2, !dbg !344, !tbaa !244
  %163 = zext i8 %162 to i32, !dbg !344
  %164 = load i8, ptr getelementptr inbounds (i8, ptr @u8b, i64 10), align 2, !dbg !346, !tbaa !244
  %165 = zext i8 %164 to i32, !dbg !346
  %166 = add nuw nsw i32 %165, %163, !dbg !347
    #dbg_value(i32 %166, !348, !DIExpression(), !353)
  %167 = tail call i32 @llvm.umin.i32(i32 %166, i32 255), !dbg !355
    #dbg_value(i32 %167, !257, !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 80, 8), !290)
    #dbg_value(i64 11, !264, !DIExpression(), !343)
  %168 = load i8, ptr getelementptr inbounds (i8, ptr @u8a, i64 11), align 1, !dbg !344, !tbaa !244
  %169 = zext i8 %168 to i32, !dbg !344
  %170 = load i8, ptr getelementptr inbounds (i8, ptr @u8b, i64 11), align 1, !dbg !346, !tbaa !244
  %171 = zext i8 %170 to i32, !dbg !346
  %172 = add nuw nsw i32 %171, %169, !dbg !347
    #dbg_value(i32 %172, !348, !DIExpression(), !353)
  %173 = tail call i32 @llvm.umin.i32(i32 %172, i32 255), !dbg !355
    #dbg_value(i32 %173, !257, !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 88, 8), !290)
    #dbg_value(i64 12, !264, !DIExpression(), !343)
  %174 = load i8, ptr getelementptr inbounds (i8, ptr @u8a, i64 12), align 4, !dbg !344, !tbaa !244
  %175 = zext i8 %174 to i32, !dbg !344
  %176 = load i8, ptr getelementptr inbounds (i8, ptr @u8b, i64 12), align 4, !dbg !346, !tbaa !244
  %177 = zext i8 %176 to i32, !dbg !346
  %178 = add nuw nsw i32 %177, %175, !dbg !347
    #dbg_value(i32 %178, !348, !DIExpression(), !353)
  %179 = tail call i32 @llvm.umin.i32(i32 %178, i32 255), !dbg !355
    #dbg_value(i32 %179, !257, !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 96, 8), !290)
    #dbg_value(i64 13, !264, !DIExpression(), !343)
  %180 = load i8, ptr getelementptr inbounds (i8, ptr @u8a, i64 13), align 1, !dbg !344, !tbaa !244
  %181 = zext i8 %180 to i32, !dbg !344
  %182 = load i8, ptr getelementptr inbounds (i8, ptr @u8b, i64 13), align 1, !dbg !346, !tbaa !244
  %183 = zext i8 %182 to i32, !dbg !346
  %184 = add nuw nsw i32 %183, %181, !dbg !347
    #dbg_value(i32 %184, !348, !DIExpression(), !353)
  %185 = tail call i32 @llvm.umin.i32(i32 %184, i32 255), !dbg !355
    #dbg_value(i32 %185, !257, !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 104, 8), !290)
    #dbg_value(i64 14, !264, !DIExpression(), !343)
  %186 = load i8, ptr getelementptr inbounds (i8, ptr @u8a, i64 14), align 2, !dbg !344, !tbaa !244
  %187 = zext i8 %186 to i32, !dbg !344
  %188 = load i8, ptr getelementptr inbounds (i8, ptr @u8b, i64 14), align 2, !dbg !346, !tbaa !244
  %189 = zext i8 %188 to i32, !dbg !346
  %190 = add nuw nsw i32 %189, %187, !dbg !347
    #dbg_value(i32 %190, !348, !DIExpression(), !353)
  %191 = tail call i32 @llvm.umin.i32(i32 %190, i32 255), !dbg !355
    #dbg_value(i32 %191, !257, !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 112, 8), !290)
    #dbg_value(i64 15, !264, !DIExpression(), !343)
  %192 = load i8, ptr getelementptr inbounds (i8, ptr @u8a, i64 15), align 1, !dbg !344, !tbaa !244
  %193 = zext i8 %192 to i32, !dbg !344
  %194 = load i8, ptr getelementptr inbounds (i8, ptr @u8b, i64 15), align 1, !dbg !346, !tbaa !244
  %195 = zext i8 %194 to i32, !dbg !346
  %196 = add nuw nsw i32 %195, %193, !dbg !347
    #dbg_value(i32 %196, !348, !DIExpression(), !353)
  %197 = tail call i32 @llvm.umin.i32(i32 %196, i32 255), !dbg !355
    #dbg_value(i32 %197, !257, !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 120, 8), !290)
    #dbg_value(i64 16, !264, !DIExpression(), !343)
    #dbg_value(ptr @.str.3, !356, !DIExpression(), !367)
    #dbg_value(ptr undef, !363, !DIExpression(), !367)
    #dbg_value(i32 16, !364, !DIExpression(), !367)
  %198 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, ptr noundef nonnull @.str.3), !dbg !369
    #dbg_value(i64 0, !365, !DIExpression(), !370)
  %199 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, i32 noundef %107), !dbg !371
    #dbg_value(i64 1, !365, !DIExpression(), !370)
  %200 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, i32 noundef %113), !dbg !371
    #dbg_value(i64 2, !365, !DIExpression(), !370)
  %201 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, i32 noundef %119), !dbg !371
    #dbg_value(i64 3, !365, !DIExpression(), !370)
  %202 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, i32 noundef %125), !dbg !371
    #dbg_value(i64 4, !365, !DIExpression(), !370)
  %203 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, i32 noundef %131), !dbg !371
    #dbg_value(i64 5, !365, !DIExpression(), !370)
  %204 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, i32 noundef %137), !dbg !371
    #dbg_value(i64 6, !365, !DIExpression(), !370)
  %205 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, i32 noundef %143), !dbg !371
    #dbg_value(i64 7, !365, !DIExpression(), !370)
  %206 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, i32 noundef %149), !dbg !371
    #dbg_value(i64 8, !365, !DIExpression(), !370)
  %207 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, i32 noundef %155), !dbg !371
    #dbg_value(i64 9, !365, !DIExpression(), !370)
  %208 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, i32 noundef %161), !dbg !371
    #dbg_value(i64 10, !365, !DIExpression(), !370)
  %209 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, i32 noundef %167), !dbg !371
    #dbg_value(i64 11, !365, !DIExpression(), !370)
  %210 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, i32 noundef %173), !dbg !371
    #dbg_value(i64 12, !365, !DIExpression(), !370)
  %211 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, i32 noundef %179), !dbg !371
    #dbg_value(i64 13, !365, !DIExpression(), !370)
  %212 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, i32 noundef %185), !dbg !371
    #dbg_value(i64 14, !365, !DIExpression(), !370)
  %213 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, i32 noundef %191), !dbg !371
    #dbg_value(i64 15, !365, !DIExpression(), !370)
  %214 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, i32 noundef %197), !dbg !371
    #dbg_value(i64 16, !365, !DIExpression(), !370)
  %215 = tail call i32 @putchar(i32 10), !dbg !373
    #dbg_value(i64 0, !266, !DIExpression(), !374)
  %216 = load i8, ptr @u8a, align 16, !dbg !375, !tbaa !244
  %217 = zext i8 %216 to i32, !dbg !375
  %218 = load i8, ptr @u8b, align 16, !dbg !377, !tbaa !244
  %219 = zext i8 %218 to i32, !dbg !377
  %220 = sub nsw i32 %217, %219, !dbg !378
    #dbg_value(i32 %220, !348, !DIExpression(), !379)
  %221 = tail call i32 @llvm.smax.i32(i32 %220, i32 0), !dbg !381
    #dbg_value(i32 %221, !257, !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 0, 8), !290)
    #dbg_value(i64 1, !266, !DIExpression(), !374)
  %222 = load i8, ptr getelementptr inbounds (i8, ptr @u8a, i64 1), align 1, !dbg !375, !tbaa !244
  %223 = zext i8 %222 to i32, !dbg !375
  %224 = load i8, ptr getelementptr inbounds (i8, ptr @u8b, i64 1), align 1, !dbg !377, !tbaa !244
  %225 = zext i8 %224 to i32, !dbg !377
  %226 = sub nsw i32 %223, %225, !dbg !378
    #dbg_value(i32 %226, !348, !DIExpression(), !379)
  %227 = tail call i32 @llvm.smax.i32(i32 %226, i32 0), !dbg !381
    #dbg_value(i32 %227, !257, !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 8, 8), !290)
    #dbg_value(i64 2, !266, !DIExpression(), !374)
  %228 = load i8, ptr getelementptr inbounds (i8, ptr @u8a, i64 2), align 2, !dbg !375, !tbaa !244
  %229 = zext i8 %228 to i32, !dbg !375
  %230 = load i8, ptr getelementptr inbounds (i8, ptr @u8b, i64 2), align 2, !dbg !377, !tbaa !244
  %231 = zext i8 %230 to i32, !dbg !377
  %232 = sub nsw i32 %229, %231, !dbg !378
    #dbg_value(i32 %232, !348, !DIExpression(), !379)
  %233 = tail call i32 @llvm.smax.i32(i32 %232, i32 0), !dbg !381
    #dbg_value(i32 %233, !257, !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 16, 8), !290)
    #dbg_value(i64 3, !266, !DIExpression(), !374)
  %234 = load i8, ptr getelementptr inbounds (i8, ptr @u8a, i64 3), align 1, !dbg !375, !tbaa !244
  %235 = zext i8 %234 to i32, !dbg !375
  %236 = load i8, ptr getelementptr inbounds (i8, ptr @u8b, i64 3), align 1, !dbg !377, !tbaa !244
  %237 = zext i8 %236 to i32, !dbg !377
  %238 = sub nsw i32 %235, %237, !dbg !378
    #dbg_value(i32 %238, !348, !DIExpression(), !379)
  %239 = tail call i32 @llvm.smax.i32(i32 %238, i32 0), !dbg !381
    #dbg_value(i32 %239, !257, !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 24, 8), !290)
    #dbg_value(i64 4, !266, !DIExpression(), !374)
  %240 = load i8, ptr getelementptr inbounds (i8, ptr @u8a, i64 4), align 4, !dbg !375, !tbaa !244
  %241 = zext i8 %240 to i32, !dbg !375
  %242 = load i8, ptr getelementptr inbounds (i8, ptr @u8b, i64 4), align 4, !dbg !377, !tbaa !244
  %243 = zext i8 %242 to i32, !dbg !377
  %244 = sub nsw i32 %241, %243, !dbg !378
    #dbg_value(i32 %244, !348, !DIExpression(), !379)
  %245 = tail call i32 @llvm.smax.i32(i32 %244, i32 0), !dbg !381
    #dbg_value(i32 %245, !257, !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 32, 8), !290)
    #dbg_value(i64 5, !266, !DIExpression(), !374)
  %246 = load i8, ptr getelementptr inbounds (i8, ptr @u8a, i64 5), align 1, !dbg !375, !tbaa !244
  %247 = zext i8 %246 to i32, !dbg !375
  %248 = load i8, ptr getelementptr inbounds (i8, ptr @u8b, i64 5), align 1, !dbg !377, !tbaa !244
  %249 = zext i8 %248 to i32, !dbg !377
  %250 = sub nsw i32 %247, %249, !dbg !378
    #dbg_value(i32 %250, !348, !DIExpression(), !379)
  %251 = tail call i32 @llvm.smax.i32(i32 %250, i32 0), !dbg !381
    #dbg_value(i32 %251, !257, !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 40, 8), !290)
    #dbg_value(i64 6, !266, !DIExpression(), !374)
  %252 = load i8, ptr getelementptr inbounds (i8, ptr @u8a, i64 6), align 2, !dbg !375, !tbaa !244
  %253 = zext i8 %252 to i32, !dbg !375
  %254 = load i8, ptr getelementptr inbounds (i8, ptr @u8b, i64 6), align 2, !dbg !377, !tbaa !244
  %255 = zext i8 %254 to i32, !dbg !377
  %256 = sub nsw i32 %253, %255, !dbg !378
    #dbg_value(i32 %256, !348, !DIExpression(), !379)
  %257 = tail call i32 @llvm.smax.i32(i32 %256, i32 0), !dbg !381
    #dbg_value(i32 %257, !257, !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 48, 8), !290)
    #dbg_value(i64 7, !266, !DIExpression(), !374)
  %258 = load i8, ptr getelementptr inbounds (i8, ptr @u8a, i64 7), align 1, !dbg !375, !tbaa !244
  %259 = zext i8 %258 to i32, !dbg !375
  %260 = load i8, ptr getelementptr inbounds (i8, ptr @u8b, i64 7), align 1, !dbg !377, !tbaa !244
  %261 = zext i8 %260 to i32, !dbg !377
  %262 = sub nsw i32 %259, %261, !dbg !378
    #dbg_value(i32 %262, !348, !DIExpression(), !379)
  %263 = tail call i32 @llvm.smax.i32(i32 %262, i32 0), !dbg !381
    #dbg_value(i32 %263, !257, !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 56, 8), !290)
    #dbg_value(i64 8, !266, !DIExpression(), !374)
  %264 = load i8, ptr getelementptr inbounds (i8, ptr @u8a, i64 8), align 8, !dbg !375, !tbaa !244
  %265 = zext i8 %264 to i32, !dbg !375
  %266 = load i8, ptr getelementptr inbounds (i8, ptr @u8b, i64 8), align 8, !dbg !377, !tbaa !244
  %267 = zext i8 %266 to i32, !dbg !377
  %268 = sub nsw i32 %265, %267, !dbg !378
    #dbg_value(i32 %268, !348, !DIExpression(), !379)
  %269 = tail call i32 @llvm.smax.i32(i32 %268, i32 0), !dbg !381
    #dbg_value(i32 %269, !257, !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 64, 8), !290)
    #dbg_value(i64 9, !266, !DIExpression(), !374)
  %270 = load i8, ptr getelementptr inbounds (i8, ptr @u8a, i64 9), align 1, !dbg !375, !tbaa !244
  %271 = zext i8 %270 to i32, !dbg !375
  %272 = load i8, ptr getelementptr inbounds (i8, ptr @u8b, i64 9), align 1, !dbg !377, !tbaa !244
  %273 = zext i8 %272 to i32, !dbg !377
  %274 = sub nsw i32 %271, %273, !dbg !378
    #dbg_value(i32 %274, !348, !DIExpression(), !379)
  %275 = tail call i32 @llvm.smax.i32(i32 %274, i32 0), !dbg !381
    #dbg_value(i32 %275, !257, !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 72, 8), !290)
    #dbg_value(i64 10, !266, !DIExpression(), !374)
  %276 = load i8, ptr getelementptr inbounds (i8, ptr @u8a, i64 10), align 2, !dbg !375, !tbaa !244
  %277 = zext i8 %276 to i32, !dbg !375
  %278 = load i8, ptr getelementptr inbounds (i8, ptr @u8b, i64 10), align 2, !dbg !377, !tbaa !244
  %279 = zext i8 %278 to i32, !dbg !377
  %280 = sub nsw i32 %277, %279, !dbg !378
    #dbg_value(i32 %280, !348, !DIExpression(), !379)
  %281 = tail call i32 @llvm.smax.i32(i32 %280, i32 0), !dbg !381
    #dbg_value(i32 %281, !257, !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 80, 8), !290)
    #dbg_value(i64 11, !266, !DIExpression(), !374)
  %282 = load i8, ptr getelementptr inbounds (i8, ptr @u8a, i64 11), align 1, !dbg !375, !tbaa !244
  %283 = zext i8 %282 to i32, !dbg !375
  %284 = load i8, ptr getelementptr inbounds (i8, ptr @u8b, i64 11), align 1, !dbg !377, !tbaa !244
  %285 = zext i8 %284 to i32, !dbg !377
  %286 = sub nsw i32 %283, %285, !dbg !378
    #dbg_value(i32 %286, !348, !DIExpression(), !379)
  %287 = tail call i32 @llvm.smax.i32(i32 %286, i32 0), !dbg !381
    #dbg_value(i32 %287, !257, !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 88, 8), !290)
    #dbg_value(i64 12, !266, !DIExpression(), !374)
  %288 = load i8, ptr getelementptr inbounds (i8, ptr @u8a, i64 12), align 4, !dbg !375, !tbaa !244
  %289 = zext i8 %288 to i32, !dbg !375
  %290 = load i8, ptr getelementptr inbounds (i8, ptr @u8b, i64 12), align 4, !dbg !377, !tbaa !244
  %291 = zext i8 %290 to i32, !dbg !377
  %292 = sub nsw i32 %289, %291, !dbg !378
    #dbg_value(i32 %292, !348, !DIExpression(), !379)
  %293 = tail call i32 @llvm.smax.i32(i32 %292, i32 0), !dbg !381
    #dbg_value(i32 %293, !257, !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 96, 8), !290)
    #dbg_value(i64 13, !266, !DIExpression(), !374)
  %294 = load i8, ptr getelementptr inbounds (i8, ptr @u8a, i64 13), align 1, !dbg !375, !tbaa !244
  %295 = zext i8 %294 to i32, !dbg !375
  %296 = load i8, ptr getelementptr inbounds (i8, ptr @u8b, i64 13), align 1, !dbg !377, !tbaa !244
  %297 = zext i8 %296 to i32, !dbg !377
  %298 = sub nsw i32 %295, %297, !dbg !378
    #dbg_value(i32 %298, !348, !DIExpression(), !379)
  %299 = tail call i32 @llvm.smax.i32(i32 %298, i32 0), !dbg !381
    #dbg_value(i32 %299, !257, !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 104, 8), !290)
    #dbg_value(i64 14, !266, !DIExpression(), !374)
  %300 = load i8, ptr getelementptr inbounds (i8, ptr @u8a, i64 14), align 2, !dbg !375, !tbaa !244
  %301 = zext i8 %300 to i32, !dbg !375
  %302 = load i8, ptr getelementptr inbounds (i8, ptr @u8b, i64 14), align 2, !dbg !377, !tbaa !244
  %303 = zext i8 %302 to i32, !dbg !377
  %304 = sub nsw i32 %301, %303, !dbg !378
    #dbg_value(i32 %304, !348, !DIExpression(), !379)
  %305 = tail call i32 @llvm.smax.i32(i32 %304, i32 0), !dbg !381
    #dbg_value(i32 %305, !257, !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 112, 8), !290)
    #dbg_value(i64 15, !266, !DIExpression(), !374)
  %306 = load i8, ptr getelementptr inbounds (i8, ptr @u8a, i64 15), align 1, !dbg !375, !tbaa !244
  %307 = zext i8 %306 to i32, !dbg !375
  %308 = load i8, ptr getelementptr inbounds (i8, ptr @u8b, i64 15), align 1, !dbg !377, !tbaa !244
  %309 = zext i8 %308 to i32, !dbg !377
  %310 = sub nsw i32 %307, %309, !dbg !378
    #dbg_value(i32 %310, !348, !DIExpression(), !379)
  %311 = tail call i32 @llvm.smax.i32(i32 %310, i32 0), !dbg !381
    #dbg_value(i32 %311, !257, !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 120, 8), !290)
    #dbg_value(i64 16, !266, !DIExpression(), !374)
    #dbg_value(ptr @.str.4, !356, !DIExpression(), !382)
    #dbg_value(ptr undef, !363, !DIExpression(), !382)
    #dbg_value(i32 16, !364, !DIExpression(), !382)
  %312 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, ptr noundef nonnull @.str.4), !dbg !384
    #dbg_value(i64 0, !365, !DIExpression(), !385)
  %313 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, i32 noundef %221), !dbg !386
    #dbg_value(i64 1, !365, !DIExpression(), !385)
  %314 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, i32 noundef %227), !dbg !386
    #dbg_value(i64 2, !365, !DIExpression(), !385)
  %315 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, i32 noundef %233), !dbg !386
    #dbg_value(i64 3, !365, !DIExpression(), !385)
  %316 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, i32 noundef %239), !dbg !386
    #dbg_value(i64 4, !365, !DIExpression(), !385)
  %317 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, i32 noundef %245), !dbg !386
    #dbg_value(i64 5, !365, !DIExpression(), !385)
  %318 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, i32 noundef %251), !dbg !386
    #dbg_value(i64 6, !365, !DIExpression(), !385)
  %319 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, i32 noundef %257), !dbg !386
    #dbg_value(i64 7, !365, !DIExpression(), !385)
  %320 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, i32 noundef %263), !dbg !386
    #dbg_value(i64 8, !365, !DIExpression(), !385)
  %321 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, i32 noundef %269), !dbg !386
    #dbg_value(i64 9, !365, !DIExpression(), !385)
  %322 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, i32 noundef %275), !dbg !386
    #dbg_value(i64 10, !365, !DIExpression(), !385)
  %323 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, i32 noundef %281), !dbg !386
    #dbg_value(i64 11, !365, !DIExpression(), !385)
  %324 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, i32 noundef %287), !dbg !386
    #dbg_value(i64 12, !365, !DIExpression(), !385)
  %325 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, i32 noundef %293), !dbg !386
    #dbg_value(i64 13, !365, !DIExpression(), !385)
  %326 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, i32 noundef %299), !dbg !386
    #dbg_value(i64 14, !365, !DIExpression(), !385)
  %327 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, i32 noundef %305), !dbg !386
    #dbg_value(i64 15, !365, !DIExpression(), !385)
  %328 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, i32 noundef %311), !dbg !386
    #dbg_value(i64 16, !365, !DIExpression(), !385)
  %329 = tail call i32 @putchar(i32 10), !dbg !387
    #dbg_value(!DIArgList(i16 poison, i32 poison), !388, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_convert, 16, DW_ATE_signed, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !393)
    #dbg_value(i16 -32768, !258, !DIExpression(DW_OP_LLVM_fragment, 0, 16), !290)
    #dbg_value(i16 -32768, !258, !DIExpression(DW_OP_LLVM_fragment, 16, 16), !290)
    #dbg_value(i16 -17998, !258, !DIExpression(DW_OP_LLVM_fragment, 32, 16), !290)
    #dbg_value(i16 -1997, !258, !DIExpression(DW_OP_LLVM_fragment, 48, 16), !290)
    #dbg_value(i16 14004, !258, !DIExpression(DW_OP_LLVM_fragment, 64, 16), !290)
    #dbg_value(i16 30005, !258, !DIExpression(DW_OP_LLVM_fragment, 80, 16), !290)
    #dbg_value(i16 32767, !258, !DIExpression(DW_OP_LLVM_fragment, 96, 16), !290)
    #dbg_value(i16 -3529, !258, !DIExpression(DW_OP_LLVM_fragment, 112, 16), !290)
    #dbg_value(i64 8, !268, !DIExpression(), !396)
    #dbg_value(ptr @.str.5, !397, !DIExpression(), !408)
    #dbg_value(ptr undef, !404, !DIExpression(), !408)
    #dbg_value(i32 8, !405, !DIExpression(), !408)
  %330 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, ptr noundef nonnull @.str.5), !dbg !410
    #dbg_value(i64 0, !406, !DIExpression(), !411)
  %331 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef -32768), !dbg !412
    #dbg_value(i64 1, !406, !DIExpression(), !411)
  %332 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef -32768), !dbg !412
    #dbg_value(i64 2, !406, !DIExpression(), !411)
  %333 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef -17998), !dbg !412
    #dbg_value(i64 3, !406, !DIExpression(), !411)
  %334 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef -1997), !dbg !412
    #dbg_value(i64 4, !406, !DIExpression(), !411)
  %335 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef 14004), !dbg !412
    #dbg_value(i64 5, !406, !DIExpression(), !411)
  %336 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef 30005), !dbg !412
    #dbg_value(i64 6, !406, !DIExpression(), !411)
  %337 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef 32767), !dbg !412
    #dbg_value(i64 7, !406, !DIExpression(), !411)
  %338 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef -3529), !dbg !412
    #dbg_value(i64 8, !406, !DIExpression(), !411)
  %339 = tail call i32 @putchar(i32 10), !dbg !414
    #dbg_value(i64 18310, !258, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 16, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 0, 16), !290)
    #dbg_value(i64 8330, !258, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 16, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 16, 16), !290)
    #dbg_value(i64 2196, !258, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 16, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 32, 16), !290)
    #dbg_value(i64 -92, !258, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 16, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 48, 16), !290)
    #dbg_value(i64 1465, !258, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 16, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 64, 16), !290)
    #dbg_value(i64 6868, !258, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 16, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 80, 16), !290)
    #dbg_value(i64 16117, !258, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 16, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 96, 16), !290)
    #dbg_value(i64 -28802, !415, !DIExpression(), !420)
    #dbg_value(i64 -28802, !258, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 16, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 112, 16), !290)
    #dbg_value(i64 8, !270, !DIExpression(), !423)
    #dbg_value(ptr @.str.6, !397, !DIExpression(), !424)
    #dbg_value(ptr undef, !404, !DIExpression(), !424)
    #dbg_value(i32 8, !405, !DIExpression(), !424)
  %340 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, ptr noundef nonnull @.str.6), !dbg !426
    #dbg_value(i64 0, !406, !DIExpression(), !427)
  %341 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef 18310), !dbg !428
    #dbg_value(i64 1, !406, !DIExpression(), !427)
  %342 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef 8330), !dbg !428
    #dbg_value(i64 2, !406, !DIExpression(), !427)
  %343 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef 2196), !dbg !428
    #dbg_value(i64 3, !406, !DIExpression(), !427)
  %344 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef -92), !dbg !428
    #dbg_value(i64 4, !406, !DIExpression(), !427)
  %345 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef 1465), !dbg !428
    #dbg_value(i64 5, !406, !DIExpression(), !427)
  %346 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef 6868), !dbg !428
    #dbg_value(i64 6, !406, !DIExpression(), !427)
  %347 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef 16117), !dbg !428
    #dbg_value(i64 7, !406, !DIExpression(), !427)
  %348 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef -28802), !dbg !428
    #dbg_value(i64 8, !406, !DIExpression(), !427)
  %349 = tail call i32 @putchar(i32 10), !dbg !429
    #dbg_value(i64 18311, !258, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 16, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 0, 16), !290)
    #dbg_value(i64 8331, !258, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 16, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 16, 16), !290)
    #dbg_value(i64 2197, !258, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 16, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 32, 16), !290)
    #dbg_value(i64 -92, !258, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 16, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 48, 16), !290)
    #dbg_value(i64 1466, !258, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 16, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 64, 16), !290)
    #dbg_value(i64 6869, !258, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 16, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 80, 16), !290)
    #dbg_value(i64 16118, !258, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 16, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 96, 16), !290)
    #dbg_value(i64 -28802, !415, !DIExpression(), !430)
    #dbg_value(i64 -28802, !258, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 16, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 112, 16), !290)
    #dbg_value(i64 8, !272, !DIExpression(), !433)
    #dbg_value(ptr @.str.7, !397, !DIExpression(), !434)
    #dbg_value(ptr undef, !404, !DIExpression(), !434)
    #dbg_value(i32 8, !405, !DIExpression(), !434)
  %350 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, ptr noundef nonnull @.str.7), !dbg !436
    #dbg_value(i64 0, !406, !DIExpression(), !437)
  %351 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef 18311), !dbg !438
    #dbg_value(i64 1, !406, !DIExpression(), !437)
  %352 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef 8331), !dbg !438
    #dbg_value(i64 2, !406, !DIExpression(), !437)
  %353 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef 2197), !dbg !438
    #dbg_value(i64 3, !406, !DIExpression(), !437)
  %354 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef -92), !dbg !438
    #dbg_value(i64 4, !406, !DIExpression(), !437)
  %355 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef 1466), !dbg !438
    #dbg_value(i64 5, !406, !DIExpression(), !437)
  %356 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef 6869), !dbg !438
    #dbg_value(i64 6, !406, !DIExpression(), !437)
  %357 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef 16118), !dbg !438
    #dbg_value(i64 7, !406, !DIExpression(), !437)
  %358 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef -28802), !dbg !438
    #dbg_value(i64 8, !406, !DIExpression(), !437)
  %359 = tail call i32 @putchar(i32 10), !dbg !439
    #dbg_value(!DIArgList(i32 poison, i64 poison), !415, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_LLVM_convert, 64, DW_ATE_signed, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value), !440)
    #dbg_value(i32 -1000000000, !259, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !290)
    #dbg_value(i32 -899999994, !259, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !290)
    #dbg_value(i32 -799999988, !259, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !290)
    #dbg_value(i32 -699999982, !259, !DIExpression(DW_OP_LLVM_fragment, 96, 32), !290)
    #dbg_value(i64 4, !274, !DIExpression(), !443)
    #dbg_value(ptr @.str.8, !444, !DIExpression(), !455)
    #dbg_value(ptr undef, !451, !DIExpression(), !455)
    #dbg_value(i32 4, !452, !DIExpression(), !455)
  %360 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, ptr noundef nonnull @.str.8), !dbg !457
    #dbg_value(i64 0, !453, !DIExpression(), !458)
  %361 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef -1000000000), !dbg !459
    #dbg_value(i64 1, !453, !DIExpression(), !458)
  %362 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef -899999994), !dbg !459
    #dbg_value(i64 2, !453, !DIExpression(), !458)
  %363 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef -799999988), !dbg !459
    #dbg_value(i64 3, !453, !DIExpression(), !458)
  %364 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef -699999982), !dbg !459
    #dbg_value(i64 4, !453, !DIExpression(), !458)
  %365 = tail call i32 @putchar(i32 10), !dbg !461
    #dbg_value(i32 0, !276, !DIExpression(), !462)
  %366 = load <16 x i8>, ptr @a8, align 16, !dbg !463, !tbaa !244
  %367 = tail call <16 x i8> @llvm.abs.v16i8(<16 x i8> %366, i1 false), !dbg !463
  %368 = tail call <16 x i8> @llvm.umin.v16i8(<16 x i8> %367, <16 x i8> <i8 127, i8 127, i8 127, i8 127, i8 127, i8 127, i8 127, i8 127, i8 127, i8 127, i8 127, i8 127, i8 127, i8 127, i8 127, i8 127>), !dbg !465
    #dbg_value(<16 x i8> %368, !256, !DIExpression(), !290)
    #dbg_value(ptr @.str.9, !291, !DIExpression(), !467)
    #dbg_value(ptr undef, !300, !DIExpression(), !467)
    #dbg_value(i32 16, !301, !DIExpression(), !467)
  %369 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, ptr noundef nonnull @.str.9), !dbg !469
    #dbg_value(i64 0, !302, !DIExpression(), !470)
  %370 = extractelement <16 x i8> %368, i64 0, !dbg !471
  %371 = zext nneg i8 %370 to i32, !dbg !471
  %372 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef %371), !dbg !472
    #dbg_value(i64 1, !302, !DIExpression(), !470)
  %373 = extractelement <16 x i8> %368, i64 1, !dbg !471
  %374 = zext nneg i8 %373 to i32, !dbg !471
  %375 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef %374), !dbg !472
    #dbg_value(i64 2, !302, !DIExpression(), !470)
  %376 = extractelement <16 x i8> %368, i64 2, !dbg !471
  %377 = zext nneg i8 %376 to i32, !dbg !471
  %378 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef %377), !dbg !472
    #dbg_value(i64 3, !302, !DIExpression(), !470)
  %379 = extractelement <16 x i8> %368, i64 3, !dbg !471
  %380 = zext nneg i8 %379 to i32, !dbg !471
  %381 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef %380), !dbg !472
    #dbg_value(i64 4, !302, !DIExpression(), !470)
  %382 = extractelement <16 x i8> %368, i64 4, !dbg !471
  %383 = zext nneg i8 %382 to i32, !dbg !471
  %384 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef %383), !dbg !472
    #dbg_value(i64 5, !302, !DIExpression(), !470)
  %385 = extractelement <16 x i8> %368, i64 5, !dbg !471
  %386 = zext nneg i8 %385 to i32, !dbg !471
  %387 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef %386), !dbg !472
    #dbg_value(i64 6, !302, !DIExpression(), !470)
  %388 = extractelement <16 x i8> %368, i64 6, !dbg !471
  %389 = zext nneg i8 %388 to i32, !dbg !471
  %390 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef %389), !dbg !472
    #dbg_value(i64 7, !302, !DIExpression(), !470)
  %391 = extractelement <16 x i8> %368, i64 7, !dbg !471
  %392 = zext nneg i8 %391 to i32, !dbg !471
  %393 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef %392), !dbg !472
    #dbg_value(i64 8, !302, !DIExpression(), !470)
  %394 = extractelement <16 x i8> %368, i64 8, !dbg !471
  %395 = zext nneg i8 %394 to i32, !dbg !471
  %396 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef %395), !dbg !472
    #dbg_value(i64 9, !302, !DIExpression(), !470)
  %397 = extractelement <16 x i8> %368, i64 9, !dbg !471
  %398 = zext nneg i8 %397 to i32, !dbg !471
  %399 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef %398), !dbg !472
    #dbg_value(i64 10, !302, !DIExpression(), !470)
  %400 = extractelement <16 x i8> %368, i64 10, !dbg !471
  %401 = zext nneg i8 %400 to i32, !dbg !471
  %402 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef %401), !dbg !472
    #dbg_value(i64 11, !302, !DIExpression(), !470)
  %403 = extractelement <16 x i8> %368, i64 11, !dbg !471
  %404 = zext nneg i8 %403 to i32, !dbg !471
  %405 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef %404), !dbg !472
    #dbg_value(i64 12, !302, !DIExpression(), !470)
  %406 = extractelement <16 x i8> %368, i64 12, !dbg !471
  %407 = zext nneg i8 %406 to i32, !dbg !471
  %408 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef %407), !dbg !472
    #dbg_value(i64 13, !302, !DIExpression(), !470)
  %409 = extractelement <16 x i8> %368, i64 13, !dbg !471
  %410 = zext nneg i8 %409 to i32, !dbg !471
  %411 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef %410), !dbg !472
    #dbg_value(i64 14, !302, !DIExpression(), !470)
  %412 = extractelement <16 x i8> %368, i64 14, !dbg !471
  %413 = zext nneg i8 %412 to i32, !dbg !471
  %414 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef %413), !dbg !472
    #dbg_value(i64 15, !302, !DIExpression(), !470)
  %415 = extractelement <16 x i8> %368, i64 15, !dbg !471
  %416 = zext nneg i8 %415 to i32, !dbg !471
  %417 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef %416), !dbg !472
    #dbg_value(i64 16, !302, !DIExpression(), !470)
  %418 = tail call i32 @putchar(i32 10), !dbg !473
    #dbg_value(i64 0, !278, !DIExpression(), !474)
  %419 = load i8, ptr @a8, align 16, !dbg !475, !tbaa !244
  %420 = sext i8 %419 to i32, !dbg !475
  %421 = sub nsw i32 0, %420, !dbg !477
    #dbg_value(i32 %421, !320, !DIExpression(), !478)
  %422 = tail call i32 @llvm.smin.i32(i32 %421, i32 127), !dbg !480
    #dbg_value(i64 1, !278, !DIExpression(), !474)
  %423 = load i8, ptr getelementptr inbounds (i8, ptr @a8, i64 1), align 1, !dbg !475, !tbaa !244
  %424 = sext i8 %423 to i32, !dbg !475
  %425 = sub nsw i32 0, %424, !dbg !477
    #dbg_value(i32 %425, !320, !DIExpression(), !478)
  %426 = tail call i32 @llvm.smin.i32(i32 %425, i32 127), !dbg !480
    #dbg_value(i64 2, !278, !DIExpression(), !474)
  %427 = load i8, ptr getelementptr inbounds (i8, ptr @a8, i64 2), align 2, !dbg !475, !tbaa !244
  %428 = sext i8 %427 to i32, !dbg !475
  %429 = sub nsw i32 0, %428, !dbg !477
    #dbg_value(i32 %429, !320, !DIExpression(), !478)
  %430 = tail call i32 @llvm.smin.i32(i32 %429, i32 127), !dbg !480
    #dbg_value(i64 3, !278, !DIExpression(), !474)
  %431 = load i8, ptr getelementptr inbounds (i8, ptr @a8, i64 3), align 1, !dbg !475, !tbaa !244
  %432 = sext i8 %431 to i32, !dbg !475
  %433 = sub nsw i32 0, %432, !dbg !477
    #dbg_value(i32 %433, !320, !DIExpression(), !478)
  %434 = tail call i32 @llvm.smin.i32(i32 %433, i32 127), !dbg !480
    #dbg_value(i64 4, !278, !DIExpression(), !474)
  %435 = load i8, ptr getelementptr inbounds (i8, ptr @a8, i64 4), align 4, !dbg !475, !tbaa !244
  %436 = sext i8 %435 to i32, !dbg !475
  %437 = sub nsw i32 0, %436, !dbg !477
    #dbg_value(i32 %437, !320, !DIExpression(), !478)
  %438 = tail call i32 @llvm.smin.i32(i32 %437, i32 127), !dbg !480
    #dbg_value(i64 5, !278, !DIExpression(), !474)
  %439 = load i8, ptr getelementptr inbounds (i8, ptr @a8, i64 5), align 1, !dbg !475, !tbaa !244
  %440 = sext i8 %439 to i32, !dbg !475
  %441 = sub nsw i32 0, %440, !dbg !477
    #dbg_value(i32 %441, !320, !DIExpression(), !478)
  %442 = tail call i32 @llvm.smin.i32(i32 %441, i32 127), !dbg !480
    #dbg_value(i64 6, !278, !DIExpression(), !474)
  %443 = load i8, ptr getelementptr inbounds (i8, ptr @a8, i64 6), align 2, !dbg !475, !tbaa !244
  %444 = sext i8 %443 to i32, !dbg !475
  %445 = sub nsw i32 0, %444, !dbg !477
    #dbg_value(i32 %445, !320, !DIExpression(), !478)
  %446 = tail call i32 @llvm.smin.i32(i32 %445, i32 127), !dbg !480
    #dbg_value(i64 7, !278, !DIExpression(), !474)
  %447 = load i8, ptr getelementptr inbounds (i8, ptr @a8, i64 7), align 1, !dbg !475, !tbaa !244
  %448 = sext i8 %447 to i32, !dbg !475
  %449 = sub nsw i32 0, %448, !dbg !477
    #dbg_value(i32 %449, !320, !DIExpression(), !478)
  %450 = tail call i32 @llvm.smin.i32(i32 %449, i32 127), !dbg !480
    #dbg_value(i64 8, !278, !DIExpression(), !474)
  %451 = load i8, ptr getelementptr inbounds (i8, ptr @a8, i64 8), align 8, !dbg !475, !tbaa !244
  %452 = sext i8 %451 to i32, !dbg !475
  %453 = sub nsw i32 0, %452, !dbg !477
    #dbg_value(i32 %453, !320, !DIExpression(), !478)
  %454 = tail call i32 @llvm.smin.i32(i32 %453, i32 127), !dbg !480
    #dbg_value(i64 9, !278, !DIExpression(), !474)
  %455 = load i8, ptr getelementptr inbounds (i8, ptr @a8, i64 9), align 1, !dbg !475, !tbaa !244
  %456 = sext i8 %455 to i32, !dbg !475
  %457 = sub nsw i32 0, %456, !dbg !477
    #dbg_value(i32 %457, !320, !DIExpression(), !478)
  %458 = tail call i32 @llvm.smin.i32(i32 %457, i32 127), !dbg !480
    #dbg_value(i64 10, !278, !DIExpression(), !474)
  %459 = load i8, ptr getelementptr inbounds (i8, ptr @a8, i64 10), align 2, !dbg !475, !tbaa !244
  %460 = sext i8 %459 to i32, !dbg !475
  %461 = sub nsw i32 0, %460, !dbg !477
    #dbg_value(i32 %461, !320, !DIExpression(), !478)
  %462 = tail call i32 @llvm.smin.i32(i32 %461, i32 127), !dbg !480
    #dbg_value(i64 11, !278, !DIExpression(), !474)
  %463 = load i8, ptr getelementptr inbounds (i8, ptr @a8, i64 11), align 1, !dbg !475, !tbaa !244
  %464 = sext i8 %463 to i32, !dbg !475
  %465 = sub nsw i32 0, %464, !dbg !477
    #dbg_value(i32 %465, !320, !DIExpression(), !478)
  %466 = tail call i32 @llvm.smin.i32(i32 %465, i32 127), !dbg !480
    #dbg_value(i64 12, !278, !DIExpression(), !474)
  %467 = load i8, ptr getelementptr inbounds (i8, ptr @a8, i64 12), align 4, !dbg !475, !tbaa !244
  %468 = sext i8 %467 to i32, !dbg !475
  %469 = sub nsw i32 0, %468, !dbg !477
    #dbg_value(i32 %469, !320, !DIExpression(), !478)
  %470 = tail call i32 @llvm.smin.i32(i32 %469, i32 127), !dbg !480
    #dbg_value(i64 13, !278, !DIExpression(), !474)
  %471 = load i8, ptr getelementptr inbounds (i8, ptr @a8, i64 13), align 1, !dbg !475, !tbaa !244
  %472 = sext i8 %471 to i32, !dbg !475
  %473 = sub nsw i32 0, %472, !dbg !477
    #dbg_value(i32 %473, !320, !DIExpression(), !478)
  %474 = tail call i32 @llvm.smin.i32(i32 %473, i32 127), !dbg !480
    #dbg_value(i64 14, !278, !DIExpression(), !474)
  %475 = load i8, ptr getelementptr inbounds (i8, ptr @a8, i64 14), align 2, !dbg !475, !tbaa !244
  %476 = sext i8 %475 to i32, !dbg !475
  %477 = sub nsw i32 0, %476, !dbg !477
    #dbg_value(i32 %477, !320, !DIExpression(), !478)
  %478 = tail call i32 @llvm.smin.i32(i32 %477, i32 127), !dbg !480
    #dbg_value(i64 15, !278, !DIExpression(), !474)
  %479 = load i8, ptr getelementptr inbounds (i8, ptr @a8, i64 15), align 1, !dbg !475, !tbaa !244
  %480 = sext i8 %479 to i32, !dbg !475
  %481 = sub nsw i32 0, %480, !dbg !477
    #dbg_value(i32 %481, !320, !DIExpression(), !478)
  %482 = tail call i32 @llvm.smin.i32(i32 %481, i32 127), !dbg !480
    #dbg_value(i64 16, !278, !DIExpression(), !474)
    #dbg_value(ptr @.str.10, !291, !DIExpression(), !481)
    #dbg_value(ptr undef, !300, !DIExpression(), !481)
    #dbg_value(i32 16, !301, !DIExpression(), !481)
  %483 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, ptr noundef nonnull @.str.10), !dbg !483
    #dbg_value(i64 0, !302, !DIExpression(), !484)
  %484 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef %422), !dbg !485
    #dbg_value(i64 1, !302, !DIExpression(), !484)
  %485 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef %426), !dbg !485
    #dbg_value(i64 2, !302, !DIExpression(), !484)
  %486 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef %430), !dbg !485
    #dbg_value(i64 3, !302, !DIExpression(), !484)
  %487 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef %434), !dbg !485
    #dbg_value(i64 4, !302, !DIExpression(), !484)
  %488 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef %438), !dbg !485
    #dbg_value(i64 5, !302, !DIExpression(), !484)
  %489 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef %442), !dbg !485
    #dbg_value(i64 6, !302, !DIExpression(), !484)
  %490 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef %446), !dbg !485
    #dbg_value(i64 7, !302, !DIExpression(), !484)
  %491 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef %450), !dbg !485
    #dbg_value(i64 8, !302, !DIExpression(), !484)
  %492 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef %454), !dbg !485
    #dbg_value(i64 9, !302, !DIExpression(), !484)
  %493 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef %458), !dbg !485
    #dbg_value(i64 10, !302, !DIExpression(), !484)
  %494 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef %462), !dbg !485
    #dbg_value(i64 11, !302, !DIExpression(), !484)
  %495 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef %466), !dbg !485
    #dbg_value(i64 12, !302, !DIExpression(), !484)
  %496 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef %470), !dbg !485
    #dbg_value(i64 13, !302, !DIExpression(), !484)
  %497 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef %474), !dbg !485
    #dbg_value(i64 14, !302, !DIExpression(), !484)
  %498 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef %478), !dbg !485
    #dbg_value(i64 15, !302, !DIExpression(), !484)
  %499 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef %482), !dbg !485
    #dbg_value(i64 16, !302, !DIExpression(), !484)
  %500 = tail call i32 @putchar(i32 10), !dbg !486
    #dbg_value(i32 2000000000, !259, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !290)
    #dbg_value(i32 999999993, !259, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !290)
    #dbg_value(i32 14, !259, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !290)
    #dbg_value(i32 1000000021, !259, !DIExpression(DW_OP_LLVM_fragment, 96, 32), !290)
    #dbg_value(i64 4, !280, !DIExpression(), !487)
    #dbg_value(ptr @.str.11, !444, !DIExpression(), !488)
    #dbg_value(ptr undef, !451, !DIExpression(), !488)
    #dbg_value(i32 4, !452, !DIExpression(), !488)
  %501 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, ptr noundef nonnull @.str.11), !dbg !490
    #dbg_value(i64 0, !453, !DIExpression(), !491)
  %502 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef 2000000000), !dbg !492
    #dbg_value(i64 1, !453, !DIExpression(), !491)
  %503 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef 999999993), !dbg !492
    #dbg_value(i64 2, !453, !DIExpression(), !491)
  %504 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef 14), !dbg !492
    #dbg_value(i64 3, !453, !DIExpression(), !491)
  %505 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef 1000000021), !dbg !492
    #dbg_value(i64 4, !453, !DIExpression(), !491)
  %506 = tail call i32 @putchar(i32 10), !dbg !493
    #dbg_value(i16 -32536, !320, !DIExpression(DW_OP_LLVM_convert, 16, DW_ATE_signed, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_stack_value), !494)
    #dbg_value(i64 8, !282, !DIExpression(), !497)
    #dbg_value(ptr @.str.12, !291, !DIExpression(), !498)
    #dbg_value(ptr undef, !300, !DIExpression(), !498)
    #dbg_value(i32 8, !301, !DIExpression(), !498)
  %507 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, ptr noundef nonnull @.str.12), !dbg !500
    #dbg_value(i64 0, !302, !DIExpression(), !501)
  %508 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef -128), !dbg !502
    #dbg_value(i64 1, !302, !DIExpression(), !501)
  %509 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef -128), !dbg !502
    #dbg_value(i64 2, !302, !DIExpression(), !501)
  %510 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef -128), !dbg !502
    #dbg_value(i64 3, !302, !DIExpression(), !501)
  %511 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef -128), !dbg !502
    #dbg_value(i64 4, !302, !DIExpression(), !501)
  %512 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef 127), !dbg !502
    #dbg_value(i64 5, !302, !DIExpression(), !501)
  %513 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef 127), !dbg !502
    #dbg_value(i64 6, !302, !DIExpression(), !501)
  %514 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef 127), !dbg !502
    #dbg_value(i64 7, !302, !DIExpression(), !501)
  %515 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef -128), !dbg !502
    #dbg_value(i64 8, !302, !DIExpression(), !501)
  %516 = tail call i32 @putchar(i32 10), !dbg !503
    #dbg_value(i16 0, !257, !DIExpression(DW_OP_LLVM_convert, 16, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 0, 8), !290)
    #dbg_value(i16 0, !257, !DIExpression(DW_OP_LLVM_convert, 16, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 8, 8), !290)
    #dbg_value(i16 0, !257, !DIExpression(DW_OP_LLVM_convert, 16, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 16, 8), !290)
    #dbg_value(i16 255, !257, !DIExpression(DW_OP_LLVM_convert, 16, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 24, 8), !290)
    #dbg_value(i16 255, !257, !DIExpression(DW_OP_LLVM_convert, 16, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 32, 8), !290)
    #dbg_value(i16 255, !257, !DIExpression(DW_OP_LLVM_convert, 16, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 40, 8), !290)
    #dbg_value(i16 255, !257, !DIExpression(DW_OP_LLVM_convert, 16, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 48, 8), !290)
    #dbg_value(i16 29007, !348, !DIExpression(DW_OP_LLVM_convert, 16, DW_ATE_signed, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_stack_value), !504)
    #dbg_value(i16 255, !257, !DIExpression(DW_OP_LLVM_convert, 16, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 56, 8), !290)
    #dbg_value(i64 8, !284, !DIExpression(), !507)
    #dbg_value(ptr @.str.13, !356, !DIExpression(), !508)
    #dbg_value(ptr undef, !363, !DIExpression(), !508)
    #dbg_value(i32 8, !364, !DIExpression(), !508)
  %517 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, ptr noundef nonnull @.str.13), !dbg !510
    #dbg_value(i64 0, !365, !DIExpression(), !511)
  %518 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, i32 noundef 0), !dbg !512
    #dbg_value(i64 1, !365, !DIExpression(), !511)
  %519 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, i32 noundef 0), !dbg !512
    #dbg_value(i64 2, !365, !DIExpression(), !511)
  %520 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, i32 noundef 0), !dbg !512
    #dbg_value(i64 3, !365, !DIExpression(), !511)
  %521 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, i32 noundef 255), !dbg !512
    #dbg_value(i64 4, !365, !DIExpression(), !511)
  %522 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, i32 noundef 255), !dbg !512
    #dbg_value(i64 5, !365, !DIExpression(), !511)
  %523 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, i32 noundef 255), !dbg !512
    #dbg_value(i64 6, !365, !DIExpression(), !511)
  %524 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, i32 noundef 255), !dbg !512
    #dbg_value(i64 7, !365, !DIExpression(), !511)
  %525 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, i32 noundef 255), !dbg !512
    #dbg_value(i64 8, !365, !DIExpression(), !511)
  %526 = tail call i32 @putchar(i32 10), !dbg !513
    #dbg_value(i32 65535, !258, !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 16, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 0, 16), !290)
    #dbg_value(i32 65535, !258, !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 16, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 16, 16), !290)
    #dbg_value(i32 65535, !258, !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 16, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 32, 16), !290)
    #dbg_value(i32 65535, !258, !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 16, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 48, 16), !290)
    #dbg_value(i64 4, !286, !DIExpression(), !514)
    #dbg_value(ptr @.str.14, !397, !DIExpression(), !515)
    #dbg_value(ptr undef, !404, !DIExpression(), !515)
    #dbg_value(i32 4, !405, !DIExpression(), !515)
  %527 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, ptr noundef nonnull @.str.14), !dbg !517
    #dbg_value(i64 0, !406, !DIExpression(), !518)
  %528 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef -1), !dbg !519
    #dbg_value(i64 1, !406, !DIExpression(), !518)
  %529 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef -1), !dbg !519
    #dbg_value(i64 2, !406, !DIExpression(), !518)
  %530 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef -1), !dbg !519
    #dbg_value(i64 3, !406, !DIExpression(), !518)
  %531 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef -1), !dbg !519
    #dbg_value(i64 4, !406, !DIExpression(), !518)
  %532 = tail call i32 @putchar(i32 10), !dbg !520
    #dbg_value(!DIArgList(i32 poison, i64 poison), !415, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_LLVM_convert, 64, DW_ATE_signed, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !521)
    #dbg_value(!DIArgList(i32 poison, i64 poison), !415, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_LLVM_convert, 64, DW_ATE_signed, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value), !523)
  %533 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, i32 noundef -2147483648, i32 noundef 2000000021, i64 noundef 9223372036854775807, i64 noundef -9223372036854775808), !dbg !525
    #dbg_value(i32 0, !526, !DIExpression(), !592)
    #dbg_value(i32 0, !536, !DIExpression(), !592)
    #dbg_value(i32 0, !537, !DIExpression(), !592)
    #dbg_value(!DIArgList(i32 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison), !534, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 14, DW_OP_plus, DW_OP_LLVM_arg, 13, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_LLVM_arg, 12, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_LLVM_arg, 11, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_LLVM_arg, 10, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_LLVM_arg, 9, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_LLVM_arg, 8, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_LLVM_arg, 7, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_LLVM_arg, 6, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_LLVM_arg, 5, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_LLVM_arg, 4, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_LLVM_arg, 3, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_LLVM_arg, 2, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_stack_value), !592)
    #dbg_value(i32 poison, !535, !DIExpression(), !592)
    #dbg_value(i64 15, !538, !DIExpression(), !594)
  %534 = load <16 x i8>, ptr @u8a, align 16, !dbg !595, !tbaa !244
    #dbg_value(i8 %537, !535, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !592)
    #dbg_value(i64 16, !538, !DIExpression(), !594)
    #dbg_value(!DIArgList(i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison), !526, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_arg, 6, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_LLVM_arg, 5, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_LLVM_arg, 4, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_LLVM_arg, 3, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_LLVM_arg, 2, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_stack_value), !592)
    #dbg_value(i32 241144, !536, !DIExpression(), !592)
    #dbg_value(i64 7, !540, !DIExpression(), !598)
  %535 = load <8 x i8>, ptr @u8b, align 16, !dbg !599, !tbaa !244
    #dbg_value(!DIArgList(i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison), !526, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_arg, 7, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_LLVM_arg, 6, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_LLVM_arg, 5, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_LLVM_arg, 4, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_LLVM_arg, 3, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_LLVM_arg, 2, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_stack_value), !592)
    #dbg_value(i32 274144, !536, !DIExpression(), !592)
    #dbg_value(i64 8, !540, !DIExpression(), !598)
    #dbg_value(i32 1400000006, !537, !DIExpression(), !592)
    #dbg_value(i64 4, !542, !DIExpression(), !602)
  %536 = load <16 x i8>, ptr @a8, align 16, !dbg !603, !tbaa !244
  %537 = tail call i8 @llvm.vector.reduce.add.v16i8(<16 x i8> %536), !dbg !604
  %538 = tail call i8 @llvm.vector.reduce.add.v16i8(<16 x i8> %534), !dbg !605
  %539 = zext i8 %538 to i32, !dbg !605
  %540 = sext i8 %537 to i32, !dbg !606
  %541 = tail call i8 @llvm.vector.reduce.add.v8i8(<8 x i8> %535), !dbg !607
  %542 = zext i8 %541 to i32, !dbg !607
  %543 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, i32 noundef %539, i32 noundef %540, i32 noundef %542, i32 noundef 12000, i32 noundef 1400000006), !dbg !608
  %544 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.21, i32 noundef 1294967303, i64 noundef 0), !dbg !609
    #dbg_value(i8 0, !544, !DIExpression(), !592)
    #dbg_value(i8 -1, !545, !DIExpression(), !592)
    #dbg_value(i8 -128, !546, !DIExpression(), !592)
    #dbg_value(i8 127, !547, !DIExpression(), !592)
    #dbg_value(i16 -32768, !548, !DIExpression(), !592)
    #dbg_value(i32 2147483647, !549, !DIExpression(), !592)
    #dbg_value(i32 0, !550, !DIExpression(), !610)
  %545 = load <16 x i8>, ptr @b8, align 16, !dbg !611, !tbaa !244
  %546 = load <16 x i8>, ptr @a8, align 16, !dbg !615, !tbaa !244
  %547 = load <16 x i8>, ptr @u8b, align 16, !dbg !617, !tbaa !244
  %548 = load <16 x i8>, ptr @u8a, align 16, !dbg !619, !tbaa !244
  %549 = tail call i8 @llvm.vector.reduce.smin.v16i8(<16 x i8> %545), !dbg !621
  %550 = tail call i8 @llvm.vector.reduce.smax.v16i8(<16 x i8> %546), !dbg !621
  %551 = tail call i8 @llvm.vector.reduce.umin.v16i8(<16 x i8> %547), !dbg !621
  %552 = tail call i8 @llvm.vector.reduce.umax.v16i8(<16 x i8> %548), !dbg !621
    #dbg_value(i16 24000, !548, !DIExpression(), !592)
    #dbg_value(i64 8, !552, !DIExpression(), !622)
    #dbg_value(i32 800000002, !549, !DIExpression(), !592)
    #dbg_value(i64 4, !554, !DIExpression(), !623)
  %553 = zext i8 %552 to i32, !dbg !624
  %554 = sext i8 %550 to i32, !dbg !625
  %555 = zext i8 %551 to i32, !dbg !626
  %556 = sext i8 %549 to i32, !dbg !627
  %557 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.22, i32 noundef %553, i32 noundef %554, i32 noundef %555, i32 noundef %556, i32 noundef 24000, i32 noundef 800000002), !dbg !628
    #dbg_value(i32 -294967296, !556, !DIExpression(), !592)
    #dbg_value(i32 -2000000000, !557, !DIExpression(), !592)
    #dbg_value(i64 4, !558, !DIExpression(), !629)
  %558 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef -294967296, i32 noundef -2000000000), !dbg !630
    #dbg_value(i32 0, !561, !DIExpression(), !592)
    #dbg_value(i64 0, !563, !DIExpression(), !592)
    #dbg_value(i32 poison, !562, !DIExpression(), !592)
    #dbg_value(i64 15, !564, !DIExpression(), !631)
    #dbg_value(i32 %561, !560, !DIExpression(), !592)
  %559 = load <16 x i8>, ptr @u8a, align 16, !dbg !632, !tbaa !244
    #dbg_value(i32 %564, !562, !DIExpression(), !592)
    #dbg_value(i64 16, !564, !DIExpression(), !631)
    #dbg_value(i32 274144, !561, !DIExpression(), !592)
    #dbg_value(i64 8, !566, !DIExpression(), !635)
  %560 = zext <16 x i8> %559 to <16 x i32>, !dbg !636
  %561 = tail call i32 @llvm.vector.reduce.add.v16i32(<16 x i32> %560), !dbg !636
  %562 = load <16 x i8>, ptr @a8, align 16, !dbg !637, !tbaa !244
    #dbg_value(i64 -1999999958, !563, !DIExpression(), !592)
    #dbg_value(i64 4, !568, !DIExpression(), !638)
  %563 = sext <16 x i8> %562 to <16 x i32>, !dbg !639
  %564 = tail call i32 @llvm.vector.reduce.add.v16i32(<16 x i32> %563), !dbg !639
  %565 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.24, i32 noundef %561, i32 noundef %564, i32 noundef 274144, i64 noundef -1999999958), !dbg !640
    #dbg_value(float 2.750000e+00, !570, !DIExpression(), !592)
    #dbg_value(float -2.500000e+00, !571, !DIExpression(), !592)
    #dbg_value(float 3.250000e+00, !572, !DIExpression(), !592)
    #dbg_value(i64 4, !574, !DIExpression(), !641)
    #dbg_value(float 2.250000e+00, !573, !DIExpression(), !592)
    #dbg_value(double 2.500000e+00, !576, !DIExpression(), !592)
    #dbg_value(float 7.000000e+00, !577, !DIExpression(), !592)
  %566 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.25, double noundef 2.750000e+00, double noundef -2.500000e+00, double noundef 3.250000e+00, double noundef 2.250000e+00, double noundef 2.500000e+00, double noundef 7.000000e+00), !dbg !642
    #dbg_value(i64 0, !578, !DIExpression(), !643)
  %567 = load i8, ptr @u8a, align 16, !dbg !644, !tbaa !244
  %568 = load i8, ptr getelementptr inbounds (i8, ptr @u8a, i64 1), align 1, !dbg !647, !tbaa !244
  %569 = add i8 %568, %567, !dbg !648
    #dbg_value(i8 %569, !531, !DIExpression(DW_OP_LLVM_fragment, 0, 8), !649)
  %570 = load i8, ptr @u8b, align 16, !dbg !650, !tbaa !244
  %571 = load i8, ptr getelementptr inbounds (i8, ptr @u8b, i64 1), align 1, !dbg !651, !tbaa !244
  %572 = add i8 %571, %570, !dbg !652
    #dbg_value(i8 %572, !531, !DIExpression(DW_OP_LLVM_fragment, 64, 8), !649)
    #dbg_value(i64 1, !578, !DIExpression(), !643)
  %573 = load i8, ptr getelementptr inbounds (i8, ptr @u8a, i64 2), align 2, !dbg !644, !tbaa !244
  %574 = load i8, ptr getelementptr inbounds (i8, ptr @u8a, i64 3), align 1, !dbg !647, !tbaa !244
  %575 = add i8 %574, %573, !dbg !648
    #dbg_value(i8 %575, !531, !DIExpression(DW_OP_LLVM_fragment, 8, 8), !649)
  %576 = load i8, ptr getelementptr inbounds (i8, ptr @u8b, i64 2), align 2, !dbg !650, !tbaa !244
  %577 = load i8, ptr getelementptr inbounds (i8, ptr @u8b, i64 3), align 1, !dbg !651, !tbaa !244
  %578 = add i8 %577, %576, !dbg !652
    #dbg_value(i8 %578, !531, !DIExpression(DW_OP_LLVM_fragment, 72, 8), !649)
    #dbg_value(i64 2, !578, !DIExpression(), !643)
  %579 = load i8, ptr getelementptr inbounds (i8, ptr @u8a, i64 4), align 4, !dbg !644, !tbaa !244
  %580 = load i8, ptr getelementptr inbounds (i8, ptr @u8a, i64 5), align 1, !dbg !647, !tbaa !244
  %581 = add i8 %580, %579, !dbg !648
    #dbg_value(i8 %581, !531, !DIExpression(DW_OP_LLVM_fragment, 16, 8), !649)
  %582 = load i8, ptr getelementptr inbounds (i8, ptr @u8b, i64 4), align 4, !dbg !650, !tbaa !244
  %583 = load i8, ptr getelementptr inbounds (i8, ptr @u8b, i64 5), align 1, !dbg !651, !tbaa !244
  %584 = add i8 %583, %582, !dbg !652
    #dbg_value(i8 %584, !531, !DIExpression(DW_OP_LLVM_fragment, 80, 8), !649)
    #dbg_value(i64 3, !578, !DIExpression(), !643)
  %585 = load i8, ptr getelementptr inbounds (i8, ptr @u8a, i64 6), align 2, !dbg !644, !tbaa !244
  %586 = load i8, ptr getelementptr inbounds (i8, ptr @u8a, i64 7), align 1, !dbg !647, !tbaa !244
  %587 = add i8 %586, %585, !dbg !648
    #dbg_value(i8 %587, !531, !DIExpression(DW_OP_LLVM_fragment, 24, 8), !649)
  %588 = load i8, ptr getelementptr inbounds (i8, ptr @u8b, i64 6), align 2, !dbg !650, !tbaa !244
  %589 = load i8, ptr getelementptr inbounds (i8, ptr @u8b, i64 7), align 1, !dbg !651, !tbaa !244
  %590 = add i8 %589, %588, !dbg !652
    #dbg_value(i8 %590, !531, !DIExpression(DW_OP_LLVM_fragment, 88, 8), !649)
    #dbg_value(i64 4, !578, !DIExpression(), !643)
  %591 = load i8, ptr getelementptr inbounds (i8, ptr @u8a, i64 8), align 8, !dbg !644, !tbaa !244
  %592 = load i8, ptr getelementptr inbounds (i8, ptr @u8a, i64 9), align 1, !dbg !647, !tbaa !244
  %593 = add i8 %592, %591, !dbg !648
    #dbg_value(i8 %593, !531, !DIExpression(DW_OP_LLVM_fragment, 32, 8), !649)
  %594 = load i8, ptr getelementptr inbounds (i8, ptr @u8b, i64 8), align 8, !dbg !650, !tbaa !244
  %595 = load i8, ptr getelementptr inbounds (i8, ptr @u8b, i64 9), align 1, !dbg !651, !tbaa !244
  %596 = add i8 %595, %594, !dbg !652
    #dbg_value(i8 %596, !531, !DIExpression(DW_OP_LLVM_fragment, 96, 8), !649)
    #dbg_value(i64 5, !578, !DIExpression(), !643)
  %597 = load i8, ptr getelementptr inbounds (i8, ptr @u8a, i64 10), align 2, !dbg !644, !tbaa !244
  %598 = load i8, ptr getelementptr inbounds (i8, ptr @u8a, i64 11), align 1, !dbg !647, !tbaa !244
  %599 = add i8 %598, %597, !dbg !648
    #dbg_value(i8 %599, !531, !DIExpression(DW_OP_LLVM_fragment, 40, 8), !649)
  %600 = load i8, ptr getelementptr inbounds (i8, ptr @u8b, i64 10), align 2, !dbg !650, !tbaa !244
  %601 = load i8, ptr getelementptr inbounds (i8, ptr @u8b, i64 11), align 1, !dbg !651, !tbaa !244
  %602 = add i8 %601, %600, !dbg !652
    #dbg_value(i8 %602, !531, !DIExpression(DW_OP_LLVM_fragment, 104, 8), !649)
    #dbg_value(i64 6, !578, !DIExpression(), !643)
  %603 = load i8, ptr getelementptr inbounds (i8, ptr @u8a, i64 12), align 4, !dbg !644, !tbaa !244
  %604 = load i8, ptr getelementptr inbounds (i8, ptr @u8a, i64 13), align 1, !dbg !647, !tbaa !244
  %605 = add i8 %604, %603, !dbg !648
    #dbg_value(i8 %605, !531, !DIExpression(DW_OP_LLVM_fragment, 48, 8), !649)
  %606 = load i8, ptr getelementptr inbounds (i8, ptr @u8b, i64 12), align 4, !dbg !650, !tbaa !244
  %607 = load i8, ptr getelementptr inbounds (i8, ptr @u8b, i64 13), align 1, !dbg !651, !tbaa !244
  %608 = add i8 %607, %606, !dbg !652
    #dbg_value(i8 %608, !531, !DIExpression(DW_OP_LLVM_fragment, 112, 8), !649)
    #dbg_value(i64 7, !578, !DIExpression(), !643)
  %609 = load i8, ptr getelementptr inbounds (i8, ptr @u8a, i64 14), align 2, !dbg !644, !tbaa !244
  %610 = load i8, ptr getelementptr inbounds (i8, ptr @u8a, i64 15), align 1, !dbg !647, !tbaa !244
  %611 = add i8 %610, %609, !dbg !648
    #dbg_value(i8 %611, !531, !DIExpression(DW_OP_LLVM_fragment, 56, 8), !649)
  %612 = load i8, ptr getelementptr inbounds (i8, ptr @u8b, i64 14), align 2, !dbg !650, !tbaa !244
  %613 = load i8, ptr getelementptr inbounds (i8, ptr @u8b, i64 15), align 1, !dbg !651, !tbaa !244
  %614 = add i8 %613, %612, !dbg !652
    #dbg_value(i8 %614, !531, !DIExpression(DW_OP_LLVM_fragment, 120, 8), !649)
    #dbg_value(i64 8, !578, !DIExpression(), !643)
    #dbg_value(ptr @.str.26, !356, !DIExpression(), !653)
    #dbg_value(ptr undef, !363, !DIExpression(), !653)
    #dbg_value(i32 16, !364, !DIExpression(), !653)
  %615 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, ptr noundef nonnull @.str.26), !dbg !655
    #dbg_value(i64 0, !365, !DIExpression(), !656)
  %616 = zext i8 %569 to i32, !dbg !657
  %617 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, i32 noundef %616), !dbg !658
    #dbg_value(i64 1, !365, !DIExpression(), !656)
  %618 = zext i8 %575 to i32, !dbg !657
  %619 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, i32 noundef %618), !dbg !658
    #dbg_value(i64 2, !365, !DIExpression(), !656)
  %620 = zext i8 %581 to i32, !dbg !657
  %621 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, i32 noundef %620), !dbg !658
    #dbg_value(i64 3, !365, !DIExpression(), !656)
  %622 = zext i8 %587 to i32, !dbg !657
  %623 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, i32 noundef %622), !dbg !658
    #dbg_value(i64 4, !365, !DIExpression(), !656)
  %624 = zext i8 %593 to i32, !dbg !657
  %625 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, i32 noundef %624), !dbg !658
    #dbg_value(i64 5, !365, !DIExpression(), !656)
  %626 = zext i8 %599 to i32, !dbg !657
  %627 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, i32 noundef %626), !dbg !658
    #dbg_value(i64 6, !365, !DIExpression(), !656)
  %628 = zext i8 %605 to i32, !dbg !657
  %629 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, i32 noundef %628), !dbg !658
    #dbg_value(i64 7, !365, !DIExpression(), !656)
  %630 = zext i8 %611 to i32, !dbg !657
  %631 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, i32 noundef %630), !dbg !658
    #dbg_value(i64 8, !365, !DIExpression(), !656)
  %632 = zext i8 %572 to i32, !dbg !657
  %633 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, i32 noundef %632), !dbg !658
    #dbg_value(i64 9, !365, !DIExpression(), !656)
  %634 = zext i8 %578 to i32, !dbg !657
  %635 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, i32 noundef %634), !dbg !658
    #dbg_value(i64 10, !365, !DIExpression(), !656)
  %636 = zext i8 %584 to i32, !dbg !657
  %637 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, i32 noundef %636), !dbg !658
    #dbg_value(i64 11, !365, !DIExpression(), !656)
  %638 = zext i8 %590 to i32, !dbg !657
  %639 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, i32 noundef %638), !dbg !658
    #dbg_value(i64 12, !365, !DIExpression(), !656)
  %640 = zext i8 %596 to i32, !dbg !657
  %641 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, i32 noundef %640), !dbg !658
    #dbg_value(i64 13, !365, !DIExpression(), !656)
  %642 = zext i8 %602 to i32, !dbg !657
  %643 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, i32 noundef %642), !dbg !658
    #dbg_value(i64 14, !365, !DIExpression(), !656)
  %644 = zext i8 %608 to i32, !dbg !657
  %645 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, i32 noundef %644), !dbg !658
    #dbg_value(i64 15, !365, !DIExpression(), !656)
  %646 = zext i8 %614 to i32, !dbg !657
  %647 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, i32 noundef %646), !dbg !658
    #dbg_value(i64 16, !365, !DIExpression(), !656)
  %648 = tail call i32 @putchar(i32 10), !dbg !659
    #dbg_value(i64 0, !580, !DIExpression(), !660)
  %649 = load i8, ptr @a8, align 16, !dbg !661, !tbaa !244
  %650 = load i8, ptr getelementptr inbounds (i8, ptr @a8, i64 1), align 1, !dbg !664, !tbaa !244
  %651 = tail call i8 @llvm.smax.i8(i8 %649, i8 %650), !dbg !661
    #dbg_value(i8 %651, !530, !DIExpression(DW_OP_LLVM_fragment, 0, 8), !649)
  %652 = load i8, ptr @b8, align 16, !dbg !665, !tbaa !244
  %653 = load i8, ptr getelementptr inbounds (i8, ptr @b8, i64 1), align 1, !dbg !666, !tbaa !244
  %654 = tail call i8 @llvm.smax.i8(i8 %652, i8 %653), !dbg !665
    #dbg_value(i8 %654, !530, !DIExpression(DW_OP_LLVM_fragment, 32, 8), !649)
    #dbg_value(i64 1, !580, !DIExpression(), !660)
  %655 = load i8, ptr getelementptr inbounds (i8, ptr @a8, i64 2), align 2, !dbg !661, !tbaa !244
  %656 = load i8, ptr getelementptr inbounds (i8, ptr @a8, i64 3), align 1, !dbg !664, !tbaa !244
  %657 = tail call i8 @llvm.smax.i8(i8 %655, i8 %656), !dbg !661
    #dbg_value(i8 %657, !530, !DIExpression(DW_OP_LLVM_fragment, 8, 8), !649)
  %658 = load i8, ptr getelementptr inbounds (i8, ptr @b8, i64 2), align 2, !dbg !665, !tbaa !244
  %659 = load i8, ptr getelementptr inbounds (i8, ptr @b8, i64 3), align 1, !dbg !666, !tbaa !244
  %660 = tail call i8 @llvm.smax.i8(i8 %658, i8 %659), !dbg !665
    #dbg_value(i8 %660, !530, !DIExpression(DW_OP_LLVM_fragment, 40, 8), !649)
    #dbg_value(i64 2, !580, !DIExpression(), !660)
  %661 = load i8, ptr getelementptr inbounds (i8, ptr @a8, i64 4), align 4, !dbg !661, !tbaa !244
  %662 = load i8, ptr getelementptr inbounds (i8, ptr @a8, i64 5), align 1, !dbg !664, !tbaa !244
  %663 = tail call i8 @llvm.smax.i8(i8 %661, i8 %662), !dbg !661
    #dbg_value(i8 %663, !530, !DIExpression(DW_OP_LLVM_fragment, 16, 8), !649)
  %664 = load i8, ptr getelementptr inbounds (i8, ptr @b8, i64 4), align 4, !dbg !665, !tbaa !244
  %665 = load i8, ptr getelementptr inbounds (i8, ptr @b8, i64 5), align 1, !dbg !666, !tbaa !244
  %666 = tail call i8 @llvm.smax.i8(i8 %664, i8 %665), !dbg !665
    #dbg_value(i8 %666, !530, !DIExpression(DW_OP_LLVM_fragment, 48, 8), !649)
    #dbg_value(i64 3, !580, !DIExpression(), !660)
  %667 = load i8, ptr getelementptr inbounds (i8, ptr @a8, i64 6), align 2, !dbg !661, !tbaa !244
  %668 = load i8, ptr getelementptr inbounds (i8, ptr @a8, i64 7), align 1, !dbg !664, !tbaa !244
  %669 = tail call i8 @llvm.smax.i8(i8 %667, i8 %668), !dbg !661
    #dbg_value(i8 %669, !530, !DIExpression(DW_OP_LLVM_fragment, 24, 8), !649)
  %670 = load i8, ptr getelementptr inbounds (i8, ptr @b8, i64 6), align 2, !dbg !665, !tbaa !244
  %671 = load i8, ptr getelementptr inbounds (i8, ptr @b8, i64 7), align 1, !dbg !666, !tbaa !244
  %672 = tail call i8 @llvm.smax.i8(i8 %670, i8 %671), !dbg !665
    #dbg_value(i8 %672, !530, !DIExpression(DW_OP_LLVM_fragment, 56, 8), !649)
    #dbg_value(i64 4, !580, !DIExpression(), !660)
    #dbg_value(ptr @.str.27, !291, !DIExpression(), !667)
    #dbg_value(ptr undef, !300, !DIExpression(), !667)
    #dbg_value(i32 8, !301, !DIExpression(), !667)
  %673 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, ptr noundef nonnull @.str.27), !dbg !669
    #dbg_value(i64 0, !302, !DIExpression(), !670)
  %674 = sext i8 %651 to i32, !dbg !671
  %675 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef %674), !dbg !672
    #dbg_value(i64 1, !302, !DIExpression(), !670)
  %676 = sext i8 %657 to i32, !dbg !671
  %677 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef %676), !dbg !672
    #dbg_value(i64 2, !302, !DIExpression(), !670)
  %678 = sext i8 %663 to i32, !dbg !671
  %679 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef %678), !dbg !672
    #dbg_value(i64 3, !302, !DIExpression(), !670)
  %680 = sext i8 %669 to i32, !dbg !671
  %681 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef %680), !dbg !672
    #dbg_value(i64 4, !302, !DIExpression(), !670)
  %682 = sext i8 %654 to i32, !dbg !671
  %683 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef %682), !dbg !672
    #dbg_value(i64 5, !302, !DIExpression(), !670)
  %684 = sext i8 %660 to i32, !dbg !671
  %685 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef %684), !dbg !672
    #dbg_value(i64 6, !302, !DIExpression(), !670)
  %686 = sext i8 %666 to i32, !dbg !671
  %687 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef %686), !dbg !672
    #dbg_value(i64 7, !302, !DIExpression(), !670)
  %688 = sext i8 %672 to i32, !dbg !671
  %689 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef %688), !dbg !672
    #dbg_value(i64 8, !302, !DIExpression(), !670)
  %690 = tail call i32 @putchar(i32 10), !dbg !673
    #dbg_value(i32 -2000000000, !532, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !649)
    #dbg_value(i32 -1000000000, !532, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !649)
    #dbg_value(i32 14, !532, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !649)
    #dbg_value(i32 800000002, !532, !DIExpression(DW_OP_LLVM_fragment, 96, 32), !649)
    #dbg_value(i64 2, !582, !DIExpression(), !674)
    #dbg_value(ptr @.str.28, !444, !DIExpression(), !675)
    #dbg_value(ptr undef, !451, !DIExpression(), !675)
    #dbg_value(i32 4, !452, !DIExpression(), !675)
  %691 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, ptr noundef nonnull @.str.28), !dbg !677
    #dbg_value(i64 0, !453, !DIExpression(), !678)
  %692 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef -2000000000), !dbg !679
    #dbg_value(i64 1, !453, !DIExpression(), !678)
  %693 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef 14), !dbg !679
    #dbg_value(i64 2, !453, !DIExpression(), !678)
  %694 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef -1000000000), !dbg !679
    #dbg_value(i64 3, !453, !DIExpression(), !678)
  %695 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef 800000002), !dbg !679
    #dbg_value(i64 4, !453, !DIExpression(), !678)
  %696 = tail call i32 @putchar(i32 10), !dbg !680
    #dbg_value(float -3.250000e+00, !533, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !649)
    #dbg_value(float 5.500000e+00, !533, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !649)
    #dbg_value(float 3.750000e+00, !533, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !649)
    #dbg_value(float 1.500000e+00, !533, !DIExpression(DW_OP_LLVM_fragment, 96, 32), !649)
    #dbg_value(i64 2, !584, !DIExpression(), !681)
    #dbg_value(ptr @.str.29, !682, !DIExpression(), !693)
    #dbg_value(ptr undef, !689, !DIExpression(), !693)
    #dbg_value(i32 4, !690, !DIExpression(), !693)
  %697 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, ptr noundef nonnull @.str.29), !dbg !695
    #dbg_value(i64 0, !691, !DIExpression(), !696)
  %698 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, double noundef -3.250000e+00), !dbg !697
    #dbg_value(i64 1, !691, !DIExpression(), !696)
  %699 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, double noundef 3.750000e+00), !dbg !697
    #dbg_value(i64 2, !691, !DIExpression(), !696)
  %700 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, double noundef 5.500000e+00), !dbg !697
    #dbg_value(i64 3, !691, !DIExpression(), !696)
  %701 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, double noundef 1.500000e+00), !dbg !697
    #dbg_value(i64 4, !691, !DIExpression(), !696)
  %702 = tail call i32 @putchar(i32 10), !dbg !699
    #dbg_value(float -7.500000e-01, !533, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !649)
    #dbg_value(float 3.250000e+00, !533, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !649)
    #dbg_value(float 2.750000e+00, !533, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !649)
    #dbg_value(float 1.250000e+00, !533, !DIExpression(DW_OP_LLVM_fragment, 96, 32), !649)
    #dbg_value(i64 2, !586, !DIExpression(), !700)
    #dbg_value(ptr @.str.30, !682, !DIExpression(), !701)
    #dbg_value(ptr undef, !689, !DIExpression(), !701)
    #dbg_value(i32 4, !690, !DIExpression(), !701)
  %703 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, ptr noundef nonnull @.str.30), !dbg !703
    #dbg_value(i64 0, !691, !DIExpression(), !704)
  %704 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, double noundef -7.500000e-01), !dbg !705
    #dbg_value(i64 1, !691, !DIExpression(), !704)
  %705 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, double noundef 2.750000e+00), !dbg !705
    #dbg_value(i64 2, !691, !DIExpression(), !704)
  %706 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, double noundef 3.250000e+00), !dbg !705
    #dbg_value(i64 3, !691, !DIExpression(), !704)
  %707 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, double noundef 1.250000e+00), !dbg !705
    #dbg_value(i64 4, !691, !DIExpression(), !704)
  %708 = tail call i32 @putchar(i32 10), !dbg !706
    #dbg_value(float 3.250000e+00, !533, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !649)
    #dbg_value(float 2.250000e+00, !533, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !649)
    #dbg_value(float 1.250000e+00, !533, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !649)
    #dbg_value(float 2.750000e+00, !533, !DIExpression(DW_OP_LLVM_fragment, 96, 32), !649)
    #dbg_value(i64 4, !588, !DIExpression(), !707)
    #dbg_value(ptr @.str.31, !682, !DIExpression(), !708)
    #dbg_value(ptr undef, !689, !DIExpression(), !708)
    #dbg_value(i32 4, !690, !DIExpression(), !708)
  %709 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, ptr noundef nonnull @.str.31), !dbg !710
    #dbg_value(i64 0, !691, !DIExpression(), !711)
  %710 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, double noundef 3.250000e+00), !dbg !712
    #dbg_value(i64 1, !691, !DIExpression(), !711)
  %711 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, double noundef 2.250000e+00), !dbg !712
    #dbg_value(i64 2, !691, !DIExpression(), !711)
  %712 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, double noundef 1.250000e+00), !dbg !712
    #dbg_value(i64 3, !691, !DIExpression(), !711)
  %713 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, double noundef 2.750000e+00), !dbg !712
    #dbg_value(i64 4, !691, !DIExpression(), !711)
  %714 = tail call i32 @putchar(i32 10), !dbg !713
    #dbg_value(float -2.500000e+00, !533, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !649)
    #dbg_value(float -7.500000e-01, !533, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !649)
    #dbg_value(float 1.000000e+00, !533, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !649)
    #dbg_value(float 2.500000e-01, !533, !DIExpression(DW_OP_LLVM_fragment, 96, 32), !649)
    #dbg_value(i64 4, !590, !DIExpression(), !714)
    #dbg_value(ptr @.str.32, !682, !DIExpression(), !715)
    #dbg_value(ptr undef, !689, !DIExpression(), !715)
    #dbg_value(i32 4, !690, !DIExpression(), !715)
  %715 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, ptr noundef nonnull @.str.32), !dbg !717
    #dbg_value(i64 0, !691, !DIExpression(), !718)
  %716 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, double noundef -2.500000e+00), !dbg !719
    #dbg_value(i64 1, !691, !DIExpression(), !718)
  %717 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, double noundef -7.500000e-01), !dbg !719
    #dbg_value(i64 2, !691, !DIExpression(), !718)
  %718 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, double noundef 1.000000e+00), !dbg !719
    #dbg_value(i64 3, !691, !DIExpression(), !718)
  %719 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, double noundef 2.500000e-01), !dbg !719
    #dbg_value(i64 4, !691, !DIExpression(), !718)
  %720 = tail call i32 @putchar(i32 10), !dbg !720
    #dbg_assign(i1 undef, !721, !DIExpression(), !228, ptr %1, !DIExpression(), !771)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %1) #5, !dbg !773
    #dbg_value(i8 3, !727, !DIExpression(DW_OP_LLVM_fragment, 0, 8), !771)
    #dbg_value(i8 10, !727, !DIExpression(DW_OP_LLVM_fragment, 8, 8), !771)
    #dbg_value(i8 17, !727, !DIExpression(DW_OP_LLVM_fragment, 16, 8), !771)
    #dbg_value(i8 4, !727, !DIExpression(DW_OP_LLVM_fragment, 24, 8), !771)
    #dbg_value(i8 11, !727, !DIExpression(DW_OP_LLVM_fragment, 32, 8), !771)
    #dbg_value(i8 18, !727, !DIExpression(DW_OP_LLVM_fragment, 40, 8), !771)
    #dbg_value(i8 5, !727, !DIExpression(DW_OP_LLVM_fragment, 48, 8), !771)
    #dbg_value(i8 12, !727, !DIExpression(DW_OP_LLVM_fragment, 56, 8), !771)
    #dbg_value(i8 19, !727, !DIExpression(DW_OP_LLVM_fragment, 64, 8), !771)
    #dbg_value(i8 6, !727, !DIExpression(DW_OP_LLVM_fragment, 72, 8), !771)
    #dbg_value(i8 13, !727, !DIExpression(DW_OP_LLVM_fragment, 80, 8), !771)
    #dbg_value(i8 0, !727, !DIExpression(DW_OP_LLVM_fragment, 88, 8), !771)
    #dbg_value(i8 7, !727, !DIExpression(DW_OP_LLVM_fragment, 96, 8), !771)
    #dbg_value(i8 14, !727, !DIExpression(DW_OP_LLVM_fragment, 104, 8), !771)
    #dbg_value(i8 1, !727, !DIExpression(DW_OP_LLVM_fragment, 112, 8), !771)
    #dbg_value(i8 8, !727, !DIExpression(DW_OP_LLVM_fragment, 120, 8), !771)
    #dbg_value(i64 0, !730, !DIExpression(), !774)
  %721 = load i8, ptr getelementptr inbounds (i8, ptr @u8a, i64 3), align 1, !dbg !775, !tbaa !244
    #dbg_value(i8 %721, !724, !DIExpression(DW_OP_LLVM_fragment, 0, 8), !771)
    #dbg_value(i64 1, !730, !DIExpression(), !774)
  %722 = load i8, ptr getelementptr inbounds (i8, ptr @u8a, i64 10), align 2, !dbg !775, !tbaa !244
    #dbg_value(i8 %722, !724, !DIExpression(DW_OP_LLVM_fragment, 8, 8), !771)
    #dbg_value(i8 0, !724, !DIExpression(DW_OP_LLVM_fragment, 16, 8), !771)
    #dbg_value(i64 3, !730, !DIExpression(), !774)
  %723 = load i8, ptr getelementptr inbounds (i8, ptr @u8a, i64 4), align 4, !dbg !775, !tbaa !244
    #dbg_value(i8 %723, !724, !DIExpression(DW_OP_LLVM_fragment, 24, 8), !771)
    #dbg_value(i64 4, !730, !DIExpression(), !774)
  %724 = load i8, ptr getelementptr inbounds (i8, ptr @u8a, i64 11), align 1, !dbg !775, !tbaa !244
    #dbg_value(i8 %724, !724, !DIExpression(DW_OP_LLVM_fragment, 32, 8), !771)
    #dbg_value(i8 0, !724, !DIExpression(DW_OP_LLVM_fragment, 40, 8), !771)
    #dbg_value(i64 6, !730, !DIExpression(), !774)
  %725 = load i8, ptr getelementptr inbounds (i8, ptr @u8a, i64 5), align 1, !dbg !775, !tbaa !244
    #dbg_value(i8 %725, !724, !DIExpression(DW_OP_LLVM_fragment, 48, 8), !771)
    #dbg_value(i64 7, !730, !DIExpression(), !774)
  %726 = load i8, ptr getelementptr inbounds (i8, ptr @u8a, i64 12), align 4, !dbg !775, !tbaa !244
    #dbg_value(i8 %726, !724, !DIExpression(DW_OP_LLVM_fragment, 56, 8), !771)
    #dbg_value(i8 0, !724, !DIExpression(DW_OP_LLVM_fragment, 64, 8), !771)
    #dbg_value(i64 9, !730, !DIExpression(), !774)
  %727 = load i8, ptr getelementptr inbounds (i8, ptr @u8a, i64 6), align 2, !dbg !775, !tbaa !244
    #dbg_value(i8 %727, !724, !DIExpression(DW_OP_LLVM_fragment, 72, 8), !771)
    #dbg_value(i64 10, !730, !DIExpression(), !774)
  %728 = load i8, ptr getelementptr inbounds (i8, ptr @u8a, i64 13), align 1, !dbg !775, !tbaa !244
    #dbg_value(i8 %728, !724, !DIExpression(DW_OP_LLVM_fragment, 80, 8), !771)
    #dbg_value(i64 11, !730, !DIExpression(), !774)
  %729 = load i8, ptr @u8a, align 16, !dbg !775, !tbaa !244
    #dbg_value(i8 %729, !724, !DIExpression(DW_OP_LLVM_fragment, 88, 8), !771)
    #dbg_value(i64 12, !730, !DIExpression(), !774)
  %730 = load i8, ptr getelementptr inbounds (i8, ptr @u8a, i64 7), align 1, !dbg !775, !tbaa !244
    #dbg_value(i8 %730, !724, !DIExpression(DW_OP_LLVM_fragment, 96, 8), !771)
    #dbg_value(i64 13, !730, !DIExpression(), !774)
  %731 = load i8, ptr getelementptr inbounds (i8, ptr @u8a, i64 14), align 2, !dbg !775, !tbaa !244
    #dbg_value(i8 %731, !724, !DIExpression(DW_OP_LLVM_fragment, 104, 8), !771)
    #dbg_value(i64 14, !730, !DIExpression(), !774)
  %732 = load i8, ptr getelementptr inbounds (i8, ptr @u8a, i64 1), align 1, !dbg !775, !tbaa !244
    #dbg_value(i8 %732, !724, !DIExpression(DW_OP_LLVM_fragment, 112, 8), !771)
    #dbg_value(i64 15, !730, !DIExpression(), !774)
  %733 = load i8, ptr getelementptr inbounds (i8, ptr @u8a, i64 8), align 8, !dbg !775, !tbaa !244
    #dbg_value(i8 %733, !724, !DIExpression(DW_OP_LLVM_fragment, 120, 8), !771)
    #dbg_value(i64 16, !730, !DIExpression(), !774)
    #dbg_value(ptr @.str.34, !356, !DIExpression(), !777)
    #dbg_value(ptr undef, !363, !DIExpression(), !777)
    #dbg_value(i32 16, !364, !DIExpression(), !777)
  %734 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, ptr noundef nonnull @.str.34), !dbg !779
    #dbg_value(i64 0, !365, !DIExpression(), !780)
  %735 = zext i8 %721 to i32, !dbg !781
  %736 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, i32 noundef %735), !dbg !782
    #dbg_value(i64 1, !365, !DIExpression(), !780)
  %737 = zext i8 %722 to i32, !dbg !781
  %738 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, i32 noundef %737), !dbg !782
    #dbg_value(i64 2, !365, !DIExpression(), !780)
  %739 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, i32 noundef 0), !dbg !782
    #dbg_value(i64 3, !365, !DIExpression(), !780)
  %740 = zext i8 %723 to i32, !dbg !781
  %741 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, i32 noundef %740), !dbg !782
    #dbg_value(i64 4, !365, !DIExpression(), !780)
  %742 = zext i8 %724 to i32, !dbg !781
  %743 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, i32 noundef %742), !dbg !782
    #dbg_value(i64 5, !365, !DIExpression(), !780)
  %744 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, i32 noundef 0), !dbg !782
    #dbg_value(i64 6, !365, !DIExpression(), !780)
  %745 = zext i8 %725 to i32, !dbg !781
  %746 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, i32 noundef %745), !dbg !782
    #dbg_value(i64 7, !365, !DIExpression(), !780)
  %747 = zext i8 %726 to i32, !dbg !781
  %748 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, i32 noundef %747), !dbg !782
    #dbg_value(i64 8, !365, !DIExpression(), !780)
  %749 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, i32 noundef 0), !dbg !782
    #dbg_value(i64 9, !365, !DIExpression(), !780)
  %750 = zext i8 %727 to i32, !dbg !781
  %751 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, i32 noundef %750), !dbg !782
    #dbg_value(i64 10, !365, !DIExpression(), !780)
  %752 = zext i8 %728 to i32, !dbg !781
  %753 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, i32 noundef %752), !dbg !782
    #dbg_value(i64 11, !365, !DIExpression(), !780)
  %754 = zext i8 %729 to i32, !dbg !781
  %755 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, i32 noundef %754), !dbg !782
    #dbg_value(i64 12, !365, !DIExpression(), !780)
  %756 = zext i8 %730 to i32, !dbg !781
  %757 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, i32 noundef %756), !dbg !782
    #dbg_value(i64 13, !365, !DIExpression(), !780)
  %758 = zext i8 %731 to i32, !dbg !781
  %759 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, i32 noundef %758), !dbg !782
    #dbg_value(i64 14, !365, !DIExpression(), !780)
  %760 = zext i8 %732 to i32, !dbg !781
  %761 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, i32 noundef %760), !dbg !782
    #dbg_value(i64 15, !365, !DIExpression(), !780)
  %762 = zext i8 %733 to i32, !dbg !781
  %763 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, i32 noundef %762), !dbg !782
    #dbg_value(i64 16, !365, !DIExpression(), !780)
  %764 = tail call i32 @putchar(i32 10), !dbg !783
    #dbg_value(i8 0, !724, !DIExpression(DW_OP_LLVM_fragment, 0, 8), !771)
    #dbg_value(i64 1, !732, !DIExpression(), !784)
  %765 = load i8, ptr getelementptr inbounds (i8, ptr @u8b, i64 6), align 2, !dbg !785, !tbaa !244
    #dbg_value(i8 %765, !724, !DIExpression(DW_OP_LLVM_fragment, 8, 8), !771)
    #dbg_value(i64 2, !732, !DIExpression(), !784)
  %766 = load i8, ptr getelementptr inbounds (i8, ptr @u8b, i64 13), align 1, !dbg !785, !tbaa !244
    #dbg_value(i8 %766, !724, !DIExpression(DW_OP_LLVM_fragment, 16, 8), !771)
    #dbg_value(i64 3, !732, !DIExpression(), !784)
  %767 = load i8, ptr @u8b, align 16, !dbg !785, !tbaa !244
    #dbg_value(i8 %767, !724, !DIExpression(DW_OP_LLVM_fragment, 24, 8), !771)
    #dbg_value(i64 4, !732, !DIExpression(), !784)
  %768 = load i8, ptr getelementptr inbounds (i8, ptr @u8b, i64 7), align 1, !dbg !785, !tbaa !244
    #dbg_value(i8 %768, !724, !DIExpression(DW_OP_LLVM_fragment, 32, 8), !771)
    #dbg_value(i64 5, !732, !DIExpression(), !784)
  %769 = load i8, ptr getelementptr inbounds (i8, ptr @u8b, i64 14), align 2, !dbg !785, !tbaa !244
    #dbg_value(i8 %769, !724, !DIExpression(DW_OP_LLVM_fragment, 40, 8), !771)
    #dbg_value(i64 6, !732, !DIExpression(), !784)
  %770 = load i8, ptr getelementptr inbounds (i8, ptr @u8b, i64 1), align 1, !dbg !785, !tbaa !244
    #dbg_value(i8 %770, !724, !DIExpression(DW_OP_LLVM_fragment, 48, 8), !771)
    #dbg_value(i64 7, !732, !DIExpression(), !784)
  %771 = load i8, ptr getelementptr inbounds (i8, ptr @u8b, i64 8), align 8, !dbg !785, !tbaa !244
    #dbg_value(i8 %771, !724, !DIExpression(DW_OP_LLVM_fragment, 56, 8), !771)
    #dbg_value(i64 8, !732, !DIExpression(), !784)
    #dbg_value(ptr @.str.35, !356, !DIExpression(), !787)
    #dbg_value(ptr undef, !363, !DIExpression(), !787)
    #dbg_value(i32 8, !364, !DIExpression(), !787)
  %772 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, ptr noundef nonnull @.str.35), !dbg !789
    #dbg_value(i64 0, !365, !DIExpression(), !790)
  %773 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, i32 noundef 0), !dbg !791
    #dbg_value(i64 1, !365, !DIExpression(), !790)
  %774 = zext i8 %765 to i32, !dbg !792
  %775 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, i32 noundef %774), !dbg !791
    #dbg_value(i64 2, !365, !DIExpression(), !790)
  %776 = zext i8 %766 to i32, !dbg !792
  %777 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, i32 noundef %776), !dbg !791
    #dbg_value(i64 3, !365, !DIExpression(), !790)
  %778 = zext i8 %767 to i32, !dbg !792
  %779 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, i32 noundef %778), !dbg !791
    #dbg_value(i64 4, !365, !DIExpression(), !790)
  %780 = zext i8 %768 to i32, !dbg !792
  %781 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, i32 noundef %780), !dbg !791
    #dbg_value(i64 5, !365, !DIExpression(), !790)
  %782 = zext i8 %769 to i32, !dbg !792
  %783 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, i32 noundef %782), !dbg !791
    #dbg_value(i64 6, !365, !DIExpression(), !790)
  %784 = zext i8 %770 to i32, !dbg !792
  %785 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, i32 noundef %784), !dbg !791
    #dbg_value(i64 7, !365, !DIExpression(), !790)
  %786 = zext i8 %771 to i32, !dbg !792
  %787 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, i32 noundef %786), !dbg !791
    #dbg_value(i64 8, !365, !DIExpression(), !790)
  %788 = tail call i32 @putchar(i32 10), !dbg !793
    #dbg_value(i64 0, !734, !DIExpression(), !794)
  %789 = load i8, ptr @u8a, align 16, !dbg !795, !tbaa !244
  %790 = load i8, ptr @u8b, align 16, !dbg !797, !tbaa !244
  %791 = icmp ugt i8 %789, %790, !dbg !798
  %792 = sub i8 %789, %790, !dbg !795
  %793 = sub i8 %790, %789, !dbg !795
  %794 = select i1 %791, i8 %792, i8 %793, !dbg !795
    #dbg_value(i8 %794, !724, !DIExpression(DW_OP_LLVM_fragment, 0, 8), !771)
    #dbg_value(i64 1, !734, !DIExpression(), !794)
  %795 = load i8, ptr getelementptr inbounds (i8, ptr @u8a, i64 1), align 1, !dbg !795, !tbaa !244
  %796 = load i8, ptr getelementptr inbounds (i8, ptr @u8b, i64 1), align 1, !dbg !797, !tbaa !244
  %797 = icmp ugt i8 %795, %796, !dbg !798
  %798 = sub i8 %795, %796, !dbg !795
  %799 = sub i8 %796, %795, !dbg !795
  %800 = select i1 %797, i8 %798, i8 %799, !dbg !795
    #dbg_value(i8 %800, !724, !DIExpression(DW_OP_LLVM_fragment, 8, 8), !771)
    #dbg_value(i64 2, !734, !DIExpression(), !794)
  %801 = load i8, ptr getelementptr inbounds (i8, ptr @u8a, i64 2), align 2, !dbg !795, !tbaa !244
  %802 = load i8, ptr getelementptr inbounds (i8, ptr @u8b, i64 2), align 2, !dbg !797, !tbaa !244
  %803 = icmp ugt i8 %801, %802, !dbg !798
  %804 = sub i8 %801, %802, !dbg !795
  %805 = sub i8 %802, %801, !dbg !795
  %806 = select i1 %803, i8 %804, i8 %805, !dbg !795
    #dbg_value(i8 %806, !724, !DIExpression(DW_OP_LLVM_fragment, 16, 8), !771)
    #dbg_value(i64 3, !734, !DIExpression(), !794)
  %807 = load i8, ptr getelementptr inbounds (i8, ptr @u8a, i64 3), align 1, !dbg !795, !tbaa !244
  %808 = load i8, ptr getelementptr inbounds (i8, ptr @u8b, i64 3), align 1, !dbg !797, !tbaa !244
  %809 = icmp ugt i8 %807, %808, !dbg !798
  %810 = sub i8 %807, %808, !dbg !795
  %811 = sub i8 %808, %807, !dbg !795
  %812 = select i1 %809, i8 %810, i8 %811, !dbg !795
    #dbg_value(i8 %812, !724, !DIExpression(DW_OP_LLVM_fragment, 24, 8), !771)
    #dbg_value(i64 4, !734, !DIExpression(), !794)
  %813 = load i8, ptr getelementptr inbounds (i8, ptr @u8a, i64 4), align 4, !dbg !795, !tbaa !244
  %814 = load i8, ptr getelementptr inbounds (i8, ptr @u8b, i64 4), align 4, !dbg !797, !tbaa !244
  %815 = icmp ugt i8 %813, %814, !dbg !798
  %816 = sub i8 %813, %814, !dbg !795
  %817 = sub i8 %814, %813, !dbg !795
  %818 = select i1 %815, i8 %816, i8 %817, !dbg !795
    #dbg_value(i8 %818, !724, !DIExpression(DW_OP_LLVM_fragment, 32, 8), !771)
    #dbg_value(i64 5, !734, !DIExpression(), !794)
  %819 = load i8, ptr getelementptr inbounds (i8, ptr @u8a, i64 5), align 1, !dbg !795, !tbaa !244
  %820 = load i8, ptr getelementptr inbounds (i8, ptr @u8b, i64 5), align 1, !dbg !797, !tbaa !244
  %821 = icmp ugt i8 %819, %820, !dbg !798
  %822 = sub i8 %819, %820, !dbg !795
  %823 = sub i8 %820, %819, !dbg !795
  %824 = select i1 %821, i8 %822, i8 %823, !dbg !795
    #dbg_value(i8 %824, !724, !DIExpression(DW_OP_LLVM_fragment, 40, 8), !771)
    #dbg_value(i64 6, !734, !DIExpression(), !794)
  %825 = load i8, ptr getelementptr inbounds (i8, ptr @u8a, i64 6), align 2, !dbg !795, !tbaa !244
  %826 = load i8, ptr getelementptr inbounds (i8, ptr @u8b, i64 6), align 2, !dbg !797, !tbaa !244
  %827 = icmp ugt i8 %825, %826, !dbg !798
  %828 = sub i8 %825, %826, !dbg !795
  %829 = sub i8 %826, %825, !dbg !795
  %830 = select i1 %827, i8 %828, i8 %829, !dbg !795
    #dbg_value(i8 %830, !724, !DIExpression(DW_OP_LLVM_fragment, 48, 8), !771)
    #dbg_value(i64 7, !734, !DIExpression(), !794)
  %831 = load i8, ptr getelementptr inbounds (i8, ptr @u8a, i64 7), align 1, !dbg !795, !tbaa !244
  %832 = load i8, ptr getelementptr inbounds (i8, ptr @u8b, i64 7), align 1, !dbg !797, !tbaa !244
  %833 = icmp ugt i8 %831, %832, !dbg !798
  %834 = sub i8 %831, %832, !dbg !795
  %835 = sub i8 %832, %831, !dbg !795
  %836 = select i1 %833, i8 %834, i8 %835, !dbg !795
    #dbg_value(i8 %836, !724, !DIExpression(DW_OP_LLVM_fragment, 56, 8), !771)
    #dbg_value(i64 8, !734, !DIExpression(), !794)
  %837 = load i8, ptr getelementptr inbounds (i8, ptr @u8a, i64 8), align 8, !dbg !795, !tbaa !244
  %838 = load i8, ptr getelementptr inbounds (i8, ptr @u8b, i64 8), align 8, !dbg !797, !tbaa !244
  %839 = icmp ugt i8 %837, %838, !dbg !798
  %840 = sub i8 %837, %838, !dbg !795
  %841 = sub i8 %838, %837, !dbg !795
  %842 = select i1 %839, i8 %840, i8 %841, !dbg !795
    #dbg_value(i8 %842, !724, !DIExpression(DW_OP_LLVM_fragment, 64, 8), !771)
    #dbg_value(i64 9, !734, !DIExpression(), !794)
  %843 = load i8, ptr getelementptr inbounds (i8, ptr @u8a, i64 9), align 1, !dbg !795, !tbaa !244
  %844 = load i8, ptr getelementptr inbounds (i8, ptr @u8b, i64 9), align 1, !dbg !797, !tbaa !244
  %845 = icmp ugt i8 %843, %844, !dbg !798
  %846 = sub i8 %843, %844, !dbg !795
  %847 = sub i8 %844, %843, !dbg !795
  %848 = select i1 %845, i8 %846, i8 %847, !dbg !795
    #dbg_value(i8 %848, !724, !DIExpression(DW_OP_LLVM_fragment, 72, 8), !771)
    #dbg_value(i64 10, !734, !DIExpression(), !794)
  %849 = load i8, ptr getelementptr inbounds (i8, ptr @u8a, i64 10), align 2, !dbg !795, !tbaa !244
  %850 = load i8, ptr getelementptr inbounds (i8, ptr @u8b, i64 10), align 2, !dbg !797, !tbaa !244
  %851 = icmp ugt i8 %849, %850, !dbg !798
  %852 = sub i8 %849, %850, !dbg !795
  %853 = sub i8 %850, %849, !dbg !795
  %854 = select i1 %851, i8 %852, i8 %853, !dbg !795
    #dbg_value(i8 %854, !724, !DIExpression(DW_OP_LLVM_fragment, 80, 8), !771)
    #dbg_value(i64 11, !734, !DIExpression(), !794)
  %855 = load i8, ptr getelementptr inbounds (i8, ptr @u8a, i64 11), align 1, !dbg !795, !tbaa !244
  %856 = load i8, ptr getelementptr inbounds (i8, ptr @u8b, i64 11), align 1, !dbg !797, !tbaa !244
  %857 = icmp ugt i8 %855, %856, !dbg !798
  %858 = sub i8 %855, %856, !dbg !795
  %859 = sub i8 %856, %855, !dbg !795
  %860 = select i1 %857, i8 %858, i8 %859, !dbg !795
    #dbg_value(i8 %860, !724, !DIExpression(DW_OP_LLVM_fragment, 88, 8), !771)
    #dbg_value(i64 12, !734, !DIExpression(), !794)
  %861 = load i8, ptr getelementptr inbounds (i8, ptr @u8a, i64 12), align 4, !dbg !795, !tbaa !244
  %862 = load i8, ptr getelementptr inbounds (i8, ptr @u8b, i64 12), align 4, !dbg !797, !tbaa !244
  %863 = icmp ugt i8 %861, %862, !dbg !798
  %864 = sub i8 %861, %862, !dbg !795
  %865 = sub i8 %862, %861, !dbg !795
  %866 = select i1 %863, i8 %864, i8 %865, !dbg !795
    #dbg_value(i8 %866, !724, !DIExpression(DW_OP_LLVM_fragment, 96, 8), !771)
    #dbg_value(i64 13, !734, !DIExpression(), !794)
  %867 = load i8, ptr getelementptr inbounds (i8, ptr @u8a, i64 13), align 1, !dbg !795, !tbaa !244
  %868 = load i8, ptr getelementptr inbounds (i8, ptr @u8b, i64 13), align 1, !dbg !797, !tbaa !244
  %869 = icmp ugt i8 %867, %868, !dbg !798
  %870 = sub i8 %867, %868, !dbg !795
  %871 = sub i8 %868, %867, !dbg !795
  %872 = select i1 %869, i8 %870, i8 %871, !dbg !795
    #dbg_value(i8 %872, !724, !DIExpression(DW_OP_LLVM_fragment, 104, 8), !771)
    #dbg_value(i64 14, !734, !DIExpression(), !794)
  %873 = load i8, ptr getelementptr inbounds (i8, ptr @u8a, i64 14), align 2, !dbg !795, !tbaa !244
  %874 = load i8, ptr getelementptr inbounds (i8, ptr @u8b, i64 14), align 2, !dbg !797, !tbaa !244
  %875 = icmp ugt i8 %873, %874, !dbg !798
  %876 = sub i8 %873, %874, !dbg !795
  %877 = sub i8 %874, %873, !dbg !795
  %878 = select i1 %875, i8 %876, i8 %877, !dbg !795
    #dbg_value(i8 %878, !724, !DIExpression(DW_OP_LLVM_fragment, 112, 8), !771)
    #dbg_value(i64 15, !734, !DIExpression(), !794)
  %879 = load i8, ptr getelementptr inbounds (i8, ptr @u8a, i64 15), align 1, !dbg !795, !tbaa !244
  %880 = load i8, ptr getelementptr inbounds (i8, ptr @u8b, i64 15), align 1, !dbg !797, !tbaa !244
  %881 = icmp ugt i8 %879, %880, !dbg !798
  %882 = sub i8 %879, %880, !dbg !795
  %883 = sub i8 %880, %879, !dbg !795
  %884 = select i1 %881, i8 %882, i8 %883, !dbg !795
    #dbg_value(i8 %884, !724, !DIExpression(DW_OP_LLVM_fragment, 120, 8), !771)
    #dbg_value(i64 16, !734, !DIExpression(), !794)
    #dbg_value(ptr @.str.36, !356, !DIExpression(), !799)
    #dbg_value(ptr undef, !363, !DIExpression(), !799)
    #dbg_value(i32 16, !364, !DIExpression(), !799)
  %885 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, ptr noundef nonnull @.str.36), !dbg !801
    #dbg_value(i64 0, !365, !DIExpression(), !802)
  %886 = zext i8 %794 to i32, !dbg !803
  %887 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, i32 noundef %886), !dbg !804
    #dbg_value(i64 1, !365, !DIExpression(), !802)
  %888 = zext i8 %800 to i32, !dbg !803
  %889 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, i32 noundef %888), !dbg !804
    #dbg_value(i64 2, !365, !DIExpression(), !802)
  %890 = zext i8 %806 to i32, !dbg !803
  %891 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, i32 noundef %890), !dbg !804
    #dbg_value(i64 3, !365, !DIExpression(), !802)
  %892 = zext i8 %812 to i32, !dbg !803
  %893 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, i32 noundef %892), !dbg !804
    #dbg_value(i64 4, !365, !DIExpression(), !802)
  %894 = zext i8 %818 to i32, !dbg !803
  %895 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, i32 noundef %894), !dbg !804
    #dbg_value(i64 5, !365, !DIExpression(), !802)
  %896 = zext i8 %824 to i32, !dbg !803
  %897 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, i32 noundef %896), !dbg !804
    #dbg_value(i64 6, !365, !DIExpression(), !802)
  %898 = zext i8 %830 to i32, !dbg !803
  %899 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, i32 noundef %898), !dbg !804
    #dbg_value(i64 7, !365, !DIExpression(), !802)
  %900 = zext i8 %836 to i32, !dbg !803
  %901 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, i32 noundef %900), !dbg !804
    #dbg_value(i64 8, !365, !DIExpression(), !802)
  %902 = zext i8 %842 to i32, !dbg !803
  %903 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, i32 noundef %902), !dbg !804
    #dbg_value(i64 9, !365, !DIExpression(), !802)
  %904 = zext i8 %848 to i32, !dbg !803
  %905 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, i32 noundef %904), !dbg !804
    #dbg_value(i64 10, !365, !DIExpression(), !802)
  %906 = zext i8 %854 to i32, !dbg !803
  %907 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, i32 noundef %906), !dbg !804
    #dbg_value(i64 11, !365, !DIExpression(), !802)
  %908 = zext i8 %860 to i32, !dbg !803
  %909 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, i32 noundef %908), !dbg !804
    #dbg_value(i64 12, !365, !DIExpression(), !802)
  %910 = zext i8 %866 to i32, !dbg !803
  %911 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, i32 noundef %910), !dbg !804
    #dbg_value(i64 13, !365, !DIExpression(), !802)
  %912 = zext i8 %872 to i32, !dbg !803
  %913 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, i32 noundef %912), !dbg !804
    #dbg_value(i64 14, !365, !DIExpression(), !802)
  %914 = zext i8 %878 to i32, !dbg !803
  %915 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, i32 noundef %914), !dbg !804
    #dbg_value(i64 15, !365, !DIExpression(), !802)
  %916 = zext i8 %884 to i32, !dbg !803
  %917 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, i32 noundef %916), !dbg !804
    #dbg_value(i64 16, !365, !DIExpression(), !802)
  %918 = tail call i32 @putchar(i32 10), !dbg !805
    #dbg_value(i16 10000, !725, !DIExpression(DW_OP_LLVM_fragment, 0, 16), !771)
    #dbg_value(i16 8001, !725, !DIExpression(DW_OP_LLVM_fragment, 16, 16), !771)
    #dbg_value(i16 6002, !725, !DIExpression(DW_OP_LLVM_fragment, 32, 16), !771)
    #dbg_value(i16 4003, !725, !DIExpression(DW_OP_LLVM_fragment, 48, 16), !771)
    #dbg_value(i16 2004, !725, !DIExpression(DW_OP_LLVM_fragment, 64, 16), !771)
    #dbg_value(i16 5, !725, !DIExpression(DW_OP_LLVM_fragment, 80, 16), !771)
    #dbg_value(i16 1994, !725, !DIExpression(DW_OP_LLVM_fragment, 96, 16), !771)
    #dbg_value(i16 -3993, !725, !DIExpression(DW_OP_LLVM_fragment, 112, 16), !771)
    #dbg_value(i64 8, !736, !DIExpression(), !806)
    #dbg_value(ptr @.str.37, !397, !DIExpression(), !807)
    #dbg_value(ptr undef, !404, !DIExpression(), !807)
    #dbg_value(i32 8, !405, !DIExpression(), !807)
  %919 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, ptr noundef nonnull @.str.37), !dbg !809
    #dbg_value(i64 0, !406, !DIExpression(), !810)
  %920 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef 10000), !dbg !811
    #dbg_value(i64 1, !406, !DIExpression(), !810)
  %921 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef 8001), !dbg !811
    #dbg_value(i64 2, !406, !DIExpression(), !810)
  %922 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef 6002), !dbg !811
    #dbg_value(i64 3, !406, !DIExpression(), !810)
  %923 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef 4003), !dbg !811
    #dbg_value(i64 4, !406, !DIExpression(), !810)
  %924 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef 2004), !dbg !811
    #dbg_value(i64 5, !406, !DIExpression(), !810)
  %925 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef 5), !dbg !811
    #dbg_value(i64 6, !406, !DIExpression(), !810)
  %926 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef 1994), !dbg !811
    #dbg_value(i64 7, !406, !DIExpression(), !810)
  %927 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef -3993), !dbg !811
    #dbg_value(i64 8, !406, !DIExpression(), !810)
  %928 = tail call i32 @putchar(i32 10), !dbg !812
    #dbg_value(i64 0, !738, !DIExpression(), !813)
  %929 = load i8, ptr @u8a, align 16, !dbg !814, !tbaa !244
  %930 = zext i8 %929 to i32, !dbg !814
  %931 = load i8, ptr @u8b, align 16, !dbg !816, !tbaa !244
  %932 = zext i8 %931 to i32, !dbg !816
  %933 = add nuw nsw i32 %932, %930, !dbg !817
  %934 = lshr i32 %933, 1, !dbg !818
    #dbg_value(i32 %934, !724, !DIExpression(DW_OP_LLVM_convert, 16, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 0, 8), !771)
    #dbg_value(i64 1, !738, !DIExpression(), !813)
  %935 = load i8, ptr getelementptr inbounds (i8, ptr @u8a, i64 1), align 1, !dbg !814, !tbaa !244
  %936 = zext i8 %935 to i32, !dbg !814
  %937 = load i8, ptr getelementptr inbounds (i8, ptr @u8b, i64 1), align 1, !dbg !816, !tbaa !244
  %938 = zext i8 %937 to i32, !dbg !816
  %939 = add nuw nsw i32 %938, %936, !dbg !817
  %940 = lshr i32 %939, 1, !dbg !818
    #dbg_value(i32 %940, !724, !DIExpression(DW_OP_LLVM_convert, 16, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 8, 8), !771)
    #dbg_value(i64 2, !738, !DIExpression(), !813)
  %941 = load i8, ptr getelementptr inbounds (i8, ptr @u8a, i64 2), align 2, !dbg !814, !tbaa !244
  %942 = zext i8 %941 to i32, !dbg !814
  %943 = load i8, ptr getelementptr inbounds (i8, ptr @u8b, i64 2), align 2, !dbg !816, !tbaa !244
  %944 = zext i8 %943 to i32, !dbg !816
  %945 = add nuw nsw i32 %944, %942, !dbg !817
  %946 = lshr i32 %945, 1, !dbg !818
    #dbg_value(i32 %946, !724, !DIExpression(DW_OP_LLVM_convert, 16, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 16, 8), !771)
    #dbg_value(i64 3, !738, !DIExpression(), !813)
  %947 = load i8, ptr getelementptr inbounds (i8, ptr @u8a, i64 3), align 1, !dbg !814, !tbaa !244
  %948 = zext i8 %947 to i32, !dbg !814
  %949 = load i8, ptr getelementptr inbounds (i8, ptr @u8b, i64 3), align 1, !dbg !816, !tbaa !244
  %950 = zext i8 %949 to i32, !dbg !816
  %951 = add nuw nsw i32 %950, %948, !dbg !817
  %952 = lshr i32 %951, 1, !dbg !818
    #dbg_value(i32 %952, !724, !DIExpression(DW_OP_LLVM_convert, 16, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 24, 8), !771)
    #dbg_value(i64 4, !738, !DIExpression(), !813)
  %953 = load i8, ptr getelementptr inbounds (i8, ptr @u8a, i64 4), align 4, !dbg !814, !tbaa !244
  %954 = zext i8 %953 to i32, !dbg !814
  %955 = load i8, ptr getelementptr inbounds (i8, ptr @u8b, i64 4), align 4, !dbg !816, !tbaa !244
  %956 = zext i8 %955 to i32, !dbg !816
  %957 = add nuw nsw i32 %956, %954, !dbg !817
  %958 = lshr i32 %957, 1, !dbg !818
    #dbg_value(i32 %958, !724, !DIExpression(DW_OP_LLVM_convert, 16, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 32, 8), !771)
    #dbg_value(i64 5, !738, !DIExpression(), !813)
  %959 = load i8, ptr getelementptr inbounds (i8, ptr @u8a, i64 5), align 1, !dbg !814, !tbaa !244
  %960 = zext i8 %959 to i32, !dbg !814
  %961 = load i8, ptr getelementptr inbounds (i8, ptr @u8b, i64 5), align 1, !dbg !816, !tbaa !244
  %962 = zext i8 %961 to i32, !dbg !816
  %963 = add nuw nsw i32 %962, %960, !dbg !817
  %964 = lshr i32 %963, 1, !dbg !818
    #dbg_value(i32 %964, !724, !DIExpression(DW_OP_LLVM_convert, 16, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 40, 8), !771)
    #dbg_value(i64 6, !738, !DIExpression(), !813)
  %965 = load i8, ptr getelementptr inbounds (i8, ptr @u8a, i64 6), align 2, !dbg !814, !tbaa !244
  %966 = zext i8 %965 to i32, !dbg !814
  %967 = load i8, ptr getelementptr inbounds (i8, ptr @u8b, i64 6), align 2, !dbg !816, !tbaa !244
  %968 = zext i8 %967 to i32, !dbg !816
  %969 = add nuw nsw i32 %968, %966, !dbg !817
  %970 = lshr i32 %969, 1, !dbg !818
    #dbg_value(i32 %970, !724, !DIExpression(DW_OP_LLVM_convert, 16, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 48, 8), !771)
    #dbg_value(i64 7, !738, !DIExpression(), !813)
  %971 = load i8, ptr getelementptr inbounds (i8, ptr @u8a, i64 7), align 1, !dbg !814, !tbaa !244
  %972 = zext i8 %971 to i32, !dbg !814
  %973 = load i8, ptr getelementptr inbounds (i8, ptr @u8b, i64 7), align 1, !dbg !816, !tbaa !244
  %974 = zext i8 %973 to i32, !dbg !816
  %975 = add nuw nsw i32 %974, %972, !dbg !817
  %976 = lshr i32 %975, 1, !dbg !818
    #dbg_value(i32 %976, !724, !DIExpression(DW_OP_LLVM_convert, 16, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 56, 8), !771)
    #dbg_value(i64 8, !738, !DIExpression(), !813)
  %977 = load i8, ptr getelementptr inbounds (i8, ptr @u8a, i64 8), align 8, !dbg !814, !tbaa !244
  %978 = zext i8 %977 to i32, !dbg !814
  %979 = load i8, ptr getelementptr inbounds (i8, ptr @u8b, i64 8), align 8, !dbg !816, !tbaa !244
  %980 = zext i8 %979 to i32, !dbg !816
  %981 = add nuw nsw i32 %980, %978, !dbg !817
  %982 = lshr i32 %981, 1, !dbg !818
    #dbg_value(i32 %982, !724, !DIExpression(DW_OP_LLVM_convert, 16, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 64, 8), !771)
    #dbg_value(i64 9, !738, !DIExpression(), !813)
  %983 = load i8, ptr getelementptr inbounds (i8, ptr @u8a, i64 9), align 1, !dbg !814, !tbaa !244
  %984 = zext i8 %983 to i32, !dbg !814
  %985 = load i8, ptr getelementptr inbounds (i8, ptr @u8b, i64 9), align 1, !dbg !816, !tbaa !244
  %986 = zext i8 %985 to i32, !dbg !816
  %987 = add nuw nsw i32 %986, %984, !dbg !817
  %988 = lshr i32 %987, 1, !dbg !818
    #dbg_value(i32 %988, !724, !DIExpression(DW_OP_LLVM_convert, 16, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 72, 8), !771)
    #dbg_value(i64 10, !738, !DIExpression(), !813)
  %989 = load i8, ptr getelementptr inbounds (i8, ptr @u8a, i64 10), align 2, !dbg !814, !tbaa !244
  %990 = zext i8 %989 to i32, !dbg !814
  %991 = load i8, ptr getelementptr inbounds (i8, ptr @u8b, i64 10), align 2, !dbg !816, !tbaa !244
  %992 = zext i8 %991 to i32, !dbg !816
  %993 = add nuw nsw i32 %992, %990, !dbg !817
  %994 = lshr i32 %993, 1, !dbg !818
    #dbg_value(i32 %994, !724, !DIExpression(DW_OP_LLVM_convert, 16, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 80, 8), !771)
    #dbg_value(i64 11, !738, !DIExpression(), !813)
  %995 = load i8, ptr getelementptr inbounds (i8, ptr @u8a, i64 11), align 1, !dbg !814, !tbaa !244
  %996 = zext i8 %995 to i32, !dbg !814
  %997 = load i8, ptr getelementptr inbounds (i8, ptr @u8b, i64 11), align 1, !dbg !816, !tbaa !244
  %998 = zext i8 %997 to i32, !dbg !816
  %999 = add nuw nsw i32 %998, %996, !dbg !817
  %1000 = lshr i32 %999, 1, !dbg !818
    #dbg_value(i32 %1000, !724, !DIExpression(DW_OP_LLVM_convert, 16, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 88, 8), !771)
    #dbg_value(i64 12, !738, !DIExpression(), !813)
  %1001 = load i8, ptr getelementptr inbounds (i8, ptr @u8a, i64 12), align 4, !dbg !814, !tbaa !244
  %1002 = zext i8 %1001 to i32, !dbg !814
  %1003 = load i8, ptr getelementptr inbounds (i8, ptr @u8b, i64 12), align 4, !dbg !816, !tbaa !244
  %1004 = zext i8 %1003 to i32, !dbg !816
  %1005 = add nuw nsw i32 %1004, %1002, !dbg !817
  %1006 = lshr i32 %1005, 1, !dbg !818
    #dbg_value(i32 %1006, !724, !DIExpression(DW_OP_LLVM_convert, 16, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 96, 8), !771)
    #dbg_value(i64 13, !738, !DIExpression(), !813)
  %1007 = load i8, ptr getelementptr inbounds (i8, ptr @u8a, i64 13), align 1, !dbg !814, !tbaa !244
  %1008 = zext i8 %1007 to i32, !dbg !814
  %1009 = load i8, ptr getelementptr inbounds (i8, ptr @u8b, i64 13), align 1, !dbg !816, !tbaa !244
  %1010 = zext i8 %1009 to i32, !dbg !816
  %1011 = add nuw nsw i32 %1010, %1008, !dbg !817
  %1012 = lshr i32 %1011, 1, !dbg !818
    #dbg_value(i32 %1012, !724, !DIExpression(DW_OP_LLVM_convert, 16, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 104, 8), !771)
    #dbg_value(i64 14, !738, !DIExpression(), !813)
  %1013 = load i8, ptr getelementptr inbounds (i8, ptr @u8a, i64 14), align 2, !dbg !814, !tbaa !244
  %1014 = zext i8 %1013 to i32, !dbg !814
  %1015 = load i8, ptr getelementptr inbounds (i8, ptr @u8b, i64 14), align 2, !dbg !816, !tbaa !244
  %1016 = zext i8 %1015 to i32, !dbg !816
  %1017 = add nuw nsw i32 %1016, %1014, !dbg !817
  %1018 = lshr i32 %1017, 1, !dbg !818
    #dbg_value(i32 %1018, !724, !DIExpression(DW_OP_LLVM_convert, 16, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 112, 8), !771)
    #dbg_value(i64 15, !738, !DIExpression(), !813)
  %1019 = load i8, ptr getelementptr inbounds (i8, ptr @u8a, i64 15), align 1, !dbg !814, !tbaa !244
  %1020 = zext i8 %1019 to i32, !dbg !814
  %1021 = load i8, ptr getelementptr inbounds (i8, ptr @u8b, i64 15), align 1, !dbg !816, !tbaa !244
  %1022 = zext i8 %1021 to i32, !dbg !816
  %1023 = add nuw nsw i32 %1022, %1020, !dbg !817
  %1024 = lshr i32 %1023, 1, !dbg !818
    #dbg_value(i32 %1024, !724, !DIExpression(DW_OP_LLVM_convert, 16, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 120, 8), !771)
    #dbg_value(i64 16, !738, !DIExpression(), !813)
    #dbg_value(ptr @.str.38, !356, !DIExpression(), !819)
    #dbg_value(ptr undef, !363, !DIExpression(), !819)
    #dbg_value(i32 16, !364, !DIExpression(), !819)
  %1025 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, ptr noundef nonnull @.str.38), !dbg !821
    #dbg_value(i64 0, !365, !DIExpression(), !822)
  %1026 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, i32 noundef %934), !dbg !823
    #dbg_value(i64 1, !365, !DIExpression(), !822)
  %1027 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, i32 noundef %940), !dbg !823
    #dbg_value(i64 2, !365, !DIExpression(), !822)
  %1028 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, i32 noundef %946), !dbg !823
    #dbg_value(i64 3, !365, !DIExpression(), !822)
  %1029 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, i32 noundef %952), !dbg !823
    #dbg_value(i64 4, !365, !DIExpression(), !822)
  %1030 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, i32 noundef %958), !dbg !823
    #dbg_value(i64 5, !365, !DIExpression(), !822)
  %1031 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, i32 noundef %964), !dbg !823
    #dbg_value(i64 6, !365, !DIExpression(), !822)
  %1032 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, i32 noundef %970), !dbg !823
    #dbg_value(i64 7, !365, !DIExpression(), !822)
  %1033 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, i32 noundef %976), !dbg !823
    #dbg_value(i64 8, !365, !DIExpression(), !822)
  %1034 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, i32 noundef %982), !dbg !823
    #dbg_value(i64 9, !365, !DIExpression(), !822)
  %1035 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, i32 noundef %988), !dbg !823
    #dbg_value(i64 10, !365, !DIExpression(), !822)
  %1036 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, i32 noundef %994), !dbg !823
    #dbg_value(i64 11, !365, !DIExpression(), !822)
  %1037 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, i32 noundef %1000), !dbg !823
    #dbg_value(i64 12, !365, !DIExpression(), !822)
  %1038 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, i32 noundef %1006), !dbg !823
    #dbg_value(i64 13, !365, !DIExpression(), !822)
  %1039 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, i32 noundef %1012), !dbg !823
    #dbg_value(i64 14, !365, !DIExpression(), !822)
  %1040 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, i32 noundef %1018), !dbg !823
    #dbg_value(i64 15, !365, !DIExpression(), !822)
  %1041 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, i32 noundef %1024), !dbg !823
    #dbg_value(i64 16, !365, !DIExpression(), !822)
  %1042 = tail call i32 @putchar(i32 10), !dbg !824
    #dbg_value(i64 0, !740, !DIExpression(), !825)
  %1043 = load i8, ptr @u8a, align 16, !dbg !826, !tbaa !244
  %1044 = zext i8 %1043 to i32, !dbg !826
  %1045 = load i8, ptr @u8b, align 16, !dbg !828, !tbaa !244
  %1046 = zext i8 %1045 to i32, !dbg !828
  %1047 = add nuw nsw i32 %1044, 1, !dbg !829
  %1048 = add nuw nsw i32 %1047, %1046, !dbg !830
  %1049 = lshr i32 %1048, 1, !dbg !831
    #dbg_value(i32 %1049, !724, !DIExpression(DW_OP_LLVM_convert, 16, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 0, 8), !771)
    #dbg_value(i64 1, !740, !DIExpression(), !825)
  %1050 = load i8, ptr getelementptr inbounds (i8, ptr @u8a, i64 1), align 1, !dbg !826, !tbaa !244
  %1051 = zext i8 %1050 to i32, !dbg !826
  %1052 = load i8, ptr getelementptr inbounds (i8, ptr @u8b, i64 1), align 1, !dbg !828, !tbaa !244
  %1053 = zext i8 %1052 to i32, !dbg !828
  %1054 = add nuw nsw i32 %1051, 1, !dbg !829
  %1055 = add nuw nsw i32 %1054, %1053, !dbg !830
  %1056 = lshr i32 %1055, 1, !dbg !831
    #dbg_value(i32 %1056, !724, !DIExpression(DW_OP_LLVM_convert, 16, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 8, 8), !771)
    #dbg_value(i64 2, !740, !DIExpression(), !825)
  %1057 = load i8, ptr getelementptr inbounds (i8, ptr @u8a, i64 2), align 2, !dbg !826, !tbaa !244
  %1058 = zext i8 %1057 to i32, !dbg !826
  %1059 = load i8, ptr getelementptr inbounds (i8, ptr @u8b, i64 2), align 2, !dbg !828, !tbaa !244
  %1060 = zext i8 %1059 to i32, !dbg !828
  %1061 = add nuw nsw i32 %1058, 1, !dbg !829
  %1062 = add nuw nsw i32 %1061, %1060, !dbg !830
  %1063 = lshr i32 %1062, 1, !dbg !831
    #dbg_value(i32 %1063, !724, !DIExpression(DW_OP_LLVM_convert, 16, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 16, 8), !771)
    #dbg_value(i64 3, !740, !DIExpression(), !825)
  %1064 = load i8, ptr getelementptr inbounds (i8, ptr @u8a, i64 3), align 1, !dbg !826, !tbaa !244
  %1065 = zext i8 %1064 to i32, !dbg !826
  %1066 = load i8, ptr getelementptr inbounds (i8, ptr @u8b, i64 3), align 1, !dbg !828, !tbaa !244
  %1067 = zext i8 %1066 to i32, !dbg !828
  %1068 = add nuw nsw i32 %1065, 1, !dbg !829
  %1069 = add nuw nsw i32 %1068, %1067, !dbg !830
  %1070 = lshr i32 %1069, 1, !dbg !831
    #dbg_value(i32 %1070, !724, !DIExpression(DW_OP_LLVM_convert, 16, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 24, 8), !771)
    #dbg_value(i64 4, !740, !DIExpression(), !825)
  %1071 = load i8, ptr getelementptr inbounds (i8, ptr @u8a, i64 4), align 4, !dbg !826, !tbaa !244
  %1072 = zext i8 %1071 to i32, !dbg !826
  %1073 = load i8, ptr getelementptr inbounds (i8, ptr @u8b, i64 4), align 4, !dbg !828, !tbaa !244
  %1074 = zext i8 %1073 to i32, !dbg !828
  %1075 = add nuw nsw i32 %1072, 1, !dbg !829
  %1076 = add nuw nsw i32 %1075, %1074, !dbg !830
  %1077 = lshr i32 %1076, 1, !dbg !831
    #dbg_value(i32 %1077, !724, !DIExpression(DW_OP_LLVM_convert, 16, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 32, 8), !771)
    #dbg_value(i64 5, !740, !DIExpression(), !825)
  %1078 = load i8, ptr getelementptr inbounds (i8, ptr @u8a, i64 5), align 1, !dbg !826, !tbaa !244
  %1079 = zext i8 %1078 to i32, !dbg !826
  %1080 = load i8, ptr getelementptr inbounds (i8, ptr @u8b, i64 5), align 1, !dbg !828, !tbaa !244
  %1081 = zext i8 %1080 to i32, !dbg !828
  %1082 = add nuw nsw i32 %1079, 1, !dbg !829
  %1083 = add nuw nsw i32 %1082, %1081, !dbg !830
  %1084 = lshr i32 %1083, 1, !dbg !831
    #dbg_value(i32 %1084, !724, !DIExpression(DW_OP_LLVM_convert, 16, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 40, 8), !771)
    #dbg_value(i64 6, !740, !DIExpression(), !825)
  %1085 = load i8, ptr getelementptr inbounds (i8, ptr @u8a, i64 6), align 2, !dbg !826, !tbaa !244
  %1086 = zext i8 %1085 to i32, !dbg !826
  %1087 = load i8, ptr getelementptr inbounds (i8, ptr @u8b, i64 6), align 2, !dbg !828, !tbaa !244
  %1088 = zext i8 %1087 to i32, !dbg !828
  %1089 = add nuw nsw i32 %1086, 1, !dbg !829
  %1090 = add nuw nsw i32 %1089, %1088, !dbg !830
  %1091 = lshr i32 %1090, 1, !dbg !831
    #dbg_value(i32 %1091, !724, !DIExpression(DW_OP_LLVM_convert, 16, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 48, 8), !771)
    #dbg_value(i64 7, !740, !DIExpression(), !825)
  %1092 = load i8, ptr getelementptr inbounds (i8, ptr @u8a, i64 7), align 1, !dbg !826, !tbaa !244
  %1093 = zext i8 %1092 to i32, !dbg !826
  %1094 = load i8, ptr getelementptr inbounds (i8, ptr @u8b, i64 7), align 1, !dbg !828, !tbaa !244
  %1095 = zext i8 %1094 to i32, !dbg !828
  %1096 = add nuw nsw i32 %1093, 1, !dbg !829
  %1097 = add nuw nsw i32 %1096, %1095, !dbg !830
  %1098 = lshr i32 %1097, 1, !dbg !831
    #dbg_value(i32 %1098, !724, !DIExpression(DW_OP_LLVM_convert, 16, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 56, 8), !771)
    #dbg_value(i64 8, !740, !DIExpression(), !825)
  %1099 = load i8, ptr getelementptr inbounds (i8, ptr @u8a, i64 8), align 8, !dbg !826, !tbaa !244
  %1100 = zext i8 %1099 to i32, !dbg !826
  %1101 = load i8, ptr getelementptr inbounds (i8, ptr @u8b, i64 8), align 8, !dbg !828, !tbaa !244
  %1102 = zext i8 %1101 to i32, !dbg !828
  %1103 = add nuw nsw i32 %1100, 1, !dbg !829
  %1104 = add nuw nsw i32 %1103, %1102, !dbg !830
  %1105 = lshr i32 %1104, 1, !dbg !831
    #dbg_value(i32 %1105, !724, !DIExpression(DW_OP_LLVM_convert, 16, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 64, 8), !771)
    #dbg_value(i64 9, !740, !DIExpression(), !825)
  %1106 = load i8, ptr getelementptr inbounds (i8, ptr @u8a, i64 9), align 1, !dbg !826, !tbaa !244
  %1107 = zext i8 %1106 to i32, !dbg !826
  %1108 = load i8, ptr getelementptr inbounds (i8, ptr @u8b, i64 9), align 1, !dbg !828, !tbaa !244
  %1109 = zext i8 %1108 to i32, !dbg !828
  %1110 = add nuw nsw i32 %1107, 1, !dbg !829
  %1111 = add nuw nsw i32 %1110, %1109, !dbg !830
  %1112 = lshr i32 %1111, 1, !dbg !831
    #dbg_value(i32 %1112, !724, !DIExpression(DW_OP_LLVM_convert, 16, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 72, 8), !771)
    #dbg_value(i64 10, !740, !DIExpression(), !825)
  %1113 = load i8, ptr getelementptr inbounds (i8, ptr @u8a, i64 10), align 2, !dbg !826, !tbaa !244
  %1114 = zext i8 %1113 to i32, !dbg !826
  %1115 = load i8, ptr getelementptr inbounds (i8, ptr @u8b, i64 10), align 2, !dbg !828, !tbaa !244
  %1116 = zext i8 %1115 to i32, !dbg !828
  %1117 = add nuw nsw i32 %1114, 1, !dbg !829
  %1118 = add nuw nsw i32 %1117, %1116, !dbg !830
  %1119 = lshr i32 %1118, 1, !dbg !831
    #dbg_value(i32 %1119, !724, !DIExpression(DW_OP_LLVM_convert, 16, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 80, 8), !771)
    #dbg_value(i64 11, !740, !DIExpression(), !825)
  %1120 = load i8, ptr getelementptr inbounds (i8, ptr @u8a, i64 11), align 1, !dbg !826, !tbaa !244
  %1121 = zext i8 %1120 to i32, !dbg !826
  %1122 = load i8, ptr getelementptr inbounds (i8, ptr @u8b, i64 11), align 1, !dbg !828, !tbaa !244
  %1123 = zext i8 %1122 to i32, !dbg !828
  %1124 = add nuw nsw i32 %1121, 1, !dbg !829
  %1125 = add nuw nsw i32 %1124, %1123, !dbg !830
  %1126 = lshr i32 %1125, 1, !dbg !831
    #dbg_value(i32 %1126, !724, !DIExpression(DW_OP_LLVM_convert, 16, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 88, 8), !771)
    #dbg_value(i64 12, !740, !DIExpression(), !825)
  %1127 = load i8, ptr getelementptr inbounds (i8, ptr @u8a, i64 12), align 4, !dbg !826, !tbaa !244
  %1128 = zext i8 %1127 to i32, !dbg !826
  %1129 = load i8, ptr getelementptr inbounds (i8, ptr @u8b, i64 12), align 4, !dbg !828, !tbaa !244
  %1130 = zext i8 %1129 to i32, !dbg !828
  %1131 = add nuw nsw i32 %1128, 1, !dbg !829
  %1132 = add nuw nsw i32 %1131, %1130, !dbg !830
  %1133 = lshr i32 %1132, 1, !dbg !831
    #dbg_value(i32 %1133, !724, !DIExpression(DW_OP_LLVM_convert, 16, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 96, 8), !771)
    #dbg_value(i64 13, !740, !DIExpression(), !825)
  %1134 = load i8, ptr getelementptr inbounds (i8, ptr @u8a, i64 13), align 1, !dbg !826, !tbaa !244
  %1135 = zext i8 %1134 to i32, !dbg !826
  %1136 = load i8, ptr getelementptr inbounds (i8, ptr @u8b, i64 13), align 1, !dbg !828, !tbaa !244
  %1137 = zext i8 %1136 to i32, !dbg !828
  %1138 = add nuw nsw i32 %1135, 1, !dbg !829
  %1139 = add nuw nsw i32 %1138, %1137, !dbg !830
  %1140 = lshr i32 %1139, 1, !dbg !831
    #dbg_value(i32 %1140, !724, !DIExpression(DW_OP_LLVM_convert, 16, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 104, 8), !771)
    #dbg_value(i64 14, !740, !DIExpression(), !825)
  %1141 = load i8, ptr getelementptr inbounds (i8, ptr @u8a, i64 14), align 2, !dbg !826, !tbaa !244
  %1142 = zext i8 %1141 to i32, !dbg !826
  %1143 = load i8, ptr getelementptr inbounds (i8, ptr @u8b, i64 14), align 2, !dbg !828, !tbaa !244
  %1144 = zext i8 %1143 to i32, !dbg !828
  %1145 = add nuw nsw i32 %1142, 1, !dbg !829
  %1146 = add nuw nsw i32 %1145, %1144, !dbg !830
  %1147 = lshr i32 %1146, 1, !dbg !831
    #dbg_value(i32 %1147, !724, !DIExpression(DW_OP_LLVM_convert, 16, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 112, 8), !771)
    #dbg_value(i64 15, !740, !DIExpression(), !825)
  %1148 = load i8, ptr getelementptr inbounds (i8, ptr @u8a, i64 15), align 1, !dbg !826, !tbaa !244
  %1149 = zext i8 %1148 to i32, !dbg !826
  %1150 = load i8, ptr getelementptr inbounds (i8, ptr @u8b, i64 15), align 1, !dbg !828, !tbaa !244
  %1151 = zext i8 %1150 to i32, !dbg !828
  %1152 = add nuw nsw i32 %1149, 1, !dbg !829
  %1153 = add nuw nsw i32 %1152, %1151, !dbg !830
  %1154 = lshr i32 %1153, 1, !dbg !831
    #dbg_value(i32 %1154, !724, !DIExpression(DW_OP_LLVM_convert, 16, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 120, 8), !771)
    #dbg_value(i64 16, !740, !DIExpression(), !825)
    #dbg_value(ptr @.str.39, !356, !DIExpression(), !832)
    #dbg_value(ptr undef, !363, !DIExpression(), !832)
    #dbg_value(i32 16, !364, !DIExpression(), !832)
  %1155 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, ptr noundef nonnull @.str.39), !dbg !834
    #dbg_value(i64 0, !365, !DIExpression(), !835)
  %1156 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, i32 noundef %1049), !dbg !836
    #dbg_value(i64 1, !365, !DIExpression(), !835)
  %1157 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, i32 noundef %1056), !dbg !836
    #dbg_value(i64 2, !365, !DIExpression(), !835)
  %1158 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, i32 noundef %1063), !dbg !836
    #dbg_value(i64 3, !365, !DIExpression(), !835)
  %1159 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, i32 noundef %1070), !dbg !836
    #dbg_value(i64 4, !365, !DIExpression(), !835)
  %1160 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, i32 noundef %1077), !dbg !836
    #dbg_value(i64 5, !365, !DIExpression(), !835)
  %1161 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, i32 noundef %1084), !dbg !836
    #dbg_value(i64 6, !365, !DIExpression(), !835)
  %1162 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, i32 noundef %1091), !dbg !836
    #dbg_value(i64 7, !365, !DIExpression(), !835)
  %1163 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, i32 noundef %1098), !dbg !836
    #dbg_value(i64 8, !365, !DIExpression(), !835)
  %1164 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, i32 noundef %1105), !dbg !836
    #dbg_value(i64 9, !365, !DIExpression(), !835)
  %1165 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, i32 noundef %1112), !dbg !836
    #dbg_value(i64 10, !365, !DIExpression(), !835)
  %1166 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, i32 noundef %1119), !dbg !836
    #dbg_value(i64 11, !365, !DIExpression(), !835)
  %1167 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, i32 noundef %1126), !dbg !836
    #dbg_value(i64 12, !365, !DIExpression(), !835)
  %1168 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, i32 noundef %1133), !dbg !836
    #dbg_value(i64 13, !365, !DIExpression(), !835)
  %1169 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, i32 noundef %1140), !dbg !836
    #dbg_value(i64 14, !365, !DIExpression(), !835)
  %1170 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, i32 noundef %1147), !dbg !836
    #dbg_value(i64 15, !365, !DIExpression(), !835)
  %1171 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, i32 noundef %1154), !dbg !836
    #dbg_value(i64 16, !365, !DIExpression(), !835)
  %1172 = tail call i32 @putchar(i32 10), !dbg !837
    #dbg_value(i64 1, !742, !DIExpression(), !838)
  %1173 = getelementptr inbounds i8, ptr %1, i64 1, !dbg !839
    #dbg_value(i64 2, !742, !DIExpression(), !838)
  %1174 = getelementptr inbounds i8, ptr %1, i64 2, !dbg !839
    #dbg_value(i64 3, !742, !DIExpression(), !838)
  %1175 = getelementptr inbounds i8, ptr %1, i64 3, !dbg !839
    #dbg_value(i64 4, !742, !DIExpression(), !838)
  %1176 = getelementptr inbounds i8, ptr %1, i64 4, !dbg !839
    #dbg_value(i64 5, !742, !DIExpression(), !838)
  %1177 = getelementptr inbounds i8, ptr %1, i64 5, !dbg !839
    #dbg_value(i64 6, !742, !DIExpression(), !838)
  %1178 = getelementptr inbounds i8, ptr %1, i64 6, !dbg !839
    #dbg_value(i64 15, !742, !DIExpression(), !838)
  %1179 = load <16 x i8>, ptr @a8, align 16, !dbg !841, !tbaa !244
  %1180 = sext <16 x i8> %1179 to <16 x i16>, !dbg !841
  %1181 = load <16 x i8>, ptr @b8, align 16, !dbg !842, !tbaa !244
  %1182 = sext <16 x i8> %1181 to <16 x i16>, !dbg !842
  %1183 = add nsw <16 x i16> %1182, %1180, !dbg !843
  %1184 = lshr <16 x i16> %1183, <i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1>, !dbg !844
  %1185 = trunc <16 x i16> %1184 to <16 x i8>, !dbg !845
  store <16 x i8> %1185, ptr %1, align 16, !dbg !846, !tbaa !244
    #dbg_value(i64 16, !742, !DIExpression(), !838)
    #dbg_value(ptr @.str.40, !291, !DIExpression(), !847)
    #dbg_value(ptr %1, !300, !DIExpression(), !847)
    #dbg_value(i32 16, !301, !DIExpression(), !847)
  %1186 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, ptr noundef nonnull @.str.40), !dbg !849
    #dbg_value(i64 0, !302, !DIExpression(), !850)
  %1187 = load i8, ptr %1, align 16, !dbg !851, !tbaa !244
  %1188 = sext i8 %1187 to i32, !dbg !851
  %1189 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef %1188), !dbg !852
    #dbg_value(i64 1, !302, !DIExpression(), !850)
  %1190 = load i8, ptr %1173, align 1, !dbg !851, !tbaa !244
  %1191 = sext i8 %1190 to i32, !dbg !851
  %1192 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef %1191), !dbg !852
    #dbg_value(i64 2, !302, !DIExpression(), !850)
  %1193 = load i8, ptr %1174, align 2, !dbg !851, !tbaa !244
  %1194 = sext i8 %1193 to i32, !dbg !851
  %1195 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef %1194), !dbg !852
    #dbg_value(i64 3, !302, !DIExpression(), !850)
  %1196 = load i8, ptr %1175, align 1, !dbg !851, !tbaa !244
  %1197 = sext i8 %1196 to i32, !dbg !851
  %1198 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef %1197), !dbg !852
    #dbg_value(i64 4, !302, !DIExpression(), !850)
  %1199 = load i8, ptr %1176, align 4, !dbg !851, !tbaa !244
  %1200 = sext i8 %1199 to i32, !dbg !851
  %1201 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef %1200), !dbg !852
    #dbg_value(i64 5, !302, !DIExpression(), !850)
  %1202 = load i8, ptr %1177, align 1, !dbg !851, !tbaa !244
  %1203 = sext i8 %1202 to i32, !dbg !851
  %1204 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef %1203), !dbg !852
    #dbg_value(i64 6, !302, !DIExpression(), !850)
  %1205 = load i8, ptr %1178, align 2, !dbg !851, !tbaa !244
  %1206 = sext i8 %1205 to i32, !dbg !851
  %1207 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef %1206), !dbg !852
    #dbg_value(i64 7, !302, !DIExpression(), !850)
  %1208 = extractelement <16 x i8> %1185, i64 7, !dbg !851
  %1209 = sext i8 %1208 to i32, !dbg !851
  %1210 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef %1209), !dbg !852
    #dbg_value(i64 8, !302, !DIExpression(), !850)
  %1211 = extractelement <16 x i8> %1185, i64 8, !dbg !851
  %1212 = sext i8 %1211 to i32, !dbg !851
  %1213 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef %1212), !dbg !852
    #dbg_value(i64 9, !302, !DIExpression(), !850)
  %1214 = extractelement <16 x i8> %1185, i64 9, !dbg !851
  %1215 = sext i8 %1214 to i32, !dbg !851
  %1216 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef %1215), !dbg !852
    #dbg_value(i64 10, !302, !DIExpression(), !850)
  %1217 = extractelement <16 x i8> %1185, i64 10, !dbg !851
  %1218 = sext i8 %1217 to i32, !dbg !851
  %1219 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef %1218), !dbg !852
    #dbg_value(i64 11, !302, !DIExpression(), !850)
  %1220 = extractelement <16 x i8> %1185, i64 11, !dbg !851
  %1221 = sext i8 %1220 to i32, !dbg !851
  %1222 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef %1221), !dbg !852
    #dbg_value(i64 12, !302, !DIExpression(), !850)
  %1223 = extractelement <16 x i8> %1185, i64 12, !dbg !851
  %1224 = sext i8 %1223 to i32, !dbg !851
  %1225 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef %1224), !dbg !852
    #dbg_value(i64 13, !302, !DIExpression(), !850)
  %1226 = extractelement <16 x i8> %1185, i64 13, !dbg !851
  %1227 = sext i8 %1226 to i32, !dbg !851
  %1228 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef %1227), !dbg !852
    #dbg_value(i64 14, !302, !DIExpression(), !850)
  %1229 = extractelement <16 x i8> %1185, i64 14, !dbg !851
  %1230 = sext i8 %1229 to i32, !dbg !851
  %1231 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef %1230), !dbg !852
    #dbg_value(i64 15, !302, !DIExpression(), !850)
  %1232 = extractelement <16 x i8> %1185, i64 15, !dbg !851
  %1233 = sext i8 %1232 to i32, !dbg !851
  %1234 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef %1233), !dbg !852
    #dbg_value(i64 16, !302, !DIExpression(), !850)
  %1235 = tail call i32 @putchar(i32 10), !dbg !853
    #dbg_value(i32 1179869184, !726, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !771)
    #dbg_value(i32 -249999999, !726, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !771)
    #dbg_value(i32 28, !726, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !771)
    #dbg_value(i32 0, !726, !DIExpression(DW_OP_LLVM_fragment, 96, 32), !771)
    #dbg_value(i64 4, !748, !DIExpression(), !854)
    #dbg_value(ptr @.str.41, !444, !DIExpression(), !855)
    #dbg_value(ptr undef, !451, !DIExpression(), !855)
    #dbg_value(i32 4, !452, !DIExpression(), !855)
  %1236 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, ptr noundef nonnull @.str.41), !dbg !857
    #dbg_value(i64 0, !453, !DIExpression(), !858)
  %1237 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef 1179869184), !dbg !859
    #dbg_value(i64 1, !453, !DIExpression(), !858)
  %1238 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef -249999999), !dbg !859
    #dbg_value(i64 2, !453, !DIExpression(), !858)
  %1239 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef 28), !dbg !859
    #dbg_value(i64 3, !453, !DIExpression(), !858)
  %1240 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef 0), !dbg !859
    #dbg_value(i64 4, !453, !DIExpression(), !858)
  %1241 = tail call i32 @putchar(i32 10), !dbg !860
    #dbg_value(i32 -250000000, !726, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !771)
    #dbg_value(i32 -249999998, !726, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !771)
    #dbg_value(i32 7, !726, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !771)
    #dbg_value(i32 31250001, !726, !DIExpression(DW_OP_LLVM_fragment, 96, 32), !771)
    #dbg_value(i64 4, !751, !DIExpression(), !861)
    #dbg_value(ptr @.str.42, !444, !DIExpression(), !862)
    #dbg_value(ptr undef, !451, !DIExpression(), !862)
    #dbg_value(i32 4, !452, !DIExpression(), !862)
  %1242 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, ptr noundef nonnull @.str.42), !dbg !864
    #dbg_value(i64 0, !453, !DIExpression(), !865)
  %1243 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef -250000000), !dbg !866
    #dbg_value(i64 1, !453, !DIExpression(), !865)
  %1244 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef -249999998), !dbg !866
    #dbg_value(i64 2, !453, !DIExpression(), !865)
  %1245 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef 7), !dbg !866
    #dbg_value(i64 3, !453, !DIExpression(), !865)
  %1246 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef 31250001), !dbg !866
    #dbg_value(i64 4, !453, !DIExpression(), !865)
  %1247 = tail call i32 @putchar(i32 10), !dbg !867
    #dbg_value(i32 0, !755, !DIExpression(), !868)
  br label %1248, !dbg !869

1248:                                             ; preds = %1265, %0
  %1249 = phi i64 [ 0, %0 ], [ %1269, %1265 ]
    #dbg_value(i64 %1249, !755, !DIExpression(), !868)
  %1250 = getelementptr inbounds [16 x i32], ptr @__const.misc.q, i64 0, i64 %1249, !dbg !870
  %1251 = load i32, ptr %1250, align 4, !dbg !870, !tbaa !872
  %1252 = lshr i64 53199, %1249, !dbg !874
  %1253 = and i64 %1252, 1, !dbg !874
  %1254 = icmp eq i64 %1253, 0, !dbg !874
  %1255 = getelementptr inbounds [16 x i8], ptr @a8, i64 0, i64 %1249, !dbg !875
  %1256 = load i8, ptr %1255, align 1, !dbg !875, !tbaa !244
  %1257 = sext i8 %1256 to i32, !dbg !875
  br i1 %1254, label %1262, label %1258, !dbg !870

1258:                                             ; preds = %1248
  %1259 = shl i32 %1257, %1251, !dbg !876
    #dbg_value(i32 %1259, !320, !DIExpression(), !877)
  %1260 = tail call i32 @llvm.smax.i32(i32 %1259, i32 -128), !dbg !879
  %1261 = tail call i32 @llvm.smin.i32(i32 %1260, i32 127), !dbg !879
  br label %1265, !dbg !870

1262:                                             ; preds = %1248
  %1263 = sub nsw i32 0, %1251, !dbg !880
  %1264 = ashr i32 %1257, %1263, !dbg !881
  br label %1265, !dbg !870

1265:                                             ; preds = %1262, %1258
  %1266 = phi i32 [ %1261, %1258 ], [ %1264, %1262 ], !dbg !870
  %1267 = trunc nsw i32 %1266 to i8, !dbg !870
  %1268 = getelementptr inbounds [16 x i8], ptr %1, i64 0, i64 %1249, !dbg !882
  store i8 %1267, ptr %1268, align 1, !dbg !883, !tbaa !244
  %1269 = add nuw nsw i64 %1249, 1, !dbg !884
    #dbg_value(i64 %1269, !755, !DIExpression(), !868)
  %1270 = icmp eq i64 %1269, 16, !dbg !885
  br i1 %1270, label %1271, label %1248, !dbg !869, !llvm.loop !886

1271:                                             ; preds = %1265
  %1272 = getelementptr inbounds i8, ptr %1, i64 15, !dbg !839
  %1273 = getelementptr inbounds i8, ptr %1, i64 14, !dbg !839
  %1274 = getelementptr inbounds i8, ptr %1, i64 13, !dbg !839
  %1275 = getelementptr inbounds i8, ptr %1, i64 12, !dbg !839
  %1276 = getelementptr inbounds i8, ptr %1, i64 11, !dbg !839
  %1277 = getelementptr inbounds i8, ptr %1, i64 10, !dbg !839
  %1278 = getelementptr inbounds i8, ptr %1, i64 9, !dbg !839
  %1279 = getelementptr inbounds i8, ptr %1, i64 8, !dbg !839
  %1280 = getelementptr inbounds i8, ptr %1, i64 7, !dbg !839
    #dbg_value(ptr @.str.43, !291, !DIExpression(), !889)
    #dbg_value(ptr %1, !300, !DIExpression(), !889)
    #dbg_value(i32 16, !301, !DIExpression(), !889)
  %1281 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, ptr noundef nonnull @.str.43), !dbg !891
    #dbg_value(i64 0, !302, !DIExpression(), !892)
  %1282 = load i8, ptr %1, align 16, !dbg !893, !tbaa !244
  %1283 = sext i8 %1282 to i32, !dbg !893
  %1284 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef %1283), !dbg !894
    #dbg_value(i64 1, !302, !DIExpression(), !892)
  %1285 = load i8, ptr %1173, align 1, !dbg !893, !tbaa !244
  %1286 = sext i8 %1285 to i32, !dbg !893
  %1287 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef %1286), !dbg !894
    #dbg_value(i64 2, !302, !DIExpression(), !892)
  %1288 = load i8, ptr %1174, align 2, !dbg !893, !tbaa !244
  %1289 = sext i8 %1288 to i32, !dbg !893
  %1290 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef %1289), !dbg !894
    #dbg_value(i64 3, !302, !DIExpression(), !892)
  %1291 = load i8, ptr %1175, align 1, !dbg !893, !tbaa !244
  %1292 = sext i8 %1291 to i32, !dbg !893
  %1293 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef %1292), !dbg !894
    #dbg_value(i64 4, !302, !DIExpression(), !892)
  %1294 = load i8, ptr %1176, align 4, !dbg !893, !tbaa !244
  %1295 = sext i8 %1294 to i32, !dbg !893
  %1296 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef %1295), !dbg !894
    #dbg_value(i64 5, !302, !DIExpression(), !892)
  %1297 = load i8, ptr %1177, align 1, !dbg !893, !tbaa !244
  %1298 = sext i8 %1297 to i32, !dbg !893
  %1299 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef %1298), !dbg !894
    #dbg_value(i64 6, !302, !DIExpression(), !892)
  %1300 = load i8, ptr %1178, align 2, !dbg !893, !tbaa !244
  %1301 = sext i8 %1300 to i32, !dbg !893
  %1302 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef %1301), !dbg !894
    #dbg_value(i64 7, !302, !DIExpression(), !892)
  %1303 = load i8, ptr %1280, align 1, !dbg !893, !tbaa !244
  %1304 = sext i8 %1303 to i32, !dbg !893
  %1305 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef %1304), !dbg !894
    #dbg_value(i64 8, !302, !DIExpression(), !892)
  %1306 = load i8, ptr %1279, align 8, !dbg !893, !tbaa !244
  %1307 = sext i8 %1306 to i32, !dbg !893
  %1308 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef %1307), !dbg !894
    #dbg_value(i64 9, !302, !DIExpression(), !892)
  %1309 = load i8, ptr %1278, align 1, !dbg !893, !tbaa !244
  %1310 = sext i8 %1309 to i32, !dbg !893
  %1311 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef %1310), !dbg !894
    #dbg_value(i64 10, !302, !DIExpression(), !892)
  %1312 = load i8, ptr %1277, align 2, !dbg !893, !tbaa !244
  %1313 = sext i8 %1312 to i32, !dbg !893
  %1314 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef %1313), !dbg !894
    #dbg_value(i64 11, !302, !DIExpression(), !892)
  %1315 = load i8, ptr %1276, align 1, !dbg !893, !tbaa !244
  %1316 = sext i8 %1315 to i32, !dbg !893
  %1317 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef %1316), !dbg !894
    #dbg_value(i64 12, !302, !DIExpression(), !892)
  %1318 = load i8, ptr %1275, align 4, !dbg !893, !tbaa !244
  %1319 = sext i8 %1318 to i32, !dbg !893
  %1320 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef %1319), !dbg !894
    #dbg_value(i64 13, !302, !DIExpression(), !892)
  %1321 = load i8, ptr %1274, align 1, !dbg !893, !tbaa !244
  %1322 = sext i8 %1321 to i32, !dbg !893
  %1323 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef %1322), !dbg !894
    #dbg_value(i64 14, !302, !DIExpression(), !892)
  %1324 = load i8, ptr %1273, align 2, !dbg !893, !tbaa !244
  %1325 = sext i8 %1324 to i32, !dbg !893
  %1326 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef %1325), !dbg !894
    #dbg_value(i64 15, !302, !DIExpression(), !892)
  %1327 = load i8, ptr %1272, align 1, !dbg !893, !tbaa !244
  %1328 = sext i8 %1327 to i32, !dbg !893
  %1329 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef %1328), !dbg !894
    #dbg_value(i64 16, !302, !DIExpression(), !892)
  %1330 = tail call i32 @putchar(i32 10), !dbg !895
  %1331 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.44, i64 noundef -80, i64 noundef 3086), !dbg !896
    #dbg_value(i32 2, !757, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !897)
    #dbg_value(i32 -2, !757, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !897)
    #dbg_value(i32 4, !757, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !897)
    #dbg_value(i32 0, !757, !DIExpression(DW_OP_LLVM_fragment, 96, 32), !897)
    #dbg_value(ptr @.str.45, !444, !DIExpression(), !898)
    #dbg_value(ptr undef, !451, !DIExpression(), !898)
    #dbg_value(i32 4, !452, !DIExpression(), !898)
  %1332 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, ptr noundef nonnull @.str.45), !dbg !900
    #dbg_value(i64 0, !453, !DIExpression(), !901)
  %1333 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef 2), !dbg !902
    #dbg_value(i64 1, !453, !DIExpression(), !901)
  %1334 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef -2), !dbg !902
    #dbg_value(i64 2, !453, !DIExpression(), !901)
  %1335 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef 4), !dbg !902
    #dbg_value(i64 3, !453, !DIExpression(), !901)
  %1336 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef 0), !dbg !902
    #dbg_value(i64 4, !453, !DIExpression(), !901)
  %1337 = tail call i32 @putchar(i32 10), !dbg !903
    #dbg_value(i32 3, !759, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !897)
    #dbg_value(i32 -3, !759, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !897)
    #dbg_value(i32 4, !759, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !897)
    #dbg_value(i32 0, !759, !DIExpression(DW_OP_LLVM_fragment, 96, 32), !897)
    #dbg_value(ptr @.str.46, !444, !DIExpression(), !904)
    #dbg_value(ptr undef, !451, !DIExpression(), !904)
    #dbg_value(i32 4, !452, !DIExpression(), !904)
  %1338 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, ptr noundef nonnull @.str.46), !dbg !906
    #dbg_value(i64 0, !453, !DIExpression(), !907)
  %1339 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef 3), !dbg !908
    #dbg_value(i64 1, !453, !DIExpression(), !907)
  %1340 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef -3), !dbg !908
    #dbg_value(i64 2, !453, !DIExpression(), !907)
  %1341 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef 4), !dbg !908
    #dbg_value(i64 3, !453, !DIExpression(), !907)
  %1342 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef 0), !dbg !908
    #dbg_value(i64 4, !453, !DIExpression(), !907)
  %1343 = tail call i32 @putchar(i32 10), !dbg !909
    #dbg_value(i32 2, !760, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !897)
    #dbg_value(i32 -3, !760, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !897)
    #dbg_value(i32 3, !760, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !897)
    #dbg_value(i32 -1, !760, !DIExpression(DW_OP_LLVM_fragment, 96, 32), !897)
    #dbg_value(ptr @.str.47, !444, !DIExpression(), !910)
    #dbg_value(ptr undef, !451, !DIExpression(), !910)
    #dbg_value(i32 4, !452, !DIExpression(), !910)
  %1344 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, ptr noundef nonnull @.str.47), !dbg !912
    #dbg_value(i64 0, !453, !DIExpression(), !913)
  %1345 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef 2), !dbg !914
    #dbg_value(i64 1, !453, !DIExpression(), !913)
  %1346 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef -3), !dbg !914
    #dbg_value(i64 2, !453, !DIExpression(), !913)
  %1347 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef 3), !dbg !914
    #dbg_value(i64 3, !453, !DIExpression(), !913)
  %1348 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef -1), !dbg !914
    #dbg_value(i64 4, !453, !DIExpression(), !913)
  %1349 = tail call i32 @putchar(i32 10), !dbg !915
    #dbg_value(i32 3, !761, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !897)
    #dbg_value(i32 -2, !761, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !897)
    #dbg_value(i32 4, !761, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !897)
    #dbg_value(i32 0, !761, !DIExpression(DW_OP_LLVM_fragment, 96, 32), !897)
    #dbg_value(ptr @.str.48, !444, !DIExpression(), !916)
    #dbg_value(ptr undef, !451, !DIExpression(), !916)
    #dbg_value(i32 4, !452, !DIExpression(), !916)
  %1350 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, ptr noundef nonnull @.str.48), !dbg !918
    #dbg_value(i64 0, !453, !DIExpression(), !919)
  %1351 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef 3), !dbg !920
    #dbg_value(i64 1, !453, !DIExpression(), !919)
  %1352 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef -2), !dbg !920
    #dbg_value(i64 2, !453, !DIExpression(), !919)
  %1353 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef 4), !dbg !920
    #dbg_value(i64 3, !453, !DIExpression(), !919)
  %1354 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef 0), !dbg !920
    #dbg_value(i64 4, !453, !DIExpression(), !919)
  %1355 = tail call i32 @putchar(i32 10), !dbg !921
    #dbg_value(i32 3, !757, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !897)
    #dbg_value(i32 2, !757, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !897)
    #dbg_value(i32 1, !757, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !897)
    #dbg_value(i32 0, !757, !DIExpression(DW_OP_LLVM_fragment, 96, 32), !897)
    #dbg_value(i64 4, !762, !DIExpression(), !922)
    #dbg_value(ptr @.str.49, !444, !DIExpression(), !923)
    #dbg_value(ptr undef, !451, !DIExpression(), !923)
    #dbg_value(i32 4, !452, !DIExpression(), !923)
  %1356 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, ptr noundef nonnull @.str.49), !dbg !925
    #dbg_value(i64 0, !453, !DIExpression(), !926)
  %1357 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef 3), !dbg !927
    #dbg_value(i64 1, !453, !DIExpression(), !926)
  %1358 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef 2), !dbg !927
    #dbg_value(i64 2, !453, !DIExpression(), !926)
  %1359 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef 1), !dbg !927
    #dbg_value(i64 3, !453, !DIExpression(), !926)
  %1360 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef 0), !dbg !927
    #dbg_value(i64 4, !453, !DIExpression(), !926)
  %1361 = tail call i32 @putchar(i32 10), !dbg !928
  %1362 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.50, i32 noundef 2, i32 noundef -3, i32 noundef 7), !dbg !929
    #dbg_value(float 2.000000e+00, !764, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !897)
    #dbg_value(float -2.000000e+00, !764, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !897)
    #dbg_value(float 4.000000e+00, !764, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !897)
    #dbg_value(float -0.000000e+00, !764, !DIExpression(DW_OP_LLVM_fragment, 96, 32), !897)
    #dbg_value(ptr @.str.51, !682, !DIExpression(), !930)
    #dbg_value(ptr undef, !689, !DIExpression(), !930)
    #dbg_value(i32 4, !690, !DIExpression(), !930)
  %1363 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, ptr noundef nonnull @.str.51), !dbg !932
    #dbg_value(i64 0, !691, !DIExpression(), !933)
  %1364 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, double noundef 2.000000e+00), !dbg !934
    #dbg_value(i64 1, !691, !DIExpression(), !933)
  %1365 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, double noundef -2.000000e+00), !dbg !934
    #dbg_value(i64 2, !691, !DIExpression(), !933)
  %1366 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, double noundef 4.000000e+00), !dbg !934
    #dbg_value(i64 3, !691, !DIExpression(), !933)
  %1367 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, double noundef -0.000000e+00), !dbg !934
    #dbg_value(i64 4, !691, !DIExpression(), !933)
  %1368 = tail call i32 @putchar(i32 10), !dbg !935
    #dbg_value(float -8.125000e+00, !764, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !897)
    #dbg_value(float -1.687500e+00, !764, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !897)
    #dbg_value(float 1.250000e+00, !764, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !897)
    #dbg_value(float 6.875000e-01, !764, !DIExpression(DW_OP_LLVM_fragment, 96, 32), !897)
    #dbg_value(i64 4, !765, !DIExpression(), !936)
    #dbg_value(ptr @.str.52, !682, !DIExpression(), !937)
    #dbg_value(ptr undef, !689, !DIExpression(), !937)
    #dbg_value(i32 4, !690, !DIExpression(), !937)
  %1369 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, ptr noundef nonnull @.str.52), !dbg !939
    #dbg_value(i64 0, !691, !DIExpression(), !940)
  %1370 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, double noundef -8.125000e+00), !dbg !941
    #dbg_value(i64 1, !691, !DIExpression(), !940)
  %1371 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, double noundef -1.687500e+00), !dbg !941
    #dbg_value(i64 2, !691, !DIExpression(), !940)
  %1372 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, double noundef 1.250000e+00), !dbg !941
    #dbg_value(i64 3, !691, !DIExpression(), !940)
  %1373 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, double noundef 6.875000e-01), !dbg !941
    #dbg_value(i64 4, !691, !DIExpression(), !940)
  %1374 = tail call i32 @putchar(i32 10), !dbg !942
    #dbg_value(float 1.012500e+01, !764, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !897)
    #dbg_value(float 3.687500e+00, !764, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !897)
    #dbg_value(float 7.500000e-01, !764, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !897)
    #dbg_value(float 1.312500e+00, !764, !DIExpression(DW_OP_LLVM_fragment, 96, 32), !897)
    #dbg_value(i64 4, !767, !DIExpression(), !943)
    #dbg_value(ptr @.str.53, !682, !DIExpression(), !944)
    #dbg_value(ptr undef, !689, !DIExpression(), !944)
    #dbg_value(i32 4, !690, !DIExpression(), !944)
  %1375 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, ptr noundef nonnull @.str.53), !dbg !946
    #dbg_value(i64 0, !691, !DIExpression(), !947)
  %1376 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, double noundef 1.012500e+01), !dbg !948
    #dbg_value(i64 1, !691, !DIExpression(), !947)
  %1377 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, double noundef 3.687500e+00), !dbg !948
    #dbg_value(i64 2, !691, !DIExpression(), !947)
  %1378 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, double noundef 7.500000e-01), !dbg !948
    #dbg_value(i64 3, !691, !DIExpression(), !947)
  %1379 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, double noundef 1.312500e+00), !dbg !948
    #dbg_value(i64 4, !691, !DIExpression(), !947)
  %1380 = tail call i32 @putchar(i32 10), !dbg !949
    #dbg_value(float 5.562500e+00, !764, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !897)
    #dbg_value(float 2.343750e+00, !764, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !897)
    #dbg_value(float 8.750000e-01, !764, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !897)
    #dbg_value(float 1.156250e+00, !764, !DIExpression(DW_OP_LLVM_fragment, 96, 32), !897)
    #dbg_value(i64 4, !769, !DIExpression(), !950)
    #dbg_value(ptr @.str.54, !682, !DIExpression(), !951)
    #dbg_value(ptr undef, !689, !DIExpression(), !951)
    #dbg_value(i32 4, !690, !DIExpression(), !951)
  %1381 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, ptr noundef nonnull @.str.54), !dbg !953
    #dbg_value(i64 0, !691, !DIExpression(), !954)
  %1382 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, double noundef 5.562500e+00), !dbg !955
    #dbg_value(i64 1, !691, !DIExpression(), !954)
  %1383 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, double noundef 2.343750e+00), !dbg !955
    #dbg_value(i64 2, !691, !DIExpression(), !954)
  %1384 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, double noundef 8.750000e-01), !dbg !955
    #dbg_value(i64 3, !691, !DIExpression(), !954)
  %1385 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, double noundef 1.156250e+00), !dbg !955
    #dbg_value(i64 4, !691, !DIExpression(), !954)
  %1386 = tail call i32 @putchar(i32 10), !dbg !956
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %1) #5, !dbg !957
  ret i32 0, !dbg !958
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare !dbg !959 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #3

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umin.i32(i32, i32) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i8 @llvm.smax.i8(i8, i8) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <16 x i8> @llvm.ssub.sat.v16i8(<16 x i8>, <16 x i8>) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <16 x i8> @llvm.abs.v16i8(<16 x i8>, i1 immarg) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <16 x i8> @llvm.umin.v16i8(<16 x i8>, <16 x i8>) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i8 @llvm.vector.reduce.smin.v16i8(<16 x i8>) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i8 @llvm.vector.reduce.smax.v16i8(<16 x i8>) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i8 @llvm.vector.reduce.umin.v16i8(<16 x i8>) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i8 @llvm.vector.reduce.umax.v16i8(<16 x i8>) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <8 x i8> @llvm.sadd.sat.v8i8(<8 x i8>, <8 x i8>) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i8 @llvm.vector.reduce.add.v16i8(<16 x i8>) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i8 @llvm.vector.reduce.add.v8i8(<8 x i8>) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.add.v16i32(<16 x i32>) #3

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { nofree nounwind }
attributes #5 = { nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!217, !218, !219, !220, !221, !222, !223}
!llvm.ident = !{!224}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "a8", scope: !2, file: !3, line: 11, type: !34, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !31, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "programs/neon_intrinsics.c", directory: ".", checksumkind: CSK_MD5, checksum: "9ee573c10472f0473eeaef983ecdb8aa")
!4 = !{!5, !10, !14, !17, !20, !21, !24, !27, !28}
!5 = !DIDerivedType(tag: DW_TAG_typedef, name: "int8_t", file: !6, line: 24, baseType: !7)
!6 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-intn.h", directory: "", checksumkind: CSK_MD5, checksum: "55bcbdc3159515ebd91d351a70d505f4")
!7 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int8_t", file: !8, line: 37, baseType: !9)
!8 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!9 = !DIBasicType(name: "signed char", size: 8, encoding: DW_ATE_signed_char)
!10 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint8_t", file: !11, line: 24, baseType: !12)
!11 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-uintn.h", directory: "", checksumkind: CSK_MD5, checksum: "2bf2ae53c58c01b1a1b9383b5195125c")
!12 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint8_t", file: !8, line: 38, baseType: !13)
!13 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!14 = !DIDerivedType(tag: DW_TAG_typedef, name: "int16_t", file: !6, line: 25, baseType: !15)
!15 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int16_t", file: !8, line: 39, baseType: !16)
!16 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!17 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint32_t", file: !11, line: 26, baseType: !18)
!18 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint32_t", file: !8, line: 42, baseType: !19)
!19 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!20 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!21 = !DIDerivedType(tag: DW_TAG_typedef, name: "int64_t", file: !6, line: 27, baseType: !22)
!22 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int64_t", file: !8, line: 44, baseType: !23)
!23 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!24 = !DIDerivedType(tag: DW_TAG_typedef, name: "int32_t", file: !6, line: 26, baseType: !25)
!25 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int32_t", file: !8, line: 41, baseType: !26)
!26 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!27 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!28 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint16_t", file: !11, line: 25, baseType: !29)
!29 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint16_t", file: !8, line: 40, baseType: !30)
!30 = !DIBasicType(name: "unsigned short", size: 16, encoding: DW_ATE_unsigned)
!31 = !{!0, !32, !37, !40, !42, !47, !49, !54, !56, !59, !62, !64, !69, !71, !75, !81, !83, !86, !91, !93, !95, !97, !99, !101, !103, !105, !108, !110, !115, !117, !122, !124, !126, !129, !131, !136, !139, !141, !146, !148, !153, !158, !160, !162, !164, !166, !168, !170, !172, !174, !176, !178, !180, !182, !184, !186, !188, !190, !192, !197, !199, !201, !203, !205, !207, !209, !211, !213, !215}
!32 = !DIGlobalVariableExpression(var: !33, expr: !DIExpression())
!33 = distinct !DIGlobalVariable(name: "b8", scope: !2, file: !3, line: 11, type: !34, isLocal: true, isDefinition: true)
!34 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 128, elements: !35)
!35 = !{!36}
!36 = !DISubrange(count: 16)
!37 = !DIGlobalVariableExpression(var: !38, expr: !DIExpression())
!38 = distinct !DIGlobalVariable(name: "u8a", scope: !2, file: !3, line: 12, type: !39, isLocal: true, isDefinition: true)
!39 = !DICompositeType(tag: DW_TAG_array_type, baseType: !10, size: 128, elements: !35)
!40 = !DIGlobalVariableExpression(var: !41, expr: !DIExpression())
!41 = distinct !DIGlobalVariable(name: "u8b", scope: !2, file: !3, line: 12, type: !39, isLocal: true, isDefinition: true)
!42 = !DIGlobalVariableExpression(var: !43, expr: !DIExpression())
!43 = distinct !DIGlobalVariable(name: "a16", scope: !2, file: !3, line: 13, type: !44, isLocal: true, isDefinition: true)
!44 = !DICompositeType(tag: DW_TAG_array_type, baseType: !14, size: 128, elements: !45)
!45 = !{!46}
!46 = !DISubrange(count: 8)
!47 = !DIGlobalVariableExpression(var: !48, expr: !DIExpression())
!48 = distinct !DIGlobalVariable(name: "b16", scope: !2, file: !3, line: 13, type: !44, isLocal: true, isDefinition: true)
!49 = !DIGlobalVariableExpression(var: !50, expr: !DIExpression())
!50 = distinct !DIGlobalVariable(name: "a32", scope: !2, file: !3, line: 14, type: !51, isLocal: true, isDefinition: true)
!51 = !DICompositeType(tag: DW_TAG_array_type, baseType: !24, size: 128, elements: !52)
!52 = !{!53}
!53 = !DISubrange(count: 4)
!54 = !DIGlobalVariableExpression(var: !55, expr: !DIExpression())
!55 = distinct !DIGlobalVariable(name: "b32", scope: !2, file: !3, line: 14, type: !51, isLocal: true, isDefinition: true)
!56 = !DIGlobalVariableExpression(var: !57, expr: !DIExpression())
!57 = distinct !DIGlobalVariable(name: "u32a", scope: !2, file: !3, line: 15, type: !58, isLocal: true, isDefinition: true)
!58 = !DICompositeType(tag: DW_TAG_array_type, baseType: !17, size: 128, elements: !52)
!59 = !DIGlobalVariableExpression(var: !60, expr: !DIExpression())
!60 = distinct !DIGlobalVariable(name: "f32a", scope: !2, file: !3, line: 17, type: !61, isLocal: true, isDefinition: true)
!61 = !DICompositeType(tag: DW_TAG_array_type, baseType: !20, size: 128, elements: !52)
!62 = !DIGlobalVariableExpression(var: !63, expr: !DIExpression())
!63 = distinct !DIGlobalVariable(name: "f32b", scope: !2, file: !3, line: 17, type: !61, isLocal: true, isDefinition: true)
!64 = !DIGlobalVariableExpression(var: !65, expr: !DIExpression())
!65 = distinct !DIGlobalVariable(name: "a64", scope: !2, file: !3, line: 16, type: !66, isLocal: true, isDefinition: true)
!66 = !DICompositeType(tag: DW_TAG_array_type, baseType: !21, size: 128, elements: !67)
!67 = !{!68}
!68 = !DISubrange(count: 2)
!69 = !DIGlobalVariableExpression(var: !70, expr: !DIExpression())
!70 = distinct !DIGlobalVariable(name: "b64", scope: !2, file: !3, line: 16, type: !66, isLocal: true, isDefinition: true)
!71 = !DIGlobalVariableExpression(var: !72, expr: !DIExpression())
!72 = distinct !DIGlobalVariable(name: "f64a", scope: !2, file: !3, line: 18, type: !73, isLocal: true, isDefinition: true)
!73 = !DICompositeType(tag: DW_TAG_array_type, baseType: !74, size: 128, elements: !67)
!74 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!75 = !DIGlobalVariableExpression(var: !76, expr: !DIExpression())
!76 = distinct !DIGlobalVariable(scope: null, file: !3, line: 116, type: !77, isLocal: true, isDefinition: true)
!77 = !DICompositeType(tag: DW_TAG_array_type, baseType: !78, size: 72, elements: !79)
!78 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!79 = !{!80}
!80 = !DISubrange(count: 9)
!81 = !DIGlobalVariableExpression(var: !82, expr: !DIExpression())
!82 = distinct !DIGlobalVariable(scope: null, file: !3, line: 118, type: !77, isLocal: true, isDefinition: true)
!83 = !DIGlobalVariableExpression(var: !84, expr: !DIExpression())
!84 = distinct !DIGlobalVariable(scope: null, file: !3, line: 120, type: !85, isLocal: true, isDefinition: true)
!85 = !DICompositeType(tag: DW_TAG_array_type, baseType: !78, size: 64, elements: !45)
!86 = !DIGlobalVariableExpression(var: !87, expr: !DIExpression())
!87 = distinct !DIGlobalVariable(scope: null, file: !3, line: 122, type: !88, isLocal: true, isDefinition: true)
!88 = !DICompositeType(tag: DW_TAG_array_type, baseType: !78, size: 48, elements: !89)
!89 = !{!90}
!90 = !DISubrange(count: 6)
!91 = !DIGlobalVariableExpression(var: !92, expr: !DIExpression())
!92 = distinct !DIGlobalVariable(scope: null, file: !3, line: 124, type: !88, isLocal: true, isDefinition: true)
!93 = !DIGlobalVariableExpression(var: !94, expr: !DIExpression())
!94 = distinct !DIGlobalVariable(scope: null, file: !3, line: 126, type: !85, isLocal: true, isDefinition: true)
!95 = !DIGlobalVariableExpression(var: !96, expr: !DIExpression())
!96 = distinct !DIGlobalVariable(scope: null, file: !3, line: 128, type: !85, isLocal: true, isDefinition: true)
!97 = !DIGlobalVariableExpression(var: !98, expr: !DIExpression())
!98 = distinct !DIGlobalVariable(scope: null, file: !3, line: 130, type: !77, isLocal: true, isDefinition: true)
!99 = !DIGlobalVariableExpression(var: !100, expr: !DIExpression())
!100 = distinct !DIGlobalVariable(scope: null, file: !3, line: 132, type: !85, isLocal: true, isDefinition: true)
!101 = !DIGlobalVariableExpression(var: !102, expr: !DIExpression())
!102 = distinct !DIGlobalVariable(scope: null, file: !3, line: 134, type: !88, isLocal: true, isDefinition: true)
!103 = !DIGlobalVariableExpression(var: !104, expr: !DIExpression())
!104 = distinct !DIGlobalVariable(scope: null, file: !3, line: 136, type: !88, isLocal: true, isDefinition: true)
!105 = !DIGlobalVariableExpression(var: !106, expr: !DIExpression())
!106 = distinct !DIGlobalVariable(scope: null, file: !3, line: 138, type: !107, isLocal: true, isDefinition: true)
!107 = !DICompositeType(tag: DW_TAG_array_type, baseType: !78, size: 32, elements: !52)
!108 = !DIGlobalVariableExpression(var: !109, expr: !DIExpression())
!109 = distinct !DIGlobalVariable(scope: null, file: !3, line: 140, type: !88, isLocal: true, isDefinition: true)
!110 = !DIGlobalVariableExpression(var: !111, expr: !DIExpression())
!111 = distinct !DIGlobalVariable(scope: null, file: !3, line: 142, type: !112, isLocal: true, isDefinition: true)
!112 = !DICompositeType(tag: DW_TAG_array_type, baseType: !78, size: 56, elements: !113)
!113 = !{!114}
!114 = !DISubrange(count: 7)
!115 = !DIGlobalVariableExpression(var: !116, expr: !DIExpression())
!116 = distinct !DIGlobalVariable(scope: null, file: !3, line: 144, type: !88, isLocal: true, isDefinition: true)
!117 = !DIGlobalVariableExpression(var: !118, expr: !DIExpression())
!118 = distinct !DIGlobalVariable(scope: null, file: !3, line: 145, type: !119, isLocal: true, isDefinition: true)
!119 = !DICompositeType(tag: DW_TAG_array_type, baseType: !78, size: 200, elements: !120)
!120 = !{!121}
!121 = !DISubrange(count: 25)
!122 = !DIGlobalVariableExpression(var: !123, expr: !DIExpression())
!123 = distinct !DIGlobalVariable(scope: null, file: !3, line: 51, type: !107, isLocal: true, isDefinition: true)
!124 = !DIGlobalVariableExpression(var: !125, expr: !DIExpression())
!125 = distinct !DIGlobalVariable(scope: null, file: !3, line: 52, type: !107, isLocal: true, isDefinition: true)
!126 = !DIGlobalVariableExpression(var: !127, expr: !DIExpression())
!127 = distinct !DIGlobalVariable(scope: null, file: !3, line: 53, type: !128, isLocal: true, isDefinition: true)
!128 = !DICompositeType(tag: DW_TAG_array_type, baseType: !78, size: 16, elements: !67)
!129 = !DIGlobalVariableExpression(var: !130, expr: !DIExpression())
!130 = distinct !DIGlobalVariable(scope: null, file: !3, line: 57, type: !107, isLocal: true, isDefinition: true)
!131 = !DIGlobalVariableExpression(var: !132, expr: !DIExpression())
!132 = distinct !DIGlobalVariable(scope: null, file: !3, line: 188, type: !133, isLocal: true, isDefinition: true)
!133 = !DICompositeType(tag: DW_TAG_array_type, baseType: !78, size: 176, elements: !134)
!134 = !{!135}
!135 = !DISubrange(count: 22)
!136 = !DIGlobalVariableExpression(var: !137, expr: !DIExpression())
!137 = distinct !DIGlobalVariable(scope: null, file: !3, line: 189, type: !138, isLocal: true, isDefinition: true)
!138 = !DICompositeType(tag: DW_TAG_array_type, baseType: !78, size: 128, elements: !35)
!139 = !DIGlobalVariableExpression(var: !140, expr: !DIExpression())
!140 = distinct !DIGlobalVariable(scope: null, file: !3, line: 199, type: !119, isLocal: true, isDefinition: true)
!141 = !DIGlobalVariableExpression(var: !142, expr: !DIExpression())
!142 = distinct !DIGlobalVariable(scope: null, file: !3, line: 202, type: !143, isLocal: true, isDefinition: true)
!143 = !DICompositeType(tag: DW_TAG_array_type, baseType: !78, size: 120, elements: !144)
!144 = !{!145}
!145 = !DISubrange(count: 15)
!146 = !DIGlobalVariableExpression(var: !147, expr: !DIExpression())
!147 = distinct !DIGlobalVariable(scope: null, file: !3, line: 207, type: !133, isLocal: true, isDefinition: true)
!148 = !DIGlobalVariableExpression(var: !149, expr: !DIExpression())
!149 = distinct !DIGlobalVariable(scope: null, file: !3, line: 217, type: !150, isLocal: true, isDefinition: true)
!150 = !DICompositeType(tag: DW_TAG_array_type, baseType: !78, size: 304, elements: !151)
!151 = !{!152}
!152 = !DISubrange(count: 38)
!153 = !DIGlobalVariableExpression(var: !154, expr: !DIExpression())
!154 = distinct !DIGlobalVariable(scope: null, file: !3, line: 220, type: !155, isLocal: true, isDefinition: true)
!155 = !DICompositeType(tag: DW_TAG_array_type, baseType: !78, size: 40, elements: !156)
!156 = !{!157}
!157 = !DISubrange(count: 5)
!158 = !DIGlobalVariableExpression(var: !159, expr: !DIExpression())
!159 = distinct !DIGlobalVariable(scope: null, file: !3, line: 225, type: !88, isLocal: true, isDefinition: true)
!160 = !DIGlobalVariableExpression(var: !161, expr: !DIExpression())
!161 = distinct !DIGlobalVariable(scope: null, file: !3, line: 230, type: !88, isLocal: true, isDefinition: true)
!162 = !DIGlobalVariableExpression(var: !163, expr: !DIExpression())
!163 = distinct !DIGlobalVariable(scope: null, file: !3, line: 232, type: !88, isLocal: true, isDefinition: true)
!164 = !DIGlobalVariableExpression(var: !165, expr: !DIExpression())
!165 = distinct !DIGlobalVariable(scope: null, file: !3, line: 237, type: !88, isLocal: true, isDefinition: true)
!166 = !DIGlobalVariableExpression(var: !167, expr: !DIExpression())
!167 = distinct !DIGlobalVariable(scope: null, file: !3, line: 239, type: !155, isLocal: true, isDefinition: true)
!168 = !DIGlobalVariableExpression(var: !169, expr: !DIExpression())
!169 = distinct !DIGlobalVariable(scope: null, file: !3, line: 241, type: !112, isLocal: true, isDefinition: true)
!170 = !DIGlobalVariableExpression(var: !171, expr: !DIExpression())
!171 = distinct !DIGlobalVariable(scope: null, file: !3, line: 72, type: !88, isLocal: true, isDefinition: true)
!172 = !DIGlobalVariableExpression(var: !173, expr: !DIExpression())
!173 = distinct !DIGlobalVariable(scope: null, file: !3, line: 302, type: !107, isLocal: true, isDefinition: true)
!174 = !DIGlobalVariableExpression(var: !175, expr: !DIExpression())
!175 = distinct !DIGlobalVariable(scope: null, file: !3, line: 304, type: !155, isLocal: true, isDefinition: true)
!176 = !DIGlobalVariableExpression(var: !177, expr: !DIExpression())
!177 = distinct !DIGlobalVariable(scope: null, file: !3, line: 306, type: !155, isLocal: true, isDefinition: true)
!178 = !DIGlobalVariableExpression(var: !179, expr: !DIExpression())
!179 = distinct !DIGlobalVariable(scope: null, file: !3, line: 308, type: !155, isLocal: true, isDefinition: true)
!180 = !DIGlobalVariableExpression(var: !181, expr: !DIExpression())
!181 = distinct !DIGlobalVariable(scope: null, file: !3, line: 310, type: !88, isLocal: true, isDefinition: true)
!182 = !DIGlobalVariableExpression(var: !183, expr: !DIExpression())
!183 = distinct !DIGlobalVariable(scope: null, file: !3, line: 312, type: !112, isLocal: true, isDefinition: true)
!184 = !DIGlobalVariableExpression(var: !185, expr: !DIExpression())
!185 = distinct !DIGlobalVariable(scope: null, file: !3, line: 314, type: !88, isLocal: true, isDefinition: true)
!186 = !DIGlobalVariableExpression(var: !187, expr: !DIExpression())
!187 = distinct !DIGlobalVariable(scope: null, file: !3, line: 318, type: !155, isLocal: true, isDefinition: true)
!188 = !DIGlobalVariableExpression(var: !189, expr: !DIExpression())
!189 = distinct !DIGlobalVariable(scope: null, file: !3, line: 321, type: !88, isLocal: true, isDefinition: true)
!190 = !DIGlobalVariableExpression(var: !191, expr: !DIExpression())
!191 = distinct !DIGlobalVariable(scope: null, file: !3, line: 324, type: !88, isLocal: true, isDefinition: true)
!192 = !DIGlobalVariableExpression(var: !193, expr: !DIExpression())
!193 = distinct !DIGlobalVariable(scope: null, file: !3, line: 325, type: !194, isLocal: true, isDefinition: true)
!194 = !DICompositeType(tag: DW_TAG_array_type, baseType: !78, size: 144, elements: !195)
!195 = !{!196}
!196 = !DISubrange(count: 18)
!197 = !DIGlobalVariableExpression(var: !198, expr: !DIExpression())
!198 = distinct !DIGlobalVariable(scope: null, file: !3, line: 329, type: !112, isLocal: true, isDefinition: true)
!199 = !DIGlobalVariableExpression(var: !200, expr: !DIExpression())
!200 = distinct !DIGlobalVariable(scope: null, file: !3, line: 331, type: !112, isLocal: true, isDefinition: true)
!201 = !DIGlobalVariableExpression(var: !202, expr: !DIExpression())
!202 = distinct !DIGlobalVariable(scope: null, file: !3, line: 333, type: !112, isLocal: true, isDefinition: true)
!203 = !DIGlobalVariableExpression(var: !204, expr: !DIExpression())
!204 = distinct !DIGlobalVariable(scope: null, file: !3, line: 335, type: !112, isLocal: true, isDefinition: true)
!205 = !DIGlobalVariableExpression(var: !206, expr: !DIExpression())
!206 = distinct !DIGlobalVariable(scope: null, file: !3, line: 337, type: !112, isLocal: true, isDefinition: true)
!207 = !DIGlobalVariableExpression(var: !208, expr: !DIExpression())
!208 = distinct !DIGlobalVariable(scope: null, file: !3, line: 338, type: !138, isLocal: true, isDefinition: true)
!209 = !DIGlobalVariableExpression(var: !210, expr: !DIExpression())
!210 = distinct !DIGlobalVariable(scope: null, file: !3, line: 340, type: !112, isLocal: true, isDefinition: true)
!211 = !DIGlobalVariableExpression(var: !212, expr: !DIExpression())
!212 = distinct !DIGlobalVariable(scope: null, file: !3, line: 342, type: !88, isLocal: true, isDefinition: true)
!213 = !DIGlobalVariableExpression(var: !214, expr: !DIExpression())
!214 = distinct !DIGlobalVariable(scope: null, file: !3, line: 344, type: !112, isLocal: true, isDefinition: true)
!215 = !DIGlobalVariableExpression(var: !216, expr: !DIExpression())
!216 = distinct !DIGlobalVariable(scope: null, file: !3, line: 346, type: !85, isLocal: true, isDefinition: true)
!217 = !{i32 7, !"Dwarf Version", i32 5}
!218 = !{i32 2, !"Debug Info Version", i32 3}
!219 = !{i32 1, !"wchar_size", i32 4}
!220 = !{i32 8, !"PIC Level", i32 2}
!221 = !{i32 7, !"PIE Level", i32 2}
!222 = !{i32 7, !"uwtable", i32 2}
!223 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!224 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!225 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 351, type: !226, scopeLine: 351, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2)
!226 = !DISubroutineType(types: !227)
!227 = !{!26}
!228 = distinct !DIAssignID()
!229 = !DILocalVariable(name: "i", scope: !230, file: !3, line: 21, type: !26)
!230 = distinct !DILexicalBlock(scope: !231, file: !3, line: 21, column: 3)
!231 = distinct !DISubprogram(name: "init", scope: !3, file: !3, line: 20, type: !232, scopeLine: 20, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !234)
!232 = !DISubroutineType(types: !233)
!233 = !{null}
!234 = !{!229, !235, !237}
!235 = !DILocalVariable(name: "i", scope: !236, file: !3, line: 27, type: !26)
!236 = distinct !DILexicalBlock(scope: !231, file: !3, line: 27, column: 3)
!237 = !DILocalVariable(name: "i", scope: !238, file: !3, line: 31, type: !26)
!238 = distinct !DILexicalBlock(scope: !231, file: !3, line: 31, column: 3)
!239 = !DILocation(line: 0, scope: !230, inlinedAt: !240)
!240 = distinct !DILocation(line: 352, column: 3, scope: !225)
!241 = !DILocation(line: 22, column: 11, scope: !242, inlinedAt: !240)
!242 = distinct !DILexicalBlock(scope: !243, file: !3, line: 21, column: 32)
!243 = distinct !DILexicalBlock(scope: !230, file: !3, line: 21, column: 3)
!244 = !{!245, !245, i64 0}
!245 = !{!"omnipotent char", !246, i64 0}
!246 = !{!"Simple C/C++ TBAA"}
!247 = !DILocation(line: 23, column: 11, scope: !242, inlinedAt: !240)
!248 = !DILocation(line: 24, column: 12, scope: !242, inlinedAt: !240)
!249 = !DILocation(line: 25, column: 12, scope: !242, inlinedAt: !240)
!250 = !DILocation(line: 0, scope: !236, inlinedAt: !240)
!251 = !DILocation(line: 0, scope: !238, inlinedAt: !240)
!252 = !DILocalVariable(name: "i", scope: !253, file: !3, line: 115, type: !26)
!253 = distinct !DILexicalBlock(scope: !254, file: !3, line: 115, column: 3)
!254 = distinct !DISubprogram(name: "saturating", scope: !3, file: !3, line: 76, type: !232, scopeLine: 76, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !255)
!255 = !{!256, !257, !258, !259, !252, !260, !262, !264, !266, !268, !270, !272, !274, !276, !278, !280, !282, !284, !286}
!256 = !DILocalVariable(name: "r8", scope: !254, file: !3, line: 77, type: !34)
!257 = !DILocalVariable(name: "ru", scope: !254, file: !3, line: 78, type: !39)
!258 = !DILocalVariable(name: "r16", scope: !254, file: !3, line: 79, type: !44)
!259 = !DILocalVariable(name: "r32", scope: !254, file: !3, line: 80, type: !51)
!260 = !DILocalVariable(name: "i", scope: !261, file: !3, line: 117, type: !26)
!261 = distinct !DILexicalBlock(scope: !254, file: !3, line: 117, column: 3)
!262 = !DILocalVariable(name: "i", scope: !263, file: !3, line: 119, type: !26)
!263 = distinct !DILexicalBlock(scope: !254, file: !3, line: 119, column: 3)
!264 = !DILocalVariable(name: "i", scope: !265, file: !3, line: 121, type: !26)
!265 = distinct !DILexicalBlock(scope: !254, file: !3, line: 121, column: 3)
!266 = !DILocalVariable(name: "i", scope: !267, file: !3, line: 123, type: !26)
!267 = distinct !DILexicalBlock(scope: !254, file: !3, line: 123, column: 3)
!268 = !DILocalVariable(name: "i", scope: !269, file: !3, line: 125, type: !26)
!269 = distinct !DILexicalBlock(scope: !254, file: !3, line: 125, column: 3)
!270 = !DILocalVariable(name: "i", scope: !271, file: !3, line: 127, type: !26)
!271 = distinct !DILexicalBlock(scope: !254, file: !3, line: 127, column: 3)
!272 = !DILocalVariable(name: "i", scope: !273, file: !3, line: 129, type: !26)
!273 = distinct !DILexicalBlock(scope: !254, file: !3, line: 129, column: 3)
!274 = !DILocalVariable(name: "i", scope: !275, file: !3, line: 131, type: !26)
!275 = distinct !DILexicalBlock(scope: !254, file: !3, line: 131, column: 3)
!276 = !DILocalVariable(name: "i", scope: !277, file: !3, line: 133, type: !26)
!277 = distinct !DILexicalBlock(scope: !254, file: !3, line: 133, column: 3)
!278 = !DILocalVariable(name: "i", scope: !279, file: !3, line: 135, type: !26)
!279 = distinct !DILexicalBlock(scope: !254, file: !3, line: 135, column: 3)
!280 = !DILocalVariable(name: "i", scope: !281, file: !3, line: 137, type: !26)
!281 = distinct !DILexicalBlock(scope: !254, file: !3, line: 137, column: 3)
!282 = !DILocalVariable(name: "i", scope: !283, file: !3, line: 139, type: !26)
!283 = distinct !DILexicalBlock(scope: !254, file: !3, line: 139, column: 3)
!284 = !DILocalVariable(name: "i", scope: !285, file: !3, line: 141, type: !26)
!285 = distinct !DILexicalBlock(scope: !254, file: !3, line: 141, column: 3)
!286 = !DILocalVariable(name: "i", scope: !287, file: !3, line: 143, type: !26)
!287 = distinct !DILexicalBlock(scope: !254, file: !3, line: 143, column: 3)
!288 = !DILocation(line: 0, scope: !253, inlinedAt: !289)
!289 = distinct !DILocation(line: 353, column: 3, scope: !225)
!290 = !DILocation(line: 0, scope: !254, inlinedAt: !289)
!291 = !DILocalVariable(name: "n", arg: 1, scope: !292, file: !3, line: 50, type: !295)
!292 = distinct !DISubprogram(name: "p8", scope: !3, file: !3, line: 50, type: !293, scopeLine: 50, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !299)
!293 = !DISubroutineType(types: !294)
!294 = !{null, !295, !297, !26}
!295 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !296, size: 64)
!296 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !78)
!297 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !298, size: 64)
!298 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !5)
!299 = !{!291, !300, !301, !302}
!300 = !DILocalVariable(name: "v", arg: 2, scope: !292, file: !3, line: 50, type: !297)
!301 = !DILocalVariable(name: "k", arg: 3, scope: !292, file: !3, line: 50, type: !26)
!302 = !DILocalVariable(name: "i", scope: !303, file: !3, line: 52, type: !26)
!303 = distinct !DILexicalBlock(scope: !292, file: !3, line: 52, column: 3)
!304 = !DILocation(line: 0, scope: !292, inlinedAt: !305)
!305 = distinct !DILocation(line: 116, column: 3, scope: !254, inlinedAt: !289)
!306 = !DILocation(line: 51, column: 3, scope: !292, inlinedAt: !305)
!307 = !DILocation(line: 0, scope: !303, inlinedAt: !305)
!308 = !DILocation(line: 52, column: 31, scope: !309, inlinedAt: !305)
!309 = distinct !DILexicalBlock(scope: !303, file: !3, line: 52, column: 3)
!310 = !DILocation(line: 53, column: 3, scope: !292, inlinedAt: !305)
!311 = !DILocation(line: 0, scope: !261, inlinedAt: !289)
!312 = !DILocation(line: 117, column: 45, scope: !313, inlinedAt: !289)
!313 = distinct !DILexicalBlock(scope: !261, file: !3, line: 117, column: 3)
!314 = !DILocation(line: 117, column: 53, scope: !313, inlinedAt: !289)
!315 = !DILocation(line: 43, column: 36, scope: !316, inlinedAt: !321)
!316 = distinct !DISubprogram(name: "sat8", scope: !3, file: !3, line: 43, type: !317, scopeLine: 43, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !319)
!317 = !DISubroutineType(types: !318)
!318 = !{!5, !26}
!319 = !{!320}
!320 = !DILocalVariable(name: "v", arg: 1, scope: !316, file: !3, line: 43, type: !26)
!321 = distinct !DILocation(line: 117, column: 40, scope: !313, inlinedAt: !289)
!322 = !DILocation(line: 0, scope: !292, inlinedAt: !323)
!323 = distinct !DILocation(line: 118, column: 3, scope: !254, inlinedAt: !289)
!324 = !DILocation(line: 51, column: 3, scope: !292, inlinedAt: !323)
!325 = !DILocation(line: 0, scope: !303, inlinedAt: !323)
!326 = !DILocation(line: 52, column: 45, scope: !309, inlinedAt: !323)
!327 = !DILocation(line: 52, column: 31, scope: !309, inlinedAt: !323)
!328 = !DILocation(line: 53, column: 3, scope: !292, inlinedAt: !323)
!329 = !DILocation(line: 0, scope: !316, inlinedAt: !330)
!330 = distinct !DILocation(line: 119, column: 39, scope: !331, inlinedAt: !289)
!331 = distinct !DILexicalBlock(scope: !263, file: !3, line: 119, column: 3)
!332 = !DILocation(line: 0, scope: !263, inlinedAt: !289)
!333 = !DILocation(line: 119, column: 44, scope: !331, inlinedAt: !289)
!334 = !DILocation(line: 119, column: 52, scope: !331, inlinedAt: !289)
!335 = !DILocation(line: 43, column: 36, scope: !316, inlinedAt: !330)
!336 = !DILocation(line: 0, scope: !292, inlinedAt: !337)
!337 = distinct !DILocation(line: 120, column: 3, scope: !254, inlinedAt: !289)
!338 = !DILocation(line: 51, column: 3, scope: !292, inlinedAt: !337)
!339 = !DILocation(line: 0, scope: !303, inlinedAt: !337)
!340 = !DILocation(line: 52, column: 45, scope: !309, inlinedAt: !337)
!341 = !DILocation(line: 52, column: 31, scope: !309, inlinedAt: !337)
!342 = !DILocation(line: 53, column: 3, scope: !292, inlinedAt: !337)
!343 = !DILocation(line: 0, scope: !265, inlinedAt: !289)
!344 = !DILocation(line: 121, column: 46, scope: !345, inlinedAt: !289)
!345 = distinct !DILexicalBlock(scope: !265, file: !3, line: 121, column: 3)
!346 = !DILocation(line: 121, column: 55, scope: !345, inlinedAt: !289)
!347 = !DILocation(line: 121, column: 53, scope: !345, inlinedAt: !289)
!348 = !DILocalVariable(name: "v", arg: 1, scope: !349, file: !3, line: 44, type: !26)
!349 = distinct !DISubprogram(name: "usat8", scope: !3, file: !3, line: 44, type: !350, scopeLine: 44, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !352)
!350 = !DISubroutineType(types: !351)
!351 = !{!10, !26}
!352 = !{!348}
!353 = !DILocation(line: 0, scope: !349, inlinedAt: !354)
!354 = distinct !DILocation(line: 121, column: 40, scope: !345, inlinedAt: !289)
!355 = !DILocation(line: 44, column: 38, scope: !349, inlinedAt: !354)
!356 = !DILocalVariable(name: "n", arg: 1, scope: !357, file: !3, line: 55, type: !295)
!357 = distinct !DISubprogram(name: "pu8", scope: !3, file: !3, line: 55, type: !358, scopeLine: 55, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !362)
!358 = !DISubroutineType(types: !359)
!359 = !{null, !295, !360, !26}
!360 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !361, size: 64)
!361 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !10)
!362 = !{!356, !363, !364, !365}
!363 = !DILocalVariable(name: "v", arg: 2, scope: !357, file: !3, line: 55, type: !360)
!364 = !DILocalVariable(name: "k", arg: 3, scope: !357, file: !3, line: 55, type: !26)
!365 = !DILocalVariable(name: "i", scope: !366, file: !3, line: 57, type: !26)
!366 = distinct !DILexicalBlock(scope: !357, file: !3, line: 57, column: 3)
!367 = !DILocation(line: 0, scope: !357, inlinedAt: !368)
!368 = distinct !DILocation(line: 122, column: 3, scope: !254, inlinedAt: !289)
!369 = !DILocation(line: 56, column: 3, scope: !357, inlinedAt: !368)
!370 = !DILocation(line: 0, scope: !366, inlinedAt: !368)
!371 = !DILocation(line: 57, column: 31, scope: !372, inlinedAt: !368)
!372 = distinct !DILexicalBlock(scope: !366, file: !3, line: 57, column: 3)
!373 = !DILocation(line: 58, column: 3, scope: !357, inlinedAt: !368)
!374 = !DILocation(line: 0, scope: !267, inlinedAt: !289)
!375 = !DILocation(line: 123, column: 46, scope: !376, inlinedAt: !289)
!376 = distinct !DILexicalBlock(scope: !267, file: !3, line: 123, column: 3)
!377 = !DILocation(line: 123, column: 55, scope: !376, inlinedAt: !289)
!378 = !DILocation(line: 123, column: 53, scope: !376, inlinedAt: !289)
!379 = !DILocation(line: 0, scope: !349, inlinedAt: !380)
!380 = distinct !DILocation(line: 123, column: 40, scope: !376, inlinedAt: !289)
!381 = !DILocation(line: 44, column: 38, scope: !349, inlinedAt: !380)
!382 = !DILocation(line: 0, scope: !357, inlinedAt: !383)
!383 = distinct !DILocation(line: 124, column: 3, scope: !254, inlinedAt: !289)
!384 = !DILocation(line: 56, column: 3, scope: !357, inlinedAt: !383)
!385 = !DILocation(line: 0, scope: !366, inlinedAt: !383)
!386 = !DILocation(line: 57, column: 31, scope: !372, inlinedAt: !383)
!387 = !DILocation(line: 58, column: 3, scope: !357, inlinedAt: !383)
!388 = !DILocalVariable(name: "v", arg: 1, scope: !389, file: !3, line: 45, type: !26)
!389 = distinct !DISubprogram(name: "sat16", scope: !3, file: !3, line: 45, type: !390, scopeLine: 45, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !392)
!390 = !DISubroutineType(types: !391)
!391 = !{!14, !26}
!392 = !{!388}
!393 = !DILocation(line: 0, scope: !389, inlinedAt: !394)
!394 = distinct !DILocation(line: 125, column: 40, scope: !395, inlinedAt: !289)
!395 = distinct !DILexicalBlock(scope: !269, file: !3, line: 125, column: 3)
!396 = !DILocation(line: 0, scope: !269, inlinedAt: !289)
!397 = !DILocalVariable(name: "n", arg: 1, scope: !398, file: !3, line: 60, type: !295)
!398 = distinct !DISubprogram(name: "p16", scope: !3, file: !3, line: 60, type: !399, scopeLine: 60, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !403)
!399 = !DISubroutineType(types: !400)
!400 = !{null, !295, !401, !26}
!401 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !402, size: 64)
!402 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !14)
!403 = !{!397, !404, !405, !406}
!404 = !DILocalVariable(name: "v", arg: 2, scope: !398, file: !3, line: 60, type: !401)
!405 = !DILocalVariable(name: "k", arg: 3, scope: !398, file: !3, line: 60, type: !26)
!406 = !DILocalVariable(name: "i", scope: !407, file: !3, line: 62, type: !26)
!407 = distinct !DILexicalBlock(scope: !398, file: !3, line: 62, column: 3)
!408 = !DILocation(line: 0, scope: !398, inlinedAt: !409)
!409 = distinct !DILocation(line: 126, column: 3, scope: !254, inlinedAt: !289)
!410 = !DILocation(line: 61, column: 3, scope: !398, inlinedAt: !409)
!411 = !DILocation(line: 0, scope: !407, inlinedAt: !409)
!412 = !DILocation(line: 62, column: 31, scope: !413, inlinedAt: !409)
!413 = distinct !DILexicalBlock(scope: !407, file: !3, line: 62, column: 3)
!414 = !DILocation(line: 63, column: 3, scope: !398, inlinedAt: !409)
!415 = !DILocalVariable(name: "v", arg: 1, scope: !416, file: !3, line: 46, type: !21)
!416 = distinct !DISubprogram(name: "sat32", scope: !3, file: !3, line: 46, type: !417, scopeLine: 46, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !419)
!417 = !DISubroutineType(types: !418)
!418 = !{!24, !21}
!419 = !{!415}
!420 = !DILocation(line: 0, scope: !416, inlinedAt: !421)
!421 = distinct !DILocation(line: 127, column: 49, scope: !422, inlinedAt: !289)
!422 = distinct !DILexicalBlock(scope: !271, file: !3, line: 127, column: 3)
!423 = !DILocation(line: 0, scope: !271, inlinedAt: !289)
!424 = !DILocation(line: 0, scope: !398, inlinedAt: !425)
!425 = distinct !DILocation(line: 128, column: 3, scope: !254, inlinedAt: !289)
!426 = !DILocation(line: 61, column: 3, scope: !398, inlinedAt: !425)
!427 = !DILocation(line: 0, scope: !407, inlinedAt: !425)
!428 = !DILocation(line: 62, column: 31, scope: !413, inlinedAt: !425)
!429 = !DILocation(line: 63, column: 3, scope: !398, inlinedAt: !425)
!430 = !DILocation(line: 0, scope: !416, inlinedAt: !431)
!431 = distinct !DILocation(line: 129, column: 49, scope: !432, inlinedAt: !289)
!432 = distinct !DILexicalBlock(scope: !273, file: !3, line: 129, column: 3)
!433 = !DILocation(line: 0, scope: !273, inlinedAt: !289)
!434 = !DILocation(line: 0, scope: !398, inlinedAt: !435)
!435 = distinct !DILocation(line: 130, column: 3, scope: !254, inlinedAt: !289)
!436 = !DILocation(line: 61, column: 3, scope: !398, inlinedAt: !435)
!437 = !DILocation(line: 0, scope: !407, inlinedAt: !435)
!438 = !DILocation(line: 62, column: 31, scope: !413, inlinedAt: !435)
!439 = !DILocation(line: 63, column: 3, scope: !398, inlinedAt: !435)
!440 = !DILocation(line: 0, scope: !416, inlinedAt: !441)
!441 = distinct !DILocation(line: 131, column: 40, scope: !442, inlinedAt: !289)
!442 = distinct !DILexicalBlock(scope: !275, file: !3, line: 131, column: 3)
!443 = !DILocation(line: 0, scope: !275, inlinedAt: !289)
!444 = !DILocalVariable(name: "n", arg: 1, scope: !445, file: !3, line: 65, type: !295)
!445 = distinct !DISubprogram(name: "p32", scope: !3, file: !3, line: 65, type: !446, scopeLine: 65, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !450)
!446 = !DISubroutineType(types: !447)
!447 = !{null, !295, !448, !26}
!448 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !449, size: 64)
!449 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !24)
!450 = !{!444, !451, !452, !453}
!451 = !DILocalVariable(name: "v", arg: 2, scope: !445, file: !3, line: 65, type: !448)
!452 = !DILocalVariable(name: "k", arg: 3, scope: !445, file: !3, line: 65, type: !26)
!453 = !DILocalVariable(name: "i", scope: !454, file: !3, line: 67, type: !26)
!454 = distinct !DILexicalBlock(scope: !445, file: !3, line: 67, column: 3)
!455 = !DILocation(line: 0, scope: !445, inlinedAt: !456)
!456 = distinct !DILocation(line: 132, column: 3, scope: !254, inlinedAt: !289)
!457 = !DILocation(line: 66, column: 3, scope: !445, inlinedAt: !456)
!458 = !DILocation(line: 0, scope: !454, inlinedAt: !456)
!459 = !DILocation(line: 67, column: 31, scope: !460, inlinedAt: !456)
!460 = distinct !DILexicalBlock(scope: !454, file: !3, line: 67, column: 3)
!461 = !DILocation(line: 68, column: 3, scope: !445, inlinedAt: !456)
!462 = !DILocation(line: 0, scope: !277, inlinedAt: !289)
!463 = !DILocation(line: 133, column: 45, scope: !464, inlinedAt: !289)
!464 = distinct !DILexicalBlock(scope: !277, file: !3, line: 133, column: 3)
!465 = !DILocation(line: 43, column: 36, scope: !316, inlinedAt: !466)
!466 = distinct !DILocation(line: 133, column: 40, scope: !464, inlinedAt: !289)
!467 = !DILocation(line: 0, scope: !292, inlinedAt: !468)
!468 = distinct !DILocation(line: 134, column: 3, scope: !254, inlinedAt: !289)
!469 = !DILocation(line: 51, column: 3, scope: !292, inlinedAt: !468)
!470 = !DILocation(line: 0, scope: !303, inlinedAt: !468)
!471 = !DILocation(line: 52, column: 45, scope: !309, inlinedAt: !468)
!472 = !DILocation(line: 52, column: 31, scope: !309, inlinedAt: !468)
!473 = !DILocation(line: 53, column: 3, scope: !292, inlinedAt: !468)
!474 = !DILocation(line: 0, scope: !279, inlinedAt: !289)
!475 = !DILocation(line: 135, column: 46, scope: !476, inlinedAt: !289)
!476 = distinct !DILexicalBlock(scope: !279, file: !3, line: 135, column: 3)
!477 = !DILocation(line: 135, column: 45, scope: !476, inlinedAt: !289)
!478 = !DILocation(line: 0, scope: !316, inlinedAt: !479)
!479 = distinct !DILocation(line: 135, column: 40, scope: !476, inlinedAt: !289)
!480 = !DILocation(line: 43, column: 36, scope: !316, inlinedAt: !479)
!481 = !DILocation(line: 0, scope: !292, inlinedAt: !482)
!482 = distinct !DILocation(line: 136, column: 3, scope: !254, inlinedAt: !289)
!483 = !DILocation(line: 51, column: 3, scope: !292, inlinedAt: !482)
!484 = !DILocation(line: 0, scope: !303, inlinedAt: !482)
!485 = !DILocation(line: 52, column: 31, scope: !309, inlinedAt: !482)
!486 = !DILocation(line: 53, column: 3, scope: !292, inlinedAt: !482)
!487 = !DILocation(line: 0, scope: !281, inlinedAt: !289)
!488 = !DILocation(line: 0, scope: !445, inlinedAt: !489)
!489 = distinct !DILocation(line: 138, column: 3, scope: !254, inlinedAt: !289)
!490 = !DILocation(line: 66, column: 3, scope: !445, inlinedAt: !489)
!491 = !DILocation(line: 0, scope: !454, inlinedAt: !489)
!492 = !DILocation(line: 67, column: 31, scope: !460, inlinedAt: !489)
!493 = !DILocation(line: 68, column: 3, scope: !445, inlinedAt: !489)
!494 = !DILocation(line: 0, scope: !316, inlinedAt: !495)
!495 = distinct !DILocation(line: 139, column: 39, scope: !496, inlinedAt: !289)
!496 = distinct !DILexicalBlock(scope: !283, file: !3, line: 139, column: 3)
!497 = !DILocation(line: 0, scope: !283, inlinedAt: !289)
!498 = !DILocation(line: 0, scope: !292, inlinedAt: !499)
!499 = distinct !DILocation(line: 140, column: 3, scope: !254, inlinedAt: !289)
!500 = !DILocation(line: 51, column: 3, scope: !292, inlinedAt: !499)
!501 = !DILocation(line: 0, scope: !303, inlinedAt: !499)
!502 = !DILocation(line: 52, column: 31, scope: !309, inlinedAt: !499)
!503 = !DILocation(line: 53, column: 3, scope: !292, inlinedAt: !499)
!504 = !DILocation(line: 0, scope: !349, inlinedAt: !505)
!505 = distinct !DILocation(line: 141, column: 39, scope: !506, inlinedAt: !289)
!506 = distinct !DILexicalBlock(scope: !285, file: !3, line: 141, column: 3)
!507 = !DILocation(line: 0, scope: !285, inlinedAt: !289)
!508 = !DILocation(line: 0, scope: !357, inlinedAt: !509)
!509 = distinct !DILocation(line: 142, column: 3, scope: !254, inlinedAt: !289)
!510 = !DILocation(line: 56, column: 3, scope: !357, inlinedAt: !509)
!511 = !DILocation(line: 0, scope: !366, inlinedAt: !509)
!512 = !DILocation(line: 57, column: 31, scope: !372, inlinedAt: !509)
!513 = !DILocation(line: 58, column: 3, scope: !357, inlinedAt: !509)
!514 = !DILocation(line: 0, scope: !287, inlinedAt: !289)
!515 = !DILocation(line: 0, scope: !398, inlinedAt: !516)
!516 = distinct !DILocation(line: 144, column: 3, scope: !254, inlinedAt: !289)
!517 = !DILocation(line: 61, column: 3, scope: !398, inlinedAt: !516)
!518 = !DILocation(line: 0, scope: !407, inlinedAt: !516)
!519 = !DILocation(line: 62, column: 31, scope: !413, inlinedAt: !516)
!520 = !DILocation(line: 63, column: 3, scope: !398, inlinedAt: !516)
!521 = !DILocation(line: 0, scope: !416, inlinedAt: !522)
!522 = distinct !DILocation(line: 145, column: 39, scope: !254, inlinedAt: !289)
!523 = !DILocation(line: 0, scope: !416, inlinedAt: !524)
!524 = distinct !DILocation(line: 145, column: 72, scope: !254, inlinedAt: !289)
!525 = !DILocation(line: 145, column: 3, scope: !254, inlinedAt: !289)
!526 = !DILocalVariable(name: "sub", scope: !527, file: !3, line: 184, type: !19)
!527 = distinct !DILexicalBlock(scope: !528, file: !3, line: 183, column: 3)
!528 = distinct !DISubprogram(name: "reductions", scope: !3, file: !3, line: 150, type: !232, scopeLine: 150, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !529)
!529 = !{!530, !531, !532, !533, !534, !526, !535, !536, !537, !538, !540, !542, !544, !545, !546, !547, !548, !549, !550, !552, !554, !556, !557, !558, !560, !561, !562, !563, !564, !566, !568, !570, !571, !572, !573, !574, !576, !577, !578, !580, !582, !584, !586, !588, !590}
!530 = !DILocalVariable(name: "r8", scope: !528, file: !3, line: 151, type: !34)
!531 = !DILocalVariable(name: "ru", scope: !528, file: !3, line: 152, type: !39)
!532 = !DILocalVariable(name: "r32", scope: !528, file: !3, line: 153, type: !51)
!533 = !DILocalVariable(name: "rf", scope: !528, file: !3, line: 154, type: !61)
!534 = !DILocalVariable(name: "su", scope: !527, file: !3, line: 184, type: !19)
!535 = !DILocalVariable(name: "s8", scope: !527, file: !3, line: 184, type: !26)
!536 = !DILocalVariable(name: "s16", scope: !527, file: !3, line: 184, type: !26)
!537 = !DILocalVariable(name: "s32", scope: !527, file: !3, line: 184, type: !26)
!538 = !DILocalVariable(name: "i", scope: !539, file: !3, line: 185, type: !26)
!539 = distinct !DILexicalBlock(scope: !527, file: !3, line: 185, column: 5)
!540 = !DILocalVariable(name: "i", scope: !541, file: !3, line: 186, type: !26)
!541 = distinct !DILexicalBlock(scope: !527, file: !3, line: 186, column: 5)
!542 = !DILocalVariable(name: "i", scope: !543, file: !3, line: 187, type: !26)
!543 = distinct !DILexicalBlock(scope: !527, file: !3, line: 187, column: 5)
!544 = !DILocalVariable(name: "mu", scope: !527, file: !3, line: 190, type: !10)
!545 = !DILocalVariable(name: "nu", scope: !527, file: !3, line: 190, type: !10)
!546 = !DILocalVariable(name: "ms", scope: !527, file: !3, line: 190, type: !5)
!547 = !DILocalVariable(name: "ns", scope: !527, file: !3, line: 190, type: !5)
!548 = !DILocalVariable(name: "m16", scope: !527, file: !3, line: 190, type: !14)
!549 = !DILocalVariable(name: "n32", scope: !527, file: !3, line: 190, type: !24)
!550 = !DILocalVariable(name: "i", scope: !551, file: !3, line: 191, type: !26)
!551 = distinct !DILexicalBlock(scope: !527, file: !3, line: 191, column: 5)
!552 = !DILocalVariable(name: "i", scope: !553, file: !3, line: 197, type: !26)
!553 = distinct !DILexicalBlock(scope: !527, file: !3, line: 197, column: 5)
!554 = !DILocalVariable(name: "i", scope: !555, file: !3, line: 198, type: !26)
!555 = distinct !DILexicalBlock(scope: !527, file: !3, line: 198, column: 5)
!556 = !DILocalVariable(name: "m32", scope: !527, file: !3, line: 200, type: !17)
!557 = !DILocalVariable(name: "mn", scope: !527, file: !3, line: 200, type: !24)
!558 = !DILocalVariable(name: "i", scope: !559, file: !3, line: 201, type: !26)
!559 = distinct !DILexicalBlock(scope: !527, file: !3, line: 201, column: 5)
!560 = !DILocalVariable(name: "lu", scope: !527, file: !3, line: 203, type: !19)
!561 = !DILocalVariable(name: "l16", scope: !527, file: !3, line: 203, type: !19)
!562 = !DILocalVariable(name: "ls", scope: !527, file: !3, line: 203, type: !26)
!563 = !DILocalVariable(name: "l32", scope: !527, file: !3, line: 203, type: !27)
!564 = !DILocalVariable(name: "i", scope: !565, file: !3, line: 204, type: !26)
!565 = distinct !DILexicalBlock(scope: !527, file: !3, line: 204, column: 5)
!566 = !DILocalVariable(name: "i", scope: !567, file: !3, line: 205, type: !26)
!567 = distinct !DILexicalBlock(scope: !527, file: !3, line: 205, column: 5)
!568 = !DILocalVariable(name: "i", scope: !569, file: !3, line: 206, type: !26)
!569 = distinct !DILexicalBlock(scope: !527, file: !3, line: 206, column: 5)
!570 = !DILocalVariable(name: "fmx", scope: !527, file: !3, line: 208, type: !20)
!571 = !DILocalVariable(name: "fmn", scope: !527, file: !3, line: 208, type: !20)
!572 = !DILocalVariable(name: "fnm", scope: !527, file: !3, line: 208, type: !20)
!573 = !DILocalVariable(name: "fnn", scope: !527, file: !3, line: 208, type: !20)
!574 = !DILocalVariable(name: "i", scope: !575, file: !3, line: 209, type: !26)
!575 = distinct !DILexicalBlock(scope: !527, file: !3, line: 209, column: 5)
!576 = !DILocalVariable(name: "dm", scope: !527, file: !3, line: 215, type: !74)
!577 = !DILocalVariable(name: "fs", scope: !527, file: !3, line: 216, type: !20)
!578 = !DILocalVariable(name: "i", scope: !579, file: !3, line: 219, type: !26)
!579 = distinct !DILexicalBlock(scope: !528, file: !3, line: 219, column: 3)
!580 = !DILocalVariable(name: "i", scope: !581, file: !3, line: 221, type: !26)
!581 = distinct !DILexicalBlock(scope: !528, file: !3, line: 221, column: 3)
!582 = !DILocalVariable(name: "i", scope: !583, file: !3, line: 226, type: !26)
!583 = distinct !DILexicalBlock(scope: !528, file: !3, line: 226, column: 3)
!584 = !DILocalVariable(name: "i", scope: !585, file: !3, line: 231, type: !26)
!585 = distinct !DILexicalBlock(scope: !528, file: !3, line: 231, column: 3)
!586 = !DILocalVariable(name: "i", scope: !587, file: !3, line: 233, type: !26)
!587 = distinct !DILexicalBlock(scope: !528, file: !3, line: 233, column: 3)
!588 = !DILocalVariable(name: "i", scope: !589, file: !3, line: 238, type: !26)
!589 = distinct !DILexicalBlock(scope: !528, file: !3, line: 238, column: 3)
!590 = !DILocalVariable(name: "i", scope: !591, file: !3, line: 240, type: !26)
!591 = distinct !DILexicalBlock(scope: !528, file: !3, line: 240, column: 3)
!592 = !DILocation(line: 0, scope: !527, inlinedAt: !593)
!593 = distinct !DILocation(line: 354, column: 3, scope: !225)
!594 = !DILocation(line: 0, scope: !539, inlinedAt: !593)
!595 = !DILocation(line: 185, column: 42, scope: !596, inlinedAt: !593)
!596 = distinct !DILexicalBlock(scope: !597, file: !3, line: 185, column: 34)
!597 = distinct !DILexicalBlock(scope: !539, file: !3, line: 185, column: 5)
!598 = !DILocation(line: 0, scope: !541, inlinedAt: !593)
!599 = !DILocation(line: 186, column: 42, scope: !600, inlinedAt: !593)
!600 = distinct !DILexicalBlock(scope: !601, file: !3, line: 186, column: 33)
!601 = distinct !DILexicalBlock(scope: !541, file: !3, line: 186, column: 5)
!602 = !DILocation(line: 0, scope: !543, inlinedAt: !593)
!603 = !DILocation(line: 185, column: 56, scope: !596, inlinedAt: !593)
!604 = !DILocation(line: 185, column: 53, scope: !596, inlinedAt: !593)
!605 = !DILocation(line: 188, column: 41, scope: !527, inlinedAt: !593)
!606 = !DILocation(line: 188, column: 48, scope: !527, inlinedAt: !593)
!607 = !DILocation(line: 188, column: 64, scope: !527, inlinedAt: !593)
!608 = !DILocation(line: 188, column: 5, scope: !527, inlinedAt: !593)
!609 = !DILocation(line: 189, column: 5, scope: !527, inlinedAt: !593)
!610 = !DILocation(line: 0, scope: !551, inlinedAt: !593)
!611 = !DILocation(line: 195, column: 11, scope: !612, inlinedAt: !593)
!612 = distinct !DILexicalBlock(scope: !613, file: !3, line: 195, column: 11)
!613 = distinct !DILexicalBlock(scope: !614, file: !3, line: 191, column: 34)
!614 = distinct !DILexicalBlock(scope: !551, file: !3, line: 191, column: 5)
!615 = !DILocation(line: 194, column: 11, scope: !616, inlinedAt: !593)
!616 = distinct !DILexicalBlock(scope: !613, file: !3, line: 194, column: 11)
!617 = !DILocation(line: 193, column: 11, scope: !618, inlinedAt: !593)
!618 = distinct !DILexicalBlock(scope: !613, file: !3, line: 193, column: 11)
!619 = !DILocation(line: 192, column: 11, scope: !620, inlinedAt: !593)
!620 = distinct !DILexicalBlock(scope: !613, file: !3, line: 192, column: 11)
!621 = !DILocation(line: 191, column: 5, scope: !551, inlinedAt: !593)
!622 = !DILocation(line: 0, scope: !553, inlinedAt: !593)
!623 = !DILocation(line: 0, scope: !555, inlinedAt: !593)
!624 = !DILocation(line: 199, column: 41, scope: !527, inlinedAt: !593)
!625 = !DILocation(line: 199, column: 45, scope: !527, inlinedAt: !593)
!626 = !DILocation(line: 199, column: 49, scope: !527, inlinedAt: !593)
!627 = !DILocation(line: 199, column: 53, scope: !527, inlinedAt: !593)
!628 = !DILocation(line: 199, column: 5, scope: !527, inlinedAt: !593)
!629 = !DILocation(line: 0, scope: !559, inlinedAt: !593)
!630 = !DILocation(line: 202, column: 5, scope: !527, inlinedAt: !593)
!631 = !DILocation(line: 0, scope: !565, inlinedAt: !593)
!632 = !DILocation(line: 204, column: 42, scope: !633, inlinedAt: !593)
!633 = distinct !DILexicalBlock(scope: !634, file: !3, line: 204, column: 34)
!634 = distinct !DILexicalBlock(scope: !565, file: !3, line: 204, column: 5)
!635 = !DILocation(line: 0, scope: !567, inlinedAt: !593)
!636 = !DILocation(line: 204, column: 39, scope: !633, inlinedAt: !593)
!637 = !DILocation(line: 204, column: 56, scope: !633, inlinedAt: !593)
!638 = !DILocation(line: 0, scope: !569, inlinedAt: !593)
!639 = !DILocation(line: 204, column: 53, scope: !633, inlinedAt: !593)
!640 = !DILocation(line: 207, column: 5, scope: !527, inlinedAt: !593)
!641 = !DILocation(line: 0, scope: !575, inlinedAt: !593)
!642 = !DILocation(line: 217, column: 5, scope: !527, inlinedAt: !593)
!643 = !DILocation(line: 0, scope: !579, inlinedAt: !593)
!644 = !DILocation(line: 219, column: 51, scope: !645, inlinedAt: !593)
!645 = distinct !DILexicalBlock(scope: !646, file: !3, line: 219, column: 31)
!646 = distinct !DILexicalBlock(scope: !579, file: !3, line: 219, column: 3)
!647 = !DILocation(line: 219, column: 64, scope: !645, inlinedAt: !593)
!648 = !DILocation(line: 219, column: 62, scope: !645, inlinedAt: !593)
!649 = !DILocation(line: 0, scope: !528, inlinedAt: !593)
!650 = !DILocation(line: 219, column: 103, scope: !645, inlinedAt: !593)
!651 = !DILocation(line: 219, column: 116, scope: !645, inlinedAt: !593)
!652 = !DILocation(line: 219, column: 114, scope: !645, inlinedAt: !593)
!653 = !DILocation(line: 0, scope: !357, inlinedAt: !654)
!654 = distinct !DILocation(line: 220, column: 3, scope: !528, inlinedAt: !593)
!655 = !DILocation(line: 56, column: 3, scope: !357, inlinedAt: !654)
!656 = !DILocation(line: 0, scope: !366, inlinedAt: !654)
!657 = !DILocation(line: 57, column: 45, scope: !372, inlinedAt: !654)
!658 = !DILocation(line: 57, column: 31, scope: !372, inlinedAt: !654)
!659 = !DILocation(line: 58, column: 3, scope: !357, inlinedAt: !654)
!660 = !DILocation(line: 0, scope: !581, inlinedAt: !593)
!661 = !DILocation(line: 222, column: 13, scope: !662, inlinedAt: !593)
!662 = distinct !DILexicalBlock(scope: !663, file: !3, line: 221, column: 31)
!663 = distinct !DILexicalBlock(scope: !581, file: !3, line: 221, column: 3)
!664 = !DILocation(line: 222, column: 25, scope: !662, inlinedAt: !593)
!665 = !DILocation(line: 223, column: 17, scope: !662, inlinedAt: !593)
!666 = !DILocation(line: 223, column: 29, scope: !662, inlinedAt: !593)
!667 = !DILocation(line: 0, scope: !292, inlinedAt: !668)
!668 = distinct !DILocation(line: 225, column: 3, scope: !528, inlinedAt: !593)
!669 = !DILocation(line: 51, column: 3, scope: !292, inlinedAt: !668)
!670 = !DILocation(line: 0, scope: !303, inlinedAt: !668)
!671 = !DILocation(line: 52, column: 45, scope: !309, inlinedAt: !668)
!672 = !DILocation(line: 52, column: 31, scope: !309, inlinedAt: !668)
!673 = !DILocation(line: 53, column: 3, scope: !292, inlinedAt: !668)
!674 = !DILocation(line: 0, scope: !583, inlinedAt: !593)
!675 = !DILocation(line: 0, scope: !445, inlinedAt: !676)
!676 = distinct !DILocation(line: 230, column: 3, scope: !528, inlinedAt: !593)
!677 = !DILocation(line: 66, column: 3, scope: !445, inlinedAt: !676)
!678 = !DILocation(line: 0, scope: !454, inlinedAt: !676)
!679 = !DILocation(line: 67, column: 31, scope: !460, inlinedAt: !676)
!680 = !DILocation(line: 68, column: 3, scope: !445, inlinedAt: !676)
!681 = !DILocation(line: 0, scope: !585, inlinedAt: !593)
!682 = !DILocalVariable(name: "n", arg: 1, scope: !683, file: !3, line: 70, type: !295)
!683 = distinct !DISubprogram(name: "pf", scope: !3, file: !3, line: 70, type: !684, scopeLine: 70, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !688)
!684 = !DISubroutineType(types: !685)
!685 = !{null, !295, !686, !26}
!686 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !687, size: 64)
!687 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !20)
!688 = !{!682, !689, !690, !691}
!689 = !DILocalVariable(name: "v", arg: 2, scope: !683, file: !3, line: 70, type: !686)
!690 = !DILocalVariable(name: "k", arg: 3, scope: !683, file: !3, line: 70, type: !26)
!691 = !DILocalVariable(name: "i", scope: !692, file: !3, line: 72, type: !26)
!692 = distinct !DILexicalBlock(scope: !683, file: !3, line: 72, column: 3)
!693 = !DILocation(line: 0, scope: !683, inlinedAt: !694)
!694 = distinct !DILocation(line: 232, column: 3, scope: !528, inlinedAt: !593)
!695 = !DILocation(line: 71, column: 3, scope: !683, inlinedAt: !694)
!696 = !DILocation(line: 0, scope: !692, inlinedAt: !694)
!697 = !DILocation(line: 72, column: 31, scope: !698, inlinedAt: !694)
!698 = distinct !DILexicalBlock(scope: !692, file: !3, line: 72, column: 3)
!699 = !DILocation(line: 73, column: 3, scope: !683, inlinedAt: !694)
!700 = !DILocation(line: 0, scope: !587, inlinedAt: !593)
!701 = !DILocation(line: 0, scope: !683, inlinedAt: !702)
!702 = distinct !DILocation(line: 237, column: 3, scope: !528, inlinedAt: !593)
!703 = !DILocation(line: 71, column: 3, scope: !683, inlinedAt: !702)
!704 = !DILocation(line: 0, scope: !692, inlinedAt: !702)
!705 = !DILocation(line: 72, column: 31, scope: !698, inlinedAt: !702)
!706 = !DILocation(line: 73, column: 3, scope: !683, inlinedAt: !702)
!707 = !DILocation(line: 0, scope: !589, inlinedAt: !593)
!708 = !DILocation(line: 0, scope: !683, inlinedAt: !709)
!709 = distinct !DILocation(line: 239, column: 3, scope: !528, inlinedAt: !593)
!710 = !DILocation(line: 71, column: 3, scope: !683, inlinedAt: !709)
!711 = !DILocation(line: 0, scope: !692, inlinedAt: !709)
!712 = !DILocation(line: 72, column: 31, scope: !698, inlinedAt: !709)
!713 = !DILocation(line: 73, column: 3, scope: !683, inlinedAt: !709)
!714 = !DILocation(line: 0, scope: !591, inlinedAt: !593)
!715 = !DILocation(line: 0, scope: !683, inlinedAt: !716)
!716 = distinct !DILocation(line: 241, column: 3, scope: !528, inlinedAt: !593)
!717 = !DILocation(line: 71, column: 3, scope: !683, inlinedAt: !716)
!718 = !DILocation(line: 0, scope: !692, inlinedAt: !716)
!719 = !DILocation(line: 72, column: 31, scope: !698, inlinedAt: !716)
!720 = !DILocation(line: 73, column: 3, scope: !683, inlinedAt: !716)
!721 = !DILocalVariable(name: "r8", scope: !722, file: !3, line: 247, type: !34)
!722 = distinct !DISubprogram(name: "misc", scope: !3, file: !3, line: 245, type: !232, scopeLine: 245, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !723)
!723 = !{!724, !721, !725, !726, !727, !728, !730, !732, !734, !736, !738, !740, !742, !744, !748, !750, !751, !753, !755, !757, !759, !760, !761, !762, !764, !765, !767, !769}
!724 = !DILocalVariable(name: "ru", scope: !722, file: !3, line: 246, type: !39)
!725 = !DILocalVariable(name: "r16", scope: !722, file: !3, line: 248, type: !44)
!726 = !DILocalVariable(name: "r32", scope: !722, file: !3, line: 249, type: !51)
!727 = !DILocalVariable(name: "idx", scope: !722, file: !3, line: 250, type: !39)
!728 = !DILocalVariable(name: "i", scope: !729, file: !3, line: 251, type: !26)
!729 = distinct !DILexicalBlock(scope: !722, file: !3, line: 251, column: 3)
!730 = !DILocalVariable(name: "i", scope: !731, file: !3, line: 301, type: !26)
!731 = distinct !DILexicalBlock(scope: !722, file: !3, line: 301, column: 3)
!732 = !DILocalVariable(name: "i", scope: !733, file: !3, line: 303, type: !26)
!733 = distinct !DILexicalBlock(scope: !722, file: !3, line: 303, column: 3)
!734 = !DILocalVariable(name: "i", scope: !735, file: !3, line: 305, type: !26)
!735 = distinct !DILexicalBlock(scope: !722, file: !3, line: 305, column: 3)
!736 = !DILocalVariable(name: "i", scope: !737, file: !3, line: 307, type: !26)
!737 = distinct !DILexicalBlock(scope: !722, file: !3, line: 307, column: 3)
!738 = !DILocalVariable(name: "i", scope: !739, file: !3, line: 309, type: !26)
!739 = distinct !DILexicalBlock(scope: !722, file: !3, line: 309, column: 3)
!740 = !DILocalVariable(name: "i", scope: !741, file: !3, line: 311, type: !26)
!741 = distinct !DILexicalBlock(scope: !722, file: !3, line: 311, column: 3)
!742 = !DILocalVariable(name: "i", scope: !743, file: !3, line: 313, type: !26)
!743 = distinct !DILexicalBlock(scope: !722, file: !3, line: 313, column: 3)
!744 = !DILocalVariable(name: "s", scope: !745, file: !3, line: 316, type: !746)
!745 = distinct !DILexicalBlock(scope: !722, file: !3, line: 315, column: 3)
!746 = !DICompositeType(tag: DW_TAG_array_type, baseType: !747, size: 128, elements: !52)
!747 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !26)
!748 = !DILocalVariable(name: "i", scope: !749, file: !3, line: 317, type: !26)
!749 = distinct !DILexicalBlock(scope: !745, file: !3, line: 317, column: 5)
!750 = !DILocalVariable(name: "t", scope: !745, file: !3, line: 319, type: !746)
!751 = !DILocalVariable(name: "i", scope: !752, file: !3, line: 320, type: !26)
!752 = distinct !DILexicalBlock(scope: !745, file: !3, line: 320, column: 5)
!753 = !DILocalVariable(name: "q", scope: !745, file: !3, line: 322, type: !754)
!754 = !DICompositeType(tag: DW_TAG_array_type, baseType: !747, size: 512, elements: !35)
!755 = !DILocalVariable(name: "i", scope: !756, file: !3, line: 323, type: !26)
!756 = distinct !DILexicalBlock(scope: !745, file: !3, line: 323, column: 5)
!757 = !DILocalVariable(name: "c", scope: !758, file: !3, line: 328, type: !51)
!758 = distinct !DILexicalBlock(scope: !722, file: !3, line: 327, column: 3)
!759 = !DILocalVariable(name: "c2", scope: !758, file: !3, line: 330, type: !51)
!760 = !DILocalVariable(name: "c3", scope: !758, file: !3, line: 332, type: !51)
!761 = !DILocalVariable(name: "c4", scope: !758, file: !3, line: 334, type: !51)
!762 = !DILocalVariable(name: "i", scope: !763, file: !3, line: 336, type: !26)
!763 = distinct !DILexicalBlock(scope: !758, file: !3, line: 336, column: 5)
!764 = !DILocalVariable(name: "r", scope: !758, file: !3, line: 339, type: !61)
!765 = !DILocalVariable(name: "i", scope: !766, file: !3, line: 341, type: !26)
!766 = distinct !DILexicalBlock(scope: !758, file: !3, line: 341, column: 5)
!767 = !DILocalVariable(name: "i", scope: !768, file: !3, line: 343, type: !26)
!768 = distinct !DILexicalBlock(scope: !758, file: !3, line: 343, column: 5)
!769 = !DILocalVariable(name: "i", scope: !770, file: !3, line: 345, type: !26)
!770 = distinct !DILexicalBlock(scope: !758, file: !3, line: 345, column: 5)
!771 = !DILocation(line: 0, scope: !722, inlinedAt: !772)
!772 = distinct !DILocation(line: 355, column: 3, scope: !225)
!773 = !DILocation(line: 247, column: 3, scope: !722, inlinedAt: !772)
!774 = !DILocation(line: 0, scope: !731, inlinedAt: !772)
!775 = !DILocation(line: 301, column: 54, scope: !776, inlinedAt: !772)
!776 = distinct !DILexicalBlock(scope: !731, file: !3, line: 301, column: 3)
!777 = !DILocation(line: 0, scope: !357, inlinedAt: !778)
!778 = distinct !DILocation(line: 302, column: 3, scope: !722, inlinedAt: !772)
!779 = !DILocation(line: 56, column: 3, scope: !357, inlinedAt: !778)
!780 = !DILocation(line: 0, scope: !366, inlinedAt: !778)
!781 = !DILocation(line: 57, column: 45, scope: !372, inlinedAt: !778)
!782 = !DILocation(line: 57, column: 31, scope: !372, inlinedAt: !778)
!783 = !DILocation(line: 58, column: 3, scope: !357, inlinedAt: !778)
!784 = !DILocation(line: 0, scope: !733, inlinedAt: !772)
!785 = !DILocation(line: 303, column: 57, scope: !786, inlinedAt: !772)
!786 = distinct !DILexicalBlock(scope: !733, file: !3, line: 303, column: 3)
!787 = !DILocation(line: 0, scope: !357, inlinedAt: !788)
!788 = distinct !DILocation(line: 304, column: 3, scope: !722, inlinedAt: !772)
!789 = !DILocation(line: 56, column: 3, scope: !357, inlinedAt: !788)
!790 = !DILocation(line: 0, scope: !366, inlinedAt: !788)
!791 = !DILocation(line: 57, column: 31, scope: !372, inlinedAt: !788)
!792 = !DILocation(line: 57, column: 45, scope: !372, inlinedAt: !788)
!793 = !DILocation(line: 58, column: 3, scope: !357, inlinedAt: !788)
!794 = !DILocation(line: 0, scope: !735, inlinedAt: !772)
!795 = !DILocation(line: 305, column: 50, scope: !796, inlinedAt: !772)
!796 = distinct !DILexicalBlock(scope: !735, file: !3, line: 305, column: 3)
!797 = !DILocation(line: 305, column: 59, scope: !796, inlinedAt: !772)
!798 = !DILocation(line: 305, column: 57, scope: !796, inlinedAt: !772)
!799 = !DILocation(line: 0, scope: !357, inlinedAt: !800)
!800 = distinct !DILocation(line: 306, column: 3, scope: !722, inlinedAt: !772)
!801 = !DILocation(line: 56, column: 3, scope: !357, inlinedAt: !800)
!802 = !DILocation(line: 0, scope: !366, inlinedAt: !800)
!803 = !DILocation(line: 57, column: 45, scope: !372, inlinedAt: !800)
!804 = !DILocation(line: 57, column: 31, scope: !372, inlinedAt: !800)
!805 = !DILocation(line: 58, column: 3, scope: !357, inlinedAt: !800)
!806 = !DILocation(line: 0, scope: !737, inlinedAt: !772)
!807 = !DILocation(line: 0, scope: !398, inlinedAt: !808)
!808 = distinct !DILocation(line: 308, column: 3, scope: !722, inlinedAt: !772)
!809 = !DILocation(line: 61, column: 3, scope: !398, inlinedAt: !808)
!810 = !DILocation(line: 0, scope: !407, inlinedAt: !808)
!811 = !DILocation(line: 62, column: 31, scope: !413, inlinedAt: !808)
!812 = !DILocation(line: 63, column: 3, scope: !398, inlinedAt: !808)
!813 = !DILocation(line: 0, scope: !739, inlinedAt: !772)
!814 = !DILocation(line: 309, column: 51, scope: !815, inlinedAt: !772)
!815 = distinct !DILexicalBlock(scope: !739, file: !3, line: 309, column: 3)
!816 = !DILocation(line: 309, column: 60, scope: !815, inlinedAt: !772)
!817 = !DILocation(line: 309, column: 58, scope: !815, inlinedAt: !772)
!818 = !DILocation(line: 309, column: 68, scope: !815, inlinedAt: !772)
!819 = !DILocation(line: 0, scope: !357, inlinedAt: !820)
!820 = distinct !DILocation(line: 310, column: 3, scope: !722, inlinedAt: !772)
!821 = !DILocation(line: 56, column: 3, scope: !357, inlinedAt: !820)
!822 = !DILocation(line: 0, scope: !366, inlinedAt: !820)
!823 = !DILocation(line: 57, column: 31, scope: !372, inlinedAt: !820)
!824 = !DILocation(line: 58, column: 3, scope: !357, inlinedAt: !820)
!825 = !DILocation(line: 0, scope: !741, inlinedAt: !772)
!826 = !DILocation(line: 311, column: 51, scope: !827, inlinedAt: !772)
!827 = distinct !DILexicalBlock(scope: !741, file: !3, line: 311, column: 3)
!828 = !DILocation(line: 311, column: 60, scope: !827, inlinedAt: !772)
!829 = !DILocation(line: 311, column: 58, scope: !827, inlinedAt: !772)
!830 = !DILocation(line: 311, column: 67, scope: !827, inlinedAt: !772)
!831 = !DILocation(line: 311, column: 72, scope: !827, inlinedAt: !772)
!832 = !DILocation(line: 0, scope: !357, inlinedAt: !833)
!833 = distinct !DILocation(line: 312, column: 3, scope: !722, inlinedAt: !772)
!834 = !DILocation(line: 56, column: 3, scope: !357, inlinedAt: !833)
!835 = !DILocation(line: 0, scope: !366, inlinedAt: !833)
!836 = !DILocation(line: 57, column: 31, scope: !372, inlinedAt: !833)
!837 = !DILocation(line: 58, column: 3, scope: !357, inlinedAt: !833)
!838 = !DILocation(line: 0, scope: !743, inlinedAt: !772)
!839 = !DILocation(line: 313, column: 32, scope: !840, inlinedAt: !772)
!840 = distinct !DILexicalBlock(scope: !743, file: !3, line: 313, column: 3)
!841 = !DILocation(line: 313, column: 50, scope: !840, inlinedAt: !772)
!842 = !DILocation(line: 313, column: 58, scope: !840, inlinedAt: !772)
!843 = !DILocation(line: 313, column: 56, scope: !840, inlinedAt: !772)
!844 = !DILocation(line: 313, column: 65, scope: !840, inlinedAt: !772)
!845 = !DILocation(line: 313, column: 40, scope: !840, inlinedAt: !772)
!846 = !DILocation(line: 313, column: 38, scope: !840, inlinedAt: !772)
!847 = !DILocation(line: 0, scope: !292, inlinedAt: !848)
!848 = distinct !DILocation(line: 314, column: 3, scope: !722, inlinedAt: !772)
!849 = !DILocation(line: 51, column: 3, scope: !292, inlinedAt: !848)
!850 = !DILocation(line: 0, scope: !303, inlinedAt: !848)
!851 = !DILocation(line: 52, column: 45, scope: !309, inlinedAt: !848)
!852 = !DILocation(line: 52, column: 31, scope: !309, inlinedAt: !848)
!853 = !DILocation(line: 53, column: 3, scope: !292, inlinedAt: !848)
!854 = !DILocation(line: 0, scope: !749, inlinedAt: !772)
!855 = !DILocation(line: 0, scope: !445, inlinedAt: !856)
!856 = distinct !DILocation(line: 318, column: 5, scope: !745, inlinedAt: !772)
!857 = !DILocation(line: 66, column: 3, scope: !445, inlinedAt: !856)
!858 = !DILocation(line: 0, scope: !454, inlinedAt: !856)
!859 = !DILocation(line: 67, column: 31, scope: !460, inlinedAt: !856)
!860 = !DILocation(line: 68, column: 3, scope: !445, inlinedAt: !856)
!861 = !DILocation(line: 0, scope: !752, inlinedAt: !772)
!862 = !DILocation(line: 0, scope: !445, inlinedAt: !863)
!863 = distinct !DILocation(line: 321, column: 5, scope: !745, inlinedAt: !772)
!864 = !DILocation(line: 66, column: 3, scope: !445, inlinedAt: !863)
!865 = !DILocation(line: 0, scope: !454, inlinedAt: !863)
!866 = !DILocation(line: 67, column: 31, scope: !460, inlinedAt: !863)
!867 = !DILocation(line: 68, column: 3, scope: !445, inlinedAt: !863)
!868 = !DILocation(line: 0, scope: !756, inlinedAt: !772)
!869 = !DILocation(line: 323, column: 5, scope: !756, inlinedAt: !772)
!870 = !DILocation(line: 323, column: 42, scope: !871, inlinedAt: !772)
!871 = distinct !DILexicalBlock(scope: !756, file: !3, line: 323, column: 5)
!872 = !{!873, !873, i64 0}
!873 = !{!"int", !245, i64 0}
!874 = !DILocation(line: 323, column: 47, scope: !871, inlinedAt: !772)
!875 = !DILocation(line: 323, scope: !871, inlinedAt: !772)
!876 = !DILocation(line: 323, column: 65, scope: !871, inlinedAt: !772)
!877 = !DILocation(line: 0, scope: !316, inlinedAt: !878)
!878 = distinct !DILocation(line: 323, column: 54, scope: !871, inlinedAt: !772)
!879 = !DILocation(line: 43, column: 36, scope: !316, inlinedAt: !878)
!880 = !DILocation(line: 323, column: 100, scope: !871, inlinedAt: !772)
!881 = !DILocation(line: 323, column: 97, scope: !871, inlinedAt: !772)
!882 = !DILocation(line: 323, column: 34, scope: !871, inlinedAt: !772)
!883 = !DILocation(line: 323, column: 40, scope: !871, inlinedAt: !772)
!884 = !DILocation(line: 323, column: 30, scope: !871, inlinedAt: !772)
!885 = !DILocation(line: 323, column: 23, scope: !871, inlinedAt: !772)
!886 = distinct !{!886, !869, !887, !888}
!887 = !DILocation(line: 323, column: 105, scope: !756, inlinedAt: !772)
!888 = !{!"llvm.loop.mustprogress"}
!889 = !DILocation(line: 0, scope: !292, inlinedAt: !890)
!890 = distinct !DILocation(line: 324, column: 5, scope: !745, inlinedAt: !772)
!891 = !DILocation(line: 51, column: 3, scope: !292, inlinedAt: !890)
!892 = !DILocation(line: 0, scope: !303, inlinedAt: !890)
!893 = !DILocation(line: 52, column: 45, scope: !309, inlinedAt: !890)
!894 = !DILocation(line: 52, column: 31, scope: !309, inlinedAt: !890)
!895 = !DILocation(line: 53, column: 3, scope: !292, inlinedAt: !890)
!896 = !DILocation(line: 325, column: 5, scope: !745, inlinedAt: !772)
!897 = !DILocation(line: 0, scope: !758, inlinedAt: !772)
!898 = !DILocation(line: 0, scope: !445, inlinedAt: !899)
!899 = distinct !DILocation(line: 329, column: 5, scope: !758, inlinedAt: !772)
!900 = !DILocation(line: 66, column: 3, scope: !445, inlinedAt: !899)
!901 = !DILocation(line: 0, scope: !454, inlinedAt: !899)
!902 = !DILocation(line: 67, column: 31, scope: !460, inlinedAt: !899)
!903 = !DILocation(line: 68, column: 3, scope: !445, inlinedAt: !899)
!904 = !DILocation(line: 0, scope: !445, inlinedAt: !905)
!905 = distinct !DILocation(line: 331, column: 5, scope: !758, inlinedAt: !772)
!906 = !DILocation(line: 66, column: 3, scope: !445, inlinedAt: !905)
!907 = !DILocation(line: 0, scope: !454, inlinedAt: !905)
!908 = !DILocation(line: 67, column: 31, scope: !460, inlinedAt: !905)
!909 = !DILocation(line: 68, column: 3, scope: !445, inlinedAt: !905)
!910 = !DILocation(line: 0, scope: !445, inlinedAt: !911)
!911 = distinct !DILocation(line: 333, column: 5, scope: !758, inlinedAt: !772)
!912 = !DILocation(line: 66, column: 3, scope: !445, inlinedAt: !911)
!913 = !DILocation(line: 0, scope: !454, inlinedAt: !911)
!914 = !DILocation(line: 67, column: 31, scope: !460, inlinedAt: !911)
!915 = !DILocation(line: 68, column: 3, scope: !445, inlinedAt: !911)
!916 = !DILocation(line: 0, scope: !445, inlinedAt: !917)
!917 = distinct !DILocation(line: 335, column: 5, scope: !758, inlinedAt: !772)
!918 = !DILocation(line: 66, column: 3, scope: !445, inlinedAt: !917)
!919 = !DILocation(line: 0, scope: !454, inlinedAt: !917)
!920 = !DILocation(line: 67, column: 31, scope: !460, inlinedAt: !917)
!921 = !DILocation(line: 68, column: 3, scope: !445, inlinedAt: !917)
!922 = !DILocation(line: 0, scope: !763, inlinedAt: !772)
!923 = !DILocation(line: 0, scope: !445, inlinedAt: !924)
!924 = distinct !DILocation(line: 337, column: 5, scope: !758, inlinedAt: !772)
!925 = !DILocation(line: 66, column: 3, scope: !445, inlinedAt: !924)
!926 = !DILocation(line: 0, scope: !454, inlinedAt: !924)
!927 = !DILocation(line: 67, column: 31, scope: !460, inlinedAt: !924)
!928 = !DILocation(line: 68, column: 3, scope: !445, inlinedAt: !924)
!929 = !DILocation(line: 338, column: 5, scope: !758, inlinedAt: !772)
!930 = !DILocation(line: 0, scope: !683, inlinedAt: !931)
!931 = distinct !DILocation(line: 340, column: 5, scope: !758, inlinedAt: !772)
!932 = !DILocation(line: 71, column: 3, scope: !683, inlinedAt: !931)
!933 = !DILocation(line: 0, scope: !692, inlinedAt: !931)
!934 = !DILocation(line: 72, column: 31, scope: !698, inlinedAt: !931)
!935 = !DILocation(line: 73, column: 3, scope: !683, inlinedAt: !931)
!936 = !DILocation(line: 0, scope: !766, inlinedAt: !772)
!937 = !DILocation(line: 0, scope: !683, inlinedAt: !938)
!938 = distinct !DILocation(line: 342, column: 5, scope: !758, inlinedAt: !772)
!939 = !DILocation(line: 71, column: 3, scope: !683, inlinedAt: !938)
!940 = !DILocation(line: 0, scope: !692, inlinedAt: !938)
!941 = !DILocation(line: 72, column: 31, scope: !698, inlinedAt: !938)
!942 = !DILocation(line: 73, column: 3, scope: !683, inlinedAt: !938)
!943 = !DILocation(line: 0, scope: !768, inlinedAt: !772)
!944 = !DILocation(line: 0, scope: !683, inlinedAt: !945)
!945 = distinct !DILocation(line: 344, column: 5, scope: !758, inlinedAt: !772)
!946 = !DILocation(line: 71, column: 3, scope: !683, inlinedAt: !945)
!947 = !DILocation(line: 0, scope: !692, inlinedAt: !945)
!948 = !DILocation(line: 72, column: 31, scope: !698, inlinedAt: !945)
!949 = !DILocation(line: 73, column: 3, scope: !683, inlinedAt: !945)
!950 = !DILocation(line: 0, scope: !770, inlinedAt: !772)
!951 = !DILocation(line: 0, scope: !683, inlinedAt: !952)
!952 = distinct !DILocation(line: 346, column: 5, scope: !758, inlinedAt: !772)
!953 = !DILocation(line: 71, column: 3, scope: !683, inlinedAt: !952)
!954 = !DILocation(line: 0, scope: !692, inlinedAt: !952)
!955 = !DILocation(line: 72, column: 31, scope: !698, inlinedAt: !952)
!956 = !DILocation(line: 73, column: 3, scope: !683, inlinedAt: !952)
!957 = !DILocation(line: 349, column: 1, scope: !722, inlinedAt: !772)
!958 = !DILocation(line: 356, column: 3, scope: !225)
!959 = !DISubprogram(name: "printf", scope: !960, file: !960, line: 356, type: !961, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!960 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!961 = !DISubroutineType(types: !962)
!962 = !{!26, !963, null}
!963 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !295)
