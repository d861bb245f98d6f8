; ModuleID = 'programs/struct_abi_float_classes.c'
source_filename = "programs/struct_abi_float_classes.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.f4 = type { float, float, float, float }
%struct.d2 = type { double, double }
%struct.fd = type { float, double }
%struct.df = type { double, float }
%struct.fad = type { [2 x float], double }

@.str = private unnamed_addr constant [40 x i8] c"b=(%a,%a) c=(%a,%a,%a) d=(%a,%a,%a,%a)\0A\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [44 x i8] c"f=(%a,%a) g=(%a,%a) h=(%a,%a) i=(%a,%a,%a)\0A\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [22 x i8] c"many=%a with_ints=%a\0A\00", align 1, !dbg !12
@.str.3 = private unnamed_addr constant [27 x i8] c"sizes %zu %zu %zu %zu %zu\0A\00", align 1, !dbg !17

; Function Attrs: nofree nounwind uwtable
define dso_local range(i32 0, 128) i32 @main() local_unnamed_addr #0 !dbg !36 {
  %1 = alloca float, align 4, !DIAssignID !103
    #dbg_assign(i1 undef, !40, !DIExpression(), !103, ptr %1, !DIExpression(), !104)
  %2 = alloca %struct.f4, align 8, !DIAssignID !105
    #dbg_assign(i1 undef, !61, !DIExpression(), !105, ptr %2, !DIExpression(), !104)
  %3 = alloca %struct.d2, align 8, !DIAssignID !106
    #dbg_assign(i1 undef, !74, !DIExpression(), !106, ptr %3, !DIExpression(), !104)
  %4 = alloca %struct.fd, align 8, !DIAssignID !107
    #dbg_assign(i1 undef, !80, !DIExpression(), !107, ptr %4, !DIExpression(), !104)
  %5 = alloca %struct.df, align 8, !DIAssignID !108
    #dbg_assign(i1 undef, !86, !DIExpression(), !108, ptr %5, !DIExpression(), !104)
  %6 = alloca %struct.fad, align 8, !DIAssignID !109
    #dbg_assign(i1 undef, !92, !DIExpression(), !109, ptr %6, !DIExpression(), !104)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %1), !dbg !110
  store volatile float 1.500000e+00, ptr %1, align 4, !dbg !111, !tbaa !112, !DIAssignID !116
    #dbg_assign(float 1.500000e+00, !40, !DIExpression(), !116, ptr %1, !DIExpression(), !104)
  %7 = load volatile float, ptr %1, align 4, !dbg !117, !tbaa !112
    #dbg_value(float %7, !43, !DIExpression(), !104)
  %8 = load volatile float, ptr %1, align 4, !dbg !118, !tbaa !112
  %9 = insertelement <2 x float> poison, float %8, i64 0, !dbg !119
  %10 = load volatile float, ptr %1, align 4, !dbg !120, !tbaa !112
  %11 = fmul float %10, 2.000000e+00, !dbg !121
  %12 = insertelement <2 x float> %9, float %11, i64 1, !dbg !119
  %13 = tail call fastcc <2 x float> @f2_scale(<2 x float> %12), !dbg !122
    #dbg_value(<2 x float> %13, !48, !DIExpression(), !104)
  %14 = load volatile float, ptr %1, align 4, !dbg !123, !tbaa !112
  %15 = tail call fastcc { <2 x float>, float } @f3_rot(float %14), !dbg !124
  %16 = extractvalue { <2 x float>, float } %15, 0, !dbg !124
  %17 = extractvalue { <2 x float>, float } %15, 1, !dbg !124
    #dbg_value(<2 x float> %16, !54, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !104)
    #dbg_value(float %17, !54, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !104)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %2) #6, !dbg !125
  %18 = load volatile float, ptr %1, align 4, !dbg !126, !tbaa !112
  %19 = insertelement <2 x float> poison, float %18, i64 0, !dbg !127
  %20 = load volatile float, ptr %1, align 4, !dbg !128, !tbaa !112
  %21 = insertelement <2 x float> %19, float %20, i64 1, !dbg !127
  %22 = load volatile float, ptr %1, align 4, !dbg !129, !tbaa !112
  %23 = fneg float %22, !dbg !130
  %24 = insertelement <2 x float> <float poison, float 2.500000e-01>, float %23, i64 0, !dbg !127
  %25 = tail call fastcc { <2 x float>, <2 x float> } @f4_add(<2 x float> %21, <2 x float> %24), !dbg !131
  %26 = extractvalue { <2 x float>, <2 x float> } %25, 0, !dbg !131
  store <2 x float> %26, ptr %2, align 8, !dbg !131, !DIAssignID !132
    #dbg_assign(<2 x float> %26, !61, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !132, ptr %2, !DIExpression(), !104)
  %27 = getelementptr inbounds i8, ptr %2, i64 8, !dbg !131
  %28 = extractvalue { <2 x float>, <2 x float> } %25, 1, !dbg !131
  store <2 x float> %28, ptr %27, align 8, !dbg !131, !DIAssignID !133
    #dbg_assign(<2 x float> %28, !61, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !133, ptr %27, !DIExpression(), !104)
  %29 = load volatile float, ptr %1, align 4, !dbg !134, !tbaa !112
  %30 = fpext float %29 to double, !dbg !134
  %31 = fmul double %30, 1.000000e+10, !dbg !135
    #dbg_value(double %31, !69, !DIExpression(), !104)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %3) #6, !dbg !136
  %32 = load volatile float, ptr %1, align 4, !dbg !137, !tbaa !112
  %33 = fpext float %32 to double, !dbg !137
  %34 = tail call fastcc { double, double } @d2_cross(double %33), !dbg !138
  %35 = extractvalue { double, double } %34, 0, !dbg !138
  store double %35, ptr %3, align 8, !dbg !138, !DIAssignID !139
    #dbg_assign(double %35, !74, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !139, ptr %3, !DIExpression(), !104)
  %36 = getelementptr inbounds i8, ptr %3, i64 8, !dbg !138
  %37 = extractvalue { double, double } %34, 1, !dbg !138
  store double %37, ptr %36, align 8, !dbg !138, !DIAssignID !140
    #dbg_assign(double %37, !74, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !140, ptr %36, !DIExpression(), !104)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %4) #6, !dbg !141
  %38 = load volatile float, ptr %1, align 4, !dbg !142, !tbaa !112
  %39 = tail call fastcc float @fd_mix(float %38), !dbg !143
  store float %39, ptr %4, align 8, !dbg !143, !DIAssignID !144
    #dbg_assign(float %39, !80, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !144, ptr %4, !DIExpression(), !104)
  %40 = getelementptr inbounds i8, ptr %4, i64 8, !dbg !143
  store double 0x3F7EB851EB851EB8, ptr %40, align 8, !dbg !143, !DIAssignID !145
    #dbg_assign(double 0x3F7EB851EB851EB8, !80, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !145, ptr %40, !DIExpression(), !104)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %5) #6, !dbg !146
  store double 9.700000e+01, ptr %5, align 8, !dbg !147, !DIAssignID !148
    #dbg_assign(double 9.700000e+01, !86, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !148, ptr %5, !DIExpression(), !104)
  %41 = getelementptr inbounds i8, ptr %5, i64 8, !dbg !147
  store float 2.500000e-01, ptr %41, align 8, !dbg !147, !DIAssignID !149
    #dbg_assign(float 2.500000e-01, !86, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !149, ptr %41, !DIExpression(), !104)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %6) #6, !dbg !150
  %42 = tail call fastcc { <2 x float>, double } @fad_step(<2 x float> <float 1.000000e+00, float 1.000000e+00>, double 8.100000e+01), !dbg !151
  %43 = extractvalue { <2 x float>, double } %42, 0, !dbg !151
  %44 = extractvalue { <2 x float>, double } %42, 1, !dbg !151
  %45 = tail call fastcc { <2 x float>, double } @fad_step(<2 x float> %43, double %44), !dbg !152
  %46 = extractvalue { <2 x float>, double } %45, 0, !dbg !152
  store <2 x float> %46, ptr %6, align 8, !dbg !152, !DIAssignID !153
    #dbg_assign(<2 x float> %46, !92, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !153, ptr %6, !DIExpression(), !104)
  %47 = getelementptr inbounds i8, ptr %6, i64 8, !dbg !152
  %48 = extractvalue { <2 x float>, double } %45, 1, !dbg !152
  store double %48, ptr %47, align 8, !dbg !152, !DIAssignID !154
    #dbg_assign(double %48, !92, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !154, ptr %47, !DIExpression(), !104)
  %49 = extractelement <2 x float> %13, i64 0, !dbg !155
  %50 = fpext float %49 to double, !dbg !156
  %51 = extractelement <2 x float> %13, i64 1, !dbg !157
  %52 = fpext float %51 to double, !dbg !158
  %53 = extractelement <2 x float> %16, i64 0, !dbg !159
  %54 = fpext float %53 to double, !dbg !160
  %55 = extractelement <2 x float> %16, i64 1, !dbg !161
  %56 = fpext float %55 to double, !dbg !162
  %57 = fpext float %17 to double, !dbg !163
  %58 = extractelement <2 x float> %26, i64 0, !dbg !164
  %59 = fpext float %58 to double, !dbg !165
  %60 = extractelement <2 x float> %26, i64 1, !dbg !166
  %61 = fpext float %60 to double, !dbg !167
  %62 = extractelement <2 x float> %28, i64 0, !dbg !168
  %63 = fpext float %62 to double, !dbg !169
  %64 = extractelement <2 x float> %28, i64 1, !dbg !170
  %65 = fpext float %64 to double, !dbg !171
  %66 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, double noundef %50, double noundef %52, double noundef %54, double noundef %56, double noundef %57, double noundef %59, double noundef %61, double noundef %63, double noundef %65), !dbg !172
  %67 = fpext float %39 to double, !dbg !173
  %68 = extractelement <2 x float> %46, i64 0, !dbg !174
  %69 = fpext float %68 to double, !dbg !175
  %70 = extractelement <2 x float> %46, i64 1, !dbg !176
  %71 = fpext float %70 to double, !dbg !177
  %72 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, double noundef %35, double noundef %37, double noundef %67, double noundef 0x3F7EB851EB851EB8, double noundef 9.700000e+01, double noundef 2.500000e-01, double noundef %69, double noundef %71, double noundef %48), !dbg !178
  %73 = tail call fastcc double @many(float %7, <2 x float> %13, <2 x float> %16, float %17, <2 x float> %26, <2 x float> %28, double %31, ptr noundef nonnull byval(%struct.d2) align 8 %3, ptr noundef nonnull byval(%struct.fd) align 8 %4, ptr noundef nonnull byval(%struct.df) align 8 %5, ptr noundef nonnull byval(%struct.fad) align 8 %6, <2 x float> %13, ptr noundef nonnull byval(%struct.d2) align 8 %3, ptr noundef nonnull byval(%struct.f4) align 8 %2), !dbg !179
    #dbg_value(double %73, !101, !DIExpression(), !104)
  %74 = tail call fastcc double @with_ints(<2 x float> %13, double %37, <2 x float> %28), !dbg !180
    #dbg_value(double %74, !102, !DIExpression(), !104)
  %75 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, double noundef %73, double noundef %74), !dbg !181
  %76 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i64 noundef 12, i64 noundef 16, i64 noundef 16, i64 noundef 16, i64 noundef 16), !dbg !182
  %77 = fptosi double %73 to i64, !dbg !183
  %78 = trunc i64 %77 to i32, !dbg !184
  %79 = and i32 %78, 127, !dbg !184
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %6) #6, !dbg !185
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %5) #6, !dbg !185
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %4) #6, !dbg !185
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %3) #6, !dbg !185
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %2) #6, !dbg !185
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %1), !dbg !185
  ret i32 %79, !dbg !186
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc <2 x float> @f2_scale(<2 x float> %0) unnamed_addr #2 !dbg !187 {
    #dbg_value(<2 x float> %0, !191, !DIExpression(), !193)
    #dbg_value(float 3.000000e+00, !192, !DIExpression(), !193)
  %2 = extractelement <2 x float> %0, i64 0, !dbg !194
  %3 = fmul float %2, 3.000000e+00, !dbg !194
  %4 = insertelement <2 x float> poison, float %3, i64 0, !dbg !194
    #dbg_value(float %3, !191, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !193)
  %5 = extractelement <2 x float> %0, i64 1, !dbg !195
  %6 = fadd float %5, -3.000000e+00, !dbg !195
  %7 = insertelement <2 x float> %4, float %6, i64 1, !dbg !195
    #dbg_value(float %6, !191, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !193)
  ret <2 x float> %7, !dbg !196
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc { <2 x float>, float } @f3_rot(float %0) unnamed_addr #2 !dbg !197 {
    #dbg_value(<2 x float> <float 1.000000e+00, float 2.000000e+00>, !201, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !203)
    #dbg_value(float %0, !201, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !203)
    #dbg_value(float 2.000000e+00, !202, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !203)
  %2 = insertelement <2 x float> <float 2.000000e+00, float poison>, float %0, i64 1, !dbg !204
    #dbg_value(float %0, !202, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !203)
    #dbg_value(float 1.000000e+00, !202, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !203)
  %3 = insertvalue { <2 x float>, float } poison, <2 x float> %2, 0, !dbg !205
  %4 = insertvalue { <2 x float>, float } %3, float 1.000000e+00, 1, !dbg !205
  ret { <2 x float>, float } %4, !dbg !205
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc { <2 x float>, <2 x float> } @f4_add(<2 x float> %0, <2 x float> %1) unnamed_addr #2 !dbg !206 {
    #dbg_value(<2 x float> <float 1.000000e+00, float 2.000000e+00>, !210, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !213)
    #dbg_value(<2 x float> <float 3.000000e+00, float 4.000000e+00>, !210, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !213)
    #dbg_value(<2 x float> %0, !211, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !213)
    #dbg_value(<2 x float> %1, !211, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !213)
    #dbg_value(float poison, !212, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !213)
    #dbg_value(float poison, !212, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !213)
    #dbg_value(float poison, !212, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !213)
  %3 = shufflevector <2 x float> %0, <2 x float> %1, <4 x i32> <i32 0, i32 1, i32 2, i32 3>, !dbg !214
  %4 = fadd <4 x float> %3, <float 1.000000e+00, float 2.000000e+00, float 3.000000e+00, float 4.000000e+00>, !dbg !214
  %5 = shufflevector <4 x float> %4, <4 x float> poison, <2 x i32> <i32 0, i32 1>, !dbg !215
  %6 = shufflevector <4 x float> %4, <4 x float> poison, <2 x i32> <i32 2, i32 3>, !dbg !215
    #dbg_value(float poison, !212, !DIExpression(DW_OP_LLVM_fragment, 96, 32), !213)
  %7 = insertvalue { <2 x float>, <2 x float> } poison, <2 x float> %5, 0, !dbg !216
  %8 = insertvalue { <2 x float>, <2 x float> } %7, <2 x float> %6, 1, !dbg !216
  ret { <2 x float>, <2 x float> } %8, !dbg !216
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc { double, double } @d2_cross(double %0) unnamed_addr #3 !dbg !217 {
    #dbg_value(double 1.250000e+00, !221, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !224)
    #dbg_value(double -2.500000e+00, !221, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !224)
    #dbg_value(double %0, !222, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !224)
    #dbg_value(double 4.000000e+00, !222, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !224)
  %2 = insertelement <2 x double> poison, double %0, i64 0, !dbg !225
  %3 = shufflevector <2 x double> %2, <2 x double> poison, <2 x i32> zeroinitializer, !dbg !225
  %4 = fmul <2 x double> %3, <double 2.500000e+00, double 1.250000e+00>, !dbg !225
    #dbg_value(double poison, !223, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !224)
  %5 = fadd <2 x double> %4, <double 5.000000e+00, double -1.000000e+01>, !dbg !226
    #dbg_value(double poison, !223, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !224)
  %6 = extractelement <2 x double> %5, i64 0, !dbg !227
  %7 = insertvalue { double, double } poison, double %6, 0, !dbg !227
  %8 = extractelement <2 x double> %5, i64 1, !dbg !227
  %9 = insertvalue { double, double } %7, double %8, 1, !dbg !227
  ret { double, double } %9, !dbg !227
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc float @fd_mix(float %0) unnamed_addr #3 !dbg !228 {
    #dbg_value(float %0, !232, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !235)
    #dbg_value(double 1.000000e-03, !232, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !235)
    #dbg_value(double 7.500000e+00, !233, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !235)
    #dbg_value(float 5.000000e-01, !233, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !235)
  %2 = fadd float %0, 5.000000e-01, !dbg !236
    #dbg_value(float %2, !234, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !235)
    #dbg_value(double 0x3F7EB851EB851EB8, !234, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !235)
  ret float %2, !dbg !237
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc { <2 x float>, double } @fad_step(<2 x float> %0, double %1) unnamed_addr #2 !dbg !238 {
    #dbg_value(<2 x float> %0, !242, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !243)
    #dbg_value(double %1, !242, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !243)
  %3 = extractelement <2 x float> %0, i64 0, !dbg !244
  %4 = fadd float %3, 1.000000e+00, !dbg !244
  %5 = insertelement <2 x float> poison, float %4, i64 0, !dbg !244
    #dbg_value(float %4, !242, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !243)
  %6 = extractelement <2 x float> %0, i64 1, !dbg !245
  %7 = fmul float %6, 2.000000e+00, !dbg !245
  %8 = insertelement <2 x float> %5, float %7, i64 1, !dbg !245
    #dbg_value(float %7, !242, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !243)
  %9 = fdiv double %1, 3.000000e+00, !dbg !246
    #dbg_value(double %9, !242, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !243)
  %10 = insertvalue { <2 x float>, double } poison, <2 x float> %8, 0, !dbg !247
  %11 = insertvalue { <2 x float>, double } %10, double %9, 1, !dbg !247
  ret { <2 x float>, double } %11, !dbg !247
}

