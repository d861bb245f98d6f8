; ModuleID = 'programs/game_2048_sim.c'
source_filename = "programs/game_2048_sim.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.board = type { [4 x [4 x i16]] }

@.str = private unnamed_addr constant [4 x i8] c"%5u\00", align 1, !dbg !0
@.str.2 = private unnamed_addr constant [32 x i8] c"moves=%d score=%ld max tile=%u\0A\00", align 1, !dbg !7
@rs = internal unnamed_addr global i32 2048, align 4, !dbg !12

; Function Attrs: nofree nounwind uwtable
define dso_local range(i32 -127, 128) i32 @main() local_unnamed_addr #0 !dbg !39 {
  %1 = alloca %struct.board, align 16, !DIAssignID !72
    #dbg_assign(i1 undef, !43, !DIExpression(), !72, ptr %1, !DIExpression(), !73)
  %2 = alloca i64, align 8, !DIAssignID !74
    #dbg_assign(i1 undef, !50, !DIExpression(), !74, ptr %2, !DIExpression(), !73)
  %3 = alloca %struct.board, align 2, !DIAssignID !75
    #dbg_assign(i1 undef, !60, !DIExpression(), !75, ptr %3, !DIExpression(), !76)
  %4 = alloca i64, align 8, !DIAssignID !77
    #dbg_assign(i1 undef, !63, !DIExpression(), !77, ptr %4, !DIExpression(), !76)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %1) #10, !dbg !78
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %1, i8 0, i64 32, i1 false), !dbg !79, !DIAssignID !80
    #dbg_assign(i8 0, !43, !DIExpression(), !80, ptr %1, !DIExpression(), !73)
  call fastcc void @spawn(ptr noundef nonnull %1), !dbg !81
  call fastcc void @spawn(ptr noundef nonnull %1), !dbg !82
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #10, !dbg !83
  store i64 0, ptr %2, align 8, !dbg !84, !tbaa !85, !DIAssignID !89
    #dbg_assign(i64 0, !50, !DIExpression(), !89, ptr %2, !DIExpression(), !73)
    #dbg_value(i32 0, !52, !DIExpression(), !73)
  br label %5, !dbg !90

5:                                                ; preds = %38, %0
  %6 = phi i32 [ 0, %0 ], [ %40, %38 ], !dbg !91
    #dbg_value(i32 %6, !52, !DIExpression(), !73)
    #dbg_value(i32 -1, !53, !DIExpression(), !92)
    #dbg_value(i64 -1, !57, !DIExpression(), !92)
    #dbg_value(i32 0, !58, !DIExpression(), !93)
  br label %9, !dbg !94

7:                                                ; preds = %33
  %8 = icmp sgt i32 %34, -1, !dbg !95
  br i1 %8, label %38, label %41, !dbg !97

9:                                                ; preds = %5, %33
  %10 = phi i32 [ 0, %5 ], [ %36, %33 ]
  %11 = phi i64 [ -1, %5 ], [ %35, %33 ]
  %12 = phi i32 [ -1, %5 ], [ %34, %33 ]
    #dbg_value(i32 %10, !58, !DIExpression(), !93)
    #dbg_value(i64 %11, !57, !DIExpression(), !92)
    #dbg_value(i32 %12, !53, !DIExpression(), !92)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %3) #10, !dbg !98
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 2 dereferenceable(32) %3, ptr noundef nonnull align 16 dereferenceable(32) %1, i64 32, i1 false), !dbg !99, !tbaa.struct !100, !DIAssignID !102
    #dbg_assign(i1 undef, !60, !DIExpression(), !102, ptr %3, !DIExpression(), !76)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4) #10, !dbg !103
  store i64 0, ptr %4, align 8, !dbg !104, !tbaa !85, !DIAssignID !105
    #dbg_assign(i64 0, !63, !DIExpression(), !105, ptr %4, !DIExpression(), !76)
  %13 = call fastcc i32 @move(ptr noundef nonnull %3, i32 noundef %10, ptr noundef nonnull %4), !dbg !106
  %14 = icmp eq i32 %13, 0, !dbg !106
  br i1 %14, label %33, label %15, !dbg !108

15:                                               ; preds = %9
  %16 = load i64, ptr %4, align 8, !dbg !109, !tbaa !85
  %17 = shl nsw i64 %16, 2, !dbg !110
    #dbg_value(ptr %3, !111, !DIExpression(), !124)
    #dbg_value(i32 0, !118, !DIExpression(), !124)
    #dbg_value(i32 0, !119, !DIExpression(), !126)
    #dbg_value(i64 0, !119, !DIExpression(), !126)
    #dbg_value(i32 0, !121, !DIExpression(), !127)
    #dbg_value(i32 0, !118, !DIExpression(), !124)
    #dbg_value(i64 0, !121, !DIExpression(), !127)
    #dbg_value(i32 0, !118, !DIExpression(), !124)
    #dbg_value(i16 poison, !118, !DIExpression(DW_OP_lit0, DW_OP_eq, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !124)
    #dbg_value(i64 1, !121, !DIExpression(), !127)
    #dbg_value(!DIArgList(i16 poison, i16 poison), !118, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_lit0, DW_OP_eq, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_arg, 1, DW_OP_lit0, DW_OP_eq, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_stack_value), !124)
    #dbg_value(i64 2, !121, !DIExpression(), !127)
    #dbg_value(!DIArgList(i16 poison, i16 poison, i16 poison), !118, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_lit0, DW_OP_eq, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_arg, 2, DW_OP_lit0, DW_OP_eq, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_LLVM_arg, 1, DW_OP_lit0, DW_OP_eq, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_stack_value), !124)
    #dbg_value(i64 3, !121, !DIExpression(), !127)
    #dbg_value(!DIArgList(i16 poison, i16 poison, i16 poison, i16 poison), !118, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_lit0, DW_OP_eq, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_arg, 3, DW_OP_lit0, DW_OP_eq, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_LLVM_arg, 2, DW_OP_lit0, DW_OP_eq, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_LLVM_arg, 1, DW_OP_lit0, DW_OP_eq, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_stack_value), !124)
    #dbg_value(i64 4, !121, !DIExpression(), !127)
    #dbg_value(i64 1, !119, !DIExpression(), !126)
    #dbg_value(i32 0, !121, !DIExpression(), !127)
    #dbg_value(i64 0, !121, !DIExpression(), !127)
    #dbg_value(!DIArgList(i16 poison, i16 poison, i16 poison, i16 poison), !118, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_lit0, DW_OP_eq, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_arg, 3, DW_OP_lit0, DW_OP_eq, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_LLVM_arg, 2, DW_OP_lit0, DW_OP_eq, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_LLVM_arg, 1, DW_OP_lit0, DW_OP_eq, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_stack_value), !124)
    #dbg_value(!DIArgList(i16 poison, i16 poison, i16 poison, i16 poison, i16 poison), !118, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_lit0, DW_OP_eq, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_arg, 4, DW_OP_lit0, DW_OP_eq, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_LLVM_arg, 3, DW_OP_lit0, DW_OP_eq, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_LLVM_arg, 2, DW_OP_lit0, DW_OP_eq, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_LLVM_arg, 1, DW_OP_lit0, DW_OP_eq, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_stack_value), !124)
    #dbg_value(i64 1, !121, !DIExpression(), !127)
    #dbg_value(!DIArgList(i16 poison, i16 poison, i16 poison, i16 poison, i16 poison, i16 poison), !118, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_lit0, DW_OP_eq, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_arg, 5, DW_OP_lit0, DW_OP_eq, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_LLVM_arg, 4, DW_OP_lit0, DW_OP_eq, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_LLVM_arg, 3, DW_OP_lit0, DW_OP_eq, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_LLVM_arg, 2, DW_OP_lit0, DW_OP_eq, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_LLVM_arg, 1, DW_OP_lit0, DW_OP_eq, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_stack_value), !124)
    #dbg_value(i64 2, !121, !DIExpression(), !127)
    #dbg_value(!DIArgList(i16 poison, i16 poison, i16 poison, i16 poison, i16 poison, i16 poison, i16 poison), !118, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_lit0, DW_OP_eq, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_arg, 6, DW_OP_lit0, DW_OP_eq, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_LLVM_arg, 5, DW_OP_lit0, DW_OP_eq, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_LLVM_arg, 4, DW_OP_lit0, DW_OP_eq, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_LLVM_arg, 3, DW_OP_lit0, DW_OP_eq, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_LLVM_arg, 2, DW_OP_lit0, DW_OP_eq, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_LLVM_arg, 1, DW_OP_lit0, DW_OP_eq, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_stack_value), !124)
    #dbg_value(i64 3, !121, !DIExpression(), !127)
    #dbg_value(!DIArgList(i16 poison, i16 poison, i16 poison, i16 poison, i16 poison, i16 poison, i16 poison, i16 poison), !118, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_lit0, DW_OP_eq, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_arg, 7, DW_OP_lit0, DW_OP_eq, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_LLVM_arg, 6, DW_OP_lit0, DW_OP_eq, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_LLVM_arg, 5, DW_OP_lit0, DW_OP_eq, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_LLVM_arg, 4, DW_OP_lit0, DW_OP_eq, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_LLVM_arg, 3, DW_OP_lit0, DW_OP_eq, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_LLVM_arg, 2, DW_OP_lit0, DW_OP_eq, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_LLVM_arg, 1, DW_OP_lit0, DW_OP_eq, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_stack_value), !124)
    #dbg_value(i64 4, !121, !DIExpression(), !127)
    #dbg_value(i64 2, !119, !DIExpression(), !126)
    #dbg_value(i32 0, !121, !DIExpression(), !127)
    #dbg_value(i64 0, !121, !DIExpression(), !127)
    #dbg_value(!DIArgList(i16 poison, i16 poison, i16 poison, i16 poison, i16 poison, i16 poison, i16 poison, i16 poison), !118, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_lit0, DW_OP_eq, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_arg, 7, DW_OP_lit0, DW_OP_eq, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_LLVM_arg, 6, DW_OP_lit0, DW_OP_eq, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_LLVM_arg, 5, DW_OP_lit0, DW_OP_eq, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_LLVM_arg, 4, DW_OP_lit0, DW_OP_eq, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_LLVM_arg, 3, DW_OP_lit0, DW_OP_eq, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_LLVM_arg, 2, DW_OP_lit0, DW_OP_eq, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_LLVM_arg, 1, DW_OP_lit0, DW_OP_eq, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_stack_value), !124)
    #dbg_value(!DIArgList(i16 poison, i16 poison, i16 poison, i16 poison, i16 poison, i16 poison, i16 poison, i16 poison, i16 poison), !118, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_lit0, DW_OP_eq, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_arg, 8, DW_OP_lit0, DW_OP_eq, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_LLVM_arg, 7, DW_OP_lit0, DW_OP_eq, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_LLVM_arg, 6, DW_OP_lit0, DW_OP_eq, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_LLVM_arg, 5, DW_OP_lit0, DW_OP_eq, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_LLVM_arg, 4, DW_OP_lit0, DW_OP_eq, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_LLVM_arg, 3, DW_OP_lit0, DW_OP_eq, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_LLVM_arg, 2, DW_OP_lit0, DW_OP_eq, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_LLVM_arg, 1, DW_OP_lit0, DW_OP_eq, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_stack_value), !124)
    #dbg_value(i64 1, !121, !DIExpression(), !127)
    #dbg_value(!DIArgList(i16 poison, i16 poison, i16 poison, i16 poison, i16 poison, i16 poison, i16 poison, i16 poison, i16 poison, i16 poison), !118, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_lit0, DW_OP_eq, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_arg, 9, DW_OP_lit0, DW_OP_eq, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_LLVM_arg, 8, DW_OP_lit0, DW_OP_eq, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_LLVM_arg, 7, DW_OP_lit0, DW_OP_eq, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_LLVM_arg, 6, DW_OP_lit0, DW_OP_eq, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_LLVM_arg, 5, DW_OP_lit0, DW_OP_eq, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_LLVM_arg, 4, DW_OP_lit0, DW_OP_eq, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_LLVM_arg, 3, DW_OP_lit0, DW_OP_eq, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_LLVM_arg, 2, DW_OP_lit0, DW_OP_eq, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_LLVM_arg, 1, DW_OP_lit0, DW_OP_eq, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_stack_value), !124)
    #dbg_value(i64 2, !121, !DIExpression(), !127)
    #dbg_value(!DIArgList(i16 poison, i16 poison, i16 poison, i16 poison, i16 poison, i16 poison, i16 poison, i16 poison, i16 poison, i16 poison, i16 poison), !118, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_lit0, DW_OP_eq, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_arg, 10, DW_OP_lit0, DW_OP_eq, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_LLVM_arg, 9, DW_OP_lit0, DW_OP_eq, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_LLVM_arg, 8, DW_OP_lit0, DW_OP_eq, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_LLVM_arg, 7, DW_OP_lit0, DW_OP_eq, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_LLVM_arg, 6, DW_OP_lit0, DW_OP_eq, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_LLVM_arg, 5, DW_OP_lit0, DW_OP_eq, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_LLVM_arg, 4, DW_OP_lit0, DW_OP_eq, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_LLVM_arg, 3, DW_OP_lit0, DW_OP_eq, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_LLVM_arg, 2, DW_OP_lit0, DW_OP_eq, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_LLVM_arg, 1, DW_OP_lit0, DW_OP_eq, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_stack_value), !124)
    #dbg_value(i64 3, !121, !DIExpression(), !127)
    #dbg_value(!DIArgList(i16 poison, i1 poison, i16 poison, i16 poison, i16 poison, i16 poison, i16 poison, i16 poison, i16 poison, i16 poison, i16 poison, i16 poison), !118, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_lit0, DW_OP_eq, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_arg, 11, DW_OP_lit0, DW_OP_eq, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_LLVM_arg, 10, DW_OP_lit0, DW_OP_eq, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_LLVM_arg, 9, DW_OP_lit0, DW_OP_eq, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_LLVM_arg, 8, DW_OP_lit0, DW_OP_eq, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_LLVM_arg, 7, DW_OP_lit0, DW_OP_eq, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_LLVM_arg, 6, DW_OP_lit0, DW_OP_eq, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_LLVM_arg, 5, DW_OP_lit0, DW_OP_eq, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_LLVM_arg, 4, DW_OP_lit0, DW_OP_eq, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_LLVM_arg, 3, DW_OP_lit0, DW_OP_eq, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_LLVM_arg, 2, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_stack_value), !124)
    #dbg_value(i64 4, !121, !DIExpression(), !127)
    #dbg_value(i64 3, !119, !DIExpression(), !126)
    #dbg_value(i32 0, !121, !DIExpression(), !127)
    #dbg_value(i64 0, !121, !DIExpression(), !127)
    #dbg_value(!DIArgList(i16 poison, i1 poison, i16 poison, i16 poison, i16 poison, i16 poison, i16 poison, i16 poison, i16 poison, i16 poison, i16 poison, i16 poison), !118, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_lit0, DW_OP_eq, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_arg, 11, DW_OP_lit0, DW_OP_eq, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_LLVM_arg, 10, DW_OP_lit0, DW_OP_eq, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_LLVM_arg, 9, DW_OP_lit0, DW_OP_eq, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_LLVM_arg, 8, DW_OP_lit0, DW_OP_eq, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_LLVM_arg, 7, DW_OP_lit0, DW_OP_eq, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_LLVM_arg, 6, DW_OP_lit0, DW_OP_eq, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_LLVM_arg, 5, DW_OP_lit0, DW_OP_eq, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_LLVM_arg, 4, DW_OP_lit0, DW_OP_eq, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_LLVM_arg, 3, DW_OP_lit0, DW_OP_eq, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_LLVM_arg, 2, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_stack_value), !124)
    #dbg_value(!DIArgList(i16 poison, i1 poison, i1 poison, i1 poison, i1 poison, i1 poison, i1 poison, i1 poison, i16 poison, i16 poison, i16 poison, i16 poison, i16 poison), !118, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_lit0, DW_OP_eq, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_arg, 12, DW_OP_lit0, DW_OP_eq, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_LLVM_arg, 11, DW_OP_lit0, DW_OP_eq, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_LLVM_arg, 10, DW_OP_lit0, DW_OP_eq, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_LLVM_arg, 9, DW_OP_lit0, DW_OP_eq, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_LLVM_arg, 8, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_LLVM_arg, 7, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_LLVM_arg, 6, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_LLVM_arg, 5, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_LLVM_arg, 4, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_LLVM_arg, 3, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_LLVM_arg, 2, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_stack_value), !124)
    #dbg_value(i64 1, !121, !DIExpression(), !127)
    #dbg_value(!DIArgList(i16 poison, i1 poison, i1 poison, i1 poison, i1 poison, i1 poison, i1 poison, i1 poison, i1 poison, i1 poison, i1 poison, i1 poison, i1 poison, i16 poison), !118, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_lit0, DW_OP_eq, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_arg, 13, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_LLVM_arg, 12, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_LLVM_arg, 11, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_LLVM_arg, 10, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_LLVM_arg, 9, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_LLVM_arg, 8, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_LLVM_arg, 7, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_LLVM_arg, 6, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_LLVM_arg, 5, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_LLVM_arg, 4, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_LLVM_arg, 3, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_LLVM_arg, 2, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_stack_value), !124)
    #dbg_value(i64 2, !121, !DIExpression(), !127)
    #dbg_value(!DIArgList(i32 poison, i1 poison, i1 poison, i1 poison, i1 poison, i1 poison, i1 poison, i1 poison, i1 poison, i1 poison, i1 poison, i1 poison, i1 poison, i1 poison, i1 poison), !118, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 14, DW_OP_plus, DW_OP_LLVM_arg, 13, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_LLVM_arg, 12, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_LLVM_arg, 11, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_LLVM_arg, 10, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_LLVM_arg, 9, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_LLVM_arg, 8, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_LLVM_arg, 7, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_LLVM_arg, 6, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_LLVM_arg, 5, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_LLVM_arg, 4, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_LLVM_arg, 3, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_LLVM_arg, 2, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_stack_value), !124)
    #dbg_value(i64 3, !121, !DIExpression(), !127)
  %18 = load <16 x i16>, ptr %3, align 2, !dbg !128, !tbaa !130
  %19 = icmp eq <16 x i16> %18, zeroinitializer, !dbg !132
  %20 = bitcast <16 x i1> %19 to i16, !dbg !133
  %21 = call range(i16 0, 17) i16 @llvm.ctpop.i16(i16 %20), !dbg !133
    #dbg_value(!DIArgList(i32 poison, i1 poison, i1 poison, i1 poison, i1 poison, i1 poison, i1 poison, i1 poison, i1 poison, i1 poison, i1 poison, i1 poison, i1 poison, i1 poison, i1 poison), !118, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 14, DW_OP_plus, DW_OP_LLVM_arg, 13, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_LLVM_arg, 12, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_LLVM_arg, 11, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_LLVM_arg, 10, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_LLVM_arg, 9, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_LLVM_arg, 8, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_LLVM_arg, 7, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_LLVM_arg, 6, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_LLVM_arg, 5, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_LLVM_arg, 4, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_LLVM_arg, 3, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_LLVM_arg, 2, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_stack_value), !124)
    #dbg_value(i64 4, !121, !DIExpression(), !127)
    #dbg_value(i64 4, !119, !DIExpression(), !126)
  %22 = mul nuw nsw i16 %21, 10, !dbg !134
  %23 = zext nneg i16 %22 to i64, !dbg !134
  %24 = extractelement <16 x i16> %18, i64 0, !dbg !135
  %25 = extractelement <16 x i16> %18, i64 1, !dbg !135
  %26 = icmp ult i16 %24, %25, !dbg !135
  %27 = select i1 %26, i64 0, i64 5, !dbg !136
  %28 = add i64 %27, %17, !dbg !137
  %29 = add i64 %28, %23, !dbg !138
    #dbg_value(i64 %29, !64, !DIExpression(), !76)
  %30 = icmp sgt i64 %29, %11, !dbg !139
  %31 = select i1 %30, i32 %10, i32 %12, !dbg !141
  %32 = call i64 @llvm.smax.i64(i64 %29, i64 %11), !dbg !141
    #dbg_value(i64 %32, !57, !DIExpression(), !92)
    #dbg_value(i32 %31, !53, !DIExpression(), !92)
  br label %33, !dbg !142

