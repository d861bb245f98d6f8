; ModuleID = 'programs/int_edges_i32.c'
source_filename = "programs/int_edges_i32.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@__const.main.vals = private unnamed_addr constant [14 x i32] [i32 -2147483648, i32 -2147483647, i32 -1073741824, i32 -1, i32 0, i32 1, i32 2, i32 3, i32 7, i32 1073741823, i32 2147483646, i32 2147483647, i32 1515870810, i32 -1515870811], align 16
@.str = private unnamed_addr constant [29 x i8] c"type int: size=%d signed=%d\0A\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [3 x i8] c"a=\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [5 x i8] c"%lld\00", align 1, !dbg !12
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
@.str.28 = private unnamed_addr constant [9 x i8] c" %s=%lld\00", align 1, !dbg !111

; Function Attrs: nofree nounwind uwtable
define dso_local range(i32 0, 7) i32 @main() local_unnamed_addr #0 !dbg !129 {
  %1 = alloca [14 x i32], align 16, !DIAssignID !162
    #dbg_assign(i1 undef, !133, !DIExpression(), !162, ptr %1, !DIExpression(), !163)
    #dbg_assign(i1 undef, !153, !DIExpression(), !164, ptr @__const.main.wides, !DIExpression(), !163)
  call void @llvm.lifetime.start.p0(i64 56, ptr nonnull %1) #6, !dbg !165
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 16 %1, ptr align 16 @__const.main.vals, i64 56, i1 true), !dbg !166, !DIAssignID !167
    #dbg_assign(i1 undef, !133, !DIExpression(), !167, ptr %1, !DIExpression(), !163)
    #dbg_value(i32 14, !136, !DIExpression(), !163)
  %2 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 4, i32 noundef 1), !dbg !168
    #dbg_value(i32 0, !137, !DIExpression(), !169)
  br label %3, !dbg !170

3:                                                ; preds = %0, %330
  %4 = phi i64 [ 0, %0 ], [ %331, %330 ]
    #dbg_value(i64 %4, !137, !DIExpression(), !169)
  %5 = getelementptr inbounds [14 x i32], ptr %1, i64 0, i64 %4, !dbg !171
  %6 = load volatile i32, ptr %5, align 4, !dbg !171, !tbaa !172
    #dbg_value(i32 %6, !139, !DIExpression(), !176)
  %7 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1), !dbg !177
  %8 = sext i32 %6 to i64, !dbg !178
  %9 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i64 noundef %8), !dbg !180
  %10 = tail call fastcc i32 @f_not(i32 noundef %6), !dbg !181
    #dbg_value(ptr @.str.3, !182, !DIExpression(), !190)
    #dbg_value(i32 %10, !189, !DIExpression(), !190)
  %11 = sext i32 %10 to i64, !dbg !192
  %12 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.28, ptr noundef nonnull @.str.3, i64 noundef %11), !dbg !194
    #dbg_value(i64 %11, !195, !DIExpression(), !202)
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
  %26 = and i64 %25, 255, !dbg !207
  %27 = xor i64 %24, %26, !dbg !210
  %28 = mul i64 %27, 1099511628211, !dbg !211
    #dbg_value(i64 4, !200, !DIExpression(), !204)
  %29 = lshr i64 %11, 32, !dbg !212
  %30 = and i64 %29, 255, !dbg !207
  %31 = xor i64 %28, %30, !dbg !210
  %32 = mul i64 %31, 1099511628211, !dbg !211
    #dbg_value(i64 5, !200, !DIExpression(), !204)
  %33 = lshr i64 %11, 40, !dbg !212
  %34 = and i64 %33, 255, !dbg !207
  %35 = xor i64 %32, %34, !dbg !210
  %36 = mul i64 %35, 1099511628211, !dbg !211
    #dbg_value(i64 6, !200, !DIExpression(), !204)
  %37 = lshr i64 %11, 48, !dbg !212
  %38 = and i64 %37, 255, !dbg !207
  %39 = xor i64 %36, %38, !dbg !210
  %40 = mul i64 %39, 1099511628211, !dbg !211
    #dbg_value(i64 7, !200, !DIExpression(), !204)
  %41 = lshr i64 %11, 56, !dbg !212
  %42 = xor i64 %40, %41, !dbg !210
  %43 = mul i64 %42, 1099511628211, !dbg !211
    #dbg_value(i64 8, !200, !DIExpression(), !204)
  store i64 %43, ptr @hash, align 8, !dbg !213, !tbaa !205
  %44 = tail call fastcc i64 @f_widen(i32 noundef %6), !dbg !214
  %45 = tail call fastcc i64 @f_uwiden(i32 noundef %6), !dbg !215
  %46 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i64 noundef %44, i64 noundef %45), !dbg !216
    #dbg_value(i64 %44, !195, !DIExpression(), !217)
    #dbg_value(i32 0, !200, !DIExpression(), !219)
  %47 = load i64, ptr @hash, align 8, !tbaa !205
    #dbg_value(i32 0, !200, !DIExpression(), !219)
    #dbg_value(i64 0, !200, !DIExpression(), !219)
  %48 = and i64 %44, 255, !dbg !220
  %49 = xor i64 %47, %48, !dbg !221
  %50 = mul i64 %49, 1099511628211, !dbg !222
    #dbg_value(i64 1, !200, !DIExpression(), !219)
  %51 = lshr i64 %44, 8, !dbg !223
  %52 = and i64 %51, 255, !dbg !220
  %53 = xor i64 %50, %52, !dbg !221
  %54 = mul i64 %53, 1099511628211, !dbg !222
    #dbg_value(i64 2, !200, !DIExpression(), !219)
  %55 = lshr i64 %44, 16, !dbg !223
  %56 = and i64 %55, 255, !dbg !220
  %57 = xor i64 %54, %56, !dbg !221
  %58 = mul i64 %57, 1099511628211, !dbg !222
    #dbg_value(i64 3, !200, !DIExpression(), !219)
  %59 = lshr i64 %44, 24, !dbg !223
  %60 = and i64 %59, 255, !dbg !220
  %61 = xor i64 %58, %60, !dbg !221
  %62 = mul i64 %61, 1099511628211, !dbg !222
    #dbg_value(i64 4, !200, !DIExpression(), !219)
  %63 = lshr i64 %44, 32, !dbg !223
  %64 = and i64 %63, 255, !dbg !220
  %65 = xor i64 %62, %64, !dbg !221
  %66 = mul i64 %65, 1099511628211, !dbg !222
    #dbg_value(i64 5, !200, !DIExpression(), !219)
  %67 = lshr i64 %44, 40, !dbg !223
  %68 = and i64 %67, 255, !dbg !220
  %69 = xor i64 %66, %68, !dbg !221
  %70 = mul i64 %69, 1099511628211, !dbg !222
    #dbg_value(i64 6, !200, !DIExpression(), !219)
  %71 = lshr i64 %44, 48, !dbg !223
  %72 = and i64 %71, 255, !dbg !220
  %73 = xor i64 %70, %72, !dbg !221
  %74 = mul i64 %73, 1099511628211, !dbg !222
    #dbg_value(i64 7, !200, !DIExpression(), !219)
  %75 = lshr i64 %44, 56, !dbg !223
  %76 = xor i64 %74, %75, !dbg !221
  %77 = mul i64 %76, 1099511628211, !dbg !222
    #dbg_value(i64 8, !200, !DIExpression(), !219)
    #dbg_value(i64 %45, !195, !DIExpression(), !224)
    #dbg_value(i32 0, !200, !DIExpression(), !226)
    #dbg_value(i32 0, !200, !DIExpression(), !226)
    #dbg_value(i64 0, !200, !DIExpression(), !226)
  %78 = and i64 %45, 255, !dbg !227
  %79 = xor i64 %77, %78, !dbg !228
  %80 = mul i64 %79, 1099511628211, !dbg !229
    #dbg_value(i64 1, !200, !DIExpression(), !226)
  %81 = lshr i64 %45, 8, !dbg !230
  %82 = and i64 %81, 255, !dbg !227
  %83 = xor i64 %80, %82, !dbg !228
  %84 = mul i64 %83, 1099511628211, !dbg !229
    #dbg_value(i64 2, !200, !DIExpression(), !226)
  %85 = lshr i64 %45, 16, !dbg !230
  %86 = and i64 %85, 255, !dbg !227
  %87 = xor i64 %84, %86, !dbg !228
  %88 = mul i64 %87, 1099511628211, !dbg !229
    #dbg_value(i64 3, !200, !DIExpression(), !226)
  %89 = lshr i64 %45, 24, !dbg !230
  %90 = and i64 %89, 255, !dbg !227
  %91 = xor i64 %88, %90, !dbg !228
  %92 = mul i64 %91, 1099511628211, !dbg !229
    #dbg_value(i64 4, !200, !DIExpression(), !226)
  %93 = lshr i64 %45, 32, !dbg !230
  %94 = and i64 %93, 255, !dbg !227
  %95 = xor i64 %92, %94, !dbg !228
  %96 = mul i64 %95, 1099511628211, !dbg !229
    #dbg_value(i64 5, !200, !DIExpression(), !226)
  %97 = lshr i64 %45, 40, !dbg !230
  %98 = and i64 %97, 255, !dbg !227
  %99 = xor i64 %96, %98, !dbg !228
  %100 = mul i64 %99, 1099511628211, !dbg !229
    #dbg_value(i64 6, !200, !DIExpression(), !226)
  %101 = lshr i64 %45, 48, !dbg !230
  %102 = and i64 %101, 255, !dbg !227
  %103 = xor i64 %100, %102, !dbg !228
  %104 = mul i64 %103, 1099511628211, !dbg !229
    #dbg_value(i64 7, !200, !DIExpression(), !226)
  %105 = lshr i64 %45, 56, !dbg !230
  %106 = xor i64 %104, %105, !dbg !228
  %107 = mul i64 %106, 1099511628211, !dbg !229
    #dbg_value(i64 8, !200, !DIExpression(), !226)
  store i64 %107, ptr @hash, align 8, !dbg !231, !tbaa !205
  %108 = sub i32 0, %6, !dbg !232
    #dbg_value(ptr @.str.5, !182, !DIExpression(), !233)
    #dbg_value(i32 %108, !189, !DIExpression(), !233)
  %109 = sext i32 %108 to i64, !dbg !235
  %110 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.28, ptr noundef nonnull @.str.5, i64 noundef %109), !dbg !236
    #dbg_value(i64 %109, !195, !DIExpression(), !237)
    #dbg_value(i32 0, !200, !DIExpression(), !239)
  %111 = load i64, ptr @hash, align 8, !tbaa !205
    #dbg_value(i32 0, !200, !DIExpression(), !239)
    #dbg_value(i64 0, !200, !DIExpression(), !239)
  %112 = and i64 %109, 255, !dbg !240
  %113 = xor i64 %111, %112, !dbg !241
  %114 = mul i64 %113, 1099511628211, !dbg !242
    #dbg_value(i64 1, !200, !DIExpression(), !239)
  %115 = lshr i64 %109, 8, !dbg !243
  %116 = and i64 %115, 255, !dbg !240
  %117 = xor i64 %114, %116, !dbg !241
  %118 = mul i64 %117, 1099511628211, !dbg !242
    #dbg_value(i64 2, !200, !DIExpression(), !239)
  %119 = lshr i64 %109, 16, !dbg !243
  %120 = and i64 %119, 255, !dbg !240
  %121 = xor i64 %118, %120, !dbg !241
  %122 = mul i64 %121, 1099511628211, !dbg !242
    #dbg_value(i64 3, !200, !DIExpression(), !239)
  %123 = lshr i64 %109, 24, !dbg !243
  %124 = and i64 %123, 255, !dbg !240
  %125 = xor i64 %122, %124, !dbg !241
  %126 = mul i64 %125, 1099511628211, !dbg !242
    #dbg_value(i64 4, !200, !DIExpression(), !239)
  %127 = lshr i64 %109, 32, !dbg !243
  %128 = and i64 %127, 255, !dbg !240
  %129 = xor i64 %126, %128, !dbg !241
  %130 = mul i64 %129, 1099511628211, !dbg !242
    #dbg_value(i64 5, !200, !DIExpression(), !239)
  %131 = lshr i64 %109, 40, !dbg !243
  %132 = and i64 %131, 255, !dbg !240
  %133 = xor i64 %130, %132, !dbg !241
  %134 = mul i64 %133, 1099511628211, !dbg !242
    #dbg_value(i64 6, !200, !DIExpression(), !239)
  %135 = lshr i64 %109, 48, !dbg !243
  %136 = and i64 %135, 255, !dbg !240
  %137 = xor i64 %134, %136, !dbg !241
  %138 = mul i64 %137, 1099511628211, !dbg !242
    #dbg_value(i64 7, !200, !DIExpression(), !239)
  %139 = lshr i64 %109, 56, !dbg !243
  %140 = xor i64 %138, %139, !dbg !241
  %141 = mul i64 %140, 1099511628211, !dbg !242
    #dbg_value(i64 8, !200, !DIExpression(), !239)
  store i64 %141, ptr @hash, align 8, !dbg !244, !tbaa !205
  %142 = tail call fastcc i32 @f_add(i32 noundef %6, i32 noundef 1), !dbg !245
    #dbg_value(ptr @.str.6, !182, !DIExpression(), !246)
    #dbg_value(i32 %142, !189, !DIExpression(), !246)
  %143 = sext i32 %142 to i64, !dbg !248
  %144 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.28, ptr noundef nonnull @.str.6, i64 noundef %143), !dbg !249
    #dbg_value(i64 %143, !195, !DIExpression(), !250)
    #dbg_value(i32 0, !200, !DIExpression(), !252)
  %145 = load i64, ptr @hash, align 8, !tbaa !205
    #dbg_value(i32 0, !200, !DIExpression(), !252)
    #dbg_value(i64 0, !200, !DIExpression(), !252)
  %146 = and i64 %143, 255, !dbg !253
  %147 = xor i64 %145, %146, !dbg !254
  %148 = mul i64 %147, 1099511628211, !dbg !255
    #dbg_value(i64 1, !200, !DIExpression(), !252)
  %149 = lshr i64 %143, 8, !dbg !256
  %150 = and i64 %149, 255, !dbg !253
  %151 = xor i64 %148, %150, !dbg !254
  %152 = mul i64 %151, 1099511628211, !dbg !255
    #dbg_value(i64 2, !200, !DIExpression(), !252)
  %153 = lshr i64 %143, 16, !dbg !256
  %154 = and i64 %153, 255, !dbg !253
  %155 = xor i64 %152, %154, !dbg !254
  %156 = mul i64 %155, 1099511628211, !dbg !255
    #dbg_value(i64 3, !200, !DIExpression(), !252)
  %157 = lshr i64 %143, 24, !dbg !256
  %158 = and i64 %157, 255, !dbg !253
  %159 = xor i64 %156, %158, !dbg !254
  %160 = mul i64 %159, 1099511628211, !dbg !255
    #dbg_value(i64 4, !200, !DIExpression(), !252)
  %161 = lshr i64 %143, 32, !dbg !256
  %162 = and i64 %161, 255, !dbg !253
  %163 = xor i64 %160, %162, !dbg !254
  %164 = mul i64 %163, 1099511628211, !dbg !255
    #dbg_value(i64 5, !200, !DIExpression(), !252)
  %165 = lshr i64 %143, 40, !dbg !256
  %166 = and i64 %165, 255, !dbg !253
  %167 = xor i64 %164, %166, !dbg !254
  %168 = mul i64 %167, 1099511628211, !dbg !255
    #dbg_value(i64 6, !200, !DIExpression(), !252)
  %169 = lshr i64 %143, 48, !dbg !256
  %170 = and i64 %169, 255, !dbg !253
  %171 = xor i64 %168, %170, !dbg !254
  %172 = mul i64 %171, 1099511628211, !dbg !255
    #dbg_value(i64 7, !200, !DIExpression(), !252)
  %173 = lshr i64 %143, 56, !dbg !256
  %174 = xor i64 %172, %173, !dbg !254
  %175 = mul i64 %174, 1099511628211, !dbg !255
    #dbg_value(i64 8, !200, !DIExpression(), !252)
  store i64 %175, ptr @hash, align 8, !dbg !257, !tbaa !205
  %176 = tail call fastcc i32 @f_sub(i32 noundef %6, i32 noundef 1), !dbg !258
    #dbg_value(ptr @.str.7, !182, !DIExpression(), !259)
    #dbg_value(i32 %176, !189, !DIExpression(), !259)
  %177 = sext i32 %176 to i64, !dbg !261
  %178 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.28, ptr noundef nonnull @.str.7, i64 noundef %177), !dbg !262
    #dbg_value(i64 %177, !195, !DIExpression(), !263)
    #dbg_value(i32 0, !200, !DIExpression(), !265)
  %179 = load i64, ptr @hash, align 8, !tbaa !205
    #dbg_value(i32 0, !200, !DIExpression(), !265)
    #dbg_value(i64 0, !200, !DIExpression(), !265)
  %180 = and i64 %177, 255, !dbg !266
  %181 = xor i64 %179, %180, !dbg !267
  %182 = mul i64 %181, 1099511628211, !dbg !268
    #dbg_value(i64 1, !200, !DIExpression(), !265)
  %183 = lshr i64 %177, 8, !dbg !269
  %184 = and i64 %183, 255, !dbg !266
  %185 = xor i64 %182, %184, !dbg !267
  %186 = mul i64 %185, 1099511628211, !dbg !268
    #dbg_value(i64 2, !200, !DIExpression(), !265)
  %187 = lshr i64 %177, 16, !dbg !269
  %188 = and i64 %187, 255, !dbg !266
  %189 = xor i64 %186, %188, !dbg !267
  %190 = mul i64 %189, 1099511628211, !dbg !268
    #dbg_value(i64 3, !200, !DIExpression(), !265)
  %191 = lshr i64 %177, 24, !dbg !269
  %192 = and i64 %191, 255, !dbg !266
  %193 = xor i64 %190, %192, !dbg !267
  %194 = mul i64 %193, 1099511628211, !dbg !268
    #dbg_value(i64 4, !200, !DIExpression(), !265)
  %195 = lshr i64 %177, 32, !dbg !269
  %196 = and i64 %195, 255, !dbg !266
  %197 = xor i64 %194, %196, !dbg !267
  %198 = mul i64 %197, 1099511628211, !dbg !268
    #dbg_value(i64 5, !200, !DIExpression(), !265)
  %199 = lshr i64 %177, 40, !dbg !269
  %200 = and i64 %199, 255, !dbg !266
  %201 = xor i64 %198, %200, !dbg !267
  %202 = mul i64 %201, 1099511628211, !dbg !268
    #dbg_value(i64 6, !200, !DIExpression(), !265)
  %203 = lshr i64 %177, 48, !dbg !269
  %204 = and i64 %203, 255, !dbg !266
  %205 = xor i64 %202, %204, !dbg !267
  %206 = mul i64 %205, 1099511628211, !dbg !268
    #dbg_value(i64 7, !200, !DIExpression(), !265)
  %207 = lshr i64 %177, 56, !dbg !269
  %208 = xor i64 %206, %207, !dbg !267
  %209 = mul i64 %208, 1099511628211, !dbg !268
    #dbg_value(i64 8, !200, !DIExpression(), !265)
  store i64 %209, ptr @hash, align 8, !dbg !270, !tbaa !205
  %210 = icmp eq i32 %6, 0, !dbg !271
  %211 = zext i1 %210 to i32, !dbg !271
  %212 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef %211), !dbg !272
    #dbg_value(i32 0, !142, !DIExpression(), !273)
  %213 = load i64, ptr @hash, align 8, !tbaa !205
  br label %216, !dbg !274

