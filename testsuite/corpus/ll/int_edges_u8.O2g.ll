; ModuleID = 'programs/int_edges_u8.c'
source_filename = "programs/int_edges_u8.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@__const.main.vals = private unnamed_addr constant [14 x i8] c"\00\01\00\FF\00\01\02\03\07\7F\FE\FFZ\A5", align 1
@.str = private unnamed_addr constant [39 x i8] c"type unsigned char: size=%d signed=%d\0A\00", align 1, !dbg !0
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
  %1 = alloca [14 x i8], align 1, !DIAssignID !163
    #dbg_assign(i1 undef, !133, !DIExpression(), !163, ptr %1, !DIExpression(), !164)
    #dbg_assign(i1 undef, !153, !DIExpression(), !165, ptr @__const.main.wides, !DIExpression(), !164)
  call void @llvm.lifetime.start.p0(i64 14, ptr nonnull %1) #6, !dbg !166
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %1, ptr align 1 @__const.main.vals, i64 14, i1 true), !dbg !167, !DIAssignID !168
    #dbg_assign(i1 undef, !133, !DIExpression(), !168, ptr %1, !DIExpression(), !164)
    #dbg_value(i32 14, !136, !DIExpression(), !164)
  %2 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 1, i32 noundef 0), !dbg !169
    #dbg_value(i32 0, !137, !DIExpression(), !170)
  br label %3, !dbg !171

3:                                                ; preds = %89, %0
  %4 = phi i64 [ 0, %0 ], [ %90, %89 ]
    #dbg_value(i64 %4, !137, !DIExpression(), !170)
  %5 = getelementptr inbounds [14 x i8], ptr %1, i64 0, i64 %4, !dbg !172
  %6 = load volatile i8, ptr %5, align 1, !dbg !172, !tbaa !173
    #dbg_value(i8 %6, !139, !DIExpression(), !176)
  %7 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1), !dbg !177
  %8 = zext i8 %6 to i64, !dbg !178
  %9 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i64 noundef %8), !dbg !180
  %10 = tail call fastcc zeroext i8 @f_not(i8 noundef zeroext %6), !dbg !181
    #dbg_value(ptr @.str.3, !182, !DIExpression(), !190)
    #dbg_value(i8 %10, !189, !DIExpression(), !190)
  %11 = zext i8 %10 to i64, !dbg !192
  %12 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.28, ptr noundef nonnull @.str.3, i64 noundef %11), !dbg !194
    #dbg_value(i8 %10, !195, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_stack_value), !202)
    #dbg_value(i32 0, !200, !DIExpression(), !204)
  %13 = load i64, ptr @hash, align 8, !tbaa !205
    #dbg_value(i64 0, !200, !DIExpression(), !204)
  %14 = xor i64 %13, %11, !dbg !207
    #dbg_value(i64 7, !200, !DIExpression(), !204)
  %15 = mul i64 %14, 2232315406967589409, !dbg !210
    #dbg_value(i64 8, !200, !DIExpression(), !204)
  store i64 %15, ptr @hash, align 8, !dbg !211, !tbaa !205
  %16 = tail call fastcc i64 @f_widen(i8 noundef zeroext %6), !dbg !212
  %17 = tail call fastcc i64 @f_uwiden(i8 noundef zeroext %6), !dbg !213
  %18 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i64 noundef %16, i64 noundef %17), !dbg !214
    #dbg_value(i64 poison, !195, !DIExpression(), !215)
    #dbg_value(i32 0, !200, !DIExpression(), !217)
  %19 = load i64, ptr @hash, align 8, !tbaa !205
    #dbg_value(i64 0, !200, !DIExpression(), !217)
  %20 = xor i64 %19, %16, !dbg !218
    #dbg_value(i64 7, !200, !DIExpression(), !217)
  %21 = mul i64 %20, 2232315406967589409, !dbg !219
    #dbg_value(i64 8, !200, !DIExpression(), !217)
    #dbg_value(i64 poison, !195, !DIExpression(), !220)
    #dbg_value(i64 0, !200, !DIExpression(), !222)
  %22 = xor i64 %21, %17, !dbg !223
    #dbg_value(i64 7, !200, !DIExpression(), !222)
  %23 = mul i64 %22, 2232315406967589409, !dbg !224
    #dbg_value(i64 8, !200, !DIExpression(), !222)
  store i64 %23, ptr @hash, align 8, !dbg !225, !tbaa !205
  %24 = sub i8 0, %6, !dbg !226
    #dbg_value(ptr @.str.5, !182, !DIExpression(), !227)
    #dbg_value(i8 %24, !189, !DIExpression(), !227)
  %25 = zext i8 %24 to i64, !dbg !229
  %26 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.28, ptr noundef nonnull @.str.5, i64 noundef %25), !dbg !230
    #dbg_value(i8 %24, !195, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_stack_value), !231)
    #dbg_value(i32 0, !200, !DIExpression(), !233)
  %27 = load i64, ptr @hash, align 8, !tbaa !205
    #dbg_value(i64 0, !200, !DIExpression(), !233)
  %28 = xor i64 %27, %25, !dbg !234
    #dbg_value(i64 7, !200, !DIExpression(), !233)
  %29 = mul i64 %28, 2232315406967589409, !dbg !235
    #dbg_value(i64 8, !200, !DIExpression(), !233)
  store i64 %29, ptr @hash, align 8, !dbg !236, !tbaa !205
  %30 = tail call fastcc zeroext i8 @f_add(i8 noundef zeroext %6, i8 noundef zeroext 1), !dbg !237
    #dbg_value(ptr @.str.6, !182, !DIExpression(), !238)
    #dbg_value(i8 %30, !189, !DIExpression(), !238)
  %31 = zext i8 %30 to i64, !dbg !240
  %32 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.28, ptr noundef nonnull @.str.6, i64 noundef %31), !dbg !241
    #dbg_value(i8 %30, !195, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_stack_value), !242)
    #dbg_value(i32 0, !200, !DIExpression(), !244)
  %33 = load i64, ptr @hash, align 8, !tbaa !205
    #dbg_value(i64 0, !200, !DIExpression(), !244)
  %34 = xor i64 %33, %31, !dbg !245
    #dbg_value(i64 7, !200, !DIExpression(), !244)
  %35 = mul i64 %34, 2232315406967589409, !dbg !246
    #dbg_value(i64 8, !200, !DIExpression(), !244)
  store i64 %35, ptr @hash, align 8, !dbg !247, !tbaa !205
  %36 = tail call fastcc zeroext i8 @f_sub(i8 noundef zeroext %6, i8 noundef zeroext 1), !dbg !248
    #dbg_value(ptr @.str.7, !182, !DIExpression(), !249)
    #dbg_value(i8 %36, !189, !DIExpression(), !249)
  %37 = zext i8 %36 to i64, !dbg !251
  %38 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.28, ptr noundef nonnull @.str.7, i64 noundef %37), !dbg !252
    #dbg_value(i8 %36, !195, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_stack_value), !253)
    #dbg_value(i32 0, !200, !DIExpression(), !255)
  %39 = load i64, ptr @hash, align 8, !tbaa !205
    #dbg_value(i64 0, !200, !DIExpression(), !255)
  %40 = xor i64 %39, %37, !dbg !256
    #dbg_value(i64 7, !200, !DIExpression(), !255)
  %41 = mul i64 %40, 2232315406967589409, !dbg !257
    #dbg_value(i64 8, !200, !DIExpression(), !255)
  store i64 %41, ptr @hash, align 8, !dbg !258, !tbaa !205
  %42 = icmp eq i8 %6, 0, !dbg !259
  %43 = zext i1 %42 to i32, !dbg !259
  %44 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef %43), !dbg !260
    #dbg_value(i32 0, !142, !DIExpression(), !261)
  %45 = tail call fastcc zeroext i8 @f_shl(i8 noundef zeroext %6, i32 noundef 0), !dbg !262
    #dbg_value(i8 %45, !144, !DIExpression(), !263)
  %46 = tail call fastcc zeroext i8 @f_shr(i8 noundef zeroext %6, i32 noundef 0), !dbg !264
    #dbg_value(i8 %46, !147, !DIExpression(), !263)
  %47 = zext i8 %45 to i64, !dbg !265
    #dbg_value(i8 %45, !195, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_stack_value), !266)
    #dbg_value(i32 0, !200, !DIExpression(), !268)
  %48 = load i64, ptr @hash, align 8, !tbaa !205
    #dbg_value(i64 0, !200, !DIExpression(), !268)
  %49 = xor i64 %48, %47, !dbg !269
    #dbg_value(i64 7, !200, !DIExpression(), !268)
  %50 = mul i64 %49, 2232315406967589409, !dbg !270
    #dbg_value(i64 8, !200, !DIExpression(), !268)
  %51 = zext i8 %46 to i64, !dbg !271
    #dbg_value(i8 %46, !195, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_stack_value), !272)
    #dbg_value(i64 0, !200, !DIExpression(), !274)
  %52 = xor i64 %50, %51, !dbg !275
    #dbg_value(i64 7, !200, !DIExpression(), !274)
  %53 = mul i64 %52, 2232315406967589409, !dbg !276
    #dbg_value(i64 8, !200, !DIExpression(), !274)
    #dbg_value(i32 1, !142, !DIExpression(), !261)
  %54 = tail call fastcc zeroext i8 @f_shl(i8 noundef zeroext %6, i32 noundef 1), !dbg !262
    #dbg_value(i8 %54, !144, !DIExpression(), !263)
  %55 = tail call fastcc zeroext i8 @f_shr(i8 noundef zeroext %6, i32 noundef 1), !dbg !264
    #dbg_value(i8 %55, !147, !DIExpression(), !263)
  %56 = zext i8 %54 to i64, !dbg !265
    #dbg_value(i8 %54, !195, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_stack_value), !266)
    #dbg_value(i64 0, !200, !DIExpression(), !268)
  %57 = xor i64 %53, %56, !dbg !269
    #dbg_value(i64 7, !200, !DIExpression(), !268)
  %58 = mul i64 %57, 2232315406967589409, !dbg !270
    #dbg_value(i64 8, !200, !DIExpression(), !268)
  %59 = zext i8 %55 to i64, !dbg !271
    #dbg_value(i8 %55, !195, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_stack_value), !272)
    #dbg_value(i64 0, !200, !DIExpression(), !274)
  %60 = xor i64 %58, %59, !dbg !275
    #dbg_value(i64 7, !200, !DIExpression(), !274)
  %61 = mul i64 %60, 2232315406967589409, !dbg !276
    #dbg_value(i64 8, !200, !DIExpression(), !274)
  store i64 %61, ptr @hash, align 8, !dbg !277, !tbaa !205
  %62 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef 1), !dbg !278
    #dbg_value(ptr @.str.10, !182, !DIExpression(), !281)
    #dbg_value(i8 %54, !189, !DIExpression(), !281)
  %63 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.28, ptr noundef nonnull @.str.10, i64 noundef %56), !dbg !283
    #dbg_value(i8 %54, !195, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_stack_value), !284)
    #dbg_value(i32 0, !200, !DIExpression(), !286)
  %64 = load i64, ptr @hash, align 8, !tbaa !205
    #dbg_value(i64 0, !200, !DIExpression(), !286)
  %65 = xor i64 %64, %56, !dbg !287
    #dbg_value(i64 7, !200, !DIExpression(), !286)
  %66 = mul i64 %65, 2232315406967589409, !dbg !288
    #dbg_value(i64 8, !200, !DIExpression(), !286)
  store i64 %66, ptr @hash, align 8, !dbg !289, !tbaa !205
    #dbg_value(ptr @.str.11, !182, !DIExpression(), !290)
    #dbg_value(i8 %55, !189, !DIExpression(), !290)
  %67 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.28, ptr noundef nonnull @.str.11, i64 noundef %59), !dbg !292
    #dbg_value(i8 %55, !195, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_stack_value), !293)
    #dbg_value(i32 0, !200, !DIExpression(), !295)
  %68 = load i64, ptr @hash, align 8, !tbaa !205
    #dbg_value(i64 0, !200, !DIExpression(), !295)
  %69 = xor i64 %68, %59, !dbg !296
    #dbg_value(i64 7, !200, !DIExpression(), !295)
  %70 = mul i64 %69, 2232315406967589409, !dbg !297
    #dbg_value(i64 8, !200, !DIExpression(), !295)
  store i64 %70, ptr @hash, align 8, !dbg !298, !tbaa !205
  %71 = tail call i32 @putchar(i32 10), !dbg !299
  %72 = load i64, ptr @hash, align 8, !tbaa !205
    #dbg_value(i32 2, !142, !DIExpression(), !261)
  %73 = tail call fastcc zeroext i8 @f_shl(i8 noundef zeroext %6, i32 noundef 2), !dbg !262
    #dbg_value(i8 %73, !144, !DIExpression(), !263)
  %74 = tail call fastcc zeroext i8 @f_shr(i8 noundef zeroext %6, i32 noundef 2), !dbg !264
    #dbg_value(i8 %74, !147, !DIExpression(), !263)
  %75 = zext i8 %73 to i64, !dbg !265
    #dbg_value(i8 %73, !195, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_stack_value), !266)
    #dbg_value(i64 0, !200, !DIExpression(), !268)
  %76 = xor i64 %72, %75, !dbg !269
    #dbg_value(i64 7, !200, !DIExpression(), !268)
  %77 = mul i64 %76, 2232315406967589409, !dbg !270
    #dbg_value(i64 8, !200, !DIExpression(), !268)
  %78 = zext i8 %74 to i64, !dbg !271
    #dbg_value(i8 %74, !195, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_stack_value), !272)
    #dbg_value(i64 0, !200, !DIExpression(), !274)
  %79 = xor i64 %77, %78, !dbg !275
    #dbg_value(i64 7, !200, !DIExpression(), !274)
  %80 = mul i64 %79, 2232315406967589409, !dbg !276
    #dbg_value(i64 8, !200, !DIExpression(), !274)
    #dbg_value(i32 3, !142, !DIExpression(), !261)
  %81 = tail call fastcc zeroext i8 @f_shl(i8 noundef zeroext %6, i32 noundef 3), !dbg !262
    #dbg_value(i8 %81, !144, !DIExpression(), !263)
  %82 = tail call fastcc zeroext i8 @f_shr(i8 noundef zeroext %6, i32 noundef 3), !dbg !264
    #dbg_value(i8 %82, !147, !DIExpression(), !263)
  %83 = zext i8 %81 to i64, !dbg !265
    #dbg_value(i8 %81, !195, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_stack_value), !266)
    #dbg_value(i64 0, !200, !DIExpression(), !268)
  %84 = xor i64 %80, %83, !dbg !269
    #dbg_value(i64 7, !200, !DIExpression(), !268)
  %85 = mul i64 %84, 2232315406967589409, !dbg !270
    #dbg_value(i64 8, !200, !DIExpression(), !268)
  %86 = zext i8 %82 to i64, !dbg !271
    #dbg_value(i8 %82, !195, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_stack_value), !272)
    #dbg_value(i64 0, !200, !DIExpression(), !274)
  %87 = xor i64 %85, %86, !dbg !275
    #dbg_value(i64 7, !200, !DIExpression(), !274)
  %88 = mul i64 %87, 2232315406967589409, !dbg !276
    #dbg_value(i64 8, !200, !DIExpression(), !274)
  store i64 %88, ptr @hash, align 8, !dbg !277, !tbaa !205
    #dbg_value(i32 8, !142, !DIExpression(), !261)
  br label %92, !dbg !300

