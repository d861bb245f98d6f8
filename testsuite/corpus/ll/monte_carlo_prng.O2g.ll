; ModuleID = 'programs/monte_carlo_prng.c'
source_filename = "programs/monte_carlo_prng.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [11 x i8] c"pi ~ %.5f\0A\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [7 x i8] c"%d:%d \00", align 1, !dbg !7
@.str.3 = private unnamed_addr constant [22 x i8] c"walk end=%ld max=%ld\0A\00", align 1, !dbg !12
@.str.4 = private unnamed_addr constant [11 x i8] c"chi2=%.3f\0A\00", align 1, !dbg !17
@.str.5 = private unnamed_addr constant [32 x i8] c"first pcg %08x %08x xs %016llx\0A\00", align 1, !dbg !19
@s0 = internal unnamed_addr global i64 1, align 8, !dbg !24
@s1 = internal unnamed_addr global i64 2, align 8, !dbg !41
@lcg = internal unnamed_addr global i32 42, align 4, !dbg !46
@pcg_state = internal unnamed_addr global i64 -8846114313915602277, align 8, !dbg !48

; Function Attrs: nofree nounwind uwtable
define dso_local range(i32 -255, 256) i32 @main() local_unnamed_addr #0 !dbg !60 {
  %1 = alloca [13 x i32], align 16, !DIAssignID !100
    #dbg_assign(i1 undef, !74, !DIExpression(), !100, ptr %1, !DIExpression(), !101)
  %2 = alloca [16 x i32], align 16, !DIAssignID !102
    #dbg_assign(i1 undef, !86, !DIExpression(), !102, ptr %2, !DIExpression(), !101)
    #dbg_value(i64 0, !64, !DIExpression(), !101)
    #dbg_value(i64 200000, !66, !DIExpression(), !101)
    #dbg_value(i64 0, !67, !DIExpression(), !103)
  %3 = load i64, ptr @pcg_state, align 8, !tbaa !104
    #dbg_value(i64 0, !64, !DIExpression(), !101)
    #dbg_value(i64 0, !67, !DIExpression(), !103)
  br label %11, !dbg !108

4:                                                ; preds = %11
  store i64 %28, ptr @pcg_state, align 8, !dbg !109, !tbaa !104
  %5 = uitofp nneg i64 %43 to double, !dbg !122
  %6 = fmul double %5, 4.000000e+00, !dbg !123
  %7 = fdiv double %6, 2.000000e+05, !dbg !124
  %8 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, double noundef %7), !dbg !125
  call void @llvm.lifetime.start.p0(i64 52, ptr nonnull %1) #7, !dbg !126
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(52) %1, i8 0, i64 52, i1 false), !dbg !127, !DIAssignID !128
    #dbg_assign(i8 0, !74, !DIExpression(), !128, ptr %1, !DIExpression(), !101)
    #dbg_value(i32 0, !78, !DIExpression(), !129)
  %9 = load i64, ptr @s0, align 8, !tbaa !104
  %10 = load i64, ptr @s1, align 8, !tbaa !104
    #dbg_value(i32 0, !78, !DIExpression(), !129)
  br label %82, !dbg !130

11:                                               ; preds = %0, %11
  %12 = phi i64 [ 0, %0 ], [ %43, %11 ]
  %13 = phi i64 [ 0, %0 ], [ %44, %11 ]
  %14 = phi i64 [ %3, %0 ], [ %28, %11 ]
    #dbg_value(i64 %12, !64, !DIExpression(), !101)
    #dbg_value(i64 %13, !67, !DIExpression(), !103)
    #dbg_value(i64 %14, !114, !DIExpression(), !131)
  %15 = mul i64 %14, 6364136223846793005, !dbg !134
  %16 = add i64 %15, -2720673578348880933, !dbg !135
  %17 = lshr i64 %14, 45, !dbg !136
  %18 = lshr i64 %14, 27, !dbg !136
  %19 = xor i64 %17, %18, !dbg !136
  %20 = trunc i64 %19 to i32, !dbg !137
    #dbg_value(i32 %20, !115, !DIExpression(), !131)
  %21 = lshr i64 %14, 59, !dbg !138
  %22 = trunc nuw nsw i64 %21 to i32, !dbg !139
    #dbg_value(i32 %22, !116, !DIExpression(), !131)
  %23 = tail call i32 @llvm.fshr.i32(i32 %20, i32 %20, i32 %22), !dbg !140
  %24 = lshr i32 %23, 8, !dbg !141
  %25 = uitofp nneg i32 %24 to double, !dbg !142
  %26 = fmul double %25, 0x3E70000000000000, !dbg !143
    #dbg_value(double %26, !69, !DIExpression(), !144)
    #dbg_value(i64 %16, !114, !DIExpression(), !145)
  %27 = mul i64 %16, 6364136223846793005, !dbg !148
  %28 = add i64 %27, -2720673578348880933, !dbg !149
  %29 = lshr i64 %16, 45, !dbg !150
  %30 = lshr i64 %16, 27, !dbg !150
  %31 = xor i64 %29, %30, !dbg !150
  %32 = trunc i64 %31 to i32, !dbg !151
    #dbg_value(i32 %32, !115, !DIExpression(), !145)
  %33 = lshr i64 %16, 59, !dbg !152
  %34 = trunc nuw nsw i64 %33 to i32, !dbg !153
    #dbg_value(i32 %34, !116, !DIExpression(), !145)
  %35 = tail call i32 @llvm.fshr.i32(i32 %32, i32 %32, i32 %34), !dbg !154
  %36 = lshr i32 %35, 8, !dbg !155
  %37 = uitofp nneg i32 %36 to double, !dbg !156
  %38 = fmul double %37, 0x3E70000000000000, !dbg !157
    #dbg_value(double %38, !73, !DIExpression(), !144)
  %39 = fmul double %38, %38, !dbg !158
  %40 = tail call double @llvm.fmuladd.f64(double %26, double %26, double %39), !dbg !160
  %41 = fcmp olt double %40, 1.000000e+00, !dbg !161
  %42 = zext i1 %41 to i64, !dbg !162
  %43 = add nuw nsw i64 %12, %42, !dbg !162
    #dbg_value(i64 %43, !64, !DIExpression(), !101)
  %44 = add nuw nsw i64 %13, 1, !dbg !163
    #dbg_value(i64 %44, !67, !DIExpression(), !103)
  %45 = icmp eq i64 %44, 200000, !dbg !164
  br i1 %45, label %4, label %11, !dbg !108, !llvm.loop !165

