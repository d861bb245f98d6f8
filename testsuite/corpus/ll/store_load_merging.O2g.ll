; ModuleID = 'programs/store_load_merging.c'
source_filename = "programs/store_load_merging.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.rec = type { i8, i8, i16, i32, i64 }

@.str = private unnamed_addr constant [7 x i8] c"bytes:\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [6 x i8] c" %02x\00", align 1, !dbg !7
@.str.3 = private unnamed_addr constant [50 x i8] c"get_le32=%08x get_le32@5=%08x get_be64@5=%016llx\0A\00", align 1, !dbg !12
@.str.4 = private unnamed_addr constant [43 x i8] c"rec a=%02x b=%02x c=%04x d=%08x e=%016llx\0A\00", align 1, !dbg !17
@.str.5 = private unnamed_addr constant [16 x i8] c"pair %04x %04x\0A\00", align 1, !dbg !22
@.str.6 = private unnamed_addr constant [9 x i8] c"overlap:\00", align 1, !dbg !27

; Function Attrs: nofree nounwind uwtable
define dso_local range(i32 0, 256) i32 @main() local_unnamed_addr #0 !dbg !60 {
  %1 = alloca [32 x i8], align 16, !DIAssignID !87
    #dbg_assign(i1 undef, !65, !DIExpression(), !87, ptr %1, !DIExpression(), !88)
  %2 = alloca %struct.rec, align 8, !DIAssignID !89
    #dbg_assign(i1 undef, !71, !DIExpression(), !89, ptr %2, !DIExpression(), !88)
  %3 = alloca [2 x i16], align 4, !DIAssignID !90
    #dbg_assign(i1 undef, !82, !DIExpression(), !90, ptr %3, !DIExpression(), !88)
  %4 = alloca [2 x i16], align 4, !DIAssignID !91
    #dbg_assign(i1 undef, !84, !DIExpression(), !91, ptr %4, !DIExpression(), !88)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %1) #8, !dbg !92
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %1, i8 0, i64 32, i1 false), !dbg !93, !DIAssignID !94
    #dbg_assign(i8 0, !65, !DIExpression(), !94, ptr %1, !DIExpression(), !88)
  call fastcc void @put_le32(ptr noundef nonnull %1), !dbg !95
  %5 = getelementptr inbounds i8, ptr %1, i64 5, !dbg !96
  call fastcc void @put_le64(ptr noundef nonnull %5), !dbg !97
  %6 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str), !dbg !98
    #dbg_value(i32 0, !69, !DIExpression(), !99)
    #dbg_value(i64 0, !69, !DIExpression(), !99)
  %7 = load i8, ptr %1, align 16, !dbg !100, !tbaa !102
  %8 = zext i8 %7 to i32, !dbg !100
  %9 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %8), !dbg !105
    #dbg_value(i64 1, !69, !DIExpression(), !99)
  %10 = getelementptr inbounds i8, ptr %1, i64 1, !dbg !100
  %11 = load i8, ptr %10, align 1, !dbg !100, !tbaa !102
  %12 = zext i8 %11 to i32, !dbg !100
  %13 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %12), !dbg !105
    #dbg_value(i64 2, !69, !DIExpression(), !99)
  %14 = getelementptr inbounds i8, ptr %1, i64 2, !dbg !100
  %15 = load i8, ptr %14, align 2, !dbg !100, !tbaa !102
  %16 = zext i8 %15 to i32, !dbg !100
  %17 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %16), !dbg !105
    #dbg_value(i64 3, !69, !DIExpression(), !99)
  %18 = getelementptr inbounds i8, ptr %1, i64 3, !dbg !100
  %19 = load i8, ptr %18, align 1, !dbg !100, !tbaa !102
  %20 = zext i8 %19 to i32, !dbg !100
  %21 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %20), !dbg !105
    #dbg_value(i64 4, !69, !DIExpression(), !99)
  %22 = getelementptr inbounds i8, ptr %1, i64 4, !dbg !100
  %23 = load i8, ptr %22, align 4, !dbg !100, !tbaa !102
  %24 = zext i8 %23 to i32, !dbg !100
  %25 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %24), !dbg !105
    #dbg_value(i64 5, !69, !DIExpression(), !99)
  %26 = load i8, ptr %5, align 1, !dbg !100, !tbaa !102
  %27 = zext i8 %26 to i32, !dbg !100
  %28 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %27), !dbg !105
    #dbg_value(i64 6, !69, !DIExpression(), !99)
  %29 = getelementptr inbounds i8, ptr %1, i64 6, !dbg !100
  %30 = load i8, ptr %29, align 2, !dbg !100, !tbaa !102
  %31 = zext i8 %30 to i32, !dbg !100
  %32 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %31), !dbg !105
    #dbg_value(i64 7, !69, !DIExpression(), !99)
  %33 = getelementptr inbounds i8, ptr %1, i64 7, !dbg !100
  %34 = load i8, ptr %33, align 1, !dbg !100, !tbaa !102
  %35 = zext i8 %34 to i32, !dbg !100
  %36 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %35), !dbg !105
    #dbg_value(i64 8, !69, !DIExpression(), !99)
  %37 = getelementptr inbounds i8, ptr %1, i64 8, !dbg !100
  %38 = load i8, ptr %37, align 8, !dbg !100, !tbaa !102
  %39 = zext i8 %38 to i32, !dbg !100
  %40 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %39), !dbg !105
    #dbg_value(i64 9, !69, !DIExpression(), !99)
  %41 = getelementptr inbounds i8, ptr %1, i64 9, !dbg !100
  %42 = load i8, ptr %41, align 1, !dbg !100, !tbaa !102
  %43 = zext i8 %42 to i32, !dbg !100
  %44 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %43), !dbg !105
    #dbg_value(i64 10, !69, !DIExpression(), !99)
  %45 = getelementptr inbounds i8, ptr %1, i64 10, !dbg !100
  %46 = load i8, ptr %45, align 2, !dbg !100, !tbaa !102
  %47 = zext i8 %46 to i32, !dbg !100
  %48 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %47), !dbg !105
    #dbg_value(i64 11, !69, !DIExpression(), !99)
  %49 = getelementptr inbounds i8, ptr %1, i64 11, !dbg !100
  %50 = load i8, ptr %49, align 1, !dbg !100, !tbaa !102
  %51 = zext i8 %50 to i32, !dbg !100
  %52 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %51), !dbg !105
    #dbg_value(i64 12, !69, !DIExpression(), !99)
  %53 = getelementptr inbounds i8, ptr %1, i64 12, !dbg !100
  %54 = load i8, ptr %53, align 4, !dbg !100, !tbaa !102
  %55 = zext i8 %54 to i32, !dbg !100
  %56 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %55), !dbg !105
    #dbg_value(i64 13, !69, !DIExpression(), !99)
  %57 = getelementptr inbounds i8, ptr %1, i64 13, !dbg !100
  %58 = load i8, ptr %57, align 1, !dbg !100, !tbaa !102
  %59 = zext i8 %58 to i32, !dbg !100
  %60 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %59), !dbg !105
    #dbg_value(i64 14, !69, !DIExpression(), !99)
  %61 = tail call i32 @putchar(i32 10), !dbg !106
  %62 = call fastcc i32 @get_le32(ptr noundef nonnull %1), !dbg !107
  %63 = call fastcc i32 @get_le32(ptr noundef nonnull %5), !dbg !108
  %64 = call fastcc i64 @get_be64(ptr noundef nonnull %5), !dbg !109
  %65 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %62, i32 noundef %63, i64 noundef %64), !dbg !110
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %2) #8, !dbg !111
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %2, i8 0, i64 16, i1 false), !dbg !112, !DIAssignID !113
    #dbg_assign(i8 0, !71, !DIExpression(), !113, ptr %2, !DIExpression(), !88)
  call fastcc void @fill(ptr noundef nonnull %2), !dbg !114
  %66 = load i8, ptr %2, align 8, !dbg !115, !tbaa !116
  %67 = zext i8 %66 to i32, !dbg !121
  %68 = getelementptr inbounds i8, ptr %2, i64 1, !dbg !122
  %69 = load i8, ptr %68, align 1, !dbg !122, !tbaa !123
  %70 = zext i8 %69 to i32, !dbg !124
  %71 = getelementptr inbounds i8, ptr %2, i64 2, !dbg !125
  %72 = load i16, ptr %71, align 2, !dbg !125, !tbaa !126
  %73 = zext i16 %72 to i32, !dbg !127
  %74 = getelementptr inbounds i8, ptr %2, i64 4, !dbg !128
  %75 = load i32, ptr %74, align 4, !dbg !128, !tbaa !129
  %76 = getelementptr inbounds i8, ptr %2, i64 8, !dbg !130
  %77 = load i64, ptr %76, align 8, !dbg !130, !tbaa !131
  %78 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %67, i32 noundef %70, i32 noundef %73, i32 noundef %75, i64 noundef %77), !dbg !132
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %3) #8, !dbg !133
  store i32 -559038737, ptr %3, align 4, !dbg !134, !DIAssignID !135
    #dbg_assign(i1 undef, !82, !DIExpression(), !135, ptr %3, !DIExpression(), !88)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %4) #8, !dbg !133
  store i32 0, ptr %4, align 4, !dbg !136, !DIAssignID !137
    #dbg_assign(i32 0, !84, !DIExpression(), !137, ptr %4, !DIExpression(), !88)
  call fastcc void @copy_pair(ptr noundef nonnull %4, ptr noundef nonnull %3), !dbg !138
  %79 = load i16, ptr %4, align 4, !dbg !139, !tbaa !140
  %80 = zext i16 %79 to i32, !dbg !139
  %81 = getelementptr inbounds i8, ptr %4, i64 2, !dbg !141
  %82 = load i16, ptr %81, align 2, !dbg !141, !tbaa !140
  %83 = zext i16 %82 to i32, !dbg !141
  %84 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %80, i32 noundef %83), !dbg !142
  %85 = getelementptr inbounds i8, ptr %1, i64 16, !dbg !143
  call fastcc void @overlap(ptr noundef nonnull %85), !dbg !144
  %86 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6), !dbg !145
    #dbg_value(i32 16, !85, !DIExpression(), !146)
    #dbg_value(i64 16, !85, !DIExpression(), !146)
  %87 = load i8, ptr %85, align 16, !dbg !147, !tbaa !102
  %88 = zext i8 %87 to i32, !dbg !147
  %89 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %88), !dbg !149
    #dbg_value(i64 17, !85, !DIExpression(), !146)
  %90 = getelementptr inbounds i8, ptr %1, i64 17, !dbg !147
  %91 = load i8, ptr %90, align 1, !dbg !147, !tbaa !102
  %92 = zext i8 %91 to i32, !dbg !147
  %93 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %92), !dbg !149
    #dbg_value(i64 18, !85, !DIExpression(), !146)
  %94 = getelementptr inbounds i8, ptr %1, i64 18, !dbg !147
  %95 = load i8, ptr %94, align 2, !dbg !147, !tbaa !102
  %96 = zext i8 %95 to i32, !dbg !147
  %97 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %96), !dbg !149
    #dbg_value(i64 19, !85, !DIExpression(), !146)
  %98 = getelementptr inbounds i8, ptr %1, i64 19, !dbg !147
  %99 = load i8, ptr %98, align 1, !dbg !147, !tbaa !102
  %100 = zext i8 %99 to i32, !dbg !147
  %101 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %100), !dbg !149
    #dbg_value(i64 20, !85, !DIExpression(), !146)
  %102 = getelementptr inbounds i8, ptr %1, i64 20, !dbg !147
  %103 = load i8, ptr %102, align 4, !dbg !147, !tbaa !102
  %104 = zext i8 %103 to i32, !dbg !147
  %105 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %104), !dbg !149
    #dbg_value(i64 21, !85, !DIExpression(), !146)
  %106 = tail call i32 @putchar(i32 10), !dbg !150
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %4) #8, !dbg !151
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %3) #8, !dbg !151
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %2) #8, !dbg !151
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %1) #8, !dbg !151
  ret i32 %96, !dbg !152
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #2

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write) uwtable
define internal fastcc void @put_le32(ptr nocapture noundef writeonly %0) unnamed_addr #3 !dbg !153 {
    #dbg_value(ptr %0, !158, !DIExpression(), !160)
    #dbg_value(i32 -1582119980, !159, !DIExpression(), !160)
  store <4 x i8> <i8 -44, i8 -61, i8 -78, i8 -95>, ptr %0, align 1, !dbg !161, !tbaa !102
  ret void, !dbg !162
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write) uwtable
define internal fastcc void @put_le64(ptr nocapture noundef writeonly %0) unnamed_addr #3 !dbg !163 {
    #dbg_value(ptr %0, !167, !DIExpression(), !171)
    #dbg_value(i64 72623859790382856, !168, !DIExpression(), !171)
    #dbg_value(i32 0, !169, !DIExpression(), !172)
    #dbg_value(i64 0, !169, !DIExpression(), !172)
    #dbg_value(i64 1, !169, !DIExpression(), !172)
    #dbg_value(i64 2, !169, !DIExpression(), !172)
    #dbg_value(i64 3, !169, !DIExpression(), !172)
    #dbg_value(i64 4, !169, !DIExpression(), !172)
    #dbg_value(i64 5, !169, !DIExpression(), !172)
    #dbg_value(i64 6, !169, !DIExpression(), !172)
    #dbg_value(i64 7, !169, !DIExpression(), !172)
  store <8 x i8> <i8 8, i8 7, i8 6, i8 5, i8 4, i8 3, i8 2, i8 1>, ptr %0, align 1, !dbg !173, !tbaa !102
    #dbg_value(i64 8, !169, !DIExpression(), !172)
  ret void, !dbg !175
}

