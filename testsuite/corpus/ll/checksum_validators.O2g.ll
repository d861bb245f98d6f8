; ModuleID = 'programs/checksum_validators.c'
source_filename = "programs/checksum_validators.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [20 x i8] c"4539 1488 0343 6467\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [20 x i8] c"8273 1232 7352 0569\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [12 x i8] c"79927398713\00", align 1, !dbg !9
@.str.3 = private unnamed_addr constant [2 x i8] c"0\00", align 1, !dbg !14
@__const.main.cards = private unnamed_addr constant [4 x ptr] [ptr @.str, ptr @.str.1, ptr @.str.2, ptr @.str.3], align 16
@.str.4 = private unnamed_addr constant [14 x i8] c"luhn %s = %d\0A\00", align 1, !dbg !19
@.str.5 = private unnamed_addr constant [27 x i8] c"isbn10 %d %d isbn13 %d %d\0A\00", align 1, !dbg !24
@.str.6 = private unnamed_addr constant [14 x i8] c"0-306-40615-2\00", align 1, !dbg !29
@.str.7 = private unnamed_addr constant [14 x i8] c"0-306-40615-3\00", align 1, !dbg !31
@.str.8 = private unnamed_addr constant [18 x i8] c"978-0-306-40615-7\00", align 1, !dbg !33
@.str.9 = private unnamed_addr constant [18 x i8] c"978-0-306-40615-8\00", align 1, !dbg !38
@.str.10 = private unnamed_addr constant [12 x i8] c"iban %d %d\0A\00", align 1, !dbg !40
@.str.11 = private unnamed_addr constant [28 x i8] c"GB82 WEST 1234 5698 7654 32\00", align 1, !dbg !42
@.str.12 = private unnamed_addr constant [28 x i8] c"GB82 WEST 1234 5698 7654 33\00", align 1, !dbg !47
@.str.13 = private unnamed_addr constant [27 x i8] c"verhoeff %d %d damm %d %d\0A\00", align 1, !dbg !49
@.str.18 = private unnamed_addr constant [5 x i8] c"%04d\00", align 1, !dbg !51
@.str.19 = private unnamed_addr constant [24 x i8] c"valid 4-digit count=%d\0A\00", align 1, !dbg !56
@vd = internal unnamed_addr constant [10 x [10 x i32]] [[10 x i32] [i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9], [10 x i32] [i32 1, i32 2, i32 3, i32 4, i32 0, i32 6, i32 7, i32 8, i32 9, i32 5], [10 x i32] [i32 2, i32 3, i32 4, i32 0, i32 1, i32 7, i32 8, i32 9, i32 5, i32 6], [10 x i32] [i32 3, i32 4, i32 0, i32 1, i32 2, i32 8, i32 9, i32 5, i32 6, i32 7], [10 x i32] [i32 4, i32 0, i32 1, i32 2, i32 3, i32 9, i32 5, i32 6, i32 7, i32 8], [10 x i32] [i32 5, i32 9, i32 8, i32 7, i32 6, i32 0, i32 4, i32 3, i32 2, i32 1], [10 x i32] [i32 6, i32 5, i32 9, i32 8, i32 7, i32 1, i32 0, i32 4, i32 3, i32 2], [10 x i32] [i32 7, i32 6, i32 5, i32 9, i32 8, i32 2, i32 1, i32 0, i32 4, i32 3], [10 x i32] [i32 8, i32 7, i32 6, i32 5, i32 9, i32 3, i32 2, i32 1, i32 0, i32 4], [10 x i32] [i32 9, i32 8, i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0]], align 16, !dbg !61
@vp = internal unnamed_addr constant [8 x [10 x i32]] [[10 x i32] [i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9], [10 x i32] [i32 1, i32 5, i32 7, i32 6, i32 2, i32 8, i32 3, i32 0, i32 9, i32 4], [10 x i32] [i32 5, i32 8, i32 0, i32 3, i32 7, i32 9, i32 6, i32 1, i32 4, i32 2], [10 x i32] [i32 8, i32 9, i32 1, i32 6, i32 0, i32 4, i32 3, i32 5, i32 2, i32 7], [10 x i32] [i32 9, i32 4, i32 5, i32 3, i32 1, i32 2, i32 6, i32 8, i32 7, i32 0], [10 x i32] [i32 4, i32 2, i32 8, i32 6, i32 5, i32 7, i32 3, i32 9, i32 0, i32 1], [10 x i32] [i32 2, i32 7, i32 9, i32 3, i32 8, i32 0, i32 6, i32 4, i32 1, i32 5], [10 x i32] [i32 7, i32 0, i32 4, i32 6, i32 9, i32 1, i32 3, i32 2, i32 5, i32 8]], align 16, !dbg !94
@dm = internal unnamed_addr constant [10 x [10 x i32]] [[10 x i32] [i32 0, i32 3, i32 1, i32 7, i32 5, i32 9, i32 8, i32 6, i32 4, i32 2], [10 x i32] [i32 7, i32 0, i32 9, i32 2, i32 1, i32 5, i32 4, i32 8, i32 6, i32 3], [10 x i32] [i32 4, i32 2, i32 0, i32 6, i32 8, i32 7, i32 1, i32 3, i32 5, i32 9], [10 x i32] [i32 1, i32 7, i32 5, i32 0, i32 9, i32 8, i32 3, i32 4, i32 2, i32 6], [10 x i32] [i32 6, i32 1, i32 2, i32 3, i32 0, i32 4, i32 5, i32 9, i32 7, i32 8], [10 x i32] [i32 3, i32 6, i32 7, i32 4, i32 2, i32 0, i32 9, i32 5, i32 8, i32 1], [10 x i32] [i32 5, i32 8, i32 6, i32 9, i32 7, i32 2, i32 0, i32 1, i32 3, i32 4], [10 x i32] [i32 8, i32 9, i32 4, i32 5, i32 3, i32 6, i32 2, i32 0, i32 1, i32 7], [10 x i32] [i32 9, i32 4, i32 3, i32 8, i32 6, i32 1, i32 7, i32 2, i32 0, i32 5], [10 x i32] [i32 2, i32 5, i32 8, i32 1, i32 4, i32 3, i32 6, i32 7, i32 9, i32 0]], align 16, !dbg !101

; Function Attrs: nofree nounwind uwtable
define dso_local range(i32 -255, 256) i32 @main() local_unnamed_addr #0 !dbg !113 {
    #dbg_assign(i1 undef, !117, !DIExpression(), !131, ptr @__const.main.cards, !DIExpression(), !132)
  %1 = alloca [8 x i8], align 1, !DIAssignID !133
    #dbg_assign(i1 undef, !126, !DIExpression(), !133, ptr %1, !DIExpression(), !132)
    #dbg_assign(i1 undef, !117, !DIExpression(), !134, ptr @__const.main.cards, !DIExpression(), !132)
    #dbg_value(i32 0, !123, !DIExpression(), !135)
  br label %109, !dbg !136

2:                                                ; preds = %151, %15
  %3 = phi i32 [ %16, %15 ], [ 0, %151 ], !dbg !137
  %4 = phi i32 [ %17, %15 ], [ 10, %151 ], !dbg !150
  %5 = phi ptr [ %18, %15 ], [ @.str.6, %151 ]
    #dbg_value(ptr %5, !142, !DIExpression(), !151)
    #dbg_value(i32 %4, !144, !DIExpression(), !151)
    #dbg_value(i32 %3, !143, !DIExpression(), !151)
  %6 = load i8, ptr %5, align 1, !dbg !152, !tbaa !153
  switch i8 %6, label %7 [
    i8 0, label %19
    i8 45, label %15
    i8 88, label %10
  ], !dbg !156

7:                                                ; preds = %2
  %8 = sext i8 %6 to i32, !dbg !157
  %9 = add nsw i32 %8, -48, !dbg !159
  br label %10, !dbg !160

10:                                               ; preds = %7, %2
  %11 = phi i32 [ %9, %7 ], [ 10, %2 ], !dbg !160
    #dbg_value(i32 %11, !145, !DIExpression(), !161)
  %12 = add nsw i32 %4, -1, !dbg !162
    #dbg_value(i32 %12, !144, !DIExpression(), !151)
  %13 = mul nsw i32 %11, %4, !dbg !163
  %14 = add nsw i32 %13, %3, !dbg !164
    #dbg_value(i32 %14, !143, !DIExpression(), !151)
  br label %15, !dbg !165

15:                                               ; preds = %10, %2
  %16 = phi i32 [ %14, %10 ], [ %3, %2 ], !dbg !166
  %17 = phi i32 [ %12, %10 ], [ %4, %2 ], !dbg !166
    #dbg_value(i32 %17, !144, !DIExpression(), !151)
    #dbg_value(i32 %16, !143, !DIExpression(), !151)
  %18 = getelementptr inbounds i8, ptr %5, i64 1, !dbg !167
    #dbg_value(ptr %18, !142, !DIExpression(), !151)
  br label %2, !dbg !168, !llvm.loop !169

19:                                               ; preds = %2
  %20 = icmp eq i32 %4, 0, !dbg !172
  br i1 %20, label %21, label %25, !dbg !173

21:                                               ; preds = %19
  %22 = srem i32 %3, 11, !dbg !174
  %23 = icmp eq i32 %22, 0, !dbg !175
  %24 = zext i1 %23 to i32, !dbg !173
  br label %25

25:                                               ; preds = %19, %21
  %26 = phi i32 [ 0, %19 ], [ %24, %21 ], !dbg !151
    #dbg_value(ptr @.str.7, !142, !DIExpression(), !176)
    #dbg_value(i32 0, !143, !DIExpression(), !176)
    #dbg_value(i32 10, !144, !DIExpression(), !176)
  br label %27, !dbg !178

27:                                               ; preds = %40, %25
  %28 = phi i32 [ 0, %25 ], [ %41, %40 ], !dbg !179
  %29 = phi i32 [ 10, %25 ], [ %42, %40 ], !dbg !180
  %30 = phi ptr [ @.str.7, %25 ], [ %43, %40 ]
    #dbg_value(ptr %30, !142, !DIExpression(), !176)
    #dbg_value(i32 %29, !144, !DIExpression(), !176)
    #dbg_value(i32 %28, !143, !DIExpression(), !176)
  %31 = load i8, ptr %30, align 1, !dbg !181, !tbaa !153
  switch i8 %31, label %32 [
    i8 0, label %44
    i8 45, label %40
    i8 88, label %35
  ], !dbg !182

32:                                               ; preds = %27
  %33 = sext i8 %31 to i32, !dbg !183
  %34 = add nsw i32 %33, -48, !dbg !184
  br label %35, !dbg !185

35:                                               ; preds = %32, %27
  %36 = phi i32 [ %34, %32 ], [ 10, %27 ], !dbg !185
    #dbg_value(i32 %36, !145, !DIExpression(), !186)
  %37 = add nsw i32 %29, -1, !dbg !187
    #dbg_value(i32 %37, !144, !DIExpression(), !176)
  %38 = mul nsw i32 %36, %29, !dbg !188
  %39 = add nsw i32 %38, %28, !dbg !189
    #dbg_value(i32 %39, !143, !DIExpression(), !176)
  br label %40, !dbg !190

