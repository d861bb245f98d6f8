; ModuleID = 'programs/compare_chains.c'
source_filename = "programs/compare_chains.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [14 x i8] c"%2d/%2d/%-6s \00", align 1, !dbg !0
@__const.main.xs = private unnamed_addr constant [7 x i32] [i32 -2147483648, i32 -2147483647, i32 -1, i32 0, i32 1, i32 2147483646, i32 2147483647], align 16
@.str.2 = private unnamed_addr constant [15 x i8] c"near(%d)=%03x \00", align 1, !dbg !7
@.str.3 = private unnamed_addr constant [45 x i8] c"in_all %d %d any_eq %d %d bits_cmp %d %d %d\0A\00", align 1, !dbg !12
@.str.4 = private unnamed_addr constant [10 x i8] c"count %d\0A\00", align 1, !dbg !17
@.str.5 = private unnamed_addr constant [3 x i8] c"eq\00", align 1, !dbg !22
@.str.6 = private unnamed_addr constant [7 x i8] c"lt,ult\00", align 1, !dbg !27
@.str.7 = private unnamed_addr constant [7 x i8] c"lt,ugt\00", align 1, !dbg !32
@.str.8 = private unnamed_addr constant [7 x i8] c"gt,ugt\00", align 1, !dbg !34
@.str.9 = private unnamed_addr constant [7 x i8] c"gt,ult\00", align 1, !dbg !36

; Function Attrs: nofree nounwind uwtable
define dso_local noundef range(i32 -127, 128) i32 @main() local_unnamed_addr #0 !dbg !67 {
  %1 = alloca [7 x i64], align 16, !DIAssignID !96
    #dbg_assign(i1 undef, !72, !DIExpression(), !96, ptr %1, !DIExpression(), !97)
  %2 = alloca i32, align 16, !DIAssignID !98
    #dbg_assign(i1 undef, !84, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !98, ptr %2, !DIExpression(), !97)
  %3 = alloca i32, align 4, !DIAssignID !99
    #dbg_assign(i1 undef, !84, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !99, ptr %3, !DIExpression(), !97)
  %4 = alloca i32, align 8, !DIAssignID !100
    #dbg_assign(i1 undef, !84, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !100, ptr %4, !DIExpression(), !97)
  %5 = alloca i32, align 4, !DIAssignID !101
    #dbg_assign(i1 undef, !84, !DIExpression(DW_OP_LLVM_fragment, 96, 32), !101, ptr %5, !DIExpression(), !97)
  %6 = alloca i32, align 16, !DIAssignID !102
    #dbg_assign(i1 undef, !84, !DIExpression(DW_OP_LLVM_fragment, 128, 32), !102, ptr %6, !DIExpression(), !97)
  %7 = alloca i32, align 4, !DIAssignID !103
    #dbg_assign(i1 undef, !84, !DIExpression(DW_OP_LLVM_fragment, 160, 32), !103, ptr %7, !DIExpression(), !97)
  %8 = alloca i32, align 8, !DIAssignID !104
    #dbg_assign(i1 undef, !84, !DIExpression(DW_OP_LLVM_fragment, 192, 32), !104, ptr %8, !DIExpression(), !97)
  %9 = alloca [100 x i32], align 16, !DIAssignID !105
    #dbg_assign(i1 undef, !89, !DIExpression(), !105, ptr %9, !DIExpression(), !97)
  call void @llvm.lifetime.start.p0(i64 56, ptr nonnull %1) #8, !dbg !106
  call void @llvm.memset.p0.i64(ptr nonnull align 16 %1, i8 0, i64 56, i1 true), !dbg !107, !DIAssignID !108
    #dbg_assign(i8 0, !72, !DIExpression(), !108, ptr %1, !DIExpression(), !97)
  store volatile i64 -9223372036854775808, ptr %1, align 16, !dbg !107, !DIAssignID !109
    #dbg_assign(i64 -9223372036854775808, !72, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !109, ptr %1, !DIExpression(), !97)
  %10 = getelementptr inbounds i8, ptr %1, i64 8, !dbg !107
  store volatile i64 -1, ptr %10, align 8, !dbg !107, !DIAssignID !110
    #dbg_assign(i64 -1, !72, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !110, ptr %10, !DIExpression(), !97)
  %11 = getelementptr inbounds i8, ptr %1, i64 24, !dbg !107
  store volatile i64 1, ptr %11, align 8, !dbg !107, !DIAssignID !111
    #dbg_assign(i64 1, !72, !DIExpression(DW_OP_LLVM_fragment, 192, 64), !111, ptr %11, !DIExpression(), !97)
  %12 = getelementptr inbounds i8, ptr %1, i64 32, !dbg !107
  store volatile i64 9223372036854775807, ptr %12, align 16, !dbg !107, !DIAssignID !112
    #dbg_assign(i64 9223372036854775807, !72, !DIExpression(DW_OP_LLVM_fragment, 256, 64), !112, ptr %12, !DIExpression(), !97)
  %13 = getelementptr inbounds i8, ptr %1, i64 40, !dbg !107
  store volatile i64 2147483648, ptr %13, align 8, !dbg !107, !DIAssignID !113
    #dbg_assign(i64 2147483648, !72, !DIExpression(DW_OP_LLVM_fragment, 320, 64), !113, ptr %13, !DIExpression(), !97)
  %14 = getelementptr inbounds i8, ptr %1, i64 48, !dbg !107
  store volatile i64 -2147483648, ptr %14, align 16, !dbg !107, !DIAssignID !114
    #dbg_assign(i64 -2147483648, !72, !DIExpression(DW_OP_LLVM_fragment, 384, 64), !114, ptr %14, !DIExpression(), !97)
    #dbg_value(i32 0, !78, !DIExpression(), !115)
  %15 = getelementptr inbounds i8, ptr %1, i64 16
  br label %16, !dbg !116

