; ModuleID = 'programs/float16_convert.c'
source_filename = "programs/float16_convert.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [28 x i8] c"from_l %04x %04x %04x %04x\0A\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [19 x i8] c"from_ul %04x %04x\0A\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [21 x i8] c"from_i128 %04x %04x\0A\00", align 1, !dbg !12
@.str.3 = private unnamed_addr constant [27 x i8] c"to_l %lld %lld to_u %u %u\0A\00", align 1, !dbg !17
@.str.4 = private unnamed_addr constant [14 x i8] c"to_i128 %lld\0A\00", align 1, !dbg !22
@.str.5 = private unnamed_addr constant [37 x i8] c"from_ld %04x %04x to_ld %.6Lg %.6Lg\0A\00", align 1, !dbg !27
@.str.6 = private unnamed_addr constant [45 x i8] c"sign %04x: neg %04x abs %04x unord %d eq %d\0A\00", align 1, !dbg !32
@.str.7 = private unnamed_addr constant [15 x i8] c"fma %04x %04x\0A\00", align 1, !dbg !37
@.str.8 = private unnamed_addr constant [38 x i8] c"min %04x max %04x copysign %04x %04x\0A\00", align 1, !dbg !42
@.str.9 = private unnamed_addr constant [41 x i8] c"swap %04x %04x qsum %04x pick %04x %04x\0A\00", align 1, !dbg !47

