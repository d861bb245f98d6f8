; ModuleID = 'programs/endian_unaligned.c'
source_filename = "programs/endian_unaligned.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.Rec = type { i32, i16, i64, double, [6 x i8] }

@.str = private unnamed_addr constant [32 x i8] c"be32 bytes %02x %02x %02x %02x\0A\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [19 x i8] c"le64 back %016llx\0A\00", align 1, !dbg !7
@__const.main.recs = private unnamed_addr constant [3 x %struct.Rec] [%struct.Rec { i32 1, i16 -40, i64 1700000000000, double 3.250000e+00, [6 x i8] c"alpha\00" }, %struct.Rec { i32 -2, i16 32767, i64 0, double -0.000000e+00, [6 x i8] c"beta\00\00" }, %struct.Rec { i32 42, i16 -32768, i64 -1, double 1.000000e+300, [6 x i8] c"gamma\00" }], align 16
@.str.2 = private unnamed_addr constant [22 x i8] c"serialized %zu bytes:\00", align 1, !dbg !12
@.str.3 = private unnamed_addr constant [6 x i8] c" %02x\00", align 1, !dbg !17
@.str.5 = private unnamed_addr constant [46 x i8] c"rec id=%u temp=%d ts=%llu value=%g name=%.6s\0A\00", align 1, !dbg !22
@.str.6 = private unnamed_addr constant [18 x i8] c"bad=%d h=%016llx\0A\00", align 1, !dbg !27

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 !dbg !64 {
  %1 = alloca [64 x i8], align 16, !DIAssignID !122
    #dbg_assign(i1 undef, !69, !DIExpression(), !122, ptr %1, !DIExpression(), !123)
  %2 = alloca [128 x i8], align 16, !DIAssignID !124
    #dbg_assign(i1 undef, !105, !DIExpression(), !124, ptr %2, !DIExpression(), !123)
  %3 = alloca %struct.Rec, align 8, !DIAssignID !125
    #dbg_assign(i1 undef, !119, !DIExpression(), !125, ptr %3, !DIExpression(), !126)
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %1) #6, !dbg !127
    #dbg_value(i32 0, !73, !DIExpression(), !128)
  store <16 x i8> <i8 11, i8 48, i8 85, i8 122, i8 -97, i8 -60, i8 -23, i8 14, i8 51, i8 88, i8 125, i8 -94, i8 -57, i8 -20, i8 17, i8 54>, ptr %1, align 16, !dbg !129, !tbaa !131
  %4 = getelementptr inbounds i8, ptr %1, i64 16, !dbg !134
  store <16 x i8> <i8 91, i8 -128, i8 -91, i8 -54, i8 -17, i8 20, i8 57, i8 94, i8 -125, i8 -88, i8 -51, i8 -14, i8 23, i8 60, i8 97, i8 -122>, ptr %4, align 16, !dbg !129, !tbaa !131
  %5 = getelementptr inbounds i8, ptr %1, i64 32, !dbg !134
  store <16 x i8> <i8 -85, i8 -48, i8 -11, i8 26, i8 63, i8 100, i8 -119, i8 -82, i8 -45, i8 -8, i8 29, i8 66, i8 103, i8 -116, i8 -79, i8 -42>, ptr %5, align 16, !dbg !129, !tbaa !131
  %6 = getelementptr inbounds i8, ptr %1, i64 48, !dbg !134
  store <16 x i8> <i8 -5, i8 32, i8 69, i8 106, i8 -113, i8 -76, i8 -39, i8 -2, i8 35, i8 72, i8 109, i8 -110, i8 -73, i8 -36, i8 1, i8 38>, ptr %6, align 16, !dbg !129, !tbaa !131
  br label %7, !dbg !135

7:                                                ; preds = %0, %7
  %8 = phi i64 [ %44, %7 ], [ 0, %0 ]
  %9 = phi i64 [ %43, %7 ], [ 0, %0 ]
  %10 = phi i32 [ %38, %7 ], [ 0, %0 ]
    #dbg_value(i64 %9, !75, !DIExpression(), !123)
    #dbg_value(i32 %10, !79, !DIExpression(), !123)
    #dbg_value(i64 %8, !80, !DIExpression(), !136)
  %11 = getelementptr inbounds i8, ptr %1, i64 %8, !dbg !137
    #dbg_value(ptr %11, !138, !DIExpression(), !146)
  %12 = load i32, ptr %11, align 1, !dbg !148
    #dbg_value(i32 %12, !145, !DIExpression(), !146)
    #dbg_value(i32 %12, !82, !DIExpression(), !149)
    #dbg_value(ptr %11, !150, !DIExpression(), !157)
  %13 = lshr i32 %12, 8, !dbg !159
  %14 = lshr i32 %12, 24, !dbg !160
  %15 = zext nneg i32 %14 to i64, !dbg !160
    #dbg_value(i32 %12, !85, !DIExpression(), !149)
    #dbg_value(ptr %11, !161, !DIExpression(), !167)
  %16 = load i64, ptr %11, align 1, !dbg !169
    #dbg_value(i64 %16, !166, !DIExpression(), !167)
    #dbg_value(i64 %16, !86, !DIExpression(), !149)
    #dbg_value(ptr %11, !170, !DIExpression(), !178)
    #dbg_value(!DIArgList(i64 %16, i64 %16, i64 %16), !175, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 48, DW_OP_shr, DW_OP_constu, 8, DW_OP_shl, DW_OP_LLVM_arg, 2, DW_OP_constu, 40, DW_OP_shr, DW_OP_constu, 255, DW_OP_and, DW_OP_or, DW_OP_constu, 8, DW_OP_shl, DW_OP_LLVM_arg, 1, DW_OP_constu, 32, DW_OP_shr, DW_OP_constu, 255, DW_OP_and, DW_OP_or, DW_OP_stack_value), !178)
    #dbg_value(i64 3, !176, !DIExpression(), !180)
  %17 = lshr i64 %16, 24, !dbg !181
  %18 = and i64 %17, 1099494850560, !dbg !181
  %19 = lshr i64 %16, 24, !dbg !181
  %20 = and i64 %19, 16711680, !dbg !181
  %21 = or disjoint i64 %18, %20, !dbg !181
  %22 = lshr i64 %16, 24, !dbg !181
  %23 = and i64 %22, 65280, !dbg !181
  %24 = or disjoint i64 %23, %15, !dbg !181
  %25 = or disjoint i64 %24, %21, !dbg !183
    #dbg_value(i64 %25, !175, !DIExpression(), !178)
    #dbg_value(i64 2, !176, !DIExpression(), !180)
  %26 = and i32 %12, 16711680, !dbg !184
    #dbg_value(!DIArgList(i64 %25, i32 %26), !175, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 8, DW_OP_shl, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_or, DW_OP_stack_value), !178)
    #dbg_value(i64 1, !176, !DIExpression(), !180)
  %27 = and i32 %13, 255, !dbg !184
  %28 = zext nneg i32 %27 to i64, !dbg !184
    #dbg_value(!DIArgList(i32 %26, i64 %25, i64 %28), !175, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_constu, 8, DW_OP_shl, DW_OP_LLVM_arg, 2, DW_OP_or, DW_OP_LLVM_arg, 1, DW_OP_constu, 16, DW_OP_shl, DW_OP_or, DW_OP_stack_value), !178)
    #dbg_value(i64 0, !176, !DIExpression(), !180)
  %29 = shl nuw i64 %25, 24, !dbg !181
  %30 = zext nneg i32 %26 to i64, !dbg !181
  %31 = shl nuw nsw i64 %28, 8, !dbg !181
  %32 = or disjoint i64 %31, %30, !dbg !181
  %33 = or disjoint i64 %29, %32, !dbg !181
  %34 = and i64 %16, 255, !dbg !184
  %35 = or disjoint i64 %33, %34, !dbg !183
    #dbg_value(i64 %35, !175, !DIExpression(), !178)
    #dbg_value(i64 -1, !176, !DIExpression(), !180)
    #dbg_value(i64 %35, !87, !DIExpression(), !149)
  %36 = icmp ne i64 %16, %35, !dbg !185
  %37 = zext i1 %36 to i32, !dbg !187
  %38 = add nuw nsw i32 %10, %37, !dbg !187
    #dbg_value(i32 %38, !79, !DIExpression(), !123)
  %39 = mul i64 %9, 1099511628211, !dbg !188
    #dbg_value(ptr %11, !189, !DIExpression(), !194)
  %40 = shl nuw nsw i64 %34, 8, !dbg !196
  %41 = or disjoint i64 %40, %28, !dbg !197
  %42 = xor i64 %39, %41, !dbg !198
  %43 = xor i64 %42, %16, !dbg !198
    #dbg_value(i64 %43, !75, !DIExpression(), !123)
  %44 = add nuw nsw i64 %8, 1, !dbg !199
    #dbg_value(i64 %44, !80, !DIExpression(), !136)
  %45 = icmp eq i64 %44, 48, !dbg !200
  br i1 %45, label %46, label %7, !dbg !135, !llvm.loop !201

