; ModuleID = 'programs/switch_dense_tables.c'
source_filename = "programs/switch_dense_tables.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [15 x i8] c"dense(%d)=%ld\0A\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [19 x i8] c"dense hash %016lx\0A\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [4 x i8] c"%d \00", align 1, !dbg !12
@.str.4 = private unnamed_addr constant [7 x i8] c"%s/%d \00", align 1, !dbg !17
@.str.5 = private unnamed_addr constant [5 x i8] c"zero\00", align 1, !dbg !22
@.str.6 = private unnamed_addr constant [4 x i8] c"one\00", align 1, !dbg !27
@.str.7 = private unnamed_addr constant [4 x i8] c"two\00", align 1, !dbg !29
@.str.8 = private unnamed_addr constant [6 x i8] c"three\00", align 1, !dbg !31
@.str.9 = private unnamed_addr constant [5 x i8] c"four\00", align 1, !dbg !36
@.str.10 = private unnamed_addr constant [5 x i8] c"five\00", align 1, !dbg !38
@.str.11 = private unnamed_addr constant [4 x i8] c"six\00", align 1, !dbg !40
@.str.12 = private unnamed_addr constant [6 x i8] c"seven\00", align 1, !dbg !42
@.str.13 = private unnamed_addr constant [6 x i8] c"eight\00", align 1, !dbg !44
@.str.14 = private unnamed_addr constant [5 x i8] c"nine\00", align 1, !dbg !46
@.str.15 = private unnamed_addr constant [5 x i8] c"many\00", align 1, !dbg !48
@switch.table.from_char = private unnamed_addr constant [15 x i32] [i32 50, i32 41, i32 32, i32 23, i32 14, i32 5, i32 96, i32 87, i32 78, i32 69, i32 60, i32 51, i32 42, i32 33, i32 24], align 4
@switch.table.fallthrough = private unnamed_addr constant [9 x i32] [i32 111, i32 110, i32 100, i32 111000, i32 110000, i32 100000, i32 -6, i32 -7, i32 -8], align 4
@switch.table.lookup.rel = private unnamed_addr constant [10 x i32] [i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.5 to i64), i64 ptrtoint (ptr @switch.table.lookup.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.6 to i64), i64 ptrtoint (ptr @switch.table.lookup.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.7 to i64), i64 ptrtoint (ptr @switch.table.lookup.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.8 to i64), i64 ptrtoint (ptr @switch.table.lookup.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.9 to i64), i64 ptrtoint (ptr @switch.table.lookup.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.10 to i64), i64 ptrtoint (ptr @switch.table.lookup.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.11 to i64), i64 ptrtoint (ptr @switch.table.lookup.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.12 to i64), i64 ptrtoint (ptr @switch.table.lookup.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.13 to i64), i64 ptrtoint (ptr @switch.table.lookup.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.14 to i64), i64 ptrtoint (ptr @switch.table.lookup.rel to i64)) to i32)], align 4
@switch.table.primes_below = private unnamed_addr constant [12 x i32] [i32 0, i32 0, i32 0, i32 1, i32 2, i32 2, i32 3, i32 3, i32 4, i32 4, i32 4, i32 4], align 4

; Function Attrs: nofree nounwind uwtable
define dso_local range(i32 0, 128) i32 @main() local_unnamed_addr #0 !dbg !69 {
    #dbg_value(i64 0, !73, !DIExpression(), !87)
    #dbg_value(i32 -3, !74, !DIExpression(), !88)
  br label %104, !dbg !89

