; ModuleID = 'programs/int_edges_ull.c'
source_filename = "programs/int_edges_ull.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@__const.main.vals = private unnamed_addr constant [14 x i64] [i64 0, i64 1, i64 0, i64 -1, i64 0, i64 1, i64 2, i64 3, i64 7, i64 9223372036854775807, i64 -2, i64 -1, i64 6510615555426900570, i64 -6510615555426900571], align 16
@.str = private unnamed_addr constant [44 x i8] c"type unsigned long long: size=%d signed=%d\0A\00", align 1, !dbg !0
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
@.str.28 = private unnamed_addr constant [9 x i8] c" %s=%llu\00", align 1, !dbg !110

; Function Attrs: nofree nounwind uwtable
define dso_local range(i32 0, 7) i32 @main() local_unnamed_addr #0 !dbg !128 {
  %1 = alloca [14 x i64], align 16, !DIAssignID !162
    #dbg_assign(i1 undef, !132, !DIExpression(), !162, ptr %1, !DIExpression(), !163)
    #dbg_assign(i1 undef, !152, !DIExpression(), !164, ptr @__const.main.wides, !DIExpression(), !163)
  call void @llvm.lifetime.start.p0(i64 112, ptr nonnull %1) #6, !dbg !165
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 16 %1, ptr align 16 @__const.main.vals, i64 112, i1 true), !dbg !166, !DIAssignID !167
    #dbg_assign(i1 undef, !132, !DIExpression(), !167, ptr %1, !DIExpression(), !163)
    #dbg_value(i32 14, !135, !DIExpression(), !163)
  %2 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 8, i32 noundef 0), !dbg !168
    #dbg_value(i32 0, !136, !DIExpression(), !169)
  br label %3, !dbg !170

3:                                                ; preds = %0, %305
  %4 = phi i64 [ 0, %0 ], [ %306, %305 ]
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
  br label %193, !dbg !265

193:                                              ; preds = %3, %298
  %194 = phi i64 [ %192, %3 ], [ %299, %298 ]
  %195 = phi i32 [ 0, %3 ], [ %303, %298 ]
    #dbg_value(i32 %195, !141, !DIExpression(), !264)
  %196 = tail call fastcc i64 @f_shl(i64 noundef %6, i32 noundef %195), !dbg !266
    #dbg_value(i64 %196, !143, !DIExpression(), !267)
  %197 = tail call fastcc i64 @f_shr(i64 noundef %6, i32 noundef %195), !dbg !268
    #dbg_value(i64 %197, !146, !DIExpression(), !267)
    #dbg_value(i64 %196, !193, !DIExpression(), !269)
    #dbg_value(i32 0, !198, !DIExpression(), !271)
    #dbg_value(i32 0, !198, !DIExpression(), !271)
    #dbg_value(i64 0, !198, !DIExpression(), !271)
  %198 = and i64 %196, 255, !dbg !272
  %199 = xor i64 %194, %198, !dbg !273
  %200 = mul i64 %199, 1099511628211, !dbg !274
    #dbg_value(i64 1, !198, !DIExpression(), !271)
  %201 = lshr i64 %196, 8, !dbg !275
  %202 = and i64 %201, 255, !dbg !272
  %203 = xor i64 %200, %202, !dbg !273
  %204 = mul i64 %203, 1099511628211, !dbg !274
    #dbg_value(i64 2, !198, !DIExpression(), !271)
  %205 = lshr i64 %196, 16, !dbg !275
  %206 = and i64 %205, 255, !dbg !272
  %207 = xor i64 %204, %206, !dbg !273
  %208 = mul i64 %207, 1099511628211, !dbg !274
    #dbg_value(i64 3, !198, !DIExpression(), !271)
  %209 = lshr i64 %196, 24, !dbg !275
  %210 = and i64 %209, 255, !dbg !272
  %211 = xor i64 %208, %210, !dbg !273
  %212 = mul i64 %211, 1099511628211, !dbg !274
    #dbg_value(i64 4, !198, !DIExpression(), !271)
  %213 = lshr i64 %196, 32, !dbg !275
  %214 = and i64 %213, 255, !dbg !272
  %215 = xor i64 %212, %214, !dbg !273
  %216 = mul i64 %215, 1099511628211, !dbg !274
    #dbg_value(i64 5, !198, !DIExpression(), !271)
  %217 = lshr i64 %196, 40, !dbg !275
  %218 = and i64 %217, 255, !dbg !272
  %219 = xor i64 %216, %218, !dbg !273
  %220 = mul i64 %219, 1099511628211, !dbg !274
    #dbg_value(i64 6, !198, !DIExpression(), !271)
  %221 = lshr i64 %196, 48, !dbg !275
  %222 = and i64 %221, 255, !dbg !272
  %223 = xor i64 %220, %222, !dbg !273
  %224 = mul i64 %223, 1099511628211, !dbg !274
    #dbg_value(i64 7, !198, !DIExpression(), !271)
  %225 = lshr i64 %196, 56, !dbg !275
  %226 = xor i64 %224, %225, !dbg !273
  %227 = mul i64 %226, 1099511628211, !dbg !274
    #dbg_value(i64 8, !198, !DIExpression(), !271)
    #dbg_value(i64 %197, !193, !DIExpression(), !276)
    #dbg_value(i32 0, !198, !DIExpression(), !278)
    #dbg_value(i32 0, !198, !DIExpression(), !278)
    #dbg_value(i64 0, !198, !DIExpression(), !278)
  %228 = and i64 %197, 255, !dbg !279
  %229 = xor i64 %227, %228, !dbg !280
  %230 = mul i64 %229, 1099511628211, !dbg !281
    #dbg_value(i64 1, !198, !DIExpression(), !278)
  %231 = lshr i64 %197, 8, !dbg !282
  %232 = and i64 %231, 255, !dbg !279
  %233 = xor i64 %230, %232, !dbg !280
  %234 = mul i64 %233, 1099511628211, !dbg !281
    #dbg_value(i64 2, !198, !DIExpression(), !278)
  %235 = lshr i64 %197, 16, !dbg !282
  %236 = and i64 %235, 255, !dbg !279
  %237 = xor i64 %234, %236, !dbg !280
  %238 = mul i64 %237, 1099511628211, !dbg !281
    #dbg_value(i64 3, !198, !DIExpression(), !278)
  %239 = lshr i64 %197, 24, !dbg !282
  %240 = and i64 %239, 255, !dbg !279
  %241 = xor i64 %238, %240, !dbg !280
  %242 = mul i64 %241, 1099511628211, !dbg !281
    #dbg_value(i64 4, !198, !DIExpression(), !278)
  %243 = lshr i64 %197, 32, !dbg !282
  %244 = and i64 %243, 255, !dbg !279
  %245 = xor i64 %242, %244, !dbg !280
  %246 = mul i64 %245, 1099511628211, !dbg !281
    #dbg_value(i64 5, !198, !DIExpression(), !278)
  %247 = lshr i64 %197, 40, !dbg !282
  %248 = and i64 %247, 255, !dbg !279
  %249 = xor i64 %246, %248, !dbg !280
  %250 = mul i64 %249, 1099511628211, !dbg !281
    #dbg_value(i64 6, !198, !DIExpression(), !278)
  %251 = lshr i64 %197, 48, !dbg !282
  %252 = and i64 %251, 255, !dbg !279
  %253 = xor i64 %250, %252, !dbg !280
  %254 = mul i64 %253, 1099511628211, !dbg !281
    #dbg_value(i64 7, !198, !DIExpression(), !278)
  %255 = lshr i64 %197, 56, !dbg !282
  %256 = xor i64 %254, %255, !dbg !280
  %257 = mul i64 %256, 1099511628211, !dbg !281
    #dbg_value(i64 8, !198, !DIExpression(), !278)
  store i64 %257, ptr @hash, align 8, !dbg !283, !tbaa !203
  switch i32 %195, label %298 [
    i32 63, label %258
    i32 1, label %258
  ], !dbg !284

