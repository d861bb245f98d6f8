; ModuleID = 'programs/int_edges_i8.c'
source_filename = "programs/int_edges_i8.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@__const.main.vals = private unnamed_addr constant [14 x i8] c"\80\81\C0\FF\00\01\02\03\07?~\7FZ\A5", align 1
@.str = private unnamed_addr constant [37 x i8] c"type signed char: size=%d signed=%d\0A\00", align 1, !dbg !0
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
  %1 = alloca [14 x i8], align 1, !DIAssignID !164
    #dbg_assign(i1 undef, !134, !DIExpression(), !164, ptr %1, !DIExpression(), !165)
    #dbg_assign(i1 undef, !154, !DIExpression(), !166, ptr @__const.main.wides, !DIExpression(), !165)
  call void @llvm.lifetime.start.p0(i64 14, ptr nonnull %1) #6, !dbg !167
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %1, ptr align 1 @__const.main.vals, i64 14, i1 true), !dbg !168, !DIAssignID !169
    #dbg_assign(i1 undef, !134, !DIExpression(), !169, ptr %1, !DIExpression(), !165)
    #dbg_value(i32 14, !137, !DIExpression(), !165)
  %2 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 1, i32 noundef 1), !dbg !170
    #dbg_value(i32 0, !138, !DIExpression(), !171)
  br label %3, !dbg !172

3:                                                ; preds = %0, %328
  %4 = phi i64 [ 0, %0 ], [ %329, %328 ]
    #dbg_value(i64 %4, !138, !DIExpression(), !171)
  %5 = getelementptr inbounds [14 x i8], ptr %1, i64 0, i64 %4, !dbg !173
  %6 = load volatile i8, ptr %5, align 1, !dbg !173, !tbaa !174
    #dbg_value(i8 %6, !140, !DIExpression(), !177)
  %7 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1), !dbg !178
  %8 = sext i8 %6 to i64, !dbg !179
  %9 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i64 noundef %8), !dbg !181
  %10 = tail call fastcc signext i8 @f_not(i8 noundef signext %6), !dbg !182
    #dbg_value(ptr @.str.3, !183, !DIExpression(), !191)
    #dbg_value(i8 %10, !190, !DIExpression(), !191)
  %11 = sext i8 %10 to i64, !dbg !193
  %12 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.28, ptr noundef nonnull @.str.3, i64 noundef %11), !dbg !195
    #dbg_value(i64 %11, !196, !DIExpression(), !203)
    #dbg_value(i32 0, !201, !DIExpression(), !205)
  %13 = load i64, ptr @hash, align 8, !tbaa !206
    #dbg_value(i32 0, !201, !DIExpression(), !205)
    #dbg_value(i64 0, !201, !DIExpression(), !205)
  %14 = and i64 %11, 255, !dbg !208
  %15 = xor i64 %13, %14, !dbg !211
  %16 = mul i64 %15, 1099511628211, !dbg !212
    #dbg_value(i64 1, !201, !DIExpression(), !205)
  %17 = lshr i64 %11, 8, !dbg !213
  %18 = and i64 %17, 255, !dbg !208
  %19 = xor i64 %16, %18, !dbg !211
  %20 = mul i64 %19, 1099511628211, !dbg !212
    #dbg_value(i64 2, !201, !DIExpression(), !205)
  %21 = lshr i64 %11, 16, !dbg !213
  %22 = and i64 %21, 255, !dbg !208
  %23 = xor i64 %20, %22, !dbg !211
  %24 = mul i64 %23, 1099511628211, !dbg !212
    #dbg_value(i64 3, !201, !DIExpression(), !205)
  %25 = lshr i64 %11, 24, !dbg !213
  %26 = and i64 %25, 255, !dbg !208
  %27 = xor i64 %24, %26, !dbg !211
  %28 = mul i64 %27, 1099511628211, !dbg !212
    #dbg_value(i64 4, !201, !DIExpression(), !205)
  %29 = lshr i64 %11, 32, !dbg !213
  %30 = and i64 %29, 255, !dbg !208
  %31 = xor i64 %28, %30, !dbg !211
  %32 = mul i64 %31, 1099511628211, !dbg !212
    #dbg_value(i64 5, !201, !DIExpression(), !205)
  %33 = lshr i64 %11, 40, !dbg !213
  %34 = and i64 %33, 255, !dbg !208
  %35 = xor i64 %32, %34, !dbg !211
  %36 = mul i64 %35, 1099511628211, !dbg !212
    #dbg_value(i64 6, !201, !DIExpression(), !205)
  %37 = lshr i64 %11, 48, !dbg !213
  %38 = and i64 %37, 255, !dbg !208
  %39 = xor i64 %36, %38, !dbg !211
  %40 = mul i64 %39, 1099511628211, !dbg !212
    #dbg_value(i64 7, !201, !DIExpression(), !205)
  %41 = lshr i64 %11, 56, !dbg !213
  %42 = xor i64 %40, %41, !dbg !211
  %43 = mul i64 %42, 1099511628211, !dbg !212
    #dbg_value(i64 8, !201, !DIExpression(), !205)
  store i64 %43, ptr @hash, align 8, !dbg !214, !tbaa !206
  %44 = tail call fastcc i64 @f_widen(i8 noundef signext %6), !dbg !215
  %45 = tail call fastcc i64 @f_uwiden(i8 noundef signext %6), !dbg !216
  %46 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i64 noundef %44, i64 noundef %45), !dbg !217
    #dbg_value(i64 %44, !196, !DIExpression(), !218)
    #dbg_value(i32 0, !201, !DIExpression(), !220)
  %47 = load i64, ptr @hash, align 8, !tbaa !206
    #dbg_value(i32 0, !201, !DIExpression(), !220)
    #dbg_value(i64 0, !201, !DIExpression(), !220)
  %48 = and i64 %44, 255, !dbg !221
  %49 = xor i64 %47, %48, !dbg !222
  %50 = mul i64 %49, 1099511628211, !dbg !223
    #dbg_value(i64 1, !201, !DIExpression(), !220)
  %51 = lshr i64 %44, 8, !dbg !224
  %52 = and i64 %51, 255, !dbg !221
  %53 = xor i64 %50, %52, !dbg !222
  %54 = mul i64 %53, 1099511628211, !dbg !223
    #dbg_value(i64 2, !201, !DIExpression(), !220)
  %55 = lshr i64 %44, 16, !dbg !224
  %56 = and i64 %55, 255, !dbg !221
  %57 = xor i64 %54, %56, !dbg !222
  %58 = mul i64 %57, 1099511628211, !dbg !223
    #dbg_value(i64 3, !201, !DIExpression(), !220)
  %59 = lshr i64 %44, 24, !dbg !224
  %60 = and i64 %59, 255, !dbg !221
  %61 = xor i64 %58, %60, !dbg !222
  %62 = mul i64 %61, 1099511628211, !dbg !223
    #dbg_value(i64 4, !201, !DIExpression(), !220)
  %63 = lshr i64 %44, 32, !dbg !224
  %64 = and i64 %63, 255, !dbg !221
  %65 = xor i64 %62, %64, !dbg !222
  %66 = mul i64 %65, 1099511628211, !dbg !223
    #dbg_value(i64 5, !201, !DIExpression(), !220)
  %67 = lshr i64 %44, 40, !dbg !224
  %68 = and i64 %67, 255, !dbg !221
  %69 = xor i64 %66, %68, !dbg !222
  %70 = mul i64 %69, 1099511628211, !dbg !223
    #dbg_value(i64 6, !201, !DIExpression(), !220)
  %71 = lshr i64 %44, 48, !dbg !224
  %72 = and i64 %71, 255, !dbg !221
  %73 = xor i64 %70, %72, !dbg !222
  %74 = mul i64 %73, 1099511628211, !dbg !223
    #dbg_value(i64 7, !201, !DIExpression(), !220)
  %75 = lshr i64 %44, 56, !dbg !224
  %76 = xor i64 %74, %75, !dbg !222
  %77 = mul i64 %76, 1099511628211, !dbg !223
    #dbg_value(i64 8, !201, !DIExpression(), !220)
    #dbg_value(i64 %45, !196, !DIExpression(), !225)
    #dbg_value(i32 0, !201, !DIExpression(), !227)
    #dbg_value(i32 0, !201, !DIExpression(), !227)
    #dbg_value(i64 0, !201, !DIExpression(), !227)
  %78 = and i64 %45, 255, !dbg !228
  %79 = xor i64 %77, %78, !dbg !229
  %80 = mul i64 %79, 1099511628211, !dbg !230
    #dbg_value(i64 1, !201, !DIExpression(), !227)
  %81 = lshr i64 %45, 8, !dbg !231
  %82 = and i64 %81, 255, !dbg !228
  %83 = xor i64 %80, %82, !dbg !229
  %84 = mul i64 %83, 1099511628211, !dbg !230
    #dbg_value(i64 2, !201, !DIExpression(), !227)
  %85 = lshr i64 %45, 16, !dbg !231
  %86 = and i64 %85, 255, !dbg !228
  %87 = xor i64 %84, %86, !dbg !229
  %88 = mul i64 %87, 1099511628211, !dbg !230
    #dbg_value(i64 3, !201, !DIExpression(), !227)
  %89 = lshr i64 %45, 24, !dbg !231
  %90 = and i64 %89, 255, !dbg !228
  %91 = xor i64 %88, %90, !dbg !229
  %92 = mul i64 %91, 1099511628211, !dbg !230
    #dbg_value(i64 4, !201, !DIExpression(), !227)
  %93 = lshr i64 %45, 32, !dbg !231
  %94 = and i64 %93, 255, !dbg !228
  %95 = xor i64 %92, %94, !dbg !229
  %96 = mul i64 %95, 1099511628211, !dbg !230
    #dbg_value(i64 5, !201, !DIExpression(), !227)
  %97 = lshr i64 %45, 40, !dbg !231
  %98 = and i64 %97, 255, !dbg !228
  %99 = xor i64 %96, %98, !dbg !229
  %100 = mul i64 %99, 1099511628211, !dbg !230
    #dbg_value(i64 6, !201, !DIExpression(), !227)
  %101 = lshr i64 %45, 48, !dbg !231
  %102 = and i64 %101, 255, !dbg !228
  %103 = xor i64 %100, %102, !dbg !229
  %104 = mul i64 %103, 1099511628211, !dbg !230
    #dbg_value(i64 7, !201, !DIExpression(), !227)
  %105 = lshr i64 %45, 56, !dbg !231
  %106 = xor i64 %104, %105, !dbg !229
  %107 = mul i64 %106, 1099511628211, !dbg !230
    #dbg_value(i64 8, !201, !DIExpression(), !227)
  store i64 %107, ptr @hash, align 8, !dbg !232, !tbaa !206
  %108 = sub i8 0, %6, !dbg !233
    #dbg_value(ptr @.str.5, !183, !DIExpression(), !234)
    #dbg_value(i8 %108, !190, !DIExpression(), !234)
  %109 = sext i8 %108 to i64, !dbg !236
  %110 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.28, ptr noundef nonnull @.str.5, i64 noundef %109), !dbg !237
    #dbg_value(i64 %109, !196, !DIExpression(), !238)
    #dbg_value(i32 0, !201, !DIExpression(), !240)
  %111 = load i64, ptr @hash, align 8, !tbaa !206
    #dbg_value(i32 0, !201, !DIExpression(), !240)
    #dbg_value(i64 0, !201, !DIExpression(), !240)
  %112 = and i64 %109, 255, !dbg !241
  %113 = xor i64 %111, %112, !dbg !242
  %114 = mul i64 %113, 1099511628211, !dbg !243
    #dbg_value(i64 1, !201, !DIExpression(), !240)
  %115 = lshr i64 %109, 8, !dbg !244
  %116 = and i64 %115, 255, !dbg !241
  %117 = xor i64 %114, %116, !dbg !242
  %118 = mul i64 %117, 1099511628211, !dbg !243
    #dbg_value(i64 2, !201, !DIExpression(), !240)
  %119 = lshr i64 %109, 16, !dbg !244
  %120 = and i64 %119, 255, !dbg !241
  %121 = xor i64 %118, %120, !dbg !242
  %122 = mul i64 %121, 1099511628211, !dbg !243
    #dbg_value(i64 3, !201, !DIExpression(), !240)
  %123 = lshr i64 %109, 24, !dbg !244
  %124 = and i64 %123, 255, !dbg !241
  %125 = xor i64 %122, %124, !dbg !242
  %126 = mul i64 %125, 1099511628211, !dbg !243
    #dbg_value(i64 4, !201, !DIExpression(), !240)
  %127 = lshr i64 %109, 32, !dbg !244
  %128 = and i64 %127, 255, !dbg !241
  %129 = xor i64 %126, %128, !dbg !242
  %130 = mul i64 %129, 1099511628211, !dbg !243
    #dbg_value(i64 5, !201, !DIExpression(), !240)
  %131 = lshr i64 %109, 40, !dbg !244
  %132 = and i64 %131, 255, !dbg !241
  %133 = xor i64 %130, %132, !dbg !242
  %134 = mul i64 %133, 1099511628211, !dbg !243
    #dbg_value(i64 6, !201, !DIExpression(), !240)
  %135 = lshr i64 %109, 48, !dbg !244
  %136 = and i64 %135, 255, !dbg !241
  %137 = xor i64 %134, %136, !dbg !242
  %138 = mul i64 %137, 1099511628211, !dbg !243
    #dbg_value(i64 7, !201, !DIExpression(), !240)
  %139 = lshr i64 %109, 56, !dbg !244
  %140 = xor i64 %138, %139, !dbg !242
  %141 = mul i64 %140, 1099511628211, !dbg !243
    #dbg_value(i64 8, !201, !DIExpression(), !240)
  store i64 %141, ptr @hash, align 8, !dbg !245, !tbaa !206
  %142 = tail call fastcc signext i8 @f_add(i8 noundef signext %6, i8 noundef signext 1), !dbg !246
    #dbg_value(ptr @.str.6, !183, !DIExpression(), !247)
    #dbg_value(i8 %142, !190, !DIExpression(), !247)
  %143 = sext i8 %142 to i64, !dbg !249
  %144 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.28, ptr noundef nonnull @.str.6, i64 noundef %143), !dbg !250
    #dbg_value(i64 %143, !196, !DIExpression(), !251)
    #dbg_value(i32 0, !201, !DIExpression(), !253)
  %145 = load i64, ptr @hash, align 8, !tbaa !206
    #dbg_value(i32 0, !201, !DIExpression(), !253)
    #dbg_value(i64 0, !201, !DIExpression(), !253)
  %146 = and i64 %143, 255, !dbg !254
  %147 = xor i64 %145, %146, !dbg !255
  %148 = mul i64 %147, 1099511628211, !dbg !256
    #dbg_value(i64 1, !201, !DIExpression(), !253)
  %149 = lshr i64 %143, 8, !dbg !257
  %150 = and i64 %149, 255, !dbg !254
  %151 = xor i64 %148, %150, !dbg !255
  %152 = mul i64 %151, 1099511628211, !dbg !256
    #dbg_value(i64 2, !201, !DIExpression(), !253)
  %153 = lshr i64 %143, 16, !dbg !257
  %154 = and i64 %153, 255, !dbg !254
  %155 = xor i64 %152, %154, !dbg !255
  %156 = mul i64 %155, 1099511628211, !dbg !256
    #dbg_value(i64 3, !201, !DIExpression(), !253)
  %157 = lshr i64 %143, 24, !dbg !257
  %158 = and i64 %157, 255, !dbg !254
  %159 = xor i64 %156, %158, !dbg !255
  %160 = mul i64 %159, 1099511628211, !dbg !256
    #dbg_value(i64 4, !201, !DIExpression(), !253)
  %161 = lshr i64 %143, 32, !dbg !257
  %162 = and i64 %161, 255, !dbg !254
  %163 = xor i64 %160, %162, !dbg !255
  %164 = mul i64 %163, 1099511628211, !dbg !256
    #dbg_value(i64 5, !201, !DIExpression(), !253)
  %165 = lshr i64 %143, 40, !dbg !257
  %166 = and i64 %165, 255, !dbg !254
  %167 = xor i64 %164, %166, !dbg !255
  %168 = mul i64 %167, 1099511628211, !dbg !256
    #dbg_value(i64 6, !201, !DIExpression(), !253)
  %169 = lshr i64 %143, 48, !dbg !257
  %170 = and i64 %169, 255, !dbg !254
  %171 = xor i64 %168, %170, !dbg !255
  %172 = mul i64 %171, 1099511628211, !dbg !256
    #dbg_value(i64 7, !201, !DIExpression(), !253)
  %173 = lshr i64 %143, 56, !dbg !257
  %174 = xor i64 %172, %173, !dbg !255
  %175 = mul i64 %174, 1099511628211, !dbg !256
    #dbg_value(i64 8, !201, !DIExpression(), !253)
  store i64 %175, ptr @hash, align 8, !dbg !258, !tbaa !206
  %176 = tail call fastcc signext i8 @f_sub(i8 noundef signext %6, i8 noundef signext 1), !dbg !259
    #dbg_value(ptr @.str.7, !183, !DIExpression(), !260)
    #dbg_value(i8 %176, !190, !DIExpression(), !260)
  %177 = sext i8 %176 to i64, !dbg !262
  %178 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.28, ptr noundef nonnull @.str.7, i64 noundef %177), !dbg !263
    #dbg_value(i64 %177, !196, !DIExpression(), !264)
    #dbg_value(i32 0, !201, !DIExpression(), !266)
  %179 = load i64, ptr @hash, align 8, !tbaa !206
    #dbg_value(i32 0, !201, !DIExpression(), !266)
    #dbg_value(i64 0, !201, !DIExpression(), !266)
  %180 = and i64 %177, 255, !dbg !267
  %181 = xor i64 %179, %180, !dbg !268
  %182 = mul i64 %181, 1099511628211, !dbg !269
    #dbg_value(i64 1, !201, !DIExpression(), !266)
  %183 = lshr i64 %177, 8, !dbg !270
  %184 = and i64 %183, 255, !dbg !267
  %185 = xor i64 %182, %184, !dbg !268
  %186 = mul i64 %185, 1099511628211, !dbg !269
    #dbg_value(i64 2, !201, !DIExpression(), !266)
  %187 = lshr i64 %177, 16, !dbg !270
  %188 = and i64 %187, 255, !dbg !267
  %189 = xor i64 %186, %188, !dbg !268
  %190 = mul i64 %189, 1099511628211, !dbg !269
    #dbg_value(i64 3, !201, !DIExpression(), !266)
  %191 = lshr i64 %177, 24, !dbg !270
  %192 = and i64 %191, 255, !dbg !267
  %193 = xor i64 %190, %192, !dbg !268
  %194 = mul i64 %193, 1099511628211, !dbg !269
    #dbg_value(i64 4, !201, !DIExpression(), !266)
  %195 = lshr i64 %177, 32, !dbg !270
  %196 = and i64 %195, 255, !dbg !267
  %197 = xor i64 %194, %196, !dbg !268
  %198 = mul i64 %197, 1099511628211, !dbg !269
    #dbg_value(i64 5, !201, !DIExpression(), !266)
  %199 = lshr i64 %177, 40, !dbg !270
  %200 = and i64 %199, 255, !dbg !267
  %201 = xor i64 %198, %200, !dbg !268
  %202 = mul i64 %201, 1099511628211, !dbg !269
    #dbg_value(i64 6, !201, !DIExpression(), !266)
  %203 = lshr i64 %177, 48, !dbg !270
  %204 = and i64 %203, 255, !dbg !267
  %205 = xor i64 %202, %204, !dbg !268
  %206 = mul i64 %205, 1099511628211, !dbg !269
    #dbg_value(i64 7, !201, !DIExpression(), !266)
  %207 = lshr i64 %177, 56, !dbg !270
  %208 = xor i64 %206, %207, !dbg !268
  %209 = mul i64 %208, 1099511628211, !dbg !269
    #dbg_value(i64 8, !201, !DIExpression(), !266)
  store i64 %209, ptr @hash, align 8, !dbg !271, !tbaa !206
  %210 = icmp eq i8 %6, 0, !dbg !272
  %211 = zext i1 %210 to i32, !dbg !272
  %212 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef %211), !dbg !273
    #dbg_value(i32 0, !143, !DIExpression(), !274)
  %213 = load i64, ptr @hash, align 8, !tbaa !206
  br label %214, !dbg !275

