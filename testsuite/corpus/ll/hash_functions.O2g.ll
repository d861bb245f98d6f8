; ModuleID = 'programs/hash_functions.c'
source_filename = "programs/hash_functions.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [1 x i8] zeroinitializer, align 1, !dbg !0
@.str.1 = private unnamed_addr constant [2 x i8] c"a\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [4 x i8] c"abc\00", align 1, !dbg !12
@.str.3 = private unnamed_addr constant [15 x i8] c"message digest\00", align 1, !dbg !17
@.str.4 = private unnamed_addr constant [44 x i8] c"The quick brown fox jumps over the lazy dog\00", align 1, !dbg !22
@.str.5 = private unnamed_addr constant [10 x i8] c"123456789\00", align 1, !dbg !27
@__const.main.msgs = private unnamed_addr constant [6 x ptr] [ptr @.str, ptr @.str.1, ptr @.str.2, ptr @.str.3, ptr @.str.4, ptr @.str.5], align 16
@.str.6 = private unnamed_addr constant [93 x i8] c"'%s': fnv32=%08x fnv64=%016llx crc32=%08x/%08x crc32c=%08x adler=%08x djb2=%08x murmur=%08x\0A\00", align 1, !dbg !32
@.str.7 = private unnamed_addr constant [24 x i8] c"siphash len=%d %016llx\0A\00", align 1, !dbg !37
@.str.8 = private unnamed_addr constant [25 x i8] c"xorshift64* acc=%016llx\0A\00", align 1, !dbg !42
@.str.9 = private unnamed_addr constant [22 x i8] c"splitmix sum=%016llx\0A\00", align 1, !dbg !47
@main.big = internal unnamed_addr global [100000 x i8] zeroinitializer, align 16, !dbg !52
@.str.10 = private unnamed_addr constant [34 x i8] c"big crc=%08x adler=%08x fnv=%08x\0A\00", align 1, !dbg !75
@crc_table = internal unnamed_addr global [256 x i32] zeroinitializer, align 16, !dbg !80
@xs_state = internal unnamed_addr global i64 88172645463325252, align 8, !dbg !85

; Function Attrs: nofree nounwind uwtable
define dso_local range(i32 0, 256) i32 @main() local_unnamed_addr #0 !dbg !54 {
  %1 = alloca [64 x i8], align 16, !DIAssignID !134
    #dbg_assign(i1 undef, !104, !DIExpression(), !134, ptr %1, !DIExpression(), !135)
    #dbg_value(i32 0, !136, !DIExpression(), !147)
  br label %2, !dbg !149

2:                                                ; preds = %2, %0
  %3 = phi i64 [ 0, %0 ], [ %46, %2 ], !dbg !150
  %4 = phi <4 x i32> [ <i32 0, i32 1, i32 2, i32 3>, %0 ], [ %47, %2 ], !dbg !151
  %5 = and <4 x i32> %4, <i32 1, i32 1, i32 1, i32 1>, !dbg !151
  %6 = icmp eq <4 x i32> %5, zeroinitializer, !dbg !151
  %7 = lshr <4 x i32> %4, <i32 1, i32 1, i32 1, i32 1>, !dbg !153
  %8 = xor <4 x i32> %7, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>, !dbg !153
  %9 = select <4 x i1> %6, <4 x i32> %7, <4 x i32> %8, !dbg !153
  %10 = and <4 x i32> %9, <i32 1, i32 1, i32 1, i32 1>, !dbg !151
  %11 = icmp eq <4 x i32> %10, zeroinitializer, !dbg !151
  %12 = lshr <4 x i32> %9, <i32 1, i32 1, i32 1, i32 1>, !dbg !153
  %13 = xor <4 x i32> %12, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>, !dbg !153
  %14 = select <4 x i1> %11, <4 x i32> %12, <4 x i32> %13, !dbg !153
  %15 = and <4 x i32> %14, <i32 1, i32 1, i32 1, i32 1>, !dbg !151
  %16 = icmp eq <4 x i32> %15, zeroinitializer, !dbg !151
  %17 = lshr <4 x i32> %14, <i32 1, i32 1, i32 1, i32 1>, !dbg !153
  %18 = xor <4 x i32> %17, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>, !dbg !153
  %19 = select <4 x i1> %16, <4 x i32> %17, <4 x i32> %18, !dbg !153
  %20 = and <4 x i32> %19, <i32 1, i32 1, i32 1, i32 1>, !dbg !151
  %21 = icmp eq <4 x i32> %20, zeroinitializer, !dbg !151
  %22 = lshr <4 x i32> %19, <i32 1, i32 1, i32 1, i32 1>, !dbg !153
  %23 = xor <4 x i32> %22, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>, !dbg !153
  %24 = select <4 x i1> %21, <4 x i32> %22, <4 x i32> %23, !dbg !153
  %25 = and <4 x i32> %24, <i32 1, i32 1, i32 1, i32 1>, !dbg !151
  %26 = icmp eq <4 x i32> %25, zeroinitializer, !dbg !151
  %27 = lshr <4 x i32> %24, <i32 1, i32 1, i32 1, i32 1>, !dbg !153
  %28 = xor <4 x i32> %27, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>, !dbg !153
  %29 = select <4 x i1> %26, <4 x i32> %27, <4 x i32> %28, !dbg !153
  %30 = and <4 x i32> %29, <i32 1, i32 1, i32 1, i32 1>, !dbg !151
  %31 = icmp eq <4 x i32> %30, zeroinitializer, !dbg !151
  %32 = lshr <4 x i32> %29, <i32 1, i32 1, i32 1, i32 1>, !dbg !153
  %33 = xor <4 x i32> %32, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>, !dbg !153
  %34 = select <4 x i1> %31, <4 x i32> %32, <4 x i32> %33, !dbg !153
  %35 = and <4 x i32> %34, <i32 1, i32 1, i32 1, i32 1>, !dbg !151
  %36 = icmp eq <4 x i32> %35, zeroinitializer, !dbg !151
  %37 = lshr <4 x i32> %34, <i32 1, i32 1, i32 1, i32 1>, !dbg !153
  %38 = xor <4 x i32> %37, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>, !dbg !153
  %39 = select <4 x i1> %36, <4 x i32> %37, <4 x i32> %38, !dbg !153
  %40 = and <4 x i32> %39, <i32 1, i32 1, i32 1, i32 1>, !dbg !151
  %41 = icmp eq <4 x i32> %40, zeroinitializer, !dbg !151
  %42 = lshr <4 x i32> %39, <i32 1, i32 1, i32 1, i32 1>, !dbg !153
  %43 = xor <4 x i32> %42, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>, !dbg !153
  %44 = select <4 x i1> %41, <4 x i32> %42, <4 x i32> %43, !dbg !153
  %45 = getelementptr inbounds [256 x i32], ptr @crc_table, i64 0, i64 %3, !dbg !154
  store <4 x i32> %44, ptr %45, align 16, !dbg !155, !tbaa !156
  %46 = add nuw i64 %3, 4, !dbg !150
  %47 = add <4 x i32> %4, <i32 4, i32 4, i32 4, i32 4>, !dbg !151
  %48 = icmp eq i64 %46, 256, !dbg !150
  br i1 %48, label %53, label %2, !dbg !150, !llvm.loop !160

49:                                               ; preds = %440
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %1) #5, !dbg !165
    #dbg_value(i64 506097522914230528, !100, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !135)
    #dbg_value(i64 1084818905618843912, !100, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !135)
  store <16 x i8> <i8 0, i8 1, i8 2, i8 3, i8 4, i8 5, i8 6, i8 7, i8 8, i8 9, i8 10, i8 11, i8 12, i8 13, i8 14, i8 15>, ptr %1, align 16, !dbg !166, !tbaa !168
  %50 = getelementptr inbounds i8, ptr %1, i64 16, !dbg !169
  store <16 x i8> <i8 16, i8 17, i8 18, i8 19, i8 20, i8 21, i8 22, i8 23, i8 24, i8 25, i8 26, i8 27, i8 28, i8 29, i8 30, i8 31>, ptr %50, align 16, !dbg !166, !tbaa !168
  %51 = getelementptr inbounds i8, ptr %1, i64 32, !dbg !169
  store <16 x i8> <i8 32, i8 33, i8 34, i8 35, i8 36, i8 37, i8 38, i8 39, i8 40, i8 41, i8 42, i8 43, i8 44, i8 45, i8 46, i8 47>, ptr %51, align 16, !dbg !166, !tbaa !168
  %52 = getelementptr inbounds i8, ptr %1, i64 48, !dbg !169
  store <16 x i8> <i8 48, i8 49, i8 50, i8 51, i8 52, i8 53, i8 54, i8 55, i8 56, i8 57, i8 58, i8 59, i8 60, i8 61, i8 62, i8 63>, ptr %52, align 16, !dbg !166, !tbaa !168
  br label %457, !dbg !170

53:                                               ; preds = %2, %440
  %54 = phi i64 [ %453, %440 ], [ 0, %2 ]
    #dbg_value(i64 %54, !94, !DIExpression(), !171)
  %55 = getelementptr inbounds [6 x ptr], ptr @__const.main.msgs, i64 0, i64 %54, !dbg !172
  %56 = load ptr, ptr %55, align 8, !dbg !172, !tbaa !173
    #dbg_value(ptr %56, !96, !DIExpression(), !175)
  %57 = tail call i64 @strlen(ptr noundef nonnull dereferenceable(1) %56) #6, !dbg !176
    #dbg_value(i64 %57, !99, !DIExpression(), !175)
    #dbg_value(ptr %56, !177, !DIExpression(), !189)
    #dbg_value(ptr %56, !185, !DIExpression(), !189)
    #dbg_value(i32 -2128831035, !188, !DIExpression(), !189)
    #dbg_value(i64 %57, !184, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !189)
  %58 = icmp eq i64 %57, 0, !dbg !191
  br i1 %58, label %333, label %59, !dbg !191

59:                                               ; preds = %53
  %60 = add i64 %57, -1, !dbg !191
  %61 = and i64 %57, 3, !dbg !191
  %62 = icmp ult i64 %60, 3, !dbg !191
  br i1 %62, label %91, label %63, !dbg !191

63:                                               ; preds = %59
  %64 = and i64 %57, -4, !dbg !191
  br label %65, !dbg !191

65:                                               ; preds = %65, %63
  %66 = phi i32 [ -2128831035, %63 ], [ %88, %65 ]
  %67 = phi ptr [ %56, %63 ], [ %84, %65 ]
  %68 = phi i64 [ 0, %63 ], [ %89, %65 ]
    #dbg_value(i32 %66, !188, !DIExpression(), !189)
    #dbg_value(ptr %67, !185, !DIExpression(), !189)
    #dbg_value(i64 poison, !184, !DIExpression(), !189)
    #dbg_value(i64 poison, !184, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !189)
  %69 = getelementptr inbounds i8, ptr %67, i64 1, !dbg !192
    #dbg_value(ptr %69, !185, !DIExpression(), !189)
  %70 = load i8, ptr %67, align 1, !dbg !194, !tbaa !168
  %71 = zext i8 %70 to i32, !dbg !194
  %72 = xor i32 %66, %71, !dbg !195
    #dbg_value(i32 %72, !188, !DIExpression(), !189)
  %73 = mul i32 %72, 16777619, !dbg !196
    #dbg_value(i32 %73, !188, !DIExpression(), !189)
    #dbg_value(i64 poison, !184, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !189)
    #dbg_value(i64 poison, !184, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !189)
    #dbg_value(i64 poison, !184, !DIExpression(DW_OP_constu, 2, DW_OP_minus, DW_OP_stack_value), !189)
  %74 = getelementptr inbounds i8, ptr %67, i64 2, !dbg !192
    #dbg_value(ptr %74, !185, !DIExpression(), !189)
  %75 = load i8, ptr %69, align 1, !dbg !194, !tbaa !168
  %76 = zext i8 %75 to i32, !dbg !194
  %77 = xor i32 %73, %76, !dbg !195
    #dbg_value(i32 %77, !188, !DIExpression(), !189)
  %78 = mul i32 %77, 16777619, !dbg !196
    #dbg_value(i32 %78, !188, !DIExpression(), !189)
    #dbg_value(i64 poison, !184, !DIExpression(DW_OP_constu, 2, DW_OP_minus, DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !189)
    #dbg_value(i64 poison, !184, !DIExpression(DW_OP_constu, 2, DW_OP_minus, DW_OP_stack_value), !189)
    #dbg_value(i64 poison, !184, !DIExpression(DW_OP_constu, 3, DW_OP_minus, DW_OP_stack_value), !189)
  %79 = getelementptr inbounds i8, ptr %67, i64 3, !dbg !192
    #dbg_value(ptr %79, !185, !DIExpression(), !189)
  %80 = load i8, ptr %74, align 1, !dbg !194, !tbaa !168
  %81 = zext i8 %80 to i32, !dbg !194
  %82 = xor i32 %78, %81, !dbg !195
    #dbg_value(i32 %82, !188, !DIExpression(), !189)
  %83 = mul i32 %82, 16777619, !dbg !196
    #dbg_value(i32 %83, !188, !DIExpression(), !189)
    #dbg_value(i64 poison, !184, !DIExpression(DW_OP_constu, 3, DW_OP_minus, DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !189)
    #dbg_value(i64 poison, !184, !DIExpression(DW_OP_constu, 3, DW_OP_minus, DW_OP_stack_value), !189)
    #dbg_value(i64 poison, !184, !DIExpression(DW_OP_constu, 4, DW_OP_minus, DW_OP_stack_value), !189)
  %84 = getelementptr inbounds i8, ptr %67, i64 4, !dbg !192
    #dbg_value(ptr %84, !185, !DIExpression(), !189)
  %85 = load i8, ptr %79, align 1, !dbg !194, !tbaa !168
  %86 = zext i8 %85 to i32, !dbg !194
  %87 = xor i32 %83, %86, !dbg !195
    #dbg_value(i32 %87, !188, !DIExpression(), !189)
  %88 = mul i32 %87, 16777619, !dbg !196
    #dbg_value(i32 %88, !188, !DIExpression(), !189)
    #dbg_value(i64 poison, !184, !DIExpression(DW_OP_constu, 4, DW_OP_minus, DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !189)
  %89 = add i64 %68, 4, !dbg !191
  %90 = icmp eq i64 %89, %64, !dbg !191
  br i1 %90, label %91, label %65, !dbg !191, !llvm.loop !197

91:                                               ; preds = %65, %59
  %92 = phi i32 [ poison, %59 ], [ %88, %65 ]
  %93 = phi i32 [ -2128831035, %59 ], [ %88, %65 ]
  %94 = phi ptr [ %56, %59 ], [ %84, %65 ]
  %95 = icmp eq i64 %61, 0, !dbg !191
  br i1 %95, label %107, label %96, !dbg !191

96:                                               ; preds = %91, %96
  %97 = phi i32 [ %104, %96 ], [ %93, %91 ]
  %98 = phi ptr [ %100, %96 ], [ %94, %91 ]
  %99 = phi i64 [ %105, %96 ], [ 0, %91 ]
    #dbg_value(i32 %97, !188, !DIExpression(), !189)
    #dbg_value(ptr %98, !185, !DIExpression(), !189)
    #dbg_value(i64 poison, !184, !DIExpression(), !189)
    #dbg_value(i64 poison, !184, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !189)
  %100 = getelementptr inbounds i8, ptr %98, i64 1, !dbg !192
    #dbg_value(ptr %100, !185, !DIExpression(), !189)
  %101 = load i8, ptr %98, align 1, !dbg !194, !tbaa !168
  %102 = zext i8 %101 to i32, !dbg !194
  %103 = xor i32 %97, %102, !dbg !195
    #dbg_value(i32 %103, !188, !DIExpression(), !189)
  %104 = mul i32 %103, 16777619, !dbg !196
    #dbg_value(i32 %104, !188, !DIExpression(), !189)
    #dbg_value(i64 poison, !184, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !189)
  %105 = add i64 %99, 1, !dbg !191
  %106 = icmp eq i64 %105, %61, !dbg !191
  br i1 %106, label %107, label %96, !dbg !191, !llvm.loop !199

107:                                              ; preds = %96, %91
  %108 = phi i32 [ %92, %91 ], [ %104, %96 ], !dbg !196
  %109 = and i64 %57, 3, !dbg !201
  %110 = icmp ult i64 %60, 3, !dbg !201
  br i1 %110, label %139, label %111, !dbg !201

111:                                              ; preds = %107
  %112 = and i64 %57, -4, !dbg !201
  br label %113, !dbg !201

113:                                              ; preds = %113, %111
  %114 = phi i64 [ -3750763034362895579, %111 ], [ %136, %113 ]
  %115 = phi ptr [ %56, %111 ], [ %132, %113 ]
  %116 = phi i64 [ 0, %111 ], [ %137, %113 ]
    #dbg_value(i64 %114, !209, !DIExpression(), !211)
    #dbg_value(ptr %115, !208, !DIExpression(), !211)
    #dbg_value(i64 poison, !207, !DIExpression(), !211)
    #dbg_value(i64 poison, !207, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !211)
  %117 = getelementptr inbounds i8, ptr %115, i64 1, !dbg !212
    #dbg_value(ptr %117, !208, !DIExpression(), !211)
  %118 = load i8, ptr %115, align 1, !dbg !214, !tbaa !168
  %119 = zext i8 %118 to i64, !dbg !214
  %120 = xor i64 %114, %119, !dbg !215
    #dbg_value(i64 %120, !209, !DIExpression(), !211)
  %121 = mul i64 %120, 1099511628211, !dbg !216
    #dbg_value(i64 %121, !209, !DIExpression(), !211)
    #dbg_value(i64 poison, !207, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !211)
    #dbg_value(i64 poison, !207, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !211)
    #dbg_value(i64 poison, !207, !DIExpression(DW_OP_constu, 2, DW_OP_minus, DW_OP_stack_value), !211)
  %122 = getelementptr inbounds i8, ptr %115, i64 2, !dbg !212
    #dbg_value(ptr %122, !208, !DIExpression(), !211)
  %123 = load i8, ptr %117, align 1, !dbg !214, !tbaa !168
  %124 = zext i8 %123 to i64, !dbg !214
  %125 = xor i64 %121, %124, !dbg !215
    #dbg_value(i64 %125, !209, !DIExpression(), !211)
  %126 = mul i64 %125, 1099511628211, !dbg !216
    #dbg_value(i64 %126, !209, !DIExpression(), !211)
    #dbg_value(i64 poison, !207, !DIExpression(DW_OP_constu, 2, DW_OP_minus, DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !211)
    #dbg_value(i64 poison, !207, !DIExpression(DW_OP_constu, 2, DW_OP_minus, DW_OP_stack_value), !211)
    #dbg_value(i64 poison, !207, !DIExpression(DW_OP_constu, 3, DW_OP_minus, DW_OP_stack_value), !211)
  %127 = getelementptr inbounds i8, ptr %115, i64 3, !dbg !212
    #dbg_value(ptr %127, !208, !DIExpression(), !211)
  %128 = load i8, ptr %122, align 1, !dbg !214, !tbaa !168
  %129 = zext i8 %128 to i64, !dbg !214
  %130 = xor i64 %126, %129, !dbg !215
    #dbg_value(i64 %130, !209, !DIExpression(), !211)
  %131 = mul i64 %130, 1099511628211, !dbg !216
    #dbg_value(i64 %131, !209, !DIExpression(), !211)
    #dbg_value(i64 poison, !207, !DIExpression(DW_OP_constu, 3, DW_OP_minus, DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !211)
    #dbg_value(i64 poison, !207, !DIExpression(DW_OP_constu, 3, DW_OP_minus, DW_OP_stack_value), !211)
    #dbg_value(i64 poison, !207, !DIExpression(DW_OP_constu, 4, DW_OP_minus, DW_OP_stack_value), !211)
  %132 = getelementptr inbounds i8, ptr %115, i64 4, !dbg !212
    #dbg_value(ptr %132, !208, !DIExpression(), !211)
  %133 = load i8, ptr %127, align 1, !dbg !214, !tbaa !168
  %134 = zext i8 %133 to i64, !dbg !214
  %135 = xor i64 %131, %134, !dbg !215
    #dbg_value(i64 %135, !209, !DIExpression(), !211)
  %136 = mul i64 %135, 1099511628211, !dbg !216
    #dbg_value(i64 %136, !209, !DIExpression(), !211)
    #dbg_value(i64 poison, !207, !DIExpression(DW_OP_constu, 4, DW_OP_minus, DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !211)
  %137 = add i64 %116, 4, !dbg !201
  %138 = icmp eq i64 %137, %112, !dbg !201
  br i1 %138, label %139, label %113, !dbg !201, !llvm.loop !217

139:                                              ; preds = %113, %107
  %140 = phi i64 [ poison, %107 ], [ %136, %113 ]
  %141 = phi i64 [ -3750763034362895579, %107 ], [ %136, %113 ]
  %142 = phi ptr [ %56, %107 ], [ %132, %113 ]
  %143 = icmp eq i64 %109, 0, !dbg !201
  br i1 %143, label %155, label %144, !dbg !201

144:                                              ; preds = %139, %144
  %145 = phi i64 [ %152, %144 ], [ %141, %139 ]
  %146 = phi ptr [ %148, %144 ], [ %142, %139 ]
  %147 = phi i64 [ %153, %144 ], [ 0, %139 ]
    #dbg_value(i64 %145, !209, !DIExpression(), !211)
    #dbg_value(ptr %146, !208, !DIExpression(), !211)
    #dbg_value(i64 poison, !207, !DIExpression(), !211)
    #dbg_value(i64 poison, !207, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !211)
  %148 = getelementptr inbounds i8, ptr %146, i64 1, !dbg !212
    #dbg_value(ptr %148, !208, !DIExpression(), !211)
  %149 = load i8, ptr %146, align 1, !dbg !214, !tbaa !168
  %150 = zext i8 %149 to i64, !dbg !214
  %151 = xor i64 %145, %150, !dbg !215
    #dbg_value(i64 %151, !209, !DIExpression(), !211)
  %152 = mul i64 %151, 1099511628211, !dbg !216
    #dbg_value(i64 %152, !209, !DIExpression(), !211)
    #dbg_value(i64 poison, !207, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !211)
  %153 = add i64 %147, 1, !dbg !201
  %154 = icmp eq i64 %153, %109, !dbg !201
  br i1 %154, label %155, label %144, !dbg !201, !llvm.loop !219

