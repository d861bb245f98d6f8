; ModuleID = 'programs/int_edges_i16.c'
source_filename = "programs/int_edges_i16.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@__const.main.vals = private unnamed_addr constant [14 x i16] [i16 -32768, i16 -32767, i16 -16384, i16 -1, i16 0, i16 1, i16 2, i16 3, i16 7, i16 16383, i16 32766, i16 32767, i16 23130, i16 -23131], align 16
@.str = private unnamed_addr constant [31 x i8] c"type short: size=%d signed=%d\0A\00", align 1, !dbg !0
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
define dso_local range(i32 0, 7) i32 @main() local_unnamed_addr #0 !dbg !130 {
  %1 = alloca [14 x i16], align 16, !DIAssignID !164
    #dbg_assign(i1 undef, !134, !DIExpression(), !164, ptr %1, !DIExpression(), !165)
    #dbg_assign(i1 undef, !154, !DIExpression(), !166, ptr @__const.main.wides, !DIExpression(), !165)
  call void @llvm.lifetime.start.p0(i64 28, ptr nonnull %1) #6, !dbg !167
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 16 %1, ptr align 16 @__const.main.vals, i64 28, i1 true), !dbg !168, !DIAssignID !169
    #dbg_assign(i1 undef, !134, !DIExpression(), !169, ptr %1, !DIExpression(), !165)
    #dbg_value(i32 14, !137, !DIExpression(), !165)
  %2 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 2, i32 noundef 1), !dbg !170
    #dbg_value(i32 0, !138, !DIExpression(), !171)
  br label %3, !dbg !172

3:                                                ; preds = %0, %328
  %4 = phi i64 [ 0, %0 ], [ %329, %328 ]
    #dbg_value(i64 %4, !138, !DIExpression(), !171)
  %5 = getelementptr inbounds [14 x i16], ptr %1, i64 0, i64 %4, !dbg !173
  %6 = load volatile i16, ptr %5, align 2, !dbg !173, !tbaa !174
    #dbg_value(i16 %6, !140, !DIExpression(), !178)
  %7 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1), !dbg !179
  %8 = sext i16 %6 to i64, !dbg !180
  %9 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i64 noundef %8), !dbg !182
  %10 = tail call fastcc signext i16 @f_not(i16 noundef signext %6), !dbg !183
    #dbg_value(ptr @.str.3, !184, !DIExpression(), !192)
    #dbg_value(i16 %10, !191, !DIExpression(), !192)
  %11 = sext i16 %10 to i64, !dbg !194
  %12 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.28, ptr noundef nonnull @.str.3, i64 noundef %11), !dbg !196
    #dbg_value(i64 %11, !197, !DIExpression(), !204)
    #dbg_value(i32 0, !202, !DIExpression(), !206)
  %13 = load i64, ptr @hash, align 8, !tbaa !207
    #dbg_value(i32 0, !202, !DIExpression(), !206)
    #dbg_value(i64 0, !202, !DIExpression(), !206)
  %14 = and i64 %11, 255, !dbg !209
  %15 = xor i64 %13, %14, !dbg !212
  %16 = mul i64 %15, 1099511628211, !dbg !213
    #dbg_value(i64 1, !202, !DIExpression(), !206)
  %17 = lshr i64 %11, 8, !dbg !214
  %18 = and i64 %17, 255, !dbg !209
  %19 = xor i64 %16, %18, !dbg !212
  %20 = mul i64 %19, 1099511628211, !dbg !213
    #dbg_value(i64 2, !202, !DIExpression(), !206)
  %21 = lshr i64 %11, 16, !dbg !214
  %22 = and i64 %21, 255, !dbg !209
  %23 = xor i64 %20, %22, !dbg !212
  %24 = mul i64 %23, 1099511628211, !dbg !213
    #dbg_value(i64 3, !202, !DIExpression(), !206)
  %25 = lshr i64 %11, 24, !dbg !214
  %26 = and i64 %25, 255, !dbg !209
  %27 = xor i64 %24, %26, !dbg !212
  %28 = mul i64 %27, 1099511628211, !dbg !213
    #dbg_value(i64 4, !202, !DIExpression(), !206)
  %29 = lshr i64 %11, 32, !dbg !214
  %30 = and i64 %29, 255, !dbg !209
  %31 = xor i64 %28, %30, !dbg !212
  %32 = mul i64 %31, 1099511628211, !dbg !213
    #dbg_value(i64 5, !202, !DIExpression(), !206)
  %33 = lshr i64 %11, 40, !dbg !214
  %34 = and i64 %33, 255, !dbg !209
  %35 = xor i64 %32, %34, !dbg !212
  %36 = mul i64 %35, 1099511628211, !dbg !213
    #dbg_value(i64 6, !202, !DIExpression(), !206)
  %37 = lshr i64 %11, 48, !dbg !214
  %38 = and i64 %37, 255, !dbg !209
  %39 = xor i64 %36, %38, !dbg !212
  %40 = mul i64 %39, 1099511628211, !dbg !213
    #dbg_value(i64 7, !202, !DIExpression(), !206)
  %41 = lshr i64 %11, 56, !dbg !214
  %42 = xor i64 %40, %41, !dbg !212
  %43 = mul i64 %42, 1099511628211, !dbg !213
    #dbg_value(i64 8, !202, !DIExpression(), !206)
  store i64 %43, ptr @hash, align 8, !dbg !215, !tbaa !207
  %44 = tail call fastcc i64 @f_widen(i16 noundef signext %6), !dbg !216
  %45 = tail call fastcc i64 @f_uwiden(i16 noundef signext %6), !dbg !217
  %46 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i64 noundef %44, i64 noundef %45), !dbg !218
    #dbg_value(i64 %44, !197, !DIExpression(), !219)
    #dbg_value(i32 0, !202, !DIExpression(), !221)
  %47 = load i64, ptr @hash, align 8, !tbaa !207
    #dbg_value(i32 0, !202, !DIExpression(), !221)
    #dbg_value(i64 0, !202, !DIExpression(), !221)
  %48 = and i64 %44, 255, !dbg !222
  %49 = xor i64 %47, %48, !dbg !223
  %50 = mul i64 %49, 1099511628211, !dbg !224
    #dbg_value(i64 1, !202, !DIExpression(), !221)
  %51 = lshr i64 %44, 8, !dbg !225
  %52 = and i64 %51, 255, !dbg !222
  %53 = xor i64 %50, %52, !dbg !223
  %54 = mul i64 %53, 1099511628211, !dbg !224
    #dbg_value(i64 2, !202, !DIExpression(), !221)
  %55 = lshr i64 %44, 16, !dbg !225
  %56 = and i64 %55, 255, !dbg !222
  %57 = xor i64 %54, %56, !dbg !223
  %58 = mul i64 %57, 1099511628211, !dbg !224
    #dbg_value(i64 3, !202, !DIExpression(), !221)
  %59 = lshr i64 %44, 24, !dbg !225
  %60 = and i64 %59, 255, !dbg !222
  %61 = xor i64 %58, %60, !dbg !223
  %62 = mul i64 %61, 1099511628211, !dbg !224
    #dbg_value(i64 4, !202, !DIExpression(), !221)
  %63 = lshr i64 %44, 32, !dbg !225
  %64 = and i64 %63, 255, !dbg !222
  %65 = xor i64 %62, %64, !dbg !223
  %66 = mul i64 %65, 1099511628211, !dbg !224
    #dbg_value(i64 5, !202, !DIExpression(), !221)
  %67 = lshr i64 %44, 40, !dbg !225
  %68 = and i64 %67, 255, !dbg !222
  %69 = xor i64 %66, %68, !dbg !223
  %70 = mul i64 %69, 1099511628211, !dbg !224
    #dbg_value(i64 6, !202, !DIExpression(), !221)
  %71 = lshr i64 %44, 48, !dbg !225
  %72 = and i64 %71, 255, !dbg !222
  %73 = xor i64 %70, %72, !dbg !223
  %74 = mul i64 %73, 1099511628211, !dbg !224
    #dbg_value(i64 7, !202, !DIExpression(), !221)
  %75 = lshr i64 %44, 56, !dbg !225
  %76 = xor i64 %74, %75, !dbg !223
  %77 = mul i64 %76, 1099511628211, !dbg !224
    #dbg_value(i64 8, !202, !DIExpression(), !221)
    #dbg_value(i64 %45, !197, !DIExpression(), !226)
    #dbg_value(i32 0, !202, !DIExpression(), !228)
    #dbg_value(i32 0, !202, !DIExpression(), !228)
    #dbg_value(i64 0, !202, !DIExpression(), !228)
  %78 = and i64 %45, 255, !dbg !229
  %79 = xor i64 %77, %78, !dbg !230
  %80 = mul i64 %79, 1099511628211, !dbg !231
    #dbg_value(i64 1, !202, !DIExpression(), !228)
  %81 = lshr i64 %45, 8, !dbg !232
  %82 = and i64 %81, 255, !dbg !229
  %83 = xor i64 %80, %82, !dbg !230
  %84 = mul i64 %83, 1099511628211, !dbg !231
    #dbg_value(i64 2, !202, !DIExpression(), !228)
  %85 = lshr i64 %45, 16, !dbg !232
  %86 = and i64 %85, 255, !dbg !229
  %87 = xor i64 %84, %86, !dbg !230
  %88 = mul i64 %87, 1099511628211, !dbg !231
    #dbg_value(i64 3, !202, !DIExpression(), !228)
  %89 = lshr i64 %45, 24, !dbg !232
  %90 = and i64 %89, 255, !dbg !229
  %91 = xor i64 %88, %90, !dbg !230
  %92 = mul i64 %91, 1099511628211, !dbg !231
    #dbg_value(i64 4, !202, !DIExpression(), !228)
  %93 = lshr i64 %45, 32, !dbg !232
  %94 = and i64 %93, 255, !dbg !229
  %95 = xor i64 %92, %94, !dbg !230
  %96 = mul i64 %95, 1099511628211, !dbg !231
    #dbg_value(i64 5, !202, !DIExpression(), !228)
  %97 = lshr i64 %45, 40, !dbg !232
  %98 = and i64 %97, 255, !dbg !229
  %99 = xor i64 %96, %98, !dbg !230
  %100 = mul i64 %99, 1099511628211, !dbg !231
    #dbg_value(i64 6, !202, !DIExpression(), !228)
  %101 = lshr i64 %45, 48, !dbg !232
  %102 = and i64 %101, 255, !dbg !229
  %103 = xor i64 %100, %102, !dbg !230
  %104 = mul i64 %103, 1099511628211, !dbg !231
    #dbg_value(i64 7, !202, !DIExpression(), !228)
  %105 = lshr i64 %45, 56, !dbg !232
  %106 = xor i64 %104, %105, !dbg !230
  %107 = mul i64 %106, 1099511628211, !dbg !231
    #dbg_value(i64 8, !202, !DIExpression(), !228)
  store i64 %107, ptr @hash, align 8, !dbg !233, !tbaa !207
  %108 = sub i16 0, %6, !dbg !234
    #dbg_value(ptr @.str.5, !184, !DIExpression(), !235)
    #dbg_value(i16 %108, !191, !DIExpression(), !235)
  %109 = sext i16 %108 to i64, !dbg !237
  %110 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.28, ptr noundef nonnull @.str.5, i64 noundef %109), !dbg !238
    #dbg_value(i64 %109, !197, !DIExpression(), !239)
    #dbg_value(i32 0, !202, !DIExpression(), !241)
  %111 = load i64, ptr @hash, align 8, !tbaa !207
    #dbg_value(i32 0, !202, !DIExpression(), !241)
    #dbg_value(i64 0, !202, !DIExpression(), !241)
  %112 = and i64 %109, 255, !dbg !242
  %113 = xor i64 %111, %112, !dbg !243
  %114 = mul i64 %113, 1099511628211, !dbg !244
    #dbg_value(i64 1, !202, !DIExpression(), !241)
  %115 = lshr i64 %109, 8, !dbg !245
  %116 = and i64 %115, 255, !dbg !242
  %117 = xor i64 %114, %116, !dbg !243
  %118 = mul i64 %117, 1099511628211, !dbg !244
    #dbg_value(i64 2, !202, !DIExpression(), !241)
  %119 = lshr i64 %109, 16, !dbg !245
  %120 = and i64 %119, 255, !dbg !242
  %121 = xor i64 %118, %120, !dbg !243
  %122 = mul i64 %121, 1099511628211, !dbg !244
    #dbg_value(i64 3, !202, !DIExpression(), !241)
  %123 = lshr i64 %109, 24, !dbg !245
  %124 = and i64 %123, 255, !dbg !242
  %125 = xor i64 %122, %124, !dbg !243
  %126 = mul i64 %125, 1099511628211, !dbg !244
    #dbg_value(i64 4, !202, !DIExpression(), !241)
  %127 = lshr i64 %109, 32, !dbg !245
  %128 = and i64 %127, 255, !dbg !242
  %129 = xor i64 %126, %128, !dbg !243
  %130 = mul i64 %129, 1099511628211, !dbg !244
    #dbg_value(i64 5, !202, !DIExpression(), !241)
  %131 = lshr i64 %109, 40, !dbg !245
  %132 = and i64 %131, 255, !dbg !242
  %133 = xor i64 %130, %132, !dbg !243
  %134 = mul i64 %133, 1099511628211, !dbg !244
    #dbg_value(i64 6, !202, !DIExpression(), !241)
  %135 = lshr i64 %109, 48, !dbg !245
  %136 = and i64 %135, 255, !dbg !242
  %137 = xor i64 %134, %136, !dbg !243
  %138 = mul i64 %137, 1099511628211, !dbg !244
    #dbg_value(i64 7, !202, !DIExpression(), !241)
  %139 = lshr i64 %109, 56, !dbg !245
  %140 = xor i64 %138, %139, !dbg !243
  %141 = mul i64 %140, 1099511628211, !dbg !244
    #dbg_value(i64 8, !202, !DIExpression(), !241)
  store i64 %141, ptr @hash, align 8, !dbg !246, !tbaa !207
  %142 = tail call fastcc signext i16 @f_add(i16 noundef signext %6, i16 noundef signext 1), !dbg !247
    #dbg_value(ptr @.str.6, !184, !DIExpression(), !248)
    #dbg_value(i16 %142, !191, !DIExpression(), !248)
  %143 = sext i16 %142 to i64, !dbg !250
  %144 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.28, ptr noundef nonnull @.str.6, i64 noundef %143), !dbg !251
    #dbg_value(i64 %143, !197, !DIExpression(), !252)
    #dbg_value(i32 0, !202, !DIExpression(), !254)
  %145 = load i64, ptr @hash, align 8, !tbaa !207
    #dbg_value(i32 0, !202, !DIExpression(), !254)
    #dbg_value(i64 0, !202, !DIExpression(), !254)
  %146 = and i64 %143, 255, !dbg !255
  %147 = xor i64 %145, %146, !dbg !256
  %148 = mul i64 %147, 1099511628211, !dbg !257
    #dbg_value(i64 1, !202, !DIExpression(), !254)
  %149 = lshr i64 %143, 8, !dbg !258
  %150 = and i64 %149, 255, !dbg !255
  %151 = xor i64 %148, %150, !dbg !256
  %152 = mul i64 %151, 1099511628211, !dbg !257
    #dbg_value(i64 2, !202, !DIExpression(), !254)
  %153 = lshr i64 %143, 16, !dbg !258
  %154 = and i64 %153, 255, !dbg !255
  %155 = xor i64 %152, %154, !dbg !256
  %156 = mul i64 %155, 1099511628211, !dbg !257
    #dbg_value(i64 3, !202, !DIExpression(), !254)
  %157 = lshr i64 %143, 24, !dbg !258
  %158 = and i64 %157, 255, !dbg !255
  %159 = xor i64 %156, %158, !dbg !256
  %160 = mul i64 %159, 1099511628211, !dbg !257
    #dbg_value(i64 4, !202, !DIExpression(), !254)
  %161 = lshr i64 %143, 32, !dbg !258
  %162 = and i64 %161, 255, !dbg !255
  %163 = xor i64 %160, %162, !dbg !256
  %164 = mul i64 %163, 1099511628211, !dbg !257
    #dbg_value(i64 5, !202, !DIExpression(), !254)
  %165 = lshr i64 %143, 40, !dbg !258
  %166 = and i64 %165, 255, !dbg !255
  %167 = xor i64 %164, %166, !dbg !256
  %168 = mul i64 %167, 1099511628211, !dbg !257
    #dbg_value(i64 6, !202, !DIExpression(), !254)
  %169 = lshr i64 %143, 48, !dbg !258
  %170 = and i64 %169, 255, !dbg !255
  %171 = xor i64 %168, %170, !dbg !256
  %172 = mul i64 %171, 1099511628211, !dbg !257
    #dbg_value(i64 7, !202, !DIExpression(), !254)
  %173 = lshr i64 %143, 56, !dbg !258
  %174 = xor i64 %172, %173, !dbg !256
  %175 = mul i64 %174, 1099511628211, !dbg !257
    #dbg_value(i64 8, !202, !DIExpression(), !254)
  store i64 %175, ptr @hash, align 8, !dbg !259, !tbaa !207
  %176 = tail call fastcc signext i16 @f_sub(i16 noundef signext %6, i16 noundef signext 1), !dbg !260
    #dbg_value(ptr @.str.7, !184, !DIExpression(), !261)
    #dbg_value(i16 %176, !191, !DIExpression(), !261)
  %177 = sext i16 %176 to i64, !dbg !263
  %178 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.28, ptr noundef nonnull @.str.7, i64 noundef %177), !dbg !264
    #dbg_value(i64 %177, !197, !DIExpression(), !265)
    #dbg_value(i32 0, !202, !DIExpression(), !267)
  %179 = load i64, ptr @hash, align 8, !tbaa !207
    #dbg_value(i32 0, !202, !DIExpression(), !267)
    #dbg_value(i64 0, !202, !DIExpression(), !267)
  %180 = and i64 %177, 255, !dbg !268
  %181 = xor i64 %179, %180, !dbg !269
  %182 = mul i64 %181, 1099511628211, !dbg !270
    #dbg_value(i64 1, !202, !DIExpression(), !267)
  %183 = lshr i64 %177, 8, !dbg !271
  %184 = and i64 %183, 255, !dbg !268
  %185 = xor i64 %182, %184, !dbg !269
  %186 = mul i64 %185, 1099511628211, !dbg !270
    #dbg_value(i64 2, !202, !DIExpression(), !267)
  %187 = lshr i64 %177, 16, !dbg !271
  %188 = and i64 %187, 255, !dbg !268
  %189 = xor i64 %186, %188, !dbg !269
  %190 = mul i64 %189, 1099511628211, !dbg !270
    #dbg_value(i64 3, !202, !DIExpression(), !267)
  %191 = lshr i64 %177, 24, !dbg !271
  %192 = and i64 %191, 255, !dbg !268
  %193 = xor i64 %190, %192, !dbg !269
  %194 = mul i64 %193, 1099511628211, !dbg !270
    #dbg_value(i64 4, !202, !DIExpression(), !267)
  %195 = lshr i64 %177, 32, !dbg !271
  %196 = and i64 %195, 255, !dbg !268
  %197 = xor i64 %194, %196, !dbg !269
  %198 = mul i64 %197, 1099511628211, !dbg !270
    #dbg_value(i64 5, !202, !DIExpression(), !267)
  %199 = lshr i64 %177, 40, !dbg !271
  %200 = and i64 %199, 255, !dbg !268
  %201 = xor i64 %198, %200, !dbg !269
  %202 = mul i64 %201, 1099511628211, !dbg !270
    #dbg_value(i64 6, !202, !DIExpression(), !267)
  %203 = lshr i64 %177, 48, !dbg !271
  %204 = and i64 %203, 255, !dbg !268
  %205 = xor i64 %202, %204, !dbg !269
  %206 = mul i64 %205, 1099511628211, !dbg !270
    #dbg_value(i64 7, !202, !DIExpression(), !267)
  %207 = lshr i64 %177, 56, !dbg !271
  %208 = xor i64 %206, %207, !dbg !269
  %209 = mul i64 %208, 1099511628211, !dbg !270
    #dbg_value(i64 8, !202, !DIExpression(), !267)
  store i64 %209, ptr @hash, align 8, !dbg !272, !tbaa !207
  %210 = icmp eq i16 %6, 0, !dbg !273
  %211 = zext i1 %210 to i32, !dbg !273
  %212 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef %211), !dbg !274
    #dbg_value(i32 0, !143, !DIExpression(), !275)
  %213 = load i64, ptr @hash, align 8, !tbaa !207
  br label %214, !dbg !276

