; ModuleID = 'programs/int_conversions_matrix.c'
source_filename = "programs/int_conversions_matrix.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@__const.main.vals = private unnamed_addr constant [25 x i64] [i64 0, i64 1, i64 -1, i64 127, i64 128, i64 -128, i64 -129, i64 255, i64 256, i64 32767, i64 32768, i64 -32768, i64 -32769, i64 65535, i64 65536, i64 2147483647, i64 2147483648, i64 -2147483648, i64 -2147483649, i64 4294967295, i64 4294967296, i64 9223372036854775807, i64 -9223372036854775808, i64 81985529216486895, i64 -81985529216486895], align 16
@.str = private unnamed_addr constant [6 x i8] c"%lld:\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [14 x i8] c" sc=%lld/%llu\00", align 1, !dbg !7
@h = internal unnamed_addr global i64 0, align 8, !dbg !12
@.str.2 = private unnamed_addr constant [14 x i8] c" uc=%lld/%llu\00", align 1, !dbg !28
@.str.3 = private unnamed_addr constant [14 x i8] c" ss=%lld/%llu\00", align 1, !dbg !30
@.str.4 = private unnamed_addr constant [14 x i8] c" us=%lld/%llu\00", align 1, !dbg !32
@.str.5 = private unnamed_addr constant [14 x i8] c" si=%lld/%llu\00", align 1, !dbg !34
@.str.6 = private unnamed_addr constant [14 x i8] c" ui=%lld/%llu\00", align 1, !dbg !36
@.str.7 = private unnamed_addr constant [14 x i8] c" sl=%lld/%llu\00", align 1, !dbg !38
@.str.8 = private unnamed_addr constant [14 x i8] c" ul=%lld/%llu\00", align 1, !dbg !40
@.str.9 = private unnamed_addr constant [15 x i8] c" sll=%lld/%llu\00", align 1, !dbg !42
@.str.10 = private unnamed_addr constant [15 x i8] c" ull=%lld/%llu\00", align 1, !dbg !47
@.str.11 = private unnamed_addr constant [13 x i8] c" b=%lld/%llu\00", align 1, !dbg !49
@.str.13 = private unnamed_addr constant [33 x i8] c"chain %lld: %lld %lld %llu %llu\0A\00", align 1, !dbg !59
@.str.14 = private unnamed_addr constant [11 x i8] c"h=%016llx\0A\00", align 1, !dbg !64

; Function Attrs: nofree nounwind uwtable
define dso_local range(i32 0, 16) i32 @main() local_unnamed_addr #0 !dbg !77 {
    #dbg_assign(i1 undef, !81, !DIExpression(), !121, ptr @__const.main.vals, !DIExpression(), !122)
    #dbg_assign(i1 undef, !81, !DIExpression(), !123, ptr @__const.main.vals, !DIExpression(), !122)
    #dbg_value(i32 0, !85, !DIExpression(), !124)
  br label %1, !dbg !125

