; ModuleID = 'programs/varargs_structs.c'
source_filename = "programs/varargs_structs.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.SD = type { double, double }
%struct.SM = type { i32, double }
%struct.SL = type { [3 x i64] }
%struct.SLD = type { x86_fp80 }
%struct.__va_list_tag = type { i32, i32, ptr, ptr }

@__const.main.sd = private unnamed_addr constant %struct.SD { double 1.500000e+00, double -2.500000e+00 }, align 8
@__const.main.sm = private unnamed_addr constant %struct.SM { i32 7, double 2.500000e-01 }, align 8
@__const.main.sl = private unnamed_addr constant %struct.SL { [3 x i64] [i64 1, i64 -2, i64 3] }, align 8
@__const.main.sld = private unnamed_addr constant %struct.SLD { x86_fp80 0xK3FF583126E978D4FDF3B }, align 16
@.str = private unnamed_addr constant [8 x i8] c"idmlLun\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [19 x i8] c"nfnfnfnfdddddmmmmm\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [8 x i8] c"liLlimu\00", align 1, !dbg !12
@.str.3 = private unnamed_addr constant [16 x i8] c"a=%a b=%a c=%a\0A\00", align 1, !dbg !14
@.str.4 = private unnamed_addr constant [11 x i8] c"SI{%d,%d} \00", align 1, !dbg !19
@.str.5 = private unnamed_addr constant [11 x i8] c"SD{%g,%g} \00", align 1, !dbg !24
@.str.6 = private unnamed_addr constant [11 x i8] c"SM{%d,%g} \00", align 1, !dbg !26
@.str.7 = private unnamed_addr constant [17 x i8] c"SL{%ld,%ld,%ld} \00", align 1, !dbg !28
@.str.8 = private unnamed_addr constant [10 x i8] c"SLD{%Lg} \00", align 1, !dbg !33
@.str.9 = private unnamed_addr constant [8 x i8] c"UF{%g} \00", align 1, !dbg !38
@.str.10 = private unnamed_addr constant [9 x i8] c"int{%d} \00", align 1, !dbg !40
@.str.11 = private unnamed_addr constant [9 x i8] c"dbl{%g} \00", align 1, !dbg !45

; Function Attrs: nofree nounwind uwtable
define dso_local range(i32 0, 128) i32 @main() local_unnamed_addr #0 !dbg !65 {
    #dbg_assign(i1 undef, !76, !DIExpression(), !113, ptr @__const.main.sd, !DIExpression(), !114)
    #dbg_assign(i1 undef, !82, !DIExpression(), !115, ptr @__const.main.sm, !DIExpression(), !114)
    #dbg_assign(i1 undef, !88, !DIExpression(), !116, ptr @__const.main.sl, !DIExpression(), !114)
    #dbg_assign(i1 undef, !97, !DIExpression(), !117, ptr @__const.main.sld, !DIExpression(), !114)
    #dbg_value(i32 7929556, !69, !DIExpression(), !114)
    #dbg_assign(i1 undef, !76, !DIExpression(), !118, ptr @__const.main.sd, !DIExpression(), !114)
    #dbg_assign(i1 undef, !82, !DIExpression(), !119, ptr @__const.main.sm, !DIExpression(), !114)
    #dbg_assign(i1 undef, !88, !DIExpression(), !120, ptr @__const.main.sl, !DIExpression(), !114)
    #dbg_assign(i1 undef, !97, !DIExpression(), !121, ptr @__const.main.sld, !DIExpression(), !114)
    #dbg_value(i32 1080033280, !103, !DIExpression(), !114)
  %1 = tail call double (ptr, ...) @walk(ptr noundef nonnull @.str, i32 7929556, double 1.500000e+00, double -2.500000e+00, i32 7, double 2.500000e-01, ptr noundef nonnull byval(%struct.SL) align 8 @__const.main.sl, ptr noundef nonnull byval(%struct.SLD) align 16 @__const.main.sld, i32 1080033280, i32 noundef 99), !dbg !122
    #dbg_value(double %1, !110, !DIExpression(), !114)
  %2 = tail call double (ptr, ...) @walk(ptr noundef nonnull @.str.1, i32 noundef 1, double noundef 1.500000e+00, i32 noundef 2, double noundef 2.500000e+00, i32 noundef 3, double noundef 3.500000e+00, i32 noundef 4, double noundef 4.500000e+00, double 1.500000e+00, double -2.500000e+00, double 1.500000e+00, double -2.500000e+00, ptr noundef nonnull byval(%struct.SD) align 8 @__const.main.sd, ptr noundef nonnull byval(%struct.SD) align 8 @__const.main.sd, ptr noundef nonnull byval(%struct.SD) align 8 @__const.main.sd, ptr noundef nonnull byval(%struct.SM) align 8 @__const.main.sm, ptr noundef nonnull byval(%struct.SM) align 8 @__const.main.sm, ptr noundef nonnull byval(%struct.SM) align 8 @__const.main.sm, ptr noundef nonnull byval(%struct.SM) align 8 @__const.main.sm, ptr noundef nonnull byval(%struct.SM) align 8 @__const.main.sm), !dbg !123
    #dbg_value(double %2, !111, !DIExpression(), !114)
  %3 = tail call double (ptr, ...) @walk(ptr noundef nonnull @.str.2, ptr noundef nonnull byval(%struct.SL) align 8 @__const.main.sl, i32 7929556, ptr noundef nonnull byval(%struct.SLD) align 16 @__const.main.sld, ptr noundef nonnull byval(%struct.SL) align 8 @__const.main.sl, i32 7929556, i32 7, double 2.500000e-01, i32 1080033280), !dbg !124
    #dbg_value(double %3, !112, !DIExpression(), !114)
  %4 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, double noundef %1, double noundef %2, double noundef %3), !dbg !125
  %5 = fptosi double %1 to i32, !dbg !126
  %6 = and i32 %5, 127, !dbg !127
  ret i32 %6, !dbg !128
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree noinline nounwind uwtable
define internal double @walk(ptr nocapture noundef readonly %0, ...) unnamed_addr #2 !dbg !129 {
  %2 = alloca [1 x %struct.__va_list_tag], align 16, !DIAssignID !173
    #dbg_assign(i1 undef, !136, !DIExpression(), !173, ptr %2, !DIExpression(), !174)
    #dbg_assign(i1 undef, !165, !DIExpression(DW_OP_LLVM_fragment, 80, 48), !175, ptr undef, !DIExpression(), !176)
    #dbg_value(ptr %0, !135, !DIExpression(), !174)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %2) #7, !dbg !177
  call void @llvm.va_start.p0(ptr nonnull %2), !dbg !178
    #dbg_value(double 0.000000e+00, !151, !DIExpression(), !174)
    #dbg_value(ptr %0, !152, !DIExpression(), !179)
  %3 = getelementptr inbounds i8, ptr %2, i64 4
  %4 = getelementptr inbounds i8, ptr %2, i64 8
  %5 = getelementptr inbounds i8, ptr %2, i64 16
  br label %6, !dbg !180

