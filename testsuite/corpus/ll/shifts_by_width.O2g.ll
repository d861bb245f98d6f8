; ModuleID = 'programs/shifts_by_width.c'
source_filename = "programs/shifts_by_width.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@__const.main.v8 = private unnamed_addr constant [6 x i8] c"\00\01\FF\7F\80U", align 1
@__const.main.v16 = private unnamed_addr constant [6 x i16] [i16 0, i16 1, i16 -1, i16 32767, i16 -32768, i16 4660], align 2
@__const.main.v32 = private unnamed_addr constant [6 x i32] [i32 0, i32 1, i32 -1, i32 2147483647, i32 -2147483648, i32 305419896], align 16
@h = internal unnamed_addr global i64 0, align 8, !dbg !0
@.str = private unnamed_addr constant [26 x i8] c"c31 %x %x %llx %llx %llx\0A\00", align 1, !dbg !34
@.str.1 = private unnamed_addr constant [8 x i8] c"h=%llx\0A\00", align 1, !dbg !40
@.str.2 = private unnamed_addr constant [53 x i8] c"i8 a=%llx s=%d shl=%llx sar=%llx shr=%llx rotl=%llx\0A\00", align 1, !dbg !45
@.str.3 = private unnamed_addr constant [54 x i8] c"i16 a=%llx s=%d shl=%llx sar=%llx shr=%llx rotl=%llx\0A\00", align 1, !dbg !50
@.str.4 = private unnamed_addr constant [54 x i8] c"i32 a=%llx s=%d shl=%llx sar=%llx shr=%llx rotl=%llx\0A\00", align 1, !dbg !55
@.str.5 = private unnamed_addr constant [54 x i8] c"i64 a=%llx s=%d shl=%llx sar=%llx shr=%llx rotl=%llx\0A\00", align 1, !dbg !57

; Function Attrs: nofree nounwind uwtable
define dso_local range(i32 0, 16) i32 @main() local_unnamed_addr #0 !dbg !67 {
    #dbg_assign(i1 undef, !71, !DIExpression(), !98, ptr @__const.main.v8, !DIExpression(), !99)
    #dbg_assign(i1 undef, !75, !DIExpression(), !100, ptr @__const.main.v16, !DIExpression(), !99)
    #dbg_assign(i1 undef, !77, !DIExpression(), !101, ptr @__const.main.v32, !DIExpression(), !99)
  %1 = alloca [6 x i64], align 16, !DIAssignID !102
    #dbg_assign(i1 undef, !79, !DIExpression(), !102, ptr %1, !DIExpression(), !99)
    #dbg_assign(i1 undef, !83, !DIExpression(), !103, ptr poison, !DIExpression(), !104)
    #dbg_assign(i1 undef, !89, !DIExpression(), !105, ptr poison, !DIExpression(), !104)
    #dbg_assign(i1 undef, !90, !DIExpression(), !106, ptr poison, !DIExpression(), !104)
    #dbg_assign(i1 undef, !91, !DIExpression(), !107, ptr poison, !DIExpression(), !104)
    #dbg_assign(i1 undef, !71, !DIExpression(), !108, ptr @__const.main.v8, !DIExpression(), !99)
    #dbg_assign(i1 undef, !75, !DIExpression(), !109, ptr @__const.main.v16, !DIExpression(), !99)
    #dbg_assign(i1 undef, !77, !DIExpression(), !110, ptr @__const.main.v32, !DIExpression(), !99)
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %1) #6, !dbg !111
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(48) %1, i8 0, i64 16, i1 false), !dbg !112, !DIAssignID !113
    #dbg_assign(i8 0, !79, !DIExpression(), !113, ptr %1, !DIExpression(), !99)
    #dbg_assign(i8 0, !79, !DIExpression(DW_OP_LLVM_fragment, 128, 256), !114, ptr undef, !DIExpression(), !99)
  %2 = getelementptr inbounds i8, ptr %1, i64 8, !dbg !112
  store i64 1, ptr %2, align 8, !dbg !112, !DIAssignID !115
    #dbg_assign(i64 1, !79, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !115, ptr %2, !DIExpression(), !99)
  %3 = getelementptr inbounds i8, ptr %1, i64 16, !dbg !112
  store i64 -1, ptr %3, align 16, !dbg !112, !DIAssignID !116
    #dbg_assign(i64 -1, !79, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !116, ptr %3, !DIExpression(), !99)
  %4 = getelementptr inbounds i8, ptr %1, i64 24, !dbg !112
  store i64 9223372036854775807, ptr %4, align 8, !dbg !112, !DIAssignID !117
    #dbg_assign(i64 9223372036854775807, !79, !DIExpression(DW_OP_LLVM_fragment, 192, 64), !117, ptr %4, !DIExpression(), !99)
  %5 = getelementptr inbounds i8, ptr %1, i64 32, !dbg !112
  store i64 -9223372036854775808, ptr %5, align 16, !dbg !112, !DIAssignID !118
    #dbg_assign(i64 -9223372036854775808, !79, !DIExpression(DW_OP_LLVM_fragment, 256, 64), !118, ptr %5, !DIExpression(), !99)
  %6 = getelementptr inbounds i8, ptr %1, i64 40, !dbg !112
  store i64 1311768467463790320, ptr %6, align 8, !dbg !112, !DIAssignID !119
    #dbg_assign(i64 1311768467463790320, !79, !DIExpression(DW_OP_LLVM_fragment, 320, 64), !119, ptr %6, !DIExpression(), !99)
    #dbg_value(i32 0, !81, !DIExpression(), !120)
  br label %7, !dbg !121