1:                                                ; preds = %116
  %2 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i64 noundef %111), !dbg !90
    #dbg_value(i32 -7, !80, !DIExpression(), !91)
    #dbg_value(i32 -7, !80, !DIExpression(), !91)
  %3 = tail call fastcc i32 @from_char(i8 noundef signext -7), !dbg !92
  %4 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %3), !dbg !94
    #dbg_value(i32 -6, !80, !DIExpression(), !91)
  %5 = tail call fastcc i32 @from_char(i8 noundef signext -6), !dbg !92
  %6 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %5), !dbg !94
    #dbg_value(i32 -5, !80, !DIExpression(), !91)
  %7 = tail call fastcc i32 @from_char(i8 noundef signext -5), !dbg !92
  %8 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %7), !dbg !94
    #dbg_value(i32 -4, !80, !DIExpression(), !91)
  %9 = tail call fastcc i32 @from_char(i8 noundef signext -4), !dbg !92
  %10 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %9), !dbg !94
    #dbg_value(i32 -3, !80, !DIExpression(), !91)
  %11 = tail call fastcc i32 @from_char(i8 noundef signext -3), !dbg !92
  %12 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %11), !dbg !94
    #dbg_value(i32 -2, !80, !DIExpression(), !91)
  %13 = tail call fastcc i32 @from_char(i8 noundef signext -2), !dbg !92
  %14 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %13), !dbg !94
    #dbg_value(i32 -1, !80, !DIExpression(), !91)
  %15 = tail call fastcc i32 @from_char(i8 noundef signext -1), !dbg !92
  %16 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %15), !dbg !94
    #dbg_value(i32 0, !80, !DIExpression(), !91)
  %17 = tail call fastcc i32 @from_char(i8 noundef signext 0), !dbg !92
  %18 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %17), !dbg !94
    #dbg_value(i32 1, !80, !DIExpression(), !91)
  %19 = tail call fastcc i32 @from_char(i8 noundef signext 1), !dbg !92
  %20 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %19), !dbg !94
    #dbg_value(i32 2, !80, !DIExpression(), !91)
  %21 = tail call fastcc i32 @from_char(i8 noundef signext 2), !dbg !92
  %22 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %21), !dbg !94
    #dbg_value(i32 3, !80, !DIExpression(), !91)
  %23 = tail call fastcc i32 @from_char(i8 noundef signext 3), !dbg !92
  %24 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %23), !dbg !94
    #dbg_value(i32 4, !80, !DIExpression(), !91)
  %25 = tail call fastcc i32 @from_char(i8 noundef signext 4), !dbg !92
  %26 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %25), !dbg !94
    #dbg_value(i32 5, !80, !DIExpression(), !91)
  %27 = tail call fastcc i32 @from_char(i8 noundef signext 5), !dbg !92
  %28 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %27), !dbg !94
    #dbg_value(i32 6, !80, !DIExpression(), !91)
  %29 = tail call fastcc i32 @from_char(i8 noundef signext 6), !dbg !92
  %30 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %29), !dbg !94
    #dbg_value(i32 7, !80, !DIExpression(), !91)
  %31 = tail call fastcc i32 @from_char(i8 noundef signext 7), !dbg !92
  %32 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %31), !dbg !94
    #dbg_value(i32 8, !80, !DIExpression(), !91)
  %33 = tail call fastcc i32 @from_char(i8 noundef signext 8), !dbg !92
  %34 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %33), !dbg !94
    #dbg_value(i32 9, !80, !DIExpression(), !91)
  %35 = tail call fastcc i32 @from_char(i8 noundef signext 9), !dbg !92
  %36 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %35), !dbg !94
    #dbg_value(i32 10, !80, !DIExpression(), !91)
  %37 = tail call fastcc i32 @from_char(i8 noundef signext 10), !dbg !92
  %38 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %37), !dbg !94
    #dbg_value(i32 11, !80, !DIExpression(), !91)
  %39 = tail call fastcc i32 @from_char(i8 noundef signext 11), !dbg !92
  %40 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %39), !dbg !94
    #dbg_value(i32 12, !80, !DIExpression(), !91)
  %41 = tail call i32 @putchar(i32 10), !dbg !95
    #dbg_value(i32 -1, !82, !DIExpression(), !96)
    #dbg_value(i32 -1, !82, !DIExpression(), !96)
  %42 = tail call fastcc i32 @fallthrough(i32 noundef -1), !dbg !97
  %43 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %42), !dbg !99
    #dbg_value(i32 0, !82, !DIExpression(), !96)
  %44 = tail call fastcc i32 @fallthrough(i32 noundef 0), !dbg !97
  %45 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %44), !dbg !99
    #dbg_value(i32 1, !82, !DIExpression(), !96)
  %46 = tail call fastcc i32 @fallthrough(i32 noundef 1), !dbg !97
  %47 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %46), !dbg !99
    #dbg_value(i32 2, !82, !DIExpression(), !96)
  %48 = tail call fastcc i32 @fallthrough(i32 noundef 2), !dbg !97
  %49 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %48), !dbg !99
    #dbg_value(i32 3, !82, !DIExpression(), !96)
  %50 = tail call fastcc i32 @fallthrough(i32 noundef 3), !dbg !97
  %51 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %50), !dbg !99
    #dbg_value(i32 4, !82, !DIExpression(), !96)
  %52 = tail call fastcc i32 @fallthrough(i32 noundef 4), !dbg !97
  %53 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %52), !dbg !99
    #dbg_value(i32 5, !82, !DIExpression(), !96)
  %54 = tail call fastcc i32 @fallthrough(i32 noundef 5), !dbg !97
  %55 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %54), !dbg !99
    #dbg_value(i32 6, !82, !DIExpression(), !96)
  %56 = tail call fastcc i32 @fallthrough(i32 noundef 6), !dbg !97
  %57 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %56), !dbg !99
    #dbg_value(i32 7, !82, !DIExpression(), !96)
  %58 = tail call fastcc i32 @fallthrough(i32 noundef 7), !dbg !97
  %59 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %58), !dbg !99
    #dbg_value(i32 8, !82, !DIExpression(), !96)
  %60 = tail call fastcc i32 @fallthrough(i32 noundef 8), !dbg !97
  %61 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %60), !dbg !99
    #dbg_value(i32 9, !82, !DIExpression(), !96)
  %62 = tail call fastcc i32 @fallthrough(i32 noundef 9), !dbg !97
  %63 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %62), !dbg !99
    #dbg_value(i32 10, !82, !DIExpression(), !96)
  %64 = tail call i32 @putchar(i32 10), !dbg !100
    #dbg_value(i32 0, !84, !DIExpression(), !101)
    #dbg_value(i32 0, !84, !DIExpression(), !101)
  %65 = tail call fastcc ptr @lookup(i32 noundef 0), !dbg !102
  %66 = tail call fastcc i32 @primes_below(i32 noundef 0), !dbg !104
  %67 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, ptr noundef nonnull %65, i32 noundef %66), !dbg !105
    #dbg_value(i32 1, !84, !DIExpression(), !101)
  %68 = tail call fastcc ptr @lookup(i32 noundef 1), !dbg !102
  %69 = tail call fastcc i32 @primes_below(i32 noundef 1), !dbg !104
  %70 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, ptr noundef nonnull %68, i32 noundef %69), !dbg !105
    #dbg_value(i32 2, !84, !DIExpression(), !101)
  %71 = tail call fastcc ptr @lookup(i32 noundef 2), !dbg !102
  %72 = tail call fastcc i32 @primes_below(i32 noundef 2), !dbg !104
  %73 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, ptr noundef nonnull %71, i32 noundef %72), !dbg !105
    #dbg_value(i32 3, !84, !DIExpression(), !101)
  %74 = tail call fastcc ptr @lookup(i32 noundef 3), !dbg !102
  %75 = tail call fastcc i32 @primes_below(i32 noundef 3), !dbg !104
  %76 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, ptr noundef nonnull %74, i32 noundef %75), !dbg !105
    #dbg_value(i32 4, !84, !DIExpression(), !101)
  %77 = tail call fastcc ptr @lookup(i32 noundef 4), !dbg !102
  %78 = tail call fastcc i32 @primes_below(i32 noundef 4), !dbg !104
  %79 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, ptr noundef nonnull %77, i32 noundef %78), !dbg !105
    #dbg_value(i32 5, !84, !DIExpression(), !101)
  %80 = tail call fastcc ptr @lookup(i32 noundef 5), !dbg !102
  %81 = tail call fastcc i32 @primes_below(i32 noundef 5), !dbg !104
  %82 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, ptr noundef nonnull %80, i32 noundef %81), !dbg !105
    #dbg_value(i32 6, !84, !DIExpression(), !101)
  %83 = tail call fastcc ptr @lookup(i32 noundef 6), !dbg !102
  %84 = tail call fastcc i32 @primes_below(i32 noundef 6), !dbg !104
  %85 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, ptr noundef nonnull %83, i32 noundef %84), !dbg !105
    #dbg_value(i32 7, !84, !DIExpression(), !101)
  %86 = tail call fastcc ptr @lookup(i32 noundef 7), !dbg !102
  %87 = tail call fastcc i32 @primes_below(i32 noundef 7), !dbg !104
  %88 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, ptr noundef nonnull %86, i32 noundef %87), !dbg !105
    #dbg_value(i32 8, !84, !DIExpression(), !101)
  %89 = tail call fastcc ptr @lookup(i32 noundef 8), !dbg !102
  %90 = tail call fastcc i32 @primes_below(i32 noundef 8), !dbg !104
  %91 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, ptr noundef nonnull %89, i32 noundef %90), !dbg !105
    #dbg_value(i32 9, !84, !DIExpression(), !101)
  %92 = tail call fastcc ptr @lookup(i32 noundef 9), !dbg !102
  %93 = tail call fastcc i32 @primes_below(i32 noundef 9), !dbg !104
  %94 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, ptr noundef nonnull %92, i32 noundef %93), !dbg !105
    #dbg_value(i32 10, !84, !DIExpression(), !101)
  %95 = tail call fastcc ptr @lookup(i32 noundef 10), !dbg !102
  %96 = tail call fastcc i32 @primes_below(i32 noundef 10), !dbg !104
  %97 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, ptr noundef nonnull %95, i32 noundef %96), !dbg !105
    #dbg_value(i32 11, !84, !DIExpression(), !101)
  %98 = tail call fastcc ptr @lookup(i32 noundef 11), !dbg !102
  %99 = tail call fastcc i32 @primes_below(i32 noundef 11), !dbg !104
  %100 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, ptr noundef nonnull %98, i32 noundef %99), !dbg !105
    #dbg_value(i32 12, !84, !DIExpression(), !101)
  %101 = tail call i32 @putchar(i32 10), !dbg !106
  %102 = trunc i64 %111 to i32, !dbg !107
  %103 = and i32 %102, 127, !dbg !107
  ret i32 %103, !dbg !108

104:                                              ; preds = %0, %116
  %105 = phi i64 [ -3, %0 ], [ %117, %116 ]
  %106 = phi i64 [ 0, %0 ], [ %111, %116 ]
    #dbg_value(i64 %106, !73, !DIExpression(), !87)
    #dbg_value(i64 %105, !74, !DIExpression(), !88)
  %107 = add nsw i64 %105, 1000, !dbg !109
  %108 = trunc nsw i64 %105 to i32, !dbg !110
  %109 = tail call fastcc i64 @dense(i32 noundef %108, i64 noundef %107), !dbg !110
    #dbg_value(i64 %109, !76, !DIExpression(), !111)
  %110 = mul i64 %106, 1000003, !dbg !112
  %111 = add i64 %109, %110, !dbg !113
    #dbg_value(i64 %111, !73, !DIExpression(), !87)
  %112 = and i32 %108, 7, !dbg !114
  %113 = icmp eq i32 %112, 0, !dbg !114
  br i1 %113, label %114, label %116, !dbg !116

114:                                              ; preds = %104
  %115 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %108, i64 noundef %109), !dbg !117
  br label %116, !dbg !117