214:                                              ; preds = %3, %321
  %215 = phi i64 [ %213, %3 ], [ %322, %321 ]
  %216 = phi i32 [ 0, %3 ], [ %326, %321 ]
    #dbg_value(i32 %216, !143, !DIExpression(), !275)
  %217 = tail call fastcc signext i16 @f_shl(i16 noundef signext %6, i32 noundef %216), !dbg !277
    #dbg_value(i16 %217, !145, !DIExpression(), !278)
  %218 = tail call fastcc signext i16 @f_shr(i16 noundef signext %6, i32 noundef %216), !dbg !279
    #dbg_value(i16 %218, !148, !DIExpression(), !278)
  %219 = sext i16 %217 to i64, !dbg !280
    #dbg_value(i64 %219, !197, !DIExpression(), !281)
    #dbg_value(i32 0, !202, !DIExpression(), !283)
    #dbg_value(i32 0, !202, !DIExpression(), !283)
    #dbg_value(i64 0, !202, !DIExpression(), !283)
  %220 = and i64 %219, 255, !dbg !284
  %221 = xor i64 %215, %220, !dbg !285
  %222 = mul i64 %221, 1099511628211, !dbg !286
    #dbg_value(i64 1, !202, !DIExpression(), !283)
  %223 = lshr i64 %219, 8, !dbg !287
  %224 = and i64 %223, 255, !dbg !284
  %225 = xor i64 %222, %224, !dbg !285
  %226 = mul i64 %225, 1099511628211, !dbg !286
    #dbg_value(i64 2, !202, !DIExpression(), !283)
  %227 = lshr i64 %219, 16, !dbg !287
  %228 = and i64 %227, 255, !dbg !284
  %229 = xor i64 %226, %228, !dbg !285
  %230 = mul i64 %229, 1099511628211, !dbg !286
    #dbg_value(i64 3, !202, !DIExpression(), !283)
  %231 = lshr i64 %219, 24, !dbg !287
  %232 = and i64 %231, 255, !dbg !284
  %233 = xor i64 %230, %232, !dbg !285
  %234 = mul i64 %233, 1099511628211, !dbg !286
    #dbg_value(i64 4, !202, !DIExpression(), !283)
  %235 = lshr i64 %219, 32, !dbg !287
  %236 = and i64 %235, 255, !dbg !284
  %237 = xor i64 %234, %236, !dbg !285
  %238 = mul i64 %237, 1099511628211, !dbg !286
    #dbg_value(i64 5, !202, !DIExpression(), !283)
  %239 = lshr i64 %219, 40, !dbg !287
  %240 = and i64 %239, 255, !dbg !284
  %241 = xor i64 %238, %240, !dbg !285
  %242 = mul i64 %241, 1099511628211, !dbg !286
    #dbg_value(i64 6, !202, !DIExpression(), !283)
  %243 = lshr i64 %219, 48, !dbg !287
  %244 = and i64 %243, 255, !dbg !284
  %245 = xor i64 %242, %244, !dbg !285
  %246 = mul i64 %245, 1099511628211, !dbg !286
    #dbg_value(i64 7, !202, !DIExpression(), !283)
  %247 = lshr i64 %219, 56, !dbg !287
  %248 = xor i64 %246, %247, !dbg !285
  %249 = mul i64 %248, 1099511628211, !dbg !286
    #dbg_value(i64 8, !202, !DIExpression(), !283)
  %250 = sext i16 %218 to i64, !dbg !288
    #dbg_value(i64 %250, !197, !DIExpression(), !289)
    #dbg_value(i32 0, !202, !DIExpression(), !291)
    #dbg_value(i32 0, !202, !DIExpression(), !291)
    #dbg_value(i64 0, !202, !DIExpression(), !291)
  %251 = and i64 %250, 255, !dbg !292
  %252 = xor i64 %249, %251, !dbg !293
  %253 = mul i64 %252, 1099511628211, !dbg !294
    #dbg_value(i64 1, !202, !DIExpression(), !291)
  %254 = lshr i64 %250, 8, !dbg !295
  %255 = and i64 %254, 255, !dbg !292
  %256 = xor i64 %253, %255, !dbg !293
  %257 = mul i64 %256, 1099511628211, !dbg !294
    #dbg_value(i64 2, !202, !DIExpression(), !291)
  %258 = lshr i64 %250, 16, !dbg !295
  %259 = and i64 %258, 255, !dbg !292
  %260 = xor i64 %257, %259, !dbg !293
  %261 = mul i64 %260, 1099511628211, !dbg !294
    #dbg_value(i64 3, !202, !DIExpression(), !291)
  %262 = lshr i64 %250, 24, !dbg !295
  %263 = and i64 %262, 255, !dbg !292
  %264 = xor i64 %261, %263, !dbg !293
  %265 = mul i64 %264, 1099511628211, !dbg !294
    #dbg_value(i64 4, !202, !DIExpression(), !291)
  %266 = lshr i64 %250, 32, !dbg !295
  %267 = and i64 %266, 255, !dbg !292
  %268 = xor i64 %265, %267, !dbg !293
  %269 = mul i64 %268, 1099511628211, !dbg !294
    #dbg_value(i64 5, !202, !DIExpression(), !291)
  %270 = lshr i64 %250, 40, !dbg !295
  %271 = and i64 %270, 255, !dbg !292
  %272 = xor i64 %269, %271, !dbg !293
  %273 = mul i64 %272, 1099511628211, !dbg !294
    #dbg_value(i64 6, !202, !DIExpression(), !291)
  %274 = lshr i64 %250, 48, !dbg !295
  %275 = and i64 %274, 255, !dbg !292
  %276 = xor i64 %273, %275, !dbg !293
  %277 = mul i64 %276, 1099511628211, !dbg !294
    #dbg_value(i64 7, !202, !DIExpression(), !291)
  %278 = lshr i64 %250, 56, !dbg !295
  %279 = xor i64 %277, %278, !dbg !293
  %280 = mul i64 %279, 1099511628211, !dbg !294
    #dbg_value(i64 8, !202, !DIExpression(), !291)
  store i64 %280, ptr @hash, align 8, !dbg !296, !tbaa !207
  switch i32 %216, label %321 [
    i32 15, label %281
    i32 1, label %281
  ], !dbg !297

281:                                              ; preds = %214, %214
  %282 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef %216), !dbg !299
    #dbg_value(ptr @.str.10, !184, !DIExpression(), !301)
    #dbg_value(i16 %217, !191, !DIExpression(), !301)
  %283 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.28, ptr noundef nonnull @.str.10, i64 noundef %219), !dbg !303
    #dbg_value(i64 %219, !197, !DIExpression(), !304)
    #dbg_value(i32 0, !202, !DIExpression(), !306)
  %284 = load i64, ptr @hash, align 8, !tbaa !207
    #dbg_value(i32 0, !202, !DIExpression(), !306)
    #dbg_value(i64 0, !202, !DIExpression(), !306)
  %285 = xor i64 %284, %220, !dbg !307
  %286 = mul i64 %285, 1099511628211, !dbg !308
    #dbg_value(i64 1, !202, !DIExpression(), !306)
  %287 = xor i64 %286, %224, !dbg !307
  %288 = mul i64 %287, 1099511628211, !dbg !308
    #dbg_value(i64 2, !202, !DIExpression(), !306)
  %289 = xor i64 %288, %228, !dbg !307
  %290 = mul i64 %289, 1099511628211, !dbg !308
    #dbg_value(i64 3, !202, !DIExpression(), !306)
  %291 = xor i64 %290, %232, !dbg !307
  %292 = mul i64 %291, 1099511628211, !dbg !308
    #dbg_value(i64 4, !202, !DIExpression(), !306)
  %293 = xor i64 %292, %236, !dbg !307
  %294 = mul i64 %293, 1099511628211, !dbg !308
    #dbg_value(i64 5, !202, !DIExpression(), !306)
  %295 = xor i64 %294, %240, !dbg !307
  %296 = mul i64 %295, 1099511628211, !dbg !308
    #dbg_value(i64 6, !202, !DIExpression(), !306)
  %297 = xor i64 %296, %244, !dbg !307
  %298 = mul i64 %297, 1099511628211, !dbg !308
    #dbg_value(i64 7, !202, !DIExpression(), !306)
  %299 = xor i64 %298, %247, !dbg !307
  %300 = mul i64 %299, 1099511628211, !dbg !308
    #dbg_value(i64 8, !202, !DIExpression(), !306)
  store i64 %300, ptr @hash, align 8, !dbg !309, !tbaa !207
    #dbg_value(ptr @.str.11, !184, !DIExpression(), !310)
    #dbg_value(i16 %218, !191, !DIExpression(), !310)
  %301 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.28, ptr noundef nonnull @.str.11, i64 noundef %250), !dbg !312
    #dbg_value(i64 %250, !197, !DIExpression(), !313)
    #dbg_value(i32 0, !202, !DIExpression(), !315)
  %302 = load i64, ptr @hash, align 8, !tbaa !207
    #dbg_value(i32 0, !202, !DIExpression(), !315)
    #dbg_value(i64 0, !202, !DIExpression(), !315)
  %303 = xor i64 %302, %251, !dbg !316
  %304 = mul i64 %303, 1099511628211, !dbg !317
    #dbg_value(i64 1, !202, !DIExpression(), !315)
  %305 = xor i64 %304, %255, !dbg !316
  %306 = mul i64 %305, 1099511628211, !dbg !317
    #dbg_value(i64 2, !202, !DIExpression(), !315)
  %307 = xor i64 %306, %259, !dbg !316
  %308 = mul i64 %307, 1099511628211, !dbg !317
    #dbg_value(i64 3, !202, !DIExpression(), !315)
  %309 = xor i64 %308, %263, !dbg !316
  %310 = mul i64 %309, 1099511628211, !dbg !317
    #dbg_value(i64 4, !202, !DIExpression(), !315)
  %311 = xor i64 %310, %267, !dbg !316
  %312 = mul i64 %311, 1099511628211, !dbg !317
    #dbg_value(i64 5, !202, !DIExpression(), !315)
  %313 = xor i64 %312, %271, !dbg !316
  %314 = mul i64 %313, 1099511628211, !dbg !317
    #dbg_value(i64 6, !202, !DIExpression(), !315)
  %315 = xor i64 %314, %275, !dbg !316
  %316 = mul i64 %315, 1099511628211, !dbg !317
    #dbg_value(i64 7, !202, !DIExpression(), !315)
  %317 = xor i64 %316, %278, !dbg !316
  %318 = mul i64 %317, 1099511628211, !dbg !317
    #dbg_value(i64 8, !202, !DIExpression(), !315)
  store i64 %318, ptr @hash, align 8, !dbg !318, !tbaa !207
  %319 = tail call i32 @putchar(i32 10), !dbg !319
  %320 = load i64, ptr @hash, align 8, !tbaa !207
  br label %321, !dbg !320

