; ModuleID = 'programs/vector_int_ops.c'
source_filename = "programs/vector_int_ops.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [4 x i8] c"r8:\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [4 x i8] c" %d\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [6 x i8] c"\0Ar16:\00", align 1, !dbg !9
@.str.3 = private unnamed_addr constant [34 x i8] c"\0Ar32: %d %d %d %d r64: %lld %lld\0A\00", align 1, !dbg !14
@.str.4 = private unnamed_addr constant [62 x i8] c"sel: %d %d %d %d uc[0..3]: %u %u %u %u um[0]=%u us=%llu,%llu\0A\00", align 1, !dbg !19
@.str.5 = private unnamed_addr constant [41 x i8] c"lane_sum=%lld insert=%d,%d hash=%016llx\0A\00", align 1, !dbg !24
@h = internal unnamed_addr global i64 1469598103934665603, align 8, !dbg !29

; Function Attrs: nofree nounwind uwtable
define dso_local range(i32 0, 128) i32 @main() local_unnamed_addr #0 !dbg !79 {
    #dbg_value(<16 x i8> <i8 -128, i8 -100, i8 -1, i8 0, i8 1, i8 2, i8 3, i8 50, i8 100, i8 127, i8 -7, i8 8, i8 -9, i8 10, i8 -11, i8 12>, !83, !DIExpression(), !118)
    #dbg_value(<16 x i8> <i8 1, i8 2, i8 3, i8 4, i8 5, i8 6, i8 7, i8 8, i8 -1, i8 -2, i8 -3, i8 -4, i8 -5, i8 -6, i8 -7, i8 -8>, !84, !DIExpression(), !118)
    #dbg_value(<8 x i16> <i16 -32768, i16 -1000, i16 -1, i16 0, i16 1, i16 1000, i16 32767, i16 12345>, !85, !DIExpression(), !118)
    #dbg_value(<8 x i16> <i16 3, i16 -3, i16 300, i16 -300, i16 7, i16 0, i16 1, i16 -1>, !91, !DIExpression(), !118)
    #dbg_value(<4 x i32> <i32 -2147483647, i32 -5, i32 77777, i32 2147483647>, !92, !DIExpression(), !118)
    #dbg_value(<4 x i32> <i32 2, i32 3, i32 -4, i32 5>, !93, !DIExpression(), !118)
    #dbg_value(<2 x i64> <i64 -9223372036854775807, i64 1234567890123>, !94, !DIExpression(), !118)
    #dbg_value(<2 x i64> <i64 -1, i64 3>, !99, !DIExpression(), !118)
    #dbg_value(<16 x i8> <i8 51, i8 -6, i8 35, i8 0, i8 1, i8 2, i8 3, i8 0, i8 98, i8 122, i8 26, i8 7, i8 20, i8 9, i8 18, i8 6>, !100, !DIExpression(), !118)
    #dbg_value(<8 x i16> <i16 32764, i16 -5004, i16 -384, i16 38, i16 16, i16 8006, i16 32759, i16 20884>, !101, !DIExpression(), !118)
    #dbg_value(<4 x i32> <i32 1431655764, i32 -152, i32 1638084638, i32 306783383>, !102, !DIExpression(), !118)
    #dbg_value(<2 x i64> <i64 8301034833169298227, i64 4814814771480>, !103, !DIExpression(), !118)
    #dbg_value(ptr undef, !119, !DIExpression(), !132)
    #dbg_value(i32 16, !126, !DIExpression(), !132)
    #dbg_value(ptr undef, !127, !DIExpression(), !132)
    #dbg_value(i32 0, !130, !DIExpression(), !134)
  %1 = load i64, ptr @h, align 8, !tbaa !135
    #dbg_value(i64 0, !130, !DIExpression(), !134)
  %2 = xor i64 %1, 51, !dbg !139
  %3 = mul i64 %2, 1099511628211, !dbg !141
    #dbg_value(i64 1, !130, !DIExpression(), !134)
  %4 = xor i64 %3, 250, !dbg !139
  %5 = mul i64 %4, 1099511628211, !dbg !141
    #dbg_value(i64 2, !130, !DIExpression(), !134)
  %6 = xor i64 %5, 35, !dbg !139
    #dbg_value(i64 3, !130, !DIExpression(), !134)
  %7 = mul i64 %6, 956575116354345, !dbg !141
    #dbg_value(i64 4, !130, !DIExpression(), !134)
  %8 = xor i64 %7, 1, !dbg !139
  %9 = mul i64 %8, 1099511628211, !dbg !141
    #dbg_value(i64 5, !130, !DIExpression(), !134)
  %10 = xor i64 %9, 2, !dbg !139
  %11 = mul i64 %10, 1099511628211, !dbg !141
    #dbg_value(i64 6, !130, !DIExpression(), !134)
  %12 = xor i64 %11, 3, !dbg !139
    #dbg_value(i64 7, !130, !DIExpression(), !134)
  %13 = mul i64 %12, 956575116354345, !dbg !141
    #dbg_value(i64 8, !130, !DIExpression(), !134)
  %14 = xor i64 %13, 98, !dbg !139
  %15 = mul i64 %14, 1099511628211, !dbg !141
    #dbg_value(i64 9, !130, !DIExpression(), !134)
  %16 = xor i64 %15, 122, !dbg !139
  %17 = mul i64 %16, 1099511628211, !dbg !141
    #dbg_value(i64 10, !130, !DIExpression(), !134)
  %18 = xor i64 %17, 26, !dbg !139
  %19 = mul i64 %18, 1099511628211, !dbg !141
    #dbg_value(i64 11, !130, !DIExpression(), !134)
  %20 = xor i64 %19, 7, !dbg !139
  %21 = mul i64 %20, 1099511628211, !dbg !141
    #dbg_value(i64 12, !130, !DIExpression(), !134)
  %22 = xor i64 %21, 20, !dbg !139
  %23 = mul i64 %22, 1099511628211, !dbg !141
    #dbg_value(i64 13, !130, !DIExpression(), !134)
  %24 = xor i64 %23, 9, !dbg !139
  %25 = mul i64 %24, 1099511628211, !dbg !141
    #dbg_value(i64 14, !130, !DIExpression(), !134)
  %26 = xor i64 %25, 18, !dbg !139
  %27 = mul i64 %26, 1099511628211, !dbg !141
    #dbg_value(i64 15, !130, !DIExpression(), !134)
  %28 = xor i64 %27, 6, !dbg !139
  %29 = mul i64 %28, 1099511628211, !dbg !141
    #dbg_value(i64 16, !130, !DIExpression(), !134)
    #dbg_value(ptr undef, !119, !DIExpression(), !142)
    #dbg_value(i32 16, !126, !DIExpression(), !142)
    #dbg_value(ptr undef, !127, !DIExpression(), !142)
    #dbg_value(i32 0, !130, !DIExpression(), !144)
    #dbg_value(i64 0, !130, !DIExpression(), !144)
  %30 = xor i64 %29, 252, !dbg !145
  %31 = mul i64 %30, 1099511628211, !dbg !146
    #dbg_value(i64 1, !130, !DIExpression(), !144)
  %32 = xor i64 %31, 127, !dbg !145
  %33 = mul i64 %32, 1099511628211, !dbg !146
    #dbg_value(i64 2, !130, !DIExpression(), !144)
  %34 = xor i64 %33, 116, !dbg !145
  %35 = mul i64 %34, 1099511628211, !dbg !146
    #dbg_value(i64 3, !130, !DIExpression(), !144)
  %36 = xor i64 %35, 236, !dbg !145
  %37 = mul i64 %36, 1099511628211, !dbg !146
    #dbg_value(i64 4, !130, !DIExpression(), !144)
  %38 = xor i64 %37, 128, !dbg !145
  %39 = mul i64 %38, 1099511628211, !dbg !146
    #dbg_value(i64 5, !130, !DIExpression(), !144)
  %40 = xor i64 %39, 254, !dbg !145
  %41 = mul i64 %40, 1099511628211, !dbg !146
    #dbg_value(i64 6, !130, !DIExpression(), !144)
  %42 = xor i64 %41, 38, !dbg !145
    #dbg_value(i64 7, !130, !DIExpression(), !144)
  %43 = mul i64 %42, 956575116354345, !dbg !146
    #dbg_value(i64 8, !130, !DIExpression(), !144)
  %44 = xor i64 %43, 16, !dbg !145
    #dbg_value(i64 9, !130, !DIExpression(), !144)
  %45 = mul i64 %44, 956575116354345, !dbg !146
    #dbg_value(i64 10, !130, !DIExpression(), !144)
  %46 = xor i64 %45, 70, !dbg !145
  %47 = mul i64 %46, 1099511628211, !dbg !146
    #dbg_value(i64 11, !130, !DIExpression(), !144)
  %48 = xor i64 %47, 31, !dbg !145
  %49 = mul i64 %48, 1099511628211, !dbg !146
    #dbg_value(i64 12, !130, !DIExpression(), !144)
  %50 = xor i64 %49, 247, !dbg !145
  %51 = mul i64 %50, 1099511628211, !dbg !146
    #dbg_value(i64 13, !130, !DIExpression(), !144)
  %52 = xor i64 %51, 127, !dbg !145
  %53 = mul i64 %52, 1099511628211, !dbg !146
    #dbg_value(i64 14, !130, !DIExpression(), !144)
  %54 = xor i64 %53, 148, !dbg !145
  %55 = mul i64 %54, 1099511628211, !dbg !146
    #dbg_value(i64 15, !130, !DIExpression(), !144)
  %56 = xor i64 %55, 81, !dbg !145
  %57 = mul i64 %56, 1099511628211, !dbg !146
    #dbg_value(i64 16, !130, !DIExpression(), !144)
    #dbg_value(ptr undef, !119, !DIExpression(), !147)
    #dbg_value(i32 16, !126, !DIExpression(), !147)
    #dbg_value(ptr undef, !127, !DIExpression(), !147)
    #dbg_value(i32 0, !130, !DIExpression(), !149)
    #dbg_value(i64 0, !130, !DIExpression(), !149)
  %58 = xor i64 %57, 84, !dbg !150
  %59 = mul i64 %58, 1099511628211, !dbg !151
    #dbg_value(i64 1, !130, !DIExpression(), !149)
  %60 = xor i64 %59, 85, !dbg !150
  %61 = mul i64 %60, 1099511628211, !dbg !151
    #dbg_value(i64 2, !130, !DIExpression(), !149)
  %62 = xor i64 %61, 85, !dbg !150
  %63 = mul i64 %62, 1099511628211, !dbg !151
    #dbg_value(i64 3, !130, !DIExpression(), !149)
  %64 = xor i64 %63, 85, !dbg !150
  %65 = mul i64 %64, 1099511628211, !dbg !151
    #dbg_value(i64 4, !130, !DIExpression(), !149)
  %66 = xor i64 %65, 104, !dbg !150
  %67 = mul i64 %66, 1099511628211, !dbg !151
    #dbg_value(i64 5, !130, !DIExpression(), !149)
  %68 = xor i64 %67, 255, !dbg !150
  %69 = mul i64 %68, 1099511628211, !dbg !151
    #dbg_value(i64 6, !130, !DIExpression(), !149)
  %70 = xor i64 %69, 255, !dbg !150
  %71 = mul i64 %70, 1099511628211, !dbg !151
    #dbg_value(i64 7, !130, !DIExpression(), !149)
  %72 = xor i64 %71, 255, !dbg !150
  %73 = mul i64 %72, 1099511628211, !dbg !151
    #dbg_value(i64 8, !130, !DIExpression(), !149)
  %74 = xor i64 %73, 30, !dbg !150
  %75 = mul i64 %74, 1099511628211, !dbg !151
    #dbg_value(i64 9, !130, !DIExpression(), !149)
  %76 = xor i64 %75, 48, !dbg !150
  %77 = mul i64 %76, 1099511628211, !dbg !151
    #dbg_value(i64 10, !130, !DIExpression(), !149)
  %78 = xor i64 %77, 163, !dbg !150
  %79 = mul i64 %78, 1099511628211, !dbg !151
    #dbg_value(i64 11, !130, !DIExpression(), !149)
  %80 = xor i64 %79, 97, !dbg !150
  %81 = mul i64 %80, 1099511628211, !dbg !151
    #dbg_value(i64 12, !130, !DIExpression(), !149)
  %82 = xor i64 %81, 151, !dbg !150
  %83 = mul i64 %82, 1099511628211, !dbg !151
    #dbg_value(i64 13, !130, !DIExpression(), !149)
  %84 = xor i64 %83, 36, !dbg !150
  %85 = mul i64 %84, 1099511628211, !dbg !151
    #dbg_value(i64 14, !130, !DIExpression(), !149)
  %86 = xor i64 %85, 73, !dbg !150
  %87 = mul i64 %86, 1099511628211, !dbg !151
    #dbg_value(i64 15, !130, !DIExpression(), !149)
  %88 = xor i64 %87, 18, !dbg !150
  %89 = mul i64 %88, 1099511628211, !dbg !151
    #dbg_value(i64 16, !130, !DIExpression(), !149)
    #dbg_value(ptr undef, !119, !DIExpression(), !152)
    #dbg_value(i32 16, !126, !DIExpression(), !152)
    #dbg_value(ptr undef, !127, !DIExpression(), !152)
    #dbg_value(i32 0, !130, !DIExpression(), !154)
    #dbg_value(i64 0, !130, !DIExpression(), !154)
  %90 = xor i64 %89, 51, !dbg !155
  %91 = mul i64 %90, 1099511628211, !dbg !156
    #dbg_value(i64 1, !130, !DIExpression(), !154)
  %92 = xor i64 %91, 51, !dbg !155
  %93 = mul i64 %92, 1099511628211, !dbg !156
    #dbg_value(i64 2, !130, !DIExpression(), !154)
  %94 = xor i64 %93, 51, !dbg !155
  %95 = mul i64 %94, 1099511628211, !dbg !156
    #dbg_value(i64 3, !130, !DIExpression(), !154)
  %96 = xor i64 %95, 51, !dbg !155
  %97 = mul i64 %96, 1099511628211, !dbg !156
    #dbg_value(i64 4, !130, !DIExpression(), !154)
  %98 = xor i64 %97, 51, !dbg !155
  %99 = mul i64 %98, 1099511628211, !dbg !156
    #dbg_value(i64 5, !130, !DIExpression(), !154)
  %100 = xor i64 %99, 51, !dbg !155
  %101 = mul i64 %100, 1099511628211, !dbg !156
    #dbg_value(i64 6, !130, !DIExpression(), !154)
  %102 = xor i64 %101, 51, !dbg !155
  %103 = mul i64 %102, 1099511628211, !dbg !156
    #dbg_value(i64 7, !130, !DIExpression(), !154)
  %104 = xor i64 %103, 115, !dbg !155
  %105 = mul i64 %104, 1099511628211, !dbg !156
    #dbg_value(i64 8, !130, !DIExpression(), !154)
  %106 = xor i64 %105, 24, !dbg !155
  %107 = mul i64 %106, 1099511628211, !dbg !156
    #dbg_value(i64 9, !130, !DIExpression(), !154)
  %108 = xor i64 %107, 249, !dbg !155
  %109 = mul i64 %108, 1099511628211, !dbg !156
    #dbg_value(i64 10, !130, !DIExpression(), !154)
  %110 = xor i64 %109, 82, !dbg !155
  %111 = mul i64 %110, 1099511628211, !dbg !156
    #dbg_value(i64 11, !130, !DIExpression(), !154)
  %112 = xor i64 %111, 9, !dbg !155
  %113 = mul i64 %112, 1099511628211, !dbg !156
    #dbg_value(i64 12, !130, !DIExpression(), !154)
  %114 = xor i64 %113, 97, !dbg !155
  %115 = mul i64 %114, 1099511628211, !dbg !156
    #dbg_value(i64 13, !130, !DIExpression(), !154)
  %116 = xor i64 %115, 4, !dbg !155
    #dbg_value(i64 14, !130, !DIExpression(), !154)
    #dbg_value(i64 15, !130, !DIExpression(), !154)
  %117 = mul i64 %116, 624165263380053675, !dbg !156
    #dbg_value(i64 16, !130, !DIExpression(), !154)
  store i64 %117, ptr @h, align 8, !dbg !157, !tbaa !135
  %118 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str), !dbg !158
    #dbg_value(i32 0, !104, !DIExpression(), !159)
    #dbg_value(i32 0, !104, !DIExpression(), !159)
  %119 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 51), !dbg !160
    #dbg_value(i32 1, !104, !DIExpression(), !159)
  %120 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef -6), !dbg !160
    #dbg_value(i32 2, !104, !DIExpression(), !159)
  %121 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 35), !dbg !160
    #dbg_value(i32 3, !104, !DIExpression(), !159)
  %122 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 0), !dbg !160
    #dbg_value(i32 4, !104, !DIExpression(), !159)
  %123 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 1), !dbg !160
    #dbg_value(i32 5, !104, !DIExpression(), !159)
  %124 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 2), !dbg !160
    #dbg_value(i32 6, !104, !DIExpression(), !159)
  %125 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 3), !dbg !160
    #dbg_value(i32 7, !104, !DIExpression(), !159)
  %126 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 0), !dbg !160
    #dbg_value(i32 8, !104, !DIExpression(), !159)
  %127 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 98), !dbg !160
    #dbg_value(i32 9, !104, !DIExpression(), !159)
  %128 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 122), !dbg !160
    #dbg_value(i32 10, !104, !DIExpression(), !159)
  %129 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 26), !dbg !160
    #dbg_value(i32 11, !104, !DIExpression(), !159)
  %130 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 7), !dbg !160
    #dbg_value(i32 12, !104, !DIExpression(), !159)
  %131 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 20), !dbg !160
    #dbg_value(i32 13, !104, !DIExpression(), !159)
  %132 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 9), !dbg !160
    #dbg_value(i32 14, !104, !DIExpression(), !159)
  %133 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 18), !dbg !160
    #dbg_value(i32 15, !104, !DIExpression(), !159)
  %134 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 6), !dbg !160
    #dbg_value(i32 16, !104, !DIExpression(), !159)
  %135 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2), !dbg !162
    #dbg_value(i32 0, !106, !DIExpression(), !163)
    #dbg_value(i32 0, !106, !DIExpression(), !163)
  %136 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 32764), !dbg !164
    #dbg_value(i32 1, !106, !DIExpression(), !163)
  %137 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef -5004), !dbg !164
    #dbg_value(i32 2, !106, !DIExpression(), !163)
  %138 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef -384), !dbg !164
    #dbg_value(i32 3, !106, !DIExpression(), !163)
  %139 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 38), !dbg !164
    #dbg_value(i32 4, !106, !DIExpression(), !163)
  %140 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 16), !dbg !164
    #dbg_value(i32 5, !106, !DIExpression(), !163)
  %141 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 8006), !dbg !164
    #dbg_value(i32 6, !106, !DIExpression(), !163)
  %142 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 32759), !dbg !164
    #dbg_value(i32 7, !106, !DIExpression(), !163)
  %143 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 20884), !dbg !164
    #dbg_value(i32 8, !106, !DIExpression(), !163)
  %144 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 1431655764, i32 noundef -152, i32 noundef 1638084638, i32 noundef 306783383, i64 noundef 8301034833169298227, i64 noundef 4814814771480), !dbg !166
    #dbg_value(<4 x i32> <i32 2, i32 3, i32 77777, i32 2147483647>, !108, !DIExpression(), !118)
    #dbg_value(<16 x i8> <i8 127, i8 -102, i8 -4, i8 0, i8 0, i8 0, i8 0, i8 42, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0>, !109, !DIExpression(), !118)
    #dbg_value(<8 x i16> <i16 -32768, i16 -3, i16 -1, i16 -300, i16 7, i16 1000, i16 32767, i16 -1>, !110, !DIExpression(), !118)
    #dbg_value(<2 x i64> <i64 1, i64 4611686018427387904>, !111, !DIExpression(), !118)
    #dbg_value(ptr undef, !119, !DIExpression(), !167)
    #dbg_value(i32 16, !126, !DIExpression(), !167)
    #dbg_value(ptr undef, !127, !DIExpression(), !167)
    #dbg_value(i32 0, !130, !DIExpression(), !169)
  %145 = load i64, ptr @h, align 8, !tbaa !135
    #dbg_value(i64 0, !130, !DIExpression(), !169)
  %146 = xor i64 %145, 2, !dbg !170
    #dbg_value(i64 3, !130, !DIExpression(), !169)
  %147 = mul i64 %146, -6919028725695267695, !dbg !171
    #dbg_value(i64 4, !130, !DIExpression(), !169)
  %148 = xor i64 %147, 3, !dbg !170
    #dbg_value(i64 7, !130, !DIExpression(), !169)
  %149 = mul i64 %148, -6919028725695267695, !dbg !171
    #dbg_value(i64 8, !130, !DIExpression(), !169)
  %150 = xor i64 %149, 209, !dbg !170
  %151 = mul i64 %150, 1099511628211, !dbg !171
    #dbg_value(i64 9, !130, !DIExpression(), !169)
  %152 = xor i64 %151, 47, !dbg !170
  %153 = mul i64 %152, 1099511628211, !dbg !171
    #dbg_value(i64 10, !130, !DIExpression(), !169)
  %154 = xor i64 %153, 1, !dbg !170
    #dbg_value(i64 11, !130, !DIExpression(), !169)
  %155 = mul i64 %154, 956575116354345, !dbg !171
    #dbg_value(i64 12, !130, !DIExpression(), !169)
  %156 = xor i64 %155, 255, !dbg !170
  %157 = mul i64 %156, 1099511628211, !dbg !171
    #dbg_value(i64 13, !130, !DIExpression(), !169)
  %158 = xor i64 %157, 255, !dbg !170
  %159 = mul i64 %158, 1099511628211, !dbg !171
    #dbg_value(i64 14, !130, !DIExpression(), !169)
  %160 = xor i64 %159, 255, !dbg !170
  %161 = mul i64 %160, 1099511628211, !dbg !171
    #dbg_value(i64 15, !130, !DIExpression(), !169)
  %162 = xor i64 %161, 127, !dbg !170
  %163 = mul i64 %162, 1099511628211, !dbg !171
    #dbg_value(i64 16, !130, !DIExpression(), !169)
    #dbg_value(ptr undef, !119, !DIExpression(), !172)
    #dbg_value(i32 16, !126, !DIExpression(), !172)
    #dbg_value(ptr undef, !127, !DIExpression(), !172)
    #dbg_value(i64 0, !130, !DIExpression(), !174)
  %164 = xor i64 %163, 127, !dbg !175
  %165 = mul i64 %164, 1099511628211, !dbg !176
    #dbg_value(i64 1, !130, !DIExpression(), !174)
  %166 = xor i64 %165, 154, !dbg !175
  %167 = mul i64 %166, 1099511628211, !dbg !176
    #dbg_value(i64 2, !130, !DIExpression(), !174)
  %168 = xor i64 %167, 252, !dbg !175
    #dbg_value(i64 6, !130, !DIExpression(), !174)
  %169 = mul i64 %168, 913917546033277539, !dbg !176
    #dbg_value(i64 7, !130, !DIExpression(), !174)
  %170 = xor i64 %169, 42, !dbg !175
    #dbg_value(i64 16, !130, !DIExpression(), !174)
    #dbg_value(ptr undef, !119, !DIExpression(), !177)
    #dbg_value(i32 16, !126, !DIExpression(), !177)
    #dbg_value(ptr undef, !127, !DIExpression(), !177)
    #dbg_value(i64 0, !130, !DIExpression(), !179)
  %171 = mul i64 %170, 1775861927039214153, !dbg !180
    #dbg_value(i64 1, !130, !DIExpression(), !179)
  %172 = xor i64 %171, 128, !dbg !181
  %173 = mul i64 %172, 1099511628211, !dbg !180
    #dbg_value(i64 2, !130, !DIExpression(), !179)
  %174 = xor i64 %173, 253, !dbg !181
  %175 = mul i64 %174, 1099511628211, !dbg !180
    #dbg_value(i64 3, !130, !DIExpression(), !179)
  %176 = xor i64 %175, 255, !dbg !181
  %177 = mul i64 %176, 1099511628211, !dbg !180
    #dbg_value(i64 4, !130, !DIExpression(), !179)
  %178 = xor i64 %177, 255, !dbg !181
  %179 = mul i64 %178, 1099511628211, !dbg !180
    #dbg_value(i64 5, !130, !DIExpression(), !179)
  %180 = xor i64 %179, 255, !dbg !181
  %181 = mul i64 %180, 1099511628211, !dbg !180
    #dbg_value(i64 6, !130, !DIExpression(), !179)
  %182 = xor i64 %181, 212, !dbg !181
  %183 = mul i64 %182, 1099511628211, !dbg !180
    #dbg_value(i64 7, !130, !DIExpression(), !179)
  %184 = xor i64 %183, 254, !dbg !181
  %185 = mul i64 %184, 1099511628211, !dbg !180
    #dbg_value(i64 8, !130, !DIExpression(), !179)
  %186 = xor i64 %185, 7, !dbg !181
    #dbg_value(i64 9, !130, !DIExpression(), !179)
  %187 = mul i64 %186, 956575116354345, !dbg !180
    #dbg_value(i64 10, !130, !DIExpression(), !179)
  %188 = xor i64 %187, 232, !dbg !181
  %189 = mul i64 %188, 1099511628211, !dbg !180
    #dbg_value(i64 11, !130, !DIExpression(), !179)
  %190 = xor i64 %189, 3, !dbg !181
  %191 = mul i64 %190, 1099511628211, !dbg !180
    #dbg_value(i64 12, !130, !DIExpression(), !179)
  %192 = xor i64 %191, 255, !dbg !181
  %193 = mul i64 %192, 1099511628211, !dbg !180
    #dbg_value(i64 13, !130, !DIExpression(), !179)
  %194 = xor i64 %193, 127, !dbg !181
  %195 = mul i64 %194, 1099511628211, !dbg !180
    #dbg_value(i64 14, !130, !DIExpression(), !179)
  %196 = xor i64 %195, 255, !dbg !181
  %197 = mul i64 %196, 1099511628211, !dbg !180
    #dbg_value(i64 15, !130, !DIExpression(), !179)
  %198 = xor i64 %197, 255, !dbg !181
  %199 = mul i64 %198, 1099511628211, !dbg !180
    #dbg_value(i64 16, !130, !DIExpression(), !179)
    #dbg_value(ptr undef, !119, !DIExpression(), !182)
    #dbg_value(i32 16, !126, !DIExpression(), !182)
    #dbg_value(ptr undef, !127, !DIExpression(), !182)
    #dbg_value(i64 0, !130, !DIExpression(), !184)
  %200 = xor i64 %199, 1, !dbg !185
    #dbg_value(i64 14, !130, !DIExpression(), !184)
  %201 = mul i64 %200, 2442422338666789947, !dbg !186
    #dbg_value(i64 15, !130, !DIExpression(), !184)
  %202 = xor i64 %201, 64, !dbg !185
  %203 = mul i64 %202, 1099511628211, !dbg !186
    #dbg_value(i64 16, !130, !DIExpression(), !184)
  store i64 %203, ptr @h, align 8, !dbg !187, !tbaa !135
  %204 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef 2, i32 noundef 3, i32 noundef 77777, i32 noundef 2147483647, i32 noundef 127, i32 noundef 154, i32 noundef 252, i32 noundef 0, i32 noundef 32768, i64 noundef 1, i64 noundef 4611686018427387904), !dbg !188
    #dbg_value(<4 x i32> <i32 -2147483642, i32 -5, i32 -1, i32 2147483647>, !117, !DIExpression(), !118)
  %205 = tail call fastcc i64 @lane_sum(), !dbg !189
  %206 = load i64, ptr @h, align 8, !dbg !190, !tbaa !135
  %207 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i64 noundef %205, i32 noundef -2147483642, i32 noundef -1, i64 noundef %206), !dbg !191
  %208 = load i64, ptr @h, align 8, !dbg !192, !tbaa !135
  %209 = trunc i64 %208 to i32, !dbg !193
  %210 = and i32 %209, 127, !dbg !193
  ret i32 %210, !dbg !194
}

