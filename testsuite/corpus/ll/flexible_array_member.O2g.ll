; ModuleID = 'programs/flexible_array_member.c'
source_filename = "programs/flexible_array_member.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [4 x i8] c"%d,\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [36 x i8] c"len=%zu cap=%zu head=%.40s tail=%s\0A\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [38 x i8] c"packets total=%ld sizeof(Packet)=%zu\0A\00", align 1, !dbg !12
@.str.3 = private unnamed_addr constant [19 x i8] c"harmonic100=%.12f\0A\00", align 1, !dbg !17

; Function Attrs: nounwind uwtable
define dso_local range(i32 0, 256) i32 @main() local_unnamed_addr #0 !dbg !42 {
  %1 = alloca [16 x i8], align 16, !DIAssignID !97
    #dbg_assign(i1 undef, !59, !DIExpression(), !97, ptr %1, !DIExpression(), !98)
    #dbg_value(i64 4, !99, !DIExpression(), !105)
  %2 = tail call noalias dereferenceable_or_null(20) ptr @malloc(i64 noundef 20) #9, !dbg !107
    #dbg_value(ptr %2, !104, !DIExpression(), !105)
  store i64 0, ptr %2, align 8, !dbg !108, !tbaa !109
  %3 = getelementptr inbounds i8, ptr %2, i64 8, !dbg !113
  store i64 4, ptr %3, align 8, !dbg !114, !tbaa !109
  %4 = getelementptr inbounds i8, ptr %2, i64 16, !dbg !115
  store i8 0, ptr %4, align 8, !dbg !116, !tbaa !117
    #dbg_value(ptr %2, !46, !DIExpression(), !118)
    #dbg_value(i32 0, !57, !DIExpression(), !119)
  br label %12, !dbg !120

5:                                                ; preds = %30
  %6 = load i64, ptr %32, align 8, !dbg !121, !tbaa !109
  %7 = getelementptr inbounds i8, ptr %32, i64 8, !dbg !122
  %8 = load i64, ptr %7, align 8, !dbg !122, !tbaa !109
  %9 = getelementptr inbounds i8, ptr %33, i64 %6, !dbg !123
  %10 = getelementptr inbounds i8, ptr %9, i64 -12, !dbg !124
  %11 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i64 noundef %6, i64 noundef %8, ptr noundef nonnull %33, ptr noundef nonnull %10), !dbg !125
  tail call void @free(ptr noundef nonnull %32) #10, !dbg !126
    #dbg_value(i64 0, !65, !DIExpression(), !118)
    #dbg_value(i32 0, !67, !DIExpression(), !127)
  br label %60, !dbg !128

12:                                               ; preds = %0, %30
  %13 = phi ptr [ %2, %0 ], [ %32, %30 ]
  %14 = phi i32 [ 0, %0 ], [ %37, %30 ]
    #dbg_value(ptr %13, !46, !DIExpression(), !118)
    #dbg_value(i32 %14, !57, !DIExpression(), !119)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %1) #10, !dbg !129
  %15 = mul nuw nsw i32 %14, %14, !dbg !130
  %16 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %1, i64 noundef 16, ptr noundef nonnull @.str, i32 noundef %15) #10, !dbg !131
    #dbg_value(ptr %13, !132, !DIExpression(), !144)
    #dbg_value(ptr %1, !139, !DIExpression(), !144)
  %17 = call i64 @strlen(ptr noundef nonnull readonly dereferenceable(1) %1) #11, !dbg !146
    #dbg_value(i64 %17, !140, !DIExpression(), !144)
  %18 = load i64, ptr %13, align 8, !dbg !147, !tbaa !109
  %19 = add i64 %17, 1, !dbg !148
  %20 = add i64 %19, %18, !dbg !149
  %21 = getelementptr inbounds i8, ptr %13, i64 8, !dbg !150
  %22 = load i64, ptr %21, align 8, !dbg !150, !tbaa !109
  %23 = icmp ugt i64 %20, %22, !dbg !151
  br i1 %23, label %24, label %30, !dbg !152

24:                                               ; preds = %12
  %25 = shl i64 %20, 1, !dbg !153
    #dbg_value(i64 %25, !141, !DIExpression(), !154)
  %26 = add i64 %25, 16, !dbg !155
  %27 = tail call ptr @realloc(ptr noundef nonnull %13, i64 noundef %26) #12, !dbg !156
    #dbg_value(ptr %27, !132, !DIExpression(), !144)
  %28 = getelementptr inbounds i8, ptr %27, i64 8, !dbg !157
  store i64 %25, ptr %28, align 8, !dbg !158, !tbaa !109
  %29 = load i64, ptr %27, align 8, !dbg !159, !tbaa !109
  br label %30, !dbg !160

30:                                               ; preds = %12, %24
  %31 = phi i64 [ %29, %24 ], [ %18, %12 ], !dbg !159
  %32 = phi ptr [ %27, %24 ], [ %13, %12 ]
    #dbg_value(ptr %32, !132, !DIExpression(), !144)
  %33 = getelementptr inbounds i8, ptr %32, i64 16, !dbg !161
  %34 = getelementptr inbounds i8, ptr %33, i64 %31, !dbg !162
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %34, ptr nonnull readonly align 16 %1, i64 %19, i1 false), !dbg !163
  %35 = load i64, ptr %32, align 8, !dbg !164, !tbaa !109
  %36 = add i64 %35, %17, !dbg !164
  store i64 %36, ptr %32, align 8, !dbg !164, !tbaa !109
    #dbg_value(ptr %32, !46, !DIExpression(), !118)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %1) #10, !dbg !165
  %37 = add nuw nsw i32 %14, 1, !dbg !166
    #dbg_value(i32 %37, !57, !DIExpression(), !119)
  %38 = icmp eq i32 %37, 50, !dbg !167
  br i1 %38, label %5, label %12, !dbg !120, !llvm.loop !168

