; ModuleID = 'programs/function_pointer_tables.c'
source_filename = "programs/function_pointer_tables.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.VT = type { ptr, ptr, ptr }
%struct.Shape = type { ptr, double, double }
%struct.__va_list_tag = type { i32, i32, ptr, ptr }

@.str = private unnamed_addr constant [4 x i8] c"%c:\00", align 1, !dbg !0
@opnames = internal unnamed_addr constant [7 x i8] c"+-*/%M\00", align 1, !dbg !7
@.str.1 = private unnamed_addr constant [5 x i8] c" %ld\00", align 1, !dbg !17
@ops = internal unnamed_addr constant [6 x ptr] [ptr @op_add, ptr @op_sub, ptr @op_mul, ptr @op_div, ptr @op_mod, ptr @op_max], align 16, !dbg !58
@.str.3 = private unnamed_addr constant [14 x i8] c"+3*4-2/3M50%7\00", align 1, !dbg !27
@.str.4 = private unnamed_addr constant [5 x i8] c"%ld \00", align 1, !dbg !32
@.str.5 = private unnamed_addr constant [10 x i8] c"\0Aacc=%ld\0A\00", align 1, !dbg !34
@rect_vt = internal constant %struct.VT { ptr @rect_area, ptr @rect_name, ptr @rect_scale }, align 8, !dbg !68
@tri_vt = internal constant %struct.VT { ptr @tri_area, ptr @tri_name, ptr @rect_scale }, align 8, !dbg !101
@circ_vt = internal constant %struct.VT { ptr @circ_area, ptr @circ_name, ptr @circ_scale }, align 8, !dbg !105
@__const.main.shapes = private unnamed_addr constant [4 x %struct.Shape] [%struct.Shape { ptr @rect_vt, double 3.000000e+00, double 4.000000e+00 }, %struct.Shape { ptr @tri_vt, double 6.000000e+00, double 2.000000e+00 }, %struct.Shape { ptr @circ_vt, double 1.500000e+00, double 0.000000e+00 }, %struct.Shape { ptr @rect_vt, double 5.000000e-01, double 8.000000e+00 }], align 16
@.str.6 = private unnamed_addr constant [9 x i8] c"%s %.3f\0A\00", align 1, !dbg !39
@.str.7 = private unnamed_addr constant [10 x i8] c"tot=%.3f\0A\00", align 1, !dbg !44
@.str.8 = private unnamed_addr constant [17 x i8] c"vsum via ptr %d\0A\00", align 1, !dbg !46
@.str.9 = private unnamed_addr constant [14 x i8] c"ptr eq %d %d\0A\00", align 1, !dbg !51
@.str.10 = private unnamed_addr constant [8 x i8] c"pp %ld\0A\00", align 1, !dbg !53
@.str.11 = private unnamed_addr constant [5 x i8] c"rect\00", align 1, !dbg !99
@.str.12 = private unnamed_addr constant [4 x i8] c"tri\00", align 1, !dbg !103
@.str.13 = private unnamed_addr constant [7 x i8] c"circle\00", align 1, !dbg !107

; Function Attrs: nounwind uwtable
define dso_local noundef range(i32 0, 256) i32 @main() local_unnamed_addr #0 !dbg !121 {
  %1 = alloca [6 x i64], align 16, !DIAssignID !154
    #dbg_assign(i1 undef, !125, !DIExpression(), !154, ptr %1, !DIExpression(), !155)
  %2 = alloca [4 x %struct.Shape], align 16, !DIAssignID !156
    #dbg_assign(i1 undef, !141, !DIExpression(), !156, ptr %2, !DIExpression(), !155)
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %1) #13, !dbg !157
  %3 = getelementptr inbounds i8, ptr %1, i64 32, !dbg !158
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(48) %3, i8 0, i64 16, i1 false), !dbg !158, !DIAssignID !159
    #dbg_assign(i8 0, !125, !DIExpression(), !159, ptr %1, !DIExpression(), !155)
    #dbg_assign(i8 0, !125, !DIExpression(DW_OP_LLVM_fragment, 0, 256), !160, ptr undef, !DIExpression(), !155)
  store i64 17, ptr %1, align 16, !dbg !158, !DIAssignID !161
    #dbg_assign(i64 17, !125, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !161, ptr %1, !DIExpression(), !155)
  %4 = getelementptr inbounds i8, ptr %1, i64 8, !dbg !158
  store i64 -5, ptr %4, align 8, !dbg !158, !DIAssignID !162
    #dbg_assign(i64 -5, !125, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !162, ptr %4, !DIExpression(), !155)
  %5 = getelementptr inbounds i8, ptr %1, i64 16, !dbg !158
  store i64 100, ptr %5, align 16, !dbg !158, !DIAssignID !163
    #dbg_assign(i64 100, !125, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !163, ptr %5, !DIExpression(), !155)
  %6 = getelementptr inbounds i8, ptr %1, i64 24, !dbg !158
  store i64 3, ptr %6, align 8, !dbg !158, !DIAssignID !164
    #dbg_assign(i64 3, !125, !DIExpression(DW_OP_LLVM_fragment, 192, 64), !164, ptr %6, !DIExpression(), !155)
  %7 = getelementptr inbounds i8, ptr %1, i64 40, !dbg !158
  store i64 -81, ptr %7, align 8, !dbg !158, !DIAssignID !165
    #dbg_assign(i64 -81, !125, !DIExpression(DW_OP_LLVM_fragment, 320, 64), !165, ptr %7, !DIExpression(), !155)
    #dbg_value(i32 0, !127, !DIExpression(), !166)
  br label %8, !dbg !167

8:                                                ; preds = %0, %8
  %9 = phi i64 [ 0, %0 ], [ %29, %8 ]
    #dbg_value(i64 %9, !127, !DIExpression(), !166)
  %10 = getelementptr inbounds [7 x i8], ptr @opnames, i64 0, i64 %9, !dbg !168
  %11 = load i8, ptr %10, align 1, !dbg !168, !tbaa !169
  %12 = sext i8 %11 to i32, !dbg !168
  %13 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %12), !dbg !172
    #dbg_value(i32 0, !129, !DIExpression(), !173)
  %14 = getelementptr inbounds [6 x ptr], ptr @ops, i64 0, i64 %9
  %15 = load ptr, ptr %14, align 8, !tbaa !174
    #dbg_value(i32 0, !129, !DIExpression(), !173)
    #dbg_value(i64 0, !129, !DIExpression(), !173)
  %16 = tail call i64 %15(i64 noundef 17, i64 noundef 7) #13, !dbg !176
  %17 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i64 noundef %16), !dbg !178
    #dbg_value(i64 1, !129, !DIExpression(), !173)
  %18 = tail call i64 %15(i64 noundef -5, i64 noundef 7) #13, !dbg !176
  %19 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i64 noundef %18), !dbg !178
    #dbg_value(i64 2, !129, !DIExpression(), !173)
  %20 = tail call i64 %15(i64 noundef 100, i64 noundef 7) #13, !dbg !176
  %21 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i64 noundef %20), !dbg !178
    #dbg_value(i64 3, !129, !DIExpression(), !173)
  %22 = tail call i64 %15(i64 noundef 3, i64 noundef 7) #13, !dbg !176
  %23 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i64 noundef %22), !dbg !178
    #dbg_value(i64 4, !129, !DIExpression(), !173)
  %24 = tail call i64 %15(i64 noundef 0, i64 noundef 7) #13, !dbg !176
  %25 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i64 noundef %24), !dbg !178
    #dbg_value(i64 5, !129, !DIExpression(), !173)
  %26 = tail call i64 %15(i64 noundef -81, i64 noundef 7) #13, !dbg !176
  %27 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i64 noundef %26), !dbg !178
    #dbg_value(i64 6, !129, !DIExpression(), !173)
  %28 = tail call i32 @putchar(i32 10), !dbg !179
  %29 = add nuw nsw i64 %9, 1, !dbg !180
    #dbg_value(i64 %29, !127, !DIExpression(), !166)
  %30 = icmp eq i64 %29, 6, !dbg !181
  br i1 %30, label %31, label %8, !dbg !167, !llvm.loop !182

31:                                               ; preds = %8, %111
  %32 = phi i8 [ %112, %111 ], [ 43, %8 ], !dbg !185
  %33 = phi i64 [ %115, %111 ], [ 1, %8 ], !dbg !186
  %34 = phi ptr [ %114, %111 ], [ @.str.3, %8 ], !dbg !187
    #dbg_value(ptr %34, !135, !DIExpression(), !188)
    #dbg_value(i64 %33, !134, !DIExpression(), !155)
  switch i8 %32, label %93 [
    i8 0, label %35
    i8 43, label %89
    i8 45, label %84
    i8 42, label %85
    i8 47, label %86
    i8 37, label %87
    i8 77, label %88
  ], !dbg !189

