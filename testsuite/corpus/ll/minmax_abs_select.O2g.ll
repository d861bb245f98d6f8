; ModuleID = 'programs/minmax_abs_select.c'
source_filename = "programs/minmax_abs_select.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@__const.main.v = private unnamed_addr constant [16 x i64] [i64 -9223372036854775807, i64 -4000000000, i64 -70000, i64 -129, i64 -128, i64 -1, i64 0, i64 1, i64 127, i64 128, i64 255, i64 256, i64 40000, i64 70000, i64 4000000000, i64 9223372036854775807], align 16
@.str = private unnamed_addr constant [21 x i8] c"minmax hash %016llx\0A\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [64 x i8] c"%20lld sign=%2d abs=%20lld llabs=%20lld labs32=%ld imaxabs=%ld\0A\00", align 1, !dbg !7
@__const.main.arr = private unnamed_addr constant [4 x i32] [i32 10, i32 20, i32 30, i32 40], align 16
@.str.2 = private unnamed_addr constant [47 x i8] c"select_load %d %d select_index %d %d umin3 %u\0A\00", align 1, !dbg !12

; Function Attrs: nofree nounwind uwtable
define dso_local range(i32 0, 128) i32 @main() local_unnamed_addr #0 !dbg !53 {
  %1 = alloca [16 x i64], align 16, !DIAssignID !85
    #dbg_assign(i1 undef, !57, !DIExpression(), !85, ptr %1, !DIExpression(), !86)
  %2 = alloca i32, align 4, !DIAssignID !87
    #dbg_assign(i1 undef, !79, !DIExpression(), !87, ptr %2, !DIExpression(), !86)
  %3 = alloca i32, align 4, !DIAssignID !88
    #dbg_assign(i1 undef, !80, !DIExpression(), !88, ptr %3, !DIExpression(), !86)
    #dbg_assign(i1 undef, !81, !DIExpression(), !89, ptr @__const.main.arr, !DIExpression(), !86)
  call void @llvm.lifetime.start.p0(i64 128, ptr nonnull %1) #10, !dbg !90
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 16 %1, ptr align 16 @__const.main.v, i64 128, i1 true), !dbg !91, !DIAssignID !92
    #dbg_assign(i1 undef, !57, !DIExpression(), !92, ptr %1, !DIExpression(), !86)
    #dbg_value(i32 16, !65, !DIExpression(), !86)
    #dbg_value(i64 0, !66, !DIExpression(), !86)
    #dbg_value(i32 0, !68, !DIExpression(), !93)
  br label %4, !dbg !94

4:                                                ; preds = %0, %10
  %5 = phi i64 [ 0, %0 ], [ %11, %10 ]
  %6 = phi i64 [ 0, %0 ], [ %55, %10 ]
    #dbg_value(i64 %6, !66, !DIExpression(), !86)
    #dbg_value(i64 %5, !68, !DIExpression(), !93)
  %7 = getelementptr inbounds [16 x i64], ptr %1, i64 0, i64 %5
    #dbg_value(i64 %6, !66, !DIExpression(), !86)
    #dbg_value(i32 0, !70, !DIExpression(), !95)
  br label %13, !dbg !96

8:                                                ; preds = %10
  %9 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i64 noundef %55), !dbg !97
    #dbg_value(i32 0, !77, !DIExpression(), !98)
  br label %66, !dbg !99

10:                                               ; preds = %13
  %11 = add nuw nsw i64 %5, 1, !dbg !100
    #dbg_value(i64 %55, !66, !DIExpression(), !86)
    #dbg_value(i64 %11, !68, !DIExpression(), !93)
  %12 = icmp eq i64 %11, 16, !dbg !101
  br i1 %12, label %8, label %4, !dbg !94, !llvm.loop !102