39:                                               ; preds = %150
  %40 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i64 noundef %152, i64 noundef 4), !dbg !171
  %41 = tail call noalias dereferenceable_or_null(808) ptr @malloc(i64 noundef 808) #9, !dbg !172
    #dbg_value(ptr %41, !83, !DIExpression(), !118)
  store i32 100, ptr %41, align 8, !dbg !173, !tbaa !174
    #dbg_value(i32 0, !92, !DIExpression(), !176)
  %42 = getelementptr inbounds i8, ptr %41, i64 8
  br label %43, !dbg !177

43:                                               ; preds = %43, %39
  %44 = phi i64 [ 0, %39 ], [ %57, %43 ], !dbg !178
  %45 = phi <2 x i64> [ <i64 0, i64 1>, %39 ], [ %58, %43 ]
  %46 = trunc <2 x i64> %45 to <2 x i32>, !dbg !180
  %47 = add <2 x i32> %46, <i32 1, i32 1>, !dbg !180
  %48 = uitofp <2 x i32> %47 to <2 x double>, !dbg !180
  %49 = fdiv <2 x double> <double 1.000000e+00, double 1.000000e+00>, %48, !dbg !181
  %50 = getelementptr inbounds [0 x double], ptr %42, i64 0, i64 %44, !dbg !182
  store <2 x double> %49, ptr %50, align 8, !dbg !183, !tbaa !184
  %51 = or disjoint i64 %44, 2, !dbg !178
  %52 = trunc <2 x i64> %45 to <2 x i32>, !dbg !180
  %53 = add <2 x i32> %52, <i32 3, i32 3>, !dbg !180
  %54 = uitofp <2 x i32> %53 to <2 x double>, !dbg !180
  %55 = fdiv <2 x double> <double 1.000000e+00, double 1.000000e+00>, %54, !dbg !181
  %56 = getelementptr inbounds [0 x double], ptr %42, i64 0, i64 %51, !dbg !182
  store <2 x double> %55, ptr %56, align 8, !dbg !183, !tbaa !184
  %57 = add nuw nsw i64 %44, 4, !dbg !178
  %58 = add <2 x i64> %45, <i64 4, i64 4>
  %59 = icmp eq i64 %57, 100, !dbg !178
  br i1 %59, label %159, label %43, !dbg !178, !llvm.loop !186

60:                                               ; preds = %5, %150
  %61 = phi i64 [ 0, %5 ], [ %153, %150 ]
  %62 = phi i64 [ 0, %5 ], [ %152, %150 ]
  %63 = mul nuw nsw i64 %61, 3, !dbg !190
  %64 = add nuw i64 %63, 1, !dbg !190
  %65 = mul nuw nsw i64 %61, 3, !dbg !190
  %66 = add nuw i64 %65, 1, !dbg !190
    #dbg_value(i64 %61, !67, !DIExpression(), !127)
    #dbg_value(i64 %62, !65, !DIExpression(), !118)
  %67 = mul nuw nsw i64 %61, 3, !dbg !190
    #dbg_value(i64 %61, !191, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 16, DW_ATE_unsigned, DW_OP_stack_value), !201)
    #dbg_value(i64 %67, !196, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !201)
    #dbg_value(i64 %61, !197, !DIExpression(DW_OP_plus_uconst, 4294967291, DW_OP_stack_value), !201)
  %68 = mul i64 %61, 12, !dbg !203
  %69 = add i64 %68, 8, !dbg !204
  %70 = tail call noalias ptr @malloc(i64 noundef %69) #9, !dbg !205
    #dbg_value(ptr %70, !198, !DIExpression(), !201)
    #dbg_value(i32 0, !199, !DIExpression(), !206)
  %71 = getelementptr inbounds i8, ptr %70, i64 4
  %72 = trunc i64 %61 to i32
  %73 = add i32 %72, -5
  %74 = icmp ult i64 %61, 3, !dbg !207
  br i1 %74, label %102, label %75, !dbg !207

75:                                               ; preds = %60
  %76 = and i64 %64, -8, !dbg !207
  %77 = insertelement <4 x i32> poison, i32 %73, i64 0, !dbg !207
  %78 = shufflevector <4 x i32> %77, <4 x i32> poison, <4 x i32> zeroinitializer, !dbg !207
  br label %79, !dbg !207

