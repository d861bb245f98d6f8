; ModuleID = 'programs/bitfields_odd_widths.c'
source_filename = "programs/bitfields_odd_widths.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.bf2 = type { i64, i64, i64, i8, [6 x i8] }

@.str = private unnamed_addr constant [23 x i8] c"sizes %zu %zu %zu %zu\0A\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [45 x i8] c"k=%d a=%u b=%d c=%u d=%d e=%u f=%u sum=%lld \00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [13 x i8] c"total1=%lld\0A\00", align 1, !dbg !12
@.str.3 = private unnamed_addr constant [43 x i8] c"k=%lld x=%llu y=%lld z=%llu tag=%u w=%lld\0A\00", align 1, !dbg !17
@.str.4 = private unnamed_addr constant [20 x i8] c"bf3 %c %d %d %d %u\0A\00", align 1, !dbg !22
@.str.5 = private unnamed_addr constant [14 x i8] c"bf4 %u %u %u \00", align 1, !dbg !27
@.str.6 = private unnamed_addr constant [23 x i8] c"neg=%lld sh=%d cmp=%d\0A\00", align 1, !dbg !32
@.str.7 = private unnamed_addr constant [6 x i8] c"d=%d\0A\00", align 1, !dbg !34
@.str.8 = private unnamed_addr constant [11 x i8] c"c wrap=%u\0A\00", align 1, !dbg !39
@.str.9 = private unnamed_addr constant [5 x i8] c"%02x\00", align 1, !dbg !44

; Function Attrs: nofree nounwind uwtable
define dso_local range(i32 0, 64) i32 @main() local_unnamed_addr #0 !dbg !71 {
  %1 = alloca %struct.bf2, align 8, !DIAssignID !122
    #dbg_assign(i1 undef, !92, !DIExpression(), !122, ptr %1, !DIExpression(), !123)
  %2 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i64 noundef 8, i64 noundef 32, i64 noundef 12, i64 noundef 2), !dbg !124
    #dbg_value(i64 0, !75, !DIExpression(), !125)
    #dbg_value(i32 -5, !76, !DIExpression(), !126)
  br label %9, !dbg !127

3:                                                ; preds = %64
  %4 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i64 noundef %14), !dbg !128
    #dbg_value(i64 -3, !90, !DIExpression(), !129)
  %5 = getelementptr inbounds i8, ptr %1, i64 8
  %6 = getelementptr inbounds i8, ptr %1, i64 16
  %7 = getelementptr inbounds i8, ptr %1, i64 24
  %8 = getelementptr inbounds i8, ptr %1, i64 25
  br label %79, !dbg !130

9:                                                ; preds = %0, %64
  %10 = phi i64 [ 0, %0 ], [ %14, %64 ]
  %11 = phi i32 [ -5, %0 ], [ %65, %64 ]
    #dbg_value(i64 %10, !75, !DIExpression(), !125)
    #dbg_value(i32 %11, !76, !DIExpression(), !126)
  %12 = tail call fastcc i64 @mk1(i32 noundef %11), !dbg !131
    #dbg_value(i64 %12, !78, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 0, 8), !132)
    #dbg_value(i64 %12, !78, !DIExpression(DW_OP_constu, 8, DW_OP_shr, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 8, 8), !132)
    #dbg_value(i64 %12, !78, !DIExpression(DW_OP_constu, 16, DW_OP_shr, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 16, 8), !132)
    #dbg_value(i64 %12, !78, !DIExpression(DW_OP_constu, 24, DW_OP_shr, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 24, 8), !132)
    #dbg_value(i64 %12, !78, !DIExpression(DW_OP_constu, 32, DW_OP_shr, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 32, 8), !132)
    #dbg_value(i64 %12, !78, !DIExpression(DW_OP_constu, 40, DW_OP_shr, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 40, 8), !132)
    #dbg_value(i64 %12, !78, !DIExpression(DW_OP_constu, 48, DW_OP_shr, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 48, 8), !132)
    #dbg_value(i64 %12, !78, !DIExpression(DW_OP_constu, 56, DW_OP_shr, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 56, 8), !132)
  %13 = tail call fastcc i64 @sum1(i64 %12), !dbg !133
    #dbg_value(i64 %13, !89, !DIExpression(), !132)
  %14 = add nsw i64 %13, %10, !dbg !134
    #dbg_value(i64 %14, !75, !DIExpression(), !125)
  %15 = srem i32 %11, 5, !dbg !135
  %16 = icmp eq i32 %15, 0, !dbg !137
  br i1 %16, label %17, label %64, !dbg !138