33:                                               ; preds = %9, %15
  %34 = phi i32 [ %31, %15 ], [ %12, %9 ], !dbg !92
  %35 = phi i64 [ %32, %15 ], [ %11, %9 ], !dbg !92
    #dbg_value(i64 %35, !57, !DIExpression(), !92)
    #dbg_value(i32 %34, !53, !DIExpression(), !92)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4) #10, !dbg !142
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %3) #10, !dbg !142
  %36 = add nuw nsw i32 %10, 1, !dbg !143
    #dbg_value(i32 %36, !58, !DIExpression(), !93)
  %37 = icmp eq i32 %36, 4, !dbg !144
  br i1 %37, label %7, label %9, !dbg !94, !llvm.loop !145

38:                                               ; preds = %7
  %39 = call fastcc i32 @move(ptr noundef nonnull %1, i32 noundef %34, ptr noundef nonnull %2), !dbg !148
  call fastcc void @spawn(ptr noundef nonnull %1), !dbg !149
  %40 = add nuw nsw i32 %6, 1, !dbg !150
    #dbg_value(i32 %40, !52, !DIExpression(), !73)
  br label %5

41:                                               ; preds = %7
    #dbg_value(i32 %6, !52, !DIExpression(), !73)
    #dbg_value(i64 0, !66, !DIExpression(), !151)
    #dbg_value(i64 0, !68, !DIExpression(), !152)
    #dbg_value(i16 0, !65, !DIExpression(), !73)
  %42 = load i16, ptr %1, align 16, !dbg !153, !tbaa !130
  %43 = zext i16 %42 to i32, !dbg !153
  %44 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %43), !dbg !156
    #dbg_value(i16 undef, !65, !DIExpression(), !73)
    #dbg_value(i64 1, !68, !DIExpression(), !152)
  %45 = getelementptr inbounds i8, ptr %1, i64 2, !dbg !153
  %46 = load i16, ptr %45, align 2, !dbg !153, !tbaa !130
  %47 = zext i16 %46 to i32, !dbg !153
    #dbg_value(i16 poison, !65, !DIExpression(), !73)
    #dbg_value(i64 2, !68, !DIExpression(), !152)
  %48 = getelementptr inbounds i8, ptr %1, i64 4, !dbg !153
    #dbg_value(i16 poison, !65, !DIExpression(), !73)
    #dbg_value(i64 3, !68, !DIExpression(), !152)
  %49 = getelementptr inbounds i8, ptr %1, i64 6, !dbg !153
    #dbg_value(i16 poison, !65, !DIExpression(), !73)
    #dbg_value(i64 4, !68, !DIExpression(), !152)
    #dbg_value(i64 1, !66, !DIExpression(), !151)
    #dbg_value(i64 0, !68, !DIExpression(), !152)
  %50 = getelementptr inbounds i8, ptr %1, i64 8, !dbg !153
    #dbg_value(i16 poison, !65, !DIExpression(), !73)
    #dbg_value(i64 1, !68, !DIExpression(), !152)
  %51 = getelementptr inbounds i8, ptr %1, i64 10, !dbg !153
    #dbg_value(i16 poison, !65, !DIExpression(), !73)
    #dbg_value(i64 2, !68, !DIExpression(), !152)
  %52 = getelementptr inbounds i8, ptr %1, i64 12, !dbg !153
    #dbg_value(i16 poison, !65, !DIExpression(), !73)
    #dbg_value(i64 3, !68, !DIExpression(), !152)
  %53 = getelementptr inbounds i8, ptr %1, i64 14, !dbg !153
    #dbg_value(i16 poison, !65, !DIExpression(), !73)
    #dbg_value(i64 4, !68, !DIExpression(), !152)
    #dbg_value(i64 2, !66, !DIExpression(), !151)
    #dbg_value(i64 0, !68, !DIExpression(), !152)
  %54 = getelementptr inbounds i8, ptr %1, i64 16, !dbg !153
    #dbg_value(i16 poison, !65, !DIExpression(), !73)
    #dbg_value(i64 1, !68, !DIExpression(), !152)
  %55 = getelementptr inbounds i8, ptr %1, i64 18, !dbg !153
    #dbg_value(i16 poison, !65, !DIExpression(), !73)
    #dbg_value(i64 2, !68, !DIExpression(), !152)
  %56 = getelementptr inbounds i8, ptr %1, i64 20, !dbg !153
    #dbg_value(i16 poison, !65, !DIExpression(), !73)
    #dbg_value(i64 3, !68, !DIExpression(), !152)
  %57 = getelementptr inbounds i8, ptr %1, i64 22, !dbg !153
    #dbg_value(i16 poison, !65, !DIExpression(), !73)
    #dbg_value(i64 4, !68, !DIExpression(), !152)
    #dbg_value(i64 3, !66, !DIExpression(), !151)
    #dbg_value(i64 0, !68, !DIExpression(), !152)
  %58 = getelementptr inbounds i8, ptr %1, i64 24, !dbg !153
    #dbg_value(i16 poison, !65, !DIExpression(), !73)
    #dbg_value(i64 1, !68, !DIExpression(), !152)
  %59 = getelementptr inbounds i8, ptr %1, i64 26, !dbg !153
    #dbg_value(i16 poison, !65, !DIExpression(), !73)
    #dbg_value(i64 2, !68, !DIExpression(), !152)
  %60 = getelementptr inbounds i8, ptr %1, i64 28, !dbg !153
    #dbg_value(i16 poison, !65, !DIExpression(), !73)
    #dbg_value(i64 3, !68, !DIExpression(), !152)
  %61 = getelementptr inbounds i8, ptr %1, i64 30, !dbg !153
  %62 = load <8 x i16>, ptr %1, align 16, !dbg !157
  %63 = shufflevector <8 x i16> %62, <8 x i16> poison, <16 x i32> <i32 0, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>, !dbg !157
  %64 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %47), !dbg !156
  %65 = load i16, ptr %45, align 2, !dbg !157, !tbaa !130
  %66 = load i16, ptr %48, align 4, !dbg !153, !tbaa !130
  %67 = zext i16 %66 to i32, !dbg !153
  %68 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %67), !dbg !156
  %69 = load i16, ptr %48, align 4, !dbg !157, !tbaa !130
  %70 = load i16, ptr %49, align 2, !dbg !153, !tbaa !130
  %71 = zext i16 %70 to i32, !dbg !153
  %72 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %71), !dbg !156
  %73 = load i16, ptr %49, align 2, !dbg !157, !tbaa !130
  %74 = call i32 @putchar(i32 10), !dbg !159
  %75 = load i16, ptr %50, align 8, !dbg !153, !tbaa !130
  %76 = zext i16 %75 to i32, !dbg !153
  %77 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %76), !dbg !156
  %78 = load i16, ptr %50, align 8, !dbg !157, !tbaa !130
  %79 = load i16, ptr %51, align 2, !dbg !153, !tbaa !130
  %80 = zext i16 %79 to i32, !dbg !153
  %81 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %80), !dbg !156
  %82 = load i16, ptr %51, align 2, !dbg !157, !tbaa !130
  %83 = load i16, ptr %52, align 4, !dbg !153, !tbaa !130
  %84 = zext i16 %83 to i32, !dbg !153
  %85 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %84), !dbg !156
  %86 = load i16, ptr %52, align 4, !dbg !157, !tbaa !130
  %87 = load i16, ptr %53, align 2, !dbg !153, !tbaa !130
  %88 = zext i16 %87 to i32, !dbg !153
  %89 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %88), !dbg !156
  %90 = load i16, ptr %53, align 2, !dbg !157, !tbaa !130
  %91 = call i32 @putchar(i32 10), !dbg !159
  %92 = load i16, ptr %54, align 16, !dbg !153, !tbaa !130
  %93 = zext i16 %92 to i32, !dbg !153
  %94 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %93), !dbg !156
  %95 = load i16, ptr %54, align 16, !dbg !157, !tbaa !130
  %96 = load i16, ptr %55, align 2, !dbg !153, !tbaa !130
  %97 = zext i16 %96 to i32, !dbg !153
  %98 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %97), !dbg !156
  %99 = load i16, ptr %55, align 2, !dbg !157, !tbaa !130
  %100 = load i16, ptr %56, align 4, !dbg !153, !tbaa !130
  %101 = zext i16 %100 to i32, !dbg !153
  %102 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %101), !dbg !156
  %103 = load i16, ptr %56, align 4, !dbg !157, !tbaa !130
  %104 = load i16, ptr %57, align 2, !dbg !153, !tbaa !130
  %105 = zext i16 %104 to i32, !dbg !153
  %106 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %105), !dbg !156
  %107 = load i16, ptr %57, align 2, !dbg !157, !tbaa !130
  %108 = call i32 @putchar(i32 10), !dbg !159
  %109 = load i16, ptr %58, align 8, !dbg !153, !tbaa !130
  %110 = zext i16 %109 to i32, !dbg !153
  %111 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %110), !dbg !156
  %112 = load i16, ptr %58, align 8, !dbg !157, !tbaa !130
  %113 = load i16, ptr %59, align 2, !dbg !153, !tbaa !130
  %114 = zext i16 %113 to i32, !dbg !153
  %115 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %114), !dbg !156
  %116 = load i16, ptr %59, align 2, !dbg !157, !tbaa !130
  %117 = load i16, ptr %60, align 4, !dbg !153, !tbaa !130
  %118 = zext i16 %117 to i32, !dbg !153
  %119 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %118), !dbg !156
  %120 = load i16, ptr %60, align 4, !dbg !157, !tbaa !130
  %121 = load i16, ptr %61, align 2, !dbg !153, !tbaa !130
  %122 = zext i16 %121 to i32, !dbg !153
  %123 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %122), !dbg !156
  %124 = load i16, ptr %61, align 2, !dbg !157, !tbaa !130
  %125 = insertelement <16 x i16> %63, i16 %65, i64 1, !dbg !160
  %126 = insertelement <16 x i16> %125, i16 %69, i64 2, !dbg !160
  %127 = insertelement <16 x i16> %126, i16 %73, i64 3, !dbg !160
  %128 = insertelement <16 x i16> %127, i16 %78, i64 4, !dbg !160
  %129 = insertelement <16 x i16> %128, i16 %82, i64 5, !dbg !160
  %130 = insertelement <16 x i16> %129, i16 %86, i64 6, !dbg !160
  %131 = insertelement <16 x i16> %130, i16 %90, i64 7, !dbg !160
  %132 = insertelement <16 x i16> %131, i16 %95, i64 8, !dbg !160
  %133 = insertelement <16 x i16> %132, i16 %99, i64 9, !dbg !160
  %134 = insertelement <16 x i16> %133, i16 %103, i64 10, !dbg !160
  %135 = insertelement <16 x i16> %134, i16 %107, i64 11, !dbg !160
  %136 = insertelement <16 x i16> %135, i16 %112, i64 12, !dbg !160
  %137 = insertelement <16 x i16> %136, i16 %116, i64 13, !dbg !160
  %138 = insertelement <16 x i16> %137, i16 %120, i64 14, !dbg !160
  %139 = insertelement <16 x i16> %138, i16 %124, i64 15, !dbg !160
  %140 = call i16 @llvm.vector.reduce.umax.v16i16(<16 x i16> %139), !dbg !160
    #dbg_value(i16 %140, !65, !DIExpression(), !73)
    #dbg_value(i64 4, !68, !DIExpression(), !152)
  %141 = call i32 @putchar(i32 10), !dbg !159
    #dbg_value(i64 4, !66, !DIExpression(), !151)
  %142 = load i64, ptr %2, align 8, !dbg !161, !tbaa !85
  %143 = zext i16 %140 to i32, !dbg !162
  %144 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %6, i64 noundef %142, i32 noundef %143), !dbg !163
  %145 = srem i64 %142, 128, !dbg !164
  %146 = trunc nsw i64 %145 to i32, !dbg !165
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #10, !dbg !166
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %1) #10, !dbg !166
  ret i32 %146, !dbg !166
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #2

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable
define internal fastcc void @spawn(ptr nocapture noundef %0) unnamed_addr #3 !dbg !167 {
    #dbg_value(ptr %0, !172, !DIExpression(), !180)
    #dbg_value(ptr %0, !111, !DIExpression(), !181)
    #dbg_value(i32 0, !118, !DIExpression(), !181)
    #dbg_value(i32 0, !119, !DIExpression(), !183)
    #dbg_value(i64 0, !119, !DIExpression(), !183)
    #dbg_value(i32 0, !121, !DIExpression(), !184)
    #dbg_value(i32 0, !118, !DIExpression(), !181)
    #dbg_value(i64 0, !121, !DIExpression(), !184)
    #dbg_value(i32 0, !118, !DIExpression(), !181)
    #dbg_value(i16 poison, !118, !DIExpression(DW_OP_lit0, DW_OP_eq, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !181)
    #dbg_value(i64 1, !121, !DIExpression(), !184)
    #dbg_value(i32 poison, !118, !DIExpression(), !181)
    #dbg_value(i64 2, !121, !DIExpression(), !184)
    #dbg_value(i32 poison, !118, !DIExpression(), !181)
    #dbg_value(i64 3, !121, !DIExpression(), !184)
    #dbg_value(i32 poison, !118, !DIExpression(), !181)
    #dbg_value(i64 4, !121, !DIExpression(), !184)
    #dbg_value(i64 1, !119, !DIExpression(), !183)
    #dbg_value(i32 0, !121, !DIExpression(), !184)
    #dbg_value(i64 0, !121, !DIExpression(), !184)
    #dbg_value(i32 poison, !118, !DIExpression(), !181)
    #dbg_value(i32 poison, !118, !DIExpression(), !181)
    #dbg_value(i64 1, !121, !DIExpression(), !184)
    #dbg_value(i32 poison, !118, !DIExpression(), !181)
    #dbg_value(i64 2, !121, !DIExpression(), !184)
    #dbg_value(i32 poison, !118, !DIExpression(), !181)
    #dbg_value(i64 3, !121, !DIExpression(), !184)
    #dbg_value(i32 poison, !118, !DIExpression(), !181)
    #dbg_value(i64 4, !121, !DIExpression(), !184)
    #dbg_value(i64 2, !119, !DIExpression(), !183)
    #dbg_value(i32 0, !121, !DIExpression(), !184)
    #dbg_value(i64 0, !121, !DIExpression(), !184)
    #dbg_value(i32 poison, !118, !DIExpression(), !181)
    #dbg_value(i32 poison, !118, !DIExpression(), !181)
    #dbg_value(i64 1, !121, !DIExpression(), !184)
    #dbg_value(i32 poison, !118, !DIExpression(), !181)
    #dbg_value(i64 2, !121, !DIExpression(), !184)
    #dbg_value(i32 poison, !118, !DIExpression(), !181)
    #dbg_value(i64 3, !121, !DIExpression(), !184)
    #dbg_value(i32 poison, !118, !DIExpression(), !181)
    #dbg_value(i64 4, !121, !DIExpression(), !184)
    #dbg_value(i64 3, !119, !DIExpression(), !183)
    #dbg_value(i32 0, !121, !DIExpression(), !184)
    #dbg_value(i64 0, !121, !DIExpression(), !184)
    #dbg_value(i32 poison, !118, !DIExpression(), !181)
    #dbg_value(i32 poison, !118, !DIExpression(), !181)
    #dbg_value(i64 1, !121, !DIExpression(), !184)
    #dbg_value(i32 poison, !118, !DIExpression(), !181)
    #dbg_value(i64 2, !121, !DIExpression(), !184)
    #dbg_value(i32 poison, !118, !DIExpression(), !181)
    #dbg_value(i64 3, !121, !DIExpression(), !184)
  %2 = load <16 x i16>, ptr %0, align 2, !dbg !185, !tbaa !130
  %3 = icmp eq <16 x i16> %2, zeroinitializer, !dbg !186
  %4 = bitcast <16 x i1> %3 to i16, !dbg !187
    #dbg_value(i16 poison, !118, !DIExpression(DW_OP_LLVM_convert, 16, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !181)
    #dbg_value(i64 4, !121, !DIExpression(), !184)
    #dbg_value(i64 4, !119, !DIExpression(), !183)
    #dbg_value(i16 poison, !173, !DIExpression(DW_OP_LLVM_convert, 16, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !180)
  %5 = icmp eq i16 %4, 0, !dbg !188
  br i1 %5, label %105, label %6, !dbg !190

