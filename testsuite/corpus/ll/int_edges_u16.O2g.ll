; ModuleID = 'programs/int_edges_u16.c'
source_filename = "programs/int_edges_u16.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@__const.main.vals = private unnamed_addr constant [14 x i16] [i16 0, i16 1, i16 0, i16 -1, i16 0, i16 1, i16 2, i16 3, i16 7, i16 32767, i16 -2, i16 -1, i16 23130, i16 -23131], align 16
@.str = private unnamed_addr constant [40 x i8] c"type unsigned short: size=%d signed=%d\0A\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [3 x i8] c"a=\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [5 x i8] c"%llu\00", align 1, !dbg !12
@.str.3 = private unnamed_addr constant [4 x i8] c"not\00", align 1, !dbg !17
@.str.4 = private unnamed_addr constant [20 x i8] c" wid=%lld uwid=%llu\00", align 1, !dbg !22
@.str.5 = private unnamed_addr constant [4 x i8] c"neg\00", align 1, !dbg !27
@.str.6 = private unnamed_addr constant [4 x i8] c"inc\00", align 1, !dbg !29
@.str.7 = private unnamed_addr constant [4 x i8] c"dec\00", align 1, !dbg !31
@.str.8 = private unnamed_addr constant [10 x i8] c" lnot=%d\0A\00", align 1, !dbg !33
@.str.9 = private unnamed_addr constant [7 x i8] c"  s=%d\00", align 1, !dbg !38
@.str.10 = private unnamed_addr constant [4 x i8] c"shl\00", align 1, !dbg !43
@.str.11 = private unnamed_addr constant [4 x i8] c"shr\00", align 1, !dbg !45
@.str.13 = private unnamed_addr constant [8 x i8] c" b=%lld\00", align 1, !dbg !47
@.str.14 = private unnamed_addr constant [2 x i8] c"+\00", align 1, !dbg !52
@.str.15 = private unnamed_addr constant [2 x i8] c"-\00", align 1, !dbg !57
@.str.16 = private unnamed_addr constant [2 x i8] c"*\00", align 1, !dbg !59
@.str.17 = private unnamed_addr constant [2 x i8] c"/\00", align 1, !dbg !61
@.str.18 = private unnamed_addr constant [2 x i8] c"%\00", align 1, !dbg !63
@.str.19 = private unnamed_addr constant [11 x i8] c" DIVID-BAD\00", align 1, !dbg !65
@.str.20 = private unnamed_addr constant [2 x i8] c"&\00", align 1, !dbg !70
@.str.21 = private unnamed_addr constant [2 x i8] c"|\00", align 1, !dbg !72
@.str.22 = private unnamed_addr constant [2 x i8] c"^\00", align 1, !dbg !74
@.str.23 = private unnamed_addr constant [18 x i8] c" cmp=%d%d%d%d%d%d\00", align 1, !dbg !76
@__const.main.wides = private unnamed_addr constant [16 x i64] [i64 0, i64 1, i64 -1, i64 255, i64 256, i64 -129, i64 65535, i64 65536, i64 -32769, i64 2147483647, i64 2147483648, i64 -2147483649, i64 4294967295, i64 9223372036854775807, i64 -9223372036854775808, i64 81985529216486895], align 16
@.str.24 = private unnamed_addr constant [15 x i8] c"narrow %lld ->\00", align 1, !dbg !81
@.str.25 = private unnamed_addr constant [1 x i8] zeroinitializer, align 1, !dbg !86
@.str.26 = private unnamed_addr constant [4 x i8] c"acc\00", align 1, !dbg !91
@.str.27 = private unnamed_addr constant [14 x i8] c"hash=%016llx\0A\00", align 1, !dbg !93
@hash = internal unnamed_addr global i64 1469598103934665603, align 8, !dbg !98
@.str.28 = private unnamed_addr constant [9 x i8] c" %s=%llu\00", align 1, !dbg !111

; Function Attrs: nofree nounwind uwtable
define dso_local range(i32 0, 7) i32 @main() local_unnamed_addr #0 !dbg !129 {
  %1 = alloca [14 x i16], align 16, !DIAssignID !163
    #dbg_assign(i1 undef, !133, !DIExpression(), !163, ptr %1, !DIExpression(), !164)
    #dbg_assign(i1 undef, !153, !DIExpression(), !165, ptr @__const.main.wides, !DIExpression(), !164)
  call void @llvm.lifetime.start.p0(i64 28, ptr nonnull %1) #6, !dbg !166
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 16 %1, ptr align 16 @__const.main.vals, i64 28, i1 true), !dbg !167, !DIAssignID !168
    #dbg_assign(i1 undef, !133, !DIExpression(), !168, ptr %1, !DIExpression(), !164)
    #dbg_value(i32 14, !136, !DIExpression(), !164)
  %2 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 2, i32 noundef 0), !dbg !169
    #dbg_value(i32 0, !137, !DIExpression(), !170)
  br label %3, !dbg !171

3:                                                ; preds = %0, %112
  %4 = phi i64 [ 0, %0 ], [ %113, %112 ]
    #dbg_value(i64 %4, !137, !DIExpression(), !170)
  %5 = getelementptr inbounds [14 x i16], ptr %1, i64 0, i64 %4, !dbg !172
  %6 = load volatile i16, ptr %5, align 2, !dbg !172, !tbaa !173
    #dbg_value(i16 %6, !139, !DIExpression(), !177)
  %7 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1), !dbg !178
  %8 = zext i16 %6 to i64, !dbg !179
  %9 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i64 noundef %8), !dbg !181
  %10 = tail call fastcc zeroext i16 @f_not(i16 noundef zeroext %6), !dbg !182
    #dbg_value(ptr @.str.3, !183, !DIExpression(), !191)
    #dbg_value(i16 %10, !190, !DIExpression(), !191)
  %11 = zext i16 %10 to i64, !dbg !193
  %12 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.28, ptr noundef nonnull @.str.3, i64 noundef %11), !dbg !195
    #dbg_value(i16 %10, !196, !DIExpression(DW_OP_LLVM_convert, 16, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_stack_value), !203)
    #dbg_value(i32 0, !201, !DIExpression(), !205)
  %13 = load i64, ptr @hash, align 8, !tbaa !206
    #dbg_value(i32 0, !201, !DIExpression(), !205)
    #dbg_value(i64 0, !201, !DIExpression(), !205)
  %14 = and i64 %11, 255, !dbg !208
  %15 = xor i64 %13, %14, !dbg !211
  %16 = mul i64 %15, 1099511628211, !dbg !212
    #dbg_value(i64 1, !201, !DIExpression(), !205)
  %17 = lshr i64 %11, 8, !dbg !213
  %18 = xor i64 %16, %17, !dbg !211
    #dbg_value(i64 2, !201, !DIExpression(), !205)
    #dbg_value(i64 3, !201, !DIExpression(), !205)
    #dbg_value(i64 4, !201, !DIExpression(), !205)
    #dbg_value(i64 5, !201, !DIExpression(), !205)
    #dbg_value(i64 6, !201, !DIExpression(), !205)
    #dbg_value(i64 7, !201, !DIExpression(), !205)
  %19 = mul i64 %18, -4228181266138934565, !dbg !212
    #dbg_value(i64 8, !201, !DIExpression(), !205)
  store i64 %19, ptr @hash, align 8, !dbg !214, !tbaa !206
  %20 = tail call fastcc i64 @f_widen(i16 noundef zeroext %6), !dbg !215
  %21 = tail call fastcc i64 @f_uwiden(i16 noundef zeroext %6), !dbg !216
  %22 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i64 noundef %20, i64 noundef %21), !dbg !217
    #dbg_value(i64 poison, !196, !DIExpression(), !218)
    #dbg_value(i32 0, !201, !DIExpression(), !220)
  %23 = load i64, ptr @hash, align 8, !tbaa !206
    #dbg_value(i32 0, !201, !DIExpression(), !220)
    #dbg_value(i64 0, !201, !DIExpression(), !220)
  %24 = and i64 %20, 255, !dbg !221
  %25 = xor i64 %23, %24, !dbg !222
  %26 = mul i64 %25, 1099511628211, !dbg !223
    #dbg_value(i64 1, !201, !DIExpression(), !220)
  %27 = lshr i64 %20, 8, !dbg !224
  %28 = xor i64 %26, %27, !dbg !222
    #dbg_value(i64 2, !201, !DIExpression(), !220)
    #dbg_value(i64 3, !201, !DIExpression(), !220)
    #dbg_value(i64 4, !201, !DIExpression(), !220)
    #dbg_value(i64 5, !201, !DIExpression(), !220)
    #dbg_value(i64 6, !201, !DIExpression(), !220)
    #dbg_value(i64 7, !201, !DIExpression(), !220)
  %29 = mul i64 %28, -4228181266138934565, !dbg !223
    #dbg_value(i64 8, !201, !DIExpression(), !220)
    #dbg_value(i64 poison, !196, !DIExpression(), !225)
    #dbg_value(i32 0, !201, !DIExpression(), !227)
    #dbg_value(i32 0, !201, !DIExpression(), !227)
    #dbg_value(i64 0, !201, !DIExpression(), !227)
  %30 = and i64 %21, 255, !dbg !228
  %31 = xor i64 %29, %30, !dbg !229
  %32 = mul i64 %31, 1099511628211, !dbg !230
    #dbg_value(i64 1, !201, !DIExpression(), !227)
  %33 = lshr i64 %21, 8, !dbg !231
  %34 = xor i64 %32, %33, !dbg !229
    #dbg_value(i64 2, !201, !DIExpression(), !227)
    #dbg_value(i64 3, !201, !DIExpression(), !227)
    #dbg_value(i64 4, !201, !DIExpression(), !227)
    #dbg_value(i64 5, !201, !DIExpression(), !227)
    #dbg_value(i64 6, !201, !DIExpression(), !227)
    #dbg_value(i64 7, !201, !DIExpression(), !227)
  %35 = mul i64 %34, -4228181266138934565, !dbg !230
    #dbg_value(i64 8, !201, !DIExpression(), !227)
  store i64 %35, ptr @hash, align 8, !dbg !232, !tbaa !206
  %36 = sub i16 0, %6, !dbg !233
    #dbg_value(ptr @.str.5, !183, !DIExpression(), !234)
    #dbg_value(i16 %36, !190, !DIExpression(), !234)
  %37 = zext i16 %36 to i64, !dbg !236
  %38 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.28, ptr noundef nonnull @.str.5, i64 noundef %37), !dbg !237
    #dbg_value(i16 %36, !196, !DIExpression(DW_OP_LLVM_convert, 16, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_stack_value), !238)
    #dbg_value(i32 0, !201, !DIExpression(), !240)
  %39 = load i64, ptr @hash, align 8, !tbaa !206
    #dbg_value(i32 0, !201, !DIExpression(), !240)
    #dbg_value(i64 0, !201, !DIExpression(), !240)
  %40 = and i64 %37, 255, !dbg !241
  %41 = xor i64 %39, %40, !dbg !242
  %42 = mul i64 %41, 1099511628211, !dbg !243
    #dbg_value(i64 1, !201, !DIExpression(), !240)
  %43 = lshr i64 %37, 8, !dbg !244
  %44 = xor i64 %42, %43, !dbg !242
    #dbg_value(i64 2, !201, !DIExpression(), !240)
    #dbg_value(i64 3, !201, !DIExpression(), !240)
    #dbg_value(i64 4, !201, !DIExpression(), !240)
    #dbg_value(i64 5, !201, !DIExpression(), !240)
    #dbg_value(i64 6, !201, !DIExpression(), !240)
    #dbg_value(i64 7, !201, !DIExpression(), !240)
  %45 = mul i64 %44, -4228181266138934565, !dbg !243
    #dbg_value(i64 8, !201, !DIExpression(), !240)
  store i64 %45, ptr @hash, align 8, !dbg !245, !tbaa !206
  %46 = tail call fastcc zeroext i16 @f_add(i16 noundef zeroext %6, i16 noundef zeroext 1), !dbg !246
    #dbg_value(ptr @.str.6, !183, !DIExpression(), !247)
    #dbg_value(i16 %46, !190, !DIExpression(), !247)
  %47 = zext i16 %46 to i64, !dbg !249
  %48 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.28, ptr noundef nonnull @.str.6, i64 noundef %47), !dbg !250
    #dbg_value(i16 %46, !196, !DIExpression(DW_OP_LLVM_convert, 16, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_stack_value), !251)
    #dbg_value(i32 0, !201, !DIExpression(), !253)
  %49 = load i64, ptr @hash, align 8, !tbaa !206
    #dbg_value(i32 0, !201, !DIExpression(), !253)
    #dbg_value(i64 0, !201, !DIExpression(), !253)
  %50 = and i64 %47, 255, !dbg !254
  %51 = xor i64 %49, %50, !dbg !255
  %52 = mul i64 %51, 1099511628211, !dbg !256
    #dbg_value(i64 1, !201, !DIExpression(), !253)
  %53 = lshr i64 %47, 8, !dbg !257
  %54 = xor i64 %52, %53, !dbg !255
    #dbg_value(i64 2, !201, !DIExpression(), !253)
    #dbg_value(i64 3, !201, !DIExpression(), !253)
    #dbg_value(i64 4, !201, !DIExpression(), !253)
    #dbg_value(i64 5, !201, !DIExpression(), !253)
    #dbg_value(i64 6, !201, !DIExpression(), !253)
    #dbg_value(i64 7, !201, !DIExpression(), !253)
  %55 = mul i64 %54, -4228181266138934565, !dbg !256
    #dbg_value(i64 8, !201, !DIExpression(), !253)
  store i64 %55, ptr @hash, align 8, !dbg !258, !tbaa !206
  %56 = tail call fastcc zeroext i16 @f_sub(i16 noundef zeroext %6, i16 noundef zeroext 1), !dbg !259
    #dbg_value(ptr @.str.7, !183, !DIExpression(), !260)
    #dbg_value(i16 %56, !190, !DIExpression(), !260)
  %57 = zext i16 %56 to i64, !dbg !262
  %58 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.28, ptr noundef nonnull @.str.7, i64 noundef %57), !dbg !263
    #dbg_value(i16 %56, !196, !DIExpression(DW_OP_LLVM_convert, 16, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_stack_value), !264)
    #dbg_value(i32 0, !201, !DIExpression(), !266)
  %59 = load i64, ptr @hash, align 8, !tbaa !206
    #dbg_value(i32 0, !201, !DIExpression(), !266)
    #dbg_value(i64 0, !201, !DIExpression(), !266)
  %60 = and i64 %57, 255, !dbg !267
  %61 = xor i64 %59, %60, !dbg !268
  %62 = mul i64 %61, 1099511628211, !dbg !269
    #dbg_value(i64 1, !201, !DIExpression(), !266)
  %63 = lshr i64 %57, 8, !dbg !270
  %64 = xor i64 %62, %63, !dbg !268
    #dbg_value(i64 2, !201, !DIExpression(), !266)
    #dbg_value(i64 3, !201, !DIExpression(), !266)
    #dbg_value(i64 4, !201, !DIExpression(), !266)
    #dbg_value(i64 5, !201, !DIExpression(), !266)
    #dbg_value(i64 6, !201, !DIExpression(), !266)
    #dbg_value(i64 7, !201, !DIExpression(), !266)
  %65 = mul i64 %64, -4228181266138934565, !dbg !269
    #dbg_value(i64 8, !201, !DIExpression(), !266)
  store i64 %65, ptr @hash, align 8, !dbg !271, !tbaa !206
  %66 = icmp eq i16 %6, 0, !dbg !272
  %67 = zext i1 %66 to i32, !dbg !272
  %68 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef %67), !dbg !273
    #dbg_value(i32 0, !142, !DIExpression(), !274)
  %69 = load i64, ptr @hash, align 8, !tbaa !206
  br label %70, !dbg !275