46:                                               ; preds = %7
    #dbg_value(ptr undef, !204, !DIExpression(), !211)
    #dbg_value(i32 -559038737, !210, !DIExpression(), !211)
    #dbg_value(i8 -34, !88, !DIExpression(DW_OP_LLVM_fragment, 8, 8), !123)
    #dbg_value(i8 -83, !88, !DIExpression(DW_OP_LLVM_fragment, 16, 8), !123)
    #dbg_value(i64 190, !88, !DIExpression(DW_OP_LLVM_fragment, 24, 8), !123)
    #dbg_value(i64 61374, !88, !DIExpression(DW_OP_LLVM_fragment, 32, 8), !123)
  %47 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 222, i32 noundef 173, i32 noundef 190, i32 noundef 239), !dbg !213
    #dbg_value(ptr undef, !214, !DIExpression(), !222)
    #dbg_value(i64 72623859790382856, !219, !DIExpression(), !222)
    #dbg_value(i64 61192, !88, !DIExpression(DW_OP_LLVM_fragment, 24, 8), !123)
    #dbg_value(i64 1800, !88, !DIExpression(DW_OP_LLVM_fragment, 32, 8), !123)
    #dbg_value(i64 395016, !88, !DIExpression(DW_OP_LLVM_fragment, 40, 8), !123)
    #dbg_value(i64 84281096, !88, !DIExpression(DW_OP_LLVM_fragment, 48, 8), !123)
    #dbg_value(i64 17264150280, !88, !DIExpression(DW_OP_LLVM_fragment, 56, 8), !123)
    #dbg_value(i64 3315799033608, !88, !DIExpression(DW_OP_LLVM_fragment, 64, 8), !123)
    #dbg_value(i64 566265752454920, !88, !DIExpression(DW_OP_LLVM_fragment, 72, 8), !123)
    #dbg_value(i64 72623859790382856, !88, !DIExpression(DW_OP_LLVM_fragment, 80, 8), !123)
    #dbg_value(i64 8, !220, !DIExpression(), !224)
    #dbg_value(ptr undef, !161, !DIExpression(), !225)
    #dbg_value(i64 72623859790382856, !166, !DIExpression(), !225)
  %48 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i64 noundef 72623859790382856), !dbg !227
    #dbg_assign(i1 undef, !92, !DIExpression(), !228, ptr @__const.main.recs, !DIExpression(), !123)
  call void @llvm.lifetime.start.p0(i64 128, ptr nonnull %2) #6, !dbg !229
    #dbg_value(i64 0, !112, !DIExpression(), !230)
    #dbg_value(i64 0, !109, !DIExpression(), !123)
    #dbg_value(ptr @__const.main.recs, !231, !DIExpression(), !241)
    #dbg_value(ptr %2, !238, !DIExpression(), !241)
    #dbg_value(i64 0, !239, !DIExpression(), !241)
    #dbg_value(ptr %2, !204, !DIExpression(), !244)
    #dbg_value(i32 1, !210, !DIExpression(), !244)
    #dbg_value(i64 5, !239, !DIExpression(), !241)
    #dbg_value(i64 6, !239, !DIExpression(), !241)
    #dbg_value(ptr %2, !214, !DIExpression(DW_OP_plus_uconst, 6, DW_OP_stack_value), !246)
    #dbg_value(i64 1700000000000, !219, !DIExpression(), !246)
    #dbg_value(i64 0, !220, !DIExpression(), !248)
    #dbg_value(i64 1, !220, !DIExpression(), !248)
  %49 = getelementptr inbounds i8, ptr %2, i64 7, !dbg !249
  store <8 x i8> <i8 0, i8 0, i8 0, i8 1, i8 -1, i8 -40, i8 0, i8 104>, ptr %2, align 16, !dbg !251, !tbaa !131
    #dbg_value(i64 2, !220, !DIExpression(), !248)
  %50 = getelementptr inbounds i8, ptr %2, i64 8, !dbg !249
    #dbg_value(i64 3, !220, !DIExpression(), !248)
    #dbg_value(i64 4, !220, !DIExpression(), !248)
    #dbg_value(i64 5, !220, !DIExpression(), !248)
  store <4 x i8> <i8 -27, i8 -49, i8 -117, i8 1>, ptr %50, align 8, !dbg !252, !tbaa !131
    #dbg_value(i64 6, !220, !DIExpression(), !248)
  %51 = getelementptr inbounds i8, ptr %2, i64 12, !dbg !249
    #dbg_value(i64 8, !220, !DIExpression(), !248)
    #dbg_value(i64 14, !239, !DIExpression(), !241)
    #dbg_value(i64 4614500768194494464, !240, !DIExpression(), !241)
  %52 = getelementptr inbounds i8, ptr %2, i64 14, !dbg !253
    #dbg_value(ptr %52, !214, !DIExpression(), !254)
    #dbg_value(i64 4614500768194494464, !219, !DIExpression(), !254)
    #dbg_value(i64 6, !220, !DIExpression(), !256)
  %53 = getelementptr inbounds i8, ptr %2, i64 20, !dbg !257
  store i64 0, ptr %51, align 4, !dbg !252
  store i8 10, ptr %53, align 4, !dbg !258, !tbaa !131
    #dbg_value(i64 7, !220, !DIExpression(), !256)
  %54 = getelementptr inbounds i8, ptr %2, i64 21, !dbg !257
  store i8 64, ptr %54, align 1, !dbg !258, !tbaa !131
    #dbg_value(i64 8, !220, !DIExpression(), !256)
    #dbg_value(i64 22, !239, !DIExpression(), !241)
  %55 = getelementptr inbounds i8, ptr %2, i64 22, !dbg !259
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 2 dereferenceable(6) %55, ptr noundef nonnull readonly align 8 dereferenceable(6) getelementptr inbounds (i8, ptr @__const.main.recs, i64 24), i64 6, i1 false), !dbg !260
    #dbg_value(i64 28, !239, !DIExpression(), !241)
    #dbg_value(i64 28, !109, !DIExpression(), !123)
    #dbg_value(i64 1, !112, !DIExpression(), !230)
  %56 = getelementptr inbounds i8, ptr %2, i64 28, !dbg !261
    #dbg_value(ptr poison, !231, !DIExpression(), !241)
    #dbg_value(ptr %56, !238, !DIExpression(), !241)
    #dbg_value(i64 0, !239, !DIExpression(), !241)
    #dbg_value(ptr %56, !204, !DIExpression(), !244)
    #dbg_value(i32 -2, !210, !DIExpression(), !244)
  store <4 x i8> <i8 -1, i8 -1, i8 -1, i8 -2>, ptr %56, align 4, !dbg !251, !tbaa !131
    #dbg_value(i64 5, !239, !DIExpression(), !241)
  %57 = getelementptr inbounds i8, ptr %2, i64 32, !dbg !262
  store i8 127, ptr %57, align 16, !dbg !263, !tbaa !131
    #dbg_value(i64 6, !239, !DIExpression(), !241)
  %58 = getelementptr inbounds i8, ptr %2, i64 33, !dbg !264
  store i8 -1, ptr %58, align 1, !dbg !265, !tbaa !131
  %59 = getelementptr inbounds i8, ptr %2, i64 34, !dbg !266
    #dbg_value(ptr %59, !214, !DIExpression(), !246)
    #dbg_value(i64 0, !219, !DIExpression(), !246)
    #dbg_value(i64 14, !239, !DIExpression(), !241)
    #dbg_value(i64 -9223372036854775808, !240, !DIExpression(), !241)
    #dbg_value(ptr %2, !214, !DIExpression(DW_OP_plus_uconst, 42, DW_OP_stack_value), !254)
    #dbg_value(i64 -9223372036854775808, !219, !DIExpression(), !254)
    #dbg_value(i64 7, !220, !DIExpression(), !256)
  %60 = getelementptr inbounds i8, ptr %2, i64 49, !dbg !257
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 2 dereferenceable(15) %59, i8 0, i64 15, i1 false), !dbg !252
  store i8 -128, ptr %60, align 1, !dbg !258, !tbaa !131
    #dbg_value(i64 8, !220, !DIExpression(), !256)
    #dbg_value(i64 22, !239, !DIExpression(), !241)
  %61 = getelementptr inbounds i8, ptr %2, i64 50, !dbg !259
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 2 dereferenceable(6) %61, ptr noundef nonnull readonly align 8 dereferenceable(6) getelementptr inbounds (i8, ptr @__const.main.recs, i64 56), i64 6, i1 false), !dbg !260
    #dbg_value(i64 28, !239, !DIExpression(), !241)
    #dbg_value(i64 56, !109, !DIExpression(), !123)
    #dbg_value(i64 2, !112, !DIExpression(), !230)
  %62 = getelementptr inbounds i8, ptr %2, i64 56, !dbg !261
    #dbg_value(ptr %62, !238, !DIExpression(), !241)
    #dbg_value(i64 0, !239, !DIExpression(), !241)
    #dbg_value(ptr %62, !204, !DIExpression(), !244)
    #dbg_value(i32 42, !210, !DIExpression(), !244)
  store <4 x i8> <i8 0, i8 0, i8 0, i8 42>, ptr %62, align 8, !dbg !251, !tbaa !131
    #dbg_value(i64 5, !239, !DIExpression(), !241)
  %63 = getelementptr inbounds i8, ptr %2, i64 60, !dbg !262
  store i8 -128, ptr %63, align 4, !dbg !263, !tbaa !131
    #dbg_value(i64 6, !239, !DIExpression(), !241)
  %64 = getelementptr inbounds i8, ptr %2, i64 61, !dbg !264
  store i8 0, ptr %64, align 1, !dbg !265, !tbaa !131
  %65 = getelementptr inbounds i8, ptr %2, i64 62, !dbg !266
    #dbg_value(ptr %65, !214, !DIExpression(), !246)
    #dbg_value(i64 -1, !219, !DIExpression(), !246)
    #dbg_value(i64 14, !239, !DIExpression(), !241)
    #dbg_value(i64 9094988921128908188, !240, !DIExpression(), !241)
  %66 = getelementptr inbounds i8, ptr %2, i64 70, !dbg !253
    #dbg_value(ptr %66, !214, !DIExpression(), !254)
    #dbg_value(i64 9094988921128908188, !219, !DIExpression(), !254)
    #dbg_value(i64 0, !220, !DIExpression(), !256)
  store i64 -1, ptr %65, align 2, !dbg !252
    #dbg_value(i64 1, !220, !DIExpression(), !256)
    #dbg_value(i64 2, !220, !DIExpression(), !256)
    #dbg_value(i64 3, !220, !DIExpression(), !256)
    #dbg_value(i64 4, !220, !DIExpression(), !256)
    #dbg_value(i64 5, !220, !DIExpression(), !256)
    #dbg_value(i64 6, !220, !DIExpression(), !256)
    #dbg_value(i64 7, !220, !DIExpression(), !256)
  store <8 x i8> <i8 -100, i8 117, i8 0, i8 -120, i8 60, i8 -28, i8 55, i8 126>, ptr %66, align 2, !dbg !258, !tbaa !131
    #dbg_value(i64 8, !220, !DIExpression(), !256)
    #dbg_value(i64 22, !239, !DIExpression(), !241)
  %67 = getelementptr inbounds i8, ptr %2, i64 78, !dbg !259
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 2 dereferenceable(6) %67, ptr noundef nonnull readonly align 8 dereferenceable(6) getelementptr inbounds (i8, ptr @__const.main.recs, i64 88), i64 6, i1 false), !dbg !260
    #dbg_value(i64 28, !239, !DIExpression(), !241)
    #dbg_value(i64 84, !109, !DIExpression(), !123)
    #dbg_value(i64 3, !112, !DIExpression(), !230)
  %68 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i64 noundef 84), !dbg !267
    #dbg_value(i64 0, !114, !DIExpression(), !268)
  %69 = load i8, ptr %2, align 16, !dbg !269, !tbaa !131
  %70 = zext i8 %69 to i32, !dbg !269
  %71 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %70), !dbg !271
    #dbg_value(i64 7, !114, !DIExpression(), !268)
  %72 = load i8, ptr %49, align 1, !dbg !269, !tbaa !131
  %73 = zext i8 %72 to i32, !dbg !269
  %74 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %73), !dbg !271
    #dbg_value(i64 14, !114, !DIExpression(), !268)
  %75 = load i8, ptr %52, align 2, !dbg !269, !tbaa !131
  %76 = zext i8 %75 to i32, !dbg !269
  %77 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %76), !dbg !271
    #dbg_value(i64 21, !114, !DIExpression(), !268)
  %78 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 64), !dbg !271
    #dbg_value(i64 28, !114, !DIExpression(), !268)
  %79 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 255), !dbg !271
    #dbg_value(i64 35, !114, !DIExpression(), !268)
  %80 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 0), !dbg !271
    #dbg_value(i64 42, !114, !DIExpression(), !268)
  %81 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 0), !dbg !271
    #dbg_value(i64 49, !114, !DIExpression(), !268)
  %82 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 128), !dbg !271
    #dbg_value(i64 56, !114, !DIExpression(), !268)
  %83 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 0), !dbg !271
    #dbg_value(i64 63, !114, !DIExpression(), !268)
  %84 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 255), !dbg !271
    #dbg_value(i64 70, !114, !DIExpression(), !268)
  %85 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 156), !dbg !271
    #dbg_value(i64 77, !114, !DIExpression(), !268)
  %86 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 126), !dbg !271
    #dbg_value(i64 84, !114, !DIExpression(), !268)
  %87 = tail call i32 @putchar(i32 10), !dbg !272
    #dbg_value(i64 0, !116, !DIExpression(), !123)
    #dbg_value(i32 0, !117, !DIExpression(), !273)
  %88 = getelementptr inbounds i8, ptr %3, i64 4
  %89 = getelementptr inbounds i8, ptr %3, i64 8
  %90 = getelementptr inbounds i8, ptr %3, i64 16
  %91 = getelementptr inbounds i8, ptr %3, i64 24
    #dbg_value(i32 %38, !79, !DIExpression(), !123)
  br label %94, !dbg !274

