; ModuleID = 'programs/fp_printf_formats_all.c'
source_filename = "programs/fp_printf_formats_all.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@__const.main.d = private unnamed_addr constant [17 x double] [double 0.000000e+00, double -0.000000e+00, double 1.000000e+00, double -1.500000e+00, double 1.000000e-01, double 0x419D6F3454800000, double 1.000000e-05, double 1.000000e+21, double 1.000000e+300, double 0x7FEFFFFFFFFFFFFF, double 0x10000000000000, double 4.940660e-324, double 0x7FF0000000000000, double 0xFFF0000000000000, double 2.500000e+00, double 3.500000e+00, double 1.234560e-04], align 16
@.str = private unnamed_addr constant [69 x i8] c"[%a] [%e] [%.3f] [%g] [%+.10g] [%#.0f] [%012.4e] [%-12.3g|] [% .2e]\0A\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [34 x i8] c"nan: [%f] [%e] [%g] [%a] [%5.1f]\0A\00", align 1, !dbg !7
@__const.main.l = private unnamed_addr constant [13 x x86_fp80] [x86_fp80 0xK00000000000000000000, x86_fp80 0xK80000000000000000000, x86_fp80 0xK3FFF8000000000000000, x86_fp80 0xK3FFBCCCCCCCCCCCCCCCD, x86_fp80 0xKC000B000000000000000, x86_fp80 0xK0C179C3D73864F3805C0, x86_fp80 0xK73E6D1BA8323FE558C61, x86_fp80 0xK7FFEFFFFFFFFFFFFFFFF, x86_fp80 0xK00018000000000000000, x86_fp80 0xK00000000000000000001, x86_fp80 0xK3FC08000000000000000, x86_fp80 0xK403EAB54A98CEB1F0AD2, x86_fp80 0xK7FFF8000000000000000], align 16
@.str.2 = private unnamed_addr constant [38 x i8] c"L[%La] [%Le] [%.25Lg] [%Lg] [%+.3Le]\0A\00", align 1, !dbg !12
@.str.3 = private unnamed_addr constant [35 x i8] c"L fixed: [%Lf] [%.30Lf] [%20.5Lf]\0A\00", align 1, !dbg !17
@__const.main.f = private unnamed_addr constant [6 x float] [float 0x3FB99999A0000000, float 0x3FD5555560000000, float 0x47EFFFFFE0000000, float 0x3810000000000000, float 0x36A0000000000000, float 0xC170000000000000], align 16
@.str.4 = private unnamed_addr constant [19 x i8] c"f[%a] [%.9g] [%e]\0A\00", align 1, !dbg !22
@.str.5 = private unnamed_addr constant [18 x i8] c"[%*.*f] [%*.*Le] \00", align 1, !dbg !27
@.str.7 = private unnamed_addr constant [49 x i8] c"%d %f %ld %Lf %u %e %lld %Lg %c %g %s %La %x %a\0A\00", align 1, !dbg !32
@.str.8 = private unnamed_addr constant [7 x i8] c"eleven\00", align 1, !dbg !37

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 !dbg !60 {
  %1 = alloca [17 x double], align 16, !DIAssignID !92
    #dbg_assign(i1 undef, !64, !DIExpression(), !92, ptr %1, !DIExpression(), !93)
  %2 = alloca x86_fp80, align 16, !DIAssignID !94
    #dbg_assign(i1 undef, !71, !DIExpression(DW_OP_LLVM_fragment, 0, 80), !94, ptr %2, !DIExpression(), !93)
  %3 = alloca [6 x i8], align 2, !DIAssignID !95
    #dbg_assign(i1 undef, !71, !DIExpression(DW_OP_LLVM_fragment, 80, 48), !95, ptr %3, !DIExpression(), !93)
  %4 = alloca x86_fp80, align 16, !DIAssignID !96
    #dbg_assign(i1 undef, !71, !DIExpression(DW_OP_LLVM_fragment, 128, 80), !96, ptr %4, !DIExpression(), !93)
  %5 = alloca [6 x i8], align 2, !DIAssignID !97
    #dbg_assign(i1 undef, !71, !DIExpression(DW_OP_LLVM_fragment, 208, 48), !97, ptr %5, !DIExpression(), !93)
  %6 = alloca x86_fp80, align 16, !DIAssignID !98
    #dbg_assign(i1 undef, !71, !DIExpression(DW_OP_LLVM_fragment, 256, 80), !98, ptr %6, !DIExpression(), !93)
  %7 = alloca [6 x i8], align 2, !DIAssignID !99
    #dbg_assign(i1 undef, !71, !DIExpression(DW_OP_LLVM_fragment, 336, 48), !99, ptr %7, !DIExpression(), !93)
  %8 = alloca x86_fp80, align 16, !DIAssignID !100
    #dbg_assign(i1 undef, !71, !DIExpression(DW_OP_LLVM_fragment, 384, 80), !100, ptr %8, !DIExpression(), !93)
  %9 = alloca [6 x i8], align 2, !DIAssignID !101
    #dbg_assign(i1 undef, !71, !DIExpression(DW_OP_LLVM_fragment, 464, 48), !101, ptr %9, !DIExpression(), !93)
  %10 = alloca x86_fp80, align 16, !DIAssignID !102
    #dbg_assign(i1 undef, !71, !DIExpression(DW_OP_LLVM_fragment, 512, 80), !102, ptr %10, !DIExpression(), !93)
  %11 = alloca [6 x i8], align 2, !DIAssignID !103
    #dbg_assign(i1 undef, !71, !DIExpression(DW_OP_LLVM_fragment, 592, 48), !103, ptr %11, !DIExpression(), !93)
  %12 = alloca x86_fp80, align 16, !DIAssignID !104
    #dbg_assign(i1 undef, !71, !DIExpression(DW_OP_LLVM_fragment, 640, 80), !104, ptr %12, !DIExpression(), !93)
  %13 = alloca [6 x i8], align 2, !DIAssignID !105
    #dbg_assign(i1 undef, !71, !DIExpression(DW_OP_LLVM_fragment, 720, 48), !105, ptr %13, !DIExpression(), !93)
  %14 = alloca x86_fp80, align 16, !DIAssignID !106
    #dbg_assign(i1 undef, !71, !DIExpression(DW_OP_LLVM_fragment, 768, 80), !106, ptr %14, !DIExpression(), !93)
  %15 = alloca [6 x i8], align 2, !DIAssignID !107
    #dbg_assign(i1 undef, !71, !DIExpression(DW_OP_LLVM_fragment, 848, 48), !107, ptr %15, !DIExpression(), !93)
  %16 = alloca x86_fp80, align 16, !DIAssignID !108
    #dbg_assign(i1 undef, !71, !DIExpression(DW_OP_LLVM_fragment, 896, 80), !108, ptr %16, !DIExpression(), !93)
  %17 = alloca [6 x i8], align 2, !DIAssignID !109
    #dbg_assign(i1 undef, !71, !DIExpression(DW_OP_LLVM_fragment, 976, 48), !109, ptr %17, !DIExpression(), !93)
  %18 = alloca x86_fp80, align 16, !DIAssignID !110
    #dbg_assign(i1 undef, !71, !DIExpression(DW_OP_LLVM_fragment, 1024, 80), !110, ptr %18, !DIExpression(), !93)
  %19 = alloca [6 x i8], align 2, !DIAssignID !111
    #dbg_assign(i1 undef, !71, !DIExpression(DW_OP_LLVM_fragment, 1104, 48), !111, ptr %19, !DIExpression(), !93)
  %20 = alloca x86_fp80, align 16, !DIAssignID !112
    #dbg_assign(i1 undef, !71, !DIExpression(DW_OP_LLVM_fragment, 1152, 80), !112, ptr %20, !DIExpression(), !93)
  %21 = alloca [6 x i8], align 2, !DIAssignID !113
    #dbg_assign(i1 undef, !71, !DIExpression(DW_OP_LLVM_fragment, 1232, 48), !113, ptr %21, !DIExpression(), !93)
  %22 = alloca x86_fp80, align 16, !DIAssignID !114
    #dbg_assign(i1 undef, !71, !DIExpression(DW_OP_LLVM_fragment, 1280, 80), !114, ptr %22, !DIExpression(), !93)
  %23 = alloca [6 x i8], align 2, !DIAssignID !115
    #dbg_assign(i1 undef, !71, !DIExpression(DW_OP_LLVM_fragment, 1360, 48), !115, ptr %23, !DIExpression(), !93)
  %24 = alloca x86_fp80, align 16, !DIAssignID !116
    #dbg_assign(i1 undef, !71, !DIExpression(DW_OP_LLVM_fragment, 1408, 80), !116, ptr %24, !DIExpression(), !93)
  %25 = alloca [6 x i8], align 2, !DIAssignID !117
    #dbg_assign(i1 undef, !71, !DIExpression(DW_OP_LLVM_fragment, 1488, 48), !117, ptr %25, !DIExpression(), !93)
  %26 = alloca x86_fp80, align 16, !DIAssignID !118
    #dbg_assign(i1 undef, !71, !DIExpression(DW_OP_LLVM_fragment, 1536, 80), !118, ptr %26, !DIExpression(), !93)
  %27 = alloca [6 x i8], align 2, !DIAssignID !119
    #dbg_assign(i1 undef, !71, !DIExpression(DW_OP_LLVM_fragment, 1616, 48), !119, ptr %27, !DIExpression(), !93)
  %28 = alloca float, align 16, !DIAssignID !120
    #dbg_assign(i1 undef, !79, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !120, ptr %28, !DIExpression(), !93)
  %29 = alloca float, align 4, !DIAssignID !121
    #dbg_assign(i1 undef, !79, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !121, ptr %29, !DIExpression(), !93)
  %30 = alloca float, align 8, !DIAssignID !122
    #dbg_assign(i1 undef, !79, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !122, ptr %30, !DIExpression(), !93)
  %31 = alloca float, align 4, !DIAssignID !123
    #dbg_assign(i1 undef, !79, !DIExpression(DW_OP_LLVM_fragment, 96, 32), !123, ptr %31, !DIExpression(), !93)
  %32 = alloca float, align 16, !DIAssignID !124
    #dbg_assign(i1 undef, !79, !DIExpression(DW_OP_LLVM_fragment, 128, 32), !124, ptr %32, !DIExpression(), !93)
  %33 = alloca float, align 4, !DIAssignID !125
    #dbg_assign(i1 undef, !79, !DIExpression(DW_OP_LLVM_fragment, 160, 32), !125, ptr %33, !DIExpression(), !93)
  call void @llvm.lifetime.start.p0(i64 136, ptr nonnull %1) #5, !dbg !126
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 16 %1, ptr align 16 @__const.main.d, i64 136, i1 true), !dbg !127, !DIAssignID !128
    #dbg_assign(i1 undef, !64, !DIExpression(), !128, ptr %1, !DIExpression(), !93)
    #dbg_value(i32 0, !69, !DIExpression(), !129)
  br label %190, !dbg !130

