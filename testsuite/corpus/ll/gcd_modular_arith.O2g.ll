; ModuleID = 'programs/gcd_modular_arith.c'
source_filename = "programs/gcd_modular_arith.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@__const.main.pairs = private unnamed_addr constant [7 x [2 x i64]] [[2 x i64] [i64 0, i64 5], [2 x i64] [i64 48, i64 18], [2 x i64] [i64 1071, i64 462], [2 x i64] [i64 -1, i64 -2], [2 x i64] [i64 4611686018427387904, i64 3298534883328], [2 x i64] [i64 12345678901234567, i64 98765432109876543], [2 x i64] [i64 600851475143, i64 486847]], align 16
@.str = private unnamed_addr constant [21 x i8] c"gcd(%llu,%llu)=%llu\0A\00", align 1, !dbg !0
@__const.main.ea = private unnamed_addr constant [4 x i64] [i64 240, i64 -240, i64 17, i64 1000000007], align 16
@__const.main.eb = private unnamed_addr constant [4 x i64] [i64 46, i64 46, i64 -5, i64 998244353], align 16
@.str.1 = private unnamed_addr constant [45 x i8] c"egcd(%lld,%lld)=%lld x=%lld y=%lld check=%d\0A\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [21 x i8] c"inv=%llu check=%llu\0A\00", align 1, !dbg !12
@.str.3 = private unnamed_addr constant [25 x i8] c"crt=%llu mods %llu %llu\0A\00", align 1, !dbg !14
@.str.4 = private unnamed_addr constant [32 x i8] c"primes near 2^64: %d last=%llu\0A\00", align 1, !dbg !19
@.str.5 = private unnamed_addr constant [60 x i8] c"mersenne 2^61-1 prime=%d, 2^61+1 prime=%d, 1e18+9 prime=%d\0A\00", align 1, !dbg !24
@is_prime.small = internal unnamed_addr constant [12 x i64] [i64 2, i64 3, i64 5, i64 7, i64 11, i64 13, i64 17, i64 19, i64 23, i64 29, i64 31, i64 37], align 16, !dbg !29

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 !dbg !77 {
  %1 = alloca i64, align 16, !DIAssignID !123
    #dbg_assign(i1 undef, !81, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !123, ptr %1, !DIExpression(), !124)
  %2 = alloca i64, align 8, !DIAssignID !125
    #dbg_assign(i1 undef, !81, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !125, ptr %2, !DIExpression(), !124)
  %3 = alloca i64, align 16, !DIAssignID !126
    #dbg_assign(i1 undef, !81, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !126, ptr %3, !DIExpression(), !124)
  %4 = alloca i64, align 8, !DIAssignID !127
    #dbg_assign(i1 undef, !81, !DIExpression(DW_OP_LLVM_fragment, 192, 64), !127, ptr %4, !DIExpression(), !124)
  %5 = alloca i64, align 16, !DIAssignID !128
    #dbg_assign(i1 undef, !81, !DIExpression(DW_OP_LLVM_fragment, 256, 64), !128, ptr %5, !DIExpression(), !124)
  %6 = alloca i64, align 8, !DIAssignID !129
    #dbg_assign(i1 undef, !81, !DIExpression(DW_OP_LLVM_fragment, 320, 64), !129, ptr %6, !DIExpression(), !124)
  %7 = alloca i64, align 16, !DIAssignID !130
    #dbg_assign(i1 undef, !81, !DIExpression(DW_OP_LLVM_fragment, 384, 64), !130, ptr %7, !DIExpression(), !124)
  %8 = alloca i64, align 8, !DIAssignID !131
    #dbg_assign(i1 undef, !81, !DIExpression(DW_OP_LLVM_fragment, 448, 64), !131, ptr %8, !DIExpression(), !124)
  %9 = alloca i64, align 16, !DIAssignID !132
    #dbg_assign(i1 undef, !81, !DIExpression(DW_OP_LLVM_fragment, 512, 64), !132, ptr %9, !DIExpression(), !124)
  %10 = alloca i64, align 8, !DIAssignID !133
    #dbg_assign(i1 undef, !81, !DIExpression(DW_OP_LLVM_fragment, 576, 64), !133, ptr %10, !DIExpression(), !124)
  %11 = alloca i64, align 16, !DIAssignID !134
    #dbg_assign(i1 undef, !81, !DIExpression(DW_OP_LLVM_fragment, 640, 64), !134, ptr %11, !DIExpression(), !124)
  %12 = alloca i64, align 8, !DIAssignID !135
    #dbg_assign(i1 undef, !81, !DIExpression(DW_OP_LLVM_fragment, 704, 64), !135, ptr %12, !DIExpression(), !124)
  %13 = alloca i64, align 16, !DIAssignID !136
    #dbg_assign(i1 undef, !81, !DIExpression(DW_OP_LLVM_fragment, 768, 64), !136, ptr %13, !DIExpression(), !124)
  %14 = alloca i64, align 8, !DIAssignID !137
    #dbg_assign(i1 undef, !81, !DIExpression(DW_OP_LLVM_fragment, 832, 64), !137, ptr %14, !DIExpression(), !124)
  %15 = alloca i64, align 8, !DIAssignID !138
    #dbg_assign(i1 undef, !96, !DIExpression(), !138, ptr %15, !DIExpression(), !124)
  %16 = alloca i64, align 8, !DIAssignID !139
    #dbg_assign(i1 undef, !97, !DIExpression(), !139, ptr %16, !DIExpression(), !124)
  %17 = alloca i64, align 16, !DIAssignID !140
    #dbg_assign(i1 undef, !98, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !140, ptr %17, !DIExpression(), !124)
  %18 = alloca i64, align 8, !DIAssignID !141
    #dbg_assign(i1 undef, !98, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !141, ptr %18, !DIExpression(), !124)
  %19 = alloca i64, align 16, !DIAssignID !142
    #dbg_assign(i1 undef, !98, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !142, ptr %19, !DIExpression(), !124)
  %20 = alloca i64, align 8, !DIAssignID !143
    #dbg_assign(i1 undef, !98, !DIExpression(DW_OP_LLVM_fragment, 192, 64), !143, ptr %20, !DIExpression(), !124)
  %21 = alloca i64, align 16, !DIAssignID !144
    #dbg_assign(i1 undef, !103, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !144, ptr %21, !DIExpression(), !124)
  %22 = alloca i64, align 8, !DIAssignID !145
    #dbg_assign(i1 undef, !103, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !145, ptr %22, !DIExpression(), !124)
  %23 = alloca i64, align 16, !DIAssignID !146
    #dbg_assign(i1 undef, !103, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !146, ptr %23, !DIExpression(), !124)
  %24 = alloca i64, align 8, !DIAssignID !147
    #dbg_assign(i1 undef, !103, !DIExpression(DW_OP_LLVM_fragment, 192, 64), !147, ptr %24, !DIExpression(), !124)
  %25 = alloca i64, align 8, !DIAssignID !148
    #dbg_assign(i1 undef, !115, !DIExpression(), !148, ptr %25, !DIExpression(), !124)
  %26 = alloca i64, align 8, !DIAssignID !149
    #dbg_assign(i1 undef, !116, !DIExpression(), !149, ptr %26, !DIExpression(), !124)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1), !dbg !150
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2), !dbg !150
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3), !dbg !150
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4), !dbg !150
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %5), !dbg !150
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %6), !dbg !150
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %7), !dbg !150
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %8), !dbg !150
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %9), !dbg !150
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %10), !dbg !150
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %11), !dbg !150
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %12), !dbg !150
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %13), !dbg !150
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %14), !dbg !150
  %27 = load volatile i64, ptr @__const.main.pairs, align 16, !dbg !151
  store volatile i64 %27, ptr %1, align 16, !dbg !151, !DIAssignID !152
  %28 = load volatile i64, ptr getelementptr inbounds (i8, ptr @__const.main.pairs, i64 8), align 8, !dbg !151
  store volatile i64 %28, ptr %2, align 8, !dbg !151, !DIAssignID !153
  %29 = load volatile i64, ptr getelementptr inbounds (i8, ptr @__const.main.pairs, i64 16), align 16, !dbg !151
  store volatile i64 %29, ptr %3, align 16, !dbg !151, !DIAssignID !154
  %30 = load volatile i64, ptr getelementptr inbounds (i8, ptr @__const.main.pairs, i64 24), align 8, !dbg !151
  store volatile i64 %30, ptr %4, align 8, !dbg !151, !DIAssignID !155
  %31 = load volatile i64, ptr getelementptr inbounds (i8, ptr @__const.main.pairs, i64 32), align 16, !dbg !151
  store volatile i64 %31, ptr %5, align 16, !dbg !151, !DIAssignID !156
  %32 = load volatile i64, ptr getelementptr inbounds (i8, ptr @__const.main.pairs, i64 40), align 8, !dbg !151
  store volatile i64 %32, ptr %6, align 8, !dbg !151, !DIAssignID !157
  %33 = load volatile i64, ptr getelementptr inbounds (i8, ptr @__const.main.pairs, i64 48), align 16, !dbg !151
  store volatile i64 %33, ptr %7, align 16, !dbg !151, !DIAssignID !158
  %34 = load volatile i64, ptr getelementptr inbounds (i8, ptr @__const.main.pairs, i64 56), align 8, !dbg !151
  store volatile i64 %34, ptr %8, align 8, !dbg !151, !DIAssignID !159
  %35 = load volatile i64, ptr getelementptr inbounds (i8, ptr @__const.main.pairs, i64 64), align 16, !dbg !151
  store volatile i64 %35, ptr %9, align 16, !dbg !151, !DIAssignID !160
  %36 = load volatile i64, ptr getelementptr inbounds (i8, ptr @__const.main.pairs, i64 72), align 8, !dbg !151
  store volatile i64 %36, ptr %10, align 8, !dbg !151, !DIAssignID !161
  %37 = load volatile i64, ptr getelementptr inbounds (i8, ptr @__const.main.pairs, i64 80), align 16, !dbg !151
  store volatile i64 %37, ptr %11, align 16, !dbg !151, !DIAssignID !162
  %38 = load volatile i64, ptr getelementptr inbounds (i8, ptr @__const.main.pairs, i64 88), align 8, !dbg !151
  store volatile i64 %38, ptr %12, align 8, !dbg !151, !DIAssignID !163
  %39 = load volatile i64, ptr getelementptr inbounds (i8, ptr @__const.main.pairs, i64 96), align 16, !dbg !151
  store volatile i64 %39, ptr %13, align 16, !dbg !151, !DIAssignID !164
  %40 = load volatile i64, ptr getelementptr inbounds (i8, ptr @__const.main.pairs, i64 104), align 8, !dbg !151
  store volatile i64 %40, ptr %14, align 8, !dbg !151, !DIAssignID !165
    #dbg_assign(i64 %27, !81, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !152, ptr %1, !DIExpression(), !124)
    #dbg_assign(i64 %28, !81, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !153, ptr %2, !DIExpression(), !124)
    #dbg_assign(i64 %29, !81, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !154, ptr %3, !DIExpression(), !124)
    #dbg_assign(i64 %30, !81, !DIExpression(DW_OP_LLVM_fragment, 192, 64), !155, ptr %4, !DIExpression(), !124)
    #dbg_assign(i64 %31, !81, !DIExpression(DW_OP_LLVM_fragment, 256, 64), !156, ptr %5, !DIExpression(), !124)
    #dbg_assign(i64 %32, !81, !DIExpression(DW_OP_LLVM_fragment, 320, 64), !157, ptr %6, !DIExpression(), !124)
    #dbg_assign(i64 %33, !81, !DIExpression(DW_OP_LLVM_fragment, 384, 64), !158, ptr %7, !DIExpression(), !124)
    #dbg_assign(i64 %34, !81, !DIExpression(DW_OP_LLVM_fragment, 448, 64), !159, ptr %8, !DIExpression(), !124)
    #dbg_assign(i64 %35, !81, !DIExpression(DW_OP_LLVM_fragment, 512, 64), !160, ptr %9, !DIExpression(), !124)
    #dbg_assign(i64 %36, !81, !DIExpression(DW_OP_LLVM_fragment, 576, 64), !161, ptr %10, !DIExpression(), !124)
    #dbg_assign(i64 %37, !81, !DIExpression(DW_OP_LLVM_fragment, 640, 64), !162, ptr %11, !DIExpression(), !124)
    #dbg_assign(i64 %38, !81, !DIExpression(DW_OP_LLVM_fragment, 704, 64), !163, ptr %12, !DIExpression(), !124)
    #dbg_assign(i64 %39, !81, !DIExpression(DW_OP_LLVM_fragment, 768, 64), !164, ptr %13, !DIExpression(), !124)
    #dbg_assign(i64 %40, !81, !DIExpression(DW_OP_LLVM_fragment, 832, 64), !165, ptr %14, !DIExpression(), !124)
    #dbg_value(i32 0, !87, !DIExpression(), !124)
    #dbg_value(i64 0, !88, !DIExpression(), !166)
  %41 = load volatile i64, ptr %1, align 16, !dbg !167, !tbaa !168
    #dbg_value(i64 %41, !90, !DIExpression(), !172)
  %42 = load volatile i64, ptr %2, align 8, !dbg !173, !tbaa !168
    #dbg_value(i64 %42, !93, !DIExpression(), !172)
  %43 = tail call fastcc i64 @gcd_euclid(i64 noundef %41, i64 noundef %42), !dbg !174
    #dbg_value(i64 %43, !94, !DIExpression(), !172)
  %44 = tail call fastcc i64 @gcd_binary(i64 noundef %41, i64 noundef %42), !dbg !175
    #dbg_value(i64 %44, !95, !DIExpression(), !172)
  %45 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i64 noundef %41, i64 noundef %42, i64 noundef %43), !dbg !176
    #dbg_value(!DIArgList(i64 %43, i64 %44), !87, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_ne, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !124)
    #dbg_value(i64 1, !88, !DIExpression(), !166)
  %46 = load volatile i64, ptr %3, align 16, !dbg !167, !tbaa !168
    #dbg_value(i64 %46, !90, !DIExpression(), !172)
  %47 = load volatile i64, ptr %4, align 8, !dbg !173, !tbaa !168
    #dbg_value(i64 %47, !93, !DIExpression(), !172)
  %48 = tail call fastcc i64 @gcd_euclid(i64 noundef %46, i64 noundef %47), !dbg !174
    #dbg_value(i64 %48, !94, !DIExpression(), !172)
  %49 = tail call fastcc i64 @gcd_binary(i64 noundef %46, i64 noundef %47), !dbg !175
    #dbg_value(i64 %49, !95, !DIExpression(), !172)
  %50 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i64 noundef %46, i64 noundef %47, i64 noundef %48), !dbg !176
    #dbg_value(!DIArgList(i64 %43, i64 %48, i64 %49, i64 %44), !87, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 3, DW_OP_ne, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_arg, 1, DW_OP_LLVM_arg, 2, DW_OP_ne, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_stack_value), !124)
    #dbg_value(i64 2, !88, !DIExpression(), !166)
  %51 = load volatile i64, ptr %5, align 16, !dbg !167, !tbaa !168
    #dbg_value(i64 %51, !90, !DIExpression(), !172)
  %52 = load volatile i64, ptr %6, align 8, !dbg !173, !tbaa !168
    #dbg_value(i64 %52, !93, !DIExpression(), !172)
  %53 = tail call fastcc i64 @gcd_euclid(i64 noundef %51, i64 noundef %52), !dbg !174
    #dbg_value(i64 %53, !94, !DIExpression(), !172)
  %54 = tail call fastcc i64 @gcd_binary(i64 noundef %51, i64 noundef %52), !dbg !175
    #dbg_value(i64 %54, !95, !DIExpression(), !172)
  %55 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i64 noundef %51, i64 noundef %52, i64 noundef %53), !dbg !176
    #dbg_value(!DIArgList(i64 %43, i64 %53, i64 %54, i64 %48, i64 %49, i64 %44), !87, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 5, DW_OP_ne, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_arg, 3, DW_OP_LLVM_arg, 4, DW_OP_ne, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_LLVM_arg, 1, DW_OP_LLVM_arg, 2, DW_OP_ne, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_stack_value), !124)
    #dbg_value(i64 3, !88, !DIExpression(), !166)
  %56 = load volatile i64, ptr %7, align 16, !dbg !167, !tbaa !168
    #dbg_value(i64 %56, !90, !DIExpression(), !172)
  %57 = load volatile i64, ptr %8, align 8, !dbg !173, !tbaa !168
    #dbg_value(i64 %57, !93, !DIExpression(), !172)
  %58 = tail call fastcc i64 @gcd_euclid(i64 noundef %56, i64 noundef %57), !dbg !174
    #dbg_value(i64 %58, !94, !DIExpression(), !172)
  %59 = tail call fastcc i64 @gcd_binary(i64 noundef %56, i64 noundef %57), !dbg !175
    #dbg_value(i64 %59, !95, !DIExpression(), !172)
  %60 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i64 noundef %56, i64 noundef %57, i64 noundef %58), !dbg !176
    #dbg_value(!DIArgList(i64 %43, i64 %58, i64 %59, i64 %53, i64 %54, i64 %48, i64 %49, i64 %44), !87, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 7, DW_OP_ne, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_arg, 5, DW_OP_LLVM_arg, 6, DW_OP_ne, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_LLVM_arg, 3, DW_OP_LLVM_arg, 4, DW_OP_ne, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_LLVM_arg, 1, DW_OP_LLVM_arg, 2, DW_OP_ne, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_stack_value), !124)
    #dbg_value(i64 4, !88, !DIExpression(), !166)
  %61 = load volatile i64, ptr %9, align 16, !dbg !167, !tbaa !168
    #dbg_value(i64 %61, !90, !DIExpression(), !172)
  %62 = load volatile i64, ptr %10, align 8, !dbg !173, !tbaa !168
    #dbg_value(i64 %62, !93, !DIExpression(), !172)
  %63 = tail call fastcc i64 @gcd_euclid(i64 noundef %61, i64 noundef %62), !dbg !174
    #dbg_value(i64 %63, !94, !DIExpression(), !172)
  %64 = tail call fastcc i64 @gcd_binary(i64 noundef %61, i64 noundef %62), !dbg !175
    #dbg_value(i64 %64, !95, !DIExpression(), !172)
  %65 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i64 noundef %61, i64 noundef %62, i64 noundef %63), !dbg !176
    #dbg_value(!DIArgList(i64 %43, i64 %63, i64 %64, i64 %58, i64 %59, i64 %53, i64 %54, i64 %48, i64 %49, i64 %44), !87, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 9, DW_OP_ne, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_arg, 7, DW_OP_LLVM_arg, 8, DW_OP_ne, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_LLVM_arg, 5, DW_OP_LLVM_arg, 6, DW_OP_ne, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_LLVM_arg, 3, DW_OP_LLVM_arg, 4, DW_OP_ne, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_LLVM_arg, 1, DW_OP_LLVM_arg, 2, DW_OP_ne, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_stack_value), !124)
    #dbg_value(i64 5, !88, !DIExpression(), !166)
  %66 = load volatile i64, ptr %11, align 16, !dbg !167, !tbaa !168
    #dbg_value(i64 %66, !90, !DIExpression(), !172)
  %67 = load volatile i64, ptr %12, align 8, !dbg !173, !tbaa !168
    #dbg_value(i64 %67, !93, !DIExpression(), !172)
  %68 = tail call fastcc i64 @gcd_euclid(i64 noundef %66, i64 noundef %67), !dbg !174
    #dbg_value(i64 %68, !94, !DIExpression(), !172)
  %69 = tail call fastcc i64 @gcd_binary(i64 noundef %66, i64 noundef %67), !dbg !175
    #dbg_value(i64 %69, !95, !DIExpression(), !172)
  %70 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i64 noundef %66, i64 noundef %67, i64 noundef %68), !dbg !176
    #dbg_value(!DIArgList(i64 %43, i64 %68, i64 %69, i64 %63, i64 %64, i64 %58, i64 %59, i64 %53, i64 %54, i64 %48, i64 %49, i64 %44), !87, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 11, DW_OP_ne, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_arg, 9, DW_OP_LLVM_arg, 10, DW_OP_ne, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_LLVM_arg, 7, DW_OP_LLVM_arg, 8, DW_OP_ne, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_LLVM_arg, 5, DW_OP_LLVM_arg, 6, DW_OP_ne, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_LLVM_arg, 3, DW_OP_LLVM_arg, 4, DW_OP_ne, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_LLVM_arg, 1, DW_OP_LLVM_arg, 2, DW_OP_ne, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_stack_value), !124)
    #dbg_value(i64 6, !88, !DIExpression(), !166)
  %71 = load volatile i64, ptr %13, align 16, !dbg !167, !tbaa !168
    #dbg_value(i64 %71, !90, !DIExpression(), !172)
  %72 = load volatile i64, ptr %14, align 8, !dbg !173, !tbaa !168
    #dbg_value(i64 %72, !93, !DIExpression(), !172)
  %73 = tail call fastcc i64 @gcd_euclid(i64 noundef %71, i64 noundef %72), !dbg !174
    #dbg_value(i64 %73, !94, !DIExpression(), !172)
  %74 = tail call fastcc i64 @gcd_binary(i64 noundef %71, i64 noundef %72), !dbg !175
    #dbg_value(i64 %74, !95, !DIExpression(), !172)
  %75 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i64 noundef %71, i64 noundef %72, i64 noundef %73), !dbg !176
    #dbg_value(!DIArgList(i32 %287, i32 %289), !87, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !124)
    #dbg_value(i64 7, !88, !DIExpression(), !166)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %15) #7, !dbg !177
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %16) #7, !dbg !177
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %17), !dbg !178
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %18), !dbg !178
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %19), !dbg !178
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %20), !dbg !178
  %76 = load volatile i64, ptr @__const.main.ea, align 16, !dbg !179
  store volatile i64 %76, ptr %17, align 16, !dbg !179, !DIAssignID !180
  %77 = load volatile i64, ptr getelementptr inbounds (i8, ptr @__const.main.ea, i64 8), align 8, !dbg !179
  store volatile i64 %77, ptr %18, align 8, !dbg !179, !DIAssignID !181
  %78 = load volatile i64, ptr getelementptr inbounds (i8, ptr @__const.main.ea, i64 16), align 16, !dbg !179
  store volatile i64 %78, ptr %19, align 16, !dbg !179, !DIAssignID !182
  %79 = load volatile i64, ptr getelementptr inbounds (i8, ptr @__const.main.ea, i64 24), align 8, !dbg !179
  store volatile i64 %79, ptr %20, align 8, !dbg !179, !DIAssignID !183
    #dbg_assign(i64 %76, !98, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !180, ptr %17, !DIExpression(), !124)
    #dbg_assign(i64 %77, !98, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !181, ptr %18, !DIExpression(), !124)
    #dbg_assign(i64 %78, !98, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !182, ptr %19, !DIExpression(), !124)
    #dbg_assign(i64 %79, !98, !DIExpression(DW_OP_LLVM_fragment, 192, 64), !183, ptr %20, !DIExpression(), !124)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %21), !dbg !184
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %22), !dbg !184
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %23), !dbg !184
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %24), !dbg !184
  %80 = load volatile i64, ptr @__const.main.eb, align 16, !dbg !185
  store volatile i64 %80, ptr %21, align 16, !dbg !185, !DIAssignID !186
  %81 = load volatile i64, ptr getelementptr inbounds (i8, ptr @__const.main.eb, i64 8), align 8, !dbg !185
  store volatile i64 %81, ptr %22, align 8, !dbg !185, !DIAssignID !187
  %82 = load volatile i64, ptr getelementptr inbounds (i8, ptr @__const.main.eb, i64 16), align 16, !dbg !185
  store volatile i64 %82, ptr %23, align 16, !dbg !185, !DIAssignID !188
  %83 = load volatile i64, ptr getelementptr inbounds (i8, ptr @__const.main.eb, i64 24), align 8, !dbg !185
  store volatile i64 %83, ptr %24, align 8, !dbg !185, !DIAssignID !189
    #dbg_assign(i64 %80, !103, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !186, ptr %21, !DIExpression(), !124)
    #dbg_assign(i64 %81, !103, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !187, ptr %22, !DIExpression(), !124)
    #dbg_assign(i64 %82, !103, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !188, ptr %23, !DIExpression(), !124)
    #dbg_assign(i64 %83, !103, !DIExpression(DW_OP_LLVM_fragment, 192, 64), !189, ptr %24, !DIExpression(), !124)
    #dbg_value(i64 0, !104, !DIExpression(), !190)
  %84 = load volatile i64, ptr %17, align 16, !dbg !191, !tbaa !168
  %85 = load volatile i64, ptr %21, align 16, !dbg !192, !tbaa !168
  %86 = call fastcc i64 @egcd(i64 noundef %84, i64 noundef %85, ptr noundef nonnull %15, ptr noundef nonnull %16), !dbg !193
    #dbg_value(i64 %86, !106, !DIExpression(), !194)
  %87 = load volatile i64, ptr %17, align 16, !dbg !195, !tbaa !168
  %88 = load volatile i64, ptr %21, align 16, !dbg !196, !tbaa !168
  %89 = load i64, ptr %15, align 8, !dbg !197, !tbaa !168
  %90 = load i64, ptr %16, align 8, !dbg !198, !tbaa !168
  %91 = load volatile i64, ptr %17, align 16, !dbg !199, !tbaa !168
  %92 = mul nsw i64 %91, %89, !dbg !200
  %93 = load volatile i64, ptr %21, align 16, !dbg !201, !tbaa !168
  %94 = mul nsw i64 %93, %90, !dbg !202
  %95 = add nsw i64 %94, %92, !dbg !203
  %96 = icmp eq i64 %95, %86, !dbg !204
  %97 = zext i1 %96 to i32, !dbg !204
  %98 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i64 noundef %87, i64 noundef %88, i64 noundef %86, i64 noundef %89, i64 noundef %90, i32 noundef %97), !dbg !205
    #dbg_value(i64 1, !104, !DIExpression(), !190)
  %99 = load volatile i64, ptr %18, align 8, !dbg !191, !tbaa !168
  %100 = load volatile i64, ptr %22, align 8, !dbg !192, !tbaa !168
  %101 = call fastcc i64 @egcd(i64 noundef %99, i64 noundef %100, ptr noundef nonnull %15, ptr noundef nonnull %16), !dbg !193
    #dbg_value(i64 %101, !106, !DIExpression(), !194)
  %102 = load volatile i64, ptr %18, align 8, !dbg !195, !tbaa !168
  %103 = load volatile i64, ptr %22, align 8, !dbg !196, !tbaa !168
  %104 = load i64, ptr %15, align 8, !dbg !197, !tbaa !168
  %105 = load i64, ptr %16, align 8, !dbg !198, !tbaa !168
  %106 = load volatile i64, ptr %18, align 8, !dbg !199, !tbaa !168
  %107 = mul nsw i64 %106, %104, !dbg !200
  %108 = load volatile i64, ptr %22, align 8, !dbg !201, !tbaa !168
  %109 = mul nsw i64 %108, %105, !dbg !202
  %110 = add nsw i64 %109, %107, !dbg !203
  %111 = icmp eq i64 %110, %101, !dbg !204
  %112 = zext i1 %111 to i32, !dbg !204
  %113 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i64 noundef %102, i64 noundef %103, i64 noundef %101, i64 noundef %104, i64 noundef %105, i32 noundef %112), !dbg !205
    #dbg_value(i64 2, !104, !DIExpression(), !190)
  %114 = load volatile i64, ptr %19, align 16, !dbg !191, !tbaa !168
  %115 = load volatile i64, ptr %23, align 16, !dbg !192, !tbaa !168
  %116 = call fastcc i64 @egcd(i64 noundef %114, i64 noundef %115, ptr noundef nonnull %15, ptr noundef nonnull %16), !dbg !193
    #dbg_value(i64 %116, !106, !DIExpression(), !194)
  %117 = load volatile i64, ptr %19, align 16, !dbg !195, !tbaa !168
  %118 = load volatile i64, ptr %23, align 16, !dbg !196, !tbaa !168
  %119 = load i64, ptr %15, align 8, !dbg !197, !tbaa !168
  %120 = load i64, ptr %16, align 8, !dbg !198, !tbaa !168
  %121 = load volatile i64, ptr %19, align 16, !dbg !199, !tbaa !168
  %122 = mul nsw i64 %121, %119, !dbg !200
  %123 = load volatile i64, ptr %23, align 16, !dbg !201, !tbaa !168
  %124 = mul nsw i64 %123, %120, !dbg !202
  %125 = add nsw i64 %124, %122, !dbg !203
  %126 = icmp eq i64 %125, %116, !dbg !204
  %127 = zext i1 %126 to i32, !dbg !204
  %128 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i64 noundef %117, i64 noundef %118, i64 noundef %116, i64 noundef %119, i64 noundef %120, i32 noundef %127), !dbg !205
    #dbg_value(i64 3, !104, !DIExpression(), !190)
  %129 = load volatile i64, ptr %20, align 8, !dbg !191, !tbaa !168
  %130 = load volatile i64, ptr %24, align 8, !dbg !192, !tbaa !168
  %131 = call fastcc i64 @egcd(i64 noundef %129, i64 noundef %130, ptr noundef nonnull %15, ptr noundef nonnull %16), !dbg !193
    #dbg_value(i64 %131, !106, !DIExpression(), !194)
  %132 = load volatile i64, ptr %20, align 8, !dbg !195, !tbaa !168
  %133 = load volatile i64, ptr %24, align 8, !dbg !196, !tbaa !168
  %134 = load i64, ptr %15, align 8, !dbg !197, !tbaa !168
  %135 = load i64, ptr %16, align 8, !dbg !198, !tbaa !168
  %136 = load volatile i64, ptr %20, align 8, !dbg !199, !tbaa !168
  %137 = mul nsw i64 %136, %134, !dbg !200
  %138 = load volatile i64, ptr %24, align 8, !dbg !201, !tbaa !168
  %139 = mul nsw i64 %138, %135, !dbg !202
  %140 = add nsw i64 %139, %137, !dbg !203
  %141 = icmp eq i64 %140, %131, !dbg !204
  %142 = zext i1 %141 to i32, !dbg !204
  %143 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i64 noundef %132, i64 noundef %133, i64 noundef %131, i64 noundef %134, i64 noundef %135, i32 noundef %142), !dbg !205
    #dbg_value(i64 4, !104, !DIExpression(), !190)
  br label %144, !dbg !206