; Function Attrs: nofree nounwind uwtable
define dso_local range(i32 0, 64) i32 @main() local_unnamed_addr #0 !dbg !69 {
    #dbg_assign(i1 undef, !75, !DIExpression(), !100, ptr poison, !DIExpression(), !101)
  %1 = tail call fastcc half @from_l(i64 noundef 2049), !dbg !102
    #dbg_value(half %1, !103, !DIExpression(), !109)
  %2 = bitcast half %1 to i16, !dbg !111
    #dbg_value(i16 %2, !108, !DIExpression(), !109)
  %3 = zext i16 %2 to i32, !dbg !112
  %4 = tail call fastcc half @from_l(i64 noundef -65504), !dbg !113
    #dbg_value(half %4, !103, !DIExpression(), !114)
  %5 = bitcast half %4 to i16, !dbg !116
    #dbg_value(i16 %5, !108, !DIExpression(), !114)
  %6 = zext i16 %5 to i32, !dbg !117
  %7 = tail call fastcc half @from_l(i64 noundef 1099511627776), !dbg !118
    #dbg_value(half %7, !103, !DIExpression(), !119)
  %8 = bitcast half %7 to i16, !dbg !121
    #dbg_value(i16 %8, !108, !DIExpression(), !119)
  %9 = zext i16 %8 to i32, !dbg !122
  %10 = tail call fastcc half @from_l(i64 noundef 65519), !dbg !123
    #dbg_value(half %10, !103, !DIExpression(), !124)
  %11 = bitcast half %10 to i16, !dbg !126
    #dbg_value(i16 %11, !108, !DIExpression(), !124)
  %12 = zext i16 %11 to i32, !dbg !127
  %13 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %3, i32 noundef %6, i32 noundef %9, i32 noundef %12), !dbg !128
  %14 = tail call fastcc half @from_ul(i64 noundef -1), !dbg !129
    #dbg_value(half %14, !103, !DIExpression(), !130)
  %15 = bitcast half %14 to i16, !dbg !132
    #dbg_value(i16 %15, !108, !DIExpression(), !130)
  %16 = zext i16 %15 to i32, !dbg !133
  %17 = tail call fastcc half @from_ul(i64 noundef 4095), !dbg !134
    #dbg_value(half %17, !103, !DIExpression(), !135)
  %18 = bitcast half %17 to i16, !dbg !137
    #dbg_value(i16 %18, !108, !DIExpression(), !135)
  %19 = zext i16 %18 to i32, !dbg !138
  %20 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %16, i32 noundef %19), !dbg !139
  %21 = tail call fastcc half @from_i128(i64 noundef 0, i64 noundef 68719476736), !dbg !140
    #dbg_value(half %21, !103, !DIExpression(), !141)
  %22 = bitcast half %21 to i16, !dbg !143
    #dbg_value(i16 %22, !108, !DIExpression(), !141)
  %23 = zext i16 %22 to i32, !dbg !144
  %24 = tail call fastcc half @from_i128(i64 noundef -3000, i64 noundef -1), !dbg !145
    #dbg_value(half %24, !103, !DIExpression(), !146)
  %25 = bitcast half %24 to i16, !dbg !148
    #dbg_value(i16 %25, !108, !DIExpression(), !146)
  %26 = zext i16 %25 to i32, !dbg !149
  %27 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %23, i32 noundef %26), !dbg !150
  %28 = tail call fastcc i64 @to_l(half noundef 0xHE800), !dbg !151
  %29 = tail call fastcc i64 @to_l(half noundef 0xH7BFF), !dbg !152
  %30 = tail call fastcc i32 @to_u(half noundef 0xH47E6), !dbg !153
  %31 = tail call fastcc i32 @to_u(half noundef 0xH63D1), !dbg !154
  %32 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i64 noundef %28, i64 noundef %29, i32 noundef %30, i32 noundef %31), !dbg !155
    #dbg_value(i128 -65504, !74, !DIExpression(), !101)
  %33 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i64 noundef -65504), !dbg !156
  %34 = tail call fastcc half @from_ld(x86_fp80 noundef 0xK3FFDAAAAAAAAAAAAAAAB), !dbg !157
    #dbg_value(half %34, !103, !DIExpression(), !158)
  %35 = bitcast half %34 to i16, !dbg !160
    #dbg_value(i16 %35, !108, !DIExpression(), !158)
  %36 = zext i16 %35 to i32, !dbg !161
  %37 = tail call fastcc half @from_ld(x86_fp80 noundef 0xK3FE7D6BF94D5E57A42BC), !dbg !162
    #dbg_value(half %37, !103, !DIExpression(), !163)
  %38 = bitcast half %37 to i16, !dbg !165
    #dbg_value(i16 %38, !108, !DIExpression(), !163)
  %39 = zext i16 %38 to i32, !dbg !166
  %40 = tail call fastcc x86_fp80 @to_ld(half noundef 0xH2E66), !dbg !167
  %41 = tail call fastcc x86_fp80 @to_ld(half noundef 0xH0001), !dbg !168
  %42 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %36, i32 noundef %39, x86_fp80 noundef %40, x86_fp80 noundef %41), !dbg !169
    #dbg_assign(i1 undef, !75, !DIExpression(), !170, ptr poison, !DIExpression(), !101)
    #dbg_value(i32 0, !84, !DIExpression(), !171)
    #dbg_value(i64 0, !84, !DIExpression(), !171)
    #dbg_value(half 0xH7E01, !86, !DIExpression(), !172)
  %43 = tail call fastcc half @hneg(half noundef 0xH7E01), !dbg !173
    #dbg_value(half %43, !103, !DIExpression(), !174)
  %44 = bitcast half %43 to i16, !dbg !176
    #dbg_value(i16 %44, !108, !DIExpression(), !174)
  %45 = zext i16 %44 to i32, !dbg !177
  %46 = tail call fastcc half @habs(half noundef 0xH7E01), !dbg !178
    #dbg_value(half %46, !103, !DIExpression(), !179)
  %47 = bitcast half %46 to i16, !dbg !181
    #dbg_value(i16 %47, !108, !DIExpression(), !179)
  %48 = zext i16 %47 to i32, !dbg !182
  %49 = tail call fastcc i32 @hunord(half noundef 0xH7E01), !dbg !183
  %50 = tail call fastcc i32 @heq(half noundef 0xH7E01, half noundef 0xH7E01), !dbg !184
  %51 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef 32257, i32 noundef %45, i32 noundef %48, i32 noundef %49, i32 noundef %50), !dbg !185
    #dbg_value(i64 1, !84, !DIExpression(), !171)
    #dbg_value(half 0xHFE23, !86, !DIExpression(), !172)
  %52 = tail call fastcc half @hneg(half noundef 0xHFE23), !dbg !173
    #dbg_value(half %52, !103, !DIExpression(), !174)
  %53 = bitcast half %52 to i16, !dbg !176
    #dbg_value(i16 %53, !108, !DIExpression(), !174)
  %54 = zext i16 %53 to i32, !dbg !177
  %55 = tail call fastcc half @habs(half noundef 0xHFE23), !dbg !178
    #dbg_value(half %55, !103, !DIExpression(), !179)
  %56 = bitcast half %55 to i16, !dbg !181
    #dbg_value(i16 %56, !108, !DIExpression(), !179)
  %57 = zext i16 %56 to i32, !dbg !182
  %58 = tail call fastcc i32 @hunord(half noundef 0xHFE23), !dbg !183
  %59 = tail call fastcc i32 @heq(half noundef 0xHFE23, half noundef 0xHFE23), !dbg !184
  %60 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef 65059, i32 noundef %54, i32 noundef %57, i32 noundef %58, i32 noundef %59), !dbg !185
    #dbg_value(i64 2, !84, !DIExpression(), !171)
    #dbg_value(half 0xH7C00, !86, !DIExpression(), !172)
  %61 = tail call fastcc half @hneg(half noundef 0xH7C00), !dbg !173
    #dbg_value(half %61, !103, !DIExpression(), !174)
  %62 = bitcast half %61 to i16, !dbg !176
    #dbg_value(i16 %62, !108, !DIExpression(), !174)
  %63 = zext i16 %62 to i32, !dbg !177
  %64 = tail call fastcc half @habs(half noundef 0xH7C00), !dbg !178
    #dbg_value(half %64, !103, !DIExpression(), !179)
  %65 = bitcast half %64 to i16, !dbg !181
    #dbg_value(i16 %65, !108, !DIExpression(), !179)
  %66 = zext i16 %65 to i32, !dbg !182
  %67 = tail call fastcc i32 @hunord(half noundef 0xH7C00), !dbg !183
  %68 = tail call fastcc i32 @heq(half noundef 0xH7C00, half noundef 0xH7C00), !dbg !184
  %69 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef 31744, i32 noundef %63, i32 noundef %66, i32 noundef %67, i32 noundef %68), !dbg !185
    #dbg_value(i64 3, !84, !DIExpression(), !171)
    #dbg_value(half 0xHFC00, !86, !DIExpression(), !172)
  %70 = tail call fastcc half @hneg(half noundef 0xHFC00), !dbg !173
    #dbg_value(half %70, !103, !DIExpression(), !174)
  %71 = bitcast half %70 to i16, !dbg !176
    #dbg_value(i16 %71, !108, !DIExpression(), !174)
  %72 = zext i16 %71 to i32, !dbg !177
  %73 = tail call fastcc half @habs(half noundef 0xHFC00), !dbg !178
    #dbg_value(half %73, !103, !DIExpression(), !179)
  %74 = bitcast half %73 to i16, !dbg !181
    #dbg_value(i16 %74, !108, !DIExpression(), !179)
  %75 = zext i16 %74 to i32, !dbg !182
  %76 = tail call fastcc i32 @hunord(half noundef 0xHFC00), !dbg !183
  %77 = tail call fastcc i32 @heq(half noundef 0xHFC00, half noundef 0xHFC00), !dbg !184
  %78 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef 64512, i32 noundef %72, i32 noundef %75, i32 noundef %76, i32 noundef %77), !dbg !185
    #dbg_value(i64 4, !84, !DIExpression(), !171)
  %79 = tail call fastcc half @hfma(half noundef 0xH3C01, half noundef 0xH3C01, half noundef 0xHBC00), !dbg !186
    #dbg_value(half %79, !103, !DIExpression(), !187)
  %80 = bitcast half %79 to i16, !dbg !189
    #dbg_value(i16 %80, !108, !DIExpression(), !187)
  %81 = zext i16 %80 to i32, !dbg !190
  %82 = tail call fastcc half @hfma(half noundef 0xH5CB0, half noundef 0xH5CB0, half noundef 0xHFBFF), !dbg !191
    #dbg_value(half %82, !103, !DIExpression(), !192)
  %83 = bitcast half %82 to i16, !dbg !194
    #dbg_value(i16 %83, !108, !DIExpression(), !192)
  %84 = zext i16 %83 to i32, !dbg !195
  %85 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef %81, i32 noundef %84), !dbg !196
    #dbg_value(half 0xHB800, !103, !DIExpression(), !197)
    #dbg_value(i16 -18432, !108, !DIExpression(), !197)
    #dbg_value(half 0xH4200, !103, !DIExpression(), !199)
    #dbg_value(i16 16896, !108, !DIExpression(), !199)
  %86 = tail call fastcc half @hcopysign(half noundef 0xH4100, half noundef 0xH8000), !dbg !201
    #dbg_value(half %86, !103, !DIExpression(), !202)
  %87 = bitcast half %86 to i16, !dbg !204
    #dbg_value(i16 %87, !108, !DIExpression(), !202)
  %88 = zext i16 %87 to i32, !dbg !205
  %89 = tail call fastcc half @hcopysign(half noundef 0xHC100, half noundef 0xH3C00), !dbg !206
    #dbg_value(half %89, !103, !DIExpression(), !207)
  %90 = bitcast half %89 to i16, !dbg !209
    #dbg_value(i16 %90, !108, !DIExpression(), !207)
  %91 = zext i16 %90 to i32, !dbg !210
  %92 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef 47104, i32 noundef 16896, i32 noundef %88, i32 noundef %91), !dbg !211
    #dbg_value(<2 x half> <half 0xH3E00, half 0xHC080>, !89, !DIExpression(), !101)
  %93 = tail call fastcc <2 x half> @swap(), !dbg !212
    #dbg_value(<2 x half> %93, !94, !DIExpression(), !101)
    #dbg_value(<4 x half> <half 0xH2E66, half 0xH3266, half 0xH34CD, half 0xH63D0>, !95, !DIExpression(), !101)
  %94 = extractelement <2 x half> %93, i64 0, !dbg !213
    #dbg_value(half %94, !103, !DIExpression(), !214)
  %95 = bitcast half %94 to i16, !dbg !216
    #dbg_value(i16 %95, !108, !DIExpression(), !214)
  %96 = zext i16 %95 to i32, !dbg !217
  %97 = extractelement <2 x half> %93, i64 1, !dbg !218
    #dbg_value(half %97, !103, !DIExpression(), !219)
  %98 = bitcast half %97 to i16, !dbg !221
    #dbg_value(i16 %98, !108, !DIExpression(), !219)
  %99 = zext i16 %98 to i32, !dbg !222
  %100 = tail call fastcc half @qsum(), !dbg !223
    #dbg_value(half %100, !103, !DIExpression(), !224)
  %101 = bitcast half %100 to i16, !dbg !226
    #dbg_value(i16 %101, !108, !DIExpression(), !224)
  %102 = zext i16 %101 to i32, !dbg !227
  %103 = tail call fastcc half @pick(i32 noundef 1, half noundef %94, half noundef %97), !dbg !228
    #dbg_value(half %103, !103, !DIExpression(), !229)
  %104 = bitcast half %103 to i16, !dbg !231
    #dbg_value(i16 %104, !108, !DIExpression(), !229)
  %105 = zext i16 %104 to i32, !dbg !232
  %106 = tail call fastcc half @pick(i32 noundef 0, half noundef %94, half noundef %97), !dbg !233
    #dbg_value(half %106, !103, !DIExpression(), !234)
  %107 = bitcast half %106 to i16, !dbg !236
    #dbg_value(i16 %107, !108, !DIExpression(), !234)
  %108 = zext i16 %107 to i32, !dbg !237
  %109 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef %96, i32 noundef %99, i32 noundef %102, i32 noundef %105, i32 noundef %108), !dbg !238
    #dbg_value(half %100, !103, !DIExpression(), !239)
    #dbg_value(i16 %101, !108, !DIExpression(), !239)
  %110 = and i16 %101, 63, !dbg !241
  %111 = zext nneg i16 %110 to i32, !dbg !241
  ret i32 %111, !dbg !242
}