16:                                               ; preds = %0, %16
  %17 = phi i64 [ 0, %0 ], [ %90, %16 ]
    #dbg_value(i64 %17, !78, !DIExpression(), !115)
  %18 = getelementptr inbounds [7 x i64], ptr %1, i64 0, i64 %17
    #dbg_value(i64 0, !80, !DIExpression(), !117)
  %19 = load volatile i64, ptr %18, align 8, !dbg !118, !tbaa !120
  %20 = load volatile i64, ptr %1, align 16, !dbg !124, !tbaa !120
  %21 = tail call fastcc i32 @cmp3_i64(i64 noundef %19, i64 noundef %20), !dbg !125
  %22 = load volatile i64, ptr %18, align 8, !dbg !126, !tbaa !120
  %23 = load volatile i64, ptr %1, align 16, !dbg !127, !tbaa !120
  %24 = tail call fastcc i32 @cmp3_u64(i64 noundef %22, i64 noundef %23), !dbg !128
  %25 = load volatile i64, ptr %18, align 8, !dbg !129, !tbaa !120
  %26 = load volatile i64, ptr %1, align 16, !dbg !130, !tbaa !120
  %27 = tail call fastcc ptr @branchy(i64 noundef %25, i64 noundef %26), !dbg !131
  %28 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %21, i32 noundef %24, ptr noundef nonnull %27), !dbg !132
    #dbg_value(i64 1, !80, !DIExpression(), !117)
  %29 = load volatile i64, ptr %18, align 8, !dbg !118, !tbaa !120
  %30 = load volatile i64, ptr %10, align 8, !dbg !124, !tbaa !120
  %31 = tail call fastcc i32 @cmp3_i64(i64 noundef %29, i64 noundef %30), !dbg !125
  %32 = load volatile i64, ptr %18, align 8, !dbg !126, !tbaa !120
  %33 = load volatile i64, ptr %10, align 8, !dbg !127, !tbaa !120
  %34 = tail call fastcc i32 @cmp3_u64(i64 noundef %32, i64 noundef %33), !dbg !128
  %35 = load volatile i64, ptr %18, align 8, !dbg !129, !tbaa !120
  %36 = load volatile i64, ptr %10, align 8, !dbg !130, !tbaa !120
  %37 = tail call fastcc ptr @branchy(i64 noundef %35, i64 noundef %36), !dbg !131
  %38 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %31, i32 noundef %34, ptr noundef nonnull %37), !dbg !132
    #dbg_value(i64 2, !80, !DIExpression(), !117)
  %39 = load volatile i64, ptr %18, align 8, !dbg !118, !tbaa !120
  %40 = load volatile i64, ptr %15, align 16, !dbg !124, !tbaa !120
  %41 = tail call fastcc i32 @cmp3_i64(i64 noundef %39, i64 noundef %40), !dbg !125
  %42 = load volatile i64, ptr %18, align 8, !dbg !126, !tbaa !120
  %43 = load volatile i64, ptr %15, align 16, !dbg !127, !tbaa !120
  %44 = tail call fastcc i32 @cmp3_u64(i64 noundef %42, i64 noundef %43), !dbg !128
  %45 = load volatile i64, ptr %18, align 8, !dbg !129, !tbaa !120
  %46 = load volatile i64, ptr %15, align 16, !dbg !130, !tbaa !120
  %47 = tail call fastcc ptr @branchy(i64 noundef %45, i64 noundef %46), !dbg !131
  %48 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %41, i32 noundef %44, ptr noundef nonnull %47), !dbg !132
    #dbg_value(i64 3, !80, !DIExpression(), !117)
  %49 = load volatile i64, ptr %18, align 8, !dbg !118, !tbaa !120
  %50 = load volatile i64, ptr %11, align 8, !dbg !124, !tbaa !120
  %51 = tail call fastcc i32 @cmp3_i64(i64 noundef %49, i64 noundef %50), !dbg !125
  %52 = load volatile i64, ptr %18, align 8, !dbg !126, !tbaa !120
  %53 = load volatile i64, ptr %11, align 8, !dbg !127, !tbaa !120
  %54 = tail call fastcc i32 @cmp3_u64(i64 noundef %52, i64 noundef %53), !dbg !128
  %55 = load volatile i64, ptr %18, align 8, !dbg !129, !tbaa !120
  %56 = load volatile i64, ptr %11, align 8, !dbg !130, !tbaa !120
  %57 = tail call fastcc ptr @branchy(i64 noundef %55, i64 noundef %56), !dbg !131
  %58 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %51, i32 noundef %54, ptr noundef nonnull %57), !dbg !132
    #dbg_value(i64 4, !80, !DIExpression(), !117)
  %59 = load volatile i64, ptr %18, align 8, !dbg !118, !tbaa !120
  %60 = load volatile i64, ptr %12, align 16, !dbg !124, !tbaa !120
  %61 = tail call fastcc i32 @cmp3_i64(i64 noundef %59, i64 noundef %60), !dbg !125
  %62 = load volatile i64, ptr %18, align 8, !dbg !126, !tbaa !120
  %63 = load volatile i64, ptr %12, align 16, !dbg !127, !tbaa !120
  %64 = tail call fastcc i32 @cmp3_u64(i64 noundef %62, i64 noundef %63), !dbg !128
  %65 = load volatile i64, ptr %18, align 8, !dbg !129, !tbaa !120
  %66 = load volatile i64, ptr %12, align 16, !dbg !130, !tbaa !120
  %67 = tail call fastcc ptr @branchy(i64 noundef %65, i64 noundef %66), !dbg !131
  %68 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %61, i32 noundef %64, ptr noundef nonnull %67), !dbg !132
    #dbg_value(i64 5, !80, !DIExpression(), !117)
  %69 = load volatile i64, ptr %18, align 8, !dbg !118, !tbaa !120
  %70 = load volatile i64, ptr %13, align 8, !dbg !124, !tbaa !120
  %71 = tail call fastcc i32 @cmp3_i64(i64 noundef %69, i64 noundef %70), !dbg !125
  %72 = load volatile i64, ptr %18, align 8, !dbg !126, !tbaa !120
  %73 = load volatile i64, ptr %13, align 8, !dbg !127, !tbaa !120
  %74 = tail call fastcc i32 @cmp3_u64(i64 noundef %72, i64 noundef %73), !dbg !128
  %75 = load volatile i64, ptr %18, align 8, !dbg !129, !tbaa !120
  %76 = load volatile i64, ptr %13, align 8, !dbg !130, !tbaa !120
  %77 = tail call fastcc ptr @branchy(i64 noundef %75, i64 noundef %76), !dbg !131
  %78 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %71, i32 noundef %74, ptr noundef nonnull %77), !dbg !132
    #dbg_value(i64 6, !80, !DIExpression(), !117)
  %79 = load volatile i64, ptr %18, align 8, !dbg !118, !tbaa !120
  %80 = load volatile i64, ptr %14, align 16, !dbg !124, !tbaa !120
  %81 = tail call fastcc i32 @cmp3_i64(i64 noundef %79, i64 noundef %80), !dbg !125
  %82 = load volatile i64, ptr %18, align 8, !dbg !126, !tbaa !120
  %83 = load volatile i64, ptr %14, align 16, !dbg !127, !tbaa !120
  %84 = tail call fastcc i32 @cmp3_u64(i64 noundef %82, i64 noundef %83), !dbg !128
  %85 = load volatile i64, ptr %18, align 8, !dbg !129, !tbaa !120
  %86 = load volatile i64, ptr %14, align 16, !dbg !130, !tbaa !120
  %87 = tail call fastcc ptr @branchy(i64 noundef %85, i64 noundef %86), !dbg !131
  %88 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %81, i32 noundef %84, ptr noundef nonnull %87), !dbg !132
    #dbg_value(i64 7, !80, !DIExpression(), !117)
  %89 = tail call i32 @putchar(i32 10), !dbg !133
  %90 = add nuw nsw i64 %17, 1, !dbg !134
    #dbg_value(i64 %90, !78, !DIExpression(), !115)
  %91 = icmp eq i64 %90, 7, !dbg !135
  br i1 %91, label %92, label %16, !dbg !116, !llvm.loop !136