258:                                              ; preds = %193, %193
  %259 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef %195), !dbg !286
    #dbg_value(ptr @.str.10, !181, !DIExpression(), !288)
    #dbg_value(i64 %196, !188, !DIExpression(), !288)
  %260 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.28, ptr noundef nonnull @.str.10, i64 noundef %196), !dbg !290
    #dbg_value(i64 %196, !193, !DIExpression(), !291)
    #dbg_value(i32 0, !198, !DIExpression(), !293)
  %261 = load i64, ptr @hash, align 8, !tbaa !203
    #dbg_value(i32 0, !198, !DIExpression(), !293)
    #dbg_value(i64 0, !198, !DIExpression(), !293)
  %262 = xor i64 %261, %198, !dbg !294
  %263 = mul i64 %262, 1099511628211, !dbg !295
    #dbg_value(i64 1, !198, !DIExpression(), !293)
  %264 = xor i64 %263, %202, !dbg !294
  %265 = mul i64 %264, 1099511628211, !dbg !295
    #dbg_value(i64 2, !198, !DIExpression(), !293)
  %266 = xor i64 %265, %206, !dbg !294
  %267 = mul i64 %266, 1099511628211, !dbg !295
    #dbg_value(i64 3, !198, !DIExpression(), !293)
  %268 = xor i64 %267, %210, !dbg !294
  %269 = mul i64 %268, 1099511628211, !dbg !295
    #dbg_value(i64 4, !198, !DIExpression(), !293)
  %270 = xor i64 %269, %214, !dbg !294
  %271 = mul i64 %270, 1099511628211, !dbg !295
    #dbg_value(i64 5, !198, !DIExpression(), !293)
  %272 = xor i64 %271, %218, !dbg !294
  %273 = mul i64 %272, 1099511628211, !dbg !295
    #dbg_value(i64 6, !198, !DIExpression(), !293)
  %274 = xor i64 %273, %222, !dbg !294
  %275 = mul i64 %274, 1099511628211, !dbg !295
    #dbg_value(i64 7, !198, !DIExpression(), !293)
  %276 = xor i64 %275, %225, !dbg !294
  %277 = mul i64 %276, 1099511628211, !dbg !295
    #dbg_value(i64 8, !198, !DIExpression(), !293)
  store i64 %277, ptr @hash, align 8, !dbg !296, !tbaa !203
    #dbg_value(ptr @.str.11, !181, !DIExpression(), !297)
    #dbg_value(i64 %197, !188, !DIExpression(), !297)
  %278 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.28, ptr noundef nonnull @.str.11, i64 noundef %197), !dbg !299
    #dbg_value(i64 %197, !193, !DIExpression(), !300)
    #dbg_value(i32 0, !198, !DIExpression(), !302)
  %279 = load i64, ptr @hash, align 8, !tbaa !203
    #dbg_value(i32 0, !198, !DIExpression(), !302)
    #dbg_value(i64 0, !198, !DIExpression(), !302)
  %280 = xor i64 %279, %228, !dbg !303
  %281 = mul i64 %280, 1099511628211, !dbg !304
    #dbg_value(i64 1, !198, !DIExpression(), !302)
  %282 = xor i64 %281, %232, !dbg !303
  %283 = mul i64 %282, 1099511628211, !dbg !304
    #dbg_value(i64 2, !198, !DIExpression(), !302)
  %284 = xor i64 %283, %236, !dbg !303
  %285 = mul i64 %284, 1099511628211, !dbg !304
    #dbg_value(i64 3, !198, !DIExpression(), !302)
  %286 = xor i64 %285, %240, !dbg !303
  %287 = mul i64 %286, 1099511628211, !dbg !304
    #dbg_value(i64 4, !198, !DIExpression(), !302)
  %288 = xor i64 %287, %244, !dbg !303
  %289 = mul i64 %288, 1099511628211, !dbg !304
    #dbg_value(i64 5, !198, !DIExpression(), !302)
  %290 = xor i64 %289, %248, !dbg !303
  %291 = mul i64 %290, 1099511628211, !dbg !304
    #dbg_value(i64 6, !198, !DIExpression(), !302)
  %292 = xor i64 %291, %252, !dbg !303
  %293 = mul i64 %292, 1099511628211, !dbg !304
    #dbg_value(i64 7, !198, !DIExpression(), !302)
  %294 = xor i64 %293, %255, !dbg !303
  %295 = mul i64 %294, 1099511628211, !dbg !304
    #dbg_value(i64 8, !198, !DIExpression(), !302)
  store i64 %295, ptr @hash, align 8, !dbg !305, !tbaa !203
  %296 = tail call i32 @putchar(i32 10), !dbg !306
  %297 = load i64, ptr @hash, align 8, !tbaa !203
  br label %298, !dbg !307

298:                                              ; preds = %193, %258
  %299 = phi i64 [ %257, %193 ], [ %297, %258 ]
  %300 = add nsw i32 %195, -61, !dbg !308
  %301 = icmp ult i32 %300, -58, !dbg !308
  %302 = select i1 %301, i32 1, i32 5, !dbg !309
  %303 = add nuw nsw i32 %302, %195, !dbg !310
    #dbg_value(i32 %303, !141, !DIExpression(), !264)
  %304 = icmp ult i32 %303, 64, !dbg !311
  br i1 %304, label %193, label %308, !dbg !265, !llvm.loop !312

305:                                              ; preds = %485
  %306 = add nuw nsw i64 %4, 1, !dbg !315
    #dbg_value(i64 %306, !136, !DIExpression(), !169)
  %307 = icmp eq i64 %306, 14, !dbg !316
  br i1 %307, label %606, label %3, !dbg !170, !llvm.loop !317

