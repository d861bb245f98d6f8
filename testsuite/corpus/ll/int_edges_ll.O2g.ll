; ModuleID = 'programs/int_edges_ll.c'
source_filename = "programs/int_edges_ll.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@__const.main.vals = private unnamed_addr constant [14 x i64] [i64 -9223372036854775808, i64 -9223372036854775807, i64 -4611686018427387904, i64 -1, i64 0, i64 1, i64 2, i64 3, i64 7, i64 4611686018427387903, i64 9223372036854775806, i64 9223372036854775807, i64 6510615555426900570, i64 -6510615555426900571], align 16
@.str = private unnamed_addr constant [35 x i8] c"type long long: size=%d signed=%d\0A\00", align 1, !dbg !0
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
@.str.28 = private unnamed_addr constant [9 x i8] c" %s=%lld\00", align 1, !dbg !110

; Function Attrs: nofree nounwind uwtable
define dso_local range(i32 0, 7) i32 @main() local_unnamed_addr #0 !dbg !128 {
  %1 = alloca [14 x i64], align 16, !DIAssignID !162
    #dbg_assign(i1 undef, !132, !DIExpression(), !162, ptr %1, !DIExpression(), !163)
    #dbg_assign(i1 undef, !152, !DIExpression(), !164, ptr @__const.main.wides, !DIExpression(), !163)
  call void @llvm.lifetime.start.p0(i64 112, ptr nonnull %1) #6, !dbg !165
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 16 %1, ptr align 16 @__const.main.vals, i64 112, i1 true), !dbg !166, !DIAssignID !167
    #dbg_assign(i1 undef, !132, !DIExpression(), !167, ptr %1, !DIExpression(), !163)
    #dbg_value(i32 14, !135, !DIExpression(), !163)
  %2 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 8, i32 noundef 1), !dbg !168
    #dbg_value(i32 0, !136, !DIExpression(), !169)
  br label %3, !dbg !170

3:                                                ; preds = %0, %307
  %4 = phi i64 [ 0, %0 ], [ %308, %307 ]
    #dbg_value(i64 %4, !136, !DIExpression(), !169)
  %5 = getelementptr inbounds [14 x i64], ptr %1, i64 0, i64 %4, !dbg !171
  %6 = load volatile i64, ptr %5, align 8, !dbg !171, !tbaa !172
    #dbg_value(i64 %6, !138, !DIExpression(), !176)
  %7 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1), !dbg !177
  %8 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i64 noundef %6), !dbg !178
  %9 = tail call fastcc i64 @f_not(i64 noundef %6), !dbg !180
    #dbg_value(ptr @.str.3, !181, !DIExpression(), !189)
    #dbg_value(i64 %9, !188, !DIExpression(), !189)
  %10 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.28, ptr noundef nonnull @.str.3, i64 noundef %9), !dbg !191
    #dbg_value(i64 %9, !193, !DIExpression(), !200)
    #dbg_value(i32 0, !198, !DIExpression(), !202)
  %11 = load i64, ptr @hash, align 8, !tbaa !203
    #dbg_value(i32 0, !198, !DIExpression(), !202)
    #dbg_value(i64 0, !198, !DIExpression(), !202)
  %12 = and i64 %9, 255, !dbg !205
  %13 = xor i64 %11, %12, !dbg !208
  %14 = mul i64 %13, 1099511628211, !dbg !209
    #dbg_value(i64 1, !198, !DIExpression(), !202)
  %15 = lshr i64 %9, 8, !dbg !210
  %16 = and i64 %15, 255, !dbg !205
  %17 = xor i64 %14, %16, !dbg !208
  %18 = mul i64 %17, 1099511628211, !dbg !209
    #dbg_value(i64 2, !198, !DIExpression(), !202)
  %19 = lshr i64 %9, 16, !dbg !210
  %20 = and i64 %19, 255, !dbg !205
  %21 = xor i64 %18, %20, !dbg !208
  %22 = mul i64 %21, 1099511628211, !dbg !209
    #dbg_value(i64 3, !198, !DIExpression(), !202)
  %23 = lshr i64 %9, 24, !dbg !210
  %24 = and i64 %23, 255, !dbg !205
  %25 = xor i64 %22, %24, !dbg !208
  %26 = mul i64 %25, 1099511628211, !dbg !209
    #dbg_value(i64 4, !198, !DIExpression(), !202)
  %27 = lshr i64 %9, 32, !dbg !210
  %28 = and i64 %27, 255, !dbg !205
  %29 = xor i64 %26, %28, !dbg !208
  %30 = mul i64 %29, 1099511628211, !dbg !209
    #dbg_value(i64 5, !198, !DIExpression(), !202)
  %31 = lshr i64 %9, 40, !dbg !210
  %32 = and i64 %31, 255, !dbg !205
  %33 = xor i64 %30, %32, !dbg !208
  %34 = mul i64 %33, 1099511628211, !dbg !209
    #dbg_value(i64 6, !198, !DIExpression(), !202)
  %35 = lshr i64 %9, 48, !dbg !210
  %36 = and i64 %35, 255, !dbg !205
  %37 = xor i64 %34, %36, !dbg !208
  %38 = mul i64 %37, 1099511628211, !dbg !209
    #dbg_value(i64 7, !198, !DIExpression(), !202)
  %39 = lshr i64 %9, 56, !dbg !210
  %40 = xor i64 %38, %39, !dbg !208
  %41 = mul i64 %40, 1099511628211, !dbg !209
    #dbg_value(i64 8, !198, !DIExpression(), !202)
  store i64 %41, ptr @hash, align 8, !dbg !211, !tbaa !203
  %42 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i64 noundef %6, i64 noundef %6), !dbg !212
    #dbg_value(i64 %6, !193, !DIExpression(), !213)
    #dbg_value(i32 0, !198, !DIExpression(), !215)
  %43 = load i64, ptr @hash, align 8, !tbaa !203
    #dbg_value(i32 0, !198, !DIExpression(), !215)
    #dbg_value(i64 0, !198, !DIExpression(), !215)
  %44 = and i64 %6, 255, !dbg !216
  %45 = xor i64 %43, %44, !dbg !217
  %46 = mul i64 %45, 1099511628211, !dbg !218
    #dbg_value(i64 1, !198, !DIExpression(), !215)
  %47 = lshr i64 %6, 8, !dbg !219
  %48 = and i64 %47, 255, !dbg !216
  %49 = xor i64 %46, %48, !dbg !217
  %50 = mul i64 %49, 1099511628211, !dbg !218
    #dbg_value(i64 2, !198, !DIExpression(), !215)
  %51 = lshr i64 %6, 16, !dbg !219
  %52 = and i64 %51, 255, !dbg !216
  %53 = xor i64 %50, %52, !dbg !217
  %54 = mul i64 %53, 1099511628211, !dbg !218
    #dbg_value(i64 3, !198, !DIExpression(), !215)
  %55 = lshr i64 %6, 24, !dbg !219
  %56 = and i64 %55, 255, !dbg !216
  %57 = xor i64 %54, %56, !dbg !217
  %58 = mul i64 %57, 1099511628211, !dbg !218
    #dbg_value(i64 4, !198, !DIExpression(), !215)
  %59 = lshr i64 %6, 32, !dbg !219
  %60 = and i64 %59, 255, !dbg !216
  %61 = xor i64 %58, %60, !dbg !217
  %62 = mul i64 %61, 1099511628211, !dbg !218
    #dbg_value(i64 5, !198, !DIExpression(), !215)
  %63 = lshr i64 %6, 40, !dbg !219
  %64 = and i64 %63, 255, !dbg !216
  %65 = xor i64 %62, %64, !dbg !217
  %66 = mul i64 %65, 1099511628211, !dbg !218
    #dbg_value(i64 6, !198, !DIExpression(), !215)
  %67 = lshr i64 %6, 48, !dbg !219
  %68 = and i64 %67, 255, !dbg !216
  %69 = xor i64 %66, %68, !dbg !217
  %70 = mul i64 %69, 1099511628211, !dbg !218
    #dbg_value(i64 7, !198, !DIExpression(), !215)
  %71 = lshr i64 %6, 56, !dbg !219
  %72 = xor i64 %70, %71, !dbg !217
  %73 = mul i64 %72, 1099511628211, !dbg !218
    #dbg_value(i64 8, !198, !DIExpression(), !215)
    #dbg_value(i64 %6, !193, !DIExpression(), !220)
    #dbg_value(i32 0, !198, !DIExpression(), !222)
    #dbg_value(i32 0, !198, !DIExpression(), !222)
    #dbg_value(i64 0, !198, !DIExpression(), !222)
  %74 = xor i64 %73, %44, !dbg !223
  %75 = mul i64 %74, 1099511628211, !dbg !224
    #dbg_value(i64 1, !198, !DIExpression(), !222)
  %76 = xor i64 %75, %48, !dbg !223
  %77 = mul i64 %76, 1099511628211, !dbg !224
    #dbg_value(i64 2, !198, !DIExpression(), !222)
  %78 = xor i64 %77, %52, !dbg !223
  %79 = mul i64 %78, 1099511628211, !dbg !224
    #dbg_value(i64 3, !198, !DIExpression(), !222)
  %80 = xor i64 %79, %56, !dbg !223
  %81 = mul i64 %80, 1099511628211, !dbg !224
    #dbg_value(i64 4, !198, !DIExpression(), !222)
  %82 = xor i64 %81, %60, !dbg !223
  %83 = mul i64 %82, 1099511628211, !dbg !224
    #dbg_value(i64 5, !198, !DIExpression(), !222)
  %84 = xor i64 %83, %64, !dbg !223
  %85 = mul i64 %84, 1099511628211, !dbg !224
    #dbg_value(i64 6, !198, !DIExpression(), !222)
  %86 = xor i64 %85, %68, !dbg !223
  %87 = mul i64 %86, 1099511628211, !dbg !224
    #dbg_value(i64 7, !198, !DIExpression(), !222)
  %88 = xor i64 %87, %71, !dbg !223
  %89 = mul i64 %88, 1099511628211, !dbg !224
    #dbg_value(i64 8, !198, !DIExpression(), !222)
  store i64 %89, ptr @hash, align 8, !dbg !225, !tbaa !203
  %90 = sub i64 0, %6, !dbg !226
    #dbg_value(ptr @.str.5, !181, !DIExpression(), !227)
    #dbg_value(i64 %90, !188, !DIExpression(), !227)
  %91 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.28, ptr noundef nonnull @.str.5, i64 noundef %90), !dbg !229
    #dbg_value(i64 %90, !193, !DIExpression(), !230)
    #dbg_value(i32 0, !198, !DIExpression(), !232)
  %92 = load i64, ptr @hash, align 8, !tbaa !203
    #dbg_value(i32 0, !198, !DIExpression(), !232)
    #dbg_value(i64 0, !198, !DIExpression(), !232)
  %93 = and i64 %90, 255, !dbg !233
  %94 = xor i64 %92, %93, !dbg !234
  %95 = mul i64 %94, 1099511628211, !dbg !235
    #dbg_value(i64 1, !198, !DIExpression(), !232)
  %96 = lshr i64 %90, 8, !dbg !236
  %97 = and i64 %96, 255, !dbg !233
  %98 = xor i64 %95, %97, !dbg !234
  %99 = mul i64 %98, 1099511628211, !dbg !235
    #dbg_value(i64 2, !198, !DIExpression(), !232)
  %100 = lshr i64 %90, 16, !dbg !236
  %101 = and i64 %100, 255, !dbg !233
  %102 = xor i64 %99, %101, !dbg !234
  %103 = mul i64 %102, 1099511628211, !dbg !235
    #dbg_value(i64 3, !198, !DIExpression(), !232)
  %104 = lshr i64 %90, 24, !dbg !236
  %105 = and i64 %104, 255, !dbg !233
  %106 = xor i64 %103, %105, !dbg !234
  %107 = mul i64 %106, 1099511628211, !dbg !235
    #dbg_value(i64 4, !198, !DIExpression(), !232)
  %108 = lshr i64 %90, 32, !dbg !236
  %109 = and i64 %108, 255, !dbg !233
  %110 = xor i64 %107, %109, !dbg !234
  %111 = mul i64 %110, 1099511628211, !dbg !235
    #dbg_value(i64 5, !198, !DIExpression(), !232)
  %112 = lshr i64 %90, 40, !dbg !236
  %113 = and i64 %112, 255, !dbg !233
  %114 = xor i64 %111, %113, !dbg !234
  %115 = mul i64 %114, 1099511628211, !dbg !235
    #dbg_value(i64 6, !198, !DIExpression(), !232)
  %116 = lshr i64 %90, 48, !dbg !236
  %117 = and i64 %116, 255, !dbg !233
  %118 = xor i64 %115, %117, !dbg !234
  %119 = mul i64 %118, 1099511628211, !dbg !235
    #dbg_value(i64 7, !198, !DIExpression(), !232)
  %120 = lshr i64 %90, 56, !dbg !236
  %121 = xor i64 %119, %120, !dbg !234
  %122 = mul i64 %121, 1099511628211, !dbg !235
    #dbg_value(i64 8, !198, !DIExpression(), !232)
  store i64 %122, ptr @hash, align 8, !dbg !237, !tbaa !203
  %123 = tail call fastcc i64 @f_add(i64 noundef %6, i64 noundef 1), !dbg !238
    #dbg_value(ptr @.str.6, !181, !DIExpression(), !239)
    #dbg_value(i64 %123, !188, !DIExpression(), !239)
  %124 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.28, ptr noundef nonnull @.str.6, i64 noundef %123), !dbg !241
    #dbg_value(i64 %123, !193, !DIExpression(), !242)
    #dbg_value(i32 0, !198, !DIExpression(), !244)
  %125 = load i64, ptr @hash, align 8, !tbaa !203
    #dbg_value(i32 0, !198, !DIExpression(), !244)
    #dbg_value(i64 0, !198, !DIExpression(), !244)
  %126 = and i64 %123, 255, !dbg !245
  %127 = xor i64 %125, %126, !dbg !246
  %128 = mul i64 %127, 1099511628211, !dbg !247
    #dbg_value(i64 1, !198, !DIExpression(), !244)
  %129 = lshr i64 %123, 8, !dbg !248
  %130 = and i64 %129, 255, !dbg !245
  %131 = xor i64 %128, %130, !dbg !246
  %132 = mul i64 %131, 1099511628211, !dbg !247
    #dbg_value(i64 2, !198, !DIExpression(), !244)
  %133 = lshr i64 %123, 16, !dbg !248
  %134 = and i64 %133, 255, !dbg !245
  %135 = xor i64 %132, %134, !dbg !246
  %136 = mul i64 %135, 1099511628211, !dbg !247
    #dbg_value(i64 3, !198, !DIExpression(), !244)
  %137 = lshr i64 %123, 24, !dbg !248
  %138 = and i64 %137, 255, !dbg !245
  %139 = xor i64 %136, %138, !dbg !246
  %140 = mul i64 %139, 1099511628211, !dbg !247
    #dbg_value(i64 4, !198, !DIExpression(), !244)
  %141 = lshr i64 %123, 32, !dbg !248
  %142 = and i64 %141, 255, !dbg !245
  %143 = xor i64 %140, %142, !dbg !246
  %144 = mul i64 %143, 1099511628211, !dbg !247
    #dbg_value(i64 5, !198, !DIExpression(), !244)
  %145 = lshr i64 %123, 40, !dbg !248
  %146 = and i64 %145, 255, !dbg !245
  %147 = xor i64 %144, %146, !dbg !246
  %148 = mul i64 %147, 1099511628211, !dbg !247
    #dbg_value(i64 6, !198, !DIExpression(), !244)
  %149 = lshr i64 %123, 48, !dbg !248
  %150 = and i64 %149, 255, !dbg !245
  %151 = xor i64 %148, %150, !dbg !246
  %152 = mul i64 %151, 1099511628211, !dbg !247
    #dbg_value(i64 7, !198, !DIExpression(), !244)
  %153 = lshr i64 %123, 56, !dbg !248
  %154 = xor i64 %152, %153, !dbg !246
  %155 = mul i64 %154, 1099511628211, !dbg !247
    #dbg_value(i64 8, !198, !DIExpression(), !244)
  store i64 %155, ptr @hash, align 8, !dbg !249, !tbaa !203
  %156 = tail call fastcc i64 @f_sub(i64 noundef %6, i64 noundef 1), !dbg !250
    #dbg_value(ptr @.str.7, !181, !DIExpression(), !251)
    #dbg_value(i64 %156, !188, !DIExpression(), !251)
  %157 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.28, ptr noundef nonnull @.str.7, i64 noundef %156), !dbg !253
    #dbg_value(i64 %156, !193, !DIExpression(), !254)
    #dbg_value(i32 0, !198, !DIExpression(), !256)
  %158 = load i64, ptr @hash, align 8, !tbaa !203
    #dbg_value(i32 0, !198, !DIExpression(), !256)
    #dbg_value(i64 0, !198, !DIExpression(), !256)
  %159 = and i64 %156, 255, !dbg !257
  %160 = xor i64 %158, %159, !dbg !258
  %161 = mul i64 %160, 1099511628211, !dbg !259
    #dbg_value(i64 1, !198, !DIExpression(), !256)
  %162 = lshr i64 %156, 8, !dbg !260
  %163 = and i64 %162, 255, !dbg !257
  %164 = xor i64 %161, %163, !dbg !258
  %165 = mul i64 %164, 1099511628211, !dbg !259
    #dbg_value(i64 2, !198, !DIExpression(), !256)
  %166 = lshr i64 %156, 16, !dbg !260
  %167 = and i64 %166, 255, !dbg !257
  %168 = xor i64 %165, %167, !dbg !258
  %169 = mul i64 %168, 1099511628211, !dbg !259
    #dbg_value(i64 3, !198, !DIExpression(), !256)
  %170 = lshr i64 %156, 24, !dbg !260
  %171 = and i64 %170, 255, !dbg !257
  %172 = xor i64 %169, %171, !dbg !258
  %173 = mul i64 %172, 1099511628211, !dbg !259
    #dbg_value(i64 4, !198, !DIExpression(), !256)
  %174 = lshr i64 %156, 32, !dbg !260
  %175 = and i64 %174, 255, !dbg !257
  %176 = xor i64 %173, %175, !dbg !258
  %177 = mul i64 %176, 1099511628211, !dbg !259
    #dbg_value(i64 5, !198, !DIExpression(), !256)
  %178 = lshr i64 %156, 40, !dbg !260
  %179 = and i64 %178, 255, !dbg !257
  %180 = xor i64 %177, %179, !dbg !258
  %181 = mul i64 %180, 1099511628211, !dbg !259
    #dbg_value(i64 6, !198, !DIExpression(), !256)
  %182 = lshr i64 %156, 48, !dbg !260
  %183 = and i64 %182, 255, !dbg !257
  %184 = xor i64 %181, %183, !dbg !258
  %185 = mul i64 %184, 1099511628211, !dbg !259
    #dbg_value(i64 7, !198, !DIExpression(), !256)
  %186 = lshr i64 %156, 56, !dbg !260
  %187 = xor i64 %185, %186, !dbg !258
  %188 = mul i64 %187, 1099511628211, !dbg !259
    #dbg_value(i64 8, !198, !DIExpression(), !256)
  store i64 %188, ptr @hash, align 8, !dbg !261, !tbaa !203
  %189 = icmp eq i64 %6, 0, !dbg !262
  %190 = zext i1 %189 to i32, !dbg !262
  %191 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef %190), !dbg !263
    #dbg_value(i32 0, !141, !DIExpression(), !264)
  %192 = load i64, ptr @hash, align 8, !tbaa !203
  br label %195, !dbg !265

