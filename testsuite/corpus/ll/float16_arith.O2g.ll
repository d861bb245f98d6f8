; ModuleID = 'programs/float16_arith.c'
source_filename = "programs/float16_arith.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@__const.main.fs = private unnamed_addr constant [13 x float] [float 0.000000e+00, float 1.000000e+00, float -2.500000e+00, float 0x3FB99999A0000000, float 6.550400e+04, float 6.551900e+04, float 6.552000e+04, float 0x3EE4F8B580000000, float 0x3E701B2B20000000, float 0x3E55798EE0000000, float 0x3E601B2B20000000, float 2.049000e+03, float 2.051000e+03], align 16
@.str = private unnamed_addr constant [22 x i8] c"f %-12g -> %04x (%g)\0A\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [61 x i8] c"from_d(0.333333) %04x from_i(4097) %04x from_i(-70000) %04x\0A\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [36 x i8] c"1 + 2^-10 = %04x, 1 + 2^-11 = %04x\0A\00", align 1, !dbg !12
@.str.3 = private unnamed_addr constant [48 x i8] c"300*300 = %04x (inf), 1/3 = %04x, -1/0 sign %d\0A\00", align 1, !dbg !17
@.str.4 = private unnamed_addr constant [20 x i8] c"lt %d %d h2i %d %d\0A\00", align 1, !dbg !22
@.str.5 = private unnamed_addr constant [26 x i8] c"sum %04x (%g) sizeof %zu\0A\00", align 1, !dbg !27