116:                                              ; preds = %114, %104
  %117 = add nsw i64 %105, 1, !dbg !118
    #dbg_value(i64 %111, !73, !DIExpression(), !87)
    #dbg_value(i64 %117, !74, !DIExpression(), !88)
  %118 = icmp eq i64 %117, 100, !dbg !119
  br i1 %118, label %1, label %104, !dbg !89, !llvm.loop !120
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc i64 @dense(i32 noundef %0, i64 noundef %1) unnamed_addr #1 !dbg !123 {
    #dbg_value(i32 %0, !127, !DIExpression(), !129)
    #dbg_value(i64 %1, !128, !DIExpression(), !129)
  switch i32 %0, label %210 [
    i32 0, label %3
    i32 1, label %5
    i32 2, label %7
    i32 3, label %9
    i32 4, label %11
    i32 5, label %14
    i32 6, label %16
    i32 7, label %18
    i32 8, label %20
    i32 9, label %22
    i32 10, label %24
    i32 11, label %27
    i32 12, label %29
    i32 13, label %31
    i32 14, label %33
    i32 15, label %35
    i32 16, label %37
    i32 17, label %40
    i32 18, label %42
    i32 19, label %44
    i32 20, label %46
    i32 21, label %48
    i32 22, label %50
    i32 23, label %53
    i32 24, label %55
    i32 25, label %57
    i32 26, label %59
    i32 27, label %61
    i32 28, label %63
    i32 29, label %66
    i32 30, label %68
    i32 31, label %70
    i32 32, label %72
    i32 33, label %74
    i32 34, label %76
    i32 35, label %78
    i32 36, label %80
    i32 37, label %82
    i32 38, label %84
    i32 39, label %86
    i32 40, label %88
    i32 41, label %91
    i32 42, label %93
    i32 43, label %95
    i32 44, label %97
    i32 45, label %99
    i32 46, label %101
    i32 47, label %104
    i32 48, label %106
    i32 49, label %108
    i32 50, label %110
    i32 51, label %112
    i32 52, label %114
    i32 53, label %117
    i32 54, label %119
    i32 55, label %121
    i32 56, label %123
    i32 57, label %125
    i32 58, label %127
    i32 59, label %130
    i32 60, label %132
    i32 61, label %134
    i32 62, label %136
    i32 63, label %138
    i32 64, label %140
    i32 65, label %143
    i32 66, label %145
    i32 67, label %147
    i32 68, label %149
    i32 69, label %151
    i32 70, label %153
    i32 71, label %156
    i32 72, label %158
    i32 73, label %160
    i32 74, label %162
    i32 75, label %164
    i32 76, label %166
    i32 77, label %169
    i32 78, label %171
    i32 79, label %173
    i32 80, label %175
    i32 81, label %177
    i32 82, label %179
    i32 83, label %182
    i32 84, label %184
    i32 85, label %186
    i32 86, label %188
    i32 87, label %190
    i32 88, label %192
    i32 89, label %195
    i32 90, label %197
    i32 91, label %199
    i32 92, label %201
    i32 93, label %203
    i32 94, label %205
    i32 95, label %208
  ], !dbg !130

3:                                                ; preds = %2
  %4 = add nsw i64 %1, 1, !dbg !131
  br label %210, !dbg !133

5:                                                ; preds = %2
  %6 = mul nsw i64 %1, 3, !dbg !134
  br label %210, !dbg !135

7:                                                ; preds = %2
  %8 = xor i64 %1, 551, !dbg !136
  br label %210, !dbg !137

9:                                                ; preds = %2
  %10 = add nsw i64 %1, -9, !dbg !138
  br label %210, !dbg !139

11:                                               ; preds = %2
  %12 = shl nsw i64 %1, 4, !dbg !140
  %13 = or disjoint i64 %12, 4, !dbg !141
  br label %210, !dbg !142

14:                                               ; preds = %2
  %15 = sdiv i64 %1, 6, !dbg !143
  br label %210, !dbg !144

16:                                               ; preds = %2
  %17 = add nsw i64 %1, 43, !dbg !145
  br label %210, !dbg !146

18:                                               ; preds = %2
  %19 = mul nsw i64 %1, 9, !dbg !147
  br label %210, !dbg !148

20:                                               ; preds = %2
  %21 = xor i64 %1, 2189, !dbg !149
  br label %210, !dbg !150

22:                                               ; preds = %2
  %23 = add nsw i64 %1, -81, !dbg !151
  br label %210, !dbg !152

24:                                               ; preds = %2
  %25 = shl nsw i64 %1, 10, !dbg !153
  %26 = or disjoint i64 %25, 10, !dbg !154
  br label %210, !dbg !155

27:                                               ; preds = %2
  %28 = sdiv i64 %1, 3, !dbg !156
  br label %210, !dbg !157

29:                                               ; preds = %2
  %30 = add nsw i64 %1, 85, !dbg !158
  br label %210, !dbg !159

31:                                               ; preds = %2
  %32 = shl nsw i64 %1, 1, !dbg !160
  br label %210, !dbg !161

33:                                               ; preds = %2
  %34 = xor i64 %1, 3827, !dbg !162
  br label %210, !dbg !163

35:                                               ; preds = %2
  %36 = add nsw i64 %1, -225, !dbg !164
  br label %210, !dbg !165

37:                                               ; preds = %2
  %38 = shl nsw i64 %1, 16, !dbg !166
  %39 = or disjoint i64 %38, 16, !dbg !167
  br label %210, !dbg !168

40:                                               ; preds = %2
  %41 = sdiv i64 %1, 9, !dbg !169
  br label %210, !dbg !170

42:                                               ; preds = %2
  %43 = add nsw i64 %1, 127, !dbg !171
  br label %210, !dbg !172

44:                                               ; preds = %2
  %45 = shl nsw i64 %1, 3, !dbg !173
  br label %210, !dbg !174

46:                                               ; preds = %2
  %47 = xor i64 %1, 5465, !dbg !175
  br label %210, !dbg !176

48:                                               ; preds = %2
  %49 = add nsw i64 %1, -441, !dbg !177
  br label %210, !dbg !178

50:                                               ; preds = %2
  %51 = shl nsw i64 %1, 5, !dbg !179
  %52 = or disjoint i64 %51, 22, !dbg !180
  br label %210, !dbg !181

53:                                               ; preds = %2
  %54 = sdiv i64 %1, 6, !dbg !182
  br label %210, !dbg !183

55:                                               ; preds = %2
  %56 = add nsw i64 %1, 169, !dbg !184
  br label %210, !dbg !185

57:                                               ; preds = %2
  %58 = mul nsw i64 %1, 14, !dbg !186
  br label %210, !dbg !187

59:                                               ; preds = %2
  %60 = xor i64 %1, 7103, !dbg !188
  br label %210, !dbg !189

61:                                               ; preds = %2
  %62 = add nsw i64 %1, -729, !dbg !190
  br label %210, !dbg !191

63:                                               ; preds = %2
  %64 = shl nsw i64 %1, 11, !dbg !192
  %65 = or disjoint i64 %64, 28, !dbg !193
  br label %210, !dbg !194

66:                                               ; preds = %2
  %67 = sdiv i64 %1, 3, !dbg !195
  br label %210, !dbg !196

68:                                               ; preds = %2
  %69 = add nsw i64 %1, 211, !dbg !197
  br label %210, !dbg !198

70:                                               ; preds = %2
  %71 = mul nsw i64 %1, 7, !dbg !199
  br label %210, !dbg !200

72:                                               ; preds = %2
  %73 = xor i64 %1, 8741, !dbg !201
  br label %210, !dbg !202

74:                                               ; preds = %2
  %75 = add nsw i64 %1, -1089, !dbg !203
  br label %210, !dbg !204

76:                                               ; preds = %2
  %77 = or i64 %1, 34, !dbg !205
  br label %210, !dbg !206

78:                                               ; preds = %2
  %79 = sdiv i64 %1, 9, !dbg !207
  br label %210, !dbg !208

80:                                               ; preds = %2
  %81 = add nsw i64 %1, 253, !dbg !209
  br label %210, !dbg !210

82:                                               ; preds = %2
  %83 = mul nsw i64 %1, 13, !dbg !211
  br label %210, !dbg !212

84:                                               ; preds = %2
  %85 = xor i64 %1, 10379, !dbg !213
  br label %210, !dbg !214

86:                                               ; preds = %2
  %87 = add nsw i64 %1, -1521, !dbg !215
  br label %210, !dbg !216