34:                                               ; preds = %207
  %35 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, double noundef 0x7FF8000000000000, double noundef 0x7FF8000000000000, double noundef 0x7FF8000000000000, double noundef 0x7FF8000000000000, double noundef 0x7FF8000000000000), !dbg !131
  call void @llvm.lifetime.start.p0(i64 10, ptr nonnull %2), !dbg !132
  call void @llvm.lifetime.start.p0(i64 6, ptr nonnull %3), !dbg !132
  call void @llvm.lifetime.start.p0(i64 10, ptr nonnull %4), !dbg !132
  call void @llvm.lifetime.start.p0(i64 6, ptr nonnull %5), !dbg !132
  call void @llvm.lifetime.start.p0(i64 10, ptr nonnull %6), !dbg !132
  call void @llvm.lifetime.start.p0(i64 6, ptr nonnull %7), !dbg !132
  call void @llvm.lifetime.start.p0(i64 10, ptr nonnull %8), !dbg !132
  call void @llvm.lifetime.start.p0(i64 6, ptr nonnull %9), !dbg !132
  call void @llvm.lifetime.start.p0(i64 10, ptr nonnull %10), !dbg !132
  call void @llvm.lifetime.start.p0(i64 6, ptr nonnull %11), !dbg !132
  call void @llvm.lifetime.start.p0(i64 10, ptr nonnull %12), !dbg !132
  call void @llvm.lifetime.start.p0(i64 6, ptr nonnull %13), !dbg !132
  call void @llvm.lifetime.start.p0(i64 10, ptr nonnull %14), !dbg !132
  call void @llvm.lifetime.start.p0(i64 6, ptr nonnull %15), !dbg !132
  call void @llvm.lifetime.start.p0(i64 10, ptr nonnull %16), !dbg !132
  call void @llvm.lifetime.start.p0(i64 6, ptr nonnull %17), !dbg !132
  call void @llvm.lifetime.start.p0(i64 10, ptr nonnull %18), !dbg !132
  call void @llvm.lifetime.start.p0(i64 6, ptr nonnull %19), !dbg !132
  call void @llvm.lifetime.start.p0(i64 10, ptr nonnull %20), !dbg !132
  call void @llvm.lifetime.start.p0(i64 6, ptr nonnull %21), !dbg !132
  call void @llvm.lifetime.start.p0(i64 10, ptr nonnull %22), !dbg !132
  call void @llvm.lifetime.start.p0(i64 6, ptr nonnull %23), !dbg !132
  call void @llvm.lifetime.start.p0(i64 10, ptr nonnull %24), !dbg !132
  call void @llvm.lifetime.start.p0(i64 6, ptr nonnull %25), !dbg !132
  call void @llvm.lifetime.start.p0(i64 10, ptr nonnull %26), !dbg !132
  call void @llvm.lifetime.start.p0(i64 6, ptr nonnull %27), !dbg !132
  %36 = load volatile x86_fp80, ptr @__const.main.l, align 16, !dbg !133
  store volatile x86_fp80 %36, ptr %2, align 16, !dbg !133, !DIAssignID !134
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 2 %3, ptr align 2 getelementptr inbounds (i8, ptr @__const.main.l, i64 10), i64 6, i1 true), !dbg !133, !DIAssignID !135
  %37 = load volatile x86_fp80, ptr getelementptr inbounds (i8, ptr @__const.main.l, i64 16), align 16, !dbg !133
  store volatile x86_fp80 %37, ptr %4, align 16, !dbg !133, !DIAssignID !136
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 2 %5, ptr align 2 getelementptr inbounds (i8, ptr @__const.main.l, i64 26), i64 6, i1 true), !dbg !133, !DIAssignID !137
  %38 = load volatile x86_fp80, ptr getelementptr inbounds (i8, ptr @__const.main.l, i64 32), align 16, !dbg !133
  store volatile x86_fp80 %38, ptr %6, align 16, !dbg !133, !DIAssignID !138
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 2 %7, ptr align 2 getelementptr inbounds (i8, ptr @__const.main.l, i64 42), i64 6, i1 true), !dbg !133, !DIAssignID !139
  %39 = load volatile x86_fp80, ptr getelementptr inbounds (i8, ptr @__const.main.l, i64 48), align 16, !dbg !133
  store volatile x86_fp80 %39, ptr %8, align 16, !dbg !133, !DIAssignID !140
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 2 %9, ptr align 2 getelementptr inbounds (i8, ptr @__const.main.l, i64 58), i64 6, i1 true), !dbg !133, !DIAssignID !141
  %40 = load volatile x86_fp80, ptr getelementptr inbounds (i8, ptr @__const.main.l, i64 64), align 16, !dbg !133
  store volatile x86_fp80 %40, ptr %10, align 16, !dbg !133, !DIAssignID !142
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 2 %11, ptr align 2 getelementptr inbounds (i8, ptr @__const.main.l, i64 74), i64 6, i1 true), !dbg !133, !DIAssignID !143
  %41 = load volatile x86_fp80, ptr getelementptr inbounds (i8, ptr @__const.main.l, i64 80), align 16, !dbg !133
  store volatile x86_fp80 %41, ptr %12, align 16, !dbg !133, !DIAssignID !144
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 2 %13, ptr align 2 getelementptr inbounds (i8, ptr @__const.main.l, i64 90), i64 6, i1 true), !dbg !133, !DIAssignID !145
  %42 = load volatile x86_fp80, ptr getelementptr inbounds (i8, ptr @__const.main.l, i64 96), align 16, !dbg !133
  store volatile x86_fp80 %42, ptr %14, align 16, !dbg !133, !DIAssignID !146
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 2 %15, ptr align 2 getelementptr inbounds (i8, ptr @__const.main.l, i64 106), i64 6, i1 true), !dbg !133, !DIAssignID !147
  %43 = load volatile x86_fp80, ptr getelementptr inbounds (i8, ptr @__const.main.l, i64 112), align 16, !dbg !133
  store volatile x86_fp80 %43, ptr %16, align 16, !dbg !133, !DIAssignID !148
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 2 %17, ptr align 2 getelementptr inbounds (i8, ptr @__const.main.l, i64 122), i64 6, i1 true), !dbg !133, !DIAssignID !149
  %44 = load volatile x86_fp80, ptr getelementptr inbounds (i8, ptr @__const.main.l, i64 128), align 16, !dbg !133
  store volatile x86_fp80 %44, ptr %18, align 16, !dbg !133, !DIAssignID !150
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 2 %19, ptr align 2 getelementptr inbounds (i8, ptr @__const.main.l, i64 138), i64 6, i1 true), !dbg !133, !DIAssignID !151
  %45 = load volatile x86_fp80, ptr getelementptr inbounds (i8, ptr @__const.main.l, i64 144), align 16, !dbg !133
  store volatile x86_fp80 %45, ptr %20, align 16, !dbg !133, !DIAssignID !152
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 2 %21, ptr align 2 getelementptr inbounds (i8, ptr @__const.main.l, i64 154), i64 6, i1 true), !dbg !133, !DIAssignID !153
  %46 = load volatile x86_fp80, ptr getelementptr inbounds (i8, ptr @__const.main.l, i64 160), align 16, !dbg !133
  store volatile x86_fp80 %46, ptr %22, align 16, !dbg !133, !DIAssignID !154
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 2 %23, ptr align 2 getelementptr inbounds (i8, ptr @__const.main.l, i64 170), i64 6, i1 true), !dbg !133, !DIAssignID !155
  %47 = load volatile x86_fp80, ptr getelementptr inbounds (i8, ptr @__const.main.l, i64 176), align 16, !dbg !133
  store volatile x86_fp80 %47, ptr %24, align 16, !dbg !133, !DIAssignID !156
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 2 %25, ptr align 2 getelementptr inbounds (i8, ptr @__const.main.l, i64 186), i64 6, i1 true), !dbg !133, !DIAssignID !157
  %48 = load volatile x86_fp80, ptr getelementptr inbounds (i8, ptr @__const.main.l, i64 192), align 16, !dbg !133
  store volatile x86_fp80 %48, ptr %26, align 16, !dbg !133, !DIAssignID !158
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 2 %27, ptr align 2 getelementptr inbounds (i8, ptr @__const.main.l, i64 202), i64 6, i1 true), !dbg !133, !DIAssignID !159
    #dbg_assign(x86_fp80 %36, !71, !DIExpression(DW_OP_LLVM_fragment, 0, 80), !134, ptr %2, !DIExpression(), !93)
    #dbg_assign(i1 undef, !71, !DIExpression(DW_OP_LLVM_fragment, 80, 48), !135, ptr %3, !DIExpression(), !93)
    #dbg_assign(x86_fp80 %37, !71, !DIExpression(DW_OP_LLVM_fragment, 128, 80), !136, ptr %4, !DIExpression(), !93)
    #dbg_assign(i1 undef, !71, !DIExpression(DW_OP_LLVM_fragment, 208, 48), !137, ptr %5, !DIExpression(), !93)
    #dbg_assign(x86_fp80 %38, !71, !DIExpression(DW_OP_LLVM_fragment, 256, 80), !138, ptr %6, !DIExpression(), !93)
    #dbg_assign(i1 undef, !71, !DIExpression(DW_OP_LLVM_fragment, 336, 48), !139, ptr %7, !DIExpression(), !93)
    #dbg_assign(x86_fp80 %39, !71, !DIExpression(DW_OP_LLVM_fragment, 384, 80), !140, ptr %8, !DIExpression(), !93)
    #dbg_assign(i1 undef, !71, !DIExpression(DW_OP_LLVM_fragment, 464, 48), !141, ptr %9, !DIExpression(), !93)
    #dbg_assign(x86_fp80 %40, !71, !DIExpression(DW_OP_LLVM_fragment, 512, 80), !142, ptr %10, !DIExpression(), !93)
    #dbg_assign(i1 undef, !71, !DIExpression(DW_OP_LLVM_fragment, 592, 48), !143, ptr %11, !DIExpression(), !93)
    #dbg_assign(x86_fp80 %41, !71, !DIExpression(DW_OP_LLVM_fragment, 640, 80), !144, ptr %12, !DIExpression(), !93)
    #dbg_assign(i1 undef, !71, !DIExpression(DW_OP_LLVM_fragment, 720, 48), !145, ptr %13, !DIExpression(), !93)
    #dbg_assign(x86_fp80 %42, !71, !DIExpression(DW_OP_LLVM_fragment, 768, 80), !146, ptr %14, !DIExpression(), !93)
    #dbg_assign(i1 undef, !71, !DIExpression(DW_OP_LLVM_fragment, 848, 48), !147, ptr %15, !DIExpression(), !93)
    #dbg_assign(x86_fp80 %43, !71, !DIExpression(DW_OP_LLVM_fragment, 896, 80), !148, ptr %16, !DIExpression(), !93)
    #dbg_assign(i1 undef, !71, !DIExpression(DW_OP_LLVM_fragment, 976, 48), !149, ptr %17, !DIExpression(), !93)
    #dbg_assign(x86_fp80 %44, !71, !DIExpression(DW_OP_LLVM_fragment, 1024, 80), !150, ptr %18, !DIExpression(), !93)
    #dbg_assign(i1 undef, !71, !DIExpression(DW_OP_LLVM_fragment, 1104, 48), !151, ptr %19, !DIExpression(), !93)
    #dbg_assign(x86_fp80 %45, !71, !DIExpression(DW_OP_LLVM_fragment, 1152, 80), !152, ptr %20, !DIExpression(), !93)
    #dbg_assign(i1 undef, !71, !DIExpression(DW_OP_LLVM_fragment, 1232, 48), !153, ptr %21, !DIExpression(), !93)
    #dbg_assign(x86_fp80 %46, !71, !DIExpression(DW_OP_LLVM_fragment, 1280, 80), !154, ptr %22, !DIExpression(), !93)
    #dbg_assign(i1 undef, !71, !DIExpression(DW_OP_LLVM_fragment, 1360, 48), !155, ptr %23, !DIExpression(), !93)
    #dbg_assign(x86_fp80 %47, !71, !DIExpression(DW_OP_LLVM_fragment, 1408, 80), !156, ptr %24, !DIExpression(), !93)
    #dbg_assign(i1 undef, !71, !DIExpression(DW_OP_LLVM_fragment, 1488, 48), !157, ptr %25, !DIExpression(), !93)
    #dbg_assign(x86_fp80 %48, !71, !DIExpression(DW_OP_LLVM_fragment, 1536, 80), !158, ptr %26, !DIExpression(), !93)
    #dbg_assign(i1 undef, !71, !DIExpression(DW_OP_LLVM_fragment, 1616, 48), !159, ptr %27, !DIExpression(), !93)
    #dbg_value(i64 0, !77, !DIExpression(), !160)
  %49 = load volatile x86_fp80, ptr %2, align 16, !dbg !161, !tbaa !163
  %50 = load volatile x86_fp80, ptr %2, align 16, !dbg !167, !tbaa !163
  %51 = load volatile x86_fp80, ptr %2, align 16, !dbg !168, !tbaa !163
  %52 = load volatile x86_fp80, ptr %2, align 16, !dbg !169, !tbaa !163
  %53 = load volatile x86_fp80, ptr %2, align 16, !dbg !170, !tbaa !163
  %54 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, x86_fp80 noundef %49, x86_fp80 noundef %50, x86_fp80 noundef %51, x86_fp80 noundef %52, x86_fp80 noundef %53), !dbg !171
    #dbg_value(i64 1, !77, !DIExpression(), !160)
  %55 = load volatile x86_fp80, ptr %4, align 16, !dbg !161, !tbaa !163
  %56 = load volatile x86_fp80, ptr %4, align 16, !dbg !167, !tbaa !163
  %57 = load volatile x86_fp80, ptr %4, align 16, !dbg !168, !tbaa !163
  %58 = load volatile x86_fp80, ptr %4, align 16, !dbg !169, !tbaa !163
  %59 = load volatile x86_fp80, ptr %4, align 16, !dbg !170, !tbaa !163
  %60 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, x86_fp80 noundef %55, x86_fp80 noundef %56, x86_fp80 noundef %57, x86_fp80 noundef %58, x86_fp80 noundef %59), !dbg !171
    #dbg_value(i64 2, !77, !DIExpression(), !160)
  %61 = load volatile x86_fp80, ptr %6, align 16, !dbg !161, !tbaa !163
  %62 = load volatile x86_fp80, ptr %6, align 16, !dbg !167, !tbaa !163
  %63 = load volatile x86_fp80, ptr %6, align 16, !dbg !168, !tbaa !163
  %64 = load volatile x86_fp80, ptr %6, align 16, !dbg !169, !tbaa !163
  %65 = load volatile x86_fp80, ptr %6, align 16, !dbg !170, !tbaa !163
  %66 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, x86_fp80 noundef %61, x86_fp80 noundef %62, x86_fp80 noundef %63, x86_fp80 noundef %64, x86_fp80 noundef %65), !dbg !171
    #dbg_value(i64 3, !77, !DIExpression(), !160)
  %67 = load volatile x86_fp80, ptr %8, align 16, !dbg !161, !tbaa !163
  %68 = load volatile x86_fp80, ptr %8, align 16, !dbg !167, !tbaa !163
  %69 = load volatile x86_fp80, ptr %8, align 16, !dbg !168, !tbaa !163
  %70 = load volatile x86_fp80, ptr %8, align 16, !dbg !169, !tbaa !163
  %71 = load volatile x86_fp80, ptr %8, align 16, !dbg !170, !tbaa !163
  %72 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, x86_fp80 noundef %67, x86_fp80 noundef %68, x86_fp80 noundef %69, x86_fp80 noundef %70, x86_fp80 noundef %71), !dbg !171
    #dbg_value(i64 4, !77, !DIExpression(), !160)
  %73 = load volatile x86_fp80, ptr %10, align 16, !dbg !161, !tbaa !163
  %74 = load volatile x86_fp80, ptr %10, align 16, !dbg !167, !tbaa !163
  %75 = load volatile x86_fp80, ptr %10, align 16, !dbg !168, !tbaa !163
  %76 = load volatile x86_fp80, ptr %10, align 16, !dbg !169, !tbaa !163
  %77 = load volatile x86_fp80, ptr %10, align 16, !dbg !170, !tbaa !163
  %78 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, x86_fp80 noundef %73, x86_fp80 noundef %74, x86_fp80 noundef %75, x86_fp80 noundef %76, x86_fp80 noundef %77), !dbg !171
    #dbg_value(i64 5, !77, !DIExpression(), !160)
  %79 = load volatile x86_fp80, ptr %12, align 16, !dbg !161, !tbaa !163
  %80 = load volatile x86_fp80, ptr %12, align 16, !dbg !167, !tbaa !163
  %81 = load volatile x86_fp80, ptr %12, align 16, !dbg !168, !tbaa !163
  %82 = load volatile x86_fp80, ptr %12, align 16, !dbg !169, !tbaa !163
  %83 = load volatile x86_fp80, ptr %12, align 16, !dbg !170, !tbaa !163
  %84 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, x86_fp80 noundef %79, x86_fp80 noundef %80, x86_fp80 noundef %81, x86_fp80 noundef %82, x86_fp80 noundef %83), !dbg !171
    #dbg_value(i64 6, !77, !DIExpression(), !160)
  %85 = load volatile x86_fp80, ptr %14, align 16, !dbg !161, !tbaa !163
  %86 = load volatile x86_fp80, ptr %14, align 16, !dbg !167, !tbaa !163
  %87 = load volatile x86_fp80, ptr %14, align 16, !dbg !168, !tbaa !163
  %88 = load volatile x86_fp80, ptr %14, align 16, !dbg !169, !tbaa !163
  %89 = load volatile x86_fp80, ptr %14, align 16, !dbg !170, !tbaa !163
  %90 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, x86_fp80 noundef %85, x86_fp80 noundef %86, x86_fp80 noundef %87, x86_fp80 noundef %88, x86_fp80 noundef %89), !dbg !171
    #dbg_value(i64 7, !77, !DIExpression(), !160)
  %91 = load volatile x86_fp80, ptr %16, align 16, !dbg !161, !tbaa !163
  %92 = load volatile x86_fp80, ptr %16, align 16, !dbg !167, !tbaa !163
  %93 = load volatile x86_fp80, ptr %16, align 16, !dbg !168, !tbaa !163
  %94 = load volatile x86_fp80, ptr %16, align 16, !dbg !169, !tbaa !163
  %95 = load volatile x86_fp80, ptr %16, align 16, !dbg !170, !tbaa !163
  %96 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, x86_fp80 noundef %91, x86_fp80 noundef %92, x86_fp80 noundef %93, x86_fp80 noundef %94, x86_fp80 noundef %95), !dbg !171
    #dbg_value(i64 8, !77, !DIExpression(), !160)
  %97 = load volatile x86_fp80, ptr %18, align 16, !dbg !161, !tbaa !163
  %98 = load volatile x86_fp80, ptr %18, align 16, !dbg !167, !tbaa !163
  %99 = load volatile x86_fp80, ptr %18, align 16, !dbg !168, !tbaa !163
  %100 = load volatile x86_fp80, ptr %18, align 16, !dbg !169, !tbaa !163
  %101 = load volatile x86_fp80, ptr %18, align 16, !dbg !170, !tbaa !163
  %102 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, x86_fp80 noundef %97, x86_fp80 noundef %98, x86_fp80 noundef %99, x86_fp80 noundef %100, x86_fp80 noundef %101), !dbg !171
    #dbg_value(i64 9, !77, !DIExpression(), !160)
  %103 = load volatile x86_fp80, ptr %20, align 16, !dbg !161, !tbaa !163
  %104 = load volatile x86_fp80, ptr %20, align 16, !dbg !167, !tbaa !163
  %105 = load volatile x86_fp80, ptr %20, align 16, !dbg !168, !tbaa !163
  %106 = load volatile x86_fp80, ptr %20, align 16, !dbg !169, !tbaa !163
  %107 = load volatile x86_fp80, ptr %20, align 16, !dbg !170, !tbaa !163
  %108 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, x86_fp80 noundef %103, x86_fp80 noundef %104, x86_fp80 noundef %105, x86_fp80 noundef %106, x86_fp80 noundef %107), !dbg !171
    #dbg_value(i64 10, !77, !DIExpression(), !160)
  %109 = load volatile x86_fp80, ptr %22, align 16, !dbg !161, !tbaa !163
  %110 = load volatile x86_fp80, ptr %22, align 16, !dbg !167, !tbaa !163
  %111 = load volatile x86_fp80, ptr %22, align 16, !dbg !168, !tbaa !163
  %112 = load volatile x86_fp80, ptr %22, align 16, !dbg !169, !tbaa !163
  %113 = load volatile x86_fp80, ptr %22, align 16, !dbg !170, !tbaa !163
  %114 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, x86_fp80 noundef %109, x86_fp80 noundef %110, x86_fp80 noundef %111, x86_fp80 noundef %112, x86_fp80 noundef %113), !dbg !171
    #dbg_value(i64 11, !77, !DIExpression(), !160)
  %115 = load volatile x86_fp80, ptr %24, align 16, !dbg !161, !tbaa !163
  %116 = load volatile x86_fp80, ptr %24, align 16, !dbg !167, !tbaa !163
  %117 = load volatile x86_fp80, ptr %24, align 16, !dbg !168, !tbaa !163
  %118 = load volatile x86_fp80, ptr %24, align 16, !dbg !169, !tbaa !163
  %119 = load volatile x86_fp80, ptr %24, align 16, !dbg !170, !tbaa !163
  %120 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, x86_fp80 noundef %115, x86_fp80 noundef %116, x86_fp80 noundef %117, x86_fp80 noundef %118, x86_fp80 noundef %119), !dbg !171
    #dbg_value(i64 12, !77, !DIExpression(), !160)
  %121 = load volatile x86_fp80, ptr %26, align 16, !dbg !161, !tbaa !163
  %122 = load volatile x86_fp80, ptr %26, align 16, !dbg !167, !tbaa !163
  %123 = load volatile x86_fp80, ptr %26, align 16, !dbg !168, !tbaa !163
  %124 = load volatile x86_fp80, ptr %26, align 16, !dbg !169, !tbaa !163
  %125 = load volatile x86_fp80, ptr %26, align 16, !dbg !170, !tbaa !163
  %126 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, x86_fp80 noundef %121, x86_fp80 noundef %122, x86_fp80 noundef %123, x86_fp80 noundef %124, x86_fp80 noundef %125), !dbg !171
    #dbg_value(i64 13, !77, !DIExpression(), !160)
  %127 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, x86_fp80 noundef 0xK3FFDAAAAAAAAAAAAAAAB, x86_fp80 noundef 0xK3FFEAAAAAAAAAAAAAAAB, x86_fp80 noundef 0xKC0099A522C27A63736CE), !dbg !172
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %28), !dbg !173
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %29), !dbg !173
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %30), !dbg !173
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %31), !dbg !173
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %32), !dbg !173
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %33), !dbg !173
  %128 = load volatile float, ptr @__const.main.f, align 16, !dbg !174
  store volatile float %128, ptr %28, align 16, !dbg !174, !DIAssignID !175
  %129 = load volatile float, ptr getelementptr inbounds (i8, ptr @__const.main.f, i64 4), align 4, !dbg !174
  store volatile float %129, ptr %29, align 4, !dbg !174, !DIAssignID !176
  %130 = load volatile float, ptr getelementptr inbounds (i8, ptr @__const.main.f, i64 8), align 8, !dbg !174
  store volatile float %130, ptr %30, align 8, !dbg !174, !DIAssignID !177
  %131 = load volatile float, ptr getelementptr inbounds (i8, ptr @__const.main.f, i64 12), align 4, !dbg !174
  store volatile float %131, ptr %31, align 4, !dbg !174, !DIAssignID !178
  %132 = load volatile float, ptr getelementptr inbounds (i8, ptr @__const.main.f, i64 16), align 16, !dbg !174
  store volatile float %132, ptr %32, align 16, !dbg !174, !DIAssignID !179
  %133 = load volatile float, ptr getelementptr inbounds (i8, ptr @__const.main.f, i64 20), align 4, !dbg !174
  store volatile float %133, ptr %33, align 4, !dbg !174, !DIAssignID !180
    #dbg_assign(float %128, !79, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !175, ptr %28, !DIExpression(), !93)
    #dbg_assign(float %129, !79, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !176, ptr %29, !DIExpression(), !93)
    #dbg_assign(float %130, !79, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !177, ptr %30, !DIExpression(), !93)
    #dbg_assign(float %131, !79, !DIExpression(DW_OP_LLVM_fragment, 96, 32), !178, ptr %31, !DIExpression(), !93)
    #dbg_assign(float %132, !79, !DIExpression(DW_OP_LLVM_fragment, 128, 32), !179, ptr %32, !DIExpression(), !93)
    #dbg_assign(float %133, !79, !DIExpression(DW_OP_LLVM_fragment, 160, 32), !180, ptr %33, !DIExpression(), !93)
    #dbg_value(i64 0, !85, !DIExpression(), !181)
  %134 = load volatile float, ptr %28, align 16, !dbg !182, !tbaa !184
  %135 = fpext float %134 to double, !dbg !186
  %136 = load volatile float, ptr %28, align 16, !dbg !187, !tbaa !184
  %137 = fpext float %136 to double, !dbg !188
  %138 = load volatile float, ptr %28, align 16, !dbg !189, !tbaa !184
  %139 = fpext float %138 to double, !dbg !190
  %140 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, double noundef %135, double noundef %137, double noundef %139), !dbg !191
    #dbg_value(i64 1, !85, !DIExpression(), !181)
  %141 = load volatile float, ptr %29, align 4, !dbg !182, !tbaa !184
  %142 = fpext float %141 to double, !dbg !186
  %143 = load volatile float, ptr %29, align 4, !dbg !187, !tbaa !184
  %144 = fpext float %143 to double, !dbg !188
  %145 = load volatile float, ptr %29, align 4, !dbg !189, !tbaa !184
  %146 = fpext float %145 to double, !dbg !190
  %147 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, double noundef %142, double noundef %144, double noundef %146), !dbg !191
    #dbg_value(i64 2, !85, !DIExpression(), !181)
  %148 = load volatile float, ptr %30, align 8, !dbg !182, !tbaa !184
  %149 = fpext float %148 to double, !dbg !186
  %150 = load volatile float, ptr %30, align 8, !dbg !187, !tbaa !184
  %151 = fpext float %150 to double, !dbg !188
  %152 = load volatile float, ptr %30, align 8, !dbg !189, !tbaa !184
  %153 = fpext float %152 to double, !dbg !190
  %154 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, double noundef %149, double noundef %151, double noundef %153), !dbg !191
    #dbg_value(i64 3, !85, !DIExpression(), !181)
  %155 = load volatile float, ptr %31, align 4, !dbg !182, !tbaa !184
  %156 = fpext float %155 to double, !dbg !186
  %157 = load volatile float, ptr %31, align 4, !dbg !187, !tbaa !184
  %158 = fpext float %157 to double, !dbg !188
  %159 = load volatile float, ptr %31, align 4, !dbg !189, !tbaa !184
  %160 = fpext float %159 to double, !dbg !190
  %161 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, double noundef %156, double noundef %158, double noundef %160), !dbg !191
    #dbg_value(i64 4, !85, !DIExpression(), !181)
  %162 = load volatile float, ptr %32, align 16, !dbg !182, !tbaa !184
  %163 = fpext float %162 to double, !dbg !186
  %164 = load volatile float, ptr %32, align 16, !dbg !187, !tbaa !184
  %165 = fpext float %164 to double, !dbg !188
  %166 = load volatile float, ptr %32, align 16, !dbg !189, !tbaa !184
  %167 = fpext float %166 to double, !dbg !190
  %168 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, double noundef %163, double noundef %165, double noundef %167), !dbg !191
    #dbg_value(i64 5, !85, !DIExpression(), !181)
  %169 = load volatile float, ptr %33, align 4, !dbg !182, !tbaa !184
  %170 = fpext float %169 to double, !dbg !186
  %171 = load volatile float, ptr %33, align 4, !dbg !187, !tbaa !184
  %172 = fpext float %171 to double, !dbg !188
  %173 = load volatile float, ptr %33, align 4, !dbg !189, !tbaa !184
  %174 = fpext float %173 to double, !dbg !190
  %175 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, double noundef %170, double noundef %172, double noundef %174), !dbg !191
    #dbg_value(i64 6, !85, !DIExpression(), !181)
    #dbg_value(i32 0, !87, !DIExpression(), !192)
    #dbg_value(i32 0, !89, !DIExpression(), !193)
  %176 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef 0, i32 noundef 0, double noundef 0x400921FB54442D11, i32 noundef 0, i32 noundef 0, x86_fp80 noundef 0xK4000ADF85458A2BB4A9B), !dbg !194
    #dbg_value(i32 5, !89, !DIExpression(), !193)
  %177 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef 0, i32 noundef 5, double noundef 0x400921FB54442D11, i32 noundef 0, i32 noundef 5, x86_fp80 noundef 0xK4000ADF85458A2BB4A9B), !dbg !194
    #dbg_value(i32 10, !89, !DIExpression(), !193)
  %178 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef 0, i32 noundef 10, double noundef 0x400921FB54442D11, i32 noundef 0, i32 noundef 10, x86_fp80 noundef 0xK4000ADF85458A2BB4A9B), !dbg !194
    #dbg_value(i32 6, !87, !DIExpression(), !192)
    #dbg_value(i32 0, !89, !DIExpression(), !193)
  %179 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef 6, i32 noundef 0, double noundef 0x400921FB54442D11, i32 noundef 6, i32 noundef 0, x86_fp80 noundef 0xK4000ADF85458A2BB4A9B), !dbg !194
    #dbg_value(i32 5, !89, !DIExpression(), !193)
  %180 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef 6, i32 noundef 5, double noundef 0x400921FB54442D11, i32 noundef 6, i32 noundef 5, x86_fp80 noundef 0xK4000ADF85458A2BB4A9B), !dbg !194
    #dbg_value(i32 10, !89, !DIExpression(), !193)
  %181 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef 6, i32 noundef 10, double noundef 0x400921FB54442D11, i32 noundef 6, i32 noundef 10, x86_fp80 noundef 0xK4000ADF85458A2BB4A9B), !dbg !194
    #dbg_value(i32 12, !87, !DIExpression(), !192)
    #dbg_value(i32 0, !89, !DIExpression(), !193)
  %182 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef 12, i32 noundef 0, double noundef 0x400921FB54442D11, i32 noundef 12, i32 noundef 0, x86_fp80 noundef 0xK4000ADF85458A2BB4A9B), !dbg !194
    #dbg_value(i32 5, !89, !DIExpression(), !193)
  %183 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef 12, i32 noundef 5, double noundef 0x400921FB54442D11, i32 noundef 12, i32 noundef 5, x86_fp80 noundef 0xK4000ADF85458A2BB4A9B), !dbg !194
    #dbg_value(i32 10, !89, !DIExpression(), !193)
  %184 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef 12, i32 noundef 10, double noundef 0x400921FB54442D11, i32 noundef 12, i32 noundef 10, x86_fp80 noundef 0xK4000ADF85458A2BB4A9B), !dbg !194
    #dbg_value(i32 18, !87, !DIExpression(), !192)
    #dbg_value(i32 0, !89, !DIExpression(), !193)
  %185 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef 18, i32 noundef 0, double noundef 0x400921FB54442D11, i32 noundef 18, i32 noundef 0, x86_fp80 noundef 0xK4000ADF85458A2BB4A9B), !dbg !194
    #dbg_value(i32 5, !89, !DIExpression(), !193)
  %186 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef 18, i32 noundef 5, double noundef 0x400921FB54442D11, i32 noundef 18, i32 noundef 5, x86_fp80 noundef 0xK4000ADF85458A2BB4A9B), !dbg !194
    #dbg_value(i32 10, !89, !DIExpression(), !193)
  %187 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef 18, i32 noundef 10, double noundef 0x400921FB54442D11, i32 noundef 18, i32 noundef 10, x86_fp80 noundef 0xK4000ADF85458A2BB4A9B), !dbg !194
    #dbg_value(i32 15, !89, !DIExpression(), !193)
    #dbg_value(i32 24, !87, !DIExpression(), !192)
  %188 = tail call i32 @putchar(i32 10), !dbg !196
  %189 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef 1, double noundef 2.500000e+00, i64 noundef 3, x86_fp80 noundef 0xK40018800000000000000, i32 noundef 5, double noundef 6.000000e+06, i64 noundef 7, x86_fp80 noundef 0xK40028200000000000000, i32 noundef 57, double noundef 1.050000e+01, ptr noundef nonnull @.str.8, x86_fp80 noundef 0xK4002C000000000000000, i32 noundef 13, double noundef 1.400000e+01), !dbg !197
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %28), !dbg !198
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %29), !dbg !198
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %30), !dbg !198
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %31), !dbg !198
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %32), !dbg !198
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %33), !dbg !198
  call void @llvm.lifetime.end.p0(i64 10, ptr nonnull %2), !dbg !198
  call void @llvm.lifetime.end.p0(i64 6, ptr nonnull %3), !dbg !198
  call void @llvm.lifetime.end.p0(i64 10, ptr nonnull %4), !dbg !198
  call void @llvm.lifetime.end.p0(i64 6, ptr nonnull %5), !dbg !198
  call void @llvm.lifetime.end.p0(i64 10, ptr nonnull %6), !dbg !198
  call void @llvm.lifetime.end.p0(i64 6, ptr nonnull %7), !dbg !198
  call void @llvm.lifetime.end.p0(i64 10, ptr nonnull %8), !dbg !198
  call void @llvm.lifetime.end.p0(i64 6, ptr nonnull %9), !dbg !198
  call void @llvm.lifetime.end.p0(i64 10, ptr nonnull %10), !dbg !198
  call void @llvm.lifetime.end.p0(i64 6, ptr nonnull %11), !dbg !198
  call void @llvm.lifetime.end.p0(i64 10, ptr nonnull %12), !dbg !198
  call void @llvm.lifetime.end.p0(i64 6, ptr nonnull %13), !dbg !198
  call void @llvm.lifetime.end.p0(i64 10, ptr nonnull %14), !dbg !198
  call void @llvm.lifetime.end.p0(i64 6, ptr nonnull %15), !dbg !198
  call void @llvm.lifetime.end.p0(i64 10, ptr nonnull %16), !dbg !198
  call void @llvm.lifetime.end.p0(i64 6, ptr nonnull %17), !dbg !198
  call void @llvm.lifetime.end.p0(i64 10, ptr nonnull %18), !dbg !198
  call void @llvm.lifetime.end.p0(i64 6, ptr nonnull %19), !dbg !198
  call void @llvm.lifetime.end.p0(i64 10, ptr nonnull %20), !dbg !198
  call void @llvm.lifetime.end.p0(i64 6, ptr nonnull %21), !dbg !198
  call void @llvm.lifetime.end.p0(i64 10, ptr nonnull %22), !dbg !198
  call void @llvm.lifetime.end.p0(i64 6, ptr nonnull %23), !dbg !198
  call void @llvm.lifetime.end.p0(i64 10, ptr nonnull %24), !dbg !198
  call void @llvm.lifetime.end.p0(i64 6, ptr nonnull %25), !dbg !198
  call void @llvm.lifetime.end.p0(i64 10, ptr nonnull %26), !dbg !198
  call void @llvm.lifetime.end.p0(i64 6, ptr nonnull %27), !dbg !198
  call void @llvm.lifetime.end.p0(i64 136, ptr nonnull %1) #5, !dbg !198
  ret i32 0, !dbg !198