; Function Attrs: nofree nounwind uwtable
define dso_local range(i32 0, 128) i32 @main() local_unnamed_addr #0 !dbg !48 {
  %1 = alloca float, align 16, !DIAssignID !72
    #dbg_assign(i1 undef, !52, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !72, ptr %1, !DIExpression(), !73)
  %2 = alloca float, align 4, !DIAssignID !74
    #dbg_assign(i1 undef, !52, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !74, ptr %2, !DIExpression(), !73)
  %3 = alloca float, align 8, !DIAssignID !75
    #dbg_assign(i1 undef, !52, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !75, ptr %3, !DIExpression(), !73)
  %4 = alloca float, align 4, !DIAssignID !76
    #dbg_assign(i1 undef, !52, !DIExpression(DW_OP_LLVM_fragment, 96, 32), !76, ptr %4, !DIExpression(), !73)
  %5 = alloca float, align 16, !DIAssignID !77
    #dbg_assign(i1 undef, !52, !DIExpression(DW_OP_LLVM_fragment, 128, 32), !77, ptr %5, !DIExpression(), !73)
  %6 = alloca float, align 4, !DIAssignID !78
    #dbg_assign(i1 undef, !52, !DIExpression(DW_OP_LLVM_fragment, 160, 32), !78, ptr %6, !DIExpression(), !73)
  %7 = alloca float, align 8, !DIAssignID !79
    #dbg_assign(i1 undef, !52, !DIExpression(DW_OP_LLVM_fragment, 192, 32), !79, ptr %7, !DIExpression(), !73)
  %8 = alloca float, align 4, !DIAssignID !80
    #dbg_assign(i1 undef, !52, !DIExpression(DW_OP_LLVM_fragment, 224, 32), !80, ptr %8, !DIExpression(), !73)
  %9 = alloca float, align 16, !DIAssignID !81
    #dbg_assign(i1 undef, !52, !DIExpression(DW_OP_LLVM_fragment, 256, 32), !81, ptr %9, !DIExpression(), !73)
  %10 = alloca float, align 4, !DIAssignID !82
    #dbg_assign(i1 undef, !52, !DIExpression(DW_OP_LLVM_fragment, 288, 32), !82, ptr %10, !DIExpression(), !73)
  %11 = alloca float, align 8, !DIAssignID !83
    #dbg_assign(i1 undef, !52, !DIExpression(DW_OP_LLVM_fragment, 320, 32), !83, ptr %11, !DIExpression(), !73)
  %12 = alloca float, align 4, !DIAssignID !84
    #dbg_assign(i1 undef, !52, !DIExpression(DW_OP_LLVM_fragment, 352, 32), !84, ptr %12, !DIExpression(), !73)
  %13 = alloca float, align 16, !DIAssignID !85
    #dbg_assign(i1 undef, !52, !DIExpression(DW_OP_LLVM_fragment, 384, 32), !85, ptr %13, !DIExpression(), !73)
  %14 = alloca half, align 2, !DIAssignID !86
    #dbg_assign(i1 undef, !62, !DIExpression(), !86, ptr %14, !DIExpression(), !73)
  %15 = alloca half, align 2, !DIAssignID !87
    #dbg_assign(i1 undef, !64, !DIExpression(), !87, ptr %15, !DIExpression(), !73)
  %16 = alloca [100 x half], align 16, !DIAssignID !88
    #dbg_assign(i1 undef, !65, !DIExpression(), !88, ptr %16, !DIExpression(), !73)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %1), !dbg !89
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %2), !dbg !89
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %3), !dbg !89
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %4), !dbg !89
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %5), !dbg !89
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %6), !dbg !89
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %7), !dbg !89
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %8), !dbg !89
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %9), !dbg !89
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %10), !dbg !89
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %11), !dbg !89
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %12), !dbg !89
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %13), !dbg !89
  %17 = load volatile float, ptr @__const.main.fs, align 16, !dbg !90
  store volatile float %17, ptr %1, align 16, !dbg !90, !DIAssignID !91
  %18 = load volatile float, ptr getelementptr inbounds (i8, ptr @__const.main.fs, i64 4), align 4, !dbg !90
  store volatile float %18, ptr %2, align 4, !dbg !90, !DIAssignID !92
  %19 = load volatile float, ptr getelementptr inbounds (i8, ptr @__const.main.fs, i64 8), align 8, !dbg !90
  store volatile float %19, ptr %3, align 8, !dbg !90, !DIAssignID !93
  %20 = load volatile float, ptr getelementptr inbounds (i8, ptr @__const.main.fs, i64 12), align 4, !dbg !90
  store volatile float %20, ptr %4, align 4, !dbg !90, !DIAssignID !94
  %21 = load volatile float, ptr getelementptr inbounds (i8, ptr @__const.main.fs, i64 16), align 16, !dbg !90
  store volatile float %21, ptr %5, align 16, !dbg !90, !DIAssignID !95
  %22 = load volatile float, ptr getelementptr inbounds (i8, ptr @__const.main.fs, i64 20), align 4, !dbg !90
  store volatile float %22, ptr %6, align 4, !dbg !90, !DIAssignID !96
  %23 = load volatile float, ptr getelementptr inbounds (i8, ptr @__const.main.fs, i64 24), align 8, !dbg !90
  store volatile float %23, ptr %7, align 8, !dbg !90, !DIAssignID !97
  %24 = load volatile float, ptr getelementptr inbounds (i8, ptr @__const.main.fs, i64 28), align 4, !dbg !90
  store volatile float %24, ptr %8, align 4, !dbg !90, !DIAssignID !98
  %25 = load volatile float, ptr getelementptr inbounds (i8, ptr @__const.main.fs, i64 32), align 16, !dbg !90
  store volatile float %25, ptr %9, align 16, !dbg !90, !DIAssignID !99
  %26 = load volatile float, ptr getelementptr inbounds (i8, ptr @__const.main.fs, i64 36), align 4, !dbg !90
  store volatile float %26, ptr %10, align 4, !dbg !90, !DIAssignID !100
  %27 = load volatile float, ptr getelementptr inbounds (i8, ptr @__const.main.fs, i64 40), align 8, !dbg !90
  store volatile float %27, ptr %11, align 8, !dbg !90, !DIAssignID !101
  %28 = load volatile float, ptr getelementptr inbounds (i8, ptr @__const.main.fs, i64 44), align 4, !dbg !90
  store volatile float %28, ptr %12, align 4, !dbg !90, !DIAssignID !102
  %29 = load volatile float, ptr getelementptr inbounds (i8, ptr @__const.main.fs, i64 48), align 16, !dbg !90
  store volatile float %29, ptr %13, align 16, !dbg !90, !DIAssignID !103
    #dbg_assign(float %17, !52, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !91, ptr %1, !DIExpression(), !73)
    #dbg_assign(float %18, !52, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !92, ptr %2, !DIExpression(), !73)
    #dbg_assign(float %19, !52, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !93, ptr %3, !DIExpression(), !73)
    #dbg_assign(float %20, !52, !DIExpression(DW_OP_LLVM_fragment, 96, 32), !94, ptr %4, !DIExpression(), !73)
    #dbg_assign(float %21, !52, !DIExpression(DW_OP_LLVM_fragment, 128, 32), !95, ptr %5, !DIExpression(), !73)
    #dbg_assign(float %22, !52, !DIExpression(DW_OP_LLVM_fragment, 160, 32), !96, ptr %6, !DIExpression(), !73)
    #dbg_assign(float %23, !52, !DIExpression(DW_OP_LLVM_fragment, 192, 32), !97, ptr %7, !DIExpression(), !73)
    #dbg_assign(float %24, !52, !DIExpression(DW_OP_LLVM_fragment, 224, 32), !98, ptr %8, !DIExpression(), !73)
    #dbg_assign(float %25, !52, !DIExpression(DW_OP_LLVM_fragment, 256, 32), !99, ptr %9, !DIExpression(), !73)
    #dbg_assign(float %26, !52, !DIExpression(DW_OP_LLVM_fragment, 288, 32), !100, ptr %10, !DIExpression(), !73)
    #dbg_assign(float %27, !52, !DIExpression(DW_OP_LLVM_fragment, 320, 32), !101, ptr %11, !DIExpression(), !73)
    #dbg_assign(float %28, !52, !DIExpression(DW_OP_LLVM_fragment, 352, 32), !102, ptr %12, !DIExpression(), !73)
    #dbg_assign(float %29, !52, !DIExpression(DW_OP_LLVM_fragment, 384, 32), !103, ptr %13, !DIExpression(), !73)
    #dbg_value(i64 0, !57, !DIExpression(), !104)
  %30 = load volatile float, ptr %1, align 16, !dbg !105, !tbaa !106
  %31 = tail call fastcc half @from_f(float noundef %30), !dbg !110
    #dbg_value(half %31, !59, !DIExpression(), !111)
  %32 = load volatile float, ptr %1, align 16, !dbg !112, !tbaa !106
  %33 = fpext float %32 to double, !dbg !113
    #dbg_value(half %31, !114, !DIExpression(), !125)
  %34 = bitcast half %31 to i16, !dbg !127
    #dbg_value(i16 %34, !124, !DIExpression(), !125)
  %35 = zext i16 %34 to i32, !dbg !128
  %36 = fpext half %31 to double, !dbg !129
  %37 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, double noundef %33, i32 noundef %35, double noundef %36), !dbg !130
    #dbg_value(i64 1, !57, !DIExpression(), !104)
  %38 = load volatile float, ptr %2, align 4, !dbg !105, !tbaa !106
  %39 = tail call fastcc half @from_f(float noundef %38), !dbg !110
    #dbg_value(half %39, !59, !DIExpression(), !111)
  %40 = load volatile float, ptr %2, align 4, !dbg !112, !tbaa !106
  %41 = fpext float %40 to double, !dbg !113
    #dbg_value(half %39, !114, !DIExpression(), !125)
  %42 = bitcast half %39 to i16, !dbg !127
    #dbg_value(i16 %42, !124, !DIExpression(), !125)
  %43 = zext i16 %42 to i32, !dbg !128
  %44 = fpext half %39 to double, !dbg !129
  %45 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, double noundef %41, i32 noundef %43, double noundef %44), !dbg !130
    #dbg_value(i64 2, !57, !DIExpression(), !104)
  %46 = load volatile float, ptr %3, align 8, !dbg !105, !tbaa !106
  %47 = tail call fastcc half @from_f(float noundef %46), !dbg !110
    #dbg_value(half %47, !59, !DIExpression(), !111)
  %48 = load volatile float, ptr %3, align 8, !dbg !112, !tbaa !106
  %49 = fpext float %48 to double, !dbg !113
    #dbg_value(half %47, !114, !DIExpression(), !125)
  %50 = bitcast half %47 to i16, !dbg !127
    #dbg_value(i16 %50, !124, !DIExpression(), !125)
  %51 = zext i16 %50 to i32, !dbg !128
  %52 = fpext half %47 to double, !dbg !129
  %53 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, double noundef %49, i32 noundef %51, double noundef %52), !dbg !130
    #dbg_value(i64 3, !57, !DIExpression(), !104)
  %54 = load volatile float, ptr %4, align 4, !dbg !105, !tbaa !106
  %55 = tail call fastcc half @from_f(float noundef %54), !dbg !110
    #dbg_value(half %55, !59, !DIExpression(), !111)
  %56 = load volatile float, ptr %4, align 4, !dbg !112, !tbaa !106
  %57 = fpext float %56 to double, !dbg !113
    #dbg_value(half %55, !114, !DIExpression(), !125)
  %58 = bitcast half %55 to i16, !dbg !127
    #dbg_value(i16 %58, !124, !DIExpression(), !125)
  %59 = zext i16 %58 to i32, !dbg !128
  %60 = fpext half %55 to double, !dbg !129
  %61 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, double noundef %57, i32 noundef %59, double noundef %60), !dbg !130
    #dbg_value(i64 4, !57, !DIExpression(), !104)
  %62 = load volatile float, ptr %5, align 16, !dbg !105, !tbaa !106
  %63 = tail call fastcc half @from_f(float noundef %62), !dbg !110
    #dbg_value(half %63, !59, !DIExpression(), !111)
  %64 = load volatile float, ptr %5, align 16, !dbg !112, !tbaa !106
  %65 = fpext float %64 to double, !dbg !113
    #dbg_value(half %63, !114, !DIExpression(), !125)
  %66 = bitcast half %63 to i16, !dbg !127
    #dbg_value(i16 %66, !124, !DIExpression(), !125)
  %67 = zext i16 %66 to i32, !dbg !128
  %68 = fpext half %63 to double, !dbg !129
  %69 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, double noundef %65, i32 noundef %67, double noundef %68), !dbg !130
    #dbg_value(i64 5, !57, !DIExpression(), !104)
  %70 = load volatile float, ptr %6, align 4, !dbg !105, !tbaa !106
  %71 = tail call fastcc half @from_f(float noundef %70), !dbg !110
    #dbg_value(half %71, !59, !DIExpression(), !111)
  %72 = load volatile float, ptr %6, align 4, !dbg !112, !tbaa !106
  %73 = fpext float %72 to double, !dbg !113
    #dbg_value(half %71, !114, !DIExpression(), !125)
  %74 = bitcast half %71 to i16, !dbg !127
    #dbg_value(i16 %74, !124, !DIExpression(), !125)
  %75 = zext i16 %74 to i32, !dbg !128
  %76 = fpext half %71 to double, !dbg !129
  %77 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, double noundef %73, i32 noundef %75, double noundef %76), !dbg !130
    #dbg_value(i64 6, !57, !DIExpression(), !104)
  %78 = load volatile float, ptr %7, align 8, !dbg !105, !tbaa !106
  %79 = tail call fastcc half @from_f(float noundef %78), !dbg !110
    #dbg_value(half %79, !59, !DIExpression(), !111)
  %80 = load volatile float, ptr %7, align 8, !dbg !112, !tbaa !106
  %81 = fpext float %80 to double, !dbg !113
    #dbg_value(half %79, !114, !DIExpression(), !125)
  %82 = bitcast half %79 to i16, !dbg !127
    #dbg_value(i16 %82, !124, !DIExpression(), !125)
  %83 = zext i16 %82 to i32, !dbg !128
  %84 = fpext half %79 to double, !dbg !129
  %85 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, double noundef %81, i32 noundef %83, double noundef %84), !dbg !130
    #dbg_value(i64 7, !57, !DIExpression(), !104)
  %86 = load volatile float, ptr %8, align 4, !dbg !105, !tbaa !106
  %87 = tail call fastcc half @from_f(float noundef %86), !dbg !110
    #dbg_value(half %87, !59, !DIExpression(), !111)
  %88 = load volatile float, ptr %8, align 4, !dbg !112, !tbaa !106
  %89 = fpext float %88 to double, !dbg !113
    #dbg_value(half %87, !114, !DIExpression(), !125)
  %90 = bitcast half %87 to i16, !dbg !127
    #dbg_value(i16 %90, !124, !DIExpression(), !125)
  %91 = zext i16 %90 to i32, !dbg !128
  %92 = fpext half %87 to double, !dbg !129
  %93 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, double noundef %89, i32 noundef %91, double noundef %92), !dbg !130
    #dbg_value(i64 8, !57, !DIExpression(), !104)
  %94 = load volatile float, ptr %9, align 16, !dbg !105, !tbaa !106
  %95 = tail call fastcc half @from_f(float noundef %94), !dbg !110
    #dbg_value(half %95, !59, !DIExpression(), !111)
  %96 = load volatile float, ptr %9, align 16, !dbg !112, !tbaa !106
  %97 = fpext float %96 to double, !dbg !113
    #dbg_value(half %95, !114, !DIExpression(), !125)
  %98 = bitcast half %95 to i16, !dbg !127
    #dbg_value(i16 %98, !124, !DIExpression(), !125)
  %99 = zext i16 %98 to i32, !dbg !128
  %100 = fpext half %95 to double, !dbg !129
  %101 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, double noundef %97, i32 noundef %99, double noundef %100), !dbg !130
    #dbg_value(i64 9, !57, !DIExpression(), !104)
  %102 = load volatile float, ptr %10, align 4, !dbg !105, !tbaa !106
  %103 = tail call fastcc half @from_f(float noundef %102), !dbg !110
    #dbg_value(half %103, !59, !DIExpression(), !111)
  %104 = load volatile float, ptr %10, align 4, !dbg !112, !tbaa !106
  %105 = fpext float %104 to double, !dbg !113
    #dbg_value(half %103, !114, !DIExpression(), !125)
  %106 = bitcast half %103 to i16, !dbg !127
    #dbg_value(i16 %106, !124, !DIExpression(), !125)
  %107 = zext i16 %106 to i32, !dbg !128
  %108 = fpext half %103 to double, !dbg !129
  %109 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, double noundef %105, i32 noundef %107, double noundef %108), !dbg !130
    #dbg_value(i64 10, !57, !DIExpression(), !104)
  %110 = load volatile float, ptr %11, align 8, !dbg !105, !tbaa !106
  %111 = tail call fastcc half @from_f(float noundef %110), !dbg !110
    #dbg_value(half %111, !59, !DIExpression(), !111)
  %112 = load volatile float, ptr %11, align 8, !dbg !112, !tbaa !106
  %113 = fpext float %112 to double, !dbg !113
    #dbg_value(half %111, !114, !DIExpression(), !125)
  %114 = bitcast half %111 to i16, !dbg !127
    #dbg_value(i16 %114, !124, !DIExpression(), !125)
  %115 = zext i16 %114 to i32, !dbg !128
  %116 = fpext half %111 to double, !dbg !129
  %117 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, double noundef %113, i32 noundef %115, double noundef %116), !dbg !130
    #dbg_value(i64 11, !57, !DIExpression(), !104)
  %118 = load volatile float, ptr %12, align 4, !dbg !105, !tbaa !106
  %119 = tail call fastcc half @from_f(float noundef %118), !dbg !110
    #dbg_value(half %119, !59, !DIExpression(), !111)
  %120 = load volatile float, ptr %12, align 4, !dbg !112, !tbaa !106
  %121 = fpext float %120 to double, !dbg !113
    #dbg_value(half %119, !114, !DIExpression(), !125)
  %122 = bitcast half %119 to i16, !dbg !127
    #dbg_value(i16 %122, !124, !DIExpression(), !125)
  %123 = zext i16 %122 to i32, !dbg !128
  %124 = fpext half %119 to double, !dbg !129
  %125 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, double noundef %121, i32 noundef %123, double noundef %124), !dbg !130
    #dbg_value(i64 12, !57, !DIExpression(), !104)
  %126 = load volatile float, ptr %13, align 16, !dbg !105, !tbaa !106
  %127 = tail call fastcc half @from_f(float noundef %126), !dbg !110
    #dbg_value(half %127, !59, !DIExpression(), !111)
  %128 = load volatile float, ptr %13, align 16, !dbg !112, !tbaa !106
  %129 = fpext float %128 to double, !dbg !113
    #dbg_value(half %127, !114, !DIExpression(), !125)
  %130 = bitcast half %127 to i16, !dbg !127
    #dbg_value(i16 %130, !124, !DIExpression(), !125)
  %131 = zext i16 %130 to i32, !dbg !128
  %132 = fpext half %127 to double, !dbg !129
  %133 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, double noundef %129, i32 noundef %131, double noundef %132), !dbg !130
    #dbg_value(i64 13, !57, !DIExpression(), !104)
    #dbg_value(half 0xH3555, !114, !DIExpression(), !131)
    #dbg_value(i16 13653, !124, !DIExpression(), !131)
  %134 = tail call fastcc half @from_i(i32 noundef 4097), !dbg !133
    #dbg_value(half %134, !114, !DIExpression(), !134)
  %135 = bitcast half %134 to i16, !dbg !136
    #dbg_value(i16 %135, !124, !DIExpression(), !134)
  %136 = zext i16 %135 to i32, !dbg !137
  %137 = tail call fastcc half @from_i(i32 noundef -60000), !dbg !138
    #dbg_value(half %137, !114, !DIExpression(), !139)
  %138 = bitcast half %137 to i16, !dbg !141
    #dbg_value(i16 %138, !124, !DIExpression(), !139)
  %139 = zext i16 %138 to i32, !dbg !142
  %140 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 13653, i32 noundef %136, i32 noundef %139), !dbg !143
  call void @llvm.lifetime.start.p0(i64 2, ptr nonnull %14), !dbg !144
  store volatile half 0xH3C00, ptr %14, align 2, !dbg !145, !tbaa !146, !DIAssignID !148
    #dbg_assign(half 0xH3C00, !62, !DIExpression(), !148, ptr %14, !DIExpression(), !73)
  call void @llvm.lifetime.start.p0(i64 2, ptr nonnull %15), !dbg !144
  store volatile half 0xH1400, ptr %15, align 2, !dbg !149, !tbaa !146, !DIAssignID !150
    #dbg_assign(half 0xH1400, !64, !DIExpression(), !150, ptr %15, !DIExpression(), !73)
  %141 = load volatile half, ptr %14, align 2, !dbg !151, !tbaa !146
  %142 = load volatile half, ptr %15, align 2, !dbg !152, !tbaa !146
  %143 = tail call fastcc half @hadd(half noundef %141, half noundef %142), !dbg !153
    #dbg_value(half %143, !114, !DIExpression(), !154)
  %144 = bitcast half %143 to i16, !dbg !156
    #dbg_value(i16 %144, !124, !DIExpression(), !154)
  %145 = zext i16 %144 to i32, !dbg !157
  %146 = load volatile half, ptr %14, align 2, !dbg !158, !tbaa !146
  %147 = load volatile half, ptr %15, align 2, !dbg !159, !tbaa !146
  %148 = tail call fastcc half @hmul(half noundef %147, half noundef 0xH3800), !dbg !160
  %149 = tail call fastcc half @hadd(half noundef %146, half noundef %148), !dbg !161
    #dbg_value(half %149, !114, !DIExpression(), !162)
  %150 = bitcast half %149 to i16, !dbg !164
    #dbg_value(i16 %150, !124, !DIExpression(), !162)
  %151 = zext i16 %150 to i32, !dbg !165
  %152 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %145, i32 noundef %151), !dbg !166
  %153 = tail call fastcc half @hmul(half noundef 0xH5CB0, half noundef 0xH5CB0), !dbg !167
    #dbg_value(half %153, !114, !DIExpression(), !168)
  %154 = bitcast half %153 to i16, !dbg !170
    #dbg_value(i16 %154, !124, !DIExpression(), !168)
  %155 = zext i16 %154 to i32, !dbg !171
  %156 = load volatile half, ptr %14, align 2, !dbg !172, !tbaa !146
  %157 = tail call fastcc half @hdiv(half noundef %156, half noundef 0xH4200), !dbg !173
    #dbg_value(half %157, !114, !DIExpression(), !174)
  %158 = bitcast half %157 to i16, !dbg !176
    #dbg_value(i16 %158, !124, !DIExpression(), !174)
  %159 = zext i16 %158 to i32, !dbg !177
  %160 = load volatile half, ptr %14, align 2, !dbg !178, !tbaa !146
  %161 = fneg half %160, !dbg !179
  %162 = tail call fastcc half @hdiv(half noundef %161, half noundef 0xH0000), !dbg !180
    #dbg_value(half %162, !114, !DIExpression(), !181)
  %163 = bitcast half %162 to i16, !dbg !183
    #dbg_value(i16 %163, !124, !DIExpression(), !181)
  %164 = lshr i16 %163, 15, !dbg !184
  %165 = zext nneg i16 %164 to i32, !dbg !184
  %166 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %155, i32 noundef %159, i32 noundef %165), !dbg !185
  %167 = load volatile half, ptr %14, align 2, !dbg !186, !tbaa !146
  %168 = load volatile half, ptr %15, align 2, !dbg !187, !tbaa !146
  %169 = tail call fastcc i32 @hlt(half noundef %167, half noundef %168), !dbg !188
  %170 = load volatile half, ptr %15, align 2, !dbg !189, !tbaa !146
  %171 = load volatile half, ptr %14, align 2, !dbg !190, !tbaa !146
  %172 = tail call fastcc i32 @hlt(half noundef %170, half noundef %171), !dbg !191
  %173 = tail call fastcc i32 @h2i(half noundef 0xHD7BC), !dbg !192
  %174 = tail call fastcc i32 @h2i(half noundef 0xH6800), !dbg !193
  %175 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %169, i32 noundef %172, i32 noundef %173, i32 noundef %174), !dbg !194
  call void @llvm.lifetime.start.p0(i64 200, ptr nonnull %16) #5, !dbg !195
    #dbg_value(i32 0, !69, !DIExpression(), !196)
  store <8 x half> <half 0xH0000, half 0xH35EC, half 0xH39EC, half 0xH3C71, half 0xH3DEC, half 0xH3F66, half 0xH4071, half 0xH412E>, ptr %16, align 16, !dbg !197, !tbaa !146
  %176 = getelementptr inbounds i8, ptr %16, i64 16, !dbg !199
  store <8 x half> <half 0xH41EC, half 0xH42A9, half 0xH4366, half 0xH4412, half 0xH4471, half 0xH44CF, half 0xH452E, half 0xH458D>, ptr %176, align 16, !dbg !197, !tbaa !146
  %177 = getelementptr inbounds i8, ptr %16, i64 32, !dbg !199
  store <8 x half> <half 0xH45EC, half 0xH464A, half 0xH46A9, half 0xH4708, half 0xH4766, half 0xH47C5, half 0xH4812, half 0xH4841>, ptr %177, align 16, !dbg !197, !tbaa !146
  %178 = getelementptr inbounds i8, ptr %16, i64 48, !dbg !199
  store <8 x half> <half 0xH4871, half 0xH48A0, half 0xH48CF, half 0xH48FF, half 0xH492E, half 0xH495D, half 0xH498D, half 0xH49BC>, ptr %178, align 16, !dbg !197, !tbaa !146
  %179 = getelementptr inbounds i8, ptr %16, i64 64, !dbg !199
  store <8 x half> <half 0xH49EC, half 0xH4A1B, half 0xH4A4A, half 0xH4A7A, half 0xH4AA9, half 0xH4AD8, half 0xH4B08, half 0xH4B37>, ptr %179, align 16, !dbg !197, !tbaa !146
  %180 = getelementptr inbounds i8, ptr %16, i64 80, !dbg !199
  store <8 x half> <half 0xH4B66, half 0xH4B96, half 0xH4BC5, half 0xH4BF4, half 0xH4C12, half 0xH4C2A, half 0xH4C41, half 0xH4C59>, ptr %180, align 16, !dbg !197, !tbaa !146
  %181 = getelementptr inbounds i8, ptr %16, i64 96, !dbg !199
  store <8 x half> <half 0xH4C71, half 0xH4C88, half 0xH4CA0, half 0xH4CB8, half 0xH4CCF, half 0xH4CE7, half 0xH4CFF, half 0xH4D16>, ptr %181, align 16, !dbg !197, !tbaa !146
  %182 = getelementptr inbounds i8, ptr %16, i64 112, !dbg !199
  store <8 x half> <half 0xH4D2E, half 0xH4D46, half 0xH4D5D, half 0xH4D75, half 0xH4D8D, half 0xH4DA4, half 0xH4DBC, half 0xH4DD4>, ptr %182, align 16, !dbg !197, !tbaa !146
  %183 = getelementptr inbounds i8, ptr %16, i64 128, !dbg !199
  store <8 x half> <half 0xH4DEC, half 0xH4E03, half 0xH4E1B, half 0xH4E33, half 0xH4E4A, half 0xH4E62, half 0xH4E7A, half 0xH4E91>, ptr %183, align 16, !dbg !197, !tbaa !146
  %184 = getelementptr inbounds i8, ptr %16, i64 144, !dbg !199
  store <8 x half> <half 0xH4EA9, half 0xH4EC1, half 0xH4ED8, half 0xH4EF0, half 0xH4F08, half 0xH4F1F, half 0xH4F37, half 0xH4F4F>, ptr %184, align 16, !dbg !197, !tbaa !146
  %185 = getelementptr inbounds i8, ptr %16, i64 160, !dbg !199
  store <8 x half> <half 0xH4F66, half 0xH4F7E, half 0xH4F96, half 0xH4FAD, half 0xH4FC5, half 0xH4FDD, half 0xH4FF4, half 0xH5006>, ptr %185, align 16, !dbg !197, !tbaa !146
  %186 = getelementptr inbounds i8, ptr %16, i64 176, !dbg !199
  store <8 x half> <half 0xH5012, half 0xH501E, half 0xH502A, half 0xH5035, half 0xH5041, half 0xH504D, half 0xH5059, half 0xH5065>, ptr %186, align 16, !dbg !197, !tbaa !146
    #dbg_value(i64 96, !69, !DIExpression(), !196)
  %187 = getelementptr inbounds i8, ptr %16, i64 192, !dbg !199
  store half 0xH5071, ptr %187, align 16, !dbg !197, !tbaa !146
    #dbg_value(i64 97, !69, !DIExpression(), !196)
  %188 = getelementptr inbounds i8, ptr %16, i64 194, !dbg !199
  store half 0xH507C, ptr %188, align 2, !dbg !197, !tbaa !146
    #dbg_value(i64 98, !69, !DIExpression(), !196)
  %189 = getelementptr inbounds i8, ptr %16, i64 196, !dbg !199
  store half 0xH5088, ptr %189, align 4, !dbg !197, !tbaa !146
    #dbg_value(i64 99, !69, !DIExpression(), !196)
  %190 = getelementptr inbounds i8, ptr %16, i64 198, !dbg !199
  store half 0xH5094, ptr %190, align 2, !dbg !197, !tbaa !146
    #dbg_value(i64 100, !69, !DIExpression(), !196)
  %191 = call fastcc half @sum(ptr noundef nonnull %16), !dbg !200
    #dbg_value(half %191, !71, !DIExpression(), !73)
    #dbg_value(half %191, !114, !DIExpression(), !201)
  %192 = bitcast half %191 to i16, !dbg !203
    #dbg_value(i16 %192, !124, !DIExpression(), !201)
  %193 = zext i16 %192 to i32, !dbg !204
  %194 = fpext half %191 to double, !dbg !205
  %195 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %193, double noundef %194, i64 noundef 2), !dbg !206
    #dbg_value(half %191, !114, !DIExpression(), !207)
    #dbg_value(i16 %192, !124, !DIExpression(), !207)
  %196 = and i16 %192, 127, !dbg !209
  %197 = zext nneg i16 %196 to i32, !dbg !209
  call void @llvm.lifetime.end.p0(i64 200, ptr nonnull %16) #5, !dbg !210
  call void @llvm.lifetime.end.p0(i64 2, ptr nonnull %15), !dbg !210
  call void @llvm.lifetime.end.p0(i64 2, ptr nonnull %14), !dbg !210
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %1), !dbg !210
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %2), !dbg !210
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %3), !dbg !210
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %4), !dbg !210
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %5), !dbg !210
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %6), !dbg !210
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %7), !dbg !210
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %8), !dbg !210
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %9), !dbg !210
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %10), !dbg !210
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %11), !dbg !210
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %12), !dbg !210
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %13), !dbg !210
  ret i32 %197, !dbg !211
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef half @from_f(float noundef %0) unnamed_addr #2 !dbg !212 {
    #dbg_value(float %0, !216, !DIExpression(), !217)
  %2 = fptrunc float %0 to half, !dbg !218
  ret half %2, !dbg !219
}