40:                                               ; preds = %35, %27
  %41 = phi i32 [ %39, %35 ], [ %28, %27 ], !dbg !191
  %42 = phi i32 [ %37, %35 ], [ %29, %27 ], !dbg !191
    #dbg_value(i32 %42, !144, !DIExpression(), !176)
    #dbg_value(i32 %41, !143, !DIExpression(), !176)
  %43 = getelementptr inbounds i8, ptr %30, i64 1, !dbg !192
    #dbg_value(ptr %43, !142, !DIExpression(), !176)
  br label %27, !dbg !193, !llvm.loop !194

44:                                               ; preds = %27
  %45 = icmp eq i32 %29, 0, !dbg !196
  br i1 %45, label %46, label %50, !dbg !197

46:                                               ; preds = %44
  %47 = srem i32 %28, 11, !dbg !198
  %48 = icmp eq i32 %47, 0, !dbg !199
  %49 = zext i1 %48 to i32, !dbg !197
  br label %50

50:                                               ; preds = %44, %46
  %51 = phi i32 [ 0, %44 ], [ %49, %46 ], !dbg !176
    #dbg_value(ptr @.str.8, !200, !DIExpression(), !205)
    #dbg_value(i32 0, !203, !DIExpression(), !205)
    #dbg_value(i32 0, !204, !DIExpression(), !205)
  br label %52, !dbg !207

52:                                               ; preds = %66, %50
  %53 = phi ptr [ @.str.8, %50 ], [ %69, %66 ]
  %54 = phi i32 [ 0, %50 ], [ %67, %66 ], !dbg !208
  %55 = phi i32 [ 0, %50 ], [ %68, %66 ], !dbg !209
    #dbg_value(i32 %55, !204, !DIExpression(), !205)
    #dbg_value(i32 %54, !203, !DIExpression(), !205)
    #dbg_value(ptr %53, !200, !DIExpression(), !205)
  %56 = load i8, ptr %53, align 1, !dbg !210, !tbaa !153
  switch i8 %56, label %57 [
    i8 0, label %70
    i8 45, label %66
  ], !dbg !213

57:                                               ; preds = %52
  %58 = sext i8 %56 to i32, !dbg !214
  %59 = add nsw i32 %58, -48, !dbg !217
  %60 = add nsw i32 %55, 1, !dbg !218
    #dbg_value(i32 %60, !204, !DIExpression(), !205)
  %61 = and i32 %55, 1, !dbg !219
  %62 = icmp eq i32 %61, 0, !dbg !219
  %63 = select i1 %62, i32 1, i32 3, !dbg !219
  %64 = mul nsw i32 %59, %63, !dbg !220
  %65 = add nsw i32 %64, %54, !dbg !221
    #dbg_value(i32 %65, !203, !DIExpression(), !205)
  br label %66, !dbg !222

66:                                               ; preds = %57, %52
  %67 = phi i32 [ %65, %57 ], [ %54, %52 ], !dbg !223
  %68 = phi i32 [ %60, %57 ], [ %55, %52 ], !dbg !223
    #dbg_value(i32 %68, !204, !DIExpression(), !205)
    #dbg_value(i32 %67, !203, !DIExpression(), !205)
  %69 = getelementptr inbounds i8, ptr %53, i64 1, !dbg !224
    #dbg_value(ptr %69, !200, !DIExpression(), !205)
  br label %52, !dbg !225, !llvm.loop !226

70:                                               ; preds = %52
  %71 = icmp eq i32 %55, 13, !dbg !228
  br i1 %71, label %72, label %76, !dbg !229

72:                                               ; preds = %70
  %73 = srem i32 %54, 10, !dbg !230
  %74 = icmp eq i32 %73, 0, !dbg !231
  %75 = zext i1 %74 to i32, !dbg !229
  br label %76

76:                                               ; preds = %70, %72
  %77 = phi i32 [ 0, %70 ], [ %75, %72 ], !dbg !205
    #dbg_value(ptr @.str.9, !200, !DIExpression(), !232)
    #dbg_value(i32 0, !203, !DIExpression(), !232)
    #dbg_value(i32 0, !204, !DIExpression(), !232)
  br label %78, !dbg !234

78:                                               ; preds = %92, %76
  %79 = phi ptr [ @.str.9, %76 ], [ %95, %92 ]
  %80 = phi i32 [ 0, %76 ], [ %93, %92 ], !dbg !235
  %81 = phi i32 [ 0, %76 ], [ %94, %92 ], !dbg !236
    #dbg_value(i32 %81, !204, !DIExpression(), !232)
    #dbg_value(i32 %80, !203, !DIExpression(), !232)
    #dbg_value(ptr %79, !200, !DIExpression(), !232)
  %82 = load i8, ptr %79, align 1, !dbg !237, !tbaa !153
  switch i8 %82, label %83 [
    i8 0, label %96
    i8 45, label %92
  ], !dbg !238

83:                                               ; preds = %78
  %84 = sext i8 %82 to i32, !dbg !239
  %85 = add nsw i32 %84, -48, !dbg !240
  %86 = add nsw i32 %81, 1, !dbg !241
    #dbg_value(i32 %86, !204, !DIExpression(), !232)
  %87 = and i32 %81, 1, !dbg !242
  %88 = icmp eq i32 %87, 0, !dbg !242
  %89 = select i1 %88, i32 1, i32 3, !dbg !242
  %90 = mul nsw i32 %85, %89, !dbg !243
  %91 = add nsw i32 %90, %80, !dbg !244
    #dbg_value(i32 %91, !203, !DIExpression(), !232)
  br label %92, !dbg !245

92:                                               ; preds = %83, %78
  %93 = phi i32 [ %91, %83 ], [ %80, %78 ], !dbg !246
  %94 = phi i32 [ %86, %83 ], [ %81, %78 ], !dbg !246
    #dbg_value(i32 %94, !204, !DIExpression(), !232)
    #dbg_value(i32 %93, !203, !DIExpression(), !232)
  %95 = getelementptr inbounds i8, ptr %79, i64 1, !dbg !247
    #dbg_value(ptr %95, !200, !DIExpression(), !232)
  br label %78, !dbg !248, !llvm.loop !249

96:                                               ; preds = %78
  %97 = icmp eq i32 %81, 13, !dbg !251
  br i1 %97, label %98, label %102, !dbg !252

98:                                               ; preds = %96
  %99 = srem i32 %80, 10, !dbg !253
  %100 = icmp eq i32 %99, 0, !dbg !254
  %101 = zext i1 %100 to i32, !dbg !252
  br label %102

102:                                              ; preds = %96, %98
  %103 = phi i32 [ 0, %96 ], [ %101, %98 ], !dbg !232
  %104 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %26, i32 noundef %51, i32 noundef %77, i32 noundef %103), !dbg !255
  %105 = tail call fastcc i32 @iban(ptr noundef nonnull @.str.11), !dbg !256
  %106 = tail call fastcc i32 @iban(ptr noundef nonnull @.str.12), !dbg !257
  %107 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %105, i32 noundef %106), !dbg !258
    #dbg_value(ptr poison, !259, !DIExpression(), !266)
    #dbg_value(i32 0, !262, !DIExpression(), !266)
    #dbg_value(i32 4, !263, !DIExpression(), !266)
    #dbg_value(i32 0, !264, !DIExpression(), !268)
    #dbg_value(i32 0, !262, !DIExpression(), !266)
    #dbg_value(i64 undef, !264, !DIExpression(), !268)
    #dbg_value(i32 poison, !262, !DIExpression(), !266)
    #dbg_value(ptr poison, !259, !DIExpression(), !269)
    #dbg_value(i32 0, !262, !DIExpression(), !269)
    #dbg_value(i32 4, !263, !DIExpression(), !269)
    #dbg_value(i32 0, !264, !DIExpression(), !271)
    #dbg_value(i32 0, !262, !DIExpression(), !269)
    #dbg_value(i64 undef, !264, !DIExpression(), !271)
    #dbg_value(i32 poison, !262, !DIExpression(), !269)
    #dbg_value(ptr poison, !272, !DIExpression(), !276)
    #dbg_value(i32 0, !275, !DIExpression(), !276)
    #dbg_value(i32 poison, !275, !DIExpression(), !276)
    #dbg_value(ptr poison, !272, !DIExpression(), !276)
    #dbg_value(ptr poison, !272, !DIExpression(), !278)
    #dbg_value(i32 0, !275, !DIExpression(), !278)
    #dbg_value(i32 poison, !275, !DIExpression(), !278)
    #dbg_value(ptr poison, !272, !DIExpression(), !278)
  %108 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef 1, i32 noundef 0, i32 noundef 1, i32 noundef 0), !dbg !280
    #dbg_value(i32 0, !125, !DIExpression(), !132)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1) #6, !dbg !281
    #dbg_value(i32 0, !129, !DIExpression(), !282)
    #dbg_value(i32 0, !125, !DIExpression(), !132)
  br label %159, !dbg !283

109:                                              ; preds = %0, %151
  %110 = phi i64 [ 0, %0 ], [ %154, %151 ]
    #dbg_value(i64 %110, !123, !DIExpression(), !135)
  %111 = getelementptr inbounds [4 x ptr], ptr @__const.main.cards, i64 0, i64 %110, !dbg !284
  %112 = load ptr, ptr %111, align 8, !dbg !284, !tbaa !286
    #dbg_value(ptr %112, !288, !DIExpression(), !298)
    #dbg_value(i32 0, !291, !DIExpression(), !298)
    #dbg_value(i32 0, !292, !DIExpression(), !298)
  %113 = tail call i64 @strlen(ptr noundef nonnull readonly dereferenceable(1) %112) #7, !dbg !300
  %114 = trunc i64 %113 to i32, !dbg !301
    #dbg_value(i32 %114, !293, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !302)
  %115 = icmp sgt i32 %114, 0, !dbg !303
  br i1 %115, label %116, label %151, !dbg !304

116:                                              ; preds = %109
  %117 = tail call ptr @__ctype_b_loc() #8, !dbg !298
  %118 = load ptr, ptr %117, align 8, !tbaa !286
  %119 = and i64 %113, 2147483647, !dbg !304
  br label %124, !dbg !304

120:                                              ; preds = %147
  %121 = srem i32 %148, 10, !dbg !305
  %122 = icmp eq i32 %121, 0, !dbg !306
  %123 = zext i1 %122 to i32, !dbg !306
  br label %151, !dbg !305

124:                                              ; preds = %147, %116
  %125 = phi i64 [ %119, %116 ], [ %128, %147 ]
  %126 = phi i32 [ 0, %116 ], [ %149, %147 ]
  %127 = phi i32 [ 0, %116 ], [ %148, %147 ]
  %128 = add nsw i64 %125, -1, !dbg !307
    #dbg_value(i32 %126, !292, !DIExpression(), !298)
    #dbg_value(i32 %127, !291, !DIExpression(), !298)
  %129 = getelementptr inbounds i8, ptr %112, i64 %128, !dbg !308
  %130 = load i8, ptr %129, align 1, !dbg !308, !tbaa !153
  %131 = zext i8 %130 to i64, !dbg !308
  %132 = getelementptr inbounds i16, ptr %118, i64 %131, !dbg !308
  %133 = load i16, ptr %132, align 2, !dbg !308, !tbaa !310
  %134 = and i16 %133, 2048, !dbg !308
  %135 = icmp eq i16 %134, 0, !dbg !308
  br i1 %135, label %147, label %136, !dbg !312