155:                                              ; preds = %144, %139
  %156 = phi i64 [ %140, %139 ], [ %152, %144 ], !dbg !216
  %157 = and i64 %57, 1, !dbg !220
  %158 = icmp eq i64 %60, 0, !dbg !220
  br i1 %158, label %185, label %159, !dbg !220

159:                                              ; preds = %155
  %160 = and i64 %57, -2, !dbg !220
  br label %161, !dbg !220

161:                                              ; preds = %161, %159
  %162 = phi i32 [ -1, %159 ], [ %182, %161 ]
  %163 = phi ptr [ %56, %159 ], [ %174, %161 ]
  %164 = phi i64 [ 0, %159 ], [ %183, %161 ]
    #dbg_value(i32 %162, !226, !DIExpression(), !228)
    #dbg_value(ptr %163, !225, !DIExpression(), !228)
    #dbg_value(i64 poison, !224, !DIExpression(), !228)
    #dbg_value(i64 poison, !224, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !228)
  %165 = getelementptr inbounds i8, ptr %163, i64 1, !dbg !229
    #dbg_value(ptr %165, !225, !DIExpression(), !228)
  %166 = load i8, ptr %163, align 1, !dbg !230, !tbaa !168
  %167 = trunc i32 %162 to i8, !dbg !231
  %168 = xor i8 %166, %167, !dbg !231
  %169 = zext i8 %168 to i64, !dbg !232
  %170 = getelementptr inbounds [256 x i32], ptr @crc_table, i64 0, i64 %169, !dbg !232
  %171 = load i32, ptr %170, align 4, !dbg !232, !tbaa !156
  %172 = lshr i32 %162, 8, !dbg !233
  %173 = xor i32 %171, %172, !dbg !234
    #dbg_value(i32 %173, !226, !DIExpression(), !228)
    #dbg_value(i64 poison, !224, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !228)
    #dbg_value(i64 poison, !224, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !228)
    #dbg_value(i64 poison, !224, !DIExpression(DW_OP_constu, 2, DW_OP_minus, DW_OP_stack_value), !228)
  %174 = getelementptr inbounds i8, ptr %163, i64 2, !dbg !229
    #dbg_value(ptr %174, !225, !DIExpression(), !228)
  %175 = load i8, ptr %165, align 1, !dbg !230, !tbaa !168
  %176 = trunc i32 %173 to i8, !dbg !231
  %177 = xor i8 %175, %176, !dbg !231
  %178 = zext i8 %177 to i64, !dbg !232
  %179 = getelementptr inbounds [256 x i32], ptr @crc_table, i64 0, i64 %178, !dbg !232
  %180 = load i32, ptr %179, align 4, !dbg !232, !tbaa !156
  %181 = lshr i32 %173, 8, !dbg !233
  %182 = xor i32 %180, %181, !dbg !234
    #dbg_value(i32 %182, !226, !DIExpression(), !228)
    #dbg_value(i64 poison, !224, !DIExpression(DW_OP_constu, 2, DW_OP_minus, DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !228)
  %183 = add i64 %164, 2, !dbg !220
  %184 = icmp eq i64 %183, %160, !dbg !220
  br i1 %184, label %185, label %161, !dbg !220, !llvm.loop !235

185:                                              ; preds = %161, %155
  %186 = phi i32 [ poison, %155 ], [ %182, %161 ]
  %187 = phi i32 [ -1, %155 ], [ %182, %161 ]
  %188 = phi ptr [ %56, %155 ], [ %174, %161 ]
  %189 = icmp eq i64 %157, 0, !dbg !220
  br i1 %189, label %199, label %190, !dbg !220

190:                                              ; preds = %185
    #dbg_value(i32 %187, !226, !DIExpression(), !228)
    #dbg_value(ptr %188, !225, !DIExpression(), !228)
    #dbg_value(i64 poison, !224, !DIExpression(), !228)
    #dbg_value(i64 poison, !224, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !228)
    #dbg_value(ptr %188, !225, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !228)
  %191 = load i8, ptr %188, align 1, !dbg !230, !tbaa !168
  %192 = trunc i32 %187 to i8, !dbg !231
  %193 = xor i8 %191, %192, !dbg !231
  %194 = zext i8 %193 to i64, !dbg !232
  %195 = getelementptr inbounds [256 x i32], ptr @crc_table, i64 0, i64 %194, !dbg !232
  %196 = load i32, ptr %195, align 4, !dbg !232, !tbaa !156
  %197 = lshr i32 %187, 8, !dbg !233
  %198 = xor i32 %196, %197, !dbg !234
    #dbg_value(i32 %198, !226, !DIExpression(), !228)
    #dbg_value(i64 poison, !224, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !228)
  br label %199, !dbg !237

199:                                              ; preds = %185, %190
  %200 = phi i32 [ %186, %185 ], [ %198, %190 ], !dbg !234
  br label %201, !dbg !237

201:                                              ; preds = %199, %201
  %202 = phi i64 [ %205, %201 ], [ %57, %199 ]
  %203 = phi i32 [ %234, %201 ], [ -1, %199 ]
  %204 = phi ptr [ %235, %201 ], [ %56, %199 ]
  %205 = add i64 %202, -1, !dbg !251
    #dbg_value(i32 %203, !246, !DIExpression(), !252)
    #dbg_value(ptr %235, !245, !DIExpression(), !252)
  %206 = load i8, ptr %204, align 1, !dbg !253, !tbaa !168
  %207 = zext i8 %206 to i32, !dbg !253
  %208 = xor i32 %203, %207, !dbg !254
    #dbg_value(i32 0, !247, !DIExpression(), !255)
    #dbg_value(i32 %208, !246, !DIExpression(), !252)
  %209 = lshr i32 %208, 1, !dbg !256
  %210 = and i32 %208, 1, !dbg !258
  %211 = icmp eq i32 %210, 0, !dbg !259
  %212 = select i1 %211, i32 0, i32 -306674912, !dbg !259
  %213 = xor i32 %212, %209, !dbg !260
    #dbg_value(!DIArgList(i32 %212, i32 %209), !246, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !252)
    #dbg_value(i32 1, !247, !DIExpression(), !255)
  %214 = lshr i32 %213, 1, !dbg !256
  %215 = and i32 %208, 2, !dbg !259
  %216 = icmp eq i32 %215, 0, !dbg !259
  %217 = select i1 %216, i32 0, i32 -306674912, !dbg !259
  %218 = xor i32 %214, %217, !dbg !260
    #dbg_value(!DIArgList(i32 %217, i32 %214), !246, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !252)
    #dbg_value(i32 2, !247, !DIExpression(), !255)
  %219 = lshr i32 %218, 6, !dbg !256
    #dbg_value(!DIArgList(i32 poison, i32 poison), !246, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !252)
    #dbg_value(i32 3, !247, !DIExpression(), !255)
    #dbg_value(!DIArgList(i32 poison, i32 poison), !246, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !252)
    #dbg_value(i32 4, !247, !DIExpression(), !255)
    #dbg_value(!DIArgList(i32 poison, i32 poison), !246, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !252)
    #dbg_value(i32 5, !247, !DIExpression(), !255)
  %220 = insertelement <4 x i32> poison, i32 %208, i64 0, !dbg !259
  %221 = shufflevector <4 x i32> %220, <4 x i32> poison, <4 x i32> zeroinitializer, !dbg !259
  %222 = and <4 x i32> %221, <i32 4, i32 8, i32 16, i32 32>, !dbg !259
  %223 = icmp eq <4 x i32> %222, zeroinitializer, !dbg !259
  %224 = select <4 x i1> %223, <4 x i32> zeroinitializer, <4 x i32> <i32 124634137, i32 249268274, i32 498536548, i32 997073096>, !dbg !259
    #dbg_value(!DIArgList(i32 poison, i32 poison), !246, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !252)
    #dbg_value(i32 6, !247, !DIExpression(), !255)
  %225 = and i32 %213, 32, !dbg !259
  %226 = icmp eq i32 %225, 0, !dbg !259
  %227 = select i1 %226, i32 0, i32 1994146192, !dbg !259
    #dbg_value(!DIArgList(i32 %227, i32 poison), !246, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !252)
    #dbg_value(i32 7, !247, !DIExpression(), !255)
  %228 = and i32 %218, 32, !dbg !259
  %229 = icmp eq i32 %228, 0, !dbg !259
  %230 = select i1 %229, i32 0, i32 -306674912, !dbg !259
  %231 = tail call i32 @llvm.vector.reduce.xor.v4i32(<4 x i32> %224), !dbg !260
  %232 = xor i32 %231, %227, !dbg !260
  %233 = xor i32 %230, %219, !dbg !260
  %234 = xor i32 %232, %233, !dbg !260
    #dbg_value(i32 %234, !246, !DIExpression(), !252)
    #dbg_value(i32 8, !247, !DIExpression(), !255)
  %235 = getelementptr inbounds i8, ptr %204, i64 1, !dbg !261
    #dbg_value(i64 %205, !243, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !252)
  %236 = icmp eq i64 %205, 0, !dbg !237
  br i1 %236, label %237, label %201, !dbg !237, !llvm.loop !262

237:                                              ; preds = %201
  %238 = xor i32 %200, -1, !dbg !264
    #dbg_value(ptr %56, !242, !DIExpression(), !265)
    #dbg_value(i64 %57, !243, !DIExpression(), !265)
    #dbg_value(i32 -2097792136, !244, !DIExpression(), !265)
    #dbg_value(ptr %56, !245, !DIExpression(), !265)
    #dbg_value(i32 -1, !246, !DIExpression(), !265)
  br label %239, !dbg !267

239:                                              ; preds = %237, %239
  %240 = phi i64 [ %243, %239 ], [ %57, %237 ]
  %241 = phi i32 [ %283, %239 ], [ -1, %237 ]
  %242 = phi ptr [ %284, %239 ], [ %56, %237 ]
  %243 = add i64 %240, -1, !dbg !268
    #dbg_value(i32 %241, !246, !DIExpression(), !265)
    #dbg_value(ptr %284, !245, !DIExpression(), !265)
  %244 = load i8, ptr %242, align 1, !dbg !269, !tbaa !168
  %245 = zext i8 %244 to i32, !dbg !269
  %246 = xor i32 %241, %245, !dbg !270
    #dbg_value(i32 0, !247, !DIExpression(), !271)
    #dbg_value(i32 %246, !246, !DIExpression(), !265)
  %247 = lshr i32 %246, 1, !dbg !272
  %248 = and i32 %246, 1, !dbg !273
  %249 = icmp eq i32 %248, 0, !dbg !274
  %250 = select i1 %249, i32 0, i32 -2097792136, !dbg !274
  %251 = xor i32 %250, %247, !dbg !275
    #dbg_value(!DIArgList(i32 %250, i32 %247), !246, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !265)
    #dbg_value(i32 1, !247, !DIExpression(), !271)
  %252 = lshr i32 %251, 1, !dbg !272
  %253 = and i32 %246, 2, !dbg !274
  %254 = icmp eq i32 %253, 0, !dbg !274
  %255 = select i1 %254, i32 0, i32 -2097792136, !dbg !274
  %256 = xor i32 %252, %255, !dbg !275
    #dbg_value(!DIArgList(i32 %255, i32 %252), !246, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !265)
    #dbg_value(i32 2, !247, !DIExpression(), !271)
  %257 = lshr i32 %256, 1, !dbg !272
  %258 = and i32 %246, 4, !dbg !274
  %259 = icmp eq i32 %258, 0, !dbg !274
  %260 = select i1 %259, i32 0, i32 -2097792136, !dbg !274
  %261 = xor i32 %257, %260, !dbg !275
    #dbg_value(!DIArgList(i32 %260, i32 %257), !246, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !265)
    #dbg_value(i32 3, !247, !DIExpression(), !271)
  %262 = lshr i32 %261, 1, !dbg !272
  %263 = and i32 %246, 8, !dbg !274
  %264 = icmp eq i32 %263, 0, !dbg !274
  %265 = select i1 %264, i32 0, i32 -2097792136, !dbg !274
  %266 = xor i32 %262, %265, !dbg !275
    #dbg_value(!DIArgList(i32 %265, i32 %262), !246, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !265)
    #dbg_value(i32 4, !247, !DIExpression(), !271)
  %267 = lshr i32 %266, 4, !dbg !272
  %268 = and i32 %251, 8, !dbg !274
  %269 = icmp eq i32 %268, 0, !dbg !274
  %270 = select i1 %269, i32 0, i32 274646895, !dbg !274
  %271 = xor i32 %267, %270, !dbg !275
    #dbg_value(!DIArgList(i32 %270, i32 %267), !246, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !265)
    #dbg_value(i32 5, !247, !DIExpression(), !271)
  %272 = and i32 %256, 8, !dbg !274
  %273 = icmp eq i32 %272, 0, !dbg !274
  %274 = select i1 %273, i32 0, i32 549293790, !dbg !274
  %275 = xor i32 %271, %274, !dbg !275
    #dbg_value(!DIArgList(i32 %274, i32 %271), !246, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !265)
    #dbg_value(i32 6, !247, !DIExpression(), !271)
  %276 = and i32 %261, 8, !dbg !274
  %277 = icmp eq i32 %276, 0, !dbg !274
  %278 = select i1 %277, i32 0, i32 1098587580, !dbg !274
  %279 = xor i32 %275, %278, !dbg !275
    #dbg_value(!DIArgList(i32 %278, i32 %275), !246, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !265)
    #dbg_value(i32 7, !247, !DIExpression(), !271)
  %280 = and i32 %266, 8, !dbg !274
  %281 = icmp eq i32 %280, 0, !dbg !274
  %282 = select i1 %281, i32 0, i32 -2097792136, !dbg !274
  %283 = xor i32 %279, %282, !dbg !275
    #dbg_value(i32 %283, !246, !DIExpression(), !265)
    #dbg_value(i32 8, !247, !DIExpression(), !271)
  %284 = getelementptr inbounds i8, ptr %242, i64 1, !dbg !276
    #dbg_value(i64 %243, !243, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !265)
  %285 = icmp eq i64 %243, 0, !dbg !267
  br i1 %285, label %286, label %239, !dbg !267, !llvm.loop !277

286:                                              ; preds = %239
  %287 = xor i32 %234, -1, !dbg !279
    #dbg_value(ptr %56, !280, !DIExpression(), !287)
    #dbg_value(ptr %56, !284, !DIExpression(), !287)
    #dbg_value(i32 1, !285, !DIExpression(), !287)
    #dbg_value(i32 0, !286, !DIExpression(), !287)
    #dbg_value(i64 %57, !283, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !287)
  %288 = and i64 %57, 1, !dbg !289
  %289 = icmp eq i64 %60, 0, !dbg !289
  br i1 %289, label %313, label %290, !dbg !289

290:                                              ; preds = %286
  %291 = and i64 %57, -2, !dbg !289
  br label %292, !dbg !289

292:                                              ; preds = %292, %290
  %293 = phi i32 [ 0, %290 ], [ %310, %292 ]
  %294 = phi i32 [ 1, %290 ], [ %308, %292 ]
  %295 = phi ptr [ %56, %290 ], [ %304, %292 ]
  %296 = phi i64 [ 0, %290 ], [ %311, %292 ]
    #dbg_value(i32 %293, !286, !DIExpression(), !287)
    #dbg_value(i32 %294, !285, !DIExpression(), !287)
    #dbg_value(ptr %295, !284, !DIExpression(), !287)
    #dbg_value(i64 poison, !283, !DIExpression(), !287)
    #dbg_value(i64 poison, !283, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !287)
  %297 = getelementptr inbounds i8, ptr %295, i64 1, !dbg !290
    #dbg_value(ptr %297, !284, !DIExpression(), !287)
  %298 = load i8, ptr %295, align 1, !dbg !292, !tbaa !168
  %299 = zext i8 %298 to i32, !dbg !292
  %300 = add nuw nsw i32 %294, %299, !dbg !293
  %301 = urem i32 %300, 65521, !dbg !294
    #dbg_value(i32 %301, !285, !DIExpression(), !287)
  %302 = add nuw nsw i32 %301, %293, !dbg !295
  %303 = urem i32 %302, 65521, !dbg !296
    #dbg_value(i32 %303, !286, !DIExpression(), !287)
    #dbg_value(i64 poison, !283, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !287)
    #dbg_value(i64 poison, !283, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !287)
    #dbg_value(i64 poison, !283, !DIExpression(DW_OP_constu, 2, DW_OP_minus, DW_OP_stack_value), !287)
  %304 = getelementptr inbounds i8, ptr %295, i64 2, !dbg !290
    #dbg_value(ptr %304, !284, !DIExpression(), !287)
  %305 = load i8, ptr %297, align 1, !dbg !292, !tbaa !168
  %306 = zext i8 %305 to i32, !dbg !292
  %307 = add nuw nsw i32 %301, %306, !dbg !293
  %308 = urem i32 %307, 65521, !dbg !294
    #dbg_value(i32 %308, !285, !DIExpression(), !287)
  %309 = add nuw nsw i32 %308, %303, !dbg !295
  %310 = urem i32 %309, 65521, !dbg !296
    #dbg_value(i32 %310, !286, !DIExpression(), !287)
    #dbg_value(i64 poison, !283, !DIExpression(DW_OP_constu, 2, DW_OP_minus, DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !287)
  %311 = add i64 %296, 2, !dbg !289
  %312 = icmp eq i64 %311, %291, !dbg !289
  br i1 %312, label %313, label %292, !dbg !289, !llvm.loop !297

313:                                              ; preds = %292, %286
  %314 = phi i32 [ poison, %286 ], [ %308, %292 ]
  %315 = phi i32 [ poison, %286 ], [ %310, %292 ]
  %316 = phi i32 [ 0, %286 ], [ %310, %292 ]
  %317 = phi i32 [ 1, %286 ], [ %308, %292 ]
  %318 = phi ptr [ %56, %286 ], [ %304, %292 ]
  %319 = icmp eq i64 %288, 0, !dbg !289
  br i1 %319, label %327, label %320, !dbg !289

320:                                              ; preds = %313
    #dbg_value(i32 %316, !286, !DIExpression(), !287)
    #dbg_value(i32 %317, !285, !DIExpression(), !287)
    #dbg_value(ptr %318, !284, !DIExpression(), !287)
    #dbg_value(i64 poison, !283, !DIExpression(), !287)
    #dbg_value(i64 poison, !283, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !287)
    #dbg_value(ptr %318, !284, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !287)
  %321 = load i8, ptr %318, align 1, !dbg !292, !tbaa !168
  %322 = zext i8 %321 to i32, !dbg !292
  %323 = add nuw nsw i32 %317, %322, !dbg !293
  %324 = urem i32 %323, 65521, !dbg !294
    #dbg_value(i32 %324, !285, !DIExpression(), !287)
  %325 = add nuw nsw i32 %324, %316, !dbg !295
  %326 = urem i32 %325, 65521, !dbg !296
    #dbg_value(i32 %326, !286, !DIExpression(), !287)
    #dbg_value(i64 poison, !283, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !287)
  br label %327, !dbg !299

327:                                              ; preds = %313, %320
  %328 = phi i32 [ %314, %313 ], [ %324, %320 ], !dbg !294
  %329 = phi i32 [ %315, %313 ], [ %326, %320 ], !dbg !296
  %330 = xor i32 %283, -1, !dbg !299
  %331 = shl nuw i32 %329, 16, !dbg !300
  %332 = or disjoint i32 %331, %328, !dbg !300
  br label %333, !dbg !300

333:                                              ; preds = %53, %327
  %334 = phi i32 [ %330, %327 ], [ 0, %53 ]
  %335 = phi i32 [ %238, %327 ], [ 0, %53 ]
  %336 = phi i32 [ %108, %327 ], [ -2128831035, %53 ]
  %337 = phi i64 [ %156, %327 ], [ -3750763034362895579, %53 ]
  %338 = phi i32 [ %287, %327 ], [ 0, %53 ]
  %339 = phi i32 [ %332, %327 ], [ 1, %53 ], !dbg !301
    #dbg_value(i32 5381, !302, !DIExpression(), !309)
    #dbg_value(ptr %56, !307, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !309)
  %340 = load i8, ptr %56, align 1, !dbg !311, !tbaa !168
  %341 = icmp eq i8 %340, 0, !dbg !312
  br i1 %341, label %352, label %342, !dbg !312

342:                                              ; preds = %333, %342
  %343 = phi i8 [ %350, %342 ], [ %340, %333 ]
  %344 = phi ptr [ %347, %342 ], [ %56, %333 ]
  %345 = phi i32 [ %349, %342 ], [ 5381, %333 ]
    #dbg_value(ptr %344, !307, !DIExpression(), !309)
    #dbg_value(i32 %345, !302, !DIExpression(), !309)
  %346 = zext i8 %343 to i32, !dbg !313
    #dbg_value(i32 %346, !308, !DIExpression(), !309)
  %347 = getelementptr inbounds i8, ptr %344, i64 1, !dbg !314
    #dbg_value(ptr %347, !307, !DIExpression(), !309)
  %348 = mul i32 %345, 33, !dbg !315
  %349 = add i32 %348, %346, !dbg !316
    #dbg_value(i32 %349, !302, !DIExpression(), !309)
    #dbg_value(ptr %347, !307, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !309)
  %350 = load i8, ptr %347, align 1, !dbg !311, !tbaa !168
    #dbg_value(i8 %350, !308, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !309)
  %351 = icmp eq i8 %350, 0, !dbg !312
  br i1 %351, label %352, label %342, !dbg !312, !llvm.loop !317