190:                                              ; preds = %0, %207
  %191 = phi i64 [ 0, %0 ], [ %213, %207 ]
    #dbg_value(i64 %191, !69, !DIExpression(), !129)
  %192 = getelementptr inbounds [17 x double], ptr %1, i64 0, i64 %191, !dbg !199
  %193 = load volatile double, ptr %192, align 8, !dbg !199, !tbaa !201
  %194 = load volatile double, ptr %192, align 8, !dbg !203, !tbaa !201
  %195 = load volatile double, ptr %192, align 8, !dbg !204, !tbaa !201
  %196 = fcmp ogt double %195, 1.000000e+30, !dbg !205
  br i1 %196, label %199, label %197, !dbg !204

197:                                              ; preds = %190
  %198 = load volatile double, ptr %192, align 8, !dbg !206, !tbaa !201
  br label %199, !dbg !204

199:                                              ; preds = %190, %197
  %200 = phi double [ %198, %197 ], [ 0.000000e+00, %190 ], !dbg !204
  %201 = load volatile double, ptr %192, align 8, !dbg !207, !tbaa !201
  %202 = load volatile double, ptr %192, align 8, !dbg !208, !tbaa !201
  %203 = load volatile double, ptr %192, align 8, !dbg !209, !tbaa !201
  %204 = fcmp ogt double %203, 1.000000e+30, !dbg !210
  br i1 %204, label %207, label %205, !dbg !209

