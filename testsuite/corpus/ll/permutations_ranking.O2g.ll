; ModuleID = 'programs/permutations_ranking.c'
source_filename = "programs/permutations_ranking.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@fact = internal unnamed_addr global [21 x i64] zeroinitializer, align 16, !dbg !0
@__const.main.a = private unnamed_addr constant [5 x i32] [i32 1, i32 1, i32 2, i32 2, i32 3], align 16
@.str = private unnamed_addr constant [36 x i8] c"multiset permutations=%d hash=%08x\0A\00", align 1, !dbg !14
@.str.1 = private unnamed_addr constant [56 x i8] c"rank/unrank bad=%d last perm starts %d %d %d, 20!=%llu\0A\00", align 1, !dbg !20
@.str.2 = private unnamed_addr constant [30 x i8] c"5-subsets of 20: %d sum=%llu\0A\00", align 1, !dbg !25
@.str.3 = private unnamed_addr constant [31 x i8] c"gray code single-bit steps=%d\0A\00", align 1, !dbg !30
@.str.4 = private unnamed_addr constant [43 x i8] c"partitions: p(10)=%ld p(30)=%ld p(50)=%ld\0A\00", align 1, !dbg !35
@.str.5 = private unnamed_addr constant [29 x i8] c"C(67,33)=%llu C(60,30)=%llu\0A\00", align 1, !dbg !40

; Function Attrs: nofree nounwind uwtable
define dso_local range(i32 -2147483647, -2147483648) i32 @main() local_unnamed_addr #0 !dbg !56 {
  %1 = alloca [20 x i32], align 16, !DIAssignID !104
  %2 = alloca [20 x i32], align 16, !DIAssignID !105
  %3 = alloca [20 x i32], align 16, !DIAssignID !106
  %4 = alloca [5 x i32], align 16, !DIAssignID !107
    #dbg_assign(i1 undef, !62, !DIExpression(), !107, ptr %4, !DIExpression(), !108)
  %5 = alloca [20 x i32], align 16, !DIAssignID !109
    #dbg_assign(i1 undef, !71, !DIExpression(), !109, ptr %5, !DIExpression(), !108)
  %6 = alloca [20 x i32], align 16, !DIAssignID !110
    #dbg_assign(i1 undef, !75, !DIExpression(), !110, ptr %6, !DIExpression(), !108)
  %7 = alloca [68 x [68 x i64]], align 16, !DIAssignID !111
    #dbg_assign(i1 undef, !94, !DIExpression(), !111, ptr %7, !DIExpression(), !108)
  store i64 1, ptr @fact, align 16, !dbg !112, !tbaa !113
    #dbg_value(i32 1, !60, !DIExpression(), !117)
  %8 = getelementptr inbounds i8, ptr %4, i64 8, !dbg !118
    #dbg_value(i64 1, !60, !DIExpression(), !117)
  store i64 1, ptr getelementptr inbounds (i8, ptr @fact, i64 8), align 8, !dbg !119, !tbaa !113
    #dbg_value(i64 2, !60, !DIExpression(), !117)
  store i64 2, ptr getelementptr inbounds (i8, ptr @fact, i64 16), align 16, !dbg !119, !tbaa !113
    #dbg_value(i64 3, !60, !DIExpression(), !117)
  store i64 6, ptr getelementptr inbounds (i8, ptr @fact, i64 24), align 8, !dbg !119, !tbaa !113
    #dbg_value(i64 4, !60, !DIExpression(), !117)
  store i64 24, ptr getelementptr inbounds (i8, ptr @fact, i64 32), align 16, !dbg !119, !tbaa !113
    #dbg_value(i64 5, !60, !DIExpression(), !117)
  store i64 120, ptr getelementptr inbounds (i8, ptr @fact, i64 40), align 8, !dbg !119, !tbaa !113
    #dbg_value(i64 6, !60, !DIExpression(), !117)
  store i64 720, ptr getelementptr inbounds (i8, ptr @fact, i64 48), align 16, !dbg !119, !tbaa !113
    #dbg_value(i64 7, !60, !DIExpression(), !117)
  store i64 5040, ptr getelementptr inbounds (i8, ptr @fact, i64 56), align 8, !dbg !119, !tbaa !113
    #dbg_value(i64 8, !60, !DIExpression(), !117)
  store i64 40320, ptr getelementptr inbounds (i8, ptr @fact, i64 64), align 16, !dbg !119, !tbaa !113
    #dbg_value(i64 9, !60, !DIExpression(), !117)
  store i64 362880, ptr getelementptr inbounds (i8, ptr @fact, i64 72), align 8, !dbg !119, !tbaa !113
    #dbg_value(i64 10, !60, !DIExpression(), !117)
  store i64 3628800, ptr getelementptr inbounds (i8, ptr @fact, i64 80), align 16, !dbg !119, !tbaa !113
    #dbg_value(i64 11, !60, !DIExpression(), !117)
  store i64 39916800, ptr getelementptr inbounds (i8, ptr @fact, i64 88), align 8, !dbg !119, !tbaa !113
    #dbg_value(i64 12, !60, !DIExpression(), !117)
  store i64 479001600, ptr getelementptr inbounds (i8, ptr @fact, i64 96), align 16, !dbg !119, !tbaa !113
    #dbg_value(i64 13, !60, !DIExpression(), !117)
  store i64 6227020800, ptr getelementptr inbounds (i8, ptr @fact, i64 104), align 8, !dbg !119, !tbaa !113
    #dbg_value(i64 14, !60, !DIExpression(), !117)
  store i64 87178291200, ptr getelementptr inbounds (i8, ptr @fact, i64 112), align 16, !dbg !119, !tbaa !113
    #dbg_value(i64 15, !60, !DIExpression(), !117)
  store i64 1307674368000, ptr getelementptr inbounds (i8, ptr @fact, i64 120), align 8, !dbg !119, !tbaa !113
    #dbg_value(i64 16, !60, !DIExpression(), !117)
  store i64 20922789888000, ptr getelementptr inbounds (i8, ptr @fact, i64 128), align 16, !dbg !119, !tbaa !113
    #dbg_value(i64 17, !60, !DIExpression(), !117)
  store i64 355687428096000, ptr getelementptr inbounds (i8, ptr @fact, i64 136), align 8, !dbg !119, !tbaa !113
    #dbg_value(i64 18, !60, !DIExpression(), !117)
  store i64 6402373705728000, ptr getelementptr inbounds (i8, ptr @fact, i64 144), align 16, !dbg !119, !tbaa !113
    #dbg_value(i64 19, !60, !DIExpression(), !117)
  store i64 121645100408832000, ptr getelementptr inbounds (i8, ptr @fact, i64 152), align 8, !dbg !119, !tbaa !113
    #dbg_value(i64 20, !60, !DIExpression(), !117)
  store i64 2432902008176640000, ptr getelementptr inbounds (i8, ptr @fact, i64 160), align 16, !dbg !119, !tbaa !113
    #dbg_value(i64 21, !60, !DIExpression(), !117)
  %9 = getelementptr inbounds i8, ptr %4, i64 12, !dbg !118
  %10 = getelementptr inbounds i8, ptr %4, i64 4, !dbg !118
  call void @llvm.lifetime.start.p0(i64 20, ptr nonnull %4) #7, !dbg !121
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(20) %4, ptr noundef nonnull align 16 dereferenceable(20) @__const.main.a, i64 20, i1 false), !dbg !122, !DIAssignID !123
    #dbg_assign(i1 undef, !62, !DIExpression(), !123, ptr %4, !DIExpression(), !108)
    #dbg_value(i32 0, !66, !DIExpression(), !108)
    #dbg_value(i32 0, !67, !DIExpression(), !108)
  %11 = getelementptr inbounds i8, ptr %4, i64 16
  br label %12, !dbg !124

12:                                               ; preds = %60, %0
  %13 = phi i32 [ 3, %0 ], [ %65, %60 ], !dbg !125
  %14 = phi i32 [ 2, %0 ], [ %64, %60 ], !dbg !140
  %15 = phi i32 [ 2, %0 ], [ %63, %60 ], !dbg !141
  %16 = phi i32 [ 1, %0 ], [ %62, %60 ], !dbg !141
  %17 = phi i32 [ 1, %0 ], [ %61, %60 ], !dbg !141
  %18 = phi i32 [ 0, %0 ], [ %29, %60 ], !dbg !143
  %19 = phi i32 [ 0, %0 ], [ %30, %60 ], !dbg !108
    #dbg_value(i32 %30, !66, !DIExpression(), !108)
    #dbg_value(i64 0, !68, !DIExpression(), !144)
    #dbg_value(i32 %18, !67, !DIExpression(), !108)
  %20 = mul i32 %18, 7, !dbg !145
  %21 = add i32 %17, %20, !dbg !146
    #dbg_value(i32 %21, !67, !DIExpression(), !108)
    #dbg_value(i64 1, !68, !DIExpression(), !144)
  %22 = mul i32 %21, 7, !dbg !145
  %23 = add i32 %16, %22, !dbg !146
    #dbg_value(i32 %23, !67, !DIExpression(), !108)
    #dbg_value(i64 2, !68, !DIExpression(), !144)
  %24 = mul i32 %23, 7, !dbg !145
  %25 = add i32 %15, %24, !dbg !146
    #dbg_value(i32 %25, !67, !DIExpression(), !108)
    #dbg_value(i64 3, !68, !DIExpression(), !144)
  %26 = mul i32 %25, 7, !dbg !145
  %27 = add i32 %14, %26, !dbg !146
    #dbg_value(i32 %27, !67, !DIExpression(), !108)
    #dbg_value(i64 4, !68, !DIExpression(), !144)
  %28 = mul i32 %27, 7, !dbg !145
  %29 = add i32 %13, %28, !dbg !146
    #dbg_value(i32 %29, !67, !DIExpression(), !108)
    #dbg_value(i64 5, !68, !DIExpression(), !144)
  %30 = add nuw nsw i32 %19, 1, !dbg !147
    #dbg_value(ptr %4, !131, !DIExpression(), !148)
    #dbg_value(i32 5, !132, !DIExpression(), !148)
    #dbg_value(i32 3, !133, !DIExpression(), !148)
  %31 = icmp slt i32 %14, %13, !dbg !149
  br i1 %31, label %32, label %36, !dbg !150

