; ModuleID = 'programs/sha1_hmac.c'
source_filename = "programs/sha1_hmac.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.sha1_ctx = type { [5 x i32], i64, [64 x i8], i32 }

@.str = private unnamed_addr constant [4 x i8] c"abc\00", align 1, !dbg !0
@.str.2 = private unnamed_addr constant [57 x i8] c"abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq\00", align 1, !dbg !7
@main.as = internal global [1000 x i8] zeroinitializer, align 16, !dbg !12
@.str.3 = private unnamed_addr constant [9 x i8] c"Hi There\00", align 1, !dbg !37
@.str.4 = private unnamed_addr constant [5 x i8] c"Jefe\00", align 1, !dbg !42
@.str.5 = private unnamed_addr constant [29 x i8] c"what do ya want for nothing?\00", align 1, !dbg !47
@.str.6 = private unnamed_addr constant [55 x i8] c"Test Using Larger Than Block-Size Key - Hash Key First\00", align 1, !dbg !52
@.str.7 = private unnamed_addr constant [5 x i8] c"%02x\00", align 1, !dbg !57
@init.iv = internal unnamed_addr constant [5 x i32] [i32 1732584193, i32 -271733879, i32 -1732584194, i32 271733878, i32 -1009589776], align 16, !dbg !64

; Function Attrs: nofree nounwind uwtable
define dso_local range(i32 0, 128) i32 @main() local_unnamed_addr #0 !dbg !14 {
  %1 = alloca %struct.sha1_ctx, align 8, !DIAssignID !113
  %2 = alloca %struct.sha1_ctx, align 8, !DIAssignID !114
  %3 = alloca %struct.sha1_ctx, align 8, !DIAssignID !115
  %4 = alloca [20 x i8], align 16, !DIAssignID !116
    #dbg_assign(i1 undef, !88, !DIExpression(), !116, ptr %4, !DIExpression(), !117)
  %5 = alloca %struct.sha1_ctx, align 8, !DIAssignID !118
    #dbg_assign(i1 undef, !92, !DIExpression(), !118, ptr %5, !DIExpression(), !117)
  %6 = alloca [20 x i8], align 16, !DIAssignID !119
    #dbg_assign(i1 undef, !97, !DIExpression(), !119, ptr %6, !DIExpression(), !117)
  %7 = alloca [80 x i8], align 16, !DIAssignID !120
    #dbg_assign(i1 undef, !98, !DIExpression(), !120, ptr %7, !DIExpression(), !117)
  call void @llvm.lifetime.start.p0(i64 20, ptr nonnull %4) #8, !dbg !121
    #dbg_assign(i1 undef, !122, !DIExpression(), !115, ptr %3, !DIExpression(), !133)
    #dbg_value(ptr @.str, !130, !DIExpression(), !133)
    #dbg_value(i64 3, !131, !DIExpression(), !133)
    #dbg_value(ptr %4, !132, !DIExpression(), !133)
  call void @llvm.lifetime.start.p0(i64 104, ptr nonnull %3) #8, !dbg !135
    #dbg_value(ptr %3, !84, !DIExpression(), !136)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(20) %3, ptr noundef nonnull align 16 dereferenceable(20) @init.iv, i64 20, i1 false), !dbg !138, !DIAssignID !139
    #dbg_assign(i1 undef, !122, !DIExpression(DW_OP_LLVM_fragment, 0, 160), !139, ptr %3, !DIExpression(), !133)
  %8 = getelementptr inbounds i8, ptr %3, i64 24, !dbg !140
  store i64 0, ptr %8, align 8, !dbg !141, !tbaa !142, !DIAssignID !148
    #dbg_assign(i64 0, !122, !DIExpression(DW_OP_LLVM_fragment, 192, 64), !148, ptr %8, !DIExpression(), !133)
  %9 = getelementptr inbounds i8, ptr %3, i64 96, !dbg !149
  store i32 0, ptr %9, align 8, !dbg !150, !tbaa !151, !DIAssignID !152
    #dbg_assign(i32 0, !122, !DIExpression(DW_OP_LLVM_fragment, 768, 32), !152, ptr %9, !DIExpression(), !133)
  call fastcc void @update(ptr noundef nonnull %3, ptr noundef nonnull readonly @.str, i64 noundef 3), !dbg !153
  call fastcc void @final(ptr noundef nonnull %3, ptr noundef nonnull %4), !dbg !154
  call void @llvm.lifetime.end.p0(i64 104, ptr nonnull %3) #8, !dbg !155
  call fastcc void @hex(ptr noundef nonnull %4), !dbg !156
    #dbg_assign(i1 undef, !122, !DIExpression(), !114, ptr %2, !DIExpression(), !157)
    #dbg_value(ptr poison, !130, !DIExpression(), !157)
    #dbg_value(i64 0, !131, !DIExpression(), !157)
    #dbg_value(ptr %4, !132, !DIExpression(), !157)
  call void @llvm.lifetime.start.p0(i64 104, ptr nonnull %2) #8, !dbg !159
    #dbg_value(ptr %2, !84, !DIExpression(), !160)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(20) %2, ptr noundef nonnull align 16 dereferenceable(20) @init.iv, i64 20, i1 false), !dbg !162, !DIAssignID !163
    #dbg_assign(i1 undef, !122, !DIExpression(DW_OP_LLVM_fragment, 0, 160), !163, ptr %2, !DIExpression(), !157)
  %10 = getelementptr inbounds i8, ptr %2, i64 24, !dbg !164
    #dbg_assign(i64 0, !122, !DIExpression(DW_OP_LLVM_fragment, 192, 64), !165, ptr %10, !DIExpression(), !157)
  %11 = getelementptr inbounds i8, ptr %2, i64 96, !dbg !166
  store i32 0, ptr %11, align 8, !dbg !167, !tbaa !151, !DIAssignID !168
    #dbg_assign(i32 0, !122, !DIExpression(DW_OP_LLVM_fragment, 768, 32), !168, ptr %11, !DIExpression(), !157)
    #dbg_value(ptr %2, !169, !DIExpression(), !179)
    #dbg_value(ptr poison, !174, !DIExpression(), !179)
    #dbg_value(i64 0, !175, !DIExpression(), !179)
    #dbg_value(ptr poison, !176, !DIExpression(), !179)
  store i64 0, ptr %10, align 8, !dbg !181, !tbaa !142
    #dbg_value(ptr poison, !176, !DIExpression(), !179)
    #dbg_value(i64 0, !175, !DIExpression(), !179)
  call fastcc void @final(ptr noundef nonnull %2, ptr noundef nonnull %4), !dbg !182
  call void @llvm.lifetime.end.p0(i64 104, ptr nonnull %2) #8, !dbg !183
  call fastcc void @hex(ptr noundef nonnull %4), !dbg !184
    #dbg_assign(i1 undef, !122, !DIExpression(), !113, ptr %1, !DIExpression(), !185)
    #dbg_value(ptr @.str.2, !130, !DIExpression(), !185)
    #dbg_value(i64 56, !131, !DIExpression(), !185)
    #dbg_value(ptr %4, !132, !DIExpression(), !185)
  call void @llvm.lifetime.start.p0(i64 104, ptr nonnull %1) #8, !dbg !187
    #dbg_value(ptr %1, !84, !DIExpression(), !188)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(20) %1, ptr noundef nonnull align 16 dereferenceable(20) @init.iv, i64 20, i1 false), !dbg !190, !DIAssignID !191
    #dbg_assign(i1 undef, !122, !DIExpression(DW_OP_LLVM_fragment, 0, 160), !191, ptr %1, !DIExpression(), !185)
  %12 = getelementptr inbounds i8, ptr %1, i64 24, !dbg !192
  store i64 0, ptr %12, align 8, !dbg !193, !tbaa !142, !DIAssignID !194
    #dbg_assign(i64 0, !122, !DIExpression(DW_OP_LLVM_fragment, 192, 64), !194, ptr %12, !DIExpression(), !185)
  %13 = getelementptr inbounds i8, ptr %1, i64 96, !dbg !195
  store i32 0, ptr %13, align 8, !dbg !196, !tbaa !151, !DIAssignID !197
    #dbg_assign(i32 0, !122, !DIExpression(DW_OP_LLVM_fragment, 768, 32), !197, ptr %13, !DIExpression(), !185)
  call fastcc void @update(ptr noundef nonnull %1, ptr noundef nonnull readonly @.str.2, i64 noundef 56), !dbg !198
  call fastcc void @final(ptr noundef nonnull %1, ptr noundef nonnull %4), !dbg !199
  call void @llvm.lifetime.end.p0(i64 104, ptr nonnull %1) #8, !dbg !200
  call fastcc void @hex(ptr noundef nonnull %4), !dbg !201
  call void @llvm.lifetime.start.p0(i64 104, ptr nonnull %5) #8, !dbg !202
    #dbg_value(ptr %5, !84, !DIExpression(), !203)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(20) %5, ptr noundef nonnull align 16 dereferenceable(20) @init.iv, i64 20, i1 false), !dbg !205, !DIAssignID !206
    #dbg_assign(i1 undef, !92, !DIExpression(DW_OP_LLVM_fragment, 0, 160), !206, ptr %5, !DIExpression(), !117)
  %14 = getelementptr inbounds i8, ptr %5, i64 24, !dbg !207
  store i64 0, ptr %14, align 8, !dbg !208, !tbaa !142, !DIAssignID !209
    #dbg_assign(i64 0, !92, !DIExpression(DW_OP_LLVM_fragment, 192, 64), !209, ptr %14, !DIExpression(), !117)
  %15 = getelementptr inbounds i8, ptr %5, i64 96, !dbg !210
  store i32 0, ptr %15, align 8, !dbg !211, !tbaa !151, !DIAssignID !212
    #dbg_assign(i32 0, !92, !DIExpression(DW_OP_LLVM_fragment, 768, 32), !212, ptr %15, !DIExpression(), !117)
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(1000) @main.as, i8 97, i64 1000, i1 false), !dbg !213
    #dbg_value(i64 0, !93, !DIExpression(), !117)
    #dbg_value(i32 1, !94, !DIExpression(), !117)
  br label %16, !dbg !214

16:                                               ; preds = %0, %16
  %17 = phi i32 [ 1, %0 ], [ %26, %16 ]
  %18 = phi i64 [ 0, %0 ], [ %25, %16 ]
    #dbg_value(i32 %17, !94, !DIExpression(), !117)
    #dbg_value(i64 %18, !93, !DIExpression(), !117)
  %19 = mul nuw nsw i32 %17, 37, !dbg !215
  %20 = urem i32 %19, 1000, !dbg !216
  %21 = add nuw nsw i32 %20, 1, !dbg !217
  %22 = zext nneg i32 %21 to i64, !dbg !217
    #dbg_value(i64 %22, !95, !DIExpression(), !218)
  %23 = sub nuw nsw i64 1000000, %18, !dbg !219
  %24 = tail call i64 @llvm.umin.i64(i64 %23, i64 %22), !dbg !221
    #dbg_value(i64 %24, !95, !DIExpression(), !218)
  call fastcc void @update(ptr noundef nonnull %5, ptr noundef nonnull @main.as, i64 noundef %24), !dbg !222
  %25 = add nuw nsw i64 %24, %18, !dbg !223
    #dbg_value(i64 %25, !93, !DIExpression(), !117)
  %26 = add nuw nsw i32 %17, 1, !dbg !224
    #dbg_value(i32 %26, !94, !DIExpression(), !117)
  %27 = icmp ult i64 %25, 1000000, !dbg !225
  br i1 %27, label %16, label %28, !dbg !214, !llvm.loop !226