70:                                               ; preds = %3, %105
  %71 = phi i64 [ %69, %3 ], [ %106, %105 ]
  %72 = phi i32 [ 0, %3 ], [ %110, %105 ]
    #dbg_value(i32 %72, !142, !DIExpression(), !274)
  %73 = tail call fastcc zeroext i16 @f_shl(i16 noundef zeroext %6, i32 noundef %72), !dbg !276
    #dbg_value(i16 %73, !144, !DIExpression(), !277)
  %74 = tail call fastcc zeroext i16 @f_shr(i16 noundef zeroext %6, i32 noundef %72), !dbg !278
    #dbg_value(i16 %74, !147, !DIExpression(), !277)
  %75 = zext i16 %73 to i64, !dbg !279
    #dbg_value(i16 %73, !196, !DIExpression(DW_OP_LLVM_convert, 16, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_stack_value), !280)
    #dbg_value(i32 0, !201, !DIExpression(), !282)
    #dbg_value(i32 0, !201, !DIExpression(), !282)
    #dbg_value(i64 0, !201, !DIExpression(), !282)
  %76 = and i64 %75, 255, !dbg !283
  %77 = xor i64 %71, %76, !dbg !284
  %78 = mul i64 %77, 1099511628211, !dbg !285
    #dbg_value(i64 1, !201, !DIExpression(), !282)
  %79 = lshr i64 %75, 8, !dbg !286
  %80 = xor i64 %78, %79, !dbg !284
    #dbg_value(i64 2, !201, !DIExpression(), !282)
    #dbg_value(i64 3, !201, !DIExpression(), !282)
    #dbg_value(i64 4, !201, !DIExpression(), !282)
    #dbg_value(i64 5, !201, !DIExpression(), !282)
    #dbg_value(i64 6, !201, !DIExpression(), !282)
    #dbg_value(i64 7, !201, !DIExpression(), !282)
  %81 = mul i64 %80, -4228181266138934565, !dbg !285
    #dbg_value(i64 8, !201, !DIExpression(), !282)
  %82 = zext i16 %74 to i64, !dbg !287
    #dbg_value(i16 %74, !196, !DIExpression(DW_OP_LLVM_convert, 16, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_stack_value), !288)
    #dbg_value(i32 0, !201, !DIExpression(), !290)
    #dbg_value(i32 0, !201, !DIExpression(), !290)
    #dbg_value(i64 0, !201, !DIExpression(), !290)
  %83 = and i64 %82, 255, !dbg !291
  %84 = xor i64 %81, %83, !dbg !292
  %85 = mul i64 %84, 1099511628211, !dbg !293
    #dbg_value(i64 1, !201, !DIExpression(), !290)
  %86 = lshr i64 %82, 8, !dbg !294
  %87 = xor i64 %85, %86, !dbg !292
    #dbg_value(i64 2, !201, !DIExpression(), !290)
    #dbg_value(i64 3, !201, !DIExpression(), !290)
    #dbg_value(i64 4, !201, !DIExpression(), !290)
    #dbg_value(i64 5, !201, !DIExpression(), !290)
    #dbg_value(i64 6, !201, !DIExpression(), !290)
    #dbg_value(i64 7, !201, !DIExpression(), !290)
  %88 = mul i64 %87, -4228181266138934565, !dbg !293
    #dbg_value(i64 8, !201, !DIExpression(), !290)
  store i64 %88, ptr @hash, align 8, !dbg !295, !tbaa !206
  switch i32 %72, label %105 [
    i32 15, label %89
    i32 1, label %89
  ], !dbg !296

89:                                               ; preds = %70, %70
  %90 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef %72), !dbg !298
    #dbg_value(ptr @.str.10, !183, !DIExpression(), !300)
    #dbg_value(i16 %73, !190, !DIExpression(), !300)
  %91 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.28, ptr noundef nonnull @.str.10, i64 noundef %75), !dbg !302
    #dbg_value(i16 %73, !196, !DIExpression(DW_OP_LLVM_convert, 16, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_stack_value), !303)
    #dbg_value(i32 0, !201, !DIExpression(), !305)
  %92 = load i64, ptr @hash, align 8, !tbaa !206
    #dbg_value(i32 0, !201, !DIExpression(), !305)
    #dbg_value(i64 0, !201, !DIExpression(), !305)
  %93 = xor i64 %92, %76, !dbg !306
  %94 = mul i64 %93, 1099511628211, !dbg !307
    #dbg_value(i64 1, !201, !DIExpression(), !305)
  %95 = xor i64 %94, %79, !dbg !306
    #dbg_value(i64 2, !201, !DIExpression(), !305)
    #dbg_value(i64 3, !201, !DIExpression(), !305)
    #dbg_value(i64 4, !201, !DIExpression(), !305)
    #dbg_value(i64 5, !201, !DIExpression(), !305)
    #dbg_value(i64 6, !201, !DIExpression(), !305)
    #dbg_value(i64 7, !201, !DIExpression(), !305)
  %96 = mul i64 %95, -4228181266138934565, !dbg !307
    #dbg_value(i64 8, !201, !DIExpression(), !305)
  store i64 %96, ptr @hash, align 8, !dbg !308, !tbaa !206
    #dbg_value(ptr @.str.11, !183, !DIExpression(), !309)
    #dbg_value(i16 %74, !190, !DIExpression(), !309)
  %97 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.28, ptr noundef nonnull @.str.11, i64 noundef %82), !dbg !311
    #dbg_value(i16 %74, !196, !DIExpression(DW_OP_LLVM_convert, 16, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_stack_value), !312)
    #dbg_value(i32 0, !201, !DIExpression(), !314)
  %98 = load i64, ptr @hash, align 8, !tbaa !206
    #dbg_value(i32 0, !201, !DIExpression(), !314)
    #dbg_value(i64 0, !201, !DIExpression(), !314)
  %99 = xor i64 %98, %83, !dbg !315
  %100 = mul i64 %99, 1099511628211, !dbg !316
    #dbg_value(i64 1, !201, !DIExpression(), !314)
  %101 = xor i64 %100, %86, !dbg !315
    #dbg_value(i64 2, !201, !DIExpression(), !314)
    #dbg_value(i64 3, !201, !DIExpression(), !314)
    #dbg_value(i64 4, !201, !DIExpression(), !314)
    #dbg_value(i64 5, !201, !DIExpression(), !314)
    #dbg_value(i64 6, !201, !DIExpression(), !314)
    #dbg_value(i64 7, !201, !DIExpression(), !314)
  %102 = mul i64 %101, -4228181266138934565, !dbg !316
    #dbg_value(i64 8, !201, !DIExpression(), !314)
  store i64 %102, ptr @hash, align 8, !dbg !317, !tbaa !206
  %103 = tail call i32 @putchar(i32 10), !dbg !318
  %104 = load i64, ptr @hash, align 8, !tbaa !206
  br label %105, !dbg !319

105:                                              ; preds = %70, %89
  %106 = phi i64 [ %88, %70 ], [ %104, %89 ]
  %107 = add nsw i32 %72, -13, !dbg !320
  %108 = icmp ult i32 %107, -10, !dbg !320
  %109 = select i1 %108, i32 1, i32 5, !dbg !321
  %110 = add nuw nsw i32 %109, %72, !dbg !322
    #dbg_value(i32 %110, !142, !DIExpression(), !274)
  %111 = icmp ult i32 %110, 16, !dbg !323
  br i1 %111, label %70, label %115, !dbg !275, !llvm.loop !324

112:                                              ; preds = %178
  %113 = add nuw nsw i64 %4, 1, !dbg !327
    #dbg_value(i64 %113, !137, !DIExpression(), !170)
  %114 = icmp eq i64 %113, 14, !dbg !328
  br i1 %114, label %230, label %3, !dbg !171, !llvm.loop !329