214:                                              ; preds = %323
    #dbg_value(i32 0, !148, !DIExpression(), !275)
  %215 = icmp eq i32 %6, -2147483648
  br label %333, !dbg !276

216:                                              ; preds = %3, %323
  %217 = phi i64 [ %213, %3 ], [ %324, %323 ]
  %218 = phi i32 [ 0, %3 ], [ %328, %323 ]
    #dbg_value(i32 %218, !142, !DIExpression(), !273)
  %219 = tail call fastcc i32 @f_shl(i32 noundef %6, i32 noundef %218), !dbg !277
    #dbg_value(i32 %219, !144, !DIExpression(), !278)
  %220 = tail call fastcc i32 @f_shr(i32 noundef %6, i32 noundef %218), !dbg !279
    #dbg_value(i32 %220, !147, !DIExpression(), !278)
  %221 = sext i32 %219 to i64, !dbg !280
    #dbg_value(i64 %221, !195, !DIExpression(), !281)
    #dbg_value(i32 0, !200, !DIExpression(), !283)
    #dbg_value(i32 0, !200, !DIExpression(), !283)
    #dbg_value(i64 0, !200, !DIExpression(), !283)
  %222 = and i64 %221, 255, !dbg !284
  %223 = xor i64 %217, %222, !dbg !285
  %224 = mul i64 %223, 1099511628211, !dbg !286
    #dbg_value(i64 1, !200, !DIExpression(), !283)
  %225 = lshr i64 %221, 8, !dbg !287
  %226 = and i64 %225, 255, !dbg !284
  %227 = xor i64 %224, %226, !dbg !285
  %228 = mul i64 %227, 1099511628211, !dbg !286
    #dbg_value(i64 2, !200, !DIExpression(), !283)
  %229 = lshr i64 %221, 16, !dbg !287
  %230 = and i64 %229, 255, !dbg !284
  %231 = xor i64 %228, %230, !dbg !285
  %232 = mul i64 %231, 1099511628211, !dbg !286
    #dbg_value(i64 3, !200, !DIExpression(), !283)
  %233 = lshr i64 %221, 24, !dbg !287
  %234 = and i64 %233, 255, !dbg !284
  %235 = xor i64 %232, %234, !dbg !285
  %236 = mul i64 %235, 1099511628211, !dbg !286
    #dbg_value(i64 4, !200, !DIExpression(), !283)
  %237 = lshr i64 %221, 32, !dbg !287
  %238 = and i64 %237, 255, !dbg !284
  %239 = xor i64 %236, %238, !dbg !285
  %240 = mul i64 %239, 1099511628211, !dbg !286
    #dbg_value(i64 5, !200, !DIExpression(), !283)
  %241 = lshr i64 %221, 40, !dbg !287
  %242 = and i64 %241, 255, !dbg !284
  %243 = xor i64 %240, %242, !dbg !285
  %244 = mul i64 %243, 1099511628211, !dbg !286
    #dbg_value(i64 6, !200, !DIExpression(), !283)
  %245 = lshr i64 %221, 48, !dbg !287
  %246 = and i64 %245, 255, !dbg !284
  %247 = xor i64 %244, %246, !dbg !285
  %248 = mul i64 %247, 1099511628211, !dbg !286
    #dbg_value(i64 7, !200, !DIExpression(), !283)
  %249 = lshr i64 %221, 56, !dbg !287
  %250 = xor i64 %248, %249, !dbg !285
  %251 = mul i64 %250, 1099511628211, !dbg !286
    #dbg_value(i64 8, !200, !DIExpression(), !283)
  %252 = sext i32 %220 to i64, !dbg !288
    #dbg_value(i64 %252, !195, !DIExpression(), !289)
    #dbg_value(i32 0, !200, !DIExpression(), !291)
    #dbg_value(i32 0, !200, !DIExpression(), !291)
    #dbg_value(i64 0, !200, !DIExpression(), !291)
  %253 = and i64 %252, 255, !dbg !292
  %254 = xor i64 %251, %253, !dbg !293
  %255 = mul i64 %254, 1099511628211, !dbg !294
    #dbg_value(i64 1, !200, !DIExpression(), !291)
  %256 = lshr i64 %252, 8, !dbg !295
  %257 = and i64 %256, 255, !dbg !292
  %258 = xor i64 %255, %257, !dbg !293
  %259 = mul i64 %258, 1099511628211, !dbg !294
    #dbg_value(i64 2, !200, !DIExpression(), !291)
  %260 = lshr i64 %252, 16, !dbg !295
  %261 = and i64 %260, 255, !dbg !292
  %262 = xor i64 %259, %261, !dbg !293
  %263 = mul i64 %262, 1099511628211, !dbg !294
    #dbg_value(i64 3, !200, !DIExpression(), !291)
  %264 = lshr i64 %252, 24, !dbg !295
  %265 = and i64 %264, 255, !dbg !292
  %266 = xor i64 %263, %265, !dbg !293
  %267 = mul i64 %266, 1099511628211, !dbg !294
    #dbg_value(i64 4, !200, !DIExpression(), !291)
  %268 = lshr i64 %252, 32, !dbg !295
  %269 = and i64 %268, 255, !dbg !292
  %270 = xor i64 %267, %269, !dbg !293
  %271 = mul i64 %270, 1099511628211, !dbg !294
    #dbg_value(i64 5, !200, !DIExpression(), !291)
  %272 = lshr i64 %252, 40, !dbg !295
  %273 = and i64 %272, 255, !dbg !292
  %274 = xor i64 %271, %273, !dbg !293
  %275 = mul i64 %274, 1099511628211, !dbg !294
    #dbg_value(i64 6, !200, !DIExpression(), !291)
  %276 = lshr i64 %252, 48, !dbg !295
  %277 = and i64 %276, 255, !dbg !292
  %278 = xor i64 %275, %277, !dbg !293
  %279 = mul i64 %278, 1099511628211, !dbg !294
    #dbg_value(i64 7, !200, !DIExpression(), !291)
  %280 = lshr i64 %252, 56, !dbg !295
  %281 = xor i64 %279, %280, !dbg !293
  %282 = mul i64 %281, 1099511628211, !dbg !294
    #dbg_value(i64 8, !200, !DIExpression(), !291)
  store i64 %282, ptr @hash, align 8, !dbg !296, !tbaa !205
  switch i32 %218, label %323 [
    i32 31, label %283
    i32 1, label %283
  ], !dbg !297

