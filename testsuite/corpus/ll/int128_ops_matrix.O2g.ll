; ModuleID = 'programs/int128_ops_matrix.c'
source_filename = "programs/int128_ops_matrix.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [4 x i8] c"add\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [4 x i8] c"sub\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [4 x i8] c"mul\00", align 1, !dbg !9
@.str.3 = private unnamed_addr constant [4 x i8] c"and\00", align 1, !dbg !11
@.str.4 = private unnamed_addr constant [3 x i8] c"or\00", align 1, !dbg !13
@.str.5 = private unnamed_addr constant [4 x i8] c"xor\00", align 1, !dbg !18
@.str.6 = private unnamed_addr constant [5 x i8] c"cmps\00", align 1, !dbg !20
@.str.7 = private unnamed_addr constant [5 x i8] c"cmpu\00", align 1, !dbg !25
@__const.main.names.rel = private unnamed_addr constant [8 x i32] [i32 trunc (i64 sub (i64 ptrtoint (ptr @.str to i64), i64 ptrtoint (ptr @__const.main.names.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.1 to i64), i64 ptrtoint (ptr @__const.main.names.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.2 to i64), i64 ptrtoint (ptr @__const.main.names.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.3 to i64), i64 ptrtoint (ptr @__const.main.names.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.4 to i64), i64 ptrtoint (ptr @__const.main.names.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.5 to i64), i64 ptrtoint (ptr @__const.main.names.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.6 to i64), i64 ptrtoint (ptr @__const.main.names.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.7 to i64), i64 ptrtoint (ptr @__const.main.names.rel to i64)) to i32)], align 4
@h = internal unnamed_addr global i64 0, align 8, !dbg !27
@vals = internal global [18 x i128] zeroinitializer, align 16, !dbg !103
@.str.8 = private unnamed_addr constant [14 x i8] c"%-5s %016llx\0A\00", align 1, !dbg !38
@.str.9 = private unnamed_addr constant [10 x i8] c"udiv bad \00", align 1, !dbg !43
@.str.10 = private unnamed_addr constant [4 x i8] c" / \00", align 1, !dbg !48
@.str.12 = private unnamed_addr constant [10 x i8] c"sdiv bad \00", align 1, !dbg !55
@.str.13 = private unnamed_addr constant [16 x i8] c"divrem %016llx\0A\00", align 1, !dbg !57
@.str.14 = private unnamed_addr constant [16 x i8] c"shifts %016llx\0A\00", align 1, !dbg !62
@.str.15 = private unnamed_addr constant [3 x i8] c"v=\00", align 1, !dbg !64
@.str.16 = private unnamed_addr constant [6 x i8] c" neg=\00", align 1, !dbg !66
@.str.17 = private unnamed_addr constant [6 x i8] c" /10=\00", align 1, !dbg !71
@.str.18 = private unnamed_addr constant [6 x i8] c" s/7=\00", align 1, !dbg !73
@.str.19 = private unnamed_addr constant [6 x i8] c" s%7=\00", align 1, !dbg !75
@.str.20 = private unnamed_addr constant [8 x i8] c" shl63=\00", align 1, !dbg !77
@.str.21 = private unnamed_addr constant [10 x i8] c" ashr127=\00", align 1, !dbg !82
@.str.22 = private unnamed_addr constant [9 x i8] c" lshr64=\00", align 1, !dbg !84
@.str.23 = private unnamed_addr constant [5 x i8] c"min=\00", align 1, !dbg !89
@.str.24 = private unnamed_addr constant [6 x i8] c" max=\00", align 1, !dbg !91
@.str.25 = private unnamed_addr constant [13 x i8] c" min<max=%d\0A\00", align 1, !dbg !93
@.str.26 = private unnamed_addr constant [22 x i8] c"total %016llx bad %d\0A\00", align 1, !dbg !98
@.str.27 = private unnamed_addr constant [17 x i8] c"%s%016llx%016llx\00", align 1, !dbg !109

; Function Attrs: nofree nounwind uwtable
define dso_local range(i32 0, 101) i32 @main() local_unnamed_addr #0 !dbg !122 {
    #dbg_assign(i1 undef, !129, !DIExpression(), !172, ptr poison, !DIExpression(), !173)
    #dbg_assign(i1 undef, !174, !DIExpression(), !182, ptr poison, !DIExpression(), !183)
    #dbg_assign(i1 undef, !174, !DIExpression(), !185, ptr poison, !DIExpression(), !183)
    #dbg_value(i32 0, !179, !DIExpression(), !186)
    #dbg_value(i64 0, !179, !DIExpression(), !186)
  store volatile i128 0, ptr @vals, align 16, !dbg !187, !tbaa !189
    #dbg_value(i64 1, !179, !DIExpression(), !186)
  store volatile i128 1, ptr getelementptr inbounds (i8, ptr @vals, i64 16), align 16, !dbg !187, !tbaa !189
    #dbg_value(i64 2, !179, !DIExpression(), !186)
  store volatile i128 2, ptr getelementptr inbounds (i8, ptr @vals, i64 32), align 16, !dbg !187, !tbaa !189
    #dbg_value(i64 3, !179, !DIExpression(), !186)
  store volatile i128 3, ptr getelementptr inbounds (i8, ptr @vals, i64 48), align 16, !dbg !187, !tbaa !189
    #dbg_value(i64 4, !179, !DIExpression(), !186)
  store volatile i128 10, ptr getelementptr inbounds (i8, ptr @vals, i64 64), align 16, !dbg !187, !tbaa !189
    #dbg_value(i64 5, !179, !DIExpression(), !186)
  store volatile i128 18446744073709551615, ptr getelementptr inbounds (i8, ptr @vals, i64 80), align 16, !dbg !187, !tbaa !189
    #dbg_value(i64 6, !179, !DIExpression(), !186)
  store volatile i128 18446744073709551616, ptr getelementptr inbounds (i8, ptr @vals, i64 96), align 16, !dbg !187, !tbaa !189
    #dbg_value(i64 7, !179, !DIExpression(), !186)
  store volatile i128 18446744073709551617, ptr getelementptr inbounds (i8, ptr @vals, i64 112), align 16, !dbg !187, !tbaa !189
    #dbg_value(i64 8, !179, !DIExpression(), !186)
  store volatile i128 170141183460469231731687303715884105727, ptr getelementptr inbounds (i8, ptr @vals, i64 128), align 16, !dbg !187, !tbaa !189
    #dbg_value(i64 9, !179, !DIExpression(), !186)
  store volatile i128 -170141183460469231731687303715884105728, ptr getelementptr inbounds (i8, ptr @vals, i64 144), align 16, !dbg !187, !tbaa !189
    #dbg_value(i64 10, !179, !DIExpression(), !186)
  store volatile i128 -170141183460469231731687303715884105727, ptr getelementptr inbounds (i8, ptr @vals, i64 160), align 16, !dbg !187, !tbaa !189
    #dbg_value(i64 11, !179, !DIExpression(), !186)
  store volatile i128 -1, ptr getelementptr inbounds (i8, ptr @vals, i64 176), align 16, !dbg !187, !tbaa !189
    #dbg_value(i64 12, !179, !DIExpression(), !186)
  store volatile i128 -2, ptr getelementptr inbounds (i8, ptr @vals, i64 192), align 16, !dbg !187, !tbaa !189
    #dbg_value(i64 13, !179, !DIExpression(), !186)
  store volatile i128 -10, ptr getelementptr inbounds (i8, ptr @vals, i64 208), align 16, !dbg !187, !tbaa !189
    #dbg_value(i64 14, !179, !DIExpression(), !186)
  store volatile i128 1512366075204170947332355369683137040, ptr getelementptr inbounds (i8, ptr @vals, i64 224), align 16, !dbg !187, !tbaa !189
    #dbg_value(i64 15, !179, !DIExpression(), !186)
  store volatile i128 -79228162514264337589248983041, ptr getelementptr inbounds (i8, ptr @vals, i64 240), align 16, !dbg !187, !tbaa !189
    #dbg_value(i64 16, !179, !DIExpression(), !186)
  store volatile i128 9223372036854775808, ptr getelementptr inbounds (i8, ptr @vals, i64 256), align 16, !dbg !187, !tbaa !189
    #dbg_value(i64 17, !179, !DIExpression(), !186)
  store volatile i128 -27670116110564327424, ptr getelementptr inbounds (i8, ptr @vals, i64 272), align 16, !dbg !187, !tbaa !189
    #dbg_value(i64 18, !179, !DIExpression(), !186)
    #dbg_value(i32 18, !126, !DIExpression(), !173)
    #dbg_value(i32 0, !127, !DIExpression(), !173)
    #dbg_value(i64 0, !128, !DIExpression(), !173)
    #dbg_assign(i1 undef, !129, !DIExpression(), !193, ptr poison, !DIExpression(), !173)
    #dbg_value(i32 0, !133, !DIExpression(), !194)
  br label %2, !dbg !195

1:                                                ; preds = %10
  store i64 1469598103934665603, ptr @h, align 8, !dbg !196, !tbaa !197
    #dbg_value(i32 0, !147, !DIExpression(), !199)
    #dbg_value(i32 0, !127, !DIExpression(), !173)
  br label %99, !dbg !200

2:                                                ; preds = %0, %10
  %3 = phi i64 [ 0, %0 ], [ %16, %10 ]
  %4 = phi i64 [ 0, %0 ], [ %15, %10 ]
    #dbg_value(i64 %4, !128, !DIExpression(), !173)
    #dbg_value(i64 %3, !133, !DIExpression(), !194)
    #dbg_value(i32 0, !135, !DIExpression(), !201)
    #dbg_value(i32 0, !135, !DIExpression(), !201)
  %5 = trunc nuw nsw i64 %3 to i32
  br label %6, !dbg !202

6:                                                ; preds = %2, %18
  %7 = phi i64 [ 0, %2 ], [ %19, %18 ]
  %8 = phi i64 [ 1469598103934665603, %2 ], [ %96, %18 ]
    #dbg_value(i64 %7, !135, !DIExpression(), !201)
  %9 = getelementptr inbounds [18 x i128], ptr @vals, i64 0, i64 %7
    #dbg_value(i32 0, !139, !DIExpression(), !203)
  br label %21, !dbg !204

10:                                               ; preds = %18
  store i64 %96, ptr @h, align 8, !tbaa !197
  %11 = shl i64 %3, 2, !dbg !205
  %12 = call ptr @llvm.load.relative.i64(ptr @__const.main.names.rel, i64 %11), !dbg !205
  %13 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef %12, i64 noundef %96), !dbg !206
  %14 = load i64, ptr @h, align 8, !dbg !207, !tbaa !197
  %15 = xor i64 %14, %4, !dbg !208
    #dbg_value(i64 %15, !128, !DIExpression(), !173)
  %16 = add nuw nsw i64 %3, 1, !dbg !209
    #dbg_value(i64 %16, !133, !DIExpression(), !194)
  %17 = icmp eq i64 %16, 8, !dbg !210
  br i1 %17, label %1, label %2, !dbg !195, !llvm.loop !211

18:                                               ; preds = %90
  %19 = add nuw nsw i64 %7, 1, !dbg !214
    #dbg_value(i64 %19, !135, !DIExpression(), !201)
  %20 = icmp eq i64 %19, 18, !dbg !215
  br i1 %20, label %10, label %6, !dbg !202, !llvm.loop !216

21:                                               ; preds = %6, %90
  %22 = phi i64 [ 0, %6 ], [ %97, %90 ]
  %23 = phi i64 [ %8, %6 ], [ %96, %90 ]
    #dbg_value(i64 %22, !139, !DIExpression(), !203)
  %24 = load volatile i128, ptr %9, align 16, !dbg !218, !tbaa !189
    #dbg_value(i128 %24, !142, !DIExpression(), !219)
  %25 = getelementptr inbounds [18 x i128], ptr @vals, i64 0, i64 %22, !dbg !220
  %26 = load volatile i128, ptr %25, align 16, !dbg !220, !tbaa !189
    #dbg_value(i128 %26, !145, !DIExpression(), !219)
    #dbg_value(i128 0, !146, !DIExpression(), !219)
  switch i32 %5, label %90 [
    i32 0, label %27
    i32 1, label %37
    i32 2, label %47
    i32 3, label %57
    i32 4, label %62
    i32 5, label %67
    i32 6, label %72
    i32 7, label %81
  ], !dbg !221

27:                                               ; preds = %21
  %28 = trunc i128 %24 to i64, !dbg !222
  %29 = lshr i128 %24, 64, !dbg !222
  %30 = trunc nuw i128 %29 to i64, !dbg !222
  %31 = trunc i128 %26 to i64, !dbg !222
  %32 = lshr i128 %26, 64, !dbg !222
  %33 = trunc nuw i128 %32 to i64, !dbg !222
  %34 = tail call fastcc { i64, i64 } @uadd(i64 noundef %28, i64 noundef %30, i64 noundef %31, i64 noundef %33), !dbg !222
  %35 = extractvalue { i64, i64 } %34, 0, !dbg !222
  %36 = extractvalue { i64, i64 } %34, 1, !dbg !222
    #dbg_value(!DIArgList(i128 poison, i64 poison), !146, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 128, DW_ATE_unsigned, DW_OP_or, DW_OP_stack_value), !219)
  br label %90, !dbg !224