6:                                                ; preds = %167, %1
  %7 = phi ptr [ %0, %1 ], [ %169, %167 ], !dbg !181
  %8 = phi double [ 0.000000e+00, %1 ], [ %168, %167 ], !dbg !182
    #dbg_value(double %8, !151, !DIExpression(), !174)
    #dbg_value(ptr %7, !152, !DIExpression(), !179)
  %9 = load i8, ptr %7, align 1, !dbg !183, !tbaa !184
  switch i8 %9, label %167 [
    i8 0, label %10
    i8 105, label %12
    i8 100, label %36
    i8 109, label %60
    i8 108, label %90
    i8 76, label %104
    i8 117, label %114
    i8 110, label %132
    i8 102, label %150
  ], !dbg !187

10:                                               ; preds = %6
  call void @llvm.va_end.p0(ptr nonnull %2), !dbg !188
  %11 = call i32 @putchar(i32 10), !dbg !189
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %2) #7, !dbg !190
  ret double %8, !dbg !191

12:                                               ; preds = %6
  %13 = load i32, ptr %2, align 16, !dbg !192
  %14 = icmp ult i32 %13, 41, !dbg !192
  br i1 %14, label %15, label %20, !dbg !192

15:                                               ; preds = %12
  %16 = load ptr, ptr %5, align 16, !dbg !192
  %17 = zext nneg i32 %13 to i64, !dbg !192
  %18 = getelementptr i8, ptr %16, i64 %17, !dbg !192
  %19 = add nuw nsw i32 %13, 8, !dbg !192
  store i32 %19, ptr %2, align 16, !dbg !192, !DIAssignID !193
    #dbg_assign(i32 %19, !136, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !193, ptr %2, !DIExpression(), !174)
  br label %23, !dbg !192

20:                                               ; preds = %12
  %21 = load ptr, ptr %4, align 8, !dbg !192
  %22 = getelementptr i8, ptr %21, i64 8, !dbg !192
  store ptr %22, ptr %4, align 8, !dbg !192, !DIAssignID !194
    #dbg_assign(ptr %22, !136, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !194, ptr %4, !DIExpression(), !174)
  br label %23, !dbg !192

23:                                               ; preds = %20, %15
  %24 = phi ptr [ %18, %15 ], [ %21, %20 ], !dbg !192
  %25 = load i16, ptr %24, align 2, !dbg !192, !tbaa !195
  %26 = getelementptr inbounds i8, ptr %24, i64 2, !dbg !192
  %27 = load i8, ptr %26, align 2, !dbg !192, !tbaa !184
    #dbg_value(i16 %25, !154, !DIExpression(DW_OP_LLVM_fragment, 0, 16), !197)
    #dbg_value(i8 %27, !154, !DIExpression(DW_OP_LLVM_fragment, 16, 8), !197)
    #dbg_value(i8 poison, !154, !DIExpression(DW_OP_LLVM_fragment, 24, 8), !197)
  %28 = fmul double %8, 2.000000e+00, !dbg !198
  %29 = sext i16 %25 to i32, !dbg !199
  %30 = sitofp i16 %25 to double, !dbg !199
  %31 = fadd double %28, %30, !dbg !200
  %32 = sext i8 %27 to i32, !dbg !201
  %33 = sitofp i8 %27 to double, !dbg !201
  %34 = fadd double %31, %33, !dbg !202
    #dbg_value(double %34, !151, !DIExpression(), !174)
  %35 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %29, i32 noundef %32), !dbg !203
  br label %167, !dbg !204

36:                                               ; preds = %6
  %37 = load i32, ptr %3, align 4, !dbg !205
  %38 = icmp ult i32 %37, 145, !dbg !205
  br i1 %38, label %39, label %47, !dbg !205