144:                                              ; preds = %0, %158
  %145 = phi i64 [ %160, %158 ], [ 1, %0 ]
  %146 = phi i64 [ %163, %158 ], [ 123456789, %0 ]
  %147 = phi i64 [ %164, %158 ], [ 1000000005, %0 ]
    #dbg_value(i64 %145, !214, !DIExpression(), !216)
    #dbg_value(i64 %146, !211, !DIExpression(), !216)
    #dbg_value(i64 %147, !212, !DIExpression(), !216)
  %148 = and i64 %147, 1, !dbg !217
  %149 = icmp eq i64 %148, 0, !dbg !217
  br i1 %149, label %150, label %152, !dbg !220

150:                                              ; preds = %144
  %151 = zext nneg i64 %146 to i128, !dbg !221
  br label %158, !dbg !220

152:                                              ; preds = %144
    #dbg_value(i64 %145, !224, !DIExpression(), !228)
    #dbg_value(i64 %146, !225, !DIExpression(), !228)
    #dbg_value(i64 1000000007, !226, !DIExpression(), !228)
  %153 = zext i64 %145 to i128, !dbg !230
  %154 = zext nneg i64 %146 to i128, !dbg !231
  %155 = mul nuw nsw i128 %154, %153, !dbg !232
  %156 = urem i128 %155, 1000000007, !dbg !233
  %157 = trunc nuw nsw i128 %156 to i64, !dbg !234
    #dbg_value(i64 %157, !214, !DIExpression(), !216)
  br label %158, !dbg !235

