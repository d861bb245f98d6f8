; ModuleID = 'programs/switch_dense_tables.c'
source_filename = "programs/switch_dense_tables.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@.str = private unnamed_addr constant [15 x i8] c"dense(%d)=%ld\0A\00", align 1
@.str.1 = private unnamed_addr constant [19 x i8] c"dense hash %016lx\0A\00", align 1
@.str.2 = private unnamed_addr constant [4 x i8] c"%d \00", align 1
@.str.4 = private unnamed_addr constant [7 x i8] c"%s/%d \00", align 1
@.str.5 = private unnamed_addr constant [5 x i8] c"zero\00", align 1
@.str.6 = private unnamed_addr constant [4 x i8] c"one\00", align 1
@.str.7 = private unnamed_addr constant [4 x i8] c"two\00", align 1
@.str.8 = private unnamed_addr constant [6 x i8] c"three\00", align 1
@.str.9 = private unnamed_addr constant [5 x i8] c"four\00", align 1
@.str.10 = private unnamed_addr constant [5 x i8] c"five\00", align 1
@.str.11 = private unnamed_addr constant [4 x i8] c"six\00", align 1
@.str.12 = private unnamed_addr constant [6 x i8] c"seven\00", align 1
@.str.13 = private unnamed_addr constant [6 x i8] c"eight\00", align 1
@.str.14 = private unnamed_addr constant [5 x i8] c"nine\00", align 1
@.str.15 = private unnamed_addr constant [5 x i8] c"many\00", align 1
@switch.table.from_char = private unnamed_addr constant [15 x i32] [i32 50, i32 41, i32 32, i32 23, i32 14, i32 5, i32 96, i32 87, i32 78, i32 69, i32 60, i32 51, i32 42, i32 33, i32 24], align 4
@switch.table.fallthrough = private unnamed_addr constant [9 x i32] [i32 111, i32 110, i32 100, i32 111000, i32 110000, i32 100000, i32 -6, i32 -7, i32 -8], align 4
@switch.table.lookup.rel = private unnamed_addr constant [10 x i32] [i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.5 to i64), i64 ptrtoint (ptr @switch.table.lookup.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.6 to i64), i64 ptrtoint (ptr @switch.table.lookup.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.7 to i64), i64 ptrtoint (ptr @switch.table.lookup.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.8 to i64), i64 ptrtoint (ptr @switch.table.lookup.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.9 to i64), i64 ptrtoint (ptr @switch.table.lookup.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.10 to i64), i64 ptrtoint (ptr @switch.table.lookup.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.11 to i64), i64 ptrtoint (ptr @switch.table.lookup.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.12 to i64), i64 ptrtoint (ptr @switch.table.lookup.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.13 to i64), i64 ptrtoint (ptr @switch.table.lookup.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.14 to i64), i64 ptrtoint (ptr @switch.table.lookup.rel to i64)) to i32)], align 4
@switch.table.primes_below = private unnamed_addr constant [12 x i32] [i32 0, i32 0, i32 0, i32 1, i32 2, i32 2, i32 3, i32 3, i32 4, i32 4, i32 4, i32 4], align 4

; Function Attrs: nofree nounwind uwtable
define dso_local range(i32 0, 128) i32 @main() local_unnamed_addr #0 {
  br label %104

