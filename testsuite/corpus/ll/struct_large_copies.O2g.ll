; ModuleID = 'programs/struct_large_copies.c'
source_filename = "programs/struct_large_copies.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.S24 = type { i32, [20 x i8] }
%struct.M4 = type { [4 x [4 x double]] }
%struct.K4 = type { [4096 x i8], i32 }

@__const.main.a = private unnamed_addr constant %struct.S24 { i32 1, [20 x i8] c"alpha\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00" }, align 4
@__const.main.b = private unnamed_addr constant %struct.S24 { i32 2, [20 x i8] c"beta\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00" }, align 4
@.str = private unnamed_addr constant [21 x i8] c"swap: %d %s / %d %s\0A\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [16 x i8] c"m: %g %g %g %g\0A\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [39 x i8] c"K4 tail=%d hash=%08x first=%d last=%d\0A\00", align 1, !dbg !12
@.str.3 = private unnamed_addr constant [10 x i8] c"item-%03d\00", align 1, !dbg !17
@.str.4 = private unnamed_addr constant [34 x i8] c"copy[0]=%s copy[49]=%s hash=%08x\0A\00", align 1, !dbg !22
@.str.5 = private unnamed_addr constant [30 x i8] c"compound zeros=%ld a=%d d=%g\0A\00", align 1, !dbg !27

; Function Attrs: nofree nounwind uwtable
define dso_local range(i32 0, 128) i32 @main() local_unnamed_addr #0 !dbg !45 {
  %1 = alloca %struct.S24, align 4, !DIAssignID !104
    #dbg_assign(i1 undef, !49, !DIExpression(), !104, ptr %1, !DIExpression(), !105)
  %2 = alloca %struct.S24, align 4, !DIAssignID !106
    #dbg_assign(i1 undef, !58, !DIExpression(), !106, ptr %2, !DIExpression(), !105)
  %3 = alloca %struct.M4, align 8, !DIAssignID !107
    #dbg_assign(i1 undef, !59, !DIExpression(), !107, ptr %3, !DIExpression(), !105)
  %4 = alloca %struct.M4, align 16, !DIAssignID !108
    #dbg_assign(i1 undef, !68, !DIExpression(), !108, ptr %4, !DIExpression(), !105)
  %5 = alloca %struct.M4, align 8, !DIAssignID !109
    #dbg_assign(i1 undef, !74, !DIExpression(), !109, ptr %5, !DIExpression(), !105)
  %6 = alloca %struct.M4, align 8
  %7 = alloca %struct.K4, align 4, !DIAssignID !110
    #dbg_assign(i1 undef, !75, !DIExpression(), !110, ptr %7, !DIExpression(), !105)
  %8 = alloca [50 x %struct.S24], align 16, !DIAssignID !111
    #dbg_assign(i1 undef, !84, !DIExpression(), !111, ptr %8, !DIExpression(), !105)
  %9 = alloca [50 x %struct.S24], align 16, !DIAssignID !112
    #dbg_assign(i1 undef, !88, !DIExpression(), !112, ptr %9, !DIExpression(), !105)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %1) #8, !dbg !113
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(24) %1, ptr noundef nonnull align 4 dereferenceable(24) @__const.main.a, i64 24, i1 false), !dbg !114, !DIAssignID !115
    #dbg_assign(i1 undef, !49, !DIExpression(), !115, ptr %1, !DIExpression(), !105)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %2) #8, !dbg !113
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(24) %2, ptr noundef nonnull align 4 dereferenceable(24) @__const.main.b, i64 24, i1 false), !dbg !116, !DIAssignID !117
    #dbg_assign(i1 undef, !58, !DIExpression(), !117, ptr %2, !DIExpression(), !105)
  call fastcc void @swap24(ptr noundef nonnull %1, ptr noundef nonnull %2), !dbg !118
  %10 = load i32, ptr %1, align 4, !dbg !119, !tbaa !120
  %11 = getelementptr inbounds i8, ptr %1, i64 4, !dbg !125
  %12 = load i32, ptr %2, align 4, !dbg !126, !tbaa !120
  %13 = getelementptr inbounds i8, ptr %2, i64 4, !dbg !127
  %14 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %10, ptr noundef nonnull %11, i32 noundef %12, ptr noundef nonnull %13), !dbg !128
  call void @llvm.lifetime.start.p0(i64 128, ptr nonnull %3) #8, !dbg !129
  %15 = getelementptr inbounds i8, ptr %3, i64 8, !dbg !130
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(128) %15, i8 0, i64 112, i1 false), !dbg !130, !DIAssignID !131
    #dbg_assign(i8 0, !59, !DIExpression(), !131, ptr %3, !DIExpression(), !105)
    #dbg_assign(i8 0, !59, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !132, ptr undef, !DIExpression(), !105)
    #dbg_assign(i8 0, !59, !DIExpression(DW_OP_LLVM_fragment, 960, 64), !133, ptr undef, !DIExpression(), !105)
  store double 1.000000e+00, ptr %3, align 8, !dbg !130, !DIAssignID !134
    #dbg_assign(double 1.000000e+00, !59, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !134, ptr %3, !DIExpression(), !105)
  %16 = getelementptr inbounds i8, ptr %3, i64 40, !dbg !130
  store double 1.000000e+00, ptr %16, align 8, !dbg !130, !DIAssignID !135
    #dbg_assign(double 1.000000e+00, !59, !DIExpression(DW_OP_LLVM_fragment, 320, 64), !135, ptr %16, !DIExpression(), !105)
  %17 = getelementptr inbounds i8, ptr %3, i64 80, !dbg !130
  store double 1.000000e+00, ptr %17, align 8, !dbg !130, !DIAssignID !136
    #dbg_assign(double 1.000000e+00, !59, !DIExpression(DW_OP_LLVM_fragment, 640, 64), !136, ptr %17, !DIExpression(), !105)
  %18 = getelementptr inbounds i8, ptr %3, i64 120, !dbg !130
  store double 1.000000e+00, ptr %18, align 8, !dbg !130, !DIAssignID !137
    #dbg_assign(double 1.000000e+00, !59, !DIExpression(DW_OP_LLVM_fragment, 960, 64), !137, ptr %18, !DIExpression(), !105)
  call void @llvm.lifetime.start.p0(i64 128, ptr nonnull %4) #8, !dbg !129
    #dbg_value(i32 0, !69, !DIExpression(), !138)
    #dbg_value(i64 0, !69, !DIExpression(), !138)
    #dbg_value(i32 0, !71, !DIExpression(), !139)
    #dbg_value(i64 0, !71, !DIExpression(), !139)
    #dbg_value(i64 1, !71, !DIExpression(), !139)
  store <2 x double> <double 5.000000e-01, double 1.500000e+00>, ptr %4, align 16, !dbg !140, !tbaa !142
    #dbg_value(i64 2, !71, !DIExpression(), !139)
  %19 = getelementptr inbounds i8, ptr %4, i64 16, !dbg !144
    #dbg_value(i64 3, !71, !DIExpression(), !139)
  store <2 x double> <double 2.500000e+00, double 3.500000e+00>, ptr %19, align 16, !dbg !140, !tbaa !142
    #dbg_value(i64 1, !69, !DIExpression(), !138)
    #dbg_value(i32 0, !71, !DIExpression(), !139)
    #dbg_value(i64 0, !71, !DIExpression(), !139)
  %20 = getelementptr inbounds i8, ptr %4, i64 32, !dbg !144
    #dbg_value(i64 1, !71, !DIExpression(), !139)
  store <2 x double> <double 4.500000e+00, double 5.500000e+00>, ptr %20, align 16, !dbg !140, !tbaa !142
    #dbg_value(i64 2, !71, !DIExpression(), !139)
  %21 = getelementptr inbounds i8, ptr %4, i64 48, !dbg !144
    #dbg_value(i64 3, !71, !DIExpression(), !139)
  store <2 x double> <double 6.500000e+00, double 7.500000e+00>, ptr %21, align 16, !dbg !140, !tbaa !142
    #dbg_value(i64 2, !69, !DIExpression(), !138)
    #dbg_value(i32 0, !71, !DIExpression(), !139)
    #dbg_value(i64 0, !71, !DIExpression(), !139)
  %22 = getelementptr inbounds i8, ptr %4, i64 64, !dbg !144
    #dbg_value(i64 1, !71, !DIExpression(), !139)
  store <2 x double> <double 8.500000e+00, double 9.500000e+00>, ptr %22, align 16, !dbg !140, !tbaa !142
    #dbg_value(i64 2, !71, !DIExpression(), !139)
  %23 = getelementptr inbounds i8, ptr %4, i64 80, !dbg !144
    #dbg_value(i64 3, !71, !DIExpression(), !139)
  store <2 x double> <double 1.050000e+01, double 1.150000e+01>, ptr %23, align 16, !dbg !140, !tbaa !142
    #dbg_value(i64 3, !69, !DIExpression(), !138)
    #dbg_value(i32 0, !71, !DIExpression(), !139)
    #dbg_value(i64 0, !71, !DIExpression(), !139)
  %24 = getelementptr inbounds i8, ptr %4, i64 96, !dbg !144
    #dbg_value(i64 1, !71, !DIExpression(), !139)
  store <2 x double> <double 1.250000e+01, double 1.350000e+01>, ptr %24, align 16, !dbg !140, !tbaa !142
    #dbg_value(i64 2, !71, !DIExpression(), !139)
  %25 = getelementptr inbounds i8, ptr %4, i64 112, !dbg !144
    #dbg_value(i64 3, !71, !DIExpression(), !139)
  store <2 x double> <double 1.450000e+01, double 1.550000e+01>, ptr %25, align 16, !dbg !140, !tbaa !142
    #dbg_value(i64 4, !71, !DIExpression(), !139)
    #dbg_value(i64 4, !69, !DIExpression(), !138)
  call void @llvm.lifetime.start.p0(i64 128, ptr nonnull %5) #8, !dbg !145
  call fastcc void @mmul(ptr dead_on_unwind nonnull writable sret(%struct.M4) align 8 %6, ptr noundef nonnull byval(%struct.M4) align 8 %4, ptr noundef nonnull byval(%struct.M4) align 8 %3), !dbg !146
  call fastcc void @mmul(ptr dead_on_unwind nonnull writable sret(%struct.M4) align 8 %5, ptr noundef nonnull byval(%struct.M4) align 8 %6, ptr noundef nonnull byval(%struct.M4) align 8 %4), !dbg !147
  %26 = load double, ptr %5, align 8, !dbg !148, !tbaa !142
  %27 = getelementptr inbounds i8, ptr %5, i64 48, !dbg !149
  %28 = load double, ptr %27, align 8, !dbg !149, !tbaa !142
  %29 = getelementptr inbounds i8, ptr %5, i64 120, !dbg !150
  %30 = load double, ptr %29, align 8, !dbg !150, !tbaa !142
  %31 = getelementptr inbounds i8, ptr %5, i64 72, !dbg !151
  %32 = load double, ptr %31, align 8, !dbg !151, !tbaa !142
  %33 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, double noundef %26, double noundef %28, double noundef %30, double noundef %32), !dbg !152
  call void @llvm.lifetime.start.p0(i64 4100, ptr nonnull %7) #8, !dbg !153
  call fastcc void @k4_twice(ptr dead_on_unwind nonnull writable sret(%struct.K4) align 4 %7), !dbg !154
  %34 = getelementptr inbounds i8, ptr %7, i64 4096, !dbg !155
  %35 = load i32, ptr %34, align 4, !dbg !155, !tbaa !156
    #dbg_value(ptr %7, !158, !DIExpression(), !176)
    #dbg_value(i64 4096, !169, !DIExpression(), !176)
    #dbg_value(ptr %7, !170, !DIExpression(), !176)
    #dbg_value(i32 -2128831035, !173, !DIExpression(), !176)
    #dbg_value(i64 0, !174, !DIExpression(), !178)
  br label %36