352:                                              ; preds = %342, %333
  %353 = phi i32 [ 5381, %333 ], [ %349, %342 ], !dbg !319
    #dbg_value(ptr %56, !320, !DIExpression(), !337)
    #dbg_value(i64 %57, !323, !DIExpression(), !337)
    #dbg_value(i32 -1756908916, !324, !DIExpression(), !337)
    #dbg_value(ptr %56, !325, !DIExpression(), !337)
  %354 = lshr i64 %57, 2, !dbg !339
    #dbg_value(i64 %354, !326, !DIExpression(), !337)
    #dbg_value(i32 -1756908916, !327, !DIExpression(), !337)
    #dbg_value(i32 -862048943, !328, !DIExpression(), !337)
    #dbg_value(i32 461845907, !329, !DIExpression(), !337)
    #dbg_value(i64 0, !330, !DIExpression(), !340)
  %355 = icmp ult i64 %57, 4, !dbg !341
  br i1 %355, label %379, label %356, !dbg !342

356:                                              ; preds = %352
  %357 = icmp eq i64 %354, 1, !dbg !342
  br i1 %357, label %360, label %358, !dbg !342

358:                                              ; preds = %356
  %359 = and i64 %354, 4611686018427387902, !dbg !342
  br label %384, !dbg !342

360:                                              ; preds = %384, %356
  %361 = phi i32 [ poison, %356 ], [ %412, %384 ]
  %362 = phi i32 [ -1756908916, %356 ], [ %412, %384 ]
  %363 = phi i64 [ 0, %356 ], [ %413, %384 ]
  %364 = and i64 %57, 4, !dbg !342
  %365 = icmp eq i64 %364, 0, !dbg !342
  br i1 %365, label %379, label %366, !dbg !342

366:                                              ; preds = %360
    #dbg_value(i32 %362, !327, !DIExpression(), !337)
    #dbg_value(i64 %363, !330, !DIExpression(), !340)
  %367 = shl nuw i64 %363, 2, !dbg !343
  %368 = getelementptr inbounds i8, ptr %56, i64 %367, !dbg !344
  %369 = load i32, ptr %368, align 1, !dbg !345
    #dbg_value(i32 %369, !332, !DIExpression(), !346)
  %370 = mul i32 %369, -862048943, !dbg !347
    #dbg_value(i32 %370, !332, !DIExpression(), !346)
    #dbg_value(i32 %370, !348, !DIExpression(), !354)
    #dbg_value(i32 15, !353, !DIExpression(), !354)
  %371 = mul i32 %369, 380141568, !dbg !356
  %372 = lshr i32 %370, 17, !dbg !357
  %373 = or disjoint i32 %372, %371, !dbg !358
    #dbg_value(i32 %373, !332, !DIExpression(), !346)
  %374 = mul i32 %373, 461845907, !dbg !359
    #dbg_value(i32 %374, !332, !DIExpression(), !346)
  %375 = xor i32 %374, %362, !dbg !360
    #dbg_value(i32 %375, !327, !DIExpression(), !337)
    #dbg_value(i32 %375, !348, !DIExpression(), !361)
    #dbg_value(i32 13, !353, !DIExpression(), !361)
  %376 = tail call i32 @llvm.fshl.i32(i32 %375, i32 %375, i32 13), !dbg !363
    #dbg_value(i32 %376, !327, !DIExpression(), !337)
  %377 = mul i32 %376, 5, !dbg !364
  %378 = add i32 %377, -430675100, !dbg !365
    #dbg_value(i32 %378, !327, !DIExpression(), !337)
    #dbg_value(i64 %363, !330, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !340)
  br label %379, !dbg !366

379:                                              ; preds = %366, %360, %352
  %380 = phi i32 [ -1756908916, %352 ], [ %361, %360 ], [ %378, %366 ], !dbg !337
  %381 = and i64 %57, -4, !dbg !366
  %382 = getelementptr inbounds i8, ptr %56, i64 %381, !dbg !367
    #dbg_value(ptr %382, !335, !DIExpression(), !337)
    #dbg_value(i32 0, !336, !DIExpression(), !337)
  %383 = and i64 %57, 3, !dbg !368
  switch i64 %383, label %439 [
    i64 3, label %416
    i64 2, label %421
    i64 1, label %428
    i64 0, label %440
  ], !dbg !369

384:                                              ; preds = %384, %358
  %385 = phi i32 [ -1756908916, %358 ], [ %412, %384 ]
  %386 = phi i64 [ 0, %358 ], [ %413, %384 ]
  %387 = phi i64 [ 0, %358 ], [ %414, %384 ]
    #dbg_value(i32 %385, !327, !DIExpression(), !337)
    #dbg_value(i64 %386, !330, !DIExpression(), !340)
  %388 = shl nuw i64 %386, 2, !dbg !343
  %389 = getelementptr inbounds i8, ptr %56, i64 %388, !dbg !344
  %390 = load i32, ptr %389, align 1, !dbg !345
    #dbg_value(i32 %390, !332, !DIExpression(), !346)
  %391 = mul i32 %390, -862048943, !dbg !347
    #dbg_value(i32 %391, !332, !DIExpression(), !346)
    #dbg_value(i32 %391, !348, !DIExpression(), !354)
    #dbg_value(i32 15, !353, !DIExpression(), !354)
  %392 = mul i32 %390, 380141568, !dbg !356
  %393 = lshr i32 %391, 17, !dbg !357
  %394 = or disjoint i32 %393, %392, !dbg !358
    #dbg_value(i32 %394, !332, !DIExpression(), !346)
  %395 = mul i32 %394, 461845907, !dbg !359
    #dbg_value(i32 %395, !332, !DIExpression(), !346)
  %396 = xor i32 %395, %385, !dbg !360
    #dbg_value(i32 %396, !327, !DIExpression(), !337)
    #dbg_value(i32 %396, !348, !DIExpression(), !361)
    #dbg_value(i32 13, !353, !DIExpression(), !361)
  %397 = tail call i32 @llvm.fshl.i32(i32 %396, i32 %396, i32 13), !dbg !363
    #dbg_value(i32 %397, !327, !DIExpression(), !337)
  %398 = mul i32 %397, 5, !dbg !364
  %399 = add i32 %398, -430675100, !dbg !365
    #dbg_value(i32 %399, !327, !DIExpression(), !337)
    #dbg_value(i64 %386, !330, !DIExpression(DW_OP_constu, 1, DW_OP_or, DW_OP_stack_value), !340)
  %400 = shl i64 %386, 2, !dbg !343
  %401 = or disjoint i64 %400, 4, !dbg !343
  %402 = getelementptr inbounds i8, ptr %56, i64 %401, !dbg !344
  %403 = load i32, ptr %402, align 1, !dbg !345
    #dbg_value(i32 %403, !332, !DIExpression(), !346)
  %404 = mul i32 %403, -862048943, !dbg !347
    #dbg_value(i32 %404, !332, !DIExpression(), !346)
    #dbg_value(i32 %404, !348, !DIExpression(), !354)
  %405 = mul i32 %403, 380141568, !dbg !356
  %406 = lshr i32 %404, 17, !dbg !357
  %407 = or disjoint i32 %406, %405, !dbg !358
    #dbg_value(i32 %407, !332, !DIExpression(), !346)
  %408 = mul i32 %407, 461845907, !dbg !359
    #dbg_value(i32 %408, !332, !DIExpression(), !346)
  %409 = xor i32 %408, %399, !dbg !360
    #dbg_value(i32 %409, !327, !DIExpression(), !337)
    #dbg_value(i32 %409, !348, !DIExpression(), !361)
  %410 = tail call i32 @llvm.fshl.i32(i32 %409, i32 %409, i32 13), !dbg !363
    #dbg_value(i32 %410, !327, !DIExpression(), !337)
  %411 = mul i32 %410, 5, !dbg !364
  %412 = add i32 %411, -430675100, !dbg !365
    #dbg_value(i32 %412, !327, !DIExpression(), !337)
  %413 = add nuw nsw i64 %386, 2, !dbg !370
    #dbg_value(i64 %413, !330, !DIExpression(), !340)
  %414 = add i64 %387, 2, !dbg !342
  %415 = icmp eq i64 %414, %359, !dbg !342
  br i1 %415, label %360, label %384, !dbg !342, !llvm.loop !371

416:                                              ; preds = %379
  %417 = getelementptr inbounds i8, ptr %382, i64 2, !dbg !373
  %418 = load i8, ptr %417, align 1, !dbg !373, !tbaa !168
  %419 = zext i8 %418 to i32, !dbg !375
  %420 = shl nuw nsw i32 %419, 16, !dbg !376
    #dbg_value(i32 %420, !336, !DIExpression(), !337)
  br label %421, !dbg !377

421:                                              ; preds = %416, %379
  %422 = phi i32 [ 0, %379 ], [ %420, %416 ], !dbg !337
    #dbg_value(i32 %422, !336, !DIExpression(), !337)
  %423 = getelementptr inbounds i8, ptr %382, i64 1, !dbg !378
  %424 = load i8, ptr %423, align 1, !dbg !378, !tbaa !168
  %425 = zext i8 %424 to i32, !dbg !379
  %426 = shl nuw nsw i32 %425, 8, !dbg !380
  %427 = or disjoint i32 %426, %422, !dbg !381
    #dbg_value(i32 %427, !336, !DIExpression(), !337)
  br label %428, !dbg !382

428:                                              ; preds = %421, %379
  %429 = phi i32 [ 0, %379 ], [ %427, %421 ], !dbg !337
    #dbg_value(i32 %429, !336, !DIExpression(), !337)
  %430 = load i8, ptr %382, align 1, !dbg !383, !tbaa !168
  %431 = zext i8 %430 to i32, !dbg !383
  %432 = xor i32 %429, %431, !dbg !384
    #dbg_value(i32 %432, !336, !DIExpression(), !337)
  %433 = mul i32 %432, -862048943, !dbg !385
    #dbg_value(i32 %433, !336, !DIExpression(), !337)
    #dbg_value(i32 %433, !348, !DIExpression(), !386)
    #dbg_value(i32 15, !353, !DIExpression(), !386)
  %434 = mul i32 %432, 380141568, !dbg !388
  %435 = lshr i32 %433, 17, !dbg !389
  %436 = or disjoint i32 %435, %434, !dbg !390
    #dbg_value(i32 %436, !336, !DIExpression(), !337)
  %437 = mul i32 %436, 461845907, !dbg !391
    #dbg_value(i32 %437, !336, !DIExpression(), !337)
  %438 = xor i32 %437, %380, !dbg !392
    #dbg_value(i32 %438, !327, !DIExpression(), !337)
  br label %440, !dbg !393

439:                                              ; preds = %379
  unreachable

440:                                              ; preds = %379, %428
  %441 = phi i32 [ %380, %379 ], [ %438, %428 ], !dbg !337
    #dbg_value(i32 %441, !327, !DIExpression(), !337)
  %442 = trunc i64 %57 to i32, !dbg !394
  %443 = xor i32 %441, %442, !dbg !395
    #dbg_value(i32 %443, !327, !DIExpression(), !337)
  %444 = lshr i32 %443, 16, !dbg !396
  %445 = xor i32 %444, %443, !dbg !397
    #dbg_value(i32 %445, !327, !DIExpression(), !337)
  %446 = mul i32 %445, -2048144789, !dbg !398
    #dbg_value(i32 %446, !327, !DIExpression(), !337)
  %447 = lshr i32 %446, 13, !dbg !399
  %448 = xor i32 %447, %446, !dbg !400
    #dbg_value(i32 %448, !327, !DIExpression(), !337)
  %449 = mul i32 %448, -1028477387, !dbg !401
    #dbg_value(i32 %449, !327, !DIExpression(), !337)
  %450 = lshr i32 %449, 16, !dbg !402
  %451 = xor i32 %450, %449, !dbg !403
    #dbg_value(i32 %451, !327, !DIExpression(), !337)
  %452 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull %56, i32 noundef %336, i64 noundef %337, i32 noundef %335, i32 noundef %338, i32 noundef %334, i32 noundef %339, i32 noundef %353, i32 noundef %451), !dbg !404
  %453 = add nuw nsw i64 %54, 1, !dbg !405
    #dbg_value(i64 %453, !94, !DIExpression(), !171)
  %454 = icmp eq i64 %453, 6, !dbg !406
  br i1 %454, label %49, label %53, !dbg !407, !llvm.loop !408

455:                                              ; preds = %557
  %456 = load i64, ptr @xs_state, align 8, !tbaa !410
    #dbg_value(i32 0, !115, !DIExpression(), !412)
    #dbg_value(i64 0, !114, !DIExpression(), !135)
  br label %684, !dbg !413

457:                                              ; preds = %49, %557
  %458 = phi i64 [ %647, %557 ], [ 0, %49 ]
    #dbg_value(i64 %458, !112, !DIExpression(), !414)
    #dbg_value(ptr %1, !415, !DIExpression(), !436)
    #dbg_value(i64 %458, !420, !DIExpression(), !436)
    #dbg_value(ptr undef, !421, !DIExpression(), !436)
    #dbg_value(i64 506097522914230528, !422, !DIExpression(), !436)
    #dbg_value(i64 1084818905618843912, !423, !DIExpression(), !436)
    #dbg_value(i64 8388350548712186997, !424, !DIExpression(), !436)
    #dbg_value(i64 7737605742629119589, !425, !DIExpression(), !436)
    #dbg_value(i64 7746018054687388513, !426, !DIExpression(), !436)
    #dbg_value(i64 8893317812261383291, !427, !DIExpression(), !436)
  %459 = shl nuw nsw i64 %458, 56, !dbg !439
    #dbg_value(i64 %459, !428, !DIExpression(), !436)
  %460 = getelementptr inbounds i8, ptr %1, i64 %458, !dbg !440
  %461 = and i64 %458, 7, !dbg !441
  %462 = sub nsw i64 0, %461, !dbg !442
  %463 = getelementptr inbounds i8, ptr %460, i64 %462, !dbg !442
    #dbg_value(ptr %463, !429, !DIExpression(), !436)
  %464 = icmp eq ptr %463, %1, !dbg !443
  br i1 %464, label %465, label %472, !dbg !444

465:                                              ; preds = %472, %457
  %466 = phi i64 [ 7737605742629119589, %457 ], [ %506, %472 ], !dbg !436
  %467 = phi i64 [ 7746018054687388513, %457 ], [ %507, %472 ], !dbg !436
  %468 = phi i64 [ 8893317812261383291, %457 ], [ %503, %472 ], !dbg !436
  %469 = phi i64 [ 8388350548712186997, %457 ], [ %508, %472 ], !dbg !436
  %470 = phi ptr [ %1, %457 ], [ %463, %472 ]
    #dbg_value(i64 0, !434, !DIExpression(), !445)
    #dbg_value(i64 %459, !428, !DIExpression(), !436)
  %471 = icmp eq i64 %461, 0, !dbg !446
  br i1 %471, label %557, label %511, !dbg !448

472:                                              ; preds = %457, %472
  %473 = phi ptr [ %509, %472 ], [ %1, %457 ]
  %474 = phi i64 [ %508, %472 ], [ 8388350548712186997, %457 ]
  %475 = phi i64 [ %503, %472 ], [ 8893317812261383291, %457 ]
  %476 = phi i64 [ %507, %472 ], [ 7746018054687388513, %457 ]
  %477 = phi i64 [ %506, %472 ], [ 7737605742629119589, %457 ]
    #dbg_value(ptr %473, !415, !DIExpression(), !436)
    #dbg_value(i64 %474, !424, !DIExpression(), !436)
    #dbg_value(i64 %475, !427, !DIExpression(), !436)
    #dbg_value(i64 %476, !426, !DIExpression(), !436)
    #dbg_value(i64 %477, !425, !DIExpression(), !436)
  %478 = load i64, ptr %473, align 1, !dbg !449
    #dbg_value(i64 %478, !430, !DIExpression(), !450)
  %479 = xor i64 %478, %475, !dbg !451
    #dbg_value(i64 %479, !427, !DIExpression(), !436)
  %480 = add i64 %477, %474, !dbg !452
    #dbg_value(i64 %480, !424, !DIExpression(), !436)
    #dbg_value(i64 %477, !454, !DIExpression(), !460)
    #dbg_value(i32 13, !459, !DIExpression(), !460)
  %481 = call i64 @llvm.fshl.i64(i64 %477, i64 %477, i64 13), !dbg !462
    #dbg_value(i64 %481, !425, !DIExpression(), !436)
  %482 = xor i64 %480, %481, !dbg !452
    #dbg_value(i64 %482, !425, !DIExpression(), !436)
    #dbg_value(i64 %480, !454, !DIExpression(), !463)
    #dbg_value(i32 32, !459, !DIExpression(), !463)
  %483 = call i64 @llvm.fshl.i64(i64 %480, i64 %480, i64 32), !dbg !465
    #dbg_value(i64 %483, !424, !DIExpression(), !436)
  %484 = add i64 %479, %476, !dbg !452
    #dbg_value(i64 %484, !426, !DIExpression(), !436)
    #dbg_value(i64 %479, !454, !DIExpression(), !466)
    #dbg_value(i32 16, !459, !DIExpression(), !466)
  %485 = call i64 @llvm.fshl.i64(i64 %479, i64 %479, i64 16), !dbg !468
    #dbg_value(i64 %485, !427, !DIExpression(), !436)
  %486 = xor i64 %485, %484, !dbg !452
    #dbg_value(i64 %486, !427, !DIExpression(), !436)
  %487 = add i64 %486, %483, !dbg !452
    #dbg_value(i64 %487, !424, !DIExpression(), !436)
    #dbg_value(i64 %486, !454, !DIExpression(), !469)
    #dbg_value(i32 21, !459, !DIExpression(), !469)
  %488 = call i64 @llvm.fshl.i64(i64 %486, i64 %486, i64 21), !dbg !471
    #dbg_value(i64 %488, !427, !DIExpression(), !436)
  %489 = xor i64 %488, %487, !dbg !452
    #dbg_value(i64 %489, !427, !DIExpression(), !436)
  %490 = add i64 %484, %482, !dbg !452
    #dbg_value(i64 %490, !426, !DIExpression(), !436)
    #dbg_value(i64 %482, !454, !DIExpression(), !472)
    #dbg_value(i32 17, !459, !DIExpression(), !472)
  %491 = call i64 @llvm.fshl.i64(i64 %482, i64 %482, i64 17), !dbg !474
    #dbg_value(i64 %491, !425, !DIExpression(), !436)
  %492 = xor i64 %490, %491, !dbg !452
    #dbg_value(i64 %492, !425, !DIExpression(), !436)
    #dbg_value(i64 %490, !454, !DIExpression(), !475)
    #dbg_value(i32 32, !459, !DIExpression(), !475)
  %493 = call i64 @llvm.fshl.i64(i64 %490, i64 %490, i64 32), !dbg !477
    #dbg_value(i64 %493, !426, !DIExpression(), !436)
  %494 = add i64 %487, %492, !dbg !478
    #dbg_value(i64 %494, !424, !DIExpression(), !436)
    #dbg_value(i64 %492, !454, !DIExpression(), !480)
    #dbg_value(i32 13, !459, !DIExpression(), !480)
  %495 = call i64 @llvm.fshl.i64(i64 %492, i64 %492, i64 13), !dbg !482
    #dbg_value(i64 %495, !425, !DIExpression(), !436)
  %496 = xor i64 %495, %494, !dbg !478
    #dbg_value(i64 %496, !425, !DIExpression(), !436)
    #dbg_value(i64 %494, !454, !DIExpression(), !483)
    #dbg_value(i32 32, !459, !DIExpression(), !483)
  %497 = call i64 @llvm.fshl.i64(i64 %494, i64 %494, i64 32), !dbg !485
    #dbg_value(i64 %497, !424, !DIExpression(), !436)
  %498 = add i64 %489, %493, !dbg !478
    #dbg_value(i64 %498, !426, !DIExpression(), !436)
    #dbg_value(i64 %489, !454, !DIExpression(), !486)
    #dbg_value(i32 16, !459, !DIExpression(), !486)
  %499 = call i64 @llvm.fshl.i64(i64 %489, i64 %489, i64 16), !dbg !488
    #dbg_value(i64 %499, !427, !DIExpression(), !436)
  %500 = xor i64 %499, %498, !dbg !478
    #dbg_value(i64 %500, !427, !DIExpression(), !436)
  %501 = add i64 %500, %497, !dbg !478
    #dbg_value(i64 %501, !424, !DIExpression(), !436)
    #dbg_value(i64 %500, !454, !DIExpression(), !489)
    #dbg_value(i32 21, !459, !DIExpression(), !489)
  %502 = call i64 @llvm.fshl.i64(i64 %500, i64 %500, i64 21), !dbg !491
    #dbg_value(i64 %502, !427, !DIExpression(), !436)
  %503 = xor i64 %502, %501, !dbg !478
    #dbg_value(i64 %503, !427, !DIExpression(), !436)
  %504 = add i64 %498, %496, !dbg !478
    #dbg_value(i64 %504, !426, !DIExpression(), !436)
    #dbg_value(i64 %496, !454, !DIExpression(), !492)
    #dbg_value(i32 17, !459, !DIExpression(), !492)
  %505 = call i64 @llvm.fshl.i64(i64 %496, i64 %496, i64 17), !dbg !494
    #dbg_value(i64 %505, !425, !DIExpression(), !436)
  %506 = xor i64 %505, %504, !dbg !478
    #dbg_value(i64 %506, !425, !DIExpression(), !436)
    #dbg_value(i64 %504, !454, !DIExpression(), !495)
    #dbg_value(i32 32, !459, !DIExpression(), !495)
  %507 = call i64 @llvm.fshl.i64(i64 %504, i64 %504, i64 32), !dbg !497
    #dbg_value(i64 %507, !426, !DIExpression(), !436)
  %508 = xor i64 %501, %478, !dbg !498
    #dbg_value(i64 %508, !424, !DIExpression(), !436)
  %509 = getelementptr inbounds i8, ptr %473, i64 8, !dbg !499
    #dbg_value(ptr %509, !415, !DIExpression(), !436)
  %510 = icmp eq ptr %509, %463, !dbg !443
  br i1 %510, label %465, label %472, !dbg !444, !llvm.loop !500

