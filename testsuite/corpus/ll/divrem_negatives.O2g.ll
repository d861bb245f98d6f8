; ModuleID = 'programs/divrem_negatives.c'
source_filename = "programs/divrem_negatives.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [20 x i8] c"int32: %d %d %d %d\0A\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [11 x i8] c"i8: %d %d\0A\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [15 x i8] c"u: %u %u %llu\0A\00", align 1, !dbg !12
@__const.main.xs = private unnamed_addr constant [14 x i32] [i32 0, i32 1, i32 -1, i32 2, i32 -2, i32 99, i32 -99, i32 1000000, i32 -1000000, i32 2147483647, i32 -2147483647, i32 -2147483648, i32 123456789, i32 -987654321], align 16
@.str.3 = private unnamed_addr constant [68 x i8] c"x=%d x/7=%d x%%7=%d x/-8=%d x%%-8=%d y/10=%lld y%%10=%lld ux/10=%u\0A\00", align 1, !dbg !17
@.str.4 = private unnamed_addr constant [10 x i8] c"acc=%llx\0A\00", align 1, !dbg !22
@acc = internal unnamed_addr global i64 0, align 8, !dbg !27
@.str.5 = private unnamed_addr constant [41 x i8] c"%lld / %lld = %lld, %lld %% %lld = %lld\0A\00", align 1, !dbg !48
@.str.6 = private unnamed_addr constant [15 x i8] c"bad i32 %d/%d\0A\00", align 1, !dbg !53
@.str.7 = private unnamed_addr constant [17 x i8] c"bad i64 %lld/%d\0A\00", align 1, !dbg !55
@.str.8 = private unnamed_addr constant [15 x i8] c"bad u32 %u/%d\0A\00", align 1, !dbg !60
@.str.9 = private unnamed_addr constant [12 x i8] c"bad u64/%d\0A\00", align 1, !dbg !62
@.str.10 = private unnamed_addr constant [19 x i8] c"bad neg i32 %d/%d\0A\00", align 1, !dbg !67
@.str.11 = private unnamed_addr constant [21 x i8] c"bad neg i64 %lld/%d\0A\00", align 1, !dbg !72

; Function Attrs: nofree nounwind uwtable
define dso_local range(i32 0, 100) i32 @main() local_unnamed_addr #0 !dbg !85 {
    #dbg_assign(i1 undef, !89, !DIExpression(), !109, ptr poison, !DIExpression(), !110)
    #dbg_assign(i1 undef, !95, !DIExpression(), !111, ptr @__const.main.xs, !DIExpression(), !110)
    #dbg_assign(i1 undef, !89, !DIExpression(), !112, ptr poison, !DIExpression(), !110)
    #dbg_value(i32 0, !93, !DIExpression(), !113)
    #dbg_value(i64 0, !93, !DIExpression(), !113)
  tail call fastcc void @show(i64 noundef 7, i64 noundef 2), !dbg !114
    #dbg_value(i64 1, !93, !DIExpression(), !113)
  tail call fastcc void @show(i64 noundef -7, i64 noundef 2), !dbg !114
    #dbg_value(i64 2, !93, !DIExpression(), !113)
  tail call fastcc void @show(i64 noundef 7, i64 noundef -2), !dbg !114
    #dbg_value(i64 3, !93, !DIExpression(), !113)
  tail call fastcc void @show(i64 noundef -7, i64 noundef -2), !dbg !114
    #dbg_value(i64 4, !93, !DIExpression(), !113)
  tail call fastcc void @show(i64 noundef 1, i64 noundef 3), !dbg !114
    #dbg_value(i64 5, !93, !DIExpression(), !113)
  tail call fastcc void @show(i64 noundef -1, i64 noundef 3), !dbg !114
    #dbg_value(i64 6, !93, !DIExpression(), !113)
  tail call fastcc void @show(i64 noundef 0, i64 noundef -5), !dbg !114
    #dbg_value(i64 7, !93, !DIExpression(), !113)
  tail call fastcc void @show(i64 noundef -9, i64 noundef 3), !dbg !114
    #dbg_value(i64 8, !93, !DIExpression(), !113)
  tail call fastcc void @show(i64 noundef -9223372036854775808, i64 noundef 2), !dbg !114
    #dbg_value(i64 9, !93, !DIExpression(), !113)
  tail call fastcc void @show(i64 noundef -9223372036854775808, i64 noundef 9223372036854775807), !dbg !114
    #dbg_value(i64 10, !93, !DIExpression(), !113)
  tail call fastcc void @show(i64 noundef 9223372036854775807, i64 noundef -9223372036854775808), !dbg !114
    #dbg_value(i64 11, !93, !DIExpression(), !113)
  tail call fastcc void @show(i64 noundef -100, i64 noundef 7), !dbg !114
    #dbg_value(i64 12, !93, !DIExpression(), !113)
  %1 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef -1073741824, i32 noundef -2, i32 noundef -1, i32 noundef -7), !dbg !116
  %2 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 128, i32 noundef -7), !dbg !117
  %3 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 1431655765, i32 noundef 9, i64 noundef 1844674407370955161), !dbg !118
    #dbg_assign(i1 undef, !95, !DIExpression(), !119, ptr @__const.main.xs, !DIExpression(), !110)
    #dbg_value(i32 0, !101, !DIExpression(), !120)
  br label %10, !dbg !121

4:                                                ; preds = %24
  %5 = load i64, ptr @acc, align 8, !dbg !122, !tbaa !123
  %6 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i64 noundef %5), !dbg !127
  %7 = load i64, ptr @acc, align 8, !dbg !128, !tbaa !123
  %8 = urem i64 %7, 100, !dbg !129
  %9 = trunc nuw nsw i64 %8 to i32, !dbg !130
  ret i32 %9, !dbg !131

10:                                               ; preds = %0, %24
  %11 = phi i64 [ 0, %0 ], [ %33, %24 ]
    #dbg_value(i64 %11, !101, !DIExpression(), !120)
  %12 = getelementptr inbounds [14 x i32], ptr @__const.main.xs, i64 0, i64 %11, !dbg !132
  %13 = load i32, ptr %12, align 4, !dbg !132, !tbaa !133
    #dbg_value(i32 %13, !103, !DIExpression(), !135)
  %14 = sext i32 %13 to i64, !dbg !136
  %15 = mul nsw i64 %14, 4000000007, !dbg !137
  %16 = lshr i64 2457, %11, !dbg !138
  %17 = and i64 %16, 1, !dbg !138
  %18 = icmp eq i64 %17, 0, !dbg !138
  %19 = select i1 %18, i64 -5, i64 5, !dbg !139
  %20 = add nsw i64 %15, %19, !dbg !140
    #dbg_value(i64 %20, !106, !DIExpression(), !135)
  %21 = icmp eq i64 %11, 11, !dbg !141
  %22 = select i1 %21, i64 -9223372036854775807, i64 %20, !dbg !143
    #dbg_value(i64 %22, !106, !DIExpression(), !135)
    #dbg_value(i32 %13, !107, !DIExpression(), !135)
    #dbg_value(i64 %22, !108, !DIExpression(), !135)
  tail call fastcc void @cd_1(i32 noundef %13, i64 noundef %22, i32 noundef %13, i64 noundef %22), !dbg !144
  tail call fastcc void @cd_2(i32 noundef %13, i64 noundef %22, i32 noundef %13, i64 noundef %22), !dbg !145
  tail call fastcc void @cd_3(i32 noundef %13, i64 noundef %22, i32 noundef %13, i64 noundef %22), !dbg !146
  tail call fastcc void @cd_5(i32 noundef %13, i64 noundef %22, i32 noundef %13, i64 noundef %22), !dbg !147
  tail call fastcc void @cd_6(i32 noundef %13, i64 noundef %22, i32 noundef %13, i64 noundef %22), !dbg !148
  tail call fastcc void @cd_7(i32 noundef %13, i64 noundef %22, i32 noundef %13, i64 noundef %22), !dbg !149
  tail call fastcc void @cd_8(i32 noundef %13, i64 noundef %22, i32 noundef %13, i64 noundef %22), !dbg !150
  tail call fastcc void @cd_10(i32 noundef %13, i64 noundef %22, i32 noundef %13, i64 noundef %22), !dbg !151
  tail call fastcc void @cd_12(i32 noundef %13, i64 noundef %22, i32 noundef %13, i64 noundef %22), !dbg !152
  tail call fastcc void @cd_16(i32 noundef %13, i64 noundef %22, i32 noundef %13, i64 noundef %22), !dbg !153
  tail call fastcc void @cd_25(i32 noundef %13, i64 noundef %22, i32 noundef %13, i64 noundef %22), !dbg !154
  tail call fastcc void @cd_60(i32 noundef %13, i64 noundef %22, i32 noundef %13, i64 noundef %22), !dbg !155
  tail call fastcc void @cd_100(i32 noundef %13, i64 noundef %22, i32 noundef %13, i64 noundef %22), !dbg !156
  tail call fastcc void @cd_641(i32 noundef %13, i64 noundef %22, i32 noundef %13, i64 noundef %22), !dbg !157
  tail call fastcc void @cd_1000(i32 noundef %13, i64 noundef %22, i32 noundef %13, i64 noundef %22), !dbg !158
  tail call fastcc void @cd_65536(i32 noundef %13, i64 noundef %22, i32 noundef %13, i64 noundef %22), !dbg !159
  tail call fastcc void @cd_1000000007(i32 noundef %13, i64 noundef %22, i32 noundef %13, i64 noundef %22), !dbg !160
  br i1 %21, label %24, label %23, !dbg !161

23:                                               ; preds = %10
  tail call fastcc void @ncd_m1(i32 noundef %13, i64 noundef %20), !dbg !162
  br label %24, !dbg !162

24:                                               ; preds = %23, %10
  tail call fastcc void @ncd_m2(i32 noundef %13, i64 noundef %22), !dbg !164
  tail call fastcc void @ncd_m3(i32 noundef %13, i64 noundef %22), !dbg !165
  tail call fastcc void @ncd_m7(i32 noundef %13, i64 noundef %22), !dbg !166
  tail call fastcc void @ncd_m8(i32 noundef %13, i64 noundef %22), !dbg !167
  tail call fastcc void @ncd_m10(i32 noundef %13, i64 noundef %22), !dbg !168
  tail call fastcc void @ncd_m1024(i32 noundef %13, i64 noundef %22), !dbg !169
  %25 = sdiv i32 %13, 7, !dbg !170
  %26 = srem i32 %13, 7, !dbg !171
  %27 = sdiv i32 %13, -8, !dbg !172
  %28 = srem i32 %13, 8, !dbg !173
  %29 = sdiv i64 %22, 10, !dbg !174
  %30 = srem i64 %22, 10, !dbg !175
  %31 = udiv i32 %13, 10, !dbg !176
  %32 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %13, i32 noundef %25, i32 noundef %26, i32 noundef %27, i32 noundef %28, i64 noundef %29, i64 noundef %30, i32 noundef %31), !dbg !177
  %33 = add nuw nsw i64 %11, 1, !dbg !178
    #dbg_value(i64 %33, !101, !DIExpression(), !120)
  %34 = icmp eq i64 %33, 14, !dbg !179
  br i1 %34, label %4, label %10, !dbg !121, !llvm.loop !180
}

; Function Attrs: nofree noinline nounwind uwtable
define internal fastcc void @show(i64 noundef %0, i64 noundef %1) unnamed_addr #1 !dbg !183 {
    #dbg_value(i64 %0, !187, !DIExpression(), !189)
    #dbg_value(i64 %1, !188, !DIExpression(), !189)
  %3 = sdiv i64 %0, %1, !dbg !190
  %4 = srem i64 %0, %1, !dbg !191
  %5 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i64 noundef %0, i64 noundef %1, i64 noundef %3, i64 noundef %0, i64 noundef %1, i64 noundef %4), !dbg !192
  ret void, !dbg !193
}

; Function Attrs: nofree nounwind
declare !dbg !194 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: nofree noinline nounwind uwtable
define internal fastcc void @cd_1(i32 noundef %0, i64 noundef %1, i32 noundef %2, i64 noundef %3) unnamed_addr #1 !dbg !201 {
  %5 = alloca i32, align 4, !DIAssignID !211
    #dbg_assign(i1 undef, !210, !DIExpression(), !211, ptr %5, !DIExpression(), !212)
    #dbg_value(i32 %0, !206, !DIExpression(), !212)
    #dbg_value(i64 %1, !207, !DIExpression(), !212)
    #dbg_value(i32 %2, !208, !DIExpression(), !212)
    #dbg_value(i64 %3, !209, !DIExpression(), !212)
  store volatile i32 1, ptr %5, align 4, !tbaa !133, !DIAssignID !213
    #dbg_assign(i32 1, !210, !DIExpression(), !213, ptr %5, !DIExpression(), !212)
  %6 = load volatile i32, ptr %5, align 4, !dbg !214, !tbaa !133
  %7 = sdiv i32 %0, %6, !dbg !214
  %8 = icmp eq i32 %7, %0, !dbg !214
  br i1 %8, label %9, label %13, !dbg !214

9:                                                ; preds = %4
  %10 = load volatile i32, ptr %5, align 4, !dbg !214, !tbaa !133
  %11 = srem i32 %0, %10, !dbg !214
  %12 = icmp eq i32 %11, 0, !dbg !214
  br i1 %12, label %15, label %13, !dbg !216

13:                                               ; preds = %9, %4
  %14 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef %0, i32 noundef 1), !dbg !214
  br label %15, !dbg !214

15:                                               ; preds = %13, %9
  %16 = load volatile i32, ptr %5, align 4, !dbg !217, !tbaa !133
  %17 = sext i32 %16 to i64, !dbg !217
  %18 = sdiv i64 %1, %17, !dbg !217
  %19 = icmp eq i64 %18, %1, !dbg !217
  br i1 %19, label %20, label %25, !dbg !217

20:                                               ; preds = %15
  %21 = load volatile i32, ptr %5, align 4, !dbg !217, !tbaa !133
  %22 = sext i32 %21 to i64, !dbg !217
  %23 = srem i64 %1, %22, !dbg !217
  %24 = icmp eq i64 %23, 0, !dbg !217
  br i1 %24, label %27, label %25, !dbg !216

25:                                               ; preds = %20, %15
  %26 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i64 noundef %1, i32 noundef 1), !dbg !217
  br label %27, !dbg !217

27:                                               ; preds = %25, %20
  %28 = load volatile i32, ptr %5, align 4, !dbg !219, !tbaa !133
  %29 = udiv i32 %2, %28, !dbg !219
  %30 = icmp eq i32 %29, %2, !dbg !219
  br i1 %30, label %31, label %35, !dbg !219

31:                                               ; preds = %27
  %32 = load volatile i32, ptr %5, align 4, !dbg !219, !tbaa !133
  %33 = urem i32 %2, %32, !dbg !219
  %34 = icmp eq i32 %33, 0, !dbg !219
  br i1 %34, label %37, label %35, !dbg !216

35:                                               ; preds = %31, %27
  %36 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef %2, i32 noundef 1), !dbg !219
  br label %37, !dbg !219

37:                                               ; preds = %35, %31
  %38 = load volatile i32, ptr %5, align 4, !dbg !221, !tbaa !133
  %39 = sext i32 %38 to i64, !dbg !221
  %40 = udiv i64 %3, %39, !dbg !221
  %41 = icmp eq i64 %40, %3, !dbg !221
  br i1 %41, label %42, label %47, !dbg !221

42:                                               ; preds = %37
  %43 = load volatile i32, ptr %5, align 4, !dbg !221, !tbaa !133
  %44 = sext i32 %43 to i64, !dbg !221
  %45 = urem i64 %3, %44, !dbg !221
  %46 = icmp eq i64 %45, 0, !dbg !221
  br i1 %46, label %49, label %47, !dbg !216

47:                                               ; preds = %42, %37
  %48 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef 1), !dbg !221
  br label %49, !dbg !221

49:                                               ; preds = %47, %42
  %50 = sext i32 %0 to i64, !dbg !216
  %51 = zext i32 %2 to i64, !dbg !216
  %52 = add nsw i64 %51, %50, !dbg !216
  %53 = load i64, ptr @acc, align 8, !dbg !216, !tbaa !123
  %54 = add i64 %52, %53, !dbg !216
  store i64 %54, ptr @acc, align 8, !dbg !216, !tbaa !123
  ret void, !dbg !216
}

; Function Attrs: nofree noinline nounwind uwtable
define internal fastcc void @cd_2(i32 noundef %0, i64 noundef %1, i32 noundef %2, i64 noundef %3) unnamed_addr #1 !dbg !223 {
  %5 = alloca i32, align 4, !DIAssignID !230
    #dbg_assign(i1 undef, !229, !DIExpression(), !230, ptr %5, !DIExpression(), !231)
    #dbg_value(i32 %0, !225, !DIExpression(), !231)
    #dbg_value(i64 %1, !226, !DIExpression(), !231)
    #dbg_value(i32 %2, !227, !DIExpression(), !231)
    #dbg_value(i64 %3, !228, !DIExpression(), !231)
  store volatile i32 2, ptr %5, align 4, !tbaa !133, !DIAssignID !232
    #dbg_assign(i32 2, !229, !DIExpression(), !232, ptr %5, !DIExpression(), !231)
  %6 = sdiv i32 %0, 2, !dbg !233
  %7 = srem i32 %0, 2, !dbg !233
  %8 = load volatile i32, ptr %5, align 4, !dbg !233, !tbaa !133
  %9 = sdiv i32 %0, %8, !dbg !233
  %10 = icmp eq i32 %6, %9, !dbg !233
  br i1 %10, label %11, label %15, !dbg !233

11:                                               ; preds = %4
  %12 = load volatile i32, ptr %5, align 4, !dbg !233, !tbaa !133
  %13 = srem i32 %0, %12, !dbg !233
  %14 = icmp eq i32 %7, %13, !dbg !233
  br i1 %14, label %17, label %15, !dbg !235

15:                                               ; preds = %11, %4
  %16 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef %0, i32 noundef 2), !dbg !233
  br label %17, !dbg !233

17:                                               ; preds = %15, %11
  %18 = sdiv i64 %1, 2, !dbg !236
  %19 = srem i64 %1, 2, !dbg !235
  %20 = load volatile i32, ptr %5, align 4, !dbg !236, !tbaa !133
  %21 = sext i32 %20 to i64, !dbg !236
  %22 = sdiv i64 %1, %21, !dbg !236
  %23 = icmp eq i64 %18, %22, !dbg !236
  br i1 %23, label %24, label %30, !dbg !236

24:                                               ; preds = %17
  %25 = srem i64 %1, 2, !dbg !236
  %26 = load volatile i32, ptr %5, align 4, !dbg !236, !tbaa !133
  %27 = sext i32 %26 to i64, !dbg !236
  %28 = srem i64 %1, %27, !dbg !236
  %29 = icmp eq i64 %25, %28, !dbg !236
  br i1 %29, label %32, label %30, !dbg !235

30:                                               ; preds = %24, %17
  %31 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i64 noundef %1, i32 noundef 2), !dbg !236
  br label %32, !dbg !236

32:                                               ; preds = %30, %24
  %33 = lshr i32 %2, 1, !dbg !238
  %34 = load volatile i32, ptr %5, align 4, !dbg !238, !tbaa !133
  %35 = udiv i32 %2, %34, !dbg !238
  %36 = icmp eq i32 %33, %35, !dbg !238
  br i1 %36, label %37, label %42, !dbg !238

37:                                               ; preds = %32
  %38 = and i32 %2, 1, !dbg !238
  %39 = load volatile i32, ptr %5, align 4, !dbg !238, !tbaa !133
  %40 = urem i32 %2, %39, !dbg !238
  %41 = icmp eq i32 %38, %40, !dbg !238
  br i1 %41, label %44, label %42, !dbg !235

42:                                               ; preds = %37, %32
  %43 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef %2, i32 noundef 2), !dbg !238
  br label %44, !dbg !238

44:                                               ; preds = %42, %37
  %45 = lshr i64 %3, 1, !dbg !240
  %46 = load volatile i32, ptr %5, align 4, !dbg !240, !tbaa !133
  %47 = sext i32 %46 to i64, !dbg !240
  %48 = udiv i64 %3, %47, !dbg !240
  %49 = icmp eq i64 %45, %48, !dbg !240
  %50 = and i64 %3, 1, !dbg !235
  br i1 %49, label %51, label %56, !dbg !240

51:                                               ; preds = %44
  %52 = load volatile i32, ptr %5, align 4, !dbg !240, !tbaa !133
  %53 = sext i32 %52 to i64, !dbg !240
  %54 = urem i64 %3, %53, !dbg !240
  %55 = icmp eq i64 %50, %54, !dbg !240
  br i1 %55, label %58, label %56, !dbg !235

56:                                               ; preds = %44, %51
  %57 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef 2), !dbg !240
  br label %58, !dbg !240