; Function Attrs: nofree nounwind
declare !dbg !243 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef half @from_l(i64 noundef %0) unnamed_addr #2 !dbg !250 {
    #dbg_value(i64 %0, !254, !DIExpression(), !255)
  %2 = sitofp i64 %0 to half, !dbg !256
  ret half %2, !dbg !257
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef half @from_ul(i64 noundef %0) unnamed_addr #2 !dbg !258 {
    #dbg_value(i64 %0, !263, !DIExpression(), !264)
  %2 = uitofp i64 %0 to half, !dbg !265
  ret half %2, !dbg !266
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc half @from_i128(i64 noundef %0, i64 noundef %1) unnamed_addr #2 !dbg !267 {
  %3 = zext i64 %1 to i128
  %4 = shl nuw i128 %3, 64
  %5 = zext i64 %0 to i128
  %6 = or disjoint i128 %4, %5
    #dbg_value(i128 %6, !271, !DIExpression(), !272)
  %7 = sitofp i128 %6 to half, !dbg !273
  ret half %7, !dbg !274
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc i64 @to_l(half noundef %0) unnamed_addr #2 !dbg !275 {
    #dbg_value(half %0, !279, !DIExpression(), !280)
  %2 = fptosi half %0 to i64, !dbg !281
  ret i64 %2, !dbg !282
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc i32 @to_u(half noundef %0) unnamed_addr #2 !dbg !283 {
    #dbg_value(half %0, !287, !DIExpression(), !288)
  %2 = fptoui half %0 to i32, !dbg !289
  ret i32 %2, !dbg !290
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef half @from_ld(x86_fp80 noundef %0) unnamed_addr #2 !dbg !291 {
    #dbg_value(x86_fp80 %0, !295, !DIExpression(DW_OP_LLVM_fragment, 0, 80), !296)
  %2 = fptrunc x86_fp80 %0 to half, !dbg !297
  ret half %2, !dbg !298
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef x86_fp80 @to_ld(half noundef %0) unnamed_addr #2 !dbg !299 {
    #dbg_value(half %0, !303, !DIExpression(), !304)
  %2 = fpext half %0 to x86_fp80, !dbg !305
  ret x86_fp80 %2, !dbg !306
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef half @hneg(half noundef %0) unnamed_addr #2 !dbg !307 {
    #dbg_value(half %0, !311, !DIExpression(), !312)
  %2 = fneg half %0, !dbg !313
  ret half %2, !dbg !314
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef half @habs(half noundef %0) unnamed_addr #2 !dbg !315 {
    #dbg_value(half %0, !317, !DIExpression(), !318)
  %2 = tail call half @llvm.fabs.f16(half %0), !dbg !319
  ret half %2, !dbg !320
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i32 0, 2) i32 @hunord(half noundef %0) unnamed_addr #2 !dbg !321 {
    #dbg_value(half %0, !325, !DIExpression(), !327)
    #dbg_value(half 0xH3C00, !326, !DIExpression(), !327)
  %2 = fcmp uno half %0, 0xH0000, !dbg !328
  %3 = zext i1 %2 to i32, !dbg !328
  ret i32 %3, !dbg !329
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i32 0, 2) i32 @heq(half noundef %0, half noundef %1) unnamed_addr #2 !dbg !330 {
    #dbg_value(half %0, !333, !DIExpression(), !335)
    #dbg_value(half %1, !334, !DIExpression(), !335)
  %3 = fcmp oeq half %0, %1, !dbg !336
  %4 = zext i1 %3 to i32, !dbg !336
  ret i32 %4, !dbg !337
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef half @hfma(half noundef %0, half noundef %1, half noundef %2) unnamed_addr #2 !dbg !338 {
    #dbg_value(half %0, !342, !DIExpression(), !345)
    #dbg_value(half %1, !343, !DIExpression(), !345)
    #dbg_value(half %2, !344, !DIExpression(), !345)
  %4 = tail call half @llvm.fma.f16(half %0, half %1, half %2), !dbg !346
  ret half %4, !dbg !347
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef half @hcopysign(half noundef %0, half noundef %1) unnamed_addr #2 !dbg !348 {
    #dbg_value(half %0, !352, !DIExpression(), !354)
    #dbg_value(half %1, !353, !DIExpression(), !354)
  %3 = tail call half @llvm.copysign.f16(half %0, half %1), !dbg !355
  ret half %3, !dbg !356
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef <2 x half> @swap() unnamed_addr #3 !dbg !357 {
    #dbg_value(<2 x half> <half 0xH3E00, half 0xHC080>, !361, !DIExpression(), !363)
    #dbg_value(half 0xHC080, !362, !DIExpression(DW_OP_LLVM_fragment, 0, 16), !363)
    #dbg_value(half 0xH3E00, !362, !DIExpression(DW_OP_LLVM_fragment, 16, 16), !363)
  ret <2 x half> <half 0xHC080, half 0xH3E00>, !dbg !364
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef half @qsum() unnamed_addr #4 !dbg !365 {
    #dbg_value(<4 x half> <half 0xH2E66, half 0xH3266, half 0xH34CD, half 0xH63D0>, !369, !DIExpression(), !370)
  ret half 0xH63D1, !dbg !371
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef half @pick(i32 noundef %0, half noundef %1, half noundef %2) unnamed_addr #2 !dbg !372 {
    #dbg_value(i32 %0, !376, !DIExpression(), !379)
    #dbg_value(half %1, !377, !DIExpression(), !379)
    #dbg_value(half %2, !378, !DIExpression(), !379)
  %4 = icmp eq i32 %0, 0, !dbg !380
  %5 = select i1 %4, half %2, half %1, !dbg !380
  ret half %5, !dbg !381
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare half @llvm.fabs.f16(half) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare half @llvm.fma.f16(half, half, half) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare half @llvm.copysign.f16(half, half) #5

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="64" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="32" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="64" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.dbg.cu = !{!52}
!llvm.module.flags = !{!61, !62, !63, !64, !65, !66, !67}
!llvm.ident = !{!68}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 36, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "programs/float16_convert.c", directory: ".", checksumkind: CSK_MD5, checksum: "91f892b87826c6764a0b22c33ed1b328")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 224, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 28)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 37, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 152, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 19)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 38, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 168, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 21)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(scope: null, file: !2, line: 39, type: !19, isLocal: true, isDefinition: true)
!19 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 216, elements: !20)
!20 = !{!21}
!21 = !DISubrange(count: 27)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(scope: null, file: !2, line: 41, type: !24, isLocal: true, isDefinition: true)
!24 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 112, elements: !25)
!25 = !{!26}
!26 = !DISubrange(count: 14)
!27 = !DIGlobalVariableExpression(var: !28, expr: !DIExpression())
!28 = distinct !DIGlobalVariable(scope: null, file: !2, line: 42, type: !29, isLocal: true, isDefinition: true)
!29 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 296, elements: !30)
!30 = !{!31}
!31 = !DISubrange(count: 37)
!32 = !DIGlobalVariableExpression(var: !33, expr: !DIExpression())
!33 = distinct !DIGlobalVariable(scope: null, file: !2, line: 46, type: !34, isLocal: true, isDefinition: true)
!34 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 360, elements: !35)
!35 = !{!36}
!36 = !DISubrange(count: 45)
!37 = !DIGlobalVariableExpression(var: !38, expr: !DIExpression())
!38 = distinct !DIGlobalVariable(scope: null, file: !2, line: 48, type: !39, isLocal: true, isDefinition: true)
!39 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 120, elements: !40)
!40 = !{!41}
!41 = !DISubrange(count: 15)
!42 = !DIGlobalVariableExpression(var: !43, expr: !DIExpression())
!43 = distinct !DIGlobalVariable(scope: null, file: !2, line: 49, type: !44, isLocal: true, isDefinition: true)
!44 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 304, elements: !45)
!45 = !{!46}
!46 = !DISubrange(count: 38)
!47 = !DIGlobalVariableExpression(var: !48, expr: !DIExpression())
!48 = distinct !DIGlobalVariable(scope: null, file: !2, line: 53, type: !49, isLocal: true, isDefinition: true)
!49 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 328, elements: !50)
!50 = !{!51}
!51 = !DISubrange(count: 41)
!52 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !53, globals: !60, splitDebugInlining: false, nameTableKind: None)
!53 = !{!54, !55, !57, !58, !59}
!54 = !DIBasicType(name: "__int128", size: 128, encoding: DW_ATE_signed)
!55 = !DIDerivedType(tag: DW_TAG_typedef, name: "h16", file: !2, line: 9, baseType: !56)
!56 = !DIBasicType(name: "_Float16", size: 16, encoding: DW_ATE_float)
!57 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!58 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!59 = !DIBasicType(name: "long double", size: 128, encoding: DW_ATE_float)
!60 = !{!0, !7, !12, !17, !22, !27, !32, !37, !42, !47}
!61 = !{i32 7, !"Dwarf Version", i32 5}
!62 = !{i32 2, !"Debug Info Version", i32 3}
!63 = !{i32 1, !"wchar_size", i32 4}
!64 = !{i32 8, !"PIC Level", i32 2}
!65 = !{i32 7, !"PIE Level", i32 2}
!66 = !{i32 7, !"uwtable", i32 2}
!67 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!68 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!69 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 35, type: !70, scopeLine: 35, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !52, retainedNodes: !73)
!70 = !DISubroutineType(types: !71)
!71 = !{!72}
!72 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!73 = !{!74, !75, !84, !86, !89, !94, !95}
!74 = !DILocalVariable(name: "big", scope: !69, file: !2, line: 40, type: !54)
!75 = !DILocalVariable(name: "nans", scope: !69, file: !2, line: 43, type: !76)
!76 = !DICompositeType(tag: DW_TAG_array_type, baseType: !77, size: 64, elements: !82)
!77 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint16_t", file: !78, line: 25, baseType: !79)
!78 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-uintn.h", directory: "", checksumkind: CSK_MD5, checksum: "2bf2ae53c58c01b1a1b9383b5195125c")
!79 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint16_t", file: !80, line: 40, baseType: !81)
!80 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!81 = !DIBasicType(name: "unsigned short", size: 16, encoding: DW_ATE_unsigned)
!82 = !{!83}
!83 = !DISubrange(count: 4)
!84 = !DILocalVariable(name: "i", scope: !85, file: !2, line: 44, type: !72)
!85 = distinct !DILexicalBlock(scope: !69, file: !2, line: 44, column: 5)
!86 = !DILocalVariable(name: "n", scope: !87, file: !2, line: 45, type: !55)
!87 = distinct !DILexicalBlock(scope: !88, file: !2, line: 44, column: 33)
!88 = distinct !DILexicalBlock(scope: !85, file: !2, line: 44, column: 5)
!89 = !DILocalVariable(name: "p", scope: !69, file: !2, line: 50, type: !90)
!90 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "hpair", file: !2, line: 12, size: 32, elements: !91)
!91 = !{!92, !93}
!92 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !90, file: !2, line: 12, baseType: !55, size: 16)
!93 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !90, file: !2, line: 12, baseType: !55, size: 16, offset: 16)
!94 = !DILocalVariable(name: "s", scope: !69, file: !2, line: 51, type: !90)
!95 = !DILocalVariable(name: "q", scope: !69, file: !2, line: 52, type: !96)
!96 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "hquad", file: !2, line: 13, size: 64, elements: !97)
!97 = !{!98}
!98 = !DIDerivedType(tag: DW_TAG_member, name: "v", scope: !96, file: !2, line: 13, baseType: !99, size: 64)
!99 = !DICompositeType(tag: DW_TAG_array_type, baseType: !55, size: 64, elements: !82)
!100 = distinct !DIAssignID()
!101 = !DILocation(line: 0, scope: !69)
!102 = !DILocation(line: 36, column: 50, scope: !69)
!103 = !DILocalVariable(name: "h", arg: 1, scope: !104, file: !2, line: 10, type: !55)
!104 = distinct !DISubprogram(name: "hbits", scope: !2, file: !2, line: 10, type: !105, scopeLine: 10, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !52, retainedNodes: !107)
!105 = !DISubroutineType(types: !106)
!106 = !{!77, !55}
!107 = !{!103, !108}
!108 = !DILocalVariable(name: "u", scope: !104, file: !2, line: 10, type: !77)
!109 = !DILocation(line: 0, scope: !104, inlinedAt: !110)
!110 = distinct !DILocation(line: 36, column: 44, scope: !69)
!111 = !DILocation(line: 10, column: 44, scope: !104, inlinedAt: !110)
!112 = !DILocation(line: 36, column: 44, scope: !69)
!113 = !DILocation(line: 36, column: 71, scope: !69)
!114 = !DILocation(line: 0, scope: !104, inlinedAt: !115)
!115 = distinct !DILocation(line: 36, column: 65, scope: !69)
!116 = !DILocation(line: 10, column: 44, scope: !104, inlinedAt: !115)
!117 = !DILocation(line: 36, column: 65, scope: !69)
!118 = !DILocation(line: 36, column: 94, scope: !69)
!119 = !DILocation(line: 0, scope: !104, inlinedAt: !120)
!120 = distinct !DILocation(line: 36, column: 88, scope: !69)
!121 = !DILocation(line: 10, column: 44, scope: !104, inlinedAt: !120)
!122 = !DILocation(line: 36, column: 88, scope: !69)
!123 = !DILocation(line: 36, column: 120, scope: !69)
!124 = !DILocation(line: 0, scope: !104, inlinedAt: !125)
!125 = distinct !DILocation(line: 36, column: 114, scope: !69)
!126 = !DILocation(line: 10, column: 44, scope: !104, inlinedAt: !125)
!127 = !DILocation(line: 36, column: 114, scope: !69)
!128 = !DILocation(line: 36, column: 5, scope: !69)
!129 = !DILocation(line: 37, column: 41, scope: !69)
!130 = !DILocation(line: 0, scope: !104, inlinedAt: !131)
!131 = distinct !DILocation(line: 37, column: 35, scope: !69)
!132 = !DILocation(line: 10, column: 44, scope: !104, inlinedAt: !131)
!133 = !DILocation(line: 37, column: 35, scope: !69)
!134 = !DILocation(line: 37, column: 64, scope: !69)
!135 = !DILocation(line: 0, scope: !104, inlinedAt: !136)
!136 = distinct !DILocation(line: 37, column: 58, scope: !69)
!137 = !DILocation(line: 10, column: 44, scope: !104, inlinedAt: !136)
!138 = !DILocation(line: 37, column: 58, scope: !69)
!139 = !DILocation(line: 37, column: 5, scope: !69)
!140 = !DILocation(line: 38, column: 43, scope: !69)
!141 = !DILocation(line: 0, scope: !104, inlinedAt: !142)
!142 = distinct !DILocation(line: 38, column: 37, scope: !69)
!143 = !DILocation(line: 10, column: 44, scope: !104, inlinedAt: !142)
!144 = !DILocation(line: 38, column: 37, scope: !69)
!145 = !DILocation(line: 38, column: 81, scope: !69)
!146 = !DILocation(line: 0, scope: !104, inlinedAt: !147)
!147 = distinct !DILocation(line: 38, column: 75, scope: !69)
!148 = !DILocation(line: 10, column: 44, scope: !104, inlinedAt: !147)
!149 = !DILocation(line: 38, column: 75, scope: !69)
!150 = !DILocation(line: 38, column: 5, scope: !69)
!151 = !DILocation(line: 39, column: 43, scope: !69)
!152 = !DILocation(line: 39, column: 64, scope: !69)
!153 = !DILocation(line: 39, column: 85, scope: !69)
!154 = !DILocation(line: 39, column: 102, scope: !69)
!155 = !DILocation(line: 39, column: 5, scope: !69)
!156 = !DILocation(line: 41, column: 5, scope: !69)
!157 = !DILocation(line: 42, column: 59, scope: !69)
!158 = !DILocation(line: 0, scope: !104, inlinedAt: !159)
!159 = distinct !DILocation(line: 42, column: 53, scope: !69)
!160 = !DILocation(line: 10, column: 44, scope: !104, inlinedAt: !159)
!161 = !DILocation(line: 42, column: 53, scope: !69)
!162 = !DILocation(line: 42, column: 85, scope: !69)
!163 = !DILocation(line: 0, scope: !104, inlinedAt: !164)
!164 = distinct !DILocation(line: 42, column: 79, scope: !69)
!165 = !DILocation(line: 10, column: 44, scope: !104, inlinedAt: !164)
!166 = !DILocation(line: 42, column: 79, scope: !69)
!167 = !DILocation(line: 42, column: 102, scope: !69)
!168 = !DILocation(line: 42, column: 120, scope: !69)
!169 = !DILocation(line: 42, column: 5, scope: !69)
!170 = distinct !DIAssignID()
!171 = !DILocation(line: 0, scope: !85)
!172 = !DILocation(line: 0, scope: !87)
!173 = !DILocation(line: 46, column: 80, scope: !87)
!174 = !DILocation(line: 0, scope: !104, inlinedAt: !175)
!175 = distinct !DILocation(line: 46, column: 74, scope: !87)
!176 = !DILocation(line: 10, column: 44, scope: !104, inlinedAt: !175)
!177 = !DILocation(line: 46, column: 74, scope: !87)
!178 = !DILocation(line: 46, column: 96, scope: !87)
!179 = !DILocation(line: 0, scope: !104, inlinedAt: !180)
!180 = distinct !DILocation(line: 46, column: 90, scope: !87)
!181 = !DILocation(line: 10, column: 44, scope: !104, inlinedAt: !180)
!182 = !DILocation(line: 46, column: 90, scope: !87)
!183 = !DILocation(line: 46, column: 106, scope: !87)
!184 = !DILocation(line: 46, column: 128, scope: !87)
!185 = !DILocation(line: 46, column: 9, scope: !87)
!186 = !DILocation(line: 48, column: 37, scope: !69)
!187 = !DILocation(line: 0, scope: !104, inlinedAt: !188)
!188 = distinct !DILocation(line: 48, column: 31, scope: !69)
!189 = !DILocation(line: 10, column: 44, scope: !104, inlinedAt: !188)
!190 = !DILocation(line: 48, column: 31, scope: !69)
!191 = !DILocation(line: 48, column: 102, scope: !69)
!192 = !DILocation(line: 0, scope: !104, inlinedAt: !193)
!193 = distinct !DILocation(line: 48, column: 96, scope: !69)
!194 = !DILocation(line: 10, column: 44, scope: !104, inlinedAt: !193)
!195 = !DILocation(line: 48, column: 96, scope: !69)
!196 = !DILocation(line: 48, column: 5, scope: !69)
!197 = !DILocation(line: 0, scope: !104, inlinedAt: !198)
!198 = distinct !DILocation(line: 49, column: 54, scope: !69)
!199 = !DILocation(line: 0, scope: !104, inlinedAt: !200)
!200 = distinct !DILocation(line: 49, column: 90, scope: !69)
!201 = !DILocation(line: 49, column: 132, scope: !69)
!202 = !DILocation(line: 0, scope: !104, inlinedAt: !203)
!203 = distinct !DILocation(line: 49, column: 126, scope: !69)
!204 = !DILocation(line: 10, column: 44, scope: !104, inlinedAt: !203)
!205 = !DILocation(line: 49, column: 126, scope: !69)
!206 = !DILocation(line: 49, column: 173, scope: !69)
!207 = !DILocation(line: 0, scope: !104, inlinedAt: !208)
!208 = distinct !DILocation(line: 49, column: 167, scope: !69)
!209 = !DILocation(line: 10, column: 44, scope: !104, inlinedAt: !208)
!210 = !DILocation(line: 49, column: 167, scope: !69)
!211 = !DILocation(line: 49, column: 5, scope: !69)
!212 = !DILocation(line: 51, column: 22, scope: !69)
!213 = !DILocation(line: 53, column: 65, scope: !69)
!214 = !DILocation(line: 0, scope: !104, inlinedAt: !215)
!215 = distinct !DILocation(line: 53, column: 57, scope: !69)
!216 = !DILocation(line: 10, column: 44, scope: !104, inlinedAt: !215)
!217 = !DILocation(line: 53, column: 57, scope: !69)
!218 = !DILocation(line: 53, column: 77, scope: !69)
!219 = !DILocation(line: 0, scope: !104, inlinedAt: !220)
!220 = distinct !DILocation(line: 53, column: 69, scope: !69)
!221 = !DILocation(line: 10, column: 44, scope: !104, inlinedAt: !220)
!222 = !DILocation(line: 53, column: 69, scope: !69)
!223 = !DILocation(line: 53, column: 87, scope: !69)
!224 = !DILocation(line: 0, scope: !104, inlinedAt: !225)
!225 = distinct !DILocation(line: 53, column: 81, scope: !69)
!226 = !DILocation(line: 10, column: 44, scope: !104, inlinedAt: !225)
!227 = !DILocation(line: 53, column: 81, scope: !69)
!228 = !DILocation(line: 53, column: 103, scope: !69)
!229 = !DILocation(line: 0, scope: !104, inlinedAt: !230)
!230 = distinct !DILocation(line: 53, column: 97, scope: !69)
!231 = !DILocation(line: 10, column: 44, scope: !104, inlinedAt: !230)
!232 = !DILocation(line: 53, column: 97, scope: !69)
!233 = !DILocation(line: 53, column: 129, scope: !69)
!234 = !DILocation(line: 0, scope: !104, inlinedAt: !235)
!235 = distinct !DILocation(line: 53, column: 123, scope: !69)
!236 = !DILocation(line: 10, column: 44, scope: !104, inlinedAt: !235)
!237 = !DILocation(line: 53, column: 123, scope: !69)
!238 = !DILocation(line: 53, column: 5, scope: !69)
!239 = !DILocation(line: 0, scope: !104, inlinedAt: !240)
!240 = distinct !DILocation(line: 54, column: 12, scope: !69)
!241 = !DILocation(line: 54, column: 27, scope: !69)
!242 = !DILocation(line: 54, column: 5, scope: !69)
!243 = !DISubprogram(name: "printf", scope: !244, file: !244, line: 356, type: !245, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!244 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!245 = !DISubroutineType(types: !246)
!246 = !{!72, !247, null}
!247 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !248)
!248 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !249, size: 64)
!249 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!250 = distinct !DISubprogram(name: "from_l", scope: !2, file: !2, line: 15, type: !251, scopeLine: 15, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !52, retainedNodes: !253)
!251 = !DISubroutineType(types: !252)
!252 = !{!55, !57}
!253 = !{!254}
!254 = !DILocalVariable(name: "x", arg: 1, scope: !250, file: !2, line: 15, type: !57)
!255 = !DILocation(line: 0, scope: !250)
!256 = !DILocation(line: 15, column: 67, scope: !250)
!257 = !DILocation(line: 15, column: 60, scope: !250)
!258 = distinct !DISubprogram(name: "from_ul", scope: !2, file: !2, line: 16, type: !259, scopeLine: 16, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !52, retainedNodes: !262)
!259 = !DISubroutineType(types: !260)
!260 = !{!55, !261}
!261 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!262 = !{!263}
!263 = !DILocalVariable(name: "x", arg: 1, scope: !258, file: !2, line: 16, type: !261)
!264 = !DILocation(line: 0, scope: !258)
!265 = !DILocation(line: 16, column: 77, scope: !258)
!266 = !DILocation(line: 16, column: 70, scope: !258)
!267 = distinct !DISubprogram(name: "from_i128", scope: !2, file: !2, line: 17, type: !268, scopeLine: 17, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !52, retainedNodes: !270)
!268 = !DISubroutineType(types: !269)
!269 = !{!55, !54}
!270 = !{!271}
!271 = !DILocalVariable(name: "x", arg: 1, scope: !267, file: !2, line: 17, type: !54)
!272 = !DILocation(line: 0, scope: !267)
!273 = !DILocation(line: 17, column: 69, scope: !267)
!274 = !DILocation(line: 17, column: 62, scope: !267)
!275 = distinct !DISubprogram(name: "to_l", scope: !2, file: !2, line: 18, type: !276, scopeLine: 18, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !52, retainedNodes: !278)
!276 = !DISubroutineType(types: !277)
!277 = !{!57, !55}
!278 = !{!279}
!279 = !DILocalVariable(name: "h", arg: 1, scope: !275, file: !2, line: 18, type: !55)
!280 = !DILocation(line: 0, scope: !275)
!281 = !DILocation(line: 18, column: 65, scope: !275)
!282 = !DILocation(line: 18, column: 58, scope: !275)
!283 = distinct !DISubprogram(name: "to_u", scope: !2, file: !2, line: 19, type: !284, scopeLine: 19, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !52, retainedNodes: !286)
!284 = !DISubroutineType(types: !285)
!285 = !{!58, !55}
!286 = !{!287}
!287 = !DILocalVariable(name: "h", arg: 1, scope: !283, file: !2, line: 19, type: !55)
!288 = !DILocation(line: 0, scope: !283)
!289 = !DILocation(line: 19, column: 64, scope: !283)
!290 = !DILocation(line: 19, column: 57, scope: !283)
!291 = distinct !DISubprogram(name: "from_ld", scope: !2, file: !2, line: 21, type: !292, scopeLine: 21, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !52, retainedNodes: !294)
!292 = !DISubroutineType(types: !293)
!293 = !{!55, !59}
!294 = !{!295}
!295 = !DILocalVariable(name: "x", arg: 1, scope: !291, file: !2, line: 21, type: !59)
!296 = !DILocation(line: 0, scope: !291)
!297 = !DILocation(line: 21, column: 70, scope: !291)
!298 = !DILocation(line: 21, column: 63, scope: !291)
!299 = distinct !DISubprogram(name: "to_ld", scope: !2, file: !2, line: 22, type: !300, scopeLine: 22, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !52, retainedNodes: !302)
!300 = !DISubroutineType(types: !301)
!301 = !{!59, !55}
!302 = !{!303}
!303 = !DILocalVariable(name: "h", arg: 1, scope: !299, file: !2, line: 22, type: !55)
!304 = !DILocation(line: 0, scope: !299)
!305 = !DILocation(line: 22, column: 68, scope: !299)
!306 = !DILocation(line: 22, column: 61, scope: !299)
!307 = distinct !DISubprogram(name: "hneg", scope: !2, file: !2, line: 23, type: !308, scopeLine: 23, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !52, retainedNodes: !310)
!308 = !DISubroutineType(types: !309)
!309 = !{!55, !55}
!310 = !{!311}
!311 = !DILocalVariable(name: "h", arg: 1, scope: !307, file: !2, line: 23, type: !55)
!312 = !DILocation(line: 0, scope: !307)
!313 = !DILocation(line: 23, column: 59, scope: !307)
!314 = !DILocation(line: 23, column: 52, scope: !307)
!315 = distinct !DISubprogram(name: "habs", scope: !2, file: !2, line: 24, type: !308, scopeLine: 24, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !52, retainedNodes: !316)
!316 = !{!317}
!317 = !DILocalVariable(name: "h", arg: 1, scope: !315, file: !2, line: 24, type: !55)
!318 = !DILocation(line: 0, scope: !315)
!319 = !DILocation(line: 24, column: 59, scope: !315)
!320 = !DILocation(line: 24, column: 52, scope: !315)
!321 = distinct !DISubprogram(name: "hunord", scope: !2, file: !2, line: 33, type: !322, scopeLine: 33, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !52, retainedNodes: !324)
!322 = !DISubroutineType(cc: DW_CC_nocall, types: !323)
!323 = !{!72, !55, !55}
!324 = !{!325, !326}
!325 = !DILocalVariable(name: "a", arg: 1, scope: !321, file: !2, line: 33, type: !55)
!326 = !DILocalVariable(name: "b", arg: 2, scope: !321, file: !2, line: 33, type: !55)
!327 = !DILocation(line: 0, scope: !321)
!328 = !DILocation(line: 33, column: 68, scope: !321)
!329 = !DILocation(line: 33, column: 61, scope: !321)
!330 = distinct !DISubprogram(name: "heq", scope: !2, file: !2, line: 32, type: !331, scopeLine: 32, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !52, retainedNodes: !332)
!331 = !DISubroutineType(types: !323)
!332 = !{!333, !334}
!333 = !DILocalVariable(name: "a", arg: 1, scope: !330, file: !2, line: 32, type: !55)
!334 = !DILocalVariable(name: "b", arg: 2, scope: !330, file: !2, line: 32, type: !55)
!335 = !DILocation(line: 0, scope: !330)
!336 = !DILocation(line: 32, column: 67, scope: !330)
!337 = !DILocation(line: 32, column: 58, scope: !330)
!338 = distinct !DISubprogram(name: "hfma", scope: !2, file: !2, line: 25, type: !339, scopeLine: 25, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !52, retainedNodes: !341)
!339 = !DISubroutineType(types: !340)
!340 = !{!55, !55, !55, !55}
!341 = !{!342, !343, !344}
!342 = !DILocalVariable(name: "a", arg: 1, scope: !338, file: !2, line: 25, type: !55)
!343 = !DILocalVariable(name: "b", arg: 2, scope: !338, file: !2, line: 25, type: !55)
!344 = !DILocalVariable(name: "c", arg: 3, scope: !338, file: !2, line: 25, type: !55)
!345 = !DILocation(line: 0, scope: !338)
!346 = !DILocation(line: 25, column: 73, scope: !338)
!347 = !DILocation(line: 25, column: 66, scope: !338)
!348 = distinct !DISubprogram(name: "hcopysign", scope: !2, file: !2, line: 28, type: !349, scopeLine: 28, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !52, retainedNodes: !351)
!349 = !DISubroutineType(types: !350)
!350 = !{!55, !55, !55}
!351 = !{!352, !353}
!352 = !DILocalVariable(name: "a", arg: 1, scope: !348, file: !2, line: 28, type: !55)
!353 = !DILocalVariable(name: "b", arg: 2, scope: !348, file: !2, line: 28, type: !55)
!354 = !DILocation(line: 0, scope: !348)
!355 = !DILocation(line: 28, column: 71, scope: !348)
!356 = !DILocation(line: 28, column: 64, scope: !348)
!357 = distinct !DISubprogram(name: "swap", scope: !2, file: !2, line: 29, type: !358, scopeLine: 29, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !52, retainedNodes: !360)
!358 = !DISubroutineType(cc: DW_CC_nocall, types: !359)
!359 = !{!90, !90}
!360 = !{!361, !362}
!361 = !DILocalVariable(name: "p", arg: 1, scope: !357, file: !2, line: 29, type: !90)
!362 = !DILocalVariable(name: "q", scope: !357, file: !2, line: 29, type: !90)
!363 = !DILocation(line: 0, scope: !357)
!364 = !DILocation(line: 29, column: 99, scope: !357)
!365 = distinct !DISubprogram(name: "qsum", scope: !2, file: !2, line: 30, type: !366, scopeLine: 30, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !52, retainedNodes: !368)
!366 = !DISubroutineType(cc: DW_CC_nocall, types: !367)
!367 = !{!55, !96}
!368 = !{!369}
!369 = !DILocalVariable(name: "q", arg: 1, scope: !365, file: !2, line: 30, type: !96)
!370 = !DILocation(line: 0, scope: !365)
!371 = !DILocation(line: 30, column: 61, scope: !365)
!372 = distinct !DISubprogram(name: "pick", scope: !2, file: !2, line: 31, type: !373, scopeLine: 31, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !52, retainedNodes: !375)
!373 = !DISubroutineType(types: !374)
!374 = !{!55, !72, !55, !55}
!375 = !{!376, !377, !378}
!376 = !DILocalVariable(name: "c", arg: 1, scope: !372, file: !2, line: 31, type: !72)
!377 = !DILocalVariable(name: "a", arg: 2, scope: !372, file: !2, line: 31, type: !55)
!378 = !DILocalVariable(name: "b", arg: 3, scope: !372, file: !2, line: 31, type: !55)
!379 = !DILocation(line: 0, scope: !372)
!380 = !DILocation(line: 31, column: 73, scope: !372)
!381 = !DILocation(line: 31, column: 66, scope: !372)