6:                                                ; preds = %1
  %7 = tail call range(i16 0, 17) i16 @llvm.ctpop.i16(i16 %4), !dbg !187
    #dbg_value(i16 %7, !173, !DIExpression(DW_OP_LLVM_convert, 16, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !180)
    #dbg_value(i16 %7, !118, !DIExpression(DW_OP_LLVM_convert, 16, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !181)
  %8 = zext nneg i16 %7 to i32, !dbg !187
    #dbg_value(i32 %8, !118, !DIExpression(), !181)
    #dbg_value(i32 %8, !173, !DIExpression(), !180)
  %9 = load i32, ptr @rs, align 4, !dbg !191, !tbaa !196
  %10 = shl i32 %9, 13, !dbg !198
  %11 = xor i32 %10, %9, !dbg !199
  %12 = lshr i32 %11, 17, !dbg !200
  %13 = xor i32 %12, %11, !dbg !201
  %14 = shl i32 %13, 5, !dbg !202
  %15 = xor i32 %14, %13, !dbg !203
  store i32 %15, ptr @rs, align 4, !dbg !203, !tbaa !196
  %16 = urem i32 %15, %8, !dbg !204
    #dbg_value(i32 %16, !174, !DIExpression(), !180)
    #dbg_value(i32 0, !175, !DIExpression(), !205)
    #dbg_value(i32 0, !175, !DIExpression(), !205)
    #dbg_value(i32 %16, !174, !DIExpression(), !180)
  br label %17, !dbg !206

17:                                               ; preds = %6, %100
  %18 = phi i64 [ 0, %6 ], [ %103, %100 ]
  %19 = phi i32 [ %16, %6 ], [ %102, %100 ]
  %20 = phi i32 [ %15, %6 ], [ %101, %100 ]
    #dbg_value(i64 %18, !175, !DIExpression(), !205)
    #dbg_value(i32 %19, !174, !DIExpression(), !180)
    #dbg_value(i32 0, !177, !DIExpression(), !207)
    #dbg_value(i32 %19, !174, !DIExpression(), !180)
    #dbg_value(i64 0, !177, !DIExpression(), !207)
    #dbg_value(i32 %19, !174, !DIExpression(), !180)
  %21 = getelementptr inbounds [4 x [4 x i16]], ptr %0, i64 0, i64 %18, i64 0, !dbg !208
  %22 = load i16, ptr %21, align 2, !dbg !208, !tbaa !130
  %23 = icmp eq i16 %22, 0, !dbg !208
  br i1 %23, label %24, label %27, !dbg !211

24:                                               ; preds = %17
  %25 = add nsw i32 %19, -1, !dbg !212
    #dbg_value(i32 %25, !174, !DIExpression(), !180)
  %26 = icmp eq i32 %19, 0, !dbg !213
  br i1 %26, label %32, label %27, !dbg !214

27:                                               ; preds = %17, %24
  %28 = phi i32 [ %19, %17 ], [ %25, %24 ], !dbg !180
    #dbg_value(i32 %28, !174, !DIExpression(), !180)
    #dbg_value(i64 1, !177, !DIExpression(), !207)
  %29 = getelementptr inbounds [4 x [4 x i16]], ptr %0, i64 0, i64 %18, i64 1, !dbg !208
  %30 = load i16, ptr %29, align 2, !dbg !208, !tbaa !130
  %31 = icmp eq i16 %30, 0, !dbg !208
  br i1 %31, label %46, label %59, !dbg !211

32:                                               ; preds = %24
  %33 = shl i32 %20, 13, !dbg !215
  %34 = xor i32 %33, %20, !dbg !217
  %35 = lshr i32 %34, 17, !dbg !218
  %36 = xor i32 %35, %34, !dbg !219
  %37 = shl i32 %36, 5, !dbg !220
  %38 = xor i32 %37, %36, !dbg !221
  store i32 %38, ptr @rs, align 4, !dbg !221, !tbaa !196
  %39 = urem i32 %38, 10, !dbg !222
  %40 = icmp eq i32 %39, 0, !dbg !223
  %41 = select i1 %40, i16 4, i16 2, !dbg !223
  store i16 %41, ptr %21, align 2, !dbg !224, !tbaa !130
    #dbg_value(i32 -1, !174, !DIExpression(), !180)
    #dbg_value(i64 1, !177, !DIExpression(), !207)
  %42 = getelementptr inbounds [4 x [4 x i16]], ptr %0, i64 0, i64 %18, i64 1, !dbg !208
  %43 = load i16, ptr %42, align 2, !dbg !208, !tbaa !130
  %44 = icmp eq i16 %43, 0, !dbg !208
  %45 = select i1 %44, i32 -2, i32 -1, !dbg !211
  br label %59, !dbg !211

46:                                               ; preds = %27
  %47 = add nsw i32 %28, -1, !dbg !212
    #dbg_value(i32 %47, !174, !DIExpression(), !180)
  %48 = icmp eq i32 %28, 0, !dbg !213
  br i1 %48, label %49, label %59, !dbg !214

49:                                               ; preds = %46
  %50 = shl i32 %20, 13, !dbg !215
  %51 = xor i32 %50, %20, !dbg !217
  %52 = lshr i32 %51, 17, !dbg !218
  %53 = xor i32 %52, %51, !dbg !219
  %54 = shl i32 %53, 5, !dbg !220
  %55 = xor i32 %54, %53, !dbg !221
  store i32 %55, ptr @rs, align 4, !dbg !221, !tbaa !196
  %56 = urem i32 %55, 10, !dbg !222
  %57 = icmp eq i32 %56, 0, !dbg !223
  %58 = select i1 %57, i16 4, i16 2, !dbg !223
  store i16 %58, ptr %29, align 2, !dbg !224, !tbaa !130
  br label %59, !dbg !225

59:                                               ; preds = %32, %49, %46, %27
  %60 = phi i32 [ %20, %27 ], [ %55, %49 ], [ %20, %46 ], [ %38, %32 ]
  %61 = phi i32 [ %28, %27 ], [ -1, %49 ], [ %47, %46 ], [ %45, %32 ], !dbg !180
    #dbg_value(i32 %61, !174, !DIExpression(), !180)
    #dbg_value(i64 2, !177, !DIExpression(), !207)
  %62 = getelementptr inbounds [4 x [4 x i16]], ptr %0, i64 0, i64 %18, i64 2, !dbg !208
  %63 = load i16, ptr %62, align 2, !dbg !208, !tbaa !130
  %64 = icmp eq i16 %63, 0, !dbg !208
  br i1 %64, label %65, label %68, !dbg !211

65:                                               ; preds = %59
  %66 = add nsw i32 %61, -1, !dbg !212
    #dbg_value(i32 %66, !174, !DIExpression(), !180)
  %67 = icmp eq i32 %61, 0, !dbg !213
  br i1 %67, label %73, label %68, !dbg !214

68:                                               ; preds = %65, %59
  %69 = phi i32 [ %61, %59 ], [ %66, %65 ], !dbg !180
    #dbg_value(i32 %69, !174, !DIExpression(), !180)
    #dbg_value(i64 3, !177, !DIExpression(), !207)
  %70 = getelementptr inbounds [4 x [4 x i16]], ptr %0, i64 0, i64 %18, i64 3, !dbg !208
  %71 = load i16, ptr %70, align 2, !dbg !208, !tbaa !130
  %72 = icmp eq i16 %71, 0, !dbg !208
  br i1 %72, label %87, label %100, !dbg !211

73:                                               ; preds = %65
  %74 = shl i32 %60, 13, !dbg !215
  %75 = xor i32 %74, %60, !dbg !217
  %76 = lshr i32 %75, 17, !dbg !218
  %77 = xor i32 %76, %75, !dbg !219
  %78 = shl i32 %77, 5, !dbg !220
  %79 = xor i32 %78, %77, !dbg !221
  store i32 %79, ptr @rs, align 4, !dbg !221, !tbaa !196
  %80 = urem i32 %79, 10, !dbg !222
  %81 = icmp eq i32 %80, 0, !dbg !223
  %82 = select i1 %81, i16 4, i16 2, !dbg !223
  store i16 %82, ptr %62, align 2, !dbg !224, !tbaa !130
    #dbg_value(i32 -1, !174, !DIExpression(), !180)
    #dbg_value(i64 3, !177, !DIExpression(), !207)
  %83 = getelementptr inbounds [4 x [4 x i16]], ptr %0, i64 0, i64 %18, i64 3, !dbg !208
  %84 = load i16, ptr %83, align 2, !dbg !208, !tbaa !130
  %85 = icmp eq i16 %84, 0, !dbg !208
  %86 = select i1 %85, i32 -2, i32 -1, !dbg !211
  br label %100, !dbg !211

87:                                               ; preds = %68
  %88 = add nsw i32 %69, -1, !dbg !212
    #dbg_value(i32 %88, !174, !DIExpression(), !180)
  %89 = icmp eq i32 %69, 0, !dbg !213
  br i1 %89, label %90, label %100, !dbg !214

90:                                               ; preds = %87
  %91 = shl i32 %60, 13, !dbg !215
  %92 = xor i32 %91, %60, !dbg !217
  %93 = lshr i32 %92, 17, !dbg !218
  %94 = xor i32 %93, %92, !dbg !219
  %95 = shl i32 %94, 5, !dbg !220
  %96 = xor i32 %95, %94, !dbg !221
  store i32 %96, ptr @rs, align 4, !dbg !221, !tbaa !196
  %97 = urem i32 %96, 10, !dbg !222
  %98 = icmp eq i32 %97, 0, !dbg !223
  %99 = select i1 %98, i16 4, i16 2, !dbg !223
  store i16 %99, ptr %70, align 2, !dbg !224, !tbaa !130
  br label %100, !dbg !225

100:                                              ; preds = %73, %90, %87, %68
  %101 = phi i32 [ %60, %68 ], [ %96, %90 ], [ %60, %87 ], [ %79, %73 ]
  %102 = phi i32 [ %69, %68 ], [ -1, %90 ], [ %88, %87 ], [ %86, %73 ], !dbg !180
    #dbg_value(i32 %102, !174, !DIExpression(), !180)
    #dbg_value(i64 4, !177, !DIExpression(), !207)
  %103 = add nuw nsw i64 %18, 1, !dbg !226
    #dbg_value(i64 %103, !175, !DIExpression(), !205)
  %104 = icmp eq i64 %103, 4, !dbg !227
  br i1 %104, label %105, label %17, !dbg !206, !llvm.loop !228

105:                                              ; preds = %100, %1
  ret void, !dbg !230
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #4

; Function Attrs: nofree nounwind memory(argmem: readwrite) uwtable
define internal fastcc range(i32 0, 2) i32 @move(ptr noundef %0, i32 noundef %1, ptr nocapture noundef %2) unnamed_addr #5 !dbg !231 {
  %4 = alloca [4 x i16], align 8, !DIAssignID !244
    #dbg_value(ptr %0, !236, !DIExpression(), !245)
    #dbg_value(i32 %1, !237, !DIExpression(), !245)
    #dbg_value(ptr %2, !238, !DIExpression(), !245)
    #dbg_value(i32 0, !239, !DIExpression(), !246)
  %5 = icmp sgt i32 %1, 0, !dbg !247
  br i1 %5, label %6, label %81, !dbg !249

6:                                                ; preds = %3
  %7 = getelementptr inbounds i8, ptr %0, i64 2
  %8 = getelementptr inbounds i8, ptr %0, i64 4
  %9 = getelementptr inbounds i8, ptr %0, i64 6
  %10 = getelementptr inbounds i8, ptr %0, i64 8
  %11 = getelementptr inbounds i8, ptr %0, i64 10
  %12 = getelementptr inbounds i8, ptr %0, i64 12
  %13 = getelementptr inbounds i8, ptr %0, i64 14
  %14 = getelementptr inbounds i8, ptr %0, i64 16
  %15 = getelementptr inbounds i8, ptr %0, i64 18
  %16 = getelementptr inbounds i8, ptr %0, i64 20
  %17 = getelementptr inbounds i8, ptr %0, i64 22
  %18 = getelementptr inbounds i8, ptr %0, i64 24
  %19 = getelementptr inbounds i8, ptr %0, i64 26
  %20 = getelementptr inbounds i8, ptr %0, i64 28
  %21 = getelementptr inbounds i8, ptr %0, i64 30
  %22 = load i16, ptr %0, align 2
  %23 = load i16, ptr %7, align 2
  %24 = load i16, ptr %8, align 2
  %25 = load i16, ptr %9, align 2
  %26 = load i16, ptr %10, align 2
  %27 = load i16, ptr %11, align 2
  %28 = load i16, ptr %12, align 2
  %29 = load i16, ptr %13, align 2
  %30 = load i16, ptr %14, align 2
  %31 = load i16, ptr %15, align 2
  %32 = load i16, ptr %16, align 2
  %33 = load i16, ptr %17, align 2
  %34 = load i16, ptr %18, align 2
  %35 = load i16, ptr %19, align 2
  %36 = load i16, ptr %20, align 2
  %37 = load i16, ptr %21, align 2, !tbaa !101
  %38 = and i32 %1, 7, !dbg !249
  %39 = icmp ult i32 %1, 8, !dbg !249
  br i1 %39, label %42, label %40, !dbg !249

40:                                               ; preds = %6
  %41 = and i32 %1, 2147483640, !dbg !249
  br label %268, !dbg !249

42:                                               ; preds = %268, %6
  %43 = icmp eq i32 %38, 0, !dbg !249
  br i1 %43, label %64, label %44, !dbg !249

44:                                               ; preds = %42, %44
  %45 = phi i16 [ %57, %44 ], [ %37, %42 ], !dbg !250
  %46 = phi i16 [ %53, %44 ], [ %36, %42 ], !dbg !250
  %47 = phi i16 [ %49, %44 ], [ %35, %42 ], !dbg !250
  %48 = phi i16 [ %45, %44 ], [ %34, %42 ], !dbg !250
  %49 = phi i16 [ %58, %44 ], [ %33, %42 ], !dbg !250
  %50 = phi i16 [ %54, %44 ], [ %32, %42 ], !dbg !250
  %51 = phi i16 [ %50, %44 ], [ %31, %42 ], !dbg !250
  %52 = phi i16 [ %46, %44 ], [ %30, %42 ], !dbg !250
  %53 = phi i16 [ %59, %44 ], [ %29, %42 ], !dbg !250
  %54 = phi i16 [ %55, %44 ], [ %28, %42 ], !dbg !250
  %55 = phi i16 [ %51, %44 ], [ %27, %42 ], !dbg !250
  %56 = phi i16 [ %47, %44 ], [ %26, %42 ], !dbg !250
  %57 = phi i16 [ %60, %44 ], [ %25, %42 ], !dbg !250
  %58 = phi i16 [ %56, %44 ], [ %24, %42 ], !dbg !250
  %59 = phi i16 [ %52, %44 ], [ %23, %42 ], !dbg !250
  %60 = phi i16 [ %48, %44 ], [ %22, %42 ], !dbg !250
  %61 = phi i32 [ %62, %44 ], [ 0, %42 ]
    #dbg_value(i32 poison, !239, !DIExpression(), !246)
    #dbg_value(ptr %0, !257, !DIExpression(), !262)
    #dbg_value(i64 0, !259, !DIExpression(), !263)
    #dbg_value(i64 0, !260, !DIExpression(), !264)
    #dbg_value(i16 %60, !258, !DIExpression(DW_OP_LLVM_fragment, 48, 16), !262)
    #dbg_value(i64 1, !260, !DIExpression(), !264)
    #dbg_value(i16 %59, !258, !DIExpression(DW_OP_LLVM_fragment, 112, 16), !262)
    #dbg_value(i64 2, !260, !DIExpression(), !264)
    #dbg_value(i16 %58, !258, !DIExpression(DW_OP_LLVM_fragment, 176, 16), !262)
    #dbg_value(i64 3, !260, !DIExpression(), !264)
    #dbg_value(i16 %57, !258, !DIExpression(DW_OP_LLVM_fragment, 240, 16), !262)
    #dbg_value(i64 1, !259, !DIExpression(), !263)
    #dbg_value(i64 0, !260, !DIExpression(), !264)
    #dbg_value(i16 %56, !258, !DIExpression(DW_OP_LLVM_fragment, 32, 16), !262)
    #dbg_value(i64 1, !260, !DIExpression(), !264)
    #dbg_value(i16 %55, !258, !DIExpression(DW_OP_LLVM_fragment, 96, 16), !262)
    #dbg_value(i64 2, !260, !DIExpression(), !264)
    #dbg_value(i16 %54, !258, !DIExpression(DW_OP_LLVM_fragment, 160, 16), !262)
    #dbg_value(i64 3, !260, !DIExpression(), !264)
    #dbg_value(i16 %53, !258, !DIExpression(DW_OP_LLVM_fragment, 224, 16), !262)
    #dbg_value(i64 2, !259, !DIExpression(), !263)
    #dbg_value(i64 0, !260, !DIExpression(), !264)
    #dbg_value(i16 %52, !258, !DIExpression(DW_OP_LLVM_fragment, 16, 16), !262)
    #dbg_value(i64 1, !260, !DIExpression(), !264)
    #dbg_value(i16 %51, !258, !DIExpression(DW_OP_LLVM_fragment, 80, 16), !262)
    #dbg_value(i64 2, !260, !DIExpression(), !264)
    #dbg_value(i16 %50, !258, !DIExpression(DW_OP_LLVM_fragment, 144, 16), !262)
    #dbg_value(i64 3, !260, !DIExpression(), !264)
    #dbg_value(i16 %49, !258, !DIExpression(DW_OP_LLVM_fragment, 208, 16), !262)
    #dbg_value(i64 3, !259, !DIExpression(), !263)
    #dbg_value(i64 0, !260, !DIExpression(), !264)
    #dbg_value(i16 %48, !258, !DIExpression(DW_OP_LLVM_fragment, 0, 16), !262)
    #dbg_value(i64 1, !260, !DIExpression(), !264)
    #dbg_value(i16 %47, !258, !DIExpression(DW_OP_LLVM_fragment, 64, 16), !262)
    #dbg_value(i64 2, !260, !DIExpression(), !264)
    #dbg_value(i16 %46, !258, !DIExpression(DW_OP_LLVM_fragment, 128, 16), !262)
    #dbg_value(i64 3, !260, !DIExpression(), !264)
    #dbg_value(i16 %45, !258, !DIExpression(DW_OP_LLVM_fragment, 192, 16), !262)
    #dbg_value(i64 4, !260, !DIExpression(), !264)
    #dbg_value(i64 4, !259, !DIExpression(), !263)
    #dbg_value(i32 poison, !239, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !246)
  %62 = add i32 %61, 1, !dbg !249
  %63 = icmp eq i32 %62, %38, !dbg !249
  br i1 %63, label %64, label %44, !dbg !249, !llvm.loop !265