92:                                               ; preds = %16
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %2), !dbg !139
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %3), !dbg !139
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %4), !dbg !139
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %5), !dbg !139
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %6), !dbg !139
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %7), !dbg !139
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %8), !dbg !139
  %93 = load volatile i32, ptr @__const.main.xs, align 16, !dbg !140
  store volatile i32 %93, ptr %2, align 16, !dbg !140, !DIAssignID !141
  %94 = load volatile i32, ptr getelementptr inbounds (i8, ptr @__const.main.xs, i64 4), align 4, !dbg !140
  store volatile i32 %94, ptr %3, align 4, !dbg !140, !DIAssignID !142
  %95 = load volatile i32, ptr getelementptr inbounds (i8, ptr @__const.main.xs, i64 8), align 8, !dbg !140
  store volatile i32 %95, ptr %4, align 8, !dbg !140, !DIAssignID !143
  %96 = load volatile i32, ptr getelementptr inbounds (i8, ptr @__const.main.xs, i64 12), align 4, !dbg !140
  store volatile i32 %96, ptr %5, align 4, !dbg !140, !DIAssignID !144
  %97 = load volatile i32, ptr getelementptr inbounds (i8, ptr @__const.main.xs, i64 16), align 16, !dbg !140
  store volatile i32 %97, ptr %6, align 16, !dbg !140, !DIAssignID !145
  %98 = load volatile i32, ptr getelementptr inbounds (i8, ptr @__const.main.xs, i64 20), align 4, !dbg !140
  store volatile i32 %98, ptr %7, align 4, !dbg !140, !DIAssignID !146
  %99 = load volatile i32, ptr getelementptr inbounds (i8, ptr @__const.main.xs, i64 24), align 8, !dbg !140
  store volatile i32 %99, ptr %8, align 8, !dbg !140, !DIAssignID !147
    #dbg_assign(i32 %93, !84, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !141, ptr %2, !DIExpression(), !97)
    #dbg_assign(i32 %94, !84, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !142, ptr %3, !DIExpression(), !97)
    #dbg_assign(i32 %95, !84, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !143, ptr %4, !DIExpression(), !97)
    #dbg_assign(i32 %96, !84, !DIExpression(DW_OP_LLVM_fragment, 96, 32), !144, ptr %5, !DIExpression(), !97)
    #dbg_assign(i32 %97, !84, !DIExpression(DW_OP_LLVM_fragment, 128, 32), !145, ptr %6, !DIExpression(), !97)
    #dbg_assign(i32 %98, !84, !DIExpression(DW_OP_LLVM_fragment, 160, 32), !146, ptr %7, !DIExpression(), !97)
    #dbg_assign(i32 %99, !84, !DIExpression(DW_OP_LLVM_fragment, 192, 32), !147, ptr %8, !DIExpression(), !97)
    #dbg_value(i64 0, !87, !DIExpression(), !148)
  %100 = load volatile i32, ptr %2, align 16, !dbg !149, !tbaa !151
  %101 = load volatile i32, ptr %2, align 16, !dbg !153, !tbaa !151
  %102 = load volatile i32, ptr %2, align 16, !dbg !154, !tbaa !151
  %103 = load volatile i32, ptr %2, align 16, !dbg !155, !tbaa !151
  %104 = trunc i32 %103 to i8, !dbg !156
  %105 = load volatile i32, ptr %2, align 16, !dbg !157, !tbaa !151
  %106 = trunc i32 %105 to i16, !dbg !158
  %107 = tail call fastcc i32 @near_limits(i32 noundef %101, i32 noundef %102, i8 noundef signext %104, i16 noundef zeroext %106), !dbg !159
  %108 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %100, i32 noundef %107), !dbg !160
    #dbg_value(i64 1, !87, !DIExpression(), !148)
  %109 = load volatile i32, ptr %3, align 4, !dbg !149, !tbaa !151
  %110 = load volatile i32, ptr %3, align 4, !dbg !153, !tbaa !151
  %111 = load volatile i32, ptr %3, align 4, !dbg !154, !tbaa !151
  %112 = load volatile i32, ptr %3, align 4, !dbg !155, !tbaa !151
  %113 = trunc i32 %112 to i8, !dbg !156
  %114 = load volatile i32, ptr %3, align 4, !dbg !157, !tbaa !151
  %115 = trunc i32 %114 to i16, !dbg !158
  %116 = tail call fastcc i32 @near_limits(i32 noundef %110, i32 noundef %111, i8 noundef signext %113, i16 noundef zeroext %115), !dbg !159
  %117 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %109, i32 noundef %116), !dbg !160
    #dbg_value(i64 2, !87, !DIExpression(), !148)
  %118 = load volatile i32, ptr %4, align 8, !dbg !149, !tbaa !151
  %119 = load volatile i32, ptr %4, align 8, !dbg !153, !tbaa !151
  %120 = load volatile i32, ptr %4, align 8, !dbg !154, !tbaa !151
  %121 = load volatile i32, ptr %4, align 8, !dbg !155, !tbaa !151
  %122 = trunc i32 %121 to i8, !dbg !156
  %123 = load volatile i32, ptr %4, align 8, !dbg !157, !tbaa !151
  %124 = trunc i32 %123 to i16, !dbg !158
  %125 = tail call fastcc i32 @near_limits(i32 noundef %119, i32 noundef %120, i8 noundef signext %122, i16 noundef zeroext %124), !dbg !159
  %126 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %118, i32 noundef %125), !dbg !160
    #dbg_value(i64 3, !87, !DIExpression(), !148)
  %127 = load volatile i32, ptr %5, align 4, !dbg !149, !tbaa !151
  %128 = load volatile i32, ptr %5, align 4, !dbg !153, !tbaa !151
  %129 = load volatile i32, ptr %5, align 4, !dbg !154, !tbaa !151
  %130 = load volatile i32, ptr %5, align 4, !dbg !155, !tbaa !151
  %131 = trunc i32 %130 to i8, !dbg !156
  %132 = load volatile i32, ptr %5, align 4, !dbg !157, !tbaa !151
  %133 = trunc i32 %132 to i16, !dbg !158
  %134 = tail call fastcc i32 @near_limits(i32 noundef %128, i32 noundef %129, i8 noundef signext %131, i16 noundef zeroext %133), !dbg !159
  %135 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %127, i32 noundef %134), !dbg !160
    #dbg_value(i64 4, !87, !DIExpression(), !148)
  %136 = load volatile i32, ptr %6, align 16, !dbg !149, !tbaa !151
  %137 = load volatile i32, ptr %6, align 16, !dbg !153, !tbaa !151
  %138 = load volatile i32, ptr %6, align 16, !dbg !154, !tbaa !151
  %139 = load volatile i32, ptr %6, align 16, !dbg !155, !tbaa !151
  %140 = trunc i32 %139 to i8, !dbg !156
  %141 = load volatile i32, ptr %6, align 16, !dbg !157, !tbaa !151
  %142 = trunc i32 %141 to i16, !dbg !158
  %143 = tail call fastcc i32 @near_limits(i32 noundef %137, i32 noundef %138, i8 noundef signext %140, i16 noundef zeroext %142), !dbg !159
  %144 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %136, i32 noundef %143), !dbg !160
    #dbg_value(i64 5, !87, !DIExpression(), !148)
  %145 = load volatile i32, ptr %7, align 4, !dbg !149, !tbaa !151
  %146 = load volatile i32, ptr %7, align 4, !dbg !153, !tbaa !151
  %147 = load volatile i32, ptr %7, align 4, !dbg !154, !tbaa !151
  %148 = load volatile i32, ptr %7, align 4, !dbg !155, !tbaa !151
  %149 = trunc i32 %148 to i8, !dbg !156
  %150 = load volatile i32, ptr %7, align 4, !dbg !157, !tbaa !151
  %151 = trunc i32 %150 to i16, !dbg !158
  %152 = tail call fastcc i32 @near_limits(i32 noundef %146, i32 noundef %147, i8 noundef signext %149, i16 noundef zeroext %151), !dbg !159
  %153 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %145, i32 noundef %152), !dbg !160
    #dbg_value(i64 6, !87, !DIExpression(), !148)
  %154 = load volatile i32, ptr %8, align 8, !dbg !149, !tbaa !151
  %155 = load volatile i32, ptr %8, align 8, !dbg !153, !tbaa !151
  %156 = load volatile i32, ptr %8, align 8, !dbg !154, !tbaa !151
  %157 = load volatile i32, ptr %8, align 8, !dbg !155, !tbaa !151
  %158 = trunc i32 %157 to i8, !dbg !156
  %159 = load volatile i32, ptr %8, align 8, !dbg !157, !tbaa !151
  %160 = trunc i32 %159 to i16, !dbg !158
  %161 = tail call fastcc i32 @near_limits(i32 noundef %155, i32 noundef %156, i8 noundef signext %158, i16 noundef zeroext %160), !dbg !159
  %162 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %154, i32 noundef %161), !dbg !160
    #dbg_value(i64 7, !87, !DIExpression(), !148)
  %163 = tail call i32 @putchar(i32 10), !dbg !161
  %164 = tail call fastcc i32 @in_all(i32 noundef 2, i32 noundef 3), !dbg !162
  %165 = tail call fastcc i32 @in_all(i32 noundef 3, i32 noundef 2), !dbg !163
  %166 = tail call fastcc i32 @any_eq(i64 noundef 1), !dbg !164
  %167 = tail call fastcc i32 @any_eq(i64 noundef 3), !dbg !165
  %168 = tail call fastcc i32 @bits_cmp(i32 noundef 1, i32 noundef 2), !dbg !166
  %169 = tail call fastcc i32 @bits_cmp(i32 noundef 0, i32 noundef 2), !dbg !167
  %170 = tail call fastcc i32 @bits_cmp(i32 noundef 5, i32 noundef 0), !dbg !168
  %171 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %164, i32 noundef %165, i32 noundef %166, i32 noundef %167, i32 noundef %168, i32 noundef %169, i32 noundef %170), !dbg !169
  call void @llvm.lifetime.start.p0(i64 400, ptr nonnull %9) #8, !dbg !170
    #dbg_value(i32 0, !93, !DIExpression(), !171)
  br label %172, !dbg !172

172:                                              ; preds = %172, %92
  %173 = phi i64 [ 0, %92 ], [ %186, %172 ], !dbg !173
  %174 = phi <4 x i16> [ <i16 0, i16 1, i16 2, i16 3>, %92 ], [ %187, %172 ], !dbg !175
  %175 = mul nuw nsw <4 x i16> %174, <i16 37, i16 37, i16 37, i16 37>, !dbg !175
  %176 = mul <4 x i16> %174, <i16 37, i16 37, i16 37, i16 37>, !dbg !175
  %177 = add <4 x i16> %176, <i16 148, i16 148, i16 148, i16 148>, !dbg !175
  %178 = urem <4 x i16> %175, <i16 101, i16 101, i16 101, i16 101>, !dbg !175
  %179 = urem <4 x i16> %177, <i16 101, i16 101, i16 101, i16 101>, !dbg !175
  %180 = zext nneg <4 x i16> %178 to <4 x i32>, !dbg !175
  %181 = zext nneg <4 x i16> %179 to <4 x i32>, !dbg !175
  %182 = add nsw <4 x i32> %180, <i32 -50, i32 -50, i32 -50, i32 -50>, !dbg !176
  %183 = add nsw <4 x i32> %181, <i32 -50, i32 -50, i32 -50, i32 -50>, !dbg !176
  %184 = getelementptr inbounds [100 x i32], ptr %9, i64 0, i64 %173, !dbg !177
  %185 = getelementptr inbounds i8, ptr %184, i64 16, !dbg !178
  store <4 x i32> %182, ptr %184, align 16, !dbg !178, !tbaa !151
  store <4 x i32> %183, ptr %185, align 16, !dbg !178, !tbaa !151
  %186 = add nuw i64 %173, 8, !dbg !173
  %187 = add <4 x i16> %174, <i16 8, i16 8, i16 8, i16 8>, !dbg !175
  %188 = icmp eq i64 %186, 96, !dbg !173
  br i1 %188, label %189, label %172, !dbg !173, !llvm.loop !179