36:                                               ; preds = %36, %0
  %37 = phi i64 [ 0, %0 ], [ %62, %36 ]
  %38 = phi i32 [ -2128831035, %0 ], [ %61, %36 ]
    #dbg_value(i64 %37, !174, !DIExpression(), !178)
    #dbg_value(i32 %38, !173, !DIExpression(), !176)
  %39 = getelementptr inbounds i8, ptr %7, i64 %37, !dbg !179
  %40 = load i8, ptr %39, align 4, !dbg !179, !tbaa !181
  %41 = zext i8 %40 to i32, !dbg !179
  %42 = xor i32 %38, %41, !dbg !182
  %43 = mul i32 %42, 16777619, !dbg !183
    #dbg_value(i32 %43, !173, !DIExpression(), !176)
  %44 = or disjoint i64 %37, 1, !dbg !184
    #dbg_value(i64 %44, !174, !DIExpression(), !178)
  %45 = getelementptr inbounds i8, ptr %7, i64 %44, !dbg !179
  %46 = load i8, ptr %45, align 1, !dbg !179, !tbaa !181
  %47 = zext i8 %46 to i32, !dbg !179
  %48 = xor i32 %43, %47, !dbg !182
  %49 = mul i32 %48, 16777619, !dbg !183
    #dbg_value(i32 %49, !173, !DIExpression(), !176)
  %50 = or disjoint i64 %37, 2, !dbg !184
    #dbg_value(i64 %50, !174, !DIExpression(), !178)
  %51 = getelementptr inbounds i8, ptr %7, i64 %50, !dbg !179
  %52 = load i8, ptr %51, align 2, !dbg !179, !tbaa !181
  %53 = zext i8 %52 to i32, !dbg !179
  %54 = xor i32 %49, %53, !dbg !182
  %55 = mul i32 %54, 16777619, !dbg !183
    #dbg_value(i32 %55, !173, !DIExpression(), !176)
  %56 = or disjoint i64 %37, 3, !dbg !184
    #dbg_value(i64 %56, !174, !DIExpression(), !178)
  %57 = getelementptr inbounds i8, ptr %7, i64 %56, !dbg !179
  %58 = load i8, ptr %57, align 1, !dbg !179, !tbaa !181
  %59 = zext i8 %58 to i32, !dbg !179
  %60 = xor i32 %55, %59, !dbg !182
  %61 = mul i32 %60, 16777619, !dbg !183
    #dbg_value(i32 %61, !173, !DIExpression(), !176)
  %62 = add nuw nsw i64 %37, 4, !dbg !184
    #dbg_value(i64 %62, !174, !DIExpression(), !178)
  %63 = icmp eq i64 %62, 4096, !dbg !185
  br i1 %63, label %64, label %36, !dbg !186, !llvm.loop !187

64:                                               ; preds = %36
  %65 = load i8, ptr %7, align 4, !dbg !190, !tbaa !181
  %66 = zext i8 %65 to i32, !dbg !190
  %67 = getelementptr inbounds i8, ptr %7, i64 4095, !dbg !191
  %68 = load i8, ptr %67, align 1, !dbg !191, !tbaa !181
  %69 = zext i8 %68 to i32, !dbg !191
  %70 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %35, i32 noundef %61, i32 noundef %66, i32 noundef %69), !dbg !192
  call void @llvm.lifetime.start.p0(i64 1200, ptr nonnull %8) #8, !dbg !193
  call void @llvm.lifetime.start.p0(i64 1200, ptr nonnull %9) #8, !dbg !193
    #dbg_value(i32 0, !89, !DIExpression(), !194)
  br label %72, !dbg !195

71:                                               ; preds = %72
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(1200) %9, ptr noundef nonnull align 16 dereferenceable(1200) %8, i64 1200, i1 false), !dbg !196, !DIAssignID !197
    #dbg_assign(i1 undef, !88, !DIExpression(), !197, ptr %9, !DIExpression(), !105)
    #dbg_value(i32 0, !91, !DIExpression(), !198)
  br label %126, !dbg !199

72:                                               ; preds = %64, %72
  %73 = phi i64 [ 0, %64 ], [ %78, %72 ]
    #dbg_value(i64 %73, !89, !DIExpression(), !194)
  %74 = getelementptr inbounds [50 x %struct.S24], ptr %8, i64 0, i64 %73, !dbg !200
  %75 = trunc nuw nsw i64 %73 to i32, !dbg !203
  store i32 %75, ptr %74, align 8, !dbg !203, !tbaa !120
  %76 = getelementptr inbounds i8, ptr %74, i64 4, !dbg !204
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(20) %76, i8 0, i64 20, i1 false), !dbg !205
  %77 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %76, i64 noundef 20, ptr noundef nonnull @.str.3, i32 noundef %75) #8, !dbg !206
  %78 = add nuw nsw i64 %73, 1, !dbg !207
    #dbg_value(i64 %78, !89, !DIExpression(), !194)
  %79 = icmp eq i64 %78, 50, !dbg !208
  br i1 %79, label %71, label %72, !dbg !195, !llvm.loop !209

80:                                               ; preds = %126
  %81 = getelementptr inbounds i8, ptr %9, i64 4, !dbg !211
    #dbg_value(ptr %9, !158, !DIExpression(), !212)
    #dbg_value(i64 1200, !169, !DIExpression(), !212)
    #dbg_value(ptr %9, !170, !DIExpression(), !212)
    #dbg_value(i32 -2128831035, !173, !DIExpression(), !212)
    #dbg_value(i64 0, !174, !DIExpression(), !214)
  %82 = getelementptr inbounds i8, ptr %9, i64 2
  %83 = getelementptr inbounds i8, ptr %9, i64 3
  %84 = getelementptr inbounds i8, ptr %9, i64 4
  %85 = getelementptr inbounds i8, ptr %9, i64 5
  br label %86

86:                                               ; preds = %86, %80
  %87 = phi i64 [ 0, %80 ], [ %120, %86 ]
  %88 = phi i32 [ -2128831035, %80 ], [ %119, %86 ]
    #dbg_value(i64 %87, !174, !DIExpression(), !214)
    #dbg_value(i32 %88, !173, !DIExpression(), !212)
  %89 = getelementptr inbounds i8, ptr %9, i64 %87, !dbg !215
  %90 = load i8, ptr %89, align 2, !dbg !215, !tbaa !181
  %91 = zext i8 %90 to i32, !dbg !215
  %92 = xor i32 %88, %91, !dbg !216
  %93 = mul i32 %92, 16777619, !dbg !217
    #dbg_value(i32 %93, !173, !DIExpression(), !212)
  %94 = or disjoint i64 %87, 1, !dbg !218
    #dbg_value(i64 %94, !174, !DIExpression(), !214)
  %95 = getelementptr inbounds i8, ptr %9, i64 %94, !dbg !215
  %96 = load i8, ptr %95, align 1, !dbg !215, !tbaa !181
  %97 = zext i8 %96 to i32, !dbg !215
  %98 = xor i32 %93, %97, !dbg !216
  %99 = mul i32 %98, 16777619, !dbg !217
    #dbg_value(i32 %99, !173, !DIExpression(), !212)
    #dbg_value(i64 %87, !174, !DIExpression(DW_OP_plus_uconst, 2, DW_OP_stack_value), !214)
  %100 = getelementptr inbounds i8, ptr %82, i64 %87, !dbg !215
  %101 = load i8, ptr %100, align 2, !dbg !215, !tbaa !181
  %102 = zext i8 %101 to i32, !dbg !215
  %103 = xor i32 %99, %102, !dbg !216
  %104 = mul i32 %103, 16777619, !dbg !217
    #dbg_value(i32 %104, !173, !DIExpression(), !212)
    #dbg_value(i64 %87, !174, !DIExpression(DW_OP_plus_uconst, 3, DW_OP_stack_value), !214)
  %105 = getelementptr inbounds i8, ptr %83, i64 %87, !dbg !215
  %106 = load i8, ptr %105, align 1, !dbg !215, !tbaa !181
  %107 = zext i8 %106 to i32, !dbg !215
  %108 = xor i32 %104, %107, !dbg !216
  %109 = mul i32 %108, 16777619, !dbg !217
    #dbg_value(i32 %109, !173, !DIExpression(), !212)
    #dbg_value(i64 %87, !174, !DIExpression(DW_OP_plus_uconst, 4, DW_OP_stack_value), !214)
  %110 = getelementptr inbounds i8, ptr %84, i64 %87, !dbg !215
  %111 = load i8, ptr %110, align 2, !dbg !215, !tbaa !181
  %112 = zext i8 %111 to i32, !dbg !215
  %113 = xor i32 %109, %112, !dbg !216
  %114 = mul i32 %113, 16777619, !dbg !217
    #dbg_value(i32 %114, !173, !DIExpression(), !212)
    #dbg_value(i64 %87, !174, !DIExpression(DW_OP_plus_uconst, 5, DW_OP_stack_value), !214)
  %115 = getelementptr inbounds i8, ptr %85, i64 %87, !dbg !215
  %116 = load i8, ptr %115, align 1, !dbg !215, !tbaa !181
  %117 = zext i8 %116 to i32, !dbg !215
  %118 = xor i32 %114, %117, !dbg !216
  %119 = mul i32 %118, 16777619, !dbg !217
    #dbg_value(i32 %119, !173, !DIExpression(), !212)
  %120 = add nuw nsw i64 %87, 6, !dbg !218
    #dbg_value(i64 %120, !174, !DIExpression(), !214)
  %121 = icmp eq i64 %120, 1200, !dbg !219
  br i1 %121, label %122, label %86, !dbg !220, !llvm.loop !221

