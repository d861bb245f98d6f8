; ModuleID = 'programs/vla_multidim.c'
source_filename = "programs/vla_multidim.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [26 x i8] c"n=%d sizeof=%zu trace=%g\0A\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [42 x i8] c"b[10][6]=%d b[3][2]=%d row_sum(a[4])=%ld\0A\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [42 x i8] c"cells k=%d sizeof=%zu last=%d%c calls=%d\0A\00", align 1, !dbg !12
@calls = internal unnamed_addr global i32 0, align 4, !dbg !14
@.str.3 = private unnamed_addr constant [30 x i8] c"vbuf sum sample=%d total=%ld\0A\00", align 1, !dbg !29

; Function Attrs: nofree nounwind uwtable
define dso_local range(i32 0, 128) i32 @main() local_unnamed_addr #0 !dbg !42 {
    #dbg_value(i64 0, !46, !DIExpression(), !103)
    #dbg_value(i32 1, !47, !DIExpression(), !104)
  br label %34, !dbg !105

1:                                                ; preds = %93
    #dbg_value(i32 7, !64, !DIExpression(), !103)
    #dbg_value(i32 11, !65, !DIExpression(), !103)
  %2 = alloca [77 x i32], align 16, !dbg !106
    #dbg_value(i64 7, !66, !DIExpression(), !103)
    #dbg_value(i64 11, !67, !DIExpression(), !103)
    #dbg_declare(ptr %2, !68, !DIExpression(), !107)
  %3 = alloca [77 x i32], align 16, !dbg !106
    #dbg_value(i64 11, !73, !DIExpression(), !103)
    #dbg_value(i64 7, !74, !DIExpression(), !103)
    #dbg_declare(ptr %3, !75, !DIExpression(), !108)
    #dbg_value(i64 0, !80, !DIExpression(), !109)
    #dbg_value(i64 0, !82, !DIExpression(), !110)
    #dbg_value(i64 1, !82, !DIExpression(), !110)
    #dbg_value(i64 2, !82, !DIExpression(), !110)
    #dbg_value(i64 3, !82, !DIExpression(), !110)
  store <4 x i32> <i32 0, i32 1, i32 2, i32 3>, ptr %2, align 16, !dbg !111, !tbaa !113
    #dbg_value(i64 4, !82, !DIExpression(), !110)
  %4 = getelementptr inbounds i8, ptr %2, i64 16, !dbg !117
    #dbg_value(i64 5, !82, !DIExpression(), !110)
    #dbg_value(i64 6, !82, !DIExpression(), !110)
    #dbg_value(i64 7, !82, !DIExpression(), !110)
  store <4 x i32> <i32 4, i32 5, i32 6, i32 7>, ptr %4, align 16, !dbg !111, !tbaa !113
    #dbg_value(i64 8, !82, !DIExpression(), !110)
  %5 = getelementptr inbounds i8, ptr %2, i64 32, !dbg !117
    #dbg_value(i64 9, !82, !DIExpression(), !110)
    #dbg_value(i64 10, !82, !DIExpression(), !110)
    #dbg_value(i64 11, !82, !DIExpression(), !110)
    #dbg_value(i64 1, !80, !DIExpression(), !109)
    #dbg_value(i64 0, !82, !DIExpression(), !110)
  store <4 x i32> <i32 8, i32 9, i32 10, i32 100>, ptr %5, align 16, !dbg !111, !tbaa !113
    #dbg_value(i64 1, !82, !DIExpression(), !110)
  %6 = getelementptr inbounds i8, ptr %2, i64 48, !dbg !117
    #dbg_value(i64 2, !82, !DIExpression(), !110)
    #dbg_value(i64 3, !82, !DIExpression(), !110)
    #dbg_value(i64 4, !82, !DIExpression(), !110)
  store <4 x i32> <i32 101, i32 102, i32 103, i32 104>, ptr %6, align 16, !dbg !111, !tbaa !113
    #dbg_value(i64 5, !82, !DIExpression(), !110)
  %7 = getelementptr inbounds i8, ptr %2, i64 64, !dbg !117
    #dbg_value(i64 6, !82, !DIExpression(), !110)
    #dbg_value(i64 7, !82, !DIExpression(), !110)
    #dbg_value(i64 8, !82, !DIExpression(), !110)
  store <4 x i32> <i32 105, i32 106, i32 107, i32 108>, ptr %7, align 16, !dbg !111, !tbaa !113
    #dbg_value(i64 9, !82, !DIExpression(), !110)
  %8 = getelementptr inbounds i8, ptr %2, i64 80, !dbg !117
    #dbg_value(i64 10, !82, !DIExpression(), !110)
    #dbg_value(i64 11, !82, !DIExpression(), !110)
    #dbg_value(i64 2, !80, !DIExpression(), !109)
    #dbg_value(i64 0, !82, !DIExpression(), !110)
    #dbg_value(i64 1, !82, !DIExpression(), !110)
  store <4 x i32> <i32 109, i32 110, i32 200, i32 201>, ptr %8, align 16, !dbg !111, !tbaa !113
    #dbg_value(i64 2, !82, !DIExpression(), !110)
  %9 = getelementptr inbounds i8, ptr %2, i64 96, !dbg !117
    #dbg_value(i64 3, !82, !DIExpression(), !110)
    #dbg_value(i64 4, !82, !DIExpression(), !110)
    #dbg_value(i64 5, !82, !DIExpression(), !110)
  store <4 x i32> <i32 202, i32 203, i32 204, i32 205>, ptr %9, align 16, !dbg !111, !tbaa !113
    #dbg_value(i64 6, !82, !DIExpression(), !110)
  %10 = getelementptr inbounds i8, ptr %2, i64 112, !dbg !117
    #dbg_value(i64 7, !82, !DIExpression(), !110)
    #dbg_value(i64 8, !82, !DIExpression(), !110)
    #dbg_value(i64 9, !82, !DIExpression(), !110)
  store <4 x i32> <i32 206, i32 207, i32 208, i32 209>, ptr %10, align 16, !dbg !111, !tbaa !113
    #dbg_value(i64 10, !82, !DIExpression(), !110)
  %11 = getelementptr inbounds i8, ptr %2, i64 128, !dbg !117
    #dbg_value(i64 11, !82, !DIExpression(), !110)
    #dbg_value(i64 3, !80, !DIExpression(), !109)
    #dbg_value(i64 0, !82, !DIExpression(), !110)
    #dbg_value(i64 1, !82, !DIExpression(), !110)
    #dbg_value(i64 2, !82, !DIExpression(), !110)
  store <4 x i32> <i32 210, i32 300, i32 301, i32 302>, ptr %11, align 16, !dbg !111, !tbaa !113
    #dbg_value(i64 3, !82, !DIExpression(), !110)
  %12 = getelementptr inbounds i8, ptr %2, i64 144, !dbg !117
    #dbg_value(i64 4, !82, !DIExpression(), !110)
    #dbg_value(i64 5, !82, !DIExpression(), !110)
    #dbg_value(i64 6, !82, !DIExpression(), !110)
  store <4 x i32> <i32 303, i32 304, i32 305, i32 306>, ptr %12, align 16, !dbg !111, !tbaa !113
    #dbg_value(i64 7, !82, !DIExpression(), !110)
  %13 = getelementptr inbounds i8, ptr %2, i64 160, !dbg !117
    #dbg_value(i64 8, !82, !DIExpression(), !110)
    #dbg_value(i64 9, !82, !DIExpression(), !110)
    #dbg_value(i64 10, !82, !DIExpression(), !110)
  store <4 x i32> <i32 307, i32 308, i32 309, i32 310>, ptr %13, align 16, !dbg !111, !tbaa !113
    #dbg_value(i64 11, !82, !DIExpression(), !110)
    #dbg_value(i64 4, !80, !DIExpression(), !109)
  %14 = getelementptr inbounds i8, ptr %2, i64 176
    #dbg_value(i64 0, !82, !DIExpression(), !110)
    #dbg_value(i64 1, !82, !DIExpression(), !110)
    #dbg_value(i64 2, !82, !DIExpression(), !110)
    #dbg_value(i64 3, !82, !DIExpression(), !110)
  store <4 x i32> <i32 400, i32 401, i32 402, i32 403>, ptr %14, align 16, !dbg !111, !tbaa !113
    #dbg_value(i64 4, !82, !DIExpression(), !110)
  %15 = getelementptr inbounds i8, ptr %2, i64 192, !dbg !117
    #dbg_value(i64 5, !82, !DIExpression(), !110)
    #dbg_value(i64 6, !82, !DIExpression(), !110)
    #dbg_value(i64 7, !82, !DIExpression(), !110)
  store <4 x i32> <i32 404, i32 405, i32 406, i32 407>, ptr %15, align 16, !dbg !111, !tbaa !113
    #dbg_value(i64 8, !82, !DIExpression(), !110)
  %16 = getelementptr inbounds i8, ptr %2, i64 208, !dbg !117
    #dbg_value(i64 9, !82, !DIExpression(), !110)
    #dbg_value(i64 10, !82, !DIExpression(), !110)
    #dbg_value(i64 11, !82, !DIExpression(), !110)
    #dbg_value(i64 5, !80, !DIExpression(), !109)
    #dbg_value(i64 0, !82, !DIExpression(), !110)
  store <4 x i32> <i32 408, i32 409, i32 410, i32 500>, ptr %16, align 16, !dbg !111, !tbaa !113
    #dbg_value(i64 1, !82, !DIExpression(), !110)
  %17 = getelementptr inbounds i8, ptr %2, i64 224, !dbg !117
    #dbg_value(i64 2, !82, !DIExpression(), !110)
    #dbg_value(i64 3, !82, !DIExpression(), !110)
    #dbg_value(i64 4, !82, !DIExpression(), !110)
  store <4 x i32> <i32 501, i32 502, i32 503, i32 504>, ptr %17, align 16, !dbg !111, !tbaa !113
    #dbg_value(i64 5, !82, !DIExpression(), !110)
  %18 = getelementptr inbounds i8, ptr %2, i64 240, !dbg !117
    #dbg_value(i64 6, !82, !DIExpression(), !110)
    #dbg_value(i64 7, !82, !DIExpression(), !110)
    #dbg_value(i64 8, !82, !DIExpression(), !110)
  store <4 x i32> <i32 505, i32 506, i32 507, i32 508>, ptr %18, align 16, !dbg !111, !tbaa !113
    #dbg_value(i64 9, !82, !DIExpression(), !110)
  %19 = getelementptr inbounds i8, ptr %2, i64 256, !dbg !117
    #dbg_value(i64 10, !82, !DIExpression(), !110)
    #dbg_value(i64 11, !82, !DIExpression(), !110)
    #dbg_value(i64 6, !80, !DIExpression(), !109)
    #dbg_value(i64 0, !82, !DIExpression(), !110)
    #dbg_value(i64 1, !82, !DIExpression(), !110)
  store <4 x i32> <i32 509, i32 510, i32 600, i32 601>, ptr %19, align 16, !dbg !111, !tbaa !113
    #dbg_value(i64 2, !82, !DIExpression(), !110)
  %20 = getelementptr inbounds i8, ptr %2, i64 272, !dbg !117
    #dbg_value(i64 3, !82, !DIExpression(), !110)
    #dbg_value(i64 4, !82, !DIExpression(), !110)
    #dbg_value(i64 5, !82, !DIExpression(), !110)
  store <4 x i32> <i32 602, i32 603, i32 604, i32 605>, ptr %20, align 16, !dbg !111, !tbaa !113
    #dbg_value(i64 6, !82, !DIExpression(), !110)
  %21 = getelementptr inbounds i8, ptr %2, i64 288, !dbg !117
    #dbg_value(i64 7, !82, !DIExpression(), !110)
    #dbg_value(i64 8, !82, !DIExpression(), !110)
    #dbg_value(i64 9, !82, !DIExpression(), !110)
  store <4 x i32> <i32 606, i32 607, i32 608, i32 609>, ptr %21, align 16, !dbg !111, !tbaa !113
    #dbg_value(i64 10, !82, !DIExpression(), !110)
  %22 = getelementptr inbounds i8, ptr %2, i64 304, !dbg !117
  store i32 610, ptr %22, align 16, !dbg !111, !tbaa !113
    #dbg_value(i64 11, !82, !DIExpression(), !110)
    #dbg_value(i64 7, !80, !DIExpression(), !109)
  call fastcc void @transpose(ptr noundef nonnull %2, ptr noundef nonnull %3), !dbg !118
  %23 = getelementptr inbounds i8, ptr %3, i64 304, !dbg !119
  %24 = load i32, ptr %23, align 16, !dbg !119, !tbaa !113
  %25 = getelementptr inbounds i8, ptr %3, i64 92, !dbg !120
  %26 = load i32, ptr %25, align 4, !dbg !120, !tbaa !113
  %27 = call fastcc i64 @row_sum(ptr noundef nonnull %14), !dbg !121
  %28 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %24, i32 noundef %26, i64 noundef %27), !dbg !122
  tail call fastcc void @size_of_next(), !dbg !123
    #dbg_value(i32 16, !85, !DIExpression(), !103)
    #dbg_value(i64 16, !86, !DIExpression(), !103)
    #dbg_value(i8 undef, !87, !DIExpression(), !103)
  %29 = load i32, ptr @calls, align 4, !dbg !124, !tbaa !113
  %30 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 16, i64 noundef 128, i32 noundef 225, i32 noundef 112, i32 noundef %29), !dbg !125
    #dbg_value(i32 100000, !97, !DIExpression(), !103)
    #dbg_value(i64 100000, !98, !DIExpression(), !103)
  %31 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 14, i64 noundef %77), !dbg !126
  %32 = trunc i64 %77 to i32, !dbg !127
  %33 = and i32 %32, 127, !dbg !127
  ret i32 %33, !dbg !128