35:                                               ; preds = %31
  %36 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i64 noundef %33), !dbg !190
  call void @llvm.lifetime.start.p0(i64 96, ptr nonnull %2) #13, !dbg !191
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(96) %2, ptr noundef nonnull align 16 dereferenceable(96) @__const.main.shapes, i64 96, i1 false), !dbg !192, !DIAssignID !193
    #dbg_assign(i1 undef, !141, !DIExpression(), !193, ptr %2, !DIExpression(), !155)
    #dbg_value(double 0.000000e+00, !143, !DIExpression(), !155)
    #dbg_value(i32 0, !144, !DIExpression(), !194)
    #dbg_value(i64 0, !144, !DIExpression(), !194)
    #dbg_value(double 0.000000e+00, !143, !DIExpression(), !155)
    #dbg_value(ptr %2, !195, !DIExpression(), !199)
    #dbg_value(double 2.000000e+00, !198, !DIExpression(), !199)
  %37 = getelementptr inbounds i8, ptr %2, i64 8, !dbg !201
    #dbg_assign(double 6.000000e+00, !141, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !202, ptr %37, !DIExpression(), !155)
  store <2 x double> <double 6.000000e+00, double 8.000000e+00>, ptr %37, align 8, !dbg !203, !tbaa !204, !DIAssignID !202
    #dbg_assign(double 8.000000e+00, !141, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !202, ptr %2, !DIExpression(DW_OP_plus_uconst, 16), !155)
    #dbg_value(double 4.800000e+01, !146, !DIExpression(), !206)
    #dbg_value(double 4.800000e+01, !143, !DIExpression(), !155)
  %38 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @.str.11, double noundef 4.800000e+01), !dbg !207
    #dbg_value(i64 1, !144, !DIExpression(), !194)
    #dbg_value(ptr %2, !195, !DIExpression(DW_OP_plus_uconst, 24, DW_OP_stack_value), !208)
    #dbg_value(double 2.000000e+00, !198, !DIExpression(), !208)
  %39 = getelementptr inbounds i8, ptr %2, i64 32, !dbg !210
    #dbg_assign(double 1.200000e+01, !141, !DIExpression(DW_OP_LLVM_fragment, 256, 64), !211, ptr %39, !DIExpression(), !155)
  store <2 x double> <double 1.200000e+01, double 4.000000e+00>, ptr %39, align 16, !dbg !212, !tbaa !204, !DIAssignID !211
    #dbg_assign(double 4.000000e+00, !141, !DIExpression(DW_OP_LLVM_fragment, 320, 64), !211, ptr %2, !DIExpression(DW_OP_plus_uconst, 40), !155)
    #dbg_value(double 2.400000e+01, !146, !DIExpression(), !206)
    #dbg_value(double 7.200000e+01, !143, !DIExpression(), !155)
  %40 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @.str.12, double noundef 2.400000e+01), !dbg !207
    #dbg_value(i64 2, !144, !DIExpression(), !194)
  %41 = getelementptr inbounds i8, ptr %2, i64 48, !dbg !213
  call void @circ_scale(ptr noundef nonnull %41, double noundef 2.000000e+00) #13, !dbg !213
  %42 = load ptr, ptr %41, align 16, !dbg !214, !tbaa !215
  %43 = load ptr, ptr %42, align 8, !dbg !217, !tbaa !218
  %44 = call double %43(ptr noundef nonnull %41) #13, !dbg !220
    #dbg_value(double %44, !146, !DIExpression(), !206)
  %45 = fadd double %44, 7.200000e+01, !dbg !221
    #dbg_value(double %45, !143, !DIExpression(), !155)
  %46 = load ptr, ptr %41, align 16, !dbg !222, !tbaa !215
  %47 = getelementptr inbounds i8, ptr %46, i64 8, !dbg !223
  %48 = load ptr, ptr %47, align 8, !dbg !223, !tbaa !224
  %49 = call ptr %48() #13, !dbg !225
  %50 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef %49, double noundef %44), !dbg !207
    #dbg_value(i64 3, !144, !DIExpression(), !194)
  %51 = getelementptr inbounds i8, ptr %2, i64 72, !dbg !213
  %52 = load ptr, ptr %51, align 8, !dbg !226, !tbaa !215
  %53 = getelementptr inbounds i8, ptr %52, i64 16, !dbg !227
  %54 = load ptr, ptr %53, align 8, !dbg !227, !tbaa !228
  call void %54(ptr noundef nonnull %51, double noundef 2.000000e+00) #13, !dbg !213
  %55 = load ptr, ptr %51, align 8, !dbg !214, !tbaa !215
  %56 = load ptr, ptr %55, align 8, !dbg !217, !tbaa !218
  %57 = call double %56(ptr noundef nonnull %51) #13, !dbg !220
    #dbg_value(double %57, !146, !DIExpression(), !206)
  %58 = fadd double %45, %57, !dbg !221
    #dbg_value(double %58, !143, !DIExpression(), !155)
  %59 = load ptr, ptr %51, align 8, !dbg !222, !tbaa !215
  %60 = getelementptr inbounds i8, ptr %59, i64 8, !dbg !223
  %61 = load ptr, ptr %60, align 8, !dbg !223, !tbaa !224
  %62 = call ptr %61() #13, !dbg !225
  %63 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef %62, double noundef %57), !dbg !207
    #dbg_value(i64 4, !144, !DIExpression(), !194)
  %64 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, double noundef %58), !dbg !229
  %65 = call i32 (i32, ...) @vsum(i32 noundef 4, i32 noundef 1, i32 noundef 2, i32 noundef 3, i32 noundef 4), !dbg !230
  %66 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef %65), !dbg !231
    #dbg_value(ptr %1, !232, !DIExpression(), !243)
    #dbg_value(i32 6, !238, !DIExpression(), !243)
    #dbg_value(ptr @op_mul, !239, !DIExpression(), !243)
    #dbg_value(i64 3, !240, !DIExpression(), !243)
    #dbg_value(i64 0, !241, !DIExpression(), !245)
    #dbg_assign(i64 51, !125, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !246, ptr %1, !DIExpression(), !155)
    #dbg_value(i64 1, !241, !DIExpression(), !245)
    #dbg_assign(i64 -15, !125, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !247, ptr %4, !DIExpression(), !155)
    #dbg_value(i64 2, !241, !DIExpression(), !245)
    #dbg_assign(i64 300, !125, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !248, ptr %5, !DIExpression(), !155)
    #dbg_value(i64 3, !241, !DIExpression(), !245)
    #dbg_assign(i64 9, !125, !DIExpression(DW_OP_LLVM_fragment, 192, 64), !249, ptr %6, !DIExpression(), !155)
    #dbg_value(i64 4, !241, !DIExpression(), !245)
    #dbg_assign(i64 0, !125, !DIExpression(DW_OP_LLVM_fragment, 256, 64), !250, ptr %3, !DIExpression(), !155)
    #dbg_value(i64 5, !241, !DIExpression(), !245)
    #dbg_assign(i64 -243, !125, !DIExpression(DW_OP_LLVM_fragment, 320, 64), !251, ptr %7, !DIExpression(), !155)
    #dbg_value(i64 6, !241, !DIExpression(), !245)
    #dbg_value(ptr %1, !232, !DIExpression(), !252)
    #dbg_value(i32 6, !238, !DIExpression(), !252)
    #dbg_value(ptr @op_max, !239, !DIExpression(), !252)
    #dbg_value(i64 10, !240, !DIExpression(), !252)
    #dbg_value(i64 0, !241, !DIExpression(), !254)
  store i64 51, ptr %1, align 16, !dbg !255, !tbaa !257, !DIAssignID !259
    #dbg_assign(i64 51, !125, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !259, ptr %1, !DIExpression(), !155)
    #dbg_value(i64 1, !241, !DIExpression(), !254)
  store i64 10, ptr %4, align 8, !dbg !255, !tbaa !257, !DIAssignID !260
    #dbg_assign(i64 10, !125, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !260, ptr %4, !DIExpression(), !155)
    #dbg_value(i64 2, !241, !DIExpression(), !254)
  store i64 300, ptr %5, align 16, !dbg !255, !tbaa !257, !DIAssignID !261
    #dbg_assign(i64 300, !125, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !261, ptr %5, !DIExpression(), !155)
    #dbg_value(i64 3, !241, !DIExpression(), !254)
  store i64 10, ptr %6, align 8, !dbg !255, !tbaa !257, !DIAssignID !262
    #dbg_assign(i64 10, !125, !DIExpression(DW_OP_LLVM_fragment, 192, 64), !262, ptr %6, !DIExpression(), !155)
    #dbg_value(i64 4, !241, !DIExpression(), !254)
  store i64 10, ptr %3, align 16, !dbg !255, !tbaa !257, !DIAssignID !263
    #dbg_assign(i64 10, !125, !DIExpression(DW_OP_LLVM_fragment, 256, 64), !263, ptr %3, !DIExpression(), !155)
    #dbg_value(i64 5, !241, !DIExpression(), !254)
  store i64 10, ptr %7, align 8, !dbg !255, !tbaa !257, !DIAssignID !264
    #dbg_assign(i64 10, !125, !DIExpression(DW_OP_LLVM_fragment, 320, 64), !264, ptr %7, !DIExpression(), !155)
    #dbg_value(i64 6, !241, !DIExpression(), !254)
  call void @qsort(ptr noundef nonnull %1, i64 noundef 6, i64 noundef 8, ptr noundef nonnull @cmp_desc) #13, !dbg !265
    #dbg_value(i32 0, !149, !DIExpression(), !266)
    #dbg_value(i64 0, !149, !DIExpression(), !266)
  %67 = load i64, ptr %1, align 16, !dbg !267, !tbaa !257
  %68 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i64 noundef %67), !dbg !269
    #dbg_value(i64 1, !149, !DIExpression(), !266)
  %69 = load i64, ptr %4, align 8, !dbg !267, !tbaa !257
  %70 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i64 noundef %69), !dbg !269
    #dbg_value(i64 2, !149, !DIExpression(), !266)
  %71 = load i64, ptr %5, align 16, !dbg !267, !tbaa !257
  %72 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i64 noundef %71), !dbg !269
    #dbg_value(i64 3, !149, !DIExpression(), !266)
  %73 = load i64, ptr %6, align 8, !dbg !267, !tbaa !257
  %74 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i64 noundef %73), !dbg !269
    #dbg_value(i64 4, !149, !DIExpression(), !266)
  %75 = load i64, ptr %3, align 16, !dbg !267, !tbaa !257
  %76 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i64 noundef %75), !dbg !269
    #dbg_value(i64 5, !149, !DIExpression(), !266)
  %77 = load i64, ptr %7, align 8, !dbg !267, !tbaa !257
  %78 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i64 noundef %77), !dbg !269
    #dbg_value(i64 6, !149, !DIExpression(), !266)
  %79 = call i32 @putchar(i32 10), !dbg !270
    #dbg_value(i8 43, !271, !DIExpression(), !278)
    #dbg_value(i64 0, !276, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !280)
    #dbg_value(i8 63, !271, !DIExpression(), !281)
    #dbg_value(i64 0, !276, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !283)
  %80 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef 1, i32 noundef 1), !dbg !284
    #dbg_value(ptr poison, !151, !DIExpression(), !155)
  %81 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i64 noundef 52), !dbg !285
  %82 = trunc i64 %33 to i32, !dbg !286
  %83 = and i32 %82, 255, !dbg !286
  call void @llvm.lifetime.end.p0(i64 96, ptr nonnull %2) #13, !dbg !287
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %1) #13, !dbg !287
  ret i32 %83, !dbg !287