58:                                               ; preds = %56, %51
  %59 = sext i32 %6 to i64, !dbg !235
  %60 = add nsw i64 %19, %59, !dbg !235
  %61 = zext nneg i32 %33 to i64, !dbg !235
  %62 = add nsw i64 %60, %61, !dbg !235
  %63 = add nsw i64 %62, %50, !dbg !235
  %64 = load i64, ptr @acc, align 8, !dbg !235, !tbaa !123
  %65 = add i64 %63, %64, !dbg !235
  store i64 %65, ptr @acc, align 8, !dbg !235, !tbaa !123
  ret void, !dbg !235
}

; Function Attrs: nofree noinline nounwind uwtable
define internal fastcc void @cd_3(i32 noundef %0, i64 noundef %1, i32 noundef %2, i64 noundef %3) unnamed_addr #1 !dbg !242 {
  %5 = alloca i32, align 4, !DIAssignID !249
    #dbg_assign(i1 undef, !248, !DIExpression(), !249, ptr %5, !DIExpression(), !250)
    #dbg_value(i32 %0, !244, !DIExpression(), !250)
    #dbg_value(i64 %1, !245, !DIExpression(), !250)
    #dbg_value(i32 %2, !246, !DIExpression(), !250)
    #dbg_value(i64 %3, !247, !DIExpression(), !250)
  store volatile i32 3, ptr %5, align 4, !tbaa !133, !DIAssignID !251
    #dbg_assign(i32 3, !248, !DIExpression(), !251, ptr %5, !DIExpression(), !250)
  %6 = sdiv i32 %0, 3, !dbg !252
  %7 = srem i32 %0, 3, !dbg !252
  %8 = load volatile i32, ptr %5, align 4, !dbg !252, !tbaa !133
  %9 = sdiv i32 %0, %8, !dbg !252
  %10 = icmp eq i32 %6, %9, !dbg !252
  br i1 %10, label %11, label %15, !dbg !252

11:                                               ; preds = %4
  %12 = load volatile i32, ptr %5, align 4, !dbg !252, !tbaa !133
  %13 = srem i32 %0, %12, !dbg !252
  %14 = icmp eq i32 %7, %13, !dbg !252
  br i1 %14, label %17, label %15, !dbg !254

15:                                               ; preds = %11, %4
  %16 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef %0, i32 noundef 3), !dbg !252
  br label %17, !dbg !252

17:                                               ; preds = %15, %11
  %18 = sdiv i64 %1, 3, !dbg !255
  %19 = srem i64 %1, 3, !dbg !254
  %20 = load volatile i32, ptr %5, align 4, !dbg !255, !tbaa !133
  %21 = sext i32 %20 to i64, !dbg !255
  %22 = sdiv i64 %1, %21, !dbg !255
  %23 = icmp eq i64 %18, %22, !dbg !255
  br i1 %23, label %24, label %30, !dbg !255

24:                                               ; preds = %17
  %25 = srem i64 %1, 3, !dbg !255
  %26 = load volatile i32, ptr %5, align 4, !dbg !255, !tbaa !133
  %27 = sext i32 %26 to i64, !dbg !255
  %28 = srem i64 %1, %27, !dbg !255
  %29 = icmp eq i64 %25, %28, !dbg !255
  br i1 %29, label %32, label %30, !dbg !254

30:                                               ; preds = %24, %17
  %31 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i64 noundef %1, i32 noundef 3), !dbg !255
  br label %32, !dbg !255

32:                                               ; preds = %30, %24
  %33 = udiv i32 %2, 3, !dbg !257
  %34 = urem i32 %2, 3, !dbg !257
  %35 = load volatile i32, ptr %5, align 4, !dbg !257, !tbaa !133
  %36 = udiv i32 %2, %35, !dbg !257
  %37 = icmp eq i32 %33, %36, !dbg !257
  br i1 %37, label %38, label %42, !dbg !257

38:                                               ; preds = %32
  %39 = load volatile i32, ptr %5, align 4, !dbg !257, !tbaa !133
  %40 = urem i32 %2, %39, !dbg !257
  %41 = icmp eq i32 %34, %40, !dbg !257
  br i1 %41, label %44, label %42, !dbg !254

42:                                               ; preds = %38, %32
  %43 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef %2, i32 noundef 3), !dbg !257
  br label %44, !dbg !257

44:                                               ; preds = %42, %38
  %45 = udiv i64 %3, 3, !dbg !259
  %46 = load volatile i32, ptr %5, align 4, !dbg !259, !tbaa !133
  %47 = sext i32 %46 to i64, !dbg !259
  %48 = udiv i64 %3, %47, !dbg !259
  %49 = icmp eq i64 %45, %48, !dbg !259
  %50 = urem i64 %3, 3, !dbg !254
  br i1 %49, label %51, label %56, !dbg !259

51:                                               ; preds = %44
  %52 = load volatile i32, ptr %5, align 4, !dbg !259, !tbaa !133
  %53 = sext i32 %52 to i64, !dbg !259
  %54 = urem i64 %3, %53, !dbg !259
  %55 = icmp eq i64 %50, %54, !dbg !259
  br i1 %55, label %58, label %56, !dbg !254

56:                                               ; preds = %44, %51
  %57 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef 3), !dbg !259
  br label %58, !dbg !259

58:                                               ; preds = %56, %51
  %59 = sext i32 %6 to i64, !dbg !254
  %60 = add nsw i64 %19, %59, !dbg !254
  %61 = zext nneg i32 %33 to i64, !dbg !254
  %62 = add nsw i64 %60, %61, !dbg !254
  %63 = add nsw i64 %62, %50, !dbg !254
  %64 = load i64, ptr @acc, align 8, !dbg !254, !tbaa !123
  %65 = add i64 %63, %64, !dbg !254
  store i64 %65, ptr @acc, align 8, !dbg !254, !tbaa !123
  ret void, !dbg !254
}

; Function Attrs: nofree noinline nounwind uwtable
define internal fastcc void @cd_5(i32 noundef %0, i64 noundef %1, i32 noundef %2, i64 noundef %3) unnamed_addr #1 !dbg !261 {
  %5 = alloca i32, align 4, !DIAssignID !268
    #dbg_assign(i1 undef, !267, !DIExpression(), !268, ptr %5, !DIExpression(), !269)
    #dbg_value(i32 %0, !263, !DIExpression(), !269)
    #dbg_value(i64 %1, !264, !DIExpression(), !269)
    #dbg_value(i32 %2, !265, !DIExpression(), !269)
    #dbg_value(i64 %3, !266, !DIExpression(), !269)
  store volatile i32 5, ptr %5, align 4, !tbaa !133, !DIAssignID !270
    #dbg_assign(i32 5, !267, !DIExpression(), !270, ptr %5, !DIExpression(), !269)
  %6 = sdiv i32 %0, 5, !dbg !271
  %7 = srem i32 %0, 5, !dbg !271
  %8 = load volatile i32, ptr %5, align 4, !dbg !271, !tbaa !133
  %9 = sdiv i32 %0, %8, !dbg !271
  %10 = icmp eq i32 %6, %9, !dbg !271
  br i1 %10, label %11, label %15, !dbg !271

11:                                               ; preds = %4
  %12 = load volatile i32, ptr %5, align 4, !dbg !271, !tbaa !133
  %13 = srem i32 %0, %12, !dbg !271
  %14 = icmp eq i32 %7, %13, !dbg !271
  br i1 %14, label %17, label %15, !dbg !273

15:                                               ; preds = %11, %4
  %16 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef %0, i32 noundef 5), !dbg !271
  br label %17, !dbg !271

17:                                               ; preds = %15, %11
  %18 = sdiv i64 %1, 5, !dbg !274
  %19 = srem i64 %1, 5, !dbg !273
  %20 = load volatile i32, ptr %5, align 4, !dbg !274, !tbaa !133
  %21 = sext i32 %20 to i64, !dbg !274
  %22 = sdiv i64 %1, %21, !dbg !274
  %23 = icmp eq i64 %18, %22, !dbg !274
  br i1 %23, label %24, label %30, !dbg !274

24:                                               ; preds = %17
  %25 = srem i64 %1, 5, !dbg !274
  %26 = load volatile i32, ptr %5, align 4, !dbg !274, !tbaa !133
  %27 = sext i32 %26 to i64, !dbg !274
  %28 = srem i64 %1, %27, !dbg !274
  %29 = icmp eq i64 %25, %28, !dbg !274
  br i1 %29, label %32, label %30, !dbg !273

30:                                               ; preds = %24, %17
  %31 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i64 noundef %1, i32 noundef 5), !dbg !274
  br label %32, !dbg !274

32:                                               ; preds = %30, %24
  %33 = udiv i32 %2, 5, !dbg !276
  %34 = urem i32 %2, 5, !dbg !276
  %35 = load volatile i32, ptr %5, align 4, !dbg !276, !tbaa !133
  %36 = udiv i32 %2, %35, !dbg !276
  %37 = icmp eq i32 %33, %36, !dbg !276
  br i1 %37, label %38, label %42, !dbg !276

38:                                               ; preds = %32
  %39 = load volatile i32, ptr %5, align 4, !dbg !276, !tbaa !133
  %40 = urem i32 %2, %39, !dbg !276
  %41 = icmp eq i32 %34, %40, !dbg !276
  br i1 %41, label %44, label %42, !dbg !273

42:                                               ; preds = %38, %32
  %43 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef %2, i32 noundef 5), !dbg !276
  br label %44, !dbg !276

44:                                               ; preds = %42, %38
  %45 = udiv i64 %3, 5, !dbg !278
  %46 = load volatile i32, ptr %5, align 4, !dbg !278, !tbaa !133
  %47 = sext i32 %46 to i64, !dbg !278
  %48 = udiv i64 %3, %47, !dbg !278
  %49 = icmp eq i64 %45, %48, !dbg !278
  %50 = urem i64 %3, 5, !dbg !273
  br i1 %49, label %51, label %56, !dbg !278

51:                                               ; preds = %44
  %52 = load volatile i32, ptr %5, align 4, !dbg !278, !tbaa !133
  %53 = sext i32 %52 to i64, !dbg !278
  %54 = urem i64 %3, %53, !dbg !278
  %55 = icmp eq i64 %50, %54, !dbg !278
  br i1 %55, label %58, label %56, !dbg !273

56:                                               ; preds = %44, %51
  %57 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef 5), !dbg !278
  br label %58, !dbg !278

58:                                               ; preds = %56, %51
  %59 = sext i32 %6 to i64, !dbg !273
  %60 = add nsw i64 %19, %59, !dbg !273
  %61 = zext nneg i32 %33 to i64, !dbg !273
  %62 = add nsw i64 %60, %61, !dbg !273
  %63 = add nsw i64 %62, %50, !dbg !273
  %64 = load i64, ptr @acc, align 8, !dbg !273, !tbaa !123
  %65 = add i64 %63, %64, !dbg !273
  store i64 %65, ptr @acc, align 8, !dbg !273, !tbaa !123
  ret void, !dbg !273
}

; Function Attrs: nofree noinline nounwind uwtable
define internal fastcc void @cd_6(i32 noundef %0, i64 noundef %1, i32 noundef %2, i64 noundef %3) unnamed_addr #1 !dbg !280 {
  %5 = alloca i32, align 4, !DIAssignID !287
    #dbg_assign(i1 undef, !286, !DIExpression(), !287, ptr %5, !DIExpression(), !288)
    #dbg_value(i32 %0, !282, !DIExpression(), !288)
    #dbg_value(i64 %1, !283, !DIExpression(), !288)
    #dbg_value(i32 %2, !284, !DIExpression(), !288)
    #dbg_value(i64 %3, !285, !DIExpression(), !288)
  store volatile i32 6, ptr %5, align 4, !tbaa !133, !DIAssignID !289
    #dbg_assign(i32 6, !286, !DIExpression(), !289, ptr %5, !DIExpression(), !288)
  %6 = sdiv i32 %0, 6, !dbg !290
  %7 = srem i32 %0, 6, !dbg !290
  %8 = load volatile i32, ptr %5, align 4, !dbg !290, !tbaa !133
  %9 = sdiv i32 %0, %8, !dbg !290
  %10 = icmp eq i32 %6, %9, !dbg !290
  br i1 %10, label %11, label %15, !dbg !290

11:                                               ; preds = %4
  %12 = load volatile i32, ptr %5, align 4, !dbg !290, !tbaa !133
  %13 = srem i32 %0, %12, !dbg !290
  %14 = icmp eq i32 %7, %13, !dbg !290
  br i1 %14, label %17, label %15, !dbg !292

15:                                               ; preds = %11, %4
  %16 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef %0, i32 noundef 6), !dbg !290
  br label %17, !dbg !290

17:                                               ; preds = %15, %11
  %18 = sdiv i64 %1, 6, !dbg !293
  %19 = srem i64 %1, 6, !dbg !292
  %20 = load volatile i32, ptr %5, align 4, !dbg !293, !tbaa !133
  %21 = sext i32 %20 to i64, !dbg !293
  %22 = sdiv i64 %1, %21, !dbg !293
  %23 = icmp eq i64 %18, %22, !dbg !293
  br i1 %23, label %24, label %30, !dbg !293

24:                                               ; preds = %17
  %25 = srem i64 %1, 6, !dbg !293
  %26 = load volatile i32, ptr %5, align 4, !dbg !293, !tbaa !133
  %27 = sext i32 %26 to i64, !dbg !293
  %28 = srem i64 %1, %27, !dbg !293
  %29 = icmp eq i64 %25, %28, !dbg !293
  br i1 %29, label %32, label %30, !dbg !292

30:                                               ; preds = %24, %17
  %31 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i64 noundef %1, i32 noundef 6), !dbg !293
  br label %32, !dbg !293

32:                                               ; preds = %30, %24
  %33 = udiv i32 %2, 6, !dbg !295
  %34 = urem i32 %2, 6, !dbg !295
  %35 = load volatile i32, ptr %5, align 4, !dbg !295, !tbaa !133
  %36 = udiv i32 %2, %35, !dbg !295
  %37 = icmp eq i32 %33, %36, !dbg !295
  br i1 %37, label %38, label %42, !dbg !295

38:                                               ; preds = %32
  %39 = load volatile i32, ptr %5, align 4, !dbg !295, !tbaa !133
  %40 = urem i32 %2, %39, !dbg !295
  %41 = icmp eq i32 %34, %40, !dbg !295
  br i1 %41, label %44, label %42, !dbg !292

42:                                               ; preds = %38, %32
  %43 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef %2, i32 noundef 6), !dbg !295
  br label %44, !dbg !295

44:                                               ; preds = %42, %38
  %45 = udiv i64 %3, 6, !dbg !297
  %46 = load volatile i32, ptr %5, align 4, !dbg !297, !tbaa !133
  %47 = sext i32 %46 to i64, !dbg !297
  %48 = udiv i64 %3, %47, !dbg !297
  %49 = icmp eq i64 %45, %48, !dbg !297
  %50 = urem i64 %3, 6, !dbg !292
  br i1 %49, label %51, label %56, !dbg !297

51:                                               ; preds = %44
  %52 = load volatile i32, ptr %5, align 4, !dbg !297, !tbaa !133
  %53 = sext i32 %52 to i64, !dbg !297
  %54 = urem i64 %3, %53, !dbg !297
  %55 = icmp eq i64 %50, %54, !dbg !297
  br i1 %55, label %58, label %56, !dbg !292

56:                                               ; preds = %44, %51
  %57 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef 6), !dbg !297
  br label %58, !dbg !297

58:                                               ; preds = %56, %51
  %59 = sext i32 %6 to i64, !dbg !292
  %60 = add nsw i64 %19, %59, !dbg !292
  %61 = zext nneg i32 %33 to i64, !dbg !292
  %62 = add nsw i64 %60, %61, !dbg !292
  %63 = add nsw i64 %62, %50, !dbg !292
  %64 = load i64, ptr @acc, align 8, !dbg !292, !tbaa !123
  %65 = add i64 %63, %64, !dbg !292
  store i64 %65, ptr @acc, align 8, !dbg !292, !tbaa !123
  ret void, !dbg !292
}

; Function Attrs: nofree noinline nounwind uwtable
define internal fastcc void @cd_7(i32 noundef %0, i64 noundef %1, i32 noundef %2, i64 noundef %3) unnamed_addr #1 !dbg !299 {
  %5 = alloca i32, align 4, !DIAssignID !306
    #dbg_assign(i1 undef, !305, !DIExpression(), !306, ptr %5, !DIExpression(), !307)
    #dbg_value(i32 %0, !301, !DIExpression(), !307)
    #dbg_value(i64 %1, !302, !DIExpression(), !307)
    #dbg_value(i32 %2, !303, !DIExpression(), !307)
    #dbg_value(i64 %3, !304, !DIExpression(), !307)
  store volatile i32 7, ptr %5, align 4, !tbaa !133, !DIAssignID !308
    #dbg_assign(i32 7, !305, !DIExpression(), !308, ptr %5, !DIExpression(), !307)
  %6 = sdiv i32 %0, 7, !dbg !309
  %7 = srem i32 %0, 7, !dbg !309
  %8 = load volatile i32, ptr %5, align 4, !dbg !309, !tbaa !133
  %9 = sdiv i32 %0, %8, !dbg !309
  %10 = icmp eq i32 %6, %9, !dbg !309
  br i1 %10, label %11, label %15, !dbg !309

11:                                               ; preds = %4
  %12 = load volatile i32, ptr %5, align 4, !dbg !309, !tbaa !133
  %13 = srem i32 %0, %12, !dbg !309
  %14 = icmp eq i32 %7, %13, !dbg !309
  br i1 %14, label %17, label %15, !dbg !311

15:                                               ; preds = %11, %4
  %16 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef %0, i32 noundef 7), !dbg !309
  br label %17, !dbg !309

17:                                               ; preds = %15, %11
  %18 = sdiv i64 %1, 7, !dbg !312
  %19 = srem i64 %1, 7, !dbg !311
  %20 = load volatile i32, ptr %5, align 4, !dbg !312, !tbaa !133
  %21 = sext i32 %20 to i64, !dbg !312
  %22 = sdiv i64 %1, %21, !dbg !312
  %23 = icmp eq i64 %18, %22, !dbg !312
  br i1 %23, label %24, label %30, !dbg !312

24:                                               ; preds = %17
  %25 = srem i64 %1, 7, !dbg !312
  %26 = load volatile i32, ptr %5, align 4, !dbg !312, !tbaa !133
  %27 = sext i32 %26 to i64, !dbg !312
  %28 = srem i64 %1, %27, !dbg !312
  %29 = icmp eq i64 %25, %28, !dbg !312
  br i1 %29, label %32, label %30, !dbg !311

30:                                               ; preds = %24, %17
  %31 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i64 noundef %1, i32 noundef 7), !dbg !312
  br label %32, !dbg !312

32:                                               ; preds = %30, %24
  %33 = udiv i32 %2, 7, !dbg !314
  %34 = urem i32 %2, 7, !dbg !314
  %35 = load volatile i32, ptr %5, align 4, !dbg !314, !tbaa !133
  %36 = udiv i32 %2, %35, !dbg !314
  %37 = icmp eq i32 %33, %36, !dbg !314
  br i1 %37, label %38, label %42, !dbg !314

38:                                               ; preds = %32
  %39 = load volatile i32, ptr %5, align 4, !dbg !314, !tbaa !133
  %40 = urem i32 %2, %39, !dbg !314
  %41 = icmp eq i32 %34, %40, !dbg !314
  br i1 %41, label %44, label %42, !dbg !311

42:                                               ; preds = %38, %32
  %43 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef %2, i32 noundef 7), !dbg !314
  br label %44, !dbg !314

44:                                               ; preds = %42, %38
  %45 = udiv i64 %3, 7, !dbg !316
  %46 = load volatile i32, ptr %5, align 4, !dbg !316, !tbaa !133
  %47 = sext i32 %46 to i64, !dbg !316
  %48 = udiv i64 %3, %47, !dbg !316
  %49 = icmp eq i64 %45, %48, !dbg !316
  %50 = urem i64 %3, 7, !dbg !311
  br i1 %49, label %51, label %56, !dbg !316

51:                                               ; preds = %44
  %52 = load volatile i32, ptr %5, align 4, !dbg !316, !tbaa !133
  %53 = sext i32 %52 to i64, !dbg !316
  %54 = urem i64 %3, %53, !dbg !316
  %55 = icmp eq i64 %50, %54, !dbg !316
  br i1 %55, label %58, label %56, !dbg !311

56:                                               ; preds = %44, %51
  %57 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef 7), !dbg !316
  br label %58, !dbg !316

58:                                               ; preds = %56, %51
  %59 = sext i32 %6 to i64, !dbg !311
  %60 = add nsw i64 %19, %59, !dbg !311
  %61 = zext nneg i32 %33 to i64, !dbg !311
  %62 = add nsw i64 %60, %61, !dbg !311
  %63 = add nsw i64 %62, %50, !dbg !311
  %64 = load i64, ptr @acc, align 8, !dbg !311, !tbaa !123
  %65 = add i64 %63, %64, !dbg !311
  store i64 %65, ptr @acc, align 8, !dbg !311, !tbaa !123
  ret void, !dbg !311
}