158:                                              ; preds = %152, %150
  %159 = phi i128 [ %151, %150 ], [ %154, %152 ], !dbg !221
  %160 = phi i64 [ %145, %150 ], [ %157, %152 ], !dbg !236
    #dbg_value(i64 %160, !214, !DIExpression(), !216)
    #dbg_value(i64 %146, !224, !DIExpression(), !237)
    #dbg_value(i64 %146, !225, !DIExpression(), !237)
    #dbg_value(i64 1000000007, !226, !DIExpression(), !237)
  %161 = mul nuw nsw i128 %159, %159, !dbg !238
  %162 = urem i128 %161, 1000000007, !dbg !239
  %163 = trunc nuw nsw i128 %162 to i64, !dbg !240
    #dbg_value(i64 %163, !211, !DIExpression(), !216)
  %164 = lshr i64 %147, 1, !dbg !241
    #dbg_value(i64 %164, !212, !DIExpression(), !216)
  %165 = icmp ult i64 %147, 2, !dbg !206
  br i1 %165, label %166, label %144, !dbg !206, !llvm.loop !242

166:                                              ; preds = %158
    #dbg_value(i64 %160, !110, !DIExpression(), !124)
    #dbg_value(i64 %160, !224, !DIExpression(), !245)
    #dbg_value(i64 123456789, !225, !DIExpression(), !245)
    #dbg_value(i64 1000000007, !226, !DIExpression(), !245)
  %167 = zext i64 %160 to i128, !dbg !247
  %168 = mul nuw nsw i128 %167, 123456789, !dbg !248
  %169 = urem i128 %168, 1000000007, !dbg !249
  %170 = trunc nuw nsw i128 %169 to i64, !dbg !250
  %171 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i64 noundef %160, i64 noundef %170), !dbg !251
    #dbg_value(i64 1000000007, !111, !DIExpression(), !124)
    #dbg_value(i64 998244353, !112, !DIExpression(), !124)
    #dbg_value(i64 12345, !113, !DIExpression(), !124)
    #dbg_value(i64 67890, !114, !DIExpression(), !124)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %25) #7, !dbg !252
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %26) #7, !dbg !252
  %172 = call fastcc i64 @egcd(i64 noundef 1000000007, i64 noundef 998244353, ptr noundef nonnull %25, ptr noundef nonnull %26), !dbg !253
    #dbg_value(i128 998244359987710471, !117, !DIExpression(), !124)
  %173 = load i64, ptr %26, align 8, !dbg !254, !tbaa !168
  %174 = sext i64 %173 to i128, !dbg !254
  %175 = mul nsw i128 %174, 12345, !dbg !255
  %176 = srem i128 %175, 998244359987710471, !dbg !256
  %177 = mul nsw i128 %176, 998244353, !dbg !257
  %178 = load i64, ptr %25, align 8, !dbg !258, !tbaa !168
  %179 = sext i64 %178 to i128, !dbg !258
  %180 = mul nsw i128 %179, 67890, !dbg !259
  %181 = srem i128 %180, 998244359987710471, !dbg !260
  %182 = mul nsw i128 %181, 1000000007, !dbg !261
  %183 = add nsw i128 %182, %177, !dbg !262
  %184 = srem i128 %183, 998244359987710471, !dbg !263
    #dbg_value(i128 %184, !118, !DIExpression(), !124)
  %185 = icmp slt i128 %184, 0, !dbg !264
  %186 = add nsw i128 %184, 998244359987710471
  %187 = select i1 %185, i128 %186, i128 %184, !dbg !266
    #dbg_value(i128 %187, !118, !DIExpression(), !124)
  %188 = trunc nuw nsw i128 %187 to i64, !dbg !267
  %189 = urem i128 %187, 1000000007, !dbg !268
  %190 = trunc nuw nsw i128 %189 to i64, !dbg !269
  %191 = urem i128 %187, 998244353, !dbg !270
  %192 = trunc nuw nsw i128 %191 to i64, !dbg !271
  %193 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i64 noundef %188, i64 noundef %190, i64 noundef %192), !dbg !272
    #dbg_value(i32 0, !119, !DIExpression(), !124)
    #dbg_value(i64 0, !120, !DIExpression(), !124)
    #dbg_value(i64 -256, !121, !DIExpression(), !273)
  br label %294, !dbg !274

194:                                              ; preds = %393
  %195 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %394, i64 noundef %395), !dbg !275
    #dbg_value(i64 2305843009213693951, !52, !DIExpression(), !276)
    #dbg_value(i64 12, !53, !DIExpression(), !278)
    #dbg_value(i32 0, !56, !DIExpression(), !276)
    #dbg_value(i64 2305843009213693950, !55, !DIExpression(), !276)
    #dbg_value(i32 0, !57, !DIExpression(), !279)
  br label %196, !dbg !280

196:                                              ; preds = %224, %194
  %197 = phi i64 [ 0, %194 ], [ %225, %224 ]
    #dbg_value(i64 %197, !57, !DIExpression(), !279)
    #dbg_value(i64 2305843009213693951, !213, !DIExpression(), !281)
    #dbg_value(i64 poison, !211, !DIExpression(), !281)
    #dbg_value(i64 1, !214, !DIExpression(), !281)
    #dbg_value(i64 1152921504606846975, !212, !DIExpression(), !281)
  %198 = getelementptr inbounds [12 x i64], ptr @is_prime.small, i64 0, i64 %197, !dbg !283
  %199 = load i64, ptr %198, align 8, !dbg !283, !tbaa !168
  %200 = urem i64 %199, 2305843009213693951, !dbg !284
    #dbg_value(i64 %200, !211, !DIExpression(), !281)
  br label %201, !dbg !285

201:                                              ; preds = %215, %196
  %202 = phi i64 [ 1, %196 ], [ %217, %215 ]
  %203 = phi i64 [ %200, %196 ], [ %220, %215 ]
  %204 = phi i64 [ 1152921504606846975, %196 ], [ %221, %215 ]
    #dbg_value(i64 %202, !214, !DIExpression(), !281)
    #dbg_value(i64 %203, !211, !DIExpression(), !281)
    #dbg_value(i64 %204, !212, !DIExpression(), !281)
  %205 = and i64 %204, 1, !dbg !286
  %206 = icmp eq i64 %205, 0, !dbg !286
  br i1 %206, label %207, label %209, !dbg !287

207:                                              ; preds = %201
  %208 = zext i64 %203 to i128, !dbg !288
  br label %215, !dbg !287

209:                                              ; preds = %201
    #dbg_value(i64 %202, !224, !DIExpression(), !290)
    #dbg_value(i64 %203, !225, !DIExpression(), !290)
    #dbg_value(i64 2305843009213693951, !226, !DIExpression(), !290)
  %210 = zext i64 %202 to i128, !dbg !292
  %211 = zext i64 %203 to i128, !dbg !293
  %212 = mul nuw i128 %211, %210, !dbg !294
  %213 = urem i128 %212, 2305843009213693951, !dbg !295
  %214 = trunc nuw nsw i128 %213 to i64, !dbg !296
    #dbg_value(i64 %214, !214, !DIExpression(), !281)
  br label %215, !dbg !297

215:                                              ; preds = %209, %207
  %216 = phi i128 [ %208, %207 ], [ %211, %209 ], !dbg !288
  %217 = phi i64 [ %202, %207 ], [ %214, %209 ], !dbg !298
    #dbg_value(i64 %217, !214, !DIExpression(), !281)
    #dbg_value(i64 %203, !224, !DIExpression(), !299)
    #dbg_value(i64 %203, !225, !DIExpression(), !299)
    #dbg_value(i64 2305843009213693951, !226, !DIExpression(), !299)
  %218 = mul nuw i128 %216, %216, !dbg !300
  %219 = urem i128 %218, 2305843009213693951, !dbg !301
  %220 = trunc nuw nsw i128 %219 to i64, !dbg !302
    #dbg_value(i64 %220, !211, !DIExpression(), !281)
  %221 = lshr i64 %204, 1, !dbg !303
    #dbg_value(i64 %221, !212, !DIExpression(), !281)
  %222 = icmp ult i64 %204, 2, !dbg !285
  br i1 %222, label %223, label %201, !dbg !285, !llvm.loop !304

223:                                              ; preds = %215
    #dbg_value(i64 %217, !59, !DIExpression(), !306)
  switch i64 %217, label %227 [
    i64 2305843009213693950, label %224
    i64 1, label %224
  ], !dbg !307

224:                                              ; preds = %223, %223
  %225 = add nuw nsw i64 %197, 1, !dbg !309
    #dbg_value(i64 %225, !57, !DIExpression(), !279)
  %226 = icmp eq i64 %225, 12, !dbg !310
  br i1 %226, label %227, label %196, !dbg !280, !llvm.loop !311

227:                                              ; preds = %224, %223
  %228 = phi i32 [ 1, %224 ], [ 0, %223 ]
    #dbg_value(i64 2305843009213693953, !52, !DIExpression(), !313)
    #dbg_value(i64 1, !53, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !315)
    #dbg_value(i64 1000000000000000009, !52, !DIExpression(), !316)
    #dbg_value(i64 12, !53, !DIExpression(), !318)
    #dbg_value(i32 poison, !56, !DIExpression(), !316)
    #dbg_value(i64 poison, !55, !DIExpression(), !316)
    #dbg_value(i32 0, !57, !DIExpression(), !319)
  br label %229, !dbg !320

229:                                              ; preds = %266, %227
  %230 = phi i64 [ 0, %227 ], [ %267, %266 ]
    #dbg_value(i64 %230, !57, !DIExpression(), !319)
    #dbg_value(i64 1000000000000000009, !213, !DIExpression(), !321)
    #dbg_value(i64 poison, !211, !DIExpression(), !321)
    #dbg_value(i64 1, !214, !DIExpression(), !321)
    #dbg_value(i64 125000000000000001, !212, !DIExpression(), !321)
  %231 = getelementptr inbounds [12 x i64], ptr @is_prime.small, i64 0, i64 %230, !dbg !323
  %232 = load i64, ptr %231, align 8, !dbg !323, !tbaa !168
  %233 = urem i64 %232, 1000000000000000009, !dbg !324
    #dbg_value(i64 %233, !211, !DIExpression(), !321)
  br label %234, !dbg !325