1:                                                ; preds = %116
  %2 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i64 noundef %111)
  %3 = tail call fastcc i32 @from_char(i8 noundef -7)
  %4 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %3)
  %5 = tail call fastcc i32 @from_char(i8 noundef -6)
  %6 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %5)
  %7 = tail call fastcc i32 @from_char(i8 noundef -5)
  %8 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %7)
  %9 = tail call fastcc i32 @from_char(i8 noundef -4)
  %10 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %9)
  %11 = tail call fastcc i32 @from_char(i8 noundef -3)
  %12 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %11)
  %13 = tail call fastcc i32 @from_char(i8 noundef -2)
  %14 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %13)
  %15 = tail call fastcc i32 @from_char(i8 noundef -1)
  %16 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %15)
  %17 = tail call fastcc i32 @from_char(i8 noundef 0)
  %18 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %17)
  %19 = tail call fastcc i32 @from_char(i8 noundef 1)
  %20 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %19)
  %21 = tail call fastcc i32 @from_char(i8 noundef 2)
  %22 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %21)
  %23 = tail call fastcc i32 @from_char(i8 noundef 3)
  %24 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %23)
  %25 = tail call fastcc i32 @from_char(i8 noundef 4)
  %26 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %25)
  %27 = tail call fastcc i32 @from_char(i8 noundef 5)
  %28 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %27)
  %29 = tail call fastcc i32 @from_char(i8 noundef 6)
  %30 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %29)
  %31 = tail call fastcc i32 @from_char(i8 noundef 7)
  %32 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %31)
  %33 = tail call fastcc i32 @from_char(i8 noundef 8)
  %34 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %33)
  %35 = tail call fastcc i32 @from_char(i8 noundef 9)
  %36 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %35)
  %37 = tail call fastcc i32 @from_char(i8 noundef 10)
  %38 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %37)
  %39 = tail call fastcc i32 @from_char(i8 noundef 11)
  %40 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %39)
  %41 = tail call i32 @putchar(i32 10)
  %42 = tail call fastcc i32 @fallthrough(i32 noundef -1)
  %43 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %42)
  %44 = tail call fastcc i32 @fallthrough(i32 noundef 0)
  %45 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %44)
  %46 = tail call fastcc i32 @fallthrough(i32 noundef 1)
  %47 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %46)
  %48 = tail call fastcc i32 @fallthrough(i32 noundef 2)
  %49 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %48)
  %50 = tail call fastcc i32 @fallthrough(i32 noundef 3)
  %51 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %50)
  %52 = tail call fastcc i32 @fallthrough(i32 noundef 4)
  %53 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %52)
  %54 = tail call fastcc i32 @fallthrough(i32 noundef 5)
  %55 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %54)
  %56 = tail call fastcc i32 @fallthrough(i32 noundef 6)
  %57 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %56)
  %58 = tail call fastcc i32 @fallthrough(i32 noundef 7)
  %59 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %58)
  %60 = tail call fastcc i32 @fallthrough(i32 noundef 8)
  %61 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %60)
  %62 = tail call fastcc i32 @fallthrough(i32 noundef 9)
  %63 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %62)
  %64 = tail call i32 @putchar(i32 10)
  %65 = tail call fastcc ptr @lookup(i32 noundef 0)
  %66 = tail call fastcc i32 @primes_below(i32 noundef 0)
  %67 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, ptr noundef nonnull %65, i32 noundef %66)
  %68 = tail call fastcc ptr @lookup(i32 noundef 1)
  %69 = tail call fastcc i32 @primes_below(i32 noundef 1)
  %70 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, ptr noundef nonnull %68, i32 noundef %69)
  %71 = tail call fastcc ptr @lookup(i32 noundef 2)
  %72 = tail call fastcc i32 @primes_below(i32 noundef 2)
  %73 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, ptr noundef nonnull %71, i32 noundef %72)
  %74 = tail call fastcc ptr @lookup(i32 noundef 3)
  %75 = tail call fastcc i32 @primes_below(i32 noundef 3)
  %76 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, ptr noundef nonnull %74, i32 noundef %75)
  %77 = tail call fastcc ptr @lookup(i32 noundef 4)
  %78 = tail call fastcc i32 @primes_below(i32 noundef 4)
  %79 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, ptr noundef nonnull %77, i32 noundef %78)
  %80 = tail call fastcc ptr @lookup(i32 noundef 5)
  %81 = tail call fastcc i32 @primes_below(i32 noundef 5)
  %82 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, ptr noundef nonnull %80, i32 noundef %81)
  %83 = tail call fastcc ptr @lookup(i32 noundef 6)
  %84 = tail call fastcc i32 @primes_below(i32 noundef 6)
  %85 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, ptr noundef nonnull %83, i32 noundef %84)
  %86 = tail call fastcc ptr @lookup(i32 noundef 7)
  %87 = tail call fastcc i32 @primes_below(i32 noundef 7)
  %88 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, ptr noundef nonnull %86, i32 noundef %87)
  %89 = tail call fastcc ptr @lookup(i32 noundef 8)
  %90 = tail call fastcc i32 @primes_below(i32 noundef 8)
  %91 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, ptr noundef nonnull %89, i32 noundef %90)
  %92 = tail call fastcc ptr @lookup(i32 noundef 9)
  %93 = tail call fastcc i32 @primes_below(i32 noundef 9)
  %94 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, ptr noundef nonnull %92, i32 noundef %93)
  %95 = tail call fastcc ptr @lookup(i32 noundef 10)
  %96 = tail call fastcc i32 @primes_below(i32 noundef 10)
  %97 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, ptr noundef nonnull %95, i32 noundef %96)
  %98 = tail call fastcc ptr @lookup(i32 noundef 11)
  %99 = tail call fastcc i32 @primes_below(i32 noundef 11)
  %100 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, ptr noundef nonnull %98, i32 noundef %99)
  %101 = tail call i32 @putchar(i32 10)
  %102 = trunc i64 %111 to i32
  %103 = and i32 %102, 127
  ret i32 %103

