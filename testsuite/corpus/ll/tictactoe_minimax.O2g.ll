; ModuleID = 'programs/tictactoe_minimax.c'
source_filename = "programs/tictactoe_minimax.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@nodes = internal unnamed_addr global i64 0, align 8, !dbg !0
@.str = private unnamed_addr constant [58 x i8] c"minimax value=%d nodes=%ld; alphabeta value=%d nodes=%ld\0A\00", align 1, !dbg !7
@__const.main.board = private unnamed_addr constant [10 x i8] c".........\00", align 1
@.str.1 = private unnamed_addr constant [26 x i8] c"opening %d: %s result=%s\0A\00", align 1, !dbg !13
@.str.2 = private unnamed_addr constant [2 x i8] c"X\00", align 1, !dbg !18
@.str.3 = private unnamed_addr constant [2 x i8] c"O\00", align 1, !dbg !23
@.str.4 = private unnamed_addr constant [5 x i8] c"draw\00", align 1, !dbg !25

; Function Attrs: nofree nounwind uwtable
define dso_local range(i32 -127, 128) i32 @main() local_unnamed_addr #0 !dbg !45 {
  %1 = alloca [10 x i8], align 1, !DIAssignID !69
    #dbg_assign(i1 undef, !59, !DIExpression(), !69, ptr %1, !DIExpression(), !70)
  store i64 0, ptr @nodes, align 8, !dbg !71, !tbaa !72
  %2 = tail call fastcc i32 @minimax(i32 noundef 0, i32 noundef 0), !dbg !76
    #dbg_value(i32 %2, !48, !DIExpression(), !77)
  %3 = load i64, ptr @nodes, align 8, !dbg !78, !tbaa !72
    #dbg_value(i64 %3, !49, !DIExpression(), !77)
  store i64 0, ptr @nodes, align 8, !dbg !79, !tbaa !72
  %4 = tail call fastcc i32 @alphabeta(i32 noundef 0, i32 noundef 0, i32 noundef -2, i32 noundef 2), !dbg !80
    #dbg_value(i32 %4, !50, !DIExpression(), !77)
  %5 = load i64, ptr @nodes, align 8, !dbg !81, !tbaa !72
    #dbg_value(i64 %5, !51, !DIExpression(), !77)
  %6 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %2, i64 noundef %3, i32 noundef %4, i64 noundef %5), !dbg !82
    #dbg_value(i32 0, !52, !DIExpression(), !83)
  br label %10, !dbg !84

7:                                                ; preds = %91
  %8 = srem i64 %5, 128, !dbg !85
  %9 = trunc nsw i64 %8 to i32, !dbg !86
  ret i32 %9, !dbg !87

10:                                               ; preds = %0, %91
  %11 = phi i64 [ 0, %0 ], [ %94, %91 ]
    #dbg_value(i64 %11, !52, !DIExpression(), !83)
  %12 = trunc nuw nsw i64 %11 to i32, !dbg !88
  %13 = shl nuw nsw i32 1, %12, !dbg !88
    #dbg_value(i32 %13, !54, !DIExpression(), !70)
    #dbg_value(i32 0, !57, !DIExpression(), !70)
    #dbg_value(i32 1, !58, !DIExpression(), !70)
  call void @llvm.lifetime.start.p0(i64 10, ptr nonnull %1) #6, !dbg !89
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(10) %1, ptr noundef nonnull align 1 dereferenceable(10) @__const.main.board, i64 10, i1 false), !dbg !90, !DIAssignID !91
    #dbg_assign(i1 undef, !59, !DIExpression(), !91, ptr %1, !DIExpression(), !70)
  %14 = getelementptr inbounds [10 x i8], ptr %1, i64 0, i64 %11, !dbg !92
  store i8 88, ptr %14, align 1, !dbg !93, !tbaa !94
  br label %15, !dbg !95

15:                                               ; preds = %81, %10
  %16 = phi i32 [ 0, %10 ], [ %84, %81 ], !dbg !70
  %17 = phi i32 [ 1, %10 ], [ %88, %81 ], !dbg !70
  %18 = phi i32 [ %13, %10 ], [ %85, %81 ], !dbg !96
    #dbg_value(i32 %18, !54, !DIExpression(), !70)
    #dbg_value(i32 %17, !58, !DIExpression(), !70)
    #dbg_value(i32 %16, !57, !DIExpression(), !70)
    #dbg_value(i32 %18, !97, !DIExpression(), !104)
    #dbg_value(i32 0, !102, !DIExpression(), !106)
    #dbg_value(i64 0, !102, !DIExpression(), !106)
  %19 = insertelement <8 x i32> poison, i32 %18, i64 0, !dbg !107
  %20 = shufflevector <8 x i32> %19, <8 x i32> poison, <8 x i32> zeroinitializer, !dbg !107
  %21 = and <8 x i32> %20, <i32 7, i32 56, i32 448, i32 73, i32 146, i32 292, i32 273, i32 84>, !dbg !107
    #dbg_value(i64 0, !102, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !106)
    #dbg_value(i64 1, !102, !DIExpression(), !106)
    #dbg_value(i64 1, !102, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !106)
    #dbg_value(i64 2, !102, !DIExpression(), !106)
    #dbg_value(i64 2, !102, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !106)
    #dbg_value(i64 3, !102, !DIExpression(), !106)
    #dbg_value(i64 3, !102, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !106)
    #dbg_value(i64 4, !102, !DIExpression(), !106)
    #dbg_value(i64 4, !102, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !106)
    #dbg_value(i64 5, !102, !DIExpression(), !106)
    #dbg_value(i64 5, !102, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !106)
    #dbg_value(i64 6, !102, !DIExpression(), !106)
    #dbg_value(i64 6, !102, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !106)
    #dbg_value(i64 7, !102, !DIExpression(), !106)
  %22 = icmp eq <8 x i32> %21, <i32 7, i32 56, i32 448, i32 73, i32 146, i32 292, i32 273, i32 84>, !dbg !110
    #dbg_value(i64 7, !102, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !106)
  %23 = bitcast <8 x i1> %22 to i8, !dbg !111
  %24 = icmp eq i8 %23, 0, !dbg !111
  br i1 %24, label %25, label %91, !dbg !112