; Function Attrs: nofree noinline nounwind uwtable
define internal fastcc void @cd_8(i32 noundef %0, i64 noundef %1, i32 noundef %2, i64 noundef %3) unnamed_addr #1 !dbg !318 {
  %5 = alloca i32, align 4, !DIAssignID !325
    #dbg_assign(i1 undef, !324, !DIExpression(), !325, ptr %5, !DIExpression(), !326)
    #dbg_value(i32 %0, !320, !DIExpression(), !326)
    #dbg_value(i64 %1, !321, !DIExpression(), !326)
    #dbg_value(i32 %2, !322, !DIExpression(), !326)
    #dbg_value(i64 %3, !323, !DIExpression(), !326)
  store volatile i32 8, ptr %5, align 4, !tbaa !133, !DIAssignID !327
    #dbg_assign(i32 8, !324, !DIExpression(), !327, ptr %5, !DIExpression(), !326)
  %6 = sdiv i32 %0, 8, !dbg !328
  %7 = srem i32 %0, 8, !dbg !328
  %8 = load volatile i32, ptr %5, align 4, !dbg !328, !tbaa !133
  %9 = sdiv i32 %0, %8, !dbg !328
  %10 = icmp eq i32 %6, %9, !dbg !328
  br i1 %10, label %11, label %15, !dbg !328

11:                                               ; preds = %4
  %12 = load volatile i32, ptr %5, align 4, !dbg !328, !tbaa !133
  %13 = srem i32 %0, %12, !dbg !328
  %14 = icmp eq i32 %7, %13, !dbg !328
  br i1 %14, label %17, label %15, !dbg !330

15:                                               ; preds = %11, %4
  %16 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef %0, i32 noundef 8), !dbg !328
  br label %17, !dbg !328

17:                                               ; preds = %15, %11
  %18 = sdiv i64 %1, 8, !dbg !331
  %19 = srem i64 %1, 8, !dbg !330
  %20 = load volatile i32, ptr %5, align 4, !dbg !331, !tbaa !133
  %21 = sext i32 %20 to i64, !dbg !331
  %22 = sdiv i64 %1, %21, !dbg !331
  %23 = icmp eq i64 %18, %22, !dbg !331
  br i1 %23, label %24, label %30, !dbg !331

24:                                               ; preds = %17
  %25 = srem i64 %1, 8, !dbg !331
  %26 = load volatile i32, ptr %5, align 4, !dbg !331, !tbaa !133
  %27 = sext i32 %26 to i64, !dbg !331
  %28 = srem i64 %1, %27, !dbg !331
  %29 = icmp eq i64 %25, %28, !dbg !331
  br i1 %29, label %32, label %30, !dbg !330

30:                                               ; preds = %24, %17
  %31 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i64 noundef %1, i32 noundef 8), !dbg !331
  br label %32, !dbg !331

32:                                               ; preds = %30, %24
  %33 = lshr i32 %2, 3, !dbg !333
  %34 = load volatile i32, ptr %5, align 4, !dbg !333, !tbaa !133
  %35 = udiv i32 %2, %34, !dbg !333
  %36 = icmp eq i32 %33, %35, !dbg !333
  br i1 %36, label %37, label %42, !dbg !333

37:                                               ; preds = %32
  %38 = and i32 %2, 7, !dbg !333
  %39 = load volatile i32, ptr %5, align 4, !dbg !333, !tbaa !133
  %40 = urem i32 %2, %39, !dbg !333
  %41 = icmp eq i32 %38, %40, !dbg !333
  br i1 %41, label %44, label %42, !dbg !330

42:                                               ; preds = %37, %32
  %43 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef %2, i32 noundef 8), !dbg !333
  br label %44, !dbg !333

44:                                               ; preds = %42, %37
  %45 = lshr i64 %3, 3, !dbg !335
  %46 = load volatile i32, ptr %5, align 4, !dbg !335, !tbaa !133
  %47 = sext i32 %46 to i64, !dbg !335
  %48 = udiv i64 %3, %47, !dbg !335
  %49 = icmp eq i64 %45, %48, !dbg !335
  %50 = and i64 %3, 7, !dbg !330
  br i1 %49, label %51, label %56, !dbg !335

51:                                               ; preds = %44
  %52 = load volatile i32, ptr %5, align 4, !dbg !335, !tbaa !133
  %53 = sext i32 %52 to i64, !dbg !335
  %54 = urem i64 %3, %53, !dbg !335
  %55 = icmp eq i64 %50, %54, !dbg !335
  br i1 %55, label %58, label %56, !dbg !330

56:                                               ; preds = %44, %51
  %57 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef 8), !dbg !335
  br label %58, !dbg !335

58:                                               ; preds = %56, %51
  %59 = sext i32 %6 to i64, !dbg !330
  %60 = add nsw i64 %19, %59, !dbg !330
  %61 = zext nneg i32 %33 to i64, !dbg !330
  %62 = add nsw i64 %60, %61, !dbg !330
  %63 = add nsw i64 %62, %50, !dbg !330
  %64 = load i64, ptr @acc, align 8, !dbg !330, !tbaa !123
  %65 = add i64 %63, %64, !dbg !330
  store i64 %65, ptr @acc, align 8, !dbg !330, !tbaa !123
  ret void, !dbg !330
}

; Function Attrs: nofree noinline nounwind uwtable
define internal fastcc void @cd_10(i32 noundef %0, i64 noundef %1, i32 noundef %2, i64 noundef %3) unnamed_addr #1 !dbg !337 {
  %5 = alloca i32, align 4, !DIAssignID !344
    #dbg_assign(i1 undef, !343, !DIExpression(), !344, ptr %5, !DIExpression(), !345)
    #dbg_value(i32 %0, !339, !DIExpression(), !345)
    #dbg_value(i64 %1, !340, !DIExpression(), !345)
    #dbg_value(i32 %2, !341, !DIExpression(), !345)
    #dbg_value(i64 %3, !342, !DIExpression(), !345)
  store volatile i32 10, ptr %5, align 4, !tbaa !133, !DIAssignID !346
    #dbg_assign(i32 10, !343, !DIExpression(), !346, ptr %5, !DIExpression(), !345)
  %6 = sdiv i32 %0, 10, !dbg !347
  %7 = srem i32 %0, 10, !dbg !347
  %8 = load volatile i32, ptr %5, align 4, !dbg !347, !tbaa !133
  %9 = sdiv i32 %0, %8, !dbg !347
  %10 = icmp eq i32 %6, %9, !dbg !347
  br i1 %10, label %11, label %15, !dbg !347

11:                                               ; preds = %4
  %12 = load volatile i32, ptr %5, align 4, !dbg !347, !tbaa !133
  %13 = srem i32 %0, %12, !dbg !347
  %14 = icmp eq i32 %7, %13, !dbg !347
  br i1 %14, label %17, label %15, !dbg !349

15:                                               ; preds = %11, %4
  %16 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef %0, i32 noundef 10), !dbg !347
  br label %17, !dbg !347

17:                                               ; preds = %15, %11
  %18 = sdiv i64 %1, 10, !dbg !350
  %19 = srem i64 %1, 10, !dbg !349
  %20 = load volatile i32, ptr %5, align 4, !dbg !350, !tbaa !133
  %21 = sext i32 %20 to i64, !dbg !350
  %22 = sdiv i64 %1, %21, !dbg !350
  %23 = icmp eq i64 %18, %22, !dbg !350
  br i1 %23, label %24, label %30, !dbg !350

24:                                               ; preds = %17
  %25 = srem i64 %1, 10, !dbg !350
  %26 = load volatile i32, ptr %5, align 4, !dbg !350, !tbaa !133
  %27 = sext i32 %26 to i64, !dbg !350
  %28 = srem i64 %1, %27, !dbg !350
  %29 = icmp eq i64 %25, %28, !dbg !350
  br i1 %29, label %32, label %30, !dbg !349

30:                                               ; preds = %24, %17
  %31 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i64 noundef %1, i32 noundef 10), !dbg !350
  br label %32, !dbg !350

32:                                               ; preds = %30, %24
  %33 = udiv i32 %2, 10, !dbg !352
  %34 = urem i32 %2, 10, !dbg !352
  %35 = load volatile i32, ptr %5, align 4, !dbg !352, !tbaa !133
  %36 = udiv i32 %2, %35, !dbg !352
  %37 = icmp eq i32 %33, %36, !dbg !352
  br i1 %37, label %38, label %42, !dbg !352

38:                                               ; preds = %32
  %39 = load volatile i32, ptr %5, align 4, !dbg !352, !tbaa !133
  %40 = urem i32 %2, %39, !dbg !352
  %41 = icmp eq i32 %34, %40, !dbg !352
  br i1 %41, label %44, label %42, !dbg !349

42:                                               ; preds = %38, %32
  %43 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef %2, i32 noundef 10), !dbg !352
  br label %44, !dbg !352

44:                                               ; preds = %42, %38
  %45 = udiv i64 %3, 10, !dbg !354
  %46 = load volatile i32, ptr %5, align 4, !dbg !354, !tbaa !133
  %47 = sext i32 %46 to i64, !dbg !354
  %48 = udiv i64 %3, %47, !dbg !354
  %49 = icmp eq i64 %45, %48, !dbg !354
  %50 = urem i64 %3, 10, !dbg !349
  br i1 %49, label %51, label %56, !dbg !354

51:                                               ; preds = %44
  %52 = load volatile i32, ptr %5, align 4, !dbg !354, !tbaa !133
  %53 = sext i32 %52 to i64, !dbg !354
  %54 = urem i64 %3, %53, !dbg !354
  %55 = icmp eq i64 %50, %54, !dbg !354
  br i1 %55, label %58, label %56, !dbg !349

56:                                               ; preds = %44, %51
  %57 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef 10), !dbg !354
  br label %58, !dbg !354

58:                                               ; preds = %56, %51
  %59 = sext i32 %6 to i64, !dbg !349
  %60 = add nsw i64 %19, %59, !dbg !349
  %61 = zext nneg i32 %33 to i64, !dbg !349
  %62 = add nsw i64 %60, %61, !dbg !349
  %63 = add nsw i64 %62, %50, !dbg !349
  %64 = load i64, ptr @acc, align 8, !dbg !349, !tbaa !123
  %65 = add i64 %63, %64, !dbg !349
  store i64 %65, ptr @acc, align 8, !dbg !349, !tbaa !123
  ret void, !dbg !349
}

; Function Attrs: nofree noinline nounwind uwtable
define internal fastcc void @cd_12(i32 noundef %0, i64 noundef %1, i32 noundef %2, i64 noundef %3) unnamed_addr #1 !dbg !356 {
  %5 = alloca i32, align 4, !DIAssignID !363
    #dbg_assign(i1 undef, !362, !DIExpression(), !363, ptr %5, !DIExpression(), !364)
    #dbg_value(i32 %0, !358, !DIExpression(), !364)
    #dbg_value(i64 %1, !359, !DIExpression(), !364)
    #dbg_value(i32 %2, !360, !DIExpression(), !364)
    #dbg_value(i64 %3, !361, !DIExpression(), !364)
  store volatile i32 12, ptr %5, align 4, !tbaa !133, !DIAssignID !365
    #dbg_assign(i32 12, !362, !DIExpression(), !365, ptr %5, !DIExpression(), !364)
  %6 = sdiv i32 %0, 12, !dbg !366
  %7 = srem i32 %0, 12, !dbg !366
  %8 = load volatile i32, ptr %5, align 4, !dbg !366, !tbaa !133
  %9 = sdiv i32 %0, %8, !dbg !366
  %10 = icmp eq i32 %6, %9, !dbg !366
  br i1 %10, label %11, label %15, !dbg !366

11:                                               ; preds = %4
  %12 = load volatile i32, ptr %5, align 4, !dbg !366, !tbaa !133
  %13 = srem i32 %0, %12, !dbg !366
  %14 = icmp eq i32 %7, %13, !dbg !366
  br i1 %14, label %17, label %15, !dbg !368

15:                                               ; preds = %11, %4
  %16 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef %0, i32 noundef 12), !dbg !366
  br label %17, !dbg !366

17:                                               ; preds = %15, %11
  %18 = sdiv i64 %1, 12, !dbg !369
  %19 = srem i64 %1, 12, !dbg !368
  %20 = load volatile i32, ptr %5, align 4, !dbg !369, !tbaa !133
  %21 = sext i32 %20 to i64, !dbg !369
  %22 = sdiv i64 %1, %21, !dbg !369
  %23 = icmp eq i64 %18, %22, !dbg !369
  br i1 %23, label %24, label %30, !dbg !369

24:                                               ; preds = %17
  %25 = srem i64 %1, 12, !dbg !369
  %26 = load volatile i32, ptr %5, align 4, !dbg !369, !tbaa !133
  %27 = sext i32 %26 to i64, !dbg !369
  %28 = srem i64 %1, %27, !dbg !369
  %29 = icmp eq i64 %25, %28, !dbg !369
  br i1 %29, label %32, label %30, !dbg !368

30:                                               ; preds = %24, %17
  %31 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i64 noundef %1, i32 noundef 12), !dbg !369
  br label %32, !dbg !369

32:                                               ; preds = %30, %24
  %33 = udiv i32 %2, 12, !dbg !371
  %34 = urem i32 %2, 12, !dbg !371
  %35 = load volatile i32, ptr %5, align 4, !dbg !371, !tbaa !133
  %36 = udiv i32 %2, %35, !dbg !371
  %37 = icmp eq i32 %33, %36, !dbg !371
  br i1 %37, label %38, label %42, !dbg !371

38:                                               ; preds = %32
  %39 = load volatile i32, ptr %5, align 4, !dbg !371, !tbaa !133
  %40 = urem i32 %2, %39, !dbg !371
  %41 = icmp eq i32 %34, %40, !dbg !371
  br i1 %41, label %44, label %42, !dbg !368

42:                                               ; preds = %38, %32
  %43 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef %2, i32 noundef 12), !dbg !371
  br label %44, !dbg !371

44:                                               ; preds = %42, %38
  %45 = udiv i64 %3, 12, !dbg !373
  %46 = load volatile i32, ptr %5, align 4, !dbg !373, !tbaa !133
  %47 = sext i32 %46 to i64, !dbg !373
  %48 = udiv i64 %3, %47, !dbg !373
  %49 = icmp eq i64 %45, %48, !dbg !373
  %50 = urem i64 %3, 12, !dbg !368
  br i1 %49, label %51, label %56, !dbg !373

51:                                               ; preds = %44
  %52 = load volatile i32, ptr %5, align 4, !dbg !373, !tbaa !133
  %53 = sext i32 %52 to i64, !dbg !373
  %54 = urem i64 %3, %53, !dbg !373
  %55 = icmp eq i64 %50, %54, !dbg !373
  br i1 %55, label %58, label %56, !dbg !368

56:                                               ; preds = %44, %51
  %57 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef 12), !dbg !373
  br label %58, !dbg !373

58:                                               ; preds = %56, %51
  %59 = sext i32 %6 to i64, !dbg !368
  %60 = add nsw i64 %19, %59, !dbg !368
  %61 = zext nneg i32 %33 to i64, !dbg !368
  %62 = add nsw i64 %60, %61, !dbg !368
  %63 = add nsw i64 %62, %50, !dbg !368
  %64 = load i64, ptr @acc, align 8, !dbg !368, !tbaa !123
  %65 = add i64 %63, %64, !dbg !368
  store i64 %65, ptr @acc, align 8, !dbg !368, !tbaa !123
  ret void, !dbg !368
}

; Function Attrs: nofree noinline nounwind uwtable
define internal fastcc void @cd_16(i32 noundef %0, i64 noundef %1, i32 noundef %2, i64 noundef %3) unnamed_addr #1 !dbg !375 {
  %5 = alloca i32, align 4, !DIAssignID !382
    #dbg_assign(i1 undef, !381, !DIExpression(), !382, ptr %5, !DIExpression(), !383)
    #dbg_value(i32 %0, !377, !DIExpression(), !383)
    #dbg_value(i64 %1, !378, !DIExpression(), !383)
    #dbg_value(i32 %2, !379, !DIExpression(), !383)
    #dbg_value(i64 %3, !380, !DIExpression(), !383)
  store volatile i32 16, ptr %5, align 4, !tbaa !133, !DIAssignID !384
    #dbg_assign(i32 16, !381, !DIExpression(), !384, ptr %5, !DIExpression(), !383)
  %6 = sdiv i32 %0, 16, !dbg !385
  %7 = srem i32 %0, 16, !dbg !385
  %8 = load volatile i32, ptr %5, align 4, !dbg !385, !tbaa !133
  %9 = sdiv i32 %0, %8, !dbg !385
  %10 = icmp eq i32 %6, %9, !dbg !385
  br i1 %10, label %11, label %15, !dbg !385

11:                                               ; preds = %4
  %12 = load volatile i32, ptr %5, align 4, !dbg !385, !tbaa !133
  %13 = srem i32 %0, %12, !dbg !385
  %14 = icmp eq i32 %7, %13, !dbg !385
  br i1 %14, label %17, label %15, !dbg !387

15:                                               ; preds = %11, %4
  %16 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef %0, i32 noundef 16), !dbg !385
  br label %17, !dbg !385

17:                                               ; preds = %15, %11
  %18 = sdiv i64 %1, 16, !dbg !388
  %19 = srem i64 %1, 16, !dbg !387
  %20 = load volatile i32, ptr %5, align 4, !dbg !388, !tbaa !133
  %21 = sext i32 %20 to i64, !dbg !388
  %22 = sdiv i64 %1, %21, !dbg !388
  %23 = icmp eq i64 %18, %22, !dbg !388
  br i1 %23, label %24, label %30, !dbg !388

24:                                               ; preds = %17
  %25 = srem i64 %1, 16, !dbg !388
  %26 = load volatile i32, ptr %5, align 4, !dbg !388, !tbaa !133
  %27 = sext i32 %26 to i64, !dbg !388
  %28 = srem i64 %1, %27, !dbg !388
  %29 = icmp eq i64 %25, %28, !dbg !388
  br i1 %29, label %32, label %30, !dbg !387

30:                                               ; preds = %24, %17
  %31 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i64 noundef %1, i32 noundef 16), !dbg !388
  br label %32, !dbg !388

32:                                               ; preds = %30, %24
  %33 = lshr i32 %2, 4, !dbg !390
  %34 = load volatile i32, ptr %5, align 4, !dbg !390, !tbaa !133
  %35 = udiv i32 %2, %34, !dbg !390
  %36 = icmp eq i32 %33, %35, !dbg !390
  br i1 %36, label %37, label %42, !dbg !390

37:                                               ; preds = %32
  %38 = and i32 %2, 15, !dbg !390
  %39 = load volatile i32, ptr %5, align 4, !dbg !390, !tbaa !133
  %40 = urem i32 %2, %39, !dbg !390
  %41 = icmp eq i32 %38, %40, !dbg !390
  br i1 %41, label %44, label %42, !dbg !387

42:                                               ; preds = %37, %32
  %43 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef %2, i32 noundef 16), !dbg !390
  br label %44, !dbg !390

44:                                               ; preds = %42, %37
  %45 = lshr i64 %3, 4, !dbg !392
  %46 = load volatile i32, ptr %5, align 4, !dbg !392, !tbaa !133
  %47 = sext i32 %46 to i64, !dbg !392
  %48 = udiv i64 %3, %47, !dbg !392
  %49 = icmp eq i64 %45, %48, !dbg !392
  %50 = and i64 %3, 15, !dbg !387
  br i1 %49, label %51, label %56, !dbg !392

51:                                               ; preds = %44
  %52 = load volatile i32, ptr %5, align 4, !dbg !392, !tbaa !133
  %53 = sext i32 %52 to i64, !dbg !392
  %54 = urem i64 %3, %53, !dbg !392
  %55 = icmp eq i64 %50, %54, !dbg !392
  br i1 %55, label %58, label %56, !dbg !387

56:                                               ; preds = %44, %51
  %57 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef 16), !dbg !392
  br label %58, !dbg !392

58:                                               ; preds = %56, %51
  %59 = sext i32 %6 to i64, !dbg !387
  %60 = add nsw i64 %19, %59, !dbg !387
  %61 = zext nneg i32 %33 to i64, !dbg !387
  %62 = add nsw i64 %60, %61, !dbg !387
  %63 = add nsw i64 %62, %50, !dbg !387
  %64 = load i64, ptr @acc, align 8, !dbg !387, !tbaa !123
  %65 = add i64 %63, %64, !dbg !387
  store i64 %65, ptr @acc, align 8, !dbg !387, !tbaa !123
  ret void, !dbg !387
}