189:                                              ; preds = %172
    #dbg_value(i64 96, !93, !DIExpression(), !171)
  %190 = getelementptr inbounds i8, ptr %9, i64 384, !dbg !177
  store i32 -33, ptr %190, align 16, !dbg !178, !tbaa !151
    #dbg_value(i64 97, !93, !DIExpression(), !171)
  %191 = getelementptr inbounds i8, ptr %9, i64 388, !dbg !177
  store i32 4, ptr %191, align 4, !dbg !178, !tbaa !151
    #dbg_value(i64 98, !93, !DIExpression(), !171)
  %192 = getelementptr inbounds i8, ptr %9, i64 392, !dbg !177
  store i32 41, ptr %192, align 8, !dbg !178, !tbaa !151
    #dbg_value(i64 99, !93, !DIExpression(), !171)
  %193 = getelementptr inbounds i8, ptr %9, i64 396, !dbg !177
  store i32 -23, ptr %193, align 4, !dbg !178, !tbaa !151
    #dbg_value(i64 100, !93, !DIExpression(), !171)
  %194 = call fastcc i32 @count_less(ptr noundef nonnull %9, i32 noundef 0), !dbg !183
  %195 = mul nsw i32 %194, 1000, !dbg !184
  %196 = call fastcc i32 @count_less(ptr noundef nonnull %9, i32 noundef -40), !dbg !185
  %197 = add nsw i32 %195, %196, !dbg !186
    #dbg_value(i32 %197, !95, !DIExpression(), !97)
  %198 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %197), !dbg !187
  %199 = srem i32 %197, 128, !dbg !188
  call void @llvm.lifetime.end.p0(i64 400, ptr nonnull %9) #8, !dbg !189
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %2), !dbg !189
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %3), !dbg !189
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %4), !dbg !189
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %5), !dbg !189
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %6), !dbg !189
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %7), !dbg !189
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %8), !dbg !189
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %1) #8, !dbg !189
  ret i32 %199, !dbg !189
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #2

; Function Attrs: nofree nounwind
declare !dbg !190 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i32 -1, 2) i32 @cmp3_i64(i64 noundef %0, i64 noundef %1) unnamed_addr #4 !dbg !197 {
    #dbg_value(i64 %0, !201, !DIExpression(), !203)
    #dbg_value(i64 %1, !202, !DIExpression(), !203)
  %3 = icmp sgt i64 %0, %1, !dbg !204
  %4 = zext i1 %3 to i32, !dbg !204
  %5 = icmp slt i64 %0, %1, !dbg !205
  %6 = sext i1 %5 to i32, !dbg !205
  %7 = add nsw i32 %6, %4, !dbg !206
  ret i32 %7, !dbg !207
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i32 -1, 2) i32 @cmp3_u64(i64 noundef %0, i64 noundef %1) unnamed_addr #4 !dbg !208 {
    #dbg_value(i64 %0, !212, !DIExpression(), !214)
    #dbg_value(i64 %1, !213, !DIExpression(), !214)
  %3 = icmp ugt i64 %0, %1, !dbg !215
  %4 = zext i1 %3 to i32, !dbg !215
  %5 = icmp ult i64 %0, %1, !dbg !216
  %6 = sext i1 %5 to i32, !dbg !216
  %7 = add nsw i32 %6, %4, !dbg !217
  ret i32 %7, !dbg !218
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef nonnull ptr @branchy(i64 noundef %0, i64 noundef %1) unnamed_addr #4 !dbg !219 {
    #dbg_value(i64 %0, !223, !DIExpression(), !225)
    #dbg_value(i64 %1, !224, !DIExpression(), !225)
  %3 = icmp eq i64 %0, %1, !dbg !226
  br i1 %3, label %12, label %4, !dbg !228

4:                                                ; preds = %2
  %5 = icmp slt i64 %0, %1, !dbg !229
  br i1 %5, label %6, label %9, !dbg !231

6:                                                ; preds = %4
  %7 = icmp ult i64 %0, %1, !dbg !232
  %8 = select i1 %7, ptr @.str.6, ptr @.str.7, !dbg !235
  br label %12, !dbg !235

9:                                                ; preds = %4
  %10 = icmp ugt i64 %0, %1, !dbg !236
  %11 = select i1 %10, ptr @.str.8, ptr @.str.9, !dbg !225
  br label %12, !dbg !225