25:                                               ; preds = %15
    #dbg_value(i32 %16, !97, !DIExpression(), !113)
    #dbg_value(i32 0, !102, !DIExpression(), !115)
    #dbg_value(i64 0, !102, !DIExpression(), !115)
  %26 = insertelement <8 x i32> poison, i32 %16, i64 0, !dbg !116
  %27 = shufflevector <8 x i32> %26, <8 x i32> poison, <8 x i32> zeroinitializer, !dbg !116
  %28 = and <8 x i32> %27, <i32 7, i32 56, i32 448, i32 73, i32 146, i32 292, i32 273, i32 84>, !dbg !116
    #dbg_value(i64 0, !102, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !115)
    #dbg_value(i64 1, !102, !DIExpression(), !115)
    #dbg_value(i64 1, !102, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !115)
    #dbg_value(i64 2, !102, !DIExpression(), !115)
    #dbg_value(i64 2, !102, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !115)
    #dbg_value(i64 3, !102, !DIExpression(), !115)
    #dbg_value(i64 3, !102, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !115)
    #dbg_value(i64 4, !102, !DIExpression(), !115)
    #dbg_value(i64 4, !102, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !115)
    #dbg_value(i64 5, !102, !DIExpression(), !115)
    #dbg_value(i64 5, !102, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !115)
    #dbg_value(i64 6, !102, !DIExpression(), !115)
    #dbg_value(i64 6, !102, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !115)
    #dbg_value(i64 7, !102, !DIExpression(), !115)
  %29 = icmp eq <8 x i32> %28, <i32 7, i32 56, i32 448, i32 73, i32 146, i32 292, i32 273, i32 84>, !dbg !117
    #dbg_value(i64 7, !102, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !115)
  %30 = bitcast <8 x i1> %29 to i8, !dbg !118
  %31 = icmp ne i8 %30, 0, !dbg !118
  %32 = or i32 %18, %16
  %33 = icmp eq i32 %32, 511
  %34 = select i1 %31, i1 true, i1 %33, !dbg !119
  br i1 %34, label %89, label %35, !dbg !119

35:                                               ; preds = %25
  %36 = icmp eq i32 %17, 0, !dbg !120
    #dbg_value(i32 -2, !121, !DIExpression(), !135)
    #dbg_value(i32 -2, !121, !DIExpression(), !137)
    #dbg_value(i32 -1, !128, !DIExpression(), !135)
    #dbg_value(i32 -1, !128, !DIExpression(), !137)
    #dbg_value(i32 0, !129, !DIExpression(), !139)
    #dbg_value(i32 0, !129, !DIExpression(), !140)
    #dbg_value(i32 -2, !121, !DIExpression(), !135)
    #dbg_value(i32 -2, !121, !DIExpression(), !137)
    #dbg_value(i32 0, !129, !DIExpression(), !139)
    #dbg_value(i32 0, !129, !DIExpression(), !140)
    #dbg_value(i32 -1, !128, !DIExpression(), !135)
    #dbg_value(i32 -1, !128, !DIExpression(), !137)
  br i1 %36, label %59, label %37, !dbg !141

37:                                               ; preds = %35, %51
  %38 = phi i32 [ %53, %51 ], [ -2, %35 ]
  %39 = phi i32 [ %54, %51 ], [ 0, %35 ]
  %40 = phi i32 [ %52, %51 ], [ -1, %35 ]
    #dbg_value(i32 %38, !121, !DIExpression(), !137)
    #dbg_value(i32 %39, !129, !DIExpression(), !140)
    #dbg_value(i32 %40, !128, !DIExpression(), !137)
  %41 = shl nuw nsw i32 1, %39, !dbg !142
  %42 = and i32 %41, %32, !dbg !142
  %43 = icmp eq i32 %42, 0, !dbg !142
  br i1 %43, label %44, label %51, !dbg !143

44:                                               ; preds = %37
  %45 = or i32 %41, %16, !dbg !144
  %46 = call fastcc i32 @alphabeta(i32 noundef %18, i32 noundef %45, i32 noundef -2, i32 noundef 2), !dbg !145
  %47 = sub nsw i32 0, %46, !dbg !146
    #dbg_value(i32 %47, !131, !DIExpression(), !147)
  %48 = icmp slt i32 %38, %47, !dbg !148
  %49 = select i1 %48, i32 %39, i32 %40, !dbg !150
  %50 = call i32 @llvm.smax.i32(i32 %38, i32 %47), !dbg !150
    #dbg_value(i32 %50, !121, !DIExpression(), !137)
    #dbg_value(i32 %49, !128, !DIExpression(), !137)
  br label %51, !dbg !151

51:                                               ; preds = %44, %37
  %52 = phi i32 [ %40, %37 ], [ %49, %44 ], !dbg !152
  %53 = phi i32 [ %38, %37 ], [ %50, %44 ], !dbg !152
    #dbg_value(i32 %53, !121, !DIExpression(), !137)
    #dbg_value(i32 %52, !128, !DIExpression(), !137)
  %54 = add nuw nsw i32 %39, 1, !dbg !153
    #dbg_value(i32 %54, !129, !DIExpression(), !140)
  %55 = icmp eq i32 %54, 9, !dbg !154
  br i1 %55, label %56, label %37, !dbg !155, !llvm.loop !156

56:                                               ; preds = %51
    #dbg_value(i32 %52, !63, !DIExpression(), !159)
  %57 = shl nuw i32 1, %52, !dbg !160
  %58 = or i32 %57, %16, !dbg !161
    #dbg_value(i32 %58, !57, !DIExpression(), !70)
  br label %81, !dbg !162

59:                                               ; preds = %35, %73
  %60 = phi i32 [ %75, %73 ], [ -2, %35 ]
  %61 = phi i32 [ %76, %73 ], [ 0, %35 ]
  %62 = phi i32 [ %74, %73 ], [ -1, %35 ]
    #dbg_value(i32 %60, !121, !DIExpression(), !135)
    #dbg_value(i32 %61, !129, !DIExpression(), !139)
    #dbg_value(i32 %62, !128, !DIExpression(), !135)
  %63 = shl nuw nsw i32 1, %61, !dbg !163
  %64 = and i32 %63, %32, !dbg !163
  %65 = icmp eq i32 %64, 0, !dbg !163
  br i1 %65, label %66, label %73, !dbg !164

66:                                               ; preds = %59
  %67 = or i32 %63, %18, !dbg !165
  %68 = call fastcc i32 @alphabeta(i32 noundef %16, i32 noundef %67, i32 noundef -2, i32 noundef 2), !dbg !166
  %69 = sub nsw i32 0, %68, !dbg !167
    #dbg_value(i32 %69, !131, !DIExpression(), !168)
  %70 = icmp slt i32 %60, %69, !dbg !169
  %71 = select i1 %70, i32 %61, i32 %62, !dbg !170
  %72 = call i32 @llvm.smax.i32(i32 %60, i32 %69), !dbg !170
    #dbg_value(i32 %72, !121, !DIExpression(), !135)
    #dbg_value(i32 %71, !128, !DIExpression(), !135)
  br label %73, !dbg !171

73:                                               ; preds = %66, %59
  %74 = phi i32 [ %62, %59 ], [ %71, %66 ], !dbg !172
  %75 = phi i32 [ %60, %59 ], [ %72, %66 ], !dbg !172
    #dbg_value(i32 %75, !121, !DIExpression(), !135)
    #dbg_value(i32 %74, !128, !DIExpression(), !135)
  %76 = add nuw nsw i32 %61, 1, !dbg !173
    #dbg_value(i32 %76, !129, !DIExpression(), !139)
  %77 = icmp eq i32 %76, 9, !dbg !174
  br i1 %77, label %78, label %59, !dbg !175, !llvm.loop !176