308:                                              ; preds = %298, %485
  %309 = phi i64 [ %604, %485 ], [ 0, %298 ]
    #dbg_value(i64 %309, !147, !DIExpression(), !319)
  %310 = getelementptr inbounds [14 x i64], ptr %1, i64 0, i64 %309, !dbg !320
  %311 = load volatile i64, ptr %310, align 8, !dbg !320, !tbaa !172
    #dbg_value(i64 %311, !149, !DIExpression(), !321)
  %312 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i64 noundef %311), !dbg !322
  %313 = tail call fastcc i64 @f_add(i64 noundef %6, i64 noundef %311), !dbg !323
    #dbg_value(ptr @.str.14, !181, !DIExpression(), !324)
    #dbg_value(i64 %313, !188, !DIExpression(), !324)
  %314 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.28, ptr noundef nonnull @.str.14, i64 noundef %313), !dbg !326
    #dbg_value(i64 %313, !193, !DIExpression(), !327)
    #dbg_value(i32 0, !198, !DIExpression(), !329)
  %315 = load i64, ptr @hash, align 8, !tbaa !203
    #dbg_value(i32 0, !198, !DIExpression(), !329)
    #dbg_value(i64 0, !198, !DIExpression(), !329)
  %316 = and i64 %313, 255, !dbg !330
  %317 = xor i64 %315, %316, !dbg !331
  %318 = mul i64 %317, 1099511628211, !dbg !332
    #dbg_value(i64 1, !198, !DIExpression(), !329)
  %319 = lshr i64 %313, 8, !dbg !333
  %320 = and i64 %319, 255, !dbg !330
  %321 = xor i64 %318, %320, !dbg !331
  %322 = mul i64 %321, 1099511628211, !dbg !332
    #dbg_value(i64 2, !198, !DIExpression(), !329)
  %323 = lshr i64 %313, 16, !dbg !333
  %324 = and i64 %323, 255, !dbg !330
  %325 = xor i64 %322, %324, !dbg !331
  %326 = mul i64 %325, 1099511628211, !dbg !332
    #dbg_value(i64 3, !198, !DIExpression(), !329)
  %327 = lshr i64 %313, 24, !dbg !333
  %328 = and i64 %327, 255, !dbg !330
  %329 = xor i64 %326, %328, !dbg !331
  %330 = mul i64 %329, 1099511628211, !dbg !332
    #dbg_value(i64 4, !198, !DIExpression(), !329)
  %331 = lshr i64 %313, 32, !dbg !333
  %332 = and i64 %331, 255, !dbg !330
  %333 = xor i64 %330, %332, !dbg !331
  %334 = mul i64 %333, 1099511628211, !dbg !332
    #dbg_value(i64 5, !198, !DIExpression(), !329)
  %335 = lshr i64 %313, 40, !dbg !333
  %336 = and i64 %335, 255, !dbg !330
  %337 = xor i64 %334, %336, !dbg !331
  %338 = mul i64 %337, 1099511628211, !dbg !332
    #dbg_value(i64 6, !198, !DIExpression(), !329)
  %339 = lshr i64 %313, 48, !dbg !333
  %340 = and i64 %339, 255, !dbg !330
  %341 = xor i64 %338, %340, !dbg !331
  %342 = mul i64 %341, 1099511628211, !dbg !332
    #dbg_value(i64 7, !198, !DIExpression(), !329)
  %343 = lshr i64 %313, 56, !dbg !333
  %344 = xor i64 %342, %343, !dbg !331
  %345 = mul i64 %344, 1099511628211, !dbg !332
    #dbg_value(i64 8, !198, !DIExpression(), !329)
  store i64 %345, ptr @hash, align 8, !dbg !334, !tbaa !203
  %346 = tail call fastcc i64 @f_sub(i64 noundef %6, i64 noundef %311), !dbg !335
    #dbg_value(ptr @.str.15, !181, !DIExpression(), !336)
    #dbg_value(i64 %346, !188, !DIExpression(), !336)
  %347 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.28, ptr noundef nonnull @.str.15, i64 noundef %346), !dbg !338
    #dbg_value(i64 %346, !193, !DIExpression(), !339)
    #dbg_value(i32 0, !198, !DIExpression(), !341)
  %348 = load i64, ptr @hash, align 8, !tbaa !203
    #dbg_value(i32 0, !198, !DIExpression(), !341)
    #dbg_value(i64 0, !198, !DIExpression(), !341)
  %349 = and i64 %346, 255, !dbg !342
  %350 = xor i64 %348, %349, !dbg !343
  %351 = mul i64 %350, 1099511628211, !dbg !344
    #dbg_value(i64 1, !198, !DIExpression(), !341)
  %352 = lshr i64 %346, 8, !dbg !345
  %353 = and i64 %352, 255, !dbg !342
  %354 = xor i64 %351, %353, !dbg !343
  %355 = mul i64 %354, 1099511628211, !dbg !344
    #dbg_value(i64 2, !198, !DIExpression(), !341)
  %356 = lshr i64 %346, 16, !dbg !345
  %357 = and i64 %356, 255, !dbg !342
  %358 = xor i64 %355, %357, !dbg !343
  %359 = mul i64 %358, 1099511628211, !dbg !344
    #dbg_value(i64 3, !198, !DIExpression(), !341)
  %360 = lshr i64 %346, 24, !dbg !345
  %361 = and i64 %360, 255, !dbg !342
  %362 = xor i64 %359, %361, !dbg !343
  %363 = mul i64 %362, 1099511628211, !dbg !344
    #dbg_value(i64 4, !198, !DIExpression(), !341)
  %364 = lshr i64 %346, 32, !dbg !345
  %365 = and i64 %364, 255, !dbg !342
  %366 = xor i64 %363, %365, !dbg !343
  %367 = mul i64 %366, 1099511628211, !dbg !344
    #dbg_value(i64 5, !198, !DIExpression(), !341)
  %368 = lshr i64 %346, 40, !dbg !345
  %369 = and i64 %368, 255, !dbg !342
  %370 = xor i64 %367, %369, !dbg !343
  %371 = mul i64 %370, 1099511628211, !dbg !344
    #dbg_value(i64 6, !198, !DIExpression(), !341)
  %372 = lshr i64 %346, 48, !dbg !345
  %373 = and i64 %372, 255, !dbg !342
  %374 = xor i64 %371, %373, !dbg !343
  %375 = mul i64 %374, 1099511628211, !dbg !344
    #dbg_value(i64 7, !198, !DIExpression(), !341)
  %376 = lshr i64 %346, 56, !dbg !345
  %377 = xor i64 %375, %376, !dbg !343
  %378 = mul i64 %377, 1099511628211, !dbg !344
    #dbg_value(i64 8, !198, !DIExpression(), !341)
  store i64 %378, ptr @hash, align 8, !dbg !346, !tbaa !203
  %379 = tail call fastcc i64 @f_mul(i64 noundef %6, i64 noundef %311), !dbg !347
    #dbg_value(ptr @.str.16, !181, !DIExpression(), !348)
    #dbg_value(i64 %379, !188, !DIExpression(), !348)
  %380 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.28, ptr noundef nonnull @.str.16, i64 noundef %379), !dbg !350
    #dbg_value(i64 %379, !193, !DIExpression(), !351)
    #dbg_value(i32 0, !198, !DIExpression(), !353)
  %381 = load i64, ptr @hash, align 8, !tbaa !203
    #dbg_value(i32 0, !198, !DIExpression(), !353)
    #dbg_value(i64 0, !198, !DIExpression(), !353)
  %382 = and i64 %379, 255, !dbg !354
  %383 = xor i64 %381, %382, !dbg !355
  %384 = mul i64 %383, 1099511628211, !dbg !356
    #dbg_value(i64 1, !198, !DIExpression(), !353)
  %385 = lshr i64 %379, 8, !dbg !357
  %386 = and i64 %385, 255, !dbg !354
  %387 = xor i64 %384, %386, !dbg !355
  %388 = mul i64 %387, 1099511628211, !dbg !356
    #dbg_value(i64 2, !198, !DIExpression(), !353)
  %389 = lshr i64 %379, 16, !dbg !357
  %390 = and i64 %389, 255, !dbg !354
  %391 = xor i64 %388, %390, !dbg !355
  %392 = mul i64 %391, 1099511628211, !dbg !356
    #dbg_value(i64 3, !198, !DIExpression(), !353)
  %393 = lshr i64 %379, 24, !dbg !357
  %394 = and i64 %393, 255, !dbg !354
  %395 = xor i64 %392, %394, !dbg !355
  %396 = mul i64 %395, 1099511628211, !dbg !356
    #dbg_value(i64 4, !198, !DIExpression(), !353)
  %397 = lshr i64 %379, 32, !dbg !357
  %398 = and i64 %397, 255, !dbg !354
  %399 = xor i64 %396, %398, !dbg !355
  %400 = mul i64 %399, 1099511628211, !dbg !356
    #dbg_value(i64 5, !198, !DIExpression(), !353)
  %401 = lshr i64 %379, 40, !dbg !357
  %402 = and i64 %401, 255, !dbg !354
  %403 = xor i64 %400, %402, !dbg !355
  %404 = mul i64 %403, 1099511628211, !dbg !356
    #dbg_value(i64 6, !198, !DIExpression(), !353)
  %405 = lshr i64 %379, 48, !dbg !357
  %406 = and i64 %405, 255, !dbg !354
  %407 = xor i64 %404, %406, !dbg !355
  %408 = mul i64 %407, 1099511628211, !dbg !356
    #dbg_value(i64 7, !198, !DIExpression(), !353)
  %409 = lshr i64 %379, 56, !dbg !357
  %410 = xor i64 %408, %409, !dbg !355
  %411 = mul i64 %410, 1099511628211, !dbg !356
    #dbg_value(i64 8, !198, !DIExpression(), !353)
  store i64 %411, ptr @hash, align 8, !dbg !358, !tbaa !203
  %412 = icmp eq i64 %311, 0, !dbg !359
  br i1 %412, label %485, label %413, !dbg !361