28:                                               ; preds = %16
  call fastcc void @final(ptr noundef nonnull %5, ptr noundef nonnull %4), !dbg !229
  call fastcc void @hex(ptr noundef nonnull %4), !dbg !230
  call void @llvm.lifetime.start.p0(i64 20, ptr nonnull %6) #8, !dbg !231
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(20) %6, i8 11, i64 20, i1 false), !dbg !232, !DIAssignID !233
    #dbg_assign(i1 undef, !97, !DIExpression(), !233, ptr %6, !DIExpression(), !117)
  call fastcc void @hmac(ptr noundef nonnull %6, i64 noundef 20, ptr noundef nonnull @.str.3, i64 noundef 8, ptr noundef nonnull %4), !dbg !234
  call fastcc void @hex(ptr noundef nonnull %4), !dbg !235
  call fastcc void @hmac(ptr noundef nonnull @.str.4, i64 noundef 4, ptr noundef nonnull @.str.5, i64 noundef 28, ptr noundef nonnull %4), !dbg !236
  call fastcc void @hex(ptr noundef nonnull %4), !dbg !237
  call void @llvm.lifetime.start.p0(i64 80, ptr nonnull %7) #8, !dbg !238
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(80) %7, i8 -86, i64 80, i1 false), !dbg !239, !DIAssignID !240
    #dbg_assign(i1 undef, !98, !DIExpression(), !240, ptr %7, !DIExpression(), !117)
  call fastcc void @hmac(ptr noundef nonnull %7, i64 noundef 80, ptr noundef nonnull @.str.6, i64 noundef 54, ptr noundef nonnull %4), !dbg !241
  call fastcc void @hex(ptr noundef nonnull %4), !dbg !242
  %29 = load i8, ptr %4, align 16, !dbg !243, !tbaa !244
  %30 = and i8 %29, 127, !dbg !245
  %31 = zext nneg i8 %30 to i32, !dbg !245
  call void @llvm.lifetime.end.p0(i64 80, ptr nonnull %7) #8, !dbg !246
  call void @llvm.lifetime.end.p0(i64 20, ptr nonnull %6) #8, !dbg !246
  call void @llvm.lifetime.end.p0(i64 104, ptr nonnull %5) #8, !dbg !246
  call void @llvm.lifetime.end.p0(i64 20, ptr nonnull %4) #8, !dbg !246
  ret i32 %31, !dbg !247
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind uwtable
define internal fastcc void @hex(ptr nocapture noundef readonly %0) unnamed_addr #0 !dbg !248 {
    #dbg_value(ptr %0, !252, !DIExpression(), !255)
    #dbg_value(i32 0, !253, !DIExpression(), !256)
    #dbg_value(i64 0, !253, !DIExpression(), !256)
  %2 = load i8, ptr %0, align 1, !dbg !257, !tbaa !244
  %3 = zext i8 %2 to i32, !dbg !257
  %4 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef %3), !dbg !259
    #dbg_value(i64 1, !253, !DIExpression(), !256)
  %5 = getelementptr inbounds i8, ptr %0, i64 1, !dbg !257
  %6 = load i8, ptr %5, align 1, !dbg !257, !tbaa !244
  %7 = zext i8 %6 to i32, !dbg !257
  %8 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef %7), !dbg !259
    #dbg_value(i64 2, !253, !DIExpression(), !256)
  %9 = getelementptr inbounds i8, ptr %0, i64 2, !dbg !257
  %10 = load i8, ptr %9, align 1, !dbg !257, !tbaa !244
  %11 = zext i8 %10 to i32, !dbg !257
  %12 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef %11), !dbg !259
    #dbg_value(i64 3, !253, !DIExpression(), !256)
  %13 = getelementptr inbounds i8, ptr %0, i64 3, !dbg !257
  %14 = load i8, ptr %13, align 1, !dbg !257, !tbaa !244
  %15 = zext i8 %14 to i32, !dbg !257
  %16 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef %15), !dbg !259
    #dbg_value(i64 4, !253, !DIExpression(), !256)
  %17 = getelementptr inbounds i8, ptr %0, i64 4, !dbg !257
  %18 = load i8, ptr %17, align 1, !dbg !257, !tbaa !244
  %19 = zext i8 %18 to i32, !dbg !257
  %20 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef %19), !dbg !259
    #dbg_value(i64 5, !253, !DIExpression(), !256)
  %21 = getelementptr inbounds i8, ptr %0, i64 5, !dbg !257
  %22 = load i8, ptr %21, align 1, !dbg !257, !tbaa !244
  %23 = zext i8 %22 to i32, !dbg !257
  %24 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef %23), !dbg !259
    #dbg_value(i64 6, !253, !DIExpression(), !256)
  %25 = getelementptr inbounds i8, ptr %0, i64 6, !dbg !257
  %26 = load i8, ptr %25, align 1, !dbg !257, !tbaa !244
  %27 = zext i8 %26 to i32, !dbg !257
  %28 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef %27), !dbg !259
    #dbg_value(i64 7, !253, !DIExpression(), !256)
  %29 = getelementptr inbounds i8, ptr %0, i64 7, !dbg !257
  %30 = load i8, ptr %29, align 1, !dbg !257, !tbaa !244
  %31 = zext i8 %30 to i32, !dbg !257
  %32 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef %31), !dbg !259
    #dbg_value(i64 8, !253, !DIExpression(), !256)
  %33 = getelementptr inbounds i8, ptr %0, i64 8, !dbg !257
  %34 = load i8, ptr %33, align 1, !dbg !257, !tbaa !244
  %35 = zext i8 %34 to i32, !dbg !257
  %36 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef %35), !dbg !259
    #dbg_value(i64 9, !253, !DIExpression(), !256)
  %37 = getelementptr inbounds i8, ptr %0, i64 9, !dbg !257
  %38 = load i8, ptr %37, align 1, !dbg !257, !tbaa !244
  %39 = zext i8 %38 to i32, !dbg !257
  %40 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef %39), !dbg !259
    #dbg_value(i64 10, !253, !DIExpression(), !256)
  %41 = getelementptr inbounds i8, ptr %0, i64 10, !dbg !257
  %42 = load i8, ptr %41, align 1, !dbg !257, !tbaa !244
  %43 = zext i8 %42 to i32, !dbg !257
  %44 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef %43), !dbg !259
    #dbg_value(i64 11, !253, !DIExpression(), !256)
  %45 = getelementptr inbounds i8, ptr %0, i64 11, !dbg !257
  %46 = load i8, ptr %45, align 1, !dbg !257, !tbaa !244
  %47 = zext i8 %46 to i32, !dbg !257
  %48 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef %47), !dbg !259
    #dbg_value(i64 12, !253, !DIExpression(), !256)
  %49 = getelementptr inbounds i8, ptr %0, i64 12, !dbg !257
  %50 = load i8, ptr %49, align 1, !dbg !257, !tbaa !244
  %51 = zext i8 %50 to i32, !dbg !257
  %52 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef %51), !dbg !259
    #dbg_value(i64 13, !253, !DIExpression(), !256)
  %53 = getelementptr inbounds i8, ptr %0, i64 13, !dbg !257
  %54 = load i8, ptr %53, align 1, !dbg !257, !tbaa !244
  %55 = zext i8 %54 to i32, !dbg !257
  %56 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef %55), !dbg !259
    #dbg_value(i64 14, !253, !DIExpression(), !256)
  %57 = getelementptr inbounds i8, ptr %0, i64 14, !dbg !257
  %58 = load i8, ptr %57, align 1, !dbg !257, !tbaa !244
  %59 = zext i8 %58 to i32, !dbg !257
  %60 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef %59), !dbg !259
    #dbg_value(i64 15, !253, !DIExpression(), !256)
  %61 = getelementptr inbounds i8, ptr %0, i64 15, !dbg !257
  %62 = load i8, ptr %61, align 1, !dbg !257, !tbaa !244
  %63 = zext i8 %62 to i32, !dbg !257
  %64 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef %63), !dbg !259
    #dbg_value(i64 16, !253, !DIExpression(), !256)
  %65 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !257
  %66 = load i8, ptr %65, align 1, !dbg !257, !tbaa !244
  %67 = zext i8 %66 to i32, !dbg !257
  %68 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef %67), !dbg !259
    #dbg_value(i64 17, !253, !DIExpression(), !256)
  %69 = getelementptr inbounds i8, ptr %0, i64 17, !dbg !257
  %70 = load i8, ptr %69, align 1, !dbg !257, !tbaa !244
  %71 = zext i8 %70 to i32, !dbg !257
  %72 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef %71), !dbg !259
    #dbg_value(i64 18, !253, !DIExpression(), !256)
  %73 = getelementptr inbounds i8, ptr %0, i64 18, !dbg !257
  %74 = load i8, ptr %73, align 1, !dbg !257, !tbaa !244
  %75 = zext i8 %74 to i32, !dbg !257
  %76 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef %75), !dbg !259
    #dbg_value(i64 19, !253, !DIExpression(), !256)
  %77 = getelementptr inbounds i8, ptr %0, i64 19, !dbg !257
  %78 = load i8, ptr %77, align 1, !dbg !257, !tbaa !244
  %79 = zext i8 %78 to i32, !dbg !257
  %80 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef %79), !dbg !259
    #dbg_value(i64 20, !253, !DIExpression(), !256)
  %81 = tail call i32 @putchar(i32 10), !dbg !260
  ret void, !dbg !261
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #2

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable
define internal fastcc void @update(ptr nocapture noundef %0, ptr nocapture noundef readonly %1, i64 noundef %2) unnamed_addr #3 !dbg !170 {
  %4 = alloca [80 x i32], align 16, !DIAssignID !262
    #dbg_value(ptr %0, !169, !DIExpression(), !263)
    #dbg_value(ptr %1, !174, !DIExpression(), !263)
    #dbg_value(i64 %2, !175, !DIExpression(), !263)
    #dbg_value(ptr %1, !176, !DIExpression(), !263)
  %5 = getelementptr inbounds i8, ptr %0, i64 24, !dbg !264
  %6 = load i64, ptr %5, align 8, !dbg !265, !tbaa !142
  %7 = add i64 %6, %2, !dbg !265
  store i64 %7, ptr %5, align 8, !dbg !265, !tbaa !142
    #dbg_value(ptr %1, !176, !DIExpression(), !263)
    #dbg_value(i64 %2, !175, !DIExpression(), !263)
  %8 = icmp eq i64 %2, 0, !dbg !266
  br i1 %8, label %136, label %9, !dbg !266

9:                                                ; preds = %3
  %10 = getelementptr inbounds i8, ptr %0, i64 96
  %11 = getelementptr inbounds i8, ptr %0, i64 32
  %12 = getelementptr inbounds i8, ptr %0, i64 4
  %13 = getelementptr inbounds i8, ptr %0, i64 8
  %14 = getelementptr inbounds i8, ptr %0, i64 12
  %15 = getelementptr inbounds i8, ptr %0, i64 16
  %16 = load i32, ptr %10, align 8, !dbg !267, !tbaa !151
  br label %17, !dbg !266

17:                                               ; preds = %9, %133
  %18 = phi i32 [ %16, %9 ], [ %134, %133 ], !dbg !267
  %19 = phi ptr [ %1, %9 ], [ %28, %133 ]
  %20 = phi i64 [ %2, %9 ], [ %29, %133 ]
    #dbg_value(ptr %19, !176, !DIExpression(), !263)
    #dbg_value(i64 %20, !175, !DIExpression(), !263)
  %21 = sext i32 %18 to i64, !dbg !268
  %22 = sub nsw i64 64, %21, !dbg !269
    #dbg_value(i64 %22, !177, !DIExpression(), !270)
  %23 = tail call i64 @llvm.umin.i64(i64 %22, i64 %20), !dbg !271
    #dbg_value(i64 %23, !177, !DIExpression(), !270)
  %24 = getelementptr inbounds i8, ptr %11, i64 %21, !dbg !272
  tail call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %24, ptr align 1 %19, i64 %23, i1 false), !dbg !273
  %25 = trunc i64 %23 to i32, !dbg !274
  %26 = load i32, ptr %10, align 8, !dbg !275, !tbaa !151
  %27 = add nsw i32 %26, %25, !dbg !275
  store i32 %27, ptr %10, align 8, !dbg !275, !tbaa !151
  %28 = getelementptr inbounds i8, ptr %19, i64 %23, !dbg !276
    #dbg_value(ptr %28, !176, !DIExpression(), !263)
  %29 = sub i64 %20, %23, !dbg !277
    #dbg_value(i64 %29, !175, !DIExpression(), !263)
  %30 = icmp eq i32 %27, 64, !dbg !278
  br i1 %30, label %31, label %133, !dbg !280

31:                                               ; preds = %17
    #dbg_assign(i1 undef, !281, !DIExpression(), !262, ptr %4, !DIExpression(), !305)
    #dbg_value(ptr %0, !286, !DIExpression(), !305)
    #dbg_value(ptr %11, !287, !DIExpression(), !305)
  call void @llvm.lifetime.start.p0(i64 320, ptr nonnull %4) #8, !dbg !308
    #dbg_value(i32 0, !288, !DIExpression(), !309)
  br label %32, !dbg !310

32:                                               ; preds = %32, %31
  %33 = phi i64 [ 0, %31 ], [ %57, %32 ]
    #dbg_value(i64 %33, !288, !DIExpression(), !309)
  %34 = shl nuw nsw i64 %33, 2, !dbg !311
  %35 = getelementptr inbounds i8, ptr %11, i64 %34, !dbg !313
  %36 = load i8, ptr %35, align 1, !dbg !313, !tbaa !244
  %37 = zext i8 %36 to i32, !dbg !314
  %38 = shl nuw i32 %37, 24, !dbg !315
  %39 = or disjoint i64 %34, 1, !dbg !316
  %40 = getelementptr inbounds i8, ptr %11, i64 %39, !dbg !317
  %41 = load i8, ptr %40, align 1, !dbg !317, !tbaa !244
  %42 = zext i8 %41 to i32, !dbg !318
  %43 = shl nuw nsw i32 %42, 16, !dbg !319
  %44 = or disjoint i32 %43, %38, !dbg !320
  %45 = or disjoint i64 %34, 2, !dbg !321
  %46 = getelementptr inbounds i8, ptr %11, i64 %45, !dbg !322
  %47 = load i8, ptr %46, align 1, !dbg !322, !tbaa !244
  %48 = zext i8 %47 to i32, !dbg !323
  %49 = shl nuw nsw i32 %48, 8, !dbg !324
  %50 = or disjoint i32 %44, %49, !dbg !325
  %51 = or disjoint i64 %34, 3, !dbg !326
  %52 = getelementptr inbounds i8, ptr %11, i64 %51, !dbg !327
  %53 = load i8, ptr %52, align 1, !dbg !327, !tbaa !244
  %54 = zext i8 %53 to i32, !dbg !327
  %55 = or disjoint i32 %50, %54, !dbg !328
  %56 = getelementptr inbounds [80 x i32], ptr %4, i64 0, i64 %33, !dbg !329
  store i32 %55, ptr %56, align 4, !dbg !330, !tbaa !331
  %57 = add nuw nsw i64 %33, 1, !dbg !332
    #dbg_value(i64 %57, !288, !DIExpression(), !309)
  %58 = icmp eq i64 %57, 16, !dbg !333
  br i1 %58, label %65, label %32, !dbg !310, !llvm.loop !334

