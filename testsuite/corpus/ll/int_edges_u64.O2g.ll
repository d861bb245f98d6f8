; ModuleID = 'programs/int_edges_u64.c'
source_filename = "programs/int_edges_u64.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@__const.main.vals = private unnamed_addr constant [14 x i64] [i64 0, i64 1, i64 0, i64 -1, i64 0, i64 1, i64 2, i64 3, i64 7, i64 9223372036854775807, i64 -2, i64 -1, i64 6510615555426900570, i64 -6510615555426900571], align 16
@.str = private unnamed_addr constant [39 x i8] c"type unsigned long: size=%d signed=%d\0A\00", align 1, !dbg !0
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
  %11 = load i64, ptr @hash, align 8, !tbaa !172
    #dbg_value(i32 0, !198, !DIExpression(), !202)
    #dbg_value(i64 0, !198, !DIExpression(), !202)
  %12 = and i64 %9, 255, !dbg !203
  %13 = xor i64 %11, %12, !dbg !206
  %14 = mul i64 %13, 1099511628211, !dbg !207
    #dbg_value(i64 1, !198, !DIExpression(), !202)
  %15 = lshr i64 %9, 8, !dbg !208
  %16 = and i64 %15, 255, !dbg !203
  %17 = xor i64 %14, %16, !dbg !206
  %18 = mul i64 %17, 1099511628211, !dbg !207
    #dbg_value(i64 2, !198, !DIExpression(), !202)
  %19 = lshr i64 %9, 16, !dbg !208
  %20 = and i64 %19, 255, !dbg !203
  %21 = xor i64 %18, %20, !dbg !206
  %22 = mul i64 %21, 1099511628211, !dbg !207
    #dbg_value(i64 3, !198, !DIExpression(), !202)
  %23 = lshr i64 %9, 24, !dbg !208
  %24 = and i64 %23, 255, !dbg !203
  %25 = xor i64 %22, %24, !dbg !206
  %26 = mul i64 %25, 1099511628211, !dbg !207
    #dbg_value(i64 4, !198, !DIExpression(), !202)
  %27 = lshr i64 %9, 32, !dbg !208
  %28 = and i64 %27, 255, !dbg !203
  %29 = xor i64 %26, %28, !dbg !206
  %30 = mul i64 %29, 1099511628211, !dbg !207
    #dbg_value(i64 5, !198, !DIExpression(), !202)
  %31 = lshr i64 %9, 40, !dbg !208
  %32 = and i64 %31, 255, !dbg !203
  %33 = xor i64 %30, %32, !dbg !206
  %34 = mul i64 %33, 1099511628211, !dbg !207
    #dbg_value(i64 6, !198, !DIExpression(), !202)
  %35 = lshr i64 %9, 48, !dbg !208
  %36 = and i64 %35, 255, !dbg !203
  %37 = xor i64 %34, %36, !dbg !206
  %38 = mul i64 %37, 1099511628211, !dbg !207
    #dbg_value(i64 7, !198, !DIExpression(), !202)
  %39 = lshr i64 %9, 56, !dbg !208
  %40 = xor i64 %38, %39, !dbg !206
  %41 = mul i64 %40, 1099511628211, !dbg !207
    #dbg_value(i64 8, !198, !DIExpression(), !202)
  store i64 %41, ptr @hash, align 8, !dbg !209, !tbaa !172
  %42 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i64 noundef %6, i64 noundef %6), !dbg !210
    #dbg_value(i64 %6, !193, !DIExpression(), !211)
    #dbg_value(i32 0, !198, !DIExpression(), !213)
  %43 = load i64, ptr @hash, align 8, !tbaa !172
    #dbg_value(i32 0, !198, !DIExpression(), !213)
    #dbg_value(i64 0, !198, !DIExpression(), !213)
  %44 = and i64 %6, 255, !dbg !214
  %45 = xor i64 %43, %44, !dbg !215
  %46 = mul i64 %45, 1099511628211, !dbg !216
    #dbg_value(i64 1, !198, !DIExpression(), !213)
  %47 = lshr i64 %6, 8, !dbg !217
  %48 = and i64 %47, 255, !dbg !214
  %49 = xor i64 %46, %48, !dbg !215
  %50 = mul i64 %49, 1099511628211, !dbg !216
    #dbg_value(i64 2, !198, !DIExpression(), !213)
  %51 = lshr i64 %6, 16, !dbg !217
  %52 = and i64 %51, 255, !dbg !214
  %53 = xor i64 %50, %52, !dbg !215
  %54 = mul i64 %53, 1099511628211, !dbg !216
    #dbg_value(i64 3, !198, !DIExpression(), !213)
  %55 = lshr i64 %6, 24, !dbg !217
  %56 = and i64 %55, 255, !dbg !214
  %57 = xor i64 %54, %56, !dbg !215
  %58 = mul i64 %57, 1099511628211, !dbg !216
    #dbg_value(i64 4, !198, !DIExpression(), !213)
  %59 = lshr i64 %6, 32, !dbg !217
  %60 = and i64 %59, 255, !dbg !214
  %61 = xor i64 %58, %60, !dbg !215
  %62 = mul i64 %61, 1099511628211, !dbg !216
    #dbg_value(i64 5, !198, !DIExpression(), !213)
  %63 = lshr i64 %6, 40, !dbg !217
  %64 = and i64 %63, 255, !dbg !214
  %65 = xor i64 %62, %64, !dbg !215
  %66 = mul i64 %65, 1099511628211, !dbg !216
    #dbg_value(i64 6, !198, !DIExpression(), !213)
  %67 = lshr i64 %6, 48, !dbg !217
  %68 = and i64 %67, 255, !dbg !214
  %69 = xor i64 %66, %68, !dbg !215
  %70 = mul i64 %69, 1099511628211, !dbg !216
    #dbg_value(i64 7, !198, !DIExpression(), !213)
  %71 = lshr i64 %6, 56, !dbg !217
  %72 = xor i64 %70, %71, !dbg !215
  %73 = mul i64 %72, 1099511628211, !dbg !216
    #dbg_value(i64 8, !198, !DIExpression(), !213)
    #dbg_value(i64 %6, !193, !DIExpression(), !218)
    #dbg_value(i32 0, !198, !DIExpression(), !220)
    #dbg_value(i32 0, !198, !DIExpression(), !220)
    #dbg_value(i64 0, !198, !DIExpression(), !220)
  %74 = xor i64 %73, %44, !dbg !221
  %75 = mul i64 %74, 1099511628211, !dbg !222
    #dbg_value(i64 1, !198, !DIExpression(), !220)
  %76 = xor i64 %75, %48, !dbg !221
  %77 = mul i64 %76, 1099511628211, !dbg !222
    #dbg_value(i64 2, !198, !DIExpression(), !220)
  %78 = xor i64 %77, %52, !dbg !221
  %79 = mul i64 %78, 1099511628211, !dbg !222
    #dbg_value(i64 3, !198, !DIExpression(), !220)
  %80 = xor i64 %79, %56, !dbg !221
  %81 = mul i64 %80, 1099511628211, !dbg !222
    #dbg_value(i64 4, !198, !DIExpression(), !220)
  %82 = xor i64 %81, %60, !dbg !221
  %83 = mul i64 %82, 1099511628211, !dbg !222
    #dbg_value(i64 5, !198, !DIExpression(), !220)
  %84 = xor i64 %83, %64, !dbg !221
  %85 = mul i64 %84, 1099511628211, !dbg !222
    #dbg_value(i64 6, !198, !DIExpression(), !220)
  %86 = xor i64 %85, %68, !dbg !221
  %87 = mul i64 %86, 1099511628211, !dbg !222
    #dbg_value(i64 7, !198, !DIExpression(), !220)
  %88 = xor i64 %87, %71, !dbg !221
  %89 = mul i64 %88, 1099511628211, !dbg !222
    #dbg_value(i64 8, !198, !DIExpression(), !220)
  store i64 %89, ptr @hash, align 8, !dbg !223, !tbaa !172
  %90 = sub i64 0, %6, !dbg !224
    #dbg_value(ptr @.str.5, !181, !DIExpression(), !225)
    #dbg_value(i64 %90, !188, !DIExpression(), !225)
  %91 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.28, ptr noundef nonnull @.str.5, i64 noundef %90), !dbg !227
    #dbg_value(i64 %90, !193, !DIExpression(), !228)
    #dbg_value(i32 0, !198, !DIExpression(), !230)
  %92 = load i64, ptr @hash, align 8, !tbaa !172
    #dbg_value(i32 0, !198, !DIExpression(), !230)
    #dbg_value(i64 0, !198, !DIExpression(), !230)
  %93 = and i64 %90, 255, !dbg !231
  %94 = xor i64 %92, %93, !dbg !232
  %95 = mul i64 %94, 1099511628211, !dbg !233
    #dbg_value(i64 1, !198, !DIExpression(), !230)
  %96 = lshr i64 %90, 8, !dbg !234
  %97 = and i64 %96, 255, !dbg !231
  %98 = xor i64 %95, %97, !dbg !232
  %99 = mul i64 %98, 1099511628211, !dbg !233
    #dbg_value(i64 2, !198, !DIExpression(), !230)
  %100 = lshr i64 %90, 16, !dbg !234
  %101 = and i64 %100, 255, !dbg !231
  %102 = xor i64 %99, %101, !dbg !232
  %103 = mul i64 %102, 1099511628211, !dbg !233
    #dbg_value(i64 3, !198, !DIExpression(), !230)
  %104 = lshr i64 %90, 24, !dbg !234
  %105 = and i64 %104, 255, !dbg !231
  %106 = xor i64 %103, %105, !dbg !232
  %107 = mul i64 %106, 1099511628211, !dbg !233
    #dbg_value(i64 4, !198, !DIExpression(), !230)
  %108 = lshr i64 %90, 32, !dbg !234
  %109 = and i64 %108, 255, !dbg !231
  %110 = xor i64 %107, %109, !dbg !232
  %111 = mul i64 %110, 1099511628211, !dbg !233
    #dbg_value(i64 5, !198, !DIExpression(), !230)
  %112 = lshr i64 %90, 40, !dbg !234
  %113 = and i64 %112, 255, !dbg !231
  %114 = xor i64 %111, %113, !dbg !232
  %115 = mul i64 %114, 1099511628211, !dbg !233
    #dbg_value(i64 6, !198, !DIExpression(), !230)
  %116 = lshr i64 %90, 48, !dbg !234
  %117 = and i64 %116, 255, !dbg !231
  %118 = xor i64 %115, %117, !dbg !232
  %119 = mul i64 %118, 1099511628211, !dbg !233
    #dbg_value(i64 7, !198, !DIExpression(), !230)
  %120 = lshr i64 %90, 56, !dbg !234
  %121 = xor i64 %119, %120, !dbg !232
  %122 = mul i64 %121, 1099511628211, !dbg !233
    #dbg_value(i64 8, !198, !DIExpression(), !230)
  store i64 %122, ptr @hash, align 8, !dbg !235, !tbaa !172
  %123 = tail call fastcc i64 @f_add(i64 noundef %6, i64 noundef 1), !dbg !236
    #dbg_value(ptr @.str.6, !181, !DIExpression(), !237)
    #dbg_value(i64 %123, !188, !DIExpression(), !237)
  %124 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.28, ptr noundef nonnull @.str.6, i64 noundef %123), !dbg !239
    #dbg_value(i64 %123, !193, !DIExpression(), !240)
    #dbg_value(i32 0, !198, !DIExpression(), !242)
  %125 = load i64, ptr @hash, align 8, !tbaa !172
    #dbg_value(i32 0, !198, !DIExpression(), !242)
    #dbg_value(i64 0, !198, !DIExpression(), !242)
  %126 = and i64 %123, 255, !dbg !243
  %127 = xor i64 %125, %126, !dbg !244
  %128 = mul i64 %127, 1099511628211, !dbg !245
    #dbg_value(i64 1, !198, !DIExpression(), !242)
  %129 = lshr i64 %123, 8, !dbg !246
  %130 = and i64 %129, 255, !dbg !243
  %131 = xor i64 %128, %130, !dbg !244
  %132 = mul i64 %131, 1099511628211, !dbg !245
    #dbg_value(i64 2, !198, !DIExpression(), !242)
  %133 = lshr i64 %123, 16, !dbg !246
  %134 = and i64 %133, 255, !dbg !243
  %135 = xor i64 %132, %134, !dbg !244
  %136 = mul i64 %135, 1099511628211, !dbg !245
    #dbg_value(i64 3, !198, !DIExpression(), !242)
  %137 = lshr i64 %123, 24, !dbg !246
  %138 = and i64 %137, 255, !dbg !243
  %139 = xor i64 %136, %138, !dbg !244
  %140 = mul i64 %139, 1099511628211, !dbg !245
    #dbg_value(i64 4, !198, !DIExpression(), !242)
  %141 = lshr i64 %123, 32, !dbg !246
  %142 = and i64 %141, 255, !dbg !243
  %143 = xor i64 %140, %142, !dbg !244
  %144 = mul i64 %143, 1099511628211, !dbg !245
    #dbg_value(i64 5, !198, !DIExpression(), !242)
  %145 = lshr i64 %123, 40, !dbg !246
  %146 = and i64 %145, 255, !dbg !243
  %147 = xor i64 %144, %146, !dbg !244
  %148 = mul i64 %147, 1099511628211, !dbg !245
    #dbg_value(i64 6, !198, !DIExpression(), !242)
  %149 = lshr i64 %123, 48, !dbg !246
  %150 = and i64 %149, 255, !dbg !243
  %151 = xor i64 %148, %150, !dbg !244
  %152 = mul i64 %151, 1099511628211, !dbg !245
    #dbg_value(i64 7, !198, !DIExpression(), !242)
  %153 = lshr i64 %123, 56, !dbg !246
  %154 = xor i64 %152, %153, !dbg !244
  %155 = mul i64 %154, 1099511628211, !dbg !245
    #dbg_value(i64 8, !198, !DIExpression(), !242)
  store i64 %155, ptr @hash, align 8, !dbg !247, !tbaa !172
  %156 = tail call fastcc i64 @f_sub(i64 noundef %6, i64 noundef 1), !dbg !248
    #dbg_value(ptr @.str.7, !181, !DIExpression(), !249)
    #dbg_value(i64 %156, !188, !DIExpression(), !249)
  %157 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.28, ptr noundef nonnull @.str.7, i64 noundef %156), !dbg !251
    #dbg_value(i64 %156, !193, !DIExpression(), !252)
    #dbg_value(i32 0, !198, !DIExpression(), !254)
  %158 = load i64, ptr @hash, align 8, !tbaa !172
    #dbg_value(i32 0, !198, !DIExpression(), !254)
    #dbg_value(i64 0, !198, !DIExpression(), !254)
  %159 = and i64 %156, 255, !dbg !255
  %160 = xor i64 %158, %159, !dbg !256
  %161 = mul i64 %160, 1099511628211, !dbg !257
    #dbg_value(i64 1, !198, !DIExpression(), !254)
  %162 = lshr i64 %156, 8, !dbg !258
  %163 = and i64 %162, 255, !dbg !255
  %164 = xor i64 %161, %163, !dbg !256
  %165 = mul i64 %164, 1099511628211, !dbg !257
    #dbg_value(i64 2, !198, !DIExpression(), !254)
  %166 = lshr i64 %156, 16, !dbg !258
  %167 = and i64 %166, 255, !dbg !255
  %168 = xor i64 %165, %167, !dbg !256
  %169 = mul i64 %168, 1099511628211, !dbg !257
    #dbg_value(i64 3, !198, !DIExpression(), !254)
  %170 = lshr i64 %156, 24, !dbg !258
  %171 = and i64 %170, 255, !dbg !255
  %172 = xor i64 %169, %171, !dbg !256
  %173 = mul i64 %172, 1099511628211, !dbg !257
    #dbg_value(i64 4, !198, !DIExpression(), !254)
  %174 = lshr i64 %156, 32, !dbg !258
  %175 = and i64 %174, 255, !dbg !255
  %176 = xor i64 %173, %175, !dbg !256
  %177 = mul i64 %176, 1099511628211, !dbg !257
    #dbg_value(i64 5, !198, !DIExpression(), !254)
  %178 = lshr i64 %156, 40, !dbg !258
  %179 = and i64 %178, 255, !dbg !255
  %180 = xor i64 %177, %179, !dbg !256
  %181 = mul i64 %180, 1099511628211, !dbg !257
    #dbg_value(i64 6, !198, !DIExpression(), !254)
  %182 = lshr i64 %156, 48, !dbg !258
  %183 = and i64 %182, 255, !dbg !255
  %184 = xor i64 %181, %183, !dbg !256
  %185 = mul i64 %184, 1099511628211, !dbg !257
    #dbg_value(i64 7, !198, !DIExpression(), !254)
  %186 = lshr i64 %156, 56, !dbg !258
  %187 = xor i64 %185, %186, !dbg !256
  %188 = mul i64 %187, 1099511628211, !dbg !257
    #dbg_value(i64 8, !198, !DIExpression(), !254)
  store i64 %188, ptr @hash, align 8, !dbg !259, !tbaa !172
  %189 = icmp eq i64 %6, 0, !dbg !260
  %190 = zext i1 %189 to i32, !dbg !260
  %191 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef %190), !dbg !261
    #dbg_value(i32 0, !141, !DIExpression(), !262)
  %192 = load i64, ptr @hash, align 8, !tbaa !172
  br label %193, !dbg !263