92:                                               ; preds = %201
  %93 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef %202, i64 noundef %43), !dbg !275
  call void @llvm.lifetime.end.p0(i64 128, ptr nonnull %2) #6, !dbg !276
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %1) #6, !dbg !276
  ret i32 %202, !dbg !277

94:                                               ; preds = %46, %201
  %95 = phi i64 [ 0, %46 ], [ %203, %201 ]
  %96 = phi i64 [ 0, %46 ], [ %181, %201 ]
  %97 = phi i32 [ %38, %46 ], [ %202, %201 ]
    #dbg_value(i64 %95, !117, !DIExpression(), !273)
    #dbg_value(i64 %96, !116, !DIExpression(), !123)
    #dbg_value(i32 %97, !79, !DIExpression(), !123)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %3) #6, !dbg !278
  %98 = getelementptr inbounds i8, ptr %2, i64 %96, !dbg !279
    #dbg_value(ptr %3, !280, !DIExpression(), !289)
    #dbg_value(ptr %98, !286, !DIExpression(), !289)
    #dbg_value(i64 0, !287, !DIExpression(), !289)
    #dbg_value(ptr %98, !150, !DIExpression(), !291)
  %99 = load i8, ptr %98, align 4, !dbg !293, !tbaa !131
  %100 = zext i8 %99 to i32, !dbg !294
  %101 = shl nuw i32 %100, 24, !dbg !295
  %102 = getelementptr inbounds i8, ptr %98, i64 1, !dbg !296
  %103 = load i8, ptr %102, align 1, !dbg !296, !tbaa !131
  %104 = zext i8 %103 to i32, !dbg !297
  %105 = shl nuw nsw i32 %104, 16, !dbg !298
  %106 = or disjoint i32 %105, %101, !dbg !299
  %107 = getelementptr inbounds i8, ptr %98, i64 2, !dbg !300
  %108 = load i8, ptr %107, align 2, !dbg !300, !tbaa !131
  %109 = zext i8 %108 to i32, !dbg !301
  %110 = shl nuw nsw i32 %109, 8, !dbg !302
  %111 = or disjoint i32 %106, %110, !dbg !303
  %112 = getelementptr inbounds i8, ptr %98, i64 3, !dbg !304
  %113 = load i8, ptr %112, align 1, !dbg !304, !tbaa !131
  %114 = zext i8 %113 to i32, !dbg !304
  %115 = or disjoint i32 %111, %114, !dbg !305
  store i32 %115, ptr %3, align 8, !dbg !306, !tbaa !307, !DIAssignID !313
    #dbg_assign(i32 %115, !119, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !313, ptr %3, !DIExpression(), !126)
    #dbg_value(i64 4, !287, !DIExpression(), !289)
  %116 = getelementptr inbounds i8, ptr %98, i64 4, !dbg !314
    #dbg_value(ptr %116, !189, !DIExpression(), !315)
  %117 = load i8, ptr %116, align 4, !dbg !317, !tbaa !131
  %118 = zext i8 %117 to i16, !dbg !317
  %119 = shl nuw i16 %118, 8, !dbg !318
  %120 = getelementptr inbounds i8, ptr %98, i64 5, !dbg !319
  %121 = load i8, ptr %120, align 1, !dbg !319, !tbaa !131
  %122 = zext i8 %121 to i16, !dbg !319
  %123 = or disjoint i16 %119, %122, !dbg !320
  store i16 %123, ptr %88, align 4, !dbg !321, !tbaa !322, !DIAssignID !323
    #dbg_assign(i16 %123, !119, !DIExpression(DW_OP_LLVM_fragment, 32, 16), !323, ptr %88, !DIExpression(), !126)
    #dbg_value(i64 6, !287, !DIExpression(), !289)
  %124 = getelementptr inbounds i8, ptr %98, i64 6, !dbg !324
    #dbg_value(ptr %124, !170, !DIExpression(), !325)
    #dbg_value(i64 7, !176, !DIExpression(), !327)
    #dbg_value(i64 0, !175, !DIExpression(), !325)
  %125 = getelementptr i8, ptr %98, i64 12, !dbg !328
  %126 = load i16, ptr %125, align 4, !dbg !328
  %127 = zext i16 %126 to i64, !dbg !328
    #dbg_value(!DIArgList(i64 poison, i8 poison), !175, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 8, DW_OP_shl, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_or, DW_OP_stack_value), !325)
    #dbg_value(i64 5, !176, !DIExpression(), !327)
  %128 = getelementptr inbounds i8, ptr %98, i64 11, !dbg !328
  %129 = load i8, ptr %128, align 1, !dbg !328, !tbaa !131
  %130 = zext i8 %129 to i64, !dbg !328
    #dbg_value(!DIArgList(i64 %127, i64 %130), !175, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 8, DW_OP_shl, DW_OP_LLVM_arg, 1, DW_OP_or, DW_OP_stack_value), !325)
    #dbg_value(i64 4, !176, !DIExpression(), !327)
  %131 = getelementptr inbounds i8, ptr %98, i64 10, !dbg !328
  %132 = load i8, ptr %131, align 2, !dbg !328, !tbaa !131
  %133 = zext i8 %132 to i64, !dbg !328
    #dbg_value(!DIArgList(i64 %127, i64 %133, i64 %130), !175, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 8, DW_OP_shl, DW_OP_LLVM_arg, 2, DW_OP_or, DW_OP_constu, 8, DW_OP_shl, DW_OP_LLVM_arg, 1, DW_OP_or, DW_OP_stack_value), !325)
    #dbg_value(i64 3, !176, !DIExpression(), !327)
  %134 = shl nuw nsw i64 %127, 24, !dbg !329
  %135 = shl nuw nsw i64 %130, 16, !dbg !329
  %136 = or disjoint i64 %135, %134, !dbg !329
  %137 = shl nuw nsw i64 %133, 8, !dbg !329
  %138 = or disjoint i64 %136, %137, !dbg !329
  %139 = getelementptr inbounds i8, ptr %98, i64 9, !dbg !328
  %140 = load i8, ptr %139, align 1, !dbg !328, !tbaa !131
  %141 = zext i8 %140 to i64, !dbg !328
  %142 = or disjoint i64 %138, %141, !dbg !330
    #dbg_value(i64 %142, !175, !DIExpression(), !325)
    #dbg_value(i64 2, !176, !DIExpression(), !327)
  %143 = getelementptr i8, ptr %98, i64 7, !dbg !328
  %144 = load i16, ptr %143, align 1, !dbg !328
  %145 = zext i16 %144 to i64, !dbg !328
  %146 = shl nuw nsw i64 %145, 8, !dbg !328
    #dbg_value(!DIArgList(i64 poison, i64 poison, i8 poison), !175, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 8, DW_OP_shl, DW_OP_LLVM_arg, 2, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_or, DW_OP_LLVM_arg, 1, DW_OP_constu, 16, DW_OP_shl, DW_OP_or, DW_OP_stack_value), !325)
    #dbg_value(i64 0, !176, !DIExpression(), !327)
  %147 = shl nuw i64 %142, 24, !dbg !329
  %148 = load i8, ptr %124, align 2, !dbg !328, !tbaa !131
  %149 = zext i8 %148 to i64, !dbg !328
  %150 = or disjoint i64 %146, %149, !dbg !329
  %151 = or disjoint i64 %150, %147, !dbg !330
    #dbg_value(i64 %151, !175, !DIExpression(), !325)
    #dbg_value(i64 -1, !176, !DIExpression(), !327)
  store i64 %151, ptr %89, align 8, !dbg !331, !tbaa !332, !DIAssignID !333
    #dbg_assign(i64 %151, !119, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !333, ptr %89, !DIExpression(), !126)
    #dbg_value(i64 14, !287, !DIExpression(), !289)
  %152 = getelementptr inbounds i8, ptr %98, i64 14, !dbg !334
    #dbg_value(ptr %152, !170, !DIExpression(), !335)
    #dbg_value(i64 7, !176, !DIExpression(), !337)
    #dbg_value(i64 0, !175, !DIExpression(), !335)
  %153 = getelementptr i8, ptr %98, i64 20, !dbg !338
  %154 = load i16, ptr %153, align 4, !dbg !338
  %155 = zext i16 %154 to i64, !dbg !338
    #dbg_value(!DIArgList(i64 poison, i8 poison), !175, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 8, DW_OP_shl, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_or, DW_OP_stack_value), !335)
    #dbg_value(i64 5, !176, !DIExpression(), !337)
  %156 = getelementptr inbounds i8, ptr %98, i64 19, !dbg !338
  %157 = load i8, ptr %156, align 1, !dbg !338, !tbaa !131
  %158 = zext i8 %157 to i64, !dbg !338
    #dbg_value(!DIArgList(i64 %155, i64 %158), !175, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 8, DW_OP_shl, DW_OP_LLVM_arg, 1, DW_OP_or, DW_OP_stack_value), !335)
    #dbg_value(i64 4, !176, !DIExpression(), !337)
  %159 = getelementptr inbounds i8, ptr %98, i64 18, !dbg !338
  %160 = load i8, ptr %159, align 2, !dbg !338, !tbaa !131
  %161 = zext i8 %160 to i64, !dbg !338
    #dbg_value(!DIArgList(i64 %155, i64 %161, i64 %158), !175, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 8, DW_OP_shl, DW_OP_LLVM_arg, 2, DW_OP_or, DW_OP_constu, 8, DW_OP_shl, DW_OP_LLVM_arg, 1, DW_OP_or, DW_OP_stack_value), !335)
    #dbg_value(i64 3, !176, !DIExpression(), !337)
  %162 = shl nuw nsw i64 %155, 24, !dbg !339
  %163 = shl nuw nsw i64 %158, 16, !dbg !339
  %164 = or disjoint i64 %163, %162, !dbg !339
  %165 = shl nuw nsw i64 %161, 8, !dbg !339
  %166 = or disjoint i64 %164, %165, !dbg !339
  %167 = getelementptr inbounds i8, ptr %98, i64 17, !dbg !338
  %168 = load i8, ptr %167, align 1, !dbg !338, !tbaa !131
  %169 = zext i8 %168 to i64, !dbg !338
  %170 = or disjoint i64 %166, %169, !dbg !340
    #dbg_value(i64 %170, !175, !DIExpression(), !335)
    #dbg_value(i64 2, !176, !DIExpression(), !337)
  %171 = getelementptr i8, ptr %98, i64 15, !dbg !338
  %172 = load i16, ptr %171, align 1, !dbg !338
  %173 = zext i16 %172 to i64, !dbg !338
  %174 = shl nuw nsw i64 %173, 8, !dbg !338
    #dbg_value(!DIArgList(i64 poison, i64 poison, i8 poison), !175, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 8, DW_OP_shl, DW_OP_LLVM_arg, 2, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_or, DW_OP_LLVM_arg, 1, DW_OP_constu, 16, DW_OP_shl, DW_OP_or, DW_OP_stack_value), !335)
    #dbg_value(i64 0, !176, !DIExpression(), !337)
  %175 = shl nuw i64 %170, 24, !dbg !339
  %176 = load i8, ptr %152, align 2, !dbg !338, !tbaa !131
  %177 = zext i8 %176 to i64, !dbg !338
  %178 = or disjoint i64 %174, %177, !dbg !339
  %179 = or disjoint i64 %178, %175, !dbg !340
    #dbg_value(i64 %179, !175, !DIExpression(), !335)
    #dbg_value(i64 -1, !176, !DIExpression(), !337)
    #dbg_value(i64 %179, !288, !DIExpression(), !289)
  store i64 %179, ptr %90, align 8, !dbg !341, !DIAssignID !342
    #dbg_assign(i64 %179, !119, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !342, ptr %90, !DIExpression(), !126)
    #dbg_value(i64 22, !287, !DIExpression(), !289)
  %180 = getelementptr inbounds i8, ptr %98, i64 22, !dbg !343
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(6) %91, ptr noundef nonnull readonly align 2 dereferenceable(6) %180, i64 6, i1 false), !dbg !344, !DIAssignID !345
    #dbg_assign(i1 undef, !119, !DIExpression(DW_OP_LLVM_fragment, 192, 48), !345, ptr %91, !DIExpression(), !126)
    #dbg_value(i64 28, !287, !DIExpression(), !289)
  %181 = add nuw nsw i64 %96, 28, !dbg !346
    #dbg_value(i64 %181, !116, !DIExpression(), !123)
  %182 = sext i16 %123 to i32, !dbg !347
  %183 = bitcast i64 %179 to double, !dbg !348
  %184 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %115, i32 noundef %182, i64 noundef %151, double noundef %183, ptr noundef nonnull %91), !dbg !349
  %185 = load i32, ptr %3, align 8, !dbg !350, !tbaa !307
  %186 = getelementptr inbounds [3 x %struct.Rec], ptr @__const.main.recs, i64 0, i64 %95, !dbg !352
  %187 = load i32, ptr %186, align 16, !dbg !353, !tbaa !307
  %188 = icmp eq i32 %185, %187, !dbg !354
  br i1 %188, label %189, label %199, !dbg !355