59:                                               ; preds = %65
  %60 = load i32, ptr %0, align 8, !dbg !336, !tbaa !331
    #dbg_value(i32 %60, !292, !DIExpression(), !305)
  %61 = load i32, ptr %12, align 4, !dbg !337, !tbaa !331
    #dbg_value(i32 %61, !293, !DIExpression(), !305)
  %62 = load i32, ptr %13, align 8, !dbg !338, !tbaa !331
    #dbg_value(i32 %62, !294, !DIExpression(), !305)
  %63 = load i32, ptr %14, align 4, !dbg !339, !tbaa !331
    #dbg_value(i32 %63, !295, !DIExpression(), !305)
  %64 = load i32, ptr %15, align 8, !dbg !340, !tbaa !331
    #dbg_value(i32 %64, !296, !DIExpression(), !305)
    #dbg_value(i32 0, !297, !DIExpression(), !341)
    #dbg_value(i32 %63, !295, !DIExpression(), !305)
    #dbg_value(i32 %62, !294, !DIExpression(), !305)
    #dbg_value(i32 %61, !293, !DIExpression(), !305)
    #dbg_value(i32 %60, !292, !DIExpression(), !305)
  br label %86, !dbg !342

65:                                               ; preds = %32, %65
  %66 = phi i64 [ %84, %65 ], [ 16, %32 ]
    #dbg_value(i64 %66, !290, !DIExpression(), !343)
  %67 = add nsw i64 %66, -3, !dbg !344
  %68 = getelementptr inbounds [80 x i32], ptr %4, i64 0, i64 %67, !dbg !346
  %69 = load i32, ptr %68, align 4, !dbg !346, !tbaa !331
  %70 = add nsw i64 %66, -8, !dbg !347
  %71 = getelementptr inbounds [80 x i32], ptr %4, i64 0, i64 %70, !dbg !348
  %72 = load i32, ptr %71, align 4, !dbg !348, !tbaa !331
  %73 = xor i32 %72, %69, !dbg !349
  %74 = add nsw i64 %66, -14, !dbg !350
  %75 = getelementptr inbounds [80 x i32], ptr %4, i64 0, i64 %74, !dbg !351
  %76 = load i32, ptr %75, align 4, !dbg !351, !tbaa !331
  %77 = xor i32 %73, %76, !dbg !352
  %78 = add nsw i64 %66, -16, !dbg !353
  %79 = getelementptr inbounds [80 x i32], ptr %4, i64 0, i64 %78, !dbg !354
  %80 = load i32, ptr %79, align 4, !dbg !354, !tbaa !331
  %81 = xor i32 %77, %80, !dbg !355
    #dbg_value(i32 %81, !356, !DIExpression(), !362)
    #dbg_value(i32 1, !361, !DIExpression(), !362)
  %82 = tail call i32 @llvm.fshl.i32(i32 %81, i32 %81, i32 1), !dbg !364
  %83 = getelementptr inbounds [80 x i32], ptr %4, i64 0, i64 %66, !dbg !365
  store i32 %82, ptr %83, align 4, !dbg !366, !tbaa !331
  %84 = add nuw nsw i64 %66, 1, !dbg !367
    #dbg_value(i64 %84, !290, !DIExpression(), !343)
  %85 = icmp eq i64 %84, 80, !dbg !368
  br i1 %85, label %59, label %65, !dbg !369, !llvm.loop !370

86:                                               ; preds = %114, %59
  %87 = phi i64 [ 0, %59 ], [ %125, %114 ]
  %88 = phi i32 [ %64, %59 ], [ %89, %114 ]
  %89 = phi i32 [ %63, %59 ], [ %90, %114 ]
  %90 = phi i32 [ %62, %59 ], [ %124, %114 ]
  %91 = phi i32 [ %61, %59 ], [ %92, %114 ]
  %92 = phi i32 [ %60, %59 ], [ %123, %114 ]
    #dbg_value(i64 %87, !297, !DIExpression(), !341)
    #dbg_value(i32 %88, !296, !DIExpression(), !305)
    #dbg_value(i32 %89, !295, !DIExpression(), !305)
    #dbg_value(i32 %90, !294, !DIExpression(), !305)
    #dbg_value(i32 %91, !293, !DIExpression(), !305)
    #dbg_value(i32 %92, !292, !DIExpression(), !305)
  %93 = icmp ult i64 %87, 20, !dbg !372
  br i1 %93, label %94, label %99, !dbg !374

94:                                               ; preds = %86
  %95 = and i32 %91, %90, !dbg !375
  %96 = xor i32 %91, -1, !dbg !377
  %97 = and i32 %89, %96, !dbg !378
  %98 = or i32 %97, %95, !dbg !379
    #dbg_value(i32 %98, !299, !DIExpression(), !380)
    #dbg_value(i32 1518500249, !302, !DIExpression(), !380)
  br label %114, !dbg !381

99:                                               ; preds = %86
  %100 = icmp ult i64 %87, 40, !dbg !382
  br i1 %100, label %101, label %104, !dbg !384

101:                                              ; preds = %99
  %102 = xor i32 %90, %89, !dbg !385
  %103 = xor i32 %102, %91, !dbg !387
    #dbg_value(i32 %103, !299, !DIExpression(), !380)
    #dbg_value(i32 1859775393, !302, !DIExpression(), !380)
  br label %114, !dbg !388

104:                                              ; preds = %99
  %105 = icmp ult i64 %87, 60, !dbg !389
  br i1 %105, label %106, label %111, !dbg !391

106:                                              ; preds = %104
  %107 = or i32 %90, %89, !dbg !392
  %108 = and i32 %107, %91, !dbg !392
  %109 = and i32 %90, %89, !dbg !394
  %110 = or i32 %108, %109, !dbg !395
    #dbg_value(i32 %110, !299, !DIExpression(), !380)
    #dbg_value(i32 -1894007588, !302, !DIExpression(), !380)
  br label %114, !dbg !396

111:                                              ; preds = %104
  %112 = xor i32 %90, %89, !dbg !397
  %113 = xor i32 %112, %91, !dbg !399
    #dbg_value(i32 %113, !299, !DIExpression(), !380)
    #dbg_value(i32 -899497514, !302, !DIExpression(), !380)
  br label %114

114:                                              ; preds = %111, %106, %101, %94
  %115 = phi i32 [ %98, %94 ], [ %103, %101 ], [ %110, %106 ], [ %113, %111 ], !dbg !400
  %116 = phi i32 [ 1518500249, %94 ], [ 1859775393, %101 ], [ -1894007588, %106 ], [ -899497514, %111 ], !dbg !400
    #dbg_value(i32 %116, !302, !DIExpression(), !380)
    #dbg_value(i32 %115, !299, !DIExpression(), !380)
    #dbg_value(i32 %92, !356, !DIExpression(), !401)
    #dbg_value(i32 5, !361, !DIExpression(), !401)
  %117 = tail call i32 @llvm.fshl.i32(i32 %92, i32 %92, i32 5), !dbg !403
  %118 = getelementptr inbounds [80 x i32], ptr %4, i64 0, i64 %87, !dbg !404
  %119 = load i32, ptr %118, align 4, !dbg !404, !tbaa !331
  %120 = add i32 %117, %88, !dbg !405
  %121 = add i32 %120, %115, !dbg !406
  %122 = add i32 %121, %116, !dbg !407
  %123 = add i32 %122, %119, !dbg !408
    #dbg_value(i32 %123, !303, !DIExpression(), !380)
    #dbg_value(i32 %89, !296, !DIExpression(), !305)
    #dbg_value(i32 %90, !295, !DIExpression(), !305)
    #dbg_value(i32 %91, !356, !DIExpression(), !409)
    #dbg_value(i32 30, !361, !DIExpression(), !409)
  %124 = tail call i32 @llvm.fshl.i32(i32 %91, i32 %91, i32 30), !dbg !411
    #dbg_value(i32 %124, !294, !DIExpression(), !305)
    #dbg_value(i32 %92, !293, !DIExpression(), !305)
    #dbg_value(i32 %123, !292, !DIExpression(), !305)
  %125 = add nuw nsw i64 %87, 1, !dbg !412
    #dbg_value(i64 %125, !297, !DIExpression(), !341)
  %126 = icmp eq i64 %125, 80, !dbg !413
  br i1 %126, label %127, label %86, !dbg !342, !llvm.loop !414

127:                                              ; preds = %114
  %128 = add i32 %123, %60, !dbg !416
  store i32 %128, ptr %0, align 8, !dbg !416, !tbaa !331
  %129 = add i32 %92, %61, !dbg !417
  store i32 %129, ptr %12, align 4, !dbg !417, !tbaa !331
  %130 = add i32 %124, %62, !dbg !418
  store i32 %130, ptr %13, align 8, !dbg !418, !tbaa !331
  %131 = add i32 %90, %63, !dbg !419
  store i32 %131, ptr %14, align 4, !dbg !419, !tbaa !331
  %132 = add i32 %89, %64, !dbg !420
  store i32 %132, ptr %15, align 8, !dbg !420, !tbaa !331
  call void @llvm.lifetime.end.p0(i64 320, ptr nonnull %4) #8, !dbg !421
  store i32 0, ptr %10, align 8, !dbg !422, !tbaa !151
  br label %133, !dbg !423

133:                                              ; preds = %127, %17
  %134 = phi i32 [ 0, %127 ], [ %27, %17 ]
    #dbg_value(ptr %28, !176, !DIExpression(), !263)
    #dbg_value(i64 %29, !175, !DIExpression(), !263)
  %135 = icmp eq i64 %29, 0, !dbg !266
  br i1 %135, label %136, label %17, !dbg !266, !llvm.loop !424

136:                                              ; preds = %133, %3
  ret void, !dbg !426
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable
define internal fastcc void @final(ptr nocapture noundef %0, ptr nocapture noundef writeonly %1) unnamed_addr #3 !dbg !427 {
  %3 = alloca i8, align 1, !DIAssignID !447
    #dbg_assign(i1 undef, !434, !DIExpression(), !447, ptr %3, !DIExpression(), !448)
  %4 = alloca i8, align 1, !DIAssignID !449
    #dbg_assign(i1 undef, !435, !DIExpression(), !449, ptr %4, !DIExpression(), !448)
  %5 = alloca [8 x i8], align 1, !DIAssignID !450
    #dbg_assign(i1 undef, !436, !DIExpression(), !450, ptr %5, !DIExpression(), !448)
    #dbg_value(ptr %0, !431, !DIExpression(), !448)
    #dbg_value(ptr %1, !432, !DIExpression(), !448)
  %6 = getelementptr inbounds i8, ptr %0, i64 24, !dbg !451
  %7 = load i64, ptr %6, align 8, !dbg !451, !tbaa !142
    #dbg_value(i64 %7, !433, !DIExpression(DW_OP_constu, 3, DW_OP_shl, DW_OP_stack_value), !448)
  call void @llvm.lifetime.start.p0(i64 1, ptr nonnull %3) #8, !dbg !452
  store i8 -128, ptr %3, align 1, !dbg !453, !tbaa !244, !DIAssignID !454
    #dbg_assign(i8 -128, !434, !DIExpression(), !454, ptr %3, !DIExpression(), !448)
  call void @llvm.lifetime.start.p0(i64 1, ptr nonnull %4) #8, !dbg !452
  store i8 0, ptr %4, align 1, !dbg !455, !tbaa !244, !DIAssignID !456
    #dbg_assign(i8 0, !435, !DIExpression(), !456, ptr %4, !DIExpression(), !448)
  call fastcc void @update(ptr noundef %0, ptr noundef nonnull %3, i64 noundef 1), !dbg !457
  %8 = getelementptr inbounds i8, ptr %0, i64 96
  %9 = load i32, ptr %8, align 8, !dbg !458, !tbaa !151
  %10 = icmp eq i32 %9, 56, !dbg !459
  br i1 %10, label %14, label %11, !dbg !460

11:                                               ; preds = %2, %11
  call fastcc void @update(ptr noundef nonnull %0, ptr noundef nonnull %4, i64 noundef 1), !dbg !461
  %12 = load i32, ptr %8, align 8, !dbg !458, !tbaa !151
  %13 = icmp eq i32 %12, 56, !dbg !459
  br i1 %13, label %14, label %11, !dbg !460, !llvm.loop !462