; Function Attrs: nofree noinline nounwind uwtable
define internal fastcc void @cd_25(i32 noundef %0, i64 noundef %1, i32 noundef %2, i64 noundef %3) unnamed_addr #1 !dbg !394 {
  %5 = alloca i32, align 4, !DIAssignID !401
    #dbg_assign(i1 undef, !400, !DIExpression(), !401, ptr %5, !DIExpression(), !402)
    #dbg_value(i32 %0, !396, !DIExpression(), !402)
    #dbg_value(i64 %1, !397, !DIExpression(), !402)
    #dbg_value(i32 %2, !398, !DIExpression(), !402)
    #dbg_value(i64 %3, !399, !DIExpression(), !402)
  store volatile i32 25, ptr %5, align 4, !tbaa !133, !DIAssignID !403
    #dbg_assign(i32 25, !400, !DIExpression(), !403, ptr %5, !DIExpression(), !402)
  %6 = sdiv i32 %0, 25, !dbg !404
  %7 = srem i32 %0, 25, !dbg !404
  %8 = load volatile i32, ptr %5, align 4, !dbg !404, !tbaa !133
  %9 = sdiv i32 %0, %8, !dbg !404
  %10 = icmp eq i32 %6, %9, !dbg !404
  br i1 %10, label %11, label %15, !dbg !404

11:                                               ; preds = %4
  %12 = load volatile i32, ptr %5, align 4, !dbg !404, !tbaa !133
  %13 = srem i32 %0, %12, !dbg !404
  %14 = icmp eq i32 %7, %13, !dbg !404
  br i1 %14, label %17, label %15, !dbg !406

15:                                               ; preds = %11, %4
  %16 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef %0, i32 noundef 25), !dbg !404
  br label %17, !dbg !404

17:                                               ; preds = %15, %11
  %18 = sdiv i64 %1, 25, !dbg !407
  %19 = srem i64 %1, 25, !dbg !406
  %20 = load volatile i32, ptr %5, align 4, !dbg !407, !tbaa !133
  %21 = sext i32 %20 to i64, !dbg !407
  %22 = sdiv i64 %1, %21, !dbg !407
  %23 = icmp eq i64 %18, %22, !dbg !407
  br i1 %23, label %24, label %30, !dbg !407

24:                                               ; preds = %17
  %25 = srem i64 %1, 25, !dbg !407
  %26 = load volatile i32, ptr %5, align 4, !dbg !407, !tbaa !133
  %27 = sext i32 %26 to i64, !dbg !407
  %28 = srem i64 %1, %27, !dbg !407
  %29 = icmp eq i64 %25, %28, !dbg !407
  br i1 %29, label %32, label %30, !dbg !406

30:                                               ; preds = %24, %17
  %31 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i64 noundef %1, i32 noundef 25), !dbg !407
  br label %32, !dbg !407

32:                                               ; preds = %30, %24
  %33 = udiv i32 %2, 25, !dbg !409
  %34 = urem i32 %2, 25, !dbg !409
  %35 = load volatile i32, ptr %5, align 4, !dbg !409, !tbaa !133
  %36 = udiv i32 %2, %35, !dbg !409
  %37 = icmp eq i32 %33, %36, !dbg !409
  br i1 %37, label %38, label %42, !dbg !409

38:                                               ; preds = %32
  %39 = load volatile i32, ptr %5, align 4, !dbg !409, !tbaa !133
  %40 = urem i32 %2, %39, !dbg !409
  %41 = icmp eq i32 %34, %40, !dbg !409
  br i1 %41, label %44, label %42, !dbg !406

42:                                               ; preds = %38, %32
  %43 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef %2, i32 noundef 25), !dbg !409
  br label %44, !dbg !409

44:                                               ; preds = %42, %38
  %45 = udiv i64 %3, 25, !dbg !411
  %46 = load volatile i32, ptr %5, align 4, !dbg !411, !tbaa !133
  %47 = sext i32 %46 to i64, !dbg !411
  %48 = udiv i64 %3, %47, !dbg !411
  %49 = icmp eq i64 %45, %48, !dbg !411
  %50 = urem i64 %3, 25, !dbg !406
  br i1 %49, label %51, label %56, !dbg !411

51:                                               ; preds = %44
  %52 = load volatile i32, ptr %5, align 4, !dbg !411, !tbaa !133
  %53 = sext i32 %52 to i64, !dbg !411
  %54 = urem i64 %3, %53, !dbg !411
  %55 = icmp eq i64 %50, %54, !dbg !411
  br i1 %55, label %58, label %56, !dbg !406

56:                                               ; preds = %44, %51
  %57 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef 25), !dbg !411
  br label %58, !dbg !411

58:                                               ; preds = %56, %51
  %59 = sext i32 %6 to i64, !dbg !406
  %60 = add nsw i64 %19, %59, !dbg !406
  %61 = zext nneg i32 %33 to i64, !dbg !406
  %62 = add nsw i64 %60, %61, !dbg !406
  %63 = add nsw i64 %62, %50, !dbg !406
  %64 = load i64, ptr @acc, align 8, !dbg !406, !tbaa !123
  %65 = add i64 %63, %64, !dbg !406
  store i64 %65, ptr @acc, align 8, !dbg !406, !tbaa !123
  ret void, !dbg !406
}

; Function Attrs: nofree noinline nounwind uwtable
define internal fastcc void @cd_60(i32 noundef %0, i64 noundef %1, i32 noundef %2, i64 noundef %3) unnamed_addr #1 !dbg !413 {
  %5 = alloca i32, align 4, !DIAssignID !420
    #dbg_assign(i1 undef, !419, !DIExpression(), !420, ptr %5, !DIExpression(), !421)
    #dbg_value(i32 %0, !415, !DIExpression(), !421)
    #dbg_value(i64 %1, !416, !DIExpression(), !421)
    #dbg_value(i32 %2, !417, !DIExpression(), !421)
    #dbg_value(i64 %3, !418, !DIExpression(), !421)
  store volatile i32 60, ptr %5, align 4, !tbaa !133, !DIAssignID !422
    #dbg_assign(i32 60, !419, !DIExpression(), !422, ptr %5, !DIExpression(), !421)
  %6 = sdiv i32 %0, 60, !dbg !423
  %7 = srem i32 %0, 60, !dbg !423
  %8 = load volatile i32, ptr %5, align 4, !dbg !423, !tbaa !133
  %9 = sdiv i32 %0, %8, !dbg !423
  %10 = icmp eq i32 %6, %9, !dbg !423
  br i1 %10, label %11, label %15, !dbg !423

11:                                               ; preds = %4
  %12 = load volatile i32, ptr %5, align 4, !dbg !423, !tbaa !133
  %13 = srem i32 %0, %12, !dbg !423
  %14 = icmp eq i32 %7, %13, !dbg !423
  br i1 %14, label %17, label %15, !dbg !425

15:                                               ; preds = %11, %4
  %16 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef %0, i32 noundef 60), !dbg !423
  br label %17, !dbg !423

17:                                               ; preds = %15, %11
  %18 = sdiv i64 %1, 60, !dbg !426
  %19 = srem i64 %1, 60, !dbg !425
  %20 = load volatile i32, ptr %5, align 4, !dbg !426, !tbaa !133
  %21 = sext i32 %20 to i64, !dbg !426
  %22 = sdiv i64 %1, %21, !dbg !426
  %23 = icmp eq i64 %18, %22, !dbg !426
  br i1 %23, label %24, label %30, !dbg !426

24:                                               ; preds = %17
  %25 = srem i64 %1, 60, !dbg !426
  %26 = load volatile i32, ptr %5, align 4, !dbg !426, !tbaa !133
  %27 = sext i32 %26 to i64, !dbg !426
  %28 = srem i64 %1, %27, !dbg !426
  %29 = icmp eq i64 %25, %28, !dbg !426
  br i1 %29, label %32, label %30, !dbg !425

30:                                               ; preds = %24, %17
  %31 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i64 noundef %1, i32 noundef 60), !dbg !426
  br label %32, !dbg !426

32:                                               ; preds = %30, %24
  %33 = udiv i32 %2, 60, !dbg !428
  %34 = urem i32 %2, 60, !dbg !428
  %35 = load volatile i32, ptr %5, align 4, !dbg !428, !tbaa !133
  %36 = udiv i32 %2, %35, !dbg !428
  %37 = icmp eq i32 %33, %36, !dbg !428
  br i1 %37, label %38, label %42, !dbg !428

38:                                               ; preds = %32
  %39 = load volatile i32, ptr %5, align 4, !dbg !428, !tbaa !133
  %40 = urem i32 %2, %39, !dbg !428
  %41 = icmp eq i32 %34, %40, !dbg !428
  br i1 %41, label %44, label %42, !dbg !425

42:                                               ; preds = %38, %32
  %43 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef %2, i32 noundef 60), !dbg !428
  br label %44, !dbg !428

44:                                               ; preds = %42, %38
  %45 = udiv i64 %3, 60, !dbg !430
  %46 = load volatile i32, ptr %5, align 4, !dbg !430, !tbaa !133
  %47 = sext i32 %46 to i64, !dbg !430
  %48 = udiv i64 %3, %47, !dbg !430
  %49 = icmp eq i64 %45, %48, !dbg !430
  %50 = urem i64 %3, 60, !dbg !425
  br i1 %49, label %51, label %56, !dbg !430

51:                                               ; preds = %44
  %52 = load volatile i32, ptr %5, align 4, !dbg !430, !tbaa !133
  %53 = sext i32 %52 to i64, !dbg !430
  %54 = urem i64 %3, %53, !dbg !430
  %55 = icmp eq i64 %50, %54, !dbg !430
  br i1 %55, label %58, label %56, !dbg !425

56:                                               ; preds = %44, %51
  %57 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef 60), !dbg !430
  br label %58, !dbg !430

58:                                               ; preds = %56, %51
  %59 = sext i32 %6 to i64, !dbg !425
  %60 = add nsw i64 %19, %59, !dbg !425
  %61 = zext nneg i32 %33 to i64, !dbg !425
  %62 = add nsw i64 %60, %61, !dbg !425
  %63 = add nsw i64 %62, %50, !dbg !425
  %64 = load i64, ptr @acc, align 8, !dbg !425, !tbaa !123
  %65 = add i64 %63, %64, !dbg !425
  store i64 %65, ptr @acc, align 8, !dbg !425, !tbaa !123
  ret void, !dbg !425
}

; Function Attrs: nofree noinline nounwind uwtable
define internal fastcc void @cd_100(i32 noundef %0, i64 noundef %1, i32 noundef %2, i64 noundef %3) unnamed_addr #1 !dbg !432 {
  %5 = alloca i32, align 4, !DIAssignID !439
    #dbg_assign(i1 undef, !438, !DIExpression(), !439, ptr %5, !DIExpression(), !440)
    #dbg_value(i32 %0, !434, !DIExpression(), !440)
    #dbg_value(i64 %1, !435, !DIExpression(), !440)
    #dbg_value(i32 %2, !436, !DIExpression(), !440)
    #dbg_value(i64 %3, !437, !DIExpression(), !440)
  store volatile i32 100, ptr %5, align 4, !tbaa !133, !DIAssignID !441
    #dbg_assign(i32 100, !438, !DIExpression(), !441, ptr %5, !DIExpression(), !440)
  %6 = sdiv i32 %0, 100, !dbg !442
  %7 = srem i32 %0, 100, !dbg !442
  %8 = load volatile i32, ptr %5, align 4, !dbg !442, !tbaa !133
  %9 = sdiv i32 %0, %8, !dbg !442
  %10 = icmp eq i32 %6, %9, !dbg !442
  br i1 %10, label %11, label %15, !dbg !442

11:                                               ; preds = %4
  %12 = load volatile i32, ptr %5, align 4, !dbg !442, !tbaa !133
  %13 = srem i32 %0, %12, !dbg !442
  %14 = icmp eq i32 %7, %13, !dbg !442
  br i1 %14, label %17, label %15, !dbg !444

15:                                               ; preds = %11, %4
  %16 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef %0, i32 noundef 100), !dbg !442
  br label %17, !dbg !442

17:                                               ; preds = %15, %11
  %18 = sdiv i64 %1, 100, !dbg !445
  %19 = srem i64 %1, 100, !dbg !444
  %20 = load volatile i32, ptr %5, align 4, !dbg !445, !tbaa !133
  %21 = sext i32 %20 to i64, !dbg !445
  %22 = sdiv i64 %1, %21, !dbg !445
  %23 = icmp eq i64 %18, %22, !dbg !445
  br i1 %23, label %24, label %30, !dbg !445

24:                                               ; preds = %17
  %25 = srem i64 %1, 100, !dbg !445
  %26 = load volatile i32, ptr %5, align 4, !dbg !445, !tbaa !133
  %27 = sext i32 %26 to i64, !dbg !445
  %28 = srem i64 %1, %27, !dbg !445
  %29 = icmp eq i64 %25, %28, !dbg !445
  br i1 %29, label %32, label %30, !dbg !444

30:                                               ; preds = %24, %17
  %31 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i64 noundef %1, i32 noundef 100), !dbg !445
  br label %32, !dbg !445

32:                                               ; preds = %30, %24
  %33 = udiv i32 %2, 100, !dbg !447
  %34 = urem i32 %2, 100, !dbg !447
  %35 = load volatile i32, ptr %5, align 4, !dbg !447, !tbaa !133
  %36 = udiv i32 %2, %35, !dbg !447
  %37 = icmp eq i32 %33, %36, !dbg !447
  br i1 %37, label %38, label %42, !dbg !447

38:                                               ; preds = %32
  %39 = load volatile i32, ptr %5, align 4, !dbg !447, !tbaa !133
  %40 = urem i32 %2, %39, !dbg !447
  %41 = icmp eq i32 %34, %40, !dbg !447
  br i1 %41, label %44, label %42, !dbg !444

42:                                               ; preds = %38, %32
  %43 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef %2, i32 noundef 100), !dbg !447
  br label %44, !dbg !447

44:                                               ; preds = %42, %38
  %45 = udiv i64 %3, 100, !dbg !449
  %46 = load volatile i32, ptr %5, align 4, !dbg !449, !tbaa !133
  %47 = sext i32 %46 to i64, !dbg !449
  %48 = udiv i64 %3, %47, !dbg !449
  %49 = icmp eq i64 %45, %48, !dbg !449
  %50 = urem i64 %3, 100, !dbg !444
  br i1 %49, label %51, label %56, !dbg !449

51:                                               ; preds = %44
  %52 = load volatile i32, ptr %5, align 4, !dbg !449, !tbaa !133
  %53 = sext i32 %52 to i64, !dbg !449
  %54 = urem i64 %3, %53, !dbg !449
  %55 = icmp eq i64 %50, %54, !dbg !449
  br i1 %55, label %58, label %56, !dbg !444

56:                                               ; preds = %44, %51
  %57 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef 100), !dbg !449
  br label %58, !dbg !449

58:                                               ; preds = %56, %51
  %59 = sext i32 %6 to i64, !dbg !444
  %60 = add nsw i64 %19, %59, !dbg !444
  %61 = zext nneg i32 %33 to i64, !dbg !444
  %62 = add nsw i64 %60, %61, !dbg !444
  %63 = add nsw i64 %62, %50, !dbg !444
  %64 = load i64, ptr @acc, align 8, !dbg !444, !tbaa !123
  %65 = add i64 %63, %64, !dbg !444
  store i64 %65, ptr @acc, align 8, !dbg !444, !tbaa !123
  ret void, !dbg !444
}

; Function Attrs: nofree noinline nounwind uwtable
define internal fastcc void @cd_641(i32 noundef %0, i64 noundef %1, i32 noundef %2, i64 noundef %3) unnamed_addr #1 !dbg !451 {
  %5 = alloca i32, align 4, !DIAssignID !458
    #dbg_assign(i1 undef, !457, !DIExpression(), !458, ptr %5, !DIExpression(), !459)
    #dbg_value(i32 %0, !453, !DIExpression(), !459)
    #dbg_value(i64 %1, !454, !DIExpression(), !459)
    #dbg_value(i32 %2, !455, !DIExpression(), !459)
    #dbg_value(i64 %3, !456, !DIExpression(), !459)
  store volatile i32 641, ptr %5, align 4, !tbaa !133, !DIAssignID !460
    #dbg_assign(i32 641, !457, !DIExpression(), !460, ptr %5, !DIExpression(), !459)
  %6 = sdiv i32 %0, 641, !dbg !461
  %7 = srem i32 %0, 641, !dbg !461
  %8 = load volatile i32, ptr %5, align 4, !dbg !461, !tbaa !133
  %9 = sdiv i32 %0, %8, !dbg !461
  %10 = icmp eq i32 %6, %9, !dbg !461
  br i1 %10, label %11, label %15, !dbg !461

11:                                               ; preds = %4
  %12 = load volatile i32, ptr %5, align 4, !dbg !461, !tbaa !133
  %13 = srem i32 %0, %12, !dbg !461
  %14 = icmp eq i32 %7, %13, !dbg !461
  br i1 %14, label %17, label %15, !dbg !463

15:                                               ; preds = %11, %4
  %16 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef %0, i32 noundef 641), !dbg !461
  br label %17, !dbg !461

17:                                               ; preds = %15, %11
  %18 = sdiv i64 %1, 641, !dbg !464
  %19 = srem i64 %1, 641, !dbg !463
  %20 = load volatile i32, ptr %5, align 4, !dbg !464, !tbaa !133
  %21 = sext i32 %20 to i64, !dbg !464
  %22 = sdiv i64 %1, %21, !dbg !464
  %23 = icmp eq i64 %18, %22, !dbg !464
  br i1 %23, label %24, label %30, !dbg !464

24:                                               ; preds = %17
  %25 = srem i64 %1, 641, !dbg !464
  %26 = load volatile i32, ptr %5, align 4, !dbg !464, !tbaa !133
  %27 = sext i32 %26 to i64, !dbg !464
  %28 = srem i64 %1, %27, !dbg !464
  %29 = icmp eq i64 %25, %28, !dbg !464
  br i1 %29, label %32, label %30, !dbg !463

30:                                               ; preds = %24, %17
  %31 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i64 noundef %1, i32 noundef 641), !dbg !464
  br label %32, !dbg !464

32:                                               ; preds = %30, %24
  %33 = udiv i32 %2, 641, !dbg !466
  %34 = urem i32 %2, 641, !dbg !466
  %35 = load volatile i32, ptr %5, align 4, !dbg !466, !tbaa !133
  %36 = udiv i32 %2, %35, !dbg !466
  %37 = icmp eq i32 %33, %36, !dbg !466
  br i1 %37, label %38, label %42, !dbg !466

38:                                               ; preds = %32
  %39 = load volatile i32, ptr %5, align 4, !dbg !466, !tbaa !133
  %40 = urem i32 %2, %39, !dbg !466
  %41 = icmp eq i32 %34, %40, !dbg !466
  br i1 %41, label %44, label %42, !dbg !463

42:                                               ; preds = %38, %32
  %43 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef %2, i32 noundef 641), !dbg !466
  br label %44, !dbg !466

44:                                               ; preds = %42, %38
  %45 = udiv i64 %3, 641, !dbg !468
  %46 = load volatile i32, ptr %5, align 4, !dbg !468, !tbaa !133
  %47 = sext i32 %46 to i64, !dbg !468
  %48 = udiv i64 %3, %47, !dbg !468
  %49 = icmp eq i64 %45, %48, !dbg !468
  %50 = urem i64 %3, 641, !dbg !463
  br i1 %49, label %51, label %56, !dbg !468

51:                                               ; preds = %44
  %52 = load volatile i32, ptr %5, align 4, !dbg !468, !tbaa !133
  %53 = sext i32 %52 to i64, !dbg !468
  %54 = urem i64 %3, %53, !dbg !468
  %55 = icmp eq i64 %50, %54, !dbg !468
  br i1 %55, label %58, label %56, !dbg !463

56:                                               ; preds = %44, %51
  %57 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef 641), !dbg !468
  br label %58, !dbg !468

58:                                               ; preds = %56, %51
  %59 = sext i32 %6 to i64, !dbg !463
  %60 = add nsw i64 %19, %59, !dbg !463
  %61 = zext nneg i32 %33 to i64, !dbg !463
  %62 = add nsw i64 %60, %61, !dbg !463
  %63 = add nsw i64 %62, %50, !dbg !463
  %64 = load i64, ptr @acc, align 8, !dbg !463, !tbaa !123
  %65 = add i64 %63, %64, !dbg !463
  store i64 %65, ptr @acc, align 8, !dbg !463, !tbaa !123
  ret void, !dbg !463
}

