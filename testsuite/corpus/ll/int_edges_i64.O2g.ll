; ModuleID = 'programs/int_edges_i64.c'
source_filename = "programs/int_edges_i64.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@__const.main.vals = private unnamed_addr constant [14 x i64] [i64 -9223372036854775808, i64 -9223372036854775807, i64 -4611686018427387904, i64 -1, i64 0, i64 1, i64 2, i64 3, i64 7, i64 4611686018427387903, i64 9223372036854775806, i64 9223372036854775807, i64 6510615555426900570, i64 -6510615555426900571], align 16
@.str = private unnamed_addr constant [30 x i8] c"type long: size=%d signed=%d\0A\00", align 1, !dbg !0
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
@.str.28 = private unnamed_addr constant [9 x i8] c" %s=%lld\00", align 1, !dbg !112

; Function Attrs: nofree nounwind uwtable
define dso_local range(i32 0, 7) i32 @main() local_unnamed_addr #0 !dbg !129 {
  %1 = alloca [14 x i64], align 16, !DIAssignID !163
    #dbg_assign(i1 undef, !133, !DIExpression(), !163, ptr %1, !DIExpression(), !164)
    #dbg_assign(i1 undef, !153, !DIExpression(), !165, ptr @__const.main.wides, !DIExpression(), !164)
  call void @llvm.lifetime.start.p0(i64 112, ptr nonnull %1) #6, !dbg !166
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 16 %1, ptr align 16 @__const.main.vals, i64 112, i1 true), !dbg !167, !DIAssignID !168
    #dbg_assign(i1 undef, !133, !DIExpression(), !168, ptr %1, !DIExpression(), !164)
    #dbg_value(i32 14, !136, !DIExpression(), !164)
  %2 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 8, i32 noundef 1), !dbg !169
    #dbg_value(i32 0, !137, !DIExpression(), !170)
  br label %3, !dbg !171

3:                                                ; preds = %0, %307
  %4 = phi i64 [ 0, %0 ], [ %308, %307 ]
    #dbg_value(i64 %4, !137, !DIExpression(), !170)
  %5 = getelementptr inbounds [14 x i64], ptr %1, i64 0, i64 %4, !dbg !172
  %6 = load volatile i64, ptr %5, align 8, !dbg !172, !tbaa !173
    #dbg_value(i64 %6, !139, !DIExpression(), !177)
  %7 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1), !dbg !178
  %8 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i64 noundef %6), !dbg !179
  %9 = tail call fastcc i64 @f_not(i64 noundef %6), !dbg !181
    #dbg_value(ptr @.str.3, !182, !DIExpression(), !190)
    #dbg_value(i64 %9, !189, !DIExpression(), !190)
  %10 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.28, ptr noundef nonnull @.str.3, i64 noundef %9), !dbg !192
    #dbg_value(i64 %9, !194, !DIExpression(), !201)
    #dbg_value(i32 0, !199, !DIExpression(), !203)
  %11 = load i64, ptr @hash, align 8, !tbaa !173
    #dbg_value(i32 0, !199, !DIExpression(), !203)
    #dbg_value(i64 0, !199, !DIExpression(), !203)
  %12 = and i64 %9, 255, !dbg !204
  %13 = xor i64 %11, %12, !dbg !207
  %14 = mul i64 %13, 1099511628211, !dbg !208
    #dbg_value(i64 1, !199, !DIExpression(), !203)
  %15 = lshr i64 %9, 8, !dbg !209
  %16 = and i64 %15, 255, !dbg !204
  %17 = xor i64 %14, %16, !dbg !207
  %18 = mul i64 %17, 1099511628211, !dbg !208
    #dbg_value(i64 2, !199, !DIExpression(), !203)
  %19 = lshr i64 %9, 16, !dbg !209
  %20 = and i64 %19, 255, !dbg !204
  %21 = xor i64 %18, %20, !dbg !207
  %22 = mul i64 %21, 1099511628211, !dbg !208
    #dbg_value(i64 3, !199, !DIExpression(), !203)
  %23 = lshr i64 %9, 24, !dbg !209
  %24 = and i64 %23, 255, !dbg !204
  %25 = xor i64 %22, %24, !dbg !207
  %26 = mul i64 %25, 1099511628211, !dbg !208
    #dbg_value(i64 4, !199, !DIExpression(), !203)
  %27 = lshr i64 %9, 32, !dbg !209
  %28 = and i64 %27, 255, !dbg !204
  %29 = xor i64 %26, %28, !dbg !207
  %30 = mul i64 %29, 1099511628211, !dbg !208
    #dbg_value(i64 5, !199, !DIExpression(), !203)
  %31 = lshr i64 %9, 40, !dbg !209
  %32 = and i64 %31, 255, !dbg !204
  %33 = xor i64 %30, %32, !dbg !207
  %34 = mul i64 %33, 1099511628211, !dbg !208
    #dbg_value(i64 6, !199, !DIExpression(), !203)
  %35 = lshr i64 %9, 48, !dbg !209
  %36 = and i64 %35, 255, !dbg !204
  %37 = xor i64 %34, %36, !dbg !207
  %38 = mul i64 %37, 1099511628211, !dbg !208
    #dbg_value(i64 7, !199, !DIExpression(), !203)
  %39 = lshr i64 %9, 56, !dbg !209
  %40 = xor i64 %38, %39, !dbg !207
  %41 = mul i64 %40, 1099511628211, !dbg !208
    #dbg_value(i64 8, !199, !DIExpression(), !203)
  store i64 %41, ptr @hash, align 8, !dbg !210, !tbaa !173
  %42 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i64 noundef %6, i64 noundef %6), !dbg !211
    #dbg_value(i64 %6, !194, !DIExpression(), !212)
    #dbg_value(i32 0, !199, !DIExpression(), !214)
  %43 = load i64, ptr @hash, align 8, !tbaa !173
    #dbg_value(i32 0, !199, !DIExpression(), !214)
    #dbg_value(i64 0, !199, !DIExpression(), !214)
  %44 = and i64 %6, 255, !dbg !215
  %45 = xor i64 %43, %44, !dbg !216
  %46 = mul i64 %45, 1099511628211, !dbg !217
    #dbg_value(i64 1, !199, !DIExpression(), !214)
  %47 = lshr i64 %6, 8, !dbg !218
  %48 = and i64 %47, 255, !dbg !215
  %49 = xor i64 %46, %48, !dbg !216
  %50 = mul i64 %49, 1099511628211, !dbg !217
    #dbg_value(i64 2, !199, !DIExpression(), !214)
  %51 = lshr i64 %6, 16, !dbg !218
  %52 = and i64 %51, 255, !dbg !215
  %53 = xor i64 %50, %52, !dbg !216
  %54 = mul i64 %53, 1099511628211, !dbg !217
    #dbg_value(i64 3, !199, !DIExpression(), !214)
  %55 = lshr i64 %6, 24, !dbg !218
  %56 = and i64 %55, 255, !dbg !215
  %57 = xor i64 %54, %56, !dbg !216
  %58 = mul i64 %57, 1099511628211, !dbg !217
    #dbg_value(i64 4, !199, !DIExpression(), !214)
  %59 = lshr i64 %6, 32, !dbg !218
  %60 = and i64 %59, 255, !dbg !215
  %61 = xor i64 %58, %60, !dbg !216
  %62 = mul i64 %61, 1099511628211, !dbg !217
    #dbg_value(i64 5, !199, !DIExpression(), !214)
  %63 = lshr i64 %6, 40, !dbg !218
  %64 = and i64 %63, 255, !dbg !215
  %65 = xor i64 %62, %64, !dbg !216
  %66 = mul i64 %65, 1099511628211, !dbg !217
    #dbg_value(i64 6, !199, !DIExpression(), !214)
  %67 = lshr i64 %6, 48, !dbg !218
  %68 = and i64 %67, 255, !dbg !215
  %69 = xor i64 %66, %68, !dbg !216
  %70 = mul i64 %69, 1099511628211, !dbg !217
    #dbg_value(i64 7, !199, !DIExpression(), !214)
  %71 = lshr i64 %6, 56, !dbg !218
  %72 = xor i64 %70, %71, !dbg !216
  %73 = mul i64 %72, 1099511628211, !dbg !217
    #dbg_value(i64 8, !199, !DIExpression(), !214)
    #dbg_value(i64 %6, !194, !DIExpression(), !219)
    #dbg_value(i32 0, !199, !DIExpression(), !221)
    #dbg_value(i32 0, !199, !DIExpression(), !221)
    #dbg_value(i64 0, !199, !DIExpression(), !221)
  %74 = xor i64 %73, %44, !dbg !222
  %75 = mul i64 %74, 1099511628211, !dbg !223
    #dbg_value(i64 1, !199, !DIExpression(), !221)
  %76 = xor i64 %75, %48, !dbg !222
  %77 = mul i64 %76, 1099511628211, !dbg !223
    #dbg_value(i64 2, !199, !DIExpression(), !221)
  %78 = xor i64 %77, %52, !dbg !222
  %79 = mul i64 %78, 1099511628211, !dbg !223
    #dbg_value(i64 3, !199, !DIExpression(), !221)
  %80 = xor i64 %79, %56, !dbg !222
  %81 = mul i64 %80, 1099511628211, !dbg !223
    #dbg_value(i64 4, !199, !DIExpression(), !221)
  %82 = xor i64 %81, %60, !dbg !222
  %83 = mul i64 %82, 1099511628211, !dbg !223
    #dbg_value(i64 5, !199, !DIExpression(), !221)
  %84 = xor i64 %83, %64, !dbg !222
  %85 = mul i64 %84, 1099511628211, !dbg !223
    #dbg_value(i64 6, !199, !DIExpression(), !221)
  %86 = xor i64 %85, %68, !dbg !222
  %87 = mul i64 %86, 1099511628211, !dbg !223
    #dbg_value(i64 7, !199, !DIExpression(), !221)
  %88 = xor i64 %87, %71, !dbg !222
  %89 = mul i64 %88, 1099511628211, !dbg !223
    #dbg_value(i64 8, !199, !DIExpression(), !221)
  store i64 %89, ptr @hash, align 8, !dbg !224, !tbaa !173
  %90 = sub i64 0, %6, !dbg !225
    #dbg_value(ptr @.str.5, !182, !DIExpression(), !226)
    #dbg_value(i64 %90, !189, !DIExpression(), !226)
  %91 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.28, ptr noundef nonnull @.str.5, i64 noundef %90), !dbg !228
    #dbg_value(i64 %90, !194, !DIExpression(), !229)
    #dbg_value(i32 0, !199, !DIExpression(), !231)
  %92 = load i64, ptr @hash, align 8, !tbaa !173
    #dbg_value(i32 0, !199, !DIExpression(), !231)
    #dbg_value(i64 0, !199, !DIExpression(), !231)
  %93 = and i64 %90, 255, !dbg !232
  %94 = xor i64 %92, %93, !dbg !233
  %95 = mul i64 %94, 1099511628211, !dbg !234
    #dbg_value(i64 1, !199, !DIExpression(), !231)
  %96 = lshr i64 %90, 8, !dbg !235
  %97 = and i64 %96, 255, !dbg !232
  %98 = xor i64 %95, %97, !dbg !233
  %99 = mul i64 %98, 1099511628211, !dbg !234
    #dbg_value(i64 2, !199, !DIExpression(), !231)
  %100 = lshr i64 %90, 16, !dbg !235
  %101 = and i64 %100, 255, !dbg !232
  %102 = xor i64 %99, %101, !dbg !233
  %103 = mul i64 %102, 1099511628211, !dbg !234
    #dbg_value(i64 3, !199, !DIExpression(), !231)
  %104 = lshr i64 %90, 24, !dbg !235
  %105 = and i64 %104, 255, !dbg !232
  %106 = xor i64 %103, %105, !dbg !233
  %107 = mul i64 %106, 1099511628211, !dbg !234
    #dbg_value(i64 4, !199, !DIExpression(), !231)
  %108 = lshr i64 %90, 32, !dbg !235
  %109 = and i64 %108, 255, !dbg !232
  %110 = xor i64 %107, %109, !dbg !233
  %111 = mul i64 %110, 1099511628211, !dbg !234
    #dbg_value(i64 5, !199, !DIExpression(), !231)
  %112 = lshr i64 %90, 40, !dbg !235
  %113 = and i64 %112, 255, !dbg !232
  %114 = xor i64 %111, %113, !dbg !233
  %115 = mul i64 %114, 1099511628211, !dbg !234
    #dbg_value(i64 6, !199, !DIExpression(), !231)
  %116 = lshr i64 %90, 48, !dbg !235
  %117 = and i64 %116, 255, !dbg !232
  %118 = xor i64 %115, %117, !dbg !233
  %119 = mul i64 %118, 1099511628211, !dbg !234
    #dbg_value(i64 7, !199, !DIExpression(), !231)
  %120 = lshr i64 %90, 56, !dbg !235
  %121 = xor i64 %119, %120, !dbg !233
  %122 = mul i64 %121, 1099511628211, !dbg !234
    #dbg_value(i64 8, !199, !DIExpression(), !231)
  store i64 %122, ptr @hash, align 8, !dbg !236, !tbaa !173
  %123 = tail call fastcc i64 @f_add(i64 noundef %6, i64 noundef 1), !dbg !237
    #dbg_value(ptr @.str.6, !182, !DIExpression(), !238)
    #dbg_value(i64 %123, !189, !DIExpression(), !238)
  %124 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.28, ptr noundef nonnull @.str.6, i64 noundef %123), !dbg !240
    #dbg_value(i64 %123, !194, !DIExpression(), !241)
    #dbg_value(i32 0, !199, !DIExpression(), !243)
  %125 = load i64, ptr @hash, align 8, !tbaa !173
    #dbg_value(i32 0, !199, !DIExpression(), !243)
    #dbg_value(i64 0, !199, !DIExpression(), !243)
  %126 = and i64 %123, 255, !dbg !244
  %127 = xor i64 %125, %126, !dbg !245
  %128 = mul i64 %127, 1099511628211, !dbg !246
    #dbg_value(i64 1, !199, !DIExpression(), !243)
  %129 = lshr i64 %123, 8, !dbg !247
  %130 = and i64 %129, 255, !dbg !244
  %131 = xor i64 %128, %130, !dbg !245
  %132 = mul i64 %131, 1099511628211, !dbg !246
    #dbg_value(i64 2, !199, !DIExpression(), !243)
  %133 = lshr i64 %123, 16, !dbg !247
  %134 = and i64 %133, 255, !dbg !244
  %135 = xor i64 %132, %134, !dbg !245
  %136 = mul i64 %135, 1099511628211, !dbg !246
    #dbg_value(i64 3, !199, !DIExpression(), !243)
  %137 = lshr i64 %123, 24, !dbg !247
  %138 = and i64 %137, 255, !dbg !244
  %139 = xor i64 %136, %138, !dbg !245
  %140 = mul i64 %139, 1099511628211, !dbg !246
    #dbg_value(i64 4, !199, !DIExpression(), !243)
  %141 = lshr i64 %123, 32, !dbg !247
  %142 = and i64 %141, 255, !dbg !244
  %143 = xor i64 %140, %142, !dbg !245
  %144 = mul i64 %143, 1099511628211, !dbg !246
    #dbg_value(i64 5, !199, !DIExpression(), !243)
  %145 = lshr i64 %123, 40, !dbg !247
  %146 = and i64 %145, 255, !dbg !244
  %147 = xor i64 %144, %146, !dbg !245
  %148 = mul i64 %147, 1099511628211, !dbg !246
    #dbg_value(i64 6, !199, !DIExpression(), !243)
  %149 = lshr i64 %123, 48, !dbg !247
  %150 = and i64 %149, 255, !dbg !244
  %151 = xor i64 %148, %150, !dbg !245
  %152 = mul i64 %151, 1099511628211, !dbg !246
    #dbg_value(i64 7, !199, !DIExpression(), !243)
  %153 = lshr i64 %123, 56, !dbg !247
  %154 = xor i64 %152, %153, !dbg !245
  %155 = mul i64 %154, 1099511628211, !dbg !246
    #dbg_value(i64 8, !199, !DIExpression(), !243)
  store i64 %155, ptr @hash, align 8, !dbg !248, !tbaa !173
  %156 = tail call fastcc i64 @f_sub(i64 noundef %6, i64 noundef 1), !dbg !249
    #dbg_value(ptr @.str.7, !182, !DIExpression(), !250)
    #dbg_value(i64 %156, !189, !DIExpression(), !250)
  %157 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.28, ptr noundef nonnull @.str.7, i64 noundef %156), !dbg !252
    #dbg_value(i64 %156, !194, !DIExpression(), !253)
    #dbg_value(i32 0, !199, !DIExpression(), !255)
  %158 = load i64, ptr @hash, align 8, !tbaa !173
    #dbg_value(i32 0, !199, !DIExpression(), !255)
    #dbg_value(i64 0, !199, !DIExpression(), !255)
  %159 = and i64 %156, 255, !dbg !256
  %160 = xor i64 %158, %159, !dbg !257
  %161 = mul i64 %160, 1099511628211, !dbg !258
    #dbg_value(i64 1, !199, !DIExpression(), !255)
  %162 = lshr i64 %156, 8, !dbg !259
  %163 = and i64 %162, 255, !dbg !256
  %164 = xor i64 %161, %163, !dbg !257
  %165 = mul i64 %164, 1099511628211, !dbg !258
    #dbg_value(i64 2, !199, !DIExpression(), !255)
  %166 = lshr i64 %156, 16, !dbg !259
  %167 = and i64 %166, 255, !dbg !256
  %168 = xor i64 %165, %167, !dbg !257
  %169 = mul i64 %168, 1099511628211, !dbg !258
    #dbg_value(i64 3, !199, !DIExpression(), !255)
  %170 = lshr i64 %156, 24, !dbg !259
  %171 = and i64 %170, 255, !dbg !256
  %172 = xor i64 %169, %171, !dbg !257
  %173 = mul i64 %172, 1099511628211, !dbg !258
    #dbg_value(i64 4, !199, !DIExpression(), !255)
  %174 = lshr i64 %156, 32, !dbg !259
  %175 = and i64 %174, 255, !dbg !256
  %176 = xor i64 %173, %175, !dbg !257
  %177 = mul i64 %176, 1099511628211, !dbg !258
    #dbg_value(i64 5, !199, !DIExpression(), !255)
  %178 = lshr i64 %156, 40, !dbg !259
  %179 = and i64 %178, 255, !dbg !256
  %180 = xor i64 %177, %179, !dbg !257
  %181 = mul i64 %180, 1099511628211, !dbg !258
    #dbg_value(i64 6, !199, !DIExpression(), !255)
  %182 = lshr i64 %156, 48, !dbg !259
  %183 = and i64 %182, 255, !dbg !256
  %184 = xor i64 %181, %183, !dbg !257
  %185 = mul i64 %184, 1099511628211, !dbg !258
    #dbg_value(i64 7, !199, !DIExpression(), !255)
  %186 = lshr i64 %156, 56, !dbg !259
  %187 = xor i64 %185, %186, !dbg !257
  %188 = mul i64 %187, 1099511628211, !dbg !258
    #dbg_value(i64 8, !199, !DIExpression(), !255)
  store i64 %188, ptr @hash, align 8, !dbg !260, !tbaa !173
  %189 = icmp eq i64 %6, 0, !dbg !261
  %190 = zext i1 %189 to i32, !dbg !261
  %191 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef %190), !dbg !262
    #dbg_value(i32 0, !142, !DIExpression(), !263)
  %192 = load i64, ptr @hash, align 8, !tbaa !173
  br label %195, !dbg !264