234:                                              ; preds = %248, %229
  %235 = phi i64 [ 1, %229 ], [ %250, %248 ]
  %236 = phi i64 [ %233, %229 ], [ %253, %248 ]
  %237 = phi i64 [ 125000000000000001, %229 ], [ %254, %248 ]
    #dbg_value(i64 %235, !214, !DIExpression(), !321)
    #dbg_value(i64 %236, !211, !DIExpression(), !321)
    #dbg_value(i64 %237, !212, !DIExpression(), !321)
  %238 = and i64 %237, 1, !dbg !326
  %239 = icmp eq i64 %238, 0, !dbg !326
  br i1 %239, label %240, label %242, !dbg !327

240:                                              ; preds = %234
  %241 = zext i64 %236 to i128, !dbg !328
  br label %248, !dbg !327

242:                                              ; preds = %234
    #dbg_value(i64 %235, !224, !DIExpression(), !330)
    #dbg_value(i64 %236, !225, !DIExpression(), !330)
    #dbg_value(i64 1000000000000000009, !226, !DIExpression(), !330)
  %243 = zext i64 %235 to i128, !dbg !332
  %244 = zext i64 %236 to i128, !dbg !333
  %245 = mul nuw i128 %244, %243, !dbg !334
  %246 = urem i128 %245, 1000000000000000009, !dbg !335
  %247 = trunc nuw nsw i128 %246 to i64, !dbg !336
    #dbg_value(i64 %247, !214, !DIExpression(), !321)
  br label %248, !dbg !337

248:                                              ; preds = %242, %240
  %249 = phi i128 [ %241, %240 ], [ %244, %242 ], !dbg !328
  %250 = phi i64 [ %235, %240 ], [ %247, %242 ], !dbg !338
    #dbg_value(i64 %250, !214, !DIExpression(), !321)
    #dbg_value(i64 %236, !224, !DIExpression(), !339)
    #dbg_value(i64 %236, !225, !DIExpression(), !339)
    #dbg_value(i64 1000000000000000009, !226, !DIExpression(), !339)
  %251 = mul nuw i128 %249, %249, !dbg !340
  %252 = urem i128 %251, 1000000000000000009, !dbg !341
  %253 = trunc nuw nsw i128 %252 to i64, !dbg !342
    #dbg_value(i64 %253, !211, !DIExpression(), !321)
  %254 = lshr i64 %237, 1, !dbg !343
    #dbg_value(i64 %254, !212, !DIExpression(), !321)
  %255 = icmp ult i64 %237, 2, !dbg !325
  br i1 %255, label %256, label %234, !dbg !325, !llvm.loop !344

256:                                              ; preds = %248
    #dbg_value(i64 %250, !59, !DIExpression(), !346)
  switch i64 %250, label %257 [
    i64 1000000000000000008, label %266
    i64 1, label %266
  ], !dbg !347

257:                                              ; preds = %256
    #dbg_value(i32 1, !63, !DIExpression(), !348)
    #dbg_value(i64 %250, !59, !DIExpression(), !346)
    #dbg_value(i64 %250, !224, !DIExpression(), !349)
    #dbg_value(i64 %250, !225, !DIExpression(), !349)
    #dbg_value(i64 1000000000000000009, !226, !DIExpression(), !349)
  %258 = zext i64 %250 to i128, !dbg !353
  %259 = mul nuw i128 %258, %258, !dbg !354
  %260 = urem i128 %259, 1000000000000000009, !dbg !355
    #dbg_value(i128 %260, !59, !DIExpression(DW_OP_LLVM_convert, 128, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_stack_value), !346)
  %261 = icmp eq i128 %260, 1000000000000000008, !dbg !356
    #dbg_value(i32 1, !63, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !348)
  br i1 %261, label %266, label %262, !dbg !358

262:                                              ; preds = %257
    #dbg_value(i32 2, !63, !DIExpression(), !348)
    #dbg_value(i128 %260, !59, !DIExpression(DW_OP_LLVM_convert, 128, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_stack_value), !346)
    #dbg_value(i128 %260, !224, !DIExpression(DW_OP_LLVM_convert, 128, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_stack_value), !349)
    #dbg_value(i128 %260, !225, !DIExpression(DW_OP_LLVM_convert, 128, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_stack_value), !349)
    #dbg_value(i64 1000000000000000009, !226, !DIExpression(), !349)
  %263 = mul nuw nsw i128 %260, %260, !dbg !354
  %264 = urem i128 %263, 1000000000000000009, !dbg !355
    #dbg_value(i128 %264, !59, !DIExpression(DW_OP_LLVM_convert, 128, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_stack_value), !346)
  %265 = icmp eq i128 %264, 1000000000000000008, !dbg !356
    #dbg_value(i32 2, !63, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !348)
  br i1 %265, label %266, label %269, !dbg !358

266:                                              ; preds = %257, %262, %256, %256
  %267 = add nuw nsw i64 %230, 1, !dbg !359
    #dbg_value(i64 %267, !57, !DIExpression(), !319)
  %268 = icmp eq i64 %267, 12, !dbg !360
  br i1 %268, label %269, label %229, !dbg !320, !llvm.loop !361

269:                                              ; preds = %266, %262
  %270 = phi i32 [ 0, %262 ], [ 1, %266 ]
  %271 = icmp ne i64 %43, %44, !dbg !363
    #dbg_value(!DIArgList(i1 %271, i64 %68, i64 %69, i64 %63, i64 %64, i64 %58, i64 %59, i64 %53, i64 %54, i64 %48, i64 %49), !87, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_arg, 9, DW_OP_LLVM_arg, 10, DW_OP_ne, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_LLVM_arg, 7, DW_OP_LLVM_arg, 8, DW_OP_ne, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_LLVM_arg, 5, DW_OP_LLVM_arg, 6, DW_OP_ne, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_LLVM_arg, 3, DW_OP_LLVM_arg, 4, DW_OP_ne, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_LLVM_arg, 1, DW_OP_LLVM_arg, 2, DW_OP_ne, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_stack_value), !124)
  %272 = zext i1 %271 to i32, !dbg !365
    #dbg_value(!DIArgList(i32 %272, i64 %68, i64 %69, i64 %63, i64 %64, i64 %58, i64 %59, i64 %53, i64 %54, i64 %48, i64 %49), !87, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 9, DW_OP_LLVM_arg, 10, DW_OP_ne, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_LLVM_arg, 7, DW_OP_LLVM_arg, 8, DW_OP_ne, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_LLVM_arg, 5, DW_OP_LLVM_arg, 6, DW_OP_ne, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_LLVM_arg, 3, DW_OP_LLVM_arg, 4, DW_OP_ne, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_LLVM_arg, 1, DW_OP_LLVM_arg, 2, DW_OP_ne, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_stack_value), !124)
  %273 = icmp ne i64 %48, %49, !dbg !363
    #dbg_value(!DIArgList(i32 %272, i64 %68, i64 %69, i64 %63, i64 %64, i64 %58, i64 %59, i64 %53, i64 %54, i1 %273), !87, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 9, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_LLVM_arg, 7, DW_OP_LLVM_arg, 8, DW_OP_ne, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_LLVM_arg, 5, DW_OP_LLVM_arg, 6, DW_OP_ne, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_LLVM_arg, 3, DW_OP_LLVM_arg, 4, DW_OP_ne, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_LLVM_arg, 1, DW_OP_LLVM_arg, 2, DW_OP_ne, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_stack_value), !124)
  %274 = zext i1 %273 to i32, !dbg !365
    #dbg_value(!DIArgList(i32 %272, i64 %68, i64 %69, i64 %63, i64 %64, i64 %58, i64 %59, i64 %53, i64 %54, i32 %274), !87, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 9, DW_OP_plus, DW_OP_LLVM_arg, 7, DW_OP_LLVM_arg, 8, DW_OP_ne, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_LLVM_arg, 5, DW_OP_LLVM_arg, 6, DW_OP_ne, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_LLVM_arg, 3, DW_OP_LLVM_arg, 4, DW_OP_ne, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_LLVM_arg, 1, DW_OP_LLVM_arg, 2, DW_OP_ne, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_stack_value), !124)
  %275 = add nuw nsw i32 %272, %274, !dbg !365
    #dbg_value(!DIArgList(i32 %275, i64 %68, i64 %69, i64 %63, i64 %64, i64 %58, i64 %59, i64 %53, i64 %54), !87, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 7, DW_OP_LLVM_arg, 8, DW_OP_ne, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_LLVM_arg, 5, DW_OP_LLVM_arg, 6, DW_OP_ne, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_LLVM_arg, 3, DW_OP_LLVM_arg, 4, DW_OP_ne, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_LLVM_arg, 1, DW_OP_LLVM_arg, 2, DW_OP_ne, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_stack_value), !124)
  %276 = icmp ne i64 %53, %54, !dbg !363
    #dbg_value(!DIArgList(i32 %275, i64 %68, i64 %69, i64 %63, i64 %64, i64 %58, i64 %59, i1 %276), !87, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 7, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_LLVM_arg, 5, DW_OP_LLVM_arg, 6, DW_OP_ne, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_LLVM_arg, 3, DW_OP_LLVM_arg, 4, DW_OP_ne, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_LLVM_arg, 1, DW_OP_LLVM_arg, 2, DW_OP_ne, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_stack_value), !124)
  %277 = zext i1 %276 to i32, !dbg !365
    #dbg_value(!DIArgList(i32 %275, i64 %68, i64 %69, i64 %63, i64 %64, i64 %58, i64 %59, i32 %277), !87, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 7, DW_OP_plus, DW_OP_LLVM_arg, 5, DW_OP_LLVM_arg, 6, DW_OP_ne, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_LLVM_arg, 3, DW_OP_LLVM_arg, 4, DW_OP_ne, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_LLVM_arg, 1, DW_OP_LLVM_arg, 2, DW_OP_ne, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_stack_value), !124)
  %278 = add nuw nsw i32 %275, %277, !dbg !365
    #dbg_value(!DIArgList(i32 %278, i64 %68, i64 %69, i64 %63, i64 %64, i64 %58, i64 %59), !87, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 5, DW_OP_LLVM_arg, 6, DW_OP_ne, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_LLVM_arg, 3, DW_OP_LLVM_arg, 4, DW_OP_ne, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_LLVM_arg, 1, DW_OP_LLVM_arg, 2, DW_OP_ne, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_stack_value), !124)
  %279 = icmp ne i64 %58, %59, !dbg !363
    #dbg_value(!DIArgList(i32 %278, i64 %68, i64 %69, i64 %63, i64 %64, i1 %279), !87, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 5, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_LLVM_arg, 3, DW_OP_LLVM_arg, 4, DW_OP_ne, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_LLVM_arg, 1, DW_OP_LLVM_arg, 2, DW_OP_ne, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_stack_value), !124)
  %280 = zext i1 %279 to i32, !dbg !365
    #dbg_value(!DIArgList(i32 %278, i64 %68, i64 %69, i64 %63, i64 %64, i32 %280), !87, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 5, DW_OP_plus, DW_OP_LLVM_arg, 3, DW_OP_LLVM_arg, 4, DW_OP_ne, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_LLVM_arg, 1, DW_OP_LLVM_arg, 2, DW_OP_ne, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_stack_value), !124)
  %281 = add nuw nsw i32 %278, %280, !dbg !365
    #dbg_value(!DIArgList(i32 %281, i64 %68, i64 %69, i64 %63, i64 %64), !87, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 3, DW_OP_LLVM_arg, 4, DW_OP_ne, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_LLVM_arg, 1, DW_OP_LLVM_arg, 2, DW_OP_ne, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_stack_value), !124)
  %282 = icmp ne i64 %63, %64, !dbg !363
    #dbg_value(!DIArgList(i32 %281, i64 %68, i64 %69, i1 %282), !87, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 3, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_LLVM_arg, 1, DW_OP_LLVM_arg, 2, DW_OP_ne, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_stack_value), !124)
  %283 = zext i1 %282 to i32, !dbg !365
    #dbg_value(!DIArgList(i32 %281, i64 %68, i64 %69, i32 %283), !87, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 3, DW_OP_plus, DW_OP_LLVM_arg, 1, DW_OP_LLVM_arg, 2, DW_OP_ne, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_stack_value), !124)
  %284 = add nuw nsw i32 %281, %283, !dbg !365
    #dbg_value(!DIArgList(i32 %284, i64 %68, i64 %69), !87, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_arg, 2, DW_OP_ne, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_stack_value), !124)
  %285 = icmp ne i64 %68, %69, !dbg !363
    #dbg_value(!DIArgList(i32 %284, i1 %285), !87, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_stack_value), !124)
  %286 = zext i1 %285 to i32, !dbg !365
    #dbg_value(!DIArgList(i32 %284, i32 %286), !87, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !124)
  %287 = add nuw nsw i32 %284, %286, !dbg !365
    #dbg_value(i32 %287, !87, !DIExpression(), !124)
  %288 = icmp ne i64 %73, %74, !dbg !363
  %289 = zext i1 %288 to i32, !dbg !365
  %290 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %228, i32 noundef 0, i32 noundef %270), !dbg !366
  %291 = or i32 %287, %289, !dbg !367
  %292 = icmp eq i32 %291, 0, !dbg !367
  %293 = select i1 %292, i32 %394, i32 1, !dbg !367
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %26) #7, !dbg !368
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %25) #7, !dbg !368
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %21), !dbg !368
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %22), !dbg !368
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %23), !dbg !368
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %24), !dbg !368
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %17), !dbg !368
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %18), !dbg !368
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %19), !dbg !368
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %20), !dbg !368
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %16) #7, !dbg !368
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %15) #7, !dbg !368
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1), !dbg !368
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2), !dbg !368
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3), !dbg !368
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4), !dbg !368
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5), !dbg !368
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %6), !dbg !368
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %7), !dbg !368
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %8), !dbg !368
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %9), !dbg !368
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %10), !dbg !368
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %11), !dbg !368
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %12), !dbg !368
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %13), !dbg !368
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %14), !dbg !368
  ret i32 %293, !dbg !369