64:                                               ; preds = %44, %42
  %65 = phi i16 [ %34, %42 ], [ %45, %44 ], !dbg !250
  %66 = phi i16 [ %30, %42 ], [ %46, %44 ], !dbg !250
  %67 = phi i16 [ %26, %42 ], [ %47, %44 ], !dbg !250
  %68 = phi i16 [ %22, %42 ], [ %48, %44 ], !dbg !250
  %69 = phi i16 [ %35, %42 ], [ %49, %44 ], !dbg !250
  %70 = phi i16 [ %31, %42 ], [ %50, %44 ], !dbg !250
  %71 = phi i16 [ %27, %42 ], [ %51, %44 ], !dbg !250
  %72 = phi i16 [ %23, %42 ], [ %52, %44 ], !dbg !250
  %73 = phi i16 [ %36, %42 ], [ %53, %44 ], !dbg !250
  %74 = phi i16 [ %32, %42 ], [ %54, %44 ], !dbg !250
  %75 = phi i16 [ %28, %42 ], [ %55, %44 ], !dbg !250
  %76 = phi i16 [ %24, %42 ], [ %56, %44 ], !dbg !250
  %77 = phi i16 [ %37, %42 ], [ %57, %44 ], !dbg !250
  %78 = phi i16 [ %33, %42 ], [ %58, %44 ], !dbg !250
  %79 = phi i16 [ %29, %42 ], [ %59, %44 ], !dbg !250
  %80 = phi i16 [ %25, %42 ], [ %60, %44 ], !dbg !250
  store i16 %68, ptr %0, align 2, !dbg !267
  store i16 %72, ptr %7, align 2, !dbg !267
  store i16 %76, ptr %8, align 2, !dbg !267
  store i16 %80, ptr %9, align 2, !dbg !267
  store i16 %67, ptr %10, align 2, !dbg !267
  store i16 %71, ptr %11, align 2, !dbg !267
  store i16 %75, ptr %12, align 2, !dbg !267
  store i16 %79, ptr %13, align 2, !dbg !267
  store i16 %66, ptr %14, align 2, !dbg !267
  store i16 %70, ptr %15, align 2, !dbg !267
  store i16 %74, ptr %16, align 2, !dbg !267
  store i16 %78, ptr %17, align 2, !dbg !267
  store i16 %65, ptr %18, align 2, !dbg !267
  store i16 %69, ptr %19, align 2, !dbg !267
  store i16 %73, ptr %20, align 2, !dbg !267
  store i16 %77, ptr %21, align 2, !dbg !267, !tbaa !101
  br label %81, !dbg !249

81:                                               ; preds = %64, %3
  br label %82, !dbg !268

82:                                               ; preds = %81, %166
  %83 = phi i64 [ %171, %166 ], [ 0, %81 ]
  %84 = phi i32 [ %169, %166 ], [ 0, %81 ]
    #dbg_value(i64 %83, !277, !DIExpression(), !287)
    #dbg_value(i32 %84, !276, !DIExpression(), !288)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4) #10, !dbg !289
  store i64 0, ptr %4, align 8, !dbg !290, !DIAssignID !291
    #dbg_assign(i64 0, !278, !DIExpression(), !291, ptr %4, !DIExpression(), !292)
    #dbg_value(i32 0, !282, !DIExpression(), !292)
    #dbg_value(i32 0, !283, !DIExpression(), !292)
    #dbg_value(i32 0, !284, !DIExpression(), !293)
    #dbg_value(i32 0, !284, !DIExpression(), !293)
    #dbg_value(i32 0, !283, !DIExpression(), !292)
    #dbg_value(i32 0, !282, !DIExpression(), !292)
    #dbg_value(i64 0, !284, !DIExpression(), !293)
    #dbg_value(i32 0, !283, !DIExpression(), !292)
    #dbg_value(i32 0, !282, !DIExpression(), !292)
  %85 = getelementptr inbounds [4 x [4 x i16]], ptr %0, i64 0, i64 %83, i64 0, !dbg !294
  %86 = load i16, ptr %85, align 2, !dbg !294, !tbaa !130
  %87 = icmp eq i16 %86, 0, !dbg !294
  br i1 %87, label %88, label %92, !dbg !298

88:                                               ; preds = %82
    #dbg_value(i32 0, !283, !DIExpression(), !292)
    #dbg_value(i32 0, !282, !DIExpression(), !292)
    #dbg_value(i64 1, !284, !DIExpression(), !293)
  %89 = getelementptr inbounds [4 x [4 x i16]], ptr %0, i64 0, i64 %83, i64 1, !dbg !294
  %90 = load i16, ptr %89, align 2, !dbg !294, !tbaa !130
  %91 = icmp eq i16 %90, 0, !dbg !294
  br i1 %91, label %117, label %103, !dbg !298

92:                                               ; preds = %82
    #dbg_value(i32 1, !282, !DIExpression(), !292)
  store i16 %86, ptr %4, align 8, !dbg !299, !tbaa !130
    #dbg_value(i32 0, !283, !DIExpression(), !292)
    #dbg_value(i64 1, !284, !DIExpression(), !293)
  %93 = getelementptr inbounds [4 x [4 x i16]], ptr %0, i64 0, i64 %83, i64 1, !dbg !294
  %94 = load i16, ptr %93, align 2, !dbg !294, !tbaa !130
  %95 = icmp eq i16 %94, 0, !dbg !294
  br i1 %95, label %109, label %96, !dbg !298

96:                                               ; preds = %92
  %97 = icmp eq i16 %86, %94, !dbg !302
  br i1 %97, label %98, label %103, !dbg !303

98:                                               ; preds = %96
  %99 = shl i16 %86, 1, !dbg !304
  store i16 %99, ptr %4, align 8, !dbg !306, !tbaa !130
  %100 = zext i16 %99 to i64, !dbg !307
  %101 = load i64, ptr %2, align 8, !dbg !308, !tbaa !85
  %102 = add nsw i64 %101, %100, !dbg !308
  store i64 %102, ptr %2, align 8, !dbg !308, !tbaa !85
    #dbg_value(i32 1, !283, !DIExpression(), !292)
  br label %109, !dbg !309

103:                                              ; preds = %96, %88
  %104 = phi i32 [ 1, %96 ], [ 0, %88 ]
  %105 = phi i16 [ %94, %96 ], [ %90, %88 ]
  %106 = add nuw nsw i32 %104, 1, !dbg !310
    #dbg_value(i32 %106, !282, !DIExpression(), !292)
  %107 = zext nneg i32 %104 to i64, !dbg !311
  %108 = getelementptr inbounds [4 x i16], ptr %4, i64 0, i64 %107, !dbg !311
  store i16 %105, ptr %108, align 2, !dbg !299, !tbaa !130
    #dbg_value(i32 0, !283, !DIExpression(), !292)
  br label %109

109:                                              ; preds = %103, %98, %92
  %110 = phi i16 [ %105, %103 ], [ %99, %98 ], [ %86, %92 ]
  %111 = phi i32 [ %106, %103 ], [ 1, %98 ], [ 1, %92 ], !dbg !292
  %112 = phi i1 [ false, %103 ], [ true, %98 ], [ false, %92 ], !dbg !292
  %113 = phi i32 [ 0, %103 ], [ 1, %98 ], [ 0, %92 ], !dbg !292
    #dbg_value(i32 %113, !283, !DIExpression(), !292)
    #dbg_value(i32 %111, !282, !DIExpression(), !292)
    #dbg_value(i64 2, !284, !DIExpression(), !293)
  %114 = getelementptr inbounds [4 x [4 x i16]], ptr %0, i64 0, i64 %83, i64 2, !dbg !294
  %115 = load i16, ptr %114, align 2, !dbg !294, !tbaa !130
  %116 = icmp eq i16 %115, 0, !dbg !294
  br i1 %116, label %138, label %121, !dbg !298

117:                                              ; preds = %88
    #dbg_value(i32 0, !283, !DIExpression(), !292)
    #dbg_value(i32 0, !282, !DIExpression(), !292)
    #dbg_value(i64 2, !284, !DIExpression(), !293)
  %118 = getelementptr inbounds [4 x [4 x i16]], ptr %0, i64 0, i64 %83, i64 2, !dbg !294
  %119 = load i16, ptr %118, align 2, !dbg !294, !tbaa !130
  %120 = icmp eq i16 %119, 0, !dbg !294
  br i1 %120, label %144, label %132, !dbg !298

121:                                              ; preds = %109
  %122 = icmp ne i16 %110, %115, !dbg !302
  %123 = or i1 %112, %122, !dbg !303
  br i1 %123, label %132, label %124, !dbg !303

124:                                              ; preds = %121
  %125 = add nsw i32 %111, -1, !dbg !312
  %126 = zext nneg i32 %125 to i64, !dbg !313
  %127 = getelementptr inbounds [4 x i16], ptr %4, i64 0, i64 %126, !dbg !313
  %128 = shl i16 %110, 1, !dbg !304
  store i16 %128, ptr %127, align 2, !dbg !306, !tbaa !130
  %129 = zext i16 %128 to i64, !dbg !307
  %130 = load i64, ptr %2, align 8, !dbg !308, !tbaa !85
  %131 = add nsw i64 %130, %129, !dbg !308
  store i64 %131, ptr %2, align 8, !dbg !308, !tbaa !85
    #dbg_value(i32 1, !283, !DIExpression(), !292)
  br label %138, !dbg !309

132:                                              ; preds = %121, %117
  %133 = phi i32 [ %111, %121 ], [ 0, %117 ]
  %134 = phi i16 [ %115, %121 ], [ %119, %117 ]
  %135 = add nuw nsw i32 %133, 1, !dbg !310
    #dbg_value(i32 %135, !282, !DIExpression(), !292)
  %136 = zext nneg i32 %133 to i64, !dbg !311
  %137 = getelementptr inbounds [4 x i16], ptr %4, i64 0, i64 %136, !dbg !311
  store i16 %134, ptr %137, align 2, !dbg !299, !tbaa !130
    #dbg_value(i32 0, !283, !DIExpression(), !292)
  br label %138

138:                                              ; preds = %132, %124, %109
  %139 = phi i32 [ %135, %132 ], [ %111, %124 ], [ %111, %109 ], !dbg !292
  %140 = phi i32 [ 0, %132 ], [ 1, %124 ], [ %113, %109 ], !dbg !292
    #dbg_value(i32 %140, !283, !DIExpression(), !292)
    #dbg_value(i32 %139, !282, !DIExpression(), !292)
    #dbg_value(i64 3, !284, !DIExpression(), !293)
  %141 = getelementptr inbounds [4 x [4 x i16]], ptr %0, i64 0, i64 %83, i64 3, !dbg !294
  %142 = load i16, ptr %141, align 2, !dbg !294, !tbaa !130
  %143 = icmp eq i16 %142, 0, !dbg !294
  br i1 %143, label %166, label %148, !dbg !298

144:                                              ; preds = %117
    #dbg_value(i32 0, !283, !DIExpression(), !292)
    #dbg_value(i32 0, !282, !DIExpression(), !292)
    #dbg_value(i64 3, !284, !DIExpression(), !293)
  %145 = getelementptr inbounds [4 x [4 x i16]], ptr %0, i64 0, i64 %83, i64 3, !dbg !294
  %146 = load i16, ptr %145, align 2, !dbg !294, !tbaa !130
  %147 = icmp eq i16 %146, 0, !dbg !294
  br i1 %147, label %166, label %161, !dbg !298

148:                                              ; preds = %138
  %149 = add nsw i32 %139, -1, !dbg !312
  %150 = zext nneg i32 %149 to i64, !dbg !313
  %151 = getelementptr inbounds [4 x i16], ptr %4, i64 0, i64 %150, !dbg !313
  %152 = load i16, ptr %151, align 2, !dbg !313, !tbaa !130
  %153 = icmp ne i16 %152, %142, !dbg !302
  %154 = icmp ne i32 %140, 0
  %155 = or i1 %154, %153, !dbg !303
  br i1 %155, label %161, label %156, !dbg !303

156:                                              ; preds = %148
  %157 = shl i16 %142, 1, !dbg !304
  store i16 %157, ptr %151, align 2, !dbg !306, !tbaa !130
  %158 = zext i16 %157 to i64, !dbg !307
  %159 = load i64, ptr %2, align 8, !dbg !308, !tbaa !85
  %160 = add nsw i64 %159, %158, !dbg !308
  store i64 %160, ptr %2, align 8, !dbg !308, !tbaa !85
    #dbg_value(i32 1, !283, !DIExpression(), !292)
  br label %166, !dbg !309

161:                                              ; preds = %148, %144
  %162 = phi i32 [ %139, %148 ], [ 0, %144 ]
  %163 = phi i16 [ %142, %148 ], [ %146, %144 ]
    #dbg_value(i32 %162, !282, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !292)
  %164 = zext nneg i32 %162 to i64, !dbg !311
  %165 = getelementptr inbounds [4 x i16], ptr %4, i64 0, i64 %164, !dbg !311
  store i16 %163, ptr %165, align 2, !dbg !299, !tbaa !130
    #dbg_value(i32 0, !283, !DIExpression(), !292)
  br label %166

166:                                              ; preds = %161, %156, %144, %138
    #dbg_value(i32 poison, !283, !DIExpression(), !292)
    #dbg_value(i32 poison, !282, !DIExpression(), !292)
    #dbg_value(i64 4, !284, !DIExpression(), !293)
  %167 = call i32 @bcmp(ptr noundef nonnull dereferenceable(8) %4, ptr noundef nonnull dereferenceable(8) %85, i64 8), !dbg !314
  %168 = icmp eq i32 %167, 0, !dbg !314
  %169 = select i1 %168, i32 %84, i32 1, !dbg !316
    #dbg_value(i32 %169, !276, !DIExpression(), !288)
  %170 = load i64, ptr %4, align 8, !dbg !317
  store i64 %170, ptr %85, align 2, !dbg !317
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4) #10, !dbg !318
  %171 = add nuw nsw i64 %83, 1, !dbg !319
    #dbg_value(i64 %171, !277, !DIExpression(), !287)
  %172 = icmp eq i64 %171, 4, !dbg !320
  br i1 %172, label %173, label %82, !dbg !268, !llvm.loop !321

173:                                              ; preds = %166
    #dbg_value(i32 %1, !242, !DIExpression(), !323)
  %174 = icmp slt i32 %1, 4, !dbg !324
  br i1 %174, label %175, label %289, !dbg !326

175:                                              ; preds = %173
  %176 = getelementptr inbounds i8, ptr %0, i64 2
  %177 = getelementptr inbounds i8, ptr %0, i64 4
  %178 = getelementptr inbounds i8, ptr %0, i64 6
  %179 = getelementptr inbounds i8, ptr %0, i64 8
  %180 = getelementptr inbounds i8, ptr %0, i64 10
  %181 = getelementptr inbounds i8, ptr %0, i64 12
  %182 = getelementptr inbounds i8, ptr %0, i64 14
  %183 = getelementptr inbounds i8, ptr %0, i64 16
  %184 = getelementptr inbounds i8, ptr %0, i64 18
  %185 = getelementptr inbounds i8, ptr %0, i64 20
  %186 = getelementptr inbounds i8, ptr %0, i64 22
  %187 = getelementptr inbounds i8, ptr %0, i64 24
  %188 = getelementptr inbounds i8, ptr %0, i64 26
  %189 = getelementptr inbounds i8, ptr %0, i64 28
  %190 = getelementptr inbounds i8, ptr %0, i64 30
  %191 = load i16, ptr %0, align 2
  %192 = load i16, ptr %176, align 2
  %193 = load i16, ptr %177, align 2
  %194 = load i16, ptr %178, align 2
  %195 = load i16, ptr %179, align 2
  %196 = load i16, ptr %180, align 2
  %197 = load i16, ptr %181, align 2
  %198 = load i16, ptr %182, align 2
  %199 = load i16, ptr %183, align 2
  %200 = load i16, ptr %184, align 2
  %201 = load i16, ptr %185, align 2
  %202 = load i16, ptr %186, align 2
  %203 = load i16, ptr %187, align 2
  %204 = load i16, ptr %188, align 2
  %205 = load i16, ptr %189, align 2
  %206 = load i16, ptr %190, align 2, !tbaa !101
  %207 = sub i32 4, %1, !dbg !326
  %208 = and i32 %207, 7, !dbg !326
  %209 = icmp eq i32 %208, 0, !dbg !326
  br i1 %209, label %232, label %210, !dbg !326