321:                                              ; preds = %214, %281
  %322 = phi i64 [ %280, %214 ], [ %320, %281 ]
  %323 = add nsw i32 %216, -13, !dbg !321
  %324 = icmp ult i32 %323, -10, !dbg !321
  %325 = select i1 %324, i32 1, i32 5, !dbg !322
  %326 = add nuw nsw i32 %325, %216, !dbg !323
    #dbg_value(i32 %326, !143, !DIExpression(), !275)
  %327 = icmp ult i32 %326, 16, !dbg !324
  br i1 %327, label %214, label %331, !dbg !276, !llvm.loop !325

328:                                              ; preds = %514
  %329 = add nuw nsw i64 %4, 1, !dbg !328
    #dbg_value(i64 %329, !138, !DIExpression(), !171)
  %330 = icmp eq i64 %329, 14, !dbg !329
  br i1 %330, label %638, label %3, !dbg !172, !llvm.loop !330

331:                                              ; preds = %321, %514
  %332 = phi i64 [ %636, %514 ], [ 0, %321 ]
    #dbg_value(i64 %332, !149, !DIExpression(), !332)
  %333 = getelementptr inbounds [14 x i16], ptr %1, i64 0, i64 %332, !dbg !333
  %334 = load volatile i16, ptr %333, align 2, !dbg !333, !tbaa !174
    #dbg_value(i16 %334, !151, !DIExpression(), !334)
  %335 = sext i16 %334 to i64, !dbg !335
  %336 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i64 noundef %335), !dbg !336
  %337 = tail call fastcc signext i16 @f_add(i16 noundef signext %6, i16 noundef signext %334), !dbg !337
    #dbg_value(ptr @.str.14, !184, !DIExpression(), !338)
    #dbg_value(i16 %337, !191, !DIExpression(), !338)
  %338 = sext i16 %337 to i64, !dbg !340
  %339 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.28, ptr noundef nonnull @.str.14, i64 noundef %338), !dbg !341
    #dbg_value(i64 %338, !197, !DIExpression(), !342)
    #dbg_value(i32 0, !202, !DIExpression(), !344)
  %340 = load i64, ptr @hash, align 8, !tbaa !207
    #dbg_value(i32 0, !202, !DIExpression(), !344)
    #dbg_value(i64 0, !202, !DIExpression(), !344)
  %341 = and i64 %338, 255, !dbg !345
  %342 = xor i64 %340, %341, !dbg !346
  %343 = mul i64 %342, 1099511628211, !dbg !347
    #dbg_value(i64 1, !202, !DIExpression(), !344)
  %344 = lshr i64 %338, 8, !dbg !348
  %345 = and i64 %344, 255, !dbg !345
  %346 = xor i64 %343, %345, !dbg !346
  %347 = mul i64 %346, 1099511628211, !dbg !347
    #dbg_value(i64 2, !202, !DIExpression(), !344)
  %348 = lshr i64 %338, 16, !dbg !348
  %349 = and i64 %348, 255, !dbg !345
  %350 = xor i64 %347, %349, !dbg !346
  %351 = mul i64 %350, 1099511628211, !dbg !347
    #dbg_value(i64 3, !202, !DIExpression(), !344)
  %352 = lshr i64 %338, 24, !dbg !348
  %353 = and i64 %352, 255, !dbg !345
  %354 = xor i64 %351, %353, !dbg !346
  %355 = mul i64 %354, 1099511628211, !dbg !347
    #dbg_value(i64 4, !202, !DIExpression(), !344)
  %356 = lshr i64 %338, 32, !dbg !348
  %357 = and i64 %356, 255, !dbg !345
  %358 = xor i64 %355, %357, !dbg !346
  %359 = mul i64 %358, 1099511628211, !dbg !347
    #dbg_value(i64 5, !202, !DIExpression(), !344)
  %360 = lshr i64 %338, 40, !dbg !348
  %361 = and i64 %360, 255, !dbg !345
  %362 = xor i64 %359, %361, !dbg !346
  %363 = mul i64 %362, 1099511628211, !dbg !347
    #dbg_value(i64 6, !202, !DIExpression(), !344)
  %364 = lshr i64 %338, 48, !dbg !348
  %365 = and i64 %364, 255, !dbg !345
  %366 = xor i64 %363, %365, !dbg !346
  %367 = mul i64 %366, 1099511628211, !dbg !347
    #dbg_value(i64 7, !202, !DIExpression(), !344)
  %368 = lshr i64 %338, 56, !dbg !348
  %369 = xor i64 %367, %368, !dbg !346
  %370 = mul i64 %369, 1099511628211, !dbg !347
    #dbg_value(i64 8, !202, !DIExpression(), !344)
  store i64 %370, ptr @hash, align 8, !dbg !349, !tbaa !207
  %371 = tail call fastcc signext i16 @f_sub(i16 noundef signext %6, i16 noundef signext %334), !dbg !350
    #dbg_value(ptr @.str.15, !184, !DIExpression(), !351)
    #dbg_value(i16 %371, !191, !DIExpression(), !351)
  %372 = sext i16 %371 to i64, !dbg !353
  %373 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.28, ptr noundef nonnull @.str.15, i64 noundef %372), !dbg !354
    #dbg_value(i64 %372, !197, !DIExpression(), !355)
    #dbg_value(i32 0, !202, !DIExpression(), !357)
  %374 = load i64, ptr @hash, align 8, !tbaa !207
    #dbg_value(i32 0, !202, !DIExpression(), !357)
    #dbg_value(i64 0, !202, !DIExpression(), !357)
  %375 = and i64 %372, 255, !dbg !358
  %376 = xor i64 %374, %375, !dbg !359
  %377 = mul i64 %376, 1099511628211, !dbg !360
    #dbg_value(i64 1, !202, !DIExpression(), !357)
  %378 = lshr i64 %372, 8, !dbg !361
  %379 = and i64 %378, 255, !dbg !358
  %380 = xor i64 %377, %379, !dbg !359
  %381 = mul i64 %380, 1099511628211, !dbg !360
    #dbg_value(i64 2, !202, !DIExpression(), !357)
  %382 = lshr i64 %372, 16, !dbg !361
  %383 = and i64 %382, 255, !dbg !358
  %384 = xor i64 %381, %383, !dbg !359
  %385 = mul i64 %384, 1099511628211, !dbg !360
    #dbg_value(i64 3, !202, !DIExpression(), !357)
  %386 = lshr i64 %372, 24, !dbg !361
  %387 = and i64 %386, 255, !dbg !358
  %388 = xor i64 %385, %387, !dbg !359
  %389 = mul i64 %388, 1099511628211, !dbg !360
    #dbg_value(i64 4, !202, !DIExpression(), !357)
  %390 = lshr i64 %372, 32, !dbg !361
  %391 = and i64 %390, 255, !dbg !358
  %392 = xor i64 %389, %391, !dbg !359
  %393 = mul i64 %392, 1099511628211, !dbg !360
    #dbg_value(i64 5, !202, !DIExpression(), !357)
  %394 = lshr i64 %372, 40, !dbg !361
  %395 = and i64 %394, 255, !dbg !358
  %396 = xor i64 %393, %395, !dbg !359
  %397 = mul i64 %396, 1099511628211, !dbg !360
    #dbg_value(i64 6, !202, !DIExpression(), !357)
  %398 = lshr i64 %372, 48, !dbg !361
  %399 = and i64 %398, 255, !dbg !358
  %400 = xor i64 %397, %399, !dbg !359
  %401 = mul i64 %400, 1099511628211, !dbg !360
    #dbg_value(i64 7, !202, !DIExpression(), !357)
  %402 = lshr i64 %372, 56, !dbg !361
  %403 = xor i64 %401, %402, !dbg !359
  %404 = mul i64 %403, 1099511628211, !dbg !360
    #dbg_value(i64 8, !202, !DIExpression(), !357)
  store i64 %404, ptr @hash, align 8, !dbg !362, !tbaa !207
  %405 = tail call fastcc signext i16 @f_mul(i16 noundef signext %6, i16 noundef signext %334), !dbg !363
    #dbg_value(ptr @.str.16, !184, !DIExpression(), !364)
    #dbg_value(i16 %405, !191, !DIExpression(), !364)
  %406 = sext i16 %405 to i64, !dbg !366
  %407 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.28, ptr noundef nonnull @.str.16, i64 noundef %406), !dbg !367
    #dbg_value(i64 %406, !197, !DIExpression(), !368)
    #dbg_value(i32 0, !202, !DIExpression(), !370)
  %408 = load i64, ptr @hash, align 8, !tbaa !207
    #dbg_value(i32 0, !202, !DIExpression(), !370)
    #dbg_value(i64 0, !202, !DIExpression(), !370)
  %409 = and i64 %406, 255, !dbg !371
  %410 = xor i64 %408, %409, !dbg !372
  %411 = mul i64 %410, 1099511628211, !dbg !373
    #dbg_value(i64 1, !202, !DIExpression(), !370)
  %412 = lshr i64 %406, 8, !dbg !374
  %413 = and i64 %412, 255, !dbg !371
  %414 = xor i64 %411, %413, !dbg !372
  %415 = mul i64 %414, 1099511628211, !dbg !373
    #dbg_value(i64 2, !202, !DIExpression(), !370)
  %416 = lshr i64 %406, 16, !dbg !374
  %417 = and i64 %416, 255, !dbg !371
  %418 = xor i64 %415, %417, !dbg !372
  %419 = mul i64 %418, 1099511628211, !dbg !373
    #dbg_value(i64 3, !202, !DIExpression(), !370)
  %420 = lshr i64 %406, 24, !dbg !374
  %421 = and i64 %420, 255, !dbg !371
  %422 = xor i64 %419, %421, !dbg !372
  %423 = mul i64 %422, 1099511628211, !dbg !373
    #dbg_value(i64 4, !202, !DIExpression(), !370)
  %424 = lshr i64 %406, 32, !dbg !374
  %425 = and i64 %424, 255, !dbg !371
  %426 = xor i64 %423, %425, !dbg !372
  %427 = mul i64 %426, 1099511628211, !dbg !373
    #dbg_value(i64 5, !202, !DIExpression(), !370)
  %428 = lshr i64 %406, 40, !dbg !374
  %429 = and i64 %428, 255, !dbg !371
  %430 = xor i64 %427, %429, !dbg !372
  %431 = mul i64 %430, 1099511628211, !dbg !373
    #dbg_value(i64 6, !202, !DIExpression(), !370)
  %432 = lshr i64 %406, 48, !dbg !374
  %433 = and i64 %432, 255, !dbg !371
  %434 = xor i64 %431, %433, !dbg !372
  %435 = mul i64 %434, 1099511628211, !dbg !373
    #dbg_value(i64 7, !202, !DIExpression(), !370)
  %436 = lshr i64 %406, 56, !dbg !374
  %437 = xor i64 %435, %436, !dbg !372
  %438 = mul i64 %437, 1099511628211, !dbg !373
    #dbg_value(i64 8, !202, !DIExpression(), !370)
  store i64 %438, ptr @hash, align 8, !dbg !375, !tbaa !207
  %439 = icmp eq i16 %334, 0, !dbg !376
  br i1 %439, label %514, label %440, !dbg !378