14:                                               ; preds = %11, %2
  %15 = shl i64 %7, 3, !dbg !464
    #dbg_value(i64 %15, !433, !DIExpression(), !448)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %5) #8, !dbg !465
    #dbg_value(i64 0, !440, !DIExpression(), !466)
  %16 = lshr i64 %15, 56, !dbg !467
  %17 = trunc nuw i64 %16 to i8, !dbg !469
  store i8 %17, ptr %5, align 1, !dbg !470, !tbaa !244
    #dbg_value(i64 1, !440, !DIExpression(), !466)
  %18 = lshr i64 %15, 48, !dbg !467
  %19 = trunc i64 %18 to i8, !dbg !469
  %20 = getelementptr inbounds i8, ptr %5, i64 1, !dbg !471
  store i8 %19, ptr %20, align 1, !dbg !470, !tbaa !244
    #dbg_value(i64 2, !440, !DIExpression(), !466)
  %21 = lshr i64 %15, 40, !dbg !467
  %22 = trunc i64 %21 to i8, !dbg !469
  %23 = getelementptr inbounds i8, ptr %5, i64 2, !dbg !471
  store i8 %22, ptr %23, align 1, !dbg !470, !tbaa !244
    #dbg_value(i64 3, !440, !DIExpression(), !466)
  %24 = lshr i64 %15, 32, !dbg !467
  %25 = trunc i64 %24 to i8, !dbg !469
  %26 = getelementptr inbounds i8, ptr %5, i64 3, !dbg !471
  store i8 %25, ptr %26, align 1, !dbg !470, !tbaa !244
    #dbg_value(i64 4, !440, !DIExpression(), !466)
  %27 = lshr i64 %15, 24, !dbg !467
  %28 = trunc i64 %27 to i8, !dbg !469
  %29 = getelementptr inbounds i8, ptr %5, i64 4, !dbg !471
  store i8 %28, ptr %29, align 1, !dbg !470, !tbaa !244
    #dbg_value(i64 5, !440, !DIExpression(), !466)
  %30 = lshr i64 %15, 16, !dbg !467
  %31 = trunc i64 %30 to i8, !dbg !469
  %32 = getelementptr inbounds i8, ptr %5, i64 5, !dbg !471
  store i8 %31, ptr %32, align 1, !dbg !470, !tbaa !244
    #dbg_value(i64 6, !440, !DIExpression(), !466)
  %33 = lshr i64 %15, 8, !dbg !467
  %34 = trunc i64 %33 to i8, !dbg !469
  %35 = getelementptr inbounds i8, ptr %5, i64 6, !dbg !471
  store i8 %34, ptr %35, align 1, !dbg !470, !tbaa !244
    #dbg_value(i64 7, !440, !DIExpression(), !466)
  %36 = trunc i64 %15 to i8, !dbg !469
  %37 = getelementptr inbounds i8, ptr %5, i64 7, !dbg !471
  store i8 %36, ptr %37, align 1, !dbg !470, !tbaa !244
    #dbg_value(i64 8, !440, !DIExpression(), !466)
  call fastcc void @update(ptr noundef nonnull %0, ptr noundef nonnull %5, i64 noundef 8), !dbg !472
    #dbg_value(i64 0, !442, !DIExpression(), !473)
    #dbg_value(i64 0, !444, !DIExpression(), !474)
  %38 = load i32, ptr %0, align 4, !dbg !475, !tbaa !331
  %39 = lshr i32 %38, 24, !dbg !477
  %40 = trunc nuw i32 %39 to i8, !dbg !478
  store i8 %40, ptr %1, align 1, !dbg !479, !tbaa !244
    #dbg_value(i64 1, !444, !DIExpression(), !474)
  %41 = load i32, ptr %0, align 4, !dbg !475, !tbaa !331
  %42 = lshr i32 %41, 16, !dbg !477
  %43 = trunc i32 %42 to i8, !dbg !478
  %44 = getelementptr inbounds i8, ptr %1, i64 1, !dbg !480
  store i8 %43, ptr %44, align 1, !dbg !479, !tbaa !244
    #dbg_value(i64 2, !444, !DIExpression(), !474)
  %45 = load i32, ptr %0, align 4, !dbg !475, !tbaa !331
  %46 = lshr i32 %45, 8, !dbg !477
  %47 = trunc i32 %46 to i8, !dbg !478
  %48 = getelementptr inbounds i8, ptr %1, i64 2, !dbg !480
  store i8 %47, ptr %48, align 1, !dbg !479, !tbaa !244
    #dbg_value(i64 3, !444, !DIExpression(), !474)
  %49 = load i32, ptr %0, align 4, !dbg !475, !tbaa !331
  %50 = trunc i32 %49 to i8, !dbg !478
  %51 = getelementptr inbounds i8, ptr %1, i64 3, !dbg !480
  store i8 %50, ptr %51, align 1, !dbg !479, !tbaa !244
    #dbg_value(i64 4, !444, !DIExpression(), !474)
    #dbg_value(i64 1, !442, !DIExpression(), !473)
  %52 = getelementptr inbounds i8, ptr %0, i64 4
    #dbg_value(i64 0, !444, !DIExpression(), !474)
  %53 = load i32, ptr %52, align 4, !dbg !475, !tbaa !331
  %54 = lshr i32 %53, 24, !dbg !477
  %55 = trunc nuw i32 %54 to i8, !dbg !478
  %56 = getelementptr inbounds i8, ptr %1, i64 4, !dbg !480
  store i8 %55, ptr %56, align 1, !dbg !479, !tbaa !244
    #dbg_value(i64 1, !444, !DIExpression(), !474)
  %57 = load i32, ptr %52, align 4, !dbg !475, !tbaa !331
  %58 = lshr i32 %57, 16, !dbg !477
  %59 = trunc i32 %58 to i8, !dbg !478
  %60 = getelementptr inbounds i8, ptr %1, i64 5, !dbg !480
  store i8 %59, ptr %60, align 1, !dbg !479, !tbaa !244
    #dbg_value(i64 2, !444, !DIExpression(), !474)
  %61 = load i32, ptr %52, align 4, !dbg !475, !tbaa !331
  %62 = lshr i32 %61, 8, !dbg !477
  %63 = trunc i32 %62 to i8, !dbg !478
  %64 = getelementptr inbounds i8, ptr %1, i64 6, !dbg !480
  store i8 %63, ptr %64, align 1, !dbg !479, !tbaa !244
    #dbg_value(i64 3, !444, !DIExpression(), !474)
  %65 = load i32, ptr %52, align 4, !dbg !475, !tbaa !331
  %66 = trunc i32 %65 to i8, !dbg !478
  %67 = getelementptr inbounds i8, ptr %1, i64 7, !dbg !480
  store i8 %66, ptr %67, align 1, !dbg !479, !tbaa !244
    #dbg_value(i64 4, !444, !DIExpression(), !474)
    #dbg_value(i64 2, !442, !DIExpression(), !473)
  %68 = getelementptr inbounds i8, ptr %0, i64 8
    #dbg_value(i64 0, !444, !DIExpression(), !474)
  %69 = load i32, ptr %68, align 4, !dbg !475, !tbaa !331
  %70 = lshr i32 %69, 24, !dbg !477
  %71 = trunc nuw i32 %70 to i8, !dbg !478
  %72 = getelementptr inbounds i8, ptr %1, i64 8, !dbg !480
  store i8 %71, ptr %72, align 1, !dbg !479, !tbaa !244
    #dbg_value(i64 1, !444, !DIExpression(), !474)
  %73 = load i32, ptr %68, align 4, !dbg !475, !tbaa !331
  %74 = lshr i32 %73, 16, !dbg !477
  %75 = trunc i32 %74 to i8, !dbg !478
  %76 = getelementptr inbounds i8, ptr %1, i64 9, !dbg !480
  store i8 %75, ptr %76, align 1, !dbg !479, !tbaa !244
    #dbg_value(i64 2, !444, !DIExpression(), !474)
  %77 = load i32, ptr %68, align 4, !dbg !475, !tbaa !331
  %78 = lshr i32 %77, 8, !dbg !477
  %79 = trunc i32 %78 to i8, !dbg !478
  %80 = getelementptr inbounds i8, ptr %1, i64 10, !dbg !480
  store i8 %79, ptr %80, align 1, !dbg !479, !tbaa !244
    #dbg_value(i64 3, !444, !DIExpression(), !474)
  %81 = load i32, ptr %68, align 4, !dbg !475, !tbaa !331
  %82 = trunc i32 %81 to i8, !dbg !478
  %83 = getelementptr inbounds i8, ptr %1, i64 11, !dbg !480
  store i8 %82, ptr %83, align 1, !dbg !479, !tbaa !244
    #dbg_value(i64 4, !444, !DIExpression(), !474)
    #dbg_value(i64 3, !442, !DIExpression(), !473)
  %84 = getelementptr inbounds i8, ptr %0, i64 12
    #dbg_value(i64 0, !444, !DIExpression(), !474)
  %85 = load i32, ptr %84, align 4, !dbg !475, !tbaa !331
  %86 = lshr i32 %85, 24, !dbg !477
  %87 = trunc nuw i32 %86 to i8, !dbg !478
  %88 = getelementptr inbounds i8, ptr %1, i64 12, !dbg !480
  store i8 %87, ptr %88, align 1, !dbg !479, !tbaa !244
    #dbg_value(i64 1, !444, !DIExpression(), !474)
  %89 = load i32, ptr %84, align 4, !dbg !475, !tbaa !331
  %90 = lshr i32 %89, 16, !dbg !477
  %91 = trunc i32 %90 to i8, !dbg !478
  %92 = getelementptr inbounds i8, ptr %1, i64 13, !dbg !480
  store i8 %91, ptr %92, align 1, !dbg !479, !tbaa !244
    #dbg_value(i64 2, !444, !DIExpression(), !474)
  %93 = load i32, ptr %84, align 4, !dbg !475, !tbaa !331
  %94 = lshr i32 %93, 8, !dbg !477
  %95 = trunc i32 %94 to i8, !dbg !478
  %96 = getelementptr inbounds i8, ptr %1, i64 14, !dbg !480
  store i8 %95, ptr %96, align 1, !dbg !479, !tbaa !244
    #dbg_value(i64 3, !444, !DIExpression(), !474)
  %97 = load i32, ptr %84, align 4, !dbg !475, !tbaa !331
  %98 = trunc i32 %97 to i8, !dbg !478
  %99 = getelementptr inbounds i8, ptr %1, i64 15, !dbg !480
  store i8 %98, ptr %99, align 1, !dbg !479, !tbaa !244
    #dbg_value(i64 4, !444, !DIExpression(), !474)
    #dbg_value(i64 4, !442, !DIExpression(), !473)
  %100 = getelementptr inbounds i8, ptr %0, i64 16
    #dbg_value(i64 0, !444, !DIExpression(), !474)
  %101 = load i32, ptr %100, align 4, !dbg !475, !tbaa !331
  %102 = lshr i32 %101, 24, !dbg !477
  %103 = trunc nuw i32 %102 to i8, !dbg !478
  %104 = getelementptr inbounds i8, ptr %1, i64 16, !dbg !480
  store i8 %103, ptr %104, align 1, !dbg !479, !tbaa !244
    #dbg_value(i64 1, !444, !DIExpression(), !474)
  %105 = load i32, ptr %100, align 4, !dbg !475, !tbaa !331
  %106 = lshr i32 %105, 16, !dbg !477
  %107 = trunc i32 %106 to i8, !dbg !478
  %108 = getelementptr inbounds i8, ptr %1, i64 17, !dbg !480
  store i8 %107, ptr %108, align 1, !dbg !479, !tbaa !244
    #dbg_value(i64 2, !444, !DIExpression(), !474)
  %109 = load i32, ptr %100, align 4, !dbg !475, !tbaa !331
  %110 = lshr i32 %109, 8, !dbg !477
  %111 = trunc i32 %110 to i8, !dbg !478
  %112 = getelementptr inbounds i8, ptr %1, i64 18, !dbg !480
  store i8 %111, ptr %112, align 1, !dbg !479, !tbaa !244
    #dbg_value(i64 3, !444, !DIExpression(), !474)
  %113 = load i32, ptr %100, align 4, !dbg !475, !tbaa !331
  %114 = trunc i32 %113 to i8, !dbg !478
  %115 = getelementptr inbounds i8, ptr %1, i64 19, !dbg !480
  store i8 %114, ptr %115, align 1, !dbg !479, !tbaa !244
    #dbg_value(i64 4, !444, !DIExpression(), !474)
    #dbg_value(i64 5, !442, !DIExpression(), !473)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5) #8, !dbg !481
  call void @llvm.lifetime.end.p0(i64 1, ptr nonnull %4) #8, !dbg !481
  call void @llvm.lifetime.end.p0(i64 1, ptr nonnull %3) #8, !dbg !481
  ret void, !dbg !481
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable
define internal fastcc void @hmac(ptr nocapture noundef readonly %0, i64 noundef %1, ptr nocapture noundef readonly %2, i64 noundef %3, ptr nocapture noundef writeonly %4) unnamed_addr #3 !dbg !482 {
  %6 = alloca %struct.sha1_ctx, align 8, !DIAssignID !498
  %7 = alloca [64 x i8], align 16, !DIAssignID !499
    #dbg_assign(i1 undef, !491, !DIExpression(), !499, ptr %7, !DIExpression(), !500)
  %8 = alloca [64 x i8], align 16, !DIAssignID !501
    #dbg_assign(i1 undef, !492, !DIExpression(), !501, ptr %8, !DIExpression(), !500)
  %9 = alloca [64 x i8], align 16, !DIAssignID !502
    #dbg_assign(i1 undef, !493, !DIExpression(), !502, ptr %9, !DIExpression(), !500)
  %10 = alloca [20 x i8], align 16, !DIAssignID !503
    #dbg_assign(i1 undef, !494, !DIExpression(), !503, ptr %10, !DIExpression(), !500)
  %11 = alloca %struct.sha1_ctx, align 8, !DIAssignID !504
    #dbg_assign(i1 undef, !497, !DIExpression(), !504, ptr %11, !DIExpression(), !500)
    #dbg_value(ptr %0, !486, !DIExpression(), !500)
    #dbg_value(i64 %1, !487, !DIExpression(), !500)
    #dbg_value(ptr %2, !488, !DIExpression(), !500)
    #dbg_value(i64 %3, !489, !DIExpression(), !500)
    #dbg_value(ptr %4, !490, !DIExpression(), !500)
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %7) #8, !dbg !505
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(64) %7, i8 0, i64 64, i1 false), !dbg !506, !DIAssignID !507
    #dbg_assign(i8 0, !491, !DIExpression(), !507, ptr %7, !DIExpression(), !500)
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %8) #8, !dbg !505
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %9) #8, !dbg !505
  call void @llvm.lifetime.start.p0(i64 20, ptr nonnull %10) #8, !dbg !505
  %12 = icmp ugt i64 %1, 64, !dbg !508
  br i1 %12, label %13, label %16, !dbg !510

