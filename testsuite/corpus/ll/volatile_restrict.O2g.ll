; ModuleID = 'programs/volatile_restrict.c'
source_filename = "programs/volatile_restrict.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.anon = type { i16, i16 }

@vcount = internal global i32 0, align 4, !dbg !0
@.str = private unnamed_addr constant [14 x i8] c"vcount=%d %d\0A\00", align 1, !dbg !10
@vreg = internal global %struct.anon zeroinitializer, align 4, !dbg !53
@.str.1 = private unnamed_addr constant [15 x i8] c"vreg %u %x %x\0A\00", align 1, !dbg !16
@.str.2 = private unnamed_addr constant [12 x i8] c"vsum=%.17g\0A\00", align 1, !dbg !21
@.str.3 = private unnamed_addr constant [24 x i8] c"saxpy y[99]=%g y[0]=%g\0A\00", align 1, !dbg !26
@.str.4 = private unnamed_addr constant [12 x i8] c"add3 %d %d\0A\00", align 1, !dbg !31
@.str.5 = private unnamed_addr constant [16 x i8] c"alias %d %d %d\0A\00", align 1, !dbg !33
@.str.6 = private unnamed_addr constant [13 x i8] c"punned %08x\0A\00", align 1, !dbg !38
@.str.7 = private unnamed_addr constant [19 x i8] c"bytes %d %d %d %d\0A\00", align 1, !dbg !43
@.str.8 = private unnamed_addr constant [7 x i8] c"vp %d\0A\00", align 1, !dbg !48

; Function Attrs: nofree nounwind uwtable
define dso_local range(i32 0, 256) i32 @main() local_unnamed_addr #0 !dbg !78 {
  %1 = alloca double, align 8, !DIAssignID !116
    #dbg_assign(i1 undef, !86, !DIExpression(), !116, ptr %1, !DIExpression(), !117)
  %2 = alloca [100 x float], align 16, !DIAssignID !118
    #dbg_assign(i1 undef, !91, !DIExpression(), !118, ptr %2, !DIExpression(), !117)
  %3 = alloca [100 x float], align 16, !DIAssignID !119
    #dbg_assign(i1 undef, !95, !DIExpression(), !119, ptr %3, !DIExpression(), !117)
  %4 = alloca [50 x i32], align 16, !DIAssignID !120
    #dbg_assign(i1 undef, !98, !DIExpression(), !120, ptr %4, !DIExpression(), !117)
  %5 = alloca [50 x i32], align 16, !DIAssignID !121
    #dbg_assign(i1 undef, !102, !DIExpression(), !121, ptr %5, !DIExpression(), !117)
  %6 = alloca [50 x i32], align 16, !DIAssignID !122
    #dbg_assign(i1 undef, !103, !DIExpression(), !122, ptr %6, !DIExpression(), !117)
  %7 = alloca [20 x i32], align 16, !DIAssignID !123
    #dbg_assign(i1 undef, !106, !DIExpression(), !123, ptr %7, !DIExpression(), !117)
    #dbg_value(i32 0, !82, !DIExpression(), !124)
  br label %172, !dbg !125

