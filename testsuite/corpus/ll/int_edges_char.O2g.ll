; ModuleID = 'programs/int_edges_char.c'
source_filename = "programs/int_edges_char.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@__const.main.vals = private unnamed_addr constant [14 x i8] c"\80\81\C0\FF\00\01\02\03\07?~\7FZ\A5", align 1
@.str = private unnamed_addr constant [30 x i8] c"type char: size=%d signed=%d\0A\00", align 1, !dbg !0
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
  %1 = alloca [14 x i8], align 1, !DIAssignID !163
    #dbg_assign(i1 undef, !133, !DIExpression(), !163, ptr %1, !DIExpression(), !164)
    #dbg_assign(i1 undef, !153, !DIExpression(), !165, ptr @__const.main.wides, !DIExpression(), !164)
  call void @llvm.lifetime.start.p0(i64 14, ptr nonnull %1) #6, !dbg !166
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %1, ptr align 1 @__const.main.vals, i64 14, i1 true), !dbg !167, !DIAssignID !168
    #dbg_assign(i1 undef, !133, !DIExpression(), !168, ptr %1, !DIExpression(), !164)
    #dbg_value(i32 14, !136, !DIExpression(), !164)
  %2 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 1, i32 noundef 1), !dbg !169
    #dbg_value(i32 0, !137, !DIExpression(), !170)
  br label %3, !dbg !171

3:                                                ; preds = %0, %328
  %4 = phi i64 [ 0, %0 ], [ %329, %328 ]
    #dbg_value(i64 %4, !137, !DIExpression(), !170)
  %5 = getelementptr inbounds [14 x i8], ptr %1, i64 0, i64 %4, !dbg !172
  %6 = load volatile i8, ptr %5, align 1, !dbg !172, !tbaa !173
    #dbg_value(i8 %6, !139, !DIExpression(), !176)
  %7 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1), !dbg !177
  %8 = sext i8 %6 to i64, !dbg !178
  %9 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i64 noundef %8), !dbg !180
  %10 = tail call fastcc signext i8 @f_not(i8 noundef signext %6), !dbg !181
    #dbg_value(ptr @.str.3, !182, !DIExpression(), !190)
    #dbg_value(i8 %10, !189, !DIExpression(), !190)
  %11 = sext i8 %10 to i64, !dbg !192
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
  %44 = tail call fastcc i64 @f_widen(i8 noundef signext %6), !dbg !214
  %45 = tail call fastcc i64 @f_uwiden(i8 noundef signext %6), !dbg !215
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
  %108 = sub i8 0, %6, !dbg !232
    #dbg_value(ptr @.str.5, !182, !DIExpression(), !233)
    #dbg_value(i8 %108, !189, !DIExpression(), !233)
  %109 = sext i8 %108 to i64, !dbg !235
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
  %142 = tail call fastcc signext i8 @f_add(i8 noundef signext %6, i8 noundef signext 1), !dbg !245
    #dbg_value(ptr @.str.6, !182, !DIExpression(), !246)
    #dbg_value(i8 %142, !189, !DIExpression(), !246)
  %143 = sext i8 %142 to i64, !dbg !248
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
  %176 = tail call fastcc signext i8 @f_sub(i8 noundef signext %6, i8 noundef signext 1), !dbg !258
    #dbg_value(ptr @.str.7, !182, !DIExpression(), !259)
    #dbg_value(i8 %176, !189, !DIExpression(), !259)
  %177 = sext i8 %176 to i64, !dbg !261
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
  %210 = icmp eq i8 %6, 0, !dbg !271
  %211 = zext i1 %210 to i32, !dbg !271
  %212 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef %211), !dbg !272
    #dbg_value(i32 0, !142, !DIExpression(), !273)
  %213 = load i64, ptr @hash, align 8, !tbaa !205
  br label %214, !dbg !274

214:                                              ; preds = %3, %321
  %215 = phi i64 [ %213, %3 ], [ %322, %321 ]
  %216 = phi i32 [ 0, %3 ], [ %326, %321 ]
    #dbg_value(i32 %216, !142, !DIExpression(), !273)
  %217 = tail call fastcc signext i8 @f_shl(i8 noundef signext %6, i32 noundef %216), !dbg !275
    #dbg_value(i8 %217, !144, !DIExpression(), !276)
  %218 = tail call fastcc signext i8 @f_shr(i8 noundef signext %6, i32 noundef %216), !dbg !277
    #dbg_value(i8 %218, !147, !DIExpression(), !276)
  %219 = sext i8 %217 to i64, !dbg !278
    #dbg_value(i64 %219, !195, !DIExpression(), !279)
    #dbg_value(i32 0, !200, !DIExpression(), !281)
    #dbg_value(i32 0, !200, !DIExpression(), !281)
    #dbg_value(i64 0, !200, !DIExpression(), !281)
  %220 = and i64 %219, 255, !dbg !282
  %221 = xor i64 %215, %220, !dbg !283
  %222 = mul i64 %221, 1099511628211, !dbg !284
    #dbg_value(i64 1, !200, !DIExpression(), !281)
  %223 = lshr i64 %219, 8, !dbg !285
  %224 = and i64 %223, 255, !dbg !282
  %225 = xor i64 %222, %224, !dbg !283
  %226 = mul i64 %225, 1099511628211, !dbg !284
    #dbg_value(i64 2, !200, !DIExpression(), !281)
  %227 = lshr i64 %219, 16, !dbg !285
  %228 = and i64 %227, 255, !dbg !282
  %229 = xor i64 %226, %228, !dbg !283
  %230 = mul i64 %229, 1099511628211, !dbg !284
    #dbg_value(i64 3, !200, !DIExpression(), !281)
  %231 = lshr i64 %219, 24, !dbg !285
  %232 = and i64 %231, 255, !dbg !282
  %233 = xor i64 %230, %232, !dbg !283
  %234 = mul i64 %233, 1099511628211, !dbg !284
    #dbg_value(i64 4, !200, !DIExpression(), !281)
  %235 = lshr i64 %219, 32, !dbg !285
  %236 = and i64 %235, 255, !dbg !282
  %237 = xor i64 %234, %236, !dbg !283
  %238 = mul i64 %237, 1099511628211, !dbg !284
    #dbg_value(i64 5, !200, !DIExpression(), !281)
  %239 = lshr i64 %219, 40, !dbg !285
  %240 = and i64 %239, 255, !dbg !282
  %241 = xor i64 %238, %240, !dbg !283
  %242 = mul i64 %241, 1099511628211, !dbg !284
    #dbg_value(i64 6, !200, !DIExpression(), !281)
  %243 = lshr i64 %219, 48, !dbg !285
  %244 = and i64 %243, 255, !dbg !282
  %245 = xor i64 %242, %244, !dbg !283
  %246 = mul i64 %245, 1099511628211, !dbg !284
    #dbg_value(i64 7, !200, !DIExpression(), !281)
  %247 = lshr i64 %219, 56, !dbg !285
  %248 = xor i64 %246, %247, !dbg !283
  %249 = mul i64 %248, 1099511628211, !dbg !284
    #dbg_value(i64 8, !200, !DIExpression(), !281)
  %250 = sext i8 %218 to i64, !dbg !286
    #dbg_value(i64 %250, !195, !DIExpression(), !287)
    #dbg_value(i32 0, !200, !DIExpression(), !289)
    #dbg_value(i32 0, !200, !DIExpression(), !289)
    #dbg_value(i64 0, !200, !DIExpression(), !289)
  %251 = and i64 %250, 255, !dbg !290
  %252 = xor i64 %249, %251, !dbg !291
  %253 = mul i64 %252, 1099511628211, !dbg !292
    #dbg_value(i64 1, !200, !DIExpression(), !289)
  %254 = lshr i64 %250, 8, !dbg !293
  %255 = and i64 %254, 255, !dbg !290
  %256 = xor i64 %253, %255, !dbg !291
  %257 = mul i64 %256, 1099511628211, !dbg !292
    #dbg_value(i64 2, !200, !DIExpression(), !289)
  %258 = lshr i64 %250, 16, !dbg !293
  %259 = and i64 %258, 255, !dbg !290
  %260 = xor i64 %257, %259, !dbg !291
  %261 = mul i64 %260, 1099511628211, !dbg !292
    #dbg_value(i64 3, !200, !DIExpression(), !289)
  %262 = lshr i64 %250, 24, !dbg !293
  %263 = and i64 %262, 255, !dbg !290
  %264 = xor i64 %261, %263, !dbg !291
  %265 = mul i64 %264, 1099511628211, !dbg !292
    #dbg_value(i64 4, !200, !DIExpression(), !289)
  %266 = lshr i64 %250, 32, !dbg !293
  %267 = and i64 %266, 255, !dbg !290
  %268 = xor i64 %265, %267, !dbg !291
  %269 = mul i64 %268, 1099511628211, !dbg !292
    #dbg_value(i64 5, !200, !DIExpression(), !289)
  %270 = lshr i64 %250, 40, !dbg !293
  %271 = and i64 %270, 255, !dbg !290
  %272 = xor i64 %269, %271, !dbg !291
  %273 = mul i64 %272, 1099511628211, !dbg !292
    #dbg_value(i64 6, !200, !DIExpression(), !289)
  %274 = lshr i64 %250, 48, !dbg !293
  %275 = and i64 %274, 255, !dbg !290
  %276 = xor i64 %273, %275, !dbg !291
  %277 = mul i64 %276, 1099511628211, !dbg !292
    #dbg_value(i64 7, !200, !DIExpression(), !289)
  %278 = lshr i64 %250, 56, !dbg !293
  %279 = xor i64 %277, %278, !dbg !291
  %280 = mul i64 %279, 1099511628211, !dbg !292
    #dbg_value(i64 8, !200, !DIExpression(), !289)
  store i64 %280, ptr @hash, align 8, !dbg !294, !tbaa !205
  switch i32 %216, label %321 [
    i32 7, label %281
    i32 1, label %281
  ], !dbg !295