39:                                               ; preds = %36
  %40 = load ptr, ptr %5, align 16, !dbg !205
  %41 = zext nneg i32 %37 to i64, !dbg !205
  %42 = getelementptr i8, ptr %40, i64 %41, !dbg !205
  %43 = getelementptr inbounds i8, ptr %42, i64 16, !dbg !205
  %44 = load double, ptr %42, align 16, !dbg !205
  %45 = load double, ptr %43, align 16, !dbg !205
  %46 = add nuw nsw i32 %37, 32, !dbg !205
  store i32 %46, ptr %3, align 4, !dbg !205, !DIAssignID !206
    #dbg_assign(i32 %46, !136, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !206, ptr %3, !DIExpression(), !174)
  br label %53, !dbg !205

47:                                               ; preds = %36
  %48 = load ptr, ptr %4, align 8, !dbg !205
  %49 = getelementptr i8, ptr %48, i64 16, !dbg !205
  store ptr %49, ptr %4, align 8, !dbg !205, !DIAssignID !207
    #dbg_assign(ptr %49, !136, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !207, ptr %4, !DIExpression(), !174)
  %50 = load double, ptr %48, align 8, !dbg !205, !tbaa !208
  %51 = getelementptr inbounds i8, ptr %48, i64 8
  %52 = load double, ptr %51, align 8, !dbg !205, !tbaa !208
  br label %53, !dbg !205

53:                                               ; preds = %47, %39
  %54 = phi double [ %45, %39 ], [ %52, %47 ], !dbg !205
  %55 = phi double [ %44, %39 ], [ %50, %47 ], !dbg !205
    #dbg_value(double %55, !159, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !210)
    #dbg_value(double %54, !159, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !210)
  %56 = fmul double %8, 2.000000e+00, !dbg !211
  %57 = fadd double %56, %55, !dbg !212
  %58 = fsub double %57, %54, !dbg !213
    #dbg_value(double %58, !151, !DIExpression(), !174)
  %59 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, double noundef %55, double noundef %54), !dbg !214
  br label %167, !dbg !215

60:                                               ; preds = %6
  %61 = load i32, ptr %2, align 16, !dbg !216
  %62 = icmp ult i32 %61, 41, !dbg !216
  %63 = load i32, ptr %3, align 4, !dbg !216
  %64 = icmp ult i32 %63, 161, !dbg !216
  %65 = and i1 %62, %64, !dbg !216
  br i1 %65, label %66, label %76, !dbg !216

66:                                               ; preds = %60
  %67 = load ptr, ptr %5, align 16, !dbg !216
  %68 = zext nneg i32 %61 to i64, !dbg !216
  %69 = getelementptr i8, ptr %67, i64 %68, !dbg !216
  %70 = zext nneg i32 %63 to i64, !dbg !216
  %71 = getelementptr i8, ptr %67, i64 %70, !dbg !216
  %72 = load i32, ptr %69, align 4, !dbg !216
  %73 = load double, ptr %71, align 8, !dbg !216
  %74 = add nuw nsw i32 %61, 8, !dbg !216
  store i32 %74, ptr %2, align 16, !dbg !216, !DIAssignID !217
    #dbg_assign(i32 %74, !136, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !217, ptr %2, !DIExpression(), !174)
  %75 = add nuw nsw i32 %63, 16, !dbg !216
  store i32 %75, ptr %3, align 4, !dbg !216, !DIAssignID !218
    #dbg_assign(i32 %75, !136, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !218, ptr %3, !DIExpression(), !174)
  br label %82, !dbg !216

76:                                               ; preds = %60
  %77 = load ptr, ptr %4, align 8, !dbg !216
  %78 = getelementptr i8, ptr %77, i64 16, !dbg !216
  store ptr %78, ptr %4, align 8, !dbg !216, !DIAssignID !219
    #dbg_assign(ptr %78, !136, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !219, ptr %4, !DIExpression(), !174)
  %79 = load i32, ptr %77, align 8, !dbg !216, !tbaa !220
  %80 = getelementptr inbounds i8, ptr %77, i64 8
  %81 = load double, ptr %80, align 8, !dbg !216, !tbaa !208
  br label %82, !dbg !216

82:                                               ; preds = %76, %66
  %83 = phi double [ %73, %66 ], [ %81, %76 ], !dbg !216
  %84 = phi i32 [ %72, %66 ], [ %79, %76 ], !dbg !216
    #dbg_value(i32 %84, !161, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !222)
    #dbg_value(i32 poison, !161, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !222)
    #dbg_value(double %83, !161, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !222)
  %85 = fmul double %8, 2.000000e+00, !dbg !223
  %86 = sitofp i32 %84 to double, !dbg !224
  %87 = fmul double %83, %86, !dbg !225
  %88 = fadd double %85, %87, !dbg !226
    #dbg_value(double %88, !151, !DIExpression(), !174)
  %89 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef %84, double noundef %83), !dbg !227
  br label %167, !dbg !228

90:                                               ; preds = %6
  %91 = load ptr, ptr %4, align 8, !dbg !229
  %92 = getelementptr i8, ptr %91, i64 24, !dbg !229
  store ptr %92, ptr %4, align 8, !dbg !229, !DIAssignID !230
    #dbg_assign(ptr %92, !136, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !230, ptr %4, !DIExpression(), !174)
  %93 = load i64, ptr %91, align 8, !dbg !229
  %94 = getelementptr inbounds i8, ptr %91, i64 8, !dbg !229
  %95 = load i64, ptr %94, align 8, !dbg !229
  %96 = getelementptr inbounds i8, ptr %91, i64 16, !dbg !229
  %97 = load i64, ptr %96, align 8, !dbg !229, !tbaa !184
    #dbg_value(i64 %93, !163, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !231)
    #dbg_value(i64 %95, !163, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !231)
    #dbg_value(i64 %97, !163, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !231)
  %98 = fmul double %8, 2.000000e+00, !dbg !232
  %99 = add nsw i64 %95, %93, !dbg !233
  %100 = add nsw i64 %99, %97, !dbg !234
  %101 = sitofp i64 %100 to double, !dbg !235
  %102 = fadd double %98, %101, !dbg !236
    #dbg_value(double %102, !151, !DIExpression(), !174)
  %103 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i64 noundef %93, i64 noundef %95, i64 noundef %97), !dbg !237
  br label %167, !dbg !238