84:                                               ; preds = %31
  br label %89, !dbg !288

85:                                               ; preds = %31
  br label %89, !dbg !288

86:                                               ; preds = %31
  br label %89, !dbg !288

87:                                               ; preds = %31
  br label %89, !dbg !288

88:                                               ; preds = %31
  br label %89, !dbg !288

89:                                               ; preds = %31, %88, %87, %86, %85, %84
  %90 = phi i64 [ 1, %84 ], [ 2, %85 ], [ 3, %86 ], [ 4, %87 ], [ 5, %88 ], [ 0, %31 ], !dbg !292
  %91 = getelementptr inbounds [6 x ptr], ptr @ops, i64 0, i64 %90, !dbg !288
  %92 = load ptr, ptr %91, align 8, !dbg !288, !tbaa !174
  br label %93, !dbg !293

93:                                               ; preds = %31, %89
  %94 = phi ptr [ %92, %89 ], [ null, %31 ]
    #dbg_value(ptr %94, !137, !DIExpression(), !294)
    #dbg_value(i64 0, !140, !DIExpression(), !294)
    #dbg_value(ptr %34, !135, !DIExpression(), !188)
  %95 = getelementptr inbounds i8, ptr %34, i64 1, !dbg !295
  %96 = load i8, ptr %95, align 1, !dbg !295, !tbaa !169
  %97 = add i8 %96, -48, !dbg !296
  %98 = icmp ult i8 %97, 10, !dbg !296
  br i1 %98, label %99, label %111, !dbg !296

99:                                               ; preds = %93, %99
  %100 = phi i8 [ %108, %99 ], [ %96, %93 ]
  %101 = phi ptr [ %107, %99 ], [ %95, %93 ]
  %102 = phi i64 [ %106, %99 ], [ 0, %93 ]
    #dbg_value(i64 %102, !140, !DIExpression(), !294)
  %103 = mul nsw i64 %102, 10, !dbg !297
    #dbg_value(ptr %101, !135, !DIExpression(), !188)
  %104 = add nsw i8 %100, -48, !dbg !298
  %105 = zext nneg i8 %104 to i64, !dbg !298
  %106 = add nsw i64 %103, %105, !dbg !299
    #dbg_value(i64 %106, !140, !DIExpression(), !294)
  %107 = getelementptr inbounds i8, ptr %101, i64 1, !dbg !295
  %108 = load i8, ptr %107, align 1, !dbg !295, !tbaa !169
  %109 = add i8 %108, -48, !dbg !296
  %110 = icmp ult i8 %109, 10, !dbg !296
  br i1 %110, label %99, label %111, !dbg !296, !llvm.loop !300

111:                                              ; preds = %99, %93
  %112 = phi i8 [ %96, %93 ], [ %108, %99 ]
  %113 = phi i64 [ 0, %93 ], [ %106, %99 ], !dbg !303
  %114 = phi ptr [ %95, %93 ], [ %107, %99 ], !dbg !295
  %115 = tail call i64 %94(i64 noundef %33, i64 noundef %113) #13, !dbg !304
    #dbg_value(i64 %115, !134, !DIExpression(), !155)
  %116 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i64 noundef %115), !dbg !305
    #dbg_value(ptr %114, !135, !DIExpression(), !188)
  br label %31, !dbg !306, !llvm.loop !307
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #2

; Function Attrs: nofree nounwind
declare !dbg !309 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #4

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define internal i64 @op_mul(i64 noundef %0, i64 noundef %1) #5 !dbg !314 {
    #dbg_value(i64 %0, !316, !DIExpression(), !318)
    #dbg_value(i64 %1, !317, !DIExpression(), !318)
  %3 = mul nsw i64 %1, %0, !dbg !319
  ret i64 %3, !dbg !320
}

; Function Attrs: nofree
declare !dbg !321 void @qsort(ptr noundef, i64 noundef, i64 noundef, ptr nocapture noundef) local_unnamed_addr #6

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define internal range(i32 -1, 2) i32 @cmp_desc(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1) #7 !dbg !334 {
    #dbg_value(ptr %0, !336, !DIExpression(), !340)
    #dbg_value(ptr %1, !337, !DIExpression(), !340)
  %3 = load i64, ptr %0, align 8, !dbg !341, !tbaa !257
    #dbg_value(i64 %3, !338, !DIExpression(), !340)
  %4 = load i64, ptr %1, align 8, !dbg !342, !tbaa !257
    #dbg_value(i64 %4, !339, !DIExpression(), !340)
  %5 = icmp slt i64 %3, %4, !dbg !343
  %6 = zext i1 %5 to i32, !dbg !343
  %7 = icmp sgt i64 %3, %4, !dbg !344
  %8 = sext i1 %7 to i32, !dbg !344
  %9 = add nsw i32 %8, %6, !dbg !345
  ret i32 %9, !dbg !346
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define internal i64 @op_add(i64 noundef %0, i64 noundef %1) #5 !dbg !347 {
    #dbg_value(i64 %0, !349, !DIExpression(), !351)
    #dbg_value(i64 %1, !350, !DIExpression(), !351)
  %3 = add nsw i64 %1, %0, !dbg !352
  ret i64 %3, !dbg !353
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define internal i64 @op_sub(i64 noundef %0, i64 noundef %1) #5 !dbg !354 {
    #dbg_value(i64 %0, !356, !DIExpression(), !358)
    #dbg_value(i64 %1, !357, !DIExpression(), !358)
  %3 = sub nsw i64 %0, %1, !dbg !359
  ret i64 %3, !dbg !360
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define internal noundef i64 @op_div(i64 noundef %0, i64 noundef %1) #5 !dbg !361 {
    #dbg_value(i64 %0, !363, !DIExpression(), !365)
    #dbg_value(i64 %1, !364, !DIExpression(), !365)
  %3 = icmp eq i64 %1, 0, !dbg !366
  br i1 %3, label %6, label %4, !dbg !366

4:                                                ; preds = %2
  %5 = sdiv i64 %0, %1, !dbg !367
  br label %6, !dbg !366

6:                                                ; preds = %2, %4
  %7 = phi i64 [ %5, %4 ], [ 0, %2 ], !dbg !366
  ret i64 %7, !dbg !368
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define internal range(i64 -9223372036854775807, -9223372036854775808) i64 @op_mod(i64 noundef %0, i64 noundef %1) #5 !dbg !369 {
    #dbg_value(i64 %0, !371, !DIExpression(), !373)
    #dbg_value(i64 %1, !372, !DIExpression(), !373)
  %3 = icmp eq i64 %1, 0, !dbg !374
  br i1 %3, label %6, label %4, !dbg !374

