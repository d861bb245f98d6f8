; ModuleID = 'programs/stack_arrays_over_64k.c'
source_filename = "programs/stack_arrays_over_64k.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [15 x i8] c"frame70k=%08x\0A\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [16 x i8] c"frame200k=%llu\0A\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [12 x i8] c"frame1m=%d\0A\00", align 1, !dbg !12
@.str.3 = private unnamed_addr constant [14 x i8] c"recurse=%08x\0A\00", align 1, !dbg !17

; Function Attrs: nofree nounwind uwtable
define dso_local range(i32 0, 128) i32 @main() local_unnamed_addr #0 !dbg !44 {
  %1 = tail call fastcc i32 @frame70k(i32 noundef 7), !dbg !47
  %2 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %1), !dbg !48
  %3 = tail call fastcc i64 @frame200k(), !dbg !49
  %4 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i64 noundef %3), !dbg !50
  %5 = tail call fastcc i32 @frame1m(), !dbg !51
  %6 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %5), !dbg !52
  %7 = tail call fastcc i32 @recurse(i32 noundef 20), !dbg !53
  %8 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %7), !dbg !54
  %9 = tail call fastcc i32 @frame70k(i32 noundef 1), !dbg !55
  %10 = and i32 %9, 127, !dbg !56
  ret i32 %10, !dbg !57
}

; Function Attrs: nofree nounwind
declare !dbg !58 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: nofree noinline norecurse nosync nounwind memory(none) uwtable
define internal fastcc i32 @frame70k(i32 noundef %0) unnamed_addr #2 !dbg !65 {
  %2 = alloca [71680 x i8], align 16, !DIAssignID !81
    #dbg_assign(i1 undef, !70, !DIExpression(), !81, ptr %2, !DIExpression(), !82)
    #dbg_value(i32 %0, !69, !DIExpression(), !82)
  call void @llvm.lifetime.start.p0(i64 71680, ptr nonnull %2) #8, !dbg !83
    #dbg_value(i64 0, !74, !DIExpression(), !84)
  %3 = zext nneg i32 %0 to i64
    #dbg_value(i64 0, !74, !DIExpression(), !84)
  br label %4, !dbg !85

4:                                                ; preds = %4, %1
  %5 = phi i64 [ 0, %1 ], [ %30, %4 ]
    #dbg_value(i64 %5, !74, !DIExpression(), !84)
  %6 = mul nuw nsw i64 %5, 13, !dbg !86
  %7 = add nuw nsw i64 %6, %3, !dbg !88
  %8 = trunc i64 %7 to i8, !dbg !89
  %9 = getelementptr inbounds [71680 x i8], ptr %2, i64 0, i64 %5, !dbg !90
  store i8 %8, ptr %9, align 1, !dbg !91, !tbaa !92
  %10 = add nuw nsw i64 %5, 1, !dbg !95
    #dbg_value(i64 %10, !74, !DIExpression(), !84)
  %11 = mul nuw nsw i64 %10, 13, !dbg !86
  %12 = add nuw nsw i64 %11, %3, !dbg !88
  %13 = trunc i64 %12 to i8, !dbg !89
  %14 = getelementptr inbounds [71680 x i8], ptr %2, i64 0, i64 %10, !dbg !90
  store i8 %13, ptr %14, align 1, !dbg !91, !tbaa !92
  %15 = add nuw nsw i64 %5, 2, !dbg !95
    #dbg_value(i64 %15, !74, !DIExpression(), !84)
  %16 = mul nuw nsw i64 %15, 13, !dbg !86
  %17 = add nuw nsw i64 %16, %3, !dbg !88
  %18 = trunc i64 %17 to i8, !dbg !89
  %19 = getelementptr inbounds [71680 x i8], ptr %2, i64 0, i64 %15, !dbg !90
  store i8 %18, ptr %19, align 1, !dbg !91, !tbaa !92
  %20 = add nuw nsw i64 %5, 3, !dbg !95
    #dbg_value(i64 %20, !74, !DIExpression(), !84)
  %21 = mul nuw nsw i64 %20, 13, !dbg !86
  %22 = add nuw nsw i64 %21, %3, !dbg !88
  %23 = trunc i64 %22 to i8, !dbg !89
  %24 = getelementptr inbounds [71680 x i8], ptr %2, i64 0, i64 %20, !dbg !90
  store i8 %23, ptr %24, align 1, !dbg !91, !tbaa !92
  %25 = add nuw nsw i64 %5, 4, !dbg !95
    #dbg_value(i64 %25, !74, !DIExpression(), !84)
  %26 = mul nuw nsw i64 %25, 13, !dbg !86
  %27 = add nuw nsw i64 %26, %3, !dbg !88
  %28 = trunc i64 %27 to i8, !dbg !89
  %29 = getelementptr inbounds [71680 x i8], ptr %2, i64 0, i64 %25, !dbg !90
  store i8 %28, ptr %29, align 1, !dbg !91, !tbaa !92
  %30 = add nuw nsw i64 %5, 5, !dbg !95
    #dbg_value(i64 %30, !74, !DIExpression(), !84)
  %31 = icmp eq i64 %30, 71680, !dbg !96
  br i1 %31, label %32, label %4, !dbg !85, !llvm.loop !97