46:                                               ; preds = %82
  store i64 %92, ptr @s0, align 8, !dbg !168, !tbaa !104
  store i64 %101, ptr @s1, align 8, !dbg !168, !tbaa !104
    #dbg_value(i32 2, !80, !DIExpression(), !177)
    #dbg_value(i64 2, !80, !DIExpression(), !177)
  %47 = getelementptr inbounds i8, ptr %1, i64 8, !dbg !178
  %48 = load i32, ptr %47, align 8, !dbg !178, !tbaa !180
  %49 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 2, i32 noundef %48), !dbg !182
    #dbg_value(i64 3, !80, !DIExpression(), !177)
  %50 = getelementptr inbounds i8, ptr %1, i64 12, !dbg !178
  %51 = load i32, ptr %50, align 4, !dbg !178, !tbaa !180
  %52 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 3, i32 noundef %51), !dbg !182
    #dbg_value(i64 4, !80, !DIExpression(), !177)
  %53 = getelementptr inbounds i8, ptr %1, i64 16, !dbg !178
  %54 = load i32, ptr %53, align 16, !dbg !178, !tbaa !180
  %55 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 4, i32 noundef %54), !dbg !182
    #dbg_value(i64 5, !80, !DIExpression(), !177)
  %56 = getelementptr inbounds i8, ptr %1, i64 20, !dbg !178
  %57 = load i32, ptr %56, align 4, !dbg !178, !tbaa !180
  %58 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 5, i32 noundef %57), !dbg !182
    #dbg_value(i64 6, !80, !DIExpression(), !177)
  %59 = getelementptr inbounds i8, ptr %1, i64 24, !dbg !178
  %60 = load i32, ptr %59, align 8, !dbg !178, !tbaa !180
  %61 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 6, i32 noundef %60), !dbg !182
    #dbg_value(i64 7, !80, !DIExpression(), !177)
  %62 = getelementptr inbounds i8, ptr %1, i64 28, !dbg !178
  %63 = load i32, ptr %62, align 4, !dbg !178, !tbaa !180
  %64 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 7, i32 noundef %63), !dbg !182
    #dbg_value(i64 8, !80, !DIExpression(), !177)
  %65 = getelementptr inbounds i8, ptr %1, i64 32, !dbg !178
  %66 = load i32, ptr %65, align 16, !dbg !178, !tbaa !180
  %67 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 8, i32 noundef %66), !dbg !182
    #dbg_value(i64 9, !80, !DIExpression(), !177)
  %68 = getelementptr inbounds i8, ptr %1, i64 36, !dbg !178
  %69 = load i32, ptr %68, align 4, !dbg !178, !tbaa !180
  %70 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 9, i32 noundef %69), !dbg !182
    #dbg_value(i64 10, !80, !DIExpression(), !177)
  %71 = getelementptr inbounds i8, ptr %1, i64 40, !dbg !178
  %72 = load i32, ptr %71, align 8, !dbg !178, !tbaa !180
  %73 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 10, i32 noundef %72), !dbg !182
    #dbg_value(i64 11, !80, !DIExpression(), !177)
  %74 = getelementptr inbounds i8, ptr %1, i64 44, !dbg !178
  %75 = load i32, ptr %74, align 4, !dbg !178, !tbaa !180
  %76 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 11, i32 noundef %75), !dbg !182
    #dbg_value(i64 12, !80, !DIExpression(), !177)
  %77 = getelementptr inbounds i8, ptr %1, i64 48, !dbg !178
  %78 = load i32, ptr %77, align 16, !dbg !178, !tbaa !180
  %79 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 12, i32 noundef %78), !dbg !182
    #dbg_value(i64 13, !80, !DIExpression(), !177)
  %80 = tail call i32 @putchar(i32 10), !dbg !183
    #dbg_value(i64 0, !82, !DIExpression(), !101)
    #dbg_value(i64 0, !83, !DIExpression(), !101)
    #dbg_value(i32 0, !84, !DIExpression(), !184)
  %81 = load i32, ptr @lcg, align 4, !tbaa !180
  br label %114, !dbg !185

82:                                               ; preds = %4, %82
  %83 = phi i32 [ 0, %4 ], [ %109, %82 ]
  %84 = phi i64 [ %9, %4 ], [ %92, %82 ]
  %85 = phi i64 [ %10, %4 ], [ %101, %82 ]
    #dbg_value(i32 %83, !78, !DIExpression(), !129)
    #dbg_value(i64 %84, !173, !DIExpression(), !186)
    #dbg_value(i64 %85, !174, !DIExpression(), !186)
  %86 = shl i64 %84, 23, !dbg !188
  %87 = xor i64 %86, %84, !dbg !189
    #dbg_value(i64 %87, !173, !DIExpression(), !186)
  %88 = lshr i64 %87, 17, !dbg !190
  %89 = lshr i64 %85, 26, !dbg !191
  %90 = xor i64 %89, %88, !dbg !192
  %91 = xor i64 %90, %85, !dbg !192
  %92 = xor i64 %91, %87, !dbg !192
  %93 = add i64 %92, %85, !dbg !193
  %94 = urem i64 %93, 6, !dbg !194
    #dbg_value(i64 %85, !173, !DIExpression(), !195)
    #dbg_value(i64 %92, !174, !DIExpression(), !195)
  %95 = shl i64 %85, 23, !dbg !197
  %96 = xor i64 %95, %85, !dbg !198
    #dbg_value(i64 %96, !173, !DIExpression(), !195)
  %97 = lshr i64 %96, 17, !dbg !199
  %98 = lshr i64 %92, 26, !dbg !200
  %99 = xor i64 %97, %98, !dbg !201
  %100 = xor i64 %99, %96, !dbg !201
  %101 = xor i64 %100, %92, !dbg !201
  %102 = add i64 %101, %92, !dbg !202
  %103 = urem i64 %102, 6, !dbg !203
  %104 = add nuw nsw i64 %94, 2, !dbg !204
  %105 = add nuw nsw i64 %104, %103, !dbg !205
  %106 = getelementptr inbounds [13 x i32], ptr %1, i64 0, i64 %105, !dbg !206
  %107 = load i32, ptr %106, align 4, !dbg !207, !tbaa !180
  %108 = add nsw i32 %107, 1, !dbg !207
  store i32 %108, ptr %106, align 4, !dbg !207, !tbaa !180
  %109 = add nuw nsw i32 %83, 1, !dbg !208
    #dbg_value(i32 %109, !78, !DIExpression(), !129)
  %110 = icmp eq i32 %109, 36000, !dbg !209
  br i1 %110, label %46, label %82, !dbg !130, !llvm.loop !210

111:                                              ; preds = %114
  store i32 %127, ptr @lcg, align 4, !dbg !212, !tbaa !180
  %112 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i64 noundef %131, i64 noundef %132), !dbg !217
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %2) #7, !dbg !218
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(64) %2, i8 0, i64 64, i1 false), !dbg !219, !DIAssignID !220
    #dbg_assign(i8 0, !86, !DIExpression(), !220, ptr %2, !DIExpression(), !101)
    #dbg_value(i32 0, !90, !DIExpression(), !221)
  %113 = load i64, ptr @pcg_state, align 8, !tbaa !104
    #dbg_value(i32 0, !90, !DIExpression(), !221)
  br label %255, !dbg !222