281:                                              ; preds = %214, %214
  %282 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef %216), !dbg !297
    #dbg_value(ptr @.str.10, !182, !DIExpression(), !299)
    #dbg_value(i8 %217, !189, !DIExpression(), !299)
  %283 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.28, ptr noundef nonnull @.str.10, i64 noundef %219), !dbg !301
    #dbg_value(i64 %219, !195, !DIExpression(), !302)
    #dbg_value(i32 0, !200, !DIExpression(), !304)
  %284 = load i64, ptr @hash, align 8, !tbaa !205
    #dbg_value(i32 0, !200, !DIExpression(), !304)
    #dbg_value(i64 0, !200, !DIExpression(), !304)
  %285 = xor i64 %284, %220, !dbg !305
  %286 = mul i64 %285, 1099511628211, !dbg !306
    #dbg_value(i64 1, !200, !DIExpression(), !304)
  %287 = xor i64 %286, %224, !dbg !305
  %288 = mul i64 %287, 1099511628211, !dbg !306
    #dbg_value(i64 2, !200, !DIExpression(), !304)
  %289 = xor i64 %288, %228, !dbg !305
  %290 = mul i64 %289, 1099511628211, !dbg !306
    #dbg_value(i64 3, !200, !DIExpression(), !304)
  %291 = xor i64 %290, %232, !dbg !305
  %292 = mul i64 %291, 1099511628211, !dbg !306
    #dbg_value(i64 4, !200, !DIExpression(), !304)
  %293 = xor i64 %292, %236, !dbg !305
  %294 = mul i64 %293, 1099511628211, !dbg !306
    #dbg_value(i64 5, !200, !DIExpression(), !304)
  %295 = xor i64 %294, %240, !dbg !305
  %296 = mul i64 %295, 1099511628211, !dbg !306
    #dbg_value(i64 6, !200, !DIExpression(), !304)
  %297 = xor i64 %296, %244, !dbg !305
  %298 = mul i64 %297, 1099511628211, !dbg !306
    #dbg_value(i64 7, !200, !DIExpression(), !304)
  %299 = xor i64 %298, %247, !dbg !305
  %300 = mul i64 %299, 1099511628211, !dbg !306
    #dbg_value(i64 8, !200, !DIExpression(), !304)
  store i64 %300, ptr @hash, align 8, !dbg !307, !tbaa !205
    #dbg_value(ptr @.str.11, !182, !DIExpression(), !308)
    #dbg_value(i8 %218, !189, !DIExpression(), !308)
  %301 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.28, ptr noundef nonnull @.str.11, i64 noundef %250), !dbg !310
    #dbg_value(i64 %250, !195, !DIExpression(), !311)
    #dbg_value(i32 0, !200, !DIExpression(), !313)
  %302 = load i64, ptr @hash, align 8, !tbaa !205
    #dbg_value(i32 0, !200, !DIExpression(), !313)
    #dbg_value(i64 0, !200, !DIExpression(), !313)
  %303 = xor i64 %302, %251, !dbg !314
  %304 = mul i64 %303, 1099511628211, !dbg !315
    #dbg_value(i64 1, !200, !DIExpression(), !313)
  %305 = xor i64 %304, %255, !dbg !314
  %306 = mul i64 %305, 1099511628211, !dbg !315
    #dbg_value(i64 2, !200, !DIExpression(), !313)
  %307 = xor i64 %306, %259, !dbg !314
  %308 = mul i64 %307, 1099511628211, !dbg !315
    #dbg_value(i64 3, !200, !DIExpression(), !313)
  %309 = xor i64 %308, %263, !dbg !314
  %310 = mul i64 %309, 1099511628211, !dbg !315
    #dbg_value(i64 4, !200, !DIExpression(), !313)
  %311 = xor i64 %310, %267, !dbg !314
  %312 = mul i64 %311, 1099511628211, !dbg !315
    #dbg_value(i64 5, !200, !DIExpression(), !313)
  %313 = xor i64 %312, %271, !dbg !314
  %314 = mul i64 %313, 1099511628211, !dbg !315
    #dbg_value(i64 6, !200, !DIExpression(), !313)
  %315 = xor i64 %314, %275, !dbg !314
  %316 = mul i64 %315, 1099511628211, !dbg !315
    #dbg_value(i64 7, !200, !DIExpression(), !313)
  %317 = xor i64 %316, %278, !dbg !314
  %318 = mul i64 %317, 1099511628211, !dbg !315
    #dbg_value(i64 8, !200, !DIExpression(), !313)
  store i64 %318, ptr @hash, align 8, !dbg !316, !tbaa !205
  %319 = tail call i32 @putchar(i32 10), !dbg !317
  %320 = load i64, ptr @hash, align 8, !tbaa !205
  br label %321, !dbg !318

321:                                              ; preds = %214, %281
  %322 = phi i64 [ %280, %214 ], [ %320, %281 ]
  %323 = add nsw i32 %216, -5, !dbg !319
  %324 = icmp ult i32 %323, -2, !dbg !319
  %325 = select i1 %324, i32 1, i32 5, !dbg !320
  %326 = add nuw nsw i32 %325, %216, !dbg !321
    #dbg_value(i32 %326, !142, !DIExpression(), !273)
  %327 = icmp ult i32 %326, 8, !dbg !322
  br i1 %327, label %214, label %331, !dbg !274, !llvm.loop !323

328:                                              ; preds = %514
  %329 = add nuw nsw i64 %4, 1, !dbg !326
    #dbg_value(i64 %329, !137, !DIExpression(), !170)
  %330 = icmp eq i64 %329, 14, !dbg !327
  br i1 %330, label %638, label %3, !dbg !171, !llvm.loop !328