; Function Attrs: nofree noinline nounwind uwtable
define internal fastcc void @cd_1000(i32 noundef %0, i64 noundef %1, i32 noundef %2, i64 noundef %3) unnamed_addr #1 !dbg !470 {
  %5 = alloca i32, align 4, !DIAssignID !477
    #dbg_assign(i1 undef, !476, !DIExpression(), !477, ptr %5, !DIExpression(), !478)
    #dbg_value(i32 %0, !472, !DIExpression(), !478)
    #dbg_value(i64 %1, !473, !DIExpression(), !478)
    #dbg_value(i32 %2, !474, !DIExpression(), !478)
    #dbg_value(i64 %3, !475, !DIExpression(), !478)
  store volatile i32 1000, ptr %5, align 4, !tbaa !133, !DIAssignID !479
    #dbg_assign(i32 1000, !476, !DIExpression(), !479, ptr %5, !DIExpression(), !478)
  %6 = sdiv i32 %0, 1000, !dbg !480
  %7 = srem i32 %0, 1000, !dbg !480
  %8 = load volatile i32, ptr %5, align 4, !dbg !480, !tbaa !133
  %9 = sdiv i32 %0, %8, !dbg !480
  %10 = icmp eq i32 %6, %9, !dbg !480
  br i1 %10, label %11, label %15, !dbg !480

11:                                               ; preds = %4
  %12 = load volatile i32, ptr %5, align 4, !dbg !480, !tbaa !133
  %13 = srem i32 %0, %12, !dbg !480
  %14 = icmp eq i32 %7, %13, !dbg !480
  br i1 %14, label %17, label %15, !dbg !482

15:                                               ; preds = %11, %4
  %16 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef %0, i32 noundef 1000), !dbg !480
  br label %17, !dbg !480

17:                                               ; preds = %15, %11
  %18 = sdiv i64 %1, 1000, !dbg !483
  %19 = srem i64 %1, 1000, !dbg !482
  %20 = load volatile i32, ptr %5, align 4, !dbg !483, !tbaa !133
  %21 = sext i32 %20 to i64, !dbg !483
  %22 = sdiv i64 %1, %21, !dbg !483
  %23 = icmp eq i64 %18, %22, !dbg !483
  br i1 %23, label %24, label %30, !dbg !483

24:                                               ; preds = %17
  %25 = srem i64 %1, 1000, !dbg !483
  %26 = load volatile i32, ptr %5, align 4, !dbg !483, !tbaa !133
  %27 = sext i32 %26 to i64, !dbg !483
  %28 = srem i64 %1, %27, !dbg !483
  %29 = icmp eq i64 %25, %28, !dbg !483
  br i1 %29, label %32, label %30, !dbg !482

30:                                               ; preds = %24, %17
  %31 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i64 noundef %1, i32 noundef 1000), !dbg !483
  br label %32, !dbg !483

32:                                               ; preds = %30, %24
  %33 = udiv i32 %2, 1000, !dbg !485
  %34 = urem i32 %2, 1000, !dbg !485
  %35 = load volatile i32, ptr %5, align 4, !dbg !485, !tbaa !133
  %36 = udiv i32 %2, %35, !dbg !485
  %37 = icmp eq i32 %33, %36, !dbg !485
  br i1 %37, label %38, label %42, !dbg !485

38:                                               ; preds = %32
  %39 = load volatile i32, ptr %5, align 4, !dbg !485, !tbaa !133
  %40 = urem i32 %2, %39, !dbg !485
  %41 = icmp eq i32 %34, %40, !dbg !485
  br i1 %41, label %44, label %42, !dbg !482

42:                                               ; preds = %38, %32
  %43 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef %2, i32 noundef 1000), !dbg !485
  br label %44, !dbg !485

44:                                               ; preds = %42, %38
  %45 = udiv i64 %3, 1000, !dbg !487
  %46 = load volatile i32, ptr %5, align 4, !dbg !487, !tbaa !133
  %47 = sext i32 %46 to i64, !dbg !487
  %48 = udiv i64 %3, %47, !dbg !487
  %49 = icmp eq i64 %45, %48, !dbg !487
  %50 = urem i64 %3, 1000, !dbg !482
  br i1 %49, label %51, label %56, !dbg !487

51:                                               ; preds = %44
  %52 = load volatile i32, ptr %5, align 4, !dbg !487, !tbaa !133
  %53 = sext i32 %52 to i64, !dbg !487
  %54 = urem i64 %3, %53, !dbg !487
  %55 = icmp eq i64 %50, %54, !dbg !487
  br i1 %55, label %58, label %56, !dbg !482

56:                                               ; preds = %44, %51
  %57 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef 1000), !dbg !487
  br label %58, !dbg !487

58:                                               ; preds = %56, %51
  %59 = sext i32 %6 to i64, !dbg !482
  %60 = add nsw i64 %19, %59, !dbg !482
  %61 = zext nneg i32 %33 to i64, !dbg !482
  %62 = add nsw i64 %60, %61, !dbg !482
  %63 = add nsw i64 %62, %50, !dbg !482
  %64 = load i64, ptr @acc, align 8, !dbg !482, !tbaa !123
  %65 = add i64 %63, %64, !dbg !482
  store i64 %65, ptr @acc, align 8, !dbg !482, !tbaa !123
  ret void, !dbg !482
}

; Function Attrs: nofree noinline nounwind uwtable
define internal fastcc void @cd_65536(i32 noundef %0, i64 noundef %1, i32 noundef %2, i64 noundef %3) unnamed_addr #1 !dbg !489 {
  %5 = alloca i32, align 4, !DIAssignID !496
    #dbg_assign(i1 undef, !495, !DIExpression(), !496, ptr %5, !DIExpression(), !497)
    #dbg_value(i32 %0, !491, !DIExpression(), !497)
    #dbg_value(i64 %1, !492, !DIExpression(), !497)
    #dbg_value(i32 %2, !493, !DIExpression(), !497)
    #dbg_value(i64 %3, !494, !DIExpression(), !497)
  store volatile i32 65536, ptr %5, align 4, !tbaa !133, !DIAssignID !498
    #dbg_assign(i32 65536, !495, !DIExpression(), !498, ptr %5, !DIExpression(), !497)
  %6 = sdiv i32 %0, 65536, !dbg !499
  %7 = srem i32 %0, 65536, !dbg !499
  %8 = load volatile i32, ptr %5, align 4, !dbg !499, !tbaa !133
  %9 = sdiv i32 %0, %8, !dbg !499
  %10 = icmp eq i32 %6, %9, !dbg !499
  br i1 %10, label %11, label %15, !dbg !499

11:                                               ; preds = %4
  %12 = load volatile i32, ptr %5, align 4, !dbg !499, !tbaa !133
  %13 = srem i32 %0, %12, !dbg !499
  %14 = icmp eq i32 %7, %13, !dbg !499
  br i1 %14, label %17, label %15, !dbg !501

15:                                               ; preds = %11, %4
  %16 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef %0, i32 noundef 65536), !dbg !499
  br label %17, !dbg !499

17:                                               ; preds = %15, %11
  %18 = sdiv i64 %1, 65536, !dbg !502
  %19 = srem i64 %1, 65536, !dbg !501
  %20 = load volatile i32, ptr %5, align 4, !dbg !502, !tbaa !133
  %21 = sext i32 %20 to i64, !dbg !502
  %22 = sdiv i64 %1, %21, !dbg !502
  %23 = icmp eq i64 %18, %22, !dbg !502
  br i1 %23, label %24, label %30, !dbg !502

24:                                               ; preds = %17
  %25 = srem i64 %1, 65536, !dbg !502
  %26 = load volatile i32, ptr %5, align 4, !dbg !502, !tbaa !133
  %27 = sext i32 %26 to i64, !dbg !502
  %28 = srem i64 %1, %27, !dbg !502
  %29 = icmp eq i64 %25, %28, !dbg !502
  br i1 %29, label %32, label %30, !dbg !501

30:                                               ; preds = %24, %17
  %31 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i64 noundef %1, i32 noundef 65536), !dbg !502
  br label %32, !dbg !502

32:                                               ; preds = %30, %24
  %33 = lshr i32 %2, 16, !dbg !504
  %34 = load volatile i32, ptr %5, align 4, !dbg !504, !tbaa !133
  %35 = udiv i32 %2, %34, !dbg !504
  %36 = icmp eq i32 %33, %35, !dbg !504
  br i1 %36, label %37, label %42, !dbg !504

37:                                               ; preds = %32
  %38 = and i32 %2, 65535, !dbg !504
  %39 = load volatile i32, ptr %5, align 4, !dbg !504, !tbaa !133
  %40 = urem i32 %2, %39, !dbg !504
  %41 = icmp eq i32 %38, %40, !dbg !504
  br i1 %41, label %44, label %42, !dbg !501

42:                                               ; preds = %37, %32
  %43 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef %2, i32 noundef 65536), !dbg !504
  br label %44, !dbg !504

44:                                               ; preds = %42, %37
  %45 = lshr i64 %3, 16, !dbg !506
  %46 = load volatile i32, ptr %5, align 4, !dbg !506, !tbaa !133
  %47 = sext i32 %46 to i64, !dbg !506
  %48 = udiv i64 %3, %47, !dbg !506
  %49 = icmp eq i64 %45, %48, !dbg !506
  %50 = and i64 %3, 65535, !dbg !501
  br i1 %49, label %51, label %56, !dbg !506

51:                                               ; preds = %44
  %52 = load volatile i32, ptr %5, align 4, !dbg !506, !tbaa !133
  %53 = sext i32 %52 to i64, !dbg !506
  %54 = urem i64 %3, %53, !dbg !506
  %55 = icmp eq i64 %50, %54, !dbg !506
  br i1 %55, label %58, label %56, !dbg !501

56:                                               ; preds = %44, %51
  %57 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef 65536), !dbg !506
  br label %58, !dbg !506

58:                                               ; preds = %56, %51
  %59 = sext i32 %6 to i64, !dbg !501
  %60 = add nsw i64 %19, %59, !dbg !501
  %61 = zext nneg i32 %33 to i64, !dbg !501
  %62 = add nsw i64 %60, %61, !dbg !501
  %63 = add nsw i64 %62, %50, !dbg !501
  %64 = load i64, ptr @acc, align 8, !dbg !501, !tbaa !123
  %65 = add i64 %63, %64, !dbg !501
  store i64 %65, ptr @acc, align 8, !dbg !501, !tbaa !123
  ret void, !dbg !501
}

; Function Attrs: nofree noinline nounwind uwtable
define internal fastcc void @cd_1000000007(i32 noundef %0, i64 noundef %1, i32 noundef %2, i64 noundef %3) unnamed_addr #1 !dbg !508 {
  %5 = alloca i32, align 4, !DIAssignID !515
    #dbg_assign(i1 undef, !514, !DIExpression(), !515, ptr %5, !DIExpression(), !516)
    #dbg_value(i32 %0, !510, !DIExpression(), !516)
    #dbg_value(i64 %1, !511, !DIExpression(), !516)
    #dbg_value(i32 %2, !512, !DIExpression(), !516)
    #dbg_value(i64 %3, !513, !DIExpression(), !516)
  store volatile i32 1000000007, ptr %5, align 4, !tbaa !133, !DIAssignID !517
    #dbg_assign(i32 1000000007, !514, !DIExpression(), !517, ptr %5, !DIExpression(), !516)
  %6 = sdiv i32 %0, 1000000007, !dbg !518
  %7 = srem i32 %0, 1000000007, !dbg !518
  %8 = load volatile i32, ptr %5, align 4, !dbg !518, !tbaa !133
  %9 = sdiv i32 %0, %8, !dbg !518
  %10 = icmp eq i32 %6, %9, !dbg !518
  br i1 %10, label %11, label %15, !dbg !518

11:                                               ; preds = %4
  %12 = load volatile i32, ptr %5, align 4, !dbg !518, !tbaa !133
  %13 = srem i32 %0, %12, !dbg !518
  %14 = icmp eq i32 %7, %13, !dbg !518
  br i1 %14, label %17, label %15, !dbg !520

15:                                               ; preds = %11, %4
  %16 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef %0, i32 noundef 1000000007), !dbg !518
  br label %17, !dbg !518

17:                                               ; preds = %15, %11
  %18 = sdiv i64 %1, 1000000007, !dbg !521
  %19 = srem i64 %1, 1000000007, !dbg !520
  %20 = load volatile i32, ptr %5, align 4, !dbg !521, !tbaa !133
  %21 = sext i32 %20 to i64, !dbg !521
  %22 = sdiv i64 %1, %21, !dbg !521
  %23 = icmp eq i64 %18, %22, !dbg !521
  br i1 %23, label %24, label %30, !dbg !521

24:                                               ; preds = %17
  %25 = srem i64 %1, 1000000007, !dbg !521
  %26 = load volatile i32, ptr %5, align 4, !dbg !521, !tbaa !133
  %27 = sext i32 %26 to i64, !dbg !521
  %28 = srem i64 %1, %27, !dbg !521
  %29 = icmp eq i64 %25, %28, !dbg !521
  br i1 %29, label %32, label %30, !dbg !520

30:                                               ; preds = %24, %17
  %31 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i64 noundef %1, i32 noundef 1000000007), !dbg !521
  br label %32, !dbg !521

32:                                               ; preds = %30, %24
  %33 = udiv i32 %2, 1000000007, !dbg !523
  %34 = urem i32 %2, 1000000007, !dbg !523
  %35 = load volatile i32, ptr %5, align 4, !dbg !523, !tbaa !133
  %36 = udiv i32 %2, %35, !dbg !523
  %37 = icmp eq i32 %33, %36, !dbg !523
  br i1 %37, label %38, label %42, !dbg !523

38:                                               ; preds = %32
  %39 = load volatile i32, ptr %5, align 4, !dbg !523, !tbaa !133
  %40 = urem i32 %2, %39, !dbg !523
  %41 = icmp eq i32 %34, %40, !dbg !523
  br i1 %41, label %44, label %42, !dbg !520

42:                                               ; preds = %38, %32
  %43 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef %2, i32 noundef 1000000007), !dbg !523
  br label %44, !dbg !523

44:                                               ; preds = %42, %38
  %45 = udiv i64 %3, 1000000007, !dbg !525
  %46 = load volatile i32, ptr %5, align 4, !dbg !525, !tbaa !133
  %47 = sext i32 %46 to i64, !dbg !525
  %48 = udiv i64 %3, %47, !dbg !525
  %49 = icmp eq i64 %45, %48, !dbg !525
  %50 = urem i64 %3, 1000000007, !dbg !520
  br i1 %49, label %51, label %56, !dbg !525

51:                                               ; preds = %44
  %52 = load volatile i32, ptr %5, align 4, !dbg !525, !tbaa !133
  %53 = sext i32 %52 to i64, !dbg !525
  %54 = urem i64 %3, %53, !dbg !525
  %55 = icmp eq i64 %50, %54, !dbg !525
  br i1 %55, label %58, label %56, !dbg !520

56:                                               ; preds = %44, %51
  %57 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef 1000000007), !dbg !525
  br label %58, !dbg !525

58:                                               ; preds = %56, %51
  %59 = sext i32 %6 to i64, !dbg !520
  %60 = add nsw i64 %19, %59, !dbg !520
  %61 = zext nneg i32 %33 to i64, !dbg !520
  %62 = add nsw i64 %60, %61, !dbg !520
  %63 = add nsw i64 %62, %50, !dbg !520
  %64 = load i64, ptr @acc, align 8, !dbg !520, !tbaa !123
  %65 = add i64 %63, %64, !dbg !520
  store i64 %65, ptr @acc, align 8, !dbg !520, !tbaa !123
  ret void, !dbg !520
}

; Function Attrs: nofree noinline nounwind uwtable
define internal fastcc void @ncd_m1(i32 noundef %0, i64 noundef %1) unnamed_addr #1 !dbg !527 {
  %3 = alloca i32, align 4, !DIAssignID !534
    #dbg_assign(i1 undef, !533, !DIExpression(), !534, ptr %3, !DIExpression(), !535)
    #dbg_value(i32 %0, !531, !DIExpression(), !535)
    #dbg_value(i64 %1, !532, !DIExpression(), !535)
  store volatile i32 -1, ptr %3, align 4, !tbaa !133, !DIAssignID !536
    #dbg_assign(i32 -1, !533, !DIExpression(), !536, ptr %3, !DIExpression(), !535)
  %4 = sub nsw i32 0, %0, !dbg !537
  %5 = load volatile i32, ptr %3, align 4, !dbg !537, !tbaa !133
  %6 = sdiv i32 %0, %5, !dbg !537
  %7 = icmp eq i32 %6, %4, !dbg !537
  br i1 %7, label %8, label %12, !dbg !537

8:                                                ; preds = %2
  %9 = load volatile i32, ptr %3, align 4, !dbg !537, !tbaa !133
  %10 = srem i32 %0, %9, !dbg !537
  %11 = icmp eq i32 %10, 0, !dbg !537
  br i1 %11, label %14, label %12, !dbg !539

12:                                               ; preds = %8, %2
  %13 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %0, i32 noundef -1), !dbg !537
  br label %14, !dbg !537

14:                                               ; preds = %12, %8
  %15 = sub nsw i64 0, %1, !dbg !540
  %16 = load volatile i32, ptr %3, align 4, !dbg !540, !tbaa !133
  %17 = sext i32 %16 to i64, !dbg !540
  %18 = sdiv i64 %1, %17, !dbg !540
  %19 = icmp eq i64 %18, %15, !dbg !540
  br i1 %19, label %20, label %25, !dbg !540

20:                                               ; preds = %14
  %21 = load volatile i32, ptr %3, align 4, !dbg !540, !tbaa !133
  %22 = sext i32 %21 to i64, !dbg !540
  %23 = srem i64 %1, %22, !dbg !540
  %24 = icmp eq i64 %23, 0, !dbg !540
  br i1 %24, label %27, label %25, !dbg !539

25:                                               ; preds = %20, %14
  %26 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, i64 noundef %1, i32 noundef -1), !dbg !540
  br label %27, !dbg !540

27:                                               ; preds = %25, %20
  %28 = sext i32 %4 to i64, !dbg !539
  %29 = mul nsw i64 %28, 3, !dbg !539
  %30 = load i64, ptr @acc, align 8, !dbg !539, !tbaa !123
  %31 = add i64 %30, %29, !dbg !539
  store i64 %31, ptr @acc, align 8, !dbg !539, !tbaa !123
  ret void, !dbg !539
}

; Function Attrs: nofree noinline nounwind uwtable
define internal fastcc void @ncd_m2(i32 noundef %0, i64 noundef %1) unnamed_addr #1 !dbg !542 {
  %3 = alloca i32, align 4, !DIAssignID !547
    #dbg_assign(i1 undef, !546, !DIExpression(), !547, ptr %3, !DIExpression(), !548)
    #dbg_value(i32 %0, !544, !DIExpression(), !548)
    #dbg_value(i64 %1, !545, !DIExpression(), !548)
  store volatile i32 -2, ptr %3, align 4, !tbaa !133, !DIAssignID !549
    #dbg_assign(i32 -2, !546, !DIExpression(), !549, ptr %3, !DIExpression(), !548)
  %4 = sdiv i32 %0, -2, !dbg !550
  %5 = load volatile i32, ptr %3, align 4, !dbg !550, !tbaa !133
  %6 = sdiv i32 %0, %5, !dbg !550
  %7 = icmp eq i32 %4, %6, !dbg !550
  br i1 %7, label %8, label %13, !dbg !550

8:                                                ; preds = %2
  %9 = srem i32 %0, 2, !dbg !550
  %10 = load volatile i32, ptr %3, align 4, !dbg !550, !tbaa !133
  %11 = srem i32 %0, %10, !dbg !550
  %12 = icmp eq i32 %9, %11, !dbg !550
  br i1 %12, label %15, label %13, !dbg !552

13:                                               ; preds = %8, %2
  %14 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %0, i32 noundef -2), !dbg !550
  br label %15, !dbg !550

15:                                               ; preds = %13, %8
  %16 = sdiv i64 %1, -2, !dbg !553
  %17 = load volatile i32, ptr %3, align 4, !dbg !553, !tbaa !133
  %18 = sext i32 %17 to i64, !dbg !553
  %19 = sdiv i64 %1, %18, !dbg !553
  %20 = icmp eq i64 %16, %19, !dbg !553
  %21 = srem i64 %1, 2, !dbg !552
  br i1 %20, label %22, label %27, !dbg !553

22:                                               ; preds = %15
  %23 = load volatile i32, ptr %3, align 4, !dbg !553, !tbaa !133
  %24 = sext i32 %23 to i64, !dbg !553
  %25 = srem i64 %1, %24, !dbg !553
  %26 = icmp eq i64 %21, %25, !dbg !553
  br i1 %26, label %29, label %27, !dbg !552

27:                                               ; preds = %15, %22
  %28 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, i64 noundef %1, i32 noundef -2), !dbg !553
  br label %29, !dbg !553

29:                                               ; preds = %27, %22
  %30 = sext i32 %4 to i64, !dbg !552
  %31 = mul nsw i64 %30, 3, !dbg !552
  %32 = add nsw i64 %31, %21, !dbg !552
  %33 = load i64, ptr @acc, align 8, !dbg !552, !tbaa !123
  %34 = add i64 %32, %33, !dbg !552
  store i64 %34, ptr @acc, align 8, !dbg !552, !tbaa !123
  ret void, !dbg !552
}