89:                                               ; preds = %135
  %90 = add nuw nsw i64 %4, 1, !dbg !301
    #dbg_value(i64 %90, !137, !DIExpression(), !170)
  %91 = icmp eq i64 %90, 14, !dbg !302
  br i1 %91, label %175, label %3, !dbg !171, !llvm.loop !303

92:                                               ; preds = %3, %135
  %93 = phi i64 [ 0, %3 ], [ %173, %135 ]
    #dbg_value(i64 %93, !148, !DIExpression(), !306)
  %94 = getelementptr inbounds [14 x i8], ptr %1, i64 0, i64 %93, !dbg !307
  %95 = load volatile i8, ptr %94, align 1, !dbg !307, !tbaa !173
    #dbg_value(i8 %95, !150, !DIExpression(), !308)
  %96 = zext i8 %95 to i64, !dbg !309
  %97 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i64 noundef %96), !dbg !310
  %98 = tail call fastcc zeroext i8 @f_add(i8 noundef zeroext %6, i8 noundef zeroext %95), !dbg !311
    #dbg_value(ptr @.str.14, !182, !DIExpression(), !312)
    #dbg_value(i8 %98, !189, !DIExpression(), !312)
  %99 = zext i8 %98 to i64, !dbg !314
  %100 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.28, ptr noundef nonnull @.str.14, i64 noundef %99), !dbg !315
    #dbg_value(i8 %98, !195, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_stack_value), !316)
    #dbg_value(i32 0, !200, !DIExpression(), !318)
  %101 = load i64, ptr @hash, align 8, !tbaa !205
    #dbg_value(i64 0, !200, !DIExpression(), !318)
  %102 = xor i64 %101, %99, !dbg !319
    #dbg_value(i64 7, !200, !DIExpression(), !318)
  %103 = mul i64 %102, 2232315406967589409, !dbg !320
    #dbg_value(i64 8, !200, !DIExpression(), !318)
  store i64 %103, ptr @hash, align 8, !dbg !321, !tbaa !205
  %104 = tail call fastcc zeroext i8 @f_sub(i8 noundef zeroext %6, i8 noundef zeroext %95), !dbg !322
    #dbg_value(ptr @.str.15, !182, !DIExpression(), !323)
    #dbg_value(i8 %104, !189, !DIExpression(), !323)
  %105 = zext i8 %104 to i64, !dbg !325
  %106 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.28, ptr noundef nonnull @.str.15, i64 noundef %105), !dbg !326
    #dbg_value(i8 %104, !195, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_stack_value), !327)
    #dbg_value(i32 0, !200, !DIExpression(), !329)
  %107 = load i64, ptr @hash, align 8, !tbaa !205
    #dbg_value(i64 0, !200, !DIExpression(), !329)
  %108 = xor i64 %107, %105, !dbg !330
    #dbg_value(i64 7, !200, !DIExpression(), !329)
  %109 = mul i64 %108, 2232315406967589409, !dbg !331
    #dbg_value(i64 8, !200, !DIExpression(), !329)
  store i64 %109, ptr @hash, align 8, !dbg !332, !tbaa !205
  %110 = tail call fastcc zeroext i8 @f_mul(i8 noundef zeroext %6, i8 noundef zeroext %95), !dbg !333
    #dbg_value(ptr @.str.16, !182, !DIExpression(), !334)
    #dbg_value(i8 %110, !189, !DIExpression(), !334)
  %111 = zext i8 %110 to i64, !dbg !336
  %112 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.28, ptr noundef nonnull @.str.16, i64 noundef %111), !dbg !337
    #dbg_value(i8 %110, !195, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_stack_value), !338)
    #dbg_value(i32 0, !200, !DIExpression(), !340)
  %113 = load i64, ptr @hash, align 8, !tbaa !205
    #dbg_value(i64 0, !200, !DIExpression(), !340)
  %114 = xor i64 %113, %111, !dbg !341
    #dbg_value(i64 7, !200, !DIExpression(), !340)
  %115 = mul i64 %114, 2232315406967589409, !dbg !342
    #dbg_value(i64 8, !200, !DIExpression(), !340)
  store i64 %115, ptr @hash, align 8, !dbg !343, !tbaa !205
  %116 = icmp eq i8 %95, 0, !dbg !344
  br i1 %116, label %135, label %117, !dbg !346