1:                                                ; preds = %0, %1
  %2 = phi i64 [ 0, %0 ], [ %72, %1 ]
    #dbg_value(i64 %2, !85, !DIExpression(), !124)
  %3 = getelementptr inbounds [25 x i64], ptr @__const.main.vals, i64 0, i64 %2, !dbg !126
  %4 = load i64, ptr %3, align 8, !dbg !126, !tbaa !127
    #dbg_value(i64 %4, !87, !DIExpression(), !131)
  %5 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i64 noundef %4), !dbg !132
  %6 = tail call fastcc signext i8 @from_ll_sc(i64 noundef %4), !dbg !133
    #dbg_value(i8 %6, !90, !DIExpression(), !134)
  %7 = tail call fastcc i64 @to_ll_sc(i8 noundef signext %6), !dbg !133
  %8 = tail call fastcc i64 @to_ull_sc(i8 noundef signext %6), !dbg !133
  %9 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i64 noundef %7, i64 noundef %8), !dbg !133
  %10 = load i64, ptr @h, align 8, !dbg !133, !tbaa !127
  %11 = mul i64 %10, 131, !dbg !133
  %12 = add i64 %11, %8, !dbg !133
  store i64 %12, ptr @h, align 8, !dbg !133, !tbaa !127
  %13 = tail call fastcc zeroext i8 @from_ll_uc(i64 noundef %4), !dbg !135
    #dbg_value(i8 %13, !92, !DIExpression(), !136)
  %14 = tail call fastcc i64 @to_ll_uc(i8 noundef zeroext %13), !dbg !135
  %15 = tail call fastcc i64 @to_ull_uc(i8 noundef zeroext %13), !dbg !135
  %16 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i64 noundef %14, i64 noundef %15), !dbg !135
  %17 = load i64, ptr @h, align 8, !dbg !135, !tbaa !127
  %18 = mul i64 %17, 131, !dbg !135
  %19 = add i64 %18, %15, !dbg !135
  store i64 %19, ptr @h, align 8, !dbg !135, !tbaa !127
  %20 = tail call fastcc signext i16 @from_ll_ss(i64 noundef %4), !dbg !137
    #dbg_value(i16 %20, !94, !DIExpression(), !138)
  %21 = tail call fastcc i64 @to_ll_ss(i16 noundef signext %20), !dbg !137
  %22 = tail call fastcc i64 @to_ull_ss(i16 noundef signext %20), !dbg !137
  %23 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i64 noundef %21, i64 noundef %22), !dbg !137
  %24 = load i64, ptr @h, align 8, !dbg !137, !tbaa !127
  %25 = mul i64 %24, 131, !dbg !137
  %26 = add i64 %25, %22, !dbg !137
  store i64 %26, ptr @h, align 8, !dbg !137, !tbaa !127
  %27 = tail call fastcc zeroext i16 @from_ll_us(i64 noundef %4), !dbg !139
    #dbg_value(i16 %27, !96, !DIExpression(), !140)
  %28 = tail call fastcc i64 @to_ll_us(i16 noundef zeroext %27), !dbg !139
  %29 = tail call fastcc i64 @to_ull_us(i16 noundef zeroext %27), !dbg !139
  %30 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i64 noundef %28, i64 noundef %29), !dbg !139
  %31 = load i64, ptr @h, align 8, !dbg !139, !tbaa !127
  %32 = mul i64 %31, 131, !dbg !139
  %33 = add i64 %32, %29, !dbg !139
  store i64 %33, ptr @h, align 8, !dbg !139, !tbaa !127
  %34 = tail call fastcc i32 @from_ll_si(i64 noundef %4), !dbg !141
    #dbg_value(i32 %34, !98, !DIExpression(), !142)
  %35 = tail call fastcc i64 @to_ll_si(i32 noundef %34), !dbg !141
  %36 = tail call fastcc i64 @to_ull_si(i32 noundef %34), !dbg !141
  %37 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i64 noundef %35, i64 noundef %36), !dbg !141
  %38 = load i64, ptr @h, align 8, !dbg !141, !tbaa !127
  %39 = mul i64 %38, 131, !dbg !141
  %40 = add i64 %39, %36, !dbg !141
  store i64 %40, ptr @h, align 8, !dbg !141, !tbaa !127
  %41 = tail call fastcc i32 @from_ll_ui(i64 noundef %4), !dbg !143
    #dbg_value(i32 %41, !100, !DIExpression(), !144)
  %42 = tail call fastcc i64 @to_ll_ui(i32 noundef %41), !dbg !143
  %43 = tail call fastcc i64 @to_ull_ui(i32 noundef %41), !dbg !143
  %44 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i64 noundef %42, i64 noundef %43), !dbg !143
  %45 = load i64, ptr @h, align 8, !dbg !143, !tbaa !127
  %46 = mul i64 %45, 131, !dbg !143
  %47 = add i64 %46, %43, !dbg !143
  store i64 %47, ptr @h, align 8, !dbg !143, !tbaa !127
    #dbg_value(i64 %4, !102, !DIExpression(), !145)
  %48 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i64 noundef %4, i64 noundef %4), !dbg !146
  %49 = load i64, ptr @h, align 8, !dbg !146, !tbaa !127
  %50 = mul i64 %49, 131, !dbg !146
  %51 = add i64 %50, %4, !dbg !146
  store i64 %51, ptr @h, align 8, !dbg !146, !tbaa !127
    #dbg_value(i64 %4, !104, !DIExpression(), !147)
  %52 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i64 noundef %4, i64 noundef %4), !dbg !148
  %53 = load i64, ptr @h, align 8, !dbg !148, !tbaa !127
  %54 = mul i64 %53, 131, !dbg !148
  %55 = add i64 %54, %4, !dbg !148
  store i64 %55, ptr @h, align 8, !dbg !148, !tbaa !127
    #dbg_value(i64 %4, !106, !DIExpression(), !149)
  %56 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i64 noundef %4, i64 noundef %4), !dbg !150
  %57 = load i64, ptr @h, align 8, !dbg !150, !tbaa !127
  %58 = mul i64 %57, 131, !dbg !150
  %59 = add i64 %58, %4, !dbg !150
  store i64 %59, ptr @h, align 8, !dbg !150, !tbaa !127
    #dbg_value(i64 %4, !108, !DIExpression(), !151)
  %60 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i64 noundef %4, i64 noundef %4), !dbg !152
  %61 = load i64, ptr @h, align 8, !dbg !152, !tbaa !127
  %62 = mul i64 %61, 131, !dbg !152
  %63 = add i64 %62, %4, !dbg !152
  store i64 %63, ptr @h, align 8, !dbg !152, !tbaa !127
  %64 = tail call fastcc zeroext i1 @from_ll_b(i64 noundef %4), !dbg !153
    #dbg_value(i1 %64, !110, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !154)
  %65 = tail call fastcc i64 @to_ll_b(i1 noundef zeroext %64), !dbg !153
  %66 = tail call fastcc i64 @to_ull_b(i1 noundef zeroext %64), !dbg !153
  %67 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, i64 noundef %65, i64 noundef %66), !dbg !153
  %68 = load i64, ptr @h, align 8, !dbg !153, !tbaa !127
  %69 = mul i64 %68, 131, !dbg !153
  %70 = add i64 %69, %66, !dbg !153
  store i64 %70, ptr @h, align 8, !dbg !153, !tbaa !127
  %71 = tail call i32 @putchar(i32 10), !dbg !155
  %72 = add nuw nsw i64 %2, 1, !dbg !156
    #dbg_value(i64 %72, !85, !DIExpression(), !124)
  %73 = icmp eq i64 %72, 25, !dbg !157
  br i1 %73, label %79, label %1, !dbg !125, !llvm.loop !158

74:                                               ; preds = %79
  %75 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i64 noundef %101), !dbg !161
  %76 = load i64, ptr @h, align 8, !dbg !162, !tbaa !127
  %77 = trunc i64 %76 to i32, !dbg !163
  %78 = and i32 %77, 15, !dbg !163
  ret i32 %78, !dbg !164