115:                                              ; preds = %105, %178
  %116 = phi i64 [ %228, %178 ], [ 0, %105 ]
    #dbg_value(i64 %116, !148, !DIExpression(), !331)
  %117 = getelementptr inbounds [14 x i16], ptr %1, i64 0, i64 %116, !dbg !332
  %118 = load volatile i16, ptr %117, align 2, !dbg !332, !tbaa !173
    #dbg_value(i16 %118, !150, !DIExpression(), !333)
  %119 = zext i16 %118 to i64, !dbg !334
  %120 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i64 noundef %119), !dbg !335
  %121 = tail call fastcc zeroext i16 @f_add(i16 noundef zeroext %6, i16 noundef zeroext %118), !dbg !336
    #dbg_value(ptr @.str.14, !183, !DIExpression(), !337)
    #dbg_value(i16 %121, !190, !DIExpression(), !337)
  %122 = zext i16 %121 to i64, !dbg !339
  %123 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.28, ptr noundef nonnull @.str.14, i64 noundef %122), !dbg !340
    #dbg_value(i16 %121, !196, !DIExpression(DW_OP_LLVM_convert, 16, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_stack_value), !341)
    #dbg_value(i32 0, !201, !DIExpression(), !343)
  %124 = load i64, ptr @hash, align 8, !tbaa !206
    #dbg_value(i32 0, !201, !DIExpression(), !343)
    #dbg_value(i64 0, !201, !DIExpression(), !343)
  %125 = and i64 %122, 255, !dbg !344
  %126 = xor i64 %124, %125, !dbg !345
  %127 = mul i64 %126, 1099511628211, !dbg !346
    #dbg_value(i64 1, !201, !DIExpression(), !343)
  %128 = lshr i64 %122, 8, !dbg !347
  %129 = xor i64 %127, %128, !dbg !345
    #dbg_value(i64 2, !201, !DIExpression(), !343)
    #dbg_value(i64 3, !201, !DIExpression(), !343)
    #dbg_value(i64 4, !201, !DIExpression(), !343)
    #dbg_value(i64 5, !201, !DIExpression(), !343)
    #dbg_value(i64 6, !201, !DIExpression(), !343)
    #dbg_value(i64 7, !201, !DIExpression(), !343)
  %130 = mul i64 %129, -4228181266138934565, !dbg !346
    #dbg_value(i64 8, !201, !DIExpression(), !343)
  store i64 %130, ptr @hash, align 8, !dbg !348, !tbaa !206
  %131 = tail call fastcc zeroext i16 @f_sub(i16 noundef zeroext %6, i16 noundef zeroext %118), !dbg !349
    #dbg_value(ptr @.str.15, !183, !DIExpression(), !350)
    #dbg_value(i16 %131, !190, !DIExpression(), !350)
  %132 = zext i16 %131 to i64, !dbg !352
  %133 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.28, ptr noundef nonnull @.str.15, i64 noundef %132), !dbg !353
    #dbg_value(i16 %131, !196, !DIExpression(DW_OP_LLVM_convert, 16, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_stack_value), !354)
    #dbg_value(i32 0, !201, !DIExpression(), !356)
  %134 = load i64, ptr @hash, align 8, !tbaa !206
    #dbg_value(i32 0, !201, !DIExpression(), !356)
    #dbg_value(i64 0, !201, !DIExpression(), !356)
  %135 = and i64 %132, 255, !dbg !357
  %136 = xor i64 %134, %135, !dbg !358
  %137 = mul i64 %136, 1099511628211, !dbg !359
    #dbg_value(i64 1, !201, !DIExpression(), !356)
  %138 = lshr i64 %132, 8, !dbg !360
  %139 = xor i64 %137, %138, !dbg !358
    #dbg_value(i64 2, !201, !DIExpression(), !356)
    #dbg_value(i64 3, !201, !DIExpression(), !356)
    #dbg_value(i64 4, !201, !DIExpression(), !356)
    #dbg_value(i64 5, !201, !DIExpression(), !356)
    #dbg_value(i64 6, !201, !DIExpression(), !356)
    #dbg_value(i64 7, !201, !DIExpression(), !356)
  %140 = mul i64 %139, -4228181266138934565, !dbg !359
    #dbg_value(i64 8, !201, !DIExpression(), !356)
  store i64 %140, ptr @hash, align 8, !dbg !361, !tbaa !206
  %141 = tail call fastcc zeroext i16 @f_mul(i16 noundef zeroext %6, i16 noundef zeroext %118), !dbg !362
    #dbg_value(ptr @.str.16, !183, !DIExpression(), !363)
    #dbg_value(i16 %141, !190, !DIExpression(), !363)
  %142 = zext i16 %141 to i64, !dbg !365
  %143 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.28, ptr noundef nonnull @.str.16, i64 noundef %142), !dbg !366
    #dbg_value(i16 %141, !196, !DIExpression(DW_OP_LLVM_convert, 16, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_stack_value), !367)
    #dbg_value(i32 0, !201, !DIExpression(), !369)
  %144 = load i64, ptr @hash, align 8, !tbaa !206
    #dbg_value(i32 0, !201, !DIExpression(), !369)
    #dbg_value(i64 0, !201, !DIExpression(), !369)
  %145 = and i64 %142, 255, !dbg !370
  %146 = xor i64 %144, %145, !dbg !371
  %147 = mul i64 %146, 1099511628211, !dbg !372
    #dbg_value(i64 1, !201, !DIExpression(), !369)
  %148 = lshr i64 %142, 8, !dbg !373
  %149 = xor i64 %147, %148, !dbg !371
    #dbg_value(i64 2, !201, !DIExpression(), !369)
    #dbg_value(i64 3, !201, !DIExpression(), !369)
    #dbg_value(i64 4, !201, !DIExpression(), !369)
    #dbg_value(i64 5, !201, !DIExpression(), !369)
    #dbg_value(i64 6, !201, !DIExpression(), !369)
    #dbg_value(i64 7, !201, !DIExpression(), !369)
  %150 = mul i64 %149, -4228181266138934565, !dbg !372
    #dbg_value(i64 8, !201, !DIExpression(), !369)
  store i64 %150, ptr @hash, align 8, !dbg !374, !tbaa !206
  %151 = icmp eq i16 %118, 0, !dbg !375
  br i1 %151, label %178, label %152, !dbg !377

152:                                              ; preds = %115
  %153 = tail call fastcc zeroext i16 @f_div(i16 noundef zeroext %6, i16 noundef zeroext %118), !dbg !378
    #dbg_value(ptr @.str.17, !183, !DIExpression(), !380)
    #dbg_value(i16 %153, !190, !DIExpression(), !380)
  %154 = zext i16 %153 to i64, !dbg !382
  %155 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.28, ptr noundef nonnull @.str.17, i64 noundef %154), !dbg !383
    #dbg_value(i16 %153, !196, !DIExpression(DW_OP_LLVM_convert, 16, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_stack_value), !384)
    #dbg_value(i32 0, !201, !DIExpression(), !386)
  %156 = load i64, ptr @hash, align 8, !tbaa !206
    #dbg_value(i32 0, !201, !DIExpression(), !386)
    #dbg_value(i64 0, !201, !DIExpression(), !386)
  %157 = and i64 %154, 255, !dbg !387
  %158 = xor i64 %156, %157, !dbg !388
  %159 = mul i64 %158, 1099511628211, !dbg !389
    #dbg_value(i64 1, !201, !DIExpression(), !386)
  %160 = lshr i64 %154, 8, !dbg !390
  %161 = xor i64 %159, %160, !dbg !388
    #dbg_value(i64 2, !201, !DIExpression(), !386)
    #dbg_value(i64 3, !201, !DIExpression(), !386)
    #dbg_value(i64 4, !201, !DIExpression(), !386)
    #dbg_value(i64 5, !201, !DIExpression(), !386)
    #dbg_value(i64 6, !201, !DIExpression(), !386)
    #dbg_value(i64 7, !201, !DIExpression(), !386)
  %162 = mul i64 %161, -4228181266138934565, !dbg !389
    #dbg_value(i64 8, !201, !DIExpression(), !386)
  store i64 %162, ptr @hash, align 8, !dbg !391, !tbaa !206
  %163 = tail call fastcc zeroext i16 @f_rem(i16 noundef zeroext %6, i16 noundef zeroext %118), !dbg !392
    #dbg_value(ptr @.str.18, !183, !DIExpression(), !393)
    #dbg_value(i16 %163, !190, !DIExpression(), !393)
  %164 = zext i16 %163 to i64, !dbg !395
  %165 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.28, ptr noundef nonnull @.str.18, i64 noundef %164), !dbg !396
    #dbg_value(i16 %163, !196, !DIExpression(DW_OP_LLVM_convert, 16, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_stack_value), !397)
    #dbg_value(i32 0, !201, !DIExpression(), !399)
  %166 = load i64, ptr @hash, align 8, !tbaa !206
    #dbg_value(i32 0, !201, !DIExpression(), !399)
    #dbg_value(i64 0, !201, !DIExpression(), !399)
  %167 = and i64 %164, 255, !dbg !400
  %168 = xor i64 %166, %167, !dbg !401
  %169 = mul i64 %168, 1099511628211, !dbg !402
    #dbg_value(i64 1, !201, !DIExpression(), !399)
  %170 = lshr i64 %164, 8, !dbg !403
  %171 = xor i64 %169, %170, !dbg !401
    #dbg_value(i64 2, !201, !DIExpression(), !399)
    #dbg_value(i64 3, !201, !DIExpression(), !399)
    #dbg_value(i64 4, !201, !DIExpression(), !399)
    #dbg_value(i64 5, !201, !DIExpression(), !399)
    #dbg_value(i64 6, !201, !DIExpression(), !399)
    #dbg_value(i64 7, !201, !DIExpression(), !399)
  %172 = mul i64 %171, -4228181266138934565, !dbg !402
    #dbg_value(i64 8, !201, !DIExpression(), !399)
  store i64 %172, ptr @hash, align 8, !dbg !404, !tbaa !206
  %173 = tail call fastcc zeroext i16 @f_mul(i16 noundef zeroext %153, i16 noundef zeroext %118), !dbg !405
  %174 = add i16 %173, %163, !dbg !407
  %175 = icmp eq i16 %174, %6, !dbg !408
  br i1 %175, label %178, label %176, !dbg !409

176:                                              ; preds = %152
  %177 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19), !dbg !410
  br label %178, !dbg !410

178:                                              ; preds = %152, %176, %115
  %179 = tail call fastcc zeroext i16 @f_and(i16 noundef zeroext %6, i16 noundef zeroext %118), !dbg !411
    #dbg_value(ptr @.str.20, !183, !DIExpression(), !412)
    #dbg_value(i16 %179, !190, !DIExpression(), !412)
  %180 = zext i16 %179 to i64, !dbg !414
  %181 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.28, ptr noundef nonnull @.str.20, i64 noundef %180), !dbg !415
    #dbg_value(i16 %179, !196, !DIExpression(DW_OP_LLVM_convert, 16, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_stack_value), !416)
    #dbg_value(i32 0, !201, !DIExpression(), !418)
  %182 = load i64, ptr @hash, align 8, !tbaa !206
    #dbg_value(i64 0, !201, !DIExpression(), !418)
  %183 = and i64 %180, 255, !dbg !419
  %184 = xor i64 %182, %183, !dbg !420
  %185 = mul i64 %184, 1099511628211, !dbg !421
    #dbg_value(i64 1, !201, !DIExpression(), !418)
  %186 = lshr i64 %180, 8, !dbg !422
  %187 = xor i64 %185, %186, !dbg !420
    #dbg_value(i64 7, !201, !DIExpression(), !418)
  %188 = mul i64 %187, -4228181266138934565, !dbg !421
    #dbg_value(i64 8, !201, !DIExpression(), !418)
  store i64 %188, ptr @hash, align 8, !dbg !423, !tbaa !206
  %189 = tail call fastcc zeroext i16 @f_or(i16 noundef zeroext %6, i16 noundef zeroext %118), !dbg !424
    #dbg_value(ptr @.str.21, !183, !DIExpression(), !425)
    #dbg_value(i16 %189, !190, !DIExpression(), !425)
  %190 = zext i16 %189 to i64, !dbg !427
  %191 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.28, ptr noundef nonnull @.str.21, i64 noundef %190), !dbg !428
    #dbg_value(i16 %189, !196, !DIExpression(DW_OP_LLVM_convert, 16, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_stack_value), !429)
    #dbg_value(i32 0, !201, !DIExpression(), !431)
  %192 = load i64, ptr @hash, align 8, !tbaa !206
    #dbg_value(i64 0, !201, !DIExpression(), !431)
  %193 = and i64 %190, 255, !dbg !432
  %194 = xor i64 %192, %193, !dbg !433
  %195 = mul i64 %194, 1099511628211, !dbg !434
    #dbg_value(i64 1, !201, !DIExpression(), !431)
  %196 = lshr i64 %190, 8, !dbg !435
  %197 = xor i64 %195, %196, !dbg !433
    #dbg_value(i64 7, !201, !DIExpression(), !431)
  %198 = mul i64 %197, -4228181266138934565, !dbg !434
    #dbg_value(i64 8, !201, !DIExpression(), !431)
  store i64 %198, ptr @hash, align 8, !dbg !436, !tbaa !206
  %199 = tail call fastcc zeroext i16 @f_xor(i16 noundef zeroext %6, i16 noundef zeroext %118), !dbg !437
    #dbg_value(ptr @.str.22, !183, !DIExpression(), !438)
    #dbg_value(i16 %199, !190, !DIExpression(), !438)
  %200 = zext i16 %199 to i64, !dbg !440
  %201 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.28, ptr noundef nonnull @.str.22, i64 noundef %200), !dbg !441
    #dbg_value(i16 %199, !196, !DIExpression(DW_OP_LLVM_convert, 16, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_stack_value), !442)
    #dbg_value(i32 0, !201, !DIExpression(), !444)
  %202 = load i64, ptr @hash, align 8, !tbaa !206
    #dbg_value(i64 0, !201, !DIExpression(), !444)
  %203 = and i64 %200, 255, !dbg !445
  %204 = xor i64 %202, %203, !dbg !446
  %205 = mul i64 %204, 1099511628211, !dbg !447
    #dbg_value(i64 1, !201, !DIExpression(), !444)
  %206 = lshr i64 %200, 8, !dbg !448
  %207 = xor i64 %205, %206, !dbg !446
    #dbg_value(i64 7, !201, !DIExpression(), !444)
  %208 = mul i64 %207, -4228181266138934565, !dbg !447
    #dbg_value(i64 8, !201, !DIExpression(), !444)
  store i64 %208, ptr @hash, align 8, !dbg !449, !tbaa !206
  %209 = tail call fastcc i32 @f_lt(i16 noundef zeroext %6, i16 noundef zeroext %118), !dbg !450
  %210 = tail call fastcc i32 @f_le(i16 noundef zeroext %6, i16 noundef zeroext %118), !dbg !451
  %211 = tail call fastcc i32 @f_eq(i16 noundef zeroext %6, i16 noundef zeroext %118), !dbg !452
  %212 = icmp ne i16 %6, %118, !dbg !453
  %213 = zext i1 %212 to i32, !dbg !453
  %214 = icmp ugt i16 %6, %118, !dbg !454
  %215 = zext i1 %214 to i32, !dbg !454
  %216 = icmp uge i16 %6, %118, !dbg !455
  %217 = zext i1 %216 to i32, !dbg !455
  %218 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef %209, i32 noundef %210, i32 noundef %211, i32 noundef %213, i32 noundef %215, i32 noundef %217), !dbg !456
  %219 = shl nuw nsw i32 %209, 2, !dbg !457
  %220 = shl nuw nsw i32 %210, 1, !dbg !458
  %221 = or disjoint i32 %220, %219, !dbg !459
  %222 = or disjoint i32 %221, %211, !dbg !460
  %223 = zext nneg i32 %222 to i64, !dbg !461
    #dbg_value(i32 %222, !196, !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_stack_value), !462)
    #dbg_value(i32 0, !201, !DIExpression(), !464)
  %224 = load i64, ptr @hash, align 8, !tbaa !206
    #dbg_value(i64 0, !201, !DIExpression(), !464)
  %225 = xor i64 %224, %223, !dbg !465
    #dbg_value(i64 7, !201, !DIExpression(), !464)
  %226 = mul i64 %225, 2232315406967589409, !dbg !466
    #dbg_value(i64 8, !201, !DIExpression(), !464)
  store i64 %226, ptr @hash, align 8, !dbg !467, !tbaa !206
  %227 = tail call i32 @putchar(i32 10), !dbg !468
  %228 = add nuw nsw i64 %116, 1, !dbg !469
    #dbg_value(i64 %228, !148, !DIExpression(), !331)
  %229 = icmp eq i64 %228, 14, !dbg !470
  br i1 %229, label %112, label %115, !dbg !471, !llvm.loop !472