214:                                              ; preds = %3, %321
  %215 = phi i64 [ %213, %3 ], [ %322, %321 ]
  %216 = phi i32 [ 0, %3 ], [ %326, %321 ]
    #dbg_value(i32 %216, !143, !DIExpression(), !274)
  %217 = tail call fastcc signext i8 @f_shl(i8 noundef signext %6, i32 noundef %216), !dbg !276
    #dbg_value(i8 %217, !145, !DIExpression(), !277)
  %218 = tail call fastcc signext i8 @f_shr(i8 noundef signext %6, i32 noundef %216), !dbg !278
    #dbg_value(i8 %218, !148, !DIExpression(), !277)
  %219 = sext i8 %217 to i64, !dbg !279
    #dbg_value(i64 %219, !196, !DIExpression(), !280)
    #dbg_value(i32 0, !201, !DIExpression(), !282)
    #dbg_value(i32 0, !201, !DIExpression(), !282)
    #dbg_value(i64 0, !201, !DIExpression(), !282)
  %220 = and i64 %219, 255, !dbg !283
  %221 = xor i64 %215, %220, !dbg !284
  %222 = mul i64 %221, 1099511628211, !dbg !285
    #dbg_value(i64 1, !201, !DIExpression(), !282)
  %223 = lshr i64 %219, 8, !dbg !286
  %224 = and i64 %223, 255, !dbg !283
  %225 = xor i64 %222, %224, !dbg !284
  %226 = mul i64 %225, 1099511628211, !dbg !285
    #dbg_value(i64 2, !201, !DIExpression(), !282)
  %227 = lshr i64 %219, 16, !dbg !286
  %228 = and i64 %227, 255, !dbg !283
  %229 = xor i64 %226, %228, !dbg !284
  %230 = mul i64 %229, 1099511628211, !dbg !285
    #dbg_value(i64 3, !201, !DIExpression(), !282)
  %231 = lshr i64 %219, 24, !dbg !286
  %232 = and i64 %231, 255, !dbg !283
  %233 = xor i64 %230, %232, !dbg !284
  %234 = mul i64 %233, 1099511628211, !dbg !285
    #dbg_value(i64 4, !201, !DIExpression(), !282)
  %235 = lshr i64 %219, 32, !dbg !286
  %236 = and i64 %235, 255, !dbg !283
  %237 = xor i64 %234, %236, !dbg !284
  %238 = mul i64 %237, 1099511628211, !dbg !285
    #dbg_value(i64 5, !201, !DIExpression(), !282)
  %239 = lshr i64 %219, 40, !dbg !286
  %240 = and i64 %239, 255, !dbg !283
  %241 = xor i64 %238, %240, !dbg !284
  %242 = mul i64 %241, 1099511628211, !dbg !285
    #dbg_value(i64 6, !201, !DIExpression(), !282)
  %243 = lshr i64 %219, 48, !dbg !286
  %244 = and i64 %243, 255, !dbg !283
  %245 = xor i64 %242, %244, !dbg !284
  %246 = mul i64 %245, 1099511628211, !dbg !285
    #dbg_value(i64 7, !201, !DIExpression(), !282)
  %247 = lshr i64 %219, 56, !dbg !286
  %248 = xor i64 %246, %247, !dbg !284
  %249 = mul i64 %248, 1099511628211, !dbg !285
    #dbg_value(i64 8, !201, !DIExpression(), !282)
  %250 = sext i8 %218 to i64, !dbg !287
    #dbg_value(i64 %250, !196, !DIExpression(), !288)
    #dbg_value(i32 0, !201, !DIExpression(), !290)
    #dbg_value(i32 0, !201, !DIExpression(), !290)
    #dbg_value(i64 0, !201, !DIExpression(), !290)
  %251 = and i64 %250, 255, !dbg !291
  %252 = xor i64 %249, %251, !dbg !292
  %253 = mul i64 %252, 1099511628211, !dbg !293
    #dbg_value(i64 1, !201, !DIExpression(), !290)
  %254 = lshr i64 %250, 8, !dbg !294
  %255 = and i64 %254, 255, !dbg !291
  %256 = xor i64 %253, %255, !dbg !292
  %257 = mul i64 %256, 1099511628211, !dbg !293
    #dbg_value(i64 2, !201, !DIExpression(), !290)
  %258 = lshr i64 %250, 16, !dbg !294
  %259 = and i64 %258, 255, !dbg !291
  %260 = xor i64 %257, %259, !dbg !292
  %261 = mul i64 %260, 1099511628211, !dbg !293
    #dbg_value(i64 3, !201, !DIExpression(), !290)
  %262 = lshr i64 %250, 24, !dbg !294
  %263 = and i64 %262, 255, !dbg !291
  %264 = xor i64 %261, %263, !dbg !292
  %265 = mul i64 %264, 1099511628211, !dbg !293
    #dbg_value(i64 4, !201, !DIExpression(), !290)
  %266 = lshr i64 %250, 32, !dbg !294
  %267 = and i64 %266, 255, !dbg !291
  %268 = xor i64 %265, %267, !dbg !292
  %269 = mul i64 %268, 1099511628211, !dbg !293
    #dbg_value(i64 5, !201, !DIExpression(), !290)
  %270 = lshr i64 %250, 40, !dbg !294
  %271 = and i64 %270, 255, !dbg !291
  %272 = xor i64 %269, %271, !dbg !292
  %273 = mul i64 %272, 1099511628211, !dbg !293
    #dbg_value(i64 6, !201, !DIExpression(), !290)
  %274 = lshr i64 %250, 48, !dbg !294
  %275 = and i64 %274, 255, !dbg !291
  %276 = xor i64 %273, %275, !dbg !292
  %277 = mul i64 %276, 1099511628211, !dbg !293
    #dbg_value(i64 7, !201, !DIExpression(), !290)
  %278 = lshr i64 %250, 56, !dbg !294
  %279 = xor i64 %277, %278, !dbg !292
  %280 = mul i64 %279, 1099511628211, !dbg !293
    #dbg_value(i64 8, !201, !DIExpression(), !290)
  store i64 %280, ptr @hash, align 8, !dbg !295, !tbaa !206
  switch i32 %216, label %321 [
    i32 7, label %281
    i32 1, label %281
  ], !dbg !296