; Function Attrs: nofree noinline nounwind uwtable
define internal fastcc void @ncd_m3(i32 noundef %0, i64 noundef %1) unnamed_addr #1 !dbg !555 {
  %3 = alloca i32, align 4, !DIAssignID !560
    #dbg_assign(i1 undef, !559, !DIExpression(), !560, ptr %3, !DIExpression(), !561)
    #dbg_value(i32 %0, !557, !DIExpression(), !561)
    #dbg_value(i64 %1, !558, !DIExpression(), !561)
  store volatile i32 -3, ptr %3, align 4, !tbaa !133, !DIAssignID !562
    #dbg_assign(i32 -3, !559, !DIExpression(), !562, ptr %3, !DIExpression(), !561)
  %4 = sdiv i32 %0, -3, !dbg !563
  %5 = load volatile i32, ptr %3, align 4, !dbg !563, !tbaa !133
  %6 = sdiv i32 %0, %5, !dbg !563
  %7 = icmp eq i32 %4, %6, !dbg !563
  br i1 %7, label %8, label %13, !dbg !563

8:                                                ; preds = %2
  %9 = srem i32 %0, 3, !dbg !563
  %10 = load volatile i32, ptr %3, align 4, !dbg !563, !tbaa !133
  %11 = srem i32 %0, %10, !dbg !563
  %12 = icmp eq i32 %9, %11, !dbg !563
  br i1 %12, label %15, label %13, !dbg !565

13:                                               ; preds = %8, %2
  %14 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %0, i32 noundef -3), !dbg !563
  br label %15, !dbg !563

15:                                               ; preds = %13, %8
  %16 = sdiv i64 %1, -3, !dbg !566
  %17 = load volatile i32, ptr %3, align 4, !dbg !566, !tbaa !133
  %18 = sext i32 %17 to i64, !dbg !566
  %19 = sdiv i64 %1, %18, !dbg !566
  %20 = icmp eq i64 %16, %19, !dbg !566
  %21 = srem i64 %1, 3, !dbg !565
  br i1 %20, label %22, label %27, !dbg !566

22:                                               ; preds = %15
  %23 = load volatile i32, ptr %3, align 4, !dbg !566, !tbaa !133
  %24 = sext i32 %23 to i64, !dbg !566
  %25 = srem i64 %1, %24, !dbg !566
  %26 = icmp eq i64 %21, %25, !dbg !566
  br i1 %26, label %29, label %27, !dbg !565

27:                                               ; preds = %15, %22
  %28 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, i64 noundef %1, i32 noundef -3), !dbg !566
  br label %29, !dbg !566

29:                                               ; preds = %27, %22
  %30 = sext i32 %4 to i64, !dbg !565
  %31 = mul nsw i64 %30, 3, !dbg !565
  %32 = add nsw i64 %31, %21, !dbg !565
  %33 = load i64, ptr @acc, align 8, !dbg !565, !tbaa !123
  %34 = add i64 %32, %33, !dbg !565
  store i64 %34, ptr @acc, align 8, !dbg !565, !tbaa !123
  ret void, !dbg !565
}

; Function Attrs: nofree noinline nounwind uwtable
define internal fastcc void @ncd_m7(i32 noundef %0, i64 noundef %1) unnamed_addr #1 !dbg !568 {
  %3 = alloca i32, align 4, !DIAssignID !573
    #dbg_assign(i1 undef, !572, !DIExpression(), !573, ptr %3, !DIExpression(), !574)
    #dbg_value(i32 %0, !570, !DIExpression(), !574)
    #dbg_value(i64 %1, !571, !DIExpression(), !574)
  store volatile i32 -7, ptr %3, align 4, !tbaa !133, !DIAssignID !575
    #dbg_assign(i32 -7, !572, !DIExpression(), !575, ptr %3, !DIExpression(), !574)
  %4 = sdiv i32 %0, -7, !dbg !576
  %5 = load volatile i32, ptr %3, align 4, !dbg !576, !tbaa !133
  %6 = sdiv i32 %0, %5, !dbg !576
  %7 = icmp eq i32 %4, %6, !dbg !576
  br i1 %7, label %8, label %13, !dbg !576

8:                                                ; preds = %2
  %9 = srem i32 %0, 7, !dbg !576
  %10 = load volatile i32, ptr %3, align 4, !dbg !576, !tbaa !133
  %11 = srem i32 %0, %10, !dbg !576
  %12 = icmp eq i32 %9, %11, !dbg !576
  br i1 %12, label %15, label %13, !dbg !578

13:                                               ; preds = %8, %2
  %14 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %0, i32 noundef -7), !dbg !576
  br label %15, !dbg !576

15:                                               ; preds = %13, %8
  %16 = sdiv i64 %1, -7, !dbg !579
  %17 = load volatile i32, ptr %3, align 4, !dbg !579, !tbaa !133
  %18 = sext i32 %17 to i64, !dbg !579
  %19 = sdiv i64 %1, %18, !dbg !579
  %20 = icmp eq i64 %16, %19, !dbg !579
  %21 = srem i64 %1, 7, !dbg !578
  br i1 %20, label %22, label %27, !dbg !579

22:                                               ; preds = %15
  %23 = load volatile i32, ptr %3, align 4, !dbg !579, !tbaa !133
  %24 = sext i32 %23 to i64, !dbg !579
  %25 = srem i64 %1, %24, !dbg !579
  %26 = icmp eq i64 %21, %25, !dbg !579
  br i1 %26, label %29, label %27, !dbg !578

27:                                               ; preds = %15, %22
  %28 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, i64 noundef %1, i32 noundef -7), !dbg !579
  br label %29, !dbg !579

29:                                               ; preds = %27, %22
  %30 = sext i32 %4 to i64, !dbg !578
  %31 = mul nsw i64 %30, 3, !dbg !578
  %32 = add nsw i64 %31, %21, !dbg !578
  %33 = load i64, ptr @acc, align 8, !dbg !578, !tbaa !123
  %34 = add i64 %32, %33, !dbg !578
  store i64 %34, ptr @acc, align 8, !dbg !578, !tbaa !123
  ret void, !dbg !578
}

; Function Attrs: nofree noinline nounwind uwtable
define internal fastcc void @ncd_m8(i32 noundef %0, i64 noundef %1) unnamed_addr #1 !dbg !581 {
  %3 = alloca i32, align 4, !DIAssignID !586
    #dbg_assign(i1 undef, !585, !DIExpression(), !586, ptr %3, !DIExpression(), !587)
    #dbg_value(i32 %0, !583, !DIExpression(), !587)
    #dbg_value(i64 %1, !584, !DIExpression(), !587)
  store volatile i32 -8, ptr %3, align 4, !tbaa !133, !DIAssignID !588
    #dbg_assign(i32 -8, !585, !DIExpression(), !588, ptr %3, !DIExpression(), !587)
  %4 = sdiv i32 %0, -8, !dbg !589
  %5 = load volatile i32, ptr %3, align 4, !dbg !589, !tbaa !133
  %6 = sdiv i32 %0, %5, !dbg !589
  %7 = icmp eq i32 %4, %6, !dbg !589
  br i1 %7, label %8, label %13, !dbg !589

8:                                                ; preds = %2
  %9 = srem i32 %0, 8, !dbg !589
  %10 = load volatile i32, ptr %3, align 4, !dbg !589, !tbaa !133
  %11 = srem i32 %0, %10, !dbg !589
  %12 = icmp eq i32 %9, %11, !dbg !589
  br i1 %12, label %15, label %13, !dbg !591

13:                                               ; preds = %8, %2
  %14 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %0, i32 noundef -8), !dbg !589
  br label %15, !dbg !589

15:                                               ; preds = %13, %8
  %16 = sdiv i64 %1, -8, !dbg !592
  %17 = load volatile i32, ptr %3, align 4, !dbg !592, !tbaa !133
  %18 = sext i32 %17 to i64, !dbg !592
  %19 = sdiv i64 %1, %18, !dbg !592
  %20 = icmp eq i64 %16, %19, !dbg !592
  %21 = srem i64 %1, 8, !dbg !591
  br i1 %20, label %22, label %27, !dbg !592

22:                                               ; preds = %15
  %23 = load volatile i32, ptr %3, align 4, !dbg !592, !tbaa !133
  %24 = sext i32 %23 to i64, !dbg !592
  %25 = srem i64 %1, %24, !dbg !592
  %26 = icmp eq i64 %21, %25, !dbg !592
  br i1 %26, label %29, label %27, !dbg !591

27:                                               ; preds = %15, %22
  %28 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, i64 noundef %1, i32 noundef -8), !dbg !592
  br label %29, !dbg !592

29:                                               ; preds = %27, %22
  %30 = sext i32 %4 to i64, !dbg !591
  %31 = mul nsw i64 %30, 3, !dbg !591
  %32 = add nsw i64 %31, %21, !dbg !591
  %33 = load i64, ptr @acc, align 8, !dbg !591, !tbaa !123
  %34 = add i64 %32, %33, !dbg !591
  store i64 %34, ptr @acc, align 8, !dbg !591, !tbaa !123
  ret void, !dbg !591
}

; Function Attrs: nofree noinline nounwind uwtable
define internal fastcc void @ncd_m10(i32 noundef %0, i64 noundef %1) unnamed_addr #1 !dbg !594 {
  %3 = alloca i32, align 4, !DIAssignID !599
    #dbg_assign(i1 undef, !598, !DIExpression(), !599, ptr %3, !DIExpression(), !600)
    #dbg_value(i32 %0, !596, !DIExpression(), !600)
    #dbg_value(i64 %1, !597, !DIExpression(), !600)
  store volatile i32 -10, ptr %3, align 4, !tbaa !133, !DIAssignID !601
    #dbg_assign(i32 -10, !598, !DIExpression(), !601, ptr %3, !DIExpression(), !600)
  %4 = sdiv i32 %0, -10, !dbg !602
  %5 = load volatile i32, ptr %3, align 4, !dbg !602, !tbaa !133
  %6 = sdiv i32 %0, %5, !dbg !602
  %7 = icmp eq i32 %4, %6, !dbg !602
  br i1 %7, label %8, label %13, !dbg !602

8:                                                ; preds = %2
  %9 = srem i32 %0, 10, !dbg !602
  %10 = load volatile i32, ptr %3, align 4, !dbg !602, !tbaa !133
  %11 = srem i32 %0, %10, !dbg !602
  %12 = icmp eq i32 %9, %11, !dbg !602
  br i1 %12, label %15, label %13, !dbg !604

13:                                               ; preds = %8, %2
  %14 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %0, i32 noundef -10), !dbg !602
  br label %15, !dbg !602

15:                                               ; preds = %13, %8
  %16 = sdiv i64 %1, -10, !dbg !605
  %17 = load volatile i32, ptr %3, align 4, !dbg !605, !tbaa !133
  %18 = sext i32 %17 to i64, !dbg !605
  %19 = sdiv i64 %1, %18, !dbg !605
  %20 = icmp eq i64 %16, %19, !dbg !605
  %21 = srem i64 %1, 10, !dbg !604
  br i1 %20, label %22, label %27, !dbg !605

22:                                               ; preds = %15
  %23 = load volatile i32, ptr %3, align 4, !dbg !605, !tbaa !133
  %24 = sext i32 %23 to i64, !dbg !605
  %25 = srem i64 %1, %24, !dbg !605
  %26 = icmp eq i64 %21, %25, !dbg !605
  br i1 %26, label %29, label %27, !dbg !604

27:                                               ; preds = %15, %22
  %28 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, i64 noundef %1, i32 noundef -10), !dbg !605
  br label %29, !dbg !605

29:                                               ; preds = %27, %22
  %30 = sext i32 %4 to i64, !dbg !604
  %31 = mul nsw i64 %30, 3, !dbg !604
  %32 = add nsw i64 %31, %21, !dbg !604
  %33 = load i64, ptr @acc, align 8, !dbg !604, !tbaa !123
  %34 = add i64 %32, %33, !dbg !604
  store i64 %34, ptr @acc, align 8, !dbg !604, !tbaa !123
  ret void, !dbg !604
}

; Function Attrs: nofree noinline nounwind uwtable
define internal fastcc void @ncd_m1024(i32 noundef %0, i64 noundef %1) unnamed_addr #1 !dbg !607 {
  %3 = alloca i32, align 4, !DIAssignID !612
    #dbg_assign(i1 undef, !611, !DIExpression(), !612, ptr %3, !DIExpression(), !613)
    #dbg_value(i32 %0, !609, !DIExpression(), !613)
    #dbg_value(i64 %1, !610, !DIExpression(), !613)
  store volatile i32 -1024, ptr %3, align 4, !tbaa !133, !DIAssignID !614
    #dbg_assign(i32 -1024, !611, !DIExpression(), !614, ptr %3, !DIExpression(), !613)
  %4 = sdiv i32 %0, -1024, !dbg !615
  %5 = load volatile i32, ptr %3, align 4, !dbg !615, !tbaa !133
  %6 = sdiv i32 %0, %5, !dbg !615
  %7 = icmp eq i32 %4, %6, !dbg !615
  br i1 %7, label %8, label %13, !dbg !615

8:                                                ; preds = %2
  %9 = srem i32 %0, 1024, !dbg !615
  %10 = load volatile i32, ptr %3, align 4, !dbg !615, !tbaa !133
  %11 = srem i32 %0, %10, !dbg !615
  %12 = icmp eq i32 %9, %11, !dbg !615
  br i1 %12, label %15, label %13, !dbg !617

13:                                               ; preds = %8, %2
  %14 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %0, i32 noundef -1024), !dbg !615
  br label %15, !dbg !615

15:                                               ; preds = %13, %8
  %16 = sdiv i64 %1, -1024, !dbg !618
  %17 = load volatile i32, ptr %3, align 4, !dbg !618, !tbaa !133
  %18 = sext i32 %17 to i64, !dbg !618
  %19 = sdiv i64 %1, %18, !dbg !618
  %20 = icmp eq i64 %16, %19, !dbg !618
  %21 = srem i64 %1, 1024, !dbg !617
  br i1 %20, label %22, label %27, !dbg !618

22:                                               ; preds = %15
  %23 = load volatile i32, ptr %3, align 4, !dbg !618, !tbaa !133
  %24 = sext i32 %23 to i64, !dbg !618
  %25 = srem i64 %1, %24, !dbg !618
  %26 = icmp eq i64 %21, %25, !dbg !618
  br i1 %26, label %29, label %27, !dbg !617

27:                                               ; preds = %15, %22
  %28 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, i64 noundef %1, i32 noundef -1024), !dbg !618
  br label %29, !dbg !618

