; ModuleID = 'programs/int_edges_u32.c'
source_filename = "programs/int_edges_u32.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@__const.main.vals = private unnamed_addr constant [14 x i32] [i32 0, i32 1, i32 0, i32 -1, i32 0, i32 1, i32 2, i32 3, i32 7, i32 2147483647, i32 -2, i32 -1, i32 1515870810, i32 -1515870811], align 16
@.str = private unnamed_addr constant [38 x i8] c"type unsigned int: size=%d signed=%d\0A\00", align 1, !dbg !0
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
  %1 = alloca [14 x i32], align 16, !DIAssignID !162
    #dbg_assign(i1 undef, !133, !DIExpression(), !162, ptr %1, !DIExpression(), !163)
    #dbg_assign(i1 undef, !153, !DIExpression(), !164, ptr @__const.main.wides, !DIExpression(), !163)
  call void @llvm.lifetime.start.p0(i64 56, ptr nonnull %1) #6, !dbg !165
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 16 %1, ptr align 16 @__const.main.vals, i64 56, i1 true), !dbg !166, !DIAssignID !167
    #dbg_assign(i1 undef, !133, !DIExpression(), !167, ptr %1, !DIExpression(), !163)
    #dbg_value(i32 14, !136, !DIExpression(), !163)
  %2 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 4, i32 noundef 0), !dbg !168
    #dbg_value(i32 0, !137, !DIExpression(), !169)
  br label %3, !dbg !170

3:                                                ; preds = %0, %184
  %4 = phi i64 [ 0, %0 ], [ %185, %184 ]
    #dbg_value(i64 %4, !137, !DIExpression(), !169)
  %5 = getelementptr inbounds [14 x i32], ptr %1, i64 0, i64 %4, !dbg !171
  %6 = load volatile i32, ptr %5, align 4, !dbg !171, !tbaa !172
    #dbg_value(i32 %6, !139, !DIExpression(), !176)
  %7 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1), !dbg !177
  %8 = zext i32 %6 to i64, !dbg !178
  %9 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i64 noundef %8), !dbg !180
  %10 = tail call fastcc i32 @f_not(i32 noundef %6), !dbg !181
    #dbg_value(ptr @.str.3, !182, !DIExpression(), !190)
    #dbg_value(i32 %10, !189, !DIExpression(), !190)
  %11 = zext i32 %10 to i64, !dbg !192
  %12 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.28, ptr noundef nonnull @.str.3, i64 noundef %11), !dbg !194
    #dbg_value(i32 %10, !195, !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_stack_value), !202)
    #dbg_value(i32 0, !200, !DIExpression(), !204)
  %13 = load i64, ptr @hash, align 8, !tbaa !205
    #dbg_value(i32 0, !200, !DIExpression(), !204)
    #dbg_value(i64 0, !200, !DIExpression(), !204)
  %14 = and i64 %11, 255, !dbg !207
  %15 = xor i64 %13, %14, !dbg !210
  %16 = mul i64 %15, 1099511628211, !dbg !211
    #dbg_value(i64 1, !200, !DIExpression(), !204)
  %17 = lshr i64 %11, 8, !dbg !212
  %18 = and i64 %17, 255, !dbg !207
  %19 = xor i64 %16, %18, !dbg !210
  %20 = mul i64 %19, 1099511628211, !dbg !211
    #dbg_value(i64 2, !200, !DIExpression(), !204)
  %21 = lshr i64 %11, 16, !dbg !212
  %22 = and i64 %21, 255, !dbg !207
  %23 = xor i64 %20, %22, !dbg !210
  %24 = mul i64 %23, 1099511628211, !dbg !211
    #dbg_value(i64 3, !200, !DIExpression(), !204)
  %25 = lshr i64 %11, 24, !dbg !212
  %26 = xor i64 %24, %25, !dbg !210
    #dbg_value(i64 4, !200, !DIExpression(), !204)
    #dbg_value(i64 5, !200, !DIExpression(), !204)
    #dbg_value(i64 6, !200, !DIExpression(), !204)
    #dbg_value(i64 7, !200, !DIExpression(), !204)
  %27 = mul i64 %26, 913917546033277539, !dbg !211
    #dbg_value(i64 8, !200, !DIExpression(), !204)
  store i64 %27, ptr @hash, align 8, !dbg !213, !tbaa !205
  %28 = tail call fastcc i64 @f_widen(i32 noundef %6), !dbg !214
  %29 = tail call fastcc i64 @f_uwiden(i32 noundef %6), !dbg !215
  %30 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i64 noundef %28, i64 noundef %29), !dbg !216
    #dbg_value(i64 poison, !195, !DIExpression(), !217)
    #dbg_value(i32 0, !200, !DIExpression(), !219)
  %31 = load i64, ptr @hash, align 8, !tbaa !205
    #dbg_value(i32 0, !200, !DIExpression(), !219)
    #dbg_value(i64 0, !200, !DIExpression(), !219)
  %32 = and i64 %28, 255, !dbg !220
  %33 = xor i64 %31, %32, !dbg !221
  %34 = mul i64 %33, 1099511628211, !dbg !222
    #dbg_value(i64 1, !200, !DIExpression(), !219)
  %35 = lshr i64 %28, 8, !dbg !223
  %36 = and i64 %35, 255, !dbg !220
  %37 = xor i64 %34, %36, !dbg !221
  %38 = mul i64 %37, 1099511628211, !dbg !222
    #dbg_value(i64 2, !200, !DIExpression(), !219)
  %39 = lshr i64 %28, 16, !dbg !223
  %40 = and i64 %39, 255, !dbg !220
  %41 = xor i64 %38, %40, !dbg !221
  %42 = mul i64 %41, 1099511628211, !dbg !222
    #dbg_value(i64 3, !200, !DIExpression(), !219)
  %43 = lshr i64 %28, 24, !dbg !223
  %44 = xor i64 %42, %43, !dbg !221
    #dbg_value(i64 4, !200, !DIExpression(), !219)
    #dbg_value(i64 5, !200, !DIExpression(), !219)
    #dbg_value(i64 6, !200, !DIExpression(), !219)
    #dbg_value(i64 7, !200, !DIExpression(), !219)
  %45 = mul i64 %44, 913917546033277539, !dbg !222
    #dbg_value(i64 8, !200, !DIExpression(), !219)
    #dbg_value(i64 poison, !195, !DIExpression(), !224)
    #dbg_value(i32 0, !200, !DIExpression(), !226)
    #dbg_value(i32 0, !200, !DIExpression(), !226)
    #dbg_value(i64 0, !200, !DIExpression(), !226)
  %46 = and i64 %29, 255, !dbg !227
  %47 = xor i64 %45, %46, !dbg !228
  %48 = mul i64 %47, 1099511628211, !dbg !229
    #dbg_value(i64 1, !200, !DIExpression(), !226)
  %49 = lshr i64 %29, 8, !dbg !230
  %50 = and i64 %49, 255, !dbg !227
  %51 = xor i64 %48, %50, !dbg !228
  %52 = mul i64 %51, 1099511628211, !dbg !229
    #dbg_value(i64 2, !200, !DIExpression(), !226)
  %53 = lshr i64 %29, 16, !dbg !230
  %54 = and i64 %53, 255, !dbg !227
  %55 = xor i64 %52, %54, !dbg !228
  %56 = mul i64 %55, 1099511628211, !dbg !229
    #dbg_value(i64 3, !200, !DIExpression(), !226)
  %57 = lshr i64 %29, 24, !dbg !230
  %58 = xor i64 %56, %57, !dbg !228
    #dbg_value(i64 4, !200, !DIExpression(), !226)
    #dbg_value(i64 5, !200, !DIExpression(), !226)
    #dbg_value(i64 6, !200, !DIExpression(), !226)
    #dbg_value(i64 7, !200, !DIExpression(), !226)
  %59 = mul i64 %58, 913917546033277539, !dbg !229
    #dbg_value(i64 8, !200, !DIExpression(), !226)
  store i64 %59, ptr @hash, align 8, !dbg !231, !tbaa !205
  %60 = sub i32 0, %6, !dbg !232
    #dbg_value(ptr @.str.5, !182, !DIExpression(), !233)
    #dbg_value(i32 %60, !189, !DIExpression(), !233)
  %61 = zext i32 %60 to i64, !dbg !235
  %62 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.28, ptr noundef nonnull @.str.5, i64 noundef %61), !dbg !236
    #dbg_value(i32 %60, !195, !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_stack_value), !237)
    #dbg_value(i32 0, !200, !DIExpression(), !239)
  %63 = load i64, ptr @hash, align 8, !tbaa !205
    #dbg_value(i32 0, !200, !DIExpression(), !239)
    #dbg_value(i64 0, !200, !DIExpression(), !239)
  %64 = and i64 %61, 255, !dbg !240
  %65 = xor i64 %63, %64, !dbg !241
  %66 = mul i64 %65, 1099511628211, !dbg !242
    #dbg_value(i64 1, !200, !DIExpression(), !239)
  %67 = lshr i64 %61, 8, !dbg !243
  %68 = and i64 %67, 255, !dbg !240
  %69 = xor i64 %66, %68, !dbg !241
  %70 = mul i64 %69, 1099511628211, !dbg !242
    #dbg_value(i64 2, !200, !DIExpression(), !239)
  %71 = lshr i64 %61, 16, !dbg !243
  %72 = and i64 %71, 255, !dbg !240
  %73 = xor i64 %70, %72, !dbg !241
  %74 = mul i64 %73, 1099511628211, !dbg !242
    #dbg_value(i64 3, !200, !DIExpression(), !239)
  %75 = lshr i64 %61, 24, !dbg !243
  %76 = xor i64 %74, %75, !dbg !241
    #dbg_value(i64 4, !200, !DIExpression(), !239)
    #dbg_value(i64 5, !200, !DIExpression(), !239)
    #dbg_value(i64 6, !200, !DIExpression(), !239)
    #dbg_value(i64 7, !200, !DIExpression(), !239)
  %77 = mul i64 %76, 913917546033277539, !dbg !242
    #dbg_value(i64 8, !200, !DIExpression(), !239)
  store i64 %77, ptr @hash, align 8, !dbg !244, !tbaa !205
  %78 = tail call fastcc i32 @f_add(i32 noundef %6, i32 noundef 1), !dbg !245
    #dbg_value(ptr @.str.6, !182, !DIExpression(), !246)
    #dbg_value(i32 %78, !189, !DIExpression(), !246)
  %79 = zext i32 %78 to i64, !dbg !248
  %80 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.28, ptr noundef nonnull @.str.6, i64 noundef %79), !dbg !249
    #dbg_value(i32 %78, !195, !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_stack_value), !250)
    #dbg_value(i32 0, !200, !DIExpression(), !252)
  %81 = load i64, ptr @hash, align 8, !tbaa !205
    #dbg_value(i32 0, !200, !DIExpression(), !252)
    #dbg_value(i64 0, !200, !DIExpression(), !252)
  %82 = and i64 %79, 255, !dbg !253
  %83 = xor i64 %81, %82, !dbg !254
  %84 = mul i64 %83, 1099511628211, !dbg !255
    #dbg_value(i64 1, !200, !DIExpression(), !252)
  %85 = lshr i64 %79, 8, !dbg !256
  %86 = and i64 %85, 255, !dbg !253
  %87 = xor i64 %84, %86, !dbg !254
  %88 = mul i64 %87, 1099511628211, !dbg !255
    #dbg_value(i64 2, !200, !DIExpression(), !252)
  %89 = lshr i64 %79, 16, !dbg !256
  %90 = and i64 %89, 255, !dbg !253
  %91 = xor i64 %88, %90, !dbg !254
  %92 = mul i64 %91, 1099511628211, !dbg !255
    #dbg_value(i64 3, !200, !DIExpression(), !252)
  %93 = lshr i64 %79, 24, !dbg !256
  %94 = xor i64 %92, %93, !dbg !254
    #dbg_value(i64 4, !200, !DIExpression(), !252)
    #dbg_value(i64 5, !200, !DIExpression(), !252)
    #dbg_value(i64 6, !200, !DIExpression(), !252)
    #dbg_value(i64 7, !200, !DIExpression(), !252)
  %95 = mul i64 %94, 913917546033277539, !dbg !255
    #dbg_value(i64 8, !200, !DIExpression(), !252)
  store i64 %95, ptr @hash, align 8, !dbg !257, !tbaa !205
  %96 = tail call fastcc i32 @f_sub(i32 noundef %6, i32 noundef 1), !dbg !258
    #dbg_value(ptr @.str.7, !182, !DIExpression(), !259)
    #dbg_value(i32 %96, !189, !DIExpression(), !259)
  %97 = zext i32 %96 to i64, !dbg !261
  %98 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.28, ptr noundef nonnull @.str.7, i64 noundef %97), !dbg !262
    #dbg_value(i32 %96, !195, !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_stack_value), !263)
    #dbg_value(i32 0, !200, !DIExpression(), !265)
  %99 = load i64, ptr @hash, align 8, !tbaa !205
    #dbg_value(i32 0, !200, !DIExpression(), !265)
    #dbg_value(i64 0, !200, !DIExpression(), !265)
  %100 = and i64 %97, 255, !dbg !266
  %101 = xor i64 %99, %100, !dbg !267
  %102 = mul i64 %101, 1099511628211, !dbg !268
    #dbg_value(i64 1, !200, !DIExpression(), !265)
  %103 = lshr i64 %97, 8, !dbg !269
  %104 = and i64 %103, 255, !dbg !266
  %105 = xor i64 %102, %104, !dbg !267
  %106 = mul i64 %105, 1099511628211, !dbg !268
    #dbg_value(i64 2, !200, !DIExpression(), !265)
  %107 = lshr i64 %97, 16, !dbg !269
  %108 = and i64 %107, 255, !dbg !266
  %109 = xor i64 %106, %108, !dbg !267
  %110 = mul i64 %109, 1099511628211, !dbg !268
    #dbg_value(i64 3, !200, !DIExpression(), !265)
  %111 = lshr i64 %97, 24, !dbg !269
  %112 = xor i64 %110, %111, !dbg !267
    #dbg_value(i64 4, !200, !DIExpression(), !265)
    #dbg_value(i64 5, !200, !DIExpression(), !265)
    #dbg_value(i64 6, !200, !DIExpression(), !265)
    #dbg_value(i64 7, !200, !DIExpression(), !265)
  %113 = mul i64 %112, 913917546033277539, !dbg !268
    #dbg_value(i64 8, !200, !DIExpression(), !265)
  store i64 %113, ptr @hash, align 8, !dbg !270, !tbaa !205
  %114 = icmp eq i32 %6, 0, !dbg !271
  %115 = zext i1 %114 to i32, !dbg !271
  %116 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef %115), !dbg !272
    #dbg_value(i32 0, !142, !DIExpression(), !273)
  %117 = load i64, ptr @hash, align 8, !tbaa !205
  br label %118, !dbg !274