281:                                              ; preds = %214, %214
  %282 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef %216), !dbg !298
    #dbg_value(ptr @.str.10, !183, !DIExpression(), !300)
    #dbg_value(i8 %217, !190, !DIExpression(), !300)
  %283 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.28, ptr noundef nonnull @.str.10, i64 noundef %219), !dbg !302
    #dbg_value(i64 %219, !196, !DIExpression(), !303)
    #dbg_value(i32 0, !201, !DIExpression(), !305)
  %284 = load i64, ptr @hash, align 8, !tbaa !206
    #dbg_value(i32 0, !201, !DIExpression(), !305)
    #dbg_value(i64 0, !201, !DIExpression(), !305)
  %285 = xor i64 %284, %220, !dbg !306
  %286 = mul i64 %285, 1099511628211, !dbg !307
    #dbg_value(i64 1, !201, !DIExpression(), !305)
  %287 = xor i64 %286, %224, !dbg !306
  %288 = mul i64 %287, 1099511628211, !dbg !307
    #dbg_value(i64 2, !201, !DIExpression(), !305)
  %289 = xor i64 %288, %228, !dbg !306
  %290 = mul i64 %289, 1099511628211, !dbg !307
    #dbg_value(i64 3, !201, !DIExpression(), !305)
  %291 = xor i64 %290, %232, !dbg !306
  %292 = mul i64 %291, 1099511628211, !dbg !307
    #dbg_value(i64 4, !201, !DIExpression(), !305)
  %293 = xor i64 %292, %236, !dbg !306
  %294 = mul i64 %293, 1099511628211, !dbg !307
    #dbg_value(i64 5, !201, !DIExpression(), !305)
  %295 = xor i64 %294, %240, !dbg !306
  %296 = mul i64 %295, 1099511628211, !dbg !307
    #dbg_value(i64 6, !201, !DIExpression(), !305)
  %297 = xor i64 %296, %244, !dbg !306
  %298 = mul i64 %297, 1099511628211, !dbg !307
    #dbg_value(i64 7, !201, !DIExpression(), !305)
  %299 = xor i64 %298, %247, !dbg !306
  %300 = mul i64 %299, 1099511628211, !dbg !307
    #dbg_value(i64 8, !201, !DIExpression(), !305)
  store i64 %300, ptr @hash, align 8, !dbg !308, !tbaa !206
    #dbg_value(ptr @.str.11, !183, !DIExpression(), !309)
    #dbg_value(i8 %218, !190, !DIExpression(), !309)
  %301 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.28, ptr noundef nonnull @.str.11, i64 noundef %250), !dbg !311
    #dbg_value(i64 %250, !196, !DIExpression(), !312)
    #dbg_value(i32 0, !201, !DIExpression(), !314)
  %302 = load i64, ptr @hash, align 8, !tbaa !206
    #dbg_value(i32 0, !201, !DIExpression(), !314)
    #dbg_value(i64 0, !201, !DIExpression(), !314)
  %303 = xor i64 %302, %251, !dbg !315
  %304 = mul i64 %303, 1099511628211, !dbg !316
    #dbg_value(i64 1, !201, !DIExpression(), !314)
  %305 = xor i64 %304, %255, !dbg !315
  %306 = mul i64 %305, 1099511628211, !dbg !316
    #dbg_value(i64 2, !201, !DIExpression(), !314)
  %307 = xor i64 %306, %259, !dbg !315
  %308 = mul i64 %307, 1099511628211, !dbg !316
    #dbg_value(i64 3, !201, !DIExpression(), !314)
  %309 = xor i64 %308, %263, !dbg !315
  %310 = mul i64 %309, 1099511628211, !dbg !316
    #dbg_value(i64 4, !201, !DIExpression(), !314)
  %311 = xor i64 %310, %267, !dbg !315
  %312 = mul i64 %311, 1099511628211, !dbg !316
    #dbg_value(i64 5, !201, !DIExpression(), !314)
  %313 = xor i64 %312, %271, !dbg !315
  %314 = mul i64 %313, 1099511628211, !dbg !316
    #dbg_value(i64 6, !201, !DIExpression(), !314)
  %315 = xor i64 %314, %275, !dbg !315
  %316 = mul i64 %315, 1099511628211, !dbg !316
    #dbg_value(i64 7, !201, !DIExpression(), !314)
  %317 = xor i64 %316, %278, !dbg !315
  %318 = mul i64 %317, 1099511628211, !dbg !316
    #dbg_value(i64 8, !201, !DIExpression(), !314)
  store i64 %318, ptr @hash, align 8, !dbg !317, !tbaa !206
  %319 = tail call i32 @putchar(i32 10), !dbg !318
  %320 = load i64, ptr @hash, align 8, !tbaa !206
  br label %321, !dbg !319

321:                                              ; preds = %214, %281
  %322 = phi i64 [ %280, %214 ], [ %320, %281 ]
  %323 = add nsw i32 %216, -5, !dbg !320
  %324 = icmp ult i32 %323, -2, !dbg !320
  %325 = select i1 %324, i32 1, i32 5, !dbg !321
  %326 = add nuw nsw i32 %325, %216, !dbg !322
    #dbg_value(i32 %326, !143, !DIExpression(), !274)
  %327 = icmp ult i32 %326, 8, !dbg !323
  br i1 %327, label %214, label %331, !dbg !275, !llvm.loop !324

328:                                              ; preds = %514
  %329 = add nuw nsw i64 %4, 1, !dbg !327
    #dbg_value(i64 %329, !138, !DIExpression(), !171)
  %330 = icmp eq i64 %329, 14, !dbg !328
  br i1 %330, label %638, label %3, !dbg !172, !llvm.loop !329

331:                                              ; preds = %321, %514
  %332 = phi i64 [ %636, %514 ], [ 0, %321 ]
    #dbg_value(i64 %332, !149, !DIExpression(), !331)
  %333 = getelementptr inbounds [14 x i8], ptr %1, i64 0, i64 %332, !dbg !332
  %334 = load volatile i8, ptr %333, align 1, !dbg !332, !tbaa !174
    #dbg_value(i8 %334, !151, !DIExpression(), !333)
  %335 = sext i8 %334 to i64, !dbg !334
  %336 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i64 noundef %335), !dbg !335
  %337 = tail call fastcc signext i8 @f_add(i8 noundef signext %6, i8 noundef signext %334), !dbg !336
    #dbg_value(ptr @.str.14, !183, !DIExpression(), !337)
    #dbg_value(i8 %337, !190, !DIExpression(), !337)
  %338 = sext i8 %337 to i64, !dbg !339
  %339 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.28, ptr noundef nonnull @.str.14, i64 noundef %338), !dbg !340
    #dbg_value(i64 %338, !196, !DIExpression(), !341)
    #dbg_value(i32 0, !201, !DIExpression(), !343)
  %340 = load i64, ptr @hash, align 8, !tbaa !206
    #dbg_value(i32 0, !201, !DIExpression(), !343)
    #dbg_value(i64 0, !201, !DIExpression(), !343)
  %341 = and i64 %338, 255, !dbg !344
  %342 = xor i64 %340, %341, !dbg !345
  %343 = mul i64 %342, 1099511628211, !dbg !346
    #dbg_value(i64 1, !201, !DIExpression(), !343)
  %344 = lshr i64 %338, 8, !dbg !347
  %345 = and i64 %344, 255, !dbg !344
  %346 = xor i64 %343, %345, !dbg !345
  %347 = mul i64 %346, 1099511628211, !dbg !346
    #dbg_value(i64 2, !201, !DIExpression(), !343)
  %348 = lshr i64 %338, 16, !dbg !347
  %349 = and i64 %348, 255, !dbg !344
  %350 = xor i64 %347, %349, !dbg !345
  %351 = mul i64 %350, 1099511628211, !dbg !346
    #dbg_value(i64 3, !201, !DIExpression(), !343)
  %352 = lshr i64 %338, 24, !dbg !347
  %353 = and i64 %352, 255, !dbg !344
  %354 = xor i64 %351, %353, !dbg !345
  %355 = mul i64 %354, 1099511628211, !dbg !346
    #dbg_value(i64 4, !201, !DIExpression(), !343)
  %356 = lshr i64 %338, 32, !dbg !347
  %357 = and i64 %356, 255, !dbg !344
  %358 = xor i64 %355, %357, !dbg !345
  %359 = mul i64 %358, 1099511628211, !dbg !346
    #dbg_value(i64 5, !201, !DIExpression(), !343)
  %360 = lshr i64 %338, 40, !dbg !347
  %361 = and i64 %360, 255, !dbg !344
  %362 = xor i64 %359, %361, !dbg !345
  %363 = mul i64 %362, 1099511628211, !dbg !346
    #dbg_value(i64 6, !201, !DIExpression(), !343)
  %364 = lshr i64 %338, 48, !dbg !347
  %365 = and i64 %364, 255, !dbg !344
  %366 = xor i64 %363, %365, !dbg !345
  %367 = mul i64 %366, 1099511628211, !dbg !346
    #dbg_value(i64 7, !201, !DIExpression(), !343)
  %368 = lshr i64 %338, 56, !dbg !347
  %369 = xor i64 %367, %368, !dbg !345
  %370 = mul i64 %369, 1099511628211, !dbg !346
    #dbg_value(i64 8, !201, !DIExpression(), !343)
  store i64 %370, ptr @hash, align 8, !dbg !348, !tbaa !206
  %371 = tail call fastcc signext i8 @f_sub(i8 noundef signext %6, i8 noundef signext %334), !dbg !349
    #dbg_value(ptr @.str.15, !183, !DIExpression(), !350)
    #dbg_value(i8 %371, !190, !DIExpression(), !350)
  %372 = sext i8 %371 to i64, !dbg !352
  %373 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.28, ptr noundef nonnull @.str.15, i64 noundef %372), !dbg !353
    #dbg_value(i64 %372, !196, !DIExpression(), !354)
    #dbg_value(i32 0, !201, !DIExpression(), !356)
  %374 = load i64, ptr @hash, align 8, !tbaa !206
    #dbg_value(i32 0, !201, !DIExpression(), !356)
    #dbg_value(i64 0, !201, !DIExpression(), !356)
  %375 = and i64 %372, 255, !dbg !357
  %376 = xor i64 %374, %375, !dbg !358
  %377 = mul i64 %376, 1099511628211, !dbg !359
    #dbg_value(i64 1, !201, !DIExpression(), !356)
  %378 = lshr i64 %372, 8, !dbg !360
  %379 = and i64 %378, 255, !dbg !357
  %380 = xor i64 %377, %379, !dbg !358
  %381 = mul i64 %380, 1099511628211, !dbg !359
    #dbg_value(i64 2, !201, !DIExpression(), !356)
  %382 = lshr i64 %372, 16, !dbg !360
  %383 = and i64 %382, 255, !dbg !357
  %384 = xor i64 %381, %383, !dbg !358
  %385 = mul i64 %384, 1099511628211, !dbg !359
    #dbg_value(i64 3, !201, !DIExpression(), !356)
  %386 = lshr i64 %372, 24, !dbg !360
  %387 = and i64 %386, 255, !dbg !357
  %388 = xor i64 %385, %387, !dbg !358
  %389 = mul i64 %388, 1099511628211, !dbg !359
    #dbg_value(i64 4, !201, !DIExpression(), !356)
  %390 = lshr i64 %372, 32, !dbg !360
  %391 = and i64 %390, 255, !dbg !357
  %392 = xor i64 %389, %391, !dbg !358
  %393 = mul i64 %392, 1099511628211, !dbg !359
    #dbg_value(i64 5, !201, !DIExpression(), !356)
  %394 = lshr i64 %372, 40, !dbg !360
  %395 = and i64 %394, 255, !dbg !357
  %396 = xor i64 %393, %395, !dbg !358
  %397 = mul i64 %396, 1099511628211, !dbg !359
    #dbg_value(i64 6, !201, !DIExpression(), !356)
  %398 = lshr i64 %372, 48, !dbg !360
  %399 = and i64 %398, 255, !dbg !357
  %400 = xor i64 %397, %399, !dbg !358
  %401 = mul i64 %400, 1099511628211, !dbg !359
    #dbg_value(i64 7, !201, !DIExpression(), !356)
  %402 = lshr i64 %372, 56, !dbg !360
  %403 = xor i64 %401, %402, !dbg !358
  %404 = mul i64 %403, 1099511628211, !dbg !359
    #dbg_value(i64 8, !201, !DIExpression(), !356)
  store i64 %404, ptr @hash, align 8, !dbg !361, !tbaa !206
  %405 = tail call fastcc signext i8 @f_mul(i8 noundef signext %6, i8 noundef signext %334), !dbg !362
    #dbg_value(ptr @.str.16, !183, !DIExpression(), !363)
    #dbg_value(i8 %405, !190, !DIExpression(), !363)
  %406 = sext i8 %405 to i64, !dbg !365
  %407 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.28, ptr noundef nonnull @.str.16, i64 noundef %406), !dbg !366
    #dbg_value(i64 %406, !196, !DIExpression(), !367)
    #dbg_value(i32 0, !201, !DIExpression(), !369)
  %408 = load i64, ptr @hash, align 8, !tbaa !206
    #dbg_value(i32 0, !201, !DIExpression(), !369)
    #dbg_value(i64 0, !201, !DIExpression(), !369)
  %409 = and i64 %406, 255, !dbg !370
  %410 = xor i64 %408, %409, !dbg !371
  %411 = mul i64 %410, 1099511628211, !dbg !372
    #dbg_value(i64 1, !201, !DIExpression(), !369)
  %412 = lshr i64 %406, 8, !dbg !373
  %413 = and i64 %412, 255, !dbg !370
  %414 = xor i64 %411, %413, !dbg !371
  %415 = mul i64 %414, 1099511628211, !dbg !372
    #dbg_value(i64 2, !201, !DIExpression(), !369)
  %416 = lshr i64 %406, 16, !dbg !373
  %417 = and i64 %416, 255, !dbg !370
  %418 = xor i64 %415, %417, !dbg !371
  %419 = mul i64 %418, 1099511628211, !dbg !372
    #dbg_value(i64 3, !201, !DIExpression(), !369)
  %420 = lshr i64 %406, 24, !dbg !373
  %421 = and i64 %420, 255, !dbg !370
  %422 = xor i64 %419, %421, !dbg !371
  %423 = mul i64 %422, 1099511628211, !dbg !372
    #dbg_value(i64 4, !201, !DIExpression(), !369)
  %424 = lshr i64 %406, 32, !dbg !373
  %425 = and i64 %424, 255, !dbg !370
  %426 = xor i64 %423, %425, !dbg !371
  %427 = mul i64 %426, 1099511628211, !dbg !372
    #dbg_value(i64 5, !201, !DIExpression(), !369)
  %428 = lshr i64 %406, 40, !dbg !373
  %429 = and i64 %428, 255, !dbg !370
  %430 = xor i64 %427, %429, !dbg !371
  %431 = mul i64 %430, 1099511628211, !dbg !372
    #dbg_value(i64 6, !201, !DIExpression(), !369)
  %432 = lshr i64 %406, 48, !dbg !373
  %433 = and i64 %432, 255, !dbg !370
  %434 = xor i64 %431, %433, !dbg !371
  %435 = mul i64 %434, 1099511628211, !dbg !372
    #dbg_value(i64 7, !201, !DIExpression(), !369)
  %436 = lshr i64 %406, 56, !dbg !373
  %437 = xor i64 %435, %436, !dbg !371
  %438 = mul i64 %437, 1099511628211, !dbg !372
    #dbg_value(i64 8, !201, !DIExpression(), !369)
  store i64 %438, ptr @hash, align 8, !dbg !374, !tbaa !206
  %439 = icmp eq i8 %334, 0, !dbg !375
  br i1 %439, label %514, label %440, !dbg !377