413:                                              ; preds = %308
  %414 = tail call fastcc i64 @f_div(i64 noundef %6, i64 noundef %311), !dbg !362
    #dbg_value(ptr @.str.17, !181, !DIExpression(), !364)
    #dbg_value(i64 %414, !188, !DIExpression(), !364)
  %415 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.28, ptr noundef nonnull @.str.17, i64 noundef %414), !dbg !366
    #dbg_value(i64 %414, !193, !DIExpression(), !367)
    #dbg_value(i32 0, !198, !DIExpression(), !369)
  %416 = load i64, ptr @hash, align 8, !tbaa !203
    #dbg_value(i32 0, !198, !DIExpression(), !369)
    #dbg_value(i64 0, !198, !DIExpression(), !369)
  %417 = and i64 %414, 255, !dbg !370
  %418 = xor i64 %416, %417, !dbg !371
  %419 = mul i64 %418, 1099511628211, !dbg !372
    #dbg_value(i64 1, !198, !DIExpression(), !369)
  %420 = lshr i64 %414, 8, !dbg !373
  %421 = and i64 %420, 255, !dbg !370
  %422 = xor i64 %419, %421, !dbg !371
  %423 = mul i64 %422, 1099511628211, !dbg !372
    #dbg_value(i64 2, !198, !DIExpression(), !369)
  %424 = lshr i64 %414, 16, !dbg !373
  %425 = and i64 %424, 255, !dbg !370
  %426 = xor i64 %423, %425, !dbg !371
  %427 = mul i64 %426, 1099511628211, !dbg !372
    #dbg_value(i64 3, !198, !DIExpression(), !369)
  %428 = lshr i64 %414, 24, !dbg !373
  %429 = and i64 %428, 255, !dbg !370
  %430 = xor i64 %427, %429, !dbg !371
  %431 = mul i64 %430, 1099511628211, !dbg !372
    #dbg_value(i64 4, !198, !DIExpression(), !369)
  %432 = lshr i64 %414, 32, !dbg !373
  %433 = and i64 %432, 255, !dbg !370
  %434 = xor i64 %431, %433, !dbg !371
  %435 = mul i64 %434, 1099511628211, !dbg !372
    #dbg_value(i64 5, !198, !DIExpression(), !369)
  %436 = lshr i64 %414, 40, !dbg !373
  %437 = and i64 %436, 255, !dbg !370
  %438 = xor i64 %435, %437, !dbg !371
  %439 = mul i64 %438, 1099511628211, !dbg !372
    #dbg_value(i64 6, !198, !DIExpression(), !369)
  %440 = lshr i64 %414, 48, !dbg !373
  %441 = and i64 %440, 255, !dbg !370
  %442 = xor i64 %439, %441, !dbg !371
  %443 = mul i64 %442, 1099511628211, !dbg !372
    #dbg_value(i64 7, !198, !DIExpression(), !369)
  %444 = lshr i64 %414, 56, !dbg !373
  %445 = xor i64 %443, %444, !dbg !371
  %446 = mul i64 %445, 1099511628211, !dbg !372
    #dbg_value(i64 8, !198, !DIExpression(), !369)
  store i64 %446, ptr @hash, align 8, !dbg !374, !tbaa !203
  %447 = tail call fastcc i64 @f_rem(i64 noundef %6, i64 noundef %311), !dbg !375
    #dbg_value(ptr @.str.18, !181, !DIExpression(), !376)
    #dbg_value(i64 %447, !188, !DIExpression(), !376)
  %448 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.28, ptr noundef nonnull @.str.18, i64 noundef %447), !dbg !378
    #dbg_value(i64 %447, !193, !DIExpression(), !379)
    #dbg_value(i32 0, !198, !DIExpression(), !381)
  %449 = load i64, ptr @hash, align 8, !tbaa !203
    #dbg_value(i32 0, !198, !DIExpression(), !381)
    #dbg_value(i64 0, !198, !DIExpression(), !381)
  %450 = and i64 %447, 255, !dbg !382
  %451 = xor i64 %449, %450, !dbg !383
  %452 = mul i64 %451, 1099511628211, !dbg !384
    #dbg_value(i64 1, !198, !DIExpression(), !381)
  %453 = lshr i64 %447, 8, !dbg !385
  %454 = and i64 %453, 255, !dbg !382
  %455 = xor i64 %452, %454, !dbg !383
  %456 = mul i64 %455, 1099511628211, !dbg !384
    #dbg_value(i64 2, !198, !DIExpression(), !381)
  %457 = lshr i64 %447, 16, !dbg !385
  %458 = and i64 %457, 255, !dbg !382
  %459 = xor i64 %456, %458, !dbg !383
  %460 = mul i64 %459, 1099511628211, !dbg !384
    #dbg_value(i64 3, !198, !DIExpression(), !381)
  %461 = lshr i64 %447, 24, !dbg !385
  %462 = and i64 %461, 255, !dbg !382
  %463 = xor i64 %460, %462, !dbg !383
  %464 = mul i64 %463, 1099511628211, !dbg !384
    #dbg_value(i64 4, !198, !DIExpression(), !381)
  %465 = lshr i64 %447, 32, !dbg !385
  %466 = and i64 %465, 255, !dbg !382
  %467 = xor i64 %464, %466, !dbg !383
  %468 = mul i64 %467, 1099511628211, !dbg !384
    #dbg_value(i64 5, !198, !DIExpression(), !381)
  %469 = lshr i64 %447, 40, !dbg !385
  %470 = and i64 %469, 255, !dbg !382
  %471 = xor i64 %468, %470, !dbg !383
  %472 = mul i64 %471, 1099511628211, !dbg !384
    #dbg_value(i64 6, !198, !DIExpression(), !381)
  %473 = lshr i64 %447, 48, !dbg !385
  %474 = and i64 %473, 255, !dbg !382
  %475 = xor i64 %472, %474, !dbg !383
  %476 = mul i64 %475, 1099511628211, !dbg !384
    #dbg_value(i64 7, !198, !DIExpression(), !381)
  %477 = lshr i64 %447, 56, !dbg !385
  %478 = xor i64 %476, %477, !dbg !383
  %479 = mul i64 %478, 1099511628211, !dbg !384
    #dbg_value(i64 8, !198, !DIExpression(), !381)
  store i64 %479, ptr @hash, align 8, !dbg !386, !tbaa !203
  %480 = tail call fastcc i64 @f_mul(i64 noundef %414, i64 noundef %311), !dbg !387
  %481 = add i64 %480, %447, !dbg !389
  %482 = icmp eq i64 %481, %6, !dbg !390
  br i1 %482, label %485, label %483, !dbg !391

483:                                              ; preds = %413
  %484 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19), !dbg !392
  br label %485, !dbg !392

