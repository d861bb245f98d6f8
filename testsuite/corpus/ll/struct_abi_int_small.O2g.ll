; ModuleID = 'programs/struct_abi_int_small.c'
source_filename = "programs/struct_abi_int_small.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [74 x i8] c"%-4s size=%zu sum=%ld twice=%ld fp=%ld mutate=%ld unchanged=%ld late=%ld\0A\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [3 x i8] c"s1\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [3 x i8] c"s2\00", align 1, !dbg !12
@.str.3 = private unnamed_addr constant [3 x i8] c"s3\00", align 1, !dbg !14
@.str.4 = private unnamed_addr constant [3 x i8] c"s4\00", align 1, !dbg !16
@.str.5 = private unnamed_addr constant [3 x i8] c"s5\00", align 1, !dbg !18
@.str.6 = private unnamed_addr constant [3 x i8] c"s6\00", align 1, !dbg !20
@.str.7 = private unnamed_addr constant [3 x i8] c"s7\00", align 1, !dbg !22
@.str.8 = private unnamed_addr constant [4 x i8] c"s8a\00", align 1, !dbg !24
@.str.9 = private unnamed_addr constant [4 x i8] c"s8b\00", align 1, !dbg !29
@.str.10 = private unnamed_addr constant [4 x i8] c"s8c\00", align 1, !dbg !31
@.str.11 = private unnamed_addr constant [4 x i8] c"s7b\00", align 1, !dbg !33
@.str.12 = private unnamed_addr constant [11 x i8] c"total=%ld\0A\00", align 1, !dbg !35

; Function Attrs: nofree nounwind uwtable
define dso_local noundef range(i32 0, 128) i32 @main() local_unnamed_addr #0 !dbg !56 {
    #dbg_value(i64 0, !60, !DIExpression(), !221)
    #dbg_value(i8 111, !61, !DIExpression(), !222)
  %1 = tail call fastcc i8 @twice_s1(), !dbg !223
    #dbg_value(i8 %1, !67, !DIExpression(), !222)
    #dbg_value(ptr @sum_s1, !68, !DIExpression(), !222)
  %2 = tail call fastcc i64 @mutate_s1(), !dbg !223
    #dbg_value(i64 %2, !72, !DIExpression(), !222)
  %3 = tail call fastcc i64 @late_s1(i8 %1), !dbg !223
    #dbg_value(i64 %3, !73, !DIExpression(), !222)
  %4 = tail call fastcc i64 @sum_s1(i8 111), !dbg !223
  %5 = tail call fastcc i64 @sum_s1(i8 %1), !dbg !223
  %6 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.1, i64 noundef 1, i64 noundef %4, i64 noundef %5, i64 noundef %5, i64 noundef %2, i64 noundef %4, i64 noundef %3), !dbg !223
    #dbg_value(i64 %3, !60, !DIExpression(), !221)
    #dbg_value(i16 28536, !74, !DIExpression(), !224)
  %7 = tail call fastcc i16 @twice_s2(), !dbg !225
    #dbg_value(i16 %7, !80, !DIExpression(), !224)
    #dbg_value(ptr @sum_s2, !81, !DIExpression(), !224)
  %8 = tail call fastcc i64 @mutate_s2(), !dbg !225
    #dbg_value(i64 %8, !85, !DIExpression(), !224)
  %9 = tail call fastcc i64 @late_s2(i16 %7), !dbg !225
    #dbg_value(i64 %9, !86, !DIExpression(), !224)
  %10 = tail call fastcc i64 @sum_s2(i16 28536), !dbg !225
  %11 = tail call fastcc i64 @sum_s2(i16 %7), !dbg !225
  %12 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.2, i64 noundef 2, i64 noundef %10, i64 noundef %11, i64 noundef %11, i64 noundef %8, i64 noundef %10, i64 noundef %9), !dbg !225
  %13 = add nsw i64 %9, %3, !dbg !225
    #dbg_value(i64 %13, !60, !DIExpression(), !221)
    #dbg_value(i24 -2415067, !87, !DIExpression(), !226)
  %14 = tail call fastcc i24 @twice_s3(), !dbg !227
    #dbg_value(i24 %14, !95, !DIExpression(), !226)
    #dbg_value(ptr @sum_s3, !96, !DIExpression(), !226)
  %15 = tail call fastcc i64 @mutate_s3(), !dbg !227
    #dbg_value(i64 %15, !100, !DIExpression(), !226)
  %16 = tail call fastcc i64 @late_s3(i24 %14), !dbg !227
    #dbg_value(i64 %16, !101, !DIExpression(), !226)
  %17 = tail call fastcc i64 @sum_s3(i24 -2415067), !dbg !227
  %18 = tail call fastcc i64 @sum_s3(i24 %14), !dbg !227
  %19 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.3, i64 noundef 3, i64 noundef %17, i64 noundef %18, i64 noundef %18, i64 noundef %15, i64 noundef %17, i64 noundef %16), !dbg !227
  %20 = add nsw i64 %13, %16, !dbg !227
    #dbg_value(i64 %20, !60, !DIExpression(), !221)
    #dbg_value(i32 15936348, !102, !DIExpression(), !228)
  %21 = tail call fastcc i32 @twice_s4(), !dbg !229
    #dbg_value(i32 %21, !109, !DIExpression(), !228)
    #dbg_value(ptr @sum_s4, !110, !DIExpression(), !228)
  %22 = tail call fastcc i64 @mutate_s4(), !dbg !229
    #dbg_value(i64 %22, !114, !DIExpression(), !228)
  %23 = tail call fastcc i64 @late_s4(i32 %21), !dbg !229
    #dbg_value(i64 %23, !115, !DIExpression(), !228)
  %24 = tail call fastcc i64 @sum_s4(i32 15936348), !dbg !229
  %25 = tail call fastcc i64 @sum_s4(i32 %21), !dbg !229
  %26 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.4, i64 noundef 4, i64 noundef %24, i64 noundef %25, i64 noundef %25, i64 noundef %22, i64 noundef %24, i64 noundef %23), !dbg !229
  %27 = add nsw i64 %20, %23, !dbg !229
    #dbg_value(i64 %27, !60, !DIExpression(), !221)
  %28 = tail call fastcc i40 @make_s5(), !dbg !230
    #dbg_value(i40 %28, !116, !DIExpression(), !231)
  %29 = tail call fastcc i40 @twice_s5(i40 %28), !dbg !230
    #dbg_value(i40 %29, !125, !DIExpression(), !231)
    #dbg_value(ptr @sum_s5, !126, !DIExpression(), !231)
  %30 = tail call fastcc i64 @mutate_s5(i40 %28), !dbg !230
    #dbg_value(i64 %30, !130, !DIExpression(), !231)
  %31 = tail call fastcc i64 @late_s5(i40 %28, i40 %29), !dbg !230
    #dbg_value(i64 %31, !131, !DIExpression(), !231)
  %32 = tail call fastcc i64 @sum_s5(i40 %28), !dbg !230
  %33 = tail call fastcc i64 @sum_s5(i40 %29), !dbg !230
  %34 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.5, i64 noundef 5, i64 noundef %32, i64 noundef %33, i64 noundef %33, i64 noundef %30, i64 noundef %32, i64 noundef %31), !dbg !230
  %35 = add nsw i64 %27, %31, !dbg !230
    #dbg_value(i64 %35, !60, !DIExpression(), !221)
    #dbg_value(i48 481126055973, !132, !DIExpression(), !232)
  %36 = tail call fastcc i48 @twice_s6(), !dbg !233
    #dbg_value(i48 %36, !140, !DIExpression(), !232)
    #dbg_value(ptr @sum_s6, !141, !DIExpression(), !232)
  %37 = tail call fastcc i64 @mutate_s6(), !dbg !233
    #dbg_value(i64 %37, !145, !DIExpression(), !232)
  %38 = tail call fastcc i64 @late_s6(i48 %36), !dbg !233
    #dbg_value(i64 %38, !146, !DIExpression(), !232)
  %39 = tail call fastcc i64 @sum_s6(i48 481126055973), !dbg !233
  %40 = tail call fastcc i64 @sum_s6(i48 %36), !dbg !233
  %41 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.6, i64 noundef 6, i64 noundef %39, i64 noundef %40, i64 noundef %40, i64 noundef %37, i64 noundef %39, i64 noundef %38), !dbg !233
  %42 = add nsw i64 %35, %38, !dbg !233
    #dbg_value(i64 %42, !60, !DIExpression(), !221)
    #dbg_value(i64 33779544118460453, !147, !DIExpression(), !234)
  %43 = tail call fastcc i64 @twice_s7(), !dbg !235
    #dbg_value(i64 %43, !155, !DIExpression(), !234)
    #dbg_value(ptr @sum_s7, !156, !DIExpression(), !234)
  %44 = tail call fastcc i64 @mutate_s7(), !dbg !235
    #dbg_value(i64 %44, !160, !DIExpression(), !234)
  %45 = tail call fastcc i64 @late_s7(i64 %43), !dbg !235
    #dbg_value(i64 %45, !161, !DIExpression(), !234)
  %46 = tail call fastcc i64 @sum_s7(i64 33779544118460453), !dbg !235
  %47 = tail call fastcc i64 @sum_s7(i64 %43), !dbg !235
  %48 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.7, i64 noundef 8, i64 noundef %46, i64 noundef %47, i64 noundef %47, i64 noundef %44, i64 noundef %46, i64 noundef %45), !dbg !235
  %49 = add nsw i64 %42, %45, !dbg !235
    #dbg_value(i64 %49, !60, !DIExpression(), !221)
    #dbg_value(i64 158917490063, !162, !DIExpression(), !236)
  %50 = tail call fastcc i64 @twice_s8a(), !dbg !237
    #dbg_value(i64 %50, !169, !DIExpression(), !236)
    #dbg_value(ptr @sum_s8a, !170, !DIExpression(), !236)
  %51 = tail call fastcc i64 @mutate_s8a(), !dbg !237
    #dbg_value(i64 %51, !174, !DIExpression(), !236)
  %52 = tail call fastcc i64 @late_s8a(i64 %50), !dbg !237
    #dbg_value(i64 %52, !175, !DIExpression(), !236)
  %53 = tail call fastcc i64 @sum_s8a(i64 158917490063), !dbg !237
  %54 = tail call fastcc i64 @sum_s8a(i64 %50), !dbg !237
  %55 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.8, i64 noundef 8, i64 noundef %53, i64 noundef %54, i64 noundef %54, i64 noundef %51, i64 noundef %53, i64 noundef %52), !dbg !237
  %56 = add nsw i64 %49, %52, !dbg !237
    #dbg_value(i64 %56, !60, !DIExpression(), !221)
    #dbg_value(i64 -44190454652076069, !176, !DIExpression(), !238)
  %57 = tail call fastcc i64 @twice_s8b(), !dbg !239
    #dbg_value(i64 %57, !185, !DIExpression(), !238)
    #dbg_value(ptr @sum_s8b, !186, !DIExpression(), !238)
  %58 = tail call fastcc i64 @mutate_s8b(), !dbg !239
    #dbg_value(i64 %58, !190, !DIExpression(), !238)
  %59 = tail call fastcc i64 @late_s8b(i64 %57), !dbg !239
    #dbg_value(i64 %59, !191, !DIExpression(), !238)
  %60 = tail call fastcc i64 @sum_s8b(i64 -44190454652076069), !dbg !239
  %61 = tail call fastcc i64 @sum_s8b(i64 %57), !dbg !239
  %62 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.9, i64 noundef 8, i64 noundef %60, i64 noundef %61, i64 noundef %61, i64 noundef %58, i64 noundef %60, i64 noundef %59), !dbg !239
  %63 = add nsw i64 %56, %59, !dbg !239
    #dbg_value(i64 %63, !60, !DIExpression(), !221)
    #dbg_value(i64 158913789989, !192, !DIExpression(), !240)
  %64 = tail call fastcc i64 @twice_s8c(), !dbg !241
    #dbg_value(i64 %64, !198, !DIExpression(), !240)
    #dbg_value(ptr @sum_s8c, !199, !DIExpression(), !240)
  %65 = tail call fastcc i64 @mutate_s8c(), !dbg !241
    #dbg_value(i64 %65, !203, !DIExpression(), !240)
  %66 = tail call fastcc i64 @late_s8c(i64 %64), !dbg !241
    #dbg_value(i64 %66, !204, !DIExpression(), !240)
  %67 = tail call fastcc i64 @sum_s8c(i64 158913789989), !dbg !241
  %68 = tail call fastcc i64 @sum_s8c(i64 %64), !dbg !241
  %69 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.10, i64 noundef 8, i64 noundef %67, i64 noundef %68, i64 noundef %68, i64 noundef %65, i64 noundef %67, i64 noundef %66), !dbg !241
  %70 = add nsw i64 %63, %66, !dbg !241
    #dbg_value(i64 %70, !60, !DIExpression(), !221)
  %71 = tail call fastcc i56 @make_s7b(), !dbg !242
    #dbg_value(i56 %71, !205, !DIExpression(), !243)
  %72 = tail call fastcc i56 @twice_s7b(i56 %71), !dbg !242
    #dbg_value(i56 %72, !214, !DIExpression(), !243)
    #dbg_value(ptr @sum_s7b, !215, !DIExpression(), !243)
  %73 = tail call fastcc i64 @mutate_s7b(i56 %71), !dbg !242
    #dbg_value(i64 %73, !219, !DIExpression(), !243)
  %74 = tail call fastcc i64 @late_s7b(i56 %71, i56 %72), !dbg !242
    #dbg_value(i64 %74, !220, !DIExpression(), !243)
  %75 = tail call fastcc i64 @sum_s7b(i56 %71), !dbg !242
  %76 = tail call fastcc i64 @sum_s7b(i56 %72), !dbg !242
  %77 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.11, i64 noundef 7, i64 noundef %75, i64 noundef %76, i64 noundef %76, i64 noundef %73, i64 noundef %75, i64 noundef %74), !dbg !242
  %78 = add nsw i64 %70, %74, !dbg !242
    #dbg_value(i64 %78, !60, !DIExpression(), !221)
  %79 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, i64 noundef %78), !dbg !244
  %80 = trunc i64 %78 to i32, !dbg !245
  %81 = and i32 %80, 127, !dbg !245
  ret i32 %81, !dbg !246
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef i8 @twice_s1() unnamed_addr #1 !dbg !247 {
    #dbg_value(i8 111, !251, !DIExpression(), !259)
    #dbg_value(i8 111, !252, !DIExpression(), !259)
    #dbg_value(ptr undef, !253, !DIExpression(), !259)
  ret i8 -33, !dbg !260
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i64 -128, 128) i64 @sum_s1(i8 %0) unnamed_addr #1 !dbg !261 {
    #dbg_value(i8 %0, !263, !DIExpression(), !264)
  %2 = sext i8 %0 to i64, !dbg !265
  ret i64 %2, !dbg !265
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i64 -128, 128) i64 @mutate_s1() unnamed_addr #1 !dbg !266 {
    #dbg_value(i8 111, !269, !DIExpression(), !271)
    #dbg_value(ptr undef, !270, !DIExpression(), !271)
    #dbg_value(i8 -112, !269, !DIExpression(), !271)
  %1 = tail call fastcc i64 @sum_s1(i8 -112), !dbg !272
  ret i64 %1, !dbg !272
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i64 -483, 538) i64 @late_s1(i8 %0) unnamed_addr #1 !dbg !273 {
    #dbg_value(i8 111, !283, !DIExpression(), !286)
    #dbg_value(i8 %0, !285, !DIExpression(), !286)
    #dbg_value(i64 1, !277, !DIExpression(), !286)
    #dbg_value(i64 2, !278, !DIExpression(), !286)
    #dbg_value(i64 3, !279, !DIExpression(), !286)
    #dbg_value(i64 4, !280, !DIExpression(), !286)
    #dbg_value(i64 5, !281, !DIExpression(), !286)
    #dbg_value(i64 6, !282, !DIExpression(), !286)
    #dbg_value(i32 7, !284, !DIExpression(), !286)
  %2 = tail call fastcc i64 @sum_s1(i8 111), !dbg !287
  %3 = mul nsw i64 %2, 3, !dbg !287
  %4 = add nsw i64 %3, 28, !dbg !287
  %5 = tail call fastcc i64 @sum_s1(i8 %0), !dbg !287
  %6 = sub nsw i64 %4, %5, !dbg !287
  ret i64 %6, !dbg !287
}