193:                                              ; preds = %3, %298
  %194 = phi i64 [ %192, %3 ], [ %299, %298 ]
  %195 = phi i32 [ 0, %3 ], [ %303, %298 ]
    #dbg_value(i32 %195, !141, !DIExpression(), !262)
  %196 = tail call fastcc i64 @f_shl(i64 noundef %6, i32 noundef %195), !dbg !264
    #dbg_value(i64 %196, !143, !DIExpression(), !265)
  %197 = tail call fastcc i64 @f_shr(i64 noundef %6, i32 noundef %195), !dbg !266
    #dbg_value(i64 %197, !146, !DIExpression(), !265)
    #dbg_value(i64 %196, !193, !DIExpression(), !267)
    #dbg_value(i32 0, !198, !DIExpression(), !269)
    #dbg_value(i32 0, !198, !DIExpression(), !269)
    #dbg_value(i64 0, !198, !DIExpression(), !269)
  %198 = and i64 %196, 255, !dbg !270
  %199 = xor i64 %194, %198, !dbg !271
  %200 = mul i64 %199, 1099511628211, !dbg !272
    #dbg_value(i64 1, !198, !DIExpression(), !269)
  %201 = lshr i64 %196, 8, !dbg !273
  %202 = and i64 %201, 255, !dbg !270
  %203 = xor i64 %200, %202, !dbg !271
  %204 = mul i64 %203, 1099511628211, !dbg !272
    #dbg_value(i64 2, !198, !DIExpression(), !269)
  %205 = lshr i64 %196, 16, !dbg !273
  %206 = and i64 %205, 255, !dbg !270
  %207 = xor i64 %204, %206, !dbg !271
  %208 = mul i64 %207, 1099511628211, !dbg !272
    #dbg_value(i64 3, !198, !DIExpression(), !269)
  %209 = lshr i64 %196, 24, !dbg !273
  %210 = and i64 %209, 255, !dbg !270
  %211 = xor i64 %208, %210, !dbg !271
  %212 = mul i64 %211, 1099511628211, !dbg !272
    #dbg_value(i64 4, !198, !DIExpression(), !269)
  %213 = lshr i64 %196, 32, !dbg !273
  %214 = and i64 %213, 255, !dbg !270
  %215 = xor i64 %212, %214, !dbg !271
  %216 = mul i64 %215, 1099511628211, !dbg !272
    #dbg_value(i64 5, !198, !DIExpression(), !269)
  %217 = lshr i64 %196, 40, !dbg !273
  %218 = and i64 %217, 255, !dbg !270
  %219 = xor i64 %216, %218, !dbg !271
  %220 = mul i64 %219, 1099511628211, !dbg !272
    #dbg_value(i64 6, !198, !DIExpression(), !269)
  %221 = lshr i64 %196, 48, !dbg !273
  %222 = and i64 %221, 255, !dbg !270
  %223 = xor i64 %220, %222, !dbg !271
  %224 = mul i64 %223, 1099511628211, !dbg !272
    #dbg_value(i64 7, !198, !DIExpression(), !269)
  %225 = lshr i64 %196, 56, !dbg !273
  %226 = xor i64 %224, %225, !dbg !271
  %227 = mul i64 %226, 1099511628211, !dbg !272
    #dbg_value(i64 8, !198, !DIExpression(), !269)
    #dbg_value(i64 %197, !193, !DIExpression(), !274)
    #dbg_value(i32 0, !198, !DIExpression(), !276)
    #dbg_value(i32 0, !198, !DIExpression(), !276)
    #dbg_value(i64 0, !198, !DIExpression(), !276)
  %228 = and i64 %197, 255, !dbg !277
  %229 = xor i64 %227, %228, !dbg !278
  %230 = mul i64 %229, 1099511628211, !dbg !279
    #dbg_value(i64 1, !198, !DIExpression(), !276)
  %231 = lshr i64 %197, 8, !dbg !280
  %232 = and i64 %231, 255, !dbg !277
  %233 = xor i64 %230, %232, !dbg !278
  %234 = mul i64 %233, 1099511628211, !dbg !279
    #dbg_value(i64 2, !198, !DIExpression(), !276)
  %235 = lshr i64 %197, 16, !dbg !280
  %236 = and i64 %235, 255, !dbg !277
  %237 = xor i64 %234, %236, !dbg !278
  %238 = mul i64 %237, 1099511628211, !dbg !279
    #dbg_value(i64 3, !198, !DIExpression(), !276)
  %239 = lshr i64 %197, 24, !dbg !280
  %240 = and i64 %239, 255, !dbg !277
  %241 = xor i64 %238, %240, !dbg !278
  %242 = mul i64 %241, 1099511628211, !dbg !279
    #dbg_value(i64 4, !198, !DIExpression(), !276)
  %243 = lshr i64 %197, 32, !dbg !280
  %244 = and i64 %243, 255, !dbg !277
  %245 = xor i64 %242, %244, !dbg !278
  %246 = mul i64 %245, 1099511628211, !dbg !279
    #dbg_value(i64 5, !198, !DIExpression(), !276)
  %247 = lshr i64 %197, 40, !dbg !280
  %248 = and i64 %247, 255, !dbg !277
  %249 = xor i64 %246, %248, !dbg !278
  %250 = mul i64 %249, 1099511628211, !dbg !279
    #dbg_value(i64 6, !198, !DIExpression(), !276)
  %251 = lshr i64 %197, 48, !dbg !280
  %252 = and i64 %251, 255, !dbg !277
  %253 = xor i64 %250, %252, !dbg !278
  %254 = mul i64 %253, 1099511628211, !dbg !279
    #dbg_value(i64 7, !198, !DIExpression(), !276)
  %255 = lshr i64 %197, 56, !dbg !280
  %256 = xor i64 %254, %255, !dbg !278
  %257 = mul i64 %256, 1099511628211, !dbg !279
    #dbg_value(i64 8, !198, !DIExpression(), !276)
  store i64 %257, ptr @hash, align 8, !dbg !281, !tbaa !172
  switch i32 %195, label %298 [
    i32 63, label %258
    i32 1, label %258
  ], !dbg !282

