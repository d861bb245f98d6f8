; ModuleID = 'programs/goto_loops.c'
source_filename = "programs/goto_loops.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@__const.main.a = private unnamed_addr constant [7 x i32] [i32 8, i32 3, i32 11, i32 7, i32 2, i32 15, i32 4], align 16
@.str = private unnamed_addr constant [21 x i8] c"pair %d+%d at %d,%d\0A\00", align 1, !dbg !0
@.str.2 = private unnamed_addr constant [16 x i8] c"cleanup(%d)=%d\0A\00", align 1, !dbg !7
@.str.3 = private unnamed_addr constant [18 x i8] c"goto loop sum=%d\0A\00", align 1, !dbg !12
@__const.main.sum_prog = private unnamed_addr constant [7 x i8] c"\00\00\002\03\07\06", align 1
@.str.4 = private unnamed_addr constant [9 x i8] c"vm1=%ld\0A\00", align 1, !dbg !17
@__const.main.count_prog = private unnamed_addr constant [10 x i8] c"\00\05\05\03\04\02\00*\01\06", align 1
@.str.5 = private unnamed_addr constant [9 x i8] c"vm2=%ld\0A\00", align 1, !dbg !22
@__const.main.arith_prog = private unnamed_addr constant [11 x i8] c"\00\06\00\07\02\03\01\00\02\02\06", align 1
@.str.6 = private unnamed_addr constant [9 x i8] c"vm3=%ld\0A\00", align 1, !dbg !24
@.str.7 = private unnamed_addr constant [23 x i8] c"do-while w=%d iter=%d\0A\00", align 1, !dbg !26
@.str.8 = private unnamed_addr constant [8 x i8] c"brk=%d\0A\00", align 1, !dbg !31
@computed_goto_vm.table = internal unnamed_addr constant [8 x ptr] [ptr blockaddress(@computed_goto_vm, %14), ptr blockaddress(@computed_goto_vm, %26), ptr blockaddress(@computed_goto_vm, %31), ptr blockaddress(@computed_goto_vm, %36), ptr blockaddress(@computed_goto_vm, %42), ptr blockaddress(@computed_goto_vm, %53), ptr blockaddress(@computed_goto_vm, %61), ptr blockaddress(@computed_goto_vm, %58)], align 16, !dbg !36
@str = private unnamed_addr constant [16 x i8] c"no pair for 100\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local noundef range(i32 -255, 256) i32 @main() local_unnamed_addr #0 !dbg !83 {
    #dbg_assign(i1 undef, !87, !DIExpression(), !119, ptr @__const.main.a, !DIExpression(), !120)
  %1 = alloca i32, align 4, !DIAssignID !121
    #dbg_assign(i1 undef, !91, !DIExpression(), !121, ptr %1, !DIExpression(), !120)
  %2 = alloca i32, align 4, !DIAssignID !122
    #dbg_assign(i1 undef, !92, !DIExpression(), !122, ptr %2, !DIExpression(), !120)
    #dbg_assign(i1 undef, !99, !DIExpression(), !123, ptr @__const.main.sum_prog, !DIExpression(), !120)
    #dbg_assign(i1 undef, !101, !DIExpression(), !124, ptr @__const.main.count_prog, !DIExpression(), !120)
    #dbg_assign(i1 undef, !105, !DIExpression(), !125, ptr @__const.main.arith_prog, !DIExpression(), !120)
    #dbg_assign(i1 undef, !87, !DIExpression(), !126, ptr @__const.main.a, !DIExpression(), !120)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %1) #6, !dbg !127
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %2) #6, !dbg !127
  %3 = call fastcc i32 @find_pair(ptr noundef nonnull @__const.main.a, i32 noundef 19, ptr noundef nonnull %1, ptr noundef nonnull %2), !dbg !128
  %4 = icmp eq i32 %3, 0, !dbg !128
  br i1 %4, label %15, label %5, !dbg !130

5:                                                ; preds = %0
  %6 = load i32, ptr %1, align 4, !dbg !131, !tbaa !132
  %7 = sext i32 %6 to i64, !dbg !136
  %8 = getelementptr inbounds [7 x i32], ptr @__const.main.a, i64 0, i64 %7, !dbg !136
  %9 = load i32, ptr %8, align 4, !dbg !136, !tbaa !132
  %10 = load i32, ptr %2, align 4, !dbg !137, !tbaa !132
  %11 = sext i32 %10 to i64, !dbg !138
  %12 = getelementptr inbounds [7 x i32], ptr @__const.main.a, i64 0, i64 %11, !dbg !138
  %13 = load i32, ptr %12, align 4, !dbg !138, !tbaa !132
  %14 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %9, i32 noundef %13, i32 noundef %6, i32 noundef %10), !dbg !139
  br label %15, !dbg !139

15:                                               ; preds = %5, %0
  %16 = call fastcc i32 @find_pair(ptr noundef nonnull @__const.main.a, i32 noundef 100, ptr noundef nonnull %1, ptr noundef nonnull %2), !dbg !140
  %17 = icmp eq i32 %16, 0, !dbg !140
  br i1 %17, label %18, label %20, !dbg !142

18:                                               ; preds = %15
  %19 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str), !dbg !143
  br label %20, !dbg !143

20:                                               ; preds = %18, %15
    #dbg_value(i32 0, !93, !DIExpression(), !144)
    #dbg_value(i32 0, !93, !DIExpression(), !144)
  %21 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 0, i32 noundef -1), !dbg !145
    #dbg_value(i32 1, !93, !DIExpression(), !144)
  %22 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 1, i32 noundef 0), !dbg !145
    #dbg_value(i32 2, !93, !DIExpression(), !144)
  %23 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 2, i32 noundef 1), !dbg !145
    #dbg_value(i32 3, !93, !DIExpression(), !144)
  %24 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 3, i32 noundef 2), !dbg !145
    #dbg_value(i32 4, !93, !DIExpression(), !144)
  %25 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 4, i32 noundef 104), !dbg !145
    #dbg_value(i32 5, !93, !DIExpression(), !144)
    #dbg_value(i32 poison, !96, !DIExpression(), !120)
    #dbg_value(i32 poison, !95, !DIExpression(), !120)
    #dbg_label(!98, !147)
  %26 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 3367), !dbg !148
    #dbg_assign(i1 undef, !99, !DIExpression(), !149, ptr @__const.main.sum_prog, !DIExpression(), !120)
  %27 = tail call fastcc i64 @computed_goto_vm(ptr noundef nonnull @__const.main.sum_prog), !dbg !150
  %28 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i64 noundef %27), !dbg !151
    #dbg_assign(i1 undef, !101, !DIExpression(), !152, ptr @__const.main.count_prog, !DIExpression(), !120)
  %29 = tail call fastcc i64 @computed_goto_vm(ptr noundef nonnull @__const.main.count_prog), !dbg !153
  %30 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i64 noundef %29), !dbg !154
    #dbg_assign(i1 undef, !105, !DIExpression(), !155, ptr @__const.main.arith_prog, !DIExpression(), !120)
  %31 = tail call fastcc i64 @computed_goto_vm(ptr noundef nonnull @__const.main.arith_prog), !dbg !156
  %32 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i64 noundef %31), !dbg !157
    #dbg_value(i32 0, !109, !DIExpression(), !120)
    #dbg_value(i32 0, !110, !DIExpression(), !120)
  br label %33, !dbg !158