331:                                              ; preds = %321, %514
  %332 = phi i64 [ %636, %514 ], [ 0, %321 ]
    #dbg_value(i64 %332, !148, !DIExpression(), !330)
  %333 = getelementptr inbounds [14 x i8], ptr %1, i64 0, i64 %332, !dbg !331
  %334 = load volatile i8, ptr %333, align 1, !dbg !331, !tbaa !173
    #dbg_value(i8 %334, !150, !DIExpression(), !332)
  %335 = sext i8 %334 to i64, !dbg !333
  %336 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i64 noundef %335), !dbg !334
  %337 = tail call fastcc signext i8 @f_add(i8 noundef signext %6, i8 noundef signext %334), !dbg !335
    #dbg_value(ptr @.str.14, !182, !DIExpression(), !336)
    #dbg_value(i8 %337, !189, !DIExpression(), !336)
  %338 = sext i8 %337 to i64, !dbg !338
  %339 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.28, ptr noundef nonnull @.str.14, i64 noundef %338), !dbg !339
    #dbg_value(i64 %338, !195, !DIExpression(), !340)
    #dbg_value(i32 0, !200, !DIExpression(), !342)
  %340 = load i64, ptr @hash, align 8, !tbaa !205
    #dbg_value(i32 0, !200, !DIExpression(), !342)
    #dbg_value(i64 0, !200, !DIExpression(), !342)
  %341 = and i64 %338, 255, !dbg !343
  %342 = xor i64 %340, %341, !dbg !344
  %343 = mul i64 %342, 1099511628211, !dbg !345
    #dbg_value(i64 1, !200, !DIExpression(), !342)
  %344 = lshr i64 %338, 8, !dbg !346
  %345 = and i64 %344, 255, !dbg !343
  %346 = xor i64 %343, %345, !dbg !344
  %347 = mul i64 %346, 1099511628211, !dbg !345
    #dbg_value(i64 2, !200, !DIExpression(), !342)
  %348 = lshr i64 %338, 16, !dbg !346
  %349 = and i64 %348, 255, !dbg !343
  %350 = xor i64 %347, %349, !dbg !344
  %351 = mul i64 %350, 1099511628211, !dbg !345
    #dbg_value(i64 3, !200, !DIExpression(), !342)
  %352 = lshr i64 %338, 24, !dbg !346
  %353 = and i64 %352, 255, !dbg !343
  %354 = xor i64 %351, %353, !dbg !344
  %355 = mul i64 %354, 1099511628211, !dbg !345
    #dbg_value(i64 4, !200, !DIExpression(), !342)
  %356 = lshr i64 %338, 32, !dbg !346
  %357 = and i64 %356, 255, !dbg !343
  %358 = xor i64 %355, %357, !dbg !344
  %359 = mul i64 %358, 1099511628211, !dbg !345
    #dbg_value(i64 5, !200, !DIExpression(), !342)
  %360 = lshr i64 %338, 40, !dbg !346
  %361 = and i64 %360, 255, !dbg !343
  %362 = xor i64 %359, %361, !dbg !344
  %363 = mul i64 %362, 1099511628211, !dbg !345
    #dbg_value(i64 6, !200, !DIExpression(), !342)
  %364 = lshr i64 %338, 48, !dbg !346
  %365 = and i64 %364, 255, !dbg !343
  %366 = xor i64 %363, %365, !dbg !344
  %367 = mul i64 %366, 1099511628211, !dbg !345
    #dbg_value(i64 7, !200, !DIExpression(), !342)
  %368 = lshr i64 %338, 56, !dbg !346
  %369 = xor i64 %367, %368, !dbg !344
  %370 = mul i64 %369, 1099511628211, !dbg !345
    #dbg_value(i64 8, !200, !DIExpression(), !342)
  store i64 %370, ptr @hash, align 8, !dbg !347, !tbaa !205
  %371 = tail call fastcc signext i8 @f_sub(i8 noundef signext %6, i8 noundef signext %334), !dbg !348
    #dbg_value(ptr @.str.15, !182, !DIExpression(), !349)
    #dbg_value(i8 %371, !189, !DIExpression(), !349)
  %372 = sext i8 %371 to i64, !dbg !351
  %373 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.28, ptr noundef nonnull @.str.15, i64 noundef %372), !dbg !352
    #dbg_value(i64 %372, !195, !DIExpression(), !353)
    #dbg_value(i32 0, !200, !DIExpression(), !355)
  %374 = load i64, ptr @hash, align 8, !tbaa !205
    #dbg_value(i32 0, !200, !DIExpression(), !355)
    #dbg_value(i64 0, !200, !DIExpression(), !355)
  %375 = and i64 %372, 255, !dbg !356
  %376 = xor i64 %374, %375, !dbg !357
  %377 = mul i64 %376, 1099511628211, !dbg !358
    #dbg_value(i64 1, !200, !DIExpression(), !355)
  %378 = lshr i64 %372, 8, !dbg !359
  %379 = and i64 %378, 255, !dbg !356
  %380 = xor i64 %377, %379, !dbg !357
  %381 = mul i64 %380, 1099511628211, !dbg !358
    #dbg_value(i64 2, !200, !DIExpression(), !355)
  %382 = lshr i64 %372, 16, !dbg !359
  %383 = and i64 %382, 255, !dbg !356
  %384 = xor i64 %381, %383, !dbg !357
  %385 = mul i64 %384, 1099511628211, !dbg !358
    #dbg_value(i64 3, !200, !DIExpression(), !355)
  %386 = lshr i64 %372, 24, !dbg !359
  %387 = and i64 %386, 255, !dbg !356
  %388 = xor i64 %385, %387, !dbg !357
  %389 = mul i64 %388, 1099511628211, !dbg !358
    #dbg_value(i64 4, !200, !DIExpression(), !355)
  %390 = lshr i64 %372, 32, !dbg !359
  %391 = and i64 %390, 255, !dbg !356
  %392 = xor i64 %389, %391, !dbg !357
  %393 = mul i64 %392, 1099511628211, !dbg !358
    #dbg_value(i64 5, !200, !DIExpression(), !355)
  %394 = lshr i64 %372, 40, !dbg !359
  %395 = and i64 %394, 255, !dbg !356
  %396 = xor i64 %393, %395, !dbg !357
  %397 = mul i64 %396, 1099511628211, !dbg !358
    #dbg_value(i64 6, !200, !DIExpression(), !355)
  %398 = lshr i64 %372, 48, !dbg !359
  %399 = and i64 %398, 255, !dbg !356
  %400 = xor i64 %397, %399, !dbg !357
  %401 = mul i64 %400, 1099511628211, !dbg !358
    #dbg_value(i64 7, !200, !DIExpression(), !355)
  %402 = lshr i64 %372, 56, !dbg !359
  %403 = xor i64 %401, %402, !dbg !357
  %404 = mul i64 %403, 1099511628211, !dbg !358
    #dbg_value(i64 8, !200, !DIExpression(), !355)
  store i64 %404, ptr @hash, align 8, !dbg !360, !tbaa !205
  %405 = tail call fastcc signext i8 @f_mul(i8 noundef signext %6, i8 noundef signext %334), !dbg !361
    #dbg_value(ptr @.str.16, !182, !DIExpression(), !362)
    #dbg_value(i8 %405, !189, !DIExpression(), !362)
  %406 = sext i8 %405 to i64, !dbg !364
  %407 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.28, ptr noundef nonnull @.str.16, i64 noundef %406), !dbg !365
    #dbg_value(i64 %406, !195, !DIExpression(), !366)
    #dbg_value(i32 0, !200, !DIExpression(), !368)
  %408 = load i64, ptr @hash, align 8, !tbaa !205
    #dbg_value(i32 0, !200, !DIExpression(), !368)
    #dbg_value(i64 0, !200, !DIExpression(), !368)
  %409 = and i64 %406, 255, !dbg !369
  %410 = xor i64 %408, %409, !dbg !370
  %411 = mul i64 %410, 1099511628211, !dbg !371
    #dbg_value(i64 1, !200, !DIExpression(), !368)
  %412 = lshr i64 %406, 8, !dbg !372
  %413 = and i64 %412, 255, !dbg !369
  %414 = xor i64 %411, %413, !dbg !370
  %415 = mul i64 %414, 1099511628211, !dbg !371
    #dbg_value(i64 2, !200, !DIExpression(), !368)
  %416 = lshr i64 %406, 16, !dbg !372
  %417 = and i64 %416, 255, !dbg !369
  %418 = xor i64 %415, %417, !dbg !370
  %419 = mul i64 %418, 1099511628211, !dbg !371
    #dbg_value(i64 3, !200, !DIExpression(), !368)
  %420 = lshr i64 %406, 24, !dbg !372
  %421 = and i64 %420, 255, !dbg !369
  %422 = xor i64 %419, %421, !dbg !370
  %423 = mul i64 %422, 1099511628211, !dbg !371
    #dbg_value(i64 4, !200, !DIExpression(), !368)
  %424 = lshr i64 %406, 32, !dbg !372
  %425 = and i64 %424, 255, !dbg !369
  %426 = xor i64 %423, %425, !dbg !370
  %427 = mul i64 %426, 1099511628211, !dbg !371
    #dbg_value(i64 5, !200, !DIExpression(), !368)
  %428 = lshr i64 %406, 40, !dbg !372
  %429 = and i64 %428, 255, !dbg !369
  %430 = xor i64 %427, %429, !dbg !370
  %431 = mul i64 %430, 1099511628211, !dbg !371
    #dbg_value(i64 6, !200, !DIExpression(), !368)
  %432 = lshr i64 %406, 48, !dbg !372
  %433 = and i64 %432, 255, !dbg !369
  %434 = xor i64 %431, %433, !dbg !370
  %435 = mul i64 %434, 1099511628211, !dbg !371
    #dbg_value(i64 7, !200, !DIExpression(), !368)
  %436 = lshr i64 %406, 56, !dbg !372
  %437 = xor i64 %435, %436, !dbg !370
  %438 = mul i64 %437, 1099511628211, !dbg !371
    #dbg_value(i64 8, !200, !DIExpression(), !368)
  store i64 %438, ptr @hash, align 8, !dbg !373, !tbaa !205
  %439 = icmp eq i8 %334, 0, !dbg !374
  br i1 %439, label %514, label %440, !dbg !376

