; ModuleID = 'programs/memset_memcmp_sizes.c'
source_filename = "programs/memset_memcmp_sizes.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@__const.main.fills = private unnamed_addr constant [6 x i32] [i32 0, i32 127, i32 128, i32 255, i32 -1, i32 261], align 16
@.str = private unnamed_addr constant [40 x i8] c"const memset: %02x %02x %02x %02x %02x\0A\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [14 x i8] c"memcmp signs:\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [4 x i8] c" %d\00", align 1, !dbg !12
@.str.3 = private unnamed_addr constant [21 x i8] c" equal=%d prefix=%d\0A\00", align 1, !dbg !17
@.str.5 = private unnamed_addr constant [27 x i8] c"memchr q@%td Z=%s nul@%td\0A\00", align 1, !dbg !22
@.str.7 = private unnamed_addr constant [5 x i8] c"null\00", align 1, !dbg !27
@.str.8 = private unnamed_addr constant [23 x i8] c"bzero zeros=%d bad=%d\0A\00", align 1, !dbg !32

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 !dbg !62 {
  %1 = alloca [300 x i8], align 16, !DIAssignID !108
    #dbg_assign(i1 undef, !67, !DIExpression(), !108, ptr %1, !DIExpression(), !109)
  %2 = alloca [40 x i8], align 16, !DIAssignID !110
    #dbg_assign(i1 undef, !90, !DIExpression(), !110, ptr %2, !DIExpression(), !109)
  %3 = alloca [40 x i8], align 16, !DIAssignID !111
    #dbg_assign(i1 undef, !92, !DIExpression(), !111, ptr %3, !DIExpression(), !109)
  %4 = alloca [40 x i32], align 16, !DIAssignID !112
    #dbg_assign(i1 undef, !93, !DIExpression(), !112, ptr %4, !DIExpression(), !109)
  call void @llvm.lifetime.start.p0(i64 300, ptr nonnull %1) #7, !dbg !113
    #dbg_value(i32 0, !71, !DIExpression(), !109)
    #dbg_value(i32 0, !75, !DIExpression(), !114)
  %5 = getelementptr inbounds i8, ptr %1, i64 1
  %6 = getelementptr inbounds i8, ptr %1, i64 2
  %7 = getelementptr inbounds i8, ptr %1, i64 3
  br label %8, !dbg !115

8:                                                ; preds = %0, %23
  %9 = phi i64 [ 0, %0 ], [ %24, %23 ]
  %10 = phi i32 [ 0, %0 ], [ %161, %23 ]
    #dbg_value(i32 %10, !71, !DIExpression(), !109)
    #dbg_value(i64 %9, !75, !DIExpression(), !114)
  %11 = getelementptr inbounds [6 x i32], ptr @__const.main.fills, i64 0, i64 %9
  %12 = load i32, ptr %11, align 4, !tbaa !116
  %13 = trunc i32 %12 to i8
  %14 = and i32 %12, 255
    #dbg_value(i64 0, !77, !DIExpression(), !120)
  br label %20, !dbg !121

15:                                               ; preds = %23
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %2) #7, !dbg !122
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %3) #7, !dbg !122
  store i8 -85, ptr %2, align 16, !dbg !123, !DIAssignID !124
    #dbg_assign(i1 undef, !90, !DIExpression(DW_OP_LLVM_fragment, 0, 8), !124, ptr %2, !DIExpression(), !109)
  %16 = getelementptr inbounds i8, ptr %2, i64 1, !dbg !125
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 1 dereferenceable(7) %16, i8 0, i64 7, i1 false), !dbg !126, !DIAssignID !127
    #dbg_assign(i8 0, !90, !DIExpression(DW_OP_LLVM_fragment, 8, 56), !127, ptr %16, !DIExpression(), !109)
  %17 = getelementptr inbounds i8, ptr %2, i64 8, !dbg !128
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %17, i8 90, i64 16, i1 false), !dbg !129, !DIAssignID !130
    #dbg_assign(i1 undef, !90, !DIExpression(DW_OP_LLVM_fragment, 64, 128), !130, ptr %17, !DIExpression(), !109)
  %18 = getelementptr inbounds i8, ptr %2, i64 24, !dbg !131
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %18, i8 -1, i64 16, i1 false), !dbg !132, !DIAssignID !133
    #dbg_assign(i1 undef, !90, !DIExpression(DW_OP_LLVM_fragment, 192, 128), !133, ptr %18, !DIExpression(), !109)
  %19 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 171, i32 noundef 0, i32 noundef 90, i32 noundef 90, i32 noundef 255), !dbg !134
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(40) %3, ptr noundef nonnull align 16 dereferenceable(40) %2, i64 40, i1 false), !dbg !135, !DIAssignID !136
    #dbg_assign(i1 undef, !92, !DIExpression(), !136, ptr %3, !DIExpression(), !109)
  call void @llvm.lifetime.start.p0(i64 160, ptr nonnull %4) #7, !dbg !137
    #dbg_value(i32 0, !95, !DIExpression(), !138)
  br label %331, !dbg !139

20:                                               ; preds = %8, %160
  %21 = phi i32 [ %10, %8 ], [ %161, %160 ]
  %22 = phi i64 [ 0, %8 ], [ %65, %160 ]
    #dbg_value(i64 %22, !77, !DIExpression(), !120)
    #dbg_value(i32 %21, !71, !DIExpression(), !109)
    #dbg_value(i64 0, !80, !DIExpression(), !140)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(300) %1, i8 17, i64 300, i1 false), !dbg !141, !DIAssignID !142
    #dbg_assign(i1 undef, !67, !DIExpression(), !142, ptr %1, !DIExpression(), !109)
  call void @llvm.memset.p0.i64(ptr nonnull align 16 %1, i8 %13, i64 %22, i1 false), !dbg !143
    #dbg_value(i64 0, !83, !DIExpression(), !144)
  br label %53, !dbg !145

23:                                               ; preds = %160
  %24 = add nuw nsw i64 %9, 1, !dbg !146
    #dbg_value(i32 %161, !71, !DIExpression(), !109)
    #dbg_value(i64 %24, !75, !DIExpression(), !114)
  %25 = icmp eq i64 %24, 6, !dbg !147
  br i1 %25, label %15, label %8, !dbg !115, !llvm.loop !148

26:                                               ; preds = %53
  %27 = or disjoint i64 %54, 1, !dbg !151
    #dbg_value(i32 %21, !71, !DIExpression(), !109)
    #dbg_value(i64 %27, !83, !DIExpression(), !144)
  %28 = icmp ult i64 %27, %22
  %29 = select i1 %28, i32 %14, i32 17, !dbg !152
    #dbg_value(i32 %29, !87, !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !153)
  %30 = getelementptr inbounds [300 x i8], ptr %1, i64 0, i64 %27, !dbg !154
  %31 = load i8, ptr %30, align 1, !dbg !154, !tbaa !156
  %32 = zext i8 %31 to i32, !dbg !154
  %33 = icmp eq i32 %29, %32, !dbg !157
    #dbg_value(i32 undef, !71, !DIExpression(), !109)
    #dbg_value(i64 %27, !83, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !144)
  br i1 %33, label %34, label %61

