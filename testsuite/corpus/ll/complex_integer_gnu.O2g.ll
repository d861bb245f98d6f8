; ModuleID = 'programs/complex_integer_gnu.c'
source_filename = "programs/complex_integer_gnu.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [26 x i8] c"mul (%d,%d) conj (%d,%d)\0A\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [30 x i8] c"short add (%d,%d) sizeof=%zu\0A\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [29 x i8] c"char sub (%d,%d) sizeof=%zu\0A\00", align 1, !dbg !12
@.str.3 = private unnamed_addr constant [45 x i8] c"(1+i)^31 = (%lld,%lld) norm=%lld sizeof=%zu\0A\00", align 1, !dbg !17
@.str.4 = private unnamed_addr constant [13 x i8] c"acc (%d,%d)\0A\00", align 1, !dbg !22

; Function Attrs: nofree nounwind uwtable
define dso_local noundef range(i32 0, 128) i32 @main() local_unnamed_addr #0 !dbg !37 {
  %1 = tail call fastcc i64 @make(i32 noundef 3, i32 noundef -4), !dbg !67
    #dbg_value(i64 %1, !42, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 0, 32), !68)
    #dbg_value(i64 %1, !42, !DIExpression(DW_OP_constu, 32, DW_OP_shr, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 32, 32), !68)
  %2 = tail call fastcc i64 @make(i32 noundef -2, i32 noundef 7), !dbg !69
    #dbg_value(i64 %2, !45, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 0, 32), !68)
    #dbg_value(i64 %2, !45, !DIExpression(DW_OP_constu, 32, DW_OP_shr, DW_OP_stack_value, DW_OP_LLVM_fragment, 32, 32), !68)
  %3 = tail call fastcc i64 @mul_ci(i64 noundef %1, i64 noundef %2), !dbg !70
  %4 = trunc i64 %3 to i32, !dbg !70
  %5 = lshr i64 %3, 32, !dbg !70
  %6 = trunc nuw i64 %5 to i32, !dbg !70
    #dbg_value(i32 %4, !46, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !68)
    #dbg_value(i32 %6, !46, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !68)
  %7 = tail call fastcc i64 @conj_ci(i64 noundef %1), !dbg !71
  %8 = trunc i64 %7 to i32, !dbg !71
  %9 = lshr i64 %7, 32, !dbg !71
  %10 = trunc nuw i64 %9 to i32, !dbg !71
    #dbg_value(i32 %8, !47, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !68)
    #dbg_value(i32 %10, !47, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !68)
  %11 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %4, i32 noundef %6, i32 noundef %8, i32 noundef %10), !dbg !72
    #dbg_value(i16 1000, !48, !DIExpression(DW_OP_LLVM_fragment, 0, 16), !68)
    #dbg_value(i16 -30000, !48, !DIExpression(DW_OP_LLVM_fragment, 16, 16), !68)
    #dbg_value(i16 2000, !51, !DIExpression(DW_OP_LLVM_fragment, 0, 16), !68)
    #dbg_value(i16 1000, !51, !DIExpression(DW_OP_LLVM_fragment, 16, 16), !68)
    #dbg_value(i16 3000, !52, !DIExpression(DW_OP_LLVM_fragment, 0, 16), !68)
    #dbg_value(i16 -29000, !52, !DIExpression(DW_OP_LLVM_fragment, 16, 16), !68)
  %12 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 3000, i32 noundef -29000, i64 noundef 4), !dbg !73
    #dbg_value(i8 100, !53, !DIExpression(DW_OP_LLVM_fragment, 0, 8), !68)
    #dbg_value(i8 -100, !53, !DIExpression(DW_OP_LLVM_fragment, 8, 8), !68)
    #dbg_value(i8 -27, !56, !DIExpression(DW_OP_LLVM_fragment, 0, 8), !68)
    #dbg_value(i8 27, !56, !DIExpression(DW_OP_LLVM_fragment, 8, 8), !68)
    #dbg_value(i8 127, !57, !DIExpression(DW_OP_LLVM_fragment, 0, 8), !68)
    #dbg_value(i8 -127, !57, !DIExpression(DW_OP_LLVM_fragment, 8, 8), !68)
  %13 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 127, i32 noundef -127, i64 noundef 2), !dbg !74
    #dbg_value(i64 1, !58, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !68)
    #dbg_value(i64 1, !58, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !68)
    #dbg_value(i64 1, !61, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !68)
    #dbg_value(i64 1, !61, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !68)
    #dbg_value(i32 0, !62, !DIExpression(), !75)
    #dbg_value(i64 1, !61, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !68)
    #dbg_value(i64 1, !61, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !68)
    #dbg_value(i32 0, !62, !DIExpression(), !75)
  %14 = tail call fastcc { i64, i64 } @mul_cll(i64 noundef 1, i64 noundef 1), !dbg !76
  %15 = extractvalue { i64, i64 } %14, 0, !dbg !76
  %16 = extractvalue { i64, i64 } %14, 1, !dbg !76
    #dbg_value(i64 %15, !61, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !68)
    #dbg_value(i64 %16, !61, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !68)
    #dbg_value(i64 %15, !61, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !68)
    #dbg_value(i32 1, !62, !DIExpression(), !75)
    #dbg_value(i64 %16, !61, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !68)
    #dbg_value(i64 %15, !61, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !68)
  %17 = tail call fastcc { i64, i64 } @mul_cll(i64 noundef %15, i64 noundef %16), !dbg !76
  %18 = extractvalue { i64, i64 } %17, 0, !dbg !76
  %19 = extractvalue { i64, i64 } %17, 1, !dbg !76
    #dbg_value(i64 %18, !61, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !68)
    #dbg_value(i64 %19, !61, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !68)
    #dbg_value(i64 %18, !61, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !68)
    #dbg_value(i32 2, !62, !DIExpression(), !75)
    #dbg_value(i64 %19, !61, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !68)
    #dbg_value(i64 %18, !61, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !68)
  %20 = tail call fastcc { i64, i64 } @mul_cll(i64 noundef %18, i64 noundef %19), !dbg !76
  %21 = extractvalue { i64, i64 } %20, 0, !dbg !76
  %22 = extractvalue { i64, i64 } %20, 1, !dbg !76
    #dbg_value(i64 %21, !61, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !68)
    #dbg_value(i64 %22, !61, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !68)
    #dbg_value(i64 %21, !61, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !68)
    #dbg_value(i32 3, !62, !DIExpression(), !75)
    #dbg_value(i64 %22, !61, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !68)
    #dbg_value(i64 %21, !61, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !68)
  %23 = tail call fastcc { i64, i64 } @mul_cll(i64 noundef %21, i64 noundef %22), !dbg !76
  %24 = extractvalue { i64, i64 } %23, 0, !dbg !76
  %25 = extractvalue { i64, i64 } %23, 1, !dbg !76
    #dbg_value(i64 %24, !61, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !68)
    #dbg_value(i64 %25, !61, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !68)
    #dbg_value(i64 %24, !61, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !68)
    #dbg_value(i32 4, !62, !DIExpression(), !75)
    #dbg_value(i64 %25, !61, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !68)
    #dbg_value(i64 %24, !61, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !68)
  %26 = tail call fastcc { i64, i64 } @mul_cll(i64 noundef %24, i64 noundef %25), !dbg !76
  %27 = extractvalue { i64, i64 } %26, 0, !dbg !76
  %28 = extractvalue { i64, i64 } %26, 1, !dbg !76
    #dbg_value(i64 %27, !61, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !68)
    #dbg_value(i64 %28, !61, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !68)
    #dbg_value(i64 %27, !61, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !68)
    #dbg_value(i32 5, !62, !DIExpression(), !75)
    #dbg_value(i64 %28, !61, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !68)
    #dbg_value(i64 %27, !61, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !68)
  %29 = tail call fastcc { i64, i64 } @mul_cll(i64 noundef %27, i64 noundef %28), !dbg !76
  %30 = extractvalue { i64, i64 } %29, 0, !dbg !76
  %31 = extractvalue { i64, i64 } %29, 1, !dbg !76
    #dbg_value(i64 %30, !61, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !68)
    #dbg_value(i64 %31, !61, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !68)
    #dbg_value(i64 %30, !61, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !68)
    #dbg_value(i32 6, !62, !DIExpression(), !75)
    #dbg_value(i64 %31, !61, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !68)
    #dbg_value(i64 %30, !61, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !68)
  %32 = tail call fastcc { i64, i64 } @mul_cll(i64 noundef %30, i64 noundef %31), !dbg !76
  %33 = extractvalue { i64, i64 } %32, 0, !dbg !76
  %34 = extractvalue { i64, i64 } %32, 1, !dbg !76
    #dbg_value(i64 %33, !61, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !68)
    #dbg_value(i64 %34, !61, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !68)
    #dbg_value(i64 %33, !61, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !68)
    #dbg_value(i32 7, !62, !DIExpression(), !75)
    #dbg_value(i64 %34, !61, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !68)
    #dbg_value(i64 %33, !61, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !68)
  %35 = tail call fastcc { i64, i64 } @mul_cll(i64 noundef %33, i64 noundef %34), !dbg !76
  %36 = extractvalue { i64, i64 } %35, 0, !dbg !76
  %37 = extractvalue { i64, i64 } %35, 1, !dbg !76
    #dbg_value(i64 %36, !61, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !68)
    #dbg_value(i64 %37, !61, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !68)
    #dbg_value(i64 %36, !61, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !68)
    #dbg_value(i32 8, !62, !DIExpression(), !75)
    #dbg_value(i64 %37, !61, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !68)
    #dbg_value(i64 %36, !61, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !68)
  %38 = tail call fastcc { i64, i64 } @mul_cll(i64 noundef %36, i64 noundef %37), !dbg !76
  %39 = extractvalue { i64, i64 } %38, 0, !dbg !76
  %40 = extractvalue { i64, i64 } %38, 1, !dbg !76
    #dbg_value(i64 %39, !61, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !68)
    #dbg_value(i64 %40, !61, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !68)
    #dbg_value(i64 %39, !61, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !68)
    #dbg_value(i32 9, !62, !DIExpression(), !75)
    #dbg_value(i64 %40, !61, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !68)
    #dbg_value(i64 %39, !61, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !68)
  %41 = tail call fastcc { i64, i64 } @mul_cll(i64 noundef %39, i64 noundef %40), !dbg !76
  %42 = extractvalue { i64, i64 } %41, 0, !dbg !76
  %43 = extractvalue { i64, i64 } %41, 1, !dbg !76
    #dbg_value(i64 %42, !61, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !68)
    #dbg_value(i64 %43, !61, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !68)
    #dbg_value(i64 %42, !61, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !68)
    #dbg_value(i32 10, !62, !DIExpression(), !75)
    #dbg_value(i64 %43, !61, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !68)
    #dbg_value(i64 %42, !61, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !68)
  %44 = tail call fastcc { i64, i64 } @mul_cll(i64 noundef %42, i64 noundef %43), !dbg !76
  %45 = extractvalue { i64, i64 } %44, 0, !dbg !76
  %46 = extractvalue { i64, i64 } %44, 1, !dbg !76
    #dbg_value(i64 %45, !61, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !68)
    #dbg_value(i64 %46, !61, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !68)
    #dbg_value(i64 %45, !61, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !68)
    #dbg_value(i32 11, !62, !DIExpression(), !75)
    #dbg_value(i64 %46, !61, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !68)
    #dbg_value(i64 %45, !61, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !68)
  %47 = tail call fastcc { i64, i64 } @mul_cll(i64 noundef %45, i64 noundef %46), !dbg !76
  %48 = extractvalue { i64, i64 } %47, 0, !dbg !76
  %49 = extractvalue { i64, i64 } %47, 1, !dbg !76
    #dbg_value(i64 %48, !61, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !68)
    #dbg_value(i64 %49, !61, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !68)
    #dbg_value(i64 %48, !61, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !68)
    #dbg_value(i32 12, !62, !DIExpression(), !75)
    #dbg_value(i64 %49, !61, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !68)
    #dbg_value(i64 %48, !61, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !68)
  %50 = tail call fastcc { i64, i64 } @mul_cll(i64 noundef %48, i64 noundef %49), !dbg !76
  %51 = extractvalue { i64, i64 } %50, 0, !dbg !76
  %52 = extractvalue { i64, i64 } %50, 1, !dbg !76
    #dbg_value(i64 %51, !61, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !68)
    #dbg_value(i64 %52, !61, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !68)
    #dbg_value(i64 %51, !61, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !68)
    #dbg_value(i32 13, !62, !DIExpression(), !75)
    #dbg_value(i64 %52, !61, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !68)
    #dbg_value(i64 %51, !61, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !68)
  %53 = tail call fastcc { i64, i64 } @mul_cll(i64 noundef %51, i64 noundef %52), !dbg !76
  %54 = extractvalue { i64, i64 } %53, 0, !dbg !76
  %55 = extractvalue { i64, i64 } %53, 1, !dbg !76
    #dbg_value(i64 %54, !61, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !68)
    #dbg_value(i64 %55, !61, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !68)
    #dbg_value(i64 %54, !61, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !68)
    #dbg_value(i32 14, !62, !DIExpression(), !75)
    #dbg_value(i64 %55, !61, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !68)
    #dbg_value(i64 %54, !61, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !68)
  %56 = tail call fastcc { i64, i64 } @mul_cll(i64 noundef %54, i64 noundef %55), !dbg !76
  %57 = extractvalue { i64, i64 } %56, 0, !dbg !76
  %58 = extractvalue { i64, i64 } %56, 1, !dbg !76
    #dbg_value(i64 %57, !61, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !68)
    #dbg_value(i64 %58, !61, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !68)
    #dbg_value(i64 %57, !61, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !68)
    #dbg_value(i32 15, !62, !DIExpression(), !75)
    #dbg_value(i64 %58, !61, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !68)
    #dbg_value(i64 %57, !61, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !68)
  %59 = tail call fastcc { i64, i64 } @mul_cll(i64 noundef %57, i64 noundef %58), !dbg !76
  %60 = extractvalue { i64, i64 } %59, 0, !dbg !76
  %61 = extractvalue { i64, i64 } %59, 1, !dbg !76
    #dbg_value(i64 %60, !61, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !68)
    #dbg_value(i64 %61, !61, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !68)
    #dbg_value(i64 %60, !61, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !68)
    #dbg_value(i32 16, !62, !DIExpression(), !75)
    #dbg_value(i64 %61, !61, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !68)
    #dbg_value(i64 %60, !61, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !68)
  %62 = tail call fastcc { i64, i64 } @mul_cll(i64 noundef %60, i64 noundef %61), !dbg !76
  %63 = extractvalue { i64, i64 } %62, 0, !dbg !76
  %64 = extractvalue { i64, i64 } %62, 1, !dbg !76
    #dbg_value(i64 %63, !61, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !68)
    #dbg_value(i64 %64, !61, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !68)
    #dbg_value(i64 %63, !61, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !68)
    #dbg_value(i32 17, !62, !DIExpression(), !75)
    #dbg_value(i64 %64, !61, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !68)
    #dbg_value(i64 %63, !61, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !68)
  %65 = tail call fastcc { i64, i64 } @mul_cll(i64 noundef %63, i64 noundef %64), !dbg !76
  %66 = extractvalue { i64, i64 } %65, 0, !dbg !76
  %67 = extractvalue { i64, i64 } %65, 1, !dbg !76
    #dbg_value(i64 %66, !61, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !68)
    #dbg_value(i64 %67, !61, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !68)
    #dbg_value(i64 %66, !61, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !68)
    #dbg_value(i32 18, !62, !DIExpression(), !75)
    #dbg_value(i64 %67, !61, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !68)
    #dbg_value(i64 %66, !61, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !68)
  %68 = tail call fastcc { i64, i64 } @mul_cll(i64 noundef %66, i64 noundef %67), !dbg !76
  %69 = extractvalue { i64, i64 } %68, 0, !dbg !76
  %70 = extractvalue { i64, i64 } %68, 1, !dbg !76
    #dbg_value(i64 %69, !61, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !68)
    #dbg_value(i64 %70, !61, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !68)
    #dbg_value(i64 %69, !61, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !68)
    #dbg_value(i32 19, !62, !DIExpression(), !75)
    #dbg_value(i64 %70, !61, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !68)
    #dbg_value(i64 %69, !61, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !68)
  %71 = tail call fastcc { i64, i64 } @mul_cll(i64 noundef %69, i64 noundef %70), !dbg !76
  %72 = extractvalue { i64, i64 } %71, 0, !dbg !76
  %73 = extractvalue { i64, i64 } %71, 1, !dbg !76
    #dbg_value(i64 %72, !61, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !68)
    #dbg_value(i64 %73, !61, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !68)
    #dbg_value(i64 %72, !61, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !68)
    #dbg_value(i32 20, !62, !DIExpression(), !75)
    #dbg_value(i64 %73, !61, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !68)
    #dbg_value(i64 %72, !61, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !68)
  %74 = tail call fastcc { i64, i64 } @mul_cll(i64 noundef %72, i64 noundef %73), !dbg !76
  %75 = extractvalue { i64, i64 } %74, 0, !dbg !76
  %76 = extractvalue { i64, i64 } %74, 1, !dbg !76
    #dbg_value(i64 %75, !61, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !68)
    #dbg_value(i64 %76, !61, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !68)
    #dbg_value(i64 %75, !61, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !68)
    #dbg_value(i32 21, !62, !DIExpression(), !75)
    #dbg_value(i64 %76, !61, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !68)
    #dbg_value(i64 %75, !61, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !68)
  %77 = tail call fastcc { i64, i64 } @mul_cll(i64 noundef %75, i64 noundef %76), !dbg !76
  %78 = extractvalue { i64, i64 } %77, 0, !dbg !76
  %79 = extractvalue { i64, i64 } %77, 1, !dbg !76
    #dbg_value(i64 %78, !61, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !68)
    #dbg_value(i64 %79, !61, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !68)
    #dbg_value(i64 %78, !61, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !68)
    #dbg_value(i32 22, !62, !DIExpression(), !75)
    #dbg_value(i64 %79, !61, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !68)
    #dbg_value(i64 %78, !61, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !68)
  %80 = tail call fastcc { i64, i64 } @mul_cll(i64 noundef %78, i64 noundef %79), !dbg !76
  %81 = extractvalue { i64, i64 } %80, 0, !dbg !76
  %82 = extractvalue { i64, i64 } %80, 1, !dbg !76
    #dbg_value(i64 %81, !61, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !68)
    #dbg_value(i64 %82, !61, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !68)
    #dbg_value(i64 %81, !61, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !68)
    #dbg_value(i32 23, !62, !DIExpression(), !75)
    #dbg_value(i64 %82, !61, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !68)
    #dbg_value(i64 %81, !61, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !68)
  %83 = tail call fastcc { i64, i64 } @mul_cll(i64 noundef %81, i64 noundef %82), !dbg !76
  %84 = extractvalue { i64, i64 } %83, 0, !dbg !76
  %85 = extractvalue { i64, i64 } %83, 1, !dbg !76
    #dbg_value(i64 %84, !61, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !68)
    #dbg_value(i64 %85, !61, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !68)
    #dbg_value(i64 %84, !61, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !68)
    #dbg_value(i32 24, !62, !DIExpression(), !75)
    #dbg_value(i64 %85, !61, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !68)
    #dbg_value(i64 %84, !61, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !68)
  %86 = tail call fastcc { i64, i64 } @mul_cll(i64 noundef %84, i64 noundef %85), !dbg !76
  %87 = extractvalue { i64, i64 } %86, 0, !dbg !76
  %88 = extractvalue { i64, i64 } %86, 1, !dbg !76
    #dbg_value(i64 %87, !61, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !68)
    #dbg_value(i64 %88, !61, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !68)
    #dbg_value(i64 %87, !61, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !68)
    #dbg_value(i32 25, !62, !DIExpression(), !75)
    #dbg_value(i64 %88, !61, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !68)
    #dbg_value(i64 %87, !61, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !68)
  %89 = tail call fastcc { i64, i64 } @mul_cll(i64 noundef %87, i64 noundef %88), !dbg !76
  %90 = extractvalue { i64, i64 } %89, 0, !dbg !76
  %91 = extractvalue { i64, i64 } %89, 1, !dbg !76
    #dbg_value(i64 %90, !61, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !68)
    #dbg_value(i64 %91, !61, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !68)
    #dbg_value(i64 %90, !61, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !68)
    #dbg_value(i32 26, !62, !DIExpression(), !75)
    #dbg_value(i64 %91, !61, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !68)
    #dbg_value(i64 %90, !61, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !68)
  %92 = tail call fastcc { i64, i64 } @mul_cll(i64 noundef %90, i64 noundef %91), !dbg !76
  %93 = extractvalue { i64, i64 } %92, 0, !dbg !76
  %94 = extractvalue { i64, i64 } %92, 1, !dbg !76
    #dbg_value(i64 %93, !61, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !68)
    #dbg_value(i64 %94, !61, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !68)
    #dbg_value(i64 %93, !61, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !68)
    #dbg_value(i32 27, !62, !DIExpression(), !75)
    #dbg_value(i64 %94, !61, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !68)
    #dbg_value(i64 %93, !61, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !68)
  %95 = tail call fastcc { i64, i64 } @mul_cll(i64 noundef %93, i64 noundef %94), !dbg !76
  %96 = extractvalue { i64, i64 } %95, 0, !dbg !76
  %97 = extractvalue { i64, i64 } %95, 1, !dbg !76
    #dbg_value(i64 %96, !61, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !68)
    #dbg_value(i64 %97, !61, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !68)
    #dbg_value(i64 %96, !61, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !68)
    #dbg_value(i32 28, !62, !DIExpression(), !75)
    #dbg_value(i64 %97, !61, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !68)
    #dbg_value(i64 %96, !61, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !68)
  %98 = tail call fastcc { i64, i64 } @mul_cll(i64 noundef %96, i64 noundef %97), !dbg !76
  %99 = extractvalue { i64, i64 } %98, 0, !dbg !76
  %100 = extractvalue { i64, i64 } %98, 1, !dbg !76
    #dbg_value(i64 %99, !61, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !68)
    #dbg_value(i64 %100, !61, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !68)
    #dbg_value(i64 %99, !61, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !68)
    #dbg_value(i32 29, !62, !DIExpression(), !75)
    #dbg_value(i64 %100, !61, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !68)
    #dbg_value(i64 %99, !61, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !68)
  %101 = tail call fastcc { i64, i64 } @mul_cll(i64 noundef %99, i64 noundef %100), !dbg !76
  %102 = extractvalue { i64, i64 } %101, 0, !dbg !76
  %103 = extractvalue { i64, i64 } %101, 1, !dbg !76
    #dbg_value(i64 %102, !61, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !68)
    #dbg_value(i64 %103, !61, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !68)
    #dbg_value(i64 %102, !61, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !68)
    #dbg_value(i32 30, !62, !DIExpression(), !75)
  %104 = tail call fastcc i64 @norm(i64 noundef %102, i64 noundef %103), !dbg !78
  %105 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i64 noundef %102, i64 noundef %103, i64 noundef %104, i64 noundef 16), !dbg !79
  %106 = tail call fastcc i64 @make(i32 noundef 0, i32 noundef 0), !dbg !80
  %107 = trunc i64 %106 to i32, !dbg !80
  %108 = lshr i64 %106, 32, !dbg !80
  %109 = trunc nuw i64 %108 to i32, !dbg !80
    #dbg_value(i32 %109, !64, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !68)
    #dbg_value(i32 %107, !64, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !68)
    #dbg_value(i32 1, !65, !DIExpression(), !81)
  %110 = tail call fastcc i64 @make(i32 noundef 1, i32 noundef 1), !dbg !82
  %111 = tail call fastcc i64 @make(i32 noundef 1, i32 noundef -1), !dbg !84
  %112 = tail call fastcc i64 @mul_ci(i64 noundef %110, i64 noundef %111), !dbg !85
  %113 = trunc i64 %112 to i32, !dbg !85
  %114 = lshr i64 %112, 32, !dbg !85
  %115 = trunc nuw i64 %114 to i32, !dbg !85
  %116 = add i32 %107, %113, !dbg !86
  %117 = add i32 %109, %115, !dbg !86
    #dbg_value(i32 2, !65, !DIExpression(), !81)
    #dbg_value(i32 %117, !64, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !68)
    #dbg_value(i32 %116, !64, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !68)
  %118 = tail call fastcc i64 @make(i32 noundef 2, i32 noundef 1), !dbg !82
  %119 = tail call fastcc i64 @make(i32 noundef 1, i32 noundef -2), !dbg !84
  %120 = tail call fastcc i64 @mul_ci(i64 noundef %118, i64 noundef %119), !dbg !85
  %121 = trunc i64 %120 to i32, !dbg !85
  %122 = lshr i64 %120, 32, !dbg !85
  %123 = trunc nuw i64 %122 to i32, !dbg !85
  %124 = add i32 %116, %121, !dbg !86
  %125 = add i32 %117, %123, !dbg !86
    #dbg_value(i32 3, !65, !DIExpression(), !81)
    #dbg_value(i32 %125, !64, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !68)
    #dbg_value(i32 %124, !64, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !68)
  %126 = tail call fastcc i64 @make(i32 noundef 3, i32 noundef 1), !dbg !82
  %127 = tail call fastcc i64 @make(i32 noundef 1, i32 noundef -3), !dbg !84
  %128 = tail call fastcc i64 @mul_ci(i64 noundef %126, i64 noundef %127), !dbg !85
  %129 = trunc i64 %128 to i32, !dbg !85
  %130 = lshr i64 %128, 32, !dbg !85
  %131 = trunc nuw i64 %130 to i32, !dbg !85
  %132 = add i32 %124, %129, !dbg !86
  %133 = add i32 %125, %131, !dbg !86
    #dbg_value(i32 4, !65, !DIExpression(), !81)
    #dbg_value(i32 %133, !64, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !68)
    #dbg_value(i32 %132, !64, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !68)
  %134 = tail call fastcc i64 @make(i32 noundef 4, i32 noundef 1), !dbg !82
  %135 = tail call fastcc i64 @make(i32 noundef 1, i32 noundef -4), !dbg !84
  %136 = tail call fastcc i64 @mul_ci(i64 noundef %134, i64 noundef %135), !dbg !85
  %137 = trunc i64 %136 to i32, !dbg !85
  %138 = lshr i64 %136, 32, !dbg !85
  %139 = trunc nuw i64 %138 to i32, !dbg !85
  %140 = add i32 %132, %137, !dbg !86
  %141 = add i32 %133, %139, !dbg !86
    #dbg_value(i32 5, !65, !DIExpression(), !81)
    #dbg_value(i32 %141, !64, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !68)
    #dbg_value(i32 %140, !64, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !68)
  %142 = tail call fastcc i64 @make(i32 noundef 5, i32 noundef 1), !dbg !82
  %143 = tail call fastcc i64 @make(i32 noundef 1, i32 noundef -5), !dbg !84
  %144 = tail call fastcc i64 @mul_ci(i64 noundef %142, i64 noundef %143), !dbg !85
  %145 = trunc i64 %144 to i32, !dbg !85
  %146 = lshr i64 %144, 32, !dbg !85
  %147 = trunc nuw i64 %146 to i32, !dbg !85
  %148 = add i32 %140, %145, !dbg !86
  %149 = add i32 %141, %147, !dbg !86
    #dbg_value(i32 6, !65, !DIExpression(), !81)
    #dbg_value(i32 %149, !64, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !68)
    #dbg_value(i32 %148, !64, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !68)
  %150 = tail call fastcc i64 @make(i32 noundef 6, i32 noundef 1), !dbg !82
  %151 = tail call fastcc i64 @make(i32 noundef 1, i32 noundef -6), !dbg !84
  %152 = tail call fastcc i64 @mul_ci(i64 noundef %150, i64 noundef %151), !dbg !85
  %153 = trunc i64 %152 to i32, !dbg !85
  %154 = lshr i64 %152, 32, !dbg !85
  %155 = trunc nuw i64 %154 to i32, !dbg !85
  %156 = add i32 %148, %153, !dbg !86
  %157 = add i32 %149, %155, !dbg !86
    #dbg_value(i32 7, !65, !DIExpression(), !81)
    #dbg_value(i32 %157, !64, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !68)
    #dbg_value(i32 %156, !64, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !68)
  %158 = tail call fastcc i64 @make(i32 noundef 7, i32 noundef 1), !dbg !82
  %159 = tail call fastcc i64 @make(i32 noundef 1, i32 noundef -7), !dbg !84
  %160 = tail call fastcc i64 @mul_ci(i64 noundef %158, i64 noundef %159), !dbg !85
  %161 = trunc i64 %160 to i32, !dbg !85
  %162 = lshr i64 %160, 32, !dbg !85
  %163 = trunc nuw i64 %162 to i32, !dbg !85
  %164 = add i32 %156, %161, !dbg !86
  %165 = add i32 %157, %163, !dbg !86
    #dbg_value(i32 8, !65, !DIExpression(), !81)
    #dbg_value(i32 %165, !64, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !68)
    #dbg_value(i32 %164, !64, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !68)
  %166 = tail call fastcc i64 @make(i32 noundef 8, i32 noundef 1), !dbg !82
  %167 = tail call fastcc i64 @make(i32 noundef 1, i32 noundef -8), !dbg !84
  %168 = tail call fastcc i64 @mul_ci(i64 noundef %166, i64 noundef %167), !dbg !85
  %169 = trunc i64 %168 to i32, !dbg !85
  %170 = lshr i64 %168, 32, !dbg !85
  %171 = trunc nuw i64 %170 to i32, !dbg !85
  %172 = add i32 %164, %169, !dbg !86
  %173 = add i32 %165, %171, !dbg !86
    #dbg_value(i32 9, !65, !DIExpression(), !81)
    #dbg_value(i32 %173, !64, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !68)
    #dbg_value(i32 %172, !64, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !68)
  %174 = tail call fastcc i64 @make(i32 noundef 9, i32 noundef 1), !dbg !82
  %175 = tail call fastcc i64 @make(i32 noundef 1, i32 noundef -9), !dbg !84
  %176 = tail call fastcc i64 @mul_ci(i64 noundef %174, i64 noundef %175), !dbg !85
  %177 = trunc i64 %176 to i32, !dbg !85
  %178 = lshr i64 %176, 32, !dbg !85
  %179 = trunc nuw i64 %178 to i32, !dbg !85
  %180 = add i32 %172, %177, !dbg !86
  %181 = add i32 %173, %179, !dbg !86
    #dbg_value(i32 10, !65, !DIExpression(), !81)
    #dbg_value(i32 %181, !64, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !68)
    #dbg_value(i32 %180, !64, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !68)
  %182 = tail call fastcc i64 @make(i32 noundef 10, i32 noundef 1), !dbg !82
  %183 = tail call fastcc i64 @make(i32 noundef 1, i32 noundef -10), !dbg !84
  %184 = tail call fastcc i64 @mul_ci(i64 noundef %182, i64 noundef %183), !dbg !85
  %185 = trunc i64 %184 to i32, !dbg !85
  %186 = lshr i64 %184, 32, !dbg !85
  %187 = trunc nuw i64 %186 to i32, !dbg !85
  %188 = add i32 %180, %185, !dbg !86
  %189 = add i32 %181, %187, !dbg !86
    #dbg_value(i32 %189, !64, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !68)
    #dbg_value(i32 %188, !64, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !68)
    #dbg_value(i32 11, !65, !DIExpression(), !81)
  %190 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %188, i32 noundef %189), !dbg !87
  %191 = and i32 %188, 127, !dbg !88
  ret i32 %191, !dbg !89
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc i64 @make(i32 noundef %0, i32 noundef %1) unnamed_addr #1 !dbg !90 {
    #dbg_value(i32 %0, !94, !DIExpression(), !97)
    #dbg_value(i32 %1, !95, !DIExpression(), !97)
    #dbg_value(i32 %0, !96, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !97)
    #dbg_value(i32 %1, !96, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !97)
  %3 = zext i32 %1 to i64, !dbg !98
  %4 = shl nuw i64 %3, 32, !dbg !98
  %5 = zext i32 %0 to i64, !dbg !98
  %6 = or disjoint i64 %4, %5, !dbg !98
  ret i64 %6, !dbg !98
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc i64 @mul_ci(i64 noundef %0, i64 noundef %1) unnamed_addr #1 !dbg !99 {
  %3 = lshr i64 %0, 32
    #dbg_value(i64 %0, !103, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 0, 32), !105)
    #dbg_value(i64 %3, !103, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 32, 32), !105)
  %4 = lshr i64 %1, 32
    #dbg_value(i64 %1, !104, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 0, 32), !105)
    #dbg_value(i64 %4, !104, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 32, 32), !105)
  %5 = mul i64 %1, %0, !dbg !106
  %6 = mul nuw i64 %4, %3, !dbg !106
  %7 = sub i64 %5, %6, !dbg !106
  %8 = mul i64 %3, %1, !dbg !106
  %9 = mul i64 %4, %0, !dbg !106
  %10 = add i64 %9, %8, !dbg !106
  %11 = shl i64 %10, 32, !dbg !107
  %12 = and i64 %7, 4294967295, !dbg !107
  %13 = or disjoint i64 %11, %12, !dbg !107
  ret i64 %13, !dbg !107
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef i64 @conj_ci(i64 noundef %0) unnamed_addr #1 !dbg !108 {
  %2 = and i64 %0, -4294967296, !dbg !113
    #dbg_value(i64 %0, !112, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !114)
    #dbg_value(i64 %0, !112, !DIExpression(DW_OP_constu, 32, DW_OP_shr, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 32, 32), !114)
  %3 = and i64 %0, 4294967295, !dbg !113
  %4 = sub i64 %3, %2, !dbg !113
  ret i64 %4, !dbg !113
}