440:                                              ; preds = %331
  %441 = tail call fastcc signext i16 @f_div(i16 noundef signext %6, i16 noundef signext %334), !dbg !379
    #dbg_value(ptr @.str.17, !184, !DIExpression(), !381)
    #dbg_value(i16 %441, !191, !DIExpression(), !381)
  %442 = sext i16 %441 to i64, !dbg !383
  %443 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.28, ptr noundef nonnull @.str.17, i64 noundef %442), !dbg !384
    #dbg_value(i64 %442, !197, !DIExpression(), !385)
    #dbg_value(i32 0, !202, !DIExpression(), !387)
  %444 = load i64, ptr @hash, align 8, !tbaa !207
    #dbg_value(i32 0, !202, !DIExpression(), !387)
    #dbg_value(i64 0, !202, !DIExpression(), !387)
  %445 = and i64 %442, 255, !dbg !388
  %446 = xor i64 %444, %445, !dbg !389
  %447 = mul i64 %446, 1099511628211, !dbg !390
    #dbg_value(i64 1, !202, !DIExpression(), !387)
  %448 = lshr i64 %442, 8, !dbg !391
  %449 = and i64 %448, 255, !dbg !388
  %450 = xor i64 %447, %449, !dbg !389
  %451 = mul i64 %450, 1099511628211, !dbg !390
    #dbg_value(i64 2, !202, !DIExpression(), !387)
  %452 = lshr i64 %442, 16, !dbg !391
  %453 = and i64 %452, 255, !dbg !388
  %454 = xor i64 %451, %453, !dbg !389
  %455 = mul i64 %454, 1099511628211, !dbg !390
    #dbg_value(i64 3, !202, !DIExpression(), !387)
  %456 = lshr i64 %442, 24, !dbg !391
  %457 = and i64 %456, 255, !dbg !388
  %458 = xor i64 %455, %457, !dbg !389
  %459 = mul i64 %458, 1099511628211, !dbg !390
    #dbg_value(i64 4, !202, !DIExpression(), !387)
  %460 = lshr i64 %442, 32, !dbg !391
  %461 = and i64 %460, 255, !dbg !388
  %462 = xor i64 %459, %461, !dbg !389
  %463 = mul i64 %462, 1099511628211, !dbg !390
    #dbg_value(i64 5, !202, !DIExpression(), !387)
  %464 = lshr i64 %442, 40, !dbg !391
  %465 = and i64 %464, 255, !dbg !388
  %466 = xor i64 %463, %465, !dbg !389
  %467 = mul i64 %466, 1099511628211, !dbg !390
    #dbg_value(i64 6, !202, !DIExpression(), !387)
  %468 = lshr i64 %442, 48, !dbg !391
  %469 = and i64 %468, 255, !dbg !388
  %470 = xor i64 %467, %469, !dbg !389
  %471 = mul i64 %470, 1099511628211, !dbg !390
    #dbg_value(i64 7, !202, !DIExpression(), !387)
  %472 = lshr i64 %442, 56, !dbg !391
  %473 = xor i64 %471, %472, !dbg !389
  %474 = mul i64 %473, 1099511628211, !dbg !390
    #dbg_value(i64 8, !202, !DIExpression(), !387)
  store i64 %474, ptr @hash, align 8, !dbg !392, !tbaa !207
  %475 = tail call fastcc signext i16 @f_rem(i16 noundef signext %6, i16 noundef signext %334), !dbg !393
    #dbg_value(ptr @.str.18, !184, !DIExpression(), !394)
    #dbg_value(i16 %475, !191, !DIExpression(), !394)
  %476 = sext i16 %475 to i64, !dbg !396
  %477 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.28, ptr noundef nonnull @.str.18, i64 noundef %476), !dbg !397
    #dbg_value(i64 %476, !197, !DIExpression(), !398)
    #dbg_value(i32 0, !202, !DIExpression(), !400)
  %478 = load i64, ptr @hash, align 8, !tbaa !207
    #dbg_value(i32 0, !202, !DIExpression(), !400)
    #dbg_value(i64 0, !202, !DIExpression(), !400)
  %479 = and i64 %476, 255, !dbg !401
  %480 = xor i64 %478, %479, !dbg !402
  %481 = mul i64 %480, 1099511628211, !dbg !403
    #dbg_value(i64 1, !202, !DIExpression(), !400)
  %482 = lshr i64 %476, 8, !dbg !404
  %483 = and i64 %482, 255, !dbg !401
  %484 = xor i64 %481, %483, !dbg !402
  %485 = mul i64 %484, 1099511628211, !dbg !403
    #dbg_value(i64 2, !202, !DIExpression(), !400)
  %486 = lshr i64 %476, 16, !dbg !404
  %487 = and i64 %486, 255, !dbg !401
  %488 = xor i64 %485, %487, !dbg !402
  %489 = mul i64 %488, 1099511628211, !dbg !403
    #dbg_value(i64 3, !202, !DIExpression(), !400)
  %490 = lshr i64 %476, 24, !dbg !404
  %491 = and i64 %490, 255, !dbg !401
  %492 = xor i64 %489, %491, !dbg !402
  %493 = mul i64 %492, 1099511628211, !dbg !403
    #dbg_value(i64 4, !202, !DIExpression(), !400)
  %494 = lshr i64 %476, 32, !dbg !404
  %495 = and i64 %494, 255, !dbg !401
  %496 = xor i64 %493, %495, !dbg !402
  %497 = mul i64 %496, 1099511628211, !dbg !403
    #dbg_value(i64 5, !202, !DIExpression(), !400)
  %498 = lshr i64 %476, 40, !dbg !404
  %499 = and i64 %498, 255, !dbg !401
  %500 = xor i64 %497, %499, !dbg !402
  %501 = mul i64 %500, 1099511628211, !dbg !403
    #dbg_value(i64 6, !202, !DIExpression(), !400)
  %502 = lshr i64 %476, 48, !dbg !404
  %503 = and i64 %502, 255, !dbg !401
  %504 = xor i64 %501, %503, !dbg !402
  %505 = mul i64 %504, 1099511628211, !dbg !403
    #dbg_value(i64 7, !202, !DIExpression(), !400)
  %506 = lshr i64 %476, 56, !dbg !404
  %507 = xor i64 %505, %506, !dbg !402
  %508 = mul i64 %507, 1099511628211, !dbg !403
    #dbg_value(i64 8, !202, !DIExpression(), !400)
  store i64 %508, ptr @hash, align 8, !dbg !405, !tbaa !207
  %509 = tail call fastcc signext i16 @f_mul(i16 noundef signext %441, i16 noundef signext %334), !dbg !406
  %510 = add i16 %509, %475, !dbg !408
  %511 = icmp eq i16 %510, %6, !dbg !409
  br i1 %511, label %514, label %512, !dbg !410

512:                                              ; preds = %440
  %513 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19), !dbg !411
  br label %514, !dbg !411

514:                                              ; preds = %440, %512, %331
  %515 = tail call fastcc signext i16 @f_and(i16 noundef signext %6, i16 noundef signext %334), !dbg !412
    #dbg_value(ptr @.str.20, !184, !DIExpression(), !413)
    #dbg_value(i16 %515, !191, !DIExpression(), !413)
  %516 = sext i16 %515 to i64, !dbg !415
  %517 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.28, ptr noundef nonnull @.str.20, i64 noundef %516), !dbg !416
    #dbg_value(i64 %516, !197, !DIExpression(), !417)
    #dbg_value(i32 0, !202, !DIExpression(), !419)
  %518 = load i64, ptr @hash, align 8, !tbaa !207
    #dbg_value(i64 0, !202, !DIExpression(), !419)
  %519 = and i64 %516, 255, !dbg !420
  %520 = xor i64 %518, %519, !dbg !421
  %521 = mul i64 %520, 1099511628211, !dbg !422
    #dbg_value(i64 1, !202, !DIExpression(), !419)
  %522 = lshr i64 %516, 8, !dbg !423
  %523 = and i64 %522, 255, !dbg !420
  %524 = xor i64 %521, %523, !dbg !421
  %525 = mul i64 %524, 1099511628211, !dbg !422
    #dbg_value(i64 2, !202, !DIExpression(), !419)
  %526 = lshr i64 %516, 16, !dbg !423
  %527 = and i64 %526, 255, !dbg !420
  %528 = xor i64 %525, %527, !dbg !421
  %529 = mul i64 %528, 1099511628211, !dbg !422
    #dbg_value(i64 3, !202, !DIExpression(), !419)
  %530 = lshr i64 %516, 24, !dbg !423
  %531 = and i64 %530, 255, !dbg !420
  %532 = xor i64 %529, %531, !dbg !421
  %533 = mul i64 %532, 1099511628211, !dbg !422
    #dbg_value(i64 4, !202, !DIExpression(), !419)
  %534 = lshr i64 %516, 32, !dbg !423
  %535 = and i64 %534, 255, !dbg !420
  %536 = xor i64 %533, %535, !dbg !421
  %537 = mul i64 %536, 1099511628211, !dbg !422
    #dbg_value(i64 5, !202, !DIExpression(), !419)
  %538 = lshr i64 %516, 40, !dbg !423
  %539 = and i64 %538, 255, !dbg !420
  %540 = xor i64 %537, %539, !dbg !421
  %541 = mul i64 %540, 1099511628211, !dbg !422
    #dbg_value(i64 6, !202, !DIExpression(), !419)
  %542 = lshr i64 %516, 48, !dbg !423
  %543 = and i64 %542, 255, !dbg !420
  %544 = xor i64 %541, %543, !dbg !421
  %545 = mul i64 %544, 1099511628211, !dbg !422
    #dbg_value(i64 7, !202, !DIExpression(), !419)
  %546 = lshr i64 %516, 56, !dbg !423
  %547 = xor i64 %545, %546, !dbg !421
  %548 = mul i64 %547, 1099511628211, !dbg !422
    #dbg_value(i64 8, !202, !DIExpression(), !419)
  store i64 %548, ptr @hash, align 8, !dbg !424, !tbaa !207
  %549 = tail call fastcc signext i16 @f_or(i16 noundef signext %6, i16 noundef signext %334), !dbg !425
    #dbg_value(ptr @.str.21, !184, !DIExpression(), !426)
    #dbg_value(i16 %549, !191, !DIExpression(), !426)
  %550 = sext i16 %549 to i64, !dbg !428
  %551 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.28, ptr noundef nonnull @.str.21, i64 noundef %550), !dbg !429
    #dbg_value(i64 %550, !197, !DIExpression(), !430)
    #dbg_value(i32 0, !202, !DIExpression(), !432)
  %552 = load i64, ptr @hash, align 8, !tbaa !207
    #dbg_value(i64 0, !202, !DIExpression(), !432)
  %553 = and i64 %550, 255, !dbg !433
  %554 = xor i64 %552, %553, !dbg !434
  %555 = mul i64 %554, 1099511628211, !dbg !435
    #dbg_value(i64 1, !202, !DIExpression(), !432)
  %556 = lshr i64 %550, 8, !dbg !436
  %557 = and i64 %556, 255, !dbg !433
  %558 = xor i64 %555, %557, !dbg !434
  %559 = mul i64 %558, 1099511628211, !dbg !435
    #dbg_value(i64 2, !202, !DIExpression(), !432)
  %560 = lshr i64 %550, 16, !dbg !436
  %561 = and i64 %560, 255, !dbg !433
  %562 = xor i64 %559, %561, !dbg !434
  %563 = mul i64 %562, 1099511628211, !dbg !435
    #dbg_value(i64 3, !202, !DIExpression(), !432)
  %564 = lshr i64 %550, 24, !dbg !436
  %565 = and i64 %564, 255, !dbg !433
  %566 = xor i64 %563, %565, !dbg !434
  %567 = mul i64 %566, 1099511628211, !dbg !435
    #dbg_value(i64 4, !202, !DIExpression(), !432)
  %568 = lshr i64 %550, 32, !dbg !436
  %569 = and i64 %568, 255, !dbg !433
  %570 = xor i64 %567, %569, !dbg !434
  %571 = mul i64 %570, 1099511628211, !dbg !435
    #dbg_value(i64 5, !202, !DIExpression(), !432)
  %572 = lshr i64 %550, 40, !dbg !436
  %573 = and i64 %572, 255, !dbg !433
  %574 = xor i64 %571, %573, !dbg !434
  %575 = mul i64 %574, 1099511628211, !dbg !435
    #dbg_value(i64 6, !202, !DIExpression(), !432)
  %576 = lshr i64 %550, 48, !dbg !436
  %577 = and i64 %576, 255, !dbg !433
  %578 = xor i64 %575, %577, !dbg !434
  %579 = mul i64 %578, 1099511628211, !dbg !435
    #dbg_value(i64 7, !202, !DIExpression(), !432)
  %580 = lshr i64 %550, 56, !dbg !436
  %581 = xor i64 %579, %580, !dbg !434
  %582 = mul i64 %581, 1099511628211, !dbg !435
    #dbg_value(i64 8, !202, !DIExpression(), !432)
  store i64 %582, ptr @hash, align 8, !dbg !437, !tbaa !207
  %583 = tail call fastcc signext i16 @f_xor(i16 noundef signext %6, i16 noundef signext %334), !dbg !438
    #dbg_value(ptr @.str.22, !184, !DIExpression(), !439)
    #dbg_value(i16 %583, !191, !DIExpression(), !439)
  %584 = sext i16 %583 to i64, !dbg !441
  %585 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.28, ptr noundef nonnull @.str.22, i64 noundef %584), !dbg !442
    #dbg_value(i64 %584, !197, !DIExpression(), !443)
    #dbg_value(i32 0, !202, !DIExpression(), !445)
  %586 = load i64, ptr @hash, align 8, !tbaa !207
    #dbg_value(i64 0, !202, !DIExpression(), !445)
  %587 = and i64 %584, 255, !dbg !446
  %588 = xor i64 %586, %587, !dbg !447
  %589 = mul i64 %588, 1099511628211, !dbg !448
    #dbg_value(i64 1, !202, !DIExpression(), !445)
  %590 = lshr i64 %584, 8, !dbg !449
  %591 = and i64 %590, 255, !dbg !446
  %592 = xor i64 %589, %591, !dbg !447
  %593 = mul i64 %592, 1099511628211, !dbg !448
    #dbg_value(i64 2, !202, !DIExpression(), !445)
  %594 = lshr i64 %584, 16, !dbg !449
  %595 = and i64 %594, 255, !dbg !446
  %596 = xor i64 %593, %595, !dbg !447
  %597 = mul i64 %596, 1099511628211, !dbg !448
    #dbg_value(i64 3, !202, !DIExpression(), !445)
  %598 = lshr i64 %584, 24, !dbg !449
  %599 = and i64 %598, 255, !dbg !446
  %600 = xor i64 %597, %599, !dbg !447
  %601 = mul i64 %600, 1099511628211, !dbg !448
    #dbg_value(i64 4, !202, !DIExpression(), !445)
  %602 = lshr i64 %584, 32, !dbg !449
  %603 = and i64 %602, 255, !dbg !446
  %604 = xor i64 %601, %603, !dbg !447
  %605 = mul i64 %604, 1099511628211, !dbg !448
    #dbg_value(i64 5, !202, !DIExpression(), !445)
  %606 = lshr i64 %584, 40, !dbg !449
  %607 = and i64 %606, 255, !dbg !446
  %608 = xor i64 %605, %607, !dbg !447
  %609 = mul i64 %608, 1099511628211, !dbg !448
    #dbg_value(i64 6, !202, !DIExpression(), !445)
  %610 = lshr i64 %584, 48, !dbg !449
  %611 = and i64 %610, 255, !dbg !446
  %612 = xor i64 %609, %611, !dbg !447
  %613 = mul i64 %612, 1099511628211, !dbg !448
    #dbg_value(i64 7, !202, !DIExpression(), !445)
  %614 = lshr i64 %584, 56, !dbg !449
  %615 = xor i64 %613, %614, !dbg !447
  %616 = mul i64 %615, 1099511628211, !dbg !448
    #dbg_value(i64 8, !202, !DIExpression(), !445)
  store i64 %616, ptr @hash, align 8, !dbg !450, !tbaa !207
  %617 = tail call fastcc i32 @f_lt(i16 noundef signext %6, i16 noundef signext %334), !dbg !451
  %618 = tail call fastcc i32 @f_le(i16 noundef signext %6, i16 noundef signext %334), !dbg !452
  %619 = tail call fastcc i32 @f_eq(i16 noundef signext %6, i16 noundef signext %334), !dbg !453
  %620 = icmp ne i16 %6, %334, !dbg !454
  %621 = zext i1 %620 to i32, !dbg !454
  %622 = icmp sgt i16 %6, %334, !dbg !455
  %623 = zext i1 %622 to i32, !dbg !455
  %624 = icmp sge i16 %6, %334, !dbg !456
  %625 = zext i1 %624 to i32, !dbg !456
  %626 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef %617, i32 noundef %618, i32 noundef %619, i32 noundef %621, i32 noundef %623, i32 noundef %625), !dbg !457
  %627 = shl nuw nsw i32 %617, 2, !dbg !458
  %628 = shl nuw nsw i32 %618, 1, !dbg !459
  %629 = or disjoint i32 %628, %627, !dbg !460
  %630 = or disjoint i32 %629, %619, !dbg !461
  %631 = zext nneg i32 %630 to i64, !dbg !462
    #dbg_value(i32 %630, !197, !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_stack_value), !463)
    #dbg_value(i32 0, !202, !DIExpression(), !465)
  %632 = load i64, ptr @hash, align 8, !tbaa !207
    #dbg_value(i64 0, !202, !DIExpression(), !465)
  %633 = xor i64 %632, %631, !dbg !466
    #dbg_value(i64 7, !202, !DIExpression(), !465)
  %634 = mul i64 %633, 2232315406967589409, !dbg !467
    #dbg_value(i64 8, !202, !DIExpression(), !465)
  store i64 %634, ptr @hash, align 8, !dbg !468, !tbaa !207
  %635 = tail call i32 @putchar(i32 10), !dbg !469
  %636 = add nuw nsw i64 %332, 1, !dbg !470
    #dbg_value(i64 %636, !149, !DIExpression(), !332)
  %637 = icmp eq i64 %636, 14, !dbg !471
  br i1 %637, label %328, label %331, !dbg !472, !llvm.loop !473