440:                                              ; preds = %331
  %441 = tail call fastcc signext i8 @f_div(i8 noundef signext %6, i8 noundef signext %334), !dbg !378
    #dbg_value(ptr @.str.17, !183, !DIExpression(), !380)
    #dbg_value(i8 %441, !190, !DIExpression(), !380)
  %442 = sext i8 %441 to i64, !dbg !382
  %443 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.28, ptr noundef nonnull @.str.17, i64 noundef %442), !dbg !383
    #dbg_value(i64 %442, !196, !DIExpression(), !384)
    #dbg_value(i32 0, !201, !DIExpression(), !386)
  %444 = load i64, ptr @hash, align 8, !tbaa !206
    #dbg_value(i32 0, !201, !DIExpression(), !386)
    #dbg_value(i64 0, !201, !DIExpression(), !386)
  %445 = and i64 %442, 255, !dbg !387
  %446 = xor i64 %444, %445, !dbg !388
  %447 = mul i64 %446, 1099511628211, !dbg !389
    #dbg_value(i64 1, !201, !DIExpression(), !386)
  %448 = lshr i64 %442, 8, !dbg !390
  %449 = and i64 %448, 255, !dbg !387
  %450 = xor i64 %447, %449, !dbg !388
  %451 = mul i64 %450, 1099511628211, !dbg !389
    #dbg_value(i64 2, !201, !DIExpression(), !386)
  %452 = lshr i64 %442, 16, !dbg !390
  %453 = and i64 %452, 255, !dbg !387
  %454 = xor i64 %451, %453, !dbg !388
  %455 = mul i64 %454, 1099511628211, !dbg !389
    #dbg_value(i64 3, !201, !DIExpression(), !386)
  %456 = lshr i64 %442, 24, !dbg !390
  %457 = and i64 %456, 255, !dbg !387
  %458 = xor i64 %455, %457, !dbg !388
  %459 = mul i64 %458, 1099511628211, !dbg !389
    #dbg_value(i64 4, !201, !DIExpression(), !386)
  %460 = lshr i64 %442, 32, !dbg !390
  %461 = and i64 %460, 255, !dbg !387
  %462 = xor i64 %459, %461, !dbg !388
  %463 = mul i64 %462, 1099511628211, !dbg !389
    #dbg_value(i64 5, !201, !DIExpression(), !386)
  %464 = lshr i64 %442, 40, !dbg !390
  %465 = and i64 %464, 255, !dbg !387
  %466 = xor i64 %463, %465, !dbg !388
  %467 = mul i64 %466, 1099511628211, !dbg !389
    #dbg_value(i64 6, !201, !DIExpression(), !386)
  %468 = lshr i64 %442, 48, !dbg !390
  %469 = and i64 %468, 255, !dbg !387
  %470 = xor i64 %467, %469, !dbg !388
  %471 = mul i64 %470, 1099511628211, !dbg !389
    #dbg_value(i64 7, !201, !DIExpression(), !386)
  %472 = lshr i64 %442, 56, !dbg !390
  %473 = xor i64 %471, %472, !dbg !388
  %474 = mul i64 %473, 1099511628211, !dbg !389
    #dbg_value(i64 8, !201, !DIExpression(), !386)
  store i64 %474, ptr @hash, align 8, !dbg !391, !tbaa !206
  %475 = tail call fastcc signext i8 @f_rem(i8 noundef signext %6, i8 noundef signext %334), !dbg !392
    #dbg_value(ptr @.str.18, !183, !DIExpression(), !393)
    #dbg_value(i8 %475, !190, !DIExpression(), !393)
  %476 = sext i8 %475 to i64, !dbg !395
  %477 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.28, ptr noundef nonnull @.str.18, i64 noundef %476), !dbg !396
    #dbg_value(i64 %476, !196, !DIExpression(), !397)
    #dbg_value(i32 0, !201, !DIExpression(), !399)
  %478 = load i64, ptr @hash, align 8, !tbaa !206
    #dbg_value(i32 0, !201, !DIExpression(), !399)
    #dbg_value(i64 0, !201, !DIExpression(), !399)
  %479 = and i64 %476, 255, !dbg !400
  %480 = xor i64 %478, %479, !dbg !401
  %481 = mul i64 %480, 1099511628211, !dbg !402
    #dbg_value(i64 1, !201, !DIExpression(), !399)
  %482 = lshr i64 %476, 8, !dbg !403
  %483 = and i64 %482, 255, !dbg !400
  %484 = xor i64 %481, %483, !dbg !401
  %485 = mul i64 %484, 1099511628211, !dbg !402
    #dbg_value(i64 2, !201, !DIExpression(), !399)
  %486 = lshr i64 %476, 16, !dbg !403
  %487 = and i64 %486, 255, !dbg !400
  %488 = xor i64 %485, %487, !dbg !401
  %489 = mul i64 %488, 1099511628211, !dbg !402
    #dbg_value(i64 3, !201, !DIExpression(), !399)
  %490 = lshr i64 %476, 24, !dbg !403
  %491 = and i64 %490, 255, !dbg !400
  %492 = xor i64 %489, %491, !dbg !401
  %493 = mul i64 %492, 1099511628211, !dbg !402
    #dbg_value(i64 4, !201, !DIExpression(), !399)
  %494 = lshr i64 %476, 32, !dbg !403
  %495 = and i64 %494, 255, !dbg !400
  %496 = xor i64 %493, %495, !dbg !401
  %497 = mul i64 %496, 1099511628211, !dbg !402
    #dbg_value(i64 5, !201, !DIExpression(), !399)
  %498 = lshr i64 %476, 40, !dbg !403
  %499 = and i64 %498, 255, !dbg !400
  %500 = xor i64 %497, %499, !dbg !401
  %501 = mul i64 %500, 1099511628211, !dbg !402
    #dbg_value(i64 6, !201, !DIExpression(), !399)
  %502 = lshr i64 %476, 48, !dbg !403
  %503 = and i64 %502, 255, !dbg !400
  %504 = xor i64 %501, %503, !dbg !401
  %505 = mul i64 %504, 1099511628211, !dbg !402
    #dbg_value(i64 7, !201, !DIExpression(), !399)
  %506 = lshr i64 %476, 56, !dbg !403
  %507 = xor i64 %505, %506, !dbg !401
  %508 = mul i64 %507, 1099511628211, !dbg !402
    #dbg_value(i64 8, !201, !DIExpression(), !399)
  store i64 %508, ptr @hash, align 8, !dbg !404, !tbaa !206
  %509 = tail call fastcc signext i8 @f_mul(i8 noundef signext %441, i8 noundef signext %334), !dbg !405
  %510 = add i8 %509, %475, !dbg !407
  %511 = icmp eq i8 %510, %6, !dbg !408
  br i1 %511, label %514, label %512, !dbg !409

512:                                              ; preds = %440
  %513 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19), !dbg !410
  br label %514, !dbg !410