283:                                              ; preds = %216, %216
  %284 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef %218), !dbg !299
    #dbg_value(ptr @.str.10, !182, !DIExpression(), !301)
    #dbg_value(i32 %219, !189, !DIExpression(), !301)
  %285 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.28, ptr noundef nonnull @.str.10, i64 noundef %221), !dbg !303
    #dbg_value(i64 %221, !195, !DIExpression(), !304)
    #dbg_value(i32 0, !200, !DIExpression(), !306)
  %286 = load i64, ptr @hash, align 8, !tbaa !205
    #dbg_value(i32 0, !200, !DIExpression(), !306)
    #dbg_value(i64 0, !200, !DIExpression(), !306)
  %287 = xor i64 %286, %222, !dbg !307
  %288 = mul i64 %287, 1099511628211, !dbg !308
    #dbg_value(i64 1, !200, !DIExpression(), !306)
  %289 = xor i64 %288, %226, !dbg !307
  %290 = mul i64 %289, 1099511628211, !dbg !308
    #dbg_value(i64 2, !200, !DIExpression(), !306)
  %291 = xor i64 %290, %230, !dbg !307
  %292 = mul i64 %291, 1099511628211, !dbg !308
    #dbg_value(i64 3, !200, !DIExpression(), !306)
  %293 = xor i64 %292, %234, !dbg !307
  %294 = mul i64 %293, 1099511628211, !dbg !308
    #dbg_value(i64 4, !200, !DIExpression(), !306)
  %295 = xor i64 %294, %238, !dbg !307
  %296 = mul i64 %295, 1099511628211, !dbg !308
    #dbg_value(i64 5, !200, !DIExpression(), !306)
  %297 = xor i64 %296, %242, !dbg !307
  %298 = mul i64 %297, 1099511628211, !dbg !308
    #dbg_value(i64 6, !200, !DIExpression(), !306)
  %299 = xor i64 %298, %246, !dbg !307
  %300 = mul i64 %299, 1099511628211, !dbg !308
    #dbg_value(i64 7, !200, !DIExpression(), !306)
  %301 = xor i64 %300, %249, !dbg !307
  %302 = mul i64 %301, 1099511628211, !dbg !308
    #dbg_value(i64 8, !200, !DIExpression(), !306)
  store i64 %302, ptr @hash, align 8, !dbg !309, !tbaa !205
    #dbg_value(ptr @.str.11, !182, !DIExpression(), !310)
    #dbg_value(i32 %220, !189, !DIExpression(), !310)
  %303 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.28, ptr noundef nonnull @.str.11, i64 noundef %252), !dbg !312
    #dbg_value(i64 %252, !195, !DIExpression(), !313)
    #dbg_value(i32 0, !200, !DIExpression(), !315)
  %304 = load i64, ptr @hash, align 8, !tbaa !205
    #dbg_value(i32 0, !200, !DIExpression(), !315)
    #dbg_value(i64 0, !200, !DIExpression(), !315)
  %305 = xor i64 %304, %253, !dbg !316
  %306 = mul i64 %305, 1099511628211, !dbg !317
    #dbg_value(i64 1, !200, !DIExpression(), !315)
  %307 = xor i64 %306, %257, !dbg !316
  %308 = mul i64 %307, 1099511628211, !dbg !317
    #dbg_value(i64 2, !200, !DIExpression(), !315)
  %309 = xor i64 %308, %261, !dbg !316
  %310 = mul i64 %309, 1099511628211, !dbg !317
    #dbg_value(i64 3, !200, !DIExpression(), !315)
  %311 = xor i64 %310, %265, !dbg !316
  %312 = mul i64 %311, 1099511628211, !dbg !317
    #dbg_value(i64 4, !200, !DIExpression(), !315)
  %313 = xor i64 %312, %269, !dbg !316
  %314 = mul i64 %313, 1099511628211, !dbg !317
    #dbg_value(i64 5, !200, !DIExpression(), !315)
  %315 = xor i64 %314, %273, !dbg !316
  %316 = mul i64 %315, 1099511628211, !dbg !317
    #dbg_value(i64 6, !200, !DIExpression(), !315)
  %317 = xor i64 %316, %277, !dbg !316
  %318 = mul i64 %317, 1099511628211, !dbg !317
    #dbg_value(i64 7, !200, !DIExpression(), !315)
  %319 = xor i64 %318, %280, !dbg !316
  %320 = mul i64 %319, 1099511628211, !dbg !317
    #dbg_value(i64 8, !200, !DIExpression(), !315)
  store i64 %320, ptr @hash, align 8, !dbg !318, !tbaa !205
  %321 = tail call i32 @putchar(i32 10), !dbg !319
  %322 = load i64, ptr @hash, align 8, !tbaa !205
  br label %323, !dbg !320

323:                                              ; preds = %216, %283
  %324 = phi i64 [ %282, %216 ], [ %322, %283 ]
  %325 = add nsw i32 %218, -29, !dbg !321
  %326 = icmp ult i32 %325, -26, !dbg !321
  %327 = select i1 %326, i32 1, i32 5, !dbg !322
  %328 = add nuw nsw i32 %327, %218, !dbg !323
    #dbg_value(i32 %328, !142, !DIExpression(), !273)
  %329 = icmp ult i32 %328, 32, !dbg !324
  br i1 %329, label %216, label %214, !dbg !274, !llvm.loop !325

330:                                              ; preds = %519
  %331 = add nuw nsw i64 %4, 1, !dbg !328
    #dbg_value(i64 %331, !137, !DIExpression(), !169)
  %332 = icmp eq i64 %331, 14, !dbg !329
  br i1 %332, label %643, label %3, !dbg !170, !llvm.loop !330

