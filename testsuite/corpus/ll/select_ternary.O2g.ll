; ModuleID = 'programs/select_ternary.c'
source_filename = "programs/select_ternary.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [16 x i8] c"i8 %d %d %d %d\0A\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [13 x i8] c"u8 %u %u %u\0A\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [14 x i8] c"i16 %d %d %d\0A\00", align 1, !dbg !12
@.str.3 = private unnamed_addr constant [11 x i8] c"u16 %u %u\0A\00", align 1, !dbg !17
@.str.4 = private unnamed_addr constant [17 x i8] c"i32 %d %d %d %d\0A\00", align 1, !dbg !22
@.str.5 = private unnamed_addr constant [11 x i8] c"u32 %u %u\0A\00", align 1, !dbg !27
@.str.6 = private unnamed_addr constant [15 x i8] c"i64 %lld %lld\0A\00", align 1, !dbg !29
@.str.7 = private unnamed_addr constant [15 x i8] c"u64 %llu %llu\0A\00", align 1, !dbg !34
@.str.8 = private unnamed_addr constant [14 x i8] c"f32 %g %g %g\0A\00", align 1, !dbg !36
@.str.9 = private unnamed_addr constant [14 x i8] c"f64 %g %g %g\0A\00", align 1, !dbg !38
@.str.10 = private unnamed_addr constant [16 x i8] c"pt %d %d %d %d\0A\00", align 1, !dbg !40
@.str.11 = private unnamed_addr constant [4 x i8] c"%s \00", align 1, !dbg !42
@.str.13 = private unnamed_addr constant [15 x i8] c"median sum=%d\0A\00", align 1, !dbg !47
@.str.14 = private unnamed_addr constant [10 x i8] c"acc=%lld\0A\00", align 1, !dbg !49
@.str.15 = private unnamed_addr constant [4 x i8] c"neg\00", align 1, !dbg !54
@.str.16 = private unnamed_addr constant [5 x i8] c"zero\00", align 1, !dbg !56
@.str.17 = private unnamed_addr constant [6 x i8] c"small\00", align 1, !dbg !61
@.str.18 = private unnamed_addr constant [4 x i8] c"big\00", align 1, !dbg !66

; Function Attrs: nofree nounwind uwtable
define dso_local range(i32 0, 256) i32 @main() local_unnamed_addr #0 !dbg !87 {
    #dbg_assign(i1 undef, !98, !DIExpression(), !119, ptr poison, !DIExpression(), !120)
  %1 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef -128, i32 noundef 127, i32 noundef 10, i32 noundef -1), !dbg !121
  %2 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 0, i32 noundef 255, i32 noundef 100), !dbg !122
  %3 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef -32768, i32 noundef -1, i32 noundef -100), !dbg !123
  %4 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 1, i32 noundef 65535), !dbg !124
  %5 = tail call fastcc i32 @clamp_i32(i32 noundef 7, i32 noundef 0, i32 noundef 5), !dbg !125
  %6 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef -2147483648, i32 noundef 2147483647, i32 noundef %5, i32 noundef 10), !dbg !126
  %7 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef 0, i32 noundef -2147483648), !dbg !127
  %8 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i64 noundef -9223372036854775808, i64 noundef 0), !dbg !128
  %9 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i64 noundef -1, i64 noundef 1), !dbg !129
  %10 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, double noundef -5.000000e-01, double noundef 0x46293E5940000000, double noundef 1.000000e+00), !dbg !130
  %11 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, double noundef 0.000000e+00, double noundef 2.500000e+00, double noundef -1.000000e+00), !dbg !131
  %12 = tail call fastcc i64 @pick_pt(i32 noundef 1), !dbg !132
  %13 = trunc i64 %12 to i32, !dbg !132
  %14 = lshr i64 %12, 32, !dbg !132
  %15 = trunc nuw nsw i64 %14 to i32, !dbg !132
    #dbg_value(i32 %13, !92, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !120)
    #dbg_value(i32 %15, !92, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !120)
  %16 = tail call fastcc i64 @pick_pt(i32 noundef 0), !dbg !133
  %17 = trunc i64 %16 to i32, !dbg !133
  %18 = lshr i64 %16, 32, !dbg !133
  %19 = trunc nuw nsw i64 %18 to i32, !dbg !133
    #dbg_value(i32 %17, !97, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !120)
    #dbg_value(i32 %19, !97, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !120)
  %20 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %13, i32 noundef %15, i32 noundef %17, i32 noundef %19), !dbg !134
    #dbg_assign(i1 undef, !98, !DIExpression(), !135, ptr poison, !DIExpression(), !120)
    #dbg_value(i32 0, !101, !DIExpression(), !136)
    #dbg_value(i64 0, !101, !DIExpression(), !136)
  %21 = tail call fastcc ptr @pick_str(i64 noundef -5), !dbg !137
  %22 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, ptr noundef nonnull %21), !dbg !139
    #dbg_value(i64 1, !101, !DIExpression(), !136)
  %23 = tail call fastcc ptr @pick_str(i64 noundef 0), !dbg !137
  %24 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, ptr noundef nonnull %23), !dbg !139
    #dbg_value(i64 2, !101, !DIExpression(), !136)
  %25 = tail call fastcc ptr @pick_str(i64 noundef 50), !dbg !137
  %26 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, ptr noundef nonnull %25), !dbg !139
    #dbg_value(i64 3, !101, !DIExpression(), !136)
  %27 = tail call fastcc ptr @pick_str(i64 noundef 5000), !dbg !137
  %28 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, ptr noundef nonnull %27), !dbg !139
    #dbg_value(i64 4, !101, !DIExpression(), !136)
  %29 = tail call i32 @putchar(i32 10), !dbg !140
    #dbg_value(i32 0, !103, !DIExpression(), !120)
    #dbg_value(i32 0, !104, !DIExpression(), !141)
  br label %30, !dbg !142