4:                                                ; preds = %2
  %5 = srem i64 %0, %1, !dbg !375
  br label %6, !dbg !374

6:                                                ; preds = %2, %4
  %7 = phi i64 [ %5, %4 ], [ 0, %2 ], !dbg !374
  ret i64 %7, !dbg !376
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define internal noundef i64 @op_max(i64 noundef %0, i64 noundef %1) #5 !dbg !377 {
    #dbg_value(i64 %0, !379, !DIExpression(), !381)
    #dbg_value(i64 %1, !380, !DIExpression(), !381)
  %3 = tail call i64 @llvm.smax.i64(i64 %0, i64 %1), !dbg !382
  ret i64 %3, !dbg !383
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define internal double @rect_area(ptr nocapture noundef readonly %0) #7 !dbg !384 {
    #dbg_value(ptr %0, !386, !DIExpression(), !387)
  %2 = getelementptr inbounds i8, ptr %0, i64 8, !dbg !388
  %3 = load double, ptr %2, align 8, !dbg !388, !tbaa !389
  %4 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !390
  %5 = load double, ptr %4, align 8, !dbg !390, !tbaa !391
  %6 = fmul double %3, %5, !dbg !392
  ret double %6, !dbg !393
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define internal noundef nonnull ptr @rect_name() #5 !dbg !394 {
  ret ptr @.str.11, !dbg !395
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define internal void @rect_scale(ptr nocapture noundef %0, double noundef %1) #8 !dbg !196 {
    #dbg_value(ptr %0, !195, !DIExpression(), !396)
    #dbg_value(double %1, !198, !DIExpression(), !396)
  %3 = getelementptr inbounds i8, ptr %0, i64 8, !dbg !397
  %4 = load <2 x double>, ptr %3, align 8, !dbg !398, !tbaa !204
  %5 = insertelement <2 x double> poison, double %1, i64 0, !dbg !398
  %6 = shufflevector <2 x double> %5, <2 x double> poison, <2 x i32> zeroinitializer, !dbg !398
  %7 = fmul <2 x double> %4, %6, !dbg !398
  store <2 x double> %7, ptr %3, align 8, !dbg !398, !tbaa !204
  ret void, !dbg !399
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define internal double @tri_area(ptr nocapture noundef readonly %0) #7 !dbg !400 {
    #dbg_value(ptr %0, !402, !DIExpression(), !403)
  %2 = getelementptr inbounds i8, ptr %0, i64 8, !dbg !404
  %3 = load double, ptr %2, align 8, !dbg !404, !tbaa !389
  %4 = fmul double %3, 5.000000e-01, !dbg !405
  %5 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !406
  %6 = load double, ptr %5, align 8, !dbg !406, !tbaa !391
  %7 = fmul double %4, %6, !dbg !407
  ret double %7, !dbg !408
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define internal noundef nonnull ptr @tri_name() #5 !dbg !409 {
  ret ptr @.str.12, !dbg !410
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define internal double @circ_area(ptr nocapture noundef readonly %0) #7 !dbg !411 {
    #dbg_value(ptr %0, !413, !DIExpression(), !414)
  %2 = getelementptr inbounds i8, ptr %0, i64 8, !dbg !415
  %3 = load double, ptr %2, align 8, !dbg !415, !tbaa !389
  %4 = fmul double %3, 3.250000e+00, !dbg !416
  %5 = fmul double %3, %4, !dbg !417
  ret double %5, !dbg !418
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define internal noundef nonnull ptr @circ_name() #5 !dbg !419 {
  ret ptr @.str.13, !dbg !420
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define internal void @circ_scale(ptr nocapture noundef %0, double noundef %1) #8 !dbg !421 {
    #dbg_value(ptr %0, !423, !DIExpression(), !425)
    #dbg_value(double %1, !424, !DIExpression(), !425)
  %3 = getelementptr inbounds i8, ptr %0, i64 8, !dbg !426
  %4 = load double, ptr %3, align 8, !dbg !427, !tbaa !389
  %5 = fmul double %4, %1, !dbg !427
  store double %5, ptr %3, align 8, !dbg !427, !tbaa !389
  ret void, !dbg !428
}

; Function Attrs: nofree norecurse nosync nounwind uwtable
define internal i32 @vsum(i32 noundef %0, ...) unnamed_addr #9 !dbg !429 {
  %2 = alloca [1 x %struct.__va_list_tag], align 16, !DIAssignID !449
    #dbg_assign(i1 undef, !434, !DIExpression(), !449, ptr %2, !DIExpression(), !450)
    #dbg_value(i32 %0, !433, !DIExpression(), !450)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %2) #13, !dbg !451
  call void @llvm.va_start.p0(ptr nonnull %2), !dbg !452
    #dbg_value(i32 0, !448, !DIExpression(), !450)
    #dbg_value(i32 0, !448, !DIExpression(), !450)
    #dbg_value(i32 %0, !433, !DIExpression(), !450)
  %3 = icmp eq i32 %0, 0, !dbg !453
  br i1 %3, label %65, label %4, !dbg !453

4:                                                ; preds = %1
  %5 = load i32, ptr %2, align 16
  %6 = getelementptr inbounds i8, ptr %2, i64 8
  %7 = getelementptr inbounds i8, ptr %2, i64 16
  %8 = load ptr, ptr %7, align 16
  %9 = load ptr, ptr %6, align 8
  %10 = and i32 %0, 1, !dbg !453
  %11 = icmp eq i32 %0, 1, !dbg !453
  br i1 %11, label %47, label %12, !dbg !453

12:                                               ; preds = %4
  %13 = and i32 %0, -2, !dbg !453
  br label %14, !dbg !453

14:                                               ; preds = %39, %12
  %15 = phi ptr [ %9, %12 ], [ %40, %39 ]
  %16 = phi i32 [ 0, %12 ], [ %44, %39 ]
  %17 = phi i32 [ %5, %12 ], [ %41, %39 ]
  %18 = phi i32 [ 0, %12 ], [ %45, %39 ]
    #dbg_value(i32 %16, !448, !DIExpression(), !450)
  %19 = icmp ult i32 %17, 41, !dbg !454
  br i1 %19, label %20, label %24, !dbg !454

20:                                               ; preds = %14
  %21 = zext nneg i32 %17 to i64, !dbg !454
  %22 = getelementptr i8, ptr %8, i64 %21, !dbg !454
  %23 = add nuw nsw i32 %17, 8, !dbg !454
  store i32 %23, ptr %2, align 16, !dbg !454, !DIAssignID !455
    #dbg_assign(i32 %23, !434, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !455, ptr %2, !DIExpression(), !450)
  br label %26, !dbg !454

24:                                               ; preds = %14
  %25 = getelementptr i8, ptr %15, i64 8, !dbg !454
  store ptr %25, ptr %6, align 8, !dbg !454, !DIAssignID !456
    #dbg_assign(ptr %25, !434, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !456, ptr %6, !DIExpression(), !450)
  br label %26, !dbg !454

26:                                               ; preds = %24, %20
  %27 = phi ptr [ %15, %20 ], [ %25, %24 ]
  %28 = phi i32 [ %23, %20 ], [ %17, %24 ]
  %29 = phi ptr [ %22, %20 ], [ %15, %24 ], !dbg !454
  %30 = load i32, ptr %29, align 4, !dbg !454, !tbaa !457
  %31 = add nsw i32 %30, %16, !dbg !459
    #dbg_value(i32 %31, !448, !DIExpression(), !450)
    #dbg_value(i32 poison, !433, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !450)
  %32 = icmp ult i32 %28, 41, !dbg !454
  br i1 %32, label %35, label %33, !dbg !454

33:                                               ; preds = %26
  %34 = getelementptr i8, ptr %27, i64 8, !dbg !454
  store ptr %34, ptr %6, align 8, !dbg !454, !DIAssignID !456
    #dbg_assign(ptr %34, !434, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !456, ptr %6, !DIExpression(), !450)
  br label %39, !dbg !454

35:                                               ; preds = %26
  %36 = zext nneg i32 %28 to i64, !dbg !454
  %37 = getelementptr i8, ptr %8, i64 %36, !dbg !454
  %38 = add nuw nsw i32 %28, 8, !dbg !454
  store i32 %38, ptr %2, align 16, !dbg !454, !DIAssignID !455
    #dbg_assign(i32 %38, !434, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !455, ptr %2, !DIExpression(), !450)
  br label %39, !dbg !454

39:                                               ; preds = %35, %33
  %40 = phi ptr [ %27, %35 ], [ %34, %33 ]
  %41 = phi i32 [ %38, %35 ], [ %28, %33 ]
  %42 = phi ptr [ %37, %35 ], [ %27, %33 ], !dbg !454
  %43 = load i32, ptr %42, align 4, !dbg !454, !tbaa !457
  %44 = add nsw i32 %43, %31, !dbg !459
    #dbg_value(i32 %44, !448, !DIExpression(), !450)
    #dbg_value(i32 poison, !433, !DIExpression(DW_OP_constu, 2, DW_OP_minus, DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !450)
  %45 = add i32 %18, 2, !dbg !453
  %46 = icmp eq i32 %45, %13, !dbg !453
  br i1 %46, label %47, label %14, !dbg !453, !llvm.loop !460