294:                                              ; preds = %166, %393
  %295 = phi i64 [ -256, %166 ], [ %396, %393 ]
  %296 = phi i64 [ 0, %166 ], [ %395, %393 ]
  %297 = phi i32 [ 0, %166 ], [ %394, %393 ]
    #dbg_value(i64 %295, !121, !DIExpression(), !273)
    #dbg_value(i64 %296, !120, !DIExpression(), !124)
    #dbg_value(i32 %297, !119, !DIExpression(), !124)
    #dbg_value(i64 %295, !52, !DIExpression(), !370)
    #dbg_value(i64 0, !53, !DIExpression(), !374)
  %298 = and i64 %295, 1, !dbg !375
  %299 = icmp eq i64 %298, 0, !dbg !379
    #dbg_value(i64 1, !53, !DIExpression(), !374)
  %300 = urem i64 %295, 3
  %301 = icmp eq i64 %300, 0
    #dbg_value(i64 1, !53, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !374)
  %302 = or i1 %299, %301, !dbg !380
    #dbg_value(i64 2, !53, !DIExpression(), !374)
  %303 = urem i64 %295, 5
  %304 = icmp eq i64 %303, 0
    #dbg_value(i64 2, !53, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !374)
  %305 = or i1 %302, %304, !dbg !380
    #dbg_value(i64 3, !53, !DIExpression(), !374)
  %306 = urem i64 %295, 7
  %307 = icmp eq i64 %306, 0
    #dbg_value(i64 3, !53, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !374)
  %308 = or i1 %305, %307, !dbg !380
    #dbg_value(i64 4, !53, !DIExpression(), !374)
  %309 = urem i64 %295, 11
  %310 = icmp eq i64 %309, 0
    #dbg_value(i64 4, !53, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !374)
  %311 = or i1 %308, %310, !dbg !380
    #dbg_value(i64 5, !53, !DIExpression(), !374)
  %312 = urem i64 %295, 13
  %313 = icmp eq i64 %312, 0
    #dbg_value(i64 5, !53, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !374)
  %314 = or i1 %311, %313, !dbg !380
    #dbg_value(i64 6, !53, !DIExpression(), !374)
  %315 = urem i64 %295, 17
  %316 = icmp eq i64 %315, 0
    #dbg_value(i64 6, !53, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !374)
  %317 = or i1 %314, %316, !dbg !380
    #dbg_value(i64 7, !53, !DIExpression(), !374)
  %318 = urem i64 %295, 19
  %319 = icmp eq i64 %318, 0
    #dbg_value(i64 7, !53, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !374)
  %320 = or i1 %317, %319, !dbg !380
    #dbg_value(i64 8, !53, !DIExpression(), !374)
  %321 = urem i64 %295, 23
  %322 = icmp eq i64 %321, 0
    #dbg_value(i64 8, !53, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !374)
  %323 = or i1 %320, %322, !dbg !380
    #dbg_value(i64 9, !53, !DIExpression(), !374)
  %324 = urem i64 %295, 29
  %325 = icmp eq i64 %324, 0
    #dbg_value(i64 9, !53, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !374)
  %326 = or i1 %323, %325, !dbg !380
    #dbg_value(i64 10, !53, !DIExpression(), !374)
  %327 = urem i64 %295, 31
  %328 = icmp eq i64 %327, 0
    #dbg_value(i64 10, !53, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !374)
  %329 = or i1 %326, %328, !dbg !380
    #dbg_value(i64 11, !53, !DIExpression(), !374)
  %330 = urem i64 %295, 37
  %331 = icmp eq i64 %330, 0
    #dbg_value(i64 11, !53, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !374)
  %332 = or i1 %329, %331, !dbg !380
  br i1 %332, label %393, label %333, !dbg !380

333:                                              ; preds = %294
    #dbg_value(i64 12, !53, !DIExpression(), !374)
  %334 = add nsw i64 %295, -1, !dbg !381
    #dbg_value(i64 %334, !55, !DIExpression(), !370)
    #dbg_value(i32 0, !56, !DIExpression(), !370)
  br label %338, !dbg !382

335:                                              ; preds = %338
    #dbg_value(i32 0, !57, !DIExpression(), !383)
  %336 = zext i64 %295 to i128
  %337 = icmp eq i32 %339, 0
  br label %345, !dbg !384

338:                                              ; preds = %338, %333
  %339 = phi i32 [ %342, %338 ], [ 0, %333 ]
  %340 = phi i64 [ %341, %338 ], [ %334, %333 ]
    #dbg_value(i32 %339, !56, !DIExpression(), !370)
    #dbg_value(i64 %340, !55, !DIExpression(), !370)
  %341 = lshr exact i64 %340, 1, !dbg !385
    #dbg_value(i64 %341, !55, !DIExpression(), !370)
  %342 = add nuw nsw i32 %339, 1, !dbg !387
    #dbg_value(i32 %342, !56, !DIExpression(), !370)
  %343 = and i64 %340, 2, !dbg !388
  %344 = icmp eq i64 %343, 0, !dbg !388
  br i1 %344, label %338, label %335, !dbg !382, !llvm.loop !389

345:                                              ; preds = %388, %335
  %346 = phi i64 [ 0, %335 ], [ %389, %388 ]
    #dbg_value(i64 %346, !57, !DIExpression(), !383)
    #dbg_value(i64 %295, !213, !DIExpression(), !391)
    #dbg_value(i64 poison, !211, !DIExpression(), !391)
    #dbg_value(i64 1, !214, !DIExpression(), !391)
    #dbg_value(i64 %341, !212, !DIExpression(), !391)
  %347 = getelementptr inbounds [12 x i64], ptr @is_prime.small, i64 0, i64 %346, !dbg !393
  %348 = load i64, ptr %347, align 8, !dbg !393, !tbaa !168
  %349 = urem i64 %348, %295, !dbg !394
    #dbg_value(i64 %349, !211, !DIExpression(), !391)
  br label %350, !dbg !395

350:                                              ; preds = %364, %345
  %351 = phi i64 [ 1, %345 ], [ %366, %364 ]
  %352 = phi i64 [ %349, %345 ], [ %369, %364 ]
  %353 = phi i64 [ %341, %345 ], [ %370, %364 ]
    #dbg_value(i64 %351, !214, !DIExpression(), !391)
    #dbg_value(i64 %352, !211, !DIExpression(), !391)
    #dbg_value(i64 %353, !212, !DIExpression(), !391)
  %354 = and i64 %353, 1, !dbg !396
  %355 = icmp eq i64 %354, 0, !dbg !396
  br i1 %355, label %356, label %358, !dbg !397

356:                                              ; preds = %350
  %357 = zext i64 %352 to i128, !dbg !398
  br label %364, !dbg !397

358:                                              ; preds = %350
    #dbg_value(i64 %351, !224, !DIExpression(), !400)
    #dbg_value(i64 %352, !225, !DIExpression(), !400)
    #dbg_value(i64 %295, !226, !DIExpression(), !400)
  %359 = zext i64 %351 to i128, !dbg !402
  %360 = zext i64 %352 to i128, !dbg !403
  %361 = mul nuw i128 %360, %359, !dbg !404
  %362 = urem i128 %361, %336, !dbg !405
  %363 = trunc nuw i128 %362 to i64, !dbg !406
    #dbg_value(i64 %363, !214, !DIExpression(), !391)
  br label %364, !dbg !407

364:                                              ; preds = %358, %356
  %365 = phi i128 [ %357, %356 ], [ %360, %358 ], !dbg !398
  %366 = phi i64 [ %351, %356 ], [ %363, %358 ], !dbg !408
    #dbg_value(i64 %366, !214, !DIExpression(), !391)
    #dbg_value(i64 %352, !224, !DIExpression(), !409)
    #dbg_value(i64 %352, !225, !DIExpression(), !409)
    #dbg_value(i64 %295, !226, !DIExpression(), !409)
  %367 = mul nuw i128 %365, %365, !dbg !410
  %368 = urem i128 %367, %336, !dbg !411
  %369 = trunc nuw i128 %368 to i64, !dbg !412
    #dbg_value(i64 %369, !211, !DIExpression(), !391)
  %370 = lshr i64 %353, 1, !dbg !413
    #dbg_value(i64 %370, !212, !DIExpression(), !391)
  %371 = icmp ult i64 %353, 2, !dbg !395
  br i1 %371, label %372, label %350, !dbg !395, !llvm.loop !414

372:                                              ; preds = %364
    #dbg_value(i64 %366, !59, !DIExpression(), !416)
  %373 = icmp eq i64 %366, 1, !dbg !417
  %374 = icmp eq i64 %366, %334
  %375 = or i1 %373, %374, !dbg !418
  br i1 %375, label %388, label %376, !dbg !418

376:                                              ; preds = %372
    #dbg_value(i32 1, !63, !DIExpression(), !419)
    #dbg_value(i64 %366, !59, !DIExpression(), !416)
  br i1 %337, label %393, label %380, !dbg !420

377:                                              ; preds = %380
  %378 = add nuw i32 %381, 1, !dbg !421
    #dbg_value(i32 poison, !63, !DIExpression(), !419)
    #dbg_value(i64 poison, !59, !DIExpression(), !416)
  %379 = icmp eq i32 %381, %339, !dbg !422
  br i1 %379, label %393, label %380, !dbg !420, !llvm.loop !423

380:                                              ; preds = %376, %377
  %381 = phi i32 [ %378, %377 ], [ 1, %376 ]
  %382 = phi i64 [ %386, %377 ], [ %366, %376 ]
    #dbg_value(i32 %381, !63, !DIExpression(), !419)
    #dbg_value(i64 %382, !59, !DIExpression(), !416)
    #dbg_value(i64 %382, !224, !DIExpression(), !425)
    #dbg_value(i64 %382, !225, !DIExpression(), !425)
    #dbg_value(i64 %295, !226, !DIExpression(), !425)
  %383 = zext i64 %382 to i128, !dbg !427
  %384 = mul nuw i128 %383, %383, !dbg !428
  %385 = urem i128 %384, %336, !dbg !429
  %386 = trunc nuw i128 %385 to i64, !dbg !430
    #dbg_value(i64 %386, !59, !DIExpression(), !416)
  %387 = icmp eq i64 %334, %386, !dbg !431
    #dbg_value(i32 %381, !63, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !419)
  br i1 %387, label %388, label %377, !dbg !432

388:                                              ; preds = %380, %372
  %389 = add nuw nsw i64 %346, 1, !dbg !433
    #dbg_value(i64 %389, !57, !DIExpression(), !383)
  %390 = icmp eq i64 %389, 12, !dbg !434
  br i1 %390, label %391, label %345, !dbg !384, !llvm.loop !435

391:                                              ; preds = %388
  %392 = add nuw nsw i32 %297, 1, !dbg !437
  br label %393, !dbg !437

393:                                              ; preds = %376, %377, %294, %391
  %394 = phi i32 [ %392, %391 ], [ %297, %294 ], [ %297, %377 ], [ %297, %376 ]
  %395 = phi i64 [ %295, %391 ], [ %296, %294 ], [ %296, %377 ], [ %296, %376 ], !dbg !437
    #dbg_value(i64 %395, !120, !DIExpression(), !124)
    #dbg_value(i32 %394, !119, !DIExpression(), !124)
  %396 = add nsw i64 %295, 1, !dbg !438
    #dbg_value(i64 %396, !121, !DIExpression(), !273)
  %397 = icmp eq i64 %396, 0, !dbg !439
  br i1 %397, label %194, label %294, !dbg !274, !llvm.loop !440
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree noinline norecurse nosync nounwind memory(none) uwtable
define internal fastcc i64 @gcd_euclid(i64 noundef %0, i64 noundef %1) unnamed_addr #2 !dbg !442 {
    #dbg_value(i64 %0, !446, !DIExpression(), !450)
    #dbg_value(i64 %1, !447, !DIExpression(), !450)
  %3 = icmp eq i64 %1, 0, !dbg !451
  br i1 %3, label %9, label %4, !dbg !451

4:                                                ; preds = %2, %4
  %5 = phi i64 [ %6, %4 ], [ %0, %2 ]
  %6 = phi i64 [ %7, %4 ], [ %1, %2 ]
    #dbg_value(i64 %5, !446, !DIExpression(), !450)
    #dbg_value(i64 %6, !447, !DIExpression(), !450)
  %7 = urem i64 %5, %6, !dbg !452
    #dbg_value(i64 %7, !448, !DIExpression(), !453)
    #dbg_value(i64 %6, !446, !DIExpression(), !450)
    #dbg_value(i64 %7, !447, !DIExpression(), !450)
  %8 = icmp eq i64 %7, 0, !dbg !451
  br i1 %8, label %9, label %4, !dbg !451, !llvm.loop !454

9:                                                ; preds = %4, %2
  %10 = phi i64 [ %0, %2 ], [ %6, %4 ]
  ret i64 %10, !dbg !456
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(none) uwtable
define internal fastcc i64 @gcd_binary(i64 noundef %0, i64 noundef %1) unnamed_addr #2 !dbg !457 {
    #dbg_value(i64 %0, !459, !DIExpression(), !466)
    #dbg_value(i64 %1, !460, !DIExpression(), !466)
  %3 = icmp eq i64 %0, 0, !dbg !467
  br i1 %3, label %22, label %4, !dbg !469

4:                                                ; preds = %2
  %5 = icmp eq i64 %1, 0, !dbg !470
  br i1 %5, label %22, label %6, !dbg !472

6:                                                ; preds = %4
  %7 = or i64 %1, %0, !dbg !473
    #dbg_value(i64 %20, !461, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !466)
  %8 = tail call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %0, i1 true), !dbg !474
  %9 = lshr i64 %0, %8, !dbg !475
    #dbg_value(i64 %9, !459, !DIExpression(), !466)
    #dbg_value(i64 %1, !460, !DIExpression(), !466)
  br label %10, !dbg !476