193:                                              ; preds = %300
    #dbg_value(i32 0, !147, !DIExpression(), !266)
  %194 = icmp eq i64 %6, -9223372036854775808
  br label %310, !dbg !267

195:                                              ; preds = %3, %300
  %196 = phi i64 [ %192, %3 ], [ %301, %300 ]
  %197 = phi i32 [ 0, %3 ], [ %305, %300 ]
    #dbg_value(i32 %197, !141, !DIExpression(), !264)
  %198 = tail call fastcc i64 @f_shl(i64 noundef %6, i32 noundef %197), !dbg !268
    #dbg_value(i64 %198, !143, !DIExpression(), !269)
  %199 = tail call fastcc i64 @f_shr(i64 noundef %6, i32 noundef %197), !dbg !270
    #dbg_value(i64 %199, !146, !DIExpression(), !269)
    #dbg_value(i64 %198, !193, !DIExpression(), !271)
    #dbg_value(i32 0, !198, !DIExpression(), !273)
    #dbg_value(i32 0, !198, !DIExpression(), !273)
    #dbg_value(i64 0, !198, !DIExpression(), !273)
  %200 = and i64 %198, 255, !dbg !274
  %201 = xor i64 %196, %200, !dbg !275
  %202 = mul i64 %201, 1099511628211, !dbg !276
    #dbg_value(i64 1, !198, !DIExpression(), !273)
  %203 = lshr i64 %198, 8, !dbg !277
  %204 = and i64 %203, 255, !dbg !274
  %205 = xor i64 %202, %204, !dbg !275
  %206 = mul i64 %205, 1099511628211, !dbg !276
    #dbg_value(i64 2, !198, !DIExpression(), !273)
  %207 = lshr i64 %198, 16, !dbg !277
  %208 = and i64 %207, 255, !dbg !274
  %209 = xor i64 %206, %208, !dbg !275
  %210 = mul i64 %209, 1099511628211, !dbg !276
    #dbg_value(i64 3, !198, !DIExpression(), !273)
  %211 = lshr i64 %198, 24, !dbg !277
  %212 = and i64 %211, 255, !dbg !274
  %213 = xor i64 %210, %212, !dbg !275
  %214 = mul i64 %213, 1099511628211, !dbg !276
    #dbg_value(i64 4, !198, !DIExpression(), !273)
  %215 = lshr i64 %198, 32, !dbg !277
  %216 = and i64 %215, 255, !dbg !274
  %217 = xor i64 %214, %216, !dbg !275
  %218 = mul i64 %217, 1099511628211, !dbg !276
    #dbg_value(i64 5, !198, !DIExpression(), !273)
  %219 = lshr i64 %198, 40, !dbg !277
  %220 = and i64 %219, 255, !dbg !274
  %221 = xor i64 %218, %220, !dbg !275
  %222 = mul i64 %221, 1099511628211, !dbg !276
    #dbg_value(i64 6, !198, !DIExpression(), !273)
  %223 = lshr i64 %198, 48, !dbg !277
  %224 = and i64 %223, 255, !dbg !274
  %225 = xor i64 %222, %224, !dbg !275
  %226 = mul i64 %225, 1099511628211, !dbg !276
    #dbg_value(i64 7, !198, !DIExpression(), !273)
  %227 = lshr i64 %198, 56, !dbg !277
  %228 = xor i64 %226, %227, !dbg !275
  %229 = mul i64 %228, 1099511628211, !dbg !276
    #dbg_value(i64 8, !198, !DIExpression(), !273)
    #dbg_value(i64 %199, !193, !DIExpression(), !278)
    #dbg_value(i32 0, !198, !DIExpression(), !280)
    #dbg_value(i32 0, !198, !DIExpression(), !280)
    #dbg_value(i64 0, !198, !DIExpression(), !280)
  %230 = and i64 %199, 255, !dbg !281
  %231 = xor i64 %229, %230, !dbg !282
  %232 = mul i64 %231, 1099511628211, !dbg !283
    #dbg_value(i64 1, !198, !DIExpression(), !280)
  %233 = lshr i64 %199, 8, !dbg !284
  %234 = and i64 %233, 255, !dbg !281
  %235 = xor i64 %232, %234, !dbg !282
  %236 = mul i64 %235, 1099511628211, !dbg !283
    #dbg_value(i64 2, !198, !DIExpression(), !280)
  %237 = lshr i64 %199, 16, !dbg !284
  %238 = and i64 %237, 255, !dbg !281
  %239 = xor i64 %236, %238, !dbg !282
  %240 = mul i64 %239, 1099511628211, !dbg !283
    #dbg_value(i64 3, !198, !DIExpression(), !280)
  %241 = lshr i64 %199, 24, !dbg !284
  %242 = and i64 %241, 255, !dbg !281
  %243 = xor i64 %240, %242, !dbg !282
  %244 = mul i64 %243, 1099511628211, !dbg !283
    #dbg_value(i64 4, !198, !DIExpression(), !280)
  %245 = lshr i64 %199, 32, !dbg !284
  %246 = and i64 %245, 255, !dbg !281
  %247 = xor i64 %244, %246, !dbg !282
  %248 = mul i64 %247, 1099511628211, !dbg !283
    #dbg_value(i64 5, !198, !DIExpression(), !280)
  %249 = lshr i64 %199, 40, !dbg !284
  %250 = and i64 %249, 255, !dbg !281
  %251 = xor i64 %248, %250, !dbg !282
  %252 = mul i64 %251, 1099511628211, !dbg !283
    #dbg_value(i64 6, !198, !DIExpression(), !280)
  %253 = lshr i64 %199, 48, !dbg !284
  %254 = and i64 %253, 255, !dbg !281
  %255 = xor i64 %252, %254, !dbg !282
  %256 = mul i64 %255, 1099511628211, !dbg !283
    #dbg_value(i64 7, !198, !DIExpression(), !280)
  %257 = lshr i64 %199, 56, !dbg !284
  %258 = xor i64 %256, %257, !dbg !282
  %259 = mul i64 %258, 1099511628211, !dbg !283
    #dbg_value(i64 8, !198, !DIExpression(), !280)
  store i64 %259, ptr @hash, align 8, !dbg !285, !tbaa !203
  switch i32 %197, label %300 [
    i32 63, label %260
    i32 1, label %260
  ], !dbg !286

