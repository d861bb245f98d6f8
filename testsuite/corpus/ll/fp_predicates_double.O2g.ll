; ModuleID = 'programs/fp_predicates_double.c'
source_filename = "programs/fp_predicates_double.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@vals = internal global [12 x double] zeroinitializer, align 16, !dbg !0
@.str = private unnamed_addr constant [5 x i8] c"%-6s\00", align 1, !dbg !10
@.str.1 = private unnamed_addr constant [1 x i8] zeroinitializer, align 1, !dbg !16
@.str.2 = private unnamed_addr constant [5 x i8] c" %6s\00", align 1, !dbg !21
@names.rel = internal unnamed_addr constant [12 x i32] [i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.7 to i64), i64 ptrtoint (ptr @names.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.8 to i64), i64 ptrtoint (ptr @names.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.9 to i64), i64 ptrtoint (ptr @names.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.10 to i64), i64 ptrtoint (ptr @names.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.11 to i64), i64 ptrtoint (ptr @names.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.12 to i64), i64 ptrtoint (ptr @names.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.13 to i64), i64 ptrtoint (ptr @names.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.14 to i64), i64 ptrtoint (ptr @names.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.15 to i64), i64 ptrtoint (ptr @names.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.16 to i64), i64 ptrtoint (ptr @names.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.17 to i64), i64 ptrtoint (ptr @names.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.18 to i64), i64 ptrtoint (ptr @names.rel to i64)) to i32)], align 4
@.str.4 = private unnamed_addr constant [24 x i8] c"[value/branch mismatch]\00", align 1, !dbg !28
@.str.5 = private unnamed_addr constant [11 x i8] c" %03x/%02x\00", align 1, !dbg !33
@.str.6 = private unnamed_addr constant [21 x i8] c"hash %016llx bad %d\0A\00", align 1, !dbg !38
@.str.7 = private unnamed_addr constant [5 x i8] c"-inf\00", align 1, !dbg !43
@.str.8 = private unnamed_addr constant [5 x i8] c"-max\00", align 1, !dbg !45
@.str.9 = private unnamed_addr constant [3 x i8] c"-1\00", align 1, !dbg !47
@.str.10 = private unnamed_addr constant [6 x i8] c"-tiny\00", align 1, !dbg !52
@.str.11 = private unnamed_addr constant [3 x i8] c"-0\00", align 1, !dbg !57
@.str.12 = private unnamed_addr constant [3 x i8] c"+0\00", align 1, !dbg !59
@.str.13 = private unnamed_addr constant [6 x i8] c"+tiny\00", align 1, !dbg !61
@.str.14 = private unnamed_addr constant [6 x i8] c"+minn\00", align 1, !dbg !63
@.str.15 = private unnamed_addr constant [3 x i8] c"+1\00", align 1, !dbg !65
@.str.16 = private unnamed_addr constant [5 x i8] c"+max\00", align 1, !dbg !67
@.str.17 = private unnamed_addr constant [5 x i8] c"+inf\00", align 1, !dbg !69
@.str.18 = private unnamed_addr constant [4 x i8] c"nan\00", align 1, !dbg !71

; Function Attrs: nofree nounwind uwtable
define dso_local range(i32 0, 101) i32 @main() local_unnamed_addr #0 !dbg !93 {
    #dbg_assign(i1 undef, !97, !DIExpression(), !119, ptr poison, !DIExpression(), !120)
    #dbg_assign(i1 undef, !97, !DIExpression(), !121, ptr poison, !DIExpression(), !120)
    #dbg_value(i32 0, !99, !DIExpression(), !122)
    #dbg_value(i64 0, !99, !DIExpression(), !122)
  store volatile double 0xFFF0000000000000, ptr @vals, align 16, !dbg !123, !tbaa !125
    #dbg_value(i64 1, !99, !DIExpression(), !122)
  store volatile double 0xFFEFFFFFFFFFFFFF, ptr getelementptr inbounds (i8, ptr @vals, i64 8), align 8, !dbg !123, !tbaa !125
    #dbg_value(i64 2, !99, !DIExpression(), !122)
  store volatile double -1.000000e+00, ptr getelementptr inbounds (i8, ptr @vals, i64 16), align 16, !dbg !123, !tbaa !125
    #dbg_value(i64 3, !99, !DIExpression(), !122)
  store volatile double -4.940660e-324, ptr getelementptr inbounds (i8, ptr @vals, i64 24), align 8, !dbg !123, !tbaa !125
    #dbg_value(i64 4, !99, !DIExpression(), !122)
  store volatile double -0.000000e+00, ptr getelementptr inbounds (i8, ptr @vals, i64 32), align 16, !dbg !123, !tbaa !125
    #dbg_value(i64 5, !99, !DIExpression(), !122)
  store volatile double 0.000000e+00, ptr getelementptr inbounds (i8, ptr @vals, i64 40), align 8, !dbg !123, !tbaa !125
    #dbg_value(i64 6, !99, !DIExpression(), !122)
  store volatile double 4.940660e-324, ptr getelementptr inbounds (i8, ptr @vals, i64 48), align 16, !dbg !123, !tbaa !125
    #dbg_value(i64 7, !99, !DIExpression(), !122)
  store volatile double 0x10000000000000, ptr getelementptr inbounds (i8, ptr @vals, i64 56), align 8, !dbg !123, !tbaa !125
    #dbg_value(i64 8, !99, !DIExpression(), !122)
  store volatile double 1.000000e+00, ptr getelementptr inbounds (i8, ptr @vals, i64 64), align 16, !dbg !123, !tbaa !125
    #dbg_value(i64 9, !99, !DIExpression(), !122)
  store volatile double 0x7FEFFFFFFFFFFFFF, ptr getelementptr inbounds (i8, ptr @vals, i64 72), align 8, !dbg !123, !tbaa !125
    #dbg_value(i64 10, !99, !DIExpression(), !122)
  store volatile double 0x7FF0000000000000, ptr getelementptr inbounds (i8, ptr @vals, i64 80), align 16, !dbg !123, !tbaa !125
    #dbg_value(i64 11, !99, !DIExpression(), !122)
  store volatile double 0x7FF8000000000000, ptr getelementptr inbounds (i8, ptr @vals, i64 88), align 8, !dbg !123, !tbaa !125
    #dbg_value(i64 12, !99, !DIExpression(), !122)
    #dbg_value(i32 0, !101, !DIExpression(), !120)
    #dbg_value(i64 0, !102, !DIExpression(), !120)
  %1 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.1), !dbg !129
    #dbg_value(i32 0, !104, !DIExpression(), !130)
    #dbg_value(i64 0, !104, !DIExpression(), !130)
  %2 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, ptr noundef nonnull @.str.7), !dbg !131
    #dbg_value(i64 1, !104, !DIExpression(), !130)
  %3 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, ptr noundef nonnull @.str.8), !dbg !131
    #dbg_value(i64 2, !104, !DIExpression(), !130)
  %4 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, ptr noundef nonnull @.str.9), !dbg !131
    #dbg_value(i64 3, !104, !DIExpression(), !130)
  %5 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, ptr noundef nonnull @.str.10), !dbg !131
    #dbg_value(i64 4, !104, !DIExpression(), !130)
  %6 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, ptr noundef nonnull @.str.11), !dbg !131
    #dbg_value(i64 5, !104, !DIExpression(), !130)
  %7 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, ptr noundef nonnull @.str.12), !dbg !131
    #dbg_value(i64 6, !104, !DIExpression(), !130)
  %8 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, ptr noundef nonnull @.str.13), !dbg !131
    #dbg_value(i64 7, !104, !DIExpression(), !130)
  %9 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, ptr noundef nonnull @.str.14), !dbg !131
    #dbg_value(i64 8, !104, !DIExpression(), !130)
  %10 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, ptr noundef nonnull @.str.15), !dbg !131
    #dbg_value(i64 9, !104, !DIExpression(), !130)
  %11 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, ptr noundef nonnull @.str.16), !dbg !131
    #dbg_value(i64 10, !104, !DIExpression(), !130)
  %12 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, ptr noundef nonnull @.str.17), !dbg !131
    #dbg_value(i64 11, !104, !DIExpression(), !130)
  %13 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, ptr noundef nonnull @.str.18), !dbg !131
    #dbg_value(i64 12, !104, !DIExpression(), !130)
  %14 = tail call i32 @putchar(i32 10), !dbg !133
    #dbg_value(i32 0, !106, !DIExpression(), !134)
    #dbg_value(i32 0, !101, !DIExpression(), !120)
    #dbg_value(i64 0, !102, !DIExpression(), !120)
  br label %21, !dbg !135