104:                                              ; preds = %6
  %105 = load ptr, ptr %4, align 8, !dbg !239
  %106 = getelementptr inbounds i8, ptr %105, i64 15, !dbg !239
  %107 = call align 16 ptr @llvm.ptrmask.p0.i64(ptr nonnull %106, i64 -16), !dbg !239
  %108 = getelementptr i8, ptr %107, i64 16, !dbg !239
  store ptr %108, ptr %4, align 8, !dbg !239, !DIAssignID !240
    #dbg_assign(ptr %108, !136, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !240, ptr %4, !DIExpression(), !174)
  %109 = load x86_fp80, ptr %107, align 16, !dbg !239
    #dbg_value(x86_fp80 %109, !165, !DIExpression(DW_OP_LLVM_fragment, 0, 80), !176)
    #dbg_assign(i1 undef, !165, !DIExpression(DW_OP_LLVM_fragment, 80, 48), !241, ptr undef, !DIExpression(), !176)
  %110 = fmul double %8, 2.000000e+00, !dbg !242
  %111 = fptrunc x86_fp80 %109 to double, !dbg !243
  %112 = fadd double %110, %111, !dbg !244
    #dbg_value(double %112, !151, !DIExpression(), !174)
  %113 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, x86_fp80 noundef %109), !dbg !245
  br label %167, !dbg !246

114:                                              ; preds = %6
  %115 = load i32, ptr %2, align 16, !dbg !247
  %116 = icmp ult i32 %115, 41, !dbg !247
  br i1 %116, label %117, label %122, !dbg !247

117:                                              ; preds = %114
  %118 = load ptr, ptr %5, align 16, !dbg !247
  %119 = zext nneg i32 %115 to i64, !dbg !247
  %120 = getelementptr i8, ptr %118, i64 %119, !dbg !247
  %121 = add nuw nsw i32 %115, 8, !dbg !247
  store i32 %121, ptr %2, align 16, !dbg !247, !DIAssignID !248
    #dbg_assign(i32 %121, !136, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !248, ptr %2, !DIExpression(), !174)
  br label %125, !dbg !247

122:                                              ; preds = %114
  %123 = load ptr, ptr %4, align 8, !dbg !247
  %124 = getelementptr i8, ptr %123, i64 8, !dbg !247
  store ptr %124, ptr %4, align 8, !dbg !247, !DIAssignID !249
    #dbg_assign(ptr %124, !136, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !249, ptr %4, !DIExpression(), !174)
  br label %125, !dbg !247

125:                                              ; preds = %122, %117
  %126 = phi ptr [ %120, %117 ], [ %123, %122 ], !dbg !247
  %127 = load float, ptr %126, align 4, !dbg !247, !tbaa !184
    #dbg_value(float %127, !167, !DIExpression(), !250)
  %128 = fmul double %8, 2.000000e+00, !dbg !251
  %129 = fpext float %127 to double, !dbg !252
  %130 = fadd double %128, %129, !dbg !253
    #dbg_value(double %130, !151, !DIExpression(), !174)
  %131 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, double noundef %129), !dbg !254
  br label %167, !dbg !255

132:                                              ; preds = %6
  %133 = load i32, ptr %2, align 16, !dbg !256
  %134 = icmp ult i32 %133, 41, !dbg !256
  br i1 %134, label %135, label %140, !dbg !256

135:                                              ; preds = %132
  %136 = load ptr, ptr %5, align 16, !dbg !256
  %137 = zext nneg i32 %133 to i64, !dbg !256
  %138 = getelementptr i8, ptr %136, i64 %137, !dbg !256
  %139 = add nuw nsw i32 %133, 8, !dbg !256
  store i32 %139, ptr %2, align 16, !dbg !256, !DIAssignID !257
    #dbg_assign(i32 %139, !136, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !257, ptr %2, !DIExpression(), !174)
  br label %143, !dbg !256

140:                                              ; preds = %132
  %141 = load ptr, ptr %4, align 8, !dbg !256
  %142 = getelementptr i8, ptr %141, i64 8, !dbg !256
  store ptr %142, ptr %4, align 8, !dbg !256, !DIAssignID !258
    #dbg_assign(ptr %142, !136, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !258, ptr %4, !DIExpression(), !174)
  br label %143, !dbg !256

143:                                              ; preds = %140, %135
  %144 = phi ptr [ %138, %135 ], [ %141, %140 ], !dbg !256
  %145 = load i32, ptr %144, align 4, !dbg !256, !tbaa !220
    #dbg_value(i32 %145, !169, !DIExpression(), !259)
  %146 = fmul double %8, 2.000000e+00, !dbg !260
  %147 = sitofp i32 %145 to double, !dbg !261
  %148 = fadd double %146, %147, !dbg !262
    #dbg_value(double %148, !151, !DIExpression(), !174)
  %149 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %145), !dbg !263
  br label %167, !dbg !264

150:                                              ; preds = %6
  %151 = load i32, ptr %3, align 4, !dbg !265
  %152 = icmp ult i32 %151, 161, !dbg !265
  br i1 %152, label %153, label %158, !dbg !265