333:                                              ; preds = %214, %519
  %334 = phi i64 [ 0, %214 ], [ %641, %519 ]
    #dbg_value(i64 %334, !148, !DIExpression(), !275)
  %335 = getelementptr inbounds [14 x i32], ptr %1, i64 0, i64 %334, !dbg !332
  %336 = load volatile i32, ptr %335, align 4, !dbg !332, !tbaa !172
    #dbg_value(i32 %336, !150, !DIExpression(), !333)
  %337 = sext i32 %336 to i64, !dbg !334
  %338 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i64 noundef %337), !dbg !335
  %339 = tail call fastcc i32 @f_add(i32 noundef %6, i32 noundef %336), !dbg !336
    #dbg_value(ptr @.str.14, !182, !DIExpression(), !337)
    #dbg_value(i32 %339, !189, !DIExpression(), !337)
  %340 = sext i32 %339 to i64, !dbg !339
  %341 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.28, ptr noundef nonnull @.str.14, i64 noundef %340), !dbg !340
    #dbg_value(i64 %340, !195, !DIExpression(), !341)
    #dbg_value(i32 0, !200, !DIExpression(), !343)
  %342 = load i64, ptr @hash, align 8, !tbaa !205
    #dbg_value(i32 0, !200, !DIExpression(), !343)
    #dbg_value(i64 0, !200, !DIExpression(), !343)
  %343 = and i64 %340, 255, !dbg !344
  %344 = xor i64 %342, %343, !dbg !345
  %345 = mul i64 %344, 1099511628211, !dbg !346
    #dbg_value(i64 1, !200, !DIExpression(), !343)
  %346 = lshr i64 %340, 8, !dbg !347
  %347 = and i64 %346, 255, !dbg !344
  %348 = xor i64 %345, %347, !dbg !345
  %349 = mul i64 %348, 1099511628211, !dbg !346
    #dbg_value(i64 2, !200, !DIExpression(), !343)
  %350 = lshr i64 %340, 16, !dbg !347
  %351 = and i64 %350, 255, !dbg !344
  %352 = xor i64 %349, %351, !dbg !345
  %353 = mul i64 %352, 1099511628211, !dbg !346
    #dbg_value(i64 3, !200, !DIExpression(), !343)
  %354 = lshr i64 %340, 24, !dbg !347
  %355 = and i64 %354, 255, !dbg !344
  %356 = xor i64 %353, %355, !dbg !345
  %357 = mul i64 %356, 1099511628211, !dbg !346
    #dbg_value(i64 4, !200, !DIExpression(), !343)
  %358 = lshr i64 %340, 32, !dbg !347
  %359 = and i64 %358, 255, !dbg !344
  %360 = xor i64 %357, %359, !dbg !345
  %361 = mul i64 %360, 1099511628211, !dbg !346
    #dbg_value(i64 5, !200, !DIExpression(), !343)
  %362 = lshr i64 %340, 40, !dbg !347
  %363 = and i64 %362, 255, !dbg !344
  %364 = xor i64 %361, %363, !dbg !345
  %365 = mul i64 %364, 1099511628211, !dbg !346
    #dbg_value(i64 6, !200, !DIExpression(), !343)
  %366 = lshr i64 %340, 48, !dbg !347
  %367 = and i64 %366, 255, !dbg !344
  %368 = xor i64 %365, %367, !dbg !345
  %369 = mul i64 %368, 1099511628211, !dbg !346
    #dbg_value(i64 7, !200, !DIExpression(), !343)
  %370 = lshr i64 %340, 56, !dbg !347
  %371 = xor i64 %369, %370, !dbg !345
  %372 = mul i64 %371, 1099511628211, !dbg !346
    #dbg_value(i64 8, !200, !DIExpression(), !343)
  store i64 %372, ptr @hash, align 8, !dbg !348, !tbaa !205
  %373 = tail call fastcc i32 @f_sub(i32 noundef %6, i32 noundef %336), !dbg !349
    #dbg_value(ptr @.str.15, !182, !DIExpression(), !350)
    #dbg_value(i32 %373, !189, !DIExpression(), !350)
  %374 = sext i32 %373 to i64, !dbg !352
  %375 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.28, ptr noundef nonnull @.str.15, i64 noundef %374), !dbg !353
    #dbg_value(i64 %374, !195, !DIExpression(), !354)
    #dbg_value(i32 0, !200, !DIExpression(), !356)
  %376 = load i64, ptr @hash, align 8, !tbaa !205
    #dbg_value(i32 0, !200, !DIExpression(), !356)
    #dbg_value(i64 0, !200, !DIExpression(), !356)
  %377 = and i64 %374, 255, !dbg !357
  %378 = xor i64 %376, %377, !dbg !358
  %379 = mul i64 %378, 1099511628211, !dbg !359
    #dbg_value(i64 1, !200, !DIExpression(), !356)
  %380 = lshr i64 %374, 8, !dbg !360
  %381 = and i64 %380, 255, !dbg !357
  %382 = xor i64 %379, %381, !dbg !358
  %383 = mul i64 %382, 1099511628211, !dbg !359
    #dbg_value(i64 2, !200, !DIExpression(), !356)
  %384 = lshr i64 %374, 16, !dbg !360
  %385 = and i64 %384, 255, !dbg !357
  %386 = xor i64 %383, %385, !dbg !358
  %387 = mul i64 %386, 1099511628211, !dbg !359
    #dbg_value(i64 3, !200, !DIExpression(), !356)
  %388 = lshr i64 %374, 24, !dbg !360
  %389 = and i64 %388, 255, !dbg !357
  %390 = xor i64 %387, %389, !dbg !358
  %391 = mul i64 %390, 1099511628211, !dbg !359
    #dbg_value(i64 4, !200, !DIExpression(), !356)
  %392 = lshr i64 %374, 32, !dbg !360
  %393 = and i64 %392, 255, !dbg !357
  %394 = xor i64 %391, %393, !dbg !358
  %395 = mul i64 %394, 1099511628211, !dbg !359
    #dbg_value(i64 5, !200, !DIExpression(), !356)
  %396 = lshr i64 %374, 40, !dbg !360
  %397 = and i64 %396, 255, !dbg !357
  %398 = xor i64 %395, %397, !dbg !358
  %399 = mul i64 %398, 1099511628211, !dbg !359
    #dbg_value(i64 6, !200, !DIExpression(), !356)
  %400 = lshr i64 %374, 48, !dbg !360
  %401 = and i64 %400, 255, !dbg !357
  %402 = xor i64 %399, %401, !dbg !358
  %403 = mul i64 %402, 1099511628211, !dbg !359
    #dbg_value(i64 7, !200, !DIExpression(), !356)
  %404 = lshr i64 %374, 56, !dbg !360
  %405 = xor i64 %403, %404, !dbg !358
  %406 = mul i64 %405, 1099511628211, !dbg !359
    #dbg_value(i64 8, !200, !DIExpression(), !356)
  store i64 %406, ptr @hash, align 8, !dbg !361, !tbaa !205
  %407 = tail call fastcc i32 @f_mul(i32 noundef %6, i32 noundef %336), !dbg !362
    #dbg_value(ptr @.str.16, !182, !DIExpression(), !363)
    #dbg_value(i32 %407, !189, !DIExpression(), !363)
  %408 = sext i32 %407 to i64, !dbg !365
  %409 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.28, ptr noundef nonnull @.str.16, i64 noundef %408), !dbg !366
    #dbg_value(i64 %408, !195, !DIExpression(), !367)
    #dbg_value(i32 0, !200, !DIExpression(), !369)
  %410 = load i64, ptr @hash, align 8, !tbaa !205
    #dbg_value(i32 0, !200, !DIExpression(), !369)
    #dbg_value(i64 0, !200, !DIExpression(), !369)
  %411 = and i64 %408, 255, !dbg !370
  %412 = xor i64 %410, %411, !dbg !371
  %413 = mul i64 %412, 1099511628211, !dbg !372
    #dbg_value(i64 1, !200, !DIExpression(), !369)
  %414 = lshr i64 %408, 8, !dbg !373
  %415 = and i64 %414, 255, !dbg !370
  %416 = xor i64 %413, %415, !dbg !371
  %417 = mul i64 %416, 1099511628211, !dbg !372
    #dbg_value(i64 2, !200, !DIExpression(), !369)
  %418 = lshr i64 %408, 16, !dbg !373
  %419 = and i64 %418, 255, !dbg !370
  %420 = xor i64 %417, %419, !dbg !371
  %421 = mul i64 %420, 1099511628211, !dbg !372
    #dbg_value(i64 3, !200, !DIExpression(), !369)
  %422 = lshr i64 %408, 24, !dbg !373
  %423 = and i64 %422, 255, !dbg !370
  %424 = xor i64 %421, %423, !dbg !371
  %425 = mul i64 %424, 1099511628211, !dbg !372
    #dbg_value(i64 4, !200, !DIExpression(), !369)
  %426 = lshr i64 %408, 32, !dbg !373
  %427 = and i64 %426, 255, !dbg !370
  %428 = xor i64 %425, %427, !dbg !371
  %429 = mul i64 %428, 1099511628211, !dbg !372
    #dbg_value(i64 5, !200, !DIExpression(), !369)
  %430 = lshr i64 %408, 40, !dbg !373
  %431 = and i64 %430, 255, !dbg !370
  %432 = xor i64 %429, %431, !dbg !371
  %433 = mul i64 %432, 1099511628211, !dbg !372
    #dbg_value(i64 6, !200, !DIExpression(), !369)
  %434 = lshr i64 %408, 48, !dbg !373
  %435 = and i64 %434, 255, !dbg !370
  %436 = xor i64 %433, %435, !dbg !371
  %437 = mul i64 %436, 1099511628211, !dbg !372
    #dbg_value(i64 7, !200, !DIExpression(), !369)
  %438 = lshr i64 %408, 56, !dbg !373
  %439 = xor i64 %437, %438, !dbg !371
  %440 = mul i64 %439, 1099511628211, !dbg !372
    #dbg_value(i64 8, !200, !DIExpression(), !369)
  store i64 %440, ptr @hash, align 8, !dbg !374, !tbaa !205
  %441 = icmp eq i32 %336, 0, !dbg !375
  %442 = icmp eq i32 %336, -1
  %443 = and i1 %215, %442
  %444 = select i1 %441, i1 true, i1 %443, !dbg !377
  br i1 %444, label %519, label %445, !dbg !377