7:                                                ; preds = %0, %7
  %8 = phi i64 [ 0, %0 ], [ %17, %7 ]
    #dbg_value(i64 %8, !81, !DIExpression(), !120)
  %9 = getelementptr inbounds [6 x i8], ptr @__const.main.v8, i64 0, i64 %8
  %10 = load i8, ptr %9, align 1, !tbaa !122
    #dbg_value(i32 0, !92, !DIExpression(), !125)
  %11 = getelementptr inbounds [6 x i16], ptr @__const.main.v16, i64 0, i64 %8
  %12 = getelementptr inbounds [6 x i32], ptr @__const.main.v32, i64 0, i64 %8
  %13 = getelementptr inbounds [6 x i64], ptr %1, i64 0, i64 %8
    #dbg_value(i64 0, !92, !DIExpression(), !125)
  tail call fastcc void @test_i8(i8 noundef signext %10, i32 noundef 0), !dbg !126
  %14 = load i16, ptr %11, align 2, !dbg !129, !tbaa !130
  tail call fastcc void @test_i16(i16 noundef signext %14, i32 noundef 0), !dbg !132
  %15 = load i32, ptr %12, align 4, !dbg !133, !tbaa !134
  tail call fastcc void @test_i32(i32 noundef %15, i32 noundef 0), !dbg !136
  %16 = load i64, ptr %13, align 8, !dbg !137, !tbaa !138
  tail call fastcc void @test_i64(i64 noundef %16, i32 noundef 0), !dbg !140
    #dbg_value(i64 1, !92, !DIExpression(), !125)
  tail call fastcc void @test_i8(i8 noundef signext %10, i32 noundef 1), !dbg !126
  tail call fastcc void @test_i16(i16 noundef signext %14, i32 noundef 1), !dbg !132
  tail call fastcc void @test_i32(i32 noundef %15, i32 noundef 1), !dbg !136
  tail call fastcc void @test_i64(i64 noundef %16, i32 noundef 1), !dbg !140
    #dbg_value(i64 2, !92, !DIExpression(), !125)
  tail call fastcc void @test_i8(i8 noundef signext %10, i32 noundef 3), !dbg !126
  tail call fastcc void @test_i16(i16 noundef signext %14, i32 noundef 8), !dbg !132
  tail call fastcc void @test_i32(i32 noundef %15, i32 noundef 16), !dbg !136
  tail call fastcc void @test_i64(i64 noundef %16, i32 noundef 32), !dbg !140
    #dbg_value(i64 3, !92, !DIExpression(), !125)
  tail call fastcc void @test_i8(i8 noundef signext %10, i32 noundef 7), !dbg !126
  tail call fastcc void @test_i16(i16 noundef signext %14, i32 noundef 15), !dbg !132
  tail call fastcc void @test_i32(i32 noundef %15, i32 noundef 31), !dbg !136
  tail call fastcc void @test_i64(i64 noundef %16, i32 noundef 63), !dbg !140
    #dbg_value(i64 4, !92, !DIExpression(), !125)
  %17 = add nuw nsw i64 %8, 1, !dbg !141
    #dbg_value(i64 %17, !81, !DIExpression(), !120)
  %18 = icmp eq i64 %17, 6, !dbg !142
  br i1 %18, label %19, label %7, !dbg !121, !llvm.loop !143

19:                                               ; preds = %7
  %20 = load i64, ptr @h, align 8, !tbaa !146
    #dbg_value(i32 0, !94, !DIExpression(), !148)
  br label %76, !dbg !149