260:                                              ; preds = %195, %195
  %261 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef %197), !dbg !288
    #dbg_value(ptr @.str.10, !181, !DIExpression(), !290)
    #dbg_value(i64 %198, !188, !DIExpression(), !290)
  %262 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.28, ptr noundef nonnull @.str.10, i64 noundef %198), !dbg !292
    #dbg_value(i64 %198, !193, !DIExpression(), !293)
    #dbg_value(i32 0, !198, !DIExpression(), !295)
  %263 = load i64, ptr @hash, align 8, !tbaa !203
    #dbg_value(i32 0, !198, !DIExpression(), !295)
    #dbg_value(i64 0, !198, !DIExpression(), !295)
  %264 = xor i64 %263, %200, !dbg !296
  %265 = mul i64 %264, 1099511628211, !dbg !297
    #dbg_value(i64 1, !198, !DIExpression(), !295)
  %266 = xor i64 %265, %204, !dbg !296
  %267 = mul i64 %266, 1099511628211, !dbg !297
    #dbg_value(i64 2, !198, !DIExpression(), !295)
  %268 = xor i64 %267, %208, !dbg !296
  %269 = mul i64 %268, 1099511628211, !dbg !297
    #dbg_value(i64 3, !198, !DIExpression(), !295)
  %270 = xor i64 %269, %212, !dbg !296
  %271 = mul i64 %270, 1099511628211, !dbg !297
    #dbg_value(i64 4, !198, !DIExpression(), !295)
  %272 = xor i64 %271, %216, !dbg !296
  %273 = mul i64 %272, 1099511628211, !dbg !297
    #dbg_value(i64 5, !198, !DIExpression(), !295)
  %274 = xor i64 %273, %220, !dbg !296
  %275 = mul i64 %274, 1099511628211, !dbg !297
    #dbg_value(i64 6, !198, !DIExpression(), !295)
  %276 = xor i64 %275, %224, !dbg !296
  %277 = mul i64 %276, 1099511628211, !dbg !297
    #dbg_value(i64 7, !198, !DIExpression(), !295)
  %278 = xor i64 %277, %227, !dbg !296
  %279 = mul i64 %278, 1099511628211, !dbg !297
    #dbg_value(i64 8, !198, !DIExpression(), !295)
  store i64 %279, ptr @hash, align 8, !dbg !298, !tbaa !203
    #dbg_value(ptr @.str.11, !181, !DIExpression(), !299)
    #dbg_value(i64 %199, !188, !DIExpression(), !299)
  %280 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.28, ptr noundef nonnull @.str.11, i64 noundef %199), !dbg !301
    #dbg_value(i64 %199, !193, !DIExpression(), !302)
    #dbg_value(i32 0, !198, !DIExpression(), !304)
  %281 = load i64, ptr @hash, align 8, !tbaa !203
    #dbg_value(i32 0, !198, !DIExpression(), !304)
    #dbg_value(i64 0, !198, !DIExpression(), !304)
  %282 = xor i64 %281, %230, !dbg !305
  %283 = mul i64 %282, 1099511628211, !dbg !306
    #dbg_value(i64 1, !198, !DIExpression(), !304)
  %284 = xor i64 %283, %234, !dbg !305
  %285 = mul i64 %284, 1099511628211, !dbg !306
    #dbg_value(i64 2, !198, !DIExpression(), !304)
  %286 = xor i64 %285, %238, !dbg !305
  %287 = mul i64 %286, 1099511628211, !dbg !306
    #dbg_value(i64 3, !198, !DIExpression(), !304)
  %288 = xor i64 %287, %242, !dbg !305
  %289 = mul i64 %288, 1099511628211, !dbg !306
    #dbg_value(i64 4, !198, !DIExpression(), !304)
  %290 = xor i64 %289, %246, !dbg !305
  %291 = mul i64 %290, 1099511628211, !dbg !306
    #dbg_value(i64 5, !198, !DIExpression(), !304)
  %292 = xor i64 %291, %250, !dbg !305
  %293 = mul i64 %292, 1099511628211, !dbg !306
    #dbg_value(i64 6, !198, !DIExpression(), !304)
  %294 = xor i64 %293, %254, !dbg !305
  %295 = mul i64 %294, 1099511628211, !dbg !306
    #dbg_value(i64 7, !198, !DIExpression(), !304)
  %296 = xor i64 %295, %257, !dbg !305
  %297 = mul i64 %296, 1099511628211, !dbg !306
    #dbg_value(i64 8, !198, !DIExpression(), !304)
  store i64 %297, ptr @hash, align 8, !dbg !307, !tbaa !203
  %298 = tail call i32 @putchar(i32 10), !dbg !308
  %299 = load i64, ptr @hash, align 8, !tbaa !203
  br label %300, !dbg !309

300:                                              ; preds = %195, %260
  %301 = phi i64 [ %259, %195 ], [ %299, %260 ]
  %302 = add nsw i32 %197, -61, !dbg !310
  %303 = icmp ult i32 %302, -58, !dbg !310
  %304 = select i1 %303, i32 1, i32 5, !dbg !311
  %305 = add nuw nsw i32 %304, %197, !dbg !312
    #dbg_value(i32 %305, !141, !DIExpression(), !264)
  %306 = icmp ult i32 %305, 64, !dbg !313
  br i1 %306, label %195, label %193, !dbg !265, !llvm.loop !314

307:                                              ; preds = %490
  %308 = add nuw nsw i64 %4, 1, !dbg !317
    #dbg_value(i64 %308, !136, !DIExpression(), !169)
  %309 = icmp eq i64 %308, 14, !dbg !318
  br i1 %309, label %611, label %3, !dbg !170, !llvm.loop !319

310:                                              ; preds = %193, %490
  %311 = phi i64 [ 0, %193 ], [ %609, %490 ]
    #dbg_value(i64 %311, !147, !DIExpression(), !266)
  %312 = getelementptr inbounds [14 x i64], ptr %1, i64 0, i64 %311, !dbg !321
  %313 = load volatile i64, ptr %312, align 8, !dbg !321, !tbaa !172
    #dbg_value(i64 %313, !149, !DIExpression(), !322)
  %314 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i64 noundef %313), !dbg !323
  %315 = tail call fastcc i64 @f_add(i64 noundef %6, i64 noundef %313), !dbg !324
    #dbg_value(ptr @.str.14, !181, !DIExpression(), !325)
    #dbg_value(i64 %315, !188, !DIExpression(), !325)
  %316 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.28, ptr noundef nonnull @.str.14, i64 noundef %315), !dbg !327
    #dbg_value(i64 %315, !193, !DIExpression(), !328)
    #dbg_value(i32 0, !198, !DIExpression(), !330)
  %317 = load i64, ptr @hash, align 8, !tbaa !203
    #dbg_value(i32 0, !198, !DIExpression(), !330)
    #dbg_value(i64 0, !198, !DIExpression(), !330)
  %318 = and i64 %315, 255, !dbg !331
  %319 = xor i64 %317, %318, !dbg !332
  %320 = mul i64 %319, 1099511628211, !dbg !333
    #dbg_value(i64 1, !198, !DIExpression(), !330)
  %321 = lshr i64 %315, 8, !dbg !334
  %322 = and i64 %321, 255, !dbg !331
  %323 = xor i64 %320, %322, !dbg !332
  %324 = mul i64 %323, 1099511628211, !dbg !333
    #dbg_value(i64 2, !198, !DIExpression(), !330)
  %325 = lshr i64 %315, 16, !dbg !334
  %326 = and i64 %325, 255, !dbg !331
  %327 = xor i64 %324, %326, !dbg !332
  %328 = mul i64 %327, 1099511628211, !dbg !333
    #dbg_value(i64 3, !198, !DIExpression(), !330)
  %329 = lshr i64 %315, 24, !dbg !334
  %330 = and i64 %329, 255, !dbg !331
  %331 = xor i64 %328, %330, !dbg !332
  %332 = mul i64 %331, 1099511628211, !dbg !333
    #dbg_value(i64 4, !198, !DIExpression(), !330)
  %333 = lshr i64 %315, 32, !dbg !334
  %334 = and i64 %333, 255, !dbg !331
  %335 = xor i64 %332, %334, !dbg !332
  %336 = mul i64 %335, 1099511628211, !dbg !333
    #dbg_value(i64 5, !198, !DIExpression(), !330)
  %337 = lshr i64 %315, 40, !dbg !334
  %338 = and i64 %337, 255, !dbg !331
  %339 = xor i64 %336, %338, !dbg !332
  %340 = mul i64 %339, 1099511628211, !dbg !333
    #dbg_value(i64 6, !198, !DIExpression(), !330)
  %341 = lshr i64 %315, 48, !dbg !334
  %342 = and i64 %341, 255, !dbg !331
  %343 = xor i64 %340, %342, !dbg !332
  %344 = mul i64 %343, 1099511628211, !dbg !333
    #dbg_value(i64 7, !198, !DIExpression(), !330)
  %345 = lshr i64 %315, 56, !dbg !334
  %346 = xor i64 %344, %345, !dbg !332
  %347 = mul i64 %346, 1099511628211, !dbg !333
    #dbg_value(i64 8, !198, !DIExpression(), !330)
  store i64 %347, ptr @hash, align 8, !dbg !335, !tbaa !203
  %348 = tail call fastcc i64 @f_sub(i64 noundef %6, i64 noundef %313), !dbg !336
    #dbg_value(ptr @.str.15, !181, !DIExpression(), !337)
    #dbg_value(i64 %348, !188, !DIExpression(), !337)
  %349 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.28, ptr noundef nonnull @.str.15, i64 noundef %348), !dbg !339
    #dbg_value(i64 %348, !193, !DIExpression(), !340)
    #dbg_value(i32 0, !198, !DIExpression(), !342)
  %350 = load i64, ptr @hash, align 8, !tbaa !203
    #dbg_value(i32 0, !198, !DIExpression(), !342)
    #dbg_value(i64 0, !198, !DIExpression(), !342)
  %351 = and i64 %348, 255, !dbg !343
  %352 = xor i64 %350, %351, !dbg !344
  %353 = mul i64 %352, 1099511628211, !dbg !345
    #dbg_value(i64 1, !198, !DIExpression(), !342)
  %354 = lshr i64 %348, 8, !dbg !346
  %355 = and i64 %354, 255, !dbg !343
  %356 = xor i64 %353, %355, !dbg !344
  %357 = mul i64 %356, 1099511628211, !dbg !345
    #dbg_value(i64 2, !198, !DIExpression(), !342)
  %358 = lshr i64 %348, 16, !dbg !346
  %359 = and i64 %358, 255, !dbg !343
  %360 = xor i64 %357, %359, !dbg !344
  %361 = mul i64 %360, 1099511628211, !dbg !345
    #dbg_value(i64 3, !198, !DIExpression(), !342)
  %362 = lshr i64 %348, 24, !dbg !346
  %363 = and i64 %362, 255, !dbg !343
  %364 = xor i64 %361, %363, !dbg !344
  %365 = mul i64 %364, 1099511628211, !dbg !345
    #dbg_value(i64 4, !198, !DIExpression(), !342)
  %366 = lshr i64 %348, 32, !dbg !346
  %367 = and i64 %366, 255, !dbg !343
  %368 = xor i64 %365, %367, !dbg !344
  %369 = mul i64 %368, 1099511628211, !dbg !345
    #dbg_value(i64 5, !198, !DIExpression(), !342)
  %370 = lshr i64 %348, 40, !dbg !346
  %371 = and i64 %370, 255, !dbg !343
  %372 = xor i64 %369, %371, !dbg !344
  %373 = mul i64 %372, 1099511628211, !dbg !345
    #dbg_value(i64 6, !198, !DIExpression(), !342)
  %374 = lshr i64 %348, 48, !dbg !346
  %375 = and i64 %374, 255, !dbg !343
  %376 = xor i64 %373, %375, !dbg !344
  %377 = mul i64 %376, 1099511628211, !dbg !345
    #dbg_value(i64 7, !198, !DIExpression(), !342)
  %378 = lshr i64 %348, 56, !dbg !346
  %379 = xor i64 %377, %378, !dbg !344
  %380 = mul i64 %379, 1099511628211, !dbg !345
    #dbg_value(i64 8, !198, !DIExpression(), !342)
  store i64 %380, ptr @hash, align 8, !dbg !347, !tbaa !203
  %381 = tail call fastcc i64 @f_mul(i64 noundef %6, i64 noundef %313), !dbg !348
    #dbg_value(ptr @.str.16, !181, !DIExpression(), !349)
    #dbg_value(i64 %381, !188, !DIExpression(), !349)
  %382 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.28, ptr noundef nonnull @.str.16, i64 noundef %381), !dbg !351
    #dbg_value(i64 %381, !193, !DIExpression(), !352)
    #dbg_value(i32 0, !198, !DIExpression(), !354)
  %383 = load i64, ptr @hash, align 8, !tbaa !203
    #dbg_value(i32 0, !198, !DIExpression(), !354)
    #dbg_value(i64 0, !198, !DIExpression(), !354)
  %384 = and i64 %381, 255, !dbg !355
  %385 = xor i64 %383, %384, !dbg !356
  %386 = mul i64 %385, 1099511628211, !dbg !357
    #dbg_value(i64 1, !198, !DIExpression(), !354)
  %387 = lshr i64 %381, 8, !dbg !358
  %388 = and i64 %387, 255, !dbg !355
  %389 = xor i64 %386, %388, !dbg !356
  %390 = mul i64 %389, 1099511628211, !dbg !357
    #dbg_value(i64 2, !198, !DIExpression(), !354)
  %391 = lshr i64 %381, 16, !dbg !358
  %392 = and i64 %391, 255, !dbg !355
  %393 = xor i64 %390, %392, !dbg !356
  %394 = mul i64 %393, 1099511628211, !dbg !357
    #dbg_value(i64 3, !198, !DIExpression(), !354)
  %395 = lshr i64 %381, 24, !dbg !358
  %396 = and i64 %395, 255, !dbg !355
  %397 = xor i64 %394, %396, !dbg !356
  %398 = mul i64 %397, 1099511628211, !dbg !357
    #dbg_value(i64 4, !198, !DIExpression(), !354)
  %399 = lshr i64 %381, 32, !dbg !358
  %400 = and i64 %399, 255, !dbg !355
  %401 = xor i64 %398, %400, !dbg !356
  %402 = mul i64 %401, 1099511628211, !dbg !357
    #dbg_value(i64 5, !198, !DIExpression(), !354)
  %403 = lshr i64 %381, 40, !dbg !358
  %404 = and i64 %403, 255, !dbg !355
  %405 = xor i64 %402, %404, !dbg !356
  %406 = mul i64 %405, 1099511628211, !dbg !357
    #dbg_value(i64 6, !198, !DIExpression(), !354)
  %407 = lshr i64 %381, 48, !dbg !358
  %408 = and i64 %407, 255, !dbg !355
  %409 = xor i64 %406, %408, !dbg !356
  %410 = mul i64 %409, 1099511628211, !dbg !357
    #dbg_value(i64 7, !198, !DIExpression(), !354)
  %411 = lshr i64 %381, 56, !dbg !358
  %412 = xor i64 %410, %411, !dbg !356
  %413 = mul i64 %412, 1099511628211, !dbg !357
    #dbg_value(i64 8, !198, !DIExpression(), !354)
  store i64 %413, ptr @hash, align 8, !dbg !359, !tbaa !203
  %414 = icmp eq i64 %313, 0, !dbg !360
  %415 = icmp eq i64 %313, -1
  %416 = and i1 %194, %415
  %417 = select i1 %414, i1 true, i1 %416, !dbg !362
  br i1 %417, label %490, label %418, !dbg !362