114:                                              ; preds = %114, %46
  %115 = phi i32 [ 0, %46 ], [ %133, %114 ]
  %116 = phi i64 [ 0, %46 ], [ %132, %114 ]
  %117 = phi i64 [ 0, %46 ], [ %131, %114 ]
  %118 = phi i32 [ %81, %46 ], [ %127, %114 ]
    #dbg_value(i32 %115, !84, !DIExpression(), !184)
    #dbg_value(i64 %116, !83, !DIExpression(), !101)
    #dbg_value(i64 %117, !82, !DIExpression(), !101)
  %119 = mul i32 %118, 1103515245, !dbg !223
  %120 = add i32 %119, 12345, !dbg !224
  %121 = and i32 %120, 65536, !dbg !225
  %122 = icmp eq i32 %121, 0, !dbg !225
  %123 = select i1 %122, i64 -1, i64 1, !dbg !225
  %124 = add nsw i64 %123, %117, !dbg !226
    #dbg_value(i64 %124, !82, !DIExpression(), !101)
  %125 = tail call i64 @llvm.smax.i64(i64 %124, i64 %116), !dbg !227
    #dbg_value(i64 %125, !83, !DIExpression(), !101)
    #dbg_value(i32 %115, !84, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !184)
  %126 = mul i32 %120, 1103515245, !dbg !223
  %127 = add i32 %126, 12345, !dbg !224
  %128 = and i32 %127, 65536, !dbg !225
  %129 = icmp eq i32 %128, 0, !dbg !225
  %130 = select i1 %129, i64 -1, i64 1, !dbg !225
  %131 = add nsw i64 %130, %124, !dbg !226
    #dbg_value(i64 %131, !82, !DIExpression(), !101)
  %132 = tail call i64 @llvm.smax.i64(i64 %131, i64 %125), !dbg !227
    #dbg_value(i64 %132, !83, !DIExpression(), !101)
  %133 = add nuw nsw i32 %115, 2, !dbg !228
    #dbg_value(i32 %133, !84, !DIExpression(), !184)
  %134 = icmp eq i32 %133, 100000, !dbg !229
  br i1 %134, label %111, label %114, !dbg !185, !llvm.loop !230