15:                                               ; preds = %29
  %16 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i64 noundef %98, i32 noundef %48), !dbg !136
  %17 = icmp eq i32 %48, 0, !dbg !137
  %18 = trunc i64 %98 to i32, !dbg !137
  %19 = and i32 %18, 63, !dbg !137
  %20 = select i1 %17, i32 %19, i32 100, !dbg !137
  ret i32 %20, !dbg !138

21:                                               ; preds = %0, %29
  %22 = phi i64 [ 0, %0 ], [ %31, %29 ]
  %23 = phi i32 [ 0, %0 ], [ %48, %29 ]
  %24 = phi i64 [ 0, %0 ], [ %98, %29 ]
    #dbg_value(i32 %23, !101, !DIExpression(), !120)
    #dbg_value(i64 %24, !102, !DIExpression(), !120)
    #dbg_value(i64 %22, !106, !DIExpression(), !134)
  %25 = shl i64 %22, 2, !dbg !139
  %26 = call ptr @llvm.load.relative.i64(ptr @names.rel, i64 %25), !dbg !139
  %27 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef %26), !dbg !140
    #dbg_value(i32 0, !108, !DIExpression(), !141)
  %28 = getelementptr inbounds [12 x double], ptr @vals, i64 0, i64 %22
    #dbg_value(i32 %23, !101, !DIExpression(), !120)
    #dbg_value(i64 %24, !102, !DIExpression(), !120)
    #dbg_value(i32 0, !108, !DIExpression(), !141)
  br label %33, !dbg !142

29:                                               ; preds = %92
  %30 = tail call i32 @putchar(i32 10), !dbg !143
  %31 = add nuw nsw i64 %22, 1, !dbg !144
    #dbg_value(i32 %48, !101, !DIExpression(), !120)
    #dbg_value(i64 %98, !102, !DIExpression(), !120)
    #dbg_value(i64 %31, !106, !DIExpression(), !134)
  %32 = icmp eq i64 %31, 12, !dbg !145
  br i1 %32, label %15, label %21, !dbg !135, !llvm.loop !146

33:                                               ; preds = %21, %92
  %34 = phi i64 [ 0, %21 ], [ %99, %92 ]
  %35 = phi i32 [ %23, %21 ], [ %48, %92 ]
  %36 = phi i64 [ %24, %21 ], [ %98, %92 ]
    #dbg_value(i32 %35, !101, !DIExpression(), !120)
    #dbg_value(i64 %36, !102, !DIExpression(), !120)
    #dbg_value(i64 %34, !108, !DIExpression(), !141)
  %37 = load volatile double, ptr %28, align 8, !dbg !149, !tbaa !125
    #dbg_value(double %37, !112, !DIExpression(), !150)
  %38 = getelementptr inbounds [12 x double], ptr @vals, i64 0, i64 %34, !dbg !151
  %39 = load volatile double, ptr %38, align 8, !dbg !151, !tbaa !125
    #dbg_value(double %39, !115, !DIExpression(), !150)
  %40 = tail call fastcc i32 @as_values(double noundef %37, double noundef %39), !dbg !152
    #dbg_value(i32 %40, !116, !DIExpression(), !150)
  %41 = tail call fastcc i32 @as_branches(double noundef %37, double noundef %39), !dbg !153
    #dbg_value(i32 %41, !117, !DIExpression(), !150)
  %42 = tail call fastcc i32 @as_builtins(double noundef %37, double noundef %39), !dbg !154
    #dbg_value(i32 %42, !118, !DIExpression(), !150)
  %43 = icmp eq i32 %40, %41, !dbg !155
  br i1 %43, label %47, label %44, !dbg !157

44:                                               ; preds = %33
  %45 = add nsw i32 %35, 1, !dbg !158
    #dbg_value(i32 %45, !101, !DIExpression(), !120)
  %46 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4), !dbg !160
  br label %47, !dbg !161

