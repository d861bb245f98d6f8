; ModuleID = 'programs/funnel_shift_idioms.c'
source_filename = "programs/funnel_shift_idioms.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [45 x i8] c"n=%2u fshl=%016llx fshr=%016llx fshl32=%08x\0A\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [15 x i8] c"const %016llx\0A\00", align 1, !dbg !7
@__const.main.words = private unnamed_addr constant [4 x i64] [i64 -9223372036854775807, i64 1311768467463790320, i64 -281470681808896, i64 1], align 16
@.str.2 = private unnamed_addr constant [21 x i8] c"extract(%u,%u)=%llx\0A\00", align 1, !dbg !12
@.str.3 = private unnamed_addr constant [41 x i8] c"shifted %016llx %016llx %016llx %016llx\0A\00", align 1, !dbg !17
@.str.4 = private unnamed_addr constant [21 x i8] c"hash %016llx bad %d\0A\00", align 1, !dbg !22

; Function Attrs: nofree nounwind uwtable
define dso_local range(i32 0, 64) i32 @main() local_unnamed_addr #0 !dbg !46 {
  %1 = alloca i64, align 8, !DIAssignID !77
    #dbg_assign(i1 undef, !50, !DIExpression(), !77, ptr %1, !DIExpression(), !78)
  %2 = alloca i64, align 8, !DIAssignID !79
    #dbg_assign(i1 undef, !52, !DIExpression(), !79, ptr %2, !DIExpression(), !78)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1), !dbg !80
  store volatile i64 -81985529216486896, ptr %1, align 8, !dbg !81, !tbaa !82, !DIAssignID !86
    #dbg_assign(i64 -81985529216486896, !50, !DIExpression(), !86, ptr %1, !DIExpression(), !78)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2), !dbg !80
  store volatile i64 1089357896855742840, ptr %2, align 8, !dbg !87, !tbaa !82, !DIAssignID !88
    #dbg_assign(i64 1089357896855742840, !52, !DIExpression(), !88, ptr %2, !DIExpression(), !78)
    #dbg_value(i64 0, !53, !DIExpression(), !78)
    #dbg_value(i32 0, !54, !DIExpression(), !78)
    #dbg_value(i32 0, !55, !DIExpression(), !89)
  br label %32, !dbg !90

3:                                                ; preds = %91
  %4 = load volatile i64, ptr %1, align 8, !dbg !91, !tbaa !82
  %5 = load volatile i64, ptr %2, align 8, !dbg !92, !tbaa !82
  %6 = tail call fastcc i64 @const_fsh(i64 noundef %4, i64 noundef %5), !dbg !93
  %7 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i64 noundef %6), !dbg !94
    #dbg_assign(i1 undef, !71, !DIExpression(), !95, ptr @__const.main.words, !DIExpression(), !78)
    #dbg_value(i32 0, !75, !DIExpression(), !96)
  %8 = tail call fastcc i64 @extract(ptr noundef nonnull @__const.main.words, i32 noundef 0, i32 noundef 13), !dbg !97
  %9 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 0, i32 noundef 13, i64 noundef %8), !dbg !99
    #dbg_value(i32 23, !75, !DIExpression(), !96)
  %10 = tail call fastcc i64 @extract(ptr noundef nonnull @__const.main.words, i32 noundef 23, i32 noundef 36), !dbg !97
  %11 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 23, i32 noundef 36, i64 noundef %10), !dbg !99
    #dbg_value(i32 46, !75, !DIExpression(), !96)
  %12 = tail call fastcc i64 @extract(ptr noundef nonnull @__const.main.words, i32 noundef 46, i32 noundef 59), !dbg !97
  %13 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 46, i32 noundef 59, i64 noundef %12), !dbg !99
    #dbg_value(i32 69, !75, !DIExpression(), !96)
  %14 = tail call fastcc i64 @extract(ptr noundef nonnull @__const.main.words, i32 noundef 69, i32 noundef 32), !dbg !97
  %15 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 69, i32 noundef 32, i64 noundef %14), !dbg !99
    #dbg_value(i32 92, !75, !DIExpression(), !96)
  %16 = tail call fastcc i64 @extract(ptr noundef nonnull @__const.main.words, i32 noundef 92, i32 noundef 55), !dbg !97
  %17 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 92, i32 noundef 55, i64 noundef %16), !dbg !99
    #dbg_value(i32 115, !75, !DIExpression(), !96)
  %18 = tail call fastcc i64 @extract(ptr noundef nonnull @__const.main.words, i32 noundef 115, i32 noundef 28), !dbg !97
  %19 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 115, i32 noundef 28, i64 noundef %18), !dbg !99
    #dbg_value(i32 138, !75, !DIExpression(), !96)
  %20 = tail call fastcc i64 @extract(ptr noundef nonnull @__const.main.words, i32 noundef 138, i32 noundef 51), !dbg !97
  %21 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 138, i32 noundef 51, i64 noundef %20), !dbg !99
    #dbg_value(i32 161, !75, !DIExpression(), !96)
  %22 = tail call fastcc i64 @extract(ptr noundef nonnull @__const.main.words, i32 noundef 161, i32 noundef 24), !dbg !97
  %23 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 161, i32 noundef 24, i64 noundef %22), !dbg !99
    #dbg_value(i32 184, !75, !DIExpression(), !96)
  %24 = tail call fastcc i64 @extract(ptr noundef nonnull @__const.main.words, i32 noundef 184, i32 noundef 47), !dbg !97
  %25 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 184, i32 noundef 47, i64 noundef %24), !dbg !99
    #dbg_value(i32 207, !75, !DIExpression(), !96)
    #dbg_value(ptr @__const.main.words, !100, !DIExpression(), !110)
    #dbg_value(i32 4, !106, !DIExpression(), !110)
    #dbg_value(i32 5, !107, !DIExpression(), !110)
    #dbg_assign(i64 63, !71, !DIExpression(DW_OP_LLVM_fragment, 192, 64), !112, ptr @__const.main.words, !DIExpression(DW_OP_plus_uconst, 24), !78)
    #dbg_assign(i64 -9007061817884670, !71, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !113, ptr @__const.main.words, !DIExpression(DW_OP_plus_uconst, 16), !78)
    #dbg_assign(i64 5083102811422187024, !71, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !114, ptr @__const.main.words, !DIExpression(DW_OP_plus_uconst, 8), !78)
    #dbg_value(i64 0, !108, !DIExpression(), !115)
    #dbg_assign(i64 32, !71, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !116, ptr @__const.main.words, !DIExpression(), !78)
  %26 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i64 noundef 63, i64 noundef -9007061817884670, i64 noundef 5083102811422187024, i64 noundef 32), !dbg !117
  %27 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i64 noundef %85, i32 noundef %79), !dbg !118
  %28 = icmp eq i32 %79, 0, !dbg !119
  %29 = trunc i64 %85 to i32, !dbg !119
  %30 = and i32 %29, 63, !dbg !119
  %31 = select i1 %28, i32 %30, i32 1, !dbg !119
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2), !dbg !120
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1), !dbg !120
  ret i32 %31, !dbg !121