34:                                               ; preds = %26
  %35 = or disjoint i64 %54, 2, !dbg !151
    #dbg_value(i32 %21, !71, !DIExpression(), !109)
    #dbg_value(i64 %35, !83, !DIExpression(), !144)
  %36 = icmp ult i64 %35, %22
  %37 = select i1 %36, i32 %14, i32 17, !dbg !152
    #dbg_value(i32 %37, !87, !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !153)
  %38 = getelementptr inbounds [300 x i8], ptr %1, i64 0, i64 %35, !dbg !154
  %39 = load i8, ptr %38, align 2, !dbg !154, !tbaa !156
  %40 = zext i8 %39 to i32, !dbg !154
  %41 = icmp eq i32 %37, %40, !dbg !157
    #dbg_value(i32 undef, !71, !DIExpression(), !109)
    #dbg_value(i64 %35, !83, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !144)
  br i1 %41, label %42, label %61

42:                                               ; preds = %34
  %43 = or disjoint i64 %54, 3, !dbg !151
    #dbg_value(i32 %21, !71, !DIExpression(), !109)
    #dbg_value(i64 %43, !83, !DIExpression(), !144)
  %44 = icmp ult i64 %43, %22
  %45 = select i1 %44, i32 %14, i32 17, !dbg !152
    #dbg_value(i32 %45, !87, !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !153)
  %46 = getelementptr inbounds [300 x i8], ptr %1, i64 0, i64 %43, !dbg !154
  %47 = load i8, ptr %46, align 1, !dbg !154, !tbaa !156
  %48 = zext i8 %47 to i32, !dbg !154
  %49 = icmp eq i32 %45, %48, !dbg !157
    #dbg_value(i32 undef, !71, !DIExpression(), !109)
    #dbg_value(i64 %43, !83, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !144)
  br i1 %49, label %50, label %61

50:                                               ; preds = %42
  %51 = add nuw nsw i64 %54, 4, !dbg !151
    #dbg_value(i32 %21, !71, !DIExpression(), !109)
    #dbg_value(i64 poison, !83, !DIExpression(), !144)
  %52 = icmp eq i64 %51, 300, !dbg !158
  br i1 %52, label %63, label %53, !dbg !145, !llvm.loop !159

53:                                               ; preds = %50, %20
  %54 = phi i64 [ 0, %20 ], [ %51, %50 ]
    #dbg_value(i64 %54, !83, !DIExpression(), !144)
  %55 = icmp ult i64 %54, %22
  %56 = select i1 %55, i32 %14, i32 17, !dbg !152
    #dbg_value(i32 %56, !87, !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !153)
  %57 = getelementptr inbounds [300 x i8], ptr %1, i64 0, i64 %54, !dbg !154
  %58 = load i8, ptr %57, align 4, !dbg !154, !tbaa !156
  %59 = zext i8 %58 to i32, !dbg !154
  %60 = icmp eq i32 %56, %59, !dbg !157
    #dbg_value(i32 undef, !71, !DIExpression(), !109)
    #dbg_value(i64 %54, !83, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !144)
  br i1 %60, label %26, label %61

61:                                               ; preds = %42, %34, %26, %53
  %62 = add nsw i32 %21, 1
  br label %63, !dbg !161

63:                                               ; preds = %50, %61
  %64 = phi i32 [ %62, %61 ], [ %21, %50 ], !dbg !109
    #dbg_value(i32 %64, !71, !DIExpression(), !109)
    #dbg_value(i64 1, !80, !DIExpression(), !140)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(300) %1, i8 17, i64 300, i1 false), !dbg !141, !DIAssignID !142
    #dbg_assign(i1 undef, !67, !DIExpression(), !142, ptr %1, !DIExpression(), !109)
  call void @llvm.memset.p0.i64(ptr nonnull align 1 %5, i8 %13, i64 %22, i1 false), !dbg !143
    #dbg_value(i64 0, !83, !DIExpression(), !144)
  %65 = add nuw nsw i64 %22, 1
    #dbg_value(i32 17, !87, !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !153)
    #dbg_value(i64 poison, !83, !DIExpression(), !144)
  br label %66, !dbg !145

66:                                               ; preds = %102, %63
  %67 = phi i64 [ 1, %63 ], [ %103, %102 ]
    #dbg_value(i64 %67, !83, !DIExpression(), !144)
  %68 = icmp ugt i64 %67, %22
  %69 = select i1 %68, i32 17, i32 %14, !dbg !152
    #dbg_value(i32 %69, !87, !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !153)
  %70 = getelementptr inbounds [300 x i8], ptr %1, i64 0, i64 %67, !dbg !154
  %71 = load i8, ptr %70, align 1, !dbg !154, !tbaa !156
  %72 = zext i8 %71 to i32, !dbg !154
  %73 = icmp eq i32 %69, %72, !dbg !157
    #dbg_value(i32 undef, !71, !DIExpression(), !109)
    #dbg_value(i64 %67, !83, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !144)
  br i1 %73, label %76, label %74

74:                                               ; preds = %95, %84, %76, %66
  %75 = add nsw i32 %64, 1
  br label %104, !dbg !161

76:                                               ; preds = %66
  %77 = add nuw nsw i64 %67, 1, !dbg !151
    #dbg_value(i32 %64, !71, !DIExpression(), !109)
    #dbg_value(i64 %77, !83, !DIExpression(), !144)
  %78 = icmp ult i64 %67, %22
  %79 = select i1 %78, i32 %14, i32 17, !dbg !152
    #dbg_value(i32 %79, !87, !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !153)
  %80 = getelementptr inbounds [300 x i8], ptr %1, i64 0, i64 %77, !dbg !154
  %81 = load i8, ptr %80, align 1, !dbg !154, !tbaa !156
  %82 = zext i8 %81 to i32, !dbg !154
  %83 = icmp eq i32 %79, %82, !dbg !157
    #dbg_value(i32 undef, !71, !DIExpression(), !109)
    #dbg_value(i64 %77, !83, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !144)
  br i1 %83, label %84, label %74

84:                                               ; preds = %76
  %85 = add nuw nsw i64 %67, 2, !dbg !151
    #dbg_value(i32 %64, !71, !DIExpression(), !109)
    #dbg_value(i64 %85, !83, !DIExpression(), !144)
  %86 = icmp ugt i64 %85, %22
  %87 = select i1 %86, i32 17, i32 %14, !dbg !152
    #dbg_value(i32 %87, !87, !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !153)
  %88 = getelementptr inbounds [300 x i8], ptr %1, i64 0, i64 %85, !dbg !154
  %89 = load i8, ptr %88, align 1, !dbg !154, !tbaa !156
  %90 = zext i8 %89 to i32, !dbg !154
  %91 = icmp eq i32 %87, %90, !dbg !157
    #dbg_value(i32 undef, !71, !DIExpression(), !109)
    #dbg_value(i64 %85, !83, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !144)
  br i1 %91, label %92, label %74