210:                                              ; preds = %175, %210
  %211 = phi i16 [ %223, %210 ], [ %206, %175 ], !dbg !327
  %212 = phi i16 [ %219, %210 ], [ %205, %175 ], !dbg !327
  %213 = phi i16 [ %215, %210 ], [ %204, %175 ], !dbg !327
  %214 = phi i16 [ %211, %210 ], [ %203, %175 ], !dbg !327
  %215 = phi i16 [ %224, %210 ], [ %202, %175 ], !dbg !327
  %216 = phi i16 [ %220, %210 ], [ %201, %175 ], !dbg !327
  %217 = phi i16 [ %216, %210 ], [ %200, %175 ], !dbg !327
  %218 = phi i16 [ %212, %210 ], [ %199, %175 ], !dbg !327
  %219 = phi i16 [ %225, %210 ], [ %198, %175 ], !dbg !327
  %220 = phi i16 [ %221, %210 ], [ %197, %175 ], !dbg !327
  %221 = phi i16 [ %217, %210 ], [ %196, %175 ], !dbg !327
  %222 = phi i16 [ %213, %210 ], [ %195, %175 ], !dbg !327
  %223 = phi i16 [ %226, %210 ], [ %194, %175 ], !dbg !327
  %224 = phi i16 [ %222, %210 ], [ %193, %175 ], !dbg !327
  %225 = phi i16 [ %218, %210 ], [ %192, %175 ], !dbg !327
  %226 = phi i16 [ %214, %210 ], [ %191, %175 ], !dbg !327
  %227 = phi i32 [ %229, %210 ], [ %1, %175 ]
  %228 = phi i32 [ %230, %210 ], [ 0, %175 ]
    #dbg_value(i32 %227, !242, !DIExpression(), !323)
    #dbg_value(ptr %0, !257, !DIExpression(), !329)
    #dbg_value(i64 0, !259, !DIExpression(), !330)
    #dbg_value(i64 0, !260, !DIExpression(), !331)
    #dbg_value(i16 %226, !258, !DIExpression(DW_OP_LLVM_fragment, 48, 16), !329)
    #dbg_value(i64 1, !260, !DIExpression(), !331)
    #dbg_value(i16 %225, !258, !DIExpression(DW_OP_LLVM_fragment, 112, 16), !329)
    #dbg_value(i64 2, !260, !DIExpression(), !331)
    #dbg_value(i16 %224, !258, !DIExpression(DW_OP_LLVM_fragment, 176, 16), !329)
    #dbg_value(i64 3, !260, !DIExpression(), !331)
    #dbg_value(i16 %223, !258, !DIExpression(DW_OP_LLVM_fragment, 240, 16), !329)
    #dbg_value(i64 1, !259, !DIExpression(), !330)
    #dbg_value(i64 0, !260, !DIExpression(), !331)
    #dbg_value(i16 %222, !258, !DIExpression(DW_OP_LLVM_fragment, 32, 16), !329)
    #dbg_value(i64 1, !260, !DIExpression(), !331)
    #dbg_value(i16 %221, !258, !DIExpression(DW_OP_LLVM_fragment, 96, 16), !329)
    #dbg_value(i64 2, !260, !DIExpression(), !331)
    #dbg_value(i16 %220, !258, !DIExpression(DW_OP_LLVM_fragment, 160, 16), !329)
    #dbg_value(i64 3, !260, !DIExpression(), !331)
    #dbg_value(i16 %219, !258, !DIExpression(DW_OP_LLVM_fragment, 224, 16), !329)
    #dbg_value(i64 2, !259, !DIExpression(), !330)
    #dbg_value(i64 0, !260, !DIExpression(), !331)
    #dbg_value(i16 %218, !258, !DIExpression(DW_OP_LLVM_fragment, 16, 16), !329)
    #dbg_value(i64 1, !260, !DIExpression(), !331)
    #dbg_value(i16 %217, !258, !DIExpression(DW_OP_LLVM_fragment, 80, 16), !329)
    #dbg_value(i64 2, !260, !DIExpression(), !331)
    #dbg_value(i16 %216, !258, !DIExpression(DW_OP_LLVM_fragment, 144, 16), !329)
    #dbg_value(i64 3, !260, !DIExpression(), !331)
    #dbg_value(i16 %215, !258, !DIExpression(DW_OP_LLVM_fragment, 208, 16), !329)
    #dbg_value(i64 3, !259, !DIExpression(), !330)
    #dbg_value(i64 0, !260, !DIExpression(), !331)
    #dbg_value(i16 %214, !258, !DIExpression(DW_OP_LLVM_fragment, 0, 16), !329)
    #dbg_value(i64 1, !260, !DIExpression(), !331)
    #dbg_value(i16 %213, !258, !DIExpression(DW_OP_LLVM_fragment, 64, 16), !329)
    #dbg_value(i64 2, !260, !DIExpression(), !331)
    #dbg_value(i16 %212, !258, !DIExpression(DW_OP_LLVM_fragment, 128, 16), !329)
    #dbg_value(i64 3, !260, !DIExpression(), !331)
    #dbg_value(i16 %211, !258, !DIExpression(DW_OP_LLVM_fragment, 192, 16), !329)
    #dbg_value(i64 4, !260, !DIExpression(), !331)
    #dbg_value(i64 4, !259, !DIExpression(), !330)
  %229 = add i32 %227, 1, !dbg !332
    #dbg_value(i32 %229, !242, !DIExpression(), !323)
  %230 = add i32 %228, 1, !dbg !326
  %231 = icmp eq i32 %230, %208, !dbg !326
  br i1 %231, label %232, label %210, !dbg !326, !llvm.loop !333

232:                                              ; preds = %210, %175
  %233 = phi i16 [ poison, %175 ], [ %211, %210 ]
  %234 = phi i16 [ poison, %175 ], [ %212, %210 ]
  %235 = phi i16 [ poison, %175 ], [ %213, %210 ]
  %236 = phi i16 [ poison, %175 ], [ %214, %210 ]
  %237 = phi i16 [ poison, %175 ], [ %215, %210 ]
  %238 = phi i16 [ poison, %175 ], [ %216, %210 ]
  %239 = phi i16 [ poison, %175 ], [ %217, %210 ]
  %240 = phi i16 [ poison, %175 ], [ %218, %210 ]
  %241 = phi i16 [ poison, %175 ], [ %219, %210 ]
  %242 = phi i16 [ poison, %175 ], [ %220, %210 ]
  %243 = phi i16 [ poison, %175 ], [ %221, %210 ]
  %244 = phi i16 [ poison, %175 ], [ %222, %210 ]
  %245 = phi i16 [ poison, %175 ], [ %223, %210 ]
  %246 = phi i16 [ poison, %175 ], [ %224, %210 ]
  %247 = phi i16 [ poison, %175 ], [ %225, %210 ]
  %248 = phi i16 [ poison, %175 ], [ %226, %210 ]
  %249 = phi i16 [ %206, %175 ], [ %223, %210 ]
  %250 = phi i16 [ %205, %175 ], [ %219, %210 ]
  %251 = phi i16 [ %204, %175 ], [ %215, %210 ]
  %252 = phi i16 [ %203, %175 ], [ %211, %210 ]
  %253 = phi i16 [ %202, %175 ], [ %224, %210 ]
  %254 = phi i16 [ %201, %175 ], [ %220, %210 ]
  %255 = phi i16 [ %200, %175 ], [ %216, %210 ]
  %256 = phi i16 [ %199, %175 ], [ %212, %210 ]
  %257 = phi i16 [ %198, %175 ], [ %225, %210 ]
  %258 = phi i16 [ %197, %175 ], [ %221, %210 ]
  %259 = phi i16 [ %196, %175 ], [ %217, %210 ]
  %260 = phi i16 [ %195, %175 ], [ %213, %210 ]
  %261 = phi i16 [ %194, %175 ], [ %226, %210 ]
  %262 = phi i16 [ %193, %175 ], [ %222, %210 ]
  %263 = phi i16 [ %192, %175 ], [ %218, %210 ]
  %264 = phi i16 [ %191, %175 ], [ %214, %210 ]
  %265 = phi i32 [ %1, %175 ], [ %229, %210 ]
  %266 = add i32 %1, 3, !dbg !326
  %267 = icmp ult i32 %266, 7, !dbg !326
  br i1 %267, label %272, label %290, !dbg !326

268:                                              ; preds = %268, %40
  %269 = phi i32 [ 0, %40 ], [ %270, %268 ]
    #dbg_value(i32 poison, !239, !DIExpression(), !246)
    #dbg_value(ptr %0, !257, !DIExpression(), !262)
    #dbg_value(i16 %22, !258, !DIExpression(DW_OP_LLVM_fragment, 48, 16), !262)
    #dbg_value(i16 %23, !258, !DIExpression(DW_OP_LLVM_fragment, 112, 16), !262)
    #dbg_value(i16 %24, !258, !DIExpression(DW_OP_LLVM_fragment, 176, 16), !262)
    #dbg_value(i16 %25, !258, !DIExpression(DW_OP_LLVM_fragment, 240, 16), !262)
    #dbg_value(i16 %26, !258, !DIExpression(DW_OP_LLVM_fragment, 32, 16), !262)
    #dbg_value(i16 %27, !258, !DIExpression(DW_OP_LLVM_fragment, 96, 16), !262)
    #dbg_value(i16 %28, !258, !DIExpression(DW_OP_LLVM_fragment, 160, 16), !262)
    #dbg_value(i16 %29, !258, !DIExpression(DW_OP_LLVM_fragment, 224, 16), !262)
    #dbg_value(i16 %30, !258, !DIExpression(DW_OP_LLVM_fragment, 16, 16), !262)
    #dbg_value(i16 %31, !258, !DIExpression(DW_OP_LLVM_fragment, 80, 16), !262)
    #dbg_value(i16 %32, !258, !DIExpression(DW_OP_LLVM_fragment, 144, 16), !262)
    #dbg_value(i16 %33, !258, !DIExpression(DW_OP_LLVM_fragment, 208, 16), !262)
    #dbg_value(i16 %34, !258, !DIExpression(DW_OP_LLVM_fragment, 0, 16), !262)
    #dbg_value(i16 %35, !258, !DIExpression(DW_OP_LLVM_fragment, 64, 16), !262)
    #dbg_value(i16 %36, !258, !DIExpression(DW_OP_LLVM_fragment, 128, 16), !262)
    #dbg_value(i16 %37, !258, !DIExpression(DW_OP_LLVM_fragment, 192, 16), !262)
    #dbg_value(i64 4, !260, !DIExpression(), !264)
    #dbg_value(i64 4, !259, !DIExpression(), !263)
    #dbg_value(i32 poison, !239, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !246)
    #dbg_value(i16 %34, !258, !DIExpression(DW_OP_LLVM_fragment, 48, 16), !262)
    #dbg_value(i16 %30, !258, !DIExpression(DW_OP_LLVM_fragment, 112, 16), !262)
    #dbg_value(i16 %26, !258, !DIExpression(DW_OP_LLVM_fragment, 176, 16), !262)
    #dbg_value(i16 %22, !258, !DIExpression(DW_OP_LLVM_fragment, 240, 16), !262)
    #dbg_value(i16 %35, !258, !DIExpression(DW_OP_LLVM_fragment, 32, 16), !262)
    #dbg_value(i16 %31, !258, !DIExpression(DW_OP_LLVM_fragment, 96, 16), !262)
    #dbg_value(i16 %27, !258, !DIExpression(DW_OP_LLVM_fragment, 160, 16), !262)
    #dbg_value(i16 %23, !258, !DIExpression(DW_OP_LLVM_fragment, 224, 16), !262)
    #dbg_value(i16 %36, !258, !DIExpression(DW_OP_LLVM_fragment, 16, 16), !262)
    #dbg_value(i16 %32, !258, !DIExpression(DW_OP_LLVM_fragment, 80, 16), !262)
    #dbg_value(i16 %28, !258, !DIExpression(DW_OP_LLVM_fragment, 144, 16), !262)
    #dbg_value(i16 %24, !258, !DIExpression(DW_OP_LLVM_fragment, 208, 16), !262)
    #dbg_value(i16 %37, !258, !DIExpression(DW_OP_LLVM_fragment, 0, 16), !262)
    #dbg_value(i16 %33, !258, !DIExpression(DW_OP_LLVM_fragment, 64, 16), !262)
    #dbg_value(i16 %29, !258, !DIExpression(DW_OP_LLVM_fragment, 128, 16), !262)
    #dbg_value(i16 %25, !258, !DIExpression(DW_OP_LLVM_fragment, 192, 16), !262)
    #dbg_value(i32 poison, !239, !DIExpression(DW_OP_plus_uconst, 2, DW_OP_stack_value), !246)
    #dbg_value(i16 %37, !258, !DIExpression(DW_OP_LLVM_fragment, 48, 16), !262)
    #dbg_value(i16 %36, !258, !DIExpression(DW_OP_LLVM_fragment, 112, 16), !262)
    #dbg_value(i16 %35, !258, !DIExpression(DW_OP_LLVM_fragment, 176, 16), !262)
    #dbg_value(i16 %34, !258, !DIExpression(DW_OP_LLVM_fragment, 240, 16), !262)
    #dbg_value(i16 %33, !258, !DIExpression(DW_OP_LLVM_fragment, 32, 16), !262)
    #dbg_value(i16 %32, !258, !DIExpression(DW_OP_LLVM_fragment, 96, 16), !262)
    #dbg_value(i16 %31, !258, !DIExpression(DW_OP_LLVM_fragment, 160, 16), !262)
    #dbg_value(i16 %30, !258, !DIExpression(DW_OP_LLVM_fragment, 224, 16), !262)
    #dbg_value(i16 %29, !258, !DIExpression(DW_OP_LLVM_fragment, 16, 16), !262)
    #dbg_value(i16 %28, !258, !DIExpression(DW_OP_LLVM_fragment, 80, 16), !262)
    #dbg_value(i16 %27, !258, !DIExpression(DW_OP_LLVM_fragment, 144, 16), !262)
    #dbg_value(i16 %26, !258, !DIExpression(DW_OP_LLVM_fragment, 208, 16), !262)
    #dbg_value(i16 %25, !258, !DIExpression(DW_OP_LLVM_fragment, 0, 16), !262)
    #dbg_value(i16 %24, !258, !DIExpression(DW_OP_LLVM_fragment, 64, 16), !262)
    #dbg_value(i16 %23, !258, !DIExpression(DW_OP_LLVM_fragment, 128, 16), !262)
    #dbg_value(i16 %22, !258, !DIExpression(DW_OP_LLVM_fragment, 192, 16), !262)
    #dbg_value(i32 poison, !239, !DIExpression(DW_OP_plus_uconst, 3, DW_OP_stack_value), !246)
    #dbg_value(i16 %25, !258, !DIExpression(DW_OP_LLVM_fragment, 48, 16), !262)
    #dbg_value(i16 %29, !258, !DIExpression(DW_OP_LLVM_fragment, 112, 16), !262)
    #dbg_value(i16 %33, !258, !DIExpression(DW_OP_LLVM_fragment, 176, 16), !262)
    #dbg_value(i16 %37, !258, !DIExpression(DW_OP_LLVM_fragment, 240, 16), !262)
    #dbg_value(i16 %24, !258, !DIExpression(DW_OP_LLVM_fragment, 32, 16), !262)
    #dbg_value(i16 %28, !258, !DIExpression(DW_OP_LLVM_fragment, 96, 16), !262)
    #dbg_value(i16 %32, !258, !DIExpression(DW_OP_LLVM_fragment, 160, 16), !262)
    #dbg_value(i16 %36, !258, !DIExpression(DW_OP_LLVM_fragment, 224, 16), !262)
    #dbg_value(i16 %23, !258, !DIExpression(DW_OP_LLVM_fragment, 16, 16), !262)
    #dbg_value(i16 %27, !258, !DIExpression(DW_OP_LLVM_fragment, 80, 16), !262)
    #dbg_value(i16 %31, !258, !DIExpression(DW_OP_LLVM_fragment, 144, 16), !262)
    #dbg_value(i16 %35, !258, !DIExpression(DW_OP_LLVM_fragment, 208, 16), !262)
    #dbg_value(i16 %22, !258, !DIExpression(DW_OP_LLVM_fragment, 0, 16), !262)
    #dbg_value(i16 %26, !258, !DIExpression(DW_OP_LLVM_fragment, 64, 16), !262)
    #dbg_value(i16 %30, !258, !DIExpression(DW_OP_LLVM_fragment, 128, 16), !262)
    #dbg_value(i16 %34, !258, !DIExpression(DW_OP_LLVM_fragment, 192, 16), !262)
    #dbg_value(i32 poison, !239, !DIExpression(DW_OP_plus_uconst, 4, DW_OP_stack_value), !246)
    #dbg_value(i16 %22, !258, !DIExpression(DW_OP_LLVM_fragment, 48, 16), !262)
    #dbg_value(i16 %23, !258, !DIExpression(DW_OP_LLVM_fragment, 112, 16), !262)
    #dbg_value(i16 %24, !258, !DIExpression(DW_OP_LLVM_fragment, 176, 16), !262)
    #dbg_value(i16 %25, !258, !DIExpression(DW_OP_LLVM_fragment, 240, 16), !262)
    #dbg_value(i16 %26, !258, !DIExpression(DW_OP_LLVM_fragment, 32, 16), !262)
    #dbg_value(i16 %27, !258, !DIExpression(DW_OP_LLVM_fragment, 96, 16), !262)
    #dbg_value(i16 %28, !258, !DIExpression(DW_OP_LLVM_fragment, 160, 16), !262)
    #dbg_value(i16 %29, !258, !DIExpression(DW_OP_LLVM_fragment, 224, 16), !262)
    #dbg_value(i16 %30, !258, !DIExpression(DW_OP_LLVM_fragment, 16, 16), !262)
    #dbg_value(i16 %31, !258, !DIExpression(DW_OP_LLVM_fragment, 80, 16), !262)
    #dbg_value(i16 %32, !258, !DIExpression(DW_OP_LLVM_fragment, 144, 16), !262)
    #dbg_value(i16 %33, !258, !DIExpression(DW_OP_LLVM_fragment, 208, 16), !262)
    #dbg_value(i16 %34, !258, !DIExpression(DW_OP_LLVM_fragment, 0, 16), !262)
    #dbg_value(i16 %35, !258, !DIExpression(DW_OP_LLVM_fragment, 64, 16), !262)
    #dbg_value(i16 %36, !258, !DIExpression(DW_OP_LLVM_fragment, 128, 16), !262)
    #dbg_value(i16 %37, !258, !DIExpression(DW_OP_LLVM_fragment, 192, 16), !262)
    #dbg_value(i32 poison, !239, !DIExpression(DW_OP_plus_uconst, 5, DW_OP_stack_value), !246)
    #dbg_value(i16 %34, !258, !DIExpression(DW_OP_LLVM_fragment, 48, 16), !262)
    #dbg_value(i16 %30, !258, !DIExpression(DW_OP_LLVM_fragment, 112, 16), !262)
    #dbg_value(i16 %26, !258, !DIExpression(DW_OP_LLVM_fragment, 176, 16), !262)
    #dbg_value(i16 %22, !258, !DIExpression(DW_OP_LLVM_fragment, 240, 16), !262)
    #dbg_value(i16 %35, !258, !DIExpression(DW_OP_LLVM_fragment, 32, 16), !262)
    #dbg_value(i16 %31, !258, !DIExpression(DW_OP_LLVM_fragment, 96, 16), !262)
    #dbg_value(i16 %27, !258, !DIExpression(DW_OP_LLVM_fragment, 160, 16), !262)
    #dbg_value(i16 %23, !258, !DIExpression(DW_OP_LLVM_fragment, 224, 16), !262)
    #dbg_value(i16 %36, !258, !DIExpression(DW_OP_LLVM_fragment, 16, 16), !262)
    #dbg_value(i16 %32, !258, !DIExpression(DW_OP_LLVM_fragment, 80, 16), !262)
    #dbg_value(i16 %28, !258, !DIExpression(DW_OP_LLVM_fragment, 144, 16), !262)
    #dbg_value(i16 %24, !258, !DIExpression(DW_OP_LLVM_fragment, 208, 16), !262)
    #dbg_value(i16 %37, !258, !DIExpression(DW_OP_LLVM_fragment, 0, 16), !262)
    #dbg_value(i16 %33, !258, !DIExpression(DW_OP_LLVM_fragment, 64, 16), !262)
    #dbg_value(i16 %29, !258, !DIExpression(DW_OP_LLVM_fragment, 128, 16), !262)
    #dbg_value(i16 %25, !258, !DIExpression(DW_OP_LLVM_fragment, 192, 16), !262)
    #dbg_value(i32 poison, !239, !DIExpression(DW_OP_plus_uconst, 6, DW_OP_stack_value), !246)
    #dbg_value(i16 %37, !258, !DIExpression(DW_OP_LLVM_fragment, 48, 16), !262)
    #dbg_value(i16 %36, !258, !DIExpression(DW_OP_LLVM_fragment, 112, 16), !262)
    #dbg_value(i16 %35, !258, !DIExpression(DW_OP_LLVM_fragment, 176, 16), !262)
    #dbg_value(i16 %34, !258, !DIExpression(DW_OP_LLVM_fragment, 240, 16), !262)
    #dbg_value(i16 %33, !258, !DIExpression(DW_OP_LLVM_fragment, 32, 16), !262)
    #dbg_value(i16 %32, !258, !DIExpression(DW_OP_LLVM_fragment, 96, 16), !262)
    #dbg_value(i16 %31, !258, !DIExpression(DW_OP_LLVM_fragment, 160, 16), !262)
    #dbg_value(i16 %30, !258, !DIExpression(DW_OP_LLVM_fragment, 224, 16), !262)
    #dbg_value(i16 %29, !258, !DIExpression(DW_OP_LLVM_fragment, 16, 16), !262)
    #dbg_value(i16 %28, !258, !DIExpression(DW_OP_LLVM_fragment, 80, 16), !262)
    #dbg_value(i16 %27, !258, !DIExpression(DW_OP_LLVM_fragment, 144, 16), !262)
    #dbg_value(i16 %26, !258, !DIExpression(DW_OP_LLVM_fragment, 208, 16), !262)
    #dbg_value(i16 %25, !258, !DIExpression(DW_OP_LLVM_fragment, 0, 16), !262)
    #dbg_value(i16 %24, !258, !DIExpression(DW_OP_LLVM_fragment, 64, 16), !262)
    #dbg_value(i16 %23, !258, !DIExpression(DW_OP_LLVM_fragment, 128, 16), !262)
    #dbg_value(i16 %22, !258, !DIExpression(DW_OP_LLVM_fragment, 192, 16), !262)
    #dbg_value(i32 poison, !239, !DIExpression(DW_OP_plus_uconst, 7, DW_OP_stack_value), !246)
    #dbg_value(i16 %25, !258, !DIExpression(DW_OP_LLVM_fragment, 48, 16), !262)
    #dbg_value(i16 %29, !258, !DIExpression(DW_OP_LLVM_fragment, 112, 16), !262)
    #dbg_value(i16 %33, !258, !DIExpression(DW_OP_LLVM_fragment, 176, 16), !262)
    #dbg_value(i16 %37, !258, !DIExpression(DW_OP_LLVM_fragment, 240, 16), !262)
    #dbg_value(i16 %24, !258, !DIExpression(DW_OP_LLVM_fragment, 32, 16), !262)
    #dbg_value(i16 %28, !258, !DIExpression(DW_OP_LLVM_fragment, 96, 16), !262)
    #dbg_value(i16 %32, !258, !DIExpression(DW_OP_LLVM_fragment, 160, 16), !262)
    #dbg_value(i16 %36, !258, !DIExpression(DW_OP_LLVM_fragment, 224, 16), !262)
    #dbg_value(i16 %23, !258, !DIExpression(DW_OP_LLVM_fragment, 16, 16), !262)
    #dbg_value(i16 %27, !258, !DIExpression(DW_OP_LLVM_fragment, 80, 16), !262)
    #dbg_value(i16 %31, !258, !DIExpression(DW_OP_LLVM_fragment, 144, 16), !262)
    #dbg_value(i16 %35, !258, !DIExpression(DW_OP_LLVM_fragment, 208, 16), !262)
    #dbg_value(i16 %22, !258, !DIExpression(DW_OP_LLVM_fragment, 0, 16), !262)
    #dbg_value(i16 %26, !258, !DIExpression(DW_OP_LLVM_fragment, 64, 16), !262)
    #dbg_value(i16 %30, !258, !DIExpression(DW_OP_LLVM_fragment, 128, 16), !262)
    #dbg_value(i16 %34, !258, !DIExpression(DW_OP_LLVM_fragment, 192, 16), !262)
    #dbg_value(i32 poison, !239, !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value), !246)
  %270 = add i32 %269, 8, !dbg !249
  %271 = icmp eq i32 %270, %41, !dbg !249
  br i1 %271, label %42, label %268, !dbg !249, !llvm.loop !334