32:                                               ; preds = %0, %91
  %33 = phi i64 [ 0, %0 ], [ %85, %91 ]
  %34 = phi i32 [ 0, %0 ], [ %79, %91 ]
  %35 = phi i32 [ 0, %0 ], [ %92, %91 ]
    #dbg_value(i64 %33, !53, !DIExpression(), !78)
    #dbg_value(i32 %34, !54, !DIExpression(), !78)
    #dbg_value(i32 %35, !55, !DIExpression(), !89)
  %36 = load volatile i64, ptr %1, align 8, !dbg !122, !tbaa !82
  %37 = load volatile i64, ptr %2, align 8, !dbg !123, !tbaa !82
  %38 = tail call fastcc i64 @fshl64(i64 noundef %36, i64 noundef %37, i32 noundef %35), !dbg !124
    #dbg_value(i64 %38, !57, !DIExpression(), !125)
  %39 = load volatile i64, ptr %1, align 8, !dbg !126, !tbaa !82
  %40 = load volatile i64, ptr %2, align 8, !dbg !127, !tbaa !82
  %41 = tail call fastcc i64 @fshr64(i64 noundef %39, i64 noundef %40, i32 noundef %35), !dbg !128
    #dbg_value(i64 %41, !60, !DIExpression(), !125)
  %42 = load volatile i64, ptr %1, align 8, !dbg !129, !tbaa !82
  %43 = trunc i64 %42 to i32, !dbg !130
  %44 = load volatile i64, ptr %2, align 8, !dbg !131, !tbaa !82
  %45 = trunc i64 %44 to i32, !dbg !132
  %46 = tail call fastcc i32 @fshl32(i32 noundef %43, i32 noundef %45, i32 noundef %35), !dbg !133
    #dbg_value(i32 %46, !61, !DIExpression(), !125)
  %47 = load volatile i64, ptr %1, align 8, !dbg !134, !tbaa !82
  %48 = zext i64 %47 to i128, !dbg !135
  %49 = shl nuw i128 %48, 64, !dbg !136
  %50 = load volatile i64, ptr %2, align 8, !dbg !137, !tbaa !82
  %51 = zext i64 %50 to i128, !dbg !137
  %52 = or disjoint i128 %49, %51, !dbg !138
    #dbg_value(i128 %52, !62, !DIExpression(), !125)
  %53 = and i32 %35, 63, !dbg !139
  %54 = zext nneg i32 %53 to i128, !dbg !141
  %55 = shl i128 %52, %54, !dbg !141
  %56 = lshr i128 %55, 64, !dbg !142
  %57 = trunc nuw i128 %56 to i64, !dbg !143
  %58 = icmp ne i64 %38, %57, !dbg !144
  %59 = lshr i128 %52, %54
  %60 = trunc i128 %59 to i64
  %61 = icmp ne i64 %41, %60
  %62 = select i1 %58, i1 true, i1 %61, !dbg !145
  %63 = zext i1 %62 to i32, !dbg !145
  %64 = add nsw i32 %34, %63, !dbg !145
    #dbg_value(i32 %64, !54, !DIExpression(), !78)
  %65 = load volatile i64, ptr %2, align 8, !dbg !146, !tbaa !82
    #dbg_value(i64 %65, !63, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !125)
  %66 = load volatile i64, ptr %1, align 8, !dbg !147, !tbaa !82
    #dbg_value(i64 %66, !63, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !125)
  %67 = tail call fastcc { i64, i64 } @shl_pair(i64 %65, i64 %66, i32 noundef %35), !dbg !148
  %68 = extractvalue { i64, i64 } %67, 0, !dbg !148
    #dbg_value(i64 %68, !69, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !125)
    #dbg_value(i64 poison, !69, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !125)
  %69 = zext nneg i32 %35 to i128, !dbg !149
  %70 = shl i128 %52, %69, !dbg !149
    #dbg_value(i128 %70, !70, !DIExpression(), !125)
  %71 = trunc i128 %70 to i64, !dbg !150
  %72 = icmp ne i64 %68, %71, !dbg !152
  %73 = extractvalue { i64, i64 } %67, 1
    #dbg_value(i64 %73, !69, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !125)
  %74 = lshr i128 %70, 64
  %75 = trunc nuw i128 %74 to i64
  %76 = icmp ne i64 %73, %75
  %77 = select i1 %72, i1 true, i1 %76, !dbg !153
  %78 = zext i1 %77 to i32, !dbg !153
  %79 = add nsw i32 %64, %78, !dbg !153
    #dbg_value(i32 %79, !54, !DIExpression(), !78)
  %80 = mul i64 %33, 1099511628211, !dbg !154
  %81 = shl i64 %41, 1, !dbg !155
  %82 = zext i32 %46 to i64, !dbg !156
  %83 = xor i64 %80, %81, !dbg !157
  %84 = xor i64 %83, %82, !dbg !157
  %85 = xor i64 %84, %38, !dbg !157
    #dbg_value(i64 %85, !53, !DIExpression(), !78)
  %86 = trunc nuw i32 %35 to i8, !dbg !158
  %87 = urem i8 %86, 7, !dbg !158
  %88 = icmp eq i8 %87, 0, !dbg !160
  br i1 %88, label %89, label %91, !dbg !161