189:                                              ; preds = %94
  %190 = load i16, ptr %88, align 4, !dbg !356, !tbaa !322
  %191 = getelementptr inbounds i8, ptr %186, i64 4, !dbg !357
  %192 = load i16, ptr %191, align 4, !dbg !357, !tbaa !322
  %193 = icmp eq i16 %190, %192, !dbg !358
  br i1 %193, label %194, label %199, !dbg !359

194:                                              ; preds = %189
  %195 = load i64, ptr %89, align 8, !dbg !360, !tbaa !332
  %196 = getelementptr inbounds i8, ptr %186, i64 8, !dbg !361
  %197 = load i64, ptr %196, align 8, !dbg !361, !tbaa !332
  %198 = icmp eq i64 %195, %197, !dbg !362
  br i1 %198, label %201, label %199, !dbg !363

199:                                              ; preds = %194, %189, %94
  %200 = add nsw i32 %97, 1, !dbg !364
    #dbg_value(i32 %200, !79, !DIExpression(), !123)
  br label %201, !dbg !365

201:                                              ; preds = %199, %194
  %202 = phi i32 [ %200, %199 ], [ %97, %194 ], !dbg !123
    #dbg_value(i32 %202, !79, !DIExpression(), !123)
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %3) #6, !dbg !366
  %203 = add nuw nsw i64 %95, 1, !dbg !367
    #dbg_value(i64 %203, !117, !DIExpression(), !273)
    #dbg_value(i64 %181, !116, !DIExpression(), !123)
  %204 = icmp eq i64 %203, 3, !dbg !368
  br i1 %204, label %92, label %94, !dbg !274, !llvm.loop !369
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare !dbg !371 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #3

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #4

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #5

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { nofree nounwind }
attributes #5 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #6 = { nounwind }