117:                                              ; preds = %92
  %118 = tail call fastcc zeroext i8 @f_div(i8 noundef zeroext %6, i8 noundef zeroext %95), !dbg !347
    #dbg_value(ptr @.str.17, !182, !DIExpression(), !349)
    #dbg_value(i8 %118, !189, !DIExpression(), !349)
  %119 = zext i8 %118 to i64, !dbg !351
  %120 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.28, ptr noundef nonnull @.str.17, i64 noundef %119), !dbg !352
    #dbg_value(i8 %118, !195, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_stack_value), !353)
    #dbg_value(i32 0, !200, !DIExpression(), !355)
  %121 = load i64, ptr @hash, align 8, !tbaa !205
    #dbg_value(i64 0, !200, !DIExpression(), !355)
  %122 = xor i64 %121, %119, !dbg !356
    #dbg_value(i64 7, !200, !DIExpression(), !355)
  %123 = mul i64 %122, 2232315406967589409, !dbg !357
    #dbg_value(i64 8, !200, !DIExpression(), !355)
  store i64 %123, ptr @hash, align 8, !dbg !358, !tbaa !205
  %124 = tail call fastcc zeroext i8 @f_rem(i8 noundef zeroext %6, i8 noundef zeroext %95), !dbg !359
    #dbg_value(ptr @.str.18, !182, !DIExpression(), !360)
    #dbg_value(i8 %124, !189, !DIExpression(), !360)
  %125 = zext i8 %124 to i64, !dbg !362
  %126 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.28, ptr noundef nonnull @.str.18, i64 noundef %125), !dbg !363
    #dbg_value(i8 %124, !195, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_stack_value), !364)
    #dbg_value(i32 0, !200, !DIExpression(), !366)
  %127 = load i64, ptr @hash, align 8, !tbaa !205
    #dbg_value(i64 0, !200, !DIExpression(), !366)
  %128 = xor i64 %127, %125, !dbg !367
    #dbg_value(i64 7, !200, !DIExpression(), !366)
  %129 = mul i64 %128, 2232315406967589409, !dbg !368
    #dbg_value(i64 8, !200, !DIExpression(), !366)
  store i64 %129, ptr @hash, align 8, !dbg !369, !tbaa !205
  %130 = tail call fastcc zeroext i8 @f_mul(i8 noundef zeroext %118, i8 noundef zeroext %95), !dbg !370
  %131 = add i8 %130, %124, !dbg !372
  %132 = icmp eq i8 %131, %6, !dbg !373
  br i1 %132, label %135, label %133, !dbg !374

133:                                              ; preds = %117
  %134 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19), !dbg !375
  br label %135, !dbg !375

135:                                              ; preds = %117, %133, %92
  %136 = tail call fastcc zeroext i8 @f_and(i8 noundef zeroext %6, i8 noundef zeroext %95), !dbg !376
    #dbg_value(ptr @.str.20, !182, !DIExpression(), !377)
    #dbg_value(i8 %136, !189, !DIExpression(), !377)
  %137 = zext i8 %136 to i64, !dbg !379
  %138 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.28, ptr noundef nonnull @.str.20, i64 noundef %137), !dbg !380
    #dbg_value(i8 %136, !195, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_stack_value), !381)
    #dbg_value(i32 0, !200, !DIExpression(), !383)
  %139 = load i64, ptr @hash, align 8, !tbaa !205
    #dbg_value(i64 0, !200, !DIExpression(), !383)
  %140 = xor i64 %139, %137, !dbg !384
    #dbg_value(i64 7, !200, !DIExpression(), !383)
  %141 = mul i64 %140, 2232315406967589409, !dbg !385
    #dbg_value(i64 8, !200, !DIExpression(), !383)
  store i64 %141, ptr @hash, align 8, !dbg !386, !tbaa !205
  %142 = tail call fastcc zeroext i8 @f_or(i8 noundef zeroext %6, i8 noundef zeroext %95), !dbg !387
    #dbg_value(ptr @.str.21, !182, !DIExpression(), !388)
    #dbg_value(i8 %142, !189, !DIExpression(), !388)
  %143 = zext i8 %142 to i64, !dbg !390
  %144 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.28, ptr noundef nonnull @.str.21, i64 noundef %143), !dbg !391
    #dbg_value(i8 %142, !195, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_stack_value), !392)
    #dbg_value(i32 0, !200, !DIExpression(), !394)
  %145 = load i64, ptr @hash, align 8, !tbaa !205
    #dbg_value(i64 0, !200, !DIExpression(), !394)
  %146 = xor i64 %145, %143, !dbg !395
    #dbg_value(i64 7, !200, !DIExpression(), !394)
  %147 = mul i64 %146, 2232315406967589409, !dbg !396
    #dbg_value(i64 8, !200, !DIExpression(), !394)
  store i64 %147, ptr @hash, align 8, !dbg !397, !tbaa !205
  %148 = tail call fastcc zeroext i8 @f_xor(i8 noundef zeroext %6, i8 noundef zeroext %95), !dbg !398
    #dbg_value(ptr @.str.22, !182, !DIExpression(), !399)
    #dbg_value(i8 %148, !189, !DIExpression(), !399)
  %149 = zext i8 %148 to i64, !dbg !401
  %150 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.28, ptr noundef nonnull @.str.22, i64 noundef %149), !dbg !402
    #dbg_value(i8 %148, !195, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_stack_value), !403)
    #dbg_value(i32 0, !200, !DIExpression(), !405)
  %151 = load i64, ptr @hash, align 8, !tbaa !205
    #dbg_value(i64 0, !200, !DIExpression(), !405)
  %152 = xor i64 %151, %149, !dbg !406
    #dbg_value(i64 7, !200, !DIExpression(), !405)
  %153 = mul i64 %152, 2232315406967589409, !dbg !407
    #dbg_value(i64 8, !200, !DIExpression(), !405)
  store i64 %153, ptr @hash, align 8, !dbg !408, !tbaa !205
  %154 = tail call fastcc i32 @f_lt(i8 noundef zeroext %6, i8 noundef zeroext %95), !dbg !409
  %155 = tail call fastcc i32 @f_le(i8 noundef zeroext %6, i8 noundef zeroext %95), !dbg !410
  %156 = tail call fastcc i32 @f_eq(i8 noundef zeroext %6, i8 noundef zeroext %95), !dbg !411
  %157 = icmp ne i8 %6, %95, !dbg !412
  %158 = zext i1 %157 to i32, !dbg !412
  %159 = icmp ugt i8 %6, %95, !dbg !413
  %160 = zext i1 %159 to i32, !dbg !413
  %161 = icmp uge i8 %6, %95, !dbg !414
  %162 = zext i1 %161 to i32, !dbg !414
  %163 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef %154, i32 noundef %155, i32 noundef %156, i32 noundef %158, i32 noundef %160, i32 noundef %162), !dbg !415
  %164 = shl nuw nsw i32 %154, 2, !dbg !416
  %165 = shl nuw nsw i32 %155, 1, !dbg !417
  %166 = or disjoint i32 %165, %164, !dbg !418
  %167 = or disjoint i32 %166, %156, !dbg !419
  %168 = zext nneg i32 %167 to i64, !dbg !420
    #dbg_value(i32 %167, !195, !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_stack_value), !421)
    #dbg_value(i32 0, !200, !DIExpression(), !423)
  %169 = load i64, ptr @hash, align 8, !tbaa !205
    #dbg_value(i64 0, !200, !DIExpression(), !423)
  %170 = xor i64 %169, %168, !dbg !424
    #dbg_value(i64 7, !200, !DIExpression(), !423)
  %171 = mul i64 %170, 2232315406967589409, !dbg !425
    #dbg_value(i64 8, !200, !DIExpression(), !423)
  store i64 %171, ptr @hash, align 8, !dbg !426, !tbaa !205
  %172 = tail call i32 @putchar(i32 10), !dbg !427
  %173 = add nuw nsw i64 %93, 1, !dbg !428
    #dbg_value(i64 %173, !148, !DIExpression(), !306)
  %174 = icmp eq i64 %173, 14, !dbg !429
  br i1 %174, label %89, label %92, !dbg !300, !llvm.loop !430