32:                                               ; preds = %40, %38, %36, %12
  %33 = phi i32 [ %14, %12 ], [ %15, %36 ], [ %16, %38 ], [ %17, %40 ]
  %34 = phi ptr [ %9, %12 ], [ %8, %36 ], [ %10, %38 ], [ %4, %40 ]
  %35 = phi i64 [ 4, %12 ], [ 3, %36 ], [ 2, %38 ], [ 1, %40 ]
  br label %42, !dbg !151

36:                                               ; preds = %12
    #dbg_value(i32 2, !133, !DIExpression(), !148)
  %37 = icmp slt i32 %15, %14, !dbg !149
  br i1 %37, label %32, label %38, !dbg !150

38:                                               ; preds = %36
    #dbg_value(i32 1, !133, !DIExpression(), !148)
  %39 = icmp slt i32 %16, %15, !dbg !149
  br i1 %39, label %32, label %40, !dbg !150

40:                                               ; preds = %38
    #dbg_value(i32 0, !133, !DIExpression(), !148)
  %41 = icmp slt i32 %17, %16, !dbg !149
  br i1 %41, label %32, label %66, !dbg !150

42:                                               ; preds = %42, %32
  %43 = phi i64 [ %47, %42 ], [ 4, %32 ], !dbg !148
    #dbg_value(i64 %43, !134, !DIExpression(), !148)
  %44 = getelementptr inbounds i32, ptr %4, i64 %43, !dbg !152
  %45 = load i32, ptr %44, align 4, !dbg !152, !tbaa !153
  %46 = icmp sgt i32 %45, %33, !dbg !155
  %47 = add nsw i64 %43, -1, !dbg !156
    #dbg_value(i64 %47, !134, !DIExpression(), !148)
  br i1 %46, label %48, label %42, !dbg !151, !llvm.loop !157

48:                                               ; preds = %42
  %49 = getelementptr inbounds i32, ptr %4, i64 %43
    #dbg_value(i32 %33, !135, !DIExpression(), !148)
  store i32 %45, ptr %34, align 4, !dbg !159, !tbaa !153
  store i32 %33, ptr %49, align 4, !dbg !160, !tbaa !153
    #dbg_value(i64 %35, !136, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !161)
    #dbg_value(i32 4, !138, !DIExpression(), !161)
  br i1 %31, label %60, label %50, !dbg !162

50:                                               ; preds = %48, %50
  %51 = phi i64 [ %57, %50 ], [ 4, %48 ]
  %52 = phi i64 [ %58, %50 ], [ %35, %48 ]
    #dbg_value(i64 %51, !138, !DIExpression(), !161)
  %53 = getelementptr inbounds i32, ptr %4, i64 %52, !dbg !163
  %54 = load i32, ptr %53, align 4, !dbg !163, !tbaa !153
    #dbg_value(i32 %54, !135, !DIExpression(), !148)
  %55 = getelementptr inbounds i32, ptr %4, i64 %51, !dbg !166
  %56 = load i32, ptr %55, align 4, !dbg !166, !tbaa !153
  store i32 %56, ptr %53, align 4, !dbg !167, !tbaa !153
  store i32 %54, ptr %55, align 4, !dbg !168, !tbaa !153
    #dbg_value(i64 %52, !136, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !161)
  %57 = add nsw i64 %51, -1, !dbg !169
    #dbg_value(i64 %57, !138, !DIExpression(), !161)
  %58 = add nuw nsw i64 %52, 1, !dbg !170
    #dbg_value(i64 %58, !136, !DIExpression(), !161)
  %59 = icmp ult i64 %58, %57, !dbg !171
  br i1 %59, label %50, label %60, !dbg !162, !llvm.loop !172

60:                                               ; preds = %50, %48
  %61 = load i32, ptr %4, align 16, !dbg !141, !tbaa !153
  %62 = load i32, ptr %10, align 4, !dbg !141, !tbaa !153
  %63 = load i32, ptr %8, align 8, !dbg !141, !tbaa !153
  %64 = load i32, ptr %9, align 4, !dbg !141, !tbaa !153
  %65 = load i32, ptr %11, align 16, !dbg !141, !tbaa !153
  br label %12, !dbg !174, !llvm.loop !175

66:                                               ; preds = %40
  %67 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %30, i32 noundef %29), !dbg !177
  call void @llvm.lifetime.start.p0(i64 80, ptr nonnull %5) #7, !dbg !178
  call void @llvm.lifetime.start.p0(i64 80, ptr nonnull %6) #7, !dbg !178
    #dbg_value(i32 0, !76, !DIExpression(), !108)
    #dbg_value(i64 0, !77, !DIExpression(), !179)
  %68 = load i64, ptr getelementptr inbounds (i8, ptr @fact, i64 160), align 16, !tbaa !113
  %69 = icmp eq i64 %68, 0, !dbg !180
  br i1 %69, label %72, label %70, !dbg !182

70:                                               ; preds = %66
  %71 = udiv i64 %68, 97
  br label %109, !dbg !182

72:                                               ; preds = %196, %66
  %73 = phi i32 [ 0, %66 ], [ %199, %196 ], !dbg !108
  %74 = add i64 %68, -1, !dbg !183
    #dbg_assign(i1 undef, !184, !DIExpression(), !106, ptr %3, !DIExpression(), !200)
    #dbg_value(i64 %74, !189, !DIExpression(), !200)
    #dbg_value(i32 20, !190, !DIExpression(), !200)
    #dbg_value(ptr %6, !191, !DIExpression(), !200)
  call void @llvm.lifetime.start.p0(i64 80, ptr nonnull %3) #7, !dbg !202
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(80) %3, i8 0, i64 80, i1 false), !dbg !203, !DIAssignID !204
    #dbg_assign(i8 0, !184, !DIExpression(), !204, ptr %3, !DIExpression(), !200)
    #dbg_value(i32 0, !192, !DIExpression(), !205)
  br label %75, !dbg !206

75:                                               ; preds = %93, %72
  %76 = phi i64 [ 0, %72 ], [ %97, %93 ]
  %77 = phi i64 [ %74, %72 ], [ %82, %93 ]
    #dbg_value(i64 %77, !189, !DIExpression(), !200)
    #dbg_value(i64 %76, !192, !DIExpression(), !205)
  %78 = sub nuw nsw i64 19, %76, !dbg !207
  %79 = getelementptr inbounds [21 x i64], ptr @fact, i64 0, i64 %78, !dbg !208
  %80 = load i64, ptr %79, align 8, !dbg !208, !tbaa !113
    #dbg_value(i64 %80, !194, !DIExpression(), !209)
  %81 = udiv i64 %77, %80, !dbg !210
  %82 = urem i64 %77, %80, !dbg !211
  %83 = trunc i64 %81 to i32, !dbg !212
    #dbg_value(i32 %83, !197, !DIExpression(), !209)
    #dbg_value(i64 %82, !189, !DIExpression(), !200)
    #dbg_value(i32 0, !198, !DIExpression(), !213)
  br label %84, !dbg !214

84:                                               ; preds = %99, %75
  %85 = phi i64 [ %101, %99 ], [ 0, %75 ], !dbg !215
  %86 = phi i32 [ %100, %99 ], [ %83, %75 ], !dbg !215
    #dbg_value(i64 %85, !198, !DIExpression(), !213)
    #dbg_value(i32 %86, !197, !DIExpression(), !209)
  %87 = getelementptr inbounds [20 x i32], ptr %3, i64 0, i64 %85, !dbg !216
  %88 = load i32, ptr %87, align 4, !dbg !216, !tbaa !153
  %89 = icmp eq i32 %88, 0, !dbg !216
  br i1 %89, label %90, label %99, !dbg !219

90:                                               ; preds = %84
  %91 = add nsw i32 %86, -1, !dbg !220
    #dbg_value(i32 %91, !197, !DIExpression(), !209)
  %92 = icmp eq i32 %86, 0, !dbg !221
  br i1 %92, label %93, label %99, !dbg !222

93:                                               ; preds = %90
  %94 = getelementptr inbounds [20 x i32], ptr %3, i64 0, i64 %85
  %95 = trunc nuw nsw i64 %85 to i32
  %96 = getelementptr inbounds i32, ptr %6, i64 %76, !dbg !223
  store i32 %95, ptr %96, align 4, !dbg !225, !tbaa !153
  store i32 1, ptr %94, align 4, !dbg !226, !tbaa !153
  %97 = add nuw nsw i64 %76, 1, !dbg !227
    #dbg_value(i64 %82, !189, !DIExpression(), !200)
    #dbg_value(i64 %97, !192, !DIExpression(), !205)
  %98 = icmp eq i64 %97, 20, !dbg !228
  br i1 %98, label %102, label %75, !dbg !206, !llvm.loop !229

99:                                               ; preds = %90, %84
  %100 = phi i32 [ %86, %84 ], [ %91, %90 ], !dbg !231
    #dbg_value(i32 %100, !197, !DIExpression(), !209)
  %101 = add nuw nsw i64 %85, 1, !dbg !232
    #dbg_value(i64 %101, !198, !DIExpression(), !213)
  br label %84, !dbg !233, !llvm.loop !234

102:                                              ; preds = %93
  call void @llvm.lifetime.end.p0(i64 80, ptr nonnull %3) #7, !dbg !237
  %103 = load i32, ptr %6, align 16, !dbg !238, !tbaa !153
  %104 = getelementptr inbounds i8, ptr %6, i64 4, !dbg !239
  %105 = load i32, ptr %104, align 4, !dbg !239, !tbaa !153
  %106 = getelementptr inbounds i8, ptr %6, i64 8, !dbg !240
  %107 = load i32, ptr %106, align 8, !dbg !240, !tbaa !153
  %108 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %73, i32 noundef %103, i32 noundef %105, i32 noundef %107, i64 noundef %68), !dbg !241
    #dbg_value(i32 0, !79, !DIExpression(), !108)
    #dbg_value(i64 0, !80, !DIExpression(), !108)
    #dbg_value(i64 31, !81, !DIExpression(), !242)
  br label %229, !dbg !243