8:                                                ; preds = %172
  %9 = load volatile i32, ptr @vcount, align 4, !dbg !126, !tbaa !127
  %10 = shl nsw i32 %9, 1, !dbg !131
  store volatile i32 %10, ptr @vcount, align 4, !dbg !132, !tbaa !127
  %11 = load volatile i32, ptr @vcount, align 4, !dbg !133, !tbaa !127
    #dbg_value(i32 %11, !84, !DIExpression(), !117)
  %12 = load volatile i32, ptr @vcount, align 4, !dbg !134, !tbaa !127
    #dbg_value(i32 %12, !85, !DIExpression(), !117)
  %13 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %11, i32 noundef %12), !dbg !135
  %14 = load volatile i16, ptr @vreg, align 4, !dbg !136
  %15 = or i16 %14, 15, !dbg !136
  store volatile i16 %15, ptr @vreg, align 4, !dbg !136
  %16 = load volatile i16, ptr @vreg, align 4, !dbg !137
  %17 = and i16 %16, 15, !dbg !137
  %18 = or disjoint i16 %17, -21568, !dbg !137
  store volatile i16 %18, ptr @vreg, align 4, !dbg !137
  store volatile i16 4660, ptr getelementptr inbounds (i8, ptr @vreg, i64 2), align 2, !dbg !138, !tbaa !139
  %19 = load volatile i16, ptr @vreg, align 4, !dbg !142
  %20 = add i16 %19, 1, !dbg !142
  %21 = load volatile i16, ptr @vreg, align 4, !dbg !142
  %22 = and i16 %20, 15, !dbg !142
  %23 = and i16 %21, -16, !dbg !142
  %24 = or disjoint i16 %23, %22, !dbg !142
  store volatile i16 %24, ptr @vreg, align 4, !dbg !142
  %25 = load volatile i16, ptr @vreg, align 4, !dbg !143
  %26 = load volatile i16, ptr @vreg, align 4, !dbg !143
  %27 = and i16 %25, -16, !dbg !143
  %28 = add i16 %27, 80, !dbg !143
  %29 = and i16 %26, 15, !dbg !143
  %30 = or disjoint i16 %29, %28, !dbg !143
  store volatile i16 %30, ptr @vreg, align 4, !dbg !143
  %31 = load volatile i16, ptr @vreg, align 4, !dbg !144
  %32 = and i16 %31, 15, !dbg !144
  %33 = zext nneg i16 %32 to i32, !dbg !144
  %34 = load volatile i16, ptr @vreg, align 4, !dbg !145
  %35 = lshr i16 %34, 4, !dbg !145
  %36 = zext nneg i16 %35 to i32, !dbg !145
  %37 = load volatile i16, ptr getelementptr inbounds (i8, ptr @vreg, i64 2), align 2, !dbg !146, !tbaa !139
  %38 = zext i16 %37 to i32, !dbg !147
  %39 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %33, i32 noundef %36, i32 noundef %38), !dbg !148
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1), !dbg !149
  store volatile double 1.000000e-01, ptr %1, align 8, !dbg !150, !tbaa !151, !DIAssignID !153
    #dbg_assign(double 1.000000e-01, !86, !DIExpression(), !153, ptr %1, !DIExpression(), !117)
    #dbg_value(double 0.000000e+00, !88, !DIExpression(), !117)
    #dbg_value(i32 0, !89, !DIExpression(), !154)
  %40 = load volatile double, ptr %1, align 8, !dbg !155, !tbaa !151
  %41 = fadd double %40, 0.000000e+00, !dbg !157
    #dbg_value(double %41, !88, !DIExpression(), !117)
    #dbg_value(i32 1, !89, !DIExpression(), !154)
  %42 = load volatile double, ptr %1, align 8, !dbg !155, !tbaa !151
  %43 = fadd double %41, %42, !dbg !157
    #dbg_value(double %43, !88, !DIExpression(), !117)
    #dbg_value(i32 2, !89, !DIExpression(), !154)
  %44 = load volatile double, ptr %1, align 8, !dbg !155, !tbaa !151
  %45 = fadd double %43, %44, !dbg !157
    #dbg_value(double %45, !88, !DIExpression(), !117)
    #dbg_value(i32 3, !89, !DIExpression(), !154)
  %46 = load volatile double, ptr %1, align 8, !dbg !155, !tbaa !151
  %47 = fadd double %45, %46, !dbg !157
    #dbg_value(double %47, !88, !DIExpression(), !117)
    #dbg_value(i32 4, !89, !DIExpression(), !154)
  %48 = load volatile double, ptr %1, align 8, !dbg !155, !tbaa !151
  %49 = fadd double %47, %48, !dbg !157
    #dbg_value(double %49, !88, !DIExpression(), !117)
    #dbg_value(i32 5, !89, !DIExpression(), !154)
  %50 = load volatile double, ptr %1, align 8, !dbg !155, !tbaa !151
  %51 = fadd double %49, %50, !dbg !157
    #dbg_value(double %51, !88, !DIExpression(), !117)
    #dbg_value(i32 6, !89, !DIExpression(), !154)
  %52 = load volatile double, ptr %1, align 8, !dbg !155, !tbaa !151
  %53 = fadd double %51, %52, !dbg !157
    #dbg_value(double %53, !88, !DIExpression(), !117)
    #dbg_value(i32 7, !89, !DIExpression(), !154)
  %54 = load volatile double, ptr %1, align 8, !dbg !155, !tbaa !151
  %55 = fadd double %53, %54, !dbg !157
    #dbg_value(double %55, !88, !DIExpression(), !117)
    #dbg_value(i32 8, !89, !DIExpression(), !154)
  %56 = load volatile double, ptr %1, align 8, !dbg !155, !tbaa !151
  %57 = fadd double %55, %56, !dbg !157
    #dbg_value(double %57, !88, !DIExpression(), !117)
    #dbg_value(i32 9, !89, !DIExpression(), !154)
  %58 = load volatile double, ptr %1, align 8, !dbg !155, !tbaa !151
  %59 = fadd double %57, %58, !dbg !157
    #dbg_value(double %59, !88, !DIExpression(), !117)
    #dbg_value(i32 10, !89, !DIExpression(), !154)
  %60 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, double noundef %59), !dbg !158
  call void @llvm.lifetime.start.p0(i64 400, ptr nonnull %2) #8, !dbg !159
  call void @llvm.lifetime.start.p0(i64 400, ptr nonnull %3) #8, !dbg !159
    #dbg_value(i32 0, !96, !DIExpression(), !160)
  %61 = getelementptr inbounds i8, ptr %2, i64 16, !dbg !161
  store <4 x float> <float 0.000000e+00, float 1.000000e+00, float 2.000000e+00, float 3.000000e+00>, ptr %2, align 16, !dbg !161, !tbaa !164
  store <4 x float> <float 4.000000e+00, float 5.000000e+00, float 6.000000e+00, float 7.000000e+00>, ptr %61, align 16, !dbg !161, !tbaa !164
  %62 = getelementptr inbounds i8, ptr %3, i64 16, !dbg !166
  store <4 x float> <float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00>, ptr %3, align 16, !dbg !166, !tbaa !164
  store <4 x float> <float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00>, ptr %62, align 16, !dbg !166, !tbaa !164
  %63 = getelementptr inbounds i8, ptr %2, i64 32, !dbg !167
  %64 = getelementptr inbounds i8, ptr %2, i64 48, !dbg !161
  store <4 x float> <float 8.000000e+00, float 9.000000e+00, float 1.000000e+01, float 1.100000e+01>, ptr %63, align 16, !dbg !161, !tbaa !164
  store <4 x float> <float 1.200000e+01, float 1.300000e+01, float 1.400000e+01, float 1.500000e+01>, ptr %64, align 16, !dbg !161, !tbaa !164
  %65 = getelementptr inbounds i8, ptr %3, i64 32, !dbg !168
  %66 = getelementptr inbounds i8, ptr %3, i64 48, !dbg !166
  store <4 x float> <float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00>, ptr %65, align 16, !dbg !166, !tbaa !164
  store <4 x float> <float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00>, ptr %66, align 16, !dbg !166, !tbaa !164
  %67 = getelementptr inbounds i8, ptr %2, i64 64, !dbg !167
  %68 = getelementptr inbounds i8, ptr %2, i64 80, !dbg !161
  store <4 x float> <float 1.600000e+01, float 1.700000e+01, float 1.800000e+01, float 1.900000e+01>, ptr %67, align 16, !dbg !161, !tbaa !164
  store <4 x float> <float 2.000000e+01, float 2.100000e+01, float 2.200000e+01, float 2.300000e+01>, ptr %68, align 16, !dbg !161, !tbaa !164
  %69 = getelementptr inbounds i8, ptr %3, i64 64, !dbg !168
  %70 = getelementptr inbounds i8, ptr %3, i64 80, !dbg !166
  store <4 x float> <float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00>, ptr %69, align 16, !dbg !166, !tbaa !164
  store <4 x float> <float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00>, ptr %70, align 16, !dbg !166, !tbaa !164
  %71 = getelementptr inbounds i8, ptr %2, i64 96, !dbg !167
  %72 = getelementptr inbounds i8, ptr %2, i64 112, !dbg !161
  store <4 x float> <float 2.400000e+01, float 2.500000e+01, float 2.600000e+01, float 2.700000e+01>, ptr %71, align 16, !dbg !161, !tbaa !164
  store <4 x float> <float 2.800000e+01, float 2.900000e+01, float 3.000000e+01, float 3.100000e+01>, ptr %72, align 16, !dbg !161, !tbaa !164
  %73 = getelementptr inbounds i8, ptr %3, i64 96, !dbg !168
  %74 = getelementptr inbounds i8, ptr %3, i64 112, !dbg !166
  store <4 x float> <float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00>, ptr %73, align 16, !dbg !166, !tbaa !164
  store <4 x float> <float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00>, ptr %74, align 16, !dbg !166, !tbaa !164
  %75 = getelementptr inbounds i8, ptr %2, i64 128, !dbg !167
  %76 = getelementptr inbounds i8, ptr %2, i64 144, !dbg !161
  store <4 x float> <float 3.200000e+01, float 3.300000e+01, float 3.400000e+01, float 3.500000e+01>, ptr %75, align 16, !dbg !161, !tbaa !164
  store <4 x float> <float 3.600000e+01, float 3.700000e+01, float 3.800000e+01, float 3.900000e+01>, ptr %76, align 16, !dbg !161, !tbaa !164
  %77 = getelementptr inbounds i8, ptr %3, i64 128, !dbg !168
  %78 = getelementptr inbounds i8, ptr %3, i64 144, !dbg !166
  store <4 x float> <float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00>, ptr %77, align 16, !dbg !166, !tbaa !164
  store <4 x float> <float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00>, ptr %78, align 16, !dbg !166, !tbaa !164
  %79 = getelementptr inbounds i8, ptr %2, i64 160, !dbg !167
  %80 = getelementptr inbounds i8, ptr %2, i64 176, !dbg !161
  store <4 x float> <float 4.000000e+01, float 4.100000e+01, float 4.200000e+01, float 4.300000e+01>, ptr %79, align 16, !dbg !161, !tbaa !164
  store <4 x float> <float 4.400000e+01, float 4.500000e+01, float 4.600000e+01, float 4.700000e+01>, ptr %80, align 16, !dbg !161, !tbaa !164
  %81 = getelementptr inbounds i8, ptr %3, i64 160, !dbg !168
  %82 = getelementptr inbounds i8, ptr %3, i64 176, !dbg !166
  store <4 x float> <float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00>, ptr %81, align 16, !dbg !166, !tbaa !164
  store <4 x float> <float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00>, ptr %82, align 16, !dbg !166, !tbaa !164
  %83 = getelementptr inbounds i8, ptr %2, i64 192, !dbg !167
  %84 = getelementptr inbounds i8, ptr %2, i64 208, !dbg !161
  store <4 x float> <float 4.800000e+01, float 4.900000e+01, float 5.000000e+01, float 5.100000e+01>, ptr %83, align 16, !dbg !161, !tbaa !164
  store <4 x float> <float 5.200000e+01, float 5.300000e+01, float 5.400000e+01, float 5.500000e+01>, ptr %84, align 16, !dbg !161, !tbaa !164
  %85 = getelementptr inbounds i8, ptr %3, i64 192, !dbg !168
  %86 = getelementptr inbounds i8, ptr %3, i64 208, !dbg !166
  store <4 x float> <float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00>, ptr %85, align 16, !dbg !166, !tbaa !164
  store <4 x float> <float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00>, ptr %86, align 16, !dbg !166, !tbaa !164
  %87 = getelementptr inbounds i8, ptr %2, i64 224, !dbg !167
  %88 = getelementptr inbounds i8, ptr %2, i64 240, !dbg !161
  store <4 x float> <float 5.600000e+01, float 5.700000e+01, float 5.800000e+01, float 5.900000e+01>, ptr %87, align 16, !dbg !161, !tbaa !164
  store <4 x float> <float 6.000000e+01, float 6.100000e+01, float 6.200000e+01, float 6.300000e+01>, ptr %88, align 16, !dbg !161, !tbaa !164
  %89 = getelementptr inbounds i8, ptr %3, i64 224, !dbg !168
  %90 = getelementptr inbounds i8, ptr %3, i64 240, !dbg !166
  store <4 x float> <float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00>, ptr %89, align 16, !dbg !166, !tbaa !164
  store <4 x float> <float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00>, ptr %90, align 16, !dbg !166, !tbaa !164
  %91 = getelementptr inbounds i8, ptr %2, i64 256, !dbg !167
  %92 = getelementptr inbounds i8, ptr %2, i64 272, !dbg !161
  store <4 x float> <float 6.400000e+01, float 6.500000e+01, float 6.600000e+01, float 6.700000e+01>, ptr %91, align 16, !dbg !161, !tbaa !164
  store <4 x float> <float 6.800000e+01, float 6.900000e+01, float 7.000000e+01, float 7.100000e+01>, ptr %92, align 16, !dbg !161, !tbaa !164
  %93 = getelementptr inbounds i8, ptr %3, i64 256, !dbg !168
  %94 = getelementptr inbounds i8, ptr %3, i64 272, !dbg !166
  store <4 x float> <float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00>, ptr %93, align 16, !dbg !166, !tbaa !164
  store <4 x float> <float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00>, ptr %94, align 16, !dbg !166, !tbaa !164
  %95 = getelementptr inbounds i8, ptr %2, i64 288, !dbg !167
  %96 = getelementptr inbounds i8, ptr %2, i64 304, !dbg !161
  store <4 x float> <float 7.200000e+01, float 7.300000e+01, float 7.400000e+01, float 7.500000e+01>, ptr %95, align 16, !dbg !161, !tbaa !164
  store <4 x float> <float 7.600000e+01, float 7.700000e+01, float 7.800000e+01, float 7.900000e+01>, ptr %96, align 16, !dbg !161, !tbaa !164
  %97 = getelementptr inbounds i8, ptr %3, i64 288, !dbg !168
  %98 = getelementptr inbounds i8, ptr %3, i64 304, !dbg !166
  store <4 x float> <float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00>, ptr %97, align 16, !dbg !166, !tbaa !164
  store <4 x float> <float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00>, ptr %98, align 16, !dbg !166, !tbaa !164
  %99 = getelementptr inbounds i8, ptr %2, i64 320, !dbg !167
  %100 = getelementptr inbounds i8, ptr %2, i64 336, !dbg !161
  store <4 x float> <float 8.000000e+01, float 8.100000e+01, float 8.200000e+01, float 8.300000e+01>, ptr %99, align 16, !dbg !161, !tbaa !164
  store <4 x float> <float 8.400000e+01, float 8.500000e+01, float 8.600000e+01, float 8.700000e+01>, ptr %100, align 16, !dbg !161, !tbaa !164
  %101 = getelementptr inbounds i8, ptr %3, i64 320, !dbg !168
  %102 = getelementptr inbounds i8, ptr %3, i64 336, !dbg !166
  store <4 x float> <float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00>, ptr %101, align 16, !dbg !166, !tbaa !164
  store <4 x float> <float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00>, ptr %102, align 16, !dbg !166, !tbaa !164
  %103 = getelementptr inbounds i8, ptr %2, i64 352, !dbg !167
  %104 = getelementptr inbounds i8, ptr %2, i64 368, !dbg !161
  store <4 x float> <float 8.800000e+01, float 8.900000e+01, float 9.000000e+01, float 9.100000e+01>, ptr %103, align 16, !dbg !161, !tbaa !164
  store <4 x float> <float 9.200000e+01, float 9.300000e+01, float 9.400000e+01, float 9.500000e+01>, ptr %104, align 16, !dbg !161, !tbaa !164
  %105 = getelementptr inbounds i8, ptr %3, i64 352, !dbg !168
  %106 = getelementptr inbounds i8, ptr %3, i64 368, !dbg !166
  store <4 x float> <float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00>, ptr %105, align 16, !dbg !166, !tbaa !164
  store <4 x float> <float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00>, ptr %106, align 16, !dbg !166, !tbaa !164
    #dbg_value(i64 96, !96, !DIExpression(), !160)
  %107 = getelementptr inbounds i8, ptr %2, i64 384, !dbg !167
  store float 9.600000e+01, ptr %107, align 16, !dbg !161, !tbaa !164
  %108 = getelementptr inbounds i8, ptr %3, i64 384, !dbg !168
  store float 1.000000e+00, ptr %108, align 16, !dbg !166, !tbaa !164
    #dbg_value(i64 97, !96, !DIExpression(), !160)
  %109 = getelementptr inbounds i8, ptr %2, i64 388, !dbg !167
  store float 9.700000e+01, ptr %109, align 4, !dbg !161, !tbaa !164
  %110 = getelementptr inbounds i8, ptr %3, i64 388, !dbg !168
  store float 1.000000e+00, ptr %110, align 4, !dbg !166, !tbaa !164
    #dbg_value(i64 98, !96, !DIExpression(), !160)
  %111 = getelementptr inbounds i8, ptr %2, i64 392, !dbg !167
  store float 9.800000e+01, ptr %111, align 8, !dbg !161, !tbaa !164
  %112 = getelementptr inbounds i8, ptr %3, i64 392, !dbg !168
  store float 1.000000e+00, ptr %112, align 8, !dbg !166, !tbaa !164
    #dbg_value(i64 99, !96, !DIExpression(), !160)
  %113 = getelementptr inbounds i8, ptr %2, i64 396, !dbg !167
  store float 9.900000e+01, ptr %113, align 4, !dbg !161, !tbaa !164
  %114 = getelementptr inbounds i8, ptr %3, i64 396, !dbg !168
  store float 1.000000e+00, ptr %114, align 4, !dbg !166, !tbaa !164
    #dbg_value(i64 100, !96, !DIExpression(), !160)
  call fastcc void @saxpy(ptr noundef nonnull %2, ptr noundef nonnull %3), !dbg !169
  %115 = getelementptr inbounds i8, ptr %3, i64 396, !dbg !170
  %116 = load float, ptr %115, align 4, !dbg !170, !tbaa !164
  %117 = fpext float %116 to double, !dbg !171
  %118 = load float, ptr %3, align 16, !dbg !172, !tbaa !164
  %119 = fpext float %118 to double, !dbg !173
  %120 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, double noundef %117, double noundef %119), !dbg !174
  call void @llvm.lifetime.start.p0(i64 200, ptr nonnull %4) #8, !dbg !175
  call void @llvm.lifetime.start.p0(i64 200, ptr nonnull %5) #8, !dbg !175
  call void @llvm.lifetime.start.p0(i64 200, ptr nonnull %6) #8, !dbg !175
    #dbg_value(i32 0, !104, !DIExpression(), !176)
  %121 = getelementptr inbounds i8, ptr %4, i64 16, !dbg !177
  store <4 x i32> <i32 0, i32 1, i32 2, i32 3>, ptr %4, align 16, !dbg !177, !tbaa !127
  store <4 x i32> <i32 4, i32 5, i32 6, i32 7>, ptr %121, align 16, !dbg !177, !tbaa !127
  %122 = getelementptr inbounds i8, ptr %5, i64 16, !dbg !180
  store <4 x i32> <i32 50, i32 49, i32 48, i32 47>, ptr %5, align 16, !dbg !180, !tbaa !127
  store <4 x i32> <i32 46, i32 45, i32 44, i32 43>, ptr %122, align 16, !dbg !180, !tbaa !127
  %123 = getelementptr inbounds i8, ptr %4, i64 32, !dbg !181
  %124 = getelementptr inbounds i8, ptr %4, i64 48, !dbg !177
  store <4 x i32> <i32 8, i32 9, i32 10, i32 11>, ptr %123, align 16, !dbg !177, !tbaa !127
  store <4 x i32> <i32 12, i32 13, i32 14, i32 15>, ptr %124, align 16, !dbg !177, !tbaa !127
  %125 = getelementptr inbounds i8, ptr %5, i64 32, !dbg !182
  %126 = getelementptr inbounds i8, ptr %5, i64 48, !dbg !180
  store <4 x i32> <i32 42, i32 41, i32 40, i32 39>, ptr %125, align 16, !dbg !180, !tbaa !127
  store <4 x i32> <i32 38, i32 37, i32 36, i32 35>, ptr %126, align 16, !dbg !180, !tbaa !127
  %127 = getelementptr inbounds i8, ptr %4, i64 64, !dbg !181
  %128 = getelementptr inbounds i8, ptr %4, i64 80, !dbg !177
  store <4 x i32> <i32 16, i32 17, i32 18, i32 19>, ptr %127, align 16, !dbg !177, !tbaa !127
  store <4 x i32> <i32 20, i32 21, i32 22, i32 23>, ptr %128, align 16, !dbg !177, !tbaa !127
  %129 = getelementptr inbounds i8, ptr %5, i64 64, !dbg !182
  %130 = getelementptr inbounds i8, ptr %5, i64 80, !dbg !180
  store <4 x i32> <i32 34, i32 33, i32 32, i32 31>, ptr %129, align 16, !dbg !180, !tbaa !127
  store <4 x i32> <i32 30, i32 29, i32 28, i32 27>, ptr %130, align 16, !dbg !180, !tbaa !127
  %131 = getelementptr inbounds i8, ptr %4, i64 96, !dbg !181
  %132 = getelementptr inbounds i8, ptr %4, i64 112, !dbg !177
  store <4 x i32> <i32 24, i32 25, i32 26, i32 27>, ptr %131, align 16, !dbg !177, !tbaa !127
  store <4 x i32> <i32 28, i32 29, i32 30, i32 31>, ptr %132, align 16, !dbg !177, !tbaa !127
  %133 = getelementptr inbounds i8, ptr %5, i64 96, !dbg !182
  %134 = getelementptr inbounds i8, ptr %5, i64 112, !dbg !180
  store <4 x i32> <i32 26, i32 25, i32 24, i32 23>, ptr %133, align 16, !dbg !180, !tbaa !127
  store <4 x i32> <i32 22, i32 21, i32 20, i32 19>, ptr %134, align 16, !dbg !180, !tbaa !127
  %135 = getelementptr inbounds i8, ptr %4, i64 128, !dbg !181
  %136 = getelementptr inbounds i8, ptr %4, i64 144, !dbg !177
  store <4 x i32> <i32 32, i32 33, i32 34, i32 35>, ptr %135, align 16, !dbg !177, !tbaa !127
  store <4 x i32> <i32 36, i32 37, i32 38, i32 39>, ptr %136, align 16, !dbg !177, !tbaa !127
  %137 = getelementptr inbounds i8, ptr %5, i64 128, !dbg !182
  %138 = getelementptr inbounds i8, ptr %5, i64 144, !dbg !180
  store <4 x i32> <i32 18, i32 17, i32 16, i32 15>, ptr %137, align 16, !dbg !180, !tbaa !127
  store <4 x i32> <i32 14, i32 13, i32 12, i32 11>, ptr %138, align 16, !dbg !180, !tbaa !127
  %139 = getelementptr inbounds i8, ptr %4, i64 160, !dbg !181
  %140 = getelementptr inbounds i8, ptr %4, i64 176, !dbg !177
  store <4 x i32> <i32 40, i32 41, i32 42, i32 43>, ptr %139, align 16, !dbg !177, !tbaa !127
  store <4 x i32> <i32 44, i32 45, i32 46, i32 47>, ptr %140, align 16, !dbg !177, !tbaa !127
  %141 = getelementptr inbounds i8, ptr %5, i64 160, !dbg !182
  %142 = getelementptr inbounds i8, ptr %5, i64 176, !dbg !180
  store <4 x i32> <i32 10, i32 9, i32 8, i32 7>, ptr %141, align 16, !dbg !180, !tbaa !127
  store <4 x i32> <i32 6, i32 5, i32 4, i32 3>, ptr %142, align 16, !dbg !180, !tbaa !127
    #dbg_value(i64 48, !104, !DIExpression(), !176)
  %143 = getelementptr inbounds i8, ptr %4, i64 192, !dbg !181
  store i32 48, ptr %143, align 16, !dbg !177, !tbaa !127
  %144 = getelementptr inbounds i8, ptr %5, i64 192, !dbg !182
  store i32 2, ptr %144, align 16, !dbg !180, !tbaa !127
    #dbg_value(i64 49, !104, !DIExpression(), !176)
  %145 = getelementptr inbounds i8, ptr %4, i64 196, !dbg !181
  store i32 49, ptr %145, align 4, !dbg !177, !tbaa !127
  %146 = getelementptr inbounds i8, ptr %5, i64 196, !dbg !182
  store i32 1, ptr %146, align 4, !dbg !180, !tbaa !127
    #dbg_value(i64 50, !104, !DIExpression(), !176)
  call fastcc void @add3(ptr noundef nonnull %6, ptr noundef nonnull %4, ptr noundef nonnull %5), !dbg !183
  %147 = load i32, ptr %6, align 16, !dbg !184, !tbaa !127
  %148 = getelementptr inbounds i8, ptr %6, i64 196, !dbg !185
  %149 = load i32, ptr %148, align 4, !dbg !185, !tbaa !127
  %150 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %147, i32 noundef %149), !dbg !186
  call void @llvm.lifetime.start.p0(i64 80, ptr nonnull %7) #8, !dbg !187
    #dbg_value(i64 1, !110, !DIExpression(), !188)
  %151 = getelementptr inbounds i8, ptr %7, i64 4, !dbg !189
    #dbg_value(i64 3, !110, !DIExpression(), !188)
  %152 = getelementptr inbounds i8, ptr %7, i64 12, !dbg !189
  store <4 x i32> <i32 1, i32 2, i32 3, i32 4>, ptr %7, align 16, !dbg !191, !tbaa !127
    #dbg_value(i64 4, !110, !DIExpression(), !188)
  %153 = getelementptr inbounds i8, ptr %7, i64 16, !dbg !189
    #dbg_value(i64 7, !110, !DIExpression(), !188)
  store <4 x i32> <i32 5, i32 6, i32 7, i32 8>, ptr %153, align 16, !dbg !191, !tbaa !127
    #dbg_value(i64 8, !110, !DIExpression(), !188)
  %154 = getelementptr inbounds i8, ptr %7, i64 32, !dbg !189
    #dbg_value(i64 11, !110, !DIExpression(), !188)
  store <4 x i32> <i32 9, i32 10, i32 11, i32 12>, ptr %154, align 16, !dbg !191, !tbaa !127
    #dbg_value(i64 12, !110, !DIExpression(), !188)
  %155 = getelementptr inbounds i8, ptr %7, i64 48, !dbg !189
    #dbg_value(i64 15, !110, !DIExpression(), !188)
  store <4 x i32> <i32 13, i32 14, i32 15, i32 16>, ptr %155, align 16, !dbg !191, !tbaa !127
    #dbg_value(i64 16, !110, !DIExpression(), !188)
  %156 = getelementptr inbounds i8, ptr %7, i64 64, !dbg !189
    #dbg_value(i64 19, !110, !DIExpression(), !188)
  %157 = getelementptr inbounds i8, ptr %7, i64 76, !dbg !189
  store <4 x i32> <i32 17, i32 18, i32 19, i32 20>, ptr %156, align 16, !dbg !191, !tbaa !127
    #dbg_value(i64 20, !110, !DIExpression(), !188)
  call fastcc void @alias_add(ptr noundef nonnull %7, ptr noundef nonnull %7), !dbg !192
  %158 = load i32, ptr %7, align 16, !dbg !193, !tbaa !127
  %159 = load i32, ptr %151, align 4, !dbg !194, !tbaa !127
  %160 = load i32, ptr %157, align 4, !dbg !195, !tbaa !127
  %161 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %158, i32 noundef %159, i32 noundef %160), !dbg !196
  %162 = tail call fastcc i32 @punned(), !dbg !197
  %163 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef %162), !dbg !198
    #dbg_value(i8 4, !112, !DIExpression(DW_OP_LLVM_fragment, 0, 8), !117)
    #dbg_value(i8 3, !112, !DIExpression(DW_OP_LLVM_fragment, 8, 8), !117)
    #dbg_value(i8 2, !112, !DIExpression(DW_OP_LLVM_fragment, 16, 8), !117)
    #dbg_value(i8 1, !112, !DIExpression(DW_OP_LLVM_fragment, 24, 8), !117)
    #dbg_value(ptr undef, !113, !DIExpression(), !117)
  %164 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef 4, i32 noundef 3, i32 noundef 2, i32 noundef 1), !dbg !199
    #dbg_value(ptr %152, !114, !DIExpression(), !117)
  %165 = load volatile i32, ptr %152, align 4, !dbg !200, !tbaa !127
  %166 = add nsw i32 %165, 1, !dbg !201
  store volatile i32 %166, ptr %152, align 4, !dbg !202, !tbaa !127
  %167 = load volatile i32, ptr %152, align 4, !dbg !203, !tbaa !127
  %168 = add nsw i32 %167, 1, !dbg !204
  store volatile i32 %168, ptr %152, align 4, !dbg !205, !tbaa !127
  %169 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef %168), !dbg !206
  %170 = load volatile i32, ptr @vcount, align 4, !dbg !207, !tbaa !127
  %171 = and i32 %170, 255, !dbg !208
  call void @llvm.lifetime.end.p0(i64 80, ptr nonnull %7) #8, !dbg !209
  call void @llvm.lifetime.end.p0(i64 200, ptr nonnull %6) #8, !dbg !209
  call void @llvm.lifetime.end.p0(i64 200, ptr nonnull %5) #8, !dbg !209
  call void @llvm.lifetime.end.p0(i64 200, ptr nonnull %4) #8, !dbg !209
  call void @llvm.lifetime.end.p0(i64 400, ptr nonnull %3) #8, !dbg !209
  call void @llvm.lifetime.end.p0(i64 400, ptr nonnull %2) #8, !dbg !209
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1), !dbg !209
  ret i32 %171, !dbg !210