78:                                               ; preds = %73
    #dbg_value(i32 %74, !67, !DIExpression(), !178)
  %79 = shl nuw i32 1, %74, !dbg !179
  %80 = or i32 %79, %18, !dbg !180
    #dbg_value(i32 %80, !54, !DIExpression(), !70)
  br label %81

81:                                               ; preds = %78, %56
  %82 = phi i32 [ %74, %78 ], [ %52, %56 ]
  %83 = phi i8 [ 88, %78 ], [ 79, %56 ]
  %84 = phi i32 [ %16, %78 ], [ %58, %56 ], !dbg !70
  %85 = phi i32 [ %80, %78 ], [ %18, %56 ], !dbg !70
  %86 = sext i32 %82 to i64, !dbg !181
  %87 = getelementptr inbounds [10 x i8], ptr %1, i64 0, i64 %86, !dbg !181
  store i8 %83, ptr %87, align 1, !dbg !181, !tbaa !94
    #dbg_value(i32 %85, !54, !DIExpression(), !70)
    #dbg_value(i32 %84, !57, !DIExpression(), !70)
  %88 = xor i32 %17, 1, !dbg !182
    #dbg_value(i32 %88, !58, !DIExpression(), !70)
  br label %15, !dbg !95, !llvm.loop !183

89:                                               ; preds = %25
    #dbg_value(i32 %18, !97, !DIExpression(), !185)
    #dbg_value(i64 7, !102, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !187)
    #dbg_value(i32 %16, !97, !DIExpression(), !188)
    #dbg_value(i64 0, !102, !DIExpression(), !190)
    #dbg_value(i64 1, !102, !DIExpression(), !190)
    #dbg_value(i64 1, !102, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !190)
    #dbg_value(i64 2, !102, !DIExpression(), !190)
    #dbg_value(i64 2, !102, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !190)
    #dbg_value(i64 3, !102, !DIExpression(), !190)
    #dbg_value(i64 3, !102, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !190)
    #dbg_value(i64 4, !102, !DIExpression(), !190)
    #dbg_value(i64 4, !102, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !190)
    #dbg_value(i64 5, !102, !DIExpression(), !190)
    #dbg_value(i64 5, !102, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !190)
    #dbg_value(i64 6, !102, !DIExpression(), !190)
    #dbg_value(i64 6, !102, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !190)
    #dbg_value(i64 7, !102, !DIExpression(), !190)
    #dbg_value(i64 7, !102, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !190)
  %90 = select i1 %31, ptr @.str.3, ptr @.str.4, !dbg !191
  br label %91, !dbg !192

91:                                               ; preds = %15, %89
  %92 = phi ptr [ %90, %89 ], [ @.str.2, %15 ], !dbg !192
  %93 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %12, ptr noundef nonnull %1, ptr noundef nonnull %92), !dbg !193
  call void @llvm.lifetime.end.p0(i64 10, ptr nonnull %1) #6, !dbg !194
  %94 = add nuw nsw i64 %11, 2, !dbg !195
    #dbg_value(i64 %94, !52, !DIExpression(), !83)
  %95 = icmp ult i64 %11, 7, !dbg !196
  br i1 %95, label %10, label %7, !dbg !84, !llvm.loop !197
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc i32 @minimax(i32 noundef %0, i32 noundef %1) unnamed_addr #2 !dbg !199 {
    #dbg_value(i32 %0, !201, !DIExpression(), !210)
    #dbg_value(i32 %1, !202, !DIExpression(), !210)
  %3 = load i64, ptr @nodes, align 8, !dbg !211, !tbaa !72
  %4 = add nsw i64 %3, 1, !dbg !211
  store i64 %4, ptr @nodes, align 8, !dbg !211, !tbaa !72
    #dbg_value(i32 %1, !97, !DIExpression(), !212)
    #dbg_value(i32 0, !102, !DIExpression(), !215)
    #dbg_value(i64 0, !102, !DIExpression(), !215)
  %5 = insertelement <8 x i32> poison, i32 %1, i64 0, !dbg !216
  %6 = shufflevector <8 x i32> %5, <8 x i32> poison, <8 x i32> zeroinitializer, !dbg !216
  %7 = and <8 x i32> %6, <i32 7, i32 56, i32 448, i32 73, i32 146, i32 292, i32 273, i32 84>, !dbg !216
    #dbg_value(i64 0, !102, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !215)
    #dbg_value(i64 1, !102, !DIExpression(), !215)
    #dbg_value(i64 1, !102, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !215)
    #dbg_value(i64 2, !102, !DIExpression(), !215)
    #dbg_value(i64 2, !102, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !215)
    #dbg_value(i64 3, !102, !DIExpression(), !215)
    #dbg_value(i64 3, !102, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !215)
    #dbg_value(i64 4, !102, !DIExpression(), !215)
    #dbg_value(i64 4, !102, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !215)
    #dbg_value(i64 5, !102, !DIExpression(), !215)
    #dbg_value(i64 5, !102, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !215)
    #dbg_value(i64 6, !102, !DIExpression(), !215)
    #dbg_value(i64 6, !102, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !215)
    #dbg_value(i64 7, !102, !DIExpression(), !215)
  %8 = icmp eq <8 x i32> %7, <i32 7, i32 56, i32 448, i32 73, i32 146, i32 292, i32 273, i32 84>, !dbg !217
    #dbg_value(i64 7, !102, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !215)
  %9 = bitcast <8 x i1> %8 to i8, !dbg !218
  %10 = icmp eq i8 %9, 0, !dbg !218
  br i1 %10, label %11, label %89, !dbg !219

11:                                               ; preds = %2
  %12 = or i32 %1, %0, !dbg !220
  %13 = icmp eq i32 %12, 511, !dbg !222
  br i1 %13, label %89, label %14, !dbg !223

14:                                               ; preds = %11
    #dbg_value(i32 0, !204, !DIExpression(), !224)
    #dbg_value(i32 -2, !203, !DIExpression(), !210)
  %15 = and i32 %12, 1, !dbg !225
  %16 = icmp eq i32 %15, 0, !dbg !225
  br i1 %16, label %17, label %22, !dbg !226

17:                                               ; preds = %14
  %18 = or i32 %0, 1, !dbg !227
  %19 = tail call fastcc i32 @minimax(i32 noundef %1, i32 noundef %18), !dbg !228
  %20 = sub nsw i32 0, %19, !dbg !229
    #dbg_value(i32 %20, !206, !DIExpression(), !230)
  %21 = tail call i32 @llvm.smax.i32(i32 %20, i32 -2), !dbg !231
    #dbg_value(i32 %21, !203, !DIExpression(), !210)
  br label %22, !dbg !232

22:                                               ; preds = %14, %17
  %23 = phi i32 [ -2, %14 ], [ %21, %17 ], !dbg !210
    #dbg_value(i32 %23, !203, !DIExpression(), !210)
    #dbg_value(i32 1, !204, !DIExpression(), !224)
  %24 = and i32 %12, 2, !dbg !225
  %25 = icmp eq i32 %24, 0, !dbg !225
  br i1 %25, label %26, label %31, !dbg !226