258:                                              ; preds = %193, %193
  %259 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef %195), !dbg !284
    #dbg_value(ptr @.str.10, !181, !DIExpression(), !286)
    #dbg_value(i64 %196, !188, !DIExpression(), !286)
  %260 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.28, ptr noundef nonnull @.str.10, i64 noundef %196), !dbg !288
    #dbg_value(i64 %196, !193, !DIExpression(), !289)
    #dbg_value(i32 0, !198, !DIExpression(), !291)
  %261 = load i64, ptr @hash, align 8, !tbaa !172
    #dbg_value(i32 0, !198, !DIExpression(), !291)
    #dbg_value(i64 0, !198, !DIExpression(), !291)
  %262 = xor i64 %261, %198, !dbg !292
  %263 = mul i64 %262, 1099511628211, !dbg !293
    #dbg_value(i64 1, !198, !DIExpression(), !291)
  %264 = xor i64 %263, %202, !dbg !292
  %265 = mul i64 %264, 1099511628211, !dbg !293
    #dbg_value(i64 2, !198, !DIExpression(), !291)
  %266 = xor i64 %265, %206, !dbg !292
  %267 = mul i64 %266, 1099511628211, !dbg !293
    #dbg_value(i64 3, !198, !DIExpression(), !291)
  %268 = xor i64 %267, %210, !dbg !292
  %269 = mul i64 %268, 1099511628211, !dbg !293
    #dbg_value(i64 4, !198, !DIExpression(), !291)
  %270 = xor i64 %269, %214, !dbg !292
  %271 = mul i64 %270, 1099511628211, !dbg !293
    #dbg_value(i64 5, !198, !DIExpression(), !291)
  %272 = xor i64 %271, %218, !dbg !292
  %273 = mul i64 %272, 1099511628211, !dbg !293
    #dbg_value(i64 6, !198, !DIExpression(), !291)
  %274 = xor i64 %273, %222, !dbg !292
  %275 = mul i64 %274, 1099511628211, !dbg !293
    #dbg_value(i64 7, !198, !DIExpression(), !291)
  %276 = xor i64 %275, %225, !dbg !292
  %277 = mul i64 %276, 1099511628211, !dbg !293
    #dbg_value(i64 8, !198, !DIExpression(), !291)
  store i64 %277, ptr @hash, align 8, !dbg !294, !tbaa !172
    #dbg_value(ptr @.str.11, !181, !DIExpression(), !295)
    #dbg_value(i64 %197, !188, !DIExpression(), !295)
  %278 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.28, ptr noundef nonnull @.str.11, i64 noundef %197), !dbg !297
    #dbg_value(i64 %197, !193, !DIExpression(), !298)
    #dbg_value(i32 0, !198, !DIExpression(), !300)
  %279 = load i64, ptr @hash, align 8, !tbaa !172
    #dbg_value(i32 0, !198, !DIExpression(), !300)
    #dbg_value(i64 0, !198, !DIExpression(), !300)
  %280 = xor i64 %279, %228, !dbg !301
  %281 = mul i64 %280, 1099511628211, !dbg !302
    #dbg_value(i64 1, !198, !DIExpression(), !300)
  %282 = xor i64 %281, %232, !dbg !301
  %283 = mul i64 %282, 1099511628211, !dbg !302
    #dbg_value(i64 2, !198, !DIExpression(), !300)
  %284 = xor i64 %283, %236, !dbg !301
  %285 = mul i64 %284, 1099511628211, !dbg !302
    #dbg_value(i64 3, !198, !DIExpression(), !300)
  %286 = xor i64 %285, %240, !dbg !301
  %287 = mul i64 %286, 1099511628211, !dbg !302
    #dbg_value(i64 4, !198, !DIExpression(), !300)
  %288 = xor i64 %287, %244, !dbg !301
  %289 = mul i64 %288, 1099511628211, !dbg !302
    #dbg_value(i64 5, !198, !DIExpression(), !300)
  %290 = xor i64 %289, %248, !dbg !301
  %291 = mul i64 %290, 1099511628211, !dbg !302
    #dbg_value(i64 6, !198, !DIExpression(), !300)
  %292 = xor i64 %291, %252, !dbg !301
  %293 = mul i64 %292, 1099511628211, !dbg !302
    #dbg_value(i64 7, !198, !DIExpression(), !300)
  %294 = xor i64 %293, %255, !dbg !301
  %295 = mul i64 %294, 1099511628211, !dbg !302
    #dbg_value(i64 8, !198, !DIExpression(), !300)
  store i64 %295, ptr @hash, align 8, !dbg !303, !tbaa !172
  %296 = tail call i32 @putchar(i32 10), !dbg !304
  %297 = load i64, ptr @hash, align 8, !tbaa !172
  br label %298, !dbg !305

298:                                              ; preds = %193, %258
  %299 = phi i64 [ %257, %193 ], [ %297, %258 ]
  %300 = add nsw i32 %195, -61, !dbg !306
  %301 = icmp ult i32 %300, -58, !dbg !306
  %302 = select i1 %301, i32 1, i32 5, !dbg !307
  %303 = add nuw nsw i32 %302, %195, !dbg !308
    #dbg_value(i32 %303, !141, !DIExpression(), !262)
  %304 = icmp ult i32 %303, 64, !dbg !309
  br i1 %304, label %193, label %308, !dbg !263, !llvm.loop !310

305:                                              ; preds = %485
  %306 = add nuw nsw i64 %4, 1, !dbg !313
    #dbg_value(i64 %306, !136, !DIExpression(), !169)
  %307 = icmp eq i64 %306, 14, !dbg !314
  br i1 %307, label %606, label %3, !dbg !170, !llvm.loop !315