118:                                              ; preds = %3, %177
  %119 = phi i64 [ %117, %3 ], [ %178, %177 ]
  %120 = phi i32 [ 0, %3 ], [ %182, %177 ]
    #dbg_value(i32 %120, !142, !DIExpression(), !273)
  %121 = tail call fastcc i32 @f_shl(i32 noundef %6, i32 noundef %120), !dbg !275
    #dbg_value(i32 %121, !144, !DIExpression(), !276)
  %122 = tail call fastcc i32 @f_shr(i32 noundef %6, i32 noundef %120), !dbg !277
    #dbg_value(i32 %122, !147, !DIExpression(), !276)
  %123 = zext i32 %121 to i64, !dbg !278
    #dbg_value(i32 %121, !195, !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_stack_value), !279)
    #dbg_value(i32 0, !200, !DIExpression(), !281)
    #dbg_value(i32 0, !200, !DIExpression(), !281)
    #dbg_value(i64 0, !200, !DIExpression(), !281)
  %124 = and i64 %123, 255, !dbg !282
  %125 = xor i64 %119, %124, !dbg !283
  %126 = mul i64 %125, 1099511628211, !dbg !284
    #dbg_value(i64 1, !200, !DIExpression(), !281)
  %127 = lshr i64 %123, 8, !dbg !285
  %128 = and i64 %127, 255, !dbg !282
  %129 = xor i64 %126, %128, !dbg !283
  %130 = mul i64 %129, 1099511628211, !dbg !284
    #dbg_value(i64 2, !200, !DIExpression(), !281)
  %131 = lshr i64 %123, 16, !dbg !285
  %132 = and i64 %131, 255, !dbg !282
  %133 = xor i64 %130, %132, !dbg !283
  %134 = mul i64 %133, 1099511628211, !dbg !284
    #dbg_value(i64 3, !200, !DIExpression(), !281)
  %135 = lshr i64 %123, 24, !dbg !285
  %136 = xor i64 %134, %135, !dbg !283
    #dbg_value(i64 4, !200, !DIExpression(), !281)
    #dbg_value(i64 5, !200, !DIExpression(), !281)
    #dbg_value(i64 6, !200, !DIExpression(), !281)
    #dbg_value(i64 7, !200, !DIExpression(), !281)
  %137 = mul i64 %136, 913917546033277539, !dbg !284
    #dbg_value(i64 8, !200, !DIExpression(), !281)
  %138 = zext i32 %122 to i64, !dbg !286
    #dbg_value(i32 %122, !195, !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_stack_value), !287)
    #dbg_value(i32 0, !200, !DIExpression(), !289)
    #dbg_value(i32 0, !200, !DIExpression(), !289)
    #dbg_value(i64 0, !200, !DIExpression(), !289)
  %139 = and i64 %138, 255, !dbg !290
  %140 = xor i64 %137, %139, !dbg !291
  %141 = mul i64 %140, 1099511628211, !dbg !292
    #dbg_value(i64 1, !200, !DIExpression(), !289)
  %142 = lshr i64 %138, 8, !dbg !293
  %143 = and i64 %142, 255, !dbg !290
  %144 = xor i64 %141, %143, !dbg !291
  %145 = mul i64 %144, 1099511628211, !dbg !292
    #dbg_value(i64 2, !200, !DIExpression(), !289)
  %146 = lshr i64 %138, 16, !dbg !293
  %147 = and i64 %146, 255, !dbg !290
  %148 = xor i64 %145, %147, !dbg !291
  %149 = mul i64 %148, 1099511628211, !dbg !292
    #dbg_value(i64 3, !200, !DIExpression(), !289)
  %150 = lshr i64 %138, 24, !dbg !293
  %151 = xor i64 %149, %150, !dbg !291
    #dbg_value(i64 4, !200, !DIExpression(), !289)
    #dbg_value(i64 5, !200, !DIExpression(), !289)
    #dbg_value(i64 6, !200, !DIExpression(), !289)
    #dbg_value(i64 7, !200, !DIExpression(), !289)
  %152 = mul i64 %151, 913917546033277539, !dbg !292
    #dbg_value(i64 8, !200, !DIExpression(), !289)
  store i64 %152, ptr @hash, align 8, !dbg !294, !tbaa !205
  switch i32 %120, label %177 [
    i32 31, label %153
    i32 1, label %153
  ], !dbg !295

153:                                              ; preds = %118, %118
  %154 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef %120), !dbg !297
    #dbg_value(ptr @.str.10, !182, !DIExpression(), !299)
    #dbg_value(i32 %121, !189, !DIExpression(), !299)
  %155 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.28, ptr noundef nonnull @.str.10, i64 noundef %123), !dbg !301
    #dbg_value(i32 %121, !195, !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_stack_value), !302)
    #dbg_value(i32 0, !200, !DIExpression(), !304)
  %156 = load i64, ptr @hash, align 8, !tbaa !205
    #dbg_value(i32 0, !200, !DIExpression(), !304)
    #dbg_value(i64 0, !200, !DIExpression(), !304)
  %157 = xor i64 %156, %124, !dbg !305
  %158 = mul i64 %157, 1099511628211, !dbg !306
    #dbg_value(i64 1, !200, !DIExpression(), !304)
  %159 = xor i64 %158, %128, !dbg !305
  %160 = mul i64 %159, 1099511628211, !dbg !306
    #dbg_value(i64 2, !200, !DIExpression(), !304)
  %161 = xor i64 %160, %132, !dbg !305
  %162 = mul i64 %161, 1099511628211, !dbg !306
    #dbg_value(i64 3, !200, !DIExpression(), !304)
  %163 = xor i64 %162, %135, !dbg !305
    #dbg_value(i64 4, !200, !DIExpression(), !304)
    #dbg_value(i64 5, !200, !DIExpression(), !304)
    #dbg_value(i64 6, !200, !DIExpression(), !304)
    #dbg_value(i64 7, !200, !DIExpression(), !304)
  %164 = mul i64 %163, 913917546033277539, !dbg !306
    #dbg_value(i64 8, !200, !DIExpression(), !304)
  store i64 %164, ptr @hash, align 8, !dbg !307, !tbaa !205
    #dbg_value(ptr @.str.11, !182, !DIExpression(), !308)
    #dbg_value(i32 %122, !189, !DIExpression(), !308)
  %165 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.28, ptr noundef nonnull @.str.11, i64 noundef %138), !dbg !310
    #dbg_value(i32 %122, !195, !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_stack_value), !311)
    #dbg_value(i32 0, !200, !DIExpression(), !313)
  %166 = load i64, ptr @hash, align 8, !tbaa !205
    #dbg_value(i32 0, !200, !DIExpression(), !313)
    #dbg_value(i64 0, !200, !DIExpression(), !313)
  %167 = xor i64 %166, %139, !dbg !314
  %168 = mul i64 %167, 1099511628211, !dbg !315
    #dbg_value(i64 1, !200, !DIExpression(), !313)
  %169 = xor i64 %168, %143, !dbg !314
  %170 = mul i64 %169, 1099511628211, !dbg !315
    #dbg_value(i64 2, !200, !DIExpression(), !313)
  %171 = xor i64 %170, %147, !dbg !314
  %172 = mul i64 %171, 1099511628211, !dbg !315
    #dbg_value(i64 3, !200, !DIExpression(), !313)
  %173 = xor i64 %172, %150, !dbg !314
    #dbg_value(i64 4, !200, !DIExpression(), !313)
    #dbg_value(i64 5, !200, !DIExpression(), !313)
    #dbg_value(i64 6, !200, !DIExpression(), !313)
    #dbg_value(i64 7, !200, !DIExpression(), !313)
  %174 = mul i64 %173, 913917546033277539, !dbg !315
    #dbg_value(i64 8, !200, !DIExpression(), !313)
  store i64 %174, ptr @hash, align 8, !dbg !316, !tbaa !205
  %175 = tail call i32 @putchar(i32 10), !dbg !317
  %176 = load i64, ptr @hash, align 8, !tbaa !205
  br label %177, !dbg !318

177:                                              ; preds = %118, %153
  %178 = phi i64 [ %152, %118 ], [ %176, %153 ]
  %179 = add nsw i32 %120, -29, !dbg !319
  %180 = icmp ult i32 %179, -26, !dbg !319
  %181 = select i1 %180, i32 1, i32 5, !dbg !320
  %182 = add nuw nsw i32 %181, %120, !dbg !321
    #dbg_value(i32 %182, !142, !DIExpression(), !273)
  %183 = icmp ult i32 %182, 32, !dbg !322
  br i1 %183, label %118, label %187, !dbg !274, !llvm.loop !323

184:                                              ; preds = %290
  %185 = add nuw nsw i64 %4, 1, !dbg !326
    #dbg_value(i64 %185, !137, !DIExpression(), !169)
  %186 = icmp eq i64 %185, 14, !dbg !327
  br i1 %186, label %366, label %3, !dbg !170, !llvm.loop !328