136:                                              ; preds = %124
  %137 = sext i8 %130 to i32, !dbg !313
  %138 = add nsw i32 %137, -48, !dbg !314
    #dbg_value(i32 %138, !295, !DIExpression(), !315)
  %139 = icmp eq i32 %126, 0, !dbg !316
  %140 = shl nsw i32 %138, 1, !dbg !318
  %141 = icmp sgt i8 %130, 52, !dbg !318
  %142 = add nsw i32 %140, -9, !dbg !318
  %143 = select i1 %141, i32 %142, i32 %140, !dbg !318
  %144 = select i1 %139, i32 %138, i32 %143, !dbg !318
    #dbg_value(i32 %144, !295, !DIExpression(), !315)
  %145 = add nsw i32 %144, %127, !dbg !319
    #dbg_value(i32 %145, !291, !DIExpression(), !298)
  %146 = zext i1 %139 to i32, !dbg !320
    #dbg_value(i32 %146, !292, !DIExpression(), !298)
  br label %147, !dbg !321

147:                                              ; preds = %136, %124
  %148 = phi i32 [ %145, %136 ], [ %127, %124 ], !dbg !322
  %149 = phi i32 [ %146, %136 ], [ %126, %124 ], !dbg !322
    #dbg_value(i32 %149, !292, !DIExpression(), !298)
    #dbg_value(i32 %148, !291, !DIExpression(), !298)
    #dbg_value(i64 %128, !293, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !302)
    #dbg_value(i64 %128, !293, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !302)
  %150 = icmp ugt i64 %125, 1, !dbg !303
  br i1 %150, label %124, label %120, !dbg !304, !llvm.loop !323

151:                                              ; preds = %109, %120
  %152 = phi i32 [ 1, %109 ], [ %123, %120 ], !dbg !322
  %153 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, ptr noundef %112, i32 noundef %152), !dbg !325
  %154 = add nuw nsw i64 %110, 1, !dbg !326
    #dbg_value(i64 %154, !123, !DIExpression(), !135)
  %155 = icmp eq i64 %154, 4, !dbg !327
  br i1 %155, label %2, label %109, !dbg !136, !llvm.loop !328

156:                                              ; preds = %283
  %157 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, i32 noundef %287), !dbg !330
  %158 = and i32 %287, 255, !dbg !331
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1) #6, !dbg !332
  ret i32 %158, !dbg !333

159:                                              ; preds = %102, %283
  %160 = phi i32 [ 0, %102 ], [ %288, %283 ]
  %161 = phi i32 [ 0, %102 ], [ %287, %283 ]
    #dbg_value(i32 %160, !129, !DIExpression(), !282)
    #dbg_value(i32 %161, !125, !DIExpression(), !132)
  %162 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %1, i64 noundef 8, ptr noundef nonnull @.str.18, i32 noundef %160) #6, !dbg !334
    #dbg_value(ptr %1, !288, !DIExpression(), !337)
    #dbg_value(i32 0, !291, !DIExpression(), !337)
    #dbg_value(i32 0, !292, !DIExpression(), !337)
  %163 = call i64 @strlen(ptr noundef nonnull readonly dereferenceable(1) %1) #7, !dbg !339
  %164 = trunc i64 %163 to i32, !dbg !340
    #dbg_value(i32 %164, !293, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !341)
  %165 = icmp sgt i32 %164, 0, !dbg !342
  br i1 %165, label %166, label %201, !dbg !343

166:                                              ; preds = %159
  %167 = tail call ptr @__ctype_b_loc() #8, !dbg !337
  %168 = load ptr, ptr %167, align 8, !tbaa !286
  %169 = and i64 %163, 2147483647, !dbg !343
  br label %174, !dbg !343

170:                                              ; preds = %197
  %171 = srem i32 %198, 10, !dbg !344
  %172 = icmp eq i32 %171, 0, !dbg !345
  %173 = zext i1 %172 to i32, !dbg !345
  br label %201, !dbg !344

174:                                              ; preds = %197, %166
  %175 = phi i64 [ %169, %166 ], [ %178, %197 ]
  %176 = phi i32 [ 0, %166 ], [ %199, %197 ]
  %177 = phi i32 [ 0, %166 ], [ %198, %197 ]
  %178 = add nsw i64 %175, -1, !dbg !346
    #dbg_value(i32 %176, !292, !DIExpression(), !337)
    #dbg_value(i32 %177, !291, !DIExpression(), !337)
  %179 = getelementptr inbounds i8, ptr %1, i64 %178, !dbg !347
  %180 = load i8, ptr %179, align 1, !dbg !347, !tbaa !153
  %181 = zext i8 %180 to i64, !dbg !347
  %182 = getelementptr inbounds i16, ptr %168, i64 %181, !dbg !347
  %183 = load i16, ptr %182, align 2, !dbg !347, !tbaa !310
  %184 = and i16 %183, 2048, !dbg !347
  %185 = icmp eq i16 %184, 0, !dbg !347
  br i1 %185, label %197, label %186, !dbg !348

186:                                              ; preds = %174
  %187 = sext i8 %180 to i32, !dbg !349
  %188 = add nsw i32 %187, -48, !dbg !350
    #dbg_value(i32 %188, !295, !DIExpression(), !351)
  %189 = icmp eq i32 %176, 0, !dbg !352
  %190 = shl nsw i32 %188, 1, !dbg !353
  %191 = icmp sgt i8 %180, 52, !dbg !353
  %192 = add nsw i32 %190, -9, !dbg !353
  %193 = select i1 %191, i32 %192, i32 %190, !dbg !353
  %194 = select i1 %189, i32 %188, i32 %193, !dbg !353
    #dbg_value(i32 %194, !295, !DIExpression(), !351)
  %195 = add nsw i32 %194, %177, !dbg !354
    #dbg_value(i32 %195, !291, !DIExpression(), !337)
  %196 = zext i1 %189 to i32, !dbg !355
    #dbg_value(i32 %196, !292, !DIExpression(), !337)
  br label %197, !dbg !356

197:                                              ; preds = %186, %174
  %198 = phi i32 [ %195, %186 ], [ %177, %174 ], !dbg !357
  %199 = phi i32 [ %196, %186 ], [ %176, %174 ], !dbg !357
    #dbg_value(i32 %199, !292, !DIExpression(), !337)
    #dbg_value(i32 %198, !291, !DIExpression(), !337)
    #dbg_value(i64 %178, !293, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !341)
    #dbg_value(i64 %178, !293, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !341)
  %200 = icmp ugt i64 %175, 1, !dbg !342
  br i1 %200, label %174, label %170, !dbg !343, !llvm.loop !358

201:                                              ; preds = %159, %170
  %202 = phi i32 [ 1, %159 ], [ %173, %170 ], !dbg !357
    #dbg_value(ptr %1, !272, !DIExpression(), !360)
    #dbg_value(i32 0, !275, !DIExpression(), !360)
  %203 = load i8, ptr %1, align 1, !dbg !362, !tbaa !153
  %204 = icmp eq i8 %203, 0, !dbg !365
  br i1 %204, label %220, label %205, !dbg !365

205:                                              ; preds = %201, %205
  %206 = phi i8 [ %215, %205 ], [ %203, %201 ]
  %207 = phi i32 [ %213, %205 ], [ 0, %201 ]
  %208 = phi ptr [ %214, %205 ], [ %1, %201 ]
    #dbg_value(i32 %207, !275, !DIExpression(), !360)
    #dbg_value(ptr %208, !272, !DIExpression(), !360)
  %209 = sext i32 %207 to i64, !dbg !366
  %210 = sext i8 %206 to i64, !dbg !367
  %211 = add nsw i64 %210, -48, !dbg !368
  %212 = getelementptr inbounds [10 x [10 x i32]], ptr @dm, i64 0, i64 %209, i64 %211, !dbg !366
  %213 = load i32, ptr %212, align 4, !dbg !366, !tbaa !369
    #dbg_value(i32 %213, !275, !DIExpression(), !360)
  %214 = getelementptr inbounds i8, ptr %208, i64 1, !dbg !371
    #dbg_value(ptr %214, !272, !DIExpression(), !360)
  %215 = load i8, ptr %214, align 1, !dbg !362, !tbaa !153
  %216 = icmp eq i8 %215, 0, !dbg !365
  br i1 %216, label %217, label %205, !dbg !365, !llvm.loop !372

217:                                              ; preds = %205
  %218 = icmp eq i32 %213, 0, !dbg !374
  %219 = zext i1 %218 to i32, !dbg !374
  br label %220, !dbg !374

220:                                              ; preds = %201, %217
  %221 = phi i32 [ 1, %201 ], [ %219, %217 ], !dbg !375
    #dbg_value(ptr %1, !259, !DIExpression(), !376)
    #dbg_value(i32 0, !262, !DIExpression(), !376)
    #dbg_value(i32 %164, !263, !DIExpression(), !376)
    #dbg_value(i32 0, !264, !DIExpression(), !378)
    #dbg_value(i32 0, !262, !DIExpression(), !376)
  br i1 %165, label %222, label %283, !dbg !379

222:                                              ; preds = %220
  %223 = and i64 %163, 2147483647, !dbg !379
  %224 = getelementptr i8, ptr %1, i64 %223
  %225 = and i64 %163, 1, !dbg !379
  %226 = icmp eq i64 %223, 1, !dbg !379
  br i1 %226, label %229, label %227, !dbg !379

227:                                              ; preds = %222
  %228 = sub nsw i64 %223, %225, !dbg !379
  br label %251, !dbg !379

229:                                              ; preds = %251, %222
  %230 = phi i32 [ poison, %222 ], [ %279, %251 ]
  %231 = phi i64 [ 0, %222 ], [ %280, %251 ]
  %232 = phi i32 [ 0, %222 ], [ %279, %251 ]
  %233 = icmp eq i64 %225, 0, !dbg !379
  br i1 %233, label %247, label %234, !dbg !379

234:                                              ; preds = %229
    #dbg_value(i64 %231, !264, !DIExpression(), !378)
    #dbg_value(i32 %232, !262, !DIExpression(), !376)
  %235 = sext i32 %232 to i64, !dbg !380
  %236 = and i64 %231, 7, !dbg !382
  %237 = xor i64 %231, -1, !dbg !383
  %238 = getelementptr i8, ptr %224, i64 %237, !dbg !384
  %239 = load i8, ptr %238, align 1, !dbg !384, !tbaa !153
  %240 = sext i8 %239 to i64, !dbg !384
  %241 = add nsw i64 %240, -48, !dbg !385
  %242 = getelementptr inbounds [8 x [10 x i32]], ptr @vp, i64 0, i64 %236, i64 %241, !dbg !386
  %243 = load i32, ptr %242, align 4, !dbg !386, !tbaa !369
  %244 = sext i32 %243 to i64, !dbg !380
  %245 = getelementptr inbounds [10 x [10 x i32]], ptr @vd, i64 0, i64 %235, i64 %244, !dbg !380
  %246 = load i32, ptr %245, align 4, !dbg !380, !tbaa !369
    #dbg_value(i32 %246, !262, !DIExpression(), !376)
    #dbg_value(i64 %231, !264, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !378)
  br label %247, !dbg !387