32:                                               ; preds = %4
    #dbg_value(i64 0, !79, !DIExpression(), !100)
    #dbg_value(i32 0, !78, !DIExpression(), !82)
  %33 = load i8, ptr %2, align 16, !dbg !101, !tbaa !92
  %34 = zext i8 %33 to i32, !dbg !101
    #dbg_value(i32 %34, !78, !DIExpression(), !82)
    #dbg_value(i64 4093, !79, !DIExpression(), !100)
  %35 = mul nuw nsw i32 %34, 31, !dbg !103
  %36 = getelementptr inbounds i8, ptr %2, i64 4093, !dbg !101
  %37 = load i8, ptr %36, align 1, !dbg !101, !tbaa !92
  %38 = zext i8 %37 to i32, !dbg !101
  %39 = add nuw nsw i32 %35, %38, !dbg !104
    #dbg_value(i32 %39, !78, !DIExpression(), !82)
    #dbg_value(i64 8186, !79, !DIExpression(), !100)
  %40 = mul nuw nsw i32 %39, 31, !dbg !103
  %41 = getelementptr inbounds i8, ptr %2, i64 8186, !dbg !101
  %42 = load i8, ptr %41, align 2, !dbg !101, !tbaa !92
  %43 = zext i8 %42 to i32, !dbg !101
  %44 = add nuw nsw i32 %40, %43, !dbg !104
    #dbg_value(i32 %44, !78, !DIExpression(), !82)
    #dbg_value(i64 12279, !79, !DIExpression(), !100)
  %45 = mul nuw nsw i32 %44, 31, !dbg !103
  %46 = getelementptr inbounds i8, ptr %2, i64 12279, !dbg !101
  %47 = load i8, ptr %46, align 1, !dbg !101, !tbaa !92
  %48 = zext i8 %47 to i32, !dbg !101
  %49 = add nuw nsw i32 %45, %48, !dbg !104
    #dbg_value(i32 %49, !78, !DIExpression(), !82)
    #dbg_value(i64 16372, !79, !DIExpression(), !100)
  %50 = mul nuw nsw i32 %49, 31, !dbg !103
  %51 = getelementptr inbounds i8, ptr %2, i64 16372, !dbg !101
  %52 = load i8, ptr %51, align 4, !dbg !101, !tbaa !92
  %53 = zext i8 %52 to i32, !dbg !101
  %54 = add nuw nsw i32 %50, %53, !dbg !104
    #dbg_value(i32 %54, !78, !DIExpression(), !82)
    #dbg_value(i64 20465, !79, !DIExpression(), !100)
  %55 = mul i32 %54, 31, !dbg !103
  %56 = getelementptr inbounds i8, ptr %2, i64 20465, !dbg !101
  %57 = load i8, ptr %56, align 1, !dbg !101, !tbaa !92
  %58 = zext i8 %57 to i32, !dbg !101
  %59 = add i32 %55, %58, !dbg !104
    #dbg_value(i32 %59, !78, !DIExpression(), !82)
    #dbg_value(i64 24558, !79, !DIExpression(), !100)
  %60 = mul i32 %59, 31, !dbg !103
  %61 = getelementptr inbounds i8, ptr %2, i64 24558, !dbg !101
  %62 = load i8, ptr %61, align 2, !dbg !101, !tbaa !92
  %63 = zext i8 %62 to i32, !dbg !101
  %64 = add i32 %60, %63, !dbg !104
    #dbg_value(i32 %64, !78, !DIExpression(), !82)
    #dbg_value(i64 28651, !79, !DIExpression(), !100)
  %65 = mul i32 %64, 31, !dbg !103
  %66 = getelementptr inbounds i8, ptr %2, i64 28651, !dbg !101
  %67 = load i8, ptr %66, align 1, !dbg !101, !tbaa !92
  %68 = zext i8 %67 to i32, !dbg !101
  %69 = add i32 %65, %68, !dbg !104
    #dbg_value(i32 %69, !78, !DIExpression(), !82)
    #dbg_value(i64 32744, !79, !DIExpression(), !100)
  %70 = mul i32 %69, 31, !dbg !103
  %71 = getelementptr inbounds i8, ptr %2, i64 32744, !dbg !101
  %72 = load i8, ptr %71, align 8, !dbg !101, !tbaa !92
  %73 = zext i8 %72 to i32, !dbg !101
  %74 = add i32 %70, %73, !dbg !104
    #dbg_value(i32 %74, !78, !DIExpression(), !82)
    #dbg_value(i64 36837, !79, !DIExpression(), !100)
  %75 = mul i32 %74, 31, !dbg !103
  %76 = getelementptr inbounds i8, ptr %2, i64 36837, !dbg !101
  %77 = load i8, ptr %76, align 1, !dbg !101, !tbaa !92
  %78 = zext i8 %77 to i32, !dbg !101
  %79 = add i32 %75, %78, !dbg !104
    #dbg_value(i32 %79, !78, !DIExpression(), !82)
    #dbg_value(i64 40930, !79, !DIExpression(), !100)
  %80 = mul i32 %79, 31, !dbg !103
  %81 = getelementptr inbounds i8, ptr %2, i64 40930, !dbg !101
  %82 = load i8, ptr %81, align 2, !dbg !101, !tbaa !92
  %83 = zext i8 %82 to i32, !dbg !101
  %84 = add i32 %80, %83, !dbg !104
    #dbg_value(i32 %84, !78, !DIExpression(), !82)
    #dbg_value(i64 45023, !79, !DIExpression(), !100)
  %85 = mul i32 %84, 31, !dbg !103
  %86 = getelementptr inbounds i8, ptr %2, i64 45023, !dbg !101
  %87 = load i8, ptr %86, align 1, !dbg !101, !tbaa !92
  %88 = zext i8 %87 to i32, !dbg !101
  %89 = add i32 %85, %88, !dbg !104
    #dbg_value(i32 %89, !78, !DIExpression(), !82)
    #dbg_value(i64 49116, !79, !DIExpression(), !100)
  %90 = mul i32 %89, 31, !dbg !103
  %91 = getelementptr inbounds i8, ptr %2, i64 49116, !dbg !101
  %92 = load i8, ptr %91, align 4, !dbg !101, !tbaa !92
  %93 = zext i8 %92 to i32, !dbg !101
  %94 = add i32 %90, %93, !dbg !104
    #dbg_value(i32 %94, !78, !DIExpression(), !82)
    #dbg_value(i64 53209, !79, !DIExpression(), !100)
  %95 = mul i32 %94, 31, !dbg !103
  %96 = getelementptr inbounds i8, ptr %2, i64 53209, !dbg !101
  %97 = load i8, ptr %96, align 1, !dbg !101, !tbaa !92
  %98 = zext i8 %97 to i32, !dbg !101
  %99 = add i32 %95, %98, !dbg !104
    #dbg_value(i32 %99, !78, !DIExpression(), !82)
    #dbg_value(i64 57302, !79, !DIExpression(), !100)
  %100 = mul i32 %99, 31, !dbg !103
  %101 = getelementptr inbounds i8, ptr %2, i64 57302, !dbg !101
  %102 = load i8, ptr %101, align 2, !dbg !101, !tbaa !92
  %103 = zext i8 %102 to i32, !dbg !101
  %104 = add i32 %100, %103, !dbg !104
    #dbg_value(i32 %104, !78, !DIExpression(), !82)
    #dbg_value(i64 61395, !79, !DIExpression(), !100)
  %105 = mul i32 %104, 31, !dbg !103
  %106 = getelementptr inbounds i8, ptr %2, i64 61395, !dbg !101
  %107 = load i8, ptr %106, align 1, !dbg !101, !tbaa !92
  %108 = zext i8 %107 to i32, !dbg !101
  %109 = add i32 %105, %108, !dbg !104
    #dbg_value(i32 %109, !78, !DIExpression(), !82)
    #dbg_value(i64 65488, !79, !DIExpression(), !100)
  %110 = mul i32 %109, 31, !dbg !103
  %111 = getelementptr inbounds i8, ptr %2, i64 65488, !dbg !101
  %112 = load i8, ptr %111, align 16, !dbg !101, !tbaa !92
  %113 = zext i8 %112 to i32, !dbg !101
  %114 = add i32 %110, %113, !dbg !104
    #dbg_value(i32 %114, !78, !DIExpression(), !82)
    #dbg_value(i64 69581, !79, !DIExpression(), !100)
  %115 = mul i32 %114, 31, !dbg !103
  %116 = getelementptr inbounds i8, ptr %2, i64 69581, !dbg !101
  %117 = load i8, ptr %116, align 1, !dbg !101, !tbaa !92
  %118 = zext i8 %117 to i32, !dbg !101
  %119 = add i32 %115, %118, !dbg !104
    #dbg_value(i32 %119, !78, !DIExpression(), !82)
    #dbg_value(i64 73674, !79, !DIExpression(), !100)
  %120 = getelementptr inbounds i8, ptr %2, i64 71679, !dbg !105
  %121 = load i8, ptr %120, align 1, !dbg !105, !tbaa !92
  %122 = zext i8 %121 to i32, !dbg !105
  %123 = xor i32 %119, %122, !dbg !106
  call void @llvm.lifetime.end.p0(i64 71680, ptr nonnull %2) #8, !dbg !107
  ret i32 %123, !dbg !108
}