92:                                               ; preds = %84
  %93 = add nuw nsw i64 %67, 3, !dbg !151
    #dbg_value(i32 %64, !71, !DIExpression(), !109)
    #dbg_value(i64 poison, !83, !DIExpression(), !144)
  %94 = icmp eq i64 %93, 300, !dbg !158
  br i1 %94, label %104, label %95, !dbg !145, !llvm.loop !162

95:                                               ; preds = %92
    #dbg_value(i64 %93, !83, !DIExpression(), !144)
  %96 = icmp ugt i64 %93, %22
  %97 = select i1 %96, i32 17, i32 %14, !dbg !152
    #dbg_value(i32 %97, !87, !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !153)
  %98 = getelementptr inbounds [300 x i8], ptr %1, i64 0, i64 %93, !dbg !154
  %99 = load i8, ptr %98, align 1, !dbg !154, !tbaa !156
  %100 = zext i8 %99 to i32, !dbg !154
  %101 = icmp eq i32 %97, %100, !dbg !157
    #dbg_value(i32 undef, !71, !DIExpression(), !109)
    #dbg_value(i64 %93, !83, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !144)
  br i1 %101, label %102, label %74

102:                                              ; preds = %95
  %103 = add nuw nsw i64 %67, 4, !dbg !151
    #dbg_value(i32 %64, !71, !DIExpression(), !109)
    #dbg_value(i64 poison, !83, !DIExpression(), !144)
  br label %66

104:                                              ; preds = %92, %74
  %105 = phi i32 [ %75, %74 ], [ %64, %92 ], !dbg !109
    #dbg_value(i32 %105, !71, !DIExpression(), !109)
    #dbg_value(i64 2, !80, !DIExpression(), !140)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(300) %1, i8 17, i64 300, i1 false), !dbg !141, !DIAssignID !142
    #dbg_assign(i1 undef, !67, !DIExpression(), !142, ptr %1, !DIExpression(), !109)
  call void @llvm.memset.p0.i64(ptr nonnull align 2 %6, i8 %13, i64 %22, i1 false), !dbg !143
    #dbg_value(i64 0, !83, !DIExpression(), !144)
  %106 = add nuw nsw i64 %22, 2
    #dbg_value(i32 17, !87, !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !153)
    #dbg_value(i64 poison, !83, !DIExpression(), !144)
  br label %107, !dbg !145

107:                                              ; preds = %125, %104
  %108 = phi i64 [ 2, %104 ], [ %126, %125 ]
    #dbg_value(i64 %108, !83, !DIExpression(), !144)
  %109 = icmp ult i64 %108, %106
  %110 = select i1 %109, i32 %14, i32 17, !dbg !152
    #dbg_value(i32 %110, !87, !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !153)
  %111 = getelementptr inbounds [300 x i8], ptr %1, i64 0, i64 %108, !dbg !154
  %112 = load i8, ptr %111, align 2, !dbg !154, !tbaa !156
  %113 = zext i8 %112 to i32, !dbg !154
  %114 = icmp eq i32 %110, %113, !dbg !157
    #dbg_value(i32 undef, !71, !DIExpression(), !109)
    #dbg_value(i64 %108, !83, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !144)
  br i1 %114, label %117, label %115

115:                                              ; preds = %117, %107
  %116 = add nsw i32 %105, 1
  br label %128, !dbg !161

117:                                              ; preds = %107
  %118 = or disjoint i64 %108, 1, !dbg !151
    #dbg_value(i32 %105, !71, !DIExpression(), !109)
    #dbg_value(i64 %118, !83, !DIExpression(), !144)
  %119 = icmp ult i64 %118, %106
  %120 = select i1 %119, i32 %14, i32 17, !dbg !152
    #dbg_value(i32 %120, !87, !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !153)
  %121 = getelementptr inbounds [300 x i8], ptr %1, i64 0, i64 %118, !dbg !154
  %122 = load i8, ptr %121, align 1, !dbg !154, !tbaa !156
  %123 = zext i8 %122 to i32, !dbg !154
  %124 = icmp eq i32 %120, %123, !dbg !157
    #dbg_value(i32 undef, !71, !DIExpression(), !109)
    #dbg_value(i64 %118, !83, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !144)
  br i1 %124, label %125, label %115

125:                                              ; preds = %117
  %126 = add nuw nsw i64 %108, 2, !dbg !151
    #dbg_value(i32 %105, !71, !DIExpression(), !109)
    #dbg_value(i64 poison, !83, !DIExpression(), !144)
  %127 = icmp eq i64 %126, 300, !dbg !158
  br i1 %127, label %128, label %107, !dbg !145, !llvm.loop !164

128:                                              ; preds = %125, %115
  %129 = phi i32 [ %116, %115 ], [ %105, %125 ], !dbg !109
    #dbg_value(i32 %129, !71, !DIExpression(), !109)
    #dbg_value(i64 3, !80, !DIExpression(), !140)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(300) %1, i8 17, i64 300, i1 false), !dbg !141, !DIAssignID !142
    #dbg_assign(i1 undef, !67, !DIExpression(), !142, ptr %1, !DIExpression(), !109)
  call void @llvm.memset.p0.i64(ptr nonnull align 1 %7, i8 %13, i64 %22, i1 false), !dbg !143
    #dbg_value(i64 0, !83, !DIExpression(), !144)
  %130 = add nuw nsw i64 %22, 3
    #dbg_value(i32 17, !87, !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !153)
    #dbg_value(i64 poison, !83, !DIExpression(), !144)
  br label %131, !dbg !145

131:                                              ; preds = %157, %128
  %132 = phi i64 [ 3, %128 ], [ %158, %157 ]
    #dbg_value(i64 %132, !83, !DIExpression(), !144)
  %133 = icmp ult i64 %132, %130
  %134 = select i1 %133, i32 %14, i32 17, !dbg !152
    #dbg_value(i32 %134, !87, !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !153)
  %135 = getelementptr inbounds [300 x i8], ptr %1, i64 0, i64 %132, !dbg !154
  %136 = load i8, ptr %135, align 1, !dbg !154, !tbaa !156
  %137 = zext i8 %136 to i32, !dbg !154
  %138 = icmp eq i32 %134, %137, !dbg !157
    #dbg_value(i32 undef, !71, !DIExpression(), !109)
    #dbg_value(i64 %132, !83, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !144)
  br i1 %138, label %141, label %139

139:                                              ; preds = %149, %141, %131
  %140 = add nsw i32 %129, 1
  br label %160, !dbg !161