205:                                              ; preds = %199
  %206 = load volatile double, ptr %192, align 8, !dbg !211, !tbaa !201
  br label %207, !dbg !209

207:                                              ; preds = %199, %205
  %208 = phi double [ %206, %205 ], [ 1.000000e+00, %199 ], !dbg !209
  %209 = load volatile double, ptr %192, align 8, !dbg !212, !tbaa !201
  %210 = load volatile double, ptr %192, align 8, !dbg !213, !tbaa !201
  %211 = load volatile double, ptr %192, align 8, !dbg !214, !tbaa !201
  %212 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, double noundef %193, double noundef %194, double noundef %200, double noundef %201, double noundef %202, double noundef %208, double noundef %209, double noundef %210, double noundef %211), !dbg !215
  %213 = add nuw nsw i64 %191, 1, !dbg !216
    #dbg_value(i64 %213, !69, !DIExpression(), !129)
  %214 = icmp eq i64 %213, 17, !dbg !217
  br i1 %214, label %34, label %190, !dbg !130, !llvm.loop !218
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: nofree nounwind
declare !dbg !221 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #4

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nounwind }
attributes #5 = { nounwind }

!llvm.dbg.cu = !{!42}
!llvm.module.flags = !{!52, !53, !54, !55, !56, !57, !58}
!llvm.ident = !{!59}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 12, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "programs/fp_printf_formats_all.c", directory: ".", checksumkind: CSK_MD5, checksum: "758e4221af80744f4311e7ab7fccdffe")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 552, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 69)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 13, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 272, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 34)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 16, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 304, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 38)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(scope: null, file: !2, line: 17, type: !19, isLocal: true, isDefinition: true)
!19 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 280, elements: !20)
!20 = !{!21}
!21 = !DISubrange(count: 35)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(scope: null, file: !2, line: 19, type: !24, isLocal: true, isDefinition: true)
!24 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 152, elements: !25)
!25 = !{!26}
!26 = !DISubrange(count: 19)
!27 = !DIGlobalVariableExpression(var: !28, expr: !DIExpression())
!28 = distinct !DIGlobalVariable(scope: null, file: !2, line: 21, type: !29, isLocal: true, isDefinition: true)
!29 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 144, elements: !30)
!30 = !{!31}
!31 = !DISubrange(count: 18)
!32 = !DIGlobalVariableExpression(var: !33, expr: !DIExpression())
!33 = distinct !DIGlobalVariable(scope: null, file: !2, line: 24, type: !34, isLocal: true, isDefinition: true)
!34 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 392, elements: !35)
!35 = !{!36}
!36 = !DISubrange(count: 49)
!37 = !DIGlobalVariableExpression(var: !38, expr: !DIExpression())
!38 = distinct !DIGlobalVariable(scope: null, file: !2, line: 24, type: !39, isLocal: true, isDefinition: true)
!39 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 56, elements: !40)
!40 = !{!41}
!41 = !DISubrange(count: 7)
!42 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !43, globals: !46, splitDebugInlining: false, nameTableKind: None)
!43 = !{!44, !45}
!44 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!45 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!46 = !{!0, !7, !12, !17, !22, !27, !47, !32, !37}
!47 = !DIGlobalVariableExpression(var: !48, expr: !DIExpression())
!48 = distinct !DIGlobalVariable(scope: null, file: !2, line: 22, type: !49, isLocal: true, isDefinition: true)
!49 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 16, elements: !50)
!50 = !{!51}
!51 = !DISubrange(count: 2)
!52 = !{i32 7, !"Dwarf Version", i32 5}
!53 = !{i32 2, !"Debug Info Version", i32 3}
!54 = !{i32 1, !"wchar_size", i32 4}
!55 = !{i32 8, !"PIC Level", i32 2}
!56 = !{i32 7, !"PIE Level", i32 2}
!57 = !{i32 7, !"uwtable", i32 2}
!58 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!59 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!60 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 9, type: !61, scopeLine: 9, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !42, retainedNodes: !63)
!61 = !DISubroutineType(types: !62)
!62 = !{!44}
!63 = !{!64, !69, !71, !77, !79, !85, !87, !89}
!64 = !DILocalVariable(name: "d", scope: !60, file: !2, line: 10, type: !65)
!65 = !DICompositeType(tag: DW_TAG_array_type, baseType: !66, size: 1088, elements: !67)
!66 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !45)
!67 = !{!68}
!68 = !DISubrange(count: 17)
!69 = !DILocalVariable(name: "i", scope: !70, file: !2, line: 11, type: !44)
!70 = distinct !DILexicalBlock(scope: !60, file: !2, line: 11, column: 5)
!71 = !DILocalVariable(name: "l", scope: !60, file: !2, line: 14, type: !72)
!72 = !DICompositeType(tag: DW_TAG_array_type, baseType: !73, size: 1664, elements: !75)
!73 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !74)
!74 = !DIBasicType(name: "long double", size: 128, encoding: DW_ATE_float)
!75 = !{!76}
!76 = !DISubrange(count: 13)
!77 = !DILocalVariable(name: "i", scope: !78, file: !2, line: 15, type: !44)
!78 = distinct !DILexicalBlock(scope: !60, file: !2, line: 15, column: 5)
!79 = !DILocalVariable(name: "f", scope: !60, file: !2, line: 18, type: !80)
!80 = !DICompositeType(tag: DW_TAG_array_type, baseType: !81, size: 192, elements: !83)
!81 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !82)
!82 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!83 = !{!84}
!84 = !DISubrange(count: 6)
!85 = !DILocalVariable(name: "i", scope: !86, file: !2, line: 19, type: !44)
!86 = distinct !DILexicalBlock(scope: !60, file: !2, line: 19, column: 5)
!87 = !DILocalVariable(name: "w", scope: !88, file: !2, line: 20, type: !44)
!88 = distinct !DILexicalBlock(scope: !60, file: !2, line: 20, column: 5)
!89 = !DILocalVariable(name: "p", scope: !90, file: !2, line: 21, type: !44)
!90 = distinct !DILexicalBlock(scope: !91, file: !2, line: 21, column: 9)
!91 = distinct !DILexicalBlock(scope: !88, file: !2, line: 20, column: 5)
!92 = distinct !DIAssignID()
!93 = !DILocation(line: 0, scope: !60)
!94 = distinct !DIAssignID()
!95 = distinct !DIAssignID()
!96 = distinct !DIAssignID()
!97 = distinct !DIAssignID()
!98 = distinct !DIAssignID()
!99 = distinct !DIAssignID()
!100 = distinct !DIAssignID()
!101 = distinct !DIAssignID()
!102 = distinct !DIAssignID()
!103 = distinct !DIAssignID()
!104 = distinct !DIAssignID()
!105 = distinct !DIAssignID()
!106 = distinct !DIAssignID()
!107 = distinct !DIAssignID()
!108 = distinct !DIAssignID()
!109 = distinct !DIAssignID()
!110 = distinct !DIAssignID()
!111 = distinct !DIAssignID()
!112 = distinct !DIAssignID()
!113 = distinct !DIAssignID()
!114 = distinct !DIAssignID()
!115 = distinct !DIAssignID()
!116 = distinct !DIAssignID()
!117 = distinct !DIAssignID()
!118 = distinct !DIAssignID()
!119 = distinct !DIAssignID()
!120 = distinct !DIAssignID()
!121 = distinct !DIAssignID()
!122 = distinct !DIAssignID()
!123 = distinct !DIAssignID()
!124 = distinct !DIAssignID()
!125 = distinct !DIAssignID()
!126 = !DILocation(line: 10, column: 5, scope: !60)
!127 = !DILocation(line: 10, column: 21, scope: !60)
!128 = distinct !DIAssignID()
!129 = !DILocation(line: 0, scope: !70)
!130 = !DILocation(line: 11, column: 5, scope: !70)
!131 = !DILocation(line: 13, column: 5, scope: !60)
!132 = !DILocation(line: 14, column: 5, scope: !60)
!133 = !DILocation(line: 14, column: 26, scope: !60)
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
!150 = distinct !DIAssignID()
!151 = distinct !DIAssignID()
!152 = distinct !DIAssignID()
!153 = distinct !DIAssignID()
!154 = distinct !DIAssignID()
!155 = distinct !DIAssignID()
!156 = distinct !DIAssignID()
!157 = distinct !DIAssignID()
!158 = distinct !DIAssignID()
!159 = distinct !DIAssignID()
!160 = !DILocation(line: 0, scope: !78)
!161 = !DILocation(line: 16, column: 58, scope: !162)
!162 = distinct !DILexicalBlock(scope: !78, file: !2, line: 15, column: 5)
!163 = !{!164, !164, i64 0}
!164 = !{!"long double", !165, i64 0}
!165 = !{!"omnipotent char", !166, i64 0}
!166 = !{!"Simple C/C++ TBAA"}
!167 = !DILocation(line: 16, column: 64, scope: !162)
!168 = !DILocation(line: 16, column: 70, scope: !162)
!169 = !DILocation(line: 16, column: 76, scope: !162)
!170 = !DILocation(line: 16, column: 82, scope: !162)
!171 = !DILocation(line: 16, column: 9, scope: !162)
!172 = !DILocation(line: 17, column: 5, scope: !60)
!173 = !DILocation(line: 18, column: 5, scope: !60)
!174 = !DILocation(line: 18, column: 20, scope: !60)
!175 = distinct !DIAssignID()
!176 = distinct !DIAssignID()
!177 = distinct !DIAssignID()
!178 = distinct !DIAssignID()
!179 = distinct !DIAssignID()
!180 = distinct !DIAssignID()
!181 = !DILocation(line: 0, scope: !86)
!182 = !DILocation(line: 19, column: 71, scope: !183)
!183 = distinct !DILexicalBlock(scope: !86, file: !2, line: 19, column: 5)
!184 = !{!185, !185, i64 0}
!185 = !{!"float", !165, i64 0}
!186 = !DILocation(line: 19, column: 63, scope: !183)
!187 = !DILocation(line: 19, column: 85, scope: !183)
!188 = !DILocation(line: 19, column: 77, scope: !183)
!189 = !DILocation(line: 19, column: 99, scope: !183)
!190 = !DILocation(line: 19, column: 91, scope: !183)
!191 = !DILocation(line: 19, column: 33, scope: !183)
!192 = !DILocation(line: 0, scope: !88)
!193 = !DILocation(line: 0, scope: !90)
!194 = !DILocation(line: 21, column: 41, scope: !195)
!195 = distinct !DILexicalBlock(scope: !90, file: !2, line: 21, column: 9)
!196 = !DILocation(line: 22, column: 5, scope: !60)
!197 = !DILocation(line: 24, column: 5, scope: !60)
!198 = !DILocation(line: 26, column: 1, scope: !60)
!199 = !DILocation(line: 12, column: 89, scope: !200)
!200 = distinct !DILexicalBlock(scope: !70, file: !2, line: 11, column: 5)
!201 = !{!202, !202, i64 0}
!202 = !{!"double", !165, i64 0}
!203 = !DILocation(line: 12, column: 95, scope: !200)
!204 = !DILocation(line: 12, column: 101, scope: !200)
!205 = !DILocation(line: 12, column: 106, scope: !200)
!206 = !DILocation(line: 12, column: 121, scope: !200)
!207 = !DILocation(line: 12, column: 127, scope: !200)
!208 = !DILocation(line: 12, column: 133, scope: !200)
!209 = !DILocation(line: 12, column: 139, scope: !200)
!210 = !DILocation(line: 12, column: 144, scope: !200)
!211 = !DILocation(line: 12, column: 159, scope: !200)
!212 = !DILocation(line: 12, column: 165, scope: !200)
!213 = !DILocation(line: 12, column: 171, scope: !200)
!214 = !DILocation(line: 12, column: 177, scope: !200)
!215 = !DILocation(line: 12, column: 9, scope: !200)
!216 = !DILocation(line: 11, column: 57, scope: !200)
!217 = !DILocation(line: 11, column: 23, scope: !200)
!218 = distinct !{!218, !130, !219, !220}
!219 = !DILocation(line: 12, column: 181, scope: !70)
!220 = !{!"llvm.loop.mustprogress"}
!221 = !DISubprogram(name: "printf", scope: !222, file: !222, line: 356, type: !223, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!222 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!223 = !DISubroutineType(types: !224)
!224 = !{!44, !225, null}
!225 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !226)
!226 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !227, size: 64)
!227 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