418:                                              ; preds = %310
  %419 = tail call fastcc i64 @f_div(i64 noundef %6, i64 noundef %313), !dbg !363
    #dbg_value(ptr @.str.17, !181, !DIExpression(), !365)
    #dbg_value(i64 %419, !188, !DIExpression(), !365)
  %420 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.28, ptr noundef nonnull @.str.17, i64 noundef %419), !dbg !367
    #dbg_value(i64 %419, !193, !DIExpression(), !368)
    #dbg_value(i32 0, !198, !DIExpression(), !370)
  %421 = load i64, ptr @hash, align 8, !tbaa !203
    #dbg_value(i32 0, !198, !DIExpression(), !370)
    #dbg_value(i64 0, !198, !DIExpression(), !370)
  %422 = and i64 %419, 255, !dbg !371
  %423 = xor i64 %421, %422, !dbg !372
  %424 = mul i64 %423, 1099511628211, !dbg !373
    #dbg_value(i64 1, !198, !DIExpression(), !370)
  %425 = lshr i64 %419, 8, !dbg !374
  %426 = and i64 %425, 255, !dbg !371
  %427 = xor i64 %424, %426, !dbg !372
  %428 = mul i64 %427, 1099511628211, !dbg !373
    #dbg_value(i64 2, !198, !DIExpression(), !370)
  %429 = lshr i64 %419, 16, !dbg !374
  %430 = and i64 %429, 255, !dbg !371
  %431 = xor i64 %428, %430, !dbg !372
  %432 = mul i64 %431, 1099511628211, !dbg !373
    #dbg_value(i64 3, !198, !DIExpression(), !370)
  %433 = lshr i64 %419, 24, !dbg !374
  %434 = and i64 %433, 255, !dbg !371
  %435 = xor i64 %432, %434, !dbg !372
  %436 = mul i64 %435, 1099511628211, !dbg !373
    #dbg_value(i64 4, !198, !DIExpression(), !370)
  %437 = lshr i64 %419, 32, !dbg !374
  %438 = and i64 %437, 255, !dbg !371
  %439 = xor i64 %436, %438, !dbg !372
  %440 = mul i64 %439, 1099511628211, !dbg !373
    #dbg_value(i64 5, !198, !DIExpression(), !370)
  %441 = lshr i64 %419, 40, !dbg !374
  %442 = and i64 %441, 255, !dbg !371
  %443 = xor i64 %440, %442, !dbg !372
  %444 = mul i64 %443, 1099511628211, !dbg !373
    #dbg_value(i64 6, !198, !DIExpression(), !370)
  %445 = lshr i64 %419, 48, !dbg !374
  %446 = and i64 %445, 255, !dbg !371
  %447 = xor i64 %444, %446, !dbg !372
  %448 = mul i64 %447, 1099511628211, !dbg !373
    #dbg_value(i64 7, !198, !DIExpression(), !370)
  %449 = lshr i64 %419, 56, !dbg !374
  %450 = xor i64 %448, %449, !dbg !372
  %451 = mul i64 %450, 1099511628211, !dbg !373
    #dbg_value(i64 8, !198, !DIExpression(), !370)
  store i64 %451, ptr @hash, align 8, !dbg !375, !tbaa !203
  %452 = tail call fastcc i64 @f_rem(i64 noundef %6, i64 noundef %313), !dbg !376
    #dbg_value(ptr @.str.18, !181, !DIExpression(), !377)
    #dbg_value(i64 %452, !188, !DIExpression(), !377)
  %453 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.28, ptr noundef nonnull @.str.18, i64 noundef %452), !dbg !379
    #dbg_value(i64 %452, !193, !DIExpression(), !380)
    #dbg_value(i32 0, !198, !DIExpression(), !382)
  %454 = load i64, ptr @hash, align 8, !tbaa !203
    #dbg_value(i32 0, !198, !DIExpression(), !382)
    #dbg_value(i64 0, !198, !DIExpression(), !382)
  %455 = and i64 %452, 255, !dbg !383
  %456 = xor i64 %454, %455, !dbg !384
  %457 = mul i64 %456, 1099511628211, !dbg !385
    #dbg_value(i64 1, !198, !DIExpression(), !382)
  %458 = lshr i64 %452, 8, !dbg !386
  %459 = and i64 %458, 255, !dbg !383
  %460 = xor i64 %457, %459, !dbg !384
  %461 = mul i64 %460, 1099511628211, !dbg !385
    #dbg_value(i64 2, !198, !DIExpression(), !382)
  %462 = lshr i64 %452, 16, !dbg !386
  %463 = and i64 %462, 255, !dbg !383
  %464 = xor i64 %461, %463, !dbg !384
  %465 = mul i64 %464, 1099511628211, !dbg !385
    #dbg_value(i64 3, !198, !DIExpression(), !382)
  %466 = lshr i64 %452, 24, !dbg !386
  %467 = and i64 %466, 255, !dbg !383
  %468 = xor i64 %465, %467, !dbg !384
  %469 = mul i64 %468, 1099511628211, !dbg !385
    #dbg_value(i64 4, !198, !DIExpression(), !382)
  %470 = lshr i64 %452, 32, !dbg !386
  %471 = and i64 %470, 255, !dbg !383
  %472 = xor i64 %469, %471, !dbg !384
  %473 = mul i64 %472, 1099511628211, !dbg !385
    #dbg_value(i64 5, !198, !DIExpression(), !382)
  %474 = lshr i64 %452, 40, !dbg !386
  %475 = and i64 %474, 255, !dbg !383
  %476 = xor i64 %473, %475, !dbg !384
  %477 = mul i64 %476, 1099511628211, !dbg !385
    #dbg_value(i64 6, !198, !DIExpression(), !382)
  %478 = lshr i64 %452, 48, !dbg !386
  %479 = and i64 %478, 255, !dbg !383
  %480 = xor i64 %477, %479, !dbg !384
  %481 = mul i64 %480, 1099511628211, !dbg !385
    #dbg_value(i64 7, !198, !DIExpression(), !382)
  %482 = lshr i64 %452, 56, !dbg !386
  %483 = xor i64 %481, %482, !dbg !384
  %484 = mul i64 %483, 1099511628211, !dbg !385
    #dbg_value(i64 8, !198, !DIExpression(), !382)
  store i64 %484, ptr @hash, align 8, !dbg !387, !tbaa !203
  %485 = tail call fastcc i64 @f_mul(i64 noundef %419, i64 noundef %313), !dbg !388
  %486 = add i64 %485, %452, !dbg !390
  %487 = icmp eq i64 %486, %6, !dbg !391
  br i1 %487, label %490, label %488, !dbg !392

488:                                              ; preds = %418
  %489 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19), !dbg !393
  br label %490, !dbg !393

490:                                              ; preds = %418, %488, %310
  %491 = tail call fastcc i64 @f_and(i64 noundef %6, i64 noundef %313), !dbg !394
    #dbg_value(ptr @.str.20, !181, !DIExpression(), !395)
    #dbg_value(i64 %491, !188, !DIExpression(), !395)
  %492 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.28, ptr noundef nonnull @.str.20, i64 noundef %491), !dbg !397
    #dbg_value(i64 %491, !193, !DIExpression(), !398)
    #dbg_value(i32 0, !198, !DIExpression(), !400)
  %493 = load i64, ptr @hash, align 8, !tbaa !203
    #dbg_value(i64 0, !198, !DIExpression(), !400)
  %494 = and i64 %491, 255, !dbg !401
  %495 = xor i64 %493, %494, !dbg !402
  %496 = mul i64 %495, 1099511628211, !dbg !403
    #dbg_value(i64 1, !198, !DIExpression(), !400)
  %497 = lshr i64 %491, 8, !dbg !404
  %498 = and i64 %497, 255, !dbg !401
  %499 = xor i64 %496, %498, !dbg !402
  %500 = mul i64 %499, 1099511628211, !dbg !403
    #dbg_value(i64 2, !198, !DIExpression(), !400)
  %501 = lshr i64 %491, 16, !dbg !404
  %502 = and i64 %501, 255, !dbg !401
  %503 = xor i64 %500, %502, !dbg !402
  %504 = mul i64 %503, 1099511628211, !dbg !403
    #dbg_value(i64 3, !198, !DIExpression(), !400)
  %505 = lshr i64 %491, 24, !dbg !404
  %506 = and i64 %505, 255, !dbg !401
  %507 = xor i64 %504, %506, !dbg !402
  %508 = mul i64 %507, 1099511628211, !dbg !403
    #dbg_value(i64 4, !198, !DIExpression(), !400)
  %509 = lshr i64 %491, 32, !dbg !404
  %510 = and i64 %509, 255, !dbg !401
  %511 = xor i64 %508, %510, !dbg !402
  %512 = mul i64 %511, 1099511628211, !dbg !403
    #dbg_value(i64 5, !198, !DIExpression(), !400)
  %513 = lshr i64 %491, 40, !dbg !404
  %514 = and i64 %513, 255, !dbg !401
  %515 = xor i64 %512, %514, !dbg !402
  %516 = mul i64 %515, 1099511628211, !dbg !403
    #dbg_value(i64 6, !198, !DIExpression(), !400)
  %517 = lshr i64 %491, 48, !dbg !404
  %518 = and i64 %517, 255, !dbg !401
  %519 = xor i64 %516, %518, !dbg !402
  %520 = mul i64 %519, 1099511628211, !dbg !403
    #dbg_value(i64 7, !198, !DIExpression(), !400)
  %521 = lshr i64 %491, 56, !dbg !404
  %522 = xor i64 %520, %521, !dbg !402
  %523 = mul i64 %522, 1099511628211, !dbg !403
    #dbg_value(i64 8, !198, !DIExpression(), !400)
  store i64 %523, ptr @hash, align 8, !dbg !405, !tbaa !203
  %524 = tail call fastcc i64 @f_or(i64 noundef %6, i64 noundef %313), !dbg !406
    #dbg_value(ptr @.str.21, !181, !DIExpression(), !407)
    #dbg_value(i64 %524, !188, !DIExpression(), !407)
  %525 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.28, ptr noundef nonnull @.str.21, i64 noundef %524), !dbg !409
    #dbg_value(i64 %524, !193, !DIExpression(), !410)
    #dbg_value(i32 0, !198, !DIExpression(), !412)
  %526 = load i64, ptr @hash, align 8, !tbaa !203
    #dbg_value(i64 0, !198, !DIExpression(), !412)
  %527 = and i64 %524, 255, !dbg !413
  %528 = xor i64 %526, %527, !dbg !414
  %529 = mul i64 %528, 1099511628211, !dbg !415
    #dbg_value(i64 1, !198, !DIExpression(), !412)
  %530 = lshr i64 %524, 8, !dbg !416
  %531 = and i64 %530, 255, !dbg !413
  %532 = xor i64 %529, %531, !dbg !414
  %533 = mul i64 %532, 1099511628211, !dbg !415
    #dbg_value(i64 2, !198, !DIExpression(), !412)
  %534 = lshr i64 %524, 16, !dbg !416
  %535 = and i64 %534, 255, !dbg !413
  %536 = xor i64 %533, %535, !dbg !414
  %537 = mul i64 %536, 1099511628211, !dbg !415
    #dbg_value(i64 3, !198, !DIExpression(), !412)
  %538 = lshr i64 %524, 24, !dbg !416
  %539 = and i64 %538, 255, !dbg !413
  %540 = xor i64 %537, %539, !dbg !414
  %541 = mul i64 %540, 1099511628211, !dbg !415
    #dbg_value(i64 4, !198, !DIExpression(), !412)
  %542 = lshr i64 %524, 32, !dbg !416
  %543 = and i64 %542, 255, !dbg !413
  %544 = xor i64 %541, %543, !dbg !414
  %545 = mul i64 %544, 1099511628211, !dbg !415
    #dbg_value(i64 5, !198, !DIExpression(), !412)
  %546 = lshr i64 %524, 40, !dbg !416
  %547 = and i64 %546, 255, !dbg !413
  %548 = xor i64 %545, %547, !dbg !414
  %549 = mul i64 %548, 1099511628211, !dbg !415
    #dbg_value(i64 6, !198, !DIExpression(), !412)
  %550 = lshr i64 %524, 48, !dbg !416
  %551 = and i64 %550, 255, !dbg !413
  %552 = xor i64 %549, %551, !dbg !414
  %553 = mul i64 %552, 1099511628211, !dbg !415
    #dbg_value(i64 7, !198, !DIExpression(), !412)
  %554 = lshr i64 %524, 56, !dbg !416
  %555 = xor i64 %553, %554, !dbg !414
  %556 = mul i64 %555, 1099511628211, !dbg !415
    #dbg_value(i64 8, !198, !DIExpression(), !412)
  store i64 %556, ptr @hash, align 8, !dbg !417, !tbaa !203
  %557 = tail call fastcc i64 @f_xor(i64 noundef %6, i64 noundef %313), !dbg !418
    #dbg_value(ptr @.str.22, !181, !DIExpression(), !419)
    #dbg_value(i64 %557, !188, !DIExpression(), !419)
  %558 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.28, ptr noundef nonnull @.str.22, i64 noundef %557), !dbg !421
    #dbg_value(i64 %557, !193, !DIExpression(), !422)
    #dbg_value(i32 0, !198, !DIExpression(), !424)
  %559 = load i64, ptr @hash, align 8, !tbaa !203
    #dbg_value(i64 0, !198, !DIExpression(), !424)
  %560 = and i64 %557, 255, !dbg !425
  %561 = xor i64 %559, %560, !dbg !426
  %562 = mul i64 %561, 1099511628211, !dbg !427
    #dbg_value(i64 1, !198, !DIExpression(), !424)
  %563 = lshr i64 %557, 8, !dbg !428
  %564 = and i64 %563, 255, !dbg !425
  %565 = xor i64 %562, %564, !dbg !426
  %566 = mul i64 %565, 1099511628211, !dbg !427
    #dbg_value(i64 2, !198, !DIExpression(), !424)
  %567 = lshr i64 %557, 16, !dbg !428
  %568 = and i64 %567, 255, !dbg !425
  %569 = xor i64 %566, %568, !dbg !426
  %570 = mul i64 %569, 1099511628211, !dbg !427
    #dbg_value(i64 3, !198, !DIExpression(), !424)
  %571 = lshr i64 %557, 24, !dbg !428
  %572 = and i64 %571, 255, !dbg !425
  %573 = xor i64 %570, %572, !dbg !426
  %574 = mul i64 %573, 1099511628211, !dbg !427
    #dbg_value(i64 4, !198, !DIExpression(), !424)
  %575 = lshr i64 %557, 32, !dbg !428
  %576 = and i64 %575, 255, !dbg !425
  %577 = xor i64 %574, %576, !dbg !426
  %578 = mul i64 %577, 1099511628211, !dbg !427
    #dbg_value(i64 5, !198, !DIExpression(), !424)
  %579 = lshr i64 %557, 40, !dbg !428
  %580 = and i64 %579, 255, !dbg !425
  %581 = xor i64 %578, %580, !dbg !426
  %582 = mul i64 %581, 1099511628211, !dbg !427
    #dbg_value(i64 6, !198, !DIExpression(), !424)
  %583 = lshr i64 %557, 48, !dbg !428
  %584 = and i64 %583, 255, !dbg !425
  %585 = xor i64 %582, %584, !dbg !426
  %586 = mul i64 %585, 1099511628211, !dbg !427
    #dbg_value(i64 7, !198, !DIExpression(), !424)
  %587 = lshr i64 %557, 56, !dbg !428
  %588 = xor i64 %586, %587, !dbg !426
  %589 = mul i64 %588, 1099511628211, !dbg !427
    #dbg_value(i64 8, !198, !DIExpression(), !424)
  store i64 %589, ptr @hash, align 8, !dbg !429, !tbaa !203
  %590 = tail call fastcc i32 @f_lt(i64 noundef %6, i64 noundef %313), !dbg !430
  %591 = tail call fastcc i32 @f_le(i64 noundef %6, i64 noundef %313), !dbg !431
  %592 = tail call fastcc i32 @f_eq(i64 noundef %6, i64 noundef %313), !dbg !432
  %593 = icmp ne i64 %6, %313, !dbg !433
  %594 = zext i1 %593 to i32, !dbg !433
  %595 = icmp sgt i64 %6, %313, !dbg !434
  %596 = zext i1 %595 to i32, !dbg !434
  %597 = icmp sge i64 %6, %313, !dbg !435
  %598 = zext i1 %597 to i32, !dbg !435
  %599 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef %590, i32 noundef %591, i32 noundef %592, i32 noundef %594, i32 noundef %596, i32 noundef %598), !dbg !436
  %600 = shl nuw nsw i32 %590, 2, !dbg !437
  %601 = shl nuw nsw i32 %591, 1, !dbg !438
  %602 = or disjoint i32 %601, %600, !dbg !439
  %603 = or disjoint i32 %602, %592, !dbg !440
  %604 = zext nneg i32 %603 to i64, !dbg !441
    #dbg_value(i32 %603, !193, !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_stack_value), !442)
    #dbg_value(i32 0, !198, !DIExpression(), !444)
  %605 = load i64, ptr @hash, align 8, !tbaa !203
    #dbg_value(i64 0, !198, !DIExpression(), !444)
  %606 = xor i64 %605, %604, !dbg !445
    #dbg_value(i64 7, !198, !DIExpression(), !444)
  %607 = mul i64 %606, 2232315406967589409, !dbg !446
    #dbg_value(i64 8, !198, !DIExpression(), !444)
  store i64 %607, ptr @hash, align 8, !dbg !447, !tbaa !203
  %608 = tail call i32 @putchar(i32 10), !dbg !448
  %609 = add nuw nsw i64 %311, 1, !dbg !449
    #dbg_value(i64 %609, !147, !DIExpression(), !266)
  %610 = icmp eq i64 %609, 14, !dbg !450
  br i1 %610, label %307, label %310, !dbg !267, !llvm.loop !451