104:                                              ; preds = %0, %116
  %105 = phi i64 [ -3, %0 ], [ %117, %116 ]
  %106 = phi i64 [ 0, %0 ], [ %111, %116 ]
  %107 = add nsw i64 %105, 1000
  %108 = trunc nsw i64 %105 to i32
  %109 = tail call fastcc i64 @dense(i32 noundef %108, i64 noundef %107)
  %110 = mul i64 %106, 1000003
  %111 = add i64 %109, %110
  %112 = and i32 %108, 7
  %113 = icmp eq i32 %112, 0
  br i1 %113, label %114, label %116

114:                                              ; preds = %104
  %115 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %108, i64 noundef %109)
  br label %116

116:                                              ; preds = %114, %104
  %117 = add nsw i64 %105, 1
  %118 = icmp eq i64 %117, 100
  br i1 %118, label %1, label %104, !llvm.loop !6
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc i64 @dense(i32 noundef %0, i64 noundef %1) unnamed_addr #1 {
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
  ]

3:                                                ; preds = %2
  %4 = add nsw i64 %1, 1
  br label %210

5:                                                ; preds = %2
  %6 = mul nsw i64 %1, 3
  br label %210

7:                                                ; preds = %2
  %8 = xor i64 %1, 551
  br label %210

9:                                                ; preds = %2
  %10 = add nsw i64 %1, -9
  br label %210

11:                                               ; preds = %2
  %12 = shl nsw i64 %1, 4
  %13 = or disjoint i64 %12, 4
  br label %210

14:                                               ; preds = %2
  %15 = sdiv i64 %1, 6
  br label %210

16:                                               ; preds = %2
  %17 = add nsw i64 %1, 43
  br label %210

18:                                               ; preds = %2
  %19 = mul nsw i64 %1, 9
  br label %210

20:                                               ; preds = %2
  %21 = xor i64 %1, 2189
  br label %210

22:                                               ; preds = %2
  %23 = add nsw i64 %1, -81
  br label %210

24:                                               ; preds = %2
  %25 = shl nsw i64 %1, 10
  %26 = or disjoint i64 %25, 10
  br label %210

27:                                               ; preds = %2
  %28 = sdiv i64 %1, 3
  br label %210

29:                                               ; preds = %2
  %30 = add nsw i64 %1, 85
  br label %210

31:                                               ; preds = %2
  %32 = shl nsw i64 %1, 1
  br label %210

33:                                               ; preds = %2
  %34 = xor i64 %1, 3827
  br label %210

35:                                               ; preds = %2
  %36 = add nsw i64 %1, -225
  br label %210

37:                                               ; preds = %2
  %38 = shl nsw i64 %1, 16
  %39 = or disjoint i64 %38, 16
  br label %210

40:                                               ; preds = %2
  %41 = sdiv i64 %1, 9
  br label %210

42:                                               ; preds = %2
  %43 = add nsw i64 %1, 127
  br label %210

44:                                               ; preds = %2
  %45 = shl nsw i64 %1, 3
  br label %210

46:                                               ; preds = %2
  %47 = xor i64 %1, 5465
  br label %210

48:                                               ; preds = %2
  %49 = add nsw i64 %1, -441
  br label %210

50:                                               ; preds = %2
  %51 = shl nsw i64 %1, 5
  %52 = or disjoint i64 %51, 22
  br label %210

53:                                               ; preds = %2
  %54 = sdiv i64 %1, 6
  br label %210

55:                                               ; preds = %2
  %56 = add nsw i64 %1, 169
  br label %210