; Function Attrs: nofree nounwind
declare !dbg !176 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define internal fastcc i32 @get_le32(ptr nocapture noundef readonly %0) unnamed_addr #5 !dbg !183 {
    #dbg_value(ptr %0, !189, !DIExpression(), !190)
  %2 = load i32, ptr %0, align 1, !dbg !191
  ret i32 %2, !dbg !192
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define internal fastcc i64 @get_be64(ptr nocapture noundef readonly %0) unnamed_addr #5 !dbg !193 {
    #dbg_value(ptr %0, !197, !DIExpression(), !201)
    #dbg_value(i64 0, !198, !DIExpression(), !201)
    #dbg_value(i32 0, !199, !DIExpression(), !202)
    #dbg_value(i64 0, !199, !DIExpression(), !202)
    #dbg_value(i64 0, !198, !DIExpression(), !201)
  %2 = load i8, ptr %0, align 1, !dbg !203, !tbaa !102
  %3 = zext i8 %2 to i64, !dbg !203
    #dbg_value(i64 %3, !198, !DIExpression(), !201)
    #dbg_value(i64 1, !199, !DIExpression(), !202)
  %4 = getelementptr inbounds i8, ptr %0, i64 1, !dbg !203
  %5 = load i8, ptr %4, align 1, !dbg !203, !tbaa !102
  %6 = zext i8 %5 to i64, !dbg !203
    #dbg_value(!DIArgList(i64 %3, i64 %6), !198, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 8, DW_OP_shl, DW_OP_LLVM_arg, 1, DW_OP_or, DW_OP_stack_value), !201)
    #dbg_value(i64 2, !199, !DIExpression(), !202)
  %7 = shl nuw nsw i64 %3, 16, !dbg !205
  %8 = shl nuw nsw i64 %6, 8, !dbg !205
  %9 = or disjoint i64 %7, %8, !dbg !205
  %10 = getelementptr inbounds i8, ptr %0, i64 2, !dbg !203
  %11 = load i8, ptr %10, align 1, !dbg !203, !tbaa !102
  %12 = zext i8 %11 to i64, !dbg !203
  %13 = or disjoint i64 %9, %12, !dbg !206
    #dbg_value(i64 %13, !198, !DIExpression(), !201)
    #dbg_value(i64 3, !199, !DIExpression(), !202)
  %14 = getelementptr inbounds i8, ptr %0, i64 3, !dbg !203
  %15 = load i8, ptr %14, align 1, !dbg !203, !tbaa !102
  %16 = zext i8 %15 to i64, !dbg !203
    #dbg_value(!DIArgList(i64 %13, i64 %16), !198, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 8, DW_OP_shl, DW_OP_LLVM_arg, 1, DW_OP_or, DW_OP_stack_value), !201)
    #dbg_value(i64 4, !199, !DIExpression(), !202)
  %17 = shl nuw nsw i64 %13, 16, !dbg !205
  %18 = shl nuw nsw i64 %16, 8, !dbg !205
  %19 = or disjoint i64 %17, %18, !dbg !205
  %20 = getelementptr inbounds i8, ptr %0, i64 4, !dbg !203
  %21 = load i8, ptr %20, align 1, !dbg !203, !tbaa !102
  %22 = zext i8 %21 to i64, !dbg !203
  %23 = or disjoint i64 %19, %22, !dbg !206
    #dbg_value(i64 %23, !198, !DIExpression(), !201)
    #dbg_value(i64 5, !199, !DIExpression(), !202)
  %24 = getelementptr inbounds i8, ptr %0, i64 5, !dbg !203
  %25 = load i8, ptr %24, align 1, !dbg !203, !tbaa !102
  %26 = zext i8 %25 to i64, !dbg !203
    #dbg_value(!DIArgList(i64 %23, i64 %26), !198, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 8, DW_OP_shl, DW_OP_LLVM_arg, 1, DW_OP_or, DW_OP_stack_value), !201)
    #dbg_value(i64 6, !199, !DIExpression(), !202)
  %27 = shl nuw nsw i64 %23, 16, !dbg !205
  %28 = shl nuw nsw i64 %26, 8, !dbg !205
  %29 = or disjoint i64 %27, %28, !dbg !205
  %30 = getelementptr inbounds i8, ptr %0, i64 6, !dbg !203
  %31 = load i8, ptr %30, align 1, !dbg !203, !tbaa !102
  %32 = zext i8 %31 to i64, !dbg !203
  %33 = or disjoint i64 %29, %32, !dbg !206
    #dbg_value(i64 %33, !198, !DIExpression(), !201)
    #dbg_value(i64 7, !199, !DIExpression(), !202)
  %34 = shl nuw i64 %33, 8, !dbg !205
  %35 = getelementptr inbounds i8, ptr %0, i64 7, !dbg !203
  %36 = load i8, ptr %35, align 1, !dbg !203, !tbaa !102
  %37 = zext i8 %36 to i64, !dbg !203
  %38 = or disjoint i64 %34, %37, !dbg !206
    #dbg_value(i64 %38, !198, !DIExpression(), !201)
    #dbg_value(i64 8, !199, !DIExpression(), !202)
  ret i64 %38, !dbg !207
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write) uwtable
define internal fastcc void @fill(ptr nocapture noundef writeonly %0) unnamed_addr #3 !dbg !208 {
    #dbg_value(ptr %0, !213, !DIExpression(), !215)
    #dbg_value(i64 1234605616436508552, !214, !DIExpression(), !215)
  store i8 -120, ptr %0, align 8, !dbg !216, !tbaa !116
  %2 = getelementptr inbounds i8, ptr %0, i64 1, !dbg !217
  store i8 119, ptr %2, align 1, !dbg !218, !tbaa !123
  %3 = getelementptr inbounds i8, ptr %0, i64 2, !dbg !219
  store i16 21862, ptr %3, align 2, !dbg !220, !tbaa !126
  %4 = getelementptr inbounds i8, ptr %0, i64 4, !dbg !221
  store i32 287454020, ptr %4, align 4, !dbg !222, !tbaa !129
  %5 = getelementptr inbounds i8, ptr %0, i64 8, !dbg !223
  store i64 -1234605616436508553, ptr %5, align 8, !dbg !224, !tbaa !131
  ret void, !dbg !225
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define internal fastcc void @copy_pair(ptr nocapture noundef writeonly %0, ptr nocapture noundef readonly %1) unnamed_addr #6 !dbg !226 {
    #dbg_value(ptr %0, !233, !DIExpression(), !235)
    #dbg_value(ptr %1, !234, !DIExpression(), !235)
  %3 = load i16, ptr %1, align 2, !dbg !236, !tbaa !140
  store i16 %3, ptr %0, align 2, !dbg !237, !tbaa !140
  %4 = getelementptr inbounds i8, ptr %1, i64 2, !dbg !238
  %5 = load i16, ptr %4, align 2, !dbg !238, !tbaa !140
  %6 = getelementptr inbounds i8, ptr %0, i64 2, !dbg !239
  store i16 %5, ptr %6, align 2, !dbg !240, !tbaa !140
  ret void, !dbg !241
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write) uwtable
define internal fastcc void @overlap(ptr nocapture noundef writeonly %0) unnamed_addr #3 !dbg !242 {
    #dbg_value(ptr %0, !246, !DIExpression(), !249)
    #dbg_value(i32 1144201745, !247, !DIExpression(), !249)
    #dbg_value(i16 26197, !248, !DIExpression(), !249)
  store i32 2003195153, ptr %0, align 1, !dbg !250
  ret void, !dbg !251
}

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #7

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #3 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nofree nounwind }
attributes #8 = { nounwind }