122:                                              ; preds = %86
  %123 = getelementptr inbounds i8, ptr %9, i64 1180, !dbg !223
  %124 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, ptr noundef nonnull %81, ptr noundef nonnull %123, i32 noundef %119), !dbg !224
    #dbg_value(i32 0, !93, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !105)
    #dbg_value(i64 0, !93, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !105)
    #dbg_value(i64 0, !93, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !105)
    #dbg_value(i64 0, !93, !DIExpression(DW_OP_LLVM_fragment, 192, 64), !105)
    #dbg_value(i64 0, !93, !DIExpression(DW_OP_LLVM_fragment, 256, 64), !105)
    #dbg_value(i64 0, !93, !DIExpression(DW_OP_LLVM_fragment, 320, 64), !105)
    #dbg_value(i64 0, !93, !DIExpression(DW_OP_LLVM_fragment, 384, 64), !105)
    #dbg_value(i64 0, !93, !DIExpression(DW_OP_LLVM_fragment, 448, 64), !105)
    #dbg_value(i64 0, !93, !DIExpression(DW_OP_LLVM_fragment, 512, 64), !105)
    #dbg_value(i64 0, !93, !DIExpression(DW_OP_LLVM_fragment, 576, 64), !105)
    #dbg_value(i64 0, !93, !DIExpression(DW_OP_LLVM_fragment, 640, 64), !105)
    #dbg_value(i64 0, !93, !DIExpression(DW_OP_LLVM_fragment, 704, 64), !105)
    #dbg_value(i64 0, !93, !DIExpression(DW_OP_LLVM_fragment, 768, 64), !105)
    #dbg_value(i64 0, !93, !DIExpression(DW_OP_LLVM_fragment, 832, 64), !105)
    #dbg_value(i64 0, !93, !DIExpression(DW_OP_LLVM_fragment, 896, 64), !105)
    #dbg_value(i64 0, !93, !DIExpression(DW_OP_LLVM_fragment, 960, 64), !105)
    #dbg_value(i64 0, !93, !DIExpression(DW_OP_LLVM_fragment, 1024, 64), !105)
    #dbg_value(i64 0, !93, !DIExpression(DW_OP_LLVM_fragment, 1088, 64), !105)
    #dbg_value(i64 0, !93, !DIExpression(DW_OP_LLVM_fragment, 1152, 64), !105)
    #dbg_value(i64 0, !93, !DIExpression(DW_OP_LLVM_fragment, 1216, 64), !105)
    #dbg_value(i64 0, !93, !DIExpression(DW_OP_LLVM_fragment, 1280, 64), !105)
    #dbg_value(i64 0, !93, !DIExpression(DW_OP_LLVM_fragment, 1344, 64), !105)
    #dbg_value(i64 0, !93, !DIExpression(DW_OP_LLVM_fragment, 1408, 64), !105)
    #dbg_value(i64 0, !93, !DIExpression(DW_OP_LLVM_fragment, 1472, 64), !105)
    #dbg_value(i64 0, !93, !DIExpression(DW_OP_LLVM_fragment, 1536, 64), !105)
    #dbg_value(i64 0, !93, !DIExpression(DW_OP_LLVM_fragment, 1600, 64), !105)
    #dbg_value(i64 0, !93, !DIExpression(DW_OP_LLVM_fragment, 1664, 64), !105)
    #dbg_value(i64 0, !93, !DIExpression(DW_OP_LLVM_fragment, 1728, 64), !105)
    #dbg_value(i64 0, !93, !DIExpression(DW_OP_LLVM_fragment, 1792, 64), !105)
    #dbg_value(i64 0, !93, !DIExpression(DW_OP_LLVM_fragment, 1856, 64), !105)
    #dbg_value(i64 0, !93, !DIExpression(DW_OP_LLVM_fragment, 1920, 64), !105)
    #dbg_value(i32 1, !93, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !105)
    #dbg_value(double 2.500000e+00, !93, !DIExpression(DW_OP_LLVM_fragment, 1984, 64), !105)
    #dbg_value(i64 0, !101, !DIExpression(), !105)
    #dbg_value(i64 0, !101, !DIExpression(), !105)
    #dbg_value(i64 0, !101, !DIExpression(), !105)
    #dbg_value(i64 0, !101, !DIExpression(), !105)
    #dbg_value(i64 0, !101, !DIExpression(), !105)
    #dbg_value(i64 0, !101, !DIExpression(), !105)
    #dbg_value(i64 0, !101, !DIExpression(), !105)
    #dbg_value(i64 0, !101, !DIExpression(), !105)
    #dbg_value(i64 0, !101, !DIExpression(), !105)
    #dbg_value(i64 0, !101, !DIExpression(), !105)
    #dbg_value(i64 0, !101, !DIExpression(), !105)
    #dbg_value(i64 0, !101, !DIExpression(), !105)
    #dbg_value(i64 0, !101, !DIExpression(), !105)
    #dbg_value(i64 0, !101, !DIExpression(), !105)
    #dbg_value(i64 0, !101, !DIExpression(), !105)
    #dbg_value(i64 0, !101, !DIExpression(), !105)
    #dbg_value(i64 0, !101, !DIExpression(), !105)
    #dbg_value(i64 0, !101, !DIExpression(), !105)
    #dbg_value(i64 0, !101, !DIExpression(), !105)
    #dbg_value(i64 0, !101, !DIExpression(), !105)
    #dbg_value(i64 0, !101, !DIExpression(), !105)
    #dbg_value(i64 0, !101, !DIExpression(), !105)
    #dbg_value(i64 0, !101, !DIExpression(), !105)
    #dbg_value(i64 0, !101, !DIExpression(), !105)
    #dbg_value(i64 0, !101, !DIExpression(), !105)
    #dbg_value(i64 0, !101, !DIExpression(), !105)
    #dbg_value(i64 0, !101, !DIExpression(), !105)
    #dbg_value(i64 0, !101, !DIExpression(), !105)
    #dbg_value(i64 0, !101, !DIExpression(), !105)
    #dbg_value(i64 0, !101, !DIExpression(), !105)
    #dbg_value(i64 0, !101, !DIExpression(), !105)
  %125 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i64 noundef 0, i32 noundef 1, double noundef 2.500000e+00), !dbg !225
    #dbg_value(ptr %7, !158, !DIExpression(), !226)
    #dbg_value(i64 4096, !169, !DIExpression(), !226)
    #dbg_value(ptr %7, !170, !DIExpression(), !226)
    #dbg_value(i32 -2128831035, !173, !DIExpression(), !226)
    #dbg_value(i64 0, !174, !DIExpression(), !228)
  br label %133

126:                                              ; preds = %71, %126
  %127 = phi i64 [ 0, %71 ], [ %131, %126 ]
    #dbg_value(i64 %127, !91, !DIExpression(), !198)
  %128 = getelementptr inbounds [50 x %struct.S24], ptr %9, i64 0, i64 %127, !dbg !229
  %129 = sub nuw nsw i64 49, %127, !dbg !231
  %130 = getelementptr inbounds [50 x %struct.S24], ptr %9, i64 0, i64 %129, !dbg !232
  call fastcc void @swap24(ptr noundef nonnull %128, ptr noundef nonnull %130), !dbg !233
  %131 = add nuw nsw i64 %127, 1, !dbg !234
    #dbg_value(i64 %131, !91, !DIExpression(), !198)
  %132 = icmp eq i64 %131, 25, !dbg !235
  br i1 %132, label %80, label %126, !dbg !199, !llvm.loop !236