485:                                              ; preds = %413, %483, %308
  %486 = tail call fastcc i64 @f_and(i64 noundef %6, i64 noundef %311), !dbg !393
    #dbg_value(ptr @.str.20, !181, !DIExpression(), !394)
    #dbg_value(i64 %486, !188, !DIExpression(), !394)
  %487 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.28, ptr noundef nonnull @.str.20, i64 noundef %486), !dbg !396
    #dbg_value(i64 %486, !193, !DIExpression(), !397)
    #dbg_value(i32 0, !198, !DIExpression(), !399)
  %488 = load i64, ptr @hash, align 8, !tbaa !203
    #dbg_value(i64 0, !198, !DIExpression(), !399)
  %489 = and i64 %486, 255, !dbg !400
  %490 = xor i64 %488, %489, !dbg !401
  %491 = mul i64 %490, 1099511628211, !dbg !402
    #dbg_value(i64 1, !198, !DIExpression(), !399)
  %492 = lshr i64 %486, 8, !dbg !403
  %493 = and i64 %492, 255, !dbg !400
  %494 = xor i64 %491, %493, !dbg !401
  %495 = mul i64 %494, 1099511628211, !dbg !402
    #dbg_value(i64 2, !198, !DIExpression(), !399)
  %496 = lshr i64 %486, 16, !dbg !403
  %497 = and i64 %496, 255, !dbg !400
  %498 = xor i64 %495, %497, !dbg !401
  %499 = mul i64 %498, 1099511628211, !dbg !402
    #dbg_value(i64 3, !198, !DIExpression(), !399)
  %500 = lshr i64 %486, 24, !dbg !403
  %501 = and i64 %500, 255, !dbg !400
  %502 = xor i64 %499, %501, !dbg !401
  %503 = mul i64 %502, 1099511628211, !dbg !402
    #dbg_value(i64 4, !198, !DIExpression(), !399)
  %504 = lshr i64 %486, 32, !dbg !403
  %505 = and i64 %504, 255, !dbg !400
  %506 = xor i64 %503, %505, !dbg !401
  %507 = mul i64 %506, 1099511628211, !dbg !402
    #dbg_value(i64 5, !198, !DIExpression(), !399)
  %508 = lshr i64 %486, 40, !dbg !403
  %509 = and i64 %508, 255, !dbg !400
  %510 = xor i64 %507, %509, !dbg !401
  %511 = mul i64 %510, 1099511628211, !dbg !402
    #dbg_value(i64 6, !198, !DIExpression(), !399)
  %512 = lshr i64 %486, 48, !dbg !403
  %513 = and i64 %512, 255, !dbg !400
  %514 = xor i64 %511, %513, !dbg !401
  %515 = mul i64 %514, 1099511628211, !dbg !402
    #dbg_value(i64 7, !198, !DIExpression(), !399)
  %516 = lshr i64 %486, 56, !dbg !403
  %517 = xor i64 %515, %516, !dbg !401
  %518 = mul i64 %517, 1099511628211, !dbg !402
    #dbg_value(i64 8, !198, !DIExpression(), !399)
  store i64 %518, ptr @hash, align 8, !dbg !404, !tbaa !203
  %519 = tail call fastcc i64 @f_or(i64 noundef %6, i64 noundef %311), !dbg !405
    #dbg_value(ptr @.str.21, !181, !DIExpression(), !406)
    #dbg_value(i64 %519, !188, !DIExpression(), !406)
  %520 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.28, ptr noundef nonnull @.str.21, i64 noundef %519), !dbg !408
    #dbg_value(i64 %519, !193, !DIExpression(), !409)
    #dbg_value(i32 0, !198, !DIExpression(), !411)
  %521 = load i64, ptr @hash, align 8, !tbaa !203
    #dbg_value(i64 0, !198, !DIExpression(), !411)
  %522 = and i64 %519, 255, !dbg !412
  %523 = xor i64 %521, %522, !dbg !413
  %524 = mul i64 %523, 1099511628211, !dbg !414
    #dbg_value(i64 1, !198, !DIExpression(), !411)
  %525 = lshr i64 %519, 8, !dbg !415
  %526 = and i64 %525, 255, !dbg !412
  %527 = xor i64 %524, %526, !dbg !413
  %528 = mul i64 %527, 1099511628211, !dbg !414
    #dbg_value(i64 2, !198, !DIExpression(), !411)
  %529 = lshr i64 %519, 16, !dbg !415
  %530 = and i64 %529, 255, !dbg !412
  %531 = xor i64 %528, %530, !dbg !413
  %532 = mul i64 %531, 1099511628211, !dbg !414
    #dbg_value(i64 3, !198, !DIExpression(), !411)
  %533 = lshr i64 %519, 24, !dbg !415
  %534 = and i64 %533, 255, !dbg !412
  %535 = xor i64 %532, %534, !dbg !413
  %536 = mul i64 %535, 1099511628211, !dbg !414
    #dbg_value(i64 4, !198, !DIExpression(), !411)
  %537 = lshr i64 %519, 32, !dbg !415
  %538 = and i64 %537, 255, !dbg !412
  %539 = xor i64 %536, %538, !dbg !413
  %540 = mul i64 %539, 1099511628211, !dbg !414
    #dbg_value(i64 5, !198, !DIExpression(), !411)
  %541 = lshr i64 %519, 40, !dbg !415
  %542 = and i64 %541, 255, !dbg !412
  %543 = xor i64 %540, %542, !dbg !413
  %544 = mul i64 %543, 1099511628211, !dbg !414
    #dbg_value(i64 6, !198, !DIExpression(), !411)
  %545 = lshr i64 %519, 48, !dbg !415
  %546 = and i64 %545, 255, !dbg !412
  %547 = xor i64 %544, %546, !dbg !413
  %548 = mul i64 %547, 1099511628211, !dbg !414
    #dbg_value(i64 7, !198, !DIExpression(), !411)
  %549 = lshr i64 %519, 56, !dbg !415
  %550 = xor i64 %548, %549, !dbg !413
  %551 = mul i64 %550, 1099511628211, !dbg !414
    #dbg_value(i64 8, !198, !DIExpression(), !411)
  store i64 %551, ptr @hash, align 8, !dbg !416, !tbaa !203
  %552 = tail call fastcc i64 @f_xor(i64 noundef %6, i64 noundef %311), !dbg !417
    #dbg_value(ptr @.str.22, !181, !DIExpression(), !418)
    #dbg_value(i64 %552, !188, !DIExpression(), !418)
  %553 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.28, ptr noundef nonnull @.str.22, i64 noundef %552), !dbg !420
    #dbg_value(i64 %552, !193, !DIExpression(), !421)
    #dbg_value(i32 0, !198, !DIExpression(), !423)
  %554 = load i64, ptr @hash, align 8, !tbaa !203
    #dbg_value(i64 0, !198, !DIExpression(), !423)
  %555 = and i64 %552, 255, !dbg !424
  %556 = xor i64 %554, %555, !dbg !425
  %557 = mul i64 %556, 1099511628211, !dbg !426
    #dbg_value(i64 1, !198, !DIExpression(), !423)
  %558 = lshr i64 %552, 8, !dbg !427
  %559 = and i64 %558, 255, !dbg !424
  %560 = xor i64 %557, %559, !dbg !425
  %561 = mul i64 %560, 1099511628211, !dbg !426
    #dbg_value(i64 2, !198, !DIExpression(), !423)
  %562 = lshr i64 %552, 16, !dbg !427
  %563 = and i64 %562, 255, !dbg !424
  %564 = xor i64 %561, %563, !dbg !425
  %565 = mul i64 %564, 1099511628211, !dbg !426
    #dbg_value(i64 3, !198, !DIExpression(), !423)
  %566 = lshr i64 %552, 24, !dbg !427
  %567 = and i64 %566, 255, !dbg !424
  %568 = xor i64 %565, %567, !dbg !425
  %569 = mul i64 %568, 1099511628211, !dbg !426
    #dbg_value(i64 4, !198, !DIExpression(), !423)
  %570 = lshr i64 %552, 32, !dbg !427
  %571 = and i64 %570, 255, !dbg !424
  %572 = xor i64 %569, %571, !dbg !425
  %573 = mul i64 %572, 1099511628211, !dbg !426
    #dbg_value(i64 5, !198, !DIExpression(), !423)
  %574 = lshr i64 %552, 40, !dbg !427
  %575 = and i64 %574, 255, !dbg !424
  %576 = xor i64 %573, %575, !dbg !425
  %577 = mul i64 %576, 1099511628211, !dbg !426
    #dbg_value(i64 6, !198, !DIExpression(), !423)
  %578 = lshr i64 %552, 48, !dbg !427
  %579 = and i64 %578, 255, !dbg !424
  %580 = xor i64 %577, %579, !dbg !425
  %581 = mul i64 %580, 1099511628211, !dbg !426
    #dbg_value(i64 7, !198, !DIExpression(), !423)
  %582 = lshr i64 %552, 56, !dbg !427
  %583 = xor i64 %581, %582, !dbg !425
  %584 = mul i64 %583, 1099511628211, !dbg !426
    #dbg_value(i64 8, !198, !DIExpression(), !423)
  store i64 %584, ptr @hash, align 8, !dbg !428, !tbaa !203
  %585 = tail call fastcc i32 @f_lt(i64 noundef %6, i64 noundef %311), !dbg !429
  %586 = tail call fastcc i32 @f_le(i64 noundef %6, i64 noundef %311), !dbg !430
  %587 = tail call fastcc i32 @f_eq(i64 noundef %6, i64 noundef %311), !dbg !431
  %588 = icmp ne i64 %6, %311, !dbg !432
  %589 = zext i1 %588 to i32, !dbg !432
  %590 = icmp ugt i64 %6, %311, !dbg !433
  %591 = zext i1 %590 to i32, !dbg !433
  %592 = icmp uge i64 %6, %311, !dbg !434
  %593 = zext i1 %592 to i32, !dbg !434
  %594 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef %585, i32 noundef %586, i32 noundef %587, i32 noundef %589, i32 noundef %591, i32 noundef %593), !dbg !435
  %595 = shl nuw nsw i32 %585, 2, !dbg !436
  %596 = shl nuw nsw i32 %586, 1, !dbg !437
  %597 = or disjoint i32 %596, %595, !dbg !438
  %598 = or disjoint i32 %597, %587, !dbg !439
  %599 = zext nneg i32 %598 to i64, !dbg !440
    #dbg_value(i32 %598, !193, !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_stack_value), !441)
    #dbg_value(i32 0, !198, !DIExpression(), !443)
  %600 = load i64, ptr @hash, align 8, !tbaa !203
    #dbg_value(i64 0, !198, !DIExpression(), !443)
  %601 = xor i64 %600, %599, !dbg !444
    #dbg_value(i64 7, !198, !DIExpression(), !443)
  %602 = mul i64 %601, 2232315406967589409, !dbg !445
    #dbg_value(i64 8, !198, !DIExpression(), !443)
  store i64 %602, ptr @hash, align 8, !dbg !446, !tbaa !203
  %603 = tail call i32 @putchar(i32 10), !dbg !447
  %604 = add nuw nsw i64 %309, 1, !dbg !448
    #dbg_value(i64 %604, !147, !DIExpression(), !319)
  %605 = icmp eq i64 %604, 14, !dbg !449
  br i1 %605, label %305, label %308, !dbg !450, !llvm.loop !451