13:                                               ; preds = %5
    #dbg_assign(i1 undef, !122, !DIExpression(), !498, ptr %6, !DIExpression(), !511)
    #dbg_value(ptr %0, !130, !DIExpression(), !511)
    #dbg_value(i64 %1, !131, !DIExpression(), !511)
    #dbg_value(ptr %7, !132, !DIExpression(), !511)
  call void @llvm.lifetime.start.p0(i64 104, ptr nonnull %6) #8, !dbg !513
    #dbg_value(ptr %6, !84, !DIExpression(), !514)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(20) %6, ptr noundef nonnull align 16 dereferenceable(20) @init.iv, i64 20, i1 false), !dbg !516, !DIAssignID !517
    #dbg_assign(i1 undef, !122, !DIExpression(DW_OP_LLVM_fragment, 0, 160), !517, ptr %6, !DIExpression(), !511)
  %14 = getelementptr inbounds i8, ptr %6, i64 24, !dbg !518
  store i64 0, ptr %14, align 8, !dbg !519, !tbaa !142, !DIAssignID !520
    #dbg_assign(i64 0, !122, !DIExpression(DW_OP_LLVM_fragment, 192, 64), !520, ptr %14, !DIExpression(), !511)
  %15 = getelementptr inbounds i8, ptr %6, i64 96, !dbg !521
  store i32 0, ptr %15, align 8, !dbg !522, !tbaa !151, !DIAssignID !523
    #dbg_assign(i32 0, !122, !DIExpression(DW_OP_LLVM_fragment, 768, 32), !523, ptr %15, !DIExpression(), !511)
  call fastcc void @update(ptr noundef nonnull %6, ptr noundef readonly %0, i64 noundef %1), !dbg !524
  call fastcc void @final(ptr noundef nonnull %6, ptr noundef nonnull %7), !dbg !525
  call void @llvm.lifetime.end.p0(i64 104, ptr nonnull %6) #8, !dbg !526
  br label %17, !dbg !527

16:                                               ; preds = %5
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 16 %7, ptr align 1 %0, i64 %1, i1 false), !dbg !528
  br label %17

17:                                               ; preds = %16, %13
  %18 = getelementptr inbounds i8, ptr %7, i64 16, !dbg !529
  %19 = load <16 x i8>, ptr %7, align 16, !dbg !529, !tbaa !244
  %20 = load <16 x i8>, ptr %18, align 16, !dbg !529, !tbaa !244
  %21 = xor <16 x i8> %19, <i8 54, i8 54, i8 54, i8 54, i8 54, i8 54, i8 54, i8 54, i8 54, i8 54, i8 54, i8 54, i8 54, i8 54, i8 54, i8 54>, !dbg !532
  %22 = xor <16 x i8> %20, <i8 54, i8 54, i8 54, i8 54, i8 54, i8 54, i8 54, i8 54, i8 54, i8 54, i8 54, i8 54, i8 54, i8 54, i8 54, i8 54>, !dbg !532
  %23 = getelementptr inbounds i8, ptr %8, i64 16, !dbg !533
  store <16 x i8> %21, ptr %8, align 16, !dbg !533, !tbaa !244
  store <16 x i8> %22, ptr %23, align 16, !dbg !533, !tbaa !244
  %24 = xor <16 x i8> %19, <i8 92, i8 92, i8 92, i8 92, i8 92, i8 92, i8 92, i8 92, i8 92, i8 92, i8 92, i8 92, i8 92, i8 92, i8 92, i8 92>, !dbg !534
  %25 = xor <16 x i8> %20, <i8 92, i8 92, i8 92, i8 92, i8 92, i8 92, i8 92, i8 92, i8 92, i8 92, i8 92, i8 92, i8 92, i8 92, i8 92, i8 92>, !dbg !534
  %26 = getelementptr inbounds i8, ptr %9, i64 16, !dbg !535
  store <16 x i8> %24, ptr %9, align 16, !dbg !535, !tbaa !244
  store <16 x i8> %25, ptr %26, align 16, !dbg !535, !tbaa !244
  %27 = getelementptr inbounds i8, ptr %7, i64 32, !dbg !529
  %28 = getelementptr inbounds i8, ptr %7, i64 48, !dbg !529
  %29 = load <16 x i8>, ptr %27, align 16, !dbg !529, !tbaa !244
  %30 = load <16 x i8>, ptr %28, align 16, !dbg !529, !tbaa !244
  %31 = xor <16 x i8> %29, <i8 54, i8 54, i8 54, i8 54, i8 54, i8 54, i8 54, i8 54, i8 54, i8 54, i8 54, i8 54, i8 54, i8 54, i8 54, i8 54>, !dbg !532
  %32 = xor <16 x i8> %30, <i8 54, i8 54, i8 54, i8 54, i8 54, i8 54, i8 54, i8 54, i8 54, i8 54, i8 54, i8 54, i8 54, i8 54, i8 54, i8 54>, !dbg !532
  %33 = getelementptr inbounds i8, ptr %8, i64 32, !dbg !536
  %34 = getelementptr inbounds i8, ptr %8, i64 48, !dbg !533
  store <16 x i8> %31, ptr %33, align 16, !dbg !533, !tbaa !244
  store <16 x i8> %32, ptr %34, align 16, !dbg !533, !tbaa !244
  %35 = xor <16 x i8> %29, <i8 92, i8 92, i8 92, i8 92, i8 92, i8 92, i8 92, i8 92, i8 92, i8 92, i8 92, i8 92, i8 92, i8 92, i8 92, i8 92>, !dbg !534
  %36 = xor <16 x i8> %30, <i8 92, i8 92, i8 92, i8 92, i8 92, i8 92, i8 92, i8 92, i8 92, i8 92, i8 92, i8 92, i8 92, i8 92, i8 92, i8 92>, !dbg !534
  %37 = getelementptr inbounds i8, ptr %9, i64 32, !dbg !537
  %38 = getelementptr inbounds i8, ptr %9, i64 48, !dbg !535
  store <16 x i8> %35, ptr %37, align 16, !dbg !535, !tbaa !244
  store <16 x i8> %36, ptr %38, align 16, !dbg !535, !tbaa !244
  call void @llvm.lifetime.start.p0(i64 104, ptr nonnull %11) #8, !dbg !538
    #dbg_value(ptr %11, !84, !DIExpression(), !539)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(20) %11, ptr noundef nonnull align 16 dereferenceable(20) @init.iv, i64 20, i1 false), !dbg !541, !DIAssignID !542
    #dbg_assign(i1 undef, !497, !DIExpression(DW_OP_LLVM_fragment, 0, 160), !542, ptr %11, !DIExpression(), !500)
  %39 = getelementptr inbounds i8, ptr %11, i64 24, !dbg !543
  store i64 0, ptr %39, align 8, !dbg !544, !tbaa !142, !DIAssignID !545
    #dbg_assign(i64 0, !497, !DIExpression(DW_OP_LLVM_fragment, 192, 64), !545, ptr %39, !DIExpression(), !500)
  %40 = getelementptr inbounds i8, ptr %11, i64 96, !dbg !546
  store i32 0, ptr %40, align 8, !dbg !547, !tbaa !151, !DIAssignID !548
    #dbg_assign(i32 0, !497, !DIExpression(DW_OP_LLVM_fragment, 768, 32), !548, ptr %40, !DIExpression(), !500)
  call fastcc void @update(ptr noundef nonnull %11, ptr noundef nonnull %8, i64 noundef 64), !dbg !549
  call fastcc void @update(ptr noundef nonnull %11, ptr noundef %2, i64 noundef %3), !dbg !550
  call fastcc void @final(ptr noundef nonnull %11, ptr noundef nonnull %10), !dbg !551
    #dbg_value(ptr %11, !84, !DIExpression(), !552)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(20) %11, ptr noundef nonnull align 16 dereferenceable(20) @init.iv, i64 20, i1 false), !dbg !554, !DIAssignID !555
    #dbg_assign(i1 undef, !497, !DIExpression(DW_OP_LLVM_fragment, 0, 160), !555, ptr %11, !DIExpression(), !500)
  store i64 0, ptr %39, align 8, !dbg !556, !tbaa !142, !DIAssignID !557
    #dbg_assign(i64 0, !497, !DIExpression(DW_OP_LLVM_fragment, 192, 64), !557, ptr %39, !DIExpression(), !500)
  store i32 0, ptr %40, align 8, !dbg !558, !tbaa !151, !DIAssignID !559
    #dbg_assign(i32 0, !497, !DIExpression(DW_OP_LLVM_fragment, 768, 32), !559, ptr %40, !DIExpression(), !500)
  call fastcc void @update(ptr noundef nonnull %11, ptr noundef nonnull %9, i64 noundef 64), !dbg !560
  call fastcc void @update(ptr noundef nonnull %11, ptr noundef nonnull %10, i64 noundef 20), !dbg !561
  call fastcc void @final(ptr noundef nonnull %11, ptr noundef %4), !dbg !562
  call void @llvm.lifetime.end.p0(i64 104, ptr nonnull %11) #8, !dbg !563
  call void @llvm.lifetime.end.p0(i64 20, ptr nonnull %10) #8, !dbg !563
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %9) #8, !dbg !563
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %8) #8, !dbg !563
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %7) #8, !dbg !563
  ret void, !dbg !563
}

; Function Attrs: nofree nounwind
declare !dbg !564 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #4

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #5

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #6

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.fshl.i32(i32, i32, i32) #7

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umin.i64(i64, i64) #7

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #3 = { nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #6 = { nofree nounwind }
attributes #7 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #8 = { nounwind }