272:                                              ; preds = %290, %232
  %273 = phi i16 [ %233, %232 ], [ %252, %290 ], !dbg !327
  %274 = phi i16 [ %234, %232 ], [ %256, %290 ], !dbg !327
  %275 = phi i16 [ %235, %232 ], [ %260, %290 ], !dbg !327
  %276 = phi i16 [ %236, %232 ], [ %264, %290 ], !dbg !327
  %277 = phi i16 [ %237, %232 ], [ %251, %290 ], !dbg !327
  %278 = phi i16 [ %238, %232 ], [ %255, %290 ], !dbg !327
  %279 = phi i16 [ %239, %232 ], [ %259, %290 ], !dbg !327
  %280 = phi i16 [ %240, %232 ], [ %263, %290 ], !dbg !327
  %281 = phi i16 [ %241, %232 ], [ %250, %290 ], !dbg !327
  %282 = phi i16 [ %242, %232 ], [ %254, %290 ], !dbg !327
  %283 = phi i16 [ %243, %232 ], [ %258, %290 ], !dbg !327
  %284 = phi i16 [ %244, %232 ], [ %262, %290 ], !dbg !327
  %285 = phi i16 [ %245, %232 ], [ %249, %290 ], !dbg !327
  %286 = phi i16 [ %246, %232 ], [ %253, %290 ], !dbg !327
  %287 = phi i16 [ %247, %232 ], [ %257, %290 ], !dbg !327
  %288 = phi i16 [ %248, %232 ], [ %261, %290 ], !dbg !327
  store i16 %276, ptr %0, align 2, !dbg !336
  store i16 %280, ptr %176, align 2, !dbg !336
  store i16 %284, ptr %177, align 2, !dbg !336
  store i16 %288, ptr %178, align 2, !dbg !336
  store i16 %275, ptr %179, align 2, !dbg !336
  store i16 %279, ptr %180, align 2, !dbg !336
  store i16 %283, ptr %181, align 2, !dbg !336
  store i16 %287, ptr %182, align 2, !dbg !336
  store i16 %274, ptr %183, align 2, !dbg !336
  store i16 %278, ptr %184, align 2, !dbg !336
  store i16 %282, ptr %185, align 2, !dbg !336
  store i16 %286, ptr %186, align 2, !dbg !336
  store i16 %273, ptr %187, align 2, !dbg !336
  store i16 %277, ptr %188, align 2, !dbg !336
  store i16 %281, ptr %189, align 2, !dbg !336
  store i16 %285, ptr %190, align 2, !dbg !336, !tbaa !101
  br label %289, !dbg !326

289:                                              ; preds = %272, %173
  ret i32 %169, !dbg !337

