; ModuleID = 'programs/vector_extensions.c'
source_filename = "programs/vector_extensions.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [20 x i8] c"addmul %d %d %d %d\0A\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [17 x i8] c"cmp %d %d %d %d\0A\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [19 x i8] c"float %g %g %g %g\0A\00", align 1, !dbg !12
@.str.3 = private unnamed_addr constant [26 x i8] c"wide %lld %lld %lld %lld\0A\00", align 1, !dbg !17
@.str.4 = private unnamed_addr constant [6 x i8] c"bytes\00", align 1, !dbg !22
@.str.5 = private unnamed_addr constant [4 x i8] c" %u\00", align 1, !dbg !27
@.str.7 = private unnamed_addr constant [14 x i8] c"double %g %g\0A\00", align 1, !dbg !32
@.str.8 = private unnamed_addr constant [7 x i8] c"shorts\00", align 1, !dbg !37
@.str.9 = private unnamed_addr constant [4 x i8] c" %d\00", align 1, !dbg !42
@.str.10 = private unnamed_addr constant [24 x i8] c"acc %d %d %d %d sum=%d\0A\00", align 1, !dbg !44

; Function Attrs: nofree nounwind uwtable
define dso_local noundef range(i32 0, 256) i32 @main() local_unnamed_addr #0 !dbg !74 {
  %1 = alloca <4 x i64>, align 32, !DIAssignID !136
    #dbg_assign(i1 undef, !92, !DIExpression(), !136, ptr %1, !DIExpression(), !137)
  %2 = alloca <4 x i64>, align 32, !DIAssignID !138
    #dbg_assign(i1 undef, !98, !DIExpression(), !138, ptr %2, !DIExpression(), !137)
  %3 = alloca <4 x i64>, align 32, !DIAssignID !139
    #dbg_assign(i1 undef, !99, !DIExpression(), !139, ptr %3, !DIExpression(), !137)
  %4 = alloca [64 x i32], align 16, !DIAssignID !140
    #dbg_assign(i1 undef, !125, !DIExpression(), !140, ptr %4, !DIExpression(), !137)
    #dbg_value(<4 x i32> <i32 1, i32 -2, i32 3, i32 2147483647>, !78, !DIExpression(), !137)
    #dbg_value(<4 x i32> <i32 10, i32 20, i32 30, i32 1>, !84, !DIExpression(), !137)
    #dbg_value(<4 x i32> <i32 2, i32 3, i32 -4, i32 1>, !85, !DIExpression(), !137)
    #dbg_value(<4 x i32> <i32 21, i32 58, i32 -117, i32 -2147483648>, !86, !DIExpression(), !137)
  %5 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 21, i32 noundef 58, i32 noundef -117, i32 noundef -2147483648), !dbg !141
    #dbg_value(<4 x i32> <i32 0, i32 0, i32 0, i32 -1>, !87, !DIExpression(), !137)
  %6 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 0, i32 noundef 0, i32 noundef 0, i32 noundef -1), !dbg !142
    #dbg_value(<4 x float> <float 4.000000e+00, float 7.000000e+00, float 1.000000e+00, float 4.000000e+00>, !88, !DIExpression(), !137)
  %7 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, double noundef 4.000000e+00, double noundef 7.000000e+00, double noundef 1.000000e+00, double noundef 4.000000e+00), !dbg !143
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %1) #6, !dbg !144
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %2) #6, !dbg !144
  store <4 x i64> <i64 1, i64 -1, i64 1099511627776, i64 7>, ptr %2, align 32, !dbg !145, !tbaa !146, !DIAssignID !149
    #dbg_assign(<4 x i64> <i64 1, i64 -1, i64 1099511627776, i64 7>, !98, !DIExpression(), !149, ptr %2, !DIExpression(), !137)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %3) #6, !dbg !144
  store <4 x i64> <i64 -8, i64 8, i64 3, i64 4611686018427387904>, ptr %3, align 32, !dbg !150, !tbaa !146, !DIAssignID !151
    #dbg_assign(<4 x i64> <i64 -8, i64 8, i64 3, i64 4611686018427387904>, !99, !DIExpression(), !151, ptr %3, !DIExpression(), !137)
  call fastcc void @wide(ptr noundef nonnull %1, ptr noundef nonnull %2, ptr noundef nonnull %3), !dbg !152
  %8 = load i64, ptr %1, align 32, !dbg !153
  %9 = getelementptr inbounds i8, ptr %1, i64 8, !dbg !154
  %10 = load i64, ptr %9, align 8, !dbg !154
  %11 = getelementptr inbounds i8, ptr %1, i64 16, !dbg !155
  %12 = load i64, ptr %11, align 16, !dbg !155
  %13 = getelementptr inbounds i8, ptr %1, i64 24, !dbg !156
  %14 = load i64, ptr %13, align 8, !dbg !156
  %15 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i64 noundef %8, i64 noundef %10, i64 noundef %12, i64 noundef %14), !dbg !157
    #dbg_value(<16 x i8> <i8 0, i8 17, i8 34, i8 51, i8 68, i8 85, i8 102, i8 119, i8 -120, i8 -103, i8 -86, i8 -69, i8 -52, i8 -35, i8 -18, i8 -1>, !100, !DIExpression(), !137)
    #dbg_value(<16 x i8> <i8 -6, i8 -7, i8 -8, i8 -9, i8 -10, i8 -11, i8 -12, i8 -13, i8 -14, i8 -15, i8 -16, i8 -17, i8 -18, i8 -19, i8 -20, i8 -21>, !105, !DIExpression(), !137)
  %16 = tail call fastcc <16 x i8> @bytes_op(<16 x i8> noundef <i8 0, i8 17, i8 34, i8 51, i8 68, i8 85, i8 102, i8 119, i8 -120, i8 -103, i8 -86, i8 -69, i8 -52, i8 -35, i8 -18, i8 -1>, <16 x i8> noundef <i8 -6, i8 -7, i8 -8, i8 -9, i8 -10, i8 -11, i8 -12, i8 -13, i8 -14, i8 -15, i8 -16, i8 -17, i8 -18, i8 -19, i8 -20, i8 -21>), !dbg !158
    #dbg_value(<16 x i8> %16, !108, !DIExpression(), !137)
  %17 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4), !dbg !159
    #dbg_value(i32 0, !109, !DIExpression(), !160)
  %18 = extractelement <16 x i8> %16, i64 0, !dbg !161
  %19 = zext i8 %18 to i32, !dbg !161
  %20 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %19), !dbg !163
    #dbg_value(i32 1, !109, !DIExpression(), !160)
  %21 = extractelement <16 x i8> %16, i64 1, !dbg !161
  %22 = zext i8 %21 to i32, !dbg !161
  %23 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %22), !dbg !163
    #dbg_value(i32 2, !109, !DIExpression(), !160)
  %24 = extractelement <16 x i8> %16, i64 2, !dbg !161
  %25 = zext i8 %24 to i32, !dbg !161
  %26 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %25), !dbg !163
    #dbg_value(i32 3, !109, !DIExpression(), !160)
  %27 = extractelement <16 x i8> %16, i64 3, !dbg !161
  %28 = zext i8 %27 to i32, !dbg !161
  %29 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %28), !dbg !163
    #dbg_value(i32 4, !109, !DIExpression(), !160)
  %30 = extractelement <16 x i8> %16, i64 4, !dbg !161
  %31 = zext i8 %30 to i32, !dbg !161
  %32 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %31), !dbg !163
    #dbg_value(i32 5, !109, !DIExpression(), !160)
  %33 = extractelement <16 x i8> %16, i64 5, !dbg !161
  %34 = zext i8 %33 to i32, !dbg !161
  %35 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %34), !dbg !163
    #dbg_value(i32 6, !109, !DIExpression(), !160)
  %36 = extractelement <16 x i8> %16, i64 6, !dbg !161
  %37 = zext i8 %36 to i32, !dbg !161
  %38 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %37), !dbg !163
    #dbg_value(i32 7, !109, !DIExpression(), !160)
  %39 = extractelement <16 x i8> %16, i64 7, !dbg !161
  %40 = zext i8 %39 to i32, !dbg !161
  %41 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %40), !dbg !163
    #dbg_value(i32 8, !109, !DIExpression(), !160)
  %42 = extractelement <16 x i8> %16, i64 8, !dbg !161
  %43 = zext i8 %42 to i32, !dbg !161
  %44 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %43), !dbg !163
    #dbg_value(i32 9, !109, !DIExpression(), !160)
  %45 = extractelement <16 x i8> %16, i64 9, !dbg !161
  %46 = zext i8 %45 to i32, !dbg !161
  %47 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %46), !dbg !163
    #dbg_value(i32 10, !109, !DIExpression(), !160)
  %48 = extractelement <16 x i8> %16, i64 10, !dbg !161
  %49 = zext i8 %48 to i32, !dbg !161
  %50 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %49), !dbg !163
    #dbg_value(i32 11, !109, !DIExpression(), !160)
  %51 = extractelement <16 x i8> %16, i64 11, !dbg !161
  %52 = zext i8 %51 to i32, !dbg !161
  %53 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %52), !dbg !163
    #dbg_value(i32 12, !109, !DIExpression(), !160)
  %54 = extractelement <16 x i8> %16, i64 12, !dbg !161
  %55 = zext i8 %54 to i32, !dbg !161
  %56 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %55), !dbg !163
    #dbg_value(i32 13, !109, !DIExpression(), !160)
  %57 = extractelement <16 x i8> %16, i64 13, !dbg !161
  %58 = zext i8 %57 to i32, !dbg !161
  %59 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %58), !dbg !163
    #dbg_value(i32 14, !109, !DIExpression(), !160)
  %60 = extractelement <16 x i8> %16, i64 14, !dbg !161
  %61 = zext i8 %60 to i32, !dbg !161
  %62 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %61), !dbg !163
    #dbg_value(i32 15, !109, !DIExpression(), !160)
  %63 = extractelement <16 x i8> %16, i64 15, !dbg !161
  %64 = zext i8 %63 to i32, !dbg !161
  %65 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %64), !dbg !163
    #dbg_value(i32 16, !109, !DIExpression(), !160)
  %66 = tail call i32 @putchar(i32 10), !dbg !164
    #dbg_value(<2 x double> <double -7.500000e-01, double -6.000000e+00>, !111, !DIExpression(), !137)
  %67 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, double noundef -7.500000e-01, double noundef -6.000000e+00), !dbg !165
    #dbg_value(<8 x i16> <i16 7, i16 14, i16 21, i16 27, i16 -33, i16 -40, i16 -5611, i16 -8193>, !114, !DIExpression(), !137)
  %68 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8), !dbg !166
    #dbg_value(i32 0, !122, !DIExpression(), !167)
  %69 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef 7), !dbg !168
    #dbg_value(i32 1, !122, !DIExpression(), !167)
  %70 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef 14), !dbg !168
    #dbg_value(i32 2, !122, !DIExpression(), !167)
  %71 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef 21), !dbg !168
    #dbg_value(i32 3, !122, !DIExpression(), !167)
  %72 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef 27), !dbg !168
    #dbg_value(i32 4, !122, !DIExpression(), !167)
  %73 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef -33), !dbg !168
    #dbg_value(i32 5, !122, !DIExpression(), !167)
  %74 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef -40), !dbg !168
    #dbg_value(i32 6, !122, !DIExpression(), !167)
  %75 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef -5611), !dbg !168
    #dbg_value(i32 7, !122, !DIExpression(), !167)
  %76 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef -8193), !dbg !168
    #dbg_value(i32 8, !122, !DIExpression(), !167)
  %77 = tail call i32 @putchar(i32 10), !dbg !170
    #dbg_value(<4 x i32> zeroinitializer, !124, !DIExpression(), !137)
  call void @llvm.lifetime.start.p0(i64 256, ptr nonnull %4) #6, !dbg !171
    #dbg_value(i32 0, !129, !DIExpression(), !172)
  br label %78, !dbg !173