13:                                               ; preds = %4, %13
  %14 = phi i64 [ 0, %4 ], [ %56, %13 ]
  %15 = phi i64 [ %6, %4 ], [ %55, %13 ]
    #dbg_value(i64 %15, !66, !DIExpression(), !86)
    #dbg_value(i64 %14, !70, !DIExpression(), !95)
  %16 = load volatile i64, ptr %7, align 8, !dbg !105, !tbaa !106
    #dbg_value(i64 %16, !73, !DIExpression(), !110)
  %17 = getelementptr inbounds [16 x i64], ptr %1, i64 0, i64 %14, !dbg !111
  %18 = load volatile i64, ptr %17, align 8, !dbg !111, !tbaa !106
    #dbg_value(i64 %18, !76, !DIExpression(), !110)
  %19 = mul i64 %15, 1000003, !dbg !112
  %20 = trunc i64 %16 to i8, !dbg !113
  %21 = trunc i64 %18 to i8, !dbg !114
  %22 = tail call fastcc signext i8 @min_i8(i8 noundef signext %20, i8 noundef signext %21), !dbg !115
  %23 = sext i8 %22 to i64, !dbg !116
  %24 = add i64 %19, %23, !dbg !117
  %25 = tail call fastcc zeroext i8 @max_u8(i8 noundef zeroext %20, i8 noundef zeroext %21), !dbg !118
  %26 = zext i8 %25 to i64, !dbg !118
  %27 = add i64 %24, %26, !dbg !119
  %28 = trunc i64 %16 to i16, !dbg !120
  %29 = trunc i64 %18 to i16, !dbg !121
  %30 = tail call fastcc signext i16 @min_i16(i16 noundef signext %28, i16 noundef signext %29), !dbg !122
  %31 = sext i16 %30 to i64, !dbg !123
  %32 = add i64 %27, %31, !dbg !124
  %33 = tail call fastcc zeroext i16 @max_u16(i16 noundef zeroext %28, i16 noundef zeroext %29), !dbg !125
  %34 = zext i16 %33 to i64, !dbg !125
  %35 = add i64 %32, %34, !dbg !126
  %36 = trunc i64 %16 to i32, !dbg !127
  %37 = trunc i64 %18 to i32, !dbg !128
  %38 = tail call fastcc i32 @min_i32(i32 noundef %36, i32 noundef %37), !dbg !129
  %39 = sext i32 %38 to i64, !dbg !130
  %40 = add i64 %35, %39, !dbg !131
  %41 = tail call fastcc i32 @max_u32(i32 noundef %36, i32 noundef %37), !dbg !132
  %42 = zext i32 %41 to i64, !dbg !132
  %43 = add i64 %40, %42, !dbg !133
  %44 = tail call fastcc i64 @max_i64(i64 noundef %16, i64 noundef %18), !dbg !134
  %45 = add i64 %43, %44, !dbg !135
  %46 = tail call fastcc i64 @min_u64(i64 noundef %16, i64 noundef %18), !dbg !136
  %47 = add i64 %45, %46, !dbg !137
    #dbg_value(i64 %47, !66, !DIExpression(), !86)
  %48 = tail call fastcc i64 @clamp_i64(i64 noundef %16, i64 noundef %18), !dbg !138
  %49 = tail call fastcc i32 @clamp_i32(i32 noundef %36), !dbg !139
  %50 = sext i32 %49 to i64, !dbg !140
  %51 = add i64 %48, %50, !dbg !141
  %52 = tail call fastcc zeroext i8 @clamp_u8(i8 noundef zeroext %20), !dbg !142
  %53 = zext i8 %52 to i64, !dbg !142
  %54 = add i64 %51, %53, !dbg !143
  %55 = xor i64 %54, %47, !dbg !144
    #dbg_value(i64 %55, !66, !DIExpression(), !86)
  %56 = add nuw nsw i64 %14, 1, !dbg !145
    #dbg_value(i64 %56, !70, !DIExpression(), !95)
  %57 = icmp eq i64 %56, 16, !dbg !146
  br i1 %57, label %10, label %13, !dbg !96, !llvm.loop !147

58:                                               ; preds = %84
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %2) #10, !dbg !149
  store i32 5, ptr %2, align 4, !dbg !150, !tbaa !151, !DIAssignID !153
    #dbg_assign(i32 5, !79, !DIExpression(), !153, ptr %2, !DIExpression(), !86)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %3) #10, !dbg !149
  store i32 9, ptr %3, align 4, !dbg !154, !tbaa !151, !DIAssignID !155
    #dbg_assign(i32 9, !80, !DIExpression(), !155, ptr %3, !DIExpression(), !86)
    #dbg_assign(i1 undef, !81, !DIExpression(), !156, ptr @__const.main.arr, !DIExpression(), !86)
  %59 = call fastcc i32 @select_load(ptr noundef nonnull %2, ptr noundef nonnull %3, i32 noundef 1), !dbg !157
  %60 = call fastcc i32 @select_load(ptr noundef nonnull %2, ptr noundef nonnull %3, i32 noundef 0), !dbg !158
  %61 = tail call fastcc i32 @select_index(ptr noundef nonnull @__const.main.arr, i32 noundef 3, i32 noundef 1), !dbg !159
  %62 = tail call fastcc i32 @select_index(ptr noundef nonnull @__const.main.arr, i32 noundef 0, i32 noundef 2), !dbg !160
  %63 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %59, i32 noundef %60, i32 noundef %61, i32 noundef %62, i32 noundef 3), !dbg !161
  %64 = trunc i64 %55 to i32, !dbg !162
  %65 = and i32 %64, 127, !dbg !162
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %3) #10, !dbg !163
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %2) #10, !dbg !163
  call void @llvm.lifetime.end.p0(i64 128, ptr nonnull %1) #10, !dbg !163
  ret i32 %65, !dbg !163

66:                                               ; preds = %8, %84
  %67 = phi i64 [ 0, %8 ], [ %92, %84 ]
    #dbg_value(i64 %67, !77, !DIExpression(), !98)
  %68 = getelementptr inbounds [16 x i64], ptr %1, i64 0, i64 %67, !dbg !164
  %69 = load volatile i64, ptr %68, align 8, !dbg !164, !tbaa !106
  %70 = load volatile i64, ptr %68, align 8, !dbg !166, !tbaa !106
  %71 = lshr i64 %70, 32, !dbg !167
  %72 = trunc nuw i64 %71 to i32, !dbg !168
  %73 = or i32 %72, 1, !dbg !168
  %74 = tail call fastcc i32 @sign32(i32 noundef %73), !dbg !169
  %75 = load volatile i64, ptr %68, align 8, !dbg !170, !tbaa !106
  %76 = tail call fastcc i64 @abs64_branchless(i64 noundef %75), !dbg !171
  %77 = load volatile i64, ptr %68, align 8, !dbg !172, !tbaa !106
  %78 = tail call i64 @llvm.abs.i64(i64 %77, i1 true), !dbg !173
  %79 = load volatile i64, ptr %68, align 8, !dbg !174, !tbaa !106
  %80 = and i64 %79, 4294967295, !dbg !175
  %81 = icmp eq i64 %80, 2147483648, !dbg !175
  br i1 %81, label %84, label %82, !dbg !176