; Function Attrs: nofree nounwind
declare !dbg !288 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef i16 @twice_s2() unnamed_addr #1 !dbg !295 {
    #dbg_value(i16 28536, !299, !DIExpression(), !304)
    #dbg_value(i8 120, !300, !DIExpression(DW_OP_LLVM_fragment, 0, 8), !304)
    #dbg_value(i8 111, !300, !DIExpression(DW_OP_LLVM_fragment, 8, 8), !304)
    #dbg_value(ptr undef, !301, !DIExpression(), !304)
    #dbg_value(i8 -15, !300, !DIExpression(DW_OP_LLVM_fragment, 0, 8), !304)
    #dbg_value(i8 -33, !300, !DIExpression(DW_OP_LLVM_fragment, 8, 8), !304)
  ret i16 -8207, !dbg !305
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i64 -32768, 32768) i64 @sum_s2(i16 %0) unnamed_addr #1 !dbg !306 {
    #dbg_value(i16 %0, !308, !DIExpression(), !309)
  %2 = sext i16 %0 to i64, !dbg !310
  ret i64 %2, !dbg !310
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i64 -32768, 32768) i64 @mutate_s2() unnamed_addr #1 !dbg !311 {
    #dbg_value(i8 120, !314, !DIExpression(DW_OP_LLVM_fragment, 0, 8), !316)
    #dbg_value(i8 111, !314, !DIExpression(DW_OP_LLVM_fragment, 8, 8), !316)
    #dbg_value(ptr undef, !315, !DIExpression(), !316)
    #dbg_value(i8 -121, !314, !DIExpression(DW_OP_LLVM_fragment, 0, 8), !316)
  %1 = tail call fastcc i64 @sum_s2(i16 28551), !dbg !317
  ret i64 %1, !dbg !317
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i64 -131043, 131098) i64 @late_s2(i16 %0) unnamed_addr #1 !dbg !318 {
    #dbg_value(i16 28536, !328, !DIExpression(), !331)
    #dbg_value(i16 %0, !330, !DIExpression(), !331)
    #dbg_value(i64 1, !322, !DIExpression(), !331)
    #dbg_value(i64 2, !323, !DIExpression(), !331)
    #dbg_value(i64 3, !324, !DIExpression(), !331)
    #dbg_value(i64 4, !325, !DIExpression(), !331)
    #dbg_value(i64 5, !326, !DIExpression(), !331)
    #dbg_value(i64 6, !327, !DIExpression(), !331)
    #dbg_value(i32 7, !329, !DIExpression(), !331)
  %2 = tail call fastcc i64 @sum_s2(i16 28536), !dbg !332
  %3 = mul nsw i64 %2, 3, !dbg !332
  %4 = add nsw i64 %3, 28, !dbg !332
  %5 = tail call fastcc i64 @sum_s2(i16 %0), !dbg !332
  %6 = sub nsw i64 %4, %5, !dbg !332
  ret i64 %6, !dbg !332
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef i24 @twice_s3() unnamed_addr #1 !dbg !333 {
    #dbg_value(i24 -2415067, !337, !DIExpression(), !342)
    #dbg_value(i8 37, !338, !DIExpression(DW_OP_LLVM_fragment, 0, 8), !342)
    #dbg_value(i8 38, !338, !DIExpression(DW_OP_LLVM_fragment, 8, 8), !342)
    #dbg_value(i8 -37, !338, !DIExpression(DW_OP_LLVM_fragment, 16, 8), !342)
    #dbg_value(ptr undef, !339, !DIExpression(), !342)
    #dbg_value(i8 75, !338, !DIExpression(DW_OP_LLVM_fragment, 0, 8), !342)
    #dbg_value(i8 77, !338, !DIExpression(DW_OP_LLVM_fragment, 8, 8), !342)
    #dbg_value(i8 -73, !338, !DIExpression(DW_OP_LLVM_fragment, 16, 8), !342)
  ret i24 -4764341, !dbg !343
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i64 -1292928, 1282828) i64 @sum_s3(i24 %0) unnamed_addr #1 !dbg !344 {
  %2 = zext i24 %0 to i32
  %3 = lshr i24 %0, 8
  %4 = zext nneg i24 %3 to i32
  %5 = lshr i24 %0, 16
  %6 = zext nneg i24 %5 to i32
    #dbg_value(i24 %0, !346, !DIExpression(DW_OP_LLVM_convert, 24, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 0, 8), !347)
    #dbg_value(i24 %3, !346, !DIExpression(DW_OP_LLVM_convert, 24, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 8, 8), !347)
    #dbg_value(i24 %5, !346, !DIExpression(DW_OP_LLVM_convert, 24, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 16, 8), !347)
  %7 = shl i32 %2, 24, !dbg !348
  %8 = ashr exact i32 %7, 24, !dbg !348
  %9 = mul nsw i32 %8, 10000, !dbg !348
  %10 = shl i32 %4, 24, !dbg !348
  %11 = ashr exact i32 %10, 24, !dbg !348
  %12 = mul nsw i32 %11, 100, !dbg !348
  %13 = shl nuw i32 %6, 24, !dbg !348
  %14 = ashr exact i32 %13, 24, !dbg !348
  %15 = add nsw i32 %14, %9, !dbg !348
  %16 = add nsw i32 %15, %12, !dbg !348
  %17 = sext i32 %16 to i64, !dbg !348
  ret i64 %17, !dbg !348
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i64 -1292928, 1282828) i64 @mutate_s3() unnamed_addr #1 !dbg !349 {
    #dbg_value(i8 37, !352, !DIExpression(DW_OP_LLVM_fragment, 0, 8), !354)
    #dbg_value(i16 -9434, !352, !DIExpression(DW_OP_LLVM_fragment, 8, 16), !354)
    #dbg_value(ptr undef, !353, !DIExpression(), !354)
    #dbg_value(i8 -38, !352, !DIExpression(DW_OP_LLVM_fragment, 0, 8), !354)
  %1 = tail call fastcc i64 @sum_s3(i24 -2414886), !dbg !355
  ret i64 %1, !dbg !355
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i64 -5161583, 5141438) i64 @late_s3(i24 %0) unnamed_addr #1 !dbg !356 {
    #dbg_value(i24 -2415067, !366, !DIExpression(), !369)
    #dbg_value(i24 %0, !368, !DIExpression(), !369)
    #dbg_value(i64 1, !360, !DIExpression(), !369)
    #dbg_value(i64 2, !361, !DIExpression(), !369)
    #dbg_value(i64 3, !362, !DIExpression(), !369)
    #dbg_value(i64 4, !363, !DIExpression(), !369)
    #dbg_value(i64 5, !364, !DIExpression(), !369)
    #dbg_value(i64 6, !365, !DIExpression(), !369)
    #dbg_value(i32 7, !367, !DIExpression(), !369)
  %2 = tail call fastcc i64 @sum_s3(i24 -2415067), !dbg !370
  %3 = mul nsw i64 %2, 3, !dbg !370
  %4 = add nsw i64 %3, 28, !dbg !370
  %5 = tail call fastcc i64 @sum_s3(i24 %0), !dbg !370
  %6 = sub nsw i64 %4, %5, !dbg !370
  ret i64 %6, !dbg !370
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef i32 @twice_s4() unnamed_addr #1 !dbg !371 {
    #dbg_value(i32 15936348, !375, !DIExpression(), !380)
    #dbg_value(i8 92, !376, !DIExpression(DW_OP_LLVM_fragment, 0, 8), !380)
    #dbg_value(i8 43, !376, !DIExpression(DW_OP_LLVM_fragment, 8, 8), !380)
    #dbg_value(i8 -13, !376, !DIExpression(DW_OP_LLVM_fragment, 16, 8), !380)
    #dbg_value(i8 0, !376, !DIExpression(DW_OP_LLVM_fragment, 24, 8), !380)
    #dbg_value(ptr undef, !377, !DIExpression(), !380)
    #dbg_value(i8 -71, !376, !DIExpression(DW_OP_LLVM_fragment, 0, 8), !380)
    #dbg_value(i8 87, !376, !DIExpression(DW_OP_LLVM_fragment, 8, 8), !380)
    #dbg_value(i8 -25, !376, !DIExpression(DW_OP_LLVM_fragment, 16, 8), !380)
    #dbg_value(i8 1, !376, !DIExpression(DW_OP_LLVM_fragment, 24, 8), !380)
  ret i32 31938489, !dbg !381
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i64 -32768128, 32767128) i64 @sum_s4(i32 %0) unnamed_addr #1 !dbg !382 {
  %2 = zext i32 %0 to i64
  %3 = lshr i32 %0, 16
  %4 = zext nneg i32 %3 to i64
    #dbg_value(i32 %0, !384, !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 16, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 0, 16), !385)
    #dbg_value(i32 %3, !384, !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 16, 8), !385)
    #dbg_value(i32 %0, !384, !DIExpression(DW_OP_constu, 24, DW_OP_shr, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 24, 8), !385)
  %5 = shl i64 %2, 48, !dbg !386
  %6 = ashr exact i64 %5, 48, !dbg !386
  %7 = mul nsw i64 %6, 1000, !dbg !386
  %8 = shl i64 %4, 56, !dbg !386
  %9 = ashr exact i64 %8, 56, !dbg !386
  %10 = add nsw i64 %7, %9, !dbg !386
  ret i64 %10, !dbg !386
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i64 -32768128, 32767128) i64 @mutate_s4() unnamed_addr #1 !dbg !387 {
    #dbg_value(i8 92, !390, !DIExpression(DW_OP_LLVM_fragment, 0, 8), !392)
    #dbg_value(i24 62251, !390, !DIExpression(DW_OP_LLVM_fragment, 8, 24), !392)
    #dbg_value(ptr undef, !391, !DIExpression(), !392)
    #dbg_value(i8 -93, !390, !DIExpression(DW_OP_LLVM_fragment, 0, 8), !392)
  %1 = tail call fastcc i64 @sum_s4(i32 15936419), !dbg !393
  ret i64 %1, !dbg !393
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i64 -131071483, 131069538) i64 @late_s4(i32 %0) unnamed_addr #1 !dbg !394 {
    #dbg_value(i32 15936348, !404, !DIExpression(), !407)
    #dbg_value(i32 %0, !406, !DIExpression(), !407)
    #dbg_value(i64 1, !398, !DIExpression(), !407)
    #dbg_value(i64 2, !399, !DIExpression(), !407)
    #dbg_value(i64 3, !400, !DIExpression(), !407)
    #dbg_value(i64 4, !401, !DIExpression(), !407)
    #dbg_value(i64 5, !402, !DIExpression(), !407)
    #dbg_value(i64 6, !403, !DIExpression(), !407)
    #dbg_value(i32 7, !405, !DIExpression(), !407)
  %2 = tail call fastcc i64 @sum_s4(i32 15936348), !dbg !408
  %3 = mul nsw i64 %2, 3, !dbg !408
  %4 = add nsw i64 %3, 28, !dbg !408
  %5 = tail call fastcc i64 @sum_s4(i32 %0), !dbg !408
  %6 = sub nsw i64 %4, %5, !dbg !408
  ret i64 %6, !dbg !408
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef i40 @make_s5() unnamed_addr #1 !dbg !409 {
    #dbg_value(i32 37, !413, !DIExpression(), !417)
    #dbg_value(i8 0, !414, !DIExpression(DW_OP_LLVM_fragment, 0, 8), !417)
    #dbg_value(i8 0, !414, !DIExpression(DW_OP_LLVM_fragment, 8, 8), !417)
    #dbg_value(i8 0, !414, !DIExpression(DW_OP_LLVM_fragment, 16, 8), !417)
    #dbg_value(i8 0, !414, !DIExpression(DW_OP_LLVM_fragment, 24, 8), !417)
    #dbg_value(i8 0, !414, !DIExpression(DW_OP_LLVM_fragment, 32, 8), !417)
    #dbg_value(i8 37, !414, !DIExpression(DW_OP_LLVM_fragment, 0, 8), !417)
    #dbg_value(i8 57, !414, !DIExpression(DW_OP_LLVM_fragment, 8, 8), !417)
    #dbg_value(i8 77, !414, !DIExpression(DW_OP_LLVM_fragment, 16, 8), !417)
    #dbg_value(i8 97, !414, !DIExpression(DW_OP_LLVM_fragment, 24, 8), !417)
    #dbg_value(i8 117, !414, !DIExpression(DW_OP_LLVM_fragment, 32, 8), !417)
  ret i40 504143624485, !dbg !418
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc i40 @twice_s5(i40 %0) unnamed_addr #1 !dbg !419 {
    #dbg_value(i40 %0, !423, !DIExpression(), !428)
  %2 = trunc i40 %0 to i8, !dbg !429
    #dbg_value(i8 %2, !424, !DIExpression(DW_OP_LLVM_fragment, 0, 8), !428)
    #dbg_value(i40 %0, !424, !DIExpression(DW_OP_constu, 8, DW_OP_shr, DW_OP_LLVM_convert, 40, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 8, 8), !428)
    #dbg_value(i40 %0, !424, !DIExpression(DW_OP_constu, 16, DW_OP_shr, DW_OP_LLVM_convert, 40, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 16, 8), !428)
    #dbg_value(i40 %0, !424, !DIExpression(DW_OP_constu, 24, DW_OP_shr, DW_OP_LLVM_convert, 40, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 24, 8), !428)
    #dbg_value(i40 %0, !424, !DIExpression(DW_OP_constu, 32, DW_OP_shr, DW_OP_LLVM_convert, 40, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 32, 8), !428)
    #dbg_value(ptr undef, !425, !DIExpression(), !428)
    #dbg_value(i64 0, !426, !DIExpression(), !430)
    #dbg_value(i64 0, !426, !DIExpression(), !430)
  %3 = shl i8 %2, 1, !dbg !431
  %4 = or disjoint i8 %3, 1, !dbg !431
    #dbg_value(i8 %4, !424, !DIExpression(DW_OP_LLVM_fragment, 0, 8), !428)
    #dbg_value(i64 1, !426, !DIExpression(), !430)
  %5 = lshr i40 %0, 7, !dbg !431
  %6 = trunc i40 %5 to i8, !dbg !431
  %7 = or i8 %6, 1, !dbg !431
    #dbg_value(i8 %7, !424, !DIExpression(DW_OP_LLVM_fragment, 8, 8), !428)
    #dbg_value(i64 2, !426, !DIExpression(), !430)
  %8 = lshr i40 %0, 15, !dbg !431
  %9 = trunc i40 %8 to i8, !dbg !431
  %10 = or i8 %9, 1, !dbg !431
    #dbg_value(i8 %10, !424, !DIExpression(DW_OP_LLVM_fragment, 16, 8), !428)
    #dbg_value(i64 3, !426, !DIExpression(), !430)
  %11 = lshr i40 %0, 23, !dbg !431
  %12 = trunc i40 %11 to i8, !dbg !431
  %13 = or i8 %12, 1, !dbg !431
    #dbg_value(i8 %13, !424, !DIExpression(DW_OP_LLVM_fragment, 24, 8), !428)
    #dbg_value(i64 4, !426, !DIExpression(), !430)
  %14 = lshr i40 %0, 31, !dbg !431
  %15 = trunc i40 %14 to i8, !dbg !431
  %16 = or i8 %15, 1, !dbg !431
    #dbg_value(i8 %16, !424, !DIExpression(DW_OP_LLVM_fragment, 32, 8), !428)
    #dbg_value(i64 5, !426, !DIExpression(), !430)
  %17 = zext i8 %16 to i40, !dbg !429
  %18 = shl nuw i40 %17, 32, !dbg !429
  %19 = zext i8 %13 to i40, !dbg !429
  %20 = shl nuw nsw i40 %19, 24, !dbg !429
  %21 = or disjoint i40 %18, %20, !dbg !429
  %22 = zext i8 %10 to i40, !dbg !429
  %23 = shl nuw nsw i40 %22, 16, !dbg !429
  %24 = or disjoint i40 %21, %23, !dbg !429
  %25 = zext i8 %7 to i40, !dbg !429
  %26 = shl nuw nsw i40 %25, 8, !dbg !429
  %27 = or disjoint i40 %24, %26, !dbg !429
  %28 = zext i8 %4 to i40, !dbg !429
  %29 = or disjoint i40 %27, %28, !dbg !429
  ret i40 %29, !dbg !429
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i64 -1920, 1906) i64 @sum_s5(i40 %0) unnamed_addr #1 !dbg !433 {
  %2 = trunc i40 %0 to i32
    #dbg_value(i40 %0, !435, !DIExpression(DW_OP_LLVM_convert, 40, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 0, 8), !436)
    #dbg_value(i40 %0, !435, !DIExpression(DW_OP_constu, 8, DW_OP_shr, DW_OP_LLVM_convert, 40, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 8, 8), !436)
    #dbg_value(i40 %0, !435, !DIExpression(DW_OP_constu, 16, DW_OP_shr, DW_OP_LLVM_convert, 40, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 16, 8), !436)
    #dbg_value(i40 %0, !435, !DIExpression(DW_OP_constu, 24, DW_OP_shr, DW_OP_LLVM_convert, 40, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 24, 8), !436)
    #dbg_value(i40 %0, !435, !DIExpression(DW_OP_constu, 32, DW_OP_shr, DW_OP_LLVM_convert, 40, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 32, 8), !436)
  %3 = shl i32 %2, 24, !dbg !437
  %4 = ashr exact i32 %3, 24, !dbg !437
  %5 = shl i32 %2, 16, !dbg !437
  %6 = ashr i32 %5, 23, !dbg !437
  %7 = and i32 %6, -2, !dbg !437
  %8 = shl i32 %2, 8, !dbg !437
  %9 = ashr i32 %8, 24, !dbg !437
  %10 = mul nsw i32 %9, 3, !dbg !437
  %11 = ashr i32 %2, 22, !dbg !437
  %12 = and i32 %11, -4, !dbg !437
  %13 = lshr i40 %0, 8, !dbg !437
  %14 = trunc nuw i40 %13 to i32, !dbg !437
  %15 = ashr i32 %14, 24, !dbg !437
  %16 = mul nsw i32 %15, 5, !dbg !437
  %17 = add nsw i32 %12, %4, !dbg !437
  %18 = add nsw i32 %17, %7, !dbg !437
  %19 = add nsw i32 %18, %10, !dbg !437
  %20 = add nsw i32 %19, %16, !dbg !437
  %21 = sext i32 %20 to i64, !dbg !437
  ret i64 %21, !dbg !437
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i64 -1920, 1906) i64 @mutate_s5(i40 %0) unnamed_addr #1 !dbg !438 {
  %2 = trunc i40 %0 to i8
  %3 = and i40 %0, -256, !dbg !442
    #dbg_value(i40 %0, !440, !DIExpression(DW_OP_LLVM_convert, 40, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 0, 8), !443)
    #dbg_value(i40 %0, !440, !DIExpression(DW_OP_constu, 8, DW_OP_shr, DW_OP_LLVM_convert, 40, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 8, 32), !443)
    #dbg_value(ptr undef, !441, !DIExpression(), !443)
  %4 = xor i8 %2, -1, !dbg !442
    #dbg_value(i8 %4, !440, !DIExpression(DW_OP_LLVM_fragment, 0, 8), !443)
  %5 = zext i8 %4 to i40, !dbg !442
  %6 = or disjoint i40 %3, %5, !dbg !442
  %7 = tail call fastcc i64 @sum_s5(i40 %6), !dbg !442
  ret i64 %7, !dbg !442
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i64 -7637, 7664) i64 @late_s5(i40 %0, i40 %1) unnamed_addr #1 !dbg !444 {
    #dbg_value(i40 %0, !454, !DIExpression(), !457)
    #dbg_value(i40 %1, !456, !DIExpression(), !457)
    #dbg_value(i64 1, !448, !DIExpression(), !457)
    #dbg_value(i64 2, !449, !DIExpression(), !457)
    #dbg_value(i64 3, !450, !DIExpression(), !457)
    #dbg_value(i64 4, !451, !DIExpression(), !457)
    #dbg_value(i64 5, !452, !DIExpression(), !457)
    #dbg_value(i64 6, !453, !DIExpression(), !457)
    #dbg_value(i32 7, !455, !DIExpression(), !457)
  %3 = tail call fastcc i64 @sum_s5(i40 %0), !dbg !458
  %4 = mul nsw i64 %3, 3, !dbg !458
  %5 = add nsw i64 %4, 28, !dbg !458
  %6 = tail call fastcc i64 @sum_s5(i40 %1), !dbg !458
  %7 = sub nsw i64 %5, %6, !dbg !458
  ret i64 %7, !dbg !458
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef i48 @twice_s6() unnamed_addr #1 !dbg !459 {
    #dbg_value(i48 481126055973, !463, !DIExpression(), !468)
    #dbg_value(i8 37, !464, !DIExpression(DW_OP_LLVM_fragment, 0, 8), !468)
    #dbg_value(i8 0, !464, !DIExpression(DW_OP_LLVM_fragment, 8, 8), !468)
    #dbg_value(i8 89, !464, !DIExpression(DW_OP_LLVM_fragment, 16, 8), !468)
    #dbg_value(i8 5, !464, !DIExpression(DW_OP_LLVM_fragment, 24, 8), !468)
    #dbg_value(i8 112, !464, !DIExpression(DW_OP_LLVM_fragment, 32, 8), !468)
    #dbg_value(i8 0, !464, !DIExpression(DW_OP_LLVM_fragment, 40, 8), !468)
    #dbg_value(ptr undef, !465, !DIExpression(), !468)
    #dbg_value(i8 75, !464, !DIExpression(DW_OP_LLVM_fragment, 0, 8), !468)
    #dbg_value(i8 1, !464, !DIExpression(DW_OP_LLVM_fragment, 8, 8), !468)
    #dbg_value(i8 -77, !464, !DIExpression(DW_OP_LLVM_fragment, 16, 8), !468)
    #dbg_value(i8 11, !464, !DIExpression(DW_OP_LLVM_fragment, 24, 8), !468)
    #dbg_value(i8 -31, !464, !DIExpression(DW_OP_LLVM_fragment, 32, 8), !468)
    #dbg_value(i8 1, !464, !DIExpression(DW_OP_LLVM_fragment, 40, 8), !468)
  ret i48 2066075550027, !dbg !469
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i64 -357504, 356497) i64 @sum_s6(i48 %0) unnamed_addr #1 !dbg !470 {
  %2 = zext i48 %0 to i64
  %3 = lshr i48 %0, 16
  %4 = zext nneg i48 %3 to i64
  %5 = lshr i48 %0, 32
  %6 = zext nneg i48 %5 to i64
    #dbg_value(i48 %0, !472, !DIExpression(DW_OP_LLVM_convert, 48, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 0, 8), !473)
    #dbg_value(i48 %0, !472, !DIExpression(DW_OP_constu, 8, DW_OP_shr, DW_OP_LLVM_convert, 48, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 8, 8), !473)
    #dbg_value(i48 %3, !472, !DIExpression(DW_OP_LLVM_convert, 48, DW_ATE_unsigned, DW_OP_LLVM_convert, 16, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 16, 16), !473)
    #dbg_value(i48 %5, !472, !DIExpression(DW_OP_LLVM_convert, 48, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 32, 8), !473)
    #dbg_value(i48 %0, !472, !DIExpression(DW_OP_constu, 40, DW_OP_shr, DW_OP_LLVM_convert, 48, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 40, 8), !473)
  %7 = shl i64 %2, 56, !dbg !474
  %8 = ashr exact i64 %7, 56, !dbg !474
  %9 = shl i64 %4, 48, !dbg !474
  %10 = ashr exact i64 %9, 48, !dbg !474
  %11 = mul nsw i64 %10, 7, !dbg !474
  %12 = add nsw i64 %11, %8, !dbg !474
  %13 = shl i64 %6, 56, !dbg !474
  %14 = ashr exact i64 %13, 56, !dbg !474
  %15 = mul nsw i64 %14, 1000, !dbg !474
  %16 = add nsw i64 %12, %15, !dbg !474
  ret i64 %16, !dbg !474
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i64 -357504, 356497) i64 @mutate_s6() unnamed_addr #1 !dbg !475 {
    #dbg_value(i8 37, !478, !DIExpression(DW_OP_LLVM_fragment, 0, 8), !480)
    #dbg_value(i40 1879398656, !478, !DIExpression(DW_OP_LLVM_fragment, 8, 40), !480)
    #dbg_value(ptr undef, !479, !DIExpression(), !480)
    #dbg_value(i8 -38, !478, !DIExpression(DW_OP_LLVM_fragment, 0, 8), !480)
  %1 = tail call fastcc i64 @sum_s6(i48 481126056154), !dbg !481
  ret i64 %1, !dbg !481
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i64 -1428980, 1427021) i64 @late_s6(i48 %0) unnamed_addr #1 !dbg !482 {
    #dbg_value(i48 481126055973, !492, !DIExpression(), !495)
    #dbg_value(i48 %0, !494, !DIExpression(), !495)
    #dbg_value(i64 1, !486, !DIExpression(), !495)
    #dbg_value(i64 2, !487, !DIExpression(), !495)
    #dbg_value(i64 3, !488, !DIExpression(), !495)
    #dbg_value(i64 4, !489, !DIExpression(), !495)
    #dbg_value(i64 5, !490, !DIExpression(), !495)
    #dbg_value(i64 6, !491, !DIExpression(), !495)
    #dbg_value(i32 7, !493, !DIExpression(), !495)
  %2 = tail call fastcc i64 @sum_s6(i48 481126055973), !dbg !496
  %3 = mul nsw i64 %2, 3, !dbg !496
  %4 = add nsw i64 %3, 28, !dbg !496
  %5 = tail call fastcc i64 @sum_s6(i48 %0), !dbg !496
  %6 = sub nsw i64 %4, %5, !dbg !496
  ret i64 %6, !dbg !496
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef i64 @twice_s7() unnamed_addr #1 !dbg !497 {
    #dbg_value(i64 33779544118460453, !501, !DIExpression(), !506)
    #dbg_value(i8 37, !502, !DIExpression(DW_OP_LLVM_fragment, 0, 8), !506)
    #dbg_value(i8 0, !502, !DIExpression(DW_OP_LLVM_fragment, 8, 8), !506)
    #dbg_value(i8 -37, !502, !DIExpression(DW_OP_LLVM_fragment, 16, 8), !506)
    #dbg_value(i8 -1, !502, !DIExpression(DW_OP_LLVM_fragment, 24, 8), !506)
    #dbg_value(i8 80, !502, !DIExpression(DW_OP_LLVM_fragment, 32, 8), !506)
    #dbg_value(i8 2, !502, !DIExpression(DW_OP_LLVM_fragment, 40, 8), !506)
    #dbg_value(i8 120, !502, !DIExpression(DW_OP_LLVM_fragment, 48, 8), !506)
    #dbg_value(i8 0, !502, !DIExpression(DW_OP_LLVM_fragment, 56, 8), !506)
    #dbg_value(ptr undef, !503, !DIExpression(), !506)
    #dbg_value(i8 75, !502, !DIExpression(DW_OP_LLVM_fragment, 0, 8), !506)
    #dbg_value(i8 1, !502, !DIExpression(DW_OP_LLVM_fragment, 8, 8), !506)
    #dbg_value(i8 -73, !502, !DIExpression(DW_OP_LLVM_fragment, 16, 8), !506)
    #dbg_value(i8 -1, !502, !DIExpression(DW_OP_LLVM_fragment, 24, 8), !506)
    #dbg_value(i8 -95, !502, !DIExpression(DW_OP_LLVM_fragment, 32, 8), !506)
    #dbg_value(i8 5, !502, !DIExpression(DW_OP_LLVM_fragment, 40, 8), !506)
    #dbg_value(i8 -15, !502, !DIExpression(DW_OP_LLVM_fragment, 48, 8), !506)
    #dbg_value(i8 1, !502, !DIExpression(DW_OP_LLVM_fragment, 56, 8), !506)
  ret i64 139899256763253067, !dbg !507
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i64 -295037, 295034) i64 @sum_s7(i64 %0) unnamed_addr #1 !dbg !508 {
    #dbg_value(i64 %0, !510, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 16, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 0, 16), !511)
    #dbg_value(i64 %0, !510, !DIExpression(DW_OP_constu, 16, DW_OP_shr, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 16, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 16, 16), !511)
    #dbg_value(i64 %0, !510, !DIExpression(DW_OP_constu, 32, DW_OP_shr, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 16, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 32, 16), !511)
    #dbg_value(i64 %0, !510, !DIExpression(DW_OP_constu, 48, DW_OP_shr, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 48, 8), !511)
    #dbg_value(i64 %0, !510, !DIExpression(DW_OP_constu, 56, DW_OP_shr, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 56, 8), !511)
  %2 = shl i64 %0, 48, !dbg !512
  %3 = ashr exact i64 %2, 48, !dbg !512
  %4 = shl i64 %0, 32, !dbg !512
  %5 = ashr i64 %4, 48, !dbg !512
  %6 = mul nsw i64 %5, -3, !dbg !512
  %7 = shl i64 %0, 16, !dbg !512
  %8 = ashr i64 %7, 48, !dbg !512
  %9 = mul nsw i64 %8, 5, !dbg !512
  %10 = shl i64 %0, 8, !dbg !512
  %11 = ashr i64 %10, 56, !dbg !512
  %12 = add nsw i64 %11, %3, !dbg !512
  %13 = add nsw i64 %12, %6, !dbg !512
  %14 = add nsw i64 %13, %9, !dbg !512
  ret i64 %14, !dbg !512
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i64 -295037, 295034) i64 @mutate_s7() unnamed_addr #1 !dbg !513 {
    #dbg_value(i8 37, !516, !DIExpression(DW_OP_LLVM_fragment, 0, 8), !518)
    #dbg_value(i56 131951344212736, !516, !DIExpression(DW_OP_LLVM_fragment, 8, 56), !518)
    #dbg_value(ptr undef, !517, !DIExpression(), !518)
    #dbg_value(i8 -38, !516, !DIExpression(DW_OP_LLVM_fragment, 0, 8), !518)
  %1 = tail call fastcc i64 @sum_s7(i64 33779544118460634), !dbg !519
  ret i64 %1, !dbg !519
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i64 -1180116, 1180165) i64 @late_s7(i64 %0) unnamed_addr #1 !dbg !520 {
    #dbg_value(i64 33779544118460453, !530, !DIExpression(), !533)
    #dbg_value(i64 %0, !532, !DIExpression(), !533)
    #dbg_value(i64 1, !524, !DIExpression(), !533)
    #dbg_value(i64 2, !525, !DIExpression(), !533)
    #dbg_value(i64 3, !526, !DIExpression(), !533)
    #dbg_value(i64 4, !527, !DIExpression(), !533)
    #dbg_value(i64 5, !528, !DIExpression(), !533)
    #dbg_value(i64 6, !529, !DIExpression(), !533)
    #dbg_value(i32 7, !531, !DIExpression(), !533)
  %2 = tail call fastcc i64 @sum_s7(i64 33779544118460453), !dbg !534
  %3 = mul nsw i64 %2, 3, !dbg !534
  %4 = add nsw i64 %3, 28, !dbg !534
  %5 = tail call fastcc i64 @sum_s7(i64 %0), !dbg !534
  %6 = sub nsw i64 %4, %5, !dbg !534
  ret i64 %6, !dbg !534
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef i64 @twice_s8a() unnamed_addr #1 !dbg !535 {
    #dbg_value(i64 158917490063, !539, !DIExpression(), !544)
    #dbg_value(i8 -113, !540, !DIExpression(DW_OP_LLVM_fragment, 0, 8), !544)
    #dbg_value(i8 117, !540, !DIExpression(DW_OP_LLVM_fragment, 8, 8), !544)
    #dbg_value(i8 56, !540, !DIExpression(DW_OP_LLVM_fragment, 16, 8), !544)
    #dbg_value(i8 0, !540, !DIExpression(DW_OP_LLVM_fragment, 24, 8), !544)
    #dbg_value(i8 37, !540, !DIExpression(DW_OP_LLVM_fragment, 32, 8), !544)
    #dbg_value(i8 0, !540, !DIExpression(DW_OP_LLVM_fragment, 40, 8), !544)
    #dbg_value(i8 0, !540, !DIExpression(DW_OP_LLVM_fragment, 48, 8), !544)
    #dbg_value(i8 0, !540, !DIExpression(DW_OP_LLVM_fragment, 56, 8), !544)
    #dbg_value(ptr undef, !541, !DIExpression(), !544)
    #dbg_value(i8 31, !540, !DIExpression(DW_OP_LLVM_fragment, 0, 8), !544)
    #dbg_value(i8 -21, !540, !DIExpression(DW_OP_LLVM_fragment, 8, 8), !544)
    #dbg_value(i8 113, !540, !DIExpression(DW_OP_LLVM_fragment, 16, 8), !544)
    #dbg_value(i8 1, !540, !DIExpression(DW_OP_LLVM_fragment, 24, 8), !544)
    #dbg_value(i8 75, !540, !DIExpression(DW_OP_LLVM_fragment, 32, 8), !544)
    #dbg_value(i8 1, !540, !DIExpression(DW_OP_LLVM_fragment, 40, 8), !544)
    #dbg_value(i8 1, !540, !DIExpression(DW_OP_LLVM_fragment, 48, 8), !544)
    #dbg_value(i8 1, !540, !DIExpression(DW_OP_LLVM_fragment, 56, 8), !544)
  ret i64 72340490673056543, !dbg !545
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i64 -6442451072, 6442451069) i64 @sum_s8a(i64 %0) unnamed_addr #1 !dbg !546 {
    #dbg_value(i64 %0, !548, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 0, 32), !549)
    #dbg_value(i64 %0, !548, !DIExpression(DW_OP_constu, 32, DW_OP_shr, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 32, 8), !549)
    #dbg_value(i64 %0, !548, !DIExpression(DW_OP_constu, 40, DW_OP_shr, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 24, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 40, 24), !549)
  %2 = shl i64 %0, 32, !dbg !550
  %3 = ashr exact i64 %2, 32, !dbg !550
  %4 = mul nsw i64 %3, 3, !dbg !550
  %5 = shl i64 %0, 24, !dbg !550
  %6 = ashr i64 %5, 56, !dbg !550
  %7 = add nsw i64 %4, %6, !dbg !550
  ret i64 %7, !dbg !550
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i64 -6442451072, 6442451069) i64 @mutate_s8a() unnamed_addr #1 !dbg !551 {
    #dbg_value(i8 -113, !554, !DIExpression(DW_OP_LLVM_fragment, 0, 8), !556)
    #dbg_value(i56 620771445, !554, !DIExpression(DW_OP_LLVM_fragment, 8, 56), !556)
    #dbg_value(ptr undef, !555, !DIExpression(), !556)
    #dbg_value(i8 112, !554, !DIExpression(DW_OP_LLVM_fragment, 0, 8), !556)
  %1 = tail call fastcc i64 @sum_s8a(i64 158917490032), !dbg !557
  ret i64 %1, !dbg !557
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i64 -25769804256, 25769804305) i64 @late_s8a(i64 %0) unnamed_addr #1 !dbg !558 {
    #dbg_value(i64 158917490063, !568, !DIExpression(), !571)
    #dbg_value(i64 %0, !570, !DIExpression(), !571)
    #dbg_value(i64 1, !562, !DIExpression(), !571)
    #dbg_value(i64 2, !563, !DIExpression(), !571)
    #dbg_value(i64 3, !564, !DIExpression(), !571)
    #dbg_value(i64 4, !565, !DIExpression(), !571)
    #dbg_value(i64 5, !566, !DIExpression(), !571)
    #dbg_value(i64 6, !567, !DIExpression(), !571)
    #dbg_value(i32 7, !569, !DIExpression(), !571)
  %2 = tail call fastcc i64 @sum_s8a(i64 158917490063), !dbg !572
  %3 = mul nsw i64 %2, 3, !dbg !572
  %4 = add nsw i64 %3, 28, !dbg !572
  %5 = tail call fastcc i64 @sum_s8a(i64 %0), !dbg !572
  %6 = sub nsw i64 %4, %5, !dbg !572
  ret i64 %6, !dbg !572
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef i64 @twice_s8b() unnamed_addr #1 !dbg !573 {
    #dbg_value(i64 -44190454652076069, !577, !DIExpression(), !582)
    #dbg_value(i8 -37, !578, !DIExpression(DW_OP_LLVM_fragment, 0, 8), !582)
    #dbg_value(i8 -1, !578, !DIExpression(DW_OP_LLVM_fragment, 8, 8), !582)
    #dbg_value(i8 -1, !578, !DIExpression(DW_OP_LLVM_fragment, 16, 8), !582)
    #dbg_value(i8 -1, !578, !DIExpression(DW_OP_LLVM_fragment, 24, 8), !582)
    #dbg_value(i8 3, !578, !DIExpression(DW_OP_LLVM_fragment, 32, 8), !582)
    #dbg_value(i8 1, !578, !DIExpression(DW_OP_LLVM_fragment, 40, 8), !582)
    #dbg_value(i8 99, !578, !DIExpression(DW_OP_LLVM_fragment, 48, 8), !582)
    #dbg_value(i8 -1, !578, !DIExpression(DW_OP_LLVM_fragment, 56, 8), !582)
    #dbg_value(ptr undef, !579, !DIExpression(), !582)
    #dbg_value(i8 -73, !578, !DIExpression(DW_OP_LLVM_fragment, 0, 8), !582)
    #dbg_value(i8 -1, !578, !DIExpression(DW_OP_LLVM_fragment, 8, 8), !582)
    #dbg_value(i8 -1, !578, !DIExpression(DW_OP_LLVM_fragment, 16, 8), !582)
    #dbg_value(i8 -1, !578, !DIExpression(DW_OP_LLVM_fragment, 24, 8), !582)
    #dbg_value(i8 7, !578, !DIExpression(DW_OP_LLVM_fragment, 32, 8), !582)
    #dbg_value(i8 3, !578, !DIExpression(DW_OP_LLVM_fragment, 40, 8), !582)
    #dbg_value(i8 -57, !578, !DIExpression(DW_OP_LLVM_fragment, 48, 8), !582)
    #dbg_value(i8 -1, !578, !DIExpression(DW_OP_LLVM_fragment, 56, 8), !582)
  ret i64 -16040740777885769, !dbg !583
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i64 -2147847936, 2147847895) i64 @sum_s8b(i64 %0) unnamed_addr #1 !dbg !584 {
    #dbg_value(i64 %0, !586, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 0, 32), !587)
    #dbg_value(i64 %0, !586, !DIExpression(DW_OP_constu, 32, DW_OP_shr, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 16, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 32, 16), !587)
    #dbg_value(i64 %0, !586, !DIExpression(DW_OP_constu, 48, DW_OP_shr, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 48, 8), !587)
    #dbg_value(i64 %0, !586, !DIExpression(DW_OP_constu, 56, DW_OP_shr, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 56, 8), !587)
  %2 = shl i64 %0, 32, !dbg !588
  %3 = ashr exact i64 %2, 32, !dbg !588
  %4 = shl i64 %0, 16, !dbg !588
  %5 = ashr i64 %4, 48, !dbg !588
  %6 = mul nsw i64 %5, 11, !dbg !588
  %7 = shl i64 %0, 8, !dbg !588
  %8 = ashr i64 %7, 56, !dbg !588
  %9 = mul nsw i64 %8, 13, !dbg !588
  %10 = ashr i64 %0, 56, !dbg !588
  %11 = mul nsw i64 %10, 17, !dbg !588
  %12 = add nsw i64 %11, %3, !dbg !588
  %13 = add nsw i64 %12, %6, !dbg !588
  %14 = add nsw i64 %13, %9, !dbg !588
  ret i64 %14, !dbg !588
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i64 -2147847936, 2147847895) i64 @mutate_s8b() unnamed_addr #1 !dbg !589 {
    #dbg_value(i8 -37, !592, !DIExpression(DW_OP_LLVM_fragment, 0, 8), !594)
    #dbg_value(i56 -172618963484673, !592, !DIExpression(DW_OP_LLVM_fragment, 8, 56), !594)
    #dbg_value(ptr undef, !593, !DIExpression(), !594)
    #dbg_value(i8 36, !592, !DIExpression(DW_OP_LLVM_fragment, 0, 8), !594)
  %1 = tail call fastcc i64 @sum_s8b(i64 -44190454652076252), !dbg !595
  ret i64 %1, !dbg !595
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i64 -8591391674, 8591391647) i64 @late_s8b(i64 %0) unnamed_addr #1 !dbg !596 {
    #dbg_value(i64 -44190454652076069, !606, !DIExpression(), !609)
    #dbg_value(i64 %0, !608, !DIExpression(), !609)
    #dbg_value(i64 1, !600, !DIExpression(), !609)
    #dbg_value(i64 2, !601, !DIExpression(), !609)
    #dbg_value(i64 3, !602, !DIExpression(), !609)
    #dbg_value(i64 4, !603, !DIExpression(), !609)
    #dbg_value(i64 5, !604, !DIExpression(), !609)
    #dbg_value(i64 6, !605, !DIExpression(), !609)
    #dbg_value(i32 7, !607, !DIExpression(), !609)
  %2 = tail call fastcc i64 @sum_s8b(i64 -44190454652076069), !dbg !610
  %3 = mul nsw i64 %2, 3, !dbg !610
  %4 = add nsw i64 %3, 28, !dbg !610
  %5 = tail call fastcc i64 @sum_s8b(i64 %0), !dbg !610
  %6 = sub nsw i64 %4, %5, !dbg !610
  ret i64 %6, !dbg !610
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef i64 @twice_s8c() unnamed_addr #1 !dbg !611 {
    #dbg_value(i64 158913789989, !615, !DIExpression(), !620)
    #dbg_value(i8 37, !616, !DIExpression(DW_OP_LLVM_fragment, 0, 8), !620)
    #dbg_value(i8 0, !616, !DIExpression(DW_OP_LLVM_fragment, 8, 8), !620)
    #dbg_value(i8 0, !616, !DIExpression(DW_OP_LLVM_fragment, 16, 8), !620)
    #dbg_value(i8 0, !616, !DIExpression(DW_OP_LLVM_fragment, 24, 8), !620)
    #dbg_value(i8 37, !616, !DIExpression(DW_OP_LLVM_fragment, 32, 8), !620)
    #dbg_value(i8 0, !616, !DIExpression(DW_OP_LLVM_fragment, 40, 8), !620)
    #dbg_value(i8 0, !616, !DIExpression(DW_OP_LLVM_fragment, 48, 8), !620)
    #dbg_value(i8 0, !616, !DIExpression(DW_OP_LLVM_fragment, 56, 8), !620)
    #dbg_value(ptr undef, !617, !DIExpression(), !620)
    #dbg_value(i8 75, !616, !DIExpression(DW_OP_LLVM_fragment, 0, 8), !620)
    #dbg_value(i8 1, !616, !DIExpression(DW_OP_LLVM_fragment, 8, 8), !620)
    #dbg_value(i8 1, !616, !DIExpression(DW_OP_LLVM_fragment, 16, 8), !620)
    #dbg_value(i8 1, !616, !DIExpression(DW_OP_LLVM_fragment, 24, 8), !620)
    #dbg_value(i8 75, !616, !DIExpression(DW_OP_LLVM_fragment, 32, 8), !620)
    #dbg_value(i8 1, !616, !DIExpression(DW_OP_LLVM_fragment, 40, 8), !620)
    #dbg_value(i8 1, !616, !DIExpression(DW_OP_LLVM_fragment, 48, 8), !620)
    #dbg_value(i8 1, !616, !DIExpression(DW_OP_LLVM_fragment, 56, 8), !620)
  ret i64 72340490665656651, !dbg !621
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc i64 @sum_s8c(i64 %0) unnamed_addr #1 !dbg !622 {
    #dbg_value(i64 %0, !624, !DIExpression(), !625)
  %2 = ashr i64 %0, 7, !dbg !626
  %3 = xor i64 %2, %0, !dbg !626
  ret i64 %3, !dbg !626
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc i64 @mutate_s8c() unnamed_addr #1 !dbg !627 {
    #dbg_value(i8 37, !630, !DIExpression(DW_OP_LLVM_fragment, 0, 8), !632)
    #dbg_value(i56 620756992, !630, !DIExpression(DW_OP_LLVM_fragment, 8, 56), !632)
    #dbg_value(ptr undef, !631, !DIExpression(), !632)
    #dbg_value(i8 -38, !630, !DIExpression(DW_OP_LLVM_fragment, 0, 8), !632)
  %1 = tail call fastcc i64 @sum_s8c(i64 158913790170), !dbg !633
  ret i64 %1, !dbg !633
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc i64 @late_s8c(i64 %0) unnamed_addr #1 !dbg !634 {
    #dbg_value(i64 158913789989, !644, !DIExpression(), !647)
    #dbg_value(i64 %0, !646, !DIExpression(), !647)
    #dbg_value(i64 1, !638, !DIExpression(), !647)
    #dbg_value(i64 2, !639, !DIExpression(), !647)
    #dbg_value(i64 3, !640, !DIExpression(), !647)
    #dbg_value(i64 4, !641, !DIExpression(), !647)
    #dbg_value(i64 5, !642, !DIExpression(), !647)
    #dbg_value(i64 6, !643, !DIExpression(), !647)
    #dbg_value(i32 7, !645, !DIExpression(), !647)
  %2 = tail call fastcc i64 @sum_s8c(i64 158913789989), !dbg !648
  %3 = mul nsw i64 %2, 3, !dbg !648
  %4 = add nsw i64 %3, 28, !dbg !648
  %5 = tail call fastcc i64 @sum_s8c(i64 %0), !dbg !648
  %6 = sub i64 %4, %5, !dbg !648
  ret i64 %6, !dbg !648
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef i56 @make_s7b() unnamed_addr #1 !dbg !649 {
    #dbg_value(i32 37, !653, !DIExpression(), !657)
    #dbg_value(i8 0, !654, !DIExpression(DW_OP_LLVM_fragment, 0, 8), !657)
    #dbg_value(i8 0, !654, !DIExpression(DW_OP_LLVM_fragment, 8, 8), !657)
    #dbg_value(i8 0, !654, !DIExpression(DW_OP_LLVM_fragment, 16, 8), !657)
    #dbg_value(i8 0, !654, !DIExpression(DW_OP_LLVM_fragment, 24, 8), !657)
    #dbg_value(i8 0, !654, !DIExpression(DW_OP_LLVM_fragment, 32, 8), !657)
    #dbg_value(i8 0, !654, !DIExpression(DW_OP_LLVM_fragment, 40, 8), !657)
    #dbg_value(i8 0, !654, !DIExpression(DW_OP_LLVM_fragment, 48, 8), !657)
    #dbg_value(i8 37, !654, !DIExpression(DW_OP_LLVM_fragment, 0, 8), !657)
    #dbg_value(i8 74, !654, !DIExpression(DW_OP_LLVM_fragment, 8, 8), !657)
    #dbg_value(i8 111, !654, !DIExpression(DW_OP_LLVM_fragment, 16, 8), !657)
    #dbg_value(i8 -108, !654, !DIExpression(DW_OP_LLVM_fragment, 24, 8), !657)
    #dbg_value(i8 -71, !654, !DIExpression(DW_OP_LLVM_fragment, 32, 8), !657)
    #dbg_value(i8 -34, !654, !DIExpression(DW_OP_LLVM_fragment, 40, 8), !657)
    #dbg_value(i8 3, !654, !DIExpression(DW_OP_LLVM_fragment, 48, 8), !657)
  ret i56 1089313570769445, !dbg !658
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc i56 @twice_s7b(i56 %0) unnamed_addr #1 !dbg !659 {
    #dbg_value(i56 %0, !663, !DIExpression(), !668)
  %2 = trunc i56 %0 to i8, !dbg !669
    #dbg_value(i8 %2, !664, !DIExpression(DW_OP_LLVM_fragment, 0, 8), !668)
    #dbg_value(i56 %0, !664, !DIExpression(DW_OP_constu, 8, DW_OP_shr, DW_OP_LLVM_convert, 56, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 8, 8), !668)
    #dbg_value(i56 %0, !664, !DIExpression(DW_OP_constu, 16, DW_OP_shr, DW_OP_LLVM_convert, 56, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 16, 8), !668)
    #dbg_value(i56 %0, !664, !DIExpression(DW_OP_constu, 24, DW_OP_shr, DW_OP_LLVM_convert, 56, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 24, 8), !668)
    #dbg_value(i56 %0, !664, !DIExpression(DW_OP_constu, 32, DW_OP_shr, DW_OP_LLVM_convert, 56, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 32, 8), !668)
    #dbg_value(i56 %0, !664, !DIExpression(DW_OP_constu, 40, DW_OP_shr, DW_OP_LLVM_convert, 56, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 40, 8), !668)
    #dbg_value(i56 %0, !664, !DIExpression(DW_OP_constu, 48, DW_OP_shr, DW_OP_LLVM_convert, 56, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 48, 8), !668)
    #dbg_value(ptr undef, !665, !DIExpression(), !668)
    #dbg_value(i64 0, !666, !DIExpression(), !670)
    #dbg_value(i64 0, !666, !DIExpression(), !670)
  %3 = shl i8 %2, 1, !dbg !671
  %4 = or disjoint i8 %3, 1, !dbg !671
    #dbg_value(i8 %4, !664, !DIExpression(DW_OP_LLVM_fragment, 0, 8), !668)
    #dbg_value(i64 1, !666, !DIExpression(), !670)
  %5 = lshr i56 %0, 7, !dbg !671
  %6 = trunc i56 %5 to i8, !dbg !671
  %7 = or i8 %6, 1, !dbg !671
    #dbg_value(i8 %7, !664, !DIExpression(DW_OP_LLVM_fragment, 8, 8), !668)
    #dbg_value(i64 2, !666, !DIExpression(), !670)
  %8 = lshr i56 %0, 15, !dbg !671
  %9 = trunc i56 %8 to i8, !dbg !671
  %10 = or i8 %9, 1, !dbg !671
    #dbg_value(i8 %10, !664, !DIExpression(DW_OP_LLVM_fragment, 16, 8), !668)
    #dbg_value(i64 3, !666, !DIExpression(), !670)
  %11 = lshr i56 %0, 23, !dbg !671
  %12 = trunc i56 %11 to i8, !dbg !671
  %13 = or i8 %12, 1, !dbg !671
    #dbg_value(i8 %13, !664, !DIExpression(DW_OP_LLVM_fragment, 24, 8), !668)
    #dbg_value(i64 4, !666, !DIExpression(), !670)
  %14 = lshr i56 %0, 31, !dbg !671
  %15 = trunc i56 %14 to i8, !dbg !671
  %16 = or i8 %15, 1, !dbg !671
    #dbg_value(i8 %16, !664, !DIExpression(DW_OP_LLVM_fragment, 32, 8), !668)
    #dbg_value(i64 5, !666, !DIExpression(), !670)
  %17 = lshr i56 %0, 39, !dbg !671
  %18 = trunc i56 %17 to i8, !dbg !671
  %19 = or i8 %18, 1, !dbg !671
    #dbg_value(i8 %19, !664, !DIExpression(DW_OP_LLVM_fragment, 40, 8), !668)
    #dbg_value(i64 6, !666, !DIExpression(), !670)
  %20 = lshr i56 %0, 47, !dbg !671
  %21 = trunc i56 %20 to i8, !dbg !671
  %22 = or i8 %21, 1, !dbg !671
    #dbg_value(i8 %22, !664, !DIExpression(DW_OP_LLVM_fragment, 48, 8), !668)
    #dbg_value(i64 7, !666, !DIExpression(), !670)
  %23 = zext i8 %22 to i56, !dbg !669
  %24 = shl nuw i56 %23, 48, !dbg !669
  %25 = zext i8 %19 to i56, !dbg !669
  %26 = shl nuw nsw i56 %25, 40, !dbg !669
  %27 = or disjoint i56 %24, %26, !dbg !669
  %28 = zext i8 %16 to i56, !dbg !669
  %29 = shl nuw nsw i56 %28, 32, !dbg !669
  %30 = or disjoint i56 %27, %29, !dbg !669
  %31 = zext i8 %13 to i56, !dbg !669
  %32 = shl nuw nsw i56 %31, 24, !dbg !669
  %33 = or disjoint i56 %30, %32, !dbg !669
  %34 = zext i8 %10 to i56, !dbg !669
  %35 = shl nuw nsw i56 %34, 16, !dbg !669
  %36 = or disjoint i56 %33, %35, !dbg !669
  %37 = zext i8 %7 to i56, !dbg !669
  %38 = shl nuw nsw i56 %37, 8, !dbg !669
  %39 = zext i8 %4 to i56, !dbg !669
  %40 = or disjoint i56 %36, %38, !dbg !669
  %41 = or i56 %40, %39, !dbg !669
  ret i56 %41, !dbg !669
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i64 0, 16777216) i64 @sum_s7b(i56 %0) unnamed_addr #1 !dbg !673 {
  %2 = zext i56 %0 to i64
    #dbg_value(i56 %0, !675, !DIExpression(DW_OP_LLVM_convert, 56, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 0, 8), !676)
    #dbg_value(i56 %0, !675, !DIExpression(DW_OP_constu, 8, DW_OP_shr, DW_OP_LLVM_convert, 56, DW_ATE_unsigned, DW_OP_LLVM_convert, 16, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 8, 16), !676)
    #dbg_value(i56 %0, !675, !DIExpression(DW_OP_constu, 24, DW_OP_shr, DW_OP_LLVM_convert, 56, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 24, 8), !676)
    #dbg_value(i56 %0, !675, !DIExpression(DW_OP_constu, 32, DW_OP_shr, DW_OP_LLVM_convert, 56, DW_ATE_unsigned, DW_OP_LLVM_convert, 16, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 32, 16), !676)
    #dbg_value(i56 %0, !675, !DIExpression(DW_OP_constu, 48, DW_OP_shr, DW_OP_LLVM_convert, 56, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 48, 8), !676)
  %3 = and i56 %0, 255, !dbg !677
  %4 = zext nneg i56 %3 to i64, !dbg !677
  %5 = lshr i64 %2, 16, !dbg !677
  %6 = and i64 %5, 65280, !dbg !677
  %7 = or disjoint i64 %6, %4, !dbg !677
  %8 = lshr i56 %0, 32, !dbg !677
  %9 = and i56 %8, 16711680, !dbg !677
  %10 = zext nneg i56 %9 to i64, !dbg !677
  %11 = or disjoint i64 %7, %10, !dbg !677
  ret i64 %11, !dbg !677
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i64 0, 16777216) i64 @mutate_s7b(i56 %0) unnamed_addr #1 !dbg !678 {
  %2 = trunc i56 %0 to i8
  %3 = and i56 %0, -256, !dbg !682
    #dbg_value(i56 %0, !680, !DIExpression(DW_OP_LLVM_convert, 56, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 0, 8), !683)
    #dbg_value(i56 %0, !680, !DIExpression(DW_OP_constu, 8, DW_OP_shr, DW_OP_LLVM_convert, 56, DW_ATE_unsigned, DW_OP_LLVM_convert, 48, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 8, 48), !683)
    #dbg_value(ptr undef, !681, !DIExpression(), !683)
  %4 = xor i8 %2, -1, !dbg !682
    #dbg_value(i8 %4, !680, !DIExpression(DW_OP_LLVM_fragment, 0, 8), !683)
  %5 = zext i8 %4 to i56, !dbg !682
  %6 = or disjoint i56 %3, %5, !dbg !682
  %7 = tail call fastcc i64 @sum_s7b(i56 %6), !dbg !682
  ret i64 %7, !dbg !682
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i64 -16777187, 50331674) i64 @late_s7b(i56 %0, i56 %1) unnamed_addr #1 !dbg !684 {
    #dbg_value(i56 %0, !694, !DIExpression(), !697)
    #dbg_value(i56 %1, !696, !DIExpression(), !697)
    #dbg_value(i64 1, !688, !DIExpression(), !697)
    #dbg_value(i64 2, !689, !DIExpression(), !697)
    #dbg_value(i64 3, !690, !DIExpression(), !697)
    #dbg_value(i64 4, !691, !DIExpression(), !697)
    #dbg_value(i64 5, !692, !DIExpression(), !697)
    #dbg_value(i64 6, !693, !DIExpression(), !697)
    #dbg_value(i32 7, !695, !DIExpression(), !697)
  %3 = tail call fastcc i64 @sum_s7b(i56 %0), !dbg !698
  %4 = mul nuw nsw i64 %3, 3, !dbg !698
  %5 = add nuw nsw i64 %4, 28, !dbg !698
  %6 = tail call fastcc i64 @sum_s7b(i56 %1), !dbg !698
  %7 = sub nsw i64 %5, %6, !dbg !698
  ret i64 %7, !dbg !698
}

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.dbg.cu = !{!40}
!llvm.module.flags = !{!48, !49, !50, !51, !52, !53, !54}
!llvm.ident = !{!55}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 51, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "programs/struct_abi_int_small.c", directory: ".", checksumkind: CSK_MD5, checksum: "4b017a5b4a368038ac86217236fa536d")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 592, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 74)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 51, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 24, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 3)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 51, type: !9, isLocal: true, isDefinition: true)
!14 = !DIGlobalVariableExpression(var: !15, expr: !DIExpression())
!15 = distinct !DIGlobalVariable(scope: null, file: !2, line: 51, type: !9, isLocal: true, isDefinition: true)
!16 = !DIGlobalVariableExpression(var: !17, expr: !DIExpression())
!17 = distinct !DIGlobalVariable(scope: null, file: !2, line: 51, type: !9, isLocal: true, isDefinition: true)
!18 = !DIGlobalVariableExpression(var: !19, expr: !DIExpression())
!19 = distinct !DIGlobalVariable(scope: null, file: !2, line: 51, type: !9, isLocal: true, isDefinition: true)
!20 = !DIGlobalVariableExpression(var: !21, expr: !DIExpression())
!21 = distinct !DIGlobalVariable(scope: null, file: !2, line: 51, type: !9, isLocal: true, isDefinition: true)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(scope: null, file: !2, line: 51, type: !9, isLocal: true, isDefinition: true)
!24 = !DIGlobalVariableExpression(var: !25, expr: !DIExpression())
!25 = distinct !DIGlobalVariable(scope: null, file: !2, line: 51, type: !26, isLocal: true, isDefinition: true)
!26 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 32, elements: !27)
!27 = !{!28}
!28 = !DISubrange(count: 4)
!29 = !DIGlobalVariableExpression(var: !30, expr: !DIExpression())
!30 = distinct !DIGlobalVariable(scope: null, file: !2, line: 51, type: !26, isLocal: true, isDefinition: true)
!31 = !DIGlobalVariableExpression(var: !32, expr: !DIExpression())
!32 = distinct !DIGlobalVariable(scope: null, file: !2, line: 51, type: !26, isLocal: true, isDefinition: true)
!33 = !DIGlobalVariableExpression(var: !34, expr: !DIExpression())
!34 = distinct !DIGlobalVariable(scope: null, file: !2, line: 51, type: !26, isLocal: true, isDefinition: true)
!35 = !DIGlobalVariableExpression(var: !36, expr: !DIExpression())
!36 = distinct !DIGlobalVariable(scope: null, file: !2, line: 52, type: !37, isLocal: true, isDefinition: true)
!37 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 88, elements: !38)
!38 = !{!39}
!39 = !DISubrange(count: 11)
!40 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !41, globals: !47, splitDebugInlining: false, nameTableKind: None)
!41 = !{!42, !4, !43, !44, !45, !46}
!42 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!43 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !44, size: 64)
!44 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!45 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!46 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!47 = !{!0, !7, !12, !14, !16, !18, !20, !22, !24, !29, !31, !33, !35}
!48 = !{i32 7, !"Dwarf Version", i32 5}
!49 = !{i32 2, !"Debug Info Version", i32 3}
!50 = !{i32 1, !"wchar_size", i32 4}
!51 = !{i32 8, !"PIC Level", i32 2}
!52 = !{i32 7, !"PIE Level", i32 2}
!53 = !{i32 7, !"uwtable", i32 2}
!54 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!55 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!56 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 49, type: !57, scopeLine: 49, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !40, retainedNodes: !59)
!57 = !DISubroutineType(types: !58)
!58 = !{!42}
!59 = !{!60, !61, !67, !68, !72, !73, !74, !80, !81, !85, !86, !87, !95, !96, !100, !101, !102, !109, !110, !114, !115, !116, !125, !126, !130, !131, !132, !140, !141, !145, !146, !147, !155, !156, !160, !161, !162, !169, !170, !174, !175, !176, !185, !186, !190, !191, !192, !198, !199, !203, !204, !205, !214, !215, !219, !220}
!60 = !DILocalVariable(name: "total", scope: !56, file: !2, line: 50, type: !46)
!61 = !DILocalVariable(name: "x", scope: !62, file: !2, line: 51, type: !63)
!62 = distinct !DILexicalBlock(scope: !56, file: !2, line: 51, column: 5)
!63 = !DIDerivedType(tag: DW_TAG_typedef, name: "s1", file: !2, line: 8, baseType: !64)
!64 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !2, line: 8, size: 8, elements: !65)
!65 = !{!66}
!66 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !64, file: !2, line: 8, baseType: !4, size: 8)
!67 = !DILocalVariable(name: "y", scope: !62, file: !2, line: 51, type: !63)
!68 = !DILocalVariable(name: "fp", scope: !62, file: !2, line: 51, type: !69)
!69 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !70, size: 64)
!70 = !DISubroutineType(types: !71)
!71 = !{!46, !63}
!72 = !DILocalVariable(name: "m", scope: !62, file: !2, line: 51, type: !46)
!73 = !DILocalVariable(name: "r", scope: !62, file: !2, line: 51, type: !46)
!74 = !DILocalVariable(name: "x", scope: !75, file: !2, line: 51, type: !76)
!75 = distinct !DILexicalBlock(scope: !56, file: !2, line: 51, column: 14)
!76 = !DIDerivedType(tag: DW_TAG_typedef, name: "s2", file: !2, line: 9, baseType: !77)
!77 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !2, line: 9, size: 16, elements: !78)
!78 = !{!79}
!79 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !77, file: !2, line: 9, baseType: !45, size: 16)
!80 = !DILocalVariable(name: "y", scope: !75, file: !2, line: 51, type: !76)
!81 = !DILocalVariable(name: "fp", scope: !75, file: !2, line: 51, type: !82)
!82 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !83, size: 64)
!83 = !DISubroutineType(types: !84)
!84 = !{!46, !76}
!85 = !DILocalVariable(name: "m", scope: !75, file: !2, line: 51, type: !46)
!86 = !DILocalVariable(name: "r", scope: !75, file: !2, line: 51, type: !46)
!87 = !DILocalVariable(name: "x", scope: !88, file: !2, line: 51, type: !89)
!88 = distinct !DILexicalBlock(scope: !56, file: !2, line: 51, column: 23)
!89 = !DIDerivedType(tag: DW_TAG_typedef, name: "s3", file: !2, line: 10, baseType: !90)
!90 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !2, line: 10, size: 24, elements: !91)
!91 = !{!92, !93, !94}
!92 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !90, file: !2, line: 10, baseType: !4, size: 8)
!93 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !90, file: !2, line: 10, baseType: !4, size: 8, offset: 8)
!94 = !DIDerivedType(tag: DW_TAG_member, name: "c", scope: !90, file: !2, line: 10, baseType: !4, size: 8, offset: 16)
!95 = !DILocalVariable(name: "y", scope: !88, file: !2, line: 51, type: !89)
!96 = !DILocalVariable(name: "fp", scope: !88, file: !2, line: 51, type: !97)
!97 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !98, size: 64)
!98 = !DISubroutineType(types: !99)
!99 = !{!46, !89}
!100 = !DILocalVariable(name: "m", scope: !88, file: !2, line: 51, type: !46)
!101 = !DILocalVariable(name: "r", scope: !88, file: !2, line: 51, type: !46)
!102 = !DILocalVariable(name: "x", scope: !103, file: !2, line: 51, type: !104)
!103 = distinct !DILexicalBlock(scope: !56, file: !2, line: 51, column: 32)
!104 = !DIDerivedType(tag: DW_TAG_typedef, name: "s4", file: !2, line: 11, baseType: !105)
!105 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !2, line: 11, size: 32, elements: !106)
!106 = !{!107, !108}
!107 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !105, file: !2, line: 11, baseType: !45, size: 16)
!108 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !105, file: !2, line: 11, baseType: !4, size: 8, offset: 16)
!109 = !DILocalVariable(name: "y", scope: !103, file: !2, line: 51, type: !104)
!110 = !DILocalVariable(name: "fp", scope: !103, file: !2, line: 51, type: !111)
!111 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !112, size: 64)
!112 = !DISubroutineType(types: !113)
!113 = !{!46, !104}
!114 = !DILocalVariable(name: "m", scope: !103, file: !2, line: 51, type: !46)
!115 = !DILocalVariable(name: "r", scope: !103, file: !2, line: 51, type: !46)
!116 = !DILocalVariable(name: "x", scope: !117, file: !2, line: 51, type: !118)
!117 = distinct !DILexicalBlock(scope: !56, file: !2, line: 51, column: 41)
!118 = !DIDerivedType(tag: DW_TAG_typedef, name: "s5", file: !2, line: 12, baseType: !119)
!119 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !2, line: 12, size: 40, elements: !120)
!120 = !{!121}
!121 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !119, file: !2, line: 12, baseType: !122, size: 40)
!122 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 40, elements: !123)
!123 = !{!124}
!124 = !DISubrange(count: 5)
!125 = !DILocalVariable(name: "y", scope: !117, file: !2, line: 51, type: !118)
!126 = !DILocalVariable(name: "fp", scope: !117, file: !2, line: 51, type: !127)
!127 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !128, size: 64)
!128 = !DISubroutineType(types: !129)
!129 = !{!46, !118}
!130 = !DILocalVariable(name: "m", scope: !117, file: !2, line: 51, type: !46)
!131 = !DILocalVariable(name: "r", scope: !117, file: !2, line: 51, type: !46)
!132 = !DILocalVariable(name: "x", scope: !133, file: !2, line: 51, type: !134)
!133 = distinct !DILexicalBlock(scope: !56, file: !2, line: 51, column: 50)
!134 = !DIDerivedType(tag: DW_TAG_typedef, name: "s6", file: !2, line: 13, baseType: !135)
!135 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !2, line: 13, size: 48, elements: !136)
!136 = !{!137, !138, !139}
!137 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !135, file: !2, line: 13, baseType: !4, size: 8)
!138 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !135, file: !2, line: 13, baseType: !45, size: 16, offset: 16)
!139 = !DIDerivedType(tag: DW_TAG_member, name: "c", scope: !135, file: !2, line: 13, baseType: !4, size: 8, offset: 32)
!140 = !DILocalVariable(name: "y", scope: !133, file: !2, line: 51, type: !134)
!141 = !DILocalVariable(name: "fp", scope: !133, file: !2, line: 51, type: !142)
!142 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !143, size: 64)
!143 = !DISubroutineType(types: !144)
!144 = !{!46, !134}
!145 = !DILocalVariable(name: "m", scope: !133, file: !2, line: 51, type: !46)
!146 = !DILocalVariable(name: "r", scope: !133, file: !2, line: 51, type: !46)
!147 = !DILocalVariable(name: "x", scope: !148, file: !2, line: 51, type: !149)
!148 = distinct !DILexicalBlock(scope: !56, file: !2, line: 51, column: 59)
!149 = !DIDerivedType(tag: DW_TAG_typedef, name: "s7", file: !2, line: 14, baseType: !150)
!150 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !2, line: 14, size: 64, elements: !151)
!151 = !{!152, !154}
!152 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !150, file: !2, line: 14, baseType: !153, size: 48)
!153 = !DICompositeType(tag: DW_TAG_array_type, baseType: !45, size: 48, elements: !10)
!154 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !150, file: !2, line: 14, baseType: !4, size: 8, offset: 48)
!155 = !DILocalVariable(name: "y", scope: !148, file: !2, line: 51, type: !149)
!156 = !DILocalVariable(name: "fp", scope: !148, file: !2, line: 51, type: !157)
!157 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !158, size: 64)
!158 = !DISubroutineType(types: !159)
!159 = !{!46, !149}
!160 = !DILocalVariable(name: "m", scope: !148, file: !2, line: 51, type: !46)
!161 = !DILocalVariable(name: "r", scope: !148, file: !2, line: 51, type: !46)
!162 = !DILocalVariable(name: "x", scope: !163, file: !2, line: 51, type: !164)
!163 = distinct !DILexicalBlock(scope: !56, file: !2, line: 51, column: 68)
!164 = !DIDerivedType(tag: DW_TAG_typedef, name: "s8a", file: !2, line: 15, baseType: !165)
!165 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !2, line: 15, size: 64, elements: !166)
!166 = !{!167, !168}
!167 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !165, file: !2, line: 15, baseType: !42, size: 32)
!168 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !165, file: !2, line: 15, baseType: !4, size: 8, offset: 32)
!169 = !DILocalVariable(name: "y", scope: !163, file: !2, line: 51, type: !164)
!170 = !DILocalVariable(name: "fp", scope: !163, file: !2, line: 51, type: !171)
!171 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !172, size: 64)
!172 = !DISubroutineType(types: !173)
!173 = !{!46, !164}
!174 = !DILocalVariable(name: "m", scope: !163, file: !2, line: 51, type: !46)
!175 = !DILocalVariable(name: "r", scope: !163, file: !2, line: 51, type: !46)
!176 = !DILocalVariable(name: "x", scope: !177, file: !2, line: 51, type: !178)
!177 = distinct !DILexicalBlock(scope: !56, file: !2, line: 51, column: 78)
!178 = !DIDerivedType(tag: DW_TAG_typedef, name: "s8b", file: !2, line: 16, baseType: !179)
!179 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !2, line: 16, size: 64, elements: !180)
!180 = !{!181, !182, !183, !184}
!181 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !179, file: !2, line: 16, baseType: !42, size: 32)
!182 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !179, file: !2, line: 16, baseType: !45, size: 16, offset: 32)
!183 = !DIDerivedType(tag: DW_TAG_member, name: "c", scope: !179, file: !2, line: 16, baseType: !4, size: 8, offset: 48)
!184 = !DIDerivedType(tag: DW_TAG_member, name: "d", scope: !179, file: !2, line: 16, baseType: !4, size: 8, offset: 56)
!185 = !DILocalVariable(name: "y", scope: !177, file: !2, line: 51, type: !178)
!186 = !DILocalVariable(name: "fp", scope: !177, file: !2, line: 51, type: !187)
!187 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !188, size: 64)
!188 = !DISubroutineType(types: !189)
!189 = !{!46, !178}
!190 = !DILocalVariable(name: "m", scope: !177, file: !2, line: 51, type: !46)
!191 = !DILocalVariable(name: "r", scope: !177, file: !2, line: 51, type: !46)
!192 = !DILocalVariable(name: "x", scope: !193, file: !2, line: 51, type: !194)
!193 = distinct !DILexicalBlock(scope: !56, file: !2, line: 51, column: 88)
!194 = !DIDerivedType(tag: DW_TAG_typedef, name: "s8c", file: !2, line: 17, baseType: !195)
!195 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !2, line: 17, size: 64, elements: !196)
!196 = !{!197}
!197 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !195, file: !2, line: 17, baseType: !46, size: 64)
!198 = !DILocalVariable(name: "y", scope: !193, file: !2, line: 51, type: !194)
!199 = !DILocalVariable(name: "fp", scope: !193, file: !2, line: 51, type: !200)
!200 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !201, size: 64)
!201 = !DISubroutineType(types: !202)
!202 = !{!46, !194}
!203 = !DILocalVariable(name: "m", scope: !193, file: !2, line: 51, type: !46)
!204 = !DILocalVariable(name: "r", scope: !193, file: !2, line: 51, type: !46)
!205 = !DILocalVariable(name: "x", scope: !206, file: !2, line: 51, type: !207)
!206 = distinct !DILexicalBlock(scope: !56, file: !2, line: 51, column: 98)
!207 = !DIDerivedType(tag: DW_TAG_typedef, name: "s7b", file: !2, line: 18, baseType: !208)
!208 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !2, line: 18, size: 56, elements: !209)
!209 = !{!210}
!210 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !208, file: !2, line: 18, baseType: !211, size: 56)
!211 = !DICompositeType(tag: DW_TAG_array_type, baseType: !44, size: 56, elements: !212)
!212 = !{!213}
!213 = !DISubrange(count: 7)
!214 = !DILocalVariable(name: "y", scope: !206, file: !2, line: 51, type: !207)
!215 = !DILocalVariable(name: "fp", scope: !206, file: !2, line: 51, type: !216)
!216 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !217, size: 64)
!217 = !DISubroutineType(types: !218)
!218 = !{!46, !207}
!219 = !DILocalVariable(name: "m", scope: !206, file: !2, line: 51, type: !46)
!220 = !DILocalVariable(name: "r", scope: !206, file: !2, line: 51, type: !46)
!221 = !DILocation(line: 0, scope: !56)
!222 = !DILocation(line: 0, scope: !62)
!223 = !DILocation(line: 51, column: 5, scope: !62)
!224 = !DILocation(line: 0, scope: !75)
!225 = !DILocation(line: 51, column: 14, scope: !75)
!226 = !DILocation(line: 0, scope: !88)
!227 = !DILocation(line: 51, column: 23, scope: !88)
!228 = !DILocation(line: 0, scope: !103)
!229 = !DILocation(line: 51, column: 32, scope: !103)
!230 = !DILocation(line: 51, column: 41, scope: !117)
!231 = !DILocation(line: 0, scope: !117)
!232 = !DILocation(line: 0, scope: !133)
!233 = !DILocation(line: 51, column: 50, scope: !133)
!234 = !DILocation(line: 0, scope: !148)
!235 = !DILocation(line: 51, column: 59, scope: !148)
!236 = !DILocation(line: 0, scope: !163)
!237 = !DILocation(line: 51, column: 68, scope: !163)
!238 = !DILocation(line: 0, scope: !177)
!239 = !DILocation(line: 51, column: 78, scope: !177)
!240 = !DILocation(line: 0, scope: !193)
!241 = !DILocation(line: 51, column: 88, scope: !193)
!242 = !DILocation(line: 51, column: 98, scope: !206)
!243 = !DILocation(line: 0, scope: !206)
!244 = !DILocation(line: 52, column: 5, scope: !56)
!245 = !DILocation(line: 53, column: 12, scope: !56)
!246 = !DILocation(line: 53, column: 5, scope: !56)
!247 = distinct !DISubprogram(name: "twice_s1", scope: !2, file: !2, line: 27, type: !248, scopeLine: 27, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !40, retainedNodes: !250)
!248 = !DISubroutineType(cc: DW_CC_nocall, types: !249)
!249 = !{!63, !63}
!250 = !{!251, !252, !253, !254}
!251 = !DILocalVariable(name: "v", arg: 1, scope: !247, file: !2, line: 27, type: !63)
!252 = !DILocalVariable(name: "w", scope: !247, file: !2, line: 27, type: !63)
!253 = !DILocalVariable(name: "p", scope: !247, file: !2, line: 27, type: !43)
!254 = !DILocalVariable(name: "i", scope: !255, file: !2, line: 27, type: !256)
!255 = distinct !DILexicalBlock(scope: !247, file: !2, line: 27, column: 1)
!256 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !257, line: 18, baseType: !258)
!257 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stddef_size_t.h", directory: "", checksumkind: CSK_MD5, checksum: "2c44e821a2b1951cde2eb0fb2e656867")
!258 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!259 = !DILocation(line: 0, scope: !247)
!260 = !DILocation(line: 27, column: 1, scope: !247)
!261 = distinct !DISubprogram(name: "sum_s1", scope: !2, file: !2, line: 27, type: !70, scopeLine: 27, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !40, retainedNodes: !262)
!262 = !{!263}
!263 = !DILocalVariable(name: "v", arg: 1, scope: !261, file: !2, line: 27, type: !63)
!264 = !DILocation(line: 0, scope: !261)
!265 = !DILocation(line: 27, column: 1, scope: !261)
!266 = distinct !DISubprogram(name: "mutate_s1", scope: !2, file: !2, line: 27, type: !267, scopeLine: 27, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !40, retainedNodes: !268)
!267 = !DISubroutineType(cc: DW_CC_nocall, types: !71)
!268 = !{!269, !270}
!269 = !DILocalVariable(name: "v", arg: 1, scope: !266, file: !2, line: 27, type: !63)
!270 = !DILocalVariable(name: "p", scope: !266, file: !2, line: 27, type: !43)
!271 = !DILocation(line: 0, scope: !266)
!272 = !DILocation(line: 27, column: 1, scope: !266)
!273 = distinct !DISubprogram(name: "late_s1", scope: !2, file: !2, line: 27, type: !274, scopeLine: 27, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !40, retainedNodes: !276)
!274 = !DISubroutineType(cc: DW_CC_nocall, types: !275)
!275 = !{!46, !46, !46, !46, !46, !46, !46, !63, !42, !63}
!276 = !{!277, !278, !279, !280, !281, !282, !283, !284, !285}
!277 = !DILocalVariable(name: "a", arg: 1, scope: !273, file: !2, line: 27, type: !46)
!278 = !DILocalVariable(name: "b", arg: 2, scope: !273, file: !2, line: 27, type: !46)
!279 = !DILocalVariable(name: "c", arg: 3, scope: !273, file: !2, line: 27, type: !46)
!280 = !DILocalVariable(name: "d", arg: 4, scope: !273, file: !2, line: 27, type: !46)
!281 = !DILocalVariable(name: "e", arg: 5, scope: !273, file: !2, line: 27, type: !46)
!282 = !DILocalVariable(name: "f", arg: 6, scope: !273, file: !2, line: 27, type: !46)
!283 = !DILocalVariable(name: "v", arg: 7, scope: !273, file: !2, line: 27, type: !63)
!284 = !DILocalVariable(name: "g", arg: 8, scope: !273, file: !2, line: 27, type: !42)
!285 = !DILocalVariable(name: "w", arg: 9, scope: !273, file: !2, line: 27, type: !63)
!286 = !DILocation(line: 0, scope: !273)
!287 = !DILocation(line: 27, column: 1, scope: !273)
!288 = !DISubprogram(name: "printf", scope: !289, file: !289, line: 356, type: !290, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!289 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!290 = !DISubroutineType(types: !291)
!291 = !{!42, !292, null}
!292 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !293)
!293 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !294, size: 64)
!294 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!295 = distinct !DISubprogram(name: "twice_s2", scope: !2, file: !2, line: 28, type: !296, scopeLine: 28, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !40, retainedNodes: !298)
!296 = !DISubroutineType(cc: DW_CC_nocall, types: !297)
!297 = !{!76, !76}
!298 = !{!299, !300, !301, !302}
!299 = !DILocalVariable(name: "v", arg: 1, scope: !295, file: !2, line: 28, type: !76)
!300 = !DILocalVariable(name: "w", scope: !295, file: !2, line: 28, type: !76)
!301 = !DILocalVariable(name: "p", scope: !295, file: !2, line: 28, type: !43)
!302 = !DILocalVariable(name: "i", scope: !303, file: !2, line: 28, type: !256)
!303 = distinct !DILexicalBlock(scope: !295, file: !2, line: 28, column: 1)
!304 = !DILocation(line: 0, scope: !295)
!305 = !DILocation(line: 28, column: 1, scope: !295)
!306 = distinct !DISubprogram(name: "sum_s2", scope: !2, file: !2, line: 28, type: !83, scopeLine: 28, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !40, retainedNodes: !307)
!307 = !{!308}
!308 = !DILocalVariable(name: "v", arg: 1, scope: !306, file: !2, line: 28, type: !76)
!309 = !DILocation(line: 0, scope: !306)
!310 = !DILocation(line: 28, column: 1, scope: !306)
!311 = distinct !DISubprogram(name: "mutate_s2", scope: !2, file: !2, line: 28, type: !312, scopeLine: 28, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !40, retainedNodes: !313)
!312 = !DISubroutineType(cc: DW_CC_nocall, types: !84)
!313 = !{!314, !315}
!314 = !DILocalVariable(name: "v", arg: 1, scope: !311, file: !2, line: 28, type: !76)
!315 = !DILocalVariable(name: "p", scope: !311, file: !2, line: 28, type: !43)
!316 = !DILocation(line: 0, scope: !311)
!317 = !DILocation(line: 28, column: 1, scope: !311)
!318 = distinct !DISubprogram(name: "late_s2", scope: !2, file: !2, line: 28, type: !319, scopeLine: 28, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !40, retainedNodes: !321)
!319 = !DISubroutineType(cc: DW_CC_nocall, types: !320)
!320 = !{!46, !46, !46, !46, !46, !46, !46, !76, !42, !76}
!321 = !{!322, !323, !324, !325, !326, !327, !328, !329, !330}
!322 = !DILocalVariable(name: "a", arg: 1, scope: !318, file: !2, line: 28, type: !46)
!323 = !DILocalVariable(name: "b", arg: 2, scope: !318, file: !2, line: 28, type: !46)
!324 = !DILocalVariable(name: "c", arg: 3, scope: !318, file: !2, line: 28, type: !46)
!325 = !DILocalVariable(name: "d", arg: 4, scope: !318, file: !2, line: 28, type: !46)
!326 = !DILocalVariable(name: "e", arg: 5, scope: !318, file: !2, line: 28, type: !46)
!327 = !DILocalVariable(name: "f", arg: 6, scope: !318, file: !2, line: 28, type: !46)
!328 = !DILocalVariable(name: "v", arg: 7, scope: !318, file: !2, line: 28, type: !76)
!329 = !DILocalVariable(name: "g", arg: 8, scope: !318, file: !2, line: 28, type: !42)
!330 = !DILocalVariable(name: "w", arg: 9, scope: !318, file: !2, line: 28, type: !76)
!331 = !DILocation(line: 0, scope: !318)
!332 = !DILocation(line: 28, column: 1, scope: !318)
!333 = distinct !DISubprogram(name: "twice_s3", scope: !2, file: !2, line: 29, type: !334, scopeLine: 29, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !40, retainedNodes: !336)
!334 = !DISubroutineType(cc: DW_CC_nocall, types: !335)
!335 = !{!89, !89}
!336 = !{!337, !338, !339, !340}
!337 = !DILocalVariable(name: "v", arg: 1, scope: !333, file: !2, line: 29, type: !89)
!338 = !DILocalVariable(name: "w", scope: !333, file: !2, line: 29, type: !89)
!339 = !DILocalVariable(name: "p", scope: !333, file: !2, line: 29, type: !43)
!340 = !DILocalVariable(name: "i", scope: !341, file: !2, line: 29, type: !256)
!341 = distinct !DILexicalBlock(scope: !333, file: !2, line: 29, column: 1)
!342 = !DILocation(line: 0, scope: !333)
!343 = !DILocation(line: 29, column: 1, scope: !333)
!344 = distinct !DISubprogram(name: "sum_s3", scope: !2, file: !2, line: 29, type: !98, scopeLine: 29, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !40, retainedNodes: !345)
!345 = !{!346}
!346 = !DILocalVariable(name: "v", arg: 1, scope: !344, file: !2, line: 29, type: !89)
!347 = !DILocation(line: 0, scope: !344)
!348 = !DILocation(line: 29, column: 1, scope: !344)
!349 = distinct !DISubprogram(name: "mutate_s3", scope: !2, file: !2, line: 29, type: !350, scopeLine: 29, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !40, retainedNodes: !351)
!350 = !DISubroutineType(cc: DW_CC_nocall, types: !99)
!351 = !{!352, !353}
!352 = !DILocalVariable(name: "v", arg: 1, scope: !349, file: !2, line: 29, type: !89)
!353 = !DILocalVariable(name: "p", scope: !349, file: !2, line: 29, type: !43)
!354 = !DILocation(line: 0, scope: !349)
!355 = !DILocation(line: 29, column: 1, scope: !349)
!356 = distinct !DISubprogram(name: "late_s3", scope: !2, file: !2, line: 29, type: !357, scopeLine: 29, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !40, retainedNodes: !359)
!357 = !DISubroutineType(cc: DW_CC_nocall, types: !358)
!358 = !{!46, !46, !46, !46, !46, !46, !46, !89, !42, !89}
!359 = !{!360, !361, !362, !363, !364, !365, !366, !367, !368}
!360 = !DILocalVariable(name: "a", arg: 1, scope: !356, file: !2, line: 29, type: !46)
!361 = !DILocalVariable(name: "b", arg: 2, scope: !356, file: !2, line: 29, type: !46)
!362 = !DILocalVariable(name: "c", arg: 3, scope: !356, file: !2, line: 29, type: !46)
!363 = !DILocalVariable(name: "d", arg: 4, scope: !356, file: !2, line: 29, type: !46)
!364 = !DILocalVariable(name: "e", arg: 5, scope: !356, file: !2, line: 29, type: !46)
!365 = !DILocalVariable(name: "f", arg: 6, scope: !356, file: !2, line: 29, type: !46)
!366 = !DILocalVariable(name: "v", arg: 7, scope: !356, file: !2, line: 29, type: !89)
!367 = !DILocalVariable(name: "g", arg: 8, scope: !356, file: !2, line: 29, type: !42)
!368 = !DILocalVariable(name: "w", arg: 9, scope: !356, file: !2, line: 29, type: !89)
!369 = !DILocation(line: 0, scope: !356)
!370 = !DILocation(line: 29, column: 1, scope: !356)
!371 = distinct !DISubprogram(name: "twice_s4", scope: !2, file: !2, line: 30, type: !372, scopeLine: 30, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !40, retainedNodes: !374)
!372 = !DISubroutineType(cc: DW_CC_nocall, types: !373)
!373 = !{!104, !104}
!374 = !{!375, !376, !377, !378}
!375 = !DILocalVariable(name: "v", arg: 1, scope: !371, file: !2, line: 30, type: !104)
!376 = !DILocalVariable(name: "w", scope: !371, file: !2, line: 30, type: !104)
!377 = !DILocalVariable(name: "p", scope: !371, file: !2, line: 30, type: !43)
!378 = !DILocalVariable(name: "i", scope: !379, file: !2, line: 30, type: !256)
!379 = distinct !DILexicalBlock(scope: !371, file: !2, line: 30, column: 1)
!380 = !DILocation(line: 0, scope: !371)
!381 = !DILocation(line: 30, column: 1, scope: !371)
!382 = distinct !DISubprogram(name: "sum_s4", scope: !2, file: !2, line: 30, type: !112, scopeLine: 30, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !40, retainedNodes: !383)
!383 = !{!384}
!384 = !DILocalVariable(name: "v", arg: 1, scope: !382, file: !2, line: 30, type: !104)
!385 = !DILocation(line: 0, scope: !382)
!386 = !DILocation(line: 30, column: 1, scope: !382)
!387 = distinct !DISubprogram(name: "mutate_s4", scope: !2, file: !2, line: 30, type: !388, scopeLine: 30, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !40, retainedNodes: !389)
!388 = !DISubroutineType(cc: DW_CC_nocall, types: !113)
!389 = !{!390, !391}
!390 = !DILocalVariable(name: "v", arg: 1, scope: !387, file: !2, line: 30, type: !104)
!391 = !DILocalVariable(name: "p", scope: !387, file: !2, line: 30, type: !43)
!392 = !DILocation(line: 0, scope: !387)
!393 = !DILocation(line: 30, column: 1, scope: !387)
!394 = distinct !DISubprogram(name: "late_s4", scope: !2, file: !2, line: 30, type: !395, scopeLine: 30, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !40, retainedNodes: !397)
!395 = !DISubroutineType(cc: DW_CC_nocall, types: !396)
!396 = !{!46, !46, !46, !46, !46, !46, !46, !104, !42, !104}
!397 = !{!398, !399, !400, !401, !402, !403, !404, !405, !406}
!398 = !DILocalVariable(name: "a", arg: 1, scope: !394, file: !2, line: 30, type: !46)
!399 = !DILocalVariable(name: "b", arg: 2, scope: !394, file: !2, line: 30, type: !46)
!400 = !DILocalVariable(name: "c", arg: 3, scope: !394, file: !2, line: 30, type: !46)
!401 = !DILocalVariable(name: "d", arg: 4, scope: !394, file: !2, line: 30, type: !46)
!402 = !DILocalVariable(name: "e", arg: 5, scope: !394, file: !2, line: 30, type: !46)
!403 = !DILocalVariable(name: "f", arg: 6, scope: !394, file: !2, line: 30, type: !46)
!404 = !DILocalVariable(name: "v", arg: 7, scope: !394, file: !2, line: 30, type: !104)
!405 = !DILocalVariable(name: "g", arg: 8, scope: !394, file: !2, line: 30, type: !42)
!406 = !DILocalVariable(name: "w", arg: 9, scope: !394, file: !2, line: 30, type: !104)
!407 = !DILocation(line: 0, scope: !394)
!408 = !DILocation(line: 30, column: 1, scope: !394)
!409 = distinct !DISubprogram(name: "make_s5", scope: !2, file: !2, line: 31, type: !410, scopeLine: 31, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !40, retainedNodes: !412)
!410 = !DISubroutineType(cc: DW_CC_nocall, types: !411)
!411 = !{!118, !42}
!412 = !{!413, !414, !415}
!413 = !DILocalVariable(name: "k", arg: 1, scope: !409, file: !2, line: 31, type: !42)
!414 = !DILocalVariable(name: "v", scope: !409, file: !2, line: 31, type: !118)
!415 = !DILocalVariable(name: "i", scope: !416, file: !2, line: 31, type: !42)
!416 = distinct !DILexicalBlock(scope: !409, file: !2, line: 31, column: 1)
!417 = !DILocation(line: 0, scope: !409)
!418 = !DILocation(line: 31, column: 1, scope: !409)
!419 = distinct !DISubprogram(name: "twice_s5", scope: !2, file: !2, line: 31, type: !420, scopeLine: 31, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !40, retainedNodes: !422)
!420 = !DISubroutineType(types: !421)
!421 = !{!118, !118}
!422 = !{!423, !424, !425, !426}
!423 = !DILocalVariable(name: "v", arg: 1, scope: !419, file: !2, line: 31, type: !118)
!424 = !DILocalVariable(name: "w", scope: !419, file: !2, line: 31, type: !118)
!425 = !DILocalVariable(name: "p", scope: !419, file: !2, line: 31, type: !43)
!426 = !DILocalVariable(name: "i", scope: !427, file: !2, line: 31, type: !256)
!427 = distinct !DILexicalBlock(scope: !419, file: !2, line: 31, column: 1)
!428 = !DILocation(line: 0, scope: !419)
!429 = !DILocation(line: 31, column: 1, scope: !419)
!430 = !DILocation(line: 0, scope: !427)
!431 = !DILocation(line: 31, column: 1, scope: !432)
!432 = distinct !DILexicalBlock(scope: !427, file: !2, line: 31, column: 1)
!433 = distinct !DISubprogram(name: "sum_s5", scope: !2, file: !2, line: 31, type: !128, scopeLine: 31, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !40, retainedNodes: !434)
!434 = !{!435}
!435 = !DILocalVariable(name: "v", arg: 1, scope: !433, file: !2, line: 31, type: !118)
!436 = !DILocation(line: 0, scope: !433)
!437 = !DILocation(line: 31, column: 1, scope: !433)
!438 = distinct !DISubprogram(name: "mutate_s5", scope: !2, file: !2, line: 31, type: !128, scopeLine: 31, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !40, retainedNodes: !439)
!439 = !{!440, !441}
!440 = !DILocalVariable(name: "v", arg: 1, scope: !438, file: !2, line: 31, type: !118)
!441 = !DILocalVariable(name: "p", scope: !438, file: !2, line: 31, type: !43)
!442 = !DILocation(line: 31, column: 1, scope: !438)
!443 = !DILocation(line: 0, scope: !438)
!444 = distinct !DISubprogram(name: "late_s5", scope: !2, file: !2, line: 31, type: !445, scopeLine: 31, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !40, retainedNodes: !447)
!445 = !DISubroutineType(cc: DW_CC_nocall, types: !446)
!446 = !{!46, !46, !46, !46, !46, !46, !46, !118, !42, !118}
!447 = !{!448, !449, !450, !451, !452, !453, !454, !455, !456}
!448 = !DILocalVariable(name: "a", arg: 1, scope: !444, file: !2, line: 31, type: !46)
!449 = !DILocalVariable(name: "b", arg: 2, scope: !444, file: !2, line: 31, type: !46)
!450 = !DILocalVariable(name: "c", arg: 3, scope: !444, file: !2, line: 31, type: !46)
!451 = !DILocalVariable(name: "d", arg: 4, scope: !444, file: !2, line: 31, type: !46)
!452 = !DILocalVariable(name: "e", arg: 5, scope: !444, file: !2, line: 31, type: !46)
!453 = !DILocalVariable(name: "f", arg: 6, scope: !444, file: !2, line: 31, type: !46)
!454 = !DILocalVariable(name: "v", arg: 7, scope: !444, file: !2, line: 31, type: !118)
!455 = !DILocalVariable(name: "g", arg: 8, scope: !444, file: !2, line: 31, type: !42)
!456 = !DILocalVariable(name: "w", arg: 9, scope: !444, file: !2, line: 31, type: !118)
!457 = !DILocation(line: 0, scope: !444)
!458 = !DILocation(line: 31, column: 1, scope: !444)
!459 = distinct !DISubprogram(name: "twice_s6", scope: !2, file: !2, line: 32, type: !460, scopeLine: 32, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !40, retainedNodes: !462)
!460 = !DISubroutineType(cc: DW_CC_nocall, types: !461)
!461 = !{!134, !134}
!462 = !{!463, !464, !465, !466}
!463 = !DILocalVariable(name: "v", arg: 1, scope: !459, file: !2, line: 32, type: !134)
!464 = !DILocalVariable(name: "w", scope: !459, file: !2, line: 32, type: !134)
!465 = !DILocalVariable(name: "p", scope: !459, file: !2, line: 32, type: !43)
!466 = !DILocalVariable(name: "i", scope: !467, file: !2, line: 32, type: !256)
!467 = distinct !DILexicalBlock(scope: !459, file: !2, line: 32, column: 1)
!468 = !DILocation(line: 0, scope: !459)
!469 = !DILocation(line: 32, column: 1, scope: !459)
!470 = distinct !DISubprogram(name: "sum_s6", scope: !2, file: !2, line: 32, type: !143, scopeLine: 32, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !40, retainedNodes: !471)
!471 = !{!472}
!472 = !DILocalVariable(name: "v", arg: 1, scope: !470, file: !2, line: 32, type: !134)
!473 = !DILocation(line: 0, scope: !470)
!474 = !DILocation(line: 32, column: 1, scope: !470)
!475 = distinct !DISubprogram(name: "mutate_s6", scope: !2, file: !2, line: 32, type: !476, scopeLine: 32, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !40, retainedNodes: !477)
!476 = !DISubroutineType(cc: DW_CC_nocall, types: !144)
!477 = !{!478, !479}
!478 = !DILocalVariable(name: "v", arg: 1, scope: !475, file: !2, line: 32, type: !134)
!479 = !DILocalVariable(name: "p", scope: !475, file: !2, line: 32, type: !43)
!480 = !DILocation(line: 0, scope: !475)
!481 = !DILocation(line: 32, column: 1, scope: !475)
!482 = distinct !DISubprogram(name: "late_s6", scope: !2, file: !2, line: 32, type: !483, scopeLine: 32, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !40, retainedNodes: !485)
!483 = !DISubroutineType(cc: DW_CC_nocall, types: !484)
!484 = !{!46, !46, !46, !46, !46, !46, !46, !134, !42, !134}
!485 = !{!486, !487, !488, !489, !490, !491, !492, !493, !494}
!486 = !DILocalVariable(name: "a", arg: 1, scope: !482, file: !2, line: 32, type: !46)
!487 = !DILocalVariable(name: "b", arg: 2, scope: !482, file: !2, line: 32, type: !46)
!488 = !DILocalVariable(name: "c", arg: 3, scope: !482, file: !2, line: 32, type: !46)
!489 = !DILocalVariable(name: "d", arg: 4, scope: !482, file: !2, line: 32, type: !46)
!490 = !DILocalVariable(name: "e", arg: 5, scope: !482, file: !2, line: 32, type: !46)
!491 = !DILocalVariable(name: "f", arg: 6, scope: !482, file: !2, line: 32, type: !46)
!492 = !DILocalVariable(name: "v", arg: 7, scope: !482, file: !2, line: 32, type: !134)
!493 = !DILocalVariable(name: "g", arg: 8, scope: !482, file: !2, line: 32, type: !42)
!494 = !DILocalVariable(name: "w", arg: 9, scope: !482, file: !2, line: 32, type: !134)
!495 = !DILocation(line: 0, scope: !482)
!496 = !DILocation(line: 32, column: 1, scope: !482)
!497 = distinct !DISubprogram(name: "twice_s7", scope: !2, file: !2, line: 33, type: !498, scopeLine: 33, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !40, retainedNodes: !500)
!498 = !DISubroutineType(cc: DW_CC_nocall, types: !499)
!499 = !{!149, !149}
!500 = !{!501, !502, !503, !504}
!501 = !DILocalVariable(name: "v", arg: 1, scope: !497, file: !2, line: 33, type: !149)
!502 = !DILocalVariable(name: "w", scope: !497, file: !2, line: 33, type: !149)
!503 = !DILocalVariable(name: "p", scope: !497, file: !2, line: 33, type: !43)
!504 = !DILocalVariable(name: "i", scope: !505, file: !2, line: 33, type: !256)
!505 = distinct !DILexicalBlock(scope: !497, file: !2, line: 33, column: 1)
!506 = !DILocation(line: 0, scope: !497)
!507 = !DILocation(line: 33, column: 1, scope: !497)
!508 = distinct !DISubprogram(name: "sum_s7", scope: !2, file: !2, line: 33, type: !158, scopeLine: 33, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !40, retainedNodes: !509)
!509 = !{!510}
!510 = !DILocalVariable(name: "v", arg: 1, scope: !508, file: !2, line: 33, type: !149)
!511 = !DILocation(line: 0, scope: !508)
!512 = !DILocation(line: 33, column: 1, scope: !508)
!513 = distinct !DISubprogram(name: "mutate_s7", scope: !2, file: !2, line: 33, type: !514, scopeLine: 33, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !40, retainedNodes: !515)
!514 = !DISubroutineType(cc: DW_CC_nocall, types: !159)
!515 = !{!516, !517}
!516 = !DILocalVariable(name: "v", arg: 1, scope: !513, file: !2, line: 33, type: !149)
!517 = !DILocalVariable(name: "p", scope: !513, file: !2, line: 33, type: !43)
!518 = !DILocation(line: 0, scope: !513)
!519 = !DILocation(line: 33, column: 1, scope: !513)
!520 = distinct !DISubprogram(name: "late_s7", scope: !2, file: !2, line: 33, type: !521, scopeLine: 33, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !40, retainedNodes: !523)
!521 = !DISubroutineType(cc: DW_CC_nocall, types: !522)
!522 = !{!46, !46, !46, !46, !46, !46, !46, !149, !42, !149}
!523 = !{!524, !525, !526, !527, !528, !529, !530, !531, !532}
!524 = !DILocalVariable(name: "a", arg: 1, scope: !520, file: !2, line: 33, type: !46)
!525 = !DILocalVariable(name: "b", arg: 2, scope: !520, file: !2, line: 33, type: !46)
!526 = !DILocalVariable(name: "c", arg: 3, scope: !520, file: !2, line: 33, type: !46)
!527 = !DILocalVariable(name: "d", arg: 4, scope: !520, file: !2, line: 33, type: !46)
!528 = !DILocalVariable(name: "e", arg: 5, scope: !520, file: !2, line: 33, type: !46)
!529 = !DILocalVariable(name: "f", arg: 6, scope: !520, file: !2, line: 33, type: !46)
!530 = !DILocalVariable(name: "v", arg: 7, scope: !520, file: !2, line: 33, type: !149)
!531 = !DILocalVariable(name: "g", arg: 8, scope: !520, file: !2, line: 33, type: !42)
!532 = !DILocalVariable(name: "w", arg: 9, scope: !520, file: !2, line: 33, type: !149)
!533 = !DILocation(line: 0, scope: !520)
!534 = !DILocation(line: 33, column: 1, scope: !520)
!535 = distinct !DISubprogram(name: "twice_s8a", scope: !2, file: !2, line: 34, type: !536, scopeLine: 34, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !40, retainedNodes: !538)
!536 = !DISubroutineType(cc: DW_CC_nocall, types: !537)
!537 = !{!164, !164}
!538 = !{!539, !540, !541, !542}
!539 = !DILocalVariable(name: "v", arg: 1, scope: !535, file: !2, line: 34, type: !164)
!540 = !DILocalVariable(name: "w", scope: !535, file: !2, line: 34, type: !164)
!541 = !DILocalVariable(name: "p", scope: !535, file: !2, line: 34, type: !43)
!542 = !DILocalVariable(name: "i", scope: !543, file: !2, line: 34, type: !256)
!543 = distinct !DILexicalBlock(scope: !535, file: !2, line: 34, column: 1)
!544 = !DILocation(line: 0, scope: !535)
!545 = !DILocation(line: 34, column: 1, scope: !535)
!546 = distinct !DISubprogram(name: "sum_s8a", scope: !2, file: !2, line: 34, type: !172, scopeLine: 34, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !40, retainedNodes: !547)
!547 = !{!548}
!548 = !DILocalVariable(name: "v", arg: 1, scope: !546, file: !2, line: 34, type: !164)
!549 = !DILocation(line: 0, scope: !546)
!550 = !DILocation(line: 34, column: 1, scope: !546)
!551 = distinct !DISubprogram(name: "mutate_s8a", scope: !2, file: !2, line: 34, type: !552, scopeLine: 34, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !40, retainedNodes: !553)
!552 = !DISubroutineType(cc: DW_CC_nocall, types: !173)
!553 = !{!554, !555}
!554 = !DILocalVariable(name: "v", arg: 1, scope: !551, file: !2, line: 34, type: !164)
!555 = !DILocalVariable(name: "p", scope: !551, file: !2, line: 34, type: !43)
!556 = !DILocation(line: 0, scope: !551)
!557 = !DILocation(line: 34, column: 1, scope: !551)
!558 = distinct !DISubprogram(name: "late_s8a", scope: !2, file: !2, line: 34, type: !559, scopeLine: 34, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !40, retainedNodes: !561)
!559 = !DISubroutineType(cc: DW_CC_nocall, types: !560)
!560 = !{!46, !46, !46, !46, !46, !46, !46, !164, !42, !164}
!561 = !{!562, !563, !564, !565, !566, !567, !568, !569, !570}
!562 = !DILocalVariable(name: "a", arg: 1, scope: !558, file: !2, line: 34, type: !46)
!563 = !DILocalVariable(name: "b", arg: 2, scope: !558, file: !2, line: 34, type: !46)
!564 = !DILocalVariable(name: "c", arg: 3, scope: !558, file: !2, line: 34, type: !46)
!565 = !DILocalVariable(name: "d", arg: 4, scope: !558, file: !2, line: 34, type: !46)
!566 = !DILocalVariable(name: "e", arg: 5, scope: !558, file: !2, line: 34, type: !46)
!567 = !DILocalVariable(name: "f", arg: 6, scope: !558, file: !2, line: 34, type: !46)
!568 = !DILocalVariable(name: "v", arg: 7, scope: !558, file: !2, line: 34, type: !164)
!569 = !DILocalVariable(name: "g", arg: 8, scope: !558, file: !2, line: 34, type: !42)
!570 = !DILocalVariable(name: "w", arg: 9, scope: !558, file: !2, line: 34, type: !164)
!571 = !DILocation(line: 0, scope: !558)
!572 = !DILocation(line: 34, column: 1, scope: !558)
!573 = distinct !DISubprogram(name: "twice_s8b", scope: !2, file: !2, line: 35, type: !574, scopeLine: 35, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !40, retainedNodes: !576)
!574 = !DISubroutineType(cc: DW_CC_nocall, types: !575)
!575 = !{!178, !178}
!576 = !{!577, !578, !579, !580}
!577 = !DILocalVariable(name: "v", arg: 1, scope: !573, file: !2, line: 35, type: !178)
!578 = !DILocalVariable(name: "w", scope: !573, file: !2, line: 35, type: !178)
!579 = !DILocalVariable(name: "p", scope: !573, file: !2, line: 35, type: !43)
!580 = !DILocalVariable(name: "i", scope: !581, file: !2, line: 35, type: !256)
!581 = distinct !DILexicalBlock(scope: !573, file: !2, line: 35, column: 1)
!582 = !DILocation(line: 0, scope: !573)
!583 = !DILocation(line: 35, column: 1, scope: !573)
!584 = distinct !DISubprogram(name: "sum_s8b", scope: !2, file: !2, line: 35, type: !188, scopeLine: 35, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !40, retainedNodes: !585)
!585 = !{!586}
!586 = !DILocalVariable(name: "v", arg: 1, scope: !584, file: !2, line: 35, type: !178)
!587 = !DILocation(line: 0, scope: !584)
!588 = !DILocation(line: 35, column: 1, scope: !584)
!589 = distinct !DISubprogram(name: "mutate_s8b", scope: !2, file: !2, line: 35, type: !590, scopeLine: 35, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !40, retainedNodes: !591)
!590 = !DISubroutineType(cc: DW_CC_nocall, types: !189)
!591 = !{!592, !593}
!592 = !DILocalVariable(name: "v", arg: 1, scope: !589, file: !2, line: 35, type: !178)
!593 = !DILocalVariable(name: "p", scope: !589, file: !2, line: 35, type: !43)
!594 = !DILocation(line: 0, scope: !589)
!595 = !DILocation(line: 35, column: 1, scope: !589)
!596 = distinct !DISubprogram(name: "late_s8b", scope: !2, file: !2, line: 35, type: !597, scopeLine: 35, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !40, retainedNodes: !599)
!597 = !DISubroutineType(cc: DW_CC_nocall, types: !598)
!598 = !{!46, !46, !46, !46, !46, !46, !46, !178, !42, !178}
!599 = !{!600, !601, !602, !603, !604, !605, !606, !607, !608}
!600 = !DILocalVariable(name: "a", arg: 1, scope: !596, file: !2, line: 35, type: !46)
!601 = !DILocalVariable(name: "b", arg: 2, scope: !596, file: !2, line: 35, type: !46)
!602 = !DILocalVariable(name: "c", arg: 3, scope: !596, file: !2, line: 35, type: !46)
!603 = !DILocalVariable(name: "d", arg: 4, scope: !596, file: !2, line: 35, type: !46)
!604 = !DILocalVariable(name: "e", arg: 5, scope: !596, file: !2, line: 35, type: !46)
!605 = !DILocalVariable(name: "f", arg: 6, scope: !596, file: !2, line: 35, type: !46)
!606 = !DILocalVariable(name: "v", arg: 7, scope: !596, file: !2, line: 35, type: !178)
!607 = !DILocalVariable(name: "g", arg: 8, scope: !596, file: !2, line: 35, type: !42)
!608 = !DILocalVariable(name: "w", arg: 9, scope: !596, file: !2, line: 35, type: !178)
!609 = !DILocation(line: 0, scope: !596)
!610 = !DILocation(line: 35, column: 1, scope: !596)
!611 = distinct !DISubprogram(name: "twice_s8c", scope: !2, file: !2, line: 36, type: !612, scopeLine: 36, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !40, retainedNodes: !614)
!612 = !DISubroutineType(cc: DW_CC_nocall, types: !613)
!613 = !{!194, !194}
!614 = !{!615, !616, !617, !618}
!615 = !DILocalVariable(name: "v", arg: 1, scope: !611, file: !2, line: 36, type: !194)
!616 = !DILocalVariable(name: "w", scope: !611, file: !2, line: 36, type: !194)
!617 = !DILocalVariable(name: "p", scope: !611, file: !2, line: 36, type: !43)
!618 = !DILocalVariable(name: "i", scope: !619, file: !2, line: 36, type: !256)
!619 = distinct !DILexicalBlock(scope: !611, file: !2, line: 36, column: 1)
!620 = !DILocation(line: 0, scope: !611)
!621 = !DILocation(line: 36, column: 1, scope: !611)
!622 = distinct !DISubprogram(name: "sum_s8c", scope: !2, file: !2, line: 36, type: !201, scopeLine: 36, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !40, retainedNodes: !623)
!623 = !{!624}
!624 = !DILocalVariable(name: "v", arg: 1, scope: !622, file: !2, line: 36, type: !194)
!625 = !DILocation(line: 0, scope: !622)
!626 = !DILocation(line: 36, column: 1, scope: !622)
!627 = distinct !DISubprogram(name: "mutate_s8c", scope: !2, file: !2, line: 36, type: !628, scopeLine: 36, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !40, retainedNodes: !629)
!628 = !DISubroutineType(cc: DW_CC_nocall, types: !202)
!629 = !{!630, !631}
!630 = !DILocalVariable(name: "v", arg: 1, scope: !627, file: !2, line: 36, type: !194)
!631 = !DILocalVariable(name: "p", scope: !627, file: !2, line: 36, type: !43)
!632 = !DILocation(line: 0, scope: !627)
!633 = !DILocation(line: 36, column: 1, scope: !627)
!634 = distinct !DISubprogram(name: "late_s8c", scope: !2, file: !2, line: 36, type: !635, scopeLine: 36, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !40, retainedNodes: !637)
!635 = !DISubroutineType(cc: DW_CC_nocall, types: !636)
!636 = !{!46, !46, !46, !46, !46, !46, !46, !194, !42, !194}
!637 = !{!638, !639, !640, !641, !642, !643, !644, !645, !646}
!638 = !DILocalVariable(name: "a", arg: 1, scope: !634, file: !2, line: 36, type: !46)
!639 = !DILocalVariable(name: "b", arg: 2, scope: !634, file: !2, line: 36, type: !46)
!640 = !DILocalVariable(name: "c", arg: 3, scope: !634, file: !2, line: 36, type: !46)
!641 = !DILocalVariable(name: "d", arg: 4, scope: !634, file: !2, line: 36, type: !46)
!642 = !DILocalVariable(name: "e", arg: 5, scope: !634, file: !2, line: 36, type: !46)
!643 = !DILocalVariable(name: "f", arg: 6, scope: !634, file: !2, line: 36, type: !46)
!644 = !DILocalVariable(name: "v", arg: 7, scope: !634, file: !2, line: 36, type: !194)
!645 = !DILocalVariable(name: "g", arg: 8, scope: !634, file: !2, line: 36, type: !42)
!646 = !DILocalVariable(name: "w", arg: 9, scope: !634, file: !2, line: 36, type: !194)
!647 = !DILocation(line: 0, scope: !634)
!648 = !DILocation(line: 36, column: 1, scope: !634)
!649 = distinct !DISubprogram(name: "make_s7b", scope: !2, file: !2, line: 37, type: !650, scopeLine: 37, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !40, retainedNodes: !652)
!650 = !DISubroutineType(cc: DW_CC_nocall, types: !651)
!651 = !{!207, !42}
!652 = !{!653, !654, !655}
!653 = !DILocalVariable(name: "k", arg: 1, scope: !649, file: !2, line: 37, type: !42)
!654 = !DILocalVariable(name: "v", scope: !649, file: !2, line: 37, type: !207)
!655 = !DILocalVariable(name: "i", scope: !656, file: !2, line: 37, type: !42)
!656 = distinct !DILexicalBlock(scope: !649, file: !2, line: 37, column: 1)
!657 = !DILocation(line: 0, scope: !649)
!658 = !DILocation(line: 37, column: 1, scope: !649)
!659 = distinct !DISubprogram(name: "twice_s7b", scope: !2, file: !2, line: 37, type: !660, scopeLine: 37, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !40, retainedNodes: !662)
!660 = !DISubroutineType(types: !661)
!661 = !{!207, !207}
!662 = !{!663, !664, !665, !666}
!663 = !DILocalVariable(name: "v", arg: 1, scope: !659, file: !2, line: 37, type: !207)
!664 = !DILocalVariable(name: "w", scope: !659, file: !2, line: 37, type: !207)
!665 = !DILocalVariable(name: "p", scope: !659, file: !2, line: 37, type: !43)
!666 = !DILocalVariable(name: "i", scope: !667, file: !2, line: 37, type: !256)
!667 = distinct !DILexicalBlock(scope: !659, file: !2, line: 37, column: 1)
!668 = !DILocation(line: 0, scope: !659)
!669 = !DILocation(line: 37, column: 1, scope: !659)
!670 = !DILocation(line: 0, scope: !667)
!671 = !DILocation(line: 37, column: 1, scope: !672)
!672 = distinct !DILexicalBlock(scope: !667, file: !2, line: 37, column: 1)
!673 = distinct !DISubprogram(name: "sum_s7b", scope: !2, file: !2, line: 37, type: !217, scopeLine: 37, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !40, retainedNodes: !674)
!674 = !{!675}
!675 = !DILocalVariable(name: "v", arg: 1, scope: !673, file: !2, line: 37, type: !207)
!676 = !DILocation(line: 0, scope: !673)
!677 = !DILocation(line: 37, column: 1, scope: !673)
!678 = distinct !DISubprogram(name: "mutate_s7b", scope: !2, file: !2, line: 37, type: !217, scopeLine: 37, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !40, retainedNodes: !679)
!679 = !{!680, !681}
!680 = !DILocalVariable(name: "v", arg: 1, scope: !678, file: !2, line: 37, type: !207)
!681 = !DILocalVariable(name: "p", scope: !678, file: !2, line: 37, type: !43)
!682 = !DILocation(line: 37, column: 1, scope: !678)
!683 = !DILocation(line: 0, scope: !678)
!684 = distinct !DISubprogram(name: "late_s7b", scope: !2, file: !2, line: 37, type: !685, scopeLine: 37, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !40, retainedNodes: !687)
!685 = !DISubroutineType(cc: DW_CC_nocall, types: !686)
!686 = !{!46, !46, !46, !46, !46, !46, !46, !207, !42, !207}
!687 = !{!688, !689, !690, !691, !692, !693, !694, !695, !696}
!688 = !DILocalVariable(name: "a", arg: 1, scope: !684, file: !2, line: 37, type: !46)
!689 = !DILocalVariable(name: "b", arg: 2, scope: !684, file: !2, line: 37, type: !46)
!690 = !DILocalVariable(name: "c", arg: 3, scope: !684, file: !2, line: 37, type: !46)
!691 = !DILocalVariable(name: "d", arg: 4, scope: !684, file: !2, line: 37, type: !46)
!692 = !DILocalVariable(name: "e", arg: 5, scope: !684, file: !2, line: 37, type: !46)
!693 = !DILocalVariable(name: "f", arg: 6, scope: !684, file: !2, line: 37, type: !46)
!694 = !DILocalVariable(name: "v", arg: 7, scope: !684, file: !2, line: 37, type: !207)
!695 = !DILocalVariable(name: "g", arg: 8, scope: !684, file: !2, line: 37, type: !42)
!696 = !DILocalVariable(name: "w", arg: 9, scope: !684, file: !2, line: 37, type: !207)
!697 = !DILocation(line: 0, scope: !684)
!698 = !DILocation(line: 37, column: 1, scope: !684)