37:                                               ; preds = %21
  %38 = trunc i128 %24 to i64, !dbg !225
  %39 = lshr i128 %24, 64, !dbg !225
  %40 = trunc nuw i128 %39 to i64, !dbg !225
  %41 = trunc i128 %26 to i64, !dbg !225
  %42 = lshr i128 %26, 64, !dbg !225
  %43 = trunc nuw i128 %42 to i64, !dbg !225
  %44 = tail call fastcc { i64, i64 } @usub(i64 noundef %38, i64 noundef %40, i64 noundef %41, i64 noundef %43), !dbg !225
  %45 = extractvalue { i64, i64 } %44, 0, !dbg !225
  %46 = extractvalue { i64, i64 } %44, 1, !dbg !225
    #dbg_value(!DIArgList(i128 poison, i64 poison), !146, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 128, DW_ATE_unsigned, DW_OP_or, DW_OP_stack_value), !219)
  br label %90, !dbg !226

47:                                               ; preds = %21
  %48 = trunc i128 %24 to i64, !dbg !227
  %49 = lshr i128 %24, 64, !dbg !227
  %50 = trunc nuw i128 %49 to i64, !dbg !227
  %51 = trunc i128 %26 to i64, !dbg !227
  %52 = lshr i128 %26, 64, !dbg !227
  %53 = trunc nuw i128 %52 to i64, !dbg !227
  %54 = tail call fastcc { i64, i64 } @umul(i64 noundef %48, i64 noundef %50, i64 noundef %51, i64 noundef %53), !dbg !227
  %55 = extractvalue { i64, i64 } %54, 0, !dbg !227
  %56 = extractvalue { i64, i64 } %54, 1, !dbg !227
    #dbg_value(!DIArgList(i128 poison, i64 poison), !146, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 128, DW_ATE_unsigned, DW_OP_or, DW_OP_stack_value), !219)
  br label %90, !dbg !228

57:                                               ; preds = %21
  %58 = and i128 %26, %24, !dbg !229
    #dbg_value(i128 %58, !146, !DIExpression(), !219)
  %59 = trunc i128 %58 to i64, !dbg !230
  %60 = lshr i128 %58, 64, !dbg !230
  %61 = trunc nuw i128 %60 to i64, !dbg !230
  br label %90, !dbg !230

62:                                               ; preds = %21
  %63 = or i128 %26, %24, !dbg !231
    #dbg_value(i128 %63, !146, !DIExpression(), !219)
  %64 = trunc i128 %63 to i64, !dbg !232
  %65 = lshr i128 %63, 64, !dbg !232
  %66 = trunc nuw i128 %65 to i64, !dbg !232
  br label %90, !dbg !232

67:                                               ; preds = %21
  %68 = xor i128 %26, %24, !dbg !233
    #dbg_value(i128 %68, !146, !DIExpression(), !219)
  %69 = trunc i128 %68 to i64, !dbg !234
  %70 = lshr i128 %68, 64, !dbg !234
  %71 = trunc nuw i128 %70 to i64, !dbg !234
  br label %90, !dbg !234

72:                                               ; preds = %21
  %73 = trunc i128 %24 to i64, !dbg !235
  %74 = lshr i128 %24, 64, !dbg !235
  %75 = trunc nuw i128 %74 to i64, !dbg !235
  %76 = trunc i128 %26 to i64, !dbg !235
  %77 = lshr i128 %26, 64, !dbg !235
  %78 = trunc nuw i128 %77 to i64, !dbg !235
  %79 = tail call fastcc i32 @cmps(i64 noundef %73, i64 noundef %75, i64 noundef %76, i64 noundef %78), !dbg !235
    #dbg_value(i32 undef, !146, !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 128, DW_ATE_unsigned, DW_OP_stack_value), !219)
  %80 = zext nneg i32 %79 to i64, !dbg !236
  br label %90, !dbg !236

81:                                               ; preds = %21
  %82 = trunc i128 %24 to i64, !dbg !237
  %83 = lshr i128 %24, 64, !dbg !237
  %84 = trunc nuw i128 %83 to i64, !dbg !237
  %85 = trunc i128 %26 to i64, !dbg !237
  %86 = lshr i128 %26, 64, !dbg !237
  %87 = trunc nuw i128 %86 to i64, !dbg !237
  %88 = tail call fastcc i32 @cmpu(i64 noundef %82, i64 noundef %84, i64 noundef %85, i64 noundef %87), !dbg !237
    #dbg_value(i32 undef, !146, !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 128, DW_ATE_unsigned, DW_OP_stack_value), !219)
  %89 = zext nneg i32 %88 to i64, !dbg !238
  br label %90, !dbg !238

90:                                               ; preds = %21, %81, %72, %67, %62, %57, %47, %37, %27
  %91 = phi i64 [ 0, %21 ], [ %89, %81 ], [ %80, %72 ], [ %69, %67 ], [ %64, %62 ], [ %59, %57 ], [ %55, %47 ], [ %45, %37 ], [ %35, %27 ]
  %92 = phi i64 [ 0, %21 ], [ 0, %81 ], [ 0, %72 ], [ %71, %67 ], [ %66, %62 ], [ %61, %57 ], [ %56, %47 ], [ %46, %37 ], [ %36, %27 ]
    #dbg_value(i128 poison, !146, !DIExpression(), !219)
    #dbg_value(!DIArgList(i128 poison, i64 poison), !239, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 128, DW_ATE_unsigned, DW_OP_or, DW_OP_stack_value), !244)
  %93 = xor i64 %23, %91, !dbg !246
  %94 = mul i64 %93, 1099511628211, !dbg !247
  %95 = xor i64 %94, %92, !dbg !248
  %96 = mul i64 %95, 1099511628211, !dbg !249
  %97 = add nuw nsw i64 %22, 1, !dbg !250
    #dbg_value(i64 %97, !139, !DIExpression(), !203)
  %98 = icmp eq i64 %97, 18, !dbg !251
  br i1 %98, label %18, label %21, !dbg !204, !llvm.loop !252

99:                                               ; preds = %1, %107
  %100 = phi i64 [ 0, %1 ], [ %108, %107 ]
  %101 = phi i32 [ 0, %1 ], [ %202, %107 ]
    #dbg_value(i32 %101, !127, !DIExpression(), !173)
    #dbg_value(i64 %100, !147, !DIExpression(), !199)
  %102 = getelementptr inbounds [18 x i128], ptr @vals, i64 0, i64 %100
    #dbg_value(i32 %101, !127, !DIExpression(), !173)
    #dbg_value(i32 0, !149, !DIExpression(), !254)
  br label %110, !dbg !255

103:                                              ; preds = %107
  %104 = load i64, ptr @h, align 8, !dbg !256, !tbaa !197
  %105 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i64 noundef %104), !dbg !257
  %106 = load i64, ptr @h, align 8, !dbg !258, !tbaa !197
    #dbg_value(!DIArgList(i64 %15, i64 %106), !128, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !173)
    #dbg_value(i32 0, !162, !DIExpression(), !259)
    #dbg_value(i32 0, !162, !DIExpression(), !259)
  br label %205, !dbg !260

107:                                              ; preds = %201
  %108 = add nuw nsw i64 %100, 1, !dbg !261
    #dbg_value(i32 %202, !127, !DIExpression(), !173)
    #dbg_value(i64 %108, !147, !DIExpression(), !199)
  %109 = icmp eq i64 %108, 18, !dbg !262
  br i1 %109, label %103, label %99, !dbg !200, !llvm.loop !263

110:                                              ; preds = %99, %201
  %111 = phi i64 [ 0, %99 ], [ %203, %201 ]
  %112 = phi i32 [ %101, %99 ], [ %202, %201 ]
    #dbg_value(i32 %112, !127, !DIExpression(), !173)
    #dbg_value(i64 %111, !149, !DIExpression(), !254)
  %113 = load volatile i128, ptr %102, align 16, !dbg !265, !tbaa !189
    #dbg_value(i128 %113, !152, !DIExpression(), !266)
  %114 = getelementptr inbounds [18 x i128], ptr @vals, i64 0, i64 %111, !dbg !267
  %115 = load volatile i128, ptr %114, align 16, !dbg !267, !tbaa !189
    #dbg_value(i128 %115, !155, !DIExpression(), !266)
  %116 = icmp eq i128 %115, 0, !dbg !268
  br i1 %116, label %201, label %117, !dbg !270

117:                                              ; preds = %110
  %118 = trunc i128 %113 to i64, !dbg !271
  %119 = lshr i128 %113, 64, !dbg !271
  %120 = trunc nuw i128 %119 to i64, !dbg !271
  %121 = trunc i128 %115 to i64, !dbg !271
  %122 = lshr i128 %115, 64, !dbg !271
  %123 = trunc nuw i128 %122 to i64, !dbg !271
  %124 = tail call fastcc { i64, i64 } @udiv(i64 noundef %118, i64 noundef %120, i64 noundef %121, i64 noundef %123), !dbg !271
  %125 = extractvalue { i64, i64 } %124, 0, !dbg !271
  %126 = extractvalue { i64, i64 } %124, 1, !dbg !271
  %127 = zext i64 %126 to i128, !dbg !272
  %128 = shl nuw i128 %127, 64, !dbg !272
  %129 = zext i64 %125 to i128, !dbg !272
  %130 = or disjoint i128 %128, %129, !dbg !272
    #dbg_value(!DIArgList(i128 %128, i128 %129), !156, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_or, DW_OP_stack_value), !266)
  %131 = tail call fastcc { i64, i64 } @urem(i64 noundef %118, i64 noundef %120, i64 noundef %121, i64 noundef %123), !dbg !273
  %132 = extractvalue { i64, i64 } %131, 0, !dbg !273
  %133 = extractvalue { i64, i64 } %131, 1, !dbg !273
  %134 = zext i64 %133 to i128, !dbg !274
  %135 = shl nuw i128 %134, 64, !dbg !274
  %136 = zext i64 %132 to i128, !dbg !274
  %137 = or disjoint i128 %135, %136, !dbg !274
    #dbg_value(!DIArgList(i128 %135, i128 %136), !157, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_or, DW_OP_stack_value), !266)
    #dbg_value(!DIArgList(i128 poison, i64 poison), !239, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 128, DW_ATE_unsigned, DW_OP_or, DW_OP_stack_value), !275)
  %138 = load i64, ptr @h, align 8, !dbg !277, !tbaa !197
  %139 = xor i64 %138, %125, !dbg !278
  %140 = mul i64 %139, 1099511628211, !dbg !279
  %141 = xor i64 %140, %126, !dbg !280
  %142 = mul i64 %141, 1099511628211, !dbg !281
    #dbg_value(!DIArgList(i128 poison, i64 poison), !239, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 128, DW_ATE_unsigned, DW_OP_or, DW_OP_stack_value), !282)
  %143 = xor i64 %142, %132, !dbg !284
  %144 = mul i64 %143, 1099511628211, !dbg !285
  %145 = xor i64 %144, %133, !dbg !286
  %146 = mul i64 %145, 1099511628211, !dbg !287
  store i64 %146, ptr @h, align 8, !dbg !288, !tbaa !197
  %147 = mul i128 %130, %115, !dbg !289
  %148 = add i128 %147, %137, !dbg !291
  %149 = icmp eq i128 %148, %113, !dbg !292
  %150 = icmp ult i128 %137, %115
  %151 = and i1 %150, %149, !dbg !293
  br i1 %151, label %157, label %152, !dbg !293

152:                                              ; preds = %117
  %153 = add nsw i32 %112, 1, !dbg !294
    #dbg_value(i32 %153, !127, !DIExpression(), !173)
    #dbg_value(ptr @.str.9, !296, !DIExpression(), !302)
    #dbg_value(!DIArgList(i128 0, i64 %118), !301, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 128, DW_ATE_unsigned, DW_OP_or, DW_OP_stack_value), !302)
  %154 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.27, ptr noundef nonnull @.str.9, i64 noundef %120, i64 noundef %118), !dbg !304
    #dbg_value(ptr @.str.10, !296, !DIExpression(), !305)
    #dbg_value(!DIArgList(i128 0, i64 %121), !301, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 128, DW_ATE_unsigned, DW_OP_or, DW_OP_stack_value), !305)
  %155 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.27, ptr noundef nonnull @.str.10, i64 noundef %123, i64 noundef %121), !dbg !307
  %156 = tail call i32 @putchar(i32 10), !dbg !308
  br label %157, !dbg !309

157:                                              ; preds = %117, %152
  %158 = phi i32 [ %153, %152 ], [ %112, %117 ], !dbg !173
    #dbg_value(i32 %158, !127, !DIExpression(), !173)
    #dbg_value(i128 %113, !158, !DIExpression(), !266)
    #dbg_value(i128 %115, !159, !DIExpression(), !266)
  %159 = icmp eq i128 %113, -170141183460469231731687303715884105728, !dbg !310
  %160 = icmp eq i128 %115, -1
  %161 = and i1 %159, %160, !dbg !312
  br i1 %161, label %201, label %162, !dbg !312