135:                                              ; preds = %255
  store i64 %273, ptr @pcg_state, align 8, !dbg !232, !tbaa !104
    #dbg_value(i32 0, !93, !DIExpression(), !235)
    #dbg_value(double 0.000000e+00, !92, !DIExpression(), !101)
    #dbg_value(i64 0, !93, !DIExpression(), !235)
    #dbg_value(double 0.000000e+00, !92, !DIExpression(), !101)
  %136 = load i32, ptr %2, align 16, !dbg !236, !tbaa !180
  %137 = sitofp i32 %136 to double, !dbg !236
  %138 = fadd double %137, -1.000000e+04, !dbg !237
    #dbg_value(double %138, !95, !DIExpression(), !238)
  %139 = fmul double %138, %138, !dbg !239
  %140 = fdiv double %139, 1.000000e+04, !dbg !240
    #dbg_value(double %140, !92, !DIExpression(), !101)
    #dbg_value(i64 1, !93, !DIExpression(), !235)
  %141 = getelementptr inbounds i8, ptr %2, i64 4, !dbg !236
  %142 = load i32, ptr %141, align 4, !dbg !236, !tbaa !180
  %143 = sitofp i32 %142 to double, !dbg !236
  %144 = fadd double %143, -1.000000e+04, !dbg !237
    #dbg_value(double %144, !95, !DIExpression(), !238)
  %145 = fmul double %144, %144, !dbg !239
  %146 = fdiv double %145, 1.000000e+04, !dbg !240
  %147 = fadd double %140, %146, !dbg !241
    #dbg_value(double %147, !92, !DIExpression(), !101)
    #dbg_value(i64 2, !93, !DIExpression(), !235)
  %148 = getelementptr inbounds i8, ptr %2, i64 8, !dbg !236
  %149 = load i32, ptr %148, align 8, !dbg !236, !tbaa !180
  %150 = sitofp i32 %149 to double, !dbg !236
  %151 = fadd double %150, -1.000000e+04, !dbg !237
    #dbg_value(double %151, !95, !DIExpression(), !238)
  %152 = fmul double %151, %151, !dbg !239
  %153 = fdiv double %152, 1.000000e+04, !dbg !240
  %154 = fadd double %147, %153, !dbg !241
    #dbg_value(double %154, !92, !DIExpression(), !101)
    #dbg_value(i64 3, !93, !DIExpression(), !235)
  %155 = getelementptr inbounds i8, ptr %2, i64 12, !dbg !236
  %156 = load i32, ptr %155, align 4, !dbg !236, !tbaa !180
  %157 = sitofp i32 %156 to double, !dbg !236
  %158 = fadd double %157, -1.000000e+04, !dbg !237
    #dbg_value(double %158, !95, !DIExpression(), !238)
  %159 = fmul double %158, %158, !dbg !239
  %160 = fdiv double %159, 1.000000e+04, !dbg !240
  %161 = fadd double %154, %160, !dbg !241
    #dbg_value(double %161, !92, !DIExpression(), !101)
    #dbg_value(i64 4, !93, !DIExpression(), !235)
  %162 = getelementptr inbounds i8, ptr %2, i64 16, !dbg !236
    #dbg_value(double poison, !95, !DIExpression(), !238)
    #dbg_value(double %169, !92, !DIExpression(), !101)
    #dbg_value(i64 5, !93, !DIExpression(), !235)
  %163 = load <2 x i32>, ptr %162, align 16, !dbg !236, !tbaa !180
  %164 = sitofp <2 x i32> %163 to <2 x double>, !dbg !236
  %165 = fadd <2 x double> %164, <double -1.000000e+04, double -1.000000e+04>, !dbg !237
    #dbg_value(double poison, !95, !DIExpression(), !238)
  %166 = fmul <2 x double> %165, %165, !dbg !239
  %167 = fdiv <2 x double> %166, <double 1.000000e+04, double 1.000000e+04>, !dbg !240
  %168 = extractelement <2 x double> %167, i64 0, !dbg !241
  %169 = fadd double %161, %168, !dbg !241
  %170 = extractelement <2 x double> %167, i64 1, !dbg !241
  %171 = fadd double %169, %170, !dbg !241
    #dbg_value(double %171, !92, !DIExpression(), !101)
    #dbg_value(i64 6, !93, !DIExpression(), !235)
  %172 = getelementptr inbounds i8, ptr %2, i64 24, !dbg !236
    #dbg_value(double poison, !95, !DIExpression(), !238)
    #dbg_value(double %179, !92, !DIExpression(), !101)
    #dbg_value(i64 7, !93, !DIExpression(), !235)
  %173 = load <2 x i32>, ptr %172, align 8, !dbg !236, !tbaa !180
  %174 = sitofp <2 x i32> %173 to <2 x double>, !dbg !236
  %175 = fadd <2 x double> %174, <double -1.000000e+04, double -1.000000e+04>, !dbg !237
    #dbg_value(double poison, !95, !DIExpression(), !238)
  %176 = fmul <2 x double> %175, %175, !dbg !239
  %177 = fdiv <2 x double> %176, <double 1.000000e+04, double 1.000000e+04>, !dbg !240
  %178 = extractelement <2 x double> %177, i64 0, !dbg !241
  %179 = fadd double %171, %178, !dbg !241
  %180 = extractelement <2 x double> %177, i64 1, !dbg !241
  %181 = fadd double %179, %180, !dbg !241
    #dbg_value(double %181, !92, !DIExpression(), !101)
    #dbg_value(i64 8, !93, !DIExpression(), !235)
  %182 = getelementptr inbounds i8, ptr %2, i64 32, !dbg !236
    #dbg_value(double poison, !95, !DIExpression(), !238)
    #dbg_value(double %189, !92, !DIExpression(), !101)
    #dbg_value(i64 9, !93, !DIExpression(), !235)
  %183 = load <2 x i32>, ptr %182, align 16, !dbg !236, !tbaa !180
  %184 = sitofp <2 x i32> %183 to <2 x double>, !dbg !236
  %185 = fadd <2 x double> %184, <double -1.000000e+04, double -1.000000e+04>, !dbg !237
    #dbg_value(double poison, !95, !DIExpression(), !238)
  %186 = fmul <2 x double> %185, %185, !dbg !239
  %187 = fdiv <2 x double> %186, <double 1.000000e+04, double 1.000000e+04>, !dbg !240
  %188 = extractelement <2 x double> %187, i64 0, !dbg !241
  %189 = fadd double %181, %188, !dbg !241
  %190 = extractelement <2 x double> %187, i64 1, !dbg !241
  %191 = fadd double %189, %190, !dbg !241
    #dbg_value(double %191, !92, !DIExpression(), !101)
    #dbg_value(i64 10, !93, !DIExpression(), !235)
  %192 = getelementptr inbounds i8, ptr %2, i64 40, !dbg !236
    #dbg_value(double poison, !95, !DIExpression(), !238)
    #dbg_value(double %199, !92, !DIExpression(), !101)
    #dbg_value(i64 11, !93, !DIExpression(), !235)
  %193 = load <2 x i32>, ptr %192, align 8, !dbg !236, !tbaa !180
  %194 = sitofp <2 x i32> %193 to <2 x double>, !dbg !236
  %195 = fadd <2 x double> %194, <double -1.000000e+04, double -1.000000e+04>, !dbg !237
    #dbg_value(double poison, !95, !DIExpression(), !238)
  %196 = fmul <2 x double> %195, %195, !dbg !239
  %197 = fdiv <2 x double> %196, <double 1.000000e+04, double 1.000000e+04>, !dbg !240
  %198 = extractelement <2 x double> %197, i64 0, !dbg !241
  %199 = fadd double %191, %198, !dbg !241
  %200 = extractelement <2 x double> %197, i64 1, !dbg !241
  %201 = fadd double %199, %200, !dbg !241
    #dbg_value(double %201, !92, !DIExpression(), !101)
    #dbg_value(i64 12, !93, !DIExpression(), !235)
  %202 = getelementptr inbounds i8, ptr %2, i64 48, !dbg !236
    #dbg_value(double poison, !95, !DIExpression(), !238)
    #dbg_value(double %209, !92, !DIExpression(), !101)
    #dbg_value(i64 13, !93, !DIExpression(), !235)
  %203 = load <2 x i32>, ptr %202, align 16, !dbg !236, !tbaa !180
  %204 = sitofp <2 x i32> %203 to <2 x double>, !dbg !236
  %205 = fadd <2 x double> %204, <double -1.000000e+04, double -1.000000e+04>, !dbg !237
    #dbg_value(double poison, !95, !DIExpression(), !238)
  %206 = fmul <2 x double> %205, %205, !dbg !239
  %207 = fdiv <2 x double> %206, <double 1.000000e+04, double 1.000000e+04>, !dbg !240
  %208 = extractelement <2 x double> %207, i64 0, !dbg !241
  %209 = fadd double %201, %208, !dbg !241
  %210 = extractelement <2 x double> %207, i64 1, !dbg !241
  %211 = fadd double %209, %210, !dbg !241
    #dbg_value(double %211, !92, !DIExpression(), !101)
    #dbg_value(i64 14, !93, !DIExpression(), !235)
  %212 = getelementptr inbounds i8, ptr %2, i64 56, !dbg !236
    #dbg_value(double poison, !95, !DIExpression(), !238)
    #dbg_value(double %219, !92, !DIExpression(), !101)
    #dbg_value(i64 15, !93, !DIExpression(), !235)
  %213 = load <2 x i32>, ptr %212, align 8, !dbg !236, !tbaa !180
  %214 = sitofp <2 x i32> %213 to <2 x double>, !dbg !236
  %215 = fadd <2 x double> %214, <double -1.000000e+04, double -1.000000e+04>, !dbg !237
    #dbg_value(double poison, !95, !DIExpression(), !238)
  %216 = fmul <2 x double> %215, %215, !dbg !239
  %217 = fdiv <2 x double> %216, <double 1.000000e+04, double 1.000000e+04>, !dbg !240
  %218 = extractelement <2 x double> %217, i64 0, !dbg !241
  %219 = fadd double %211, %218, !dbg !241
  %220 = extractelement <2 x double> %217, i64 1, !dbg !241
  %221 = fadd double %219, %220, !dbg !241
    #dbg_value(double %221, !92, !DIExpression(), !101)
    #dbg_value(i64 16, !93, !DIExpression(), !235)
  %222 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, double noundef %221), !dbg !242
  %223 = load i64, ptr @pcg_state, align 8, !dbg !243, !tbaa !104
    #dbg_value(i64 %223, !114, !DIExpression(), !245)
  %224 = mul i64 %223, 6364136223846793005, !dbg !246
  %225 = add i64 %224, -2720673578348880933, !dbg !247
  %226 = lshr i64 %223, 45, !dbg !248
  %227 = lshr i64 %223, 27, !dbg !248
  %228 = xor i64 %226, %227, !dbg !248
  %229 = trunc i64 %228 to i32, !dbg !249
    #dbg_value(i32 %229, !115, !DIExpression(), !245)
  %230 = lshr i64 %223, 59, !dbg !250
  %231 = trunc nuw nsw i64 %230 to i32, !dbg !251
    #dbg_value(i32 %231, !116, !DIExpression(), !245)
  %232 = tail call i32 @llvm.fshr.i32(i32 %229, i32 %229, i32 %231), !dbg !252
    #dbg_value(i32 %232, !98, !DIExpression(), !101)
    #dbg_value(i64 %225, !114, !DIExpression(), !253)
  %233 = mul i64 %225, 6364136223846793005, !dbg !255
  %234 = add i64 %233, -2720673578348880933, !dbg !256
  store i64 %234, ptr @pcg_state, align 8, !dbg !257, !tbaa !104
  %235 = lshr i64 %225, 45, !dbg !258
  %236 = lshr i64 %225, 27, !dbg !258
  %237 = xor i64 %235, %236, !dbg !258
  %238 = trunc i64 %237 to i32, !dbg !259
    #dbg_value(i32 %238, !115, !DIExpression(), !253)
  %239 = lshr i64 %225, 59, !dbg !260
  %240 = trunc nuw nsw i64 %239 to i32, !dbg !261
    #dbg_value(i32 %240, !116, !DIExpression(), !253)
  %241 = tail call i32 @llvm.fshr.i32(i32 %238, i32 %238, i32 %240), !dbg !262
    #dbg_value(i32 %241, !99, !DIExpression(), !101)
  %242 = load i64, ptr @s0, align 8, !dbg !263, !tbaa !104
    #dbg_value(i64 %242, !173, !DIExpression(), !265)
  %243 = load i64, ptr @s1, align 8, !dbg !266, !tbaa !104
    #dbg_value(i64 %243, !174, !DIExpression(), !265)
  store i64 %243, ptr @s0, align 8, !dbg !267, !tbaa !104
  %244 = shl i64 %242, 23, !dbg !268
  %245 = xor i64 %244, %242, !dbg !269
    #dbg_value(i64 %245, !173, !DIExpression(), !265)
  %246 = lshr i64 %245, 17, !dbg !270
  %247 = lshr i64 %243, 26, !dbg !271
  %248 = xor i64 %247, %246, !dbg !272
  %249 = xor i64 %248, %243, !dbg !272
  %250 = xor i64 %249, %245, !dbg !272
  store i64 %250, ptr @s1, align 8, !dbg !273, !tbaa !104
  %251 = add i64 %250, %243, !dbg !274
  %252 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %232, i32 noundef %241, i64 noundef %251), !dbg !275
  %253 = trunc i64 %43 to i32, !dbg !276
  %254 = and i32 %253, 255, !dbg !276
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %2) #7, !dbg !277
  call void @llvm.lifetime.end.p0(i64 52, ptr nonnull %1) #7, !dbg !277
  ret i32 %254, !dbg !278