511:                                              ; preds = %465
    #dbg_value(i64 0, !434, !DIExpression(), !445)
    #dbg_value(i64 %459, !428, !DIExpression(), !436)
  %512 = load i8, ptr %470, align 1, !dbg !502, !tbaa !168
  %513 = zext i8 %512 to i64, !dbg !503
  %514 = or disjoint i64 %459, %513, !dbg !504
    #dbg_value(i64 %514, !428, !DIExpression(), !436)
    #dbg_value(i64 1, !434, !DIExpression(), !445)
  %515 = icmp eq i64 %461, 1, !dbg !446
  br i1 %515, label %557, label %516, !dbg !448, !llvm.loop !505

516:                                              ; preds = %511
    #dbg_value(i64 1, !434, !DIExpression(), !445)
    #dbg_value(i64 %514, !428, !DIExpression(), !436)
  %517 = getelementptr inbounds i8, ptr %470, i64 1, !dbg !502
  %518 = load i8, ptr %517, align 1, !dbg !502, !tbaa !168
  %519 = zext i8 %518 to i64, !dbg !503
  %520 = shl nuw nsw i64 %519, 8, !dbg !507
  %521 = or disjoint i64 %520, %514, !dbg !504
    #dbg_value(i64 %521, !428, !DIExpression(), !436)
    #dbg_value(i64 2, !434, !DIExpression(), !445)
  %522 = icmp eq i64 %461, 2, !dbg !446
  br i1 %522, label %557, label %523, !dbg !448, !llvm.loop !505

523:                                              ; preds = %516
    #dbg_value(i64 2, !434, !DIExpression(), !445)
    #dbg_value(i64 %521, !428, !DIExpression(), !436)
  %524 = getelementptr inbounds i8, ptr %470, i64 2, !dbg !502
  %525 = load i8, ptr %524, align 1, !dbg !502, !tbaa !168
  %526 = zext i8 %525 to i64, !dbg !503
  %527 = shl nuw nsw i64 %526, 16, !dbg !507
  %528 = or disjoint i64 %527, %521, !dbg !504
    #dbg_value(i64 %528, !428, !DIExpression(), !436)
    #dbg_value(i64 3, !434, !DIExpression(), !445)
  %529 = icmp eq i64 %461, 3, !dbg !446
  br i1 %529, label %557, label %530, !dbg !448, !llvm.loop !505

530:                                              ; preds = %523
    #dbg_value(i64 3, !434, !DIExpression(), !445)
    #dbg_value(i64 %528, !428, !DIExpression(), !436)
  %531 = getelementptr inbounds i8, ptr %470, i64 3, !dbg !502
  %532 = load i8, ptr %531, align 1, !dbg !502, !tbaa !168
  %533 = zext i8 %532 to i64, !dbg !503
  %534 = shl nuw nsw i64 %533, 24, !dbg !507
  %535 = or disjoint i64 %534, %528, !dbg !504
    #dbg_value(i64 %535, !428, !DIExpression(), !436)
    #dbg_value(i64 4, !434, !DIExpression(), !445)
  %536 = icmp eq i64 %461, 4, !dbg !446
  br i1 %536, label %557, label %537, !dbg !448, !llvm.loop !505

537:                                              ; preds = %530
    #dbg_value(i64 4, !434, !DIExpression(), !445)
    #dbg_value(i64 %535, !428, !DIExpression(), !436)
  %538 = getelementptr inbounds i8, ptr %470, i64 4, !dbg !502
  %539 = load i8, ptr %538, align 1, !dbg !502, !tbaa !168
  %540 = zext i8 %539 to i64, !dbg !503
  %541 = shl nuw nsw i64 %540, 32, !dbg !507
  %542 = or disjoint i64 %541, %535, !dbg !504
    #dbg_value(i64 %542, !428, !DIExpression(), !436)
    #dbg_value(i64 5, !434, !DIExpression(), !445)
  %543 = icmp eq i64 %461, 5, !dbg !446
  br i1 %543, label %557, label %544, !dbg !448, !llvm.loop !505

544:                                              ; preds = %537
    #dbg_value(i64 5, !434, !DIExpression(), !445)
    #dbg_value(i64 %542, !428, !DIExpression(), !436)
  %545 = getelementptr inbounds i8, ptr %470, i64 5, !dbg !502
  %546 = load i8, ptr %545, align 1, !dbg !502, !tbaa !168
  %547 = zext i8 %546 to i64, !dbg !503
  %548 = shl nuw nsw i64 %547, 40, !dbg !507
  %549 = or i64 %548, %542, !dbg !504
    #dbg_value(i64 %549, !428, !DIExpression(), !436)
    #dbg_value(i64 6, !434, !DIExpression(), !445)
  %550 = icmp eq i64 %461, 6, !dbg !446
  br i1 %550, label %557, label %551, !dbg !448, !llvm.loop !505

551:                                              ; preds = %544
    #dbg_value(i64 6, !434, !DIExpression(), !445)
    #dbg_value(i64 %549, !428, !DIExpression(), !436)
  %552 = getelementptr inbounds i8, ptr %470, i64 6, !dbg !502
  %553 = load i8, ptr %552, align 1, !dbg !502, !tbaa !168
  %554 = zext i8 %553 to i64, !dbg !503
  %555 = shl nuw nsw i64 %554, 48, !dbg !507
  %556 = or i64 %555, %549, !dbg !504
    #dbg_value(i64 %556, !428, !DIExpression(), !436)
    #dbg_value(i64 7, !434, !DIExpression(), !445)
  br label %557

557:                                              ; preds = %511, %516, %523, %530, %537, %544, %551, %465
  %558 = phi i64 [ %459, %465 ], [ %514, %511 ], [ %521, %516 ], [ %528, %523 ], [ %535, %530 ], [ %542, %537 ], [ %549, %544 ], [ %556, %551 ], !dbg !436
  %559 = xor i64 %558, %468, !dbg !508
    #dbg_value(i64 %559, !427, !DIExpression(), !436)
  %560 = add i64 %469, %466, !dbg !509
    #dbg_value(i64 %560, !424, !DIExpression(), !436)
    #dbg_value(i64 %466, !454, !DIExpression(), !511)
    #dbg_value(i32 13, !459, !DIExpression(), !511)
  %561 = call i64 @llvm.fshl.i64(i64 %466, i64 %466, i64 13), !dbg !513
    #dbg_value(i64 %561, !425, !DIExpression(), !436)
  %562 = xor i64 %560, %561, !dbg !509
    #dbg_value(i64 %562, !425, !DIExpression(), !436)
    #dbg_value(i64 %560, !454, !DIExpression(), !514)
    #dbg_value(i32 32, !459, !DIExpression(), !514)
  %563 = call i64 @llvm.fshl.i64(i64 %560, i64 %560, i64 32), !dbg !516
    #dbg_value(i64 %563, !424, !DIExpression(), !436)
  %564 = add i64 %559, %467, !dbg !509
    #dbg_value(i64 %564, !426, !DIExpression(), !436)
    #dbg_value(i64 %559, !454, !DIExpression(), !517)
    #dbg_value(i32 16, !459, !DIExpression(), !517)
  %565 = call i64 @llvm.fshl.i64(i64 %559, i64 %559, i64 16), !dbg !519
    #dbg_value(i64 %565, !427, !DIExpression(), !436)
  %566 = xor i64 %565, %564, !dbg !509
    #dbg_value(i64 %566, !427, !DIExpression(), !436)
  %567 = add i64 %566, %563, !dbg !509
    #dbg_value(i64 %567, !424, !DIExpression(), !436)
    #dbg_value(i64 %566, !454, !DIExpression(), !520)
    #dbg_value(i32 21, !459, !DIExpression(), !520)
  %568 = call i64 @llvm.fshl.i64(i64 %566, i64 %566, i64 21), !dbg !522
    #dbg_value(i64 %568, !427, !DIExpression(), !436)
  %569 = xor i64 %568, %567, !dbg !509
    #dbg_value(i64 %569, !427, !DIExpression(), !436)
  %570 = add i64 %564, %562, !dbg !509
    #dbg_value(i64 %570, !426, !DIExpression(), !436)
    #dbg_value(i64 %562, !454, !DIExpression(), !523)
    #dbg_value(i32 17, !459, !DIExpression(), !523)
  %571 = call i64 @llvm.fshl.i64(i64 %562, i64 %562, i64 17), !dbg !525
    #dbg_value(i64 %571, !425, !DIExpression(), !436)
  %572 = xor i64 %570, %571, !dbg !509
    #dbg_value(i64 %572, !425, !DIExpression(), !436)
    #dbg_value(i64 %570, !454, !DIExpression(), !526)
    #dbg_value(i32 32, !459, !DIExpression(), !526)
  %573 = call i64 @llvm.fshl.i64(i64 %570, i64 %570, i64 32), !dbg !528
    #dbg_value(i64 %573, !426, !DIExpression(), !436)
  %574 = add i64 %567, %572, !dbg !529
    #dbg_value(i64 %574, !424, !DIExpression(), !436)
    #dbg_value(i64 %572, !454, !DIExpression(), !531)
    #dbg_value(i32 13, !459, !DIExpression(), !531)
  %575 = call i64 @llvm.fshl.i64(i64 %572, i64 %572, i64 13), !dbg !533
    #dbg_value(i64 %575, !425, !DIExpression(), !436)
  %576 = xor i64 %575, %574, !dbg !529
    #dbg_value(i64 %576, !425, !DIExpression(), !436)
    #dbg_value(i64 %574, !454, !DIExpression(), !534)
    #dbg_value(i32 32, !459, !DIExpression(), !534)
  %577 = call i64 @llvm.fshl.i64(i64 %574, i64 %574, i64 32), !dbg !536
    #dbg_value(i64 %577, !424, !DIExpression(), !436)
  %578 = add i64 %569, %573, !dbg !529
    #dbg_value(i64 %578, !426, !DIExpression(), !436)
    #dbg_value(i64 %569, !454, !DIExpression(), !537)
    #dbg_value(i32 16, !459, !DIExpression(), !537)
  %579 = call i64 @llvm.fshl.i64(i64 %569, i64 %569, i64 16), !dbg !539
    #dbg_value(i64 %579, !427, !DIExpression(), !436)
  %580 = xor i64 %579, %578, !dbg !529
    #dbg_value(i64 %580, !427, !DIExpression(), !436)
  %581 = add i64 %580, %577, !dbg !529
    #dbg_value(i64 %581, !424, !DIExpression(), !436)
    #dbg_value(i64 %580, !454, !DIExpression(), !540)
    #dbg_value(i32 21, !459, !DIExpression(), !540)
  %582 = call i64 @llvm.fshl.i64(i64 %580, i64 %580, i64 21), !dbg !542
    #dbg_value(i64 %582, !427, !DIExpression(), !436)
  %583 = xor i64 %582, %581, !dbg !529
    #dbg_value(i64 %583, !427, !DIExpression(), !436)
  %584 = add i64 %578, %576, !dbg !529
    #dbg_value(i64 %584, !426, !DIExpression(), !436)
    #dbg_value(i64 %576, !454, !DIExpression(), !543)
    #dbg_value(i32 17, !459, !DIExpression(), !543)
  %585 = call i64 @llvm.fshl.i64(i64 %576, i64 %576, i64 17), !dbg !545
    #dbg_value(i64 %585, !425, !DIExpression(), !436)
  %586 = xor i64 %585, %584, !dbg !529
    #dbg_value(i64 %586, !425, !DIExpression(), !436)
    #dbg_value(i64 %584, !454, !DIExpression(), !546)
    #dbg_value(i32 32, !459, !DIExpression(), !546)
  %587 = call i64 @llvm.fshl.i64(i64 %584, i64 %584, i64 32), !dbg !548
    #dbg_value(i64 %587, !426, !DIExpression(), !436)
  %588 = xor i64 %581, %558, !dbg !549
    #dbg_value(i64 %588, !424, !DIExpression(), !436)
  %589 = xor i64 %587, 255, !dbg !550
    #dbg_value(i64 %589, !426, !DIExpression(), !436)
  %590 = add i64 %588, %586, !dbg !551
    #dbg_value(i64 %590, !424, !DIExpression(), !436)
    #dbg_value(i64 %586, !454, !DIExpression(), !553)
    #dbg_value(i32 13, !459, !DIExpression(), !553)
  %591 = call i64 @llvm.fshl.i64(i64 %586, i64 %586, i64 13), !dbg !555
    #dbg_value(i64 %591, !425, !DIExpression(), !436)
  %592 = xor i64 %590, %591, !dbg !551
    #dbg_value(i64 %592, !425, !DIExpression(), !436)
    #dbg_value(i64 %590, !454, !DIExpression(), !556)
    #dbg_value(i32 32, !459, !DIExpression(), !556)
  %593 = call i64 @llvm.fshl.i64(i64 %590, i64 %590, i64 32), !dbg !558
    #dbg_value(i64 %593, !424, !DIExpression(), !436)
  %594 = add i64 %589, %583, !dbg !551
    #dbg_value(i64 %594, !426, !DIExpression(), !436)
    #dbg_value(i64 %583, !454, !DIExpression(), !559)
    #dbg_value(i32 16, !459, !DIExpression(), !559)
  %595 = call i64 @llvm.fshl.i64(i64 %583, i64 %583, i64 16), !dbg !561
    #dbg_value(i64 %595, !427, !DIExpression(), !436)
  %596 = xor i64 %595, %594, !dbg !551
    #dbg_value(i64 %596, !427, !DIExpression(), !436)
  %597 = add i64 %593, %596, !dbg !551
    #dbg_value(i64 %597, !424, !DIExpression(), !436)
    #dbg_value(i64 %596, !454, !DIExpression(), !562)
    #dbg_value(i32 21, !459, !DIExpression(), !562)
  %598 = call i64 @llvm.fshl.i64(i64 %596, i64 %596, i64 21), !dbg !564
    #dbg_value(i64 %598, !427, !DIExpression(), !436)
  %599 = xor i64 %598, %597, !dbg !551
    #dbg_value(i64 %599, !427, !DIExpression(), !436)
  %600 = add i64 %592, %594, !dbg !551
    #dbg_value(i64 %600, !426, !DIExpression(), !436)
    #dbg_value(i64 %592, !454, !DIExpression(), !565)
    #dbg_value(i32 17, !459, !DIExpression(), !565)
  %601 = call i64 @llvm.fshl.i64(i64 %592, i64 %592, i64 17), !dbg !567
    #dbg_value(i64 %601, !425, !DIExpression(), !436)
  %602 = xor i64 %601, %600, !dbg !551
    #dbg_value(i64 %602, !425, !DIExpression(), !436)
    #dbg_value(i64 %600, !454, !DIExpression(), !568)
    #dbg_value(i32 32, !459, !DIExpression(), !568)
  %603 = call i64 @llvm.fshl.i64(i64 %600, i64 %600, i64 32), !dbg !570
    #dbg_value(i64 %603, !426, !DIExpression(), !436)
  %604 = add i64 %602, %597, !dbg !571
    #dbg_value(i64 %604, !424, !DIExpression(), !436)
    #dbg_value(i64 %602, !454, !DIExpression(), !573)
    #dbg_value(i32 13, !459, !DIExpression(), !573)
  %605 = call i64 @llvm.fshl.i64(i64 %602, i64 %602, i64 13), !dbg !575
    #dbg_value(i64 %605, !425, !DIExpression(), !436)
  %606 = xor i64 %605, %604, !dbg !571
    #dbg_value(i64 %606, !425, !DIExpression(), !436)
    #dbg_value(i64 %604, !454, !DIExpression(), !576)
    #dbg_value(i32 32, !459, !DIExpression(), !576)
  %607 = call i64 @llvm.fshl.i64(i64 %604, i64 %604, i64 32), !dbg !578
    #dbg_value(i64 %607, !424, !DIExpression(), !436)
  %608 = add i64 %603, %599, !dbg !571
    #dbg_value(i64 %608, !426, !DIExpression(), !436)
    #dbg_value(i64 %599, !454, !DIExpression(), !579)
    #dbg_value(i32 16, !459, !DIExpression(), !579)
  %609 = call i64 @llvm.fshl.i64(i64 %599, i64 %599, i64 16), !dbg !581
    #dbg_value(i64 %609, !427, !DIExpression(), !436)
  %610 = xor i64 %609, %608, !dbg !571
    #dbg_value(i64 %610, !427, !DIExpression(), !436)
  %611 = add i64 %607, %610, !dbg !571
    #dbg_value(i64 %611, !424, !DIExpression(), !436)
    #dbg_value(i64 %610, !454, !DIExpression(), !582)
    #dbg_value(i32 21, !459, !DIExpression(), !582)
  %612 = call i64 @llvm.fshl.i64(i64 %610, i64 %610, i64 21), !dbg !584
    #dbg_value(i64 %612, !427, !DIExpression(), !436)
  %613 = xor i64 %612, %611, !dbg !571
    #dbg_value(i64 %613, !427, !DIExpression(), !436)
  %614 = add i64 %606, %608, !dbg !571
    #dbg_value(i64 %614, !426, !DIExpression(), !436)
    #dbg_value(i64 %606, !454, !DIExpression(), !585)
    #dbg_value(i32 17, !459, !DIExpression(), !585)
  %615 = call i64 @llvm.fshl.i64(i64 %606, i64 %606, i64 17), !dbg !587
    #dbg_value(i64 %615, !425, !DIExpression(), !436)
  %616 = xor i64 %615, %614, !dbg !571
    #dbg_value(i64 %616, !425, !DIExpression(), !436)
    #dbg_value(i64 %614, !454, !DIExpression(), !588)
    #dbg_value(i32 32, !459, !DIExpression(), !588)
  %617 = call i64 @llvm.fshl.i64(i64 %614, i64 %614, i64 32), !dbg !590
    #dbg_value(i64 %617, !426, !DIExpression(), !436)
  %618 = add i64 %616, %611, !dbg !591
    #dbg_value(i64 %618, !424, !DIExpression(), !436)
    #dbg_value(i64 %616, !454, !DIExpression(), !593)
    #dbg_value(i32 13, !459, !DIExpression(), !593)
  %619 = call i64 @llvm.fshl.i64(i64 %616, i64 %616, i64 13), !dbg !595
    #dbg_value(i64 %619, !425, !DIExpression(), !436)
  %620 = xor i64 %619, %618, !dbg !591
    #dbg_value(i64 %620, !425, !DIExpression(), !436)
    #dbg_value(i64 %618, !454, !DIExpression(), !596)
    #dbg_value(i32 32, !459, !DIExpression(), !596)
  %621 = call i64 @llvm.fshl.i64(i64 %618, i64 %618, i64 32), !dbg !598
    #dbg_value(i64 %621, !424, !DIExpression(), !436)
  %622 = add i64 %617, %613, !dbg !591
    #dbg_value(i64 %622, !426, !DIExpression(), !436)
    #dbg_value(i64 %613, !454, !DIExpression(), !599)
    #dbg_value(i32 16, !459, !DIExpression(), !599)
  %623 = call i64 @llvm.fshl.i64(i64 %613, i64 %613, i64 16), !dbg !601
    #dbg_value(i64 %623, !427, !DIExpression(), !436)
  %624 = xor i64 %623, %622, !dbg !591
    #dbg_value(i64 %624, !427, !DIExpression(), !436)
  %625 = add i64 %621, %624, !dbg !591
    #dbg_value(i64 %625, !424, !DIExpression(), !436)
    #dbg_value(i64 %624, !454, !DIExpression(), !602)
    #dbg_value(i32 21, !459, !DIExpression(), !602)
  %626 = call i64 @llvm.fshl.i64(i64 %624, i64 %624, i64 21), !dbg !604
    #dbg_value(i64 %626, !427, !DIExpression(), !436)
  %627 = xor i64 %626, %625, !dbg !591
    #dbg_value(i64 %627, !427, !DIExpression(), !436)
  %628 = add i64 %620, %622, !dbg !591
    #dbg_value(i64 %628, !426, !DIExpression(), !436)
    #dbg_value(i64 %620, !454, !DIExpression(), !605)
    #dbg_value(i32 17, !459, !DIExpression(), !605)
  %629 = call i64 @llvm.fshl.i64(i64 %620, i64 %620, i64 17), !dbg !607
    #dbg_value(i64 %629, !425, !DIExpression(), !436)
  %630 = xor i64 %629, %628, !dbg !591
    #dbg_value(i64 %630, !425, !DIExpression(), !436)
    #dbg_value(i64 %628, !454, !DIExpression(), !608)
    #dbg_value(i32 32, !459, !DIExpression(), !608)
  %631 = call i64 @llvm.fshl.i64(i64 %628, i64 %628, i64 32), !dbg !610
    #dbg_value(i64 %631, !426, !DIExpression(), !436)
  %632 = add i64 %630, %625, !dbg !611
    #dbg_value(i64 %632, !424, !DIExpression(), !436)
    #dbg_value(i64 %630, !454, !DIExpression(), !613)
    #dbg_value(i32 13, !459, !DIExpression(), !613)
  %633 = call i64 @llvm.fshl.i64(i64 %630, i64 %630, i64 13), !dbg !615
    #dbg_value(i64 %633, !425, !DIExpression(), !436)
  %634 = xor i64 %633, %632, !dbg !611
    #dbg_value(i64 %634, !425, !DIExpression(), !436)
    #dbg_value(i64 %632, !454, !DIExpression(), !616)
    #dbg_value(i32 32, !459, !DIExpression(), !616)
    #dbg_value(i64 undef, !424, !DIExpression(), !436)
  %635 = add i64 %631, %627, !dbg !611
    #dbg_value(i64 %635, !426, !DIExpression(), !436)
    #dbg_value(i64 %627, !454, !DIExpression(), !618)
    #dbg_value(i32 16, !459, !DIExpression(), !618)
  %636 = call i64 @llvm.fshl.i64(i64 %627, i64 %627, i64 16), !dbg !620
    #dbg_value(i64 %636, !427, !DIExpression(), !436)
  %637 = xor i64 %636, %635, !dbg !611
    #dbg_value(i64 %637, !427, !DIExpression(), !436)
    #dbg_value(!DIArgList(i64 undef, i64 %637), !424, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !436)
    #dbg_value(i64 %637, !454, !DIExpression(), !621)
    #dbg_value(i32 21, !459, !DIExpression(), !621)
  %638 = call i64 @llvm.fshl.i64(i64 %637, i64 %637, i64 21), !dbg !623
    #dbg_value(!DIArgList(i64 %638, i64 undef, i64 %637), !427, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_arg, 2, DW_OP_plus, DW_OP_xor, DW_OP_stack_value), !436)
  %639 = add i64 %634, %635, !dbg !611
    #dbg_value(i64 %639, !426, !DIExpression(), !436)
    #dbg_value(i64 %634, !454, !DIExpression(), !624)
    #dbg_value(i32 17, !459, !DIExpression(), !624)
  %640 = call i64 @llvm.fshl.i64(i64 %634, i64 %634, i64 17), !dbg !626
    #dbg_value(!DIArgList(i64 %640, i64 %639), !425, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !436)
    #dbg_value(i64 %639, !454, !DIExpression(), !627)
    #dbg_value(i32 32, !459, !DIExpression(), !627)
  %641 = call i64 @llvm.fshl.i64(i64 %639, i64 %639, i64 32), !dbg !629
    #dbg_value(i64 %641, !426, !DIExpression(), !436)
  %642 = xor i64 %638, %640, !dbg !630
  %643 = xor i64 %642, %641, !dbg !631
  %644 = xor i64 %643, %639, !dbg !631
  %645 = trunc nuw nsw i64 %458 to i32, !dbg !632
  %646 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef %645, i64 noundef %644), !dbg !632
  %647 = add nuw nsw i64 %458, 7, !dbg !633
    #dbg_value(i64 %647, !112, !DIExpression(), !414)
  %648 = icmp ult i64 %458, 57, !dbg !634
  br i1 %648, label %457, label %455, !dbg !170, !llvm.loop !635