33:                                               ; preds = %41, %20
  %34 = phi i32 [ %42, %41 ], [ 0, %20 ]
  %35 = phi i32 [ %38, %41 ], [ 0, %20 ]
  br label %36, !dbg !158

36:                                               ; preds = %33, %46
  %37 = phi i32 [ %38, %46 ], [ %35, %33 ], !dbg !120
    #dbg_value(i32 %37, !110, !DIExpression(), !120)
    #dbg_value(i32 %34, !109, !DIExpression(), !120)
  %38 = add i32 %37, 1, !dbg !159
    #dbg_value(i32 %38, !110, !DIExpression(), !120)
  %39 = and i32 %37, 1, !dbg !161
  %40 = icmp eq i32 %39, 0, !dbg !161
  br i1 %40, label %46, label %41, !dbg !163

41:                                               ; preds = %36
  %42 = add nsw i32 %38, %34, !dbg !164
    #dbg_value(i32 %42, !109, !DIExpression(), !120)
  %43 = icmp slt i32 %42, 51, !dbg !165
  %44 = icmp slt i32 %37, 99
  %45 = and i1 %44, %43, !dbg !167
  br i1 %45, label %33, label %48, !dbg !167, !llvm.loop !168

46:                                               ; preds = %36
  %47 = icmp eq i32 %37, 99, !dbg !171
  br i1 %47, label %48, label %36, !dbg !172, !llvm.loop !168

48:                                               ; preds = %41, %46
  %49 = phi i32 [ 100, %46 ], [ %38, %41 ]
  %50 = phi i32 [ %34, %46 ], [ %42, %41 ], !dbg !120
    #dbg_value(i32 %50, !109, !DIExpression(), !120)
  %51 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef %50, i32 noundef %49), !dbg !173
    #dbg_value(i32 0, !111, !DIExpression(), !120)
    #dbg_value(i32 0, !112, !DIExpression(), !174)
  br label %52, !dbg !175

52:                                               ; preds = %63, %48
  %53 = phi i32 [ 0, %48 ], [ %64, %63 ], !dbg !176
    #dbg_value(i32 %53, !112, !DIExpression(), !174)
    #dbg_value(i32 0, !111, !DIExpression(), !120)
    #dbg_value(i32 0, !114, !DIExpression(), !177)
  %54 = icmp eq i32 %53, 0, !dbg !178
  br i1 %54, label %63, label %55, !dbg !180

55:                                               ; preds = %52, %60
  %56 = phi i32 [ %61, %60 ], [ 0, %52 ]
    #dbg_value(i32 %56, !114, !DIExpression(), !177)
  %57 = mul nuw nsw i32 %56, %53, !dbg !181
  %58 = urem i32 %57, 17, !dbg !184
  %59 = icmp eq i32 %58, 16, !dbg !185
  br i1 %59, label %65, label %60, !dbg !186

60:                                               ; preds = %55
  %61 = add nuw nsw i32 %56, 1, !dbg !187
    #dbg_value(i32 %61, !114, !DIExpression(), !177)
  %62 = icmp eq i32 %61, %53, !dbg !178
  br i1 %62, label %63, label %55, !dbg !180, !llvm.loop !188

63:                                               ; preds = %60, %52
    #dbg_value(i32 0, !111, !DIExpression(), !120)
  %64 = add nuw nsw i32 %53, 1, !dbg !190
    #dbg_value(i32 %64, !112, !DIExpression(), !174)
  br label %52, !dbg !191, !llvm.loop !192

65:                                               ; preds = %55
  %66 = mul nuw nsw i32 %53, 100, !dbg !195
  %67 = add nuw nsw i32 %56, %66, !dbg !197
    #dbg_value(i32 %67, !111, !DIExpression(), !120)
    #dbg_label(!118, !198)
  %68 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef %67), !dbg !199
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %2) #6, !dbg !200
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %1) #6, !dbg !200
  ret i32 39, !dbg !200
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define internal fastcc range(i32 0, 2) i32 @find_pair(ptr nocapture noundef readonly %0, i32 noundef %1, ptr nocapture noundef writeonly %2, ptr nocapture noundef writeonly %3) unnamed_addr #2 !dbg !201 {
    #dbg_value(ptr %0, !208, !DIExpression(), !219)
    #dbg_value(i32 7, !209, !DIExpression(), !219)
    #dbg_value(i32 %1, !210, !DIExpression(), !219)
    #dbg_value(ptr %2, !211, !DIExpression(), !219)
    #dbg_value(ptr %3, !212, !DIExpression(), !219)
    #dbg_value(i64 0, !213, !DIExpression(), !220)
    #dbg_value(i64 1, !215, !DIExpression(), !221)
  %5 = load i32, ptr %0, align 4, !tbaa !132
  %6 = getelementptr inbounds i8, ptr %0, i64 4, !dbg !222
  %7 = load i32, ptr %6, align 4, !dbg !222, !tbaa !132
  %8 = add nsw i32 %7, %5, !dbg !225
  %9 = icmp eq i32 %8, %1, !dbg !226
  br i1 %9, label %95, label %98, !dbg !227

10:                                               ; preds = %118
    #dbg_value(i64 1, !213, !DIExpression(), !220)
    #dbg_value(i64 2, !215, !DIExpression(), !221)
  %11 = getelementptr inbounds i8, ptr %0, i64 4
  %12 = load i32, ptr %11, align 4, !tbaa !132
  %13 = getelementptr inbounds i8, ptr %0, i64 8, !dbg !222
  %14 = load i32, ptr %13, align 4, !dbg !222, !tbaa !132
  %15 = add nsw i32 %14, %12, !dbg !225
  %16 = icmp eq i32 %15, %1, !dbg !226
  br i1 %16, label %95, label %17, !dbg !227