21:                                               ; preds = %76
    #dbg_value(i32 0, !96, !DIExpression(), !150)
    #dbg_value(i32 0, !96, !DIExpression(), !150)
  %22 = tail call fastcc i32 @shift_by_u8(i8 noundef zeroext 0), !dbg !151
  %23 = zext i32 %22 to i64, !dbg !151
  %24 = add i64 %83, %23, !dbg !153
    #dbg_value(i32 17, !96, !DIExpression(), !150)
  %25 = tail call fastcc i32 @shift_by_u8(i8 noundef zeroext 17), !dbg !151
  %26 = zext i32 %25 to i64, !dbg !151
  %27 = add i64 %24, %26, !dbg !153
    #dbg_value(i32 34, !96, !DIExpression(), !150)
  %28 = tail call fastcc i32 @shift_by_u8(i8 noundef zeroext 34), !dbg !151
  %29 = zext i32 %28 to i64, !dbg !151
  %30 = add i64 %27, %29, !dbg !153
    #dbg_value(i32 51, !96, !DIExpression(), !150)
  %31 = tail call fastcc i32 @shift_by_u8(i8 noundef zeroext 51), !dbg !151
  %32 = zext i32 %31 to i64, !dbg !151
  %33 = add i64 %30, %32, !dbg !153
    #dbg_value(i32 68, !96, !DIExpression(), !150)
  %34 = tail call fastcc i32 @shift_by_u8(i8 noundef zeroext 68), !dbg !151
  %35 = zext i32 %34 to i64, !dbg !151
  %36 = add i64 %33, %35, !dbg !153
    #dbg_value(i32 85, !96, !DIExpression(), !150)
  %37 = tail call fastcc i32 @shift_by_u8(i8 noundef zeroext 85), !dbg !151
  %38 = zext i32 %37 to i64, !dbg !151
  %39 = add i64 %36, %38, !dbg !153
    #dbg_value(i32 102, !96, !DIExpression(), !150)
  %40 = tail call fastcc i32 @shift_by_u8(i8 noundef zeroext 102), !dbg !151
  %41 = zext i32 %40 to i64, !dbg !151
  %42 = add i64 %39, %41, !dbg !153
    #dbg_value(i32 119, !96, !DIExpression(), !150)
  %43 = tail call fastcc i32 @shift_by_u8(i8 noundef zeroext 119), !dbg !151
  %44 = zext i32 %43 to i64, !dbg !151
  %45 = add i64 %42, %44, !dbg !153
    #dbg_value(i32 136, !96, !DIExpression(), !150)
  %46 = tail call fastcc i32 @shift_by_u8(i8 noundef zeroext -120), !dbg !151
  %47 = zext i32 %46 to i64, !dbg !151
  %48 = add i64 %45, %47, !dbg !153
    #dbg_value(i32 153, !96, !DIExpression(), !150)
  %49 = tail call fastcc i32 @shift_by_u8(i8 noundef zeroext -103), !dbg !151
  %50 = zext i32 %49 to i64, !dbg !151
  %51 = add i64 %48, %50, !dbg !153
    #dbg_value(i32 170, !96, !DIExpression(), !150)
  %52 = tail call fastcc i32 @shift_by_u8(i8 noundef zeroext -86), !dbg !151
  %53 = zext i32 %52 to i64, !dbg !151
  %54 = add i64 %51, %53, !dbg !153
    #dbg_value(i32 187, !96, !DIExpression(), !150)
  %55 = tail call fastcc i32 @shift_by_u8(i8 noundef zeroext -69), !dbg !151
  %56 = zext i32 %55 to i64, !dbg !151
  %57 = add i64 %54, %56, !dbg !153
    #dbg_value(i32 204, !96, !DIExpression(), !150)
  %58 = tail call fastcc i32 @shift_by_u8(i8 noundef zeroext -52), !dbg !151
  %59 = zext i32 %58 to i64, !dbg !151
  %60 = add i64 %57, %59, !dbg !153
    #dbg_value(i32 221, !96, !DIExpression(), !150)
  %61 = tail call fastcc i32 @shift_by_u8(i8 noundef zeroext -35), !dbg !151
  %62 = zext i32 %61 to i64, !dbg !151
  %63 = add i64 %60, %62, !dbg !153
    #dbg_value(i32 238, !96, !DIExpression(), !150)
  %64 = tail call fastcc i32 @shift_by_u8(i8 noundef zeroext -18), !dbg !151
  %65 = zext i32 %64 to i64, !dbg !151
  %66 = add i64 %63, %65, !dbg !153
    #dbg_value(i32 255, !96, !DIExpression(), !150)
  %67 = tail call fastcc i32 @shift_by_u8(i8 noundef zeroext -1), !dbg !151
  %68 = zext i32 %67 to i64, !dbg !151
  %69 = add i64 %66, %68, !dbg !153
    #dbg_value(i32 272, !96, !DIExpression(), !150)
  store i64 %69, ptr @h, align 8, !dbg !153, !tbaa !146
  %70 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef -2147483648, i32 noundef -1, i64 noundef -9223372036854775808, i64 noundef -1, i64 noundef 4294967295), !dbg !154
  %71 = load i64, ptr @h, align 8, !dbg !155, !tbaa !146
  %72 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i64 noundef %71), !dbg !156
  %73 = load i64, ptr @h, align 8, !dbg !157, !tbaa !146
  %74 = lshr i64 %73, 60, !dbg !158
  %75 = trunc nuw nsw i64 %74 to i32, !dbg !159
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %1) #6, !dbg !160
  ret i32 %75, !dbg !160

76:                                               ; preds = %19, %76
  %77 = phi i64 [ 0, %19 ], [ %84, %76 ]
  %78 = phi i64 [ %20, %19 ], [ %83, %76 ]
    #dbg_value(i64 %77, !94, !DIExpression(), !148)
  %79 = trunc i64 %77 to i32, !dbg !161
  %80 = or i32 %79, 64, !dbg !161
  %81 = tail call fastcc i64 @masked_shift(i32 noundef %80), !dbg !161
  %82 = add i64 %81, %77, !dbg !163
  %83 = xor i64 %78, %82, !dbg !164
  %84 = add nuw nsw i64 %77, 1, !dbg !165
    #dbg_value(i64 %84, !94, !DIExpression(), !148)
  %85 = icmp eq i64 %84, 64, !dbg !166
  br i1 %85, label %21, label %76, !dbg !149, !llvm.loop !167
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #2

; Function Attrs: nofree noinline nounwind uwtable
define internal fastcc void @test_i8(i8 noundef signext %0, i32 noundef %1) unnamed_addr #3 !dbg !169 {
    #dbg_value(i8 %0, !173, !DIExpression(), !180)
    #dbg_value(i32 %1, !174, !DIExpression(), !180)
    #dbg_value(i8 %0, !175, !DIExpression(), !180)
  %3 = zext i8 %0 to i32, !dbg !181
  %4 = shl i32 %3, %1, !dbg !181
    #dbg_value(i32 %4, !176, !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !180)
    #dbg_value(!DIArgList(i8 %0, i32 %1), !177, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_convert, 8, DW_ATE_signed, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_LLVM_arg, 1, DW_OP_shra, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !180)
    #dbg_value(!DIArgList(i32 %3, i32 %1), !178, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_shr, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !180)
  %5 = icmp eq i32 %1, 0, !dbg !181
  %6 = sub nsw i32 8, %1, !dbg !181
  %7 = lshr i32 %3, %6, !dbg !181
  %8 = or i32 %7, %4, !dbg !181
  %9 = trunc i32 %8 to i8, !dbg !181
  %10 = select i1 %5, i8 %0, i8 %9, !dbg !181
  %11 = lshr i32 %3, %1, !dbg !181
    #dbg_value(i32 %11, !178, !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !180)
    #dbg_value(i32 %11, !178, !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !180)
  %12 = sext i8 %0 to i32, !dbg !181
    #dbg_value(!DIArgList(i32 %12, i32 %1), !177, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_shra, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !180)
  %13 = ashr i32 %12, %1, !dbg !181
    #dbg_value(i32 %13, !177, !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !180)
    #dbg_value(i32 %13, !177, !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !180)
    #dbg_value(i32 %4, !176, !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !180)
    #dbg_value(i8 %10, !179, !DIExpression(), !180)
  %14 = zext i8 %0 to i64, !dbg !181
  %15 = and i32 %4, 255, !dbg !181
  %16 = zext nneg i32 %15 to i64, !dbg !181
  %17 = and i32 %13, 255, !dbg !181
  %18 = zext nneg i32 %17 to i64, !dbg !181
  %19 = zext nneg i32 %11 to i64, !dbg !181
  %20 = zext i8 %10 to i64, !dbg !181
  %21 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i64 noundef %14, i32 noundef %1, i64 noundef %16, i64 noundef %18, i64 noundef %19, i64 noundef %20), !dbg !181
  %22 = load i64, ptr @h, align 8, !dbg !181, !tbaa !146
  %23 = mul i64 %22, 31, !dbg !181
  %24 = mul nuw nsw i64 %18, 7, !dbg !181
  %25 = mul nuw nsw i32 %11, 13, !dbg !181
  %26 = add nuw nsw i32 %25, %15, !dbg !181
  %27 = zext nneg i32 %26 to i64, !dbg !181
  %28 = add nuw nsw i64 %24, %27, !dbg !181
  %29 = add nuw nsw i64 %28, %20, !dbg !181
  %30 = add i64 %29, %23, !dbg !181
  store i64 %30, ptr @h, align 8, !dbg !181, !tbaa !146
  ret void, !dbg !181
}