649:                                              ; preds = %684
  store i64 %701, ptr @xs_state, align 8, !dbg !637, !tbaa !410
  %650 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i64 noundef %703), !dbg !643
    #dbg_value(i64 0, !117, !DIExpression(), !135)
    #dbg_value(i64 0, !118, !DIExpression(), !135)
    #dbg_value(i32 0, !119, !DIExpression(), !644)
  br label %651, !dbg !645

651:                                              ; preds = %651, %649
  %652 = phi i64 [ 0, %649 ], [ %676, %651 ]
  %653 = phi <2 x i64> [ zeroinitializer, %649 ], [ %674, %651 ]
  %654 = phi <2 x i64> [ zeroinitializer, %649 ], [ %675, %651 ]
  %655 = phi <2 x i64> [ <i64 0, i64 -7046029254386353131>, %649 ], [ %677, %651 ]
  %656 = add <2 x i64> %655, <i64 -7046029254386353131, i64 -7046029254386353131>, !dbg !646
  %657 = add <2 x i64> %655, <i64 -2691343689449507777, i64 -2691343689449507777>, !dbg !646
  %658 = lshr <2 x i64> %656, <i64 30, i64 30>, !dbg !656
  %659 = lshr <2 x i64> %657, <i64 30, i64 30>, !dbg !656
  %660 = xor <2 x i64> %658, %656, !dbg !657
  %661 = xor <2 x i64> %659, %657, !dbg !657
  %662 = mul <2 x i64> %660, <i64 -4658895280553007687, i64 -4658895280553007687>, !dbg !658
  %663 = mul <2 x i64> %661, <i64 -4658895280553007687, i64 -4658895280553007687>, !dbg !658
  %664 = lshr <2 x i64> %662, <i64 27, i64 27>, !dbg !659
  %665 = lshr <2 x i64> %663, <i64 27, i64 27>, !dbg !659
  %666 = xor <2 x i64> %664, %662, !dbg !660
  %667 = xor <2 x i64> %665, %663, !dbg !660
  %668 = mul <2 x i64> %666, <i64 -7723592293110705685, i64 -7723592293110705685>, !dbg !661
  %669 = mul <2 x i64> %667, <i64 -7723592293110705685, i64 -7723592293110705685>, !dbg !661
  %670 = lshr <2 x i64> %668, <i64 31, i64 31>, !dbg !662
  %671 = lshr <2 x i64> %669, <i64 31, i64 31>, !dbg !662
  %672 = xor <2 x i64> %670, %668, !dbg !663
  %673 = xor <2 x i64> %671, %669, !dbg !663
  %674 = add <2 x i64> %672, %653, !dbg !664
  %675 = add <2 x i64> %673, %654, !dbg !664
  %676 = add nuw i64 %652, 4
  %677 = add <2 x i64> %655, <i64 8709371129873690708, i64 8709371129873690708>
  %678 = icmp eq i64 %676, 1000
  br i1 %678, label %679, label %651, !llvm.loop !665

679:                                              ; preds = %651
  %680 = add <2 x i64> %675, %674, !dbg !645
  %681 = call i64 @llvm.vector.reduce.add.v2i64(<2 x i64> %680), !dbg !645
  %682 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i64 noundef %681), !dbg !667
    #dbg_value(i32 0, !121, !DIExpression(), !668)
  %683 = load i64, ptr @xs_state, align 8, !tbaa !410
  br label %847, !dbg !669

684:                                              ; preds = %684, %455
  %685 = phi i32 [ 0, %455 ], [ %704, %684 ]
  %686 = phi i64 [ 0, %455 ], [ %703, %684 ]
  %687 = phi i64 [ %456, %455 ], [ %701, %684 ]
    #dbg_value(i32 %685, !115, !DIExpression(), !412)
    #dbg_value(i64 %686, !114, !DIExpression(), !135)
  %688 = lshr i64 %687, 12, !dbg !670
  %689 = xor i64 %688, %687, !dbg !671
  %690 = shl i64 %689, 25, !dbg !672
  %691 = xor i64 %690, %689, !dbg !673
  %692 = lshr i64 %691, 27, !dbg !674
  %693 = xor i64 %692, %691, !dbg !675
  %694 = mul i64 %693, 2685821657736338717, !dbg !676
  %695 = xor i64 %694, %686, !dbg !677
    #dbg_value(i64 %695, !114, !DIExpression(), !135)
    #dbg_value(i32 %685, !115, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !412)
  %696 = lshr i64 %693, 12, !dbg !670
  %697 = xor i64 %696, %693, !dbg !671
  %698 = shl i64 %697, 25, !dbg !672
  %699 = xor i64 %698, %697, !dbg !673
  %700 = lshr i64 %699, 27, !dbg !674
  %701 = xor i64 %700, %699, !dbg !675
  %702 = mul i64 %701, 2685821657736338717, !dbg !676
  %703 = xor i64 %702, %695, !dbg !677
    #dbg_value(i64 %703, !114, !DIExpression(), !135)
  %704 = add nuw nsw i32 %685, 2, !dbg !678
    #dbg_value(i32 %704, !115, !DIExpression(), !412)
  %705 = icmp eq i32 %704, 100000, !dbg !679
  br i1 %705, label %649, label %684, !dbg !413, !llvm.loop !680

706:                                              ; preds = %847
  store i64 %866, ptr @xs_state, align 8, !dbg !682, !tbaa !410
  br label %707, !dbg !685

707:                                              ; preds = %707, %706
  %708 = phi i32 [ -1, %706 ], [ %729, %707 ]
  %709 = phi ptr [ @main.big, %706 ], [ %721, %707 ]
  %710 = phi i64 [ 100000, %706 ], [ %720, %707 ]
    #dbg_value(i32 %708, !226, !DIExpression(), !687)
    #dbg_value(ptr %709, !225, !DIExpression(), !687)
    #dbg_value(i64 %710, !224, !DIExpression(), !687)
    #dbg_value(i64 %710, !224, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !687)
  %711 = getelementptr inbounds i8, ptr %709, i64 1, !dbg !688
    #dbg_value(ptr %711, !225, !DIExpression(), !687)
  %712 = load i8, ptr %709, align 1, !dbg !689, !tbaa !168
  %713 = trunc i32 %708 to i8, !dbg !690
  %714 = xor i8 %712, %713, !dbg !690
  %715 = zext i8 %714 to i64, !dbg !691
  %716 = getelementptr inbounds [256 x i32], ptr @crc_table, i64 0, i64 %715, !dbg !691
  %717 = load i32, ptr %716, align 4, !dbg !691, !tbaa !156
  %718 = lshr i32 %708, 8, !dbg !692
  %719 = xor i32 %717, %718, !dbg !693
    #dbg_value(i32 %719, !226, !DIExpression(), !687)
  %720 = add nsw i64 %710, -2, !dbg !694
    #dbg_value(i64 %720, !224, !DIExpression(), !687)
  %721 = getelementptr inbounds i8, ptr %709, i64 2, !dbg !688
    #dbg_value(ptr %721, !225, !DIExpression(), !687)
  %722 = load i8, ptr %711, align 1, !dbg !689, !tbaa !168
  %723 = trunc i32 %719 to i8, !dbg !690
  %724 = xor i8 %722, %723, !dbg !690
  %725 = zext i8 %724 to i64, !dbg !691
  %726 = getelementptr inbounds [256 x i32], ptr @crc_table, i64 0, i64 %725, !dbg !691
  %727 = load i32, ptr %726, align 4, !dbg !691, !tbaa !156
  %728 = lshr i32 %719, 8, !dbg !692
  %729 = xor i32 %727, %728, !dbg !693
    #dbg_value(i32 %729, !226, !DIExpression(), !687)
    #dbg_value(i64 %720, !224, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !687)
  %730 = icmp eq i64 %720, 0, !dbg !685
  br i1 %730, label %731, label %707, !dbg !685, !llvm.loop !695

731:                                              ; preds = %707, %731
  %732 = phi i32 [ %750, %731 ], [ 0, %707 ]
  %733 = phi i32 [ %748, %731 ], [ 1, %707 ]
  %734 = phi ptr [ %744, %731 ], [ @main.big, %707 ]
  %735 = phi i64 [ %743, %731 ], [ 100000, %707 ]
    #dbg_value(i32 %732, !286, !DIExpression(), !697)
    #dbg_value(i32 %733, !285, !DIExpression(), !697)
    #dbg_value(ptr %734, !284, !DIExpression(), !697)
    #dbg_value(i64 %735, !283, !DIExpression(), !697)
    #dbg_value(i64 %735, !283, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !697)
  %736 = getelementptr inbounds i8, ptr %734, i64 1, !dbg !699
    #dbg_value(ptr %736, !284, !DIExpression(), !697)
  %737 = load i8, ptr %734, align 1, !dbg !700, !tbaa !168
  %738 = zext i8 %737 to i32, !dbg !700
  %739 = add nuw nsw i32 %733, %738, !dbg !701
  %740 = urem i32 %739, 65521, !dbg !702
    #dbg_value(i32 %740, !285, !DIExpression(), !697)
  %741 = add nuw nsw i32 %740, %732, !dbg !703
  %742 = urem i32 %741, 65521, !dbg !704
    #dbg_value(i32 %742, !286, !DIExpression(), !697)
  %743 = add nsw i64 %735, -2, !dbg !705
    #dbg_value(i64 %743, !283, !DIExpression(), !697)
  %744 = getelementptr inbounds i8, ptr %734, i64 2, !dbg !699
    #dbg_value(ptr %744, !284, !DIExpression(), !697)
  %745 = load i8, ptr %736, align 1, !dbg !700, !tbaa !168
  %746 = zext i8 %745 to i32, !dbg !700
  %747 = add nuw nsw i32 %740, %746, !dbg !701
  %748 = urem i32 %747, 65521, !dbg !702
    #dbg_value(i32 %748, !285, !DIExpression(), !697)
  %749 = add nuw nsw i32 %748, %742, !dbg !703
  %750 = urem i32 %749, 65521, !dbg !704
    #dbg_value(i32 %750, !286, !DIExpression(), !697)
    #dbg_value(i64 %743, !283, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !697)
  %751 = icmp eq i64 %743, 0, !dbg !706
  br i1 %751, label %752, label %731, !dbg !706, !llvm.loop !707

752:                                              ; preds = %731, %752
  %753 = phi i32 [ %781, %752 ], [ -2128831035, %731 ]
  %754 = phi ptr [ %777, %752 ], [ @main.big, %731 ]
  %755 = phi i64 [ %776, %752 ], [ 100000, %731 ]
    #dbg_value(i32 %753, !188, !DIExpression(), !709)
    #dbg_value(ptr %754, !185, !DIExpression(), !709)
    #dbg_value(i64 %755, !184, !DIExpression(), !709)
    #dbg_value(i64 %755, !184, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !709)
  %756 = getelementptr inbounds i8, ptr %754, i64 1, !dbg !711
    #dbg_value(ptr %756, !185, !DIExpression(), !709)
  %757 = load i8, ptr %754, align 1, !dbg !712, !tbaa !168
  %758 = zext i8 %757 to i32, !dbg !712
  %759 = xor i32 %753, %758, !dbg !713
    #dbg_value(i32 %759, !188, !DIExpression(), !709)
  %760 = mul i32 %759, 16777619, !dbg !714
    #dbg_value(i32 %760, !188, !DIExpression(), !709)
    #dbg_value(i64 %755, !184, !DIExpression(DW_OP_constu, 2, DW_OP_minus, DW_OP_stack_value), !709)
  %761 = getelementptr inbounds i8, ptr %754, i64 2, !dbg !711
    #dbg_value(ptr %761, !185, !DIExpression(), !709)
  %762 = load i8, ptr %756, align 1, !dbg !712, !tbaa !168
  %763 = zext i8 %762 to i32, !dbg !712
  %764 = xor i32 %760, %763, !dbg !713
    #dbg_value(i32 %764, !188, !DIExpression(), !709)
  %765 = mul i32 %764, 16777619, !dbg !714
    #dbg_value(i32 %765, !188, !DIExpression(), !709)
    #dbg_value(i64 %755, !184, !DIExpression(DW_OP_constu, 3, DW_OP_minus, DW_OP_stack_value), !709)
  %766 = getelementptr inbounds i8, ptr %754, i64 3, !dbg !711
    #dbg_value(ptr %766, !185, !DIExpression(), !709)
  %767 = load i8, ptr %761, align 1, !dbg !712, !tbaa !168
  %768 = zext i8 %767 to i32, !dbg !712
  %769 = xor i32 %765, %768, !dbg !713
    #dbg_value(i32 %769, !188, !DIExpression(), !709)
  %770 = mul i32 %769, 16777619, !dbg !714
    #dbg_value(i32 %770, !188, !DIExpression(), !709)
    #dbg_value(i64 %755, !184, !DIExpression(DW_OP_constu, 4, DW_OP_minus, DW_OP_stack_value), !709)
  %771 = getelementptr inbounds i8, ptr %754, i64 4, !dbg !711
    #dbg_value(ptr %771, !185, !DIExpression(), !709)
  %772 = load i8, ptr %766, align 1, !dbg !712, !tbaa !168
  %773 = zext i8 %772 to i32, !dbg !712
  %774 = xor i32 %770, %773, !dbg !713
    #dbg_value(i32 %774, !188, !DIExpression(), !709)
  %775 = mul i32 %774, 16777619, !dbg !714
    #dbg_value(i32 %775, !188, !DIExpression(), !709)
  %776 = add nsw i64 %755, -5, !dbg !715
    #dbg_value(i64 %776, !184, !DIExpression(), !709)
  %777 = getelementptr inbounds i8, ptr %754, i64 5, !dbg !711
    #dbg_value(ptr %777, !185, !DIExpression(), !709)
  %778 = load i8, ptr %771, align 1, !dbg !712, !tbaa !168
  %779 = zext i8 %778 to i32, !dbg !712
  %780 = xor i32 %775, %779, !dbg !713
    #dbg_value(i32 %780, !188, !DIExpression(), !709)
  %781 = mul i32 %780, 16777619, !dbg !714
    #dbg_value(i32 %781, !188, !DIExpression(), !709)
    #dbg_value(i64 %776, !184, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !709)
  %782 = icmp eq i64 %776, 0, !dbg !716
  br i1 %782, label %783, label %752, !dbg !716, !llvm.loop !717

783:                                              ; preds = %752
  %784 = shl nuw i32 %750, 16, !dbg !719
  %785 = xor i32 %729, -1, !dbg !720
  %786 = or disjoint i32 %784, %748, !dbg !719
  %787 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %785, i32 noundef %786, i32 noundef %781), !dbg !721
    #dbg_value(ptr @.str.5, !223, !DIExpression(), !722)
    #dbg_value(i32 -1, !226, !DIExpression(), !722)
    #dbg_value(i64 8, !224, !DIExpression(), !722)
    #dbg_value(ptr poison, !225, !DIExpression(), !722)
  %788 = load i32, ptr getelementptr inbounds (i8, ptr @crc_table, i64 824), align 8, !dbg !724, !tbaa !156
    #dbg_value(i32 %788, !226, !DIExpression(DW_OP_constu, 16776960, DW_OP_xor, DW_OP_stack_value), !722)
    #dbg_value(i64 7, !224, !DIExpression(), !722)
  %789 = and i32 %788, 255, !dbg !724
  %790 = xor i32 %789, 205, !dbg !724
  %791 = zext nneg i32 %790 to i64, !dbg !724
  %792 = getelementptr inbounds [256 x i32], ptr @crc_table, i64 0, i64 %791, !dbg !724
  %793 = load i32, ptr %792, align 4, !dbg !724, !tbaa !156
  %794 = lshr i32 %788, 8, !dbg !725
  %795 = xor i32 %794, %793, !dbg !726
    #dbg_value(i32 %795, !226, !DIExpression(DW_OP_constu, 65280, DW_OP_xor, DW_OP_stack_value), !722)
    #dbg_value(i64 6, !224, !DIExpression(), !722)
  %796 = and i32 %795, 255, !dbg !724
  %797 = xor i32 %796, 204, !dbg !724
  %798 = zext nneg i32 %797 to i64, !dbg !724
  %799 = getelementptr inbounds [256 x i32], ptr @crc_table, i64 0, i64 %798, !dbg !724
  %800 = load i32, ptr %799, align 4, !dbg !724, !tbaa !156
  %801 = lshr i32 %795, 8, !dbg !725
  %802 = xor i32 %801, %800, !dbg !726
    #dbg_value(i32 %802, !226, !DIExpression(DW_OP_constu, 255, DW_OP_xor, DW_OP_stack_value), !722)
    #dbg_value(i64 5, !224, !DIExpression(), !722)
  %803 = and i32 %802, 255, !dbg !724
  %804 = xor i32 %803, 203, !dbg !724
  %805 = zext nneg i32 %804 to i64, !dbg !724
  %806 = getelementptr inbounds [256 x i32], ptr @crc_table, i64 0, i64 %805, !dbg !724
  %807 = load i32, ptr %806, align 4, !dbg !724, !tbaa !156
  %808 = lshr i32 %802, 8, !dbg !725
  %809 = xor i32 %807, %808, !dbg !726
    #dbg_value(i32 %809, !226, !DIExpression(), !722)
    #dbg_value(i64 4, !224, !DIExpression(), !722)
  %810 = and i32 %809, 255, !dbg !724
  %811 = xor i32 %810, 53, !dbg !724
  %812 = zext nneg i32 %811 to i64, !dbg !724
  %813 = getelementptr inbounds [256 x i32], ptr @crc_table, i64 0, i64 %812, !dbg !724
  %814 = load i32, ptr %813, align 4, !dbg !724, !tbaa !156
  %815 = lshr i32 %809, 8, !dbg !725
  %816 = xor i32 %814, %815, !dbg !726
    #dbg_value(i32 %816, !226, !DIExpression(), !722)
    #dbg_value(i64 3, !224, !DIExpression(), !722)
  %817 = and i32 %816, 255, !dbg !724
  %818 = xor i32 %817, 54, !dbg !724
  %819 = zext nneg i32 %818 to i64, !dbg !724
  %820 = getelementptr inbounds [256 x i32], ptr @crc_table, i64 0, i64 %819, !dbg !724
  %821 = load i32, ptr %820, align 4, !dbg !724, !tbaa !156
  %822 = lshr i32 %816, 8, !dbg !725
  %823 = xor i32 %821, %822, !dbg !726
    #dbg_value(i32 %823, !226, !DIExpression(), !722)
    #dbg_value(i64 2, !224, !DIExpression(), !722)
  %824 = and i32 %823, 255, !dbg !724
  %825 = xor i32 %824, 55, !dbg !724
  %826 = zext nneg i32 %825 to i64, !dbg !724
  %827 = getelementptr inbounds [256 x i32], ptr @crc_table, i64 0, i64 %826, !dbg !724
  %828 = load i32, ptr %827, align 4, !dbg !724, !tbaa !156
  %829 = lshr i32 %823, 8, !dbg !725
  %830 = xor i32 %828, %829, !dbg !726
    #dbg_value(i32 %830, !226, !DIExpression(), !722)
    #dbg_value(i64 1, !224, !DIExpression(), !722)
  %831 = and i32 %830, 255, !dbg !724
  %832 = xor i32 %831, 56, !dbg !724
  %833 = zext nneg i32 %832 to i64, !dbg !724
  %834 = getelementptr inbounds [256 x i32], ptr @crc_table, i64 0, i64 %833, !dbg !724
  %835 = load i32, ptr %834, align 4, !dbg !724, !tbaa !156
  %836 = lshr i32 %830, 8, !dbg !725
  %837 = xor i32 %835, %836, !dbg !726
    #dbg_value(i32 %837, !226, !DIExpression(), !722)
    #dbg_value(i64 0, !224, !DIExpression(), !722)
  %838 = and i32 %837, 255, !dbg !724
  %839 = xor i32 %838, 57, !dbg !724
  %840 = zext nneg i32 %839 to i64, !dbg !724
  %841 = getelementptr inbounds [256 x i32], ptr @crc_table, i64 0, i64 %840, !dbg !724
  %842 = load i32, ptr %841, align 4, !dbg !724, !tbaa !156
  %843 = lshr i32 %837, 8, !dbg !725
  %844 = xor i32 %842, %843, !dbg !726
    #dbg_value(i32 %844, !226, !DIExpression(), !722)
    #dbg_value(i64 0, !224, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !722)
  %845 = and i32 %844, 255, !dbg !727
  %846 = xor i32 %845, 255, !dbg !727
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %1) #5, !dbg !728
  ret i32 %846, !dbg !729