440:                                              ; preds = %331
  %441 = tail call fastcc signext i8 @f_div(i8 noundef signext %6, i8 noundef signext %334), !dbg !377
    #dbg_value(ptr @.str.17, !182, !DIExpression(), !379)
    #dbg_value(i8 %441, !189, !DIExpression(), !379)
  %442 = sext i8 %441 to i64, !dbg !381
  %443 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.28, ptr noundef nonnull @.str.17, i64 noundef %442), !dbg !382
    #dbg_value(i64 %442, !195, !DIExpression(), !383)
    #dbg_value(i32 0, !200, !DIExpression(), !385)
  %444 = load i64, ptr @hash, align 8, !tbaa !205
    #dbg_value(i32 0, !200, !DIExpression(), !385)
    #dbg_value(i64 0, !200, !DIExpression(), !385)
  %445 = and i64 %442, 255, !dbg !386
  %446 = xor i64 %444, %445, !dbg !387
  %447 = mul i64 %446, 1099511628211, !dbg !388
    #dbg_value(i64 1, !200, !DIExpression(), !385)
  %448 = lshr i64 %442, 8, !dbg !389
  %449 = and i64 %448, 255, !dbg !386
  %450 = xor i64 %447, %449, !dbg !387
  %451 = mul i64 %450, 1099511628211, !dbg !388
    #dbg_value(i64 2, !200, !DIExpression(), !385)
  %452 = lshr i64 %442, 16, !dbg !389
  %453 = and i64 %452, 255, !dbg !386
  %454 = xor i64 %451, %453, !dbg !387
  %455 = mul i64 %454, 1099511628211, !dbg !388
    #dbg_value(i64 3, !200, !DIExpression(), !385)
  %456 = lshr i64 %442, 24, !dbg !389
  %457 = and i64 %456, 255, !dbg !386
  %458 = xor i64 %455, %457, !dbg !387
  %459 = mul i64 %458, 1099511628211, !dbg !388
    #dbg_value(i64 4, !200, !DIExpression(), !385)
  %460 = lshr i64 %442, 32, !dbg !389
  %461 = and i64 %460, 255, !dbg !386
  %462 = xor i64 %459, %461, !dbg !387
  %463 = mul i64 %462, 1099511628211, !dbg !388
    #dbg_value(i64 5, !200, !DIExpression(), !385)
  %464 = lshr i64 %442, 40, !dbg !389
  %465 = and i64 %464, 255, !dbg !386
  %466 = xor i64 %463, %465, !dbg !387
  %467 = mul i64 %466, 1099511628211, !dbg !388
    #dbg_value(i64 6, !200, !DIExpression(), !385)
  %468 = lshr i64 %442, 48, !dbg !389
  %469 = and i64 %468, 255, !dbg !386
  %470 = xor i64 %467, %469, !dbg !387
  %471 = mul i64 %470, 1099511628211, !dbg !388
    #dbg_value(i64 7, !200, !DIExpression(), !385)
  %472 = lshr i64 %442, 56, !dbg !389
  %473 = xor i64 %471, %472, !dbg !387
  %474 = mul i64 %473, 1099511628211, !dbg !388
    #dbg_value(i64 8, !200, !DIExpression(), !385)
  store i64 %474, ptr @hash, align 8, !dbg !390, !tbaa !205
  %475 = tail call fastcc signext i8 @f_rem(i8 noundef signext %6, i8 noundef signext %334), !dbg !391
    #dbg_value(ptr @.str.18, !182, !DIExpression(), !392)
    #dbg_value(i8 %475, !189, !DIExpression(), !392)
  %476 = sext i8 %475 to i64, !dbg !394
  %477 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.28, ptr noundef nonnull @.str.18, i64 noundef %476), !dbg !395
    #dbg_value(i64 %476, !195, !DIExpression(), !396)
    #dbg_value(i32 0, !200, !DIExpression(), !398)
  %478 = load i64, ptr @hash, align 8, !tbaa !205
    #dbg_value(i32 0, !200, !DIExpression(), !398)
    #dbg_value(i64 0, !200, !DIExpression(), !398)
  %479 = and i64 %476, 255, !dbg !399
  %480 = xor i64 %478, %479, !dbg !400
  %481 = mul i64 %480, 1099511628211, !dbg !401
    #dbg_value(i64 1, !200, !DIExpression(), !398)
  %482 = lshr i64 %476, 8, !dbg !402
  %483 = and i64 %482, 255, !dbg !399
  %484 = xor i64 %481, %483, !dbg !400
  %485 = mul i64 %484, 1099511628211, !dbg !401
    #dbg_value(i64 2, !200, !DIExpression(), !398)
  %486 = lshr i64 %476, 16, !dbg !402
  %487 = and i64 %486, 255, !dbg !399
  %488 = xor i64 %485, %487, !dbg !400
  %489 = mul i64 %488, 1099511628211, !dbg !401
    #dbg_value(i64 3, !200, !DIExpression(), !398)
  %490 = lshr i64 %476, 24, !dbg !402
  %491 = and i64 %490, 255, !dbg !399
  %492 = xor i64 %489, %491, !dbg !400
  %493 = mul i64 %492, 1099511628211, !dbg !401
    #dbg_value(i64 4, !200, !DIExpression(), !398)
  %494 = lshr i64 %476, 32, !dbg !402
  %495 = and i64 %494, 255, !dbg !399
  %496 = xor i64 %493, %495, !dbg !400
  %497 = mul i64 %496, 1099511628211, !dbg !401
    #dbg_value(i64 5, !200, !DIExpression(), !398)
  %498 = lshr i64 %476, 40, !dbg !402
  %499 = and i64 %498, 255, !dbg !399
  %500 = xor i64 %497, %499, !dbg !400
  %501 = mul i64 %500, 1099511628211, !dbg !401
    #dbg_value(i64 6, !200, !DIExpression(), !398)
  %502 = lshr i64 %476, 48, !dbg !402
  %503 = and i64 %502, 255, !dbg !399
  %504 = xor i64 %501, %503, !dbg !400
  %505 = mul i64 %504, 1099511628211, !dbg !401
    #dbg_value(i64 7, !200, !DIExpression(), !398)
  %506 = lshr i64 %476, 56, !dbg !402
  %507 = xor i64 %505, %506, !dbg !400
  %508 = mul i64 %507, 1099511628211, !dbg !401
    #dbg_value(i64 8, !200, !DIExpression(), !398)
  store i64 %508, ptr @hash, align 8, !dbg !403, !tbaa !205
  %509 = tail call fastcc signext i8 @f_mul(i8 noundef signext %441, i8 noundef signext %334), !dbg !404
  %510 = add i8 %509, %475, !dbg !406
  %511 = icmp eq i8 %510, %6, !dbg !407
  br i1 %511, label %514, label %512, !dbg !408

512:                                              ; preds = %440
  %513 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19), !dbg !409
  br label %514, !dbg !409