17:                                               ; preds = %10
    #dbg_value(i64 3, !215, !DIExpression(), !221)
  %18 = getelementptr inbounds i8, ptr %0, i64 12, !dbg !222
  %19 = load i32, ptr %18, align 4, !dbg !222, !tbaa !132
  %20 = add nsw i32 %19, %12, !dbg !225
  %21 = icmp eq i32 %20, %1, !dbg !226
  br i1 %21, label %95, label %22, !dbg !227

22:                                               ; preds = %17
    #dbg_value(i64 4, !215, !DIExpression(), !221)
  %23 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !222
  %24 = load i32, ptr %23, align 4, !dbg !222, !tbaa !132
  %25 = add nsw i32 %24, %12, !dbg !225
  %26 = icmp eq i32 %25, %1, !dbg !226
  br i1 %26, label %95, label %27, !dbg !227

27:                                               ; preds = %22
    #dbg_value(i64 5, !215, !DIExpression(), !221)
  %28 = getelementptr inbounds i8, ptr %0, i64 20, !dbg !222
  %29 = load i32, ptr %28, align 4, !dbg !222, !tbaa !132
  %30 = add nsw i32 %29, %12, !dbg !225
  %31 = icmp eq i32 %30, %1, !dbg !226
  br i1 %31, label %95, label %32, !dbg !227

32:                                               ; preds = %27
    #dbg_value(i64 6, !215, !DIExpression(), !221)
  %33 = getelementptr inbounds i8, ptr %0, i64 24, !dbg !222
  %34 = load i32, ptr %33, align 4, !dbg !222, !tbaa !132
  %35 = add nsw i32 %34, %12, !dbg !225
  %36 = icmp eq i32 %35, %1, !dbg !226
  br i1 %36, label %95, label %37, !dbg !227

37:                                               ; preds = %32
    #dbg_value(i64 2, !213, !DIExpression(), !220)
    #dbg_value(i64 3, !215, !DIExpression(), !221)
  %38 = getelementptr inbounds i8, ptr %0, i64 8
  %39 = load i32, ptr %38, align 4, !tbaa !132
  %40 = getelementptr inbounds i8, ptr %0, i64 12, !dbg !222
  %41 = load i32, ptr %40, align 4, !dbg !222, !tbaa !132
  %42 = add nsw i32 %41, %39, !dbg !225
  %43 = icmp eq i32 %42, %1, !dbg !226
  br i1 %43, label %95, label %44, !dbg !227

44:                                               ; preds = %37
    #dbg_value(i64 4, !215, !DIExpression(), !221)
  %45 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !222
  %46 = load i32, ptr %45, align 4, !dbg !222, !tbaa !132
  %47 = add nsw i32 %46, %39, !dbg !225
  %48 = icmp eq i32 %47, %1, !dbg !226
  br i1 %48, label %95, label %49, !dbg !227

49:                                               ; preds = %44
    #dbg_value(i64 5, !215, !DIExpression(), !221)
  %50 = getelementptr inbounds i8, ptr %0, i64 20, !dbg !222
  %51 = load i32, ptr %50, align 4, !dbg !222, !tbaa !132
  %52 = add nsw i32 %51, %39, !dbg !225
  %53 = icmp eq i32 %52, %1, !dbg !226
  br i1 %53, label %95, label %54, !dbg !227

54:                                               ; preds = %49
    #dbg_value(i64 6, !215, !DIExpression(), !221)
  %55 = getelementptr inbounds i8, ptr %0, i64 24, !dbg !222
  %56 = load i32, ptr %55, align 4, !dbg !222, !tbaa !132
  %57 = add nsw i32 %56, %39, !dbg !225
  %58 = icmp eq i32 %57, %1, !dbg !226
  br i1 %58, label %95, label %59, !dbg !227

59:                                               ; preds = %54
    #dbg_value(i64 3, !213, !DIExpression(), !220)
    #dbg_value(i64 4, !215, !DIExpression(), !221)
  %60 = getelementptr inbounds i8, ptr %0, i64 12
  %61 = load i32, ptr %60, align 4, !tbaa !132
  %62 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !222
  %63 = load i32, ptr %62, align 4, !dbg !222, !tbaa !132
  %64 = add nsw i32 %63, %61, !dbg !225
  %65 = icmp eq i32 %64, %1, !dbg !226
  br i1 %65, label %95, label %66, !dbg !227

66:                                               ; preds = %59
    #dbg_value(i64 5, !215, !DIExpression(), !221)
  %67 = getelementptr inbounds i8, ptr %0, i64 20, !dbg !222
  %68 = load i32, ptr %67, align 4, !dbg !222, !tbaa !132
  %69 = add nsw i32 %68, %61, !dbg !225
  %70 = icmp eq i32 %69, %1, !dbg !226
  br i1 %70, label %95, label %71, !dbg !227

71:                                               ; preds = %66
    #dbg_value(i64 6, !215, !DIExpression(), !221)
  %72 = getelementptr inbounds i8, ptr %0, i64 24, !dbg !222
  %73 = load i32, ptr %72, align 4, !dbg !222, !tbaa !132
  %74 = add nsw i32 %73, %61, !dbg !225
  %75 = icmp eq i32 %74, %1, !dbg !226
  br i1 %75, label %95, label %76, !dbg !227

76:                                               ; preds = %71
    #dbg_value(i64 4, !213, !DIExpression(), !220)
    #dbg_value(i64 5, !215, !DIExpression(), !221)
  %77 = getelementptr inbounds i8, ptr %0, i64 16
  %78 = load i32, ptr %77, align 4, !tbaa !132
  %79 = getelementptr inbounds i8, ptr %0, i64 20, !dbg !222
  %80 = load i32, ptr %79, align 4, !dbg !222, !tbaa !132
  %81 = add nsw i32 %80, %78, !dbg !225
  %82 = icmp eq i32 %81, %1, !dbg !226
  br i1 %82, label %95, label %83, !dbg !227

83:                                               ; preds = %76
    #dbg_value(i64 6, !215, !DIExpression(), !221)
  %84 = getelementptr inbounds i8, ptr %0, i64 24, !dbg !222
  %85 = load i32, ptr %84, align 4, !dbg !222, !tbaa !132
  %86 = add nsw i32 %85, %78, !dbg !225
  %87 = icmp eq i32 %86, %1, !dbg !226
  br i1 %87, label %95, label %88, !dbg !227