79:                                               ; preds = %79, %75
  %80 = phi i64 [ 0, %75 ], [ %96, %79 ], !dbg !208
  %81 = phi <4 x i64> [ <i64 0, i64 1, i64 2, i64 3>, %75 ], [ %97, %79 ]
  %82 = phi <4 x i32> [ <i32 0, i32 1, i32 2, i32 3>, %75 ], [ %98, %79 ]
  %83 = add <4 x i32> %82, <i32 4, i32 4, i32 4, i32 4>
  %84 = mul nuw nsw <4 x i32> %82, %82, !dbg !210
  %85 = mul nuw nsw <4 x i32> %83, %83, !dbg !210
  %86 = trunc <4 x i64> %81 to <4 x i32>, !dbg !211
  %87 = add <4 x i32> %86, <i32 1, i32 1, i32 1, i32 1>, !dbg !211
  %88 = trunc <4 x i64> %81 to <4 x i32>, !dbg !211
  %89 = add <4 x i32> %88, <i32 5, i32 5, i32 5, i32 5>, !dbg !211
  %90 = mul nsw <4 x i32> %78, %87, !dbg !211
  %91 = mul nsw <4 x i32> %78, %89, !dbg !211
  %92 = sub nsw <4 x i32> %90, %84, !dbg !211
  %93 = sub nsw <4 x i32> %91, %85, !dbg !211
  %94 = getelementptr inbounds [0 x i32], ptr %71, i64 0, i64 %80, !dbg !212
  %95 = getelementptr inbounds i8, ptr %94, i64 16, !dbg !213
  store <4 x i32> %92, ptr %94, align 4, !dbg !213, !tbaa !174
  store <4 x i32> %93, ptr %95, align 4, !dbg !213, !tbaa !174
  %96 = add nuw i64 %80, 8, !dbg !208
  %97 = add <4 x i64> %81, <i64 8, i64 8, i64 8, i64 8>
  %98 = add <4 x i32> %82, <i32 8, i32 8, i32 8, i32 8>
  %99 = icmp eq i64 %96, %76, !dbg !208
  br i1 %99, label %100, label %79, !dbg !208, !llvm.loop !214

100:                                              ; preds = %79
  %101 = icmp eq i64 %64, %76, !dbg !207
  br i1 %101, label %114, label %102, !dbg !207

102:                                              ; preds = %100, %60
  %103 = phi i64 [ 0, %60 ], [ %76, %100 ]
  br label %104, !dbg !207

104:                                              ; preds = %102, %104
  %105 = phi i64 [ %107, %104 ], [ %103, %102 ]
  %106 = trunc i64 %105 to i32
    #dbg_value(i64 %105, !199, !DIExpression(), !206)
  %107 = add nuw nsw i64 %105, 1, !dbg !208
  %108 = mul nuw nsw i32 %106, %106, !dbg !210
  %109 = trunc i64 %107 to i32, !dbg !211
  %110 = mul nsw i32 %73, %109, !dbg !211
  %111 = sub nsw i32 %110, %108, !dbg !211
  %112 = getelementptr inbounds [0 x i32], ptr %71, i64 0, i64 %105, !dbg !212
  store i32 %111, ptr %112, align 4, !dbg !213, !tbaa !174
    #dbg_value(i64 %107, !199, !DIExpression(), !206)
  %113 = icmp eq i64 %105, %67, !dbg !216
  br i1 %113, label %114, label %104, !dbg !207, !llvm.loop !217

114:                                              ; preds = %104, %100
    #dbg_value(ptr %70, !69, !DIExpression(), !218)
    #dbg_value(ptr %70, !219, !DIExpression(), !229)
    #dbg_value(i32 0, !227, !DIExpression(), !231)
    #dbg_value(i64 %61, !226, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 16, DW_ATE_unsigned, DW_OP_LLVM_convert, 16, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_stack_value), !229)
  %115 = and i64 %61, 65535, !dbg !232
    #dbg_value(i64 %115, !226, !DIExpression(), !229)
  %116 = icmp eq i64 %61, 0, !dbg !233
  br i1 %116, label %138, label %117, !dbg !233

117:                                              ; preds = %114
  %118 = and i64 %66, -4, !dbg !233
  %119 = insertelement <2 x i64> <i64 poison, i64 0>, i64 %115, i64 0, !dbg !233
  br label %120, !dbg !233

120:                                              ; preds = %120, %117
  %121 = phi i64 [ 0, %117 ], [ %132, %120 ], !dbg !234
  %122 = phi <2 x i64> [ %119, %117 ], [ %130, %120 ]
  %123 = phi <2 x i64> [ zeroinitializer, %117 ], [ %131, %120 ]
  %124 = getelementptr inbounds [0 x i32], ptr %71, i64 0, i64 %121, !dbg !236
  %125 = getelementptr inbounds i8, ptr %124, i64 8, !dbg !236
  %126 = load <2 x i32>, ptr %124, align 4, !dbg !236, !tbaa !174
  %127 = load <2 x i32>, ptr %125, align 4, !dbg !236, !tbaa !174
  %128 = sext <2 x i32> %126 to <2 x i64>, !dbg !236
  %129 = sext <2 x i32> %127 to <2 x i64>, !dbg !236
  %130 = add <2 x i64> %122, %128, !dbg !237
  %131 = add <2 x i64> %123, %129, !dbg !237
  %132 = add nuw i64 %121, 4, !dbg !234
  %133 = icmp eq i64 %132, %118, !dbg !234
  br i1 %133, label %134, label %120, !dbg !234, !llvm.loop !238

134:                                              ; preds = %120
  %135 = add <2 x i64> %131, %130, !dbg !233
  %136 = tail call i64 @llvm.vector.reduce.add.v2i64(<2 x i64> %135), !dbg !233
  %137 = icmp eq i64 %66, %118, !dbg !233
  br i1 %137, label %150, label %138, !dbg !233