29:                                               ; preds = %27, %22
  %30 = sext i32 %4 to i64, !dbg !617
  %31 = mul nsw i64 %30, 3, !dbg !617
  %32 = add nsw i64 %31, %21, !dbg !617
  %33 = load i64, ptr @acc, align 8, !dbg !617, !tbaa !123
  %34 = add i64 %32, %33, !dbg !617
  store i64 %34, ptr @acc, align 8, !dbg !617, !tbaa !123
  ret void, !dbg !617
}

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree noinline nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.dbg.cu = !{!29}
!llvm.module.flags = !{!77, !78, !79, !80, !81, !82, !83}
!llvm.ident = !{!84}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 33, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "programs/divrem_negatives.c", directory: ".", checksumkind: CSK_MD5, checksum: "58dc1f5d9b164bead736bafc42bc60e0")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 160, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 20)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 34, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 88, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 11)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 35, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 120, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 15)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(scope: null, file: !2, line: 47, type: !19, isLocal: true, isDefinition: true)
!19 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 544, elements: !20)
!20 = !{!21}
!21 = !DISubrange(count: 68)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(scope: null, file: !2, line: 49, type: !24, isLocal: true, isDefinition: true)
!24 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 80, elements: !25)
!25 = !{!26}
!26 = !DISubrange(count: 10)
!27 = !DIGlobalVariableExpression(var: !28, expr: !DIExpression())
!28 = distinct !DIGlobalVariable(name: "acc", scope: !29, file: !2, line: 21, type: !42, isLocal: true, isDefinition: true)
!29 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !30, globals: !47, splitDebugInlining: false, nameTableKind: None)
!30 = !{!31, !32, !33, !34, !39, !42, !45, !46}
!31 = !DIBasicType(name: "signed char", size: 8, encoding: DW_ATE_signed_char)
!32 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!33 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!34 = !DIDerivedType(tag: DW_TAG_typedef, name: "int64_t", file: !35, line: 27, baseType: !36)
!35 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-intn.h", directory: "", checksumkind: CSK_MD5, checksum: "55bcbdc3159515ebd91d351a70d505f4")
!36 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int64_t", file: !37, line: 44, baseType: !38)
!37 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!38 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!39 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint32_t", file: !40, line: 26, baseType: !41)
!40 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-uintn.h", directory: "", checksumkind: CSK_MD5, checksum: "2bf2ae53c58c01b1a1b9383b5195125c")
!41 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint32_t", file: !37, line: 42, baseType: !32)
!42 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint64_t", file: !40, line: 27, baseType: !43)
!43 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint64_t", file: !37, line: 45, baseType: !44)
!44 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!45 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!46 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!47 = !{!0, !7, !12, !17, !22, !27, !48, !53, !55, !60, !62, !67, !72}
!48 = !DIGlobalVariableExpression(var: !49, expr: !DIExpression())
!49 = distinct !DIGlobalVariable(scope: null, file: !2, line: 27, type: !50, isLocal: true, isDefinition: true)
!50 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 328, elements: !51)
!51 = !{!52}
!52 = !DISubrange(count: 41)
!53 = !DIGlobalVariableExpression(var: !54, expr: !DIExpression())
!54 = distinct !DIGlobalVariable(scope: null, file: !2, line: 22, type: !14, isLocal: true, isDefinition: true)
!55 = !DIGlobalVariableExpression(var: !56, expr: !DIExpression())
!56 = distinct !DIGlobalVariable(scope: null, file: !2, line: 22, type: !57, isLocal: true, isDefinition: true)
!57 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 136, elements: !58)
!58 = !{!59}
!59 = !DISubrange(count: 17)
!60 = !DIGlobalVariableExpression(var: !61, expr: !DIExpression())
!61 = distinct !DIGlobalVariable(scope: null, file: !2, line: 22, type: !14, isLocal: true, isDefinition: true)
!62 = !DIGlobalVariableExpression(var: !63, expr: !DIExpression())
!63 = distinct !DIGlobalVariable(scope: null, file: !2, line: 22, type: !64, isLocal: true, isDefinition: true)
!64 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 96, elements: !65)
!65 = !{!66}
!66 = !DISubrange(count: 12)
!67 = !DIGlobalVariableExpression(var: !68, expr: !DIExpression())
!68 = distinct !DIGlobalVariable(scope: null, file: !2, line: 24, type: !69, isLocal: true, isDefinition: true)
!69 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 152, elements: !70)
!70 = !{!71}
!71 = !DISubrange(count: 19)
!72 = !DIGlobalVariableExpression(var: !73, expr: !DIExpression())
!73 = distinct !DIGlobalVariable(scope: null, file: !2, line: 24, type: !74, isLocal: true, isDefinition: true)
!74 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 168, elements: !75)
!75 = !{!76}
!76 = !DISubrange(count: 21)
!77 = !{i32 7, !"Dwarf Version", i32 5}
!78 = !{i32 2, !"Debug Info Version", i32 3}
!79 = !{i32 1, !"wchar_size", i32 4}
!80 = !{i32 8, !"PIC Level", i32 2}
!81 = !{i32 7, !"PIE Level", i32 2}
!82 = !{i32 7, !"uwtable", i32 2}
!83 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!84 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!85 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 30, type: !86, scopeLine: 30, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !29, retainedNodes: !88)
!86 = !DISubroutineType(types: !87)
!87 = !{!46}
!88 = !{!89, !93, !95, !101, !103, !106, !107, !108}
!89 = !DILocalVariable(name: "pairs", scope: !85, file: !2, line: 31, type: !90)
!90 = !DICompositeType(tag: DW_TAG_array_type, baseType: !45, size: 1536, elements: !91)
!91 = !{!66, !92}
!92 = !DISubrange(count: 2)
!93 = !DILocalVariable(name: "i", scope: !94, file: !2, line: 32, type: !32)
!94 = distinct !DILexicalBlock(scope: !85, file: !2, line: 32, column: 5)
!95 = !DILocalVariable(name: "xs", scope: !85, file: !2, line: 36, type: !96)
!96 = !DICompositeType(tag: DW_TAG_array_type, baseType: !97, size: 448, elements: !99)
!97 = !DIDerivedType(tag: DW_TAG_typedef, name: "int32_t", file: !35, line: 26, baseType: !98)
!98 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int32_t", file: !37, line: 41, baseType: !46)
!99 = !{!100}
!100 = !DISubrange(count: 14)
!101 = !DILocalVariable(name: "i", scope: !102, file: !2, line: 37, type: !32)
!102 = distinct !DILexicalBlock(scope: !85, file: !2, line: 37, column: 5)
!103 = !DILocalVariable(name: "x", scope: !104, file: !2, line: 38, type: !97)
!104 = distinct !DILexicalBlock(scope: !105, file: !2, line: 37, column: 61)
!105 = distinct !DILexicalBlock(scope: !102, file: !2, line: 37, column: 5)
!106 = !DILocalVariable(name: "y", scope: !104, file: !2, line: 38, type: !34)
!107 = !DILocalVariable(name: "ux", scope: !104, file: !2, line: 40, type: !39)
!108 = !DILocalVariable(name: "uy", scope: !104, file: !2, line: 40, type: !42)
!109 = distinct !DIAssignID()
!110 = !DILocation(line: 0, scope: !85)
!111 = distinct !DIAssignID()
!112 = distinct !DIAssignID()
!113 = !DILocation(line: 0, scope: !94)
!114 = !DILocation(line: 32, column: 67, scope: !115)
!115 = distinct !DILexicalBlock(scope: !94, file: !2, line: 32, column: 5)
!116 = !DILocation(line: 33, column: 5, scope: !85)
!117 = !DILocation(line: 34, column: 5, scope: !85)
!118 = !DILocation(line: 35, column: 5, scope: !85)
!119 = distinct !DIAssignID()
!120 = !DILocation(line: 0, scope: !102)
!121 = !DILocation(line: 37, column: 5, scope: !102)
!122 = !DILocation(line: 49, column: 46, scope: !85)
!123 = !{!124, !124, i64 0}
!124 = !{!"long", !125, i64 0}
!125 = !{!"omnipotent char", !126, i64 0}
!126 = !{!"Simple C/C++ TBAA"}
!127 = !DILocation(line: 49, column: 5, scope: !85)
!128 = !DILocation(line: 50, column: 18, scope: !85)
!129 = !DILocation(line: 50, column: 22, scope: !85)
!130 = !DILocation(line: 50, column: 12, scope: !85)
!131 = !DILocation(line: 50, column: 5, scope: !85)
!132 = !DILocation(line: 38, column: 21, scope: !104)
!133 = !{!134, !134, i64 0}
!134 = !{!"int", !125, i64 0}
!135 = !DILocation(line: 0, scope: !104)
!136 = !DILocation(line: 38, column: 40, scope: !104)
!137 = !DILocation(line: 38, column: 51, scope: !104)
!138 = !DILocation(line: 38, column: 69, scope: !104)
!139 = !DILocation(line: 38, column: 68, scope: !104)
!140 = !DILocation(line: 38, column: 66, scope: !104)
!141 = !DILocation(line: 39, column: 15, scope: !142)
!142 = distinct !DILexicalBlock(scope: !104, file: !2, line: 39, column: 13)
!143 = !DILocation(line: 39, column: 13, scope: !104)
!144 = !DILocation(line: 41, column: 9, scope: !104)
!145 = !DILocation(line: 41, column: 32, scope: !104)
!146 = !DILocation(line: 41, column: 55, scope: !104)
!147 = !DILocation(line: 41, column: 78, scope: !104)
!148 = !DILocation(line: 41, column: 101, scope: !104)
!149 = !DILocation(line: 42, column: 9, scope: !104)
!150 = !DILocation(line: 42, column: 32, scope: !104)
!151 = !DILocation(line: 42, column: 55, scope: !104)
!152 = !DILocation(line: 42, column: 80, scope: !104)
!153 = !DILocation(line: 42, column: 105, scope: !104)
!154 = !DILocation(line: 43, column: 9, scope: !104)
!155 = !DILocation(line: 43, column: 34, scope: !104)
!156 = !DILocation(line: 43, column: 59, scope: !104)
!157 = !DILocation(line: 43, column: 86, scope: !104)
!158 = !DILocation(line: 44, column: 9, scope: !104)
!159 = !DILocation(line: 44, column: 38, scope: !104)
!160 = !DILocation(line: 44, column: 69, scope: !104)
!161 = !DILocation(line: 45, column: 13, scope: !104)
!162 = !DILocation(line: 45, column: 27, scope: !163)
!163 = distinct !DILexicalBlock(scope: !104, file: !2, line: 45, column: 13)
!164 = !DILocation(line: 46, column: 9, scope: !104)
!165 = !DILocation(line: 46, column: 27, scope: !104)
!166 = !DILocation(line: 46, column: 45, scope: !104)
!167 = !DILocation(line: 46, column: 63, scope: !104)
!168 = !DILocation(line: 46, column: 81, scope: !104)
!169 = !DILocation(line: 46, column: 101, scope: !104)
!170 = !DILocation(line: 47, column: 93, scope: !104)
!171 = !DILocation(line: 47, column: 100, scope: !104)
!172 = !DILocation(line: 47, column: 107, scope: !104)
!173 = !DILocation(line: 47, column: 115, scope: !104)
!174 = !DILocation(line: 47, column: 135, scope: !104)
!175 = !DILocation(line: 47, column: 156, scope: !104)
!176 = !DILocation(line: 47, column: 166, scope: !104)
!177 = !DILocation(line: 47, column: 9, scope: !104)
!178 = !DILocation(line: 37, column: 57, scope: !105)
!179 = !DILocation(line: 37, column: 28, scope: !105)
!180 = distinct !{!180, !121, !181, !182}
!181 = !DILocation(line: 48, column: 5, scope: !102)
!182 = !{!"llvm.loop.mustprogress"}
!183 = distinct !DISubprogram(name: "show", scope: !2, file: !2, line: 26, type: !184, scopeLine: 26, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !29, retainedNodes: !186)
!184 = !DISubroutineType(types: !185)
!185 = !{null, !45, !45}
!186 = !{!187, !188}
!187 = !DILocalVariable(name: "a", arg: 1, scope: !183, file: !2, line: 26, type: !45)
!188 = !DILocalVariable(name: "b", arg: 2, scope: !183, file: !2, line: 26, type: !45)
!189 = !DILocation(line: 0, scope: !183)
!190 = !DILocation(line: 27, column: 65, scope: !183)
!191 = !DILocation(line: 27, column: 78, scope: !183)
!192 = !DILocation(line: 27, column: 5, scope: !183)
!193 = !DILocation(line: 28, column: 1, scope: !183)
!194 = !DISubprogram(name: "printf", scope: !195, file: !195, line: 356, type: !196, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!195 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!196 = !DISubroutineType(types: !197)
!197 = !{!46, !198, null}
!198 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !199)
!199 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !200, size: 64)
!200 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!201 = distinct !DISubprogram(name: "cd_1", scope: !2, file: !2, line: 22, type: !202, scopeLine: 22, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !29, retainedNodes: !205)
!202 = !DISubroutineType(cc: DW_CC_nocall, types: !203)
!203 = !{null, !97, !34, !39, !42, !204}
!204 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !46)
!205 = !{!206, !207, !208, !209, !210}
!206 = !DILocalVariable(name: "x", arg: 1, scope: !201, file: !2, line: 22, type: !97)
!207 = !DILocalVariable(name: "y", arg: 2, scope: !201, file: !2, line: 22, type: !34)
!208 = !DILocalVariable(name: "ux", arg: 3, scope: !201, file: !2, line: 22, type: !39)
!209 = !DILocalVariable(name: "uy", arg: 4, scope: !201, file: !2, line: 22, type: !42)
!210 = !DILocalVariable(name: "d", arg: 5, scope: !201, file: !2, line: 22, type: !204)
!211 = distinct !DIAssignID()
!212 = !DILocation(line: 0, scope: !201)
!213 = distinct !DIAssignID()
!214 = !DILocation(line: 22, column: 1, scope: !215)
!215 = distinct !DILexicalBlock(scope: !201, file: !2, line: 22, column: 1)
!216 = !DILocation(line: 22, column: 1, scope: !201)
!217 = !DILocation(line: 22, column: 1, scope: !218)
!218 = distinct !DILexicalBlock(scope: !201, file: !2, line: 22, column: 1)
!219 = !DILocation(line: 22, column: 1, scope: !220)
!220 = distinct !DILexicalBlock(scope: !201, file: !2, line: 22, column: 1)
!221 = !DILocation(line: 22, column: 1, scope: !222)
!222 = distinct !DILexicalBlock(scope: !201, file: !2, line: 22, column: 1)
!223 = distinct !DISubprogram(name: "cd_2", scope: !2, file: !2, line: 22, type: !202, scopeLine: 22, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !29, retainedNodes: !224)
!224 = !{!225, !226, !227, !228, !229}
!225 = !DILocalVariable(name: "x", arg: 1, scope: !223, file: !2, line: 22, type: !97)
!226 = !DILocalVariable(name: "y", arg: 2, scope: !223, file: !2, line: 22, type: !34)
!227 = !DILocalVariable(name: "ux", arg: 3, scope: !223, file: !2, line: 22, type: !39)
!228 = !DILocalVariable(name: "uy", arg: 4, scope: !223, file: !2, line: 22, type: !42)
!229 = !DILocalVariable(name: "d", arg: 5, scope: !223, file: !2, line: 22, type: !204)
!230 = distinct !DIAssignID()
!231 = !DILocation(line: 0, scope: !223)
!232 = distinct !DIAssignID()
!233 = !DILocation(line: 22, column: 13, scope: !234)
!234 = distinct !DILexicalBlock(scope: !223, file: !2, line: 22, column: 13)
!235 = !DILocation(line: 22, column: 13, scope: !223)
!236 = !DILocation(line: 22, column: 13, scope: !237)
!237 = distinct !DILexicalBlock(scope: !223, file: !2, line: 22, column: 13)
!238 = !DILocation(line: 22, column: 13, scope: !239)
!239 = distinct !DILexicalBlock(scope: !223, file: !2, line: 22, column: 13)
!240 = !DILocation(line: 22, column: 13, scope: !241)
!241 = distinct !DILexicalBlock(scope: !223, file: !2, line: 22, column: 13)
!242 = distinct !DISubprogram(name: "cd_3", scope: !2, file: !2, line: 22, type: !202, scopeLine: 22, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !29, retainedNodes: !243)
!243 = !{!244, !245, !246, !247, !248}
!244 = !DILocalVariable(name: "x", arg: 1, scope: !242, file: !2, line: 22, type: !97)
!245 = !DILocalVariable(name: "y", arg: 2, scope: !242, file: !2, line: 22, type: !34)
!246 = !DILocalVariable(name: "ux", arg: 3, scope: !242, file: !2, line: 22, type: !39)
!247 = !DILocalVariable(name: "uy", arg: 4, scope: !242, file: !2, line: 22, type: !42)
!248 = !DILocalVariable(name: "d", arg: 5, scope: !242, file: !2, line: 22, type: !204)
!249 = distinct !DIAssignID()
!250 = !DILocation(line: 0, scope: !242)
!251 = distinct !DIAssignID()
!252 = !DILocation(line: 22, column: 25, scope: !253)
!253 = distinct !DILexicalBlock(scope: !242, file: !2, line: 22, column: 25)
!254 = !DILocation(line: 22, column: 25, scope: !242)
!255 = !DILocation(line: 22, column: 25, scope: !256)
!256 = distinct !DILexicalBlock(scope: !242, file: !2, line: 22, column: 25)
!257 = !DILocation(line: 22, column: 25, scope: !258)
!258 = distinct !DILexicalBlock(scope: !242, file: !2, line: 22, column: 25)
!259 = !DILocation(line: 22, column: 25, scope: !260)
!260 = distinct !DILexicalBlock(scope: !242, file: !2, line: 22, column: 25)
!261 = distinct !DISubprogram(name: "cd_5", scope: !2, file: !2, line: 22, type: !202, scopeLine: 22, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !29, retainedNodes: !262)
!262 = !{!263, !264, !265, !266, !267}
!263 = !DILocalVariable(name: "x", arg: 1, scope: !261, file: !2, line: 22, type: !97)
!264 = !DILocalVariable(name: "y", arg: 2, scope: !261, file: !2, line: 22, type: !34)
!265 = !DILocalVariable(name: "ux", arg: 3, scope: !261, file: !2, line: 22, type: !39)
!266 = !DILocalVariable(name: "uy", arg: 4, scope: !261, file: !2, line: 22, type: !42)
!267 = !DILocalVariable(name: "d", arg: 5, scope: !261, file: !2, line: 22, type: !204)
!268 = distinct !DIAssignID()
!269 = !DILocation(line: 0, scope: !261)
!270 = distinct !DIAssignID()
!271 = !DILocation(line: 22, column: 37, scope: !272)
!272 = distinct !DILexicalBlock(scope: !261, file: !2, line: 22, column: 37)
!273 = !DILocation(line: 22, column: 37, scope: !261)
!274 = !DILocation(line: 22, column: 37, scope: !275)
!275 = distinct !DILexicalBlock(scope: !261, file: !2, line: 22, column: 37)
!276 = !DILocation(line: 22, column: 37, scope: !277)
!277 = distinct !DILexicalBlock(scope: !261, file: !2, line: 22, column: 37)
!278 = !DILocation(line: 22, column: 37, scope: !279)
!279 = distinct !DILexicalBlock(scope: !261, file: !2, line: 22, column: 37)
!280 = distinct !DISubprogram(name: "cd_6", scope: !2, file: !2, line: 22, type: !202, scopeLine: 22, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !29, retainedNodes: !281)
!281 = !{!282, !283, !284, !285, !286}
!282 = !DILocalVariable(name: "x", arg: 1, scope: !280, file: !2, line: 22, type: !97)
!283 = !DILocalVariable(name: "y", arg: 2, scope: !280, file: !2, line: 22, type: !34)
!284 = !DILocalVariable(name: "ux", arg: 3, scope: !280, file: !2, line: 22, type: !39)
!285 = !DILocalVariable(name: "uy", arg: 4, scope: !280, file: !2, line: 22, type: !42)
!286 = !DILocalVariable(name: "d", arg: 5, scope: !280, file: !2, line: 22, type: !204)
!287 = distinct !DIAssignID()
!288 = !DILocation(line: 0, scope: !280)
!289 = distinct !DIAssignID()
!290 = !DILocation(line: 22, column: 49, scope: !291)
!291 = distinct !DILexicalBlock(scope: !280, file: !2, line: 22, column: 49)
!292 = !DILocation(line: 22, column: 49, scope: !280)
!293 = !DILocation(line: 22, column: 49, scope: !294)
!294 = distinct !DILexicalBlock(scope: !280, file: !2, line: 22, column: 49)
!295 = !DILocation(line: 22, column: 49, scope: !296)
!296 = distinct !DILexicalBlock(scope: !280, file: !2, line: 22, column: 49)
!297 = !DILocation(line: 22, column: 49, scope: !298)
!298 = distinct !DILexicalBlock(scope: !280, file: !2, line: 22, column: 49)
!299 = distinct !DISubprogram(name: "cd_7", scope: !2, file: !2, line: 22, type: !202, scopeLine: 22, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !29, retainedNodes: !300)
!300 = !{!301, !302, !303, !304, !305}
!301 = !DILocalVariable(name: "x", arg: 1, scope: !299, file: !2, line: 22, type: !97)
!302 = !DILocalVariable(name: "y", arg: 2, scope: !299, file: !2, line: 22, type: !34)
!303 = !DILocalVariable(name: "ux", arg: 3, scope: !299, file: !2, line: 22, type: !39)
!304 = !DILocalVariable(name: "uy", arg: 4, scope: !299, file: !2, line: 22, type: !42)
!305 = !DILocalVariable(name: "d", arg: 5, scope: !299, file: !2, line: 22, type: !204)
!306 = distinct !DIAssignID()
!307 = !DILocation(line: 0, scope: !299)
!308 = distinct !DIAssignID()
!309 = !DILocation(line: 22, column: 61, scope: !310)
!310 = distinct !DILexicalBlock(scope: !299, file: !2, line: 22, column: 61)
!311 = !DILocation(line: 22, column: 61, scope: !299)
!312 = !DILocation(line: 22, column: 61, scope: !313)
!313 = distinct !DILexicalBlock(scope: !299, file: !2, line: 22, column: 61)
!314 = !DILocation(line: 22, column: 61, scope: !315)
!315 = distinct !DILexicalBlock(scope: !299, file: !2, line: 22, column: 61)
!316 = !DILocation(line: 22, column: 61, scope: !317)
!317 = distinct !DILexicalBlock(scope: !299, file: !2, line: 22, column: 61)
!318 = distinct !DISubprogram(name: "cd_8", scope: !2, file: !2, line: 22, type: !202, scopeLine: 22, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !29, retainedNodes: !319)
!319 = !{!320, !321, !322, !323, !324}
!320 = !DILocalVariable(name: "x", arg: 1, scope: !318, file: !2, line: 22, type: !97)
!321 = !DILocalVariable(name: "y", arg: 2, scope: !318, file: !2, line: 22, type: !34)
!322 = !DILocalVariable(name: "ux", arg: 3, scope: !318, file: !2, line: 22, type: !39)
!323 = !DILocalVariable(name: "uy", arg: 4, scope: !318, file: !2, line: 22, type: !42)
!324 = !DILocalVariable(name: "d", arg: 5, scope: !318, file: !2, line: 22, type: !204)
!325 = distinct !DIAssignID()
!326 = !DILocation(line: 0, scope: !318)
!327 = distinct !DIAssignID()
!328 = !DILocation(line: 22, column: 73, scope: !329)
!329 = distinct !DILexicalBlock(scope: !318, file: !2, line: 22, column: 73)
!330 = !DILocation(line: 22, column: 73, scope: !318)
!331 = !DILocation(line: 22, column: 73, scope: !332)
!332 = distinct !DILexicalBlock(scope: !318, file: !2, line: 22, column: 73)
!333 = !DILocation(line: 22, column: 73, scope: !334)
!334 = distinct !DILexicalBlock(scope: !318, file: !2, line: 22, column: 73)
!335 = !DILocation(line: 22, column: 73, scope: !336)
!336 = distinct !DILexicalBlock(scope: !318, file: !2, line: 22, column: 73)
!337 = distinct !DISubprogram(name: "cd_10", scope: !2, file: !2, line: 22, type: !202, scopeLine: 22, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !29, retainedNodes: !338)
!338 = !{!339, !340, !341, !342, !343}
!339 = !DILocalVariable(name: "x", arg: 1, scope: !337, file: !2, line: 22, type: !97)
!340 = !DILocalVariable(name: "y", arg: 2, scope: !337, file: !2, line: 22, type: !34)
!341 = !DILocalVariable(name: "ux", arg: 3, scope: !337, file: !2, line: 22, type: !39)
!342 = !DILocalVariable(name: "uy", arg: 4, scope: !337, file: !2, line: 22, type: !42)
!343 = !DILocalVariable(name: "d", arg: 5, scope: !337, file: !2, line: 22, type: !204)
!344 = distinct !DIAssignID()
!345 = !DILocation(line: 0, scope: !337)
!346 = distinct !DIAssignID()
!347 = !DILocation(line: 22, column: 85, scope: !348)
!348 = distinct !DILexicalBlock(scope: !337, file: !2, line: 22, column: 85)
!349 = !DILocation(line: 22, column: 85, scope: !337)
!350 = !DILocation(line: 22, column: 85, scope: !351)
!351 = distinct !DILexicalBlock(scope: !337, file: !2, line: 22, column: 85)
!352 = !DILocation(line: 22, column: 85, scope: !353)
!353 = distinct !DILexicalBlock(scope: !337, file: !2, line: 22, column: 85)
!354 = !DILocation(line: 22, column: 85, scope: !355)
!355 = distinct !DILexicalBlock(scope: !337, file: !2, line: 22, column: 85)
!356 = distinct !DISubprogram(name: "cd_12", scope: !2, file: !2, line: 23, type: !202, scopeLine: 23, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !29, retainedNodes: !357)
!357 = !{!358, !359, !360, !361, !362}
!358 = !DILocalVariable(name: "x", arg: 1, scope: !356, file: !2, line: 23, type: !97)
!359 = !DILocalVariable(name: "y", arg: 2, scope: !356, file: !2, line: 23, type: !34)
!360 = !DILocalVariable(name: "ux", arg: 3, scope: !356, file: !2, line: 23, type: !39)
!361 = !DILocalVariable(name: "uy", arg: 4, scope: !356, file: !2, line: 23, type: !42)
!362 = !DILocalVariable(name: "d", arg: 5, scope: !356, file: !2, line: 23, type: !204)
!363 = distinct !DIAssignID()
!364 = !DILocation(line: 0, scope: !356)
!365 = distinct !DIAssignID()
!366 = !DILocation(line: 23, column: 1, scope: !367)
!367 = distinct !DILexicalBlock(scope: !356, file: !2, line: 23, column: 1)
!368 = !DILocation(line: 23, column: 1, scope: !356)
!369 = !DILocation(line: 23, column: 1, scope: !370)
!370 = distinct !DILexicalBlock(scope: !356, file: !2, line: 23, column: 1)
!371 = !DILocation(line: 23, column: 1, scope: !372)
!372 = distinct !DILexicalBlock(scope: !356, file: !2, line: 23, column: 1)
!373 = !DILocation(line: 23, column: 1, scope: !374)
!374 = distinct !DILexicalBlock(scope: !356, file: !2, line: 23, column: 1)
!375 = distinct !DISubprogram(name: "cd_16", scope: !2, file: !2, line: 23, type: !202, scopeLine: 23, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !29, retainedNodes: !376)
!376 = !{!377, !378, !379, !380, !381}
!377 = !DILocalVariable(name: "x", arg: 1, scope: !375, file: !2, line: 23, type: !97)
!378 = !DILocalVariable(name: "y", arg: 2, scope: !375, file: !2, line: 23, type: !34)
!379 = !DILocalVariable(name: "ux", arg: 3, scope: !375, file: !2, line: 23, type: !39)
!380 = !DILocalVariable(name: "uy", arg: 4, scope: !375, file: !2, line: 23, type: !42)
!381 = !DILocalVariable(name: "d", arg: 5, scope: !375, file: !2, line: 23, type: !204)
!382 = distinct !DIAssignID()
!383 = !DILocation(line: 0, scope: !375)
!384 = distinct !DIAssignID()
!385 = !DILocation(line: 23, column: 14, scope: !386)
!386 = distinct !DILexicalBlock(scope: !375, file: !2, line: 23, column: 14)
!387 = !DILocation(line: 23, column: 14, scope: !375)
!388 = !DILocation(line: 23, column: 14, scope: !389)
!389 = distinct !DILexicalBlock(scope: !375, file: !2, line: 23, column: 14)
!390 = !DILocation(line: 23, column: 14, scope: !391)
!391 = distinct !DILexicalBlock(scope: !375, file: !2, line: 23, column: 14)
!392 = !DILocation(line: 23, column: 14, scope: !393)
!393 = distinct !DILexicalBlock(scope: !375, file: !2, line: 23, column: 14)
!394 = distinct !DISubprogram(name: "cd_25", scope: !2, file: !2, line: 23, type: !202, scopeLine: 23, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !29, retainedNodes: !395)
!395 = !{!396, !397, !398, !399, !400}
!396 = !DILocalVariable(name: "x", arg: 1, scope: !394, file: !2, line: 23, type: !97)
!397 = !DILocalVariable(name: "y", arg: 2, scope: !394, file: !2, line: 23, type: !34)
!398 = !DILocalVariable(name: "ux", arg: 3, scope: !394, file: !2, line: 23, type: !39)
!399 = !DILocalVariable(name: "uy", arg: 4, scope: !394, file: !2, line: 23, type: !42)
!400 = !DILocalVariable(name: "d", arg: 5, scope: !394, file: !2, line: 23, type: !204)
!401 = distinct !DIAssignID()
!402 = !DILocation(line: 0, scope: !394)
!403 = distinct !DIAssignID()
!404 = !DILocation(line: 23, column: 27, scope: !405)
!405 = distinct !DILexicalBlock(scope: !394, file: !2, line: 23, column: 27)
!406 = !DILocation(line: 23, column: 27, scope: !394)
!407 = !DILocation(line: 23, column: 27, scope: !408)
!408 = distinct !DILexicalBlock(scope: !394, file: !2, line: 23, column: 27)
!409 = !DILocation(line: 23, column: 27, scope: !410)
!410 = distinct !DILexicalBlock(scope: !394, file: !2, line: 23, column: 27)
!411 = !DILocation(line: 23, column: 27, scope: !412)
!412 = distinct !DILexicalBlock(scope: !394, file: !2, line: 23, column: 27)
!413 = distinct !DISubprogram(name: "cd_60", scope: !2, file: !2, line: 23, type: !202, scopeLine: 23, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !29, retainedNodes: !414)
!414 = !{!415, !416, !417, !418, !419}
!415 = !DILocalVariable(name: "x", arg: 1, scope: !413, file: !2, line: 23, type: !97)
!416 = !DILocalVariable(name: "y", arg: 2, scope: !413, file: !2, line: 23, type: !34)
!417 = !DILocalVariable(name: "ux", arg: 3, scope: !413, file: !2, line: 23, type: !39)
!418 = !DILocalVariable(name: "uy", arg: 4, scope: !413, file: !2, line: 23, type: !42)
!419 = !DILocalVariable(name: "d", arg: 5, scope: !413, file: !2, line: 23, type: !204)
!420 = distinct !DIAssignID()
!421 = !DILocation(line: 0, scope: !413)
!422 = distinct !DIAssignID()
!423 = !DILocation(line: 23, column: 40, scope: !424)
!424 = distinct !DILexicalBlock(scope: !413, file: !2, line: 23, column: 40)
!425 = !DILocation(line: 23, column: 40, scope: !413)
!426 = !DILocation(line: 23, column: 40, scope: !427)
!427 = distinct !DILexicalBlock(scope: !413, file: !2, line: 23, column: 40)
!428 = !DILocation(line: 23, column: 40, scope: !429)
!429 = distinct !DILexicalBlock(scope: !413, file: !2, line: 23, column: 40)
!430 = !DILocation(line: 23, column: 40, scope: !431)
!431 = distinct !DILexicalBlock(scope: !413, file: !2, line: 23, column: 40)
!432 = distinct !DISubprogram(name: "cd_100", scope: !2, file: !2, line: 23, type: !202, scopeLine: 23, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !29, retainedNodes: !433)
!433 = !{!434, !435, !436, !437, !438}
!434 = !DILocalVariable(name: "x", arg: 1, scope: !432, file: !2, line: 23, type: !97)
!435 = !DILocalVariable(name: "y", arg: 2, scope: !432, file: !2, line: 23, type: !34)
!436 = !DILocalVariable(name: "ux", arg: 3, scope: !432, file: !2, line: 23, type: !39)
!437 = !DILocalVariable(name: "uy", arg: 4, scope: !432, file: !2, line: 23, type: !42)
!438 = !DILocalVariable(name: "d", arg: 5, scope: !432, file: !2, line: 23, type: !204)
!439 = distinct !DIAssignID()
!440 = !DILocation(line: 0, scope: !432)
!441 = distinct !DIAssignID()
!442 = !DILocation(line: 23, column: 53, scope: !443)
!443 = distinct !DILexicalBlock(scope: !432, file: !2, line: 23, column: 53)
!444 = !DILocation(line: 23, column: 53, scope: !432)
!445 = !DILocation(line: 23, column: 53, scope: !446)
!446 = distinct !DILexicalBlock(scope: !432, file: !2, line: 23, column: 53)
!447 = !DILocation(line: 23, column: 53, scope: !448)
!448 = distinct !DILexicalBlock(scope: !432, file: !2, line: 23, column: 53)
!449 = !DILocation(line: 23, column: 53, scope: !450)
!450 = distinct !DILexicalBlock(scope: !432, file: !2, line: 23, column: 53)
!451 = distinct !DISubprogram(name: "cd_641", scope: !2, file: !2, line: 23, type: !202, scopeLine: 23, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !29, retainedNodes: !452)
!452 = !{!453, !454, !455, !456, !457}
!453 = !DILocalVariable(name: "x", arg: 1, scope: !451, file: !2, line: 23, type: !97)
!454 = !DILocalVariable(name: "y", arg: 2, scope: !451, file: !2, line: 23, type: !34)
!455 = !DILocalVariable(name: "ux", arg: 3, scope: !451, file: !2, line: 23, type: !39)
!456 = !DILocalVariable(name: "uy", arg: 4, scope: !451, file: !2, line: 23, type: !42)
!457 = !DILocalVariable(name: "d", arg: 5, scope: !451, file: !2, line: 23, type: !204)
!458 = distinct !DIAssignID()
!459 = !DILocation(line: 0, scope: !451)
!460 = distinct !DIAssignID()
!461 = !DILocation(line: 23, column: 67, scope: !462)
!462 = distinct !DILexicalBlock(scope: !451, file: !2, line: 23, column: 67)
!463 = !DILocation(line: 23, column: 67, scope: !451)
!464 = !DILocation(line: 23, column: 67, scope: !465)
!465 = distinct !DILexicalBlock(scope: !451, file: !2, line: 23, column: 67)
!466 = !DILocation(line: 23, column: 67, scope: !467)
!467 = distinct !DILexicalBlock(scope: !451, file: !2, line: 23, column: 67)
!468 = !DILocation(line: 23, column: 67, scope: !469)
!469 = distinct !DILexicalBlock(scope: !451, file: !2, line: 23, column: 67)
!470 = distinct !DISubprogram(name: "cd_1000", scope: !2, file: !2, line: 23, type: !202, scopeLine: 23, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !29, retainedNodes: !471)
!471 = !{!472, !473, !474, !475, !476}
!472 = !DILocalVariable(name: "x", arg: 1, scope: !470, file: !2, line: 23, type: !97)
!473 = !DILocalVariable(name: "y", arg: 2, scope: !470, file: !2, line: 23, type: !34)
!474 = !DILocalVariable(name: "ux", arg: 3, scope: !470, file: !2, line: 23, type: !39)
!475 = !DILocalVariable(name: "uy", arg: 4, scope: !470, file: !2, line: 23, type: !42)
!476 = !DILocalVariable(name: "d", arg: 5, scope: !470, file: !2, line: 23, type: !204)
!477 = distinct !DIAssignID()
!478 = !DILocation(line: 0, scope: !470)
!479 = distinct !DIAssignID()
!480 = !DILocation(line: 23, column: 81, scope: !481)
!481 = distinct !DILexicalBlock(scope: !470, file: !2, line: 23, column: 81)
!482 = !DILocation(line: 23, column: 81, scope: !470)
!483 = !DILocation(line: 23, column: 81, scope: !484)
!484 = distinct !DILexicalBlock(scope: !470, file: !2, line: 23, column: 81)
!485 = !DILocation(line: 23, column: 81, scope: !486)
!486 = distinct !DILexicalBlock(scope: !470, file: !2, line: 23, column: 81)
!487 = !DILocation(line: 23, column: 81, scope: !488)
!488 = distinct !DILexicalBlock(scope: !470, file: !2, line: 23, column: 81)
!489 = distinct !DISubprogram(name: "cd_65536", scope: !2, file: !2, line: 23, type: !202, scopeLine: 23, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !29, retainedNodes: !490)
!490 = !{!491, !492, !493, !494, !495}
!491 = !DILocalVariable(name: "x", arg: 1, scope: !489, file: !2, line: 23, type: !97)
!492 = !DILocalVariable(name: "y", arg: 2, scope: !489, file: !2, line: 23, type: !34)
!493 = !DILocalVariable(name: "ux", arg: 3, scope: !489, file: !2, line: 23, type: !39)
!494 = !DILocalVariable(name: "uy", arg: 4, scope: !489, file: !2, line: 23, type: !42)
!495 = !DILocalVariable(name: "d", arg: 5, scope: !489, file: !2, line: 23, type: !204)
!496 = distinct !DIAssignID()
!497 = !DILocation(line: 0, scope: !489)
!498 = distinct !DIAssignID()
!499 = !DILocation(line: 23, column: 96, scope: !500)
!500 = distinct !DILexicalBlock(scope: !489, file: !2, line: 23, column: 96)
!501 = !DILocation(line: 23, column: 96, scope: !489)
!502 = !DILocation(line: 23, column: 96, scope: !503)
!503 = distinct !DILexicalBlock(scope: !489, file: !2, line: 23, column: 96)
!504 = !DILocation(line: 23, column: 96, scope: !505)
!505 = distinct !DILexicalBlock(scope: !489, file: !2, line: 23, column: 96)
!506 = !DILocation(line: 23, column: 96, scope: !507)
!507 = distinct !DILexicalBlock(scope: !489, file: !2, line: 23, column: 96)
!508 = distinct !DISubprogram(name: "cd_1000000007", scope: !2, file: !2, line: 23, type: !202, scopeLine: 23, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !29, retainedNodes: !509)
!509 = !{!510, !511, !512, !513, !514}
!510 = !DILocalVariable(name: "x", arg: 1, scope: !508, file: !2, line: 23, type: !97)
!511 = !DILocalVariable(name: "y", arg: 2, scope: !508, file: !2, line: 23, type: !34)
!512 = !DILocalVariable(name: "ux", arg: 3, scope: !508, file: !2, line: 23, type: !39)
!513 = !DILocalVariable(name: "uy", arg: 4, scope: !508, file: !2, line: 23, type: !42)
!514 = !DILocalVariable(name: "d", arg: 5, scope: !508, file: !2, line: 23, type: !204)
!515 = distinct !DIAssignID()
!516 = !DILocation(line: 0, scope: !508)
!517 = distinct !DIAssignID()
!518 = !DILocation(line: 23, column: 112, scope: !519)
!519 = distinct !DILexicalBlock(scope: !508, file: !2, line: 23, column: 112)
!520 = !DILocation(line: 23, column: 112, scope: !508)
!521 = !DILocation(line: 23, column: 112, scope: !522)
!522 = distinct !DILexicalBlock(scope: !508, file: !2, line: 23, column: 112)
!523 = !DILocation(line: 23, column: 112, scope: !524)
!524 = distinct !DILexicalBlock(scope: !508, file: !2, line: 23, column: 112)
!525 = !DILocation(line: 23, column: 112, scope: !526)
!526 = distinct !DILexicalBlock(scope: !508, file: !2, line: 23, column: 112)
!527 = distinct !DISubprogram(name: "ncd_m1", scope: !2, file: !2, line: 24, type: !528, scopeLine: 24, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !29, retainedNodes: !530)
!528 = !DISubroutineType(cc: DW_CC_nocall, types: !529)
!529 = !{null, !97, !34, !204}
!530 = !{!531, !532, !533}
!531 = !DILocalVariable(name: "x", arg: 1, scope: !527, file: !2, line: 24, type: !97)
!532 = !DILocalVariable(name: "y", arg: 2, scope: !527, file: !2, line: 24, type: !34)
!533 = !DILocalVariable(name: "d", arg: 3, scope: !527, file: !2, line: 24, type: !204)
!534 = distinct !DIAssignID()
!535 = !DILocation(line: 0, scope: !527)
!536 = distinct !DIAssignID()
!537 = !DILocation(line: 24, column: 1, scope: !538)
!538 = distinct !DILexicalBlock(scope: !527, file: !2, line: 24, column: 1)
!539 = !DILocation(line: 24, column: 1, scope: !527)
!540 = !DILocation(line: 24, column: 1, scope: !541)
!541 = distinct !DILexicalBlock(scope: !527, file: !2, line: 24, column: 1)
!542 = distinct !DISubprogram(name: "ncd_m2", scope: !2, file: !2, line: 24, type: !528, scopeLine: 24, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !29, retainedNodes: !543)
!543 = !{!544, !545, !546}
!544 = !DILocalVariable(name: "x", arg: 1, scope: !542, file: !2, line: 24, type: !97)
!545 = !DILocalVariable(name: "y", arg: 2, scope: !542, file: !2, line: 24, type: !34)
!546 = !DILocalVariable(name: "d", arg: 3, scope: !542, file: !2, line: 24, type: !204)
!547 = distinct !DIAssignID()
!548 = !DILocation(line: 0, scope: !542)
!549 = distinct !DIAssignID()
!550 = !DILocation(line: 24, column: 19, scope: !551)
!551 = distinct !DILexicalBlock(scope: !542, file: !2, line: 24, column: 19)
!552 = !DILocation(line: 24, column: 19, scope: !542)
!553 = !DILocation(line: 24, column: 19, scope: !554)
!554 = distinct !DILexicalBlock(scope: !542, file: !2, line: 24, column: 19)
!555 = distinct !DISubprogram(name: "ncd_m3", scope: !2, file: !2, line: 24, type: !528, scopeLine: 24, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !29, retainedNodes: !556)
!556 = !{!557, !558, !559}
!557 = !DILocalVariable(name: "x", arg: 1, scope: !555, file: !2, line: 24, type: !97)
!558 = !DILocalVariable(name: "y", arg: 2, scope: !555, file: !2, line: 24, type: !34)
!559 = !DILocalVariable(name: "d", arg: 3, scope: !555, file: !2, line: 24, type: !204)
!560 = distinct !DIAssignID()
!561 = !DILocation(line: 0, scope: !555)
!562 = distinct !DIAssignID()
!563 = !DILocation(line: 24, column: 37, scope: !564)
!564 = distinct !DILexicalBlock(scope: !555, file: !2, line: 24, column: 37)
!565 = !DILocation(line: 24, column: 37, scope: !555)
!566 = !DILocation(line: 24, column: 37, scope: !567)
!567 = distinct !DILexicalBlock(scope: !555, file: !2, line: 24, column: 37)
!568 = distinct !DISubprogram(name: "ncd_m7", scope: !2, file: !2, line: 24, type: !528, scopeLine: 24, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !29, retainedNodes: !569)
!569 = !{!570, !571, !572}
!570 = !DILocalVariable(name: "x", arg: 1, scope: !568, file: !2, line: 24, type: !97)
!571 = !DILocalVariable(name: "y", arg: 2, scope: !568, file: !2, line: 24, type: !34)
!572 = !DILocalVariable(name: "d", arg: 3, scope: !568, file: !2, line: 24, type: !204)
!573 = distinct !DIAssignID()
!574 = !DILocation(line: 0, scope: !568)
!575 = distinct !DIAssignID()
!576 = !DILocation(line: 24, column: 55, scope: !577)
!577 = distinct !DILexicalBlock(scope: !568, file: !2, line: 24, column: 55)
!578 = !DILocation(line: 24, column: 55, scope: !568)
!579 = !DILocation(line: 24, column: 55, scope: !580)
!580 = distinct !DILexicalBlock(scope: !568, file: !2, line: 24, column: 55)
!581 = distinct !DISubprogram(name: "ncd_m8", scope: !2, file: !2, line: 24, type: !528, scopeLine: 24, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !29, retainedNodes: !582)
!582 = !{!583, !584, !585}
!583 = !DILocalVariable(name: "x", arg: 1, scope: !581, file: !2, line: 24, type: !97)
!584 = !DILocalVariable(name: "y", arg: 2, scope: !581, file: !2, line: 24, type: !34)
!585 = !DILocalVariable(name: "d", arg: 3, scope: !581, file: !2, line: 24, type: !204)
!586 = distinct !DIAssignID()
!587 = !DILocation(line: 0, scope: !581)
!588 = distinct !DIAssignID()
!589 = !DILocation(line: 24, column: 73, scope: !590)
!590 = distinct !DILexicalBlock(scope: !581, file: !2, line: 24, column: 73)
!591 = !DILocation(line: 24, column: 73, scope: !581)
!592 = !DILocation(line: 24, column: 73, scope: !593)
!593 = distinct !DILexicalBlock(scope: !581, file: !2, line: 24, column: 73)
!594 = distinct !DISubprogram(name: "ncd_m10", scope: !2, file: !2, line: 24, type: !528, scopeLine: 24, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !29, retainedNodes: !595)
!595 = !{!596, !597, !598}
!596 = !DILocalVariable(name: "x", arg: 1, scope: !594, file: !2, line: 24, type: !97)
!597 = !DILocalVariable(name: "y", arg: 2, scope: !594, file: !2, line: 24, type: !34)
!598 = !DILocalVariable(name: "d", arg: 3, scope: !594, file: !2, line: 24, type: !204)
!599 = distinct !DIAssignID()
!600 = !DILocation(line: 0, scope: !594)
!601 = distinct !DIAssignID()
!602 = !DILocation(line: 24, column: 91, scope: !603)
!603 = distinct !DILexicalBlock(scope: !594, file: !2, line: 24, column: 91)
!604 = !DILocation(line: 24, column: 91, scope: !594)
!605 = !DILocation(line: 24, column: 91, scope: !606)
!606 = distinct !DILexicalBlock(scope: !594, file: !2, line: 24, column: 91)
!607 = distinct !DISubprogram(name: "ncd_m1024", scope: !2, file: !2, line: 24, type: !528, scopeLine: 24, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !29, retainedNodes: !608)
!608 = !{!609, !610, !611}
!609 = !DILocalVariable(name: "x", arg: 1, scope: !607, file: !2, line: 24, type: !97)
!610 = !DILocalVariable(name: "y", arg: 2, scope: !607, file: !2, line: 24, type: !34)
!611 = !DILocalVariable(name: "d", arg: 3, scope: !607, file: !2, line: 24, type: !204)
!612 = distinct !DIAssignID()
!613 = !DILocation(line: 0, scope: !607)
!614 = distinct !DIAssignID()
!615 = !DILocation(line: 24, column: 111, scope: !616)
!616 = distinct !DILexicalBlock(scope: !607, file: !2, line: 24, column: 111)
!617 = !DILocation(line: 24, column: 111, scope: !607)
!618 = !DILocation(line: 24, column: 111, scope: !619)
!619 = distinct !DILexicalBlock(scope: !607, file: !2, line: 24, column: 111)