153:                                              ; preds = %150
  %154 = load ptr, ptr %5, align 16, !dbg !265
  %155 = zext nneg i32 %151 to i64, !dbg !265
  %156 = getelementptr i8, ptr %154, i64 %155, !dbg !265
  %157 = add nuw nsw i32 %151, 16, !dbg !265
  store i32 %157, ptr %3, align 4, !dbg !265, !DIAssignID !266
    #dbg_assign(i32 %157, !136, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !266, ptr %3, !DIExpression(), !174)
  br label %161, !dbg !265

158:                                              ; preds = %150
  %159 = load ptr, ptr %4, align 8, !dbg !265
  %160 = getelementptr i8, ptr %159, i64 8, !dbg !265
  store ptr %160, ptr %4, align 8, !dbg !265, !DIAssignID !267
    #dbg_assign(ptr %160, !136, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !267, ptr %4, !DIExpression(), !174)
  br label %161, !dbg !265

161:                                              ; preds = %158, %153
  %162 = phi ptr [ %156, %153 ], [ %159, %158 ], !dbg !265
  %163 = load double, ptr %162, align 8, !dbg !265, !tbaa !208
    #dbg_value(double %163, !171, !DIExpression(), !268)
  %164 = fmul double %8, 2.000000e+00, !dbg !269
  %165 = fadd double %164, %163, !dbg !270
    #dbg_value(double %165, !151, !DIExpression(), !174)
  %166 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, double noundef %163), !dbg !271
  br label %167, !dbg !272

167:                                              ; preds = %6, %23, %53, %82, %90, %104, %125, %143, %161
  %168 = phi double [ %165, %161 ], [ %148, %143 ], [ %130, %125 ], [ %112, %104 ], [ %102, %90 ], [ %88, %82 ], [ %58, %53 ], [ %34, %23 ], [ %8, %6 ], !dbg !174
    #dbg_value(double %168, !151, !DIExpression(), !174)
  %169 = getelementptr inbounds i8, ptr %7, i64 1, !dbg !273
    #dbg_value(ptr %169, !152, !DIExpression(), !179)
  br label %6, !dbg !274, !llvm.loop !275
}

; Function Attrs: nofree nounwind
declare !dbg !278 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare ptr @llvm.ptrmask.p0.i64(ptr, i64) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #4

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #6

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree noinline nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nocallback nofree nosync nounwind willreturn }
attributes #5 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { nofree nounwind }
attributes #7 = { nounwind }