255:                                              ; preds = %255, %111
  %256 = phi i32 [ 0, %111 ], [ %286, %255 ]
  %257 = phi i64 [ %113, %111 ], [ %273, %255 ]
    #dbg_value(i32 %256, !90, !DIExpression(), !221)
    #dbg_value(i64 %257, !114, !DIExpression(), !279)
  %258 = mul i64 %257, 6364136223846793005, !dbg !280
  %259 = add i64 %258, -2720673578348880933, !dbg !281
  %260 = lshr i64 %257, 45, !dbg !282
  %261 = lshr i64 %257, 27, !dbg !282
  %262 = xor i64 %260, %261, !dbg !282
  %263 = trunc i64 %262 to i32, !dbg !283
    #dbg_value(i32 %263, !115, !DIExpression(), !279)
  %264 = lshr i64 %257, 59, !dbg !284
  %265 = trunc nuw nsw i64 %264 to i32, !dbg !285
    #dbg_value(i32 %265, !116, !DIExpression(), !279)
  %266 = tail call i32 @llvm.fshr.i32(i32 %263, i32 %263, i32 %265), !dbg !286
  %267 = lshr i32 %266, 28, !dbg !287
  %268 = zext nneg i32 %267 to i64, !dbg !288
  %269 = getelementptr inbounds [16 x i32], ptr %2, i64 0, i64 %268, !dbg !288
  %270 = load i32, ptr %269, align 4, !dbg !289, !tbaa !180
  %271 = add nsw i32 %270, 1, !dbg !289
  store i32 %271, ptr %269, align 4, !dbg !289, !tbaa !180
    #dbg_value(i32 %256, !90, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !221)
    #dbg_value(i64 %259, !114, !DIExpression(), !279)
  %272 = mul i64 %259, 6364136223846793005, !dbg !280
  %273 = add i64 %272, -2720673578348880933, !dbg !281
  %274 = lshr i64 %259, 45, !dbg !282
  %275 = lshr i64 %259, 27, !dbg !282
  %276 = xor i64 %274, %275, !dbg !282
  %277 = trunc i64 %276 to i32, !dbg !283
    #dbg_value(i32 %277, !115, !DIExpression(), !279)
  %278 = lshr i64 %259, 59, !dbg !284
  %279 = trunc nuw nsw i64 %278 to i32, !dbg !285
    #dbg_value(i32 %279, !116, !DIExpression(), !279)
  %280 = tail call i32 @llvm.fshr.i32(i32 %277, i32 %277, i32 %279), !dbg !286
  %281 = lshr i32 %280, 28, !dbg !287
  %282 = zext nneg i32 %281 to i64, !dbg !288
  %283 = getelementptr inbounds [16 x i32], ptr %2, i64 0, i64 %282, !dbg !288
  %284 = load i32, ptr %283, align 4, !dbg !289, !tbaa !180
  %285 = add nsw i32 %284, 1, !dbg !289
  store i32 %285, ptr %283, align 4, !dbg !289, !tbaa !180
  %286 = add nuw nsw i32 %256, 2, !dbg !290
    #dbg_value(i32 %286, !90, !DIExpression(), !221)
  %287 = icmp eq i32 %286, 160000, !dbg !291
  br i1 %287, label %135, label %255, !dbg !222, !llvm.loop !292
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare !dbg !294 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #4

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.fshr.i32(i32, i32, i32) #6

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.smax.i64(i64, i64) #6

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #5 = { nofree nounwind }
attributes #6 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { nounwind }