290:                                              ; preds = %232, %290
  %291 = phi i32 [ %292, %290 ], [ %265, %232 ]
    #dbg_value(i32 %291, !242, !DIExpression(), !323)
    #dbg_value(ptr %0, !257, !DIExpression(), !329)
    #dbg_value(i16 %264, !258, !DIExpression(DW_OP_LLVM_fragment, 48, 16), !329)
    #dbg_value(i16 %263, !258, !DIExpression(DW_OP_LLVM_fragment, 112, 16), !329)
    #dbg_value(i16 %262, !258, !DIExpression(DW_OP_LLVM_fragment, 176, 16), !329)
    #dbg_value(i16 %261, !258, !DIExpression(DW_OP_LLVM_fragment, 240, 16), !329)
    #dbg_value(i16 %260, !258, !DIExpression(DW_OP_LLVM_fragment, 32, 16), !329)
    #dbg_value(i16 %259, !258, !DIExpression(DW_OP_LLVM_fragment, 96, 16), !329)
    #dbg_value(i16 %258, !258, !DIExpression(DW_OP_LLVM_fragment, 160, 16), !329)
    #dbg_value(i16 %257, !258, !DIExpression(DW_OP_LLVM_fragment, 224, 16), !329)
    #dbg_value(i16 %256, !258, !DIExpression(DW_OP_LLVM_fragment, 16, 16), !329)
    #dbg_value(i16 %255, !258, !DIExpression(DW_OP_LLVM_fragment, 80, 16), !329)
    #dbg_value(i16 %254, !258, !DIExpression(DW_OP_LLVM_fragment, 144, 16), !329)
    #dbg_value(i16 %253, !258, !DIExpression(DW_OP_LLVM_fragment, 208, 16), !329)
    #dbg_value(i16 %252, !258, !DIExpression(DW_OP_LLVM_fragment, 0, 16), !329)
    #dbg_value(i16 %251, !258, !DIExpression(DW_OP_LLVM_fragment, 64, 16), !329)
    #dbg_value(i16 %250, !258, !DIExpression(DW_OP_LLVM_fragment, 128, 16), !329)
    #dbg_value(i16 %249, !258, !DIExpression(DW_OP_LLVM_fragment, 192, 16), !329)
    #dbg_value(i64 4, !260, !DIExpression(), !331)
    #dbg_value(i64 4, !259, !DIExpression(), !330)
    #dbg_value(i32 %291, !242, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !323)
    #dbg_value(i16 %252, !258, !DIExpression(DW_OP_LLVM_fragment, 48, 16), !329)
    #dbg_value(i16 %256, !258, !DIExpression(DW_OP_LLVM_fragment, 112, 16), !329)
    #dbg_value(i16 %260, !258, !DIExpression(DW_OP_LLVM_fragment, 176, 16), !329)
    #dbg_value(i16 %264, !258, !DIExpression(DW_OP_LLVM_fragment, 240, 16), !329)
    #dbg_value(i16 %251, !258, !DIExpression(DW_OP_LLVM_fragment, 32, 16), !329)
    #dbg_value(i16 %255, !258, !DIExpression(DW_OP_LLVM_fragment, 96, 16), !329)
    #dbg_value(i16 %259, !258, !DIExpression(DW_OP_LLVM_fragment, 160, 16), !329)
    #dbg_value(i16 %263, !258, !DIExpression(DW_OP_LLVM_fragment, 224, 16), !329)
    #dbg_value(i16 %250, !258, !DIExpression(DW_OP_LLVM_fragment, 16, 16), !329)
    #dbg_value(i16 %254, !258, !DIExpression(DW_OP_LLVM_fragment, 80, 16), !329)
    #dbg_value(i16 %258, !258, !DIExpression(DW_OP_LLVM_fragment, 144, 16), !329)
    #dbg_value(i16 %262, !258, !DIExpression(DW_OP_LLVM_fragment, 208, 16), !329)
    #dbg_value(i16 %249, !258, !DIExpression(DW_OP_LLVM_fragment, 0, 16), !329)
    #dbg_value(i16 %253, !258, !DIExpression(DW_OP_LLVM_fragment, 64, 16), !329)
    #dbg_value(i16 %257, !258, !DIExpression(DW_OP_LLVM_fragment, 128, 16), !329)
    #dbg_value(i16 %261, !258, !DIExpression(DW_OP_LLVM_fragment, 192, 16), !329)
    #dbg_value(i32 %291, !242, !DIExpression(DW_OP_plus_uconst, 2, DW_OP_stack_value), !323)
    #dbg_value(i16 %249, !258, !DIExpression(DW_OP_LLVM_fragment, 48, 16), !329)
    #dbg_value(i16 %250, !258, !DIExpression(DW_OP_LLVM_fragment, 112, 16), !329)
    #dbg_value(i16 %251, !258, !DIExpression(DW_OP_LLVM_fragment, 176, 16), !329)
    #dbg_value(i16 %252, !258, !DIExpression(DW_OP_LLVM_fragment, 240, 16), !329)
    #dbg_value(i16 %253, !258, !DIExpression(DW_OP_LLVM_fragment, 32, 16), !329)
    #dbg_value(i16 %254, !258, !DIExpression(DW_OP_LLVM_fragment, 96, 16), !329)
    #dbg_value(i16 %255, !258, !DIExpression(DW_OP_LLVM_fragment, 160, 16), !329)
    #dbg_value(i16 %256, !258, !DIExpression(DW_OP_LLVM_fragment, 224, 16), !329)
    #dbg_value(i16 %257, !258, !DIExpression(DW_OP_LLVM_fragment, 16, 16), !329)
    #dbg_value(i16 %258, !258, !DIExpression(DW_OP_LLVM_fragment, 80, 16), !329)
    #dbg_value(i16 %259, !258, !DIExpression(DW_OP_LLVM_fragment, 144, 16), !329)
    #dbg_value(i16 %260, !258, !DIExpression(DW_OP_LLVM_fragment, 208, 16), !329)
    #dbg_value(i16 %261, !258, !DIExpression(DW_OP_LLVM_fragment, 0, 16), !329)
    #dbg_value(i16 %262, !258, !DIExpression(DW_OP_LLVM_fragment, 64, 16), !329)
    #dbg_value(i16 %263, !258, !DIExpression(DW_OP_LLVM_fragment, 128, 16), !329)
    #dbg_value(i16 %264, !258, !DIExpression(DW_OP_LLVM_fragment, 192, 16), !329)
    #dbg_value(i32 %291, !242, !DIExpression(DW_OP_plus_uconst, 3, DW_OP_stack_value), !323)
    #dbg_value(i16 %261, !258, !DIExpression(DW_OP_LLVM_fragment, 48, 16), !329)
    #dbg_value(i16 %257, !258, !DIExpression(DW_OP_LLVM_fragment, 112, 16), !329)
    #dbg_value(i16 %253, !258, !DIExpression(DW_OP_LLVM_fragment, 176, 16), !329)
    #dbg_value(i16 %249, !258, !DIExpression(DW_OP_LLVM_fragment, 240, 16), !329)
    #dbg_value(i16 %262, !258, !DIExpression(DW_OP_LLVM_fragment, 32, 16), !329)
    #dbg_value(i16 %258, !258, !DIExpression(DW_OP_LLVM_fragment, 96, 16), !329)
    #dbg_value(i16 %254, !258, !DIExpression(DW_OP_LLVM_fragment, 160, 16), !329)
    #dbg_value(i16 %250, !258, !DIExpression(DW_OP_LLVM_fragment, 224, 16), !329)
    #dbg_value(i16 %263, !258, !DIExpression(DW_OP_LLVM_fragment, 16, 16), !329)
    #dbg_value(i16 %259, !258, !DIExpression(DW_OP_LLVM_fragment, 80, 16), !329)
    #dbg_value(i16 %255, !258, !DIExpression(DW_OP_LLVM_fragment, 144, 16), !329)
    #dbg_value(i16 %251, !258, !DIExpression(DW_OP_LLVM_fragment, 208, 16), !329)
    #dbg_value(i16 %264, !258, !DIExpression(DW_OP_LLVM_fragment, 0, 16), !329)
    #dbg_value(i16 %260, !258, !DIExpression(DW_OP_LLVM_fragment, 64, 16), !329)
    #dbg_value(i16 %256, !258, !DIExpression(DW_OP_LLVM_fragment, 128, 16), !329)
    #dbg_value(i16 %252, !258, !DIExpression(DW_OP_LLVM_fragment, 192, 16), !329)
    #dbg_value(i32 %291, !242, !DIExpression(DW_OP_plus_uconst, 4, DW_OP_stack_value), !323)
    #dbg_value(i16 %264, !258, !DIExpression(DW_OP_LLVM_fragment, 48, 16), !329)
    #dbg_value(i16 %263, !258, !DIExpression(DW_OP_LLVM_fragment, 112, 16), !329)
    #dbg_value(i16 %262, !258, !DIExpression(DW_OP_LLVM_fragment, 176, 16), !329)
    #dbg_value(i16 %261, !258, !DIExpression(DW_OP_LLVM_fragment, 240, 16), !329)
    #dbg_value(i16 %260, !258, !DIExpression(DW_OP_LLVM_fragment, 32, 16), !329)
    #dbg_value(i16 %259, !258, !DIExpression(DW_OP_LLVM_fragment, 96, 16), !329)
    #dbg_value(i16 %258, !258, !DIExpression(DW_OP_LLVM_fragment, 160, 16), !329)
    #dbg_value(i16 %257, !258, !DIExpression(DW_OP_LLVM_fragment, 224, 16), !329)
    #dbg_value(i16 %256, !258, !DIExpression(DW_OP_LLVM_fragment, 16, 16), !329)
    #dbg_value(i16 %255, !258, !DIExpression(DW_OP_LLVM_fragment, 80, 16), !329)
    #dbg_value(i16 %254, !258, !DIExpression(DW_OP_LLVM_fragment, 144, 16), !329)
    #dbg_value(i16 %253, !258, !DIExpression(DW_OP_LLVM_fragment, 208, 16), !329)
    #dbg_value(i16 %252, !258, !DIExpression(DW_OP_LLVM_fragment, 0, 16), !329)
    #dbg_value(i16 %251, !258, !DIExpression(DW_OP_LLVM_fragment, 64, 16), !329)
    #dbg_value(i16 %250, !258, !DIExpression(DW_OP_LLVM_fragment, 128, 16), !329)
    #dbg_value(i16 %249, !258, !DIExpression(DW_OP_LLVM_fragment, 192, 16), !329)
    #dbg_value(i32 %291, !242, !DIExpression(DW_OP_plus_uconst, 5, DW_OP_stack_value), !323)
    #dbg_value(i16 %252, !258, !DIExpression(DW_OP_LLVM_fragment, 48, 16), !329)
    #dbg_value(i16 %256, !258, !DIExpression(DW_OP_LLVM_fragment, 112, 16), !329)
    #dbg_value(i16 %260, !258, !DIExpression(DW_OP_LLVM_fragment, 176, 16), !329)
    #dbg_value(i16 %264, !258, !DIExpression(DW_OP_LLVM_fragment, 240, 16), !329)
    #dbg_value(i16 %251, !258, !DIExpression(DW_OP_LLVM_fragment, 32, 16), !329)
    #dbg_value(i16 %255, !258, !DIExpression(DW_OP_LLVM_fragment, 96, 16), !329)
    #dbg_value(i16 %259, !258, !DIExpression(DW_OP_LLVM_fragment, 160, 16), !329)
    #dbg_value(i16 %263, !258, !DIExpression(DW_OP_LLVM_fragment, 224, 16), !329)
    #dbg_value(i16 %250, !258, !DIExpression(DW_OP_LLVM_fragment, 16, 16), !329)
    #dbg_value(i16 %254, !258, !DIExpression(DW_OP_LLVM_fragment, 80, 16), !329)
    #dbg_value(i16 %258, !258, !DIExpression(DW_OP_LLVM_fragment, 144, 16), !329)
    #dbg_value(i16 %262, !258, !DIExpression(DW_OP_LLVM_fragment, 208, 16), !329)
    #dbg_value(i16 %249, !258, !DIExpression(DW_OP_LLVM_fragment, 0, 16), !329)
    #dbg_value(i16 %253, !258, !DIExpression(DW_OP_LLVM_fragment, 64, 16), !329)
    #dbg_value(i16 %257, !258, !DIExpression(DW_OP_LLVM_fragment, 128, 16), !329)
    #dbg_value(i16 %261, !258, !DIExpression(DW_OP_LLVM_fragment, 192, 16), !329)
    #dbg_value(i32 %291, !242, !DIExpression(DW_OP_plus_uconst, 6, DW_OP_stack_value), !323)
    #dbg_value(i16 %249, !258, !DIExpression(DW_OP_LLVM_fragment, 48, 16), !329)
    #dbg_value(i16 %250, !258, !DIExpression(DW_OP_LLVM_fragment, 112, 16), !329)
    #dbg_value(i16 %251, !258, !DIExpression(DW_OP_LLVM_fragment, 176, 16), !329)
    #dbg_value(i16 %252, !258, !DIExpression(DW_OP_LLVM_fragment, 240, 16), !329)
    #dbg_value(i16 %253, !258, !DIExpression(DW_OP_LLVM_fragment, 32, 16), !329)
    #dbg_value(i16 %254, !258, !DIExpression(DW_OP_LLVM_fragment, 96, 16), !329)
    #dbg_value(i16 %255, !258, !DIExpression(DW_OP_LLVM_fragment, 160, 16), !329)
    #dbg_value(i16 %256, !258, !DIExpression(DW_OP_LLVM_fragment, 224, 16), !329)
    #dbg_value(i16 %257, !258, !DIExpression(DW_OP_LLVM_fragment, 16, 16), !329)
    #dbg_value(i16 %258, !258, !DIExpression(DW_OP_LLVM_fragment, 80, 16), !329)
    #dbg_value(i16 %259, !258, !DIExpression(DW_OP_LLVM_fragment, 144, 16), !329)
    #dbg_value(i16 %260, !258, !DIExpression(DW_OP_LLVM_fragment, 208, 16), !329)
    #dbg_value(i16 %261, !258, !DIExpression(DW_OP_LLVM_fragment, 0, 16), !329)
    #dbg_value(i16 %262, !258, !DIExpression(DW_OP_LLVM_fragment, 64, 16), !329)
    #dbg_value(i16 %263, !258, !DIExpression(DW_OP_LLVM_fragment, 128, 16), !329)
    #dbg_value(i16 %264, !258, !DIExpression(DW_OP_LLVM_fragment, 192, 16), !329)
    #dbg_value(i32 %291, !242, !DIExpression(DW_OP_plus_uconst, 7, DW_OP_stack_value), !323)
    #dbg_value(i16 %261, !258, !DIExpression(DW_OP_LLVM_fragment, 48, 16), !329)
    #dbg_value(i16 %257, !258, !DIExpression(DW_OP_LLVM_fragment, 112, 16), !329)
    #dbg_value(i16 %253, !258, !DIExpression(DW_OP_LLVM_fragment, 176, 16), !329)
    #dbg_value(i16 %249, !258, !DIExpression(DW_OP_LLVM_fragment, 240, 16), !329)
    #dbg_value(i16 %262, !258, !DIExpression(DW_OP_LLVM_fragment, 32, 16), !329)
    #dbg_value(i16 %258, !258, !DIExpression(DW_OP_LLVM_fragment, 96, 16), !329)
    #dbg_value(i16 %254, !258, !DIExpression(DW_OP_LLVM_fragment, 160, 16), !329)
    #dbg_value(i16 %250, !258, !DIExpression(DW_OP_LLVM_fragment, 224, 16), !329)
    #dbg_value(i16 %263, !258, !DIExpression(DW_OP_LLVM_fragment, 16, 16), !329)
    #dbg_value(i16 %259, !258, !DIExpression(DW_OP_LLVM_fragment, 80, 16), !329)
    #dbg_value(i16 %255, !258, !DIExpression(DW_OP_LLVM_fragment, 144, 16), !329)
    #dbg_value(i16 %251, !258, !DIExpression(DW_OP_LLVM_fragment, 208, 16), !329)
    #dbg_value(i16 %264, !258, !DIExpression(DW_OP_LLVM_fragment, 0, 16), !329)
    #dbg_value(i16 %260, !258, !DIExpression(DW_OP_LLVM_fragment, 64, 16), !329)
    #dbg_value(i16 %256, !258, !DIExpression(DW_OP_LLVM_fragment, 128, 16), !329)
    #dbg_value(i16 %252, !258, !DIExpression(DW_OP_LLVM_fragment, 192, 16), !329)
  %292 = add i32 %291, 8, !dbg !332
    #dbg_value(i32 %292, !242, !DIExpression(), !323)
  %293 = icmp eq i32 %292, 4, !dbg !324
  br i1 %293, label %272, label %290, !dbg !326, !llvm.loop !338
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare !dbg !340 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #6

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #7

; Function Attrs: nofree nounwind willreturn memory(argmem: read)
declare i32 @bcmp(ptr nocapture, ptr nocapture, i64) local_unnamed_addr #8

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.smax.i64(i64, i64) #9

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i16 @llvm.vector.reduce.umax.v16i16(<16 x i16>) #9

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i16 @llvm.ctpop.i16(i16) #9

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #3 = { nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #5 = { nofree nounwind memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nofree nounwind }
attributes #8 = { nofree nounwind willreturn memory(argmem: read) }
attributes #9 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #10 = { nounwind }