138:                                              ; preds = %134, %114
  %139 = phi i64 [ 0, %114 ], [ %118, %134 ]
  %140 = phi i64 [ %115, %114 ], [ %136, %134 ]
  br label %141, !dbg !233

141:                                              ; preds = %138, %141
  %142 = phi i64 [ %148, %141 ], [ %139, %138 ]
  %143 = phi i64 [ %147, %141 ], [ %140, %138 ]
    #dbg_value(i64 %142, !227, !DIExpression(), !231)
    #dbg_value(i64 %143, !226, !DIExpression(), !229)
  %144 = getelementptr inbounds [0 x i32], ptr %71, i64 0, i64 %142, !dbg !236
  %145 = load i32, ptr %144, align 4, !dbg !236, !tbaa !174
  %146 = sext i32 %145 to i64, !dbg !236
  %147 = add nsw i64 %143, %146, !dbg !237
    #dbg_value(i64 %147, !226, !DIExpression(), !229)
  %148 = add nuw nsw i64 %142, 1, !dbg !234
    #dbg_value(i64 %148, !227, !DIExpression(), !231)
  %149 = icmp eq i64 %142, %67, !dbg !240
  br i1 %149, label %150, label %141, !dbg !233, !llvm.loop !241

150:                                              ; preds = %141, %134
  %151 = phi i64 [ %136, %134 ], [ %147, %141 ], !dbg !237
  %152 = add nsw i64 %151, %62, !dbg !242
    #dbg_value(i64 %152, !65, !DIExpression(), !118)
  tail call void @free(ptr noundef nonnull %70) #10, !dbg !243
  %153 = add nuw nsw i64 %61, 1, !dbg !244
    #dbg_value(i64 %153, !67, !DIExpression(), !127)
  %154 = icmp eq i64 %153, 20, !dbg !245
  br i1 %154, label %39, label %60, !dbg !128, !llvm.loop !246

155:                                              ; preds = %159
  %156 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, double noundef %180), !dbg !248
  tail call void @free(ptr noundef nonnull %41) #10, !dbg !249
  %157 = trunc i64 %152 to i32, !dbg !250
  %158 = and i32 %157, 255, !dbg !250
  ret i32 %158, !dbg !251