; Function Attrs: nofree nounwind
declare !dbg !220 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef half @from_i(i32 noundef %0) unnamed_addr #2 !dbg !227 {
    #dbg_value(i32 %0, !231, !DIExpression(), !232)
  %2 = sitofp i32 %0 to half, !dbg !233
  ret half %2, !dbg !234
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef half @hadd(half noundef %0, half noundef %1) unnamed_addr #2 !dbg !235 {
    #dbg_value(half %0, !239, !DIExpression(), !241)
    #dbg_value(half %1, !240, !DIExpression(), !241)
  %3 = fadd half %0, %1, !dbg !242
  ret half %3, !dbg !243
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef half @hmul(half noundef %0, half noundef %1) unnamed_addr #2 !dbg !244 {
    #dbg_value(half %0, !246, !DIExpression(), !248)
    #dbg_value(half %1, !247, !DIExpression(), !248)
  %3 = fmul half %0, %1, !dbg !249
  ret half %3, !dbg !250
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef half @hdiv(half noundef %0, half noundef %1) unnamed_addr #2 !dbg !251 {
    #dbg_value(half %0, !253, !DIExpression(), !255)
    #dbg_value(half %1, !254, !DIExpression(), !255)
  %3 = fdiv half %0, %1, !dbg !256
  ret half %3, !dbg !257
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i32 0, 2) i32 @hlt(half noundef %0, half noundef %1) unnamed_addr #2 !dbg !258 {
    #dbg_value(half %0, !262, !DIExpression(), !264)
    #dbg_value(half %1, !263, !DIExpression(), !264)
  %3 = fcmp olt half %0, %1, !dbg !265
  %4 = zext i1 %3 to i32, !dbg !265
  ret i32 %4, !dbg !266
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc i32 @h2i(half noundef %0) unnamed_addr #2 !dbg !267 {
    #dbg_value(half %0, !271, !DIExpression(), !272)
  %2 = fptosi half %0 to i32, !dbg !273
  ret i32 %2, !dbg !274
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: read) uwtable
define internal fastcc half @sum(ptr nocapture noundef readonly %0) unnamed_addr #4 !dbg !275 {
    #dbg_value(ptr %0, !281, !DIExpression(), !286)
    #dbg_value(i32 100, !282, !DIExpression(), !286)
    #dbg_value(half 0xH0000, !283, !DIExpression(), !286)
    #dbg_value(i32 0, !284, !DIExpression(), !287)
  %2 = getelementptr inbounds i8, ptr %0, i64 2, !dbg !288
  %3 = getelementptr inbounds i8, ptr %0, i64 4, !dbg !288
  %4 = getelementptr inbounds i8, ptr %0, i64 6, !dbg !288
  %5 = getelementptr inbounds i8, ptr %0, i64 8, !dbg !288
  br label %7, !dbg !288