514:                                              ; preds = %440, %512, %331
  %515 = tail call fastcc signext i8 @f_and(i8 noundef signext %6, i8 noundef signext %334), !dbg !411
    #dbg_value(ptr @.str.20, !183, !DIExpression(), !412)
    #dbg_value(i8 %515, !190, !DIExpression(), !412)
  %516 = sext i8 %515 to i64, !dbg !414
  %517 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.28, ptr noundef nonnull @.str.20, i64 noundef %516), !dbg !415
    #dbg_value(i64 %516, !196, !DIExpression(), !416)
    #dbg_value(i32 0, !201, !DIExpression(), !418)
  %518 = load i64, ptr @hash, align 8, !tbaa !206
    #dbg_value(i64 0, !201, !DIExpression(), !418)
  %519 = and i64 %516, 255, !dbg !419
  %520 = xor i64 %518, %519, !dbg !420
  %521 = mul i64 %520, 1099511628211, !dbg !421
    #dbg_value(i64 1, !201, !DIExpression(), !418)
  %522 = lshr i64 %516, 8, !dbg !422
  %523 = and i64 %522, 255, !dbg !419
  %524 = xor i64 %521, %523, !dbg !420
  %525 = mul i64 %524, 1099511628211, !dbg !421
    #dbg_value(i64 2, !201, !DIExpression(), !418)
  %526 = lshr i64 %516, 16, !dbg !422
  %527 = and i64 %526, 255, !dbg !419
  %528 = xor i64 %525, %527, !dbg !420
  %529 = mul i64 %528, 1099511628211, !dbg !421
    #dbg_value(i64 3, !201, !DIExpression(), !418)
  %530 = lshr i64 %516, 24, !dbg !422
  %531 = and i64 %530, 255, !dbg !419
  %532 = xor i64 %529, %531, !dbg !420
  %533 = mul i64 %532, 1099511628211, !dbg !421
    #dbg_value(i64 4, !201, !DIExpression(), !418)
  %534 = lshr i64 %516, 32, !dbg !422
  %535 = and i64 %534, 255, !dbg !419
  %536 = xor i64 %533, %535, !dbg !420
  %537 = mul i64 %536, 1099511628211, !dbg !421
    #dbg_value(i64 5, !201, !DIExpression(), !418)
  %538 = lshr i64 %516, 40, !dbg !422
  %539 = and i64 %538, 255, !dbg !419
  %540 = xor i64 %537, %539, !dbg !420
  %541 = mul i64 %540, 1099511628211, !dbg !421
    #dbg_value(i64 6, !201, !DIExpression(), !418)
  %542 = lshr i64 %516, 48, !dbg !422
  %543 = and i64 %542, 255, !dbg !419
  %544 = xor i64 %541, %543, !dbg !420
  %545 = mul i64 %544, 1099511628211, !dbg !421
    #dbg_value(i64 7, !201, !DIExpression(), !418)
  %546 = lshr i64 %516, 56, !dbg !422
  %547 = xor i64 %545, %546, !dbg !420
  %548 = mul i64 %547, 1099511628211, !dbg !421
    #dbg_value(i64 8, !201, !DIExpression(), !418)
  store i64 %548, ptr @hash, align 8, !dbg !423, !tbaa !206
  %549 = tail call fastcc signext i8 @f_or(i8 noundef signext %6, i8 noundef signext %334), !dbg !424
    #dbg_value(ptr @.str.21, !183, !DIExpression(), !425)
    #dbg_value(i8 %549, !190, !DIExpression(), !425)
  %550 = sext i8 %549 to i64, !dbg !427
  %551 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.28, ptr noundef nonnull @.str.21, i64 noundef %550), !dbg !428
    #dbg_value(i64 %550, !196, !DIExpression(), !429)
    #dbg_value(i32 0, !201, !DIExpression(), !431)
  %552 = load i64, ptr @hash, align 8, !tbaa !206
    #dbg_value(i64 0, !201, !DIExpression(), !431)
  %553 = and i64 %550, 255, !dbg !432
  %554 = xor i64 %552, %553, !dbg !433
  %555 = mul i64 %554, 1099511628211, !dbg !434
    #dbg_value(i64 1, !201, !DIExpression(), !431)
  %556 = lshr i64 %550, 8, !dbg !435
  %557 = and i64 %556, 255, !dbg !432
  %558 = xor i64 %555, %557, !dbg !433
  %559 = mul i64 %558, 1099511628211, !dbg !434
    #dbg_value(i64 2, !201, !DIExpression(), !431)
  %560 = lshr i64 %550, 16, !dbg !435
  %561 = and i64 %560, 255, !dbg !432
  %562 = xor i64 %559, %561, !dbg !433
  %563 = mul i64 %562, 1099511628211, !dbg !434
    #dbg_value(i64 3, !201, !DIExpression(), !431)
  %564 = lshr i64 %550, 24, !dbg !435
  %565 = and i64 %564, 255, !dbg !432
  %566 = xor i64 %563, %565, !dbg !433
  %567 = mul i64 %566, 1099511628211, !dbg !434
    #dbg_value(i64 4, !201, !DIExpression(), !431)
  %568 = lshr i64 %550, 32, !dbg !435
  %569 = and i64 %568, 255, !dbg !432
  %570 = xor i64 %567, %569, !dbg !433
  %571 = mul i64 %570, 1099511628211, !dbg !434
    #dbg_value(i64 5, !201, !DIExpression(), !431)
  %572 = lshr i64 %550, 40, !dbg !435
  %573 = and i64 %572, 255, !dbg !432
  %574 = xor i64 %571, %573, !dbg !433
  %575 = mul i64 %574, 1099511628211, !dbg !434
    #dbg_value(i64 6, !201, !DIExpression(), !431)
  %576 = lshr i64 %550, 48, !dbg !435
  %577 = and i64 %576, 255, !dbg !432
  %578 = xor i64 %575, %577, !dbg !433
  %579 = mul i64 %578, 1099511628211, !dbg !434
    #dbg_value(i64 7, !201, !DIExpression(), !431)
  %580 = lshr i64 %550, 56, !dbg !435
  %581 = xor i64 %579, %580, !dbg !433
  %582 = mul i64 %581, 1099511628211, !dbg !434
    #dbg_value(i64 8, !201, !DIExpression(), !431)
  store i64 %582, ptr @hash, align 8, !dbg !436, !tbaa !206
  %583 = tail call fastcc signext i8 @f_xor(i8 noundef signext %6, i8 noundef signext %334), !dbg !437
    #dbg_value(ptr @.str.22, !183, !DIExpression(), !438)
    #dbg_value(i8 %583, !190, !DIExpression(), !438)
  %584 = sext i8 %583 to i64, !dbg !440
  %585 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.28, ptr noundef nonnull @.str.22, i64 noundef %584), !dbg !441
    #dbg_value(i64 %584, !196, !DIExpression(), !442)
    #dbg_value(i32 0, !201, !DIExpression(), !444)
  %586 = load i64, ptr @hash, align 8, !tbaa !206
    #dbg_value(i64 0, !201, !DIExpression(), !444)
  %587 = and i64 %584, 255, !dbg !445
  %588 = xor i64 %586, %587, !dbg !446
  %589 = mul i64 %588, 1099511628211, !dbg !447
    #dbg_value(i64 1, !201, !DIExpression(), !444)
  %590 = lshr i64 %584, 8, !dbg !448
  %591 = and i64 %590, 255, !dbg !445
  %592 = xor i64 %589, %591, !dbg !446
  %593 = mul i64 %592, 1099511628211, !dbg !447
    #dbg_value(i64 2, !201, !DIExpression(), !444)
  %594 = lshr i64 %584, 16, !dbg !448
  %595 = and i64 %594, 255, !dbg !445
  %596 = xor i64 %593, %595, !dbg !446
  %597 = mul i64 %596, 1099511628211, !dbg !447
    #dbg_value(i64 3, !201, !DIExpression(), !444)
  %598 = lshr i64 %584, 24, !dbg !448
  %599 = and i64 %598, 255, !dbg !445
  %600 = xor i64 %597, %599, !dbg !446
  %601 = mul i64 %600, 1099511628211, !dbg !447
    #dbg_value(i64 4, !201, !DIExpression(), !444)
  %602 = lshr i64 %584, 32, !dbg !448
  %603 = and i64 %602, 255, !dbg !445
  %604 = xor i64 %601, %603, !dbg !446
  %605 = mul i64 %604, 1099511628211, !dbg !447
    #dbg_value(i64 5, !201, !DIExpression(), !444)
  %606 = lshr i64 %584, 40, !dbg !448
  %607 = and i64 %606, 255, !dbg !445
  %608 = xor i64 %605, %607, !dbg !446
  %609 = mul i64 %608, 1099511628211, !dbg !447
    #dbg_value(i64 6, !201, !DIExpression(), !444)
  %610 = lshr i64 %584, 48, !dbg !448
  %611 = and i64 %610, 255, !dbg !445
  %612 = xor i64 %609, %611, !dbg !446
  %613 = mul i64 %612, 1099511628211, !dbg !447
    #dbg_value(i64 7, !201, !DIExpression(), !444)
  %614 = lshr i64 %584, 56, !dbg !448
  %615 = xor i64 %613, %614, !dbg !446
  %616 = mul i64 %615, 1099511628211, !dbg !447
    #dbg_value(i64 8, !201, !DIExpression(), !444)
  store i64 %616, ptr @hash, align 8, !dbg !449, !tbaa !206
  %617 = tail call fastcc i32 @f_lt(i8 noundef signext %6, i8 noundef signext %334), !dbg !450
  %618 = tail call fastcc i32 @f_le(i8 noundef signext %6, i8 noundef signext %334), !dbg !451
  %619 = tail call fastcc i32 @f_eq(i8 noundef signext %6, i8 noundef signext %334), !dbg !452
  %620 = icmp ne i8 %6, %334, !dbg !453
  %621 = zext i1 %620 to i32, !dbg !453
  %622 = icmp sgt i8 %6, %334, !dbg !454
  %623 = zext i1 %622 to i32, !dbg !454
  %624 = icmp sge i8 %6, %334, !dbg !455
  %625 = zext i1 %624 to i32, !dbg !455
  %626 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef %617, i32 noundef %618, i32 noundef %619, i32 noundef %621, i32 noundef %623, i32 noundef %625), !dbg !456
  %627 = shl nuw nsw i32 %617, 2, !dbg !457
  %628 = shl nuw nsw i32 %618, 1, !dbg !458
  %629 = or disjoint i32 %628, %627, !dbg !459
  %630 = or disjoint i32 %629, %619, !dbg !460
  %631 = zext nneg i32 %630 to i64, !dbg !461
    #dbg_value(i32 %630, !196, !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_stack_value), !462)
    #dbg_value(i32 0, !201, !DIExpression(), !464)
  %632 = load i64, ptr @hash, align 8, !tbaa !206
    #dbg_value(i64 0, !201, !DIExpression(), !464)
  %633 = xor i64 %632, %631, !dbg !465
    #dbg_value(i64 7, !201, !DIExpression(), !464)
  %634 = mul i64 %633, 2232315406967589409, !dbg !466
    #dbg_value(i64 8, !201, !DIExpression(), !464)
  store i64 %634, ptr @hash, align 8, !dbg !467, !tbaa !206
  %635 = tail call i32 @putchar(i32 10), !dbg !468
  %636 = add nuw nsw i64 %332, 1, !dbg !469
    #dbg_value(i64 %636, !149, !DIExpression(), !331)
  %637 = icmp eq i64 %636, 14, !dbg !470
  br i1 %637, label %328, label %331, !dbg !471, !llvm.loop !472

638:                                              ; preds = %328, %638
  %639 = phi i64 [ %678, %638 ], [ 0, %328 ]
    #dbg_value(i64 %639, !158, !DIExpression(), !474)
  %640 = getelementptr inbounds [16 x i64], ptr @__const.main.wides, i64 0, i64 %639, !dbg !475
  %641 = load i64, ptr %640, align 8, !dbg !475, !tbaa !478
  %642 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.24, i64 noundef %641), !dbg !480
  %643 = tail call fastcc signext i8 @f_narrow(i64 noundef %641), !dbg !481
    #dbg_value(ptr @.str.25, !183, !DIExpression(), !482)
    #dbg_value(i8 %643, !190, !DIExpression(), !482)
  %644 = sext i8 %643 to i64, !dbg !484
  %645 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.28, ptr noundef nonnull @.str.25, i64 noundef %644), !dbg !485
    #dbg_value(i64 %644, !196, !DIExpression(), !486)
    #dbg_value(i32 0, !201, !DIExpression(), !488)
  %646 = load i64, ptr @hash, align 8, !tbaa !206
    #dbg_value(i64 0, !201, !DIExpression(), !488)
  %647 = and i64 %644, 255, !dbg !489
  %648 = xor i64 %646, %647, !dbg !490
  %649 = mul i64 %648, 1099511628211, !dbg !491
    #dbg_value(i64 1, !201, !DIExpression(), !488)
  %650 = lshr i64 %644, 8, !dbg !492
  %651 = and i64 %650, 255, !dbg !489
  %652 = xor i64 %649, %651, !dbg !490
  %653 = mul i64 %652, 1099511628211, !dbg !491
    #dbg_value(i64 2, !201, !DIExpression(), !488)
  %654 = lshr i64 %644, 16, !dbg !492
  %655 = and i64 %654, 255, !dbg !489
  %656 = xor i64 %653, %655, !dbg !490
  %657 = mul i64 %656, 1099511628211, !dbg !491
    #dbg_value(i64 3, !201, !DIExpression(), !488)
  %658 = lshr i64 %644, 24, !dbg !492
  %659 = and i64 %658, 255, !dbg !489
  %660 = xor i64 %657, %659, !dbg !490
  %661 = mul i64 %660, 1099511628211, !dbg !491
    #dbg_value(i64 4, !201, !DIExpression(), !488)
  %662 = lshr i64 %644, 32, !dbg !492
  %663 = and i64 %662, 255, !dbg !489
  %664 = xor i64 %661, %663, !dbg !490
  %665 = mul i64 %664, 1099511628211, !dbg !491
    #dbg_value(i64 5, !201, !DIExpression(), !488)
  %666 = lshr i64 %644, 40, !dbg !492
  %667 = and i64 %666, 255, !dbg !489
  %668 = xor i64 %665, %667, !dbg !490
  %669 = mul i64 %668, 1099511628211, !dbg !491
    #dbg_value(i64 6, !201, !DIExpression(), !488)
  %670 = lshr i64 %644, 48, !dbg !492
  %671 = and i64 %670, 255, !dbg !489
  %672 = xor i64 %669, %671, !dbg !490
  %673 = mul i64 %672, 1099511628211, !dbg !491
    #dbg_value(i64 7, !201, !DIExpression(), !488)
  %674 = lshr i64 %644, 56, !dbg !492
  %675 = xor i64 %673, %674, !dbg !490
  %676 = mul i64 %675, 1099511628211, !dbg !491
    #dbg_value(i64 8, !201, !DIExpression(), !488)
  store i64 %676, ptr @hash, align 8, !dbg !493, !tbaa !206
  %677 = tail call i32 @putchar(i32 10), !dbg !494
  %678 = add nuw nsw i64 %639, 1, !dbg !495
    #dbg_value(i64 %678, !158, !DIExpression(), !474)
  %679 = icmp eq i64 %678, 16, !dbg !496
  br i1 %679, label %680, label %638, !dbg !497, !llvm.loop !498