; Function Attrs: nofree noinline norecurse nounwind memory(inaccessiblemem: readwrite) uwtable
define internal fastcc i64 @frame200k() unnamed_addr #3 !dbg !109 {
  %1 = alloca i32, align 4, !DIAssignID !126
    #dbg_assign(i1 undef, !114, !DIExpression(), !126, ptr %1, !DIExpression(), !127)
  %2 = alloca [25600 x i64], align 16, !DIAssignID !128
    #dbg_assign(i1 undef, !116, !DIExpression(), !128, ptr %2, !DIExpression(), !127)
  %3 = alloca i32, align 4, !DIAssignID !129
    #dbg_assign(i1 undef, !120, !DIExpression(), !129, ptr %3, !DIExpression(), !127)
    #dbg_value(i32 3, !113, !DIExpression(), !127)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %1), !dbg !130
  store volatile i32 3, ptr %1, align 4, !dbg !131, !tbaa !132, !DIAssignID !134
    #dbg_assign(i32 3, !114, !DIExpression(), !134, ptr %1, !DIExpression(), !127)
  call void @llvm.lifetime.start.p0(i64 204800, ptr nonnull %2) #8, !dbg !135
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %3), !dbg !136
  store volatile i32 6, ptr %3, align 4, !dbg !137, !tbaa !132, !DIAssignID !138
    #dbg_assign(i32 6, !120, !DIExpression(), !138, ptr %3, !DIExpression(), !127)
    #dbg_value(i32 0, !121, !DIExpression(), !139)
  br label %4, !dbg !140

4:                                                ; preds = %4, %0
  %5 = phi i64 [ 0, %0 ], [ %14, %4 ], !dbg !141
  %6 = phi <2 x i64> [ <i64 0, i64 1>, %0 ], [ %15, %4 ]
  %7 = add <2 x i64> %6, <i64 2, i64 2>
  %8 = mul nuw nsw <2 x i64> %6, %6, !dbg !143
  %9 = mul nuw nsw <2 x i64> %7, %7, !dbg !143
  %10 = add nuw nsw <2 x i64> %8, <i64 3, i64 3>, !dbg !144
  %11 = add nuw nsw <2 x i64> %9, <i64 3, i64 3>, !dbg !144
  %12 = getelementptr inbounds [25600 x i64], ptr %2, i64 0, i64 %5, !dbg !145
  %13 = getelementptr inbounds i8, ptr %12, i64 16, !dbg !146
  store <2 x i64> %10, ptr %12, align 16, !dbg !146, !tbaa !147
  store <2 x i64> %11, ptr %13, align 16, !dbg !146, !tbaa !147
  %14 = add nuw i64 %5, 4, !dbg !141
  %15 = add <2 x i64> %6, <i64 4, i64 4>
  %16 = icmp eq i64 %14, 25600, !dbg !141
  br i1 %16, label %24, label %4, !dbg !141, !llvm.loop !149