26:                                               ; preds = %22
  %27 = or i32 %0, 2, !dbg !227
  %28 = tail call fastcc i32 @minimax(i32 noundef %1, i32 noundef %27), !dbg !228
  %29 = sub nsw i32 0, %28, !dbg !229
    #dbg_value(i32 %29, !206, !DIExpression(), !230)
  %30 = tail call i32 @llvm.smax.i32(i32 %23, i32 %29), !dbg !231
    #dbg_value(i32 %30, !203, !DIExpression(), !210)
  br label %31, !dbg !232

31:                                               ; preds = %26, %22
  %32 = phi i32 [ %23, %22 ], [ %30, %26 ], !dbg !210
    #dbg_value(i32 %32, !203, !DIExpression(), !210)
    #dbg_value(i32 2, !204, !DIExpression(), !224)
  %33 = and i32 %12, 4, !dbg !225
  %34 = icmp eq i32 %33, 0, !dbg !225
  br i1 %34, label %35, label %40, !dbg !226

35:                                               ; preds = %31
  %36 = or i32 %0, 4, !dbg !227
  %37 = tail call fastcc i32 @minimax(i32 noundef %1, i32 noundef %36), !dbg !228
  %38 = sub nsw i32 0, %37, !dbg !229
    #dbg_value(i32 %38, !206, !DIExpression(), !230)
  %39 = tail call i32 @llvm.smax.i32(i32 %32, i32 %38), !dbg !231
    #dbg_value(i32 %39, !203, !DIExpression(), !210)
  br label %40, !dbg !232

40:                                               ; preds = %35, %31
  %41 = phi i32 [ %32, %31 ], [ %39, %35 ], !dbg !210
    #dbg_value(i32 %41, !203, !DIExpression(), !210)
    #dbg_value(i32 3, !204, !DIExpression(), !224)
  %42 = and i32 %12, 8, !dbg !225
  %43 = icmp eq i32 %42, 0, !dbg !225
  br i1 %43, label %44, label %49, !dbg !226

44:                                               ; preds = %40
  %45 = or i32 %0, 8, !dbg !227
  %46 = tail call fastcc i32 @minimax(i32 noundef %1, i32 noundef %45), !dbg !228
  %47 = sub nsw i32 0, %46, !dbg !229
    #dbg_value(i32 %47, !206, !DIExpression(), !230)
  %48 = tail call i32 @llvm.smax.i32(i32 %41, i32 %47), !dbg !231
    #dbg_value(i32 %48, !203, !DIExpression(), !210)
  br label %49, !dbg !232

49:                                               ; preds = %44, %40
  %50 = phi i32 [ %41, %40 ], [ %48, %44 ], !dbg !210
    #dbg_value(i32 %50, !203, !DIExpression(), !210)
    #dbg_value(i32 4, !204, !DIExpression(), !224)
  %51 = and i32 %12, 16, !dbg !225
  %52 = icmp eq i32 %51, 0, !dbg !225
  br i1 %52, label %53, label %58, !dbg !226

53:                                               ; preds = %49
  %54 = or i32 %0, 16, !dbg !227
  %55 = tail call fastcc i32 @minimax(i32 noundef %1, i32 noundef %54), !dbg !228
  %56 = sub nsw i32 0, %55, !dbg !229
    #dbg_value(i32 %56, !206, !DIExpression(), !230)
  %57 = tail call i32 @llvm.smax.i32(i32 %50, i32 %56), !dbg !231
    #dbg_value(i32 %57, !203, !DIExpression(), !210)
  br label %58, !dbg !232

58:                                               ; preds = %53, %49
  %59 = phi i32 [ %50, %49 ], [ %57, %53 ], !dbg !210
    #dbg_value(i32 %59, !203, !DIExpression(), !210)
    #dbg_value(i32 5, !204, !DIExpression(), !224)
  %60 = and i32 %12, 32, !dbg !225
  %61 = icmp eq i32 %60, 0, !dbg !225
  br i1 %61, label %62, label %67, !dbg !226

62:                                               ; preds = %58
  %63 = or i32 %0, 32, !dbg !227
  %64 = tail call fastcc i32 @minimax(i32 noundef %1, i32 noundef %63), !dbg !228
  %65 = sub nsw i32 0, %64, !dbg !229
    #dbg_value(i32 %65, !206, !DIExpression(), !230)
  %66 = tail call i32 @llvm.smax.i32(i32 %59, i32 %65), !dbg !231
    #dbg_value(i32 %66, !203, !DIExpression(), !210)
  br label %67, !dbg !232

67:                                               ; preds = %62, %58
  %68 = phi i32 [ %59, %58 ], [ %66, %62 ], !dbg !210
    #dbg_value(i32 %68, !203, !DIExpression(), !210)
    #dbg_value(i32 6, !204, !DIExpression(), !224)
  %69 = and i32 %12, 64, !dbg !225
  %70 = icmp eq i32 %69, 0, !dbg !225
  br i1 %70, label %71, label %76, !dbg !226

71:                                               ; preds = %67
  %72 = or i32 %0, 64, !dbg !227
  %73 = tail call fastcc i32 @minimax(i32 noundef %1, i32 noundef %72), !dbg !228
  %74 = sub nsw i32 0, %73, !dbg !229
    #dbg_value(i32 %74, !206, !DIExpression(), !230)
  %75 = tail call i32 @llvm.smax.i32(i32 %68, i32 %74), !dbg !231
    #dbg_value(i32 %75, !203, !DIExpression(), !210)
  br label %76, !dbg !232

76:                                               ; preds = %71, %67
  %77 = phi i32 [ %68, %67 ], [ %75, %71 ], !dbg !210
    #dbg_value(i32 %77, !203, !DIExpression(), !210)
    #dbg_value(i32 7, !204, !DIExpression(), !224)
  %78 = and i32 %12, 128, !dbg !225
  %79 = icmp eq i32 %78, 0, !dbg !225
  br i1 %79, label %80, label %85, !dbg !226

80:                                               ; preds = %76
  %81 = or i32 %0, 128, !dbg !227
  %82 = tail call fastcc i32 @minimax(i32 noundef %1, i32 noundef %81), !dbg !228
  %83 = sub nsw i32 0, %82, !dbg !229
    #dbg_value(i32 %83, !206, !DIExpression(), !230)
  %84 = tail call i32 @llvm.smax.i32(i32 %77, i32 %83), !dbg !231
    #dbg_value(i32 %84, !203, !DIExpression(), !210)
  br label %85, !dbg !232

85:                                               ; preds = %80, %76
  %86 = phi i32 [ %77, %76 ], [ %84, %80 ], !dbg !210
    #dbg_value(i32 %86, !203, !DIExpression(), !210)
    #dbg_value(i32 8, !204, !DIExpression(), !224)
  %87 = and i32 %12, 256, !dbg !225
  %88 = icmp eq i32 %87, 0, !dbg !225
  br i1 %88, label %91, label %89, !dbg !226