88:                                               ; preds = %83
    #dbg_value(i64 5, !213, !DIExpression(), !220)
    #dbg_value(i64 6, !215, !DIExpression(), !221)
  %89 = getelementptr inbounds i8, ptr %0, i64 20
  %90 = load i32, ptr %89, align 4, !tbaa !132
  %91 = getelementptr inbounds i8, ptr %0, i64 24, !dbg !222
  %92 = load i32, ptr %91, align 4, !dbg !222, !tbaa !132
  %93 = add nsw i32 %92, %90, !dbg !225
  %94 = icmp eq i32 %93, %1, !dbg !226
  br i1 %94, label %95, label %123, !dbg !227

95:                                               ; preds = %88, %76, %83, %59, %66, %71, %37, %44, %49, %54, %10, %17, %22, %27, %32, %4, %98, %103, %108, %113, %118
  %96 = phi i32 [ 0, %118 ], [ 0, %113 ], [ 0, %108 ], [ 0, %103 ], [ 0, %98 ], [ 0, %4 ], [ 1, %32 ], [ 1, %27 ], [ 1, %22 ], [ 1, %17 ], [ 1, %10 ], [ 2, %54 ], [ 2, %49 ], [ 2, %44 ], [ 2, %37 ], [ 3, %71 ], [ 3, %66 ], [ 3, %59 ], [ 4, %83 ], [ 4, %76 ], [ 5, %88 ]
  %97 = phi i32 [ 6, %118 ], [ 5, %113 ], [ 4, %108 ], [ 3, %103 ], [ 2, %98 ], [ 1, %4 ], [ 6, %32 ], [ 5, %27 ], [ 4, %22 ], [ 3, %17 ], [ 2, %10 ], [ 6, %54 ], [ 5, %49 ], [ 4, %44 ], [ 3, %37 ], [ 6, %71 ], [ 5, %66 ], [ 4, %59 ], [ 6, %83 ], [ 5, %76 ], [ 6, %88 ]
  store i32 %96, ptr %2, align 4, !dbg !228, !tbaa !132
  store i32 %97, ptr %3, align 4, !dbg !230, !tbaa !132
  br label %123

98:                                               ; preds = %4
    #dbg_value(i64 2, !215, !DIExpression(), !221)
  %99 = getelementptr inbounds i8, ptr %0, i64 8, !dbg !222
  %100 = load i32, ptr %99, align 4, !dbg !222, !tbaa !132
  %101 = add nsw i32 %100, %5, !dbg !225
  %102 = icmp eq i32 %101, %1, !dbg !226
  br i1 %102, label %95, label %103, !dbg !227

103:                                              ; preds = %98
    #dbg_value(i64 3, !215, !DIExpression(), !221)
  %104 = getelementptr inbounds i8, ptr %0, i64 12, !dbg !222
  %105 = load i32, ptr %104, align 4, !dbg !222, !tbaa !132
  %106 = add nsw i32 %105, %5, !dbg !225
  %107 = icmp eq i32 %106, %1, !dbg !226
  br i1 %107, label %95, label %108, !dbg !227

108:                                              ; preds = %103
    #dbg_value(i64 4, !215, !DIExpression(), !221)
  %109 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !222
  %110 = load i32, ptr %109, align 4, !dbg !222, !tbaa !132
  %111 = add nsw i32 %110, %5, !dbg !225
  %112 = icmp eq i32 %111, %1, !dbg !226
  br i1 %112, label %95, label %113, !dbg !227

113:                                              ; preds = %108
    #dbg_value(i64 5, !215, !DIExpression(), !221)
  %114 = getelementptr inbounds i8, ptr %0, i64 20, !dbg !222
  %115 = load i32, ptr %114, align 4, !dbg !222, !tbaa !132
  %116 = add nsw i32 %115, %5, !dbg !225
  %117 = icmp eq i32 %116, %1, !dbg !226
  br i1 %117, label %95, label %118, !dbg !227

118:                                              ; preds = %113
    #dbg_value(i64 6, !215, !DIExpression(), !221)
  %119 = getelementptr inbounds i8, ptr %0, i64 24, !dbg !222
  %120 = load i32, ptr %119, align 4, !dbg !222, !tbaa !132
  %121 = add nsw i32 %120, %5, !dbg !225
  %122 = icmp eq i32 %121, %1, !dbg !226
  br i1 %122, label %95, label %10, !dbg !227

123:                                              ; preds = %88, %95
  %124 = phi i32 [ 1, %95 ], [ 0, %88 ]
  ret i32 %124, !dbg !231
}

; Function Attrs: nofree nounwind
declare !dbg !232 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree norecurse nosync nounwind memory(read, inaccessiblemem: none) uwtable
define internal fastcc i64 @computed_goto_vm(ptr nocapture noundef readonly %0) #4 !dbg !38 {
  %2 = alloca [32 x i64], align 16, !DIAssignID !239
    #dbg_assign(i1 undef, !54, !DIExpression(), !239, ptr %2, !DIExpression(), !240)
    #dbg_value(ptr %0, !53, !DIExpression(), !240)
    #dbg_value(i32 0, !58, !DIExpression(), !240)
    #dbg_value(ptr %0, !60, !DIExpression(), !240)
  %3 = getelementptr inbounds i8, ptr %0, i64 1, !dbg !241
    #dbg_value(ptr %3, !60, !DIExpression(), !240)
  br label %4, !dbg !241

4:                                                ; preds = %22, %1
  %5 = phi ptr [ %0, %1 ], [ %23, %22 ]
  %6 = phi ptr [ %3, %1 ], [ %24, %22 ]
  %7 = phi i32 [ 0, %1 ], [ %25, %22 ]
  %8 = add nsw i32 %7, -1
  %9 = sext i32 %8 to i64
  %10 = getelementptr inbounds [32 x i64], ptr %2, i64 0, i64 %9
  %11 = add nsw i32 %7, -2
  %12 = sext i32 %11 to i64
  %13 = getelementptr inbounds [32 x i64], ptr %2, i64 0, i64 %12
  br label %63

14:                                               ; preds = %63
    #dbg_label(!61, !242)
  %15 = getelementptr inbounds i8, ptr %64, i64 1, !dbg !243
    #dbg_value(ptr %15, !60, !DIExpression(), !240)
  %16 = load i8, ptr %64, align 1, !dbg !244, !tbaa !245
  %17 = zext i8 %16 to i64, !dbg !244
  %18 = add nsw i32 %7, 1, !dbg !246
    #dbg_value(i32 %18, !58, !DIExpression(), !240)
  %19 = sext i32 %7 to i64, !dbg !247
  %20 = getelementptr inbounds [32 x i64], ptr %2, i64 0, i64 %19, !dbg !247
  store i64 %17, ptr %20, align 8, !dbg !248, !tbaa !249
  %21 = getelementptr inbounds i8, ptr %64, i64 2, !dbg !251
    #dbg_value(ptr %21, !60, !DIExpression(), !240)
  br label %22, !dbg !251