12:                                               ; preds = %9, %6, %2
  %13 = phi ptr [ @.str.5, %2 ], [ %8, %6 ], [ %11, %9 ], !dbg !225
  ret ptr %13, !dbg !238
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i32 0, 1024) i32 @near_limits(i32 noundef %0, i32 noundef %1, i8 noundef signext %2, i16 noundef zeroext %3) unnamed_addr #4 !dbg !239 {
    #dbg_value(i32 %0, !243, !DIExpression(), !247)
    #dbg_value(i32 %1, !244, !DIExpression(), !247)
    #dbg_value(i8 %2, !245, !DIExpression(), !247)
    #dbg_value(i16 %3, !246, !DIExpression(), !247)
  %5 = icmp eq i32 %0, 2147483647, !dbg !248
  %6 = zext i1 %5 to i32, !dbg !248
  %7 = icmp eq i32 %0, -2147483648, !dbg !249
  %8 = select i1 %7, i32 2, i32 0, !dbg !250
  %9 = or disjoint i32 %8, %6, !dbg !251
  %10 = icmp ugt i32 %1, -3, !dbg !252
  %11 = select i1 %10, i32 4, i32 0, !dbg !253
  %12 = icmp eq i32 %1, 0, !dbg !254
  %13 = select i1 %12, i32 8, i32 0, !dbg !255
  %14 = icmp eq i8 %2, -128, !dbg !256
  %15 = select i1 %14, i32 16, i32 0, !dbg !257
  %16 = icmp eq i8 %2, 127, !dbg !258
  %17 = select i1 %16, i32 32, i32 0, !dbg !259
  %18 = lshr i16 %3, 9, !dbg !260
  %19 = and i16 %18, 64, !dbg !260
  %20 = zext nneg i16 %19 to i32, !dbg !260
  %21 = icmp ult i16 %3, 128, !dbg !261
  %22 = select i1 %21, i32 128, i32 0, !dbg !262
  %23 = icmp slt i32 %0, 0, !dbg !263
  %24 = select i1 %23, i32 0, i32 256, !dbg !263
  %25 = lshr i32 %0, 22, !dbg !264
  %26 = and i32 %25, 512, !dbg !264
  %27 = or disjoint i32 %9, %24, !dbg !265
  %28 = or disjoint i32 %27, %26, !dbg !266
  %29 = or disjoint i32 %28, %11, !dbg !267
  %30 = or disjoint i32 %29, %13, !dbg !268
  %31 = or i32 %30, %15, !dbg !269
  %32 = or i32 %31, %17, !dbg !270
  %33 = or i32 %32, %22, !dbg !271
  %34 = or i32 %33, %20, !dbg !272
  ret i32 %34, !dbg !273
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i32 0, 2) i32 @in_all(i32 noundef %0, i32 noundef %1) unnamed_addr #4 !dbg !274 {
    #dbg_value(i32 1, !278, !DIExpression(), !281)
    #dbg_value(i32 %0, !279, !DIExpression(), !281)
    #dbg_value(i32 %1, !280, !DIExpression(), !281)
  %3 = icmp slt i32 %0, %1, !dbg !282
  %4 = zext i1 %3 to i32, !dbg !282
  ret i32 %4, !dbg !283
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i32 0, 2) i32 @any_eq(i64 noundef %0) unnamed_addr #4 !dbg !284 {
    #dbg_value(i64 1, !288, !DIExpression(), !291)
    #dbg_value(i64 2, !289, !DIExpression(), !291)
    #dbg_value(i64 %0, !290, !DIExpression(), !291)
  %2 = add i64 %0, -1, !dbg !292
  %3 = icmp ult i64 %2, 2, !dbg !292
  %4 = zext i1 %3 to i32, !dbg !292
  ret i32 %4, !dbg !293
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i32 0, 2) i32 @bits_cmp(i32 noundef %0, i32 noundef %1) unnamed_addr #4 !dbg !294 {
    #dbg_value(i32 %0, !298, !DIExpression(), !300)
    #dbg_value(i32 %1, !299, !DIExpression(), !300)
  %3 = icmp ult i32 %0, %1, !dbg !301
  %4 = icmp ne i32 %0, 0, !dbg !302
  %5 = and i1 %4, %3, !dbg !303
  %6 = icmp eq i32 %1, 0, !dbg !304
  %7 = or i1 %6, %5, !dbg !305
  %8 = zext i1 %7 to i32, !dbg !305
  ret i32 %8, !dbg !306
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: read) uwtable
define internal fastcc i32 @count_less(ptr nocapture noundef readonly %0, i32 noundef %1) unnamed_addr #5 !dbg !307 {
    #dbg_value(ptr %0, !313, !DIExpression(), !319)
    #dbg_value(i32 100, !314, !DIExpression(), !319)
    #dbg_value(i32 %1, !315, !DIExpression(), !319)
    #dbg_value(i32 0, !316, !DIExpression(), !319)
    #dbg_value(i32 0, !317, !DIExpression(), !320)
  %3 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !321
  %4 = load <4 x i32>, ptr %3, align 4, !dbg !321, !tbaa !151
  %5 = insertelement <4 x i32> poison, i32 %1, i64 0, !dbg !323
  %6 = shufflevector <4 x i32> %5, <4 x i32> poison, <4 x i32> zeroinitializer, !dbg !323
  %7 = icmp slt <4 x i32> %4, %6, !dbg !324
  %8 = zext <4 x i1> %7 to <4 x i32>, !dbg !324
  %9 = getelementptr inbounds i8, ptr %0, i64 48, !dbg !321
  %10 = load <4 x i32>, ptr %9, align 4, !dbg !321, !tbaa !151
  %11 = icmp slt <4 x i32> %10, %6, !dbg !324
  %12 = zext <4 x i1> %11 to <4 x i32>, !dbg !324
  %13 = add nuw nsw <4 x i32> %8, %12, !dbg !325
  %14 = getelementptr inbounds i8, ptr %0, i64 80, !dbg !321
  %15 = load <4 x i32>, ptr %14, align 4, !dbg !321, !tbaa !151
  %16 = icmp slt <4 x i32> %15, %6, !dbg !324
  %17 = zext <4 x i1> %16 to <4 x i32>, !dbg !324
  %18 = add nuw nsw <4 x i32> %13, %17, !dbg !325
  %19 = getelementptr inbounds i8, ptr %0, i64 112, !dbg !321
  %20 = load <4 x i32>, ptr %19, align 4, !dbg !321, !tbaa !151
  %21 = icmp slt <4 x i32> %20, %6, !dbg !324
  %22 = zext <4 x i1> %21 to <4 x i32>, !dbg !324
  %23 = add nuw nsw <4 x i32> %18, %22, !dbg !325
  %24 = getelementptr inbounds i8, ptr %0, i64 144, !dbg !321
  %25 = load <4 x i32>, ptr %24, align 4, !dbg !321, !tbaa !151
  %26 = icmp slt <4 x i32> %25, %6, !dbg !324
  %27 = zext <4 x i1> %26 to <4 x i32>, !dbg !324
  %28 = add nuw nsw <4 x i32> %23, %27, !dbg !325
  %29 = getelementptr inbounds i8, ptr %0, i64 176, !dbg !321
  %30 = load <4 x i32>, ptr %29, align 4, !dbg !321, !tbaa !151
  %31 = icmp slt <4 x i32> %30, %6, !dbg !324
  %32 = zext <4 x i1> %31 to <4 x i32>, !dbg !324
  %33 = add nuw nsw <4 x i32> %28, %32, !dbg !325
  %34 = getelementptr inbounds i8, ptr %0, i64 208, !dbg !321
  %35 = load <4 x i32>, ptr %34, align 4, !dbg !321, !tbaa !151
  %36 = icmp slt <4 x i32> %35, %6, !dbg !324
  %37 = zext <4 x i1> %36 to <4 x i32>, !dbg !324
  %38 = add nuw nsw <4 x i32> %33, %37, !dbg !325
  %39 = getelementptr inbounds i8, ptr %0, i64 240, !dbg !321
  %40 = load <4 x i32>, ptr %39, align 4, !dbg !321, !tbaa !151
  %41 = icmp slt <4 x i32> %40, %6, !dbg !324
  %42 = zext <4 x i1> %41 to <4 x i32>, !dbg !324
  %43 = add <4 x i32> %38, %42, !dbg !325
  %44 = getelementptr inbounds i8, ptr %0, i64 272, !dbg !321
  %45 = load <4 x i32>, ptr %44, align 4, !dbg !321, !tbaa !151
  %46 = icmp slt <4 x i32> %45, %6, !dbg !324
  %47 = zext <4 x i1> %46 to <4 x i32>, !dbg !324
  %48 = add <4 x i32> %43, %47, !dbg !325
  %49 = getelementptr inbounds i8, ptr %0, i64 304, !dbg !321
  %50 = load <4 x i32>, ptr %49, align 4, !dbg !321, !tbaa !151
  %51 = icmp slt <4 x i32> %50, %6, !dbg !324
  %52 = zext <4 x i1> %51 to <4 x i32>, !dbg !324
  %53 = add <4 x i32> %48, %52, !dbg !325
  %54 = getelementptr inbounds i8, ptr %0, i64 336, !dbg !321
  %55 = load <4 x i32>, ptr %54, align 4, !dbg !321, !tbaa !151
  %56 = icmp slt <4 x i32> %55, %6, !dbg !324
  %57 = zext <4 x i1> %56 to <4 x i32>, !dbg !324
  %58 = add <4 x i32> %53, %57, !dbg !325
  %59 = getelementptr inbounds i8, ptr %0, i64 368, !dbg !321
  %60 = load <4 x i32>, ptr %59, align 4, !dbg !321, !tbaa !151
  %61 = icmp slt <4 x i32> %60, %6, !dbg !324
  %62 = zext <4 x i1> %61 to <4 x i32>, !dbg !324
  %63 = add <4 x i32> %58, %62, !dbg !325
  %64 = load <4 x i32>, ptr %0, align 4, !dbg !321, !tbaa !151
  %65 = icmp slt <4 x i32> %64, %6, !dbg !324
  %66 = zext <4 x i1> %65 to <4 x i32>, !dbg !324
  %67 = getelementptr inbounds i8, ptr %0, i64 32, !dbg !321
  %68 = load <4 x i32>, ptr %67, align 4, !dbg !321, !tbaa !151
  %69 = icmp slt <4 x i32> %68, %6, !dbg !324
  %70 = zext <4 x i1> %69 to <4 x i32>, !dbg !324
  %71 = add nuw nsw <4 x i32> %66, %70, !dbg !325
  %72 = getelementptr inbounds i8, ptr %0, i64 64, !dbg !321
  %73 = load <4 x i32>, ptr %72, align 4, !dbg !321, !tbaa !151
  %74 = icmp slt <4 x i32> %73, %6, !dbg !324
  %75 = zext <4 x i1> %74 to <4 x i32>, !dbg !324
  %76 = add nuw nsw <4 x i32> %71, %75, !dbg !325
  %77 = getelementptr inbounds i8, ptr %0, i64 96, !dbg !321
  %78 = load <4 x i32>, ptr %77, align 4, !dbg !321, !tbaa !151
  %79 = icmp slt <4 x i32> %78, %6, !dbg !324
  %80 = zext <4 x i1> %79 to <4 x i32>, !dbg !324
  %81 = add nuw nsw <4 x i32> %76, %80, !dbg !325
  %82 = getelementptr inbounds i8, ptr %0, i64 128, !dbg !321
  %83 = load <4 x i32>, ptr %82, align 4, !dbg !321, !tbaa !151
  %84 = icmp slt <4 x i32> %83, %6, !dbg !324
  %85 = zext <4 x i1> %84 to <4 x i32>, !dbg !324
  %86 = add nuw nsw <4 x i32> %81, %85, !dbg !325
  %87 = getelementptr inbounds i8, ptr %0, i64 160, !dbg !321
  %88 = load <4 x i32>, ptr %87, align 4, !dbg !321, !tbaa !151
  %89 = icmp slt <4 x i32> %88, %6, !dbg !324
  %90 = zext <4 x i1> %89 to <4 x i32>, !dbg !324
  %91 = add nuw nsw <4 x i32> %86, %90, !dbg !325
  %92 = getelementptr inbounds i8, ptr %0, i64 192, !dbg !321
  %93 = load <4 x i32>, ptr %92, align 4, !dbg !321, !tbaa !151
  %94 = icmp slt <4 x i32> %93, %6, !dbg !324
  %95 = zext <4 x i1> %94 to <4 x i32>, !dbg !324
  %96 = add nuw nsw <4 x i32> %91, %95, !dbg !325
  %97 = getelementptr inbounds i8, ptr %0, i64 224, !dbg !321
  %98 = load <4 x i32>, ptr %97, align 4, !dbg !321, !tbaa !151
  %99 = icmp slt <4 x i32> %98, %6, !dbg !324
  %100 = zext <4 x i1> %99 to <4 x i32>, !dbg !324
  %101 = add <4 x i32> %96, %100, !dbg !325
  %102 = getelementptr inbounds i8, ptr %0, i64 256, !dbg !321
  %103 = load <4 x i32>, ptr %102, align 4, !dbg !321, !tbaa !151
  %104 = icmp slt <4 x i32> %103, %6, !dbg !324
  %105 = zext <4 x i1> %104 to <4 x i32>, !dbg !324
  %106 = add <4 x i32> %101, %105, !dbg !325
  %107 = getelementptr inbounds i8, ptr %0, i64 288, !dbg !321
  %108 = load <4 x i32>, ptr %107, align 4, !dbg !321, !tbaa !151
  %109 = icmp slt <4 x i32> %108, %6, !dbg !324
  %110 = zext <4 x i1> %109 to <4 x i32>, !dbg !324
  %111 = add <4 x i32> %106, %110, !dbg !325
  %112 = getelementptr inbounds i8, ptr %0, i64 320, !dbg !321
  %113 = load <4 x i32>, ptr %112, align 4, !dbg !321, !tbaa !151
  %114 = icmp slt <4 x i32> %113, %6, !dbg !324
  %115 = zext <4 x i1> %114 to <4 x i32>, !dbg !324
  %116 = add <4 x i32> %111, %115, !dbg !325
  %117 = getelementptr inbounds i8, ptr %0, i64 352, !dbg !321
  %118 = load <4 x i32>, ptr %117, align 4, !dbg !321, !tbaa !151
  %119 = icmp slt <4 x i32> %118, %6, !dbg !324
  %120 = zext <4 x i1> %119 to <4 x i32>, !dbg !324
  %121 = add <4 x i32> %116, %120, !dbg !325
  %122 = add <4 x i32> %63, %121, !dbg !323
  %123 = tail call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %122), !dbg !323
    #dbg_value(i64 96, !317, !DIExpression(), !320)
    #dbg_value(i32 %123, !316, !DIExpression(), !319)
  %124 = getelementptr inbounds i8, ptr %0, i64 384, !dbg !321
  %125 = load i32, ptr %124, align 4, !dbg !321, !tbaa !151
  %126 = icmp slt i32 %125, %1, !dbg !324
  %127 = zext i1 %126 to i32, !dbg !324
  %128 = add nuw nsw i32 %123, %127, !dbg !325
    #dbg_value(i32 %128, !316, !DIExpression(), !319)
    #dbg_value(i64 97, !317, !DIExpression(), !320)
  %129 = getelementptr inbounds i8, ptr %0, i64 388, !dbg !321
  %130 = load i32, ptr %129, align 4, !dbg !321, !tbaa !151
  %131 = icmp slt i32 %130, %1, !dbg !324
  %132 = zext i1 %131 to i32, !dbg !324
  %133 = add nuw nsw i32 %128, %132, !dbg !325
    #dbg_value(i32 %133, !316, !DIExpression(), !319)
    #dbg_value(i64 98, !317, !DIExpression(), !320)
  %134 = getelementptr inbounds i8, ptr %0, i64 392, !dbg !321
  %135 = load i32, ptr %134, align 4, !dbg !321, !tbaa !151
  %136 = icmp slt i32 %135, %1, !dbg !324
  %137 = zext i1 %136 to i32, !dbg !324
  %138 = add nuw nsw i32 %133, %137, !dbg !325
    #dbg_value(i32 %138, !316, !DIExpression(), !319)
    #dbg_value(i64 99, !317, !DIExpression(), !320)
  %139 = getelementptr inbounds i8, ptr %0, i64 396, !dbg !321
  %140 = load i32, ptr %139, align 4, !dbg !321, !tbaa !151
  %141 = icmp slt i32 %140, %1, !dbg !324
  %142 = zext i1 %141 to i32, !dbg !324
  %143 = add nuw nsw i32 %138, %142, !dbg !325
    #dbg_value(i32 %143, !316, !DIExpression(), !319)
    #dbg_value(i64 100, !317, !DIExpression(), !320)
  ret i32 %143, !dbg !326
}

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #6

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.add.v4i32(<4 x i32>) #7

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #3 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nofree noinline norecurse nosync nounwind memory(argmem: read) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nofree nounwind }
attributes #7 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #8 = { nounwind }