47:                                               ; preds = %44, %33
  %48 = phi i32 [ %45, %44 ], [ %35, %33 ], !dbg !120
    #dbg_value(i32 %48, !101, !DIExpression(), !120)
  %49 = and i32 %40, 63, !dbg !162
  %50 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %49, i32 noundef %42), !dbg !163
  %51 = mul i64 %36, 4099, !dbg !164
  %52 = shl nuw nsw i32 %40, 6, !dbg !165
  %53 = zext nneg i32 %52 to i64, !dbg !166
  %54 = add i64 %51, %53, !dbg !167
  %55 = zext nneg i32 %42 to i64, !dbg !168
  %56 = add i64 %54, %55, !dbg !169
    #dbg_value(i64 %56, !102, !DIExpression(), !120)
  %57 = mul i64 %56, 31, !dbg !170
  %58 = tail call fastcc double @sel_min(double noundef %37, double noundef %39), !dbg !171
    #dbg_value(double %58, !172, !DIExpression(), !177)
  %59 = fcmp uno double %58, 0.000000e+00, !dbg !179
  br i1 %59, label %74, label %60, !dbg !179

60:                                               ; preds = %47
  %61 = fcmp olt double %58, 0.000000e+00, !dbg !180
  br i1 %61, label %62, label %65, !dbg !181

62:                                               ; preds = %60
  %63 = fcmp oeq double %58, 0xFFF0000000000000, !dbg !182
  %64 = select i1 %63, i64 8, i64 16, !dbg !183
  br label %74, !dbg !181

65:                                               ; preds = %60
  %66 = fcmp ogt double %58, 0.000000e+00, !dbg !184
  br i1 %66, label %67, label %70, !dbg !185

67:                                               ; preds = %65
  %68 = fcmp oeq double %58, 0x7FF0000000000000, !dbg !186
  %69 = select i1 %68, i64 40, i64 32, !dbg !187
  br label %74, !dbg !185

70:                                               ; preds = %65
  %71 = bitcast double %58 to i64, !dbg !188
  %72 = icmp slt i64 %71, 0, !dbg !188
  %73 = select i1 %72, i64 48, i64 24, !dbg !188
  br label %74, !dbg !185

74:                                               ; preds = %47, %62, %67, %70
  %75 = phi i64 [ 0, %47 ], [ %64, %62 ], [ %69, %67 ], [ %73, %70 ], !dbg !179
  %76 = tail call fastcc double @sel_max(double noundef %37, double noundef %39), !dbg !189
    #dbg_value(double %76, !172, !DIExpression(), !190)
  %77 = fcmp uno double %76, 0.000000e+00, !dbg !192
  br i1 %77, label %92, label %78, !dbg !192

78:                                               ; preds = %74
  %79 = fcmp olt double %76, 0.000000e+00, !dbg !193
  br i1 %79, label %80, label %83, !dbg !194

80:                                               ; preds = %78
  %81 = fcmp oeq double %76, 0xFFF0000000000000, !dbg !195
  %82 = select i1 %81, i64 1, i64 2, !dbg !196
  br label %92, !dbg !194

83:                                               ; preds = %78
  %84 = fcmp ogt double %76, 0.000000e+00, !dbg !197
  br i1 %84, label %85, label %88, !dbg !198

85:                                               ; preds = %83
  %86 = fcmp oeq double %76, 0x7FF0000000000000, !dbg !199
  %87 = select i1 %86, i64 5, i64 4, !dbg !200
  br label %92, !dbg !198

88:                                               ; preds = %83
  %89 = bitcast double %76 to i64, !dbg !201
  %90 = icmp slt i64 %89, 0, !dbg !201
  %91 = select i1 %90, i64 6, i64 3, !dbg !201
  br label %92, !dbg !198

92:                                               ; preds = %74, %80, %85, %88
  %93 = phi i64 [ 0, %74 ], [ %82, %80 ], [ %87, %85 ], [ %91, %88 ], !dbg !192
  %94 = tail call fastcc i32 @sel_idx(double noundef %37, double noundef %39), !dbg !202
  %95 = zext nneg i32 %94 to i64, !dbg !203
  %96 = add i64 %75, %57, !dbg !204
  %97 = add i64 %96, %93, !dbg !205
  %98 = add i64 %97, %95, !dbg !206
    #dbg_value(i64 %98, !102, !DIExpression(), !120)
  %99 = add nuw nsw i64 %34, 1, !dbg !207
    #dbg_value(i32 %48, !101, !DIExpression(), !120)
    #dbg_value(i64 %99, !108, !DIExpression(), !141)
  %100 = icmp eq i64 %99, 12, !dbg !208
  br i1 %100, label %29, label %33, !dbg !142, !llvm.loop !209
}

; Function Attrs: nofree nounwind
declare !dbg !211 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i32 0, 4096) i32 @as_values(double noundef %0, double noundef %1) unnamed_addr #2 !dbg !216 {
    #dbg_value(double %0, !220, !DIExpression(), !222)
    #dbg_value(double %1, !221, !DIExpression(), !222)
  %3 = fcmp oeq double %0, %1, !dbg !223
  br i1 %3, label %9, label %4, !dbg !224

4:                                                ; preds = %2
  %5 = fcmp uno double %0, 0.000000e+00, !dbg !225
  br i1 %5, label %9, label %6, !dbg !226

6:                                                ; preds = %4
  %7 = fcmp uno double %1, 0.000000e+00, !dbg !227
  %8 = select i1 %7, i32 2048, i32 0, !dbg !228
  br label %9, !dbg !226