; Function Attrs: nofree nounwind
declare !dbg !248 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #4

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define internal fastcc double @many(float %0, <2 x float> %1, <2 x float> %2, float %3, <2 x float> %4, <2 x float> %5, double %6, ptr nocapture noundef readonly byval(%struct.d2) align 8 %7, ptr nocapture noundef readonly byval(%struct.fd) align 8 %8, ptr nocapture noundef readonly byval(%struct.df) align 8 %9, ptr nocapture noundef readonly byval(%struct.fad) align 8 %10, <2 x float> %11, ptr nocapture noundef readonly byval(%struct.d2) align 8 %12, ptr nocapture noundef readonly byval(%struct.f4) align 8 %13) unnamed_addr #5 !dbg !255 {
    #dbg_value(float %0, !259, !DIExpression(), !271)
    #dbg_value(<2 x float> %1, !260, !DIExpression(), !271)
    #dbg_value(<2 x float> %2, !261, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !271)
    #dbg_value(float %3, !261, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !271)
    #dbg_value(<2 x float> %4, !262, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !271)
    #dbg_value(<2 x float> %5, !262, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !271)
    #dbg_value(double %6, !263, !DIExpression(), !271)
    #dbg_value(<2 x float> %11, !268, !DIExpression(), !271)
    #dbg_declare(ptr %7, !264, !DIExpression(), !272)
    #dbg_declare(ptr %8, !265, !DIExpression(), !273)
    #dbg_declare(ptr %9, !266, !DIExpression(), !274)
    #dbg_declare(ptr %10, !267, !DIExpression(), !275)
    #dbg_declare(ptr %12, !269, !DIExpression(), !276)
    #dbg_declare(ptr %13, !270, !DIExpression(), !277)
  %15 = extractelement <2 x float> %1, i64 0, !dbg !278
  %16 = fadd float %15, %0, !dbg !279
  %17 = extractelement <2 x float> %1, i64 1, !dbg !280
  %18 = fadd float %17, %16, !dbg !281
  %19 = extractelement <2 x float> %2, i64 0, !dbg !282
  %20 = fadd float %19, %18, !dbg !283
  %21 = extractelement <2 x float> %2, i64 1, !dbg !284
  %22 = fadd float %21, %20, !dbg !285
  %23 = fadd float %22, %3, !dbg !286
  %24 = extractelement <2 x float> %4, i64 0, !dbg !287
  %25 = fadd float %24, %23, !dbg !288
  %26 = extractelement <2 x float> %4, i64 1, !dbg !289
  %27 = fadd float %26, %25, !dbg !290
  %28 = extractelement <2 x float> %5, i64 0, !dbg !291
  %29 = fadd float %28, %27, !dbg !292
  %30 = extractelement <2 x float> %5, i64 1, !dbg !293
  %31 = fadd float %30, %29, !dbg !294
  %32 = fpext float %31 to double, !dbg !295
  %33 = fadd double %32, %6, !dbg !296
  %34 = load double, ptr %7, align 8, !dbg !297, !tbaa !298
  %35 = fadd double %33, %34, !dbg !301
  %36 = getelementptr inbounds i8, ptr %7, i64 8, !dbg !302
  %37 = load double, ptr %36, align 8, !dbg !302, !tbaa !303
  %38 = fadd double %35, %37, !dbg !304
  %39 = load float, ptr %8, align 8, !dbg !305, !tbaa !306
  %40 = fpext float %39 to double, !dbg !308
  %41 = fadd double %38, %40, !dbg !309
  %42 = getelementptr inbounds i8, ptr %8, i64 8, !dbg !310
  %43 = load double, ptr %42, align 8, !dbg !310, !tbaa !311
  %44 = fadd double %43, %41, !dbg !312
  %45 = load double, ptr %9, align 8, !dbg !313, !tbaa !314
  %46 = fadd double %45, %44, !dbg !316
  %47 = getelementptr inbounds i8, ptr %9, i64 8, !dbg !317
  %48 = load float, ptr %47, align 8, !dbg !317, !tbaa !318
  %49 = fpext float %48 to double, !dbg !319
  %50 = fadd double %46, %49, !dbg !320
  %51 = load float, ptr %10, align 8, !dbg !321, !tbaa !112
  %52 = fpext float %51 to double, !dbg !321
  %53 = fadd double %50, %52, !dbg !322
  %54 = getelementptr inbounds i8, ptr %10, i64 4, !dbg !323
  %55 = load float, ptr %54, align 4, !dbg !323, !tbaa !112
  %56 = fpext float %55 to double, !dbg !323
  %57 = fadd double %53, %56, !dbg !324
  %58 = getelementptr inbounds i8, ptr %10, i64 8, !dbg !325
  %59 = load double, ptr %58, align 8, !dbg !325, !tbaa !326
  %60 = fadd double %59, %57, !dbg !328
  %61 = shufflevector <2 x float> %11, <2 x float> poison, <2 x i32> <i32 1, i32 poison>, !dbg !329
  %62 = fmul <2 x float> %61, %11, !dbg !329
  %63 = extractelement <2 x float> %62, i64 0, !dbg !329
  %64 = fpext float %63 to double, !dbg !330
  %65 = fadd double %60, %64, !dbg !331
  %66 = load double, ptr %12, align 8, !dbg !332, !tbaa !298
  %67 = fadd double %66, %65, !dbg !333
  %68 = getelementptr inbounds i8, ptr %12, i64 8, !dbg !334
  %69 = load double, ptr %68, align 8, !dbg !334, !tbaa !303
  %70 = fsub double %67, %69, !dbg !335
  %71 = getelementptr inbounds i8, ptr %13, i64 12, !dbg !336
  %72 = load float, ptr %71, align 4, !dbg !336, !tbaa !337
  %73 = fpext float %72 to double, !dbg !339
  %74 = fadd double %70, %73, !dbg !340
  ret double %74, !dbg !341
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc double @with_ints(<2 x float> %0, double %1, <2 x float> %2) unnamed_addr #2 !dbg !342 {
    #dbg_value(<2 x float> %0, !348, !DIExpression(), !353)
    #dbg_value(double poison, !350, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !353)
    #dbg_value(double %1, !350, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !353)
    #dbg_value(<2 x float> poison, !352, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !353)
    #dbg_value(<2 x float> %2, !352, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !353)
    #dbg_value(i32 3, !347, !DIExpression(), !353)
    #dbg_value(i64 -40, !349, !DIExpression(), !353)
    #dbg_value(i8 65, !351, !DIExpression(), !353)
  %4 = extractelement <2 x float> %0, i64 0, !dbg !354
  %5 = fadd float %4, 3.000000e+00, !dbg !355
  %6 = fpext float %5 to double, !dbg !356
  %7 = fadd double %6, -4.000000e+01, !dbg !357
  %8 = fadd double %7, %1, !dbg !358
  %9 = fadd double %8, 6.500000e+01, !dbg !359
  %10 = extractelement <2 x float> %2, i64 0, !dbg !360
  %11 = fpext float %10 to double, !dbg !361
  %12 = fadd double %9, %11, !dbg !362
  ret double %12, !dbg !363
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="64" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="64" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable "min-legal-vector-width"="64" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nounwind }