611:                                              ; preds = %307, %611
  %612 = phi i64 [ %649, %611 ], [ 0, %307 ]
    #dbg_value(i64 %612, !156, !DIExpression(), !453)
  %613 = getelementptr inbounds [16 x i64], ptr @__const.main.wides, i64 0, i64 %612, !dbg !454
  %614 = load i64, ptr %613, align 8, !dbg !454, !tbaa !172
  %615 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.24, i64 noundef %614), !dbg !457
    #dbg_value(ptr @.str.25, !181, !DIExpression(), !458)
    #dbg_value(i64 %614, !188, !DIExpression(), !458)
  %616 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.28, ptr noundef nonnull @.str.25, i64 noundef %614), !dbg !460
    #dbg_value(i64 %614, !193, !DIExpression(), !461)
    #dbg_value(i32 0, !198, !DIExpression(), !463)
  %617 = load i64, ptr @hash, align 8, !tbaa !203
    #dbg_value(i64 0, !198, !DIExpression(), !463)
  %618 = and i64 %614, 255, !dbg !464
  %619 = xor i64 %617, %618, !dbg !465
  %620 = mul i64 %619, 1099511628211, !dbg !466
    #dbg_value(i64 1, !198, !DIExpression(), !463)
  %621 = lshr i64 %614, 8, !dbg !467
  %622 = and i64 %621, 255, !dbg !464
  %623 = xor i64 %620, %622, !dbg !465
  %624 = mul i64 %623, 1099511628211, !dbg !466
    #dbg_value(i64 2, !198, !DIExpression(), !463)
  %625 = lshr i64 %614, 16, !dbg !467
  %626 = and i64 %625, 255, !dbg !464
  %627 = xor i64 %624, %626, !dbg !465
  %628 = mul i64 %627, 1099511628211, !dbg !466
    #dbg_value(i64 3, !198, !DIExpression(), !463)
  %629 = lshr i64 %614, 24, !dbg !467
  %630 = and i64 %629, 255, !dbg !464
  %631 = xor i64 %628, %630, !dbg !465
  %632 = mul i64 %631, 1099511628211, !dbg !466
    #dbg_value(i64 4, !198, !DIExpression(), !463)
  %633 = lshr i64 %614, 32, !dbg !467
  %634 = and i64 %633, 255, !dbg !464
  %635 = xor i64 %632, %634, !dbg !465
  %636 = mul i64 %635, 1099511628211, !dbg !466
    #dbg_value(i64 5, !198, !DIExpression(), !463)
  %637 = lshr i64 %614, 40, !dbg !467
  %638 = and i64 %637, 255, !dbg !464
  %639 = xor i64 %636, %638, !dbg !465
  %640 = mul i64 %639, 1099511628211, !dbg !466
    #dbg_value(i64 6, !198, !DIExpression(), !463)
  %641 = lshr i64 %614, 48, !dbg !467
  %642 = and i64 %641, 255, !dbg !464
  %643 = xor i64 %640, %642, !dbg !465
  %644 = mul i64 %643, 1099511628211, !dbg !466
    #dbg_value(i64 7, !198, !DIExpression(), !463)
  %645 = lshr i64 %614, 56, !dbg !467
  %646 = xor i64 %644, %645, !dbg !465
  %647 = mul i64 %646, 1099511628211, !dbg !466
    #dbg_value(i64 8, !198, !DIExpression(), !463)
  store i64 %647, ptr @hash, align 8, !dbg !468, !tbaa !203
  %648 = tail call i32 @putchar(i32 10), !dbg !469
  %649 = add nuw nsw i64 %612, 1, !dbg !470
    #dbg_value(i64 %649, !156, !DIExpression(), !453)
  %650 = icmp eq i64 %649, 16, !dbg !471
  br i1 %650, label %651, label %611, !dbg !472, !llvm.loop !473