187:                                              ; preds = %177, %290
  %188 = phi i64 [ %364, %290 ], [ 0, %177 ]
    #dbg_value(i64 %188, !148, !DIExpression(), !330)
  %189 = getelementptr inbounds [14 x i32], ptr %1, i64 0, i64 %188, !dbg !331
  %190 = load volatile i32, ptr %189, align 4, !dbg !331, !tbaa !172
    #dbg_value(i32 %190, !150, !DIExpression(), !332)
  %191 = zext i32 %190 to i64, !dbg !333
  %192 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i64 noundef %191), !dbg !334
  %193 = tail call fastcc i32 @f_add(i32 noundef %6, i32 noundef %190), !dbg !335
    #dbg_value(ptr @.str.14, !182, !DIExpression(), !336)
    #dbg_value(i32 %193, !189, !DIExpression(), !336)
  %194 = zext i32 %193 to i64, !dbg !338
  %195 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.28, ptr noundef nonnull @.str.14, i64 noundef %194), !dbg !339
    #dbg_value(i32 %193, !195, !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_stack_value), !340)
    #dbg_value(i32 0, !200, !DIExpression(), !342)
  %196 = load i64, ptr @hash, align 8, !tbaa !205
    #dbg_value(i32 0, !200, !DIExpression(), !342)
    #dbg_value(i64 0, !200, !DIExpression(), !342)
  %197 = and i64 %194, 255, !dbg !343
  %198 = xor i64 %196, %197, !dbg !344
  %199 = mul i64 %198, 1099511628211, !dbg !345
    #dbg_value(i64 1, !200, !DIExpression(), !342)
  %200 = lshr i64 %194, 8, !dbg !346
  %201 = and i64 %200, 255, !dbg !343
  %202 = xor i64 %199, %201, !dbg !344
  %203 = mul i64 %202, 1099511628211, !dbg !345
    #dbg_value(i64 2, !200, !DIExpression(), !342)
  %204 = lshr i64 %194, 16, !dbg !346
  %205 = and i64 %204, 255, !dbg !343
  %206 = xor i64 %203, %205, !dbg !344
  %207 = mul i64 %206, 1099511628211, !dbg !345
    #dbg_value(i64 3, !200, !DIExpression(), !342)
  %208 = lshr i64 %194, 24, !dbg !346
  %209 = xor i64 %207, %208, !dbg !344
    #dbg_value(i64 4, !200, !DIExpression(), !342)
    #dbg_value(i64 5, !200, !DIExpression(), !342)
    #dbg_value(i64 6, !200, !DIExpression(), !342)
    #dbg_value(i64 7, !200, !DIExpression(), !342)
  %210 = mul i64 %209, 913917546033277539, !dbg !345
    #dbg_value(i64 8, !200, !DIExpression(), !342)
  store i64 %210, ptr @hash, align 8, !dbg !347, !tbaa !205
  %211 = tail call fastcc i32 @f_sub(i32 noundef %6, i32 noundef %190), !dbg !348
    #dbg_value(ptr @.str.15, !182, !DIExpression(), !349)
    #dbg_value(i32 %211, !189, !DIExpression(), !349)
  %212 = zext i32 %211 to i64, !dbg !351
  %213 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.28, ptr noundef nonnull @.str.15, i64 noundef %212), !dbg !352
    #dbg_value(i32 %211, !195, !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_stack_value), !353)
    #dbg_value(i32 0, !200, !DIExpression(), !355)
  %214 = load i64, ptr @hash, align 8, !tbaa !205
    #dbg_value(i32 0, !200, !DIExpression(), !355)
    #dbg_value(i64 0, !200, !DIExpression(), !355)
  %215 = and i64 %212, 255, !dbg !356
  %216 = xor i64 %214, %215, !dbg !357
  %217 = mul i64 %216, 1099511628211, !dbg !358
    #dbg_value(i64 1, !200, !DIExpression(), !355)
  %218 = lshr i64 %212, 8, !dbg !359
  %219 = and i64 %218, 255, !dbg !356
  %220 = xor i64 %217, %219, !dbg !357
  %221 = mul i64 %220, 1099511628211, !dbg !358
    #dbg_value(i64 2, !200, !DIExpression(), !355)
  %222 = lshr i64 %212, 16, !dbg !359
  %223 = and i64 %222, 255, !dbg !356
  %224 = xor i64 %221, %223, !dbg !357
  %225 = mul i64 %224, 1099511628211, !dbg !358
    #dbg_value(i64 3, !200, !DIExpression(), !355)
  %226 = lshr i64 %212, 24, !dbg !359
  %227 = xor i64 %225, %226, !dbg !357
    #dbg_value(i64 4, !200, !DIExpression(), !355)
    #dbg_value(i64 5, !200, !DIExpression(), !355)
    #dbg_value(i64 6, !200, !DIExpression(), !355)
    #dbg_value(i64 7, !200, !DIExpression(), !355)
  %228 = mul i64 %227, 913917546033277539, !dbg !358
    #dbg_value(i64 8, !200, !DIExpression(), !355)
  store i64 %228, ptr @hash, align 8, !dbg !360, !tbaa !205
  %229 = tail call fastcc i32 @f_mul(i32 noundef %6, i32 noundef %190), !dbg !361
    #dbg_value(ptr @.str.16, !182, !DIExpression(), !362)
    #dbg_value(i32 %229, !189, !DIExpression(), !362)
  %230 = zext i32 %229 to i64, !dbg !364
  %231 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.28, ptr noundef nonnull @.str.16, i64 noundef %230), !dbg !365
    #dbg_value(i32 %229, !195, !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_stack_value), !366)
    #dbg_value(i32 0, !200, !DIExpression(), !368)
  %232 = load i64, ptr @hash, align 8, !tbaa !205
    #dbg_value(i32 0, !200, !DIExpression(), !368)
    #dbg_value(i64 0, !200, !DIExpression(), !368)
  %233 = and i64 %230, 255, !dbg !369
  %234 = xor i64 %232, %233, !dbg !370
  %235 = mul i64 %234, 1099511628211, !dbg !371
    #dbg_value(i64 1, !200, !DIExpression(), !368)
  %236 = lshr i64 %230, 8, !dbg !372
  %237 = and i64 %236, 255, !dbg !369
  %238 = xor i64 %235, %237, !dbg !370
  %239 = mul i64 %238, 1099511628211, !dbg !371
    #dbg_value(i64 2, !200, !DIExpression(), !368)
  %240 = lshr i64 %230, 16, !dbg !372
  %241 = and i64 %240, 255, !dbg !369
  %242 = xor i64 %239, %241, !dbg !370
  %243 = mul i64 %242, 1099511628211, !dbg !371
    #dbg_value(i64 3, !200, !DIExpression(), !368)
  %244 = lshr i64 %230, 24, !dbg !372
  %245 = xor i64 %243, %244, !dbg !370
    #dbg_value(i64 4, !200, !DIExpression(), !368)
    #dbg_value(i64 5, !200, !DIExpression(), !368)
    #dbg_value(i64 6, !200, !DIExpression(), !368)
    #dbg_value(i64 7, !200, !DIExpression(), !368)
  %246 = mul i64 %245, 913917546033277539, !dbg !371
    #dbg_value(i64 8, !200, !DIExpression(), !368)
  store i64 %246, ptr @hash, align 8, !dbg !373, !tbaa !205
  %247 = icmp eq i32 %190, 0, !dbg !374
  br i1 %247, label %290, label %248, !dbg !376

248:                                              ; preds = %187
  %249 = tail call fastcc i32 @f_div(i32 noundef %6, i32 noundef %190), !dbg !377
    #dbg_value(ptr @.str.17, !182, !DIExpression(), !379)
    #dbg_value(i32 %249, !189, !DIExpression(), !379)
  %250 = zext i32 %249 to i64, !dbg !381
  %251 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.28, ptr noundef nonnull @.str.17, i64 noundef %250), !dbg !382
    #dbg_value(i32 %249, !195, !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_stack_value), !383)
    #dbg_value(i32 0, !200, !DIExpression(), !385)
  %252 = load i64, ptr @hash, align 8, !tbaa !205
    #dbg_value(i32 0, !200, !DIExpression(), !385)
    #dbg_value(i64 0, !200, !DIExpression(), !385)
  %253 = and i64 %250, 255, !dbg !386
  %254 = xor i64 %252, %253, !dbg !387
  %255 = mul i64 %254, 1099511628211, !dbg !388
    #dbg_value(i64 1, !200, !DIExpression(), !385)
  %256 = lshr i64 %250, 8, !dbg !389
  %257 = and i64 %256, 255, !dbg !386
  %258 = xor i64 %255, %257, !dbg !387
  %259 = mul i64 %258, 1099511628211, !dbg !388
    #dbg_value(i64 2, !200, !DIExpression(), !385)
  %260 = lshr i64 %250, 16, !dbg !389
  %261 = and i64 %260, 255, !dbg !386
  %262 = xor i64 %259, %261, !dbg !387
  %263 = mul i64 %262, 1099511628211, !dbg !388
    #dbg_value(i64 3, !200, !DIExpression(), !385)
  %264 = lshr i64 %250, 24, !dbg !389
  %265 = xor i64 %263, %264, !dbg !387
    #dbg_value(i64 4, !200, !DIExpression(), !385)
    #dbg_value(i64 5, !200, !DIExpression(), !385)
    #dbg_value(i64 6, !200, !DIExpression(), !385)
    #dbg_value(i64 7, !200, !DIExpression(), !385)
  %266 = mul i64 %265, 913917546033277539, !dbg !388
    #dbg_value(i64 8, !200, !DIExpression(), !385)
  store i64 %266, ptr @hash, align 8, !dbg !390, !tbaa !205
  %267 = tail call fastcc i32 @f_rem(i32 noundef %6, i32 noundef %190), !dbg !391
    #dbg_value(ptr @.str.18, !182, !DIExpression(), !392)
    #dbg_value(i32 %267, !189, !DIExpression(), !392)
  %268 = zext i32 %267 to i64, !dbg !394
  %269 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.28, ptr noundef nonnull @.str.18, i64 noundef %268), !dbg !395
    #dbg_value(i32 %267, !195, !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_stack_value), !396)
    #dbg_value(i32 0, !200, !DIExpression(), !398)
  %270 = load i64, ptr @hash, align 8, !tbaa !205
    #dbg_value(i32 0, !200, !DIExpression(), !398)
    #dbg_value(i64 0, !200, !DIExpression(), !398)
  %271 = and i64 %268, 255, !dbg !399
  %272 = xor i64 %270, %271, !dbg !400
  %273 = mul i64 %272, 1099511628211, !dbg !401
    #dbg_value(i64 1, !200, !DIExpression(), !398)
  %274 = lshr i64 %268, 8, !dbg !402
  %275 = and i64 %274, 255, !dbg !399
  %276 = xor i64 %273, %275, !dbg !400
  %277 = mul i64 %276, 1099511628211, !dbg !401
    #dbg_value(i64 2, !200, !DIExpression(), !398)
  %278 = lshr i64 %268, 16, !dbg !402
  %279 = and i64 %278, 255, !dbg !399
  %280 = xor i64 %277, %279, !dbg !400
  %281 = mul i64 %280, 1099511628211, !dbg !401
    #dbg_value(i64 3, !200, !DIExpression(), !398)
  %282 = lshr i64 %268, 24, !dbg !402
  %283 = xor i64 %281, %282, !dbg !400
    #dbg_value(i64 4, !200, !DIExpression(), !398)
    #dbg_value(i64 5, !200, !DIExpression(), !398)
    #dbg_value(i64 6, !200, !DIExpression(), !398)
    #dbg_value(i64 7, !200, !DIExpression(), !398)
  %284 = mul i64 %283, 913917546033277539, !dbg !401
    #dbg_value(i64 8, !200, !DIExpression(), !398)
  store i64 %284, ptr @hash, align 8, !dbg !403, !tbaa !205
  %285 = tail call fastcc i32 @f_mul(i32 noundef %249, i32 noundef %190), !dbg !404
  %286 = add i32 %285, %267, !dbg !406
  %287 = icmp eq i32 %286, %6, !dbg !407
  br i1 %287, label %290, label %288, !dbg !408