606:                                              ; preds = %305, %606
  %607 = phi i64 [ %644, %606 ], [ 0, %305 ]
    #dbg_value(i64 %607, !156, !DIExpression(), !453)
  %608 = getelementptr inbounds [16 x i64], ptr @__const.main.wides, i64 0, i64 %607, !dbg !454
  %609 = load i64, ptr %608, align 8, !dbg !454, !tbaa !172
  %610 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.24, i64 noundef %609), !dbg !457
    #dbg_value(ptr @.str.25, !181, !DIExpression(), !458)
    #dbg_value(i64 %609, !188, !DIExpression(), !458)
  %611 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.28, ptr noundef nonnull @.str.25, i64 noundef %609), !dbg !460
    #dbg_value(i64 %609, !193, !DIExpression(), !461)
    #dbg_value(i32 0, !198, !DIExpression(), !463)
  %612 = load i64, ptr @hash, align 8, !tbaa !203
    #dbg_value(i64 0, !198, !DIExpression(), !463)
  %613 = and i64 %609, 255, !dbg !464
  %614 = xor i64 %612, %613, !dbg !465
  %615 = mul i64 %614, 1099511628211, !dbg !466
    #dbg_value(i64 1, !198, !DIExpression(), !463)
  %616 = lshr i64 %609, 8, !dbg !467
  %617 = and i64 %616, 255, !dbg !464
  %618 = xor i64 %615, %617, !dbg !465
  %619 = mul i64 %618, 1099511628211, !dbg !466
    #dbg_value(i64 2, !198, !DIExpression(), !463)
  %620 = lshr i64 %609, 16, !dbg !467
  %621 = and i64 %620, 255, !dbg !464
  %622 = xor i64 %619, %621, !dbg !465
  %623 = mul i64 %622, 1099511628211, !dbg !466
    #dbg_value(i64 3, !198, !DIExpression(), !463)
  %624 = lshr i64 %609, 24, !dbg !467
  %625 = and i64 %624, 255, !dbg !464
  %626 = xor i64 %623, %625, !dbg !465
  %627 = mul i64 %626, 1099511628211, !dbg !466
    #dbg_value(i64 4, !198, !DIExpression(), !463)
  %628 = lshr i64 %609, 32, !dbg !467
  %629 = and i64 %628, 255, !dbg !464
  %630 = xor i64 %627, %629, !dbg !465
  %631 = mul i64 %630, 1099511628211, !dbg !466
    #dbg_value(i64 5, !198, !DIExpression(), !463)
  %632 = lshr i64 %609, 40, !dbg !467
  %633 = and i64 %632, 255, !dbg !464
  %634 = xor i64 %631, %633, !dbg !465
  %635 = mul i64 %634, 1099511628211, !dbg !466
    #dbg_value(i64 6, !198, !DIExpression(), !463)
  %636 = lshr i64 %609, 48, !dbg !467
  %637 = and i64 %636, 255, !dbg !464
  %638 = xor i64 %635, %637, !dbg !465
  %639 = mul i64 %638, 1099511628211, !dbg !466
    #dbg_value(i64 7, !198, !DIExpression(), !463)
  %640 = lshr i64 %609, 56, !dbg !467
  %641 = xor i64 %639, %640, !dbg !465
  %642 = mul i64 %641, 1099511628211, !dbg !466
    #dbg_value(i64 8, !198, !DIExpression(), !463)
  store i64 %642, ptr @hash, align 8, !dbg !468, !tbaa !203
  %643 = tail call i32 @putchar(i32 10), !dbg !469
  %644 = add nuw nsw i64 %607, 1, !dbg !470
    #dbg_value(i64 %644, !156, !DIExpression(), !453)
  %645 = icmp eq i64 %644, 16, !dbg !471
  br i1 %645, label %646, label %606, !dbg !472, !llvm.loop !473