57:                                               ; preds = %2
  %58 = mul nsw i64 %1, 14
  br label %210

59:                                               ; preds = %2
  %60 = xor i64 %1, 7103
  br label %210

61:                                               ; preds = %2
  %62 = add nsw i64 %1, -729
  br label %210

63:                                               ; preds = %2
  %64 = shl nsw i64 %1, 11
  %65 = or disjoint i64 %64, 28
  br label %210

66:                                               ; preds = %2
  %67 = sdiv i64 %1, 3
  br label %210

68:                                               ; preds = %2
  %69 = add nsw i64 %1, 211
  br label %210

70:                                               ; preds = %2
  %71 = mul nsw i64 %1, 7
  br label %210

72:                                               ; preds = %2
  %73 = xor i64 %1, 8741
  br label %210

74:                                               ; preds = %2
  %75 = add nsw i64 %1, -1089
  br label %210

76:                                               ; preds = %2
  %77 = or i64 %1, 34
  br label %210

78:                                               ; preds = %2
  %79 = sdiv i64 %1, 9
  br label %210

80:                                               ; preds = %2
  %81 = add nsw i64 %1, 253
  br label %210

82:                                               ; preds = %2
  %83 = mul nsw i64 %1, 13
  br label %210

84:                                               ; preds = %2
  %85 = xor i64 %1, 10379
  br label %210

86:                                               ; preds = %2
  %87 = add nsw i64 %1, -1521
  br label %210

88:                                               ; preds = %2
  %89 = shl nsw i64 %1, 6
  %90 = or disjoint i64 %89, 40
  br label %210

91:                                               ; preds = %2
  %92 = sdiv i64 %1, 6
  br label %210

93:                                               ; preds = %2
  %94 = add nsw i64 %1, 295
  br label %210

95:                                               ; preds = %2
  %96 = mul nsw i64 %1, 6
  br label %210

97:                                               ; preds = %2
  %98 = xor i64 %1, 12017
  br label %210

99:                                               ; preds = %2
  %100 = add nsw i64 %1, -2025
  br label %210

101:                                              ; preds = %2
  %102 = shl nsw i64 %1, 12
  %103 = or disjoint i64 %102, 46
  br label %210

104:                                              ; preds = %2
  %105 = sdiv i64 %1, 3
  br label %210

106:                                              ; preds = %2
  %107 = add nsw i64 %1, 337
  br label %210

108:                                              ; preds = %2
  %109 = mul nsw i64 %1, 12
  br label %210

110:                                              ; preds = %2
  %111 = xor i64 %1, 13655
  br label %210

112:                                              ; preds = %2
  %113 = add nsw i64 %1, -2601
  br label %210

114:                                              ; preds = %2
  %115 = shl nsw i64 %1, 1
  %116 = or i64 %115, 52
  br label %210

117:                                              ; preds = %2
  %118 = sdiv i64 %1, 9
  br label %210

119:                                              ; preds = %2
  %120 = add nsw i64 %1, 379
  br label %210

121:                                              ; preds = %2
  %122 = mul nsw i64 %1, 5
  br label %210

123:                                              ; preds = %2
  %124 = xor i64 %1, 15293
  br label %210

125:                                              ; preds = %2
  %126 = add nsw i64 %1, -3249
  br label %210

127:                                              ; preds = %2
  %128 = shl nsw i64 %1, 7
  %129 = or disjoint i64 %128, 58
  br label %210

130:                                              ; preds = %2
  %131 = sdiv i64 %1, 6
  br label %210

132:                                              ; preds = %2
  %133 = add nsw i64 %1, 421
  br label %210

134:                                              ; preds = %2
  %135 = mul nsw i64 %1, 11
  br label %210

136:                                              ; preds = %2
  %137 = xor i64 %1, 16931
  br label %210

138:                                              ; preds = %2
  %139 = add nsw i64 %1, -3969
  br label %210

140:                                              ; preds = %2
  %141 = shl nsw i64 %1, 13
  %142 = or disjoint i64 %141, 64
  br label %210

143:                                              ; preds = %2
  %144 = sdiv i64 %1, 3
  br label %210

145:                                              ; preds = %2
  %146 = add nsw i64 %1, 463
  br label %210

147:                                              ; preds = %2
  %148 = shl nsw i64 %1, 2
  br label %210