88:                                               ; preds = %2
  %89 = shl nsw i64 %1, 6, !dbg !217
  %90 = or disjoint i64 %89, 40, !dbg !218
  br label %210, !dbg !219

91:                                               ; preds = %2
  %92 = sdiv i64 %1, 6, !dbg !220
  br label %210, !dbg !221

93:                                               ; preds = %2
  %94 = add nsw i64 %1, 295, !dbg !222
  br label %210, !dbg !223

95:                                               ; preds = %2
  %96 = mul nsw i64 %1, 6, !dbg !224
  br label %210, !dbg !225

97:                                               ; preds = %2
  %98 = xor i64 %1, 12017, !dbg !226
  br label %210, !dbg !227

99:                                               ; preds = %2
  %100 = add nsw i64 %1, -2025, !dbg !228
  br label %210, !dbg !229

101:                                              ; preds = %2
  %102 = shl nsw i64 %1, 12, !dbg !230
  %103 = or disjoint i64 %102, 46, !dbg !231
  br label %210, !dbg !232

104:                                              ; preds = %2
  %105 = sdiv i64 %1, 3, !dbg !233
  br label %210, !dbg !234

106:                                              ; preds = %2
  %107 = add nsw i64 %1, 337, !dbg !235
  br label %210, !dbg !236

108:                                              ; preds = %2
  %109 = mul nsw i64 %1, 12, !dbg !237
  br label %210, !dbg !238

110:                                              ; preds = %2
  %111 = xor i64 %1, 13655, !dbg !239
  br label %210, !dbg !240

112:                                              ; preds = %2
  %113 = add nsw i64 %1, -2601, !dbg !241
  br label %210, !dbg !242

114:                                              ; preds = %2
  %115 = shl nsw i64 %1, 1, !dbg !243
  %116 = or i64 %115, 52, !dbg !244
  br label %210, !dbg !245

117:                                              ; preds = %2
  %118 = sdiv i64 %1, 9, !dbg !246
  br label %210, !dbg !247

119:                                              ; preds = %2
  %120 = add nsw i64 %1, 379, !dbg !248
  br label %210, !dbg !249

121:                                              ; preds = %2
  %122 = mul nsw i64 %1, 5, !dbg !250
  br label %210, !dbg !251

123:                                              ; preds = %2
  %124 = xor i64 %1, 15293, !dbg !252
  br label %210, !dbg !253

125:                                              ; preds = %2
  %126 = add nsw i64 %1, -3249, !dbg !254
  br label %210, !dbg !255

127:                                              ; preds = %2
  %128 = shl nsw i64 %1, 7, !dbg !256
  %129 = or disjoint i64 %128, 58, !dbg !257
  br label %210, !dbg !258

130:                                              ; preds = %2
  %131 = sdiv i64 %1, 6, !dbg !259
  br label %210, !dbg !260

132:                                              ; preds = %2
  %133 = add nsw i64 %1, 421, !dbg !261
  br label %210, !dbg !262

134:                                              ; preds = %2
  %135 = mul nsw i64 %1, 11, !dbg !263
  br label %210, !dbg !264

136:                                              ; preds = %2
  %137 = xor i64 %1, 16931, !dbg !265
  br label %210, !dbg !266

138:                                              ; preds = %2
  %139 = add nsw i64 %1, -3969, !dbg !267
  br label %210, !dbg !268

140:                                              ; preds = %2
  %141 = shl nsw i64 %1, 13, !dbg !269
  %142 = or disjoint i64 %141, 64, !dbg !270
  br label %210, !dbg !271

143:                                              ; preds = %2
  %144 = sdiv i64 %1, 3, !dbg !272
  br label %210, !dbg !273

145:                                              ; preds = %2
  %146 = add nsw i64 %1, 463, !dbg !274
  br label %210, !dbg !275

147:                                              ; preds = %2
  %148 = shl nsw i64 %1, 2, !dbg !276
  br label %210, !dbg !277

149:                                              ; preds = %2
  %150 = xor i64 %1, 18569, !dbg !278
  br label %210, !dbg !279

151:                                              ; preds = %2
  %152 = add nsw i64 %1, -4761, !dbg !280
  br label %210, !dbg !281

153:                                              ; preds = %2
  %154 = shl nsw i64 %1, 2, !dbg !282
  %155 = or i64 %154, 70, !dbg !283
  br label %210, !dbg !284

156:                                              ; preds = %2
  %157 = sdiv i64 %1, 9, !dbg !285
  br label %210, !dbg !286

158:                                              ; preds = %2
  %159 = add nsw i64 %1, 505, !dbg !287
  br label %210, !dbg !288

160:                                              ; preds = %2
  %161 = mul nsw i64 %1, 10, !dbg !289
  br label %210, !dbg !290

162:                                              ; preds = %2
  %163 = xor i64 %1, 20207, !dbg !291
  br label %210, !dbg !292

164:                                              ; preds = %2
  %165 = add nsw i64 %1, -5625, !dbg !293
  br label %210, !dbg !294

166:                                              ; preds = %2
  %167 = shl nsw i64 %1, 8, !dbg !295
  %168 = or disjoint i64 %167, 76, !dbg !296
  br label %210, !dbg !297

169:                                              ; preds = %2
  %170 = sdiv i64 %1, 6, !dbg !298
  br label %210, !dbg !299

171:                                              ; preds = %2
  %172 = add nsw i64 %1, 547, !dbg !300
  br label %210, !dbg !301

173:                                              ; preds = %2
  %174 = mul nsw i64 %1, 3, !dbg !302
  br label %210, !dbg !303

175:                                              ; preds = %2
  %176 = xor i64 %1, 21845, !dbg !304
  br label %210, !dbg !305

177:                                              ; preds = %2
  %178 = add nsw i64 %1, -6561, !dbg !306
  br label %210, !dbg !307

179:                                              ; preds = %2
  %180 = shl nsw i64 %1, 14, !dbg !308
  %181 = or disjoint i64 %180, 82, !dbg !309
  br label %210, !dbg !310

182:                                              ; preds = %2
  %183 = sdiv i64 %1, 3, !dbg !311
  br label %210, !dbg !312

184:                                              ; preds = %2
  %185 = add nsw i64 %1, 589, !dbg !313
  br label %210, !dbg !314

186:                                              ; preds = %2
  %187 = mul nsw i64 %1, 9, !dbg !315
  br label %210, !dbg !316

188:                                              ; preds = %2
  %189 = xor i64 %1, 23483, !dbg !317
  br label %210, !dbg !318

190:                                              ; preds = %2
  %191 = add nsw i64 %1, -7569, !dbg !319
  br label %210, !dbg !320

192:                                              ; preds = %2
  %193 = shl nsw i64 %1, 3, !dbg !321
  %194 = or i64 %193, 88, !dbg !322
  br label %210, !dbg !323

195:                                              ; preds = %2
  %196 = sdiv i64 %1, 9, !dbg !324
  br label %210, !dbg !325

197:                                              ; preds = %2
  %198 = add nsw i64 %1, 631, !dbg !326
  br label %210, !dbg !327

199:                                              ; preds = %2
  %200 = shl nsw i64 %1, 1, !dbg !328
  br label %210, !dbg !329

201:                                              ; preds = %2
  %202 = xor i64 %1, 25121, !dbg !330
  br label %210, !dbg !331

203:                                              ; preds = %2
  %204 = add nsw i64 %1, -8649, !dbg !332
  br label %210, !dbg !333

205:                                              ; preds = %2
  %206 = shl nsw i64 %1, 9, !dbg !334
  %207 = or disjoint i64 %206, 94, !dbg !335
  br label %210, !dbg !336

208:                                              ; preds = %2
  %209 = sdiv i64 %1, 6, !dbg !337
  br label %210, !dbg !338