141:                                              ; preds = %131
  %142 = add nuw nsw i64 %132, 1, !dbg !151
    #dbg_value(i32 %129, !71, !DIExpression(), !109)
    #dbg_value(i64 %142, !83, !DIExpression(), !144)
  %143 = icmp ult i64 %142, %130
  %144 = select i1 %143, i32 %14, i32 17, !dbg !152
    #dbg_value(i32 %144, !87, !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !153)
  %145 = getelementptr inbounds [300 x i8], ptr %1, i64 0, i64 %142, !dbg !154
  %146 = load i8, ptr %145, align 1, !dbg !154, !tbaa !156
  %147 = zext i8 %146 to i32, !dbg !154
  %148 = icmp eq i32 %144, %147, !dbg !157
    #dbg_value(i32 undef, !71, !DIExpression(), !109)
    #dbg_value(i64 %142, !83, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !144)
  br i1 %148, label %149, label %139

149:                                              ; preds = %141
  %150 = add nuw nsw i64 %132, 2, !dbg !151
    #dbg_value(i32 %129, !71, !DIExpression(), !109)
    #dbg_value(i64 %150, !83, !DIExpression(), !144)
  %151 = icmp ult i64 %150, %130
  %152 = select i1 %151, i32 %14, i32 17, !dbg !152
    #dbg_value(i32 %152, !87, !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !153)
  %153 = getelementptr inbounds [300 x i8], ptr %1, i64 0, i64 %150, !dbg !154
  %154 = load i8, ptr %153, align 1, !dbg !154, !tbaa !156
  %155 = zext i8 %154 to i32, !dbg !154
  %156 = icmp eq i32 %152, %155, !dbg !157
    #dbg_value(i32 undef, !71, !DIExpression(), !109)
    #dbg_value(i64 %150, !83, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !144)
  br i1 %156, label %157, label %139

157:                                              ; preds = %149
  %158 = add nuw nsw i64 %132, 3, !dbg !151
    #dbg_value(i32 %129, !71, !DIExpression(), !109)
    #dbg_value(i64 poison, !83, !DIExpression(), !144)
  %159 = icmp eq i64 %158, 300, !dbg !158
  br i1 %159, label %160, label %131, !dbg !145, !llvm.loop !166

160:                                              ; preds = %157, %139
  %161 = phi i32 [ %140, %139 ], [ %129, %157 ], !dbg !109
    #dbg_value(i32 %161, !71, !DIExpression(), !109)
    #dbg_value(i64 4, !80, !DIExpression(), !140)
    #dbg_value(i64 %65, !77, !DIExpression(), !120)
  %162 = icmp eq i64 %65, 257, !dbg !168
  br i1 %162, label %23, label %20, !dbg !121, !llvm.loop !169