!llvm.dbg.cu = !{!26}
!llvm.module.flags = !{!52, !53, !54, !55, !56, !57, !58}
!llvm.ident = !{!59}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 15, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "programs/monte_carlo_prng.c", directory: ".", checksumkind: CSK_MD5, checksum: "74702f5bb97087e16f62eef40b0716be")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 88, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 11)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 17, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 56, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 7)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 18, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 176, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 22)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(scope: null, file: !2, line: 19, type: !3, isLocal: true, isDefinition: true)
!19 = !DIGlobalVariableExpression(var: !20, expr: !DIExpression())
!20 = distinct !DIGlobalVariable(scope: null, file: !2, line: 20, type: !21, isLocal: true, isDefinition: true)
!21 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 256, elements: !22)
!22 = !{!23}
!23 = !DISubrange(count: 32)
!24 = !DIGlobalVariableExpression(var: !25, expr: !DIExpression())
!25 = distinct !DIGlobalVariable(name: "s0", scope: !26, file: !2, line: 8, type: !43, isLocal: true, isDefinition: true)
!26 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !27, globals: !35, splitDebugInlining: false, nameTableKind: None)
!27 = !{!28, !29, !30}
!28 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!29 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!30 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint32_t", file: !31, line: 26, baseType: !32)
!31 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-uintn.h", directory: "", checksumkind: CSK_MD5, checksum: "2bf2ae53c58c01b1a1b9383b5195125c")
!32 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint32_t", file: !33, line: 42, baseType: !34)
!33 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!34 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!35 = !{!0, !7, !36, !12, !17, !19, !24, !41, !46, !48, !50}
!36 = !DIGlobalVariableExpression(var: !37, expr: !DIExpression())
!37 = distinct !DIGlobalVariable(scope: null, file: !2, line: 17, type: !38, isLocal: true, isDefinition: true)
!38 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 16, elements: !39)
!39 = !{!40}
!40 = !DISubrange(count: 2)
!41 = !DIGlobalVariableExpression(var: !42, expr: !DIExpression())
!42 = distinct !DIGlobalVariable(name: "s1", scope: !26, file: !2, line: 8, type: !43, isLocal: true, isDefinition: true)
!43 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint64_t", file: !31, line: 27, baseType: !44)
!44 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint64_t", file: !33, line: 45, baseType: !45)
!45 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!46 = !DIGlobalVariableExpression(var: !47, expr: !DIExpression())
!47 = distinct !DIGlobalVariable(name: "lcg", scope: !26, file: !2, line: 10, type: !30, isLocal: true, isDefinition: true)
!48 = !DIGlobalVariableExpression(var: !49, expr: !DIExpression())
!49 = distinct !DIGlobalVariable(name: "pcg_state", scope: !26, file: !2, line: 6, type: !43, isLocal: true, isDefinition: true)
!50 = !DIGlobalVariableExpression(var: !51, expr: !DIExpression(DW_OP_constu, 15726070495360670683, DW_OP_stack_value))
!51 = distinct !DIGlobalVariable(name: "pcg_inc", scope: !26, file: !2, line: 6, type: !43, isLocal: true, isDefinition: true)
!52 = !{i32 7, !"Dwarf Version", i32 5}
!53 = !{i32 2, !"Debug Info Version", i32 3}
!54 = !{i32 1, !"wchar_size", i32 4}
!55 = !{i32 8, !"PIC Level", i32 2}
!56 = !{i32 7, !"PIE Level", i32 2}
!57 = !{i32 7, !"uwtable", i32 2}
!58 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!59 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!60 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 13, type: !61, scopeLine: 13, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !26, retainedNodes: !63)
!61 = !DISubroutineType(types: !62)
!62 = !{!28}
!63 = !{!64, !66, !67, !69, !73, !74, !78, !80, !82, !83, !84, !86, !90, !92, !93, !95, !98, !99}
!64 = !DILocalVariable(name: "inside", scope: !60, file: !2, line: 14, type: !65)
!65 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!66 = !DILocalVariable(name: "N", scope: !60, file: !2, line: 14, type: !65)
!67 = !DILocalVariable(name: "i", scope: !68, file: !2, line: 14, type: !65)
!68 = distinct !DILexicalBlock(scope: !60, file: !2, line: 14, column: 34)
!69 = !DILocalVariable(name: "x", scope: !70, file: !2, line: 14, type: !72)
!70 = distinct !DILexicalBlock(scope: !71, file: !2, line: 14, column: 63)
!71 = distinct !DILexicalBlock(scope: !68, file: !2, line: 14, column: 34)
!72 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!73 = !DILocalVariable(name: "y", scope: !70, file: !2, line: 14, type: !72)
!74 = !DILocalVariable(name: "dice", scope: !60, file: !2, line: 16, type: !75)
!75 = !DICompositeType(tag: DW_TAG_array_type, baseType: !28, size: 416, elements: !76)
!76 = !{!77}
!77 = !DISubrange(count: 13)
!78 = !DILocalVariable(name: "i", scope: !79, file: !2, line: 16, type: !28)
!79 = distinct !DILexicalBlock(scope: !60, file: !2, line: 16, column: 27)
!80 = !DILocalVariable(name: "s", scope: !81, file: !2, line: 17, type: !28)
!81 = distinct !DILexicalBlock(scope: !60, file: !2, line: 17, column: 5)
!82 = !DILocalVariable(name: "pos", scope: !60, file: !2, line: 18, type: !65)
!83 = !DILocalVariable(name: "maxpos", scope: !60, file: !2, line: 18, type: !65)
!84 = !DILocalVariable(name: "i", scope: !85, file: !2, line: 18, type: !28)
!85 = distinct !DILexicalBlock(scope: !60, file: !2, line: 18, column: 31)
!86 = !DILocalVariable(name: "bins", scope: !60, file: !2, line: 19, type: !87)
!87 = !DICompositeType(tag: DW_TAG_array_type, baseType: !28, size: 512, elements: !88)
!88 = !{!89}
!89 = !DISubrange(count: 16)
!90 = !DILocalVariable(name: "i", scope: !91, file: !2, line: 19, type: !28)
!91 = distinct !DILexicalBlock(scope: !60, file: !2, line: 19, column: 27)
!92 = !DILocalVariable(name: "chi", scope: !60, file: !2, line: 19, type: !72)
!93 = !DILocalVariable(name: "b", scope: !94, file: !2, line: 19, type: !28)
!94 = distinct !DILexicalBlock(scope: !60, file: !2, line: 19, column: 99)
!95 = !DILocalVariable(name: "d", scope: !96, file: !2, line: 19, type: !72)
!96 = distinct !DILexicalBlock(scope: !97, file: !2, line: 19, column: 128)
!97 = distinct !DILexicalBlock(scope: !94, file: !2, line: 19, column: 99)
!98 = !DILocalVariable(name: "p1", scope: !60, file: !2, line: 20, type: !30)
!99 = !DILocalVariable(name: "p2", scope: !60, file: !2, line: 20, type: !30)
!100 = distinct !DIAssignID()
!101 = !DILocation(line: 0, scope: !60)
!102 = distinct !DIAssignID()
!103 = !DILocation(line: 0, scope: !68)
!104 = !{!105, !105, i64 0}
!105 = !{!"long", !106, i64 0}
!106 = !{!"omnipotent char", !107, i64 0}
!107 = !{!"Simple C/C++ TBAA"}
!108 = !DILocation(line: 14, column: 34, scope: !68)
!109 = !DILocation(line: 7, scope: !110, inlinedAt: !117)
!110 = distinct !DISubprogram(name: "pcg32", scope: !2, file: !2, line: 7, type: !111, scopeLine: 7, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !26, retainedNodes: !113)
!111 = !DISubroutineType(types: !112)
!112 = !{!30}
!113 = !{!114, !115, !116}
!114 = !DILocalVariable(name: "old", scope: !110, file: !2, line: 7, type: !43)
!115 = !DILocalVariable(name: "xs", scope: !110, file: !2, line: 7, type: !30)
!116 = !DILocalVariable(name: "rot", scope: !110, file: !2, line: 7, type: !30)
!117 = !DILocation(line: 11, column: 36, scope: !118, inlinedAt: !121)
!118 = distinct !DISubprogram(name: "unif", scope: !2, file: !2, line: 11, type: !119, scopeLine: 11, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !26)
!119 = !DISubroutineType(types: !120)
!120 = !{!72}
!121 = !DILocation(line: 14, scope: !70)
!122 = !DILocation(line: 15, column: 33, scope: !60)
!123 = !DILocation(line: 15, column: 31, scope: !60)
!124 = !DILocation(line: 15, column: 40, scope: !60)
!125 = !DILocation(line: 15, column: 5, scope: !60)
!126 = !DILocation(line: 16, column: 5, scope: !60)
!127 = !DILocation(line: 16, column: 9, scope: !60)
!128 = distinct !DIAssignID()
!129 = !DILocation(line: 0, scope: !79)
!130 = !DILocation(line: 16, column: 27, scope: !79)
!131 = !DILocation(line: 0, scope: !110, inlinedAt: !132)
!132 = distinct !DILocation(line: 11, column: 36, scope: !118, inlinedAt: !133)
!133 = distinct !DILocation(line: 14, column: 76, scope: !70)
!134 = !DILocation(line: 7, column: 73, scope: !110, inlinedAt: !132)
!135 = !DILocation(line: 7, column: 98, scope: !110, inlinedAt: !132)
!136 = !DILocation(line: 7, column: 154, scope: !110, inlinedAt: !132)
!137 = !DILocation(line: 7, column: 123, scope: !110, inlinedAt: !132)
!138 = !DILocation(line: 7, column: 183, scope: !110, inlinedAt: !132)
!139 = !DILocation(line: 7, column: 168, scope: !110, inlinedAt: !132)
!140 = !DILocation(line: 7, column: 210, scope: !110, inlinedAt: !132)
!141 = !DILocation(line: 11, column: 44, scope: !118, inlinedAt: !133)
!142 = !DILocation(line: 11, column: 35, scope: !118, inlinedAt: !133)
!143 = !DILocation(line: 11, column: 50, scope: !118, inlinedAt: !133)
!144 = !DILocation(line: 0, scope: !70)
!145 = !DILocation(line: 0, scope: !110, inlinedAt: !146)
!146 = distinct !DILocation(line: 11, column: 36, scope: !118, inlinedAt: !147)
!147 = distinct !DILocation(line: 14, column: 88, scope: !70)
!148 = !DILocation(line: 7, column: 73, scope: !110, inlinedAt: !146)
!149 = !DILocation(line: 7, column: 98, scope: !110, inlinedAt: !146)
!150 = !DILocation(line: 7, column: 154, scope: !110, inlinedAt: !146)
!151 = !DILocation(line: 7, column: 123, scope: !110, inlinedAt: !146)
!152 = !DILocation(line: 7, column: 183, scope: !110, inlinedAt: !146)
!153 = !DILocation(line: 7, column: 168, scope: !110, inlinedAt: !146)
!154 = !DILocation(line: 7, column: 210, scope: !110, inlinedAt: !146)
!155 = !DILocation(line: 11, column: 44, scope: !118, inlinedAt: !147)
!156 = !DILocation(line: 11, column: 35, scope: !118, inlinedAt: !147)
!157 = !DILocation(line: 11, column: 50, scope: !118, inlinedAt: !147)
!158 = !DILocation(line: 14, column: 110, scope: !159)
!159 = distinct !DILexicalBlock(scope: !70, file: !2, line: 14, column: 100)
!160 = !DILocation(line: 14, column: 106, scope: !159)
!161 = !DILocation(line: 14, column: 114, scope: !159)
!162 = !DILocation(line: 14, column: 100, scope: !70)
!163 = !DILocation(line: 14, column: 59, scope: !71)
!164 = !DILocation(line: 14, column: 53, scope: !71)
!165 = distinct !{!165, !108, !166, !167}
!166 = !DILocation(line: 14, column: 129, scope: !68)
!167 = !{!"llvm.loop.mustprogress"}
!168 = !DILocation(line: 9, scope: !169, inlinedAt: !175)
!169 = distinct !DISubprogram(name: "xs128p", scope: !2, file: !2, line: 9, type: !170, scopeLine: 9, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !26, retainedNodes: !172)
!170 = !DISubroutineType(types: !171)
!171 = !{!43}
!172 = !{!173, !174}
!173 = !DILocalVariable(name: "a", scope: !169, file: !2, line: 9, type: !43)
!174 = !DILocalVariable(name: "b", scope: !169, file: !2, line: 9, type: !43)
!175 = !DILocation(line: 16, scope: !176)
!176 = distinct !DILexicalBlock(scope: !79, file: !2, line: 16, column: 27)
!177 = !DILocation(line: 0, scope: !81)
!178 = !DILocation(line: 17, column: 55, scope: !179)
!179 = distinct !DILexicalBlock(scope: !81, file: !2, line: 17, column: 5)
!180 = !{!181, !181, i64 0}
!181 = !{!"int", !106, i64 0}
!182 = !DILocation(line: 17, column: 35, scope: !179)
!183 = !DILocation(line: 17, column: 65, scope: !60)
!184 = !DILocation(line: 0, scope: !85)
!185 = !DILocation(line: 18, column: 31, scope: !85)
!186 = !DILocation(line: 0, scope: !169, inlinedAt: !187)
!187 = distinct !DILocation(line: 16, column: 70, scope: !176)
!188 = !DILocation(line: 9, column: 72, scope: !169, inlinedAt: !187)
!189 = !DILocation(line: 9, column: 67, scope: !169, inlinedAt: !187)
!190 = !DILocation(line: 9, column: 95, scope: !169, inlinedAt: !187)
!191 = !DILocation(line: 9, column: 107, scope: !169, inlinedAt: !187)
!192 = !DILocation(line: 9, column: 102, scope: !169, inlinedAt: !187)
!193 = !DILocation(line: 9, column: 125, scope: !169, inlinedAt: !187)
!194 = !DILocation(line: 16, column: 79, scope: !176)
!195 = !DILocation(line: 0, scope: !169, inlinedAt: !196)
!196 = distinct !DILocation(line: 16, column: 96, scope: !176)
!197 = !DILocation(line: 9, column: 72, scope: !169, inlinedAt: !196)
!198 = !DILocation(line: 9, column: 67, scope: !169, inlinedAt: !196)
!199 = !DILocation(line: 9, column: 95, scope: !169, inlinedAt: !196)
!200 = !DILocation(line: 9, column: 107, scope: !169, inlinedAt: !196)
!201 = !DILocation(line: 9, column: 102, scope: !169, inlinedAt: !196)
!202 = !DILocation(line: 9, column: 125, scope: !169, inlinedAt: !196)
!203 = !DILocation(line: 16, column: 105, scope: !176)
!204 = !DILocation(line: 16, column: 88, scope: !176)
!205 = !DILocation(line: 16, column: 110, scope: !176)
!206 = !DILocation(line: 16, column: 59, scope: !176)
!207 = !DILocation(line: 16, column: 114, scope: !176)
!208 = !DILocation(line: 16, column: 55, scope: !176)
!209 = !DILocation(line: 16, column: 45, scope: !176)
!210 = distinct !{!210, !130, !211, !167}
!211 = !DILocation(line: 16, column: 114, scope: !79)
!212 = !DILocation(line: 10, scope: !213, inlinedAt: !214)
!213 = distinct !DISubprogram(name: "lcg_next", scope: !2, file: !2, line: 10, type: !111, scopeLine: 10, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !26)
!214 = distinct !DILocation(line: 18, column: 74, scope: !215)
!215 = distinct !DILexicalBlock(scope: !216, file: !2, line: 18, column: 64)
!216 = distinct !DILexicalBlock(scope: !85, file: !2, line: 18, column: 31)
!217 = !DILocation(line: 18, column: 134, scope: !60)
!218 = !DILocation(line: 19, column: 5, scope: !60)
!219 = !DILocation(line: 19, column: 9, scope: !60)
!220 = distinct !DIAssignID()
!221 = !DILocation(line: 0, scope: !91)
!222 = !DILocation(line: 19, column: 27, scope: !91)
!223 = !DILocation(line: 10, column: 70, scope: !213, inlinedAt: !214)
!224 = !DILocation(line: 10, column: 84, scope: !213, inlinedAt: !214)
!225 = !DILocation(line: 18, column: 73, scope: !215)
!226 = !DILocation(line: 18, column: 70, scope: !215)
!227 = !DILocation(line: 18, column: 104, scope: !215)
!228 = !DILocation(line: 18, column: 60, scope: !216)
!229 = !DILocation(line: 18, column: 49, scope: !216)
!230 = distinct !{!230, !185, !231, !167}
!231 = !DILocation(line: 18, column: 132, scope: !85)
!232 = !DILocation(line: 7, scope: !110, inlinedAt: !233)
!233 = distinct !DILocation(line: 19, column: 65, scope: !234)
!234 = distinct !DILexicalBlock(scope: !91, file: !2, line: 19, column: 27)
!235 = !DILocation(line: 0, scope: !94)
!236 = !DILocation(line: 19, column: 141, scope: !96)
!237 = !DILocation(line: 19, column: 149, scope: !96)
!238 = !DILocation(line: 0, scope: !96)
!239 = !DILocation(line: 19, column: 169, scope: !96)
!240 = !DILocation(line: 19, column: 173, scope: !96)
!241 = !DILocation(line: 19, column: 164, scope: !96)
!242 = !DILocation(line: 19, column: 186, scope: !60)
!243 = !DILocation(line: 7, column: 46, scope: !110, inlinedAt: !244)
!244 = distinct !DILocation(line: 20, column: 19, scope: !60)
!245 = !DILocation(line: 0, scope: !110, inlinedAt: !244)
!246 = !DILocation(line: 7, column: 73, scope: !110, inlinedAt: !244)
!247 = !DILocation(line: 7, column: 98, scope: !110, inlinedAt: !244)
!248 = !DILocation(line: 7, column: 154, scope: !110, inlinedAt: !244)
!249 = !DILocation(line: 7, column: 123, scope: !110, inlinedAt: !244)
!250 = !DILocation(line: 7, column: 183, scope: !110, inlinedAt: !244)
!251 = !DILocation(line: 7, column: 168, scope: !110, inlinedAt: !244)
!252 = !DILocation(line: 7, column: 210, scope: !110, inlinedAt: !244)
!253 = !DILocation(line: 0, scope: !110, inlinedAt: !254)
!254 = distinct !DILocation(line: 20, column: 42, scope: !60)
!255 = !DILocation(line: 7, column: 73, scope: !110, inlinedAt: !254)
!256 = !DILocation(line: 7, column: 98, scope: !110, inlinedAt: !254)
!257 = !DILocation(line: 7, column: 67, scope: !110, inlinedAt: !254)
!258 = !DILocation(line: 7, column: 154, scope: !110, inlinedAt: !254)
!259 = !DILocation(line: 7, column: 123, scope: !110, inlinedAt: !254)
!260 = !DILocation(line: 7, column: 183, scope: !110, inlinedAt: !254)
!261 = !DILocation(line: 7, column: 168, scope: !110, inlinedAt: !254)
!262 = !DILocation(line: 7, column: 210, scope: !110, inlinedAt: !254)
!263 = !DILocation(line: 9, column: 45, scope: !169, inlinedAt: !264)
!264 = distinct !DILocation(line: 20, column: 122, scope: !60)
!265 = !DILocation(line: 0, scope: !169, inlinedAt: !264)
!266 = !DILocation(line: 9, column: 53, scope: !169, inlinedAt: !264)
!267 = !DILocation(line: 9, column: 60, scope: !169, inlinedAt: !264)
!268 = !DILocation(line: 9, column: 72, scope: !169, inlinedAt: !264)
!269 = !DILocation(line: 9, column: 67, scope: !169, inlinedAt: !264)
!270 = !DILocation(line: 9, column: 95, scope: !169, inlinedAt: !264)
!271 = !DILocation(line: 9, column: 107, scope: !169, inlinedAt: !264)
!272 = !DILocation(line: 9, column: 102, scope: !169, inlinedAt: !264)
!273 = !DILocation(line: 9, column: 82, scope: !169, inlinedAt: !264)
!274 = !DILocation(line: 9, column: 125, scope: !169, inlinedAt: !264)
!275 = !DILocation(line: 20, column: 51, scope: !60)
!276 = !DILocation(line: 21, column: 12, scope: !60)
!277 = !DILocation(line: 22, column: 1, scope: !60)
!278 = !DILocation(line: 21, column: 5, scope: !60)
!279 = !DILocation(line: 0, scope: !110, inlinedAt: !233)
!280 = !DILocation(line: 7, column: 73, scope: !110, inlinedAt: !233)
!281 = !DILocation(line: 7, column: 98, scope: !110, inlinedAt: !233)
!282 = !DILocation(line: 7, column: 154, scope: !110, inlinedAt: !233)
!283 = !DILocation(line: 7, column: 123, scope: !110, inlinedAt: !233)
!284 = !DILocation(line: 7, column: 183, scope: !110, inlinedAt: !233)
!285 = !DILocation(line: 7, column: 168, scope: !110, inlinedAt: !233)
!286 = !DILocation(line: 7, column: 210, scope: !110, inlinedAt: !233)
!287 = !DILocation(line: 19, column: 73, scope: !234)
!288 = !DILocation(line: 19, column: 60, scope: !234)
!289 = !DILocation(line: 19, column: 79, scope: !234)
!290 = !DILocation(line: 19, column: 56, scope: !234)
!291 = !DILocation(line: 19, column: 45, scope: !234)
!292 = distinct !{!292, !222, !293, !167}
!293 = !DILocation(line: 19, column: 79, scope: !91)
!294 = !DISubprogram(name: "printf", scope: !295, file: !295, line: 356, type: !296, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!295 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!296 = !DISubroutineType(types: !297)
!297 = !{!28, !298, null}
!298 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !299)
!299 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !300, size: 64)
!300 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