; Function Attrs: nofree noinline nounwind uwtable
define internal fastcc void @test_i16(i16 noundef signext %0, i32 noundef %1) unnamed_addr #3 !dbg !182 {
    #dbg_value(i16 %0, !186, !DIExpression(), !193)
    #dbg_value(i32 %1, !187, !DIExpression(), !193)
    #dbg_value(i16 %0, !188, !DIExpression(), !193)
  %3 = zext i16 %0 to i32, !dbg !194
  %4 = shl i32 %3, %1, !dbg !194
    #dbg_value(i32 %4, !189, !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 16, DW_ATE_unsigned, DW_OP_stack_value), !193)
    #dbg_value(!DIArgList(i16 %0, i32 %1), !190, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_convert, 16, DW_ATE_signed, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_LLVM_arg, 1, DW_OP_shra, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 16, DW_ATE_unsigned, DW_OP_stack_value), !193)
    #dbg_value(!DIArgList(i32 %3, i32 %1), !191, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_shr, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 16, DW_ATE_unsigned, DW_OP_stack_value), !193)
  %5 = icmp eq i32 %1, 0, !dbg !194
  %6 = sub nsw i32 16, %1, !dbg !194
  %7 = lshr i32 %3, %6, !dbg !194
  %8 = or i32 %7, %4, !dbg !194
  %9 = trunc i32 %8 to i16, !dbg !194
  %10 = select i1 %5, i16 %0, i16 %9, !dbg !194
  %11 = lshr i32 %3, %1, !dbg !194
    #dbg_value(i32 %11, !191, !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 16, DW_ATE_unsigned, DW_OP_stack_value), !193)
    #dbg_value(i32 %11, !191, !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 16, DW_ATE_unsigned, DW_OP_stack_value), !193)
  %12 = sext i16 %0 to i32, !dbg !194
    #dbg_value(!DIArgList(i32 %12, i32 %1), !190, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_shra, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 16, DW_ATE_unsigned, DW_OP_stack_value), !193)
  %13 = ashr i32 %12, %1, !dbg !194
    #dbg_value(i32 %13, !190, !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 16, DW_ATE_unsigned, DW_OP_stack_value), !193)
    #dbg_value(i32 %13, !190, !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 16, DW_ATE_unsigned, DW_OP_stack_value), !193)
    #dbg_value(i32 %4, !189, !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 16, DW_ATE_unsigned, DW_OP_stack_value), !193)
    #dbg_value(i16 %10, !192, !DIExpression(), !193)
  %14 = zext i16 %0 to i64, !dbg !194
  %15 = and i32 %4, 65535, !dbg !194
  %16 = zext nneg i32 %15 to i64, !dbg !194
  %17 = and i32 %13, 65535, !dbg !194
  %18 = zext nneg i32 %17 to i64, !dbg !194
  %19 = zext nneg i32 %11 to i64, !dbg !194
  %20 = zext i16 %10 to i64, !dbg !194
  %21 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i64 noundef %14, i32 noundef %1, i64 noundef %16, i64 noundef %18, i64 noundef %19, i64 noundef %20), !dbg !194
  %22 = load i64, ptr @h, align 8, !dbg !194, !tbaa !146
  %23 = mul i64 %22, 31, !dbg !194
  %24 = mul nuw nsw i64 %18, 7, !dbg !194
  %25 = mul nuw nsw i32 %11, 13, !dbg !194
  %26 = add nuw nsw i32 %25, %15, !dbg !194
  %27 = zext nneg i32 %26 to i64, !dbg !194
  %28 = add nuw nsw i64 %24, %27, !dbg !194
  %29 = add nuw nsw i64 %28, %20, !dbg !194
  %30 = add i64 %29, %23, !dbg !194
  store i64 %30, ptr @h, align 8, !dbg !194, !tbaa !146
  ret void, !dbg !194
}