133:                                              ; preds = %133, %122
  %134 = phi i64 [ 0, %122 ], [ %159, %133 ]
  %135 = phi i32 [ -2128831035, %122 ], [ %158, %133 ]
    #dbg_value(i64 %134, !174, !DIExpression(), !228)
    #dbg_value(i32 %135, !173, !DIExpression(), !226)
  %136 = getelementptr inbounds i8, ptr %7, i64 %134, !dbg !238
  %137 = load i8, ptr %136, align 4, !dbg !238, !tbaa !181
  %138 = zext i8 %137 to i32, !dbg !238
  %139 = xor i32 %135, %138, !dbg !239
  %140 = mul i32 %139, 16777619, !dbg !240
    #dbg_value(i32 %140, !173, !DIExpression(), !226)
  %141 = or disjoint i64 %134, 1, !dbg !241
    #dbg_value(i64 %141, !174, !DIExpression(), !228)
  %142 = getelementptr inbounds i8, ptr %7, i64 %141, !dbg !238
  %143 = load i8, ptr %142, align 1, !dbg !238, !tbaa !181
  %144 = zext i8 %143 to i32, !dbg !238
  %145 = xor i32 %140, %144, !dbg !239
  %146 = mul i32 %145, 16777619, !dbg !240
    #dbg_value(i32 %146, !173, !DIExpression(), !226)
  %147 = or disjoint i64 %134, 2, !dbg !241
    #dbg_value(i64 %147, !174, !DIExpression(), !228)
  %148 = getelementptr inbounds i8, ptr %7, i64 %147, !dbg !238
  %149 = load i8, ptr %148, align 2, !dbg !238, !tbaa !181
  %150 = zext i8 %149 to i32, !dbg !238
  %151 = xor i32 %146, %150, !dbg !239
  %152 = mul i32 %151, 16777619, !dbg !240
    #dbg_value(i32 %152, !173, !DIExpression(), !226)
  %153 = or disjoint i64 %134, 3, !dbg !241
    #dbg_value(i64 %153, !174, !DIExpression(), !228)
  %154 = getelementptr inbounds i8, ptr %7, i64 %153, !dbg !238
  %155 = load i8, ptr %154, align 1, !dbg !238, !tbaa !181
  %156 = zext i8 %155 to i32, !dbg !238
  %157 = xor i32 %152, %156, !dbg !239
  %158 = mul i32 %157, 16777619, !dbg !240
    #dbg_value(i32 %158, !173, !DIExpression(), !226)
  %159 = add nuw nsw i64 %134, 4, !dbg !241
    #dbg_value(i64 %159, !174, !DIExpression(), !228)
  %160 = icmp eq i64 %159, 4096, !dbg !242
  br i1 %160, label %161, label %133, !dbg !243, !llvm.loop !244

161:                                              ; preds = %133
  %162 = and i32 %158, 127, !dbg !246
  call void @llvm.lifetime.end.p0(i64 1200, ptr nonnull %9) #8, !dbg !247
  call void @llvm.lifetime.end.p0(i64 1200, ptr nonnull %8) #8, !dbg !247
  call void @llvm.lifetime.end.p0(i64 4100, ptr nonnull %7) #8, !dbg !247
  call void @llvm.lifetime.end.p0(i64 128, ptr nonnull %5) #8, !dbg !247
  call void @llvm.lifetime.end.p0(i64 128, ptr nonnull %4) #8, !dbg !247
  call void @llvm.lifetime.end.p0(i64 128, ptr nonnull %3) #8, !dbg !247
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %2) #8, !dbg !247
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %1) #8, !dbg !247
  ret i32 %162, !dbg !247
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define internal fastcc void @swap24(ptr nocapture noundef %0, ptr nocapture noundef %1) unnamed_addr #3 !dbg !248 {
  %3 = alloca %struct.S24, align 4, !DIAssignID !256
    #dbg_assign(i1 undef, !255, !DIExpression(), !256, ptr %3, !DIExpression(), !257)
    #dbg_value(ptr %0, !253, !DIExpression(), !257)
    #dbg_value(ptr %1, !254, !DIExpression(), !257)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %3), !dbg !258
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(24) %3, ptr noundef nonnull align 4 dereferenceable(24) %0, i64 24, i1 false), !dbg !259, !tbaa.struct !260, !DIAssignID !262
    #dbg_assign(i1 undef, !255, !DIExpression(), !262, ptr %3, !DIExpression(), !257)
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(24) %0, ptr noundef nonnull align 4 dereferenceable(24) %1, i64 24, i1 false), !dbg !263, !tbaa.struct !260
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(24) %1, ptr noundef nonnull align 4 dereferenceable(24) %3, i64 24, i1 false), !dbg !264, !tbaa.struct !260
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %3), !dbg !265
  ret void, !dbg !265
}