17:                                               ; preds = %24
  %18 = load volatile i32, ptr %1, align 4, !dbg !153, !tbaa !132
  %19 = sext i32 %18 to i64, !dbg !154
  %20 = add i64 %37, %19, !dbg !155
  %21 = load volatile i32, ptr %3, align 4, !dbg !156, !tbaa !132
  %22 = sext i32 %21 to i64, !dbg !157
  %23 = add i64 %20, %22, !dbg !158
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %3), !dbg !159
  call void @llvm.lifetime.end.p0(i64 204800, ptr nonnull %2) #8, !dbg !159
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %1), !dbg !159
  ret i64 %23, !dbg !160

24:                                               ; preds = %4, %24
  %25 = phi i64 [ %38, %24 ], [ 25599, %4 ]
  %26 = phi i64 [ %37, %24 ], [ 0, %4 ]
    #dbg_value(i64 %25, !124, !DIExpression(), !161)
    #dbg_value(i64 %26, !123, !DIExpression(), !127)
  %27 = getelementptr inbounds [25600 x i64], ptr %2, i64 0, i64 %25, !dbg !162
  %28 = load i64, ptr %27, align 8, !dbg !162, !tbaa !147
  %29 = add i64 %28, %26, !dbg !164
    #dbg_value(i64 %29, !123, !DIExpression(), !127)
  %30 = add nsw i64 %25, -511, !dbg !165
    #dbg_value(i64 %30, !124, !DIExpression(), !161)
  %31 = getelementptr inbounds [25600 x i64], ptr %2, i64 0, i64 %30, !dbg !162
  %32 = load i64, ptr %31, align 8, !dbg !162, !tbaa !147
  %33 = add i64 %32, %29, !dbg !164
    #dbg_value(i64 %33, !123, !DIExpression(), !127)
  %34 = add nsw i64 %25, -1022, !dbg !165
    #dbg_value(i64 %34, !124, !DIExpression(), !161)
  %35 = getelementptr inbounds [25600 x i64], ptr %2, i64 0, i64 %34, !dbg !162
  %36 = load i64, ptr %35, align 8, !dbg !162, !tbaa !147
  %37 = add i64 %36, %33, !dbg !164
    #dbg_value(i64 %37, !123, !DIExpression(), !127)
  %38 = add nsw i64 %25, -1533, !dbg !165
    #dbg_value(i64 %38, !124, !DIExpression(), !161)
  %39 = icmp ugt i64 %34, 510, !dbg !166
  br i1 %39, label %24, label %17, !dbg !167, !llvm.loop !168
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(none) uwtable
define internal fastcc i32 @frame1m() unnamed_addr #2 !dbg !170 {
  %1 = alloca [1048576 x i8], align 16, !DIAssignID !179
    #dbg_assign(i1 undef, !172, !DIExpression(), !179, ptr %1, !DIExpression(), !180)
  call void @llvm.lifetime.start.p0(i64 1048576, ptr nonnull %1) #8, !dbg !181
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(1048576) %1, i8 120, i64 1048576, i1 false), !dbg !182, !DIAssignID !183
    #dbg_assign(i1 undef, !172, !DIExpression(), !183, ptr %1, !DIExpression(), !180)
  %2 = getelementptr inbounds i8, ptr %1, i64 12345, !dbg !184
  store i8 121, ptr %2, align 1, !dbg !185, !tbaa !92, !DIAssignID !186
    #dbg_assign(i8 121, !172, !DIExpression(DW_OP_LLVM_fragment, 98760, 8), !186, ptr %2, !DIExpression(), !180)
  %3 = getelementptr inbounds i8, ptr %1, i64 1048575, !dbg !187
  store i8 122, ptr %3, align 1, !dbg !188, !tbaa !92, !DIAssignID !189
    #dbg_assign(i8 122, !172, !DIExpression(DW_OP_LLVM_fragment, 8388600, 8), !189, ptr %3, !DIExpression(), !180)
    #dbg_value(i32 0, !176, !DIExpression(), !180)
    #dbg_value(i64 0, !177, !DIExpression(), !190)
  br label %4, !dbg !191