109:                                              ; preds = %70, %196
  %110 = phi i64 [ 0, %70 ], [ %201, %196 ]
  %111 = phi i32 [ 0, %70 ], [ %199, %196 ]
    #dbg_value(i64 %110, !77, !DIExpression(), !179)
    #dbg_value(i32 %111, !76, !DIExpression(), !108)
    #dbg_assign(i1 undef, !184, !DIExpression(), !105, ptr %2, !DIExpression(), !244)
    #dbg_value(i64 %110, !189, !DIExpression(), !244)
    #dbg_value(i32 20, !190, !DIExpression(), !244)
    #dbg_value(ptr %5, !191, !DIExpression(), !244)
  call void @llvm.lifetime.start.p0(i64 80, ptr nonnull %2) #7, !dbg !247
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(80) %2, i8 0, i64 80, i1 false), !dbg !248, !DIAssignID !249
    #dbg_assign(i8 0, !184, !DIExpression(), !249, ptr %2, !DIExpression(), !244)
    #dbg_value(i32 0, !192, !DIExpression(), !250)
  br label %112, !dbg !251

112:                                              ; preds = %130, %109
  %113 = phi i64 [ 0, %109 ], [ %134, %130 ]
  %114 = phi i64 [ %110, %109 ], [ %119, %130 ]
    #dbg_value(i64 %114, !189, !DIExpression(), !244)
    #dbg_value(i64 %113, !192, !DIExpression(), !250)
  %115 = sub nuw nsw i64 19, %113, !dbg !252
  %116 = getelementptr inbounds [21 x i64], ptr @fact, i64 0, i64 %115, !dbg !253
  %117 = load i64, ptr %116, align 8, !dbg !253, !tbaa !113
    #dbg_value(i64 %117, !194, !DIExpression(), !254)
  %118 = udiv i64 %114, %117, !dbg !255
  %119 = urem i64 %114, %117, !dbg !256
  %120 = trunc i64 %118 to i32, !dbg !257
    #dbg_value(i32 %120, !197, !DIExpression(), !254)
    #dbg_value(i64 %119, !189, !DIExpression(), !244)
    #dbg_value(i32 0, !198, !DIExpression(), !258)
  br label %121, !dbg !259

121:                                              ; preds = %136, %112
  %122 = phi i64 [ %138, %136 ], [ 0, %112 ], !dbg !260
  %123 = phi i32 [ %137, %136 ], [ %120, %112 ], !dbg !260
    #dbg_value(i64 %122, !198, !DIExpression(), !258)
    #dbg_value(i32 %123, !197, !DIExpression(), !254)
  %124 = getelementptr inbounds [20 x i32], ptr %2, i64 0, i64 %122, !dbg !261
  %125 = load i32, ptr %124, align 4, !dbg !261, !tbaa !153
  %126 = icmp eq i32 %125, 0, !dbg !261
  br i1 %126, label %127, label %136, !dbg !262

127:                                              ; preds = %121
  %128 = add nsw i32 %123, -1, !dbg !263
    #dbg_value(i32 %128, !197, !DIExpression(), !254)
  %129 = icmp eq i32 %123, 0, !dbg !264
  br i1 %129, label %130, label %136, !dbg !265

130:                                              ; preds = %127
  %131 = getelementptr inbounds [20 x i32], ptr %2, i64 0, i64 %122
  %132 = trunc nuw nsw i64 %122 to i32
  %133 = getelementptr inbounds i32, ptr %5, i64 %113, !dbg !266
  store i32 %132, ptr %133, align 4, !dbg !267, !tbaa !153
  store i32 1, ptr %131, align 4, !dbg !268, !tbaa !153
  %134 = add nuw nsw i64 %113, 1, !dbg !269
    #dbg_value(i64 %119, !189, !DIExpression(), !244)
    #dbg_value(i64 %134, !192, !DIExpression(), !250)
  %135 = icmp eq i64 %134, 20, !dbg !270
  br i1 %135, label %139, label %112, !dbg !251, !llvm.loop !271

136:                                              ; preds = %127, %121
  %137 = phi i32 [ %123, %121 ], [ %128, %127 ], !dbg !273
    #dbg_value(i32 %137, !197, !DIExpression(), !254)
  %138 = add nuw nsw i64 %122, 1, !dbg !274
    #dbg_value(i64 %138, !198, !DIExpression(), !258)
  br label %121, !dbg !275, !llvm.loop !276

139:                                              ; preds = %130
  call void @llvm.lifetime.end.p0(i64 80, ptr nonnull %2) #7, !dbg !279
    #dbg_assign(i1 undef, !280, !DIExpression(), !104, ptr %1, !DIExpression(), !297)
    #dbg_value(ptr %5, !287, !DIExpression(), !297)
    #dbg_value(i32 20, !288, !DIExpression(), !297)
    #dbg_value(i64 0, !289, !DIExpression(), !297)
  call void @llvm.lifetime.start.p0(i64 80, ptr nonnull %1) #7, !dbg !300
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(80) %1, i8 0, i64 80, i1 false), !dbg !301, !DIAssignID !302
    #dbg_assign(i8 0, !280, !DIExpression(), !302, ptr %1, !DIExpression(), !297)
    #dbg_value(i32 0, !290, !DIExpression(), !303)
  br label %140, !dbg !304

140:                                              ; preds = %174, %139
  %141 = phi i64 [ 0, %139 ], [ %184, %174 ]
  %142 = phi i64 [ 0, %139 ], [ %183, %174 ]
    #dbg_value(i64 %141, !290, !DIExpression(), !303)
    #dbg_value(i64 %142, !289, !DIExpression(), !297)
  %143 = getelementptr inbounds i32, ptr %5, i64 %141
  %144 = load i32, ptr %143, align 4, !tbaa !153
    #dbg_value(i32 0, !295, !DIExpression(), !305)
    #dbg_value(i32 0, !292, !DIExpression(), !306)
  %145 = icmp sgt i32 %144, 0, !dbg !307
  br i1 %145, label %146, label %174, !dbg !309

146:                                              ; preds = %140
  %147 = zext nneg i32 %144 to i64, !dbg !307
  %148 = icmp ult i32 %144, 8, !dbg !309
  br i1 %148, label %149, label %152, !dbg !309

149:                                              ; preds = %170, %146
  %150 = phi i64 [ 0, %146 ], [ %153, %170 ]
  %151 = phi i32 [ 0, %146 ], [ %172, %170 ]
  br label %186, !dbg !309

152:                                              ; preds = %146
  %153 = and i64 %147, 2147483640, !dbg !309
  br label %154, !dbg !309

154:                                              ; preds = %154, %152
  %155 = phi i64 [ 0, %152 ], [ %168, %154 ], !dbg !310
  %156 = phi <4 x i32> [ zeroinitializer, %152 ], [ %166, %154 ]
  %157 = phi <4 x i32> [ zeroinitializer, %152 ], [ %167, %154 ]
  %158 = getelementptr inbounds [20 x i32], ptr %1, i64 0, i64 %155, !dbg !311
  %159 = getelementptr inbounds i8, ptr %158, i64 16, !dbg !311
  %160 = load <4 x i32>, ptr %158, align 16, !dbg !311, !tbaa !153
  %161 = load <4 x i32>, ptr %159, align 16, !dbg !311, !tbaa !153
  %162 = icmp eq <4 x i32> %160, zeroinitializer, !dbg !312
  %163 = icmp eq <4 x i32> %161, zeroinitializer, !dbg !312
  %164 = zext <4 x i1> %162 to <4 x i32>, !dbg !312
  %165 = zext <4 x i1> %163 to <4 x i32>, !dbg !312
  %166 = add <4 x i32> %156, %164, !dbg !313
  %167 = add <4 x i32> %157, %165, !dbg !313
  %168 = add nuw i64 %155, 8, !dbg !310
  %169 = icmp eq i64 %168, %153, !dbg !310
  br i1 %169, label %170, label %154, !dbg !310, !llvm.loop !314

170:                                              ; preds = %154
  %171 = add <4 x i32> %167, %166, !dbg !309
  %172 = tail call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %171), !dbg !309
  %173 = icmp eq i64 %153, %147, !dbg !309
  br i1 %173, label %174, label %149, !dbg !309

174:                                              ; preds = %186, %170, %140
  %175 = phi i32 [ 0, %140 ], [ %172, %170 ], [ %193, %186 ], !dbg !318
  %176 = sext i32 %144 to i64, !dbg !319
  %177 = getelementptr inbounds [20 x i32], ptr %1, i64 0, i64 %176, !dbg !319
  store i32 1, ptr %177, align 4, !dbg !320, !tbaa !153
  %178 = zext nneg i32 %175 to i64, !dbg !321
  %179 = sub nuw nsw i64 19, %141, !dbg !322
  %180 = getelementptr inbounds [21 x i64], ptr @fact, i64 0, i64 %179, !dbg !323
  %181 = load i64, ptr %180, align 8, !dbg !323, !tbaa !113
  %182 = mul i64 %181, %178, !dbg !324
  %183 = add i64 %182, %142, !dbg !325
    #dbg_value(i64 %183, !289, !DIExpression(), !297)
  %184 = add nuw nsw i64 %141, 1, !dbg !326
    #dbg_value(i64 %184, !290, !DIExpression(), !303)
  %185 = icmp eq i64 %184, 20, !dbg !327
  br i1 %185, label %196, label %140, !dbg !304, !llvm.loop !328

186:                                              ; preds = %149, %186
  %187 = phi i64 [ %194, %186 ], [ %150, %149 ]
  %188 = phi i32 [ %193, %186 ], [ %151, %149 ]
    #dbg_value(i64 %187, !295, !DIExpression(), !305)
    #dbg_value(i32 %188, !292, !DIExpression(), !306)
  %189 = getelementptr inbounds [20 x i32], ptr %1, i64 0, i64 %187, !dbg !311
  %190 = load i32, ptr %189, align 4, !dbg !311, !tbaa !153
  %191 = icmp eq i32 %190, 0, !dbg !312
  %192 = zext i1 %191 to i32, !dbg !312
  %193 = add nuw nsw i32 %188, %192, !dbg !313
    #dbg_value(i32 %193, !292, !DIExpression(), !306)
  %194 = add nuw nsw i64 %187, 1, !dbg !310
    #dbg_value(i64 %194, !295, !DIExpression(), !305)
  %195 = icmp eq i64 %194, %147, !dbg !307
  br i1 %195, label %174, label %186, !dbg !309, !llvm.loop !330