651:                                              ; preds = %611
    #dbg_value(i64 undef, !159, !DIExpression(), !163)
    #dbg_value(ptr @.str.26, !181, !DIExpression(), !475)
    #dbg_value(i64 5906464649859175039, !188, !DIExpression(), !475)
  %652 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.28, ptr noundef nonnull @.str.26, i64 noundef 5906464649859175039), !dbg !477
    #dbg_value(i64 5906464649859175039, !193, !DIExpression(), !478)
    #dbg_value(i32 0, !198, !DIExpression(), !480)
  %653 = load i64, ptr @hash, align 8, !tbaa !203
    #dbg_value(i32 0, !198, !DIExpression(), !480)
    #dbg_value(i64 0, !198, !DIExpression(), !480)
  %654 = xor i64 %653, 127, !dbg !481
  %655 = mul i64 %654, 1099511628211, !dbg !482
    #dbg_value(i64 1, !198, !DIExpression(), !480)
  %656 = xor i64 %655, 18, !dbg !481
  %657 = mul i64 %656, 1099511628211, !dbg !482
    #dbg_value(i64 2, !198, !DIExpression(), !480)
  %658 = xor i64 %657, 66, !dbg !481
  %659 = mul i64 %658, 1099511628211, !dbg !482
    #dbg_value(i64 3, !198, !DIExpression(), !480)
  %660 = xor i64 %659, 37, !dbg !481
  %661 = mul i64 %660, 1099511628211, !dbg !482
    #dbg_value(i64 4, !198, !DIExpression(), !480)
  %662 = xor i64 %661, 78, !dbg !481
  %663 = mul i64 %662, 1099511628211, !dbg !482
    #dbg_value(i64 5, !198, !DIExpression(), !480)
  %664 = xor i64 %663, 250, !dbg !481
  %665 = mul i64 %664, 1099511628211, !dbg !482
    #dbg_value(i64 6, !198, !DIExpression(), !480)
  %666 = xor i64 %665, 247, !dbg !481
  %667 = mul i64 %666, 1099511628211, !dbg !482
    #dbg_value(i64 7, !198, !DIExpression(), !480)
  %668 = xor i64 %667, 81, !dbg !481
  %669 = mul i64 %668, 1099511628211, !dbg !482
    #dbg_value(i64 8, !198, !DIExpression(), !480)
  store i64 %669, ptr @hash, align 8, !dbg !483, !tbaa !203
  %670 = tail call i32 @putchar(i32 10), !dbg !484
  %671 = load i64, ptr @hash, align 8, !dbg !485, !tbaa !203
  %672 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.27, i64 noundef %671), !dbg !486
  %673 = load i64, ptr @hash, align 8, !dbg !487, !tbaa !203
  %674 = urem i64 %673, 7, !dbg !488
  %675 = trunc nuw nsw i64 %674 to i32, !dbg !489
  call void @llvm.lifetime.end.p0(i64 112, ptr nonnull %1) #6, !dbg !490
  ret i32 %675, !dbg !490
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: nofree nounwind
declare !dbg !491 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef i64 @f_not(i64 noundef %0) unnamed_addr #4 !dbg !496 {
    #dbg_value(i64 %0, !500, !DIExpression(), !501)
  %2 = xor i64 %0, -1, !dbg !502
  ret i64 %2, !dbg !503
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef i64 @f_add(i64 noundef %0, i64 noundef %1) unnamed_addr #4 !dbg !504 {
    #dbg_value(i64 %0, !508, !DIExpression(), !510)
    #dbg_value(i64 %1, !509, !DIExpression(), !510)
  %3 = add i64 %1, %0, !dbg !511
  ret i64 %3, !dbg !512
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef i64 @f_sub(i64 noundef %0, i64 noundef %1) unnamed_addr #4 !dbg !513 {
    #dbg_value(i64 %0, !515, !DIExpression(), !517)
    #dbg_value(i64 %1, !516, !DIExpression(), !517)
  %3 = sub i64 %0, %1, !dbg !518
  ret i64 %3, !dbg !519
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc i64 @f_shl(i64 noundef %0, i32 noundef %1) unnamed_addr #4 !dbg !520 {
    #dbg_value(i64 %0, !524, !DIExpression(), !526)
    #dbg_value(i32 %1, !525, !DIExpression(), !526)
  %3 = zext nneg i32 %1 to i64, !dbg !527
  %4 = shl i64 %0, %3, !dbg !527
  ret i64 %4, !dbg !528
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc i64 @f_shr(i64 noundef %0, i32 noundef %1) unnamed_addr #4 !dbg !529 {
    #dbg_value(i64 %0, !531, !DIExpression(), !533)
    #dbg_value(i32 %1, !532, !DIExpression(), !533)
  %3 = zext nneg i32 %1 to i64, !dbg !534
  %4 = ashr i64 %0, %3, !dbg !534
  ret i64 %4, !dbg !535
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef i64 @f_mul(i64 noundef %0, i64 noundef %1) unnamed_addr #4 !dbg !536 {
    #dbg_value(i64 %0, !538, !DIExpression(), !540)
    #dbg_value(i64 %1, !539, !DIExpression(), !540)
  %3 = mul i64 %1, %0, !dbg !541
  ret i64 %3, !dbg !542
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef i64 @f_div(i64 noundef %0, i64 noundef %1) unnamed_addr #4 !dbg !543 {
    #dbg_value(i64 %0, !545, !DIExpression(), !547)
    #dbg_value(i64 %1, !546, !DIExpression(), !547)
  %3 = sdiv i64 %0, %1, !dbg !548
  ret i64 %3, !dbg !549
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i64 -9223372036854775807, -9223372036854775808) i64 @f_rem(i64 noundef %0, i64 noundef %1) unnamed_addr #4 !dbg !550 {
    #dbg_value(i64 %0, !552, !DIExpression(), !554)
    #dbg_value(i64 %1, !553, !DIExpression(), !554)
  %3 = srem i64 %0, %1, !dbg !555
  ret i64 %3, !dbg !556
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef i64 @f_and(i64 noundef %0, i64 noundef %1) unnamed_addr #4 !dbg !557 {
    #dbg_value(i64 %0, !559, !DIExpression(), !561)
    #dbg_value(i64 %1, !560, !DIExpression(), !561)
  %3 = and i64 %1, %0, !dbg !562
  ret i64 %3, !dbg !563
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef i64 @f_or(i64 noundef %0, i64 noundef %1) unnamed_addr #4 !dbg !564 {
    #dbg_value(i64 %0, !566, !DIExpression(), !568)
    #dbg_value(i64 %1, !567, !DIExpression(), !568)
  %3 = or i64 %1, %0, !dbg !569
  ret i64 %3, !dbg !570
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef i64 @f_xor(i64 noundef %0, i64 noundef %1) unnamed_addr #4 !dbg !571 {
    #dbg_value(i64 %0, !573, !DIExpression(), !575)
    #dbg_value(i64 %1, !574, !DIExpression(), !575)
  %3 = xor i64 %1, %0, !dbg !576
  ret i64 %3, !dbg !577
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i32 0, 2) i32 @f_lt(i64 noundef %0, i64 noundef %1) unnamed_addr #4 !dbg !578 {
    #dbg_value(i64 %0, !582, !DIExpression(), !584)
    #dbg_value(i64 %1, !583, !DIExpression(), !584)
  %3 = icmp slt i64 %0, %1, !dbg !585
  %4 = zext i1 %3 to i32, !dbg !585
  ret i32 %4, !dbg !586
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i32 0, 2) i32 @f_le(i64 noundef %0, i64 noundef %1) unnamed_addr #4 !dbg !587 {
    #dbg_value(i64 %0, !589, !DIExpression(), !591)
    #dbg_value(i64 %1, !590, !DIExpression(), !591)
  %3 = icmp sle i64 %0, %1, !dbg !592
  %4 = zext i1 %3 to i32, !dbg !592
  ret i32 %4, !dbg !593
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i32 0, 2) i32 @f_eq(i64 noundef %0, i64 noundef %1) unnamed_addr #4 !dbg !594 {
    #dbg_value(i64 %0, !596, !DIExpression(), !598)
    #dbg_value(i64 %1, !597, !DIExpression(), !598)
  %3 = icmp eq i64 %0, %1, !dbg !599
  %4 = zext i1 %3 to i32, !dbg !599
  ret i32 %4, !dbg !600
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
!llvm.module.flags = !{!120, !121, !122, !123, !124, !125, !126}
!llvm.ident = !{!127}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 47, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "programs/int_edges_ll.c", directory: ".", checksumkind: CSK_MD5, checksum: "4c302a23d226d713465f3a52bcf5be7e")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 280, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 35)
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
!99 = distinct !DIGlobalVariable(name: "hash", scope: !100, file: !2, line: 14, type: !115, isLocal: true, isDefinition: true)
!100 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !101, globals: !107, splitDebugInlining: false, nameTableKind: None)
!101 = !{!102, !104, !103, !105, !106}
!102 = !DIDerivedType(tag: DW_TAG_typedef, name: "T", file: !2, line: 7, baseType: !103)
!103 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!104 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!105 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!106 = !DIDerivedType(tag: DW_TAG_typedef, name: "UT", file: !2, line: 8, baseType: !105)
!107 = !{!0, !7, !12, !17, !22, !27, !29, !31, !33, !38, !43, !45, !108, !47, !52, !57, !59, !61, !63, !65, !70, !72, !74, !76, !81, !86, !91, !93, !110, !98}
!108 = !DIGlobalVariableExpression(var: !109, expr: !DIExpression())
!109 = distinct !DIGlobalVariable(scope: null, file: !2, line: 61, type: !54, isLocal: true, isDefinition: true)
!110 = !DIGlobalVariableExpression(var: !111, expr: !DIExpression())
!111 = distinct !DIGlobalVariable(scope: null, file: !2, line: 38, type: !112, isLocal: true, isDefinition: true)
!112 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 72, elements: !113)
!113 = !{!114}
!114 = !DISubrange(count: 9)
!115 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint64_t", file: !116, line: 27, baseType: !117)
!116 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-uintn.h", directory: "", checksumkind: CSK_MD5, checksum: "2bf2ae53c58c01b1a1b9383b5195125c")
!117 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint64_t", file: !118, line: 45, baseType: !119)
!118 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!119 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!120 = !{i32 7, !"Dwarf Version", i32 5}
!121 = !{i32 2, !"Debug Info Version", i32 3}
!122 = !{i32 1, !"wchar_size", i32 4}
!123 = !{i32 8, !"PIC Level", i32 2}
!124 = !{i32 7, !"PIE Level", i32 2}
!125 = !{i32 7, !"uwtable", i32 2}
!126 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!127 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!128 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 43, type: !129, scopeLine: 43, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !100, retainedNodes: !131)
!129 = !DISubroutineType(types: !130)
!130 = !{!104}
!131 = !{!132, !135, !136, !138, !141, !143, !146, !147, !149, !152, !156, !159, !160}
!132 = !DILocalVariable(name: "vals", scope: !128, file: !2, line: 44, type: !133)
!133 = !DICompositeType(tag: DW_TAG_array_type, baseType: !134, size: 896, elements: !96)
!134 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !102)
!135 = !DILocalVariable(name: "n", scope: !128, file: !2, line: 46, type: !104)
!136 = !DILocalVariable(name: "i", scope: !137, file: !2, line: 48, type: !104)
!137 = distinct !DILexicalBlock(scope: !128, file: !2, line: 48, column: 5)
!138 = !DILocalVariable(name: "a", scope: !139, file: !2, line: 49, type: !102)
!139 = distinct !DILexicalBlock(scope: !140, file: !2, line: 48, column: 33)
!140 = distinct !DILexicalBlock(scope: !137, file: !2, line: 48, column: 5)
!141 = !DILocalVariable(name: "s", scope: !142, file: !2, line: 58, type: !104)
!142 = distinct !DILexicalBlock(scope: !139, file: !2, line: 58, column: 9)
!143 = !DILocalVariable(name: "l", scope: !144, file: !2, line: 59, type: !102)
!144 = distinct !DILexicalBlock(scope: !145, file: !2, line: 58, column: 67)
!145 = distinct !DILexicalBlock(scope: !142, file: !2, line: 58, column: 9)
!146 = !DILocalVariable(name: "r", scope: !144, file: !2, line: 59, type: !102)
!147 = !DILocalVariable(name: "j", scope: !148, file: !2, line: 63, type: !104)
!148 = distinct !DILexicalBlock(scope: !139, file: !2, line: 63, column: 9)
!149 = !DILocalVariable(name: "b", scope: !150, file: !2, line: 64, type: !102)
!150 = distinct !DILexicalBlock(scope: !151, file: !2, line: 63, column: 37)
!151 = distinct !DILexicalBlock(scope: !148, file: !2, line: 63, column: 9)
!152 = !DILocalVariable(name: "wides", scope: !128, file: !2, line: 79, type: !153)
!153 = !DICompositeType(tag: DW_TAG_array_type, baseType: !103, size: 1024, elements: !154)
!154 = !{!155}
!155 = !DISubrange(count: 16)
!156 = !DILocalVariable(name: "i", scope: !157, file: !2, line: 81, type: !158)
!157 = distinct !DILexicalBlock(scope: !128, file: !2, line: 81, column: 5)
!158 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!159 = !DILocalVariable(name: "acc", scope: !128, file: !2, line: 85, type: !102)
!160 = !DILocalVariable(name: "k", scope: !161, file: !2, line: 86, type: !104)
!161 = distinct !DILexicalBlock(scope: !128, file: !2, line: 86, column: 5)
!162 = distinct !DIAssignID()
!163 = !DILocation(line: 0, scope: !128)
!164 = distinct !DIAssignID()
!165 = !DILocation(line: 44, column: 5, scope: !128)
!166 = !DILocation(line: 44, column: 16, scope: !128)
!167 = distinct !DIAssignID()
!168 = !DILocation(line: 47, column: 5, scope: !128)
!169 = !DILocation(line: 0, scope: !137)
!170 = !DILocation(line: 48, column: 5, scope: !137)
!171 = !DILocation(line: 49, column: 15, scope: !139)
!172 = !{!173, !173, i64 0}
!173 = !{!"long long", !174, i64 0}
!174 = !{!"omnipotent char", !175, i64 0}
!175 = !{!"Simple C/C++ TBAA"}
!176 = !DILocation(line: 0, scope: !139)
!177 = !DILocation(line: 50, column: 9, scope: !139)
!178 = !DILocation(line: 50, column: 37, scope: !179)
!179 = distinct !DILexicalBlock(scope: !139, file: !2, line: 50, column: 27)
!180 = !DILocation(line: 51, column: 19, scope: !139)
!181 = !DILocalVariable(name: "what", arg: 1, scope: !182, file: !2, line: 37, type: !185)
!182 = distinct !DISubprogram(name: "pr", scope: !2, file: !2, line: 37, type: !183, scopeLine: 37, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !100, retainedNodes: !187)
!183 = !DISubroutineType(types: !184)
!184 = !{null, !185, !102}
!185 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !186, size: 64)
!186 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!187 = !{!181, !188}
!188 = !DILocalVariable(name: "v", arg: 2, scope: !182, file: !2, line: 37, type: !102)
!189 = !DILocation(line: 0, scope: !182, inlinedAt: !190)
!190 = distinct !DILocation(line: 51, column: 9, scope: !139)
!191 = !DILocation(line: 38, column: 19, scope: !192, inlinedAt: !190)
!192 = distinct !DILexicalBlock(scope: !182, file: !2, line: 38, column: 9)
!193 = !DILocalVariable(name: "v", arg: 1, scope: !194, file: !2, line: 15, type: !105)
!194 = distinct !DISubprogram(name: "mix", scope: !2, file: !2, line: 15, type: !195, scopeLine: 15, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !100, retainedNodes: !197)
!195 = !DISubroutineType(types: !196)
!196 = !{null, !105}
!197 = !{!193, !198}
!198 = !DILocalVariable(name: "i", scope: !199, file: !2, line: 16, type: !104)
!199 = distinct !DILexicalBlock(scope: !194, file: !2, line: 16, column: 5)
!200 = !DILocation(line: 0, scope: !194, inlinedAt: !201)
!201 = distinct !DILocation(line: 40, column: 5, scope: !182, inlinedAt: !190)
!202 = !DILocation(line: 0, scope: !199, inlinedAt: !201)
!203 = !{!204, !204, i64 0}
!204 = !{!"long", !174, i64 0}
!205 = !DILocation(line: 16, column: 58, scope: !206, inlinedAt: !201)
!206 = distinct !DILexicalBlock(scope: !207, file: !2, line: 16, column: 33)
!207 = distinct !DILexicalBlock(scope: !199, file: !2, line: 16, column: 5)
!208 = !DILocation(line: 16, column: 40, scope: !206, inlinedAt: !201)
!209 = !DILocation(line: 16, column: 71, scope: !206, inlinedAt: !201)
!210 = !DILocation(line: 16, column: 46, scope: !206, inlinedAt: !201)
!211 = !DILocation(line: 16, scope: !206, inlinedAt: !201)
!212 = !DILocation(line: 52, column: 9, scope: !139)
!213 = !DILocation(line: 0, scope: !194, inlinedAt: !214)
!214 = distinct !DILocation(line: 53, column: 9, scope: !139)
!215 = !DILocation(line: 0, scope: !199, inlinedAt: !214)
!216 = !DILocation(line: 16, column: 58, scope: !206, inlinedAt: !214)
!217 = !DILocation(line: 16, column: 40, scope: !206, inlinedAt: !214)
!218 = !DILocation(line: 16, column: 71, scope: !206, inlinedAt: !214)
!219 = !DILocation(line: 16, column: 46, scope: !206, inlinedAt: !214)
!220 = !DILocation(line: 0, scope: !194, inlinedAt: !221)
!221 = distinct !DILocation(line: 53, column: 46, scope: !139)
!222 = !DILocation(line: 0, scope: !199, inlinedAt: !221)
!223 = !DILocation(line: 16, column: 40, scope: !206, inlinedAt: !221)
!224 = !DILocation(line: 16, column: 71, scope: !206, inlinedAt: !221)
!225 = !DILocation(line: 16, scope: !206, inlinedAt: !221)
!226 = !DILocation(line: 54, column: 25, scope: !139)
!227 = !DILocation(line: 0, scope: !182, inlinedAt: !228)
!228 = distinct !DILocation(line: 54, column: 9, scope: !139)
!229 = !DILocation(line: 38, column: 19, scope: !192, inlinedAt: !228)
!230 = !DILocation(line: 0, scope: !194, inlinedAt: !231)
!231 = distinct !DILocation(line: 40, column: 5, scope: !182, inlinedAt: !228)
!232 = !DILocation(line: 0, scope: !199, inlinedAt: !231)
!233 = !DILocation(line: 16, column: 58, scope: !206, inlinedAt: !231)
!234 = !DILocation(line: 16, column: 40, scope: !206, inlinedAt: !231)
!235 = !DILocation(line: 16, column: 71, scope: !206, inlinedAt: !231)
!236 = !DILocation(line: 16, column: 46, scope: !206, inlinedAt: !231)
!237 = !DILocation(line: 16, scope: !206, inlinedAt: !231)
!238 = !DILocation(line: 55, column: 19, scope: !139)
!239 = !DILocation(line: 0, scope: !182, inlinedAt: !240)
!240 = distinct !DILocation(line: 55, column: 9, scope: !139)
!241 = !DILocation(line: 38, column: 19, scope: !192, inlinedAt: !240)
!242 = !DILocation(line: 0, scope: !194, inlinedAt: !243)
!243 = distinct !DILocation(line: 40, column: 5, scope: !182, inlinedAt: !240)
!244 = !DILocation(line: 0, scope: !199, inlinedAt: !243)
!245 = !DILocation(line: 16, column: 58, scope: !206, inlinedAt: !243)
!246 = !DILocation(line: 16, column: 40, scope: !206, inlinedAt: !243)
!247 = !DILocation(line: 16, column: 71, scope: !206, inlinedAt: !243)
!248 = !DILocation(line: 16, column: 46, scope: !206, inlinedAt: !243)
!249 = !DILocation(line: 16, scope: !206, inlinedAt: !243)
!250 = !DILocation(line: 56, column: 19, scope: !139)
!251 = !DILocation(line: 0, scope: !182, inlinedAt: !252)
!252 = distinct !DILocation(line: 56, column: 9, scope: !139)
!253 = !DILocation(line: 38, column: 19, scope: !192, inlinedAt: !252)
!254 = !DILocation(line: 0, scope: !194, inlinedAt: !255)
!255 = distinct !DILocation(line: 40, column: 5, scope: !182, inlinedAt: !252)
!256 = !DILocation(line: 0, scope: !199, inlinedAt: !255)
!257 = !DILocation(line: 16, column: 58, scope: !206, inlinedAt: !255)
!258 = !DILocation(line: 16, column: 40, scope: !206, inlinedAt: !255)
!259 = !DILocation(line: 16, column: 71, scope: !206, inlinedAt: !255)
!260 = !DILocation(line: 16, column: 46, scope: !206, inlinedAt: !255)
!261 = !DILocation(line: 16, scope: !206, inlinedAt: !255)
!262 = !DILocation(line: 57, column: 30, scope: !139)
!263 = !DILocation(line: 57, column: 9, scope: !139)
!264 = !DILocation(line: 0, scope: !142)
!265 = !DILocation(line: 58, column: 9, scope: !142)
!266 = !DILocation(line: 0, scope: !148)
!267 = !DILocation(line: 63, column: 9, scope: !148)
!268 = !DILocation(line: 59, column: 19, scope: !144)
!269 = !DILocation(line: 0, scope: !144)
!270 = !DILocation(line: 59, column: 36, scope: !144)
!271 = !DILocation(line: 0, scope: !194, inlinedAt: !272)
!272 = distinct !DILocation(line: 60, column: 13, scope: !144)
!273 = !DILocation(line: 0, scope: !199, inlinedAt: !272)
!274 = !DILocation(line: 16, column: 58, scope: !206, inlinedAt: !272)
!275 = !DILocation(line: 16, column: 40, scope: !206, inlinedAt: !272)
!276 = !DILocation(line: 16, column: 71, scope: !206, inlinedAt: !272)
!277 = !DILocation(line: 16, column: 46, scope: !206, inlinedAt: !272)
!278 = !DILocation(line: 0, scope: !194, inlinedAt: !279)
!279 = distinct !DILocation(line: 60, column: 41, scope: !144)
!280 = !DILocation(line: 0, scope: !199, inlinedAt: !279)
!281 = !DILocation(line: 16, column: 58, scope: !206, inlinedAt: !279)
!282 = !DILocation(line: 16, column: 40, scope: !206, inlinedAt: !279)
!283 = !DILocation(line: 16, column: 71, scope: !206, inlinedAt: !279)
!284 = !DILocation(line: 16, column: 46, scope: !206, inlinedAt: !279)
!285 = !DILocation(line: 16, scope: !206, inlinedAt: !279)
!286 = !DILocation(line: 61, column: 24, scope: !287)
!287 = distinct !DILexicalBlock(scope: !144, file: !2, line: 61, column: 17)
!288 = !DILocation(line: 61, column: 41, scope: !289)
!289 = distinct !DILexicalBlock(scope: !287, file: !2, line: 61, column: 39)
!290 = !DILocation(line: 0, scope: !182, inlinedAt: !291)
!291 = distinct !DILocation(line: 61, column: 62, scope: !289)
!292 = !DILocation(line: 38, column: 19, scope: !192, inlinedAt: !291)
!293 = !DILocation(line: 0, scope: !194, inlinedAt: !294)
!294 = distinct !DILocation(line: 40, column: 5, scope: !182, inlinedAt: !291)
!295 = !DILocation(line: 0, scope: !199, inlinedAt: !294)
!296 = !DILocation(line: 16, column: 40, scope: !206, inlinedAt: !294)
!297 = !DILocation(line: 16, column: 71, scope: !206, inlinedAt: !294)
!298 = !DILocation(line: 16, scope: !206, inlinedAt: !294)
!299 = !DILocation(line: 0, scope: !182, inlinedAt: !300)
!300 = distinct !DILocation(line: 61, column: 76, scope: !289)
!301 = !DILocation(line: 38, column: 19, scope: !192, inlinedAt: !300)
!302 = !DILocation(line: 0, scope: !194, inlinedAt: !303)
!303 = distinct !DILocation(line: 40, column: 5, scope: !182, inlinedAt: !300)
!304 = !DILocation(line: 0, scope: !199, inlinedAt: !303)
!305 = !DILocation(line: 16, column: 40, scope: !206, inlinedAt: !303)
!306 = !DILocation(line: 16, column: 71, scope: !206, inlinedAt: !303)
!307 = !DILocation(line: 16, scope: !206, inlinedAt: !303)
!308 = !DILocation(line: 61, column: 90, scope: !289)
!309 = !DILocation(line: 61, column: 104, scope: !289)
!310 = !DILocation(line: 58, column: 44, scope: !145)
!311 = !DILocation(line: 58, column: 37, scope: !145)
!312 = !DILocation(line: 58, column: 34, scope: !145)
!313 = !DILocation(line: 58, column: 27, scope: !145)
!314 = distinct !{!314, !265, !315, !316}
!315 = !DILocation(line: 62, column: 9, scope: !142)
!316 = !{!"llvm.loop.mustprogress"}
!317 = !DILocation(line: 48, column: 29, scope: !140)
!318 = !DILocation(line: 48, column: 23, scope: !140)
!319 = distinct !{!319, !170, !320, !316}
!320 = !DILocation(line: 77, column: 5, scope: !137)
!321 = !DILocation(line: 64, column: 19, scope: !150)
!322 = !DILocation(line: 0, scope: !150)
!323 = !DILocation(line: 65, column: 13, scope: !150)
!324 = !DILocation(line: 66, column: 21, scope: !150)
!325 = !DILocation(line: 0, scope: !182, inlinedAt: !326)
!326 = distinct !DILocation(line: 66, column: 13, scope: !150)
!327 = !DILocation(line: 38, column: 19, scope: !192, inlinedAt: !326)
!328 = !DILocation(line: 0, scope: !194, inlinedAt: !329)
!329 = distinct !DILocation(line: 40, column: 5, scope: !182, inlinedAt: !326)
!330 = !DILocation(line: 0, scope: !199, inlinedAt: !329)
!331 = !DILocation(line: 16, column: 58, scope: !206, inlinedAt: !329)
!332 = !DILocation(line: 16, column: 40, scope: !206, inlinedAt: !329)
!333 = !DILocation(line: 16, column: 71, scope: !206, inlinedAt: !329)
!334 = !DILocation(line: 16, column: 46, scope: !206, inlinedAt: !329)
!335 = !DILocation(line: 16, scope: !206, inlinedAt: !329)
!336 = !DILocation(line: 66, column: 43, scope: !150)
!337 = !DILocation(line: 0, scope: !182, inlinedAt: !338)
!338 = distinct !DILocation(line: 66, column: 35, scope: !150)
!339 = !DILocation(line: 38, column: 19, scope: !192, inlinedAt: !338)
!340 = !DILocation(line: 0, scope: !194, inlinedAt: !341)
!341 = distinct !DILocation(line: 40, column: 5, scope: !182, inlinedAt: !338)
!342 = !DILocation(line: 0, scope: !199, inlinedAt: !341)
!343 = !DILocation(line: 16, column: 58, scope: !206, inlinedAt: !341)
!344 = !DILocation(line: 16, column: 40, scope: !206, inlinedAt: !341)
!345 = !DILocation(line: 16, column: 71, scope: !206, inlinedAt: !341)
!346 = !DILocation(line: 16, column: 46, scope: !206, inlinedAt: !341)
!347 = !DILocation(line: 16, scope: !206, inlinedAt: !341)
!348 = !DILocation(line: 66, column: 65, scope: !150)
!349 = !DILocation(line: 0, scope: !182, inlinedAt: !350)
!350 = distinct !DILocation(line: 66, column: 57, scope: !150)
!351 = !DILocation(line: 38, column: 19, scope: !192, inlinedAt: !350)
!352 = !DILocation(line: 0, scope: !194, inlinedAt: !353)
!353 = distinct !DILocation(line: 40, column: 5, scope: !182, inlinedAt: !350)
!354 = !DILocation(line: 0, scope: !199, inlinedAt: !353)
!355 = !DILocation(line: 16, column: 58, scope: !206, inlinedAt: !353)
!356 = !DILocation(line: 16, column: 40, scope: !206, inlinedAt: !353)
!357 = !DILocation(line: 16, column: 71, scope: !206, inlinedAt: !353)
!358 = !DILocation(line: 16, column: 46, scope: !206, inlinedAt: !353)
!359 = !DILocation(line: 16, scope: !206, inlinedAt: !353)
!360 = !DILocation(line: 67, column: 19, scope: !361)
!361 = distinct !DILexicalBlock(scope: !150, file: !2, line: 67, column: 17)
!362 = !DILocation(line: 67, column: 24, scope: !361)
!363 = !DILocation(line: 68, column: 25, scope: !364)
!364 = distinct !DILexicalBlock(scope: !361, file: !2, line: 67, column: 95)
!365 = !DILocation(line: 0, scope: !182, inlinedAt: !366)
!366 = distinct !DILocation(line: 68, column: 17, scope: !364)
!367 = !DILocation(line: 38, column: 19, scope: !192, inlinedAt: !366)
!368 = !DILocation(line: 0, scope: !194, inlinedAt: !369)
!369 = distinct !DILocation(line: 40, column: 5, scope: !182, inlinedAt: !366)
!370 = !DILocation(line: 0, scope: !199, inlinedAt: !369)
!371 = !DILocation(line: 16, column: 58, scope: !206, inlinedAt: !369)
!372 = !DILocation(line: 16, column: 40, scope: !206, inlinedAt: !369)
!373 = !DILocation(line: 16, column: 71, scope: !206, inlinedAt: !369)
!374 = !DILocation(line: 16, column: 46, scope: !206, inlinedAt: !369)
!375 = !DILocation(line: 16, scope: !206, inlinedAt: !369)
!376 = !DILocation(line: 68, column: 47, scope: !364)
!377 = !DILocation(line: 0, scope: !182, inlinedAt: !378)
!378 = distinct !DILocation(line: 68, column: 39, scope: !364)
!379 = !DILocation(line: 38, column: 19, scope: !192, inlinedAt: !378)
!380 = !DILocation(line: 0, scope: !194, inlinedAt: !381)
!381 = distinct !DILocation(line: 40, column: 5, scope: !182, inlinedAt: !378)
!382 = !DILocation(line: 0, scope: !199, inlinedAt: !381)
!383 = !DILocation(line: 16, column: 58, scope: !206, inlinedAt: !381)
!384 = !DILocation(line: 16, column: 40, scope: !206, inlinedAt: !381)
!385 = !DILocation(line: 16, column: 71, scope: !206, inlinedAt: !381)
!386 = !DILocation(line: 16, column: 46, scope: !206, inlinedAt: !381)
!387 = !DILocation(line: 16, scope: !206, inlinedAt: !381)
!388 = !DILocation(line: 70, column: 29, scope: !389)
!389 = distinct !DILexicalBlock(scope: !364, file: !2, line: 70, column: 21)
!390 = !DILocation(line: 70, column: 51, scope: !389)
!391 = !DILocation(line: 70, column: 70, scope: !389)
!392 = !DILocation(line: 70, column: 21, scope: !364)
!393 = !DILocation(line: 70, column: 76, scope: !389)
!394 = !DILocation(line: 72, column: 21, scope: !150)
!395 = !DILocation(line: 0, scope: !182, inlinedAt: !396)
!396 = distinct !DILocation(line: 72, column: 13, scope: !150)
!397 = !DILocation(line: 38, column: 19, scope: !192, inlinedAt: !396)
!398 = !DILocation(line: 0, scope: !194, inlinedAt: !399)
!399 = distinct !DILocation(line: 40, column: 5, scope: !182, inlinedAt: !396)
!400 = !DILocation(line: 0, scope: !199, inlinedAt: !399)
!401 = !DILocation(line: 16, column: 58, scope: !206, inlinedAt: !399)
!402 = !DILocation(line: 16, column: 40, scope: !206, inlinedAt: !399)
!403 = !DILocation(line: 16, column: 71, scope: !206, inlinedAt: !399)
!404 = !DILocation(line: 16, column: 46, scope: !206, inlinedAt: !399)
!405 = !DILocation(line: 16, scope: !206, inlinedAt: !399)
!406 = !DILocation(line: 72, column: 43, scope: !150)
!407 = !DILocation(line: 0, scope: !182, inlinedAt: !408)
!408 = distinct !DILocation(line: 72, column: 35, scope: !150)
!409 = !DILocation(line: 38, column: 19, scope: !192, inlinedAt: !408)
!410 = !DILocation(line: 0, scope: !194, inlinedAt: !411)
!411 = distinct !DILocation(line: 40, column: 5, scope: !182, inlinedAt: !408)
!412 = !DILocation(line: 0, scope: !199, inlinedAt: !411)
!413 = !DILocation(line: 16, column: 58, scope: !206, inlinedAt: !411)
!414 = !DILocation(line: 16, column: 40, scope: !206, inlinedAt: !411)
!415 = !DILocation(line: 16, column: 71, scope: !206, inlinedAt: !411)
!416 = !DILocation(line: 16, column: 46, scope: !206, inlinedAt: !411)
!417 = !DILocation(line: 16, scope: !206, inlinedAt: !411)
!418 = !DILocation(line: 72, column: 64, scope: !150)
!419 = !DILocation(line: 0, scope: !182, inlinedAt: !420)
!420 = distinct !DILocation(line: 72, column: 56, scope: !150)
!421 = !DILocation(line: 38, column: 19, scope: !192, inlinedAt: !420)
!422 = !DILocation(line: 0, scope: !194, inlinedAt: !423)
!423 = distinct !DILocation(line: 40, column: 5, scope: !182, inlinedAt: !420)
!424 = !DILocation(line: 0, scope: !199, inlinedAt: !423)
!425 = !DILocation(line: 16, column: 58, scope: !206, inlinedAt: !423)
!426 = !DILocation(line: 16, column: 40, scope: !206, inlinedAt: !423)
!427 = !DILocation(line: 16, column: 71, scope: !206, inlinedAt: !423)
!428 = !DILocation(line: 16, column: 46, scope: !206, inlinedAt: !423)
!429 = !DILocation(line: 16, scope: !206, inlinedAt: !423)
!430 = !DILocation(line: 73, column: 41, scope: !150)
!431 = !DILocation(line: 73, column: 53, scope: !150)
!432 = !DILocation(line: 73, column: 65, scope: !150)
!433 = !DILocation(line: 73, column: 79, scope: !150)
!434 = !DILocation(line: 73, column: 87, scope: !150)
!435 = !DILocation(line: 73, column: 94, scope: !150)
!436 = !DILocation(line: 73, column: 13, scope: !150)
!437 = !DILocation(line: 74, column: 49, scope: !150)
!438 = !DILocation(line: 74, column: 66, scope: !150)
!439 = !DILocation(line: 74, column: 53, scope: !150)
!440 = !DILocation(line: 74, column: 70, scope: !150)
!441 = !DILocation(line: 74, column: 17, scope: !150)
!442 = !DILocation(line: 0, scope: !194, inlinedAt: !443)
!443 = distinct !DILocation(line: 74, column: 13, scope: !150)
!444 = !DILocation(line: 0, scope: !199, inlinedAt: !443)
!445 = !DILocation(line: 16, column: 40, scope: !206, inlinedAt: !443)
!446 = !DILocation(line: 16, column: 71, scope: !206, inlinedAt: !443)
!447 = !DILocation(line: 16, scope: !206, inlinedAt: !443)
!448 = !DILocation(line: 75, column: 13, scope: !150)
!449 = !DILocation(line: 63, column: 33, scope: !151)
!450 = !DILocation(line: 63, column: 27, scope: !151)
!451 = distinct !{!451, !267, !452, !316}
!452 = !DILocation(line: 76, column: 9, scope: !148)
!453 = !DILocation(line: 0, scope: !157)
!454 = !DILocation(line: 82, column: 34, scope: !455)
!455 = distinct !DILexicalBlock(scope: !456, file: !2, line: 81, column: 69)
!456 = distinct !DILexicalBlock(scope: !157, file: !2, line: 81, column: 5)
!457 = !DILocation(line: 82, column: 9, scope: !455)
!458 = !DILocation(line: 0, scope: !182, inlinedAt: !459)
!459 = distinct !DILocation(line: 82, column: 45, scope: !455)
!460 = !DILocation(line: 38, column: 19, scope: !192, inlinedAt: !459)
!461 = !DILocation(line: 0, scope: !194, inlinedAt: !462)
!462 = distinct !DILocation(line: 40, column: 5, scope: !182, inlinedAt: !459)
!463 = !DILocation(line: 0, scope: !199, inlinedAt: !462)
!464 = !DILocation(line: 16, column: 58, scope: !206, inlinedAt: !462)
!465 = !DILocation(line: 16, column: 40, scope: !206, inlinedAt: !462)
!466 = !DILocation(line: 16, column: 71, scope: !206, inlinedAt: !462)
!467 = !DILocation(line: 16, column: 46, scope: !206, inlinedAt: !462)
!468 = !DILocation(line: 16, scope: !206, inlinedAt: !462)
!469 = !DILocation(line: 82, column: 73, scope: !455)
!470 = !DILocation(line: 81, column: 65, scope: !456)
!471 = !DILocation(line: 81, column: 28, scope: !456)
!472 = !DILocation(line: 81, column: 5, scope: !157)
!473 = distinct !{!473, !472, !474, !316}
!474 = !DILocation(line: 83, column: 5, scope: !157)
!475 = !DILocation(line: 0, scope: !182, inlinedAt: !476)
!476 = distinct !DILocation(line: 92, column: 5, scope: !128)
!477 = !DILocation(line: 38, column: 19, scope: !192, inlinedAt: !476)
!478 = !DILocation(line: 0, scope: !194, inlinedAt: !479)
!479 = distinct !DILocation(line: 40, column: 5, scope: !182, inlinedAt: !476)
!480 = !DILocation(line: 0, scope: !199, inlinedAt: !479)
!481 = !DILocation(line: 16, column: 40, scope: !206, inlinedAt: !479)
!482 = !DILocation(line: 16, column: 71, scope: !206, inlinedAt: !479)
!483 = !DILocation(line: 16, scope: !206, inlinedAt: !479)
!484 = !DILocation(line: 92, column: 21, scope: !128)
!485 = !DILocation(line: 93, column: 50, scope: !128)
!486 = !DILocation(line: 93, column: 5, scope: !128)
!487 = !DILocation(line: 94, column: 18, scope: !128)
!488 = !DILocation(line: 94, column: 23, scope: !128)
!489 = !DILocation(line: 94, column: 12, scope: !128)
!490 = !DILocation(line: 95, column: 1, scope: !128)
!491 = !DISubprogram(name: "printf", scope: !492, file: !492, line: 356, type: !493, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!492 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!493 = !DISubroutineType(types: !494)
!494 = !{!104, !495, null}
!495 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !185)
!496 = distinct !DISubprogram(name: "f_not", scope: !2, file: !2, line: 27, type: !497, scopeLine: 27, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !100, retainedNodes: !499)
!497 = !DISubroutineType(types: !498)
!498 = !{!102, !102}
!499 = !{!500}
!500 = !DILocalVariable(name: "a", arg: 1, scope: !496, file: !2, line: 27, type: !102)
!501 = !DILocation(line: 0, scope: !496)
!502 = !DILocation(line: 27, column: 59, scope: !496)
!503 = !DILocation(line: 27, column: 49, scope: !496)
!504 = distinct !DISubprogram(name: "f_add", scope: !2, file: !2, line: 19, type: !505, scopeLine: 19, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !100, retainedNodes: !507)
!505 = !DISubroutineType(types: !506)
!506 = !{!102, !102, !102}
!507 = !{!508, !509}
!508 = !DILocalVariable(name: "a", arg: 1, scope: !504, file: !2, line: 19, type: !102)
!509 = !DILocalVariable(name: "b", arg: 2, scope: !504, file: !2, line: 19, type: !102)
!510 = !DILocation(line: 0, scope: !504)
!511 = !DILocation(line: 19, column: 71, scope: !504)
!512 = !DILocation(line: 19, column: 54, scope: !504)
!513 = distinct !DISubprogram(name: "f_sub", scope: !2, file: !2, line: 20, type: !505, scopeLine: 20, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !100, retainedNodes: !514)
!514 = !{!515, !516}
!515 = !DILocalVariable(name: "a", arg: 1, scope: !513, file: !2, line: 20, type: !102)
!516 = !DILocalVariable(name: "b", arg: 2, scope: !513, file: !2, line: 20, type: !102)
!517 = !DILocation(line: 0, scope: !513)
!518 = !DILocation(line: 20, column: 71, scope: !513)
!519 = !DILocation(line: 20, column: 54, scope: !513)
!520 = distinct !DISubprogram(name: "f_shl", scope: !2, file: !2, line: 28, type: !521, scopeLine: 28, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !100, retainedNodes: !523)
!521 = !DISubroutineType(types: !522)
!522 = !{!102, !102, !104}
!523 = !{!524, !525}
!524 = !DILocalVariable(name: "a", arg: 1, scope: !520, file: !2, line: 28, type: !102)
!525 = !DILocalVariable(name: "s", arg: 2, scope: !520, file: !2, line: 28, type: !104)
!526 = !DILocation(line: 0, scope: !520)
!527 = !DILocation(line: 28, column: 73, scope: !520)
!528 = !DILocation(line: 28, column: 56, scope: !520)
!529 = distinct !DISubprogram(name: "f_shr", scope: !2, file: !2, line: 29, type: !521, scopeLine: 29, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !100, retainedNodes: !530)
!530 = !{!531, !532}
!531 = !DILocalVariable(name: "a", arg: 1, scope: !529, file: !2, line: 29, type: !102)
!532 = !DILocalVariable(name: "s", arg: 2, scope: !529, file: !2, line: 29, type: !104)
!533 = !DILocation(line: 0, scope: !529)
!534 = !DILocation(line: 29, column: 69, scope: !529)
!535 = !DILocation(line: 29, column: 56, scope: !529)
!536 = distinct !DISubprogram(name: "f_mul", scope: !2, file: !2, line: 21, type: !505, scopeLine: 21, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !100, retainedNodes: !537)
!537 = !{!538, !539}
!538 = !DILocalVariable(name: "a", arg: 1, scope: !536, file: !2, line: 21, type: !102)
!539 = !DILocalVariable(name: "b", arg: 2, scope: !536, file: !2, line: 21, type: !102)
!540 = !DILocation(line: 0, scope: !536)
!541 = !DILocation(line: 21, column: 76, scope: !536)
!542 = !DILocation(line: 21, column: 54, scope: !536)
!543 = distinct !DISubprogram(name: "f_div", scope: !2, file: !2, line: 22, type: !505, scopeLine: 22, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !100, retainedNodes: !544)
!544 = !{!545, !546}
!545 = !DILocalVariable(name: "a", arg: 1, scope: !543, file: !2, line: 22, type: !102)
!546 = !DILocalVariable(name: "b", arg: 2, scope: !543, file: !2, line: 22, type: !102)
!547 = !DILocation(line: 0, scope: !543)
!548 = !DILocation(line: 22, column: 67, scope: !543)
!549 = !DILocation(line: 22, column: 54, scope: !543)
!550 = distinct !DISubprogram(name: "f_rem", scope: !2, file: !2, line: 23, type: !505, scopeLine: 23, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !100, retainedNodes: !551)
!551 = !{!552, !553}
!552 = !DILocalVariable(name: "a", arg: 1, scope: !550, file: !2, line: 23, type: !102)
!553 = !DILocalVariable(name: "b", arg: 2, scope: !550, file: !2, line: 23, type: !102)
!554 = !DILocation(line: 0, scope: !550)
!555 = !DILocation(line: 23, column: 67, scope: !550)
!556 = !DILocation(line: 23, column: 54, scope: !550)
!557 = distinct !DISubprogram(name: "f_and", scope: !2, file: !2, line: 24, type: !505, scopeLine: 24, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !100, retainedNodes: !558)
!558 = !{!559, !560}
!559 = !DILocalVariable(name: "a", arg: 1, scope: !557, file: !2, line: 24, type: !102)
!560 = !DILocalVariable(name: "b", arg: 2, scope: !557, file: !2, line: 24, type: !102)
!561 = !DILocation(line: 0, scope: !557)
!562 = !DILocation(line: 24, column: 63, scope: !557)
!563 = !DILocation(line: 24, column: 54, scope: !557)
!564 = distinct !DISubprogram(name: "f_or", scope: !2, file: !2, line: 25, type: !505, scopeLine: 25, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !100, retainedNodes: !565)
!565 = !{!566, !567}
!566 = !DILocalVariable(name: "a", arg: 1, scope: !564, file: !2, line: 25, type: !102)
!567 = !DILocalVariable(name: "b", arg: 2, scope: !564, file: !2, line: 25, type: !102)
!568 = !DILocation(line: 0, scope: !564)
!569 = !DILocation(line: 25, column: 62, scope: !564)
!570 = !DILocation(line: 25, column: 53, scope: !564)
!571 = distinct !DISubprogram(name: "f_xor", scope: !2, file: !2, line: 26, type: !505, scopeLine: 26, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !100, retainedNodes: !572)
!572 = !{!573, !574}
!573 = !DILocalVariable(name: "a", arg: 1, scope: !571, file: !2, line: 26, type: !102)
!574 = !DILocalVariable(name: "b", arg: 2, scope: !571, file: !2, line: 26, type: !102)
!575 = !DILocation(line: 0, scope: !571)
!576 = !DILocation(line: 26, column: 63, scope: !571)
!577 = !DILocation(line: 26, column: 54, scope: !571)
!578 = distinct !DISubprogram(name: "f_lt", scope: !2, file: !2, line: 30, type: !579, scopeLine: 30, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !100, retainedNodes: !581)
!579 = !DISubroutineType(types: !580)
!580 = !{!104, !102, !102}
!581 = !{!582, !583}
!582 = !DILocalVariable(name: "a", arg: 1, scope: !578, file: !2, line: 30, type: !102)
!583 = !DILocalVariable(name: "b", arg: 2, scope: !578, file: !2, line: 30, type: !102)
!584 = !DILocation(line: 0, scope: !578)
!585 = !DILocation(line: 30, column: 64, scope: !578)
!586 = !DILocation(line: 30, column: 55, scope: !578)
!587 = distinct !DISubprogram(name: "f_le", scope: !2, file: !2, line: 31, type: !579, scopeLine: 31, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !100, retainedNodes: !588)
!588 = !{!589, !590}
!589 = !DILocalVariable(name: "a", arg: 1, scope: !587, file: !2, line: 31, type: !102)
!590 = !DILocalVariable(name: "b", arg: 2, scope: !587, file: !2, line: 31, type: !102)
!591 = !DILocation(line: 0, scope: !587)
!592 = !DILocation(line: 31, column: 64, scope: !587)
!593 = !DILocation(line: 31, column: 55, scope: !587)
!594 = distinct !DISubprogram(name: "f_eq", scope: !2, file: !2, line: 32, type: !579, scopeLine: 32, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !100, retainedNodes: !595)
!595 = !{!596, !597}
!596 = !DILocalVariable(name: "a", arg: 1, scope: !594, file: !2, line: 32, type: !102)
!597 = !DILocalVariable(name: "b", arg: 2, scope: !594, file: !2, line: 32, type: !102)
!598 = !DILocation(line: 0, scope: !594)
!599 = !DILocation(line: 32, column: 64, scope: !594)
!600 = !DILocation(line: 32, column: 55, scope: !594)