89:                                               ; preds = %32
  %90 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %35, i64 noundef %38, i64 noundef %41, i32 noundef %46), !dbg !162
  br label %91, !dbg !162

91:                                               ; preds = %89, %32
  %92 = add nuw nsw i32 %35, 1, !dbg !163
    #dbg_value(i64 %85, !53, !DIExpression(), !78)
    #dbg_value(i32 %79, !54, !DIExpression(), !78)
    #dbg_value(i32 %92, !55, !DIExpression(), !89)
  %93 = icmp eq i32 %92, 70, !dbg !164
  br i1 %93, label %3, label %32, !dbg !90, !llvm.loop !165
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef i64 @fshl64(i64 noundef %0, i64 noundef %1, i32 noundef %2) unnamed_addr #2 !dbg !168 {
    #dbg_value(i64 %0, !172, !DIExpression(), !175)
    #dbg_value(i64 %1, !173, !DIExpression(), !175)
    #dbg_value(i32 %2, !174, !DIExpression(), !175)
    #dbg_value(i32 %2, !174, !DIExpression(DW_OP_constu, 63, DW_OP_and, DW_OP_stack_value), !175)
  %4 = zext i32 %2 to i64, !dbg !176
  %5 = tail call i64 @llvm.fshl.i64(i64 %0, i64 %1, i64 %4), !dbg !176
  ret i64 %5, !dbg !177
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef i64 @fshr64(i64 noundef %0, i64 noundef %1, i32 noundef %2) unnamed_addr #2 !dbg !178 {
    #dbg_value(i64 %0, !180, !DIExpression(), !183)
    #dbg_value(i64 %1, !181, !DIExpression(), !183)
    #dbg_value(i32 %2, !182, !DIExpression(), !183)
    #dbg_value(i32 %2, !182, !DIExpression(DW_OP_constu, 63, DW_OP_and, DW_OP_stack_value), !183)
  %4 = zext i32 %2 to i64, !dbg !184
  %5 = tail call i64 @llvm.fshr.i64(i64 %0, i64 %1, i64 %4), !dbg !184
  ret i64 %5, !dbg !185
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc i32 @fshl32(i32 noundef %0, i32 noundef %1, i32 noundef %2) unnamed_addr #2 !dbg !186 {
    #dbg_value(i32 %0, !190, !DIExpression(), !193)
    #dbg_value(i32 %1, !191, !DIExpression(), !193)
    #dbg_value(i32 %2, !192, !DIExpression(), !193)
  %4 = zext i32 %0 to i64, !dbg !194
  %5 = shl nuw i64 %4, 32, !dbg !195
  %6 = zext i32 %1 to i64, !dbg !196
  %7 = or disjoint i64 %5, %6, !dbg !197
  %8 = and i32 %2, 31, !dbg !198
  %9 = zext nneg i32 %8 to i64, !dbg !199
  %10 = shl i64 %7, %9, !dbg !199
  %11 = lshr i64 %10, 32, !dbg !200
  %12 = trunc nuw i64 %11 to i32, !dbg !201
  ret i32 %12, !dbg !202
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc { i64, i64 } @shl_pair(i64 %0, i64 %1, i32 noundef %2) unnamed_addr #2 !dbg !203 {
    #dbg_value(i64 %0, !207, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !210)
    #dbg_value(i64 %1, !207, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !210)
    #dbg_value(i32 %2, !208, !DIExpression(), !210)
  %4 = icmp ugt i32 %2, 63, !dbg !211
  br i1 %4, label %5, label %9, !dbg !213