4:                                                ; preds = %4, %0
  %5 = phi i64 [ 0, %0 ], [ %46, %4 ]
  %6 = phi <4 x i32> [ zeroinitializer, %0 ], [ %44, %4 ]
  %7 = phi <4 x i32> [ zeroinitializer, %0 ], [ %45, %4 ]
  %8 = mul i64 %5, 1000, !dbg !191
  %9 = add i64 %8, 1000, !dbg !191
  %10 = add i64 %8, 2000, !dbg !191
  %11 = add i64 %8, 3000, !dbg !191
  %12 = add i64 %8, 4000, !dbg !191
  %13 = add i64 %8, 5000, !dbg !191
  %14 = add i64 %8, 6000, !dbg !191
  %15 = add i64 %8, 7000, !dbg !191
  %16 = getelementptr inbounds [1048576 x i8], ptr %1, i64 0, i64 %8, !dbg !192
  %17 = getelementptr inbounds [1048576 x i8], ptr %1, i64 0, i64 %9, !dbg !192
  %18 = getelementptr inbounds [1048576 x i8], ptr %1, i64 0, i64 %10, !dbg !192
  %19 = getelementptr inbounds [1048576 x i8], ptr %1, i64 0, i64 %11, !dbg !192
  %20 = getelementptr inbounds [1048576 x i8], ptr %1, i64 0, i64 %12, !dbg !192
  %21 = getelementptr inbounds [1048576 x i8], ptr %1, i64 0, i64 %13, !dbg !192
  %22 = getelementptr inbounds [1048576 x i8], ptr %1, i64 0, i64 %14, !dbg !192
  %23 = getelementptr inbounds [1048576 x i8], ptr %1, i64 0, i64 %15, !dbg !192
  %24 = load i8, ptr %16, align 16, !dbg !192, !tbaa !92
  %25 = load i8, ptr %17, align 8, !dbg !192, !tbaa !92
  %26 = load i8, ptr %18, align 16, !dbg !192, !tbaa !92
  %27 = load i8, ptr %19, align 8, !dbg !192, !tbaa !92
  %28 = insertelement <4 x i8> poison, i8 %24, i64 0, !dbg !192
  %29 = insertelement <4 x i8> %28, i8 %25, i64 1, !dbg !192
  %30 = insertelement <4 x i8> %29, i8 %26, i64 2, !dbg !192
  %31 = insertelement <4 x i8> %30, i8 %27, i64 3, !dbg !192
  %32 = load i8, ptr %20, align 16, !dbg !192, !tbaa !92
  %33 = load i8, ptr %21, align 8, !dbg !192, !tbaa !92
  %34 = load i8, ptr %22, align 16, !dbg !192, !tbaa !92
  %35 = load i8, ptr %23, align 8, !dbg !192, !tbaa !92
  %36 = insertelement <4 x i8> poison, i8 %32, i64 0, !dbg !191
  %37 = insertelement <4 x i8> %36, i8 %33, i64 1, !dbg !191
  %38 = insertelement <4 x i8> %37, i8 %34, i64 2, !dbg !191
  %39 = insertelement <4 x i8> %38, i8 %35, i64 3, !dbg !191
  %40 = icmp eq <4 x i8> %31, <i8 120, i8 120, i8 120, i8 120>, !dbg !191
  %41 = icmp eq <4 x i8> %39, <i8 120, i8 120, i8 120, i8 120>, !dbg !191
  %42 = zext <4 x i1> %40 to <4 x i32>, !dbg !194
  %43 = zext <4 x i1> %41 to <4 x i32>, !dbg !194
  %44 = add <4 x i32> %6, %42, !dbg !195
  %45 = add <4 x i32> %7, %43, !dbg !195
  %46 = add nuw i64 %5, 8
  %47 = icmp eq i64 %46, 1048
  br i1 %47, label %48, label %4, !llvm.loop !196

48:                                               ; preds = %4
  %49 = add <4 x i32> %45, %44, !dbg !191
  %50 = tail call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %49), !dbg !191
    #dbg_value(i64 1048000, !177, !DIExpression(), !190)
    #dbg_value(i32 %50, !176, !DIExpression(), !180)
  %51 = getelementptr inbounds i8, ptr %1, i64 1048000, !dbg !192
  %52 = load i8, ptr %51, align 16, !dbg !192, !tbaa !92
  %53 = icmp eq i8 %52, 120, !dbg !194
  %54 = zext i1 %53 to i32, !dbg !194
  %55 = add nuw nsw i32 %50, %54, !dbg !195
    #dbg_value(i32 %55, !176, !DIExpression(), !180)
    #dbg_value(i64 1049000, !177, !DIExpression(), !190)
  %56 = add nuw nsw i32 %55, 2, !dbg !198
  call void @llvm.lifetime.end.p0(i64 1048576, ptr nonnull %1) #8, !dbg !199
  ret i32 %56, !dbg !200
}

; Function Attrs: nofree noinline nosync nounwind memory(none) uwtable
define internal fastcc i32 @recurse(i32 noundef %0) unnamed_addr #4 !dbg !201 {
  %2 = alloca [25000 x i32], align 16, !DIAssignID !213
    #dbg_assign(i1 undef, !206, !DIExpression(), !213, ptr %2, !DIExpression(), !214)
    #dbg_value(i32 %0, !205, !DIExpression(), !214)
  call void @llvm.lifetime.start.p0(i64 100000, ptr nonnull %2) #8, !dbg !215
    #dbg_value(i32 0, !210, !DIExpression(), !216)
  %3 = mul nsw i32 %0, 100000
  %4 = insertelement <4 x i32> poison, i32 %3, i64 0, !dbg !217
  %5 = shufflevector <4 x i32> %4, <4 x i32> poison, <4 x i32> zeroinitializer, !dbg !217
  br label %6, !dbg !217

6:                                                ; preds = %15, %1
  %7 = phi i64 [ 0, %1 ], [ %23, %15 ], !dbg !218
  %8 = phi <4 x i32> [ <i32 0, i32 1, i32 2, i32 3>, %1 ], [ %24, %15 ], !dbg !220
  %9 = add <4 x i32> %8, <i32 4, i32 4, i32 4, i32 4>, !dbg !220
  %10 = getelementptr inbounds [25000 x i32], ptr %2, i64 0, i64 %7, !dbg !221
  %11 = add <4 x i32> %5, %8, !dbg !220
  %12 = add <4 x i32> %5, %9, !dbg !220
  %13 = getelementptr inbounds i8, ptr %10, i64 16, !dbg !220
  store <4 x i32> %11, ptr %10, align 16, !dbg !220, !tbaa !132
  store <4 x i32> %12, ptr %13, align 16, !dbg !220, !tbaa !132
  %14 = icmp eq i64 %7, 24992, !dbg !218
  br i1 %14, label %25, label %15, !dbg !218, !llvm.loop !222