230:                                              ; preds = %112, %230
  %231 = phi i64 [ %246, %230 ], [ 0, %112 ]
    #dbg_value(i64 %231, !157, !DIExpression(), !474)
  %232 = getelementptr inbounds [16 x i64], ptr @__const.main.wides, i64 0, i64 %231, !dbg !475
  %233 = load i64, ptr %232, align 8, !dbg !475, !tbaa !478
  %234 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.24, i64 noundef %233), !dbg !480
  %235 = tail call fastcc zeroext i16 @f_narrow(i64 noundef %233), !dbg !481
    #dbg_value(ptr @.str.25, !183, !DIExpression(), !482)
    #dbg_value(i16 %235, !190, !DIExpression(), !482)
  %236 = zext i16 %235 to i64, !dbg !484
  %237 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.28, ptr noundef nonnull @.str.25, i64 noundef %236), !dbg !485
    #dbg_value(i16 %235, !196, !DIExpression(DW_OP_LLVM_convert, 16, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_stack_value), !486)
    #dbg_value(i32 0, !201, !DIExpression(), !488)
  %238 = load i64, ptr @hash, align 8, !tbaa !206
    #dbg_value(i64 0, !201, !DIExpression(), !488)
  %239 = and i64 %236, 255, !dbg !489
  %240 = xor i64 %238, %239, !dbg !490
  %241 = mul i64 %240, 1099511628211, !dbg !491
    #dbg_value(i64 1, !201, !DIExpression(), !488)
  %242 = lshr i64 %236, 8, !dbg !492
  %243 = xor i64 %241, %242, !dbg !490
    #dbg_value(i64 7, !201, !DIExpression(), !488)
  %244 = mul i64 %243, -4228181266138934565, !dbg !491
    #dbg_value(i64 8, !201, !DIExpression(), !488)
  store i64 %244, ptr @hash, align 8, !dbg !493, !tbaa !206
  %245 = tail call i32 @putchar(i32 10), !dbg !494
  %246 = add nuw nsw i64 %231, 1, !dbg !495
    #dbg_value(i64 %246, !157, !DIExpression(), !474)
  %247 = icmp eq i64 %246, 16, !dbg !496
  br i1 %247, label %248, label %230, !dbg !497, !llvm.loop !498

248:                                              ; preds = %230
    #dbg_value(i32 undef, !160, !DIExpression(), !164)
    #dbg_value(ptr @.str.26, !183, !DIExpression(), !500)
    #dbg_value(i32 862015, !190, !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_stack_value), !500)
    #dbg_value(i32 862015, !160, !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_stack_value), !164)
  %249 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.28, ptr noundef nonnull @.str.26, i64 noundef 10047), !dbg !502
    #dbg_value(i32 862015, !196, !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 16, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_stack_value), !503)
    #dbg_value(i32 0, !201, !DIExpression(), !505)
  %250 = load i64, ptr @hash, align 8, !tbaa !206
    #dbg_value(i32 0, !201, !DIExpression(), !505)
    #dbg_value(i64 0, !201, !DIExpression(), !505)
  %251 = xor i64 %250, 63, !dbg !506
  %252 = mul i64 %251, 1099511628211, !dbg !507
    #dbg_value(i64 1, !201, !DIExpression(), !505)
  %253 = xor i64 %252, 39, !dbg !506
    #dbg_value(i64 2, !201, !DIExpression(), !505)
    #dbg_value(i64 3, !201, !DIExpression(), !505)
    #dbg_value(i64 4, !201, !DIExpression(), !505)
    #dbg_value(i64 5, !201, !DIExpression(), !505)
    #dbg_value(i64 6, !201, !DIExpression(), !505)
    #dbg_value(i64 7, !201, !DIExpression(), !505)
  %254 = mul i64 %253, -4228181266138934565, !dbg !507
    #dbg_value(i64 8, !201, !DIExpression(), !505)
  store i64 %254, ptr @hash, align 8, !dbg !508, !tbaa !206
  %255 = tail call i32 @putchar(i32 10), !dbg !509
  %256 = load i64, ptr @hash, align 8, !dbg !510, !tbaa !206
  %257 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.27, i64 noundef %256), !dbg !511
  %258 = load i64, ptr @hash, align 8, !dbg !512, !tbaa !206
  %259 = urem i64 %258, 7, !dbg !513
  %260 = trunc nuw nsw i64 %259 to i32, !dbg !514
  call void @llvm.lifetime.end.p0(i64 28, ptr nonnull %1) #6, !dbg !515
  ret i32 %260, !dbg !515
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: nofree nounwind
declare !dbg !516 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef zeroext i16 @f_not(i16 noundef zeroext %0) unnamed_addr #4 !dbg !521 {
    #dbg_value(i16 %0, !525, !DIExpression(), !526)
  %2 = xor i16 %0, -1, !dbg !527
  ret i16 %2, !dbg !528
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i64 0, 65536) i64 @f_widen(i16 noundef zeroext %0) unnamed_addr #4 !dbg !529 {
    #dbg_value(i16 %0, !533, !DIExpression(), !534)
  %2 = zext i16 %0 to i64, !dbg !535
  ret i64 %2, !dbg !536
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i64 0, 65536) i64 @f_uwiden(i16 noundef zeroext %0) unnamed_addr #4 !dbg !537 {
    #dbg_value(i16 %0, !541, !DIExpression(), !542)
  %2 = zext i16 %0 to i64, !dbg !543
  ret i64 %2, !dbg !544
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef zeroext i16 @f_add(i16 noundef zeroext %0, i16 noundef zeroext %1) unnamed_addr #4 !dbg !545 {
    #dbg_value(i16 %0, !549, !DIExpression(), !551)
    #dbg_value(i16 %1, !550, !DIExpression(), !551)
  %3 = add i16 %1, %0, !dbg !552
  ret i16 %3, !dbg !553
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef zeroext i16 @f_sub(i16 noundef zeroext %0, i16 noundef zeroext %1) unnamed_addr #4 !dbg !554 {
    #dbg_value(i16 %0, !556, !DIExpression(), !558)
    #dbg_value(i16 %1, !557, !DIExpression(), !558)
  %3 = sub i16 %0, %1, !dbg !559
  ret i16 %3, !dbg !560
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc zeroext i16 @f_shl(i16 noundef zeroext %0, i32 noundef %1) unnamed_addr #4 !dbg !561 {
    #dbg_value(i16 %0, !565, !DIExpression(), !567)
    #dbg_value(i32 %1, !566, !DIExpression(), !567)
  %3 = zext i16 %0 to i32, !dbg !568
  %4 = shl nuw nsw i32 %3, %1, !dbg !569
  %5 = trunc i32 %4 to i16, !dbg !570
  ret i16 %5, !dbg !571
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc zeroext i16 @f_shr(i16 noundef zeroext %0, i32 noundef %1) unnamed_addr #4 !dbg !572 {
    #dbg_value(i16 %0, !574, !DIExpression(), !576)
    #dbg_value(i32 %1, !575, !DIExpression(), !576)
  %3 = zext i16 %0 to i32, !dbg !577
  %4 = lshr i32 %3, %1, !dbg !578
  %5 = trunc nuw i32 %4 to i16, !dbg !579
  ret i16 %5, !dbg !580
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef zeroext i16 @f_mul(i16 noundef zeroext %0, i16 noundef zeroext %1) unnamed_addr #4 !dbg !581 {
    #dbg_value(i16 %0, !583, !DIExpression(), !585)
    #dbg_value(i16 %1, !584, !DIExpression(), !585)
  %3 = mul i16 %1, %0, !dbg !586
  ret i16 %3, !dbg !587
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef zeroext i16 @f_div(i16 noundef zeroext %0, i16 noundef zeroext %1) unnamed_addr #4 !dbg !588 {
    #dbg_value(i16 %0, !590, !DIExpression(), !592)
    #dbg_value(i16 %1, !591, !DIExpression(), !592)
  %3 = udiv i16 %0, %1, !dbg !593
  ret i16 %3, !dbg !594
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc zeroext range(i16 0, -1) i16 @f_rem(i16 noundef zeroext %0, i16 noundef zeroext %1) unnamed_addr #4 !dbg !595 {
    #dbg_value(i16 %0, !597, !DIExpression(), !599)
    #dbg_value(i16 %1, !598, !DIExpression(), !599)
  %3 = urem i16 %0, %1, !dbg !600
  ret i16 %3, !dbg !601
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef zeroext i16 @f_and(i16 noundef zeroext %0, i16 noundef zeroext %1) unnamed_addr #4 !dbg !602 {
    #dbg_value(i16 %0, !604, !DIExpression(), !606)
    #dbg_value(i16 %1, !605, !DIExpression(), !606)
  %3 = and i16 %1, %0, !dbg !607
  ret i16 %3, !dbg !608
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef zeroext i16 @f_or(i16 noundef zeroext %0, i16 noundef zeroext %1) unnamed_addr #4 !dbg !609 {
    #dbg_value(i16 %0, !611, !DIExpression(), !613)
    #dbg_value(i16 %1, !612, !DIExpression(), !613)
  %3 = or i16 %1, %0, !dbg !614
  ret i16 %3, !dbg !615
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef zeroext i16 @f_xor(i16 noundef zeroext %0, i16 noundef zeroext %1) unnamed_addr #4 !dbg !616 {
    #dbg_value(i16 %0, !618, !DIExpression(), !620)
    #dbg_value(i16 %1, !619, !DIExpression(), !620)
  %3 = xor i16 %1, %0, !dbg !621
  ret i16 %3, !dbg !622
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i32 0, 2) i32 @f_lt(i16 noundef zeroext %0, i16 noundef zeroext %1) unnamed_addr #4 !dbg !623 {
    #dbg_value(i16 %0, !627, !DIExpression(), !629)
    #dbg_value(i16 %1, !628, !DIExpression(), !629)
  %3 = icmp ult i16 %0, %1, !dbg !630
  %4 = zext i1 %3 to i32, !dbg !630
  ret i32 %4, !dbg !631
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i32 0, 2) i32 @f_le(i16 noundef zeroext %0, i16 noundef zeroext %1) unnamed_addr #4 !dbg !632 {
    #dbg_value(i16 %0, !634, !DIExpression(), !636)
    #dbg_value(i16 %1, !635, !DIExpression(), !636)
  %3 = icmp ule i16 %0, %1, !dbg !637
  %4 = zext i1 %3 to i32, !dbg !637
  ret i32 %4, !dbg !638
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i32 0, 2) i32 @f_eq(i16 noundef zeroext %0, i16 noundef zeroext %1) unnamed_addr #4 !dbg !639 {
    #dbg_value(i16 %0, !641, !DIExpression(), !643)
    #dbg_value(i16 %1, !642, !DIExpression(), !643)
  %3 = icmp eq i16 %0, %1, !dbg !644
  %4 = zext i1 %3 to i32, !dbg !644
  ret i32 %4, !dbg !645
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef zeroext i16 @f_narrow(i64 noundef %0) unnamed_addr #4 !dbg !646 {
    #dbg_value(i64 %0, !650, !DIExpression(), !651)
  %2 = trunc i64 %0 to i16, !dbg !652
  ret i16 %2, !dbg !653
}

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #5

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nofree nounwind }
attributes #6 = { nounwind }