10:                                               ; preds = %6, %10
  %11 = phi i64 [ %9, %6 ], [ %16, %10 ]
  %12 = phi i64 [ %1, %6 ], [ %17, %10 ]
    #dbg_value(i64 %11, !459, !DIExpression(), !466)
    #dbg_value(i64 %12, !460, !DIExpression(), !466)
  %13 = tail call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %12, i1 true), !dbg !477
  %14 = lshr i64 %12, %13, !dbg !478
    #dbg_value(i64 %14, !460, !DIExpression(), !466)
  %15 = tail call i64 @llvm.umax.i64(i64 %11, i64 %14), !dbg !479
  %16 = tail call i64 @llvm.umin.i64(i64 %11, i64 %14), !dbg !479
    #dbg_value(i64 %16, !459, !DIExpression(), !466)
    #dbg_value(i64 %15, !460, !DIExpression(), !466)
  %17 = sub i64 %15, %16, !dbg !480
    #dbg_value(i64 %17, !460, !DIExpression(), !466)
  %18 = icmp eq i64 %17, 0, !dbg !476
  br i1 %18, label %19, label %10, !dbg !476, !llvm.loop !481

19:                                               ; preds = %10
  %20 = tail call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %7, i1 true), !dbg !483
  %21 = shl i64 %16, %20, !dbg !484
  br label %22

22:                                               ; preds = %4, %2, %19
  %23 = phi i64 [ %21, %19 ], [ %1, %2 ], [ %0, %4 ], !dbg !466
  ret i64 %23, !dbg !485
}

; Function Attrs: nofree nounwind
declare !dbg !486 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nosync nounwind memory(argmem: write) uwtable
define internal fastcc i64 @egcd(i64 noundef %0, i64 noundef %1, ptr nocapture noundef writeonly %2, ptr nocapture noundef writeonly %3) unnamed_addr #4 !dbg !493 {
  %5 = alloca i64, align 8, !DIAssignID !505
    #dbg_assign(i1 undef, !502, !DIExpression(), !505, ptr %5, !DIExpression(), !506)
  %6 = alloca i64, align 8, !DIAssignID !507
    #dbg_assign(i1 undef, !503, !DIExpression(), !507, ptr %6, !DIExpression(), !506)
    #dbg_value(i64 %0, !498, !DIExpression(), !506)
    #dbg_value(i64 %1, !499, !DIExpression(), !506)
    #dbg_value(ptr %2, !500, !DIExpression(), !506)
    #dbg_value(ptr %3, !501, !DIExpression(), !506)
  %7 = icmp eq i64 %1, 0, !dbg !508
  br i1 %7, label %16, label %8, !dbg !510

8:                                                ; preds = %4
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %5) #7, !dbg !511
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %6) #7, !dbg !511
  %9 = srem i64 %0, %1, !dbg !512
  %10 = call fastcc i64 @egcd(i64 noundef %1, i64 noundef %9, ptr noundef nonnull %5, ptr noundef nonnull %6), !dbg !513
    #dbg_value(i64 %10, !504, !DIExpression(), !506)
  %11 = load i64, ptr %6, align 8, !dbg !514, !tbaa !168
  %12 = load i64, ptr %5, align 8, !dbg !515, !tbaa !168
  %13 = sdiv i64 %0, %1, !dbg !516
  %14 = mul nsw i64 %13, %11, !dbg !517
  %15 = sub nsw i64 %12, %14, !dbg !518
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %6) #7, !dbg !519
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5) #7, !dbg !519
  br label %16

16:                                               ; preds = %4, %8
  %17 = phi i64 [ %11, %8 ], [ 1, %4 ], !dbg !506
  %18 = phi i64 [ %15, %8 ], [ 0, %4 ], !dbg !506
  %19 = phi i64 [ %10, %8 ], [ %0, %4 ], !dbg !506
  store i64 %17, ptr %2, align 8, !dbg !506
  store i64 %18, ptr %3, align 8, !dbg !506
  ret i64 %19, !dbg !519
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.cttz.i64(i64, i1 immarg) #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umax.i64(i64, i64) #6

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umin.i64(i64, i64) #6

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree noinline norecurse nosync nounwind memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nosync nounwind memory(argmem: write) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { nounwind }