78:                                               ; preds = %78, %0
  %79 = phi i64 [ 0, %0 ], [ %85, %78 ], !dbg !174
  %80 = phi <4 x i64> [ <i64 0, i64 1, i64 2, i64 3>, %0 ], [ %86, %78 ]
  %81 = mul nuw nsw <4 x i64> %80, %80, !dbg !176
  %82 = trunc <4 x i64> %81 to <4 x i32>, !dbg !177
  %83 = add nsw <4 x i32> %82, <i32 -100, i32 -100, i32 -100, i32 -100>, !dbg !177
  %84 = getelementptr inbounds [64 x i32], ptr %4, i64 0, i64 %79, !dbg !178
  store <4 x i32> %83, ptr %84, align 16, !dbg !179, !tbaa !180
  %85 = add nuw i64 %79, 4, !dbg !174
  %86 = add <4 x i64> %80, <i64 4, i64 4, i64 4, i64 4>
  %87 = icmp eq i64 %85, 64, !dbg !174
  br i1 %87, label %88, label %78, !dbg !174, !llvm.loop !182

88:                                               ; preds = %78
    #dbg_value(i64 0, !131, !DIExpression(), !187)
    #dbg_value(<4 x i32> zeroinitializer, !124, !DIExpression(), !137)
  %89 = load <4 x i32>, ptr %4, align 16, !dbg !188
    #dbg_value(<4 x i32> %89, !133, !DIExpression(), !189)
    #dbg_value(<4 x i32> %89, !124, !DIExpression(), !137)
    #dbg_value(i64 4, !131, !DIExpression(), !187)
  %90 = getelementptr inbounds i8, ptr %4, i64 16, !dbg !190
  %91 = load <4 x i32>, ptr %90, align 16, !dbg !188
    #dbg_value(<4 x i32> %91, !133, !DIExpression(), !189)
  %92 = add <4 x i32> %91, %89, !dbg !191
    #dbg_value(<4 x i32> %92, !124, !DIExpression(), !137)
    #dbg_value(i64 8, !131, !DIExpression(), !187)
  %93 = getelementptr inbounds i8, ptr %4, i64 32, !dbg !190
  %94 = load <4 x i32>, ptr %93, align 16, !dbg !188
    #dbg_value(<4 x i32> %94, !133, !DIExpression(), !189)
  %95 = add <4 x i32> %94, %92, !dbg !191
    #dbg_value(<4 x i32> %95, !124, !DIExpression(), !137)
    #dbg_value(i64 12, !131, !DIExpression(), !187)
  %96 = getelementptr inbounds i8, ptr %4, i64 48, !dbg !190
  %97 = load <4 x i32>, ptr %96, align 16, !dbg !188
    #dbg_value(<4 x i32> %97, !133, !DIExpression(), !189)
  %98 = add <4 x i32> %97, %95, !dbg !191
    #dbg_value(<4 x i32> %98, !124, !DIExpression(), !137)
    #dbg_value(i64 16, !131, !DIExpression(), !187)
  %99 = getelementptr inbounds i8, ptr %4, i64 64, !dbg !190
  %100 = load <4 x i32>, ptr %99, align 16, !dbg !188
    #dbg_value(<4 x i32> %100, !133, !DIExpression(), !189)
  %101 = add <4 x i32> %100, %98, !dbg !191
    #dbg_value(<4 x i32> %101, !124, !DIExpression(), !137)
    #dbg_value(i64 20, !131, !DIExpression(), !187)
  %102 = getelementptr inbounds i8, ptr %4, i64 80, !dbg !190
  %103 = load <4 x i32>, ptr %102, align 16, !dbg !188
    #dbg_value(<4 x i32> %103, !133, !DIExpression(), !189)
  %104 = add <4 x i32> %103, %101, !dbg !191
    #dbg_value(<4 x i32> %104, !124, !DIExpression(), !137)
    #dbg_value(i64 24, !131, !DIExpression(), !187)
  %105 = getelementptr inbounds i8, ptr %4, i64 96, !dbg !190
  %106 = load <4 x i32>, ptr %105, align 16, !dbg !188
    #dbg_value(<4 x i32> %106, !133, !DIExpression(), !189)
  %107 = add <4 x i32> %106, %104, !dbg !191
    #dbg_value(<4 x i32> %107, !124, !DIExpression(), !137)
    #dbg_value(i64 28, !131, !DIExpression(), !187)
  %108 = getelementptr inbounds i8, ptr %4, i64 112, !dbg !190
  %109 = load <4 x i32>, ptr %108, align 16, !dbg !188
    #dbg_value(<4 x i32> %109, !133, !DIExpression(), !189)
  %110 = add <4 x i32> %109, %107, !dbg !191
    #dbg_value(<4 x i32> %110, !124, !DIExpression(), !137)
    #dbg_value(i64 32, !131, !DIExpression(), !187)
  %111 = getelementptr inbounds i8, ptr %4, i64 128, !dbg !190
  %112 = load <4 x i32>, ptr %111, align 16, !dbg !188
    #dbg_value(<4 x i32> %112, !133, !DIExpression(), !189)
  %113 = add <4 x i32> %112, %110, !dbg !191
    #dbg_value(<4 x i32> %113, !124, !DIExpression(), !137)
    #dbg_value(i64 36, !131, !DIExpression(), !187)
  %114 = getelementptr inbounds i8, ptr %4, i64 144, !dbg !190
  %115 = load <4 x i32>, ptr %114, align 16, !dbg !188
    #dbg_value(<4 x i32> %115, !133, !DIExpression(), !189)
  %116 = add <4 x i32> %115, %113, !dbg !191
    #dbg_value(<4 x i32> %116, !124, !DIExpression(), !137)
    #dbg_value(i64 40, !131, !DIExpression(), !187)
  %117 = getelementptr inbounds i8, ptr %4, i64 160, !dbg !190
  %118 = load <4 x i32>, ptr %117, align 16, !dbg !188
    #dbg_value(<4 x i32> %118, !133, !DIExpression(), !189)
  %119 = add <4 x i32> %118, %116, !dbg !191
    #dbg_value(<4 x i32> %119, !124, !DIExpression(), !137)
    #dbg_value(i64 44, !131, !DIExpression(), !187)
  %120 = getelementptr inbounds i8, ptr %4, i64 176, !dbg !190
  %121 = load <4 x i32>, ptr %120, align 16, !dbg !188
    #dbg_value(<4 x i32> %121, !133, !DIExpression(), !189)
  %122 = add <4 x i32> %121, %119, !dbg !191
    #dbg_value(<4 x i32> %122, !124, !DIExpression(), !137)
    #dbg_value(i64 48, !131, !DIExpression(), !187)
  %123 = getelementptr inbounds i8, ptr %4, i64 192, !dbg !190
  %124 = load <4 x i32>, ptr %123, align 16, !dbg !188
    #dbg_value(<4 x i32> %124, !133, !DIExpression(), !189)
  %125 = add <4 x i32> %124, %122, !dbg !191
    #dbg_value(<4 x i32> %125, !124, !DIExpression(), !137)
    #dbg_value(i64 52, !131, !DIExpression(), !187)
  %126 = getelementptr inbounds i8, ptr %4, i64 208, !dbg !190
  %127 = load <4 x i32>, ptr %126, align 16, !dbg !188
    #dbg_value(<4 x i32> %127, !133, !DIExpression(), !189)
  %128 = add <4 x i32> %127, %125, !dbg !191
    #dbg_value(<4 x i32> %128, !124, !DIExpression(), !137)
    #dbg_value(i64 56, !131, !DIExpression(), !187)
  %129 = getelementptr inbounds i8, ptr %4, i64 224, !dbg !190
  %130 = load <4 x i32>, ptr %129, align 16, !dbg !188
    #dbg_value(<4 x i32> %130, !133, !DIExpression(), !189)
  %131 = add <4 x i32> %130, %128, !dbg !191
    #dbg_value(<4 x i32> %131, !124, !DIExpression(), !137)
    #dbg_value(i64 60, !131, !DIExpression(), !187)
  %132 = getelementptr inbounds i8, ptr %4, i64 240, !dbg !190
  %133 = load <4 x i32>, ptr %132, align 16, !dbg !188
    #dbg_value(<4 x i32> %133, !133, !DIExpression(), !189)
  %134 = add <4 x i32> %133, %131, !dbg !191
    #dbg_value(<4 x i32> %134, !124, !DIExpression(), !137)
    #dbg_value(i64 64, !131, !DIExpression(), !187)
  %135 = extractelement <4 x i32> %134, i64 0, !dbg !192
  %136 = extractelement <4 x i32> %134, i64 1, !dbg !193
  %137 = extractelement <4 x i32> %134, i64 2, !dbg !194
  %138 = extractelement <4 x i32> %134, i64 3, !dbg !195
  %139 = add nsw i32 %135, %136, !dbg !196
  %140 = add nsw i32 %139, %137, !dbg !197
  %141 = add nsw i32 %140, %138, !dbg !198
  %142 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %135, i32 noundef %136, i32 noundef %137, i32 noundef %138, i32 noundef %141), !dbg !199
  %143 = and i32 %141, 255, !dbg !200
  call void @llvm.lifetime.end.p0(i64 256, ptr nonnull %4) #6, !dbg !201
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %3) #6, !dbg !201
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %2) #6, !dbg !201
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %1) #6, !dbg !201
  ret i32 %143, !dbg !202
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare !dbg !203 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define internal fastcc void @wide(ptr nocapture noundef writeonly %0, ptr nocapture noundef readonly %1, ptr nocapture noundef readonly %2) unnamed_addr #3 !dbg !210 {
    #dbg_value(ptr %0, !217, !DIExpression(), !220)
    #dbg_value(ptr %1, !218, !DIExpression(), !220)
    #dbg_value(ptr %2, !219, !DIExpression(), !220)
  %4 = load <4 x i64>, ptr %1, align 32, !dbg !221, !tbaa !146
  %5 = shl <4 x i64> %4, <i64 3, i64 3, i64 3, i64 3>, !dbg !222
  %6 = load <4 x i64>, ptr %2, align 32, !dbg !223, !tbaa !146
  %7 = ashr <4 x i64> %6, <i64 1, i64 1, i64 1, i64 1>, !dbg !224
  %8 = xor <4 x i64> %7, %5, !dbg !225
  store <4 x i64> %8, ptr %0, align 32, !dbg !226, !tbaa !146
  ret void, !dbg !227
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef <16 x i8> @bytes_op(<16 x i8> noundef %0, <16 x i8> noundef %1) unnamed_addr #4 !dbg !228 {
    #dbg_value(<16 x i8> %0, !232, !DIExpression(), !234)
    #dbg_value(<16 x i8> %1, !233, !DIExpression(), !234)
  %3 = add <16 x i8> %1, %0, !dbg !235
  %4 = and <16 x i8> %0, <i8 -16, i8 15, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0>, !dbg !236
  %5 = xor <16 x i8> %3, %4, !dbg !237
  ret <16 x i8> %5, !dbg !238
}

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #5

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="128" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="128" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nofree nounwind }
attributes #6 = { nounwind }