847:                                              ; preds = %847, %679
  %848 = phi i64 [ 0, %679 ], [ %871, %847 ]
  %849 = phi i64 [ %683, %679 ], [ %866, %847 ]
    #dbg_value(i64 %848, !121, !DIExpression(), !668)
  %850 = lshr i64 %849, 12, !dbg !730
  %851 = xor i64 %850, %849, !dbg !731
  %852 = shl i64 %851, 25, !dbg !732
  %853 = xor i64 %852, %851, !dbg !733
  %854 = lshr i64 %853, 27, !dbg !734
  %855 = xor i64 %854, %853, !dbg !735
  %856 = mul i64 %855, 2685821657736338717, !dbg !736
  %857 = lshr i64 %856, 56, !dbg !737
  %858 = trunc nuw i64 %857 to i8, !dbg !738
  %859 = getelementptr inbounds [100000 x i8], ptr @main.big, i64 0, i64 %848, !dbg !739
  store i8 %858, ptr %859, align 2, !dbg !740, !tbaa !168
  %860 = or disjoint i64 %848, 1, !dbg !741
    #dbg_value(i64 %860, !121, !DIExpression(), !668)
  %861 = lshr i64 %855, 12, !dbg !730
  %862 = xor i64 %861, %855, !dbg !731
  %863 = shl i64 %862, 25, !dbg !732
  %864 = xor i64 %863, %862, !dbg !733
  %865 = lshr i64 %864, 27, !dbg !734
  %866 = xor i64 %865, %864, !dbg !735
  %867 = mul i64 %866, 2685821657736338717, !dbg !736
  %868 = lshr i64 %867, 56, !dbg !737
  %869 = trunc nuw i64 %868 to i8, !dbg !738
  %870 = getelementptr inbounds [100000 x i8], ptr @main.big, i64 0, i64 %860, !dbg !739
  store i8 %869, ptr %870, align 1, !dbg !740, !tbaa !168
  %871 = add nuw nsw i64 %848, 2, !dbg !741
    #dbg_value(i64 %871, !121, !DIExpression(), !668)
  %872 = icmp eq i64 %871, 100000, !dbg !742
  br i1 %872, label %706, label %847, !dbg !669, !llvm.loop !743
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read)
declare !dbg !745 i64 @strlen(ptr nocapture noundef) local_unnamed_addr #2

; Function Attrs: nofree nounwind
declare !dbg !749 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.fshl.i32(i32, i32, i32) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.fshl.i64(i64, i64, i64) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.vector.reduce.add.v2i64(<2 x i64>) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.xor.v4i32(<4 x i32>) #4

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nofree nounwind willreturn memory(argmem: read) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { nounwind }
attributes #6 = { nounwind willreturn memory(read) }