175:                                              ; preds = %89, %175
  %176 = phi i64 [ %187, %175 ], [ 0, %89 ]
    #dbg_value(i64 %176, !157, !DIExpression(), !432)
  %177 = getelementptr inbounds [16 x i64], ptr @__const.main.wides, i64 0, i64 %176, !dbg !433
  %178 = load i64, ptr %177, align 8, !dbg !433, !tbaa !436
  %179 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.24, i64 noundef %178), !dbg !438
  %180 = tail call fastcc zeroext i8 @f_narrow(i64 noundef %178), !dbg !439
    #dbg_value(ptr @.str.25, !182, !DIExpression(), !440)
    #dbg_value(i8 %180, !189, !DIExpression(), !440)
  %181 = zext i8 %180 to i64, !dbg !442
  %182 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.28, ptr noundef nonnull @.str.25, i64 noundef %181), !dbg !443
    #dbg_value(i8 %180, !195, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_stack_value), !444)
    #dbg_value(i32 0, !200, !DIExpression(), !446)
  %183 = load i64, ptr @hash, align 8, !tbaa !205
    #dbg_value(i64 0, !200, !DIExpression(), !446)
  %184 = xor i64 %183, %181, !dbg !447
    #dbg_value(i64 7, !200, !DIExpression(), !446)
  %185 = mul i64 %184, 2232315406967589409, !dbg !448
    #dbg_value(i64 8, !200, !DIExpression(), !446)
  store i64 %185, ptr @hash, align 8, !dbg !449, !tbaa !205
  %186 = tail call i32 @putchar(i32 10), !dbg !450
  %187 = add nuw nsw i64 %176, 1, !dbg !451
    #dbg_value(i64 %187, !157, !DIExpression(), !432)
  %188 = icmp eq i64 %187, 16, !dbg !452
  br i1 %188, label %189, label %175, !dbg !453, !llvm.loop !454