!llvm.dbg.cu = !{!49}
!llvm.module.flags = !{!66, !67, !68, !69, !70, !71, !72}
!llvm.ident = !{!73}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 24, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "programs/vector_extensions.c", directory: ".", checksumkind: CSK_MD5, checksum: "5e446d2cf16508251693f0f5acb4a9d4")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 160, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 20)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 25, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 136, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 17)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 26, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 152, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 19)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(scope: null, file: !2, line: 27, type: !19, isLocal: true, isDefinition: true)
!19 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 208, elements: !20)
!20 = !{!21}
!21 = !DISubrange(count: 26)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(scope: null, file: !2, line: 29, type: !24, isLocal: true, isDefinition: true)
!24 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 48, elements: !25)
!25 = !{!26}
!26 = !DISubrange(count: 6)
!27 = !DIGlobalVariableExpression(var: !28, expr: !DIExpression())
!28 = distinct !DIGlobalVariable(scope: null, file: !2, line: 29, type: !29, isLocal: true, isDefinition: true)
!29 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 32, elements: !30)
!30 = !{!31}
!31 = !DISubrange(count: 4)
!32 = !DIGlobalVariableExpression(var: !33, expr: !DIExpression())
!33 = distinct !DIGlobalVariable(scope: null, file: !2, line: 30, type: !34, isLocal: true, isDefinition: true)
!34 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 112, elements: !35)
!35 = !{!36}
!36 = !DISubrange(count: 14)
!37 = !DIGlobalVariableExpression(var: !38, expr: !DIExpression())
!38 = distinct !DIGlobalVariable(scope: null, file: !2, line: 31, type: !39, isLocal: true, isDefinition: true)
!39 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 56, elements: !40)
!40 = !{!41}
!41 = !DISubrange(count: 7)
!42 = !DIGlobalVariableExpression(var: !43, expr: !DIExpression())
!43 = distinct !DIGlobalVariable(scope: null, file: !2, line: 31, type: !29, isLocal: true, isDefinition: true)
!44 = !DIGlobalVariableExpression(var: !45, expr: !DIExpression())
!45 = distinct !DIGlobalVariable(scope: null, file: !2, line: 34, type: !46, isLocal: true, isDefinition: true)
!46 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 192, elements: !47)
!47 = !{!48}
!48 = !DISubrange(count: 24)
!49 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !50, globals: !60, splitDebugInlining: false, nameTableKind: None)
!50 = !{!51, !52, !53, !54, !55}
!51 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!52 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!53 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!54 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!55 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint8_t", file: !56, line: 24, baseType: !57)
!56 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-uintn.h", directory: "", checksumkind: CSK_MD5, checksum: "2bf2ae53c58c01b1a1b9383b5195125c")
!57 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint8_t", file: !58, line: 38, baseType: !59)
!58 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!59 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!60 = !{!0, !7, !12, !17, !22, !27, !61, !32, !37, !42, !44}
!61 = !DIGlobalVariableExpression(var: !62, expr: !DIExpression())
!62 = distinct !DIGlobalVariable(scope: null, file: !2, line: 29, type: !63, isLocal: true, isDefinition: true)
!63 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 16, elements: !64)
!64 = !{!65}
!65 = !DISubrange(count: 2)
!66 = !{i32 7, !"Dwarf Version", i32 5}
!67 = !{i32 2, !"Debug Info Version", i32 3}
!68 = !{i32 1, !"wchar_size", i32 4}
!69 = !{i32 8, !"PIC Level", i32 2}
!70 = !{i32 7, !"PIE Level", i32 2}
!71 = !{i32 7, !"uwtable", i32 2}
!72 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!73 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!74 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 22, type: !75, scopeLine: 22, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !49, retainedNodes: !77)
!75 = !DISubroutineType(types: !76)
!76 = !{!51}
!77 = !{!78, !84, !85, !86, !87, !88, !92, !98, !99, !100, !105, !106, !108, !109, !111, !114, !122, !124, !125, !129, !131, !133}
!78 = !DILocalVariable(name: "a", scope: !74, file: !2, line: 23, type: !79)
!79 = !DIDerivedType(tag: DW_TAG_typedef, name: "v4si", file: !2, line: 7, baseType: !80)
!80 = !DICompositeType(tag: DW_TAG_array_type, baseType: !81, size: 128, flags: DIFlagVector, elements: !30)
!81 = !DIDerivedType(tag: DW_TAG_typedef, name: "int32_t", file: !82, line: 26, baseType: !83)
!82 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-intn.h", directory: "", checksumkind: CSK_MD5, checksum: "55bcbdc3159515ebd91d351a70d505f4")
!83 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int32_t", file: !58, line: 41, baseType: !51)
!84 = !DILocalVariable(name: "b", scope: !74, file: !2, line: 23, type: !79)
!85 = !DILocalVariable(name: "c", scope: !74, file: !2, line: 23, type: !79)
!86 = !DILocalVariable(name: "r", scope: !74, file: !2, line: 24, type: !79)
!87 = !DILocalVariable(name: "m", scope: !74, file: !2, line: 25, type: !79)
!88 = !DILocalVariable(name: "f", scope: !74, file: !2, line: 26, type: !89)
!89 = !DIDerivedType(tag: DW_TAG_typedef, name: "v4sf", file: !2, line: 9, baseType: !90)
!90 = !DICompositeType(tag: DW_TAG_array_type, baseType: !91, size: 128, flags: DIFlagVector, elements: !30)
!91 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!92 = !DILocalVariable(name: "w", scope: !74, file: !2, line: 27, type: !93)
!93 = !DIDerivedType(tag: DW_TAG_typedef, name: "v4di", file: !2, line: 11, baseType: !94)
!94 = !DICompositeType(tag: DW_TAG_array_type, baseType: !95, size: 256, flags: DIFlagVector, elements: !30)
!95 = !DIDerivedType(tag: DW_TAG_typedef, name: "int64_t", file: !82, line: 27, baseType: !96)
!96 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int64_t", file: !58, line: 44, baseType: !97)
!97 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!98 = !DILocalVariable(name: "wa", scope: !74, file: !2, line: 27, type: !93)
!99 = !DILocalVariable(name: "wb", scope: !74, file: !2, line: 27, type: !93)
!100 = !DILocalVariable(name: "x", scope: !74, file: !2, line: 28, type: !101)
!101 = !DIDerivedType(tag: DW_TAG_typedef, name: "v16qu", file: !2, line: 8, baseType: !102)
!102 = !DICompositeType(tag: DW_TAG_array_type, baseType: !55, size: 128, flags: DIFlagVector, elements: !103)
!103 = !{!104}
!104 = !DISubrange(count: 16)
!105 = !DILocalVariable(name: "y", scope: !74, file: !2, line: 28, type: !101)
!106 = !DILocalVariable(name: "i", scope: !107, file: !2, line: 28, type: !51)
!107 = distinct !DILexicalBlock(scope: !74, file: !2, line: 28, column: 17)
!108 = !DILocalVariable(name: "z", scope: !74, file: !2, line: 29, type: !101)
!109 = !DILocalVariable(name: "i", scope: !110, file: !2, line: 29, type: !51)
!110 = distinct !DILexicalBlock(scope: !74, file: !2, line: 29, column: 48)
!111 = !DILocalVariable(name: "d", scope: !74, file: !2, line: 30, type: !112)
!112 = !DIDerivedType(tag: DW_TAG_typedef, name: "v2df", file: !2, line: 10, baseType: !113)
!113 = !DICompositeType(tag: DW_TAG_array_type, baseType: !53, size: 128, flags: DIFlagVector, elements: !64)
!114 = !DILocalVariable(name: "h", scope: !74, file: !2, line: 31, type: !115)
!115 = !DIDerivedType(tag: DW_TAG_typedef, name: "v8hi", file: !2, line: 12, baseType: !116)
!116 = !DICompositeType(tag: DW_TAG_array_type, baseType: !117, size: 128, flags: DIFlagVector, elements: !120)
!117 = !DIDerivedType(tag: DW_TAG_typedef, name: "int16_t", file: !82, line: 25, baseType: !118)
!118 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int16_t", file: !58, line: 39, baseType: !119)
!119 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!120 = !{!121}
!121 = !DISubrange(count: 8)
!122 = !DILocalVariable(name: "i", scope: !123, file: !2, line: 31, type: !51)
!123 = distinct !DILexicalBlock(scope: !74, file: !2, line: 31, column: 118)
!124 = !DILocalVariable(name: "acc", scope: !74, file: !2, line: 32, type: !79)
!125 = !DILocalVariable(name: "data", scope: !74, file: !2, line: 32, type: !126)
!126 = !DICompositeType(tag: DW_TAG_array_type, baseType: !81, size: 2048, elements: !127)
!127 = !{!128}
!128 = !DISubrange(count: 64)
!129 = !DILocalVariable(name: "i", scope: !130, file: !2, line: 32, type: !51)
!130 = distinct !DILexicalBlock(scope: !74, file: !2, line: 32, column: 50)
!131 = !DILocalVariable(name: "i", scope: !132, file: !2, line: 33, type: !51)
!132 = distinct !DILexicalBlock(scope: !74, file: !2, line: 33, column: 5)
!133 = !DILocalVariable(name: "t", scope: !134, file: !2, line: 33, type: !79)
!134 = distinct !DILexicalBlock(scope: !135, file: !2, line: 33, column: 37)
!135 = distinct !DILexicalBlock(scope: !132, file: !2, line: 33, column: 5)
!136 = distinct !DIAssignID()
!137 = !DILocation(line: 0, scope: !74)
!138 = distinct !DIAssignID()
!139 = distinct !DIAssignID()
!140 = distinct !DIAssignID()
!141 = !DILocation(line: 24, column: 31, scope: !74)
!142 = !DILocation(line: 25, column: 25, scope: !74)
!143 = !DILocation(line: 26, column: 75, scope: !74)
!144 = !DILocation(line: 27, column: 5, scope: !74)
!145 = !DILocation(line: 27, column: 13, scope: !74)
!146 = !{!147, !147, i64 0}
!147 = !{!"omnipotent char", !148, i64 0}
!148 = !{!"Simple C/C++ TBAA"}
!149 = distinct !DIAssignID()
!150 = !DILocation(line: 27, column: 43, scope: !74)
!151 = distinct !DIAssignID()
!152 = !DILocation(line: 27, column: 73, scope: !74)
!153 = !DILocation(line: 27, column: 141, scope: !74)
!154 = !DILocation(line: 27, column: 158, scope: !74)
!155 = !DILocation(line: 27, column: 175, scope: !74)
!156 = !DILocation(line: 27, column: 192, scope: !74)
!157 = !DILocation(line: 27, column: 93, scope: !74)
!158 = !DILocation(line: 29, column: 15, scope: !74)
!159 = !DILocation(line: 29, column: 31, scope: !74)
!160 = !DILocation(line: 0, scope: !110)
!161 = !DILocation(line: 29, column: 91, scope: !162)
!162 = distinct !DILexicalBlock(scope: !110, file: !2, line: 29, column: 48)
!163 = !DILocation(line: 29, column: 77, scope: !162)
!164 = !DILocation(line: 29, column: 98, scope: !74)
!165 = !DILocation(line: 30, column: 60, scope: !74)
!166 = !DILocation(line: 31, column: 100, scope: !74)
!167 = !DILocation(line: 0, scope: !123)
!168 = !DILocation(line: 31, column: 146, scope: !169)
!169 = distinct !DILexicalBlock(scope: !123, file: !2, line: 31, column: 118)
!170 = !DILocation(line: 31, column: 167, scope: !74)
!171 = !DILocation(line: 32, column: 32, scope: !74)
!172 = !DILocation(line: 0, scope: !130)
!173 = !DILocation(line: 32, column: 50, scope: !130)
!174 = !DILocation(line: 32, column: 75, scope: !175)
!175 = distinct !DILexicalBlock(scope: !130, file: !2, line: 32, column: 50)
!176 = !DILocation(line: 32, column: 91, scope: !175)
!177 = !DILocation(line: 32, column: 95, scope: !175)
!178 = !DILocation(line: 32, column: 79, scope: !175)
!179 = !DILocation(line: 32, column: 87, scope: !175)
!180 = !{!181, !181, i64 0}
!181 = !{!"int", !147, i64 0}
!182 = distinct !{!182, !173, !183, !184, !185, !186}
!183 = !DILocation(line: 32, column: 97, scope: !130)
!184 = !{!"llvm.loop.mustprogress"}
!185 = !{!"llvm.loop.isvectorized", i32 1}
!186 = !{!"llvm.loop.unroll.runtime.disable"}
!187 = !DILocation(line: 0, scope: !132)
!188 = !DILocation(line: 33, column: 47, scope: !134)
!189 = !DILocation(line: 0, scope: !134)
!190 = !DILocation(line: 33, column: 59, scope: !134)
!191 = !DILocation(line: 33, column: 77, scope: !134)
!192 = !DILocation(line: 34, column: 40, scope: !74)
!193 = !DILocation(line: 34, column: 48, scope: !74)
!194 = !DILocation(line: 34, column: 56, scope: !74)
!195 = !DILocation(line: 34, column: 64, scope: !74)
!196 = !DILocation(line: 34, column: 79, scope: !74)
!197 = !DILocation(line: 34, column: 88, scope: !74)
!198 = !DILocation(line: 34, column: 97, scope: !74)
!199 = !DILocation(line: 34, column: 5, scope: !74)
!200 = !DILocation(line: 35, column: 48, scope: !74)
!201 = !DILocation(line: 36, column: 1, scope: !74)
!202 = !DILocation(line: 35, column: 5, scope: !74)
!203 = !DISubprogram(name: "printf", scope: !204, file: !204, line: 356, type: !205, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!204 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!205 = !DISubroutineType(types: !206)
!206 = !{!51, !207, null}
!207 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !208)
!208 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !209, size: 64)
!209 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!210 = distinct !DISubprogram(name: "wide", scope: !2, file: !2, line: 16, type: !211, scopeLine: 16, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !49, retainedNodes: !216)
!211 = !DISubroutineType(types: !212)
!212 = !{null, !213, !214, !214}
!213 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !93, size: 64)
!214 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !215, size: 64)
!215 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !93)
!216 = !{!217, !218, !219}
!217 = !DILocalVariable(name: "r", arg: 1, scope: !210, file: !2, line: 16, type: !213)
!218 = !DILocalVariable(name: "a", arg: 2, scope: !210, file: !2, line: 16, type: !214)
!219 = !DILocalVariable(name: "b", arg: 3, scope: !210, file: !2, line: 16, type: !214)
!220 = !DILocation(line: 0, scope: !210)
!221 = !DILocation(line: 16, column: 91, scope: !210)
!222 = !DILocation(line: 16, column: 94, scope: !210)
!223 = !DILocation(line: 16, column: 103, scope: !210)
!224 = !DILocation(line: 16, column: 106, scope: !210)
!225 = !DILocation(line: 16, column: 100, scope: !210)
!226 = !DILocation(line: 16, column: 88, scope: !210)
!227 = !DILocation(line: 16, column: 113, scope: !210)
!228 = distinct !DISubprogram(name: "bytes_op", scope: !2, file: !2, line: 17, type: !229, scopeLine: 17, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !49, retainedNodes: !231)
!229 = !DISubroutineType(types: !230)
!230 = !{!101, !101, !101}
!231 = !{!232, !233}
!232 = !DILocalVariable(name: "a", arg: 1, scope: !228, file: !2, line: 17, type: !101)
!233 = !DILocalVariable(name: "b", arg: 2, scope: !228, file: !2, line: 17, type: !101)
!234 = !DILocation(line: 0, scope: !228)
!235 = !DILocation(line: 17, column: 79, scope: !228)
!236 = !DILocation(line: 17, column: 89, scope: !228)
!237 = !DILocation(line: 17, column: 84, scope: !228)
!238 = !DILocation(line: 17, column: 69, scope: !228)