!llvm.dbg.cu = !{!40}
!llvm.module.flags = !{!69, !70, !71, !72, !73, !74, !75}
!llvm.ident = !{!76}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 46, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "programs/gcd_modular_arith.c", directory: ".", checksumkind: CSK_MD5, checksum: "9524e8b7604e6464a7572687f58ffab1")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 168, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 21)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 54, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 360, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 45)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 59, type: !3, isLocal: true, isDefinition: true)
!14 = !DIGlobalVariableExpression(var: !15, expr: !DIExpression())
!15 = distinct !DIGlobalVariable(scope: null, file: !2, line: 65, type: !16, isLocal: true, isDefinition: true)
!16 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 200, elements: !17)
!17 = !{!18}
!18 = !DISubrange(count: 25)
!19 = !DIGlobalVariableExpression(var: !20, expr: !DIExpression())
!20 = distinct !DIGlobalVariable(scope: null, file: !2, line: 68, type: !21, isLocal: true, isDefinition: true)
!21 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 256, elements: !22)
!22 = !{!23}
!23 = !DISubrange(count: 32)
!24 = !DIGlobalVariableExpression(var: !25, expr: !DIExpression())
!25 = distinct !DIGlobalVariable(scope: null, file: !2, line: 69, type: !26, isLocal: true, isDefinition: true)
!26 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 480, elements: !27)
!27 = !{!28}
!28 = !DISubrange(count: 60)
!29 = !DIGlobalVariableExpression(var: !30, expr: !DIExpression())
!30 = distinct !DIGlobalVariable(name: "small", scope: !31, file: !2, line: 26, type: !65, isLocal: true, isDefinition: true)
!31 = distinct !DISubprogram(name: "is_prime", scope: !2, file: !2, line: 24, type: !32, scopeLine: 24, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !40, retainedNodes: !51)
!32 = !DISubroutineType(types: !33)
!33 = !{!34, !35}
!34 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!35 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint64_t", file: !36, line: 27, baseType: !37)
!36 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-uintn.h", directory: "", checksumkind: CSK_MD5, checksum: "2bf2ae53c58c01b1a1b9383b5195125c")
!37 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint64_t", file: !38, line: 45, baseType: !39)
!38 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!39 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!40 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !41, globals: !50, splitDebugInlining: false, nameTableKind: None)
!41 = !{!42, !43, !44, !48, !49, !35}
!42 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!43 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!44 = !DIDerivedType(tag: DW_TAG_typedef, name: "int64_t", file: !45, line: 27, baseType: !46)
!45 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-intn.h", directory: "", checksumkind: CSK_MD5, checksum: "55bcbdc3159515ebd91d351a70d505f4")
!46 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int64_t", file: !38, line: 44, baseType: !47)
!47 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!48 = !DIBasicType(name: "unsigned __int128", size: 128, encoding: DW_ATE_unsigned)
!49 = !DIBasicType(name: "__int128", size: 128, encoding: DW_ATE_signed)
!50 = !{!0, !7, !12, !14, !19, !24, !29}
!51 = !{!52, !53, !55, !56, !57, !59, !62, !63}
!52 = !DILocalVariable(name: "n", arg: 1, scope: !31, file: !2, line: 24, type: !35)
!53 = !DILocalVariable(name: "i", scope: !54, file: !2, line: 27, type: !34)
!54 = distinct !DILexicalBlock(scope: !31, file: !2, line: 27, column: 5)
!55 = !DILocalVariable(name: "d", scope: !31, file: !2, line: 28, type: !35)
!56 = !DILocalVariable(name: "s", scope: !31, file: !2, line: 28, type: !34)
!57 = !DILocalVariable(name: "i", scope: !58, file: !2, line: 30, type: !34)
!58 = distinct !DILexicalBlock(scope: !31, file: !2, line: 30, column: 5)
!59 = !DILocalVariable(name: "x", scope: !60, file: !2, line: 31, type: !35)
!60 = distinct !DILexicalBlock(scope: !61, file: !2, line: 30, column: 34)
!61 = distinct !DILexicalBlock(scope: !58, file: !2, line: 30, column: 5)
!62 = !DILocalVariable(name: "comp", scope: !60, file: !2, line: 33, type: !34)
!63 = !DILocalVariable(name: "r", scope: !64, file: !2, line: 34, type: !34)
!64 = distinct !DILexicalBlock(scope: !60, file: !2, line: 34, column: 9)
!65 = !DICompositeType(tag: DW_TAG_array_type, baseType: !66, size: 768, elements: !67)
!66 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !35)
!67 = !{!68}
!68 = !DISubrange(count: 12)
!69 = !{i32 7, !"Dwarf Version", i32 5}
!70 = !{i32 2, !"Debug Info Version", i32 3}
!71 = !{i32 1, !"wchar_size", i32 4}
!72 = !{i32 8, !"PIC Level", i32 2}
!73 = !{i32 7, !"PIE Level", i32 2}
!74 = !{i32 7, !"uwtable", i32 2}
!75 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!76 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!77 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 40, type: !78, scopeLine: 40, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !40, retainedNodes: !80)
!78 = !DISubroutineType(types: !79)
!79 = !{!34}
!80 = !{!81, !87, !88, !90, !93, !94, !95, !96, !97, !98, !103, !104, !106, !109, !110, !111, !112, !113, !114, !115, !116, !117, !118, !119, !120, !121}
!81 = !DILocalVariable(name: "pairs", scope: !77, file: !2, line: 41, type: !82)
!82 = !DICompositeType(tag: DW_TAG_array_type, baseType: !83, size: 896, elements: !84)
!83 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !35)
!84 = !{!85, !86}
!85 = !DISubrange(count: 7)
!86 = !DISubrange(count: 2)
!87 = !DILocalVariable(name: "bad", scope: !77, file: !2, line: 43, type: !34)
!88 = !DILocalVariable(name: "i", scope: !89, file: !2, line: 44, type: !34)
!89 = distinct !DILexicalBlock(scope: !77, file: !2, line: 44, column: 5)
!90 = !DILocalVariable(name: "a", scope: !91, file: !2, line: 45, type: !35)
!91 = distinct !DILexicalBlock(scope: !92, file: !2, line: 44, column: 33)
!92 = distinct !DILexicalBlock(scope: !89, file: !2, line: 44, column: 5)
!93 = !DILocalVariable(name: "b", scope: !91, file: !2, line: 45, type: !35)
!94 = !DILocalVariable(name: "g1", scope: !91, file: !2, line: 45, type: !35)
!95 = !DILocalVariable(name: "g2", scope: !91, file: !2, line: 45, type: !35)
!96 = !DILocalVariable(name: "x", scope: !77, file: !2, line: 49, type: !44)
!97 = !DILocalVariable(name: "y", scope: !77, file: !2, line: 49, type: !44)
!98 = !DILocalVariable(name: "ea", scope: !77, file: !2, line: 50, type: !99)
!99 = !DICompositeType(tag: DW_TAG_array_type, baseType: !100, size: 256, elements: !101)
!100 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !44)
!101 = !{!102}
!102 = !DISubrange(count: 4)
!103 = !DILocalVariable(name: "eb", scope: !77, file: !2, line: 51, type: !99)
!104 = !DILocalVariable(name: "i", scope: !105, file: !2, line: 52, type: !34)
!105 = distinct !DILexicalBlock(scope: !77, file: !2, line: 52, column: 5)
!106 = !DILocalVariable(name: "g", scope: !107, file: !2, line: 53, type: !44)
!107 = distinct !DILexicalBlock(scope: !108, file: !2, line: 52, column: 33)
!108 = distinct !DILexicalBlock(scope: !105, file: !2, line: 52, column: 5)
!109 = !DILocalVariable(name: "p", scope: !77, file: !2, line: 57, type: !66)
!110 = !DILocalVariable(name: "inv", scope: !77, file: !2, line: 58, type: !35)
!111 = !DILocalVariable(name: "m1", scope: !77, file: !2, line: 60, type: !35)
!112 = !DILocalVariable(name: "m2", scope: !77, file: !2, line: 60, type: !35)
!113 = !DILocalVariable(name: "r1", scope: !77, file: !2, line: 60, type: !35)
!114 = !DILocalVariable(name: "r2", scope: !77, file: !2, line: 60, type: !35)
!115 = !DILocalVariable(name: "u", scope: !77, file: !2, line: 61, type: !44)
!116 = !DILocalVariable(name: "w", scope: !77, file: !2, line: 61, type: !44)
!117 = !DILocalVariable(name: "M", scope: !77, file: !2, line: 62, type: !48)
!118 = !DILocalVariable(name: "t", scope: !77, file: !2, line: 63, type: !49)
!119 = !DILocalVariable(name: "count", scope: !77, file: !2, line: 66, type: !34)
!120 = !DILocalVariable(name: "last", scope: !77, file: !2, line: 66, type: !35)
!121 = !DILocalVariable(name: "n", scope: !122, file: !2, line: 67, type: !35)
!122 = distinct !DILexicalBlock(scope: !77, file: !2, line: 67, column: 5)
!123 = distinct !DIAssignID()
!124 = !DILocation(line: 0, scope: !77)
!125 = distinct !DIAssignID()
!126 = distinct !DIAssignID()
!127 = distinct !DIAssignID()
!128 = distinct !DIAssignID()
!129 = distinct !DIAssignID()
!130 = distinct !DIAssignID()
!131 = distinct !DIAssignID()
!132 = distinct !DIAssignID()
!133 = distinct !DIAssignID()
!134 = distinct !DIAssignID()
!135 = distinct !DIAssignID()
!136 = distinct !DIAssignID()
!137 = distinct !DIAssignID()
!138 = distinct !DIAssignID()
!139 = distinct !DIAssignID()
!140 = distinct !DIAssignID()
!141 = distinct !DIAssignID()
!142 = distinct !DIAssignID()
!143 = distinct !DIAssignID()
!144 = distinct !DIAssignID()
!145 = distinct !DIAssignID()
!146 = distinct !DIAssignID()
!147 = distinct !DIAssignID()
!148 = distinct !DIAssignID()
!149 = distinct !DIAssignID()
!150 = !DILocation(line: 41, column: 5, scope: !77)
!151 = !DILocation(line: 41, column: 23, scope: !77)
!152 = distinct !DIAssignID()
!153 = distinct !DIAssignID()
!154 = distinct !DIAssignID()
!155 = distinct !DIAssignID()
!156 = distinct !DIAssignID()
!157 = distinct !DIAssignID()
!158 = distinct !DIAssignID()
!159 = distinct !DIAssignID()
!160 = distinct !DIAssignID()
!161 = distinct !DIAssignID()
!162 = distinct !DIAssignID()
!163 = distinct !DIAssignID()
!164 = distinct !DIAssignID()
!165 = distinct !DIAssignID()
!166 = !DILocation(line: 0, scope: !89)
!167 = !DILocation(line: 45, column: 22, scope: !91)
!168 = !{!169, !169, i64 0}
!169 = !{!"long", !170, i64 0}
!170 = !{!"omnipotent char", !171, i64 0}
!171 = !{!"Simple C/C++ TBAA"}
!172 = !DILocation(line: 0, scope: !91)
!173 = !DILocation(line: 45, column: 39, scope: !91)
!174 = !DILocation(line: 45, column: 57, scope: !91)
!175 = !DILocation(line: 45, column: 80, scope: !91)
!176 = !DILocation(line: 46, column: 9, scope: !91)
!177 = !DILocation(line: 49, column: 5, scope: !77)
!178 = !DILocation(line: 50, column: 5, scope: !77)
!179 = !DILocation(line: 50, column: 22, scope: !77)
!180 = distinct !DIAssignID()
!181 = distinct !DIAssignID()
!182 = distinct !DIAssignID()
!183 = distinct !DIAssignID()
!184 = !DILocation(line: 51, column: 5, scope: !77)
!185 = !DILocation(line: 51, column: 22, scope: !77)
!186 = distinct !DIAssignID()
!187 = distinct !DIAssignID()
!188 = distinct !DIAssignID()
!189 = distinct !DIAssignID()
!190 = !DILocation(line: 0, scope: !105)
!191 = !DILocation(line: 53, column: 26, scope: !107)
!192 = !DILocation(line: 53, column: 33, scope: !107)
!193 = !DILocation(line: 53, column: 21, scope: !107)
!194 = !DILocation(line: 0, scope: !107)
!195 = !DILocation(line: 54, column: 76, scope: !107)
!196 = !DILocation(line: 54, column: 94, scope: !107)
!197 = !DILocation(line: 54, column: 126, scope: !107)
!198 = !DILocation(line: 54, column: 140, scope: !107)
!199 = !DILocation(line: 54, column: 143, scope: !107)
!200 = !DILocation(line: 54, column: 149, scope: !107)
!201 = !DILocation(line: 54, column: 155, scope: !107)
!202 = !DILocation(line: 54, column: 161, scope: !107)
!203 = !DILocation(line: 54, column: 153, scope: !107)
!204 = !DILocation(line: 54, column: 165, scope: !107)
!205 = !DILocation(line: 54, column: 9, scope: !107)
!206 = !DILocation(line: 23, column: 86, scope: !207, inlinedAt: !215)
!207 = distinct !DISubprogram(name: "powmod", scope: !2, file: !2, line: 23, type: !208, scopeLine: 23, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !40, retainedNodes: !210)
!208 = !DISubroutineType(types: !209)
!209 = !{!35, !35, !35, !35}
!210 = !{!211, !212, !213, !214}
!211 = !DILocalVariable(name: "a", arg: 1, scope: !207, file: !2, line: 23, type: !35)
!212 = !DILocalVariable(name: "e", arg: 2, scope: !207, file: !2, line: 23, type: !35)
!213 = !DILocalVariable(name: "m", arg: 3, scope: !207, file: !2, line: 23, type: !35)
!214 = !DILocalVariable(name: "r", scope: !207, file: !2, line: 23, type: !35)
!215 = distinct !DILocation(line: 58, column: 20, scope: !77)
!216 = !DILocation(line: 0, scope: !207, inlinedAt: !215)
!217 = !DILocation(line: 23, column: 104, scope: !218, inlinedAt: !215)
!218 = distinct !DILexicalBlock(scope: !219, file: !2, line: 23, column: 102)
!219 = distinct !DILexicalBlock(scope: !207, file: !2, line: 23, column: 96)
!220 = !DILocation(line: 23, column: 102, scope: !219, inlinedAt: !215)
!221 = !DILocation(line: 22, column: 80, scope: !222, inlinedAt: !227)
!222 = distinct !DISubprogram(name: "mulmod", scope: !2, file: !2, line: 22, type: !208, scopeLine: 22, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !40, retainedNodes: !223)
!223 = !{!224, !225, !226}
!224 = !DILocalVariable(name: "a", arg: 1, scope: !222, file: !2, line: 22, type: !35)
!225 = !DILocalVariable(name: "b", arg: 2, scope: !222, file: !2, line: 22, type: !35)
!226 = !DILocalVariable(name: "m", arg: 3, scope: !222, file: !2, line: 22, type: !35)
!227 = distinct !DILocation(line: 23, column: 134, scope: !219, inlinedAt: !215)
!228 = !DILocation(line: 0, scope: !222, inlinedAt: !229)
!229 = distinct !DILocation(line: 23, column: 113, scope: !218, inlinedAt: !215)
!230 = !DILocation(line: 22, column: 80, scope: !222, inlinedAt: !229)
!231 = !DILocation(line: 22, column: 103, scope: !222, inlinedAt: !229)
!232 = !DILocation(line: 22, column: 101, scope: !222, inlinedAt: !229)
!233 = !DILocation(line: 22, column: 105, scope: !222, inlinedAt: !229)
!234 = !DILocation(line: 22, column: 69, scope: !222, inlinedAt: !229)
!235 = !DILocation(line: 23, column: 109, scope: !218, inlinedAt: !215)
!236 = !DILocation(line: 23, scope: !207, inlinedAt: !215)
!237 = !DILocation(line: 0, scope: !222, inlinedAt: !227)
!238 = !DILocation(line: 22, column: 101, scope: !222, inlinedAt: !227)
!239 = !DILocation(line: 22, column: 105, scope: !222, inlinedAt: !227)
!240 = !DILocation(line: 22, column: 69, scope: !222, inlinedAt: !227)
!241 = !DILocation(line: 23, column: 153, scope: !219, inlinedAt: !215)
!242 = distinct !{!242, !206, !243, !244}
!243 = !DILocation(line: 23, column: 160, scope: !207, inlinedAt: !215)
!244 = !{!"llvm.loop.mustprogress"}
!245 = !DILocation(line: 0, scope: !222, inlinedAt: !246)
!246 = distinct !DILocation(line: 59, column: 82, scope: !77)
!247 = !DILocation(line: 22, column: 80, scope: !222, inlinedAt: !246)
!248 = !DILocation(line: 22, column: 101, scope: !222, inlinedAt: !246)
!249 = !DILocation(line: 22, column: 105, scope: !222, inlinedAt: !246)
!250 = !DILocation(line: 22, column: 69, scope: !222, inlinedAt: !246)
!251 = !DILocation(line: 59, column: 5, scope: !77)
!252 = !DILocation(line: 61, column: 5, scope: !77)
!253 = !DILocation(line: 61, column: 19, scope: !77)
!254 = !DILocation(line: 63, column: 34, scope: !77)
!255 = !DILocation(line: 63, column: 32, scope: !77)
!256 = !DILocation(line: 63, column: 36, scope: !77)
!257 = !DILocation(line: 63, column: 50, scope: !77)
!258 = !DILocation(line: 63, column: 82, scope: !77)
!259 = !DILocation(line: 63, column: 80, scope: !77)
!260 = !DILocation(line: 63, column: 84, scope: !77)
!261 = !DILocation(line: 63, column: 98, scope: !77)
!262 = !DILocation(line: 63, column: 65, scope: !77)
!263 = !DILocation(line: 63, column: 114, scope: !77)
!264 = !DILocation(line: 64, column: 11, scope: !265)
!265 = distinct !DILexicalBlock(scope: !77, file: !2, line: 64, column: 9)
!266 = !DILocation(line: 64, column: 9, scope: !77)
!267 = !DILocation(line: 65, column: 41, scope: !77)
!268 = !DILocation(line: 65, column: 106, scope: !77)
!269 = !DILocation(line: 65, column: 64, scope: !77)
!270 = !DILocation(line: 65, column: 155, scope: !77)
!271 = !DILocation(line: 65, column: 113, scope: !77)
!272 = !DILocation(line: 65, column: 5, scope: !77)
!273 = !DILocation(line: 0, scope: !122)
!274 = !DILocation(line: 67, column: 5, scope: !122)
!275 = !DILocation(line: 68, column: 5, scope: !77)
!276 = !DILocation(line: 0, scope: !31, inlinedAt: !277)
!277 = distinct !DILocation(line: 69, column: 76, scope: !77)
!278 = !DILocation(line: 0, scope: !54, inlinedAt: !277)
!279 = !DILocation(line: 0, scope: !58, inlinedAt: !277)
!280 = !DILocation(line: 30, column: 5, scope: !58, inlinedAt: !277)
!281 = !DILocation(line: 0, scope: !207, inlinedAt: !282)
!282 = distinct !DILocation(line: 31, column: 22, scope: !60, inlinedAt: !277)
!283 = !DILocation(line: 31, column: 29, scope: !60, inlinedAt: !277)
!284 = !DILocation(line: 23, column: 80, scope: !207, inlinedAt: !282)
!285 = !DILocation(line: 23, column: 86, scope: !207, inlinedAt: !282)
!286 = !DILocation(line: 23, column: 104, scope: !218, inlinedAt: !282)
!287 = !DILocation(line: 23, column: 102, scope: !219, inlinedAt: !282)
!288 = !DILocation(line: 22, column: 80, scope: !222, inlinedAt: !289)
!289 = distinct !DILocation(line: 23, column: 134, scope: !219, inlinedAt: !282)
!290 = !DILocation(line: 0, scope: !222, inlinedAt: !291)
!291 = distinct !DILocation(line: 23, column: 113, scope: !218, inlinedAt: !282)
!292 = !DILocation(line: 22, column: 80, scope: !222, inlinedAt: !291)
!293 = !DILocation(line: 22, column: 103, scope: !222, inlinedAt: !291)
!294 = !DILocation(line: 22, column: 101, scope: !222, inlinedAt: !291)
!295 = !DILocation(line: 22, column: 105, scope: !222, inlinedAt: !291)
!296 = !DILocation(line: 22, column: 69, scope: !222, inlinedAt: !291)
!297 = !DILocation(line: 23, column: 109, scope: !218, inlinedAt: !282)
!298 = !DILocation(line: 23, scope: !207, inlinedAt: !282)
!299 = !DILocation(line: 0, scope: !222, inlinedAt: !289)
!300 = !DILocation(line: 22, column: 101, scope: !222, inlinedAt: !289)
!301 = !DILocation(line: 22, column: 105, scope: !222, inlinedAt: !289)
!302 = !DILocation(line: 22, column: 69, scope: !222, inlinedAt: !289)
!303 = !DILocation(line: 23, column: 153, scope: !219, inlinedAt: !282)
!304 = distinct !{!304, !285, !305, !244}
!305 = !DILocation(line: 23, column: 160, scope: !207, inlinedAt: !282)
!306 = !DILocation(line: 0, scope: !60, inlinedAt: !277)
!307 = !DILocation(line: 32, column: 20, scope: !308, inlinedAt: !277)
!308 = distinct !DILexicalBlock(scope: !60, file: !2, line: 32, column: 13)
!309 = !DILocation(line: 30, column: 30, scope: !61, inlinedAt: !277)
!310 = !DILocation(line: 30, column: 23, scope: !61, inlinedAt: !277)
!311 = distinct !{!311, !280, !312, !244}
!312 = !DILocation(line: 36, column: 5, scope: !58, inlinedAt: !277)
!313 = !DILocation(line: 0, scope: !31, inlinedAt: !314)
!314 = distinct !DILocation(line: 69, column: 104, scope: !77)
!315 = !DILocation(line: 0, scope: !54, inlinedAt: !314)
!316 = !DILocation(line: 0, scope: !31, inlinedAt: !317)
!317 = distinct !DILocation(line: 69, column: 132, scope: !77)
!318 = !DILocation(line: 0, scope: !54, inlinedAt: !317)
!319 = !DILocation(line: 0, scope: !58, inlinedAt: !317)
!320 = !DILocation(line: 30, column: 5, scope: !58, inlinedAt: !317)
!321 = !DILocation(line: 0, scope: !207, inlinedAt: !322)
!322 = distinct !DILocation(line: 31, column: 22, scope: !60, inlinedAt: !317)
!323 = !DILocation(line: 31, column: 29, scope: !60, inlinedAt: !317)
!324 = !DILocation(line: 23, column: 80, scope: !207, inlinedAt: !322)
!325 = !DILocation(line: 23, column: 86, scope: !207, inlinedAt: !322)
!326 = !DILocation(line: 23, column: 104, scope: !218, inlinedAt: !322)
!327 = !DILocation(line: 23, column: 102, scope: !219, inlinedAt: !322)
!328 = !DILocation(line: 22, column: 80, scope: !222, inlinedAt: !329)
!329 = distinct !DILocation(line: 23, column: 134, scope: !219, inlinedAt: !322)
!330 = !DILocation(line: 0, scope: !222, inlinedAt: !331)
!331 = distinct !DILocation(line: 23, column: 113, scope: !218, inlinedAt: !322)
!332 = !DILocation(line: 22, column: 80, scope: !222, inlinedAt: !331)
!333 = !DILocation(line: 22, column: 103, scope: !222, inlinedAt: !331)
!334 = !DILocation(line: 22, column: 101, scope: !222, inlinedAt: !331)
!335 = !DILocation(line: 22, column: 105, scope: !222, inlinedAt: !331)
!336 = !DILocation(line: 22, column: 69, scope: !222, inlinedAt: !331)
!337 = !DILocation(line: 23, column: 109, scope: !218, inlinedAt: !322)
!338 = !DILocation(line: 23, scope: !207, inlinedAt: !322)
!339 = !DILocation(line: 0, scope: !222, inlinedAt: !329)
!340 = !DILocation(line: 22, column: 101, scope: !222, inlinedAt: !329)
!341 = !DILocation(line: 22, column: 105, scope: !222, inlinedAt: !329)
!342 = !DILocation(line: 22, column: 69, scope: !222, inlinedAt: !329)
!343 = !DILocation(line: 23, column: 153, scope: !219, inlinedAt: !322)
!344 = distinct !{!344, !325, !345, !244}
!345 = !DILocation(line: 23, column: 160, scope: !207, inlinedAt: !322)
!346 = !DILocation(line: 0, scope: !60, inlinedAt: !317)
!347 = !DILocation(line: 32, column: 20, scope: !308, inlinedAt: !317)
!348 = !DILocation(line: 0, scope: !64, inlinedAt: !317)
!349 = !DILocation(line: 0, scope: !222, inlinedAt: !350)
!350 = distinct !DILocation(line: 34, column: 43, scope: !351, inlinedAt: !317)
!351 = distinct !DILexicalBlock(scope: !352, file: !2, line: 34, column: 37)
!352 = distinct !DILexicalBlock(scope: !64, file: !2, line: 34, column: 9)
!353 = !DILocation(line: 22, column: 80, scope: !222, inlinedAt: !350)
!354 = !DILocation(line: 22, column: 101, scope: !222, inlinedAt: !350)
!355 = !DILocation(line: 22, column: 105, scope: !222, inlinedAt: !350)
!356 = !DILocation(line: 34, column: 66, scope: !357, inlinedAt: !317)
!357 = distinct !DILexicalBlock(scope: !351, file: !2, line: 34, column: 64)
!358 = !DILocation(line: 34, column: 64, scope: !351, inlinedAt: !317)
!359 = !DILocation(line: 30, column: 30, scope: !61, inlinedAt: !317)
!360 = !DILocation(line: 30, column: 23, scope: !61, inlinedAt: !317)
!361 = distinct !{!361, !320, !362, !244}
!362 = !DILocation(line: 36, column: 5, scope: !58, inlinedAt: !317)
!363 = !DILocation(line: 47, column: 16, scope: !364)
!364 = distinct !DILexicalBlock(scope: !91, file: !2, line: 47, column: 13)
!365 = !DILocation(line: 47, column: 13, scope: !91)
!366 = !DILocation(line: 69, column: 5, scope: !77)
!367 = !DILocation(line: 70, column: 12, scope: !77)
!368 = !DILocation(line: 71, column: 1, scope: !77)
!369 = !DILocation(line: 70, column: 5, scope: !77)
!370 = !DILocation(line: 0, scope: !31, inlinedAt: !371)
!371 = distinct !DILocation(line: 67, column: 63, scope: !372)
!372 = distinct !DILexicalBlock(scope: !373, file: !2, line: 67, column: 63)
!373 = distinct !DILexicalBlock(scope: !122, file: !2, line: 67, column: 5)
!374 = !DILocation(line: 0, scope: !54, inlinedAt: !371)
!375 = !DILocation(line: 27, column: 42, scope: !376, inlinedAt: !371)
!376 = distinct !DILexicalBlock(scope: !377, file: !2, line: 27, column: 40)
!377 = distinct !DILexicalBlock(scope: !378, file: !2, line: 27, column: 34)
!378 = distinct !DILexicalBlock(scope: !54, file: !2, line: 27, column: 5)
!379 = !DILocation(line: 27, column: 53, scope: !376, inlinedAt: !371)
!380 = !DILocation(line: 27, column: 40, scope: !377, inlinedAt: !371)
!381 = !DILocation(line: 28, column: 20, scope: !31, inlinedAt: !371)
!382 = !DILocation(line: 29, column: 5, scope: !31, inlinedAt: !371)
!383 = !DILocation(line: 0, scope: !58, inlinedAt: !371)
!384 = !DILocation(line: 30, column: 5, scope: !58, inlinedAt: !371)
!385 = !DILocation(line: 29, column: 26, scope: !386, inlinedAt: !371)
!386 = distinct !DILexicalBlock(scope: !31, file: !2, line: 29, column: 22)
!387 = !DILocation(line: 29, column: 34, scope: !386, inlinedAt: !371)
!388 = !DILocation(line: 29, column: 12, scope: !31, inlinedAt: !371)
!389 = distinct !{!389, !382, !390, !244}
!390 = !DILocation(line: 29, column: 38, scope: !31, inlinedAt: !371)
!391 = !DILocation(line: 0, scope: !207, inlinedAt: !392)
!392 = distinct !DILocation(line: 31, column: 22, scope: !60, inlinedAt: !371)
!393 = !DILocation(line: 31, column: 29, scope: !60, inlinedAt: !371)
!394 = !DILocation(line: 23, column: 80, scope: !207, inlinedAt: !392)
!395 = !DILocation(line: 23, column: 86, scope: !207, inlinedAt: !392)
!396 = !DILocation(line: 23, column: 104, scope: !218, inlinedAt: !392)
!397 = !DILocation(line: 23, column: 102, scope: !219, inlinedAt: !392)
!398 = !DILocation(line: 22, column: 80, scope: !222, inlinedAt: !399)
!399 = distinct !DILocation(line: 23, column: 134, scope: !219, inlinedAt: !392)
!400 = !DILocation(line: 0, scope: !222, inlinedAt: !401)
!401 = distinct !DILocation(line: 23, column: 113, scope: !218, inlinedAt: !392)
!402 = !DILocation(line: 22, column: 80, scope: !222, inlinedAt: !401)
!403 = !DILocation(line: 22, column: 103, scope: !222, inlinedAt: !401)
!404 = !DILocation(line: 22, column: 101, scope: !222, inlinedAt: !401)
!405 = !DILocation(line: 22, column: 105, scope: !222, inlinedAt: !401)
!406 = !DILocation(line: 22, column: 69, scope: !222, inlinedAt: !401)
!407 = !DILocation(line: 23, column: 109, scope: !218, inlinedAt: !392)
!408 = !DILocation(line: 23, scope: !207, inlinedAt: !392)
!409 = !DILocation(line: 0, scope: !222, inlinedAt: !399)
!410 = !DILocation(line: 22, column: 101, scope: !222, inlinedAt: !399)
!411 = !DILocation(line: 22, column: 105, scope: !222, inlinedAt: !399)
!412 = !DILocation(line: 22, column: 69, scope: !222, inlinedAt: !399)
!413 = !DILocation(line: 23, column: 153, scope: !219, inlinedAt: !392)
!414 = distinct !{!414, !395, !415, !244}
!415 = !DILocation(line: 23, column: 160, scope: !207, inlinedAt: !392)
!416 = !DILocation(line: 0, scope: !60, inlinedAt: !371)
!417 = !DILocation(line: 32, column: 15, scope: !308, inlinedAt: !371)
!418 = !DILocation(line: 32, column: 20, scope: !308, inlinedAt: !371)
!419 = !DILocation(line: 0, scope: !64, inlinedAt: !371)
!420 = !DILocation(line: 34, column: 9, scope: !64, inlinedAt: !371)
!421 = !DILocation(line: 34, column: 33, scope: !352, inlinedAt: !371)
!422 = !DILocation(line: 34, column: 27, scope: !352, inlinedAt: !371)
!423 = distinct !{!423, !420, !424, !244}
!424 = !DILocation(line: 34, column: 97, scope: !64, inlinedAt: !371)
!425 = !DILocation(line: 0, scope: !222, inlinedAt: !426)
!426 = distinct !DILocation(line: 34, column: 43, scope: !351, inlinedAt: !371)
!427 = !DILocation(line: 22, column: 80, scope: !222, inlinedAt: !426)
!428 = !DILocation(line: 22, column: 101, scope: !222, inlinedAt: !426)
!429 = !DILocation(line: 22, column: 105, scope: !222, inlinedAt: !426)
!430 = !DILocation(line: 22, column: 69, scope: !222, inlinedAt: !426)
!431 = !DILocation(line: 34, column: 66, scope: !357, inlinedAt: !371)
!432 = !DILocation(line: 34, column: 64, scope: !351, inlinedAt: !371)
!433 = !DILocation(line: 30, column: 30, scope: !61, inlinedAt: !371)
!434 = !DILocation(line: 30, column: 23, scope: !61, inlinedAt: !371)
!435 = distinct !{!435, !384, !436, !244}
!436 = !DILocation(line: 36, column: 5, scope: !58, inlinedAt: !371)
!437 = !DILocation(line: 67, column: 63, scope: !373)
!438 = !DILocation(line: 67, column: 55, scope: !373)
!439 = !DILocation(line: 67, column: 48, scope: !373)
!440 = distinct !{!440, !274, !441, !244}
!441 = !DILocation(line: 67, column: 97, scope: !122)
!442 = distinct !DISubprogram(name: "gcd_euclid", scope: !2, file: !2, line: 7, type: !443, scopeLine: 7, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !40, retainedNodes: !445)
!443 = !DISubroutineType(types: !444)
!444 = !{!35, !35, !35}
!445 = !{!446, !447, !448}
!446 = !DILocalVariable(name: "a", arg: 1, scope: !442, file: !2, line: 7, type: !35)
!447 = !DILocalVariable(name: "b", arg: 2, scope: !442, file: !2, line: 7, type: !35)
!448 = !DILocalVariable(name: "t", scope: !449, file: !2, line: 7, type: !35)
!449 = distinct !DILexicalBlock(scope: !442, file: !2, line: 7, column: 90)
!450 = !DILocation(line: 0, scope: !442)
!451 = !DILocation(line: 7, column: 80, scope: !442)
!452 = !DILocation(line: 7, column: 107, scope: !449)
!453 = !DILocation(line: 0, scope: !449)
!454 = distinct !{!454, !451, !455, !244}
!455 = !DILocation(line: 7, column: 126, scope: !442)
!456 = !DILocation(line: 7, column: 128, scope: !442)
!457 = distinct !DISubprogram(name: "gcd_binary", scope: !2, file: !2, line: 8, type: !443, scopeLine: 8, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !40, retainedNodes: !458)
!458 = !{!459, !460, !461, !462}
!459 = !DILocalVariable(name: "a", arg: 1, scope: !457, file: !2, line: 8, type: !35)
!460 = !DILocalVariable(name: "b", arg: 2, scope: !457, file: !2, line: 8, type: !35)
!461 = !DILocalVariable(name: "k", scope: !457, file: !2, line: 11, type: !34)
!462 = !DILocalVariable(name: "t", scope: !463, file: !2, line: 13, type: !35)
!463 = distinct !DILexicalBlock(scope: !464, file: !2, line: 13, column: 54)
!464 = distinct !DILexicalBlock(scope: !465, file: !2, line: 13, column: 47)
!465 = distinct !DILexicalBlock(scope: !457, file: !2, line: 13, column: 15)
!466 = !DILocation(line: 0, scope: !457)
!467 = !DILocation(line: 9, column: 10, scope: !468)
!468 = distinct !DILexicalBlock(scope: !457, file: !2, line: 9, column: 9)
!469 = !DILocation(line: 9, column: 9, scope: !457)
!470 = !DILocation(line: 10, column: 10, scope: !471)
!471 = distinct !DILexicalBlock(scope: !457, file: !2, line: 10, column: 9)
!472 = !DILocation(line: 10, column: 9, scope: !457)
!473 = !DILocation(line: 11, column: 31, scope: !457)
!474 = !DILocation(line: 12, column: 11, scope: !457)
!475 = !DILocation(line: 12, column: 7, scope: !457)
!476 = !DILocation(line: 13, column: 5, scope: !457)
!477 = !DILocation(line: 13, column: 23, scope: !465)
!478 = !DILocation(line: 13, column: 19, scope: !465)
!479 = !DILocation(line: 13, column: 47, scope: !465)
!480 = !DILocation(line: 13, column: 90, scope: !465)
!481 = distinct !{!481, !476, !482, !244}
!482 = !DILocation(line: 13, column: 96, scope: !457)
!483 = !DILocation(line: 11, column: 13, scope: !457)
!484 = !DILocation(line: 14, column: 14, scope: !457)
!485 = !DILocation(line: 15, column: 1, scope: !457)
!486 = !DISubprogram(name: "printf", scope: !487, file: !487, line: 356, type: !488, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!487 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!488 = !DISubroutineType(types: !489)
!489 = !{!34, !490, null}
!490 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !491)
!491 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !492, size: 64)
!492 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!493 = distinct !DISubprogram(name: "egcd", scope: !2, file: !2, line: 16, type: !494, scopeLine: 16, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !40, retainedNodes: !497)
!494 = !DISubroutineType(types: !495)
!495 = !{!44, !44, !44, !496, !496}
!496 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !44, size: 64)
!497 = !{!498, !499, !500, !501, !502, !503, !504}
!498 = !DILocalVariable(name: "a", arg: 1, scope: !493, file: !2, line: 16, type: !44)
!499 = !DILocalVariable(name: "b", arg: 2, scope: !493, file: !2, line: 16, type: !44)
!500 = !DILocalVariable(name: "x", arg: 3, scope: !493, file: !2, line: 16, type: !496)
!501 = !DILocalVariable(name: "y", arg: 4, scope: !493, file: !2, line: 16, type: !496)
!502 = !DILocalVariable(name: "x1", scope: !493, file: !2, line: 18, type: !44)
!503 = !DILocalVariable(name: "y1", scope: !493, file: !2, line: 18, type: !44)
!504 = !DILocalVariable(name: "g", scope: !493, file: !2, line: 18, type: !44)
!505 = distinct !DIAssignID()
!506 = !DILocation(line: 0, scope: !493)
!507 = distinct !DIAssignID()
!508 = !DILocation(line: 17, column: 11, scope: !509)
!509 = distinct !DILexicalBlock(scope: !493, file: !2, line: 17, column: 9)
!510 = !DILocation(line: 17, column: 9, scope: !493)
!511 = !DILocation(line: 18, column: 5, scope: !493)
!512 = !DILocation(line: 18, column: 35, scope: !493)
!513 = !DILocation(line: 18, column: 25, scope: !493)
!514 = !DILocation(line: 19, column: 10, scope: !493)
!515 = !DILocation(line: 19, column: 19, scope: !493)
!516 = !DILocation(line: 19, column: 27, scope: !493)
!517 = !DILocation(line: 19, column: 32, scope: !493)
!518 = !DILocation(line: 19, column: 22, scope: !493)
!519 = !DILocation(line: 21, column: 1, scope: !493)