162:                                              ; preds = %157
  %163 = tail call fastcc { i64, i64 } @sdiv(i64 noundef %118, i64 noundef %120, i64 noundef %121, i64 noundef %123), !dbg !313
  %164 = extractvalue { i64, i64 } %163, 0, !dbg !313
  %165 = extractvalue { i64, i64 } %163, 1, !dbg !313
  %166 = zext i64 %165 to i128, !dbg !314
  %167 = shl nuw i128 %166, 64, !dbg !314
  %168 = zext i64 %164 to i128, !dbg !314
  %169 = or disjoint i128 %167, %168, !dbg !314
    #dbg_value(!DIArgList(i128 %167, i128 %168), !160, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_or, DW_OP_stack_value), !266)
  %170 = tail call fastcc { i64, i64 } @srem(i64 noundef %118, i64 noundef %120, i64 noundef %121, i64 noundef %123), !dbg !315
  %171 = extractvalue { i64, i64 } %170, 0, !dbg !315
  %172 = extractvalue { i64, i64 } %170, 1, !dbg !315
  %173 = zext i64 %172 to i128, !dbg !316
  %174 = shl nuw i128 %173, 64, !dbg !316
  %175 = zext i64 %171 to i128, !dbg !316
  %176 = or disjoint i128 %174, %175, !dbg !316
    #dbg_value(!DIArgList(i128 %174, i128 %175), !161, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_or, DW_OP_stack_value), !266)
    #dbg_value(!DIArgList(i128 poison, i64 poison), !239, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 128, DW_ATE_unsigned, DW_OP_or, DW_OP_stack_value), !317)
  %177 = load i64, ptr @h, align 8, !dbg !319, !tbaa !197
  %178 = xor i64 %177, %164, !dbg !320
  %179 = mul i64 %178, 1099511628211, !dbg !321
  %180 = xor i64 %179, %165, !dbg !322
  %181 = mul i64 %180, 1099511628211, !dbg !323
    #dbg_value(!DIArgList(i128 poison, i64 poison), !239, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 128, DW_ATE_unsigned, DW_OP_or, DW_OP_stack_value), !324)
  %182 = xor i64 %181, %171, !dbg !326
  %183 = mul i64 %182, 1099511628211, !dbg !327
  %184 = xor i64 %183, %172, !dbg !328
  %185 = mul i64 %184, 1099511628211, !dbg !329
  store i64 %185, ptr @h, align 8, !dbg !330, !tbaa !197
  %186 = mul i128 %169, %115, !dbg !331
  %187 = add i128 %186, %176, !dbg !333
  %188 = icmp eq i128 %187, %113, !dbg !334
  br i1 %188, label %189, label %196, !dbg !335

189:                                              ; preds = %162
  %190 = icmp eq i128 %176, 0, !dbg !336
  br i1 %190, label %201, label %191, !dbg !337

191:                                              ; preds = %189
  %192 = lshr i64 %172, 63, !dbg !338
  %193 = lshr i128 %113, 127, !dbg !339
  %194 = trunc nuw nsw i128 %193 to i64, !dbg !340
  %195 = icmp eq i64 %192, %194, !dbg !340
  br i1 %195, label %201, label %196, !dbg !341

196:                                              ; preds = %191, %162
  %197 = add nsw i32 %158, 1, !dbg !342
    #dbg_value(i32 %197, !127, !DIExpression(), !173)
    #dbg_value(ptr @.str.12, !296, !DIExpression(), !344)
    #dbg_value(!DIArgList(i128 0, i64 %118), !301, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 128, DW_ATE_unsigned, DW_OP_or, DW_OP_stack_value), !344)
  %198 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.27, ptr noundef nonnull @.str.12, i64 noundef %120, i64 noundef %118), !dbg !346
    #dbg_value(ptr @.str.10, !296, !DIExpression(), !347)
    #dbg_value(!DIArgList(i128 0, i64 %121), !301, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 128, DW_ATE_unsigned, DW_OP_or, DW_OP_stack_value), !347)
  %199 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.27, ptr noundef nonnull @.str.10, i64 noundef %123, i64 noundef %121), !dbg !349
  %200 = tail call i32 @putchar(i32 10), !dbg !350
  br label %201, !dbg !351

201:                                              ; preds = %157, %196, %191, %189, %110
  %202 = phi i32 [ %112, %110 ], [ %158, %157 ], [ %197, %196 ], [ %158, %191 ], [ %158, %189 ], !dbg !173
    #dbg_value(i32 %202, !127, !DIExpression(), !173)
  %203 = add nuw nsw i64 %111, 1, !dbg !352
    #dbg_value(i64 %203, !149, !DIExpression(), !254)
  %204 = icmp eq i64 %203, 18, !dbg !353
  br i1 %204, label %107, label %110, !dbg !255, !llvm.loop !354

205:                                              ; preds = %103, %212
  %206 = phi i64 [ 0, %103 ], [ %213, %212 ]
  %207 = phi i64 [ 1469598103934665603, %103 ], [ %250, %212 ]
    #dbg_value(i64 %206, !162, !DIExpression(), !259)
  %208 = getelementptr inbounds [18 x i128], ptr @vals, i64 0, i64 %206
    #dbg_value(i32 0, !164, !DIExpression(), !356)
  br label %215, !dbg !357

209:                                              ; preds = %212
  store i64 %250, ptr @h, align 8, !tbaa !197
  %210 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i64 noundef %250), !dbg !358
  %211 = load i64, ptr @h, align 8, !dbg !359, !tbaa !197
    #dbg_value(!DIArgList(i64 %15, i64 %211, i64 %106), !128, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !173)
    #dbg_value(i32 0, !167, !DIExpression(), !360)
  br label %264, !dbg !361

212:                                              ; preds = %215
  %213 = add nuw nsw i64 %206, 1, !dbg !362
    #dbg_value(i64 %213, !162, !DIExpression(), !259)
  %214 = icmp eq i64 %213, 18, !dbg !363
  br i1 %214, label %209, label %205, !dbg !260, !llvm.loop !364

215:                                              ; preds = %205, %215
  %216 = phi i32 [ 0, %205 ], [ %251, %215 ]
  %217 = phi i64 [ %207, %205 ], [ %250, %215 ]
    #dbg_value(i32 %216, !164, !DIExpression(), !356)
  %218 = load volatile i128, ptr %208, align 16, !dbg !366, !tbaa !189
  %219 = trunc i128 %218 to i64, !dbg !369
  %220 = lshr i128 %218, 64, !dbg !369
  %221 = trunc nuw i128 %220 to i64, !dbg !369
  %222 = tail call fastcc { i64, i64 } @shl(i64 noundef %219, i64 noundef %221, i32 noundef %216), !dbg !369
  %223 = extractvalue { i64, i64 } %222, 0, !dbg !369
  %224 = extractvalue { i64, i64 } %222, 1, !dbg !369
    #dbg_value(!DIArgList(i128 poison, i64 poison), !239, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 128, DW_ATE_unsigned, DW_OP_or, DW_OP_stack_value), !370)
  %225 = xor i64 %217, %223, !dbg !372
  %226 = mul i64 %225, 1099511628211, !dbg !373
  %227 = xor i64 %226, %224, !dbg !374
  %228 = mul i64 %227, 1099511628211, !dbg !375
  %229 = load volatile i128, ptr %208, align 16, !dbg !376, !tbaa !189
  %230 = trunc i128 %229 to i64, !dbg !377
  %231 = lshr i128 %229, 64, !dbg !377
  %232 = trunc nuw i128 %231 to i64, !dbg !377
  %233 = tail call fastcc { i64, i64 } @lshr(i64 noundef %230, i64 noundef %232, i32 noundef %216), !dbg !377
  %234 = extractvalue { i64, i64 } %233, 0, !dbg !377
  %235 = extractvalue { i64, i64 } %233, 1, !dbg !377
    #dbg_value(!DIArgList(i128 poison, i64 poison), !239, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 128, DW_ATE_unsigned, DW_OP_or, DW_OP_stack_value), !378)
  %236 = xor i64 %228, %234, !dbg !380
  %237 = mul i64 %236, 1099511628211, !dbg !381
  %238 = xor i64 %237, %235, !dbg !382
  %239 = mul i64 %238, 1099511628211, !dbg !383
  %240 = load volatile i128, ptr %208, align 16, !dbg !384, !tbaa !189
  %241 = trunc i128 %240 to i64, !dbg !385
  %242 = lshr i128 %240, 64, !dbg !385
  %243 = trunc nuw i128 %242 to i64, !dbg !385
  %244 = tail call fastcc { i64, i64 } @ashr(i64 noundef %241, i64 noundef %243, i32 noundef %216), !dbg !385
  %245 = extractvalue { i64, i64 } %244, 0, !dbg !385
  %246 = extractvalue { i64, i64 } %244, 1, !dbg !385
    #dbg_value(!DIArgList(i128 poison, i64 poison), !239, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 128, DW_ATE_unsigned, DW_OP_or, DW_OP_stack_value), !386)
  %247 = xor i64 %239, %245, !dbg !388
  %248 = mul i64 %247, 1099511628211, !dbg !389
  %249 = xor i64 %248, %246, !dbg !390
  %250 = mul i64 %249, 1099511628211, !dbg !391
  %251 = add nuw nsw i32 %216, 1, !dbg !392
    #dbg_value(i32 %251, !164, !DIExpression(), !356)
  %252 = icmp eq i32 %251, 128, !dbg !393
  br i1 %252, label %212, label %215, !dbg !357, !llvm.loop !394

253:                                              ; preds = %264
  %254 = xor i64 %106, %211, !dbg !396
  %255 = xor i64 %254, %15, !dbg !396
    #dbg_value(i64 %255, !128, !DIExpression(), !173)
    #dbg_value(ptr @.str.23, !296, !DIExpression(), !397)
    #dbg_value(!DIArgList(i128 0, i64 0), !301, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 128, DW_ATE_unsigned, DW_OP_or, DW_OP_stack_value), !397)
  %256 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.27, ptr noundef nonnull @.str.23, i64 noundef -9223372036854775808, i64 noundef 0), !dbg !399
    #dbg_value(ptr @.str.24, !296, !DIExpression(), !400)
    #dbg_value(!DIArgList(i128 0, i64 -1), !301, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 128, DW_ATE_unsigned, DW_OP_or, DW_OP_stack_value), !400)
  %257 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.27, ptr noundef nonnull @.str.24, i64 noundef 9223372036854775807, i64 noundef -1), !dbg !402
  %258 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.25, i32 noundef 1), !dbg !403
  %259 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.26, i64 noundef %255, i32 noundef %202), !dbg !404
  %260 = icmp eq i32 %202, 0, !dbg !405
  %261 = trunc i64 %255 to i32, !dbg !405
  %262 = and i32 %261, 63, !dbg !405
  %263 = select i1 %260, i32 %262, i32 100, !dbg !405
  ret i32 %263, !dbg !406