210:                                              ; preds = %2, %208, %205, %203, %201, %199, %197, %195, %192, %190, %188, %186, %184, %182, %179, %177, %175, %173, %171, %169, %166, %164, %162, %160, %158, %156, %153, %151, %149, %147, %145, %143, %140, %138, %136, %134, %132, %130, %127, %125, %123, %121, %119, %117, %114, %112, %110, %108, %106, %104, %101, %99, %97, %95, %93, %91, %88, %86, %84, %82, %80, %78, %76, %74, %72, %70, %68, %66, %63, %61, %59, %57, %55, %53, %50, %48, %46, %44, %42, %40, %37, %35, %33, %31, %29, %27, %24, %22, %20, %18, %16, %14, %11, %9, %7, %5, %3
  %211 = phi i64 [ %209, %208 ], [ %207, %205 ], [ %204, %203 ], [ %202, %201 ], [ %200, %199 ], [ %198, %197 ], [ %196, %195 ], [ %194, %192 ], [ %191, %190 ], [ %189, %188 ], [ %187, %186 ], [ %185, %184 ], [ %183, %182 ], [ %181, %179 ], [ %178, %177 ], [ %176, %175 ], [ %174, %173 ], [ %172, %171 ], [ %170, %169 ], [ %168, %166 ], [ %165, %164 ], [ %163, %162 ], [ %161, %160 ], [ %159, %158 ], [ %157, %156 ], [ %155, %153 ], [ %152, %151 ], [ %150, %149 ], [ %148, %147 ], [ %146, %145 ], [ %144, %143 ], [ %142, %140 ], [ %139, %138 ], [ %137, %136 ], [ %135, %134 ], [ %133, %132 ], [ %131, %130 ], [ %129, %127 ], [ %126, %125 ], [ %124, %123 ], [ %122, %121 ], [ %120, %119 ], [ %118, %117 ], [ %116, %114 ], [ %113, %112 ], [ %111, %110 ], [ %109, %108 ], [ %107, %106 ], [ %105, %104 ], [ %103, %101 ], [ %100, %99 ], [ %98, %97 ], [ %96, %95 ], [ %94, %93 ], [ %92, %91 ], [ %90, %88 ], [ %87, %86 ], [ %85, %84 ], [ %83, %82 ], [ %81, %80 ], [ %79, %78 ], [ %77, %76 ], [ %75, %74 ], [ %73, %72 ], [ %71, %70 ], [ %69, %68 ], [ %67, %66 ], [ %65, %63 ], [ %62, %61 ], [ %60, %59 ], [ %58, %57 ], [ %56, %55 ], [ %54, %53 ], [ %52, %50 ], [ %49, %48 ], [ %47, %46 ], [ %45, %44 ], [ %43, %42 ], [ %41, %40 ], [ %39, %37 ], [ %36, %35 ], [ %34, %33 ], [ %32, %31 ], [ %30, %29 ], [ %28, %27 ], [ %26, %24 ], [ %23, %22 ], [ %21, %20 ], [ %19, %18 ], [ %17, %16 ], [ %15, %14 ], [ %13, %11 ], [ %10, %9 ], [ %8, %7 ], [ %6, %5 ], [ %4, %3 ], [ -1, %2 ], !dbg !339
  ret i64 %211, !dbg !340
}

; Function Attrs: nofree nounwind
declare !dbg !341 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i32 0, 97) i32 @from_char(i8 noundef signext %0) unnamed_addr #1 !dbg !348 {
    #dbg_value(i8 %0, !352, !DIExpression(), !353)
  %2 = add i8 %0, 5, !dbg !354
  %3 = icmp ult i8 %2, 15, !dbg !354
  br i1 %3, label %4, label %8, !dbg !354

4:                                                ; preds = %1
  %5 = zext nneg i8 %2 to i64, !dbg !354
  %6 = getelementptr inbounds [15 x i32], ptr @switch.table.from_char, i64 0, i64 %5, !dbg !354
  %7 = load i32, ptr %6, align 4, !dbg !354
  br label %8, !dbg !354

8:                                                ; preds = %1, %4
  %9 = phi i32 [ %7, %4 ], [ 0, %1 ], !dbg !355
  ret i32 %9, !dbg !357
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i32 -9, -2147483648) i32 @fallthrough(i32 noundef %0) unnamed_addr #1 !dbg !358 {
    #dbg_value(i32 %0, !362, !DIExpression(), !364)
    #dbg_value(i32 0, !363, !DIExpression(), !364)
  %2 = icmp ult i32 %0, 9, !dbg !365
  br i1 %2, label %3, label %7, !dbg !365

3:                                                ; preds = %1
  %4 = zext nneg i32 %0 to i64, !dbg !365
  %5 = getelementptr inbounds [9 x i32], ptr @switch.table.fallthrough, i64 0, i64 %4, !dbg !365
  %6 = load i32, ptr %5, align 4, !dbg !365
  br label %7, !dbg !365

7:                                                ; preds = %1, %3
  %8 = phi i32 [ %6, %3 ], [ 42, %1 ], !dbg !366
    #dbg_value(i32 %8, !363, !DIExpression(), !364)
  ret i32 %8, !dbg !368
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef nonnull ptr @lookup(i32 noundef %0) unnamed_addr #1 !dbg !369 {
    #dbg_value(i32 %0, !373, !DIExpression(), !374)
  %2 = icmp ult i32 %0, 10, !dbg !375
  br i1 %2, label %3, label %7, !dbg !375

3:                                                ; preds = %1
  %4 = zext nneg i32 %0 to i64, !dbg !375
  %5 = shl i64 %4, 2, !dbg !375
  %6 = call ptr @llvm.load.relative.i64(ptr @switch.table.lookup.rel, i64 %5), !dbg !375
  br label %7, !dbg !375

7:                                                ; preds = %1, %3
  %8 = phi ptr [ %6, %3 ], [ @.str.15, %1 ], !dbg !376
  ret ptr %8, !dbg !378
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i32 0, 5) i32 @primes_below(i32 noundef %0) unnamed_addr #1 !dbg !379 {
    #dbg_value(i32 %0, !383, !DIExpression(), !384)
  %2 = sext i32 %0 to i64, !dbg !385
  %3 = getelementptr inbounds [12 x i32], ptr @switch.table.primes_below, i64 0, i64 %2, !dbg !385
  %4 = load i32, ptr %3, align 4, !dbg !385
  ret i32 %4, !dbg !386
}

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #3

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: read)
declare ptr @llvm.load.relative.i64(ptr, i64) #4

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nounwind }
attributes #4 = { nocallback nofree nosync nounwind willreturn memory(argmem: read) }