!llvm.dbg.cu = !{!18}
!llvm.module.flags = !{!105, !106, !107, !108, !109, !110, !111}
!llvm.ident = !{!112}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 54, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "programs/sha1_hmac.c", directory: ".", checksumkind: CSK_MD5, checksum: "6a911fc91358e1adcef4524f4ecd8410")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 32, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 4)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 56, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 456, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 57)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(name: "as", scope: !14, file: !2, line: 58, type: !102, isLocal: true, isDefinition: true)
!14 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 52, type: !15, scopeLine: 52, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !18, retainedNodes: !87)
!15 = !DISubroutineType(types: !16)
!16 = !{!17}
!17 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!18 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !19, globals: !31, splitDebugInlining: false, nameTableKind: None)
!19 = !{!20, !23, !17, !26, !25}
!20 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !21, line: 18, baseType: !22)
!21 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stddef_size_t.h", directory: "", checksumkind: CSK_MD5, checksum: "2c44e821a2b1951cde2eb0fb2e656867")
!22 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!23 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !24, size: 64)
!24 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !25)
!25 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!26 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint32_t", file: !27, line: 26, baseType: !28)
!27 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-uintn.h", directory: "", checksumkind: CSK_MD5, checksum: "2bf2ae53c58c01b1a1b9383b5195125c")
!28 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint32_t", file: !29, line: 42, baseType: !30)
!29 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!30 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!31 = !{!0, !32, !7, !12, !37, !42, !47, !52, !57, !59, !64}
!32 = !DIGlobalVariableExpression(var: !33, expr: !DIExpression())
!33 = distinct !DIGlobalVariable(scope: null, file: !2, line: 55, type: !34, isLocal: true, isDefinition: true)
!34 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 8, elements: !35)
!35 = !{!36}
!36 = !DISubrange(count: 1)
!37 = !DIGlobalVariableExpression(var: !38, expr: !DIExpression())
!38 = distinct !DIGlobalVariable(scope: null, file: !2, line: 64, type: !39, isLocal: true, isDefinition: true)
!39 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 72, elements: !40)
!40 = !{!41}
!41 = !DISubrange(count: 9)
!42 = !DIGlobalVariableExpression(var: !43, expr: !DIExpression())
!43 = distinct !DIGlobalVariable(scope: null, file: !2, line: 65, type: !44, isLocal: true, isDefinition: true)
!44 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 40, elements: !45)
!45 = !{!46}
!46 = !DISubrange(count: 5)
!47 = !DIGlobalVariableExpression(var: !48, expr: !DIExpression())
!48 = distinct !DIGlobalVariable(scope: null, file: !2, line: 65, type: !49, isLocal: true, isDefinition: true)
!49 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 232, elements: !50)
!50 = !{!51}
!51 = !DISubrange(count: 29)
!52 = !DIGlobalVariableExpression(var: !53, expr: !DIExpression())
!53 = distinct !DIGlobalVariable(scope: null, file: !2, line: 67, type: !54, isLocal: true, isDefinition: true)
!54 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 440, elements: !55)
!55 = !{!56}
!56 = !DISubrange(count: 55)
!57 = !DIGlobalVariableExpression(var: !58, expr: !DIExpression())
!58 = distinct !DIGlobalVariable(scope: null, file: !2, line: 50, type: !44, isLocal: true, isDefinition: true)
!59 = !DIGlobalVariableExpression(var: !60, expr: !DIExpression())
!60 = distinct !DIGlobalVariable(scope: null, file: !2, line: 50, type: !61, isLocal: true, isDefinition: true)
!61 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 16, elements: !62)
!62 = !{!63}
!63 = !DISubrange(count: 2)
!64 = !DIGlobalVariableExpression(var: !65, expr: !DIExpression())
!65 = distinct !DIGlobalVariable(name: "iv", scope: !66, file: !2, line: 26, type: !85, isLocal: true, isDefinition: true)
!66 = distinct !DISubprogram(name: "init", scope: !2, file: !2, line: 26, type: !67, scopeLine: 26, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !18, retainedNodes: !83)
!67 = !DISubroutineType(types: !68)
!68 = !{null, !69}
!69 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !70, size: 64)
!70 = !DIDerivedType(tag: DW_TAG_typedef, name: "sha1_ctx", file: !2, line: 8, baseType: !71)
!71 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !2, line: 8, size: 832, elements: !72)
!72 = !{!73, !75, !78, !82}
!73 = !DIDerivedType(tag: DW_TAG_member, name: "h", scope: !71, file: !2, line: 8, baseType: !74, size: 160)
!74 = !DICompositeType(tag: DW_TAG_array_type, baseType: !26, size: 160, elements: !45)
!75 = !DIDerivedType(tag: DW_TAG_member, name: "len", scope: !71, file: !2, line: 8, baseType: !76, size: 64, offset: 192)
!76 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint64_t", file: !27, line: 27, baseType: !77)
!77 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint64_t", file: !29, line: 45, baseType: !22)
!78 = !DIDerivedType(tag: DW_TAG_member, name: "buf", scope: !71, file: !2, line: 8, baseType: !79, size: 512, offset: 256)
!79 = !DICompositeType(tag: DW_TAG_array_type, baseType: !25, size: 512, elements: !80)
!80 = !{!81}
!81 = !DISubrange(count: 64)
!82 = !DIDerivedType(tag: DW_TAG_member, name: "n", scope: !71, file: !2, line: 8, baseType: !17, size: 32, offset: 768)
!83 = !{!84}
!84 = !DILocalVariable(name: "c", arg: 1, scope: !66, file: !2, line: 26, type: !69)
!85 = !DICompositeType(tag: DW_TAG_array_type, baseType: !86, size: 160, elements: !45)
!86 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !26)
!87 = !{!88, !92, !93, !94, !95, !97, !98}
!88 = !DILocalVariable(name: "d", scope: !14, file: !2, line: 53, type: !89)
!89 = !DICompositeType(tag: DW_TAG_array_type, baseType: !25, size: 160, elements: !90)
!90 = !{!91}
!91 = !DISubrange(count: 20)
!92 = !DILocalVariable(name: "c", scope: !14, file: !2, line: 57, type: !70)
!93 = !DILocalVariable(name: "done", scope: !14, file: !2, line: 60, type: !20)
!94 = !DILocalVariable(name: "k", scope: !14, file: !2, line: 60, type: !17)
!95 = !DILocalVariable(name: "n", scope: !96, file: !2, line: 61, type: !20)
!96 = distinct !DILexicalBlock(scope: !14, file: !2, line: 61, column: 28)
!97 = !DILocalVariable(name: "key1", scope: !14, file: !2, line: 63, type: !89)
!98 = !DILocalVariable(name: "key3", scope: !14, file: !2, line: 66, type: !99)
!99 = !DICompositeType(tag: DW_TAG_array_type, baseType: !25, size: 640, elements: !100)
!100 = !{!101}
!101 = !DISubrange(count: 80)
!102 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 8000, elements: !103)
!103 = !{!104}
!104 = !DISubrange(count: 1000)
!105 = !{i32 7, !"Dwarf Version", i32 5}
!106 = !{i32 2, !"Debug Info Version", i32 3}
!107 = !{i32 1, !"wchar_size", i32 4}
!108 = !{i32 8, !"PIC Level", i32 2}
!109 = !{i32 7, !"PIE Level", i32 2}
!110 = !{i32 7, !"uwtable", i32 2}
!111 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!112 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!113 = distinct !DIAssignID()
!114 = distinct !DIAssignID()
!115 = distinct !DIAssignID()
!116 = distinct !DIAssignID()
!117 = !DILocation(line: 0, scope: !14)
!118 = distinct !DIAssignID()
!119 = distinct !DIAssignID()
!120 = distinct !DIAssignID()
!121 = !DILocation(line: 53, column: 5, scope: !14)
!122 = !DILocalVariable(name: "c", scope: !123, file: !2, line: 42, type: !70)
!123 = distinct !DISubprogram(name: "sha1", scope: !2, file: !2, line: 42, type: !124, scopeLine: 42, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !18, retainedNodes: !129)
!124 = !DISubroutineType(types: !125)
!125 = !{null, !126, !20, !128}
!126 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !127, size: 64)
!127 = !DIDerivedType(tag: DW_TAG_const_type, baseType: null)
!128 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !25, size: 64)
!129 = !{!130, !131, !132, !122}
!130 = !DILocalVariable(name: "d", arg: 1, scope: !123, file: !2, line: 42, type: !126)
!131 = !DILocalVariable(name: "n", arg: 2, scope: !123, file: !2, line: 42, type: !20)
!132 = !DILocalVariable(name: "out", arg: 3, scope: !123, file: !2, line: 42, type: !128)
!133 = !DILocation(line: 0, scope: !123, inlinedAt: !134)
!134 = distinct !DILocation(line: 54, column: 5, scope: !14)
!135 = !DILocation(line: 42, column: 68, scope: !123, inlinedAt: !134)
!136 = !DILocation(line: 0, scope: !66, inlinedAt: !137)
!137 = distinct !DILocation(line: 42, column: 80, scope: !123, inlinedAt: !134)
!138 = !DILocation(line: 26, column: 125, scope: !66, inlinedAt: !137)
!139 = distinct !DIAssignID()
!140 = !DILocation(line: 26, column: 157, scope: !66, inlinedAt: !137)
!141 = !DILocation(line: 26, column: 161, scope: !66, inlinedAt: !137)
!142 = !{!143, !146, i64 24}
!143 = !{!"", !144, i64 0, !146, i64 24, !144, i64 32, !147, i64 96}
!144 = !{!"omnipotent char", !145, i64 0}
!145 = !{!"Simple C/C++ TBAA"}
!146 = !{!"long", !144, i64 0}
!147 = !{!"int", !144, i64 0}
!148 = distinct !DIAssignID()
!149 = !DILocation(line: 26, column: 169, scope: !66, inlinedAt: !137)
!150 = !DILocation(line: 26, column: 171, scope: !66, inlinedAt: !137)
!151 = !{!143, !147, i64 96}
!152 = distinct !DIAssignID()
!153 = !DILocation(line: 42, column: 90, scope: !123, inlinedAt: !134)
!154 = !DILocation(line: 42, column: 108, scope: !123, inlinedAt: !134)
!155 = !DILocation(line: 42, column: 124, scope: !123, inlinedAt: !134)
!156 = !DILocation(line: 54, column: 24, scope: !14)
!157 = !DILocation(line: 0, scope: !123, inlinedAt: !158)
!158 = distinct !DILocation(line: 55, column: 5, scope: !14)
!159 = !DILocation(line: 42, column: 68, scope: !123, inlinedAt: !158)
!160 = !DILocation(line: 0, scope: !66, inlinedAt: !161)
!161 = distinct !DILocation(line: 42, column: 80, scope: !123, inlinedAt: !158)
!162 = !DILocation(line: 26, column: 125, scope: !66, inlinedAt: !161)
!163 = distinct !DIAssignID()
!164 = !DILocation(line: 26, column: 157, scope: !66, inlinedAt: !161)
!165 = distinct !DIAssignID()
!166 = !DILocation(line: 26, column: 169, scope: !66, inlinedAt: !161)
!167 = !DILocation(line: 26, column: 171, scope: !66, inlinedAt: !161)
!168 = distinct !DIAssignID()
!169 = !DILocalVariable(name: "c", arg: 1, scope: !170, file: !2, line: 27, type: !69)
!170 = distinct !DISubprogram(name: "update", scope: !2, file: !2, line: 27, type: !171, scopeLine: 27, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !18, retainedNodes: !173)
!171 = !DISubroutineType(types: !172)
!172 = !{null, !69, !126, !20}
!173 = !{!169, !174, !175, !176, !177}
!174 = !DILocalVariable(name: "data", arg: 2, scope: !170, file: !2, line: 27, type: !126)
!175 = !DILocalVariable(name: "n", arg: 3, scope: !170, file: !2, line: 27, type: !20)
!176 = !DILocalVariable(name: "p", scope: !170, file: !2, line: 28, type: !23)
!177 = !DILocalVariable(name: "k", scope: !178, file: !2, line: 30, type: !20)
!178 = distinct !DILexicalBlock(scope: !170, file: !2, line: 30, column: 15)
!179 = !DILocation(line: 0, scope: !170, inlinedAt: !180)
!180 = distinct !DILocation(line: 42, column: 90, scope: !123, inlinedAt: !158)
!181 = !DILocation(line: 29, column: 12, scope: !170, inlinedAt: !180)
!182 = !DILocation(line: 42, column: 108, scope: !123, inlinedAt: !158)
!183 = !DILocation(line: 42, column: 124, scope: !123, inlinedAt: !158)
!184 = !DILocation(line: 55, column: 21, scope: !14)
!185 = !DILocation(line: 0, scope: !123, inlinedAt: !186)
!186 = distinct !DILocation(line: 56, column: 5, scope: !14)
!187 = !DILocation(line: 42, column: 68, scope: !123, inlinedAt: !186)
!188 = !DILocation(line: 0, scope: !66, inlinedAt: !189)
!189 = distinct !DILocation(line: 42, column: 80, scope: !123, inlinedAt: !186)
!190 = !DILocation(line: 26, column: 125, scope: !66, inlinedAt: !189)
!191 = distinct !DIAssignID()
!192 = !DILocation(line: 26, column: 157, scope: !66, inlinedAt: !189)
!193 = !DILocation(line: 26, column: 161, scope: !66, inlinedAt: !189)
!194 = distinct !DIAssignID()
!195 = !DILocation(line: 26, column: 169, scope: !66, inlinedAt: !189)
!196 = !DILocation(line: 26, column: 171, scope: !66, inlinedAt: !189)
!197 = distinct !DIAssignID()
!198 = !DILocation(line: 42, column: 90, scope: !123, inlinedAt: !186)
!199 = !DILocation(line: 42, column: 108, scope: !123, inlinedAt: !186)
!200 = !DILocation(line: 42, column: 124, scope: !123, inlinedAt: !186)
!201 = !DILocation(line: 56, column: 78, scope: !14)
!202 = !DILocation(line: 57, column: 5, scope: !14)
!203 = !DILocation(line: 0, scope: !66, inlinedAt: !204)
!204 = distinct !DILocation(line: 57, column: 17, scope: !14)
!205 = !DILocation(line: 26, column: 125, scope: !66, inlinedAt: !204)
!206 = distinct !DIAssignID()
!207 = !DILocation(line: 26, column: 157, scope: !66, inlinedAt: !204)
!208 = !DILocation(line: 26, column: 161, scope: !66, inlinedAt: !204)
!209 = distinct !DIAssignID()
!210 = !DILocation(line: 26, column: 169, scope: !66, inlinedAt: !204)
!211 = !DILocation(line: 26, column: 171, scope: !66, inlinedAt: !204)
!212 = distinct !DIAssignID()
!213 = !DILocation(line: 59, column: 5, scope: !14)
!214 = !DILocation(line: 61, column: 5, scope: !14)
!215 = !DILocation(line: 61, column: 52, scope: !96)
!216 = !DILocation(line: 61, column: 57, scope: !96)
!217 = !DILocation(line: 61, column: 65, scope: !96)
!218 = !DILocation(line: 0, scope: !96)
!219 = !DILocation(line: 61, column: 86, scope: !220)
!220 = distinct !DILexicalBlock(scope: !96, file: !2, line: 61, column: 74)
!221 = !DILocation(line: 61, column: 74, scope: !96)
!222 = !DILocation(line: 61, column: 114, scope: !96)
!223 = !DILocation(line: 61, column: 138, scope: !96)
!224 = !DILocation(line: 61, column: 145, scope: !96)
!225 = !DILocation(line: 61, column: 17, scope: !14)
!226 = distinct !{!226, !214, !227, !228}
!227 = !DILocation(line: 61, column: 149, scope: !14)
!228 = !{!"llvm.loop.mustprogress"}
!229 = !DILocation(line: 62, column: 5, scope: !14)
!230 = !DILocation(line: 62, column: 19, scope: !14)
!231 = !DILocation(line: 63, column: 5, scope: !14)
!232 = !DILocation(line: 63, column: 29, scope: !14)
!233 = distinct !DIAssignID()
!234 = !DILocation(line: 64, column: 5, scope: !14)
!235 = !DILocation(line: 64, column: 39, scope: !14)
!236 = !DILocation(line: 65, column: 5, scope: !14)
!237 = !DILocation(line: 65, column: 84, scope: !14)
!238 = !DILocation(line: 66, column: 5, scope: !14)
!239 = !DILocation(line: 66, column: 29, scope: !14)
!240 = distinct !DIAssignID()
!241 = !DILocation(line: 67, column: 5, scope: !14)
!242 = !DILocation(line: 67, column: 86, scope: !14)
!243 = !DILocation(line: 68, column: 12, scope: !14)
!244 = !{!144, !144, i64 0}
!245 = !DILocation(line: 68, column: 17, scope: !14)
!246 = !DILocation(line: 69, column: 1, scope: !14)
!247 = !DILocation(line: 68, column: 5, scope: !14)
!248 = distinct !DISubprogram(name: "hex", scope: !2, file: !2, line: 50, type: !249, scopeLine: 50, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !18, retainedNodes: !251)
!249 = !DISubroutineType(types: !250)
!250 = !{null, !23}
!251 = !{!252, !253}
!252 = !DILocalVariable(name: "d", arg: 1, scope: !248, file: !2, line: 50, type: !23)
!253 = !DILocalVariable(name: "i", scope: !254, file: !2, line: 50, type: !17)
!254 = distinct !DILexicalBlock(scope: !248, file: !2, line: 50, column: 43)
!255 = !DILocation(line: 0, scope: !248)
!256 = !DILocation(line: 0, scope: !254)
!257 = !DILocation(line: 50, column: 87, scope: !258)
!258 = distinct !DILexicalBlock(scope: !254, file: !2, line: 50, column: 43)
!259 = !DILocation(line: 50, column: 72, scope: !258)
!260 = !DILocation(line: 50, column: 94, scope: !248)
!261 = !DILocation(line: 50, column: 108, scope: !248)
!262 = distinct !DIAssignID()
!263 = !DILocation(line: 0, scope: !170)
!264 = !DILocation(line: 29, column: 8, scope: !170)
!265 = !DILocation(line: 29, column: 12, scope: !170)
!266 = !DILocation(line: 30, column: 5, scope: !170)
!267 = !DILocation(line: 30, column: 44, scope: !178)
!268 = !DILocation(line: 30, column: 33, scope: !178)
!269 = !DILocation(line: 30, column: 31, scope: !178)
!270 = !DILocation(line: 0, scope: !178)
!271 = !DILocation(line: 30, column: 51, scope: !178)
!272 = !DILocation(line: 30, column: 79, scope: !178)
!273 = !DILocation(line: 30, column: 65, scope: !178)
!274 = !DILocation(line: 30, column: 102, scope: !178)
!275 = !DILocation(line: 30, column: 99, scope: !178)
!276 = !DILocation(line: 30, column: 112, scope: !178)
!277 = !DILocation(line: 30, column: 120, scope: !178)
!278 = !DILocation(line: 30, column: 135, scope: !279)
!279 = distinct !DILexicalBlock(scope: !178, file: !2, line: 30, column: 130)
!280 = !DILocation(line: 30, column: 130, scope: !178)
!281 = !DILocalVariable(name: "w", scope: !282, file: !2, line: 11, type: !304)
!282 = distinct !DISubprogram(name: "block", scope: !2, file: !2, line: 10, type: !283, scopeLine: 10, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !18, retainedNodes: !285)
!283 = !DISubroutineType(types: !284)
!284 = !{null, !69, !23}
!285 = !{!286, !287, !281, !288, !290, !292, !293, !294, !295, !296, !297, !299, !302, !303}
!286 = !DILocalVariable(name: "c", arg: 1, scope: !282, file: !2, line: 10, type: !69)
!287 = !DILocalVariable(name: "p", arg: 2, scope: !282, file: !2, line: 10, type: !23)
!288 = !DILocalVariable(name: "i", scope: !289, file: !2, line: 12, type: !17)
!289 = distinct !DILexicalBlock(scope: !282, file: !2, line: 12, column: 5)
!290 = !DILocalVariable(name: "i", scope: !291, file: !2, line: 13, type: !17)
!291 = distinct !DILexicalBlock(scope: !282, file: !2, line: 13, column: 5)
!292 = !DILocalVariable(name: "a", scope: !282, file: !2, line: 14, type: !26)
!293 = !DILocalVariable(name: "b", scope: !282, file: !2, line: 14, type: !26)
!294 = !DILocalVariable(name: "cc", scope: !282, file: !2, line: 14, type: !26)
!295 = !DILocalVariable(name: "d", scope: !282, file: !2, line: 14, type: !26)
!296 = !DILocalVariable(name: "e", scope: !282, file: !2, line: 14, type: !26)
!297 = !DILocalVariable(name: "i", scope: !298, file: !2, line: 15, type: !17)
!298 = distinct !DILexicalBlock(scope: !282, file: !2, line: 15, column: 5)
!299 = !DILocalVariable(name: "f", scope: !300, file: !2, line: 16, type: !26)
!300 = distinct !DILexicalBlock(scope: !301, file: !2, line: 15, column: 34)
!301 = distinct !DILexicalBlock(scope: !298, file: !2, line: 15, column: 5)
!302 = !DILocalVariable(name: "k", scope: !300, file: !2, line: 16, type: !26)
!303 = !DILocalVariable(name: "t", scope: !300, file: !2, line: 21, type: !26)
!304 = !DICompositeType(tag: DW_TAG_array_type, baseType: !26, size: 2560, elements: !100)
!305 = !DILocation(line: 0, scope: !282, inlinedAt: !306)
!306 = distinct !DILocation(line: 30, column: 144, scope: !307)
!307 = distinct !DILexicalBlock(scope: !279, file: !2, line: 30, column: 142)
!308 = !DILocation(line: 11, column: 5, scope: !282, inlinedAt: !306)
!309 = !DILocation(line: 0, scope: !289, inlinedAt: !306)
!310 = !DILocation(line: 12, column: 5, scope: !289, inlinedAt: !306)
!311 = !DILocation(line: 12, column: 55, scope: !312, inlinedAt: !306)
!312 = distinct !DILexicalBlock(scope: !289, file: !2, line: 12, column: 5)
!313 = !DILocation(line: 12, column: 51, scope: !312, inlinedAt: !306)
!314 = !DILocation(line: 12, column: 41, scope: !312, inlinedAt: !306)
!315 = !DILocation(line: 12, column: 60, scope: !312, inlinedAt: !306)
!316 = !DILocation(line: 12, column: 86, scope: !312, inlinedAt: !306)
!317 = !DILocation(line: 12, column: 78, scope: !312, inlinedAt: !306)
!318 = !DILocation(line: 12, column: 68, scope: !312, inlinedAt: !306)
!319 = !DILocation(line: 12, column: 91, scope: !312, inlinedAt: !306)
!320 = !DILocation(line: 12, column: 66, scope: !312, inlinedAt: !306)
!321 = !DILocation(line: 12, column: 117, scope: !312, inlinedAt: !306)
!322 = !DILocation(line: 12, column: 109, scope: !312, inlinedAt: !306)
!323 = !DILocation(line: 12, column: 99, scope: !312, inlinedAt: !306)
!324 = !DILocation(line: 12, column: 122, scope: !312, inlinedAt: !306)
!325 = !DILocation(line: 12, column: 97, scope: !312, inlinedAt: !306)
!326 = !DILocation(line: 12, column: 137, scope: !312, inlinedAt: !306)
!327 = !DILocation(line: 12, column: 129, scope: !312, inlinedAt: !306)
!328 = !DILocation(line: 12, column: 127, scope: !312, inlinedAt: !306)
!329 = !DILocation(line: 12, column: 34, scope: !312, inlinedAt: !306)
!330 = !DILocation(line: 12, column: 39, scope: !312, inlinedAt: !306)
!331 = !{!147, !147, i64 0}
!332 = !DILocation(line: 12, column: 30, scope: !312, inlinedAt: !306)
!333 = !DILocation(line: 12, column: 23, scope: !312, inlinedAt: !306)
!334 = distinct !{!334, !310, !335, !228}
!335 = !DILocation(line: 12, column: 140, scope: !289, inlinedAt: !306)
!336 = !DILocation(line: 14, column: 18, scope: !282, inlinedAt: !306)
!337 = !DILocation(line: 14, column: 31, scope: !282, inlinedAt: !306)
!338 = !DILocation(line: 14, column: 45, scope: !282, inlinedAt: !306)
!339 = !DILocation(line: 14, column: 58, scope: !282, inlinedAt: !306)
!340 = !DILocation(line: 14, column: 71, scope: !282, inlinedAt: !306)
!341 = !DILocation(line: 0, scope: !298, inlinedAt: !306)
!342 = !DILocation(line: 15, column: 5, scope: !298, inlinedAt: !306)
!343 = !DILocation(line: 0, scope: !291, inlinedAt: !306)
!344 = !DILocation(line: 13, column: 50, scope: !345, inlinedAt: !306)
!345 = distinct !DILexicalBlock(scope: !291, file: !2, line: 13, column: 5)
!346 = !DILocation(line: 13, column: 46, scope: !345, inlinedAt: !306)
!347 = !DILocation(line: 13, column: 61, scope: !345, inlinedAt: !306)
!348 = !DILocation(line: 13, column: 57, scope: !345, inlinedAt: !306)
!349 = !DILocation(line: 13, column: 55, scope: !345, inlinedAt: !306)
!350 = !DILocation(line: 13, column: 72, scope: !345, inlinedAt: !306)
!351 = !DILocation(line: 13, column: 68, scope: !345, inlinedAt: !306)
!352 = !DILocation(line: 13, column: 66, scope: !345, inlinedAt: !306)
!353 = !DILocation(line: 13, column: 84, scope: !345, inlinedAt: !306)
!354 = !DILocation(line: 13, column: 80, scope: !345, inlinedAt: !306)
!355 = !DILocation(line: 13, column: 78, scope: !345, inlinedAt: !306)
!356 = !DILocalVariable(name: "x", arg: 1, scope: !357, file: !2, line: 9, type: !26)
!357 = distinct !DISubprogram(name: "rol", scope: !2, file: !2, line: 9, type: !358, scopeLine: 9, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !18, retainedNodes: !360)
!358 = !DISubroutineType(types: !359)
!359 = !{!26, !26, !17}
!360 = !{!356, !361}
!361 = !DILocalVariable(name: "k", arg: 2, scope: !357, file: !2, line: 9, type: !17)
!362 = !DILocation(line: 0, scope: !357, inlinedAt: !363)
!363 = distinct !DILocation(line: 13, column: 42, scope: !345, inlinedAt: !306)
!364 = !DILocation(line: 9, column: 58, scope: !357, inlinedAt: !363)
!365 = !DILocation(line: 13, column: 35, scope: !345, inlinedAt: !306)
!366 = !DILocation(line: 13, column: 40, scope: !345, inlinedAt: !306)
!367 = !DILocation(line: 13, column: 31, scope: !345, inlinedAt: !306)
!368 = !DILocation(line: 13, column: 24, scope: !345, inlinedAt: !306)
!369 = !DILocation(line: 13, column: 5, scope: !291, inlinedAt: !306)
!370 = distinct !{!370, !369, !371, !228}
!371 = !DILocation(line: 13, column: 92, scope: !291, inlinedAt: !306)
!372 = !DILocation(line: 17, column: 15, scope: !373, inlinedAt: !306)
!373 = distinct !DILexicalBlock(scope: !300, file: !2, line: 17, column: 13)
!374 = !DILocation(line: 17, column: 13, scope: !300, inlinedAt: !306)
!375 = !DILocation(line: 17, column: 30, scope: !376, inlinedAt: !306)
!376 = distinct !DILexicalBlock(scope: !373, file: !2, line: 17, column: 21)
!377 = !DILocation(line: 17, column: 39, scope: !376, inlinedAt: !306)
!378 = !DILocation(line: 17, column: 42, scope: !376, inlinedAt: !306)
!379 = !DILocation(line: 17, column: 36, scope: !376, inlinedAt: !306)
!380 = !DILocation(line: 0, scope: !300, inlinedAt: !306)
!381 = !DILocation(line: 17, column: 64, scope: !376, inlinedAt: !306)
!382 = !DILocation(line: 18, column: 20, scope: !383, inlinedAt: !306)
!383 = distinct !DILexicalBlock(scope: !373, file: !2, line: 18, column: 18)
!384 = !DILocation(line: 18, column: 18, scope: !373, inlinedAt: !306)
!385 = !DILocation(line: 18, column: 34, scope: !386, inlinedAt: !306)
!386 = distinct !DILexicalBlock(scope: !383, file: !2, line: 18, column: 26)
!387 = !DILocation(line: 18, column: 39, scope: !386, inlinedAt: !306)
!388 = !DILocation(line: 18, column: 60, scope: !386, inlinedAt: !306)
!389 = !DILocation(line: 19, column: 20, scope: !390, inlinedAt: !306)
!390 = distinct !DILexicalBlock(scope: !383, file: !2, line: 19, column: 18)
!391 = !DILocation(line: 19, column: 18, scope: !383, inlinedAt: !306)
!392 = !DILocation(line: 19, column: 41, scope: !393, inlinedAt: !306)
!393 = distinct !DILexicalBlock(scope: !390, file: !2, line: 19, column: 26)
!394 = !DILocation(line: 19, column: 57, scope: !393, inlinedAt: !306)
!395 = !DILocation(line: 19, column: 51, scope: !393, inlinedAt: !306)
!396 = !DILocation(line: 19, column: 79, scope: !393, inlinedAt: !306)
!397 = !DILocation(line: 20, column: 22, scope: !398, inlinedAt: !306)
!398 = distinct !DILexicalBlock(scope: !390, file: !2, line: 20, column: 14)
!399 = !DILocation(line: 20, column: 27, scope: !398, inlinedAt: !306)
!400 = !DILocation(line: 0, scope: !373, inlinedAt: !306)
!401 = !DILocation(line: 0, scope: !357, inlinedAt: !402)
!402 = distinct !DILocation(line: 21, column: 22, scope: !300, inlinedAt: !306)
!403 = !DILocation(line: 9, column: 58, scope: !357, inlinedAt: !402)
!404 = !DILocation(line: 21, column: 46, scope: !300, inlinedAt: !306)
!405 = !DILocation(line: 21, column: 32, scope: !300, inlinedAt: !306)
!406 = !DILocation(line: 21, column: 36, scope: !300, inlinedAt: !306)
!407 = !DILocation(line: 21, column: 40, scope: !300, inlinedAt: !306)
!408 = !DILocation(line: 21, column: 44, scope: !300, inlinedAt: !306)
!409 = !DILocation(line: 0, scope: !357, inlinedAt: !410)
!410 = distinct !DILocation(line: 22, column: 29, scope: !300, inlinedAt: !306)
!411 = !DILocation(line: 9, column: 58, scope: !357, inlinedAt: !410)
!412 = !DILocation(line: 15, column: 30, scope: !301, inlinedAt: !306)
!413 = !DILocation(line: 15, column: 23, scope: !301, inlinedAt: !306)
!414 = distinct !{!414, !342, !415, !228}
!415 = !DILocation(line: 23, column: 5, scope: !298, inlinedAt: !306)
!416 = !DILocation(line: 24, column: 13, scope: !282, inlinedAt: !306)
!417 = !DILocation(line: 24, column: 27, scope: !282, inlinedAt: !306)
!418 = !DILocation(line: 24, column: 41, scope: !282, inlinedAt: !306)
!419 = !DILocation(line: 24, column: 56, scope: !282, inlinedAt: !306)
!420 = !DILocation(line: 24, column: 70, scope: !282, inlinedAt: !306)
!421 = !DILocation(line: 25, column: 1, scope: !282, inlinedAt: !306)
!422 = !DILocation(line: 30, column: 167, scope: !307)
!423 = !DILocation(line: 30, column: 172, scope: !307)
!424 = distinct !{!424, !266, !425, !228}
!425 = !DILocation(line: 30, column: 174, scope: !170)
!426 = !DILocation(line: 31, column: 1, scope: !170)
!427 = distinct !DISubprogram(name: "final", scope: !2, file: !2, line: 32, type: !428, scopeLine: 32, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !18, retainedNodes: !430)
!428 = !DISubroutineType(types: !429)
!429 = !{null, !69, !128}
!430 = !{!431, !432, !433, !434, !435, !436, !440, !442, !444}
!431 = !DILocalVariable(name: "c", arg: 1, scope: !427, file: !2, line: 32, type: !69)
!432 = !DILocalVariable(name: "out", arg: 2, scope: !427, file: !2, line: 32, type: !128)
!433 = !DILocalVariable(name: "bits", scope: !427, file: !2, line: 33, type: !76)
!434 = !DILocalVariable(name: "pad", scope: !427, file: !2, line: 34, type: !25)
!435 = !DILocalVariable(name: "z", scope: !427, file: !2, line: 34, type: !25)
!436 = !DILocalVariable(name: "lenb", scope: !427, file: !2, line: 37, type: !437)
!437 = !DICompositeType(tag: DW_TAG_array_type, baseType: !25, size: 64, elements: !438)
!438 = !{!439}
!439 = !DISubrange(count: 8)
!440 = !DILocalVariable(name: "i", scope: !441, file: !2, line: 38, type: !17)
!441 = distinct !DILexicalBlock(scope: !427, file: !2, line: 38, column: 5)
!442 = !DILocalVariable(name: "i", scope: !443, file: !2, line: 40, type: !17)
!443 = distinct !DILexicalBlock(scope: !427, file: !2, line: 40, column: 5)
!444 = !DILocalVariable(name: "k", scope: !445, file: !2, line: 40, type: !17)
!445 = distinct !DILexicalBlock(scope: !446, file: !2, line: 40, column: 33)
!446 = distinct !DILexicalBlock(scope: !443, file: !2, line: 40, column: 5)
!447 = distinct !DIAssignID()
!448 = !DILocation(line: 0, scope: !427)
!449 = distinct !DIAssignID()
!450 = distinct !DIAssignID()
!451 = !DILocation(line: 33, column: 24, scope: !427)
!452 = !DILocation(line: 34, column: 5, scope: !427)
!453 = !DILocation(line: 34, column: 19, scope: !427)
!454 = distinct !DIAssignID()
!455 = !DILocation(line: 34, column: 31, scope: !427)
!456 = distinct !DIAssignID()
!457 = !DILocation(line: 35, column: 5, scope: !427)
!458 = !DILocation(line: 36, column: 15, scope: !427)
!459 = !DILocation(line: 36, column: 17, scope: !427)
!460 = !DILocation(line: 36, column: 5, scope: !427)
!461 = !DILocation(line: 36, column: 24, scope: !427)
!462 = distinct !{!462, !460, !463, !228}
!463 = !DILocation(line: 36, column: 39, scope: !427)
!464 = !DILocation(line: 33, column: 28, scope: !427)
!465 = !DILocation(line: 37, column: 5, scope: !427)
!466 = !DILocation(line: 0, scope: !441)
!467 = !DILocation(line: 38, column: 64, scope: !468)
!468 = distinct !DILexicalBlock(scope: !441, file: !2, line: 38, column: 5)
!469 = !DILocation(line: 38, column: 43, scope: !468)
!470 = !DILocation(line: 38, column: 41, scope: !468)
!471 = !DILocation(line: 38, column: 33, scope: !468)
!472 = !DILocation(line: 39, column: 5, scope: !427)
!473 = !DILocation(line: 0, scope: !443)
!474 = !DILocation(line: 0, scope: !445)
!475 = !DILocation(line: 40, column: 94, scope: !476)
!476 = distinct !DILexicalBlock(scope: !445, file: !2, line: 40, column: 33)
!477 = !DILocation(line: 40, column: 102, scope: !476)
!478 = !DILocation(line: 40, column: 78, scope: !476)
!479 = !DILocation(line: 40, column: 76, scope: !476)
!480 = !DILocation(line: 40, column: 61, scope: !476)
!481 = !DILocation(line: 41, column: 1, scope: !427)
!482 = distinct !DISubprogram(name: "hmac", scope: !2, file: !2, line: 43, type: !483, scopeLine: 43, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !18, retainedNodes: !485)
!483 = !DISubroutineType(types: !484)
!484 = !{null, !23, !20, !126, !20, !128}
!485 = !{!486, !487, !488, !489, !490, !491, !492, !493, !494, !495, !497}
!486 = !DILocalVariable(name: "key", arg: 1, scope: !482, file: !2, line: 43, type: !23)
!487 = !DILocalVariable(name: "kl", arg: 2, scope: !482, file: !2, line: 43, type: !20)
!488 = !DILocalVariable(name: "msg", arg: 3, scope: !482, file: !2, line: 43, type: !126)
!489 = !DILocalVariable(name: "ml", arg: 4, scope: !482, file: !2, line: 43, type: !20)
!490 = !DILocalVariable(name: "out", arg: 5, scope: !482, file: !2, line: 43, type: !128)
!491 = !DILocalVariable(name: "k", scope: !482, file: !2, line: 44, type: !79)
!492 = !DILocalVariable(name: "ipad", scope: !482, file: !2, line: 44, type: !79)
!493 = !DILocalVariable(name: "opad", scope: !482, file: !2, line: 44, type: !79)
!494 = !DILocalVariable(name: "inner", scope: !482, file: !2, line: 44, type: !89)
!495 = !DILocalVariable(name: "i", scope: !496, file: !2, line: 46, type: !17)
!496 = distinct !DILexicalBlock(scope: !482, file: !2, line: 46, column: 5)
!497 = !DILocalVariable(name: "c", scope: !482, file: !2, line: 47, type: !70)
!498 = distinct !DIAssignID()
!499 = distinct !DIAssignID()
!500 = !DILocation(line: 0, scope: !482)
!501 = distinct !DIAssignID()
!502 = distinct !DIAssignID()
!503 = distinct !DIAssignID()
!504 = distinct !DIAssignID()
!505 = !DILocation(line: 44, column: 5, scope: !482)
!506 = !DILocation(line: 44, column: 19, scope: !482)
!507 = distinct !DIAssignID()
!508 = !DILocation(line: 45, column: 12, scope: !509)
!509 = distinct !DILexicalBlock(scope: !482, file: !2, line: 45, column: 9)
!510 = !DILocation(line: 45, column: 9, scope: !482)
!511 = !DILocation(line: 0, scope: !123, inlinedAt: !512)
!512 = distinct !DILocation(line: 45, column: 18, scope: !509)
!513 = !DILocation(line: 42, column: 68, scope: !123, inlinedAt: !512)
!514 = !DILocation(line: 0, scope: !66, inlinedAt: !515)
!515 = distinct !DILocation(line: 42, column: 80, scope: !123, inlinedAt: !512)
!516 = !DILocation(line: 26, column: 125, scope: !66, inlinedAt: !515)
!517 = distinct !DIAssignID()
!518 = !DILocation(line: 26, column: 157, scope: !66, inlinedAt: !515)
!519 = !DILocation(line: 26, column: 161, scope: !66, inlinedAt: !515)
!520 = distinct !DIAssignID()
!521 = !DILocation(line: 26, column: 169, scope: !66, inlinedAt: !515)
!522 = !DILocation(line: 26, column: 171, scope: !66, inlinedAt: !515)
!523 = distinct !DIAssignID()
!524 = !DILocation(line: 42, column: 90, scope: !123, inlinedAt: !512)
!525 = !DILocation(line: 42, column: 108, scope: !123, inlinedAt: !512)
!526 = !DILocation(line: 42, column: 124, scope: !123, inlinedAt: !512)
!527 = !DILocation(line: 45, column: 18, scope: !509)
!528 = !DILocation(line: 45, column: 41, scope: !509)
!529 = !DILocation(line: 46, column: 46, scope: !530)
!530 = distinct !DILexicalBlock(scope: !531, file: !2, line: 46, column: 34)
!531 = distinct !DILexicalBlock(scope: !496, file: !2, line: 46, column: 5)
!532 = !DILocation(line: 46, column: 51, scope: !530)
!533 = !DILocation(line: 46, column: 44, scope: !530)
!534 = !DILocation(line: 46, column: 74, scope: !530)
!535 = !DILocation(line: 46, column: 67, scope: !530)
!536 = !DILocation(line: 46, column: 36, scope: !530)
!537 = !DILocation(line: 46, column: 59, scope: !530)
!538 = !DILocation(line: 47, column: 5, scope: !482)
!539 = !DILocation(line: 0, scope: !66, inlinedAt: !540)
!540 = distinct !DILocation(line: 47, column: 17, scope: !482)
!541 = !DILocation(line: 26, column: 125, scope: !66, inlinedAt: !540)
!542 = distinct !DIAssignID()
!543 = !DILocation(line: 26, column: 157, scope: !66, inlinedAt: !540)
!544 = !DILocation(line: 26, column: 161, scope: !66, inlinedAt: !540)
!545 = distinct !DIAssignID()
!546 = !DILocation(line: 26, column: 169, scope: !66, inlinedAt: !540)
!547 = !DILocation(line: 26, column: 171, scope: !66, inlinedAt: !540)
!548 = distinct !DIAssignID()
!549 = !DILocation(line: 47, column: 27, scope: !482)
!550 = !DILocation(line: 47, column: 49, scope: !482)
!551 = !DILocation(line: 47, column: 70, scope: !482)
!552 = !DILocation(line: 0, scope: !66, inlinedAt: !553)
!553 = distinct !DILocation(line: 48, column: 5, scope: !482)
!554 = !DILocation(line: 26, column: 125, scope: !66, inlinedAt: !553)
!555 = distinct !DIAssignID()
!556 = !DILocation(line: 26, column: 161, scope: !66, inlinedAt: !553)
!557 = distinct !DIAssignID()
!558 = !DILocation(line: 26, column: 171, scope: !66, inlinedAt: !553)
!559 = distinct !DIAssignID()
!560 = !DILocation(line: 48, column: 15, scope: !482)
!561 = !DILocation(line: 48, column: 37, scope: !482)
!562 = !DILocation(line: 48, column: 60, scope: !482)
!563 = !DILocation(line: 49, column: 1, scope: !482)
!564 = !DISubprogram(name: "printf", scope: !565, file: !565, line: 356, type: !566, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!565 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!566 = !DISubroutineType(types: !567)
!567 = !{!17, !568, null}
!568 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !569)
!569 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !570, size: 64)
!570 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