196:                                              ; preds = %174
  call void @llvm.lifetime.end.p0(i64 80, ptr nonnull %1) #7, !dbg !331
  %197 = icmp ne i64 %183, %110, !dbg !332
  %198 = zext i1 %197 to i32, !dbg !333
  %199 = add nuw nsw i32 %111, %198, !dbg !333
    #dbg_value(i32 %199, !76, !DIExpression(), !108)
  %200 = add i64 %110, 12345, !dbg !334
  %201 = add i64 %200, %71, !dbg !335
    #dbg_value(i64 %201, !77, !DIExpression(), !179)
  %202 = icmp ult i64 %201, %68, !dbg !180
  br i1 %202, label %109, label %72, !dbg !182, !llvm.loop !336

203:                                              ; preds = %229
  %204 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %233, i64 noundef %234), !dbg !338
    #dbg_value(i32 0, !87, !DIExpression(), !108)
    #dbg_value(i32 1, !88, !DIExpression(), !108)
    #dbg_value(i32 1, !89, !DIExpression(), !339)
  br label %205, !dbg !340

205:                                              ; preds = %205, %203
  %206 = phi i32 [ 0, %203 ], [ %226, %205 ]
  %207 = phi <4 x i32> [ <i32 1, i32 2, i32 3, i32 4>, %203 ], [ %227, %205 ]
  %208 = phi <4 x i1> [ zeroinitializer, %203 ], [ %224, %205 ]
  %209 = phi <4 x i1> [ zeroinitializer, %203 ], [ %225, %205 ]
  %210 = phi <4 x i32> [ <i32 poison, i32 poison, i32 poison, i32 0>, %203 ], [ %215, %205 ]
  %211 = add <4 x i32> %207, <i32 4, i32 4, i32 4, i32 4>
  %212 = lshr <4 x i32> %207, <i32 1, i32 1, i32 1, i32 1>, !dbg !341
  %213 = lshr <4 x i32> %211, <i32 1, i32 1, i32 1, i32 1>, !dbg !341
  %214 = xor <4 x i32> %212, %207, !dbg !342
  %215 = xor <4 x i32> %213, %211, !dbg !342
  %216 = shufflevector <4 x i32> %210, <4 x i32> %214, <4 x i32> <i32 3, i32 4, i32 5, i32 6>
  %217 = shufflevector <4 x i32> %214, <4 x i32> %215, <4 x i32> <i32 3, i32 4, i32 5, i32 6>
  %218 = xor <4 x i32> %214, %216, !dbg !343
  %219 = xor <4 x i32> %215, %217, !dbg !343
  %220 = tail call range(i32 0, 33) <4 x i32> @llvm.ctpop.v4i32(<4 x i32> %218), !dbg !345
  %221 = tail call range(i32 0, 33) <4 x i32> @llvm.ctpop.v4i32(<4 x i32> %219), !dbg !345
  %222 = icmp ne <4 x i32> %220, <i32 1, i32 1, i32 1, i32 1>, !dbg !346
  %223 = icmp ne <4 x i32> %221, <i32 1, i32 1, i32 1, i32 1>, !dbg !346
  %224 = or <4 x i1> %208, %222
  %225 = or <4 x i1> %209, %223
  %226 = add nuw i32 %206, 8
  %227 = add <4 x i32> %207, <i32 8, i32 8, i32 8, i32 8>
  %228 = icmp eq i32 %226, 1016
  br i1 %228, label %246, label %205, !llvm.loop !347

229:                                              ; preds = %102, %229
  %230 = phi i64 [ 31, %102 ], [ %244, %229 ]
  %231 = phi i64 [ 0, %102 ], [ %234, %229 ]
  %232 = phi i32 [ 0, %102 ], [ %233, %229 ]
    #dbg_value(i64 %230, !81, !DIExpression(), !242)
    #dbg_value(i64 %231, !80, !DIExpression(), !108)
    #dbg_value(i32 %232, !79, !DIExpression(), !108)
  %233 = add nuw nsw i32 %232, 1, !dbg !349
    #dbg_value(i32 %233, !79, !DIExpression(), !108)
  %234 = add i64 %230, %231, !dbg !350
    #dbg_value(i64 %234, !80, !DIExpression(), !108)
  %235 = sub nsw i64 0, %230, !dbg !351
  %236 = and i64 %230, %235, !dbg !352
    #dbg_value(i64 %236, !83, !DIExpression(), !353)
  %237 = add nuw nsw i64 %236, %230, !dbg !354
    #dbg_value(i64 %237, !86, !DIExpression(), !353)
  %238 = xor i64 %237, %230, !dbg !355
  %239 = lshr i64 %238, 2, !dbg !356
  %240 = trunc nuw nsw i64 %239 to i32, !dbg !357
  %241 = trunc nuw nsw i64 %236 to i32, !dbg !357
  %242 = udiv i32 %240, %241, !dbg !357
  %243 = zext nneg i32 %242 to i64, !dbg !357
  %244 = or i64 %237, %243, !dbg !358
    #dbg_value(i64 %244, !81, !DIExpression(), !242)
  %245 = icmp ult i64 %244, 1048576, !dbg !359
  br i1 %245, label %229, label %203, !dbg !243, !llvm.loop !360

246:                                              ; preds = %205
  %247 = extractelement <4 x i32> %215, i64 3
  %248 = or <4 x i1> %225, %224, !dbg !340
  %249 = freeze <4 x i1> %248, !dbg !340
  %250 = bitcast <4 x i1> %249 to i4, !dbg !340
  %251 = icmp eq i4 %250, 0, !dbg !340
    #dbg_value(i32 1017, !89, !DIExpression(), !339)
    #dbg_value(i1 %251, !88, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !108)
    #dbg_value(i32 %247, !87, !DIExpression(), !108)
    #dbg_value(i32 517, !91, !DIExpression(), !362)
  %252 = icmp eq i32 %247, 516, !dbg !346
  %253 = and i1 %252, %251, !dbg !363
  %254 = zext i1 %253 to i32, !dbg !363
    #dbg_value(i32 %254, !88, !DIExpression(), !108)
    #dbg_value(i32 517, !87, !DIExpression(), !108)
    #dbg_value(i32 1018, !89, !DIExpression(), !339)
    #dbg_value(i32 519, !91, !DIExpression(), !362)
    #dbg_value(i32 %254, !88, !DIExpression(), !108)
    #dbg_value(i32 519, !87, !DIExpression(), !108)
    #dbg_value(i32 1019, !89, !DIExpression(), !339)
    #dbg_value(i32 518, !91, !DIExpression(), !362)
    #dbg_value(i32 %254, !88, !DIExpression(), !108)
    #dbg_value(i32 518, !87, !DIExpression(), !108)
    #dbg_value(i32 1020, !89, !DIExpression(), !339)
    #dbg_value(i32 514, !91, !DIExpression(), !362)
    #dbg_value(i32 %254, !88, !DIExpression(), !108)
    #dbg_value(i32 514, !87, !DIExpression(), !108)
    #dbg_value(i32 1021, !89, !DIExpression(), !339)
    #dbg_value(i32 515, !91, !DIExpression(), !362)
    #dbg_value(i32 %254, !88, !DIExpression(), !108)
    #dbg_value(i32 515, !87, !DIExpression(), !108)
    #dbg_value(i32 1022, !89, !DIExpression(), !339)
    #dbg_value(i32 513, !91, !DIExpression(), !362)
    #dbg_value(i32 %254, !88, !DIExpression(), !108)
    #dbg_value(i32 513, !87, !DIExpression(), !108)
    #dbg_value(i32 1023, !89, !DIExpression(), !339)
    #dbg_value(i32 512, !91, !DIExpression(), !362)
    #dbg_value(i32 %254, !88, !DIExpression(), !108)
    #dbg_value(i32 512, !87, !DIExpression(), !108)
    #dbg_value(i32 1024, !89, !DIExpression(), !339)
  %255 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %254), !dbg !364
  %256 = tail call fastcc i64 @partitions(i32 noundef 10, i32 noundef 10), !dbg !365
  %257 = tail call fastcc i64 @partitions(i32 noundef 30, i32 noundef 30), !dbg !366
  %258 = tail call fastcc i64 @partitions(i32 noundef 50, i32 noundef 50), !dbg !367
  %259 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i64 noundef %256, i64 noundef %257, i64 noundef %258), !dbg !368
  call void @llvm.lifetime.start.p0(i64 36992, ptr nonnull %7) #7, !dbg !369
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(36992) %7, i8 0, i64 36992, i1 false), !dbg !370, !DIAssignID !371
    #dbg_assign(i8 0, !94, !DIExpression(), !371, ptr %7, !DIExpression(), !108)
    #dbg_value(i32 0, !98, !DIExpression(), !372)
  br label %268, !dbg !373

260:                                              ; preds = %293
  %261 = getelementptr inbounds i8, ptr %7, i64 36712, !dbg !374
  %262 = load i64, ptr %261, align 8, !dbg !374, !tbaa !113
  %263 = getelementptr inbounds i8, ptr %7, i64 32880, !dbg !375
  %264 = load i64, ptr %263, align 16, !dbg !375, !tbaa !113
  %265 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i64 noundef %262, i64 noundef %264), !dbg !376
  %266 = icmp eq i32 %73, 0, !dbg !377
  %267 = select i1 %266, i32 %30, i32 100, !dbg !377
  call void @llvm.lifetime.end.p0(i64 36992, ptr nonnull %7) #7, !dbg !378
  call void @llvm.lifetime.end.p0(i64 80, ptr nonnull %6) #7, !dbg !378
  call void @llvm.lifetime.end.p0(i64 80, ptr nonnull %5) #7, !dbg !378
  call void @llvm.lifetime.end.p0(i64 20, ptr nonnull %4) #7, !dbg !378
  ret i32 %267, !dbg !378