; Function Attrs: nofree noinline nounwind uwtable
define internal fastcc void @test_i32(i32 noundef %0, i32 noundef %1) unnamed_addr #3 !dbg !195 {
    #dbg_value(i32 %0, !199, !DIExpression(), !206)
    #dbg_value(i32 %1, !200, !DIExpression(), !206)
    #dbg_value(i32 %0, !201, !DIExpression(), !206)
  %3 = shl i32 %0, %1, !dbg !207
    #dbg_value(i32 %3, !202, !DIExpression(), !206)
    #dbg_value(!DIArgList(i32 %0, i32 %1), !203, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_shra, DW_OP_stack_value), !206)
    #dbg_value(!DIArgList(i32 %0, i32 %1), !204, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_shr, DW_OP_stack_value), !206)
  %4 = icmp eq i32 %1, 0, !dbg !207
  %5 = sub nsw i32 32, %1, !dbg !207
  %6 = lshr i32 %0, %5, !dbg !207
  %7 = or i32 %6, %3, !dbg !207
  %8 = select i1 %4, i32 %0, i32 %7, !dbg !207
  %9 = lshr i32 %0, %1, !dbg !207
    #dbg_value(i32 %9, !204, !DIExpression(), !206)
  %10 = ashr i32 %0, %1, !dbg !207
    #dbg_value(i32 %10, !203, !DIExpression(), !206)
    #dbg_value(i32 %8, !205, !DIExpression(), !206)
  %11 = zext i32 %0 to i64, !dbg !207
  %12 = zext i32 %3 to i64, !dbg !207
  %13 = zext i32 %10 to i64, !dbg !207
  %14 = zext i32 %9 to i64, !dbg !207
  %15 = zext i32 %8 to i64, !dbg !207
  %16 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i64 noundef %11, i32 noundef %1, i64 noundef %12, i64 noundef %13, i64 noundef %14, i64 noundef %15), !dbg !207
  %17 = load i64, ptr @h, align 8, !dbg !207, !tbaa !146
  %18 = mul i64 %17, 31, !dbg !207
  %19 = mul nuw nsw i64 %13, 7, !dbg !207
  %20 = mul i32 %9, 13, !dbg !207
  %21 = zext i32 %20 to i64, !dbg !207
  %22 = add nuw nsw i64 %19, %12, !dbg !207
  %23 = add nuw nsw i64 %22, %21, !dbg !207
  %24 = add nuw nsw i64 %23, %15, !dbg !207
  %25 = add i64 %24, %18, !dbg !207
  store i64 %25, ptr @h, align 8, !dbg !207, !tbaa !146
  ret void, !dbg !207
}

; Function Attrs: nofree noinline nounwind uwtable
define internal fastcc void @test_i64(i64 noundef %0, i32 noundef %1) unnamed_addr #3 !dbg !208 {
    #dbg_value(i64 %0, !212, !DIExpression(), !219)
    #dbg_value(i32 %1, !213, !DIExpression(), !219)
    #dbg_value(i64 %0, !214, !DIExpression(), !219)
  %3 = zext i32 %1 to i64, !dbg !220
  %4 = shl i64 %0, %3, !dbg !220
    #dbg_value(i64 %4, !215, !DIExpression(), !219)
    #dbg_value(!DIArgList(i64 %0, i64 %3), !216, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_shra, DW_OP_stack_value), !219)
    #dbg_value(!DIArgList(i64 %0, i64 %3), !217, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_shr, DW_OP_stack_value), !219)
  %5 = icmp eq i32 %1, 0, !dbg !220
  %6 = sub nsw i32 64, %1, !dbg !220
  %7 = zext nneg i32 %6 to i64, !dbg !220
  %8 = lshr i64 %0, %7, !dbg !220
  %9 = or i64 %8, %4, !dbg !220
  %10 = select i1 %5, i64 %0, i64 %9, !dbg !220
  %11 = lshr i64 %0, %3, !dbg !220
    #dbg_value(i64 %11, !217, !DIExpression(), !219)
  %12 = ashr i64 %0, %3, !dbg !220
    #dbg_value(i64 %12, !216, !DIExpression(), !219)
    #dbg_value(i64 %10, !218, !DIExpression(), !219)
  %13 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i64 noundef %0, i32 noundef %1, i64 noundef %4, i64 noundef %12, i64 noundef %11, i64 noundef %10), !dbg !220
  %14 = load i64, ptr @h, align 8, !dbg !220, !tbaa !146
  %15 = mul i64 %14, 31, !dbg !220
  %16 = mul i64 %12, 7, !dbg !220
  %17 = mul i64 %11, 13, !dbg !220
  %18 = add i64 %16, %4, !dbg !220
  %19 = add i64 %18, %17, !dbg !220
  %20 = add i64 %19, %10, !dbg !220
  %21 = add i64 %20, %15, !dbg !220
  store i64 %21, ptr @h, align 8, !dbg !220, !tbaa !146
  ret void, !dbg !220
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc i64 @masked_shift(i32 noundef %0) unnamed_addr #4 !dbg !221 {
    #dbg_value(i64 -2401053089206439923, !225, !DIExpression(), !227)
    #dbg_value(i32 %0, !226, !DIExpression(), !227)
  %2 = and i32 %0, 63, !dbg !228
  %3 = zext nneg i32 %2 to i64, !dbg !229
  %4 = shl i64 -2401053089206439923, %3, !dbg !229
  ret i64 %4, !dbg !230
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i32 1, -2147483646) i32 @shift_by_u8(i8 noundef zeroext %0) unnamed_addr #4 !dbg !231 {
    #dbg_value(i32 -2147483647, !235, !DIExpression(), !237)
    #dbg_value(i8 %0, !236, !DIExpression(), !237)
  %2 = and i8 %0, 31, !dbg !238
  %3 = zext nneg i8 %2 to i32, !dbg !238
  %4 = lshr i32 -2147483647, %3, !dbg !239
  ret i32 %4, !dbg !240
}