308:                                              ; preds = %298, %485
  %309 = phi i64 [ %604, %485 ], [ 0, %298 ]
    #dbg_value(i64 %309, !147, !DIExpression(), !317)
  %310 = getelementptr inbounds [14 x i64], ptr %1, i64 0, i64 %309, !dbg !318
  %311 = load volatile i64, ptr %310, align 8, !dbg !318, !tbaa !172
    #dbg_value(i64 %311, !149, !DIExpression(), !319)
  %312 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i64 noundef %311), !dbg !320
  %313 = tail call fastcc i64 @f_add(i64 noundef %6, i64 noundef %311), !dbg !321
    #dbg_value(ptr @.str.14, !181, !DIExpression(), !322)
    #dbg_value(i64 %313, !188, !DIExpression(), !322)
  %314 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.28, ptr noundef nonnull @.str.14, i64 noundef %313), !dbg !324
    #dbg_value(i64 %313, !193, !DIExpression(), !325)
    #dbg_value(i32 0, !198, !DIExpression(), !327)
  %315 = load i64, ptr @hash, align 8, !tbaa !172
    #dbg_value(i32 0, !198, !DIExpression(), !327)
    #dbg_value(i64 0, !198, !DIExpression(), !327)
  %316 = and i64 %313, 255, !dbg !328
  %317 = xor i64 %315, %316, !dbg !329
  %318 = mul i64 %317, 1099511628211, !dbg !330
    #dbg_value(i64 1, !198, !DIExpression(), !327)
  %319 = lshr i64 %313, 8, !dbg !331
  %320 = and i64 %319, 255, !dbg !328
  %321 = xor i64 %318, %320, !dbg !329
  %322 = mul i64 %321, 1099511628211, !dbg !330
    #dbg_value(i64 2, !198, !DIExpression(), !327)
  %323 = lshr i64 %313, 16, !dbg !331
  %324 = and i64 %323, 255, !dbg !328
  %325 = xor i64 %322, %324, !dbg !329
  %326 = mul i64 %325, 1099511628211, !dbg !330
    #dbg_value(i64 3, !198, !DIExpression(), !327)
  %327 = lshr i64 %313, 24, !dbg !331
  %328 = and i64 %327, 255, !dbg !328
  %329 = xor i64 %326, %328, !dbg !329
  %330 = mul i64 %329, 1099511628211, !dbg !330
    #dbg_value(i64 4, !198, !DIExpression(), !327)
  %331 = lshr i64 %313, 32, !dbg !331
  %332 = and i64 %331, 255, !dbg !328
  %333 = xor i64 %330, %332, !dbg !329
  %334 = mul i64 %333, 1099511628211, !dbg !330
    #dbg_value(i64 5, !198, !DIExpression(), !327)
  %335 = lshr i64 %313, 40, !dbg !331
  %336 = and i64 %335, 255, !dbg !328
  %337 = xor i64 %334, %336, !dbg !329
  %338 = mul i64 %337, 1099511628211, !dbg !330
    #dbg_value(i64 6, !198, !DIExpression(), !327)
  %339 = lshr i64 %313, 48, !dbg !331
  %340 = and i64 %339, 255, !dbg !328
  %341 = xor i64 %338, %340, !dbg !329
  %342 = mul i64 %341, 1099511628211, !dbg !330
    #dbg_value(i64 7, !198, !DIExpression(), !327)
  %343 = lshr i64 %313, 56, !dbg !331
  %344 = xor i64 %342, %343, !dbg !329
  %345 = mul i64 %344, 1099511628211, !dbg !330
    #dbg_value(i64 8, !198, !DIExpression(), !327)
  store i64 %345, ptr @hash, align 8, !dbg !332, !tbaa !172
  %346 = tail call fastcc i64 @f_sub(i64 noundef %6, i64 noundef %311), !dbg !333
    #dbg_value(ptr @.str.15, !181, !DIExpression(), !334)
    #dbg_value(i64 %346, !188, !DIExpression(), !334)
  %347 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.28, ptr noundef nonnull @.str.15, i64 noundef %346), !dbg !336
    #dbg_value(i64 %346, !193, !DIExpression(), !337)
    #dbg_value(i32 0, !198, !DIExpression(), !339)
  %348 = load i64, ptr @hash, align 8, !tbaa !172
    #dbg_value(i32 0, !198, !DIExpression(), !339)
    #dbg_value(i64 0, !198, !DIExpression(), !339)
  %349 = and i64 %346, 255, !dbg !340
  %350 = xor i64 %348, %349, !dbg !341
  %351 = mul i64 %350, 1099511628211, !dbg !342
    #dbg_value(i64 1, !198, !DIExpression(), !339)
  %352 = lshr i64 %346, 8, !dbg !343
  %353 = and i64 %352, 255, !dbg !340
  %354 = xor i64 %351, %353, !dbg !341
  %355 = mul i64 %354, 1099511628211, !dbg !342
    #dbg_value(i64 2, !198, !DIExpression(), !339)
  %356 = lshr i64 %346, 16, !dbg !343
  %357 = and i64 %356, 255, !dbg !340
  %358 = xor i64 %355, %357, !dbg !341
  %359 = mul i64 %358, 1099511628211, !dbg !342
    #dbg_value(i64 3, !198, !DIExpression(), !339)
  %360 = lshr i64 %346, 24, !dbg !343
  %361 = and i64 %360, 255, !dbg !340
  %362 = xor i64 %359, %361, !dbg !341
  %363 = mul i64 %362, 1099511628211, !dbg !342
    #dbg_value(i64 4, !198, !DIExpression(), !339)
  %364 = lshr i64 %346, 32, !dbg !343
  %365 = and i64 %364, 255, !dbg !340
  %366 = xor i64 %363, %365, !dbg !341
  %367 = mul i64 %366, 1099511628211, !dbg !342
    #dbg_value(i64 5, !198, !DIExpression(), !339)
  %368 = lshr i64 %346, 40, !dbg !343
  %369 = and i64 %368, 255, !dbg !340
  %370 = xor i64 %367, %369, !dbg !341
  %371 = mul i64 %370, 1099511628211, !dbg !342
    #dbg_value(i64 6, !198, !DIExpression(), !339)
  %372 = lshr i64 %346, 48, !dbg !343
  %373 = and i64 %372, 255, !dbg !340
  %374 = xor i64 %371, %373, !dbg !341
  %375 = mul i64 %374, 1099511628211, !dbg !342
    #dbg_value(i64 7, !198, !DIExpression(), !339)
  %376 = lshr i64 %346, 56, !dbg !343
  %377 = xor i64 %375, %376, !dbg !341
  %378 = mul i64 %377, 1099511628211, !dbg !342
    #dbg_value(i64 8, !198, !DIExpression(), !339)
  store i64 %378, ptr @hash, align 8, !dbg !344, !tbaa !172
  %379 = tail call fastcc i64 @f_mul(i64 noundef %6, i64 noundef %311), !dbg !345
    #dbg_value(ptr @.str.16, !181, !DIExpression(), !346)
    #dbg_value(i64 %379, !188, !DIExpression(), !346)
  %380 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.28, ptr noundef nonnull @.str.16, i64 noundef %379), !dbg !348
    #dbg_value(i64 %379, !193, !DIExpression(), !349)
    #dbg_value(i32 0, !198, !DIExpression(), !351)
  %381 = load i64, ptr @hash, align 8, !tbaa !172
    #dbg_value(i32 0, !198, !DIExpression(), !351)
    #dbg_value(i64 0, !198, !DIExpression(), !351)
  %382 = and i64 %379, 255, !dbg !352
  %383 = xor i64 %381, %382, !dbg !353
  %384 = mul i64 %383, 1099511628211, !dbg !354
    #dbg_value(i64 1, !198, !DIExpression(), !351)
  %385 = lshr i64 %379, 8, !dbg !355
  %386 = and i64 %385, 255, !dbg !352
  %387 = xor i64 %384, %386, !dbg !353
  %388 = mul i64 %387, 1099511628211, !dbg !354
    #dbg_value(i64 2, !198, !DIExpression(), !351)
  %389 = lshr i64 %379, 16, !dbg !355
  %390 = and i64 %389, 255, !dbg !352
  %391 = xor i64 %388, %390, !dbg !353
  %392 = mul i64 %391, 1099511628211, !dbg !354
    #dbg_value(i64 3, !198, !DIExpression(), !351)
  %393 = lshr i64 %379, 24, !dbg !355
  %394 = and i64 %393, 255, !dbg !352
  %395 = xor i64 %392, %394, !dbg !353
  %396 = mul i64 %395, 1099511628211, !dbg !354
    #dbg_value(i64 4, !198, !DIExpression(), !351)
  %397 = lshr i64 %379, 32, !dbg !355
  %398 = and i64 %397, 255, !dbg !352
  %399 = xor i64 %396, %398, !dbg !353
  %400 = mul i64 %399, 1099511628211, !dbg !354
    #dbg_value(i64 5, !198, !DIExpression(), !351)
  %401 = lshr i64 %379, 40, !dbg !355
  %402 = and i64 %401, 255, !dbg !352
  %403 = xor i64 %400, %402, !dbg !353
  %404 = mul i64 %403, 1099511628211, !dbg !354
    #dbg_value(i64 6, !198, !DIExpression(), !351)
  %405 = lshr i64 %379, 48, !dbg !355
  %406 = and i64 %405, 255, !dbg !352
  %407 = xor i64 %404, %406, !dbg !353
  %408 = mul i64 %407, 1099511628211, !dbg !354
    #dbg_value(i64 7, !198, !DIExpression(), !351)
  %409 = lshr i64 %379, 56, !dbg !355
  %410 = xor i64 %408, %409, !dbg !353
  %411 = mul i64 %410, 1099511628211, !dbg !354
    #dbg_value(i64 8, !198, !DIExpression(), !351)
  store i64 %411, ptr @hash, align 8, !dbg !356, !tbaa !172
  %412 = icmp eq i64 %311, 0, !dbg !357
  br i1 %412, label %485, label %413, !dbg !359