5:                                                ; preds = %3
  %6 = add nsw i32 %2, -64, !dbg !214
  %7 = zext nneg i32 %6 to i64, !dbg !216
  %8 = shl i64 %0, %7, !dbg !216
    #dbg_value(i64 %8, !209, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !210)
    #dbg_value(i64 0, !209, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !210)
  br label %19, !dbg !217

9:                                                ; preds = %3
  %10 = icmp eq i32 %2, 0, !dbg !218
  br i1 %10, label %19, label %11, !dbg !220

11:                                               ; preds = %9
  %12 = zext nneg i32 %2 to i64, !dbg !221
  %13 = shl i64 %1, %12, !dbg !221
  %14 = sub nuw nsw i32 64, %2, !dbg !223
  %15 = zext nneg i32 %14 to i64, !dbg !224
  %16 = lshr i64 %0, %15, !dbg !224
  %17 = or i64 %16, %13, !dbg !225
    #dbg_value(i64 %17, !209, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !210)
  %18 = shl i64 %0, %12, !dbg !226
    #dbg_value(i64 %18, !209, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !210)
  br label %19

19:                                               ; preds = %9, %11, %5
  %20 = phi i64 [ 0, %5 ], [ %18, %11 ], [ %0, %9 ], !dbg !227
  %21 = phi i64 [ %8, %5 ], [ %17, %11 ], [ %1, %9 ], !dbg !227
    #dbg_value(i64 %21, !209, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !210)
    #dbg_value(i64 %20, !209, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !210)
  %22 = insertvalue { i64, i64 } poison, i64 %20, 0, !dbg !228
  %23 = insertvalue { i64, i64 } %22, i64 %21, 1, !dbg !228
  ret { i64, i64 } %23, !dbg !228
}

; Function Attrs: nofree nounwind
declare !dbg !229 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef i64 @const_fsh(i64 noundef %0, i64 noundef %1) unnamed_addr #2 !dbg !236 {
    #dbg_value(i64 %0, !240, !DIExpression(), !242)
    #dbg_value(i64 %1, !241, !DIExpression(), !242)
  %3 = tail call i64 @llvm.fshl.i64(i64 %0, i64 %1, i64 12), !dbg !243
  ret i64 %3, !dbg !244
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define internal fastcc i64 @extract(ptr nocapture noundef readonly %0, i32 noundef %1, i32 noundef %2) unnamed_addr #4 !dbg !245 {
    #dbg_value(ptr %0, !251, !DIExpression(), !257)
    #dbg_value(i32 %1, !252, !DIExpression(), !257)
    #dbg_value(i32 %2, !253, !DIExpression(), !257)
  %4 = lshr i32 %1, 6, !dbg !258
    #dbg_value(i32 %4, !254, !DIExpression(), !257)
  %5 = and i32 %1, 63, !dbg !259
    #dbg_value(i32 %5, !255, !DIExpression(), !257)
  %6 = zext nneg i32 %4 to i64, !dbg !260
  %7 = getelementptr inbounds i64, ptr %0, i64 %6, !dbg !260
  %8 = load i64, ptr %7, align 8, !dbg !260, !tbaa !82
  %9 = zext nneg i32 %5 to i64, !dbg !261
  %10 = lshr i64 %8, %9, !dbg !261
    #dbg_value(i64 %10, !256, !DIExpression(), !257)
  %11 = add nuw nsw i32 %5, %2, !dbg !262
  %12 = icmp ugt i32 %11, 64, !dbg !264
  br i1 %12, label %13, label %20, !dbg !265

13:                                               ; preds = %3
  %14 = getelementptr inbounds i8, ptr %7, i64 8, !dbg !266
  %15 = load i64, ptr %14, align 8, !dbg !266, !tbaa !82
  %16 = sub nuw nsw i32 64, %5, !dbg !267
  %17 = zext nneg i32 %16 to i64, !dbg !268
  %18 = shl i64 %15, %17, !dbg !268
  %19 = or i64 %18, %10, !dbg !269
    #dbg_value(i64 %19, !256, !DIExpression(), !257)
  br label %20, !dbg !270