445:                                              ; preds = %333
  %446 = tail call fastcc i32 @f_div(i32 noundef %6, i32 noundef %336), !dbg !378
    #dbg_value(ptr @.str.17, !182, !DIExpression(), !380)
    #dbg_value(i32 %446, !189, !DIExpression(), !380)
  %447 = sext i32 %446 to i64, !dbg !382
  %448 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.28, ptr noundef nonnull @.str.17, i64 noundef %447), !dbg !383
    #dbg_value(i64 %447, !195, !DIExpression(), !384)
    #dbg_value(i32 0, !200, !DIExpression(), !386)
  %449 = load i64, ptr @hash, align 8, !tbaa !205
    #dbg_value(i32 0, !200, !DIExpression(), !386)
    #dbg_value(i64 0, !200, !DIExpression(), !386)
  %450 = and i64 %447, 255, !dbg !387
  %451 = xor i64 %449, %450, !dbg !388
  %452 = mul i64 %451, 1099511628211, !dbg !389
    #dbg_value(i64 1, !200, !DIExpression(), !386)
  %453 = lshr i64 %447, 8, !dbg !390
  %454 = and i64 %453, 255, !dbg !387
  %455 = xor i64 %452, %454, !dbg !388
  %456 = mul i64 %455, 1099511628211, !dbg !389
    #dbg_value(i64 2, !200, !DIExpression(), !386)
  %457 = lshr i64 %447, 16, !dbg !390
  %458 = and i64 %457, 255, !dbg !387
  %459 = xor i64 %456, %458, !dbg !388
  %460 = mul i64 %459, 1099511628211, !dbg !389
    #dbg_value(i64 3, !200, !DIExpression(), !386)
  %461 = lshr i64 %447, 24, !dbg !390
  %462 = and i64 %461, 255, !dbg !387
  %463 = xor i64 %460, %462, !dbg !388
  %464 = mul i64 %463, 1099511628211, !dbg !389
    #dbg_value(i64 4, !200, !DIExpression(), !386)
  %465 = lshr i64 %447, 32, !dbg !390
  %466 = and i64 %465, 255, !dbg !387
  %467 = xor i64 %464, %466, !dbg !388
  %468 = mul i64 %467, 1099511628211, !dbg !389
    #dbg_value(i64 5, !200, !DIExpression(), !386)
  %469 = lshr i64 %447, 40, !dbg !390
  %470 = and i64 %469, 255, !dbg !387
  %471 = xor i64 %468, %470, !dbg !388
  %472 = mul i64 %471, 1099511628211, !dbg !389
    #dbg_value(i64 6, !200, !DIExpression(), !386)
  %473 = lshr i64 %447, 48, !dbg !390
  %474 = and i64 %473, 255, !dbg !387
  %475 = xor i64 %472, %474, !dbg !388
  %476 = mul i64 %475, 1099511628211, !dbg !389
    #dbg_value(i64 7, !200, !DIExpression(), !386)
  %477 = lshr i64 %447, 56, !dbg !390
  %478 = xor i64 %476, %477, !dbg !388
  %479 = mul i64 %478, 1099511628211, !dbg !389
    #dbg_value(i64 8, !200, !DIExpression(), !386)
  store i64 %479, ptr @hash, align 8, !dbg !391, !tbaa !205
  %480 = tail call fastcc i32 @f_rem(i32 noundef %6, i32 noundef %336), !dbg !392
    #dbg_value(ptr @.str.18, !182, !DIExpression(), !393)
    #dbg_value(i32 %480, !189, !DIExpression(), !393)
  %481 = sext i32 %480 to i64, !dbg !395
  %482 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.28, ptr noundef nonnull @.str.18, i64 noundef %481), !dbg !396
    #dbg_value(i64 %481, !195, !DIExpression(), !397)
    #dbg_value(i32 0, !200, !DIExpression(), !399)
  %483 = load i64, ptr @hash, align 8, !tbaa !205
    #dbg_value(i32 0, !200, !DIExpression(), !399)
    #dbg_value(i64 0, !200, !DIExpression(), !399)
  %484 = and i64 %481, 255, !dbg !400
  %485 = xor i64 %483, %484, !dbg !401
  %486 = mul i64 %485, 1099511628211, !dbg !402
    #dbg_value(i64 1, !200, !DIExpression(), !399)
  %487 = lshr i64 %481, 8, !dbg !403
  %488 = and i64 %487, 255, !dbg !400
  %489 = xor i64 %486, %488, !dbg !401
  %490 = mul i64 %489, 1099511628211, !dbg !402
    #dbg_value(i64 2, !200, !DIExpression(), !399)
  %491 = lshr i64 %481, 16, !dbg !403
  %492 = and i64 %491, 255, !dbg !400
  %493 = xor i64 %490, %492, !dbg !401
  %494 = mul i64 %493, 1099511628211, !dbg !402
    #dbg_value(i64 3, !200, !DIExpression(), !399)
  %495 = lshr i64 %481, 24, !dbg !403
  %496 = and i64 %495, 255, !dbg !400
  %497 = xor i64 %494, %496, !dbg !401
  %498 = mul i64 %497, 1099511628211, !dbg !402
    #dbg_value(i64 4, !200, !DIExpression(), !399)
  %499 = lshr i64 %481, 32, !dbg !403
  %500 = and i64 %499, 255, !dbg !400
  %501 = xor i64 %498, %500, !dbg !401
  %502 = mul i64 %501, 1099511628211, !dbg !402
    #dbg_value(i64 5, !200, !DIExpression(), !399)
  %503 = lshr i64 %481, 40, !dbg !403
  %504 = and i64 %503, 255, !dbg !400
  %505 = xor i64 %502, %504, !dbg !401
  %506 = mul i64 %505, 1099511628211, !dbg !402
    #dbg_value(i64 6, !200, !DIExpression(), !399)
  %507 = lshr i64 %481, 48, !dbg !403
  %508 = and i64 %507, 255, !dbg !400
  %509 = xor i64 %506, %508, !dbg !401
  %510 = mul i64 %509, 1099511628211, !dbg !402
    #dbg_value(i64 7, !200, !DIExpression(), !399)
  %511 = lshr i64 %481, 56, !dbg !403
  %512 = xor i64 %510, %511, !dbg !401
  %513 = mul i64 %512, 1099511628211, !dbg !402
    #dbg_value(i64 8, !200, !DIExpression(), !399)
  store i64 %513, ptr @hash, align 8, !dbg !404, !tbaa !205
  %514 = tail call fastcc i32 @f_mul(i32 noundef %446, i32 noundef %336), !dbg !405
  %515 = add i32 %514, %480, !dbg !407
  %516 = icmp eq i32 %515, %6, !dbg !408
  br i1 %516, label %519, label %517, !dbg !409

517:                                              ; preds = %445
  %518 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19), !dbg !410
  br label %519, !dbg !410

519:                                              ; preds = %445, %517, %333
  %520 = tail call fastcc i32 @f_and(i32 noundef %6, i32 noundef %336), !dbg !411
    #dbg_value(ptr @.str.20, !182, !DIExpression(), !412)
    #dbg_value(i32 %520, !189, !DIExpression(), !412)
  %521 = sext i32 %520 to i64, !dbg !414
  %522 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.28, ptr noundef nonnull @.str.20, i64 noundef %521), !dbg !415
    #dbg_value(i64 %521, !195, !DIExpression(), !416)
    #dbg_value(i32 0, !200, !DIExpression(), !418)
  %523 = load i64, ptr @hash, align 8, !tbaa !205
    #dbg_value(i64 0, !200, !DIExpression(), !418)
  %524 = and i64 %521, 255, !dbg !419
  %525 = xor i64 %523, %524, !dbg !420
  %526 = mul i64 %525, 1099511628211, !dbg !421
    #dbg_value(i64 1, !200, !DIExpression(), !418)
  %527 = lshr i64 %521, 8, !dbg !422
  %528 = and i64 %527, 255, !dbg !419
  %529 = xor i64 %526, %528, !dbg !420
  %530 = mul i64 %529, 1099511628211, !dbg !421
    #dbg_value(i64 2, !200, !DIExpression(), !418)
  %531 = lshr i64 %521, 16, !dbg !422
  %532 = and i64 %531, 255, !dbg !419
  %533 = xor i64 %530, %532, !dbg !420
  %534 = mul i64 %533, 1099511628211, !dbg !421
    #dbg_value(i64 3, !200, !DIExpression(), !418)
  %535 = lshr i64 %521, 24, !dbg !422
  %536 = and i64 %535, 255, !dbg !419
  %537 = xor i64 %534, %536, !dbg !420
  %538 = mul i64 %537, 1099511628211, !dbg !421
    #dbg_value(i64 4, !200, !DIExpression(), !418)
  %539 = lshr i64 %521, 32, !dbg !422
  %540 = and i64 %539, 255, !dbg !419
  %541 = xor i64 %538, %540, !dbg !420
  %542 = mul i64 %541, 1099511628211, !dbg !421
    #dbg_value(i64 5, !200, !DIExpression(), !418)
  %543 = lshr i64 %521, 40, !dbg !422
  %544 = and i64 %543, 255, !dbg !419
  %545 = xor i64 %542, %544, !dbg !420
  %546 = mul i64 %545, 1099511628211, !dbg !421
    #dbg_value(i64 6, !200, !DIExpression(), !418)
  %547 = lshr i64 %521, 48, !dbg !422
  %548 = and i64 %547, 255, !dbg !419
  %549 = xor i64 %546, %548, !dbg !420
  %550 = mul i64 %549, 1099511628211, !dbg !421
    #dbg_value(i64 7, !200, !DIExpression(), !418)
  %551 = lshr i64 %521, 56, !dbg !422
  %552 = xor i64 %550, %551, !dbg !420
  %553 = mul i64 %552, 1099511628211, !dbg !421
    #dbg_value(i64 8, !200, !DIExpression(), !418)
  store i64 %553, ptr @hash, align 8, !dbg !423, !tbaa !205
  %554 = tail call fastcc i32 @f_or(i32 noundef %6, i32 noundef %336), !dbg !424
    #dbg_value(ptr @.str.21, !182, !DIExpression(), !425)
    #dbg_value(i32 %554, !189, !DIExpression(), !425)
  %555 = sext i32 %554 to i64, !dbg !427
  %556 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.28, ptr noundef nonnull @.str.21, i64 noundef %555), !dbg !428
    #dbg_value(i64 %555, !195, !DIExpression(), !429)
    #dbg_value(i32 0, !200, !DIExpression(), !431)
  %557 = load i64, ptr @hash, align 8, !tbaa !205
    #dbg_value(i64 0, !200, !DIExpression(), !431)
  %558 = and i64 %555, 255, !dbg !432
  %559 = xor i64 %557, %558, !dbg !433
  %560 = mul i64 %559, 1099511628211, !dbg !434
    #dbg_value(i64 1, !200, !DIExpression(), !431)
  %561 = lshr i64 %555, 8, !dbg !435
  %562 = and i64 %561, 255, !dbg !432
  %563 = xor i64 %560, %562, !dbg !433
  %564 = mul i64 %563, 1099511628211, !dbg !434
    #dbg_value(i64 2, !200, !DIExpression(), !431)
  %565 = lshr i64 %555, 16, !dbg !435
  %566 = and i64 %565, 255, !dbg !432
  %567 = xor i64 %564, %566, !dbg !433
  %568 = mul i64 %567, 1099511628211, !dbg !434
    #dbg_value(i64 3, !200, !DIExpression(), !431)
  %569 = lshr i64 %555, 24, !dbg !435
  %570 = and i64 %569, 255, !dbg !432
  %571 = xor i64 %568, %570, !dbg !433
  %572 = mul i64 %571, 1099511628211, !dbg !434
    #dbg_value(i64 4, !200, !DIExpression(), !431)
  %573 = lshr i64 %555, 32, !dbg !435
  %574 = and i64 %573, 255, !dbg !432
  %575 = xor i64 %572, %574, !dbg !433
  %576 = mul i64 %575, 1099511628211, !dbg !434
    #dbg_value(i64 5, !200, !DIExpression(), !431)
  %577 = lshr i64 %555, 40, !dbg !435
  %578 = and i64 %577, 255, !dbg !432
  %579 = xor i64 %576, %578, !dbg !433
  %580 = mul i64 %579, 1099511628211, !dbg !434
    #dbg_value(i64 6, !200, !DIExpression(), !431)
  %581 = lshr i64 %555, 48, !dbg !435
  %582 = and i64 %581, 255, !dbg !432
  %583 = xor i64 %580, %582, !dbg !433
  %584 = mul i64 %583, 1099511628211, !dbg !434
    #dbg_value(i64 7, !200, !DIExpression(), !431)
  %585 = lshr i64 %555, 56, !dbg !435
  %586 = xor i64 %584, %585, !dbg !433
  %587 = mul i64 %586, 1099511628211, !dbg !434
    #dbg_value(i64 8, !200, !DIExpression(), !431)
  store i64 %587, ptr @hash, align 8, !dbg !436, !tbaa !205
  %588 = tail call fastcc i32 @f_xor(i32 noundef %6, i32 noundef %336), !dbg !437
    #dbg_value(ptr @.str.22, !182, !DIExpression(), !438)
    #dbg_value(i32 %588, !189, !DIExpression(), !438)
  %589 = sext i32 %588 to i64, !dbg !440
  %590 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.28, ptr noundef nonnull @.str.22, i64 noundef %589), !dbg !441
    #dbg_value(i64 %589, !195, !DIExpression(), !442)
    #dbg_value(i32 0, !200, !DIExpression(), !444)
  %591 = load i64, ptr @hash, align 8, !tbaa !205
    #dbg_value(i64 0, !200, !DIExpression(), !444)
  %592 = and i64 %589, 255, !dbg !445
  %593 = xor i64 %591, %592, !dbg !446
  %594 = mul i64 %593, 1099511628211, !dbg !447
    #dbg_value(i64 1, !200, !DIExpression(), !444)
  %595 = lshr i64 %589, 8, !dbg !448
  %596 = and i64 %595, 255, !dbg !445
  %597 = xor i64 %594, %596, !dbg !446
  %598 = mul i64 %597, 1099511628211, !dbg !447
    #dbg_value(i64 2, !200, !DIExpression(), !444)
  %599 = lshr i64 %589, 16, !dbg !448
  %600 = and i64 %599, 255, !dbg !445
  %601 = xor i64 %598, %600, !dbg !446
  %602 = mul i64 %601, 1099511628211, !dbg !447
    #dbg_value(i64 3, !200, !DIExpression(), !444)
  %603 = lshr i64 %589, 24, !dbg !448
  %604 = and i64 %603, 255, !dbg !445
  %605 = xor i64 %602, %604, !dbg !446
  %606 = mul i64 %605, 1099511628211, !dbg !447
    #dbg_value(i64 4, !200, !DIExpression(), !444)
  %607 = lshr i64 %589, 32, !dbg !448
  %608 = and i64 %607, 255, !dbg !445
  %609 = xor i64 %606, %608, !dbg !446
  %610 = mul i64 %609, 1099511628211, !dbg !447
    #dbg_value(i64 5, !200, !DIExpression(), !444)
  %611 = lshr i64 %589, 40, !dbg !448
  %612 = and i64 %611, 255, !dbg !445
  %613 = xor i64 %610, %612, !dbg !446
  %614 = mul i64 %613, 1099511628211, !dbg !447
    #dbg_value(i64 6, !200, !DIExpression(), !444)
  %615 = lshr i64 %589, 48, !dbg !448
  %616 = and i64 %615, 255, !dbg !445
  %617 = xor i64 %614, %616, !dbg !446
  %618 = mul i64 %617, 1099511628211, !dbg !447
    #dbg_value(i64 7, !200, !DIExpression(), !444)
  %619 = lshr i64 %589, 56, !dbg !448
  %620 = xor i64 %618, %619, !dbg !446
  %621 = mul i64 %620, 1099511628211, !dbg !447
    #dbg_value(i64 8, !200, !DIExpression(), !444)
  store i64 %621, ptr @hash, align 8, !dbg !449, !tbaa !205
  %622 = tail call fastcc i32 @f_lt(i32 noundef %6, i32 noundef %336), !dbg !450
  %623 = tail call fastcc i32 @f_le(i32 noundef %6, i32 noundef %336), !dbg !451
  %624 = tail call fastcc i32 @f_eq(i32 noundef %6, i32 noundef %336), !dbg !452
  %625 = icmp ne i32 %6, %336, !dbg !453
  %626 = zext i1 %625 to i32, !dbg !453
  %627 = icmp sgt i32 %6, %336, !dbg !454
  %628 = zext i1 %627 to i32, !dbg !454
  %629 = icmp sge i32 %6, %336, !dbg !455
  %630 = zext i1 %629 to i32, !dbg !455
  %631 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef %622, i32 noundef %623, i32 noundef %624, i32 noundef %626, i32 noundef %628, i32 noundef %630), !dbg !456
  %632 = shl nuw nsw i32 %622, 2, !dbg !457
  %633 = shl nuw nsw i32 %623, 1, !dbg !458
  %634 = or disjoint i32 %633, %632, !dbg !459
  %635 = or disjoint i32 %634, %624, !dbg !460
  %636 = zext nneg i32 %635 to i64, !dbg !461
    #dbg_value(i32 %635, !195, !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_stack_value), !462)
    #dbg_value(i32 0, !200, !DIExpression(), !464)
  %637 = load i64, ptr @hash, align 8, !tbaa !205
    #dbg_value(i64 0, !200, !DIExpression(), !464)
  %638 = xor i64 %637, %636, !dbg !465
    #dbg_value(i64 7, !200, !DIExpression(), !464)
  %639 = mul i64 %638, 2232315406967589409, !dbg !466
    #dbg_value(i64 8, !200, !DIExpression(), !464)
  store i64 %639, ptr @hash, align 8, !dbg !467, !tbaa !205
  %640 = tail call i32 @putchar(i32 10), !dbg !468
  %641 = add nuw nsw i64 %334, 1, !dbg !469
    #dbg_value(i64 %641, !148, !DIExpression(), !275)
  %642 = icmp eq i64 %641, 14, !dbg !470
  br i1 %642, label %330, label %333, !dbg !276, !llvm.loop !471