149:                                              ; preds = %2
  %150 = xor i64 %1, 18569
  br label %210

151:                                              ; preds = %2
  %152 = add nsw i64 %1, -4761
  br label %210

153:                                              ; preds = %2
  %154 = shl nsw i64 %1, 2
  %155 = or i64 %154, 70
  br label %210

156:                                              ; preds = %2
  %157 = sdiv i64 %1, 9
  br label %210

158:                                              ; preds = %2
  %159 = add nsw i64 %1, 505
  br label %210

160:                                              ; preds = %2
  %161 = mul nsw i64 %1, 10
  br label %210

162:                                              ; preds = %2
  %163 = xor i64 %1, 20207
  br label %210

164:                                              ; preds = %2
  %165 = add nsw i64 %1, -5625
  br label %210

166:                                              ; preds = %2
  %167 = shl nsw i64 %1, 8
  %168 = or disjoint i64 %167, 76
  br label %210

169:                                              ; preds = %2
  %170 = sdiv i64 %1, 6
  br label %210

171:                                              ; preds = %2
  %172 = add nsw i64 %1, 547
  br label %210

173:                                              ; preds = %2
  %174 = mul nsw i64 %1, 3
  br label %210

175:                                              ; preds = %2
  %176 = xor i64 %1, 21845
  br label %210

177:                                              ; preds = %2
  %178 = add nsw i64 %1, -6561
  br label %210

179:                                              ; preds = %2
  %180 = shl nsw i64 %1, 14
  %181 = or disjoint i64 %180, 82
  br label %210

182:                                              ; preds = %2
  %183 = sdiv i64 %1, 3
  br label %210

184:                                              ; preds = %2
  %185 = add nsw i64 %1, 589
  br label %210

186:                                              ; preds = %2
  %187 = mul nsw i64 %1, 9
  br label %210

188:                                              ; preds = %2
  %189 = xor i64 %1, 23483
  br label %210

190:                                              ; preds = %2
  %191 = add nsw i64 %1, -7569
  br label %210

192:                                              ; preds = %2
  %193 = shl nsw i64 %1, 3
  %194 = or i64 %193, 88
  br label %210

195:                                              ; preds = %2
  %196 = sdiv i64 %1, 9
  br label %210

197:                                              ; preds = %2
  %198 = add nsw i64 %1, 631
  br label %210

199:                                              ; preds = %2
  %200 = shl nsw i64 %1, 1
  br label %210

201:                                              ; preds = %2
  %202 = xor i64 %1, 25121
  br label %210

203:                                              ; preds = %2
  %204 = add nsw i64 %1, -8649
  br label %210

205:                                              ; preds = %2
  %206 = shl nsw i64 %1, 9
  %207 = or disjoint i64 %206, 94
  br label %210

208:                                              ; preds = %2
  %209 = sdiv i64 %1, 6
  br label %210