79:                                               ; preds = %1, %79
  %80 = phi i64 [ %102, %79 ], [ 0, %1 ]
    #dbg_value(i64 %80, !112, !DIExpression(), !165)
  %81 = getelementptr inbounds [25 x i64], ptr @__const.main.vals, i64 0, i64 %80, !dbg !166
  %82 = load i64, ptr %81, align 8, !dbg !166, !tbaa !127
    #dbg_value(i64 %82, !114, !DIExpression(), !167)
  %83 = trunc i64 %82 to i16, !dbg !168
  %84 = and i64 %82, 255, !dbg !169
    #dbg_value(i64 %84, !117, !DIExpression(), !167)
  %85 = shl i16 %83, 8, !dbg !170
  %86 = ashr exact i16 %85, 8, !dbg !170
  %87 = zext i16 %86 to i64, !dbg !171
    #dbg_value(i64 %87, !118, !DIExpression(), !167)
  %88 = trunc i64 %82 to i32, !dbg !172
  %89 = and i64 %82, 65535, !dbg !173
    #dbg_value(i64 %89, !119, !DIExpression(), !167)
  %90 = shl i32 %88, 16, !dbg !174
  %91 = ashr exact i32 %90, 16, !dbg !174
  %92 = zext i32 %91 to i64, !dbg !175
    #dbg_value(i64 %92, !120, !DIExpression(), !167)
  %93 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i64 noundef %82, i64 noundef %84, i64 noundef %87, i64 noundef %89, i64 noundef %92), !dbg !176
  %94 = mul nuw nsw i64 %87, 3, !dbg !177
  %95 = mul nuw nsw i64 %89, 5, !dbg !178
  %96 = mul nuw nsw i64 %92, 7, !dbg !179
  %97 = add nuw nsw i64 %95, %84, !dbg !180
  %98 = add nuw nsw i64 %97, %94, !dbg !181
  %99 = add nuw nsw i64 %98, %96, !dbg !182
  %100 = load i64, ptr @h, align 8, !dbg !183, !tbaa !127
  %101 = xor i64 %99, %100, !dbg !183
  store i64 %101, ptr @h, align 8, !dbg !183, !tbaa !127
  %102 = add nuw nsw i64 %80, 1, !dbg !184
    #dbg_value(i64 %102, !112, !DIExpression(), !165)
  %103 = icmp eq i64 %102, 25, !dbg !185
  br i1 %103, label %74, label %79, !dbg !186, !llvm.loop !187
}