89:                                               ; preds = %2, %11, %85, %91
  %90 = phi i32 [ %95, %91 ], [ -1, %2 ], [ 0, %11 ], [ %86, %85 ]
  ret i32 %90, !dbg !233

91:                                               ; preds = %85
  %92 = or i32 %0, 256, !dbg !227
  %93 = tail call fastcc i32 @minimax(i32 noundef %1, i32 noundef %92), !dbg !228
  %94 = sub nsw i32 0, %93, !dbg !229
    #dbg_value(i32 %94, !206, !DIExpression(), !230)
  %95 = tail call i32 @llvm.smax.i32(i32 %86, i32 %94), !dbg !231
    #dbg_value(i32 %95, !203, !DIExpression(), !210)
  br label %89, !dbg !233
}

; Function Attrs: nofree nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc i32 @alphabeta(i32 noundef %0, i32 noundef %1, i32 noundef %2, i32 noundef %3) unnamed_addr #2 !dbg !234 {
    #dbg_value(i32 %0, !238, !DIExpression(), !248)
    #dbg_value(i32 %1, !239, !DIExpression(), !248)
    #dbg_value(i32 %2, !240, !DIExpression(), !248)
    #dbg_value(i32 %3, !241, !DIExpression(), !248)
  %5 = load i64, ptr @nodes, align 8, !dbg !249, !tbaa !72
  %6 = add nsw i64 %5, 1, !dbg !249
  store i64 %6, ptr @nodes, align 8, !dbg !249, !tbaa !72
    #dbg_value(i32 %1, !97, !DIExpression(), !250)
    #dbg_value(i32 0, !102, !DIExpression(), !253)
    #dbg_value(i64 0, !102, !DIExpression(), !253)
  %7 = insertelement <8 x i32> poison, i32 %1, i64 0, !dbg !254
  %8 = shufflevector <8 x i32> %7, <8 x i32> poison, <8 x i32> zeroinitializer, !dbg !254
  %9 = and <8 x i32> %8, <i32 7, i32 56, i32 448, i32 73, i32 146, i32 292, i32 273, i32 84>, !dbg !254
    #dbg_value(i64 0, !102, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !253)
    #dbg_value(i64 1, !102, !DIExpression(), !253)
    #dbg_value(i64 1, !102, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !253)
    #dbg_value(i64 2, !102, !DIExpression(), !253)
    #dbg_value(i64 2, !102, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !253)
    #dbg_value(i64 3, !102, !DIExpression(), !253)
    #dbg_value(i64 3, !102, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !253)
    #dbg_value(i64 4, !102, !DIExpression(), !253)
    #dbg_value(i64 4, !102, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !253)
    #dbg_value(i64 5, !102, !DIExpression(), !253)
    #dbg_value(i64 5, !102, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !253)
    #dbg_value(i64 6, !102, !DIExpression(), !253)
    #dbg_value(i64 6, !102, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !253)
    #dbg_value(i64 7, !102, !DIExpression(), !253)
  %10 = icmp eq <8 x i32> %9, <i32 7, i32 56, i32 448, i32 73, i32 146, i32 292, i32 273, i32 84>, !dbg !255
    #dbg_value(i64 7, !102, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !253)
  %11 = bitcast <8 x i1> %10 to i8, !dbg !256
  %12 = icmp eq i8 %11, 0, !dbg !256
  br i1 %12, label %13, label %35, !dbg !257

13:                                               ; preds = %4
  %14 = or i32 %1, %0, !dbg !258
  %15 = icmp eq i32 %14, 511, !dbg !260
  br i1 %15, label %35, label %16, !dbg !261

16:                                               ; preds = %13
    #dbg_value(i32 0, !242, !DIExpression(), !262)
    #dbg_value(i32 %2, !240, !DIExpression(), !248)
  %17 = sub nsw i32 0, %3
  br label %18, !dbg !263

18:                                               ; preds = %16, %31
  %19 = phi i32 [ 0, %16 ], [ %33, %31 ]
  %20 = phi i32 [ %2, %16 ], [ %32, %31 ]
    #dbg_value(i32 %19, !242, !DIExpression(), !262)
    #dbg_value(i32 %20, !240, !DIExpression(), !248)
  %21 = shl nuw nsw i32 1, %19, !dbg !264
  %22 = and i32 %21, %14, !dbg !264
  %23 = icmp eq i32 %22, 0, !dbg !264
  br i1 %23, label %24, label %31, !dbg !265

24:                                               ; preds = %18
  %25 = or i32 %21, %0, !dbg !266
  %26 = sub nsw i32 0, %20, !dbg !267
  %27 = tail call fastcc i32 @alphabeta(i32 noundef %1, i32 noundef %25, i32 noundef %17, i32 noundef %26), !dbg !268
  %28 = sub nsw i32 0, %27, !dbg !269
    #dbg_value(i32 %28, !244, !DIExpression(), !270)
  %29 = tail call i32 @llvm.smax.i32(i32 %20, i32 %28), !dbg !271
    #dbg_value(i32 %29, !240, !DIExpression(), !248)
  %30 = icmp slt i32 %29, %3, !dbg !272
  br i1 %30, label %31, label %35

31:                                               ; preds = %18, %24
  %32 = phi i32 [ %20, %18 ], [ %29, %24 ]
    #dbg_value(i32 %32, !240, !DIExpression(), !248)
  %33 = add nuw nsw i32 %19, 1, !dbg !274
    #dbg_value(i32 %33, !242, !DIExpression(), !262)
  %34 = icmp eq i32 %33, 9, !dbg !275
  br i1 %34, label %35, label %18, !dbg !263, !llvm.loop !276

35:                                               ; preds = %24, %31, %13, %4
  %36 = phi i32 [ -1, %4 ], [ 0, %13 ], [ %32, %31 ], [ %29, %24 ], !dbg !248
  ret i32 %36, !dbg !278
}