30:                                               ; preds = %0, %30
  %31 = phi i32 [ 0, %0 ], [ %33, %30 ]
  %32 = phi i32 [ 0, %0 ], [ %94, %30 ]
    #dbg_value(i32 %31, !104, !DIExpression(), !141)
    #dbg_value(i32 %32, !103, !DIExpression(), !120)
  %33 = add nuw nsw i32 %31, 1
    #dbg_value(i32 0, !106, !DIExpression(), !143)
    #dbg_value(i32 %32, !103, !DIExpression(), !120)
    #dbg_value(i32 0, !106, !DIExpression(), !143)
    #dbg_value(i32 %32, !103, !DIExpression(), !120)
    #dbg_value(i32 0, !109, !DIExpression(), !144)
    #dbg_value(i32 0, !109, !DIExpression(), !144)
    #dbg_value(i32 %32, !103, !DIExpression(), !120)
  %34 = tail call fastcc i32 @sel_chain(i32 noundef %31, i32 noundef 0, i32 noundef 0), !dbg !145
  %35 = mul nsw i32 %34, %33, !dbg !147
  %36 = add nsw i32 %35, %32, !dbg !148
    #dbg_value(i32 %36, !103, !DIExpression(), !120)
    #dbg_value(i32 1, !109, !DIExpression(), !144)
  %37 = tail call fastcc i32 @sel_chain(i32 noundef %31, i32 noundef 0, i32 noundef 1), !dbg !145
  %38 = add nuw nsw i32 %31, 4, !dbg !149
  %39 = mul nsw i32 %37, %38, !dbg !147
  %40 = add nsw i32 %39, %36, !dbg !148
    #dbg_value(i32 %40, !103, !DIExpression(), !120)
    #dbg_value(i32 2, !109, !DIExpression(), !144)
  %41 = tail call fastcc i32 @sel_chain(i32 noundef %31, i32 noundef 0, i32 noundef 2), !dbg !145
  %42 = add nuw nsw i32 %31, 7, !dbg !149
  %43 = mul nsw i32 %41, %42, !dbg !147
  %44 = add nsw i32 %43, %40, !dbg !148
    #dbg_value(i32 %44, !103, !DIExpression(), !120)
    #dbg_value(i32 3, !109, !DIExpression(), !144)
  %45 = tail call fastcc i32 @sel_chain(i32 noundef %31, i32 noundef 0, i32 noundef 3), !dbg !145
  %46 = add nuw nsw i32 %31, 10, !dbg !149
  %47 = mul nsw i32 %45, %46, !dbg !147
  %48 = add nsw i32 %47, %44, !dbg !148
    #dbg_value(i32 %48, !103, !DIExpression(), !120)
    #dbg_value(i32 4, !109, !DIExpression(), !144)
    #dbg_value(i32 1, !106, !DIExpression(), !143)
  %49 = add nuw nsw i32 %31, 3
    #dbg_value(i32 0, !109, !DIExpression(), !144)
    #dbg_value(i32 0, !109, !DIExpression(), !144)
    #dbg_value(i32 %48, !103, !DIExpression(), !120)
  %50 = tail call fastcc i32 @sel_chain(i32 noundef %31, i32 noundef 1, i32 noundef 0), !dbg !145
  %51 = mul nsw i32 %50, %49, !dbg !147
  %52 = add nsw i32 %51, %48, !dbg !148
    #dbg_value(i32 %52, !103, !DIExpression(), !120)
    #dbg_value(i32 1, !109, !DIExpression(), !144)
  %53 = tail call fastcc i32 @sel_chain(i32 noundef %31, i32 noundef 1, i32 noundef 1), !dbg !145
  %54 = add nuw nsw i32 %31, 6, !dbg !149
  %55 = mul nsw i32 %53, %54, !dbg !147
  %56 = add nsw i32 %55, %52, !dbg !148
    #dbg_value(i32 %56, !103, !DIExpression(), !120)
    #dbg_value(i32 2, !109, !DIExpression(), !144)
  %57 = tail call fastcc i32 @sel_chain(i32 noundef %31, i32 noundef 1, i32 noundef 2), !dbg !145
  %58 = add nuw nsw i32 %31, 9, !dbg !149
  %59 = mul nsw i32 %57, %58, !dbg !147
  %60 = add nsw i32 %59, %56, !dbg !148
    #dbg_value(i32 %60, !103, !DIExpression(), !120)
    #dbg_value(i32 3, !109, !DIExpression(), !144)
  %61 = tail call fastcc i32 @sel_chain(i32 noundef %31, i32 noundef 1, i32 noundef 3), !dbg !145
  %62 = add nuw nsw i32 %31, 12, !dbg !149
  %63 = mul nsw i32 %61, %62, !dbg !147
  %64 = add nsw i32 %63, %60, !dbg !148
    #dbg_value(i32 %64, !103, !DIExpression(), !120)
    #dbg_value(i32 4, !109, !DIExpression(), !144)
    #dbg_value(i32 2, !106, !DIExpression(), !143)
  %65 = add nuw nsw i32 %31, 5
    #dbg_value(i32 0, !109, !DIExpression(), !144)
    #dbg_value(i32 0, !109, !DIExpression(), !144)
    #dbg_value(i32 %64, !103, !DIExpression(), !120)
  %66 = tail call fastcc i32 @sel_chain(i32 noundef %31, i32 noundef 2, i32 noundef 0), !dbg !145
  %67 = mul nsw i32 %66, %65, !dbg !147
  %68 = add nsw i32 %67, %64, !dbg !148
    #dbg_value(i32 %68, !103, !DIExpression(), !120)
    #dbg_value(i32 1, !109, !DIExpression(), !144)
  %69 = tail call fastcc i32 @sel_chain(i32 noundef %31, i32 noundef 2, i32 noundef 1), !dbg !145
  %70 = add nuw nsw i32 %31, 8, !dbg !149
  %71 = mul nsw i32 %69, %70, !dbg !147
  %72 = add nsw i32 %71, %68, !dbg !148
    #dbg_value(i32 %72, !103, !DIExpression(), !120)
    #dbg_value(i32 2, !109, !DIExpression(), !144)
  %73 = tail call fastcc i32 @sel_chain(i32 noundef %31, i32 noundef 2, i32 noundef 2), !dbg !145
  %74 = add nuw nsw i32 %31, 11, !dbg !149
  %75 = mul nsw i32 %73, %74, !dbg !147
  %76 = add nsw i32 %75, %72, !dbg !148
    #dbg_value(i32 %76, !103, !DIExpression(), !120)
    #dbg_value(i32 3, !109, !DIExpression(), !144)
  %77 = tail call fastcc i32 @sel_chain(i32 noundef %31, i32 noundef 2, i32 noundef 3), !dbg !145
  %78 = add nuw nsw i32 %31, 14, !dbg !149
  %79 = mul nsw i32 %77, %78, !dbg !147
  %80 = add nsw i32 %79, %76, !dbg !148
    #dbg_value(i32 %80, !103, !DIExpression(), !120)
    #dbg_value(i32 4, !109, !DIExpression(), !144)
    #dbg_value(i32 3, !106, !DIExpression(), !143)
    #dbg_value(i32 0, !109, !DIExpression(), !144)
    #dbg_value(i32 0, !109, !DIExpression(), !144)
    #dbg_value(i32 %80, !103, !DIExpression(), !120)
  %81 = tail call fastcc i32 @sel_chain(i32 noundef %31, i32 noundef 3, i32 noundef 0), !dbg !145
  %82 = mul nsw i32 %81, %42, !dbg !147
  %83 = add nsw i32 %82, %80, !dbg !148
    #dbg_value(i32 %83, !103, !DIExpression(), !120)
    #dbg_value(i32 1, !109, !DIExpression(), !144)
  %84 = tail call fastcc i32 @sel_chain(i32 noundef %31, i32 noundef 3, i32 noundef 1), !dbg !145
  %85 = mul nsw i32 %84, %46, !dbg !147
  %86 = add nsw i32 %85, %83, !dbg !148
    #dbg_value(i32 %86, !103, !DIExpression(), !120)
    #dbg_value(i32 2, !109, !DIExpression(), !144)
  %87 = tail call fastcc i32 @sel_chain(i32 noundef %31, i32 noundef 3, i32 noundef 2), !dbg !145
  %88 = add nuw nsw i32 %31, 13, !dbg !149
  %89 = mul nsw i32 %87, %88, !dbg !147
  %90 = add nsw i32 %89, %86, !dbg !148
    #dbg_value(i32 %90, !103, !DIExpression(), !120)
    #dbg_value(i32 3, !109, !DIExpression(), !144)
  %91 = tail call fastcc i32 @sel_chain(i32 noundef %31, i32 noundef 3, i32 noundef 3), !dbg !145
  %92 = add nuw nsw i32 %31, 16, !dbg !149
  %93 = mul nsw i32 %91, %92, !dbg !147
  %94 = add nsw i32 %93, %90, !dbg !148
    #dbg_value(i32 %94, !103, !DIExpression(), !120)
    #dbg_value(i32 4, !109, !DIExpression(), !144)
    #dbg_value(i32 4, !106, !DIExpression(), !143)
    #dbg_value(i32 %33, !104, !DIExpression(), !141)
  %95 = icmp eq i32 %33, 4, !dbg !150
  br i1 %95, label %96, label %30, !dbg !142, !llvm.loop !151