!llvm.dbg.cu = !{!32}
!llvm.module.flags = !{!56, !57, !58, !59, !60, !61, !62}
!llvm.ident = !{!63}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 27, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "programs/endian_unaligned.c", directory: ".", checksumkind: CSK_MD5, checksum: "b8e3240b1b11450900adad1c3b2e4e07")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 256, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 32)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 28, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 152, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 19)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 31, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 176, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 22)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(scope: null, file: !2, line: 31, type: !19, isLocal: true, isDefinition: true)
!19 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 48, elements: !20)
!20 = !{!21}
!21 = !DISubrange(count: 6)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(scope: null, file: !2, line: 32, type: !24, isLocal: true, isDefinition: true)
!24 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 368, elements: !25)
!25 = !{!26}
!26 = !DISubrange(count: 46)
!27 = !DIGlobalVariableExpression(var: !28, expr: !DIExpression())
!28 = distinct !DIGlobalVariable(scope: null, file: !2, line: 33, type: !29, isLocal: true, isDefinition: true)
!29 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 144, elements: !30)
!30 = !{!31}
!31 = !DISubrange(count: 18)
!32 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !33, globals: !50, splitDebugInlining: false, nameTableKind: None)
!33 = !{!34, !39, !40, !43, !46}
!34 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint8_t", file: !35, line: 24, baseType: !36)
!35 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-uintn.h", directory: "", checksumkind: CSK_MD5, checksum: "2bf2ae53c58c01b1a1b9383b5195125c")
!36 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint8_t", file: !37, line: 38, baseType: !38)
!37 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!38 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!39 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!40 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint32_t", file: !35, line: 26, baseType: !41)
!41 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint32_t", file: !37, line: 42, baseType: !42)
!42 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!43 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint16_t", file: !35, line: 25, baseType: !44)
!44 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint16_t", file: !37, line: 40, baseType: !45)
!45 = !DIBasicType(name: "unsigned short", size: 16, encoding: DW_ATE_unsigned)
!46 = !DIDerivedType(tag: DW_TAG_typedef, name: "int16_t", file: !47, line: 25, baseType: !48)
!47 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-intn.h", directory: "", checksumkind: CSK_MD5, checksum: "55bcbdc3159515ebd91d351a70d505f4")
!48 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int16_t", file: !37, line: 39, baseType: !49)
!49 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!50 = !{!0, !7, !12, !17, !51, !22, !27}
!51 = !DIGlobalVariableExpression(var: !52, expr: !DIExpression())
!52 = distinct !DIGlobalVariable(scope: null, file: !2, line: 31, type: !53, isLocal: true, isDefinition: true)
!53 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 16, elements: !54)
!54 = !{!55}
!55 = !DISubrange(count: 2)
!56 = !{i32 7, !"Dwarf Version", i32 5}
!57 = !{i32 2, !"Debug Info Version", i32 3}
!58 = !{i32 1, !"wchar_size", i32 4}
!59 = !{i32 8, !"PIC Level", i32 2}
!60 = !{i32 7, !"PIE Level", i32 2}
!61 = !{i32 7, !"uwtable", i32 2}
!62 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!63 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!64 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 19, type: !65, scopeLine: 19, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !32, retainedNodes: !68)
!65 = !DISubroutineType(types: !66)
!66 = !{!67}
!67 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!68 = !{!69, !73, !75, !79, !80, !82, !85, !86, !87, !88, !92, !105, !109, !112, !114, !116, !117, !119}
!69 = !DILocalVariable(name: "buf", scope: !64, file: !2, line: 20, type: !70)
!70 = !DICompositeType(tag: DW_TAG_array_type, baseType: !34, size: 512, elements: !71)
!71 = !{!72}
!72 = !DISubrange(count: 64)
!73 = !DILocalVariable(name: "i", scope: !74, file: !2, line: 20, type: !67)
!74 = distinct !DILexicalBlock(scope: !64, file: !2, line: 20, column: 22)
!75 = !DILocalVariable(name: "h", scope: !64, file: !2, line: 21, type: !76)
!76 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint64_t", file: !35, line: 27, baseType: !77)
!77 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint64_t", file: !37, line: 45, baseType: !78)
!78 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!79 = !DILocalVariable(name: "bad", scope: !64, file: !2, line: 21, type: !67)
!80 = !DILocalVariable(name: "off", scope: !81, file: !2, line: 22, type: !67)
!81 = distinct !DILexicalBlock(scope: !64, file: !2, line: 22, column: 5)
!82 = !DILocalVariable(name: "a", scope: !83, file: !2, line: 23, type: !40)
!83 = distinct !DILexicalBlock(scope: !84, file: !2, line: 22, column: 40)
!84 = distinct !DILexicalBlock(scope: !81, file: !2, line: 22, column: 5)
!85 = !DILocalVariable(name: "b", scope: !83, file: !2, line: 23, type: !40)
!86 = !DILocalVariable(name: "c", scope: !83, file: !2, line: 24, type: !76)
!87 = !DILocalVariable(name: "d", scope: !83, file: !2, line: 24, type: !76)
!88 = !DILocalVariable(name: "tmp", scope: !64, file: !2, line: 27, type: !89)
!89 = !DICompositeType(tag: DW_TAG_array_type, baseType: !34, size: 128, elements: !90)
!90 = !{!91}
!91 = !DISubrange(count: 16)
!92 = !DILocalVariable(name: "recs", scope: !64, file: !2, line: 29, type: !93)
!93 = !DICompositeType(tag: DW_TAG_array_type, baseType: !94, size: 768, elements: !103)
!94 = !DIDerivedType(tag: DW_TAG_typedef, name: "Rec", file: !2, line: 15, baseType: !95)
!95 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !2, line: 15, size: 256, elements: !96)
!96 = !{!97, !98, !99, !100, !102}
!97 = !DIDerivedType(tag: DW_TAG_member, name: "id", scope: !95, file: !2, line: 15, baseType: !40, size: 32)
!98 = !DIDerivedType(tag: DW_TAG_member, name: "temp", scope: !95, file: !2, line: 15, baseType: !46, size: 16, offset: 32)
!99 = !DIDerivedType(tag: DW_TAG_member, name: "ts", scope: !95, file: !2, line: 15, baseType: !76, size: 64, offset: 64)
!100 = !DIDerivedType(tag: DW_TAG_member, name: "value", scope: !95, file: !2, line: 15, baseType: !101, size: 64, offset: 128)
!101 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!102 = !DIDerivedType(tag: DW_TAG_member, name: "name", scope: !95, file: !2, line: 15, baseType: !19, size: 48, offset: 192)
!103 = !{!104}
!104 = !DISubrange(count: 3)
!105 = !DILocalVariable(name: "wire", scope: !64, file: !2, line: 30, type: !106)
!106 = !DICompositeType(tag: DW_TAG_array_type, baseType: !34, size: 1024, elements: !107)
!107 = !{!108}
!108 = !DISubrange(count: 128)
!109 = !DILocalVariable(name: "n", scope: !64, file: !2, line: 30, type: !110)
!110 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !111, line: 18, baseType: !78)
!111 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stddef_size_t.h", directory: "", checksumkind: CSK_MD5, checksum: "2c44e821a2b1951cde2eb0fb2e656867")
!112 = !DILocalVariable(name: "i", scope: !113, file: !2, line: 30, type: !67)
!113 = distinct !DILexicalBlock(scope: !64, file: !2, line: 30, column: 38)
!114 = !DILocalVariable(name: "i", scope: !115, file: !2, line: 31, type: !110)
!115 = distinct !DILexicalBlock(scope: !64, file: !2, line: 31, column: 41)
!116 = !DILocalVariable(name: "m", scope: !64, file: !2, line: 32, type: !110)
!117 = !DILocalVariable(name: "i", scope: !118, file: !2, line: 32, type: !67)
!118 = distinct !DILexicalBlock(scope: !64, file: !2, line: 32, column: 19)
!119 = !DILocalVariable(name: "r", scope: !120, file: !2, line: 32, type: !94)
!120 = distinct !DILexicalBlock(scope: !121, file: !2, line: 32, column: 47)
!121 = distinct !DILexicalBlock(scope: !118, file: !2, line: 32, column: 19)
!122 = distinct !DIAssignID()
!123 = !DILocation(line: 0, scope: !64)
!124 = distinct !DIAssignID()
!125 = distinct !DIAssignID()
!126 = !DILocation(line: 0, scope: !120)
!127 = !DILocation(line: 20, column: 5, scope: !64)
!128 = !DILocation(line: 0, scope: !74)
!129 = !DILocation(line: 20, column: 58, scope: !130)
!130 = distinct !DILexicalBlock(scope: !74, file: !2, line: 20, column: 22)
!131 = !{!132, !132, i64 0}
!132 = !{!"omnipotent char", !133, i64 0}
!133 = !{!"Simple C/C++ TBAA"}
!134 = !DILocation(line: 20, column: 51, scope: !130)
!135 = !DILocation(line: 22, column: 5, scope: !81)
!136 = !DILocation(line: 0, scope: !81)
!137 = !DILocation(line: 23, column: 40, scope: !83)
!138 = !DILocalVariable(name: "p", arg: 1, scope: !139, file: !2, line: 13, type: !142)
!139 = distinct !DISubprogram(name: "ld_u32_memcpy", scope: !2, file: !2, line: 13, type: !140, scopeLine: 13, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !32, retainedNodes: !144)
!140 = !DISubroutineType(types: !141)
!141 = !{!40, !142}
!142 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !143, size: 64)
!143 = !DIDerivedType(tag: DW_TAG_const_type, baseType: null)
!144 = !{!138, !145}
!145 = !DILocalVariable(name: "v", scope: !139, file: !2, line: 13, type: !40)
!146 = !DILocation(line: 0, scope: !139, inlinedAt: !147)
!147 = distinct !DILocation(line: 23, column: 22, scope: !83)
!148 = !DILocation(line: 13, column: 60, scope: !139, inlinedAt: !147)
!149 = !DILocation(line: 0, scope: !83)
!150 = !DILocalVariable(name: "p", arg: 1, scope: !151, file: !2, line: 9, type: !154)
!151 = distinct !DISubprogram(name: "ld_be32", scope: !2, file: !2, line: 9, type: !152, scopeLine: 9, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !32, retainedNodes: !156)
!152 = !DISubroutineType(types: !153)
!153 = !{!40, !154}
!154 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !155, size: 64)
!155 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !34)
!156 = !{!150}
!157 = !DILocation(line: 0, scope: !151, inlinedAt: !158)
!158 = distinct !DILocation(line: 23, column: 70, scope: !83)
!159 = !DILocation(line: 9, column: 85, scope: !151, inlinedAt: !158)
!160 = !DILocation(line: 9, column: 120, scope: !151, inlinedAt: !158)
!161 = !DILocalVariable(name: "p", arg: 1, scope: !162, file: !2, line: 14, type: !142)
!162 = distinct !DISubprogram(name: "ld_u64_memcpy", scope: !2, file: !2, line: 14, type: !163, scopeLine: 14, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !32, retainedNodes: !165)
!163 = !DISubroutineType(types: !164)
!164 = !{!76, !142}
!165 = !{!161, !166}
!166 = !DILocalVariable(name: "v", scope: !162, file: !2, line: 14, type: !76)
!167 = !DILocation(line: 0, scope: !162, inlinedAt: !168)
!168 = distinct !DILocation(line: 24, column: 22, scope: !83)
!169 = !DILocation(line: 14, column: 60, scope: !162, inlinedAt: !168)
!170 = !DILocalVariable(name: "p", arg: 1, scope: !171, file: !2, line: 10, type: !154)
!171 = distinct !DISubprogram(name: "ld_le64", scope: !2, file: !2, line: 10, type: !172, scopeLine: 10, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !32, retainedNodes: !174)
!172 = !DISubroutineType(types: !173)
!173 = !{!76, !154}
!174 = !{!170, !175, !176}
!175 = !DILocalVariable(name: "v", scope: !171, file: !2, line: 10, type: !76)
!176 = !DILocalVariable(name: "i", scope: !177, file: !2, line: 10, type: !67)
!177 = distinct !DILexicalBlock(scope: !171, file: !2, line: 10, column: 61)
!178 = !DILocation(line: 0, scope: !171, inlinedAt: !179)
!179 = distinct !DILocation(line: 24, column: 52, scope: !83)
!180 = !DILocation(line: 0, scope: !177, inlinedAt: !179)
!181 = !DILocation(line: 10, column: 96, scope: !182, inlinedAt: !179)
!182 = distinct !DILexicalBlock(scope: !177, file: !2, line: 10, column: 61)
!183 = !DILocation(line: 10, column: 101, scope: !182, inlinedAt: !179)
!184 = !DILocation(line: 10, column: 103, scope: !182, inlinedAt: !179)
!185 = !DILocation(line: 24, column: 78, scope: !186)
!186 = distinct !DILexicalBlock(scope: !83, file: !2, line: 24, column: 76)
!187 = !DILocation(line: 24, column: 76, scope: !83)
!188 = !DILocation(line: 25, column: 15, scope: !83)
!189 = !DILocalVariable(name: "p", arg: 1, scope: !190, file: !2, line: 8, type: !154)
!190 = distinct !DISubprogram(name: "ld_be16", scope: !2, file: !2, line: 8, type: !191, scopeLine: 8, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !32, retainedNodes: !193)
!191 = !DISubroutineType(types: !192)
!192 = !{!43, !154}
!193 = !{!189}
!194 = !DILocation(line: 0, scope: !190, inlinedAt: !195)
!195 = distinct !DILocation(line: 25, column: 40, scope: !83)
!196 = !DILocation(line: 8, column: 68, scope: !190, inlinedAt: !195)
!197 = !DILocation(line: 8, column: 73, scope: !190, inlinedAt: !195)
!198 = !DILocation(line: 25, column: 38, scope: !83)
!199 = !DILocation(line: 22, column: 36, scope: !84)
!200 = !DILocation(line: 22, column: 27, scope: !84)
!201 = distinct !{!201, !135, !202, !203}
!202 = !DILocation(line: 26, column: 5, scope: !81)
!203 = !{!"llvm.loop.mustprogress"}
!204 = !DILocalVariable(name: "p", arg: 1, scope: !205, file: !2, line: 11, type: !208)
!205 = distinct !DISubprogram(name: "st_be32", scope: !2, file: !2, line: 11, type: !206, scopeLine: 11, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !32, retainedNodes: !209)
!206 = !DISubroutineType(types: !207)
!207 = !{null, !208, !40}
!208 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !34, size: 64)
!209 = !{!204, !210}
!210 = !DILocalVariable(name: "v", arg: 2, scope: !205, file: !2, line: 11, type: !40)
!211 = !DILocation(line: 0, scope: !205, inlinedAt: !212)
!212 = distinct !DILocation(line: 27, column: 22, scope: !64)
!213 = !DILocation(line: 27, column: 52, scope: !64)
!214 = !DILocalVariable(name: "p", arg: 1, scope: !215, file: !2, line: 12, type: !208)
!215 = distinct !DISubprogram(name: "st_le64", scope: !2, file: !2, line: 12, type: !216, scopeLine: 12, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !32, retainedNodes: !218)
!216 = !DISubroutineType(types: !217)
!217 = !{null, !208, !76}
!218 = !{!214, !219, !220}
!219 = !DILocalVariable(name: "v", arg: 2, scope: !215, file: !2, line: 12, type: !76)
!220 = !DILocalVariable(name: "i", scope: !221, file: !2, line: 12, type: !67)
!221 = distinct !DILexicalBlock(scope: !215, file: !2, line: 12, column: 47)
!222 = !DILocation(line: 0, scope: !215, inlinedAt: !223)
!223 = distinct !DILocation(line: 28, column: 5, scope: !64)
!224 = !DILocation(line: 0, scope: !221, inlinedAt: !223)
!225 = !DILocation(line: 0, scope: !162, inlinedAt: !226)
!226 = distinct !DILocation(line: 28, column: 96, scope: !64)
!227 = !DILocation(line: 28, column: 46, scope: !64)
!228 = distinct !DIAssignID()
!229 = !DILocation(line: 30, column: 5, scope: !64)
!230 = !DILocation(line: 0, scope: !113)
!231 = !DILocalVariable(name: "r", arg: 1, scope: !232, file: !2, line: 16, type: !235)
!232 = distinct !DISubprogram(name: "ser", scope: !2, file: !2, line: 16, type: !233, scopeLine: 16, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !32, retainedNodes: !237)
!233 = !DISubroutineType(types: !234)
!234 = !{!110, !235, !208}
!235 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !236, size: 64)
!236 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !94)
!237 = !{!231, !238, !239, !240}
!238 = !DILocalVariable(name: "o", arg: 2, scope: !232, file: !2, line: 16, type: !208)
!239 = !DILocalVariable(name: "n", scope: !232, file: !2, line: 16, type: !110)
!240 = !DILocalVariable(name: "b", scope: !232, file: !2, line: 16, type: !76)
!241 = !DILocation(line: 0, scope: !232, inlinedAt: !242)
!242 = distinct !DILocation(line: 30, column: 71, scope: !243)
!243 = distinct !DILexicalBlock(scope: !113, file: !2, line: 30, column: 38)
!244 = !DILocation(line: 0, scope: !205, inlinedAt: !245)
!245 = distinct !DILocation(line: 16, column: 61, scope: !232, inlinedAt: !242)
!246 = !DILocation(line: 0, scope: !215, inlinedAt: !247)
!247 = distinct !DILocation(line: 16, column: 163, scope: !232, inlinedAt: !242)
!248 = !DILocation(line: 0, scope: !221, inlinedAt: !247)
!249 = !DILocation(line: 12, column: 75, scope: !250, inlinedAt: !247)
!250 = distinct !DILexicalBlock(scope: !221, file: !2, line: 12, column: 47)
!251 = !DILocation(line: 11, column: 52, scope: !205, inlinedAt: !245)
!252 = !DILocation(line: 12, column: 80, scope: !250, inlinedAt: !247)
!253 = !DILocation(line: 16, column: 242, scope: !232, inlinedAt: !242)
!254 = !DILocation(line: 0, scope: !215, inlinedAt: !255)
!255 = distinct !DILocation(line: 16, column: 232, scope: !232, inlinedAt: !242)
!256 = !DILocation(line: 0, scope: !221, inlinedAt: !255)
!257 = !DILocation(line: 12, column: 75, scope: !250, inlinedAt: !255)
!258 = !DILocation(line: 12, column: 80, scope: !250, inlinedAt: !255)
!259 = !DILocation(line: 16, column: 268, scope: !232, inlinedAt: !242)
!260 = !DILocation(line: 16, column: 259, scope: !232, inlinedAt: !242)
!261 = !DILocation(line: 30, column: 90, scope: !243)
!262 = !DILocation(line: 16, column: 92, scope: !232, inlinedAt: !242)
!263 = !DILocation(line: 16, column: 99, scope: !232, inlinedAt: !242)
!264 = !DILocation(line: 16, column: 136, scope: !232, inlinedAt: !242)
!265 = !DILocation(line: 16, column: 143, scope: !232, inlinedAt: !242)
!266 = !DILocation(line: 16, column: 173, scope: !232, inlinedAt: !242)
!267 = !DILocation(line: 31, column: 5, scope: !64)
!268 = !DILocation(line: 0, scope: !115)
!269 = !DILocation(line: 31, column: 91, scope: !270)
!270 = distinct !DILexicalBlock(scope: !115, file: !2, line: 31, column: 41)
!271 = !DILocation(line: 31, column: 75, scope: !270)
!272 = !DILocation(line: 31, column: 101, scope: !64)
!273 = !DILocation(line: 0, scope: !118)
!274 = !DILocation(line: 32, column: 19, scope: !118)
!275 = !DILocation(line: 33, column: 5, scope: !64)
!276 = !DILocation(line: 35, column: 1, scope: !64)
!277 = !DILocation(line: 34, column: 5, scope: !64)
!278 = !DILocation(line: 32, column: 49, scope: !120)
!279 = !DILocation(line: 32, column: 76, scope: !120)
!280 = !DILocalVariable(name: "r", arg: 1, scope: !281, file: !2, line: 17, type: !284)
!281 = distinct !DISubprogram(name: "deser", scope: !2, file: !2, line: 17, type: !282, scopeLine: 17, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !32, retainedNodes: !285)
!282 = !DISubroutineType(types: !283)
!283 = !{!110, !284, !154}
!284 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !94, size: 64)
!285 = !{!280, !286, !287, !288}
!286 = !DILocalVariable(name: "i", arg: 2, scope: !281, file: !2, line: 17, type: !154)
!287 = !DILocalVariable(name: "n", scope: !281, file: !2, line: 17, type: !110)
!288 = !DILocalVariable(name: "b", scope: !281, file: !2, line: 17, type: !76)
!289 = !DILocation(line: 0, scope: !281, inlinedAt: !290)
!290 = distinct !DILocation(line: 32, column: 61, scope: !120)
!291 = !DILocation(line: 0, scope: !151, inlinedAt: !292)
!292 = distinct !DILocation(line: 17, column: 71, scope: !281, inlinedAt: !290)
!293 = !DILocation(line: 9, column: 62, scope: !151, inlinedAt: !292)
!294 = !DILocation(line: 9, column: 52, scope: !151, inlinedAt: !292)
!295 = !DILocation(line: 9, column: 67, scope: !151, inlinedAt: !292)
!296 = !DILocation(line: 9, column: 85, scope: !151, inlinedAt: !292)
!297 = !DILocation(line: 9, column: 75, scope: !151, inlinedAt: !292)
!298 = !DILocation(line: 9, column: 90, scope: !151, inlinedAt: !292)
!299 = !DILocation(line: 9, column: 73, scope: !151, inlinedAt: !292)
!300 = !DILocation(line: 9, column: 108, scope: !151, inlinedAt: !292)
!301 = !DILocation(line: 9, column: 98, scope: !151, inlinedAt: !292)
!302 = !DILocation(line: 9, column: 113, scope: !151, inlinedAt: !292)
!303 = !DILocation(line: 9, column: 96, scope: !151, inlinedAt: !292)
!304 = !DILocation(line: 9, column: 120, scope: !151, inlinedAt: !292)
!305 = !DILocation(line: 9, column: 118, scope: !151, inlinedAt: !292)
!306 = !DILocation(line: 17, column: 69, scope: !281, inlinedAt: !290)
!307 = !{!308, !309, i64 0}
!308 = !{!"", !309, i64 0, !310, i64 4, !311, i64 8, !312, i64 16, !132, i64 24}
!309 = !{!"int", !132, i64 0}
!310 = !{!"short", !132, i64 0}
!311 = !{!"long", !132, i64 0}
!312 = !{!"double", !132, i64 0}
!313 = distinct !DIAssignID()
!314 = !DILocation(line: 17, column: 120, scope: !281, inlinedAt: !290)
!315 = !DILocation(line: 0, scope: !190, inlinedAt: !316)
!316 = distinct !DILocation(line: 17, column: 110, scope: !281, inlinedAt: !290)
!317 = !DILocation(line: 8, column: 63, scope: !190, inlinedAt: !316)
!318 = !DILocation(line: 8, column: 68, scope: !190, inlinedAt: !316)
!319 = !DILocation(line: 8, column: 75, scope: !190, inlinedAt: !316)
!320 = !DILocation(line: 8, column: 73, scope: !190, inlinedAt: !316)
!321 = !DILocation(line: 17, column: 99, scope: !281, inlinedAt: !290)
!322 = !{!308, !310, i64 4}
!323 = distinct !DIAssignID()
!324 = !DILocation(line: 17, column: 152, scope: !281, inlinedAt: !290)
!325 = !DILocation(line: 0, scope: !171, inlinedAt: !326)
!326 = distinct !DILocation(line: 17, column: 142, scope: !281, inlinedAt: !290)
!327 = !DILocation(line: 0, scope: !177, inlinedAt: !326)
!328 = !DILocation(line: 10, column: 103, scope: !182, inlinedAt: !326)
!329 = !DILocation(line: 10, column: 96, scope: !182, inlinedAt: !326)
!330 = !DILocation(line: 10, column: 101, scope: !182, inlinedAt: !326)
!331 = !DILocation(line: 17, column: 140, scope: !281, inlinedAt: !290)
!332 = !{!308, !311, i64 8}
!333 = distinct !DIAssignID()
!334 = !DILocation(line: 17, column: 189, scope: !281, inlinedAt: !290)
!335 = !DILocation(line: 0, scope: !171, inlinedAt: !336)
!336 = distinct !DILocation(line: 17, column: 179, scope: !281, inlinedAt: !290)
!337 = !DILocation(line: 0, scope: !177, inlinedAt: !336)
!338 = !DILocation(line: 10, column: 103, scope: !182, inlinedAt: !336)
!339 = !DILocation(line: 10, column: 96, scope: !182, inlinedAt: !336)
!340 = !DILocation(line: 10, column: 101, scope: !182, inlinedAt: !336)
!341 = !DILocation(line: 17, column: 195, scope: !281, inlinedAt: !290)
!342 = distinct !DIAssignID()
!343 = !DILocation(line: 17, column: 247, scope: !281, inlinedAt: !290)
!344 = !DILocation(line: 17, column: 229, scope: !281, inlinedAt: !290)
!345 = distinct !DIAssignID()
!346 = !DILocation(line: 32, column: 58, scope: !120)
!347 = !DILocation(line: 32, column: 145, scope: !120)
!348 = !DILocation(line: 32, column: 181, scope: !120)
!349 = !DILocation(line: 32, column: 82, scope: !120)
!350 = !DILocation(line: 32, column: 203, scope: !351)
!351 = distinct !DILexicalBlock(scope: !120, file: !2, line: 32, column: 201)
!352 = !DILocation(line: 32, column: 209, scope: !351)
!353 = !DILocation(line: 32, column: 217, scope: !351)
!354 = !DILocation(line: 32, column: 206, scope: !351)
!355 = !DILocation(line: 32, column: 220, scope: !351)
!356 = !DILocation(line: 32, column: 225, scope: !351)
!357 = !DILocation(line: 32, column: 241, scope: !351)
!358 = !DILocation(line: 32, column: 230, scope: !351)
!359 = !DILocation(line: 32, column: 246, scope: !351)
!360 = !DILocation(line: 32, column: 251, scope: !351)
!361 = !DILocation(line: 32, column: 265, scope: !351)
!362 = !DILocation(line: 32, column: 254, scope: !351)
!363 = !DILocation(line: 32, column: 201, scope: !120)
!364 = !DILocation(line: 32, column: 272, scope: !351)
!365 = !DILocation(line: 32, column: 269, scope: !351)
!366 = !DILocation(line: 32, column: 276, scope: !121)
!367 = !DILocation(line: 32, column: 43, scope: !121)
!368 = !DILocation(line: 32, column: 37, scope: !121)
!369 = distinct !{!369, !274, !370, !203}
!370 = !DILocation(line: 32, column: 276, scope: !118)
!371 = !DISubprogram(name: "printf", scope: !372, file: !372, line: 356, type: !373, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!372 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!373 = !DISubroutineType(types: !374)
!374 = !{!67, !375, null}
!375 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !376)
!376 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !377, size: 64)
!377 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