9:                                                ; preds = %6, %4, %2
  %10 = phi i32 [ 1024, %6 ], [ 1024, %4 ], [ 0, %2 ]
  %11 = phi i32 [ %8, %6 ], [ 2048, %4 ], [ 2048, %2 ]
  %12 = fcmp une double %0, %1, !dbg !229
  %13 = select i1 %12, i32 2, i32 0, !dbg !230
  %14 = zext i1 %3 to i32, !dbg !223
  %15 = or disjoint i32 %13, %14, !dbg !231
  %16 = fcmp uge double %0, %1, !dbg !232
  %17 = select i1 %16, i32 0, i32 4, !dbg !233
  %18 = or disjoint i32 %15, %17, !dbg !234
  %19 = fcmp ugt double %0, %1, !dbg !235
  %20 = select i1 %19, i32 0, i32 8, !dbg !236
  %21 = or disjoint i32 %18, %20, !dbg !237
  %22 = fcmp ule double %0, %1, !dbg !238
  %23 = select i1 %22, i32 0, i32 16, !dbg !239
  %24 = or disjoint i32 %21, %23, !dbg !240
  %25 = fcmp ult double %0, %1, !dbg !241
  %26 = select i1 %25, i32 0, i32 32, !dbg !242
  %27 = or disjoint i32 %24, %26, !dbg !243
  %28 = select i1 %16, i32 64, i32 0, !dbg !244
  %29 = or i32 %27, %28, !dbg !245
  %30 = select i1 %19, i32 128, i32 0, !dbg !246
  %31 = or i32 %29, %30, !dbg !247
  %32 = select i1 %22, i32 256, i32 0, !dbg !248
  %33 = or i32 %31, %32, !dbg !249
  %34 = select i1 %25, i32 512, i32 0, !dbg !250
  %35 = or i32 %33, %34, !dbg !251
  %36 = or i32 %35, %10, !dbg !252
  %37 = or i32 %36, %11, !dbg !253
  ret i32 %37, !dbg !254
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i32 0, 4096) i32 @as_branches(double noundef %0, double noundef %1) unnamed_addr #2 !dbg !255 {
    #dbg_value(double %0, !257, !DIExpression(), !260)
    #dbg_value(double %1, !258, !DIExpression(), !260)
    #dbg_value(i32 0, !259, !DIExpression(), !260)
  %3 = fcmp oeq double %0, %1, !dbg !261
  %4 = zext i1 %3 to i32, !dbg !263
    #dbg_value(i32 %4, !259, !DIExpression(), !260)
  %5 = fcmp une double %0, %1, !dbg !264
  %6 = or disjoint i32 %4, 2, !dbg !266
  %7 = select i1 %5, i32 %6, i32 %4, !dbg !266
    #dbg_value(i32 %7, !259, !DIExpression(), !260)
  %8 = fcmp olt double %0, %1, !dbg !267
  %9 = or disjoint i32 %7, 4, !dbg !269
  %10 = select i1 %8, i32 %9, i32 %7, !dbg !269
    #dbg_value(i32 %10, !259, !DIExpression(), !260)
  %11 = fcmp ole double %0, %1, !dbg !270
  %12 = or disjoint i32 %10, 8, !dbg !272
  %13 = select i1 %11, i32 %12, i32 %10, !dbg !272
    #dbg_value(i32 %13, !259, !DIExpression(), !260)
  %14 = fcmp ogt double %0, %1, !dbg !273
  %15 = or i32 %13, 16, !dbg !275
  %16 = select i1 %14, i32 %15, i32 %13, !dbg !275
    #dbg_value(i32 %16, !259, !DIExpression(), !260)
  %17 = fcmp oge double %0, %1, !dbg !276
  %18 = or i32 %16, 32, !dbg !278
  %19 = select i1 %17, i32 %18, i32 %16, !dbg !278
    #dbg_value(i32 %19, !259, !DIExpression(), !260)
  %20 = or i32 %19, 64, !dbg !279
  %21 = select i1 %8, i32 %19, i32 %20, !dbg !279
    #dbg_value(i32 %21, !259, !DIExpression(), !260)
  %22 = or i32 %21, 128, !dbg !280
  %23 = select i1 %11, i32 %21, i32 %22, !dbg !280
    #dbg_value(i32 %23, !259, !DIExpression(), !260)
  %24 = or i32 %23, 256, !dbg !281
  %25 = select i1 %14, i32 %23, i32 %24, !dbg !281
    #dbg_value(i32 %25, !259, !DIExpression(), !260)
  %26 = or i32 %25, 512, !dbg !282
  %27 = select i1 %17, i32 %25, i32 %26, !dbg !282
    #dbg_value(i32 %27, !259, !DIExpression(), !260)
  %28 = or i32 %27, 1024, !dbg !283
  %29 = select i1 %3, i32 %27, i32 %28, !dbg !283
    #dbg_value(i32 %29, !259, !DIExpression(), !260)
  %30 = fcmp ueq double %1, %0, !dbg !284
  %31 = or i32 %29, 2048, !dbg !284
  %32 = select i1 %30, i32 %31, i32 %29, !dbg !284
    #dbg_value(i32 %32, !259, !DIExpression(), !260)
  ret i32 %32, !dbg !286
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i32 0, 64) i32 @as_builtins(double noundef %0, double noundef %1) unnamed_addr #2 !dbg !287 {
    #dbg_value(double %0, !289, !DIExpression(), !291)
    #dbg_value(double %1, !290, !DIExpression(), !291)
  %3 = fcmp ogt double %0, %1, !dbg !292
  %4 = zext i1 %3 to i32, !dbg !292
  %5 = fcmp oge double %0, %1, !dbg !293
  %6 = select i1 %5, i32 2, i32 0, !dbg !294
  %7 = or disjoint i32 %6, %4, !dbg !295
  %8 = fcmp olt double %0, %1, !dbg !296
  %9 = select i1 %8, i32 4, i32 0, !dbg !297
  %10 = or disjoint i32 %7, %9, !dbg !298
  %11 = fcmp ole double %0, %1, !dbg !299
  %12 = select i1 %11, i32 8, i32 0, !dbg !300
  %13 = or disjoint i32 %10, %12, !dbg !301
  %14 = fcmp one double %0, %1, !dbg !302
  %15 = select i1 %14, i32 16, i32 0, !dbg !303
  %16 = or disjoint i32 %13, %15, !dbg !304
  %17 = fcmp uno double %0, %1, !dbg !305
  %18 = select i1 %17, i32 32, i32 0, !dbg !306
  %19 = or disjoint i32 %16, %18, !dbg !307
  ret i32 %19, !dbg !308
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef double @sel_min(double noundef %0, double noundef %1) unnamed_addr #2 !dbg !309 {
    #dbg_value(double %0, !313, !DIExpression(), !315)
    #dbg_value(double %1, !314, !DIExpression(), !315)
  %3 = fcmp olt double %0, %1, !dbg !316
  %4 = select i1 %3, double %0, double %1, !dbg !317
  ret double %4, !dbg !318
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef double @sel_max(double noundef %0, double noundef %1) unnamed_addr #2 !dbg !319 {
    #dbg_value(double %0, !321, !DIExpression(), !323)
    #dbg_value(double %1, !322, !DIExpression(), !323)
  %3 = fcmp ogt double %0, %1, !dbg !324
  %4 = select i1 %3, double %0, double %1, !dbg !325
  ret double %4, !dbg !326
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef range(i32 1, 3) i32 @sel_idx(double noundef %0, double noundef %1) unnamed_addr #2 !dbg !327 {
    #dbg_value(double %0, !329, !DIExpression(), !331)
    #dbg_value(double %1, !330, !DIExpression(), !331)
  %3 = fcmp oge double %0, %1, !dbg !332
  %4 = select i1 %3, i32 1, i32 2, !dbg !333
  ret i32 %4, !dbg !334
}

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #3

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: read)
declare ptr @llvm.load.relative.i64(ptr, i64) #4

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nounwind }
attributes #4 = { nocallback nofree nosync nounwind willreturn memory(argmem: read) }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!85, !86, !87, !88, !89, !90, !91}
!llvm.ident = !{!92}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "vals", scope: !2, file: !3, line: 10, type: !83, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !9, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "programs/fp_predicates_double.c", directory: ".", checksumkind: CSK_MD5, checksum: "74c44d0ecdf77532da63b5a6a4848a29")
!4 = !{!5, !7, !8}
!5 = !DIDerivedType(tag: DW_TAG_typedef, name: "T", file: !3, line: 9, baseType: !6)
!6 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!7 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!8 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!9 = !{!10, !16, !21, !23, !28, !33, !38, !0, !43, !45, !47, !52, !57, !59, !61, !63, !65, !67, !69, !71, !76}
!10 = !DIGlobalVariableExpression(var: !11, expr: !DIExpression())
!11 = distinct !DIGlobalVariable(scope: null, file: !3, line: 46, type: !12, isLocal: true, isDefinition: true)
!12 = !DICompositeType(tag: DW_TAG_array_type, baseType: !13, size: 40, elements: !14)
!13 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!14 = !{!15}
!15 = !DISubrange(count: 5)
!16 = !DIGlobalVariableExpression(var: !17, expr: !DIExpression())
!17 = distinct !DIGlobalVariable(scope: null, file: !3, line: 46, type: !18, isLocal: true, isDefinition: true)
!18 = !DICompositeType(tag: DW_TAG_array_type, baseType: !13, size: 8, elements: !19)
!19 = !{!20}
!20 = !DISubrange(count: 1)
!21 = !DIGlobalVariableExpression(var: !22, expr: !DIExpression())
!22 = distinct !DIGlobalVariable(scope: null, file: !3, line: 47, type: !12, isLocal: true, isDefinition: true)
!23 = !DIGlobalVariableExpression(var: !24, expr: !DIExpression())
!24 = distinct !DIGlobalVariable(scope: null, file: !3, line: 48, type: !25, isLocal: true, isDefinition: true)
!25 = !DICompositeType(tag: DW_TAG_array_type, baseType: !13, size: 16, elements: !26)
!26 = !{!27}
!27 = !DISubrange(count: 2)
!28 = !DIGlobalVariableExpression(var: !29, expr: !DIExpression())
!29 = distinct !DIGlobalVariable(scope: null, file: !3, line: 54, type: !30, isLocal: true, isDefinition: true)
!30 = !DICompositeType(tag: DW_TAG_array_type, baseType: !13, size: 192, elements: !31)
!31 = !{!32}
!32 = !DISubrange(count: 24)
!33 = !DIGlobalVariableExpression(var: !34, expr: !DIExpression())
!34 = distinct !DIGlobalVariable(scope: null, file: !3, line: 55, type: !35, isLocal: true, isDefinition: true)
!35 = !DICompositeType(tag: DW_TAG_array_type, baseType: !13, size: 88, elements: !36)
!36 = !{!37}
!37 = !DISubrange(count: 11)
!38 = !DIGlobalVariableExpression(var: !39, expr: !DIExpression())
!39 = distinct !DIGlobalVariable(scope: null, file: !3, line: 61, type: !40, isLocal: true, isDefinition: true)
!40 = !DICompositeType(tag: DW_TAG_array_type, baseType: !13, size: 168, elements: !41)
!41 = !{!42}
!42 = !DISubrange(count: 21)
!43 = !DIGlobalVariableExpression(var: !44, expr: !DIExpression())
!44 = distinct !DIGlobalVariable(scope: null, file: !3, line: 11, type: !12, isLocal: true, isDefinition: true)
!45 = !DIGlobalVariableExpression(var: !46, expr: !DIExpression())
!46 = distinct !DIGlobalVariable(scope: null, file: !3, line: 11, type: !12, isLocal: true, isDefinition: true)
!47 = !DIGlobalVariableExpression(var: !48, expr: !DIExpression())
!48 = distinct !DIGlobalVariable(scope: null, file: !3, line: 11, type: !49, isLocal: true, isDefinition: true)
!49 = !DICompositeType(tag: DW_TAG_array_type, baseType: !13, size: 24, elements: !50)
!50 = !{!51}
!51 = !DISubrange(count: 3)
!52 = !DIGlobalVariableExpression(var: !53, expr: !DIExpression())
!53 = distinct !DIGlobalVariable(scope: null, file: !3, line: 11, type: !54, isLocal: true, isDefinition: true)
!54 = !DICompositeType(tag: DW_TAG_array_type, baseType: !13, size: 48, elements: !55)
!55 = !{!56}
!56 = !DISubrange(count: 6)
!57 = !DIGlobalVariableExpression(var: !58, expr: !DIExpression())
!58 = distinct !DIGlobalVariable(scope: null, file: !3, line: 11, type: !49, isLocal: true, isDefinition: true)
!59 = !DIGlobalVariableExpression(var: !60, expr: !DIExpression())
!60 = distinct !DIGlobalVariable(scope: null, file: !3, line: 11, type: !49, isLocal: true, isDefinition: true)
!61 = !DIGlobalVariableExpression(var: !62, expr: !DIExpression())
!62 = distinct !DIGlobalVariable(scope: null, file: !3, line: 11, type: !54, isLocal: true, isDefinition: true)
!63 = !DIGlobalVariableExpression(var: !64, expr: !DIExpression())
!64 = distinct !DIGlobalVariable(scope: null, file: !3, line: 11, type: !54, isLocal: true, isDefinition: true)
!65 = !DIGlobalVariableExpression(var: !66, expr: !DIExpression())
!66 = distinct !DIGlobalVariable(scope: null, file: !3, line: 11, type: !49, isLocal: true, isDefinition: true)
!67 = !DIGlobalVariableExpression(var: !68, expr: !DIExpression())
!68 = distinct !DIGlobalVariable(scope: null, file: !3, line: 11, type: !12, isLocal: true, isDefinition: true)
!69 = !DIGlobalVariableExpression(var: !70, expr: !DIExpression())
!70 = distinct !DIGlobalVariable(scope: null, file: !3, line: 11, type: !12, isLocal: true, isDefinition: true)
!71 = !DIGlobalVariableExpression(var: !72, expr: !DIExpression())
!72 = distinct !DIGlobalVariable(scope: null, file: !3, line: 11, type: !73, isLocal: true, isDefinition: true)
!73 = !DICompositeType(tag: DW_TAG_array_type, baseType: !13, size: 32, elements: !74)
!74 = !{!75}
!75 = !DISubrange(count: 4)
!76 = !DIGlobalVariableExpression(var: !77, expr: !DIExpression())
!77 = distinct !DIGlobalVariable(name: "names", scope: !2, file: !3, line: 11, type: !78, isLocal: true, isDefinition: true)
!78 = !DICompositeType(tag: DW_TAG_array_type, baseType: !79, size: 768, elements: !81)
!79 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !80, size: 64)
!80 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !13)
!81 = !{!82}
!82 = !DISubrange(count: 12)
!83 = !DICompositeType(tag: DW_TAG_array_type, baseType: !84, size: 768, elements: !81)
!84 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !5)
!85 = !{i32 7, !"Dwarf Version", i32 5}
!86 = !{i32 2, !"Debug Info Version", i32 3}
!87 = !{i32 1, !"wchar_size", i32 4}
!88 = !{i32 8, !"PIC Level", i32 2}
!89 = !{i32 7, !"PIE Level", i32 2}
!90 = !{i32 7, !"uwtable", i32 2}
!91 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!92 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!93 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 41, type: !94, scopeLine: 41, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !96)
!94 = !DISubroutineType(types: !95)
!95 = !{!8}
!96 = !{!97, !99, !101, !102, !104, !106, !108, !112, !115, !116, !117, !118}
!97 = !DILocalVariable(name: "tmp", scope: !93, file: !3, line: 42, type: !98)
!98 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 768, elements: !81)
!99 = !DILocalVariable(name: "i", scope: !100, file: !3, line: 43, type: !8)
!100 = distinct !DILexicalBlock(scope: !93, file: !3, line: 43, column: 5)
!101 = !DILocalVariable(name: "bad", scope: !93, file: !3, line: 44, type: !8)
!102 = !DILocalVariable(name: "h", scope: !93, file: !3, line: 45, type: !103)
!103 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!104 = !DILocalVariable(name: "j", scope: !105, file: !3, line: 47, type: !8)
!105 = distinct !DILexicalBlock(scope: !93, file: !3, line: 47, column: 5)
!106 = !DILocalVariable(name: "i", scope: !107, file: !3, line: 49, type: !8)
!107 = distinct !DILexicalBlock(scope: !93, file: !3, line: 49, column: 5)
!108 = !DILocalVariable(name: "j", scope: !109, file: !3, line: 51, type: !8)
!109 = distinct !DILexicalBlock(scope: !110, file: !3, line: 51, column: 9)
!110 = distinct !DILexicalBlock(scope: !111, file: !3, line: 49, column: 34)
!111 = distinct !DILexicalBlock(scope: !107, file: !3, line: 49, column: 5)
!112 = !DILocalVariable(name: "a", scope: !113, file: !3, line: 52, type: !5)
!113 = distinct !DILexicalBlock(scope: !114, file: !3, line: 51, column: 38)
!114 = distinct !DILexicalBlock(scope: !109, file: !3, line: 51, column: 9)
!115 = !DILocalVariable(name: "b", scope: !113, file: !3, line: 52, type: !5)
!116 = !DILocalVariable(name: "v", scope: !113, file: !3, line: 53, type: !8)
!117 = !DILocalVariable(name: "br", scope: !113, file: !3, line: 53, type: !8)
!118 = !DILocalVariable(name: "bi", scope: !113, file: !3, line: 53, type: !8)
!119 = distinct !DIAssignID()
!120 = !DILocation(line: 0, scope: !93)
!121 = distinct !DIAssignID()
!122 = !DILocation(line: 0, scope: !100)
!123 = !DILocation(line: 43, column: 42, scope: !124)
!124 = distinct !DILexicalBlock(scope: !100, file: !3, line: 43, column: 5)
!125 = !{!126, !126, i64 0}
!126 = !{!"double", !127, i64 0}
!127 = !{!"omnipotent char", !128, i64 0}
!128 = !{!"Simple C/C++ TBAA"}
!129 = !DILocation(line: 46, column: 5, scope: !93)
!130 = !DILocation(line: 0, scope: !105)
!131 = !DILocation(line: 47, column: 34, scope: !132)
!132 = distinct !DILexicalBlock(scope: !105, file: !3, line: 47, column: 5)
!133 = !DILocation(line: 48, column: 5, scope: !93)
!134 = !DILocation(line: 0, scope: !107)
!135 = !DILocation(line: 49, column: 5, scope: !107)
!136 = !DILocation(line: 61, column: 5, scope: !93)
!137 = !DILocation(line: 62, column: 12, scope: !93)
!138 = !DILocation(line: 63, column: 1, scope: !93)
!139 = !DILocation(line: 50, column: 24, scope: !110)
!140 = !DILocation(line: 50, column: 9, scope: !110)
!141 = !DILocation(line: 0, scope: !109)
!142 = !DILocation(line: 51, column: 9, scope: !109)
!143 = !DILocation(line: 59, column: 9, scope: !110)
!144 = !DILocation(line: 49, column: 30, scope: !111)
!145 = !DILocation(line: 49, column: 23, scope: !111)
!146 = distinct !{!146, !135, !147, !148}
!147 = !DILocation(line: 60, column: 5, scope: !107)
!148 = !{!"llvm.loop.mustprogress"}
!149 = !DILocation(line: 52, column: 19, scope: !113)
!150 = !DILocation(line: 0, scope: !113)
!151 = !DILocation(line: 52, column: 32, scope: !113)
!152 = !DILocation(line: 53, column: 21, scope: !113)
!153 = !DILocation(line: 53, column: 43, scope: !113)
!154 = !DILocation(line: 53, column: 67, scope: !113)
!155 = !DILocation(line: 54, column: 19, scope: !156)
!156 = distinct !DILexicalBlock(scope: !113, file: !3, line: 54, column: 17)
!157 = !DILocation(line: 54, column: 17, scope: !113)
!158 = !DILocation(line: 54, column: 31, scope: !159)
!159 = distinct !DILexicalBlock(scope: !156, file: !3, line: 54, column: 26)
!160 = !DILocation(line: 54, column: 35, scope: !159)
!161 = !DILocation(line: 54, column: 70, scope: !159)
!162 = !DILocation(line: 55, column: 36, scope: !113)
!163 = !DILocation(line: 55, column: 13, scope: !113)
!164 = !DILocation(line: 56, column: 19, scope: !113)
!165 = !DILocation(line: 56, column: 40, scope: !113)
!166 = !DILocation(line: 56, column: 28, scope: !113)
!167 = !DILocation(line: 56, column: 26, scope: !113)
!168 = !DILocation(line: 56, column: 47, scope: !113)
!169 = !DILocation(line: 56, column: 45, scope: !113)
!170 = !DILocation(line: 57, column: 19, scope: !113)
!171 = !DILocation(line: 57, column: 41, scope: !113)
!172 = !DILocalVariable(name: "v", arg: 1, scope: !173, file: !3, line: 39, type: !5)
!173 = distinct !DISubprogram(name: "cls", scope: !3, file: !3, line: 39, type: !174, scopeLine: 39, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !176)
!174 = !DISubroutineType(types: !175)
!175 = !{!8, !5}
!176 = !{!172}
!177 = !DILocation(line: 0, scope: !173, inlinedAt: !178)
!178 = distinct !DILocation(line: 57, column: 37, scope: !113)
!179 = !DILocation(line: 39, column: 30, scope: !173, inlinedAt: !178)
!180 = !DILocation(line: 39, column: 47, scope: !173, inlinedAt: !178)
!181 = !DILocation(line: 39, column: 45, scope: !173, inlinedAt: !178)
!182 = !DILocation(line: 39, column: 56, scope: !173, inlinedAt: !178)
!183 = !DILocation(line: 39, column: 54, scope: !173, inlinedAt: !178)
!184 = !DILocation(line: 39, column: 82, scope: !173, inlinedAt: !178)
!185 = !DILocation(line: 39, column: 80, scope: !173, inlinedAt: !178)
!186 = !DILocation(line: 39, column: 91, scope: !173, inlinedAt: !178)
!187 = !DILocation(line: 39, column: 89, scope: !173, inlinedAt: !178)
!188 = !DILocation(line: 39, column: 115, scope: !173, inlinedAt: !178)
!189 = !DILocation(line: 57, column: 66, scope: !113)
!190 = !DILocation(line: 0, scope: !173, inlinedAt: !191)
!191 = distinct !DILocation(line: 57, column: 62, scope: !113)
!192 = !DILocation(line: 39, column: 30, scope: !173, inlinedAt: !191)
!193 = !DILocation(line: 39, column: 47, scope: !173, inlinedAt: !191)
!194 = !DILocation(line: 39, column: 45, scope: !173, inlinedAt: !191)
!195 = !DILocation(line: 39, column: 56, scope: !173, inlinedAt: !191)
!196 = !DILocation(line: 39, column: 54, scope: !173, inlinedAt: !191)
!197 = !DILocation(line: 39, column: 82, scope: !173, inlinedAt: !191)
!198 = !DILocation(line: 39, column: 80, scope: !173, inlinedAt: !191)
!199 = !DILocation(line: 39, column: 91, scope: !173, inlinedAt: !191)
!200 = !DILocation(line: 39, column: 89, scope: !173, inlinedAt: !191)
!201 = !DILocation(line: 39, column: 115, scope: !173, inlinedAt: !191)
!202 = !DILocation(line: 57, column: 94, scope: !113)
!203 = !DILocation(line: 57, column: 84, scope: !113)
!204 = !DILocation(line: 57, column: 60, scope: !113)
!205 = !DILocation(line: 57, column: 24, scope: !113)
!206 = !DILocation(line: 57, column: 82, scope: !113)
!207 = !DILocation(line: 51, column: 34, scope: !114)
!208 = !DILocation(line: 51, column: 27, scope: !114)
!209 = distinct !{!209, !142, !210, !148}
!210 = !DILocation(line: 58, column: 9, scope: !109)
!211 = !DISubprogram(name: "printf", scope: !212, file: !212, line: 356, type: !213, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!212 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!213 = !DISubroutineType(types: !214)
!214 = !{!8, !215, null}
!215 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !79)
!216 = distinct !DISubprogram(name: "as_values", scope: !3, file: !3, line: 13, type: !217, scopeLine: 13, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !219)
!217 = !DISubroutineType(types: !218)
!218 = !{!8, !5, !5}
!219 = !{!220, !221}
!220 = !DILocalVariable(name: "a", arg: 1, scope: !216, file: !3, line: 13, type: !5)
!221 = !DILocalVariable(name: "b", arg: 2, scope: !216, file: !3, line: 13, type: !5)
!222 = !DILocation(line: 0, scope: !216)
!223 = !DILocation(line: 14, column: 15, scope: !216)
!224 = !DILocation(line: 15, column: 77, scope: !216)
!225 = !DILocation(line: 15, column: 82, scope: !216)
!226 = !DILocation(line: 15, column: 87, scope: !216)
!227 = !DILocation(line: 15, column: 92, scope: !216)
!228 = !DILocation(line: 15, column: 98, scope: !216)
!229 = !DILocation(line: 14, column: 26, scope: !216)
!230 = !DILocation(line: 14, column: 32, scope: !216)
!231 = !DILocation(line: 14, column: 21, scope: !216)
!232 = !DILocation(line: 14, column: 42, scope: !216)
!233 = !DILocation(line: 14, column: 47, scope: !216)
!234 = !DILocation(line: 14, column: 37, scope: !216)
!235 = !DILocation(line: 14, column: 57, scope: !216)
!236 = !DILocation(line: 14, column: 63, scope: !216)
!237 = !DILocation(line: 14, column: 52, scope: !216)
!238 = !DILocation(line: 14, column: 73, scope: !216)
!239 = !DILocation(line: 14, column: 78, scope: !216)
!240 = !DILocation(line: 14, column: 68, scope: !216)
!241 = !DILocation(line: 14, column: 88, scope: !216)
!242 = !DILocation(line: 14, column: 94, scope: !216)
!243 = !DILocation(line: 14, column: 83, scope: !216)
!244 = !DILocation(line: 14, column: 112, scope: !216)
!245 = !DILocation(line: 14, column: 99, scope: !216)
!246 = !DILocation(line: 14, column: 131, scope: !216)
!247 = !DILocation(line: 14, column: 117, scope: !216)
!248 = !DILocation(line: 15, column: 23, scope: !216)
!249 = !DILocation(line: 14, column: 136, scope: !216)
!250 = !DILocation(line: 15, column: 42, scope: !216)
!251 = !DILocation(line: 15, column: 28, scope: !216)
!252 = !DILocation(line: 15, column: 47, scope: !216)
!253 = !DILocation(line: 15, column: 67, scope: !216)
!254 = !DILocation(line: 14, column: 5, scope: !216)
!255 = distinct !DISubprogram(name: "as_branches", scope: !3, file: !3, line: 20, type: !217, scopeLine: 20, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !256)
!256 = !{!257, !258, !259}
!257 = !DILocalVariable(name: "a", arg: 1, scope: !255, file: !3, line: 20, type: !5)
!258 = !DILocalVariable(name: "b", arg: 2, scope: !255, file: !3, line: 20, type: !5)
!259 = !DILocalVariable(name: "r", scope: !255, file: !3, line: 21, type: !8)
!260 = !DILocation(line: 0, scope: !255)
!261 = !DILocation(line: 22, column: 11, scope: !262)
!262 = distinct !DILexicalBlock(scope: !255, file: !3, line: 22, column: 9)
!263 = !DILocation(line: 22, column: 9, scope: !255)
!264 = !DILocation(line: 23, column: 11, scope: !265)
!265 = distinct !DILexicalBlock(scope: !255, file: !3, line: 23, column: 9)
!266 = !DILocation(line: 23, column: 9, scope: !255)
!267 = !DILocation(line: 24, column: 11, scope: !268)
!268 = distinct !DILexicalBlock(scope: !255, file: !3, line: 24, column: 9)
!269 = !DILocation(line: 24, column: 9, scope: !255)
!270 = !DILocation(line: 25, column: 11, scope: !271)
!271 = distinct !DILexicalBlock(scope: !255, file: !3, line: 25, column: 9)
!272 = !DILocation(line: 25, column: 9, scope: !255)
!273 = !DILocation(line: 26, column: 11, scope: !274)
!274 = distinct !DILexicalBlock(scope: !255, file: !3, line: 26, column: 9)
!275 = !DILocation(line: 26, column: 9, scope: !255)
!276 = !DILocation(line: 27, column: 11, scope: !277)
!277 = distinct !DILexicalBlock(scope: !255, file: !3, line: 27, column: 9)
!278 = !DILocation(line: 27, column: 9, scope: !255)
!279 = !DILocation(line: 28, column: 9, scope: !255)
!280 = !DILocation(line: 29, column: 9, scope: !255)
!281 = !DILocation(line: 30, column: 9, scope: !255)
!282 = !DILocation(line: 31, column: 9, scope: !255)
!283 = !DILocation(line: 32, column: 9, scope: !255)
!284 = !DILocation(line: 33, column: 16, scope: !285)
!285 = distinct !DILexicalBlock(scope: !255, file: !3, line: 33, column: 9)
!286 = !DILocation(line: 34, column: 5, scope: !255)
!287 = distinct !DISubprogram(name: "as_builtins", scope: !3, file: !3, line: 17, type: !217, scopeLine: 17, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !288)
!288 = !{!289, !290}
!289 = !DILocalVariable(name: "a", arg: 1, scope: !287, file: !3, line: 17, type: !5)
!290 = !DILocalVariable(name: "b", arg: 2, scope: !287, file: !3, line: 17, type: !5)
!291 = !DILocation(line: 0, scope: !287)
!292 = !DILocation(line: 18, column: 12, scope: !287)
!293 = !DILocation(line: 18, column: 30, scope: !287)
!294 = !DILocation(line: 18, column: 51, scope: !287)
!295 = !DILocation(line: 18, column: 28, scope: !287)
!296 = !DILocation(line: 18, column: 58, scope: !287)
!297 = !DILocation(line: 18, column: 71, scope: !287)
!298 = !DILocation(line: 18, column: 56, scope: !287)
!299 = !DILocation(line: 18, column: 78, scope: !287)
!300 = !DILocation(line: 18, column: 96, scope: !287)
!301 = !DILocation(line: 18, column: 76, scope: !287)
!302 = !DILocation(line: 18, column: 103, scope: !287)
!303 = !DILocation(line: 18, column: 123, scope: !287)
!304 = !DILocation(line: 18, column: 101, scope: !287)
!305 = !DILocation(line: 18, column: 130, scope: !287)
!306 = !DILocation(line: 18, column: 148, scope: !287)
!307 = !DILocation(line: 18, column: 128, scope: !287)
!308 = !DILocation(line: 18, column: 5, scope: !287)
!309 = distinct !DISubprogram(name: "sel_min", scope: !3, file: !3, line: 36, type: !310, scopeLine: 36, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !312)
!310 = !DISubroutineType(types: !311)
!311 = !{!5, !5, !5}
!312 = !{!313, !314}
!313 = !DILocalVariable(name: "a", arg: 1, scope: !309, file: !3, line: 36, type: !5)
!314 = !DILocalVariable(name: "b", arg: 2, scope: !309, file: !3, line: 36, type: !5)
!315 = !DILocation(line: 0, scope: !309)
!316 = !DILocation(line: 36, column: 65, scope: !309)
!317 = !DILocation(line: 36, column: 63, scope: !309)
!318 = !DILocation(line: 36, column: 56, scope: !309)
!319 = distinct !DISubprogram(name: "sel_max", scope: !3, file: !3, line: 37, type: !310, scopeLine: 37, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !320)
!320 = !{!321, !322}
!321 = !DILocalVariable(name: "a", arg: 1, scope: !319, file: !3, line: 37, type: !5)
!322 = !DILocalVariable(name: "b", arg: 2, scope: !319, file: !3, line: 37, type: !5)
!323 = !DILocation(line: 0, scope: !319)
!324 = !DILocation(line: 37, column: 65, scope: !319)
!325 = !DILocation(line: 37, column: 63, scope: !319)
!326 = !DILocation(line: 37, column: 56, scope: !319)
!327 = distinct !DISubprogram(name: "sel_idx", scope: !3, file: !3, line: 38, type: !217, scopeLine: 38, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !328)
!328 = !{!329, !330}
!329 = !DILocalVariable(name: "a", arg: 1, scope: !327, file: !3, line: 38, type: !5)
!330 = !DILocalVariable(name: "b", arg: 2, scope: !327, file: !3, line: 38, type: !5)
!331 = !DILocation(line: 0, scope: !327)
!332 = !DILocation(line: 38, column: 67, scope: !327)
!333 = !DILocation(line: 38, column: 65, scope: !327)
!334 = !DILocation(line: 38, column: 58, scope: !327)