514:                                              ; preds = %440, %512, %331
  %515 = tail call fastcc signext i8 @f_and(i8 noundef signext %6, i8 noundef signext %334), !dbg !410
    #dbg_value(ptr @.str.20, !182, !DIExpression(), !411)
    #dbg_value(i8 %515, !189, !DIExpression(), !411)
  %516 = sext i8 %515 to i64, !dbg !413
  %517 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.28, ptr noundef nonnull @.str.20, i64 noundef %516), !dbg !414
    #dbg_value(i64 %516, !195, !DIExpression(), !415)
    #dbg_value(i32 0, !200, !DIExpression(), !417)
  %518 = load i64, ptr @hash, align 8, !tbaa !205
    #dbg_value(i64 0, !200, !DIExpression(), !417)
  %519 = and i64 %516, 255, !dbg !418
  %520 = xor i64 %518, %519, !dbg !419
  %521 = mul i64 %520, 1099511628211, !dbg !420
    #dbg_value(i64 1, !200, !DIExpression(), !417)
  %522 = lshr i64 %516, 8, !dbg !421
  %523 = and i64 %522, 255, !dbg !418
  %524 = xor i64 %521, %523, !dbg !419
  %525 = mul i64 %524, 1099511628211, !dbg !420
    #dbg_value(i64 2, !200, !DIExpression(), !417)
  %526 = lshr i64 %516, 16, !dbg !421
  %527 = and i64 %526, 255, !dbg !418
  %528 = xor i64 %525, %527, !dbg !419
  %529 = mul i64 %528, 1099511628211, !dbg !420
    #dbg_value(i64 3, !200, !DIExpression(), !417)
  %530 = lshr i64 %516, 24, !dbg !421
  %531 = and i64 %530, 255, !dbg !418
  %532 = xor i64 %529, %531, !dbg !419
  %533 = mul i64 %532, 1099511628211, !dbg !420
    #dbg_value(i64 4, !200, !DIExpression(), !417)
  %534 = lshr i64 %516, 32, !dbg !421
  %535 = and i64 %534, 255, !dbg !418
  %536 = xor i64 %533, %535, !dbg !419
  %537 = mul i64 %536, 1099511628211, !dbg !420
    #dbg_value(i64 5, !200, !DIExpression(), !417)
  %538 = lshr i64 %516, 40, !dbg !421
  %539 = and i64 %538, 255, !dbg !418
  %540 = xor i64 %537, %539, !dbg !419
  %541 = mul i64 %540, 1099511628211, !dbg !420
    #dbg_value(i64 6, !200, !DIExpression(), !417)
  %542 = lshr i64 %516, 48, !dbg !421
  %543 = and i64 %542, 255, !dbg !418
  %544 = xor i64 %541, %543, !dbg !419
  %545 = mul i64 %544, 1099511628211, !dbg !420
    #dbg_value(i64 7, !200, !DIExpression(), !417)
  %546 = lshr i64 %516, 56, !dbg !421
  %547 = xor i64 %545, %546, !dbg !419
  %548 = mul i64 %547, 1099511628211, !dbg !420
    #dbg_value(i64 8, !200, !DIExpression(), !417)
  store i64 %548, ptr @hash, align 8, !dbg !422, !tbaa !205
  %549 = tail call fastcc signext i8 @f_or(i8 noundef signext %6, i8 noundef signext %334), !dbg !423
    #dbg_value(ptr @.str.21, !182, !DIExpression(), !424)
    #dbg_value(i8 %549, !189, !DIExpression(), !424)
  %550 = sext i8 %549 to i64, !dbg !426
  %551 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.28, ptr noundef nonnull @.str.21, i64 noundef %550), !dbg !427
    #dbg_value(i64 %550, !195, !DIExpression(), !428)
    #dbg_value(i32 0, !200, !DIExpression(), !430)
  %552 = load i64, ptr @hash, align 8, !tbaa !205
    #dbg_value(i64 0, !200, !DIExpression(), !430)
  %553 = and i64 %550, 255, !dbg !431
  %554 = xor i64 %552, %553, !dbg !432
  %555 = mul i64 %554, 1099511628211, !dbg !433
    #dbg_value(i64 1, !200, !DIExpression(), !430)
  %556 = lshr i64 %550, 8, !dbg !434
  %557 = and i64 %556, 255, !dbg !431
  %558 = xor i64 %555, %557, !dbg !432
  %559 = mul i64 %558, 1099511628211, !dbg !433
    #dbg_value(i64 2, !200, !DIExpression(), !430)
  %560 = lshr i64 %550, 16, !dbg !434
  %561 = and i64 %560, 255, !dbg !431
  %562 = xor i64 %559, %561, !dbg !432
  %563 = mul i64 %562, 1099511628211, !dbg !433
    #dbg_value(i64 3, !200, !DIExpression(), !430)
  %564 = lshr i64 %550, 24, !dbg !434
  %565 = and i64 %564, 255, !dbg !431
  %566 = xor i64 %563, %565, !dbg !432
  %567 = mul i64 %566, 1099511628211, !dbg !433
    #dbg_value(i64 4, !200, !DIExpression(), !430)
  %568 = lshr i64 %550, 32, !dbg !434
  %569 = and i64 %568, 255, !dbg !431
  %570 = xor i64 %567, %569, !dbg !432
  %571 = mul i64 %570, 1099511628211, !dbg !433
    #dbg_value(i64 5, !200, !DIExpression(), !430)
  %572 = lshr i64 %550, 40, !dbg !434
  %573 = and i64 %572, 255, !dbg !431
  %574 = xor i64 %571, %573, !dbg !432
  %575 = mul i64 %574, 1099511628211, !dbg !433
    #dbg_value(i64 6, !200, !DIExpression(), !430)
  %576 = lshr i64 %550, 48, !dbg !434
  %577 = and i64 %576, 255, !dbg !431
  %578 = xor i64 %575, %577, !dbg !432
  %579 = mul i64 %578, 1099511628211, !dbg !433
    #dbg_value(i64 7, !200, !DIExpression(), !430)
  %580 = lshr i64 %550, 56, !dbg !434
  %581 = xor i64 %579, %580, !dbg !432
  %582 = mul i64 %581, 1099511628211, !dbg !433
    #dbg_value(i64 8, !200, !DIExpression(), !430)
  store i64 %582, ptr @hash, align 8, !dbg !435, !tbaa !205
  %583 = tail call fastcc signext i8 @f_xor(i8 noundef signext %6, i8 noundef signext %334), !dbg !436
    #dbg_value(ptr @.str.22, !182, !DIExpression(), !437)
    #dbg_value(i8 %583, !189, !DIExpression(), !437)
  %584 = sext i8 %583 to i64, !dbg !439
  %585 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.28, ptr noundef nonnull @.str.22, i64 noundef %584), !dbg !440
    #dbg_value(i64 %584, !195, !DIExpression(), !441)
    #dbg_value(i32 0, !200, !DIExpression(), !443)
  %586 = load i64, ptr @hash, align 8, !tbaa !205
    #dbg_value(i64 0, !200, !DIExpression(), !443)
  %587 = and i64 %584, 255, !dbg !444
  %588 = xor i64 %586, %587, !dbg !445
  %589 = mul i64 %588, 1099511628211, !dbg !446
    #dbg_value(i64 1, !200, !DIExpression(), !443)
  %590 = lshr i64 %584, 8, !dbg !447
  %591 = and i64 %590, 255, !dbg !444
  %592 = xor i64 %589, %591, !dbg !445
  %593 = mul i64 %592, 1099511628211, !dbg !446
    #dbg_value(i64 2, !200, !DIExpression(), !443)
  %594 = lshr i64 %584, 16, !dbg !447
  %595 = and i64 %594, 255, !dbg !444
  %596 = xor i64 %593, %595, !dbg !445
  %597 = mul i64 %596, 1099511628211, !dbg !446
    #dbg_value(i64 3, !200, !DIExpression(), !443)
  %598 = lshr i64 %584, 24, !dbg !447
  %599 = and i64 %598, 255, !dbg !444
  %600 = xor i64 %597, %599, !dbg !445
  %601 = mul i64 %600, 1099511628211, !dbg !446
    #dbg_value(i64 4, !200, !DIExpression(), !443)
  %602 = lshr i64 %584, 32, !dbg !447
  %603 = and i64 %602, 255, !dbg !444
  %604 = xor i64 %601, %603, !dbg !445
  %605 = mul i64 %604, 1099511628211, !dbg !446
    #dbg_value(i64 5, !200, !DIExpression(), !443)
  %606 = lshr i64 %584, 40, !dbg !447
  %607 = and i64 %606, 255, !dbg !444
  %608 = xor i64 %605, %607, !dbg !445
  %609 = mul i64 %608, 1099511628211, !dbg !446
    #dbg_value(i64 6, !200, !DIExpression(), !443)
  %610 = lshr i64 %584, 48, !dbg !447
  %611 = and i64 %610, 255, !dbg !444
  %612 = xor i64 %609, %611, !dbg !445
  %613 = mul i64 %612, 1099511628211, !dbg !446
    #dbg_value(i64 7, !200, !DIExpression(), !443)
  %614 = lshr i64 %584, 56, !dbg !447
  %615 = xor i64 %613, %614, !dbg !445
  %616 = mul i64 %615, 1099511628211, !dbg !446
    #dbg_value(i64 8, !200, !DIExpression(), !443)
  store i64 %616, ptr @hash, align 8, !dbg !448, !tbaa !205
  %617 = tail call fastcc i32 @f_lt(i8 noundef signext %6, i8 noundef signext %334), !dbg !449
  %618 = tail call fastcc i32 @f_le(i8 noundef signext %6, i8 noundef signext %334), !dbg !450
  %619 = tail call fastcc i32 @f_eq(i8 noundef signext %6, i8 noundef signext %334), !dbg !451
  %620 = icmp ne i8 %6, %334, !dbg !452
  %621 = zext i1 %620 to i32, !dbg !452
  %622 = icmp sgt i8 %6, %334, !dbg !453
  %623 = zext i1 %622 to i32, !dbg !453
  %624 = icmp sge i8 %6, %334, !dbg !454
  %625 = zext i1 %624 to i32, !dbg !454
  %626 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef %617, i32 noundef %618, i32 noundef %619, i32 noundef %621, i32 noundef %623, i32 noundef %625), !dbg !455
  %627 = shl nuw nsw i32 %617, 2, !dbg !456
  %628 = shl nuw nsw i32 %618, 1, !dbg !457
  %629 = or disjoint i32 %628, %627, !dbg !458
  %630 = or disjoint i32 %629, %619, !dbg !459
  %631 = zext nneg i32 %630 to i64, !dbg !460
    #dbg_value(i32 %630, !195, !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_stack_value), !461)
    #dbg_value(i32 0, !200, !DIExpression(), !463)
  %632 = load i64, ptr @hash, align 8, !tbaa !205
    #dbg_value(i64 0, !200, !DIExpression(), !463)
  %633 = xor i64 %632, %631, !dbg !464
    #dbg_value(i64 7, !200, !DIExpression(), !463)
  %634 = mul i64 %633, 2232315406967589409, !dbg !465
    #dbg_value(i64 8, !200, !DIExpression(), !463)
  store i64 %634, ptr @hash, align 8, !dbg !466, !tbaa !205
  %635 = tail call i32 @putchar(i32 10), !dbg !467
  %636 = add nuw nsw i64 %332, 1, !dbg !468
    #dbg_value(i64 %636, !148, !DIExpression(), !330)
  %637 = icmp eq i64 %636, 14, !dbg !469
  br i1 %637, label %328, label %331, !dbg !470, !llvm.loop !471