413:                                              ; preds = %308
  %414 = tail call fastcc i64 @f_div(i64 noundef %6, i64 noundef %311), !dbg !360
    #dbg_value(ptr @.str.17, !181, !DIExpression(), !362)
    #dbg_value(i64 %414, !188, !DIExpression(), !362)
  %415 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.28, ptr noundef nonnull @.str.17, i64 noundef %414), !dbg !364
    #dbg_value(i64 %414, !193, !DIExpression(), !365)
    #dbg_value(i32 0, !198, !DIExpression(), !367)
  %416 = load i64, ptr @hash, align 8, !tbaa !172
    #dbg_value(i32 0, !198, !DIExpression(), !367)
    #dbg_value(i64 0, !198, !DIExpression(), !367)
  %417 = and i64 %414, 255, !dbg !368
  %418 = xor i64 %416, %417, !dbg !369
  %419 = mul i64 %418, 1099511628211, !dbg !370
    #dbg_value(i64 1, !198, !DIExpression(), !367)
  %420 = lshr i64 %414, 8, !dbg !371
  %421 = and i64 %420, 255, !dbg !368
  %422 = xor i64 %419, %421, !dbg !369
  %423 = mul i64 %422, 1099511628211, !dbg !370
    #dbg_value(i64 2, !198, !DIExpression(), !367)
  %424 = lshr i64 %414, 16, !dbg !371
  %425 = and i64 %424, 255, !dbg !368
  %426 = xor i64 %423, %425, !dbg !369
  %427 = mul i64 %426, 1099511628211, !dbg !370
    #dbg_value(i64 3, !198, !DIExpression(), !367)
  %428 = lshr i64 %414, 24, !dbg !371
  %429 = and i64 %428, 255, !dbg !368
  %430 = xor i64 %427, %429, !dbg !369
  %431 = mul i64 %430, 1099511628211, !dbg !370
    #dbg_value(i64 4, !198, !DIExpression(), !367)
  %432 = lshr i64 %414, 32, !dbg !371
  %433 = and i64 %432, 255, !dbg !368
  %434 = xor i64 %431, %433, !dbg !369
  %435 = mul i64 %434, 1099511628211, !dbg !370
    #dbg_value(i64 5, !198, !DIExpression(), !367)
  %436 = lshr i64 %414, 40, !dbg !371
  %437 = and i64 %436, 255, !dbg !368
  %438 = xor i64 %435, %437, !dbg !369
  %439 = mul i64 %438, 1099511628211, !dbg !370
    #dbg_value(i64 6, !198, !DIExpression(), !367)
  %440 = lshr i64 %414, 48, !dbg !371
  %441 = and i64 %440, 255, !dbg !368
  %442 = xor i64 %439, %441, !dbg !369
  %443 = mul i64 %442, 1099511628211, !dbg !370
    #dbg_value(i64 7, !198, !DIExpression(), !367)
  %444 = lshr i64 %414, 56, !dbg !371
  %445 = xor i64 %443, %444, !dbg !369
  %446 = mul i64 %445, 1099511628211, !dbg !370
    #dbg_value(i64 8, !198, !DIExpression(), !367)
  store i64 %446, ptr @hash, align 8, !dbg !372, !tbaa !172
  %447 = tail call fastcc i64 @f_rem(i64 noundef %6, i64 noundef %311), !dbg !373
    #dbg_value(ptr @.str.18, !181, !DIExpression(), !374)
    #dbg_value(i64 %447, !188, !DIExpression(), !374)
  %448 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.28, ptr noundef nonnull @.str.18, i64 noundef %447), !dbg !376
    #dbg_value(i64 %447, !193, !DIExpression(), !377)
    #dbg_value(i32 0, !198, !DIExpression(), !379)
  %449 = load i64, ptr @hash, align 8, !tbaa !172
    #dbg_value(i32 0, !198, !DIExpression(), !379)
    #dbg_value(i64 0, !198, !DIExpression(), !379)
  %450 = and i64 %447, 255, !dbg !380
  %451 = xor i64 %449, %450, !dbg !381
  %452 = mul i64 %451, 1099511628211, !dbg !382
    #dbg_value(i64 1, !198, !DIExpression(), !379)
  %453 = lshr i64 %447, 8, !dbg !383
  %454 = and i64 %453, 255, !dbg !380
  %455 = xor i64 %452, %454, !dbg !381
  %456 = mul i64 %455, 1099511628211, !dbg !382
    #dbg_value(i64 2, !198, !DIExpression(), !379)
  %457 = lshr i64 %447, 16, !dbg !383
  %458 = and i64 %457, 255, !dbg !380
  %459 = xor i64 %456, %458, !dbg !381
  %460 = mul i64 %459, 1099511628211, !dbg !382
    #dbg_value(i64 3, !198, !DIExpression(), !379)
  %461 = lshr i64 %447, 24, !dbg !383
  %462 = and i64 %461, 255, !dbg !380
  %463 = xor i64 %460, %462, !dbg !381
  %464 = mul i64 %463, 1099511628211, !dbg !382
    #dbg_value(i64 4, !198, !DIExpression(), !379)
  %465 = lshr i64 %447, 32, !dbg !383
  %466 = and i64 %465, 255, !dbg !380
  %467 = xor i64 %464, %466, !dbg !381
  %468 = mul i64 %467, 1099511628211, !dbg !382
    #dbg_value(i64 5, !198, !DIExpression(), !379)
  %469 = lshr i64 %447, 40, !dbg !383
  %470 = and i64 %469, 255, !dbg !380
  %471 = xor i64 %468, %470, !dbg !381
  %472 = mul i64 %471, 1099511628211, !dbg !382
    #dbg_value(i64 6, !198, !DIExpression(), !379)
  %473 = lshr i64 %447, 48, !dbg !383
  %474 = and i64 %473, 255, !dbg !380
  %475 = xor i64 %472, %474, !dbg !381
  %476 = mul i64 %475, 1099511628211, !dbg !382
    #dbg_value(i64 7, !198, !DIExpression(), !379)
  %477 = lshr i64 %447, 56, !dbg !383
  %478 = xor i64 %476, %477, !dbg !381
  %479 = mul i64 %478, 1099511628211, !dbg !382
    #dbg_value(i64 8, !198, !DIExpression(), !379)
  store i64 %479, ptr @hash, align 8, !dbg !384, !tbaa !172
  %480 = tail call fastcc i64 @f_mul(i64 noundef %414, i64 noundef %311), !dbg !385
  %481 = add i64 %480, %447, !dbg !387
  %482 = icmp eq i64 %481, %6, !dbg !388
  br i1 %482, label %485, label %483, !dbg !389

483:                                              ; preds = %413
  %484 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19), !dbg !390
  br label %485, !dbg !390

485:                                              ; preds = %413, %483, %308
  %486 = tail call fastcc i64 @f_and(i64 noundef %6, i64 noundef %311), !dbg !391
    #dbg_value(ptr @.str.20, !181, !DIExpression(), !392)
    #dbg_value(i64 %486, !188, !DIExpression(), !392)
  %487 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.28, ptr noundef nonnull @.str.20, i64 noundef %486), !dbg !394
    #dbg_value(i64 %486, !193, !DIExpression(), !395)
    #dbg_value(i32 0, !198, !DIExpression(), !397)
  %488 = load i64, ptr @hash, align 8, !tbaa !172
    #dbg_value(i64 0, !198, !DIExpression(), !397)
  %489 = and i64 %486, 255, !dbg !398
  %490 = xor i64 %488, %489, !dbg !399
  %491 = mul i64 %490, 1099511628211, !dbg !400
    #dbg_value(i64 1, !198, !DIExpression(), !397)
  %492 = lshr i64 %486, 8, !dbg !401
  %493 = and i64 %492, 255, !dbg !398
  %494 = xor i64 %491, %493, !dbg !399
  %495 = mul i64 %494, 1099511628211, !dbg !400
    #dbg_value(i64 2, !198, !DIExpression(), !397)
  %496 = lshr i64 %486, 16, !dbg !401
  %497 = and i64 %496, 255, !dbg !398
  %498 = xor i64 %495, %497, !dbg !399
  %499 = mul i64 %498, 1099511628211, !dbg !400
    #dbg_value(i64 3, !198, !DIExpression(), !397)
  %500 = lshr i64 %486, 24, !dbg !401
  %501 = and i64 %500, 255, !dbg !398
  %502 = xor i64 %499, %501, !dbg !399
  %503 = mul i64 %502, 1099511628211, !dbg !400
    #dbg_value(i64 4, !198, !DIExpression(), !397)
  %504 = lshr i64 %486, 32, !dbg !401
  %505 = and i64 %504, 255, !dbg !398
  %506 = xor i64 %503, %505, !dbg !399
  %507 = mul i64 %506, 1099511628211, !dbg !400
    #dbg_value(i64 5, !198, !DIExpression(), !397)
  %508 = lshr i64 %486, 40, !dbg !401
  %509 = and i64 %508, 255, !dbg !398
  %510 = xor i64 %507, %509, !dbg !399
  %511 = mul i64 %510, 1099511628211, !dbg !400
    #dbg_value(i64 6, !198, !DIExpression(), !397)
  %512 = lshr i64 %486, 48, !dbg !401
  %513 = and i64 %512, 255, !dbg !398
  %514 = xor i64 %511, %513, !dbg !399
  %515 = mul i64 %514, 1099511628211, !dbg !400
    #dbg_value(i64 7, !198, !DIExpression(), !397)
  %516 = lshr i64 %486, 56, !dbg !401
  %517 = xor i64 %515, %516, !dbg !399
  %518 = mul i64 %517, 1099511628211, !dbg !400
    #dbg_value(i64 8, !198, !DIExpression(), !397)
  store i64 %518, ptr @hash, align 8, !dbg !402, !tbaa !172
  %519 = tail call fastcc i64 @f_or(i64 noundef %6, i64 noundef %311), !dbg !403
    #dbg_value(ptr @.str.21, !181, !DIExpression(), !404)
    #dbg_value(i64 %519, !188, !DIExpression(), !404)
  %520 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.28, ptr noundef nonnull @.str.21, i64 noundef %519), !dbg !406
    #dbg_value(i64 %519, !193, !DIExpression(), !407)
    #dbg_value(i32 0, !198, !DIExpression(), !409)
  %521 = load i64, ptr @hash, align 8, !tbaa !172
    #dbg_value(i64 0, !198, !DIExpression(), !409)
  %522 = and i64 %519, 255, !dbg !410
  %523 = xor i64 %521, %522, !dbg !411
  %524 = mul i64 %523, 1099511628211, !dbg !412
    #dbg_value(i64 1, !198, !DIExpression(), !409)
  %525 = lshr i64 %519, 8, !dbg !413
  %526 = and i64 %525, 255, !dbg !410
  %527 = xor i64 %524, %526, !dbg !411
  %528 = mul i64 %527, 1099511628211, !dbg !412
    #dbg_value(i64 2, !198, !DIExpression(), !409)
  %529 = lshr i64 %519, 16, !dbg !413
  %530 = and i64 %529, 255, !dbg !410
  %531 = xor i64 %528, %530, !dbg !411
  %532 = mul i64 %531, 1099511628211, !dbg !412
    #dbg_value(i64 3, !198, !DIExpression(), !409)
  %533 = lshr i64 %519, 24, !dbg !413
  %534 = and i64 %533, 255, !dbg !410
  %535 = xor i64 %532, %534, !dbg !411
  %536 = mul i64 %535, 1099511628211, !dbg !412
    #dbg_value(i64 4, !198, !DIExpression(), !409)
  %537 = lshr i64 %519, 32, !dbg !413
  %538 = and i64 %537, 255, !dbg !410
  %539 = xor i64 %536, %538, !dbg !411
  %540 = mul i64 %539, 1099511628211, !dbg !412
    #dbg_value(i64 5, !198, !DIExpression(), !409)
  %541 = lshr i64 %519, 40, !dbg !413
  %542 = and i64 %541, 255, !dbg !410
  %543 = xor i64 %540, %542, !dbg !411
  %544 = mul i64 %543, 1099511628211, !dbg !412
    #dbg_value(i64 6, !198, !DIExpression(), !409)
  %545 = lshr i64 %519, 48, !dbg !413
  %546 = and i64 %545, 255, !dbg !410
  %547 = xor i64 %544, %546, !dbg !411
  %548 = mul i64 %547, 1099511628211, !dbg !412
    #dbg_value(i64 7, !198, !DIExpression(), !409)
  %549 = lshr i64 %519, 56, !dbg !413
  %550 = xor i64 %548, %549, !dbg !411
  %551 = mul i64 %550, 1099511628211, !dbg !412
    #dbg_value(i64 8, !198, !DIExpression(), !409)
  store i64 %551, ptr @hash, align 8, !dbg !414, !tbaa !172
  %552 = tail call fastcc i64 @f_xor(i64 noundef %6, i64 noundef %311), !dbg !415
    #dbg_value(ptr @.str.22, !181, !DIExpression(), !416)
    #dbg_value(i64 %552, !188, !DIExpression(), !416)
  %553 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.28, ptr noundef nonnull @.str.22, i64 noundef %552), !dbg !418
    #dbg_value(i64 %552, !193, !DIExpression(), !419)
    #dbg_value(i32 0, !198, !DIExpression(), !421)
  %554 = load i64, ptr @hash, align 8, !tbaa !172
    #dbg_value(i64 0, !198, !DIExpression(), !421)
  %555 = and i64 %552, 255, !dbg !422
  %556 = xor i64 %554, %555, !dbg !423
  %557 = mul i64 %556, 1099511628211, !dbg !424
    #dbg_value(i64 1, !198, !DIExpression(), !421)
  %558 = lshr i64 %552, 8, !dbg !425
  %559 = and i64 %558, 255, !dbg !422
  %560 = xor i64 %557, %559, !dbg !423
  %561 = mul i64 %560, 1099511628211, !dbg !424
    #dbg_value(i64 2, !198, !DIExpression(), !421)
  %562 = lshr i64 %552, 16, !dbg !425
  %563 = and i64 %562, 255, !dbg !422
  %564 = xor i64 %561, %563, !dbg !423
  %565 = mul i64 %564, 1099511628211, !dbg !424
    #dbg_value(i64 3, !198, !DIExpression(), !421)
  %566 = lshr i64 %552, 24, !dbg !425
  %567 = and i64 %566, 255, !dbg !422
  %568 = xor i64 %565, %567, !dbg !423
  %569 = mul i64 %568, 1099511628211, !dbg !424
    #dbg_value(i64 4, !198, !DIExpression(), !421)
  %570 = lshr i64 %552, 32, !dbg !425
  %571 = and i64 %570, 255, !dbg !422
  %572 = xor i64 %569, %571, !dbg !423
  %573 = mul i64 %572, 1099511628211, !dbg !424
    #dbg_value(i64 5, !198, !DIExpression(), !421)
  %574 = lshr i64 %552, 40, !dbg !425
  %575 = and i64 %574, 255, !dbg !422
  %576 = xor i64 %573, %575, !dbg !423
  %577 = mul i64 %576, 1099511628211, !dbg !424
    #dbg_value(i64 6, !198, !DIExpression(), !421)
  %578 = lshr i64 %552, 48, !dbg !425
  %579 = and i64 %578, 255, !dbg !422
  %580 = xor i64 %577, %579, !dbg !423
  %581 = mul i64 %580, 1099511628211, !dbg !424
    #dbg_value(i64 7, !198, !DIExpression(), !421)
  %582 = lshr i64 %552, 56, !dbg !425
  %583 = xor i64 %581, %582, !dbg !423
  %584 = mul i64 %583, 1099511628211, !dbg !424
    #dbg_value(i64 8, !198, !DIExpression(), !421)
  store i64 %584, ptr @hash, align 8, !dbg !426, !tbaa !172
  %585 = tail call fastcc i32 @f_lt(i64 noundef %6, i64 noundef %311), !dbg !427
  %586 = tail call fastcc i32 @f_le(i64 noundef %6, i64 noundef %311), !dbg !428
  %587 = tail call fastcc i32 @f_eq(i64 noundef %6, i64 noundef %311), !dbg !429
  %588 = icmp ne i64 %6, %311, !dbg !430
  %589 = zext i1 %588 to i32, !dbg !430
  %590 = icmp ugt i64 %6, %311, !dbg !431
  %591 = zext i1 %590 to i32, !dbg !431
  %592 = icmp uge i64 %6, %311, !dbg !432
  %593 = zext i1 %592 to i32, !dbg !432
  %594 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef %585, i32 noundef %586, i32 noundef %587, i32 noundef %589, i32 noundef %591, i32 noundef %593), !dbg !433
  %595 = shl nuw nsw i32 %585, 2, !dbg !434
  %596 = shl nuw nsw i32 %586, 1, !dbg !435
  %597 = or disjoint i32 %596, %595, !dbg !436
  %598 = or disjoint i32 %597, %587, !dbg !437
  %599 = zext nneg i32 %598 to i64, !dbg !438
    #dbg_value(i32 %598, !193, !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_stack_value), !439)
    #dbg_value(i32 0, !198, !DIExpression(), !441)
  %600 = load i64, ptr @hash, align 8, !tbaa !172
    #dbg_value(i64 0, !198, !DIExpression(), !441)
  %601 = xor i64 %600, %599, !dbg !442
    #dbg_value(i64 7, !198, !DIExpression(), !441)
  %602 = mul i64 %601, 2232315406967589409, !dbg !443
    #dbg_value(i64 8, !198, !DIExpression(), !441)
  store i64 %602, ptr @hash, align 8, !dbg !444, !tbaa !172
  %603 = tail call i32 @putchar(i32 10), !dbg !445
  %604 = add nuw nsw i64 %309, 1, !dbg !446
    #dbg_value(i64 %604, !147, !DIExpression(), !317)
  %605 = icmp eq i64 %604, 14, !dbg !447
  br i1 %605, label %305, label %308, !dbg !448, !llvm.loop !449