17:                                               ; preds = %9
  %18 = lshr i64 %12, 56, !dbg !131
    #dbg_value(i64 %18, !78, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 56, 8), !132)
  %19 = trunc nuw nsw i64 %18 to i32, !dbg !131
    #dbg_value(i64 %18, !78, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 56, 8), !132)
  %20 = lshr i64 %12, 48, !dbg !131
    #dbg_value(i64 %20, !78, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 48, 8), !132)
  %21 = trunc nuw nsw i64 %20 to i32, !dbg !131
    #dbg_value(i64 %20, !78, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 48, 8), !132)
  %22 = lshr i64 %12, 40, !dbg !131
    #dbg_value(i64 %22, !78, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 40, 8), !132)
  %23 = trunc nuw nsw i64 %22 to i32, !dbg !131
    #dbg_value(i64 %22, !78, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 40, 8), !132)
  %24 = lshr i64 %12, 32, !dbg !131
    #dbg_value(i64 %24, !78, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 32, 8), !132)
  %25 = trunc nuw nsw i64 %24 to i32, !dbg !131
    #dbg_value(i64 %24, !78, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 32, 8), !132)
    #dbg_value(i64 %12, !78, !DIExpression(DW_OP_constu, 24, DW_OP_shr, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 24, 8), !132)
  %26 = trunc i64 %12 to i32, !dbg !131
  %27 = lshr i32 %26, 24, !dbg !131
    #dbg_value(i64 %12, !78, !DIExpression(DW_OP_constu, 24, DW_OP_shr, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 24, 8), !132)
    #dbg_value(i64 %12, !78, !DIExpression(DW_OP_constu, 16, DW_OP_shr, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 16, 8), !132)
  %28 = trunc i64 %12 to i32, !dbg !131
  %29 = lshr i32 %28, 16, !dbg !131
    #dbg_value(i64 %12, !78, !DIExpression(DW_OP_constu, 16, DW_OP_shr, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 16, 8), !132)
    #dbg_value(i64 %12, !78, !DIExpression(DW_OP_constu, 8, DW_OP_shr, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 8, 8), !132)
  %30 = trunc i64 %12 to i32, !dbg !131
  %31 = lshr i32 %30, 8, !dbg !131
    #dbg_value(i64 %12, !78, !DIExpression(DW_OP_constu, 8, DW_OP_shr, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 8, 8), !132)
  %32 = trunc i64 %12 to i32, !dbg !131
    #dbg_value(i64 %12, !78, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 0, 8), !132)
  %33 = trunc i64 %12 to i32, !dbg !139
  %34 = and i32 %33, 7, !dbg !139
  %35 = shl i64 %12, 58, !dbg !141
  %36 = ashr i64 %35, 61, !dbg !141
  %37 = trunc nsw i64 %36 to i32, !dbg !141
  %38 = lshr i32 %33, 6, !dbg !142
  %39 = and i32 %38, 131071, !dbg !142
  %40 = shl i64 %12, 15, !dbg !143
  %41 = ashr i64 %40, 47, !dbg !143
  %42 = trunc nsw i64 %41 to i32, !dbg !143
  %43 = lshr i64 %12, 49, !dbg !144
  %44 = trunc nuw nsw i64 %43 to i32, !dbg !144
  %45 = and i32 %44, 1, !dbg !144
  %46 = lshr i64 %12, 50, !dbg !145
  %47 = trunc nuw nsw i64 %46 to i32, !dbg !145
  %48 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %11, i32 noundef %34, i32 noundef %37, i32 noundef %39, i32 noundef %42, i32 noundef %45, i32 noundef %47, i64 noundef %13), !dbg !146
    #dbg_value(ptr undef, !147, !DIExpression(), !163)
    #dbg_value(i64 8, !157, !DIExpression(), !163)
    #dbg_value(ptr undef, !158, !DIExpression(), !163)
    #dbg_value(i64 0, !161, !DIExpression(), !165)
    #dbg_value(i64 0, !161, !DIExpression(), !165)
  %49 = and i32 %32, 255, !dbg !166
  %50 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef %49), !dbg !168
    #dbg_value(i64 1, !161, !DIExpression(), !165)
  %51 = and i32 %31, 255, !dbg !166
  %52 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef %51), !dbg !168
    #dbg_value(i64 2, !161, !DIExpression(), !165)
  %53 = and i32 %29, 255, !dbg !166
  %54 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef %53), !dbg !168
    #dbg_value(i64 3, !161, !DIExpression(), !165)
  %55 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef %27), !dbg !168
    #dbg_value(i64 4, !161, !DIExpression(), !165)
  %56 = and i32 %25, 255, !dbg !166
  %57 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef %56), !dbg !168
    #dbg_value(i64 5, !161, !DIExpression(), !165)
  %58 = and i32 %23, 255, !dbg !166
  %59 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef %58), !dbg !168
    #dbg_value(i64 6, !161, !DIExpression(), !165)
  %60 = and i32 %21, 255, !dbg !166
  %61 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef %60), !dbg !168
    #dbg_value(i64 7, !161, !DIExpression(), !165)
  %62 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef %19), !dbg !168
    #dbg_value(i64 8, !161, !DIExpression(), !165)
  %63 = tail call i32 @putchar(i32 10), !dbg !169
  br label %64, !dbg !170

64:                                               ; preds = %17, %9
  %65 = add nsw i32 %11, 7, !dbg !171
    #dbg_value(i64 %14, !75, !DIExpression(), !125)
    #dbg_value(i32 %65, !76, !DIExpression(), !126)
  %66 = icmp slt i32 %11, 293, !dbg !172
  br i1 %66, label %9, label %3, !dbg !127, !llvm.loop !173