; Function Attrs: nofree nounwind
declare !dbg !241 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #5

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #3 = { nofree noinline nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!59, !60, !61, !62, !63, !64, !65}
!llvm.ident = !{!66}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "h", scope: !2, file: !3, line: 15, type: !12, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !33, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "programs/shifts_by_width.c", directory: ".", checksumkind: CSK_MD5, checksum: "10591fa5bfc588b4e12cbd8352a7661d")
!4 = !{!5, !10, !11, !12, !9, !13, !16, !19, !22, !25, !27, !30}
!5 = !DIDerivedType(tag: DW_TAG_typedef, name: "int32_t", file: !6, line: 26, baseType: !7)
!6 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-intn.h", directory: "", checksumkind: CSK_MD5, checksum: "55bcbdc3159515ebd91d351a70d505f4")
!7 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int32_t", file: !8, line: 41, baseType: !9)
!8 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!9 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!10 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!11 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!12 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!13 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint8_t", file: !14, line: 24, baseType: !15)
!14 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-uintn.h", directory: "", checksumkind: CSK_MD5, checksum: "2bf2ae53c58c01b1a1b9383b5195125c")
!15 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint8_t", file: !8, line: 38, baseType: !11)
!16 = !DIDerivedType(tag: DW_TAG_typedef, name: "int8_t", file: !6, line: 24, baseType: !17)
!17 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int8_t", file: !8, line: 37, baseType: !18)
!18 = !DIBasicType(name: "signed char", size: 8, encoding: DW_ATE_signed_char)
!19 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint16_t", file: !14, line: 25, baseType: !20)
!20 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint16_t", file: !8, line: 40, baseType: !21)
!21 = !DIBasicType(name: "unsigned short", size: 16, encoding: DW_ATE_unsigned)
!22 = !DIDerivedType(tag: DW_TAG_typedef, name: "int16_t", file: !6, line: 25, baseType: !23)
!23 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int16_t", file: !8, line: 39, baseType: !24)
!24 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!25 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint32_t", file: !14, line: 26, baseType: !26)
!26 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint32_t", file: !8, line: 42, baseType: !10)
!27 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint64_t", file: !14, line: 27, baseType: !28)
!28 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint64_t", file: !8, line: 45, baseType: !29)
!29 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!30 = !DIDerivedType(tag: DW_TAG_typedef, name: "int64_t", file: !6, line: 27, baseType: !31)
!31 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int64_t", file: !8, line: 44, baseType: !32)
!32 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!33 = !{!34, !40, !45, !50, !55, !57, !0}
!34 = !DIGlobalVariableExpression(var: !35, expr: !DIExpression())
!35 = distinct !DIGlobalVariable(scope: null, file: !3, line: 42, type: !36, isLocal: true, isDefinition: true)
!36 = !DICompositeType(tag: DW_TAG_array_type, baseType: !37, size: 208, elements: !38)
!37 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!38 = !{!39}
!39 = !DISubrange(count: 26)
!40 = !DIGlobalVariableExpression(var: !41, expr: !DIExpression())
!41 = distinct !DIGlobalVariable(scope: null, file: !3, line: 44, type: !42, isLocal: true, isDefinition: true)
!42 = !DICompositeType(tag: DW_TAG_array_type, baseType: !37, size: 64, elements: !43)
!43 = !{!44}
!44 = !DISubrange(count: 8)
!45 = !DIGlobalVariableExpression(var: !46, expr: !DIExpression())
!46 = distinct !DIGlobalVariable(scope: null, file: !3, line: 16, type: !47, isLocal: true, isDefinition: true)
!47 = !DICompositeType(tag: DW_TAG_array_type, baseType: !37, size: 424, elements: !48)
!48 = !{!49}
!49 = !DISubrange(count: 53)
!50 = !DIGlobalVariableExpression(var: !51, expr: !DIExpression())
!51 = distinct !DIGlobalVariable(scope: null, file: !3, line: 17, type: !52, isLocal: true, isDefinition: true)
!52 = !DICompositeType(tag: DW_TAG_array_type, baseType: !37, size: 432, elements: !53)
!53 = !{!54}
!54 = !DISubrange(count: 54)
!55 = !DIGlobalVariableExpression(var: !56, expr: !DIExpression())
!56 = distinct !DIGlobalVariable(scope: null, file: !3, line: 18, type: !52, isLocal: true, isDefinition: true)
!57 = !DIGlobalVariableExpression(var: !58, expr: !DIExpression())
!58 = distinct !DIGlobalVariable(scope: null, file: !3, line: 19, type: !52, isLocal: true, isDefinition: true)
!59 = !{i32 7, !"Dwarf Version", i32 5}
!60 = !{i32 2, !"Debug Info Version", i32 3}
!61 = !{i32 1, !"wchar_size", i32 4}
!62 = !{i32 8, !"PIC Level", i32 2}
!63 = !{i32 7, !"PIE Level", i32 2}
!64 = !{i32 7, !"uwtable", i32 2}
!65 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!66 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!67 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 29, type: !68, scopeLine: 29, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !70)
!68 = !DISubroutineType(types: !69)
!69 = !{!9}
!70 = !{!71, !75, !77, !79, !81, !83, !89, !90, !91, !92, !94, !96}
!71 = !DILocalVariable(name: "v8", scope: !67, file: !3, line: 30, type: !72)
!72 = !DICompositeType(tag: DW_TAG_array_type, baseType: !16, size: 48, elements: !73)
!73 = !{!74}
!74 = !DISubrange(count: 6)
!75 = !DILocalVariable(name: "v16", scope: !67, file: !3, line: 31, type: !76)
!76 = !DICompositeType(tag: DW_TAG_array_type, baseType: !22, size: 96, elements: !73)
!77 = !DILocalVariable(name: "v32", scope: !67, file: !3, line: 32, type: !78)
!78 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 192, elements: !73)
!79 = !DILocalVariable(name: "v64", scope: !67, file: !3, line: 33, type: !80)
!80 = !DICompositeType(tag: DW_TAG_array_type, baseType: !30, size: 384, elements: !73)
!81 = !DILocalVariable(name: "i", scope: !82, file: !3, line: 34, type: !9)
!82 = distinct !DILexicalBlock(scope: !67, file: !3, line: 34, column: 5)
!83 = !DILocalVariable(name: "sh8", scope: !84, file: !3, line: 35, type: !86)
!84 = distinct !DILexicalBlock(scope: !85, file: !3, line: 34, column: 33)
!85 = distinct !DILexicalBlock(scope: !82, file: !3, line: 34, column: 5)
!86 = !DICompositeType(tag: DW_TAG_array_type, baseType: !9, size: 128, elements: !87)
!87 = !{!88}
!88 = !DISubrange(count: 4)
!89 = !DILocalVariable(name: "sh16", scope: !84, file: !3, line: 35, type: !86)
!90 = !DILocalVariable(name: "sh32", scope: !84, file: !3, line: 35, type: !86)
!91 = !DILocalVariable(name: "sh64", scope: !84, file: !3, line: 35, type: !86)
!92 = !DILocalVariable(name: "k", scope: !93, file: !3, line: 36, type: !9)
!93 = distinct !DILexicalBlock(scope: !84, file: !3, line: 36, column: 9)
!94 = !DILocalVariable(name: "s", scope: !95, file: !3, line: 40, type: !9)
!95 = distinct !DILexicalBlock(scope: !67, file: !3, line: 40, column: 5)
!96 = !DILocalVariable(name: "s", scope: !97, file: !3, line: 41, type: !9)
!97 = distinct !DILexicalBlock(scope: !67, file: !3, line: 41, column: 5)
!98 = distinct !DIAssignID()
!99 = !DILocation(line: 0, scope: !67)
!100 = distinct !DIAssignID()
!101 = distinct !DIAssignID()
!102 = distinct !DIAssignID()
!103 = distinct !DIAssignID()
!104 = !DILocation(line: 0, scope: !84)
!105 = distinct !DIAssignID()
!106 = distinct !DIAssignID()
!107 = distinct !DIAssignID()
!108 = distinct !DIAssignID()
!109 = distinct !DIAssignID()
!110 = distinct !DIAssignID()
!111 = !DILocation(line: 33, column: 5, scope: !67)
!112 = !DILocation(line: 33, column: 13, scope: !67)
!113 = distinct !DIAssignID()
!114 = distinct !DIAssignID()
!115 = distinct !DIAssignID()
!116 = distinct !DIAssignID()
!117 = distinct !DIAssignID()
!118 = distinct !DIAssignID()
!119 = distinct !DIAssignID()
!120 = !DILocation(line: 0, scope: !82)
!121 = !DILocation(line: 34, column: 5, scope: !82)
!122 = !{!123, !123, i64 0}
!123 = !{!"omnipotent char", !124, i64 0}
!124 = !{!"Simple C/C++ TBAA"}
!125 = !DILocation(line: 0, scope: !93)
!126 = !DILocation(line: 37, column: 13, scope: !127)
!127 = distinct !DILexicalBlock(scope: !128, file: !3, line: 36, column: 37)
!128 = distinct !DILexicalBlock(scope: !93, file: !3, line: 36, column: 9)
!129 = !DILocation(line: 37, column: 46, scope: !127)
!130 = !{!131, !131, i64 0}
!131 = !{!"short", !123, i64 0}
!132 = !DILocation(line: 37, column: 37, scope: !127)
!133 = !DILocation(line: 37, column: 73, scope: !127)
!134 = !{!135, !135, i64 0}
!135 = !{!"int", !123, i64 0}
!136 = !DILocation(line: 37, column: 64, scope: !127)
!137 = !DILocation(line: 37, column: 100, scope: !127)
!138 = !{!139, !139, i64 0}
!139 = !{!"long", !123, i64 0}
!140 = !DILocation(line: 37, column: 91, scope: !127)
!141 = !DILocation(line: 34, column: 29, scope: !85)
!142 = !DILocation(line: 34, column: 23, scope: !85)
!143 = distinct !{!143, !121, !144, !145}
!144 = !DILocation(line: 39, column: 5, scope: !82)
!145 = !{!"llvm.loop.mustprogress"}
!146 = !{!147, !147, i64 0}
!147 = !{!"long long", !123, i64 0}
!148 = !DILocation(line: 0, scope: !95)
!149 = !DILocation(line: 40, column: 5, scope: !95)
!150 = !DILocation(line: 0, scope: !97)
!151 = !DILocation(line: 41, column: 44, scope: !152)
!152 = distinct !DILexicalBlock(scope: !97, file: !3, line: 41, column: 5)
!153 = !DILocation(line: 41, column: 41, scope: !152)
!154 = !DILocation(line: 42, column: 5, scope: !67)
!155 = !DILocation(line: 44, column: 24, scope: !67)
!156 = !DILocation(line: 44, column: 5, scope: !67)
!157 = !DILocation(line: 45, column: 18, scope: !67)
!158 = !DILocation(line: 45, column: 20, scope: !67)
!159 = !DILocation(line: 45, column: 12, scope: !67)
!160 = !DILocation(line: 46, column: 1, scope: !67)
!161 = !DILocation(line: 40, column: 39, scope: !162)
!162 = distinct !DILexicalBlock(scope: !95, file: !3, line: 40, column: 5)
!163 = !DILocation(line: 40, column: 93, scope: !162)
!164 = !DILocation(line: 40, column: 36, scope: !162)
!165 = !DILocation(line: 40, column: 30, scope: !162)
!166 = !DILocation(line: 40, column: 23, scope: !162)
!167 = distinct !{!167, !149, !168, !145}
!168 = !DILocation(line: 40, column: 95, scope: !95)
!169 = distinct !DISubprogram(name: "test_i8", scope: !3, file: !3, line: 16, type: !170, scopeLine: 16, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !172)
!170 = !DISubroutineType(types: !171)
!171 = !{null, !16, !9}
!172 = !{!173, !174, !175, !176, !177, !178, !179}
!173 = !DILocalVariable(name: "a", arg: 1, scope: !169, file: !3, line: 16, type: !16)
!174 = !DILocalVariable(name: "s", arg: 2, scope: !169, file: !3, line: 16, type: !9)
!175 = !DILocalVariable(name: "ua", scope: !169, file: !3, line: 16, type: !13)
!176 = !DILocalVariable(name: "l", scope: !169, file: !3, line: 16, type: !13)
!177 = !DILocalVariable(name: "r", scope: !169, file: !3, line: 16, type: !16)
!178 = !DILocalVariable(name: "ur", scope: !169, file: !3, line: 16, type: !13)
!179 = !DILocalVariable(name: "rotl", scope: !169, file: !3, line: 16, type: !13)
!180 = !DILocation(line: 0, scope: !169)
!181 = !DILocation(line: 16, column: 1, scope: !169)
!182 = distinct !DISubprogram(name: "test_i16", scope: !3, file: !3, line: 17, type: !183, scopeLine: 17, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !185)
!183 = !DISubroutineType(types: !184)
!184 = !{null, !22, !9}
!185 = !{!186, !187, !188, !189, !190, !191, !192}
!186 = !DILocalVariable(name: "a", arg: 1, scope: !182, file: !3, line: 17, type: !22)
!187 = !DILocalVariable(name: "s", arg: 2, scope: !182, file: !3, line: 17, type: !9)
!188 = !DILocalVariable(name: "ua", scope: !182, file: !3, line: 17, type: !19)
!189 = !DILocalVariable(name: "l", scope: !182, file: !3, line: 17, type: !19)
!190 = !DILocalVariable(name: "r", scope: !182, file: !3, line: 17, type: !22)
!191 = !DILocalVariable(name: "ur", scope: !182, file: !3, line: 17, type: !19)
!192 = !DILocalVariable(name: "rotl", scope: !182, file: !3, line: 17, type: !19)
!193 = !DILocation(line: 0, scope: !182)
!194 = !DILocation(line: 17, column: 1, scope: !182)
!195 = distinct !DISubprogram(name: "test_i32", scope: !3, file: !3, line: 18, type: !196, scopeLine: 18, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !198)
!196 = !DISubroutineType(types: !197)
!197 = !{null, !5, !9}
!198 = !{!199, !200, !201, !202, !203, !204, !205}
!199 = !DILocalVariable(name: "a", arg: 1, scope: !195, file: !3, line: 18, type: !5)
!200 = !DILocalVariable(name: "s", arg: 2, scope: !195, file: !3, line: 18, type: !9)
!201 = !DILocalVariable(name: "ua", scope: !195, file: !3, line: 18, type: !25)
!202 = !DILocalVariable(name: "l", scope: !195, file: !3, line: 18, type: !25)
!203 = !DILocalVariable(name: "r", scope: !195, file: !3, line: 18, type: !5)
!204 = !DILocalVariable(name: "ur", scope: !195, file: !3, line: 18, type: !25)
!205 = !DILocalVariable(name: "rotl", scope: !195, file: !3, line: 18, type: !25)
!206 = !DILocation(line: 0, scope: !195)
!207 = !DILocation(line: 18, column: 1, scope: !195)
!208 = distinct !DISubprogram(name: "test_i64", scope: !3, file: !3, line: 19, type: !209, scopeLine: 19, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !211)
!209 = !DISubroutineType(types: !210)
!210 = !{null, !30, !9}
!211 = !{!212, !213, !214, !215, !216, !217, !218}
!212 = !DILocalVariable(name: "a", arg: 1, scope: !208, file: !3, line: 19, type: !30)
!213 = !DILocalVariable(name: "s", arg: 2, scope: !208, file: !3, line: 19, type: !9)
!214 = !DILocalVariable(name: "ua", scope: !208, file: !3, line: 19, type: !27)
!215 = !DILocalVariable(name: "l", scope: !208, file: !3, line: 19, type: !27)
!216 = !DILocalVariable(name: "r", scope: !208, file: !3, line: 19, type: !30)
!217 = !DILocalVariable(name: "ur", scope: !208, file: !3, line: 19, type: !27)
!218 = !DILocalVariable(name: "rotl", scope: !208, file: !3, line: 19, type: !27)
!219 = !DILocation(line: 0, scope: !208)
!220 = !DILocation(line: 19, column: 1, scope: !208)
!221 = distinct !DISubprogram(name: "masked_shift", scope: !3, file: !3, line: 26, type: !222, scopeLine: 26, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !224)
!222 = !DISubroutineType(cc: DW_CC_nocall, types: !223)
!223 = !{!27, !27, !10}
!224 = !{!225, !226}
!225 = !DILocalVariable(name: "x", arg: 1, scope: !221, file: !3, line: 26, type: !27)
!226 = !DILocalVariable(name: "s", arg: 2, scope: !221, file: !3, line: 26, type: !10)
!227 = !DILocation(line: 0, scope: !221)
!228 = !DILocation(line: 26, column: 97, scope: !221)
!229 = !DILocation(line: 26, column: 91, scope: !221)
!230 = !DILocation(line: 26, column: 82, scope: !221)
!231 = distinct !DISubprogram(name: "shift_by_u8", scope: !3, file: !3, line: 27, type: !232, scopeLine: 27, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !234)
!232 = !DISubroutineType(cc: DW_CC_nocall, types: !233)
!233 = !{!25, !25, !11}
!234 = !{!235, !236}
!235 = !DILocalVariable(name: "x", arg: 1, scope: !231, file: !3, line: 27, type: !25)
!236 = !DILocalVariable(name: "s", arg: 2, scope: !231, file: !3, line: 27, type: !11)
!237 = !DILocation(line: 0, scope: !231)
!238 = !DILocation(line: 27, column: 101, scope: !231)
!239 = !DILocation(line: 27, column: 95, scope: !231)
!240 = !DILocation(line: 27, column: 86, scope: !231)
!241 = !DISubprogram(name: "printf", scope: !242, file: !242, line: 356, type: !243, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!242 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!243 = !DISubroutineType(types: !244)
!244 = !{!9, !245, null}
!245 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !246)
!246 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !247, size: 64)
!247 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !37)