!llvm.dbg.cu = !{!38}
!llvm.module.flags = !{!59, !60, !61, !62, !63, !64, !65}
!llvm.ident = !{!66}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 29, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "programs/compare_chains.c", directory: ".", checksumkind: CSK_MD5, checksum: "4dff282e823a9d56cfd5d17162278586")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 112, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 14)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 33, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 120, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 15)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 35, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 360, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 45)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(scope: null, file: !2, line: 38, type: !19, isLocal: true, isDefinition: true)
!19 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 80, elements: !20)
!20 = !{!21}
!21 = !DISubrange(count: 10)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(scope: null, file: !2, line: 20, type: !24, isLocal: true, isDefinition: true)
!24 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 24, elements: !25)
!25 = !{!26}
!26 = !DISubrange(count: 3)
!27 = !DIGlobalVariableExpression(var: !28, expr: !DIExpression())
!28 = distinct !DIGlobalVariable(scope: null, file: !2, line: 21, type: !29, isLocal: true, isDefinition: true)
!29 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 56, elements: !30)
!30 = !{!31}
!31 = !DISubrange(count: 7)
!32 = !DIGlobalVariableExpression(var: !33, expr: !DIExpression())
!33 = distinct !DIGlobalVariable(scope: null, file: !2, line: 21, type: !29, isLocal: true, isDefinition: true)
!34 = !DIGlobalVariableExpression(var: !35, expr: !DIExpression())
!35 = distinct !DIGlobalVariable(scope: null, file: !2, line: 22, type: !29, isLocal: true, isDefinition: true)
!36 = !DIGlobalVariableExpression(var: !37, expr: !DIExpression())
!37 = distinct !DIGlobalVariable(scope: null, file: !2, line: 23, type: !29, isLocal: true, isDefinition: true)
!38 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !39, globals: !53, splitDebugInlining: false, nameTableKind: None)
!39 = !{!40, !45, !46, !50}
!40 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint64_t", file: !41, line: 27, baseType: !42)
!41 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-uintn.h", directory: "", checksumkind: CSK_MD5, checksum: "2bf2ae53c58c01b1a1b9383b5195125c")
!42 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint64_t", file: !43, line: 45, baseType: !44)
!43 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!44 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!45 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!46 = !DIDerivedType(tag: DW_TAG_typedef, name: "int8_t", file: !47, line: 24, baseType: !48)
!47 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-intn.h", directory: "", checksumkind: CSK_MD5, checksum: "55bcbdc3159515ebd91d351a70d505f4")
!48 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int8_t", file: !43, line: 37, baseType: !49)
!49 = !DIBasicType(name: "signed char", size: 8, encoding: DW_ATE_signed_char)
!50 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint16_t", file: !41, line: 25, baseType: !51)
!51 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint16_t", file: !43, line: 40, baseType: !52)
!52 = !DIBasicType(name: "unsigned short", size: 16, encoding: DW_ATE_unsigned)
!53 = !{!0, !54, !7, !12, !17, !22, !27, !32, !34, !36}
!54 = !DIGlobalVariableExpression(var: !55, expr: !DIExpression())
!55 = distinct !DIGlobalVariable(scope: null, file: !2, line: 30, type: !56, isLocal: true, isDefinition: true)
!56 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 16, elements: !57)
!57 = !{!58}
!58 = !DISubrange(count: 2)
!59 = !{i32 7, !"Dwarf Version", i32 5}
!60 = !{i32 2, !"Debug Info Version", i32 3}
!61 = !{i32 1, !"wchar_size", i32 4}
!62 = !{i32 8, !"PIC Level", i32 2}
!63 = !{i32 7, !"PIE Level", i32 2}
!64 = !{i32 7, !"uwtable", i32 2}
!65 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!66 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!67 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 26, type: !68, scopeLine: 26, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !38, retainedNodes: !71)
!68 = !DISubroutineType(types: !69)
!69 = !{!70}
!70 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!71 = !{!72, !78, !80, !84, !87, !89, !93, !95}
!72 = !DILocalVariable(name: "v", scope: !67, file: !2, line: 27, type: !73)
!73 = !DICompositeType(tag: DW_TAG_array_type, baseType: !74, size: 448, elements: !30)
!74 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !75)
!75 = !DIDerivedType(tag: DW_TAG_typedef, name: "int64_t", file: !47, line: 27, baseType: !76)
!76 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int64_t", file: !43, line: 44, baseType: !77)
!77 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!78 = !DILocalVariable(name: "i", scope: !79, file: !2, line: 28, type: !70)
!79 = distinct !DILexicalBlock(scope: !67, file: !2, line: 28, column: 5)
!80 = !DILocalVariable(name: "j", scope: !81, file: !2, line: 29, type: !70)
!81 = distinct !DILexicalBlock(scope: !82, file: !2, line: 29, column: 9)
!82 = distinct !DILexicalBlock(scope: !83, file: !2, line: 28, column: 33)
!83 = distinct !DILexicalBlock(scope: !79, file: !2, line: 28, column: 5)
!84 = !DILocalVariable(name: "xs", scope: !67, file: !2, line: 32, type: !85)
!85 = !DICompositeType(tag: DW_TAG_array_type, baseType: !86, size: 224, elements: !30)
!86 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !70)
!87 = !DILocalVariable(name: "i", scope: !88, file: !2, line: 33, type: !70)
!88 = distinct !DILexicalBlock(scope: !67, file: !2, line: 33, column: 5)
!89 = !DILocalVariable(name: "arr", scope: !67, file: !2, line: 36, type: !90)
!90 = !DICompositeType(tag: DW_TAG_array_type, baseType: !70, size: 3200, elements: !91)
!91 = !{!92}
!92 = !DISubrange(count: 100)
!93 = !DILocalVariable(name: "i", scope: !94, file: !2, line: 36, type: !70)
!94 = distinct !DILexicalBlock(scope: !67, file: !2, line: 36, column: 19)
!95 = !DILocalVariable(name: "c", scope: !67, file: !2, line: 37, type: !70)
!96 = distinct !DIAssignID()
!97 = !DILocation(line: 0, scope: !67)
!98 = distinct !DIAssignID()
!99 = distinct !DIAssignID()
!100 = distinct !DIAssignID()
!101 = distinct !DIAssignID()
!102 = distinct !DIAssignID()
!103 = distinct !DIAssignID()
!104 = distinct !DIAssignID()
!105 = distinct !DIAssignID()
!106 = !DILocation(line: 27, column: 5, scope: !67)
!107 = !DILocation(line: 27, column: 22, scope: !67)
!108 = distinct !DIAssignID()
!109 = distinct !DIAssignID()
!110 = distinct !DIAssignID()
!111 = distinct !DIAssignID()
!112 = distinct !DIAssignID()
!113 = distinct !DIAssignID()
!114 = distinct !DIAssignID()
!115 = !DILocation(line: 0, scope: !79)
!116 = !DILocation(line: 28, column: 5, scope: !79)
!117 = !DILocation(line: 0, scope: !81)
!118 = !DILocation(line: 29, column: 70, scope: !119)
!119 = distinct !DILexicalBlock(scope: !81, file: !2, line: 29, column: 9)
!120 = !{!121, !121, i64 0}
!121 = !{!"long", !122, i64 0}
!122 = !{!"omnipotent char", !123, i64 0}
!123 = !{!"Simple C/C++ TBAA"}
!124 = !DILocation(line: 29, column: 76, scope: !119)
!125 = !DILocation(line: 29, column: 61, scope: !119)
!126 = !DILocation(line: 29, column: 102, scope: !119)
!127 = !DILocation(line: 29, column: 118, scope: !119)
!128 = !DILocation(line: 29, column: 83, scope: !119)
!129 = !DILocation(line: 29, column: 133, scope: !119)
!130 = !DILocation(line: 29, column: 139, scope: !119)
!131 = !DILocation(line: 29, column: 125, scope: !119)
!132 = !DILocation(line: 29, column: 37, scope: !119)
!133 = !DILocation(line: 30, column: 9, scope: !82)
!134 = !DILocation(line: 28, column: 29, scope: !83)
!135 = !DILocation(line: 28, column: 23, scope: !83)
!136 = distinct !{!136, !116, !137, !138}
!137 = !DILocation(line: 31, column: 5, scope: !79)
!138 = !{!"llvm.loop.mustprogress"}
!139 = !DILocation(line: 32, column: 5, scope: !67)
!140 = !DILocation(line: 32, column: 18, scope: !67)
!141 = distinct !DIAssignID()
!142 = distinct !DIAssignID()
!143 = distinct !DIAssignID()
!144 = distinct !DIAssignID()
!145 = distinct !DIAssignID()
!146 = distinct !DIAssignID()
!147 = distinct !DIAssignID()
!148 = !DILocation(line: 0, scope: !88)
!149 = !DILocation(line: 33, column: 58, scope: !150)
!150 = distinct !DILexicalBlock(scope: !88, file: !2, line: 33, column: 5)
!151 = !{!152, !152, i64 0}
!152 = !{!"int", !122, i64 0}
!153 = !DILocation(line: 33, column: 77, scope: !150)
!154 = !DILocation(line: 33, column: 94, scope: !150)
!155 = !DILocation(line: 33, column: 110, scope: !150)
!156 = !DILocation(line: 33, column: 101, scope: !150)
!157 = !DILocation(line: 33, column: 135, scope: !150)
!158 = !DILocation(line: 33, column: 125, scope: !150)
!159 = !DILocation(line: 33, column: 65, scope: !150)
!160 = !DILocation(line: 33, column: 33, scope: !150)
!161 = !DILocation(line: 34, column: 5, scope: !67)
!162 = !DILocation(line: 35, column: 61, scope: !67)
!163 = !DILocation(line: 35, column: 78, scope: !67)
!164 = !DILocation(line: 35, column: 95, scope: !67)
!165 = !DILocation(line: 35, column: 112, scope: !67)
!166 = !DILocation(line: 35, column: 129, scope: !67)
!167 = !DILocation(line: 35, column: 145, scope: !67)
!168 = !DILocation(line: 35, column: 161, scope: !67)
!169 = !DILocation(line: 35, column: 5, scope: !67)
!170 = !DILocation(line: 36, column: 5, scope: !67)
!171 = !DILocation(line: 0, scope: !94)
!172 = !DILocation(line: 36, column: 19, scope: !94)
!173 = !DILocation(line: 36, column: 45, scope: !174)
!174 = distinct !DILexicalBlock(scope: !94, file: !2, line: 36, column: 19)
!175 = !DILocation(line: 36, column: 67, scope: !174)
!176 = !DILocation(line: 36, column: 73, scope: !174)
!177 = !DILocation(line: 36, column: 49, scope: !174)
!178 = !DILocation(line: 36, column: 56, scope: !174)
!179 = distinct !{!179, !172, !180, !138, !181, !182}
!180 = !DILocation(line: 36, column: 75, scope: !94)
!181 = !{!"llvm.loop.isvectorized", i32 1}
!182 = !{!"llvm.loop.unroll.runtime.disable"}
!183 = !DILocation(line: 37, column: 13, scope: !67)
!184 = !DILocation(line: 37, column: 37, scope: !67)
!185 = !DILocation(line: 37, column: 46, scope: !67)
!186 = !DILocation(line: 37, column: 44, scope: !67)
!187 = !DILocation(line: 38, column: 5, scope: !67)
!188 = !DILocation(line: 39, column: 14, scope: !67)
!189 = !DILocation(line: 40, column: 1, scope: !67)
!190 = !DISubprogram(name: "printf", scope: !191, file: !191, line: 356, type: !192, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!191 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!192 = !DISubroutineType(types: !193)
!193 = !{!70, !194, null}
!194 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !195)
!195 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !196, size: 64)
!196 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!197 = distinct !DISubprogram(name: "cmp3_i64", scope: !2, file: !2, line: 9, type: !198, scopeLine: 9, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !38, retainedNodes: !200)
!198 = !DISubroutineType(types: !199)
!199 = !{!70, !75, !75}
!200 = !{!201, !202}
!201 = !DILocalVariable(name: "a", arg: 1, scope: !197, file: !2, line: 9, type: !75)
!202 = !DILocalVariable(name: "b", arg: 2, scope: !197, file: !2, line: 9, type: !75)
!203 = !DILocation(line: 0, scope: !197)
!204 = !DILocation(line: 9, column: 81, scope: !197)
!205 = !DILocation(line: 9, column: 91, scope: !197)
!206 = !DILocation(line: 9, column: 86, scope: !197)
!207 = !DILocation(line: 9, column: 71, scope: !197)
!208 = distinct !DISubprogram(name: "cmp3_u64", scope: !2, file: !2, line: 10, type: !209, scopeLine: 10, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !38, retainedNodes: !211)
!209 = !DISubroutineType(types: !210)
!210 = !{!70, !40, !40}
!211 = !{!212, !213}
!212 = !DILocalVariable(name: "a", arg: 1, scope: !208, file: !2, line: 10, type: !40)
!213 = !DILocalVariable(name: "b", arg: 2, scope: !208, file: !2, line: 10, type: !40)
!214 = !DILocation(line: 0, scope: !208)
!215 = !DILocation(line: 10, column: 83, scope: !208)
!216 = !DILocation(line: 10, column: 93, scope: !208)
!217 = !DILocation(line: 10, column: 88, scope: !208)
!218 = !DILocation(line: 10, column: 73, scope: !208)
!219 = distinct !DISubprogram(name: "branchy", scope: !2, file: !2, line: 19, type: !220, scopeLine: 19, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !38, retainedNodes: !222)
!220 = !DISubroutineType(types: !221)
!221 = !{!195, !75, !75}
!222 = !{!223, !224}
!223 = !DILocalVariable(name: "a", arg: 1, scope: !219, file: !2, line: 19, type: !75)
!224 = !DILocalVariable(name: "b", arg: 2, scope: !219, file: !2, line: 19, type: !75)
!225 = !DILocation(line: 0, scope: !219)
!226 = !DILocation(line: 20, column: 11, scope: !227)
!227 = distinct !DILexicalBlock(scope: !219, file: !2, line: 20, column: 9)
!228 = !DILocation(line: 20, column: 9, scope: !219)
!229 = !DILocation(line: 21, column: 11, scope: !230)
!230 = distinct !DILexicalBlock(scope: !219, file: !2, line: 21, column: 9)
!231 = !DILocation(line: 21, column: 9, scope: !219)
!232 = !DILocation(line: 21, column: 34, scope: !233)
!233 = distinct !DILexicalBlock(scope: !234, file: !2, line: 21, column: 22)
!234 = distinct !DILexicalBlock(scope: !230, file: !2, line: 21, column: 16)
!235 = !DILocation(line: 21, scope: !234)
!236 = !DILocation(line: 22, column: 21, scope: !237)
!237 = distinct !DILexicalBlock(scope: !219, file: !2, line: 22, column: 9)
!238 = !DILocation(line: 24, column: 1, scope: !219)
!239 = distinct !DISubprogram(name: "near_limits", scope: !2, file: !2, line: 11, type: !240, scopeLine: 11, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !38, retainedNodes: !242)
!240 = !DISubroutineType(types: !241)
!241 = !{!70, !70, !45, !46, !50}
!242 = !{!243, !244, !245, !246}
!243 = !DILocalVariable(name: "x", arg: 1, scope: !239, file: !2, line: 11, type: !70)
!244 = !DILocalVariable(name: "u", arg: 2, scope: !239, file: !2, line: 11, type: !45)
!245 = !DILocalVariable(name: "c", arg: 3, scope: !239, file: !2, line: 11, type: !46)
!246 = !DILocalVariable(name: "w", arg: 4, scope: !239, file: !2, line: 11, type: !50)
!247 = !DILocation(line: 0, scope: !239)
!248 = !DILocation(line: 12, column: 15, scope: !239)
!249 = !DILocation(line: 12, column: 35, scope: !239)
!250 = !DILocation(line: 12, column: 50, scope: !239)
!251 = !DILocation(line: 12, column: 30, scope: !239)
!252 = !DILocation(line: 12, column: 60, scope: !239)
!253 = !DILocation(line: 12, column: 76, scope: !239)
!254 = !DILocation(line: 12, column: 86, scope: !239)
!255 = !DILocation(line: 12, column: 91, scope: !239)
!256 = !DILocation(line: 12, column: 101, scope: !239)
!257 = !DILocation(line: 12, column: 109, scope: !239)
!258 = !DILocation(line: 12, column: 119, scope: !239)
!259 = !DILocation(line: 12, column: 126, scope: !239)
!260 = !DILocation(line: 13, column: 26, scope: !239)
!261 = !DILocation(line: 13, column: 36, scope: !239)
!262 = !DILocation(line: 13, column: 44, scope: !239)
!263 = !DILocation(line: 13, column: 60, scope: !239)
!264 = !DILocation(line: 13, column: 77, scope: !239)
!265 = !DILocation(line: 12, column: 55, scope: !239)
!266 = !DILocation(line: 12, column: 81, scope: !239)
!267 = !DILocation(line: 12, column: 96, scope: !239)
!268 = !DILocation(line: 12, column: 114, scope: !239)
!269 = !DILocation(line: 12, column: 131, scope: !239)
!270 = !DILocation(line: 13, column: 31, scope: !239)
!271 = !DILocation(line: 13, column: 49, scope: !239)
!272 = !DILocation(line: 13, column: 65, scope: !239)
!273 = !DILocation(line: 12, column: 5, scope: !239)
!274 = distinct !DISubprogram(name: "in_all", scope: !2, file: !2, line: 15, type: !275, scopeLine: 15, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !38, retainedNodes: !277)
!275 = !DISubroutineType(cc: DW_CC_nocall, types: !276)
!276 = !{!70, !70, !70, !70}
!277 = !{!278, !279, !280}
!278 = !DILocalVariable(name: "a", arg: 1, scope: !274, file: !2, line: 15, type: !70)
!279 = !DILocalVariable(name: "b", arg: 2, scope: !274, file: !2, line: 15, type: !70)
!280 = !DILocalVariable(name: "c", arg: 3, scope: !274, file: !2, line: 15, type: !70)
!281 = !DILocation(line: 0, scope: !274)
!282 = !DILocation(line: 15, column: 81, scope: !274)
!283 = !DILocation(line: 15, column: 68, scope: !274)
!284 = distinct !DISubprogram(name: "any_eq", scope: !2, file: !2, line: 16, type: !285, scopeLine: 16, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !38, retainedNodes: !287)
!285 = !DISubroutineType(cc: DW_CC_nocall, types: !286)
!286 = !{!70, !77, !77, !77}
!287 = !{!288, !289, !290}
!288 = !DILocalVariable(name: "a", arg: 1, scope: !284, file: !2, line: 16, type: !77)
!289 = !DILocalVariable(name: "b", arg: 2, scope: !284, file: !2, line: 16, type: !77)
!290 = !DILocalVariable(name: "c", arg: 3, scope: !284, file: !2, line: 16, type: !77)
!291 = !DILocation(line: 0, scope: !284)
!292 = !DILocation(line: 16, column: 95, scope: !284)
!293 = !DILocation(line: 16, column: 71, scope: !284)
!294 = distinct !DISubprogram(name: "bits_cmp", scope: !2, file: !2, line: 17, type: !295, scopeLine: 17, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !38, retainedNodes: !297)
!295 = !DISubroutineType(types: !296)
!296 = !{!70, !45, !45}
!297 = !{!298, !299}
!298 = !DILocalVariable(name: "a", arg: 1, scope: !294, file: !2, line: 17, type: !45)
!299 = !DILocalVariable(name: "b", arg: 2, scope: !294, file: !2, line: 17, type: !45)
!300 = !DILocation(line: 0, scope: !294)
!301 = !DILocation(line: 17, column: 84, scope: !294)
!302 = !DILocation(line: 17, column: 94, scope: !294)
!303 = !DILocation(line: 17, column: 89, scope: !294)
!304 = !DILocation(line: 17, column: 106, scope: !294)
!305 = !DILocation(line: 17, column: 101, scope: !294)
!306 = !DILocation(line: 17, column: 73, scope: !294)
!307 = distinct !DISubprogram(name: "count_less", scope: !2, file: !2, line: 18, type: !308, scopeLine: 18, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !38, retainedNodes: !312)
!308 = !DISubroutineType(cc: DW_CC_nocall, types: !309)
!309 = !{!70, !310, !70, !70}
!310 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !311, size: 64)
!311 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !70)
!312 = !{!313, !314, !315, !316, !317}
!313 = !DILocalVariable(name: "v", arg: 1, scope: !307, file: !2, line: 18, type: !310)
!314 = !DILocalVariable(name: "n", arg: 2, scope: !307, file: !2, line: 18, type: !70)
!315 = !DILocalVariable(name: "t", arg: 3, scope: !307, file: !2, line: 18, type: !70)
!316 = !DILocalVariable(name: "c", scope: !307, file: !2, line: 18, type: !70)
!317 = !DILocalVariable(name: "i", scope: !318, file: !2, line: 18, type: !70)
!318 = distinct !DILexicalBlock(scope: !307, file: !2, line: 18, column: 90)
!319 = !DILocation(line: 0, scope: !307)
!320 = !DILocation(line: 0, scope: !318)
!321 = !DILocation(line: 18, column: 123, scope: !322)
!322 = distinct !DILexicalBlock(scope: !318, file: !2, line: 18, column: 90)
!323 = !DILocation(line: 18, column: 90, scope: !318)
!324 = !DILocation(line: 18, column: 128, scope: !322)
!325 = !DILocation(line: 18, column: 120, scope: !322)
!326 = !DILocation(line: 18, column: 133, scope: !307)