!llvm.dbg.cu = !{!22}
!llvm.module.flags = !{!28, !29, !30, !31, !32, !33, !34}
!llvm.ident = !{!35}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 41, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "programs/struct_abi_float_classes.c", directory: ".", checksumkind: CSK_MD5, checksum: "f24a90d724a9518b4288603f1b2893b5")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 320, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 40)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 42, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 352, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 44)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 45, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 176, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 22)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(scope: null, file: !2, line: 46, type: !19, isLocal: true, isDefinition: true)
!19 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 216, elements: !20)
!20 = !{!21}
!21 = !DISubrange(count: 27)
!22 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !23, globals: !27, splitDebugInlining: false, nameTableKind: None)
!23 = !{!24, !25, !26}
!24 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!25 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!26 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!27 = !{!0, !7, !12, !17}
!28 = !{i32 7, !"Dwarf Version", i32 5}
!29 = !{i32 2, !"Debug Info Version", i32 3}
!30 = !{i32 1, !"wchar_size", i32 4}
!31 = !{i32 8, !"PIC Level", i32 2}
!32 = !{i32 7, !"PIE Level", i32 2}
!33 = !{i32 7, !"uwtable", i32 2}
!34 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!35 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!36 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 30, type: !37, scopeLine: 30, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !22, retainedNodes: !39)
!37 = !DISubroutineType(types: !38)
!38 = !{!25}
!39 = !{!40, !43, !48, !54, !61, !69, !74, !80, !86, !92, !101, !102}
!40 = !DILocalVariable(name: "s", scope: !36, file: !2, line: 31, type: !41)
!41 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !42)
!42 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!43 = !DILocalVariable(name: "a", scope: !36, file: !2, line: 32, type: !44)
!44 = !DIDerivedType(tag: DW_TAG_typedef, name: "f1", file: !2, line: 8, baseType: !45)
!45 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !2, line: 8, size: 32, elements: !46)
!46 = !{!47}
!47 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !45, file: !2, line: 8, baseType: !42, size: 32)
!48 = !DILocalVariable(name: "b", scope: !36, file: !2, line: 33, type: !49)
!49 = !DIDerivedType(tag: DW_TAG_typedef, name: "f2", file: !2, line: 9, baseType: !50)
!50 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !2, line: 9, size: 64, elements: !51)
!51 = !{!52, !53}
!52 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !50, file: !2, line: 9, baseType: !42, size: 32)
!53 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !50, file: !2, line: 9, baseType: !42, size: 32, offset: 32)
!54 = !DILocalVariable(name: "c", scope: !36, file: !2, line: 34, type: !55)
!55 = !DIDerivedType(tag: DW_TAG_typedef, name: "f3", file: !2, line: 10, baseType: !56)
!56 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !2, line: 10, size: 96, elements: !57)
!57 = !{!58, !59, !60}
!58 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !56, file: !2, line: 10, baseType: !42, size: 32)
!59 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !56, file: !2, line: 10, baseType: !42, size: 32, offset: 32)
!60 = !DIDerivedType(tag: DW_TAG_member, name: "c", scope: !56, file: !2, line: 10, baseType: !42, size: 32, offset: 64)
!61 = !DILocalVariable(name: "d", scope: !36, file: !2, line: 35, type: !62)
!62 = !DIDerivedType(tag: DW_TAG_typedef, name: "f4", file: !2, line: 11, baseType: !63)
!63 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !2, line: 11, size: 128, elements: !64)
!64 = !{!65, !66, !67, !68}
!65 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !63, file: !2, line: 11, baseType: !42, size: 32)
!66 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !63, file: !2, line: 11, baseType: !42, size: 32, offset: 32)
!67 = !DIDerivedType(tag: DW_TAG_member, name: "c", scope: !63, file: !2, line: 11, baseType: !42, size: 32, offset: 64)
!68 = !DIDerivedType(tag: DW_TAG_member, name: "d", scope: !63, file: !2, line: 11, baseType: !42, size: 32, offset: 96)
!69 = !DILocalVariable(name: "e", scope: !36, file: !2, line: 36, type: !70)
!70 = !DIDerivedType(tag: DW_TAG_typedef, name: "d1", file: !2, line: 12, baseType: !71)
!71 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !2, line: 12, size: 64, elements: !72)
!72 = !{!73}
!73 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !71, file: !2, line: 12, baseType: !24, size: 64)
!74 = !DILocalVariable(name: "f", scope: !36, file: !2, line: 37, type: !75)
!75 = !DIDerivedType(tag: DW_TAG_typedef, name: "d2", file: !2, line: 13, baseType: !76)
!76 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !2, line: 13, size: 128, elements: !77)
!77 = !{!78, !79}
!78 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !76, file: !2, line: 13, baseType: !24, size: 64)
!79 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !76, file: !2, line: 13, baseType: !24, size: 64, offset: 64)
!80 = !DILocalVariable(name: "g", scope: !36, file: !2, line: 38, type: !81)
!81 = !DIDerivedType(tag: DW_TAG_typedef, name: "fd", file: !2, line: 14, baseType: !82)
!82 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !2, line: 14, size: 128, elements: !83)
!83 = !{!84, !85}
!84 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !82, file: !2, line: 14, baseType: !42, size: 32)
!85 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !82, file: !2, line: 14, baseType: !24, size: 64, offset: 64)
!86 = !DILocalVariable(name: "h", scope: !36, file: !2, line: 39, type: !87)
!87 = !DIDerivedType(tag: DW_TAG_typedef, name: "df", file: !2, line: 15, baseType: !88)
!88 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !2, line: 15, size: 128, elements: !89)
!89 = !{!90, !91}
!90 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !88, file: !2, line: 15, baseType: !24, size: 64)
!91 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !88, file: !2, line: 15, baseType: !42, size: 32, offset: 64)
!92 = !DILocalVariable(name: "i", scope: !36, file: !2, line: 40, type: !93)
!93 = !DIDerivedType(tag: DW_TAG_typedef, name: "fad", file: !2, line: 16, baseType: !94)
!94 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !2, line: 16, size: 128, elements: !95)
!95 = !{!96, !100}
!96 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !94, file: !2, line: 16, baseType: !97, size: 64)
!97 = !DICompositeType(tag: DW_TAG_array_type, baseType: !42, size: 64, elements: !98)
!98 = !{!99}
!99 = !DISubrange(count: 2)
!100 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !94, file: !2, line: 16, baseType: !24, size: 64, offset: 64)
!101 = !DILocalVariable(name: "m", scope: !36, file: !2, line: 43, type: !24)
!102 = !DILocalVariable(name: "w", scope: !36, file: !2, line: 44, type: !24)
!103 = distinct !DIAssignID()
!104 = !DILocation(line: 0, scope: !36)
!105 = distinct !DIAssignID()
!106 = distinct !DIAssignID()
!107 = distinct !DIAssignID()
!108 = distinct !DIAssignID()
!109 = distinct !DIAssignID()
!110 = !DILocation(line: 31, column: 5, scope: !36)
!111 = !DILocation(line: 31, column: 20, scope: !36)
!112 = !{!113, !113, i64 0}
!113 = !{!"float", !114, i64 0}
!114 = !{!"omnipotent char", !115, i64 0}
!115 = !{!"Simple C/C++ TBAA"}
!116 = distinct !DIAssignID()
!117 = !DILocation(line: 32, column: 13, scope: !36)
!118 = !DILocation(line: 33, column: 26, scope: !36)
!119 = !DILocation(line: 33, column: 25, scope: !36)
!120 = !DILocation(line: 33, column: 36, scope: !36)
!121 = !DILocation(line: 33, column: 34, scope: !36)
!122 = !DILocation(line: 33, column: 12, scope: !36)
!123 = !DILocation(line: 34, column: 30, scope: !36)
!124 = !DILocation(line: 34, column: 12, scope: !36)
!125 = !DILocation(line: 35, column: 5, scope: !36)
!126 = !DILocation(line: 35, column: 42, scope: !36)
!127 = !DILocation(line: 35, column: 41, scope: !36)
!128 = !DILocation(line: 35, column: 45, scope: !36)
!129 = !DILocation(line: 35, column: 49, scope: !36)
!130 = !DILocation(line: 35, column: 48, scope: !36)
!131 = !DILocation(line: 35, column: 12, scope: !36)
!132 = distinct !DIAssignID()
!133 = distinct !DIAssignID()
!134 = !DILocation(line: 36, column: 13, scope: !36)
!135 = !DILocation(line: 36, column: 15, scope: !36)
!136 = !DILocation(line: 37, column: 5, scope: !36)
!137 = !DILocation(line: 37, column: 44, scope: !36)
!138 = !DILocation(line: 37, column: 12, scope: !36)
!139 = distinct !DIAssignID()
!140 = distinct !DIAssignID()
!141 = !DILocation(line: 38, column: 5, scope: !36)
!142 = !DILocation(line: 38, column: 24, scope: !36)
!143 = !DILocation(line: 38, column: 12, scope: !36)
!144 = distinct !DIAssignID()
!145 = distinct !DIAssignID()
!146 = !DILocation(line: 39, column: 5, scope: !36)
!147 = !DILocation(line: 39, column: 12, scope: !36)
!148 = distinct !DIAssignID()
!149 = distinct !DIAssignID()
!150 = !DILocation(line: 40, column: 5, scope: !36)
!151 = !DILocation(line: 40, column: 22, scope: !36)
!152 = !DILocation(line: 40, column: 13, scope: !36)
!153 = distinct !DIAssignID()
!154 = distinct !DIAssignID()
!155 = !DILocation(line: 41, column: 66, scope: !36)
!156 = !DILocation(line: 41, column: 56, scope: !36)
!157 = !DILocation(line: 41, column: 79, scope: !36)
!158 = !DILocation(line: 41, column: 69, scope: !36)
!159 = !DILocation(line: 41, column: 92, scope: !36)
!160 = !DILocation(line: 41, column: 82, scope: !36)
!161 = !DILocation(line: 41, column: 105, scope: !36)
!162 = !DILocation(line: 41, column: 95, scope: !36)
!163 = !DILocation(line: 41, column: 108, scope: !36)
!164 = !DILocation(line: 41, column: 131, scope: !36)
!165 = !DILocation(line: 41, column: 121, scope: !36)
!166 = !DILocation(line: 41, column: 144, scope: !36)
!167 = !DILocation(line: 41, column: 134, scope: !36)
!168 = !DILocation(line: 41, column: 157, scope: !36)
!169 = !DILocation(line: 41, column: 147, scope: !36)
!170 = !DILocation(line: 41, column: 170, scope: !36)
!171 = !DILocation(line: 41, column: 160, scope: !36)
!172 = !DILocation(line: 41, column: 5, scope: !36)
!173 = !DILocation(line: 42, column: 70, scope: !36)
!174 = !DILocation(line: 42, column: 114, scope: !36)
!175 = !DILocation(line: 42, column: 106, scope: !36)
!176 = !DILocation(line: 42, column: 130, scope: !36)
!177 = !DILocation(line: 42, column: 122, scope: !36)
!178 = !DILocation(line: 42, column: 5, scope: !36)
!179 = !DILocation(line: 43, column: 16, scope: !36)
!180 = !DILocation(line: 44, column: 16, scope: !36)
!181 = !DILocation(line: 45, column: 5, scope: !36)
!182 = !DILocation(line: 46, column: 5, scope: !36)
!183 = !DILocation(line: 47, column: 18, scope: !36)
!184 = !DILocation(line: 47, column: 12, scope: !36)
!185 = !DILocation(line: 48, column: 1, scope: !36)
!186 = !DILocation(line: 47, column: 5, scope: !36)
!187 = distinct !DISubprogram(name: "f2_scale", scope: !2, file: !2, line: 18, type: !188, scopeLine: 18, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !22, retainedNodes: !190)
!188 = !DISubroutineType(cc: DW_CC_nocall, types: !189)
!189 = !{!49, !49, !42}
!190 = !{!191, !192}
!191 = !DILocalVariable(name: "v", arg: 1, scope: !187, file: !2, line: 18, type: !49)
!192 = !DILocalVariable(name: "k", arg: 2, scope: !187, file: !2, line: 18, type: !42)
!193 = !DILocation(line: 0, scope: !187)
!194 = !DILocation(line: 18, column: 67, scope: !187)
!195 = !DILocation(line: 18, column: 77, scope: !187)
!196 = !DILocation(line: 18, column: 83, scope: !187)
!197 = distinct !DISubprogram(name: "f3_rot", scope: !2, file: !2, line: 19, type: !198, scopeLine: 19, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !22, retainedNodes: !200)
!198 = !DISubroutineType(cc: DW_CC_nocall, types: !199)
!199 = !{!55, !55}
!200 = !{!201, !202}
!201 = !DILocalVariable(name: "v", arg: 1, scope: !197, file: !2, line: 19, type: !55)
!202 = !DILocalVariable(name: "r", scope: !197, file: !2, line: 19, type: !55)
!203 = !DILocation(line: 0, scope: !197)
!204 = !DILocation(line: 19, column: 59, scope: !197)
!205 = !DILocation(line: 19, column: 76, scope: !197)
!206 = distinct !DISubprogram(name: "f4_add", scope: !2, file: !2, line: 20, type: !207, scopeLine: 20, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !22, retainedNodes: !209)
!207 = !DISubroutineType(cc: DW_CC_nocall, types: !208)
!208 = !{!62, !62, !62}
!209 = !{!210, !211, !212}
!210 = !DILocalVariable(name: "x", arg: 1, scope: !206, file: !2, line: 20, type: !62)
!211 = !DILocalVariable(name: "y", arg: 2, scope: !206, file: !2, line: 20, type: !62)
!212 = !DILocalVariable(name: "r", scope: !206, file: !2, line: 20, type: !62)
!213 = !DILocation(line: 0, scope: !206)
!214 = !DILocation(line: 20, column: 70, scope: !206)
!215 = !DILocation(line: 20, column: 65, scope: !206)
!216 = !DILocation(line: 20, column: 111, scope: !206)
!217 = distinct !DISubprogram(name: "d2_cross", scope: !2, file: !2, line: 21, type: !218, scopeLine: 21, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !22, retainedNodes: !220)
!218 = !DISubroutineType(cc: DW_CC_nocall, types: !219)
!219 = !{!75, !75, !75}
!220 = !{!221, !222, !223}
!221 = !DILocalVariable(name: "x", arg: 1, scope: !217, file: !2, line: 21, type: !75)
!222 = !DILocalVariable(name: "y", arg: 2, scope: !217, file: !2, line: 21, type: !75)
!223 = !DILocalVariable(name: "r", scope: !217, file: !2, line: 21, type: !75)
!224 = !DILocation(line: 0, scope: !217)
!225 = !DILocation(line: 21, column: 84, scope: !217)
!226 = !DILocation(line: 21, column: 78, scope: !217)
!227 = !DILocation(line: 21, column: 115, scope: !217)
!228 = distinct !DISubprogram(name: "fd_mix", scope: !2, file: !2, line: 22, type: !229, scopeLine: 22, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !22, retainedNodes: !231)
!229 = !DISubroutineType(cc: DW_CC_nocall, types: !230)
!230 = !{!81, !81, !87}
!231 = !{!232, !233, !234}
!232 = !DILocalVariable(name: "x", arg: 1, scope: !228, file: !2, line: 22, type: !81)
!233 = !DILocalVariable(name: "y", arg: 2, scope: !228, file: !2, line: 22, type: !87)
!234 = !DILocalVariable(name: "r", scope: !228, file: !2, line: 22, type: !81)
!235 = !DILocation(line: 0, scope: !228)
!236 = !DILocation(line: 22, column: 70, scope: !228)
!237 = !DILocation(line: 22, column: 89, scope: !228)
!238 = distinct !DISubprogram(name: "fad_step", scope: !2, file: !2, line: 24, type: !239, scopeLine: 24, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !22, retainedNodes: !241)
!239 = !DISubroutineType(types: !240)
!240 = !{!93, !93}
!241 = !{!242}
!242 = !DILocalVariable(name: "v", arg: 1, scope: !238, file: !2, line: 24, type: !93)
!243 = !DILocation(line: 0, scope: !238)
!244 = !DILocation(line: 24, column: 63, scope: !238)
!245 = !DILocation(line: 24, column: 76, scope: !238)
!246 = !DILocation(line: 24, column: 86, scope: !238)
!247 = !DILocation(line: 24, column: 92, scope: !238)
!248 = !DISubprogram(name: "printf", scope: !249, file: !249, line: 356, type: !250, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!249 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!250 = !DISubroutineType(types: !251)
!251 = !{!25, !252, null}
!252 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !253)
!253 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !254, size: 64)
!254 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!255 = distinct !DISubprogram(name: "many", scope: !2, file: !2, line: 25, type: !256, scopeLine: 25, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !22, retainedNodes: !258)
!256 = !DISubroutineType(types: !257)
!257 = !{!24, !44, !49, !55, !62, !70, !75, !81, !87, !93, !49, !75, !62}
!258 = !{!259, !260, !261, !262, !263, !264, !265, !266, !267, !268, !269, !270}
!259 = !DILocalVariable(name: "a", arg: 1, scope: !255, file: !2, line: 25, type: !44)
!260 = !DILocalVariable(name: "b", arg: 2, scope: !255, file: !2, line: 25, type: !49)
!261 = !DILocalVariable(name: "c", arg: 3, scope: !255, file: !2, line: 25, type: !55)
!262 = !DILocalVariable(name: "d", arg: 4, scope: !255, file: !2, line: 25, type: !62)
!263 = !DILocalVariable(name: "e", arg: 5, scope: !255, file: !2, line: 25, type: !70)
!264 = !DILocalVariable(name: "f", arg: 6, scope: !255, file: !2, line: 25, type: !75)
!265 = !DILocalVariable(name: "g", arg: 7, scope: !255, file: !2, line: 25, type: !81)
!266 = !DILocalVariable(name: "h", arg: 8, scope: !255, file: !2, line: 25, type: !87)
!267 = !DILocalVariable(name: "i", arg: 9, scope: !255, file: !2, line: 25, type: !93)
!268 = !DILocalVariable(name: "j", arg: 10, scope: !255, file: !2, line: 25, type: !49)
!269 = !DILocalVariable(name: "k", arg: 11, scope: !255, file: !2, line: 25, type: !75)
!270 = !DILocalVariable(name: "l", arg: 12, scope: !255, file: !2, line: 25, type: !62)
!271 = !DILocation(line: 0, scope: !255)
!272 = !DILocation(line: 25, column: 79, scope: !255)
!273 = !DILocation(line: 25, column: 85, scope: !255)
!274 = !DILocation(line: 25, column: 91, scope: !255)
!275 = !DILocation(line: 25, column: 98, scope: !255)
!276 = !DILocation(line: 25, column: 110, scope: !255)
!277 = !DILocation(line: 25, column: 116, scope: !255)
!278 = !DILocation(line: 26, column: 20, scope: !255)
!279 = !DILocation(line: 26, column: 16, scope: !255)
!280 = !DILocation(line: 26, column: 26, scope: !255)
!281 = !DILocation(line: 26, column: 22, scope: !255)
!282 = !DILocation(line: 26, column: 32, scope: !255)
!283 = !DILocation(line: 26, column: 28, scope: !255)
!284 = !DILocation(line: 26, column: 38, scope: !255)
!285 = !DILocation(line: 26, column: 34, scope: !255)
!286 = !DILocation(line: 26, column: 40, scope: !255)
!287 = !DILocation(line: 26, column: 50, scope: !255)
!288 = !DILocation(line: 26, column: 46, scope: !255)
!289 = !DILocation(line: 26, column: 56, scope: !255)
!290 = !DILocation(line: 26, column: 52, scope: !255)
!291 = !DILocation(line: 26, column: 62, scope: !255)
!292 = !DILocation(line: 26, column: 58, scope: !255)
!293 = !DILocation(line: 26, column: 68, scope: !255)
!294 = !DILocation(line: 26, column: 64, scope: !255)
!295 = !DILocation(line: 26, column: 12, scope: !255)
!296 = !DILocation(line: 26, column: 70, scope: !255)
!297 = !DILocation(line: 26, column: 80, scope: !255)
!298 = !{!299, !300, i64 0}
!299 = !{!"", !300, i64 0, !300, i64 8}
!300 = !{!"double", !114, i64 0}
!301 = !DILocation(line: 26, column: 76, scope: !255)
!302 = !DILocation(line: 26, column: 86, scope: !255)
!303 = !{!299, !300, i64 8}
!304 = !DILocation(line: 26, column: 82, scope: !255)
!305 = !DILocation(line: 26, column: 92, scope: !255)
!306 = !{!307, !113, i64 0}
!307 = !{!"", !113, i64 0, !300, i64 8}
!308 = !DILocation(line: 26, column: 90, scope: !255)
!309 = !DILocation(line: 26, column: 88, scope: !255)
!310 = !DILocation(line: 26, column: 98, scope: !255)
!311 = !{!307, !300, i64 8}
!312 = !DILocation(line: 26, column: 94, scope: !255)
!313 = !DILocation(line: 26, column: 104, scope: !255)
!314 = !{!315, !300, i64 0}
!315 = !{!"", !300, i64 0, !113, i64 8}
!316 = !DILocation(line: 26, column: 100, scope: !255)
!317 = !DILocation(line: 26, column: 110, scope: !255)
!318 = !{!315, !113, i64 8}
!319 = !DILocation(line: 26, column: 108, scope: !255)
!320 = !DILocation(line: 26, column: 106, scope: !255)
!321 = !DILocation(line: 26, column: 114, scope: !255)
!322 = !DILocation(line: 26, column: 112, scope: !255)
!323 = !DILocation(line: 26, column: 123, scope: !255)
!324 = !DILocation(line: 26, column: 121, scope: !255)
!325 = !DILocation(line: 26, column: 134, scope: !255)
!326 = !{!327, !300, i64 8}
!327 = !{!"", !114, i64 0, !300, i64 8}
!328 = !DILocation(line: 26, column: 130, scope: !255)
!329 = !DILocation(line: 26, column: 142, scope: !255)
!330 = !DILocation(line: 26, column: 138, scope: !255)
!331 = !DILocation(line: 26, column: 136, scope: !255)
!332 = !DILocation(line: 26, column: 152, scope: !255)
!333 = !DILocation(line: 26, column: 148, scope: !255)
!334 = !DILocation(line: 26, column: 158, scope: !255)
!335 = !DILocation(line: 26, column: 154, scope: !255)
!336 = !DILocation(line: 26, column: 164, scope: !255)
!337 = !{!338, !113, i64 12}
!338 = !{!"", !113, i64 0, !113, i64 4, !113, i64 8, !113, i64 12}
!339 = !DILocation(line: 26, column: 162, scope: !255)
!340 = !DILocation(line: 26, column: 160, scope: !255)
!341 = !DILocation(line: 26, column: 5, scope: !255)
!342 = distinct !DISubprogram(name: "with_ints", scope: !2, file: !2, line: 28, type: !343, scopeLine: 28, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !22, retainedNodes: !346)
!343 = !DISubroutineType(cc: DW_CC_nocall, types: !344)
!344 = !{!24, !25, !49, !345, !75, !4, !62}
!345 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!346 = !{!347, !348, !349, !350, !351, !352}
!347 = !DILocalVariable(name: "x", arg: 1, scope: !342, file: !2, line: 28, type: !25)
!348 = !DILocalVariable(name: "a", arg: 2, scope: !342, file: !2, line: 28, type: !49)
!349 = !DILocalVariable(name: "y", arg: 3, scope: !342, file: !2, line: 28, type: !345)
!350 = !DILocalVariable(name: "b", arg: 4, scope: !342, file: !2, line: 28, type: !75)
!351 = !DILocalVariable(name: "z", arg: 5, scope: !342, file: !2, line: 28, type: !4)
!352 = !DILocalVariable(name: "c", arg: 6, scope: !342, file: !2, line: 28, type: !62)
!353 = !DILocation(line: 0, scope: !342)
!354 = !DILocation(line: 28, column: 107, scope: !342)
!355 = !DILocation(line: 28, column: 103, scope: !342)
!356 = !DILocation(line: 28, column: 101, scope: !342)
!357 = !DILocation(line: 28, column: 109, scope: !342)
!358 = !DILocation(line: 28, column: 121, scope: !342)
!359 = !DILocation(line: 28, column: 127, scope: !342)
!360 = !DILocation(line: 28, column: 135, scope: !342)
!361 = !DILocation(line: 28, column: 133, scope: !342)
!362 = !DILocation(line: 28, column: 131, scope: !342)
!363 = !DILocation(line: 28, column: 94, scope: !342)