638:                                              ; preds = %328, %638
  %639 = phi i64 [ %678, %638 ], [ 0, %328 ]
    #dbg_value(i64 %639, !157, !DIExpression(), !473)
  %640 = getelementptr inbounds [16 x i64], ptr @__const.main.wides, i64 0, i64 %639, !dbg !474
  %641 = load i64, ptr %640, align 8, !dbg !474, !tbaa !477
  %642 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.24, i64 noundef %641), !dbg !479
  %643 = tail call fastcc signext i8 @f_narrow(i64 noundef %641), !dbg !480
    #dbg_value(ptr @.str.25, !182, !DIExpression(), !481)
    #dbg_value(i8 %643, !189, !DIExpression(), !481)
  %644 = sext i8 %643 to i64, !dbg !483
  %645 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.28, ptr noundef nonnull @.str.25, i64 noundef %644), !dbg !484
    #dbg_value(i64 %644, !195, !DIExpression(), !485)
    #dbg_value(i32 0, !200, !DIExpression(), !487)
  %646 = load i64, ptr @hash, align 8, !tbaa !205
    #dbg_value(i64 0, !200, !DIExpression(), !487)
  %647 = and i64 %644, 255, !dbg !488
  %648 = xor i64 %646, %647, !dbg !489
  %649 = mul i64 %648, 1099511628211, !dbg !490
    #dbg_value(i64 1, !200, !DIExpression(), !487)
  %650 = lshr i64 %644, 8, !dbg !491
  %651 = and i64 %650, 255, !dbg !488
  %652 = xor i64 %649, %651, !dbg !489
  %653 = mul i64 %652, 1099511628211, !dbg !490
    #dbg_value(i64 2, !200, !DIExpression(), !487)
  %654 = lshr i64 %644, 16, !dbg !491
  %655 = and i64 %654, 255, !dbg !488
  %656 = xor i64 %653, %655, !dbg !489
  %657 = mul i64 %656, 1099511628211, !dbg !490
    #dbg_value(i64 3, !200, !DIExpression(), !487)
  %658 = lshr i64 %644, 24, !dbg !491
  %659 = and i64 %658, 255, !dbg !488
  %660 = xor i64 %657, %659, !dbg !489
  %661 = mul i64 %660, 1099511628211, !dbg !490
    #dbg_value(i64 4, !200, !DIExpression(), !487)
  %662 = lshr i64 %644, 32, !dbg !491
  %663 = and i64 %662, 255, !dbg !488
  %664 = xor i64 %661, %663, !dbg !489
  %665 = mul i64 %664, 1099511628211, !dbg !490
    #dbg_value(i64 5, !200, !DIExpression(), !487)
  %666 = lshr i64 %644, 40, !dbg !491
  %667 = and i64 %666, 255, !dbg !488
  %668 = xor i64 %665, %667, !dbg !489
  %669 = mul i64 %668, 1099511628211, !dbg !490
    #dbg_value(i64 6, !200, !DIExpression(), !487)
  %670 = lshr i64 %644, 48, !dbg !491
  %671 = and i64 %670, 255, !dbg !488
  %672 = xor i64 %669, %671, !dbg !489
  %673 = mul i64 %672, 1099511628211, !dbg !490
    #dbg_value(i64 7, !200, !DIExpression(), !487)
  %674 = lshr i64 %644, 56, !dbg !491
  %675 = xor i64 %673, %674, !dbg !489
  %676 = mul i64 %675, 1099511628211, !dbg !490
    #dbg_value(i64 8, !200, !DIExpression(), !487)
  store i64 %676, ptr @hash, align 8, !dbg !492, !tbaa !205
  %677 = tail call i32 @putchar(i32 10), !dbg !493
  %678 = add nuw nsw i64 %639, 1, !dbg !494
    #dbg_value(i64 %678, !157, !DIExpression(), !473)
  %679 = icmp eq i64 %678, 16, !dbg !495
  br i1 %679, label %680, label %638, !dbg !496, !llvm.loop !497