646:                                              ; preds = %606
    #dbg_value(i64 undef, !159, !DIExpression(), !163)
    #dbg_value(ptr @.str.26, !181, !DIExpression(), !475)
    #dbg_value(!DIArgList(i64 4279096472194129823, i64 undef), !188, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_or, DW_OP_stack_value), !475)
  %647 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.28, ptr noundef nonnull @.str.26, i64 noundef 4279096472194129855), !dbg !477
    #dbg_value(!DIArgList(i64 4279096472194129823, i64 undef), !193, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_or, DW_OP_stack_value), !478)
    #dbg_value(i32 0, !198, !DIExpression(), !480)
  %648 = load i64, ptr @hash, align 8, !tbaa !203
    #dbg_value(i32 0, !198, !DIExpression(), !480)
    #dbg_value(i64 0, !198, !DIExpression(), !480)
  %649 = xor i64 %648, 191, !dbg !481
  %650 = mul i64 %649, 1099511628211, !dbg !482
    #dbg_value(i64 1, !198, !DIExpression(), !480)
  %651 = xor i64 %650, 31, !dbg !481
  %652 = mul i64 %651, 1099511628211, !dbg !482
    #dbg_value(i64 2, !198, !DIExpression(), !480)
  %653 = xor i64 %652, 194, !dbg !481
  %654 = mul i64 %653, 1099511628211, !dbg !482
    #dbg_value(i64 3, !198, !DIExpression(), !480)
  %655 = xor i64 %654, 224, !dbg !481
  %656 = mul i64 %655, 1099511628211, !dbg !482
    #dbg_value(i64 4, !198, !DIExpression(), !480)
  %657 = xor i64 %656, 145, !dbg !481
  %658 = mul i64 %657, 1099511628211, !dbg !482
    #dbg_value(i64 5, !198, !DIExpression(), !480)
  %659 = xor i64 %658, 103, !dbg !481
  %660 = mul i64 %659, 1099511628211, !dbg !482
    #dbg_value(i64 6, !198, !DIExpression(), !480)
  %661 = xor i64 %660, 98, !dbg !481
  %662 = mul i64 %661, 1099511628211, !dbg !482
    #dbg_value(i64 7, !198, !DIExpression(), !480)
  %663 = xor i64 %662, 59, !dbg !481
  %664 = mul i64 %663, 1099511628211, !dbg !482
    #dbg_value(i64 8, !198, !DIExpression(), !480)
  store i64 %664, ptr @hash, align 8, !dbg !483, !tbaa !203
  %665 = tail call i32 @putchar(i32 10), !dbg !484
  %666 = load i64, ptr @hash, align 8, !dbg !485, !tbaa !203
  %667 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.27, i64 noundef %666), !dbg !486
  %668 = load i64, ptr @hash, align 8, !dbg !487, !tbaa !203
  %669 = urem i64 %668, 7, !dbg !488
  %670 = trunc nuw nsw i64 %669 to i32, !dbg !489
  call void @llvm.lifetime.end.p0(i64 112, ptr nonnull %1) #6, !dbg !490
  ret i32 %670, !dbg !490
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
  %4 = lshr i64 %0, %3, !dbg !534
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
  %3 = udiv i64 %0, %1, !dbg !548
  ret i64 %3, !dbg !549
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i64 0, -1) i64 @f_rem(i64 noundef %0, i64 noundef %1) unnamed_addr #4 !dbg !550 {
    #dbg_value(i64 %0, !552, !DIExpression(), !554)
    #dbg_value(i64 %1, !553, !DIExpression(), !554)
  %3 = urem i64 %0, %1, !dbg !555
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
  %3 = icmp ult i64 %0, %1, !dbg !585
  %4 = zext i1 %3 to i32, !dbg !585
  ret i32 %4, !dbg !586
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i32 0, 2) i32 @f_le(i64 noundef %0, i64 noundef %1) unnamed_addr #4 !dbg !587 {
    #dbg_value(i64 %0, !589, !DIExpression(), !591)
    #dbg_value(i64 %1, !590, !DIExpression(), !591)
  %3 = icmp ule i64 %0, %1, !dbg !592
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
!2 = !DIFile(filename: "programs/int_edges_ull.c", directory: ".", checksumkind: CSK_MD5, checksum: "fe83e88fbd6ef73a826783196b6781af")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 352, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 44)
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
!103 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!104 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!105 = !DIDerivedType(tag: DW_TAG_typedef, name: "UT", file: !2, line: 8, baseType: !103)
!106 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!107 = !{!0, !7, !12, !17, !22, !27, !29, !31, !33, !38, !43, !45, !108, !47, !52, !57, !59, !61, !63, !65, !70, !72, !74, !76, !81, !86, !91, !93, !110, !98}
!108 = !DIGlobalVariableExpression(var: !109, expr: !DIExpression())
!109 = distinct !DIGlobalVariable(scope: null, file: !2, line: 61, type: !54, isLocal: true, isDefinition: true)
!110 = !DIGlobalVariableExpression(var: !111, expr: !DIExpression())
!111 = distinct !DIGlobalVariable(scope: null, file: !2, line: 39, type: !112, isLocal: true, isDefinition: true)
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
!153 = !DICompositeType(tag: DW_TAG_array_type, baseType: !106, size: 1024, elements: !154)
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
!178 = !DILocation(line: 50, column: 72, scope: !179)
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
!191 = !DILocation(line: 39, column: 10, scope: !192, inlinedAt: !190)
!192 = distinct !DILexicalBlock(scope: !182, file: !2, line: 38, column: 9)
!193 = !DILocalVariable(name: "v", arg: 1, scope: !194, file: !2, line: 15, type: !103)
!194 = distinct !DISubprogram(name: "mix", scope: !2, file: !2, line: 15, type: !195, scopeLine: 15, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !100, retainedNodes: !197)
!195 = !DISubroutineType(types: !196)
!196 = !{null, !103}
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
!229 = !DILocation(line: 39, column: 10, scope: !192, inlinedAt: !228)
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
!241 = !DILocation(line: 39, column: 10, scope: !192, inlinedAt: !240)
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
!253 = !DILocation(line: 39, column: 10, scope: !192, inlinedAt: !252)
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
!266 = !DILocation(line: 59, column: 19, scope: !144)
!267 = !DILocation(line: 0, scope: !144)
!268 = !DILocation(line: 59, column: 36, scope: !144)
!269 = !DILocation(line: 0, scope: !194, inlinedAt: !270)
!270 = distinct !DILocation(line: 60, column: 13, scope: !144)
!271 = !DILocation(line: 0, scope: !199, inlinedAt: !270)
!272 = !DILocation(line: 16, column: 58, scope: !206, inlinedAt: !270)
!273 = !DILocation(line: 16, column: 40, scope: !206, inlinedAt: !270)
!274 = !DILocation(line: 16, column: 71, scope: !206, inlinedAt: !270)
!275 = !DILocation(line: 16, column: 46, scope: !206, inlinedAt: !270)
!276 = !DILocation(line: 0, scope: !194, inlinedAt: !277)
!277 = distinct !DILocation(line: 60, column: 41, scope: !144)
!278 = !DILocation(line: 0, scope: !199, inlinedAt: !277)
!279 = !DILocation(line: 16, column: 58, scope: !206, inlinedAt: !277)
!280 = !DILocation(line: 16, column: 40, scope: !206, inlinedAt: !277)
!281 = !DILocation(line: 16, column: 71, scope: !206, inlinedAt: !277)
!282 = !DILocation(line: 16, column: 46, scope: !206, inlinedAt: !277)
!283 = !DILocation(line: 16, scope: !206, inlinedAt: !277)
!284 = !DILocation(line: 61, column: 24, scope: !285)
!285 = distinct !DILexicalBlock(scope: !144, file: !2, line: 61, column: 17)
!286 = !DILocation(line: 61, column: 41, scope: !287)
!287 = distinct !DILexicalBlock(scope: !285, file: !2, line: 61, column: 39)
!288 = !DILocation(line: 0, scope: !182, inlinedAt: !289)
!289 = distinct !DILocation(line: 61, column: 62, scope: !287)
!290 = !DILocation(line: 39, column: 10, scope: !192, inlinedAt: !289)
!291 = !DILocation(line: 0, scope: !194, inlinedAt: !292)
!292 = distinct !DILocation(line: 40, column: 5, scope: !182, inlinedAt: !289)
!293 = !DILocation(line: 0, scope: !199, inlinedAt: !292)
!294 = !DILocation(line: 16, column: 40, scope: !206, inlinedAt: !292)
!295 = !DILocation(line: 16, column: 71, scope: !206, inlinedAt: !292)
!296 = !DILocation(line: 16, scope: !206, inlinedAt: !292)
!297 = !DILocation(line: 0, scope: !182, inlinedAt: !298)
!298 = distinct !DILocation(line: 61, column: 76, scope: !287)
!299 = !DILocation(line: 39, column: 10, scope: !192, inlinedAt: !298)
!300 = !DILocation(line: 0, scope: !194, inlinedAt: !301)
!301 = distinct !DILocation(line: 40, column: 5, scope: !182, inlinedAt: !298)
!302 = !DILocation(line: 0, scope: !199, inlinedAt: !301)
!303 = !DILocation(line: 16, column: 40, scope: !206, inlinedAt: !301)
!304 = !DILocation(line: 16, column: 71, scope: !206, inlinedAt: !301)
!305 = !DILocation(line: 16, scope: !206, inlinedAt: !301)
!306 = !DILocation(line: 61, column: 90, scope: !287)
!307 = !DILocation(line: 61, column: 104, scope: !287)
!308 = !DILocation(line: 58, column: 44, scope: !145)
!309 = !DILocation(line: 58, column: 37, scope: !145)
!310 = !DILocation(line: 58, column: 34, scope: !145)
!311 = !DILocation(line: 58, column: 27, scope: !145)
!312 = distinct !{!312, !265, !313, !314}
!313 = !DILocation(line: 62, column: 9, scope: !142)
!314 = !{!"llvm.loop.mustprogress"}
!315 = !DILocation(line: 48, column: 29, scope: !140)
!316 = !DILocation(line: 48, column: 23, scope: !140)
!317 = distinct !{!317, !170, !318, !314}
!318 = !DILocation(line: 77, column: 5, scope: !137)
!319 = !DILocation(line: 0, scope: !148)
!320 = !DILocation(line: 64, column: 19, scope: !150)
!321 = !DILocation(line: 0, scope: !150)
!322 = !DILocation(line: 65, column: 13, scope: !150)
!323 = !DILocation(line: 66, column: 21, scope: !150)
!324 = !DILocation(line: 0, scope: !182, inlinedAt: !325)
!325 = distinct !DILocation(line: 66, column: 13, scope: !150)
!326 = !DILocation(line: 39, column: 10, scope: !192, inlinedAt: !325)
!327 = !DILocation(line: 0, scope: !194, inlinedAt: !328)
!328 = distinct !DILocation(line: 40, column: 5, scope: !182, inlinedAt: !325)
!329 = !DILocation(line: 0, scope: !199, inlinedAt: !328)
!330 = !DILocation(line: 16, column: 58, scope: !206, inlinedAt: !328)
!331 = !DILocation(line: 16, column: 40, scope: !206, inlinedAt: !328)
!332 = !DILocation(line: 16, column: 71, scope: !206, inlinedAt: !328)
!333 = !DILocation(line: 16, column: 46, scope: !206, inlinedAt: !328)
!334 = !DILocation(line: 16, scope: !206, inlinedAt: !328)
!335 = !DILocation(line: 66, column: 43, scope: !150)
!336 = !DILocation(line: 0, scope: !182, inlinedAt: !337)
!337 = distinct !DILocation(line: 66, column: 35, scope: !150)
!338 = !DILocation(line: 39, column: 10, scope: !192, inlinedAt: !337)
!339 = !DILocation(line: 0, scope: !194, inlinedAt: !340)
!340 = distinct !DILocation(line: 40, column: 5, scope: !182, inlinedAt: !337)
!341 = !DILocation(line: 0, scope: !199, inlinedAt: !340)
!342 = !DILocation(line: 16, column: 58, scope: !206, inlinedAt: !340)
!343 = !DILocation(line: 16, column: 40, scope: !206, inlinedAt: !340)
!344 = !DILocation(line: 16, column: 71, scope: !206, inlinedAt: !340)
!345 = !DILocation(line: 16, column: 46, scope: !206, inlinedAt: !340)
!346 = !DILocation(line: 16, scope: !206, inlinedAt: !340)
!347 = !DILocation(line: 66, column: 65, scope: !150)
!348 = !DILocation(line: 0, scope: !182, inlinedAt: !349)
!349 = distinct !DILocation(line: 66, column: 57, scope: !150)
!350 = !DILocation(line: 39, column: 10, scope: !192, inlinedAt: !349)
!351 = !DILocation(line: 0, scope: !194, inlinedAt: !352)
!352 = distinct !DILocation(line: 40, column: 5, scope: !182, inlinedAt: !349)
!353 = !DILocation(line: 0, scope: !199, inlinedAt: !352)
!354 = !DILocation(line: 16, column: 58, scope: !206, inlinedAt: !352)
!355 = !DILocation(line: 16, column: 40, scope: !206, inlinedAt: !352)
!356 = !DILocation(line: 16, column: 71, scope: !206, inlinedAt: !352)
!357 = !DILocation(line: 16, column: 46, scope: !206, inlinedAt: !352)
!358 = !DILocation(line: 16, scope: !206, inlinedAt: !352)
!359 = !DILocation(line: 67, column: 19, scope: !360)
!360 = distinct !DILexicalBlock(scope: !150, file: !2, line: 67, column: 17)
!361 = !DILocation(line: 67, column: 17, scope: !150)
!362 = !DILocation(line: 68, column: 25, scope: !363)
!363 = distinct !DILexicalBlock(scope: !360, file: !2, line: 67, column: 95)
!364 = !DILocation(line: 0, scope: !182, inlinedAt: !365)
!365 = distinct !DILocation(line: 68, column: 17, scope: !363)
!366 = !DILocation(line: 39, column: 10, scope: !192, inlinedAt: !365)
!367 = !DILocation(line: 0, scope: !194, inlinedAt: !368)
!368 = distinct !DILocation(line: 40, column: 5, scope: !182, inlinedAt: !365)
!369 = !DILocation(line: 0, scope: !199, inlinedAt: !368)
!370 = !DILocation(line: 16, column: 58, scope: !206, inlinedAt: !368)
!371 = !DILocation(line: 16, column: 40, scope: !206, inlinedAt: !368)
!372 = !DILocation(line: 16, column: 71, scope: !206, inlinedAt: !368)
!373 = !DILocation(line: 16, column: 46, scope: !206, inlinedAt: !368)
!374 = !DILocation(line: 16, scope: !206, inlinedAt: !368)
!375 = !DILocation(line: 68, column: 47, scope: !363)
!376 = !DILocation(line: 0, scope: !182, inlinedAt: !377)
!377 = distinct !DILocation(line: 68, column: 39, scope: !363)
!378 = !DILocation(line: 39, column: 10, scope: !192, inlinedAt: !377)
!379 = !DILocation(line: 0, scope: !194, inlinedAt: !380)
!380 = distinct !DILocation(line: 40, column: 5, scope: !182, inlinedAt: !377)
!381 = !DILocation(line: 0, scope: !199, inlinedAt: !380)
!382 = !DILocation(line: 16, column: 58, scope: !206, inlinedAt: !380)
!383 = !DILocation(line: 16, column: 40, scope: !206, inlinedAt: !380)
!384 = !DILocation(line: 16, column: 71, scope: !206, inlinedAt: !380)
!385 = !DILocation(line: 16, column: 46, scope: !206, inlinedAt: !380)
!386 = !DILocation(line: 16, scope: !206, inlinedAt: !380)
!387 = !DILocation(line: 70, column: 29, scope: !388)
!388 = distinct !DILexicalBlock(scope: !363, file: !2, line: 70, column: 21)
!389 = !DILocation(line: 70, column: 51, scope: !388)
!390 = !DILocation(line: 70, column: 70, scope: !388)
!391 = !DILocation(line: 70, column: 21, scope: !363)
!392 = !DILocation(line: 70, column: 76, scope: !388)
!393 = !DILocation(line: 72, column: 21, scope: !150)
!394 = !DILocation(line: 0, scope: !182, inlinedAt: !395)
!395 = distinct !DILocation(line: 72, column: 13, scope: !150)
!396 = !DILocation(line: 39, column: 10, scope: !192, inlinedAt: !395)
!397 = !DILocation(line: 0, scope: !194, inlinedAt: !398)
!398 = distinct !DILocation(line: 40, column: 5, scope: !182, inlinedAt: !395)
!399 = !DILocation(line: 0, scope: !199, inlinedAt: !398)
!400 = !DILocation(line: 16, column: 58, scope: !206, inlinedAt: !398)
!401 = !DILocation(line: 16, column: 40, scope: !206, inlinedAt: !398)
!402 = !DILocation(line: 16, column: 71, scope: !206, inlinedAt: !398)
!403 = !DILocation(line: 16, column: 46, scope: !206, inlinedAt: !398)
!404 = !DILocation(line: 16, scope: !206, inlinedAt: !398)
!405 = !DILocation(line: 72, column: 43, scope: !150)
!406 = !DILocation(line: 0, scope: !182, inlinedAt: !407)
!407 = distinct !DILocation(line: 72, column: 35, scope: !150)
!408 = !DILocation(line: 39, column: 10, scope: !192, inlinedAt: !407)
!409 = !DILocation(line: 0, scope: !194, inlinedAt: !410)
!410 = distinct !DILocation(line: 40, column: 5, scope: !182, inlinedAt: !407)
!411 = !DILocation(line: 0, scope: !199, inlinedAt: !410)
!412 = !DILocation(line: 16, column: 58, scope: !206, inlinedAt: !410)
!413 = !DILocation(line: 16, column: 40, scope: !206, inlinedAt: !410)
!414 = !DILocation(line: 16, column: 71, scope: !206, inlinedAt: !410)
!415 = !DILocation(line: 16, column: 46, scope: !206, inlinedAt: !410)
!416 = !DILocation(line: 16, scope: !206, inlinedAt: !410)
!417 = !DILocation(line: 72, column: 64, scope: !150)
!418 = !DILocation(line: 0, scope: !182, inlinedAt: !419)
!419 = distinct !DILocation(line: 72, column: 56, scope: !150)
!420 = !DILocation(line: 39, column: 10, scope: !192, inlinedAt: !419)
!421 = !DILocation(line: 0, scope: !194, inlinedAt: !422)
!422 = distinct !DILocation(line: 40, column: 5, scope: !182, inlinedAt: !419)
!423 = !DILocation(line: 0, scope: !199, inlinedAt: !422)
!424 = !DILocation(line: 16, column: 58, scope: !206, inlinedAt: !422)
!425 = !DILocation(line: 16, column: 40, scope: !206, inlinedAt: !422)
!426 = !DILocation(line: 16, column: 71, scope: !206, inlinedAt: !422)
!427 = !DILocation(line: 16, column: 46, scope: !206, inlinedAt: !422)
!428 = !DILocation(line: 16, scope: !206, inlinedAt: !422)
!429 = !DILocation(line: 73, column: 41, scope: !150)
!430 = !DILocation(line: 73, column: 53, scope: !150)
!431 = !DILocation(line: 73, column: 65, scope: !150)
!432 = !DILocation(line: 73, column: 79, scope: !150)
!433 = !DILocation(line: 73, column: 87, scope: !150)
!434 = !DILocation(line: 73, column: 94, scope: !150)
!435 = !DILocation(line: 73, column: 13, scope: !150)
!436 = !DILocation(line: 74, column: 49, scope: !150)
!437 = !DILocation(line: 74, column: 66, scope: !150)
!438 = !DILocation(line: 74, column: 53, scope: !150)
!439 = !DILocation(line: 74, column: 70, scope: !150)
!440 = !DILocation(line: 74, column: 17, scope: !150)
!441 = !DILocation(line: 0, scope: !194, inlinedAt: !442)
!442 = distinct !DILocation(line: 74, column: 13, scope: !150)
!443 = !DILocation(line: 0, scope: !199, inlinedAt: !442)
!444 = !DILocation(line: 16, column: 40, scope: !206, inlinedAt: !442)
!445 = !DILocation(line: 16, column: 71, scope: !206, inlinedAt: !442)
!446 = !DILocation(line: 16, scope: !206, inlinedAt: !442)
!447 = !DILocation(line: 75, column: 13, scope: !150)
!448 = !DILocation(line: 63, column: 33, scope: !151)
!449 = !DILocation(line: 63, column: 27, scope: !151)
!450 = !DILocation(line: 63, column: 9, scope: !148)
!451 = distinct !{!451, !450, !452, !314}
!452 = !DILocation(line: 76, column: 9, scope: !148)
!453 = !DILocation(line: 0, scope: !157)
!454 = !DILocation(line: 82, column: 34, scope: !455)
!455 = distinct !DILexicalBlock(scope: !456, file: !2, line: 81, column: 69)
!456 = distinct !DILexicalBlock(scope: !157, file: !2, line: 81, column: 5)
!457 = !DILocation(line: 82, column: 9, scope: !455)
!458 = !DILocation(line: 0, scope: !182, inlinedAt: !459)
!459 = distinct !DILocation(line: 82, column: 45, scope: !455)
!460 = !DILocation(line: 39, column: 10, scope: !192, inlinedAt: !459)
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
!473 = distinct !{!473, !472, !474, !314}
!474 = !DILocation(line: 83, column: 5, scope: !157)
!475 = !DILocation(line: 0, scope: !182, inlinedAt: !476)
!476 = distinct !DILocation(line: 92, column: 5, scope: !128)
!477 = !DILocation(line: 39, column: 10, scope: !192, inlinedAt: !476)
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