264:                                              ; preds = %209, %264
  %265 = phi i64 [ 0, %209 ], [ %302, %264 ]
    #dbg_value(i64 %265, !167, !DIExpression(), !360)
  %266 = getelementptr inbounds [18 x i128], ptr @vals, i64 0, i64 %265, !dbg !407
  %267 = load volatile i128, ptr %266, align 16, !dbg !407, !tbaa !189
    #dbg_value(i128 %267, !169, !DIExpression(), !408)
  %268 = trunc i128 %267 to i64, !dbg !409
  %269 = lshr i128 %267, 64, !dbg !409
  %270 = trunc nuw i128 %269 to i64, !dbg !409
    #dbg_value(ptr @.str.15, !296, !DIExpression(), !410)
    #dbg_value(!DIArgList(i128 0, i64 %268), !301, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 128, DW_ATE_unsigned, DW_OP_or, DW_OP_stack_value), !410)
  %271 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.27, ptr noundef nonnull @.str.15, i64 noundef %270, i64 noundef %268), !dbg !412
  %272 = sub i128 0, %267, !dbg !413
  %273 = trunc i128 %272 to i64, !dbg !414
  %274 = lshr i128 %272, 64, !dbg !414
  %275 = trunc nuw i128 %274 to i64, !dbg !414
    #dbg_value(ptr @.str.16, !296, !DIExpression(), !415)
    #dbg_value(!DIArgList(i128 0, i64 %273), !301, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 128, DW_ATE_unsigned, DW_OP_or, DW_OP_stack_value), !415)
  %276 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.27, ptr noundef nonnull @.str.16, i64 noundef %275, i64 noundef %273), !dbg !417
  %277 = tail call fastcc { i64, i64 } @udiv10(i64 noundef %268, i64 noundef %270), !dbg !418
  %278 = extractvalue { i64, i64 } %277, 0, !dbg !418
  %279 = extractvalue { i64, i64 } %277, 1, !dbg !418
    #dbg_value(ptr @.str.17, !296, !DIExpression(), !419)
    #dbg_value(!DIArgList(i128 0, i64 %278), !301, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 128, DW_ATE_unsigned, DW_OP_or, DW_OP_stack_value), !419)
  %280 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.27, ptr noundef nonnull @.str.17, i64 noundef %279, i64 noundef %278), !dbg !421
  %281 = tail call fastcc { i64, i64 } @sdiv7(i64 noundef %268, i64 noundef %270), !dbg !422
  %282 = extractvalue { i64, i64 } %281, 0, !dbg !422
  %283 = extractvalue { i64, i64 } %281, 1, !dbg !422
    #dbg_value(ptr @.str.18, !296, !DIExpression(), !423)
    #dbg_value(!DIArgList(i128 0, i64 %282), !301, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 128, DW_ATE_unsigned, DW_OP_or, DW_OP_stack_value), !423)
  %284 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.27, ptr noundef nonnull @.str.18, i64 noundef %283, i64 noundef %282), !dbg !425
  %285 = tail call fastcc { i64, i64 } @srem7(i64 noundef %268, i64 noundef %270), !dbg !426
  %286 = extractvalue { i64, i64 } %285, 0, !dbg !426
  %287 = extractvalue { i64, i64 } %285, 1, !dbg !426
    #dbg_value(ptr @.str.19, !296, !DIExpression(), !427)
    #dbg_value(!DIArgList(i128 0, i64 %286), !301, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 128, DW_ATE_unsigned, DW_OP_or, DW_OP_stack_value), !427)
  %288 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.27, ptr noundef nonnull @.str.19, i64 noundef %287, i64 noundef %286), !dbg !429
  %289 = tail call fastcc { i64, i64 } @shl(i64 noundef %268, i64 noundef %270, i32 noundef 63), !dbg !430
  %290 = extractvalue { i64, i64 } %289, 0, !dbg !430
  %291 = extractvalue { i64, i64 } %289, 1, !dbg !430
    #dbg_value(ptr @.str.20, !296, !DIExpression(), !431)
    #dbg_value(!DIArgList(i128 0, i64 %290), !301, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 128, DW_ATE_unsigned, DW_OP_or, DW_OP_stack_value), !431)
  %292 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.27, ptr noundef nonnull @.str.20, i64 noundef %291, i64 noundef %290), !dbg !433
  %293 = tail call fastcc { i64, i64 } @ashr(i64 noundef %268, i64 noundef %270, i32 noundef 127), !dbg !434
  %294 = extractvalue { i64, i64 } %293, 0, !dbg !434
  %295 = extractvalue { i64, i64 } %293, 1, !dbg !434
    #dbg_value(ptr @.str.21, !296, !DIExpression(), !435)
    #dbg_value(!DIArgList(i128 0, i64 %294), !301, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 128, DW_ATE_unsigned, DW_OP_or, DW_OP_stack_value), !435)
  %296 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.27, ptr noundef nonnull @.str.21, i64 noundef %295, i64 noundef %294), !dbg !437
  %297 = tail call fastcc { i64, i64 } @lshr(i64 noundef %268, i64 noundef %270, i32 noundef 64), !dbg !438
  %298 = extractvalue { i64, i64 } %297, 0, !dbg !438
  %299 = extractvalue { i64, i64 } %297, 1, !dbg !438
    #dbg_value(ptr @.str.22, !296, !DIExpression(), !439)
    #dbg_value(!DIArgList(i128 0, i64 %298), !301, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 128, DW_ATE_unsigned, DW_OP_or, DW_OP_stack_value), !439)
  %300 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.27, ptr noundef nonnull @.str.22, i64 noundef %299, i64 noundef %298), !dbg !441
  %301 = tail call i32 @putchar(i32 10), !dbg !442
  %302 = add nuw nsw i64 %265, 1, !dbg !443
    #dbg_value(i64 %302, !167, !DIExpression(), !360)
  %303 = icmp eq i64 %302, 18, !dbg !444
  br i1 %303, label %253, label %264, !dbg !361, !llvm.loop !445
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc { i64, i64 } @uadd(i64 noundef %0, i64 noundef %1, i64 noundef %2, i64 noundef %3) unnamed_addr #1 !dbg !447 {
  %5 = zext i64 %1 to i128
  %6 = shl nuw i128 %5, 64
  %7 = zext i64 %0 to i128
  %8 = zext i64 %2 to i128
    #dbg_value(i128 poison, !451, !DIExpression(), !453)
    #dbg_value(i128 poison, !452, !DIExpression(), !453)
  %9 = or disjoint i128 %6, %7
  %10 = add i128 %9, %8
  %11 = trunc i128 %10 to i64, !dbg !454
  %12 = lshr i128 %10, 64, !dbg !454
  %13 = trunc nuw i128 %12 to i64, !dbg !454
  %14 = add i64 %13, %3, !dbg !454
  %15 = insertvalue { i64, i64 } poison, i64 %11, 0, !dbg !454
  %16 = insertvalue { i64, i64 } %15, i64 %14, 1, !dbg !454
  ret { i64, i64 } %16, !dbg !454
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc { i64, i64 } @usub(i64 noundef %0, i64 noundef %1, i64 noundef %2, i64 noundef %3) unnamed_addr #1 !dbg !455 {
  %5 = zext i64 %1 to i128
  %6 = shl nuw i128 %5, 64
  %7 = zext i64 %0 to i128
  %8 = zext i64 %2 to i128
    #dbg_value(i128 poison, !457, !DIExpression(), !459)
    #dbg_value(i128 poison, !458, !DIExpression(), !459)
  %9 = or disjoint i128 %6, %7
  %10 = sub i128 %9, %8
  %11 = trunc i128 %10 to i64, !dbg !460
  %12 = lshr i128 %10, 64, !dbg !460
  %13 = trunc nuw i128 %12 to i64, !dbg !460
  %14 = sub i64 %13, %3, !dbg !460
  %15 = insertvalue { i64, i64 } poison, i64 %11, 0, !dbg !460
  %16 = insertvalue { i64, i64 } %15, i64 %14, 1, !dbg !460
  ret { i64, i64 } %16, !dbg !460
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc { i64, i64 } @umul(i64 noundef %0, i64 noundef %1, i64 noundef %2, i64 noundef %3) unnamed_addr #1 !dbg !461 {
  %5 = zext i64 %1 to i128
  %6 = shl nuw i128 %5, 64
  %7 = zext i64 %0 to i128
  %8 = or disjoint i128 %6, %7
  %9 = zext i64 %3 to i128
  %10 = shl nuw i128 %9, 64
  %11 = zext i64 %2 to i128
  %12 = or disjoint i128 %10, %11
    #dbg_value(i128 %8, !463, !DIExpression(), !465)
    #dbg_value(i128 %12, !464, !DIExpression(), !465)
  %13 = mul i128 %12, %8, !dbg !466
  %14 = trunc i128 %13 to i64, !dbg !467
  %15 = lshr i128 %13, 64, !dbg !467
  %16 = trunc nuw i128 %15 to i64, !dbg !467
  %17 = insertvalue { i64, i64 } poison, i64 %14, 0, !dbg !467
  %18 = insertvalue { i64, i64 } %17, i64 %16, 1, !dbg !467
  ret { i64, i64 } %18, !dbg !467
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i32 0, 64) i32 @cmps(i64 noundef %0, i64 noundef %1, i64 noundef %2, i64 noundef %3) unnamed_addr #1 !dbg !468 {
  %5 = zext i64 %1 to i128
  %6 = shl nuw i128 %5, 64
  %7 = zext i64 %0 to i128
  %8 = or disjoint i128 %6, %7
  %9 = zext i64 %3 to i128
  %10 = shl nuw i128 %9, 64
  %11 = zext i64 %2 to i128
  %12 = or disjoint i128 %10, %11
    #dbg_value(i128 %8, !472, !DIExpression(), !474)
    #dbg_value(i128 %12, !473, !DIExpression(), !474)
  %13 = icmp slt i128 %8, %12, !dbg !475
  %14 = zext i1 %13 to i32, !dbg !475
  %15 = icmp sgt i128 %8, %12, !dbg !476
  %16 = select i1 %15, i32 0, i32 2, !dbg !477
  %17 = or disjoint i32 %16, %14, !dbg !478
  %18 = select i1 %15, i32 4, i32 0, !dbg !479
  %19 = or disjoint i32 %17, %18, !dbg !480
  %20 = select i1 %13, i32 0, i32 8, !dbg !481
  %21 = or disjoint i32 %19, %20, !dbg !482
  %22 = icmp eq i128 %8, %12, !dbg !483
  %23 = select i1 %22, i32 16, i32 0, !dbg !484
  %24 = or disjoint i32 %21, %23, !dbg !485
  %25 = select i1 %22, i32 0, i32 32, !dbg !486
  %26 = or disjoint i32 %24, %25, !dbg !487
  ret i32 %26, !dbg !488
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i32 0, 16) i32 @cmpu(i64 noundef %0, i64 noundef %1, i64 noundef %2, i64 noundef %3) unnamed_addr #1 !dbg !489 {
  %5 = zext i64 %1 to i128
  %6 = shl nuw i128 %5, 64
  %7 = zext i64 %0 to i128
  %8 = or disjoint i128 %6, %7
  %9 = zext i64 %3 to i128
  %10 = shl nuw i128 %9, 64
  %11 = zext i64 %2 to i128
  %12 = or disjoint i128 %10, %11
    #dbg_value(i128 %8, !493, !DIExpression(), !495)
    #dbg_value(i128 %12, !494, !DIExpression(), !495)
  %13 = icmp ult i128 %8, %12, !dbg !496
  %14 = zext i1 %13 to i32, !dbg !496
  %15 = icmp ugt i128 %8, %12, !dbg !497
  %16 = select i1 %15, i32 0, i32 2, !dbg !498
  %17 = or disjoint i32 %16, %14, !dbg !499
  %18 = select i1 %15, i32 4, i32 0, !dbg !500
  %19 = or disjoint i32 %17, %18, !dbg !501
  %20 = select i1 %13, i32 0, i32 8, !dbg !502
  %21 = or disjoint i32 %19, %20, !dbg !503
  ret i32 %21, !dbg !504
}