680:                                              ; preds = %638
    #dbg_value(i8 undef, !161, !DIExpression(), !165)
    #dbg_value(ptr @.str.26, !183, !DIExpression(), !500)
    #dbg_value(i8 117, !190, !DIExpression(), !500)
  %681 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.28, ptr noundef nonnull @.str.26, i64 noundef 117), !dbg !502
    #dbg_value(i64 117, !196, !DIExpression(), !503)
    #dbg_value(i32 0, !201, !DIExpression(), !505)
  %682 = load i64, ptr @hash, align 8, !tbaa !206
    #dbg_value(i32 0, !201, !DIExpression(), !505)
    #dbg_value(i64 0, !201, !DIExpression(), !505)
  %683 = xor i64 %682, 117, !dbg !506
    #dbg_value(i64 1, !201, !DIExpression(), !505)
    #dbg_value(i64 2, !201, !DIExpression(), !505)
    #dbg_value(i64 3, !201, !DIExpression(), !505)
    #dbg_value(i64 4, !201, !DIExpression(), !505)
    #dbg_value(i64 5, !201, !DIExpression(), !505)
    #dbg_value(i64 6, !201, !DIExpression(), !505)
    #dbg_value(i64 7, !201, !DIExpression(), !505)
  %684 = mul i64 %683, 2232315406967589409, !dbg !507
    #dbg_value(i64 8, !201, !DIExpression(), !505)
  store i64 %684, ptr @hash, align 8, !dbg !508, !tbaa !206
  %685 = tail call i32 @putchar(i32 10), !dbg !509
  %686 = load i64, ptr @hash, align 8, !dbg !510, !tbaa !206
  %687 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.27, i64 noundef %686), !dbg !511
  %688 = load i64, ptr @hash, align 8, !dbg !512, !tbaa !206
  %689 = urem i64 %688, 7, !dbg !513
  %690 = trunc nuw nsw i64 %689 to i32, !dbg !514
  call void @llvm.lifetime.end.p0(i64 14, ptr nonnull %1) #6, !dbg !515
  ret i32 %690, !dbg !515
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: nofree nounwind
declare !dbg !516 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef signext i8 @f_not(i8 noundef signext %0) unnamed_addr #4 !dbg !521 {
    #dbg_value(i8 %0, !525, !DIExpression(), !526)
  %2 = xor i8 %0, -1, !dbg !527
  ret i8 %2, !dbg !528
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i64 -128, 128) i64 @f_widen(i8 noundef signext %0) unnamed_addr #4 !dbg !529 {
    #dbg_value(i8 %0, !533, !DIExpression(), !534)
  %2 = sext i8 %0 to i64, !dbg !535
  ret i64 %2, !dbg !536
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i64 -128, 128) i64 @f_uwiden(i8 noundef signext %0) unnamed_addr #4 !dbg !537 {
    #dbg_value(i8 %0, !541, !DIExpression(), !542)
  %2 = sext i8 %0 to i64, !dbg !543
  ret i64 %2, !dbg !544
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef signext i8 @f_add(i8 noundef signext %0, i8 noundef signext %1) unnamed_addr #4 !dbg !545 {
    #dbg_value(i8 %0, !549, !DIExpression(), !551)
    #dbg_value(i8 %1, !550, !DIExpression(), !551)
  %3 = add i8 %1, %0, !dbg !552
  ret i8 %3, !dbg !553
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef signext i8 @f_sub(i8 noundef signext %0, i8 noundef signext %1) unnamed_addr #4 !dbg !554 {
    #dbg_value(i8 %0, !556, !DIExpression(), !558)
    #dbg_value(i8 %1, !557, !DIExpression(), !558)
  %3 = sub i8 %0, %1, !dbg !559
  ret i8 %3, !dbg !560
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc signext i8 @f_shl(i8 noundef signext %0, i32 noundef %1) unnamed_addr #4 !dbg !561 {
    #dbg_value(i8 %0, !565, !DIExpression(), !567)
    #dbg_value(i32 %1, !566, !DIExpression(), !567)
  %3 = zext i8 %0 to i32, !dbg !568
  %4 = shl nuw nsw i32 %3, %1, !dbg !569
  %5 = trunc i32 %4 to i8, !dbg !570
  ret i8 %5, !dbg !571
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc signext i8 @f_shr(i8 noundef signext %0, i32 noundef %1) unnamed_addr #4 !dbg !572 {
    #dbg_value(i8 %0, !574, !DIExpression(), !576)
    #dbg_value(i32 %1, !575, !DIExpression(), !576)
  %3 = sext i8 %0 to i32, !dbg !577
  %4 = ashr i32 %3, %1, !dbg !578
  %5 = trunc nsw i32 %4 to i8, !dbg !579
  ret i8 %5, !dbg !580
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef signext i8 @f_mul(i8 noundef signext %0, i8 noundef signext %1) unnamed_addr #4 !dbg !581 {
    #dbg_value(i8 %0, !583, !DIExpression(), !585)
    #dbg_value(i8 %1, !584, !DIExpression(), !585)
  %3 = mul i8 %1, %0, !dbg !586
  ret i8 %3, !dbg !587
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef signext i8 @f_div(i8 noundef signext %0, i8 noundef signext %1) unnamed_addr #4 !dbg !588 {
    #dbg_value(i8 %0, !590, !DIExpression(), !592)
    #dbg_value(i8 %1, !591, !DIExpression(), !592)
  %3 = sext i8 %0 to i16, !dbg !593
  %4 = sext i8 %1 to i16, !dbg !593
  %5 = sdiv i16 %3, %4, !dbg !593
  %6 = trunc i16 %5 to i8, !dbg !594
  ret i8 %6, !dbg !595
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc signext range(i8 -127, -128) i8 @f_rem(i8 noundef signext %0, i8 noundef signext %1) unnamed_addr #4 !dbg !596 {
    #dbg_value(i8 %0, !598, !DIExpression(), !600)
    #dbg_value(i8 %1, !599, !DIExpression(), !600)
  %3 = sext i8 %0 to i16, !dbg !601
  %4 = sext i8 %1 to i16, !dbg !601
  %5 = srem i16 %3, %4, !dbg !601
  %6 = trunc nsw i16 %5 to i8, !dbg !602
  ret i8 %6, !dbg !603
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef signext i8 @f_and(i8 noundef signext %0, i8 noundef signext %1) unnamed_addr #4 !dbg !604 {
    #dbg_value(i8 %0, !606, !DIExpression(), !608)
    #dbg_value(i8 %1, !607, !DIExpression(), !608)
  %3 = and i8 %1, %0, !dbg !609
  ret i8 %3, !dbg !610
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef signext i8 @f_or(i8 noundef signext %0, i8 noundef signext %1) unnamed_addr #4 !dbg !611 {
    #dbg_value(i8 %0, !613, !DIExpression(), !615)
    #dbg_value(i8 %1, !614, !DIExpression(), !615)
  %3 = or i8 %1, %0, !dbg !616
  ret i8 %3, !dbg !617
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef signext i8 @f_xor(i8 noundef signext %0, i8 noundef signext %1) unnamed_addr #4 !dbg !618 {
    #dbg_value(i8 %0, !620, !DIExpression(), !622)
    #dbg_value(i8 %1, !621, !DIExpression(), !622)
  %3 = xor i8 %1, %0, !dbg !623
  ret i8 %3, !dbg !624
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i32 0, 2) i32 @f_lt(i8 noundef signext %0, i8 noundef signext %1) unnamed_addr #4 !dbg !625 {
    #dbg_value(i8 %0, !629, !DIExpression(), !631)
    #dbg_value(i8 %1, !630, !DIExpression(), !631)
  %3 = icmp slt i8 %0, %1, !dbg !632
  %4 = zext i1 %3 to i32, !dbg !632
  ret i32 %4, !dbg !633
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i32 0, 2) i32 @f_le(i8 noundef signext %0, i8 noundef signext %1) unnamed_addr #4 !dbg !634 {
    #dbg_value(i8 %0, !636, !DIExpression(), !638)
    #dbg_value(i8 %1, !637, !DIExpression(), !638)
  %3 = icmp sle i8 %0, %1, !dbg !639
  %4 = zext i1 %3 to i32, !dbg !639
  ret i32 %4, !dbg !640
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i32 0, 2) i32 @f_eq(i8 noundef signext %0, i8 noundef signext %1) unnamed_addr #4 !dbg !641 {
    #dbg_value(i8 %0, !643, !DIExpression(), !645)
    #dbg_value(i8 %1, !644, !DIExpression(), !645)
  %3 = icmp eq i8 %0, %1, !dbg !646
  %4 = zext i1 %3 to i32, !dbg !646
  ret i32 %4, !dbg !647
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef signext i8 @f_narrow(i64 noundef %0) unnamed_addr #4 !dbg !648 {
    #dbg_value(i64 %0, !652, !DIExpression(), !653)
  %2 = trunc i64 %0 to i8, !dbg !654
  ret i8 %2, !dbg !655
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
!2 = !DIFile(filename: "programs/int_edges_i8.c", directory: ".", checksumkind: CSK_MD5, checksum: "e634dfa10c340f60312fb734986a3e05")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 296, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 37)
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
!103 = !DIBasicType(name: "signed char", size: 8, encoding: DW_ATE_signed_char)
!104 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!105 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!106 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!107 = !DIDerivedType(tag: DW_TAG_typedef, name: "UT", file: !2, line: 8, baseType: !108)
!108 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
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
!135 = !DICompositeType(tag: DW_TAG_array_type, baseType: !136, size: 112, elements: !96)
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
!175 = !{!"omnipotent char", !176, i64 0}
!176 = !{!"Simple C/C++ TBAA"}
!177 = !DILocation(line: 0, scope: !141)
!178 = !DILocation(line: 50, column: 9, scope: !141)
!179 = !DILocation(line: 50, column: 52, scope: !180)
!180 = distinct !DILexicalBlock(scope: !141, file: !2, line: 50, column: 27)
!181 = !DILocation(line: 50, column: 37, scope: !180)
!182 = !DILocation(line: 51, column: 19, scope: !141)
!183 = !DILocalVariable(name: "what", arg: 1, scope: !184, file: !2, line: 37, type: !187)
!184 = distinct !DISubprogram(name: "pr", scope: !2, file: !2, line: 37, type: !185, scopeLine: 37, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !100, retainedNodes: !189)
!185 = !DISubroutineType(types: !186)
!186 = !{null, !187, !102}
!187 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !188, size: 64)
!188 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!189 = !{!183, !190}
!190 = !DILocalVariable(name: "v", arg: 2, scope: !184, file: !2, line: 37, type: !102)
!191 = !DILocation(line: 0, scope: !184, inlinedAt: !192)
!192 = distinct !DILocation(line: 51, column: 9, scope: !141)
!193 = !DILocation(line: 38, column: 44, scope: !194, inlinedAt: !192)
!194 = distinct !DILexicalBlock(scope: !184, file: !2, line: 38, column: 9)
!195 = !DILocation(line: 38, column: 19, scope: !194, inlinedAt: !192)
!196 = !DILocalVariable(name: "v", arg: 1, scope: !197, file: !2, line: 15, type: !106)
!197 = distinct !DISubprogram(name: "mix", scope: !2, file: !2, line: 15, type: !198, scopeLine: 15, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !100, retainedNodes: !200)
!198 = !DISubroutineType(types: !199)
!199 = !{null, !106}
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
!215 = !DILocation(line: 52, column: 39, scope: !141)
!216 = !DILocation(line: 52, column: 51, scope: !141)
!217 = !DILocation(line: 52, column: 9, scope: !141)
!218 = !DILocation(line: 0, scope: !197, inlinedAt: !219)
!219 = distinct !DILocation(line: 53, column: 9, scope: !141)
!220 = !DILocation(line: 0, scope: !202, inlinedAt: !219)
!221 = !DILocation(line: 16, column: 58, scope: !209, inlinedAt: !219)
!222 = !DILocation(line: 16, column: 40, scope: !209, inlinedAt: !219)
!223 = !DILocation(line: 16, column: 71, scope: !209, inlinedAt: !219)
!224 = !DILocation(line: 16, column: 46, scope: !209, inlinedAt: !219)
!225 = !DILocation(line: 0, scope: !197, inlinedAt: !226)
!226 = distinct !DILocation(line: 53, column: 46, scope: !141)
!227 = !DILocation(line: 0, scope: !202, inlinedAt: !226)
!228 = !DILocation(line: 16, column: 58, scope: !209, inlinedAt: !226)
!229 = !DILocation(line: 16, column: 40, scope: !209, inlinedAt: !226)
!230 = !DILocation(line: 16, column: 71, scope: !209, inlinedAt: !226)
!231 = !DILocation(line: 16, column: 46, scope: !209, inlinedAt: !226)
!232 = !DILocation(line: 16, scope: !209, inlinedAt: !226)
!233 = !DILocation(line: 54, column: 25, scope: !141)
!234 = !DILocation(line: 0, scope: !184, inlinedAt: !235)
!235 = distinct !DILocation(line: 54, column: 9, scope: !141)
!236 = !DILocation(line: 38, column: 44, scope: !194, inlinedAt: !235)
!237 = !DILocation(line: 38, column: 19, scope: !194, inlinedAt: !235)
!238 = !DILocation(line: 0, scope: !197, inlinedAt: !239)
!239 = distinct !DILocation(line: 40, column: 5, scope: !184, inlinedAt: !235)
!240 = !DILocation(line: 0, scope: !202, inlinedAt: !239)
!241 = !DILocation(line: 16, column: 58, scope: !209, inlinedAt: !239)
!242 = !DILocation(line: 16, column: 40, scope: !209, inlinedAt: !239)
!243 = !DILocation(line: 16, column: 71, scope: !209, inlinedAt: !239)
!244 = !DILocation(line: 16, column: 46, scope: !209, inlinedAt: !239)
!245 = !DILocation(line: 16, scope: !209, inlinedAt: !239)
!246 = !DILocation(line: 55, column: 19, scope: !141)
!247 = !DILocation(line: 0, scope: !184, inlinedAt: !248)
!248 = distinct !DILocation(line: 55, column: 9, scope: !141)
!249 = !DILocation(line: 38, column: 44, scope: !194, inlinedAt: !248)
!250 = !DILocation(line: 38, column: 19, scope: !194, inlinedAt: !248)
!251 = !DILocation(line: 0, scope: !197, inlinedAt: !252)
!252 = distinct !DILocation(line: 40, column: 5, scope: !184, inlinedAt: !248)
!253 = !DILocation(line: 0, scope: !202, inlinedAt: !252)
!254 = !DILocation(line: 16, column: 58, scope: !209, inlinedAt: !252)
!255 = !DILocation(line: 16, column: 40, scope: !209, inlinedAt: !252)
!256 = !DILocation(line: 16, column: 71, scope: !209, inlinedAt: !252)
!257 = !DILocation(line: 16, column: 46, scope: !209, inlinedAt: !252)
!258 = !DILocation(line: 16, scope: !209, inlinedAt: !252)
!259 = !DILocation(line: 56, column: 19, scope: !141)
!260 = !DILocation(line: 0, scope: !184, inlinedAt: !261)
!261 = distinct !DILocation(line: 56, column: 9, scope: !141)
!262 = !DILocation(line: 38, column: 44, scope: !194, inlinedAt: !261)
!263 = !DILocation(line: 38, column: 19, scope: !194, inlinedAt: !261)
!264 = !DILocation(line: 0, scope: !197, inlinedAt: !265)
!265 = distinct !DILocation(line: 40, column: 5, scope: !184, inlinedAt: !261)
!266 = !DILocation(line: 0, scope: !202, inlinedAt: !265)
!267 = !DILocation(line: 16, column: 58, scope: !209, inlinedAt: !265)
!268 = !DILocation(line: 16, column: 40, scope: !209, inlinedAt: !265)
!269 = !DILocation(line: 16, column: 71, scope: !209, inlinedAt: !265)
!270 = !DILocation(line: 16, column: 46, scope: !209, inlinedAt: !265)
!271 = !DILocation(line: 16, scope: !209, inlinedAt: !265)
!272 = !DILocation(line: 57, column: 30, scope: !141)
!273 = !DILocation(line: 57, column: 9, scope: !141)
!274 = !DILocation(line: 0, scope: !144)
!275 = !DILocation(line: 58, column: 9, scope: !144)
!276 = !DILocation(line: 59, column: 19, scope: !146)
!277 = !DILocation(line: 0, scope: !146)
!278 = !DILocation(line: 59, column: 36, scope: !146)
!279 = !DILocation(line: 60, column: 17, scope: !146)
!280 = !DILocation(line: 0, scope: !197, inlinedAt: !281)
!281 = distinct !DILocation(line: 60, column: 13, scope: !146)
!282 = !DILocation(line: 0, scope: !202, inlinedAt: !281)
!283 = !DILocation(line: 16, column: 58, scope: !209, inlinedAt: !281)
!284 = !DILocation(line: 16, column: 40, scope: !209, inlinedAt: !281)
!285 = !DILocation(line: 16, column: 71, scope: !209, inlinedAt: !281)
!286 = !DILocation(line: 16, column: 46, scope: !209, inlinedAt: !281)
!287 = !DILocation(line: 60, column: 45, scope: !146)
!288 = !DILocation(line: 0, scope: !197, inlinedAt: !289)
!289 = distinct !DILocation(line: 60, column: 41, scope: !146)
!290 = !DILocation(line: 0, scope: !202, inlinedAt: !289)
!291 = !DILocation(line: 16, column: 58, scope: !209, inlinedAt: !289)
!292 = !DILocation(line: 16, column: 40, scope: !209, inlinedAt: !289)
!293 = !DILocation(line: 16, column: 71, scope: !209, inlinedAt: !289)
!294 = !DILocation(line: 16, column: 46, scope: !209, inlinedAt: !289)
!295 = !DILocation(line: 16, scope: !209, inlinedAt: !289)
!296 = !DILocation(line: 61, column: 24, scope: !297)
!297 = distinct !DILexicalBlock(scope: !146, file: !2, line: 61, column: 17)
!298 = !DILocation(line: 61, column: 41, scope: !299)
!299 = distinct !DILexicalBlock(scope: !297, file: !2, line: 61, column: 39)
!300 = !DILocation(line: 0, scope: !184, inlinedAt: !301)
!301 = distinct !DILocation(line: 61, column: 62, scope: !299)
!302 = !DILocation(line: 38, column: 19, scope: !194, inlinedAt: !301)
!303 = !DILocation(line: 0, scope: !197, inlinedAt: !304)
!304 = distinct !DILocation(line: 40, column: 5, scope: !184, inlinedAt: !301)
!305 = !DILocation(line: 0, scope: !202, inlinedAt: !304)
!306 = !DILocation(line: 16, column: 40, scope: !209, inlinedAt: !304)
!307 = !DILocation(line: 16, column: 71, scope: !209, inlinedAt: !304)
!308 = !DILocation(line: 16, scope: !209, inlinedAt: !304)
!309 = !DILocation(line: 0, scope: !184, inlinedAt: !310)
!310 = distinct !DILocation(line: 61, column: 76, scope: !299)
!311 = !DILocation(line: 38, column: 19, scope: !194, inlinedAt: !310)
!312 = !DILocation(line: 0, scope: !197, inlinedAt: !313)
!313 = distinct !DILocation(line: 40, column: 5, scope: !184, inlinedAt: !310)
!314 = !DILocation(line: 0, scope: !202, inlinedAt: !313)
!315 = !DILocation(line: 16, column: 40, scope: !209, inlinedAt: !313)
!316 = !DILocation(line: 16, column: 71, scope: !209, inlinedAt: !313)
!317 = !DILocation(line: 16, scope: !209, inlinedAt: !313)
!318 = !DILocation(line: 61, column: 90, scope: !299)
!319 = !DILocation(line: 61, column: 104, scope: !299)
!320 = !DILocation(line: 58, column: 44, scope: !147)
!321 = !DILocation(line: 58, column: 37, scope: !147)
!322 = !DILocation(line: 58, column: 34, scope: !147)
!323 = !DILocation(line: 58, column: 27, scope: !147)
!324 = distinct !{!324, !275, !325, !326}
!325 = !DILocation(line: 62, column: 9, scope: !144)
!326 = !{!"llvm.loop.mustprogress"}
!327 = !DILocation(line: 48, column: 29, scope: !142)
!328 = !DILocation(line: 48, column: 23, scope: !142)
!329 = distinct !{!329, !172, !330, !326}
!330 = !DILocation(line: 77, column: 5, scope: !139)
!331 = !DILocation(line: 0, scope: !150)
!332 = !DILocation(line: 64, column: 19, scope: !152)
!333 = !DILocation(line: 0, scope: !152)
!334 = !DILocation(line: 65, column: 31, scope: !152)
!335 = !DILocation(line: 65, column: 13, scope: !152)
!336 = !DILocation(line: 66, column: 21, scope: !152)
!337 = !DILocation(line: 0, scope: !184, inlinedAt: !338)
!338 = distinct !DILocation(line: 66, column: 13, scope: !152)
!339 = !DILocation(line: 38, column: 44, scope: !194, inlinedAt: !338)
!340 = !DILocation(line: 38, column: 19, scope: !194, inlinedAt: !338)
!341 = !DILocation(line: 0, scope: !197, inlinedAt: !342)
!342 = distinct !DILocation(line: 40, column: 5, scope: !184, inlinedAt: !338)
!343 = !DILocation(line: 0, scope: !202, inlinedAt: !342)
!344 = !DILocation(line: 16, column: 58, scope: !209, inlinedAt: !342)
!345 = !DILocation(line: 16, column: 40, scope: !209, inlinedAt: !342)
!346 = !DILocation(line: 16, column: 71, scope: !209, inlinedAt: !342)
!347 = !DILocation(line: 16, column: 46, scope: !209, inlinedAt: !342)
!348 = !DILocation(line: 16, scope: !209, inlinedAt: !342)
!349 = !DILocation(line: 66, column: 43, scope: !152)
!350 = !DILocation(line: 0, scope: !184, inlinedAt: !351)
!351 = distinct !DILocation(line: 66, column: 35, scope: !152)
!352 = !DILocation(line: 38, column: 44, scope: !194, inlinedAt: !351)
!353 = !DILocation(line: 38, column: 19, scope: !194, inlinedAt: !351)
!354 = !DILocation(line: 0, scope: !197, inlinedAt: !355)
!355 = distinct !DILocation(line: 40, column: 5, scope: !184, inlinedAt: !351)
!356 = !DILocation(line: 0, scope: !202, inlinedAt: !355)
!357 = !DILocation(line: 16, column: 58, scope: !209, inlinedAt: !355)
!358 = !DILocation(line: 16, column: 40, scope: !209, inlinedAt: !355)
!359 = !DILocation(line: 16, column: 71, scope: !209, inlinedAt: !355)
!360 = !DILocation(line: 16, column: 46, scope: !209, inlinedAt: !355)
!361 = !DILocation(line: 16, scope: !209, inlinedAt: !355)
!362 = !DILocation(line: 66, column: 65, scope: !152)
!363 = !DILocation(line: 0, scope: !184, inlinedAt: !364)
!364 = distinct !DILocation(line: 66, column: 57, scope: !152)
!365 = !DILocation(line: 38, column: 44, scope: !194, inlinedAt: !364)
!366 = !DILocation(line: 38, column: 19, scope: !194, inlinedAt: !364)
!367 = !DILocation(line: 0, scope: !197, inlinedAt: !368)
!368 = distinct !DILocation(line: 40, column: 5, scope: !184, inlinedAt: !364)
!369 = !DILocation(line: 0, scope: !202, inlinedAt: !368)
!370 = !DILocation(line: 16, column: 58, scope: !209, inlinedAt: !368)
!371 = !DILocation(line: 16, column: 40, scope: !209, inlinedAt: !368)
!372 = !DILocation(line: 16, column: 71, scope: !209, inlinedAt: !368)
!373 = !DILocation(line: 16, column: 46, scope: !209, inlinedAt: !368)
!374 = !DILocation(line: 16, scope: !209, inlinedAt: !368)
!375 = !DILocation(line: 67, column: 19, scope: !376)
!376 = distinct !DILexicalBlock(scope: !152, file: !2, line: 67, column: 17)
!377 = !DILocation(line: 67, column: 24, scope: !376)
!378 = !DILocation(line: 68, column: 25, scope: !379)
!379 = distinct !DILexicalBlock(scope: !376, file: !2, line: 67, column: 95)
!380 = !DILocation(line: 0, scope: !184, inlinedAt: !381)
!381 = distinct !DILocation(line: 68, column: 17, scope: !379)
!382 = !DILocation(line: 38, column: 44, scope: !194, inlinedAt: !381)
!383 = !DILocation(line: 38, column: 19, scope: !194, inlinedAt: !381)
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
!395 = !DILocation(line: 38, column: 44, scope: !194, inlinedAt: !394)
!396 = !DILocation(line: 38, column: 19, scope: !194, inlinedAt: !394)
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
!411 = !DILocation(line: 72, column: 21, scope: !152)
!412 = !DILocation(line: 0, scope: !184, inlinedAt: !413)
!413 = distinct !DILocation(line: 72, column: 13, scope: !152)
!414 = !DILocation(line: 38, column: 44, scope: !194, inlinedAt: !413)
!415 = !DILocation(line: 38, column: 19, scope: !194, inlinedAt: !413)
!416 = !DILocation(line: 0, scope: !197, inlinedAt: !417)
!417 = distinct !DILocation(line: 40, column: 5, scope: !184, inlinedAt: !413)
!418 = !DILocation(line: 0, scope: !202, inlinedAt: !417)
!419 = !DILocation(line: 16, column: 58, scope: !209, inlinedAt: !417)
!420 = !DILocation(line: 16, column: 40, scope: !209, inlinedAt: !417)
!421 = !DILocation(line: 16, column: 71, scope: !209, inlinedAt: !417)
!422 = !DILocation(line: 16, column: 46, scope: !209, inlinedAt: !417)
!423 = !DILocation(line: 16, scope: !209, inlinedAt: !417)
!424 = !DILocation(line: 72, column: 43, scope: !152)
!425 = !DILocation(line: 0, scope: !184, inlinedAt: !426)
!426 = distinct !DILocation(line: 72, column: 35, scope: !152)
!427 = !DILocation(line: 38, column: 44, scope: !194, inlinedAt: !426)
!428 = !DILocation(line: 38, column: 19, scope: !194, inlinedAt: !426)
!429 = !DILocation(line: 0, scope: !197, inlinedAt: !430)
!430 = distinct !DILocation(line: 40, column: 5, scope: !184, inlinedAt: !426)
!431 = !DILocation(line: 0, scope: !202, inlinedAt: !430)
!432 = !DILocation(line: 16, column: 58, scope: !209, inlinedAt: !430)
!433 = !DILocation(line: 16, column: 40, scope: !209, inlinedAt: !430)
!434 = !DILocation(line: 16, column: 71, scope: !209, inlinedAt: !430)
!435 = !DILocation(line: 16, column: 46, scope: !209, inlinedAt: !430)
!436 = !DILocation(line: 16, scope: !209, inlinedAt: !430)
!437 = !DILocation(line: 72, column: 64, scope: !152)
!438 = !DILocation(line: 0, scope: !184, inlinedAt: !439)
!439 = distinct !DILocation(line: 72, column: 56, scope: !152)
!440 = !DILocation(line: 38, column: 44, scope: !194, inlinedAt: !439)
!441 = !DILocation(line: 38, column: 19, scope: !194, inlinedAt: !439)
!442 = !DILocation(line: 0, scope: !197, inlinedAt: !443)
!443 = distinct !DILocation(line: 40, column: 5, scope: !184, inlinedAt: !439)
!444 = !DILocation(line: 0, scope: !202, inlinedAt: !443)
!445 = !DILocation(line: 16, column: 58, scope: !209, inlinedAt: !443)
!446 = !DILocation(line: 16, column: 40, scope: !209, inlinedAt: !443)
!447 = !DILocation(line: 16, column: 71, scope: !209, inlinedAt: !443)
!448 = !DILocation(line: 16, column: 46, scope: !209, inlinedAt: !443)
!449 = !DILocation(line: 16, scope: !209, inlinedAt: !443)
!450 = !DILocation(line: 73, column: 41, scope: !152)
!451 = !DILocation(line: 73, column: 53, scope: !152)
!452 = !DILocation(line: 73, column: 65, scope: !152)
!453 = !DILocation(line: 73, column: 79, scope: !152)
!454 = !DILocation(line: 73, column: 87, scope: !152)
!455 = !DILocation(line: 73, column: 94, scope: !152)
!456 = !DILocation(line: 73, column: 13, scope: !152)
!457 = !DILocation(line: 74, column: 49, scope: !152)
!458 = !DILocation(line: 74, column: 66, scope: !152)
!459 = !DILocation(line: 74, column: 53, scope: !152)
!460 = !DILocation(line: 74, column: 70, scope: !152)
!461 = !DILocation(line: 74, column: 17, scope: !152)
!462 = !DILocation(line: 0, scope: !197, inlinedAt: !463)
!463 = distinct !DILocation(line: 74, column: 13, scope: !152)
!464 = !DILocation(line: 0, scope: !202, inlinedAt: !463)
!465 = !DILocation(line: 16, column: 40, scope: !209, inlinedAt: !463)
!466 = !DILocation(line: 16, column: 71, scope: !209, inlinedAt: !463)
!467 = !DILocation(line: 16, scope: !209, inlinedAt: !463)
!468 = !DILocation(line: 75, column: 13, scope: !152)
!469 = !DILocation(line: 63, column: 33, scope: !153)
!470 = !DILocation(line: 63, column: 27, scope: !153)
!471 = !DILocation(line: 63, column: 9, scope: !150)
!472 = distinct !{!472, !471, !473, !326}
!473 = !DILocation(line: 76, column: 9, scope: !150)
!474 = !DILocation(line: 0, scope: !159)
!475 = !DILocation(line: 82, column: 34, scope: !476)
!476 = distinct !DILexicalBlock(scope: !477, file: !2, line: 81, column: 69)
!477 = distinct !DILexicalBlock(scope: !159, file: !2, line: 81, column: 5)
!478 = !{!479, !479, i64 0}
!479 = !{!"long long", !175, i64 0}
!480 = !DILocation(line: 82, column: 9, scope: !476)
!481 = !DILocation(line: 82, column: 52, scope: !476)
!482 = !DILocation(line: 0, scope: !184, inlinedAt: !483)
!483 = distinct !DILocation(line: 82, column: 45, scope: !476)
!484 = !DILocation(line: 38, column: 44, scope: !194, inlinedAt: !483)
!485 = !DILocation(line: 38, column: 19, scope: !194, inlinedAt: !483)
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
!497 = !DILocation(line: 81, column: 5, scope: !159)
!498 = distinct !{!498, !497, !499, !326}
!499 = !DILocation(line: 83, column: 5, scope: !159)
!500 = !DILocation(line: 0, scope: !184, inlinedAt: !501)
!501 = distinct !DILocation(line: 92, column: 5, scope: !130)
!502 = !DILocation(line: 38, column: 19, scope: !194, inlinedAt: !501)
!503 = !DILocation(line: 0, scope: !197, inlinedAt: !504)
!504 = distinct !DILocation(line: 40, column: 5, scope: !184, inlinedAt: !501)
!505 = !DILocation(line: 0, scope: !202, inlinedAt: !504)
!506 = !DILocation(line: 16, column: 40, scope: !209, inlinedAt: !504)
!507 = !DILocation(line: 16, column: 71, scope: !209, inlinedAt: !504)
!508 = !DILocation(line: 16, scope: !209, inlinedAt: !504)
!509 = !DILocation(line: 92, column: 21, scope: !130)
!510 = !DILocation(line: 93, column: 50, scope: !130)
!511 = !DILocation(line: 93, column: 5, scope: !130)
!512 = !DILocation(line: 94, column: 18, scope: !130)
!513 = !DILocation(line: 94, column: 23, scope: !130)
!514 = !DILocation(line: 94, column: 12, scope: !130)
!515 = !DILocation(line: 95, column: 1, scope: !130)
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
!531 = !{!105, !102}
!532 = !{!533}
!533 = !DILocalVariable(name: "a", arg: 1, scope: !529, file: !2, line: 33, type: !102)
!534 = !DILocation(line: 0, scope: !529)
!535 = !DILocation(line: 33, column: 66, scope: !529)
!536 = !DILocation(line: 33, column: 59, scope: !529)
!537 = distinct !DISubprogram(name: "f_uwiden", scope: !2, file: !2, line: 34, type: !538, scopeLine: 34, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !100, retainedNodes: !540)
!538 = !DISubroutineType(types: !539)
!539 = !{!106, !102}
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
!594 = !DILocation(line: 22, column: 61, scope: !588)
!595 = !DILocation(line: 22, column: 54, scope: !588)
!596 = distinct !DISubprogram(name: "f_rem", scope: !2, file: !2, line: 23, type: !546, scopeLine: 23, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !100, retainedNodes: !597)
!597 = !{!598, !599}
!598 = !DILocalVariable(name: "a", arg: 1, scope: !596, file: !2, line: 23, type: !102)
!599 = !DILocalVariable(name: "b", arg: 2, scope: !596, file: !2, line: 23, type: !102)
!600 = !DILocation(line: 0, scope: !596)
!601 = !DILocation(line: 23, column: 67, scope: !596)
!602 = !DILocation(line: 23, column: 61, scope: !596)
!603 = !DILocation(line: 23, column: 54, scope: !596)
!604 = distinct !DISubprogram(name: "f_and", scope: !2, file: !2, line: 24, type: !546, scopeLine: 24, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !100, retainedNodes: !605)
!605 = !{!606, !607}
!606 = !DILocalVariable(name: "a", arg: 1, scope: !604, file: !2, line: 24, type: !102)
!607 = !DILocalVariable(name: "b", arg: 2, scope: !604, file: !2, line: 24, type: !102)
!608 = !DILocation(line: 0, scope: !604)
!609 = !DILocation(line: 24, column: 63, scope: !604)
!610 = !DILocation(line: 24, column: 54, scope: !604)
!611 = distinct !DISubprogram(name: "f_or", scope: !2, file: !2, line: 25, type: !546, scopeLine: 25, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !100, retainedNodes: !612)
!612 = !{!613, !614}
!613 = !DILocalVariable(name: "a", arg: 1, scope: !611, file: !2, line: 25, type: !102)
!614 = !DILocalVariable(name: "b", arg: 2, scope: !611, file: !2, line: 25, type: !102)
!615 = !DILocation(line: 0, scope: !611)
!616 = !DILocation(line: 25, column: 62, scope: !611)
!617 = !DILocation(line: 25, column: 53, scope: !611)
!618 = distinct !DISubprogram(name: "f_xor", scope: !2, file: !2, line: 26, type: !546, scopeLine: 26, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !100, retainedNodes: !619)
!619 = !{!620, !621}
!620 = !DILocalVariable(name: "a", arg: 1, scope: !618, file: !2, line: 26, type: !102)
!621 = !DILocalVariable(name: "b", arg: 2, scope: !618, file: !2, line: 26, type: !102)
!622 = !DILocation(line: 0, scope: !618)
!623 = !DILocation(line: 26, column: 63, scope: !618)
!624 = !DILocation(line: 26, column: 54, scope: !618)
!625 = distinct !DISubprogram(name: "f_lt", scope: !2, file: !2, line: 30, type: !626, scopeLine: 30, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !100, retainedNodes: !628)
!626 = !DISubroutineType(types: !627)
!627 = !{!104, !102, !102}
!628 = !{!629, !630}
!629 = !DILocalVariable(name: "a", arg: 1, scope: !625, file: !2, line: 30, type: !102)
!630 = !DILocalVariable(name: "b", arg: 2, scope: !625, file: !2, line: 30, type: !102)
!631 = !DILocation(line: 0, scope: !625)
!632 = !DILocation(line: 30, column: 64, scope: !625)
!633 = !DILocation(line: 30, column: 55, scope: !625)
!634 = distinct !DISubprogram(name: "f_le", scope: !2, file: !2, line: 31, type: !626, scopeLine: 31, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !100, retainedNodes: !635)
!635 = !{!636, !637}
!636 = !DILocalVariable(name: "a", arg: 1, scope: !634, file: !2, line: 31, type: !102)
!637 = !DILocalVariable(name: "b", arg: 2, scope: !634, file: !2, line: 31, type: !102)
!638 = !DILocation(line: 0, scope: !634)
!639 = !DILocation(line: 31, column: 64, scope: !634)
!640 = !DILocation(line: 31, column: 55, scope: !634)
!641 = distinct !DISubprogram(name: "f_eq", scope: !2, file: !2, line: 32, type: !626, scopeLine: 32, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !100, retainedNodes: !642)
!642 = !{!643, !644}
!643 = !DILocalVariable(name: "a", arg: 1, scope: !641, file: !2, line: 32, type: !102)
!644 = !DILocalVariable(name: "b", arg: 2, scope: !641, file: !2, line: 32, type: !102)
!645 = !DILocation(line: 0, scope: !641)
!646 = !DILocation(line: 32, column: 64, scope: !641)
!647 = !DILocation(line: 32, column: 55, scope: !641)
!648 = distinct !DISubprogram(name: "f_narrow", scope: !2, file: !2, line: 35, type: !649, scopeLine: 35, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !100, retainedNodes: !651)
!649 = !DISubroutineType(types: !650)
!650 = !{!102, !105}
!651 = !{!652}
!652 = !DILocalVariable(name: "v", arg: 1, scope: !648, file: !2, line: 35, type: !105)
!653 = !DILocation(line: 0, scope: !648)
!654 = !DILocation(line: 35, column: 67, scope: !648)
!655 = !DILocation(line: 35, column: 60, scope: !648)