; Function Attrs: nofree nounwind
declare !dbg !115 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc { i64, i64 } @mul_cll(i64 noundef %0, i64 noundef %1) unnamed_addr #1 !dbg !122 {
    #dbg_value(i64 %0, !126, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !128)
    #dbg_value(i64 %1, !126, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !128)
    #dbg_value(i64 1, !127, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !128)
    #dbg_value(i64 1, !127, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !128)
  %3 = sub i64 %0, %1, !dbg !129
  %4 = add i64 %1, %0, !dbg !129
  %5 = insertvalue { i64, i64 } poison, i64 %3, 0, !dbg !130
  %6 = insertvalue { i64, i64 } %5, i64 %4, 1, !dbg !130
  ret { i64, i64 } %6, !dbg !130
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc i64 @norm(i64 noundef %0, i64 noundef %1) unnamed_addr #1 !dbg !131 {
    #dbg_value(i64 %0, !136, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !137)
    #dbg_value(i64 %1, !136, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !137)
  %3 = mul nsw i64 %0, %0, !dbg !138
  %4 = mul nsw i64 %1, %1, !dbg !139
  %5 = add nuw nsw i64 %4, %3, !dbg !140
  ret i64 %5, !dbg !141
}

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.dbg.cu = !{!27}
!llvm.module.flags = !{!29, !30, !31, !32, !33, !34, !35}
!llvm.ident = !{!36}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 22, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "programs/complex_integer_gnu.c", directory: ".", checksumkind: CSK_MD5, checksum: "1a3ad2a2411468d5dc65c1f61c802f08")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 208, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 26)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 25, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 240, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 30)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 28, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 232, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 29)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(scope: null, file: !2, line: 32, type: !19, isLocal: true, isDefinition: true)
!19 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 360, elements: !20)
!20 = !{!21}
!21 = !DISubrange(count: 45)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(scope: null, file: !2, line: 35, type: !24, isLocal: true, isDefinition: true)
!24 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 104, elements: !25)
!25 = !{!26}
!26 = !DISubrange(count: 13)
!27 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, globals: !28, splitDebugInlining: false, nameTableKind: None)
!28 = !{!0, !7, !12, !17, !22}
!29 = !{i32 7, !"Dwarf Version", i32 5}
!30 = !{i32 2, !"Debug Info Version", i32 3}
!31 = !{i32 1, !"wchar_size", i32 4}
!32 = !{i32 8, !"PIC Level", i32 2}
!33 = !{i32 7, !"PIE Level", i32 2}
!34 = !{i32 7, !"uwtable", i32 2}
!35 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!36 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!37 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 19, type: !38, scopeLine: 19, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !27, retainedNodes: !41)
!38 = !DISubroutineType(types: !39)
!39 = !{!40}
!40 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!41 = !{!42, !45, !46, !47, !48, !51, !52, !53, !56, !57, !58, !61, !62, !64, !65}
!42 = !DILocalVariable(name: "a", scope: !37, file: !2, line: 20, type: !43)
!43 = !DIDerivedType(tag: DW_TAG_typedef, name: "ci", file: !2, line: 6, baseType: !44)
!44 = !DIBasicType(name: "complex", size: 64, encoding: 128)
!45 = !DILocalVariable(name: "b", scope: !37, file: !2, line: 20, type: !43)
!46 = !DILocalVariable(name: "p", scope: !37, file: !2, line: 21, type: !43)
!47 = !DILocalVariable(name: "c", scope: !37, file: !2, line: 21, type: !43)
!48 = !DILocalVariable(name: "s1", scope: !37, file: !2, line: 23, type: !49)
!49 = !DIDerivedType(tag: DW_TAG_typedef, name: "cs", file: !2, line: 7, baseType: !50)
!50 = !DIBasicType(name: "complex", size: 32, encoding: 128)
!51 = !DILocalVariable(name: "s2", scope: !37, file: !2, line: 23, type: !49)
!52 = !DILocalVariable(name: "s", scope: !37, file: !2, line: 24, type: !49)
!53 = !DILocalVariable(name: "c1", scope: !37, file: !2, line: 26, type: !54)
!54 = !DIDerivedType(tag: DW_TAG_typedef, name: "cc", file: !2, line: 8, baseType: !55)
!55 = !DIBasicType(name: "complex", size: 16, encoding: 128)
!56 = !DILocalVariable(name: "c2", scope: !37, file: !2, line: 26, type: !54)
!57 = !DILocalVariable(name: "d", scope: !37, file: !2, line: 27, type: !54)
!58 = !DILocalVariable(name: "z", scope: !37, file: !2, line: 29, type: !59)
!59 = !DIDerivedType(tag: DW_TAG_typedef, name: "cll", file: !2, line: 9, baseType: !60)
!60 = !DIBasicType(name: "complex", size: 128, encoding: 128)
!61 = !DILocalVariable(name: "w", scope: !37, file: !2, line: 30, type: !59)
!62 = !DILocalVariable(name: "i", scope: !63, file: !2, line: 31, type: !40)
!63 = distinct !DILexicalBlock(scope: !37, file: !2, line: 31, column: 5)
!64 = !DILocalVariable(name: "acc", scope: !37, file: !2, line: 33, type: !43)
!65 = !DILocalVariable(name: "k", scope: !66, file: !2, line: 34, type: !40)
!66 = distinct !DILexicalBlock(scope: !37, file: !2, line: 34, column: 5)
!67 = !DILocation(line: 20, column: 12, scope: !37)
!68 = !DILocation(line: 0, scope: !37)
!69 = !DILocation(line: 20, column: 29, scope: !37)
!70 = !DILocation(line: 21, column: 12, scope: !37)
!71 = !DILocation(line: 21, column: 30, scope: !37)
!72 = !DILocation(line: 22, column: 5, scope: !37)
!73 = !DILocation(line: 25, column: 5, scope: !37)
!74 = !DILocation(line: 28, column: 5, scope: !37)
!75 = !DILocation(line: 0, scope: !63)
!76 = !DILocation(line: 31, column: 38, scope: !77)
!77 = distinct !DILexicalBlock(scope: !63, file: !2, line: 31, column: 5)
!78 = !DILocation(line: 32, column: 85, scope: !37)
!79 = !DILocation(line: 32, column: 5, scope: !37)
!80 = !DILocation(line: 33, column: 14, scope: !37)
!81 = !DILocation(line: 0, scope: !66)
!82 = !DILocation(line: 34, column: 54, scope: !83)
!83 = distinct !DILexicalBlock(scope: !66, file: !2, line: 34, column: 5)
!84 = !DILocation(line: 34, column: 66, scope: !83)
!85 = !DILocation(line: 34, column: 47, scope: !83)
!86 = !DILocation(line: 34, column: 45, scope: !83)
!87 = !DILocation(line: 35, column: 5, scope: !37)
!88 = !DILocation(line: 36, column: 27, scope: !37)
!89 = !DILocation(line: 36, column: 5, scope: !37)
!90 = distinct !DISubprogram(name: "make", scope: !2, file: !2, line: 16, type: !91, scopeLine: 16, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !27, retainedNodes: !93)
!91 = !DISubroutineType(types: !92)
!92 = !{!43, !40, !40}
!93 = !{!94, !95, !96}
!94 = !DILocalVariable(name: "r", arg: 1, scope: !90, file: !2, line: 16, type: !40)
!95 = !DILocalVariable(name: "i", arg: 2, scope: !90, file: !2, line: 16, type: !40)
!96 = !DILocalVariable(name: "z", scope: !90, file: !2, line: 16, type: !43)
!97 = !DILocation(line: 0, scope: !90)
!98 = !DILocation(line: 16, column: 106, scope: !90)
!99 = distinct !DISubprogram(name: "mul_ci", scope: !2, file: !2, line: 11, type: !100, scopeLine: 11, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !27, retainedNodes: !102)
!100 = !DISubroutineType(types: !101)
!101 = !{!43, !43, !43}
!102 = !{!103, !104}
!103 = !DILocalVariable(name: "a", arg: 1, scope: !99, file: !2, line: 11, type: !43)
!104 = !DILocalVariable(name: "b", arg: 2, scope: !99, file: !2, line: 11, type: !43)
!105 = !DILocation(line: 0, scope: !99)
!106 = !DILocation(line: 11, column: 67, scope: !99)
!107 = !DILocation(line: 11, column: 58, scope: !99)
!108 = distinct !DISubprogram(name: "conj_ci", scope: !2, file: !2, line: 12, type: !109, scopeLine: 12, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !27, retainedNodes: !111)
!109 = !DISubroutineType(types: !110)
!110 = !{!43, !43}
!111 = !{!112}
!112 = !DILocalVariable(name: "a", arg: 1, scope: !108, file: !2, line: 12, type: !43)
!113 = !DILocation(line: 12, column: 53, scope: !108)
!114 = !DILocation(line: 0, scope: !108)
!115 = !DISubprogram(name: "printf", scope: !116, file: !116, line: 356, type: !117, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!116 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!117 = !DISubroutineType(types: !118)
!118 = !{!40, !119, null}
!119 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !120)
!120 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !121, size: 64)
!121 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!122 = distinct !DISubprogram(name: "mul_cll", scope: !2, file: !2, line: 15, type: !123, scopeLine: 15, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !27, retainedNodes: !125)
!123 = !DISubroutineType(cc: DW_CC_nocall, types: !124)
!124 = !{!59, !59, !59}
!125 = !{!126, !127}
!126 = !DILocalVariable(name: "a", arg: 1, scope: !122, file: !2, line: 15, type: !59)
!127 = !DILocalVariable(name: "b", arg: 2, scope: !122, file: !2, line: 15, type: !59)
!128 = !DILocation(line: 0, scope: !122)
!129 = !DILocation(line: 15, column: 71, scope: !122)
!130 = !DILocation(line: 15, column: 62, scope: !122)
!131 = distinct !DISubprogram(name: "norm", scope: !2, file: !2, line: 17, type: !132, scopeLine: 17, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !27, retainedNodes: !135)
!132 = !DISubroutineType(types: !133)
!133 = !{!134, !59}
!134 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!135 = !{!136}
!136 = !DILocalVariable(name: "z", arg: 1, scope: !131, file: !2, line: 17, type: !59)
!137 = !DILocation(line: 0, scope: !131)
!138 = !DILocation(line: 17, column: 76, scope: !131)
!139 = !DILocation(line: 17, column: 102, scope: !131)
!140 = !DILocation(line: 17, column: 89, scope: !131)
!141 = !DILocation(line: 17, column: 58, scope: !131)