15:                                               ; preds = %6
  %16 = or disjoint i64 %7, 8, !dbg !218
  %17 = add <4 x i32> %8, <i32 8, i32 8, i32 8, i32 8>, !dbg !220
  %18 = add <4 x i32> %8, <i32 12, i32 12, i32 12, i32 12>, !dbg !220
  %19 = getelementptr inbounds [25000 x i32], ptr %2, i64 0, i64 %16, !dbg !221
  %20 = add <4 x i32> %5, %17, !dbg !220
  %21 = add <4 x i32> %5, %18, !dbg !220
  %22 = getelementptr inbounds i8, ptr %19, i64 16, !dbg !220
  store <4 x i32> %20, ptr %19, align 16, !dbg !220, !tbaa !132
  store <4 x i32> %21, ptr %22, align 16, !dbg !220, !tbaa !132
  %23 = add nuw nsw i64 %7, 16, !dbg !218
  %24 = add <4 x i32> %8, <i32 16, i32 16, i32 16, i32 16>, !dbg !220
  br label %6

25:                                               ; preds = %6
  %26 = icmp sgt i32 %0, 0, !dbg !224
  br i1 %26, label %27, label %31, !dbg !225

27:                                               ; preds = %25
  %28 = add nsw i32 %0, -1, !dbg !226
  %29 = tail call fastcc i32 @recurse(i32 noundef %28), !dbg !227
  %30 = mul i32 %29, 7, !dbg !228
  br label %31, !dbg !225