; Function Attrs: nofree nounwind
declare !dbg !266 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #4

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite) uwtable
define internal fastcc void @mmul(ptr dead_on_unwind noalias nocapture writable writeonly sret(%struct.M4) align 8 %0, ptr nocapture noundef readonly byval(%struct.M4) align 8 %1, ptr nocapture noundef readonly byval(%struct.M4) align 8 %2) unnamed_addr #6 !dbg !273 {
    #dbg_declare(ptr %1, !277, !DIExpression(), !290)
    #dbg_declare(ptr %2, !278, !DIExpression(), !291)
    #dbg_declare(ptr %0, !279, !DIExpression(), !292)
    #dbg_value(i32 0, !280, !DIExpression(), !293)
  %4 = getelementptr inbounds i8, ptr %2, i64 120
  %5 = load double, ptr %4, align 8, !dbg !294, !tbaa !142
  %6 = insertelement <2 x double> poison, double %5, i64 0, !dbg !296
  %7 = shufflevector <2 x double> %6, <2 x double> poison, <2 x i32> zeroinitializer, !dbg !296
  %8 = getelementptr inbounds i8, ptr %2, i64 88
  %9 = load <2 x double>, ptr %8, align 8, !dbg !294
  %10 = shufflevector <2 x double> %9, <2 x double> poison, <2 x i32> zeroinitializer, !dbg !296
  %11 = getelementptr inbounds i8, ptr %2, i64 56
  %12 = load <2 x double>, ptr %11, align 8, !dbg !294
  %13 = shufflevector <2 x double> %12, <2 x double> poison, <2 x i32> zeroinitializer, !dbg !296
  %14 = getelementptr inbounds i8, ptr %2, i64 24
  %15 = load <2 x double>, ptr %14, align 8, !dbg !294
  %16 = shufflevector <2 x double> %15, <2 x double> poison, <2 x i32> zeroinitializer, !dbg !296
  %17 = getelementptr inbounds i8, ptr %2, i64 112
  %18 = load <2 x double>, ptr %17, align 8, !dbg !294
  %19 = shufflevector <2 x double> %18, <2 x double> poison, <2 x i32> zeroinitializer, !dbg !296
  %20 = getelementptr inbounds i8, ptr %2, i64 80
  %21 = load <2 x double>, ptr %20, align 8, !dbg !294
  %22 = shufflevector <2 x double> %21, <2 x double> poison, <2 x i32> zeroinitializer, !dbg !296
  %23 = getelementptr inbounds i8, ptr %2, i64 48
  %24 = load <2 x double>, ptr %23, align 8, !dbg !294
  %25 = shufflevector <2 x double> %24, <2 x double> poison, <2 x i32> zeroinitializer, !dbg !296
  %26 = getelementptr inbounds i8, ptr %2, i64 16
  %27 = load <2 x double>, ptr %26, align 8, !dbg !294
  %28 = shufflevector <2 x double> %27, <2 x double> poison, <2 x i32> zeroinitializer, !dbg !296
  %29 = getelementptr inbounds i8, ptr %2, i64 104
  %30 = load <2 x double>, ptr %29, align 8, !dbg !294
  %31 = shufflevector <2 x double> %30, <2 x double> poison, <2 x i32> zeroinitializer, !dbg !296
  %32 = getelementptr inbounds i8, ptr %2, i64 72
  %33 = load <2 x double>, ptr %32, align 8, !dbg !294
  %34 = shufflevector <2 x double> %33, <2 x double> poison, <2 x i32> zeroinitializer, !dbg !296
  %35 = getelementptr inbounds i8, ptr %2, i64 40
  %36 = load <2 x double>, ptr %35, align 8, !dbg !294
  %37 = shufflevector <2 x double> %36, <2 x double> poison, <2 x i32> zeroinitializer, !dbg !296
  %38 = getelementptr inbounds i8, ptr %2, i64 8
  %39 = load <2 x double>, ptr %38, align 8, !dbg !294
  %40 = shufflevector <2 x double> %39, <2 x double> poison, <2 x i32> zeroinitializer, !dbg !296
  %41 = getelementptr inbounds i8, ptr %2, i64 96
  %42 = load <2 x double>, ptr %41, align 8, !dbg !294
  %43 = shufflevector <2 x double> %42, <2 x double> poison, <2 x i32> zeroinitializer, !dbg !296
  %44 = getelementptr inbounds i8, ptr %2, i64 64
  %45 = load <2 x double>, ptr %44, align 8, !dbg !294
  %46 = shufflevector <2 x double> %45, <2 x double> poison, <2 x i32> zeroinitializer, !dbg !296
  %47 = getelementptr inbounds i8, ptr %2, i64 32
  %48 = load <2 x double>, ptr %47, align 8, !dbg !294
  %49 = shufflevector <2 x double> %48, <2 x double> poison, <2 x i32> zeroinitializer, !dbg !296
  %50 = load <2 x double>, ptr %2, align 8
  %51 = shufflevector <2 x double> %50, <2 x double> poison, <2 x i32> zeroinitializer, !dbg !296
  %52 = getelementptr inbounds i8, ptr %1, i64 32, !dbg !297
  %53 = load double, ptr %1, align 8, !dbg !297, !tbaa !142
  %54 = load double, ptr %52, align 8, !dbg !297, !tbaa !142
  %55 = insertelement <2 x double> poison, double %53, i64 0, !dbg !296
  %56 = insertelement <2 x double> %55, double %54, i64 1, !dbg !296
  %57 = fmul <2 x double> %56, %51, !dbg !296
  %58 = fadd <2 x double> %57, zeroinitializer, !dbg !298
  %59 = getelementptr inbounds i8, ptr %1, i64 8, !dbg !297
  %60 = getelementptr inbounds i8, ptr %1, i64 40, !dbg !297
  %61 = load double, ptr %59, align 8, !dbg !297, !tbaa !142
  %62 = load double, ptr %60, align 8, !dbg !297, !tbaa !142
  %63 = insertelement <2 x double> poison, double %61, i64 0, !dbg !296
  %64 = insertelement <2 x double> %63, double %62, i64 1, !dbg !296
  %65 = fmul <2 x double> %64, %49, !dbg !296
  %66 = fadd <2 x double> %58, %65, !dbg !298
  %67 = getelementptr inbounds i8, ptr %1, i64 16, !dbg !297
  %68 = getelementptr inbounds i8, ptr %1, i64 48, !dbg !297
  %69 = load double, ptr %67, align 8, !dbg !297, !tbaa !142
  %70 = load double, ptr %68, align 8, !dbg !297, !tbaa !142
  %71 = insertelement <2 x double> poison, double %69, i64 0, !dbg !296
  %72 = insertelement <2 x double> %71, double %70, i64 1, !dbg !296
  %73 = fmul <2 x double> %72, %46, !dbg !296
  %74 = fadd <2 x double> %66, %73, !dbg !298
  %75 = getelementptr inbounds i8, ptr %1, i64 24, !dbg !297
  %76 = getelementptr inbounds i8, ptr %1, i64 56, !dbg !297
  %77 = load double, ptr %75, align 8, !dbg !297, !tbaa !142
  %78 = load double, ptr %76, align 8, !dbg !297, !tbaa !142
  %79 = insertelement <2 x double> poison, double %77, i64 0, !dbg !296
  %80 = insertelement <2 x double> %79, double %78, i64 1, !dbg !296
  %81 = fmul <2 x double> %80, %43, !dbg !296
  %82 = fadd <2 x double> %74, %81, !dbg !298
  %83 = fmul <2 x double> %56, %40, !dbg !299
  %84 = fadd <2 x double> %83, zeroinitializer, !dbg !298
  %85 = fmul <2 x double> %64, %37, !dbg !299
  %86 = fadd <2 x double> %84, %85, !dbg !298
  %87 = fmul <2 x double> %72, %34, !dbg !299
  %88 = fadd <2 x double> %86, %87, !dbg !298
  %89 = fmul <2 x double> %80, %31, !dbg !299
  %90 = fadd <2 x double> %88, %89, !dbg !298
  %91 = fmul <2 x double> %56, %28, !dbg !299
  %92 = fadd <2 x double> %91, zeroinitializer, !dbg !298
  %93 = fmul <2 x double> %64, %25, !dbg !299
  %94 = fadd <2 x double> %92, %93, !dbg !298
  %95 = fmul <2 x double> %72, %22, !dbg !299
  %96 = fadd <2 x double> %94, %95, !dbg !298
  %97 = fmul <2 x double> %80, %19, !dbg !299
  %98 = fadd <2 x double> %96, %97, !dbg !298
  %99 = fmul <2 x double> %56, %16, !dbg !299
  %100 = fadd <2 x double> %99, zeroinitializer, !dbg !298
  %101 = fmul <2 x double> %64, %13, !dbg !299
  %102 = fadd <2 x double> %100, %101, !dbg !298
  %103 = fmul <2 x double> %72, %10, !dbg !299
  %104 = fadd <2 x double> %102, %103, !dbg !298
  %105 = fmul <2 x double> %80, %7, !dbg !299
  %106 = fadd <2 x double> %104, %105, !dbg !298
  %107 = shufflevector <2 x double> %82, <2 x double> %90, <4 x i32> <i32 0, i32 1, i32 2, i32 3>, !dbg !300
  %108 = shufflevector <2 x double> %98, <2 x double> %106, <4 x i32> <i32 0, i32 1, i32 2, i32 3>, !dbg !300
  %109 = shufflevector <4 x double> %107, <4 x double> %108, <8 x i32> <i32 0, i32 2, i32 4, i32 6, i32 1, i32 3, i32 5, i32 7>, !dbg !300
  store <8 x double> %109, ptr %0, align 8, !dbg !300, !tbaa !142
  %110 = getelementptr inbounds i8, ptr %1, i64 64, !dbg !297
  %111 = getelementptr inbounds i8, ptr %1, i64 96, !dbg !297
  %112 = load double, ptr %110, align 8, !dbg !297, !tbaa !142
  %113 = load double, ptr %111, align 8, !dbg !297, !tbaa !142
  %114 = insertelement <2 x double> poison, double %112, i64 0, !dbg !296
  %115 = insertelement <2 x double> %114, double %113, i64 1, !dbg !296
  %116 = fmul <2 x double> %115, %51, !dbg !296
  %117 = fadd <2 x double> %116, zeroinitializer, !dbg !298
  %118 = getelementptr inbounds i8, ptr %1, i64 72, !dbg !297
  %119 = getelementptr inbounds i8, ptr %1, i64 104, !dbg !297
  %120 = load double, ptr %118, align 8, !dbg !297, !tbaa !142
  %121 = load double, ptr %119, align 8, !dbg !297, !tbaa !142
  %122 = insertelement <2 x double> poison, double %120, i64 0, !dbg !296
  %123 = insertelement <2 x double> %122, double %121, i64 1, !dbg !296
  %124 = fmul <2 x double> %123, %49, !dbg !296
  %125 = fadd <2 x double> %117, %124, !dbg !298
  %126 = getelementptr inbounds i8, ptr %1, i64 80, !dbg !297
  %127 = getelementptr inbounds i8, ptr %1, i64 112, !dbg !297
  %128 = load double, ptr %126, align 8, !dbg !297, !tbaa !142
  %129 = load double, ptr %127, align 8, !dbg !297, !tbaa !142
  %130 = insertelement <2 x double> poison, double %128, i64 0, !dbg !296
  %131 = insertelement <2 x double> %130, double %129, i64 1, !dbg !296
  %132 = fmul <2 x double> %131, %46, !dbg !296
  %133 = fadd <2 x double> %125, %132, !dbg !298
  %134 = getelementptr inbounds i8, ptr %1, i64 88, !dbg !297
  %135 = getelementptr inbounds i8, ptr %1, i64 120, !dbg !297
  %136 = load double, ptr %134, align 8, !dbg !297, !tbaa !142
  %137 = load double, ptr %135, align 8, !dbg !297, !tbaa !142
  %138 = insertelement <2 x double> poison, double %136, i64 0, !dbg !296
  %139 = insertelement <2 x double> %138, double %137, i64 1, !dbg !296
  %140 = fmul <2 x double> %139, %43, !dbg !296
  %141 = fadd <2 x double> %133, %140, !dbg !298
  %142 = fmul <2 x double> %115, %40, !dbg !299
  %143 = fadd <2 x double> %142, zeroinitializer, !dbg !298
  %144 = fmul <2 x double> %123, %37, !dbg !299
  %145 = fadd <2 x double> %143, %144, !dbg !298
  %146 = fmul <2 x double> %131, %34, !dbg !299
  %147 = fadd <2 x double> %145, %146, !dbg !298
  %148 = fmul <2 x double> %139, %31, !dbg !299
  %149 = fadd <2 x double> %147, %148, !dbg !298
  %150 = fmul <2 x double> %115, %28, !dbg !299
  %151 = fadd <2 x double> %150, zeroinitializer, !dbg !298
  %152 = fmul <2 x double> %123, %25, !dbg !299
  %153 = fadd <2 x double> %151, %152, !dbg !298
  %154 = fmul <2 x double> %131, %22, !dbg !299
  %155 = fadd <2 x double> %153, %154, !dbg !298
  %156 = fmul <2 x double> %139, %19, !dbg !299
  %157 = fadd <2 x double> %155, %156, !dbg !298
  %158 = fmul <2 x double> %115, %16, !dbg !299
  %159 = fadd <2 x double> %158, zeroinitializer, !dbg !298
  %160 = fmul <2 x double> %123, %13, !dbg !299
  %161 = fadd <2 x double> %159, %160, !dbg !298
  %162 = fmul <2 x double> %131, %10, !dbg !299
  %163 = fadd <2 x double> %161, %162, !dbg !298
  %164 = fmul <2 x double> %139, %7, !dbg !299
  %165 = fadd <2 x double> %163, %164, !dbg !298
  %166 = getelementptr inbounds i8, ptr %0, i64 64, !dbg !301
  %167 = shufflevector <2 x double> %141, <2 x double> %149, <4 x i32> <i32 0, i32 1, i32 2, i32 3>, !dbg !300
  %168 = shufflevector <2 x double> %157, <2 x double> %165, <4 x i32> <i32 0, i32 1, i32 2, i32 3>, !dbg !300
  %169 = shufflevector <4 x double> %167, <4 x double> %168, <8 x i32> <i32 0, i32 2, i32 4, i32 6, i32 1, i32 3, i32 5, i32 7>, !dbg !300
  store <8 x double> %169, ptr %166, align 8, !dbg !300, !tbaa !142
  ret void, !dbg !302
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite) uwtable
define internal fastcc void @k4_twice(ptr dead_on_unwind noalias nocapture writable writeonly sret(%struct.K4) align 4 %0) unnamed_addr #6 !dbg !303 {
  %2 = alloca %struct.K4, align 8
  %3 = alloca %struct.K4, align 8
    #dbg_value(i32 5, !307, !DIExpression(), !308)
  call fastcc void @k4_make(ptr dead_on_unwind nonnull writable sret(%struct.K4) align 4 %3), !dbg !309
  call fastcc void @k4_xform(ptr dead_on_unwind nonnull writable sret(%struct.K4) align 4 %2, ptr noundef nonnull byval(%struct.K4) align 8 %3), !dbg !310
  tail call fastcc void @k4_xform(ptr dead_on_unwind writable sret(%struct.K4) align 4 %0, ptr noundef nonnull byval(%struct.K4) align 8 %2), !dbg !311
  ret void, !dbg !312
}

; Function Attrs: nofree nounwind
declare !dbg !313 noundef i32 @snprintf(ptr noalias nocapture noundef writeonly, i64 noundef, ptr nocapture noundef readonly, ...) local_unnamed_addr #4

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite) uwtable
define internal fastcc void @k4_xform(ptr dead_on_unwind noalias nocapture writable writeonly sret(%struct.K4) align 4 %0, ptr nocapture noundef byval(%struct.K4) align 8 %1) unnamed_addr #6 !dbg !318 {
    #dbg_declare(ptr %1, !322, !DIExpression(), !325)
    #dbg_value(i32 0, !323, !DIExpression(), !326)
  br label %3, !dbg !327