288:                                              ; preds = %248
  %289 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19), !dbg !409
  br label %290, !dbg !409

290:                                              ; preds = %248, %288, %187
  %291 = tail call fastcc i32 @f_and(i32 noundef %6, i32 noundef %190), !dbg !410
    #dbg_value(ptr @.str.20, !182, !DIExpression(), !411)
    #dbg_value(i32 %291, !189, !DIExpression(), !411)
  %292 = zext i32 %291 to i64, !dbg !413
  %293 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.28, ptr noundef nonnull @.str.20, i64 noundef %292), !dbg !414
    #dbg_value(i32 %291, !195, !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_stack_value), !415)
    #dbg_value(i32 0, !200, !DIExpression(), !417)
  %294 = load i64, ptr @hash, align 8, !tbaa !205
    #dbg_value(i64 0, !200, !DIExpression(), !417)
  %295 = and i64 %292, 255, !dbg !418
  %296 = xor i64 %294, %295, !dbg !419
  %297 = mul i64 %296, 1099511628211, !dbg !420
    #dbg_value(i64 1, !200, !DIExpression(), !417)
  %298 = lshr i64 %292, 8, !dbg !421
  %299 = and i64 %298, 255, !dbg !418
  %300 = xor i64 %297, %299, !dbg !419
  %301 = mul i64 %300, 1099511628211, !dbg !420
    #dbg_value(i64 2, !200, !DIExpression(), !417)
  %302 = lshr i64 %292, 16, !dbg !421
  %303 = and i64 %302, 255, !dbg !418
  %304 = xor i64 %301, %303, !dbg !419
  %305 = mul i64 %304, 1099511628211, !dbg !420
    #dbg_value(i64 3, !200, !DIExpression(), !417)
  %306 = lshr i64 %292, 24, !dbg !421
  %307 = xor i64 %305, %306, !dbg !419
    #dbg_value(i64 7, !200, !DIExpression(), !417)
  %308 = mul i64 %307, 913917546033277539, !dbg !420
    #dbg_value(i64 8, !200, !DIExpression(), !417)
  store i64 %308, ptr @hash, align 8, !dbg !422, !tbaa !205
  %309 = tail call fastcc i32 @f_or(i32 noundef %6, i32 noundef %190), !dbg !423
    #dbg_value(ptr @.str.21, !182, !DIExpression(), !424)
    #dbg_value(i32 %309, !189, !DIExpression(), !424)
  %310 = zext i32 %309 to i64, !dbg !426
  %311 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.28, ptr noundef nonnull @.str.21, i64 noundef %310), !dbg !427
    #dbg_value(i32 %309, !195, !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_stack_value), !428)
    #dbg_value(i32 0, !200, !DIExpression(), !430)
  %312 = load i64, ptr @hash, align 8, !tbaa !205
    #dbg_value(i64 0, !200, !DIExpression(), !430)
  %313 = and i64 %310, 255, !dbg !431
  %314 = xor i64 %312, %313, !dbg !432
  %315 = mul i64 %314, 1099511628211, !dbg !433
    #dbg_value(i64 1, !200, !DIExpression(), !430)
  %316 = lshr i64 %310, 8, !dbg !434
  %317 = and i64 %316, 255, !dbg !431
  %318 = xor i64 %315, %317, !dbg !432
  %319 = mul i64 %318, 1099511628211, !dbg !433
    #dbg_value(i64 2, !200, !DIExpression(), !430)
  %320 = lshr i64 %310, 16, !dbg !434
  %321 = and i64 %320, 255, !dbg !431
  %322 = xor i64 %319, %321, !dbg !432
  %323 = mul i64 %322, 1099511628211, !dbg !433
    #dbg_value(i64 3, !200, !DIExpression(), !430)
  %324 = lshr i64 %310, 24, !dbg !434
  %325 = xor i64 %323, %324, !dbg !432
    #dbg_value(i64 7, !200, !DIExpression(), !430)
  %326 = mul i64 %325, 913917546033277539, !dbg !433
    #dbg_value(i64 8, !200, !DIExpression(), !430)
  store i64 %326, ptr @hash, align 8, !dbg !435, !tbaa !205
  %327 = tail call fastcc i32 @f_xor(i32 noundef %6, i32 noundef %190), !dbg !436
    #dbg_value(ptr @.str.22, !182, !DIExpression(), !437)
    #dbg_value(i32 %327, !189, !DIExpression(), !437)
  %328 = zext i32 %327 to i64, !dbg !439
  %329 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.28, ptr noundef nonnull @.str.22, i64 noundef %328), !dbg !440
    #dbg_value(i32 %327, !195, !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_stack_value), !441)
    #dbg_value(i32 0, !200, !DIExpression(), !443)
  %330 = load i64, ptr @hash, align 8, !tbaa !205
    #dbg_value(i64 0, !200, !DIExpression(), !443)
  %331 = and i64 %328, 255, !dbg !444
  %332 = xor i64 %330, %331, !dbg !445
  %333 = mul i64 %332, 1099511628211, !dbg !446
    #dbg_value(i64 1, !200, !DIExpression(), !443)
  %334 = lshr i64 %328, 8, !dbg !447
  %335 = and i64 %334, 255, !dbg !444
  %336 = xor i64 %333, %335, !dbg !445
  %337 = mul i64 %336, 1099511628211, !dbg !446
    #dbg_value(i64 2, !200, !DIExpression(), !443)
  %338 = lshr i64 %328, 16, !dbg !447
  %339 = and i64 %338, 255, !dbg !444
  %340 = xor i64 %337, %339, !dbg !445
  %341 = mul i64 %340, 1099511628211, !dbg !446
    #dbg_value(i64 3, !200, !DIExpression(), !443)
  %342 = lshr i64 %328, 24, !dbg !447
  %343 = xor i64 %341, %342, !dbg !445
    #dbg_value(i64 7, !200, !DIExpression(), !443)
  %344 = mul i64 %343, 913917546033277539, !dbg !446
    #dbg_value(i64 8, !200, !DIExpression(), !443)
  store i64 %344, ptr @hash, align 8, !dbg !448, !tbaa !205
  %345 = tail call fastcc i32 @f_lt(i32 noundef %6, i32 noundef %190), !dbg !449
  %346 = tail call fastcc i32 @f_le(i32 noundef %6, i32 noundef %190), !dbg !450
  %347 = tail call fastcc i32 @f_eq(i32 noundef %6, i32 noundef %190), !dbg !451
  %348 = icmp ne i32 %6, %190, !dbg !452
  %349 = zext i1 %348 to i32, !dbg !452
  %350 = icmp ugt i32 %6, %190, !dbg !453
  %351 = zext i1 %350 to i32, !dbg !453
  %352 = icmp uge i32 %6, %190, !dbg !454
  %353 = zext i1 %352 to i32, !dbg !454
  %354 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef %345, i32 noundef %346, i32 noundef %347, i32 noundef %349, i32 noundef %351, i32 noundef %353), !dbg !455
  %355 = shl nuw nsw i32 %345, 2, !dbg !456
  %356 = shl nuw nsw i32 %346, 1, !dbg !457
  %357 = or disjoint i32 %356, %355, !dbg !458
  %358 = or disjoint i32 %357, %347, !dbg !459
  %359 = zext nneg i32 %358 to i64, !dbg !460
    #dbg_value(i32 %358, !195, !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_stack_value), !461)
    #dbg_value(i32 0, !200, !DIExpression(), !463)
  %360 = load i64, ptr @hash, align 8, !tbaa !205
    #dbg_value(i64 0, !200, !DIExpression(), !463)
  %361 = xor i64 %360, %359, !dbg !464
    #dbg_value(i64 7, !200, !DIExpression(), !463)
  %362 = mul i64 %361, 2232315406967589409, !dbg !465
    #dbg_value(i64 8, !200, !DIExpression(), !463)
  store i64 %362, ptr @hash, align 8, !dbg !466, !tbaa !205
  %363 = tail call i32 @putchar(i32 10), !dbg !467
  %364 = add nuw nsw i64 %188, 1, !dbg !468
    #dbg_value(i64 %364, !148, !DIExpression(), !330)
  %365 = icmp eq i64 %364, 14, !dbg !469
  br i1 %365, label %184, label %187, !dbg !470, !llvm.loop !471

366:                                              ; preds = %184, %366
  %367 = phi i64 [ %390, %366 ], [ 0, %184 ]
    #dbg_value(i64 %367, !157, !DIExpression(), !473)
  %368 = getelementptr inbounds [16 x i64], ptr @__const.main.wides, i64 0, i64 %367, !dbg !474
  %369 = load i64, ptr %368, align 8, !dbg !474, !tbaa !477
  %370 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.24, i64 noundef %369), !dbg !479
  %371 = tail call fastcc i32 @f_narrow(i64 noundef %369), !dbg !480
    #dbg_value(ptr @.str.25, !182, !DIExpression(), !481)
    #dbg_value(i32 %371, !189, !DIExpression(), !481)
  %372 = zext i32 %371 to i64, !dbg !483
  %373 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.28, ptr noundef nonnull @.str.25, i64 noundef %372), !dbg !484
    #dbg_value(i32 %371, !195, !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_stack_value), !485)
    #dbg_value(i32 0, !200, !DIExpression(), !487)
  %374 = load i64, ptr @hash, align 8, !tbaa !205
    #dbg_value(i64 0, !200, !DIExpression(), !487)
  %375 = and i64 %372, 255, !dbg !488
  %376 = xor i64 %374, %375, !dbg !489
  %377 = mul i64 %376, 1099511628211, !dbg !490
    #dbg_value(i64 1, !200, !DIExpression(), !487)
  %378 = lshr i64 %372, 8, !dbg !491
  %379 = and i64 %378, 255, !dbg !488
  %380 = xor i64 %377, %379, !dbg !489
  %381 = mul i64 %380, 1099511628211, !dbg !490
    #dbg_value(i64 2, !200, !DIExpression(), !487)
  %382 = lshr i64 %372, 16, !dbg !491
  %383 = and i64 %382, 255, !dbg !488
  %384 = xor i64 %381, %383, !dbg !489
  %385 = mul i64 %384, 1099511628211, !dbg !490
    #dbg_value(i64 3, !200, !DIExpression(), !487)
  %386 = lshr i64 %372, 24, !dbg !491
  %387 = xor i64 %385, %386, !dbg !489
    #dbg_value(i64 7, !200, !DIExpression(), !487)
  %388 = mul i64 %387, 913917546033277539, !dbg !490
    #dbg_value(i64 8, !200, !DIExpression(), !487)
  store i64 %388, ptr @hash, align 8, !dbg !492, !tbaa !205
  %389 = tail call i32 @putchar(i32 10), !dbg !493
  %390 = add nuw nsw i64 %367, 1, !dbg !494
    #dbg_value(i64 %390, !157, !DIExpression(), !473)
  %391 = icmp eq i64 %390, 16, !dbg !495
  br i1 %391, label %392, label %366, !dbg !496, !llvm.loop !497