31:                                               ; preds = %25, %27
  %32 = phi i32 [ %30, %27 ], [ 0, %25 ], !dbg !225
    #dbg_value(i32 %32, !212, !DIExpression(), !214)
  %33 = mul nsw i32 %0, 1000, !dbg !229
  %34 = sext i32 %33 to i64, !dbg !230
  %35 = getelementptr inbounds [25000 x i32], ptr %2, i64 0, i64 %34, !dbg !230
  %36 = load i32, ptr %35, align 16, !dbg !230, !tbaa !132
  %37 = add i32 %36, %32, !dbg !231
  %38 = getelementptr inbounds i8, ptr %2, i64 99996, !dbg !232
  %39 = load i32, ptr %38, align 4, !dbg !232, !tbaa !132
  %40 = add i32 %37, %39, !dbg !233
  call void @llvm.lifetime.end.p0(i64 100000, ptr nonnull %2) #8, !dbg !234
  ret i32 %40, !dbg !235
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #5

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #6

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.add.v4i32(<4 x i32>) #7

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree noinline norecurse nosync nounwind memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree noinline norecurse nounwind memory(inaccessiblemem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree noinline nosync nounwind memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #6 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #7 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #8 = { nounwind }

!llvm.dbg.cu = !{!22}
!llvm.module.flags = !{!36, !37, !38, !39, !40, !41, !42}
!llvm.ident = !{!43}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 42, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "programs/stack_arrays_over_64k.c", directory: ".", checksumkind: CSK_MD5, checksum: "2c61689f0e5cd28da55d8a0120f2b216")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 120, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 15)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 43, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 128, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 16)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 44, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 96, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 12)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(scope: null, file: !2, line: 45, type: !19, isLocal: true, isDefinition: true)
!19 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 112, elements: !20)
!20 = !{!21}
!21 = !DISubrange(count: 14)
!22 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !23, globals: !35, splitDebugInlining: false, nameTableKind: None)
!23 = !{!24, !25, !26, !27, !32}
!24 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!25 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!26 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!27 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint64_t", file: !28, line: 27, baseType: !29)
!28 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-uintn.h", directory: "", checksumkind: CSK_MD5, checksum: "2bf2ae53c58c01b1a1b9383b5195125c")
!29 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint64_t", file: !30, line: 45, baseType: !31)
!30 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!31 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!32 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint32_t", file: !28, line: 26, baseType: !33)
!33 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint32_t", file: !30, line: 42, baseType: !34)
!34 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!35 = !{!0, !7, !12, !17}
!36 = !{i32 7, !"Dwarf Version", i32 5}
!37 = !{i32 2, !"Debug Info Version", i32 3}
!38 = !{i32 1, !"wchar_size", i32 4}
!39 = !{i32 8, !"PIC Level", i32 2}
!40 = !{i32 7, !"PIE Level", i32 2}
!41 = !{i32 7, !"uwtable", i32 2}
!42 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!43 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!44 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 41, type: !45, scopeLine: 41, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !22)
!45 = !DISubroutineType(types: !46)
!46 = !{!25}
!47 = !DILocation(line: 42, column: 31, scope: !44)
!48 = !DILocation(line: 42, column: 5, scope: !44)
!49 = !DILocation(line: 43, column: 52, scope: !44)
!50 = !DILocation(line: 43, column: 5, scope: !44)
!51 = !DILocation(line: 44, column: 28, scope: !44)
!52 = !DILocation(line: 44, column: 5, scope: !44)
!53 = !DILocation(line: 45, column: 30, scope: !44)
!54 = !DILocation(line: 45, column: 5, scope: !44)
!55 = !DILocation(line: 46, column: 18, scope: !44)
!56 = !DILocation(line: 46, column: 30, scope: !44)
!57 = !DILocation(line: 46, column: 5, scope: !44)
!58 = !DISubprogram(name: "printf", scope: !59, file: !59, line: 356, type: !60, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!59 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!60 = !DISubroutineType(types: !61)
!61 = !{!25, !62, null}
!62 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !63)
!63 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !64, size: 64)
!64 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!65 = distinct !DISubprogram(name: "frame70k", scope: !2, file: !2, line: 10, type: !66, scopeLine: 10, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !22, retainedNodes: !68)
!66 = !DISubroutineType(types: !67)
!67 = !{!32, !32}
!68 = !{!69, !70, !74, !78, !79}
!69 = !DILocalVariable(name: "seed", arg: 1, scope: !65, file: !2, line: 10, type: !32)
!70 = !DILocalVariable(name: "buf", scope: !65, file: !2, line: 11, type: !71)
!71 = !DICompositeType(tag: DW_TAG_array_type, baseType: !26, size: 573440, elements: !72)
!72 = !{!73}
!73 = !DISubrange(count: 71680)
!74 = !DILocalVariable(name: "i", scope: !75, file: !2, line: 12, type: !76)
!75 = distinct !DILexicalBlock(scope: !65, file: !2, line: 12, column: 5)
!76 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !77, line: 18, baseType: !31)
!77 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stddef_size_t.h", directory: "", checksumkind: CSK_MD5, checksum: "2c44e821a2b1951cde2eb0fb2e656867")
!78 = !DILocalVariable(name: "h", scope: !65, file: !2, line: 13, type: !32)
!79 = !DILocalVariable(name: "i", scope: !80, file: !2, line: 14, type: !76)
!80 = distinct !DILexicalBlock(scope: !65, file: !2, line: 14, column: 5)
!81 = distinct !DIAssignID()
!82 = !DILocation(line: 0, scope: !65)
!83 = !DILocation(line: 11, column: 5, scope: !65)
!84 = !DILocation(line: 0, scope: !75)
!85 = !DILocation(line: 12, column: 5, scope: !75)
!86 = !DILocation(line: 12, column: 79, scope: !87)
!87 = distinct !DILexicalBlock(scope: !75, file: !2, line: 12, column: 5)
!88 = !DILocation(line: 12, column: 75, scope: !87)
!89 = !DILocation(line: 12, column: 54, scope: !87)
!90 = !DILocation(line: 12, column: 45, scope: !87)
!91 = !DILocation(line: 12, column: 52, scope: !87)
!92 = !{!93, !93, i64 0}
!93 = !{!"omnipotent char", !94, i64 0}
!94 = !{!"Simple C/C++ TBAA"}
!95 = !DILocation(line: 12, column: 41, scope: !87)
!96 = !DILocation(line: 12, column: 26, scope: !87)
!97 = distinct !{!97, !85, !98, !99}
!98 = !DILocation(line: 12, column: 83, scope: !75)
!99 = !{!"llvm.loop.mustprogress"}
!100 = !DILocation(line: 0, scope: !80)
!101 = !DILocation(line: 14, column: 64, scope: !102)
!102 = distinct !DILexicalBlock(scope: !80, file: !2, line: 14, column: 5)
!103 = !DILocation(line: 14, column: 57, scope: !102)
!104 = !DILocation(line: 14, column: 62, scope: !102)
!105 = !DILocation(line: 15, column: 16, scope: !65)
!106 = !DILocation(line: 15, column: 14, scope: !65)
!107 = !DILocation(line: 16, column: 1, scope: !65)
!108 = !DILocation(line: 15, column: 5, scope: !65)
!109 = distinct !DISubprogram(name: "frame200k", scope: !2, file: !2, line: 17, type: !110, scopeLine: 17, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !22, retainedNodes: !112)
!110 = !DISubroutineType(cc: DW_CC_nocall, types: !111)
!111 = !{!27, !25}
!112 = !{!113, !114, !116, !120, !121, !123, !124}
!113 = !DILocalVariable(name: "n", arg: 1, scope: !109, file: !2, line: 17, type: !25)
!114 = !DILocalVariable(name: "first", scope: !109, file: !2, line: 18, type: !115)
!115 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !25)
!116 = !DILocalVariable(name: "big", scope: !109, file: !2, line: 19, type: !117)
!117 = !DICompositeType(tag: DW_TAG_array_type, baseType: !27, size: 1638400, elements: !118)
!118 = !{!119}
!119 = !DISubrange(count: 25600)
!120 = !DILocalVariable(name: "last", scope: !109, file: !2, line: 20, type: !115)
!121 = !DILocalVariable(name: "i", scope: !122, file: !2, line: 21, type: !25)
!122 = distinct !DILexicalBlock(scope: !109, file: !2, line: 21, column: 5)
!123 = !DILocalVariable(name: "s", scope: !109, file: !2, line: 22, type: !27)
!124 = !DILocalVariable(name: "i", scope: !125, file: !2, line: 23, type: !25)
!125 = distinct !DILexicalBlock(scope: !109, file: !2, line: 23, column: 5)
!126 = distinct !DIAssignID()
!127 = !DILocation(line: 0, scope: !109)
!128 = distinct !DIAssignID()
!129 = distinct !DIAssignID()
!130 = !DILocation(line: 18, column: 5, scope: !109)
!131 = !DILocation(line: 18, column: 18, scope: !109)
!132 = !{!133, !133, i64 0}
!133 = !{!"int", !93, i64 0}
!134 = distinct !DIAssignID()
!135 = !DILocation(line: 19, column: 5, scope: !109)
!136 = !DILocation(line: 20, column: 5, scope: !109)
!137 = !DILocation(line: 20, column: 18, scope: !109)
!138 = distinct !DIAssignID()
!139 = !DILocation(line: 0, scope: !122)
!140 = !DILocation(line: 21, column: 5, scope: !122)
!141 = !DILocation(line: 21, column: 33, scope: !142)
!142 = distinct !DILexicalBlock(scope: !122, file: !2, line: 21, column: 5)
!143 = !DILocation(line: 21, column: 58, scope: !142)
!144 = !DILocation(line: 21, column: 62, scope: !142)
!145 = !DILocation(line: 21, column: 37, scope: !142)
!146 = !DILocation(line: 21, column: 44, scope: !142)
!147 = !{!148, !148, i64 0}
!148 = !{!"long", !93, i64 0}
!149 = distinct !{!149, !140, !150, !99, !151, !152}
!150 = !DILocation(line: 21, column: 74, scope: !122)
!151 = !{!"llvm.loop.isvectorized", i32 1}
!152 = !{!"llvm.loop.unroll.runtime.disable"}
!153 = !DILocation(line: 24, column: 26, scope: !109)
!154 = !DILocation(line: 24, column: 16, scope: !109)
!155 = !DILocation(line: 24, column: 14, scope: !109)
!156 = !DILocation(line: 24, column: 44, scope: !109)
!157 = !DILocation(line: 24, column: 34, scope: !109)
!158 = !DILocation(line: 24, column: 32, scope: !109)
!159 = !DILocation(line: 25, column: 1, scope: !109)
!160 = !DILocation(line: 24, column: 5, scope: !109)
!161 = !DILocation(line: 0, scope: !125)
!162 = !DILocation(line: 23, column: 48, scope: !163)
!163 = distinct !DILexicalBlock(scope: !125, file: !2, line: 23, column: 5)
!164 = !DILocation(line: 23, column: 45, scope: !163)
!165 = !DILocation(line: 23, column: 35, scope: !163)
!166 = !DILocation(line: 23, column: 27, scope: !163)
!167 = !DILocation(line: 23, column: 5, scope: !125)
!168 = distinct !{!168, !167, !169, !99}
!169 = !DILocation(line: 23, column: 53, scope: !125)
!170 = distinct !DISubprogram(name: "frame1m", scope: !2, file: !2, line: 26, type: !45, scopeLine: 26, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !22, retainedNodes: !171)
!171 = !{!172, !176, !177}
!172 = !DILocalVariable(name: "mega", scope: !170, file: !2, line: 27, type: !173)
!173 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 8388608, elements: !174)
!174 = !{!175}
!175 = !DISubrange(count: 1048576)
!176 = !DILocalVariable(name: "c", scope: !170, file: !2, line: 30, type: !25)
!177 = !DILocalVariable(name: "i", scope: !178, file: !2, line: 31, type: !76)
!178 = distinct !DILexicalBlock(scope: !170, file: !2, line: 31, column: 5)
!179 = distinct !DIAssignID()
!180 = !DILocation(line: 0, scope: !170)
!181 = !DILocation(line: 27, column: 5, scope: !170)
!182 = !DILocation(line: 28, column: 5, scope: !170)
!183 = distinct !DIAssignID()
!184 = !DILocation(line: 29, column: 5, scope: !170)
!185 = !DILocation(line: 29, column: 17, scope: !170)
!186 = distinct !DIAssignID()
!187 = !DILocation(line: 29, column: 24, scope: !170)
!188 = !DILocation(line: 29, column: 46, scope: !170)
!189 = distinct !DIAssignID()
!190 = !DILocation(line: 0, scope: !178)
!191 = !DILocation(line: 31, column: 5, scope: !178)
!192 = !DILocation(line: 31, column: 57, scope: !193)
!193 = distinct !DILexicalBlock(scope: !178, file: !2, line: 31, column: 5)
!194 = !DILocation(line: 31, column: 65, scope: !193)
!195 = !DILocation(line: 31, column: 54, scope: !193)
!196 = distinct !{!196, !191, !197, !99, !151, !152}
!197 = !DILocation(line: 31, column: 68, scope: !178)
!198 = !DILocation(line: 32, column: 37, scope: !170)
!199 = !DILocation(line: 33, column: 1, scope: !170)
!200 = !DILocation(line: 32, column: 5, scope: !170)
!201 = distinct !DISubprogram(name: "recurse", scope: !2, file: !2, line: 34, type: !202, scopeLine: 34, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !22, retainedNodes: !204)
!202 = !DISubroutineType(types: !203)
!203 = !{!32, !25}
!204 = !{!205, !206, !210, !212}
!205 = !DILocalVariable(name: "depth", arg: 1, scope: !201, file: !2, line: 34, type: !25)
!206 = !DILocalVariable(name: "arr", scope: !201, file: !2, line: 35, type: !207)
!207 = !DICompositeType(tag: DW_TAG_array_type, baseType: !32, size: 800000, elements: !208)
!208 = !{!209}
!209 = !DISubrange(count: 25000)
!210 = !DILocalVariable(name: "i", scope: !211, file: !2, line: 36, type: !25)
!211 = distinct !DILexicalBlock(scope: !201, file: !2, line: 36, column: 5)
!212 = !DILocalVariable(name: "below", scope: !201, file: !2, line: 37, type: !32)
!213 = distinct !DIAssignID()
!214 = !DILocation(line: 0, scope: !201)
!215 = !DILocation(line: 35, column: 5, scope: !201)
!216 = !DILocation(line: 0, scope: !211)
!217 = !DILocation(line: 36, column: 5, scope: !211)
!218 = !DILocation(line: 36, column: 33, scope: !219)
!219 = distinct !DILexicalBlock(scope: !211, file: !2, line: 36, column: 5)
!220 = !DILocation(line: 36, column: 44, scope: !219)
!221 = !DILocation(line: 36, column: 37, scope: !219)
!222 = distinct !{!222, !217, !223, !99, !151, !152}
!223 = !DILocation(line: 36, column: 75, scope: !211)
!224 = !DILocation(line: 37, column: 28, scope: !201)
!225 = !DILocation(line: 37, column: 22, scope: !201)
!226 = !DILocation(line: 37, column: 48, scope: !201)
!227 = !DILocation(line: 37, column: 34, scope: !201)
!228 = !DILocation(line: 38, column: 18, scope: !201)
!229 = !DILocation(line: 38, column: 34, scope: !201)
!230 = !DILocation(line: 38, column: 24, scope: !201)
!231 = !DILocation(line: 38, column: 22, scope: !201)
!232 = !DILocation(line: 38, column: 44, scope: !201)
!233 = !DILocation(line: 38, column: 42, scope: !201)
!234 = !DILocation(line: 39, column: 1, scope: !201)
!235 = !DILocation(line: 38, column: 5, scope: !201)