; Function Attrs: nofree nounwind
declare !dbg !279 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #5

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #5 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!37, !38, !39, !40, !41, !42, !43}
!llvm.ident = !{!44}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "nodes", scope: !2, file: !3, line: 7, type: !36, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !6, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "programs/tictactoe_minimax.c", directory: ".", checksumkind: CSK_MD5, checksum: "31f41903a94e7924d64291318bf20151")
!4 = !{!5}
!5 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!6 = !{!7, !13, !18, !23, !25, !0, !30}
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !3, line: 29, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !10, size: 464, elements: !11)
!10 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!11 = !{!12}
!12 = !DISubrange(count: 58)
!13 = !DIGlobalVariableExpression(var: !14, expr: !DIExpression())
!14 = distinct !DIGlobalVariable(scope: null, file: !3, line: 39, type: !15, isLocal: true, isDefinition: true)
!15 = !DICompositeType(tag: DW_TAG_array_type, baseType: !10, size: 208, elements: !16)
!16 = !{!17}
!17 = !DISubrange(count: 26)
!18 = !DIGlobalVariableExpression(var: !19, expr: !DIExpression())
!19 = distinct !DIGlobalVariable(scope: null, file: !3, line: 39, type: !20, isLocal: true, isDefinition: true)
!20 = !DICompositeType(tag: DW_TAG_array_type, baseType: !10, size: 16, elements: !21)
!21 = !{!22}
!22 = !DISubrange(count: 2)
!23 = !DIGlobalVariableExpression(var: !24, expr: !DIExpression())
!24 = distinct !DIGlobalVariable(scope: null, file: !3, line: 39, type: !20, isLocal: true, isDefinition: true)
!25 = !DIGlobalVariableExpression(var: !26, expr: !DIExpression())
!26 = distinct !DIGlobalVariable(scope: null, file: !3, line: 39, type: !27, isLocal: true, isDefinition: true)
!27 = !DICompositeType(tag: DW_TAG_array_type, baseType: !10, size: 40, elements: !28)
!28 = !{!29}
!29 = !DISubrange(count: 5)
!30 = !DIGlobalVariableExpression(var: !31, expr: !DIExpression())
!31 = distinct !DIGlobalVariable(name: "lines", scope: !2, file: !3, line: 6, type: !32, isLocal: true, isDefinition: true)
!32 = !DICompositeType(tag: DW_TAG_array_type, baseType: !33, size: 256, elements: !34)
!33 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !5)
!34 = !{!35}
!35 = !DISubrange(count: 8)
!36 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!37 = !{i32 7, !"Dwarf Version", i32 5}
!38 = !{i32 2, !"Debug Info Version", i32 3}
!39 = !{i32 1, !"wchar_size", i32 4}
!40 = !{i32 8, !"PIC Level", i32 2}
!41 = !{i32 7, !"PIE Level", i32 2}
!42 = !{i32 7, !"uwtable", i32 2}
!43 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!44 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!45 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 26, type: !46, scopeLine: 26, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !47)
!46 = !DISubroutineType(types: !4)
!47 = !{!48, !49, !50, !51, !52, !54, !57, !58, !59, !63, !67}
!48 = !DILocalVariable(name: "v1", scope: !45, file: !3, line: 27, type: !5)
!49 = !DILocalVariable(name: "n1", scope: !45, file: !3, line: 27, type: !36)
!50 = !DILocalVariable(name: "v2", scope: !45, file: !3, line: 28, type: !5)
!51 = !DILocalVariable(name: "n2", scope: !45, file: !3, line: 28, type: !36)
!52 = !DILocalVariable(name: "open", scope: !53, file: !3, line: 30, type: !5)
!53 = distinct !DILexicalBlock(scope: !45, file: !3, line: 30, column: 5)
!54 = !DILocalVariable(name: "x", scope: !55, file: !3, line: 31, type: !5)
!55 = distinct !DILexicalBlock(scope: !56, file: !3, line: 30, column: 45)
!56 = distinct !DILexicalBlock(scope: !53, file: !3, line: 30, column: 5)
!57 = !DILocalVariable(name: "o", scope: !55, file: !3, line: 31, type: !5)
!58 = !DILocalVariable(name: "turn", scope: !55, file: !3, line: 31, type: !5)
!59 = !DILocalVariable(name: "board", scope: !55, file: !3, line: 32, type: !60)
!60 = !DICompositeType(tag: DW_TAG_array_type, baseType: !10, size: 80, elements: !61)
!61 = !{!62}
!62 = !DISubrange(count: 10)
!63 = !DILocalVariable(name: "m", scope: !64, file: !3, line: 35, type: !5)
!64 = distinct !DILexicalBlock(scope: !65, file: !3, line: 35, column: 23)
!65 = distinct !DILexicalBlock(scope: !66, file: !3, line: 35, column: 17)
!66 = distinct !DILexicalBlock(scope: !55, file: !3, line: 34, column: 55)
!67 = !DILocalVariable(name: "m", scope: !68, file: !3, line: 36, type: !5)
!68 = distinct !DILexicalBlock(scope: !65, file: !3, line: 36, column: 18)
!69 = distinct !DIAssignID()
!70 = !DILocation(line: 0, scope: !55)
!71 = !DILocation(line: 27, column: 11, scope: !45)
!72 = !{!73, !73, i64 0}
!73 = !{!"long", !74, i64 0}
!74 = !{!"omnipotent char", !75, i64 0}
!75 = !{!"Simple C/C++ TBAA"}
!76 = !DILocation(line: 27, column: 25, scope: !45)
!77 = !DILocation(line: 0, scope: !45)
!78 = !DILocation(line: 27, column: 50, scope: !45)
!79 = !DILocation(line: 28, column: 11, scope: !45)
!80 = !DILocation(line: 28, column: 25, scope: !45)
!81 = !DILocation(line: 28, column: 59, scope: !45)
!82 = !DILocation(line: 29, column: 5, scope: !45)
!83 = !DILocation(line: 0, scope: !53)
!84 = !DILocation(line: 30, column: 5, scope: !53)
!85 = !DILocation(line: 41, column: 21, scope: !45)
!86 = !DILocation(line: 41, column: 12, scope: !45)
!87 = !DILocation(line: 41, column: 5, scope: !45)
!88 = !DILocation(line: 31, column: 19, scope: !55)
!89 = !DILocation(line: 32, column: 9, scope: !55)
!90 = !DILocation(line: 32, column: 14, scope: !55)
!91 = distinct !DIAssignID()
!92 = !DILocation(line: 33, column: 9, scope: !55)
!93 = !DILocation(line: 33, column: 21, scope: !55)
!94 = !{!74, !74, i64 0}
!95 = !DILocation(line: 34, column: 9, scope: !55)
!96 = !DILocation(line: 31, column: 13, scope: !55)
!97 = !DILocalVariable(name: "m", arg: 1, scope: !98, file: !3, line: 8, type: !5)
!98 = distinct !DISubprogram(name: "won", scope: !3, file: !3, line: 8, type: !99, scopeLine: 8, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !101)
!99 = !DISubroutineType(types: !100)
!100 = !{!5, !5}
!101 = !{!97, !102}
!102 = !DILocalVariable(name: "i", scope: !103, file: !3, line: 8, type: !5)
!103 = distinct !DILexicalBlock(scope: !98, file: !3, line: 8, column: 25)
!104 = !DILocation(line: 0, scope: !98, inlinedAt: !105)
!105 = distinct !DILocation(line: 34, column: 17, scope: !55)
!106 = !DILocation(line: 0, scope: !103, inlinedAt: !105)
!107 = !DILocation(line: 8, column: 60, scope: !108, inlinedAt: !105)
!108 = distinct !DILexicalBlock(scope: !109, file: !3, line: 8, column: 57)
!109 = distinct !DILexicalBlock(scope: !103, file: !3, line: 8, column: 25)
!110 = !DILocation(line: 8, column: 72, scope: !108, inlinedAt: !105)
!111 = !DILocation(line: 8, column: 57, scope: !109, inlinedAt: !105)
!112 = !DILocation(line: 34, column: 24, scope: !55)
!113 = !DILocation(line: 0, scope: !98, inlinedAt: !114)
!114 = distinct !DILocation(line: 34, column: 28, scope: !55)
!115 = !DILocation(line: 0, scope: !103, inlinedAt: !114)
!116 = !DILocation(line: 8, column: 60, scope: !108, inlinedAt: !114)
!117 = !DILocation(line: 8, column: 72, scope: !108, inlinedAt: !114)
!118 = !DILocation(line: 8, column: 57, scope: !109, inlinedAt: !114)
!119 = !DILocation(line: 34, column: 35, scope: !55)
!120 = !DILocation(line: 35, column: 17, scope: !65)
!121 = !DILocalVariable(name: "best", scope: !122, file: !3, line: 24, type: !5)
!122 = distinct !DISubprogram(name: "best_move", scope: !3, file: !3, line: 24, type: !123, scopeLine: 24, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !125)
!123 = !DISubroutineType(types: !124)
!124 = !{!5, !5, !5}
!125 = !{!126, !127, !121, !128, !129, !131}
!126 = !DILocalVariable(name: "me", arg: 1, scope: !122, file: !3, line: 24, type: !5)
!127 = !DILocalVariable(name: "opp", arg: 2, scope: !122, file: !3, line: 24, type: !5)
!128 = !DILocalVariable(name: "mv", scope: !122, file: !3, line: 24, type: !5)
!129 = !DILocalVariable(name: "sq", scope: !130, file: !3, line: 24, type: !5)
!130 = distinct !DILexicalBlock(scope: !122, file: !3, line: 24, column: 65)
!131 = !DILocalVariable(name: "v", scope: !132, file: !3, line: 24, type: !5)
!132 = distinct !DILexicalBlock(scope: !133, file: !3, line: 24, column: 125)
!133 = distinct !DILexicalBlock(scope: !134, file: !3, line: 24, column: 100)
!134 = distinct !DILexicalBlock(scope: !130, file: !3, line: 24, column: 65)
!135 = !DILocation(line: 0, scope: !122, inlinedAt: !136)
!136 = distinct !DILocation(line: 36, column: 28, scope: !68)
!137 = !DILocation(line: 0, scope: !122, inlinedAt: !138)
!138 = distinct !DILocation(line: 35, column: 33, scope: !64)
!139 = !DILocation(line: 0, scope: !130, inlinedAt: !136)
!140 = !DILocation(line: 0, scope: !130, inlinedAt: !138)
!141 = !DILocation(line: 35, column: 17, scope: !66)
!142 = !DILocation(line: 24, column: 119, scope: !133, inlinedAt: !138)
!143 = !DILocation(line: 24, column: 100, scope: !134, inlinedAt: !138)
!144 = !DILocation(line: 24, column: 154, scope: !132, inlinedAt: !138)
!145 = !DILocation(line: 24, column: 136, scope: !132, inlinedAt: !138)
!146 = !DILocation(line: 24, column: 135, scope: !132, inlinedAt: !138)
!147 = !DILocation(line: 0, scope: !132, inlinedAt: !138)
!148 = !DILocation(line: 24, column: 179, scope: !149, inlinedAt: !138)
!149 = distinct !DILexicalBlock(scope: !132, file: !3, line: 24, column: 177)
!150 = !DILocation(line: 24, column: 177, scope: !132, inlinedAt: !138)
!151 = !DILocation(line: 24, column: 210, scope: !132, inlinedAt: !138)
!152 = !DILocation(line: 24, scope: !122, inlinedAt: !138)
!153 = !DILocation(line: 24, column: 92, scope: !134, inlinedAt: !138)
!154 = !DILocation(line: 24, column: 85, scope: !134, inlinedAt: !138)
!155 = !DILocation(line: 24, column: 65, scope: !130, inlinedAt: !138)
!156 = distinct !{!156, !155, !157, !158}
!157 = !DILocation(line: 24, column: 210, scope: !130, inlinedAt: !138)
!158 = !{!"llvm.loop.mustprogress"}
!159 = !DILocation(line: 0, scope: !64)
!160 = !DILocation(line: 35, column: 57, scope: !64)
!161 = !DILocation(line: 35, column: 52, scope: !64)
!162 = !DILocation(line: 35, column: 79, scope: !64)
!163 = !DILocation(line: 24, column: 119, scope: !133, inlinedAt: !136)
!164 = !DILocation(line: 24, column: 100, scope: !134, inlinedAt: !136)
!165 = !DILocation(line: 24, column: 154, scope: !132, inlinedAt: !136)
!166 = !DILocation(line: 24, column: 136, scope: !132, inlinedAt: !136)
!167 = !DILocation(line: 24, column: 135, scope: !132, inlinedAt: !136)
!168 = !DILocation(line: 0, scope: !132, inlinedAt: !136)
!169 = !DILocation(line: 24, column: 179, scope: !149, inlinedAt: !136)
!170 = !DILocation(line: 24, column: 177, scope: !132, inlinedAt: !136)
!171 = !DILocation(line: 24, column: 210, scope: !132, inlinedAt: !136)
!172 = !DILocation(line: 24, scope: !122, inlinedAt: !136)
!173 = !DILocation(line: 24, column: 92, scope: !134, inlinedAt: !136)
!174 = !DILocation(line: 24, column: 85, scope: !134, inlinedAt: !136)
!175 = !DILocation(line: 24, column: 65, scope: !130, inlinedAt: !136)
!176 = distinct !{!176, !175, !177, !158}
!177 = !DILocation(line: 24, column: 210, scope: !130, inlinedAt: !136)
!178 = !DILocation(line: 0, scope: !68)
!179 = !DILocation(line: 36, column: 52, scope: !68)
!180 = !DILocation(line: 36, column: 47, scope: !68)
!181 = !DILocation(line: 0, scope: !65)
!182 = !DILocation(line: 37, column: 18, scope: !66)
!183 = distinct !{!183, !95, !184, !158}
!184 = !DILocation(line: 38, column: 9, scope: !55)
!185 = !DILocation(line: 0, scope: !98, inlinedAt: !186)
!186 = distinct !DILocation(line: 39, column: 59, scope: !55)
!187 = !DILocation(line: 0, scope: !103, inlinedAt: !186)
!188 = !DILocation(line: 0, scope: !98, inlinedAt: !189)
!189 = distinct !DILocation(line: 39, column: 74, scope: !55)
!190 = !DILocation(line: 0, scope: !103, inlinedAt: !189)
!191 = !DILocation(line: 39, column: 74, scope: !55)
!192 = !DILocation(line: 39, column: 59, scope: !55)
!193 = !DILocation(line: 39, column: 9, scope: !55)
!194 = !DILocation(line: 40, column: 5, scope: !56)
!195 = !DILocation(line: 30, column: 39, scope: !56)
!196 = !DILocation(line: 30, column: 29, scope: !56)
!197 = distinct !{!197, !84, !198, !158}
!198 = !DILocation(line: 40, column: 5, scope: !53)
!199 = distinct !DISubprogram(name: "minimax", scope: !3, file: !3, line: 9, type: !123, scopeLine: 9, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !200)
!200 = !{!201, !202, !203, !204, !206}
!201 = !DILocalVariable(name: "me", arg: 1, scope: !199, file: !3, line: 9, type: !5)
!202 = !DILocalVariable(name: "opp", arg: 2, scope: !199, file: !3, line: 9, type: !5)
!203 = !DILocalVariable(name: "best", scope: !199, file: !3, line: 13, type: !5)
!204 = !DILocalVariable(name: "sq", scope: !205, file: !3, line: 14, type: !5)
!205 = distinct !DILexicalBlock(scope: !199, file: !3, line: 14, column: 5)
!206 = !DILocalVariable(name: "v", scope: !207, file: !3, line: 14, type: !5)
!207 = distinct !DILexicalBlock(scope: !208, file: !3, line: 14, column: 65)
!208 = distinct !DILexicalBlock(scope: !209, file: !3, line: 14, column: 40)
!209 = distinct !DILexicalBlock(scope: !205, file: !3, line: 14, column: 5)
!210 = !DILocation(line: 0, scope: !199)
!211 = !DILocation(line: 10, column: 10, scope: !199)
!212 = !DILocation(line: 0, scope: !98, inlinedAt: !213)
!213 = distinct !DILocation(line: 11, column: 9, scope: !214)
!214 = distinct !DILexicalBlock(scope: !199, file: !3, line: 11, column: 9)
!215 = !DILocation(line: 0, scope: !103, inlinedAt: !213)
!216 = !DILocation(line: 8, column: 60, scope: !108, inlinedAt: !213)
!217 = !DILocation(line: 8, column: 72, scope: !108, inlinedAt: !213)
!218 = !DILocation(line: 8, column: 57, scope: !109, inlinedAt: !213)
!219 = !DILocation(line: 11, column: 9, scope: !199)
!220 = !DILocation(line: 12, column: 13, scope: !221)
!221 = distinct !DILexicalBlock(scope: !199, file: !3, line: 12, column: 9)
!222 = !DILocation(line: 12, column: 20, scope: !221)
!223 = !DILocation(line: 12, column: 9, scope: !199)
!224 = !DILocation(line: 0, scope: !205)
!225 = !DILocation(line: 14, column: 59, scope: !208)
!226 = !DILocation(line: 14, column: 40, scope: !209)
!227 = !DILocation(line: 14, column: 92, scope: !207)
!228 = !DILocation(line: 14, column: 76, scope: !207)
!229 = !DILocation(line: 14, column: 75, scope: !207)
!230 = !DILocation(line: 0, scope: !207)
!231 = !DILocation(line: 14, column: 108, scope: !207)
!232 = !DILocation(line: 14, column: 128, scope: !207)
!233 = !DILocation(line: 16, column: 1, scope: !199)
!234 = distinct !DISubprogram(name: "alphabeta", scope: !3, file: !3, line: 17, type: !235, scopeLine: 17, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !237)
!235 = !DISubroutineType(types: !236)
!236 = !{!5, !5, !5, !5, !5}
!237 = !{!238, !239, !240, !241, !242, !244}
!238 = !DILocalVariable(name: "me", arg: 1, scope: !234, file: !3, line: 17, type: !5)
!239 = !DILocalVariable(name: "opp", arg: 2, scope: !234, file: !3, line: 17, type: !5)
!240 = !DILocalVariable(name: "alpha", arg: 3, scope: !234, file: !3, line: 17, type: !5)
!241 = !DILocalVariable(name: "beta", arg: 4, scope: !234, file: !3, line: 17, type: !5)
!242 = !DILocalVariable(name: "sq", scope: !243, file: !3, line: 21, type: !5)
!243 = distinct !DILexicalBlock(scope: !234, file: !3, line: 21, column: 5)
!244 = !DILocalVariable(name: "v", scope: !245, file: !3, line: 21, type: !5)
!245 = distinct !DILexicalBlock(scope: !246, file: !3, line: 21, column: 65)
!246 = distinct !DILexicalBlock(scope: !247, file: !3, line: 21, column: 40)
!247 = distinct !DILexicalBlock(scope: !243, file: !3, line: 21, column: 5)
!248 = !DILocation(line: 0, scope: !234)
!249 = !DILocation(line: 18, column: 10, scope: !234)
!250 = !DILocation(line: 0, scope: !98, inlinedAt: !251)
!251 = distinct !DILocation(line: 19, column: 9, scope: !252)
!252 = distinct !DILexicalBlock(scope: !234, file: !3, line: 19, column: 9)
!253 = !DILocation(line: 0, scope: !103, inlinedAt: !251)
!254 = !DILocation(line: 8, column: 60, scope: !108, inlinedAt: !251)
!255 = !DILocation(line: 8, column: 72, scope: !108, inlinedAt: !251)
!256 = !DILocation(line: 8, column: 57, scope: !109, inlinedAt: !251)
!257 = !DILocation(line: 19, column: 9, scope: !234)
!258 = !DILocation(line: 20, column: 13, scope: !259)
!259 = distinct !DILexicalBlock(scope: !234, file: !3, line: 20, column: 9)
!260 = !DILocation(line: 20, column: 20, scope: !259)
!261 = !DILocation(line: 20, column: 9, scope: !234)
!262 = !DILocation(line: 0, scope: !243)
!263 = !DILocation(line: 21, column: 5, scope: !243)
!264 = !DILocation(line: 21, column: 59, scope: !246)
!265 = !DILocation(line: 21, column: 40, scope: !247)
!266 = !DILocation(line: 21, column: 94, scope: !245)
!267 = !DILocation(line: 21, column: 112, scope: !245)
!268 = !DILocation(line: 21, column: 76, scope: !245)
!269 = !DILocation(line: 21, column: 75, scope: !245)
!270 = !DILocation(line: 0, scope: !245)
!271 = !DILocation(line: 21, column: 125, scope: !245)
!272 = !DILocation(line: 21, column: 157, scope: !273)
!273 = distinct !DILexicalBlock(scope: !245, file: !3, line: 21, column: 151)
!274 = !DILocation(line: 21, column: 32, scope: !247)
!275 = !DILocation(line: 21, column: 25, scope: !247)
!276 = distinct !{!276, !263, !277, !158}
!277 = !DILocation(line: 21, column: 173, scope: !243)
!278 = !DILocation(line: 23, column: 1, scope: !234)
!279 = !DISubprogram(name: "printf", scope: !280, file: !280, line: 356, type: !281, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!280 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!281 = !DISubroutineType(types: !282)
!282 = !{!5, !283, null}
!283 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !284)
!284 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !285, size: 64)
!285 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !10)
