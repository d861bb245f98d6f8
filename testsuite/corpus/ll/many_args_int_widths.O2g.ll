; ModuleID = 'programs/many_args_int_widths.c'
source_filename = "programs/many_args_int_widths.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@__const.main.sc = private unnamed_addr constant [3 x i8] c"\80\FF\7F", align 1
@__const.main.uc = private unnamed_addr constant [3 x i8] c"\FF\80\00", align 1
@__const.main.ss = private unnamed_addr constant [3 x i16] [i16 -32768, i16 -2, i16 32767], align 2
@__const.main.us = private unnamed_addr constant [3 x i16] [i16 -1, i16 -32768, i16 1], align 2
@.str = private unnamed_addr constant [22 x i8] c"i=%d r1=%lld r2=%lld\0A\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [20 x i8] c"echo=%d sum10=%llu\0A\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [25 x i8] c"stack args: %d %d %d %d\0A\00", align 1, !dbg !12

; Function Attrs: nofree nounwind uwtable
define dso_local noundef range(i32 0, 128) i32 @main() local_unnamed_addr #0 !dbg !43 {
  %1 = alloca [3 x i8], align 1, !DIAssignID !90
    #dbg_assign(i1 undef, !48, !DIExpression(), !90, ptr %1, !DIExpression(), !91)
  %2 = alloca [3 x i8], align 1, !DIAssignID !92
    #dbg_assign(i1 undef, !53, !DIExpression(), !92, ptr %2, !DIExpression(), !91)
  %3 = alloca [3 x i16], align 2, !DIAssignID !93
    #dbg_assign(i1 undef, !59, !DIExpression(), !93, ptr %3, !DIExpression(), !91)
  %4 = alloca [3 x i16], align 2, !DIAssignID !94
    #dbg_assign(i1 undef, !65, !DIExpression(), !94, ptr %4, !DIExpression(), !91)
  %5 = alloca i32, align 4, !DIAssignID !95
    #dbg_assign(i1 undef, !71, !DIExpression(), !95, ptr %5, !DIExpression(), !91)
  call void @llvm.lifetime.start.p0(i64 3, ptr nonnull %1) #7, !dbg !96
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %1, ptr align 1 @__const.main.sc, i64 3, i1 true), !dbg !97, !DIAssignID !98
    #dbg_assign(i1 undef, !48, !DIExpression(), !98, ptr %1, !DIExpression(), !91)
  call void @llvm.lifetime.start.p0(i64 3, ptr nonnull %2) #7, !dbg !99
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %2, ptr align 1 @__const.main.uc, i64 3, i1 true), !dbg !100, !DIAssignID !101
    #dbg_assign(i1 undef, !53, !DIExpression(), !101, ptr %2, !DIExpression(), !91)
  call void @llvm.lifetime.start.p0(i64 6, ptr nonnull %3) #7, !dbg !102
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 2 %3, ptr align 2 @__const.main.ss, i64 6, i1 true), !dbg !103, !DIAssignID !104
    #dbg_assign(i1 undef, !59, !DIExpression(), !104, ptr %3, !DIExpression(), !91)
  call void @llvm.lifetime.start.p0(i64 6, ptr nonnull %4) #7, !dbg !105
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 2 %4, ptr align 2 @__const.main.us, i64 6, i1 true), !dbg !106, !DIAssignID !107
    #dbg_assign(i1 undef, !65, !DIExpression(), !107, ptr %4, !DIExpression(), !91)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %5) #7, !dbg !108
  store i32 7, ptr %5, align 4, !dbg !109, !tbaa !110, !DIAssignID !114
    #dbg_assign(i32 7, !71, !DIExpression(), !114, ptr %5, !DIExpression(), !91)
    #dbg_value(ptr @mix, !72, !DIExpression(), !91)
    #dbg_value(i32 0, !83, !DIExpression(), !115)
  br label %26, !dbg !116

6:                                                ; preds = %26
  %7 = load volatile i8, ptr %1, align 1, !dbg !117, !tbaa !118
  %8 = load volatile i8, ptr %2, align 1, !dbg !119, !tbaa !118
  %9 = load volatile i16, ptr %3, align 2, !dbg !120, !tbaa !121
  %10 = load volatile i16, ptr %4, align 2, !dbg !123, !tbaa !121
  %11 = tail call fastcc i32 @echo_stack(i8 noundef signext %7, i8 noundef zeroext %8, i16 noundef signext %9, i16 noundef zeroext %10), !dbg !124
    #dbg_value(i32 %11, !89, !DIExpression(), !91)
  %12 = load volatile i8, ptr %2, align 1, !dbg !125, !tbaa !118
  %13 = load volatile i8, ptr %2, align 1, !dbg !126, !tbaa !118
  %14 = getelementptr inbounds i8, ptr %2, i64 1, !dbg !127
  %15 = load volatile i8, ptr %14, align 1, !dbg !127, !tbaa !118
  %16 = load volatile i8, ptr %14, align 1, !dbg !128, !tbaa !118
  %17 = load volatile i8, ptr %2, align 1, !dbg !129, !tbaa !118
  %18 = load volatile i8, ptr %2, align 1, !dbg !130, !tbaa !118
  %19 = load volatile i8, ptr %14, align 1, !dbg !131, !tbaa !118
  %20 = load volatile i8, ptr %14, align 1, !dbg !132, !tbaa !118
  %21 = load volatile i8, ptr %2, align 1, !dbg !133, !tbaa !118
  %22 = load volatile i8, ptr %2, align 1, !dbg !134, !tbaa !118
  %23 = tail call fastcc i64 @sum10(i8 noundef zeroext %12, i8 noundef zeroext %13, i8 noundef zeroext %15, i8 noundef zeroext %16, i8 noundef zeroext %17, i8 noundef zeroext %18, i8 noundef zeroext %19, i8 noundef zeroext %20, i8 noundef zeroext %21, i8 noundef zeroext %22), !dbg !135
  %24 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %11, i64 noundef %23), !dbg !136
  %25 = and i32 %11, 127, !dbg !137
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %5) #7, !dbg !138
  call void @llvm.lifetime.end.p0(i64 6, ptr nonnull %4) #7, !dbg !138
  call void @llvm.lifetime.end.p0(i64 6, ptr nonnull %3) #7, !dbg !138
  call void @llvm.lifetime.end.p0(i64 3, ptr nonnull %2) #7, !dbg !138
  call void @llvm.lifetime.end.p0(i64 3, ptr nonnull %1) #7, !dbg !138
  ret i32 %25, !dbg !139