210:                                              ; preds = %2, %208, %205, %203, %201, %199, %197, %195, %192, %190, %188, %186, %184, %182, %179, %177, %175, %173, %171, %169, %166, %164, %162, %160, %158, %156, %153, %151, %149, %147, %145, %143, %140, %138, %136, %134, %132, %130, %127, %125, %123, %121, %119, %117, %114, %112, %110, %108, %106, %104, %101, %99, %97, %95, %93, %91, %88, %86, %84, %82, %80, %78, %76, %74, %72, %70, %68, %66, %63, %61, %59, %57, %55, %53, %50, %48, %46, %44, %42, %40, %37, %35, %33, %31, %29, %27, %24, %22, %20, %18, %16, %14, %11, %9, %7, %5, %3
  %211 = phi i64 [ %209, %208 ], [ %207, %205 ], [ %204, %203 ], [ %202, %201 ], [ %200, %199 ], [ %198, %197 ], [ %196, %195 ], [ %194, %192 ], [ %191, %190 ], [ %189, %188 ], [ %187, %186 ], [ %185, %184 ], [ %183, %182 ], [ %181, %179 ], [ %178, %177 ], [ %176, %175 ], [ %174, %173 ], [ %172, %171 ], [ %170, %169 ], [ %168, %166 ], [ %165, %164 ], [ %163, %162 ], [ %161, %160 ], [ %159, %158 ], [ %157, %156 ], [ %155, %153 ], [ %152, %151 ], [ %150, %149 ], [ %148, %147 ], [ %146, %145 ], [ %144, %143 ], [ %142, %140 ], [ %139, %138 ], [ %137, %136 ], [ %135, %134 ], [ %133, %132 ], [ %131, %130 ], [ %129, %127 ], [ %126, %125 ], [ %124, %123 ], [ %122, %121 ], [ %120, %119 ], [ %118, %117 ], [ %116, %114 ], [ %113, %112 ], [ %111, %110 ], [ %109, %108 ], [ %107, %106 ], [ %105, %104 ], [ %103, %101 ], [ %100, %99 ], [ %98, %97 ], [ %96, %95 ], [ %94, %93 ], [ %92, %91 ], [ %90, %88 ], [ %87, %86 ], [ %85, %84 ], [ %83, %82 ], [ %81, %80 ], [ %79, %78 ], [ %77, %76 ], [ %75, %74 ], [ %73, %72 ], [ %71, %70 ], [ %69, %68 ], [ %67, %66 ], [ %65, %63 ], [ %62, %61 ], [ %60, %59 ], [ %58, %57 ], [ %56, %55 ], [ %54, %53 ], [ %52, %50 ], [ %49, %48 ], [ %47, %46 ], [ %45, %44 ], [ %43, %42 ], [ %41, %40 ], [ %39, %37 ], [ %36, %35 ], [ %34, %33 ], [ %32, %31 ], [ %30, %29 ], [ %28, %27 ], [ %26, %24 ], [ %23, %22 ], [ %21, %20 ], [ %19, %18 ], [ %17, %16 ], [ %15, %14 ], [ %13, %11 ], [ %10, %9 ], [ %8, %7 ], [ %6, %5 ], [ %4, %3 ], [ -1, %2 ]
  ret i64 %211
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i32 0, 97) i32 @from_char(i8 noundef %0) unnamed_addr #1 {
  %2 = add i8 %0, 5
  %3 = icmp ult i8 %2, 15
  br i1 %3, label %4, label %8

4:                                                ; preds = %1
  %5 = zext nneg i8 %2 to i64
  %6 = getelementptr inbounds [15 x i32], ptr @switch.table.from_char, i64 0, i64 %5
  %7 = load i32, ptr %6, align 4
  br label %8

8:                                                ; preds = %1, %4
  %9 = phi i32 [ %7, %4 ], [ 0, %1 ]
  ret i32 %9
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i32 -9, -2147483648) i32 @fallthrough(i32 noundef %0) unnamed_addr #1 {
  %2 = icmp ult i32 %0, 9
  br i1 %2, label %3, label %7

3:                                                ; preds = %1
  %4 = zext nneg i32 %0 to i64
  %5 = getelementptr inbounds [9 x i32], ptr @switch.table.fallthrough, i64 0, i64 %4
  %6 = load i32, ptr %5, align 4
  br label %7

7:                                                ; preds = %1, %3
  %8 = phi i32 [ %6, %3 ], [ 42, %1 ]
  ret i32 %8
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef nonnull ptr @lookup(i32 noundef %0) unnamed_addr #1 {
  %2 = icmp ult i32 %0, 10
  br i1 %2, label %3, label %7

3:                                                ; preds = %1
  %4 = zext nneg i32 %0 to i64
  %5 = shl i64 %4, 2
  %6 = call ptr @llvm.load.relative.i64(ptr @switch.table.lookup.rel, i64 %5)
  br label %7

7:                                                ; preds = %1, %3
  %8 = phi ptr [ %6, %3 ], [ @.str.15, %1 ]
  ret ptr %8
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i32 0, 5) i32 @primes_below(i32 noundef %0) unnamed_addr #1 {
  %2 = sext i32 %0 to i64
  %3 = getelementptr inbounds [12 x i32], ptr @switch.table.primes_below, i64 0, i64 %2
  %4 = load i32, ptr %3, align 4
  ret i32 %4
}

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #3

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: read)
declare ptr @llvm.load.relative.i64(ptr, i64) #4

attributes #0 = { nofree nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #2 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { nofree nounwind }
attributes #4 = { nocallback nofree nosync nounwind willreturn memory(argmem: read) }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 1}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = distinct !{!6, !7}
!7 = !{!"llvm.loop.mustprogress"}