247:                                              ; preds = %229, %234
  %248 = phi i32 [ %230, %229 ], [ %246, %234 ], !dbg !380
  %249 = icmp eq i32 %248, 0, !dbg !387
  %250 = zext i1 %249 to i32, !dbg !387
  br label %283, !dbg !387

251:                                              ; preds = %251, %227
  %252 = phi i64 [ 0, %227 ], [ %280, %251 ]
  %253 = phi i32 [ 0, %227 ], [ %279, %251 ]
  %254 = phi i64 [ 0, %227 ], [ %281, %251 ]
    #dbg_value(i64 %252, !264, !DIExpression(), !378)
    #dbg_value(i32 %253, !262, !DIExpression(), !376)
  %255 = sext i32 %253 to i64, !dbg !380
  %256 = and i64 %252, 6, !dbg !382
  %257 = xor i64 %252, -1, !dbg !383
  %258 = getelementptr i8, ptr %224, i64 %257, !dbg !384
  %259 = load i8, ptr %258, align 1, !dbg !384, !tbaa !153
  %260 = sext i8 %259 to i64, !dbg !384
  %261 = add nsw i64 %260, -48, !dbg !385
  %262 = getelementptr inbounds [8 x [10 x i32]], ptr @vp, i64 0, i64 %256, i64 %261, !dbg !386
  %263 = load i32, ptr %262, align 4, !dbg !386, !tbaa !369
  %264 = sext i32 %263 to i64, !dbg !380
  %265 = getelementptr inbounds [10 x [10 x i32]], ptr @vd, i64 0, i64 %255, i64 %264, !dbg !380
  %266 = load i32, ptr %265, align 4, !dbg !380, !tbaa !369
    #dbg_value(i32 %266, !262, !DIExpression(), !376)
    #dbg_value(i64 %252, !264, !DIExpression(DW_OP_constu, 1, DW_OP_or, DW_OP_stack_value), !378)
  %267 = sext i32 %266 to i64, !dbg !380
  %268 = and i64 %252, 6, !dbg !382
  %269 = or disjoint i64 %268, 1, !dbg !382
  %270 = xor i64 %252, -2, !dbg !383
  %271 = getelementptr i8, ptr %224, i64 %270, !dbg !384
  %272 = load i8, ptr %271, align 1, !dbg !384, !tbaa !153
  %273 = sext i8 %272 to i64, !dbg !384
  %274 = add nsw i64 %273, -48, !dbg !385
  %275 = getelementptr inbounds [8 x [10 x i32]], ptr @vp, i64 0, i64 %269, i64 %274, !dbg !386
  %276 = load i32, ptr %275, align 4, !dbg !386, !tbaa !369
  %277 = sext i32 %276 to i64, !dbg !380
  %278 = getelementptr inbounds [10 x [10 x i32]], ptr @vd, i64 0, i64 %267, i64 %277, !dbg !380
  %279 = load i32, ptr %278, align 4, !dbg !380, !tbaa !369
    #dbg_value(i32 %279, !262, !DIExpression(), !376)
  %280 = add nuw nsw i64 %252, 2, !dbg !388
    #dbg_value(i64 %280, !264, !DIExpression(), !378)
  %281 = add i64 %254, 2, !dbg !379
  %282 = icmp eq i64 %281, %228, !dbg !379
  br i1 %282, label %229, label %251, !dbg !379, !llvm.loop !389

283:                                              ; preds = %220, %247
  %284 = phi i32 [ 1, %220 ], [ %250, %247 ], !dbg !391
  %285 = add nuw nsw i32 %202, %161, !dbg !392
  %286 = add nuw nsw i32 %285, %221, !dbg !393
  %287 = add nuw nsw i32 %286, %284, !dbg !394
    #dbg_value(i32 %287, !125, !DIExpression(), !132)
  %288 = add nuw nsw i32 %160, 1, !dbg !395
    #dbg_value(i32 %288, !129, !DIExpression(), !282)
  %289 = icmp eq i32 %288, 10000, !dbg !396
  br i1 %289, label %156, label %159, !dbg !283, !llvm.loop !397
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare !dbg !399 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind memory(read, inaccessiblemem: none) uwtable
define internal fastcc range(i32 0, 2) i32 @iban(ptr nocapture noundef readonly %0) unnamed_addr #3 !dbg !404 {
  %2 = alloca [80 x i8], align 16, !DIAssignID !430
    #dbg_assign(i1 undef, !407, !DIExpression(), !430, ptr %2, !DIExpression(), !431)
    #dbg_value(ptr %0, !406, !DIExpression(), !431)
  call void @llvm.lifetime.start.p0(i64 80, ptr nonnull %2) #6, !dbg !432
    #dbg_value(i32 0, !411, !DIExpression(), !431)
  %3 = tail call i64 @strlen(ptr noundef nonnull dereferenceable(1) %0) #7, !dbg !433
    #dbg_value(i64 %3, !412, !DIExpression(), !431)
    #dbg_value(i64 4, !416, !DIExpression(), !434)
    #dbg_value(i32 0, !411, !DIExpression(), !431)
  %4 = icmp ugt i64 %3, 4, !dbg !435
  br i1 %4, label %5, label %11, !dbg !437

5:                                                ; preds = %1
  %6 = and i64 %3, 1, !dbg !437
  %7 = icmp eq i64 %3, 5, !dbg !437
  br i1 %7, label %13, label %8, !dbg !437

8:                                                ; preds = %5
  %9 = and i64 %3, -2, !dbg !437
  %10 = add i64 %9, -6
  br label %33, !dbg !437

11:                                               ; preds = %1
    #dbg_value(i32 0, !411, !DIExpression(), !431)
    #dbg_value(i32 0, !418, !DIExpression(), !438)
  %12 = load i32, ptr %0, align 1, !dbg !439, !tbaa !153
  store i32 %12, ptr %2, align 16, !dbg !439, !tbaa !153
    #dbg_value(i64 poison, !411, !DIExpression(), !431)
    #dbg_value(i64 undef, !418, !DIExpression(), !438)
    #dbg_value(i32 0, !421, !DIExpression(), !441)
    #dbg_value(i32 0, !420, !DIExpression(), !431)
  br label %59, !dbg !442

13:                                               ; preds = %54, %5
  %14 = phi i32 [ poison, %5 ], [ %55, %54 ]
  %15 = phi i32 [ 0, %5 ], [ %55, %54 ]
  %16 = phi i64 [ 4, %5 ], [ %56, %54 ]
  %17 = icmp eq i64 %6, 0, !dbg !443
  br i1 %17, label %26, label %18, !dbg !443

18:                                               ; preds = %13
    #dbg_value(i32 %15, !411, !DIExpression(), !431)
    #dbg_value(i64 %16, !416, !DIExpression(), !434)
  %19 = getelementptr inbounds i8, ptr %0, i64 %16, !dbg !444
  %20 = load i8, ptr %19, align 1, !dbg !444, !tbaa !153
  %21 = icmp eq i8 %20, 32, !dbg !446
  br i1 %21, label %26, label %22, !dbg !443

22:                                               ; preds = %18
  %23 = add nsw i32 %15, 1, !dbg !447
    #dbg_value(i32 %23, !411, !DIExpression(), !431)
  %24 = sext i32 %15 to i64, !dbg !448
  %25 = getelementptr inbounds [80 x i8], ptr %2, i64 0, i64 %24, !dbg !448
  store i8 %20, ptr %25, align 1, !dbg !449, !tbaa !153
  br label %26, !dbg !448

26:                                               ; preds = %18, %22, %13
  %27 = phi i32 [ %14, %13 ], [ %23, %22 ], [ %15, %18 ], !dbg !450
    #dbg_value(i32 %27, !411, !DIExpression(), !431)
    #dbg_value(i32 0, !418, !DIExpression(), !438)
  %28 = sext i32 %27 to i64, !dbg !451
  %29 = getelementptr i8, ptr %2, i64 %28, !dbg !451
  %30 = load i32, ptr %0, align 1, !dbg !439, !tbaa !153
  store i32 %30, ptr %29, align 1, !dbg !439, !tbaa !153
    #dbg_value(i64 poison, !411, !DIExpression(), !431)
    #dbg_value(i64 undef, !418, !DIExpression(), !438)
  %31 = add i32 %27, 3, !dbg !451
    #dbg_value(i32 0, !421, !DIExpression(), !441)
    #dbg_value(i32 0, !420, !DIExpression(), !431)
  %32 = icmp sgt i32 %31, -1, !dbg !452
  br i1 %32, label %59, label %68, !dbg !442

33:                                               ; preds = %54, %8
  %34 = phi i32 [ 0, %8 ], [ %55, %54 ]
  %35 = phi i64 [ 4, %8 ], [ %56, %54 ]
  %36 = phi i64 [ 0, %8 ], [ %57, %54 ]
    #dbg_value(i32 %34, !411, !DIExpression(), !431)
    #dbg_value(i64 %35, !416, !DIExpression(), !434)
  %37 = getelementptr inbounds i8, ptr %0, i64 %35, !dbg !444
  %38 = load i8, ptr %37, align 1, !dbg !444, !tbaa !153
  %39 = icmp eq i8 %38, 32, !dbg !446
  br i1 %39, label %44, label %40, !dbg !443

40:                                               ; preds = %33
  %41 = add nsw i32 %34, 1, !dbg !447
    #dbg_value(i32 %41, !411, !DIExpression(), !431)
  %42 = sext i32 %34 to i64, !dbg !448
  %43 = getelementptr inbounds [80 x i8], ptr %2, i64 0, i64 %42, !dbg !448
  store i8 %38, ptr %43, align 1, !dbg !449, !tbaa !153
  br label %44, !dbg !448

44:                                               ; preds = %33, %40
  %45 = phi i32 [ %41, %40 ], [ %34, %33 ], !dbg !450
    #dbg_value(i32 %45, !411, !DIExpression(), !431)
  %46 = or disjoint i64 %35, 1, !dbg !453
    #dbg_value(i64 %46, !416, !DIExpression(), !434)
  %47 = getelementptr inbounds i8, ptr %0, i64 %46, !dbg !444
  %48 = load i8, ptr %47, align 1, !dbg !444, !tbaa !153
  %49 = icmp eq i8 %48, 32, !dbg !446
  br i1 %49, label %54, label %50, !dbg !443