22:                                               ; preds = %14, %50, %36, %31, %26
  %23 = phi ptr [ %15, %14 ], [ %51, %50 ], [ %64, %36 ], [ %64, %31 ], [ %64, %26 ]
  %24 = phi ptr [ %21, %14 ], [ %52, %50 ], [ %41, %36 ], [ %35, %31 ], [ %30, %26 ]
  %25 = phi i32 [ %18, %14 ], [ %8, %50 ], [ %40, %36 ], [ %8, %31 ], [ %8, %26 ]
  br label %4

26:                                               ; preds = %63
    #dbg_label(!62, !252)
    #dbg_value(i32 %8, !58, !DIExpression(), !240)
  %27 = load i64, ptr %10, align 8, !dbg !253, !tbaa !249
  %28 = load i64, ptr %13, align 8, !dbg !254, !tbaa !249
  %29 = add nsw i64 %28, %27, !dbg !254
  store i64 %29, ptr %13, align 8, !dbg !254, !tbaa !249
  %30 = getelementptr inbounds i8, ptr %64, i64 1, !dbg !255
    #dbg_value(ptr %30, !60, !DIExpression(), !240)
  br label %22, !dbg !255

31:                                               ; preds = %63
    #dbg_label(!63, !256)
    #dbg_value(i32 %8, !58, !DIExpression(), !240)
  %32 = load i64, ptr %10, align 8, !dbg !257, !tbaa !249
  %33 = load i64, ptr %13, align 8, !dbg !258, !tbaa !249
  %34 = mul nsw i64 %33, %32, !dbg !258
  store i64 %34, ptr %13, align 8, !dbg !258, !tbaa !249
  %35 = getelementptr inbounds i8, ptr %64, i64 1, !dbg !259
    #dbg_value(ptr %35, !60, !DIExpression(), !240)
  br label %22, !dbg !259

36:                                               ; preds = %63
    #dbg_label(!64, !260)
  %37 = load i64, ptr %10, align 8, !dbg !261, !tbaa !249
  %38 = sext i32 %7 to i64, !dbg !262
  %39 = getelementptr inbounds [32 x i64], ptr %2, i64 0, i64 %38, !dbg !262
  store i64 %37, ptr %39, align 8, !dbg !263, !tbaa !249
  %40 = add nsw i32 %7, 1, !dbg !264
    #dbg_value(i32 %40, !58, !DIExpression(), !240)
  %41 = getelementptr inbounds i8, ptr %64, i64 1, !dbg !265
    #dbg_value(ptr %41, !60, !DIExpression(), !240)
  br label %22, !dbg !265

42:                                               ; preds = %63
    #dbg_label(!65, !266)
  %43 = getelementptr inbounds i8, ptr %64, i64 1, !dbg !267
    #dbg_value(ptr %43, !60, !DIExpression(), !240)
    #dbg_value(i8 poison, !66, !DIExpression(), !268)
    #dbg_value(i32 %8, !58, !DIExpression(), !240)
  %44 = load i64, ptr %10, align 8, !dbg !269, !tbaa !249
  %45 = icmp eq i64 %44, 0, !dbg !269
  br i1 %45, label %50, label %46, !dbg !271

46:                                               ; preds = %42
  %47 = load i8, ptr %64, align 1, !dbg !272, !tbaa !245
    #dbg_value(i8 %47, !66, !DIExpression(), !268)
  %48 = zext i8 %47 to i64, !dbg !273
  %49 = getelementptr inbounds i8, ptr %0, i64 %48, !dbg !273
    #dbg_value(ptr %49, !60, !DIExpression(), !240)
  br label %50, !dbg !274

50:                                               ; preds = %46, %42
  %51 = phi ptr [ %49, %46 ], [ %43, %42 ], !dbg !275
    #dbg_value(ptr %51, !60, !DIExpression(), !240)
  %52 = getelementptr inbounds i8, ptr %51, i64 1, !dbg !276
    #dbg_value(ptr %52, !60, !DIExpression(), !240)
  br label %22, !dbg !276

53:                                               ; preds = %63
    #dbg_label(!68, !277)
  %54 = load i64, ptr %10, align 8, !dbg !278, !tbaa !249
  %55 = add nsw i64 %54, -1, !dbg !278
  store i64 %55, ptr %10, align 8, !dbg !278, !tbaa !249
    #dbg_value(ptr %64, !60, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !240)
  br label %56, !dbg !279

56:                                               ; preds = %53, %58
  %57 = getelementptr inbounds i8, ptr %64, i64 1, !dbg !240
  br label %63, !dbg !240

58:                                               ; preds = %63
    #dbg_label(!69, !280)
  %59 = load i64, ptr %10, align 8, !dbg !281, !tbaa !249
    #dbg_value(i64 %59, !70, !DIExpression(), !282)
  %60 = load i64, ptr %13, align 8, !dbg !283, !tbaa !249
  store i64 %60, ptr %10, align 8, !dbg !284, !tbaa !249
  store i64 %59, ptr %13, align 8, !dbg !285, !tbaa !249
    #dbg_value(ptr %64, !60, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !240)
  br label %56, !dbg !286

61:                                               ; preds = %63
    #dbg_label(!72, !287)
  %62 = load i64, ptr %10, align 8, !dbg !288, !tbaa !249
  ret i64 %62, !dbg !289

63:                                               ; preds = %56, %4
  %64 = phi ptr [ %6, %4 ], [ %57, %56 ], !dbg !240
  %65 = phi ptr [ %5, %4 ], [ %64, %56 ]
  %66 = load i8, ptr %65, align 1, !dbg !240, !tbaa !245
  %67 = zext i8 %66 to i64, !dbg !240
  %68 = getelementptr inbounds [8 x ptr], ptr @computed_goto_vm.table, i64 0, i64 %67, !dbg !240
  %69 = load ptr, ptr %68, align 8, !dbg !240, !tbaa !290
    #dbg_value(i32 %7, !58, !DIExpression(), !240)
    #dbg_value(ptr %64, !60, !DIExpression(), !240)
  indirectbr ptr %69, [label %14, label %26, label %31, label %36, label %42, label %53, label %61, label %58]
}

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #5

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree norecurse nosync nounwind memory(read, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nofree nounwind }
attributes #6 = { nounwind }