193:                                              ; preds = %300
    #dbg_value(i32 0, !148, !DIExpression(), !265)
  %194 = icmp eq i64 %6, -9223372036854775808
  br label %310, !dbg !266

195:                                              ; preds = %3, %300
  %196 = phi i64 [ %192, %3 ], [ %301, %300 ]
  %197 = phi i32 [ 0, %3 ], [ %305, %300 ]
    #dbg_value(i32 %197, !142, !DIExpression(), !263)
  %198 = tail call fastcc i64 @f_shl(i64 noundef %6, i32 noundef %197), !dbg !267
    #dbg_value(i64 %198, !144, !DIExpression(), !268)
  %199 = tail call fastcc i64 @f_shr(i64 noundef %6, i32 noundef %197), !dbg !269
    #dbg_value(i64 %199, !147, !DIExpression(), !268)
    #dbg_value(i64 %198, !194, !DIExpression(), !270)
    #dbg_value(i32 0, !199, !DIExpression(), !272)
    #dbg_value(i32 0, !199, !DIExpression(), !272)
    #dbg_value(i64 0, !199, !DIExpression(), !272)
  %200 = and i64 %198, 255, !dbg !273
  %201 = xor i64 %196, %200, !dbg !274
  %202 = mul i64 %201, 1099511628211, !dbg !275
    #dbg_value(i64 1, !199, !DIExpression(), !272)
  %203 = lshr i64 %198, 8, !dbg !276
  %204 = and i64 %203, 255, !dbg !273
  %205 = xor i64 %202, %204, !dbg !274
  %206 = mul i64 %205, 1099511628211, !dbg !275
    #dbg_value(i64 2, !199, !DIExpression(), !272)
  %207 = lshr i64 %198, 16, !dbg !276
  %208 = and i64 %207, 255, !dbg !273
  %209 = xor i64 %206, %208, !dbg !274
  %210 = mul i64 %209, 1099511628211, !dbg !275
    #dbg_value(i64 3, !199, !DIExpression(), !272)
  %211 = lshr i64 %198, 24, !dbg !276
  %212 = and i64 %211, 255, !dbg !273
  %213 = xor i64 %210, %212, !dbg !274
  %214 = mul i64 %213, 1099511628211, !dbg !275
    #dbg_value(i64 4, !199, !DIExpression(), !272)
  %215 = lshr i64 %198, 32, !dbg !276
  %216 = and i64 %215, 255, !dbg !273
  %217 = xor i64 %214, %216, !dbg !274
  %218 = mul i64 %217, 1099511628211, !dbg !275
    #dbg_value(i64 5, !199, !DIExpression(), !272)
  %219 = lshr i64 %198, 40, !dbg !276
  %220 = and i64 %219, 255, !dbg !273
  %221 = xor i64 %218, %220, !dbg !274
  %222 = mul i64 %221, 1099511628211, !dbg !275
    #dbg_value(i64 6, !199, !DIExpression(), !272)
  %223 = lshr i64 %198, 48, !dbg !276
  %224 = and i64 %223, 255, !dbg !273
  %225 = xor i64 %222, %224, !dbg !274
  %226 = mul i64 %225, 1099511628211, !dbg !275
    #dbg_value(i64 7, !199, !DIExpression(), !272)
  %227 = lshr i64 %198, 56, !dbg !276
  %228 = xor i64 %226, %227, !dbg !274
  %229 = mul i64 %228, 1099511628211, !dbg !275
    #dbg_value(i64 8, !199, !DIExpression(), !272)
    #dbg_value(i64 %199, !194, !DIExpression(), !277)
    #dbg_value(i32 0, !199, !DIExpression(), !279)
    #dbg_value(i32 0, !199, !DIExpression(), !279)
    #dbg_value(i64 0, !199, !DIExpression(), !279)
  %230 = and i64 %199, 255, !dbg !280
  %231 = xor i64 %229, %230, !dbg !281
  %232 = mul i64 %231, 1099511628211, !dbg !282
    #dbg_value(i64 1, !199, !DIExpression(), !279)
  %233 = lshr i64 %199, 8, !dbg !283
  %234 = and i64 %233, 255, !dbg !280
  %235 = xor i64 %232, %234, !dbg !281
  %236 = mul i64 %235, 1099511628211, !dbg !282
    #dbg_value(i64 2, !199, !DIExpression(), !279)
  %237 = lshr i64 %199, 16, !dbg !283
  %238 = and i64 %237, 255, !dbg !280
  %239 = xor i64 %236, %238, !dbg !281
  %240 = mul i64 %239, 1099511628211, !dbg !282
    #dbg_value(i64 3, !199, !DIExpression(), !279)
  %241 = lshr i64 %199, 24, !dbg !283
  %242 = and i64 %241, 255, !dbg !280
  %243 = xor i64 %240, %242, !dbg !281
  %244 = mul i64 %243, 1099511628211, !dbg !282
    #dbg_value(i64 4, !199, !DIExpression(), !279)
  %245 = lshr i64 %199, 32, !dbg !283
  %246 = and i64 %245, 255, !dbg !280
  %247 = xor i64 %244, %246, !dbg !281
  %248 = mul i64 %247, 1099511628211, !dbg !282
    #dbg_value(i64 5, !199, !DIExpression(), !279)
  %249 = lshr i64 %199, 40, !dbg !283
  %250 = and i64 %249, 255, !dbg !280
  %251 = xor i64 %248, %250, !dbg !281
  %252 = mul i64 %251, 1099511628211, !dbg !282
    #dbg_value(i64 6, !199, !DIExpression(), !279)
  %253 = lshr i64 %199, 48, !dbg !283
  %254 = and i64 %253, 255, !dbg !280
  %255 = xor i64 %252, %254, !dbg !281
  %256 = mul i64 %255, 1099511628211, !dbg !282
    #dbg_value(i64 7, !199, !DIExpression(), !279)
  %257 = lshr i64 %199, 56, !dbg !283
  %258 = xor i64 %256, %257, !dbg !281
  %259 = mul i64 %258, 1099511628211, !dbg !282
    #dbg_value(i64 8, !199, !DIExpression(), !279)
  store i64 %259, ptr @hash, align 8, !dbg !284, !tbaa !173
  switch i32 %197, label %300 [
    i32 63, label %260
    i32 1, label %260
  ], !dbg !285