34:                                               ; preds = %0, %93
  %35 = phi i64 [ 1, %0 ], [ %94, %93 ]
  %36 = phi i64 [ 0, %0 ], [ %77, %93 ]
    #dbg_value(i64 %36, !46, !DIExpression(), !103)
    #dbg_value(i64 %35, !47, !DIExpression(), !104)
  %37 = tail call ptr @llvm.stacksave.p0(), !dbg !129
  %38 = mul nuw nsw i64 %35, %35, !dbg !129
  %39 = alloca double, i64 %38, align 16, !dbg !129
    #dbg_value(i64 %35, !49, !DIExpression(), !130)
    #dbg_value(i64 %35, !52, !DIExpression(), !130)
    #dbg_declare(ptr %39, !53, !DIExpression(), !131)
    #dbg_value(i32 0, !59, !DIExpression(), !132)
  %40 = trunc nuw nsw i64 %35 to i32
  %41 = uitofp nneg i32 %40 to double
  %42 = icmp ult i64 %35, 4
  %43 = and i64 %35, 9223372036854775804
  %44 = icmp eq i64 %35, %43
  br label %45, !dbg !133

45:                                               ; preds = %34, %80
  %46 = phi i64 [ 0, %34 ], [ %81, %80 ]
    #dbg_value(i64 %46, !59, !DIExpression(), !132)
  %47 = trunc nuw nsw i64 %46 to i32
  %48 = uitofp nneg i32 %47 to double
  %49 = fmul double %48, 5.000000e-01
  %50 = fadd double %49, %41
  %51 = mul nuw nsw i64 %46, %35
  %52 = getelementptr inbounds double, ptr %39, i64 %51
    #dbg_value(i32 0, !61, !DIExpression(), !134)
  br i1 %42, label %53, label %55, !dbg !135

53:                                               ; preds = %73, %45
  %54 = phi i64 [ 0, %45 ], [ %43, %73 ]
  br label %83, !dbg !135

55:                                               ; preds = %45
  %56 = insertelement <2 x i64> poison, i64 %46, i64 0, !dbg !135
  %57 = shufflevector <2 x i64> %56, <2 x i64> poison, <2 x i32> zeroinitializer, !dbg !135
  %58 = insertelement <2 x double> poison, double %50, i64 0, !dbg !135
  %59 = shufflevector <2 x double> %58, <2 x double> poison, <2 x i32> zeroinitializer, !dbg !135
  br label %60, !dbg !135

60:                                               ; preds = %60, %55
  %61 = phi i64 [ 0, %55 ], [ %70, %60 ], !dbg !136
  %62 = phi <2 x i64> [ <i64 0, i64 1>, %55 ], [ %71, %60 ]
  %63 = add <2 x i64> %62, <i64 2, i64 2>
  %64 = icmp eq <2 x i64> %57, %62, !dbg !138
  %65 = icmp eq <2 x i64> %57, %63, !dbg !138
  %66 = select <2 x i1> %64, <2 x double> %59, <2 x double> <double -1.000000e+00, double -1.000000e+00>, !dbg !139
  %67 = select <2 x i1> %65, <2 x double> %59, <2 x double> <double -1.000000e+00, double -1.000000e+00>, !dbg !139
  %68 = getelementptr inbounds double, ptr %52, i64 %61, !dbg !140
  %69 = getelementptr inbounds i8, ptr %68, i64 16, !dbg !141
  store <2 x double> %66, ptr %68, align 8, !dbg !141, !tbaa !142
  store <2 x double> %67, ptr %69, align 8, !dbg !141, !tbaa !142
  %70 = add nuw i64 %61, 4, !dbg !136
  %71 = add <2 x i64> %62, <i64 4, i64 4>
  %72 = icmp eq i64 %70, %43, !dbg !136
  br i1 %72, label %73, label %60, !dbg !136, !llvm.loop !144

73:                                               ; preds = %60
  br i1 %44, label %80, label %53, !dbg !135

74:                                               ; preds = %80
  %75 = call fastcc double @trace(i32 noundef %40, ptr noundef nonnull %39), !dbg !149
  %76 = fptosi double %75 to i64, !dbg !150
  %77 = add nsw i64 %36, %76, !dbg !151
    #dbg_value(i64 %77, !46, !DIExpression(), !103)
  %78 = urem i32 %40, 13, !dbg !152
  %79 = icmp eq i32 %78, 0, !dbg !154
  br i1 %79, label %90, label %93, !dbg !155

80:                                               ; preds = %83, %73
  %81 = add nuw nsw i64 %46, 1, !dbg !156
    #dbg_value(i64 %81, !59, !DIExpression(), !132)
  %82 = icmp eq i64 %81, %35, !dbg !157
  br i1 %82, label %74, label %45, !dbg !133, !llvm.loop !158

83:                                               ; preds = %53, %83
  %84 = phi i64 [ %88, %83 ], [ %54, %53 ]
    #dbg_value(i64 %84, !61, !DIExpression(), !134)
  %85 = icmp eq i64 %46, %84, !dbg !138
  %86 = select i1 %85, double %50, double -1.000000e+00, !dbg !139
  %87 = getelementptr inbounds double, ptr %52, i64 %84, !dbg !140
  store double %86, ptr %87, align 8, !dbg !141, !tbaa !142
  %88 = add nuw nsw i64 %84, 1, !dbg !136
    #dbg_value(i64 %88, !61, !DIExpression(), !134)
  %89 = icmp eq i64 %88, %35, !dbg !160
  br i1 %89, label %80, label %83, !dbg !135, !llvm.loop !161

90:                                               ; preds = %74
  %91 = shl nuw nsw i64 %38, 3, !dbg !162
  %92 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %40, i64 noundef %91, double noundef %75), !dbg !163
  br label %93, !dbg !163

93:                                               ; preds = %90, %74
  tail call void @llvm.stackrestore.p0(ptr %37), !dbg !164
  %94 = add nuw nsw i64 %35, 1, !dbg !165
    #dbg_value(i64 %77, !46, !DIExpression(), !103)
    #dbg_value(i64 %94, !47, !DIExpression(), !104)
  %95 = icmp eq i64 %94, 41, !dbg !166
  br i1 %95, label %1, label %34, !dbg !105, !llvm.loop !167
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare ptr @llvm.stacksave.p0() #1

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: read) uwtable
define internal fastcc double @trace(i32 noundef %0, ptr nocapture noundef readonly %1) unnamed_addr #2 !dbg !169 {
    #dbg_value(i32 %0, !175, !DIExpression(), !180)
    #dbg_value(ptr %1, !176, !DIExpression(), !180)
  %3 = zext i32 %0 to i64
    #dbg_value(double 0.000000e+00, !177, !DIExpression(), !180)
    #dbg_value(i32 0, !178, !DIExpression(), !181)
  %4 = icmp sgt i32 %0, 0, !dbg !182
  br i1 %4, label %5, label %27, !dbg !184