!llvm.dbg.cu = !{!47}
!llvm.module.flags = !{!57, !58, !59, !60, !61, !62, !63}
!llvm.ident = !{!64}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 38, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "programs/varargs_structs.c", directory: ".", checksumkind: CSK_MD5, checksum: "aafdf9560824e9c6a5fd6964aaf7402c")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 64, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 8)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 39, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 152, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 19)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 40, type: !3, isLocal: true, isDefinition: true)
!14 = !DIGlobalVariableExpression(var: !15, expr: !DIExpression())
!15 = distinct !DIGlobalVariable(scope: null, file: !2, line: 41, type: !16, isLocal: true, isDefinition: true)
!16 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 128, elements: !17)
!17 = !{!18}
!18 = !DISubrange(count: 16)
!19 = !DIGlobalVariableExpression(var: !20, expr: !DIExpression())
!20 = distinct !DIGlobalVariable(scope: null, file: !2, line: 21, type: !21, isLocal: true, isDefinition: true)
!21 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 88, elements: !22)
!22 = !{!23}
!23 = !DISubrange(count: 11)
!24 = !DIGlobalVariableExpression(var: !25, expr: !DIExpression())
!25 = distinct !DIGlobalVariable(scope: null, file: !2, line: 22, type: !21, isLocal: true, isDefinition: true)
!26 = !DIGlobalVariableExpression(var: !27, expr: !DIExpression())
!27 = distinct !DIGlobalVariable(scope: null, file: !2, line: 23, type: !21, isLocal: true, isDefinition: true)
!28 = !DIGlobalVariableExpression(var: !29, expr: !DIExpression())
!29 = distinct !DIGlobalVariable(scope: null, file: !2, line: 24, type: !30, isLocal: true, isDefinition: true)
!30 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 136, elements: !31)
!31 = !{!32}
!32 = !DISubrange(count: 17)
!33 = !DIGlobalVariableExpression(var: !34, expr: !DIExpression())
!34 = distinct !DIGlobalVariable(scope: null, file: !2, line: 25, type: !35, isLocal: true, isDefinition: true)
!35 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 80, elements: !36)
!36 = !{!37}
!37 = !DISubrange(count: 10)
!38 = !DIGlobalVariableExpression(var: !39, expr: !DIExpression())
!39 = distinct !DIGlobalVariable(scope: null, file: !2, line: 26, type: !3, isLocal: true, isDefinition: true)
!40 = !DIGlobalVariableExpression(var: !41, expr: !DIExpression())
!41 = distinct !DIGlobalVariable(scope: null, file: !2, line: 27, type: !42, isLocal: true, isDefinition: true)
!42 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 72, elements: !43)
!43 = !{!44}
!44 = !DISubrange(count: 9)
!45 = !DIGlobalVariableExpression(var: !46, expr: !DIExpression())
!46 = distinct !DIGlobalVariable(scope: null, file: !2, line: 28, type: !42, isLocal: true, isDefinition: true)
!47 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !48, globals: !51, splitDebugInlining: false, nameTableKind: None)
!48 = !{!49, !50}
!49 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!50 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!51 = !{!0, !7, !12, !14, !19, !24, !26, !28, !33, !38, !40, !45, !52}
!52 = !DIGlobalVariableExpression(var: !53, expr: !DIExpression())
!53 = distinct !DIGlobalVariable(scope: null, file: !2, line: 32, type: !54, isLocal: true, isDefinition: true)
!54 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 16, elements: !55)
!55 = !{!56}
!56 = !DISubrange(count: 2)
!57 = !{i32 7, !"Dwarf Version", i32 5}
!58 = !{i32 2, !"Debug Info Version", i32 3}
!59 = !{i32 1, !"wchar_size", i32 4}
!60 = !{i32 8, !"PIC Level", i32 2}
!61 = !{i32 7, !"PIE Level", i32 2}
!62 = !{i32 7, !"uwtable", i32 2}
!63 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!64 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!65 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 36, type: !66, scopeLine: 36, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !47, retainedNodes: !68)
!66 = !DISubroutineType(types: !67)
!67 = !{!49}
!68 = !{!69, !76, !82, !88, !97, !103, !110, !111, !112}
!69 = !DILocalVariable(name: "si", scope: !65, file: !2, line: 37, type: !70)
!70 = !DIDerivedType(tag: DW_TAG_typedef, name: "SI", file: !2, line: 9, baseType: !71)
!71 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !2, line: 9, size: 32, elements: !72)
!72 = !{!73, !75}
!73 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !71, file: !2, line: 9, baseType: !74, size: 16)
!74 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!75 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !71, file: !2, line: 9, baseType: !4, size: 8, offset: 16)
!76 = !DILocalVariable(name: "sd", scope: !65, file: !2, line: 37, type: !77)
!77 = !DIDerivedType(tag: DW_TAG_typedef, name: "SD", file: !2, line: 10, baseType: !78)
!78 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !2, line: 10, size: 128, elements: !79)
!79 = !{!80, !81}
!80 = !DIDerivedType(tag: DW_TAG_member, name: "x", scope: !78, file: !2, line: 10, baseType: !50, size: 64)
!81 = !DIDerivedType(tag: DW_TAG_member, name: "y", scope: !78, file: !2, line: 10, baseType: !50, size: 64, offset: 64)
!82 = !DILocalVariable(name: "sm", scope: !65, file: !2, line: 37, type: !83)
!83 = !DIDerivedType(tag: DW_TAG_typedef, name: "SM", file: !2, line: 11, baseType: !84)
!84 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !2, line: 11, size: 128, elements: !85)
!85 = !{!86, !87}
!86 = !DIDerivedType(tag: DW_TAG_member, name: "i", scope: !84, file: !2, line: 11, baseType: !49, size: 32)
!87 = !DIDerivedType(tag: DW_TAG_member, name: "d", scope: !84, file: !2, line: 11, baseType: !50, size: 64, offset: 64)
!88 = !DILocalVariable(name: "sl", scope: !65, file: !2, line: 37, type: !89)
!89 = !DIDerivedType(tag: DW_TAG_typedef, name: "SL", file: !2, line: 12, baseType: !90)
!90 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !2, line: 12, size: 192, elements: !91)
!91 = !{!92}
!92 = !DIDerivedType(tag: DW_TAG_member, name: "v", scope: !90, file: !2, line: 12, baseType: !93, size: 192)
!93 = !DICompositeType(tag: DW_TAG_array_type, baseType: !94, size: 192, elements: !95)
!94 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!95 = !{!96}
!96 = !DISubrange(count: 3)
!97 = !DILocalVariable(name: "sld", scope: !65, file: !2, line: 37, type: !98)
!98 = !DIDerivedType(tag: DW_TAG_typedef, name: "SLD", file: !2, line: 13, baseType: !99)
!99 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !2, line: 13, size: 128, elements: !100)
!100 = !{!101}
!101 = !DIDerivedType(tag: DW_TAG_member, name: "v", scope: !99, file: !2, line: 13, baseType: !102, size: 128)
!102 = !DIBasicType(name: "long double", size: 128, encoding: DW_ATE_float)
!103 = !DILocalVariable(name: "uf", scope: !65, file: !2, line: 37, type: !104)
!104 = !DIDerivedType(tag: DW_TAG_typedef, name: "UF", file: !2, line: 14, baseType: !105)
!105 = distinct !DICompositeType(tag: DW_TAG_union_type, file: !2, line: 14, size: 32, elements: !106)
!106 = !{!107, !109}
!107 = !DIDerivedType(tag: DW_TAG_member, name: "f", scope: !105, file: !2, line: 14, baseType: !108, size: 32)
!108 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!109 = !DIDerivedType(tag: DW_TAG_member, name: "i", scope: !105, file: !2, line: 14, baseType: !49, size: 32)
!110 = !DILocalVariable(name: "a", scope: !65, file: !2, line: 38, type: !50)
!111 = !DILocalVariable(name: "b", scope: !65, file: !2, line: 39, type: !50)
!112 = !DILocalVariable(name: "c", scope: !65, file: !2, line: 40, type: !50)
!113 = distinct !DIAssignID()
!114 = !DILocation(line: 0, scope: !65)
!115 = distinct !DIAssignID()
!116 = distinct !DIAssignID()
!117 = distinct !DIAssignID()
!118 = distinct !DIAssignID()
!119 = distinct !DIAssignID()
!120 = distinct !DIAssignID()
!121 = distinct !DIAssignID()
!122 = !DILocation(line: 38, column: 16, scope: !65)
!123 = !DILocation(line: 39, column: 16, scope: !65)
!124 = !DILocation(line: 40, column: 16, scope: !65)
!125 = !DILocation(line: 41, column: 5, scope: !65)
!126 = !DILocation(line: 42, column: 12, scope: !65)
!127 = !DILocation(line: 42, column: 19, scope: !65)
!128 = !DILocation(line: 42, column: 5, scope: !65)
!129 = distinct !DISubprogram(name: "walk", scope: !2, file: !2, line: 16, type: !130, scopeLine: 16, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !47, retainedNodes: !134)
!130 = !DISubroutineType(types: !131)
!131 = !{!50, !132, null}
!132 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !133, size: 64)
!133 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!134 = !{!135, !136, !151, !152, !154, !159, !161, !163, !165, !167, !169, !171}
!135 = !DILocalVariable(name: "kinds", arg: 1, scope: !129, file: !2, line: 16, type: !132)
!136 = !DILocalVariable(name: "ap", scope: !129, file: !2, line: 17, type: !137)
!137 = !DIDerivedType(tag: DW_TAG_typedef, name: "va_list", file: !138, line: 12, baseType: !139)
!138 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stdarg_va_list.h", directory: "", checksumkind: CSK_MD5, checksum: "7bd78a282b99fcfe41a9e3c566d14f7d")
!139 = !DIDerivedType(tag: DW_TAG_typedef, name: "__builtin_va_list", file: !2, baseType: !140)
!140 = !DICompositeType(tag: DW_TAG_array_type, baseType: !141, size: 192, elements: !149)
!141 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__va_list_tag", size: 192, elements: !142)
!142 = !{!143, !145, !146, !148}
!143 = !DIDerivedType(tag: DW_TAG_member, name: "gp_offset", scope: !141, file: !2, line: 17, baseType: !144, size: 32)
!144 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!145 = !DIDerivedType(tag: DW_TAG_member, name: "fp_offset", scope: !141, file: !2, line: 17, baseType: !144, size: 32, offset: 32)
!146 = !DIDerivedType(tag: DW_TAG_member, name: "overflow_arg_area", scope: !141, file: !2, line: 17, baseType: !147, size: 64, offset: 64)
!147 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!148 = !DIDerivedType(tag: DW_TAG_member, name: "reg_save_area", scope: !141, file: !2, line: 17, baseType: !147, size: 64, offset: 128)
!149 = !{!150}
!150 = !DISubrange(count: 1)
!151 = !DILocalVariable(name: "acc", scope: !129, file: !2, line: 18, type: !50)
!152 = !DILocalVariable(name: "k", scope: !153, file: !2, line: 19, type: !132)
!153 = distinct !DILexicalBlock(scope: !129, file: !2, line: 19, column: 5)
!154 = !DILocalVariable(name: "s", scope: !155, file: !2, line: 21, type: !70)
!155 = distinct !DILexicalBlock(scope: !156, file: !2, line: 21, column: 19)
!156 = distinct !DILexicalBlock(scope: !157, file: !2, line: 20, column: 21)
!157 = distinct !DILexicalBlock(scope: !158, file: !2, line: 19, column: 42)
!158 = distinct !DILexicalBlock(scope: !153, file: !2, line: 19, column: 5)
!159 = !DILocalVariable(name: "s", scope: !160, file: !2, line: 22, type: !77)
!160 = distinct !DILexicalBlock(scope: !156, file: !2, line: 22, column: 19)
!161 = !DILocalVariable(name: "s", scope: !162, file: !2, line: 23, type: !83)
!162 = distinct !DILexicalBlock(scope: !156, file: !2, line: 23, column: 19)
!163 = !DILocalVariable(name: "s", scope: !164, file: !2, line: 24, type: !89)
!164 = distinct !DILexicalBlock(scope: !156, file: !2, line: 24, column: 19)
!165 = !DILocalVariable(name: "s", scope: !166, file: !2, line: 25, type: !98)
!166 = distinct !DILexicalBlock(scope: !156, file: !2, line: 25, column: 19)
!167 = !DILocalVariable(name: "u", scope: !168, file: !2, line: 26, type: !104)
!168 = distinct !DILexicalBlock(scope: !156, file: !2, line: 26, column: 19)
!169 = !DILocalVariable(name: "n", scope: !170, file: !2, line: 27, type: !49)
!170 = distinct !DILexicalBlock(scope: !156, file: !2, line: 27, column: 19)
!171 = !DILocalVariable(name: "d", scope: !172, file: !2, line: 28, type: !50)
!172 = distinct !DILexicalBlock(scope: !156, file: !2, line: 28, column: 19)
!173 = distinct !DIAssignID()
!174 = !DILocation(line: 0, scope: !129)
!175 = distinct !DIAssignID()
!176 = !DILocation(line: 0, scope: !166)
!177 = !DILocation(line: 17, column: 5, scope: !129)
!178 = !DILocation(line: 17, column: 17, scope: !129)
!179 = !DILocation(line: 0, scope: !153)
!180 = !DILocation(line: 19, column: 10, scope: !153)
!181 = !DILocation(line: 19, scope: !153)
!182 = !DILocation(line: 18, column: 12, scope: !129)
!183 = !DILocation(line: 19, column: 33, scope: !158)
!184 = !{!185, !185, i64 0}
!185 = !{!"omnipotent char", !186, i64 0}
!186 = !{!"Simple C/C++ TBAA"}
!187 = !DILocation(line: 19, column: 5, scope: !153)
!188 = !DILocation(line: 31, column: 5, scope: !129)
!189 = !DILocation(line: 32, column: 5, scope: !129)
!190 = !DILocation(line: 34, column: 1, scope: !129)
!191 = !DILocation(line: 33, column: 5, scope: !129)
!192 = !DILocation(line: 21, column: 28, scope: !155)
!193 = distinct !DIAssignID()
!194 = distinct !DIAssignID()
!195 = !{!196, !196, i64 0}
!196 = !{!"short", !185, i64 0}
!197 = !DILocation(line: 0, scope: !155)
!198 = !DILocation(line: 21, column: 54, scope: !155)
!199 = !DILocation(line: 21, column: 60, scope: !155)
!200 = !DILocation(line: 21, column: 58, scope: !155)
!201 = !DILocation(line: 21, column: 66, scope: !155)
!202 = !DILocation(line: 21, column: 64, scope: !155)
!203 = !DILocation(line: 21, column: 71, scope: !155)
!204 = !DILocation(line: 21, column: 105, scope: !156)
!205 = !DILocation(line: 22, column: 28, scope: !160)
!206 = distinct !DIAssignID()
!207 = distinct !DIAssignID()
!208 = !{!209, !209, i64 0}
!209 = !{!"double", !185, i64 0}
!210 = !DILocation(line: 0, scope: !160)
!211 = !DILocation(line: 22, column: 54, scope: !160)
!212 = !DILocation(line: 22, column: 58, scope: !160)
!213 = !DILocation(line: 22, column: 64, scope: !160)
!214 = !DILocation(line: 22, column: 71, scope: !160)
!215 = !DILocation(line: 22, column: 105, scope: !156)
!216 = !DILocation(line: 23, column: 28, scope: !162)
!217 = distinct !DIAssignID()
!218 = distinct !DIAssignID()
!219 = distinct !DIAssignID()
!220 = !{!221, !221, i64 0}
!221 = !{!"int", !185, i64 0}
!222 = !DILocation(line: 0, scope: !162)
!223 = !DILocation(line: 23, column: 54, scope: !162)
!224 = !DILocation(line: 23, column: 60, scope: !162)
!225 = !DILocation(line: 23, column: 64, scope: !162)
!226 = !DILocation(line: 23, column: 58, scope: !162)
!227 = !DILocation(line: 23, column: 71, scope: !162)
!228 = !DILocation(line: 23, column: 105, scope: !156)
!229 = !DILocation(line: 24, column: 28, scope: !164)
!230 = distinct !DIAssignID()
!231 = !DILocation(line: 0, scope: !164)
!232 = !DILocation(line: 24, column: 54, scope: !164)
!233 = !DILocation(line: 24, column: 76, scope: !164)
!234 = !DILocation(line: 24, column: 85, scope: !164)
!235 = !DILocation(line: 24, column: 60, scope: !164)
!236 = !DILocation(line: 24, column: 58, scope: !164)
!237 = !DILocation(line: 24, column: 96, scope: !164)
!238 = !DILocation(line: 24, column: 150, scope: !156)
!239 = !DILocation(line: 25, column: 29, scope: !166)
!240 = distinct !DIAssignID()
!241 = distinct !DIAssignID()
!242 = !DILocation(line: 25, column: 56, scope: !166)
!243 = !DILocation(line: 25, column: 62, scope: !166)
!244 = !DILocation(line: 25, column: 60, scope: !166)
!245 = !DILocation(line: 25, column: 75, scope: !166)
!246 = !DILocation(line: 25, column: 103, scope: !156)
!247 = !DILocation(line: 26, column: 28, scope: !168)
!248 = distinct !DIAssignID()
!249 = distinct !DIAssignID()
!250 = !DILocation(line: 0, scope: !168)
!251 = !DILocation(line: 26, column: 54, scope: !168)
!252 = !DILocation(line: 26, column: 60, scope: !168)
!253 = !DILocation(line: 26, column: 58, scope: !168)
!254 = !DILocation(line: 26, column: 65, scope: !168)
!255 = !DILocation(line: 26, column: 99, scope: !156)
!256 = !DILocation(line: 27, column: 29, scope: !170)
!257 = distinct !DIAssignID()
!258 = distinct !DIAssignID()
!259 = !DILocation(line: 0, scope: !170)
!260 = !DILocation(line: 27, column: 56, scope: !170)
!261 = !DILocation(line: 27, column: 62, scope: !170)
!262 = !DILocation(line: 27, column: 60, scope: !170)
!263 = !DILocation(line: 27, column: 65, scope: !170)
!264 = !DILocation(line: 27, column: 90, scope: !156)
!265 = !DILocation(line: 28, column: 32, scope: !172)
!266 = distinct !DIAssignID()
!267 = distinct !DIAssignID()
!268 = !DILocation(line: 0, scope: !172)
!269 = !DILocation(line: 28, column: 62, scope: !172)
!270 = !DILocation(line: 28, column: 66, scope: !172)
!271 = !DILocation(line: 28, column: 71, scope: !172)
!272 = !DILocation(line: 28, column: 96, scope: !156)
!273 = !DILocation(line: 19, column: 38, scope: !158)
!274 = !DILocation(line: 19, column: 5, scope: !158)
!275 = distinct !{!275, !187, !276, !277}
!276 = !DILocation(line: 30, column: 5, scope: !153)
!277 = !{!"llvm.loop.mustprogress"}
!278 = !DISubprogram(name: "printf", scope: !279, file: !279, line: 356, type: !280, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!279 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!280 = !DISubroutineType(types: !281)
!281 = !{!49, !282, null}
!282 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !132)