!llvm.dbg.cu = !{!32}
!llvm.module.flags = !{!52, !53, !54, !55, !56, !57, !58}
!llvm.ident = !{!59}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 21, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "programs/store_load_merging.c", directory: ".", checksumkind: CSK_MD5, checksum: "aac29e71265e3ffa1fc303b1dd82983e")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 56, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 7)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 21, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 48, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 6)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 22, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 400, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 50)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(scope: null, file: !2, line: 25, type: !19, isLocal: true, isDefinition: true)
!19 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 344, elements: !20)
!20 = !{!21}
!21 = !DISubrange(count: 43)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(scope: null, file: !2, line: 28, type: !24, isLocal: true, isDefinition: true)
!24 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 128, elements: !25)
!25 = !{!26}
!26 = !DISubrange(count: 16)
!27 = !DIGlobalVariableExpression(var: !28, expr: !DIExpression())
!28 = distinct !DIGlobalVariable(scope: null, file: !2, line: 30, type: !29, isLocal: true, isDefinition: true)
!29 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 72, elements: !30)
!30 = !{!31}
!31 = !DISubrange(count: 9)
!32 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !33, globals: !46, splitDebugInlining: false, nameTableKind: None)
!33 = !{!34, !35, !40, !43}
!34 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!35 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint8_t", file: !36, line: 24, baseType: !37)
!36 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-uintn.h", directory: "", checksumkind: CSK_MD5, checksum: "2bf2ae53c58c01b1a1b9383b5195125c")
!37 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint8_t", file: !38, line: 38, baseType: !39)
!38 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!39 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!40 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint32_t", file: !36, line: 26, baseType: !41)
!41 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint32_t", file: !38, line: 42, baseType: !42)
!42 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!43 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint16_t", file: !36, line: 25, baseType: !44)
!44 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint16_t", file: !38, line: 40, baseType: !45)
!45 = !DIBasicType(name: "unsigned short", size: 16, encoding: DW_ATE_unsigned)
!46 = !{!0, !7, !47, !12, !17, !22, !27}
!47 = !DIGlobalVariableExpression(var: !48, expr: !DIExpression())
!48 = distinct !DIGlobalVariable(scope: null, file: !2, line: 21, type: !49, isLocal: true, isDefinition: true)
!49 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 16, elements: !50)
!50 = !{!51}
!51 = !DISubrange(count: 2)
!52 = !{i32 7, !"Dwarf Version", i32 5}
!53 = !{i32 2, !"Debug Info Version", i32 3}
!54 = !{i32 1, !"wchar_size", i32 4}
!55 = !{i32 8, !"PIC Level", i32 2}
!56 = !{i32 7, !"PIE Level", i32 2}
!57 = !{i32 7, !"uwtable", i32 2}
!58 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!59 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!60 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 18, type: !61, scopeLine: 18, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !32, retainedNodes: !64)
!61 = !DISubroutineType(types: !62)
!62 = !{!63}
!63 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!64 = !{!65, !69, !71, !82, !84, !85}
!65 = !DILocalVariable(name: "buf", scope: !60, file: !2, line: 19, type: !66)
!66 = !DICompositeType(tag: DW_TAG_array_type, baseType: !35, size: 256, elements: !67)
!67 = !{!68}
!68 = !DISubrange(count: 32)
!69 = !DILocalVariable(name: "i", scope: !70, file: !2, line: 21, type: !63)
!70 = distinct !DILexicalBlock(scope: !60, file: !2, line: 21, column: 23)
!71 = !DILocalVariable(name: "r", scope: !60, file: !2, line: 23, type: !72)
!72 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "rec", file: !2, line: 13, size: 128, elements: !73)
!73 = !{!74, !75, !76, !77, !78}
!74 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !72, file: !2, line: 13, baseType: !35, size: 8)
!75 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !72, file: !2, line: 13, baseType: !35, size: 8, offset: 8)
!76 = !DIDerivedType(tag: DW_TAG_member, name: "c", scope: !72, file: !2, line: 13, baseType: !43, size: 16, offset: 16)
!77 = !DIDerivedType(tag: DW_TAG_member, name: "d", scope: !72, file: !2, line: 13, baseType: !40, size: 32, offset: 32)
!78 = !DIDerivedType(tag: DW_TAG_member, name: "e", scope: !72, file: !2, line: 13, baseType: !79, size: 64, offset: 64)
!79 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint64_t", file: !36, line: 27, baseType: !80)
!80 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint64_t", file: !38, line: 45, baseType: !81)
!81 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!82 = !DILocalVariable(name: "s", scope: !60, file: !2, line: 26, type: !83)
!83 = !DICompositeType(tag: DW_TAG_array_type, baseType: !43, size: 32, elements: !50)
!84 = !DILocalVariable(name: "d", scope: !60, file: !2, line: 26, type: !83)
!85 = !DILocalVariable(name: "i", scope: !86, file: !2, line: 30, type: !63)
!86 = distinct !DILexicalBlock(scope: !60, file: !2, line: 30, column: 25)
!87 = distinct !DIAssignID()
!88 = !DILocation(line: 0, scope: !60)
!89 = distinct !DIAssignID()
!90 = distinct !DIAssignID()
!91 = distinct !DIAssignID()
!92 = !DILocation(line: 19, column: 5, scope: !60)
!93 = !DILocation(line: 19, column: 13, scope: !60)
!94 = distinct !DIAssignID()
!95 = !DILocation(line: 20, column: 5, scope: !60)
!96 = !DILocation(line: 20, column: 46, scope: !60)
!97 = !DILocation(line: 20, column: 33, scope: !60)
!98 = !DILocation(line: 21, column: 5, scope: !60)
!99 = !DILocation(line: 0, scope: !70)
!100 = !DILocation(line: 21, column: 68, scope: !101)
!101 = distinct !DILexicalBlock(scope: !70, file: !2, line: 21, column: 23)
!102 = !{!103, !103, i64 0}
!103 = !{!"omnipotent char", !104, i64 0}
!104 = !{!"Simple C/C++ TBAA"}
!105 = !DILocation(line: 21, column: 52, scope: !101)
!106 = !DILocation(line: 21, column: 77, scope: !60)
!107 = !DILocation(line: 22, column: 66, scope: !60)
!108 = !DILocation(line: 22, column: 81, scope: !60)
!109 = !DILocation(line: 22, column: 120, scope: !60)
!110 = !DILocation(line: 22, column: 5, scope: !60)
!111 = !DILocation(line: 23, column: 5, scope: !60)
!112 = !DILocation(line: 23, column: 19, scope: !60)
!113 = distinct !DIAssignID()
!114 = !DILocation(line: 24, column: 5, scope: !60)
!115 = !DILocation(line: 25, column: 61, scope: !60)
!116 = !{!117, !103, i64 0}
!117 = !{!"rec", !103, i64 0, !103, i64 1, !118, i64 2, !119, i64 4, !120, i64 8}
!118 = !{!"short", !103, i64 0}
!119 = !{!"int", !103, i64 0}
!120 = !{!"long", !103, i64 0}
!121 = !DILocation(line: 25, column: 59, scope: !60)
!122 = !DILocation(line: 25, column: 66, scope: !60)
!123 = !{!117, !103, i64 1}
!124 = !DILocation(line: 25, column: 64, scope: !60)
!125 = !DILocation(line: 25, column: 71, scope: !60)
!126 = !{!117, !118, i64 2}
!127 = !DILocation(line: 25, column: 69, scope: !60)
!128 = !DILocation(line: 25, column: 76, scope: !60)
!129 = !{!117, !119, i64 4}
!130 = !DILocation(line: 25, column: 101, scope: !60)
!131 = !{!117, !120, i64 8}
!132 = !DILocation(line: 25, column: 5, scope: !60)
!133 = !DILocation(line: 26, column: 5, scope: !60)
!134 = !DILocation(line: 26, column: 14, scope: !60)
!135 = distinct !DIAssignID()
!136 = !DILocation(line: 26, column: 39, scope: !60)
!137 = distinct !DIAssignID()
!138 = !DILocation(line: 27, column: 5, scope: !60)
!139 = !DILocation(line: 28, column: 32, scope: !60)
!140 = !{!118, !118, i64 0}
!141 = !DILocation(line: 28, column: 38, scope: !60)
!142 = !DILocation(line: 28, column: 5, scope: !60)
!143 = !DILocation(line: 29, column: 17, scope: !60)
!144 = !DILocation(line: 29, column: 5, scope: !60)
!145 = !DILocation(line: 30, column: 5, scope: !60)
!146 = !DILocation(line: 0, scope: !86)
!147 = !DILocation(line: 30, column: 71, scope: !148)
!148 = distinct !DILexicalBlock(scope: !86, file: !2, line: 30, column: 25)
!149 = !DILocation(line: 30, column: 55, scope: !148)
!150 = !DILocation(line: 30, column: 80, scope: !60)
!151 = !DILocation(line: 32, column: 1, scope: !60)
!152 = !DILocation(line: 31, column: 5, scope: !60)
!153 = distinct !DISubprogram(name: "put_le32", scope: !2, file: !2, line: 9, type: !154, scopeLine: 9, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !32, retainedNodes: !157)
!154 = !DISubroutineType(cc: DW_CC_nocall, types: !155)
!155 = !{null, !156, !40}
!156 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !35, size: 64)
!157 = !{!158, !159}
!158 = !DILocalVariable(name: "p", arg: 1, scope: !153, file: !2, line: 9, type: !156)
!159 = !DILocalVariable(name: "v", arg: 2, scope: !153, file: !2, line: 9, type: !40)
!160 = !DILocation(line: 0, scope: !153)
!161 = !DILocation(line: 9, column: 79, scope: !153)
!162 = !DILocation(line: 9, column: 173, scope: !153)
!163 = distinct !DISubprogram(name: "put_le64", scope: !2, file: !2, line: 10, type: !164, scopeLine: 10, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !32, retainedNodes: !166)
!164 = !DISubroutineType(cc: DW_CC_nocall, types: !165)
!165 = !{null, !156, !79}
!166 = !{!167, !168, !169}
!167 = !DILocalVariable(name: "p", arg: 1, scope: !163, file: !2, line: 10, type: !156)
!168 = !DILocalVariable(name: "v", arg: 2, scope: !163, file: !2, line: 10, type: !79)
!169 = !DILocalVariable(name: "i", scope: !170, file: !2, line: 10, type: !63)
!170 = distinct !DILexicalBlock(scope: !163, file: !2, line: 10, column: 74)
!171 = !DILocation(line: 0, scope: !163)
!172 = !DILocation(line: 0, scope: !170)
!173 = !DILocation(line: 10, column: 107, scope: !174)
!174 = distinct !DILexicalBlock(scope: !170, file: !2, line: 10, column: 74)
!175 = !DILocation(line: 10, column: 134, scope: !163)
!176 = !DISubprogram(name: "printf", scope: !177, file: !177, line: 356, type: !178, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!177 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!178 = !DISubroutineType(types: !179)
!179 = !{!63, !180, null}
!180 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !181)
!181 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !182, size: 64)
!182 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!183 = distinct !DISubprogram(name: "get_le32", scope: !2, file: !2, line: 11, type: !184, scopeLine: 11, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !32, retainedNodes: !188)
!184 = !DISubroutineType(types: !185)
!185 = !{!40, !186}
!186 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !187, size: 64)
!187 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !35)
!188 = !{!189}
!189 = !DILocalVariable(name: "p", arg: 1, scope: !183, file: !2, line: 11, type: !186)
!190 = !DILocation(line: 0, scope: !183)
!191 = !DILocation(line: 11, column: 89, scope: !183)
!192 = !DILocation(line: 11, column: 72, scope: !183)
!193 = distinct !DISubprogram(name: "get_be64", scope: !2, file: !2, line: 12, type: !194, scopeLine: 12, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !32, retainedNodes: !196)
!194 = !DISubroutineType(types: !195)
!195 = !{!79, !186}
!196 = !{!197, !198, !199}
!197 = !DILocalVariable(name: "p", arg: 1, scope: !193, file: !2, line: 12, type: !186)
!198 = !DILocalVariable(name: "v", scope: !193, file: !2, line: 12, type: !79)
!199 = !DILocalVariable(name: "i", scope: !200, file: !2, line: 12, type: !63)
!200 = distinct !DILexicalBlock(scope: !193, file: !2, line: 12, column: 88)
!201 = !DILocation(line: 0, scope: !193)
!202 = !DILocation(line: 0, scope: !200)
!203 = !DILocation(line: 12, column: 129, scope: !204)
!204 = distinct !DILexicalBlock(scope: !200, file: !2, line: 12, column: 88)
!205 = !DILocation(line: 12, column: 122, scope: !204)
!206 = !DILocation(line: 12, column: 127, scope: !204)
!207 = !DILocation(line: 12, column: 135, scope: !193)
!208 = distinct !DISubprogram(name: "fill", scope: !2, file: !2, line: 14, type: !209, scopeLine: 14, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !32, retainedNodes: !212)
!209 = !DISubroutineType(cc: DW_CC_nocall, types: !210)
!210 = !{null, !211, !79}
!211 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !72, size: 64)
!212 = !{!213, !214}
!213 = !DILocalVariable(name: "r", arg: 1, scope: !208, file: !2, line: 14, type: !211)
!214 = !DILocalVariable(name: "k", arg: 2, scope: !208, file: !2, line: 14, type: !79)
!215 = !DILocation(line: 0, scope: !208)
!216 = !DILocation(line: 14, column: 78, scope: !208)
!217 = !DILocation(line: 14, column: 95, scope: !208)
!218 = !DILocation(line: 14, column: 97, scope: !208)
!219 = !DILocation(line: 14, column: 121, scope: !208)
!220 = !DILocation(line: 14, column: 123, scope: !208)
!221 = !DILocation(line: 14, column: 149, scope: !208)
!222 = !DILocation(line: 14, column: 151, scope: !208)
!223 = !DILocation(line: 14, column: 177, scope: !208)
!224 = !DILocation(line: 14, column: 179, scope: !208)
!225 = !DILocation(line: 14, column: 185, scope: !208)
!226 = distinct !DISubprogram(name: "copy_pair", scope: !2, file: !2, line: 15, type: !227, scopeLine: 15, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !32, retainedNodes: !232)
!227 = !DISubroutineType(types: !228)
!228 = !{null, !229, !230}
!229 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !43, size: 64)
!230 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !231, size: 64)
!231 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !43)
!232 = !{!233, !234}
!233 = !DILocalVariable(name: "d", arg: 1, scope: !226, file: !2, line: 15, type: !229)
!234 = !DILocalVariable(name: "s", arg: 2, scope: !226, file: !2, line: 15, type: !230)
!235 = !DILocation(line: 0, scope: !226)
!236 = !DILocation(line: 15, column: 90, scope: !226)
!237 = !DILocation(line: 15, column: 88, scope: !226)
!238 = !DILocation(line: 15, column: 103, scope: !226)
!239 = !DILocation(line: 15, column: 96, scope: !226)
!240 = !DILocation(line: 15, column: 101, scope: !226)
!241 = !DILocation(line: 15, column: 109, scope: !226)
!242 = distinct !DISubprogram(name: "overlap", scope: !2, file: !2, line: 16, type: !243, scopeLine: 16, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !32, retainedNodes: !245)
!243 = !DISubroutineType(cc: DW_CC_nocall, types: !244)
!244 = !{null, !156, !40, !43}
!245 = !{!246, !247, !248}
!246 = !DILocalVariable(name: "p", arg: 1, scope: !242, file: !2, line: 16, type: !156)
!247 = !DILocalVariable(name: "v", arg: 2, scope: !242, file: !2, line: 16, type: !40)
!248 = !DILocalVariable(name: "w", arg: 3, scope: !242, file: !2, line: 16, type: !43)
!249 = !DILocation(line: 0, scope: !242)
!250 = !DILocation(line: 16, column: 85, scope: !242)
!251 = !DILocation(line: 16, column: 138, scope: !242)