163:                                              ; preds = %331
  %164 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1), !dbg !171
    #dbg_value(i64 0, !97, !DIExpression(), !172)
  %165 = load i32, ptr %4, align 16, !dbg !173, !tbaa !116
  %166 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %165), !dbg !175
    #dbg_value(i64 5, !97, !DIExpression(), !172)
  %167 = getelementptr inbounds i8, ptr %4, i64 20, !dbg !173
  %168 = load i32, ptr %167, align 4, !dbg !173, !tbaa !116
  %169 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %168), !dbg !175
    #dbg_value(i64 10, !97, !DIExpression(), !172)
  %170 = getelementptr inbounds i8, ptr %4, i64 40, !dbg !173
  %171 = load i32, ptr %170, align 8, !dbg !173, !tbaa !116
  %172 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %171), !dbg !175
    #dbg_value(i64 15, !97, !DIExpression(), !172)
  %173 = getelementptr inbounds i8, ptr %4, i64 60, !dbg !173
  %174 = load i32, ptr %173, align 4, !dbg !173, !tbaa !116
  %175 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %174), !dbg !175
    #dbg_value(i64 20, !97, !DIExpression(), !172)
  %176 = getelementptr inbounds i8, ptr %4, i64 80, !dbg !173
  %177 = load i32, ptr %176, align 16, !dbg !173, !tbaa !116
  %178 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %177), !dbg !175
    #dbg_value(i64 25, !97, !DIExpression(), !172)
  %179 = getelementptr inbounds i8, ptr %4, i64 100, !dbg !173
  %180 = load i32, ptr %179, align 4, !dbg !173, !tbaa !116
  %181 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %180), !dbg !175
    #dbg_value(i64 30, !97, !DIExpression(), !172)
  %182 = getelementptr inbounds i8, ptr %4, i64 120, !dbg !173
  %183 = load i32, ptr %182, align 8, !dbg !173, !tbaa !116
  %184 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %183), !dbg !175
    #dbg_value(i64 35, !97, !DIExpression(), !172)
  %185 = getelementptr inbounds i8, ptr %4, i64 140, !dbg !173
  %186 = load i32, ptr %185, align 4, !dbg !173, !tbaa !116
  %187 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %186), !dbg !175
    #dbg_value(i64 40, !97, !DIExpression(), !172)
  %188 = call i32 @memcmp(ptr noundef nonnull dereferenceable(40) %2, ptr noundef nonnull dereferenceable(40) %3, i64 noundef 40) #8, !dbg !176
    #dbg_value(i32 1, !177, !DIExpression(), !182)
  %189 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %188, i32 noundef 1), !dbg !184
    #dbg_value(ptr poison, !99, !DIExpression(), !109)
    #dbg_value(ptr poison, !102, !DIExpression(), !109)
    #dbg_value(ptr null, !103, !DIExpression(), !109)
    #dbg_value(ptr poison, !104, !DIExpression(), !109)
  %190 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i64 noundef 4, ptr noundef nonnull @.str.7, i64 noundef 43), !dbg !185
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(100) %1, i8 0, i64 100, i1 false), !dbg !186, !DIAssignID !187
    #dbg_assign(i8 0, !67, !DIExpression(DW_OP_LLVM_fragment, 0, 800), !187, ptr %1, !DIExpression(), !109)
    #dbg_value(i32 0, !105, !DIExpression(), !109)
    #dbg_value(i32 0, !106, !DIExpression(), !188)
  %191 = getelementptr inbounds i8, ptr %1, i64 4, !dbg !189
  %192 = load <4 x i8>, ptr %191, align 4, !dbg !189, !tbaa !156
  %193 = icmp eq <4 x i8> %192, zeroinitializer, !dbg !191
  %194 = zext <4 x i1> %193 to <4 x i32>, !dbg !191
  %195 = getelementptr inbounds i8, ptr %1, i64 12, !dbg !189
  %196 = load <4 x i8>, ptr %195, align 4, !dbg !189, !tbaa !156
  %197 = icmp eq <4 x i8> %196, zeroinitializer, !dbg !191
  %198 = zext <4 x i1> %197 to <4 x i32>, !dbg !191
  %199 = add nuw nsw <4 x i32> %194, %198, !dbg !192
  %200 = getelementptr inbounds i8, ptr %1, i64 20, !dbg !189
  %201 = load <4 x i8>, ptr %200, align 4, !dbg !189, !tbaa !156
  %202 = icmp eq <4 x i8> %201, zeroinitializer, !dbg !191
  %203 = zext <4 x i1> %202 to <4 x i32>, !dbg !191
  %204 = add nuw nsw <4 x i32> %199, %203, !dbg !192
  %205 = getelementptr inbounds i8, ptr %1, i64 28, !dbg !189
  %206 = load <4 x i8>, ptr %205, align 4, !dbg !189, !tbaa !156
  %207 = icmp eq <4 x i8> %206, zeroinitializer, !dbg !191
  %208 = zext <4 x i1> %207 to <4 x i32>, !dbg !191
  %209 = add nuw nsw <4 x i32> %204, %208, !dbg !192
  %210 = getelementptr inbounds i8, ptr %1, i64 36, !dbg !189
  %211 = load <4 x i8>, ptr %210, align 4, !dbg !189, !tbaa !156
  %212 = icmp eq <4 x i8> %211, zeroinitializer, !dbg !191
  %213 = zext <4 x i1> %212 to <4 x i32>, !dbg !191
  %214 = add nuw nsw <4 x i32> %209, %213, !dbg !192
  %215 = getelementptr inbounds i8, ptr %1, i64 44, !dbg !189
  %216 = load <4 x i8>, ptr %215, align 4, !dbg !189, !tbaa !156
  %217 = icmp eq <4 x i8> %216, zeroinitializer, !dbg !191
  %218 = zext <4 x i1> %217 to <4 x i32>, !dbg !191
  %219 = add nuw nsw <4 x i32> %214, %218, !dbg !192
  %220 = getelementptr inbounds i8, ptr %1, i64 52, !dbg !189
  %221 = load <4 x i8>, ptr %220, align 4, !dbg !189, !tbaa !156
  %222 = icmp eq <4 x i8> %221, zeroinitializer, !dbg !191
  %223 = zext <4 x i1> %222 to <4 x i32>, !dbg !191
  %224 = add nuw nsw <4 x i32> %219, %223, !dbg !192
  %225 = getelementptr inbounds i8, ptr %1, i64 60, !dbg !189
  %226 = load <4 x i8>, ptr %225, align 4, !dbg !189, !tbaa !156
  %227 = icmp eq <4 x i8> %226, zeroinitializer, !dbg !191
  %228 = zext <4 x i1> %227 to <4 x i32>, !dbg !191
  %229 = add <4 x i32> %224, %228, !dbg !192
  %230 = getelementptr inbounds i8, ptr %1, i64 68, !dbg !189
  %231 = load <4 x i8>, ptr %230, align 4, !dbg !189, !tbaa !156
  %232 = icmp eq <4 x i8> %231, zeroinitializer, !dbg !191
  %233 = zext <4 x i1> %232 to <4 x i32>, !dbg !191
  %234 = add <4 x i32> %229, %233, !dbg !192
  %235 = getelementptr inbounds i8, ptr %1, i64 76, !dbg !189
  %236 = load <4 x i8>, ptr %235, align 4, !dbg !189, !tbaa !156
  %237 = icmp eq <4 x i8> %236, zeroinitializer, !dbg !191
  %238 = zext <4 x i1> %237 to <4 x i32>, !dbg !191
  %239 = add <4 x i32> %234, %238, !dbg !192
  %240 = getelementptr inbounds i8, ptr %1, i64 84, !dbg !189
  %241 = load <4 x i8>, ptr %240, align 4, !dbg !189, !tbaa !156
  %242 = icmp eq <4 x i8> %241, zeroinitializer, !dbg !191
  %243 = zext <4 x i1> %242 to <4 x i32>, !dbg !191
  %244 = add <4 x i32> %239, %243, !dbg !192
  %245 = getelementptr inbounds i8, ptr %1, i64 92, !dbg !189
  %246 = load <4 x i8>, ptr %245, align 4, !dbg !189, !tbaa !156
  %247 = icmp eq <4 x i8> %246, zeroinitializer, !dbg !191
  %248 = zext <4 x i1> %247 to <4 x i32>, !dbg !191
  %249 = add <4 x i32> %244, %248, !dbg !192
  %250 = load <4 x i8>, ptr %1, align 16, !dbg !189, !tbaa !156
  %251 = icmp eq <4 x i8> %250, zeroinitializer, !dbg !191
  %252 = zext <4 x i1> %251 to <4 x i32>, !dbg !191
  %253 = getelementptr inbounds i8, ptr %1, i64 8, !dbg !189
  %254 = load <4 x i8>, ptr %253, align 8, !dbg !189, !tbaa !156
  %255 = icmp eq <4 x i8> %254, zeroinitializer, !dbg !191
  %256 = zext <4 x i1> %255 to <4 x i32>, !dbg !191
  %257 = add nuw nsw <4 x i32> %252, %256, !dbg !192
  %258 = getelementptr inbounds i8, ptr %1, i64 16, !dbg !189
  %259 = load <4 x i8>, ptr %258, align 16, !dbg !189, !tbaa !156
  %260 = icmp eq <4 x i8> %259, zeroinitializer, !dbg !191
  %261 = zext <4 x i1> %260 to <4 x i32>, !dbg !191
  %262 = add nuw nsw <4 x i32> %257, %261, !dbg !192
  %263 = getelementptr inbounds i8, ptr %1, i64 24, !dbg !189
  %264 = load <4 x i8>, ptr %263, align 8, !dbg !189, !tbaa !156
  %265 = icmp eq <4 x i8> %264, zeroinitializer, !dbg !191
  %266 = zext <4 x i1> %265 to <4 x i32>, !dbg !191
  %267 = add nuw nsw <4 x i32> %262, %266, !dbg !192
  %268 = getelementptr inbounds i8, ptr %1, i64 32, !dbg !189
  %269 = load <4 x i8>, ptr %268, align 16, !dbg !189, !tbaa !156
  %270 = icmp eq <4 x i8> %269, zeroinitializer, !dbg !191
  %271 = zext <4 x i1> %270 to <4 x i32>, !dbg !191
  %272 = add nuw nsw <4 x i32> %267, %271, !dbg !192
  %273 = getelementptr inbounds i8, ptr %1, i64 40, !dbg !189
  %274 = load <4 x i8>, ptr %273, align 8, !dbg !189, !tbaa !156
  %275 = icmp eq <4 x i8> %274, zeroinitializer, !dbg !191
  %276 = zext <4 x i1> %275 to <4 x i32>, !dbg !191
  %277 = add nuw nsw <4 x i32> %272, %276, !dbg !192
  %278 = getelementptr inbounds i8, ptr %1, i64 48, !dbg !189
  %279 = load <4 x i8>, ptr %278, align 16, !dbg !189, !tbaa !156
  %280 = icmp eq <4 x i8> %279, zeroinitializer, !dbg !191
  %281 = zext <4 x i1> %280 to <4 x i32>, !dbg !191
  %282 = add nuw nsw <4 x i32> %277, %281, !dbg !192
  %283 = getelementptr inbounds i8, ptr %1, i64 56, !dbg !189
  %284 = load <4 x i8>, ptr %283, align 8, !dbg !189, !tbaa !156
  %285 = icmp eq <4 x i8> %284, zeroinitializer, !dbg !191
  %286 = zext <4 x i1> %285 to <4 x i32>, !dbg !191
  %287 = add <4 x i32> %282, %286, !dbg !192
  %288 = getelementptr inbounds i8, ptr %1, i64 64, !dbg !189
  %289 = load <4 x i8>, ptr %288, align 16, !dbg !189, !tbaa !156
  %290 = icmp eq <4 x i8> %289, zeroinitializer, !dbg !191
  %291 = zext <4 x i1> %290 to <4 x i32>, !dbg !191
  %292 = add <4 x i32> %287, %291, !dbg !192
  %293 = getelementptr inbounds i8, ptr %1, i64 72, !dbg !189
  %294 = load <4 x i8>, ptr %293, align 8, !dbg !189, !tbaa !156
  %295 = icmp eq <4 x i8> %294, zeroinitializer, !dbg !191
  %296 = zext <4 x i1> %295 to <4 x i32>, !dbg !191
  %297 = add <4 x i32> %292, %296, !dbg !192
  %298 = getelementptr inbounds i8, ptr %1, i64 80, !dbg !189
  %299 = load <4 x i8>, ptr %298, align 16, !dbg !189, !tbaa !156
  %300 = icmp eq <4 x i8> %299, zeroinitializer, !dbg !191
  %301 = zext <4 x i1> %300 to <4 x i32>, !dbg !191
  %302 = add <4 x i32> %297, %301, !dbg !192
  %303 = getelementptr inbounds i8, ptr %1, i64 88, !dbg !189
  %304 = load <4 x i8>, ptr %303, align 8, !dbg !189, !tbaa !156
  %305 = icmp eq <4 x i8> %304, zeroinitializer, !dbg !191
  %306 = zext <4 x i1> %305 to <4 x i32>, !dbg !191
  %307 = add <4 x i32> %302, %306, !dbg !192
  %308 = add <4 x i32> %249, %307, !dbg !193
  %309 = tail call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %308), !dbg !193
    #dbg_value(i64 96, !106, !DIExpression(), !188)
    #dbg_value(i32 %309, !105, !DIExpression(), !109)
  %310 = getelementptr inbounds i8, ptr %1, i64 96, !dbg !189
  %311 = load i8, ptr %310, align 16, !dbg !189, !tbaa !156
  %312 = icmp eq i8 %311, 0, !dbg !191
  %313 = zext i1 %312 to i32, !dbg !191
  %314 = add nuw nsw i32 %309, %313, !dbg !192
    #dbg_value(i32 %314, !105, !DIExpression(), !109)
    #dbg_value(i64 97, !106, !DIExpression(), !188)
  %315 = getelementptr inbounds i8, ptr %1, i64 97, !dbg !189
  %316 = load i8, ptr %315, align 1, !dbg !189, !tbaa !156
  %317 = icmp eq i8 %316, 0, !dbg !191
  %318 = zext i1 %317 to i32, !dbg !191
  %319 = add nuw nsw i32 %314, %318, !dbg !192
    #dbg_value(i32 %319, !105, !DIExpression(), !109)
    #dbg_value(i64 98, !106, !DIExpression(), !188)
  %320 = getelementptr inbounds i8, ptr %1, i64 98, !dbg !189
  %321 = load i8, ptr %320, align 2, !dbg !189, !tbaa !156
  %322 = icmp eq i8 %321, 0, !dbg !191
  %323 = zext i1 %322 to i32, !dbg !191
  %324 = add nuw nsw i32 %319, %323, !dbg !192
    #dbg_value(i32 %324, !105, !DIExpression(), !109)
    #dbg_value(i64 99, !106, !DIExpression(), !188)
  %325 = getelementptr inbounds i8, ptr %1, i64 99, !dbg !189
  %326 = load i8, ptr %325, align 1, !dbg !189, !tbaa !156
  %327 = icmp eq i8 %326, 0, !dbg !191
  %328 = zext i1 %327 to i32, !dbg !191
  %329 = add nuw nsw i32 %324, %328, !dbg !192
    #dbg_value(i32 %329, !105, !DIExpression(), !109)
    #dbg_value(i64 100, !106, !DIExpression(), !188)
  %330 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef %329, i32 noundef %161), !dbg !194
  call void @llvm.lifetime.end.p0(i64 160, ptr nonnull %4) #7, !dbg !195
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %3) #7, !dbg !195
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %2) #7, !dbg !195
  call void @llvm.lifetime.end.p0(i64 300, ptr nonnull %1) #7, !dbg !195
  ret i32 %161, !dbg !195