; Function Attrs: nofree nounwind
declare !dbg !195 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef range(i64 -8589934592, 8589934589) i64 @lane_sum() unnamed_addr #2 !dbg !202 {
    #dbg_value(<4 x i32> <i32 -2147483647, i32 -5, i32 77777, i32 2147483647>, !206, !DIExpression(), !207)
  ret i64 77772, !dbg !208
}

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="128" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="128" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.dbg.cu = !{!31}
!llvm.module.flags = !{!71, !72, !73, !74, !75, !76, !77}
!llvm.ident = !{!78}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 38, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "programs/vector_int_ops.c", directory: ".", checksumkind: CSK_MD5, checksum: "63d28e61a5037966345d7fda9a8dbe37")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 32, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 4)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 38, type: !3, isLocal: true, isDefinition: true)
!9 = !DIGlobalVariableExpression(var: !10, expr: !DIExpression())
!10 = distinct !DIGlobalVariable(scope: null, file: !2, line: 39, type: !11, isLocal: true, isDefinition: true)
!11 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 48, elements: !12)
!12 = !{!13}
!13 = !DISubrange(count: 6)
!14 = !DIGlobalVariableExpression(var: !15, expr: !DIExpression())
!15 = distinct !DIGlobalVariable(scope: null, file: !2, line: 40, type: !16, isLocal: true, isDefinition: true)
!16 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 272, elements: !17)
!17 = !{!18}
!18 = !DISubrange(count: 34)
!19 = !DIGlobalVariableExpression(var: !20, expr: !DIExpression())
!20 = distinct !DIGlobalVariable(scope: null, file: !2, line: 46, type: !21, isLocal: true, isDefinition: true)
!21 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 496, elements: !22)
!22 = !{!23}
!23 = !DISubrange(count: 62)
!24 = !DIGlobalVariableExpression(var: !25, expr: !DIExpression())
!25 = distinct !DIGlobalVariable(scope: null, file: !2, line: 48, type: !26, isLocal: true, isDefinition: true)
!26 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 328, elements: !27)
!27 = !{!28}
!28 = !DISubrange(count: 41)
!29 = !DIGlobalVariableExpression(var: !30, expr: !DIExpression())
!30 = distinct !DIGlobalVariable(name: "h", scope: !31, file: !2, line: 17, type: !50, isLocal: true, isDefinition: true)
!31 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !32, globals: !70, splitDebugInlining: false, nameTableKind: None)
!32 = !{!33, !34, !43, !50, !51, !52, !58, !62, !67}
!33 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!34 = !DIDerivedType(tag: DW_TAG_typedef, name: "v16u8", file: !2, line: 9, baseType: !35)
!35 = !DICompositeType(tag: DW_TAG_array_type, baseType: !36, size: 128, flags: DIFlagVector, elements: !41)
!36 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint8_t", file: !37, line: 24, baseType: !38)
!37 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-uintn.h", directory: "", checksumkind: CSK_MD5, checksum: "2bf2ae53c58c01b1a1b9383b5195125c")
!38 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint8_t", file: !39, line: 38, baseType: !40)
!39 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!40 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!41 = !{!42}
!42 = !DISubrange(count: 16)
!43 = !DIDerivedType(tag: DW_TAG_typedef, name: "v8u16", file: !2, line: 11, baseType: !44)
!44 = !DICompositeType(tag: DW_TAG_array_type, baseType: !45, size: 128, flags: DIFlagVector, elements: !48)
!45 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint16_t", file: !37, line: 25, baseType: !46)
!46 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint16_t", file: !39, line: 40, baseType: !47)
!47 = !DIBasicType(name: "unsigned short", size: 16, encoding: DW_ATE_unsigned)
!48 = !{!49}
!49 = !DISubrange(count: 8)
!50 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!51 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!52 = !DIDerivedType(tag: DW_TAG_typedef, name: "v16i8", file: !2, line: 8, baseType: !53)
!53 = !DICompositeType(tag: DW_TAG_array_type, baseType: !54, size: 128, flags: DIFlagVector, elements: !41)
!54 = !DIDerivedType(tag: DW_TAG_typedef, name: "int8_t", file: !55, line: 24, baseType: !56)
!55 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-intn.h", directory: "", checksumkind: CSK_MD5, checksum: "55bcbdc3159515ebd91d351a70d505f4")
!56 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int8_t", file: !39, line: 37, baseType: !57)
!57 = !DIBasicType(name: "signed char", size: 8, encoding: DW_ATE_signed_char)
!58 = !DIDerivedType(tag: DW_TAG_typedef, name: "v4i32", file: !2, line: 12, baseType: !59)
!59 = !DICompositeType(tag: DW_TAG_array_type, baseType: !60, size: 128, flags: DIFlagVector, elements: !5)
!60 = !DIDerivedType(tag: DW_TAG_typedef, name: "int32_t", file: !55, line: 26, baseType: !61)
!61 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int32_t", file: !39, line: 41, baseType: !51)
!62 = !DIDerivedType(tag: DW_TAG_typedef, name: "v4u32", file: !2, line: 13, baseType: !63)
!63 = !DICompositeType(tag: DW_TAG_array_type, baseType: !64, size: 128, flags: DIFlagVector, elements: !5)
!64 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint32_t", file: !37, line: 26, baseType: !65)
!65 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint32_t", file: !39, line: 42, baseType: !66)
!66 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!67 = !DIDerivedType(tag: DW_TAG_typedef, name: "int64_t", file: !55, line: 27, baseType: !68)
!68 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int64_t", file: !39, line: 44, baseType: !69)
!69 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!70 = !{!0, !7, !9, !14, !19, !24, !29}
!71 = !{i32 7, !"Dwarf Version", i32 5}
!72 = !{i32 2, !"Debug Info Version", i32 3}
!73 = !{i32 1, !"wchar_size", i32 4}
!74 = !{i32 8, !"PIC Level", i32 2}
!75 = !{i32 7, !"PIE Level", i32 2}
!76 = !{i32 7, !"uwtable", i32 2}
!77 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!78 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!79 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 31, type: !80, scopeLine: 31, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !31, retainedNodes: !82)
!80 = !DISubroutineType(types: !81)
!81 = !{!51}
!82 = !{!83, !84, !85, !91, !92, !93, !94, !99, !100, !101, !102, !103, !104, !106, !108, !109, !110, !111, !117}
!83 = !DILocalVariable(name: "a8", scope: !79, file: !2, line: 32, type: !52)
!84 = !DILocalVariable(name: "b8", scope: !79, file: !2, line: 32, type: !52)
!85 = !DILocalVariable(name: "a16", scope: !79, file: !2, line: 33, type: !86)
!86 = !DIDerivedType(tag: DW_TAG_typedef, name: "v8i16", file: !2, line: 10, baseType: !87)
!87 = !DICompositeType(tag: DW_TAG_array_type, baseType: !88, size: 128, flags: DIFlagVector, elements: !48)
!88 = !DIDerivedType(tag: DW_TAG_typedef, name: "int16_t", file: !55, line: 25, baseType: !89)
!89 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int16_t", file: !39, line: 39, baseType: !90)
!90 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!91 = !DILocalVariable(name: "b16", scope: !79, file: !2, line: 33, type: !86)
!92 = !DILocalVariable(name: "a32", scope: !79, file: !2, line: 34, type: !58)
!93 = !DILocalVariable(name: "b32", scope: !79, file: !2, line: 34, type: !58)
!94 = !DILocalVariable(name: "a64", scope: !79, file: !2, line: 35, type: !95)
!95 = !DIDerivedType(tag: DW_TAG_typedef, name: "v2i64", file: !2, line: 14, baseType: !96)
!96 = !DICompositeType(tag: DW_TAG_array_type, baseType: !67, size: 128, flags: DIFlagVector, elements: !97)
!97 = !{!98}
!98 = !DISubrange(count: 2)
!99 = !DILocalVariable(name: "b64", scope: !79, file: !2, line: 35, type: !95)
!100 = !DILocalVariable(name: "r8", scope: !79, file: !2, line: 36, type: !52)
!101 = !DILocalVariable(name: "r16", scope: !79, file: !2, line: 36, type: !86)
!102 = !DILocalVariable(name: "r32", scope: !79, file: !2, line: 36, type: !58)
!103 = !DILocalVariable(name: "r64", scope: !79, file: !2, line: 36, type: !95)
!104 = !DILocalVariable(name: "i", scope: !105, file: !2, line: 38, type: !51)
!105 = distinct !DILexicalBlock(scope: !79, file: !2, line: 38, column: 20)
!106 = !DILocalVariable(name: "i", scope: !107, file: !2, line: 39, type: !51)
!107 = distinct !DILexicalBlock(scope: !79, file: !2, line: 39, column: 23)
!108 = !DILocalVariable(name: "sel", scope: !79, file: !2, line: 41, type: !58)
!109 = !DILocalVariable(name: "uc", scope: !79, file: !2, line: 42, type: !34)
!110 = !DILocalVariable(name: "um", scope: !79, file: !2, line: 43, type: !43)
!111 = !DILocalVariable(name: "us", scope: !79, file: !2, line: 44, type: !112)
!112 = !DIDerivedType(tag: DW_TAG_typedef, name: "v2u64", file: !2, line: 15, baseType: !113)
!113 = !DICompositeType(tag: DW_TAG_array_type, baseType: !114, size: 128, flags: DIFlagVector, elements: !97)
!114 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint64_t", file: !37, line: 27, baseType: !115)
!115 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint64_t", file: !39, line: 45, baseType: !116)
!116 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!117 = !DILocalVariable(name: "ins", scope: !79, file: !2, line: 47, type: !58)
!118 = !DILocation(line: 0, scope: !79)
!119 = !DILocalVariable(name: "p", arg: 1, scope: !120, file: !2, line: 18, type: !123)
!120 = distinct !DISubprogram(name: "mixb", scope: !2, file: !2, line: 18, type: !121, scopeLine: 18, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !31, retainedNodes: !125)
!121 = !DISubroutineType(types: !122)
!122 = !{null, !123, !51}
!123 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !124, size: 64)
!124 = !DIDerivedType(tag: DW_TAG_const_type, baseType: null)
!125 = !{!119, !126, !127, !130}
!126 = !DILocalVariable(name: "n", arg: 2, scope: !120, file: !2, line: 18, type: !51)
!127 = !DILocalVariable(name: "b", scope: !120, file: !2, line: 18, type: !128)
!128 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !129, size: 64)
!129 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !40)
!130 = !DILocalVariable(name: "i", scope: !131, file: !2, line: 18, type: !51)
!131 = distinct !DILexicalBlock(scope: !120, file: !2, line: 18, column: 70)
!132 = !DILocation(line: 0, scope: !120, inlinedAt: !133)
!133 = distinct !DILocation(line: 37, column: 5, scope: !79)
!134 = !DILocation(line: 0, scope: !131, inlinedAt: !133)
!135 = !{!136, !136, i64 0}
!136 = !{!"long long", !137, i64 0}
!137 = !{!"omnipotent char", !138, i64 0}
!138 = !{!"Simple C/C++ TBAA"}
!139 = !DILocation(line: 18, column: 105, scope: !140, inlinedAt: !133)
!140 = distinct !DILexicalBlock(scope: !131, file: !2, line: 18, column: 70)
!141 = !DILocation(line: 18, column: 113, scope: !140, inlinedAt: !133)
!142 = !DILocation(line: 0, scope: !120, inlinedAt: !143)
!143 = distinct !DILocation(line: 37, column: 14, scope: !79)
!144 = !DILocation(line: 0, scope: !131, inlinedAt: !143)
!145 = !DILocation(line: 18, column: 105, scope: !140, inlinedAt: !143)
!146 = !DILocation(line: 18, column: 113, scope: !140, inlinedAt: !143)
!147 = !DILocation(line: 0, scope: !120, inlinedAt: !148)
!148 = distinct !DILocation(line: 37, column: 24, scope: !79)
!149 = !DILocation(line: 0, scope: !131, inlinedAt: !148)
!150 = !DILocation(line: 18, column: 105, scope: !140, inlinedAt: !148)
!151 = !DILocation(line: 18, column: 113, scope: !140, inlinedAt: !148)
!152 = !DILocation(line: 0, scope: !120, inlinedAt: !153)
!153 = distinct !DILocation(line: 37, column: 34, scope: !79)
!154 = !DILocation(line: 0, scope: !131, inlinedAt: !153)
!155 = !DILocation(line: 18, column: 105, scope: !140, inlinedAt: !153)
!156 = !DILocation(line: 18, column: 113, scope: !140, inlinedAt: !153)
!157 = !DILocation(line: 18, scope: !140, inlinedAt: !153)
!158 = !DILocation(line: 38, column: 5, scope: !79)
!159 = !DILocation(line: 0, scope: !105)
!160 = !DILocation(line: 38, column: 49, scope: !161)
!161 = distinct !DILexicalBlock(scope: !105, file: !2, line: 38, column: 20)
!162 = !DILocation(line: 39, column: 5, scope: !79)
!163 = !DILocation(line: 0, scope: !107)
!164 = !DILocation(line: 39, column: 51, scope: !165)
!165 = distinct !DILexicalBlock(scope: !107, file: !2, line: 39, column: 23)
!166 = !DILocation(line: 40, column: 5, scope: !79)
!167 = !DILocation(line: 0, scope: !120, inlinedAt: !168)
!168 = distinct !DILocation(line: 45, column: 5, scope: !79)
!169 = !DILocation(line: 0, scope: !131, inlinedAt: !168)
!170 = !DILocation(line: 18, column: 105, scope: !140, inlinedAt: !168)
!171 = !DILocation(line: 18, column: 113, scope: !140, inlinedAt: !168)
!172 = !DILocation(line: 0, scope: !120, inlinedAt: !173)
!173 = distinct !DILocation(line: 45, column: 15, scope: !79)
!174 = !DILocation(line: 0, scope: !131, inlinedAt: !173)
!175 = !DILocation(line: 18, column: 105, scope: !140, inlinedAt: !173)
!176 = !DILocation(line: 18, column: 113, scope: !140, inlinedAt: !173)
!177 = !DILocation(line: 0, scope: !120, inlinedAt: !178)
!178 = distinct !DILocation(line: 45, column: 24, scope: !79)
!179 = !DILocation(line: 0, scope: !131, inlinedAt: !178)
!180 = !DILocation(line: 18, column: 113, scope: !140, inlinedAt: !178)
!181 = !DILocation(line: 18, column: 105, scope: !140, inlinedAt: !178)
!182 = !DILocation(line: 0, scope: !120, inlinedAt: !183)
!183 = distinct !DILocation(line: 45, column: 33, scope: !79)
!184 = !DILocation(line: 0, scope: !131, inlinedAt: !183)
!185 = !DILocation(line: 18, column: 105, scope: !140, inlinedAt: !183)
!186 = !DILocation(line: 18, column: 113, scope: !140, inlinedAt: !183)
!187 = !DILocation(line: 18, scope: !140, inlinedAt: !183)
!188 = !DILocation(line: 46, column: 5, scope: !79)
!189 = !DILocation(line: 48, column: 68, scope: !79)
!190 = !DILocation(line: 48, column: 99, scope: !79)
!191 = !DILocation(line: 48, column: 5, scope: !79)
!192 = !DILocation(line: 49, column: 18, scope: !79)
!193 = !DILocation(line: 49, column: 12, scope: !79)
!194 = !DILocation(line: 49, column: 5, scope: !79)
!195 = !DISubprogram(name: "printf", scope: !196, file: !196, line: 356, type: !197, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!196 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!197 = !DISubroutineType(types: !198)
!198 = !{!51, !199, null}
!199 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !200)
!200 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !201, size: 64)
!201 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!202 = distinct !DISubprogram(name: "lane_sum", scope: !2, file: !2, line: 29, type: !203, scopeLine: 29, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !31, retainedNodes: !205)
!203 = !DISubroutineType(cc: DW_CC_nocall, types: !204)
!204 = !{!67, !58}
!205 = !{!206}
!206 = !DILocalVariable(name: "v", arg: 1, scope: !202, file: !2, line: 29, type: !58)
!207 = !DILocation(line: 0, scope: !202)
!208 = !DILocation(line: 29, column: 62, scope: !202)