680:                                              ; preds = %638
    #dbg_value(i8 undef, !160, !DIExpression(), !164)
    #dbg_value(ptr @.str.26, !182, !DIExpression(), !499)
    #dbg_value(i8 117, !189, !DIExpression(), !499)
  %681 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.28, ptr noundef nonnull @.str.26, i64 noundef 117), !dbg !501
    #dbg_value(i64 117, !195, !DIExpression(), !502)
    #dbg_value(i32 0, !200, !DIExpression(), !504)
  %682 = load i64, ptr @hash, align 8, !tbaa !205
    #dbg_value(i32 0, !200, !DIExpression(), !504)
    #dbg_value(i64 0, !200, !DIExpression(), !504)
  %683 = xor i64 %682, 117, !dbg !505
    #dbg_value(i64 1, !200, !DIExpression(), !504)
    #dbg_value(i64 2, !200, !DIExpression(), !504)
    #dbg_value(i64 3, !200, !DIExpression(), !504)
    #dbg_value(i64 4, !200, !DIExpression(), !504)
    #dbg_value(i64 5, !200, !DIExpression(), !504)
    #dbg_value(i64 6, !200, !DIExpression(), !504)
    #dbg_value(i64 7, !200, !DIExpression(), !504)
  %684 = mul i64 %683, 2232315406967589409, !dbg !506
    #dbg_value(i64 8, !200, !DIExpression(), !504)
  store i64 %684, ptr @hash, align 8, !dbg !507, !tbaa !205
  %685 = tail call i32 @putchar(i32 10), !dbg !508
  %686 = load i64, ptr @hash, align 8, !dbg !509, !tbaa !205
  %687 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.27, i64 noundef %686), !dbg !510
  %688 = load i64, ptr @hash, align 8, !dbg !511, !tbaa !205
  %689 = urem i64 %688, 7, !dbg !512
  %690 = trunc nuw nsw i64 %689 to i32, !dbg !513
  call void @llvm.lifetime.end.p0(i64 14, ptr nonnull %1) #6, !dbg !514
  ret i32 %690, !dbg !514
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: nofree nounwind
declare !dbg !515 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef signext i8 @f_not(i8 noundef signext %0) unnamed_addr #4 !dbg !520 {
    #dbg_value(i8 %0, !524, !DIExpression(), !525)
  %2 = xor i8 %0, -1, !dbg !526
  ret i8 %2, !dbg !527
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i64 -128, 128) i64 @f_widen(i8 noundef signext %0) unnamed_addr #4 !dbg !528 {
    #dbg_value(i8 %0, !532, !DIExpression(), !533)
  %2 = sext i8 %0 to i64, !dbg !534
  ret i64 %2, !dbg !535
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i64 -128, 128) i64 @f_uwiden(i8 noundef signext %0) unnamed_addr #4 !dbg !536 {
    #dbg_value(i8 %0, !540, !DIExpression(), !541)
  %2 = sext i8 %0 to i64, !dbg !542
  ret i64 %2, !dbg !543
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef signext i8 @f_add(i8 noundef signext %0, i8 noundef signext %1) unnamed_addr #4 !dbg !544 {
    #dbg_value(i8 %0, !548, !DIExpression(), !550)
    #dbg_value(i8 %1, !549, !DIExpression(), !550)
  %3 = add i8 %1, %0, !dbg !551
  ret i8 %3, !dbg !552
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef signext i8 @f_sub(i8 noundef signext %0, i8 noundef signext %1) unnamed_addr #4 !dbg !553 {
    #dbg_value(i8 %0, !555, !DIExpression(), !557)
    #dbg_value(i8 %1, !556, !DIExpression(), !557)
  %3 = sub i8 %0, %1, !dbg !558
  ret i8 %3, !dbg !559
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc signext i8 @f_shl(i8 noundef signext %0, i32 noundef %1) unnamed_addr #4 !dbg !560 {
    #dbg_value(i8 %0, !564, !DIExpression(), !566)
    #dbg_value(i32 %1, !565, !DIExpression(), !566)
  %3 = zext i8 %0 to i32, !dbg !567
  %4 = shl nuw nsw i32 %3, %1, !dbg !568
  %5 = trunc i32 %4 to i8, !dbg !569
  ret i8 %5, !dbg !570
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc signext i8 @f_shr(i8 noundef signext %0, i32 noundef %1) unnamed_addr #4 !dbg !571 {
    #dbg_value(i8 %0, !573, !DIExpression(), !575)
    #dbg_value(i32 %1, !574, !DIExpression(), !575)
  %3 = sext i8 %0 to i32, !dbg !576
  %4 = ashr i32 %3, %1, !dbg !577
  %5 = trunc nsw i32 %4 to i8, !dbg !578
  ret i8 %5, !dbg !579
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef signext i8 @f_mul(i8 noundef signext %0, i8 noundef signext %1) unnamed_addr #4 !dbg !580 {
    #dbg_value(i8 %0, !582, !DIExpression(), !584)
    #dbg_value(i8 %1, !583, !DIExpression(), !584)
  %3 = mul i8 %1, %0, !dbg !585
  ret i8 %3, !dbg !586
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef signext i8 @f_div(i8 noundef signext %0, i8 noundef signext %1) unnamed_addr #4 !dbg !587 {
    #dbg_value(i8 %0, !589, !DIExpression(), !591)
    #dbg_value(i8 %1, !590, !DIExpression(), !591)
  %3 = sext i8 %0 to i16, !dbg !592
  %4 = sext i8 %1 to i16, !dbg !592
  %5 = sdiv i16 %3, %4, !dbg !592
  %6 = trunc i16 %5 to i8, !dbg !593
  ret i8 %6, !dbg !594
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc signext range(i8 -127, -128) i8 @f_rem(i8 noundef signext %0, i8 noundef signext %1) unnamed_addr #4 !dbg !595 {
    #dbg_value(i8 %0, !597, !DIExpression(), !599)
    #dbg_value(i8 %1, !598, !DIExpression(), !599)
  %3 = sext i8 %0 to i16, !dbg !600
  %4 = sext i8 %1 to i16, !dbg !600
  %5 = srem i16 %3, %4, !dbg !600
  %6 = trunc nsw i16 %5 to i8, !dbg !601
  ret i8 %6, !dbg !602
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef signext i8 @f_and(i8 noundef signext %0, i8 noundef signext %1) unnamed_addr #4 !dbg !603 {
    #dbg_value(i8 %0, !605, !DIExpression(), !607)
    #dbg_value(i8 %1, !606, !DIExpression(), !607)
  %3 = and i8 %1, %0, !dbg !608
  ret i8 %3, !dbg !609
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef signext i8 @f_or(i8 noundef signext %0, i8 noundef signext %1) unnamed_addr #4 !dbg !610 {
    #dbg_value(i8 %0, !612, !DIExpression(), !614)
    #dbg_value(i8 %1, !613, !DIExpression(), !614)
  %3 = or i8 %1, %0, !dbg !615
  ret i8 %3, !dbg !616
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef signext i8 @f_xor(i8 noundef signext %0, i8 noundef signext %1) unnamed_addr #4 !dbg !617 {
    #dbg_value(i8 %0, !619, !DIExpression(), !621)
    #dbg_value(i8 %1, !620, !DIExpression(), !621)
  %3 = xor i8 %1, %0, !dbg !622
  ret i8 %3, !dbg !623
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i32 0, 2) i32 @f_lt(i8 noundef signext %0, i8 noundef signext %1) unnamed_addr #4 !dbg !624 {
    #dbg_value(i8 %0, !628, !DIExpression(), !630)
    #dbg_value(i8 %1, !629, !DIExpression(), !630)
  %3 = icmp slt i8 %0, %1, !dbg !631
  %4 = zext i1 %3 to i32, !dbg !631
  ret i32 %4, !dbg !632
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i32 0, 2) i32 @f_le(i8 noundef signext %0, i8 noundef signext %1) unnamed_addr #4 !dbg !633 {
    #dbg_value(i8 %0, !635, !DIExpression(), !637)
    #dbg_value(i8 %1, !636, !DIExpression(), !637)
  %3 = icmp sle i8 %0, %1, !dbg !638
  %4 = zext i1 %3 to i32, !dbg !638
  ret i32 %4, !dbg !639
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i32 0, 2) i32 @f_eq(i8 noundef signext %0, i8 noundef signext %1) unnamed_addr #4 !dbg !640 {
    #dbg_value(i8 %0, !642, !DIExpression(), !644)
    #dbg_value(i8 %1, !643, !DIExpression(), !644)
  %3 = icmp eq i8 %0, %1, !dbg !645
  %4 = zext i1 %3 to i32, !dbg !645
  ret i32 %4, !dbg !646
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef signext i8 @f_narrow(i64 noundef %0) unnamed_addr #4 !dbg !647 {
    #dbg_value(i64 %0, !651, !DIExpression(), !652)
  %2 = trunc i64 %0 to i8, !dbg !653
  ret i8 %2, !dbg !654
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
!2 = !DIFile(filename: "programs/int_edges_char.c", directory: ".", checksumkind: CSK_MD5, checksum: "08a2325dedb8f44bf7d9ae0f51d448e6")
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
!99 = distinct !DIGlobalVariable(name: "hash", scope: !100, file: !2, line: 14, type: !116, isLocal: true, isDefinition: true)
!100 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !101, globals: !108, splitDebugInlining: false, nameTableKind: None)
!101 = !{!102, !103, !104, !105, !106}
!102 = !DIDerivedType(tag: DW_TAG_typedef, name: "T", file: !2, line: 7, baseType: !4)
!103 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!104 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!105 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!106 = !DIDerivedType(tag: DW_TAG_typedef, name: "UT", file: !2, line: 8, baseType: !107)
!107 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
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
!132 = !{!133, !136, !137, !139, !142, !144, !147, !148, !150, !153, !157, !160, !161}
!133 = !DILocalVariable(name: "vals", scope: !129, file: !2, line: 44, type: !134)
!134 = !DICompositeType(tag: DW_TAG_array_type, baseType: !135, size: 112, elements: !96)
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
!157 = !DILocalVariable(name: "i", scope: !158, file: !2, line: 81, type: !159)
!158 = distinct !DILexicalBlock(scope: !129, file: !2, line: 81, column: 5)
!159 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!160 = !DILocalVariable(name: "acc", scope: !129, file: !2, line: 85, type: !102)
!161 = !DILocalVariable(name: "k", scope: !162, file: !2, line: 86, type: !103)
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
!301 = !DILocation(line: 38, column: 19, scope: !193, inlinedAt: !300)
!302 = !DILocation(line: 0, scope: !196, inlinedAt: !303)
!303 = distinct !DILocation(line: 40, column: 5, scope: !183, inlinedAt: !300)
!304 = !DILocation(line: 0, scope: !201, inlinedAt: !303)
!305 = !DILocation(line: 16, column: 40, scope: !208, inlinedAt: !303)
!306 = !DILocation(line: 16, column: 71, scope: !208, inlinedAt: !303)
!307 = !DILocation(line: 16, scope: !208, inlinedAt: !303)
!308 = !DILocation(line: 0, scope: !183, inlinedAt: !309)
!309 = distinct !DILocation(line: 61, column: 76, scope: !298)
!310 = !DILocation(line: 38, column: 19, scope: !193, inlinedAt: !309)
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
!328 = distinct !{!328, !171, !329, !325}
!329 = !DILocation(line: 77, column: 5, scope: !138)
!330 = !DILocation(line: 0, scope: !149)
!331 = !DILocation(line: 64, column: 19, scope: !151)
!332 = !DILocation(line: 0, scope: !151)
!333 = !DILocation(line: 65, column: 31, scope: !151)
!334 = !DILocation(line: 65, column: 13, scope: !151)
!335 = !DILocation(line: 66, column: 21, scope: !151)
!336 = !DILocation(line: 0, scope: !183, inlinedAt: !337)
!337 = distinct !DILocation(line: 66, column: 13, scope: !151)
!338 = !DILocation(line: 38, column: 44, scope: !193, inlinedAt: !337)
!339 = !DILocation(line: 38, column: 19, scope: !193, inlinedAt: !337)
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
!351 = !DILocation(line: 38, column: 44, scope: !193, inlinedAt: !350)
!352 = !DILocation(line: 38, column: 19, scope: !193, inlinedAt: !350)
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
!364 = !DILocation(line: 38, column: 44, scope: !193, inlinedAt: !363)
!365 = !DILocation(line: 38, column: 19, scope: !193, inlinedAt: !363)
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
!376 = !DILocation(line: 67, column: 24, scope: !375)
!377 = !DILocation(line: 68, column: 25, scope: !378)
!378 = distinct !DILexicalBlock(scope: !375, file: !2, line: 67, column: 95)
!379 = !DILocation(line: 0, scope: !183, inlinedAt: !380)
!380 = distinct !DILocation(line: 68, column: 17, scope: !378)
!381 = !DILocation(line: 38, column: 44, scope: !193, inlinedAt: !380)
!382 = !DILocation(line: 38, column: 19, scope: !193, inlinedAt: !380)
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
!394 = !DILocation(line: 38, column: 44, scope: !193, inlinedAt: !393)
!395 = !DILocation(line: 38, column: 19, scope: !193, inlinedAt: !393)
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
!413 = !DILocation(line: 38, column: 44, scope: !193, inlinedAt: !412)
!414 = !DILocation(line: 38, column: 19, scope: !193, inlinedAt: !412)
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
!426 = !DILocation(line: 38, column: 44, scope: !193, inlinedAt: !425)
!427 = !DILocation(line: 38, column: 19, scope: !193, inlinedAt: !425)
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
!439 = !DILocation(line: 38, column: 44, scope: !193, inlinedAt: !438)
!440 = !DILocation(line: 38, column: 19, scope: !193, inlinedAt: !438)
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
!497 = distinct !{!497, !496, !498, !325}
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
!567 = !DILocation(line: 28, column: 67, scope: !560)
!568 = !DILocation(line: 28, column: 73, scope: !560)
!569 = !DILocation(line: 28, column: 63, scope: !560)
!570 = !DILocation(line: 28, column: 56, scope: !560)
!571 = distinct !DISubprogram(name: "f_shr", scope: !2, file: !2, line: 29, type: !561, scopeLine: 29, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !100, retainedNodes: !572)
!572 = !{!573, !574}
!573 = !DILocalVariable(name: "a", arg: 1, scope: !571, file: !2, line: 29, type: !102)
!574 = !DILocalVariable(name: "s", arg: 2, scope: !571, file: !2, line: 29, type: !103)
!575 = !DILocation(line: 0, scope: !571)
!576 = !DILocation(line: 29, column: 67, scope: !571)
!577 = !DILocation(line: 29, column: 69, scope: !571)
!578 = !DILocation(line: 29, column: 63, scope: !571)
!579 = !DILocation(line: 29, column: 56, scope: !571)
!580 = distinct !DISubprogram(name: "f_mul", scope: !2, file: !2, line: 21, type: !545, scopeLine: 21, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !100, retainedNodes: !581)
!581 = !{!582, !583}
!582 = !DILocalVariable(name: "a", arg: 1, scope: !580, file: !2, line: 21, type: !102)
!583 = !DILocalVariable(name: "b", arg: 2, scope: !580, file: !2, line: 21, type: !102)
!584 = !DILocation(line: 0, scope: !580)
!585 = !DILocation(line: 21, column: 76, scope: !580)
!586 = !DILocation(line: 21, column: 54, scope: !580)
!587 = distinct !DISubprogram(name: "f_div", scope: !2, file: !2, line: 22, type: !545, scopeLine: 22, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !100, retainedNodes: !588)
!588 = !{!589, !590}
!589 = !DILocalVariable(name: "a", arg: 1, scope: !587, file: !2, line: 22, type: !102)
!590 = !DILocalVariable(name: "b", arg: 2, scope: !587, file: !2, line: 22, type: !102)
!591 = !DILocation(line: 0, scope: !587)
!592 = !DILocation(line: 22, column: 67, scope: !587)
!593 = !DILocation(line: 22, column: 61, scope: !587)
!594 = !DILocation(line: 22, column: 54, scope: !587)
!595 = distinct !DISubprogram(name: "f_rem", scope: !2, file: !2, line: 23, type: !545, scopeLine: 23, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !100, retainedNodes: !596)
!596 = !{!597, !598}
!597 = !DILocalVariable(name: "a", arg: 1, scope: !595, file: !2, line: 23, type: !102)
!598 = !DILocalVariable(name: "b", arg: 2, scope: !595, file: !2, line: 23, type: !102)
!599 = !DILocation(line: 0, scope: !595)
!600 = !DILocation(line: 23, column: 67, scope: !595)
!601 = !DILocation(line: 23, column: 61, scope: !595)
!602 = !DILocation(line: 23, column: 54, scope: !595)
!603 = distinct !DISubprogram(name: "f_and", scope: !2, file: !2, line: 24, type: !545, scopeLine: 24, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !100, retainedNodes: !604)
!604 = !{!605, !606}
!605 = !DILocalVariable(name: "a", arg: 1, scope: !603, file: !2, line: 24, type: !102)
!606 = !DILocalVariable(name: "b", arg: 2, scope: !603, file: !2, line: 24, type: !102)
!607 = !DILocation(line: 0, scope: !603)
!608 = !DILocation(line: 24, column: 63, scope: !603)
!609 = !DILocation(line: 24, column: 54, scope: !603)
!610 = distinct !DISubprogram(name: "f_or", scope: !2, file: !2, line: 25, type: !545, scopeLine: 25, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !100, retainedNodes: !611)
!611 = !{!612, !613}
!612 = !DILocalVariable(name: "a", arg: 1, scope: !610, file: !2, line: 25, type: !102)
!613 = !DILocalVariable(name: "b", arg: 2, scope: !610, file: !2, line: 25, type: !102)
!614 = !DILocation(line: 0, scope: !610)
!615 = !DILocation(line: 25, column: 62, scope: !610)
!616 = !DILocation(line: 25, column: 53, scope: !610)
!617 = distinct !DISubprogram(name: "f_xor", scope: !2, file: !2, line: 26, type: !545, scopeLine: 26, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !100, retainedNodes: !618)
!618 = !{!619, !620}
!619 = !DILocalVariable(name: "a", arg: 1, scope: !617, file: !2, line: 26, type: !102)
!620 = !DILocalVariable(name: "b", arg: 2, scope: !617, file: !2, line: 26, type: !102)
!621 = !DILocation(line: 0, scope: !617)
!622 = !DILocation(line: 26, column: 63, scope: !617)
!623 = !DILocation(line: 26, column: 54, scope: !617)
!624 = distinct !DISubprogram(name: "f_lt", scope: !2, file: !2, line: 30, type: !625, scopeLine: 30, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !100, retainedNodes: !627)
!625 = !DISubroutineType(types: !626)
!626 = !{!103, !102, !102}
!627 = !{!628, !629}
!628 = !DILocalVariable(name: "a", arg: 1, scope: !624, file: !2, line: 30, type: !102)
!629 = !DILocalVariable(name: "b", arg: 2, scope: !624, file: !2, line: 30, type: !102)
!630 = !DILocation(line: 0, scope: !624)
!631 = !DILocation(line: 30, column: 64, scope: !624)
!632 = !DILocation(line: 30, column: 55, scope: !624)
!633 = distinct !DISubprogram(name: "f_le", scope: !2, file: !2, line: 31, type: !625, scopeLine: 31, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !100, retainedNodes: !634)
!634 = !{!635, !636}
!635 = !DILocalVariable(name: "a", arg: 1, scope: !633, file: !2, line: 31, type: !102)
!636 = !DILocalVariable(name: "b", arg: 2, scope: !633, file: !2, line: 31, type: !102)
!637 = !DILocation(line: 0, scope: !633)
!638 = !DILocation(line: 31, column: 64, scope: !633)
!639 = !DILocation(line: 31, column: 55, scope: !633)
!640 = distinct !DISubprogram(name: "f_eq", scope: !2, file: !2, line: 32, type: !625, scopeLine: 32, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !100, retainedNodes: !641)
!641 = !{!642, !643}
!642 = !DILocalVariable(name: "a", arg: 1, scope: !640, file: !2, line: 32, type: !102)
!643 = !DILocalVariable(name: "b", arg: 2, scope: !640, file: !2, line: 32, type: !102)
!644 = !DILocation(line: 0, scope: !640)
!645 = !DILocation(line: 32, column: 64, scope: !640)
!646 = !DILocation(line: 32, column: 55, scope: !640)
!647 = distinct !DISubprogram(name: "f_narrow", scope: !2, file: !2, line: 35, type: !648, scopeLine: 35, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !100, retainedNodes: !650)
!648 = !DISubroutineType(types: !649)
!649 = !{!102, !104}
!650 = !{!651}
!651 = !DILocalVariable(name: "v", arg: 1, scope: !647, file: !2, line: 35, type: !104)
!652 = !DILocation(line: 0, scope: !647)
!653 = !DILocation(line: 35, column: 67, scope: !647)
!654 = !DILocation(line: 35, column: 60, scope: !647)