26:                                               ; preds = %0, %26
  %27 = phi i64 [ 0, %0 ], [ %37, %26 ]
  %28 = trunc i64 %27 to i32
    #dbg_value(i64 %27, !83, !DIExpression(), !115)
  %29 = getelementptr inbounds [3 x i8], ptr %1, i64 0, i64 %27, !dbg !140
  %30 = load volatile i8, ptr %29, align 1, !dbg !140, !tbaa !118
  %31 = getelementptr inbounds [3 x i8], ptr %2, i64 0, i64 %27, !dbg !141
  %32 = load volatile i8, ptr %31, align 1, !dbg !141, !tbaa !118
  %33 = getelementptr inbounds [3 x i16], ptr %3, i64 0, i64 %27, !dbg !142
  %34 = load volatile i16, ptr %33, align 2, !dbg !142, !tbaa !121
  %35 = getelementptr inbounds [3 x i16], ptr %4, i64 0, i64 %27, !dbg !143
  %36 = load volatile i16, ptr %35, align 2, !dbg !143, !tbaa !121
  %37 = add nuw nsw i64 %27, 1, !dbg !144
  %38 = trunc i64 %37 to i32, !dbg !144
  %39 = mul nsw i32 %38, -100000, !dbg !145
  %40 = sub nuw nsw i32 -294967296, %28, !dbg !146
  %41 = or disjoint i64 %27, -9223372036854775808, !dbg !147
  %42 = xor i64 %27, -1, !dbg !148
  %43 = and i32 %28, 1, !dbg !149
  %44 = icmp ne i32 %43, 0, !dbg !150
  %45 = sub nuw nsw i64 2, %27, !dbg !151
  %46 = getelementptr inbounds [3 x i8], ptr %1, i64 0, i64 %45, !dbg !152
  %47 = load volatile i8, ptr %46, align 1, !dbg !152, !tbaa !118
  %48 = getelementptr inbounds [3 x i8], ptr %2, i64 0, i64 %45, !dbg !153
  %49 = load volatile i8, ptr %48, align 1, !dbg !153, !tbaa !118
  %50 = getelementptr inbounds [3 x i16], ptr %3, i64 0, i64 %45, !dbg !154
  %51 = load volatile i16, ptr %50, align 2, !dbg !154, !tbaa !121
  %52 = getelementptr inbounds [3 x i16], ptr %4, i64 0, i64 %45, !dbg !155
  %53 = load volatile i16, ptr %52, align 2, !dbg !155, !tbaa !121
  %54 = xor i1 %44, true, !dbg !156
  %55 = load volatile i8, ptr %29, align 1, !dbg !157, !tbaa !118
  %56 = add i8 %55, 1, !dbg !158
  %57 = load volatile i16, ptr %35, align 2, !dbg !159, !tbaa !121
  %58 = xor i64 %27, 9223372036854775807, !dbg !160
  %59 = trunc i64 %27 to i32, !dbg !161
  %60 = or i32 %59, -2147483648, !dbg !161
  %61 = call fastcc i64 @mix(i8 noundef signext %30, i8 noundef zeroext %32, i16 noundef signext %34, i16 noundef zeroext %36, i32 noundef %39, i32 noundef %40, i64 noundef %41, i64 noundef %42, i1 noundef zeroext %44, ptr noundef nonnull %5, i8 noundef signext %47, i8 noundef zeroext %49, i16 noundef signext %51, i16 noundef zeroext %53, i32 noundef %60, i32 noundef -1, i1 noundef zeroext %54, i8 noundef signext %56, i16 noundef zeroext %57, i64 noundef %58), !dbg !161
    #dbg_value(i64 %61, !85, !DIExpression(), !162)
  %62 = load volatile i8, ptr %29, align 1, !dbg !163, !tbaa !118
  %63 = load volatile i8, ptr %31, align 1, !dbg !164, !tbaa !118
  %64 = load volatile i16, ptr %33, align 2, !dbg !165, !tbaa !121
  %65 = load volatile i16, ptr %35, align 2, !dbg !166, !tbaa !121
  %66 = load volatile i8, ptr %29, align 1, !dbg !167, !tbaa !118
  %67 = load volatile i8, ptr %31, align 1, !dbg !168, !tbaa !118
  %68 = load volatile i16, ptr %33, align 2, !dbg !169, !tbaa !121
  %69 = load volatile i16, ptr %35, align 2, !dbg !170, !tbaa !121
  %70 = load volatile i8, ptr %29, align 1, !dbg !171, !tbaa !118
  %71 = load volatile i16, ptr %35, align 2, !dbg !172, !tbaa !121
  %72 = call fastcc i64 @mix(i8 noundef signext %62, i8 noundef zeroext %63, i16 noundef signext %64, i16 noundef zeroext %65, i32 noundef 0, i32 noundef 0, i64 noundef 0, i64 noundef 0, i1 noundef zeroext false, ptr noundef nonnull %5, i8 noundef signext %66, i8 noundef zeroext %67, i16 noundef signext %68, i16 noundef zeroext %69, i32 noundef 0, i32 noundef 0, i1 noundef zeroext true, i8 noundef signext %70, i16 noundef zeroext %71, i64 noundef 0), !dbg !173
    #dbg_value(i64 %72, !88, !DIExpression(), !162)
  %73 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %28, i64 noundef %61, i64 noundef %72), !dbg !174
    #dbg_value(i64 %37, !83, !DIExpression(), !115)
  %74 = icmp eq i64 %37, 3, !dbg !175
  br i1 %74, label %6, label %26, !dbg !116, !llvm.loop !176
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define internal fastcc range(i64 -136013781070368, 51491853501900773) i64 @mix(i8 noundef signext %0, i8 noundef zeroext %1, i16 noundef signext %2, i16 noundef zeroext %3, i32 noundef %4, i32 noundef %5, i64 noundef %6, i64 noundef %7, i1 noundef zeroext %8, ptr nocapture noundef readonly %9, i8 noundef signext %10, i8 noundef zeroext %11, i16 noundef signext %12, i16 noundef zeroext %13, i32 noundef %14, i32 noundef %15, i1 noundef zeroext %16, i8 noundef signext %17, i16 noundef zeroext %18, i64 noundef %19) unnamed_addr #3 !dbg !179 {
    #dbg_value(i8 %0, !181, !DIExpression(), !202)
    #dbg_value(i8 %1, !182, !DIExpression(), !202)
    #dbg_value(i16 %2, !183, !DIExpression(), !202)
    #dbg_value(i16 %3, !184, !DIExpression(), !202)
    #dbg_value(i32 %4, !185, !DIExpression(), !202)
    #dbg_value(i32 %5, !186, !DIExpression(), !202)
    #dbg_value(i64 %6, !187, !DIExpression(), !202)
    #dbg_value(i64 %7, !188, !DIExpression(), !202)
    #dbg_value(i1 %8, !189, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !202)
    #dbg_value(ptr %9, !190, !DIExpression(), !202)
    #dbg_value(i8 %10, !191, !DIExpression(), !202)
    #dbg_value(i8 %11, !192, !DIExpression(), !202)
    #dbg_value(i16 %12, !193, !DIExpression(), !202)
    #dbg_value(i16 %13, !194, !DIExpression(), !202)
    #dbg_value(i32 %14, !195, !DIExpression(), !202)
    #dbg_value(i32 %15, !196, !DIExpression(), !202)
    #dbg_value(i1 %16, !197, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !202)
    #dbg_value(i8 %17, !198, !DIExpression(), !202)
    #dbg_value(i16 %18, !199, !DIExpression(), !202)
    #dbg_value(i64 %19, !200, !DIExpression(), !202)
  %21 = sext i8 %0 to i64, !dbg !203
    #dbg_value(i64 %21, !201, !DIExpression(), !202)
  %22 = mul nsw i64 %21, 3, !dbg !204
  %23 = zext i8 %1 to i64, !dbg !205
  %24 = add nsw i64 %22, %23, !dbg !206
    #dbg_value(i64 %24, !201, !DIExpression(), !202)
  %25 = mul nsw i64 %24, 3, !dbg !207
  %26 = sext i16 %2 to i64, !dbg !208
  %27 = add nsw i64 %25, %26, !dbg !209
    #dbg_value(i64 %27, !201, !DIExpression(), !202)
  %28 = mul nsw i64 %27, 3, !dbg !210
  %29 = zext i16 %3 to i64, !dbg !211
  %30 = add nsw i64 %28, %29, !dbg !212
    #dbg_value(i64 %30, !201, !DIExpression(), !202)
  %31 = mul nsw i64 %30, 3, !dbg !213
  %32 = sext i32 %4 to i64, !dbg !214
  %33 = add nsw i64 %31, %32, !dbg !215
    #dbg_value(i64 %33, !201, !DIExpression(), !202)
  %34 = mul nsw i64 %33, 3, !dbg !216
  %35 = zext i32 %5 to i64, !dbg !217
  %36 = add nsw i64 %34, %35, !dbg !218
    #dbg_value(i64 %36, !201, !DIExpression(), !202)
  %37 = mul nsw i64 %36, 3, !dbg !219
  %38 = and i64 %6, 65535, !dbg !220
  %39 = add nsw i64 %37, %38, !dbg !221
    #dbg_value(i64 %39, !201, !DIExpression(), !202)
  %40 = mul nsw i64 %39, 3, !dbg !222
  %41 = lshr i64 %7, 48, !dbg !223
  %42 = add nsw i64 %40, %41, !dbg !224
    #dbg_value(i64 %42, !201, !DIExpression(), !202)
  %43 = mul nsw i64 %42, 3, !dbg !225
  %44 = zext i1 %8 to i64, !dbg !226
  %45 = add nsw i64 %43, %44, !dbg !227
    #dbg_value(i64 %45, !201, !DIExpression(), !202)
  %46 = mul nsw i64 %45, 3, !dbg !228
  %47 = load i32, ptr %9, align 4, !dbg !229, !tbaa !110
  %48 = sext i32 %47 to i64, !dbg !229
  %49 = add nsw i64 %46, %48, !dbg !230
    #dbg_value(i64 %49, !201, !DIExpression(), !202)
  %50 = mul nsw i64 %49, 3, !dbg !231
  %51 = sext i8 %10 to i64, !dbg !232
  %52 = add nsw i64 %50, %51, !dbg !233
    #dbg_value(i64 %52, !201, !DIExpression(), !202)
  %53 = mul nsw i64 %52, 3, !dbg !234
  %54 = zext i8 %11 to i64, !dbg !235
  %55 = add nsw i64 %53, %54, !dbg !236
    #dbg_value(i64 %55, !201, !DIExpression(), !202)
  %56 = mul nsw i64 %55, 3, !dbg !237
  %57 = sext i16 %12 to i64, !dbg !238
  %58 = add nsw i64 %56, %57, !dbg !239
    #dbg_value(i64 %58, !201, !DIExpression(), !202)
  %59 = mul nsw i64 %58, 3, !dbg !240
  %60 = zext i16 %13 to i64, !dbg !241
  %61 = add nsw i64 %59, %60, !dbg !242
    #dbg_value(i64 %61, !201, !DIExpression(), !202)
  %62 = mul nsw i64 %61, 3, !dbg !243
  %63 = sext i32 %14 to i64, !dbg !244
  %64 = add nsw i64 %62, %63, !dbg !245
    #dbg_value(i64 %64, !201, !DIExpression(), !202)
  %65 = mul nsw i64 %64, 3, !dbg !246
  %66 = zext i32 %15 to i64, !dbg !247
  %67 = add nsw i64 %65, %66, !dbg !248
    #dbg_value(i64 %67, !201, !DIExpression(), !202)
  %68 = mul nsw i64 %67, 3, !dbg !249
  %69 = zext i1 %16 to i64, !dbg !250
  %70 = add nsw i64 %68, %69, !dbg !251
    #dbg_value(i64 %70, !201, !DIExpression(), !202)
  %71 = mul nsw i64 %70, 3, !dbg !252
  %72 = sext i8 %17 to i64, !dbg !253
  %73 = add nsw i64 %71, %72, !dbg !254
    #dbg_value(i64 %73, !201, !DIExpression(), !202)
  %74 = mul nsw i64 %73, 3, !dbg !255
  %75 = zext i16 %18 to i64, !dbg !256
  %76 = add nsw i64 %74, %75, !dbg !257
    #dbg_value(i64 %76, !201, !DIExpression(), !202)
  %77 = mul nsw i64 %76, 3, !dbg !258
  %78 = lshr i64 %19, 40, !dbg !259
  %79 = add nsw i64 %77, %78, !dbg !260
    #dbg_value(i64 %79, !201, !DIExpression(), !202)
  ret i64 %79, !dbg !261
}