260:                                              ; preds = %195, %195
  %261 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef %197), !dbg !287
    #dbg_value(ptr @.str.10, !182, !DIExpression(), !289)
    #dbg_value(i64 %198, !189, !DIExpression(), !289)
  %262 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.28, ptr noundef nonnull @.str.10, i64 noundef %198), !dbg !291
    #dbg_value(i64 %198, !194, !DIExpression(), !292)
    #dbg_value(i32 0, !199, !DIExpression(), !294)
  %263 = load i64, ptr @hash, align 8, !tbaa !173
    #dbg_value(i32 0, !199, !DIExpression(), !294)
    #dbg_value(i64 0, !199, !DIExpression(), !294)
  %264 = xor i64 %263, %200, !dbg !295
  %265 = mul i64 %264, 1099511628211, !dbg !296
    #dbg_value(i64 1, !199, !DIExpression(), !294)
  %266 = xor i64 %265, %204, !dbg !295
  %267 = mul i64 %266, 1099511628211, !dbg !296
    #dbg_value(i64 2, !199, !DIExpression(), !294)
  %268 = xor i64 %267, %208, !dbg !295
  %269 = mul i64 %268, 1099511628211, !dbg !296
    #dbg_value(i64 3, !199, !DIExpression(), !294)
  %270 = xor i64 %269, %212, !dbg !295
  %271 = mul i64 %270, 1099511628211, !dbg !296
    #dbg_value(i64 4, !199, !DIExpression(), !294)
  %272 = xor i64 %271, %216, !dbg !295
  %273 = mul i64 %272, 1099511628211, !dbg !296
    #dbg_value(i64 5, !199, !DIExpression(), !294)
  %274 = xor i64 %273, %220, !dbg !295
  %275 = mul i64 %274, 1099511628211, !dbg !296
    #dbg_value(i64 6, !199, !DIExpression(), !294)
  %276 = xor i64 %275, %224, !dbg !295
  %277 = mul i64 %276, 1099511628211, !dbg !296
    #dbg_value(i64 7, !199, !DIExpression(), !294)
  %278 = xor i64 %277, %227, !dbg !295
  %279 = mul i64 %278, 1099511628211, !dbg !296
    #dbg_value(i64 8, !199, !DIExpression(), !294)
  store i64 %279, ptr @hash, align 8, !dbg !297, !tbaa !173
    #dbg_value(ptr @.str.11, !182, !DIExpression(), !298)
    #dbg_value(i64 %199, !189, !DIExpression(), !298)
  %280 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.28, ptr noundef nonnull @.str.11, i64 noundef %199), !dbg !300
    #dbg_value(i64 %199, !194, !DIExpression(), !301)
    #dbg_value(i32 0, !199, !DIExpression(), !303)
  %281 = load i64, ptr @hash, align 8, !tbaa !173
    #dbg_value(i32 0, !199, !DIExpression(), !303)
    #dbg_value(i64 0, !199, !DIExpression(), !303)
  %282 = xor i64 %281, %230, !dbg !304
  %283 = mul i64 %282, 1099511628211, !dbg !305
    #dbg_value(i64 1, !199, !DIExpression(), !303)
  %284 = xor i64 %283, %234, !dbg !304
  %285 = mul i64 %284, 1099511628211, !dbg !305
    #dbg_value(i64 2, !199, !DIExpression(), !303)
  %286 = xor i64 %285, %238, !dbg !304
  %287 = mul i64 %286, 1099511628211, !dbg !305
    #dbg_value(i64 3, !199, !DIExpression(), !303)
  %288 = xor i64 %287, %242, !dbg !304
  %289 = mul i64 %288, 1099511628211, !dbg !305
    #dbg_value(i64 4, !199, !DIExpression(), !303)
  %290 = xor i64 %289, %246, !dbg !304
  %291 = mul i64 %290, 1099511628211, !dbg !305
    #dbg_value(i64 5, !199, !DIExpression(), !303)
  %292 = xor i64 %291, %250, !dbg !304
  %293 = mul i64 %292, 1099511628211, !dbg !305
    #dbg_value(i64 6, !199, !DIExpression(), !303)
  %294 = xor i64 %293, %254, !dbg !304
  %295 = mul i64 %294, 1099511628211, !dbg !305
    #dbg_value(i64 7, !199, !DIExpression(), !303)
  %296 = xor i64 %295, %257, !dbg !304
  %297 = mul i64 %296, 1099511628211, !dbg !305
    #dbg_value(i64 8, !199, !DIExpression(), !303)
  store i64 %297, ptr @hash, align 8, !dbg !306, !tbaa !173
  %298 = tail call i32 @putchar(i32 10), !dbg !307
  %299 = load i64, ptr @hash, align 8, !tbaa !173
  br label %300, !dbg !308

300:                                              ; preds = %195, %260
  %301 = phi i64 [ %259, %195 ], [ %299, %260 ]
  %302 = add nsw i32 %197, -61, !dbg !309
  %303 = icmp ult i32 %302, -58, !dbg !309
  %304 = select i1 %303, i32 1, i32 5, !dbg !310
  %305 = add nuw nsw i32 %304, %197, !dbg !311
    #dbg_value(i32 %305, !142, !DIExpression(), !263)
  %306 = icmp ult i32 %305, 64, !dbg !312
  br i1 %306, label %195, label %193, !dbg !264, !llvm.loop !313

307:                                              ; preds = %490
  %308 = add nuw nsw i64 %4, 1, !dbg !316
    #dbg_value(i64 %308, !137, !DIExpression(), !170)
  %309 = icmp eq i64 %308, 14, !dbg !317
  br i1 %309, label %611, label %3, !dbg !171, !llvm.loop !318

310:                                              ; preds = %193, %490
  %311 = phi i64 [ 0, %193 ], [ %609, %490 ]
    #dbg_value(i64 %311, !148, !DIExpression(), !265)
  %312 = getelementptr inbounds [14 x i64], ptr %1, i64 0, i64 %311, !dbg !320
  %313 = load volatile i64, ptr %312, align 8, !dbg !320, !tbaa !173
    #dbg_value(i64 %313, !150, !DIExpression(), !321)
  %314 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i64 noundef %313), !dbg !322
  %315 = tail call fastcc i64 @f_add(i64 noundef %6, i64 noundef %313), !dbg !323
    #dbg_value(ptr @.str.14, !182, !DIExpression(), !324)
    #dbg_value(i64 %315, !189, !DIExpression(), !324)
  %316 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.28, ptr noundef nonnull @.str.14, i64 noundef %315), !dbg !326
    #dbg_value(i64 %315, !194, !DIExpression(), !327)
    #dbg_value(i32 0, !199, !DIExpression(), !329)
  %317 = load i64, ptr @hash, align 8, !tbaa !173
    #dbg_value(i32 0, !199, !DIExpression(), !329)
    #dbg_value(i64 0, !199, !DIExpression(), !329)
  %318 = and i64 %315, 255, !dbg !330
  %319 = xor i64 %317, %318, !dbg !331
  %320 = mul i64 %319, 1099511628211, !dbg !332
    #dbg_value(i64 1, !199, !DIExpression(), !329)
  %321 = lshr i64 %315, 8, !dbg !333
  %322 = and i64 %321, 255, !dbg !330
  %323 = xor i64 %320, %322, !dbg !331
  %324 = mul i64 %323, 1099511628211, !dbg !332
    #dbg_value(i64 2, !199, !DIExpression(), !329)
  %325 = lshr i64 %315, 16, !dbg !333
  %326 = and i64 %325, 255, !dbg !330
  %327 = xor i64 %324, %326, !dbg !331
  %328 = mul i64 %327, 1099511628211, !dbg !332
    #dbg_value(i64 3, !199, !DIExpression(), !329)
  %329 = lshr i64 %315, 24, !dbg !333
  %330 = and i64 %329, 255, !dbg !330
  %331 = xor i64 %328, %330, !dbg !331
  %332 = mul i64 %331, 1099511628211, !dbg !332
    #dbg_value(i64 4, !199, !DIExpression(), !329)
  %333 = lshr i64 %315, 32, !dbg !333
  %334 = and i64 %333, 255, !dbg !330
  %335 = xor i64 %332, %334, !dbg !331
  %336 = mul i64 %335, 1099511628211, !dbg !332
    #dbg_value(i64 5, !199, !DIExpression(), !329)
  %337 = lshr i64 %315, 40, !dbg !333
  %338 = and i64 %337, 255, !dbg !330
  %339 = xor i64 %336, %338, !dbg !331
  %340 = mul i64 %339, 1099511628211, !dbg !332
    #dbg_value(i64 6, !199, !DIExpression(), !329)
  %341 = lshr i64 %315, 48, !dbg !333
  %342 = and i64 %341, 255, !dbg !330
  %343 = xor i64 %340, %342, !dbg !331
  %344 = mul i64 %343, 1099511628211, !dbg !332
    #dbg_value(i64 7, !199, !DIExpression(), !329)
  %345 = lshr i64 %315, 56, !dbg !333
  %346 = xor i64 %344, %345, !dbg !331
  %347 = mul i64 %346, 1099511628211, !dbg !332
    #dbg_value(i64 8, !199, !DIExpression(), !329)
  store i64 %347, ptr @hash, align 8, !dbg !334, !tbaa !173
  %348 = tail call fastcc i64 @f_sub(i64 noundef %6, i64 noundef %313), !dbg !335
    #dbg_value(ptr @.str.15, !182, !DIExpression(), !336)
    #dbg_value(i64 %348, !189, !DIExpression(), !336)
  %349 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.28, ptr noundef nonnull @.str.15, i64 noundef %348), !dbg !338
    #dbg_value(i64 %348, !194, !DIExpression(), !339)
    #dbg_value(i32 0, !199, !DIExpression(), !341)
  %350 = load i64, ptr @hash, align 8, !tbaa !173
    #dbg_value(i32 0, !199, !DIExpression(), !341)
    #dbg_value(i64 0, !199, !DIExpression(), !341)
  %351 = and i64 %348, 255, !dbg !342
  %352 = xor i64 %350, %351, !dbg !343
  %353 = mul i64 %352, 1099511628211, !dbg !344
    #dbg_value(i64 1, !199, !DIExpression(), !341)
  %354 = lshr i64 %348, 8, !dbg !345
  %355 = and i64 %354, 255, !dbg !342
  %356 = xor i64 %353, %355, !dbg !343
  %357 = mul i64 %356, 1099511628211, !dbg !344
    #dbg_value(i64 2, !199, !DIExpression(), !341)
  %358 = lshr i64 %348, 16, !dbg !345
  %359 = and i64 %358, 255, !dbg !342
  %360 = xor i64 %357, %359, !dbg !343
  %361 = mul i64 %360, 1099511628211, !dbg !344
    #dbg_value(i64 3, !199, !DIExpression(), !341)
  %362 = lshr i64 %348, 24, !dbg !345
  %363 = and i64 %362, 255, !dbg !342
  %364 = xor i64 %361, %363, !dbg !343
  %365 = mul i64 %364, 1099511628211, !dbg !344
    #dbg_value(i64 4, !199, !DIExpression(), !341)
  %366 = lshr i64 %348, 32, !dbg !345
  %367 = and i64 %366, 255, !dbg !342
  %368 = xor i64 %365, %367, !dbg !343
  %369 = mul i64 %368, 1099511628211, !dbg !344
    #dbg_value(i64 5, !199, !DIExpression(), !341)
  %370 = lshr i64 %348, 40, !dbg !345
  %371 = and i64 %370, 255, !dbg !342
  %372 = xor i64 %369, %371, !dbg !343
  %373 = mul i64 %372, 1099511628211, !dbg !344
    #dbg_value(i64 6, !199, !DIExpression(), !341)
  %374 = lshr i64 %348, 48, !dbg !345
  %375 = and i64 %374, 255, !dbg !342
  %376 = xor i64 %373, %375, !dbg !343
  %377 = mul i64 %376, 1099511628211, !dbg !344
    #dbg_value(i64 7, !199, !DIExpression(), !341)
  %378 = lshr i64 %348, 56, !dbg !345
  %379 = xor i64 %377, %378, !dbg !343
  %380 = mul i64 %379, 1099511628211, !dbg !344
    #dbg_value(i64 8, !199, !DIExpression(), !341)
  store i64 %380, ptr @hash, align 8, !dbg !346, !tbaa !173
  %381 = tail call fastcc i64 @f_mul(i64 noundef %6, i64 noundef %313), !dbg !347
    #dbg_value(ptr @.str.16, !182, !DIExpression(), !348)
    #dbg_value(i64 %381, !189, !DIExpression(), !348)
  %382 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.28, ptr noundef nonnull @.str.16, i64 noundef %381), !dbg !350
    #dbg_value(i64 %381, !194, !DIExpression(), !351)
    #dbg_value(i32 0, !199, !DIExpression(), !353)
  %383 = load i64, ptr @hash, align 8, !tbaa !173
    #dbg_value(i32 0, !199, !DIExpression(), !353)
    #dbg_value(i64 0, !199, !DIExpression(), !353)
  %384 = and i64 %381, 255, !dbg !354
  %385 = xor i64 %383, %384, !dbg !355
  %386 = mul i64 %385, 1099511628211, !dbg !356
    #dbg_value(i64 1, !199, !DIExpression(), !353)
  %387 = lshr i64 %381, 8, !dbg !357
  %388 = and i64 %387, 255, !dbg !354
  %389 = xor i64 %386, %388, !dbg !355
  %390 = mul i64 %389, 1099511628211, !dbg !356
    #dbg_value(i64 2, !199, !DIExpression(), !353)
  %391 = lshr i64 %381, 16, !dbg !357
  %392 = and i64 %391, 255, !dbg !354
  %393 = xor i64 %390, %392, !dbg !355
  %394 = mul i64 %393, 1099511628211, !dbg !356
    #dbg_value(i64 3, !199, !DIExpression(), !353)
  %395 = lshr i64 %381, 24, !dbg !357
  %396 = and i64 %395, 255, !dbg !354
  %397 = xor i64 %394, %396, !dbg !355
  %398 = mul i64 %397, 1099511628211, !dbg !356
    #dbg_value(i64 4, !199, !DIExpression(), !353)
  %399 = lshr i64 %381, 32, !dbg !357
  %400 = and i64 %399, 255, !dbg !354
  %401 = xor i64 %398, %400, !dbg !355
  %402 = mul i64 %401, 1099511628211, !dbg !356
    #dbg_value(i64 5, !199, !DIExpression(), !353)
  %403 = lshr i64 %381, 40, !dbg !357
  %404 = and i64 %403, 255, !dbg !354
  %405 = xor i64 %402, %404, !dbg !355
  %406 = mul i64 %405, 1099511628211, !dbg !356
    #dbg_value(i64 6, !199, !DIExpression(), !353)
  %407 = lshr i64 %381, 48, !dbg !357
  %408 = and i64 %407, 255, !dbg !354
  %409 = xor i64 %406, %408, !dbg !355
  %410 = mul i64 %409, 1099511628211, !dbg !356
    #dbg_value(i64 7, !199, !DIExpression(), !353)
  %411 = lshr i64 %381, 56, !dbg !357
  %412 = xor i64 %410, %411, !dbg !355
  %413 = mul i64 %412, 1099511628211, !dbg !356
    #dbg_value(i64 8, !199, !DIExpression(), !353)
  store i64 %413, ptr @hash, align 8, !dbg !358, !tbaa !173
  %414 = icmp eq i64 %313, 0, !dbg !359
  %415 = icmp eq i64 %313, -1
  %416 = and i1 %194, %415
  %417 = select i1 %414, i1 true, i1 %416, !dbg !361
  br i1 %417, label %490, label %418, !dbg !361