!llvm.dbg.cu = !{!100}
!llvm.module.flags = !{!121, !122, !123, !124, !125, !126, !127}
!llvm.ident = !{!128}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 47, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "programs/int_edges_u16.c", directory: ".", checksumkind: CSK_MD5, checksum: "a21d3a252a2751bbacefc09165242504")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 320, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 40)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 50, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 24, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 3)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 50, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 40, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 5)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(scope: null, file: !2, line: 51, type: !19, isLocal: true, isDefinition: true)
!19 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 32, elements: !20)
!20 = !{!21}
!21 = !DISubrange(count: 4)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(scope: null, file: !2, line: 52, type: !24, isLocal: true, isDefinition: true)
!24 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 160, elements: !25)
!25 = !{!26}
!26 = !DISubrange(count: 20)
!27 = !DIGlobalVariableExpression(var: !28, expr: !DIExpression())
!28 = distinct !DIGlobalVariable(scope: null, file: !2, line: 54, type: !19, isLocal: true, isDefinition: true)
!29 = !DIGlobalVariableExpression(var: !30, expr: !DIExpression())
!30 = distinct !DIGlobalVariable(scope: null, file: !2, line: 55, type: !19, isLocal: true, isDefinition: true)
!31 = !DIGlobalVariableExpression(var: !32, expr: !DIExpression())
!32 = distinct !DIGlobalVariable(scope: null, file: !2, line: 56, type: !19, isLocal: true, isDefinition: true)
!33 = !DIGlobalVariableExpression(var: !34, expr: !DIExpression())
!34 = distinct !DIGlobalVariable(scope: null, file: !2, line: 57, type: !35, isLocal: true, isDefinition: true)
!35 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 80, elements: !36)
!36 = !{!37}
!37 = !DISubrange(count: 10)
!38 = !DIGlobalVariableExpression(var: !39, expr: !DIExpression())
!39 = distinct !DIGlobalVariable(scope: null, file: !2, line: 61, type: !40, isLocal: true, isDefinition: true)
!40 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 56, elements: !41)
!41 = !{!42}
!42 = !DISubrange(count: 7)
!43 = !DIGlobalVariableExpression(var: !44, expr: !DIExpression())
!44 = distinct !DIGlobalVariable(scope: null, file: !2, line: 61, type: !19, isLocal: true, isDefinition: true)
!45 = !DIGlobalVariableExpression(var: !46, expr: !DIExpression())
!46 = distinct !DIGlobalVariable(scope: null, file: !2, line: 61, type: !19, isLocal: true, isDefinition: true)
!47 = !DIGlobalVariableExpression(var: !48, expr: !DIExpression())
!48 = distinct !DIGlobalVariable(scope: null, file: !2, line: 65, type: !49, isLocal: true, isDefinition: true)
!49 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 64, elements: !50)
!50 = !{!51}
!51 = !DISubrange(count: 8)
!52 = !DIGlobalVariableExpression(var: !53, expr: !DIExpression())
!53 = distinct !DIGlobalVariable(scope: null, file: !2, line: 66, type: !54, isLocal: true, isDefinition: true)
!54 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 16, elements: !55)
!55 = !{!56}
!56 = !DISubrange(count: 2)
!57 = !DIGlobalVariableExpression(var: !58, expr: !DIExpression())
!58 = distinct !DIGlobalVariable(scope: null, file: !2, line: 66, type: !54, isLocal: true, isDefinition: true)
!59 = !DIGlobalVariableExpression(var: !60, expr: !DIExpression())
!60 = distinct !DIGlobalVariable(scope: null, file: !2, line: 66, type: !54, isLocal: true, isDefinition: true)
!61 = !DIGlobalVariableExpression(var: !62, expr: !DIExpression())
!62 = distinct !DIGlobalVariable(scope: null, file: !2, line: 68, type: !54, isLocal: true, isDefinition: true)
!63 = !DIGlobalVariableExpression(var: !64, expr: !DIExpression())
!64 = distinct !DIGlobalVariable(scope: null, file: !2, line: 68, type: !54, isLocal: true, isDefinition: true)
!65 = !DIGlobalVariableExpression(var: !66, expr: !DIExpression())
!66 = distinct !DIGlobalVariable(scope: null, file: !2, line: 70, type: !67, isLocal: true, isDefinition: true)
!67 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 88, elements: !68)
!68 = !{!69}
!69 = !DISubrange(count: 11)
!70 = !DIGlobalVariableExpression(var: !71, expr: !DIExpression())
!71 = distinct !DIGlobalVariable(scope: null, file: !2, line: 72, type: !54, isLocal: true, isDefinition: true)
!72 = !DIGlobalVariableExpression(var: !73, expr: !DIExpression())
!73 = distinct !DIGlobalVariable(scope: null, file: !2, line: 72, type: !54, isLocal: true, isDefinition: true)
!74 = !DIGlobalVariableExpression(var: !75, expr: !DIExpression())
!75 = distinct !DIGlobalVariable(scope: null, file: !2, line: 72, type: !54, isLocal: true, isDefinition: true)
!76 = !DIGlobalVariableExpression(var: !77, expr: !DIExpression())
!77 = distinct !DIGlobalVariable(scope: null, file: !2, line: 73, type: !78, isLocal: true, isDefinition: true)
!78 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 144, elements: !79)
!79 = !{!80}
!80 = !DISubrange(count: 18)
!81 = !DIGlobalVariableExpression(var: !82, expr: !DIExpression())
!82 = distinct !DIGlobalVariable(scope: null, file: !2, line: 82, type: !83, isLocal: true, isDefinition: true)
!83 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 120, elements: !84)
!84 = !{!85}
!85 = !DISubrange(count: 15)
!86 = !DIGlobalVariableExpression(var: !87, expr: !DIExpression())
!87 = distinct !DIGlobalVariable(scope: null, file: !2, line: 82, type: !88, isLocal: true, isDefinition: true)
!88 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 8, elements: !89)
!89 = !{!90}
!90 = !DISubrange(count: 1)
!91 = !DIGlobalVariableExpression(var: !92, expr: !DIExpression())
!92 = distinct !DIGlobalVariable(scope: null, file: !2, line: 92, type: !19, isLocal: true, isDefinition: true)
!93 = !DIGlobalVariableExpression(var: !94, expr: !DIExpression())
!94 = distinct !DIGlobalVariable(scope: null, file: !2, line: 93, type: !95, isLocal: true, isDefinition: true)
!95 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 112, elements: !96)
!96 = !{!97}
!97 = !DISubrange(count: 14)
!98 = !DIGlobalVariableExpression(var: !99, expr: !DIExpression())
!99 = distinct !DIGlobalVariable(name: "hash", scope: !100, file: !2, line: 14, type: !116, isLocal: true, isDefinition: true)
!100 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !101, globals: !108, splitDebugInlining: false, nameTableKind: None)
!101 = !{!102, !104, !105, !106, !107}
!102 = !DIDerivedType(tag: DW_TAG_typedef, name: "T", file: !2, line: 7, baseType: !103)
!103 = !DIBasicType(name: "unsigned short", size: 16, encoding: DW_ATE_unsigned)
!104 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!105 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!106 = !DIDerivedType(tag: DW_TAG_typedef, name: "UT", file: !2, line: 8, baseType: !103)
!107 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!108 = !{!0, !7, !12, !17, !22, !27, !29, !31, !33, !38, !43, !45, !109, !47, !52, !57, !59, !61, !63, !65, !70, !72, !74, !76, !81, !86, !91, !93, !111, !98}
!109 = !DIGlobalVariableExpression(var: !110, expr: !DIExpression())
!110 = distinct !DIGlobalVariable(scope: null, file: !2, line: 61, type: !54, isLocal: true, isDefinition: true)
!111 = !DIGlobalVariableExpression(var: !112, expr: !DIExpression())
!112 = distinct !DIGlobalVariable(scope: null, file: !2, line: 39, type: !113, isLocal: true, isDefinition: true)
!113 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 72, elements: !114)
!114 = !{!115}
!115 = !DISubrange(count: 9)
!116 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint64_t", file: !117, line: 27, baseType: !118)
!117 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-uintn.h", directory: "", checksumkind: CSK_MD5, checksum: "2bf2ae53c58c01b1a1b9383b5195125c")
!118 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint64_t", file: !119, line: 45, baseType: !120)
!119 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!120 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!121 = !{i32 7, !"Dwarf Version", i32 5}
!122 = !{i32 2, !"Debug Info Version", i32 3}
!123 = !{i32 1, !"wchar_size", i32 4}
!124 = !{i32 8, !"PIC Level", i32 2}
!125 = !{i32 7, !"PIE Level", i32 2}
!126 = !{i32 7, !"uwtable", i32 2}
!127 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!128 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!129 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 43, type: !130, scopeLine: 43, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !100, retainedNodes: !132)
!130 = !DISubroutineType(types: !131)
!131 = !{!104}
!132 = !{!133, !136, !137, !139, !142, !144, !147, !148, !150, !153, !157, !160, !161}
!133 = !DILocalVariable(name: "vals", scope: !129, file: !2, line: 44, type: !134)
!134 = !DICompositeType(tag: DW_TAG_array_type, baseType: !135, size: 224, elements: !96)
!135 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !102)
!136 = !DILocalVariable(name: "n", scope: !129, file: !2, line: 46, type: !104)
!137 = !DILocalVariable(name: "i", scope: !138, file: !2, line: 48, type: !104)
!138 = distinct !DILexicalBlock(scope: !129, file: !2, line: 48, column: 5)
!139 = !DILocalVariable(name: "a", scope: !140, file: !2, line: 49, type: !102)
!140 = distinct !DILexicalBlock(scope: !141, file: !2, line: 48, column: 33)
!141 = distinct !DILexicalBlock(scope: !138, file: !2, line: 48, column: 5)
!142 = !DILocalVariable(name: "s", scope: !143, file: !2, line: 58, type: !104)
!143 = distinct !DILexicalBlock(scope: !140, file: !2, line: 58, column: 9)
!144 = !DILocalVariable(name: "l", scope: !145, file: !2, line: 59, type: !102)
!145 = distinct !DILexicalBlock(scope: !146, file: !2, line: 58, column: 67)
!146 = distinct !DILexicalBlock(scope: !143, file: !2, line: 58, column: 9)
!147 = !DILocalVariable(name: "r", scope: !145, file: !2, line: 59, type: !102)
!148 = !DILocalVariable(name: "j", scope: !149, file: !2, line: 63, type: !104)
!149 = distinct !DILexicalBlock(scope: !140, file: !2, line: 63, column: 9)
!150 = !DILocalVariable(name: "b", scope: !151, file: !2, line: 64, type: !102)
!151 = distinct !DILexicalBlock(scope: !152, file: !2, line: 63, column: 37)
!152 = distinct !DILexicalBlock(scope: !149, file: !2, line: 63, column: 9)
!153 = !DILocalVariable(name: "wides", scope: !129, file: !2, line: 79, type: !154)
!154 = !DICompositeType(tag: DW_TAG_array_type, baseType: !107, size: 1024, elements: !155)
!155 = !{!156}
!156 = !DISubrange(count: 16)
!157 = !DILocalVariable(name: "i", scope: !158, file: !2, line: 81, type: !159)
!158 = distinct !DILexicalBlock(scope: !129, file: !2, line: 81, column: 5)
!159 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!160 = !DILocalVariable(name: "acc", scope: !129, file: !2, line: 85, type: !102)
!161 = !DILocalVariable(name: "k", scope: !162, file: !2, line: 86, type: !104)
!162 = distinct !DILexicalBlock(scope: !129, file: !2, line: 86, column: 5)
!163 = distinct !DIAssignID()
!164 = !DILocation(line: 0, scope: !129)
!165 = distinct !DIAssignID()
!166 = !DILocation(line: 44, column: 5, scope: !129)
!167 = !DILocation(line: 44, column: 16, scope: !129)
!168 = distinct !DIAssignID()
!169 = !DILocation(line: 47, column: 5, scope: !129)
!170 = !DILocation(line: 0, scope: !138)
!171 = !DILocation(line: 48, column: 5, scope: !138)
!172 = !DILocation(line: 49, column: 15, scope: !140)
!173 = !{!174, !174, i64 0}
!174 = !{!"short", !175, i64 0}
!175 = !{!"omnipotent char", !176, i64 0}
!176 = !{!"Simple C/C++ TBAA"}
!177 = !DILocation(line: 0, scope: !140)
!178 = !DILocation(line: 50, column: 9, scope: !140)
!179 = !DILocation(line: 50, column: 87, scope: !180)
!180 = distinct !DILexicalBlock(scope: !140, file: !2, line: 50, column: 27)
!181 = !DILocation(line: 50, column: 72, scope: !180)
!182 = !DILocation(line: 51, column: 19, scope: !140)
!183 = !DILocalVariable(name: "what", arg: 1, scope: !184, file: !2, line: 37, type: !187)
!184 = distinct !DISubprogram(name: "pr", scope: !2, file: !2, line: 37, type: !185, scopeLine: 37, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !100, retainedNodes: !189)
!185 = !DISubroutineType(types: !186)
!186 = !{null, !187, !102}
!187 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !188, size: 64)
!188 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!189 = !{!183, !190}
!190 = !DILocalVariable(name: "v", arg: 2, scope: !184, file: !2, line: 37, type: !102)
!191 = !DILocation(line: 0, scope: !184, inlinedAt: !192)
!192 = distinct !DILocation(line: 51, column: 9, scope: !140)
!193 = !DILocation(line: 39, column: 35, scope: !194, inlinedAt: !192)
!194 = distinct !DILexicalBlock(scope: !184, file: !2, line: 38, column: 9)
!195 = !DILocation(line: 39, column: 10, scope: !194, inlinedAt: !192)
!196 = !DILocalVariable(name: "v", arg: 1, scope: !197, file: !2, line: 15, type: !105)
!197 = distinct !DISubprogram(name: "mix", scope: !2, file: !2, line: 15, type: !198, scopeLine: 15, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !100, retainedNodes: !200)
!198 = !DISubroutineType(types: !199)
!199 = !{null, !105}
!200 = !{!196, !201}
!201 = !DILocalVariable(name: "i", scope: !202, file: !2, line: 16, type: !104)
!202 = distinct !DILexicalBlock(scope: !197, file: !2, line: 16, column: 5)
!203 = !DILocation(line: 0, scope: !197, inlinedAt: !204)
!204 = distinct !DILocation(line: 40, column: 5, scope: !184, inlinedAt: !192)
!205 = !DILocation(line: 0, scope: !202, inlinedAt: !204)
!206 = !{!207, !207, i64 0}
!207 = !{!"long", !175, i64 0}
!208 = !DILocation(line: 16, column: 58, scope: !209, inlinedAt: !204)
!209 = distinct !DILexicalBlock(scope: !210, file: !2, line: 16, column: 33)
!210 = distinct !DILexicalBlock(scope: !202, file: !2, line: 16, column: 5)
!211 = !DILocation(line: 16, column: 40, scope: !209, inlinedAt: !204)
!212 = !DILocation(line: 16, column: 71, scope: !209, inlinedAt: !204)
!213 = !DILocation(line: 16, column: 46, scope: !209, inlinedAt: !204)
!214 = !DILocation(line: 16, scope: !209, inlinedAt: !204)
!215 = !DILocation(line: 52, column: 39, scope: !140)
!216 = !DILocation(line: 52, column: 51, scope: !140)
!217 = !DILocation(line: 52, column: 9, scope: !140)
!218 = !DILocation(line: 0, scope: !197, inlinedAt: !219)
!219 = distinct !DILocation(line: 53, column: 9, scope: !140)
!220 = !DILocation(line: 0, scope: !202, inlinedAt: !219)
!221 = !DILocation(line: 16, column: 58, scope: !209, inlinedAt: !219)
!222 = !DILocation(line: 16, column: 40, scope: !209, inlinedAt: !219)
!223 = !DILocation(line: 16, column: 71, scope: !209, inlinedAt: !219)
!224 = !DILocation(line: 16, column: 46, scope: !209, inlinedAt: !219)
!225 = !DILocation(line: 0, scope: !197, inlinedAt: !226)
!226 = distinct !DILocation(line: 53, column: 46, scope: !140)
!227 = !DILocation(line: 0, scope: !202, inlinedAt: !226)
!228 = !DILocation(line: 16, column: 58, scope: !209, inlinedAt: !226)
!229 = !DILocation(line: 16, column: 40, scope: !209, inlinedAt: !226)
!230 = !DILocation(line: 16, column: 71, scope: !209, inlinedAt: !226)
!231 = !DILocation(line: 16, column: 46, scope: !209, inlinedAt: !226)
!232 = !DILocation(line: 16, scope: !209, inlinedAt: !226)
!233 = !DILocation(line: 54, column: 25, scope: !140)
!234 = !DILocation(line: 0, scope: !184, inlinedAt: !235)
!235 = distinct !DILocation(line: 54, column: 9, scope: !140)
!236 = !DILocation(line: 39, column: 35, scope: !194, inlinedAt: !235)
!237 = !DILocation(line: 39, column: 10, scope: !194, inlinedAt: !235)
!238 = !DILocation(line: 0, scope: !197, inlinedAt: !239)
!239 = distinct !DILocation(line: 40, column: 5, scope: !184, inlinedAt: !235)
!240 = !DILocation(line: 0, scope: !202, inlinedAt: !239)
!241 = !DILocation(line: 16, column: 58, scope: !209, inlinedAt: !239)
!242 = !DILocation(line: 16, column: 40, scope: !209, inlinedAt: !239)
!243 = !DILocation(line: 16, column: 71, scope: !209, inlinedAt: !239)
!244 = !DILocation(line: 16, column: 46, scope: !209, inlinedAt: !239)
!245 = !DILocation(line: 16, scope: !209, inlinedAt: !239)
!246 = !DILocation(line: 55, column: 19, scope: !140)
!247 = !DILocation(line: 0, scope: !184, inlinedAt: !248)
!248 = distinct !DILocation(line: 55, column: 9, scope: !140)
!249 = !DILocation(line: 39, column: 35, scope: !194, inlinedAt: !248)
!250 = !DILocation(line: 39, column: 10, scope: !194, inlinedAt: !248)
!251 = !DILocation(line: 0, scope: !197, inlinedAt: !252)
!252 = distinct !DILocation(line: 40, column: 5, scope: !184, inlinedAt: !248)
!253 = !DILocation(line: 0, scope: !202, inlinedAt: !252)
!254 = !DILocation(line: 16, column: 58, scope: !209, inlinedAt: !252)
!255 = !DILocation(line: 16, column: 40, scope: !209, inlinedAt: !252)
!256 = !DILocation(line: 16, column: 71, scope: !209, inlinedAt: !252)
!257 = !DILocation(line: 16, column: 46, scope: !209, inlinedAt: !252)
!258 = !DILocation(line: 16, scope: !209, inlinedAt: !252)
!259 = !DILocation(line: 56, column: 19, scope: !140)
!260 = !DILocation(line: 0, scope: !184, inlinedAt: !261)
!261 = distinct !DILocation(line: 56, column: 9, scope: !140)
!262 = !DILocation(line: 39, column: 35, scope: !194, inlinedAt: !261)
!263 = !DILocation(line: 39, column: 10, scope: !194, inlinedAt: !261)
!264 = !DILocation(line: 0, scope: !197, inlinedAt: !265)
!265 = distinct !DILocation(line: 40, column: 5, scope: !184, inlinedAt: !261)
!266 = !DILocation(line: 0, scope: !202, inlinedAt: !265)
!267 = !DILocation(line: 16, column: 58, scope: !209, inlinedAt: !265)
!268 = !DILocation(line: 16, column: 40, scope: !209, inlinedAt: !265)
!269 = !DILocation(line: 16, column: 71, scope: !209, inlinedAt: !265)
!270 = !DILocation(line: 16, column: 46, scope: !209, inlinedAt: !265)
!271 = !DILocation(line: 16, scope: !209, inlinedAt: !265)
!272 = !DILocation(line: 57, column: 30, scope: !140)
!273 = !DILocation(line: 57, column: 9, scope: !140)
!274 = !DILocation(line: 0, scope: !143)
!275 = !DILocation(line: 58, column: 9, scope: !143)
!276 = !DILocation(line: 59, column: 19, scope: !145)
!277 = !DILocation(line: 0, scope: !145)
!278 = !DILocation(line: 59, column: 36, scope: !145)
!279 = !DILocation(line: 60, column: 17, scope: !145)
!280 = !DILocation(line: 0, scope: !197, inlinedAt: !281)
!281 = distinct !DILocation(line: 60, column: 13, scope: !145)
!282 = !DILocation(line: 0, scope: !202, inlinedAt: !281)
!283 = !DILocation(line: 16, column: 58, scope: !209, inlinedAt: !281)
!284 = !DILocation(line: 16, column: 40, scope: !209, inlinedAt: !281)
!285 = !DILocation(line: 16, column: 71, scope: !209, inlinedAt: !281)
!286 = !DILocation(line: 16, column: 46, scope: !209, inlinedAt: !281)
!287 = !DILocation(line: 60, column: 45, scope: !145)
!288 = !DILocation(line: 0, scope: !197, inlinedAt: !289)
!289 = distinct !DILocation(line: 60, column: 41, scope: !145)
!290 = !DILocation(line: 0, scope: !202, inlinedAt: !289)
!291 = !DILocation(line: 16, column: 58, scope: !209, inlinedAt: !289)
!292 = !DILocation(line: 16, column: 40, scope: !209, inlinedAt: !289)
!293 = !DILocation(line: 16, column: 71, scope: !209, inlinedAt: !289)
!294 = !DILocation(line: 16, column: 46, scope: !209, inlinedAt: !289)
!295 = !DILocation(line: 16, scope: !209, inlinedAt: !289)
!296 = !DILocation(line: 61, column: 24, scope: !297)
!297 = distinct !DILexicalBlock(scope: !145, file: !2, line: 61, column: 17)
!298 = !DILocation(line: 61, column: 41, scope: !299)
!299 = distinct !DILexicalBlock(scope: !297, file: !2, line: 61, column: 39)
!300 = !DILocation(line: 0, scope: !184, inlinedAt: !301)
!301 = distinct !DILocation(line: 61, column: 62, scope: !299)
!302 = !DILocation(line: 39, column: 10, scope: !194, inlinedAt: !301)
!303 = !DILocation(line: 0, scope: !197, inlinedAt: !304)
!304 = distinct !DILocation(line: 40, column: 5, scope: !184, inlinedAt: !301)
!305 = !DILocation(line: 0, scope: !202, inlinedAt: !304)
!306 = !DILocation(line: 16, column: 40, scope: !209, inlinedAt: !304)
!307 = !DILocation(line: 16, column: 71, scope: !209, inlinedAt: !304)
!308 = !DILocation(line: 16, scope: !209, inlinedAt: !304)
!309 = !DILocation(line: 0, scope: !184, inlinedAt: !310)
!310 = distinct !DILocation(line: 61, column: 76, scope: !299)
!311 = !DILocation(line: 39, column: 10, scope: !194, inlinedAt: !310)
!312 = !DILocation(line: 0, scope: !197, inlinedAt: !313)
!313 = distinct !DILocation(line: 40, column: 5, scope: !184, inlinedAt: !310)
!314 = !DILocation(line: 0, scope: !202, inlinedAt: !313)
!315 = !DILocation(line: 16, column: 40, scope: !209, inlinedAt: !313)
!316 = !DILocation(line: 16, column: 71, scope: !209, inlinedAt: !313)
!317 = !DILocation(line: 16, scope: !209, inlinedAt: !313)
!318 = !DILocation(line: 61, column: 90, scope: !299)
!319 = !DILocation(line: 61, column: 104, scope: !299)
!320 = !DILocation(line: 58, column: 44, scope: !146)
!321 = !DILocation(line: 58, column: 37, scope: !146)
!322 = !DILocation(line: 58, column: 34, scope: !146)
!323 = !DILocation(line: 58, column: 27, scope: !146)
!324 = distinct !{!324, !275, !325, !326}
!325 = !DILocation(line: 62, column: 9, scope: !143)
!326 = !{!"llvm.loop.mustprogress"}
!327 = !DILocation(line: 48, column: 29, scope: !141)
!328 = !DILocation(line: 48, column: 23, scope: !141)
!329 = distinct !{!329, !171, !330, !326}
!330 = !DILocation(line: 77, column: 5, scope: !138)
!331 = !DILocation(line: 0, scope: !149)
!332 = !DILocation(line: 64, column: 19, scope: !151)
!333 = !DILocation(line: 0, scope: !151)
!334 = !DILocation(line: 65, column: 31, scope: !151)
!335 = !DILocation(line: 65, column: 13, scope: !151)
!336 = !DILocation(line: 66, column: 21, scope: !151)
!337 = !DILocation(line: 0, scope: !184, inlinedAt: !338)
!338 = distinct !DILocation(line: 66, column: 13, scope: !151)
!339 = !DILocation(line: 39, column: 35, scope: !194, inlinedAt: !338)
!340 = !DILocation(line: 39, column: 10, scope: !194, inlinedAt: !338)
!341 = !DILocation(line: 0, scope: !197, inlinedAt: !342)
!342 = distinct !DILocation(line: 40, column: 5, scope: !184, inlinedAt: !338)
!343 = !DILocation(line: 0, scope: !202, inlinedAt: !342)
!344 = !DILocation(line: 16, column: 58, scope: !209, inlinedAt: !342)
!345 = !DILocation(line: 16, column: 40, scope: !209, inlinedAt: !342)
!346 = !DILocation(line: 16, column: 71, scope: !209, inlinedAt: !342)
!347 = !DILocation(line: 16, column: 46, scope: !209, inlinedAt: !342)
!348 = !DILocation(line: 16, scope: !209, inlinedAt: !342)
!349 = !DILocation(line: 66, column: 43, scope: !151)
!350 = !DILocation(line: 0, scope: !184, inlinedAt: !351)
!351 = distinct !DILocation(line: 66, column: 35, scope: !151)
!352 = !DILocation(line: 39, column: 35, scope: !194, inlinedAt: !351)
!353 = !DILocation(line: 39, column: 10, scope: !194, inlinedAt: !351)
!354 = !DILocation(line: 0, scope: !197, inlinedAt: !355)
!355 = distinct !DILocation(line: 40, column: 5, scope: !184, inlinedAt: !351)
!356 = !DILocation(line: 0, scope: !202, inlinedAt: !355)
!357 = !DILocation(line: 16, column: 58, scope: !209, inlinedAt: !355)
!358 = !DILocation(line: 16, column: 40, scope: !209, inlinedAt: !355)
!359 = !DILocation(line: 16, column: 71, scope: !209, inlinedAt: !355)
!360 = !DILocation(line: 16, column: 46, scope: !209, inlinedAt: !355)
!361 = !DILocation(line: 16, scope: !209, inlinedAt: !355)
!362 = !DILocation(line: 66, column: 65, scope: !151)
!363 = !DILocation(line: 0, scope: !184, inlinedAt: !364)
!364 = distinct !DILocation(line: 66, column: 57, scope: !151)
!365 = !DILocation(line: 39, column: 35, scope: !194, inlinedAt: !364)
!366 = !DILocation(line: 39, column: 10, scope: !194, inlinedAt: !364)
!367 = !DILocation(line: 0, scope: !197, inlinedAt: !368)
!368 = distinct !DILocation(line: 40, column: 5, scope: !184, inlinedAt: !364)
!369 = !DILocation(line: 0, scope: !202, inlinedAt: !368)
!370 = !DILocation(line: 16, column: 58, scope: !209, inlinedAt: !368)
!371 = !DILocation(line: 16, column: 40, scope: !209, inlinedAt: !368)
!372 = !DILocation(line: 16, column: 71, scope: !209, inlinedAt: !368)
!373 = !DILocation(line: 16, column: 46, scope: !209, inlinedAt: !368)
!374 = !DILocation(line: 16, scope: !209, inlinedAt: !368)
!375 = !DILocation(line: 67, column: 19, scope: !376)
!376 = distinct !DILexicalBlock(scope: !151, file: !2, line: 67, column: 17)
!377 = !DILocation(line: 67, column: 17, scope: !151)
!378 = !DILocation(line: 68, column: 25, scope: !379)
!379 = distinct !DILexicalBlock(scope: !376, file: !2, line: 67, column: 95)
!380 = !DILocation(line: 0, scope: !184, inlinedAt: !381)
!381 = distinct !DILocation(line: 68, column: 17, scope: !379)
!382 = !DILocation(line: 39, column: 35, scope: !194, inlinedAt: !381)
!383 = !DILocation(line: 39, column: 10, scope: !194, inlinedAt: !381)
!384 = !DILocation(line: 0, scope: !197, inlinedAt: !385)
!385 = distinct !DILocation(line: 40, column: 5, scope: !184, inlinedAt: !381)
!386 = !DILocation(line: 0, scope: !202, inlinedAt: !385)
!387 = !DILocation(line: 16, column: 58, scope: !209, inlinedAt: !385)
!388 = !DILocation(line: 16, column: 40, scope: !209, inlinedAt: !385)
!389 = !DILocation(line: 16, column: 71, scope: !209, inlinedAt: !385)
!390 = !DILocation(line: 16, column: 46, scope: !209, inlinedAt: !385)
!391 = !DILocation(line: 16, scope: !209, inlinedAt: !385)
!392 = !DILocation(line: 68, column: 47, scope: !379)
!393 = !DILocation(line: 0, scope: !184, inlinedAt: !394)
!394 = distinct !DILocation(line: 68, column: 39, scope: !379)
!395 = !DILocation(line: 39, column: 35, scope: !194, inlinedAt: !394)
!396 = !DILocation(line: 39, column: 10, scope: !194, inlinedAt: !394)
!397 = !DILocation(line: 0, scope: !197, inlinedAt: !398)
!398 = distinct !DILocation(line: 40, column: 5, scope: !184, inlinedAt: !394)
!399 = !DILocation(line: 0, scope: !202, inlinedAt: !398)
!400 = !DILocation(line: 16, column: 58, scope: !209, inlinedAt: !398)
!401 = !DILocation(line: 16, column: 40, scope: !209, inlinedAt: !398)
!402 = !DILocation(line: 16, column: 71, scope: !209, inlinedAt: !398)
!403 = !DILocation(line: 16, column: 46, scope: !209, inlinedAt: !398)
!404 = !DILocation(line: 16, scope: !209, inlinedAt: !398)
!405 = !DILocation(line: 70, column: 29, scope: !406)
!406 = distinct !DILexicalBlock(scope: !379, file: !2, line: 70, column: 21)
!407 = !DILocation(line: 70, column: 51, scope: !406)
!408 = !DILocation(line: 70, column: 70, scope: !406)
!409 = !DILocation(line: 70, column: 21, scope: !379)
!410 = !DILocation(line: 70, column: 76, scope: !406)
!411 = !DILocation(line: 72, column: 21, scope: !151)
!412 = !DILocation(line: 0, scope: !184, inlinedAt: !413)
!413 = distinct !DILocation(line: 72, column: 13, scope: !151)
!414 = !DILocation(line: 39, column: 35, scope: !194, inlinedAt: !413)
!415 = !DILocation(line: 39, column: 10, scope: !194, inlinedAt: !413)
!416 = !DILocation(line: 0, scope: !197, inlinedAt: !417)
!417 = distinct !DILocation(line: 40, column: 5, scope: !184, inlinedAt: !413)
!418 = !DILocation(line: 0, scope: !202, inlinedAt: !417)
!419 = !DILocation(line: 16, column: 58, scope: !209, inlinedAt: !417)
!420 = !DILocation(line: 16, column: 40, scope: !209, inlinedAt: !417)
!421 = !DILocation(line: 16, column: 71, scope: !209, inlinedAt: !417)
!422 = !DILocation(line: 16, column: 46, scope: !209, inlinedAt: !417)
!423 = !DILocation(line: 16, scope: !209, inlinedAt: !417)
!424 = !DILocation(line: 72, column: 43, scope: !151)
!425 = !DILocation(line: 0, scope: !184, inlinedAt: !426)
!426 = distinct !DILocation(line: 72, column: 35, scope: !151)
!427 = !DILocation(line: 39, column: 35, scope: !194, inlinedAt: !426)
!428 = !DILocation(line: 39, column: 10, scope: !194, inlinedAt: !426)
!429 = !DILocation(line: 0, scope: !197, inlinedAt: !430)
!430 = distinct !DILocation(line: 40, column: 5, scope: !184, inlinedAt: !426)
!431 = !DILocation(line: 0, scope: !202, inlinedAt: !430)
!432 = !DILocation(line: 16, column: 58, scope: !209, inlinedAt: !430)
!433 = !DILocation(line: 16, column: 40, scope: !209, inlinedAt: !430)
!434 = !DILocation(line: 16, column: 71, scope: !209, inlinedAt: !430)
!435 = !DILocation(line: 16, column: 46, scope: !209, inlinedAt: !430)
!436 = !DILocation(line: 16, scope: !209, inlinedAt: !430)
!437 = !DILocation(line: 72, column: 64, scope: !151)
!438 = !DILocation(line: 0, scope: !184, inlinedAt: !439)
!439 = distinct !DILocation(line: 72, column: 56, scope: !151)
!440 = !DILocation(line: 39, column: 35, scope: !194, inlinedAt: !439)
!441 = !DILocation(line: 39, column: 10, scope: !194, inlinedAt: !439)
!442 = !DILocation(line: 0, scope: !197, inlinedAt: !443)
!443 = distinct !DILocation(line: 40, column: 5, scope: !184, inlinedAt: !439)
!444 = !DILocation(line: 0, scope: !202, inlinedAt: !443)
!445 = !DILocation(line: 16, column: 58, scope: !209, inlinedAt: !443)
!446 = !DILocation(line: 16, column: 40, scope: !209, inlinedAt: !443)
!447 = !DILocation(line: 16, column: 71, scope: !209, inlinedAt: !443)
!448 = !DILocation(line: 16, column: 46, scope: !209, inlinedAt: !443)
!449 = !DILocation(line: 16, scope: !209, inlinedAt: !443)
!450 = !DILocation(line: 73, column: 41, scope: !151)
!451 = !DILocation(line: 73, column: 53, scope: !151)
!452 = !DILocation(line: 73, column: 65, scope: !151)
!453 = !DILocation(line: 73, column: 79, scope: !151)
!454 = !DILocation(line: 73, column: 87, scope: !151)
!455 = !DILocation(line: 73, column: 94, scope: !151)
!456 = !DILocation(line: 73, column: 13, scope: !151)
!457 = !DILocation(line: 74, column: 49, scope: !151)
!458 = !DILocation(line: 74, column: 66, scope: !151)
!459 = !DILocation(line: 74, column: 53, scope: !151)
!460 = !DILocation(line: 74, column: 70, scope: !151)
!461 = !DILocation(line: 74, column: 17, scope: !151)
!462 = !DILocation(line: 0, scope: !197, inlinedAt: !463)
!463 = distinct !DILocation(line: 74, column: 13, scope: !151)
!464 = !DILocation(line: 0, scope: !202, inlinedAt: !463)
!465 = !DILocation(line: 16, column: 40, scope: !209, inlinedAt: !463)
!466 = !DILocation(line: 16, column: 71, scope: !209, inlinedAt: !463)
!467 = !DILocation(line: 16, scope: !209, inlinedAt: !463)
!468 = !DILocation(line: 75, column: 13, scope: !151)
!469 = !DILocation(line: 63, column: 33, scope: !152)
!470 = !DILocation(line: 63, column: 27, scope: !152)
!471 = !DILocation(line: 63, column: 9, scope: !149)
!472 = distinct !{!472, !471, !473, !326}
!473 = !DILocation(line: 76, column: 9, scope: !149)
!474 = !DILocation(line: 0, scope: !158)
!475 = !DILocation(line: 82, column: 34, scope: !476)
!476 = distinct !DILexicalBlock(scope: !477, file: !2, line: 81, column: 69)
!477 = distinct !DILexicalBlock(scope: !158, file: !2, line: 81, column: 5)
!478 = !{!479, !479, i64 0}
!479 = !{!"long long", !175, i64 0}
!480 = !DILocation(line: 82, column: 9, scope: !476)
!481 = !DILocation(line: 82, column: 52, scope: !476)
!482 = !DILocation(line: 0, scope: !184, inlinedAt: !483)
!483 = distinct !DILocation(line: 82, column: 45, scope: !476)
!484 = !DILocation(line: 39, column: 35, scope: !194, inlinedAt: !483)
!485 = !DILocation(line: 39, column: 10, scope: !194, inlinedAt: !483)
!486 = !DILocation(line: 0, scope: !197, inlinedAt: !487)
!487 = distinct !DILocation(line: 40, column: 5, scope: !184, inlinedAt: !483)
!488 = !DILocation(line: 0, scope: !202, inlinedAt: !487)
!489 = !DILocation(line: 16, column: 58, scope: !209, inlinedAt: !487)
!490 = !DILocation(line: 16, column: 40, scope: !209, inlinedAt: !487)
!491 = !DILocation(line: 16, column: 71, scope: !209, inlinedAt: !487)
!492 = !DILocation(line: 16, column: 46, scope: !209, inlinedAt: !487)
!493 = !DILocation(line: 16, scope: !209, inlinedAt: !487)
!494 = !DILocation(line: 82, column: 73, scope: !476)
!495 = !DILocation(line: 81, column: 65, scope: !477)
!496 = !DILocation(line: 81, column: 28, scope: !477)
!497 = !DILocation(line: 81, column: 5, scope: !158)
!498 = distinct !{!498, !497, !499, !326}
!499 = !DILocation(line: 83, column: 5, scope: !158)
!500 = !DILocation(line: 0, scope: !184, inlinedAt: !501)
!501 = distinct !DILocation(line: 92, column: 5, scope: !129)
!502 = !DILocation(line: 39, column: 10, scope: !194, inlinedAt: !501)
!503 = !DILocation(line: 0, scope: !197, inlinedAt: !504)
!504 = distinct !DILocation(line: 40, column: 5, scope: !184, inlinedAt: !501)
!505 = !DILocation(line: 0, scope: !202, inlinedAt: !504)
!506 = !DILocation(line: 16, column: 40, scope: !209, inlinedAt: !504)
!507 = !DILocation(line: 16, column: 71, scope: !209, inlinedAt: !504)
!508 = !DILocation(line: 16, scope: !209, inlinedAt: !504)
!509 = !DILocation(line: 92, column: 21, scope: !129)
!510 = !DILocation(line: 93, column: 50, scope: !129)
!511 = !DILocation(line: 93, column: 5, scope: !129)
!512 = !DILocation(line: 94, column: 18, scope: !129)
!513 = !DILocation(line: 94, column: 23, scope: !129)
!514 = !DILocation(line: 94, column: 12, scope: !129)
!515 = !DILocation(line: 95, column: 1, scope: !129)
!516 = !DISubprogram(name: "printf", scope: !517, file: !517, line: 356, type: !518, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!517 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!518 = !DISubroutineType(types: !519)
!519 = !{!104, !520, null}
!520 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !187)
!521 = distinct !DISubprogram(name: "f_not", scope: !2, file: !2, line: 27, type: !522, scopeLine: 27, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !100, retainedNodes: !524)
!522 = !DISubroutineType(types: !523)
!523 = !{!102, !102}
!524 = !{!525}
!525 = !DILocalVariable(name: "a", arg: 1, scope: !521, file: !2, line: 27, type: !102)
!526 = !DILocation(line: 0, scope: !521)
!527 = !DILocation(line: 27, column: 59, scope: !521)
!528 = !DILocation(line: 27, column: 49, scope: !521)
!529 = distinct !DISubprogram(name: "f_widen", scope: !2, file: !2, line: 33, type: !530, scopeLine: 33, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !100, retainedNodes: !532)
!530 = !DISubroutineType(types: !531)
!531 = !{!107, !102}
!532 = !{!533}
!533 = !DILocalVariable(name: "a", arg: 1, scope: !529, file: !2, line: 33, type: !102)
!534 = !DILocation(line: 0, scope: !529)
!535 = !DILocation(line: 33, column: 66, scope: !529)
!536 = !DILocation(line: 33, column: 59, scope: !529)
!537 = distinct !DISubprogram(name: "f_uwiden", scope: !2, file: !2, line: 34, type: !538, scopeLine: 34, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !100, retainedNodes: !540)
!538 = !DISubroutineType(types: !539)
!539 = !{!105, !102}
!540 = !{!541}
!541 = !DILocalVariable(name: "a", arg: 1, scope: !537, file: !2, line: 34, type: !102)
!542 = !DILocation(line: 0, scope: !537)
!543 = !DILocation(line: 34, column: 76, scope: !537)
!544 = !DILocation(line: 34, column: 69, scope: !537)
!545 = distinct !DISubprogram(name: "f_add", scope: !2, file: !2, line: 19, type: !546, scopeLine: 19, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !100, retainedNodes: !548)
!546 = !DISubroutineType(types: !547)
!547 = !{!102, !102, !102}
!548 = !{!549, !550}
!549 = !DILocalVariable(name: "a", arg: 1, scope: !545, file: !2, line: 19, type: !102)
!550 = !DILocalVariable(name: "b", arg: 2, scope: !545, file: !2, line: 19, type: !102)
!551 = !DILocation(line: 0, scope: !545)
!552 = !DILocation(line: 19, column: 71, scope: !545)
!553 = !DILocation(line: 19, column: 54, scope: !545)
!554 = distinct !DISubprogram(name: "f_sub", scope: !2, file: !2, line: 20, type: !546, scopeLine: 20, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !100, retainedNodes: !555)
!555 = !{!556, !557}
!556 = !DILocalVariable(name: "a", arg: 1, scope: !554, file: !2, line: 20, type: !102)
!557 = !DILocalVariable(name: "b", arg: 2, scope: !554, file: !2, line: 20, type: !102)
!558 = !DILocation(line: 0, scope: !554)
!559 = !DILocation(line: 20, column: 71, scope: !554)
!560 = !DILocation(line: 20, column: 54, scope: !554)
!561 = distinct !DISubprogram(name: "f_shl", scope: !2, file: !2, line: 28, type: !562, scopeLine: 28, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !100, retainedNodes: !564)
!562 = !DISubroutineType(types: !563)
!563 = !{!102, !102, !104}
!564 = !{!565, !566}
!565 = !DILocalVariable(name: "a", arg: 1, scope: !561, file: !2, line: 28, type: !102)
!566 = !DILocalVariable(name: "s", arg: 2, scope: !561, file: !2, line: 28, type: !104)
!567 = !DILocation(line: 0, scope: !561)
!568 = !DILocation(line: 28, column: 67, scope: !561)
!569 = !DILocation(line: 28, column: 73, scope: !561)
!570 = !DILocation(line: 28, column: 63, scope: !561)
!571 = !DILocation(line: 28, column: 56, scope: !561)
!572 = distinct !DISubprogram(name: "f_shr", scope: !2, file: !2, line: 29, type: !562, scopeLine: 29, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !100, retainedNodes: !573)
!573 = !{!574, !575}
!574 = !DILocalVariable(name: "a", arg: 1, scope: !572, file: !2, line: 29, type: !102)
!575 = !DILocalVariable(name: "s", arg: 2, scope: !572, file: !2, line: 29, type: !104)
!576 = !DILocation(line: 0, scope: !572)
!577 = !DILocation(line: 29, column: 67, scope: !572)
!578 = !DILocation(line: 29, column: 69, scope: !572)
!579 = !DILocation(line: 29, column: 63, scope: !572)
!580 = !DILocation(line: 29, column: 56, scope: !572)
!581 = distinct !DISubprogram(name: "f_mul", scope: !2, file: !2, line: 21, type: !546, scopeLine: 21, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !100, retainedNodes: !582)
!582 = !{!583, !584}
!583 = !DILocalVariable(name: "a", arg: 1, scope: !581, file: !2, line: 21, type: !102)
!584 = !DILocalVariable(name: "b", arg: 2, scope: !581, file: !2, line: 21, type: !102)
!585 = !DILocation(line: 0, scope: !581)
!586 = !DILocation(line: 21, column: 76, scope: !581)
!587 = !DILocation(line: 21, column: 54, scope: !581)
!588 = distinct !DISubprogram(name: "f_div", scope: !2, file: !2, line: 22, type: !546, scopeLine: 22, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !100, retainedNodes: !589)
!589 = !{!590, !591}
!590 = !DILocalVariable(name: "a", arg: 1, scope: !588, file: !2, line: 22, type: !102)
!591 = !DILocalVariable(name: "b", arg: 2, scope: !588, file: !2, line: 22, type: !102)
!592 = !DILocation(line: 0, scope: !588)
!593 = !DILocation(line: 22, column: 67, scope: !588)
!594 = !DILocation(line: 22, column: 54, scope: !588)
!595 = distinct !DISubprogram(name: "f_rem", scope: !2, file: !2, line: 23, type: !546, scopeLine: 23, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !100, retainedNodes: !596)
!596 = !{!597, !598}
!597 = !DILocalVariable(name: "a", arg: 1, scope: !595, file: !2, line: 23, type: !102)
!598 = !DILocalVariable(name: "b", arg: 2, scope: !595, file: !2, line: 23, type: !102)
!599 = !DILocation(line: 0, scope: !595)
!600 = !DILocation(line: 23, column: 67, scope: !595)
!601 = !DILocation(line: 23, column: 54, scope: !595)
!602 = distinct !DISubprogram(name: "f_and", scope: !2, file: !2, line: 24, type: !546, scopeLine: 24, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !100, retainedNodes: !603)
!603 = !{!604, !605}
!604 = !DILocalVariable(name: "a", arg: 1, scope: !602, file: !2, line: 24, type: !102)
!605 = !DILocalVariable(name: "b", arg: 2, scope: !602, file: !2, line: 24, type: !102)
!606 = !DILocation(line: 0, scope: !602)
!607 = !DILocation(line: 24, column: 63, scope: !602)
!608 = !DILocation(line: 24, column: 54, scope: !602)
!609 = distinct !DISubprogram(name: "f_or", scope: !2, file: !2, line: 25, type: !546, scopeLine: 25, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !100, retainedNodes: !610)
!610 = !{!611, !612}
!611 = !DILocalVariable(name: "a", arg: 1, scope: !609, file: !2, line: 25, type: !102)
!612 = !DILocalVariable(name: "b", arg: 2, scope: !609, file: !2, line: 25, type: !102)
!613 = !DILocation(line: 0, scope: !609)
!614 = !DILocation(line: 25, column: 62, scope: !609)
!615 = !DILocation(line: 25, column: 53, scope: !609)
!616 = distinct !DISubprogram(name: "f_xor", scope: !2, file: !2, line: 26, type: !546, scopeLine: 26, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !100, retainedNodes: !617)
!617 = !{!618, !619}
!618 = !DILocalVariable(name: "a", arg: 1, scope: !616, file: !2, line: 26, type: !102)
!619 = !DILocalVariable(name: "b", arg: 2, scope: !616, file: !2, line: 26, type: !102)
!620 = !DILocation(line: 0, scope: !616)
!621 = !DILocation(line: 26, column: 63, scope: !616)
!622 = !DILocation(line: 26, column: 54, scope: !616)
!623 = distinct !DISubprogram(name: "f_lt", scope: !2, file: !2, line: 30, type: !624, scopeLine: 30, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !100, retainedNodes: !626)
!624 = !DISubroutineType(types: !625)
!625 = !{!104, !102, !102}
!626 = !{!627, !628}
!627 = !DILocalVariable(name: "a", arg: 1, scope: !623, file: !2, line: 30, type: !102)
!628 = !DILocalVariable(name: "b", arg: 2, scope: !623, file: !2, line: 30, type: !102)
!629 = !DILocation(line: 0, scope: !623)
!630 = !DILocation(line: 30, column: 64, scope: !623)
!631 = !DILocation(line: 30, column: 55, scope: !623)
!632 = distinct !DISubprogram(name: "f_le", scope: !2, file: !2, line: 31, type: !624, scopeLine: 31, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !100, retainedNodes: !633)
!633 = !{!634, !635}
!634 = !DILocalVariable(name: "a", arg: 1, scope: !632, file: !2, line: 31, type: !102)
!635 = !DILocalVariable(name: "b", arg: 2, scope: !632, file: !2, line: 31, type: !102)
!636 = !DILocation(line: 0, scope: !632)
!637 = !DILocation(line: 31, column: 64, scope: !632)
!638 = !DILocation(line: 31, column: 55, scope: !632)
!639 = distinct !DISubprogram(name: "f_eq", scope: !2, file: !2, line: 32, type: !624, scopeLine: 32, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !100, retainedNodes: !640)
!640 = !{!641, !642}
!641 = !DILocalVariable(name: "a", arg: 1, scope: !639, file: !2, line: 32, type: !102)
!642 = !DILocalVariable(name: "b", arg: 2, scope: !639, file: !2, line: 32, type: !102)
!643 = !DILocation(line: 0, scope: !639)
!644 = !DILocation(line: 32, column: 64, scope: !639)
!645 = !DILocation(line: 32, column: 55, scope: !639)
!646 = distinct !DISubprogram(name: "f_narrow", scope: !2, file: !2, line: 35, type: !647, scopeLine: 35, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !100, retainedNodes: !649)
!647 = !DISubroutineType(types: !648)
!648 = !{!102, !107}
!649 = !{!650}
!650 = !DILocalVariable(name: "v", arg: 1, scope: !646, file: !2, line: 35, type: !107)
!651 = !DILocation(line: 0, scope: !646)
!652 = !DILocation(line: 35, column: 67, scope: !646)
!653 = !DILocation(line: 35, column: 60, scope: !646)