; Function Attrs: nofree nounwind
declare !dbg !262 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree noinline nounwind uwtable
define internal fastcc range(i32 -32875, 98706) i32 @echo_stack(i8 noundef signext %0, i8 noundef zeroext %1, i16 noundef signext %2, i16 noundef zeroext %3) unnamed_addr #5 !dbg !269 {
    #dbg_value(i32 1, !273, !DIExpression(), !283)
    #dbg_value(i32 2, !274, !DIExpression(), !283)
    #dbg_value(i32 3, !275, !DIExpression(), !283)
    #dbg_value(i32 4, !276, !DIExpression(), !283)
    #dbg_value(i32 5, !277, !DIExpression(), !283)
    #dbg_value(i32 6, !278, !DIExpression(), !283)
    #dbg_value(i8 %0, !279, !DIExpression(), !283)
    #dbg_value(i8 %1, !280, !DIExpression(), !283)
    #dbg_value(i16 %2, !281, !DIExpression(), !283)
    #dbg_value(i16 %3, !282, !DIExpression(), !283)
  %5 = sext i8 %0 to i32, !dbg !284
  %6 = zext i8 %1 to i32, !dbg !285
  %7 = sext i16 %2 to i32, !dbg !286
  %8 = zext i16 %3 to i32, !dbg !287
  %9 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %5, i32 noundef %6, i32 noundef %7, i32 noundef %8), !dbg !288
  %10 = add nsw i32 %5, 21, !dbg !289
  %11 = add nsw i32 %10, %6, !dbg !290
  %12 = add nsw i32 %11, %7, !dbg !291
  %13 = add nsw i32 %12, %8, !dbg !292
  ret i32 %13, !dbg !293
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i64 0, 2551) i64 @sum10(i8 noundef zeroext %0, i8 noundef zeroext %1, i8 noundef zeroext %2, i8 noundef zeroext %3, i8 noundef zeroext %4, i8 noundef zeroext %5, i8 noundef zeroext %6, i8 noundef zeroext %7, i8 noundef zeroext %8, i8 noundef zeroext %9) unnamed_addr #6 !dbg !294 {
    #dbg_value(i8 %0, !298, !DIExpression(), !308)
    #dbg_value(i8 %1, !299, !DIExpression(), !308)
    #dbg_value(i8 %2, !300, !DIExpression(), !308)
    #dbg_value(i8 %3, !301, !DIExpression(), !308)
    #dbg_value(i8 %4, !302, !DIExpression(), !308)
    #dbg_value(i8 %5, !303, !DIExpression(), !308)
    #dbg_value(i8 %6, !304, !DIExpression(), !308)
    #dbg_value(i8 %7, !305, !DIExpression(), !308)
    #dbg_value(i8 %8, !306, !DIExpression(), !308)
    #dbg_value(i8 %9, !307, !DIExpression(), !308)
  %11 = zext i8 %0 to i64, !dbg !309
  %12 = zext i8 %1 to i64, !dbg !310
  %13 = add nuw nsw i64 %12, %11, !dbg !311
  %14 = zext i8 %2 to i64, !dbg !312
  %15 = add nuw nsw i64 %13, %14, !dbg !313
  %16 = zext i8 %3 to i64, !dbg !314
  %17 = add nuw nsw i64 %15, %16, !dbg !315
  %18 = zext i8 %4 to i64, !dbg !316
  %19 = add nuw nsw i64 %17, %18, !dbg !317
  %20 = zext i8 %5 to i64, !dbg !318
  %21 = add nuw nsw i64 %19, %20, !dbg !319
  %22 = zext i8 %6 to i64, !dbg !320
  %23 = add nuw nsw i64 %21, %22, !dbg !321
  %24 = zext i8 %7 to i64, !dbg !322
  %25 = add nuw nsw i64 %23, %24, !dbg !323
  %26 = zext i8 %8 to i64, !dbg !324
  %27 = add nuw nsw i64 %25, %26, !dbg !325
  %28 = zext i8 %9 to i64, !dbg !326
  %29 = add nuw nsw i64 %27, %28, !dbg !327
  ret i64 %29, !dbg !328
}

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nofree noinline nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nounwind }