643:                                              ; preds = %330, %643
  %644 = phi i64 [ %683, %643 ], [ 0, %330 ]
    #dbg_value(i64 %644, !157, !DIExpression(), !473)
  %645 = getelementptr inbounds [16 x i64], ptr @__const.main.wides, i64 0, i64 %644, !dbg !474
  %646 = load i64, ptr %645, align 8, !dbg !474, !tbaa !477
  %647 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.24, i64 noundef %646), !dbg !479
  %648 = tail call fastcc i32 @f_narrow(i64 noundef %646), !dbg !480
    #dbg_value(ptr @.str.25, !182, !DIExpression(), !481)
    #dbg_value(i32 %648, !189, !DIExpression(), !481)
  %649 = sext i32 %648 to i64, !dbg !483
  %650 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.28, ptr noundef nonnull @.str.25, i64 noundef %649), !dbg !484
    #dbg_value(i64 %649, !195, !DIExpression(), !485)
    #dbg_value(i32 0, !200, !DIExpression(), !487)
  %651 = load i64, ptr @hash, align 8, !tbaa !205
    #dbg_value(i64 0, !200, !DIExpression(), !487)
  %652 = and i64 %649, 255, !dbg !488
  %653 = xor i64 %651, %652, !dbg !489
  %654 = mul i64 %653, 1099511628211, !dbg !490
    #dbg_value(i64 1, !200, !DIExpression(), !487)
  %655 = lshr i64 %649, 8, !dbg !491
  %656 = and i64 %655, 255, !dbg !488
  %657 = xor i64 %654, %656, !dbg !489
  %658 = mul i64 %657, 1099511628211, !dbg !490
    #dbg_value(i64 2, !200, !DIExpression(), !487)
  %659 = lshr i64 %649, 16, !dbg !491
  %660 = and i64 %659, 255, !dbg !488
  %661 = xor i64 %658, %660, !dbg !489
  %662 = mul i64 %661, 1099511628211, !dbg !490
    #dbg_value(i64 3, !200, !DIExpression(), !487)
  %663 = lshr i64 %649, 24, !dbg !491
  %664 = and i64 %663, 255, !dbg !488
  %665 = xor i64 %662, %664, !dbg !489
  %666 = mul i64 %665, 1099511628211, !dbg !490
    #dbg_value(i64 4, !200, !DIExpression(), !487)
  %667 = lshr i64 %649, 32, !dbg !491
  %668 = and i64 %667, 255, !dbg !488
  %669 = xor i64 %666, %668, !dbg !489
  %670 = mul i64 %669, 1099511628211, !dbg !490
    #dbg_value(i64 5, !200, !DIExpression(), !487)
  %671 = lshr i64 %649, 40, !dbg !491
  %672 = and i64 %671, 255, !dbg !488
  %673 = xor i64 %670, %672, !dbg !489
  %674 = mul i64 %673, 1099511628211, !dbg !490
    #dbg_value(i64 6, !200, !DIExpression(), !487)
  %675 = lshr i64 %649, 48, !dbg !491
  %676 = and i64 %675, 255, !dbg !488
  %677 = xor i64 %674, %676, !dbg !489
  %678 = mul i64 %677, 1099511628211, !dbg !490
    #dbg_value(i64 7, !200, !DIExpression(), !487)
  %679 = lshr i64 %649, 56, !dbg !491
  %680 = xor i64 %678, %679, !dbg !489
  %681 = mul i64 %680, 1099511628211, !dbg !490
    #dbg_value(i64 8, !200, !DIExpression(), !487)
  store i64 %681, ptr @hash, align 8, !dbg !492, !tbaa !205
  %682 = tail call i32 @putchar(i32 10), !dbg !493
  %683 = add nuw nsw i64 %644, 1, !dbg !494
    #dbg_value(i64 %683, !157, !DIExpression(), !473)
  %684 = icmp eq i64 %683, 16, !dbg !495
  br i1 %684, label %685, label %643, !dbg !496, !llvm.loop !497