20:                                               ; preds = %13, %3
  %21 = phi i64 [ %19, %13 ], [ %10, %3 ], !dbg !257
    #dbg_value(i64 %21, !256, !DIExpression(), !257)
  %22 = zext nneg i32 %2 to i64, !dbg !271
  %23 = shl nsw i64 -1, %22, !dbg !272
  %24 = xor i64 %23, -1, !dbg !272
  %25 = and i64 %21, %24, !dbg !273
  ret i64 %25, !dbg !274
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.fshl.i64(i64, i64, i64) #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.fshr.i64(i64, i64, i64) #5

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.dbg.cu = !{!24}
!llvm.module.flags = !{!38, !39, !40, !41, !42, !43, !44}
!llvm.ident = !{!45}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 43, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "programs/funnel_shift_idioms.c", directory: ".", checksumkind: CSK_MD5, checksum: "b6db88cf9dc43762018b030e0377bb42")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 360, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 45)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 45, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 120, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 15)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 47, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 168, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 21)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(scope: null, file: !2, line: 49, type: !19, isLocal: true, isDefinition: true)
!19 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 328, elements: !20)
!20 = !{!21}
!21 = !DISubrange(count: 41)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(scope: null, file: !2, line: 50, type: !14, isLocal: true, isDefinition: true)
!24 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !25, globals: !37, splitDebugInlining: false, nameTableKind: None)
!25 = !{!26, !31, !32, !35, !36}
!26 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint32_t", file: !27, line: 26, baseType: !28)
!27 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-uintn.h", directory: "", checksumkind: CSK_MD5, checksum: "2bf2ae53c58c01b1a1b9383b5195125c")
!28 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint32_t", file: !29, line: 42, baseType: !30)
!29 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!30 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!31 = !DIBasicType(name: "unsigned __int128", size: 128, encoding: DW_ATE_unsigned)
!32 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint64_t", file: !27, line: 27, baseType: !33)
!33 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint64_t", file: !29, line: 45, baseType: !34)
!34 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!35 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!36 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!37 = !{!0, !7, !12, !17, !22}
!38 = !{i32 7, !"Dwarf Version", i32 5}
!39 = !{i32 2, !"Debug Info Version", i32 3}
!40 = !{i32 1, !"wchar_size", i32 4}
!41 = !{i32 8, !"PIC Level", i32 2}
!42 = !{i32 7, !"PIE Level", i32 2}
!43 = !{i32 7, !"uwtable", i32 2}
!44 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!45 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!46 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 30, type: !47, scopeLine: 30, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !24, retainedNodes: !49)
!47 = !DISubroutineType(types: !48)
!48 = !{!36}
!49 = !{!50, !52, !53, !54, !55, !57, !60, !61, !62, !63, !69, !70, !71, !75}
!50 = !DILocalVariable(name: "H", scope: !46, file: !2, line: 31, type: !51)
!51 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !32)
!52 = !DILocalVariable(name: "L", scope: !46, file: !2, line: 31, type: !51)
!53 = !DILocalVariable(name: "h", scope: !46, file: !2, line: 32, type: !35)
!54 = !DILocalVariable(name: "bad", scope: !46, file: !2, line: 33, type: !36)
!55 = !DILocalVariable(name: "n", scope: !56, file: !2, line: 34, type: !30)
!56 = distinct !DILexicalBlock(scope: !46, file: !2, line: 34, column: 5)
!57 = !DILocalVariable(name: "a", scope: !58, file: !2, line: 35, type: !32)
!58 = distinct !DILexicalBlock(scope: !59, file: !2, line: 34, column: 39)
!59 = distinct !DILexicalBlock(scope: !56, file: !2, line: 34, column: 5)
!60 = !DILocalVariable(name: "b", scope: !58, file: !2, line: 35, type: !32)
!61 = !DILocalVariable(name: "c", scope: !58, file: !2, line: 36, type: !26)
!62 = !DILocalVariable(name: "w", scope: !58, file: !2, line: 37, type: !31)
!63 = !DILocalVariable(name: "p", scope: !58, file: !2, line: 39, type: !64)
!64 = !DIDerivedType(tag: DW_TAG_typedef, name: "pair", file: !2, line: 11, baseType: !65)
!65 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !2, line: 11, size: 128, elements: !66)
!66 = !{!67, !68}
!67 = !DIDerivedType(tag: DW_TAG_member, name: "lo", scope: !65, file: !2, line: 11, baseType: !32, size: 64)
!68 = !DIDerivedType(tag: DW_TAG_member, name: "hi", scope: !65, file: !2, line: 11, baseType: !32, size: 64, offset: 64)
!69 = !DILocalVariable(name: "q", scope: !58, file: !2, line: 39, type: !64)
!70 = !DILocalVariable(name: "ws", scope: !58, file: !2, line: 40, type: !31)
!71 = !DILocalVariable(name: "words", scope: !46, file: !2, line: 46, type: !72)
!72 = !DICompositeType(tag: DW_TAG_array_type, baseType: !32, size: 256, elements: !73)
!73 = !{!74}
!74 = !DISubrange(count: 4)
!75 = !DILocalVariable(name: "bit", scope: !76, file: !2, line: 47, type: !30)
!76 = distinct !DILexicalBlock(scope: !46, file: !2, line: 47, column: 5)
!77 = distinct !DIAssignID()
!78 = !DILocation(line: 0, scope: !46)
!79 = distinct !DIAssignID()
!80 = !DILocation(line: 31, column: 5, scope: !46)
!81 = !DILocation(line: 31, column: 23, scope: !46)
!82 = !{!83, !83, i64 0}
!83 = !{!"long", !84, i64 0}
!84 = !{!"omnipotent char", !85, i64 0}
!85 = !{!"Simple C/C++ TBAA"}
!86 = distinct !DIAssignID()
!87 = !DILocation(line: 31, column: 50, scope: !46)
!88 = distinct !DIAssignID()
!89 = !DILocation(line: 0, scope: !56)
!90 = !DILocation(line: 34, column: 5, scope: !56)
!91 = !DILocation(line: 45, column: 61, scope: !46)
!92 = !DILocation(line: 45, column: 64, scope: !46)
!93 = !DILocation(line: 45, column: 51, scope: !46)
!94 = !DILocation(line: 45, column: 5, scope: !46)
!95 = distinct !DIAssignID()
!96 = !DILocation(line: 0, scope: !76)
!97 = !DILocation(line: 47, column: 122, scope: !98)
!98 = distinct !DILexicalBlock(scope: !76, file: !2, line: 47, column: 5)
!99 = !DILocation(line: 47, column: 50, scope: !98)
!100 = !DILocalVariable(name: "w", arg: 1, scope: !101, file: !2, line: 25, type: !104)
!101 = distinct !DISubprogram(name: "shift_words_left", scope: !2, file: !2, line: 25, type: !102, scopeLine: 25, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !24, retainedNodes: !105)
!102 = !DISubroutineType(types: !103)
!103 = !{null, !104, !36, !30}
!104 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !32, size: 64)
!105 = !{!100, !106, !107, !108}
!106 = !DILocalVariable(name: "n", arg: 2, scope: !101, file: !2, line: 25, type: !36)
!107 = !DILocalVariable(name: "s", arg: 3, scope: !101, file: !2, line: 25, type: !30)
!108 = !DILocalVariable(name: "i", scope: !109, file: !2, line: 26, type: !36)
!109 = distinct !DILexicalBlock(scope: !101, file: !2, line: 26, column: 5)
!110 = !DILocation(line: 0, scope: !101, inlinedAt: !111)
!111 = distinct !DILocation(line: 48, column: 5, scope: !46)
!112 = distinct !DIAssignID()
!113 = distinct !DIAssignID()
!114 = distinct !DIAssignID()
!115 = !DILocation(line: 0, scope: !109, inlinedAt: !111)
!116 = distinct !DIAssignID()
!117 = !DILocation(line: 49, column: 5, scope: !46)
!118 = !DILocation(line: 50, column: 5, scope: !46)
!119 = !DILocation(line: 51, column: 12, scope: !46)
!120 = !DILocation(line: 52, column: 1, scope: !46)
!121 = !DILocation(line: 51, column: 5, scope: !46)
!122 = !DILocation(line: 35, column: 29, scope: !58)
!123 = !DILocation(line: 35, column: 32, scope: !58)
!124 = !DILocation(line: 35, column: 22, scope: !58)
!125 = !DILocation(line: 0, scope: !58)
!126 = !DILocation(line: 35, column: 50, scope: !58)
!127 = !DILocation(line: 35, column: 53, scope: !58)
!128 = !DILocation(line: 35, column: 43, scope: !58)
!129 = !DILocation(line: 36, column: 39, scope: !58)
!130 = !DILocation(line: 36, column: 29, scope: !58)
!131 = !DILocation(line: 36, column: 52, scope: !58)
!132 = !DILocation(line: 36, column: 42, scope: !58)
!133 = !DILocation(line: 36, column: 22, scope: !58)
!134 = !DILocation(line: 37, column: 51, scope: !58)
!135 = !DILocation(line: 37, column: 32, scope: !58)
!136 = !DILocation(line: 37, column: 53, scope: !58)
!137 = !DILocation(line: 37, column: 62, scope: !58)
!138 = !DILocation(line: 37, column: 60, scope: !58)
!139 = !DILocation(line: 38, column: 38, scope: !140)
!140 = distinct !DILexicalBlock(scope: !58, file: !2, line: 38, column: 13)
!141 = !DILocation(line: 38, column: 32, scope: !140)
!142 = !DILocation(line: 38, column: 45, scope: !140)
!143 = !DILocation(line: 38, column: 18, scope: !140)
!144 = !DILocation(line: 38, column: 15, scope: !140)
!145 = !DILocation(line: 38, column: 52, scope: !140)
!146 = !DILocation(line: 39, column: 19, scope: !58)
!147 = !DILocation(line: 39, column: 22, scope: !58)
!148 = !DILocation(line: 39, column: 35, scope: !58)
!149 = !DILocation(line: 40, column: 34, scope: !58)
!150 = !DILocation(line: 41, column: 21, scope: !151)
!151 = distinct !DILexicalBlock(scope: !58, file: !2, line: 41, column: 13)
!152 = !DILocation(line: 41, column: 18, scope: !151)
!153 = !DILocation(line: 41, column: 34, scope: !151)
!154 = !DILocation(line: 42, column: 15, scope: !58)
!155 = !DILocation(line: 42, column: 43, scope: !58)
!156 = !DILocation(line: 42, column: 51, scope: !58)
!157 = !DILocation(line: 42, column: 49, scope: !58)
!158 = !DILocation(line: 43, column: 15, scope: !159)
!159 = distinct !DILexicalBlock(scope: !58, file: !2, line: 43, column: 13)
!160 = !DILocation(line: 43, column: 19, scope: !159)
!161 = !DILocation(line: 43, column: 13, scope: !58)
!162 = !DILocation(line: 43, column: 25, scope: !159)
!163 = !DILocation(line: 34, column: 35, scope: !59)
!164 = !DILocation(line: 34, column: 28, scope: !59)
!165 = distinct !{!165, !90, !166, !167}
!166 = !DILocation(line: 44, column: 5, scope: !56)
!167 = !{!"llvm.loop.mustprogress"}
!168 = distinct !DISubprogram(name: "fshl64", scope: !2, file: !2, line: 7, type: !169, scopeLine: 7, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !24, retainedNodes: !171)
!169 = !DISubroutineType(types: !170)
!170 = !{!32, !32, !32, !30}
!171 = !{!172, !173, !174}
!172 = !DILocalVariable(name: "hi", arg: 1, scope: !168, file: !2, line: 7, type: !32)
!173 = !DILocalVariable(name: "lo", arg: 2, scope: !168, file: !2, line: 7, type: !32)
!174 = !DILocalVariable(name: "n", arg: 3, scope: !168, file: !2, line: 7, type: !30)
!175 = !DILocation(line: 0, scope: !168)
!176 = !DILocation(line: 7, column: 106, scope: !168)
!177 = !DILocation(line: 7, column: 99, scope: !168)
!178 = distinct !DISubprogram(name: "fshr64", scope: !2, file: !2, line: 8, type: !169, scopeLine: 8, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !24, retainedNodes: !179)
!179 = !{!180, !181, !182}
!180 = !DILocalVariable(name: "hi", arg: 1, scope: !178, file: !2, line: 8, type: !32)
!181 = !DILocalVariable(name: "lo", arg: 2, scope: !178, file: !2, line: 8, type: !32)
!182 = !DILocalVariable(name: "n", arg: 3, scope: !178, file: !2, line: 8, type: !30)
!183 = !DILocation(line: 0, scope: !178)
!184 = !DILocation(line: 8, column: 106, scope: !178)
!185 = !DILocation(line: 8, column: 99, scope: !178)
!186 = distinct !DISubprogram(name: "fshl32", scope: !2, file: !2, line: 9, type: !187, scopeLine: 9, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !24, retainedNodes: !189)
!187 = !DISubroutineType(types: !188)
!188 = !{!26, !26, !26, !30}
!189 = !{!190, !191, !192}
!190 = !DILocalVariable(name: "hi", arg: 1, scope: !186, file: !2, line: 9, type: !26)
!191 = !DILocalVariable(name: "lo", arg: 2, scope: !186, file: !2, line: 9, type: !26)
!192 = !DILocalVariable(name: "n", arg: 3, scope: !186, file: !2, line: 9, type: !30)
!193 = !DILocation(line: 0, scope: !186)
!194 = !DILocation(line: 9, column: 110, scope: !186)
!195 = !DILocation(line: 9, column: 123, scope: !186)
!196 = !DILocation(line: 9, column: 131, scope: !186)
!197 = !DILocation(line: 9, column: 129, scope: !186)
!198 = !DILocation(line: 9, column: 141, scope: !186)
!199 = !DILocation(line: 9, column: 135, scope: !186)
!200 = !DILocation(line: 9, column: 148, scope: !186)
!201 = !DILocation(line: 9, column: 97, scope: !186)
!202 = !DILocation(line: 9, column: 90, scope: !186)
!203 = distinct !DISubprogram(name: "shl_pair", scope: !2, file: !2, line: 12, type: !204, scopeLine: 12, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !24, retainedNodes: !206)
!204 = !DISubroutineType(types: !205)
!205 = !{!64, !64, !30}
!206 = !{!207, !208, !209}
!207 = !DILocalVariable(name: "p", arg: 1, scope: !203, file: !2, line: 12, type: !64)
!208 = !DILocalVariable(name: "n", arg: 2, scope: !203, file: !2, line: 12, type: !30)
!209 = !DILocalVariable(name: "r", scope: !203, file: !2, line: 13, type: !64)
!210 = !DILocation(line: 0, scope: !203)
!211 = !DILocation(line: 14, column: 11, scope: !212)
!212 = distinct !DILexicalBlock(scope: !203, file: !2, line: 14, column: 9)
!213 = !DILocation(line: 14, column: 9, scope: !203)
!214 = !DILocation(line: 14, column: 38, scope: !215)
!215 = distinct !DILexicalBlock(scope: !212, file: !2, line: 14, column: 18)
!216 = !DILocation(line: 14, column: 32, scope: !215)
!217 = !DILocation(line: 14, column: 55, scope: !215)
!218 = !DILocation(line: 15, column: 16, scope: !219)
!219 = distinct !DILexicalBlock(scope: !212, file: !2, line: 15, column: 14)
!220 = !DILocation(line: 15, column: 14, scope: !212)
!221 = !DILocation(line: 16, column: 25, scope: !222)
!222 = distinct !DILexicalBlock(scope: !219, file: !2, line: 16, column: 10)
!223 = !DILocation(line: 16, column: 46, scope: !222)
!224 = !DILocation(line: 16, column: 39, scope: !222)
!225 = !DILocation(line: 16, column: 31, scope: !222)
!226 = !DILocation(line: 16, column: 65, scope: !222)
!227 = !DILocation(line: 0, scope: !212)
!228 = !DILocation(line: 17, column: 5, scope: !203)
!229 = !DISubprogram(name: "printf", scope: !230, file: !230, line: 356, type: !231, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!230 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!231 = !DISubroutineType(types: !232)
!232 = !{!36, !233, null}
!233 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !234)
!234 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !235, size: 64)
!235 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!236 = distinct !DISubprogram(name: "const_fsh", scope: !2, file: !2, line: 10, type: !237, scopeLine: 10, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !24, retainedNodes: !239)
!237 = !DISubroutineType(types: !238)
!238 = !{!32, !32, !32}
!239 = !{!240, !241}
!240 = !DILocalVariable(name: "hi", arg: 1, scope: !236, file: !2, line: 10, type: !32)
!241 = !DILocalVariable(name: "lo", arg: 2, scope: !236, file: !2, line: 10, type: !32)
!242 = !DILocation(line: 0, scope: !236)
!243 = !DILocation(line: 10, column: 99, scope: !236)
!244 = !DILocation(line: 10, column: 81, scope: !236)
!245 = distinct !DISubprogram(name: "extract", scope: !2, file: !2, line: 19, type: !246, scopeLine: 19, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !24, retainedNodes: !250)
!246 = !DISubroutineType(types: !247)
!247 = !{!32, !248, !30, !30}
!248 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !249, size: 64)
!249 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !32)
!250 = !{!251, !252, !253, !254, !255, !256}
!251 = !DILocalVariable(name: "w", arg: 1, scope: !245, file: !2, line: 19, type: !248)
!252 = !DILocalVariable(name: "bit", arg: 2, scope: !245, file: !2, line: 19, type: !30)
!253 = !DILocalVariable(name: "len", arg: 3, scope: !245, file: !2, line: 19, type: !30)
!254 = !DILocalVariable(name: "i", scope: !245, file: !2, line: 20, type: !30)
!255 = !DILocalVariable(name: "o", scope: !245, file: !2, line: 20, type: !30)
!256 = !DILocalVariable(name: "v", scope: !245, file: !2, line: 21, type: !32)
!257 = !DILocation(line: 0, scope: !245)
!258 = !DILocation(line: 20, column: 22, scope: !245)
!259 = !DILocation(line: 20, column: 36, scope: !245)
!260 = !DILocation(line: 21, column: 18, scope: !245)
!261 = !DILocation(line: 21, column: 23, scope: !245)
!262 = !DILocation(line: 22, column: 11, scope: !263)
!263 = distinct !DILexicalBlock(scope: !245, file: !2, line: 22, column: 9)
!264 = !DILocation(line: 22, column: 17, scope: !263)
!265 = !DILocation(line: 22, column: 9, scope: !245)
!266 = !DILocation(line: 22, column: 28, scope: !263)
!267 = !DILocation(line: 22, column: 44, scope: !263)
!268 = !DILocation(line: 22, column: 37, scope: !263)
!269 = !DILocation(line: 22, column: 25, scope: !263)
!270 = !DILocation(line: 22, column: 23, scope: !263)
!271 = !DILocation(line: 23, column: 39, scope: !245)
!272 = !DILocation(line: 23, column: 47, scope: !245)
!273 = !DILocation(line: 23, column: 30, scope: !245)
!274 = !DILocation(line: 23, column: 5, scope: !245)