67:                                               ; preds = %79
    #dbg_value(i8 113, !102, !DIExpression(DW_OP_LLVM_fragment, 0, 8), !125)
    #dbg_value(i8 16, !102, !DIExpression(DW_OP_LLVM_fragment, 8, 8), !125)
    #dbg_value(i16 poison, !102, !DIExpression(DW_OP_LLVM_fragment, 16, 16), !125)
    #dbg_value(i64 143834813684514815, !102, !DIExpression(DW_OP_LLVM_fragment, 32, 64), !125)
  %68 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef 113, i32 noundef -16, i32 noundef 1073741823, i32 noundef -256, i32 noundef 511), !dbg !176
    #dbg_value(i8 15, !102, !DIExpression(DW_OP_LLVM_fragment, 8, 8), !125)
    #dbg_value(i64 282575562080256, !102, !DIExpression(DW_OP_LLVM_fragment, 32, 64), !125)
  %69 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef 113, i32 noundef 15, i32 noundef -1073741824, i32 noundef -256, i32 noundef 1), !dbg !177
    #dbg_value(i8 63, !111, !DIExpression(DW_OP_LLVM_fragment, 0, 8), !125)
    #dbg_value(i8 -56, !111, !DIExpression(DW_OP_LLVM_fragment, 8, 8), !125)
    #dbg_assign(!DIArgList(i16 undef, i16 undef), !111, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 18446744073709551600, DW_OP_and, DW_OP_LLVM_arg, 1, DW_OP_or, DW_OP_stack_value), !178, ptr undef, !DIExpression(), !125)
    #dbg_value(i8 115, !111, !DIExpression(DW_OP_LLVM_fragment, 0, 8), !125)
    #dbg_value(i8 28, !111, !DIExpression(DW_OP_LLVM_fragment, 8, 8), !125)
  %70 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef 3, i32 noundef 7, i32 noundef 28), !dbg !179
    #dbg_value(ptr undef, !147, !DIExpression(), !180)
    #dbg_value(i64 2, !157, !DIExpression(), !180)
    #dbg_value(ptr undef, !158, !DIExpression(), !180)
    #dbg_value(i64 0, !161, !DIExpression(), !182)
    #dbg_value(i64 0, !161, !DIExpression(), !182)
  %71 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef 115), !dbg !183
    #dbg_value(i64 1, !161, !DIExpression(), !182)
  %72 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef 28), !dbg !183
    #dbg_value(i64 2, !161, !DIExpression(), !182)
  %73 = tail call i32 @putchar(i32 10), !dbg !184
    #dbg_value(i64 poison, !119, !DIExpression(DW_OP_constu, 143552242417401799, DW_OP_and, DW_OP_constu, 32, DW_OP_or, DW_OP_stack_value), !125)
    #dbg_value(i64 -4, !120, !DIExpression(), !125)
    #dbg_value(i32 -2, !121, !DIExpression(), !125)
  %74 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i64 noundef -4, i32 noundef -2, i32 noundef 1), !dbg !185
    #dbg_value(i64 poison, !119, !DIExpression(DW_OP_constu, 143552242409013255, DW_OP_and, DW_OP_constu, 281470681743392, DW_OP_or, DW_OP_stack_value), !125)
  %75 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef 65535), !dbg !186
    #dbg_value(i64 poison, !119, !DIExpression(DW_OP_constu, 143552242409013248, DW_OP_and, DW_OP_constu, 281470681743392, DW_OP_or, DW_OP_stack_value), !125)
  %76 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef 0), !dbg !187
  %77 = trunc i64 %14 to i32, !dbg !188
  %78 = and i32 %77, 63, !dbg !188
  ret i32 %78, !dbg !189

79:                                               ; preds = %3, %79
  %80 = phi i64 [ -3, %3 ], [ %96, %79 ]
    #dbg_value(i64 %80, !90, !DIExpression(), !129)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %1) #6, !dbg !190
  call fastcc void @mk2(ptr dead_on_unwind nonnull writable sret(%struct.bf2) align 8 %1, i64 noundef %80), !dbg !191
  %81 = load i64, ptr %1, align 8, !dbg !192
  %82 = and i64 %81, 8589934591, !dbg !192
  %83 = load i64, ptr %5, align 8, !dbg !193
  %84 = shl i64 %83, 31, !dbg !193
  %85 = ashr exact i64 %84, 31, !dbg !193
  %86 = load i64, ptr %6, align 8, !dbg !194
  %87 = and i64 %86, 9223372036854775807, !dbg !194
  %88 = load i8, ptr %7, align 8, !dbg !195, !tbaa !196
  %89 = zext i8 %88 to i32, !dbg !201
  %90 = load i48, ptr %8, align 1, !dbg !202
  %91 = shl i48 %90, 1, !dbg !202
  %92 = ashr exact i48 %91, 1, !dbg !202
  %93 = sext i48 %92 to i64, !dbg !202
  %94 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i64 noundef %80, i64 noundef %82, i64 noundef %85, i64 noundef %87, i32 noundef %89, i64 noundef %93), !dbg !203
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %1) #6, !dbg !204
  %95 = mul nsw i64 %80, 3, !dbg !205
  %96 = add nsw i64 %95, 11, !dbg !206
    #dbg_value(i64 %96, !90, !DIExpression(), !129)
  %97 = icmp slt i64 %80, 1333333330, !dbg !207
  br i1 %97, label %79, label %67, !dbg !130, !llvm.loop !208
}