418:                                              ; preds = %310
  %419 = tail call fastcc i64 @f_div(i64 noundef %6, i64 noundef %313), !dbg !362
    #dbg_value(ptr @.str.17, !182, !DIExpression(), !364)
    #dbg_value(i64 %419, !189, !DIExpression(), !364)
  %420 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.28, ptr noundef nonnull @.str.17, i64 noundef %419), !dbg !366
    #dbg_value(i64 %419, !194, !DIExpression(), !367)
    #dbg_value(i32 0, !199, !DIExpression(), !369)
  %421 = load i64, ptr @hash, align 8, !tbaa !173
    #dbg_value(i32 0, !199, !DIExpression(), !369)
    #dbg_value(i64 0, !199, !DIExpression(), !369)
  %422 = and i64 %419, 255, !dbg !370
  %423 = xor i64 %421, %422, !dbg !371
  %424 = mul i64 %423, 1099511628211, !dbg !372
    #dbg_value(i64 1, !199, !DIExpression(), !369)
  %425 = lshr i64 %419, 8, !dbg !373
  %426 = and i64 %425, 255, !dbg !370
  %427 = xor i64 %424, %426, !dbg !371
  %428 = mul i64 %427, 1099511628211, !dbg !372
    #dbg_value(i64 2, !199, !DIExpression(), !369)
  %429 = lshr i64 %419, 16, !dbg !373
  %430 = and i64 %429, 255, !dbg !370
  %431 = xor i64 %428, %430, !dbg !371
  %432 = mul i64 %431, 1099511628211, !dbg !372
    #dbg_value(i64 3, !199, !DIExpression(), !369)
  %433 = lshr i64 %419, 24, !dbg !373
  %434 = and i64 %433, 255, !dbg !370
  %435 = xor i64 %432, %434, !dbg !371
  %436 = mul i64 %435, 1099511628211, !dbg !372
    #dbg_value(i64 4, !199, !DIExpression(), !369)
  %437 = lshr i64 %419, 32, !dbg !373
  %438 = and i64 %437, 255, !dbg !370
  %439 = xor i64 %436, %438, !dbg !371
  %440 = mul i64 %439, 1099511628211, !dbg !372
    #dbg_value(i64 5, !199, !DIExpression(), !369)
  %441 = lshr i64 %419, 40, !dbg !373
  %442 = and i64 %441, 255, !dbg !370
  %443 = xor i64 %440, %442, !dbg !371
  %444 = mul i64 %443, 1099511628211, !dbg !372
    #dbg_value(i64 6, !199, !DIExpression(), !369)
  %445 = lshr i64 %419, 48, !dbg !373
  %446 = and i64 %445, 255, !dbg !370
  %447 = xor i64 %444, %446, !dbg !371
  %448 = mul i64 %447, 1099511628211, !dbg !372
    #dbg_value(i64 7, !199, !DIExpression(), !369)
  %449 = lshr i64 %419, 56, !dbg !373
  %450 = xor i64 %448, %449, !dbg !371
  %451 = mul i64 %450, 1099511628211, !dbg !372
    #dbg_value(i64 8, !199, !DIExpression(), !369)
  store i64 %451, ptr @hash, align 8, !dbg !374, !tbaa !173
  %452 = tail call fastcc i64 @f_rem(i64 noundef %6, i64 noundef %313), !dbg !375
    #dbg_value(ptr @.str.18, !182, !DIExpression(), !376)
    #dbg_value(i64 %452, !189, !DIExpression(), !376)
  %453 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.28, ptr noundef nonnull @.str.18, i64 noundef %452), !dbg !378
    #dbg_value(i64 %452, !194, !DIExpression(), !379)
    #dbg_value(i32 0, !199, !DIExpression(), !381)
  %454 = load i64, ptr @hash, align 8, !tbaa !173
    #dbg_value(i32 0, !199, !DIExpression(), !381)
    #dbg_value(i64 0, !199, !DIExpression(), !381)
  %455 = and i64 %452, 255, !dbg !382
  %456 = xor i64 %454, %455, !dbg !383
  %457 = mul i64 %456, 1099511628211, !dbg !384
    #dbg_value(i64 1, !199, !DIExpression(), !381)
  %458 = lshr i64 %452, 8, !dbg !385
  %459 = and i64 %458, 255, !dbg !382
  %460 = xor i64 %457, %459, !dbg !383
  %461 = mul i64 %460, 1099511628211, !dbg !384
    #dbg_value(i64 2, !199, !DIExpression(), !381)
  %462 = lshr i64 %452, 16, !dbg !385
  %463 = and i64 %462, 255, !dbg !382
  %464 = xor i64 %461, %463, !dbg !383
  %465 = mul i64 %464, 1099511628211, !dbg !384
    #dbg_value(i64 3, !199, !DIExpression(), !381)
  %466 = lshr i64 %452, 24, !dbg !385
  %467 = and i64 %466, 255, !dbg !382
  %468 = xor i64 %465, %467, !dbg !383
  %469 = mul i64 %468, 1099511628211, !dbg !384
    #dbg_value(i64 4, !199, !DIExpression(), !381)
  %470 = lshr i64 %452, 32, !dbg !385
  %471 = and i64 %470, 255, !dbg !382
  %472 = xor i64 %469, %471, !dbg !383
  %473 = mul i64 %472, 1099511628211, !dbg !384
    #dbg_value(i64 5, !199, !DIExpression(), !381)
  %474 = lshr i64 %452, 40, !dbg !385
  %475 = and i64 %474, 255, !dbg !382
  %476 = xor i64 %473, %475, !dbg !383
  %477 = mul i64 %476, 1099511628211, !dbg !384
    #dbg_value(i64 6, !199, !DIExpression(), !381)
  %478 = lshr i64 %452, 48, !dbg !385
  %479 = and i64 %478, 255, !dbg !382
  %480 = xor i64 %477, %479, !dbg !383
  %481 = mul i64 %480, 1099511628211, !dbg !384
    #dbg_value(i64 7, !199, !DIExpression(), !381)
  %482 = lshr i64 %452, 56, !dbg !385
  %483 = xor i64 %481, %482, !dbg !383
  %484 = mul i64 %483, 1099511628211, !dbg !384
    #dbg_value(i64 8, !199, !DIExpression(), !381)
  store i64 %484, ptr @hash, align 8, !dbg !386, !tbaa !173
  %485 = tail call fastcc i64 @f_mul(i64 noundef %419, i64 noundef %313), !dbg !387
  %486 = add i64 %485, %452, !dbg !389
  %487 = icmp eq i64 %486, %6, !dbg !390
  br i1 %487, label %490, label %488, !dbg !391

488:                                              ; preds = %418
  %489 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19), !dbg !392
  br label %490, !dbg !392