; Function Attrs: nofree nounwind
declare !dbg !189 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef signext i8 @from_ll_sc(i64 noundef %0) unnamed_addr #2 !dbg !196 {
    #dbg_value(i64 %0, !200, !DIExpression(), !201)
  %2 = trunc i64 %0 to i8, !dbg !202
  ret i8 %2, !dbg !202
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i64 -128, 128) i64 @to_ll_sc(i8 noundef signext %0) unnamed_addr #2 !dbg !203 {
    #dbg_value(i8 %0, !207, !DIExpression(), !208)
  %2 = sext i8 %0 to i64, !dbg !209
  ret i64 %2, !dbg !209
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i64 -128, 128) i64 @to_ull_sc(i8 noundef signext %0) unnamed_addr #2 !dbg !210 {
    #dbg_value(i8 %0, !214, !DIExpression(), !215)
  %2 = sext i8 %0 to i64, !dbg !216
  ret i64 %2, !dbg !216
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef zeroext i8 @from_ll_uc(i64 noundef %0) unnamed_addr #2 !dbg !217 {
    #dbg_value(i64 %0, !221, !DIExpression(), !222)
  %2 = trunc i64 %0 to i8, !dbg !223
  ret i8 %2, !dbg !223
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i64 0, 256) i64 @to_ll_uc(i8 noundef zeroext %0) unnamed_addr #2 !dbg !224 {
    #dbg_value(i8 %0, !228, !DIExpression(), !229)
  %2 = zext i8 %0 to i64, !dbg !230
  ret i64 %2, !dbg !230
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i64 0, 256) i64 @to_ull_uc(i8 noundef zeroext %0) unnamed_addr #2 !dbg !231 {
    #dbg_value(i8 %0, !235, !DIExpression(), !236)
  %2 = zext i8 %0 to i64, !dbg !237
  ret i64 %2, !dbg !237
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef signext i16 @from_ll_ss(i64 noundef %0) unnamed_addr #2 !dbg !238 {
    #dbg_value(i64 %0, !242, !DIExpression(), !243)
  %2 = trunc i64 %0 to i16, !dbg !244
  ret i16 %2, !dbg !244
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i64 -32768, 32768) i64 @to_ll_ss(i16 noundef signext %0) unnamed_addr #2 !dbg !245 {
    #dbg_value(i16 %0, !249, !DIExpression(), !250)
  %2 = sext i16 %0 to i64, !dbg !251
  ret i64 %2, !dbg !251
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i64 -32768, 32768) i64 @to_ull_ss(i16 noundef signext %0) unnamed_addr #2 !dbg !252 {
    #dbg_value(i16 %0, !256, !DIExpression(), !257)
  %2 = sext i16 %0 to i64, !dbg !258
  ret i64 %2, !dbg !258
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef zeroext i16 @from_ll_us(i64 noundef %0) unnamed_addr #2 !dbg !259 {
    #dbg_value(i64 %0, !263, !DIExpression(), !264)
  %2 = trunc i64 %0 to i16, !dbg !265
  ret i16 %2, !dbg !265
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i64 0, 65536) i64 @to_ll_us(i16 noundef zeroext %0) unnamed_addr #2 !dbg !266 {
    #dbg_value(i16 %0, !270, !DIExpression(), !271)
  %2 = zext i16 %0 to i64, !dbg !272
  ret i64 %2, !dbg !272
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i64 0, 65536) i64 @to_ull_us(i16 noundef zeroext %0) unnamed_addr #2 !dbg !273 {
    #dbg_value(i16 %0, !277, !DIExpression(), !278)
  %2 = zext i16 %0 to i64, !dbg !279
  ret i64 %2, !dbg !279
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef i32 @from_ll_si(i64 noundef %0) unnamed_addr #2 !dbg !280 {
    #dbg_value(i64 %0, !284, !DIExpression(), !285)
  %2 = trunc i64 %0 to i32, !dbg !286
  ret i32 %2, !dbg !286
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i64 -2147483648, 2147483648) i64 @to_ll_si(i32 noundef %0) unnamed_addr #2 !dbg !287 {
    #dbg_value(i32 %0, !291, !DIExpression(), !292)
  %2 = sext i32 %0 to i64, !dbg !293
  ret i64 %2, !dbg !293
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i64 -2147483648, 2147483648) i64 @to_ull_si(i32 noundef %0) unnamed_addr #2 !dbg !294 {
    #dbg_value(i32 %0, !298, !DIExpression(), !299)
  %2 = sext i32 %0 to i64, !dbg !300
  ret i64 %2, !dbg !300
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef i32 @from_ll_ui(i64 noundef %0) unnamed_addr #2 !dbg !301 {
    #dbg_value(i64 %0, !305, !DIExpression(), !306)
  %2 = trunc i64 %0 to i32, !dbg !307
  ret i32 %2, !dbg !307
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i64 0, 4294967296) i64 @to_ll_ui(i32 noundef %0) unnamed_addr #2 !dbg !308 {
    #dbg_value(i32 %0, !312, !DIExpression(), !313)
  %2 = zext i32 %0 to i64, !dbg !314
  ret i64 %2, !dbg !314
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i64 0, 4294967296) i64 @to_ull_ui(i32 noundef %0) unnamed_addr #2 !dbg !315 {
    #dbg_value(i32 %0, !319, !DIExpression(), !320)
  %2 = zext i32 %0 to i64, !dbg !321
  ret i64 %2, !dbg !321
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef zeroext i1 @from_ll_b(i64 noundef %0) unnamed_addr #2 !dbg !322 {
    #dbg_value(i64 %0, !326, !DIExpression(), !327)
  %2 = icmp ne i64 %0, 0, !dbg !328
  ret i1 %2, !dbg !328
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i64 0, 2) i64 @to_ll_b(i1 noundef zeroext %0) unnamed_addr #2 !dbg !329 {
    #dbg_value(i1 %0, !333, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !334)
  %2 = zext i1 %0 to i64, !dbg !335
  ret i64 %2, !dbg !335
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i64 0, 2) i64 @to_ull_b(i1 noundef zeroext %0) unnamed_addr #2 !dbg !336 {
    #dbg_value(i1 %0, !340, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !341)
  %2 = zext i1 %0 to i64, !dbg !342
  ret i64 %2, !dbg !342
}

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #3

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nounwind }