!llvm.dbg.cu = !{!58}
!llvm.module.flags = !{!126, !127, !128, !129, !130, !131, !132}
!llvm.ident = !{!133}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 39, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "programs/hash_functions.c", directory: ".", checksumkind: CSK_MD5, checksum: "19fd486365a5ba73af2bd5cbe9e2044f")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 8, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 1)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 39, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 16, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 2)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 39, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 32, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 4)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(scope: null, file: !2, line: 39, type: !19, isLocal: true, isDefinition: true)
!19 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 120, elements: !20)
!20 = !{!21}
!21 = !DISubrange(count: 15)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(scope: null, file: !2, line: 39, type: !24, isLocal: true, isDefinition: true)
!24 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 352, elements: !25)
!25 = !{!26}
!26 = !DISubrange(count: 44)
!27 = !DIGlobalVariableExpression(var: !28, expr: !DIExpression())
!28 = distinct !DIGlobalVariable(scope: null, file: !2, line: 39, type: !29, isLocal: true, isDefinition: true)
!29 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 80, elements: !30)
!30 = !{!31}
!31 = !DISubrange(count: 10)
!32 = !DIGlobalVariableExpression(var: !33, expr: !DIExpression())
!33 = distinct !DIGlobalVariable(scope: null, file: !2, line: 42, type: !34, isLocal: true, isDefinition: true)
!34 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 744, elements: !35)
!35 = !{!36}
!36 = !DISubrange(count: 93)
!37 = !DIGlobalVariableExpression(var: !38, expr: !DIExpression())
!38 = distinct !DIGlobalVariable(scope: null, file: !2, line: 47, type: !39, isLocal: true, isDefinition: true)
!39 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 192, elements: !40)
!40 = !{!41}
!41 = !DISubrange(count: 24)
!42 = !DIGlobalVariableExpression(var: !43, expr: !DIExpression())
!43 = distinct !DIGlobalVariable(scope: null, file: !2, line: 48, type: !44, isLocal: true, isDefinition: true)
!44 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 200, elements: !45)
!45 = !{!46}
!46 = !DISubrange(count: 25)
!47 = !DIGlobalVariableExpression(var: !48, expr: !DIExpression())
!48 = distinct !DIGlobalVariable(scope: null, file: !2, line: 49, type: !49, isLocal: true, isDefinition: true)
!49 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 176, elements: !50)
!50 = !{!51}
!51 = !DISubrange(count: 22)
!52 = !DIGlobalVariableExpression(var: !53, expr: !DIExpression())
!53 = distinct !DIGlobalVariable(name: "big", scope: !54, file: !2, line: 50, type: !123, isLocal: true, isDefinition: true)
!54 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 37, type: !55, scopeLine: 37, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !58, retainedNodes: !87)
!55 = !DISubroutineType(types: !56)
!56 = !{!57}
!57 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!58 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !59, globals: !74, splitDebugInlining: false, nameTableKind: None)
!59 = !{!60, !61, !66, !57, !65, !69, !72}
!60 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!61 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint8_t", file: !62, line: 24, baseType: !63)
!62 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-uintn.h", directory: "", checksumkind: CSK_MD5, checksum: "2bf2ae53c58c01b1a1b9383b5195125c")
!63 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint8_t", file: !64, line: 38, baseType: !65)
!64 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!65 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!66 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !67, line: 18, baseType: !68)
!67 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stddef_size_t.h", directory: "", checksumkind: CSK_MD5, checksum: "2c44e821a2b1951cde2eb0fb2e656867")
!68 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!69 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint32_t", file: !62, line: 26, baseType: !70)
!70 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint32_t", file: !64, line: 42, baseType: !71)
!71 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!72 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint64_t", file: !62, line: 27, baseType: !73)
!73 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint64_t", file: !64, line: 45, baseType: !68)
!74 = !{!0, !7, !12, !17, !22, !27, !32, !37, !42, !47, !52, !75, !80, !85}
!75 = !DIGlobalVariableExpression(var: !76, expr: !DIExpression())
!76 = distinct !DIGlobalVariable(scope: null, file: !2, line: 51, type: !77, isLocal: true, isDefinition: true)
!77 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 272, elements: !78)
!78 = !{!79}
!79 = !DISubrange(count: 34)
!80 = !DIGlobalVariableExpression(var: !81, expr: !DIExpression())
!81 = distinct !DIGlobalVariable(name: "crc_table", scope: !58, file: !2, line: 9, type: !82, isLocal: true, isDefinition: true)
!82 = !DICompositeType(tag: DW_TAG_array_type, baseType: !69, size: 8192, elements: !83)
!83 = !{!84}
!84 = !DISubrange(count: 256)
!85 = !DIGlobalVariableExpression(var: !86, expr: !DIExpression())
!86 = distinct !DIGlobalVariable(name: "xs_state", scope: !58, file: !2, line: 24, type: !72, isLocal: true, isDefinition: true)
!87 = !{!88, !94, !96, !99, !100, !104, !108, !110, !112, !114, !115, !117, !118, !119, !121}
!88 = !DILocalVariable(name: "msgs", scope: !54, file: !2, line: 39, type: !89)
!89 = !DICompositeType(tag: DW_TAG_array_type, baseType: !90, size: 384, elements: !92)
!90 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !91, size: 64)
!91 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!92 = !{!93}
!93 = !DISubrange(count: 6)
!94 = !DILocalVariable(name: "i", scope: !95, file: !2, line: 40, type: !57)
!95 = distinct !DILexicalBlock(scope: !54, file: !2, line: 40, column: 5)
!96 = !DILocalVariable(name: "m", scope: !97, file: !2, line: 41, type: !90)
!97 = distinct !DILexicalBlock(scope: !98, file: !2, line: 40, column: 33)
!98 = distinct !DILexicalBlock(scope: !95, file: !2, line: 40, column: 5)
!99 = !DILocalVariable(name: "n", scope: !97, file: !2, line: 41, type: !66)
!100 = !DILocalVariable(name: "key", scope: !54, file: !2, line: 45, type: !101)
!101 = !DICompositeType(tag: DW_TAG_array_type, baseType: !61, size: 128, elements: !102)
!102 = !{!103}
!103 = !DISubrange(count: 16)
!104 = !DILocalVariable(name: "buf", scope: !54, file: !2, line: 45, type: !105)
!105 = !DICompositeType(tag: DW_TAG_array_type, baseType: !61, size: 512, elements: !106)
!106 = !{!107}
!107 = !DISubrange(count: 64)
!108 = !DILocalVariable(name: "i", scope: !109, file: !2, line: 45, type: !57)
!109 = distinct !DILexicalBlock(scope: !54, file: !2, line: 45, column: 31)
!110 = !DILocalVariable(name: "i", scope: !111, file: !2, line: 46, type: !57)
!111 = distinct !DILexicalBlock(scope: !54, file: !2, line: 46, column: 5)
!112 = !DILocalVariable(name: "len", scope: !113, file: !2, line: 47, type: !57)
!113 = distinct !DILexicalBlock(scope: !54, file: !2, line: 47, column: 5)
!114 = !DILocalVariable(name: "acc", scope: !54, file: !2, line: 48, type: !72)
!115 = !DILocalVariable(name: "i", scope: !116, file: !2, line: 48, type: !57)
!116 = distinct !DILexicalBlock(scope: !54, file: !2, line: 48, column: 23)
!117 = !DILocalVariable(name: "s", scope: !54, file: !2, line: 49, type: !72)
!118 = !DILocalVariable(name: "sm", scope: !54, file: !2, line: 49, type: !72)
!119 = !DILocalVariable(name: "i", scope: !120, file: !2, line: 49, type: !57)
!120 = distinct !DILexicalBlock(scope: !54, file: !2, line: 49, column: 38)
!121 = !DILocalVariable(name: "i", scope: !122, file: !2, line: 50, type: !57)
!122 = distinct !DILexicalBlock(scope: !54, file: !2, line: 50, column: 33)
!123 = !DICompositeType(tag: DW_TAG_array_type, baseType: !61, size: 800000, elements: !124)
!124 = !{!125}
!125 = !DISubrange(count: 100000)
!126 = !{i32 7, !"Dwarf Version", i32 5}
!127 = !{i32 2, !"Debug Info Version", i32 3}
!128 = !{i32 1, !"wchar_size", i32 4}
!129 = !{i32 8, !"PIC Level", i32 2}
!130 = !{i32 7, !"PIE Level", i32 2}
!131 = !{i32 7, !"uwtable", i32 2}
!132 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!133 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!134 = distinct !DIAssignID()
!135 = !DILocation(line: 0, scope: !54)
!136 = !DILocalVariable(name: "i", scope: !137, file: !2, line: 10, type: !69)
!137 = distinct !DILexicalBlock(scope: !138, file: !2, line: 10, column: 30)
!138 = distinct !DISubprogram(name: "crc_init", scope: !2, file: !2, line: 10, type: !139, scopeLine: 10, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !58, retainedNodes: !141)
!139 = !DISubroutineType(types: !140)
!140 = !{null}
!141 = !{!136, !142, !145}
!142 = !DILocalVariable(name: "c", scope: !143, file: !2, line: 10, type: !69)
!143 = distinct !DILexicalBlock(scope: !144, file: !2, line: 10, column: 65)
!144 = distinct !DILexicalBlock(scope: !137, file: !2, line: 10, column: 30)
!145 = !DILocalVariable(name: "k", scope: !146, file: !2, line: 10, type: !57)
!146 = distinct !DILexicalBlock(scope: !143, file: !2, line: 10, column: 83)
!147 = !DILocation(line: 0, scope: !137, inlinedAt: !148)
!148 = distinct !DILocation(line: 38, column: 5, scope: !54)
!149 = !DILocation(line: 10, column: 30, scope: !137, inlinedAt: !148)
!150 = !DILocation(line: 10, column: 61, scope: !144, inlinedAt: !148)
!151 = !DILocation(line: 10, column: 117, scope: !152, inlinedAt: !148)
!152 = distinct !DILexicalBlock(scope: !146, file: !2, line: 10, column: 83)
!153 = !DILocation(line: 10, column: 115, scope: !152, inlinedAt: !148)
!154 = !DILocation(line: 10, column: 156, scope: !143, inlinedAt: !148)
!155 = !DILocation(line: 10, column: 169, scope: !143, inlinedAt: !148)
!156 = !{!157, !157, i64 0}
!157 = !{!"int", !158, i64 0}
!158 = !{!"omnipotent char", !159, i64 0}
!159 = !{!"Simple C/C++ TBAA"}
!160 = distinct !{!160, !149, !161, !162, !163, !164}
!161 = !DILocation(line: 10, column: 174, scope: !137, inlinedAt: !148)
!162 = !{!"llvm.loop.mustprogress"}
!163 = !{!"llvm.loop.isvectorized", i32 1}
!164 = !{!"llvm.loop.unroll.runtime.disable"}
!165 = !DILocation(line: 45, column: 5, scope: !54)
!166 = !DILocation(line: 46, column: 41, scope: !167)
!167 = distinct !DILexicalBlock(scope: !111, file: !2, line: 46, column: 5)
!168 = !{!158, !158, i64 0}
!169 = !DILocation(line: 46, column: 34, scope: !167)
!170 = !DILocation(line: 47, column: 5, scope: !113)
!171 = !DILocation(line: 0, scope: !95)
!172 = !DILocation(line: 41, column: 25, scope: !97)
!173 = !{!174, !174, i64 0}
!174 = !{!"any pointer", !158, i64 0}
!175 = !DILocation(line: 0, scope: !97)
!176 = !DILocation(line: 41, column: 45, scope: !97)
!177 = !DILocalVariable(name: "d", arg: 1, scope: !178, file: !2, line: 7, type: !181)
!178 = distinct !DISubprogram(name: "fnv1a32", scope: !2, file: !2, line: 7, type: !179, scopeLine: 7, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !58, retainedNodes: !183)
!179 = !DISubroutineType(types: !180)
!180 = !{!69, !181, !66}
!181 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !182, size: 64)
!182 = !DIDerivedType(tag: DW_TAG_const_type, baseType: null)
!183 = !{!177, !184, !185, !188}
!184 = !DILocalVariable(name: "n", arg: 2, scope: !178, file: !2, line: 7, type: !66)
!185 = !DILocalVariable(name: "p", scope: !178, file: !2, line: 7, type: !186)
!186 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !187, size: 64)
!187 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !61)
!188 = !DILocalVariable(name: "h", scope: !178, file: !2, line: 7, type: !69)
!189 = !DILocation(line: 0, scope: !178, inlinedAt: !190)
!190 = distinct !DILocation(line: 42, column: 116, scope: !97)
!191 = !DILocation(line: 7, column: 100, scope: !178, inlinedAt: !190)
!192 = !DILocation(line: 7, column: 121, scope: !193, inlinedAt: !190)
!193 = distinct !DILexicalBlock(scope: !178, file: !2, line: 7, column: 112)
!194 = !DILocation(line: 7, column: 119, scope: !193, inlinedAt: !190)
!195 = !DILocation(line: 7, column: 116, scope: !193, inlinedAt: !190)
!196 = !DILocation(line: 7, column: 127, scope: !193, inlinedAt: !190)
!197 = distinct !{!197, !191, !198, !162}
!198 = !DILocation(line: 7, column: 141, scope: !178, inlinedAt: !190)
!199 = distinct !{!199, !200}
!200 = !{!"llvm.loop.unroll.disable"}
!201 = !DILocation(line: 8, column: 112, scope: !202, inlinedAt: !210)
!202 = distinct !DISubprogram(name: "fnv1a64", scope: !2, file: !2, line: 8, type: !203, scopeLine: 8, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !58, retainedNodes: !205)
!203 = !DISubroutineType(types: !204)
!204 = !{!72, !181, !66}
!205 = !{!206, !207, !208, !209}
!206 = !DILocalVariable(name: "d", arg: 1, scope: !202, file: !2, line: 8, type: !181)
!207 = !DILocalVariable(name: "n", arg: 2, scope: !202, file: !2, line: 8, type: !66)
!208 = !DILocalVariable(name: "p", scope: !202, file: !2, line: 8, type: !186)
!209 = !DILocalVariable(name: "h", scope: !202, file: !2, line: 8, type: !72)
!210 = distinct !DILocation(line: 42, column: 151, scope: !97)
!211 = !DILocation(line: 0, scope: !202, inlinedAt: !210)
!212 = !DILocation(line: 8, column: 133, scope: !213, inlinedAt: !210)
!213 = distinct !DILexicalBlock(scope: !202, file: !2, line: 8, column: 124)
!214 = !DILocation(line: 8, column: 131, scope: !213, inlinedAt: !210)
!215 = !DILocation(line: 8, column: 128, scope: !213, inlinedAt: !210)
!216 = !DILocation(line: 8, column: 139, scope: !213, inlinedAt: !210)
!217 = distinct !{!217, !201, !218, !162}
!218 = !DILocation(line: 8, column: 160, scope: !202, inlinedAt: !210)
!219 = distinct !{!219, !200}
!220 = !DILocation(line: 11, column: 102, scope: !221, inlinedAt: !227)
!221 = distinct !DISubprogram(name: "crc32_tab", scope: !2, file: !2, line: 11, type: !179, scopeLine: 11, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !58, retainedNodes: !222)
!222 = !{!223, !224, !225, !226}
!223 = !DILocalVariable(name: "d", arg: 1, scope: !221, file: !2, line: 11, type: !181)
!224 = !DILocalVariable(name: "n", arg: 2, scope: !221, file: !2, line: 11, type: !66)
!225 = !DILocalVariable(name: "p", scope: !221, file: !2, line: 11, type: !186)
!226 = !DILocalVariable(name: "c", scope: !221, file: !2, line: 11, type: !69)
!227 = distinct !DILocation(line: 43, column: 16, scope: !97)
!228 = !DILocation(line: 0, scope: !221, inlinedAt: !227)
!229 = !DILocation(line: 11, column: 135, scope: !221, inlinedAt: !227)
!230 = !DILocation(line: 11, column: 133, scope: !221, inlinedAt: !227)
!231 = !DILocation(line: 11, column: 139, scope: !221, inlinedAt: !227)
!232 = !DILocation(line: 11, column: 118, scope: !221, inlinedAt: !227)
!233 = !DILocation(line: 11, column: 152, scope: !221, inlinedAt: !227)
!234 = !DILocation(line: 11, column: 147, scope: !221, inlinedAt: !227)
!235 = distinct !{!235, !220, !236, !162}
!236 = !DILocation(line: 11, column: 156, scope: !221, inlinedAt: !227)
!237 = !DILocation(line: 12, column: 117, scope: !238, inlinedAt: !250)
!238 = distinct !DISubprogram(name: "crc32_bit", scope: !2, file: !2, line: 12, type: !239, scopeLine: 12, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !58, retainedNodes: !241)
!239 = !DISubroutineType(types: !240)
!240 = !{!69, !181, !66, !69}
!241 = !{!242, !243, !244, !245, !246, !247}
!242 = !DILocalVariable(name: "d", arg: 1, scope: !238, file: !2, line: 12, type: !181)
!243 = !DILocalVariable(name: "n", arg: 2, scope: !238, file: !2, line: 12, type: !66)
!244 = !DILocalVariable(name: "poly", arg: 3, scope: !238, file: !2, line: 12, type: !69)
!245 = !DILocalVariable(name: "p", scope: !238, file: !2, line: 12, type: !186)
!246 = !DILocalVariable(name: "c", scope: !238, file: !2, line: 12, type: !69)
!247 = !DILocalVariable(name: "k", scope: !248, file: !2, line: 12, type: !57)
!248 = distinct !DILexicalBlock(scope: !249, file: !2, line: 12, column: 142)
!249 = distinct !DILexicalBlock(scope: !238, file: !2, line: 12, column: 129)
!250 = distinct !DILocation(line: 43, column: 33, scope: !97)
!251 = !DILocation(line: 12, column: 125, scope: !238, inlinedAt: !250)
!252 = !DILocation(line: 0, scope: !238, inlinedAt: !250)
!253 = !DILocation(line: 12, column: 136, scope: !249, inlinedAt: !250)
!254 = !DILocation(line: 12, column: 133, scope: !249, inlinedAt: !250)
!255 = !DILocation(line: 0, scope: !248, inlinedAt: !250)
!256 = !DILocation(line: 12, column: 177, scope: !257, inlinedAt: !250)
!257 = distinct !DILexicalBlock(scope: !248, file: !2, line: 12, column: 142)
!258 = !DILocation(line: 12, column: 202, scope: !257, inlinedAt: !250)
!259 = !DILocation(line: 12, column: 191, scope: !257, inlinedAt: !250)
!260 = !DILocation(line: 12, column: 183, scope: !257, inlinedAt: !250)
!261 = !DILocation(line: 12, column: 138, scope: !249, inlinedAt: !250)
!262 = distinct !{!262, !237, !263, !162}
!263 = !DILocation(line: 12, column: 210, scope: !238, inlinedAt: !250)
!264 = !DILocation(line: 11, column: 168, scope: !221, inlinedAt: !227)
!265 = !DILocation(line: 0, scope: !238, inlinedAt: !266)
!266 = distinct !DILocation(line: 43, column: 63, scope: !97)
!267 = !DILocation(line: 12, column: 117, scope: !238, inlinedAt: !266)
!268 = !DILocation(line: 12, column: 125, scope: !238, inlinedAt: !266)
!269 = !DILocation(line: 12, column: 136, scope: !249, inlinedAt: !266)
!270 = !DILocation(line: 12, column: 133, scope: !249, inlinedAt: !266)
!271 = !DILocation(line: 0, scope: !248, inlinedAt: !266)
!272 = !DILocation(line: 12, column: 177, scope: !257, inlinedAt: !266)
!273 = !DILocation(line: 12, column: 202, scope: !257, inlinedAt: !266)
!274 = !DILocation(line: 12, column: 191, scope: !257, inlinedAt: !266)
!275 = !DILocation(line: 12, column: 183, scope: !257, inlinedAt: !266)
!276 = !DILocation(line: 12, column: 138, scope: !249, inlinedAt: !266)
!277 = distinct !{!277, !267, !278, !162}
!278 = !DILocation(line: 12, column: 210, scope: !238, inlinedAt: !266)
!279 = !DILocation(line: 12, column: 219, scope: !238, inlinedAt: !250)
!280 = !DILocalVariable(name: "d", arg: 1, scope: !281, file: !2, line: 13, type: !181)
!281 = distinct !DISubprogram(name: "adler32", scope: !2, file: !2, line: 13, type: !179, scopeLine: 13, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !58, retainedNodes: !282)
!282 = !{!280, !283, !284, !285, !286}
!283 = !DILocalVariable(name: "n", arg: 2, scope: !281, file: !2, line: 13, type: !66)
!284 = !DILocalVariable(name: "p", scope: !281, file: !2, line: 13, type: !186)
!285 = !DILocalVariable(name: "a", scope: !281, file: !2, line: 13, type: !69)
!286 = !DILocalVariable(name: "b", scope: !281, file: !2, line: 13, type: !69)
!287 = !DILocation(line: 0, scope: !281, inlinedAt: !288)
!288 = distinct !DILocation(line: 43, column: 93, scope: !97)
!289 = !DILocation(line: 13, column: 97, scope: !281, inlinedAt: !288)
!290 = !DILocation(line: 13, column: 122, scope: !291, inlinedAt: !288)
!291 = distinct !DILexicalBlock(scope: !281, file: !2, line: 13, column: 109)
!292 = !DILocation(line: 13, column: 120, scope: !291, inlinedAt: !288)
!293 = !DILocation(line: 13, column: 118, scope: !291, inlinedAt: !288)
!294 = !DILocation(line: 13, column: 126, scope: !291, inlinedAt: !288)
!295 = !DILocation(line: 13, column: 142, scope: !291, inlinedAt: !288)
!296 = !DILocation(line: 13, column: 147, scope: !291, inlinedAt: !288)
!297 = distinct !{!297, !289, !298, !162}
!298 = !DILocation(line: 13, column: 156, scope: !281, inlinedAt: !288)
!299 = !DILocation(line: 12, column: 219, scope: !238, inlinedAt: !266)
!300 = !DILocation(line: 13, column: 168, scope: !281, inlinedAt: !288)
!301 = !DILocation(line: 13, column: 175, scope: !281, inlinedAt: !288)
!302 = !DILocalVariable(name: "h", scope: !303, file: !2, line: 14, type: !69)
!303 = distinct !DISubprogram(name: "djb2", scope: !2, file: !2, line: 14, type: !304, scopeLine: 14, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !58, retainedNodes: !306)
!304 = !DISubroutineType(types: !305)
!305 = !{!69, !90}
!306 = !{!307, !302, !308}
!307 = !DILocalVariable(name: "s", arg: 1, scope: !303, file: !2, line: 14, type: !90)
!308 = !DILocalVariable(name: "c", scope: !303, file: !2, line: 14, type: !57)
!309 = !DILocation(line: 0, scope: !303, inlinedAt: !310)
!310 = distinct !DILocation(line: 43, column: 108, scope: !97)
!311 = !DILocation(line: 14, column: 92, scope: !303, inlinedAt: !310)
!312 = !DILocation(line: 14, column: 65, scope: !303, inlinedAt: !310)
!313 = !DILocation(line: 14, column: 77, scope: !303, inlinedAt: !310)
!314 = !DILocation(line: 14, column: 94, scope: !303, inlinedAt: !310)
!315 = !DILocation(line: 14, column: 105, scope: !303, inlinedAt: !310)
!316 = !DILocation(line: 14, column: 110, scope: !303, inlinedAt: !310)
!317 = distinct !{!317, !312, !318, !162}
!318 = !DILocation(line: 14, column: 122, scope: !303, inlinedAt: !310)
!319 = !DILocation(line: 14, scope: !303, inlinedAt: !310)
!320 = !DILocalVariable(name: "key", arg: 1, scope: !321, file: !2, line: 17, type: !181)
!321 = distinct !DISubprogram(name: "murmur3_32", scope: !2, file: !2, line: 17, type: !239, scopeLine: 17, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !58, retainedNodes: !322)
!322 = !{!320, !323, !324, !325, !326, !327, !328, !329, !330, !332, !335, !336}
!323 = !DILocalVariable(name: "len", arg: 2, scope: !321, file: !2, line: 17, type: !66)
!324 = !DILocalVariable(name: "seed", arg: 3, scope: !321, file: !2, line: 17, type: !69)
!325 = !DILocalVariable(name: "data", scope: !321, file: !2, line: 18, type: !186)
!326 = !DILocalVariable(name: "nblocks", scope: !321, file: !2, line: 18, type: !66)
!327 = !DILocalVariable(name: "h1", scope: !321, file: !2, line: 18, type: !69)
!328 = !DILocalVariable(name: "c1", scope: !321, file: !2, line: 18, type: !69)
!329 = !DILocalVariable(name: "c2", scope: !321, file: !2, line: 18, type: !69)
!330 = !DILocalVariable(name: "i", scope: !331, file: !2, line: 19, type: !66)
!331 = distinct !DILexicalBlock(scope: !321, file: !2, line: 19, column: 5)
!332 = !DILocalVariable(name: "k1", scope: !333, file: !2, line: 19, type: !69)
!333 = distinct !DILexicalBlock(scope: !334, file: !2, line: 19, column: 42)
!334 = distinct !DILexicalBlock(scope: !331, file: !2, line: 19, column: 5)
!335 = !DILocalVariable(name: "tail", scope: !321, file: !2, line: 20, type: !186)
!336 = !DILocalVariable(name: "k1", scope: !321, file: !2, line: 20, type: !69)
!337 = !DILocation(line: 0, scope: !321, inlinedAt: !338)
!338 = distinct !DILocation(line: 43, column: 117, scope: !97)
!339 = !DILocation(line: 18, column: 53, scope: !321, inlinedAt: !338)
!340 = !DILocation(line: 0, scope: !331, inlinedAt: !338)
!341 = !DILocation(line: 19, column: 26, scope: !334, inlinedAt: !338)
!342 = !DILocation(line: 19, column: 5, scope: !331, inlinedAt: !338)
!343 = !DILocation(line: 19, column: 78, scope: !333, inlinedAt: !338)
!344 = !DILocation(line: 19, column: 74, scope: !333, inlinedAt: !338)
!345 = !DILocation(line: 19, column: 57, scope: !333, inlinedAt: !338)
!346 = !DILocation(line: 0, scope: !333, inlinedAt: !338)
!347 = !DILocation(line: 19, column: 90, scope: !333, inlinedAt: !338)
!348 = !DILocalVariable(name: "x", arg: 1, scope: !349, file: !2, line: 15, type: !69)
!349 = distinct !DISubprogram(name: "rotl32", scope: !2, file: !2, line: 15, type: !350, scopeLine: 15, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !58, retainedNodes: !352)
!350 = !DISubroutineType(types: !351)
!351 = !{!69, !69, !57}
!352 = !{!348, !353}
!353 = !DILocalVariable(name: "r", arg: 2, scope: !349, file: !2, line: 15, type: !57)
!354 = !DILocation(line: 0, scope: !349, inlinedAt: !355)
!355 = distinct !DILocation(line: 19, column: 102, scope: !333, inlinedAt: !338)
!356 = !DILocation(line: 15, column: 55, scope: !349, inlinedAt: !355)
!357 = !DILocation(line: 15, column: 66, scope: !349, inlinedAt: !355)
!358 = !DILocation(line: 15, column: 61, scope: !349, inlinedAt: !355)
!359 = !DILocation(line: 19, column: 121, scope: !333, inlinedAt: !338)
!360 = !DILocation(line: 19, column: 131, scope: !333, inlinedAt: !338)
!361 = !DILocation(line: 0, scope: !349, inlinedAt: !362)
!362 = distinct !DILocation(line: 19, column: 143, scope: !333, inlinedAt: !338)
!363 = !DILocation(line: 15, column: 61, scope: !349, inlinedAt: !362)
!364 = !DILocation(line: 19, column: 167, scope: !333, inlinedAt: !338)
!365 = !DILocation(line: 19, column: 171, scope: !333, inlinedAt: !338)
!366 = !DILocation(line: 20, column: 42, scope: !321, inlinedAt: !338)
!367 = !DILocation(line: 20, column: 32, scope: !321, inlinedAt: !338)
!368 = !DILocation(line: 21, column: 17, scope: !321, inlinedAt: !338)
!369 = !DILocation(line: 21, column: 5, scope: !321, inlinedAt: !338)
!370 = !DILocation(line: 19, column: 38, scope: !334, inlinedAt: !338)
!371 = distinct !{!371, !342, !372, !162}
!372 = !DILocation(line: 19, column: 185, scope: !331, inlinedAt: !338)
!373 = !DILocation(line: 21, column: 48, scope: !374, inlinedAt: !338)
!374 = distinct !DILexicalBlock(scope: !321, file: !2, line: 21, column: 22)
!375 = !DILocation(line: 21, column: 38, scope: !374, inlinedAt: !338)
!376 = !DILocation(line: 21, column: 56, scope: !374, inlinedAt: !338)
!377 = !DILocation(line: 21, column: 32, scope: !374, inlinedAt: !338)
!378 = !DILocation(line: 21, column: 106, scope: !374, inlinedAt: !338)
!379 = !DILocation(line: 21, column: 96, scope: !374, inlinedAt: !338)
!380 = !DILocation(line: 21, column: 114, scope: !374, inlinedAt: !338)
!381 = !DILocation(line: 21, column: 93, scope: !374, inlinedAt: !338)
!382 = !DILocation(line: 21, column: 90, scope: !374, inlinedAt: !338)
!383 = !DILocation(line: 21, column: 153, scope: !374, inlinedAt: !338)
!384 = !DILocation(line: 21, column: 150, scope: !374, inlinedAt: !338)
!385 = !DILocation(line: 21, column: 165, scope: !374, inlinedAt: !338)
!386 = !DILocation(line: 0, scope: !349, inlinedAt: !387)
!387 = distinct !DILocation(line: 21, column: 177, scope: !374, inlinedAt: !338)
!388 = !DILocation(line: 15, column: 55, scope: !349, inlinedAt: !387)
!389 = !DILocation(line: 15, column: 66, scope: !349, inlinedAt: !387)
!390 = !DILocation(line: 15, column: 61, scope: !349, inlinedAt: !387)
!391 = !DILocation(line: 21, column: 196, scope: !374, inlinedAt: !338)
!392 = !DILocation(line: 21, column: 206, scope: !374, inlinedAt: !338)
!393 = !DILocation(line: 21, column: 213, scope: !374, inlinedAt: !338)
!394 = !DILocation(line: 22, column: 11, scope: !321, inlinedAt: !338)
!395 = !DILocation(line: 22, column: 8, scope: !321, inlinedAt: !338)
!396 = !DILocation(line: 22, column: 35, scope: !321, inlinedAt: !338)
!397 = !DILocation(line: 22, column: 29, scope: !321, inlinedAt: !338)
!398 = !DILocation(line: 22, column: 45, scope: !321, inlinedAt: !338)
!399 = !DILocation(line: 22, column: 69, scope: !321, inlinedAt: !338)
!400 = !DILocation(line: 22, column: 63, scope: !321, inlinedAt: !338)
!401 = !DILocation(line: 22, column: 79, scope: !321, inlinedAt: !338)
!402 = !DILocation(line: 22, column: 103, scope: !321, inlinedAt: !338)
!403 = !DILocation(line: 22, column: 97, scope: !321, inlinedAt: !338)
!404 = !DILocation(line: 42, column: 9, scope: !97)
!405 = !DILocation(line: 40, column: 29, scope: !98)
!406 = !DILocation(line: 40, column: 23, scope: !98)
!407 = !DILocation(line: 40, column: 5, scope: !95)
!408 = distinct !{!408, !407, !409, !162}
!409 = !DILocation(line: 44, column: 5, scope: !95)
!410 = !{!411, !411, i64 0}
!411 = !{!"long", !158, i64 0}
!412 = !DILocation(line: 0, scope: !116)
!413 = !DILocation(line: 48, column: 23, scope: !116)
!414 = !DILocation(line: 0, scope: !113)
!415 = !DILocalVariable(name: "in", arg: 1, scope: !416, file: !2, line: 28, type: !186)
!416 = distinct !DISubprogram(name: "siphash24", scope: !2, file: !2, line: 28, type: !417, scopeLine: 28, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !58, retainedNodes: !419)
!417 = !DISubroutineType(types: !418)
!418 = !{!72, !186, !66, !186}
!419 = !{!415, !420, !421, !422, !423, !424, !425, !426, !427, !428, !429, !430, !434}
!420 = !DILocalVariable(name: "inlen", arg: 2, scope: !416, file: !2, line: 28, type: !66)
!421 = !DILocalVariable(name: "k", arg: 3, scope: !416, file: !2, line: 28, type: !186)
!422 = !DILocalVariable(name: "k0", scope: !416, file: !2, line: 29, type: !72)
!423 = !DILocalVariable(name: "k1", scope: !416, file: !2, line: 29, type: !72)
!424 = !DILocalVariable(name: "v0", scope: !416, file: !2, line: 30, type: !72)
!425 = !DILocalVariable(name: "v1", scope: !416, file: !2, line: 30, type: !72)
!426 = !DILocalVariable(name: "v2", scope: !416, file: !2, line: 30, type: !72)
!427 = !DILocalVariable(name: "v3", scope: !416, file: !2, line: 30, type: !72)
!428 = !DILocalVariable(name: "b", scope: !416, file: !2, line: 31, type: !72)
!429 = !DILocalVariable(name: "end", scope: !416, file: !2, line: 31, type: !186)
!430 = !DILocalVariable(name: "m", scope: !431, file: !2, line: 32, type: !72)
!431 = distinct !DILexicalBlock(scope: !432, file: !2, line: 32, column: 32)
!432 = distinct !DILexicalBlock(scope: !433, file: !2, line: 32, column: 5)
!433 = distinct !DILexicalBlock(scope: !416, file: !2, line: 32, column: 5)
!434 = !DILocalVariable(name: "i", scope: !435, file: !2, line: 33, type: !66)
!435 = distinct !DILexicalBlock(scope: !416, file: !2, line: 33, column: 5)
!436 = !DILocation(line: 0, scope: !416, inlinedAt: !437)
!437 = distinct !DILocation(line: 47, column: 103, scope: !438)
!438 = distinct !DILexicalBlock(scope: !113, file: !2, line: 47, column: 5)
!439 = !DILocation(line: 31, column: 34, scope: !416, inlinedAt: !437)
!440 = !DILocation(line: 31, column: 65, scope: !416, inlinedAt: !437)
!441 = !DILocation(line: 31, column: 82, scope: !416, inlinedAt: !437)
!442 = !DILocation(line: 31, column: 73, scope: !416, inlinedAt: !437)
!443 = !DILocation(line: 32, column: 15, scope: !432, inlinedAt: !437)
!444 = !DILocation(line: 32, column: 5, scope: !433, inlinedAt: !437)
!445 = !DILocation(line: 0, scope: !435, inlinedAt: !437)
!446 = !DILocation(line: 33, column: 26, scope: !447, inlinedAt: !437)
!447 = distinct !DILexicalBlock(scope: !435, file: !2, line: 33, column: 5)
!448 = !DILocation(line: 33, column: 5, scope: !435, inlinedAt: !437)
!449 = !DILocation(line: 32, column: 46, scope: !431, inlinedAt: !437)
!450 = !DILocation(line: 0, scope: !431, inlinedAt: !437)
!451 = !DILocation(line: 32, column: 68, scope: !431, inlinedAt: !437)
!452 = !DILocation(line: 32, column: 74, scope: !453, inlinedAt: !437)
!453 = distinct !DILexicalBlock(scope: !431, file: !2, line: 32, column: 74)
!454 = !DILocalVariable(name: "x", arg: 1, scope: !455, file: !2, line: 16, type: !72)
!455 = distinct !DISubprogram(name: "rotl64", scope: !2, file: !2, line: 16, type: !456, scopeLine: 16, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !58, retainedNodes: !458)
!456 = !DISubroutineType(types: !457)
!457 = !{!72, !72, !57}
!458 = !{!454, !459}
!459 = !DILocalVariable(name: "r", arg: 2, scope: !455, file: !2, line: 16, type: !57)
!460 = !DILocation(line: 0, scope: !455, inlinedAt: !461)
!461 = distinct !DILocation(line: 32, column: 74, scope: !453, inlinedAt: !437)
!462 = !DILocation(line: 16, column: 61, scope: !455, inlinedAt: !461)
!463 = !DILocation(line: 0, scope: !455, inlinedAt: !464)
!464 = distinct !DILocation(line: 32, column: 74, scope: !453, inlinedAt: !437)
!465 = !DILocation(line: 16, column: 61, scope: !455, inlinedAt: !464)
!466 = !DILocation(line: 0, scope: !455, inlinedAt: !467)
!467 = distinct !DILocation(line: 32, column: 74, scope: !453, inlinedAt: !437)
!468 = !DILocation(line: 16, column: 61, scope: !455, inlinedAt: !467)
!469 = !DILocation(line: 0, scope: !455, inlinedAt: !470)
!470 = distinct !DILocation(line: 32, column: 74, scope: !453, inlinedAt: !437)
!471 = !DILocation(line: 16, column: 61, scope: !455, inlinedAt: !470)
!472 = !DILocation(line: 0, scope: !455, inlinedAt: !473)
!473 = distinct !DILocation(line: 32, column: 74, scope: !453, inlinedAt: !437)
!474 = !DILocation(line: 16, column: 61, scope: !455, inlinedAt: !473)
!475 = !DILocation(line: 0, scope: !455, inlinedAt: !476)
!476 = distinct !DILocation(line: 32, column: 74, scope: !453, inlinedAt: !437)
!477 = !DILocation(line: 16, column: 61, scope: !455, inlinedAt: !476)
!478 = !DILocation(line: 32, column: 84, scope: !479, inlinedAt: !437)
!479 = distinct !DILexicalBlock(scope: !431, file: !2, line: 32, column: 84)
!480 = !DILocation(line: 0, scope: !455, inlinedAt: !481)
!481 = distinct !DILocation(line: 32, column: 84, scope: !479, inlinedAt: !437)
!482 = !DILocation(line: 16, column: 61, scope: !455, inlinedAt: !481)
!483 = !DILocation(line: 0, scope: !455, inlinedAt: !484)
!484 = distinct !DILocation(line: 32, column: 84, scope: !479, inlinedAt: !437)
!485 = !DILocation(line: 16, column: 61, scope: !455, inlinedAt: !484)
!486 = !DILocation(line: 0, scope: !455, inlinedAt: !487)
!487 = distinct !DILocation(line: 32, column: 84, scope: !479, inlinedAt: !437)
!488 = !DILocation(line: 16, column: 61, scope: !455, inlinedAt: !487)
!489 = !DILocation(line: 0, scope: !455, inlinedAt: !490)
!490 = distinct !DILocation(line: 32, column: 84, scope: !479, inlinedAt: !437)
!491 = !DILocation(line: 16, column: 61, scope: !455, inlinedAt: !490)
!492 = !DILocation(line: 0, scope: !455, inlinedAt: !493)
!493 = distinct !DILocation(line: 32, column: 84, scope: !479, inlinedAt: !437)
!494 = !DILocation(line: 16, column: 61, scope: !455, inlinedAt: !493)
!495 = !DILocation(line: 0, scope: !455, inlinedAt: !496)
!496 = distinct !DILocation(line: 32, column: 84, scope: !479, inlinedAt: !437)
!497 = !DILocation(line: 16, column: 61, scope: !455, inlinedAt: !496)
!498 = !DILocation(line: 32, column: 97, scope: !431, inlinedAt: !437)
!499 = !DILocation(line: 32, column: 26, scope: !432, inlinedAt: !437)
!500 = distinct !{!500, !444, !501, !162}
!501 = !DILocation(line: 32, column: 103, scope: !433, inlinedAt: !437)
!502 = !DILocation(line: 33, column: 59, scope: !447, inlinedAt: !437)
!503 = !DILocation(line: 33, column: 49, scope: !447, inlinedAt: !437)
!504 = !DILocation(line: 33, column: 46, scope: !447, inlinedAt: !437)
!505 = distinct !{!505, !448, !506, !162}
!506 = !DILocation(line: 33, column: 74, scope: !435, inlinedAt: !437)
!507 = !DILocation(line: 33, column: 65, scope: !447, inlinedAt: !437)
!508 = !DILocation(line: 34, column: 8, scope: !416, inlinedAt: !437)
!509 = !DILocation(line: 34, column: 14, scope: !510, inlinedAt: !437)
!510 = distinct !DILexicalBlock(scope: !416, file: !2, line: 34, column: 14)
!511 = !DILocation(line: 0, scope: !455, inlinedAt: !512)
!512 = distinct !DILocation(line: 34, column: 14, scope: !510, inlinedAt: !437)
!513 = !DILocation(line: 16, column: 61, scope: !455, inlinedAt: !512)
!514 = !DILocation(line: 0, scope: !455, inlinedAt: !515)
!515 = distinct !DILocation(line: 34, column: 14, scope: !510, inlinedAt: !437)
!516 = !DILocation(line: 16, column: 61, scope: !455, inlinedAt: !515)
!517 = !DILocation(line: 0, scope: !455, inlinedAt: !518)
!518 = distinct !DILocation(line: 34, column: 14, scope: !510, inlinedAt: !437)
!519 = !DILocation(line: 16, column: 61, scope: !455, inlinedAt: !518)
!520 = !DILocation(line: 0, scope: !455, inlinedAt: !521)
!521 = distinct !DILocation(line: 34, column: 14, scope: !510, inlinedAt: !437)
!522 = !DILocation(line: 16, column: 61, scope: !455, inlinedAt: !521)
!523 = !DILocation(line: 0, scope: !455, inlinedAt: !524)
!524 = distinct !DILocation(line: 34, column: 14, scope: !510, inlinedAt: !437)
!525 = !DILocation(line: 16, column: 61, scope: !455, inlinedAt: !524)
!526 = !DILocation(line: 0, scope: !455, inlinedAt: !527)
!527 = distinct !DILocation(line: 34, column: 14, scope: !510, inlinedAt: !437)
!528 = !DILocation(line: 16, column: 61, scope: !455, inlinedAt: !527)
!529 = !DILocation(line: 34, column: 24, scope: !530, inlinedAt: !437)
!530 = distinct !DILexicalBlock(scope: !416, file: !2, line: 34, column: 24)
!531 = !DILocation(line: 0, scope: !455, inlinedAt: !532)
!532 = distinct !DILocation(line: 34, column: 24, scope: !530, inlinedAt: !437)
!533 = !DILocation(line: 16, column: 61, scope: !455, inlinedAt: !532)
!534 = !DILocation(line: 0, scope: !455, inlinedAt: !535)
!535 = distinct !DILocation(line: 34, column: 24, scope: !530, inlinedAt: !437)
!536 = !DILocation(line: 16, column: 61, scope: !455, inlinedAt: !535)
!537 = !DILocation(line: 0, scope: !455, inlinedAt: !538)
!538 = distinct !DILocation(line: 34, column: 24, scope: !530, inlinedAt: !437)
!539 = !DILocation(line: 16, column: 61, scope: !455, inlinedAt: !538)
!540 = !DILocation(line: 0, scope: !455, inlinedAt: !541)
!541 = distinct !DILocation(line: 34, column: 24, scope: !530, inlinedAt: !437)
!542 = !DILocation(line: 16, column: 61, scope: !455, inlinedAt: !541)
!543 = !DILocation(line: 0, scope: !455, inlinedAt: !544)
!544 = distinct !DILocation(line: 34, column: 24, scope: !530, inlinedAt: !437)
!545 = !DILocation(line: 16, column: 61, scope: !455, inlinedAt: !544)
!546 = !DILocation(line: 0, scope: !455, inlinedAt: !547)
!547 = distinct !DILocation(line: 34, column: 24, scope: !530, inlinedAt: !437)
!548 = !DILocation(line: 16, column: 61, scope: !455, inlinedAt: !547)
!549 = !DILocation(line: 34, column: 37, scope: !416, inlinedAt: !437)
!550 = !DILocation(line: 34, column: 46, scope: !416, inlinedAt: !437)
!551 = !DILocation(line: 34, column: 55, scope: !552, inlinedAt: !437)
!552 = distinct !DILexicalBlock(scope: !416, file: !2, line: 34, column: 55)
!553 = !DILocation(line: 0, scope: !455, inlinedAt: !554)
!554 = distinct !DILocation(line: 34, column: 55, scope: !552, inlinedAt: !437)
!555 = !DILocation(line: 16, column: 61, scope: !455, inlinedAt: !554)
!556 = !DILocation(line: 0, scope: !455, inlinedAt: !557)
!557 = distinct !DILocation(line: 34, column: 55, scope: !552, inlinedAt: !437)
!558 = !DILocation(line: 16, column: 61, scope: !455, inlinedAt: !557)
!559 = !DILocation(line: 0, scope: !455, inlinedAt: !560)
!560 = distinct !DILocation(line: 34, column: 55, scope: !552, inlinedAt: !437)
!561 = !DILocation(line: 16, column: 61, scope: !455, inlinedAt: !560)
!562 = !DILocation(line: 0, scope: !455, inlinedAt: !563)
!563 = distinct !DILocation(line: 34, column: 55, scope: !552, inlinedAt: !437)
!564 = !DILocation(line: 16, column: 61, scope: !455, inlinedAt: !563)
!565 = !DILocation(line: 0, scope: !455, inlinedAt: !566)
!566 = distinct !DILocation(line: 34, column: 55, scope: !552, inlinedAt: !437)
!567 = !DILocation(line: 16, column: 61, scope: !455, inlinedAt: !566)
!568 = !DILocation(line: 0, scope: !455, inlinedAt: !569)
!569 = distinct !DILocation(line: 34, column: 55, scope: !552, inlinedAt: !437)
!570 = !DILocation(line: 16, column: 61, scope: !455, inlinedAt: !569)
!571 = !DILocation(line: 34, column: 65, scope: !572, inlinedAt: !437)
!572 = distinct !DILexicalBlock(scope: !416, file: !2, line: 34, column: 65)
!573 = !DILocation(line: 0, scope: !455, inlinedAt: !574)
!574 = distinct !DILocation(line: 34, column: 65, scope: !572, inlinedAt: !437)
!575 = !DILocation(line: 16, column: 61, scope: !455, inlinedAt: !574)
!576 = !DILocation(line: 0, scope: !455, inlinedAt: !577)
!577 = distinct !DILocation(line: 34, column: 65, scope: !572, inlinedAt: !437)
!578 = !DILocation(line: 16, column: 61, scope: !455, inlinedAt: !577)
!579 = !DILocation(line: 0, scope: !455, inlinedAt: !580)
!580 = distinct !DILocation(line: 34, column: 65, scope: !572, inlinedAt: !437)
!581 = !DILocation(line: 16, column: 61, scope: !455, inlinedAt: !580)
!582 = !DILocation(line: 0, scope: !455, inlinedAt: !583)
!583 = distinct !DILocation(line: 34, column: 65, scope: !572, inlinedAt: !437)
!584 = !DILocation(line: 16, column: 61, scope: !455, inlinedAt: !583)
!585 = !DILocation(line: 0, scope: !455, inlinedAt: !586)
!586 = distinct !DILocation(line: 34, column: 65, scope: !572, inlinedAt: !437)
!587 = !DILocation(line: 16, column: 61, scope: !455, inlinedAt: !586)
!588 = !DILocation(line: 0, scope: !455, inlinedAt: !589)
!589 = distinct !DILocation(line: 34, column: 65, scope: !572, inlinedAt: !437)
!590 = !DILocation(line: 16, column: 61, scope: !455, inlinedAt: !589)
!591 = !DILocation(line: 34, column: 75, scope: !592, inlinedAt: !437)
!592 = distinct !DILexicalBlock(scope: !416, file: !2, line: 34, column: 75)
!593 = !DILocation(line: 0, scope: !455, inlinedAt: !594)
!594 = distinct !DILocation(line: 34, column: 75, scope: !592, inlinedAt: !437)
!595 = !DILocation(line: 16, column: 61, scope: !455, inlinedAt: !594)
!596 = !DILocation(line: 0, scope: !455, inlinedAt: !597)
!597 = distinct !DILocation(line: 34, column: 75, scope: !592, inlinedAt: !437)
!598 = !DILocation(line: 16, column: 61, scope: !455, inlinedAt: !597)
!599 = !DILocation(line: 0, scope: !455, inlinedAt: !600)
!600 = distinct !DILocation(line: 34, column: 75, scope: !592, inlinedAt: !437)
!601 = !DILocation(line: 16, column: 61, scope: !455, inlinedAt: !600)
!602 = !DILocation(line: 0, scope: !455, inlinedAt: !603)
!603 = distinct !DILocation(line: 34, column: 75, scope: !592, inlinedAt: !437)
!604 = !DILocation(line: 16, column: 61, scope: !455, inlinedAt: !603)
!605 = !DILocation(line: 0, scope: !455, inlinedAt: !606)
!606 = distinct !DILocation(line: 34, column: 75, scope: !592, inlinedAt: !437)
!607 = !DILocation(line: 16, column: 61, scope: !455, inlinedAt: !606)
!608 = !DILocation(line: 0, scope: !455, inlinedAt: !609)
!609 = distinct !DILocation(line: 34, column: 75, scope: !592, inlinedAt: !437)
!610 = !DILocation(line: 16, column: 61, scope: !455, inlinedAt: !609)
!611 = !DILocation(line: 34, column: 85, scope: !612, inlinedAt: !437)
!612 = distinct !DILexicalBlock(scope: !416, file: !2, line: 34, column: 85)
!613 = !DILocation(line: 0, scope: !455, inlinedAt: !614)
!614 = distinct !DILocation(line: 34, column: 85, scope: !612, inlinedAt: !437)
!615 = !DILocation(line: 16, column: 61, scope: !455, inlinedAt: !614)
!616 = !DILocation(line: 0, scope: !455, inlinedAt: !617)
!617 = distinct !DILocation(line: 34, column: 85, scope: !612, inlinedAt: !437)
!618 = !DILocation(line: 0, scope: !455, inlinedAt: !619)
!619 = distinct !DILocation(line: 34, column: 85, scope: !612, inlinedAt: !437)
!620 = !DILocation(line: 16, column: 61, scope: !455, inlinedAt: !619)
!621 = !DILocation(line: 0, scope: !455, inlinedAt: !622)
!622 = distinct !DILocation(line: 34, column: 85, scope: !612, inlinedAt: !437)
!623 = !DILocation(line: 16, column: 61, scope: !455, inlinedAt: !622)
!624 = !DILocation(line: 0, scope: !455, inlinedAt: !625)
!625 = distinct !DILocation(line: 34, column: 85, scope: !612, inlinedAt: !437)
!626 = !DILocation(line: 16, column: 61, scope: !455, inlinedAt: !625)
!627 = !DILocation(line: 0, scope: !455, inlinedAt: !628)
!628 = distinct !DILocation(line: 34, column: 85, scope: !612, inlinedAt: !437)
!629 = !DILocation(line: 16, column: 61, scope: !455, inlinedAt: !628)
!630 = !DILocation(line: 34, column: 110, scope: !416, inlinedAt: !437)
!631 = !DILocation(line: 34, column: 115, scope: !416, inlinedAt: !437)
!632 = !DILocation(line: 47, column: 43, scope: !438)
!633 = !DILocation(line: 47, column: 37, scope: !438)
!634 = !DILocation(line: 47, column: 27, scope: !438)
!635 = distinct !{!635, !170, !636, !162}
!636 = !DILocation(line: 47, column: 135, scope: !113)
!637 = !DILocation(line: 25, scope: !638, inlinedAt: !641)
!638 = distinct !DISubprogram(name: "xorshift64s", scope: !2, file: !2, line: 25, type: !639, scopeLine: 25, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !58)
!639 = !DISubroutineType(types: !640)
!640 = !{!72}
!641 = distinct !DILocation(line: 48, column: 63, scope: !642)
!642 = distinct !DILexicalBlock(scope: !116, file: !2, line: 48, column: 23)
!643 = !DILocation(line: 48, column: 78, scope: !54)
!644 = !DILocation(line: 0, scope: !120)
!645 = !DILocation(line: 49, column: 38, scope: !120)
!646 = !DILocation(line: 26, column: 60, scope: !647, inlinedAt: !654)
!647 = distinct !DISubprogram(name: "splitmix64", scope: !2, file: !2, line: 26, type: !648, scopeLine: 26, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !58, retainedNodes: !651)
!648 = !DISubroutineType(types: !649)
!649 = !{!72, !650}
!650 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !72, size: 64)
!651 = !{!652, !653}
!652 = !DILocalVariable(name: "s", arg: 1, scope: !647, file: !2, line: 26, type: !650)
!653 = !DILocalVariable(name: "z", scope: !647, file: !2, line: 26, type: !72)
!654 = distinct !DILocation(line: 49, column: 75, scope: !655)
!655 = distinct !DILexicalBlock(scope: !120, file: !2, line: 49, column: 38)
!656 = !DILocation(line: 26, column: 99, scope: !647, inlinedAt: !654)
!657 = !DILocation(line: 26, column: 94, scope: !647, inlinedAt: !654)
!658 = !DILocation(line: 26, column: 107, scope: !647, inlinedAt: !654)
!659 = !DILocation(line: 26, column: 144, scope: !647, inlinedAt: !654)
!660 = !DILocation(line: 26, column: 139, scope: !647, inlinedAt: !654)
!661 = !DILocation(line: 26, column: 152, scope: !647, inlinedAt: !654)
!662 = !DILocation(line: 26, column: 191, scope: !647, inlinedAt: !654)
!663 = !DILocation(line: 26, column: 186, scope: !647, inlinedAt: !654)
!664 = !DILocation(line: 49, column: 72, scope: !655)
!665 = distinct !{!665, !645, !666, !162, !163, !164}
!666 = !DILocation(line: 49, column: 88, scope: !120)
!667 = !DILocation(line: 49, column: 91, scope: !54)
!668 = !DILocation(line: 0, scope: !122)
!669 = !DILocation(line: 50, column: 33, scope: !122)
!670 = !DILocation(line: 25, column: 58, scope: !638, inlinedAt: !641)
!671 = !DILocation(line: 25, column: 46, scope: !638, inlinedAt: !641)
!672 = !DILocation(line: 25, column: 86, scope: !638, inlinedAt: !641)
!673 = !DILocation(line: 25, column: 74, scope: !638, inlinedAt: !641)
!674 = !DILocation(line: 25, column: 114, scope: !638, inlinedAt: !641)
!675 = !DILocation(line: 25, column: 102, scope: !638, inlinedAt: !641)
!676 = !DILocation(line: 25, column: 137, scope: !638, inlinedAt: !641)
!677 = !DILocation(line: 48, column: 60, scope: !642)
!678 = !DILocation(line: 48, column: 52, scope: !642)
!679 = !DILocation(line: 48, column: 41, scope: !642)
!680 = distinct !{!680, !413, !681, !162}
!681 = !DILocation(line: 48, column: 75, scope: !116)
!682 = !DILocation(line: 25, scope: !638, inlinedAt: !683)
!683 = distinct !DILocation(line: 50, column: 85, scope: !684)
!684 = distinct !DILexicalBlock(scope: !122, file: !2, line: 50, column: 33)
!685 = !DILocation(line: 11, column: 102, scope: !221, inlinedAt: !686)
!686 = distinct !DILocation(line: 51, column: 50, scope: !54)
!687 = !DILocation(line: 0, scope: !221, inlinedAt: !686)
!688 = !DILocation(line: 11, column: 135, scope: !221, inlinedAt: !686)
!689 = !DILocation(line: 11, column: 133, scope: !221, inlinedAt: !686)
!690 = !DILocation(line: 11, column: 139, scope: !221, inlinedAt: !686)
!691 = !DILocation(line: 11, column: 118, scope: !221, inlinedAt: !686)
!692 = !DILocation(line: 11, column: 152, scope: !221, inlinedAt: !686)
!693 = !DILocation(line: 11, column: 147, scope: !221, inlinedAt: !686)
!694 = !DILocation(line: 11, column: 110, scope: !221, inlinedAt: !686)
!695 = distinct !{!695, !685, !696, !162}
!696 = !DILocation(line: 11, column: 156, scope: !221, inlinedAt: !686)
!697 = !DILocation(line: 0, scope: !281, inlinedAt: !698)
!698 = distinct !DILocation(line: 51, column: 78, scope: !54)
!699 = !DILocation(line: 13, column: 122, scope: !291, inlinedAt: !698)
!700 = !DILocation(line: 13, column: 120, scope: !291, inlinedAt: !698)
!701 = !DILocation(line: 13, column: 118, scope: !291, inlinedAt: !698)
!702 = !DILocation(line: 13, column: 126, scope: !291, inlinedAt: !698)
!703 = !DILocation(line: 13, column: 142, scope: !291, inlinedAt: !698)
!704 = !DILocation(line: 13, column: 147, scope: !291, inlinedAt: !698)
!705 = !DILocation(line: 13, column: 105, scope: !281, inlinedAt: !698)
!706 = !DILocation(line: 13, column: 97, scope: !281, inlinedAt: !698)
!707 = distinct !{!707, !706, !708, !162}
!708 = !DILocation(line: 13, column: 156, scope: !281, inlinedAt: !698)
!709 = !DILocation(line: 0, scope: !178, inlinedAt: !710)
!710 = distinct !DILocation(line: 51, column: 104, scope: !54)
!711 = !DILocation(line: 7, column: 121, scope: !193, inlinedAt: !710)
!712 = !DILocation(line: 7, column: 119, scope: !193, inlinedAt: !710)
!713 = !DILocation(line: 7, column: 116, scope: !193, inlinedAt: !710)
!714 = !DILocation(line: 7, column: 127, scope: !193, inlinedAt: !710)
!715 = !DILocation(line: 7, column: 108, scope: !178, inlinedAt: !710)
!716 = !DILocation(line: 7, column: 100, scope: !178, inlinedAt: !710)
!717 = distinct !{!717, !716, !718, !162}
!718 = !DILocation(line: 7, column: 141, scope: !178, inlinedAt: !710)
!719 = !DILocation(line: 13, column: 168, scope: !281, inlinedAt: !698)
!720 = !DILocation(line: 11, column: 168, scope: !221, inlinedAt: !686)
!721 = !DILocation(line: 51, column: 5, scope: !54)
!722 = !DILocation(line: 0, scope: !221, inlinedAt: !723)
!723 = distinct !DILocation(line: 52, column: 18, scope: !54)
!724 = !DILocation(line: 11, column: 118, scope: !221, inlinedAt: !723)
!725 = !DILocation(line: 11, column: 152, scope: !221, inlinedAt: !723)
!726 = !DILocation(line: 11, column: 147, scope: !221, inlinedAt: !723)
!727 = !DILocation(line: 52, column: 44, scope: !54)
!728 = !DILocation(line: 53, column: 1, scope: !54)
!729 = !DILocation(line: 52, column: 5, scope: !54)
!730 = !DILocation(line: 25, column: 58, scope: !638, inlinedAt: !683)
!731 = !DILocation(line: 25, column: 46, scope: !638, inlinedAt: !683)
!732 = !DILocation(line: 25, column: 86, scope: !638, inlinedAt: !683)
!733 = !DILocation(line: 25, column: 74, scope: !638, inlinedAt: !683)
!734 = !DILocation(line: 25, column: 114, scope: !638, inlinedAt: !683)
!735 = !DILocation(line: 25, column: 102, scope: !638, inlinedAt: !683)
!736 = !DILocation(line: 25, column: 137, scope: !638, inlinedAt: !683)
!737 = !DILocation(line: 50, column: 99, scope: !684)
!738 = !DILocation(line: 50, column: 75, scope: !684)
!739 = !DILocation(line: 50, column: 66, scope: !684)
!740 = !DILocation(line: 50, column: 73, scope: !684)
!741 = !DILocation(line: 50, column: 62, scope: !684)
!742 = !DILocation(line: 50, column: 51, scope: !684)
!743 = distinct !{!743, !669, !744, !162}
!744 = !DILocation(line: 50, column: 104, scope: !122)
!745 = !DISubprogram(name: "strlen", scope: !746, file: !746, line: 407, type: !747, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!746 = !DIFile(filename: "/usr/include/string.h", directory: "", checksumkind: CSK_MD5, checksum: "0ee11a08692643b86154f96759d0f7fa")
!747 = !DISubroutineType(types: !748)
!748 = !{!68, !90}
!749 = !DISubprogram(name: "printf", scope: !750, file: !750, line: 356, type: !751, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!750 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!751 = !DISubroutineType(types: !752)
!752 = !{!57, !753, null}
!753 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !90)