96:                                               ; preds = %30
  %97 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef %94), !dbg !154
    #dbg_value(i64 0, !112, !DIExpression(), !120)
    #dbg_value(i32 -500, !117, !DIExpression(), !155)
  br label %101, !dbg !156

98:                                               ; preds = %101
  %99 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i64 noundef %114), !dbg !157
  %100 = and i32 %94, 255, !dbg !158
  ret i32 %100, !dbg !159

101:                                              ; preds = %96, %101
  %102 = phi i64 [ -500, %96 ], [ %115, %101 ]
  %103 = phi i64 [ 0, %96 ], [ %114, %101 ]
    #dbg_value(i64 %102, !117, !DIExpression(), !155)
    #dbg_value(i64 %103, !112, !DIExpression(), !120)
  %104 = trunc i64 %102 to i32, !dbg !160
  %105 = mul i32 %104, 37, !dbg !160
  %106 = srem i32 %105, 1000, !dbg !160
  %107 = tail call fastcc i32 @clamp_i32(i32 noundef %106, i32 noundef -200, i32 noundef 300), !dbg !162
  %108 = sext i32 %107 to i64, !dbg !162
  %109 = trunc nsw i64 %102 to i32, !dbg !163
  %110 = and i32 %109, 1, !dbg !163
  %111 = sub nsw i64 0, %102, !dbg !164
  %112 = tail call fastcc i64 @pick_i64(i32 noundef %110, i64 noundef %102, i64 noundef %111), !dbg !165
  %113 = add i64 %103, %108, !dbg !166
  %114 = add i64 %113, %112, !dbg !167
    #dbg_value(i64 %114, !112, !DIExpression(), !120)
  %115 = add nsw i64 %102, 1, !dbg !168
    #dbg_value(i64 %115, !117, !DIExpression(), !155)
  %116 = icmp eq i64 %115, 500, !dbg !169
  br i1 %116, label %98, label %101, !dbg !156, !llvm.loop !170
}