; Function Attrs: nofree nounwind
declare !dbg !505 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc { i64, i64 } @udiv(i64 noundef %0, i64 noundef %1, i64 noundef %2, i64 noundef %3) unnamed_addr #1 !dbg !510 {
  %5 = zext i64 %1 to i128
  %6 = shl nuw i128 %5, 64
  %7 = zext i64 %0 to i128
  %8 = or disjoint i128 %6, %7
  %9 = zext i64 %3 to i128
  %10 = shl nuw i128 %9, 64
  %11 = zext i64 %2 to i128
  %12 = or disjoint i128 %10, %11
    #dbg_value(i128 %8, !512, !DIExpression(), !514)
    #dbg_value(i128 %12, !513, !DIExpression(), !514)
  %13 = udiv i128 %8, %12, !dbg !515
  %14 = trunc i128 %13 to i64, !dbg !516
  %15 = lshr i128 %13, 64, !dbg !516
  %16 = trunc nuw i128 %15 to i64, !dbg !516
  %17 = insertvalue { i64, i64 } poison, i64 %14, 0, !dbg !516
  %18 = insertvalue { i64, i64 } %17, i64 %16, 1, !dbg !516
  ret { i64, i64 } %18, !dbg !516
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc { i64, i64 } @urem(i64 noundef %0, i64 noundef %1, i64 noundef %2, i64 noundef %3) unnamed_addr #1 !dbg !517 {
  %5 = zext i64 %1 to i128
  %6 = shl nuw i128 %5, 64
  %7 = zext i64 %0 to i128
  %8 = or disjoint i128 %6, %7
  %9 = zext i64 %3 to i128
  %10 = shl nuw i128 %9, 64
  %11 = zext i64 %2 to i128
  %12 = or disjoint i128 %10, %11
    #dbg_value(i128 %8, !519, !DIExpression(), !521)
    #dbg_value(i128 %12, !520, !DIExpression(), !521)
  %13 = urem i128 %8, %12, !dbg !522
  %14 = trunc i128 %13 to i64, !dbg !523
  %15 = lshr i128 %13, 64, !dbg !523
  %16 = trunc nuw i128 %15 to i64, !dbg !523
  %17 = insertvalue { i64, i64 } poison, i64 %14, 0, !dbg !523
  %18 = insertvalue { i64, i64 } %17, i64 %16, 1, !dbg !523
  ret { i64, i64 } %18, !dbg !523
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc { i64, i64 } @sdiv(i64 noundef %0, i64 noundef %1, i64 noundef %2, i64 noundef %3) unnamed_addr #1 !dbg !524 {
  %5 = zext i64 %1 to i128
  %6 = shl nuw i128 %5, 64
  %7 = zext i64 %0 to i128
  %8 = or disjoint i128 %6, %7
  %9 = zext i64 %3 to i128
  %10 = shl nuw i128 %9, 64
  %11 = zext i64 %2 to i128
  %12 = or disjoint i128 %10, %11
    #dbg_value(i128 %8, !528, !DIExpression(), !530)
    #dbg_value(i128 %12, !529, !DIExpression(), !530)
  %13 = sdiv i128 %8, %12, !dbg !531
  %14 = trunc i128 %13 to i64, !dbg !532
  %15 = lshr i128 %13, 64, !dbg !532
  %16 = trunc nuw i128 %15 to i64, !dbg !532
  %17 = insertvalue { i64, i64 } poison, i64 %14, 0, !dbg !532
  %18 = insertvalue { i64, i64 } %17, i64 %16, 1, !dbg !532
  ret { i64, i64 } %18, !dbg !532
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc { i64, i64 } @srem(i64 noundef %0, i64 noundef %1, i64 noundef %2, i64 noundef %3) unnamed_addr #1 !dbg !533 {
  %5 = zext i64 %1 to i128
  %6 = shl nuw i128 %5, 64
  %7 = zext i64 %0 to i128
  %8 = or disjoint i128 %6, %7
  %9 = zext i64 %3 to i128
  %10 = shl nuw i128 %9, 64
  %11 = zext i64 %2 to i128
  %12 = or disjoint i128 %10, %11
    #dbg_value(i128 %8, !535, !DIExpression(), !537)
    #dbg_value(i128 %12, !536, !DIExpression(), !537)
  %13 = srem i128 %8, %12, !dbg !538
  %14 = trunc i128 %13 to i64, !dbg !539
  %15 = lshr i128 %13, 64, !dbg !539
  %16 = trunc nuw i128 %15 to i64, !dbg !539
  %17 = insertvalue { i64, i64 } poison, i64 %14, 0, !dbg !539
  %18 = insertvalue { i64, i64 } %17, i64 %16, 1, !dbg !539
  ret { i64, i64 } %18, !dbg !539
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc { i64, i64 } @shl(i64 noundef %0, i64 noundef %1, i32 noundef %2) unnamed_addr #1 !dbg !540 {
  %4 = zext i64 %1 to i128
  %5 = shl nuw i128 %4, 64
  %6 = zext i64 %0 to i128
  %7 = or disjoint i128 %5, %6
    #dbg_value(i128 %7, !544, !DIExpression(), !546)
    #dbg_value(i32 %2, !545, !DIExpression(), !546)
  %8 = zext nneg i32 %2 to i128, !dbg !547
  %9 = shl i128 %7, %8, !dbg !547
  %10 = trunc i128 %9 to i64, !dbg !548
  %11 = lshr i128 %9, 64, !dbg !548
  %12 = trunc nuw i128 %11 to i64, !dbg !548
  %13 = insertvalue { i64, i64 } poison, i64 %10, 0, !dbg !548
  %14 = insertvalue { i64, i64 } %13, i64 %12, 1, !dbg !548
  ret { i64, i64 } %14, !dbg !548
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc { i64, i64 } @lshr(i64 noundef %0, i64 noundef %1, i32 noundef %2) unnamed_addr #1 !dbg !549 {
  %4 = zext i64 %1 to i128
  %5 = shl nuw i128 %4, 64
  %6 = zext i64 %0 to i128
  %7 = or disjoint i128 %5, %6
    #dbg_value(i128 %7, !551, !DIExpression(), !553)
    #dbg_value(i32 %2, !552, !DIExpression(), !553)
  %8 = zext nneg i32 %2 to i128, !dbg !554
  %9 = lshr i128 %7, %8, !dbg !554
  %10 = trunc i128 %9 to i64, !dbg !555
  %11 = lshr i128 %9, 64, !dbg !555
  %12 = trunc nuw i128 %11 to i64, !dbg !555
  %13 = insertvalue { i64, i64 } poison, i64 %10, 0, !dbg !555
  %14 = insertvalue { i64, i64 } %13, i64 %12, 1, !dbg !555
  ret { i64, i64 } %14, !dbg !555
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc { i64, i64 } @ashr(i64 noundef %0, i64 noundef %1, i32 noundef %2) unnamed_addr #1 !dbg !556 {
  %4 = zext i64 %1 to i128
  %5 = shl nuw i128 %4, 64
  %6 = zext i64 %0 to i128
  %7 = or disjoint i128 %5, %6
    #dbg_value(i128 %7, !560, !DIExpression(), !562)
    #dbg_value(i32 %2, !561, !DIExpression(), !562)
  %8 = zext nneg i32 %2 to i128, !dbg !563
  %9 = ashr i128 %7, %8, !dbg !563
  %10 = trunc i128 %9 to i64, !dbg !564
  %11 = lshr i128 %9, 64, !dbg !564
  %12 = trunc nuw i128 %11 to i64, !dbg !564
  %13 = insertvalue { i64, i64 } poison, i64 %10, 0, !dbg !564
  %14 = insertvalue { i64, i64 } %13, i64 %12, 1, !dbg !564
  ret { i64, i64 } %14, !dbg !564
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc { i64, i64 } @udiv10(i64 noundef %0, i64 noundef %1) unnamed_addr #1 !dbg !565 {
  %3 = zext i64 %1 to i128
  %4 = shl nuw i128 %3, 64
  %5 = zext i64 %0 to i128
  %6 = or disjoint i128 %4, %5
    #dbg_value(i128 %6, !569, !DIExpression(), !570)
  %7 = udiv i128 %6, 10, !dbg !571
  %8 = trunc i128 %7 to i64, !dbg !572
  %9 = lshr i128 %7, 64, !dbg !572
  %10 = trunc nuw nsw i128 %9 to i64, !dbg !572
  %11 = insertvalue { i64, i64 } poison, i64 %8, 0, !dbg !572
  %12 = insertvalue { i64, i64 } %11, i64 %10, 1, !dbg !572
  ret { i64, i64 } %12, !dbg !572
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc { i64, i64 } @sdiv7(i64 noundef %0, i64 noundef %1) unnamed_addr #1 !dbg !573 {
  %3 = zext i64 %1 to i128
  %4 = shl nuw i128 %3, 64
  %5 = zext i64 %0 to i128
  %6 = or disjoint i128 %4, %5
    #dbg_value(i128 %6, !577, !DIExpression(), !578)
  %7 = sdiv i128 %6, 7, !dbg !579
  %8 = trunc i128 %7 to i64, !dbg !580
  %9 = lshr i128 %7, 64, !dbg !580
  %10 = trunc nuw i128 %9 to i64, !dbg !580
  %11 = insertvalue { i64, i64 } poison, i64 %8, 0, !dbg !580
  %12 = insertvalue { i64, i64 } %11, i64 %10, 1, !dbg !580
  ret { i64, i64 } %12, !dbg !580
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc { i64, i64 } @srem7(i64 noundef %0, i64 noundef %1) unnamed_addr #1 !dbg !581 {
  %3 = zext i64 %1 to i128
  %4 = shl nuw i128 %3, 64
  %5 = zext i64 %0 to i128
  %6 = or disjoint i128 %4, %5
    #dbg_value(i128 %6, !583, !DIExpression(), !584)
  %7 = srem i128 %6, 7, !dbg !585
  %8 = trunc nsw i128 %7 to i64, !dbg !586
  %9 = lshr i128 %7, 64, !dbg !586
  %10 = trunc nuw i128 %9 to i64, !dbg !586
  %11 = insertvalue { i64, i64 } poison, i64 %8, 0, !dbg !586
  %12 = insertvalue { i64, i64 } %11, i64 %10, 1, !dbg !586
  ret { i64, i64 } %12, !dbg !586
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