5:                                                ; preds = %2
  %6 = and i64 %3, 3, !dbg !184
  %7 = icmp ult i32 %0, 4, !dbg !184
  br i1 %7, label %10, label %8, !dbg !184

8:                                                ; preds = %5
  %9 = and i64 %3, 2147483644, !dbg !184
  br label %29, !dbg !184

10:                                               ; preds = %29, %5
  %11 = phi double [ poison, %5 ], [ %55, %29 ]
  %12 = phi i64 [ 0, %5 ], [ %56, %29 ]
  %13 = phi double [ 0.000000e+00, %5 ], [ %55, %29 ]
  %14 = icmp eq i64 %6, 0, !dbg !184
  br i1 %14, label %27, label %15, !dbg !184

15:                                               ; preds = %10, %15
  %16 = phi i64 [ %24, %15 ], [ %12, %10 ]
  %17 = phi double [ %23, %15 ], [ %13, %10 ]
  %18 = phi i64 [ %25, %15 ], [ 0, %10 ]
    #dbg_value(i64 %16, !178, !DIExpression(), !181)
    #dbg_value(double %17, !177, !DIExpression(), !180)
  %19 = mul nuw nsw i64 %16, %3, !dbg !185
  %20 = getelementptr inbounds double, ptr %1, i64 %19, !dbg !185
  %21 = getelementptr inbounds double, ptr %20, i64 %16, !dbg !185
  %22 = load double, ptr %21, align 8, !dbg !185, !tbaa !142
  %23 = fadd double %17, %22, !dbg !186
    #dbg_value(double %23, !177, !DIExpression(), !180)
  %24 = add nuw nsw i64 %16, 1, !dbg !187
    #dbg_value(i64 %24, !178, !DIExpression(), !181)
  %25 = add i64 %18, 1, !dbg !184
  %26 = icmp eq i64 %25, %6, !dbg !184
  br i1 %26, label %27, label %15, !dbg !184, !llvm.loop !188

27:                                               ; preds = %10, %15, %2
  %28 = phi double [ 0.000000e+00, %2 ], [ %11, %10 ], [ %23, %15 ], !dbg !190
  ret double %28, !dbg !191

29:                                               ; preds = %29, %8
  %30 = phi i64 [ 0, %8 ], [ %56, %29 ]
  %31 = phi double [ 0.000000e+00, %8 ], [ %55, %29 ]
  %32 = phi i64 [ 0, %8 ], [ %57, %29 ]
    #dbg_value(i64 %30, !178, !DIExpression(), !181)
    #dbg_value(double %31, !177, !DIExpression(), !180)
  %33 = mul nuw nsw i64 %30, %3, !dbg !185
  %34 = getelementptr inbounds double, ptr %1, i64 %33, !dbg !185
  %35 = getelementptr inbounds double, ptr %34, i64 %30, !dbg !185
  %36 = load double, ptr %35, align 8, !dbg !185, !tbaa !142
  %37 = fadd double %31, %36, !dbg !186
    #dbg_value(double %37, !177, !DIExpression(), !180)
  %38 = or disjoint i64 %30, 1, !dbg !187
    #dbg_value(i64 %38, !178, !DIExpression(), !181)
  %39 = mul nuw nsw i64 %38, %3, !dbg !185
  %40 = getelementptr inbounds double, ptr %1, i64 %39, !dbg !185
  %41 = getelementptr inbounds double, ptr %40, i64 %38, !dbg !185
  %42 = load double, ptr %41, align 8, !dbg !185, !tbaa !142
  %43 = fadd double %37, %42, !dbg !186
    #dbg_value(double %43, !177, !DIExpression(), !180)
  %44 = or disjoint i64 %30, 2, !dbg !187
    #dbg_value(i64 %44, !178, !DIExpression(), !181)
  %45 = mul nuw nsw i64 %44, %3, !dbg !185
  %46 = getelementptr inbounds double, ptr %1, i64 %45, !dbg !185
  %47 = getelementptr inbounds double, ptr %46, i64 %44, !dbg !185
  %48 = load double, ptr %47, align 8, !dbg !185, !tbaa !142
  %49 = fadd double %43, %48, !dbg !186
    #dbg_value(double %49, !177, !DIExpression(), !180)
  %50 = or disjoint i64 %30, 3, !dbg !187
    #dbg_value(i64 %50, !178, !DIExpression(), !181)
  %51 = mul nuw nsw i64 %50, %3, !dbg !185
  %52 = getelementptr inbounds double, ptr %1, i64 %51, !dbg !185
  %53 = getelementptr inbounds double, ptr %52, i64 %50, !dbg !185
  %54 = load double, ptr %53, align 8, !dbg !185, !tbaa !142
  %55 = fadd double %49, %54, !dbg !186
    #dbg_value(double %55, !177, !DIExpression(), !180)
  %56 = add nuw nsw i64 %30, 4, !dbg !187
    #dbg_value(i64 %56, !178, !DIExpression(), !181)
  %57 = add i64 %32, 4, !dbg !184
  %58 = icmp eq i64 %57, %9, !dbg !184
  br i1 %58, label %10, label %29, !dbg !184, !llvm.loop !192
}