!llvm.dbg.cu = !{!17}
!llvm.module.flags = !{!35, !36, !37, !38, !39, !40, !41}
!llvm.ident = !{!42}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 36, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "programs/many_args_int_widths.c", directory: ".", checksumkind: CSK_MD5, checksum: "27812d8657366159624d7044b4f08d95")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 176, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 22)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 39, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 160, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 20)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 18, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 200, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 25)
!17 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !18, globals: !34, splitDebugInlining: false, nameTableKind: None)
!18 = !{!19, !20, !25, !29, !30, !31}
!19 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!20 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint64_t", file: !21, line: 27, baseType: !22)
!21 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-uintn.h", directory: "", checksumkind: CSK_MD5, checksum: "2bf2ae53c58c01b1a1b9383b5195125c")
!22 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint64_t", file: !23, line: 45, baseType: !24)
!23 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!24 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!25 = !DIDerivedType(tag: DW_TAG_typedef, name: "int8_t", file: !26, line: 24, baseType: !27)
!26 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-intn.h", directory: "", checksumkind: CSK_MD5, checksum: "55bcbdc3159515ebd91d351a70d505f4")
!27 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int8_t", file: !23, line: 37, baseType: !28)
!28 = !DIBasicType(name: "signed char", size: 8, encoding: DW_ATE_signed_char)
!29 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!30 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!31 = !DIDerivedType(tag: DW_TAG_typedef, name: "int64_t", file: !26, line: 27, baseType: !32)
!32 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int64_t", file: !23, line: 44, baseType: !33)
!33 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!34 = !{!0, !7, !12}
!35 = !{i32 7, !"Dwarf Version", i32 5}
!36 = !{i32 2, !"Debug Info Version", i32 3}
!37 = !{i32 1, !"wchar_size", i32 4}
!38 = !{i32 8, !"PIC Level", i32 2}
!39 = !{i32 7, !"PIE Level", i32 2}
!40 = !{i32 7, !"uwtable", i32 2}
!41 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!42 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!43 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 25, type: !44, scopeLine: 25, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !17, retainedNodes: !47)
!44 = !DISubroutineType(types: !45)
!45 = !{!46}
!46 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!47 = !{!48, !53, !59, !65, !71, !72, !83, !85, !88, !89}
!48 = !DILocalVariable(name: "sc", scope: !43, file: !2, line: 26, type: !49)
!49 = !DICompositeType(tag: DW_TAG_array_type, baseType: !50, size: 24, elements: !51)
!50 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !25)
!51 = !{!52}
!52 = !DISubrange(count: 3)
!53 = !DILocalVariable(name: "uc", scope: !43, file: !2, line: 27, type: !54)
!54 = !DICompositeType(tag: DW_TAG_array_type, baseType: !55, size: 24, elements: !51)
!55 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !56)
!56 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint8_t", file: !21, line: 24, baseType: !57)
!57 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint8_t", file: !23, line: 38, baseType: !58)
!58 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!59 = !DILocalVariable(name: "ss", scope: !43, file: !2, line: 28, type: !60)
!60 = !DICompositeType(tag: DW_TAG_array_type, baseType: !61, size: 48, elements: !51)
!61 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !62)
!62 = !DIDerivedType(tag: DW_TAG_typedef, name: "int16_t", file: !26, line: 25, baseType: !63)
!63 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int16_t", file: !23, line: 39, baseType: !64)
!64 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!65 = !DILocalVariable(name: "us", scope: !43, file: !2, line: 29, type: !66)
!66 = !DICompositeType(tag: DW_TAG_array_type, baseType: !67, size: 48, elements: !51)
!67 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !68)
!68 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint16_t", file: !21, line: 25, baseType: !69)
!69 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint16_t", file: !23, line: 40, baseType: !70)
!70 = !DIBasicType(name: "unsigned short", size: 16, encoding: DW_ATE_unsigned)
!71 = !DILocalVariable(name: "seven", scope: !43, file: !2, line: 30, type: !46)
!72 = !DILocalVariable(name: "fp", scope: !43, file: !2, line: 31, type: !73)
!73 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !74, size: 64)
!74 = !DISubroutineType(types: !75)
!75 = !{!31, !25, !56, !62, !68, !76, !78, !31, !20, !80, !81, !25, !56, !62, !68, !76, !78, !80, !25, !68, !31}
!76 = !DIDerivedType(tag: DW_TAG_typedef, name: "int32_t", file: !26, line: 26, baseType: !77)
!77 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int32_t", file: !23, line: 41, baseType: !46)
!78 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint32_t", file: !21, line: 26, baseType: !79)
!79 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint32_t", file: !23, line: 42, baseType: !19)
!80 = !DIBasicType(name: "_Bool", size: 8, encoding: DW_ATE_boolean)
!81 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !82, size: 64)
!82 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !46)
!83 = !DILocalVariable(name: "i", scope: !84, file: !2, line: 32, type: !46)
!84 = distinct !DILexicalBlock(scope: !43, file: !2, line: 32, column: 5)
!85 = !DILocalVariable(name: "r1", scope: !86, file: !2, line: 33, type: !31)
!86 = distinct !DILexicalBlock(scope: !87, file: !2, line: 32, column: 33)
!87 = distinct !DILexicalBlock(scope: !84, file: !2, line: 32, column: 5)
!88 = !DILocalVariable(name: "r2", scope: !86, file: !2, line: 35, type: !31)
!89 = !DILocalVariable(name: "e", scope: !43, file: !2, line: 38, type: !46)
!90 = distinct !DIAssignID()
!91 = !DILocation(line: 0, scope: !43)
!92 = distinct !DIAssignID()
!93 = distinct !DIAssignID()
!94 = distinct !DIAssignID()
!95 = distinct !DIAssignID()
!96 = !DILocation(line: 26, column: 5, scope: !43)
!97 = !DILocation(line: 26, column: 21, scope: !43)
!98 = distinct !DIAssignID()
!99 = !DILocation(line: 27, column: 5, scope: !43)
!100 = !DILocation(line: 27, column: 22, scope: !43)
!101 = distinct !DIAssignID()
!102 = !DILocation(line: 28, column: 5, scope: !43)
!103 = !DILocation(line: 28, column: 22, scope: !43)
!104 = distinct !DIAssignID()
!105 = !DILocation(line: 29, column: 5, scope: !43)
!106 = !DILocation(line: 29, column: 23, scope: !43)
!107 = distinct !DIAssignID()
!108 = !DILocation(line: 30, column: 5, scope: !43)
!109 = !DILocation(line: 30, column: 9, scope: !43)
!110 = !{!111, !111, i64 0}
!111 = !{!"int", !112, i64 0}
!112 = !{!"omnipotent char", !113, i64 0}
!113 = !{!"Simple C/C++ TBAA"}
!114 = distinct !DIAssignID()
!115 = !DILocation(line: 0, scope: !84)
!116 = !DILocation(line: 32, column: 5, scope: !84)
!117 = !DILocation(line: 38, column: 42, scope: !43)
!118 = !{!112, !112, i64 0}
!119 = !DILocation(line: 38, column: 49, scope: !43)
!120 = !DILocation(line: 38, column: 56, scope: !43)
!121 = !{!122, !122, i64 0}
!122 = !{!"short", !112, i64 0}
!123 = !DILocation(line: 38, column: 63, scope: !43)
!124 = !DILocation(line: 38, column: 13, scope: !43)
!125 = !DILocation(line: 39, column: 65, scope: !43)
!126 = !DILocation(line: 39, column: 72, scope: !43)
!127 = !DILocation(line: 39, column: 79, scope: !43)
!128 = !DILocation(line: 39, column: 86, scope: !43)
!129 = !DILocation(line: 39, column: 93, scope: !43)
!130 = !DILocation(line: 39, column: 100, scope: !43)
!131 = !DILocation(line: 39, column: 107, scope: !43)
!132 = !DILocation(line: 39, column: 114, scope: !43)
!133 = !DILocation(line: 39, column: 121, scope: !43)
!134 = !DILocation(line: 39, column: 128, scope: !43)
!135 = !DILocation(line: 39, column: 59, scope: !43)
!136 = !DILocation(line: 39, column: 5, scope: !43)
!137 = !DILocation(line: 40, column: 14, scope: !43)
!138 = !DILocation(line: 41, column: 1, scope: !43)
!139 = !DILocation(line: 40, column: 5, scope: !43)
!140 = !DILocation(line: 33, column: 26, scope: !86)
!141 = !DILocation(line: 33, column: 33, scope: !86)
!142 = !DILocation(line: 33, column: 40, scope: !86)
!143 = !DILocation(line: 33, column: 47, scope: !86)
!144 = !DILocation(line: 33, column: 67, scope: !86)
!145 = !DILocation(line: 33, column: 62, scope: !86)
!146 = !DILocation(line: 33, column: 85, scope: !86)
!147 = !DILocation(line: 33, column: 110, scope: !86)
!148 = !DILocation(line: 33, column: 126, scope: !86)
!149 = !DILocation(line: 33, column: 143, scope: !86)
!150 = !DILocation(line: 33, column: 141, scope: !86)
!151 = !DILocation(line: 34, column: 31, scope: !86)
!152 = !DILocation(line: 34, column: 26, scope: !86)
!153 = !DILocation(line: 34, column: 37, scope: !86)
!154 = !DILocation(line: 34, column: 48, scope: !86)
!155 = !DILocation(line: 34, column: 59, scope: !86)
!156 = !DILocation(line: 34, column: 97, scope: !86)
!157 = !DILocation(line: 34, column: 116, scope: !86)
!158 = !DILocation(line: 34, column: 122, scope: !86)
!159 = !DILocation(line: 34, column: 128, scope: !86)
!160 = !DILocation(line: 34, column: 145, scope: !86)
!161 = !DILocation(line: 33, column: 22, scope: !86)
!162 = !DILocation(line: 0, scope: !86)
!163 = !DILocation(line: 35, column: 25, scope: !86)
!164 = !DILocation(line: 35, column: 32, scope: !86)
!165 = !DILocation(line: 35, column: 39, scope: !86)
!166 = !DILocation(line: 35, column: 46, scope: !86)
!167 = !DILocation(line: 35, column: 76, scope: !86)
!168 = !DILocation(line: 35, column: 83, scope: !86)
!169 = !DILocation(line: 35, column: 90, scope: !86)
!170 = !DILocation(line: 35, column: 97, scope: !86)
!171 = !DILocation(line: 35, column: 113, scope: !86)
!172 = !DILocation(line: 35, column: 120, scope: !86)
!173 = !DILocation(line: 35, column: 22, scope: !86)
!174 = !DILocation(line: 36, column: 9, scope: !86)
!175 = !DILocation(line: 32, column: 23, scope: !87)
!176 = distinct !{!176, !116, !177, !178}
!177 = !DILocation(line: 37, column: 5, scope: !84)
!178 = !{!"llvm.loop.mustprogress"}
!179 = distinct !DISubprogram(name: "mix", scope: !2, file: !2, line: 9, type: !74, scopeLine: 10, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !17, retainedNodes: !180)
!180 = !{!181, !182, !183, !184, !185, !186, !187, !188, !189, !190, !191, !192, !193, !194, !195, !196, !197, !198, !199, !200, !201}
!181 = !DILocalVariable(name: "a", arg: 1, scope: !179, file: !2, line: 9, type: !25)
!182 = !DILocalVariable(name: "b", arg: 2, scope: !179, file: !2, line: 9, type: !56)
!183 = !DILocalVariable(name: "c", arg: 3, scope: !179, file: !2, line: 9, type: !62)
!184 = !DILocalVariable(name: "d", arg: 4, scope: !179, file: !2, line: 9, type: !68)
!185 = !DILocalVariable(name: "e", arg: 5, scope: !179, file: !2, line: 9, type: !76)
!186 = !DILocalVariable(name: "f", arg: 6, scope: !179, file: !2, line: 9, type: !78)
!187 = !DILocalVariable(name: "g", arg: 7, scope: !179, file: !2, line: 9, type: !31)
!188 = !DILocalVariable(name: "h", arg: 8, scope: !179, file: !2, line: 9, type: !20)
!189 = !DILocalVariable(name: "i", arg: 9, scope: !179, file: !2, line: 9, type: !80)
!190 = !DILocalVariable(name: "j", arg: 10, scope: !179, file: !2, line: 9, type: !81)
!191 = !DILocalVariable(name: "k", arg: 11, scope: !179, file: !2, line: 10, type: !25)
!192 = !DILocalVariable(name: "l", arg: 12, scope: !179, file: !2, line: 10, type: !56)
!193 = !DILocalVariable(name: "m", arg: 13, scope: !179, file: !2, line: 10, type: !62)
!194 = !DILocalVariable(name: "n", arg: 14, scope: !179, file: !2, line: 10, type: !68)
!195 = !DILocalVariable(name: "o", arg: 15, scope: !179, file: !2, line: 10, type: !76)
!196 = !DILocalVariable(name: "p", arg: 16, scope: !179, file: !2, line: 10, type: !78)
!197 = !DILocalVariable(name: "q", arg: 17, scope: !179, file: !2, line: 10, type: !80)
!198 = !DILocalVariable(name: "r", arg: 18, scope: !179, file: !2, line: 10, type: !25)
!199 = !DILocalVariable(name: "s", arg: 19, scope: !179, file: !2, line: 10, type: !68)
!200 = !DILocalVariable(name: "t", arg: 20, scope: !179, file: !2, line: 10, type: !31)
!201 = !DILocalVariable(name: "v", scope: !179, file: !2, line: 11, type: !31)
!202 = !DILocation(line: 0, scope: !179)
!203 = !DILocation(line: 11, column: 17, scope: !179)
!204 = !DILocation(line: 12, column: 11, scope: !179)
!205 = !DILocation(line: 12, column: 17, scope: !179)
!206 = !DILocation(line: 12, column: 15, scope: !179)
!207 = !DILocation(line: 12, column: 26, scope: !179)
!208 = !DILocation(line: 12, column: 32, scope: !179)
!209 = !DILocation(line: 12, column: 30, scope: !179)
!210 = !DILocation(line: 12, column: 41, scope: !179)
!211 = !DILocation(line: 12, column: 47, scope: !179)
!212 = !DILocation(line: 12, column: 45, scope: !179)
!213 = !DILocation(line: 12, column: 56, scope: !179)
!214 = !DILocation(line: 12, column: 62, scope: !179)
!215 = !DILocation(line: 12, column: 60, scope: !179)
!216 = !DILocation(line: 12, column: 71, scope: !179)
!217 = !DILocation(line: 12, column: 77, scope: !179)
!218 = !DILocation(line: 12, column: 75, scope: !179)
!219 = !DILocation(line: 12, column: 86, scope: !179)
!220 = !DILocation(line: 12, column: 95, scope: !179)
!221 = !DILocation(line: 12, column: 90, scope: !179)
!222 = !DILocation(line: 12, column: 112, scope: !179)
!223 = !DILocation(line: 12, column: 130, scope: !179)
!224 = !DILocation(line: 12, column: 116, scope: !179)
!225 = !DILocation(line: 13, column: 11, scope: !179)
!226 = !DILocation(line: 13, column: 17, scope: !179)
!227 = !DILocation(line: 13, column: 15, scope: !179)
!228 = !DILocation(line: 13, column: 26, scope: !179)
!229 = !DILocation(line: 13, column: 32, scope: !179)
!230 = !DILocation(line: 13, column: 30, scope: !179)
!231 = !DILocation(line: 13, column: 42, scope: !179)
!232 = !DILocation(line: 13, column: 48, scope: !179)
!233 = !DILocation(line: 13, column: 46, scope: !179)
!234 = !DILocation(line: 13, column: 57, scope: !179)
!235 = !DILocation(line: 13, column: 63, scope: !179)
!236 = !DILocation(line: 13, column: 61, scope: !179)
!237 = !DILocation(line: 13, column: 72, scope: !179)
!238 = !DILocation(line: 13, column: 78, scope: !179)
!239 = !DILocation(line: 13, column: 76, scope: !179)
!240 = !DILocation(line: 13, column: 87, scope: !179)
!241 = !DILocation(line: 13, column: 93, scope: !179)
!242 = !DILocation(line: 13, column: 91, scope: !179)
!243 = !DILocation(line: 13, column: 102, scope: !179)
!244 = !DILocation(line: 13, column: 108, scope: !179)
!245 = !DILocation(line: 13, column: 106, scope: !179)
!246 = !DILocation(line: 13, column: 117, scope: !179)
!247 = !DILocation(line: 13, column: 123, scope: !179)
!248 = !DILocation(line: 13, column: 121, scope: !179)
!249 = !DILocation(line: 13, column: 132, scope: !179)
!250 = !DILocation(line: 13, column: 138, scope: !179)
!251 = !DILocation(line: 13, column: 136, scope: !179)
!252 = !DILocation(line: 14, column: 11, scope: !179)
!253 = !DILocation(line: 14, column: 17, scope: !179)
!254 = !DILocation(line: 14, column: 15, scope: !179)
!255 = !DILocation(line: 14, column: 26, scope: !179)
!256 = !DILocation(line: 14, column: 32, scope: !179)
!257 = !DILocation(line: 14, column: 30, scope: !179)
!258 = !DILocation(line: 14, column: 41, scope: !179)
!259 = !DILocation(line: 14, column: 50, scope: !179)
!260 = !DILocation(line: 14, column: 45, scope: !179)
!261 = !DILocation(line: 15, column: 5, scope: !179)
!262 = !DISubprogram(name: "printf", scope: !263, file: !263, line: 356, type: !264, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!263 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!264 = !DISubroutineType(types: !265)
!265 = !{!46, !266, null}
!266 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !267)
!267 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !268, size: 64)
!268 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!269 = distinct !DISubprogram(name: "echo_stack", scope: !2, file: !2, line: 17, type: !270, scopeLine: 17, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !17, retainedNodes: !272)
!270 = !DISubroutineType(cc: DW_CC_nocall, types: !271)
!271 = !{!46, !46, !46, !46, !46, !46, !46, !25, !56, !62, !68}
!272 = !{!273, !274, !275, !276, !277, !278, !279, !280, !281, !282}
!273 = !DILocalVariable(name: "a", arg: 1, scope: !269, file: !2, line: 17, type: !46)
!274 = !DILocalVariable(name: "b", arg: 2, scope: !269, file: !2, line: 17, type: !46)
!275 = !DILocalVariable(name: "c", arg: 3, scope: !269, file: !2, line: 17, type: !46)
!276 = !DILocalVariable(name: "d", arg: 4, scope: !269, file: !2, line: 17, type: !46)
!277 = !DILocalVariable(name: "e", arg: 5, scope: !269, file: !2, line: 17, type: !46)
!278 = !DILocalVariable(name: "f", arg: 6, scope: !269, file: !2, line: 17, type: !46)
!279 = !DILocalVariable(name: "g", arg: 7, scope: !269, file: !2, line: 17, type: !25)
!280 = !DILocalVariable(name: "h", arg: 8, scope: !269, file: !2, line: 17, type: !56)
!281 = !DILocalVariable(name: "i", arg: 9, scope: !269, file: !2, line: 17, type: !62)
!282 = !DILocalVariable(name: "j", arg: 10, scope: !269, file: !2, line: 17, type: !68)
!283 = !DILocation(line: 0, scope: !269)
!284 = !DILocation(line: 18, column: 41, scope: !269)
!285 = !DILocation(line: 18, column: 44, scope: !269)
!286 = !DILocation(line: 18, column: 47, scope: !269)
!287 = !DILocation(line: 18, column: 50, scope: !269)
!288 = !DILocation(line: 18, column: 5, scope: !269)
!289 = !DILocation(line: 19, column: 34, scope: !269)
!290 = !DILocation(line: 19, column: 38, scope: !269)
!291 = !DILocation(line: 19, column: 42, scope: !269)
!292 = !DILocation(line: 19, column: 46, scope: !269)
!293 = !DILocation(line: 19, column: 5, scope: !269)
!294 = distinct !DISubprogram(name: "sum10", scope: !2, file: !2, line: 21, type: !295, scopeLine: 21, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !17, retainedNodes: !297)
!295 = !DISubroutineType(types: !296)
!296 = !{!20, !56, !56, !56, !56, !56, !56, !56, !56, !56, !56}
!297 = !{!298, !299, !300, !301, !302, !303, !304, !305, !306, !307}
!298 = !DILocalVariable(name: "a", arg: 1, scope: !294, file: !2, line: 21, type: !56)
!299 = !DILocalVariable(name: "b", arg: 2, scope: !294, file: !2, line: 21, type: !56)
!300 = !DILocalVariable(name: "c", arg: 3, scope: !294, file: !2, line: 21, type: !56)
!301 = !DILocalVariable(name: "d", arg: 4, scope: !294, file: !2, line: 21, type: !56)
!302 = !DILocalVariable(name: "e", arg: 5, scope: !294, file: !2, line: 21, type: !56)
!303 = !DILocalVariable(name: "f", arg: 6, scope: !294, file: !2, line: 21, type: !56)
!304 = !DILocalVariable(name: "g", arg: 7, scope: !294, file: !2, line: 21, type: !56)
!305 = !DILocalVariable(name: "h", arg: 8, scope: !294, file: !2, line: 21, type: !56)
!306 = !DILocalVariable(name: "i", arg: 9, scope: !294, file: !2, line: 21, type: !56)
!307 = !DILocalVariable(name: "j", arg: 10, scope: !294, file: !2, line: 21, type: !56)
!308 = !DILocation(line: 0, scope: !294)
!309 = !DILocation(line: 22, column: 12, scope: !294)
!310 = !DILocation(line: 22, column: 26, scope: !294)
!311 = !DILocation(line: 22, column: 24, scope: !294)
!312 = !DILocation(line: 22, column: 30, scope: !294)
!313 = !DILocation(line: 22, column: 28, scope: !294)
!314 = !DILocation(line: 22, column: 34, scope: !294)
!315 = !DILocation(line: 22, column: 32, scope: !294)
!316 = !DILocation(line: 22, column: 38, scope: !294)
!317 = !DILocation(line: 22, column: 36, scope: !294)
!318 = !DILocation(line: 22, column: 42, scope: !294)
!319 = !DILocation(line: 22, column: 40, scope: !294)
!320 = !DILocation(line: 22, column: 46, scope: !294)
!321 = !DILocation(line: 22, column: 44, scope: !294)
!322 = !DILocation(line: 22, column: 50, scope: !294)
!323 = !DILocation(line: 22, column: 48, scope: !294)
!324 = !DILocation(line: 22, column: 54, scope: !294)
!325 = !DILocation(line: 22, column: 52, scope: !294)
!326 = !DILocation(line: 22, column: 58, scope: !294)
!327 = !DILocation(line: 22, column: 56, scope: !294)
!328 = !DILocation(line: 22, column: 5, scope: !294)