685:                                              ; preds = %643
    #dbg_value(i32 undef, !159, !DIExpression(), !163)
    #dbg_value(ptr @.str.26, !182, !DIExpression(), !499)
    #dbg_value(i32 2061427957, !189, !DIExpression(), !499)
  %686 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.28, ptr noundef nonnull @.str.26, i64 noundef 2061427957), !dbg !501
    #dbg_value(i64 2061427957, !195, !DIExpression(), !502)
    #dbg_value(i32 0, !200, !DIExpression(), !504)
  %687 = load i64, ptr @hash, align 8, !tbaa !205
    #dbg_value(i32 0, !200, !DIExpression(), !504)
    #dbg_value(i64 0, !200, !DIExpression(), !504)
  %688 = xor i64 %687, 245, !dbg !505
  %689 = mul i64 %688, 1099511628211, !dbg !506
    #dbg_value(i64 1, !200, !DIExpression(), !504)
  %690 = xor i64 %689, 228, !dbg !505
  %691 = mul i64 %690, 1099511628211, !dbg !506
    #dbg_value(i64 2, !200, !DIExpression(), !504)
  %692 = xor i64 %691, 222, !dbg !505
  %693 = mul i64 %692, 1099511628211, !dbg !506
    #dbg_value(i64 3, !200, !DIExpression(), !504)
  %694 = xor i64 %693, 122, !dbg !505
    #dbg_value(i64 4, !200, !DIExpression(), !504)
    #dbg_value(i64 5, !200, !DIExpression(), !504)
    #dbg_value(i64 6, !200, !DIExpression(), !504)
    #dbg_value(i64 7, !200, !DIExpression(), !504)
  %695 = mul i64 %694, 913917546033277539, !dbg !506
    #dbg_value(i64 8, !200, !DIExpression(), !504)
  store i64 %695, ptr @hash, align 8, !dbg !507, !tbaa !205
  %696 = tail call i32 @putchar(i32 10), !dbg !508
  %697 = load i64, ptr @hash, align 8, !dbg !509, !tbaa !205
  %698 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.27, i64 noundef %697), !dbg !510
  %699 = load i64, ptr @hash, align 8, !dbg !511, !tbaa !205
  %700 = urem i64 %699, 7, !dbg !512
  %701 = trunc nuw nsw i64 %700 to i32, !dbg !513
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %1) #6, !dbg !514
  ret i32 %701, !dbg !514
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
define internal fastcc range(i64 -2147483648, 2147483648) i64 @f_widen(i32 noundef %0) unnamed_addr #4 !dbg !528 {
    #dbg_value(i32 %0, !532, !DIExpression(), !533)
  %2 = sext i32 %0 to i64, !dbg !534
  ret i64 %2, !dbg !535
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i64 -2147483648, 2147483648) i64 @f_uwiden(i32 noundef %0) unnamed_addr #4 !dbg !536 {
    #dbg_value(i32 %0, !540, !DIExpression(), !541)
  %2 = sext i32 %0 to i64, !dbg !542
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
  %3 = ashr i32 %0, %1, !dbg !574
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
  %3 = sdiv i32 %0, %1, !dbg !588
  ret i32 %3, !dbg !589
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i32 -2147483647, -2147483648) i32 @f_rem(i32 noundef %0, i32 noundef %1) unnamed_addr #4 !dbg !590 {
    #dbg_value(i32 %0, !592, !DIExpression(), !594)
    #dbg_value(i32 %1, !593, !DIExpression(), !594)
  %3 = srem i32 %0, %1, !dbg !595
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
  %3 = icmp slt i32 %0, %1, !dbg !625
  %4 = zext i1 %3 to i32, !dbg !625
  ret i32 %4, !dbg !626
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i32 0, 2) i32 @f_le(i32 noundef %0, i32 noundef %1) unnamed_addr #4 !dbg !627 {
    #dbg_value(i32 %0, !629, !DIExpression(), !631)
    #dbg_value(i32 %1, !630, !DIExpression(), !631)
  %3 = icmp sle i32 %0, %1, !dbg !632
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
!2 = !DIFile(filename: "programs/int_edges_i32.c", directory: ".", checksumkind: CSK_MD5, checksum: "9fccca2191d3e001e6fe437a65d317b5")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 232, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 29)
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
!101 = !{!102, !103, !104, !105, !106}
!102 = !DIDerivedType(tag: DW_TAG_typedef, name: "T", file: !2, line: 7, baseType: !103)
!103 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!104 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!105 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!106 = !DIDerivedType(tag: DW_TAG_typedef, name: "UT", file: !2, line: 8, baseType: !107)
!107 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!108 = !{!0, !7, !12, !17, !22, !27, !29, !31, !33, !38, !43, !45, !109, !47, !52, !57, !59, !61, !63, !65, !70, !72, !74, !76, !81, !86, !91, !93, !111, !98}
!109 = !DIGlobalVariableExpression(var: !110, expr: !DIExpression())
!110 = distinct !DIGlobalVariable(scope: null, file: !2, line: 61, type: !54, isLocal: true, isDefinition: true)
!111 = !DIGlobalVariableExpression(var: !112, expr: !DIExpression())
!112 = distinct !DIGlobalVariable(scope: null, file: !2, line: 38, type: !113, isLocal: true, isDefinition: true)
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
!131 = !{!103}
!132 = !{!133, !136, !137, !139, !142, !144, !147, !148, !150, !153, !157, !159, !160}
!133 = !DILocalVariable(name: "vals", scope: !129, file: !2, line: 44, type: !134)
!134 = !DICompositeType(tag: DW_TAG_array_type, baseType: !135, size: 448, elements: !96)
!135 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !102)
!136 = !DILocalVariable(name: "n", scope: !129, file: !2, line: 46, type: !103)
!137 = !DILocalVariable(name: "i", scope: !138, file: !2, line: 48, type: !103)
!138 = distinct !DILexicalBlock(scope: !129, file: !2, line: 48, column: 5)
!139 = !DILocalVariable(name: "a", scope: !140, file: !2, line: 49, type: !102)
!140 = distinct !DILexicalBlock(scope: !141, file: !2, line: 48, column: 33)
!141 = distinct !DILexicalBlock(scope: !138, file: !2, line: 48, column: 5)
!142 = !DILocalVariable(name: "s", scope: !143, file: !2, line: 58, type: !103)
!143 = distinct !DILexicalBlock(scope: !140, file: !2, line: 58, column: 9)
!144 = !DILocalVariable(name: "l", scope: !145, file: !2, line: 59, type: !102)
!145 = distinct !DILexicalBlock(scope: !146, file: !2, line: 58, column: 67)
!146 = distinct !DILexicalBlock(scope: !143, file: !2, line: 58, column: 9)
!147 = !DILocalVariable(name: "r", scope: !145, file: !2, line: 59, type: !102)
!148 = !DILocalVariable(name: "j", scope: !149, file: !2, line: 63, type: !103)
!149 = distinct !DILexicalBlock(scope: !140, file: !2, line: 63, column: 9)
!150 = !DILocalVariable(name: "b", scope: !151, file: !2, line: 64, type: !102)
!151 = distinct !DILexicalBlock(scope: !152, file: !2, line: 63, column: 37)
!152 = distinct !DILexicalBlock(scope: !149, file: !2, line: 63, column: 9)
!153 = !DILocalVariable(name: "wides", scope: !129, file: !2, line: 79, type: !154)
!154 = !DICompositeType(tag: DW_TAG_array_type, baseType: !104, size: 1024, elements: !155)
!155 = !{!156}
!156 = !DISubrange(count: 16)
!157 = !DILocalVariable(name: "i", scope: !158, file: !2, line: 81, type: !107)
!158 = distinct !DILexicalBlock(scope: !129, file: !2, line: 81, column: 5)
!159 = !DILocalVariable(name: "acc", scope: !129, file: !2, line: 85, type: !102)
!160 = !DILocalVariable(name: "k", scope: !161, file: !2, line: 86, type: !103)
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
!178 = !DILocation(line: 50, column: 52, scope: !179)
!179 = distinct !DILexicalBlock(scope: !140, file: !2, line: 50, column: 27)
!180 = !DILocation(line: 50, column: 37, scope: !179)
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
!192 = !DILocation(line: 38, column: 44, scope: !193, inlinedAt: !191)
!193 = distinct !DILexicalBlock(scope: !183, file: !2, line: 38, column: 9)
!194 = !DILocation(line: 38, column: 19, scope: !193, inlinedAt: !191)
!195 = !DILocalVariable(name: "v", arg: 1, scope: !196, file: !2, line: 15, type: !105)
!196 = distinct !DISubprogram(name: "mix", scope: !2, file: !2, line: 15, type: !197, scopeLine: 15, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !100, retainedNodes: !199)
!197 = !DISubroutineType(types: !198)
!198 = !{null, !105}
!199 = !{!195, !200}
!200 = !DILocalVariable(name: "i", scope: !201, file: !2, line: 16, type: !103)
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
!235 = !DILocation(line: 38, column: 44, scope: !193, inlinedAt: !234)
!236 = !DILocation(line: 38, column: 19, scope: !193, inlinedAt: !234)
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
!248 = !DILocation(line: 38, column: 44, scope: !193, inlinedAt: !247)
!249 = !DILocation(line: 38, column: 19, scope: !193, inlinedAt: !247)
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
!261 = !DILocation(line: 38, column: 44, scope: !193, inlinedAt: !260)
!262 = !DILocation(line: 38, column: 19, scope: !193, inlinedAt: !260)
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
!275 = !DILocation(line: 0, scope: !149)
!276 = !DILocation(line: 63, column: 9, scope: !149)
!277 = !DILocation(line: 59, column: 19, scope: !145)
!278 = !DILocation(line: 0, scope: !145)
!279 = !DILocation(line: 59, column: 36, scope: !145)
!280 = !DILocation(line: 60, column: 17, scope: !145)
!281 = !DILocation(line: 0, scope: !196, inlinedAt: !282)
!282 = distinct !DILocation(line: 60, column: 13, scope: !145)
!283 = !DILocation(line: 0, scope: !201, inlinedAt: !282)
!284 = !DILocation(line: 16, column: 58, scope: !208, inlinedAt: !282)
!285 = !DILocation(line: 16, column: 40, scope: !208, inlinedAt: !282)
!286 = !DILocation(line: 16, column: 71, scope: !208, inlinedAt: !282)
!287 = !DILocation(line: 16, column: 46, scope: !208, inlinedAt: !282)
!288 = !DILocation(line: 60, column: 45, scope: !145)
!289 = !DILocation(line: 0, scope: !196, inlinedAt: !290)
!290 = distinct !DILocation(line: 60, column: 41, scope: !145)
!291 = !DILocation(line: 0, scope: !201, inlinedAt: !290)
!292 = !DILocation(line: 16, column: 58, scope: !208, inlinedAt: !290)
!293 = !DILocation(line: 16, column: 40, scope: !208, inlinedAt: !290)
!294 = !DILocation(line: 16, column: 71, scope: !208, inlinedAt: !290)
!295 = !DILocation(line: 16, column: 46, scope: !208, inlinedAt: !290)
!296 = !DILocation(line: 16, scope: !208, inlinedAt: !290)
!297 = !DILocation(line: 61, column: 24, scope: !298)
!298 = distinct !DILexicalBlock(scope: !145, file: !2, line: 61, column: 17)
!299 = !DILocation(line: 61, column: 41, scope: !300)
!300 = distinct !DILexicalBlock(scope: !298, file: !2, line: 61, column: 39)
!301 = !DILocation(line: 0, scope: !183, inlinedAt: !302)
!302 = distinct !DILocation(line: 61, column: 62, scope: !300)
!303 = !DILocation(line: 38, column: 19, scope: !193, inlinedAt: !302)
!304 = !DILocation(line: 0, scope: !196, inlinedAt: !305)
!305 = distinct !DILocation(line: 40, column: 5, scope: !183, inlinedAt: !302)
!306 = !DILocation(line: 0, scope: !201, inlinedAt: !305)
!307 = !DILocation(line: 16, column: 40, scope: !208, inlinedAt: !305)
!308 = !DILocation(line: 16, column: 71, scope: !208, inlinedAt: !305)
!309 = !DILocation(line: 16, scope: !208, inlinedAt: !305)
!310 = !DILocation(line: 0, scope: !183, inlinedAt: !311)
!311 = distinct !DILocation(line: 61, column: 76, scope: !300)
!312 = !DILocation(line: 38, column: 19, scope: !193, inlinedAt: !311)
!313 = !DILocation(line: 0, scope: !196, inlinedAt: !314)
!314 = distinct !DILocation(line: 40, column: 5, scope: !183, inlinedAt: !311)
!315 = !DILocation(line: 0, scope: !201, inlinedAt: !314)
!316 = !DILocation(line: 16, column: 40, scope: !208, inlinedAt: !314)
!317 = !DILocation(line: 16, column: 71, scope: !208, inlinedAt: !314)
!318 = !DILocation(line: 16, scope: !208, inlinedAt: !314)
!319 = !DILocation(line: 61, column: 90, scope: !300)
!320 = !DILocation(line: 61, column: 104, scope: !300)
!321 = !DILocation(line: 58, column: 44, scope: !146)
!322 = !DILocation(line: 58, column: 37, scope: !146)
!323 = !DILocation(line: 58, column: 34, scope: !146)
!324 = !DILocation(line: 58, column: 27, scope: !146)
!325 = distinct !{!325, !274, !326, !327}
!326 = !DILocation(line: 62, column: 9, scope: !143)
!327 = !{!"llvm.loop.mustprogress"}
!328 = !DILocation(line: 48, column: 29, scope: !141)
!329 = !DILocation(line: 48, column: 23, scope: !141)
!330 = distinct !{!330, !170, !331, !327}
!331 = !DILocation(line: 77, column: 5, scope: !138)
!332 = !DILocation(line: 64, column: 19, scope: !151)
!333 = !DILocation(line: 0, scope: !151)
!334 = !DILocation(line: 65, column: 31, scope: !151)
!335 = !DILocation(line: 65, column: 13, scope: !151)
!336 = !DILocation(line: 66, column: 21, scope: !151)
!337 = !DILocation(line: 0, scope: !183, inlinedAt: !338)
!338 = distinct !DILocation(line: 66, column: 13, scope: !151)
!339 = !DILocation(line: 38, column: 44, scope: !193, inlinedAt: !338)
!340 = !DILocation(line: 38, column: 19, scope: !193, inlinedAt: !338)
!341 = !DILocation(line: 0, scope: !196, inlinedAt: !342)
!342 = distinct !DILocation(line: 40, column: 5, scope: !183, inlinedAt: !338)
!343 = !DILocation(line: 0, scope: !201, inlinedAt: !342)
!344 = !DILocation(line: 16, column: 58, scope: !208, inlinedAt: !342)
!345 = !DILocation(line: 16, column: 40, scope: !208, inlinedAt: !342)
!346 = !DILocation(line: 16, column: 71, scope: !208, inlinedAt: !342)
!347 = !DILocation(line: 16, column: 46, scope: !208, inlinedAt: !342)
!348 = !DILocation(line: 16, scope: !208, inlinedAt: !342)
!349 = !DILocation(line: 66, column: 43, scope: !151)
!350 = !DILocation(line: 0, scope: !183, inlinedAt: !351)
!351 = distinct !DILocation(line: 66, column: 35, scope: !151)
!352 = !DILocation(line: 38, column: 44, scope: !193, inlinedAt: !351)
!353 = !DILocation(line: 38, column: 19, scope: !193, inlinedAt: !351)
!354 = !DILocation(line: 0, scope: !196, inlinedAt: !355)
!355 = distinct !DILocation(line: 40, column: 5, scope: !183, inlinedAt: !351)
!356 = !DILocation(line: 0, scope: !201, inlinedAt: !355)
!357 = !DILocation(line: 16, column: 58, scope: !208, inlinedAt: !355)
!358 = !DILocation(line: 16, column: 40, scope: !208, inlinedAt: !355)
!359 = !DILocation(line: 16, column: 71, scope: !208, inlinedAt: !355)
!360 = !DILocation(line: 16, column: 46, scope: !208, inlinedAt: !355)
!361 = !DILocation(line: 16, scope: !208, inlinedAt: !355)
!362 = !DILocation(line: 66, column: 65, scope: !151)
!363 = !DILocation(line: 0, scope: !183, inlinedAt: !364)
!364 = distinct !DILocation(line: 66, column: 57, scope: !151)
!365 = !DILocation(line: 38, column: 44, scope: !193, inlinedAt: !364)
!366 = !DILocation(line: 38, column: 19, scope: !193, inlinedAt: !364)
!367 = !DILocation(line: 0, scope: !196, inlinedAt: !368)
!368 = distinct !DILocation(line: 40, column: 5, scope: !183, inlinedAt: !364)
!369 = !DILocation(line: 0, scope: !201, inlinedAt: !368)
!370 = !DILocation(line: 16, column: 58, scope: !208, inlinedAt: !368)
!371 = !DILocation(line: 16, column: 40, scope: !208, inlinedAt: !368)
!372 = !DILocation(line: 16, column: 71, scope: !208, inlinedAt: !368)
!373 = !DILocation(line: 16, column: 46, scope: !208, inlinedAt: !368)
!374 = !DILocation(line: 16, scope: !208, inlinedAt: !368)
!375 = !DILocation(line: 67, column: 19, scope: !376)
!376 = distinct !DILexicalBlock(scope: !151, file: !2, line: 67, column: 17)
!377 = !DILocation(line: 67, column: 24, scope: !376)
!378 = !DILocation(line: 68, column: 25, scope: !379)
!379 = distinct !DILexicalBlock(scope: !376, file: !2, line: 67, column: 95)
!380 = !DILocation(line: 0, scope: !183, inlinedAt: !381)
!381 = distinct !DILocation(line: 68, column: 17, scope: !379)
!382 = !DILocation(line: 38, column: 44, scope: !193, inlinedAt: !381)
!383 = !DILocation(line: 38, column: 19, scope: !193, inlinedAt: !381)
!384 = !DILocation(line: 0, scope: !196, inlinedAt: !385)
!385 = distinct !DILocation(line: 40, column: 5, scope: !183, inlinedAt: !381)
!386 = !DILocation(line: 0, scope: !201, inlinedAt: !385)
!387 = !DILocation(line: 16, column: 58, scope: !208, inlinedAt: !385)
!388 = !DILocation(line: 16, column: 40, scope: !208, inlinedAt: !385)
!389 = !DILocation(line: 16, column: 71, scope: !208, inlinedAt: !385)
!390 = !DILocation(line: 16, column: 46, scope: !208, inlinedAt: !385)
!391 = !DILocation(line: 16, scope: !208, inlinedAt: !385)
!392 = !DILocation(line: 68, column: 47, scope: !379)
!393 = !DILocation(line: 0, scope: !183, inlinedAt: !394)
!394 = distinct !DILocation(line: 68, column: 39, scope: !379)
!395 = !DILocation(line: 38, column: 44, scope: !193, inlinedAt: !394)
!396 = !DILocation(line: 38, column: 19, scope: !193, inlinedAt: !394)
!397 = !DILocation(line: 0, scope: !196, inlinedAt: !398)
!398 = distinct !DILocation(line: 40, column: 5, scope: !183, inlinedAt: !394)
!399 = !DILocation(line: 0, scope: !201, inlinedAt: !398)
!400 = !DILocation(line: 16, column: 58, scope: !208, inlinedAt: !398)
!401 = !DILocation(line: 16, column: 40, scope: !208, inlinedAt: !398)
!402 = !DILocation(line: 16, column: 71, scope: !208, inlinedAt: !398)
!403 = !DILocation(line: 16, column: 46, scope: !208, inlinedAt: !398)
!404 = !DILocation(line: 16, scope: !208, inlinedAt: !398)
!405 = !DILocation(line: 70, column: 29, scope: !406)
!406 = distinct !DILexicalBlock(scope: !379, file: !2, line: 70, column: 21)
!407 = !DILocation(line: 70, column: 51, scope: !406)
!408 = !DILocation(line: 70, column: 70, scope: !406)
!409 = !DILocation(line: 70, column: 21, scope: !379)
!410 = !DILocation(line: 70, column: 76, scope: !406)
!411 = !DILocation(line: 72, column: 21, scope: !151)
!412 = !DILocation(line: 0, scope: !183, inlinedAt: !413)
!413 = distinct !DILocation(line: 72, column: 13, scope: !151)
!414 = !DILocation(line: 38, column: 44, scope: !193, inlinedAt: !413)
!415 = !DILocation(line: 38, column: 19, scope: !193, inlinedAt: !413)
!416 = !DILocation(line: 0, scope: !196, inlinedAt: !417)
!417 = distinct !DILocation(line: 40, column: 5, scope: !183, inlinedAt: !413)
!418 = !DILocation(line: 0, scope: !201, inlinedAt: !417)
!419 = !DILocation(line: 16, column: 58, scope: !208, inlinedAt: !417)
!420 = !DILocation(line: 16, column: 40, scope: !208, inlinedAt: !417)
!421 = !DILocation(line: 16, column: 71, scope: !208, inlinedAt: !417)
!422 = !DILocation(line: 16, column: 46, scope: !208, inlinedAt: !417)
!423 = !DILocation(line: 16, scope: !208, inlinedAt: !417)
!424 = !DILocation(line: 72, column: 43, scope: !151)
!425 = !DILocation(line: 0, scope: !183, inlinedAt: !426)
!426 = distinct !DILocation(line: 72, column: 35, scope: !151)
!427 = !DILocation(line: 38, column: 44, scope: !193, inlinedAt: !426)
!428 = !DILocation(line: 38, column: 19, scope: !193, inlinedAt: !426)
!429 = !DILocation(line: 0, scope: !196, inlinedAt: !430)
!430 = distinct !DILocation(line: 40, column: 5, scope: !183, inlinedAt: !426)
!431 = !DILocation(line: 0, scope: !201, inlinedAt: !430)
!432 = !DILocation(line: 16, column: 58, scope: !208, inlinedAt: !430)
!433 = !DILocation(line: 16, column: 40, scope: !208, inlinedAt: !430)
!434 = !DILocation(line: 16, column: 71, scope: !208, inlinedAt: !430)
!435 = !DILocation(line: 16, column: 46, scope: !208, inlinedAt: !430)
!436 = !DILocation(line: 16, scope: !208, inlinedAt: !430)
!437 = !DILocation(line: 72, column: 64, scope: !151)
!438 = !DILocation(line: 0, scope: !183, inlinedAt: !439)
!439 = distinct !DILocation(line: 72, column: 56, scope: !151)
!440 = !DILocation(line: 38, column: 44, scope: !193, inlinedAt: !439)
!441 = !DILocation(line: 38, column: 19, scope: !193, inlinedAt: !439)
!442 = !DILocation(line: 0, scope: !196, inlinedAt: !443)
!443 = distinct !DILocation(line: 40, column: 5, scope: !183, inlinedAt: !439)
!444 = !DILocation(line: 0, scope: !201, inlinedAt: !443)
!445 = !DILocation(line: 16, column: 58, scope: !208, inlinedAt: !443)
!446 = !DILocation(line: 16, column: 40, scope: !208, inlinedAt: !443)
!447 = !DILocation(line: 16, column: 71, scope: !208, inlinedAt: !443)
!448 = !DILocation(line: 16, column: 46, scope: !208, inlinedAt: !443)
!449 = !DILocation(line: 16, scope: !208, inlinedAt: !443)
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
!462 = !DILocation(line: 0, scope: !196, inlinedAt: !463)
!463 = distinct !DILocation(line: 74, column: 13, scope: !151)
!464 = !DILocation(line: 0, scope: !201, inlinedAt: !463)
!465 = !DILocation(line: 16, column: 40, scope: !208, inlinedAt: !463)
!466 = !DILocation(line: 16, column: 71, scope: !208, inlinedAt: !463)
!467 = !DILocation(line: 16, scope: !208, inlinedAt: !463)
!468 = !DILocation(line: 75, column: 13, scope: !151)
!469 = !DILocation(line: 63, column: 33, scope: !152)
!470 = !DILocation(line: 63, column: 27, scope: !152)
!471 = distinct !{!471, !276, !472, !327}
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
!483 = !DILocation(line: 38, column: 44, scope: !193, inlinedAt: !482)
!484 = !DILocation(line: 38, column: 19, scope: !193, inlinedAt: !482)
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
!497 = distinct !{!497, !496, !498, !327}
!498 = !DILocation(line: 83, column: 5, scope: !158)
!499 = !DILocation(line: 0, scope: !183, inlinedAt: !500)
!500 = distinct !DILocation(line: 92, column: 5, scope: !129)
!501 = !DILocation(line: 38, column: 19, scope: !193, inlinedAt: !500)
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
!518 = !{!103, !519, null}
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
!530 = !{!104, !102}
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
!562 = !{!102, !102, !103}
!563 = !{!564, !565}
!564 = !DILocalVariable(name: "a", arg: 1, scope: !560, file: !2, line: 28, type: !102)
!565 = !DILocalVariable(name: "s", arg: 2, scope: !560, file: !2, line: 28, type: !103)
!566 = !DILocation(line: 0, scope: !560)
!567 = !DILocation(line: 28, column: 73, scope: !560)
!568 = !DILocation(line: 28, column: 56, scope: !560)
!569 = distinct !DISubprogram(name: "f_shr", scope: !2, file: !2, line: 29, type: !561, scopeLine: 29, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !100, retainedNodes: !570)
!570 = !{!571, !572}
!571 = !DILocalVariable(name: "a", arg: 1, scope: !569, file: !2, line: 29, type: !102)
!572 = !DILocalVariable(name: "s", arg: 2, scope: !569, file: !2, line: 29, type: !103)
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
!620 = !{!103, !102, !102}
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
!643 = !{!102, !104}
!644 = !{!645}
!645 = !DILocalVariable(name: "v", arg: 1, scope: !641, file: !2, line: 35, type: !104)
!646 = !DILocation(line: 0, scope: !641)
!647 = !DILocation(line: 35, column: 67, scope: !641)
!648 = !DILocation(line: 35, column: 60, scope: !641)