; Function Attrs: nofree nounwind
declare !dbg !172 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef i32 @clamp_i32(i32 noundef %0, i32 noundef %1, i32 noundef %2) unnamed_addr #2 !dbg !179 {
    #dbg_value(i32 %0, !185, !DIExpression(), !188)
    #dbg_value(i32 %1, !186, !DIExpression(), !188)
    #dbg_value(i32 %2, !187, !DIExpression(), !188)
  %4 = icmp slt i32 %0, %1, !dbg !189
  %5 = tail call i32 @llvm.smin.i32(i32 %0, i32 %2), !dbg !189
  %6 = select i1 %4, i32 %1, i32 %5, !dbg !189
  ret i32 %6, !dbg !189
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef range(i64 8589934593, 17179869188) i64 @pick_pt(i32 noundef %0) unnamed_addr #2 !dbg !190 {
    #dbg_value(i64 8589934593, !195, !DIExpression(), !197)
    #dbg_value(i64 17179869187, !196, !DIExpression(), !197)
    #dbg_value(i32 %0, !194, !DIExpression(), !197)
  %2 = icmp eq i32 %0, 0, !dbg !198
  %3 = select i1 %2, i64 17179869187, i64 8589934593, !dbg !198
  ret i64 %3, !dbg !199
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef nonnull ptr @pick_str(i64 noundef %0) unnamed_addr #2 !dbg !200 {
    #dbg_value(i64 %0, !204, !DIExpression(), !205)
  %2 = icmp slt i64 %0, 0, !dbg !206
  br i1 %2, label %8, label %3, !dbg !207

3:                                                ; preds = %1
  %4 = icmp eq i64 %0, 0, !dbg !208
  br i1 %4, label %8, label %5, !dbg !209