490:                                              ; preds = %418, %488, %310
  %491 = tail call fastcc i64 @f_and(i64 noundef %6, i64 noundef %313), !dbg !393
    #dbg_value(ptr @.str.20, !182, !DIExpression(), !394)
    #dbg_value(i64 %491, !189, !DIExpression(), !394)
  %492 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.28, ptr noundef nonnull @.str.20, i64 noundef %491), !dbg !396
    #dbg_value(i64 %491, !194, !DIExpression(), !397)
    #dbg_value(i32 0, !199, !DIExpression(), !399)
  %493 = load i64, ptr @hash, align 8, !tbaa !173
    #dbg_value(i64 0, !199, !DIExpression(), !399)
  %494 = and i64 %491, 255, !dbg !400
  %495 = xor i64 %493, %494, !dbg !401
  %496 = mul i64 %495, 1099511628211, !dbg !402
    #dbg_value(i64 1, !199, !DIExpression(), !399)
  %497 = lshr i64 %491, 8, !dbg !403
  %498 = and i64 %497, 255, !dbg !400
  %499 = xor i64 %496, %498, !dbg !401
  %500 = mul i64 %499, 1099511628211, !dbg !402
    #dbg_value(i64 2, !199, !DIExpression(), !399)
  %501 = lshr i64 %491, 16, !dbg !403
  %502 = and i64 %501, 255, !dbg !400
  %503 = xor i64 %500, %502, !dbg !401
  %504 = mul i64 %503, 1099511628211, !dbg !402
    #dbg_value(i64 3, !199, !DIExpression(), !399)
  %505 = lshr i64 %491, 24, !dbg !403
  %506 = and i64 %505, 255, !dbg !400
  %507 = xor i64 %504, %506, !dbg !401
  %508 = mul i64 %507, 1099511628211, !dbg !402
    #dbg_value(i64 4, !199, !DIExpression(), !399)
  %509 = lshr i64 %491, 32, !dbg !403
  %510 = and i64 %509, 255, !dbg !400
  %511 = xor i64 %508, %510, !dbg !401
  %512 = mul i64 %511, 1099511628211, !dbg !402
    #dbg_value(i64 5, !199, !DIExpression(), !399)
  %513 = lshr i64 %491, 40, !dbg !403
  %514 = and i64 %513, 255, !dbg !400
  %515 = xor i64 %512, %514, !dbg !401
  %516 = mul i64 %515, 1099511628211, !dbg !402
    #dbg_value(i64 6, !199, !DIExpression(), !399)
  %517 = lshr i64 %491, 48, !dbg !403
  %518 = and i64 %517, 255, !dbg !400
  %519 = xor i64 %516, %518, !dbg !401
  %520 = mul i64 %519, 1099511628211, !dbg !402
    #dbg_value(i64 7, !199, !DIExpression(), !399)
  %521 = lshr i64 %491, 56, !dbg !403
  %522 = xor i64 %520, %521, !dbg !401
  %523 = mul i64 %522, 1099511628211, !dbg !402
    #dbg_value(i64 8, !199, !DIExpression(), !399)
  store i64 %523, ptr @hash, align 8, !dbg !404, !tbaa !173
  %524 = tail call fastcc i64 @f_or(i64 noundef %6, i64 noundef %313), !dbg !405
    #dbg_value(ptr @.str.21, !182, !DIExpression(), !406)
    #dbg_value(i64 %524, !189, !DIExpression(), !406)
  %525 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.28, ptr noundef nonnull @.str.21, i64 noundef %524), !dbg !408
    #dbg_value(i64 %524, !194, !DIExpression(), !409)
    #dbg_value(i32 0, !199, !DIExpression(), !411)
  %526 = load i64, ptr @hash, align 8, !tbaa !173
    #dbg_value(i64 0, !199, !DIExpression(), !411)
  %527 = and i64 %524, 255, !dbg !412
  %528 = xor i64 %526, %527, !dbg !413
  %529 = mul i64 %528, 1099511628211, !dbg !414
    #dbg_value(i64 1, !199, !DIExpression(), !411)
  %530 = lshr i64 %524, 8, !dbg !415
  %531 = and i64 %530, 255, !dbg !412
  %532 = xor i64 %529, %531, !dbg !413
  %533 = mul i64 %532, 1099511628211, !dbg !414
    #dbg_value(i64 2, !199, !DIExpression(), !411)
  %534 = lshr i64 %524, 16, !dbg !415
  %535 = and i64 %534, 255, !dbg !412
  %536 = xor i64 %533, %535, !dbg !413
  %537 = mul i64 %536, 1099511628211, !dbg !414
    #dbg_value(i64 3, !199, !DIExpression(), !411)
  %538 = lshr i64 %524, 24, !dbg !415
  %539 = and i64 %538, 255, !dbg !412
  %540 = xor i64 %537, %539, !dbg !413
  %541 = mul i64 %540, 1099511628211, !dbg !414
    #dbg_value(i64 4, !199, !DIExpression(), !411)
  %542 = lshr i64 %524, 32, !dbg !415
  %543 = and i64 %542, 255, !dbg !412
  %544 = xor i64 %541, %543, !dbg !413
  %545 = mul i64 %544, 1099511628211, !dbg !414
    #dbg_value(i64 5, !199, !DIExpression(), !411)
  %546 = lshr i64 %524, 40, !dbg !415
  %547 = and i64 %546, 255, !dbg !412
  %548 = xor i64 %545, %547, !dbg !413
  %549 = mul i64 %548, 1099511628211, !dbg !414
    #dbg_value(i64 6, !199, !DIExpression(), !411)
  %550 = lshr i64 %524, 48, !dbg !415
  %551 = and i64 %550, 255, !dbg !412
  %552 = xor i64 %549, %551, !dbg !413
  %553 = mul i64 %552, 1099511628211, !dbg !414
    #dbg_value(i64 7, !199, !DIExpression(), !411)
  %554 = lshr i64 %524, 56, !dbg !415
  %555 = xor i64 %553, %554, !dbg !413
  %556 = mul i64 %555, 1099511628211, !dbg !414
    #dbg_value(i64 8, !199, !DIExpression(), !411)
  store i64 %556, ptr @hash, align 8, !dbg !416, !tbaa !173
  %557 = tail call fastcc i64 @f_xor(i64 noundef %6, i64 noundef %313), !dbg !417
    #dbg_value(ptr @.str.22, !182, !DIExpression(), !418)
    #dbg_value(i64 %557, !189, !DIExpression(), !418)
  %558 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.28, ptr noundef nonnull @.str.22, i64 noundef %557), !dbg !420
    #dbg_value(i64 %557, !194, !DIExpression(), !421)
    #dbg_value(i32 0, !199, !DIExpression(), !423)
  %559 = load i64, ptr @hash, align 8, !tbaa !173
    #dbg_value(i64 0, !199, !DIExpression(), !423)
  %560 = and i64 %557, 255, !dbg !424
  %561 = xor i64 %559, %560, !dbg !425
  %562 = mul i64 %561, 1099511628211, !dbg !426
    #dbg_value(i64 1, !199, !DIExpression(), !423)
  %563 = lshr i64 %557, 8, !dbg !427
  %564 = and i64 %563, 255, !dbg !424
  %565 = xor i64 %562, %564, !dbg !425
  %566 = mul i64 %565, 1099511628211, !dbg !426
    #dbg_value(i64 2, !199, !DIExpression(), !423)
  %567 = lshr i64 %557, 16, !dbg !427
  %568 = and i64 %567, 255, !dbg !424
  %569 = xor i64 %566, %568, !dbg !425
  %570 = mul i64 %569, 1099511628211, !dbg !426
    #dbg_value(i64 3, !199, !DIExpression(), !423)
  %571 = lshr i64 %557, 24, !dbg !427
  %572 = and i64 %571, 255, !dbg !424
  %573 = xor i64 %570, %572, !dbg !425
  %574 = mul i64 %573, 1099511628211, !dbg !426
    #dbg_value(i64 4, !199, !DIExpression(), !423)
  %575 = lshr i64 %557, 32, !dbg !427
  %576 = and i64 %575, 255, !dbg !424
  %577 = xor i64 %574, %576, !dbg !425
  %578 = mul i64 %577, 1099511628211, !dbg !426
    #dbg_value(i64 5, !199, !DIExpression(), !423)
  %579 = lshr i64 %557, 40, !dbg !427
  %580 = and i64 %579, 255, !dbg !424
  %581 = xor i64 %578, %580, !dbg !425
  %582 = mul i64 %581, 1099511628211, !dbg !426
    #dbg_value(i64 6, !199, !DIExpression(), !423)
  %583 = lshr i64 %557, 48, !dbg !427
  %584 = and i64 %583, 255, !dbg !424
  %585 = xor i64 %582, %584, !dbg !425
  %586 = mul i64 %585, 1099511628211, !dbg !426
    #dbg_value(i64 7, !199, !DIExpression(), !423)
  %587 = lshr i64 %557, 56, !dbg !427
  %588 = xor i64 %586, %587, !dbg !425
  %589 = mul i64 %588, 1099511628211, !dbg !426
    #dbg_value(i64 8, !199, !DIExpression(), !423)
  store i64 %589, ptr @hash, align 8, !dbg !428, !tbaa !173
  %590 = tail call fastcc i32 @f_lt(i64 noundef %6, i64 noundef %313), !dbg !429
  %591 = tail call fastcc i32 @f_le(i64 noundef %6, i64 noundef %313), !dbg !430
  %592 = tail call fastcc i32 @f_eq(i64 noundef %6, i64 noundef %313), !dbg !431
  %593 = icmp ne i64 %6, %313, !dbg !432
  %594 = zext i1 %593 to i32, !dbg !432
  %595 = icmp sgt i64 %6, %313, !dbg !433
  %596 = zext i1 %595 to i32, !dbg !433
  %597 = icmp sge i64 %6, %313, !dbg !434
  %598 = zext i1 %597 to i32, !dbg !434
  %599 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef %590, i32 noundef %591, i32 noundef %592, i32 noundef %594, i32 noundef %596, i32 noundef %598), !dbg !435
  %600 = shl nuw nsw i32 %590, 2, !dbg !436
  %601 = shl nuw nsw i32 %591, 1, !dbg !437
  %602 = or disjoint i32 %601, %600, !dbg !438
  %603 = or disjoint i32 %602, %592, !dbg !439
  %604 = zext nneg i32 %603 to i64, !dbg !440
    #dbg_value(i32 %603, !194, !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_stack_value), !441)
    #dbg_value(i32 0, !199, !DIExpression(), !443)
  %605 = load i64, ptr @hash, align 8, !tbaa !173
    #dbg_value(i64 0, !199, !DIExpression(), !443)
  %606 = xor i64 %605, %604, !dbg !444
    #dbg_value(i64 7, !199, !DIExpression(), !443)
  %607 = mul i64 %606, 2232315406967589409, !dbg !445
    #dbg_value(i64 8, !199, !DIExpression(), !443)
  store i64 %607, ptr @hash, align 8, !dbg !446, !tbaa !173
  %608 = tail call i32 @putchar(i32 10), !dbg !447
  %609 = add nuw nsw i64 %311, 1, !dbg !448
    #dbg_value(i64 %609, !148, !DIExpression(), !265)
  %610 = icmp eq i64 %609, 14, !dbg !449
  br i1 %610, label %307, label %310, !dbg !266, !llvm.loop !450

611:                                              ; preds = %307, %611
  %612 = phi i64 [ %649, %611 ], [ 0, %307 ]
    #dbg_value(i64 %612, !157, !DIExpression(), !452)
  %613 = getelementptr inbounds [16 x i64], ptr @__const.main.wides, i64 0, i64 %612, !dbg !453
  %614 = load i64, ptr %613, align 8, !dbg !453, !tbaa !456
  %615 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.24, i64 noundef %614), !dbg !458
    #dbg_value(ptr @.str.25, !182, !DIExpression(), !459)
    #dbg_value(i64 %614, !189, !DIExpression(), !459)
  %616 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.28, ptr noundef nonnull @.str.25, i64 noundef %614), !dbg !461
    #dbg_value(i64 %614, !194, !DIExpression(), !462)
    #dbg_value(i32 0, !199, !DIExpression(), !464)
  %617 = load i64, ptr @hash, align 8, !tbaa !173
    #dbg_value(i64 0, !199, !DIExpression(), !464)
  %618 = and i64 %614, 255, !dbg !465
  %619 = xor i64 %617, %618, !dbg !466
  %620 = mul i64 %619, 1099511628211, !dbg !467
    #dbg_value(i64 1, !199, !DIExpression(), !464)
  %621 = lshr i64 %614, 8, !dbg !468
  %622 = and i64 %621, 255, !dbg !465
  %623 = xor i64 %620, %622, !dbg !466
  %624 = mul i64 %623, 1099511628211, !dbg !467
    #dbg_value(i64 2, !199, !DIExpression(), !464)
  %625 = lshr i64 %614, 16, !dbg !468
  %626 = and i64 %625, 255, !dbg !465
  %627 = xor i64 %624, %626, !dbg !466
  %628 = mul i64 %627, 1099511628211, !dbg !467
    #dbg_value(i64 3, !199, !DIExpression(), !464)
  %629 = lshr i64 %614, 24, !dbg !468
  %630 = and i64 %629, 255, !dbg !465
  %631 = xor i64 %628, %630, !dbg !466
  %632 = mul i64 %631, 1099511628211, !dbg !467
    #dbg_value(i64 4, !199, !DIExpression(), !464)
  %633 = lshr i64 %614, 32, !dbg !468
  %634 = and i64 %633, 255, !dbg !465
  %635 = xor i64 %632, %634, !dbg !466
  %636 = mul i64 %635, 1099511628211, !dbg !467
    #dbg_value(i64 5, !199, !DIExpression(), !464)
  %637 = lshr i64 %614, 40, !dbg !468
  %638 = and i64 %637, 255, !dbg !465
  %639 = xor i64 %636, %638, !dbg !466
  %640 = mul i64 %639, 1099511628211, !dbg !467
    #dbg_value(i64 6, !199, !DIExpression(), !464)
  %641 = lshr i64 %614, 48, !dbg !468
  %642 = and i64 %641, 255, !dbg !465
  %643 = xor i64 %640, %642, !dbg !466
  %644 = mul i64 %643, 1099511628211, !dbg !467
    #dbg_value(i64 7, !199, !DIExpression(), !464)
  %645 = lshr i64 %614, 56, !dbg !468
  %646 = xor i64 %644, %645, !dbg !466
  %647 = mul i64 %646, 1099511628211, !dbg !467
    #dbg_value(i64 8, !199, !DIExpression(), !464)
  store i64 %647, ptr @hash, align 8, !dbg !469, !tbaa !173
  %648 = tail call i32 @putchar(i32 10), !dbg !470
  %649 = add nuw nsw i64 %612, 1, !dbg !471
    #dbg_value(i64 %649, !157, !DIExpression(), !452)
  %650 = icmp eq i64 %649, 16, !dbg !472
  br i1 %650, label %651, label %611, !dbg !473, !llvm.loop !474