268:                                              ; preds = %246, %293
  %269 = phi i64 [ 0, %246 ], [ %294, %293 ]
    #dbg_value(i64 %269, !98, !DIExpression(), !372)
  %270 = getelementptr inbounds [68 x [68 x i64]], ptr %7, i64 0, i64 %269, !dbg !379
  store i64 1, ptr %270, align 16, !dbg !380, !tbaa !113
    #dbg_value(i32 1, !100, !DIExpression(), !381)
  %271 = icmp eq i64 %269, 0, !dbg !382
  br i1 %271, label %293, label %272, !dbg !384

272:                                              ; preds = %268
  %273 = add nsw i64 %269, -1
  %274 = and i64 %269, 1, !dbg !384
  %275 = icmp eq i64 %269, 1, !dbg !384
  br i1 %275, label %278, label %276, !dbg !384

276:                                              ; preds = %272
  %277 = and i64 %269, 9223372036854775806, !dbg !384
  br label %296, !dbg !384

278:                                              ; preds = %317, %272
  %279 = phi i64 [ 1, %272 ], [ %321, %317 ]
  %280 = icmp eq i64 %274, 0, !dbg !385
  br i1 %280, label %293, label %281, !dbg !385

281:                                              ; preds = %278
    #dbg_value(i64 %279, !100, !DIExpression(), !381)
  %282 = add nsw i64 %279, -1, !dbg !386
  %283 = getelementptr inbounds [68 x [68 x i64]], ptr %7, i64 0, i64 %273, i64 %282, !dbg !387
  %284 = load i64, ptr %283, align 8, !dbg !387, !tbaa !113
  %285 = icmp ult i64 %279, %269, !dbg !388
  br i1 %285, label %286, label %289, !dbg !385

286:                                              ; preds = %281
  %287 = getelementptr inbounds [68 x [68 x i64]], ptr %7, i64 0, i64 %273, i64 %279, !dbg !389
  %288 = load i64, ptr %287, align 8, !dbg !389, !tbaa !113
  br label %289, !dbg !385

289:                                              ; preds = %286, %281
  %290 = phi i64 [ %288, %286 ], [ 0, %281 ], !dbg !385
  %291 = add i64 %290, %284, !dbg !390
  %292 = getelementptr inbounds [68 x [68 x i64]], ptr %7, i64 0, i64 %269, i64 %279, !dbg !391
  store i64 %291, ptr %292, align 8, !dbg !392, !tbaa !113
    #dbg_value(i64 %279, !100, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !381)
  br label %293, !dbg !393

293:                                              ; preds = %289, %278, %268
  %294 = add nuw nsw i64 %269, 1, !dbg !393
    #dbg_value(i64 %294, !98, !DIExpression(), !372)
  %295 = icmp eq i64 %294, 68, !dbg !394
  br i1 %295, label %260, label %268, !dbg !373, !llvm.loop !395

296:                                              ; preds = %317, %276
  %297 = phi i64 [ 1, %276 ], [ %321, %317 ]
  %298 = phi i64 [ 0, %276 ], [ %322, %317 ]
    #dbg_value(i64 %297, !100, !DIExpression(), !381)
  %299 = add nsw i64 %297, -1, !dbg !386
  %300 = getelementptr inbounds [68 x [68 x i64]], ptr %7, i64 0, i64 %273, i64 %299, !dbg !387
  %301 = load i64, ptr %300, align 8, !dbg !387, !tbaa !113
  %302 = icmp ult i64 %297, %269, !dbg !388
  br i1 %302, label %303, label %306, !dbg !385

303:                                              ; preds = %296
  %304 = getelementptr inbounds [68 x [68 x i64]], ptr %7, i64 0, i64 %273, i64 %297, !dbg !389
  %305 = load i64, ptr %304, align 8, !dbg !389, !tbaa !113
  br label %306, !dbg !385

306:                                              ; preds = %296, %303
  %307 = phi i64 [ %305, %303 ], [ 0, %296 ], !dbg !385
  %308 = add i64 %307, %301, !dbg !390
  %309 = getelementptr inbounds [68 x [68 x i64]], ptr %7, i64 0, i64 %269, i64 %297, !dbg !391
  store i64 %308, ptr %309, align 8, !dbg !392, !tbaa !113
  %310 = add nuw nsw i64 %297, 1, !dbg !397
    #dbg_value(i64 %310, !100, !DIExpression(), !381)
  %311 = getelementptr inbounds [68 x [68 x i64]], ptr %7, i64 0, i64 %273, i64 %297, !dbg !387
  %312 = load i64, ptr %311, align 8, !dbg !387, !tbaa !113
  %313 = icmp ult i64 %310, %269, !dbg !388
  br i1 %313, label %314, label %317, !dbg !385

314:                                              ; preds = %306
  %315 = getelementptr inbounds [68 x [68 x i64]], ptr %7, i64 0, i64 %273, i64 %310, !dbg !389
  %316 = load i64, ptr %315, align 8, !dbg !389, !tbaa !113
  br label %317, !dbg !385

317:                                              ; preds = %314, %306
  %318 = phi i64 [ %316, %314 ], [ 0, %306 ], !dbg !385
  %319 = add i64 %318, %312, !dbg !390
  %320 = getelementptr inbounds [68 x [68 x i64]], ptr %7, i64 0, i64 %269, i64 %310, !dbg !391
  store i64 %319, ptr %320, align 8, !dbg !392, !tbaa !113
  %321 = add nuw nsw i64 %297, 2, !dbg !397
    #dbg_value(i64 %321, !100, !DIExpression(), !381)
  %322 = add i64 %298, 2, !dbg !384
  %323 = icmp eq i64 %322, %277, !dbg !384
  br i1 %323, label %278, label %296, !dbg !384, !llvm.loop !398
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: nofree nounwind
declare !dbg !400 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: nofree nosync nounwind memory(none) uwtable
define internal fastcc i64 @partitions(i32 noundef %0, i32 noundef %1) unnamed_addr #4 !dbg !407 {
    #dbg_value(i32 %0, !412, !DIExpression(), !417)
    #dbg_value(i32 %1, !413, !DIExpression(), !417)
  %3 = icmp eq i32 %0, 0, !dbg !418
  br i1 %3, label %15, label %4, !dbg !420

4:                                                ; preds = %2
    #dbg_value(i64 0, !414, !DIExpression(), !417)
  %5 = tail call i32 @llvm.smin.i32(i32 %1, i32 %0), !dbg !421
    #dbg_value(i32 %5, !415, !DIExpression(), !422)
    #dbg_value(i64 0, !414, !DIExpression(), !417)
  %6 = icmp sgt i32 %5, 0, !dbg !423
  br i1 %6, label %7, label %15, !dbg !425

7:                                                ; preds = %4, %7
  %8 = phi i32 [ %13, %7 ], [ %5, %4 ]
  %9 = phi i64 [ %12, %7 ], [ 0, %4 ]
    #dbg_value(i32 %8, !415, !DIExpression(), !422)
    #dbg_value(i64 %9, !414, !DIExpression(), !417)
  %10 = sub nsw i32 %0, %8, !dbg !426
  %11 = tail call fastcc i64 @partitions(i32 noundef %10, i32 noundef %8), !dbg !427
  %12 = add nsw i64 %11, %9, !dbg !428
    #dbg_value(i64 %12, !414, !DIExpression(), !417)
  %13 = add nsw i32 %8, -1, !dbg !429
    #dbg_value(i32 %13, !415, !DIExpression(), !422)
  %14 = icmp ugt i32 %8, 1, !dbg !423
  br i1 %14, label %7, label %15, !dbg !425, !llvm.loop !430