!llvm.dbg.cu = !{!14}
!llvm.module.flags = !{!69, !70, !71, !72, !73, !74, !75}
!llvm.ident = !{!76}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 20, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "programs/int_conversions_matrix.c", directory: ".", checksumkind: CSK_MD5, checksum: "12008f309ff643841ffa073c9850f27c")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 48, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 6)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 22, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 112, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 14)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(name: "h", scope: !14, file: !2, line: 13, type: !23, isLocal: true, isDefinition: true)
!14 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !15, globals: !27, splitDebugInlining: false, nameTableKind: None)
!15 = !{!16, !17, !18, !19, !20, !21, !22, !23, !24, !25, !26}
!16 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!17 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!18 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!19 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!20 = !DIBasicType(name: "unsigned short", size: 16, encoding: DW_ATE_unsigned)
!21 = !DIBasicType(name: "signed char", size: 8, encoding: DW_ATE_signed_char)
!22 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!23 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!24 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!25 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!26 = !DIBasicType(name: "_Bool", size: 8, encoding: DW_ATE_boolean)
!27 = !{!0, !7, !28, !30, !32, !34, !36, !38, !40, !42, !47, !49, !54, !59, !64, !12}
!28 = !DIGlobalVariableExpression(var: !29, expr: !DIExpression())
!29 = distinct !DIGlobalVariable(scope: null, file: !2, line: 22, type: !9, isLocal: true, isDefinition: true)
!30 = !DIGlobalVariableExpression(var: !31, expr: !DIExpression())
!31 = distinct !DIGlobalVariable(scope: null, file: !2, line: 22, type: !9, isLocal: true, isDefinition: true)
!32 = !DIGlobalVariableExpression(var: !33, expr: !DIExpression())
!33 = distinct !DIGlobalVariable(scope: null, file: !2, line: 22, type: !9, isLocal: true, isDefinition: true)
!34 = !DIGlobalVariableExpression(var: !35, expr: !DIExpression())
!35 = distinct !DIGlobalVariable(scope: null, file: !2, line: 22, type: !9, isLocal: true, isDefinition: true)
!36 = !DIGlobalVariableExpression(var: !37, expr: !DIExpression())
!37 = distinct !DIGlobalVariable(scope: null, file: !2, line: 22, type: !9, isLocal: true, isDefinition: true)
!38 = !DIGlobalVariableExpression(var: !39, expr: !DIExpression())
!39 = distinct !DIGlobalVariable(scope: null, file: !2, line: 22, type: !9, isLocal: true, isDefinition: true)
!40 = !DIGlobalVariableExpression(var: !41, expr: !DIExpression())
!41 = distinct !DIGlobalVariable(scope: null, file: !2, line: 22, type: !9, isLocal: true, isDefinition: true)
!42 = !DIGlobalVariableExpression(var: !43, expr: !DIExpression())
!43 = distinct !DIGlobalVariable(scope: null, file: !2, line: 22, type: !44, isLocal: true, isDefinition: true)
!44 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 120, elements: !45)
!45 = !{!46}
!46 = !DISubrange(count: 15)
!47 = !DIGlobalVariableExpression(var: !48, expr: !DIExpression())
!48 = distinct !DIGlobalVariable(scope: null, file: !2, line: 22, type: !44, isLocal: true, isDefinition: true)
!49 = !DIGlobalVariableExpression(var: !50, expr: !DIExpression())
!50 = distinct !DIGlobalVariable(scope: null, file: !2, line: 22, type: !51, isLocal: true, isDefinition: true)
!51 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 104, elements: !52)
!52 = !{!53}
!53 = !DISubrange(count: 13)
!54 = !DIGlobalVariableExpression(var: !55, expr: !DIExpression())
!55 = distinct !DIGlobalVariable(scope: null, file: !2, line: 23, type: !56, isLocal: true, isDefinition: true)
!56 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 16, elements: !57)
!57 = !{!58}
!58 = !DISubrange(count: 2)
!59 = !DIGlobalVariableExpression(var: !60, expr: !DIExpression())
!60 = distinct !DIGlobalVariable(scope: null, file: !2, line: 32, type: !61, isLocal: true, isDefinition: true)
!61 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 264, elements: !62)
!62 = !{!63}
!63 = !DISubrange(count: 33)
!64 = !DIGlobalVariableExpression(var: !65, expr: !DIExpression())
!65 = distinct !DIGlobalVariable(scope: null, file: !2, line: 35, type: !66, isLocal: true, isDefinition: true)
!66 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 88, elements: !67)
!67 = !{!68}
!68 = !DISubrange(count: 11)
!69 = !{i32 7, !"Dwarf Version", i32 5}
!70 = !{i32 2, !"Debug Info Version", i32 3}
!71 = !{i32 1, !"wchar_size", i32 4}
!72 = !{i32 8, !"PIC Level", i32 2}
!73 = !{i32 7, !"PIE Level", i32 2}
!74 = !{i32 7, !"uwtable", i32 2}
!75 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!76 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!77 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 14, type: !78, scopeLine: 14, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !14, retainedNodes: !80)
!78 = !DISubroutineType(types: !79)
!79 = !{!19}
!80 = !{!81, !85, !87, !90, !92, !94, !96, !98, !100, !102, !104, !106, !108, !110, !112, !114, !117, !118, !119, !120}
!81 = !DILocalVariable(name: "vals", scope: !77, file: !2, line: 15, type: !82)
!82 = !DICompositeType(tag: DW_TAG_array_type, baseType: !16, size: 1600, elements: !83)
!83 = !{!84}
!84 = !DISubrange(count: 25)
!85 = !DILocalVariable(name: "i", scope: !86, file: !2, line: 18, type: !22)
!86 = distinct !DILexicalBlock(scope: !77, file: !2, line: 18, column: 5)
!87 = !DILocalVariable(name: "v", scope: !88, file: !2, line: 19, type: !16)
!88 = distinct !DILexicalBlock(scope: !89, file: !2, line: 18, column: 65)
!89 = distinct !DILexicalBlock(scope: !86, file: !2, line: 18, column: 5)
!90 = !DILocalVariable(name: "t", scope: !91, file: !2, line: 22, type: !21)
!91 = distinct !DILexicalBlock(scope: !88, file: !2, line: 22, column: 9)
!92 = !DILocalVariable(name: "t", scope: !93, file: !2, line: 22, type: !18)
!93 = distinct !DILexicalBlock(scope: !88, file: !2, line: 22, column: 9)
!94 = !DILocalVariable(name: "t", scope: !95, file: !2, line: 22, type: !17)
!95 = distinct !DILexicalBlock(scope: !88, file: !2, line: 22, column: 9)
!96 = !DILocalVariable(name: "t", scope: !97, file: !2, line: 22, type: !20)
!97 = distinct !DILexicalBlock(scope: !88, file: !2, line: 22, column: 9)
!98 = !DILocalVariable(name: "t", scope: !99, file: !2, line: 22, type: !19)
!99 = distinct !DILexicalBlock(scope: !88, file: !2, line: 22, column: 9)
!100 = !DILocalVariable(name: "t", scope: !101, file: !2, line: 22, type: !22)
!101 = distinct !DILexicalBlock(scope: !88, file: !2, line: 22, column: 9)
!102 = !DILocalVariable(name: "t", scope: !103, file: !2, line: 22, type: !24)
!103 = distinct !DILexicalBlock(scope: !88, file: !2, line: 22, column: 9)
!104 = !DILocalVariable(name: "t", scope: !105, file: !2, line: 22, type: !25)
!105 = distinct !DILexicalBlock(scope: !88, file: !2, line: 22, column: 9)
!106 = !DILocalVariable(name: "t", scope: !107, file: !2, line: 22, type: !16)
!107 = distinct !DILexicalBlock(scope: !88, file: !2, line: 22, column: 9)
!108 = !DILocalVariable(name: "t", scope: !109, file: !2, line: 22, type: !23)
!109 = distinct !DILexicalBlock(scope: !88, file: !2, line: 22, column: 9)
!110 = !DILocalVariable(name: "t", scope: !111, file: !2, line: 22, type: !26)
!111 = distinct !DILexicalBlock(scope: !88, file: !2, line: 22, column: 9)
!112 = !DILocalVariable(name: "i", scope: !113, file: !2, line: 26, type: !22)
!113 = distinct !DILexicalBlock(scope: !77, file: !2, line: 26, column: 5)
!114 = !DILocalVariable(name: "v", scope: !115, file: !2, line: 27, type: !16)
!115 = distinct !DILexicalBlock(scope: !116, file: !2, line: 26, column: 65)
!116 = distinct !DILexicalBlock(scope: !113, file: !2, line: 26, column: 5)
!117 = !DILocalVariable(name: "c1", scope: !115, file: !2, line: 28, type: !16)
!118 = !DILocalVariable(name: "c2", scope: !115, file: !2, line: 29, type: !16)
!119 = !DILocalVariable(name: "c3", scope: !115, file: !2, line: 30, type: !23)
!120 = !DILocalVariable(name: "c4", scope: !115, file: !2, line: 31, type: !23)
!121 = distinct !DIAssignID()
!122 = !DILocation(line: 0, scope: !77)
!123 = distinct !DIAssignID()
!124 = !DILocation(line: 0, scope: !86)
!125 = !DILocation(line: 18, column: 5, scope: !86)
!126 = !DILocation(line: 19, column: 23, scope: !88)
!127 = !{!128, !128, i64 0}
!128 = !{!"long long", !129, i64 0}
!129 = !{!"omnipotent char", !130, i64 0}
!130 = !{!"Simple C/C++ TBAA"}
!131 = !DILocation(line: 0, scope: !88)
!132 = !DILocation(line: 20, column: 9, scope: !88)
!133 = !DILocation(line: 22, column: 9, scope: !91)
!134 = !DILocation(line: 0, scope: !91)
!135 = !DILocation(line: 22, column: 9, scope: !93)
!136 = !DILocation(line: 0, scope: !93)
!137 = !DILocation(line: 22, column: 9, scope: !95)
!138 = !DILocation(line: 0, scope: !95)
!139 = !DILocation(line: 22, column: 9, scope: !97)
!140 = !DILocation(line: 0, scope: !97)
!141 = !DILocation(line: 22, column: 9, scope: !99)
!142 = !DILocation(line: 0, scope: !99)
!143 = !DILocation(line: 22, column: 9, scope: !101)
!144 = !DILocation(line: 0, scope: !101)
!145 = !DILocation(line: 0, scope: !103)
!146 = !DILocation(line: 22, column: 9, scope: !103)
!147 = !DILocation(line: 0, scope: !105)
!148 = !DILocation(line: 22, column: 9, scope: !105)
!149 = !DILocation(line: 0, scope: !107)
!150 = !DILocation(line: 22, column: 9, scope: !107)
!151 = !DILocation(line: 0, scope: !109)
!152 = !DILocation(line: 22, column: 9, scope: !109)
!153 = !DILocation(line: 22, column: 9, scope: !111)
!154 = !DILocation(line: 0, scope: !111)
!155 = !DILocation(line: 23, column: 9, scope: !88)
!156 = !DILocation(line: 18, column: 61, scope: !89)
!157 = !DILocation(line: 18, column: 28, scope: !89)
!158 = distinct !{!158, !125, !159, !160}
!159 = !DILocation(line: 24, column: 5, scope: !86)
!160 = !{!"llvm.loop.mustprogress"}
!161 = !DILocation(line: 35, column: 5, scope: !77)
!162 = !DILocation(line: 36, column: 18, scope: !77)
!163 = !DILocation(line: 36, column: 12, scope: !77)
!164 = !DILocation(line: 36, column: 5, scope: !77)
!165 = !DILocation(line: 0, scope: !113)
!166 = !DILocation(line: 27, column: 23, scope: !115)
!167 = !DILocation(line: 0, scope: !115)
!168 = !DILocation(line: 28, column: 42, scope: !115)
!169 = !DILocation(line: 28, column: 35, scope: !115)
!170 = !DILocation(line: 29, column: 35, scope: !115)
!171 = !DILocation(line: 29, column: 24, scope: !115)
!172 = !DILocation(line: 30, column: 58, scope: !115)
!173 = !DILocation(line: 30, column: 53, scope: !115)
!174 = !DILocation(line: 31, column: 64, scope: !115)
!175 = !DILocation(line: 31, column: 53, scope: !115)
!176 = !DILocation(line: 32, column: 9, scope: !115)
!177 = !DILocation(line: 33, column: 62, scope: !115)
!178 = !DILocation(line: 33, column: 71, scope: !115)
!179 = !DILocation(line: 33, column: 80, scope: !115)
!180 = !DILocation(line: 33, column: 37, scope: !115)
!181 = !DILocation(line: 33, column: 66, scope: !115)
!182 = !DILocation(line: 33, column: 75, scope: !115)
!183 = !DILocation(line: 33, column: 11, scope: !115)
!184 = !DILocation(line: 26, column: 61, scope: !116)
!185 = !DILocation(line: 26, column: 28, scope: !116)
!186 = !DILocation(line: 26, column: 5, scope: !113)
!187 = distinct !{!187, !186, !188, !160}
!188 = !DILocation(line: 34, column: 5, scope: !113)
!189 = !DISubprogram(name: "printf", scope: !190, file: !190, line: 356, type: !191, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!190 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!191 = !DISubroutineType(types: !192)
!192 = !{!19, !193, null}
!193 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !194)
!194 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !195, size: 64)
!195 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!196 = distinct !DISubprogram(name: "from_ll_sc", scope: !2, file: !2, line: 11, type: !197, scopeLine: 11, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !14, retainedNodes: !199)
!197 = !DISubroutineType(types: !198)
!198 = !{!21, !16}
!199 = !{!200}
!200 = !DILocalVariable(name: "v", arg: 1, scope: !196, file: !2, line: 11, type: !16)
!201 = !DILocation(line: 0, scope: !196)
!202 = !DILocation(line: 11, column: 1, scope: !196)
!203 = distinct !DISubprogram(name: "to_ll_sc", scope: !2, file: !2, line: 11, type: !204, scopeLine: 11, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !14, retainedNodes: !206)
!204 = !DISubroutineType(types: !205)
!205 = !{!16, !21}
!206 = !{!207}
!207 = !DILocalVariable(name: "v", arg: 1, scope: !203, file: !2, line: 11, type: !21)
!208 = !DILocation(line: 0, scope: !203)
!209 = !DILocation(line: 11, column: 1, scope: !203)
!210 = distinct !DISubprogram(name: "to_ull_sc", scope: !2, file: !2, line: 11, type: !211, scopeLine: 11, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !14, retainedNodes: !213)
!211 = !DISubroutineType(types: !212)
!212 = !{!23, !21}
!213 = !{!214}
!214 = !DILocalVariable(name: "v", arg: 1, scope: !210, file: !2, line: 11, type: !21)
!215 = !DILocation(line: 0, scope: !210)
!216 = !DILocation(line: 11, column: 1, scope: !210)
!217 = distinct !DISubprogram(name: "from_ll_uc", scope: !2, file: !2, line: 11, type: !218, scopeLine: 11, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !14, retainedNodes: !220)
!218 = !DISubroutineType(types: !219)
!219 = !{!18, !16}
!220 = !{!221}
!221 = !DILocalVariable(name: "v", arg: 1, scope: !217, file: !2, line: 11, type: !16)
!222 = !DILocation(line: 0, scope: !217)
!223 = !DILocation(line: 11, column: 1, scope: !217)
!224 = distinct !DISubprogram(name: "to_ll_uc", scope: !2, file: !2, line: 11, type: !225, scopeLine: 11, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !14, retainedNodes: !227)
!225 = !DISubroutineType(types: !226)
!226 = !{!16, !18}
!227 = !{!228}
!228 = !DILocalVariable(name: "v", arg: 1, scope: !224, file: !2, line: 11, type: !18)
!229 = !DILocation(line: 0, scope: !224)
!230 = !DILocation(line: 11, column: 1, scope: !224)
!231 = distinct !DISubprogram(name: "to_ull_uc", scope: !2, file: !2, line: 11, type: !232, scopeLine: 11, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !14, retainedNodes: !234)
!232 = !DISubroutineType(types: !233)
!233 = !{!23, !18}
!234 = !{!235}
!235 = !DILocalVariable(name: "v", arg: 1, scope: !231, file: !2, line: 11, type: !18)
!236 = !DILocation(line: 0, scope: !231)
!237 = !DILocation(line: 11, column: 1, scope: !231)
!238 = distinct !DISubprogram(name: "from_ll_ss", scope: !2, file: !2, line: 11, type: !239, scopeLine: 11, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !14, retainedNodes: !241)
!239 = !DISubroutineType(types: !240)
!240 = !{!17, !16}
!241 = !{!242}
!242 = !DILocalVariable(name: "v", arg: 1, scope: !238, file: !2, line: 11, type: !16)
!243 = !DILocation(line: 0, scope: !238)
!244 = !DILocation(line: 11, column: 1, scope: !238)
!245 = distinct !DISubprogram(name: "to_ll_ss", scope: !2, file: !2, line: 11, type: !246, scopeLine: 11, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !14, retainedNodes: !248)
!246 = !DISubroutineType(types: !247)
!247 = !{!16, !17}
!248 = !{!249}
!249 = !DILocalVariable(name: "v", arg: 1, scope: !245, file: !2, line: 11, type: !17)
!250 = !DILocation(line: 0, scope: !245)
!251 = !DILocation(line: 11, column: 1, scope: !245)
!252 = distinct !DISubprogram(name: "to_ull_ss", scope: !2, file: !2, line: 11, type: !253, scopeLine: 11, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !14, retainedNodes: !255)
!253 = !DISubroutineType(types: !254)
!254 = !{!23, !17}
!255 = !{!256}
!256 = !DILocalVariable(name: "v", arg: 1, scope: !252, file: !2, line: 11, type: !17)
!257 = !DILocation(line: 0, scope: !252)
!258 = !DILocation(line: 11, column: 1, scope: !252)
!259 = distinct !DISubprogram(name: "from_ll_us", scope: !2, file: !2, line: 11, type: !260, scopeLine: 11, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !14, retainedNodes: !262)
!260 = !DISubroutineType(types: !261)
!261 = !{!20, !16}
!262 = !{!263}
!263 = !DILocalVariable(name: "v", arg: 1, scope: !259, file: !2, line: 11, type: !16)
!264 = !DILocation(line: 0, scope: !259)
!265 = !DILocation(line: 11, column: 1, scope: !259)
!266 = distinct !DISubprogram(name: "to_ll_us", scope: !2, file: !2, line: 11, type: !267, scopeLine: 11, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !14, retainedNodes: !269)
!267 = !DISubroutineType(types: !268)
!268 = !{!16, !20}
!269 = !{!270}
!270 = !DILocalVariable(name: "v", arg: 1, scope: !266, file: !2, line: 11, type: !20)
!271 = !DILocation(line: 0, scope: !266)
!272 = !DILocation(line: 11, column: 1, scope: !266)
!273 = distinct !DISubprogram(name: "to_ull_us", scope: !2, file: !2, line: 11, type: !274, scopeLine: 11, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !14, retainedNodes: !276)
!274 = !DISubroutineType(types: !275)
!275 = !{!23, !20}
!276 = !{!277}
!277 = !DILocalVariable(name: "v", arg: 1, scope: !273, file: !2, line: 11, type: !20)
!278 = !DILocation(line: 0, scope: !273)
!279 = !DILocation(line: 11, column: 1, scope: !273)
!280 = distinct !DISubprogram(name: "from_ll_si", scope: !2, file: !2, line: 11, type: !281, scopeLine: 11, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !14, retainedNodes: !283)
!281 = !DISubroutineType(types: !282)
!282 = !{!19, !16}
!283 = !{!284}
!284 = !DILocalVariable(name: "v", arg: 1, scope: !280, file: !2, line: 11, type: !16)
!285 = !DILocation(line: 0, scope: !280)
!286 = !DILocation(line: 11, column: 1, scope: !280)
!287 = distinct !DISubprogram(name: "to_ll_si", scope: !2, file: !2, line: 11, type: !288, scopeLine: 11, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !14, retainedNodes: !290)
!288 = !DISubroutineType(types: !289)
!289 = !{!16, !19}
!290 = !{!291}
!291 = !DILocalVariable(name: "v", arg: 1, scope: !287, file: !2, line: 11, type: !19)
!292 = !DILocation(line: 0, scope: !287)
!293 = !DILocation(line: 11, column: 1, scope: !287)
!294 = distinct !DISubprogram(name: "to_ull_si", scope: !2, file: !2, line: 11, type: !295, scopeLine: 11, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !14, retainedNodes: !297)
!295 = !DISubroutineType(types: !296)
!296 = !{!23, !19}
!297 = !{!298}
!298 = !DILocalVariable(name: "v", arg: 1, scope: !294, file: !2, line: 11, type: !19)
!299 = !DILocation(line: 0, scope: !294)
!300 = !DILocation(line: 11, column: 1, scope: !294)
!301 = distinct !DISubprogram(name: "from_ll_ui", scope: !2, file: !2, line: 11, type: !302, scopeLine: 11, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !14, retainedNodes: !304)
!302 = !DISubroutineType(types: !303)
!303 = !{!22, !16}
!304 = !{!305}
!305 = !DILocalVariable(name: "v", arg: 1, scope: !301, file: !2, line: 11, type: !16)
!306 = !DILocation(line: 0, scope: !301)
!307 = !DILocation(line: 11, column: 1, scope: !301)
!308 = distinct !DISubprogram(name: "to_ll_ui", scope: !2, file: !2, line: 11, type: !309, scopeLine: 11, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !14, retainedNodes: !311)
!309 = !DISubroutineType(types: !310)
!310 = !{!16, !22}
!311 = !{!312}
!312 = !DILocalVariable(name: "v", arg: 1, scope: !308, file: !2, line: 11, type: !22)
!313 = !DILocation(line: 0, scope: !308)
!314 = !DILocation(line: 11, column: 1, scope: !308)
!315 = distinct !DISubprogram(name: "to_ull_ui", scope: !2, file: !2, line: 11, type: !316, scopeLine: 11, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !14, retainedNodes: !318)
!316 = !DISubroutineType(types: !317)
!317 = !{!23, !22}
!318 = !{!319}
!319 = !DILocalVariable(name: "v", arg: 1, scope: !315, file: !2, line: 11, type: !22)
!320 = !DILocation(line: 0, scope: !315)
!321 = !DILocation(line: 11, column: 1, scope: !315)
!322 = distinct !DISubprogram(name: "from_ll_b", scope: !2, file: !2, line: 11, type: !323, scopeLine: 11, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !14, retainedNodes: !325)
!323 = !DISubroutineType(types: !324)
!324 = !{!26, !16}
!325 = !{!326}
!326 = !DILocalVariable(name: "v", arg: 1, scope: !322, file: !2, line: 11, type: !16)
!327 = !DILocation(line: 0, scope: !322)
!328 = !DILocation(line: 11, column: 1, scope: !322)
!329 = distinct !DISubprogram(name: "to_ll_b", scope: !2, file: !2, line: 11, type: !330, scopeLine: 11, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !14, retainedNodes: !332)
!330 = !DISubroutineType(types: !331)
!331 = !{!16, !26}
!332 = !{!333}
!333 = !DILocalVariable(name: "v", arg: 1, scope: !329, file: !2, line: 11, type: !26)
!334 = !DILocation(line: 0, scope: !329)
!335 = !DILocation(line: 11, column: 1, scope: !329)
!336 = distinct !DISubprogram(name: "to_ull_b", scope: !2, file: !2, line: 11, type: !337, scopeLine: 11, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !14, retainedNodes: !339)
!337 = !DISubroutineType(types: !338)
!338 = !{!23, !26}
!339 = !{!340}
!340 = !DILocalVariable(name: "v", arg: 1, scope: !336, file: !2, line: 11, type: !26)
!341 = !DILocation(line: 0, scope: !336)
!342 = !DILocation(line: 11, column: 1, scope: !336)