331:                                              ; preds = %15, %331
  %332 = phi i64 [ 0, %15 ], [ %342, %331 ]
    #dbg_value(i64 %332, !95, !DIExpression(), !138)
  %333 = getelementptr inbounds [40 x i8], ptr %3, i64 0, i64 %332, !dbg !196
  %334 = load i8, ptr %333, align 1, !dbg !199, !tbaa !156
  %335 = xor i8 %334, -128, !dbg !199
  store i8 %335, ptr %333, align 1, !dbg !199, !tbaa !156
  %336 = call i32 @memcmp(ptr noundef nonnull dereferenceable(40) %2, ptr noundef nonnull dereferenceable(40) %3, i64 noundef 40) #8, !dbg !200
    #dbg_value(i32 %336, !177, !DIExpression(), !201)
  %337 = ashr i32 %336, 31, !dbg !203
  %338 = icmp ne i32 %336, 0, !dbg !204
  %339 = zext i1 %338 to i32, !dbg !204
  %340 = or i32 %337, %339, !dbg !204
  %341 = getelementptr inbounds [40 x i32], ptr %4, i64 0, i64 %332, !dbg !205
  store i32 %340, ptr %341, align 4, !dbg !206, !tbaa !116
  store i8 %334, ptr %333, align 1, !dbg !207, !tbaa !156
  %342 = add nuw nsw i64 %332, 1, !dbg !208
    #dbg_value(i64 %342, !95, !DIExpression(), !138)
  %343 = icmp eq i64 %342, 40, !dbg !209
  br i1 %343, label %163, label %331, !dbg !139, !llvm.loop !210
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare !dbg !212 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #4

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read)
declare !dbg !217 i32 @memcmp(ptr nocapture noundef, ptr nocapture noundef, i64 noundef) local_unnamed_addr #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.add.v4i32(<4 x i32>) #6

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #4 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nofree nounwind willreturn memory(argmem: read) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { nounwind }
attributes #8 = { nounwind willreturn memory(read) }