6:                                                ; preds = %7
  ret half %24, !dbg !289

7:                                                ; preds = %7, %1
  %8 = phi i64 [ 0, %1 ], [ %25, %7 ]
  %9 = phi half [ 0xH0000, %1 ], [ %24, %7 ]
    #dbg_value(i64 %8, !284, !DIExpression(), !287)
    #dbg_value(half %9, !283, !DIExpression(), !286)
  %10 = getelementptr inbounds half, ptr %0, i64 %8, !dbg !290
  %11 = load half, ptr %10, align 2, !dbg !290, !tbaa !146
  %12 = fadd half %9, %11, !dbg !292
    #dbg_value(half %12, !283, !DIExpression(), !286)
    #dbg_value(i64 %8, !284, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !287)
  %13 = getelementptr inbounds half, ptr %2, i64 %8, !dbg !290
  %14 = load half, ptr %13, align 2, !dbg !290, !tbaa !146
  %15 = fadd half %12, %14, !dbg !292
    #dbg_value(half %15, !283, !DIExpression(), !286)
    #dbg_value(i64 %8, !284, !DIExpression(DW_OP_plus_uconst, 2, DW_OP_stack_value), !287)
  %16 = getelementptr inbounds half, ptr %3, i64 %8, !dbg !290
  %17 = load half, ptr %16, align 2, !dbg !290, !tbaa !146
  %18 = fadd half %15, %17, !dbg !292
    #dbg_value(half %18, !283, !DIExpression(), !286)
    #dbg_value(i64 %8, !284, !DIExpression(DW_OP_plus_uconst, 3, DW_OP_stack_value), !287)
  %19 = getelementptr inbounds half, ptr %4, i64 %8, !dbg !290
  %20 = load half, ptr %19, align 2, !dbg !290, !tbaa !146
  %21 = fadd half %18, %20, !dbg !292
    #dbg_value(half %21, !283, !DIExpression(), !286)
    #dbg_value(i64 %8, !284, !DIExpression(DW_OP_plus_uconst, 4, DW_OP_stack_value), !287)
  %22 = getelementptr inbounds half, ptr %5, i64 %8, !dbg !290
  %23 = load half, ptr %22, align 2, !dbg !290, !tbaa !146
  %24 = fadd half %21, %23, !dbg !292
    #dbg_value(half %24, !283, !DIExpression(), !286)
  %25 = add nuw nsw i64 %8, 5, !dbg !293
    #dbg_value(i64 %25, !284, !DIExpression(), !287)
  %26 = icmp eq i64 %25, 100, !dbg !294
  br i1 %26, label %6, label %7, !dbg !288, !llvm.loop !295
}

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree noinline norecurse nosync nounwind memory(argmem: read) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind }

!llvm.dbg.cu = !{!32}
!llvm.module.flags = !{!40, !41, !42, !43, !44, !45, !46}
!llvm.ident = !{!47}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 23, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "programs/float16_arith.c", directory: ".", checksumkind: CSK_MD5, checksum: "6e59523f0a68b0b03aadf73dc27f5c6e")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 176, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 22)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 24, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 488, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 61)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 26, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 288, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 36)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(scope: null, file: !2, line: 27, type: !19, isLocal: true, isDefinition: true)
!19 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 384, elements: !20)
!20 = !{!21}
!21 = !DISubrange(count: 48)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(scope: null, file: !2, line: 28, type: !24, isLocal: true, isDefinition: true)
!24 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 160, elements: !25)
!25 = !{!26}
!26 = !DISubrange(count: 20)
!27 = !DIGlobalVariableExpression(var: !28, expr: !DIExpression())
!28 = distinct !DIGlobalVariable(scope: null, file: !2, line: 32, type: !29, isLocal: true, isDefinition: true)
!29 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 208, elements: !30)
!30 = !{!31}
!31 = !DISubrange(count: 26)
!32 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !33, globals: !39, splitDebugInlining: false, nameTableKind: None)
!33 = !{!34, !35, !37, !38}
!34 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!35 = !DIDerivedType(tag: DW_TAG_typedef, name: "h16", file: !2, line: 9, baseType: !36)
!36 = !DIBasicType(name: "_Float16", size: 16, encoding: DW_ATE_float)
!37 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!38 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!39 = !{!0, !7, !12, !17, !22, !27}
!40 = !{i32 7, !"Dwarf Version", i32 5}
!41 = !{i32 2, !"Debug Info Version", i32 3}
!42 = !{i32 1, !"wchar_size", i32 4}
!43 = !{i32 8, !"PIC Level", i32 2}
!44 = !{i32 7, !"PIE Level", i32 2}
!45 = !{i32 7, !"uwtable", i32 2}
!46 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!47 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!48 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 21, type: !49, scopeLine: 21, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !32, retainedNodes: !51)
!49 = !DISubroutineType(types: !50)
!50 = !{!38}
!51 = !{!52, !57, !59, !62, !64, !65, !69, !71}
!52 = !DILocalVariable(name: "fs", scope: !48, file: !2, line: 22, type: !53)
!53 = !DICompositeType(tag: DW_TAG_array_type, baseType: !54, size: 416, elements: !55)
!54 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !37)
!55 = !{!56}
!56 = !DISubrange(count: 13)
!57 = !DILocalVariable(name: "i", scope: !58, file: !2, line: 23, type: !38)
!58 = distinct !DILexicalBlock(scope: !48, file: !2, line: 23, column: 5)
!59 = !DILocalVariable(name: "h", scope: !60, file: !2, line: 23, type: !35)
!60 = distinct !DILexicalBlock(scope: !61, file: !2, line: 23, column: 34)
!61 = distinct !DILexicalBlock(scope: !58, file: !2, line: 23, column: 5)
!62 = !DILocalVariable(name: "a", scope: !48, file: !2, line: 25, type: !63)
!63 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !35)
!64 = !DILocalVariable(name: "b", scope: !48, file: !2, line: 25, type: !63)
!65 = !DILocalVariable(name: "arr", scope: !48, file: !2, line: 29, type: !66)
!66 = !DICompositeType(tag: DW_TAG_array_type, baseType: !35, size: 1600, elements: !67)
!67 = !{!68}
!68 = !DISubrange(count: 100)
!69 = !DILocalVariable(name: "i", scope: !70, file: !2, line: 30, type: !38)
!70 = distinct !DILexicalBlock(scope: !48, file: !2, line: 30, column: 5)
!71 = !DILocalVariable(name: "s", scope: !48, file: !2, line: 31, type: !35)
!72 = distinct !DIAssignID()
!73 = !DILocation(line: 0, scope: !48)
!74 = distinct !DIAssignID()
!75 = distinct !DIAssignID()
!76 = distinct !DIAssignID()
!77 = distinct !DIAssignID()
!78 = distinct !DIAssignID()
!79 = distinct !DIAssignID()
!80 = distinct !DIAssignID()
!81 = distinct !DIAssignID()
!82 = distinct !DIAssignID()
!83 = distinct !DIAssignID()
!84 = distinct !DIAssignID()
!85 = distinct !DIAssignID()
!86 = distinct !DIAssignID()
!87 = distinct !DIAssignID()
!88 = distinct !DIAssignID()
!89 = !DILocation(line: 22, column: 5, scope: !48)
!90 = !DILocation(line: 22, column: 20, scope: !48)
!91 = distinct !DIAssignID()
!92 = distinct !DIAssignID()
!93 = distinct !DIAssignID()
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
!104 = !DILocation(line: 0, scope: !58)
!105 = !DILocation(line: 23, column: 51, scope: !60)
!106 = !{!107, !107, i64 0}
!107 = !{!"float", !108, i64 0}
!108 = !{!"omnipotent char", !109, i64 0}
!109 = !{!"Simple C/C++ TBAA"}
!110 = !DILocation(line: 23, column: 44, scope: !60)
!111 = !DILocation(line: 0, scope: !60)
!112 = !DILocation(line: 23, column: 100, scope: !60)
!113 = !DILocation(line: 23, column: 92, scope: !60)
!114 = !DILocalVariable(name: "h", arg: 1, scope: !115, file: !2, line: 10, type: !35)
!115 = distinct !DISubprogram(name: "hbits", scope: !2, file: !2, line: 10, type: !116, scopeLine: 10, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !32, retainedNodes: !123)
!116 = !DISubroutineType(types: !117)
!117 = !{!118, !35}
!118 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint16_t", file: !119, line: 25, baseType: !120)
!119 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-uintn.h", directory: "", checksumkind: CSK_MD5, checksum: "2bf2ae53c58c01b1a1b9383b5195125c")
!120 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint16_t", file: !121, line: 40, baseType: !122)
!121 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!122 = !DIBasicType(name: "unsigned short", size: 16, encoding: DW_ATE_unsigned)
!123 = !{!114, !124}
!124 = !DILocalVariable(name: "u", scope: !115, file: !2, line: 10, type: !118)
!125 = !DILocation(line: 0, scope: !115, inlinedAt: !126)
!126 = distinct !DILocation(line: 23, column: 107, scope: !60)
!127 = !DILocation(line: 10, column: 44, scope: !115, inlinedAt: !126)
!128 = !DILocation(line: 23, column: 107, scope: !60)
!129 = !DILocation(line: 23, column: 117, scope: !60)
!130 = !DILocation(line: 23, column: 59, scope: !60)
!131 = !DILocation(line: 0, scope: !115, inlinedAt: !132)
!132 = distinct !DILocation(line: 24, column: 77, scope: !48)
!133 = !DILocation(line: 24, column: 107, scope: !48)
!134 = !DILocation(line: 0, scope: !115, inlinedAt: !135)
!135 = distinct !DILocation(line: 24, column: 101, scope: !48)
!136 = !DILocation(line: 10, column: 44, scope: !115, inlinedAt: !135)
!137 = !DILocation(line: 24, column: 101, scope: !48)
!138 = !DILocation(line: 24, column: 128, scope: !48)
!139 = !DILocation(line: 0, scope: !115, inlinedAt: !140)
!140 = distinct !DILocation(line: 24, column: 122, scope: !48)
!141 = !DILocation(line: 10, column: 44, scope: !115, inlinedAt: !140)
!142 = !DILocation(line: 24, column: 122, scope: !48)
!143 = !DILocation(line: 24, column: 5, scope: !48)
!144 = !DILocation(line: 25, column: 5, scope: !48)
!145 = !DILocation(line: 25, column: 18, scope: !48)
!146 = !{!147, !147, i64 0}
!147 = !{!"_Float16", !108, i64 0}
!148 = distinct !DIAssignID()
!149 = !DILocation(line: 25, column: 33, scope: !48)
!150 = distinct !DIAssignID()
!151 = !DILocation(line: 26, column: 63, scope: !48)
!152 = !DILocation(line: 26, column: 66, scope: !48)
!153 = !DILocation(line: 26, column: 58, scope: !48)
!154 = !DILocation(line: 0, scope: !115, inlinedAt: !155)
!155 = distinct !DILocation(line: 26, column: 52, scope: !48)
!156 = !DILocation(line: 10, column: 44, scope: !115, inlinedAt: !155)
!157 = !DILocation(line: 26, column: 52, scope: !48)
!158 = !DILocation(line: 26, column: 82, scope: !48)
!159 = !DILocation(line: 26, column: 90, scope: !48)
!160 = !DILocation(line: 26, column: 85, scope: !48)
!161 = !DILocation(line: 26, column: 77, scope: !48)
!162 = !DILocation(line: 0, scope: !115, inlinedAt: !163)
!163 = distinct !DILocation(line: 26, column: 71, scope: !48)
!164 = !DILocation(line: 10, column: 44, scope: !115, inlinedAt: !163)
!165 = !DILocation(line: 26, column: 71, scope: !48)
!166 = !DILocation(line: 26, column: 5, scope: !48)
!167 = !DILocation(line: 27, column: 70, scope: !48)
!168 = !DILocation(line: 0, scope: !115, inlinedAt: !169)
!169 = distinct !DILocation(line: 27, column: 64, scope: !48)
!170 = !DILocation(line: 10, column: 44, scope: !115, inlinedAt: !169)
!171 = !DILocation(line: 27, column: 64, scope: !48)
!172 = !DILocation(line: 27, column: 114, scope: !48)
!173 = !DILocation(line: 27, column: 109, scope: !48)
!174 = !DILocation(line: 0, scope: !115, inlinedAt: !175)
!175 = distinct !DILocation(line: 27, column: 103, scope: !48)
!176 = !DILocation(line: 10, column: 44, scope: !115, inlinedAt: !175)
!177 = !DILocation(line: 27, column: 103, scope: !48)
!178 = !DILocation(line: 27, column: 142, scope: !48)
!179 = !DILocation(line: 27, column: 141, scope: !48)
!180 = !DILocation(line: 27, column: 136, scope: !48)
!181 = !DILocation(line: 0, scope: !115, inlinedAt: !182)
!182 = distinct !DILocation(line: 27, column: 130, scope: !48)
!183 = !DILocation(line: 10, column: 44, scope: !115, inlinedAt: !182)
!184 = !DILocation(line: 27, column: 157, scope: !48)
!185 = !DILocation(line: 27, column: 5, scope: !48)
!186 = !DILocation(line: 28, column: 40, scope: !48)
!187 = !DILocation(line: 28, column: 43, scope: !48)
!188 = !DILocation(line: 28, column: 36, scope: !48)
!189 = !DILocation(line: 28, column: 51, scope: !48)
!190 = !DILocation(line: 28, column: 54, scope: !48)
!191 = !DILocation(line: 28, column: 47, scope: !48)
!192 = !DILocation(line: 28, column: 58, scope: !48)
!193 = !DILocation(line: 28, column: 78, scope: !48)
!194 = !DILocation(line: 28, column: 5, scope: !48)
!195 = !DILocation(line: 29, column: 5, scope: !48)
!196 = !DILocation(line: 0, scope: !70)
!197 = !DILocation(line: 30, column: 42, scope: !198)
!198 = distinct !DILexicalBlock(scope: !70, file: !2, line: 30, column: 5)
!199 = !DILocation(line: 30, column: 35, scope: !198)
!200 = !DILocation(line: 31, column: 13, scope: !48)
!201 = !DILocation(line: 0, scope: !115, inlinedAt: !202)
!202 = distinct !DILocation(line: 32, column: 42, scope: !48)
!203 = !DILocation(line: 10, column: 44, scope: !115, inlinedAt: !202)
!204 = !DILocation(line: 32, column: 42, scope: !48)
!205 = !DILocation(line: 32, column: 52, scope: !48)
!206 = !DILocation(line: 32, column: 5, scope: !48)
!207 = !DILocation(line: 0, scope: !115, inlinedAt: !208)
!208 = distinct !DILocation(line: 33, column: 12, scope: !48)
!209 = !DILocation(line: 33, column: 21, scope: !48)
!210 = !DILocation(line: 34, column: 1, scope: !48)
!211 = !DILocation(line: 33, column: 5, scope: !48)
!212 = distinct !DISubprogram(name: "from_f", scope: !2, file: !2, line: 11, type: !213, scopeLine: 11, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !32, retainedNodes: !215)
!213 = !DISubroutineType(types: !214)
!214 = !{!35, !37}
!215 = !{!216}
!216 = !DILocalVariable(name: "f", arg: 1, scope: !212, file: !2, line: 11, type: !37)
!217 = !DILocation(line: 0, scope: !212)
!218 = !DILocation(line: 11, column: 63, scope: !212)
!219 = !DILocation(line: 11, column: 56, scope: !212)
!220 = !DISubprogram(name: "printf", scope: !221, file: !221, line: 356, type: !222, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!221 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!222 = !DISubroutineType(types: !223)
!223 = !{!38, !224, null}
!224 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !225)
!225 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !226, size: 64)
!226 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!227 = distinct !DISubprogram(name: "from_i", scope: !2, file: !2, line: 13, type: !228, scopeLine: 13, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !32, retainedNodes: !230)
!228 = !DISubroutineType(types: !229)
!229 = !{!35, !38}
!230 = !{!231}
!231 = !DILocalVariable(name: "i", arg: 1, scope: !227, file: !2, line: 13, type: !38)
!232 = !DILocation(line: 0, scope: !227)
!233 = !DILocation(line: 13, column: 61, scope: !227)
!234 = !DILocation(line: 13, column: 54, scope: !227)
!235 = distinct !DISubprogram(name: "hadd", scope: !2, file: !2, line: 14, type: !236, scopeLine: 14, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !32, retainedNodes: !238)
!236 = !DISubroutineType(types: !237)
!237 = !{!35, !35, !35}
!238 = !{!239, !240}
!239 = !DILocalVariable(name: "a", arg: 1, scope: !235, file: !2, line: 14, type: !35)
!240 = !DILocalVariable(name: "b", arg: 2, scope: !235, file: !2, line: 14, type: !35)
!241 = !DILocation(line: 0, scope: !235)
!242 = !DILocation(line: 14, column: 68, scope: !235)
!243 = !DILocation(line: 14, column: 59, scope: !235)
!244 = distinct !DISubprogram(name: "hmul", scope: !2, file: !2, line: 15, type: !236, scopeLine: 15, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !32, retainedNodes: !245)
!245 = !{!246, !247}
!246 = !DILocalVariable(name: "a", arg: 1, scope: !244, file: !2, line: 15, type: !35)
!247 = !DILocalVariable(name: "b", arg: 2, scope: !244, file: !2, line: 15, type: !35)
!248 = !DILocation(line: 0, scope: !244)
!249 = !DILocation(line: 15, column: 68, scope: !244)
!250 = !DILocation(line: 15, column: 59, scope: !244)
!251 = distinct !DISubprogram(name: "hdiv", scope: !2, file: !2, line: 16, type: !236, scopeLine: 16, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !32, retainedNodes: !252)
!252 = !{!253, !254}
!253 = !DILocalVariable(name: "a", arg: 1, scope: !251, file: !2, line: 16, type: !35)
!254 = !DILocalVariable(name: "b", arg: 2, scope: !251, file: !2, line: 16, type: !35)
!255 = !DILocation(line: 0, scope: !251)
!256 = !DILocation(line: 16, column: 68, scope: !251)
!257 = !DILocation(line: 16, column: 59, scope: !251)
!258 = distinct !DISubprogram(name: "hlt", scope: !2, file: !2, line: 17, type: !259, scopeLine: 17, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !32, retainedNodes: !261)
!259 = !DISubroutineType(types: !260)
!260 = !{!38, !35, !35}
!261 = !{!262, !263}
!262 = !DILocalVariable(name: "a", arg: 1, scope: !258, file: !2, line: 17, type: !35)
!263 = !DILocalVariable(name: "b", arg: 2, scope: !258, file: !2, line: 17, type: !35)
!264 = !DILocation(line: 0, scope: !258)
!265 = !DILocation(line: 17, column: 67, scope: !258)
!266 = !DILocation(line: 17, column: 58, scope: !258)
!267 = distinct !DISubprogram(name: "h2i", scope: !2, file: !2, line: 18, type: !268, scopeLine: 18, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !32, retainedNodes: !270)
!268 = !DISubroutineType(types: !269)
!269 = !{!38, !35}
!270 = !{!271}
!271 = !DILocalVariable(name: "a", arg: 1, scope: !267, file: !2, line: 18, type: !35)
!272 = !DILocation(line: 0, scope: !267)
!273 = !DILocation(line: 18, column: 58, scope: !267)
!274 = !DILocation(line: 18, column: 51, scope: !267)
!275 = distinct !DISubprogram(name: "sum", scope: !2, file: !2, line: 19, type: !276, scopeLine: 19, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !32, retainedNodes: !280)
!276 = !DISubroutineType(cc: DW_CC_nocall, types: !277)
!277 = !{!35, !278, !38}
!278 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !279, size: 64)
!279 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !35)
!280 = !{!281, !282, !283, !284}
!281 = !DILocalVariable(name: "a", arg: 1, scope: !275, file: !2, line: 19, type: !278)
!282 = !DILocalVariable(name: "n", arg: 2, scope: !275, file: !2, line: 19, type: !38)
!283 = !DILocalVariable(name: "s", scope: !275, file: !2, line: 19, type: !35)
!284 = !DILocalVariable(name: "i", scope: !285, file: !2, line: 19, type: !38)
!285 = distinct !DILexicalBlock(scope: !275, file: !2, line: 19, column: 76)
!286 = !DILocation(line: 0, scope: !275)
!287 = !DILocation(line: 0, scope: !285)
!288 = !DILocation(line: 19, column: 76, scope: !285)
!289 = !DILocation(line: 19, column: 115, scope: !275)
!290 = !DILocation(line: 19, column: 109, scope: !291)
!291 = distinct !DILexicalBlock(scope: !285, file: !2, line: 19, column: 76)
!292 = !DILocation(line: 19, column: 106, scope: !291)
!293 = !DILocation(line: 19, column: 100, scope: !291)
!294 = !DILocation(line: 19, column: 94, scope: !291)
!295 = distinct !{!295, !288, !296, !297}
!296 = !DILocation(line: 19, column: 112, scope: !285)
!297 = !{!"llvm.loop.mustprogress"}