5:                                                ; preds = %3
  %6 = icmp ult i64 %0, 100, !dbg !210
  %7 = select i1 %6, ptr @.str.17, ptr @.str.18, !dbg !211
  br label %8, !dbg !209

8:                                                ; preds = %5, %3, %1
  %9 = phi ptr [ @.str.15, %1 ], [ %7, %5 ], [ @.str.16, %3 ], !dbg !207
  ret ptr %9, !dbg !212
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef i32 @sel_chain(i32 noundef %0, i32 noundef %1, i32 noundef %2) unnamed_addr #2 !dbg !213 {
    #dbg_value(i32 %0, !217, !DIExpression(), !220)
    #dbg_value(i32 %1, !218, !DIExpression(), !220)
    #dbg_value(i32 %2, !219, !DIExpression(), !220)
  %4 = icmp sgt i32 %0, %1, !dbg !221
  br i1 %4, label %5, label %9, !dbg !222

5:                                                ; preds = %3
  %6 = icmp sgt i32 %1, %2, !dbg !223
  br i1 %6, label %13, label %7, !dbg !224

7:                                                ; preds = %5
  %8 = tail call i32 @llvm.smin.i32(i32 %0, i32 %2), !dbg !225
  br label %13, !dbg !224

9:                                                ; preds = %3
  %10 = icmp sgt i32 %0, %2, !dbg !226
  br i1 %10, label %13, label %11, !dbg !227

11:                                               ; preds = %9
  %12 = tail call i32 @llvm.smin.i32(i32 %1, i32 %2), !dbg !228
  br label %13, !dbg !227