638:                                              ; preds = %328, %638
  %639 = phi i64 [ %678, %638 ], [ 0, %328 ]
    #dbg_value(i64 %639, !158, !DIExpression(), !475)
  %640 = getelementptr inbounds [16 x i64], ptr @__const.main.wides, i64 0, i64 %639, !dbg !476
  %641 = load i64, ptr %640, align 8, !dbg !476, !tbaa !479
  %642 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.24, i64 noundef %641), !dbg !481
  %643 = tail call fastcc signext i16 @f_narrow(i64 noundef %641), !dbg !482
    #dbg_value(ptr @.str.25, !184, !DIExpression(), !483)
    #dbg_value(i16 %643, !191, !DIExpression(), !483)
  %644 = sext i16 %643 to i64, !dbg !485
  %645 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.28, ptr noundef nonnull @.str.25, i64 noundef %644), !dbg !486
    #dbg_value(i64 %644, !197, !DIExpression(), !487)
    #dbg_value(i32 0, !202, !DIExpression(), !489)
  %646 = load i64, ptr @hash, align 8, !tbaa !207
    #dbg_value(i64 0, !202, !DIExpression(), !489)
  %647 = and i64 %644, 255, !dbg !490
  %648 = xor i64 %646, %647, !dbg !491
  %649 = mul i64 %648, 1099511628211, !dbg !492
    #dbg_value(i64 1, !202, !DIExpression(), !489)
  %650 = lshr i64 %644, 8, !dbg !493
  %651 = and i64 %650, 255, !dbg !490
  %652 = xor i64 %649, %651, !dbg !491
  %653 = mul i64 %652, 1099511628211, !dbg !492
    #dbg_value(i64 2, !202, !DIExpression(), !489)
  %654 = lshr i64 %644, 16, !dbg !493
  %655 = and i64 %654, 255, !dbg !490
  %656 = xor i64 %653, %655, !dbg !491
  %657 = mul i64 %656, 1099511628211, !dbg !492
    #dbg_value(i64 3, !202, !DIExpression(), !489)
  %658 = lshr i64 %644, 24, !dbg !493
  %659 = and i64 %658, 255, !dbg !490
  %660 = xor i64 %657, %659, !dbg !491
  %661 = mul i64 %660, 1099511628211, !dbg !492
    #dbg_value(i64 4, !202, !DIExpression(), !489)
  %662 = lshr i64 %644, 32, !dbg !493
  %663 = and i64 %662, 255, !dbg !490
  %664 = xor i64 %661, %663, !dbg !491
  %665 = mul i64 %664, 1099511628211, !dbg !492
    #dbg_value(i64 5, !202, !DIExpression(), !489)
  %666 = lshr i64 %644, 40, !dbg !493
  %667 = and i64 %666, 255, !dbg !490
  %668 = xor i64 %665, %667, !dbg !491
  %669 = mul i64 %668, 1099511628211, !dbg !492
    #dbg_value(i64 6, !202, !DIExpression(), !489)
  %670 = lshr i64 %644, 48, !dbg !493
  %671 = and i64 %670, 255, !dbg !490
  %672 = xor i64 %669, %671, !dbg !491
  %673 = mul i64 %672, 1099511628211, !dbg !492
    #dbg_value(i64 7, !202, !DIExpression(), !489)
  %674 = lshr i64 %644, 56, !dbg !493
  %675 = xor i64 %673, %674, !dbg !491
  %676 = mul i64 %675, 1099511628211, !dbg !492
    #dbg_value(i64 8, !202, !DIExpression(), !489)
  store i64 %676, ptr @hash, align 8, !dbg !494, !tbaa !207
  %677 = tail call i32 @putchar(i32 10), !dbg !495
  %678 = add nuw nsw i64 %639, 1, !dbg !496
    #dbg_value(i64 %678, !158, !DIExpression(), !475)
  %679 = icmp eq i64 %678, 16, !dbg !497
  br i1 %679, label %680, label %638, !dbg !498, !llvm.loop !499