606:                                              ; preds = %305, %606
  %607 = phi i64 [ %644, %606 ], [ 0, %305 ]
    #dbg_value(i64 %607, !156, !DIExpression(), !451)
  %608 = getelementptr inbounds [16 x i64], ptr @__const.main.wides, i64 0, i64 %607, !dbg !452
  %609 = load i64, ptr %608, align 8, !dbg !452, !tbaa !455
  %610 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.24, i64 noundef %609), !dbg !457
    #dbg_value(ptr @.str.25, !181, !DIExpression(), !458)
    #dbg_value(i64 %609, !188, !DIExpression(), !458)
  %611 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.28, ptr noundef nonnull @.str.25, i64 noundef %609), !dbg !460
    #dbg_value(i64 %609, !193, !DIExpression(), !461)
    #dbg_value(i32 0, !198, !DIExpression(), !463)
  %612 = load i64, ptr @hash, align 8, !tbaa !172
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
  store i64 %642, ptr @hash, align 8, !dbg !468, !tbaa !172
  %643 = tail call i32 @putchar(i32 10), !dbg !469
  %644 = add nuw nsw i64 %607, 1, !dbg !470
    #dbg_value(i64 %644, !156, !DIExpression(), !451)
  %645 = icmp eq i64 %644, 16, !dbg !471
  br i1 %645, label %646, label %606, !dbg !472, !llvm.loop !473