; Function Attrs: nofree nounwind
declare !dbg !194 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.stackrestore.p0(ptr) #1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define internal fastcc void @transpose(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1) unnamed_addr #4 !dbg !201 {
    #dbg_value(i32 7, !207, !DIExpression(), !216)
    #dbg_value(i32 11, !208, !DIExpression(), !216)
    #dbg_value(ptr %0, !209, !DIExpression(), !216)
    #dbg_value(ptr %1, !210, !DIExpression(), !216)
    #dbg_value(i32 0, !211, !DIExpression(), !217)
    #dbg_value(i64 0, !211, !DIExpression(), !217)
    #dbg_value(i32 0, !213, !DIExpression(), !218)
    #dbg_value(i64 0, !213, !DIExpression(), !218)
  %3 = load i32, ptr %0, align 4, !dbg !219, !tbaa !113
  store i32 %3, ptr %1, align 4, !dbg !221, !tbaa !113
    #dbg_value(i64 1, !213, !DIExpression(), !218)
  %4 = getelementptr inbounds i8, ptr %0, i64 4, !dbg !219
  %5 = load i32, ptr %4, align 4, !dbg !219, !tbaa !113
  %6 = getelementptr inbounds i8, ptr %1, i64 28, !dbg !222
  store i32 %5, ptr %6, align 4, !dbg !221, !tbaa !113
    #dbg_value(i64 2, !213, !DIExpression(), !218)
  %7 = getelementptr inbounds i8, ptr %0, i64 8, !dbg !219
  %8 = load i32, ptr %7, align 4, !dbg !219, !tbaa !113
  %9 = getelementptr inbounds i8, ptr %1, i64 56, !dbg !222
  store i32 %8, ptr %9, align 4, !dbg !221, !tbaa !113
    #dbg_value(i64 3, !213, !DIExpression(), !218)
  %10 = getelementptr inbounds i8, ptr %0, i64 12, !dbg !219
  %11 = load i32, ptr %10, align 4, !dbg !219, !tbaa !113
  %12 = getelementptr inbounds i8, ptr %1, i64 84, !dbg !222
  store i32 %11, ptr %12, align 4, !dbg !221, !tbaa !113
    #dbg_value(i64 4, !213, !DIExpression(), !218)
  %13 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !219
  %14 = load i32, ptr %13, align 4, !dbg !219, !tbaa !113
  %15 = getelementptr inbounds i8, ptr %1, i64 112, !dbg !222
  store i32 %14, ptr %15, align 4, !dbg !221, !tbaa !113
    #dbg_value(i64 5, !213, !DIExpression(), !218)
  %16 = getelementptr inbounds i8, ptr %0, i64 20, !dbg !219
  %17 = load i32, ptr %16, align 4, !dbg !219, !tbaa !113
  %18 = getelementptr inbounds i8, ptr %1, i64 140, !dbg !222
  store i32 %17, ptr %18, align 4, !dbg !221, !tbaa !113
    #dbg_value(i64 6, !213, !DIExpression(), !218)
  %19 = getelementptr inbounds i8, ptr %0, i64 24, !dbg !219
  %20 = load i32, ptr %19, align 4, !dbg !219, !tbaa !113
  %21 = getelementptr inbounds i8, ptr %1, i64 168, !dbg !222
  store i32 %20, ptr %21, align 4, !dbg !221, !tbaa !113
    #dbg_value(i64 7, !213, !DIExpression(), !218)
  %22 = getelementptr inbounds i8, ptr %0, i64 28, !dbg !219
  %23 = load i32, ptr %22, align 4, !dbg !219, !tbaa !113
  %24 = getelementptr inbounds i8, ptr %1, i64 196, !dbg !222
  store i32 %23, ptr %24, align 4, !dbg !221, !tbaa !113
    #dbg_value(i64 8, !213, !DIExpression(), !218)
  %25 = getelementptr inbounds i8, ptr %0, i64 32, !dbg !219
  %26 = load i32, ptr %25, align 4, !dbg !219, !tbaa !113
  %27 = getelementptr inbounds i8, ptr %1, i64 224, !dbg !222
  store i32 %26, ptr %27, align 4, !dbg !221, !tbaa !113
    #dbg_value(i64 9, !213, !DIExpression(), !218)
  %28 = getelementptr inbounds i8, ptr %0, i64 36, !dbg !219
  %29 = load i32, ptr %28, align 4, !dbg !219, !tbaa !113
  %30 = getelementptr inbounds i8, ptr %1, i64 252, !dbg !222
  store i32 %29, ptr %30, align 4, !dbg !221, !tbaa !113
    #dbg_value(i64 10, !213, !DIExpression(), !218)
  %31 = getelementptr inbounds i8, ptr %0, i64 40, !dbg !219
  %32 = load i32, ptr %31, align 4, !dbg !219, !tbaa !113
  %33 = getelementptr inbounds i8, ptr %1, i64 280, !dbg !222
  store i32 %32, ptr %33, align 4, !dbg !221, !tbaa !113
    #dbg_value(i64 11, !213, !DIExpression(), !218)
    #dbg_value(i64 1, !211, !DIExpression(), !217)
  %34 = getelementptr inbounds i8, ptr %0, i64 44
  %35 = getelementptr inbounds i8, ptr %1, i64 4, !dbg !223
    #dbg_value(i32 0, !213, !DIExpression(), !218)
    #dbg_value(i64 0, !213, !DIExpression(), !218)
  %36 = load i32, ptr %34, align 4, !dbg !219, !tbaa !113
  store i32 %36, ptr %35, align 4, !dbg !221, !tbaa !113
    #dbg_value(i64 1, !213, !DIExpression(), !218)
  %37 = getelementptr inbounds i8, ptr %0, i64 48, !dbg !219
  %38 = load i32, ptr %37, align 4, !dbg !219, !tbaa !113
  %39 = getelementptr inbounds i8, ptr %1, i64 32, !dbg !222
  store i32 %38, ptr %39, align 4, !dbg !221, !tbaa !113
    #dbg_value(i64 2, !213, !DIExpression(), !218)
  %40 = getelementptr inbounds i8, ptr %0, i64 52, !dbg !219
  %41 = load i32, ptr %40, align 4, !dbg !219, !tbaa !113
  %42 = getelementptr inbounds i8, ptr %1, i64 60, !dbg !222
  store i32 %41, ptr %42, align 4, !dbg !221, !tbaa !113
    #dbg_value(i64 3, !213, !DIExpression(), !218)
  %43 = getelementptr inbounds i8, ptr %0, i64 56, !dbg !219
  %44 = load i32, ptr %43, align 4, !dbg !219, !tbaa !113
  %45 = getelementptr inbounds i8, ptr %1, i64 88, !dbg !222
  store i32 %44, ptr %45, align 4, !dbg !221, !tbaa !113
    #dbg_value(i64 4, !213, !DIExpression(), !218)
  %46 = getelementptr inbounds i8, ptr %0, i64 60, !dbg !219
  %47 = load i32, ptr %46, align 4, !dbg !219, !tbaa !113
  %48 = getelementptr inbounds i8, ptr %1, i64 116, !dbg !222
  store i32 %47, ptr %48, align 4, !dbg !221, !tbaa !113
    #dbg_value(i64 5, !213, !DIExpression(), !218)
  %49 = getelementptr inbounds i8, ptr %0, i64 64, !dbg !219
  %50 = load i32, ptr %49, align 4, !dbg !219, !tbaa !113
  %51 = getelementptr inbounds i8, ptr %1, i64 144, !dbg !222
  store i32 %50, ptr %51, align 4, !dbg !221, !tbaa !113
    #dbg_value(i64 6, !213, !DIExpression(), !218)
  %52 = getelementptr inbounds i8, ptr %0, i64 68, !dbg !219
  %53 = load i32, ptr %52, align 4, !dbg !219, !tbaa !113
  %54 = getelementptr inbounds i8, ptr %1, i64 172, !dbg !222
  store i32 %53, ptr %54, align 4, !dbg !221, !tbaa !113
    #dbg_value(i64 7, !213, !DIExpression(), !218)
  %55 = getelementptr inbounds i8, ptr %0, i64 72, !dbg !219
  %56 = load i32, ptr %55, align 4, !dbg !219, !tbaa !113
  %57 = getelementptr inbounds i8, ptr %1, i64 200, !dbg !222
  store i32 %56, ptr %57, align 4, !dbg !221, !tbaa !113
    #dbg_value(i64 8, !213, !DIExpression(), !218)
  %58 = getelementptr inbounds i8, ptr %0, i64 76, !dbg !219
  %59 = load i32, ptr %58, align 4, !dbg !219, !tbaa !113
  %60 = getelementptr inbounds i8, ptr %1, i64 228, !dbg !222
  store i32 %59, ptr %60, align 4, !dbg !221, !tbaa !113
    #dbg_value(i64 9, !213, !DIExpression(), !218)
  %61 = getelementptr inbounds i8, ptr %0, i64 80, !dbg !219
  %62 = load i32, ptr %61, align 4, !dbg !219, !tbaa !113
  %63 = getelementptr inbounds i8, ptr %1, i64 256, !dbg !222
  store i32 %62, ptr %63, align 4, !dbg !221, !tbaa !113
    #dbg_value(i64 10, !213, !DIExpression(), !218)
  %64 = getelementptr inbounds i8, ptr %0, i64 84, !dbg !219
  %65 = load i32, ptr %64, align 4, !dbg !219, !tbaa !113
  %66 = getelementptr inbounds i8, ptr %1, i64 284, !dbg !222
  store i32 %65, ptr %66, align 4, !dbg !221, !tbaa !113
    #dbg_value(i64 11, !213, !DIExpression(), !218)
    #dbg_value(i64 2, !211, !DIExpression(), !217)
  %67 = getelementptr inbounds i8, ptr %0, i64 88
  %68 = getelementptr inbounds i8, ptr %1, i64 8, !dbg !223
    #dbg_value(i32 0, !213, !DIExpression(), !218)
    #dbg_value(i64 0, !213, !DIExpression(), !218)
  %69 = load i32, ptr %67, align 4, !dbg !219, !tbaa !113
  store i32 %69, ptr %68, align 4, !dbg !221, !tbaa !113
    #dbg_value(i64 1, !213, !DIExpression(), !218)
  %70 = getelementptr inbounds i8, ptr %0, i64 92, !dbg !219
  %71 = load i32, ptr %70, align 4, !dbg !219, !tbaa !113
  %72 = getelementptr inbounds i8, ptr %1, i64 36, !dbg !222
  store i32 %71, ptr %72, align 4, !dbg !221, !tbaa !113
    #dbg_value(i64 2, !213, !DIExpression(), !218)
  %73 = getelementptr inbounds i8, ptr %0, i64 96, !dbg !219
  %74 = load i32, ptr %73, align 4, !dbg !219, !tbaa !113
  %75 = getelementptr inbounds i8, ptr %1, i64 64, !dbg !222
  store i32 %74, ptr %75, align 4, !dbg !221, !tbaa !113
    #dbg_value(i64 3, !213, !DIExpression(), !218)
  %76 = getelementptr inbounds i8, ptr %0, i64 100, !dbg !219
  %77 = load i32, ptr %76, align 4, !dbg !219, !tbaa !113
  %78 = getelementptr inbounds i8, ptr %1, i64 92, !dbg !222
  store i32 %77, ptr %78, align 4, !dbg !221, !tbaa !113
    #dbg_value(i64 4, !213, !DIExpression(), !218)
  %79 = getelementptr inbounds i8, ptr %0, i64 104, !dbg !219
  %80 = load i32, ptr %79, align 4, !dbg !219, !tbaa !113
  %81 = getelementptr inbounds i8, ptr %1, i64 120, !dbg !222
  store i32 %80, ptr %81, align 4, !dbg !221, !tbaa !113
    #dbg_value(i64 5, !213, !DIExpression(), !218)
  %82 = getelementptr inbounds i8, ptr %0, i64 108, !dbg !219
  %83 = load i32, ptr %82, align 4, !dbg !219, !tbaa !113
  %84 = getelementptr inbounds i8, ptr %1, i64 148, !dbg !222
  store i32 %83, ptr %84, align 4, !dbg !221, !tbaa !113
    #dbg_value(i64 6, !213, !DIExpression(), !218)
  %85 = getelementptr inbounds i8, ptr %0, i64 112, !dbg !219
  %86 = load i32, ptr %85, align 4, !dbg !219, !tbaa !113
  %87 = getelementptr inbounds i8, ptr %1, i64 176, !dbg !222
  store i32 %86, ptr %87, align 4, !dbg !221, !tbaa !113
    #dbg_value(i64 7, !213, !DIExpression(), !218)
  %88 = getelementptr inbounds i8, ptr %0, i64 116, !dbg !219
  %89 = load i32, ptr %88, align 4, !dbg !219, !tbaa !113
  %90 = getelementptr inbounds i8, ptr %1, i64 204, !dbg !222
  store i32 %89, ptr %90, align 4, !dbg !221, !tbaa !113
    #dbg_value(i64 8, !213, !DIExpression(), !218)
  %91 = getelementptr inbounds i8, ptr %0, i64 120, !dbg !219
  %92 = load i32, ptr %91, align 4, !dbg !219, !tbaa !113
  %93 = getelementptr inbounds i8, ptr %1, i64 232, !dbg !222
  store i32 %92, ptr %93, align 4, !dbg !221, !tbaa !113
    #dbg_value(i64 9, !213, !DIExpression(), !218)
  %94 = getelementptr inbounds i8, ptr %0, i64 124, !dbg !219
  %95 = load i32, ptr %94, align 4, !dbg !219, !tbaa !113
  %96 = getelementptr inbounds i8, ptr %1, i64 260, !dbg !222
  store i32 %95, ptr %96, align 4, !dbg !221, !tbaa !113
    #dbg_value(i64 10, !213, !DIExpression(), !218)
  %97 = getelementptr inbounds i8, ptr %0, i64 128, !dbg !219
  %98 = load i32, ptr %97, align 4, !dbg !219, !tbaa !113
  %99 = getelementptr inbounds i8, ptr %1, i64 288, !dbg !222
  store i32 %98, ptr %99, align 4, !dbg !221, !tbaa !113
    #dbg_value(i64 11, !213, !DIExpression(), !218)
    #dbg_value(i64 3, !211, !DIExpression(), !217)
  %100 = getelementptr inbounds i8, ptr %0, i64 132
  %101 = getelementptr inbounds i8, ptr %1, i64 12, !dbg !223
    #dbg_value(i32 0, !213, !DIExpression(), !218)
    #dbg_value(i64 0, !213, !DIExpression(), !218)
  %102 = load i32, ptr %100, align 4, !dbg !219, !tbaa !113
  store i32 %102, ptr %101, align 4, !dbg !221, !tbaa !113
    #dbg_value(i64 1, !213, !DIExpression(), !218)
  %103 = getelementptr inbounds i8, ptr %0, i64 136, !dbg !219
  %104 = load i32, ptr %103, align 4, !dbg !219, !tbaa !113
  %105 = getelementptr inbounds i8, ptr %1, i64 40, !dbg !222
  store i32 %104, ptr %105, align 4, !dbg !221, !tbaa !113
    #dbg_value(i64 2, !213, !DIExpression(), !218)
  %106 = getelementptr inbounds i8, ptr %0, i64 140, !dbg !219
  %107 = load i32, ptr %106, align 4, !dbg !219, !tbaa !113
  %108 = getelementptr inbounds i8, ptr %1, i64 68, !dbg !222
  store i32 %107, ptr %108, align 4, !dbg !221, !tbaa !113
    #dbg_value(i64 3, !213, !DIExpression(), !218)
  %109 = getelementptr inbounds i8, ptr %0, i64 144, !dbg !219
  %110 = load i32, ptr %109, align 4, !dbg !219, !tbaa !113
  %111 = getelementptr inbounds i8, ptr %1, i64 96, !dbg !222
  store i32 %110, ptr %111, align 4, !dbg !221, !tbaa !113
    #dbg_value(i64 4, !213, !DIExpression(), !218)
  %112 = getelementptr inbounds i8, ptr %0, i64 148, !dbg !219
  %113 = load i32, ptr %112, align 4, !dbg !219, !tbaa !113
  %114 = getelementptr inbounds i8, ptr %1, i64 124, !dbg !222
  store i32 %113, ptr %114, align 4, !dbg !221, !tbaa !113
    #dbg_value(i64 5, !213, !DIExpression(), !218)
  %115 = getelementptr inbounds i8, ptr %0, i64 152, !dbg !219
  %116 = load i32, ptr %115, align 4, !dbg !219, !tbaa !113
  %117 = getelementptr inbounds i8, ptr %1, i64 152, !dbg !222
  store i32 %116, ptr %117, align 4, !dbg !221, !tbaa !113
    #dbg_value(i64 6, !213, !DIExpression(), !218)
  %118 = getelementptr inbounds i8, ptr %0, i64 156, !dbg !219
  %119 = load i32, ptr %118, align 4, !dbg !219, !tbaa !113
  %120 = getelementptr inbounds i8, ptr %1, i64 180, !dbg !222
  store i32 %119, ptr %120, align 4, !dbg !221, !tbaa !113
    #dbg_value(i64 7, !213, !DIExpression(), !218)
  %121 = getelementptr inbounds i8, ptr %0, i64 160, !dbg !219
  %122 = load i32, ptr %121, align 4, !dbg !219, !tbaa !113
  %123 = getelementptr inbounds i8, ptr %1, i64 208, !dbg !222
  store i32 %122, ptr %123, align 4, !dbg !221, !tbaa !113
    #dbg_value(i64 8, !213, !DIExpression(), !218)
  %124 = getelementptr inbounds i8, ptr %0, i64 164, !dbg !219
  %125 = load i32, ptr %124, align 4, !dbg !219, !tbaa !113
  %126 = getelementptr inbounds i8, ptr %1, i64 236, !dbg !222
  store i32 %125, ptr %126, align 4, !dbg !221, !tbaa !113
    #dbg_value(i64 9, !213, !DIExpression(), !218)
  %127 = getelementptr inbounds i8, ptr %0, i64 168, !dbg !219
  %128 = load i32, ptr %127, align 4, !dbg !219, !tbaa !113
  %129 = getelementptr inbounds i8, ptr %1, i64 264, !dbg !222
  store i32 %128, ptr %129, align 4, !dbg !221, !tbaa !113
    #dbg_value(i64 10, !213, !DIExpression(), !218)
  %130 = getelementptr inbounds i8, ptr %0, i64 172, !dbg !219
  %131 = load i32, ptr %130, align 4, !dbg !219, !tbaa !113
  %132 = getelementptr inbounds i8, ptr %1, i64 292, !dbg !222
  store i32 %131, ptr %132, align 4, !dbg !221, !tbaa !113
    #dbg_value(i64 11, !213, !DIExpression(), !218)
    #dbg_value(i64 4, !211, !DIExpression(), !217)
  %133 = getelementptr inbounds i8, ptr %0, i64 176
  %134 = getelementptr inbounds i8, ptr %1, i64 16, !dbg !223
    #dbg_value(i32 0, !213, !DIExpression(), !218)
    #dbg_value(i64 0, !213, !DIExpression(), !218)
  %135 = load i32, ptr %133, align 4, !dbg !219, !tbaa !113
  store i32 %135, ptr %134, align 4, !dbg !221, !tbaa !113
    #dbg_value(i64 1, !213, !DIExpression(), !218)
  %136 = getelementptr inbounds i8, ptr %0, i64 180, !dbg !219
  %137 = load i32, ptr %136, align 4, !dbg !219, !tbaa !113
  %138 = getelementptr inbounds i8, ptr %1, i64 44, !dbg !222
  store i32 %137, ptr %138, align 4, !dbg !221, !tbaa !113
    #dbg_value(i64 2, !213, !DIExpression(), !218)
  %139 = getelementptr inbounds i8, ptr %0, i64 184, !dbg !219
  %140 = load i32, ptr %139, align 4, !dbg !219, !tbaa !113
  %141 = getelementptr inbounds i8, ptr %1, i64 72, !dbg !222
  store i32 %140, ptr %141, align 4, !dbg !221, !tbaa !113
    #dbg_value(i64 3, !213, !DIExpression(), !218)
  %142 = getelementptr inbounds i8, ptr %0, i64 188, !dbg !219
  %143 = load i32, ptr %142, align 4, !dbg !219, !tbaa !113
  %144 = getelementptr inbounds i8, ptr %1, i64 100, !dbg !222
  store i32 %143, ptr %144, align 4, !dbg !221, !tbaa !113
    #dbg_value(i64 4, !213, !DIExpression(), !218)
  %145 = getelementptr inbounds i8, ptr %0, i64 192, !dbg !219
  %146 = load i32, ptr %145, align 4, !dbg !219, !tbaa !113
  %147 = getelementptr inbounds i8, ptr %1, i64 128, !dbg !222
  store i32 %146, ptr %147, align 4, !dbg !221, !tbaa !113
    #dbg_value(i64 5, !213, !DIExpression(), !218)
  %148 = getelementptr inbounds i8, ptr %0, i64 196, !dbg !219
  %149 = load i32, ptr %148, align 4, !dbg !219, !tbaa !113
  %150 = getelementptr inbounds i8, ptr %1, i64 156, !dbg !222
  store i32 %149, ptr %150, align 4, !dbg !221, !tbaa !113
    #dbg_value(i64 6, !213, !DIExpression(), !218)
  %151 = getelementptr inbounds i8, ptr %0, i64 200, !dbg !219
  %152 = load i32, ptr %151, align 4, !dbg !219, !tbaa !113
  %153 = getelementptr inbounds i8, ptr %1, i64 184, !dbg !222
  store i32 %152, ptr %153, align 4, !dbg !221, !tbaa !113
    #dbg_value(i64 7, !213, !DIExpression(), !218)
  %154 = getelementptr inbounds i8, ptr %0, i64 204, !dbg !219
  %155 = load i32, ptr %154, align 4, !dbg !219, !tbaa !113
  %156 = getelementptr inbounds i8, ptr %1, i64 212, !dbg !222
  store i32 %155, ptr %156, align 4, !dbg !221, !tbaa !113
    #dbg_value(i64 8, !213, !DIExpression(), !218)
  %157 = getelementptr inbounds i8, ptr %0, i64 208, !dbg !219
  %158 = load i32, ptr %157, align 4, !dbg !219, !tbaa !113
  %159 = getelementptr inbounds i8, ptr %1, i64 240, !dbg !222
  store i32 %158, ptr %159, align 4, !dbg !221, !tbaa !113
    #dbg_value(i64 9, !213, !DIExpression(), !218)
  %160 = getelementptr inbounds i8, ptr %0, i64 212, !dbg !219
  %161 = load i32, ptr %160, align 4, !dbg !219, !tbaa !113
  %162 = getelementptr inbounds i8, ptr %1, i64 268, !dbg !222
  store i32 %161, ptr %162, align 4, !dbg !221, !tbaa !113
    #dbg_value(i64 10, !213, !DIExpression(), !218)
  %163 = getelementptr inbounds i8, ptr %0, i64 216, !dbg !219
  %164 = load i32, ptr %163, align 4, !dbg !219, !tbaa !113
  %165 = getelementptr inbounds i8, ptr %1, i64 296, !dbg !222
  store i32 %164, ptr %165, align 4, !dbg !221, !tbaa !113
    #dbg_value(i64 11, !213, !DIExpression(), !218)
    #dbg_value(i64 5, !211, !DIExpression(), !217)
  %166 = getelementptr inbounds i8, ptr %0, i64 220
  %167 = getelementptr inbounds i8, ptr %1, i64 20, !dbg !223
    #dbg_value(i32 0, !213, !DIExpression(), !218)
    #dbg_value(i64 0, !213, !DIExpression(), !218)
  %168 = load i32, ptr %166, align 4, !dbg !219, !tbaa !113
  store i32 %168, ptr %167, align 4, !dbg !221, !tbaa !113
    #dbg_value(i64 1, !213, !DIExpression(), !218)
  %169 = getelementptr inbounds i8, ptr %0, i64 224, !dbg !219
  %170 = load i32, ptr %169, align 4, !dbg !219, !tbaa !113
  %171 = getelementptr inbounds i8, ptr %1, i64 48, !dbg !222
  store i32 %170, ptr %171, align 4, !dbg !221, !tbaa !113
    #dbg_value(i64 2, !213, !DIExpression(), !218)
  %172 = getelementptr inbounds i8, ptr %0, i64 228, !dbg !219
  %173 = load i32, ptr %172, align 4, !dbg !219, !tbaa !113
  %174 = getelementptr inbounds i8, ptr %1, i64 76, !dbg !222
  store i32 %173, ptr %174, align 4, !dbg !221, !tbaa !113
    #dbg_value(i64 3, !213, !DIExpression(), !218)
  %175 = getelementptr inbounds i8, ptr %0, i64 232, !dbg !219
  %176 = load i32, ptr %175, align 4, !dbg !219, !tbaa !113
  %177 = getelementptr inbounds i8, ptr %1, i64 104, !dbg !222
  store i32 %176, ptr %177, align 4, !dbg !221, !tbaa !113
    #dbg_value(i64 4, !213, !DIExpression(), !218)
  %178 = getelementptr inbounds i8, ptr %0, i64 236, !dbg !219
  %179 = load i32, ptr %178, align 4, !dbg !219, !tbaa !113
  %180 = getelementptr inbounds i8, ptr %1, i64 132, !dbg !222
  store i32 %179, ptr %180, align 4, !dbg !221, !tbaa !113
    #dbg_value(i64 5, !213, !DIExpression(), !218)
  %181 = getelementptr inbounds i8, ptr %0, i64 240, !dbg !219
  %182 = load i32, ptr %181, align 4, !dbg !219, !tbaa !113
  %183 = getelementptr inbounds i8, ptr %1, i64 160, !dbg !222
  store i32 %182, ptr %183, align 4, !dbg !221, !tbaa !113
    #dbg_value(i64 6, !213, !DIExpression(), !218)
  %184 = getelementptr inbounds i8, ptr %0, i64 244, !dbg !219
  %185 = load i32, ptr %184, align 4, !dbg !219, !tbaa !113
  %186 = getelementptr inbounds i8, ptr %1, i64 188, !dbg !222
  store i32 %185, ptr %186, align 4, !dbg !221, !tbaa !113
    #dbg_value(i64 7, !213, !DIExpression(), !218)
  %187 = getelementptr inbounds i8, ptr %0, i64 248, !dbg !219
  %188 = load i32, ptr %187, align 4, !dbg !219, !tbaa !113
  %189 = getelementptr inbounds i8, ptr %1, i64 216, !dbg !222
  store i32 %188, ptr %189, align 4, !dbg !221, !tbaa !113
    #dbg_value(i64 8, !213, !DIExpression(), !218)
  %190 = getelementptr inbounds i8, ptr %0, i64 252, !dbg !219
  %191 = load i32, ptr %190, align 4, !dbg !219, !tbaa !113
  %192 = getelementptr inbounds i8, ptr %1, i64 244, !dbg !222
  store i32 %191, ptr %192, align 4, !dbg !221, !tbaa !113
    #dbg_value(i64 9, !213, !DIExpression(), !218)
  %193 = getelementptr inbounds i8, ptr %0, i64 256, !dbg !219
  %194 = load i32, ptr %193, align 4, !dbg !219, !tbaa !113
  %195 = getelementptr inbounds i8, ptr %1, i64 272, !dbg !222
  store i32 %194, ptr %195, align 4, !dbg !221, !tbaa !113
    #dbg_value(i64 10, !213, !DIExpression(), !218)
  %196 = getelementptr inbounds i8, ptr %0, i64 260, !dbg !219
  %197 = load i32, ptr %196, align 4, !dbg !219, !tbaa !113
  %198 = getelementptr inbounds i8, ptr %1, i64 300, !dbg !222
  store i32 %197, ptr %198, align 4, !dbg !221, !tbaa !113
    #dbg_value(i64 11, !213, !DIExpression(), !218)
    #dbg_value(i64 6, !211, !DIExpression(), !217)
  %199 = getelementptr inbounds i8, ptr %0, i64 264
  %200 = getelementptr inbounds i8, ptr %1, i64 24, !dbg !223
    #dbg_value(i32 0, !213, !DIExpression(), !218)
    #dbg_value(i64 0, !213, !DIExpression(), !218)
  %201 = load i32, ptr %199, align 4, !dbg !219, !tbaa !113
  store i32 %201, ptr %200, align 4, !dbg !221, !tbaa !113
    #dbg_value(i64 1, !213, !DIExpression(), !218)
  %202 = getelementptr inbounds i8, ptr %0, i64 268, !dbg !219
  %203 = load i32, ptr %202, align 4, !dbg !219, !tbaa !113
  %204 = getelementptr inbounds i8, ptr %1, i64 52, !dbg !222
  store i32 %203, ptr %204, align 4, !dbg !221, !tbaa !113
    #dbg_value(i64 2, !213, !DIExpression(), !218)
  %205 = getelementptr inbounds i8, ptr %0, i64 272, !dbg !219
  %206 = load i32, ptr %205, align 4, !dbg !219, !tbaa !113
  %207 = getelementptr inbounds i8, ptr %1, i64 80, !dbg !222
  store i32 %206, ptr %207, align 4, !dbg !221, !tbaa !113
    #dbg_value(i64 3, !213, !DIExpression(), !218)
  %208 = getelementptr inbounds i8, ptr %0, i64 276, !dbg !219
  %209 = load i32, ptr %208, align 4, !dbg !219, !tbaa !113
  %210 = getelementptr inbounds i8, ptr %1, i64 108, !dbg !222
  store i32 %209, ptr %210, align 4, !dbg !221, !tbaa !113
    #dbg_value(i64 4, !213, !DIExpression(), !218)
  %211 = getelementptr inbounds i8, ptr %0, i64 280, !dbg !219
  %212 = load i32, ptr %211, align 4, !dbg !219, !tbaa !113
  %213 = getelementptr inbounds i8, ptr %1, i64 136, !dbg !222
  store i32 %212, ptr %213, align 4, !dbg !221, !tbaa !113
    #dbg_value(i64 5, !213, !DIExpression(), !218)
  %214 = getelementptr inbounds i8, ptr %0, i64 284, !dbg !219
  %215 = load i32, ptr %214, align 4, !dbg !219, !tbaa !113
  %216 = getelementptr inbounds i8, ptr %1, i64 164, !dbg !222
  store i32 %215, ptr %216, align 4, !dbg !221, !tbaa !113
    #dbg_value(i64 6, !213, !DIExpression(), !218)
  %217 = getelementptr inbounds i8, ptr %0, i64 288, !dbg !219
  %218 = load i32, ptr %217, align 4, !dbg !219, !tbaa !113
  %219 = getelementptr inbounds i8, ptr %1, i64 192, !dbg !222
  store i32 %218, ptr %219, align 4, !dbg !221, !tbaa !113
    #dbg_value(i64 7, !213, !DIExpression(), !218)
  %220 = getelementptr inbounds i8, ptr %0, i64 292, !dbg !219
  %221 = load i32, ptr %220, align 4, !dbg !219, !tbaa !113
  %222 = getelementptr inbounds i8, ptr %1, i64 220, !dbg !222
  store i32 %221, ptr %222, align 4, !dbg !221, !tbaa !113
    #dbg_value(i64 8, !213, !DIExpression(), !218)
  %223 = getelementptr inbounds i8, ptr %0, i64 296, !dbg !219
  %224 = load i32, ptr %223, align 4, !dbg !219, !tbaa !113
  %225 = getelementptr inbounds i8, ptr %1, i64 248, !dbg !222
  store i32 %224, ptr %225, align 4, !dbg !221, !tbaa !113
    #dbg_value(i64 9, !213, !DIExpression(), !218)
  %226 = getelementptr inbounds i8, ptr %0, i64 300, !dbg !219
  %227 = load i32, ptr %226, align 4, !dbg !219, !tbaa !113
  %228 = getelementptr inbounds i8, ptr %1, i64 276, !dbg !222
  store i32 %227, ptr %228, align 4, !dbg !221, !tbaa !113
    #dbg_value(i64 10, !213, !DIExpression(), !218)
  %229 = getelementptr inbounds i8, ptr %0, i64 304, !dbg !219
  %230 = load i32, ptr %229, align 4, !dbg !219, !tbaa !113
  %231 = getelementptr inbounds i8, ptr %1, i64 304, !dbg !222
  store i32 %230, ptr %231, align 4, !dbg !221, !tbaa !113
    #dbg_value(i64 11, !213, !DIExpression(), !218)
    #dbg_value(i64 7, !211, !DIExpression(), !217)
  ret void, !dbg !224
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define internal fastcc i64 @row_sum(ptr nocapture noundef readonly %0) unnamed_addr #5 !dbg !225 {
    #dbg_value(i32 11, !229, !DIExpression(), !234)
    #dbg_value(ptr %0, !230, !DIExpression(), !234)
    #dbg_value(i64 0, !231, !DIExpression(), !234)
    #dbg_value(i32 0, !232, !DIExpression(), !235)
    #dbg_value(i64 0, !232, !DIExpression(), !235)
    #dbg_value(i64 0, !231, !DIExpression(), !234)
  %2 = load i32, ptr %0, align 4, !dbg !236, !tbaa !113
  %3 = sext i32 %2 to i64, !dbg !236
    #dbg_value(i64 %3, !231, !DIExpression(), !234)
    #dbg_value(i64 1, !232, !DIExpression(), !235)
  %4 = getelementptr inbounds i8, ptr %0, i64 4, !dbg !236
  %5 = load i32, ptr %4, align 4, !dbg !236, !tbaa !113
  %6 = sext i32 %5 to i64, !dbg !236
  %7 = add nsw i64 %3, %6, !dbg !238
    #dbg_value(i64 %7, !231, !DIExpression(), !234)
    #dbg_value(i64 2, !232, !DIExpression(), !235)
  %8 = getelementptr inbounds i8, ptr %0, i64 8, !dbg !236
  %9 = load i32, ptr %8, align 4, !dbg !236, !tbaa !113
  %10 = sext i32 %9 to i64, !dbg !236
  %11 = add nsw i64 %7, %10, !dbg !238
    #dbg_value(i64 %11, !231, !DIExpression(), !234)
    #dbg_value(i64 3, !232, !DIExpression(), !235)
  %12 = getelementptr inbounds i8, ptr %0, i64 12, !dbg !236
  %13 = load i32, ptr %12, align 4, !dbg !236, !tbaa !113
  %14 = sext i32 %13 to i64, !dbg !236
  %15 = add nsw i64 %11, %14, !dbg !238
    #dbg_value(i64 %15, !231, !DIExpression(), !234)
    #dbg_value(i64 4, !232, !DIExpression(), !235)
  %16 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !236
  %17 = load i32, ptr %16, align 4, !dbg !236, !tbaa !113
  %18 = sext i32 %17 to i64, !dbg !236
  %19 = add nsw i64 %15, %18, !dbg !238
    #dbg_value(i64 %19, !231, !DIExpression(), !234)
    #dbg_value(i64 5, !232, !DIExpression(), !235)
  %20 = getelementptr inbounds i8, ptr %0, i64 20, !dbg !236
  %21 = load i32, ptr %20, align 4, !dbg !236, !tbaa !113
  %22 = sext i32 %21 to i64, !dbg !236
  %23 = add nsw i64 %19, %22, !dbg !238
    #dbg_value(i64 %23, !231, !DIExpression(), !234)
    #dbg_value(i64 6, !232, !DIExpression(), !235)
  %24 = getelementptr inbounds i8, ptr %0, i64 24, !dbg !236
  %25 = load i32, ptr %24, align 4, !dbg !236, !tbaa !113
  %26 = sext i32 %25 to i64, !dbg !236
  %27 = add nsw i64 %23, %26, !dbg !238
    #dbg_value(i64 %27, !231, !DIExpression(), !234)
    #dbg_value(i64 7, !232, !DIExpression(), !235)
  %28 = getelementptr inbounds i8, ptr %0, i64 28, !dbg !236
  %29 = load i32, ptr %28, align 4, !dbg !236, !tbaa !113
  %30 = sext i32 %29 to i64, !dbg !236
  %31 = add nsw i64 %27, %30, !dbg !238
    #dbg_value(i64 %31, !231, !DIExpression(), !234)
    #dbg_value(i64 8, !232, !DIExpression(), !235)
  %32 = getelementptr inbounds i8, ptr %0, i64 32, !dbg !236
  %33 = load i32, ptr %32, align 4, !dbg !236, !tbaa !113
  %34 = sext i32 %33 to i64, !dbg !236
  %35 = add nsw i64 %31, %34, !dbg !238
    #dbg_value(i64 %35, !231, !DIExpression(), !234)
    #dbg_value(i64 9, !232, !DIExpression(), !235)
  %36 = getelementptr inbounds i8, ptr %0, i64 36, !dbg !236
  %37 = load i32, ptr %36, align 4, !dbg !236, !tbaa !113
  %38 = sext i32 %37 to i64, !dbg !236
  %39 = add nsw i64 %35, %38, !dbg !238
    #dbg_value(i64 %39, !231, !DIExpression(), !234)
    #dbg_value(i64 10, !232, !DIExpression(), !235)
  %40 = getelementptr inbounds i8, ptr %0, i64 40, !dbg !236
  %41 = load i32, ptr %40, align 4, !dbg !236, !tbaa !113
  %42 = sext i32 %41 to i64, !dbg !236
  %43 = add nsw i64 %39, %42, !dbg !238
    #dbg_value(i64 %43, !231, !DIExpression(), !234)
    #dbg_value(i64 11, !232, !DIExpression(), !235)
  ret i64 %43, !dbg !239
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc void @size_of_next() unnamed_addr #6 !dbg !240 {
    #dbg_value(i32 5, !244, !DIExpression(), !245)
  %1 = load i32, ptr @calls, align 4, !dbg !246, !tbaa !113
  %2 = add nsw i32 %1, 1, !dbg !246
  store i32 %2, ptr @calls, align 4, !dbg !246, !tbaa !113
  ret void, !dbg !247
}

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn }
attributes #2 = { nofree noinline norecurse nosync nounwind memory(argmem: read) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(readwrite, argmem: none, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.dbg.cu = !{!16}
!llvm.module.flags = !{!34, !35, !36, !37, !38, !39, !40}
!llvm.ident = !{!41}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 22, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "programs/vla_multidim.c", directory: ".", checksumkind: CSK_MD5, checksum: "cbee109e8081a6fddc68596c6fc3ca1c")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 208, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 26)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 28, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 336, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 42)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 33, type: !9, isLocal: true, isDefinition: true)
!14 = !DIGlobalVariableExpression(var: !15, expr: !DIExpression())
!15 = distinct !DIGlobalVariable(name: "calls", scope: !16, file: !2, line: 10, type: !22, isLocal: true, isDefinition: true)
!16 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !17, globals: !28, splitDebugInlining: false, nameTableKind: None)
!17 = !{!18, !19, !4, !25, !22}
!18 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!19 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !20, size: 64)
!20 = !DICompositeType(tag: DW_TAG_array_type, baseType: !21, elements: !23)
!21 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !22)
!22 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!23 = !{!24}
!24 = !DISubrange(count: -1)
!25 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !26, line: 18, baseType: !27)
!26 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stddef_size_t.h", directory: "", checksumkind: CSK_MD5, checksum: "2c44e821a2b1951cde2eb0fb2e656867")
!27 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!28 = !{!0, !7, !12, !29, !14}
!29 = !DIGlobalVariableExpression(var: !30, expr: !DIExpression())
!30 = distinct !DIGlobalVariable(scope: null, file: !2, line: 37, type: !31, isLocal: true, isDefinition: true)
!31 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 240, elements: !32)
!32 = !{!33}
!33 = !DISubrange(count: 30)
!34 = !{i32 7, !"Dwarf Version", i32 5}
!35 = !{i32 2, !"Debug Info Version", i32 3}
!36 = !{i32 1, !"wchar_size", i32 4}
!37 = !{i32 8, !"PIC Level", i32 2}
!38 = !{i32 7, !"PIE Level", i32 2}
!39 = !{i32 7, !"uwtable", i32 2}
!40 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!41 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!42 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 16, type: !43, scopeLine: 16, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !16, retainedNodes: !45)
!43 = !DISubroutineType(types: !44)
!44 = !{!22}
!45 = !{!46, !47, !49, !52, !53, !59, !61, !64, !65, !66, !67, !68, !73, !74, !75, !80, !82, !85, !86, !87, !95, !97, !98, !99}
!46 = !DILocalVariable(name: "total", scope: !42, file: !2, line: 17, type: !18)
!47 = !DILocalVariable(name: "n", scope: !48, file: !2, line: 18, type: !22)
!48 = distinct !DILexicalBlock(scope: !42, file: !2, line: 18, column: 5)
!49 = !DILocalVariable(name: "__vla_expr0", scope: !50, type: !27, flags: DIFlagArtificial)
!50 = distinct !DILexicalBlock(scope: !51, file: !2, line: 18, column: 35)
!51 = distinct !DILexicalBlock(scope: !48, file: !2, line: 18, column: 5)
!52 = !DILocalVariable(name: "__vla_expr1", scope: !50, type: !27, flags: DIFlagArtificial)
!53 = !DILocalVariable(name: "m", scope: !50, file: !2, line: 19, type: !54)
!54 = !DICompositeType(tag: DW_TAG_array_type, baseType: !55, elements: !56)
!55 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!56 = !{!57, !58}
!57 = !DISubrange(count: !49)
!58 = !DISubrange(count: !52)
!59 = !DILocalVariable(name: "i", scope: !60, file: !2, line: 20, type: !22)
!60 = distinct !DILexicalBlock(scope: !50, file: !2, line: 20, column: 9)
!61 = !DILocalVariable(name: "j", scope: !62, file: !2, line: 20, type: !22)
!62 = distinct !DILexicalBlock(scope: !63, file: !2, line: 20, column: 37)
!63 = distinct !DILexicalBlock(scope: !60, file: !2, line: 20, column: 9)
!64 = !DILocalVariable(name: "r", scope: !42, file: !2, line: 24, type: !22)
!65 = !DILocalVariable(name: "c", scope: !42, file: !2, line: 24, type: !22)
!66 = !DILocalVariable(name: "__vla_expr2", scope: !42, type: !27, flags: DIFlagArtificial)
!67 = !DILocalVariable(name: "__vla_expr3", scope: !42, type: !27, flags: DIFlagArtificial)
!68 = !DILocalVariable(name: "a", scope: !42, file: !2, line: 25, type: !69)
!69 = !DICompositeType(tag: DW_TAG_array_type, baseType: !22, elements: !70)
!70 = !{!71, !72}
!71 = !DISubrange(count: !66)
!72 = !DISubrange(count: !67)
!73 = !DILocalVariable(name: "__vla_expr4", scope: !42, type: !27, flags: DIFlagArtificial)
!74 = !DILocalVariable(name: "__vla_expr5", scope: !42, type: !27, flags: DIFlagArtificial)
!75 = !DILocalVariable(name: "b", scope: !42, file: !2, line: 25, type: !76)
!76 = !DICompositeType(tag: DW_TAG_array_type, baseType: !22, elements: !77)
!77 = !{!78, !79}
!78 = !DISubrange(count: !73)
!79 = !DISubrange(count: !74)
!80 = !DILocalVariable(name: "i", scope: !81, file: !2, line: 26, type: !22)
!81 = distinct !DILexicalBlock(scope: !42, file: !2, line: 26, column: 5)
!82 = !DILocalVariable(name: "j", scope: !83, file: !2, line: 26, type: !22)
!83 = distinct !DILexicalBlock(scope: !84, file: !2, line: 26, column: 33)
!84 = distinct !DILexicalBlock(scope: !81, file: !2, line: 26, column: 5)
!85 = !DILocalVariable(name: "k", scope: !42, file: !2, line: 29, type: !22)
!86 = !DILocalVariable(name: "__vla_expr6", scope: !42, type: !27, flags: DIFlagArtificial)
!87 = !DILocalVariable(name: "cells", scope: !42, file: !2, line: 30, type: !88)
!88 = !DICompositeType(tag: DW_TAG_array_type, baseType: !89, elements: !93)
!89 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "cell", file: !2, line: 9, size: 64, elements: !90)
!90 = !{!91, !92}
!91 = !DIDerivedType(tag: DW_TAG_member, name: "v", scope: !89, file: !2, line: 9, baseType: !22, size: 32)
!92 = !DIDerivedType(tag: DW_TAG_member, name: "tag", scope: !89, file: !2, line: 9, baseType: !4, size: 8, offset: 32)
!93 = !{!94}
!94 = !DISubrange(count: !86)
!95 = !DILocalVariable(name: "i", scope: !96, file: !2, line: 32, type: !22)
!96 = distinct !DILexicalBlock(scope: !42, file: !2, line: 32, column: 5)
!97 = !DILocalVariable(name: "big", scope: !42, file: !2, line: 34, type: !22)
!98 = !DILocalVariable(name: "__vla_expr7", scope: !42, type: !27, flags: DIFlagArtificial)
!99 = !DILocalVariable(name: "vbuf", scope: !42, file: !2, line: 35, type: !100)
!100 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, elements: !101)
!101 = !{!102}
!102 = !DISubrange(count: !98)
!103 = !DILocation(line: 0, scope: !42)
!104 = !DILocation(line: 0, scope: !48)
!105 = !DILocation(line: 18, column: 5, scope: !48)
!106 = !DILocation(line: 25, column: 5, scope: !42)
!107 = !DILocation(line: 25, column: 9, scope: !42)
!108 = !DILocation(line: 25, column: 18, scope: !42)
!109 = !DILocation(line: 0, scope: !81)
!110 = !DILocation(line: 0, scope: !83)
!111 = !DILocation(line: 26, column: 69, scope: !112)
!112 = distinct !DILexicalBlock(scope: !83, file: !2, line: 26, column: 33)
!113 = !{!114, !114, i64 0}
!114 = !{!"int", !115, i64 0}
!115 = !{!"omnipotent char", !116, i64 0}
!116 = !{!"Simple C/C++ TBAA"}
!117 = !DILocation(line: 26, column: 61, scope: !112)
!118 = !DILocation(line: 27, column: 5, scope: !42)
!119 = !DILocation(line: 28, column: 58, scope: !42)
!120 = !DILocation(line: 28, column: 68, scope: !42)
!121 = !DILocation(line: 28, column: 77, scope: !42)
!122 = !DILocation(line: 28, column: 5, scope: !42)
!123 = !DILocation(line: 29, column: 13, scope: !42)
!124 = !DILocation(line: 33, column: 109, scope: !42)
!125 = !DILocation(line: 33, column: 5, scope: !42)
!126 = !DILocation(line: 37, column: 5, scope: !42)
!127 = !DILocation(line: 38, column: 12, scope: !42)
!128 = !DILocation(line: 39, column: 1, scope: !42)
!129 = !DILocation(line: 19, column: 9, scope: !50)
!130 = !DILocation(line: 0, scope: !50)
!131 = !DILocation(line: 19, column: 16, scope: !50)
!132 = !DILocation(line: 0, scope: !60)
!133 = !DILocation(line: 20, column: 9, scope: !60)
!134 = !DILocation(line: 0, scope: !62)
!135 = !DILocation(line: 20, column: 37, scope: !62)
!136 = !DILocation(line: 20, column: 61, scope: !137)
!137 = distinct !DILexicalBlock(scope: !62, file: !2, line: 20, column: 37)
!138 = !DILocation(line: 20, column: 77, scope: !137)
!139 = !DILocation(line: 20, column: 75, scope: !137)
!140 = !DILocation(line: 20, column: 65, scope: !137)
!141 = !DILocation(line: 20, column: 73, scope: !137)
!142 = !{!143, !143, i64 0}
!143 = !{!"double", !115, i64 0}
!144 = distinct !{!144, !135, !145, !146, !147, !148}
!145 = !DILocation(line: 20, column: 99, scope: !62)
!146 = !{!"llvm.loop.mustprogress"}
!147 = !{!"llvm.loop.isvectorized", i32 1}
!148 = !{!"llvm.loop.unroll.runtime.disable"}
!149 = !DILocation(line: 21, column: 24, scope: !50)
!150 = !DILocation(line: 21, column: 18, scope: !50)
!151 = !DILocation(line: 21, column: 15, scope: !50)
!152 = !DILocation(line: 22, column: 15, scope: !153)
!153 = distinct !DILexicalBlock(scope: !50, file: !2, line: 22, column: 13)
!154 = !DILocation(line: 22, column: 20, scope: !153)
!155 = !DILocation(line: 22, column: 13, scope: !50)
!156 = !DILocation(line: 20, column: 33, scope: !63)
!157 = !DILocation(line: 20, column: 27, scope: !63)
!158 = distinct !{!158, !133, !159, !146}
!159 = !DILocation(line: 20, column: 99, scope: !60)
!160 = !DILocation(line: 20, column: 55, scope: !137)
!161 = distinct !{!161, !135, !145, !146, !148, !147}
!162 = !DILocation(line: 22, column: 66, scope: !153)
!163 = !DILocation(line: 22, column: 26, scope: !153)
!164 = !DILocation(line: 23, column: 5, scope: !51)
!165 = !DILocation(line: 18, column: 31, scope: !51)
!166 = !DILocation(line: 18, column: 23, scope: !51)
!167 = distinct !{!167, !105, !168, !146}
!168 = !DILocation(line: 23, column: 5, scope: !48)
!169 = distinct !DISubprogram(name: "trace", scope: !2, file: !2, line: 12, type: !170, scopeLine: 12, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !16, retainedNodes: !174)
!170 = !DISubroutineType(types: !171)
!171 = !{!55, !22, !172}
!172 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !173, size: 64)
!173 = !DICompositeType(tag: DW_TAG_array_type, baseType: !55, elements: !23)
!174 = !{!175, !176, !177, !178}
!175 = !DILocalVariable(name: "n", arg: 1, scope: !169, file: !2, line: 12, type: !22)
!176 = !DILocalVariable(name: "m", arg: 2, scope: !169, file: !2, line: 12, type: !172)
!177 = !DILocalVariable(name: "t", scope: !169, file: !2, line: 12, type: !55)
!178 = !DILocalVariable(name: "i", scope: !179, file: !2, line: 12, type: !22)
!179 = distinct !DILexicalBlock(scope: !169, file: !2, line: 12, column: 86)
!180 = !DILocation(line: 0, scope: !169)
!181 = !DILocation(line: 0, scope: !179)
!182 = !DILocation(line: 12, column: 104, scope: !183)
!183 = distinct !DILexicalBlock(scope: !179, file: !2, line: 12, column: 86)
!184 = !DILocation(line: 12, column: 86, scope: !179)
!185 = !DILocation(line: 12, column: 119, scope: !183)
!186 = !DILocation(line: 12, column: 116, scope: !183)
!187 = !DILocation(line: 12, column: 110, scope: !183)
!188 = distinct !{!188, !189}
!189 = !{!"llvm.loop.unroll.disable"}
!190 = !DILocation(line: 12, scope: !169)
!191 = !DILocation(line: 12, column: 128, scope: !169)
!192 = distinct !{!192, !184, !193, !146}
!193 = !DILocation(line: 12, column: 125, scope: !179)
!194 = !DISubprogram(name: "printf", scope: !195, file: !195, line: 356, type: !196, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!195 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!196 = !DISubroutineType(types: !197)
!197 = !{!22, !198, null}
!198 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !199)
!199 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !200, size: 64)
!200 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!201 = distinct !DISubprogram(name: "transpose", scope: !2, file: !2, line: 13, type: !202, scopeLine: 13, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !16, retainedNodes: !206)
!202 = !DISubroutineType(cc: DW_CC_nocall, types: !203)
!203 = !{null, !22, !22, !19, !204}
!204 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !205, size: 64)
!205 = !DICompositeType(tag: DW_TAG_array_type, baseType: !22, elements: !23)
!206 = !{!207, !208, !209, !210, !211, !213}
!207 = !DILocalVariable(name: "r", arg: 1, scope: !201, file: !2, line: 13, type: !22)
!208 = !DILocalVariable(name: "c", arg: 2, scope: !201, file: !2, line: 13, type: !22)
!209 = !DILocalVariable(name: "a", arg: 3, scope: !201, file: !2, line: 13, type: !19)
!210 = !DILocalVariable(name: "b", arg: 4, scope: !201, file: !2, line: 13, type: !204)
!211 = !DILocalVariable(name: "i", scope: !212, file: !2, line: 13, type: !22)
!212 = distinct !DILexicalBlock(scope: !201, file: !2, line: 13, column: 97)
!213 = !DILocalVariable(name: "j", scope: !214, file: !2, line: 13, type: !22)
!214 = distinct !DILexicalBlock(scope: !215, file: !2, line: 13, column: 125)
!215 = distinct !DILexicalBlock(scope: !212, file: !2, line: 13, column: 97)
!216 = !DILocation(line: 0, scope: !201)
!217 = !DILocation(line: 0, scope: !212)
!218 = !DILocation(line: 0, scope: !214)
!219 = !DILocation(line: 13, column: 163, scope: !220)
!220 = distinct !DILexicalBlock(scope: !214, file: !2, line: 13, column: 125)
!221 = !DILocation(line: 13, column: 161, scope: !220)
!222 = !DILocation(line: 13, column: 153, scope: !220)
!223 = !DILocation(line: 13, column: 125, scope: !214)
!224 = !DILocation(line: 13, column: 172, scope: !201)
!225 = distinct !DISubprogram(name: "row_sum", scope: !2, file: !2, line: 14, type: !226, scopeLine: 14, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !16, retainedNodes: !228)
!226 = !DISubroutineType(cc: DW_CC_nocall, types: !227)
!227 = !{!18, !22, !19}
!228 = !{!229, !230, !231, !232}
!229 = !DILocalVariable(name: "c", arg: 1, scope: !225, file: !2, line: 14, type: !22)
!230 = !DILocalVariable(name: "row", arg: 2, scope: !225, file: !2, line: 14, type: !19)
!231 = !DILocalVariable(name: "s", scope: !225, file: !2, line: 14, type: !18)
!232 = !DILocalVariable(name: "j", scope: !233, file: !2, line: 14, type: !22)
!233 = distinct !DILexicalBlock(scope: !225, file: !2, line: 14, column: 89)
!234 = !DILocation(line: 0, scope: !225)
!235 = !DILocation(line: 0, scope: !233)
!236 = !DILocation(line: 14, column: 122, scope: !237)
!237 = distinct !DILexicalBlock(scope: !233, file: !2, line: 14, column: 89)
!238 = !DILocation(line: 14, column: 119, scope: !237)
!239 = !DILocation(line: 14, column: 133, scope: !225)
!240 = distinct !DISubprogram(name: "size_of_next", scope: !2, file: !2, line: 11, type: !241, scopeLine: 11, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !16, retainedNodes: !243)
!241 = !DISubroutineType(cc: DW_CC_nocall, types: !242)
!242 = !{!22, !22}
!243 = !{!244}
!244 = !DILocalVariable(name: "k", arg: 1, scope: !240, file: !2, line: 11, type: !22)
!245 = !DILocation(line: 0, scope: !240)
!246 = !DILocation(line: 11, column: 65, scope: !240)
!247 = !DILocation(line: 11, column: 69, scope: !240)