50:                                               ; preds = %44
  %51 = add nsw i32 %45, 1, !dbg !447
    #dbg_value(i32 %51, !411, !DIExpression(), !431)
  %52 = sext i32 %45 to i64, !dbg !448
  %53 = getelementptr inbounds [80 x i8], ptr %2, i64 0, i64 %52, !dbg !448
  store i8 %48, ptr %53, align 1, !dbg !449, !tbaa !153
  br label %54, !dbg !448

54:                                               ; preds = %50, %44
  %55 = phi i32 [ %51, %50 ], [ %45, %44 ], !dbg !450
    #dbg_value(i32 %55, !411, !DIExpression(), !431)
  %56 = add nuw i64 %35, 2, !dbg !453
    #dbg_value(i64 %56, !416, !DIExpression(), !434)
  %57 = add i64 %36, 2, !dbg !437
  %58 = icmp eq i64 %36, %10, !dbg !437
  br i1 %58, label %13, label %33, !dbg !437, !llvm.loop !454

59:                                               ; preds = %11, %26
  %60 = phi i32 [ 0, %11 ], [ %27, %26 ]
  %61 = tail call ptr @__ctype_b_loc() #8, !dbg !431
  %62 = load ptr, ptr %61, align 8, !tbaa !286
  %63 = add i32 %60, 4, !dbg !442
  %64 = zext i32 %63 to i64, !dbg !452
  br label %70, !dbg !442

65:                                               ; preds = %93
  %66 = icmp eq i32 %95, 1, !dbg !456
  %67 = zext i1 %66 to i32, !dbg !456
  br label %68, !dbg !456

68:                                               ; preds = %65, %26
  %69 = phi i32 [ 0, %26 ], [ %67, %65 ], !dbg !431
  call void @llvm.lifetime.end.p0(i64 80, ptr nonnull %2) #6, !dbg !457
  ret i32 %69, !dbg !458

70:                                               ; preds = %59, %93
  %71 = phi i64 [ 0, %59 ], [ %96, %93 ]
  %72 = phi i32 [ 0, %59 ], [ %95, %93 ]
    #dbg_value(i64 %71, !421, !DIExpression(), !441)
    #dbg_value(i32 %72, !420, !DIExpression(), !431)
  %73 = getelementptr inbounds [80 x i8], ptr %2, i64 0, i64 %71, !dbg !459
  %74 = load i8, ptr %73, align 1, !dbg !459, !tbaa !153
  %75 = zext i8 %74 to i64, !dbg !459
  %76 = getelementptr inbounds i16, ptr %62, i64 %75, !dbg !459
  %77 = load i16, ptr %76, align 2, !dbg !459, !tbaa !310
  %78 = and i16 %77, 1024, !dbg !459
  %79 = icmp eq i16 %78, 0, !dbg !459
  br i1 %79, label %88, label %80, !dbg !460

80:                                               ; preds = %70
  %81 = tail call ptr @__ctype_toupper_loc() #8, !dbg !461
  %82 = load ptr, ptr %81, align 8, !dbg !461, !tbaa !286
  %83 = getelementptr inbounds i32, ptr %82, i64 %75, !dbg !461
  %84 = load i32, ptr %83, align 4, !dbg !461, !tbaa !369
    #dbg_value(i32 %84, !428, !DIExpression(), !463)
    #dbg_value(i32 poison, !423, !DIExpression(), !464)
  %85 = mul nsw i32 %72, 100, !dbg !465
  %86 = add nsw i32 %85, -55, !dbg !466
  %87 = add i32 %86, %84, !dbg !467
    #dbg_value(i32 %87, !420, !DIExpression(DW_OP_constu, 97, DW_OP_mod, DW_OP_stack_value), !431)
  br label %93, !dbg !468

88:                                               ; preds = %70
  %89 = mul nsw i32 %72, 10, !dbg !469
  %90 = sext i8 %74 to i32, !dbg !470
  %91 = add nsw i32 %89, -48, !dbg !471
  %92 = add nsw i32 %91, %90, !dbg !472
    #dbg_value(i32 %92, !420, !DIExpression(DW_OP_constu, 97, DW_OP_mod, DW_OP_stack_value), !431)
  br label %93

93:                                               ; preds = %80, %88
  %94 = phi i32 [ %87, %80 ], [ %92, %88 ]
  %95 = srem i32 %94, 97, !dbg !473
    #dbg_value(i32 %95, !420, !DIExpression(), !431)
  %96 = add nuw nsw i64 %71, 1, !dbg !474
    #dbg_value(i64 %96, !421, !DIExpression(), !441)
  %97 = icmp eq i64 %96, %64, !dbg !452
  br i1 %97, label %65, label %70, !dbg !442, !llvm.loop !475
}

; Function Attrs: nofree nounwind
declare !dbg !477 noundef i32 @snprintf(ptr noalias nocapture noundef writeonly, i64 noundef, ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read)
declare !dbg !482 i64 @strlen(ptr nocapture noundef) local_unnamed_addr #4

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
declare !dbg !486 ptr @__ctype_b_loc() local_unnamed_addr #5

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
declare !dbg !492 ptr @__ctype_toupper_loc() local_unnamed_addr #5

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nounwind memory(read, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nofree nounwind willreturn memory(argmem: read) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nofree nosync nounwind willreturn memory(none) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nounwind }
attributes #7 = { nounwind willreturn memory(read) }
attributes #8 = { nounwind willreturn memory(none) }