159:                                              ; preds = %43, %159
  %160 = phi i64 [ %181, %159 ], [ 0, %43 ]
  %161 = phi double [ %180, %159 ], [ 0.000000e+00, %43 ]
    #dbg_value(i64 %160, !95, !DIExpression(), !252)
    #dbg_value(double %161, !94, !DIExpression(), !118)
  %162 = getelementptr inbounds [0 x double], ptr %42, i64 0, i64 %160, !dbg !253
  %163 = load double, ptr %162, align 8, !dbg !253, !tbaa !184
  %164 = fadd double %161, %163, !dbg !255
    #dbg_value(double %164, !94, !DIExpression(), !118)
  %165 = add nuw nsw i64 %160, 1, !dbg !256
    #dbg_value(i64 %165, !95, !DIExpression(), !252)
  %166 = getelementptr inbounds [0 x double], ptr %42, i64 0, i64 %165, !dbg !253
  %167 = load double, ptr %166, align 8, !dbg !253, !tbaa !184
  %168 = fadd double %164, %167, !dbg !255
    #dbg_value(double %168, !94, !DIExpression(), !118)
  %169 = add nuw nsw i64 %160, 2, !dbg !256
    #dbg_value(i64 %169, !95, !DIExpression(), !252)
  %170 = getelementptr inbounds [0 x double], ptr %42, i64 0, i64 %169, !dbg !253
  %171 = load double, ptr %170, align 8, !dbg !253, !tbaa !184
  %172 = fadd double %168, %171, !dbg !255
    #dbg_value(double %172, !94, !DIExpression(), !118)
  %173 = add nuw nsw i64 %160, 3, !dbg !256
    #dbg_value(i64 %173, !95, !DIExpression(), !252)
  %174 = getelementptr inbounds [0 x double], ptr %42, i64 0, i64 %173, !dbg !253
  %175 = load double, ptr %174, align 8, !dbg !253, !tbaa !184
  %176 = fadd double %172, %175, !dbg !255
    #dbg_value(double %176, !94, !DIExpression(), !118)
  %177 = add nuw nsw i64 %160, 4, !dbg !256
    #dbg_value(i64 %177, !95, !DIExpression(), !252)
  %178 = getelementptr inbounds [0 x double], ptr %42, i64 0, i64 %177, !dbg !253
  %179 = load double, ptr %178, align 8, !dbg !253, !tbaa !184
  %180 = fadd double %176, %179, !dbg !255
    #dbg_value(double %180, !94, !DIExpression(), !118)
  %181 = add nuw nsw i64 %160, 5, !dbg !256
    #dbg_value(i64 %181, !95, !DIExpression(), !252)
  %182 = icmp eq i64 %181, 100, !dbg !257
  br i1 %182, label %155, label %159, !dbg !258, !llvm.loop !259
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare !dbg !261 noundef i32 @snprintf(ptr noalias nocapture noundef writeonly, i64 noundef, ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare !dbg !268 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare !dbg !271 void @free(ptr allocptr nocapture noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare !dbg !276 noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #4

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read)
declare !dbg !279 i64 @strlen(ptr nocapture noundef) local_unnamed_addr #5

; Function Attrs: mustprogress nounwind willreturn allockind("realloc") allocsize(1) memory(argmem: readwrite, inaccessiblemem: readwrite)
declare !dbg !283 noalias noundef ptr @realloc(ptr allocptr nocapture noundef, i64 noundef) local_unnamed_addr #6

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #7

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.vector.reduce.add.v2i64(<2 x i64>) #8

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nofree nounwind willreturn memory(argmem: read) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nounwind willreturn allockind("realloc") allocsize(1) memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #8 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #9 = { nounwind allocsize(0) }
attributes #10 = { nounwind }
attributes #11 = { nounwind willreturn memory(read) }
attributes #12 = { nounwind allocsize(1) }

!llvm.dbg.cu = !{!22}
!llvm.module.flags = !{!34, !35, !36, !37, !38, !39, !40}
!llvm.ident = !{!41}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 27, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "programs/flexible_array_member.c", directory: ".", checksumkind: CSK_MD5, checksum: "2406dd5b286393319155cb76496e9396")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 32, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 4)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 28, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 288, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 36)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 32, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 304, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 38)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(scope: null, file: !2, line: 35, type: !19, isLocal: true, isDefinition: true)
!19 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 152, elements: !20)
!20 = !{!21}
!21 = !DISubrange(count: 19)
!22 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !23, globals: !33, splitDebugInlining: false, nameTableKind: None)
!23 = !{!24, !29, !30}
!24 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint16_t", file: !25, line: 25, baseType: !26)
!25 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-uintn.h", directory: "", checksumkind: CSK_MD5, checksum: "2bf2ae53c58c01b1a1b9383b5195125c")
!26 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint16_t", file: !27, line: 40, baseType: !28)
!27 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!28 = !DIBasicType(name: "unsigned short", size: 16, encoding: DW_ATE_unsigned)
!29 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!30 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !31, line: 18, baseType: !32)
!31 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stddef_size_t.h", directory: "", checksumkind: CSK_MD5, checksum: "2c44e821a2b1951cde2eb0fb2e656867")
!32 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!33 = !{!0, !7, !12, !17}
!34 = !{i32 7, !"Dwarf Version", i32 5}
!35 = !{i32 2, !"Debug Info Version", i32 3}
!36 = !{i32 1, !"wchar_size", i32 4}
!37 = !{i32 8, !"PIC Level", i32 2}
!38 = !{i32 7, !"PIE Level", i32 2}
!39 = !{i32 7, !"uwtable", i32 2}
!40 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!41 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!42 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 25, type: !43, scopeLine: 25, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !22, retainedNodes: !45)
!43 = !DISubroutineType(types: !44)
!44 = !{!29}
!45 = !{!46, !57, !59, !65, !67, !69, !83, !92, !94, !95}
!46 = !DILocalVariable(name: "s", scope: !42, file: !2, line: 26, type: !47)
!47 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !48, size: 64)
!48 = !DIDerivedType(tag: DW_TAG_typedef, name: "Str", file: !2, line: 9, baseType: !49)
!49 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !2, line: 9, size: 128, elements: !50)
!50 = !{!51, !52, !53}
!51 = !DIDerivedType(tag: DW_TAG_member, name: "len", scope: !49, file: !2, line: 9, baseType: !30, size: 64)
!52 = !DIDerivedType(tag: DW_TAG_member, name: "cap", scope: !49, file: !2, line: 9, baseType: !30, size: 64, offset: 64)
!53 = !DIDerivedType(tag: DW_TAG_member, name: "data", scope: !49, file: !2, line: 9, baseType: !54, offset: 128)
!54 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, elements: !55)
!55 = !{!56}
!56 = !DISubrange(count: -1)
!57 = !DILocalVariable(name: "i", scope: !58, file: !2, line: 27, type: !29)
!58 = distinct !DILexicalBlock(scope: !42, file: !2, line: 27, column: 5)
!59 = !DILocalVariable(name: "buf", scope: !60, file: !2, line: 27, type: !62)
!60 = distinct !DILexicalBlock(scope: !61, file: !2, line: 27, column: 34)
!61 = distinct !DILexicalBlock(scope: !58, file: !2, line: 27, column: 5)
!62 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 128, elements: !63)
!63 = !{!64}
!64 = !DISubrange(count: 16)
!65 = !DILocalVariable(name: "total", scope: !42, file: !2, line: 30, type: !66)
!66 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!67 = !DILocalVariable(name: "t", scope: !68, file: !2, line: 31, type: !29)
!68 = distinct !DILexicalBlock(scope: !42, file: !2, line: 31, column: 5)
!69 = !DILocalVariable(name: "p", scope: !70, file: !2, line: 31, type: !72)
!70 = distinct !DILexicalBlock(scope: !71, file: !2, line: 31, column: 34)
!71 = distinct !DILexicalBlock(scope: !68, file: !2, line: 31, column: 5)
!72 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !73, size: 64)
!73 = !DIDerivedType(tag: DW_TAG_typedef, name: "Packet", file: !2, line: 10, baseType: !74)
!74 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !2, line: 10, size: 32, elements: !75)
!75 = !{!76, !77, !78}
!76 = !DIDerivedType(tag: DW_TAG_member, name: "type", scope: !74, file: !2, line: 10, baseType: !24, size: 16)
!77 = !DIDerivedType(tag: DW_TAG_member, name: "n", scope: !74, file: !2, line: 10, baseType: !24, size: 16, offset: 16)
!78 = !DIDerivedType(tag: DW_TAG_member, name: "vals", scope: !74, file: !2, line: 10, baseType: !79, offset: 32)
!79 = !DICompositeType(tag: DW_TAG_array_type, baseType: !80, elements: !55)
!80 = !DIDerivedType(tag: DW_TAG_typedef, name: "int32_t", file: !81, line: 26, baseType: !82)
!81 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-intn.h", directory: "", checksumkind: CSK_MD5, checksum: "55bcbdc3159515ebd91d351a70d505f4")
!82 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int32_t", file: !27, line: 41, baseType: !29)
!83 = !DILocalVariable(name: "v", scope: !42, file: !2, line: 33, type: !84)
!84 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !85, size: 64)
!85 = !DIDerivedType(tag: DW_TAG_typedef, name: "DVec", file: !2, line: 11, baseType: !86)
!86 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !2, line: 11, size: 64, elements: !87)
!87 = !{!88, !89}
!88 = !DIDerivedType(tag: DW_TAG_member, name: "count", scope: !86, file: !2, line: 11, baseType: !29, size: 32)
!89 = !DIDerivedType(tag: DW_TAG_member, name: "items", scope: !86, file: !2, line: 11, baseType: !90, offset: 64)
!90 = !DICompositeType(tag: DW_TAG_array_type, baseType: !91, elements: !55)
!91 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!92 = !DILocalVariable(name: "i", scope: !93, file: !2, line: 34, type: !29)
!93 = distinct !DILexicalBlock(scope: !42, file: !2, line: 34, column: 5)
!94 = !DILocalVariable(name: "h", scope: !42, file: !2, line: 35, type: !91)
!95 = !DILocalVariable(name: "i", scope: !96, file: !2, line: 35, type: !29)
!96 = distinct !DILexicalBlock(scope: !42, file: !2, line: 35, column: 19)
!97 = distinct !DIAssignID()
!98 = !DILocation(line: 0, scope: !60)
!99 = !DILocalVariable(name: "cap", arg: 1, scope: !100, file: !2, line: 13, type: !30)
!100 = distinct !DISubprogram(name: "str_new", scope: !2, file: !2, line: 13, type: !101, scopeLine: 13, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !22, retainedNodes: !103)
!101 = !DISubroutineType(types: !102)
!102 = !{!47, !30}
!103 = !{!99, !104}
!104 = !DILocalVariable(name: "s", scope: !100, file: !2, line: 13, type: !47)
!105 = !DILocation(line: 0, scope: !100, inlinedAt: !106)
!106 = distinct !DILocation(line: 26, column: 14, scope: !42)
!107 = !DILocation(line: 13, column: 44, scope: !100, inlinedAt: !106)
!108 = !DILocation(line: 13, column: 78, scope: !100, inlinedAt: !106)
!109 = !{!110, !110, i64 0}
!110 = !{!"long", !111, i64 0}
!111 = !{!"omnipotent char", !112, i64 0}
!112 = !{!"Simple C/C++ TBAA"}
!113 = !DILocation(line: 13, column: 86, scope: !100, inlinedAt: !106)
!114 = !DILocation(line: 13, column: 90, scope: !100, inlinedAt: !106)
!115 = !DILocation(line: 13, column: 100, scope: !100, inlinedAt: !106)
!116 = !DILocation(line: 13, column: 108, scope: !100, inlinedAt: !106)
!117 = !{!111, !111, i64 0}
!118 = !DILocation(line: 0, scope: !42)
!119 = !DILocation(line: 0, scope: !58)
!120 = !DILocation(line: 27, column: 5, scope: !58)
!121 = !DILocation(line: 28, column: 55, scope: !42)
!122 = !DILocation(line: 28, column: 63, scope: !42)
!123 = !DILocation(line: 28, column: 85, scope: !42)
!124 = !DILocation(line: 28, column: 94, scope: !42)
!125 = !DILocation(line: 28, column: 5, scope: !42)
!126 = !DILocation(line: 29, column: 5, scope: !42)
!127 = !DILocation(line: 0, scope: !68)
!128 = !DILocation(line: 31, column: 5, scope: !68)
!129 = !DILocation(line: 27, column: 36, scope: !60)
!130 = !DILocation(line: 27, column: 85, scope: !60)
!131 = !DILocation(line: 27, column: 50, scope: !60)
!132 = !DILocalVariable(name: "s", arg: 1, scope: !133, file: !2, line: 14, type: !47)
!133 = distinct !DISubprogram(name: "str_append", scope: !2, file: !2, line: 14, type: !134, scopeLine: 14, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !22, retainedNodes: !138)
!134 = !DISubroutineType(types: !135)
!135 = !{!47, !47, !136}
!136 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !137, size: 64)
!137 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!138 = !{!132, !139, !140, !141}
!139 = !DILocalVariable(name: "t", arg: 2, scope: !133, file: !2, line: 14, type: !136)
!140 = !DILocalVariable(name: "n", scope: !133, file: !2, line: 15, type: !30)
!141 = !DILocalVariable(name: "nc", scope: !142, file: !2, line: 16, type: !30)
!142 = distinct !DILexicalBlock(scope: !143, file: !2, line: 16, column: 34)
!143 = distinct !DILexicalBlock(scope: !133, file: !2, line: 16, column: 9)
!144 = !DILocation(line: 0, scope: !133, inlinedAt: !145)
!145 = distinct !DILocation(line: 27, column: 95, scope: !60)
!146 = !DILocation(line: 15, column: 16, scope: !133, inlinedAt: !145)
!147 = !DILocation(line: 16, column: 12, scope: !143, inlinedAt: !145)
!148 = !DILocation(line: 16, column: 16, scope: !143, inlinedAt: !145)
!149 = !DILocation(line: 16, column: 20, scope: !143, inlinedAt: !145)
!150 = !DILocation(line: 16, column: 29, scope: !143, inlinedAt: !145)
!151 = !DILocation(line: 16, column: 24, scope: !143, inlinedAt: !145)
!152 = !DILocation(line: 16, column: 9, scope: !133, inlinedAt: !145)
!153 = !DILocation(line: 16, column: 65, scope: !142, inlinedAt: !145)
!154 = !DILocation(line: 0, scope: !142, inlinedAt: !145)
!155 = !DILocation(line: 16, column: 97, scope: !142, inlinedAt: !145)
!156 = !DILocation(line: 16, column: 74, scope: !142, inlinedAt: !145)
!157 = !DILocation(line: 16, column: 107, scope: !142, inlinedAt: !145)
!158 = !DILocation(line: 16, column: 111, scope: !142, inlinedAt: !145)
!159 = !DILocation(line: 17, column: 25, scope: !133, inlinedAt: !145)
!160 = !DILocation(line: 16, column: 117, scope: !142, inlinedAt: !145)
!161 = !DILocation(line: 17, column: 15, scope: !133, inlinedAt: !145)
!162 = !DILocation(line: 17, column: 20, scope: !133, inlinedAt: !145)
!163 = !DILocation(line: 17, column: 5, scope: !133, inlinedAt: !145)
!164 = !DILocation(line: 17, column: 48, scope: !133, inlinedAt: !145)
!165 = !DILocation(line: 27, column: 115, scope: !61)
!166 = !DILocation(line: 27, column: 30, scope: !61)
!167 = !DILocation(line: 27, column: 23, scope: !61)
!168 = distinct !{!168, !120, !169, !170}
!169 = !DILocation(line: 27, column: 115, scope: !58)
!170 = !{!"llvm.loop.mustprogress"}
!171 = !DILocation(line: 32, column: 5, scope: !42)
!172 = !DILocation(line: 33, column: 15, scope: !42)
!173 = !DILocation(line: 33, column: 69, scope: !42)
!174 = !{!175, !175, i64 0}
!175 = !{!"int", !111, i64 0}
!176 = !DILocation(line: 0, scope: !93)
!177 = !DILocation(line: 34, column: 5, scope: !93)
!178 = !DILocation(line: 34, column: 63, scope: !179)
!179 = distinct !DILexicalBlock(scope: !93, file: !2, line: 34, column: 5)
!180 = !DILocation(line: 34, column: 60, scope: !179)
!181 = !DILocation(line: 34, column: 58, scope: !179)
!182 = !DILocation(line: 34, column: 40, scope: !179)
!183 = !DILocation(line: 34, column: 52, scope: !179)
!184 = !{!185, !185, i64 0}
!185 = !{!"double", !111, i64 0}
!186 = distinct !{!186, !177, !187, !170, !188, !189}
!187 = !DILocation(line: 34, column: 66, scope: !93)
!188 = !{!"llvm.loop.isvectorized", i32 1}
!189 = !{!"llvm.loop.unroll.runtime.disable"}
!190 = !DILocation(line: 31, column: 71, scope: !70)
!191 = !DILocalVariable(name: "type", arg: 1, scope: !192, file: !2, line: 19, type: !24)
!192 = distinct !DISubprogram(name: "pk_make", scope: !2, file: !2, line: 19, type: !193, scopeLine: 19, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !22, retainedNodes: !195)
!193 = !DISubroutineType(types: !194)
!194 = !{!72, !24, !29, !29}
!195 = !{!191, !196, !197, !198, !199}
!196 = !DILocalVariable(name: "n", arg: 2, scope: !192, file: !2, line: 19, type: !29)
!197 = !DILocalVariable(name: "seed", arg: 3, scope: !192, file: !2, line: 19, type: !29)
!198 = !DILocalVariable(name: "p", scope: !192, file: !2, line: 20, type: !72)
!199 = !DILocalVariable(name: "i", scope: !200, file: !2, line: 21, type: !29)
!200 = distinct !DILexicalBlock(scope: !192, file: !2, line: 21, column: 5)
!201 = !DILocation(line: 0, scope: !192, inlinedAt: !202)
!202 = distinct !DILocation(line: 31, column: 48, scope: !70)
!203 = !DILocation(line: 20, column: 59, scope: !192, inlinedAt: !202)
!204 = !DILocation(line: 20, column: 47, scope: !192, inlinedAt: !202)
!205 = !DILocation(line: 20, column: 17, scope: !192, inlinedAt: !202)
!206 = !DILocation(line: 0, scope: !200, inlinedAt: !202)
!207 = !DILocation(line: 21, column: 5, scope: !200, inlinedAt: !202)
!208 = !DILocation(line: 21, column: 56, scope: !209, inlinedAt: !202)
!209 = distinct !DILexicalBlock(scope: !200, file: !2, line: 21, column: 5)
!210 = !DILocation(line: 21, column: 65, scope: !209, inlinedAt: !202)
!211 = !DILocation(line: 21, column: 61, scope: !209, inlinedAt: !202)
!212 = !DILocation(line: 21, column: 33, scope: !209, inlinedAt: !202)
!213 = !DILocation(line: 21, column: 44, scope: !209, inlinedAt: !202)
!214 = distinct !{!214, !207, !215, !170, !188, !189}
!215 = !DILocation(line: 21, column: 67, scope: !200, inlinedAt: !202)
!216 = !DILocation(line: 21, column: 23, scope: !209, inlinedAt: !202)
!217 = distinct !{!217, !207, !215, !170, !189, !188}
!218 = !DILocation(line: 0, scope: !70)
!219 = !DILocalVariable(name: "p", arg: 1, scope: !220, file: !2, line: 23, type: !223)
!220 = distinct !DISubprogram(name: "pk_sum", scope: !2, file: !2, line: 23, type: !221, scopeLine: 23, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !22, retainedNodes: !225)
!221 = !DISubroutineType(types: !222)
!222 = !{!66, !223}
!223 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !224, size: 64)
!224 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !73)
!225 = !{!219, !226, !227}
!226 = !DILocalVariable(name: "s", scope: !220, file: !2, line: 23, type: !66)
!227 = !DILocalVariable(name: "i", scope: !228, file: !2, line: 23, type: !29)
!228 = distinct !DILexicalBlock(scope: !220, file: !2, line: 23, column: 57)
!229 = !DILocation(line: 0, scope: !220, inlinedAt: !230)
!230 = distinct !DILocation(line: 31, column: 97, scope: !70)
!231 = !DILocation(line: 0, scope: !228, inlinedAt: !230)
!232 = !DILocation(line: 23, column: 48, scope: !220, inlinedAt: !230)
!233 = !DILocation(line: 23, column: 57, scope: !228, inlinedAt: !230)
!234 = !DILocation(line: 23, column: 84, scope: !235, inlinedAt: !230)
!235 = distinct !DILexicalBlock(scope: !228, file: !2, line: 23, column: 57)
!236 = !DILocation(line: 23, column: 93, scope: !235, inlinedAt: !230)
!237 = !DILocation(line: 23, column: 90, scope: !235, inlinedAt: !230)
!238 = distinct !{!238, !233, !239, !170, !188, !189}
!239 = !DILocation(line: 23, column: 102, scope: !228, inlinedAt: !230)
!240 = !DILocation(line: 23, column: 75, scope: !235, inlinedAt: !230)
!241 = distinct !{!241, !233, !239, !170, !189, !188}
!242 = !DILocation(line: 31, column: 94, scope: !70)
!243 = !DILocation(line: 31, column: 108, scope: !70)
!244 = !DILocation(line: 31, column: 30, scope: !71)
!245 = !DILocation(line: 31, column: 23, scope: !71)
!246 = distinct !{!246, !128, !247, !170}
!247 = !DILocation(line: 31, column: 117, scope: !68)
!248 = !DILocation(line: 35, column: 72, scope: !42)
!249 = !DILocation(line: 36, column: 5, scope: !42)
!250 = !DILocation(line: 37, column: 12, scope: !42)
!251 = !DILocation(line: 37, column: 5, scope: !42)
!252 = !DILocation(line: 0, scope: !96)
!253 = !DILocation(line: 35, column: 59, scope: !254)
!254 = distinct !DILexicalBlock(scope: !96, file: !2, line: 35, column: 19)
!255 = !DILocation(line: 35, column: 56, scope: !254)
!256 = !DILocation(line: 35, column: 50, scope: !254)
!257 = !DILocation(line: 35, column: 37, scope: !254)
!258 = !DILocation(line: 35, column: 19, scope: !96)
!259 = distinct !{!259, !258, !260, !170}
!260 = !DILocation(line: 35, column: 69, scope: !96)
!261 = !DISubprogram(name: "snprintf", scope: !262, file: !262, line: 378, type: !263, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!262 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!263 = !DISubroutineType(types: !264)
!264 = !{!29, !265, !30, !267, null}
!265 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !266)
!266 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!267 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !136)
!268 = !DISubprogram(name: "printf", scope: !262, file: !262, line: 356, type: !269, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!269 = !DISubroutineType(types: !270)
!270 = !{!29, !267, null}
!271 = !DISubprogram(name: "free", scope: !272, file: !272, line: 568, type: !273, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!272 = !DIFile(filename: "/usr/include/stdlib.h", directory: "", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!273 = !DISubroutineType(types: !274)
!274 = !{null, !275}
!275 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!276 = !DISubprogram(name: "malloc", scope: !272, file: !272, line: 553, type: !277, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!277 = !DISubroutineType(types: !278)
!278 = !{!275, !30}
!279 = !DISubprogram(name: "strlen", scope: !280, file: !280, line: 407, type: !281, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!280 = !DIFile(filename: "/usr/include/string.h", directory: "", checksumkind: CSK_MD5, checksum: "0ee11a08692643b86154f96759d0f7fa")
!281 = !DISubroutineType(types: !282)
!282 = !{!32, !136}
!283 = !DISubprogram(name: "realloc", scope: !272, file: !272, line: 564, type: !284, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!284 = !DISubroutineType(types: !285)
!285 = !{!275, !275, !30}