!llvm.dbg.cu = !{!14}
!llvm.module.flags = !{!31, !32, !33, !34, !35, !36, !37}
!llvm.ident = !{!38}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 53, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "programs/game_2048_sim.c", directory: ".", checksumkind: CSK_MD5, checksum: "5d5a6a1f5ac570581660e4d4655699fe")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 32, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 4)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 54, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 256, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 32)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(name: "rs", scope: !14, file: !2, line: 9, type: !17, isLocal: true, isDefinition: true)
!14 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !15, globals: !25, splitDebugInlining: false, nameTableKind: None)
!15 = !{!16, !17, !22}
!16 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!17 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint32_t", file: !18, line: 26, baseType: !19)
!18 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-uintn.h", directory: "", checksumkind: CSK_MD5, checksum: "2bf2ae53c58c01b1a1b9383b5195125c")
!19 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint32_t", file: !20, line: 42, baseType: !21)
!20 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!21 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!22 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint16_t", file: !18, line: 25, baseType: !23)
!23 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint16_t", file: !20, line: 40, baseType: !24)
!24 = !DIBasicType(name: "unsigned short", size: 16, encoding: DW_ATE_unsigned)
!25 = !{!0, !26, !7, !12}
!26 = !DIGlobalVariableExpression(var: !27, expr: !DIExpression())
!27 = distinct !DIGlobalVariable(scope: null, file: !2, line: 53, type: !28, isLocal: true, isDefinition: true)
!28 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 16, elements: !29)
!29 = !{!30}
!30 = !DISubrange(count: 2)
!31 = !{i32 7, !"Dwarf Version", i32 5}
!32 = !{i32 2, !"Debug Info Version", i32 3}
!33 = !{i32 1, !"wchar_size", i32 4}
!34 = !{i32 8, !"PIC Level", i32 2}
!35 = !{i32 7, !"PIE Level", i32 2}
!36 = !{i32 7, !"uwtable", i32 2}
!37 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!38 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!39 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 35, type: !40, scopeLine: 35, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !14, retainedNodes: !42)
!40 = !DISubroutineType(types: !41)
!41 = !{!16}
!42 = !{!43, !50, !52, !53, !57, !58, !60, !63, !64, !65, !66, !68}
!43 = !DILocalVariable(name: "b", scope: !39, file: !2, line: 36, type: !44)
!44 = !DIDerivedType(tag: DW_TAG_typedef, name: "board", file: !2, line: 8, baseType: !45)
!45 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !2, line: 8, size: 256, elements: !46)
!46 = !{!47}
!47 = !DIDerivedType(tag: DW_TAG_member, name: "t", scope: !45, file: !2, line: 8, baseType: !48, size: 256)
!48 = !DICompositeType(tag: DW_TAG_array_type, baseType: !22, size: 256, elements: !49)
!49 = !{!6, !6}
!50 = !DILocalVariable(name: "score", scope: !39, file: !2, line: 38, type: !51)
!51 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!52 = !DILocalVariable(name: "moves", scope: !39, file: !2, line: 38, type: !16)
!53 = !DILocalVariable(name: "best", scope: !54, file: !2, line: 40, type: !16)
!54 = distinct !DILexicalBlock(scope: !55, file: !2, line: 39, column: 14)
!55 = distinct !DILexicalBlock(scope: !56, file: !2, line: 39, column: 5)
!56 = distinct !DILexicalBlock(scope: !39, file: !2, line: 39, column: 5)
!57 = !DILocalVariable(name: "best_val", scope: !54, file: !2, line: 40, type: !51)
!58 = !DILocalVariable(name: "d", scope: !59, file: !2, line: 41, type: !16)
!59 = distinct !DILexicalBlock(scope: !54, file: !2, line: 41, column: 9)
!60 = !DILocalVariable(name: "c", scope: !61, file: !2, line: 42, type: !44)
!61 = distinct !DILexicalBlock(scope: !62, file: !2, line: 41, column: 37)
!62 = distinct !DILexicalBlock(scope: !59, file: !2, line: 41, column: 9)
!63 = !DILocalVariable(name: "s", scope: !61, file: !2, line: 42, type: !51)
!64 = !DILocalVariable(name: "val", scope: !61, file: !2, line: 44, type: !51)
!65 = !DILocalVariable(name: "maxt", scope: !39, file: !2, line: 52, type: !22)
!66 = !DILocalVariable(name: "i", scope: !67, file: !2, line: 53, type: !16)
!67 = distinct !DILexicalBlock(scope: !39, file: !2, line: 53, column: 5)
!68 = !DILocalVariable(name: "j", scope: !69, file: !2, line: 53, type: !16)
!69 = distinct !DILexicalBlock(scope: !70, file: !2, line: 53, column: 35)
!70 = distinct !DILexicalBlock(scope: !71, file: !2, line: 53, column: 33)
!71 = distinct !DILexicalBlock(scope: !67, file: !2, line: 53, column: 5)
!72 = distinct !DIAssignID()
!73 = !DILocation(line: 0, scope: !39)
!74 = distinct !DIAssignID()
!75 = distinct !DIAssignID()
!76 = !DILocation(line: 0, scope: !61)
!77 = distinct !DIAssignID()
!78 = !DILocation(line: 36, column: 5, scope: !39)
!79 = !DILocation(line: 36, column: 14, scope: !39)
!80 = distinct !DIAssignID()
!81 = !DILocation(line: 37, column: 5, scope: !39)
!82 = !DILocation(line: 37, column: 16, scope: !39)
!83 = !DILocation(line: 38, column: 5, scope: !39)
!84 = !DILocation(line: 38, column: 10, scope: !39)
!85 = !{!86, !86, i64 0}
!86 = !{!"long", !87, i64 0}
!87 = !{!"omnipotent char", !88, i64 0}
!88 = !{!"Simple C/C++ TBAA"}
!89 = distinct !DIAssignID()
!90 = !DILocation(line: 39, column: 5, scope: !39)
!91 = !DILocation(line: 38, column: 25, scope: !39)
!92 = !DILocation(line: 0, scope: !54)
!93 = !DILocation(line: 0, scope: !59)
!94 = !DILocation(line: 41, column: 9, scope: !59)
!95 = !DILocation(line: 47, column: 18, scope: !96)
!96 = distinct !DILexicalBlock(scope: !54, file: !2, line: 47, column: 13)
!97 = !DILocation(line: 47, column: 13, scope: !54)
!98 = !DILocation(line: 42, column: 13, scope: !61)
!99 = !DILocation(line: 42, column: 23, scope: !61)
!100 = !{i64 0, i64 32, !101}
!101 = !{!87, !87, i64 0}
!102 = distinct !DIAssignID()
!103 = !DILocation(line: 42, column: 26, scope: !61)
!104 = !DILocation(line: 42, column: 31, scope: !61)
!105 = distinct !DIAssignID()
!106 = !DILocation(line: 43, column: 18, scope: !107)
!107 = distinct !DILexicalBlock(scope: !61, file: !2, line: 43, column: 17)
!108 = !DILocation(line: 43, column: 17, scope: !61)
!109 = !DILocation(line: 44, column: 24, scope: !61)
!110 = !DILocation(line: 44, column: 26, scope: !61)
!111 = !DILocalVariable(name: "b", arg: 1, scope: !112, file: !2, line: 27, type: !115)
!112 = distinct !DISubprogram(name: "empty_count", scope: !2, file: !2, line: 27, type: !113, scopeLine: 27, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !14, retainedNodes: !117)
!113 = !DISubroutineType(types: !114)
!114 = !{!16, !115}
!115 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !116, size: 64)
!116 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !44)
!117 = !{!111, !118, !119, !121}
!118 = !DILocalVariable(name: "c", scope: !112, file: !2, line: 27, type: !16)
!119 = !DILocalVariable(name: "i", scope: !120, file: !2, line: 27, type: !16)
!120 = distinct !DILexicalBlock(scope: !112, file: !2, line: 27, column: 53)
!121 = !DILocalVariable(name: "j", scope: !122, file: !2, line: 27, type: !16)
!122 = distinct !DILexicalBlock(scope: !123, file: !2, line: 27, column: 81)
!123 = distinct !DILexicalBlock(scope: !120, file: !2, line: 27, column: 53)
!124 = !DILocation(line: 0, scope: !112, inlinedAt: !125)
!125 = distinct !DILocation(line: 44, column: 32, scope: !61)
!126 = !DILocation(line: 0, scope: !120, inlinedAt: !125)
!127 = !DILocation(line: 0, scope: !122, inlinedAt: !125)
!128 = !DILocation(line: 27, column: 115, scope: !129, inlinedAt: !125)
!129 = distinct !DILexicalBlock(scope: !122, file: !2, line: 27, column: 81)
!130 = !{!131, !131, i64 0}
!131 = !{!"short", !87, i64 0}
!132 = !DILocation(line: 27, column: 114, scope: !129, inlinedAt: !125)
!133 = !DILocation(line: 27, column: 111, scope: !129, inlinedAt: !125)
!134 = !DILocation(line: 44, column: 48, scope: !61)
!135 = !DILocation(line: 44, column: 66, scope: !61)
!136 = !DILocation(line: 44, column: 55, scope: !61)
!137 = !DILocation(line: 44, column: 30, scope: !61)
!138 = !DILocation(line: 44, column: 53, scope: !61)
!139 = !DILocation(line: 45, column: 21, scope: !140)
!140 = distinct !DILexicalBlock(scope: !61, file: !2, line: 45, column: 17)
!141 = !DILocation(line: 45, column: 17, scope: !61)
!142 = !DILocation(line: 46, column: 9, scope: !62)
!143 = !DILocation(line: 41, column: 33, scope: !62)
!144 = !DILocation(line: 41, column: 27, scope: !62)
!145 = distinct !{!145, !94, !146, !147}
!146 = !DILocation(line: 46, column: 9, scope: !59)
!147 = !{!"llvm.loop.mustprogress"}
!148 = !DILocation(line: 48, column: 9, scope: !54)
!149 = !DILocation(line: 49, column: 9, scope: !54)
!150 = !DILocation(line: 50, column: 14, scope: !54)
!151 = !DILocation(line: 0, scope: !67)
!152 = !DILocation(line: 0, scope: !69)
!153 = !DILocation(line: 53, column: 79, scope: !154)
!154 = distinct !DILexicalBlock(scope: !155, file: !2, line: 53, column: 63)
!155 = distinct !DILexicalBlock(scope: !69, file: !2, line: 53, column: 35)
!156 = !DILocation(line: 53, column: 65, scope: !154)
!157 = !DILocation(line: 53, column: 95, scope: !158)
!158 = distinct !DILexicalBlock(scope: !154, file: !2, line: 53, column: 95)
!159 = !DILocation(line: 53, column: 133, scope: !70)
!160 = !DILocation(line: 53, column: 95, scope: !154)
!161 = !DILocation(line: 54, column: 55, scope: !39)
!162 = !DILocation(line: 54, column: 62, scope: !39)
!163 = !DILocation(line: 54, column: 5, scope: !39)
!164 = !DILocation(line: 55, column: 24, scope: !39)
!165 = !DILocation(line: 55, column: 12, scope: !39)
!166 = !DILocation(line: 56, column: 1, scope: !39)
!167 = distinct !DISubprogram(name: "spawn", scope: !2, file: !2, line: 28, type: !168, scopeLine: 28, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !14, retainedNodes: !171)
!168 = !DISubroutineType(types: !169)
!169 = !{null, !170}
!170 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !44, size: 64)
!171 = !{!172, !173, !174, !175, !177}
!172 = !DILocalVariable(name: "b", arg: 1, scope: !167, file: !2, line: 28, type: !170)
!173 = !DILocalVariable(name: "e", scope: !167, file: !2, line: 29, type: !16)
!174 = !DILocalVariable(name: "k", scope: !167, file: !2, line: 31, type: !16)
!175 = !DILocalVariable(name: "i", scope: !176, file: !2, line: 32, type: !16)
!176 = distinct !DILexicalBlock(scope: !167, file: !2, line: 32, column: 5)
!177 = !DILocalVariable(name: "j", scope: !178, file: !2, line: 32, type: !16)
!178 = distinct !DILexicalBlock(scope: !179, file: !2, line: 32, column: 33)
!179 = distinct !DILexicalBlock(scope: !176, file: !2, line: 32, column: 5)
!180 = !DILocation(line: 0, scope: !167)
!181 = !DILocation(line: 0, scope: !112, inlinedAt: !182)
!182 = distinct !DILocation(line: 29, column: 13, scope: !167)
!183 = !DILocation(line: 0, scope: !120, inlinedAt: !182)
!184 = !DILocation(line: 0, scope: !122, inlinedAt: !182)
!185 = !DILocation(line: 27, column: 115, scope: !129, inlinedAt: !182)
!186 = !DILocation(line: 27, column: 114, scope: !129, inlinedAt: !182)
!187 = !DILocation(line: 27, column: 111, scope: !129, inlinedAt: !182)
!188 = !DILocation(line: 30, column: 10, scope: !189)
!189 = distinct !DILexicalBlock(scope: !167, file: !2, line: 30, column: 9)
!190 = !DILocation(line: 30, column: 9, scope: !167)
!191 = !DILocation(line: 10, column: 35, scope: !192, inlinedAt: !195)
!192 = distinct !DISubprogram(name: "rnd", scope: !2, file: !2, line: 10, type: !193, scopeLine: 10, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !14)
!193 = !DISubroutineType(types: !194)
!194 = !{!17}
!195 = distinct !DILocation(line: 31, column: 19, scope: !167)
!196 = !{!197, !197, i64 0}
!197 = !{!"int", !87, i64 0}
!198 = !DILocation(line: 10, column: 38, scope: !192, inlinedAt: !195)
!199 = !DILocation(line: 10, column: 32, scope: !192, inlinedAt: !195)
!200 = !DILocation(line: 10, column: 54, scope: !192, inlinedAt: !195)
!201 = !DILocation(line: 10, column: 48, scope: !192, inlinedAt: !195)
!202 = !DILocation(line: 10, column: 70, scope: !192, inlinedAt: !195)
!203 = !DILocation(line: 10, column: 64, scope: !192, inlinedAt: !195)
!204 = !DILocation(line: 31, column: 25, scope: !167)
!205 = !DILocation(line: 0, scope: !176)
!206 = !DILocation(line: 32, column: 5, scope: !176)
!207 = !DILocation(line: 0, scope: !178)
!208 = !DILocation(line: 32, column: 66, scope: !209)
!209 = distinct !DILexicalBlock(scope: !210, file: !2, line: 32, column: 65)
!210 = distinct !DILexicalBlock(scope: !178, file: !2, line: 32, column: 33)
!211 = !DILocation(line: 32, column: 77, scope: !209)
!212 = !DILocation(line: 32, column: 81, scope: !209)
!213 = !DILocation(line: 32, column: 84, scope: !209)
!214 = !DILocation(line: 32, column: 65, scope: !210)
!215 = !DILocation(line: 10, column: 38, scope: !192, inlinedAt: !216)
!216 = distinct !DILocation(line: 32, column: 103, scope: !209)
!217 = !DILocation(line: 10, column: 32, scope: !192, inlinedAt: !216)
!218 = !DILocation(line: 10, column: 54, scope: !192, inlinedAt: !216)
!219 = !DILocation(line: 10, column: 48, scope: !192, inlinedAt: !216)
!220 = !DILocation(line: 10, column: 70, scope: !192, inlinedAt: !216)
!221 = !DILocation(line: 10, column: 64, scope: !192, inlinedAt: !216)
!222 = !DILocation(line: 32, column: 109, scope: !209)
!223 = !DILocation(line: 32, column: 103, scope: !209)
!224 = !DILocation(line: 32, column: 101, scope: !209)
!225 = !DILocation(line: 32, column: 90, scope: !209)
!226 = !DILocation(line: 32, column: 29, scope: !179)
!227 = !DILocation(line: 32, column: 23, scope: !179)
!228 = distinct !{!228, !206, !229, !147}
!229 = !DILocation(line: 32, column: 120, scope: !176)
!230 = !DILocation(line: 33, column: 1, scope: !167)
!231 = distinct !DISubprogram(name: "move", scope: !2, file: !2, line: 26, type: !232, scopeLine: 26, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !14, retainedNodes: !235)
!232 = !DISubroutineType(types: !233)
!233 = !{!16, !170, !16, !234}
!234 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !51, size: 64)
!235 = !{!236, !237, !238, !239, !241, !242}
!236 = !DILocalVariable(name: "b", arg: 1, scope: !231, file: !2, line: 26, type: !170)
!237 = !DILocalVariable(name: "dir", arg: 2, scope: !231, file: !2, line: 26, type: !16)
!238 = !DILocalVariable(name: "score", arg: 3, scope: !231, file: !2, line: 26, type: !234)
!239 = !DILocalVariable(name: "k", scope: !240, file: !2, line: 26, type: !16)
!240 = distinct !DILexicalBlock(scope: !231, file: !2, line: 26, column: 51)
!241 = !DILocalVariable(name: "m", scope: !231, file: !2, line: 26, type: !16)
!242 = !DILocalVariable(name: "k", scope: !243, file: !2, line: 26, type: !16)
!243 = distinct !DILexicalBlock(scope: !231, file: !2, line: 26, column: 122)
!244 = distinct !DIAssignID()
!245 = !DILocation(line: 0, scope: !231)
!246 = !DILocation(line: 0, scope: !240)
!247 = !DILocation(line: 26, column: 69, scope: !248)
!248 = distinct !DILexicalBlock(scope: !240, file: !2, line: 26, column: 51)
!249 = !DILocation(line: 26, column: 51, scope: !240)
!250 = !DILocation(line: 11, column: 113, scope: !251, inlinedAt: !261)
!251 = distinct !DILexicalBlock(scope: !252, file: !2, line: 11, column: 69)
!252 = distinct !DILexicalBlock(scope: !253, file: !2, line: 11, column: 69)
!253 = distinct !DILexicalBlock(scope: !254, file: !2, line: 11, column: 41)
!254 = distinct !DILexicalBlock(scope: !255, file: !2, line: 11, column: 41)
!255 = distinct !DISubprogram(name: "rotate", scope: !2, file: !2, line: 11, type: !168, scopeLine: 11, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !14, retainedNodes: !256)
!256 = !{!257, !258, !259, !260}
!257 = !DILocalVariable(name: "b", arg: 1, scope: !255, file: !2, line: 11, type: !170)
!258 = !DILocalVariable(name: "r", scope: !255, file: !2, line: 11, type: !44)
!259 = !DILocalVariable(name: "i", scope: !254, file: !2, line: 11, type: !16)
!260 = !DILocalVariable(name: "j", scope: !252, file: !2, line: 11, type: !16)
!261 = distinct !DILocation(line: 26, column: 81, scope: !248)
!262 = !DILocation(line: 0, scope: !255, inlinedAt: !261)
!263 = !DILocation(line: 0, scope: !254, inlinedAt: !261)
!264 = !DILocation(line: 0, scope: !252, inlinedAt: !261)
!265 = distinct !{!265, !266}
!266 = !{!"llvm.loop.unroll.disable"}
!267 = !DILocation(line: 11, scope: !255, inlinedAt: !261)
!268 = !DILocation(line: 14, column: 5, scope: !269, inlinedAt: !286)
!269 = distinct !DILexicalBlock(scope: !270, file: !2, line: 14, column: 5)
!270 = distinct !DISubprogram(name: "slide_left", scope: !2, file: !2, line: 12, type: !271, scopeLine: 12, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !14, retainedNodes: !273)
!271 = !DISubroutineType(types: !272)
!272 = !{!16, !170, !234}
!273 = !{!274, !275, !276, !277, !278, !282, !283, !284}
!274 = !DILocalVariable(name: "b", arg: 1, scope: !270, file: !2, line: 12, type: !170)
!275 = !DILocalVariable(name: "score", arg: 2, scope: !270, file: !2, line: 12, type: !234)
!276 = !DILocalVariable(name: "moved", scope: !270, file: !2, line: 13, type: !16)
!277 = !DILocalVariable(name: "i", scope: !269, file: !2, line: 14, type: !16)
!278 = !DILocalVariable(name: "row", scope: !279, file: !2, line: 15, type: !281)
!279 = distinct !DILexicalBlock(scope: !280, file: !2, line: 14, column: 33)
!280 = distinct !DILexicalBlock(scope: !269, file: !2, line: 14, column: 5)
!281 = !DICompositeType(tag: DW_TAG_array_type, baseType: !22, size: 64, elements: !5)
!282 = !DILocalVariable(name: "n", scope: !279, file: !2, line: 15, type: !16)
!283 = !DILocalVariable(name: "last_merged", scope: !279, file: !2, line: 15, type: !16)
!284 = !DILocalVariable(name: "j", scope: !285, file: !2, line: 16, type: !16)
!285 = distinct !DILexicalBlock(scope: !279, file: !2, line: 16, column: 9)
!286 = distinct !DILocation(line: 26, column: 100, scope: !231)
!287 = !DILocation(line: 0, scope: !269, inlinedAt: !286)
!288 = !DILocation(line: 0, scope: !270, inlinedAt: !286)
!289 = !DILocation(line: 15, column: 9, scope: !279, inlinedAt: !286)
!290 = !DILocation(line: 15, column: 18, scope: !279, inlinedAt: !286)
!291 = distinct !DIAssignID()
!292 = !DILocation(line: 0, scope: !279, inlinedAt: !286)
!293 = !DILocation(line: 0, scope: !285, inlinedAt: !286)
!294 = !DILocation(line: 17, column: 18, scope: !295, inlinedAt: !286)
!295 = distinct !DILexicalBlock(scope: !296, file: !2, line: 17, column: 17)
!296 = distinct !DILexicalBlock(scope: !297, file: !2, line: 16, column: 37)
!297 = distinct !DILexicalBlock(scope: !285, file: !2, line: 16, column: 9)
!298 = !DILocation(line: 17, column: 17, scope: !296, inlinedAt: !286)
!299 = !DILocation(line: 19, column: 29, scope: !300, inlinedAt: !286)
!300 = distinct !DILexicalBlock(scope: !301, file: !2, line: 19, column: 18)
!301 = distinct !DILexicalBlock(scope: !296, file: !2, line: 18, column: 17)
!302 = !DILocation(line: 18, column: 33, scope: !301, inlinedAt: !286)
!303 = !DILocation(line: 18, column: 47, scope: !301, inlinedAt: !286)
!304 = !DILocation(line: 18, column: 101, scope: !305, inlinedAt: !286)
!305 = distinct !DILexicalBlock(scope: !301, file: !2, line: 18, column: 64)
!306 = !DILocation(line: 18, column: 77, scope: !305, inlinedAt: !286)
!307 = !DILocation(line: 18, column: 117, scope: !305, inlinedAt: !286)
!308 = !DILocation(line: 18, column: 114, scope: !305, inlinedAt: !286)
!309 = !DILocation(line: 18, column: 146, scope: !305, inlinedAt: !286)
!310 = !DILocation(line: 19, column: 25, scope: !300, inlinedAt: !286)
!311 = !DILocation(line: 19, column: 20, scope: !300, inlinedAt: !286)
!312 = !DILocation(line: 18, column: 28, scope: !301, inlinedAt: !286)
!313 = !DILocation(line: 18, column: 22, scope: !301, inlinedAt: !286)
!314 = !DILocation(line: 21, column: 13, scope: !315, inlinedAt: !286)
!315 = distinct !DILexicalBlock(scope: !279, file: !2, line: 21, column: 13)
!316 = !DILocation(line: 21, column: 13, scope: !279, inlinedAt: !286)
!317 = !DILocation(line: 22, column: 9, scope: !279, inlinedAt: !286)
!318 = !DILocation(line: 23, column: 5, scope: !280, inlinedAt: !286)
!319 = !DILocation(line: 14, column: 29, scope: !280, inlinedAt: !286)
!320 = !DILocation(line: 14, column: 23, scope: !280, inlinedAt: !286)
!321 = distinct !{!321, !268, !322, !147}
!322 = !DILocation(line: 23, column: 5, scope: !269, inlinedAt: !286)
!323 = !DILocation(line: 0, scope: !243)
!324 = !DILocation(line: 26, column: 142, scope: !325)
!325 = distinct !DILexicalBlock(scope: !243, file: !2, line: 26, column: 122)
!326 = !DILocation(line: 26, column: 122, scope: !243)
!327 = !DILocation(line: 11, column: 113, scope: !251, inlinedAt: !328)
!328 = distinct !DILocation(line: 26, column: 152, scope: !325)
!329 = !DILocation(line: 0, scope: !255, inlinedAt: !328)
!330 = !DILocation(line: 0, scope: !254, inlinedAt: !328)
!331 = !DILocation(line: 0, scope: !252, inlinedAt: !328)
!332 = !DILocation(line: 26, column: 148, scope: !325)
!333 = distinct !{!333, !266}
!334 = distinct !{!334, !249, !335, !147}
!335 = !DILocation(line: 26, column: 89, scope: !240)
!336 = !DILocation(line: 11, scope: !255, inlinedAt: !328)
!337 = !DILocation(line: 26, column: 163, scope: !231)
!338 = distinct !{!338, !326, !339, !147}
!339 = !DILocation(line: 26, column: 160, scope: !243)
!340 = !DISubprogram(name: "printf", scope: !341, file: !341, line: 356, type: !342, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!341 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!342 = !DISubroutineType(types: !343)
!343 = !{!16, !344, null}
!344 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !345)
!345 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !346, size: 64)
!346 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