!llvm.dbg.cu = !{!45}
!llvm.module.flags = !{!75, !76, !77, !78, !79, !80, !81}
!llvm.ident = !{!82}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 45, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "programs/goto_loops.c", directory: ".", checksumkind: CSK_MD5, checksum: "85730fb76c2ffd8e1a982b38731c0945")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 168, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 21)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 47, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 128, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 16)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 56, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 144, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 18)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(scope: null, file: !2, line: 59, type: !19, isLocal: true, isDefinition: true)
!19 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 72, elements: !20)
!20 = !{!21}
!21 = !DISubrange(count: 9)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(scope: null, file: !2, line: 62, type: !19, isLocal: true, isDefinition: true)
!24 = !DIGlobalVariableExpression(var: !25, expr: !DIExpression())
!25 = distinct !DIGlobalVariable(scope: null, file: !2, line: 64, type: !19, isLocal: true, isDefinition: true)
!26 = !DIGlobalVariableExpression(var: !27, expr: !DIExpression())
!27 = distinct !DIGlobalVariable(scope: null, file: !2, line: 67, type: !28, isLocal: true, isDefinition: true)
!28 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 184, elements: !29)
!29 = !{!30}
!30 = !DISubrange(count: 23)
!31 = !DIGlobalVariableExpression(var: !32, expr: !DIExpression())
!32 = distinct !DIGlobalVariable(scope: null, file: !2, line: 70, type: !33, isLocal: true, isDefinition: true)
!33 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 64, elements: !34)
!34 = !{!35}
!35 = !DISubrange(count: 8)
!36 = !DIGlobalVariableExpression(var: !37, expr: !DIExpression())
!37 = distinct !DIGlobalVariable(name: "table", scope: !38, file: !2, line: 29, type: !73, isLocal: true, isDefinition: true)
!38 = distinct !DISubprogram(name: "computed_goto_vm", scope: !2, file: !2, line: 28, type: !39, scopeLine: 28, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !45, retainedNodes: !52)
!39 = !DISubroutineType(types: !40)
!40 = !{!41, !42}
!41 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!42 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !43, size: 64)
!43 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !44)
!44 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!45 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, globals: !46, splitDebugInlining: false, nameTableKind: None)
!46 = !{!0, !47, !7, !12, !17, !22, !24, !26, !31, !36}
!47 = !DIGlobalVariableExpression(var: !48, expr: !DIExpression())
!48 = distinct !DIGlobalVariable(scope: null, file: !2, line: 46, type: !49, isLocal: true, isDefinition: true)
!49 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 136, elements: !50)
!50 = !{!51}
!51 = !DISubrange(count: 17)
!52 = !{!53, !54, !58, !60, !61, !62, !63, !64, !65, !66, !68, !69, !70, !72}
!53 = !DILocalVariable(name: "code", arg: 1, scope: !38, file: !2, line: 28, type: !42)
!54 = !DILocalVariable(name: "stack", scope: !38, file: !2, line: 30, type: !55)
!55 = !DICompositeType(tag: DW_TAG_array_type, baseType: !41, size: 2048, elements: !56)
!56 = !{!57}
!57 = !DISubrange(count: 32)
!58 = !DILocalVariable(name: "sp", scope: !38, file: !2, line: 30, type: !59)
!59 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!60 = !DILocalVariable(name: "pc", scope: !38, file: !2, line: 30, type: !42)
!61 = !DILabel(scope: !38, name: "op_push", file: !2, line: 33)
!62 = !DILabel(scope: !38, name: "op_add", file: !2, line: 34)
!63 = !DILabel(scope: !38, name: "op_mul", file: !2, line: 35)
!64 = !DILabel(scope: !38, name: "op_dup", file: !2, line: 36)
!65 = !DILabel(scope: !38, name: "op_jnz", file: !2, line: 37)
!66 = !DILocalVariable(name: "t", scope: !67, file: !2, line: 37, type: !44)
!67 = distinct !DILexicalBlock(scope: !38, file: !2, line: 37, column: 9)
!68 = !DILabel(scope: !38, name: "op_dec", file: !2, line: 38)
!69 = !DILabel(scope: !38, name: "op_swap", file: !2, line: 39)
!70 = !DILocalVariable(name: "t", scope: !71, file: !2, line: 39, type: !41)
!71 = distinct !DILexicalBlock(scope: !38, file: !2, line: 39, column: 10)
!72 = !DILabel(scope: !38, name: "op_halt", file: !2, line: 40)
!73 = !DICompositeType(tag: DW_TAG_array_type, baseType: !74, size: 512, elements: !34)
!74 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!75 = !{i32 7, !"Dwarf Version", i32 5}
!76 = !{i32 2, !"Debug Info Version", i32 3}
!77 = !{i32 1, !"wchar_size", i32 4}
!78 = !{i32 8, !"PIC Level", i32 2}
!79 = !{i32 7, !"PIE Level", i32 2}
!80 = !{i32 7, !"uwtable", i32 2}
!81 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!82 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!83 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 43, type: !84, scopeLine: 43, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !45, retainedNodes: !86)
!84 = !DISubroutineType(types: !85)
!85 = !{!59}
!86 = !{!87, !91, !92, !93, !95, !96, !97, !98, !99, !101, !105, !109, !110, !111, !112, !114, !118}
!87 = !DILocalVariable(name: "a", scope: !83, file: !2, line: 44, type: !88)
!88 = !DICompositeType(tag: DW_TAG_array_type, baseType: !59, size: 224, elements: !89)
!89 = !{!90}
!90 = !DISubrange(count: 7)
!91 = !DILocalVariable(name: "i", scope: !83, file: !2, line: 44, type: !59)
!92 = !DILocalVariable(name: "j", scope: !83, file: !2, line: 44, type: !59)
!93 = !DILocalVariable(name: "k", scope: !94, file: !2, line: 47, type: !59)
!94 = distinct !DILexicalBlock(scope: !83, file: !2, line: 47, column: 5)
!95 = !DILocalVariable(name: "n", scope: !83, file: !2, line: 48, type: !59)
!96 = !DILocalVariable(name: "s", scope: !83, file: !2, line: 48, type: !59)
!97 = !DILabel(scope: !83, name: "loop", file: !2, line: 49)
!98 = !DILabel(scope: !83, name: "done", file: !2, line: 55)
!99 = !DILocalVariable(name: "sum_prog", scope: !83, file: !2, line: 58, type: !100)
!100 = !DICompositeType(tag: DW_TAG_array_type, baseType: !43, size: 56, elements: !89)
!101 = !DILocalVariable(name: "count_prog", scope: !83, file: !2, line: 61, type: !102)
!102 = !DICompositeType(tag: DW_TAG_array_type, baseType: !43, size: 80, elements: !103)
!103 = !{!104}
!104 = !DISubrange(count: 10)
!105 = !DILocalVariable(name: "arith_prog", scope: !83, file: !2, line: 63, type: !106)
!106 = !DICompositeType(tag: DW_TAG_array_type, baseType: !43, size: 88, elements: !107)
!107 = !{!108}
!108 = !DISubrange(count: 11)
!109 = !DILocalVariable(name: "w", scope: !83, file: !2, line: 65, type: !59)
!110 = !DILocalVariable(name: "iter", scope: !83, file: !2, line: 65, type: !59)
!111 = !DILocalVariable(name: "brk", scope: !83, file: !2, line: 68, type: !59)
!112 = !DILocalVariable(name: "x", scope: !113, file: !2, line: 68, type: !59)
!113 = distinct !DILexicalBlock(scope: !83, file: !2, line: 68, column: 18)
!114 = !DILocalVariable(name: "y", scope: !115, file: !2, line: 68, type: !59)
!115 = distinct !DILexicalBlock(scope: !116, file: !2, line: 68, column: 42)
!116 = distinct !DILexicalBlock(scope: !117, file: !2, line: 68, column: 40)
!117 = distinct !DILexicalBlock(scope: !113, file: !2, line: 68, column: 18)
!118 = !DILabel(scope: !83, name: "out2", file: !2, line: 69)
!119 = distinct !DIAssignID()
!120 = !DILocation(line: 0, scope: !83)
!121 = distinct !DIAssignID()
!122 = distinct !DIAssignID()
!123 = distinct !DIAssignID()
!124 = distinct !DIAssignID()
!125 = distinct !DIAssignID()
!126 = distinct !DIAssignID()
!127 = !DILocation(line: 44, column: 42, scope: !83)
!128 = !DILocation(line: 45, column: 9, scope: !129)
!129 = distinct !DILexicalBlock(scope: !83, file: !2, line: 45, column: 9)
!130 = !DILocation(line: 45, column: 9, scope: !83)
!131 = !DILocation(line: 45, column: 72, scope: !129)
!132 = !{!133, !133, i64 0}
!133 = !{!"int", !134, i64 0}
!134 = !{!"omnipotent char", !135, i64 0}
!135 = !{!"Simple C/C++ TBAA"}
!136 = !DILocation(line: 45, column: 70, scope: !129)
!137 = !DILocation(line: 45, column: 78, scope: !129)
!138 = !DILocation(line: 45, column: 76, scope: !129)
!139 = !DILocation(line: 45, column: 38, scope: !129)
!140 = !DILocation(line: 46, column: 10, scope: !141)
!141 = distinct !DILexicalBlock(scope: !83, file: !2, line: 46, column: 9)
!142 = !DILocation(line: 46, column: 9, scope: !83)
!143 = !DILocation(line: 46, column: 40, scope: !141)
!144 = !DILocation(line: 0, scope: !94)
!145 = !DILocation(line: 47, column: 33, scope: !146)
!146 = distinct !DILexicalBlock(scope: !94, file: !2, line: 47, column: 5)
!147 = !DILocation(line: 55, column: 1, scope: !83)
!148 = !DILocation(line: 56, column: 5, scope: !83)
!149 = distinct !DIAssignID()
!150 = !DILocation(line: 59, column: 25, scope: !83)
!151 = !DILocation(line: 59, column: 5, scope: !83)
!152 = distinct !DIAssignID()
!153 = !DILocation(line: 62, column: 25, scope: !83)
!154 = !DILocation(line: 62, column: 5, scope: !83)
!155 = distinct !DIAssignID()
!156 = !DILocation(line: 64, column: 25, scope: !83)
!157 = !DILocation(line: 64, column: 5, scope: !83)
!158 = !DILocation(line: 66, column: 5, scope: !83)
!159 = !DILocation(line: 66, column: 14, scope: !160)
!160 = distinct !DILexicalBlock(scope: !83, file: !2, line: 66, column: 8)
!161 = !DILocation(line: 66, column: 27, scope: !162)
!162 = distinct !DILexicalBlock(scope: !160, file: !2, line: 66, column: 22)
!163 = !DILocation(line: 66, column: 22, scope: !160)
!164 = !DILocation(line: 66, column: 44, scope: !160)
!165 = !DILocation(line: 66, column: 59, scope: !166)
!166 = distinct !DILexicalBlock(scope: !160, file: !2, line: 66, column: 57)
!167 = !DILocation(line: 66, column: 57, scope: !160)
!168 = distinct !{!168, !158, !169, !170}
!169 = !DILocation(line: 66, column: 91, scope: !83)
!170 = !{!"llvm.loop.mustprogress"}
!171 = !DILocation(line: 66, column: 86, scope: !83)
!172 = !DILocation(line: 66, column: 72, scope: !160)
!173 = !DILocation(line: 67, column: 5, scope: !83)
!174 = !DILocation(line: 0, scope: !113)
!175 = !DILocation(line: 68, column: 23, scope: !113)
!176 = !DILocation(line: 68, scope: !113)
!177 = !DILocation(line: 0, scope: !115)
!178 = !DILocation(line: 68, column: 60, scope: !179)
!179 = distinct !DILexicalBlock(scope: !115, file: !2, line: 68, column: 42)
!180 = !DILocation(line: 68, column: 42, scope: !115)
!181 = !DILocation(line: 68, column: 79, scope: !182)
!182 = distinct !DILexicalBlock(scope: !183, file: !2, line: 68, column: 76)
!183 = distinct !DILexicalBlock(scope: !179, file: !2, line: 68, column: 70)
!184 = !DILocation(line: 68, column: 84, scope: !182)
!185 = !DILocation(line: 68, column: 89, scope: !182)
!186 = !DILocation(line: 68, column: 76, scope: !183)
!187 = !DILocation(line: 68, column: 66, scope: !179)
!188 = distinct !{!188, !180, !189, !170}
!189 = !DILocation(line: 68, column: 130, scope: !115)
!190 = !DILocation(line: 68, column: 36, scope: !117)
!191 = !DILocation(line: 68, column: 18, scope: !117)
!192 = distinct !{!192, !193, !194}
!193 = !DILocation(line: 68, column: 18, scope: !113)
!194 = !DILocation(line: 68, column: 132, scope: !113)
!195 = !DILocation(line: 68, column: 106, scope: !196)
!196 = distinct !DILexicalBlock(scope: !182, file: !2, line: 68, column: 96)
!197 = !DILocation(line: 68, column: 112, scope: !196)
!198 = !DILocation(line: 69, column: 1, scope: !83)
!199 = !DILocation(line: 70, column: 5, scope: !83)
!200 = !DILocation(line: 72, column: 1, scope: !83)
!201 = distinct !DISubprogram(name: "find_pair", scope: !2, file: !2, line: 6, type: !202, scopeLine: 6, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !45, retainedNodes: !207)
!202 = !DISubroutineType(cc: DW_CC_nocall, types: !203)
!203 = !{!59, !204, !59, !59, !206, !206}
!204 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !205, size: 64)
!205 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !59)
!206 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !59, size: 64)
!207 = !{!208, !209, !210, !211, !212, !213, !215, !218}
!208 = !DILocalVariable(name: "a", arg: 1, scope: !201, file: !2, line: 6, type: !204)
!209 = !DILocalVariable(name: "n", arg: 2, scope: !201, file: !2, line: 6, type: !59)
!210 = !DILocalVariable(name: "target", arg: 3, scope: !201, file: !2, line: 6, type: !59)
!211 = !DILocalVariable(name: "pi", arg: 4, scope: !201, file: !2, line: 6, type: !206)
!212 = !DILocalVariable(name: "pj", arg: 5, scope: !201, file: !2, line: 6, type: !206)
!213 = !DILocalVariable(name: "i", scope: !214, file: !2, line: 7, type: !59)
!214 = distinct !DILexicalBlock(scope: !201, file: !2, line: 7, column: 5)
!215 = !DILocalVariable(name: "j", scope: !216, file: !2, line: 8, type: !59)
!216 = distinct !DILexicalBlock(scope: !217, file: !2, line: 8, column: 9)
!217 = distinct !DILexicalBlock(scope: !214, file: !2, line: 7, column: 5)
!218 = !DILabel(scope: !201, name: "found", file: !2, line: 11)
!219 = !DILocation(line: 0, scope: !201)
!220 = !DILocation(line: 0, scope: !214)
!221 = !DILocation(line: 0, scope: !216)
!222 = !DILocation(line: 9, column: 24, scope: !223)
!223 = distinct !DILexicalBlock(scope: !224, file: !2, line: 9, column: 17)
!224 = distinct !DILexicalBlock(scope: !216, file: !2, line: 8, column: 9)
!225 = !DILocation(line: 9, column: 22, scope: !223)
!226 = !DILocation(line: 9, column: 29, scope: !223)
!227 = !DILocation(line: 9, column: 17, scope: !224)
!228 = !DILocation(line: 9, column: 46, scope: !229)
!229 = distinct !DILexicalBlock(scope: !223, file: !2, line: 9, column: 40)
!230 = !DILocation(line: 9, column: 55, scope: !229)
!231 = !DILocation(line: 13, column: 1, scope: !201)
!232 = !DISubprogram(name: "printf", scope: !233, file: !233, line: 356, type: !234, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!233 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!234 = !DISubroutineType(types: !235)
!235 = !{!59, !236, null}
!236 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !237)
!237 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !238, size: 64)
!238 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!239 = distinct !DIAssignID()
!240 = !DILocation(line: 0, scope: !38)
!241 = !DILocation(line: 32, column: 5, scope: !38)
!242 = !DILocation(line: 33, column: 1, scope: !38)
!243 = !DILocation(line: 33, column: 27, scope: !38)
!244 = !DILocation(line: 33, column: 24, scope: !38)
!245 = !{!134, !134, i64 0}
!246 = !DILocation(line: 33, column: 18, scope: !38)
!247 = !DILocation(line: 33, column: 10, scope: !38)
!248 = !DILocation(line: 33, column: 22, scope: !38)
!249 = !{!250, !250, i64 0}
!250 = !{!"long", !134, i64 0}
!251 = !DILocation(line: 33, column: 31, scope: !38)
!252 = !DILocation(line: 34, column: 1, scope: !38)
!253 = !DILocation(line: 34, column: 32, scope: !38)
!254 = !DILocation(line: 34, column: 29, scope: !38)
!255 = !DILocation(line: 34, column: 43, scope: !38)
!256 = !DILocation(line: 35, column: 1, scope: !38)
!257 = !DILocation(line: 35, column: 32, scope: !38)
!258 = !DILocation(line: 35, column: 29, scope: !38)
!259 = !DILocation(line: 35, column: 43, scope: !38)
!260 = !DILocation(line: 36, column: 1, scope: !38)
!261 = !DILocation(line: 36, column: 21, scope: !38)
!262 = !DILocation(line: 36, column: 9, scope: !38)
!263 = !DILocation(line: 36, column: 19, scope: !38)
!264 = !DILocation(line: 36, column: 38, scope: !38)
!265 = !DILocation(line: 36, column: 42, scope: !38)
!266 = !DILocation(line: 37, column: 1, scope: !38)
!267 = !DILocation(line: 37, column: 32, scope: !67)
!268 = !DILocation(line: 0, scope: !67)
!269 = !DILocation(line: 37, column: 40, scope: !270)
!270 = distinct !DILexicalBlock(scope: !67, file: !2, line: 37, column: 40)
!271 = !DILocation(line: 37, column: 40, scope: !67)
!272 = !DILocation(line: 37, column: 29, scope: !67)
!273 = !DILocation(line: 37, column: 63, scope: !270)
!274 = !DILocation(line: 37, column: 53, scope: !270)
!275 = !DILocation(line: 37, scope: !67)
!276 = !DILocation(line: 37, column: 68, scope: !67)
!277 = !DILocation(line: 38, column: 1, scope: !38)
!278 = !DILocation(line: 38, column: 22, scope: !38)
!279 = !DILocation(line: 38, column: 26, scope: !38)
!280 = !DILocation(line: 39, column: 1, scope: !38)
!281 = !DILocation(line: 39, column: 21, scope: !71)
!282 = !DILocation(line: 0, scope: !71)
!283 = !DILocation(line: 39, column: 52, scope: !71)
!284 = !DILocation(line: 39, column: 50, scope: !71)
!285 = !DILocation(line: 39, column: 81, scope: !71)
!286 = !DILocation(line: 39, column: 86, scope: !71)
!287 = !DILocation(line: 40, column: 1, scope: !38)
!288 = !DILocation(line: 40, column: 17, scope: !38)
!289 = !DILocation(line: 40, column: 10, scope: !38)
!290 = !{!291, !291, i64 0}
!291 = !{!"any pointer", !134, i64 0}