!llvm.dbg.cu = !{!50}
!llvm.module.flags = !{!61, !62, !63, !64, !65, !66, !67}
!llvm.ident = !{!68}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 145, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "programs/switch_dense_tables.c", directory: ".", checksumkind: CSK_MD5, checksum: "833e4b67b8434c270a6a073262e4b7d6")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 120, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 15)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 147, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 152, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 19)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 148, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 32, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 4)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(scope: null, file: !2, line: 152, type: !19, isLocal: true, isDefinition: true)
!19 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 56, elements: !20)
!20 = !{!21}
!21 = !DISubrange(count: 7)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(scope: null, file: !2, line: 131, type: !24, isLocal: true, isDefinition: true)
!24 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 40, elements: !25)
!25 = !{!26}
!26 = !DISubrange(count: 5)
!27 = !DIGlobalVariableExpression(var: !28, expr: !DIExpression())
!28 = distinct !DIGlobalVariable(scope: null, file: !2, line: 131, type: !14, isLocal: true, isDefinition: true)
!29 = !DIGlobalVariableExpression(var: !30, expr: !DIExpression())
!30 = distinct !DIGlobalVariable(scope: null, file: !2, line: 131, type: !14, isLocal: true, isDefinition: true)
!31 = !DIGlobalVariableExpression(var: !32, expr: !DIExpression())
!32 = distinct !DIGlobalVariable(scope: null, file: !2, line: 131, type: !33, isLocal: true, isDefinition: true)
!33 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 48, elements: !34)
!34 = !{!35}
!35 = !DISubrange(count: 6)
!36 = !DIGlobalVariableExpression(var: !37, expr: !DIExpression())
!37 = distinct !DIGlobalVariable(scope: null, file: !2, line: 131, type: !24, isLocal: true, isDefinition: true)
!38 = !DIGlobalVariableExpression(var: !39, expr: !DIExpression())
!39 = distinct !DIGlobalVariable(scope: null, file: !2, line: 132, type: !24, isLocal: true, isDefinition: true)
!40 = !DIGlobalVariableExpression(var: !41, expr: !DIExpression())
!41 = distinct !DIGlobalVariable(scope: null, file: !2, line: 132, type: !14, isLocal: true, isDefinition: true)
!42 = !DIGlobalVariableExpression(var: !43, expr: !DIExpression())
!43 = distinct !DIGlobalVariable(scope: null, file: !2, line: 132, type: !33, isLocal: true, isDefinition: true)
!44 = !DIGlobalVariableExpression(var: !45, expr: !DIExpression())
!45 = distinct !DIGlobalVariable(scope: null, file: !2, line: 132, type: !33, isLocal: true, isDefinition: true)
!46 = !DIGlobalVariableExpression(var: !47, expr: !DIExpression())
!47 = distinct !DIGlobalVariable(scope: null, file: !2, line: 132, type: !24, isLocal: true, isDefinition: true)
!48 = !DIGlobalVariableExpression(var: !49, expr: !DIExpression())
!49 = distinct !DIGlobalVariable(scope: null, file: !2, line: 133, type: !24, isLocal: true, isDefinition: true)
!50 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !51, globals: !55, splitDebugInlining: false, nameTableKind: None)
!51 = !{!52, !53, !54}
!52 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!53 = !DIBasicType(name: "signed char", size: 8, encoding: DW_ATE_signed_char)
!54 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!55 = !{!0, !7, !12, !56, !17, !22, !27, !29, !31, !36, !38, !40, !42, !44, !46, !48}
!56 = !DIGlobalVariableExpression(var: !57, expr: !DIExpression())
!57 = distinct !DIGlobalVariable(scope: null, file: !2, line: 149, type: !58, isLocal: true, isDefinition: true)
!58 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 16, elements: !59)
!59 = !{!60}
!60 = !DISubrange(count: 2)
!61 = !{i32 7, !"Dwarf Version", i32 5}
!62 = !{i32 2, !"Debug Info Version", i32 3}
!63 = !{i32 1, !"wchar_size", i32 4}
!64 = !{i32 8, !"PIC Level", i32 2}
!65 = !{i32 7, !"PIE Level", i32 2}
!66 = !{i32 7, !"uwtable", i32 2}
!67 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!68 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!69 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 140, type: !70, scopeLine: 140, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !50, retainedNodes: !72)
!70 = !DISubroutineType(types: !71)
!71 = !{!54}
!72 = !{!73, !74, !76, !80, !82, !84}
!73 = !DILocalVariable(name: "h", scope: !69, file: !2, line: 141, type: !52)
!74 = !DILocalVariable(name: "k", scope: !75, file: !2, line: 142, type: !54)
!75 = distinct !DILexicalBlock(scope: !69, file: !2, line: 142, column: 5)
!76 = !DILocalVariable(name: "r", scope: !77, file: !2, line: 143, type: !79)
!77 = distinct !DILexicalBlock(scope: !78, file: !2, line: 142, column: 36)
!78 = distinct !DILexicalBlock(scope: !75, file: !2, line: 142, column: 5)
!79 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!80 = !DILocalVariable(name: "c", scope: !81, file: !2, line: 148, type: !54)
!81 = distinct !DILexicalBlock(scope: !69, file: !2, line: 148, column: 5)
!82 = !DILocalVariable(name: "k", scope: !83, file: !2, line: 150, type: !54)
!83 = distinct !DILexicalBlock(scope: !69, file: !2, line: 150, column: 5)
!84 = !DILocalVariable(name: "k", scope: !85, file: !2, line: 152, type: !86)
!85 = distinct !DILexicalBlock(scope: !69, file: !2, line: 152, column: 5)
!86 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!87 = !DILocation(line: 0, scope: !69)
!88 = !DILocation(line: 0, scope: !75)
!89 = !DILocation(line: 142, column: 5, scope: !75)
!90 = !DILocation(line: 147, column: 5, scope: !69)
!91 = !DILocation(line: 0, scope: !81)
!92 = !DILocation(line: 148, column: 50, scope: !93)
!93 = distinct !DILexicalBlock(scope: !81, file: !2, line: 148, column: 5)
!94 = !DILocation(line: 148, column: 36, scope: !93)
!95 = !DILocation(line: 149, column: 5, scope: !69)
!96 = !DILocation(line: 0, scope: !83)
!97 = !DILocation(line: 150, column: 49, scope: !98)
!98 = distinct !DILexicalBlock(scope: !83, file: !2, line: 150, column: 5)
!99 = !DILocation(line: 150, column: 35, scope: !98)
!100 = !DILocation(line: 151, column: 5, scope: !69)
!101 = !DILocation(line: 0, scope: !85)
!102 = !DILocation(line: 152, column: 56, scope: !103)
!103 = distinct !DILexicalBlock(scope: !85, file: !2, line: 152, column: 5)
!104 = !DILocation(line: 152, column: 67, scope: !103)
!105 = !DILocation(line: 152, column: 39, scope: !103)
!106 = !DILocation(line: 153, column: 5, scope: !69)
!107 = !DILocation(line: 154, column: 12, scope: !69)
!108 = !DILocation(line: 154, column: 5, scope: !69)
!109 = !DILocation(line: 143, column: 32, scope: !77)
!110 = !DILocation(line: 143, column: 18, scope: !77)
!111 = !DILocation(line: 0, scope: !77)
!112 = !DILocation(line: 144, column: 15, scope: !77)
!113 = !DILocation(line: 144, column: 25, scope: !77)
!114 = !DILocation(line: 145, column: 19, scope: !115)
!115 = distinct !DILexicalBlock(scope: !77, file: !2, line: 145, column: 13)
!116 = !DILocation(line: 145, column: 13, scope: !77)
!117 = !DILocation(line: 145, column: 25, scope: !115)
!118 = !DILocation(line: 142, column: 32, scope: !78)
!119 = !DILocation(line: 142, column: 24, scope: !78)
!120 = distinct !{!120, !89, !121, !122}
!121 = !DILocation(line: 146, column: 5, scope: !75)
!122 = !{!"llvm.loop.mustprogress"}
!123 = distinct !DISubprogram(name: "dense", scope: !2, file: !2, line: 6, type: !124, scopeLine: 6, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !50, retainedNodes: !126)
!124 = !DISubroutineType(types: !125)
!125 = !{!79, !54, !79}
!126 = !{!127, !128}
!127 = !DILocalVariable(name: "k", arg: 1, scope: !123, file: !2, line: 6, type: !54)
!128 = !DILocalVariable(name: "x", arg: 2, scope: !123, file: !2, line: 6, type: !79)
!129 = !DILocation(line: 0, scope: !123)
!130 = !DILocation(line: 7, column: 5, scope: !123)
!131 = !DILocation(line: 8, column: 22, scope: !132)
!132 = distinct !DILexicalBlock(scope: !123, file: !2, line: 7, column: 16)
!133 = !DILocation(line: 8, column: 13, scope: !132)
!134 = !DILocation(line: 9, column: 22, scope: !132)
!135 = !DILocation(line: 9, column: 13, scope: !132)
!136 = !DILocation(line: 10, column: 22, scope: !132)
!137 = !DILocation(line: 10, column: 13, scope: !132)
!138 = !DILocation(line: 11, column: 22, scope: !132)
!139 = !DILocation(line: 11, column: 13, scope: !132)
!140 = !DILocation(line: 12, column: 23, scope: !132)
!141 = !DILocation(line: 12, column: 29, scope: !132)
!142 = !DILocation(line: 12, column: 13, scope: !132)
!143 = !DILocation(line: 13, column: 22, scope: !132)
!144 = !DILocation(line: 13, column: 13, scope: !132)
!145 = !DILocation(line: 14, column: 22, scope: !132)
!146 = !DILocation(line: 14, column: 13, scope: !132)
!147 = !DILocation(line: 15, column: 22, scope: !132)
!148 = !DILocation(line: 15, column: 13, scope: !132)
!149 = !DILocation(line: 16, column: 22, scope: !132)
!150 = !DILocation(line: 16, column: 13, scope: !132)
!151 = !DILocation(line: 17, column: 22, scope: !132)
!152 = !DILocation(line: 17, column: 13, scope: !132)
!153 = !DILocation(line: 18, column: 24, scope: !132)
!154 = !DILocation(line: 18, column: 31, scope: !132)
!155 = !DILocation(line: 18, column: 14, scope: !132)
!156 = !DILocation(line: 19, column: 23, scope: !132)
!157 = !DILocation(line: 19, column: 14, scope: !132)
!158 = !DILocation(line: 20, column: 23, scope: !132)
!159 = !DILocation(line: 20, column: 14, scope: !132)
!160 = !DILocation(line: 21, column: 23, scope: !132)
!161 = !DILocation(line: 21, column: 14, scope: !132)
!162 = !DILocation(line: 22, column: 23, scope: !132)
!163 = !DILocation(line: 22, column: 14, scope: !132)
!164 = !DILocation(line: 23, column: 23, scope: !132)
!165 = !DILocation(line: 23, column: 14, scope: !132)
!166 = !DILocation(line: 24, column: 24, scope: !132)
!167 = !DILocation(line: 24, column: 31, scope: !132)
!168 = !DILocation(line: 24, column: 14, scope: !132)
!169 = !DILocation(line: 25, column: 23, scope: !132)
!170 = !DILocation(line: 25, column: 14, scope: !132)
!171 = !DILocation(line: 26, column: 23, scope: !132)
!172 = !DILocation(line: 26, column: 14, scope: !132)
!173 = !DILocation(line: 27, column: 23, scope: !132)
!174 = !DILocation(line: 27, column: 14, scope: !132)
!175 = !DILocation(line: 28, column: 23, scope: !132)
!176 = !DILocation(line: 28, column: 14, scope: !132)
!177 = !DILocation(line: 29, column: 23, scope: !132)
!178 = !DILocation(line: 29, column: 14, scope: !132)
!179 = !DILocation(line: 30, column: 24, scope: !132)
!180 = !DILocation(line: 30, column: 30, scope: !132)
!181 = !DILocation(line: 30, column: 14, scope: !132)
!182 = !DILocation(line: 31, column: 23, scope: !132)
!183 = !DILocation(line: 31, column: 14, scope: !132)
!184 = !DILocation(line: 32, column: 23, scope: !132)
!185 = !DILocation(line: 32, column: 14, scope: !132)
!186 = !DILocation(line: 33, column: 23, scope: !132)
!187 = !DILocation(line: 33, column: 14, scope: !132)
!188 = !DILocation(line: 34, column: 23, scope: !132)
!189 = !DILocation(line: 34, column: 14, scope: !132)
!190 = !DILocation(line: 35, column: 23, scope: !132)
!191 = !DILocation(line: 35, column: 14, scope: !132)
!192 = !DILocation(line: 36, column: 24, scope: !132)
!193 = !DILocation(line: 36, column: 31, scope: !132)
!194 = !DILocation(line: 36, column: 14, scope: !132)
!195 = !DILocation(line: 37, column: 23, scope: !132)
!196 = !DILocation(line: 37, column: 14, scope: !132)
!197 = !DILocation(line: 38, column: 23, scope: !132)
!198 = !DILocation(line: 38, column: 14, scope: !132)
!199 = !DILocation(line: 39, column: 23, scope: !132)
!200 = !DILocation(line: 39, column: 14, scope: !132)
!201 = !DILocation(line: 40, column: 23, scope: !132)
!202 = !DILocation(line: 40, column: 14, scope: !132)
!203 = !DILocation(line: 41, column: 23, scope: !132)
!204 = !DILocation(line: 41, column: 14, scope: !132)
!205 = !DILocation(line: 42, column: 30, scope: !132)
!206 = !DILocation(line: 42, column: 14, scope: !132)
!207 = !DILocation(line: 43, column: 23, scope: !132)
!208 = !DILocation(line: 43, column: 14, scope: !132)
!209 = !DILocation(line: 44, column: 23, scope: !132)
!210 = !DILocation(line: 44, column: 14, scope: !132)
!211 = !DILocation(line: 45, column: 23, scope: !132)
!212 = !DILocation(line: 45, column: 14, scope: !132)
!213 = !DILocation(line: 46, column: 23, scope: !132)
!214 = !DILocation(line: 46, column: 14, scope: !132)
!215 = !DILocation(line: 47, column: 23, scope: !132)
!216 = !DILocation(line: 47, column: 14, scope: !132)
!217 = !DILocation(line: 48, column: 24, scope: !132)
!218 = !DILocation(line: 48, column: 30, scope: !132)
!219 = !DILocation(line: 48, column: 14, scope: !132)
!220 = !DILocation(line: 49, column: 23, scope: !132)
!221 = !DILocation(line: 49, column: 14, scope: !132)
!222 = !DILocation(line: 50, column: 23, scope: !132)
!223 = !DILocation(line: 50, column: 14, scope: !132)
!224 = !DILocation(line: 51, column: 23, scope: !132)
!225 = !DILocation(line: 51, column: 14, scope: !132)
!226 = !DILocation(line: 52, column: 23, scope: !132)
!227 = !DILocation(line: 52, column: 14, scope: !132)
!228 = !DILocation(line: 53, column: 23, scope: !132)
!229 = !DILocation(line: 53, column: 14, scope: !132)
!230 = !DILocation(line: 54, column: 24, scope: !132)
!231 = !DILocation(line: 54, column: 31, scope: !132)
!232 = !DILocation(line: 54, column: 14, scope: !132)
!233 = !DILocation(line: 55, column: 23, scope: !132)
!234 = !DILocation(line: 55, column: 14, scope: !132)
!235 = !DILocation(line: 56, column: 23, scope: !132)
!236 = !DILocation(line: 56, column: 14, scope: !132)
!237 = !DILocation(line: 57, column: 23, scope: !132)
!238 = !DILocation(line: 57, column: 14, scope: !132)
!239 = !DILocation(line: 58, column: 23, scope: !132)
!240 = !DILocation(line: 58, column: 14, scope: !132)
!241 = !DILocation(line: 59, column: 23, scope: !132)
!242 = !DILocation(line: 59, column: 14, scope: !132)
!243 = !DILocation(line: 60, column: 24, scope: !132)
!244 = !DILocation(line: 60, column: 30, scope: !132)
!245 = !DILocation(line: 60, column: 14, scope: !132)
!246 = !DILocation(line: 61, column: 23, scope: !132)
!247 = !DILocation(line: 61, column: 14, scope: !132)
!248 = !DILocation(line: 62, column: 23, scope: !132)
!249 = !DILocation(line: 62, column: 14, scope: !132)
!250 = !DILocation(line: 63, column: 23, scope: !132)
!251 = !DILocation(line: 63, column: 14, scope: !132)
!252 = !DILocation(line: 64, column: 23, scope: !132)
!253 = !DILocation(line: 64, column: 14, scope: !132)
!254 = !DILocation(line: 65, column: 23, scope: !132)
!255 = !DILocation(line: 65, column: 14, scope: !132)
!256 = !DILocation(line: 66, column: 24, scope: !132)
!257 = !DILocation(line: 66, column: 30, scope: !132)
!258 = !DILocation(line: 66, column: 14, scope: !132)
!259 = !DILocation(line: 67, column: 23, scope: !132)
!260 = !DILocation(line: 67, column: 14, scope: !132)
!261 = !DILocation(line: 68, column: 23, scope: !132)
!262 = !DILocation(line: 68, column: 14, scope: !132)
!263 = !DILocation(line: 69, column: 23, scope: !132)
!264 = !DILocation(line: 69, column: 14, scope: !132)
!265 = !DILocation(line: 70, column: 23, scope: !132)
!266 = !DILocation(line: 70, column: 14, scope: !132)
!267 = !DILocation(line: 71, column: 23, scope: !132)
!268 = !DILocation(line: 71, column: 14, scope: !132)
!269 = !DILocation(line: 72, column: 24, scope: !132)
!270 = !DILocation(line: 72, column: 31, scope: !132)
!271 = !DILocation(line: 72, column: 14, scope: !132)
!272 = !DILocation(line: 73, column: 23, scope: !132)
!273 = !DILocation(line: 73, column: 14, scope: !132)
!274 = !DILocation(line: 74, column: 23, scope: !132)
!275 = !DILocation(line: 74, column: 14, scope: !132)
!276 = !DILocation(line: 75, column: 23, scope: !132)
!277 = !DILocation(line: 75, column: 14, scope: !132)
!278 = !DILocation(line: 76, column: 23, scope: !132)
!279 = !DILocation(line: 76, column: 14, scope: !132)
!280 = !DILocation(line: 77, column: 23, scope: !132)
!281 = !DILocation(line: 77, column: 14, scope: !132)
!282 = !DILocation(line: 78, column: 24, scope: !132)
!283 = !DILocation(line: 78, column: 30, scope: !132)
!284 = !DILocation(line: 78, column: 14, scope: !132)
!285 = !DILocation(line: 79, column: 23, scope: !132)
!286 = !DILocation(line: 79, column: 14, scope: !132)
!287 = !DILocation(line: 80, column: 23, scope: !132)
!288 = !DILocation(line: 80, column: 14, scope: !132)
!289 = !DILocation(line: 81, column: 23, scope: !132)
!290 = !DILocation(line: 81, column: 14, scope: !132)
!291 = !DILocation(line: 82, column: 23, scope: !132)
!292 = !DILocation(line: 82, column: 14, scope: !132)
!293 = !DILocation(line: 83, column: 23, scope: !132)
!294 = !DILocation(line: 83, column: 14, scope: !132)
!295 = !DILocation(line: 84, column: 24, scope: !132)
!296 = !DILocation(line: 84, column: 30, scope: !132)
!297 = !DILocation(line: 84, column: 14, scope: !132)
!298 = !DILocation(line: 85, column: 23, scope: !132)
!299 = !DILocation(line: 85, column: 14, scope: !132)
!300 = !DILocation(line: 86, column: 23, scope: !132)
!301 = !DILocation(line: 86, column: 14, scope: !132)
!302 = !DILocation(line: 87, column: 23, scope: !132)
!303 = !DILocation(line: 87, column: 14, scope: !132)
!304 = !DILocation(line: 88, column: 23, scope: !132)
!305 = !DILocation(line: 88, column: 14, scope: !132)
!306 = !DILocation(line: 89, column: 23, scope: !132)
!307 = !DILocation(line: 89, column: 14, scope: !132)
!308 = !DILocation(line: 90, column: 24, scope: !132)
!309 = !DILocation(line: 90, column: 31, scope: !132)
!310 = !DILocation(line: 90, column: 14, scope: !132)
!311 = !DILocation(line: 91, column: 23, scope: !132)
!312 = !DILocation(line: 91, column: 14, scope: !132)
!313 = !DILocation(line: 92, column: 23, scope: !132)
!314 = !DILocation(line: 92, column: 14, scope: !132)
!315 = !DILocation(line: 93, column: 23, scope: !132)
!316 = !DILocation(line: 93, column: 14, scope: !132)
!317 = !DILocation(line: 94, column: 23, scope: !132)
!318 = !DILocation(line: 94, column: 14, scope: !132)
!319 = !DILocation(line: 95, column: 23, scope: !132)
!320 = !DILocation(line: 95, column: 14, scope: !132)
!321 = !DILocation(line: 96, column: 24, scope: !132)
!322 = !DILocation(line: 96, column: 30, scope: !132)
!323 = !DILocation(line: 96, column: 14, scope: !132)
!324 = !DILocation(line: 97, column: 23, scope: !132)
!325 = !DILocation(line: 97, column: 14, scope: !132)
!326 = !DILocation(line: 98, column: 23, scope: !132)
!327 = !DILocation(line: 98, column: 14, scope: !132)
!328 = !DILocation(line: 99, column: 23, scope: !132)
!329 = !DILocation(line: 99, column: 14, scope: !132)
!330 = !DILocation(line: 100, column: 23, scope: !132)
!331 = !DILocation(line: 100, column: 14, scope: !132)
!332 = !DILocation(line: 101, column: 23, scope: !132)
!333 = !DILocation(line: 101, column: 14, scope: !132)
!334 = !DILocation(line: 102, column: 24, scope: !132)
!335 = !DILocation(line: 102, column: 30, scope: !132)
!336 = !DILocation(line: 102, column: 14, scope: !132)
!337 = !DILocation(line: 103, column: 23, scope: !132)
!338 = !DILocation(line: 103, column: 14, scope: !132)
!339 = !DILocation(line: 0, scope: !132)
!340 = !DILocation(line: 106, column: 1, scope: !123)
!341 = !DISubprogram(name: "printf", scope: !342, file: !342, line: 356, type: !343, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!342 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!343 = !DISubroutineType(types: !344)
!344 = !{!54, !345, null}
!345 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !346)
!346 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !347, size: 64)
!347 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!348 = distinct !DISubprogram(name: "from_char", scope: !2, file: !2, line: 107, type: !349, scopeLine: 107, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !50, retainedNodes: !351)
!349 = !DISubroutineType(types: !350)
!350 = !{!54, !53}
!351 = !{!352}
!352 = !DILocalVariable(name: "c", arg: 1, scope: !348, file: !2, line: 107, type: !53)
!353 = !DILocation(line: 0, scope: !348)
!354 = !DILocation(line: 108, column: 5, scope: !348)
!355 = !DILocation(line: 0, scope: !356)
!356 = distinct !DILexicalBlock(scope: !348, file: !2, line: 108, column: 16)
!357 = !DILocation(line: 114, column: 1, scope: !348)
!358 = distinct !DISubprogram(name: "fallthrough", scope: !2, file: !2, line: 115, type: !359, scopeLine: 115, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !50, retainedNodes: !361)
!359 = !DISubroutineType(types: !360)
!360 = !{!54, !54}
!361 = !{!362, !363}
!362 = !DILocalVariable(name: "k", arg: 1, scope: !358, file: !2, line: 115, type: !54)
!363 = !DILocalVariable(name: "r", scope: !358, file: !2, line: 116, type: !54)
!364 = !DILocation(line: 0, scope: !358)
!365 = !DILocation(line: 117, column: 5, scope: !358)
!366 = !DILocation(line: 0, scope: !367)
!367 = distinct !DILexicalBlock(scope: !358, file: !2, line: 117, column: 16)
!368 = !DILocation(line: 127, column: 5, scope: !358)
!369 = distinct !DISubprogram(name: "lookup", scope: !2, file: !2, line: 129, type: !370, scopeLine: 129, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !50, retainedNodes: !372)
!370 = !DISubroutineType(types: !371)
!371 = !{!346, !86}
!372 = !{!373}
!373 = !DILocalVariable(name: "k", arg: 1, scope: !369, file: !2, line: 129, type: !86)
!374 = !DILocation(line: 0, scope: !369)
!375 = !DILocation(line: 130, column: 5, scope: !369)
!376 = !DILocation(line: 0, scope: !377)
!377 = distinct !DILexicalBlock(scope: !369, file: !2, line: 130, column: 16)
!378 = !DILocation(line: 135, column: 1, scope: !369)
!379 = distinct !DISubprogram(name: "primes_below", scope: !2, file: !2, line: 136, type: !380, scopeLine: 136, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !50, retainedNodes: !382)
!380 = !DISubroutineType(types: !381)
!381 = !{!54, !86}
!382 = !{!383}
!383 = !DILocalVariable(name: "k", arg: 1, scope: !379, file: !2, line: 136, type: !86)
!384 = !DILocation(line: 0, scope: !379)
!385 = !DILocation(line: 137, column: 5, scope: !379)
!386 = !DILocation(line: 138, column: 1, scope: !379)