!llvm.dbg.cu = !{!37}
!llvm.module.flags = !{!54, !55, !56, !57, !58, !59, !60}
!llvm.ident = !{!61}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 27, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "programs/memset_memcmp_sizes.c", directory: ".", checksumkind: CSK_MD5, checksum: "a1980f6e5bdf93fb21dd12d9c3694078")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 320, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 40)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 31, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 112, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 14)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 32, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 32, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 4)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(scope: null, file: !2, line: 33, type: !19, isLocal: true, isDefinition: true)
!19 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 168, elements: !20)
!20 = !{!21}
!21 = !DISubrange(count: 21)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(scope: null, file: !2, line: 36, type: !24, isLocal: true, isDefinition: true)
!24 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 216, elements: !25)
!25 = !{!26}
!26 = !DISubrange(count: 27)
!27 = !DIGlobalVariableExpression(var: !28, expr: !DIExpression())
!28 = distinct !DIGlobalVariable(scope: null, file: !2, line: 36, type: !29, isLocal: true, isDefinition: true)
!29 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 40, elements: !30)
!30 = !{!31}
!31 = !DISubrange(count: 5)
!32 = !DIGlobalVariableExpression(var: !33, expr: !DIExpression())
!33 = distinct !DIGlobalVariable(scope: null, file: !2, line: 39, type: !34, isLocal: true, isDefinition: true)
!34 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 184, elements: !35)
!35 = !{!36}
!36 = !DISubrange(count: 23)
!37 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !38, globals: !43, splitDebugInlining: false, nameTableKind: None)
!38 = !{!39, !42}
!39 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !40, line: 18, baseType: !41)
!40 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stddef_size_t.h", directory: "", checksumkind: CSK_MD5, checksum: "2c44e821a2b1951cde2eb0fb2e656867")
!41 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!42 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!43 = !{!0, !7, !12, !17, !44, !22, !49, !27, !32}
!44 = !DIGlobalVariableExpression(var: !45, expr: !DIExpression())
!45 = distinct !DIGlobalVariable(scope: null, file: !2, line: 34, type: !46, isLocal: true, isDefinition: true)
!46 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 352, elements: !47)
!47 = !{!48}
!48 = !DISubrange(count: 44)
!49 = !DIGlobalVariableExpression(var: !50, expr: !DIExpression())
!50 = distinct !DIGlobalVariable(scope: null, file: !2, line: 36, type: !51, isLocal: true, isDefinition: true)
!51 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 48, elements: !52)
!52 = !{!53}
!53 = !DISubrange(count: 6)
!54 = !{i32 7, !"Dwarf Version", i32 5}
!55 = !{i32 2, !"Debug Info Version", i32 3}
!56 = !{i32 1, !"wchar_size", i32 4}
!57 = !{i32 8, !"PIC Level", i32 2}
!58 = !{i32 7, !"PIE Level", i32 2}
!59 = !{i32 7, !"uwtable", i32 2}
!60 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!61 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!62 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 11, type: !63, scopeLine: 11, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !37, retainedNodes: !66)
!63 = !DISubroutineType(types: !64)
!64 = !{!65}
!65 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!66 = !{!67, !71, !72, !75, !77, !80, !83, !87, !90, !92, !93, !95, !97, !99, !102, !103, !104, !105, !106}
!67 = !DILocalVariable(name: "buf", scope: !62, file: !2, line: 12, type: !68)
!68 = !DICompositeType(tag: DW_TAG_array_type, baseType: !42, size: 2400, elements: !69)
!69 = !{!70}
!70 = !DISubrange(count: 300)
!71 = !DILocalVariable(name: "bad", scope: !62, file: !2, line: 13, type: !65)
!72 = !DILocalVariable(name: "fills", scope: !62, file: !2, line: 14, type: !73)
!73 = !DICompositeType(tag: DW_TAG_array_type, baseType: !74, size: 192, elements: !52)
!74 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !65)
!75 = !DILocalVariable(name: "f", scope: !76, file: !2, line: 15, type: !65)
!76 = distinct !DILexicalBlock(scope: !62, file: !2, line: 15, column: 5)
!77 = !DILocalVariable(name: "n", scope: !78, file: !2, line: 16, type: !39)
!78 = distinct !DILexicalBlock(scope: !79, file: !2, line: 16, column: 9)
!79 = distinct !DILexicalBlock(scope: !76, file: !2, line: 15, column: 5)
!80 = !DILocalVariable(name: "a", scope: !81, file: !2, line: 17, type: !65)
!81 = distinct !DILexicalBlock(scope: !82, file: !2, line: 17, column: 13)
!82 = distinct !DILexicalBlock(scope: !78, file: !2, line: 16, column: 9)
!83 = !DILocalVariable(name: "i", scope: !84, file: !2, line: 20, type: !39)
!84 = distinct !DILexicalBlock(scope: !85, file: !2, line: 20, column: 17)
!85 = distinct !DILexicalBlock(scope: !86, file: !2, line: 17, column: 41)
!86 = distinct !DILexicalBlock(scope: !81, file: !2, line: 17, column: 13)
!87 = !DILocalVariable(name: "want", scope: !88, file: !2, line: 21, type: !42)
!88 = distinct !DILexicalBlock(scope: !89, file: !2, line: 20, column: 57)
!89 = distinct !DILexicalBlock(scope: !84, file: !2, line: 20, column: 17)
!90 = !DILocalVariable(name: "c1", scope: !62, file: !2, line: 25, type: !91)
!91 = !DICompositeType(tag: DW_TAG_array_type, baseType: !42, size: 320, elements: !5)
!92 = !DILocalVariable(name: "c2", scope: !62, file: !2, line: 25, type: !91)
!93 = !DILocalVariable(name: "signs", scope: !62, file: !2, line: 29, type: !94)
!94 = !DICompositeType(tag: DW_TAG_array_type, baseType: !65, size: 1280, elements: !5)
!95 = !DILocalVariable(name: "i", scope: !96, file: !2, line: 30, type: !65)
!96 = distinct !DILexicalBlock(scope: !62, file: !2, line: 30, column: 5)
!97 = !DILocalVariable(name: "i", scope: !98, file: !2, line: 32, type: !65)
!98 = distinct !DILexicalBlock(scope: !62, file: !2, line: 32, column: 5)
!99 = !DILocalVariable(name: "hay", scope: !62, file: !2, line: 34, type: !100)
!100 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !101, size: 64)
!101 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!102 = !DILocalVariable(name: "q", scope: !62, file: !2, line: 35, type: !100)
!103 = !DILocalVariable(name: "z", scope: !62, file: !2, line: 35, type: !100)
!104 = !DILocalVariable(name: "nul", scope: !62, file: !2, line: 35, type: !100)
!105 = !DILocalVariable(name: "zeros", scope: !62, file: !2, line: 38, type: !65)
!106 = !DILocalVariable(name: "i", scope: !107, file: !2, line: 38, type: !65)
!107 = distinct !DILexicalBlock(scope: !62, file: !2, line: 38, column: 20)
!108 = distinct !DIAssignID()
!109 = !DILocation(line: 0, scope: !62)
!110 = distinct !DIAssignID()
!111 = distinct !DIAssignID()
!112 = distinct !DIAssignID()
!113 = !DILocation(line: 12, column: 5, scope: !62)
!114 = !DILocation(line: 0, scope: !76)
!115 = !DILocation(line: 15, column: 5, scope: !76)
!116 = !{!117, !117, i64 0}
!117 = !{!"int", !118, i64 0}
!118 = !{!"omnipotent char", !119, i64 0}
!119 = !{!"Simple C/C++ TBAA"}
!120 = !DILocation(line: 0, scope: !78)
!121 = !DILocation(line: 16, column: 9, scope: !78)
!122 = !DILocation(line: 25, column: 5, scope: !62)
!123 = !DILocation(line: 26, column: 5, scope: !62)
!124 = distinct !DIAssignID()
!125 = !DILocation(line: 26, column: 56, scope: !62)
!126 = !DILocation(line: 26, column: 36, scope: !62)
!127 = distinct !DIAssignID()
!128 = !DILocation(line: 26, column: 88, scope: !62)
!129 = !DILocation(line: 26, column: 68, scope: !62)
!130 = distinct !DIAssignID()
!131 = !DILocation(line: 26, column: 124, scope: !62)
!132 = !DILocation(line: 26, column: 104, scope: !62)
!133 = distinct !DIAssignID()
!134 = !DILocation(line: 27, column: 5, scope: !62)
!135 = !DILocation(line: 28, column: 5, scope: !62)
!136 = distinct !DIAssignID()
!137 = !DILocation(line: 29, column: 5, scope: !62)
!138 = !DILocation(line: 0, scope: !96)
!139 = !DILocation(line: 30, column: 5, scope: !96)
!140 = !DILocation(line: 0, scope: !81)
!141 = !DILocation(line: 18, column: 17, scope: !85)
!142 = distinct !DIAssignID()
!143 = !DILocation(line: 19, column: 17, scope: !85)
!144 = !DILocation(line: 0, scope: !84)
!145 = !DILocation(line: 20, column: 17, scope: !84)
!146 = !DILocation(line: 15, column: 29, scope: !79)
!147 = !DILocation(line: 15, column: 23, scope: !79)
!148 = distinct !{!148, !115, !149, !150}
!149 = !DILocation(line: 24, column: 13, scope: !76)
!150 = !{!"llvm.loop.mustprogress"}
!151 = !DILocation(line: 20, column: 53, scope: !89)
!152 = !DILocation(line: 21, column: 58, scope: !88)
!153 = !DILocation(line: 0, scope: !88)
!154 = !DILocation(line: 22, column: 25, scope: !155)
!155 = distinct !DILexicalBlock(scope: !88, file: !2, line: 22, column: 25)
!156 = !{!118, !118, i64 0}
!157 = !DILocation(line: 22, column: 32, scope: !155)
!158 = !DILocation(line: 20, column: 38, scope: !89)
!159 = distinct !{!159, !145, !160, !150}
!160 = !DILocation(line: 23, column: 17, scope: !84)
!161 = !DILocation(line: 17, column: 37, scope: !86)
!162 = distinct !{!162, !145, !160, !150, !163}
!163 = !{!"llvm.loop.peeled.count", i32 1}
!164 = distinct !{!164, !145, !160, !150, !165}
!165 = !{!"llvm.loop.peeled.count", i32 2}
!166 = distinct !{!166, !145, !160, !150, !167}
!167 = !{!"llvm.loop.peeled.count", i32 3}
!168 = !DILocation(line: 16, column: 30, scope: !82)
!169 = distinct !{!169, !121, !170, !150}
!170 = !DILocation(line: 24, column: 13, scope: !78)
!171 = !DILocation(line: 31, column: 5, scope: !62)
!172 = !DILocation(line: 0, scope: !98)
!173 = !DILocation(line: 32, column: 51, scope: !174)
!174 = distinct !DILexicalBlock(scope: !98, file: !2, line: 32, column: 5)
!175 = !DILocation(line: 32, column: 37, scope: !174)
!176 = !DILocation(line: 33, column: 37, scope: !62)
!177 = !DILocalVariable(name: "v", arg: 1, scope: !178, file: !2, line: 9, type: !65)
!178 = distinct !DISubprogram(name: "sgn", scope: !2, file: !2, line: 9, type: !179, scopeLine: 9, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !37, retainedNodes: !181)
!179 = !DISubroutineType(types: !180)
!180 = !{!65, !65}
!181 = !{!177}
!182 = !DILocation(line: 0, scope: !178, inlinedAt: !183)
!183 = distinct !DILocation(line: 33, column: 57, scope: !62)
!184 = !DILocation(line: 33, column: 5, scope: !62)
!185 = !DILocation(line: 36, column: 5, scope: !62)
!186 = !DILocation(line: 37, column: 5, scope: !62)
!187 = distinct !DIAssignID()
!188 = !DILocation(line: 0, scope: !107)
!189 = !DILocation(line: 38, column: 59, scope: !190)
!190 = distinct !DILexicalBlock(scope: !107, file: !2, line: 38, column: 20)
!191 = !DILocation(line: 38, column: 66, scope: !190)
!192 = !DILocation(line: 38, column: 56, scope: !190)
!193 = !DILocation(line: 38, column: 20, scope: !107)
!194 = !DILocation(line: 39, column: 5, scope: !62)
!195 = !DILocation(line: 41, column: 1, scope: !62)
!196 = !DILocation(line: 30, column: 36, scope: !197)
!197 = distinct !DILexicalBlock(scope: !198, file: !2, line: 30, column: 34)
!198 = distinct !DILexicalBlock(scope: !96, file: !2, line: 30, column: 5)
!199 = !DILocation(line: 30, column: 42, scope: !197)
!200 = !DILocation(line: 30, column: 66, scope: !197)
!201 = !DILocation(line: 0, scope: !178, inlinedAt: !202)
!202 = distinct !DILocation(line: 30, column: 62, scope: !197)
!203 = !DILocation(line: 9, column: 45, scope: !178, inlinedAt: !202)
!204 = !DILocation(line: 9, column: 40, scope: !178, inlinedAt: !202)
!205 = !DILocation(line: 30, column: 51, scope: !197)
!206 = !DILocation(line: 30, column: 60, scope: !197)
!207 = !DILocation(line: 30, column: 100, scope: !197)
!208 = !DILocation(line: 30, column: 30, scope: !198)
!209 = !DILocation(line: 30, column: 23, scope: !198)
!210 = distinct !{!210, !139, !211, !150}
!211 = !DILocation(line: 30, column: 109, scope: !96)
!212 = !DISubprogram(name: "printf", scope: !213, file: !213, line: 356, type: !214, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!213 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!214 = !DISubroutineType(types: !215)
!215 = !{!65, !216, null}
!216 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !100)
!217 = !DISubprogram(name: "memcmp", scope: !218, file: !218, line: 64, type: !219, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!218 = !DIFile(filename: "/usr/include/string.h", directory: "", checksumkind: CSK_MD5, checksum: "0ee11a08692643b86154f96759d0f7fa")
!219 = !DISubroutineType(types: !220)
!220 = !{!65, !221, !221, !39}
!221 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !222, size: 64)
!222 = !DIDerivedType(tag: DW_TAG_const_type, baseType: null)