680:                                              ; preds = %638
    #dbg_value(i16 undef, !161, !DIExpression(), !165)
    #dbg_value(ptr @.str.26, !184, !DIExpression(), !501)
    #dbg_value(i16 28853, !191, !DIExpression(), !501)
  %681 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.28, ptr noundef nonnull @.str.26, i64 noundef 28853), !dbg !503
    #dbg_value(i64 28853, !197, !DIExpression(), !504)
    #dbg_value(i32 0, !202, !DIExpression(), !506)
  %682 = load i64, ptr @hash, align 8, !tbaa !207
    #dbg_value(i32 0, !202, !DIExpression(), !506)
    #dbg_value(i64 0, !202, !DIExpression(), !506)
  %683 = xor i64 %682, 181, !dbg !507
  %684 = mul i64 %683, 1099511628211, !dbg !508
    #dbg_value(i64 1, !202, !DIExpression(), !506)
  %685 = xor i64 %684, 112, !dbg !507
    #dbg_value(i64 2, !202, !DIExpression(), !506)
    #dbg_value(i64 3, !202, !DIExpression(), !506)
    #dbg_value(i64 4, !202, !DIExpression(), !506)
    #dbg_value(i64 5, !202, !DIExpression(), !506)
    #dbg_value(i64 6, !202, !DIExpression(), !506)
    #dbg_value(i64 7, !202, !DIExpression(), !506)
  %686 = mul i64 %685, -4228181266138934565, !dbg !508
    #dbg_value(i64 8, !202, !DIExpression(), !506)
  store i64 %686, ptr @hash, align 8, !dbg !509, !tbaa !207
  %687 = tail call i32 @putchar(i32 10), !dbg !510
  %688 = load i64, ptr @hash, align 8, !dbg !511, !tbaa !207
  %689 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.27, i64 noundef %688), !dbg !512
  %690 = load i64, ptr @hash, align 8, !dbg !513, !tbaa !207
  %691 = urem i64 %690, 7, !dbg !514
  %692 = trunc nuw nsw i64 %691 to i32, !dbg !515
  call void @llvm.lifetime.end.p0(i64 28, ptr nonnull %1) #6, !dbg !516
  ret i32 %692, !dbg !516
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: nofree nounwind
declare !dbg !517 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef signext i16 @f_not(i16 noundef signext %0) unnamed_addr #4 !dbg !522 {
    #dbg_value(i16 %0, !526, !DIExpression(), !527)
  %2 = xor i16 %0, -1, !dbg !528
  ret i16 %2, !dbg !529
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i64 -32768, 32768) i64 @f_widen(i16 noundef signext %0) unnamed_addr #4 !dbg !530 {
    #dbg_value(i16 %0, !534, !DIExpression(), !535)
  %2 = sext i16 %0 to i64, !dbg !536
  ret i64 %2, !dbg !537
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i64 -32768, 32768) i64 @f_uwiden(i16 noundef signext %0) unnamed_addr #4 !dbg !538 {
    #dbg_value(i16 %0, !542, !DIExpression(), !543)
  %2 = sext i16 %0 to i64, !dbg !544
  ret i64 %2, !dbg !545
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef signext i16 @f_add(i16 noundef signext %0, i16 noundef signext %1) unnamed_addr #4 !dbg !546 {
    #dbg_value(i16 %0, !550, !DIExpression(), !552)
    #dbg_value(i16 %1, !551, !DIExpression(), !552)
  %3 = add i16 %1, %0, !dbg !553
  ret i16 %3, !dbg !554
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef signext i16 @f_sub(i16 noundef signext %0, i16 noundef signext %1) unnamed_addr #4 !dbg !555 {
    #dbg_value(i16 %0, !557, !DIExpression(), !559)
    #dbg_value(i16 %1, !558, !DIExpression(), !559)
  %3 = sub i16 %0, %1, !dbg !560
  ret i16 %3, !dbg !561
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc signext i16 @f_shl(i16 noundef signext %0, i32 noundef %1) unnamed_addr #4 !dbg !562 {
    #dbg_value(i16 %0, !566, !DIExpression(), !568)
    #dbg_value(i32 %1, !567, !DIExpression(), !568)
  %3 = zext i16 %0 to i32, !dbg !569
  %4 = shl nuw nsw i32 %3, %1, !dbg !570
  %5 = trunc i32 %4 to i16, !dbg !571
  ret i16 %5, !dbg !572
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc signext i16 @f_shr(i16 noundef signext %0, i32 noundef %1) unnamed_addr #4 !dbg !573 {
    #dbg_value(i16 %0, !575, !DIExpression(), !577)
    #dbg_value(i32 %1, !576, !DIExpression(), !577)
  %3 = sext i16 %0 to i32, !dbg !578
  %4 = ashr i32 %3, %1, !dbg !579
  %5 = trunc nsw i32 %4 to i16, !dbg !580
  ret i16 %5, !dbg !581
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef signext i16 @f_mul(i16 noundef signext %0, i16 noundef signext %1) unnamed_addr #4 !dbg !582 {
    #dbg_value(i16 %0, !584, !DIExpression(), !586)
    #dbg_value(i16 %1, !585, !DIExpression(), !586)
  %3 = mul i16 %1, %0, !dbg !587
  ret i16 %3, !dbg !588
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef signext i16 @f_div(i16 noundef signext %0, i16 noundef signext %1) unnamed_addr #4 !dbg !589 {
    #dbg_value(i16 %0, !591, !DIExpression(), !593)
    #dbg_value(i16 %1, !592, !DIExpression(), !593)
  %3 = sext i16 %0 to i32, !dbg !594
  %4 = sext i16 %1 to i32, !dbg !595
  %5 = sdiv i32 %3, %4, !dbg !596
  %6 = trunc i32 %5 to i16, !dbg !597
  ret i16 %6, !dbg !598
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc signext range(i16 -32767, -32768) i16 @f_rem(i16 noundef signext %0, i16 noundef signext %1) unnamed_addr #4 !dbg !599 {
    #dbg_value(i16 %0, !601, !DIExpression(), !603)
    #dbg_value(i16 %1, !602, !DIExpression(), !603)
  %3 = sext i16 %0 to i32, !dbg !604
  %4 = sext i16 %1 to i32, !dbg !605
  %5 = srem i32 %3, %4, !dbg !606
  %6 = trunc nsw i32 %5 to i16, !dbg !607
  ret i16 %6, !dbg !608
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef signext i16 @f_and(i16 noundef signext %0, i16 noundef signext %1) unnamed_addr #4 !dbg !609 {
    #dbg_value(i16 %0, !611, !DIExpression(), !613)
    #dbg_value(i16 %1, !612, !DIExpression(), !613)
  %3 = and i16 %1, %0, !dbg !614
  ret i16 %3, !dbg !615
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef signext i16 @f_or(i16 noundef signext %0, i16 noundef signext %1) unnamed_addr #4 !dbg !616 {
    #dbg_value(i16 %0, !618, !DIExpression(), !620)
    #dbg_value(i16 %1, !619, !DIExpression(), !620)
  %3 = or i16 %1, %0, !dbg !621
  ret i16 %3, !dbg !622
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef signext i16 @f_xor(i16 noundef signext %0, i16 noundef signext %1) unnamed_addr #4 !dbg !623 {
    #dbg_value(i16 %0, !625, !DIExpression(), !627)
    #dbg_value(i16 %1, !626, !DIExpression(), !627)
  %3 = xor i16 %1, %0, !dbg !628
  ret i16 %3, !dbg !629
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i32 0, 2) i32 @f_lt(i16 noundef signext %0, i16 noundef signext %1) unnamed_addr #4 !dbg !630 {
    #dbg_value(i16 %0, !634, !DIExpression(), !636)
    #dbg_value(i16 %1, !635, !DIExpression(), !636)
  %3 = icmp slt i16 %0, %1, !dbg !637
  %4 = zext i1 %3 to i32, !dbg !637
  ret i32 %4, !dbg !638
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i32 0, 2) i32 @f_le(i16 noundef signext %0, i16 noundef signext %1) unnamed_addr #4 !dbg !639 {
    #dbg_value(i16 %0, !641, !DIExpression(), !643)
    #dbg_value(i16 %1, !642, !DIExpression(), !643)
  %3 = icmp sle i16 %0, %1, !dbg !644
  %4 = zext i1 %3 to i32, !dbg !644
  ret i32 %4, !dbg !645
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i32 0, 2) i32 @f_eq(i16 noundef signext %0, i16 noundef signext %1) unnamed_addr #4 !dbg !646 {
    #dbg_value(i16 %0, !648, !DIExpression(), !650)
    #dbg_value(i16 %1, !649, !DIExpression(), !650)
  %3 = icmp eq i16 %0, %1, !dbg !651
  %4 = zext i1 %3 to i32, !dbg !651
  ret i32 %4, !dbg !652
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef signext i16 @f_narrow(i64 noundef %0) unnamed_addr #4 !dbg !653 {
    #dbg_value(i64 %0, !657, !DIExpression(), !658)
  %2 = trunc i64 %0 to i16, !dbg !659
  ret i16 %2, !dbg !660
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
!llvm.module.flags = !{!122, !123, !124, !125, !126, !127, !128}
!llvm.ident = !{!129}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 47, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "programs/int_edges_i16.c", directory: ".", checksumkind: CSK_MD5, checksum: "338cc94ab7cddc7a811c79572ac1d6bd")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 248, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 31)
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
!103 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!104 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!105 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!106 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!107 = !DIDerivedType(tag: DW_TAG_typedef, name: "UT", file: !2, line: 8, baseType: !108)
!108 = !DIBasicType(name: "unsigned short", size: 16, encoding: DW_ATE_unsigned)
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
!119 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint64_t", file: !120, line: 45, baseType: !121)
!120 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!121 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!122 = !{i32 7, !"Dwarf Version", i32 5}
!123 = !{i32 2, !"Debug Info Version", i32 3}
!124 = !{i32 1, !"wchar_size", i32 4}
!125 = !{i32 8, !"PIC Level", i32 2}
!126 = !{i32 7, !"PIE Level", i32 2}
!127 = !{i32 7, !"uwtable", i32 2}
!128 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!129 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!130 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 43, type: !131, scopeLine: 43, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !100, retainedNodes: !133)
!131 = !DISubroutineType(types: !132)
!132 = !{!104}
!133 = !{!134, !137, !138, !140, !143, !145, !148, !149, !151, !154, !158, !161, !162}
!134 = !DILocalVariable(name: "vals", scope: !130, file: !2, line: 44, type: !135)
!135 = !DICompositeType(tag: DW_TAG_array_type, baseType: !136, size: 224, elements: !96)
!136 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !102)
!137 = !DILocalVariable(name: "n", scope: !130, file: !2, line: 46, type: !104)
!138 = !DILocalVariable(name: "i", scope: !139, file: !2, line: 48, type: !104)
!139 = distinct !DILexicalBlock(scope: !130, file: !2, line: 48, column: 5)
!140 = !DILocalVariable(name: "a", scope: !141, file: !2, line: 49, type: !102)
!141 = distinct !DILexicalBlock(scope: !142, file: !2, line: 48, column: 33)
!142 = distinct !DILexicalBlock(scope: !139, file: !2, line: 48, column: 5)
!143 = !DILocalVariable(name: "s", scope: !144, file: !2, line: 58, type: !104)
!144 = distinct !DILexicalBlock(scope: !141, file: !2, line: 58, column: 9)
!145 = !DILocalVariable(name: "l", scope: !146, file: !2, line: 59, type: !102)
!146 = distinct !DILexicalBlock(scope: !147, file: !2, line: 58, column: 67)
!147 = distinct !DILexicalBlock(scope: !144, file: !2, line: 58, column: 9)
!148 = !DILocalVariable(name: "r", scope: !146, file: !2, line: 59, type: !102)
!149 = !DILocalVariable(name: "j", scope: !150, file: !2, line: 63, type: !104)
!150 = distinct !DILexicalBlock(scope: !141, file: !2, line: 63, column: 9)
!151 = !DILocalVariable(name: "b", scope: !152, file: !2, line: 64, type: !102)
!152 = distinct !DILexicalBlock(scope: !153, file: !2, line: 63, column: 37)
!153 = distinct !DILexicalBlock(scope: !150, file: !2, line: 63, column: 9)
!154 = !DILocalVariable(name: "wides", scope: !130, file: !2, line: 79, type: !155)
!155 = !DICompositeType(tag: DW_TAG_array_type, baseType: !105, size: 1024, elements: !156)
!156 = !{!157}
!157 = !DISubrange(count: 16)
!158 = !DILocalVariable(name: "i", scope: !159, file: !2, line: 81, type: !160)
!159 = distinct !DILexicalBlock(scope: !130, file: !2, line: 81, column: 5)
!160 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!161 = !DILocalVariable(name: "acc", scope: !130, file: !2, line: 85, type: !102)
!162 = !DILocalVariable(name: "k", scope: !163, file: !2, line: 86, type: !104)
!163 = distinct !DILexicalBlock(scope: !130, file: !2, line: 86, column: 5)
!164 = distinct !DIAssignID()
!165 = !DILocation(line: 0, scope: !130)
!166 = distinct !DIAssignID()
!167 = !DILocation(line: 44, column: 5, scope: !130)
!168 = !DILocation(line: 44, column: 16, scope: !130)
!169 = distinct !DIAssignID()
!170 = !DILocation(line: 47, column: 5, scope: !130)
!171 = !DILocation(line: 0, scope: !139)
!172 = !DILocation(line: 48, column: 5, scope: !139)
!173 = !DILocation(line: 49, column: 15, scope: !141)
!174 = !{!175, !175, i64 0}
!175 = !{!"short", !176, i64 0}
!176 = !{!"omnipotent char", !177, i64 0}
!177 = !{!"Simple C/C++ TBAA"}
!178 = !DILocation(line: 0, scope: !141)
!179 = !DILocation(line: 50, column: 9, scope: !141)
!180 = !DILocation(line: 50, column: 52, scope: !181)
!181 = distinct !DILexicalBlock(scope: !141, file: !2, line: 50, column: 27)
!182 = !DILocation(line: 50, column: 37, scope: !181)
!183 = !DILocation(line: 51, column: 19, scope: !141)
!184 = !DILocalVariable(name: "what", arg: 1, scope: !185, file: !2, line: 37, type: !188)
!185 = distinct !DISubprogram(name: "pr", scope: !2, file: !2, line: 37, type: !186, scopeLine: 37, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !100, retainedNodes: !190)
!186 = !DISubroutineType(types: !187)
!187 = !{null, !188, !102}
!188 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !189, size: 64)
!189 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!190 = !{!184, !191}
!191 = !DILocalVariable(name: "v", arg: 2, scope: !185, file: !2, line: 37, type: !102)
!192 = !DILocation(line: 0, scope: !185, inlinedAt: !193)
!193 = distinct !DILocation(line: 51, column: 9, scope: !141)
!194 = !DILocation(line: 38, column: 44, scope: !195, inlinedAt: !193)
!195 = distinct !DILexicalBlock(scope: !185, file: !2, line: 38, column: 9)
!196 = !DILocation(line: 38, column: 19, scope: !195, inlinedAt: !193)
!197 = !DILocalVariable(name: "v", arg: 1, scope: !198, file: !2, line: 15, type: !106)
!198 = distinct !DISubprogram(name: "mix", scope: !2, file: !2, line: 15, type: !199, scopeLine: 15, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !100, retainedNodes: !201)
!199 = !DISubroutineType(types: !200)
!200 = !{null, !106}
!201 = !{!197, !202}
!202 = !DILocalVariable(name: "i", scope: !203, file: !2, line: 16, type: !104)
!203 = distinct !DILexicalBlock(scope: !198, file: !2, line: 16, column: 5)
!204 = !DILocation(line: 0, scope: !198, inlinedAt: !205)
!205 = distinct !DILocation(line: 40, column: 5, scope: !185, inlinedAt: !193)
!206 = !DILocation(line: 0, scope: !203, inlinedAt: !205)
!207 = !{!208, !208, i64 0}
!208 = !{!"long", !176, i64 0}
!209 = !DILocation(line: 16, column: 58, scope: !210, inlinedAt: !205)
!210 = distinct !DILexicalBlock(scope: !211, file: !2, line: 16, column: 33)
!211 = distinct !DILexicalBlock(scope: !203, file: !2, line: 16, column: 5)
!212 = !DILocation(line: 16, column: 40, scope: !210, inlinedAt: !205)
!213 = !DILocation(line: 16, column: 71, scope: !210, inlinedAt: !205)
!214 = !DILocation(line: 16, column: 46, scope: !210, inlinedAt: !205)
!215 = !DILocation(line: 16, scope: !210, inlinedAt: !205)
!216 = !DILocation(line: 52, column: 39, scope: !141)
!217 = !DILocation(line: 52, column: 51, scope: !141)
!218 = !DILocation(line: 52, column: 9, scope: !141)
!219 = !DILocation(line: 0, scope: !198, inlinedAt: !220)
!220 = distinct !DILocation(line: 53, column: 9, scope: !141)
!221 = !DILocation(line: 0, scope: !203, inlinedAt: !220)
!222 = !DILocation(line: 16, column: 58, scope: !210, inlinedAt: !220)
!223 = !DILocation(line: 16, column: 40, scope: !210, inlinedAt: !220)
!224 = !DILocation(line: 16, column: 71, scope: !210, inlinedAt: !220)
!225 = !DILocation(line: 16, column: 46, scope: !210, inlinedAt: !220)
!226 = !DILocation(line: 0, scope: !198, inlinedAt: !227)
!227 = distinct !DILocation(line: 53, column: 46, scope: !141)
!228 = !DILocation(line: 0, scope: !203, inlinedAt: !227)
!229 = !DILocation(line: 16, column: 58, scope: !210, inlinedAt: !227)
!230 = !DILocation(line: 16, column: 40, scope: !210, inlinedAt: !227)
!231 = !DILocation(line: 16, column: 71, scope: !210, inlinedAt: !227)
!232 = !DILocation(line: 16, column: 46, scope: !210, inlinedAt: !227)
!233 = !DILocation(line: 16, scope: !210, inlinedAt: !227)
!234 = !DILocation(line: 54, column: 25, scope: !141)
!235 = !DILocation(line: 0, scope: !185, inlinedAt: !236)
!236 = distinct !DILocation(line: 54, column: 9, scope: !141)
!237 = !DILocation(line: 38, column: 44, scope: !195, inlinedAt: !236)
!238 = !DILocation(line: 38, column: 19, scope: !195, inlinedAt: !236)
!239 = !DILocation(line: 0, scope: !198, inlinedAt: !240)
!240 = distinct !DILocation(line: 40, column: 5, scope: !185, inlinedAt: !236)
!241 = !DILocation(line: 0, scope: !203, inlinedAt: !240)
!242 = !DILocation(line: 16, column: 58, scope: !210, inlinedAt: !240)
!243 = !DILocation(line: 16, column: 40, scope: !210, inlinedAt: !240)
!244 = !DILocation(line: 16, column: 71, scope: !210, inlinedAt: !240)
!245 = !DILocation(line: 16, column: 46, scope: !210, inlinedAt: !240)
!246 = !DILocation(line: 16, scope: !210, inlinedAt: !240)
!247 = !DILocation(line: 55, column: 19, scope: !141)
!248 = !DILocation(line: 0, scope: !185, inlinedAt: !249)
!249 = distinct !DILocation(line: 55, column: 9, scope: !141)
!250 = !DILocation(line: 38, column: 44, scope: !195, inlinedAt: !249)
!251 = !DILocation(line: 38, column: 19, scope: !195, inlinedAt: !249)
!252 = !DILocation(line: 0, scope: !198, inlinedAt: !253)
!253 = distinct !DILocation(line: 40, column: 5, scope: !185, inlinedAt: !249)
!254 = !DILocation(line: 0, scope: !203, inlinedAt: !253)
!255 = !DILocation(line: 16, column: 58, scope: !210, inlinedAt: !253)
!256 = !DILocation(line: 16, column: 40, scope: !210, inlinedAt: !253)
!257 = !DILocation(line: 16, column: 71, scope: !210, inlinedAt: !253)
!258 = !DILocation(line: 16, column: 46, scope: !210, inlinedAt: !253)
!259 = !DILocation(line: 16, scope: !210, inlinedAt: !253)
!260 = !DILocation(line: 56, column: 19, scope: !141)
!261 = !DILocation(line: 0, scope: !185, inlinedAt: !262)
!262 = distinct !DILocation(line: 56, column: 9, scope: !141)
!263 = !DILocation(line: 38, column: 44, scope: !195, inlinedAt: !262)
!264 = !DILocation(line: 38, column: 19, scope: !195, inlinedAt: !262)
!265 = !DILocation(line: 0, scope: !198, inlinedAt: !266)
!266 = distinct !DILocation(line: 40, column: 5, scope: !185, inlinedAt: !262)
!267 = !DILocation(line: 0, scope: !203, inlinedAt: !266)
!268 = !DILocation(line: 16, column: 58, scope: !210, inlinedAt: !266)
!269 = !DILocation(line: 16, column: 40, scope: !210, inlinedAt: !266)
!270 = !DILocation(line: 16, column: 71, scope: !210, inlinedAt: !266)
!271 = !DILocation(line: 16, column: 46, scope: !210, inlinedAt: !266)
!272 = !DILocation(line: 16, scope: !210, inlinedAt: !266)
!273 = !DILocation(line: 57, column: 30, scope: !141)
!274 = !DILocation(line: 57, column: 9, scope: !141)
!275 = !DILocation(line: 0, scope: !144)
!276 = !DILocation(line: 58, column: 9, scope: !144)
!277 = !DILocation(line: 59, column: 19, scope: !146)
!278 = !DILocation(line: 0, scope: !146)
!279 = !DILocation(line: 59, column: 36, scope: !146)
!280 = !DILocation(line: 60, column: 17, scope: !146)
!281 = !DILocation(line: 0, scope: !198, inlinedAt: !282)
!282 = distinct !DILocation(line: 60, column: 13, scope: !146)
!283 = !DILocation(line: 0, scope: !203, inlinedAt: !282)
!284 = !DILocation(line: 16, column: 58, scope: !210, inlinedAt: !282)
!285 = !DILocation(line: 16, column: 40, scope: !210, inlinedAt: !282)
!286 = !DILocation(line: 16, column: 71, scope: !210, inlinedAt: !282)
!287 = !DILocation(line: 16, column: 46, scope: !210, inlinedAt: !282)
!288 = !DILocation(line: 60, column: 45, scope: !146)
!289 = !DILocation(line: 0, scope: !198, inlinedAt: !290)
!290 = distinct !DILocation(line: 60, column: 41, scope: !146)
!291 = !DILocation(line: 0, scope: !203, inlinedAt: !290)
!292 = !DILocation(line: 16, column: 58, scope: !210, inlinedAt: !290)
!293 = !DILocation(line: 16, column: 40, scope: !210, inlinedAt: !290)
!294 = !DILocation(line: 16, column: 71, scope: !210, inlinedAt: !290)
!295 = !DILocation(line: 16, column: 46, scope: !210, inlinedAt: !290)
!296 = !DILocation(line: 16, scope: !210, inlinedAt: !290)
!297 = !DILocation(line: 61, column: 24, scope: !298)
!298 = distinct !DILexicalBlock(scope: !146, file: !2, line: 61, column: 17)
!299 = !DILocation(line: 61, column: 41, scope: !300)
!300 = distinct !DILexicalBlock(scope: !298, file: !2, line: 61, column: 39)
!301 = !DILocation(line: 0, scope: !185, inlinedAt: !302)
!302 = distinct !DILocation(line: 61, column: 62, scope: !300)
!303 = !DILocation(line: 38, column: 19, scope: !195, inlinedAt: !302)
!304 = !DILocation(line: 0, scope: !198, inlinedAt: !305)
!305 = distinct !DILocation(line: 40, column: 5, scope: !185, inlinedAt: !302)
!306 = !DILocation(line: 0, scope: !203, inlinedAt: !305)
!307 = !DILocation(line: 16, column: 40, scope: !210, inlinedAt: !305)
!308 = !DILocation(line: 16, column: 71, scope: !210, inlinedAt: !305)
!309 = !DILocation(line: 16, scope: !210, inlinedAt: !305)
!310 = !DILocation(line: 0, scope: !185, inlinedAt: !311)
!311 = distinct !DILocation(line: 61, column: 76, scope: !300)
!312 = !DILocation(line: 38, column: 19, scope: !195, inlinedAt: !311)
!313 = !DILocation(line: 0, scope: !198, inlinedAt: !314)
!314 = distinct !DILocation(line: 40, column: 5, scope: !185, inlinedAt: !311)
!315 = !DILocation(line: 0, scope: !203, inlinedAt: !314)
!316 = !DILocation(line: 16, column: 40, scope: !210, inlinedAt: !314)
!317 = !DILocation(line: 16, column: 71, scope: !210, inlinedAt: !314)
!318 = !DILocation(line: 16, scope: !210, inlinedAt: !314)
!319 = !DILocation(line: 61, column: 90, scope: !300)
!320 = !DILocation(line: 61, column: 104, scope: !300)
!321 = !DILocation(line: 58, column: 44, scope: !147)
!322 = !DILocation(line: 58, column: 37, scope: !147)
!323 = !DILocation(line: 58, column: 34, scope: !147)
!324 = !DILocation(line: 58, column: 27, scope: !147)
!325 = distinct !{!325, !276, !326, !327}
!326 = !DILocation(line: 62, column: 9, scope: !144)
!327 = !{!"llvm.loop.mustprogress"}
!328 = !DILocation(line: 48, column: 29, scope: !142)
!329 = !DILocation(line: 48, column: 23, scope: !142)
!330 = distinct !{!330, !172, !331, !327}
!331 = !DILocation(line: 77, column: 5, scope: !139)
!332 = !DILocation(line: 0, scope: !150)
!333 = !DILocation(line: 64, column: 19, scope: !152)
!334 = !DILocation(line: 0, scope: !152)
!335 = !DILocation(line: 65, column: 31, scope: !152)
!336 = !DILocation(line: 65, column: 13, scope: !152)
!337 = !DILocation(line: 66, column: 21, scope: !152)
!338 = !DILocation(line: 0, scope: !185, inlinedAt: !339)
!339 = distinct !DILocation(line: 66, column: 13, scope: !152)
!340 = !DILocation(line: 38, column: 44, scope: !195, inlinedAt: !339)
!341 = !DILocation(line: 38, column: 19, scope: !195, inlinedAt: !339)
!342 = !DILocation(line: 0, scope: !198, inlinedAt: !343)
!343 = distinct !DILocation(line: 40, column: 5, scope: !185, inlinedAt: !339)
!344 = !DILocation(line: 0, scope: !203, inlinedAt: !343)
!345 = !DILocation(line: 16, column: 58, scope: !210, inlinedAt: !343)
!346 = !DILocation(line: 16, column: 40, scope: !210, inlinedAt: !343)
!347 = !DILocation(line: 16, column: 71, scope: !210, inlinedAt: !343)
!348 = !DILocation(line: 16, column: 46, scope: !210, inlinedAt: !343)
!349 = !DILocation(line: 16, scope: !210, inlinedAt: !343)
!350 = !DILocation(line: 66, column: 43, scope: !152)
!351 = !DILocation(line: 0, scope: !185, inlinedAt: !352)
!352 = distinct !DILocation(line: 66, column: 35, scope: !152)
!353 = !DILocation(line: 38, column: 44, scope: !195, inlinedAt: !352)
!354 = !DILocation(line: 38, column: 19, scope: !195, inlinedAt: !352)
!355 = !DILocation(line: 0, scope: !198, inlinedAt: !356)
!356 = distinct !DILocation(line: 40, column: 5, scope: !185, inlinedAt: !352)
!357 = !DILocation(line: 0, scope: !203, inlinedAt: !356)
!358 = !DILocation(line: 16, column: 58, scope: !210, inlinedAt: !356)
!359 = !DILocation(line: 16, column: 40, scope: !210, inlinedAt: !356)
!360 = !DILocation(line: 16, column: 71, scope: !210, inlinedAt: !356)
!361 = !DILocation(line: 16, column: 46, scope: !210, inlinedAt: !356)
!362 = !DILocation(line: 16, scope: !210, inlinedAt: !356)
!363 = !DILocation(line: 66, column: 65, scope: !152)
!364 = !DILocation(line: 0, scope: !185, inlinedAt: !365)
!365 = distinct !DILocation(line: 66, column: 57, scope: !152)
!366 = !DILocation(line: 38, column: 44, scope: !195, inlinedAt: !365)
!367 = !DILocation(line: 38, column: 19, scope: !195, inlinedAt: !365)
!368 = !DILocation(line: 0, scope: !198, inlinedAt: !369)
!369 = distinct !DILocation(line: 40, column: 5, scope: !185, inlinedAt: !365)
!370 = !DILocation(line: 0, scope: !203, inlinedAt: !369)
!371 = !DILocation(line: 16, column: 58, scope: !210, inlinedAt: !369)
!372 = !DILocation(line: 16, column: 40, scope: !210, inlinedAt: !369)
!373 = !DILocation(line: 16, column: 71, scope: !210, inlinedAt: !369)
!374 = !DILocation(line: 16, column: 46, scope: !210, inlinedAt: !369)
!375 = !DILocation(line: 16, scope: !210, inlinedAt: !369)
!376 = !DILocation(line: 67, column: 19, scope: !377)
!377 = distinct !DILexicalBlock(scope: !152, file: !2, line: 67, column: 17)
!378 = !DILocation(line: 67, column: 24, scope: !377)
!379 = !DILocation(line: 68, column: 25, scope: !380)
!380 = distinct !DILexicalBlock(scope: !377, file: !2, line: 67, column: 95)
!381 = !DILocation(line: 0, scope: !185, inlinedAt: !382)
!382 = distinct !DILocation(line: 68, column: 17, scope: !380)
!383 = !DILocation(line: 38, column: 44, scope: !195, inlinedAt: !382)
!384 = !DILocation(line: 38, column: 19, scope: !195, inlinedAt: !382)
!385 = !DILocation(line: 0, scope: !198, inlinedAt: !386)
!386 = distinct !DILocation(line: 40, column: 5, scope: !185, inlinedAt: !382)
!387 = !DILocation(line: 0, scope: !203, inlinedAt: !386)
!388 = !DILocation(line: 16, column: 58, scope: !210, inlinedAt: !386)
!389 = !DILocation(line: 16, column: 40, scope: !210, inlinedAt: !386)
!390 = !DILocation(line: 16, column: 71, scope: !210, inlinedAt: !386)
!391 = !DILocation(line: 16, column: 46, scope: !210, inlinedAt: !386)
!392 = !DILocation(line: 16, scope: !210, inlinedAt: !386)
!393 = !DILocation(line: 68, column: 47, scope: !380)
!394 = !DILocation(line: 0, scope: !185, inlinedAt: !395)
!395 = distinct !DILocation(line: 68, column: 39, scope: !380)
!396 = !DILocation(line: 38, column: 44, scope: !195, inlinedAt: !395)
!397 = !DILocation(line: 38, column: 19, scope: !195, inlinedAt: !395)
!398 = !DILocation(line: 0, scope: !198, inlinedAt: !399)
!399 = distinct !DILocation(line: 40, column: 5, scope: !185, inlinedAt: !395)
!400 = !DILocation(line: 0, scope: !203, inlinedAt: !399)
!401 = !DILocation(line: 16, column: 58, scope: !210, inlinedAt: !399)
!402 = !DILocation(line: 16, column: 40, scope: !210, inlinedAt: !399)
!403 = !DILocation(line: 16, column: 71, scope: !210, inlinedAt: !399)
!404 = !DILocation(line: 16, column: 46, scope: !210, inlinedAt: !399)
!405 = !DILocation(line: 16, scope: !210, inlinedAt: !399)
!406 = !DILocation(line: 70, column: 29, scope: !407)
!407 = distinct !DILexicalBlock(scope: !380, file: !2, line: 70, column: 21)
!408 = !DILocation(line: 70, column: 51, scope: !407)
!409 = !DILocation(line: 70, column: 70, scope: !407)
!410 = !DILocation(line: 70, column: 21, scope: !380)
!411 = !DILocation(line: 70, column: 76, scope: !407)
!412 = !DILocation(line: 72, column: 21, scope: !152)
!413 = !DILocation(line: 0, scope: !185, inlinedAt: !414)
!414 = distinct !DILocation(line: 72, column: 13, scope: !152)
!415 = !DILocation(line: 38, column: 44, scope: !195, inlinedAt: !414)
!416 = !DILocation(line: 38, column: 19, scope: !195, inlinedAt: !414)
!417 = !DILocation(line: 0, scope: !198, inlinedAt: !418)
!418 = distinct !DILocation(line: 40, column: 5, scope: !185, inlinedAt: !414)
!419 = !DILocation(line: 0, scope: !203, inlinedAt: !418)
!420 = !DILocation(line: 16, column: 58, scope: !210, inlinedAt: !418)
!421 = !DILocation(line: 16, column: 40, scope: !210, inlinedAt: !418)
!422 = !DILocation(line: 16, column: 71, scope: !210, inlinedAt: !418)
!423 = !DILocation(line: 16, column: 46, scope: !210, inlinedAt: !418)
!424 = !DILocation(line: 16, scope: !210, inlinedAt: !418)
!425 = !DILocation(line: 72, column: 43, scope: !152)
!426 = !DILocation(line: 0, scope: !185, inlinedAt: !427)
!427 = distinct !DILocation(line: 72, column: 35, scope: !152)
!428 = !DILocation(line: 38, column: 44, scope: !195, inlinedAt: !427)
!429 = !DILocation(line: 38, column: 19, scope: !195, inlinedAt: !427)
!430 = !DILocation(line: 0, scope: !198, inlinedAt: !431)
!431 = distinct !DILocation(line: 40, column: 5, scope: !185, inlinedAt: !427)
!432 = !DILocation(line: 0, scope: !203, inlinedAt: !431)
!433 = !DILocation(line: 16, column: 58, scope: !210, inlinedAt: !431)
!434 = !DILocation(line: 16, column: 40, scope: !210, inlinedAt: !431)
!435 = !DILocation(line: 16, column: 71, scope: !210, inlinedAt: !431)
!436 = !DILocation(line: 16, column: 46, scope: !210, inlinedAt: !431)
!437 = !DILocation(line: 16, scope: !210, inlinedAt: !431)
!438 = !DILocation(line: 72, column: 64, scope: !152)
!439 = !DILocation(line: 0, scope: !185, inlinedAt: !440)
!440 = distinct !DILocation(line: 72, column: 56, scope: !152)
!441 = !DILocation(line: 38, column: 44, scope: !195, inlinedAt: !440)
!442 = !DILocation(line: 38, column: 19, scope: !195, inlinedAt: !440)
!443 = !DILocation(line: 0, scope: !198, inlinedAt: !444)
!444 = distinct !DILocation(line: 40, column: 5, scope: !185, inlinedAt: !440)
!445 = !DILocation(line: 0, scope: !203, inlinedAt: !444)
!446 = !DILocation(line: 16, column: 58, scope: !210, inlinedAt: !444)
!447 = !DILocation(line: 16, column: 40, scope: !210, inlinedAt: !444)
!448 = !DILocation(line: 16, column: 71, scope: !210, inlinedAt: !444)
!449 = !DILocation(line: 16, column: 46, scope: !210, inlinedAt: !444)
!450 = !DILocation(line: 16, scope: !210, inlinedAt: !444)
!451 = !DILocation(line: 73, column: 41, scope: !152)
!452 = !DILocation(line: 73, column: 53, scope: !152)
!453 = !DILocation(line: 73, column: 65, scope: !152)
!454 = !DILocation(line: 73, column: 79, scope: !152)
!455 = !DILocation(line: 73, column: 87, scope: !152)
!456 = !DILocation(line: 73, column: 94, scope: !152)
!457 = !DILocation(line: 73, column: 13, scope: !152)
!458 = !DILocation(line: 74, column: 49, scope: !152)
!459 = !DILocation(line: 74, column: 66, scope: !152)
!460 = !DILocation(line: 74, column: 53, scope: !152)
!461 = !DILocation(line: 74, column: 70, scope: !152)
!462 = !DILocation(line: 74, column: 17, scope: !152)
!463 = !DILocation(line: 0, scope: !198, inlinedAt: !464)
!464 = distinct !DILocation(line: 74, column: 13, scope: !152)
!465 = !DILocation(line: 0, scope: !203, inlinedAt: !464)
!466 = !DILocation(line: 16, column: 40, scope: !210, inlinedAt: !464)
!467 = !DILocation(line: 16, column: 71, scope: !210, inlinedAt: !464)
!468 = !DILocation(line: 16, scope: !210, inlinedAt: !464)
!469 = !DILocation(line: 75, column: 13, scope: !152)
!470 = !DILocation(line: 63, column: 33, scope: !153)
!471 = !DILocation(line: 63, column: 27, scope: !153)
!472 = !DILocation(line: 63, column: 9, scope: !150)
!473 = distinct !{!473, !472, !474, !327}
!474 = !DILocation(line: 76, column: 9, scope: !150)
!475 = !DILocation(line: 0, scope: !159)
!476 = !DILocation(line: 82, column: 34, scope: !477)
!477 = distinct !DILexicalBlock(scope: !478, file: !2, line: 81, column: 69)
!478 = distinct !DILexicalBlock(scope: !159, file: !2, line: 81, column: 5)
!479 = !{!480, !480, i64 0}
!480 = !{!"long long", !176, i64 0}
!481 = !DILocation(line: 82, column: 9, scope: !477)
!482 = !DILocation(line: 82, column: 52, scope: !477)
!483 = !DILocation(line: 0, scope: !185, inlinedAt: !484)
!484 = distinct !DILocation(line: 82, column: 45, scope: !477)
!485 = !DILocation(line: 38, column: 44, scope: !195, inlinedAt: !484)
!486 = !DILocation(line: 38, column: 19, scope: !195, inlinedAt: !484)
!487 = !DILocation(line: 0, scope: !198, inlinedAt: !488)
!488 = distinct !DILocation(line: 40, column: 5, scope: !185, inlinedAt: !484)
!489 = !DILocation(line: 0, scope: !203, inlinedAt: !488)
!490 = !DILocation(line: 16, column: 58, scope: !210, inlinedAt: !488)
!491 = !DILocation(line: 16, column: 40, scope: !210, inlinedAt: !488)
!492 = !DILocation(line: 16, column: 71, scope: !210, inlinedAt: !488)
!493 = !DILocation(line: 16, column: 46, scope: !210, inlinedAt: !488)
!494 = !DILocation(line: 16, scope: !210, inlinedAt: !488)
!495 = !DILocation(line: 82, column: 73, scope: !477)
!496 = !DILocation(line: 81, column: 65, scope: !478)
!497 = !DILocation(line: 81, column: 28, scope: !478)
!498 = !DILocation(line: 81, column: 5, scope: !159)
!499 = distinct !{!499, !498, !500, !327}
!500 = !DILocation(line: 83, column: 5, scope: !159)
!501 = !DILocation(line: 0, scope: !185, inlinedAt: !502)
!502 = distinct !DILocation(line: 92, column: 5, scope: !130)
!503 = !DILocation(line: 38, column: 19, scope: !195, inlinedAt: !502)
!504 = !DILocation(line: 0, scope: !198, inlinedAt: !505)
!505 = distinct !DILocation(line: 40, column: 5, scope: !185, inlinedAt: !502)
!506 = !DILocation(line: 0, scope: !203, inlinedAt: !505)
!507 = !DILocation(line: 16, column: 40, scope: !210, inlinedAt: !505)
!508 = !DILocation(line: 16, column: 71, scope: !210, inlinedAt: !505)
!509 = !DILocation(line: 16, scope: !210, inlinedAt: !505)
!510 = !DILocation(line: 92, column: 21, scope: !130)
!511 = !DILocation(line: 93, column: 50, scope: !130)
!512 = !DILocation(line: 93, column: 5, scope: !130)
!513 = !DILocation(line: 94, column: 18, scope: !130)
!514 = !DILocation(line: 94, column: 23, scope: !130)
!515 = !DILocation(line: 94, column: 12, scope: !130)
!516 = !DILocation(line: 95, column: 1, scope: !130)
!517 = !DISubprogram(name: "printf", scope: !518, file: !518, line: 356, type: !519, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!518 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!519 = !DISubroutineType(types: !520)
!520 = !{!104, !521, null}
!521 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !188)
!522 = distinct !DISubprogram(name: "f_not", scope: !2, file: !2, line: 27, type: !523, scopeLine: 27, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !100, retainedNodes: !525)
!523 = !DISubroutineType(types: !524)
!524 = !{!102, !102}
!525 = !{!526}
!526 = !DILocalVariable(name: "a", arg: 1, scope: !522, file: !2, line: 27, type: !102)
!527 = !DILocation(line: 0, scope: !522)
!528 = !DILocation(line: 27, column: 59, scope: !522)
!529 = !DILocation(line: 27, column: 49, scope: !522)
!530 = distinct !DISubprogram(name: "f_widen", scope: !2, file: !2, line: 33, type: !531, scopeLine: 33, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !100, retainedNodes: !533)
!531 = !DISubroutineType(types: !532)
!532 = !{!105, !102}
!533 = !{!534}
!534 = !DILocalVariable(name: "a", arg: 1, scope: !530, file: !2, line: 33, type: !102)
!535 = !DILocation(line: 0, scope: !530)
!536 = !DILocation(line: 33, column: 66, scope: !530)
!537 = !DILocation(line: 33, column: 59, scope: !530)
!538 = distinct !DISubprogram(name: "f_uwiden", scope: !2, file: !2, line: 34, type: !539, scopeLine: 34, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !100, retainedNodes: !541)
!539 = !DISubroutineType(types: !540)
!540 = !{!106, !102}
!541 = !{!542}
!542 = !DILocalVariable(name: "a", arg: 1, scope: !538, file: !2, line: 34, type: !102)
!543 = !DILocation(line: 0, scope: !538)
!544 = !DILocation(line: 34, column: 76, scope: !538)
!545 = !DILocation(line: 34, column: 69, scope: !538)
!546 = distinct !DISubprogram(name: "f_add", scope: !2, file: !2, line: 19, type: !547, scopeLine: 19, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !100, retainedNodes: !549)
!547 = !DISubroutineType(types: !548)
!548 = !{!102, !102, !102}
!549 = !{!550, !551}
!550 = !DILocalVariable(name: "a", arg: 1, scope: !546, file: !2, line: 19, type: !102)
!551 = !DILocalVariable(name: "b", arg: 2, scope: !546, file: !2, line: 19, type: !102)
!552 = !DILocation(line: 0, scope: !546)
!553 = !DILocation(line: 19, column: 71, scope: !546)
!554 = !DILocation(line: 19, column: 54, scope: !546)
!555 = distinct !DISubprogram(name: "f_sub", scope: !2, file: !2, line: 20, type: !547, scopeLine: 20, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !100, retainedNodes: !556)
!556 = !{!557, !558}
!557 = !DILocalVariable(name: "a", arg: 1, scope: !555, file: !2, line: 20, type: !102)
!558 = !DILocalVariable(name: "b", arg: 2, scope: !555, file: !2, line: 20, type: !102)
!559 = !DILocation(line: 0, scope: !555)
!560 = !DILocation(line: 20, column: 71, scope: !555)
!561 = !DILocation(line: 20, column: 54, scope: !555)
!562 = distinct !DISubprogram(name: "f_shl", scope: !2, file: !2, line: 28, type: !563, scopeLine: 28, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !100, retainedNodes: !565)
!563 = !DISubroutineType(types: !564)
!564 = !{!102, !102, !104}
!565 = !{!566, !567}
!566 = !DILocalVariable(name: "a", arg: 1, scope: !562, file: !2, line: 28, type: !102)
!567 = !DILocalVariable(name: "s", arg: 2, scope: !562, file: !2, line: 28, type: !104)
!568 = !DILocation(line: 0, scope: !562)
!569 = !DILocation(line: 28, column: 67, scope: !562)
!570 = !DILocation(line: 28, column: 73, scope: !562)
!571 = !DILocation(line: 28, column: 63, scope: !562)
!572 = !DILocation(line: 28, column: 56, scope: !562)
!573 = distinct !DISubprogram(name: "f_shr", scope: !2, file: !2, line: 29, type: !563, scopeLine: 29, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !100, retainedNodes: !574)
!574 = !{!575, !576}
!575 = !DILocalVariable(name: "a", arg: 1, scope: !573, file: !2, line: 29, type: !102)
!576 = !DILocalVariable(name: "s", arg: 2, scope: !573, file: !2, line: 29, type: !104)
!577 = !DILocation(line: 0, scope: !573)
!578 = !DILocation(line: 29, column: 67, scope: !573)
!579 = !DILocation(line: 29, column: 69, scope: !573)
!580 = !DILocation(line: 29, column: 63, scope: !573)
!581 = !DILocation(line: 29, column: 56, scope: !573)
!582 = distinct !DISubprogram(name: "f_mul", scope: !2, file: !2, line: 21, type: !547, scopeLine: 21, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !100, retainedNodes: !583)
!583 = !{!584, !585}
!584 = !DILocalVariable(name: "a", arg: 1, scope: !582, file: !2, line: 21, type: !102)
!585 = !DILocalVariable(name: "b", arg: 2, scope: !582, file: !2, line: 21, type: !102)
!586 = !DILocation(line: 0, scope: !582)
!587 = !DILocation(line: 21, column: 76, scope: !582)
!588 = !DILocation(line: 21, column: 54, scope: !582)
!589 = distinct !DISubprogram(name: "f_div", scope: !2, file: !2, line: 22, type: !547, scopeLine: 22, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !100, retainedNodes: !590)
!590 = !{!591, !592}
!591 = !DILocalVariable(name: "a", arg: 1, scope: !589, file: !2, line: 22, type: !102)
!592 = !DILocalVariable(name: "b", arg: 2, scope: !589, file: !2, line: 22, type: !102)
!593 = !DILocation(line: 0, scope: !589)
!594 = !DILocation(line: 22, column: 65, scope: !589)
!595 = !DILocation(line: 22, column: 69, scope: !589)
!596 = !DILocation(line: 22, column: 67, scope: !589)
!597 = !DILocation(line: 22, column: 61, scope: !589)
!598 = !DILocation(line: 22, column: 54, scope: !589)
!599 = distinct !DISubprogram(name: "f_rem", scope: !2, file: !2, line: 23, type: !547, scopeLine: 23, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !100, retainedNodes: !600)
!600 = !{!601, !602}
!601 = !DILocalVariable(name: "a", arg: 1, scope: !599, file: !2, line: 23, type: !102)
!602 = !DILocalVariable(name: "b", arg: 2, scope: !599, file: !2, line: 23, type: !102)
!603 = !DILocation(line: 0, scope: !599)
!604 = !DILocation(line: 23, column: 65, scope: !599)
!605 = !DILocation(line: 23, column: 69, scope: !599)
!606 = !DILocation(line: 23, column: 67, scope: !599)
!607 = !DILocation(line: 23, column: 61, scope: !599)
!608 = !DILocation(line: 23, column: 54, scope: !599)
!609 = distinct !DISubprogram(name: "f_and", scope: !2, file: !2, line: 24, type: !547, scopeLine: 24, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !100, retainedNodes: !610)
!610 = !{!611, !612}
!611 = !DILocalVariable(name: "a", arg: 1, scope: !609, file: !2, line: 24, type: !102)
!612 = !DILocalVariable(name: "b", arg: 2, scope: !609, file: !2, line: 24, type: !102)
!613 = !DILocation(line: 0, scope: !609)
!614 = !DILocation(line: 24, column: 63, scope: !609)
!615 = !DILocation(line: 24, column: 54, scope: !609)
!616 = distinct !DISubprogram(name: "f_or", scope: !2, file: !2, line: 25, type: !547, scopeLine: 25, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !100, retainedNodes: !617)
!617 = !{!618, !619}
!618 = !DILocalVariable(name: "a", arg: 1, scope: !616, file: !2, line: 25, type: !102)
!619 = !DILocalVariable(name: "b", arg: 2, scope: !616, file: !2, line: 25, type: !102)
!620 = !DILocation(line: 0, scope: !616)
!621 = !DILocation(line: 25, column: 62, scope: !616)
!622 = !DILocation(line: 25, column: 53, scope: !616)
!623 = distinct !DISubprogram(name: "f_xor", scope: !2, file: !2, line: 26, type: !547, scopeLine: 26, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !100, retainedNodes: !624)
!624 = !{!625, !626}
!625 = !DILocalVariable(name: "a", arg: 1, scope: !623, file: !2, line: 26, type: !102)
!626 = !DILocalVariable(name: "b", arg: 2, scope: !623, file: !2, line: 26, type: !102)
!627 = !DILocation(line: 0, scope: !623)
!628 = !DILocation(line: 26, column: 63, scope: !623)
!629 = !DILocation(line: 26, column: 54, scope: !623)
!630 = distinct !DISubprogram(name: "f_lt", scope: !2, file: !2, line: 30, type: !631, scopeLine: 30, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !100, retainedNodes: !633)
!631 = !DISubroutineType(types: !632)
!632 = !{!104, !102, !102}
!633 = !{!634, !635}
!634 = !DILocalVariable(name: "a", arg: 1, scope: !630, file: !2, line: 30, type: !102)
!635 = !DILocalVariable(name: "b", arg: 2, scope: !630, file: !2, line: 30, type: !102)
!636 = !DILocation(line: 0, scope: !630)
!637 = !DILocation(line: 30, column: 64, scope: !630)
!638 = !DILocation(line: 30, column: 55, scope: !630)
!639 = distinct !DISubprogram(name: "f_le", scope: !2, file: !2, line: 31, type: !631, scopeLine: 31, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !100, retainedNodes: !640)
!640 = !{!641, !642}
!641 = !DILocalVariable(name: "a", arg: 1, scope: !639, file: !2, line: 31, type: !102)
!642 = !DILocalVariable(name: "b", arg: 2, scope: !639, file: !2, line: 31, type: !102)
!643 = !DILocation(line: 0, scope: !639)
!644 = !DILocation(line: 31, column: 64, scope: !639)
!645 = !DILocation(line: 31, column: 55, scope: !639)
!646 = distinct !DISubprogram(name: "f_eq", scope: !2, file: !2, line: 32, type: !631, scopeLine: 32, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !100, retainedNodes: !647)
!647 = !{!648, !649}
!648 = !DILocalVariable(name: "a", arg: 1, scope: !646, file: !2, line: 32, type: !102)
!649 = !DILocalVariable(name: "b", arg: 2, scope: !646, file: !2, line: 32, type: !102)
!650 = !DILocation(line: 0, scope: !646)
!651 = !DILocation(line: 32, column: 64, scope: !646)
!652 = !DILocation(line: 32, column: 55, scope: !646)
!653 = distinct !DISubprogram(name: "f_narrow", scope: !2, file: !2, line: 35, type: !654, scopeLine: 35, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !100, retainedNodes: !656)
!654 = !DISubroutineType(types: !655)
!655 = !{!102, !105}
!656 = !{!657}
!657 = !DILocalVariable(name: "v", arg: 1, scope: !653, file: !2, line: 35, type: !105)
!658 = !DILocation(line: 0, scope: !653)
!659 = !DILocation(line: 35, column: 67, scope: !653)
!660 = !DILocation(line: 35, column: 60, scope: !653)