!llvm.dbg.cu = !{!29}
!llvm.module.flags = !{!114, !115, !116, !117, !118, !119, !120}
!llvm.ident = !{!121}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 46, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "programs/int128_ops_matrix.c", directory: ".", checksumkind: CSK_MD5, checksum: "f2a9e49738af24fef4f3e8b8b052e427")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 32, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 4)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 46, type: !3, isLocal: true, isDefinition: true)
!9 = !DIGlobalVariableExpression(var: !10, expr: !DIExpression())
!10 = distinct !DIGlobalVariable(scope: null, file: !2, line: 46, type: !3, isLocal: true, isDefinition: true)
!11 = !DIGlobalVariableExpression(var: !12, expr: !DIExpression())
!12 = distinct !DIGlobalVariable(scope: null, file: !2, line: 46, type: !3, isLocal: true, isDefinition: true)
!13 = !DIGlobalVariableExpression(var: !14, expr: !DIExpression())
!14 = distinct !DIGlobalVariable(scope: null, file: !2, line: 46, type: !15, isLocal: true, isDefinition: true)
!15 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 24, elements: !16)
!16 = !{!17}
!17 = !DISubrange(count: 3)
!18 = !DIGlobalVariableExpression(var: !19, expr: !DIExpression())
!19 = distinct !DIGlobalVariable(scope: null, file: !2, line: 46, type: !3, isLocal: true, isDefinition: true)
!20 = !DIGlobalVariableExpression(var: !21, expr: !DIExpression())
!21 = distinct !DIGlobalVariable(scope: null, file: !2, line: 46, type: !22, isLocal: true, isDefinition: true)
!22 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 40, elements: !23)
!23 = !{!24}
!24 = !DISubrange(count: 5)
!25 = !DIGlobalVariableExpression(var: !26, expr: !DIExpression())
!26 = distinct !DIGlobalVariable(scope: null, file: !2, line: 46, type: !22, isLocal: true, isDefinition: true)
!27 = !DIGlobalVariableExpression(var: !28, expr: !DIExpression())
!28 = distinct !DIGlobalVariable(name: "h", scope: !29, file: !2, line: 22, type: !36, isLocal: true, isDefinition: true)
!29 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !30, globals: !37, splitDebugInlining: false, nameTableKind: None)
!30 = !{!31, !33, !35, !36}
!31 = !DIDerivedType(tag: DW_TAG_typedef, name: "u128", file: !2, line: 9, baseType: !32)
!32 = !DIBasicType(name: "unsigned __int128", size: 128, encoding: DW_ATE_unsigned)
!33 = !DIDerivedType(tag: DW_TAG_typedef, name: "i128", file: !2, line: 8, baseType: !34)
!34 = !DIBasicType(name: "__int128", size: 128, encoding: DW_ATE_signed)
!35 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!36 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!37 = !{!0, !7, !9, !11, !13, !18, !20, !25, !38, !43, !48, !50, !55, !57, !62, !64, !66, !71, !73, !75, !77, !82, !84, !89, !91, !93, !98, !103, !27, !109}
!38 = !DIGlobalVariableExpression(var: !39, expr: !DIExpression())
!39 = distinct !DIGlobalVariable(scope: null, file: !2, line: 64, type: !40, isLocal: true, isDefinition: true)
!40 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 112, elements: !41)
!41 = !{!42}
!42 = !DISubrange(count: 14)
!43 = !DIGlobalVariableExpression(var: !44, expr: !DIExpression())
!44 = distinct !DIGlobalVariable(scope: null, file: !2, line: 74, type: !45, isLocal: true, isDefinition: true)
!45 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 80, elements: !46)
!46 = !{!47}
!47 = !DISubrange(count: 10)
!48 = !DIGlobalVariableExpression(var: !49, expr: !DIExpression())
!49 = distinct !DIGlobalVariable(scope: null, file: !2, line: 74, type: !3, isLocal: true, isDefinition: true)
!50 = !DIGlobalVariableExpression(var: !51, expr: !DIExpression())
!51 = distinct !DIGlobalVariable(scope: null, file: !2, line: 74, type: !52, isLocal: true, isDefinition: true)
!52 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 16, elements: !53)
!53 = !{!54}
!54 = !DISubrange(count: 2)
!55 = !DIGlobalVariableExpression(var: !56, expr: !DIExpression())
!56 = distinct !DIGlobalVariable(scope: null, file: !2, line: 79, type: !45, isLocal: true, isDefinition: true)
!57 = !DIGlobalVariableExpression(var: !58, expr: !DIExpression())
!58 = distinct !DIGlobalVariable(scope: null, file: !2, line: 81, type: !59, isLocal: true, isDefinition: true)
!59 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 128, elements: !60)
!60 = !{!61}
!61 = !DISubrange(count: 16)
!62 = !DIGlobalVariableExpression(var: !63, expr: !DIExpression())
!63 = distinct !DIGlobalVariable(scope: null, file: !2, line: 85, type: !59, isLocal: true, isDefinition: true)
!64 = !DIGlobalVariableExpression(var: !65, expr: !DIExpression())
!65 = distinct !DIGlobalVariable(scope: null, file: !2, line: 88, type: !15, isLocal: true, isDefinition: true)
!66 = !DIGlobalVariableExpression(var: !67, expr: !DIExpression())
!67 = distinct !DIGlobalVariable(scope: null, file: !2, line: 88, type: !68, isLocal: true, isDefinition: true)
!68 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 48, elements: !69)
!69 = !{!70}
!70 = !DISubrange(count: 6)
!71 = !DIGlobalVariableExpression(var: !72, expr: !DIExpression())
!72 = distinct !DIGlobalVariable(scope: null, file: !2, line: 88, type: !68, isLocal: true, isDefinition: true)
!73 = !DIGlobalVariableExpression(var: !74, expr: !DIExpression())
!74 = distinct !DIGlobalVariable(scope: null, file: !2, line: 88, type: !68, isLocal: true, isDefinition: true)
!75 = !DIGlobalVariableExpression(var: !76, expr: !DIExpression())
!76 = distinct !DIGlobalVariable(scope: null, file: !2, line: 88, type: !68, isLocal: true, isDefinition: true)
!77 = !DIGlobalVariableExpression(var: !78, expr: !DIExpression())
!78 = distinct !DIGlobalVariable(scope: null, file: !2, line: 89, type: !79, isLocal: true, isDefinition: true)
!79 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 64, elements: !80)
!80 = !{!81}
!81 = !DISubrange(count: 8)
!82 = !DIGlobalVariableExpression(var: !83, expr: !DIExpression())
!83 = distinct !DIGlobalVariable(scope: null, file: !2, line: 89, type: !45, isLocal: true, isDefinition: true)
!84 = !DIGlobalVariableExpression(var: !85, expr: !DIExpression())
!85 = distinct !DIGlobalVariable(scope: null, file: !2, line: 89, type: !86, isLocal: true, isDefinition: true)
!86 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 72, elements: !87)
!87 = !{!88}
!88 = !DISubrange(count: 9)
!89 = !DIGlobalVariableExpression(var: !90, expr: !DIExpression())
!90 = distinct !DIGlobalVariable(scope: null, file: !2, line: 92, type: !22, isLocal: true, isDefinition: true)
!91 = !DIGlobalVariableExpression(var: !92, expr: !DIExpression())
!92 = distinct !DIGlobalVariable(scope: null, file: !2, line: 92, type: !68, isLocal: true, isDefinition: true)
!93 = !DIGlobalVariableExpression(var: !94, expr: !DIExpression())
!94 = distinct !DIGlobalVariable(scope: null, file: !2, line: 92, type: !95, isLocal: true, isDefinition: true)
!95 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 104, elements: !96)
!96 = !{!97}
!97 = !DISubrange(count: 13)
!98 = !DIGlobalVariableExpression(var: !99, expr: !DIExpression())
!99 = distinct !DIGlobalVariable(scope: null, file: !2, line: 93, type: !100, isLocal: true, isDefinition: true)
!100 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 176, elements: !101)
!101 = !{!102}
!102 = !DISubrange(count: 22)
!103 = !DIGlobalVariableExpression(var: !104, expr: !DIExpression())
!104 = distinct !DIGlobalVariable(name: "vals", scope: !29, file: !2, line: 14, type: !105, isLocal: true, isDefinition: true)
!105 = !DICompositeType(tag: DW_TAG_array_type, baseType: !106, size: 2304, elements: !107)
!106 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !31)
!107 = !{!108}
!108 = !DISubrange(count: 18)
!109 = !DIGlobalVariableExpression(var: !110, expr: !DIExpression())
!110 = distinct !DIGlobalVariable(scope: null, file: !2, line: 24, type: !111, isLocal: true, isDefinition: true)
!111 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 136, elements: !112)
!112 = !{!113}
!113 = !DISubrange(count: 17)
!114 = !{i32 7, !"Dwarf Version", i32 5}
!115 = !{i32 2, !"Debug Info Version", i32 3}
!116 = !{i32 1, !"wchar_size", i32 4}
!117 = !{i32 8, !"PIC Level", i32 2}
!118 = !{i32 7, !"PIE Level", i32 2}
!119 = !{i32 7, !"uwtable", i32 2}
!120 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!121 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!122 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 42, type: !123, scopeLine: 42, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !29, retainedNodes: !125)
!123 = !DISubroutineType(types: !124)
!124 = !{!35}
!125 = !{!126, !127, !128, !129, !133, !135, !139, !142, !145, !146, !147, !149, !152, !155, !156, !157, !158, !159, !160, !161, !162, !164, !167, !169}
!126 = !DILocalVariable(name: "n", scope: !122, file: !2, line: 44, type: !35)
!127 = !DILocalVariable(name: "bad", scope: !122, file: !2, line: 44, type: !35)
!128 = !DILocalVariable(name: "total", scope: !122, file: !2, line: 45, type: !36)
!129 = !DILocalVariable(name: "names", scope: !122, file: !2, line: 46, type: !130)
!130 = !DICompositeType(tag: DW_TAG_array_type, baseType: !131, size: 512, elements: !80)
!131 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !132, size: 64)
!132 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!133 = !DILocalVariable(name: "op", scope: !134, file: !2, line: 47, type: !35)
!134 = distinct !DILexicalBlock(scope: !122, file: !2, line: 47, column: 5)
!135 = !DILocalVariable(name: "i", scope: !136, file: !2, line: 49, type: !35)
!136 = distinct !DILexicalBlock(scope: !137, file: !2, line: 49, column: 9)
!137 = distinct !DILexicalBlock(scope: !138, file: !2, line: 47, column: 36)
!138 = distinct !DILexicalBlock(scope: !134, file: !2, line: 47, column: 5)
!139 = !DILocalVariable(name: "j", scope: !140, file: !2, line: 50, type: !35)
!140 = distinct !DILexicalBlock(scope: !141, file: !2, line: 50, column: 13)
!141 = distinct !DILexicalBlock(scope: !136, file: !2, line: 49, column: 9)
!142 = !DILocalVariable(name: "a", scope: !143, file: !2, line: 51, type: !31)
!143 = distinct !DILexicalBlock(scope: !144, file: !2, line: 50, column: 41)
!144 = distinct !DILexicalBlock(scope: !140, file: !2, line: 50, column: 13)
!145 = !DILocalVariable(name: "b", scope: !143, file: !2, line: 51, type: !31)
!146 = !DILocalVariable(name: "r", scope: !143, file: !2, line: 51, type: !31)
!147 = !DILocalVariable(name: "i", scope: !148, file: !2, line: 68, type: !35)
!148 = distinct !DILexicalBlock(scope: !122, file: !2, line: 68, column: 5)
!149 = !DILocalVariable(name: "j", scope: !150, file: !2, line: 69, type: !35)
!150 = distinct !DILexicalBlock(scope: !151, file: !2, line: 69, column: 9)
!151 = distinct !DILexicalBlock(scope: !148, file: !2, line: 68, column: 5)
!152 = !DILocalVariable(name: "a", scope: !153, file: !2, line: 70, type: !31)
!153 = distinct !DILexicalBlock(scope: !154, file: !2, line: 69, column: 37)
!154 = distinct !DILexicalBlock(scope: !150, file: !2, line: 69, column: 9)
!155 = !DILocalVariable(name: "b", scope: !153, file: !2, line: 70, type: !31)
!156 = !DILocalVariable(name: "q", scope: !153, file: !2, line: 72, type: !31)
!157 = !DILocalVariable(name: "r", scope: !153, file: !2, line: 72, type: !31)
!158 = !DILocalVariable(name: "sa", scope: !153, file: !2, line: 75, type: !33)
!159 = !DILocalVariable(name: "sb", scope: !153, file: !2, line: 75, type: !33)
!160 = !DILocalVariable(name: "sq", scope: !153, file: !2, line: 77, type: !33)
!161 = !DILocalVariable(name: "sr", scope: !153, file: !2, line: 77, type: !33)
!162 = !DILocalVariable(name: "i", scope: !163, file: !2, line: 83, type: !35)
!163 = distinct !DILexicalBlock(scope: !122, file: !2, line: 83, column: 5)
!164 = !DILocalVariable(name: "s", scope: !165, file: !2, line: 84, type: !35)
!165 = distinct !DILexicalBlock(scope: !166, file: !2, line: 84, column: 9)
!166 = distinct !DILexicalBlock(scope: !163, file: !2, line: 83, column: 5)
!167 = !DILocalVariable(name: "i", scope: !168, file: !2, line: 86, type: !35)
!168 = distinct !DILexicalBlock(scope: !122, file: !2, line: 86, column: 5)
!169 = !DILocalVariable(name: "a", scope: !170, file: !2, line: 87, type: !31)
!170 = distinct !DILexicalBlock(scope: !171, file: !2, line: 86, column: 33)
!171 = distinct !DILexicalBlock(scope: !168, file: !2, line: 86, column: 5)
!172 = distinct !DIAssignID()
!173 = !DILocation(line: 0, scope: !122)
!174 = !DILocalVariable(name: "v", scope: !175, file: !2, line: 16, type: !181)
!175 = distinct !DISubprogram(name: "init", scope: !2, file: !2, line: 15, type: !176, scopeLine: 15, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !29, retainedNodes: !178)
!176 = !DISubroutineType(types: !177)
!177 = !{null}
!178 = !{!174, !179}
!179 = !DILocalVariable(name: "i", scope: !180, file: !2, line: 20, type: !35)
!180 = distinct !DILexicalBlock(scope: !175, file: !2, line: 20, column: 5)
!181 = !DICompositeType(tag: DW_TAG_array_type, baseType: !31, size: 2304, elements: !107)
!182 = distinct !DIAssignID()
!183 = !DILocation(line: 0, scope: !175, inlinedAt: !184)
!184 = distinct !DILocation(line: 43, column: 5, scope: !122)
!185 = distinct !DIAssignID()
!186 = !DILocation(line: 0, scope: !180, inlinedAt: !184)
!187 = !DILocation(line: 20, column: 42, scope: !188, inlinedAt: !184)
!188 = distinct !DILexicalBlock(scope: !180, file: !2, line: 20, column: 5)
!189 = !{!190, !190, i64 0}
!190 = !{!"__int128", !191, i64 0}
!191 = !{!"omnipotent char", !192, i64 0}
!192 = !{!"Simple C/C++ TBAA"}
!193 = distinct !DIAssignID()
!194 = !DILocation(line: 0, scope: !134)
!195 = !DILocation(line: 47, column: 5, scope: !134)
!196 = !DILocation(line: 67, column: 7, scope: !122)
!197 = !{!198, !198, i64 0}
!198 = !{!"long long", !191, i64 0}
!199 = !DILocation(line: 0, scope: !148)
!200 = !DILocation(line: 68, column: 5, scope: !148)
!201 = !DILocation(line: 0, scope: !136)
!202 = !DILocation(line: 49, column: 9, scope: !136)
!203 = !DILocation(line: 0, scope: !140)
!204 = !DILocation(line: 50, column: 13, scope: !140)
!205 = !DILocation(line: 64, column: 34, scope: !137)
!206 = !DILocation(line: 64, column: 9, scope: !137)
!207 = !DILocation(line: 65, column: 18, scope: !137)
!208 = !DILocation(line: 65, column: 15, scope: !137)
!209 = !DILocation(line: 47, column: 32, scope: !138)
!210 = !DILocation(line: 47, column: 25, scope: !138)
!211 = distinct !{!211, !195, !212, !213}
!212 = !DILocation(line: 66, column: 5, scope: !134)
!213 = !{!"llvm.loop.mustprogress"}
!214 = !DILocation(line: 49, column: 33, scope: !141)
!215 = !DILocation(line: 49, column: 27, scope: !141)
!216 = distinct !{!216, !202, !217, !213}
!217 = !DILocation(line: 63, column: 13, scope: !136)
!218 = !DILocation(line: 51, column: 26, scope: !143)
!219 = !DILocation(line: 0, scope: !143)
!220 = !DILocation(line: 51, column: 39, scope: !143)
!221 = !DILocation(line: 52, column: 17, scope: !143)
!222 = !DILocation(line: 53, column: 29, scope: !223)
!223 = distinct !DILexicalBlock(scope: !143, file: !2, line: 52, column: 29)
!224 = !DILocation(line: 53, column: 41, scope: !223)
!225 = !DILocation(line: 54, column: 29, scope: !223)
!226 = !DILocation(line: 54, column: 41, scope: !223)
!227 = !DILocation(line: 55, column: 29, scope: !223)
!228 = !DILocation(line: 55, column: 41, scope: !223)
!229 = !DILocation(line: 56, column: 31, scope: !223)
!230 = !DILocation(line: 56, column: 36, scope: !223)
!231 = !DILocation(line: 57, column: 31, scope: !223)
!232 = !DILocation(line: 57, column: 36, scope: !223)
!233 = !DILocation(line: 58, column: 31, scope: !223)
!234 = !DILocation(line: 58, column: 36, scope: !223)
!235 = !DILocation(line: 59, column: 35, scope: !223)
!236 = !DILocation(line: 59, column: 59, scope: !223)
!237 = !DILocation(line: 60, column: 35, scope: !223)
!238 = !DILocation(line: 60, column: 47, scope: !223)
!239 = !DILocalVariable(name: "v", arg: 1, scope: !240, file: !2, line: 23, type: !31)
!240 = distinct !DISubprogram(name: "mix", scope: !2, file: !2, line: 23, type: !241, scopeLine: 23, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !29, retainedNodes: !243)
!241 = !DISubroutineType(types: !242)
!242 = !{null, !31}
!243 = !{!239}
!244 = !DILocation(line: 0, scope: !240, inlinedAt: !245)
!245 = distinct !DILocation(line: 62, column: 17, scope: !143)
!246 = !DILocation(line: 23, column: 34, scope: !240, inlinedAt: !245)
!247 = !DILocation(line: 23, column: 59, scope: !240, inlinedAt: !245)
!248 = !DILocation(line: 23, column: 86, scope: !240, inlinedAt: !245)
!249 = !DILocation(line: 23, column: 119, scope: !240, inlinedAt: !245)
!250 = !DILocation(line: 50, column: 37, scope: !144)
!251 = !DILocation(line: 50, column: 31, scope: !144)
!252 = distinct !{!252, !204, !253, !213}
!253 = !DILocation(line: 63, column: 13, scope: !140)
!254 = !DILocation(line: 0, scope: !150)
!255 = !DILocation(line: 69, column: 9, scope: !150)
!256 = !DILocation(line: 81, column: 32, scope: !122)
!257 = !DILocation(line: 81, column: 5, scope: !122)
!258 = !DILocation(line: 81, column: 45, scope: !122)
!259 = !DILocation(line: 0, scope: !163)
!260 = !DILocation(line: 83, column: 5, scope: !163)
!261 = !DILocation(line: 68, column: 29, scope: !151)
!262 = !DILocation(line: 68, column: 23, scope: !151)
!263 = distinct !{!263, !200, !264, !213}
!264 = !DILocation(line: 80, column: 9, scope: !148)
!265 = !DILocation(line: 70, column: 22, scope: !153)
!266 = !DILocation(line: 0, scope: !153)
!267 = !DILocation(line: 70, column: 35, scope: !153)
!268 = !DILocation(line: 71, column: 19, scope: !269)
!269 = distinct !DILexicalBlock(scope: !153, file: !2, line: 71, column: 17)
!270 = !DILocation(line: 71, column: 17, scope: !153)
!271 = !DILocation(line: 72, column: 22, scope: !153)
!272 = !DILocation(line: 72, column: 18, scope: !153)
!273 = !DILocation(line: 72, column: 38, scope: !153)
!274 = !DILocation(line: 72, column: 34, scope: !153)
!275 = !DILocation(line: 0, scope: !240, inlinedAt: !276)
!276 = distinct !DILocation(line: 73, column: 13, scope: !153)
!277 = !DILocation(line: 23, column: 32, scope: !240, inlinedAt: !276)
!278 = !DILocation(line: 23, column: 34, scope: !240, inlinedAt: !276)
!279 = !DILocation(line: 23, column: 59, scope: !240, inlinedAt: !276)
!280 = !DILocation(line: 23, column: 86, scope: !240, inlinedAt: !276)
!281 = !DILocation(line: 23, column: 119, scope: !240, inlinedAt: !276)
!282 = !DILocation(line: 0, scope: !240, inlinedAt: !283)
!283 = distinct !DILocation(line: 73, column: 21, scope: !153)
!284 = !DILocation(line: 23, column: 34, scope: !240, inlinedAt: !283)
!285 = !DILocation(line: 23, column: 59, scope: !240, inlinedAt: !283)
!286 = !DILocation(line: 23, column: 86, scope: !240, inlinedAt: !283)
!287 = !DILocation(line: 23, column: 119, scope: !240, inlinedAt: !283)
!288 = !DILocation(line: 23, column: 81, scope: !240, inlinedAt: !283)
!289 = !DILocation(line: 74, column: 19, scope: !290)
!290 = distinct !DILexicalBlock(scope: !153, file: !2, line: 74, column: 17)
!291 = !DILocation(line: 74, column: 23, scope: !290)
!292 = !DILocation(line: 74, column: 27, scope: !290)
!293 = !DILocation(line: 74, column: 32, scope: !290)
!294 = !DILocation(line: 74, column: 48, scope: !295)
!295 = distinct !DILexicalBlock(scope: !290, file: !2, line: 74, column: 43)
!296 = !DILocalVariable(name: "tag", arg: 1, scope: !297, file: !2, line: 24, type: !131)
!297 = distinct !DISubprogram(name: "px", scope: !2, file: !2, line: 24, type: !298, scopeLine: 24, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !29, retainedNodes: !300)
!298 = !DISubroutineType(types: !299)
!299 = !{null, !131, !31}
!300 = !{!296, !301}
!301 = !DILocalVariable(name: "v", arg: 2, scope: !297, file: !2, line: 24, type: !31)
!302 = !DILocation(line: 0, scope: !297, inlinedAt: !303)
!303 = distinct !DILocation(line: 74, column: 52, scope: !295)
!304 = !DILocation(line: 24, column: 43, scope: !297, inlinedAt: !303)
!305 = !DILocation(line: 0, scope: !297, inlinedAt: !306)
!306 = distinct !DILocation(line: 74, column: 72, scope: !295)
!307 = !DILocation(line: 24, column: 43, scope: !297, inlinedAt: !306)
!308 = !DILocation(line: 74, column: 86, scope: !295)
!309 = !DILocation(line: 74, column: 100, scope: !295)
!310 = !DILocation(line: 76, column: 20, scope: !311)
!311 = distinct !DILexicalBlock(scope: !153, file: !2, line: 76, column: 17)
!312 = !DILocation(line: 76, column: 32, scope: !311)
!313 = !DILocation(line: 77, column: 23, scope: !153)
!314 = !DILocation(line: 77, column: 18, scope: !153)
!315 = !DILocation(line: 77, column: 42, scope: !153)
!316 = !DILocation(line: 77, column: 37, scope: !153)
!317 = !DILocation(line: 0, scope: !240, inlinedAt: !318)
!318 = distinct !DILocation(line: 78, column: 13, scope: !153)
!319 = !DILocation(line: 23, column: 32, scope: !240, inlinedAt: !318)
!320 = !DILocation(line: 23, column: 34, scope: !240, inlinedAt: !318)
!321 = !DILocation(line: 23, column: 59, scope: !240, inlinedAt: !318)
!322 = !DILocation(line: 23, column: 86, scope: !240, inlinedAt: !318)
!323 = !DILocation(line: 23, column: 119, scope: !240, inlinedAt: !318)
!324 = !DILocation(line: 0, scope: !240, inlinedAt: !325)
!325 = distinct !DILocation(line: 78, column: 28, scope: !153)
!326 = !DILocation(line: 23, column: 34, scope: !240, inlinedAt: !325)
!327 = !DILocation(line: 23, column: 59, scope: !240, inlinedAt: !325)
!328 = !DILocation(line: 23, column: 86, scope: !240, inlinedAt: !325)
!329 = !DILocation(line: 23, column: 119, scope: !240, inlinedAt: !325)
!330 = !DILocation(line: 23, column: 81, scope: !240, inlinedAt: !325)
!331 = !DILocation(line: 79, column: 26, scope: !332)
!332 = distinct !DILexicalBlock(scope: !153, file: !2, line: 79, column: 17)
!333 = !DILocation(line: 79, column: 37, scope: !332)
!334 = !DILocation(line: 79, column: 48, scope: !332)
!335 = !DILocation(line: 79, column: 53, scope: !332)
!336 = !DILocation(line: 79, column: 60, scope: !332)
!337 = !DILocation(line: 79, column: 65, scope: !332)
!338 = !DILocation(line: 79, column: 72, scope: !332)
!339 = !DILocation(line: 79, column: 84, scope: !332)
!340 = !DILocation(line: 79, column: 77, scope: !332)
!341 = !DILocation(line: 79, column: 17, scope: !153)
!342 = !DILocation(line: 79, column: 96, scope: !343)
!343 = distinct !DILexicalBlock(scope: !332, file: !2, line: 79, column: 91)
!344 = !DILocation(line: 0, scope: !297, inlinedAt: !345)
!345 = distinct !DILocation(line: 79, column: 100, scope: !343)
!346 = !DILocation(line: 24, column: 43, scope: !297, inlinedAt: !345)
!347 = !DILocation(line: 0, scope: !297, inlinedAt: !348)
!348 = distinct !DILocation(line: 79, column: 120, scope: !343)
!349 = !DILocation(line: 24, column: 43, scope: !297, inlinedAt: !348)
!350 = !DILocation(line: 79, column: 134, scope: !343)
!351 = !DILocation(line: 79, column: 148, scope: !343)
!352 = !DILocation(line: 69, column: 33, scope: !154)
!353 = !DILocation(line: 69, column: 27, scope: !154)
!354 = distinct !{!354, !255, !355, !213}
!355 = !DILocation(line: 80, column: 9, scope: !150)
!356 = !DILocation(line: 0, scope: !165)
!357 = !DILocation(line: 84, column: 9, scope: !165)
!358 = !DILocation(line: 85, column: 5, scope: !122)
!359 = !DILocation(line: 85, column: 45, scope: !122)
!360 = !DILocation(line: 0, scope: !168)
!361 = !DILocation(line: 86, column: 5, scope: !168)
!362 = !DILocation(line: 83, column: 29, scope: !166)
!363 = !DILocation(line: 83, column: 23, scope: !166)
!364 = distinct !{!364, !260, !365, !213}
!365 = !DILocation(line: 84, column: 121, scope: !163)
!366 = !DILocation(line: 84, column: 49, scope: !367)
!367 = distinct !DILexicalBlock(scope: !368, file: !2, line: 84, column: 39)
!368 = distinct !DILexicalBlock(scope: !165, file: !2, line: 84, column: 9)
!369 = !DILocation(line: 84, column: 45, scope: !367)
!370 = !DILocation(line: 0, scope: !240, inlinedAt: !371)
!371 = distinct !DILocation(line: 84, column: 41, scope: !367)
!372 = !DILocation(line: 23, column: 34, scope: !240, inlinedAt: !371)
!373 = !DILocation(line: 23, column: 59, scope: !240, inlinedAt: !371)
!374 = !DILocation(line: 23, column: 86, scope: !240, inlinedAt: !371)
!375 = !DILocation(line: 23, column: 119, scope: !240, inlinedAt: !371)
!376 = !DILocation(line: 84, column: 72, scope: !367)
!377 = !DILocation(line: 84, column: 67, scope: !367)
!378 = !DILocation(line: 0, scope: !240, inlinedAt: !379)
!379 = distinct !DILocation(line: 84, column: 63, scope: !367)
!380 = !DILocation(line: 23, column: 34, scope: !240, inlinedAt: !379)
!381 = !DILocation(line: 23, column: 59, scope: !240, inlinedAt: !379)
!382 = !DILocation(line: 23, column: 86, scope: !240, inlinedAt: !379)
!383 = !DILocation(line: 23, column: 119, scope: !240, inlinedAt: !379)
!384 = !DILocation(line: 84, column: 107, scope: !367)
!385 = !DILocation(line: 84, column: 96, scope: !367)
!386 = !DILocation(line: 0, scope: !240, inlinedAt: !387)
!387 = distinct !DILocation(line: 84, column: 86, scope: !367)
!388 = !DILocation(line: 23, column: 34, scope: !240, inlinedAt: !387)
!389 = !DILocation(line: 23, column: 59, scope: !240, inlinedAt: !387)
!390 = !DILocation(line: 23, column: 86, scope: !240, inlinedAt: !387)
!391 = !DILocation(line: 23, column: 119, scope: !240, inlinedAt: !387)
!392 = !DILocation(line: 84, column: 35, scope: !368)
!393 = !DILocation(line: 84, column: 27, scope: !368)
!394 = distinct !{!394, !357, !395, !213}
!395 = !DILocation(line: 84, column: 121, scope: !165)
!396 = !DILocation(line: 85, column: 42, scope: !122)
!397 = !DILocation(line: 0, scope: !297, inlinedAt: !398)
!398 = distinct !DILocation(line: 92, column: 5, scope: !122)
!399 = !DILocation(line: 24, column: 43, scope: !297, inlinedAt: !398)
!400 = !DILocation(line: 0, scope: !297, inlinedAt: !401)
!401 = distinct !DILocation(line: 92, column: 33, scope: !122)
!402 = !DILocation(line: 24, column: 43, scope: !297, inlinedAt: !401)
!403 = !DILocation(line: 92, column: 62, scope: !122)
!404 = !DILocation(line: 93, column: 5, scope: !122)
!405 = !DILocation(line: 94, column: 12, scope: !122)
!406 = !DILocation(line: 95, column: 1, scope: !122)
!407 = !DILocation(line: 87, column: 18, scope: !170)
!408 = !DILocation(line: 0, scope: !170)
!409 = !DILocation(line: 88, column: 9, scope: !170)
!410 = !DILocation(line: 0, scope: !297, inlinedAt: !411)
!411 = distinct !DILocation(line: 88, column: 9, scope: !170)
!412 = !DILocation(line: 24, column: 43, scope: !297, inlinedAt: !411)
!413 = !DILocation(line: 88, column: 34, scope: !170)
!414 = !DILocation(line: 88, column: 22, scope: !170)
!415 = !DILocation(line: 0, scope: !297, inlinedAt: !416)
!416 = distinct !DILocation(line: 88, column: 22, scope: !170)
!417 = !DILocation(line: 24, column: 43, scope: !297, inlinedAt: !416)
!418 = !DILocation(line: 88, column: 51, scope: !170)
!419 = !DILocation(line: 0, scope: !297, inlinedAt: !420)
!420 = distinct !DILocation(line: 88, column: 39, scope: !170)
!421 = !DILocation(line: 24, column: 43, scope: !297, inlinedAt: !420)
!422 = !DILocation(line: 88, column: 81, scope: !170)
!423 = !DILocation(line: 0, scope: !297, inlinedAt: !424)
!424 = distinct !DILocation(line: 88, column: 63, scope: !170)
!425 = !DILocation(line: 24, column: 43, scope: !297, inlinedAt: !424)
!426 = !DILocation(line: 88, column: 116, scope: !170)
!427 = !DILocation(line: 0, scope: !297, inlinedAt: !428)
!428 = distinct !DILocation(line: 88, column: 98, scope: !170)
!429 = !DILocation(line: 24, column: 43, scope: !297, inlinedAt: !428)
!430 = !DILocation(line: 89, column: 23, scope: !170)
!431 = !DILocation(line: 0, scope: !297, inlinedAt: !432)
!432 = distinct !DILocation(line: 89, column: 9, scope: !170)
!433 = !DILocation(line: 24, column: 43, scope: !297, inlinedAt: !432)
!434 = !DILocation(line: 89, column: 58, scope: !170)
!435 = !DILocation(line: 0, scope: !297, inlinedAt: !436)
!436 = distinct !DILocation(line: 89, column: 36, scope: !170)
!437 = !DILocation(line: 24, column: 43, scope: !297, inlinedAt: !436)
!438 = !DILocation(line: 89, column: 94, scope: !170)
!439 = !DILocation(line: 0, scope: !297, inlinedAt: !440)
!440 = distinct !DILocation(line: 89, column: 79, scope: !170)
!441 = !DILocation(line: 24, column: 43, scope: !297, inlinedAt: !440)
!442 = !DILocation(line: 90, column: 9, scope: !170)
!443 = !DILocation(line: 86, column: 29, scope: !171)
!444 = !DILocation(line: 86, column: 23, scope: !171)
!445 = distinct !{!445, !361, !446, !213}
!446 = !DILocation(line: 91, column: 5, scope: !168)
!447 = distinct !DISubprogram(name: "uadd", scope: !2, file: !2, line: 26, type: !448, scopeLine: 26, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !29, retainedNodes: !450)
!448 = !DISubroutineType(types: !449)
!449 = !{!31, !31, !31}
!450 = !{!451, !452}
!451 = !DILocalVariable(name: "a", arg: 1, scope: !447, file: !2, line: 26, type: !31)
!452 = !DILocalVariable(name: "b", arg: 2, scope: !447, file: !2, line: 26, type: !31)
!453 = !DILocation(line: 0, scope: !447)
!454 = !DILocation(line: 26, column: 62, scope: !447)
!455 = distinct !DISubprogram(name: "usub", scope: !2, file: !2, line: 27, type: !448, scopeLine: 27, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !29, retainedNodes: !456)
!456 = !{!457, !458}
!457 = !DILocalVariable(name: "a", arg: 1, scope: !455, file: !2, line: 27, type: !31)
!458 = !DILocalVariable(name: "b", arg: 2, scope: !455, file: !2, line: 27, type: !31)
!459 = !DILocation(line: 0, scope: !455)
!460 = !DILocation(line: 27, column: 62, scope: !455)
!461 = distinct !DISubprogram(name: "umul", scope: !2, file: !2, line: 28, type: !448, scopeLine: 28, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !29, retainedNodes: !462)
!462 = !{!463, !464}
!463 = !DILocalVariable(name: "a", arg: 1, scope: !461, file: !2, line: 28, type: !31)
!464 = !DILocalVariable(name: "b", arg: 2, scope: !461, file: !2, line: 28, type: !31)
!465 = !DILocation(line: 0, scope: !461)
!466 = !DILocation(line: 28, column: 71, scope: !461)
!467 = !DILocation(line: 28, column: 62, scope: !461)
!468 = distinct !DISubprogram(name: "cmps", scope: !2, file: !2, line: 36, type: !469, scopeLine: 36, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !29, retainedNodes: !471)
!469 = !DISubroutineType(types: !470)
!470 = !{!35, !33, !33}
!471 = !{!472, !473}
!472 = !DILocalVariable(name: "a", arg: 1, scope: !468, file: !2, line: 36, type: !33)
!473 = !DILocalVariable(name: "b", arg: 2, scope: !468, file: !2, line: 36, type: !33)
!474 = !DILocation(line: 0, scope: !468)
!475 = !DILocation(line: 36, column: 71, scope: !468)
!476 = !DILocation(line: 36, column: 81, scope: !468)
!477 = !DILocation(line: 36, column: 87, scope: !468)
!478 = !DILocation(line: 36, column: 76, scope: !468)
!479 = !DILocation(line: 36, column: 102, scope: !468)
!480 = !DILocation(line: 36, column: 92, scope: !468)
!481 = !DILocation(line: 36, column: 118, scope: !468)
!482 = !DILocation(line: 36, column: 107, scope: !468)
!483 = !DILocation(line: 36, column: 128, scope: !468)
!484 = !DILocation(line: 36, column: 134, scope: !468)
!485 = !DILocation(line: 36, column: 123, scope: !468)
!486 = !DILocation(line: 36, column: 150, scope: !468)
!487 = !DILocation(line: 36, column: 139, scope: !468)
!488 = !DILocation(line: 36, column: 61, scope: !468)
!489 = distinct !DISubprogram(name: "cmpu", scope: !2, file: !2, line: 37, type: !490, scopeLine: 37, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !29, retainedNodes: !492)
!490 = !DISubroutineType(types: !491)
!491 = !{!35, !31, !31}
!492 = !{!493, !494}
!493 = !DILocalVariable(name: "a", arg: 1, scope: !489, file: !2, line: 37, type: !31)
!494 = !DILocalVariable(name: "b", arg: 2, scope: !489, file: !2, line: 37, type: !31)
!495 = !DILocation(line: 0, scope: !489)
!496 = !DILocation(line: 37, column: 71, scope: !489)
!497 = !DILocation(line: 37, column: 81, scope: !489)
!498 = !DILocation(line: 37, column: 87, scope: !489)
!499 = !DILocation(line: 37, column: 76, scope: !489)
!500 = !DILocation(line: 37, column: 102, scope: !489)
!501 = !DILocation(line: 37, column: 92, scope: !489)
!502 = !DILocation(line: 37, column: 118, scope: !489)
!503 = !DILocation(line: 37, column: 107, scope: !489)
!504 = !DILocation(line: 37, column: 61, scope: !489)
!505 = !DISubprogram(name: "printf", scope: !506, file: !506, line: 356, type: !507, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!506 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!507 = !DISubroutineType(types: !508)
!508 = !{!35, !509, null}
!509 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !131)
!510 = distinct !DISubprogram(name: "udiv", scope: !2, file: !2, line: 29, type: !448, scopeLine: 29, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !29, retainedNodes: !511)
!511 = !{!512, !513}
!512 = !DILocalVariable(name: "a", arg: 1, scope: !510, file: !2, line: 29, type: !31)
!513 = !DILocalVariable(name: "b", arg: 2, scope: !510, file: !2, line: 29, type: !31)
!514 = !DILocation(line: 0, scope: !510)
!515 = !DILocation(line: 29, column: 71, scope: !510)
!516 = !DILocation(line: 29, column: 62, scope: !510)
!517 = distinct !DISubprogram(name: "urem", scope: !2, file: !2, line: 30, type: !448, scopeLine: 30, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !29, retainedNodes: !518)
!518 = !{!519, !520}
!519 = !DILocalVariable(name: "a", arg: 1, scope: !517, file: !2, line: 30, type: !31)
!520 = !DILocalVariable(name: "b", arg: 2, scope: !517, file: !2, line: 30, type: !31)
!521 = !DILocation(line: 0, scope: !517)
!522 = !DILocation(line: 30, column: 71, scope: !517)
!523 = !DILocation(line: 30, column: 62, scope: !517)
!524 = distinct !DISubprogram(name: "sdiv", scope: !2, file: !2, line: 31, type: !525, scopeLine: 31, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !29, retainedNodes: !527)
!525 = !DISubroutineType(types: !526)
!526 = !{!33, !33, !33}
!527 = !{!528, !529}
!528 = !DILocalVariable(name: "a", arg: 1, scope: !524, file: !2, line: 31, type: !33)
!529 = !DILocalVariable(name: "b", arg: 2, scope: !524, file: !2, line: 31, type: !33)
!530 = !DILocation(line: 0, scope: !524)
!531 = !DILocation(line: 31, column: 71, scope: !524)
!532 = !DILocation(line: 31, column: 62, scope: !524)
!533 = distinct !DISubprogram(name: "srem", scope: !2, file: !2, line: 32, type: !525, scopeLine: 32, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !29, retainedNodes: !534)
!534 = !{!535, !536}
!535 = !DILocalVariable(name: "a", arg: 1, scope: !533, file: !2, line: 32, type: !33)
!536 = !DILocalVariable(name: "b", arg: 2, scope: !533, file: !2, line: 32, type: !33)
!537 = !DILocation(line: 0, scope: !533)
!538 = !DILocation(line: 32, column: 71, scope: !533)
!539 = !DILocation(line: 32, column: 62, scope: !533)
!540 = distinct !DISubprogram(name: "shl", scope: !2, file: !2, line: 33, type: !541, scopeLine: 33, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !29, retainedNodes: !543)
!541 = !DISubroutineType(types: !542)
!542 = !{!31, !31, !35}
!543 = !{!544, !545}
!544 = !DILocalVariable(name: "a", arg: 1, scope: !540, file: !2, line: 33, type: !31)
!545 = !DILocalVariable(name: "s", arg: 2, scope: !540, file: !2, line: 33, type: !35)
!546 = !DILocation(line: 0, scope: !540)
!547 = !DILocation(line: 33, column: 69, scope: !540)
!548 = !DILocation(line: 33, column: 60, scope: !540)
!549 = distinct !DISubprogram(name: "lshr", scope: !2, file: !2, line: 34, type: !541, scopeLine: 34, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !29, retainedNodes: !550)
!550 = !{!551, !552}
!551 = !DILocalVariable(name: "a", arg: 1, scope: !549, file: !2, line: 34, type: !31)
!552 = !DILocalVariable(name: "s", arg: 2, scope: !549, file: !2, line: 34, type: !35)
!553 = !DILocation(line: 0, scope: !549)
!554 = !DILocation(line: 34, column: 70, scope: !549)
!555 = !DILocation(line: 34, column: 61, scope: !549)
!556 = distinct !DISubprogram(name: "ashr", scope: !2, file: !2, line: 35, type: !557, scopeLine: 35, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !29, retainedNodes: !559)
!557 = !DISubroutineType(types: !558)
!558 = !{!33, !33, !35}
!559 = !{!560, !561}
!560 = !DILocalVariable(name: "a", arg: 1, scope: !556, file: !2, line: 35, type: !33)
!561 = !DILocalVariable(name: "s", arg: 2, scope: !556, file: !2, line: 35, type: !35)
!562 = !DILocation(line: 0, scope: !556)
!563 = !DILocation(line: 35, column: 70, scope: !556)
!564 = !DILocation(line: 35, column: 61, scope: !556)
!565 = distinct !DISubprogram(name: "udiv10", scope: !2, file: !2, line: 38, type: !566, scopeLine: 38, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !29, retainedNodes: !568)
!566 = !DISubroutineType(types: !567)
!567 = !{!31, !31}
!568 = !{!569}
!569 = !DILocalVariable(name: "a", arg: 1, scope: !565, file: !2, line: 38, type: !31)
!570 = !DILocation(line: 0, scope: !565)
!571 = !DILocation(line: 38, column: 65, scope: !565)
!572 = !DILocation(line: 38, column: 56, scope: !565)
!573 = distinct !DISubprogram(name: "sdiv7", scope: !2, file: !2, line: 39, type: !574, scopeLine: 39, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !29, retainedNodes: !576)
!574 = !DISubroutineType(types: !575)
!575 = !{!33, !33}
!576 = !{!577}
!577 = !DILocalVariable(name: "a", arg: 1, scope: !573, file: !2, line: 39, type: !33)
!578 = !DILocation(line: 0, scope: !573)
!579 = !DILocation(line: 39, column: 64, scope: !573)
!580 = !DILocation(line: 39, column: 55, scope: !573)
!581 = distinct !DISubprogram(name: "srem7", scope: !2, file: !2, line: 40, type: !574, scopeLine: 40, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !29, retainedNodes: !582)
!582 = !{!583}
!583 = !DILocalVariable(name: "a", arg: 1, scope: !581, file: !2, line: 40, type: !33)
!584 = !DILocation(line: 0, scope: !581)
!585 = !DILocation(line: 40, column: 64, scope: !581)
!586 = !DILocation(line: 40, column: 55, scope: !581)