3:                                                ; preds = %3, %2
  %4 = phi i64 [ 0, %2 ], [ %24, %3 ], !dbg !328
  %5 = phi <16 x i8> [ <i8 0, i8 1, i8 2, i8 3, i8 4, i8 5, i8 6, i8 7, i8 8, i8 9, i8 10, i8 11, i8 12, i8 13, i8 14, i8 15>, %2 ], [ %25, %3 ], !dbg !330
  %6 = getelementptr inbounds [4096 x i8], ptr %1, i64 0, i64 %4, !dbg !331
  %7 = load <16 x i8>, ptr %6, align 8, !dbg !330, !tbaa !181
  %8 = xor <16 x i8> %7, %5, !dbg !330
  store <16 x i8> %8, ptr %6, align 8, !dbg !330, !tbaa !181
  %9 = or disjoint i64 %4, 16, !dbg !328
  %10 = add <16 x i8> %5, <i8 16, i8 16, i8 16, i8 16, i8 16, i8 16, i8 16, i8 16, i8 16, i8 16, i8 16, i8 16, i8 16, i8 16, i8 16, i8 16>, !dbg !330
  %11 = getelementptr inbounds [4096 x i8], ptr %1, i64 0, i64 %9, !dbg !331
  %12 = load <16 x i8>, ptr %11, align 8, !dbg !330, !tbaa !181
  %13 = xor <16 x i8> %12, %10, !dbg !330
  store <16 x i8> %13, ptr %11, align 8, !dbg !330, !tbaa !181
  %14 = or disjoint i64 %4, 32, !dbg !328
  %15 = add <16 x i8> %5, <i8 32, i8 32, i8 32, i8 32, i8 32, i8 32, i8 32, i8 32, i8 32, i8 32, i8 32, i8 32, i8 32, i8 32, i8 32, i8 32>, !dbg !330
  %16 = getelementptr inbounds [4096 x i8], ptr %1, i64 0, i64 %14, !dbg !331
  %17 = load <16 x i8>, ptr %16, align 8, !dbg !330, !tbaa !181
  %18 = xor <16 x i8> %17, %15, !dbg !330
  store <16 x i8> %18, ptr %16, align 8, !dbg !330, !tbaa !181
  %19 = or disjoint i64 %4, 48, !dbg !328
  %20 = add <16 x i8> %5, <i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48>, !dbg !330
  %21 = getelementptr inbounds [4096 x i8], ptr %1, i64 0, i64 %19, !dbg !331
  %22 = load <16 x i8>, ptr %21, align 8, !dbg !330, !tbaa !181
  %23 = xor <16 x i8> %22, %20, !dbg !330
  store <16 x i8> %23, ptr %21, align 8, !dbg !330, !tbaa !181
  %24 = add nuw nsw i64 %4, 64, !dbg !328
  %25 = add <16 x i8> %5, <i8 64, i8 64, i8 64, i8 64, i8 64, i8 64, i8 64, i8 64, i8 64, i8 64, i8 64, i8 64, i8 64, i8 64, i8 64, i8 64>, !dbg !330
  %26 = icmp eq i64 %24, 4096, !dbg !328
  br i1 %26, label %27, label %3, !dbg !328, !llvm.loop !332

27:                                               ; preds = %3
  %28 = getelementptr inbounds i8, ptr %1, i64 4096, !dbg !336
  %29 = load i32, ptr %28, align 8, !dbg !337, !tbaa !156
  %30 = add nsw i32 %29, 1, !dbg !337
  store i32 %30, ptr %28, align 8, !dbg !337, !tbaa !156
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(4100) %0, ptr noundef nonnull align 8 dereferenceable(4100) %1, i64 4100, i1 false), !dbg !338, !tbaa.struct !339
  ret void, !dbg !340
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: write) uwtable
define internal fastcc void @k4_make(ptr dead_on_unwind noalias nocapture writable writeonly sret(%struct.K4) align 4 %0) unnamed_addr #7 !dbg !341 {
    #dbg_value(i32 5, !343, !DIExpression(), !347)
    #dbg_declare(ptr %0, !344, !DIExpression(), !348)
    #dbg_value(i32 0, !345, !DIExpression(), !349)
  br label %2, !dbg !350

2:                                                ; preds = %2, %1
  %3 = phi i64 [ 0, %1 ], [ %8, %2 ], !dbg !351
  %4 = phi <16 x i8> [ <i8 0, i8 1, i8 2, i8 3, i8 4, i8 5, i8 6, i8 7, i8 8, i8 9, i8 10, i8 11, i8 12, i8 13, i8 14, i8 15>, %1 ], [ %9, %2 ], !dbg !353
  %5 = mul <16 x i8> %4, <i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7>, !dbg !353
  %6 = add <16 x i8> %5, <i8 5, i8 5, i8 5, i8 5, i8 5, i8 5, i8 5, i8 5, i8 5, i8 5, i8 5, i8 5, i8 5, i8 5, i8 5, i8 5>, !dbg !353
  %7 = getelementptr inbounds [4096 x i8], ptr %0, i64 0, i64 %3, !dbg !354
  store <16 x i8> %6, ptr %7, align 4, !dbg !355, !tbaa !181
  %8 = add nuw i64 %3, 16, !dbg !351
  %9 = add <16 x i8> %4, <i8 16, i8 16, i8 16, i8 16, i8 16, i8 16, i8 16, i8 16, i8 16, i8 16, i8 16, i8 16, i8 16, i8 16, i8 16, i8 16>, !dbg !353
  %10 = icmp eq i64 %8, 4096, !dbg !351
  br i1 %10, label %11, label %2, !dbg !351, !llvm.loop !356

11:                                               ; preds = %2
  %12 = getelementptr inbounds i8, ptr %0, i64 4096, !dbg !358
  store i32 5, ptr %12, align 4, !dbg !359, !tbaa !156
  ret void, !dbg !360
}

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #6 = { nofree noinline norecurse nosync nounwind memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nofree noinline norecurse nosync nounwind memory(argmem: write) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { nounwind }