646:                                              ; preds = %606
    #dbg_value(i64 undef, !159, !DIExpression(), !163)
    #dbg_value(ptr @.str.26, !181, !DIExpression(), !475)
    #dbg_value(!DIArgList(i64 4279096472194129823, i64 undef), !188, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_or, DW_OP_stack_value), !475)
  %647 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.28, ptr noundef nonnull @.str.26, i64 noundef 4279096472194129855), !dbg !477
    #dbg_value(!DIArgList(i64 4279096472194129823, i64 undef), !193, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_or, DW_OP_stack_value), !478)
    #dbg_value(i32 0, !198, !DIExpression(), !480)
  %648 = load i64, ptr @hash, align 8, !tbaa !172
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
  store i64 %664, ptr @hash, align 8, !dbg !483, !tbaa !172
  %665 = tail call i32 @putchar(i32 10), !dbg !484
  %666 = load i64, ptr @hash, align 8, !dbg !485, !tbaa !172
  %667 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.27, i64 noundef %666), !dbg !486
  %668 = load i64, ptr @hash, align 8, !dbg !487, !tbaa !172
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
!2 = !DIFile(filename: "programs/int_edges_u64.c", directory: ".", checksumkind: CSK_MD5, checksum: "bb4b44a23647de3d4556816b854e6266")
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
!103 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
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
!118 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint64_t", file: !119, line: 45, baseType: !103)
!119 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
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
!153 = !DICompositeType(tag: DW_TAG_array_type, baseType: !107, size: 1024, elements: !154)
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
!173 = !{!"long", !174, i64 0}
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
!203 = !DILocation(line: 16, column: 58, scope: !204, inlinedAt: !201)
!204 = distinct !DILexicalBlock(scope: !205, file: !2, line: 16, column: 33)
!205 = distinct !DILexicalBlock(scope: !199, file: !2, line: 16, column: 5)
!206 = !DILocation(line: 16, column: 40, scope: !204, inlinedAt: !201)
!207 = !DILocation(line: 16, column: 71, scope: !204, inlinedAt: !201)
!208 = !DILocation(line: 16, column: 46, scope: !204, inlinedAt: !201)
!209 = !DILocation(line: 16, scope: !204, inlinedAt: !201)
!210 = !DILocation(line: 52, column: 9, scope: !139)
!211 = !DILocation(line: 0, scope: !194, inlinedAt: !212)
!212 = distinct !DILocation(line: 53, column: 9, scope: !139)
!213 = !DILocation(line: 0, scope: !199, inlinedAt: !212)
!214 = !DILocation(line: 16, column: 58, scope: !204, inlinedAt: !212)
!215 = !DILocation(line: 16, column: 40, scope: !204, inlinedAt: !212)
!216 = !DILocation(line: 16, column: 71, scope: !204, inlinedAt: !212)
!217 = !DILocation(line: 16, column: 46, scope: !204, inlinedAt: !212)
!218 = !DILocation(line: 0, scope: !194, inlinedAt: !219)
!219 = distinct !DILocation(line: 53, column: 46, scope: !139)
!220 = !DILocation(line: 0, scope: !199, inlinedAt: !219)
!221 = !DILocation(line: 16, column: 40, scope: !204, inlinedAt: !219)
!222 = !DILocation(line: 16, column: 71, scope: !204, inlinedAt: !219)
!223 = !DILocation(line: 16, scope: !204, inlinedAt: !219)
!224 = !DILocation(line: 54, column: 25, scope: !139)
!225 = !DILocation(line: 0, scope: !182, inlinedAt: !226)
!226 = distinct !DILocation(line: 54, column: 9, scope: !139)
!227 = !DILocation(line: 39, column: 10, scope: !192, inlinedAt: !226)
!228 = !DILocation(line: 0, scope: !194, inlinedAt: !229)
!229 = distinct !DILocation(line: 40, column: 5, scope: !182, inlinedAt: !226)
!230 = !DILocation(line: 0, scope: !199, inlinedAt: !229)
!231 = !DILocation(line: 16, column: 58, scope: !204, inlinedAt: !229)
!232 = !DILocation(line: 16, column: 40, scope: !204, inlinedAt: !229)
!233 = !DILocation(line: 16, column: 71, scope: !204, inlinedAt: !229)
!234 = !DILocation(line: 16, column: 46, scope: !204, inlinedAt: !229)
!235 = !DILocation(line: 16, scope: !204, inlinedAt: !229)
!236 = !DILocation(line: 55, column: 19, scope: !139)
!237 = !DILocation(line: 0, scope: !182, inlinedAt: !238)
!238 = distinct !DILocation(line: 55, column: 9, scope: !139)
!239 = !DILocation(line: 39, column: 10, scope: !192, inlinedAt: !238)
!240 = !DILocation(line: 0, scope: !194, inlinedAt: !241)
!241 = distinct !DILocation(line: 40, column: 5, scope: !182, inlinedAt: !238)
!242 = !DILocation(line: 0, scope: !199, inlinedAt: !241)
!243 = !DILocation(line: 16, column: 58, scope: !204, inlinedAt: !241)
!244 = !DILocation(line: 16, column: 40, scope: !204, inlinedAt: !241)
!245 = !DILocation(line: 16, column: 71, scope: !204, inlinedAt: !241)
!246 = !DILocation(line: 16, column: 46, scope: !204, inlinedAt: !241)
!247 = !DILocation(line: 16, scope: !204, inlinedAt: !241)
!248 = !DILocation(line: 56, column: 19, scope: !139)
!249 = !DILocation(line: 0, scope: !182, inlinedAt: !250)
!250 = distinct !DILocation(line: 56, column: 9, scope: !139)
!251 = !DILocation(line: 39, column: 10, scope: !192, inlinedAt: !250)
!252 = !DILocation(line: 0, scope: !194, inlinedAt: !253)
!253 = distinct !DILocation(line: 40, column: 5, scope: !182, inlinedAt: !250)
!254 = !DILocation(line: 0, scope: !199, inlinedAt: !253)
!255 = !DILocation(line: 16, column: 58, scope: !204, inlinedAt: !253)
!256 = !DILocation(line: 16, column: 40, scope: !204, inlinedAt: !253)
!257 = !DILocation(line: 16, column: 71, scope: !204, inlinedAt: !253)
!258 = !DILocation(line: 16, column: 46, scope: !204, inlinedAt: !253)
!259 = !DILocation(line: 16, scope: !204, inlinedAt: !253)
!260 = !DILocation(line: 57, column: 30, scope: !139)
!261 = !DILocation(line: 57, column: 9, scope: !139)
!262 = !DILocation(line: 0, scope: !142)
!263 = !DILocation(line: 58, column: 9, scope: !142)
!264 = !DILocation(line: 59, column: 19, scope: !144)
!265 = !DILocation(line: 0, scope: !144)
!266 = !DILocation(line: 59, column: 36, scope: !144)
!267 = !DILocation(line: 0, scope: !194, inlinedAt: !268)
!268 = distinct !DILocation(line: 60, column: 13, scope: !144)
!269 = !DILocation(line: 0, scope: !199, inlinedAt: !268)
!270 = !DILocation(line: 16, column: 58, scope: !204, inlinedAt: !268)
!271 = !DILocation(line: 16, column: 40, scope: !204, inlinedAt: !268)
!272 = !DILocation(line: 16, column: 71, scope: !204, inlinedAt: !268)
!273 = !DILocation(line: 16, column: 46, scope: !204, inlinedAt: !268)
!274 = !DILocation(line: 0, scope: !194, inlinedAt: !275)
!275 = distinct !DILocation(line: 60, column: 41, scope: !144)
!276 = !DILocation(line: 0, scope: !199, inlinedAt: !275)
!277 = !DILocation(line: 16, column: 58, scope: !204, inlinedAt: !275)
!278 = !DILocation(line: 16, column: 40, scope: !204, inlinedAt: !275)
!279 = !DILocation(line: 16, column: 71, scope: !204, inlinedAt: !275)
!280 = !DILocation(line: 16, column: 46, scope: !204, inlinedAt: !275)
!281 = !DILocation(line: 16, scope: !204, inlinedAt: !275)
!282 = !DILocation(line: 61, column: 24, scope: !283)
!283 = distinct !DILexicalBlock(scope: !144, file: !2, line: 61, column: 17)
!284 = !DILocation(line: 61, column: 41, scope: !285)
!285 = distinct !DILexicalBlock(scope: !283, file: !2, line: 61, column: 39)
!286 = !DILocation(line: 0, scope: !182, inlinedAt: !287)
!287 = distinct !DILocation(line: 61, column: 62, scope: !285)
!288 = !DILocation(line: 39, column: 10, scope: !192, inlinedAt: !287)
!289 = !DILocation(line: 0, scope: !194, inlinedAt: !290)
!290 = distinct !DILocation(line: 40, column: 5, scope: !182, inlinedAt: !287)
!291 = !DILocation(line: 0, scope: !199, inlinedAt: !290)
!292 = !DILocation(line: 16, column: 40, scope: !204, inlinedAt: !290)
!293 = !DILocation(line: 16, column: 71, scope: !204, inlinedAt: !290)
!294 = !DILocation(line: 16, scope: !204, inlinedAt: !290)
!295 = !DILocation(line: 0, scope: !182, inlinedAt: !296)
!296 = distinct !DILocation(line: 61, column: 76, scope: !285)
!297 = !DILocation(line: 39, column: 10, scope: !192, inlinedAt: !296)
!298 = !DILocation(line: 0, scope: !194, inlinedAt: !299)
!299 = distinct !DILocation(line: 40, column: 5, scope: !182, inlinedAt: !296)
!300 = !DILocation(line: 0, scope: !199, inlinedAt: !299)
!301 = !DILocation(line: 16, column: 40, scope: !204, inlinedAt: !299)
!302 = !DILocation(line: 16, column: 71, scope: !204, inlinedAt: !299)
!303 = !DILocation(line: 16, scope: !204, inlinedAt: !299)
!304 = !DILocation(line: 61, column: 90, scope: !285)
!305 = !DILocation(line: 61, column: 104, scope: !285)
!306 = !DILocation(line: 58, column: 44, scope: !145)
!307 = !DILocation(line: 58, column: 37, scope: !145)
!308 = !DILocation(line: 58, column: 34, scope: !145)
!309 = !DILocation(line: 58, column: 27, scope: !145)
!310 = distinct !{!310, !263, !311, !312}
!311 = !DILocation(line: 62, column: 9, scope: !142)
!312 = !{!"llvm.loop.mustprogress"}
!313 = !DILocation(line: 48, column: 29, scope: !140)
!314 = !DILocation(line: 48, column: 23, scope: !140)
!315 = distinct !{!315, !170, !316, !312}
!316 = !DILocation(line: 77, column: 5, scope: !137)
!317 = !DILocation(line: 0, scope: !148)
!318 = !DILocation(line: 64, column: 19, scope: !150)
!319 = !DILocation(line: 0, scope: !150)
!320 = !DILocation(line: 65, column: 13, scope: !150)
!321 = !DILocation(line: 66, column: 21, scope: !150)
!322 = !DILocation(line: 0, scope: !182, inlinedAt: !323)
!323 = distinct !DILocation(line: 66, column: 13, scope: !150)
!324 = !DILocation(line: 39, column: 10, scope: !192, inlinedAt: !323)
!325 = !DILocation(line: 0, scope: !194, inlinedAt: !326)
!326 = distinct !DILocation(line: 40, column: 5, scope: !182, inlinedAt: !323)
!327 = !DILocation(line: 0, scope: !199, inlinedAt: !326)
!328 = !DILocation(line: 16, column: 58, scope: !204, inlinedAt: !326)
!329 = !DILocation(line: 16, column: 40, scope: !204, inlinedAt: !326)
!330 = !DILocation(line: 16, column: 71, scope: !204, inlinedAt: !326)
!331 = !DILocation(line: 16, column: 46, scope: !204, inlinedAt: !326)
!332 = !DILocation(line: 16, scope: !204, inlinedAt: !326)
!333 = !DILocation(line: 66, column: 43, scope: !150)
!334 = !DILocation(line: 0, scope: !182, inlinedAt: !335)
!335 = distinct !DILocation(line: 66, column: 35, scope: !150)
!336 = !DILocation(line: 39, column: 10, scope: !192, inlinedAt: !335)
!337 = !DILocation(line: 0, scope: !194, inlinedAt: !338)
!338 = distinct !DILocation(line: 40, column: 5, scope: !182, inlinedAt: !335)
!339 = !DILocation(line: 0, scope: !199, inlinedAt: !338)
!340 = !DILocation(line: 16, column: 58, scope: !204, inlinedAt: !338)
!341 = !DILocation(line: 16, column: 40, scope: !204, inlinedAt: !338)
!342 = !DILocation(line: 16, column: 71, scope: !204, inlinedAt: !338)
!343 = !DILocation(line: 16, column: 46, scope: !204, inlinedAt: !338)
!344 = !DILocation(line: 16, scope: !204, inlinedAt: !338)
!345 = !DILocation(line: 66, column: 65, scope: !150)
!346 = !DILocation(line: 0, scope: !182, inlinedAt: !347)
!347 = distinct !DILocation(line: 66, column: 57, scope: !150)
!348 = !DILocation(line: 39, column: 10, scope: !192, inlinedAt: !347)
!349 = !DILocation(line: 0, scope: !194, inlinedAt: !350)
!350 = distinct !DILocation(line: 40, column: 5, scope: !182, inlinedAt: !347)
!351 = !DILocation(line: 0, scope: !199, inlinedAt: !350)
!352 = !DILocation(line: 16, column: 58, scope: !204, inlinedAt: !350)
!353 = !DILocation(line: 16, column: 40, scope: !204, inlinedAt: !350)
!354 = !DILocation(line: 16, column: 71, scope: !204, inlinedAt: !350)
!355 = !DILocation(line: 16, column: 46, scope: !204, inlinedAt: !350)
!356 = !DILocation(line: 16, scope: !204, inlinedAt: !350)
!357 = !DILocation(line: 67, column: 19, scope: !358)
!358 = distinct !DILexicalBlock(scope: !150, file: !2, line: 67, column: 17)
!359 = !DILocation(line: 67, column: 17, scope: !150)
!360 = !DILocation(line: 68, column: 25, scope: !361)
!361 = distinct !DILexicalBlock(scope: !358, file: !2, line: 67, column: 95)
!362 = !DILocation(line: 0, scope: !182, inlinedAt: !363)
!363 = distinct !DILocation(line: 68, column: 17, scope: !361)
!364 = !DILocation(line: 39, column: 10, scope: !192, inlinedAt: !363)
!365 = !DILocation(line: 0, scope: !194, inlinedAt: !366)
!366 = distinct !DILocation(line: 40, column: 5, scope: !182, inlinedAt: !363)
!367 = !DILocation(line: 0, scope: !199, inlinedAt: !366)
!368 = !DILocation(line: 16, column: 58, scope: !204, inlinedAt: !366)
!369 = !DILocation(line: 16, column: 40, scope: !204, inlinedAt: !366)
!370 = !DILocation(line: 16, column: 71, scope: !204, inlinedAt: !366)
!371 = !DILocation(line: 16, column: 46, scope: !204, inlinedAt: !366)
!372 = !DILocation(line: 16, scope: !204, inlinedAt: !366)
!373 = !DILocation(line: 68, column: 47, scope: !361)
!374 = !DILocation(line: 0, scope: !182, inlinedAt: !375)
!375 = distinct !DILocation(line: 68, column: 39, scope: !361)
!376 = !DILocation(line: 39, column: 10, scope: !192, inlinedAt: !375)
!377 = !DILocation(line: 0, scope: !194, inlinedAt: !378)
!378 = distinct !DILocation(line: 40, column: 5, scope: !182, inlinedAt: !375)
!379 = !DILocation(line: 0, scope: !199, inlinedAt: !378)
!380 = !DILocation(line: 16, column: 58, scope: !204, inlinedAt: !378)
!381 = !DILocation(line: 16, column: 40, scope: !204, inlinedAt: !378)
!382 = !DILocation(line: 16, column: 71, scope: !204, inlinedAt: !378)
!383 = !DILocation(line: 16, column: 46, scope: !204, inlinedAt: !378)
!384 = !DILocation(line: 16, scope: !204, inlinedAt: !378)
!385 = !DILocation(line: 70, column: 29, scope: !386)
!386 = distinct !DILexicalBlock(scope: !361, file: !2, line: 70, column: 21)
!387 = !DILocation(line: 70, column: 51, scope: !386)
!388 = !DILocation(line: 70, column: 70, scope: !386)
!389 = !DILocation(line: 70, column: 21, scope: !361)
!390 = !DILocation(line: 70, column: 76, scope: !386)
!391 = !DILocation(line: 72, column: 21, scope: !150)
!392 = !DILocation(line: 0, scope: !182, inlinedAt: !393)
!393 = distinct !DILocation(line: 72, column: 13, scope: !150)
!394 = !DILocation(line: 39, column: 10, scope: !192, inlinedAt: !393)
!395 = !DILocation(line: 0, scope: !194, inlinedAt: !396)
!396 = distinct !DILocation(line: 40, column: 5, scope: !182, inlinedAt: !393)
!397 = !DILocation(line: 0, scope: !199, inlinedAt: !396)
!398 = !DILocation(line: 16, column: 58, scope: !204, inlinedAt: !396)
!399 = !DILocation(line: 16, column: 40, scope: !204, inlinedAt: !396)
!400 = !DILocation(line: 16, column: 71, scope: !204, inlinedAt: !396)
!401 = !DILocation(line: 16, column: 46, scope: !204, inlinedAt: !396)
!402 = !DILocation(line: 16, scope: !204, inlinedAt: !396)
!403 = !DILocation(line: 72, column: 43, scope: !150)
!404 = !DILocation(line: 0, scope: !182, inlinedAt: !405)
!405 = distinct !DILocation(line: 72, column: 35, scope: !150)
!406 = !DILocation(line: 39, column: 10, scope: !192, inlinedAt: !405)
!407 = !DILocation(line: 0, scope: !194, inlinedAt: !408)
!408 = distinct !DILocation(line: 40, column: 5, scope: !182, inlinedAt: !405)
!409 = !DILocation(line: 0, scope: !199, inlinedAt: !408)
!410 = !DILocation(line: 16, column: 58, scope: !204, inlinedAt: !408)
!411 = !DILocation(line: 16, column: 40, scope: !204, inlinedAt: !408)
!412 = !DILocation(line: 16, column: 71, scope: !204, inlinedAt: !408)
!413 = !DILocation(line: 16, column: 46, scope: !204, inlinedAt: !408)
!414 = !DILocation(line: 16, scope: !204, inlinedAt: !408)
!415 = !DILocation(line: 72, column: 64, scope: !150)
!416 = !DILocation(line: 0, scope: !182, inlinedAt: !417)
!417 = distinct !DILocation(line: 72, column: 56, scope: !150)
!418 = !DILocation(line: 39, column: 10, scope: !192, inlinedAt: !417)
!419 = !DILocation(line: 0, scope: !194, inlinedAt: !420)
!420 = distinct !DILocation(line: 40, column: 5, scope: !182, inlinedAt: !417)
!421 = !DILocation(line: 0, scope: !199, inlinedAt: !420)
!422 = !DILocation(line: 16, column: 58, scope: !204, inlinedAt: !420)
!423 = !DILocation(line: 16, column: 40, scope: !204, inlinedAt: !420)
!424 = !DILocation(line: 16, column: 71, scope: !204, inlinedAt: !420)
!425 = !DILocation(line: 16, column: 46, scope: !204, inlinedAt: !420)
!426 = !DILocation(line: 16, scope: !204, inlinedAt: !420)
!427 = !DILocation(line: 73, column: 41, scope: !150)
!428 = !DILocation(line: 73, column: 53, scope: !150)
!429 = !DILocation(line: 73, column: 65, scope: !150)
!430 = !DILocation(line: 73, column: 79, scope: !150)
!431 = !DILocation(line: 73, column: 87, scope: !150)
!432 = !DILocation(line: 73, column: 94, scope: !150)
!433 = !DILocation(line: 73, column: 13, scope: !150)
!434 = !DILocation(line: 74, column: 49, scope: !150)
!435 = !DILocation(line: 74, column: 66, scope: !150)
!436 = !DILocation(line: 74, column: 53, scope: !150)
!437 = !DILocation(line: 74, column: 70, scope: !150)
!438 = !DILocation(line: 74, column: 17, scope: !150)
!439 = !DILocation(line: 0, scope: !194, inlinedAt: !440)
!440 = distinct !DILocation(line: 74, column: 13, scope: !150)
!441 = !DILocation(line: 0, scope: !199, inlinedAt: !440)
!442 = !DILocation(line: 16, column: 40, scope: !204, inlinedAt: !440)
!443 = !DILocation(line: 16, column: 71, scope: !204, inlinedAt: !440)
!444 = !DILocation(line: 16, scope: !204, inlinedAt: !440)
!445 = !DILocation(line: 75, column: 13, scope: !150)
!446 = !DILocation(line: 63, column: 33, scope: !151)
!447 = !DILocation(line: 63, column: 27, scope: !151)
!448 = !DILocation(line: 63, column: 9, scope: !148)
!449 = distinct !{!449, !448, !450, !312}
!450 = !DILocation(line: 76, column: 9, scope: !148)
!451 = !DILocation(line: 0, scope: !157)
!452 = !DILocation(line: 82, column: 34, scope: !453)
!453 = distinct !DILexicalBlock(scope: !454, file: !2, line: 81, column: 69)
!454 = distinct !DILexicalBlock(scope: !157, file: !2, line: 81, column: 5)
!455 = !{!456, !456, i64 0}
!456 = !{!"long long", !174, i64 0}
!457 = !DILocation(line: 82, column: 9, scope: !453)
!458 = !DILocation(line: 0, scope: !182, inlinedAt: !459)
!459 = distinct !DILocation(line: 82, column: 45, scope: !453)
!460 = !DILocation(line: 39, column: 10, scope: !192, inlinedAt: !459)
!461 = !DILocation(line: 0, scope: !194, inlinedAt: !462)
!462 = distinct !DILocation(line: 40, column: 5, scope: !182, inlinedAt: !459)
!463 = !DILocation(line: 0, scope: !199, inlinedAt: !462)
!464 = !DILocation(line: 16, column: 58, scope: !204, inlinedAt: !462)
!465 = !DILocation(line: 16, column: 40, scope: !204, inlinedAt: !462)
!466 = !DILocation(line: 16, column: 71, scope: !204, inlinedAt: !462)
!467 = !DILocation(line: 16, column: 46, scope: !204, inlinedAt: !462)
!468 = !DILocation(line: 16, scope: !204, inlinedAt: !462)
!469 = !DILocation(line: 82, column: 73, scope: !453)
!470 = !DILocation(line: 81, column: 65, scope: !454)
!471 = !DILocation(line: 81, column: 28, scope: !454)
!472 = !DILocation(line: 81, column: 5, scope: !157)
!473 = distinct !{!473, !472, !474, !312}
!474 = !DILocation(line: 83, column: 5, scope: !157)
!475 = !DILocation(line: 0, scope: !182, inlinedAt: !476)
!476 = distinct !DILocation(line: 92, column: 5, scope: !128)
!477 = !DILocation(line: 39, column: 10, scope: !192, inlinedAt: !476)
!478 = !DILocation(line: 0, scope: !194, inlinedAt: !479)
!479 = distinct !DILocation(line: 40, column: 5, scope: !182, inlinedAt: !476)
!480 = !DILocation(line: 0, scope: !199, inlinedAt: !479)
!481 = !DILocation(line: 16, column: 40, scope: !204, inlinedAt: !479)
!482 = !DILocation(line: 16, column: 71, scope: !204, inlinedAt: !479)
!483 = !DILocation(line: 16, scope: !204, inlinedAt: !479)
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