172:                                              ; preds = %172, %0
  %173 = phi i32 [ 0, %0 ], [ %184, %172 ]
    #dbg_value(i32 %173, !82, !DIExpression(), !124)
  %174 = load volatile i32, ptr @vcount, align 4, !dbg !211, !tbaa !127
  %175 = add nsw i32 %174, 1, !dbg !211
  store volatile i32 %175, ptr @vcount, align 4, !dbg !211, !tbaa !127
    #dbg_value(i32 %173, !82, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !124)
  %176 = load volatile i32, ptr @vcount, align 4, !dbg !211, !tbaa !127
  %177 = add nsw i32 %176, 1, !dbg !211
  store volatile i32 %177, ptr @vcount, align 4, !dbg !211, !tbaa !127
    #dbg_value(i32 %173, !82, !DIExpression(DW_OP_plus_uconst, 2, DW_OP_stack_value), !124)
  %178 = load volatile i32, ptr @vcount, align 4, !dbg !211, !tbaa !127
  %179 = add nsw i32 %178, 1, !dbg !211
  store volatile i32 %179, ptr @vcount, align 4, !dbg !211, !tbaa !127
    #dbg_value(i32 %173, !82, !DIExpression(DW_OP_plus_uconst, 3, DW_OP_stack_value), !124)
  %180 = load volatile i32, ptr @vcount, align 4, !dbg !211, !tbaa !127
  %181 = add nsw i32 %180, 1, !dbg !211
  store volatile i32 %181, ptr @vcount, align 4, !dbg !211, !tbaa !127
    #dbg_value(i32 %173, !82, !DIExpression(DW_OP_plus_uconst, 4, DW_OP_stack_value), !124)
  %182 = load volatile i32, ptr @vcount, align 4, !dbg !211, !tbaa !127
  %183 = add nsw i32 %182, 1, !dbg !211
  store volatile i32 %183, ptr @vcount, align 4, !dbg !211, !tbaa !127
  %184 = add nuw nsw i32 %173, 5, !dbg !213
    #dbg_value(i32 %184, !82, !DIExpression(), !124)
  %185 = icmp eq i32 %184, 1000, !dbg !214
  br i1 %185, label %8, label %172, !dbg !125, !llvm.loop !215
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare !dbg !218 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite) uwtable
define internal fastcc void @saxpy(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef %1) unnamed_addr #3 !dbg !225 {
    #dbg_value(i32 100, !234, !DIExpression(), !240)
    #dbg_value(float 5.000000e-01, !235, !DIExpression(), !240)
    #dbg_value(ptr %0, !236, !DIExpression(), !240)
    #dbg_value(ptr %1, !237, !DIExpression(), !240)
    #dbg_value(i32 0, !238, !DIExpression(), !241)
  %3 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !242
  %4 = load <4 x float>, ptr %0, align 4, !dbg !242, !tbaa !164
  %5 = load <4 x float>, ptr %3, align 4, !dbg !242, !tbaa !164
  %6 = getelementptr inbounds i8, ptr %1, i64 16, !dbg !244
  %7 = load <4 x float>, ptr %1, align 4, !dbg !244, !tbaa !164
  %8 = load <4 x float>, ptr %6, align 4, !dbg !244, !tbaa !164
  %9 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %4, <4 x float> <float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01>, <4 x float> %7), !dbg !245
  %10 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %5, <4 x float> <float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01>, <4 x float> %8), !dbg !245
  store <4 x float> %9, ptr %1, align 4, !dbg !246, !tbaa !164
  store <4 x float> %10, ptr %6, align 4, !dbg !246, !tbaa !164
  %11 = getelementptr inbounds i8, ptr %0, i64 32, !dbg !242
  %12 = getelementptr inbounds i8, ptr %0, i64 48, !dbg !242
  %13 = load <4 x float>, ptr %11, align 4, !dbg !242, !tbaa !164
  %14 = load <4 x float>, ptr %12, align 4, !dbg !242, !tbaa !164
  %15 = getelementptr inbounds i8, ptr %1, i64 32, !dbg !244
  %16 = getelementptr inbounds i8, ptr %1, i64 48, !dbg !244
  %17 = load <4 x float>, ptr %15, align 4, !dbg !244, !tbaa !164
  %18 = load <4 x float>, ptr %16, align 4, !dbg !244, !tbaa !164
  %19 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %13, <4 x float> <float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01>, <4 x float> %17), !dbg !245
  %20 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %14, <4 x float> <float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01>, <4 x float> %18), !dbg !245
  store <4 x float> %19, ptr %15, align 4, !dbg !246, !tbaa !164
  store <4 x float> %20, ptr %16, align 4, !dbg !246, !tbaa !164
  %21 = getelementptr inbounds i8, ptr %0, i64 64, !dbg !242
  %22 = getelementptr inbounds i8, ptr %0, i64 80, !dbg !242
  %23 = load <4 x float>, ptr %21, align 4, !dbg !242, !tbaa !164
  %24 = load <4 x float>, ptr %22, align 4, !dbg !242, !tbaa !164
  %25 = getelementptr inbounds i8, ptr %1, i64 64, !dbg !244
  %26 = getelementptr inbounds i8, ptr %1, i64 80, !dbg !244
  %27 = load <4 x float>, ptr %25, align 4, !dbg !244, !tbaa !164
  %28 = load <4 x float>, ptr %26, align 4, !dbg !244, !tbaa !164
  %29 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %23, <4 x float> <float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01>, <4 x float> %27), !dbg !245
  %30 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %24, <4 x float> <float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01>, <4 x float> %28), !dbg !245
  store <4 x float> %29, ptr %25, align 4, !dbg !246, !tbaa !164
  store <4 x float> %30, ptr %26, align 4, !dbg !246, !tbaa !164
  %31 = getelementptr inbounds i8, ptr %0, i64 96, !dbg !242
  %32 = getelementptr inbounds i8, ptr %0, i64 112, !dbg !242
  %33 = load <4 x float>, ptr %31, align 4, !dbg !242, !tbaa !164
  %34 = load <4 x float>, ptr %32, align 4, !dbg !242, !tbaa !164
  %35 = getelementptr inbounds i8, ptr %1, i64 96, !dbg !244
  %36 = getelementptr inbounds i8, ptr %1, i64 112, !dbg !244
  %37 = load <4 x float>, ptr %35, align 4, !dbg !244, !tbaa !164
  %38 = load <4 x float>, ptr %36, align 4, !dbg !244, !tbaa !164
  %39 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %33, <4 x float> <float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01>, <4 x float> %37), !dbg !245
  %40 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %34, <4 x float> <float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01>, <4 x float> %38), !dbg !245
  store <4 x float> %39, ptr %35, align 4, !dbg !246, !tbaa !164
  store <4 x float> %40, ptr %36, align 4, !dbg !246, !tbaa !164
  %41 = getelementptr inbounds i8, ptr %0, i64 128, !dbg !242
  %42 = getelementptr inbounds i8, ptr %0, i64 144, !dbg !242
  %43 = load <4 x float>, ptr %41, align 4, !dbg !242, !tbaa !164
  %44 = load <4 x float>, ptr %42, align 4, !dbg !242, !tbaa !164
  %45 = getelementptr inbounds i8, ptr %1, i64 128, !dbg !244
  %46 = getelementptr inbounds i8, ptr %1, i64 144, !dbg !244
  %47 = load <4 x float>, ptr %45, align 4, !dbg !244, !tbaa !164
  %48 = load <4 x float>, ptr %46, align 4, !dbg !244, !tbaa !164
  %49 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %43, <4 x float> <float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01>, <4 x float> %47), !dbg !245
  %50 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %44, <4 x float> <float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01>, <4 x float> %48), !dbg !245
  store <4 x float> %49, ptr %45, align 4, !dbg !246, !tbaa !164
  store <4 x float> %50, ptr %46, align 4, !dbg !246, !tbaa !164
  %51 = getelementptr inbounds i8, ptr %0, i64 160, !dbg !242
  %52 = getelementptr inbounds i8, ptr %0, i64 176, !dbg !242
  %53 = load <4 x float>, ptr %51, align 4, !dbg !242, !tbaa !164
  %54 = load <4 x float>, ptr %52, align 4, !dbg !242, !tbaa !164
  %55 = getelementptr inbounds i8, ptr %1, i64 160, !dbg !244
  %56 = getelementptr inbounds i8, ptr %1, i64 176, !dbg !244
  %57 = load <4 x float>, ptr %55, align 4, !dbg !244, !tbaa !164
  %58 = load <4 x float>, ptr %56, align 4, !dbg !244, !tbaa !164
  %59 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %53, <4 x float> <float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01>, <4 x float> %57), !dbg !245
  %60 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %54, <4 x float> <float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01>, <4 x float> %58), !dbg !245
  store <4 x float> %59, ptr %55, align 4, !dbg !246, !tbaa !164
  store <4 x float> %60, ptr %56, align 4, !dbg !246, !tbaa !164
  %61 = getelementptr inbounds i8, ptr %0, i64 192, !dbg !242
  %62 = getelementptr inbounds i8, ptr %0, i64 208, !dbg !242
  %63 = load <4 x float>, ptr %61, align 4, !dbg !242, !tbaa !164
  %64 = load <4 x float>, ptr %62, align 4, !dbg !242, !tbaa !164
  %65 = getelementptr inbounds i8, ptr %1, i64 192, !dbg !244
  %66 = getelementptr inbounds i8, ptr %1, i64 208, !dbg !244
  %67 = load <4 x float>, ptr %65, align 4, !dbg !244, !tbaa !164
  %68 = load <4 x float>, ptr %66, align 4, !dbg !244, !tbaa !164
  %69 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %63, <4 x float> <float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01>, <4 x float> %67), !dbg !245
  %70 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %64, <4 x float> <float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01>, <4 x float> %68), !dbg !245
  store <4 x float> %69, ptr %65, align 4, !dbg !246, !tbaa !164
  store <4 x float> %70, ptr %66, align 4, !dbg !246, !tbaa !164
  %71 = getelementptr inbounds i8, ptr %0, i64 224, !dbg !242
  %72 = getelementptr inbounds i8, ptr %0, i64 240, !dbg !242
  %73 = load <4 x float>, ptr %71, align 4, !dbg !242, !tbaa !164
  %74 = load <4 x float>, ptr %72, align 4, !dbg !242, !tbaa !164
  %75 = getelementptr inbounds i8, ptr %1, i64 224, !dbg !244
  %76 = getelementptr inbounds i8, ptr %1, i64 240, !dbg !244
  %77 = load <4 x float>, ptr %75, align 4, !dbg !244, !tbaa !164
  %78 = load <4 x float>, ptr %76, align 4, !dbg !244, !tbaa !164
  %79 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %73, <4 x float> <float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01>, <4 x float> %77), !dbg !245
  %80 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %74, <4 x float> <float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01>, <4 x float> %78), !dbg !245
  store <4 x float> %79, ptr %75, align 4, !dbg !246, !tbaa !164
  store <4 x float> %80, ptr %76, align 4, !dbg !246, !tbaa !164
  %81 = getelementptr inbounds i8, ptr %0, i64 256, !dbg !242
  %82 = getelementptr inbounds i8, ptr %0, i64 272, !dbg !242
  %83 = load <4 x float>, ptr %81, align 4, !dbg !242, !tbaa !164
  %84 = load <4 x float>, ptr %82, align 4, !dbg !242, !tbaa !164
  %85 = getelementptr inbounds i8, ptr %1, i64 256, !dbg !244
  %86 = getelementptr inbounds i8, ptr %1, i64 272, !dbg !244
  %87 = load <4 x float>, ptr %85, align 4, !dbg !244, !tbaa !164
  %88 = load <4 x float>, ptr %86, align 4, !dbg !244, !tbaa !164
  %89 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %83, <4 x float> <float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01>, <4 x float> %87), !dbg !245
  %90 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %84, <4 x float> <float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01>, <4 x float> %88), !dbg !245
  store <4 x float> %89, ptr %85, align 4, !dbg !246, !tbaa !164
  store <4 x float> %90, ptr %86, align 4, !dbg !246, !tbaa !164
  %91 = getelementptr inbounds i8, ptr %0, i64 288, !dbg !242
  %92 = getelementptr inbounds i8, ptr %0, i64 304, !dbg !242
  %93 = load <4 x float>, ptr %91, align 4, !dbg !242, !tbaa !164
  %94 = load <4 x float>, ptr %92, align 4, !dbg !242, !tbaa !164
  %95 = getelementptr inbounds i8, ptr %1, i64 288, !dbg !244
  %96 = getelementptr inbounds i8, ptr %1, i64 304, !dbg !244
  %97 = load <4 x float>, ptr %95, align 4, !dbg !244, !tbaa !164
  %98 = load <4 x float>, ptr %96, align 4, !dbg !244, !tbaa !164
  %99 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %93, <4 x float> <float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01>, <4 x float> %97), !dbg !245
  %100 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %94, <4 x float> <float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01>, <4 x float> %98), !dbg !245
  store <4 x float> %99, ptr %95, align 4, !dbg !246, !tbaa !164
  store <4 x float> %100, ptr %96, align 4, !dbg !246, !tbaa !164
  %101 = getelementptr inbounds i8, ptr %0, i64 320, !dbg !242
  %102 = getelementptr inbounds i8, ptr %0, i64 336, !dbg !242
  %103 = load <4 x float>, ptr %101, align 4, !dbg !242, !tbaa !164
  %104 = load <4 x float>, ptr %102, align 4, !dbg !242, !tbaa !164
  %105 = getelementptr inbounds i8, ptr %1, i64 320, !dbg !244
  %106 = getelementptr inbounds i8, ptr %1, i64 336, !dbg !244
  %107 = load <4 x float>, ptr %105, align 4, !dbg !244, !tbaa !164
  %108 = load <4 x float>, ptr %106, align 4, !dbg !244, !tbaa !164
  %109 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %103, <4 x float> <float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01>, <4 x float> %107), !dbg !245
  %110 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %104, <4 x float> <float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01>, <4 x float> %108), !dbg !245
  store <4 x float> %109, ptr %105, align 4, !dbg !246, !tbaa !164
  store <4 x float> %110, ptr %106, align 4, !dbg !246, !tbaa !164
  %111 = getelementptr inbounds i8, ptr %0, i64 352, !dbg !242
  %112 = getelementptr inbounds i8, ptr %0, i64 368, !dbg !242
  %113 = load <4 x float>, ptr %111, align 4, !dbg !242, !tbaa !164
  %114 = load <4 x float>, ptr %112, align 4, !dbg !242, !tbaa !164
  %115 = getelementptr inbounds i8, ptr %1, i64 352, !dbg !244
  %116 = getelementptr inbounds i8, ptr %1, i64 368, !dbg !244
  %117 = load <4 x float>, ptr %115, align 4, !dbg !244, !tbaa !164
  %118 = load <4 x float>, ptr %116, align 4, !dbg !244, !tbaa !164
  %119 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %113, <4 x float> <float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01>, <4 x float> %117), !dbg !245
  %120 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %114, <4 x float> <float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01>, <4 x float> %118), !dbg !245
  store <4 x float> %119, ptr %115, align 4, !dbg !246, !tbaa !164
  store <4 x float> %120, ptr %116, align 4, !dbg !246, !tbaa !164
    #dbg_value(i64 96, !238, !DIExpression(), !241)
  %121 = getelementptr inbounds i8, ptr %0, i64 384, !dbg !242
  %122 = load float, ptr %121, align 4, !dbg !242, !tbaa !164
  %123 = getelementptr inbounds i8, ptr %1, i64 384, !dbg !244
  %124 = load float, ptr %123, align 4, !dbg !244, !tbaa !164
  %125 = tail call float @llvm.fmuladd.f32(float %122, float 5.000000e-01, float %124), !dbg !245
  store float %125, ptr %123, align 4, !dbg !246, !tbaa !164
    #dbg_value(i64 97, !238, !DIExpression(), !241)
  %126 = getelementptr inbounds i8, ptr %0, i64 388, !dbg !242
  %127 = load float, ptr %126, align 4, !dbg !242, !tbaa !164
  %128 = getelementptr inbounds i8, ptr %1, i64 388, !dbg !244
  %129 = load float, ptr %128, align 4, !dbg !244, !tbaa !164
  %130 = tail call float @llvm.fmuladd.f32(float %127, float 5.000000e-01, float %129), !dbg !245
  store float %130, ptr %128, align 4, !dbg !246, !tbaa !164
    #dbg_value(i64 98, !238, !DIExpression(), !241)
  %131 = getelementptr inbounds i8, ptr %0, i64 392, !dbg !242
  %132 = load float, ptr %131, align 4, !dbg !242, !tbaa !164
  %133 = getelementptr inbounds i8, ptr %1, i64 392, !dbg !244
  %134 = load float, ptr %133, align 4, !dbg !244, !tbaa !164
  %135 = tail call float @llvm.fmuladd.f32(float %132, float 5.000000e-01, float %134), !dbg !245
  store float %135, ptr %133, align 4, !dbg !246, !tbaa !164
    #dbg_value(i64 99, !238, !DIExpression(), !241)
  %136 = getelementptr inbounds i8, ptr %0, i64 396, !dbg !242
  %137 = load float, ptr %136, align 4, !dbg !242, !tbaa !164
  %138 = getelementptr inbounds i8, ptr %1, i64 396, !dbg !244
  %139 = load float, ptr %138, align 4, !dbg !244, !tbaa !164
  %140 = tail call float @llvm.fmuladd.f32(float %137, float 5.000000e-01, float %139), !dbg !245
  store float %140, ptr %138, align 4, !dbg !246, !tbaa !164
    #dbg_value(i64 100, !238, !DIExpression(), !241)
  ret void, !dbg !247
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite) uwtable
define internal fastcc void @add3(ptr noalias nocapture noundef writeonly %0, ptr noalias nocapture noundef readonly %1, ptr noalias nocapture noundef readonly %2) unnamed_addr #3 !dbg !248 {
    #dbg_value(i32 50, !257, !DIExpression(), !263)
    #dbg_value(ptr %0, !258, !DIExpression(), !263)
    #dbg_value(ptr %1, !259, !DIExpression(), !263)
    #dbg_value(ptr %2, !260, !DIExpression(), !263)
    #dbg_value(i32 0, !261, !DIExpression(), !264)
  %4 = getelementptr inbounds i8, ptr %1, i64 16, !dbg !265
  %5 = load <4 x i32>, ptr %1, align 4, !dbg !265, !tbaa !127
  %6 = load <4 x i32>, ptr %4, align 4, !dbg !265, !tbaa !127
  %7 = getelementptr inbounds i8, ptr %2, i64 16, !dbg !267
  %8 = load <4 x i32>, ptr %2, align 4, !dbg !267, !tbaa !127
  %9 = load <4 x i32>, ptr %7, align 4, !dbg !267, !tbaa !127
  %10 = mul nsw <4 x i32> %8, <i32 3, i32 3, i32 3, i32 3>, !dbg !268
  %11 = mul nsw <4 x i32> %9, <i32 3, i32 3, i32 3, i32 3>, !dbg !268
  %12 = add nsw <4 x i32> %10, %5, !dbg !269
  %13 = add nsw <4 x i32> %11, %6, !dbg !269
  %14 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !270
  store <4 x i32> %12, ptr %0, align 4, !dbg !270, !tbaa !127
  store <4 x i32> %13, ptr %14, align 4, !dbg !270, !tbaa !127
  %15 = getelementptr inbounds i8, ptr %1, i64 32, !dbg !265
  %16 = getelementptr inbounds i8, ptr %1, i64 48, !dbg !265
  %17 = load <4 x i32>, ptr %15, align 4, !dbg !265, !tbaa !127
  %18 = load <4 x i32>, ptr %16, align 4, !dbg !265, !tbaa !127
  %19 = getelementptr inbounds i8, ptr %2, i64 32, !dbg !267
  %20 = getelementptr inbounds i8, ptr %2, i64 48, !dbg !267
  %21 = load <4 x i32>, ptr %19, align 4, !dbg !267, !tbaa !127
  %22 = load <4 x i32>, ptr %20, align 4, !dbg !267, !tbaa !127
  %23 = mul nsw <4 x i32> %21, <i32 3, i32 3, i32 3, i32 3>, !dbg !268
  %24 = mul nsw <4 x i32> %22, <i32 3, i32 3, i32 3, i32 3>, !dbg !268
  %25 = add nsw <4 x i32> %23, %17, !dbg !269
  %26 = add nsw <4 x i32> %24, %18, !dbg !269
  %27 = getelementptr inbounds i8, ptr %0, i64 32, !dbg !271
  %28 = getelementptr inbounds i8, ptr %0, i64 48, !dbg !270
  store <4 x i32> %25, ptr %27, align 4, !dbg !270, !tbaa !127
  store <4 x i32> %26, ptr %28, align 4, !dbg !270, !tbaa !127
  %29 = getelementptr inbounds i8, ptr %1, i64 64, !dbg !265
  %30 = getelementptr inbounds i8, ptr %1, i64 80, !dbg !265
  %31 = load <4 x i32>, ptr %29, align 4, !dbg !265, !tbaa !127
  %32 = load <4 x i32>, ptr %30, align 4, !dbg !265, !tbaa !127
  %33 = getelementptr inbounds i8, ptr %2, i64 64, !dbg !267
  %34 = getelementptr inbounds i8, ptr %2, i64 80, !dbg !267
  %35 = load <4 x i32>, ptr %33, align 4, !dbg !267, !tbaa !127
  %36 = load <4 x i32>, ptr %34, align 4, !dbg !267, !tbaa !127
  %37 = mul nsw <4 x i32> %35, <i32 3, i32 3, i32 3, i32 3>, !dbg !268
  %38 = mul nsw <4 x i32> %36, <i32 3, i32 3, i32 3, i32 3>, !dbg !268
  %39 = add nsw <4 x i32> %37, %31, !dbg !269
  %40 = add nsw <4 x i32> %38, %32, !dbg !269
  %41 = getelementptr inbounds i8, ptr %0, i64 64, !dbg !271
  %42 = getelementptr inbounds i8, ptr %0, i64 80, !dbg !270
  store <4 x i32> %39, ptr %41, align 4, !dbg !270, !tbaa !127
  store <4 x i32> %40, ptr %42, align 4, !dbg !270, !tbaa !127
  %43 = getelementptr inbounds i8, ptr %1, i64 96, !dbg !265
  %44 = getelementptr inbounds i8, ptr %1, i64 112, !dbg !265
  %45 = load <4 x i32>, ptr %43, align 4, !dbg !265, !tbaa !127
  %46 = load <4 x i32>, ptr %44, align 4, !dbg !265, !tbaa !127
  %47 = getelementptr inbounds i8, ptr %2, i64 96, !dbg !267
  %48 = getelementptr inbounds i8, ptr %2, i64 112, !dbg !267
  %49 = load <4 x i32>, ptr %47, align 4, !dbg !267, !tbaa !127
  %50 = load <4 x i32>, ptr %48, align 4, !dbg !267, !tbaa !127
  %51 = mul nsw <4 x i32> %49, <i32 3, i32 3, i32 3, i32 3>, !dbg !268
  %52 = mul nsw <4 x i32> %50, <i32 3, i32 3, i32 3, i32 3>, !dbg !268
  %53 = add nsw <4 x i32> %51, %45, !dbg !269
  %54 = add nsw <4 x i32> %52, %46, !dbg !269
  %55 = getelementptr inbounds i8, ptr %0, i64 96, !dbg !271
  %56 = getelementptr inbounds i8, ptr %0, i64 112, !dbg !270
  store <4 x i32> %53, ptr %55, align 4, !dbg !270, !tbaa !127
  store <4 x i32> %54, ptr %56, align 4, !dbg !270, !tbaa !127
  %57 = getelementptr inbounds i8, ptr %1, i64 128, !dbg !265
  %58 = getelementptr inbounds i8, ptr %1, i64 144, !dbg !265
  %59 = load <4 x i32>, ptr %57, align 4, !dbg !265, !tbaa !127
  %60 = load <4 x i32>, ptr %58, align 4, !dbg !265, !tbaa !127
  %61 = getelementptr inbounds i8, ptr %2, i64 128, !dbg !267
  %62 = getelementptr inbounds i8, ptr %2, i64 144, !dbg !267
  %63 = load <4 x i32>, ptr %61, align 4, !dbg !267, !tbaa !127
  %64 = load <4 x i32>, ptr %62, align 4, !dbg !267, !tbaa !127
  %65 = mul nsw <4 x i32> %63, <i32 3, i32 3, i32 3, i32 3>, !dbg !268
  %66 = mul nsw <4 x i32> %64, <i32 3, i32 3, i32 3, i32 3>, !dbg !268
  %67 = add nsw <4 x i32> %65, %59, !dbg !269
  %68 = add nsw <4 x i32> %66, %60, !dbg !269
  %69 = getelementptr inbounds i8, ptr %0, i64 128, !dbg !271
  %70 = getelementptr inbounds i8, ptr %0, i64 144, !dbg !270
  store <4 x i32> %67, ptr %69, align 4, !dbg !270, !tbaa !127
  store <4 x i32> %68, ptr %70, align 4, !dbg !270, !tbaa !127
  %71 = getelementptr inbounds i8, ptr %1, i64 160, !dbg !265
  %72 = getelementptr inbounds i8, ptr %1, i64 176, !dbg !265
  %73 = load <4 x i32>, ptr %71, align 4, !dbg !265, !tbaa !127
  %74 = load <4 x i32>, ptr %72, align 4, !dbg !265, !tbaa !127
  %75 = getelementptr inbounds i8, ptr %2, i64 160, !dbg !267
  %76 = getelementptr inbounds i8, ptr %2, i64 176, !dbg !267
  %77 = load <4 x i32>, ptr %75, align 4, !dbg !267, !tbaa !127
  %78 = load <4 x i32>, ptr %76, align 4, !dbg !267, !tbaa !127
  %79 = mul nsw <4 x i32> %77, <i32 3, i32 3, i32 3, i32 3>, !dbg !268
  %80 = mul nsw <4 x i32> %78, <i32 3, i32 3, i32 3, i32 3>, !dbg !268
  %81 = add nsw <4 x i32> %79, %73, !dbg !269
  %82 = add nsw <4 x i32> %80, %74, !dbg !269
  %83 = getelementptr inbounds i8, ptr %0, i64 160, !dbg !271
  %84 = getelementptr inbounds i8, ptr %0, i64 176, !dbg !270
  store <4 x i32> %81, ptr %83, align 4, !dbg !270, !tbaa !127
  store <4 x i32> %82, ptr %84, align 4, !dbg !270, !tbaa !127
    #dbg_value(i64 48, !261, !DIExpression(), !264)
  %85 = getelementptr inbounds i8, ptr %1, i64 192, !dbg !265
  %86 = load i32, ptr %85, align 4, !dbg !265, !tbaa !127
  %87 = getelementptr inbounds i8, ptr %2, i64 192, !dbg !267
  %88 = load i32, ptr %87, align 4, !dbg !267, !tbaa !127
  %89 = mul nsw i32 %88, 3, !dbg !268
  %90 = add nsw i32 %89, %86, !dbg !269
  %91 = getelementptr inbounds i8, ptr %0, i64 192, !dbg !271
  store i32 %90, ptr %91, align 4, !dbg !270, !tbaa !127
    #dbg_value(i64 49, !261, !DIExpression(), !264)
  %92 = getelementptr inbounds i8, ptr %1, i64 196, !dbg !265
  %93 = load i32, ptr %92, align 4, !dbg !265, !tbaa !127
  %94 = getelementptr inbounds i8, ptr %2, i64 196, !dbg !267
  %95 = load i32, ptr %94, align 4, !dbg !267, !tbaa !127
  %96 = mul nsw i32 %95, 3, !dbg !268
  %97 = add nsw i32 %96, %93, !dbg !269
  %98 = getelementptr inbounds i8, ptr %0, i64 196, !dbg !271
  store i32 %97, ptr %98, align 4, !dbg !270, !tbaa !127
    #dbg_value(i64 50, !261, !DIExpression(), !264)
  ret void, !dbg !272
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define internal fastcc void @alias_add(ptr nocapture noundef writeonly %0, ptr nocapture noundef readonly %1) unnamed_addr #4 !dbg !273 {
    #dbg_value(i32 20, !277, !DIExpression(), !282)
    #dbg_value(ptr %0, !278, !DIExpression(), !282)
    #dbg_value(ptr %1, !279, !DIExpression(), !282)
    #dbg_value(i32 0, !280, !DIExpression(), !283)
    #dbg_value(i64 0, !280, !DIExpression(), !283)
  %3 = load i32, ptr %1, align 4, !dbg !284, !tbaa !127
  %4 = shl nsw i32 %3, 1, !dbg !286
  store i32 %4, ptr %0, align 4, !dbg !287, !tbaa !127
    #dbg_value(i64 1, !280, !DIExpression(), !283)
  %5 = getelementptr inbounds i8, ptr %1, i64 4, !dbg !284
  %6 = load i32, ptr %5, align 4, !dbg !284, !tbaa !127
  %7 = load i32, ptr %1, align 4, !dbg !288, !tbaa !127
  %8 = add nsw i32 %7, %6, !dbg !286
  %9 = getelementptr inbounds i8, ptr %0, i64 4, !dbg !289
  store i32 %8, ptr %9, align 4, !dbg !287, !tbaa !127
    #dbg_value(i64 2, !280, !DIExpression(), !283)
  %10 = getelementptr inbounds i8, ptr %1, i64 8, !dbg !284
  %11 = load i32, ptr %10, align 4, !dbg !284, !tbaa !127
  %12 = load i32, ptr %1, align 4, !dbg !288, !tbaa !127
  %13 = add nsw i32 %12, %11, !dbg !286
  %14 = getelementptr inbounds i8, ptr %0, i64 8, !dbg !289
  store i32 %13, ptr %14, align 4, !dbg !287, !tbaa !127
    #dbg_value(i64 3, !280, !DIExpression(), !283)
  %15 = getelementptr inbounds i8, ptr %1, i64 12, !dbg !284
  %16 = load i32, ptr %15, align 4, !dbg !284, !tbaa !127
  %17 = load i32, ptr %1, align 4, !dbg !288, !tbaa !127
  %18 = add nsw i32 %17, %16, !dbg !286
  %19 = getelementptr inbounds i8, ptr %0, i64 12, !dbg !289
  store i32 %18, ptr %19, align 4, !dbg !287, !tbaa !127
    #dbg_value(i64 4, !280, !DIExpression(), !283)
  %20 = getelementptr inbounds i8, ptr %1, i64 16, !dbg !284
  %21 = load i32, ptr %20, align 4, !dbg !284, !tbaa !127
  %22 = load i32, ptr %1, align 4, !dbg !288, !tbaa !127
  %23 = add nsw i32 %22, %21, !dbg !286
  %24 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !289
  store i32 %23, ptr %24, align 4, !dbg !287, !tbaa !127
    #dbg_value(i64 5, !280, !DIExpression(), !283)
  %25 = getelementptr inbounds i8, ptr %1, i64 20, !dbg !284
  %26 = load i32, ptr %25, align 4, !dbg !284, !tbaa !127
  %27 = load i32, ptr %1, align 4, !dbg !288, !tbaa !127
  %28 = add nsw i32 %27, %26, !dbg !286
  %29 = getelementptr inbounds i8, ptr %0, i64 20, !dbg !289
  store i32 %28, ptr %29, align 4, !dbg !287, !tbaa !127
    #dbg_value(i64 6, !280, !DIExpression(), !283)
  %30 = getelementptr inbounds i8, ptr %1, i64 24, !dbg !284
  %31 = load i32, ptr %30, align 4, !dbg !284, !tbaa !127
  %32 = load i32, ptr %1, align 4, !dbg !288, !tbaa !127
  %33 = add nsw i32 %32, %31, !dbg !286
  %34 = getelementptr inbounds i8, ptr %0, i64 24, !dbg !289
  store i32 %33, ptr %34, align 4, !dbg !287, !tbaa !127
    #dbg_value(i64 7, !280, !DIExpression(), !283)
  %35 = getelementptr inbounds i8, ptr %1, i64 28, !dbg !284
  %36 = load i32, ptr %35, align 4, !dbg !284, !tbaa !127
  %37 = load i32, ptr %1, align 4, !dbg !288, !tbaa !127
  %38 = add nsw i32 %37, %36, !dbg !286
  %39 = getelementptr inbounds i8, ptr %0, i64 28, !dbg !289
  store i32 %38, ptr %39, align 4, !dbg !287, !tbaa !127
    #dbg_value(i64 8, !280, !DIExpression(), !283)
  %40 = getelementptr inbounds i8, ptr %1, i64 32, !dbg !284
  %41 = load i32, ptr %40, align 4, !dbg !284, !tbaa !127
  %42 = load i32, ptr %1, align 4, !dbg !288, !tbaa !127
  %43 = add nsw i32 %42, %41, !dbg !286
  %44 = getelementptr inbounds i8, ptr %0, i64 32, !dbg !289
  store i32 %43, ptr %44, align 4, !dbg !287, !tbaa !127
    #dbg_value(i64 9, !280, !DIExpression(), !283)
  %45 = getelementptr inbounds i8, ptr %1, i64 36, !dbg !284
  %46 = load i32, ptr %45, align 4, !dbg !284, !tbaa !127
  %47 = load i32, ptr %1, align 4, !dbg !288, !tbaa !127
  %48 = add nsw i32 %47, %46, !dbg !286
  %49 = getelementptr inbounds i8, ptr %0, i64 36, !dbg !289
  store i32 %48, ptr %49, align 4, !dbg !287, !tbaa !127
    #dbg_value(i64 10, !280, !DIExpression(), !283)
  %50 = getelementptr inbounds i8, ptr %1, i64 40, !dbg !284
  %51 = load i32, ptr %50, align 4, !dbg !284, !tbaa !127
  %52 = load i32, ptr %1, align 4, !dbg !288, !tbaa !127
  %53 = add nsw i32 %52, %51, !dbg !286
  %54 = getelementptr inbounds i8, ptr %0, i64 40, !dbg !289
  store i32 %53, ptr %54, align 4, !dbg !287, !tbaa !127
    #dbg_value(i64 11, !280, !DIExpression(), !283)
  %55 = getelementptr inbounds i8, ptr %1, i64 44, !dbg !284
  %56 = load i32, ptr %55, align 4, !dbg !284, !tbaa !127
  %57 = load i32, ptr %1, align 4, !dbg !288, !tbaa !127
  %58 = add nsw i32 %57, %56, !dbg !286
  %59 = getelementptr inbounds i8, ptr %0, i64 44, !dbg !289
  store i32 %58, ptr %59, align 4, !dbg !287, !tbaa !127
    #dbg_value(i64 12, !280, !DIExpression(), !283)
  %60 = getelementptr inbounds i8, ptr %1, i64 48, !dbg !284
  %61 = load i32, ptr %60, align 4, !dbg !284, !tbaa !127
  %62 = load i32, ptr %1, align 4, !dbg !288, !tbaa !127
  %63 = add nsw i32 %62, %61, !dbg !286
  %64 = getelementptr inbounds i8, ptr %0, i64 48, !dbg !289
  store i32 %63, ptr %64, align 4, !dbg !287, !tbaa !127
    #dbg_value(i64 13, !280, !DIExpression(), !283)
  %65 = getelementptr inbounds i8, ptr %1, i64 52, !dbg !284
  %66 = load i32, ptr %65, align 4, !dbg !284, !tbaa !127
  %67 = load i32, ptr %1, align 4, !dbg !288, !tbaa !127
  %68 = add nsw i32 %67, %66, !dbg !286
  %69 = getelementptr inbounds i8, ptr %0, i64 52, !dbg !289
  store i32 %68, ptr %69, align 4, !dbg !287, !tbaa !127
    #dbg_value(i64 14, !280, !DIExpression(), !283)
  %70 = getelementptr inbounds i8, ptr %1, i64 56, !dbg !284
  %71 = load i32, ptr %70, align 4, !dbg !284, !tbaa !127
  %72 = load i32, ptr %1, align 4, !dbg !288, !tbaa !127
  %73 = add nsw i32 %72, %71, !dbg !286
  %74 = getelementptr inbounds i8, ptr %0, i64 56, !dbg !289
  store i32 %73, ptr %74, align 4, !dbg !287, !tbaa !127
    #dbg_value(i64 15, !280, !DIExpression(), !283)
  %75 = getelementptr inbounds i8, ptr %1, i64 60, !dbg !284
  %76 = load i32, ptr %75, align 4, !dbg !284, !tbaa !127
  %77 = load i32, ptr %1, align 4, !dbg !288, !tbaa !127
  %78 = add nsw i32 %77, %76, !dbg !286
  %79 = getelementptr inbounds i8, ptr %0, i64 60, !dbg !289
  store i32 %78, ptr %79, align 4, !dbg !287, !tbaa !127
    #dbg_value(i64 16, !280, !DIExpression(), !283)
  %80 = getelementptr inbounds i8, ptr %1, i64 64, !dbg !284
  %81 = load i32, ptr %80, align 4, !dbg !284, !tbaa !127
  %82 = load i32, ptr %1, align 4, !dbg !288, !tbaa !127
  %83 = add nsw i32 %82, %81, !dbg !286
  %84 = getelementptr inbounds i8, ptr %0, i64 64, !dbg !289
  store i32 %83, ptr %84, align 4, !dbg !287, !tbaa !127
    #dbg_value(i64 17, !280, !DIExpression(), !283)
  %85 = getelementptr inbounds i8, ptr %1, i64 68, !dbg !284
  %86 = load i32, ptr %85, align 4, !dbg !284, !tbaa !127
  %87 = load i32, ptr %1, align 4, !dbg !288, !tbaa !127
  %88 = add nsw i32 %87, %86, !dbg !286
  %89 = getelementptr inbounds i8, ptr %0, i64 68, !dbg !289
  store i32 %88, ptr %89, align 4, !dbg !287, !tbaa !127
    #dbg_value(i64 18, !280, !DIExpression(), !283)
  %90 = getelementptr inbounds i8, ptr %1, i64 72, !dbg !284
  %91 = load i32, ptr %90, align 4, !dbg !284, !tbaa !127
  %92 = load i32, ptr %1, align 4, !dbg !288, !tbaa !127
  %93 = add nsw i32 %92, %91, !dbg !286
  %94 = getelementptr inbounds i8, ptr %0, i64 72, !dbg !289
  store i32 %93, ptr %94, align 4, !dbg !287, !tbaa !127
    #dbg_value(i64 19, !280, !DIExpression(), !283)
  %95 = getelementptr inbounds i8, ptr %1, i64 76, !dbg !284
  %96 = load i32, ptr %95, align 4, !dbg !284, !tbaa !127
  %97 = load i32, ptr %1, align 4, !dbg !288, !tbaa !127
  %98 = add nsw i32 %97, %96, !dbg !286
  %99 = getelementptr inbounds i8, ptr %0, i64 76, !dbg !289
  store i32 %98, ptr %99, align 4, !dbg !287, !tbaa !127
    #dbg_value(i64 20, !280, !DIExpression(), !283)
  ret void, !dbg !290
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef i32 @punned() unnamed_addr #5 !dbg !291 {
    #dbg_value(float -2.500000e+00, !297, !DIExpression(), !305)
    #dbg_value(float -2.500000e+00, !298, !DIExpression(), !305)
    #dbg_value(i32 0, !302, !DIExpression(), !305)
    #dbg_value(i32 0, !302, !DIExpression(), !305)
    #dbg_value(i32 192, !302, !DIExpression(), !305)
    #dbg_value(i32 49184, !302, !DIExpression(), !305)
    #dbg_value(i32 12591104, !302, !DIExpression(), !305)
    #dbg_value(i32 -1071644672, !302, !DIExpression(), !305)
  ret i32 -1071644672, !dbg !306
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #6

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x float> @llvm.fmuladd.v4f32(<4 x float>, <4 x float>, <4 x float>) #7

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree noinline norecurse nosync nounwind memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #8 = { nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!70, !71, !72, !73, !74, !75, !76}
!llvm.ident = !{!77}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "vcount", scope: !2, file: !3, line: 7, type: !68, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !9, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "programs/volatile_restrict.c", directory: ".", checksumkind: CSK_MD5, checksum: "910a3b4537817903490c19d6d62bea24")
!4 = !{!5, !6, !7}
!5 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!6 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!7 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !8, size: 64)
!8 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!9 = !{!10, !16, !21, !26, !31, !33, !38, !43, !48, !0, !53}
!10 = !DIGlobalVariableExpression(var: !11, expr: !DIExpression())
!11 = distinct !DIGlobalVariable(scope: null, file: !3, line: 18, type: !12, isLocal: true, isDefinition: true)
!12 = !DICompositeType(tag: DW_TAG_array_type, baseType: !13, size: 112, elements: !14)
!13 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!14 = !{!15}
!15 = !DISubrange(count: 14)
!16 = !DIGlobalVariableExpression(var: !17, expr: !DIExpression())
!17 = distinct !DIGlobalVariable(scope: null, file: !3, line: 20, type: !18, isLocal: true, isDefinition: true)
!18 = !DICompositeType(tag: DW_TAG_array_type, baseType: !13, size: 120, elements: !19)
!19 = !{!20}
!20 = !DISubrange(count: 15)
!21 = !DIGlobalVariableExpression(var: !22, expr: !DIExpression())
!22 = distinct !DIGlobalVariable(scope: null, file: !3, line: 21, type: !23, isLocal: true, isDefinition: true)
!23 = !DICompositeType(tag: DW_TAG_array_type, baseType: !13, size: 96, elements: !24)
!24 = !{!25}
!25 = !DISubrange(count: 12)
!26 = !DIGlobalVariableExpression(var: !27, expr: !DIExpression())
!27 = distinct !DIGlobalVariable(scope: null, file: !3, line: 23, type: !28, isLocal: true, isDefinition: true)
!28 = !DICompositeType(tag: DW_TAG_array_type, baseType: !13, size: 192, elements: !29)
!29 = !{!30}
!30 = !DISubrange(count: 24)
!31 = !DIGlobalVariableExpression(var: !32, expr: !DIExpression())
!32 = distinct !DIGlobalVariable(scope: null, file: !3, line: 24, type: !23, isLocal: true, isDefinition: true)
!33 = !DIGlobalVariableExpression(var: !34, expr: !DIExpression())
!34 = distinct !DIGlobalVariable(scope: null, file: !3, line: 25, type: !35, isLocal: true, isDefinition: true)
!35 = !DICompositeType(tag: DW_TAG_array_type, baseType: !13, size: 128, elements: !36)
!36 = !{!37}
!37 = !DISubrange(count: 16)
!38 = !DIGlobalVariableExpression(var: !39, expr: !DIExpression())
!39 = distinct !DIGlobalVariable(scope: null, file: !3, line: 26, type: !40, isLocal: true, isDefinition: true)
!40 = !DICompositeType(tag: DW_TAG_array_type, baseType: !13, size: 104, elements: !41)
!41 = !{!42}
!42 = !DISubrange(count: 13)
!43 = !DIGlobalVariableExpression(var: !44, expr: !DIExpression())
!44 = distinct !DIGlobalVariable(scope: null, file: !3, line: 27, type: !45, isLocal: true, isDefinition: true)
!45 = !DICompositeType(tag: DW_TAG_array_type, baseType: !13, size: 152, elements: !46)
!46 = !{!47}
!47 = !DISubrange(count: 19)
!48 = !DIGlobalVariableExpression(var: !49, expr: !DIExpression())
!49 = distinct !DIGlobalVariable(scope: null, file: !3, line: 28, type: !50, isLocal: true, isDefinition: true)
!50 = !DICompositeType(tag: DW_TAG_array_type, baseType: !13, size: 56, elements: !51)
!51 = !{!52}
!52 = !DISubrange(count: 7)
!53 = !DIGlobalVariableExpression(var: !54, expr: !DIExpression())
!54 = distinct !DIGlobalVariable(name: "vreg", scope: !2, file: !3, line: 8, type: !55, isLocal: true, isDefinition: true)
!55 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !56)
!56 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !3, line: 8, size: 32, elements: !57)
!57 = !{!58, !60, !61}
!58 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !56, file: !3, line: 8, baseType: !59, size: 4, flags: DIFlagBitField, extraData: i64 0)
!59 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!60 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !56, file: !3, line: 8, baseType: !59, size: 12, offset: 4, flags: DIFlagBitField, extraData: i64 0)
!61 = !DIDerivedType(tag: DW_TAG_member, name: "c", scope: !56, file: !3, line: 8, baseType: !62, size: 16, offset: 16)
!62 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !63)
!63 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint16_t", file: !64, line: 25, baseType: !65)
!64 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-uintn.h", directory: "", checksumkind: CSK_MD5, checksum: "2bf2ae53c58c01b1a1b9383b5195125c")
!65 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint16_t", file: !66, line: 40, baseType: !67)
!66 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!67 = !DIBasicType(name: "unsigned short", size: 16, encoding: DW_ATE_unsigned)
!68 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !69)
!69 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!70 = !{i32 7, !"Dwarf Version", i32 5}
!71 = !{i32 2, !"Debug Info Version", i32 3}
!72 = !{i32 1, !"wchar_size", i32 4}
!73 = !{i32 8, !"PIC Level", i32 2}
!74 = !{i32 7, !"PIE Level", i32 2}
!75 = !{i32 7, !"uwtable", i32 2}
!76 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!77 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!78 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 15, type: !79, scopeLine: 15, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !81)
!79 = !DISubroutineType(types: !80)
!80 = !{!69}
!81 = !{!82, !84, !85, !86, !88, !89, !91, !95, !96, !98, !102, !103, !104, !106, !110, !112, !113, !114}
!82 = !DILocalVariable(name: "i", scope: !83, file: !3, line: 16, type: !69)
!83 = distinct !DILexicalBlock(scope: !78, file: !3, line: 16, column: 5)
!84 = !DILocalVariable(name: "r1", scope: !78, file: !3, line: 17, type: !69)
!85 = !DILocalVariable(name: "r2", scope: !78, file: !3, line: 17, type: !69)
!86 = !DILocalVariable(name: "vd", scope: !78, file: !3, line: 21, type: !87)
!87 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !6)
!88 = !DILocalVariable(name: "sum", scope: !78, file: !3, line: 21, type: !6)
!89 = !DILocalVariable(name: "i", scope: !90, file: !3, line: 21, type: !69)
!90 = distinct !DILexicalBlock(scope: !78, file: !3, line: 21, column: 47)
!91 = !DILocalVariable(name: "x", scope: !78, file: !3, line: 22, type: !92)
!92 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 3200, elements: !93)
!93 = !{!94}
!94 = !DISubrange(count: 100)
!95 = !DILocalVariable(name: "y", scope: !78, file: !3, line: 22, type: !92)
!96 = !DILocalVariable(name: "i", scope: !97, file: !3, line: 22, type: !69)
!97 = distinct !DILexicalBlock(scope: !78, file: !3, line: 22, column: 27)
!98 = !DILocalVariable(name: "a", scope: !78, file: !3, line: 24, type: !99)
!99 = !DICompositeType(tag: DW_TAG_array_type, baseType: !69, size: 1600, elements: !100)
!100 = !{!101}
!101 = !DISubrange(count: 50)
!102 = !DILocalVariable(name: "b", scope: !78, file: !3, line: 24, type: !99)
!103 = !DILocalVariable(name: "o", scope: !78, file: !3, line: 24, type: !99)
!104 = !DILocalVariable(name: "i", scope: !105, file: !3, line: 24, type: !69)
!105 = distinct !DILexicalBlock(scope: !78, file: !3, line: 24, column: 30)
!106 = !DILocalVariable(name: "al", scope: !78, file: !3, line: 25, type: !107)
!107 = !DICompositeType(tag: DW_TAG_array_type, baseType: !69, size: 640, elements: !108)
!108 = !{!109}
!109 = !DISubrange(count: 20)
!110 = !DILocalVariable(name: "i", scope: !111, file: !3, line: 25, type: !69)
!111 = distinct !DILexicalBlock(scope: !78, file: !3, line: 25, column: 17)
!112 = !DILocalVariable(name: "word", scope: !78, file: !3, line: 27, type: !69)
!113 = !DILocalVariable(name: "cp", scope: !78, file: !3, line: 27, type: !7)
!114 = !DILocalVariable(name: "vp", scope: !78, file: !3, line: 28, type: !115)
!115 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !68, size: 64)
!116 = distinct !DIAssignID()
!117 = !DILocation(line: 0, scope: !78)
!118 = distinct !DIAssignID()
!119 = distinct !DIAssignID()
!120 = distinct !DIAssignID()
!121 = distinct !DIAssignID()
!122 = distinct !DIAssignID()
!123 = distinct !DIAssignID()
!124 = !DILocation(line: 0, scope: !83)
!125 = !DILocation(line: 16, column: 5, scope: !83)
!126 = !DILocation(line: 17, column: 14, scope: !78)
!127 = !{!128, !128, i64 0}
!128 = !{!"int", !129, i64 0}
!129 = !{!"omnipotent char", !130, i64 0}
!130 = !{!"Simple C/C++ TBAA"}
!131 = !DILocation(line: 17, column: 21, scope: !78)
!132 = !DILocation(line: 17, column: 12, scope: !78)
!133 = !DILocation(line: 17, column: 35, scope: !78)
!134 = !DILocation(line: 17, column: 48, scope: !78)
!135 = !DILocation(line: 18, column: 5, scope: !78)
!136 = !DILocation(line: 19, column: 12, scope: !78)
!137 = !DILocation(line: 19, column: 25, scope: !78)
!138 = !DILocation(line: 19, column: 41, scope: !78)
!139 = !{!140, !141, i64 2}
!140 = !{!"", !128, i64 0, !128, i64 0, !141, i64 2}
!141 = !{!"short", !129, i64 0}
!142 = !DILocation(line: 19, column: 57, scope: !78)
!143 = !DILocation(line: 19, column: 68, scope: !78)
!144 = !DILocation(line: 20, column: 36, scope: !78)
!145 = !DILocation(line: 20, column: 44, scope: !78)
!146 = !DILocation(line: 20, column: 52, scope: !78)
!147 = !DILocation(line: 20, column: 47, scope: !78)
!148 = !DILocation(line: 20, column: 5, scope: !78)
!149 = !DILocation(line: 21, column: 5, scope: !78)
!150 = !DILocation(line: 21, column: 21, scope: !78)
!151 = !{!152, !152, i64 0}
!152 = !{!"double", !129, i64 0}
!153 = distinct !DIAssignID()
!154 = !DILocation(line: 0, scope: !90)
!155 = !DILocation(line: 21, column: 83, scope: !156)
!156 = distinct !DILexicalBlock(scope: !90, file: !3, line: 21, column: 47)
!157 = !DILocation(line: 21, column: 80, scope: !156)
!158 = !DILocation(line: 21, column: 87, scope: !78)
!159 = !DILocation(line: 22, column: 5, scope: !78)
!160 = !DILocation(line: 0, scope: !97)
!161 = !DILocation(line: 22, column: 64, scope: !162)
!162 = distinct !DILexicalBlock(scope: !163, file: !3, line: 22, column: 57)
!163 = distinct !DILexicalBlock(scope: !97, file: !3, line: 22, column: 27)
!164 = !{!165, !165, i64 0}
!165 = !{!"float", !129, i64 0}
!166 = !DILocation(line: 22, column: 81, scope: !162)
!167 = !DILocation(line: 22, column: 59, scope: !162)
!168 = !DILocation(line: 22, column: 76, scope: !162)
!169 = !DILocation(line: 23, column: 5, scope: !78)
!170 = !DILocation(line: 23, column: 72, scope: !78)
!171 = !DILocation(line: 23, column: 64, scope: !78)
!172 = !DILocation(line: 23, column: 87, scope: !78)
!173 = !DILocation(line: 23, column: 79, scope: !78)
!174 = !DILocation(line: 23, column: 29, scope: !78)
!175 = !DILocation(line: 24, column: 5, scope: !78)
!176 = !DILocation(line: 0, scope: !105)
!177 = !DILocation(line: 24, column: 66, scope: !178)
!178 = distinct !DILexicalBlock(scope: !179, file: !3, line: 24, column: 59)
!179 = distinct !DILexicalBlock(scope: !105, file: !3, line: 24, column: 30)
!180 = !DILocation(line: 24, column: 76, scope: !178)
!181 = !DILocation(line: 24, column: 61, scope: !178)
!182 = !DILocation(line: 24, column: 71, scope: !178)
!183 = !DILocation(line: 24, column: 88, scope: !78)
!184 = !DILocation(line: 24, column: 130, scope: !78)
!185 = !DILocation(line: 24, column: 136, scope: !78)
!186 = !DILocation(line: 24, column: 107, scope: !78)
!187 = !DILocation(line: 25, column: 5, scope: !78)
!188 = !DILocation(line: 0, scope: !111)
!189 = !DILocation(line: 25, column: 46, scope: !190)
!190 = distinct !DILexicalBlock(scope: !111, file: !3, line: 25, column: 17)
!191 = !DILocation(line: 25, column: 52, scope: !190)
!192 = !DILocation(line: 25, column: 61, scope: !78)
!193 = !DILocation(line: 25, column: 111, scope: !78)
!194 = !DILocation(line: 25, column: 118, scope: !78)
!195 = !DILocation(line: 25, column: 125, scope: !78)
!196 = !DILocation(line: 25, column: 84, scope: !78)
!197 = !DILocation(line: 26, column: 29, scope: !78)
!198 = !DILocation(line: 26, column: 5, scope: !78)
!199 = !DILocation(line: 27, column: 72, scope: !78)
!200 = !DILocation(line: 28, column: 38, scope: !78)
!201 = !DILocation(line: 28, column: 42, scope: !78)
!202 = !DILocation(line: 28, column: 36, scope: !78)
!203 = !DILocation(line: 28, column: 53, scope: !78)
!204 = !DILocation(line: 28, column: 57, scope: !78)
!205 = !DILocation(line: 28, column: 51, scope: !78)
!206 = !DILocation(line: 28, column: 62, scope: !78)
!207 = !DILocation(line: 29, column: 12, scope: !78)
!208 = !DILocation(line: 29, column: 19, scope: !78)
!209 = !DILocation(line: 30, column: 1, scope: !78)
!210 = !DILocation(line: 29, column: 5, scope: !78)
!211 = !DILocation(line: 16, column: 42, scope: !212)
!212 = distinct !DILexicalBlock(scope: !83, file: !3, line: 16, column: 5)
!213 = !DILocation(line: 16, column: 32, scope: !212)
!214 = !DILocation(line: 16, column: 23, scope: !212)
!215 = distinct !{!215, !125, !216, !217}
!216 = !DILocation(line: 16, column: 42, scope: !83)
!217 = !{!"llvm.loop.mustprogress"}
!218 = !DISubprogram(name: "printf", scope: !219, file: !219, line: 356, type: !220, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!219 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!220 = !DISubroutineType(types: !221)
!221 = !{!69, !222, null}
!222 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !223)
!223 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !224, size: 64)
!224 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !13)
!225 = distinct !DISubprogram(name: "saxpy", scope: !3, file: !3, line: 10, type: !226, scopeLine: 10, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !233)
!226 = !DISubroutineType(cc: DW_CC_nocall, types: !227)
!227 = !{null, !69, !5, !228, !231}
!228 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !229)
!229 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !230, size: 64)
!230 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !5)
!231 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !232)
!232 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !5, size: 64)
!233 = !{!234, !235, !236, !237, !238}
!234 = !DILocalVariable(name: "n", arg: 1, scope: !225, file: !3, line: 10, type: !69)
!235 = !DILocalVariable(name: "a", arg: 2, scope: !225, file: !3, line: 10, type: !5)
!236 = !DILocalVariable(name: "x", arg: 3, scope: !225, file: !3, line: 10, type: !228)
!237 = !DILocalVariable(name: "y", arg: 4, scope: !225, file: !3, line: 10, type: !231)
!238 = !DILocalVariable(name: "i", scope: !239, file: !3, line: 10, type: !69)
!239 = distinct !DILexicalBlock(scope: !225, file: !3, line: 10, column: 107)
!240 = !DILocation(line: 0, scope: !225)
!241 = !DILocation(line: 0, scope: !239)
!242 = !DILocation(line: 10, column: 146, scope: !243)
!243 = distinct !DILexicalBlock(scope: !239, file: !3, line: 10, column: 107)
!244 = !DILocation(line: 10, column: 153, scope: !243)
!245 = !DILocation(line: 10, column: 151, scope: !243)
!246 = !DILocation(line: 10, column: 140, scope: !243)
!247 = !DILocation(line: 10, column: 159, scope: !225)
!248 = distinct !DISubprogram(name: "add3", scope: !3, file: !3, line: 11, type: !249, scopeLine: 11, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !256)
!249 = !DISubroutineType(cc: DW_CC_nocall, types: !250)
!250 = !{null, !69, !251, !253, !253}
!251 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !252)
!252 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !69, size: 64)
!253 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !254)
!254 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !255, size: 64)
!255 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !69)
!256 = !{!257, !258, !259, !260, !261}
!257 = !DILocalVariable(name: "n", arg: 1, scope: !248, file: !3, line: 11, type: !69)
!258 = !DILocalVariable(name: "out", arg: 2, scope: !248, file: !3, line: 11, type: !251)
!259 = !DILocalVariable(name: "a", arg: 3, scope: !248, file: !3, line: 11, type: !253)
!260 = !DILocalVariable(name: "b", arg: 4, scope: !248, file: !3, line: 11, type: !253)
!261 = !DILocalVariable(name: "i", scope: !262, file: !3, line: 11, type: !69)
!262 = distinct !DILexicalBlock(scope: !248, file: !3, line: 11, column: 118)
!263 = !DILocation(line: 0, scope: !248)
!264 = !DILocation(line: 0, scope: !262)
!265 = !DILocation(line: 11, column: 155, scope: !266)
!266 = distinct !DILexicalBlock(scope: !262, file: !3, line: 11, column: 118)
!267 = !DILocation(line: 11, column: 162, scope: !266)
!268 = !DILocation(line: 11, column: 167, scope: !266)
!269 = !DILocation(line: 11, column: 160, scope: !266)
!270 = !DILocation(line: 11, column: 153, scope: !266)
!271 = !DILocation(line: 11, column: 146, scope: !266)
!272 = !DILocation(line: 11, column: 172, scope: !248)
!273 = distinct !DISubprogram(name: "alias_add", scope: !3, file: !3, line: 12, type: !274, scopeLine: 12, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !276)
!274 = !DISubroutineType(cc: DW_CC_nocall, types: !275)
!275 = !{null, !69, !252, !254}
!276 = !{!277, !278, !279, !280}
!277 = !DILocalVariable(name: "n", arg: 1, scope: !273, file: !3, line: 12, type: !69)
!278 = !DILocalVariable(name: "out", arg: 2, scope: !273, file: !3, line: 12, type: !252)
!279 = !DILocalVariable(name: "in", arg: 3, scope: !273, file: !3, line: 12, type: !254)
!280 = !DILocalVariable(name: "i", scope: !281, file: !3, line: 12, type: !69)
!281 = distinct !DILexicalBlock(scope: !273, file: !3, line: 12, column: 83)
!282 = !DILocation(line: 0, scope: !273)
!283 = !DILocation(line: 0, scope: !281)
!284 = !DILocation(line: 12, column: 120, scope: !285)
!285 = distinct !DILexicalBlock(scope: !281, file: !3, line: 12, column: 83)
!286 = !DILocation(line: 12, column: 126, scope: !285)
!287 = !DILocation(line: 12, column: 118, scope: !285)
!288 = !DILocation(line: 12, column: 128, scope: !285)
!289 = !DILocation(line: 12, column: 111, scope: !285)
!290 = !DILocation(line: 12, column: 135, scope: !273)
!291 = distinct !DISubprogram(name: "punned", scope: !3, file: !3, line: 13, type: !292, scopeLine: 13, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !296)
!292 = !DISubroutineType(cc: DW_CC_nocall, types: !293)
!293 = !{!294, !5}
!294 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint32_t", file: !64, line: 26, baseType: !295)
!295 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint32_t", file: !66, line: 42, baseType: !59)
!296 = !{!297, !298, !302, !303}
!297 = !DILocalVariable(name: "f", arg: 1, scope: !291, file: !3, line: 13, type: !5)
!298 = !DILocalVariable(name: "b", scope: !291, file: !3, line: 13, type: !299)
!299 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 32, elements: !300)
!300 = !{!301}
!301 = !DISubrange(count: 4)
!302 = !DILocalVariable(name: "u", scope: !291, file: !3, line: 13, type: !294)
!303 = !DILocalVariable(name: "i", scope: !304, file: !3, line: 13, type: !69)
!304 = distinct !DILexicalBlock(scope: !291, file: !3, line: 13, column: 115)
!305 = !DILocation(line: 0, scope: !291)
!306 = !DILocation(line: 13, column: 165, scope: !291)