82:                                               ; preds = %66
  %83 = load volatile i64, ptr %68, align 8, !dbg !177, !tbaa !106
  br label %84, !dbg !176

84:                                               ; preds = %66, %82
  %85 = phi i64 [ %83, %82 ], [ 0, %66 ], !dbg !176
  %86 = shl i64 %85, 32, !dbg !176
  %87 = ashr exact i64 %86, 32, !dbg !176
  %88 = tail call i64 @llvm.abs.i64(i64 %87, i1 true), !dbg !178
  %89 = load volatile i64, ptr %68, align 8, !dbg !179, !tbaa !106
  %90 = tail call i64 @imaxabs(i64 noundef %89) #11, !dbg !180
  %91 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i64 noundef %69, i32 noundef %74, i64 noundef %76, i64 noundef %78, i64 noundef %88, i64 noundef %90), !dbg !181
  %92 = add nuw nsw i64 %67, 1, !dbg !182
    #dbg_value(i64 %92, !77, !DIExpression(), !98)
  %93 = icmp eq i64 %92, 16, !dbg !183
  br i1 %93, label %58, label %66, !dbg !99, !llvm.loop !184
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef signext i8 @min_i8(i8 noundef signext %0, i8 noundef signext %1) unnamed_addr #3 !dbg !186 {
    #dbg_value(i8 %0, !190, !DIExpression(), !192)
    #dbg_value(i8 %1, !191, !DIExpression(), !192)
  %3 = tail call i8 @llvm.smin.i8(i8 %0, i8 %1), !dbg !193
  ret i8 %3, !dbg !193
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef zeroext i8 @max_u8(i8 noundef zeroext %0, i8 noundef zeroext %1) unnamed_addr #3 !dbg !194 {
    #dbg_value(i8 %0, !198, !DIExpression(), !200)
    #dbg_value(i8 %1, !199, !DIExpression(), !200)
  %3 = tail call i8 @llvm.umax.i8(i8 %0, i8 %1), !dbg !201
  ret i8 %3, !dbg !201
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef signext i16 @min_i16(i16 noundef signext %0, i16 noundef signext %1) unnamed_addr #3 !dbg !202 {
    #dbg_value(i16 %0, !206, !DIExpression(), !208)
    #dbg_value(i16 %1, !207, !DIExpression(), !208)
  %3 = tail call i16 @llvm.smin.i16(i16 %0, i16 %1), !dbg !209
  ret i16 %3, !dbg !209
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef zeroext i16 @max_u16(i16 noundef zeroext %0, i16 noundef zeroext %1) unnamed_addr #3 !dbg !210 {
    #dbg_value(i16 %0, !214, !DIExpression(), !216)
    #dbg_value(i16 %1, !215, !DIExpression(), !216)
  %3 = tail call i16 @llvm.umax.i16(i16 %0, i16 %1), !dbg !217
  ret i16 %3, !dbg !217
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef i32 @min_i32(i32 noundef %0, i32 noundef %1) unnamed_addr #3 !dbg !218 {
    #dbg_value(i32 %0, !222, !DIExpression(), !224)
    #dbg_value(i32 %1, !223, !DIExpression(), !224)
  %3 = tail call i32 @llvm.smin.i32(i32 %0, i32 %1), !dbg !225
  ret i32 %3, !dbg !225
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef i32 @max_u32(i32 noundef %0, i32 noundef %1) unnamed_addr #3 !dbg !226 {
    #dbg_value(i32 %0, !230, !DIExpression(), !232)
    #dbg_value(i32 %1, !231, !DIExpression(), !232)
  %3 = tail call i32 @llvm.umax.i32(i32 %0, i32 %1), !dbg !233
  ret i32 %3, !dbg !233
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef i64 @max_i64(i64 noundef %0, i64 noundef %1) unnamed_addr #3 !dbg !234 {
    #dbg_value(i64 %0, !238, !DIExpression(), !240)
    #dbg_value(i64 %1, !239, !DIExpression(), !240)
  %3 = tail call i64 @llvm.smax.i64(i64 %0, i64 %1), !dbg !241
  ret i64 %3, !dbg !241
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef i64 @min_u64(i64 noundef %0, i64 noundef %1) unnamed_addr #3 !dbg !242 {
    #dbg_value(i64 %0, !246, !DIExpression(), !248)
    #dbg_value(i64 %1, !247, !DIExpression(), !248)
  %3 = tail call i64 @llvm.umin.i64(i64 %0, i64 %1), !dbg !249
  ret i64 %3, !dbg !249
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef i64 @clamp_i64(i64 noundef %0, i64 noundef %1) unnamed_addr #3 !dbg !250 {
    #dbg_value(i64 %0, !254, !DIExpression(), !257)
    #dbg_value(i64 -1000, !255, !DIExpression(), !257)
    #dbg_value(i64 %1, !256, !DIExpression(), !257)
  %3 = icmp slt i64 %0, -1000, !dbg !258
  %4 = tail call i64 @llvm.smin.i64(i64 %0, i64 %1), !dbg !258
  %5 = select i1 %3, i64 -1000, i64 %4, !dbg !258
  ret i64 %5, !dbg !258
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef range(i32 -5, -2147483648) i32 @clamp_i32(i32 noundef %0) unnamed_addr #3 !dbg !259 {
    #dbg_value(i32 %0, !263, !DIExpression(), !266)
    #dbg_value(i32 -5, !264, !DIExpression(), !266)
    #dbg_value(i32 5, !265, !DIExpression(), !266)
  %2 = tail call i32 @llvm.smin.i32(i32 %0, i32 5), !dbg !267
  %3 = tail call i32 @llvm.smax.i32(i32 %2, i32 -5), !dbg !267
  ret i32 %3, !dbg !267
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef zeroext range(i8 10, 0) i8 @clamp_u8(i8 noundef zeroext %0) unnamed_addr #3 !dbg !268 {
    #dbg_value(i8 %0, !272, !DIExpression(), !275)
    #dbg_value(i8 10, !273, !DIExpression(), !275)
    #dbg_value(i8 -56, !274, !DIExpression(), !275)
  %2 = tail call i8 @llvm.umin.i8(i8 %0, i8 -56), !dbg !276
  %3 = tail call i8 @llvm.umax.i8(i8 %2, i8 10), !dbg !276
  ret i8 %3, !dbg !276
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare !dbg !277 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #4

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i32 -1, 2) i32 @sign32(i32 noundef %0) unnamed_addr #3 !dbg !284 {
    #dbg_value(i32 %0, !288, !DIExpression(), !289)
  %2 = ashr i32 %0, 31, !dbg !290
  %3 = icmp ne i32 %0, 0, !dbg !291
  %4 = zext i1 %3 to i32, !dbg !291
  %5 = or i32 %2, %4, !dbg !291
  ret i32 %5, !dbg !292
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc i64 @abs64_branchless(i64 noundef %0) unnamed_addr #3 !dbg !293 {
    #dbg_value(i64 %0, !297, !DIExpression(), !299)
    #dbg_value(i64 %0, !298, !DIExpression(DW_OP_constu, 63, DW_OP_shra, DW_OP_stack_value), !299)
  %2 = tail call i64 @llvm.abs.i64(i64 %0, i1 true), !dbg !300
  ret i64 %2, !dbg !301
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.abs.i64(i64, i1 immarg) #5

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
declare !dbg !302 i64 @imaxabs(i64 noundef) local_unnamed_addr #6

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(read, inaccessiblemem: none) uwtable
define internal fastcc i32 @select_load(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1, i32 noundef %2) unnamed_addr #7 !dbg !309 {
    #dbg_value(ptr %0, !315, !DIExpression(), !318)
    #dbg_value(ptr %1, !316, !DIExpression(), !318)
    #dbg_value(i32 %2, !317, !DIExpression(), !318)
  %4 = icmp eq i32 %2, 0, !dbg !319
  %5 = select i1 %4, ptr %1, ptr %0, !dbg !319
  %6 = load i32, ptr %5, align 4, !dbg !319, !tbaa !151
  ret i32 %6, !dbg !320
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define internal fastcc i32 @select_index(ptr nocapture noundef readonly %0, i32 noundef %1, i32 noundef %2) unnamed_addr #8 !dbg !321 {
    #dbg_value(ptr %0, !325, !DIExpression(), !328)
    #dbg_value(i32 %1, !326, !DIExpression(), !328)
    #dbg_value(i32 %2, !327, !DIExpression(), !328)
  %4 = tail call i32 @llvm.smin.i32(i32 %1, i32 %2), !dbg !329
  %5 = zext nneg i32 %4 to i64, !dbg !330
  %6 = getelementptr inbounds i32, ptr %0, i64 %5, !dbg !330
  %7 = load i32, ptr %6, align 4, !dbg !330, !tbaa !151
  ret i32 %7, !dbg !331
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #9

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i8 @llvm.smin.i8(i8, i8) #9

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umax.i32(i32, i32) #9

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i8 @llvm.umax.i8(i8, i8) #9

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i16 @llvm.smin.i16(i16, i16) #9

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i16 @llvm.umax.i16(i16, i16) #9

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.smax.i64(i64, i64) #9

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umin.i64(i64, i64) #9

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.smin.i64(i64, i64) #9

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i8 @llvm.umin.i8(i8, i8) #9

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #9

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { mustprogress nofree nosync nounwind willreturn memory(none) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(read, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #10 = { nounwind }
attributes #11 = { nounwind willreturn memory(none) }

!llvm.dbg.cu = !{!17}
!llvm.module.flags = !{!45, !46, !47, !48, !49, !50, !51}
!llvm.ident = !{!52}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 33, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "programs/minmax_abs_select.c", directory: ".", checksumkind: CSK_MD5, checksum: "d7991d0db682a97e57c84bb3dd1ffb09")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 168, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 21)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 35, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 512, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 64)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 38, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 376, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 47)
!17 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !18, globals: !44, splitDebugInlining: false, nameTableKind: None)
!18 = !{!19, !20, !25, !29, !32, !35, !38, !40, !43}
!19 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!20 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint64_t", file: !21, line: 27, baseType: !22)
!21 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-uintn.h", directory: "", checksumkind: CSK_MD5, checksum: "2bf2ae53c58c01b1a1b9383b5195125c")
!22 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint64_t", file: !23, line: 45, baseType: !24)
!23 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!24 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!25 = !DIDerivedType(tag: DW_TAG_typedef, name: "int8_t", file: !26, line: 24, baseType: !27)
!26 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-intn.h", directory: "", checksumkind: CSK_MD5, checksum: "55bcbdc3159515ebd91d351a70d505f4")
!27 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int8_t", file: !23, line: 37, baseType: !28)
!28 = !DIBasicType(name: "signed char", size: 8, encoding: DW_ATE_signed_char)
!29 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint8_t", file: !21, line: 24, baseType: !30)
!30 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint8_t", file: !23, line: 38, baseType: !31)
!31 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!32 = !DIDerivedType(tag: DW_TAG_typedef, name: "int16_t", file: !26, line: 25, baseType: !33)
!33 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int16_t", file: !23, line: 39, baseType: !34)
!34 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!35 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint16_t", file: !21, line: 25, baseType: !36)
!36 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint16_t", file: !23, line: 40, baseType: !37)
!37 = !DIBasicType(name: "unsigned short", size: 16, encoding: DW_ATE_unsigned)
!38 = !DIDerivedType(tag: DW_TAG_typedef, name: "int32_t", file: !26, line: 26, baseType: !39)
!39 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int32_t", file: !23, line: 41, baseType: !19)
!40 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint32_t", file: !21, line: 26, baseType: !41)
!41 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint32_t", file: !23, line: 42, baseType: !42)
!42 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!43 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!44 = !{!0, !7, !12}
!45 = !{i32 7, !"Dwarf Version", i32 5}
!46 = !{i32 2, !"Debug Info Version", i32 3}
!47 = !{i32 1, !"wchar_size", i32 4}
!48 = !{i32 8, !"PIC Level", i32 2}
!49 = !{i32 7, !"PIE Level", i32 2}
!50 = !{i32 7, !"uwtable", i32 2}
!51 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!52 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!53 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 21, type: !54, scopeLine: 21, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !17, retainedNodes: !56)
!54 = !DISubroutineType(types: !55)
!55 = !{!19}
!56 = !{!57, !65, !66, !68, !70, !73, !76, !77, !79, !80, !81}
!57 = !DILocalVariable(name: "v", scope: !53, file: !2, line: 22, type: !58)
!58 = !DICompositeType(tag: DW_TAG_array_type, baseType: !59, size: 1024, elements: !63)
!59 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !60)
!60 = !DIDerivedType(tag: DW_TAG_typedef, name: "int64_t", file: !26, line: 27, baseType: !61)
!61 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int64_t", file: !23, line: 44, baseType: !62)
!62 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!63 = !{!64}
!64 = !DISubrange(count: 16)
!65 = !DILocalVariable(name: "n", scope: !53, file: !2, line: 23, type: !19)
!66 = !DILocalVariable(name: "h", scope: !53, file: !2, line: 24, type: !67)
!67 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!68 = !DILocalVariable(name: "i", scope: !69, file: !2, line: 25, type: !19)
!69 = distinct !DILexicalBlock(scope: !53, file: !2, line: 25, column: 5)
!70 = !DILocalVariable(name: "j", scope: !71, file: !2, line: 26, type: !19)
!71 = distinct !DILexicalBlock(scope: !72, file: !2, line: 26, column: 9)
!72 = distinct !DILexicalBlock(scope: !69, file: !2, line: 25, column: 5)
!73 = !DILocalVariable(name: "a", scope: !74, file: !2, line: 27, type: !60)
!74 = distinct !DILexicalBlock(scope: !75, file: !2, line: 26, column: 37)
!75 = distinct !DILexicalBlock(scope: !71, file: !2, line: 26, column: 9)
!76 = !DILocalVariable(name: "b", scope: !74, file: !2, line: 27, type: !60)
!77 = !DILocalVariable(name: "i", scope: !78, file: !2, line: 34, type: !19)
!78 = distinct !DILexicalBlock(scope: !53, file: !2, line: 34, column: 5)
!79 = !DILocalVariable(name: "x", scope: !53, file: !2, line: 37, type: !19)
!80 = !DILocalVariable(name: "y", scope: !53, file: !2, line: 37, type: !19)
!81 = !DILocalVariable(name: "arr", scope: !53, file: !2, line: 37, type: !82)
!82 = !DICompositeType(tag: DW_TAG_array_type, baseType: !19, size: 128, elements: !83)
!83 = !{!84}
!84 = !DISubrange(count: 4)
!85 = distinct !DIAssignID()
!86 = !DILocation(line: 0, scope: !53)
!87 = distinct !DIAssignID()
!88 = distinct !DIAssignID()
!89 = distinct !DIAssignID()
!90 = !DILocation(line: 22, column: 5, scope: !53)
!91 = !DILocation(line: 22, column: 22, scope: !53)
!92 = distinct !DIAssignID()
!93 = !DILocation(line: 0, scope: !69)
!94 = !DILocation(line: 25, column: 5, scope: !69)
!95 = !DILocation(line: 0, scope: !71)
!96 = !DILocation(line: 26, column: 9, scope: !71)
!97 = !DILocation(line: 33, column: 5, scope: !53)
!98 = !DILocation(line: 0, scope: !78)
!99 = !DILocation(line: 34, column: 5, scope: !78)
!100 = !DILocation(line: 25, column: 29, scope: !72)
!101 = !DILocation(line: 25, column: 23, scope: !72)
!102 = distinct !{!102, !94, !103, !104}
!103 = !DILocation(line: 32, column: 9, scope: !69)
!104 = !{!"llvm.loop.mustprogress"}
!105 = !DILocation(line: 27, column: 25, scope: !74)
!106 = !{!107, !107, i64 0}
!107 = !{!"long", !108, i64 0}
!108 = !{!"omnipotent char", !109, i64 0}
!109 = !{!"Simple C/C++ TBAA"}
!110 = !DILocation(line: 0, scope: !74)
!111 = !DILocation(line: 27, column: 35, scope: !74)
!112 = !DILocation(line: 28, column: 19, scope: !74)
!113 = !DILocation(line: 28, column: 48, scope: !74)
!114 = !DILocation(line: 28, column: 59, scope: !74)
!115 = !DILocation(line: 28, column: 41, scope: !74)
!116 = !DILocation(line: 28, column: 31, scope: !74)
!117 = !DILocation(line: 28, column: 29, scope: !74)
!118 = !DILocation(line: 28, column: 72, scope: !74)
!119 = !DILocation(line: 28, column: 70, scope: !74)
!120 = !DILocation(line: 28, column: 123, scope: !74)
!121 = !DILocation(line: 28, column: 135, scope: !74)
!122 = !DILocation(line: 28, column: 115, scope: !74)
!123 = !DILocation(line: 28, column: 105, scope: !74)
!124 = !DILocation(line: 28, column: 103, scope: !74)
!125 = !DILocation(line: 29, column: 17, scope: !74)
!126 = !DILocation(line: 28, column: 147, scope: !74)
!127 = !DILocation(line: 29, column: 71, scope: !74)
!128 = !DILocation(line: 29, column: 83, scope: !74)
!129 = !DILocation(line: 29, column: 63, scope: !74)
!130 = !DILocation(line: 29, column: 53, scope: !74)
!131 = !DILocation(line: 29, column: 51, scope: !74)
!132 = !DILocation(line: 29, column: 97, scope: !74)
!133 = !DILocation(line: 29, column: 95, scope: !74)
!134 = !DILocation(line: 30, column: 27, scope: !74)
!135 = !DILocation(line: 29, column: 131, scope: !74)
!136 = !DILocation(line: 30, column: 43, scope: !74)
!137 = !DILocation(line: 30, column: 41, scope: !74)
!138 = !DILocation(line: 31, column: 28, scope: !74)
!139 = !DILocation(line: 31, column: 63, scope: !74)
!140 = !DILocation(line: 31, column: 53, scope: !74)
!141 = !DILocation(line: 31, column: 51, scope: !74)
!142 = !DILocation(line: 31, column: 94, scope: !74)
!143 = !DILocation(line: 31, column: 92, scope: !74)
!144 = !DILocation(line: 31, column: 15, scope: !74)
!145 = !DILocation(line: 26, column: 33, scope: !75)
!146 = !DILocation(line: 26, column: 27, scope: !75)
!147 = distinct !{!147, !96, !148, !104}
!148 = !DILocation(line: 32, column: 9, scope: !71)
!149 = !DILocation(line: 37, column: 5, scope: !53)
!150 = !DILocation(line: 37, column: 9, scope: !53)
!151 = !{!152, !152, i64 0}
!152 = !{!"int", !108, i64 0}
!153 = distinct !DIAssignID()
!154 = !DILocation(line: 37, column: 16, scope: !53)
!155 = distinct !DIAssignID()
!156 = distinct !DIAssignID()
!157 = !DILocation(line: 38, column: 63, scope: !53)
!158 = !DILocation(line: 38, column: 87, scope: !53)
!159 = !DILocation(line: 38, column: 111, scope: !53)
!160 = !DILocation(line: 38, column: 136, scope: !53)
!161 = !DILocation(line: 38, column: 5, scope: !53)
!162 = !DILocation(line: 39, column: 12, scope: !53)
!163 = !DILocation(line: 40, column: 1, scope: !53)
!164 = !DILocation(line: 35, column: 104, scope: !165)
!165 = distinct !DILexicalBlock(scope: !78, file: !2, line: 34, column: 5)
!166 = !DILocation(line: 35, column: 123, scope: !165)
!167 = !DILocation(line: 35, column: 128, scope: !165)
!168 = !DILocation(line: 35, column: 117, scope: !165)
!169 = !DILocation(line: 35, column: 110, scope: !165)
!170 = !DILocation(line: 36, column: 44, scope: !165)
!171 = !DILocation(line: 36, column: 27, scope: !165)
!172 = !DILocation(line: 36, column: 57, scope: !165)
!173 = !DILocation(line: 36, column: 51, scope: !165)
!174 = !DILocation(line: 36, column: 78, scope: !165)
!175 = !DILocation(line: 36, column: 83, scope: !165)
!176 = !DILocation(line: 36, column: 69, scope: !165)
!177 = !DILocation(line: 36, column: 111, scope: !165)
!178 = !DILocation(line: 36, column: 64, scope: !165)
!179 = !DILocation(line: 36, column: 126, scope: !165)
!180 = !DILocation(line: 36, column: 118, scope: !165)
!181 = !DILocation(line: 35, column: 9, scope: !165)
!182 = !DILocation(line: 34, column: 29, scope: !165)
!183 = !DILocation(line: 34, column: 23, scope: !165)
!184 = distinct !{!184, !99, !185, !104}
!185 = !DILocation(line: 36, column: 131, scope: !78)
!186 = distinct !DISubprogram(name: "min_i8", scope: !2, file: !2, line: 13, type: !187, scopeLine: 13, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !17, retainedNodes: !189)
!187 = !DISubroutineType(types: !188)
!188 = !{!25, !25, !25}
!189 = !{!190, !191}
!190 = !DILocalVariable(name: "a", arg: 1, scope: !186, file: !2, line: 13, type: !25)
!191 = !DILocalVariable(name: "b", arg: 2, scope: !186, file: !2, line: 13, type: !25)
!192 = !DILocation(line: 0, scope: !186)
!193 = !DILocation(line: 13, column: 1, scope: !186)
!194 = distinct !DISubprogram(name: "max_u8", scope: !2, file: !2, line: 13, type: !195, scopeLine: 13, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !17, retainedNodes: !197)
!195 = !DISubroutineType(types: !196)
!196 = !{!29, !29, !29}
!197 = !{!198, !199}
!198 = !DILocalVariable(name: "a", arg: 1, scope: !194, file: !2, line: 13, type: !29)
!199 = !DILocalVariable(name: "b", arg: 2, scope: !194, file: !2, line: 13, type: !29)
!200 = !DILocation(line: 0, scope: !194)
!201 = !DILocation(line: 13, column: 16, scope: !194)
!202 = distinct !DISubprogram(name: "min_i16", scope: !2, file: !2, line: 13, type: !203, scopeLine: 13, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !17, retainedNodes: !205)
!203 = !DISubroutineType(types: !204)
!204 = !{!32, !32, !32}
!205 = !{!206, !207}
!206 = !DILocalVariable(name: "a", arg: 1, scope: !202, file: !2, line: 13, type: !32)
!207 = !DILocalVariable(name: "b", arg: 2, scope: !202, file: !2, line: 13, type: !32)
!208 = !DILocation(line: 0, scope: !202)
!209 = !DILocation(line: 13, column: 32, scope: !202)
!210 = distinct !DISubprogram(name: "max_u16", scope: !2, file: !2, line: 13, type: !211, scopeLine: 13, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !17, retainedNodes: !213)
!211 = !DISubroutineType(types: !212)
!212 = !{!35, !35, !35}
!213 = !{!214, !215}
!214 = !DILocalVariable(name: "a", arg: 1, scope: !210, file: !2, line: 13, type: !35)
!215 = !DILocalVariable(name: "b", arg: 2, scope: !210, file: !2, line: 13, type: !35)
!216 = !DILocation(line: 0, scope: !210)
!217 = !DILocation(line: 13, column: 49, scope: !210)
!218 = distinct !DISubprogram(name: "min_i32", scope: !2, file: !2, line: 13, type: !219, scopeLine: 13, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !17, retainedNodes: !221)
!219 = !DISubroutineType(types: !220)
!220 = !{!38, !38, !38}
!221 = !{!222, !223}
!222 = !DILocalVariable(name: "a", arg: 1, scope: !218, file: !2, line: 13, type: !38)
!223 = !DILocalVariable(name: "b", arg: 2, scope: !218, file: !2, line: 13, type: !38)
!224 = !DILocation(line: 0, scope: !218)
!225 = !DILocation(line: 13, column: 67, scope: !218)
!226 = distinct !DISubprogram(name: "max_u32", scope: !2, file: !2, line: 13, type: !227, scopeLine: 13, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !17, retainedNodes: !229)
!227 = !DISubroutineType(types: !228)
!228 = !{!40, !40, !40}
!229 = !{!230, !231}
!230 = !DILocalVariable(name: "a", arg: 1, scope: !226, file: !2, line: 13, type: !40)
!231 = !DILocalVariable(name: "b", arg: 2, scope: !226, file: !2, line: 13, type: !40)
!232 = !DILocation(line: 0, scope: !226)
!233 = !DILocation(line: 13, column: 84, scope: !226)
!234 = distinct !DISubprogram(name: "max_i64", scope: !2, file: !2, line: 13, type: !235, scopeLine: 13, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !17, retainedNodes: !237)
!235 = !DISubroutineType(types: !236)
!236 = !{!60, !60, !60}
!237 = !{!238, !239}
!238 = !DILocalVariable(name: "a", arg: 1, scope: !234, file: !2, line: 13, type: !60)
!239 = !DILocalVariable(name: "b", arg: 2, scope: !234, file: !2, line: 13, type: !60)
!240 = !DILocation(line: 0, scope: !234)
!241 = !DILocation(line: 13, column: 102, scope: !234)
!242 = distinct !DISubprogram(name: "min_u64", scope: !2, file: !2, line: 13, type: !243, scopeLine: 13, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !17, retainedNodes: !245)
!243 = !DISubroutineType(types: !244)
!244 = !{!20, !20, !20}
!245 = !{!246, !247}
!246 = !DILocalVariable(name: "a", arg: 1, scope: !242, file: !2, line: 13, type: !20)
!247 = !DILocalVariable(name: "b", arg: 2, scope: !242, file: !2, line: 13, type: !20)
!248 = !DILocation(line: 0, scope: !242)
!249 = !DILocation(line: 13, column: 119, scope: !242)
!250 = distinct !DISubprogram(name: "clamp_i64", scope: !2, file: !2, line: 13, type: !251, scopeLine: 13, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !17, retainedNodes: !253)
!251 = !DISubroutineType(cc: DW_CC_nocall, types: !252)
!252 = !{!60, !60, !60, !60}
!253 = !{!254, !255, !256}
!254 = !DILocalVariable(name: "v", arg: 1, scope: !250, file: !2, line: 13, type: !60)
!255 = !DILocalVariable(name: "lo", arg: 2, scope: !250, file: !2, line: 13, type: !60)
!256 = !DILocalVariable(name: "hi", arg: 3, scope: !250, file: !2, line: 13, type: !60)
!257 = !DILocation(line: 0, scope: !250)
!258 = !DILocation(line: 13, column: 102, scope: !250)
!259 = distinct !DISubprogram(name: "clamp_i32", scope: !2, file: !2, line: 13, type: !260, scopeLine: 13, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !17, retainedNodes: !262)
!260 = !DISubroutineType(cc: DW_CC_nocall, types: !261)
!261 = !{!38, !38, !38, !38}
!262 = !{!263, !264, !265}
!263 = !DILocalVariable(name: "v", arg: 1, scope: !259, file: !2, line: 13, type: !38)
!264 = !DILocalVariable(name: "lo", arg: 2, scope: !259, file: !2, line: 13, type: !38)
!265 = !DILocalVariable(name: "hi", arg: 3, scope: !259, file: !2, line: 13, type: !38)
!266 = !DILocation(line: 0, scope: !259)
!267 = !DILocation(line: 13, column: 67, scope: !259)
!268 = distinct !DISubprogram(name: "clamp_u8", scope: !2, file: !2, line: 13, type: !269, scopeLine: 13, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !17, retainedNodes: !271)
!269 = !DISubroutineType(cc: DW_CC_nocall, types: !270)
!270 = !{!29, !29, !29, !29}
!271 = !{!272, !273, !274}
!272 = !DILocalVariable(name: "v", arg: 1, scope: !268, file: !2, line: 13, type: !29)
!273 = !DILocalVariable(name: "lo", arg: 2, scope: !268, file: !2, line: 13, type: !29)
!274 = !DILocalVariable(name: "hi", arg: 3, scope: !268, file: !2, line: 13, type: !29)
!275 = !DILocation(line: 0, scope: !268)
!276 = !DILocation(line: 13, column: 16, scope: !268)
!277 = !DISubprogram(name: "printf", scope: !278, file: !278, line: 356, type: !279, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!278 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!279 = !DISubroutineType(types: !280)
!280 = !{!19, !281, null}
!281 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !282)
!282 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !283, size: 64)
!283 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!284 = distinct !DISubprogram(name: "sign32", scope: !2, file: !2, line: 15, type: !285, scopeLine: 15, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !17, retainedNodes: !287)
!285 = !DISubroutineType(types: !286)
!286 = !{!19, !19}
!287 = !{!288}
!288 = !DILocalVariable(name: "x", arg: 1, scope: !284, file: !2, line: 15, type: !19)
!289 = !DILocation(line: 0, scope: !284)
!290 = !DILocation(line: 15, column: 74, scope: !284)
!291 = !DILocation(line: 15, column: 69, scope: !284)
!292 = !DILocation(line: 15, column: 54, scope: !284)
!293 = distinct !DISubprogram(name: "abs64_branchless", scope: !2, file: !2, line: 16, type: !294, scopeLine: 16, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !17, retainedNodes: !296)
!294 = !DISubroutineType(types: !295)
!295 = !{!60, !60}
!296 = !{!297, !298}
!297 = !DILocalVariable(name: "x", arg: 1, scope: !293, file: !2, line: 16, type: !60)
!298 = !DILocalVariable(name: "m", scope: !293, file: !2, line: 16, type: !60)
!299 = !DILocation(line: 0, scope: !293)
!300 = !DILocation(line: 16, column: 108, scope: !293)
!301 = !DILocation(line: 16, column: 93, scope: !293)
!302 = !DISubprogram(name: "imaxabs", scope: !303, file: !303, line: 290, type: !304, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!303 = !DIFile(filename: "/usr/include/inttypes.h", directory: "", checksumkind: CSK_MD5, checksum: "e498a0d76716f3e3909f4b6f2cb2f20f")
!304 = !DISubroutineType(types: !305)
!305 = !{!306, !306}
!306 = !DIDerivedType(tag: DW_TAG_typedef, name: "intmax_t", file: !307, line: 101, baseType: !308)
!307 = !DIFile(filename: "/usr/include/stdint.h", directory: "", checksumkind: CSK_MD5, checksum: "a48e64edacc5b19f56c99745232c963c")
!308 = !DIDerivedType(tag: DW_TAG_typedef, name: "__intmax_t", file: !23, line: 72, baseType: !62)
!309 = distinct !DISubprogram(name: "select_load", scope: !2, file: !2, line: 17, type: !310, scopeLine: 17, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !17, retainedNodes: !314)
!310 = !DISubroutineType(types: !311)
!311 = !{!19, !312, !312, !19}
!312 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !313, size: 64)
!313 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !19)
!314 = !{!315, !316, !317}
!315 = !DILocalVariable(name: "a", arg: 1, scope: !309, file: !2, line: 17, type: !312)
!316 = !DILocalVariable(name: "b", arg: 2, scope: !309, file: !2, line: 17, type: !312)
!317 = !DILocalVariable(name: "c", arg: 3, scope: !309, file: !2, line: 17, type: !19)
!318 = !DILocation(line: 0, scope: !309)
!319 = !DILocation(line: 17, column: 94, scope: !309)
!320 = !DILocation(line: 17, column: 87, scope: !309)
!321 = distinct !DISubprogram(name: "select_index", scope: !2, file: !2, line: 18, type: !322, scopeLine: 18, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !17, retainedNodes: !324)
!322 = !DISubroutineType(types: !323)
!323 = !{!19, !312, !19, !19}
!324 = !{!325, !326, !327}
!325 = !DILocalVariable(name: "arr", arg: 1, scope: !321, file: !2, line: 18, type: !312)
!326 = !DILocalVariable(name: "i", arg: 2, scope: !321, file: !2, line: 18, type: !19)
!327 = !DILocalVariable(name: "j", arg: 3, scope: !321, file: !2, line: 18, type: !19)
!328 = !DILocation(line: 0, scope: !321)
!329 = !DILocation(line: 18, column: 94, scope: !321)
!330 = !DILocation(line: 18, column: 90, scope: !321)
!331 = !DILocation(line: 18, column: 83, scope: !321)