; Function Attrs: nofree nounwind
declare !dbg !210 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #2

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i64 0, 144115188075855872) i64 @mk1(i32 noundef %0) unnamed_addr #3 !dbg !217 {
    #dbg_value(i32 %0, !221, !DIExpression(), !223)
    #dbg_value(i64 0, !222, !DIExpression(), !223)
  %2 = zext i32 %0 to i64, !dbg !224
  %3 = and i64 %2, 7, !dbg !224
    #dbg_value(i64 %3, !222, !DIExpression(), !223)
  %4 = srem i32 %0, 4, !dbg !225
  %5 = shl nsw i32 %4, 3, !dbg !226
  %6 = add nsw i32 %5, 48, !dbg !226
  %7 = and i32 %6, 56, !dbg !226
  %8 = zext nneg i32 %7 to i64, !dbg !226
    #dbg_value(i64 poison, !222, !DIExpression(), !223)
  %9 = mul i32 %0, 262336, !dbg !227
  %10 = and i32 %9, 8388544, !dbg !227
  %11 = zext nneg i32 %10 to i64, !dbg !227
    #dbg_value(i64 poison, !222, !DIExpression(), !223)
  %12 = mul i32 %0, 130051, !dbg !228
  %13 = and i32 %12, 131071, !dbg !229
  %14 = zext nneg i32 %13 to i64, !dbg !229
  %15 = shl nuw nsw i64 %14, 32, !dbg !229
    #dbg_value(i64 poison, !222, !DIExpression(), !223)
  %16 = shl i64 %2, 49, !dbg !230
  %17 = and i64 %16, 562949953421312, !dbg !230
    #dbg_value(i64 poison, !222, !DIExpression(), !223)
  %18 = mul i32 %0, 3, !dbg !231
  %19 = and i32 %18, 127, !dbg !232
  %20 = zext nneg i32 %19 to i64, !dbg !232
  %21 = shl nuw nsw i64 %20, 50, !dbg !232
  %22 = or disjoint i64 %3, %11, !dbg !226
  %23 = or disjoint i64 %22, %17, !dbg !227
  %24 = or disjoint i64 %23, %15, !dbg !229
  %25 = or disjoint i64 %24, %21, !dbg !230
  %26 = or disjoint i64 %25, %8, !dbg !232
    #dbg_value(i64 %26, !222, !DIExpression(), !223)
  ret i64 %26, !dbg !233
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i64 -65540, 196745) i64 @sum1(i64 %0) unnamed_addr #3 !dbg !234 {
    #dbg_value(i64 %0, !238, !DIExpression(), !239)
  %2 = and i64 %0, 7, !dbg !240
  %3 = shl i64 %0, 58, !dbg !241
  %4 = ashr i64 %3, 61, !dbg !241
  %5 = add nsw i64 %4, %2, !dbg !242
  %6 = lshr i64 %0, 6, !dbg !243
  %7 = and i64 %6, 131071, !dbg !243
  %8 = add nsw i64 %5, %7, !dbg !244
  %9 = shl i64 %0, 15, !dbg !245
  %10 = ashr i64 %9, 47, !dbg !245
  %11 = add nsw i64 %8, %10, !dbg !246
  %12 = lshr i64 %0, 49, !dbg !247
  %13 = and i64 %12, 1, !dbg !247
  %14 = add nsw i64 %11, %13, !dbg !248
  %15 = lshr i64 %0, 50, !dbg !249
  %16 = and i64 %15, 127, !dbg !249
  %17 = add nsw i64 %14, %16, !dbg !250
  ret i64 %17, !dbg !251
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #2

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write) uwtable
define internal fastcc void @mk2(ptr dead_on_unwind noalias nocapture writable writeonly sret(%struct.bf2) align 8 %0, i64 noundef %1) unnamed_addr #4 !dbg !252 {
    #dbg_value(i64 %1, !256, !DIExpression(), !258)
    #dbg_declare(ptr %0, !257, !DIExpression(), !259)
  %3 = getelementptr inbounds i8, ptr %0, i64 24, !dbg !260
  store i64 0, ptr %3, align 8, !dbg !260
  %4 = mul i64 %1, 74565, !dbg !261
  %5 = and i64 %4, 8589934591, !dbg !262
  store i64 %5, ptr %0, align 8, !dbg !262
  %6 = mul i64 %1, 8588934589, !dbg !263
  %7 = getelementptr inbounds i8, ptr %0, i64 8, !dbg !264
  %8 = and i64 %6, 8589934591, !dbg !265
  store i64 %8, ptr %7, align 8, !dbg !265
  %9 = shl i64 %1, 40, !dbg !266
  %10 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !267
  %11 = and i64 %9, 9223370937343148032, !dbg !268
  store i64 %11, ptr %10, align 8, !dbg !268
  %12 = trunc i64 %1 to i8, !dbg !269
  %13 = getelementptr inbounds i8, ptr %0, i64 24, !dbg !270
  store i8 %12, ptr %13, align 8, !dbg !271, !tbaa !196
  %14 = mul i64 %1, 140737410577551, !dbg !272
  %15 = getelementptr inbounds i8, ptr %0, i64 25, !dbg !273
  %16 = trunc i64 %14 to i48, !dbg !274
  %17 = and i48 %16, 140737488355327, !dbg !274
  store i48 %17, ptr %15, align 1, !dbg !274
  ret void, !dbg !275
}

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #5

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nofree nounwind }
attributes #6 = { nounwind }