392:                                              ; preds = %366
    #dbg_value(i32 undef, !159, !DIExpression(), !163)
    #dbg_value(ptr @.str.26, !182, !DIExpression(), !499)
    #dbg_value(i32 1197834749, !189, !DIExpression(), !499)
  %393 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.28, ptr noundef nonnull @.str.26, i64 noundef 1197834749), !dbg !501
    #dbg_value(i32 1197834749, !195, !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_stack_value), !502)
    #dbg_value(i32 0, !200, !DIExpression(), !504)
  %394 = load i64, ptr @hash, align 8, !tbaa !205
    #dbg_value(i32 0, !200, !DIExpression(), !504)
    #dbg_value(i64 0, !200, !DIExpression(), !504)
  %395 = xor i64 %394, 253, !dbg !505
  %396 = mul i64 %395, 1099511628211, !dbg !506
    #dbg_value(i64 1, !200, !DIExpression(), !504)
  %397 = xor i64 %396, 129, !dbg !505
  %398 = mul i64 %397, 1099511628211, !dbg !506
    #dbg_value(i64 2, !200, !DIExpression(), !504)
  %399 = xor i64 %398, 101, !dbg !505
  %400 = mul i64 %399, 1099511628211, !dbg !506
    #dbg_value(i64 3, !200, !DIExpression(), !504)
  %401 = xor i64 %400, 71, !dbg !505
    #dbg_value(i64 4, !200, !DIExpression(), !504)
    #dbg_value(i64 5, !200, !DIExpression(), !504)
    #dbg_value(i64 6, !200, !DIExpression(), !504)
    #dbg_value(i64 7, !200, !DIExpression(), !504)
  %402 = mul i64 %401, 913917546033277539, !dbg !506
    #dbg_value(i64 8, !200, !DIExpression(), !504)
  store i64 %402, ptr @hash, align 8, !dbg !507, !tbaa !205
  %403 = tail call i32 @putchar(i32 10), !dbg !508
  %404 = load i64, ptr @hash, align 8, !dbg !509, !tbaa !205
  %405 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.27, i64 noundef %404), !dbg !510
  %406 = load i64, ptr @hash, align 8, !dbg !511, !tbaa !205
  %407 = urem i64 %406, 7, !dbg !512
  %408 = trunc nuw nsw i64 %407 to i32, !dbg !513
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %1) #6, !dbg !514
  ret i32 %408, !dbg !514
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: nofree nounwind
declare !dbg !515 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef i32 @f_not(i32 noundef %0) unnamed_addr #4 !dbg !520 {
    #dbg_value(i32 %0, !524, !DIExpression(), !525)
  %2 = xor i32 %0, -1, !dbg !526
  ret i32 %2, !dbg !527
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i64 0, 4294967296) i64 @f_widen(i32 noundef %0) unnamed_addr #4 !dbg !528 {
    #dbg_value(i32 %0, !532, !DIExpression(), !533)
  %2 = zext i32 %0 to i64, !dbg !534
  ret i64 %2, !dbg !535
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i64 0, 4294967296) i64 @f_uwiden(i32 noundef %0) unnamed_addr #4 !dbg !536 {
    #dbg_value(i32 %0, !540, !DIExpression(), !541)
  %2 = zext i32 %0 to i64, !dbg !542
  ret i64 %2, !dbg !543
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef i32 @f_add(i32 noundef %0, i32 noundef %1) unnamed_addr #4 !dbg !544 {
    #dbg_value(i32 %0, !548, !DIExpression(), !550)
    #dbg_value(i32 %1, !549, !DIExpression(), !550)
  %3 = add i32 %1, %0, !dbg !551
  ret i32 %3, !dbg !552
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef i32 @f_sub(i32 noundef %0, i32 noundef %1) unnamed_addr #4 !dbg !553 {
    #dbg_value(i32 %0, !555, !DIExpression(), !557)
    #dbg_value(i32 %1, !556, !DIExpression(), !557)
  %3 = sub i32 %0, %1, !dbg !558
  ret i32 %3, !dbg !559
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc i32 @f_shl(i32 noundef %0, i32 noundef %1) unnamed_addr #4 !dbg !560 {
    #dbg_value(i32 %0, !564, !DIExpression(), !566)
    #dbg_value(i32 %1, !565, !DIExpression(), !566)
  %3 = shl i32 %0, %1, !dbg !567
  ret i32 %3, !dbg !568
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc i32 @f_shr(i32 noundef %0, i32 noundef %1) unnamed_addr #4 !dbg !569 {
    #dbg_value(i32 %0, !571, !DIExpression(), !573)
    #dbg_value(i32 %1, !572, !DIExpression(), !573)
  %3 = lshr i32 %0, %1, !dbg !574
  ret i32 %3, !dbg !575
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef i32 @f_mul(i32 noundef %0, i32 noundef %1) unnamed_addr #4 !dbg !576 {
    #dbg_value(i32 %0, !578, !DIExpression(), !580)
    #dbg_value(i32 %1, !579, !DIExpression(), !580)
  %3 = mul i32 %1, %0, !dbg !581
  ret i32 %3, !dbg !582
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef i32 @f_div(i32 noundef %0, i32 noundef %1) unnamed_addr #4 !dbg !583 {
    #dbg_value(i32 %0, !585, !DIExpression(), !587)
    #dbg_value(i32 %1, !586, !DIExpression(), !587)
  %3 = udiv i32 %0, %1, !dbg !588
  ret i32 %3, !dbg !589
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i32 0, -1) i32 @f_rem(i32 noundef %0, i32 noundef %1) unnamed_addr #4 !dbg !590 {
    #dbg_value(i32 %0, !592, !DIExpression(), !594)
    #dbg_value(i32 %1, !593, !DIExpression(), !594)
  %3 = urem i32 %0, %1, !dbg !595
  ret i32 %3, !dbg !596
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef i32 @f_and(i32 noundef %0, i32 noundef %1) unnamed_addr #4 !dbg !597 {
    #dbg_value(i32 %0, !599, !DIExpression(), !601)
    #dbg_value(i32 %1, !600, !DIExpression(), !601)
  %3 = and i32 %1, %0, !dbg !602
  ret i32 %3, !dbg !603
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef i32 @f_or(i32 noundef %0, i32 noundef %1) unnamed_addr #4 !dbg !604 {
    #dbg_value(i32 %0, !606, !DIExpression(), !608)
    #dbg_value(i32 %1, !607, !DIExpression(), !608)
  %3 = or i32 %1, %0, !dbg !609
  ret i32 %3, !dbg !610
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef i32 @f_xor(i32 noundef %0, i32 noundef %1) unnamed_addr #4 !dbg !611 {
    #dbg_value(i32 %0, !613, !DIExpression(), !615)
    #dbg_value(i32 %1, !614, !DIExpression(), !615)
  %3 = xor i32 %1, %0, !dbg !616
  ret i32 %3, !dbg !617
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i32 0, 2) i32 @f_lt(i32 noundef %0, i32 noundef %1) unnamed_addr #4 !dbg !618 {
    #dbg_value(i32 %0, !622, !DIExpression(), !624)
    #dbg_value(i32 %1, !623, !DIExpression(), !624)
  %3 = icmp ult i32 %0, %1, !dbg !625
  %4 = zext i1 %3 to i32, !dbg !625
  ret i32 %4, !dbg !626
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i32 0, 2) i32 @f_le(i32 noundef %0, i32 noundef %1) unnamed_addr #4 !dbg !627 {
    #dbg_value(i32 %0, !629, !DIExpression(), !631)
    #dbg_value(i32 %1, !630, !DIExpression(), !631)
  %3 = icmp ule i32 %0, %1, !dbg !632
  %4 = zext i1 %3 to i32, !dbg !632
  ret i32 %4, !dbg !633
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i32 0, 2) i32 @f_eq(i32 noundef %0, i32 noundef %1) unnamed_addr #4 !dbg !634 {
    #dbg_value(i32 %0, !636, !DIExpression(), !638)
    #dbg_value(i32 %1, !637, !DIExpression(), !638)
  %3 = icmp eq i32 %0, %1, !dbg !639
  %4 = zext i1 %3 to i32, !dbg !639
  ret i32 %4, !dbg !640
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef i32 @f_narrow(i64 noundef %0) unnamed_addr #4 !dbg !641 {
    #dbg_value(i64 %0, !645, !DIExpression(), !646)
  %2 = trunc i64 %0 to i32, !dbg !647
  ret i32 %2, !dbg !648
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
!2 = !DIFile(filename: "programs/int_edges_u32.c", directory: ".", checksumkind: CSK_MD5, checksum: "3a8a12bcde860b95e9aa237a17f514b6")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 304, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 38)
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
!103 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
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
!132 = !{!133, !136, !137, !139, !142, !144, !147, !148, !150, !153, !157, !159, !160}
!133 = !DILocalVariable(name: "vals", scope: !129, file: !2, line: 44, type: !134)
!134 = !DICompositeType(tag: DW_TAG_array_type, baseType: !135, size: 448, elements: !96)
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
!157 = !DILocalVariable(name: "i", scope: !158, file: !2, line: 81, type: !103)
!158 = distinct !DILexicalBlock(scope: !129, file: !2, line: 81, column: 5)
!159 = !DILocalVariable(name: "acc", scope: !129, file: !2, line: 85, type: !102)
!160 = !DILocalVariable(name: "k", scope: !161, file: !2, line: 86, type: !104)
!161 = distinct !DILexicalBlock(scope: !129, file: !2, line: 86, column: 5)
!162 = distinct !DIAssignID()
!163 = !DILocation(line: 0, scope: !129)
!164 = distinct !DIAssignID()
!165 = !DILocation(line: 44, column: 5, scope: !129)
!166 = !DILocation(line: 44, column: 16, scope: !129)
!167 = distinct !DIAssignID()
!168 = !DILocation(line: 47, column: 5, scope: !129)
!169 = !DILocation(line: 0, scope: !138)
!170 = !DILocation(line: 48, column: 5, scope: !138)
!171 = !DILocation(line: 49, column: 15, scope: !140)
!172 = !{!173, !173, i64 0}
!173 = !{!"int", !174, i64 0}
!174 = !{!"omnipotent char", !175, i64 0}
!175 = !{!"Simple C/C++ TBAA"}
!176 = !DILocation(line: 0, scope: !140)
!177 = !DILocation(line: 50, column: 9, scope: !140)
!178 = !DILocation(line: 50, column: 87, scope: !179)
!179 = distinct !DILexicalBlock(scope: !140, file: !2, line: 50, column: 27)
!180 = !DILocation(line: 50, column: 72, scope: !179)
!181 = !DILocation(line: 51, column: 19, scope: !140)
!182 = !DILocalVariable(name: "what", arg: 1, scope: !183, file: !2, line: 37, type: !186)
!183 = distinct !DISubprogram(name: "pr", scope: !2, file: !2, line: 37, type: !184, scopeLine: 37, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !100, retainedNodes: !188)
!184 = !DISubroutineType(types: !185)
!185 = !{null, !186, !102}
!186 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !187, size: 64)
!187 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!188 = !{!182, !189}
!189 = !DILocalVariable(name: "v", arg: 2, scope: !183, file: !2, line: 37, type: !102)
!190 = !DILocation(line: 0, scope: !183, inlinedAt: !191)
!191 = distinct !DILocation(line: 51, column: 9, scope: !140)
!192 = !DILocation(line: 39, column: 35, scope: !193, inlinedAt: !191)
!193 = distinct !DILexicalBlock(scope: !183, file: !2, line: 38, column: 9)
!194 = !DILocation(line: 39, column: 10, scope: !193, inlinedAt: !191)
!195 = !DILocalVariable(name: "v", arg: 1, scope: !196, file: !2, line: 15, type: !105)
!196 = distinct !DISubprogram(name: "mix", scope: !2, file: !2, line: 15, type: !197, scopeLine: 15, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !100, retainedNodes: !199)
!197 = !DISubroutineType(types: !198)
!198 = !{null, !105}
!199 = !{!195, !200}
!200 = !DILocalVariable(name: "i", scope: !201, file: !2, line: 16, type: !104)
!201 = distinct !DILexicalBlock(scope: !196, file: !2, line: 16, column: 5)
!202 = !DILocation(line: 0, scope: !196, inlinedAt: !203)
!203 = distinct !DILocation(line: 40, column: 5, scope: !183, inlinedAt: !191)
!204 = !DILocation(line: 0, scope: !201, inlinedAt: !203)
!205 = !{!206, !206, i64 0}
!206 = !{!"long", !174, i64 0}
!207 = !DILocation(line: 16, column: 58, scope: !208, inlinedAt: !203)
!208 = distinct !DILexicalBlock(scope: !209, file: !2, line: 16, column: 33)
!209 = distinct !DILexicalBlock(scope: !201, file: !2, line: 16, column: 5)
!210 = !DILocation(line: 16, column: 40, scope: !208, inlinedAt: !203)
!211 = !DILocation(line: 16, column: 71, scope: !208, inlinedAt: !203)
!212 = !DILocation(line: 16, column: 46, scope: !208, inlinedAt: !203)
!213 = !DILocation(line: 16, scope: !208, inlinedAt: !203)
!214 = !DILocation(line: 52, column: 39, scope: !140)
!215 = !DILocation(line: 52, column: 51, scope: !140)
!216 = !DILocation(line: 52, column: 9, scope: !140)
!217 = !DILocation(line: 0, scope: !196, inlinedAt: !218)
!218 = distinct !DILocation(line: 53, column: 9, scope: !140)
!219 = !DILocation(line: 0, scope: !201, inlinedAt: !218)
!220 = !DILocation(line: 16, column: 58, scope: !208, inlinedAt: !218)
!221 = !DILocation(line: 16, column: 40, scope: !208, inlinedAt: !218)
!222 = !DILocation(line: 16, column: 71, scope: !208, inlinedAt: !218)
!223 = !DILocation(line: 16, column: 46, scope: !208, inlinedAt: !218)
!224 = !DILocation(line: 0, scope: !196, inlinedAt: !225)
!225 = distinct !DILocation(line: 53, column: 46, scope: !140)
!226 = !DILocation(line: 0, scope: !201, inlinedAt: !225)
!227 = !DILocation(line: 16, column: 58, scope: !208, inlinedAt: !225)
!228 = !DILocation(line: 16, column: 40, scope: !208, inlinedAt: !225)
!229 = !DILocation(line: 16, column: 71, scope: !208, inlinedAt: !225)
!230 = !DILocation(line: 16, column: 46, scope: !208, inlinedAt: !225)
!231 = !DILocation(line: 16, scope: !208, inlinedAt: !225)
!232 = !DILocation(line: 54, column: 25, scope: !140)
!233 = !DILocation(line: 0, scope: !183, inlinedAt: !234)
!234 = distinct !DILocation(line: 54, column: 9, scope: !140)
!235 = !DILocation(line: 39, column: 35, scope: !193, inlinedAt: !234)
!236 = !DILocation(line: 39, column: 10, scope: !193, inlinedAt: !234)
!237 = !DILocation(line: 0, scope: !196, inlinedAt: !238)
!238 = distinct !DILocation(line: 40, column: 5, scope: !183, inlinedAt: !234)
!239 = !DILocation(line: 0, scope: !201, inlinedAt: !238)
!240 = !DILocation(line: 16, column: 58, scope: !208, inlinedAt: !238)
!241 = !DILocation(line: 16, column: 40, scope: !208, inlinedAt: !238)
!242 = !DILocation(line: 16, column: 71, scope: !208, inlinedAt: !238)
!243 = !DILocation(line: 16, column: 46, scope: !208, inlinedAt: !238)
!244 = !DILocation(line: 16, scope: !208, inlinedAt: !238)
!245 = !DILocation(line: 55, column: 19, scope: !140)
!246 = !DILocation(line: 0, scope: !183, inlinedAt: !247)
!247 = distinct !DILocation(line: 55, column: 9, scope: !140)
!248 = !DILocation(line: 39, column: 35, scope: !193, inlinedAt: !247)
!249 = !DILocation(line: 39, column: 10, scope: !193, inlinedAt: !247)
!250 = !DILocation(line: 0, scope: !196, inlinedAt: !251)
!251 = distinct !DILocation(line: 40, column: 5, scope: !183, inlinedAt: !247)
!252 = !DILocation(line: 0, scope: !201, inlinedAt: !251)
!253 = !DILocation(line: 16, column: 58, scope: !208, inlinedAt: !251)
!254 = !DILocation(line: 16, column: 40, scope: !208, inlinedAt: !251)
!255 = !DILocation(line: 16, column: 71, scope: !208, inlinedAt: !251)
!256 = !DILocation(line: 16, column: 46, scope: !208, inlinedAt: !251)
!257 = !DILocation(line: 16, scope: !208, inlinedAt: !251)
!258 = !DILocation(line: 56, column: 19, scope: !140)
!259 = !DILocation(line: 0, scope: !183, inlinedAt: !260)
!260 = distinct !DILocation(line: 56, column: 9, scope: !140)
!261 = !DILocation(line: 39, column: 35, scope: !193, inlinedAt: !260)
!262 = !DILocation(line: 39, column: 10, scope: !193, inlinedAt: !260)
!263 = !DILocation(line: 0, scope: !196, inlinedAt: !264)
!264 = distinct !DILocation(line: 40, column: 5, scope: !183, inlinedAt: !260)
!265 = !DILocation(line: 0, scope: !201, inlinedAt: !264)
!266 = !DILocation(line: 16, column: 58, scope: !208, inlinedAt: !264)
!267 = !DILocation(line: 16, column: 40, scope: !208, inlinedAt: !264)
!268 = !DILocation(line: 16, column: 71, scope: !208, inlinedAt: !264)
!269 = !DILocation(line: 16, column: 46, scope: !208, inlinedAt: !264)
!270 = !DILocation(line: 16, scope: !208, inlinedAt: !264)
!271 = !DILocation(line: 57, column: 30, scope: !140)
!272 = !DILocation(line: 57, column: 9, scope: !140)
!273 = !DILocation(line: 0, scope: !143)
!274 = !DILocation(line: 58, column: 9, scope: !143)
!275 = !DILocation(line: 59, column: 19, scope: !145)
!276 = !DILocation(line: 0, scope: !145)
!277 = !DILocation(line: 59, column: 36, scope: !145)
!278 = !DILocation(line: 60, column: 17, scope: !145)
!279 = !DILocation(line: 0, scope: !196, inlinedAt: !280)
!280 = distinct !DILocation(line: 60, column: 13, scope: !145)
!281 = !DILocation(line: 0, scope: !201, inlinedAt: !280)
!282 = !DILocation(line: 16, column: 58, scope: !208, inlinedAt: !280)
!283 = !DILocation(line: 16, column: 40, scope: !208, inlinedAt: !280)
!284 = !DILocation(line: 16, column: 71, scope: !208, inlinedAt: !280)
!285 = !DILocation(line: 16, column: 46, scope: !208, inlinedAt: !280)
!286 = !DILocation(line: 60, column: 45, scope: !145)
!287 = !DILocation(line: 0, scope: !196, inlinedAt: !288)
!288 = distinct !DILocation(line: 60, column: 41, scope: !145)
!289 = !DILocation(line: 0, scope: !201, inlinedAt: !288)
!290 = !DILocation(line: 16, column: 58, scope: !208, inlinedAt: !288)
!291 = !DILocation(line: 16, column: 40, scope: !208, inlinedAt: !288)
!292 = !DILocation(line: 16, column: 71, scope: !208, inlinedAt: !288)
!293 = !DILocation(line: 16, column: 46, scope: !208, inlinedAt: !288)
!294 = !DILocation(line: 16, scope: !208, inlinedAt: !288)
!295 = !DILocation(line: 61, column: 24, scope: !296)
!296 = distinct !DILexicalBlock(scope: !145, file: !2, line: 61, column: 17)
!297 = !DILocation(line: 61, column: 41, scope: !298)
!298 = distinct !DILexicalBlock(scope: !296, file: !2, line: 61, column: 39)
!299 = !DILocation(line: 0, scope: !183, inlinedAt: !300)
!300 = distinct !DILocation(line: 61, column: 62, scope: !298)
!301 = !DILocation(line: 39, column: 10, scope: !193, inlinedAt: !300)
!302 = !DILocation(line: 0, scope: !196, inlinedAt: !303)
!303 = distinct !DILocation(line: 40, column: 5, scope: !183, inlinedAt: !300)
!304 = !DILocation(line: 0, scope: !201, inlinedAt: !303)
!305 = !DILocation(line: 16, column: 40, scope: !208, inlinedAt: !303)
!306 = !DILocation(line: 16, column: 71, scope: !208, inlinedAt: !303)
!307 = !DILocation(line: 16, scope: !208, inlinedAt: !303)
!308 = !DILocation(line: 0, scope: !183, inlinedAt: !309)
!309 = distinct !DILocation(line: 61, column: 76, scope: !298)
!310 = !DILocation(line: 39, column: 10, scope: !193, inlinedAt: !309)
!311 = !DILocation(line: 0, scope: !196, inlinedAt: !312)
!312 = distinct !DILocation(line: 40, column: 5, scope: !183, inlinedAt: !309)
!313 = !DILocation(line: 0, scope: !201, inlinedAt: !312)
!314 = !DILocation(line: 16, column: 40, scope: !208, inlinedAt: !312)
!315 = !DILocation(line: 16, column: 71, scope: !208, inlinedAt: !312)
!316 = !DILocation(line: 16, scope: !208, inlinedAt: !312)
!317 = !DILocation(line: 61, column: 90, scope: !298)
!318 = !DILocation(line: 61, column: 104, scope: !298)
!319 = !DILocation(line: 58, column: 44, scope: !146)
!320 = !DILocation(line: 58, column: 37, scope: !146)
!321 = !DILocation(line: 58, column: 34, scope: !146)
!322 = !DILocation(line: 58, column: 27, scope: !146)
!323 = distinct !{!323, !274, !324, !325}
!324 = !DILocation(line: 62, column: 9, scope: !143)
!325 = !{!"llvm.loop.mustprogress"}
!326 = !DILocation(line: 48, column: 29, scope: !141)
!327 = !DILocation(line: 48, column: 23, scope: !141)
!328 = distinct !{!328, !170, !329, !325}
!329 = !DILocation(line: 77, column: 5, scope: !138)
!330 = !DILocation(line: 0, scope: !149)
!331 = !DILocation(line: 64, column: 19, scope: !151)
!332 = !DILocation(line: 0, scope: !151)
!333 = !DILocation(line: 65, column: 31, scope: !151)
!334 = !DILocation(line: 65, column: 13, scope: !151)
!335 = !DILocation(line: 66, column: 21, scope: !151)
!336 = !DILocation(line: 0, scope: !183, inlinedAt: !337)
!337 = distinct !DILocation(line: 66, column: 13, scope: !151)
!338 = !DILocation(line: 39, column: 35, scope: !193, inlinedAt: !337)
!339 = !DILocation(line: 39, column: 10, scope: !193, inlinedAt: !337)
!340 = !DILocation(line: 0, scope: !196, inlinedAt: !341)
!341 = distinct !DILocation(line: 40, column: 5, scope: !183, inlinedAt: !337)
!342 = !DILocation(line: 0, scope: !201, inlinedAt: !341)
!343 = !DILocation(line: 16, column: 58, scope: !208, inlinedAt: !341)
!344 = !DILocation(line: 16, column: 40, scope: !208, inlinedAt: !341)
!345 = !DILocation(line: 16, column: 71, scope: !208, inlinedAt: !341)
!346 = !DILocation(line: 16, column: 46, scope: !208, inlinedAt: !341)
!347 = !DILocation(line: 16, scope: !208, inlinedAt: !341)
!348 = !DILocation(line: 66, column: 43, scope: !151)
!349 = !DILocation(line: 0, scope: !183, inlinedAt: !350)
!350 = distinct !DILocation(line: 66, column: 35, scope: !151)
!351 = !DILocation(line: 39, column: 35, scope: !193, inlinedAt: !350)
!352 = !DILocation(line: 39, column: 10, scope: !193, inlinedAt: !350)
!353 = !DILocation(line: 0, scope: !196, inlinedAt: !354)
!354 = distinct !DILocation(line: 40, column: 5, scope: !183, inlinedAt: !350)
!355 = !DILocation(line: 0, scope: !201, inlinedAt: !354)
!356 = !DILocation(line: 16, column: 58, scope: !208, inlinedAt: !354)
!357 = !DILocation(line: 16, column: 40, scope: !208, inlinedAt: !354)
!358 = !DILocation(line: 16, column: 71, scope: !208, inlinedAt: !354)
!359 = !DILocation(line: 16, column: 46, scope: !208, inlinedAt: !354)
!360 = !DILocation(line: 16, scope: !208, inlinedAt: !354)
!361 = !DILocation(line: 66, column: 65, scope: !151)
!362 = !DILocation(line: 0, scope: !183, inlinedAt: !363)
!363 = distinct !DILocation(line: 66, column: 57, scope: !151)
!364 = !DILocation(line: 39, column: 35, scope: !193, inlinedAt: !363)
!365 = !DILocation(line: 39, column: 10, scope: !193, inlinedAt: !363)
!366 = !DILocation(line: 0, scope: !196, inlinedAt: !367)
!367 = distinct !DILocation(line: 40, column: 5, scope: !183, inlinedAt: !363)
!368 = !DILocation(line: 0, scope: !201, inlinedAt: !367)
!369 = !DILocation(line: 16, column: 58, scope: !208, inlinedAt: !367)
!370 = !DILocation(line: 16, column: 40, scope: !208, inlinedAt: !367)
!371 = !DILocation(line: 16, column: 71, scope: !208, inlinedAt: !367)
!372 = !DILocation(line: 16, column: 46, scope: !208, inlinedAt: !367)
!373 = !DILocation(line: 16, scope: !208, inlinedAt: !367)
!374 = !DILocation(line: 67, column: 19, scope: !375)
!375 = distinct !DILexicalBlock(scope: !151, file: !2, line: 67, column: 17)
!376 = !DILocation(line: 67, column: 17, scope: !151)
!377 = !DILocation(line: 68, column: 25, scope: !378)
!378 = distinct !DILexicalBlock(scope: !375, file: !2, line: 67, column: 95)
!379 = !DILocation(line: 0, scope: !183, inlinedAt: !380)
!380 = distinct !DILocation(line: 68, column: 17, scope: !378)
!381 = !DILocation(line: 39, column: 35, scope: !193, inlinedAt: !380)
!382 = !DILocation(line: 39, column: 10, scope: !193, inlinedAt: !380)
!383 = !DILocation(line: 0, scope: !196, inlinedAt: !384)
!384 = distinct !DILocation(line: 40, column: 5, scope: !183, inlinedAt: !380)
!385 = !DILocation(line: 0, scope: !201, inlinedAt: !384)
!386 = !DILocation(line: 16, column: 58, scope: !208, inlinedAt: !384)
!387 = !DILocation(line: 16, column: 40, scope: !208, inlinedAt: !384)
!388 = !DILocation(line: 16, column: 71, scope: !208, inlinedAt: !384)
!389 = !DILocation(line: 16, column: 46, scope: !208, inlinedAt: !384)
!390 = !DILocation(line: 16, scope: !208, inlinedAt: !384)
!391 = !DILocation(line: 68, column: 47, scope: !378)
!392 = !DILocation(line: 0, scope: !183, inlinedAt: !393)
!393 = distinct !DILocation(line: 68, column: 39, scope: !378)
!394 = !DILocation(line: 39, column: 35, scope: !193, inlinedAt: !393)
!395 = !DILocation(line: 39, column: 10, scope: !193, inlinedAt: !393)
!396 = !DILocation(line: 0, scope: !196, inlinedAt: !397)
!397 = distinct !DILocation(line: 40, column: 5, scope: !183, inlinedAt: !393)
!398 = !DILocation(line: 0, scope: !201, inlinedAt: !397)
!399 = !DILocation(line: 16, column: 58, scope: !208, inlinedAt: !397)
!400 = !DILocation(line: 16, column: 40, scope: !208, inlinedAt: !397)
!401 = !DILocation(line: 16, column: 71, scope: !208, inlinedAt: !397)
!402 = !DILocation(line: 16, column: 46, scope: !208, inlinedAt: !397)
!403 = !DILocation(line: 16, scope: !208, inlinedAt: !397)
!404 = !DILocation(line: 70, column: 29, scope: !405)
!405 = distinct !DILexicalBlock(scope: !378, file: !2, line: 70, column: 21)
!406 = !DILocation(line: 70, column: 51, scope: !405)
!407 = !DILocation(line: 70, column: 70, scope: !405)
!408 = !DILocation(line: 70, column: 21, scope: !378)
!409 = !DILocation(line: 70, column: 76, scope: !405)
!410 = !DILocation(line: 72, column: 21, scope: !151)
!411 = !DILocation(line: 0, scope: !183, inlinedAt: !412)
!412 = distinct !DILocation(line: 72, column: 13, scope: !151)
!413 = !DILocation(line: 39, column: 35, scope: !193, inlinedAt: !412)
!414 = !DILocation(line: 39, column: 10, scope: !193, inlinedAt: !412)
!415 = !DILocation(line: 0, scope: !196, inlinedAt: !416)
!416 = distinct !DILocation(line: 40, column: 5, scope: !183, inlinedAt: !412)
!417 = !DILocation(line: 0, scope: !201, inlinedAt: !416)
!418 = !DILocation(line: 16, column: 58, scope: !208, inlinedAt: !416)
!419 = !DILocation(line: 16, column: 40, scope: !208, inlinedAt: !416)
!420 = !DILocation(line: 16, column: 71, scope: !208, inlinedAt: !416)
!421 = !DILocation(line: 16, column: 46, scope: !208, inlinedAt: !416)
!422 = !DILocation(line: 16, scope: !208, inlinedAt: !416)
!423 = !DILocation(line: 72, column: 43, scope: !151)
!424 = !DILocation(line: 0, scope: !183, inlinedAt: !425)
!425 = distinct !DILocation(line: 72, column: 35, scope: !151)
!426 = !DILocation(line: 39, column: 35, scope: !193, inlinedAt: !425)
!427 = !DILocation(line: 39, column: 10, scope: !193, inlinedAt: !425)
!428 = !DILocation(line: 0, scope: !196, inlinedAt: !429)
!429 = distinct !DILocation(line: 40, column: 5, scope: !183, inlinedAt: !425)
!430 = !DILocation(line: 0, scope: !201, inlinedAt: !429)
!431 = !DILocation(line: 16, column: 58, scope: !208, inlinedAt: !429)
!432 = !DILocation(line: 16, column: 40, scope: !208, inlinedAt: !429)
!433 = !DILocation(line: 16, column: 71, scope: !208, inlinedAt: !429)
!434 = !DILocation(line: 16, column: 46, scope: !208, inlinedAt: !429)
!435 = !DILocation(line: 16, scope: !208, inlinedAt: !429)
!436 = !DILocation(line: 72, column: 64, scope: !151)
!437 = !DILocation(line: 0, scope: !183, inlinedAt: !438)
!438 = distinct !DILocation(line: 72, column: 56, scope: !151)
!439 = !DILocation(line: 39, column: 35, scope: !193, inlinedAt: !438)
!440 = !DILocation(line: 39, column: 10, scope: !193, inlinedAt: !438)
!441 = !DILocation(line: 0, scope: !196, inlinedAt: !442)
!442 = distinct !DILocation(line: 40, column: 5, scope: !183, inlinedAt: !438)
!443 = !DILocation(line: 0, scope: !201, inlinedAt: !442)
!444 = !DILocation(line: 16, column: 58, scope: !208, inlinedAt: !442)
!445 = !DILocation(line: 16, column: 40, scope: !208, inlinedAt: !442)
!446 = !DILocation(line: 16, column: 71, scope: !208, inlinedAt: !442)
!447 = !DILocation(line: 16, column: 46, scope: !208, inlinedAt: !442)
!448 = !DILocation(line: 16, scope: !208, inlinedAt: !442)
!449 = !DILocation(line: 73, column: 41, scope: !151)
!450 = !DILocation(line: 73, column: 53, scope: !151)
!451 = !DILocation(line: 73, column: 65, scope: !151)
!452 = !DILocation(line: 73, column: 79, scope: !151)
!453 = !DILocation(line: 73, column: 87, scope: !151)
!454 = !DILocation(line: 73, column: 94, scope: !151)
!455 = !DILocation(line: 73, column: 13, scope: !151)
!456 = !DILocation(line: 74, column: 49, scope: !151)
!457 = !DILocation(line: 74, column: 66, scope: !151)
!458 = !DILocation(line: 74, column: 53, scope: !151)
!459 = !DILocation(line: 74, column: 70, scope: !151)
!460 = !DILocation(line: 74, column: 17, scope: !151)
!461 = !DILocation(line: 0, scope: !196, inlinedAt: !462)
!462 = distinct !DILocation(line: 74, column: 13, scope: !151)
!463 = !DILocation(line: 0, scope: !201, inlinedAt: !462)
!464 = !DILocation(line: 16, column: 40, scope: !208, inlinedAt: !462)
!465 = !DILocation(line: 16, column: 71, scope: !208, inlinedAt: !462)
!466 = !DILocation(line: 16, scope: !208, inlinedAt: !462)
!467 = !DILocation(line: 75, column: 13, scope: !151)
!468 = !DILocation(line: 63, column: 33, scope: !152)
!469 = !DILocation(line: 63, column: 27, scope: !152)
!470 = !DILocation(line: 63, column: 9, scope: !149)
!471 = distinct !{!471, !470, !472, !325}
!472 = !DILocation(line: 76, column: 9, scope: !149)
!473 = !DILocation(line: 0, scope: !158)
!474 = !DILocation(line: 82, column: 34, scope: !475)
!475 = distinct !DILexicalBlock(scope: !476, file: !2, line: 81, column: 69)
!476 = distinct !DILexicalBlock(scope: !158, file: !2, line: 81, column: 5)
!477 = !{!478, !478, i64 0}
!478 = !{!"long long", !174, i64 0}
!479 = !DILocation(line: 82, column: 9, scope: !475)
!480 = !DILocation(line: 82, column: 52, scope: !475)
!481 = !DILocation(line: 0, scope: !183, inlinedAt: !482)
!482 = distinct !DILocation(line: 82, column: 45, scope: !475)
!483 = !DILocation(line: 39, column: 35, scope: !193, inlinedAt: !482)
!484 = !DILocation(line: 39, column: 10, scope: !193, inlinedAt: !482)
!485 = !DILocation(line: 0, scope: !196, inlinedAt: !486)
!486 = distinct !DILocation(line: 40, column: 5, scope: !183, inlinedAt: !482)
!487 = !DILocation(line: 0, scope: !201, inlinedAt: !486)
!488 = !DILocation(line: 16, column: 58, scope: !208, inlinedAt: !486)
!489 = !DILocation(line: 16, column: 40, scope: !208, inlinedAt: !486)
!490 = !DILocation(line: 16, column: 71, scope: !208, inlinedAt: !486)
!491 = !DILocation(line: 16, column: 46, scope: !208, inlinedAt: !486)
!492 = !DILocation(line: 16, scope: !208, inlinedAt: !486)
!493 = !DILocation(line: 82, column: 73, scope: !475)
!494 = !DILocation(line: 81, column: 65, scope: !476)
!495 = !DILocation(line: 81, column: 28, scope: !476)
!496 = !DILocation(line: 81, column: 5, scope: !158)
!497 = distinct !{!497, !496, !498, !325}
!498 = !DILocation(line: 83, column: 5, scope: !158)
!499 = !DILocation(line: 0, scope: !183, inlinedAt: !500)
!500 = distinct !DILocation(line: 92, column: 5, scope: !129)
!501 = !DILocation(line: 39, column: 10, scope: !193, inlinedAt: !500)
!502 = !DILocation(line: 0, scope: !196, inlinedAt: !503)
!503 = distinct !DILocation(line: 40, column: 5, scope: !183, inlinedAt: !500)
!504 = !DILocation(line: 0, scope: !201, inlinedAt: !503)
!505 = !DILocation(line: 16, column: 40, scope: !208, inlinedAt: !503)
!506 = !DILocation(line: 16, column: 71, scope: !208, inlinedAt: !503)
!507 = !DILocation(line: 16, scope: !208, inlinedAt: !503)
!508 = !DILocation(line: 92, column: 21, scope: !129)
!509 = !DILocation(line: 93, column: 50, scope: !129)
!510 = !DILocation(line: 93, column: 5, scope: !129)
!511 = !DILocation(line: 94, column: 18, scope: !129)
!512 = !DILocation(line: 94, column: 23, scope: !129)
!513 = !DILocation(line: 94, column: 12, scope: !129)
!514 = !DILocation(line: 95, column: 1, scope: !129)
!515 = !DISubprogram(name: "printf", scope: !516, file: !516, line: 356, type: !517, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!516 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!517 = !DISubroutineType(types: !518)
!518 = !{!104, !519, null}
!519 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !186)
!520 = distinct !DISubprogram(name: "f_not", scope: !2, file: !2, line: 27, type: !521, scopeLine: 27, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !100, retainedNodes: !523)
!521 = !DISubroutineType(types: !522)
!522 = !{!102, !102}
!523 = !{!524}
!524 = !DILocalVariable(name: "a", arg: 1, scope: !520, file: !2, line: 27, type: !102)
!525 = !DILocation(line: 0, scope: !520)
!526 = !DILocation(line: 27, column: 59, scope: !520)
!527 = !DILocation(line: 27, column: 49, scope: !520)
!528 = distinct !DISubprogram(name: "f_widen", scope: !2, file: !2, line: 33, type: !529, scopeLine: 33, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !100, retainedNodes: !531)
!529 = !DISubroutineType(types: !530)
!530 = !{!107, !102}
!531 = !{!532}
!532 = !DILocalVariable(name: "a", arg: 1, scope: !528, file: !2, line: 33, type: !102)
!533 = !DILocation(line: 0, scope: !528)
!534 = !DILocation(line: 33, column: 66, scope: !528)
!535 = !DILocation(line: 33, column: 59, scope: !528)
!536 = distinct !DISubprogram(name: "f_uwiden", scope: !2, file: !2, line: 34, type: !537, scopeLine: 34, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !100, retainedNodes: !539)
!537 = !DISubroutineType(types: !538)
!538 = !{!105, !102}
!539 = !{!540}
!540 = !DILocalVariable(name: "a", arg: 1, scope: !536, file: !2, line: 34, type: !102)
!541 = !DILocation(line: 0, scope: !536)
!542 = !DILocation(line: 34, column: 76, scope: !536)
!543 = !DILocation(line: 34, column: 69, scope: !536)
!544 = distinct !DISubprogram(name: "f_add", scope: !2, file: !2, line: 19, type: !545, scopeLine: 19, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !100, retainedNodes: !547)
!545 = !DISubroutineType(types: !546)
!546 = !{!102, !102, !102}
!547 = !{!548, !549}
!548 = !DILocalVariable(name: "a", arg: 1, scope: !544, file: !2, line: 19, type: !102)
!549 = !DILocalVariable(name: "b", arg: 2, scope: !544, file: !2, line: 19, type: !102)
!550 = !DILocation(line: 0, scope: !544)
!551 = !DILocation(line: 19, column: 71, scope: !544)
!552 = !DILocation(line: 19, column: 54, scope: !544)
!553 = distinct !DISubprogram(name: "f_sub", scope: !2, file: !2, line: 20, type: !545, scopeLine: 20, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !100, retainedNodes: !554)
!554 = !{!555, !556}
!555 = !DILocalVariable(name: "a", arg: 1, scope: !553, file: !2, line: 20, type: !102)
!556 = !DILocalVariable(name: "b", arg: 2, scope: !553, file: !2, line: 20, type: !102)
!557 = !DILocation(line: 0, scope: !553)
!558 = !DILocation(line: 20, column: 71, scope: !553)
!559 = !DILocation(line: 20, column: 54, scope: !553)
!560 = distinct !DISubprogram(name: "f_shl", scope: !2, file: !2, line: 28, type: !561, scopeLine: 28, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !100, retainedNodes: !563)
!561 = !DISubroutineType(types: !562)
!562 = !{!102, !102, !104}
!563 = !{!564, !565}
!564 = !DILocalVariable(name: "a", arg: 1, scope: !560, file: !2, line: 28, type: !102)
!565 = !DILocalVariable(name: "s", arg: 2, scope: !560, file: !2, line: 28, type: !104)
!566 = !DILocation(line: 0, scope: !560)
!567 = !DILocation(line: 28, column: 73, scope: !560)
!568 = !DILocation(line: 28, column: 56, scope: !560)
!569 = distinct !DISubprogram(name: "f_shr", scope: !2, file: !2, line: 29, type: !561, scopeLine: 29, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !100, retainedNodes: !570)
!570 = !{!571, !572}
!571 = !DILocalVariable(name: "a", arg: 1, scope: !569, file: !2, line: 29, type: !102)
!572 = !DILocalVariable(name: "s", arg: 2, scope: !569, file: !2, line: 29, type: !104)
!573 = !DILocation(line: 0, scope: !569)
!574 = !DILocation(line: 29, column: 69, scope: !569)
!575 = !DILocation(line: 29, column: 56, scope: !569)
!576 = distinct !DISubprogram(name: "f_mul", scope: !2, file: !2, line: 21, type: !545, scopeLine: 21, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !100, retainedNodes: !577)
!577 = !{!578, !579}
!578 = !DILocalVariable(name: "a", arg: 1, scope: !576, file: !2, line: 21, type: !102)
!579 = !DILocalVariable(name: "b", arg: 2, scope: !576, file: !2, line: 21, type: !102)
!580 = !DILocation(line: 0, scope: !576)
!581 = !DILocation(line: 21, column: 76, scope: !576)
!582 = !DILocation(line: 21, column: 54, scope: !576)
!583 = distinct !DISubprogram(name: "f_div", scope: !2, file: !2, line: 22, type: !545, scopeLine: 22, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !100, retainedNodes: !584)
!584 = !{!585, !586}
!585 = !DILocalVariable(name: "a", arg: 1, scope: !583, file: !2, line: 22, type: !102)
!586 = !DILocalVariable(name: "b", arg: 2, scope: !583, file: !2, line: 22, type: !102)
!587 = !DILocation(line: 0, scope: !583)
!588 = !DILocation(line: 22, column: 67, scope: !583)
!589 = !DILocation(line: 22, column: 54, scope: !583)
!590 = distinct !DISubprogram(name: "f_rem", scope: !2, file: !2, line: 23, type: !545, scopeLine: 23, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !100, retainedNodes: !591)
!591 = !{!592, !593}
!592 = !DILocalVariable(name: "a", arg: 1, scope: !590, file: !2, line: 23, type: !102)
!593 = !DILocalVariable(name: "b", arg: 2, scope: !590, file: !2, line: 23, type: !102)
!594 = !DILocation(line: 0, scope: !590)
!595 = !DILocation(line: 23, column: 67, scope: !590)
!596 = !DILocation(line: 23, column: 54, scope: !590)
!597 = distinct !DISubprogram(name: "f_and", scope: !2, file: !2, line: 24, type: !545, scopeLine: 24, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !100, retainedNodes: !598)
!598 = !{!599, !600}
!599 = !DILocalVariable(name: "a", arg: 1, scope: !597, file: !2, line: 24, type: !102)
!600 = !DILocalVariable(name: "b", arg: 2, scope: !597, file: !2, line: 24, type: !102)
!601 = !DILocation(line: 0, scope: !597)
!602 = !DILocation(line: 24, column: 63, scope: !597)
!603 = !DILocation(line: 24, column: 54, scope: !597)
!604 = distinct !DISubprogram(name: "f_or", scope: !2, file: !2, line: 25, type: !545, scopeLine: 25, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !100, retainedNodes: !605)
!605 = !{!606, !607}
!606 = !DILocalVariable(name: "a", arg: 1, scope: !604, file: !2, line: 25, type: !102)
!607 = !DILocalVariable(name: "b", arg: 2, scope: !604, file: !2, line: 25, type: !102)
!608 = !DILocation(line: 0, scope: !604)
!609 = !DILocation(line: 25, column: 62, scope: !604)
!610 = !DILocation(line: 25, column: 53, scope: !604)
!611 = distinct !DISubprogram(name: "f_xor", scope: !2, file: !2, line: 26, type: !545, scopeLine: 26, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !100, retainedNodes: !612)
!612 = !{!613, !614}
!613 = !DILocalVariable(name: "a", arg: 1, scope: !611, file: !2, line: 26, type: !102)
!614 = !DILocalVariable(name: "b", arg: 2, scope: !611, file: !2, line: 26, type: !102)
!615 = !DILocation(line: 0, scope: !611)
!616 = !DILocation(line: 26, column: 63, scope: !611)
!617 = !DILocation(line: 26, column: 54, scope: !611)
!618 = distinct !DISubprogram(name: "f_lt", scope: !2, file: !2, line: 30, type: !619, scopeLine: 30, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !100, retainedNodes: !621)
!619 = !DISubroutineType(types: !620)
!620 = !{!104, !102, !102}
!621 = !{!622, !623}
!622 = !DILocalVariable(name: "a", arg: 1, scope: !618, file: !2, line: 30, type: !102)
!623 = !DILocalVariable(name: "b", arg: 2, scope: !618, file: !2, line: 30, type: !102)
!624 = !DILocation(line: 0, scope: !618)
!625 = !DILocation(line: 30, column: 64, scope: !618)
!626 = !DILocation(line: 30, column: 55, scope: !618)
!627 = distinct !DISubprogram(name: "f_le", scope: !2, file: !2, line: 31, type: !619, scopeLine: 31, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !100, retainedNodes: !628)
!628 = !{!629, !630}
!629 = !DILocalVariable(name: "a", arg: 1, scope: !627, file: !2, line: 31, type: !102)
!630 = !DILocalVariable(name: "b", arg: 2, scope: !627, file: !2, line: 31, type: !102)
!631 = !DILocation(line: 0, scope: !627)
!632 = !DILocation(line: 31, column: 64, scope: !627)
!633 = !DILocation(line: 31, column: 55, scope: !627)
!634 = distinct !DISubprogram(name: "f_eq", scope: !2, file: !2, line: 32, type: !619, scopeLine: 32, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !100, retainedNodes: !635)
!635 = !{!636, !637}
!636 = !DILocalVariable(name: "a", arg: 1, scope: !634, file: !2, line: 32, type: !102)
!637 = !DILocalVariable(name: "b", arg: 2, scope: !634, file: !2, line: 32, type: !102)
!638 = !DILocation(line: 0, scope: !634)
!639 = !DILocation(line: 32, column: 64, scope: !634)
!640 = !DILocation(line: 32, column: 55, scope: !634)
!641 = distinct !DISubprogram(name: "f_narrow", scope: !2, file: !2, line: 35, type: !642, scopeLine: 35, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !100, retainedNodes: !644)
!642 = !DISubroutineType(types: !643)
!643 = !{!102, !107}
!644 = !{!645}
!645 = !DILocalVariable(name: "v", arg: 1, scope: !641, file: !2, line: 35, type: !107)
!646 = !DILocation(line: 0, scope: !641)
!647 = !DILocation(line: 35, column: 67, scope: !641)
!648 = !DILocation(line: 35, column: 60, scope: !641)