651:                                              ; preds = %611
    #dbg_value(i64 undef, !160, !DIExpression(), !164)
    #dbg_value(ptr @.str.26, !182, !DIExpression(), !476)
    #dbg_value(i64 5906464649859175039, !189, !DIExpression(), !476)
  %652 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.28, ptr noundef nonnull @.str.26, i64 noundef 5906464649859175039), !dbg !478
    #dbg_value(i64 5906464649859175039, !194, !DIExpression(), !479)
    #dbg_value(i32 0, !199, !DIExpression(), !481)
  %653 = load i64, ptr @hash, align 8, !tbaa !173
    #dbg_value(i32 0, !199, !DIExpression(), !481)
    #dbg_value(i64 0, !199, !DIExpression(), !481)
  %654 = xor i64 %653, 127, !dbg !482
  %655 = mul i64 %654, 1099511628211, !dbg !483
    #dbg_value(i64 1, !199, !DIExpression(), !481)
  %656 = xor i64 %655, 18, !dbg !482
  %657 = mul i64 %656, 1099511628211, !dbg !483
    #dbg_value(i64 2, !199, !DIExpression(), !481)
  %658 = xor i64 %657, 66, !dbg !482
  %659 = mul i64 %658, 1099511628211, !dbg !483
    #dbg_value(i64 3, !199, !DIExpression(), !481)
  %660 = xor i64 %659, 37, !dbg !482
  %661 = mul i64 %660, 1099511628211, !dbg !483
    #dbg_value(i64 4, !199, !DIExpression(), !481)
  %662 = xor i64 %661, 78, !dbg !482
  %663 = mul i64 %662, 1099511628211, !dbg !483
    #dbg_value(i64 5, !199, !DIExpression(), !481)
  %664 = xor i64 %663, 250, !dbg !482
  %665 = mul i64 %664, 1099511628211, !dbg !483
    #dbg_value(i64 6, !199, !DIExpression(), !481)
  %666 = xor i64 %665, 247, !dbg !482
  %667 = mul i64 %666, 1099511628211, !dbg !483
    #dbg_value(i64 7, !199, !DIExpression(), !481)
  %668 = xor i64 %667, 81, !dbg !482
  %669 = mul i64 %668, 1099511628211, !dbg !483
    #dbg_value(i64 8, !199, !DIExpression(), !481)
  store i64 %669, ptr @hash, align 8, !dbg !484, !tbaa !173
  %670 = tail call i32 @putchar(i32 10), !dbg !485
  %671 = load i64, ptr @hash, align 8, !dbg !486, !tbaa !173
  %672 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.27, i64 noundef %671), !dbg !487
  %673 = load i64, ptr @hash, align 8, !dbg !488, !tbaa !173
  %674 = urem i64 %673, 7, !dbg !489
  %675 = trunc nuw nsw i64 %674 to i32, !dbg !490
  call void @llvm.lifetime.end.p0(i64 112, ptr nonnull %1) #6, !dbg !491
  ret i32 %675, !dbg !491
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: nofree nounwind
declare !dbg !492 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef i64 @f_not(i64 noundef %0) unnamed_addr #4 !dbg !497 {
    #dbg_value(i64 %0, !501, !DIExpression(), !502)
  %2 = xor i64 %0, -1, !dbg !503
  ret i64 %2, !dbg !504
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef i64 @f_add(i64 noundef %0, i64 noundef %1) unnamed_addr #4 !dbg !505 {
    #dbg_value(i64 %0, !509, !DIExpression(), !511)
    #dbg_value(i64 %1, !510, !DIExpression(), !511)
  %3 = add i64 %1, %0, !dbg !512
  ret i64 %3, !dbg !513
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef i64 @f_sub(i64 noundef %0, i64 noundef %1) unnamed_addr #4 !dbg !514 {
    #dbg_value(i64 %0, !516, !DIExpression(), !518)
    #dbg_value(i64 %1, !517, !DIExpression(), !518)
  %3 = sub i64 %0, %1, !dbg !519
  ret i64 %3, !dbg !520
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc i64 @f_shl(i64 noundef %0, i32 noundef %1) unnamed_addr #4 !dbg !521 {
    #dbg_value(i64 %0, !525, !DIExpression(), !527)
    #dbg_value(i32 %1, !526, !DIExpression(), !527)
  %3 = zext nneg i32 %1 to i64, !dbg !528
  %4 = shl i64 %0, %3, !dbg !528
  ret i64 %4, !dbg !529
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc i64 @f_shr(i64 noundef %0, i32 noundef %1) unnamed_addr #4 !dbg !530 {
    #dbg_value(i64 %0, !532, !DIExpression(), !534)
    #dbg_value(i32 %1, !533, !DIExpression(), !534)
  %3 = zext nneg i32 %1 to i64, !dbg !535
  %4 = ashr i64 %0, %3, !dbg !535
  ret i64 %4, !dbg !536
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef i64 @f_mul(i64 noundef %0, i64 noundef %1) unnamed_addr #4 !dbg !537 {
    #dbg_value(i64 %0, !539, !DIExpression(), !541)
    #dbg_value(i64 %1, !540, !DIExpression(), !541)
  %3 = mul i64 %1, %0, !dbg !542
  ret i64 %3, !dbg !543
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef i64 @f_div(i64 noundef %0, i64 noundef %1) unnamed_addr #4 !dbg !544 {
    #dbg_value(i64 %0, !546, !DIExpression(), !548)
    #dbg_value(i64 %1, !547, !DIExpression(), !548)
  %3 = sdiv i64 %0, %1, !dbg !549
  ret i64 %3, !dbg !550
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i64 -9223372036854775807, -9223372036854775808) i64 @f_rem(i64 noundef %0, i64 noundef %1) unnamed_addr #4 !dbg !551 {
    #dbg_value(i64 %0, !553, !DIExpression(), !555)
    #dbg_value(i64 %1, !554, !DIExpression(), !555)
  %3 = srem i64 %0, %1, !dbg !556
  ret i64 %3, !dbg !557
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef i64 @f_and(i64 noundef %0, i64 noundef %1) unnamed_addr #4 !dbg !558 {
    #dbg_value(i64 %0, !560, !DIExpression(), !562)
    #dbg_value(i64 %1, !561, !DIExpression(), !562)
  %3 = and i64 %1, %0, !dbg !563
  ret i64 %3, !dbg !564
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef i64 @f_or(i64 noundef %0, i64 noundef %1) unnamed_addr #4 !dbg !565 {
    #dbg_value(i64 %0, !567, !DIExpression(), !569)
    #dbg_value(i64 %1, !568, !DIExpression(), !569)
  %3 = or i64 %1, %0, !dbg !570
  ret i64 %3, !dbg !571
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef i64 @f_xor(i64 noundef %0, i64 noundef %1) unnamed_addr #4 !dbg !572 {
    #dbg_value(i64 %0, !574, !DIExpression(), !576)
    #dbg_value(i64 %1, !575, !DIExpression(), !576)
  %3 = xor i64 %1, %0, !dbg !577
  ret i64 %3, !dbg !578
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i32 0, 2) i32 @f_lt(i64 noundef %0, i64 noundef %1) unnamed_addr #4 !dbg !579 {
    #dbg_value(i64 %0, !583, !DIExpression(), !585)
    #dbg_value(i64 %1, !584, !DIExpression(), !585)
  %3 = icmp slt i64 %0, %1, !dbg !586
  %4 = zext i1 %3 to i32, !dbg !586
  ret i32 %4, !dbg !587
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i32 0, 2) i32 @f_le(i64 noundef %0, i64 noundef %1) unnamed_addr #4 !dbg !588 {
    #dbg_value(i64 %0, !590, !DIExpression(), !592)
    #dbg_value(i64 %1, !591, !DIExpression(), !592)
  %3 = icmp sle i64 %0, %1, !dbg !593
  %4 = zext i1 %3 to i32, !dbg !593
  ret i32 %4, !dbg !594
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i32 0, 2) i32 @f_eq(i64 noundef %0, i64 noundef %1) unnamed_addr #4 !dbg !595 {
    #dbg_value(i64 %0, !597, !DIExpression(), !599)
    #dbg_value(i64 %1, !598, !DIExpression(), !599)
  %3 = icmp eq i64 %0, %1, !dbg !600
  %4 = zext i1 %3 to i32, !dbg !600
  ret i32 %4, !dbg !601
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
!2 = !DIFile(filename: "programs/int_edges_i64.c", directory: ".", checksumkind: CSK_MD5, checksum: "bcc453ed53d6829621f42a699031746d")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 240, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 30)
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
!99 = distinct !DIGlobalVariable(name: "hash", scope: !100, file: !2, line: 14, type: !117, isLocal: true, isDefinition: true)
!100 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !101, globals: !109, splitDebugInlining: false, nameTableKind: None)
!101 = !{!102, !104, !105, !106, !107}
!102 = !DIDerivedType(tag: DW_TAG_typedef, name: "T", file: !2, line: 7, baseType: !103)
!103 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!104 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!105 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!106 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!107 = !DIDerivedType(tag: DW_TAG_typedef, name: "UT", file: !2, line: 8, baseType: !108)
!108 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!109 = !{!0, !7, !12, !17, !22, !27, !29, !31, !33, !38, !43, !45, !110, !47, !52, !57, !59, !61, !63, !65, !70, !72, !74, !76, !81, !86, !91, !93, !112, !98}
!110 = !DIGlobalVariableExpression(var: !111, expr: !DIExpression())
!111 = distinct !DIGlobalVariable(scope: null, file: !2, line: 61, type: !54, isLocal: true, isDefinition: true)
!112 = !DIGlobalVariableExpression(var: !113, expr: !DIExpression())
!113 = distinct !DIGlobalVariable(scope: null, file: !2, line: 38, type: !114, isLocal: true, isDefinition: true)
!114 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 72, elements: !115)
!115 = !{!116}
!116 = !DISubrange(count: 9)
!117 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint64_t", file: !118, line: 27, baseType: !119)
!118 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-uintn.h", directory: "", checksumkind: CSK_MD5, checksum: "2bf2ae53c58c01b1a1b9383b5195125c")
!119 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint64_t", file: !120, line: 45, baseType: !108)
!120 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
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
!134 = !DICompositeType(tag: DW_TAG_array_type, baseType: !135, size: 896, elements: !96)
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
!154 = !DICompositeType(tag: DW_TAG_array_type, baseType: !105, size: 1024, elements: !155)
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
!174 = !{!"long", !175, i64 0}
!175 = !{!"omnipotent char", !176, i64 0}
!176 = !{!"Simple C/C++ TBAA"}
!177 = !DILocation(line: 0, scope: !140)
!178 = !DILocation(line: 50, column: 9, scope: !140)
!179 = !DILocation(line: 50, column: 37, scope: !180)
!180 = distinct !DILexicalBlock(scope: !140, file: !2, line: 50, column: 27)
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
!192 = !DILocation(line: 38, column: 19, scope: !193, inlinedAt: !191)
!193 = distinct !DILexicalBlock(scope: !183, file: !2, line: 38, column: 9)
!194 = !DILocalVariable(name: "v", arg: 1, scope: !195, file: !2, line: 15, type: !106)
!195 = distinct !DISubprogram(name: "mix", scope: !2, file: !2, line: 15, type: !196, scopeLine: 15, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !100, retainedNodes: !198)
!196 = !DISubroutineType(types: !197)
!197 = !{null, !106}
!198 = !{!194, !199}
!199 = !DILocalVariable(name: "i", scope: !200, file: !2, line: 16, type: !104)
!200 = distinct !DILexicalBlock(scope: !195, file: !2, line: 16, column: 5)
!201 = !DILocation(line: 0, scope: !195, inlinedAt: !202)
!202 = distinct !DILocation(line: 40, column: 5, scope: !183, inlinedAt: !191)
!203 = !DILocation(line: 0, scope: !200, inlinedAt: !202)
!204 = !DILocation(line: 16, column: 58, scope: !205, inlinedAt: !202)
!205 = distinct !DILexicalBlock(scope: !206, file: !2, line: 16, column: 33)
!206 = distinct !DILexicalBlock(scope: !200, file: !2, line: 16, column: 5)
!207 = !DILocation(line: 16, column: 40, scope: !205, inlinedAt: !202)
!208 = !DILocation(line: 16, column: 71, scope: !205, inlinedAt: !202)
!209 = !DILocation(line: 16, column: 46, scope: !205, inlinedAt: !202)
!210 = !DILocation(line: 16, scope: !205, inlinedAt: !202)
!211 = !DILocation(line: 52, column: 9, scope: !140)
!212 = !DILocation(line: 0, scope: !195, inlinedAt: !213)
!213 = distinct !DILocation(line: 53, column: 9, scope: !140)
!214 = !DILocation(line: 0, scope: !200, inlinedAt: !213)
!215 = !DILocation(line: 16, column: 58, scope: !205, inlinedAt: !213)
!216 = !DILocation(line: 16, column: 40, scope: !205, inlinedAt: !213)
!217 = !DILocation(line: 16, column: 71, scope: !205, inlinedAt: !213)
!218 = !DILocation(line: 16, column: 46, scope: !205, inlinedAt: !213)
!219 = !DILocation(line: 0, scope: !195, inlinedAt: !220)
!220 = distinct !DILocation(line: 53, column: 46, scope: !140)
!221 = !DILocation(line: 0, scope: !200, inlinedAt: !220)
!222 = !DILocation(line: 16, column: 40, scope: !205, inlinedAt: !220)
!223 = !DILocation(line: 16, column: 71, scope: !205, inlinedAt: !220)
!224 = !DILocation(line: 16, scope: !205, inlinedAt: !220)
!225 = !DILocation(line: 54, column: 25, scope: !140)
!226 = !DILocation(line: 0, scope: !183, inlinedAt: !227)
!227 = distinct !DILocation(line: 54, column: 9, scope: !140)
!228 = !DILocation(line: 38, column: 19, scope: !193, inlinedAt: !227)
!229 = !DILocation(line: 0, scope: !195, inlinedAt: !230)
!230 = distinct !DILocation(line: 40, column: 5, scope: !183, inlinedAt: !227)
!231 = !DILocation(line: 0, scope: !200, inlinedAt: !230)
!232 = !DILocation(line: 16, column: 58, scope: !205, inlinedAt: !230)
!233 = !DILocation(line: 16, column: 40, scope: !205, inlinedAt: !230)
!234 = !DILocation(line: 16, column: 71, scope: !205, inlinedAt: !230)
!235 = !DILocation(line: 16, column: 46, scope: !205, inlinedAt: !230)
!236 = !DILocation(line: 16, scope: !205, inlinedAt: !230)
!237 = !DILocation(line: 55, column: 19, scope: !140)
!238 = !DILocation(line: 0, scope: !183, inlinedAt: !239)
!239 = distinct !DILocation(line: 55, column: 9, scope: !140)
!240 = !DILocation(line: 38, column: 19, scope: !193, inlinedAt: !239)
!241 = !DILocation(line: 0, scope: !195, inlinedAt: !242)
!242 = distinct !DILocation(line: 40, column: 5, scope: !183, inlinedAt: !239)
!243 = !DILocation(line: 0, scope: !200, inlinedAt: !242)
!244 = !DILocation(line: 16, column: 58, scope: !205, inlinedAt: !242)
!245 = !DILocation(line: 16, column: 40, scope: !205, inlinedAt: !242)
!246 = !DILocation(line: 16, column: 71, scope: !205, inlinedAt: !242)
!247 = !DILocation(line: 16, column: 46, scope: !205, inlinedAt: !242)
!248 = !DILocation(line: 16, scope: !205, inlinedAt: !242)
!249 = !DILocation(line: 56, column: 19, scope: !140)
!250 = !DILocation(line: 0, scope: !183, inlinedAt: !251)
!251 = distinct !DILocation(line: 56, column: 9, scope: !140)
!252 = !DILocation(line: 38, column: 19, scope: !193, inlinedAt: !251)
!253 = !DILocation(line: 0, scope: !195, inlinedAt: !254)
!254 = distinct !DILocation(line: 40, column: 5, scope: !183, inlinedAt: !251)
!255 = !DILocation(line: 0, scope: !200, inlinedAt: !254)
!256 = !DILocation(line: 16, column: 58, scope: !205, inlinedAt: !254)
!257 = !DILocation(line: 16, column: 40, scope: !205, inlinedAt: !254)
!258 = !DILocation(line: 16, column: 71, scope: !205, inlinedAt: !254)
!259 = !DILocation(line: 16, column: 46, scope: !205, inlinedAt: !254)
!260 = !DILocation(line: 16, scope: !205, inlinedAt: !254)
!261 = !DILocation(line: 57, column: 30, scope: !140)
!262 = !DILocation(line: 57, column: 9, scope: !140)
!263 = !DILocation(line: 0, scope: !143)
!264 = !DILocation(line: 58, column: 9, scope: !143)
!265 = !DILocation(line: 0, scope: !149)
!266 = !DILocation(line: 63, column: 9, scope: !149)
!267 = !DILocation(line: 59, column: 19, scope: !145)
!268 = !DILocation(line: 0, scope: !145)
!269 = !DILocation(line: 59, column: 36, scope: !145)
!270 = !DILocation(line: 0, scope: !195, inlinedAt: !271)
!271 = distinct !DILocation(line: 60, column: 13, scope: !145)
!272 = !DILocation(line: 0, scope: !200, inlinedAt: !271)
!273 = !DILocation(line: 16, column: 58, scope: !205, inlinedAt: !271)
!274 = !DILocation(line: 16, column: 40, scope: !205, inlinedAt: !271)
!275 = !DILocation(line: 16, column: 71, scope: !205, inlinedAt: !271)
!276 = !DILocation(line: 16, column: 46, scope: !205, inlinedAt: !271)
!277 = !DILocation(line: 0, scope: !195, inlinedAt: !278)
!278 = distinct !DILocation(line: 60, column: 41, scope: !145)
!279 = !DILocation(line: 0, scope: !200, inlinedAt: !278)
!280 = !DILocation(line: 16, column: 58, scope: !205, inlinedAt: !278)
!281 = !DILocation(line: 16, column: 40, scope: !205, inlinedAt: !278)
!282 = !DILocation(line: 16, column: 71, scope: !205, inlinedAt: !278)
!283 = !DILocation(line: 16, column: 46, scope: !205, inlinedAt: !278)
!284 = !DILocation(line: 16, scope: !205, inlinedAt: !278)
!285 = !DILocation(line: 61, column: 24, scope: !286)
!286 = distinct !DILexicalBlock(scope: !145, file: !2, line: 61, column: 17)
!287 = !DILocation(line: 61, column: 41, scope: !288)
!288 = distinct !DILexicalBlock(scope: !286, file: !2, line: 61, column: 39)
!289 = !DILocation(line: 0, scope: !183, inlinedAt: !290)
!290 = distinct !DILocation(line: 61, column: 62, scope: !288)
!291 = !DILocation(line: 38, column: 19, scope: !193, inlinedAt: !290)
!292 = !DILocation(line: 0, scope: !195, inlinedAt: !293)
!293 = distinct !DILocation(line: 40, column: 5, scope: !183, inlinedAt: !290)
!294 = !DILocation(line: 0, scope: !200, inlinedAt: !293)
!295 = !DILocation(line: 16, column: 40, scope: !205, inlinedAt: !293)
!296 = !DILocation(line: 16, column: 71, scope: !205, inlinedAt: !293)
!297 = !DILocation(line: 16, scope: !205, inlinedAt: !293)
!298 = !DILocation(line: 0, scope: !183, inlinedAt: !299)
!299 = distinct !DILocation(line: 61, column: 76, scope: !288)
!300 = !DILocation(line: 38, column: 19, scope: !193, inlinedAt: !299)
!301 = !DILocation(line: 0, scope: !195, inlinedAt: !302)
!302 = distinct !DILocation(line: 40, column: 5, scope: !183, inlinedAt: !299)
!303 = !DILocation(line: 0, scope: !200, inlinedAt: !302)
!304 = !DILocation(line: 16, column: 40, scope: !205, inlinedAt: !302)
!305 = !DILocation(line: 16, column: 71, scope: !205, inlinedAt: !302)
!306 = !DILocation(line: 16, scope: !205, inlinedAt: !302)
!307 = !DILocation(line: 61, column: 90, scope: !288)
!308 = !DILocation(line: 61, column: 104, scope: !288)
!309 = !DILocation(line: 58, column: 44, scope: !146)
!310 = !DILocation(line: 58, column: 37, scope: !146)
!311 = !DILocation(line: 58, column: 34, scope: !146)
!312 = !DILocation(line: 58, column: 27, scope: !146)
!313 = distinct !{!313, !264, !314, !315}
!314 = !DILocation(line: 62, column: 9, scope: !143)
!315 = !{!"llvm.loop.mustprogress"}
!316 = !DILocation(line: 48, column: 29, scope: !141)
!317 = !DILocation(line: 48, column: 23, scope: !141)
!318 = distinct !{!318, !171, !319, !315}
!319 = !DILocation(line: 77, column: 5, scope: !138)
!320 = !DILocation(line: 64, column: 19, scope: !151)
!321 = !DILocation(line: 0, scope: !151)
!322 = !DILocation(line: 65, column: 13, scope: !151)
!323 = !DILocation(line: 66, column: 21, scope: !151)
!324 = !DILocation(line: 0, scope: !183, inlinedAt: !325)
!325 = distinct !DILocation(line: 66, column: 13, scope: !151)
!326 = !DILocation(line: 38, column: 19, scope: !193, inlinedAt: !325)
!327 = !DILocation(line: 0, scope: !195, inlinedAt: !328)
!328 = distinct !DILocation(line: 40, column: 5, scope: !183, inlinedAt: !325)
!329 = !DILocation(line: 0, scope: !200, inlinedAt: !328)
!330 = !DILocation(line: 16, column: 58, scope: !205, inlinedAt: !328)
!331 = !DILocation(line: 16, column: 40, scope: !205, inlinedAt: !328)
!332 = !DILocation(line: 16, column: 71, scope: !205, inlinedAt: !328)
!333 = !DILocation(line: 16, column: 46, scope: !205, inlinedAt: !328)
!334 = !DILocation(line: 16, scope: !205, inlinedAt: !328)
!335 = !DILocation(line: 66, column: 43, scope: !151)
!336 = !DILocation(line: 0, scope: !183, inlinedAt: !337)
!337 = distinct !DILocation(line: 66, column: 35, scope: !151)
!338 = !DILocation(line: 38, column: 19, scope: !193, inlinedAt: !337)
!339 = !DILocation(line: 0, scope: !195, inlinedAt: !340)
!340 = distinct !DILocation(line: 40, column: 5, scope: !183, inlinedAt: !337)
!341 = !DILocation(line: 0, scope: !200, inlinedAt: !340)
!342 = !DILocation(line: 16, column: 58, scope: !205, inlinedAt: !340)
!343 = !DILocation(line: 16, column: 40, scope: !205, inlinedAt: !340)
!344 = !DILocation(line: 16, column: 71, scope: !205, inlinedAt: !340)
!345 = !DILocation(line: 16, column: 46, scope: !205, inlinedAt: !340)
!346 = !DILocation(line: 16, scope: !205, inlinedAt: !340)
!347 = !DILocation(line: 66, column: 65, scope: !151)
!348 = !DILocation(line: 0, scope: !183, inlinedAt: !349)
!349 = distinct !DILocation(line: 66, column: 57, scope: !151)
!350 = !DILocation(line: 38, column: 19, scope: !193, inlinedAt: !349)
!351 = !DILocation(line: 0, scope: !195, inlinedAt: !352)
!352 = distinct !DILocation(line: 40, column: 5, scope: !183, inlinedAt: !349)
!353 = !DILocation(line: 0, scope: !200, inlinedAt: !352)
!354 = !DILocation(line: 16, column: 58, scope: !205, inlinedAt: !352)
!355 = !DILocation(line: 16, column: 40, scope: !205, inlinedAt: !352)
!356 = !DILocation(line: 16, column: 71, scope: !205, inlinedAt: !352)
!357 = !DILocation(line: 16, column: 46, scope: !205, inlinedAt: !352)
!358 = !DILocation(line: 16, scope: !205, inlinedAt: !352)
!359 = !DILocation(line: 67, column: 19, scope: !360)
!360 = distinct !DILexicalBlock(scope: !151, file: !2, line: 67, column: 17)
!361 = !DILocation(line: 67, column: 24, scope: !360)
!362 = !DILocation(line: 68, column: 25, scope: !363)
!363 = distinct !DILexicalBlock(scope: !360, file: !2, line: 67, column: 95)
!364 = !DILocation(line: 0, scope: !183, inlinedAt: !365)
!365 = distinct !DILocation(line: 68, column: 17, scope: !363)
!366 = !DILocation(line: 38, column: 19, scope: !193, inlinedAt: !365)
!367 = !DILocation(line: 0, scope: !195, inlinedAt: !368)
!368 = distinct !DILocation(line: 40, column: 5, scope: !183, inlinedAt: !365)
!369 = !DILocation(line: 0, scope: !200, inlinedAt: !368)
!370 = !DILocation(line: 16, column: 58, scope: !205, inlinedAt: !368)
!371 = !DILocation(line: 16, column: 40, scope: !205, inlinedAt: !368)
!372 = !DILocation(line: 16, column: 71, scope: !205, inlinedAt: !368)
!373 = !DILocation(line: 16, column: 46, scope: !205, inlinedAt: !368)
!374 = !DILocation(line: 16, scope: !205, inlinedAt: !368)
!375 = !DILocation(line: 68, column: 47, scope: !363)
!376 = !DILocation(line: 0, scope: !183, inlinedAt: !377)
!377 = distinct !DILocation(line: 68, column: 39, scope: !363)
!378 = !DILocation(line: 38, column: 19, scope: !193, inlinedAt: !377)
!379 = !DILocation(line: 0, scope: !195, inlinedAt: !380)
!380 = distinct !DILocation(line: 40, column: 5, scope: !183, inlinedAt: !377)
!381 = !DILocation(line: 0, scope: !200, inlinedAt: !380)
!382 = !DILocation(line: 16, column: 58, scope: !205, inlinedAt: !380)
!383 = !DILocation(line: 16, column: 40, scope: !205, inlinedAt: !380)
!384 = !DILocation(line: 16, column: 71, scope: !205, inlinedAt: !380)
!385 = !DILocation(line: 16, column: 46, scope: !205, inlinedAt: !380)
!386 = !DILocation(line: 16, scope: !205, inlinedAt: !380)
!387 = !DILocation(line: 70, column: 29, scope: !388)
!388 = distinct !DILexicalBlock(scope: !363, file: !2, line: 70, column: 21)
!389 = !DILocation(line: 70, column: 51, scope: !388)
!390 = !DILocation(line: 70, column: 70, scope: !388)
!391 = !DILocation(line: 70, column: 21, scope: !363)
!392 = !DILocation(line: 70, column: 76, scope: !388)
!393 = !DILocation(line: 72, column: 21, scope: !151)
!394 = !DILocation(line: 0, scope: !183, inlinedAt: !395)
!395 = distinct !DILocation(line: 72, column: 13, scope: !151)
!396 = !DILocation(line: 38, column: 19, scope: !193, inlinedAt: !395)
!397 = !DILocation(line: 0, scope: !195, inlinedAt: !398)
!398 = distinct !DILocation(line: 40, column: 5, scope: !183, inlinedAt: !395)
!399 = !DILocation(line: 0, scope: !200, inlinedAt: !398)
!400 = !DILocation(line: 16, column: 58, scope: !205, inlinedAt: !398)
!401 = !DILocation(line: 16, column: 40, scope: !205, inlinedAt: !398)
!402 = !DILocation(line: 16, column: 71, scope: !205, inlinedAt: !398)
!403 = !DILocation(line: 16, column: 46, scope: !205, inlinedAt: !398)
!404 = !DILocation(line: 16, scope: !205, inlinedAt: !398)
!405 = !DILocation(line: 72, column: 43, scope: !151)
!406 = !DILocation(line: 0, scope: !183, inlinedAt: !407)
!407 = distinct !DILocation(line: 72, column: 35, scope: !151)
!408 = !DILocation(line: 38, column: 19, scope: !193, inlinedAt: !407)
!409 = !DILocation(line: 0, scope: !195, inlinedAt: !410)
!410 = distinct !DILocation(line: 40, column: 5, scope: !183, inlinedAt: !407)
!411 = !DILocation(line: 0, scope: !200, inlinedAt: !410)
!412 = !DILocation(line: 16, column: 58, scope: !205, inlinedAt: !410)
!413 = !DILocation(line: 16, column: 40, scope: !205, inlinedAt: !410)
!414 = !DILocation(line: 16, column: 71, scope: !205, inlinedAt: !410)
!415 = !DILocation(line: 16, column: 46, scope: !205, inlinedAt: !410)
!416 = !DILocation(line: 16, scope: !205, inlinedAt: !410)
!417 = !DILocation(line: 72, column: 64, scope: !151)
!418 = !DILocation(line: 0, scope: !183, inlinedAt: !419)
!419 = distinct !DILocation(line: 72, column: 56, scope: !151)
!420 = !DILocation(line: 38, column: 19, scope: !193, inlinedAt: !419)
!421 = !DILocation(line: 0, scope: !195, inlinedAt: !422)
!422 = distinct !DILocation(line: 40, column: 5, scope: !183, inlinedAt: !419)
!423 = !DILocation(line: 0, scope: !200, inlinedAt: !422)
!424 = !DILocation(line: 16, column: 58, scope: !205, inlinedAt: !422)
!425 = !DILocation(line: 16, column: 40, scope: !205, inlinedAt: !422)
!426 = !DILocation(line: 16, column: 71, scope: !205, inlinedAt: !422)
!427 = !DILocation(line: 16, column: 46, scope: !205, inlinedAt: !422)
!428 = !DILocation(line: 16, scope: !205, inlinedAt: !422)
!429 = !DILocation(line: 73, column: 41, scope: !151)
!430 = !DILocation(line: 73, column: 53, scope: !151)
!431 = !DILocation(line: 73, column: 65, scope: !151)
!432 = !DILocation(line: 73, column: 79, scope: !151)
!433 = !DILocation(line: 73, column: 87, scope: !151)
!434 = !DILocation(line: 73, column: 94, scope: !151)
!435 = !DILocation(line: 73, column: 13, scope: !151)
!436 = !DILocation(line: 74, column: 49, scope: !151)
!437 = !DILocation(line: 74, column: 66, scope: !151)
!438 = !DILocation(line: 74, column: 53, scope: !151)
!439 = !DILocation(line: 74, column: 70, scope: !151)
!440 = !DILocation(line: 74, column: 17, scope: !151)
!441 = !DILocation(line: 0, scope: !195, inlinedAt: !442)
!442 = distinct !DILocation(line: 74, column: 13, scope: !151)
!443 = !DILocation(line: 0, scope: !200, inlinedAt: !442)
!444 = !DILocation(line: 16, column: 40, scope: !205, inlinedAt: !442)
!445 = !DILocation(line: 16, column: 71, scope: !205, inlinedAt: !442)
!446 = !DILocation(line: 16, scope: !205, inlinedAt: !442)
!447 = !DILocation(line: 75, column: 13, scope: !151)
!448 = !DILocation(line: 63, column: 33, scope: !152)
!449 = !DILocation(line: 63, column: 27, scope: !152)
!450 = distinct !{!450, !266, !451, !315}
!451 = !DILocation(line: 76, column: 9, scope: !149)
!452 = !DILocation(line: 0, scope: !158)
!453 = !DILocation(line: 82, column: 34, scope: !454)
!454 = distinct !DILexicalBlock(scope: !455, file: !2, line: 81, column: 69)
!455 = distinct !DILexicalBlock(scope: !158, file: !2, line: 81, column: 5)
!456 = !{!457, !457, i64 0}
!457 = !{!"long long", !175, i64 0}
!458 = !DILocation(line: 82, column: 9, scope: !454)
!459 = !DILocation(line: 0, scope: !183, inlinedAt: !460)
!460 = distinct !DILocation(line: 82, column: 45, scope: !454)
!461 = !DILocation(line: 38, column: 19, scope: !193, inlinedAt: !460)
!462 = !DILocation(line: 0, scope: !195, inlinedAt: !463)
!463 = distinct !DILocation(line: 40, column: 5, scope: !183, inlinedAt: !460)
!464 = !DILocation(line: 0, scope: !200, inlinedAt: !463)
!465 = !DILocation(line: 16, column: 58, scope: !205, inlinedAt: !463)
!466 = !DILocation(line: 16, column: 40, scope: !205, inlinedAt: !463)
!467 = !DILocation(line: 16, column: 71, scope: !205, inlinedAt: !463)
!468 = !DILocation(line: 16, column: 46, scope: !205, inlinedAt: !463)
!469 = !DILocation(line: 16, scope: !205, inlinedAt: !463)
!470 = !DILocation(line: 82, column: 73, scope: !454)
!471 = !DILocation(line: 81, column: 65, scope: !455)
!472 = !DILocation(line: 81, column: 28, scope: !455)
!473 = !DILocation(line: 81, column: 5, scope: !158)
!474 = distinct !{!474, !473, !475, !315}
!475 = !DILocation(line: 83, column: 5, scope: !158)
!476 = !DILocation(line: 0, scope: !183, inlinedAt: !477)
!477 = distinct !DILocation(line: 92, column: 5, scope: !129)
!478 = !DILocation(line: 38, column: 19, scope: !193, inlinedAt: !477)
!479 = !DILocation(line: 0, scope: !195, inlinedAt: !480)
!480 = distinct !DILocation(line: 40, column: 5, scope: !183, inlinedAt: !477)
!481 = !DILocation(line: 0, scope: !200, inlinedAt: !480)
!482 = !DILocation(line: 16, column: 40, scope: !205, inlinedAt: !480)
!483 = !DILocation(line: 16, column: 71, scope: !205, inlinedAt: !480)
!484 = !DILocation(line: 16, scope: !205, inlinedAt: !480)
!485 = !DILocation(line: 92, column: 21, scope: !129)
!486 = !DILocation(line: 93, column: 50, scope: !129)
!487 = !DILocation(line: 93, column: 5, scope: !129)
!488 = !DILocation(line: 94, column: 18, scope: !129)
!489 = !DILocation(line: 94, column: 23, scope: !129)
!490 = !DILocation(line: 94, column: 12, scope: !129)
!491 = !DILocation(line: 95, column: 1, scope: !129)
!492 = !DISubprogram(name: "printf", scope: !493, file: !493, line: 356, type: !494, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!493 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!494 = !DISubroutineType(types: !495)
!495 = !{!104, !496, null}
!496 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !186)
!497 = distinct !DISubprogram(name: "f_not", scope: !2, file: !2, line: 27, type: !498, scopeLine: 27, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !100, retainedNodes: !500)
!498 = !DISubroutineType(types: !499)
!499 = !{!102, !102}
!500 = !{!501}
!501 = !DILocalVariable(name: "a", arg: 1, scope: !497, file: !2, line: 27, type: !102)
!502 = !DILocation(line: 0, scope: !497)
!503 = !DILocation(line: 27, column: 59, scope: !497)
!504 = !DILocation(line: 27, column: 49, scope: !497)
!505 = distinct !DISubprogram(name: "f_add", scope: !2, file: !2, line: 19, type: !506, scopeLine: 19, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !100, retainedNodes: !508)
!506 = !DISubroutineType(types: !507)
!507 = !{!102, !102, !102}
!508 = !{!509, !510}
!509 = !DILocalVariable(name: "a", arg: 1, scope: !505, file: !2, line: 19, type: !102)
!510 = !DILocalVariable(name: "b", arg: 2, scope: !505, file: !2, line: 19, type: !102)
!511 = !DILocation(line: 0, scope: !505)
!512 = !DILocation(line: 19, column: 71, scope: !505)
!513 = !DILocation(line: 19, column: 54, scope: !505)
!514 = distinct !DISubprogram(name: "f_sub", scope: !2, file: !2, line: 20, type: !506, scopeLine: 20, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !100, retainedNodes: !515)
!515 = !{!516, !517}
!516 = !DILocalVariable(name: "a", arg: 1, scope: !514, file: !2, line: 20, type: !102)
!517 = !DILocalVariable(name: "b", arg: 2, scope: !514, file: !2, line: 20, type: !102)
!518 = !DILocation(line: 0, scope: !514)
!519 = !DILocation(line: 20, column: 71, scope: !514)
!520 = !DILocation(line: 20, column: 54, scope: !514)
!521 = distinct !DISubprogram(name: "f_shl", scope: !2, file: !2, line: 28, type: !522, scopeLine: 28, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !100, retainedNodes: !524)
!522 = !DISubroutineType(types: !523)
!523 = !{!102, !102, !104}
!524 = !{!525, !526}
!525 = !DILocalVariable(name: "a", arg: 1, scope: !521, file: !2, line: 28, type: !102)
!526 = !DILocalVariable(name: "s", arg: 2, scope: !521, file: !2, line: 28, type: !104)
!527 = !DILocation(line: 0, scope: !521)
!528 = !DILocation(line: 28, column: 73, scope: !521)
!529 = !DILocation(line: 28, column: 56, scope: !521)
!530 = distinct !DISubprogram(name: "f_shr", scope: !2, file: !2, line: 29, type: !522, scopeLine: 29, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !100, retainedNodes: !531)
!531 = !{!532, !533}
!532 = !DILocalVariable(name: "a", arg: 1, scope: !530, file: !2, line: 29, type: !102)
!533 = !DILocalVariable(name: "s", arg: 2, scope: !530, file: !2, line: 29, type: !104)
!534 = !DILocation(line: 0, scope: !530)
!535 = !DILocation(line: 29, column: 69, scope: !530)
!536 = !DILocation(line: 29, column: 56, scope: !530)
!537 = distinct !DISubprogram(name: "f_mul", scope: !2, file: !2, line: 21, type: !506, scopeLine: 21, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !100, retainedNodes: !538)
!538 = !{!539, !540}
!539 = !DILocalVariable(name: "a", arg: 1, scope: !537, file: !2, line: 21, type: !102)
!540 = !DILocalVariable(name: "b", arg: 2, scope: !537, file: !2, line: 21, type: !102)
!541 = !DILocation(line: 0, scope: !537)
!542 = !DILocation(line: 21, column: 76, scope: !537)
!543 = !DILocation(line: 21, column: 54, scope: !537)
!544 = distinct !DISubprogram(name: "f_div", scope: !2, file: !2, line: 22, type: !506, scopeLine: 22, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !100, retainedNodes: !545)
!545 = !{!546, !547}
!546 = !DILocalVariable(name: "a", arg: 1, scope: !544, file: !2, line: 22, type: !102)
!547 = !DILocalVariable(name: "b", arg: 2, scope: !544, file: !2, line: 22, type: !102)
!548 = !DILocation(line: 0, scope: !544)
!549 = !DILocation(line: 22, column: 67, scope: !544)
!550 = !DILocation(line: 22, column: 54, scope: !544)
!551 = distinct !DISubprogram(name: "f_rem", scope: !2, file: !2, line: 23, type: !506, scopeLine: 23, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !100, retainedNodes: !552)
!552 = !{!553, !554}
!553 = !DILocalVariable(name: "a", arg: 1, scope: !551, file: !2, line: 23, type: !102)
!554 = !DILocalVariable(name: "b", arg: 2, scope: !551, file: !2, line: 23, type: !102)
!555 = !DILocation(line: 0, scope: !551)
!556 = !DILocation(line: 23, column: 67, scope: !551)
!557 = !DILocation(line: 23, column: 54, scope: !551)
!558 = distinct !DISubprogram(name: "f_and", scope: !2, file: !2, line: 24, type: !506, scopeLine: 24, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !100, retainedNodes: !559)
!559 = !{!560, !561}
!560 = !DILocalVariable(name: "a", arg: 1, scope: !558, file: !2, line: 24, type: !102)
!561 = !DILocalVariable(name: "b", arg: 2, scope: !558, file: !2, line: 24, type: !102)
!562 = !DILocation(line: 0, scope: !558)
!563 = !DILocation(line: 24, column: 63, scope: !558)
!564 = !DILocation(line: 24, column: 54, scope: !558)
!565 = distinct !DISubprogram(name: "f_or", scope: !2, file: !2, line: 25, type: !506, scopeLine: 25, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !100, retainedNodes: !566)
!566 = !{!567, !568}
!567 = !DILocalVariable(name: "a", arg: 1, scope: !565, file: !2, line: 25, type: !102)
!568 = !DILocalVariable(name: "b", arg: 2, scope: !565, file: !2, line: 25, type: !102)
!569 = !DILocation(line: 0, scope: !565)
!570 = !DILocation(line: 25, column: 62, scope: !565)
!571 = !DILocation(line: 25, column: 53, scope: !565)
!572 = distinct !DISubprogram(name: "f_xor", scope: !2, file: !2, line: 26, type: !506, scopeLine: 26, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !100, retainedNodes: !573)
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