!llvm.dbg.cu = !{!63}
!llvm.module.flags = !{!105, !106, !107, !108, !109, !110, !111}
!llvm.ident = !{!112}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 19, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "programs/checksum_validators.c", directory: ".", checksumkind: CSK_MD5, checksum: "bb631578e21ce974bd1d0dd919d937bf")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 160, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 20)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 19, type: !3, isLocal: true, isDefinition: true)
!9 = !DIGlobalVariableExpression(var: !10, expr: !DIExpression())
!10 = distinct !DIGlobalVariable(scope: null, file: !2, line: 19, type: !11, isLocal: true, isDefinition: true)
!11 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 96, elements: !12)
!12 = !{!13}
!13 = !DISubrange(count: 12)
!14 = !DIGlobalVariableExpression(var: !15, expr: !DIExpression())
!15 = distinct !DIGlobalVariable(scope: null, file: !2, line: 19, type: !16, isLocal: true, isDefinition: true)
!16 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 16, elements: !17)
!17 = !{!18}
!18 = !DISubrange(count: 2)
!19 = !DIGlobalVariableExpression(var: !20, expr: !DIExpression())
!20 = distinct !DIGlobalVariable(scope: null, file: !2, line: 19, type: !21, isLocal: true, isDefinition: true)
!21 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 112, elements: !22)
!22 = !{!23}
!23 = !DISubrange(count: 14)
!24 = !DIGlobalVariableExpression(var: !25, expr: !DIExpression())
!25 = distinct !DIGlobalVariable(scope: null, file: !2, line: 20, type: !26, isLocal: true, isDefinition: true)
!26 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 216, elements: !27)
!27 = !{!28}
!28 = !DISubrange(count: 27)
!29 = !DIGlobalVariableExpression(var: !30, expr: !DIExpression())
!30 = distinct !DIGlobalVariable(scope: null, file: !2, line: 20, type: !21, isLocal: true, isDefinition: true)
!31 = !DIGlobalVariableExpression(var: !32, expr: !DIExpression())
!32 = distinct !DIGlobalVariable(scope: null, file: !2, line: 20, type: !21, isLocal: true, isDefinition: true)
!33 = !DIGlobalVariableExpression(var: !34, expr: !DIExpression())
!34 = distinct !DIGlobalVariable(scope: null, file: !2, line: 20, type: !35, isLocal: true, isDefinition: true)
!35 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 144, elements: !36)
!36 = !{!37}
!37 = !DISubrange(count: 18)
!38 = !DIGlobalVariableExpression(var: !39, expr: !DIExpression())
!39 = distinct !DIGlobalVariable(scope: null, file: !2, line: 20, type: !35, isLocal: true, isDefinition: true)
!40 = !DIGlobalVariableExpression(var: !41, expr: !DIExpression())
!41 = distinct !DIGlobalVariable(scope: null, file: !2, line: 21, type: !11, isLocal: true, isDefinition: true)
!42 = !DIGlobalVariableExpression(var: !43, expr: !DIExpression())
!43 = distinct !DIGlobalVariable(scope: null, file: !2, line: 21, type: !44, isLocal: true, isDefinition: true)
!44 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 224, elements: !45)
!45 = !{!46}
!46 = !DISubrange(count: 28)
!47 = !DIGlobalVariableExpression(var: !48, expr: !DIExpression())
!48 = distinct !DIGlobalVariable(scope: null, file: !2, line: 21, type: !44, isLocal: true, isDefinition: true)
!49 = !DIGlobalVariableExpression(var: !50, expr: !DIExpression())
!50 = distinct !DIGlobalVariable(scope: null, file: !2, line: 22, type: !26, isLocal: true, isDefinition: true)
!51 = !DIGlobalVariableExpression(var: !52, expr: !DIExpression())
!52 = distinct !DIGlobalVariable(scope: null, file: !2, line: 23, type: !53, isLocal: true, isDefinition: true)
!53 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 40, elements: !54)
!54 = !{!55}
!55 = !DISubrange(count: 5)
!56 = !DIGlobalVariableExpression(var: !57, expr: !DIExpression())
!57 = distinct !DIGlobalVariable(scope: null, file: !2, line: 23, type: !58, isLocal: true, isDefinition: true)
!58 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 192, elements: !59)
!59 = !{!60}
!60 = !DISubrange(count: 24)
!61 = !DIGlobalVariableExpression(var: !62, expr: !DIExpression())
!62 = distinct !DIGlobalVariable(name: "vd", scope: !63, file: !2, line: 12, type: !103, isLocal: true, isDefinition: true)
!63 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, enums: !64, retainedTypes: !81, globals: !85, splitDebugInlining: false, nameTableKind: None)
!64 = !{!65}
!65 = !DICompositeType(tag: DW_TAG_enumeration_type, file: !66, line: 46, baseType: !67, size: 32, elements: !68)
!66 = !DIFile(filename: "/usr/include/ctype.h", directory: "", checksumkind: CSK_MD5, checksum: "3ab3dd7fdf2578005732722ee2393e59")
!67 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!68 = !{!69, !70, !71, !72, !73, !74, !75, !76, !77, !78, !79, !80}
!69 = !DIEnumerator(name: "_ISupper", value: 256)
!70 = !DIEnumerator(name: "_ISlower", value: 512)
!71 = !DIEnumerator(name: "_ISalpha", value: 1024)
!72 = !DIEnumerator(name: "_ISdigit", value: 2048)
!73 = !DIEnumerator(name: "_ISxdigit", value: 4096)
!74 = !DIEnumerator(name: "_ISspace", value: 8192)
!75 = !DIEnumerator(name: "_ISprint", value: 16384)
!76 = !DIEnumerator(name: "_ISgraph", value: 32768)
!77 = !DIEnumerator(name: "_ISblank", value: 1)
!78 = !DIEnumerator(name: "_IScntrl", value: 2)
!79 = !DIEnumerator(name: "_ISpunct", value: 4)
!80 = !DIEnumerator(name: "_ISalnum", value: 8)
!81 = !{!82, !83, !84}
!82 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!83 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!84 = !DIBasicType(name: "unsigned short", size: 16, encoding: DW_ATE_unsigned)
!85 = !{!0, !7, !9, !14, !19, !24, !29, !31, !33, !38, !40, !42, !47, !49, !86, !88, !90, !92, !51, !56, !61, !94, !101}
!86 = !DIGlobalVariableExpression(var: !87, expr: !DIExpression())
!87 = distinct !DIGlobalVariable(scope: null, file: !2, line: 22, type: !53, isLocal: true, isDefinition: true)
!88 = !DIGlobalVariableExpression(var: !89, expr: !DIExpression())
!89 = distinct !DIGlobalVariable(scope: null, file: !2, line: 22, type: !53, isLocal: true, isDefinition: true)
!90 = !DIGlobalVariableExpression(var: !91, expr: !DIExpression())
!91 = distinct !DIGlobalVariable(scope: null, file: !2, line: 22, type: !53, isLocal: true, isDefinition: true)
!92 = !DIGlobalVariableExpression(var: !93, expr: !DIExpression())
!93 = distinct !DIGlobalVariable(scope: null, file: !2, line: 22, type: !53, isLocal: true, isDefinition: true)
!94 = !DIGlobalVariableExpression(var: !95, expr: !DIExpression())
!95 = distinct !DIGlobalVariable(name: "vp", scope: !63, file: !2, line: 13, type: !96, isLocal: true, isDefinition: true)
!96 = !DICompositeType(tag: DW_TAG_array_type, baseType: !97, size: 2560, elements: !98)
!97 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !82)
!98 = !{!99, !100}
!99 = !DISubrange(count: 8)
!100 = !DISubrange(count: 10)
!101 = !DIGlobalVariableExpression(var: !102, expr: !DIExpression())
!102 = distinct !DIGlobalVariable(name: "dm", scope: !63, file: !2, line: 15, type: !103, isLocal: true, isDefinition: true)
!103 = !DICompositeType(tag: DW_TAG_array_type, baseType: !97, size: 3200, elements: !104)
!104 = !{!100, !100}
!105 = !{i32 7, !"Dwarf Version", i32 5}
!106 = !{i32 2, !"Debug Info Version", i32 3}
!107 = !{i32 1, !"wchar_size", i32 4}
!108 = !{i32 8, !"PIC Level", i32 2}
!109 = !{i32 7, !"PIE Level", i32 2}
!110 = !{i32 7, !"uwtable", i32 2}
!111 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!112 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!113 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 18, type: !114, scopeLine: 18, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !63, retainedNodes: !116)
!114 = !DISubroutineType(types: !115)
!115 = !{!82}
!116 = !{!117, !123, !125, !126, !129}
!117 = !DILocalVariable(name: "cards", scope: !113, file: !2, line: 19, type: !118)
!118 = !DICompositeType(tag: DW_TAG_array_type, baseType: !119, size: 256, elements: !121)
!119 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !120, size: 64)
!120 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!121 = !{!122}
!122 = !DISubrange(count: 4)
!123 = !DILocalVariable(name: "i", scope: !124, file: !2, line: 19, type: !82)
!124 = distinct !DILexicalBlock(scope: !113, file: !2, line: 19, column: 97)
!125 = !DILocalVariable(name: "valid", scope: !113, file: !2, line: 23, type: !82)
!126 = !DILocalVariable(name: "num", scope: !113, file: !2, line: 23, type: !127)
!127 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 64, elements: !128)
!128 = !{!99}
!129 = !DILocalVariable(name: "i", scope: !130, file: !2, line: 23, type: !82)
!130 = distinct !DILexicalBlock(scope: !113, file: !2, line: 23, column: 33)
!131 = distinct !DIAssignID()
!132 = !DILocation(line: 0, scope: !113)
!133 = distinct !DIAssignID()
!134 = distinct !DIAssignID()
!135 = !DILocation(line: 0, scope: !124)
!136 = !DILocation(line: 19, column: 97, scope: !124)
!137 = !DILocation(line: 8, column: 40, scope: !138, inlinedAt: !149)
!138 = distinct !DISubprogram(name: "isbn10", scope: !2, file: !2, line: 8, type: !139, scopeLine: 8, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !63, retainedNodes: !141)
!139 = !DISubroutineType(types: !140)
!140 = !{!82, !119}
!141 = !{!142, !143, !144, !145}
!142 = !DILocalVariable(name: "s", arg: 1, scope: !138, file: !2, line: 8, type: !119)
!143 = !DILocalVariable(name: "sum", scope: !138, file: !2, line: 8, type: !82)
!144 = !DILocalVariable(name: "k", scope: !138, file: !2, line: 8, type: !82)
!145 = !DILocalVariable(name: "d", scope: !146, file: !2, line: 8, type: !82)
!146 = distinct !DILexicalBlock(scope: !147, file: !2, line: 8, column: 73)
!147 = distinct !DILexicalBlock(scope: !148, file: !2, line: 8, column: 57)
!148 = distinct !DILexicalBlock(scope: !138, file: !2, line: 8, column: 57)
!149 = distinct !DILocation(line: 20, column: 43, scope: !113)
!150 = !DILocation(line: 8, column: 49, scope: !138, inlinedAt: !149)
!151 = !DILocation(line: 0, scope: !138, inlinedAt: !149)
!152 = !DILocation(line: 8, column: 64, scope: !147, inlinedAt: !149)
!153 = !{!154, !154, i64 0}
!154 = !{!"omnipotent char", !155, i64 0}
!155 = !{!"Simple C/C++ TBAA"}
!156 = !DILocation(line: 8, column: 57, scope: !148, inlinedAt: !149)
!157 = !DILocation(line: 8, column: 79, scope: !158, inlinedAt: !149)
!158 = distinct !DILexicalBlock(scope: !146, file: !2, line: 8, column: 79)
!159 = !DILocation(line: 8, column: 130, scope: !146, inlinedAt: !149)
!160 = !DILocation(line: 8, column: 108, scope: !146, inlinedAt: !149)
!161 = !DILocation(line: 0, scope: !146, inlinedAt: !149)
!162 = !DILocation(line: 8, column: 149, scope: !146, inlinedAt: !149)
!163 = !DILocation(line: 8, column: 146, scope: !146, inlinedAt: !149)
!164 = !DILocation(line: 8, column: 141, scope: !146, inlinedAt: !149)
!165 = !DILocation(line: 8, column: 153, scope: !146, inlinedAt: !149)
!166 = !DILocation(line: 8, scope: !138, inlinedAt: !149)
!167 = !DILocation(line: 8, column: 69, scope: !147, inlinedAt: !149)
!168 = !DILocation(line: 8, column: 57, scope: !147, inlinedAt: !149)
!169 = distinct !{!169, !156, !170, !171}
!170 = !DILocation(line: 8, column: 153, scope: !148, inlinedAt: !149)
!171 = !{!"llvm.loop.mustprogress"}
!172 = !DILocation(line: 8, column: 164, scope: !138, inlinedAt: !149)
!173 = !DILocation(line: 8, column: 169, scope: !138, inlinedAt: !149)
!174 = !DILocation(line: 8, column: 176, scope: !138, inlinedAt: !149)
!175 = !DILocation(line: 8, column: 181, scope: !138, inlinedAt: !149)
!176 = !DILocation(line: 0, scope: !138, inlinedAt: !177)
!177 = distinct !DILocation(line: 20, column: 68, scope: !113)
!178 = !DILocation(line: 8, column: 57, scope: !138, inlinedAt: !177)
!179 = !DILocation(line: 8, column: 40, scope: !138, inlinedAt: !177)
!180 = !DILocation(line: 8, column: 49, scope: !138, inlinedAt: !177)
!181 = !DILocation(line: 8, column: 64, scope: !147, inlinedAt: !177)
!182 = !DILocation(line: 8, column: 57, scope: !148, inlinedAt: !177)
!183 = !DILocation(line: 8, column: 79, scope: !158, inlinedAt: !177)
!184 = !DILocation(line: 8, column: 130, scope: !146, inlinedAt: !177)
!185 = !DILocation(line: 8, column: 108, scope: !146, inlinedAt: !177)
!186 = !DILocation(line: 0, scope: !146, inlinedAt: !177)
!187 = !DILocation(line: 8, column: 149, scope: !146, inlinedAt: !177)
!188 = !DILocation(line: 8, column: 146, scope: !146, inlinedAt: !177)
!189 = !DILocation(line: 8, column: 141, scope: !146, inlinedAt: !177)
!190 = !DILocation(line: 8, column: 153, scope: !146, inlinedAt: !177)
!191 = !DILocation(line: 8, scope: !138, inlinedAt: !177)
!192 = !DILocation(line: 8, column: 69, scope: !147, inlinedAt: !177)
!193 = !DILocation(line: 8, column: 57, scope: !147, inlinedAt: !177)
!194 = distinct !{!194, !182, !195, !171}
!195 = !DILocation(line: 8, column: 153, scope: !148, inlinedAt: !177)
!196 = !DILocation(line: 8, column: 164, scope: !138, inlinedAt: !177)
!197 = !DILocation(line: 8, column: 169, scope: !138, inlinedAt: !177)
!198 = !DILocation(line: 8, column: 176, scope: !138, inlinedAt: !177)
!199 = !DILocation(line: 8, column: 181, scope: !138, inlinedAt: !177)
!200 = !DILocalVariable(name: "s", arg: 1, scope: !201, file: !2, line: 9, type: !119)
!201 = distinct !DISubprogram(name: "isbn13", scope: !2, file: !2, line: 9, type: !139, scopeLine: 9, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !63, retainedNodes: !202)
!202 = !{!200, !203, !204}
!203 = !DILocalVariable(name: "sum", scope: !201, file: !2, line: 9, type: !82)
!204 = !DILocalVariable(name: "i", scope: !201, file: !2, line: 9, type: !82)
!205 = !DILocation(line: 0, scope: !201, inlinedAt: !206)
!206 = distinct !DILocation(line: 20, column: 93, scope: !113)
!207 = !DILocation(line: 9, column: 56, scope: !201, inlinedAt: !206)
!208 = !DILocation(line: 9, column: 40, scope: !201, inlinedAt: !206)
!209 = !DILocation(line: 9, column: 49, scope: !201, inlinedAt: !206)
!210 = !DILocation(line: 9, column: 63, scope: !211, inlinedAt: !206)
!211 = distinct !DILexicalBlock(scope: !212, file: !2, line: 9, column: 56)
!212 = distinct !DILexicalBlock(scope: !201, file: !2, line: 9, column: 56)
!213 = !DILocation(line: 9, column: 56, scope: !212, inlinedAt: !206)
!214 = !DILocation(line: 9, column: 78, scope: !215, inlinedAt: !206)
!215 = distinct !DILexicalBlock(scope: !216, file: !2, line: 9, column: 78)
!216 = distinct !DILexicalBlock(scope: !211, file: !2, line: 9, column: 72)
!217 = !DILocation(line: 9, column: 110, scope: !216, inlinedAt: !206)
!218 = !DILocation(line: 9, column: 121, scope: !216, inlinedAt: !206)
!219 = !DILocation(line: 9, column: 120, scope: !216, inlinedAt: !206)
!220 = !DILocation(line: 9, column: 117, scope: !216, inlinedAt: !206)
!221 = !DILocation(line: 9, column: 103, scope: !216, inlinedAt: !206)
!222 = !DILocation(line: 9, column: 138, scope: !216, inlinedAt: !206)
!223 = !DILocation(line: 9, scope: !201, inlinedAt: !206)
!224 = !DILocation(line: 9, column: 68, scope: !211, inlinedAt: !206)
!225 = !DILocation(line: 9, column: 56, scope: !211, inlinedAt: !206)
!226 = distinct !{!226, !213, !227, !171}
!227 = !DILocation(line: 9, column: 138, scope: !212, inlinedAt: !206)
!228 = !DILocation(line: 9, column: 149, scope: !201, inlinedAt: !206)
!229 = !DILocation(line: 9, column: 155, scope: !201, inlinedAt: !206)
!230 = !DILocation(line: 9, column: 162, scope: !201, inlinedAt: !206)
!231 = !DILocation(line: 9, column: 167, scope: !201, inlinedAt: !206)
!232 = !DILocation(line: 0, scope: !201, inlinedAt: !233)
!233 = distinct !DILocation(line: 20, column: 122, scope: !113)
!234 = !DILocation(line: 9, column: 56, scope: !201, inlinedAt: !233)
!235 = !DILocation(line: 9, column: 40, scope: !201, inlinedAt: !233)
!236 = !DILocation(line: 9, column: 49, scope: !201, inlinedAt: !233)
!237 = !DILocation(line: 9, column: 63, scope: !211, inlinedAt: !233)
!238 = !DILocation(line: 9, column: 56, scope: !212, inlinedAt: !233)
!239 = !DILocation(line: 9, column: 78, scope: !215, inlinedAt: !233)
!240 = !DILocation(line: 9, column: 110, scope: !216, inlinedAt: !233)
!241 = !DILocation(line: 9, column: 121, scope: !216, inlinedAt: !233)
!242 = !DILocation(line: 9, column: 120, scope: !216, inlinedAt: !233)
!243 = !DILocation(line: 9, column: 117, scope: !216, inlinedAt: !233)
!244 = !DILocation(line: 9, column: 103, scope: !216, inlinedAt: !233)
!245 = !DILocation(line: 9, column: 138, scope: !216, inlinedAt: !233)
!246 = !DILocation(line: 9, scope: !201, inlinedAt: !233)
!247 = !DILocation(line: 9, column: 68, scope: !211, inlinedAt: !233)
!248 = !DILocation(line: 9, column: 56, scope: !211, inlinedAt: !233)
!249 = distinct !{!249, !238, !250, !171}
!250 = !DILocation(line: 9, column: 138, scope: !212, inlinedAt: !233)
!251 = !DILocation(line: 9, column: 149, scope: !201, inlinedAt: !233)
!252 = !DILocation(line: 9, column: 155, scope: !201, inlinedAt: !233)
!253 = !DILocation(line: 9, column: 162, scope: !201, inlinedAt: !233)
!254 = !DILocation(line: 9, column: 167, scope: !201, inlinedAt: !233)
!255 = !DILocation(line: 20, column: 5, scope: !113)
!256 = !DILocation(line: 21, column: 28, scope: !113)
!257 = !DILocation(line: 21, column: 65, scope: !113)
!258 = !DILocation(line: 21, column: 5, scope: !113)
!259 = !DILocalVariable(name: "s", arg: 1, scope: !260, file: !2, line: 14, type: !119)
!260 = distinct !DISubprogram(name: "verhoeff", scope: !2, file: !2, line: 14, type: !139, scopeLine: 14, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !63, retainedNodes: !261)
!261 = !{!259, !262, !263, !264}
!262 = !DILocalVariable(name: "c", scope: !260, file: !2, line: 14, type: !82)
!263 = !DILocalVariable(name: "n", scope: !260, file: !2, line: 14, type: !82)
!264 = !DILocalVariable(name: "i", scope: !265, file: !2, line: 14, type: !82)
!265 = distinct !DILexicalBlock(scope: !260, file: !2, line: 14, column: 69)
!266 = !DILocation(line: 0, scope: !260, inlinedAt: !267)
!267 = distinct !DILocation(line: 22, column: 43, scope: !113)
!268 = !DILocation(line: 0, scope: !265, inlinedAt: !267)
!269 = !DILocation(line: 0, scope: !260, inlinedAt: !270)
!270 = distinct !DILocation(line: 22, column: 61, scope: !113)
!271 = !DILocation(line: 0, scope: !265, inlinedAt: !270)
!272 = !DILocalVariable(name: "s", arg: 1, scope: !273, file: !2, line: 16, type: !119)
!273 = distinct !DISubprogram(name: "damm", scope: !2, file: !2, line: 16, type: !139, scopeLine: 16, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !63, retainedNodes: !274)
!274 = !{!272, !275}
!275 = !DILocalVariable(name: "i", scope: !273, file: !2, line: 16, type: !82)
!276 = !DILocation(line: 0, scope: !273, inlinedAt: !277)
!277 = distinct !DILocation(line: 22, column: 79, scope: !113)
!278 = !DILocation(line: 0, scope: !273, inlinedAt: !279)
!279 = distinct !DILocation(line: 22, column: 93, scope: !113)
!280 = !DILocation(line: 22, column: 5, scope: !113)
!281 = !DILocation(line: 23, column: 20, scope: !113)
!282 = !DILocation(line: 0, scope: !130)
!283 = !DILocation(line: 23, column: 33, scope: !130)
!284 = !DILocation(line: 19, column: 150, scope: !285)
!285 = distinct !DILexicalBlock(scope: !124, file: !2, line: 19, column: 97)
!286 = !{!287, !287, i64 0}
!287 = !{!"any pointer", !154, i64 0}
!288 = !DILocalVariable(name: "s", arg: 1, scope: !289, file: !2, line: 7, type: !119)
!289 = distinct !DISubprogram(name: "luhn", scope: !2, file: !2, line: 7, type: !139, scopeLine: 7, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !63, retainedNodes: !290)
!290 = !{!288, !291, !292, !293, !295}
!291 = !DILocalVariable(name: "sum", scope: !289, file: !2, line: 7, type: !82)
!292 = !DILocalVariable(name: "alt", scope: !289, file: !2, line: 7, type: !82)
!293 = !DILocalVariable(name: "i", scope: !294, file: !2, line: 7, type: !82)
!294 = distinct !DILexicalBlock(scope: !289, file: !2, line: 7, column: 56)
!295 = !DILocalVariable(name: "d", scope: !296, file: !2, line: 7, type: !82)
!296 = distinct !DILexicalBlock(scope: !297, file: !2, line: 7, column: 102)
!297 = distinct !DILexicalBlock(scope: !294, file: !2, line: 7, column: 56)
!298 = !DILocation(line: 0, scope: !289, inlinedAt: !299)
!299 = distinct !DILocation(line: 19, column: 160, scope: !285)
!300 = !DILocation(line: 7, column: 74, scope: !294, inlinedAt: !299)
!301 = !DILocation(line: 7, column: 69, scope: !294, inlinedAt: !299)
!302 = !DILocation(line: 0, scope: !294, inlinedAt: !299)
!303 = !DILocation(line: 7, column: 91, scope: !297, inlinedAt: !299)
!304 = !DILocation(line: 7, column: 56, scope: !294, inlinedAt: !299)
!305 = !DILocation(line: 7, column: 244, scope: !289, inlinedAt: !299)
!306 = !DILocation(line: 7, column: 249, scope: !289, inlinedAt: !299)
!307 = !DILocation(line: 7, scope: !294, inlinedAt: !299)
!308 = !DILocation(line: 7, column: 109, scope: !309, inlinedAt: !299)
!309 = distinct !DILexicalBlock(scope: !296, file: !2, line: 7, column: 108)
!310 = !{!311, !311, i64 0}
!311 = !{!"short", !154, i64 0}
!312 = !DILocation(line: 7, column: 108, scope: !296, inlinedAt: !299)
!313 = !DILocation(line: 7, column: 157, scope: !296, inlinedAt: !299)
!314 = !DILocation(line: 7, column: 162, scope: !296, inlinedAt: !299)
!315 = !DILocation(line: 0, scope: !296, inlinedAt: !299)
!316 = !DILocation(line: 7, column: 173, scope: !317, inlinedAt: !299)
!317 = distinct !DILexicalBlock(scope: !296, file: !2, line: 7, column: 173)
!318 = !DILocation(line: 7, column: 173, scope: !296, inlinedAt: !299)
!319 = !DILocation(line: 7, column: 213, scope: !296, inlinedAt: !299)
!320 = !DILocation(line: 7, column: 225, scope: !296, inlinedAt: !299)
!321 = !DILocation(line: 7, column: 231, scope: !296, inlinedAt: !299)
!322 = !DILocation(line: 7, scope: !289, inlinedAt: !299)
!323 = distinct !{!323, !304, !324, !171}
!324 = !DILocation(line: 7, column: 231, scope: !294, inlinedAt: !299)
!325 = !DILocation(line: 19, column: 125, scope: !285)
!326 = !DILocation(line: 19, column: 121, scope: !285)
!327 = !DILocation(line: 19, column: 115, scope: !285)
!328 = distinct !{!328, !136, !329, !171}
!329 = !DILocation(line: 19, column: 174, scope: !124)
!330 = !DILocation(line: 23, column: 155, scope: !113)
!331 = !DILocation(line: 24, column: 18, scope: !113)
!332 = !DILocation(line: 25, column: 1, scope: !113)
!333 = !DILocation(line: 24, column: 5, scope: !113)
!334 = !DILocation(line: 23, column: 67, scope: !335)
!335 = distinct !DILexicalBlock(scope: !336, file: !2, line: 23, column: 65)
!336 = distinct !DILexicalBlock(scope: !130, file: !2, line: 23, column: 33)
!337 = !DILocation(line: 0, scope: !289, inlinedAt: !338)
!338 = distinct !DILocation(line: 23, column: 114, scope: !335)
!339 = !DILocation(line: 7, column: 74, scope: !294, inlinedAt: !338)
!340 = !DILocation(line: 7, column: 69, scope: !294, inlinedAt: !338)
!341 = !DILocation(line: 0, scope: !294, inlinedAt: !338)
!342 = !DILocation(line: 7, column: 91, scope: !297, inlinedAt: !338)
!343 = !DILocation(line: 7, column: 56, scope: !294, inlinedAt: !338)
!344 = !DILocation(line: 7, column: 244, scope: !289, inlinedAt: !338)
!345 = !DILocation(line: 7, column: 249, scope: !289, inlinedAt: !338)
!346 = !DILocation(line: 7, scope: !294, inlinedAt: !338)
!347 = !DILocation(line: 7, column: 109, scope: !309, inlinedAt: !338)
!348 = !DILocation(line: 7, column: 108, scope: !296, inlinedAt: !338)
!349 = !DILocation(line: 7, column: 157, scope: !296, inlinedAt: !338)
!350 = !DILocation(line: 7, column: 162, scope: !296, inlinedAt: !338)
!351 = !DILocation(line: 0, scope: !296, inlinedAt: !338)
!352 = !DILocation(line: 7, column: 173, scope: !317, inlinedAt: !338)
!353 = !DILocation(line: 7, column: 173, scope: !296, inlinedAt: !338)
!354 = !DILocation(line: 7, column: 213, scope: !296, inlinedAt: !338)
!355 = !DILocation(line: 7, column: 225, scope: !296, inlinedAt: !338)
!356 = !DILocation(line: 7, column: 231, scope: !296, inlinedAt: !338)
!357 = !DILocation(line: 7, scope: !289, inlinedAt: !338)
!358 = distinct !{!358, !343, !359, !171}
!359 = !DILocation(line: 7, column: 231, scope: !294, inlinedAt: !338)
!360 = !DILocation(line: 0, scope: !273, inlinedAt: !361)
!361 = distinct !DILocation(line: 23, column: 126, scope: !335)
!362 = !DILocation(line: 16, column: 52, scope: !363, inlinedAt: !361)
!363 = distinct !DILexicalBlock(scope: !364, file: !2, line: 16, column: 45)
!364 = distinct !DILexicalBlock(scope: !273, file: !2, line: 16, column: 45)
!365 = !DILocation(line: 16, column: 45, scope: !364, inlinedAt: !361)
!366 = !DILocation(line: 16, column: 65, scope: !363, inlinedAt: !361)
!367 = !DILocation(line: 16, column: 71, scope: !363, inlinedAt: !361)
!368 = !DILocation(line: 16, column: 74, scope: !363, inlinedAt: !361)
!369 = !{!370, !370, i64 0}
!370 = !{!"int", !154, i64 0}
!371 = !DILocation(line: 16, column: 57, scope: !363, inlinedAt: !361)
!372 = distinct !{!372, !365, !373, !171}
!373 = !DILocation(line: 16, column: 79, scope: !364, inlinedAt: !361)
!374 = !DILocation(line: 16, column: 91, scope: !273, inlinedAt: !361)
!375 = !DILocation(line: 16, scope: !273, inlinedAt: !361)
!376 = !DILocation(line: 0, scope: !260, inlinedAt: !377)
!377 = distinct !DILocation(line: 23, column: 138, scope: !335)
!378 = !DILocation(line: 0, scope: !265, inlinedAt: !377)
!379 = !DILocation(line: 14, column: 69, scope: !265, inlinedAt: !377)
!380 = !DILocation(line: 14, column: 101, scope: !381, inlinedAt: !377)
!381 = distinct !DILexicalBlock(scope: !265, file: !2, line: 14, column: 69)
!382 = !DILocation(line: 14, column: 112, scope: !381, inlinedAt: !377)
!383 = !DILocation(line: 14, column: 125, scope: !381, inlinedAt: !377)
!384 = !DILocation(line: 14, column: 117, scope: !381, inlinedAt: !377)
!385 = !DILocation(line: 14, column: 130, scope: !381, inlinedAt: !377)
!386 = !DILocation(line: 14, column: 107, scope: !381, inlinedAt: !377)
!387 = !DILocation(line: 14, column: 148, scope: !260, inlinedAt: !377)
!388 = !DILocation(line: 14, column: 93, scope: !381, inlinedAt: !377)
!389 = distinct !{!389, !379, !390, !171}
!390 = !DILocation(line: 14, column: 136, scope: !265, inlinedAt: !377)
!391 = !DILocation(line: 14, scope: !260, inlinedAt: !377)
!392 = !DILocation(line: 23, column: 124, scope: !335)
!393 = !DILocation(line: 23, column: 136, scope: !335)
!394 = !DILocation(line: 23, column: 111, scope: !335)
!395 = !DILocation(line: 23, column: 61, scope: !336)
!396 = !DILocation(line: 23, column: 51, scope: !336)
!397 = distinct !{!397, !283, !398, !171}
!398 = !DILocation(line: 23, column: 153, scope: !130)
!399 = !DISubprogram(name: "printf", scope: !400, file: !400, line: 356, type: !401, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!400 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!401 = !DISubroutineType(types: !402)
!402 = !{!82, !403, null}
!403 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !119)
!404 = distinct !DISubprogram(name: "iban", scope: !2, file: !2, line: 10, type: !139, scopeLine: 10, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !63, retainedNodes: !405)
!405 = !{!406, !407, !411, !412, !416, !418, !420, !421, !423, !428}
!406 = !DILocalVariable(name: "s", arg: 1, scope: !404, file: !2, line: 10, type: !119)
!407 = !DILocalVariable(name: "buf", scope: !404, file: !2, line: 10, type: !408)
!408 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 640, elements: !409)
!409 = !{!410}
!410 = !DISubrange(count: 80)
!411 = !DILocalVariable(name: "n", scope: !404, file: !2, line: 10, type: !82)
!412 = !DILocalVariable(name: "len", scope: !404, file: !2, line: 10, type: !413)
!413 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !414, line: 18, baseType: !415)
!414 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stddef_size_t.h", directory: "", checksumkind: CSK_MD5, checksum: "2c44e821a2b1951cde2eb0fb2e656867")
!415 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!416 = !DILocalVariable(name: "i", scope: !417, file: !2, line: 10, type: !413)
!417 = distinct !DILexicalBlock(scope: !404, file: !2, line: 10, column: 83)
!418 = !DILocalVariable(name: "i", scope: !419, file: !2, line: 10, type: !82)
!419 = distinct !DILexicalBlock(scope: !404, file: !2, line: 10, column: 150)
!420 = !DILocalVariable(name: "rem", scope: !404, file: !2, line: 10, type: !82)
!421 = !DILocalVariable(name: "i", scope: !422, file: !2, line: 11, type: !82)
!422 = distinct !DILexicalBlock(scope: !404, file: !2, line: 11, column: 5)
!423 = !DILocalVariable(name: "v", scope: !424, file: !2, line: 11, type: !82)
!424 = distinct !DILexicalBlock(scope: !425, file: !2, line: 11, column: 71)
!425 = distinct !DILexicalBlock(scope: !426, file: !2, line: 11, column: 39)
!426 = distinct !DILexicalBlock(scope: !427, file: !2, line: 11, column: 33)
!427 = distinct !DILexicalBlock(scope: !422, file: !2, line: 11, column: 5)
!428 = !DILocalVariable(name: "__res", scope: !429, file: !2, line: 11, type: !82)
!429 = distinct !DILexicalBlock(scope: !424, file: !2, line: 11, column: 81)
!430 = distinct !DIAssignID()
!431 = !DILocation(line: 0, scope: !404)
!432 = !DILocation(line: 10, column: 34, scope: !404)
!433 = !DILocation(line: 10, column: 72, scope: !404)
!434 = !DILocation(line: 0, scope: !417)
!435 = !DILocation(line: 10, column: 104, scope: !436)
!436 = distinct !DILexicalBlock(scope: !417, file: !2, line: 10, column: 83)
!437 = !DILocation(line: 10, column: 83, scope: !417)
!438 = !DILocation(line: 0, scope: !419)
!439 = !DILocation(line: 10, column: 187, scope: !440)
!440 = distinct !DILexicalBlock(scope: !419, file: !2, line: 10, column: 150)
!441 = !DILocation(line: 0, scope: !422)
!442 = !DILocation(line: 11, column: 5, scope: !422)
!443 = !DILocation(line: 10, column: 120, scope: !436)
!444 = !DILocation(line: 10, column: 120, scope: !445)
!445 = distinct !DILexicalBlock(scope: !436, file: !2, line: 10, column: 120)
!446 = !DILocation(line: 10, column: 125, scope: !445)
!447 = !DILocation(line: 10, column: 138, scope: !445)
!448 = !DILocation(line: 10, column: 133, scope: !445)
!449 = !DILocation(line: 10, column: 142, scope: !445)
!450 = !DILocation(line: 10, scope: !404)
!451 = !DILocation(line: 10, column: 150, scope: !419)
!452 = !DILocation(line: 11, column: 23, scope: !427)
!453 = !DILocation(line: 10, column: 112, scope: !436)
!454 = distinct !{!454, !437, !455, !171}
!455 = !DILocation(line: 10, column: 147, scope: !417)
!456 = !DILocation(line: 11, column: 210, scope: !404)
!457 = !DILocation(line: 11, column: 216, scope: !404)
!458 = !DILocation(line: 11, column: 199, scope: !404)
!459 = !DILocation(line: 11, column: 39, scope: !425)
!460 = !DILocation(line: 11, column: 39, scope: !426)
!461 = !DILocation(line: 11, column: 81, scope: !462)
!462 = distinct !DILexicalBlock(scope: !429, file: !2, line: 11, column: 81)
!463 = !DILocation(line: 0, scope: !429)
!464 = !DILocation(line: 0, scope: !424)
!465 = !DILocation(line: 11, column: 135, scope: !424)
!466 = !DILocation(line: 11, column: 118, scope: !424)
!467 = !DILocation(line: 11, column: 141, scope: !424)
!468 = !DILocation(line: 11, column: 152, scope: !424)
!469 = !DILocation(line: 11, column: 170, scope: !425)
!470 = !DILocation(line: 11, column: 177, scope: !425)
!471 = !DILocation(line: 11, column: 175, scope: !425)
!472 = !DILocation(line: 11, column: 184, scope: !425)
!473 = !DILocation(line: 11, scope: !425)
!474 = !DILocation(line: 11, column: 29, scope: !427)
!475 = distinct !{!475, !442, !476, !171}
!476 = !DILocation(line: 11, column: 197, scope: !422)
!477 = !DISubprogram(name: "snprintf", scope: !400, file: !400, line: 378, type: !478, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!478 = !DISubroutineType(types: !479)
!479 = !{!82, !480, !413, !403, null}
!480 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !481)
!481 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!482 = !DISubprogram(name: "strlen", scope: !483, file: !483, line: 407, type: !484, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!483 = !DIFile(filename: "/usr/include/string.h", directory: "", checksumkind: CSK_MD5, checksum: "0ee11a08692643b86154f96759d0f7fa")
!484 = !DISubroutineType(types: !485)
!485 = !{!415, !119}
!486 = !DISubprogram(name: "__ctype_b_loc", scope: !66, file: !66, line: 79, type: !487, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!487 = !DISubroutineType(types: !488)
!488 = !{!489}
!489 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !490, size: 64)
!490 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !491, size: 64)
!491 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !84)
!492 = !DISubprogram(name: "__ctype_toupper_loc", scope: !66, file: !66, line: 83, type: !493, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!493 = !DISubroutineType(types: !494)
!494 = !{!495}
!495 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !496, size: 64)
!496 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !497, size: 64)
!497 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !498)
!498 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int32_t", file: !499, line: 41, baseType: !82)
!499 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