15:                                               ; preds = %7, %4, %2
  %16 = phi i64 [ 1, %2 ], [ 0, %4 ], [ %12, %7 ], !dbg !432
  ret i64 %16, !dbg !433
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #6

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.add.v4i32(<4 x i32>) #6

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x i32> @llvm.ctpop.v4i32(<4 x i32>) #6

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nosync nounwind memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #6 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!48, !49, !50, !51, !52, !53, !54}
!llvm.ident = !{!55}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "fact", scope: !2, file: !3, line: 18, type: !45, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !13, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "programs/permutations_ranking.c", directory: ".", checksumkind: CSK_MD5, checksum: "06c62ab2f43705da900aeefc31db94b3")
!4 = !{!5, !10, !11, !12}
!5 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint64_t", file: !6, line: 27, baseType: !7)
!6 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-uintn.h", directory: "", checksumkind: CSK_MD5, checksum: "2bf2ae53c58c01b1a1b9383b5195125c")
!7 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint64_t", file: !8, line: 45, baseType: !9)
!8 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!9 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!10 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!11 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!12 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!13 = !{!14, !20, !25, !30, !35, !40, !0}
!14 = !DIGlobalVariableExpression(var: !15, expr: !DIExpression())
!15 = distinct !DIGlobalVariable(scope: null, file: !3, line: 28, type: !16, isLocal: true, isDefinition: true)
!16 = !DICompositeType(tag: DW_TAG_array_type, baseType: !17, size: 288, elements: !18)
!17 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!18 = !{!19}
!19 = !DISubrange(count: 36)
!20 = !DIGlobalVariableExpression(var: !21, expr: !DIExpression())
!21 = distinct !DIGlobalVariable(scope: null, file: !3, line: 32, type: !22, isLocal: true, isDefinition: true)
!22 = !DICompositeType(tag: DW_TAG_array_type, baseType: !17, size: 448, elements: !23)
!23 = !{!24}
!24 = !DISubrange(count: 56)
!25 = !DIGlobalVariableExpression(var: !26, expr: !DIExpression())
!26 = distinct !DIGlobalVariable(scope: null, file: !3, line: 35, type: !27, isLocal: true, isDefinition: true)
!27 = !DICompositeType(tag: DW_TAG_array_type, baseType: !17, size: 240, elements: !28)
!28 = !{!29}
!29 = !DISubrange(count: 30)
!30 = !DIGlobalVariableExpression(var: !31, expr: !DIExpression())
!31 = distinct !DIGlobalVariable(scope: null, file: !3, line: 38, type: !32, isLocal: true, isDefinition: true)
!32 = !DICompositeType(tag: DW_TAG_array_type, baseType: !17, size: 248, elements: !33)
!33 = !{!34}
!34 = !DISubrange(count: 31)
!35 = !DIGlobalVariableExpression(var: !36, expr: !DIExpression())
!36 = distinct !DIGlobalVariable(scope: null, file: !3, line: 39, type: !37, isLocal: true, isDefinition: true)
!37 = !DICompositeType(tag: DW_TAG_array_type, baseType: !17, size: 344, elements: !38)
!38 = !{!39}
!39 = !DISubrange(count: 43)
!40 = !DIGlobalVariableExpression(var: !41, expr: !DIExpression())
!41 = distinct !DIGlobalVariable(scope: null, file: !3, line: 42, type: !42, isLocal: true, isDefinition: true)
!42 = !DICompositeType(tag: DW_TAG_array_type, baseType: !17, size: 232, elements: !43)
!43 = !{!44}
!44 = !DISubrange(count: 29)
!45 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 1344, elements: !46)
!46 = !{!47}
!47 = !DISubrange(count: 21)
!48 = !{i32 7, !"Dwarf Version", i32 5}
!49 = !{i32 2, !"Debug Info Version", i32 3}
!50 = !{i32 1, !"wchar_size", i32 4}
!51 = !{i32 8, !"PIC Level", i32 2}
!52 = !{i32 7, !"PIE Level", i32 2}
!53 = !{i32 7, !"uwtable", i32 2}
!54 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!55 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!56 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 23, type: !57, scopeLine: 23, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !59)
!57 = !DISubroutineType(types: !58)
!58 = !{!12}
!59 = !{!60, !62, !66, !67, !68, !71, !75, !76, !77, !79, !80, !81, !83, !86, !87, !88, !89, !91, !94, !98, !100}
!60 = !DILocalVariable(name: "i", scope: !61, file: !3, line: 24, type: !12)
!61 = distinct !DILexicalBlock(scope: !56, file: !3, line: 24, column: 18)
!62 = !DILocalVariable(name: "a", scope: !56, file: !3, line: 25, type: !63)
!63 = !DICompositeType(tag: DW_TAG_array_type, baseType: !12, size: 160, elements: !64)
!64 = !{!65}
!65 = !DISubrange(count: 5)
!66 = !DILocalVariable(name: "count", scope: !56, file: !3, line: 26, type: !12)
!67 = !DILocalVariable(name: "h", scope: !56, file: !3, line: 26, type: !10)
!68 = !DILocalVariable(name: "i", scope: !69, file: !3, line: 27, type: !12)
!69 = distinct !DILexicalBlock(scope: !70, file: !3, line: 27, column: 19)
!70 = distinct !DILexicalBlock(scope: !56, file: !3, line: 27, column: 8)
!71 = !DILocalVariable(name: "p", scope: !56, file: !3, line: 29, type: !72)
!72 = !DICompositeType(tag: DW_TAG_array_type, baseType: !12, size: 640, elements: !73)
!73 = !{!74}
!74 = !DISubrange(count: 20)
!75 = !DILocalVariable(name: "q", scope: !56, file: !3, line: 29, type: !72)
!76 = !DILocalVariable(name: "bad", scope: !56, file: !3, line: 29, type: !12)
!77 = !DILocalVariable(name: "r", scope: !78, file: !3, line: 30, type: !5)
!78 = distinct !DILexicalBlock(scope: !56, file: !3, line: 30, column: 5)
!79 = !DILocalVariable(name: "subsets", scope: !56, file: !3, line: 33, type: !12)
!80 = !DILocalVariable(name: "sum", scope: !56, file: !3, line: 33, type: !5)
!81 = !DILocalVariable(name: "s", scope: !82, file: !3, line: 34, type: !5)
!82 = distinct !DILexicalBlock(scope: !56, file: !3, line: 34, column: 5)
!83 = !DILocalVariable(name: "c", scope: !84, file: !3, line: 34, type: !5)
!84 = distinct !DILexicalBlock(scope: !85, file: !3, line: 34, column: 60)
!85 = distinct !DILexicalBlock(scope: !82, file: !3, line: 34, column: 5)
!86 = !DILocalVariable(name: "r", scope: !84, file: !3, line: 34, type: !5)
!87 = !DILocalVariable(name: "prev", scope: !56, file: !3, line: 36, type: !10)
!88 = !DILocalVariable(name: "flips_ok", scope: !56, file: !3, line: 36, type: !12)
!89 = !DILocalVariable(name: "i", scope: !90, file: !3, line: 37, type: !10)
!90 = distinct !DILexicalBlock(scope: !56, file: !3, line: 37, column: 5)
!91 = !DILocalVariable(name: "g", scope: !92, file: !3, line: 37, type: !10)
!92 = distinct !DILexicalBlock(scope: !93, file: !3, line: 37, column: 41)
!93 = distinct !DILexicalBlock(scope: !90, file: !3, line: 37, column: 5)
!94 = !DILocalVariable(name: "c", scope: !56, file: !3, line: 40, type: !95)
!95 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 295936, elements: !96)
!96 = !{!97, !97}
!97 = !DISubrange(count: 68)
!98 = !DILocalVariable(name: "n", scope: !99, file: !3, line: 41, type: !12)
!99 = distinct !DILexicalBlock(scope: !56, file: !3, line: 41, column: 5)
!100 = !DILocalVariable(name: "k", scope: !101, file: !3, line: 41, type: !12)
!101 = distinct !DILexicalBlock(scope: !102, file: !3, line: 41, column: 49)
!102 = distinct !DILexicalBlock(scope: !103, file: !3, line: 41, column: 34)
!103 = distinct !DILexicalBlock(scope: !99, file: !3, line: 41, column: 5)
!104 = distinct !DIAssignID()
!105 = distinct !DIAssignID()
!106 = distinct !DIAssignID()
!107 = distinct !DIAssignID()
!108 = !DILocation(line: 0, scope: !56)
!109 = distinct !DIAssignID()
!110 = distinct !DIAssignID()
!111 = distinct !DIAssignID()
!112 = !DILocation(line: 24, column: 13, scope: !56)
!113 = !{!114, !114, i64 0}
!114 = !{!"long", !115, i64 0}
!115 = !{!"omnipotent char", !116, i64 0}
!116 = !{!"Simple C/C++ TBAA"}
!117 = !DILocation(line: 0, scope: !61)
!118 = !DILocation(line: 24, column: 23, scope: !61)
!119 = !DILocation(line: 24, column: 56, scope: !120)
!120 = distinct !DILexicalBlock(scope: !61, file: !3, line: 24, column: 18)
!121 = !DILocation(line: 25, column: 5, scope: !56)
!122 = !DILocation(line: 25, column: 9, scope: !56)
!123 = distinct !DIAssignID()
!124 = !DILocation(line: 27, column: 5, scope: !56)
!125 = !DILocation(line: 10, column: 30, scope: !126, inlinedAt: !139)
!126 = distinct !DISubprogram(name: "next_perm", scope: !3, file: !3, line: 8, type: !127, scopeLine: 8, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !130)
!127 = !DISubroutineType(types: !128)
!128 = !{!12, !129, !12}
!129 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !12, size: 64)
!130 = !{!131, !132, !133, !134, !135, !136, !138}
!131 = !DILocalVariable(name: "a", arg: 1, scope: !126, file: !3, line: 8, type: !129)
!132 = !DILocalVariable(name: "n", arg: 2, scope: !126, file: !3, line: 8, type: !12)
!133 = !DILocalVariable(name: "i", scope: !126, file: !3, line: 9, type: !12)
!134 = !DILocalVariable(name: "j", scope: !126, file: !3, line: 12, type: !12)
!135 = !DILocalVariable(name: "t", scope: !126, file: !3, line: 14, type: !12)
!136 = !DILocalVariable(name: "l", scope: !137, file: !3, line: 15, type: !12)
!137 = distinct !DILexicalBlock(scope: !126, file: !3, line: 15, column: 5)
!138 = !DILocalVariable(name: "r", scope: !137, file: !3, line: 15, type: !12)
!139 = distinct !DILocation(line: 27, column: 84, scope: !56)
!140 = !DILocation(line: 10, column: 22, scope: !126, inlinedAt: !139)
!141 = !DILocation(line: 27, column: 69, scope: !142)
!142 = distinct !DILexicalBlock(scope: !69, file: !3, line: 27, column: 19)
!143 = !DILocation(line: 26, column: 29, scope: !56)
!144 = !DILocation(line: 0, scope: !69)
!145 = !DILocation(line: 27, column: 53, scope: !142)
!146 = !DILocation(line: 27, column: 57, scope: !142)
!147 = !DILocation(line: 27, column: 15, scope: !70)
!148 = !DILocation(line: 0, scope: !126, inlinedAt: !139)
!149 = !DILocation(line: 10, column: 27, scope: !126, inlinedAt: !139)
!150 = !DILocation(line: 10, column: 5, scope: !126, inlinedAt: !139)
!151 = !DILocation(line: 13, column: 5, scope: !126, inlinedAt: !139)
!152 = !DILocation(line: 13, column: 12, scope: !126, inlinedAt: !139)
!153 = !{!154, !154, i64 0}
!154 = !{!"int", !115, i64 0}
!155 = !DILocation(line: 13, column: 17, scope: !126, inlinedAt: !139)
!156 = !DILocation(line: 13, column: 27, scope: !126, inlinedAt: !139)
!157 = distinct !{!157, !151, !156, !158}
!158 = !{!"llvm.loop.mustprogress"}
!159 = !DILocation(line: 14, column: 24, scope: !126, inlinedAt: !139)
!160 = !DILocation(line: 14, column: 37, scope: !126, inlinedAt: !139)
!161 = !DILocation(line: 0, scope: !137, inlinedAt: !139)
!162 = !DILocation(line: 15, column: 5, scope: !137, inlinedAt: !139)
!163 = !DILocation(line: 15, column: 59, scope: !164, inlinedAt: !139)
!164 = distinct !DILexicalBlock(scope: !165, file: !3, line: 15, column: 53)
!165 = distinct !DILexicalBlock(scope: !137, file: !3, line: 15, column: 5)
!166 = !DILocation(line: 15, column: 72, scope: !164, inlinedAt: !139)
!167 = !DILocation(line: 15, column: 70, scope: !164, inlinedAt: !139)
!168 = !DILocation(line: 15, column: 83, scope: !164, inlinedAt: !139)
!169 = !DILocation(line: 15, column: 49, scope: !165, inlinedAt: !139)
!170 = !DILocation(line: 15, scope: !137, inlinedAt: !139)
!171 = !DILocation(line: 15, column: 38, scope: !165, inlinedAt: !139)
!172 = distinct !{!172, !162, !173, !158}
!173 = !DILocation(line: 15, column: 88, scope: !137, inlinedAt: !139)
!174 = !DILocation(line: 27, column: 75, scope: !70)
!175 = distinct !{!175, !124, !176, !158}
!176 = !DILocation(line: 27, column: 99, scope: !56)
!177 = !DILocation(line: 28, column: 5, scope: !56)
!178 = !DILocation(line: 29, column: 5, scope: !56)
!179 = !DILocation(line: 0, scope: !78)
!180 = !DILocation(line: 30, column: 28, scope: !181)
!181 = distinct !DILexicalBlock(scope: !78, file: !3, line: 30, column: 5)
!182 = !DILocation(line: 30, column: 5, scope: !78)
!183 = !DILocation(line: 31, column: 26, scope: !56)
!184 = !DILocalVariable(name: "used", scope: !185, file: !3, line: 20, type: !72)
!185 = distinct !DISubprogram(name: "unrank_perm", scope: !3, file: !3, line: 20, type: !186, scopeLine: 20, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !188)
!186 = !DISubroutineType(types: !187)
!187 = !{null, !5, !12, !129}
!188 = !{!189, !190, !191, !184, !192, !194, !197, !198}
!189 = !DILocalVariable(name: "r", arg: 1, scope: !185, file: !3, line: 20, type: !5)
!190 = !DILocalVariable(name: "n", arg: 2, scope: !185, file: !3, line: 20, type: !12)
!191 = !DILocalVariable(name: "p", arg: 3, scope: !185, file: !3, line: 20, type: !129)
!192 = !DILocalVariable(name: "i", scope: !193, file: !3, line: 20, type: !12)
!193 = distinct !DILexicalBlock(scope: !185, file: !3, line: 20, column: 74)
!194 = !DILocalVariable(name: "f", scope: !195, file: !3, line: 20, type: !5)
!195 = distinct !DILexicalBlock(scope: !196, file: !3, line: 20, column: 102)
!196 = distinct !DILexicalBlock(scope: !193, file: !3, line: 20, column: 74)
!197 = !DILocalVariable(name: "k", scope: !195, file: !3, line: 20, type: !12)
!198 = !DILocalVariable(name: "v", scope: !199, file: !3, line: 20, type: !12)
!199 = distinct !DILexicalBlock(scope: !195, file: !3, line: 20, column: 164)
!200 = !DILocation(line: 0, scope: !185, inlinedAt: !201)
!201 = distinct !DILocation(line: 31, column: 5, scope: !56)
!202 = !DILocation(line: 20, column: 54, scope: !185, inlinedAt: !201)
!203 = !DILocation(line: 20, column: 58, scope: !185, inlinedAt: !201)
!204 = distinct !DIAssignID()
!205 = !DILocation(line: 0, scope: !193, inlinedAt: !201)
!206 = !DILocation(line: 20, column: 74, scope: !193, inlinedAt: !201)
!207 = !DILocation(line: 20, column: 128, scope: !195, inlinedAt: !201)
!208 = !DILocation(line: 20, column: 117, scope: !195, inlinedAt: !201)
!209 = !DILocation(line: 0, scope: !195, inlinedAt: !201)
!210 = !DILocation(line: 20, column: 150, scope: !195, inlinedAt: !201)
!211 = !DILocation(line: 20, column: 158, scope: !195, inlinedAt: !201)
!212 = !DILocation(line: 20, column: 142, scope: !195, inlinedAt: !201)
!213 = !DILocation(line: 0, scope: !199, inlinedAt: !201)
!214 = !DILocation(line: 20, column: 169, scope: !199, inlinedAt: !201)
!215 = !DILocation(line: 20, column: 138, scope: !195, inlinedAt: !201)
!216 = !DILocation(line: 20, column: 191, scope: !217, inlinedAt: !201)
!217 = distinct !DILexicalBlock(scope: !218, file: !3, line: 20, column: 190)
!218 = distinct !DILexicalBlock(scope: !199, file: !3, line: 20, column: 164)
!219 = !DILocation(line: 20, column: 199, scope: !217, inlinedAt: !201)
!220 = !DILocation(line: 20, column: 203, scope: !217, inlinedAt: !201)
!221 = !DILocation(line: 20, column: 206, scope: !217, inlinedAt: !201)
!222 = !DILocation(line: 20, column: 190, scope: !218, inlinedAt: !201)
!223 = !DILocation(line: 20, column: 214, scope: !224, inlinedAt: !201)
!224 = distinct !DILexicalBlock(scope: !217, file: !3, line: 20, column: 212)
!225 = !DILocation(line: 20, column: 219, scope: !224, inlinedAt: !201)
!226 = !DILocation(line: 20, column: 232, scope: !224, inlinedAt: !201)
!227 = !DILocation(line: 20, column: 98, scope: !196, inlinedAt: !201)
!228 = !DILocation(line: 20, column: 92, scope: !196, inlinedAt: !201)
!229 = distinct !{!229, !206, !230, !158}
!230 = !DILocation(line: 20, column: 246, scope: !193, inlinedAt: !201)
!231 = !DILocation(line: 20, scope: !195, inlinedAt: !201)
!232 = !DILocation(line: 20, column: 182, scope: !218, inlinedAt: !201)
!233 = !DILocation(line: 20, column: 164, scope: !218, inlinedAt: !201)
!234 = distinct !{!234, !235, !236}
!235 = !DILocation(line: 20, column: 164, scope: !199, inlinedAt: !201)
!236 = !DILocation(line: 20, column: 244, scope: !199, inlinedAt: !201)
!237 = !DILocation(line: 20, column: 248, scope: !185, inlinedAt: !201)
!238 = !DILocation(line: 32, column: 77, scope: !56)
!239 = !DILocation(line: 32, column: 83, scope: !56)
!240 = !DILocation(line: 32, column: 89, scope: !56)
!241 = !DILocation(line: 32, column: 5, scope: !56)
!242 = !DILocation(line: 0, scope: !82)
!243 = !DILocation(line: 34, column: 5, scope: !82)
!244 = !DILocation(line: 0, scope: !185, inlinedAt: !245)
!245 = distinct !DILocation(line: 30, column: 70, scope: !246)
!246 = distinct !DILexicalBlock(scope: !181, file: !3, line: 30, column: 68)
!247 = !DILocation(line: 20, column: 54, scope: !185, inlinedAt: !245)
!248 = !DILocation(line: 20, column: 58, scope: !185, inlinedAt: !245)
!249 = distinct !DIAssignID()
!250 = !DILocation(line: 0, scope: !193, inlinedAt: !245)
!251 = !DILocation(line: 20, column: 74, scope: !193, inlinedAt: !245)
!252 = !DILocation(line: 20, column: 128, scope: !195, inlinedAt: !245)
!253 = !DILocation(line: 20, column: 117, scope: !195, inlinedAt: !245)
!254 = !DILocation(line: 0, scope: !195, inlinedAt: !245)
!255 = !DILocation(line: 20, column: 150, scope: !195, inlinedAt: !245)
!256 = !DILocation(line: 20, column: 158, scope: !195, inlinedAt: !245)
!257 = !DILocation(line: 20, column: 142, scope: !195, inlinedAt: !245)
!258 = !DILocation(line: 0, scope: !199, inlinedAt: !245)
!259 = !DILocation(line: 20, column: 169, scope: !199, inlinedAt: !245)
!260 = !DILocation(line: 20, column: 138, scope: !195, inlinedAt: !245)
!261 = !DILocation(line: 20, column: 191, scope: !217, inlinedAt: !245)
!262 = !DILocation(line: 20, column: 199, scope: !217, inlinedAt: !245)
!263 = !DILocation(line: 20, column: 203, scope: !217, inlinedAt: !245)
!264 = !DILocation(line: 20, column: 206, scope: !217, inlinedAt: !245)
!265 = !DILocation(line: 20, column: 190, scope: !218, inlinedAt: !245)
!266 = !DILocation(line: 20, column: 214, scope: !224, inlinedAt: !245)
!267 = !DILocation(line: 20, column: 219, scope: !224, inlinedAt: !245)
!268 = !DILocation(line: 20, column: 232, scope: !224, inlinedAt: !245)
!269 = !DILocation(line: 20, column: 98, scope: !196, inlinedAt: !245)
!270 = !DILocation(line: 20, column: 92, scope: !196, inlinedAt: !245)
!271 = distinct !{!271, !251, !272, !158}
!272 = !DILocation(line: 20, column: 246, scope: !193, inlinedAt: !245)
!273 = !DILocation(line: 20, scope: !195, inlinedAt: !245)
!274 = !DILocation(line: 20, column: 182, scope: !218, inlinedAt: !245)
!275 = !DILocation(line: 20, column: 164, scope: !218, inlinedAt: !245)
!276 = distinct !{!276, !277, !278}
!277 = !DILocation(line: 20, column: 164, scope: !199, inlinedAt: !245)
!278 = !DILocation(line: 20, column: 244, scope: !199, inlinedAt: !245)
!279 = !DILocation(line: 20, column: 248, scope: !185, inlinedAt: !245)
!280 = !DILocalVariable(name: "used", scope: !281, file: !3, line: 19, type: !72)
!281 = distinct !DISubprogram(name: "rank_perm", scope: !3, file: !3, line: 19, type: !282, scopeLine: 19, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !286)
!282 = !DISubroutineType(types: !283)
!283 = !{!5, !284, !12}
!284 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !285, size: 64)
!285 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !12)
!286 = !{!287, !288, !289, !280, !290, !292, !295}
!287 = !DILocalVariable(name: "p", arg: 1, scope: !281, file: !3, line: 19, type: !284)
!288 = !DILocalVariable(name: "n", arg: 2, scope: !281, file: !3, line: 19, type: !12)
!289 = !DILocalVariable(name: "r", scope: !281, file: !3, line: 19, type: !5)
!290 = !DILocalVariable(name: "i", scope: !291, file: !3, line: 19, type: !12)
!291 = distinct !DILexicalBlock(scope: !281, file: !3, line: 19, column: 86)
!292 = !DILocalVariable(name: "smaller", scope: !293, file: !3, line: 19, type: !12)
!293 = distinct !DILexicalBlock(scope: !294, file: !3, line: 19, column: 114)
!294 = distinct !DILexicalBlock(scope: !291, file: !3, line: 19, column: 86)
!295 = !DILocalVariable(name: "v", scope: !296, file: !3, line: 19, type: !12)
!296 = distinct !DILexicalBlock(scope: !293, file: !3, line: 19, column: 133)
!297 = !DILocation(line: 0, scope: !281, inlinedAt: !298)
!298 = distinct !DILocation(line: 30, column: 97, scope: !299)
!299 = distinct !DILexicalBlock(scope: !246, file: !3, line: 30, column: 97)
!300 = !DILocation(line: 19, column: 66, scope: !281, inlinedAt: !298)
!301 = !DILocation(line: 19, column: 70, scope: !281, inlinedAt: !298)
!302 = distinct !DIAssignID()
!303 = !DILocation(line: 0, scope: !291, inlinedAt: !298)
!304 = !DILocation(line: 19, column: 86, scope: !291, inlinedAt: !298)
!305 = !DILocation(line: 0, scope: !296, inlinedAt: !298)
!306 = !DILocation(line: 0, scope: !293, inlinedAt: !298)
!307 = !DILocation(line: 19, column: 151, scope: !308, inlinedAt: !298)
!308 = distinct !DILexicalBlock(scope: !296, file: !3, line: 19, column: 133)
!309 = !DILocation(line: 19, column: 133, scope: !296, inlinedAt: !298)
!310 = !DILocation(line: 19, column: 160, scope: !308, inlinedAt: !298)
!311 = !DILocation(line: 19, column: 176, scope: !308, inlinedAt: !298)
!312 = !DILocation(line: 19, column: 175, scope: !308, inlinedAt: !298)
!313 = !DILocation(line: 19, column: 172, scope: !308, inlinedAt: !298)
!314 = distinct !{!314, !309, !315, !158, !316, !317}
!315 = !DILocation(line: 19, column: 182, scope: !296, inlinedAt: !298)
!316 = !{!"llvm.loop.isvectorized", i32 1}
!317 = !{!"llvm.loop.unroll.runtime.disable"}
!318 = !DILocation(line: 19, scope: !293, inlinedAt: !298)
!319 = !DILocation(line: 19, column: 185, scope: !293, inlinedAt: !298)
!320 = !DILocation(line: 19, column: 196, scope: !293, inlinedAt: !298)
!321 = !DILocation(line: 19, column: 206, scope: !293, inlinedAt: !298)
!322 = !DILocation(line: 19, column: 237, scope: !293, inlinedAt: !298)
!323 = !DILocation(line: 19, column: 226, scope: !293, inlinedAt: !298)
!324 = !DILocation(line: 19, column: 224, scope: !293, inlinedAt: !298)
!325 = !DILocation(line: 19, column: 203, scope: !293, inlinedAt: !298)
!326 = !DILocation(line: 19, column: 110, scope: !294, inlinedAt: !298)
!327 = !DILocation(line: 19, column: 104, scope: !294, inlinedAt: !298)
!328 = distinct !{!328, !304, !329, !158}
!329 = !DILocation(line: 19, column: 243, scope: !291, inlinedAt: !298)
!330 = distinct !{!330, !309, !315, !158, !317, !316}
!331 = !DILocation(line: 19, column: 255, scope: !281, inlinedAt: !298)
!332 = !DILocation(line: 30, column: 114, scope: !299)
!333 = !DILocation(line: 30, column: 97, scope: !246)
!334 = !DILocation(line: 30, column: 59, scope: !181)
!335 = !DILocation(line: 30, column: 42, scope: !181)
!336 = distinct !{!336, !182, !337, !158}
!337 = !DILocation(line: 30, column: 127, scope: !78)
!338 = !DILocation(line: 35, column: 5, scope: !56)
!339 = !DILocation(line: 0, scope: !90)
!340 = !DILocation(line: 37, column: 5, scope: !90)
!341 = !DILocation(line: 37, column: 63, scope: !92)
!342 = !DILocation(line: 37, column: 58, scope: !92)
!343 = !DILocation(line: 37, column: 95, scope: !344)
!344 = distinct !DILexicalBlock(scope: !92, file: !3, line: 37, column: 74)
!345 = !DILocation(line: 37, column: 74, scope: !344)
!346 = !DILocation(line: 37, column: 103, scope: !344)
!347 = distinct !{!347, !340, !348, !158, !316, !317}
!348 = !DILocation(line: 37, column: 133, scope: !90)
!349 = !DILocation(line: 34, column: 69, scope: !84)
!350 = !DILocation(line: 34, column: 77, scope: !84)
!351 = !DILocation(line: 34, column: 100, scope: !84)
!352 = !DILocation(line: 34, column: 98, scope: !84)
!353 = !DILocation(line: 0, scope: !84)
!354 = !DILocation(line: 34, column: 110, scope: !84)
!355 = !DILocation(line: 34, column: 124, scope: !84)
!356 = !DILocation(line: 34, column: 129, scope: !84)
!357 = !DILocation(line: 34, column: 135, scope: !84)
!358 = !DILocation(line: 34, column: 140, scope: !84)
!359 = !DILocation(line: 34, column: 42, scope: !85)
!360 = distinct !{!360, !243, !361, !158}
!361 = !DILocation(line: 34, column: 145, scope: !82)
!362 = !DILocation(line: 0, scope: !92)
!363 = !DILocation(line: 37, column: 74, scope: !92)
!364 = !DILocation(line: 38, column: 5, scope: !56)
!365 = !DILocation(line: 39, column: 59, scope: !56)
!366 = !DILocation(line: 39, column: 79, scope: !56)
!367 = !DILocation(line: 39, column: 99, scope: !56)
!368 = !DILocation(line: 39, column: 5, scope: !56)
!369 = !DILocation(line: 40, column: 5, scope: !56)
!370 = !DILocation(line: 40, column: 14, scope: !56)
!371 = distinct !DIAssignID()
!372 = !DILocation(line: 0, scope: !99)
!373 = !DILocation(line: 41, column: 5, scope: !99)
!374 = !DILocation(line: 42, column: 65, scope: !56)
!375 = !DILocation(line: 42, column: 96, scope: !56)
!376 = !DILocation(line: 42, column: 5, scope: !56)
!377 = !DILocation(line: 43, column: 12, scope: !56)
!378 = !DILocation(line: 44, column: 1, scope: !56)
!379 = !DILocation(line: 41, column: 36, scope: !102)
!380 = !DILocation(line: 41, column: 44, scope: !102)
!381 = !DILocation(line: 0, scope: !101)
!382 = !DILocation(line: 41, column: 67, scope: !383)
!383 = distinct !DILexicalBlock(scope: !101, file: !3, line: 41, column: 49)
!384 = !DILocation(line: 41, column: 49, scope: !101)
!385 = !DILocation(line: 41, column: 107, scope: !383)
!386 = !DILocation(line: 41, column: 99, scope: !383)
!387 = !DILocation(line: 41, column: 88, scope: !383)
!388 = !DILocation(line: 41, column: 109, scope: !383)
!389 = !DILocation(line: 41, column: 115, scope: !383)
!390 = !DILocation(line: 41, column: 104, scope: !383)
!391 = !DILocation(line: 41, column: 78, scope: !383)
!392 = !DILocation(line: 41, column: 86, scope: !383)
!393 = !DILocation(line: 41, column: 30, scope: !103)
!394 = !DILocation(line: 41, column: 23, scope: !103)
!395 = distinct !{!395, !373, !396, !158}
!396 = !DILocation(line: 41, column: 133, scope: !99)
!397 = !DILocation(line: 41, column: 74, scope: !383)
!398 = distinct !{!398, !384, !399, !158}
!399 = !DILocation(line: 41, column: 130, scope: !101)
!400 = !DISubprogram(name: "printf", scope: !401, file: !401, line: 356, type: !402, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!401 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!402 = !DISubroutineType(types: !403)
!403 = !{!12, !404, null}
!404 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !405)
!405 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !406, size: 64)
!406 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !17)
!407 = distinct !DISubprogram(name: "partitions", scope: !3, file: !3, line: 21, type: !408, scopeLine: 21, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !411)
!408 = !DISubroutineType(types: !409)
!409 = !{!410, !12, !12}
!410 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!411 = !{!412, !413, !414, !415}
!412 = !DILocalVariable(name: "n", arg: 1, scope: !407, file: !3, line: 21, type: !12)
!413 = !DILocalVariable(name: "max", arg: 2, scope: !407, file: !3, line: 21, type: !12)
!414 = !DILocalVariable(name: "c", scope: !407, file: !3, line: 21, type: !410)
!415 = !DILocalVariable(name: "k", scope: !416, file: !3, line: 21, type: !12)
!416 = distinct !DILexicalBlock(scope: !407, file: !3, line: 21, column: 76)
!417 = !DILocation(line: 0, scope: !407)
!418 = !DILocation(line: 21, column: 48, scope: !419)
!419 = distinct !DILexicalBlock(scope: !407, file: !3, line: 21, column: 46)
!420 = !DILocation(line: 21, column: 46, scope: !407)
!421 = !DILocation(line: 21, column: 89, scope: !416)
!422 = !DILocation(line: 0, scope: !416)
!423 = !DILocation(line: 21, column: 110, scope: !424)
!424 = distinct !DILexicalBlock(scope: !416, file: !3, line: 21, column: 76)
!425 = !DILocation(line: 21, column: 76, scope: !416)
!426 = !DILocation(line: 21, column: 139, scope: !424)
!427 = !DILocation(line: 21, column: 126, scope: !424)
!428 = !DILocation(line: 21, column: 123, scope: !424)
!429 = !DILocation(line: 21, column: 117, scope: !424)
!430 = distinct !{!430, !425, !431, !158}
!431 = !DILocation(line: 21, column: 145, scope: !416)
!432 = !DILocation(line: 21, scope: !407)
!433 = !DILocation(line: 21, column: 158, scope: !407)