13:                                               ; preds = %9, %5, %11, %7
  %14 = phi i32 [ %8, %7 ], [ %12, %11 ], [ %1, %5 ], [ %0, %9 ], !dbg !222
  ret i32 %14, !dbg !229
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i64 -2147483648, 2147483648) i64 @pick_i64(i32 noundef %0, i64 noundef %1, i64 noundef %2) unnamed_addr #2 !dbg !230 {
    #dbg_value(i32 %0, !234, !DIExpression(), !237)
    #dbg_value(i64 %1, !235, !DIExpression(), !237)
    #dbg_value(i64 %2, !236, !DIExpression(), !237)
  %4 = icmp eq i32 %0, 0, !dbg !238
  %5 = select i1 %4, i64 %2, i64 %1, !dbg !238
  ret i64 %5, !dbg !238
}

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #4

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nounwind }
attributes #4 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.dbg.cu = !{!68}
!llvm.module.flags = !{!79, !80, !81, !82, !83, !84, !85}
!llvm.ident = !{!86}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 18, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "programs/select_ternary.c", directory: ".", checksumkind: CSK_MD5, checksum: "fdee38eaa2edae658f4e3805f9a6fc71")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 128, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 16)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 19, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 104, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 13)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 20, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 112, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 14)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(scope: null, file: !2, line: 21, type: !19, isLocal: true, isDefinition: true)
!19 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 88, elements: !20)
!20 = !{!21}
!21 = !DISubrange(count: 11)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(scope: null, file: !2, line: 22, type: !24, isLocal: true, isDefinition: true)
!24 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 136, elements: !25)
!25 = !{!26}
!26 = !DISubrange(count: 17)
!27 = !DIGlobalVariableExpression(var: !28, expr: !DIExpression())
!28 = distinct !DIGlobalVariable(scope: null, file: !2, line: 23, type: !19, isLocal: true, isDefinition: true)
!29 = !DIGlobalVariableExpression(var: !30, expr: !DIExpression())
!30 = distinct !DIGlobalVariable(scope: null, file: !2, line: 24, type: !31, isLocal: true, isDefinition: true)
!31 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 120, elements: !32)
!32 = !{!33}
!33 = !DISubrange(count: 15)
!34 = !DIGlobalVariableExpression(var: !35, expr: !DIExpression())
!35 = distinct !DIGlobalVariable(scope: null, file: !2, line: 25, type: !31, isLocal: true, isDefinition: true)
!36 = !DIGlobalVariableExpression(var: !37, expr: !DIExpression())
!37 = distinct !DIGlobalVariable(scope: null, file: !2, line: 26, type: !14, isLocal: true, isDefinition: true)
!38 = !DIGlobalVariableExpression(var: !39, expr: !DIExpression())
!39 = distinct !DIGlobalVariable(scope: null, file: !2, line: 27, type: !14, isLocal: true, isDefinition: true)
!40 = !DIGlobalVariableExpression(var: !41, expr: !DIExpression())
!41 = distinct !DIGlobalVariable(scope: null, file: !2, line: 28, type: !3, isLocal: true, isDefinition: true)
!42 = !DIGlobalVariableExpression(var: !43, expr: !DIExpression())
!43 = distinct !DIGlobalVariable(scope: null, file: !2, line: 29, type: !44, isLocal: true, isDefinition: true)
!44 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 32, elements: !45)
!45 = !{!46}
!46 = !DISubrange(count: 4)
!47 = !DIGlobalVariableExpression(var: !48, expr: !DIExpression())
!48 = distinct !DIGlobalVariable(scope: null, file: !2, line: 30, type: !31, isLocal: true, isDefinition: true)
!49 = !DIGlobalVariableExpression(var: !50, expr: !DIExpression())
!50 = distinct !DIGlobalVariable(scope: null, file: !2, line: 31, type: !51, isLocal: true, isDefinition: true)
!51 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 80, elements: !52)
!52 = !{!53}
!53 = !DISubrange(count: 10)
!54 = !DIGlobalVariableExpression(var: !55, expr: !DIExpression())
!55 = distinct !DIGlobalVariable(scope: null, file: !2, line: 14, type: !44, isLocal: true, isDefinition: true)
!56 = !DIGlobalVariableExpression(var: !57, expr: !DIExpression())
!57 = distinct !DIGlobalVariable(scope: null, file: !2, line: 14, type: !58, isLocal: true, isDefinition: true)
!58 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 40, elements: !59)
!59 = !{!60}
!60 = !DISubrange(count: 5)
!61 = !DIGlobalVariableExpression(var: !62, expr: !DIExpression())
!62 = distinct !DIGlobalVariable(scope: null, file: !2, line: 14, type: !63, isLocal: true, isDefinition: true)
!63 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 48, elements: !64)
!64 = !{!65}
!65 = !DISubrange(count: 6)
!66 = !DIGlobalVariableExpression(var: !67, expr: !DIExpression())
!67 = distinct !DIGlobalVariable(scope: null, file: !2, line: 14, type: !44, isLocal: true, isDefinition: true)
!68 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !69, globals: !73, splitDebugInlining: false, nameTableKind: None)
!69 = !{!70, !71, !72}
!70 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!71 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!72 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!73 = !{!0, !7, !12, !17, !22, !27, !29, !34, !36, !38, !40, !42, !74, !47, !49, !54, !56, !61, !66}
!74 = !DIGlobalVariableExpression(var: !75, expr: !DIExpression())
!75 = distinct !DIGlobalVariable(scope: null, file: !2, line: 29, type: !76, isLocal: true, isDefinition: true)
!76 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 16, elements: !77)
!77 = !{!78}
!78 = !DISubrange(count: 2)
!79 = !{i32 7, !"Dwarf Version", i32 5}
!80 = !{i32 2, !"Debug Info Version", i32 3}
!81 = !{i32 1, !"wchar_size", i32 4}
!82 = !{i32 8, !"PIC Level", i32 2}
!83 = !{i32 7, !"PIE Level", i32 2}
!84 = !{i32 7, !"uwtable", i32 2}
!85 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!86 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!87 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 17, type: !88, scopeLine: 17, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !68, retainedNodes: !91)
!88 = !DISubroutineType(types: !89)
!89 = !{!90}
!90 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!91 = !{!92, !97, !98, !101, !103, !104, !106, !109, !112, !117}
!92 = !DILocalVariable(name: "p", scope: !87, file: !2, line: 28, type: !93)
!93 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "pt", file: !2, line: 12, size: 64, elements: !94)
!94 = !{!95, !96}
!95 = !DIDerivedType(tag: DW_TAG_member, name: "x", scope: !93, file: !2, line: 12, baseType: !90, size: 32)
!96 = !DIDerivedType(tag: DW_TAG_member, name: "y", scope: !93, file: !2, line: 12, baseType: !90, size: 32, offset: 32)
!97 = !DILocalVariable(name: "q", scope: !87, file: !2, line: 28, type: !93)
!98 = !DILocalVariable(name: "vs", scope: !87, file: !2, line: 29, type: !99)
!99 = !DICompositeType(tag: DW_TAG_array_type, baseType: !100, size: 256, elements: !45)
!100 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!101 = !DILocalVariable(name: "i", scope: !102, file: !2, line: 29, type: !90)
!102 = distinct !DILexicalBlock(scope: !87, file: !2, line: 29, column: 38)
!103 = !DILocalVariable(name: "med", scope: !87, file: !2, line: 30, type: !90)
!104 = !DILocalVariable(name: "a", scope: !105, file: !2, line: 30, type: !90)
!105 = distinct !DILexicalBlock(scope: !87, file: !2, line: 30, column: 18)
!106 = !DILocalVariable(name: "b", scope: !107, file: !2, line: 30, type: !90)
!107 = distinct !DILexicalBlock(scope: !108, file: !2, line: 30, column: 46)
!108 = distinct !DILexicalBlock(scope: !105, file: !2, line: 30, column: 18)
!109 = !DILocalVariable(name: "c", scope: !110, file: !2, line: 30, type: !90)
!110 = distinct !DILexicalBlock(scope: !111, file: !2, line: 30, column: 74)
!111 = distinct !DILexicalBlock(scope: !107, file: !2, line: 30, column: 46)
!112 = !DILocalVariable(name: "acc", scope: !87, file: !2, line: 31, type: !113)
!113 = !DIDerivedType(tag: DW_TAG_typedef, name: "int64_t", file: !114, line: 27, baseType: !115)
!114 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-intn.h", directory: "", checksumkind: CSK_MD5, checksum: "55bcbdc3159515ebd91d351a70d505f4")
!115 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int64_t", file: !116, line: 44, baseType: !100)
!116 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!117 = !DILocalVariable(name: "i", scope: !118, file: !2, line: 31, type: !90)
!118 = distinct !DILexicalBlock(scope: !87, file: !2, line: 31, column: 22)
!119 = distinct !DIAssignID()
!120 = !DILocation(line: 0, scope: !87)
!121 = !DILocation(line: 18, column: 5, scope: !87)
!122 = !DILocation(line: 19, column: 5, scope: !87)
!123 = !DILocation(line: 20, column: 5, scope: !87)
!124 = !DILocation(line: 21, column: 5, scope: !87)
!125 = !DILocation(line: 22, column: 80, scope: !87)
!126 = !DILocation(line: 22, column: 5, scope: !87)
!127 = !DILocation(line: 23, column: 5, scope: !87)
!128 = !DILocation(line: 24, column: 5, scope: !87)
!129 = !DILocation(line: 25, column: 5, scope: !87)
!130 = !DILocation(line: 26, column: 5, scope: !87)
!131 = !DILocation(line: 27, column: 5, scope: !87)
!132 = !DILocation(line: 28, column: 19, scope: !87)
!133 = !DILocation(line: 28, column: 77, scope: !87)
!134 = !DILocation(line: 28, column: 131, scope: !87)
!135 = distinct !DIAssignID()
!136 = !DILocation(line: 0, scope: !102)
!137 = !DILocation(line: 29, column: 80, scope: !138)
!138 = distinct !DILexicalBlock(scope: !102, file: !2, line: 29, column: 38)
!139 = !DILocation(line: 29, column: 66, scope: !138)
!140 = !DILocation(line: 29, column: 98, scope: !87)
!141 = !DILocation(line: 0, scope: !105)
!142 = !DILocation(line: 30, column: 18, scope: !105)
!143 = !DILocation(line: 0, scope: !107)
!144 = !DILocation(line: 0, scope: !110)
!145 = !DILocation(line: 30, column: 109, scope: !146)
!146 = distinct !DILexicalBlock(scope: !110, file: !2, line: 30, column: 74)
!147 = !DILocation(line: 30, column: 128, scope: !146)
!148 = !DILocation(line: 30, column: 106, scope: !146)
!149 = !DILocation(line: 30, column: 149, scope: !146)
!150 = !DILocation(line: 30, column: 36, scope: !108)
!151 = distinct !{!151, !142, !152, !153}
!152 = !DILocation(line: 30, column: 152, scope: !105)
!153 = !{!"llvm.loop.mustprogress"}
!154 = !DILocation(line: 30, column: 155, scope: !87)
!155 = !DILocation(line: 0, scope: !118)
!156 = !DILocation(line: 31, column: 22, scope: !118)
!157 = !DILocation(line: 31, column: 124, scope: !87)
!158 = !DILocation(line: 32, column: 16, scope: !87)
!159 = !DILocation(line: 33, column: 1, scope: !87)
!160 = !DILocation(line: 31, column: 79, scope: !161)
!161 = distinct !DILexicalBlock(scope: !118, file: !2, line: 31, column: 22)
!162 = !DILocation(line: 31, column: 62, scope: !161)
!163 = !DILocation(line: 31, column: 111, scope: !161)
!164 = !DILocation(line: 31, column: 119, scope: !161)
!165 = !DILocation(line: 31, column: 100, scope: !161)
!166 = !DILocation(line: 31, column: 98, scope: !161)
!167 = !DILocation(line: 31, column: 59, scope: !161)
!168 = !DILocation(line: 31, column: 51, scope: !161)
!169 = !DILocation(line: 31, column: 43, scope: !161)
!170 = distinct !{!170, !156, !171, !153}
!171 = !DILocation(line: 31, column: 121, scope: !118)
!172 = !DISubprogram(name: "printf", scope: !173, file: !173, line: 356, type: !174, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!173 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!174 = !DISubroutineType(types: !175)
!175 = !{!90, !176, null}
!176 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !177)
!177 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !178, size: 64)
!178 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!179 = distinct !DISubprogram(name: "clamp_i32", scope: !2, file: !2, line: 11, type: !180, scopeLine: 11, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !68, retainedNodes: !184)
!180 = !DISubroutineType(types: !181)
!181 = !{!182, !182, !182, !182}
!182 = !DIDerivedType(tag: DW_TAG_typedef, name: "int32_t", file: !114, line: 26, baseType: !183)
!183 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int32_t", file: !116, line: 41, baseType: !90)
!184 = !{!185, !186, !187}
!185 = !DILocalVariable(name: "v", arg: 1, scope: !179, file: !2, line: 11, type: !182)
!186 = !DILocalVariable(name: "lo", arg: 2, scope: !179, file: !2, line: 11, type: !182)
!187 = !DILocalVariable(name: "hi", arg: 3, scope: !179, file: !2, line: 11, type: !182)
!188 = !DILocation(line: 0, scope: !179)
!189 = !DILocation(line: 11, column: 71, scope: !179)
!190 = distinct !DISubprogram(name: "pick_pt", scope: !2, file: !2, line: 13, type: !191, scopeLine: 13, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !68, retainedNodes: !193)
!191 = !DISubroutineType(cc: DW_CC_nocall, types: !192)
!192 = !{!93, !90, !93, !93}
!193 = !{!194, !195, !196}
!194 = !DILocalVariable(name: "c", arg: 1, scope: !190, file: !2, line: 13, type: !90)
!195 = !DILocalVariable(name: "a", arg: 2, scope: !190, file: !2, line: 13, type: !93)
!196 = !DILocalVariable(name: "b", arg: 3, scope: !190, file: !2, line: 13, type: !93)
!197 = !DILocation(line: 0, scope: !190)
!198 = !DILocation(line: 13, column: 94, scope: !190)
!199 = !DILocation(line: 13, column: 87, scope: !190)
!200 = distinct !DISubprogram(name: "pick_str", scope: !2, file: !2, line: 14, type: !201, scopeLine: 14, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !68, retainedNodes: !203)
!201 = !DISubroutineType(types: !202)
!202 = !{!177, !100}
!203 = !{!204}
!204 = !DILocalVariable(name: "v", arg: 1, scope: !200, file: !2, line: 14, type: !100)
!205 = !DILocation(line: 0, scope: !200)
!206 = !DILocation(line: 14, column: 74, scope: !200)
!207 = !DILocation(line: 14, column: 72, scope: !200)
!208 = !DILocation(line: 14, column: 90, scope: !200)
!209 = !DILocation(line: 14, column: 88, scope: !200)
!210 = !DILocation(line: 14, column: 108, scope: !200)
!211 = !DILocation(line: 14, column: 106, scope: !200)
!212 = !DILocation(line: 14, column: 65, scope: !200)
!213 = distinct !DISubprogram(name: "sel_chain", scope: !2, file: !2, line: 15, type: !214, scopeLine: 15, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !68, retainedNodes: !216)
!214 = !DISubroutineType(types: !215)
!215 = !{!90, !90, !90, !90}
!216 = !{!217, !218, !219}
!217 = !DILocalVariable(name: "a", arg: 1, scope: !213, file: !2, line: 15, type: !90)
!218 = !DILocalVariable(name: "b", arg: 2, scope: !213, file: !2, line: 15, type: !90)
!219 = !DILocalVariable(name: "c", arg: 3, scope: !213, file: !2, line: 15, type: !90)
!220 = !DILocation(line: 0, scope: !213)
!221 = !DILocation(line: 15, column: 81, scope: !213)
!222 = !DILocation(line: 15, column: 78, scope: !213)
!223 = !DILocation(line: 15, column: 92, scope: !213)
!224 = !DILocation(line: 15, column: 89, scope: !213)
!225 = !DILocation(line: 15, column: 104, scope: !213)
!226 = !DILocation(line: 15, column: 126, scope: !213)
!227 = !DILocation(line: 15, column: 123, scope: !213)
!228 = !DILocation(line: 15, column: 138, scope: !213)
!229 = !DILocation(line: 15, column: 71, scope: !213)
!230 = distinct !DISubprogram(name: "pick_i64", scope: !2, file: !2, line: 11, type: !231, scopeLine: 11, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !68, retainedNodes: !233)
!231 = !DISubroutineType(types: !232)
!232 = !{!113, !90, !113, !113}
!233 = !{!234, !235, !236}
!234 = !DILocalVariable(name: "c", arg: 1, scope: !230, file: !2, line: 11, type: !90)
!235 = !DILocalVariable(name: "a", arg: 2, scope: !230, file: !2, line: 11, type: !113)
!236 = !DILocalVariable(name: "b", arg: 3, scope: !230, file: !2, line: 11, type: !113)
!237 = !DILocation(line: 0, scope: !230)
!238 = !DILocation(line: 11, column: 108, scope: !230)