!llvm.dbg.cu = !{!49}
!llvm.module.flags = !{!63, !64, !65, !66, !67, !68, !69}
!llvm.ident = !{!70}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 48, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "programs/bitfields_odd_widths.c", directory: ".", checksumkind: CSK_MD5, checksum: "c19f1122bb9db8d55d60818b0dbf8aba")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 184, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 23)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 54, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 360, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 45)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 56, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 104, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 13)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(scope: null, file: !2, line: 59, type: !19, isLocal: true, isDefinition: true)
!19 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 344, elements: !20)
!20 = !{!21}
!21 = !DISubrange(count: 43)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(scope: null, file: !2, line: 62, type: !24, isLocal: true, isDefinition: true)
!24 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 160, elements: !25)
!25 = !{!26}
!26 = !DISubrange(count: 20)
!27 = !DIGlobalVariableExpression(var: !28, expr: !DIExpression())
!28 = distinct !DIGlobalVariable(scope: null, file: !2, line: 67, type: !29, isLocal: true, isDefinition: true)
!29 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 112, elements: !30)
!30 = !{!31}
!31 = !DISubrange(count: 14)
!32 = !DIGlobalVariableExpression(var: !33, expr: !DIExpression())
!33 = distinct !DIGlobalVariable(scope: null, file: !2, line: 71, type: !3, isLocal: true, isDefinition: true)
!34 = !DIGlobalVariableExpression(var: !35, expr: !DIExpression())
!35 = distinct !DIGlobalVariable(scope: null, file: !2, line: 72, type: !36, isLocal: true, isDefinition: true)
!36 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 48, elements: !37)
!37 = !{!38}
!38 = !DISubrange(count: 6)
!39 = !DIGlobalVariableExpression(var: !40, expr: !DIExpression())
!40 = distinct !DIGlobalVariable(scope: null, file: !2, line: 73, type: !41, isLocal: true, isDefinition: true)
!41 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 88, elements: !42)
!42 = !{!43}
!43 = !DISubrange(count: 11)
!44 = !DIGlobalVariableExpression(var: !45, expr: !DIExpression())
!45 = distinct !DIGlobalVariable(scope: null, file: !2, line: 45, type: !46, isLocal: true, isDefinition: true)
!46 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 40, elements: !47)
!47 = !{!48}
!48 = !DISubrange(count: 5)
!49 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !50, globals: !57, splitDebugInlining: false, nameTableKind: None)
!50 = !{!51, !52, !53, !54, !55, !56}
!51 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!52 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!53 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!54 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!55 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!56 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!57 = !{!0, !7, !12, !17, !22, !27, !32, !34, !39, !44, !58}
!58 = !DIGlobalVariableExpression(var: !59, expr: !DIExpression())
!59 = distinct !DIGlobalVariable(scope: null, file: !2, line: 45, type: !60, isLocal: true, isDefinition: true)
!60 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 16, elements: !61)
!61 = !{!62}
!62 = !DISubrange(count: 2)
!63 = !{i32 7, !"Dwarf Version", i32 5}
!64 = !{i32 2, !"Debug Info Version", i32 3}
!65 = !{i32 1, !"wchar_size", i32 4}
!66 = !{i32 8, !"PIC Level", i32 2}
!67 = !{i32 7, !"PIE Level", i32 2}
!68 = !{i32 7, !"uwtable", i32 2}
!69 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!70 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!71 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 47, type: !72, scopeLine: 47, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !49, retainedNodes: !74)
!72 = !DISubroutineType(types: !73)
!73 = !{!54}
!74 = !{!75, !76, !78, !89, !90, !92, !102, !111, !117, !119, !120, !121}
!75 = !DILocalVariable(name: "total", scope: !71, file: !2, line: 49, type: !52)
!76 = !DILocalVariable(name: "k", scope: !77, file: !2, line: 50, type: !54)
!77 = distinct !DILexicalBlock(scope: !71, file: !2, line: 50, column: 5)
!78 = !DILocalVariable(name: "s", scope: !79, file: !2, line: 51, type: !81)
!79 = distinct !DILexicalBlock(scope: !80, file: !2, line: 50, column: 39)
!80 = distinct !DILexicalBlock(scope: !77, file: !2, line: 50, column: 5)
!81 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "bf1", file: !2, line: 7, size: 64, elements: !82)
!82 = !{!83, !84, !85, !86, !87, !88}
!83 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !81, file: !2, line: 8, baseType: !55, size: 3, flags: DIFlagBitField, extraData: i64 0)
!84 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !81, file: !2, line: 9, baseType: !54, size: 3, offset: 3, flags: DIFlagBitField, extraData: i64 0)
!85 = !DIDerivedType(tag: DW_TAG_member, name: "c", scope: !81, file: !2, line: 10, baseType: !55, size: 17, offset: 6, flags: DIFlagBitField, extraData: i64 0)
!86 = !DIDerivedType(tag: DW_TAG_member, name: "d", scope: !81, file: !2, line: 11, baseType: !54, size: 17, offset: 32, flags: DIFlagBitField, extraData: i64 0)
!87 = !DIDerivedType(tag: DW_TAG_member, name: "e", scope: !81, file: !2, line: 12, baseType: !55, size: 1, offset: 49, flags: DIFlagBitField, extraData: i64 0)
!88 = !DIDerivedType(tag: DW_TAG_member, name: "f", scope: !81, file: !2, line: 13, baseType: !55, size: 7, offset: 50, flags: DIFlagBitField, extraData: i64 0)
!89 = !DILocalVariable(name: "v", scope: !79, file: !2, line: 52, type: !52)
!90 = !DILocalVariable(name: "k", scope: !91, file: !2, line: 57, type: !52)
!91 = distinct !DILexicalBlock(scope: !71, file: !2, line: 57, column: 5)
!92 = !DILocalVariable(name: "s", scope: !93, file: !2, line: 58, type: !95)
!93 = distinct !DILexicalBlock(scope: !94, file: !2, line: 57, column: 62)
!94 = distinct !DILexicalBlock(scope: !91, file: !2, line: 57, column: 5)
!95 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "bf2", file: !2, line: 15, size: 256, elements: !96)
!96 = !{!97, !98, !99, !100, !101}
!97 = !DIDerivedType(tag: DW_TAG_member, name: "x", scope: !95, file: !2, line: 16, baseType: !51, size: 33, flags: DIFlagBitField, extraData: i64 0)
!98 = !DIDerivedType(tag: DW_TAG_member, name: "y", scope: !95, file: !2, line: 17, baseType: !52, size: 33, offset: 64, flags: DIFlagBitField, extraData: i64 64)
!99 = !DIDerivedType(tag: DW_TAG_member, name: "z", scope: !95, file: !2, line: 18, baseType: !51, size: 63, offset: 128, flags: DIFlagBitField, extraData: i64 128)
!100 = !DIDerivedType(tag: DW_TAG_member, name: "tag", scope: !95, file: !2, line: 19, baseType: !56, size: 8, offset: 192)
!101 = !DIDerivedType(tag: DW_TAG_member, name: "w", scope: !95, file: !2, line: 20, baseType: !52, size: 47, offset: 200, flags: DIFlagBitField, extraData: i64 200)
!102 = !DILocalVariable(name: "t", scope: !71, file: !2, line: 61, type: !103)
!103 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "bf3", file: !2, line: 22, size: 96, elements: !104)
!104 = !{!105, !106, !107, !108, !109}
!105 = !DIDerivedType(tag: DW_TAG_member, name: "c", scope: !103, file: !2, line: 23, baseType: !4, size: 8)
!106 = !DIDerivedType(tag: DW_TAG_member, name: "i", scope: !103, file: !2, line: 24, baseType: !54, size: 5, offset: 8, flags: DIFlagBitField, extraData: i64 8)
!107 = !DIDerivedType(tag: DW_TAG_member, name: "j", scope: !103, file: !2, line: 26, baseType: !54, size: 31, offset: 32, flags: DIFlagBitField, extraData: i64 32)
!108 = !DIDerivedType(tag: DW_TAG_member, name: "s", scope: !103, file: !2, line: 27, baseType: !53, size: 9, offset: 64, flags: DIFlagBitField, extraData: i64 32)
!109 = !DIDerivedType(tag: DW_TAG_member, name: "us", scope: !103, file: !2, line: 28, baseType: !110, size: 9, offset: 80, flags: DIFlagBitField, extraData: i64 32)
!110 = !DIBasicType(name: "unsigned short", size: 16, encoding: DW_ATE_unsigned)
!111 = !DILocalVariable(name: "q", scope: !71, file: !2, line: 65, type: !112)
!112 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "bf4", file: !2, line: 30, size: 16, elements: !113)
!113 = !{!114, !115, !116}
!114 = !DIDerivedType(tag: DW_TAG_member, name: "u", scope: !112, file: !2, line: 30, baseType: !56, size: 4, flags: DIFlagBitField, extraData: i64 0)
!115 = !DIDerivedType(tag: DW_TAG_member, name: "v", scope: !112, file: !2, line: 30, baseType: !56, size: 4, offset: 4, flags: DIFlagBitField, extraData: i64 0)
!116 = !DIDerivedType(tag: DW_TAG_member, name: "w", scope: !112, file: !2, line: 30, baseType: !56, size: 8, offset: 8, flags: DIFlagBitField, extraData: i64 0)
!117 = !DILocalVariable(name: "i", scope: !118, file: !2, line: 66, type: !54)
!118 = distinct !DILexicalBlock(scope: !71, file: !2, line: 66, column: 5)
!119 = !DILocalVariable(name: "m", scope: !71, file: !2, line: 69, type: !81)
!120 = !DILocalVariable(name: "neg", scope: !71, file: !2, line: 70, type: !52)
!121 = !DILocalVariable(name: "sh", scope: !71, file: !2, line: 70, type: !54)
!122 = distinct !DIAssignID()
!123 = !DILocation(line: 0, scope: !93)
!124 = !DILocation(line: 48, column: 5, scope: !71)
!125 = !DILocation(line: 0, scope: !71)
!126 = !DILocation(line: 0, scope: !77)
!127 = !DILocation(line: 50, column: 5, scope: !77)
!128 = !DILocation(line: 56, column: 5, scope: !71)
!129 = !DILocation(line: 0, scope: !91)
!130 = !DILocation(line: 57, column: 5, scope: !91)
!131 = !DILocation(line: 51, column: 24, scope: !79)
!132 = !DILocation(line: 0, scope: !79)
!133 = !DILocation(line: 52, column: 23, scope: !79)
!134 = !DILocation(line: 53, column: 15, scope: !79)
!135 = !DILocation(line: 54, column: 15, scope: !136)
!136 = distinct !DILexicalBlock(scope: !79, file: !2, line: 54, column: 13)
!137 = !DILocation(line: 54, column: 19, scope: !136)
!138 = !DILocation(line: 54, column: 13, scope: !79)
!139 = !DILocation(line: 54, column: 87, scope: !140)
!140 = distinct !DILexicalBlock(scope: !136, file: !2, line: 54, column: 25)
!141 = !DILocation(line: 54, column: 92, scope: !140)
!142 = !DILocation(line: 54, column: 97, scope: !140)
!143 = !DILocation(line: 54, column: 102, scope: !140)
!144 = !DILocation(line: 54, column: 107, scope: !140)
!145 = !DILocation(line: 54, column: 112, scope: !140)
!146 = !DILocation(line: 54, column: 27, scope: !140)
!147 = !DILocalVariable(name: "p", arg: 1, scope: !148, file: !2, line: 45, type: !151)
!148 = distinct !DISubprogram(name: "dump", scope: !2, file: !2, line: 45, type: !149, scopeLine: 45, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !49, retainedNodes: !156)
!149 = !DISubroutineType(types: !150)
!150 = !{null, !151, !153}
!151 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !152, size: 64)
!152 = !DIDerivedType(tag: DW_TAG_const_type, baseType: null)
!153 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !154, line: 18, baseType: !155)
!154 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stddef_size_t.h", directory: "", checksumkind: CSK_MD5, checksum: "2c44e821a2b1951cde2eb0fb2e656867")
!155 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!156 = !{!147, !157, !158, !161}
!157 = !DILocalVariable(name: "n", arg: 2, scope: !148, file: !2, line: 45, type: !153)
!158 = !DILocalVariable(name: "b", scope: !148, file: !2, line: 45, type: !159)
!159 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !160, size: 64)
!160 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !56)
!161 = !DILocalVariable(name: "i", scope: !162, file: !2, line: 45, type: !153)
!162 = distinct !DILexicalBlock(scope: !148, file: !2, line: 45, column: 73)
!163 = !DILocation(line: 0, scope: !148, inlinedAt: !164)
!164 = distinct !DILocation(line: 54, column: 119, scope: !140)
!165 = !DILocation(line: 0, scope: !162, inlinedAt: !164)
!166 = !DILocation(line: 45, column: 119, scope: !167, inlinedAt: !164)
!167 = distinct !DILexicalBlock(scope: !162, file: !2, line: 45, column: 73)
!168 = !DILocation(line: 45, column: 104, scope: !167, inlinedAt: !164)
!169 = !DILocation(line: 45, column: 126, scope: !148, inlinedAt: !164)
!170 = !DILocation(line: 54, column: 139, scope: !140)
!171 = !DILocation(line: 50, column: 33, scope: !80)
!172 = !DILocation(line: 50, column: 24, scope: !80)
!173 = distinct !{!173, !127, !174, !175}
!174 = !DILocation(line: 55, column: 5, scope: !77)
!175 = !{!"llvm.loop.mustprogress"}
!176 = !DILocation(line: 62, column: 5, scope: !71)
!177 = !DILocation(line: 64, column: 5, scope: !71)
!178 = distinct !DIAssignID()
!179 = !DILocation(line: 67, column: 5, scope: !71)
!180 = !DILocation(line: 0, scope: !148, inlinedAt: !181)
!181 = distinct !DILocation(line: 67, column: 45, scope: !71)
!182 = !DILocation(line: 0, scope: !162, inlinedAt: !181)
!183 = !DILocation(line: 45, column: 104, scope: !167, inlinedAt: !181)
!184 = !DILocation(line: 45, column: 126, scope: !148, inlinedAt: !181)
!185 = !DILocation(line: 71, column: 5, scope: !71)
!186 = !DILocation(line: 72, column: 18, scope: !71)
!187 = !DILocation(line: 73, column: 27, scope: !71)
!188 = !DILocation(line: 74, column: 12, scope: !71)
!189 = !DILocation(line: 74, column: 5, scope: !71)
!190 = !DILocation(line: 58, column: 9, scope: !93)
!191 = !DILocation(line: 58, column: 24, scope: !93)
!192 = !DILocation(line: 59, column: 88, scope: !93)
!193 = !DILocation(line: 59, column: 104, scope: !93)
!194 = !DILocation(line: 59, column: 129, scope: !93)
!195 = !DILocation(line: 59, column: 134, scope: !93)
!196 = !{!197, !199, i64 24}
!197 = !{!"bf2", !198, i64 0, !198, i64 8, !198, i64 16, !199, i64 24, !198, i64 25}
!198 = !{!"long long", !199, i64 0}
!199 = !{!"omnipotent char", !200, i64 0}
!200 = !{!"Simple C/C++ TBAA"}
!201 = !DILocation(line: 59, column: 132, scope: !93)
!202 = !DILocation(line: 59, column: 152, scope: !93)
!203 = !DILocation(line: 59, column: 9, scope: !93)
!204 = !DILocation(line: 60, column: 5, scope: !94)
!205 = !DILocation(line: 57, column: 52, scope: !94)
!206 = !DILocation(line: 57, column: 56, scope: !94)
!207 = !DILocation(line: 57, column: 30, scope: !94)
!208 = distinct !{!208, !130, !209, !175}
!209 = !DILocation(line: 60, column: 5, scope: !91)
!210 = !DISubprogram(name: "printf", scope: !211, file: !211, line: 356, type: !212, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!211 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!212 = !DISubroutineType(types: !213)
!213 = !{!54, !214, null}
!214 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !215)
!215 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !216, size: 64)
!216 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!217 = distinct !DISubprogram(name: "mk1", scope: !2, file: !2, line: 32, type: !218, scopeLine: 32, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !49, retainedNodes: !220)
!218 = !DISubroutineType(types: !219)
!219 = !{!81, !54}
!220 = !{!221, !222}
!221 = !DILocalVariable(name: "k", arg: 1, scope: !217, file: !2, line: 32, type: !54)
!222 = !DILocalVariable(name: "r", scope: !217, file: !2, line: 33, type: !81)
!223 = !DILocation(line: 0, scope: !217)
!224 = !DILocation(line: 35, column: 9, scope: !217)
!225 = !DILocation(line: 35, column: 32, scope: !217)
!226 = !DILocation(line: 35, column: 28, scope: !217)
!227 = !DILocation(line: 35, column: 45, scope: !217)
!228 = !DILocation(line: 35, column: 77, scope: !217)
!229 = !DILocation(line: 35, column: 72, scope: !217)
!230 = !DILocation(line: 35, column: 89, scope: !217)
!231 = !DILocation(line: 35, column: 122, scope: !217)
!232 = !DILocation(line: 35, column: 108, scope: !217)
!233 = !DILocation(line: 36, column: 5, scope: !217)
!234 = distinct !DISubprogram(name: "sum1", scope: !2, file: !2, line: 38, type: !235, scopeLine: 38, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !49, retainedNodes: !237)
!235 = !DISubroutineType(types: !236)
!236 = !{!52, !81}
!237 = !{!238}
!238 = !DILocalVariable(name: "s", arg: 1, scope: !234, file: !2, line: 38, type: !81)
!239 = !DILocation(line: 0, scope: !234)
!240 = !DILocation(line: 38, column: 74, scope: !234)
!241 = !DILocation(line: 38, column: 80, scope: !234)
!242 = !DILocation(line: 38, column: 76, scope: !234)
!243 = !DILocation(line: 38, column: 97, scope: !234)
!244 = !DILocation(line: 38, column: 82, scope: !234)
!245 = !DILocation(line: 38, column: 103, scope: !234)
!246 = !DILocation(line: 38, column: 99, scope: !234)
!247 = !DILocation(line: 38, column: 109, scope: !234)
!248 = !DILocation(line: 38, column: 105, scope: !234)
!249 = !DILocation(line: 38, column: 115, scope: !234)
!250 = !DILocation(line: 38, column: 111, scope: !234)
!251 = !DILocation(line: 38, column: 65, scope: !234)
!252 = distinct !DISubprogram(name: "mk2", scope: !2, file: !2, line: 39, type: !253, scopeLine: 39, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !49, retainedNodes: !255)
!253 = !DISubroutineType(types: !254)
!254 = !{!95, !52}
!255 = !{!256, !257}
!256 = !DILocalVariable(name: "k", arg: 1, scope: !252, file: !2, line: 39, type: !52)
!257 = !DILocalVariable(name: "r", scope: !252, file: !2, line: 40, type: !95)
!258 = !DILocation(line: 0, scope: !252)
!259 = !DILocation(line: 40, column: 16, scope: !252)
!260 = !DILocation(line: 41, column: 5, scope: !252)
!261 = !DILocation(line: 42, column: 33, scope: !252)
!262 = !DILocation(line: 42, column: 9, scope: !252)
!263 = !DILocation(line: 42, column: 56, scope: !252)
!264 = !DILocation(line: 42, column: 49, scope: !252)
!265 = !DILocation(line: 42, column: 51, scope: !252)
!266 = !DILocation(line: 42, column: 95, scope: !252)
!267 = !DILocation(line: 42, column: 69, scope: !252)
!268 = !DILocation(line: 42, column: 71, scope: !252)
!269 = !DILocation(line: 42, column: 110, scope: !252)
!270 = !DILocation(line: 42, column: 104, scope: !252)
!271 = !DILocation(line: 42, column: 108, scope: !252)
!272 = !DILocation(line: 42, column: 137, scope: !252)
!273 = !DILocation(line: 42, column: 130, scope: !252)
!274 = !DILocation(line: 42, column: 132, scope: !252)
!275 = !DILocation(line: 43, column: 5, scope: !252)