189:                                              ; preds = %175
    #dbg_value(ptr @.str.26, !182, !DIExpression(), !456)
    #dbg_value(i32 3893, !189, !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_stack_value), !456)
    #dbg_value(i32 3893, !160, !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_stack_value), !164)
  %190 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.28, ptr noundef nonnull @.str.26, i64 noundef 53), !dbg !458
    #dbg_value(i32 3893, !195, !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_stack_value), !459)
    #dbg_value(i32 0, !200, !DIExpression(), !461)
  %191 = load i64, ptr @hash, align 8, !tbaa !205
    #dbg_value(i64 0, !200, !DIExpression(), !461)
  %192 = xor i64 %191, 53, !dbg !462
    #dbg_value(i64 7, !200, !DIExpression(), !461)
  %193 = mul i64 %192, 2232315406967589409, !dbg !463
    #dbg_value(i64 8, !200, !DIExpression(), !461)
  store i64 %193, ptr @hash, align 8, !dbg !464, !tbaa !205
  %194 = tail call i32 @putchar(i32 10), !dbg !465
  %195 = load i64, ptr @hash, align 8, !dbg !466, !tbaa !205
  %196 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.27, i64 noundef %195), !dbg !467
  %197 = load i64, ptr @hash, align 8, !dbg !468, !tbaa !205
  %198 = urem i64 %197, 7, !dbg !469
  %199 = trunc nuw nsw i64 %198 to i32, !dbg !470
  call void @llvm.lifetime.end.p0(i64 14, ptr nonnull %1) #6, !dbg !471
  ret i32 %199, !dbg !471
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: nofree nounwind
declare !dbg !472 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef zeroext i8 @f_not(i8 noundef zeroext %0) unnamed_addr #4 !dbg !477 {
    #dbg_value(i8 %0, !481, !DIExpression(), !482)
  %2 = xor i8 %0, -1, !dbg !483
  ret i8 %2, !dbg !484
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i64 0, 256) i64 @f_widen(i8 noundef zeroext %0) unnamed_addr #4 !dbg !485 {
    #dbg_value(i8 %0, !489, !DIExpression(), !490)
  %2 = zext i8 %0 to i64, !dbg !491
  ret i64 %2, !dbg !492
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i64 0, 256) i64 @f_uwiden(i8 noundef zeroext %0) unnamed_addr #4 !dbg !493 {
    #dbg_value(i8 %0, !497, !DIExpression(), !498)
  %2 = zext i8 %0 to i64, !dbg !499
  ret i64 %2, !dbg !500
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef zeroext i8 @f_add(i8 noundef zeroext %0, i8 noundef zeroext %1) unnamed_addr #4 !dbg !501 {
    #dbg_value(i8 %0, !505, !DIExpression(), !507)
    #dbg_value(i8 %1, !506, !DIExpression(), !507)
  %3 = add i8 %1, %0, !dbg !508
  ret i8 %3, !dbg !509
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef zeroext i8 @f_sub(i8 noundef zeroext %0, i8 noundef zeroext %1) unnamed_addr #4 !dbg !510 {
    #dbg_value(i8 %0, !512, !DIExpression(), !514)
    #dbg_value(i8 %1, !513, !DIExpression(), !514)
  %3 = sub i8 %0, %1, !dbg !515
  ret i8 %3, !dbg !516
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc zeroext i8 @f_shl(i8 noundef zeroext %0, i32 noundef %1) unnamed_addr #4 !dbg !517 {
    #dbg_value(i8 %0, !521, !DIExpression(), !523)
    #dbg_value(i32 %1, !522, !DIExpression(), !523)
  %3 = zext i8 %0 to i32, !dbg !524
  %4 = shl nuw nsw i32 %3, %1, !dbg !525
  %5 = trunc i32 %4 to i8, !dbg !526
  ret i8 %5, !dbg !527
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc zeroext i8 @f_shr(i8 noundef zeroext %0, i32 noundef %1) unnamed_addr #4 !dbg !528 {
    #dbg_value(i8 %0, !530, !DIExpression(), !532)
    #dbg_value(i32 %1, !531, !DIExpression(), !532)
  %3 = zext i8 %0 to i32, !dbg !533
  %4 = lshr i32 %3, %1, !dbg !534
  %5 = trunc nuw i32 %4 to i8, !dbg !535
  ret i8 %5, !dbg !536
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef zeroext i8 @f_mul(i8 noundef zeroext %0, i8 noundef zeroext %1) unnamed_addr #4 !dbg !537 {
    #dbg_value(i8 %0, !539, !DIExpression(), !541)
    #dbg_value(i8 %1, !540, !DIExpression(), !541)
  %3 = mul i8 %1, %0, !dbg !542
  ret i8 %3, !dbg !543
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef zeroext i8 @f_div(i8 noundef zeroext %0, i8 noundef zeroext %1) unnamed_addr #4 !dbg !544 {
    #dbg_value(i8 %0, !546, !DIExpression(), !548)
    #dbg_value(i8 %1, !547, !DIExpression(), !548)
  %3 = udiv i8 %0, %1, !dbg !549
  ret i8 %3, !dbg !550
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc zeroext range(i8 0, -1) i8 @f_rem(i8 noundef zeroext %0, i8 noundef zeroext %1) unnamed_addr #4 !dbg !551 {
    #dbg_value(i8 %0, !553, !DIExpression(), !555)
    #dbg_value(i8 %1, !554, !DIExpression(), !555)
  %3 = urem i8 %0, %1, !dbg !556
  ret i8 %3, !dbg !557
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef zeroext i8 @f_and(i8 noundef zeroext %0, i8 noundef zeroext %1) unnamed_addr #4 !dbg !558 {
    #dbg_value(i8 %0, !560, !DIExpression(), !562)
    #dbg_value(i8 %1, !561, !DIExpression(), !562)
  %3 = and i8 %1, %0, !dbg !563
  ret i8 %3, !dbg !564
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef zeroext i8 @f_or(i8 noundef zeroext %0, i8 noundef zeroext %1) unnamed_addr #4 !dbg !565 {
    #dbg_value(i8 %0, !567, !DIExpression(), !569)
    #dbg_value(i8 %1, !568, !DIExpression(), !569)
  %3 = or i8 %1, %0, !dbg !570
  ret i8 %3, !dbg !571
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef zeroext i8 @f_xor(i8 noundef zeroext %0, i8 noundef zeroext %1) unnamed_addr #4 !dbg !572 {
    #dbg_value(i8 %0, !574, !DIExpression(), !576)
    #dbg_value(i8 %1, !575, !DIExpression(), !576)
  %3 = xor i8 %1, %0, !dbg !577
  ret i8 %3, !dbg !578
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i32 0, 2) i32 @f_lt(i8 noundef zeroext %0, i8 noundef zeroext %1) unnamed_addr #4 !dbg !579 {
    #dbg_value(i8 %0, !583, !DIExpression(), !585)
    #dbg_value(i8 %1, !584, !DIExpression(), !585)
  %3 = icmp ult i8 %0, %1, !dbg !586
  %4 = zext i1 %3 to i32, !dbg !586
  ret i32 %4, !dbg !587
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i32 0, 2) i32 @f_le(i8 noundef zeroext %0, i8 noundef zeroext %1) unnamed_addr #4 !dbg !588 {
    #dbg_value(i8 %0, !590, !DIExpression(), !592)
    #dbg_value(i8 %1, !591, !DIExpression(), !592)
  %3 = icmp ule i8 %0, %1, !dbg !593
  %4 = zext i1 %3 to i32, !dbg !593
  ret i32 %4, !dbg !594
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i32 0, 2) i32 @f_eq(i8 noundef zeroext %0, i8 noundef zeroext %1) unnamed_addr #4 !dbg !595 {
    #dbg_value(i8 %0, !597, !DIExpression(), !599)
    #dbg_value(i8 %1, !598, !DIExpression(), !599)
  %3 = icmp eq i8 %0, %1, !dbg !600
  %4 = zext i1 %3 to i32, !dbg !600
  ret i32 %4, !dbg !601
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef zeroext i8 @f_narrow(i64 noundef %0) unnamed_addr #4 !dbg !602 {
    #dbg_value(i64 %0, !606, !DIExpression(), !607)
  %2 = trunc i64 %0 to i8, !dbg !608
  ret i8 %2, !dbg !609
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
!2 = !DIFile(filename: "programs/int_edges_u8.c", directory: ".", checksumkind: CSK_MD5, checksum: "faf9bf451955dc82b2db7c5a05651293")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 312, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 39)
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
!103 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
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
!134 = !DICompositeType(tag: DW_TAG_array_type, baseType: !135, size: 112, elements: !96)
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
!207 = !DILocation(line: 16, column: 40, scope: !208, inlinedAt: !203)
!208 = distinct !DILexicalBlock(scope: !209, file: !2, line: 16, column: 33)
!209 = distinct !DILexicalBlock(scope: !201, file: !2, line: 16, column: 5)
!210 = !DILocation(line: 16, column: 71, scope: !208, inlinedAt: !203)
!211 = !DILocation(line: 16, scope: !208, inlinedAt: !203)
!212 = !DILocation(line: 52, column: 39, scope: !140)
!213 = !DILocation(line: 52, column: 51, scope: !140)
!214 = !DILocation(line: 52, column: 9, scope: !140)
!215 = !DILocation(line: 0, scope: !196, inlinedAt: !216)
!216 = distinct !DILocation(line: 53, column: 9, scope: !140)
!217 = !DILocation(line: 0, scope: !201, inlinedAt: !216)
!218 = !DILocation(line: 16, column: 40, scope: !208, inlinedAt: !216)
!219 = !DILocation(line: 16, column: 71, scope: !208, inlinedAt: !216)
!220 = !DILocation(line: 0, scope: !196, inlinedAt: !221)
!221 = distinct !DILocation(line: 53, column: 46, scope: !140)
!222 = !DILocation(line: 0, scope: !201, inlinedAt: !221)
!223 = !DILocation(line: 16, column: 40, scope: !208, inlinedAt: !221)
!224 = !DILocation(line: 16, column: 71, scope: !208, inlinedAt: !221)
!225 = !DILocation(line: 16, scope: !208, inlinedAt: !221)
!226 = !DILocation(line: 54, column: 25, scope: !140)
!227 = !DILocation(line: 0, scope: !183, inlinedAt: !228)
!228 = distinct !DILocation(line: 54, column: 9, scope: !140)
!229 = !DILocation(line: 39, column: 35, scope: !193, inlinedAt: !228)
!230 = !DILocation(line: 39, column: 10, scope: !193, inlinedAt: !228)
!231 = !DILocation(line: 0, scope: !196, inlinedAt: !232)
!232 = distinct !DILocation(line: 40, column: 5, scope: !183, inlinedAt: !228)
!233 = !DILocation(line: 0, scope: !201, inlinedAt: !232)
!234 = !DILocation(line: 16, column: 40, scope: !208, inlinedAt: !232)
!235 = !DILocation(line: 16, column: 71, scope: !208, inlinedAt: !232)
!236 = !DILocation(line: 16, scope: !208, inlinedAt: !232)
!237 = !DILocation(line: 55, column: 19, scope: !140)
!238 = !DILocation(line: 0, scope: !183, inlinedAt: !239)
!239 = distinct !DILocation(line: 55, column: 9, scope: !140)
!240 = !DILocation(line: 39, column: 35, scope: !193, inlinedAt: !239)
!241 = !DILocation(line: 39, column: 10, scope: !193, inlinedAt: !239)
!242 = !DILocation(line: 0, scope: !196, inlinedAt: !243)
!243 = distinct !DILocation(line: 40, column: 5, scope: !183, inlinedAt: !239)
!244 = !DILocation(line: 0, scope: !201, inlinedAt: !243)
!245 = !DILocation(line: 16, column: 40, scope: !208, inlinedAt: !243)
!246 = !DILocation(line: 16, column: 71, scope: !208, inlinedAt: !243)
!247 = !DILocation(line: 16, scope: !208, inlinedAt: !243)
!248 = !DILocation(line: 56, column: 19, scope: !140)
!249 = !DILocation(line: 0, scope: !183, inlinedAt: !250)
!250 = distinct !DILocation(line: 56, column: 9, scope: !140)
!251 = !DILocation(line: 39, column: 35, scope: !193, inlinedAt: !250)
!252 = !DILocation(line: 39, column: 10, scope: !193, inlinedAt: !250)
!253 = !DILocation(line: 0, scope: !196, inlinedAt: !254)
!254 = distinct !DILocation(line: 40, column: 5, scope: !183, inlinedAt: !250)
!255 = !DILocation(line: 0, scope: !201, inlinedAt: !254)
!256 = !DILocation(line: 16, column: 40, scope: !208, inlinedAt: !254)
!257 = !DILocation(line: 16, column: 71, scope: !208, inlinedAt: !254)
!258 = !DILocation(line: 16, scope: !208, inlinedAt: !254)
!259 = !DILocation(line: 57, column: 30, scope: !140)
!260 = !DILocation(line: 57, column: 9, scope: !140)
!261 = !DILocation(line: 0, scope: !143)
!262 = !DILocation(line: 59, column: 19, scope: !145)
!263 = !DILocation(line: 0, scope: !145)
!264 = !DILocation(line: 59, column: 36, scope: !145)
!265 = !DILocation(line: 60, column: 17, scope: !145)
!266 = !DILocation(line: 0, scope: !196, inlinedAt: !267)
!267 = distinct !DILocation(line: 60, column: 13, scope: !145)
!268 = !DILocation(line: 0, scope: !201, inlinedAt: !267)
!269 = !DILocation(line: 16, column: 40, scope: !208, inlinedAt: !267)
!270 = !DILocation(line: 16, column: 71, scope: !208, inlinedAt: !267)
!271 = !DILocation(line: 60, column: 45, scope: !145)
!272 = !DILocation(line: 0, scope: !196, inlinedAt: !273)
!273 = distinct !DILocation(line: 60, column: 41, scope: !145)
!274 = !DILocation(line: 0, scope: !201, inlinedAt: !273)
!275 = !DILocation(line: 16, column: 40, scope: !208, inlinedAt: !273)
!276 = !DILocation(line: 16, column: 71, scope: !208, inlinedAt: !273)
!277 = !DILocation(line: 16, scope: !208, inlinedAt: !273)
!278 = !DILocation(line: 61, column: 41, scope: !279)
!279 = distinct !DILexicalBlock(scope: !280, file: !2, line: 61, column: 39)
!280 = distinct !DILexicalBlock(scope: !145, file: !2, line: 61, column: 17)
!281 = !DILocation(line: 0, scope: !183, inlinedAt: !282)
!282 = distinct !DILocation(line: 61, column: 62, scope: !279)
!283 = !DILocation(line: 39, column: 10, scope: !193, inlinedAt: !282)
!284 = !DILocation(line: 0, scope: !196, inlinedAt: !285)
!285 = distinct !DILocation(line: 40, column: 5, scope: !183, inlinedAt: !282)
!286 = !DILocation(line: 0, scope: !201, inlinedAt: !285)
!287 = !DILocation(line: 16, column: 40, scope: !208, inlinedAt: !285)
!288 = !DILocation(line: 16, column: 71, scope: !208, inlinedAt: !285)
!289 = !DILocation(line: 16, scope: !208, inlinedAt: !285)
!290 = !DILocation(line: 0, scope: !183, inlinedAt: !291)
!291 = distinct !DILocation(line: 61, column: 76, scope: !279)
!292 = !DILocation(line: 39, column: 10, scope: !193, inlinedAt: !291)
!293 = !DILocation(line: 0, scope: !196, inlinedAt: !294)
!294 = distinct !DILocation(line: 40, column: 5, scope: !183, inlinedAt: !291)
!295 = !DILocation(line: 0, scope: !201, inlinedAt: !294)
!296 = !DILocation(line: 16, column: 40, scope: !208, inlinedAt: !294)
!297 = !DILocation(line: 16, column: 71, scope: !208, inlinedAt: !294)
!298 = !DILocation(line: 16, scope: !208, inlinedAt: !294)
!299 = !DILocation(line: 61, column: 90, scope: !279)
!300 = !DILocation(line: 63, column: 9, scope: !149)
!301 = !DILocation(line: 48, column: 29, scope: !141)
!302 = !DILocation(line: 48, column: 23, scope: !141)
!303 = distinct !{!303, !171, !304, !305}
!304 = !DILocation(line: 77, column: 5, scope: !138)
!305 = !{!"llvm.loop.mustprogress"}
!306 = !DILocation(line: 0, scope: !149)
!307 = !DILocation(line: 64, column: 19, scope: !151)
!308 = !DILocation(line: 0, scope: !151)
!309 = !DILocation(line: 65, column: 31, scope: !151)
!310 = !DILocation(line: 65, column: 13, scope: !151)
!311 = !DILocation(line: 66, column: 21, scope: !151)
!312 = !DILocation(line: 0, scope: !183, inlinedAt: !313)
!313 = distinct !DILocation(line: 66, column: 13, scope: !151)
!314 = !DILocation(line: 39, column: 35, scope: !193, inlinedAt: !313)
!315 = !DILocation(line: 39, column: 10, scope: !193, inlinedAt: !313)
!316 = !DILocation(line: 0, scope: !196, inlinedAt: !317)
!317 = distinct !DILocation(line: 40, column: 5, scope: !183, inlinedAt: !313)
!318 = !DILocation(line: 0, scope: !201, inlinedAt: !317)
!319 = !DILocation(line: 16, column: 40, scope: !208, inlinedAt: !317)
!320 = !DILocation(line: 16, column: 71, scope: !208, inlinedAt: !317)
!321 = !DILocation(line: 16, scope: !208, inlinedAt: !317)
!322 = !DILocation(line: 66, column: 43, scope: !151)
!323 = !DILocation(line: 0, scope: !183, inlinedAt: !324)
!324 = distinct !DILocation(line: 66, column: 35, scope: !151)
!325 = !DILocation(line: 39, column: 35, scope: !193, inlinedAt: !324)
!326 = !DILocation(line: 39, column: 10, scope: !193, inlinedAt: !324)
!327 = !DILocation(line: 0, scope: !196, inlinedAt: !328)
!328 = distinct !DILocation(line: 40, column: 5, scope: !183, inlinedAt: !324)
!329 = !DILocation(line: 0, scope: !201, inlinedAt: !328)
!330 = !DILocation(line: 16, column: 40, scope: !208, inlinedAt: !328)
!331 = !DILocation(line: 16, column: 71, scope: !208, inlinedAt: !328)
!332 = !DILocation(line: 16, scope: !208, inlinedAt: !328)
!333 = !DILocation(line: 66, column: 65, scope: !151)
!334 = !DILocation(line: 0, scope: !183, inlinedAt: !335)
!335 = distinct !DILocation(line: 66, column: 57, scope: !151)
!336 = !DILocation(line: 39, column: 35, scope: !193, inlinedAt: !335)
!337 = !DILocation(line: 39, column: 10, scope: !193, inlinedAt: !335)
!338 = !DILocation(line: 0, scope: !196, inlinedAt: !339)
!339 = distinct !DILocation(line: 40, column: 5, scope: !183, inlinedAt: !335)
!340 = !DILocation(line: 0, scope: !201, inlinedAt: !339)
!341 = !DILocation(line: 16, column: 40, scope: !208, inlinedAt: !339)
!342 = !DILocation(line: 16, column: 71, scope: !208, inlinedAt: !339)
!343 = !DILocation(line: 16, scope: !208, inlinedAt: !339)
!344 = !DILocation(line: 67, column: 19, scope: !345)
!345 = distinct !DILexicalBlock(scope: !151, file: !2, line: 67, column: 17)
!346 = !DILocation(line: 67, column: 17, scope: !151)
!347 = !DILocation(line: 68, column: 25, scope: !348)
!348 = distinct !DILexicalBlock(scope: !345, file: !2, line: 67, column: 95)
!349 = !DILocation(line: 0, scope: !183, inlinedAt: !350)
!350 = distinct !DILocation(line: 68, column: 17, scope: !348)
!351 = !DILocation(line: 39, column: 35, scope: !193, inlinedAt: !350)
!352 = !DILocation(line: 39, column: 10, scope: !193, inlinedAt: !350)
!353 = !DILocation(line: 0, scope: !196, inlinedAt: !354)
!354 = distinct !DILocation(line: 40, column: 5, scope: !183, inlinedAt: !350)
!355 = !DILocation(line: 0, scope: !201, inlinedAt: !354)
!356 = !DILocation(line: 16, column: 40, scope: !208, inlinedAt: !354)
!357 = !DILocation(line: 16, column: 71, scope: !208, inlinedAt: !354)
!358 = !DILocation(line: 16, scope: !208, inlinedAt: !354)
!359 = !DILocation(line: 68, column: 47, scope: !348)
!360 = !DILocation(line: 0, scope: !183, inlinedAt: !361)
!361 = distinct !DILocation(line: 68, column: 39, scope: !348)
!362 = !DILocation(line: 39, column: 35, scope: !193, inlinedAt: !361)
!363 = !DILocation(line: 39, column: 10, scope: !193, inlinedAt: !361)
!364 = !DILocation(line: 0, scope: !196, inlinedAt: !365)
!365 = distinct !DILocation(line: 40, column: 5, scope: !183, inlinedAt: !361)
!366 = !DILocation(line: 0, scope: !201, inlinedAt: !365)
!367 = !DILocation(line: 16, column: 40, scope: !208, inlinedAt: !365)
!368 = !DILocation(line: 16, column: 71, scope: !208, inlinedAt: !365)
!369 = !DILocation(line: 16, scope: !208, inlinedAt: !365)
!370 = !DILocation(line: 70, column: 29, scope: !371)
!371 = distinct !DILexicalBlock(scope: !348, file: !2, line: 70, column: 21)
!372 = !DILocation(line: 70, column: 51, scope: !371)
!373 = !DILocation(line: 70, column: 70, scope: !371)
!374 = !DILocation(line: 70, column: 21, scope: !348)
!375 = !DILocation(line: 70, column: 76, scope: !371)
!376 = !DILocation(line: 72, column: 21, scope: !151)
!377 = !DILocation(line: 0, scope: !183, inlinedAt: !378)
!378 = distinct !DILocation(line: 72, column: 13, scope: !151)
!379 = !DILocation(line: 39, column: 35, scope: !193, inlinedAt: !378)
!380 = !DILocation(line: 39, column: 10, scope: !193, inlinedAt: !378)
!381 = !DILocation(line: 0, scope: !196, inlinedAt: !382)
!382 = distinct !DILocation(line: 40, column: 5, scope: !183, inlinedAt: !378)
!383 = !DILocation(line: 0, scope: !201, inlinedAt: !382)
!384 = !DILocation(line: 16, column: 40, scope: !208, inlinedAt: !382)
!385 = !DILocation(line: 16, column: 71, scope: !208, inlinedAt: !382)
!386 = !DILocation(line: 16, scope: !208, inlinedAt: !382)
!387 = !DILocation(line: 72, column: 43, scope: !151)
!388 = !DILocation(line: 0, scope: !183, inlinedAt: !389)
!389 = distinct !DILocation(line: 72, column: 35, scope: !151)
!390 = !DILocation(line: 39, column: 35, scope: !193, inlinedAt: !389)
!391 = !DILocation(line: 39, column: 10, scope: !193, inlinedAt: !389)
!392 = !DILocation(line: 0, scope: !196, inlinedAt: !393)
!393 = distinct !DILocation(line: 40, column: 5, scope: !183, inlinedAt: !389)
!394 = !DILocation(line: 0, scope: !201, inlinedAt: !393)
!395 = !DILocation(line: 16, column: 40, scope: !208, inlinedAt: !393)
!396 = !DILocation(line: 16, column: 71, scope: !208, inlinedAt: !393)
!397 = !DILocation(line: 16, scope: !208, inlinedAt: !393)
!398 = !DILocation(line: 72, column: 64, scope: !151)
!399 = !DILocation(line: 0, scope: !183, inlinedAt: !400)
!400 = distinct !DILocation(line: 72, column: 56, scope: !151)
!401 = !DILocation(line: 39, column: 35, scope: !193, inlinedAt: !400)
!402 = !DILocation(line: 39, column: 10, scope: !193, inlinedAt: !400)
!403 = !DILocation(line: 0, scope: !196, inlinedAt: !404)
!404 = distinct !DILocation(line: 40, column: 5, scope: !183, inlinedAt: !400)
!405 = !DILocation(line: 0, scope: !201, inlinedAt: !404)
!406 = !DILocation(line: 16, column: 40, scope: !208, inlinedAt: !404)
!407 = !DILocation(line: 16, column: 71, scope: !208, inlinedAt: !404)
!408 = !DILocation(line: 16, scope: !208, inlinedAt: !404)
!409 = !DILocation(line: 73, column: 41, scope: !151)
!410 = !DILocation(line: 73, column: 53, scope: !151)
!411 = !DILocation(line: 73, column: 65, scope: !151)
!412 = !DILocation(line: 73, column: 79, scope: !151)
!413 = !DILocation(line: 73, column: 87, scope: !151)
!414 = !DILocation(line: 73, column: 94, scope: !151)
!415 = !DILocation(line: 73, column: 13, scope: !151)
!416 = !DILocation(line: 74, column: 49, scope: !151)
!417 = !DILocation(line: 74, column: 66, scope: !151)
!418 = !DILocation(line: 74, column: 53, scope: !151)
!419 = !DILocation(line: 74, column: 70, scope: !151)
!420 = !DILocation(line: 74, column: 17, scope: !151)
!421 = !DILocation(line: 0, scope: !196, inlinedAt: !422)
!422 = distinct !DILocation(line: 74, column: 13, scope: !151)
!423 = !DILocation(line: 0, scope: !201, inlinedAt: !422)
!424 = !DILocation(line: 16, column: 40, scope: !208, inlinedAt: !422)
!425 = !DILocation(line: 16, column: 71, scope: !208, inlinedAt: !422)
!426 = !DILocation(line: 16, scope: !208, inlinedAt: !422)
!427 = !DILocation(line: 75, column: 13, scope: !151)
!428 = !DILocation(line: 63, column: 33, scope: !152)
!429 = !DILocation(line: 63, column: 27, scope: !152)
!430 = distinct !{!430, !300, !431, !305}
!431 = !DILocation(line: 76, column: 9, scope: !149)
!432 = !DILocation(line: 0, scope: !158)
!433 = !DILocation(line: 82, column: 34, scope: !434)
!434 = distinct !DILexicalBlock(scope: !435, file: !2, line: 81, column: 69)
!435 = distinct !DILexicalBlock(scope: !158, file: !2, line: 81, column: 5)
!436 = !{!437, !437, i64 0}
!437 = !{!"long long", !174, i64 0}
!438 = !DILocation(line: 82, column: 9, scope: !434)
!439 = !DILocation(line: 82, column: 52, scope: !434)
!440 = !DILocation(line: 0, scope: !183, inlinedAt: !441)
!441 = distinct !DILocation(line: 82, column: 45, scope: !434)
!442 = !DILocation(line: 39, column: 35, scope: !193, inlinedAt: !441)
!443 = !DILocation(line: 39, column: 10, scope: !193, inlinedAt: !441)
!444 = !DILocation(line: 0, scope: !196, inlinedAt: !445)
!445 = distinct !DILocation(line: 40, column: 5, scope: !183, inlinedAt: !441)
!446 = !DILocation(line: 0, scope: !201, inlinedAt: !445)
!447 = !DILocation(line: 16, column: 40, scope: !208, inlinedAt: !445)
!448 = !DILocation(line: 16, column: 71, scope: !208, inlinedAt: !445)
!449 = !DILocation(line: 16, scope: !208, inlinedAt: !445)
!450 = !DILocation(line: 82, column: 73, scope: !434)
!451 = !DILocation(line: 81, column: 65, scope: !435)
!452 = !DILocation(line: 81, column: 28, scope: !435)
!453 = !DILocation(line: 81, column: 5, scope: !158)
!454 = distinct !{!454, !453, !455, !305}
!455 = !DILocation(line: 83, column: 5, scope: !158)
!456 = !DILocation(line: 0, scope: !183, inlinedAt: !457)
!457 = distinct !DILocation(line: 92, column: 5, scope: !129)
!458 = !DILocation(line: 39, column: 10, scope: !193, inlinedAt: !457)
!459 = !DILocation(line: 0, scope: !196, inlinedAt: !460)
!460 = distinct !DILocation(line: 40, column: 5, scope: !183, inlinedAt: !457)
!461 = !DILocation(line: 0, scope: !201, inlinedAt: !460)
!462 = !DILocation(line: 16, column: 40, scope: !208, inlinedAt: !460)
!463 = !DILocation(line: 16, column: 71, scope: !208, inlinedAt: !460)
!464 = !DILocation(line: 16, scope: !208, inlinedAt: !460)
!465 = !DILocation(line: 92, column: 21, scope: !129)
!466 = !DILocation(line: 93, column: 50, scope: !129)
!467 = !DILocation(line: 93, column: 5, scope: !129)
!468 = !DILocation(line: 94, column: 18, scope: !129)
!469 = !DILocation(line: 94, column: 23, scope: !129)
!470 = !DILocation(line: 94, column: 12, scope: !129)
!471 = !DILocation(line: 95, column: 1, scope: !129)
!472 = !DISubprogram(name: "printf", scope: !473, file: !473, line: 356, type: !474, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!473 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!474 = !DISubroutineType(types: !475)
!475 = !{!104, !476, null}
!476 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !186)
!477 = distinct !DISubprogram(name: "f_not", scope: !2, file: !2, line: 27, type: !478, scopeLine: 27, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !100, retainedNodes: !480)
!478 = !DISubroutineType(types: !479)
!479 = !{!102, !102}
!480 = !{!481}
!481 = !DILocalVariable(name: "a", arg: 1, scope: !477, file: !2, line: 27, type: !102)
!482 = !DILocation(line: 0, scope: !477)
!483 = !DILocation(line: 27, column: 59, scope: !477)
!484 = !DILocation(line: 27, column: 49, scope: !477)
!485 = distinct !DISubprogram(name: "f_widen", scope: !2, file: !2, line: 33, type: !486, scopeLine: 33, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !100, retainedNodes: !488)
!486 = !DISubroutineType(types: !487)
!487 = !{!107, !102}
!488 = !{!489}
!489 = !DILocalVariable(name: "a", arg: 1, scope: !485, file: !2, line: 33, type: !102)
!490 = !DILocation(line: 0, scope: !485)
!491 = !DILocation(line: 33, column: 66, scope: !485)
!492 = !DILocation(line: 33, column: 59, scope: !485)
!493 = distinct !DISubprogram(name: "f_uwiden", scope: !2, file: !2, line: 34, type: !494, scopeLine: 34, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !100, retainedNodes: !496)
!494 = !DISubroutineType(types: !495)
!495 = !{!105, !102}
!496 = !{!497}
!497 = !DILocalVariable(name: "a", arg: 1, scope: !493, file: !2, line: 34, type: !102)
!498 = !DILocation(line: 0, scope: !493)
!499 = !DILocation(line: 34, column: 76, scope: !493)
!500 = !DILocation(line: 34, column: 69, scope: !493)
!501 = distinct !DISubprogram(name: "f_add", scope: !2, file: !2, line: 19, type: !502, scopeLine: 19, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !100, retainedNodes: !504)
!502 = !DISubroutineType(types: !503)
!503 = !{!102, !102, !102}
!504 = !{!505, !506}
!505 = !DILocalVariable(name: "a", arg: 1, scope: !501, file: !2, line: 19, type: !102)
!506 = !DILocalVariable(name: "b", arg: 2, scope: !501, file: !2, line: 19, type: !102)
!507 = !DILocation(line: 0, scope: !501)
!508 = !DILocation(line: 19, column: 71, scope: !501)
!509 = !DILocation(line: 19, column: 54, scope: !501)
!510 = distinct !DISubprogram(name: "f_sub", scope: !2, file: !2, line: 20, type: !502, scopeLine: 20, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !100, retainedNodes: !511)
!511 = !{!512, !513}
!512 = !DILocalVariable(name: "a", arg: 1, scope: !510, file: !2, line: 20, type: !102)
!513 = !DILocalVariable(name: "b", arg: 2, scope: !510, file: !2, line: 20, type: !102)
!514 = !DILocation(line: 0, scope: !510)
!515 = !DILocation(line: 20, column: 71, scope: !510)
!516 = !DILocation(line: 20, column: 54, scope: !510)
!517 = distinct !DISubprogram(name: "f_shl", scope: !2, file: !2, line: 28, type: !518, scopeLine: 28, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !100, retainedNodes: !520)
!518 = !DISubroutineType(types: !519)
!519 = !{!102, !102, !104}
!520 = !{!521, !522}
!521 = !DILocalVariable(name: "a", arg: 1, scope: !517, file: !2, line: 28, type: !102)
!522 = !DILocalVariable(name: "s", arg: 2, scope: !517, file: !2, line: 28, type: !104)
!523 = !DILocation(line: 0, scope: !517)
!524 = !DILocation(line: 28, column: 67, scope: !517)
!525 = !DILocation(line: 28, column: 73, scope: !517)
!526 = !DILocation(line: 28, column: 63, scope: !517)
!527 = !DILocation(line: 28, column: 56, scope: !517)
!528 = distinct !DISubprogram(name: "f_shr", scope: !2, file: !2, line: 29, type: !518, scopeLine: 29, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !100, retainedNodes: !529)
!529 = !{!530, !531}
!530 = !DILocalVariable(name: "a", arg: 1, scope: !528, file: !2, line: 29, type: !102)
!531 = !DILocalVariable(name: "s", arg: 2, scope: !528, file: !2, line: 29, type: !104)
!532 = !DILocation(line: 0, scope: !528)
!533 = !DILocation(line: 29, column: 67, scope: !528)
!534 = !DILocation(line: 29, column: 69, scope: !528)
!535 = !DILocation(line: 29, column: 63, scope: !528)
!536 = !DILocation(line: 29, column: 56, scope: !528)
!537 = distinct !DISubprogram(name: "f_mul", scope: !2, file: !2, line: 21, type: !502, scopeLine: 21, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !100, retainedNodes: !538)
!538 = !{!539, !540}
!539 = !DILocalVariable(name: "a", arg: 1, scope: !537, file: !2, line: 21, type: !102)
!540 = !DILocalVariable(name: "b", arg: 2, scope: !537, file: !2, line: 21, type: !102)
!541 = !DILocation(line: 0, scope: !537)
!542 = !DILocation(line: 21, column: 76, scope: !537)
!543 = !DILocation(line: 21, column: 54, scope: !537)
!544 = distinct !DISubprogram(name: "f_div", scope: !2, file: !2, line: 22, type: !502, scopeLine: 22, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !100, retainedNodes: !545)
!545 = !{!546, !547}
!546 = !DILocalVariable(name: "a", arg: 1, scope: !544, file: !2, line: 22, type: !102)
!547 = !DILocalVariable(name: "b", arg: 2, scope: !544, file: !2, line: 22, type: !102)
!548 = !DILocation(line: 0, scope: !544)
!549 = !DILocation(line: 22, column: 67, scope: !544)
!550 = !DILocation(line: 22, column: 54, scope: !544)
!551 = distinct !DISubprogram(name: "f_rem", scope: !2, file: !2, line: 23, type: !502, scopeLine: 23, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !100, retainedNodes: !552)
!552 = !{!553, !554}
!553 = !DILocalVariable(name: "a", arg: 1, scope: !551, file: !2, line: 23, type: !102)
!554 = !DILocalVariable(name: "b", arg: 2, scope: !551, file: !2, line: 23, type: !102)
!555 = !DILocation(line: 0, scope: !551)
!556 = !DILocation(line: 23, column: 67, scope: !551)
!557 = !DILocation(line: 23, column: 54, scope: !551)
!558 = distinct !DISubprogram(name: "f_and", scope: !2, file: !2, line: 24, type: !502, scopeLine: 24, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !100, retainedNodes: !559)
!559 = !{!560, !561}
!560 = !DILocalVariable(name: "a", arg: 1, scope: !558, file: !2, line: 24, type: !102)
!561 = !DILocalVariable(name: "b", arg: 2, scope: !558, file: !2, line: 24, type: !102)
!562 = !DILocation(line: 0, scope: !558)
!563 = !DILocation(line: 24, column: 63, scope: !558)
!564 = !DILocation(line: 24, column: 54, scope: !558)
!565 = distinct !DISubprogram(name: "f_or", scope: !2, file: !2, line: 25, type: !502, scopeLine: 25, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !100, retainedNodes: !566)
!566 = !{!567, !568}
!567 = !DILocalVariable(name: "a", arg: 1, scope: !565, file: !2, line: 25, type: !102)
!568 = !DILocalVariable(name: "b", arg: 2, scope: !565, file: !2, line: 25, type: !102)
!569 = !DILocation(line: 0, scope: !565)
!570 = !DILocation(line: 25, column: 62, scope: !565)
!571 = !DILocation(line: 25, column: 53, scope: !565)
!572 = distinct !DISubprogram(name: "f_xor", scope: !2, file: !2, line: 26, type: !502, scopeLine: 26, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !100, retainedNodes: !573)
!573 = !{!574, !575}
!574 = !DILocalVariable(name: "a", arg: 1, scope: !572, file: !2, line: 26, type: !102)
!575 = !DILocalVariable(name: "b", arg: 2, scope: !572, file: !2, line: 26, type: !102)
!576 = !DILocation(line: 0, scope: !572)
!577 = !DILocation(line: 26, column: 63, scope: !572)
!578 = !DILocation(line: 26, column: 54, scope: !572)
!579 = distinct !DISubprogram(name: "f_lt", scope: !2, file: !2, line: 30, type: !580, scopeLine: 30, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !100, retainedNodes: !582)
!580 = !DISubroutineType(types: !581)
!581 = !{!104, !102, !102}
!582 = !{!583, !584}
!583 = !DILocalVariable(name: "a", arg: 1, scope: !579, file: !2, line: 30, type: !102)
!584 = !DILocalVariable(name: "b", arg: 2, scope: !579, file: !2, line: 30, type: !102)
!585 = !DILocation(line: 0, scope: !579)
!586 = !DILocation(line: 30, column: 64, scope: !579)
!587 = !DILocation(line: 30, column: 55, scope: !579)
!588 = distinct !DISubprogram(name: "f_le", scope: !2, file: !2, line: 31, type: !580, scopeLine: 31, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !100, retainedNodes: !589)
!589 = !{!590, !591}
!590 = !DILocalVariable(name: "a", arg: 1, scope: !588, file: !2, line: 31, type: !102)
!591 = !DILocalVariable(name: "b", arg: 2, scope: !588, file: !2, line: 31, type: !102)
!592 = !DILocation(line: 0, scope: !588)
!593 = !DILocation(line: 31, column: 64, scope: !588)
!594 = !DILocation(line: 31, column: 55, scope: !588)
!595 = distinct !DISubprogram(name: "f_eq", scope: !2, file: !2, line: 32, type: !580, scopeLine: 32, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !100, retainedNodes: !596)
!596 = !{!597, !598}
!597 = !DILocalVariable(name: "a", arg: 1, scope: !595, file: !2, line: 32, type: !102)
!598 = !DILocalVariable(name: "b", arg: 2, scope: !595, file: !2, line: 32, type: !102)
!599 = !DILocation(line: 0, scope: !595)
!600 = !DILocation(line: 32, column: 64, scope: !595)
!601 = !DILocation(line: 32, column: 55, scope: !595)
!602 = distinct !DISubprogram(name: "f_narrow", scope: !2, file: !2, line: 35, type: !603, scopeLine: 35, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !100, retainedNodes: !605)
!603 = !DISubroutineType(types: !604)
!604 = !{!102, !107}
!605 = !{!606}
!606 = !DILocalVariable(name: "v", arg: 1, scope: !602, file: !2, line: 35, type: !107)
!607 = !DILocation(line: 0, scope: !602)
!608 = !DILocation(line: 35, column: 67, scope: !602)
!609 = !DILocation(line: 35, column: 60, scope: !602)