47:                                               ; preds = %39, %4
  %48 = phi i32 [ poison, %4 ], [ %44, %39 ]
  %49 = phi ptr [ %9, %4 ], [ %40, %39 ]
  %50 = phi i32 [ 0, %4 ], [ %44, %39 ]
  %51 = phi i32 [ %5, %4 ], [ %41, %39 ]
  %52 = icmp eq i32 %10, 0, !dbg !454
  br i1 %52, label %65, label %53, !dbg !454

53:                                               ; preds = %47
    #dbg_value(i32 %50, !448, !DIExpression(), !450)
  %54 = icmp ult i32 %51, 41, !dbg !454
  br i1 %54, label %57, label %55, !dbg !454

55:                                               ; preds = %53
  %56 = getelementptr i8, ptr %49, i64 8, !dbg !454
  store ptr %56, ptr %6, align 8, !dbg !454, !DIAssignID !456
    #dbg_assign(ptr %56, !434, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !456, ptr %6, !DIExpression(), !450)
  br label %61, !dbg !454

57:                                               ; preds = %53
  %58 = zext nneg i32 %51 to i64, !dbg !454
  %59 = getelementptr i8, ptr %8, i64 %58, !dbg !454
  %60 = add nuw nsw i32 %51, 8, !dbg !454
  store i32 %60, ptr %2, align 16, !dbg !454, !DIAssignID !455
    #dbg_assign(i32 %60, !434, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !455, ptr %2, !DIExpression(), !450)
  br label %61, !dbg !454

61:                                               ; preds = %57, %55
  %62 = phi ptr [ %59, %57 ], [ %49, %55 ], !dbg !454
  %63 = load i32, ptr %62, align 4, !dbg !454, !tbaa !457
  %64 = add nsw i32 %63, %50, !dbg !459
    #dbg_value(i32 %64, !448, !DIExpression(), !450)
    #dbg_value(i32 poison, !433, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !450)
    #dbg_value(i32 poison, !433, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !450)
  br label %65, !dbg !461

65:                                               ; preds = %61, %47, %1
  %66 = phi i32 [ 0, %1 ], [ %48, %47 ], [ %64, %61 ], !dbg !462
  call void @llvm.va_end.p0(ptr nonnull %2), !dbg !461
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %2) #13, !dbg !463
  ret i32 %66, !dbg !464
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #10

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #10

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #11

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.smax.i64(i64, i64) #12

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #3 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #5 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nofree "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { nofree norecurse nosync nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #10 = { mustprogress nocallback nofree nosync nounwind willreturn }
attributes #11 = { nofree nounwind }
attributes #12 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #13 = { nounwind }