!llvm.dbg.cu = !{!32}
!llvm.module.flags = !{!37, !38, !39, !40, !41, !42, !43}
!llvm.ident = !{!44}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 28, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "programs/struct_large_copies.c", directory: ".", checksumkind: CSK_MD5, checksum: "087657748bfe13915c735f5b35936650")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 168, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 21)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 32, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 128, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 16)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 34, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 312, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 39)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(scope: null, file: !2, line: 36, type: !19, isLocal: true, isDefinition: true)
!19 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 80, elements: !20)
!20 = !{!21}
!21 = !DISubrange(count: 10)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(scope: null, file: !2, line: 39, type: !24, isLocal: true, isDefinition: true)
!24 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 272, elements: !25)
!25 = !{!26}
!26 = !DISubrange(count: 34)
!27 = !DIGlobalVariableExpression(var: !28, expr: !DIExpression())
!28 = distinct !DIGlobalVariable(scope: null, file: !2, line: 42, type: !29, isLocal: true, isDefinition: true)
!29 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 240, elements: !30)
!30 = !{!31}
!31 = !DISubrange(count: 30)
!32 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !33, globals: !36, splitDebugInlining: false, nameTableKind: None)
!33 = !{!34, !35}
!34 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!35 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!36 = !{!0, !7, !12, !17, !22, !27}
!37 = !{i32 7, !"Dwarf Version", i32 5}
!38 = !{i32 2, !"Debug Info Version", i32 3}
!39 = !{i32 1, !"wchar_size", i32 4}
!40 = !{i32 8, !"PIC Level", i32 2}
!41 = !{i32 7, !"PIE Level", i32 2}
!42 = !{i32 7, !"uwtable", i32 2}
!43 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!44 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!45 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 25, type: !46, scopeLine: 25, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !32, retainedNodes: !48)
!46 = !DISubroutineType(types: !47)
!47 = !{!34}
!48 = !{!49, !58, !59, !68, !69, !71, !74, !75, !84, !88, !89, !91, !93, !101, !102}
!49 = !DILocalVariable(name: "a", scope: !45, file: !2, line: 26, type: !50)
!50 = !DIDerivedType(tag: DW_TAG_typedef, name: "S24", file: !2, line: 9, baseType: !51)
!51 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !2, line: 9, size: 192, elements: !52)
!52 = !{!53, !54}
!53 = !DIDerivedType(tag: DW_TAG_member, name: "id", scope: !51, file: !2, line: 9, baseType: !34, size: 32)
!54 = !DIDerivedType(tag: DW_TAG_member, name: "name", scope: !51, file: !2, line: 9, baseType: !55, size: 160, offset: 32)
!55 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 160, elements: !56)
!56 = !{!57}
!57 = !DISubrange(count: 20)
!58 = !DILocalVariable(name: "b", scope: !45, file: !2, line: 26, type: !50)
!59 = !DILocalVariable(name: "id", scope: !45, file: !2, line: 29, type: !60)
!60 = !DIDerivedType(tag: DW_TAG_typedef, name: "M4", file: !2, line: 10, baseType: !61)
!61 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !2, line: 10, size: 1024, elements: !62)
!62 = !{!63}
!63 = !DIDerivedType(tag: DW_TAG_member, name: "m", scope: !61, file: !2, line: 10, baseType: !64, size: 1024)
!64 = !DICompositeType(tag: DW_TAG_array_type, baseType: !65, size: 1024, elements: !66)
!65 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!66 = !{!67, !67}
!67 = !DISubrange(count: 4)
!68 = !DILocalVariable(name: "x", scope: !45, file: !2, line: 29, type: !60)
!69 = !DILocalVariable(name: "i", scope: !70, file: !2, line: 30, type: !34)
!70 = distinct !DILexicalBlock(scope: !45, file: !2, line: 30, column: 5)
!71 = !DILocalVariable(name: "j", scope: !72, file: !2, line: 30, type: !34)
!72 = distinct !DILexicalBlock(scope: !73, file: !2, line: 30, column: 33)
!73 = distinct !DILexicalBlock(scope: !70, file: !2, line: 30, column: 5)
!74 = !DILocalVariable(name: "p", scope: !45, file: !2, line: 31, type: !60)
!75 = !DILocalVariable(name: "k", scope: !45, file: !2, line: 33, type: !76)
!76 = !DIDerivedType(tag: DW_TAG_typedef, name: "K4", file: !2, line: 11, baseType: !77)
!77 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !2, line: 11, size: 32800, elements: !78)
!78 = !{!79, !83}
!79 = !DIDerivedType(tag: DW_TAG_member, name: "bytes", scope: !77, file: !2, line: 11, baseType: !80, size: 32768)
!80 = !DICompositeType(tag: DW_TAG_array_type, baseType: !35, size: 32768, elements: !81)
!81 = !{!82}
!82 = !DISubrange(count: 4096)
!83 = !DIDerivedType(tag: DW_TAG_member, name: "tail", scope: !77, file: !2, line: 11, baseType: !34, size: 32, offset: 32768)
!84 = !DILocalVariable(name: "arr", scope: !45, file: !2, line: 35, type: !85)
!85 = !DICompositeType(tag: DW_TAG_array_type, baseType: !50, size: 9600, elements: !86)
!86 = !{!87}
!87 = !DISubrange(count: 50)
!88 = !DILocalVariable(name: "copy", scope: !45, file: !2, line: 35, type: !85)
!89 = !DILocalVariable(name: "i", scope: !90, file: !2, line: 36, type: !34)
!90 = distinct !DILexicalBlock(scope: !45, file: !2, line: 36, column: 5)
!91 = !DILocalVariable(name: "i", scope: !92, file: !2, line: 38, type: !34)
!92 = distinct !DILexicalBlock(scope: !45, file: !2, line: 38, column: 5)
!93 = !DILocalVariable(name: "big", scope: !45, file: !2, line: 40, type: !94)
!94 = distinct !DICompositeType(tag: DW_TAG_structure_type, scope: !45, file: !2, line: 40, size: 2048, elements: !95)
!95 = !{!96, !97, !100}
!96 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !94, file: !2, line: 40, baseType: !34, size: 32)
!97 = !DIDerivedType(tag: DW_TAG_member, name: "z", scope: !94, file: !2, line: 40, baseType: !98, size: 1920, offset: 64)
!98 = !DICompositeType(tag: DW_TAG_array_type, baseType: !99, size: 1920, elements: !30)
!99 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!100 = !DIDerivedType(tag: DW_TAG_member, name: "d", scope: !94, file: !2, line: 40, baseType: !65, size: 64, offset: 1984)
!101 = !DILocalVariable(name: "zs", scope: !45, file: !2, line: 41, type: !99)
!102 = !DILocalVariable(name: "i", scope: !103, file: !2, line: 41, type: !34)
!103 = distinct !DILexicalBlock(scope: !45, file: !2, line: 41, column: 18)
!104 = distinct !DIAssignID()
!105 = !DILocation(line: 0, scope: !45)
!106 = distinct !DIAssignID()
!107 = distinct !DIAssignID()
!108 = distinct !DIAssignID()
!109 = distinct !DIAssignID()
!110 = distinct !DIAssignID()
!111 = distinct !DIAssignID()
!112 = distinct !DIAssignID()
!113 = !DILocation(line: 26, column: 5, scope: !45)
!114 = !DILocation(line: 26, column: 9, scope: !45)
!115 = distinct !DIAssignID()
!116 = !DILocation(line: 26, column: 27, scope: !45)
!117 = distinct !DIAssignID()
!118 = !DILocation(line: 27, column: 5, scope: !45)
!119 = !DILocation(line: 28, column: 39, scope: !45)
!120 = !{!121, !122, i64 0}
!121 = !{!"", !122, i64 0, !123, i64 4}
!122 = !{!"int", !123, i64 0}
!123 = !{!"omnipotent char", !124, i64 0}
!124 = !{!"Simple C/C++ TBAA"}
!125 = !DILocation(line: 28, column: 45, scope: !45)
!126 = !DILocation(line: 28, column: 53, scope: !45)
!127 = !DILocation(line: 28, column: 59, scope: !45)
!128 = !DILocation(line: 28, column: 5, scope: !45)
!129 = !DILocation(line: 29, column: 5, scope: !45)
!130 = !DILocation(line: 29, column: 8, scope: !45)
!131 = distinct !DIAssignID()
!132 = distinct !DIAssignID()
!133 = distinct !DIAssignID()
!134 = distinct !DIAssignID()
!135 = distinct !DIAssignID()
!136 = distinct !DIAssignID()
!137 = distinct !DIAssignID()
!138 = !DILocation(line: 0, scope: !70)
!139 = !DILocation(line: 0, scope: !72)
!140 = !DILocation(line: 30, column: 71, scope: !141)
!141 = distinct !DILexicalBlock(scope: !72, file: !2, line: 30, column: 33)
!142 = !{!143, !143, i64 0}
!143 = !{!"double", !123, i64 0}
!144 = !DILocation(line: 30, column: 61, scope: !141)
!145 = !DILocation(line: 31, column: 5, scope: !45)
!146 = !DILocation(line: 31, column: 17, scope: !45)
!147 = !DILocation(line: 31, column: 12, scope: !45)
!148 = !DILocation(line: 32, column: 32, scope: !45)
!149 = !DILocation(line: 32, column: 43, scope: !45)
!150 = !DILocation(line: 32, column: 54, scope: !45)
!151 = !DILocation(line: 32, column: 65, scope: !45)
!152 = !DILocation(line: 32, column: 5, scope: !45)
!153 = !DILocation(line: 33, column: 5, scope: !45)
!154 = !DILocation(line: 33, column: 12, scope: !45)
!155 = !DILocation(line: 34, column: 57, scope: !45)
!156 = !{!157, !122, i64 4096}
!157 = !{!"", !123, i64 0, !122, i64 4096}
!158 = !DILocalVariable(name: "p", arg: 1, scope: !159, file: !2, line: 23, type: !163)
!159 = distinct !DISubprogram(name: "hash", scope: !2, file: !2, line: 23, type: !160, scopeLine: 23, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !32, retainedNodes: !168)
!160 = !DISubroutineType(types: !161)
!161 = !{!162, !163, !165}
!162 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!163 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !164, size: 64)
!164 = !DIDerivedType(tag: DW_TAG_const_type, baseType: null)
!165 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !166, line: 18, baseType: !167)
!166 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stddef_size_t.h", directory: "", checksumkind: CSK_MD5, checksum: "2c44e821a2b1951cde2eb0fb2e656867")
!167 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!168 = !{!158, !169, !170, !173, !174}
!169 = !DILocalVariable(name: "n", arg: 2, scope: !159, file: !2, line: 23, type: !165)
!170 = !DILocalVariable(name: "b", scope: !159, file: !2, line: 23, type: !171)
!171 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !172, size: 64)
!172 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !35)
!173 = !DILocalVariable(name: "h", scope: !159, file: !2, line: 23, type: !162)
!174 = !DILocalVariable(name: "i", scope: !175, file: !2, line: 23, type: !165)
!175 = distinct !DILexicalBlock(scope: !159, file: !2, line: 23, column: 103)
!176 = !DILocation(line: 0, scope: !159, inlinedAt: !177)
!177 = distinct !DILocation(line: 34, column: 63, scope: !45)
!178 = !DILocation(line: 0, scope: !175, inlinedAt: !177)
!179 = !DILocation(line: 23, column: 143, scope: !180, inlinedAt: !177)
!180 = distinct !DILexicalBlock(scope: !175, file: !2, line: 23, column: 103)
!181 = !{!123, !123, i64 0}
!182 = !DILocation(line: 23, column: 141, scope: !180, inlinedAt: !177)
!183 = !DILocation(line: 23, column: 149, scope: !180, inlinedAt: !177)
!184 = !DILocation(line: 23, column: 130, scope: !180, inlinedAt: !177)
!185 = !DILocation(line: 23, column: 124, scope: !180, inlinedAt: !177)
!186 = !DILocation(line: 23, column: 103, scope: !175, inlinedAt: !177)
!187 = distinct !{!187, !186, !188, !189}
!188 = !DILocation(line: 23, column: 151, scope: !175, inlinedAt: !177)
!189 = !{!"llvm.loop.mustprogress"}
!190 = !DILocation(line: 34, column: 94, scope: !45)
!191 = !DILocation(line: 34, column: 106, scope: !45)
!192 = !DILocation(line: 34, column: 5, scope: !45)
!193 = !DILocation(line: 35, column: 5, scope: !45)
!194 = !DILocation(line: 0, scope: !90)
!195 = !DILocation(line: 36, column: 5, scope: !90)
!196 = !DILocation(line: 37, column: 5, scope: !45)
!197 = distinct !DIAssignID()
!198 = !DILocation(line: 0, scope: !92)
!199 = !DILocation(line: 38, column: 5, scope: !92)
!200 = !DILocation(line: 36, column: 36, scope: !201)
!201 = distinct !DILexicalBlock(scope: !202, file: !2, line: 36, column: 34)
!202 = distinct !DILexicalBlock(scope: !90, file: !2, line: 36, column: 5)
!203 = !DILocation(line: 36, column: 46, scope: !201)
!204 = !DILocation(line: 36, column: 65, scope: !201)
!205 = !DILocation(line: 36, column: 51, scope: !201)
!206 = !DILocation(line: 36, column: 95, scope: !201)
!207 = !DILocation(line: 36, column: 30, scope: !202)
!208 = !DILocation(line: 36, column: 23, scope: !202)
!209 = distinct !{!209, !195, !210, !189}
!210 = !DILocation(line: 36, column: 154, scope: !90)
!211 = !DILocation(line: 39, column: 58, scope: !45)
!212 = !DILocation(line: 0, scope: !159, inlinedAt: !213)
!213 = distinct !DILocation(line: 39, column: 79, scope: !45)
!214 = !DILocation(line: 0, scope: !175, inlinedAt: !213)
!215 = !DILocation(line: 23, column: 143, scope: !180, inlinedAt: !213)
!216 = !DILocation(line: 23, column: 141, scope: !180, inlinedAt: !213)
!217 = !DILocation(line: 23, column: 149, scope: !180, inlinedAt: !213)
!218 = !DILocation(line: 23, column: 130, scope: !180, inlinedAt: !213)
!219 = !DILocation(line: 23, column: 124, scope: !180, inlinedAt: !213)
!220 = !DILocation(line: 23, column: 103, scope: !175, inlinedAt: !213)
!221 = distinct !{!221, !220, !222, !189}
!222 = !DILocation(line: 23, column: 151, scope: !175, inlinedAt: !213)
!223 = !DILocation(line: 39, column: 73, scope: !45)
!224 = !DILocation(line: 39, column: 5, scope: !45)
!225 = !DILocation(line: 42, column: 5, scope: !45)
!226 = !DILocation(line: 0, scope: !159, inlinedAt: !227)
!227 = distinct !DILocation(line: 43, column: 18, scope: !45)
!228 = !DILocation(line: 0, scope: !175, inlinedAt: !227)
!229 = !DILocation(line: 38, column: 42, scope: !230)
!230 = distinct !DILexicalBlock(scope: !92, file: !2, line: 38, column: 5)
!231 = !DILocation(line: 38, column: 60, scope: !230)
!232 = !DILocation(line: 38, column: 52, scope: !230)
!233 = !DILocation(line: 38, column: 34, scope: !230)
!234 = !DILocation(line: 38, column: 30, scope: !230)
!235 = !DILocation(line: 38, column: 23, scope: !230)
!236 = distinct !{!236, !199, !237, !189}
!237 = !DILocation(line: 38, column: 64, scope: !92)
!238 = !DILocation(line: 23, column: 143, scope: !180, inlinedAt: !227)
!239 = !DILocation(line: 23, column: 141, scope: !180, inlinedAt: !227)
!240 = !DILocation(line: 23, column: 149, scope: !180, inlinedAt: !227)
!241 = !DILocation(line: 23, column: 130, scope: !180, inlinedAt: !227)
!242 = !DILocation(line: 23, column: 124, scope: !180, inlinedAt: !227)
!243 = !DILocation(line: 23, column: 103, scope: !175, inlinedAt: !227)
!244 = distinct !{!244, !243, !245, !189}
!245 = !DILocation(line: 23, column: 151, scope: !175, inlinedAt: !227)
!246 = !DILocation(line: 43, column: 48, scope: !45)
!247 = !DILocation(line: 44, column: 1, scope: !45)
!248 = distinct !DISubprogram(name: "swap24", scope: !2, file: !2, line: 13, type: !249, scopeLine: 13, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !32, retainedNodes: !252)
!249 = !DISubroutineType(types: !250)
!250 = !{null, !251, !251}
!251 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !50, size: 64)
!252 = !{!253, !254, !255}
!253 = !DILocalVariable(name: "a", arg: 1, scope: !248, file: !2, line: 13, type: !251)
!254 = !DILocalVariable(name: "b", arg: 2, scope: !248, file: !2, line: 13, type: !251)
!255 = !DILocalVariable(name: "t", scope: !248, file: !2, line: 13, type: !50)
!256 = distinct !DIAssignID()
!257 = !DILocation(line: 0, scope: !248)
!258 = !DILocation(line: 13, column: 64, scope: !248)
!259 = !DILocation(line: 13, column: 72, scope: !248)
!260 = !{i64 0, i64 4, !261, i64 4, i64 20, !181}
!261 = !{!122, !122, i64 0}
!262 = distinct !DIAssignID()
!263 = !DILocation(line: 13, column: 81, scope: !248)
!264 = !DILocation(line: 13, column: 90, scope: !248)
!265 = !DILocation(line: 13, column: 93, scope: !248)
!266 = !DISubprogram(name: "printf", scope: !267, file: !267, line: 356, type: !268, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!267 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!268 = !DISubroutineType(types: !269)
!269 = !{!34, !270, null}
!270 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !271)
!271 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !272, size: 64)
!272 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!273 = distinct !DISubprogram(name: "mmul", scope: !2, file: !2, line: 14, type: !274, scopeLine: 14, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !32, retainedNodes: !276)
!274 = !DISubroutineType(types: !275)
!275 = !{!60, !60, !60}
!276 = !{!277, !278, !279, !280, !282, !285, !288}
!277 = !DILocalVariable(name: "a", arg: 1, scope: !273, file: !2, line: 14, type: !60)
!278 = !DILocalVariable(name: "b", arg: 2, scope: !273, file: !2, line: 14, type: !60)
!279 = !DILocalVariable(name: "r", scope: !273, file: !2, line: 15, type: !60)
!280 = !DILocalVariable(name: "i", scope: !281, file: !2, line: 16, type: !34)
!281 = distinct !DILexicalBlock(scope: !273, file: !2, line: 16, column: 5)
!282 = !DILocalVariable(name: "j", scope: !283, file: !2, line: 17, type: !34)
!283 = distinct !DILexicalBlock(scope: !284, file: !2, line: 17, column: 9)
!284 = distinct !DILexicalBlock(scope: !281, file: !2, line: 16, column: 5)
!285 = !DILocalVariable(name: "s", scope: !286, file: !2, line: 17, type: !65)
!286 = distinct !DILexicalBlock(scope: !287, file: !2, line: 17, column: 37)
!287 = distinct !DILexicalBlock(scope: !283, file: !2, line: 17, column: 9)
!288 = !DILocalVariable(name: "k", scope: !289, file: !2, line: 17, type: !34)
!289 = distinct !DILexicalBlock(scope: !286, file: !2, line: 17, column: 53)
!290 = !DILocation(line: 14, column: 45, scope: !273)
!291 = !DILocation(line: 14, column: 51, scope: !273)
!292 = !DILocation(line: 15, column: 8, scope: !273)
!293 = !DILocation(line: 0, scope: !281)
!294 = !DILocation(line: 17, column: 98, scope: !295)
!295 = distinct !DILexicalBlock(scope: !289, file: !2, line: 17, column: 53)
!296 = !DILocation(line: 16, column: 5, scope: !281)
!297 = !DILocation(line: 17, column: 86, scope: !295)
!298 = !DILocation(line: 17, column: 83, scope: !295)
!299 = !DILocation(line: 17, column: 96, scope: !295)
!300 = !DILocation(line: 17, column: 119, scope: !286)
!301 = !DILocation(line: 17, column: 109, scope: !286)
!302 = !DILocation(line: 18, column: 5, scope: !273)
!303 = distinct !DISubprogram(name: "k4_twice", scope: !2, file: !2, line: 22, type: !304, scopeLine: 22, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !32, retainedNodes: !306)
!304 = !DISubroutineType(cc: DW_CC_nocall, types: !305)
!305 = !{!76, !34}
!306 = !{!307}
!307 = !DILocalVariable(name: "seed", arg: 1, scope: !303, file: !2, line: 22, type: !34)
!308 = !DILocation(line: 0, scope: !303)
!309 = !DILocation(line: 22, column: 83, scope: !303)
!310 = !DILocation(line: 22, column: 74, scope: !303)
!311 = !DILocation(line: 22, column: 65, scope: !303)
!312 = !DILocation(line: 22, column: 58, scope: !303)
!313 = !DISubprogram(name: "snprintf", scope: !267, file: !267, line: 378, type: !314, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!314 = !DISubroutineType(types: !315)
!315 = !{!34, !316, !165, !270, null}
!316 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !317)
!317 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!318 = distinct !DISubprogram(name: "k4_xform", scope: !2, file: !2, line: 21, type: !319, scopeLine: 21, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !32, retainedNodes: !321)
!319 = !DISubroutineType(types: !320)
!320 = !{!76, !76}
!321 = !{!322, !323}
!322 = !DILocalVariable(name: "k", arg: 1, scope: !318, file: !2, line: 21, type: !76)
!323 = !DILocalVariable(name: "i", scope: !324, file: !2, line: 21, type: !34)
!324 = distinct !DILexicalBlock(scope: !318, file: !2, line: 21, column: 54)
!325 = !DILocation(line: 21, column: 49, scope: !318)
!326 = !DILocation(line: 0, scope: !324)
!327 = !DILocation(line: 21, column: 54, scope: !324)
!328 = !DILocation(line: 21, column: 81, scope: !329)
!329 = distinct !DILexicalBlock(scope: !324, file: !2, line: 21, column: 54)
!330 = !DILocation(line: 21, column: 96, scope: !329)
!331 = !DILocation(line: 21, column: 85, scope: !329)
!332 = distinct !{!332, !327, !333, !189, !334, !335}
!333 = !DILocation(line: 21, column: 114, scope: !324)
!334 = !{!"llvm.loop.isvectorized", i32 1}
!335 = !{!"llvm.loop.unroll.runtime.disable"}
!336 = !DILocation(line: 21, column: 119, scope: !318)
!337 = !DILocation(line: 21, column: 123, scope: !318)
!338 = !DILocation(line: 21, column: 134, scope: !318)
!339 = !{i64 0, i64 4096, !181, i64 4096, i64 4, !261}
!340 = !DILocation(line: 21, column: 127, scope: !318)
!341 = distinct !DISubprogram(name: "k4_make", scope: !2, file: !2, line: 20, type: !304, scopeLine: 20, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !32, retainedNodes: !342)
!342 = !{!343, !344, !345}
!343 = !DILocalVariable(name: "seed", arg: 1, scope: !341, file: !2, line: 20, type: !34)
!344 = !DILocalVariable(name: "k", scope: !341, file: !2, line: 20, type: !76)
!345 = !DILocalVariable(name: "i", scope: !346, file: !2, line: 20, type: !34)
!346 = distinct !DILexicalBlock(scope: !341, file: !2, line: 20, column: 63)
!347 = !DILocation(line: 0, scope: !341)
!348 = !DILocation(line: 20, column: 60, scope: !341)
!349 = !DILocation(line: 0, scope: !346)
!350 = !DILocation(line: 20, column: 63, scope: !346)
!351 = !DILocation(line: 20, column: 90, scope: !352)
!352 = distinct !DILexicalBlock(scope: !346, file: !2, line: 20, column: 63)
!353 = !DILocation(line: 20, column: 107, scope: !352)
!354 = !DILocation(line: 20, column: 94, scope: !352)
!355 = !DILocation(line: 20, column: 105, scope: !352)
!356 = distinct !{!356, !350, !357, !189, !334, !335}
!357 = !DILocation(line: 20, column: 135, scope: !346)
!358 = !DILocation(line: 20, column: 140, scope: !341)
!359 = !DILocation(line: 20, column: 145, scope: !341)
!360 = !DILocation(line: 20, column: 153, scope: !341)