!llvm.dbg.cu = !{!9}
!llvm.module.flags = !{!113, !114, !115, !116, !117, !118, !119}
!llvm.ident = !{!120}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 38, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "programs/function_pointer_tables.c", directory: ".", checksumkind: CSK_MD5, checksum: "fc4ac66977fb0f0e106e05ccba18bab3")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 32, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 4)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(name: "opnames", scope: !9, file: !2, line: 15, type: !112, isLocal: true, isDefinition: true)
!9 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !10, globals: !16, splitDebugInlining: false, nameTableKind: None)
!10 = !{!11, !12, !13}
!11 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!12 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!13 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !14, size: 64)
!14 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !15)
!15 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!16 = !{!0, !17, !22, !27, !32, !34, !39, !44, !46, !51, !53, !7, !58, !68, !99, !101, !103, !105, !107}
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(scope: null, file: !2, line: 38, type: !19, isLocal: true, isDefinition: true)
!19 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 40, elements: !20)
!20 = !{!21}
!21 = !DISubrange(count: 5)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(scope: null, file: !2, line: 38, type: !24, isLocal: true, isDefinition: true)
!24 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 16, elements: !25)
!25 = !{!26}
!26 = !DISubrange(count: 2)
!27 = !DIGlobalVariableExpression(var: !28, expr: !DIExpression())
!28 = distinct !DIGlobalVariable(scope: null, file: !2, line: 39, type: !29, isLocal: true, isDefinition: true)
!29 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 112, elements: !30)
!30 = !{!31}
!31 = !DISubrange(count: 14)
!32 = !DIGlobalVariableExpression(var: !33, expr: !DIExpression())
!33 = distinct !DIGlobalVariable(scope: null, file: !2, line: 40, type: !19, isLocal: true, isDefinition: true)
!34 = !DIGlobalVariableExpression(var: !35, expr: !DIExpression())
!35 = distinct !DIGlobalVariable(scope: null, file: !2, line: 41, type: !36, isLocal: true, isDefinition: true)
!36 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 80, elements: !37)
!37 = !{!38}
!38 = !DISubrange(count: 10)
!39 = !DIGlobalVariableExpression(var: !40, expr: !DIExpression())
!40 = distinct !DIGlobalVariable(scope: null, file: !2, line: 44, type: !41, isLocal: true, isDefinition: true)
!41 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 72, elements: !42)
!42 = !{!43}
!43 = !DISubrange(count: 9)
!44 = !DIGlobalVariableExpression(var: !45, expr: !DIExpression())
!45 = distinct !DIGlobalVariable(scope: null, file: !2, line: 45, type: !36, isLocal: true, isDefinition: true)
!46 = !DIGlobalVariableExpression(var: !47, expr: !DIExpression())
!47 = distinct !DIGlobalVariable(scope: null, file: !2, line: 46, type: !48, isLocal: true, isDefinition: true)
!48 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 136, elements: !49)
!49 = !{!50}
!50 = !DISubrange(count: 17)
!51 = !DIGlobalVariableExpression(var: !52, expr: !DIExpression())
!52 = distinct !DIGlobalVariable(scope: null, file: !2, line: 50, type: !29, isLocal: true, isDefinition: true)
!53 = !DIGlobalVariableExpression(var: !54, expr: !DIExpression())
!54 = distinct !DIGlobalVariable(scope: null, file: !2, line: 51, type: !55, isLocal: true, isDefinition: true)
!55 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 64, elements: !56)
!56 = !{!57}
!57 = !DISubrange(count: 8)
!58 = !DIGlobalVariableExpression(var: !59, expr: !DIExpression())
!59 = distinct !DIGlobalVariable(name: "ops", scope: !9, file: !2, line: 14, type: !60, isLocal: true, isDefinition: true)
!60 = !DICompositeType(tag: DW_TAG_array_type, baseType: !61, size: 384, elements: !66)
!61 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !62)
!62 = !DIDerivedType(tag: DW_TAG_typedef, name: "binop", file: !2, line: 7, baseType: !63)
!63 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !64, size: 64)
!64 = !DISubroutineType(types: !65)
!65 = !{!15, !15, !15}
!66 = !{!67}
!67 = !DISubrange(count: 6)
!68 = !DIGlobalVariableExpression(var: !69, expr: !DIExpression())
!69 = distinct !DIGlobalVariable(name: "rect_vt", scope: !9, file: !2, line: 28, type: !70, isLocal: true, isDefinition: true)
!70 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !71)
!71 = !DIDerivedType(tag: DW_TAG_typedef, name: "VT", file: !2, line: 18, baseType: !72)
!72 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !2, line: 18, size: 192, elements: !73)
!73 = !{!74, !88, !94}
!74 = !DIDerivedType(tag: DW_TAG_member, name: "area", scope: !72, file: !2, line: 18, baseType: !75, size: 64)
!75 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !76, size: 64)
!76 = !DISubroutineType(types: !77)
!77 = !{!78, !79}
!78 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!79 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !80, size: 64)
!80 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !81)
!81 = !DIDerivedType(tag: DW_TAG_typedef, name: "Shape", file: !2, line: 17, baseType: !82)
!82 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Shape", file: !2, line: 19, size: 192, elements: !83)
!83 = !{!84, !86, !87}
!84 = !DIDerivedType(tag: DW_TAG_member, name: "vt", scope: !82, file: !2, line: 19, baseType: !85, size: 64)
!85 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !70, size: 64)
!86 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !82, file: !2, line: 19, baseType: !78, size: 64, offset: 64)
!87 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !82, file: !2, line: 19, baseType: !78, size: 64, offset: 128)
!88 = !DIDerivedType(tag: DW_TAG_member, name: "name", scope: !72, file: !2, line: 18, baseType: !89, size: 64, offset: 64)
!89 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !90, size: 64)
!90 = !DISubroutineType(types: !91)
!91 = !{!92}
!92 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !93, size: 64)
!93 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!94 = !DIDerivedType(tag: DW_TAG_member, name: "scale", scope: !72, file: !2, line: 18, baseType: !95, size: 64, offset: 128)
!95 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !96, size: 64)
!96 = !DISubroutineType(types: !97)
!97 = !{null, !98, !78}
!98 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !81, size: 64)
!99 = !DIGlobalVariableExpression(var: !100, expr: !DIExpression())
!100 = distinct !DIGlobalVariable(scope: null, file: !2, line: 21, type: !19, isLocal: true, isDefinition: true)
!101 = !DIGlobalVariableExpression(var: !102, expr: !DIExpression())
!102 = distinct !DIGlobalVariable(name: "tri_vt", scope: !9, file: !2, line: 28, type: !70, isLocal: true, isDefinition: true)
!103 = !DIGlobalVariableExpression(var: !104, expr: !DIExpression())
!104 = distinct !DIGlobalVariable(scope: null, file: !2, line: 24, type: !3, isLocal: true, isDefinition: true)
!105 = !DIGlobalVariableExpression(var: !106, expr: !DIExpression())
!106 = distinct !DIGlobalVariable(name: "circ_vt", scope: !9, file: !2, line: 28, type: !70, isLocal: true, isDefinition: true)
!107 = !DIGlobalVariableExpression(var: !108, expr: !DIExpression())
!108 = distinct !DIGlobalVariable(scope: null, file: !2, line: 26, type: !109, isLocal: true, isDefinition: true)
!109 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 56, elements: !110)
!110 = !{!111}
!111 = !DISubrange(count: 7)
!112 = !DICompositeType(tag: DW_TAG_array_type, baseType: !93, size: 56, elements: !110)
!113 = !{i32 7, !"Dwarf Version", i32 5}
!114 = !{i32 2, !"Debug Info Version", i32 3}
!115 = !{i32 1, !"wchar_size", i32 4}
!116 = !{i32 8, !"PIC Level", i32 2}
!117 = !{i32 7, !"PIE Level", i32 2}
!118 = !{i32 7, !"uwtable", i32 2}
!119 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!120 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!121 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 36, type: !122, scopeLine: 36, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !124)
!122 = !DISubroutineType(types: !123)
!123 = !{!12}
!124 = !{!125, !127, !129, !133, !134, !135, !137, !140, !141, !143, !144, !146, !149, !151}
!125 = !DILocalVariable(name: "vals", scope: !121, file: !2, line: 37, type: !126)
!126 = !DICompositeType(tag: DW_TAG_array_type, baseType: !15, size: 384, elements: !66)
!127 = !DILocalVariable(name: "i", scope: !128, file: !2, line: 38, type: !12)
!128 = distinct !DILexicalBlock(scope: !121, file: !2, line: 38, column: 5)
!129 = !DILocalVariable(name: "j", scope: !130, file: !2, line: 38, type: !12)
!130 = distinct !DILexicalBlock(scope: !131, file: !2, line: 38, column: 62)
!131 = distinct !DILexicalBlock(scope: !132, file: !2, line: 38, column: 33)
!132 = distinct !DILexicalBlock(scope: !128, file: !2, line: 38, column: 5)
!133 = !DILocalVariable(name: "prog", scope: !121, file: !2, line: 39, type: !92)
!134 = !DILocalVariable(name: "acc", scope: !121, file: !2, line: 40, type: !15)
!135 = !DILocalVariable(name: "q", scope: !136, file: !2, line: 40, type: !92)
!136 = distinct !DILexicalBlock(scope: !121, file: !2, line: 40, column: 19)
!137 = !DILocalVariable(name: "f", scope: !138, file: !2, line: 40, type: !62)
!138 = distinct !DILexicalBlock(scope: !139, file: !2, line: 40, column: 58)
!139 = distinct !DILexicalBlock(scope: !136, file: !2, line: 40, column: 19)
!140 = !DILocalVariable(name: "n", scope: !138, file: !2, line: 40, type: !15)
!141 = !DILocalVariable(name: "shapes", scope: !121, file: !2, line: 42, type: !142)
!142 = !DICompositeType(tag: DW_TAG_array_type, baseType: !81, size: 768, elements: !5)
!143 = !DILocalVariable(name: "tot", scope: !121, file: !2, line: 43, type: !78)
!144 = !DILocalVariable(name: "i", scope: !145, file: !2, line: 44, type: !12)
!145 = distinct !DILexicalBlock(scope: !121, file: !2, line: 44, column: 5)
!146 = !DILocalVariable(name: "a", scope: !147, file: !2, line: 44, type: !78)
!147 = distinct !DILexicalBlock(scope: !148, file: !2, line: 44, column: 33)
!148 = distinct !DILexicalBlock(scope: !145, file: !2, line: 44, column: 5)
!149 = !DILocalVariable(name: "i", scope: !150, file: !2, line: 49, type: !12)
!150 = distinct !DILexicalBlock(scope: !121, file: !2, line: 49, column: 5)
!151 = !DILocalVariable(name: "pp", scope: !121, file: !2, line: 51, type: !152)
!152 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !153, size: 64)
!153 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !63)
!154 = distinct !DIAssignID()
!155 = !DILocation(line: 0, scope: !121)
!156 = distinct !DIAssignID()
!157 = !DILocation(line: 37, column: 5, scope: !121)
!158 = !DILocation(line: 37, column: 10, scope: !121)
!159 = distinct !DIAssignID()
!160 = distinct !DIAssignID()
!161 = distinct !DIAssignID()
!162 = distinct !DIAssignID()
!163 = distinct !DIAssignID()
!164 = distinct !DIAssignID()
!165 = distinct !DIAssignID()
!166 = !DILocation(line: 0, scope: !128)
!167 = !DILocation(line: 38, column: 5, scope: !128)
!168 = !DILocation(line: 38, column: 49, scope: !131)
!169 = !{!170, !170, i64 0}
!170 = !{!"omnipotent char", !171, i64 0}
!171 = !{!"Simple C/C++ TBAA"}
!172 = !DILocation(line: 38, column: 35, scope: !131)
!173 = !DILocation(line: 0, scope: !130)
!174 = !{!175, !175, i64 0}
!175 = !{!"any pointer", !170, i64 0}
!176 = !DILocation(line: 38, column: 105, scope: !177)
!177 = distinct !DILexicalBlock(scope: !130, file: !2, line: 38, column: 62)
!178 = !DILocation(line: 38, column: 90, scope: !177)
!179 = !DILocation(line: 38, column: 126, scope: !131)
!180 = !DILocation(line: 38, column: 29, scope: !132)
!181 = !DILocation(line: 38, column: 23, scope: !132)
!182 = distinct !{!182, !167, !183, !184}
!183 = !DILocation(line: 38, column: 140, scope: !128)
!184 = !{!"llvm.loop.mustprogress"}
!185 = !DILocation(line: 40, column: 46, scope: !139)
!186 = !DILocation(line: 40, scope: !121)
!187 = !DILocation(line: 40, scope: !136)
!188 = !DILocation(line: 0, scope: !136)
!189 = !DILocation(line: 40, column: 19, scope: !136)
!190 = !DILocation(line: 41, column: 5, scope: !121)
!191 = !DILocation(line: 42, column: 5, scope: !121)
!192 = !DILocation(line: 42, column: 11, scope: !121)
!193 = distinct !DIAssignID()
!194 = !DILocation(line: 0, scope: !145)
!195 = !DILocalVariable(name: "s", arg: 1, scope: !196, file: !2, line: 22, type: !98)
!196 = distinct !DISubprogram(name: "rect_scale", scope: !2, file: !2, line: 22, type: !96, scopeLine: 22, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !197)
!197 = !{!195, !198}
!198 = !DILocalVariable(name: "k", arg: 2, scope: !196, file: !2, line: 22, type: !78)
!199 = !DILocation(line: 0, scope: !196, inlinedAt: !200)
!200 = distinct !DILocation(line: 44, column: 35, scope: !147)
!201 = !DILocation(line: 22, column: 49, scope: !196, inlinedAt: !200)
!202 = distinct !DIAssignID()
!203 = !DILocation(line: 22, column: 51, scope: !196, inlinedAt: !200)
!204 = !{!205, !205, i64 0}
!205 = !{!"double", !170, i64 0}
!206 = !DILocation(line: 0, scope: !147)
!207 = !DILocation(line: 44, column: 124, scope: !147)
!208 = !DILocation(line: 0, scope: !196, inlinedAt: !209)
!209 = distinct !DILocation(line: 44, column: 35, scope: !147)
!210 = !DILocation(line: 22, column: 49, scope: !196, inlinedAt: !209)
!211 = distinct !DIAssignID()
!212 = !DILocation(line: 22, column: 51, scope: !196, inlinedAt: !209)
!213 = !DILocation(line: 44, column: 35, scope: !147)
!214 = !DILocation(line: 44, column: 92, scope: !147)
!215 = !{!216, !175, i64 0}
!216 = !{!"Shape", !175, i64 0, !205, i64 8, !205, i64 16}
!217 = !DILocation(line: 44, column: 96, scope: !147)
!218 = !{!219, !175, i64 0}
!219 = !{!"", !175, i64 0, !175, i64 8, !175, i64 16}
!220 = !DILocation(line: 44, column: 82, scope: !147)
!221 = !DILocation(line: 44, column: 118, scope: !147)
!222 = !DILocation(line: 44, column: 154, scope: !147)
!223 = !DILocation(line: 44, column: 158, scope: !147)
!224 = !{!219, !175, i64 8}
!225 = !DILocation(line: 44, column: 144, scope: !147)
!226 = !DILocation(line: 44, column: 45, scope: !147)
!227 = !DILocation(line: 44, column: 49, scope: !147)
!228 = !{!219, !175, i64 16}
!229 = !DILocation(line: 45, column: 5, scope: !121)
!230 = !DILocation(line: 46, column: 33, scope: !121)
!231 = !DILocation(line: 46, column: 5, scope: !121)
!232 = !DILocalVariable(name: "arr", arg: 1, scope: !233, file: !2, line: 33, type: !236)
!233 = distinct !DISubprogram(name: "apply_all", scope: !2, file: !2, line: 33, type: !234, scopeLine: 33, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !237)
!234 = !DISubroutineType(types: !235)
!235 = !{null, !236, !12, !63, !15}
!236 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !15, size: 64)
!237 = !{!232, !238, !239, !240, !241}
!238 = !DILocalVariable(name: "n", arg: 2, scope: !233, file: !2, line: 33, type: !12)
!239 = !DILocalVariable(name: "f", arg: 3, scope: !233, file: !2, line: 33, type: !63)
!240 = !DILocalVariable(name: "k", arg: 4, scope: !233, file: !2, line: 33, type: !15)
!241 = !DILocalVariable(name: "i", scope: !242, file: !2, line: 33, type: !12)
!242 = distinct !DILexicalBlock(scope: !233, file: !2, line: 33, column: 74)
!243 = !DILocation(line: 0, scope: !233, inlinedAt: !244)
!244 = distinct !DILocation(line: 47, column: 5, scope: !121)
!245 = !DILocation(line: 0, scope: !242, inlinedAt: !244)
!246 = distinct !DIAssignID()
!247 = distinct !DIAssignID()
!248 = distinct !DIAssignID()
!249 = distinct !DIAssignID()
!250 = distinct !DIAssignID()
!251 = distinct !DIAssignID()
!252 = !DILocation(line: 0, scope: !233, inlinedAt: !253)
!253 = distinct !DILocation(line: 47, column: 36, scope: !121)
!254 = !DILocation(line: 0, scope: !242, inlinedAt: !253)
!255 = !DILocation(line: 33, column: 109, scope: !256, inlinedAt: !253)
!256 = distinct !DILexicalBlock(scope: !242, file: !2, line: 33, column: 74)
!257 = !{!258, !258, i64 0}
!258 = !{!"long", !170, i64 0}
!259 = distinct !DIAssignID()
!260 = distinct !DIAssignID()
!261 = distinct !DIAssignID()
!262 = distinct !DIAssignID()
!263 = distinct !DIAssignID()
!264 = distinct !DIAssignID()
!265 = !DILocation(line: 48, column: 5, scope: !121)
!266 = !DILocation(line: 0, scope: !150)
!267 = !DILocation(line: 49, column: 48, scope: !268)
!268 = distinct !DILexicalBlock(scope: !150, file: !2, line: 49, column: 5)
!269 = !DILocation(line: 49, column: 33, scope: !268)
!270 = !DILocation(line: 49, column: 58, scope: !121)
!271 = !DILocalVariable(name: "c", arg: 1, scope: !272, file: !2, line: 32, type: !4)
!272 = distinct !DISubprogram(name: "pick", scope: !2, file: !2, line: 32, type: !273, scopeLine: 32, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !275)
!273 = !DISubroutineType(types: !274)
!274 = !{!62, !4}
!275 = !{!271, !276}
!276 = !DILocalVariable(name: "i", scope: !277, file: !2, line: 32, type: !12)
!277 = distinct !DILexicalBlock(scope: !272, file: !2, line: 32, column: 29)
!278 = !DILocation(line: 0, scope: !272, inlinedAt: !279)
!279 = distinct !DILocation(line: 50, column: 30, scope: !121)
!280 = !DILocation(line: 0, scope: !277, inlinedAt: !279)
!281 = !DILocation(line: 0, scope: !272, inlinedAt: !282)
!282 = distinct !DILocation(line: 50, column: 51, scope: !121)
!283 = !DILocation(line: 0, scope: !277, inlinedAt: !282)
!284 = !DILocation(line: 50, column: 5, scope: !121)
!285 = !DILocation(line: 51, column: 46, scope: !121)
!286 = !DILocation(line: 52, column: 12, scope: !121)
!287 = !DILocation(line: 53, column: 1, scope: !121)
!288 = !DILocation(line: 32, column: 85, scope: !289, inlinedAt: !291)
!289 = distinct !DILexicalBlock(scope: !290, file: !2, line: 32, column: 61)
!290 = distinct !DILexicalBlock(scope: !277, file: !2, line: 32, column: 29)
!291 = distinct !DILocation(line: 40, column: 70, scope: !138)
!292 = !DILocation(line: 32, column: 61, scope: !289, inlinedAt: !291)
!293 = !DILocation(line: 32, column: 78, scope: !289, inlinedAt: !291)
!294 = !DILocation(line: 0, scope: !138)
!295 = !DILocation(line: 40, column: 99, scope: !138)
!296 = !DILocation(line: 40, column: 111, scope: !138)
!297 = !DILocation(line: 40, column: 133, scope: !138)
!298 = !DILocation(line: 40, column: 146, scope: !138)
!299 = !DILocation(line: 40, column: 138, scope: !138)
!300 = distinct !{!300, !301, !302, !184}
!301 = !DILocation(line: 40, column: 92, scope: !138)
!302 = !DILocation(line: 40, column: 151, scope: !138)
!303 = !DILocation(line: 40, scope: !138)
!304 = !DILocation(line: 40, column: 160, scope: !138)
!305 = !DILocation(line: 40, column: 171, scope: !138)
!306 = !DILocation(line: 40, column: 19, scope: !139)
!307 = distinct !{!307, !189, !308, !184}
!308 = !DILocation(line: 40, column: 192, scope: !136)
!309 = !DISubprogram(name: "printf", scope: !310, file: !310, line: 356, type: !311, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!310 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!311 = !DISubroutineType(types: !312)
!312 = !{!12, !313, null}
!313 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !92)
!314 = distinct !DISubprogram(name: "op_mul", scope: !2, file: !2, line: 10, type: !64, scopeLine: 10, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !315)
!315 = !{!316, !317}
!316 = !DILocalVariable(name: "a", arg: 1, scope: !314, file: !2, line: 10, type: !15)
!317 = !DILocalVariable(name: "b", arg: 2, scope: !314, file: !2, line: 10, type: !15)
!318 = !DILocation(line: 0, scope: !314)
!319 = !DILocation(line: 10, column: 47, scope: !314)
!320 = !DILocation(line: 10, column: 38, scope: !314)
!321 = !DISubprogram(name: "qsort", scope: !322, file: !322, line: 851, type: !323, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!322 = !DIFile(filename: "/usr/include/stdlib.h", directory: "", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!323 = !DISubroutineType(types: !324)
!324 = !{null, !11, !325, !325, !328}
!325 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !326, line: 18, baseType: !327)
!326 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stddef_size_t.h", directory: "", checksumkind: CSK_MD5, checksum: "2c44e821a2b1951cde2eb0fb2e656867")
!327 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!328 = !DIDerivedType(tag: DW_TAG_typedef, name: "__compar_fn_t", file: !322, line: 829, baseType: !329)
!329 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !330, size: 64)
!330 = !DISubroutineType(types: !331)
!331 = !{!12, !332, !332}
!332 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !333, size: 64)
!333 = !DIDerivedType(tag: DW_TAG_const_type, baseType: null)
!334 = distinct !DISubprogram(name: "cmp_desc", scope: !2, file: !2, line: 34, type: !330, scopeLine: 34, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !335)
!335 = !{!336, !337, !338, !339}
!336 = !DILocalVariable(name: "a", arg: 1, scope: !334, file: !2, line: 34, type: !332)
!337 = !DILocalVariable(name: "b", arg: 2, scope: !334, file: !2, line: 34, type: !332)
!338 = !DILocalVariable(name: "x", scope: !334, file: !2, line: 34, type: !15)
!339 = !DILocalVariable(name: "y", scope: !334, file: !2, line: 34, type: !15)
!340 = !DILocation(line: 0, scope: !334)
!341 = !DILocation(line: 34, column: 62, scope: !334)
!342 = !DILocation(line: 34, column: 84, scope: !334)
!343 = !DILocation(line: 34, column: 112, scope: !334)
!344 = !DILocation(line: 34, column: 122, scope: !334)
!345 = !DILocation(line: 34, column: 117, scope: !334)
!346 = !DILocation(line: 34, column: 102, scope: !334)
!347 = distinct !DISubprogram(name: "op_add", scope: !2, file: !2, line: 8, type: !64, scopeLine: 8, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !348)
!348 = !{!349, !350}
!349 = !DILocalVariable(name: "a", arg: 1, scope: !347, file: !2, line: 8, type: !15)
!350 = !DILocalVariable(name: "b", arg: 2, scope: !347, file: !2, line: 8, type: !15)
!351 = !DILocation(line: 0, scope: !347)
!352 = !DILocation(line: 8, column: 47, scope: !347)
!353 = !DILocation(line: 8, column: 38, scope: !347)
!354 = distinct !DISubprogram(name: "op_sub", scope: !2, file: !2, line: 9, type: !64, scopeLine: 9, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !355)
!355 = !{!356, !357}
!356 = !DILocalVariable(name: "a", arg: 1, scope: !354, file: !2, line: 9, type: !15)
!357 = !DILocalVariable(name: "b", arg: 2, scope: !354, file: !2, line: 9, type: !15)
!358 = !DILocation(line: 0, scope: !354)
!359 = !DILocation(line: 9, column: 47, scope: !354)
!360 = !DILocation(line: 9, column: 38, scope: !354)
!361 = distinct !DISubprogram(name: "op_div", scope: !2, file: !2, line: 11, type: !64, scopeLine: 11, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !362)
!362 = !{!363, !364}
!363 = !DILocalVariable(name: "a", arg: 1, scope: !361, file: !2, line: 11, type: !15)
!364 = !DILocalVariable(name: "b", arg: 2, scope: !361, file: !2, line: 11, type: !15)
!365 = !DILocation(line: 0, scope: !361)
!366 = !DILocation(line: 11, column: 45, scope: !361)
!367 = !DILocation(line: 11, column: 51, scope: !361)
!368 = !DILocation(line: 11, column: 38, scope: !361)
!369 = distinct !DISubprogram(name: "op_mod", scope: !2, file: !2, line: 12, type: !64, scopeLine: 12, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !370)
!370 = !{!371, !372}
!371 = !DILocalVariable(name: "a", arg: 1, scope: !369, file: !2, line: 12, type: !15)
!372 = !DILocalVariable(name: "b", arg: 2, scope: !369, file: !2, line: 12, type: !15)
!373 = !DILocation(line: 0, scope: !369)
!374 = !DILocation(line: 12, column: 45, scope: !369)
!375 = !DILocation(line: 12, column: 51, scope: !369)
!376 = !DILocation(line: 12, column: 38, scope: !369)
!377 = distinct !DISubprogram(name: "op_max", scope: !2, file: !2, line: 13, type: !64, scopeLine: 13, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !378)
!378 = !{!379, !380}
!379 = !DILocalVariable(name: "a", arg: 1, scope: !377, file: !2, line: 13, type: !15)
!380 = !DILocalVariable(name: "b", arg: 2, scope: !377, file: !2, line: 13, type: !15)
!381 = !DILocation(line: 0, scope: !377)
!382 = !DILocation(line: 13, column: 45, scope: !377)
!383 = !DILocation(line: 13, column: 38, scope: !377)
!384 = distinct !DISubprogram(name: "rect_area", scope: !2, file: !2, line: 20, type: !76, scopeLine: 20, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !385)
!385 = !{!386}
!386 = !DILocalVariable(name: "s", arg: 1, scope: !384, file: !2, line: 20, type: !79)
!387 = !DILocation(line: 0, scope: !384)
!388 = !DILocation(line: 20, column: 53, scope: !384)
!389 = !{!216, !205, i64 8}
!390 = !DILocation(line: 20, column: 60, scope: !384)
!391 = !{!216, !205, i64 16}
!392 = !DILocation(line: 20, column: 55, scope: !384)
!393 = !DILocation(line: 20, column: 43, scope: !384)
!394 = distinct !DISubprogram(name: "rect_name", scope: !2, file: !2, line: 21, type: !90, scopeLine: 21, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !9)
!395 = !DILocation(line: 21, column: 38, scope: !394)
!396 = !DILocation(line: 0, scope: !196)
!397 = !DILocation(line: 22, column: 49, scope: !196)
!398 = !DILocation(line: 22, column: 51, scope: !196)
!399 = !DILocation(line: 22, column: 68, scope: !196)
!400 = distinct !DISubprogram(name: "tri_area", scope: !2, file: !2, line: 23, type: !76, scopeLine: 23, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !401)
!401 = !{!402}
!402 = !DILocalVariable(name: "s", arg: 1, scope: !400, file: !2, line: 23, type: !79)
!403 = !DILocation(line: 0, scope: !400)
!404 = !DILocation(line: 23, column: 58, scope: !400)
!405 = !DILocation(line: 23, column: 53, scope: !400)
!406 = !DILocation(line: 23, column: 65, scope: !400)
!407 = !DILocation(line: 23, column: 60, scope: !400)
!408 = !DILocation(line: 23, column: 42, scope: !400)
!409 = distinct !DISubprogram(name: "tri_name", scope: !2, file: !2, line: 24, type: !90, scopeLine: 24, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !9)
!410 = !DILocation(line: 24, column: 37, scope: !409)
!411 = distinct !DISubprogram(name: "circ_area", scope: !2, file: !2, line: 25, type: !76, scopeLine: 25, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !412)
!412 = !{!413}
!413 = !DILocalVariable(name: "s", arg: 1, scope: !411, file: !2, line: 25, type: !79)
!414 = !DILocation(line: 0, scope: !411)
!415 = !DILocation(line: 25, column: 60, scope: !411)
!416 = !DILocation(line: 25, column: 55, scope: !411)
!417 = !DILocation(line: 25, column: 62, scope: !411)
!418 = !DILocation(line: 25, column: 43, scope: !411)
!419 = distinct !DISubprogram(name: "circ_name", scope: !2, file: !2, line: 26, type: !90, scopeLine: 26, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !9)
!420 = !DILocation(line: 26, column: 38, scope: !419)
!421 = distinct !DISubprogram(name: "circ_scale", scope: !2, file: !2, line: 27, type: !96, scopeLine: 27, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !422)
!422 = !{!423, !424}
!423 = !DILocalVariable(name: "s", arg: 1, scope: !421, file: !2, line: 27, type: !98)
!424 = !DILocalVariable(name: "k", arg: 2, scope: !421, file: !2, line: 27, type: !78)
!425 = !DILocation(line: 0, scope: !421)
!426 = !DILocation(line: 27, column: 49, scope: !421)
!427 = !DILocation(line: 27, column: 51, scope: !421)
!428 = !DILocation(line: 27, column: 57, scope: !421)
!429 = distinct !DISubprogram(name: "vsum", scope: !2, file: !2, line: 30, type: !430, scopeLine: 30, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !432)
!430 = !DISubroutineType(types: !431)
!431 = !{!12, !12, null}
!432 = !{!433, !434, !448}
!433 = !DILocalVariable(name: "n", arg: 1, scope: !429, file: !2, line: 30, type: !12)
!434 = !DILocalVariable(name: "ap", scope: !429, file: !2, line: 30, type: !435)
!435 = !DIDerivedType(tag: DW_TAG_typedef, name: "va_list", file: !436, line: 12, baseType: !437)
!436 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stdarg_va_list.h", directory: "", checksumkind: CSK_MD5, checksum: "7bd78a282b99fcfe41a9e3c566d14f7d")
!437 = !DIDerivedType(tag: DW_TAG_typedef, name: "__builtin_va_list", file: !2, baseType: !438)
!438 = !DICompositeType(tag: DW_TAG_array_type, baseType: !439, size: 192, elements: !446)
!439 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__va_list_tag", size: 192, elements: !440)
!440 = !{!441, !443, !444, !445}
!441 = !DIDerivedType(tag: DW_TAG_member, name: "gp_offset", scope: !439, file: !2, line: 30, baseType: !442, size: 32)
!442 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!443 = !DIDerivedType(tag: DW_TAG_member, name: "fp_offset", scope: !439, file: !2, line: 30, baseType: !442, size: 32, offset: 32)
!444 = !DIDerivedType(tag: DW_TAG_member, name: "overflow_arg_area", scope: !439, file: !2, line: 30, baseType: !11, size: 64, offset: 64)
!445 = !DIDerivedType(tag: DW_TAG_member, name: "reg_save_area", scope: !439, file: !2, line: 30, baseType: !11, size: 64, offset: 128)
!446 = !{!447}
!447 = !DISubrange(count: 1)
!448 = !DILocalVariable(name: "s", scope: !429, file: !2, line: 30, type: !12)
!449 = distinct !DIAssignID()
!450 = !DILocation(line: 0, scope: !429)
!451 = !DILocation(line: 30, column: 31, scope: !429)
!452 = !DILocation(line: 30, column: 43, scope: !429)
!453 = !DILocation(line: 30, column: 71, scope: !429)
!454 = !DILocation(line: 30, column: 88, scope: !429)
!455 = distinct !DIAssignID()
!456 = distinct !DIAssignID()
!457 = !{!458, !458, i64 0}
!458 = !{!"int", !170, i64 0}
!459 = !DILocation(line: 30, column: 85, scope: !429)
!460 = distinct !{!460, !453, !454, !184}
!461 = !DILocation(line: 30, column: 105, scope: !429)
!462 = !DILocation(line: 30, scope: !429)
!463 = !DILocation(line: 30, column: 127, scope: !429)
!464 = !DILocation(line: 30, column: 117, scope: !429)
