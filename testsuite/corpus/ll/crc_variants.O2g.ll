; ModuleID = 'programs/crc_variants.c'
source_filename = "programs/crc_variants.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str.1 = private unnamed_addr constant [59 x i8] c"crc8=%02x crc16=%04x crc32=%08x crc32c=%08x crc64=%016llx\0A\00", align 1, !dbg !0
@main.buf = internal unnamed_addr global [20000 x i8] zeroinitializer, align 16, !dbg !7
@.str.2 = private unnamed_addr constant [67 x i8] c"buffer: crc32 %08x/%08x crc32c %08x/%08x crc16 %04x crc64 %016llx\0A\00", align 1, !dbg !32
@table32 = internal unnamed_addr global [256 x i32] zeroinitializer, align 16, !dbg !37

; Function Attrs: nofree nounwind uwtable
define dso_local range(i32 0, 128) i32 @main() local_unnamed_addr #0 !dbg !9 {
    #dbg_value(ptr poison, !46, !DIExpression(), !68)
    #dbg_value(i16 undef, !69, !DIExpression(), !79)
    #dbg_value(ptr undef, !74, !DIExpression(), !79)
    #dbg_value(i32 0, !76, !DIExpression(), !81)
    #dbg_value(i64 poison, !75, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !79)
    #dbg_value(i32 -306674912, !82, !DIExpression(), !93)
    #dbg_value(i32 undef, !89, !DIExpression(), !93)
    #dbg_value(ptr undef, !87, !DIExpression(), !93)
    #dbg_value(i32 0, !90, !DIExpression(), !95)
    #dbg_value(i64 poison, !88, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !93)
    #dbg_value(i32 -2097792136, !82, !DIExpression(), !96)
    #dbg_value(i32 undef, !89, !DIExpression(), !96)
    #dbg_value(ptr undef, !87, !DIExpression(), !96)
    #dbg_value(i32 0, !90, !DIExpression(), !98)
    #dbg_value(i64 poison, !88, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !96)
    #dbg_value(i64 undef, !99, !DIExpression(), !111)
    #dbg_value(ptr undef, !106, !DIExpression(), !111)
    #dbg_value(i32 0, !108, !DIExpression(), !113)
    #dbg_value(i64 poison, !107, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !111)
  %1 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 244, i32 noundef 10673, i32 noundef -873187034, i32 noundef -486108541, i64 noundef -7395533204333446662), !dbg !114
    #dbg_value(i32 7, !47, !DIExpression(), !68)
    #dbg_value(i64 0, !48, !DIExpression(), !115)
  br label %276, !dbg !116

2:                                                ; preds = %304, %2
  %3 = phi i32 [ %24, %2 ], [ -1, %304 ]
  %4 = phi i64 [ %15, %2 ], [ 20000, %304 ]
  %5 = phi ptr [ %16, %2 ], [ @main.buf, %304 ]
    #dbg_value(i32 %3, !117, !DIExpression(), !124)
    #dbg_value(i64 %4, !123, !DIExpression(), !124)
    #dbg_value(ptr %5, !122, !DIExpression(), !124)
    #dbg_value(i64 %4, !123, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !124)
  %6 = getelementptr inbounds i8, ptr %5, i64 1, !dbg !126
    #dbg_value(ptr %6, !122, !DIExpression(), !124)
  %7 = load i8, ptr %5, align 1, !dbg !127, !tbaa !128
  %8 = trunc i32 %3 to i8, !dbg !131
  %9 = xor i8 %7, %8, !dbg !131
  %10 = zext i8 %9 to i64, !dbg !132
  %11 = getelementptr inbounds [256 x i32], ptr @table32, i64 0, i64 %10, !dbg !132
  %12 = load i32, ptr %11, align 4, !dbg !132, !tbaa !133
  %13 = lshr i32 %3, 8, !dbg !135
  %14 = xor i32 %12, %13, !dbg !136
    #dbg_value(i32 %14, !117, !DIExpression(), !124)
  %15 = add nsw i64 %4, -2, !dbg !137
    #dbg_value(i64 %15, !123, !DIExpression(), !124)
  %16 = getelementptr inbounds i8, ptr %5, i64 2, !dbg !126
    #dbg_value(ptr %16, !122, !DIExpression(), !124)
  %17 = load i8, ptr %6, align 1, !dbg !127, !tbaa !128
  %18 = trunc i32 %14 to i8, !dbg !131
  %19 = xor i8 %17, %18, !dbg !131
  %20 = zext i8 %19 to i64, !dbg !132
  %21 = getelementptr inbounds [256 x i32], ptr @table32, i64 0, i64 %20, !dbg !132
  %22 = load i32, ptr %21, align 4, !dbg !132, !tbaa !133
  %23 = lshr i32 %14, 8, !dbg !135
  %24 = xor i32 %22, %23, !dbg !136
    #dbg_value(i32 %24, !117, !DIExpression(), !124)
    #dbg_value(i64 %15, !123, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !124)
  %25 = icmp eq i64 %15, 0, !dbg !138
  br i1 %25, label %26, label %2, !dbg !138, !llvm.loop !139

26:                                               ; preds = %2, %26
  %27 = phi i64 [ %30, %26 ], [ 20000, %2 ]
  %28 = phi i32 [ %58, %26 ], [ -1, %2 ]
  %29 = phi ptr [ %59, %26 ], [ @main.buf, %2 ]
  %30 = add nsw i64 %27, -1, !dbg !142
    #dbg_value(i32 %28, !89, !DIExpression(), !144)
    #dbg_value(ptr %59, !87, !DIExpression(), !144)
  %31 = load i8, ptr %29, align 1, !dbg !145, !tbaa !128
  %32 = zext i8 %31 to i32, !dbg !145
  %33 = xor i32 %28, %32, !dbg !146
    #dbg_value(i32 0, !90, !DIExpression(), !147)
    #dbg_value(i32 %33, !89, !DIExpression(), !144)
  %34 = and i32 %33, 1, !dbg !148
  %35 = icmp eq i32 %34, 0, !dbg !148
  %36 = lshr i32 %33, 6, !dbg !150
  %37 = select i1 %35, i32 0, i32 124634137, !dbg !150
    #dbg_value(!DIArgList(i32 %37, i32 %36), !89, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !144)
    #dbg_value(i32 1, !90, !DIExpression(), !147)
  %38 = and i32 %33, 2, !dbg !148
  %39 = icmp eq i32 %38, 0, !dbg !148
  %40 = select i1 %39, i32 0, i32 249268274, !dbg !150
    #dbg_value(!DIArgList(i32 %40, i32 %37, i32 %36), !89, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_xor, DW_OP_stack_value), !144)
    #dbg_value(i32 2, !90, !DIExpression(), !147)
    #dbg_value(!DIArgList(i32 poison, i32 poison, i32 poison), !89, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_xor, DW_OP_stack_value), !144)
    #dbg_value(i32 3, !90, !DIExpression(), !147)
    #dbg_value(i32 4, !90, !DIExpression(), !147)
  %41 = xor i32 %40, %36, !dbg !150
  %42 = xor i32 %41, %37, !dbg !150
    #dbg_value(i32 5, !90, !DIExpression(), !147)
  %43 = insertelement <4 x i32> poison, i32 %33, i64 0, !dbg !148
  %44 = shufflevector <4 x i32> %43, <4 x i32> poison, <4 x i32> zeroinitializer, !dbg !148
  %45 = and <4 x i32> %44, <i32 8, i32 16, i32 32, i32 4>, !dbg !148
  %46 = icmp eq <4 x i32> %45, zeroinitializer, !dbg !148
  %47 = select <4 x i1> %46, <4 x i32> zeroinitializer, <4 x i32> <i32 997073096, i32 1994146192, i32 -306674912, i32 498536548>, !dbg !150
  %48 = tail call i32 @llvm.vector.reduce.xor.v4i32(<4 x i32> %47), !dbg !150
  %49 = xor i32 %48, %42, !dbg !150
    #dbg_value(!DIArgList(i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison), !89, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_arg, 5, DW_OP_xor, DW_OP_LLVM_arg, 4, DW_OP_xor, DW_OP_LLVM_arg, 3, DW_OP_xor, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_xor, DW_OP_stack_value), !144)
    #dbg_value(i32 6, !90, !DIExpression(), !147)
  %50 = and i32 %42, 1, !dbg !148
  %51 = icmp eq i32 %50, 0, !dbg !148
  %52 = lshr i32 %49, 2, !dbg !150
  %53 = select i1 %51, i32 0, i32 1994146192, !dbg !150
  %54 = xor i32 %53, %52, !dbg !150
    #dbg_value(!DIArgList(i32 %53, i32 %52), !89, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !144)
    #dbg_value(i32 7, !90, !DIExpression(), !147)
  %55 = and i32 %41, 2, !dbg !148
  %56 = icmp eq i32 %55, 0, !dbg !148
  %57 = select i1 %56, i32 0, i32 -306674912, !dbg !150
  %58 = xor i32 %54, %57, !dbg !150
    #dbg_value(i32 %58, !89, !DIExpression(), !144)
    #dbg_value(i32 8, !90, !DIExpression(), !147)
  %59 = getelementptr inbounds i8, ptr %29, i64 1, !dbg !151
    #dbg_value(i64 %30, !88, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !144)
  %60 = icmp eq i64 %30, 0, !dbg !152
  br i1 %60, label %61, label %26, !dbg !152, !llvm.loop !153

61:                                               ; preds = %26, %61
  %62 = phi i64 [ %99, %61 ], [ 0, %26 ], !dbg !155
  %63 = phi <4 x i32> [ %100, %61 ], [ <i32 0, i32 1, i32 2, i32 3>, %26 ], !dbg !169
  %64 = and <4 x i32> %63, <i32 1, i32 1, i32 1, i32 1>, !dbg !169
  %65 = icmp eq <4 x i32> %64, zeroinitializer, !dbg !169
  %66 = lshr <4 x i32> %63, <i32 4, i32 4, i32 4, i32 4>, !dbg !171
  %67 = select <4 x i1> %65, <4 x i32> zeroinitializer, <4 x i32> <i32 274646895, i32 274646895, i32 274646895, i32 274646895>, !dbg !171
  %68 = and <4 x i32> %63, <i32 2, i32 2, i32 2, i32 2>, !dbg !169
  %69 = icmp eq <4 x i32> %68, zeroinitializer, !dbg !169
  %70 = select <4 x i1> %69, <4 x i32> zeroinitializer, <4 x i32> <i32 549293790, i32 549293790, i32 549293790, i32 549293790>, !dbg !171
  %71 = and <4 x i32> %63, <i32 4, i32 4, i32 4, i32 4>, !dbg !169
  %72 = icmp eq <4 x i32> %71, zeroinitializer, !dbg !169
  %73 = select <4 x i1> %72, <4 x i32> zeroinitializer, <4 x i32> <i32 1098587580, i32 1098587580, i32 1098587580, i32 1098587580>, !dbg !171
  %74 = xor <4 x i32> %70, %66, !dbg !171
  %75 = xor <4 x i32> %74, %67, !dbg !171
  %76 = xor <4 x i32> %75, %73, !dbg !171
  %77 = and <4 x i32> %63, <i32 8, i32 8, i32 8, i32 8>, !dbg !169
  %78 = icmp eq <4 x i32> %77, zeroinitializer, !dbg !169
  %79 = select <4 x i1> %78, <4 x i32> zeroinitializer, <4 x i32> <i32 -2097792136, i32 -2097792136, i32 -2097792136, i32 -2097792136>, !dbg !171
  %80 = xor <4 x i32> %76, %79, !dbg !171
  %81 = and <4 x i32> %75, <i32 1, i32 1, i32 1, i32 1>, !dbg !169
  %82 = icmp eq <4 x i32> %81, zeroinitializer, !dbg !169
  %83 = lshr <4 x i32> %80, <i32 4, i32 4, i32 4, i32 4>, !dbg !171
  %84 = select <4 x i1> %82, <4 x i32> zeroinitializer, <4 x i32> <i32 274646895, i32 274646895, i32 274646895, i32 274646895>, !dbg !171
  %85 = and <4 x i32> %75, <i32 2, i32 2, i32 2, i32 2>, !dbg !169
  %86 = icmp eq <4 x i32> %85, zeroinitializer, !dbg !169
  %87 = select <4 x i1> %86, <4 x i32> zeroinitializer, <4 x i32> <i32 549293790, i32 549293790, i32 549293790, i32 549293790>, !dbg !171
  %88 = and <4 x i32> %76, <i32 4, i32 4, i32 4, i32 4>, !dbg !169
  %89 = icmp eq <4 x i32> %88, zeroinitializer, !dbg !169
  %90 = select <4 x i1> %89, <4 x i32> zeroinitializer, <4 x i32> <i32 1098587580, i32 1098587580, i32 1098587580, i32 1098587580>, !dbg !171
  %91 = and <4 x i32> %80, <i32 8, i32 8, i32 8, i32 8>, !dbg !169
  %92 = icmp eq <4 x i32> %91, zeroinitializer, !dbg !169
  %93 = select <4 x i1> %92, <4 x i32> zeroinitializer, <4 x i32> <i32 -2097792136, i32 -2097792136, i32 -2097792136, i32 -2097792136>, !dbg !171
  %94 = xor <4 x i32> %87, %83, !dbg !171
  %95 = xor <4 x i32> %94, %84, !dbg !171
  %96 = xor <4 x i32> %95, %90, !dbg !171
  %97 = xor <4 x i32> %96, %93, !dbg !171
  %98 = getelementptr inbounds [256 x i32], ptr @table32, i64 0, i64 %62, !dbg !172
  store <4 x i32> %97, ptr %98, align 16, !dbg !173, !tbaa !133
  %99 = add nuw i64 %62, 4, !dbg !155
  %100 = add <4 x i32> %63, <i32 4, i32 4, i32 4, i32 4>, !dbg !169
  %101 = icmp eq i64 %99, 256, !dbg !155
  br i1 %101, label %102, label %61, !dbg !155, !llvm.loop !174

102:                                              ; preds = %61, %102
  %103 = phi i32 [ %124, %102 ], [ -1, %61 ]
  %104 = phi i64 [ %115, %102 ], [ 20000, %61 ]
  %105 = phi ptr [ %116, %102 ], [ @main.buf, %61 ]
    #dbg_value(i32 %103, !117, !DIExpression(), !179)
    #dbg_value(i64 %104, !123, !DIExpression(), !179)
    #dbg_value(ptr %105, !122, !DIExpression(), !179)
    #dbg_value(i64 %104, !123, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !179)
  %106 = getelementptr inbounds i8, ptr %105, i64 1, !dbg !181
    #dbg_value(ptr %106, !122, !DIExpression(), !179)
  %107 = load i8, ptr %105, align 1, !dbg !182, !tbaa !128
  %108 = trunc i32 %103 to i8, !dbg !183
  %109 = xor i8 %107, %108, !dbg !183
  %110 = zext i8 %109 to i64, !dbg !184
  %111 = getelementptr inbounds [256 x i32], ptr @table32, i64 0, i64 %110, !dbg !184
  %112 = load i32, ptr %111, align 4, !dbg !184, !tbaa !133
  %113 = lshr i32 %103, 8, !dbg !185
  %114 = xor i32 %112, %113, !dbg !186
    #dbg_value(i32 %114, !117, !DIExpression(), !179)
  %115 = add nsw i64 %104, -2, !dbg !187
    #dbg_value(i64 %115, !123, !DIExpression(), !179)
  %116 = getelementptr inbounds i8, ptr %105, i64 2, !dbg !181
    #dbg_value(ptr %116, !122, !DIExpression(), !179)
  %117 = load i8, ptr %106, align 1, !dbg !182, !tbaa !128
  %118 = trunc i32 %114 to i8, !dbg !183
  %119 = xor i8 %117, %118, !dbg !183
  %120 = zext i8 %119 to i64, !dbg !184
  %121 = getelementptr inbounds [256 x i32], ptr @table32, i64 0, i64 %120, !dbg !184
  %122 = load i32, ptr %121, align 4, !dbg !184, !tbaa !133
  %123 = lshr i32 %114, 8, !dbg !185
  %124 = xor i32 %122, %123, !dbg !186
    #dbg_value(i32 %124, !117, !DIExpression(), !179)
    #dbg_value(i64 %115, !123, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !179)
  %125 = icmp eq i64 %115, 0, !dbg !188
  br i1 %125, label %126, label %102, !dbg !188, !llvm.loop !189

126:                                              ; preds = %102, %126
  %127 = phi i64 [ %130, %126 ], [ 20000, %102 ]
  %128 = phi i32 [ %167, %126 ], [ -1, %102 ]
  %129 = phi ptr [ %168, %126 ], [ @main.buf, %102 ]
  %130 = add nsw i64 %127, -1, !dbg !191
    #dbg_value(i32 %128, !89, !DIExpression(), !193)
    #dbg_value(ptr %168, !87, !DIExpression(), !193)
  %131 = load i8, ptr %129, align 1, !dbg !194, !tbaa !128
  %132 = zext i8 %131 to i32, !dbg !194
  %133 = xor i32 %128, %132, !dbg !195
    #dbg_value(i32 0, !90, !DIExpression(), !196)
    #dbg_value(i32 %133, !89, !DIExpression(), !193)
  %134 = and i32 %133, 1, !dbg !197
  %135 = icmp eq i32 %134, 0, !dbg !197
  %136 = lshr i32 %133, 4, !dbg !198
  %137 = select i1 %135, i32 0, i32 274646895, !dbg !198
    #dbg_value(!DIArgList(i32 %137, i32 %136), !89, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !193)
    #dbg_value(i32 1, !90, !DIExpression(), !196)
  %138 = and i32 %133, 2, !dbg !197
  %139 = icmp eq i32 %138, 0, !dbg !197
  %140 = select i1 %139, i32 0, i32 549293790, !dbg !198
    #dbg_value(!DIArgList(i32 %140, i32 %137, i32 %136), !89, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_xor, DW_OP_stack_value), !193)
    #dbg_value(i32 2, !90, !DIExpression(), !196)
  %141 = and i32 %133, 4, !dbg !197
  %142 = icmp eq i32 %141, 0, !dbg !197
  %143 = select i1 %142, i32 0, i32 1098587580, !dbg !198
  %144 = xor i32 %140, %136, !dbg !198
  %145 = xor i32 %144, %137, !dbg !198
  %146 = xor i32 %145, %143, !dbg !198
    #dbg_value(!DIArgList(i32 poison, i32 poison, i32 poison), !89, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_xor, DW_OP_stack_value), !193)
    #dbg_value(i32 3, !90, !DIExpression(), !196)
  %147 = and i32 %133, 8, !dbg !197
  %148 = icmp eq i32 %147, 0, !dbg !197
  %149 = select i1 %148, i32 0, i32 -2097792136, !dbg !198
  %150 = xor i32 %146, %149, !dbg !198
    #dbg_value(!DIArgList(i32 %149, i32 %145, i32 %143), !89, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_xor, DW_OP_stack_value), !193)
    #dbg_value(i32 4, !90, !DIExpression(), !196)
  %151 = and i32 %145, 1, !dbg !197
  %152 = icmp eq i32 %151, 0, !dbg !197
  %153 = lshr i32 %150, 4, !dbg !198
  %154 = select i1 %152, i32 0, i32 274646895, !dbg !198
    #dbg_value(!DIArgList(i32 %154, i32 %153), !89, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !193)
    #dbg_value(i32 5, !90, !DIExpression(), !196)
  %155 = and i32 %145, 2, !dbg !197
  %156 = icmp eq i32 %155, 0, !dbg !197
  %157 = select i1 %156, i32 0, i32 549293790, !dbg !198
    #dbg_value(!DIArgList(i32 %157, i32 %154, i32 %153), !89, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_xor, DW_OP_stack_value), !193)
    #dbg_value(i32 6, !90, !DIExpression(), !196)
  %158 = and i32 %146, 4, !dbg !197
  %159 = icmp eq i32 %158, 0, !dbg !197
  %160 = select i1 %159, i32 0, i32 1098587580, !dbg !198
    #dbg_value(!DIArgList(i32 poison, i32 poison, i32 poison), !89, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_xor, DW_OP_stack_value), !193)
    #dbg_value(i32 7, !90, !DIExpression(), !196)
  %161 = and i32 %150, 8, !dbg !197
  %162 = icmp eq i32 %161, 0, !dbg !197
  %163 = select i1 %162, i32 0, i32 -2097792136, !dbg !198
  %164 = xor i32 %157, %153, !dbg !198
  %165 = xor i32 %164, %154, !dbg !198
  %166 = xor i32 %165, %160, !dbg !198
  %167 = xor i32 %166, %163, !dbg !198
    #dbg_value(i32 %167, !89, !DIExpression(), !193)
    #dbg_value(i32 8, !90, !DIExpression(), !196)
  %168 = getelementptr inbounds i8, ptr %129, i64 1, !dbg !199
    #dbg_value(i64 %130, !88, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !193)
  %169 = icmp eq i64 %130, 0, !dbg !200
  br i1 %169, label %170, label %126, !dbg !200, !llvm.loop !201

170:                                              ; preds = %126, %170
  %171 = phi i64 [ %174, %170 ], [ 20000, %126 ]
  %172 = phi i16 [ %210, %170 ], [ -1, %126 ]
  %173 = phi ptr [ %211, %170 ], [ @main.buf, %126 ]
  %174 = add nsw i64 %171, -1, !dbg !203
    #dbg_value(i16 %172, !69, !DIExpression(), !205)
    #dbg_value(ptr %211, !74, !DIExpression(), !205)
  %175 = load i8, ptr %173, align 1, !dbg !206, !tbaa !128
  %176 = zext i8 %175 to i16, !dbg !206
  %177 = shl nuw i16 %176, 8, !dbg !207
  %178 = xor i16 %177, %172, !dbg !208
    #dbg_value(i32 0, !76, !DIExpression(), !209)
    #dbg_value(i16 %178, !69, !DIExpression(), !205)
  %179 = shl i16 %178, 1, !dbg !210
  %180 = xor i16 %179, 4129, !dbg !210
  %181 = icmp slt i16 %178, 0, !dbg !210
  %182 = select i1 %181, i16 %180, i16 %179, !dbg !210
    #dbg_value(i16 %182, !69, !DIExpression(), !205)
    #dbg_value(i32 1, !76, !DIExpression(), !209)
  %183 = shl i16 %182, 1, !dbg !210
  %184 = xor i16 %183, 4129, !dbg !210
  %185 = icmp slt i16 %182, 0, !dbg !210
  %186 = select i1 %185, i16 %184, i16 %183, !dbg !210
    #dbg_value(i16 %186, !69, !DIExpression(), !205)
    #dbg_value(i32 2, !76, !DIExpression(), !209)
  %187 = shl i16 %186, 1, !dbg !210
  %188 = xor i16 %187, 4129, !dbg !210
  %189 = icmp slt i16 %186, 0, !dbg !210
  %190 = select i1 %189, i16 %188, i16 %187, !dbg !210
    #dbg_value(i16 %190, !69, !DIExpression(), !205)
    #dbg_value(i32 3, !76, !DIExpression(), !209)
  %191 = shl i16 %190, 1, !dbg !210
  %192 = xor i16 %191, 4129, !dbg !210
  %193 = icmp slt i16 %190, 0, !dbg !210
  %194 = select i1 %193, i16 %192, i16 %191, !dbg !210
    #dbg_value(i16 %194, !69, !DIExpression(), !205)
    #dbg_value(i32 4, !76, !DIExpression(), !209)
  %195 = shl i16 %194, 1, !dbg !210
  %196 = xor i16 %195, 4129, !dbg !210
  %197 = icmp slt i16 %194, 0, !dbg !210
  %198 = select i1 %197, i16 %196, i16 %195, !dbg !210
    #dbg_value(i16 %198, !69, !DIExpression(), !205)
    #dbg_value(i32 5, !76, !DIExpression(), !209)
  %199 = shl i16 %198, 1, !dbg !210
  %200 = xor i16 %199, 4129, !dbg !210
  %201 = icmp slt i16 %198, 0, !dbg !210
  %202 = select i1 %201, i16 %200, i16 %199, !dbg !210
    #dbg_value(i16 %202, !69, !DIExpression(), !205)
    #dbg_value(i32 6, !76, !DIExpression(), !209)
  %203 = shl i16 %202, 1, !dbg !210
  %204 = xor i16 %203, 4129, !dbg !210
  %205 = icmp slt i16 %202, 0, !dbg !210
  %206 = select i1 %205, i16 %204, i16 %203, !dbg !210
    #dbg_value(i16 %206, !69, !DIExpression(), !205)
    #dbg_value(i32 7, !76, !DIExpression(), !209)
  %207 = shl i16 %206, 1, !dbg !210
  %208 = xor i16 %207, 4129, !dbg !210
  %209 = icmp slt i16 %206, 0, !dbg !210
  %210 = select i1 %209, i16 %208, i16 %207, !dbg !210
    #dbg_value(i16 %210, !69, !DIExpression(), !205)
    #dbg_value(i32 8, !76, !DIExpression(), !209)
  %211 = getelementptr inbounds i8, ptr %173, i64 1, !dbg !212
    #dbg_value(i64 %174, !75, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !205)
  %212 = icmp eq i64 %174, 0, !dbg !213
  br i1 %212, label %213, label %170, !dbg !213, !llvm.loop !214

213:                                              ; preds = %170, %213
  %214 = phi i64 [ %217, %213 ], [ 20000, %170 ]
  %215 = phi i64 [ %260, %213 ], [ -1, %170 ]
  %216 = phi ptr [ %261, %213 ], [ @main.buf, %170 ]
  %217 = add nsw i64 %214, -1, !dbg !216
    #dbg_value(i64 %215, !99, !DIExpression(), !218)
    #dbg_value(ptr %261, !106, !DIExpression(), !218)
  %218 = load i8, ptr %216, align 1, !dbg !219, !tbaa !128
  %219 = zext i8 %218 to i64, !dbg !219
  %220 = xor i64 %215, %219, !dbg !220
    #dbg_value(i32 0, !108, !DIExpression(), !221)
    #dbg_value(i64 %220, !99, !DIExpression(), !218)
  %221 = and i64 %220, 1, !dbg !222
  %222 = icmp eq i64 %221, 0, !dbg !222
  %223 = lshr i64 %220, 1, !dbg !224
  %224 = xor i64 %223, -3932672073523589310, !dbg !224
  %225 = select i1 %222, i64 %223, i64 %224, !dbg !224
    #dbg_value(i64 %225, !99, !DIExpression(), !218)
    #dbg_value(i32 1, !108, !DIExpression(), !221)
  %226 = and i64 %225, 1, !dbg !222
  %227 = icmp eq i64 %226, 0, !dbg !222
  %228 = lshr i64 %225, 1, !dbg !224
  %229 = xor i64 %228, -3932672073523589310, !dbg !224
  %230 = select i1 %227, i64 %228, i64 %229, !dbg !224
    #dbg_value(i64 %230, !99, !DIExpression(), !218)
    #dbg_value(i32 2, !108, !DIExpression(), !221)
  %231 = and i64 %230, 1, !dbg !222
  %232 = icmp eq i64 %231, 0, !dbg !222
  %233 = lshr i64 %230, 1, !dbg !224
  %234 = xor i64 %233, -3932672073523589310, !dbg !224
  %235 = select i1 %232, i64 %233, i64 %234, !dbg !224
    #dbg_value(i64 %235, !99, !DIExpression(), !218)
    #dbg_value(i32 3, !108, !DIExpression(), !221)
  %236 = and i64 %235, 1, !dbg !222
  %237 = icmp eq i64 %236, 0, !dbg !222
  %238 = lshr i64 %235, 1, !dbg !224
  %239 = xor i64 %238, -3932672073523589310, !dbg !224
  %240 = select i1 %237, i64 %238, i64 %239, !dbg !224
    #dbg_value(i64 %240, !99, !DIExpression(), !218)
    #dbg_value(i32 4, !108, !DIExpression(), !221)
  %241 = and i64 %240, 1, !dbg !222
  %242 = icmp eq i64 %241, 0, !dbg !222
  %243 = lshr i64 %240, 1, !dbg !224
  %244 = xor i64 %243, -3932672073523589310, !dbg !224
  %245 = select i1 %242, i64 %243, i64 %244, !dbg !224
    #dbg_value(i64 %245, !99, !DIExpression(), !218)
    #dbg_value(i32 5, !108, !DIExpression(), !221)
  %246 = and i64 %245, 1, !dbg !222
  %247 = icmp eq i64 %246, 0, !dbg !222
  %248 = lshr i64 %245, 1, !dbg !224
  %249 = xor i64 %248, -3932672073523589310, !dbg !224
  %250 = select i1 %247, i64 %248, i64 %249, !dbg !224
    #dbg_value(i64 %250, !99, !DIExpression(), !218)
    #dbg_value(i32 6, !108, !DIExpression(), !221)
  %251 = and i64 %250, 1, !dbg !222
  %252 = icmp eq i64 %251, 0, !dbg !222
  %253 = lshr i64 %250, 1, !dbg !224
  %254 = xor i64 %253, -3932672073523589310, !dbg !224
  %255 = select i1 %252, i64 %253, i64 %254, !dbg !224
    #dbg_value(i64 %255, !99, !DIExpression(), !218)
    #dbg_value(i32 7, !108, !DIExpression(), !221)
  %256 = and i64 %255, 1, !dbg !222
  %257 = icmp eq i64 %256, 0, !dbg !222
  %258 = lshr i64 %255, 1, !dbg !224
  %259 = xor i64 %258, -3932672073523589310, !dbg !224
  %260 = select i1 %257, i64 %258, i64 %259, !dbg !224
    #dbg_value(i64 %260, !99, !DIExpression(), !218)
    #dbg_value(i32 8, !108, !DIExpression(), !221)
  %261 = getelementptr inbounds i8, ptr %216, i64 1, !dbg !225
    #dbg_value(i64 %217, !107, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !218)
  %262 = icmp eq i64 %217, 0, !dbg !226
  br i1 %262, label %263, label %213, !dbg !226, !llvm.loop !227

263:                                              ; preds = %213
  %264 = zext i16 %210 to i32, !dbg !229
  %265 = xor i32 %167, -1, !dbg !230
    #dbg_value(i32 %265, !56, !DIExpression(), !68)
  %266 = xor i32 %124, -1, !dbg !231
    #dbg_value(i32 %266, !55, !DIExpression(), !68)
  %267 = xor i32 %58, -1, !dbg !232
    #dbg_value(i32 %267, !54, !DIExpression(), !68)
  %268 = xor i32 %24, -1, !dbg !233
    #dbg_value(i32 %268, !53, !DIExpression(), !68)
  %269 = xor i64 %260, -1, !dbg !234
  %270 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %268, i32 noundef %267, i32 noundef %266, i32 noundef %265, i32 noundef %264, i64 noundef %269), !dbg !235
  %271 = icmp eq i32 %24, %58, !dbg !236
  %272 = icmp eq i32 %124, %167
  %273 = select i1 %271, i1 %272, i1 false, !dbg !237
  %274 = and i32 %268, 127, !dbg !237
  %275 = select i1 %273, i32 %274, i32 100, !dbg !237
  ret i32 %275, !dbg !238

276:                                              ; preds = %276, %0
  %277 = phi i32 [ 7, %0 ], [ %298, %276 ]
  %278 = phi i64 [ 0, %0 ], [ %302, %276 ]
    #dbg_value(i32 %277, !47, !DIExpression(), !68)
    #dbg_value(i64 %278, !48, !DIExpression(), !115)
  %279 = mul i32 %277, 1103515245, !dbg !239
  %280 = add i32 %279, 12345, !dbg !242
    #dbg_value(i32 %280, !47, !DIExpression(), !68)
  %281 = lshr i32 %280, 16, !dbg !243
  %282 = trunc i32 %281 to i8, !dbg !244
  %283 = getelementptr inbounds [20000 x i8], ptr @main.buf, i64 0, i64 %278, !dbg !245
  store i8 %282, ptr %283, align 4, !dbg !246, !tbaa !128
  %284 = or disjoint i64 %278, 1, !dbg !247
    #dbg_value(i64 %284, !48, !DIExpression(), !115)
  %285 = mul i32 %280, 1103515245, !dbg !239
  %286 = add i32 %285, 12345, !dbg !242
    #dbg_value(i32 %286, !47, !DIExpression(), !68)
  %287 = lshr i32 %286, 16, !dbg !243
  %288 = trunc i32 %287 to i8, !dbg !244
  %289 = getelementptr inbounds [20000 x i8], ptr @main.buf, i64 0, i64 %284, !dbg !245
  store i8 %288, ptr %289, align 1, !dbg !246, !tbaa !128
  %290 = or disjoint i64 %278, 2, !dbg !247
    #dbg_value(i64 %290, !48, !DIExpression(), !115)
  %291 = mul i32 %286, 1103515245, !dbg !239
  %292 = add i32 %291, 12345, !dbg !242
    #dbg_value(i32 %292, !47, !DIExpression(), !68)
  %293 = lshr i32 %292, 16, !dbg !243
  %294 = trunc i32 %293 to i8, !dbg !244
  %295 = getelementptr inbounds [20000 x i8], ptr @main.buf, i64 0, i64 %290, !dbg !245
  store i8 %294, ptr %295, align 2, !dbg !246, !tbaa !128
  %296 = or disjoint i64 %278, 3, !dbg !247
    #dbg_value(i64 %296, !48, !DIExpression(), !115)
  %297 = mul i32 %292, 1103515245, !dbg !239
  %298 = add i32 %297, 12345, !dbg !242
    #dbg_value(i32 %298, !47, !DIExpression(), !68)
  %299 = lshr i32 %298, 16, !dbg !243
  %300 = trunc i32 %299 to i8, !dbg !244
  %301 = getelementptr inbounds [20000 x i8], ptr @main.buf, i64 0, i64 %296, !dbg !245
  store i8 %300, ptr %301, align 1, !dbg !246, !tbaa !128
  %302 = add nuw nsw i64 %278, 4, !dbg !247
    #dbg_value(i64 %302, !48, !DIExpression(), !115)
  %303 = icmp eq i64 %302, 20000, !dbg !248
  br i1 %303, label %304, label %276, !dbg !116, !llvm.loop !249

304:                                              ; preds = %276, %304
  %305 = phi i64 [ %342, %304 ], [ 0, %276 ], !dbg !251
  %306 = phi <4 x i32> [ %343, %304 ], [ <i32 0, i32 1, i32 2, i32 3>, %276 ], !dbg !253
  %307 = and <4 x i32> %306, <i32 1, i32 1, i32 1, i32 1>, !dbg !253
  %308 = icmp eq <4 x i32> %307, zeroinitializer, !dbg !253
  %309 = lshr <4 x i32> %306, <i32 6, i32 6, i32 6, i32 6>, !dbg !254
  %310 = select <4 x i1> %308, <4 x i32> zeroinitializer, <4 x i32> <i32 124634137, i32 124634137, i32 124634137, i32 124634137>, !dbg !254
  %311 = and <4 x i32> %306, <i32 2, i32 2, i32 2, i32 2>, !dbg !253
  %312 = icmp eq <4 x i32> %311, zeroinitializer, !dbg !253
  %313 = select <4 x i1> %312, <4 x i32> zeroinitializer, <4 x i32> <i32 249268274, i32 249268274, i32 249268274, i32 249268274>, !dbg !254
  %314 = and <4 x i32> %306, <i32 4, i32 4, i32 4, i32 4>, !dbg !253
  %315 = icmp eq <4 x i32> %314, zeroinitializer, !dbg !253
  %316 = select <4 x i1> %315, <4 x i32> zeroinitializer, <4 x i32> <i32 498536548, i32 498536548, i32 498536548, i32 498536548>, !dbg !254
  %317 = and <4 x i32> %306, <i32 8, i32 8, i32 8, i32 8>, !dbg !253
  %318 = icmp eq <4 x i32> %317, zeroinitializer, !dbg !253
  %319 = select <4 x i1> %318, <4 x i32> zeroinitializer, <4 x i32> <i32 997073096, i32 997073096, i32 997073096, i32 997073096>, !dbg !254
  %320 = and <4 x i32> %306, <i32 16, i32 16, i32 16, i32 16>, !dbg !253
  %321 = icmp eq <4 x i32> %320, zeroinitializer, !dbg !253
  %322 = select <4 x i1> %321, <4 x i32> zeroinitializer, <4 x i32> <i32 1994146192, i32 1994146192, i32 1994146192, i32 1994146192>, !dbg !254
  %323 = xor <4 x i32> %313, %309, !dbg !254
  %324 = xor <4 x i32> %323, %310, !dbg !254
  %325 = xor <4 x i32> %324, %316, !dbg !254
  %326 = xor <4 x i32> %319, %322, !dbg !254
  %327 = and <4 x i32> %306, <i32 32, i32 32, i32 32, i32 32>, !dbg !253
  %328 = icmp eq <4 x i32> %327, zeroinitializer, !dbg !253
  %329 = select <4 x i1> %328, <4 x i32> zeroinitializer, <4 x i32> <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>, !dbg !254
  %330 = xor <4 x i32> %326, %329, !dbg !254
  %331 = xor <4 x i32> %330, %325, !dbg !254
  %332 = and <4 x i32> %324, <i32 1, i32 1, i32 1, i32 1>, !dbg !253
  %333 = icmp eq <4 x i32> %332, zeroinitializer, !dbg !253
  %334 = lshr <4 x i32> %331, <i32 2, i32 2, i32 2, i32 2>, !dbg !254
  %335 = select <4 x i1> %333, <4 x i32> zeroinitializer, <4 x i32> <i32 1994146192, i32 1994146192, i32 1994146192, i32 1994146192>, !dbg !254
  %336 = xor <4 x i32> %335, %334, !dbg !254
  %337 = and <4 x i32> %323, <i32 2, i32 2, i32 2, i32 2>, !dbg !253
  %338 = icmp eq <4 x i32> %337, zeroinitializer, !dbg !253
  %339 = select <4 x i1> %338, <4 x i32> zeroinitializer, <4 x i32> <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>, !dbg !254
  %340 = xor <4 x i32> %336, %339, !dbg !254
  %341 = getelementptr inbounds [256 x i32], ptr @table32, i64 0, i64 %305, !dbg !255
  store <4 x i32> %340, ptr %341, align 16, !dbg !256, !tbaa !133
  %342 = add nuw i64 %305, 4, !dbg !251
  %343 = add <4 x i32> %306, <i32 4, i32 4, i32 4, i32 4>, !dbg !253
  %344 = icmp eq i64 %342, 256, !dbg !251
  br i1 %344, label %2, label %304, !dbg !251, !llvm.loop !257
}

; Function Attrs: nofree nounwind
declare !dbg !260 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.xor.v4i32(<4 x i32>) #2

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.dbg.cu = !{!13}
!llvm.module.flags = !{!60, !61, !62, !63, !64, !65, !66}
!llvm.ident = !{!67}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 19, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "programs/crc_variants.c", directory: ".", checksumkind: CSK_MD5, checksum: "3a5f37d8043496ca74abd5008c0b75be")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 472, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 59)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(name: "buf", scope: !9, file: !2, line: 21, type: !57, isLocal: true, isDefinition: true)
!9 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 17, type: !10, scopeLine: 17, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !13, retainedNodes: !45)
!10 = !DISubroutineType(types: !11)
!11 = !{!12}
!12 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!13 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !14, globals: !26, splitDebugInlining: false, nameTableKind: None)
!14 = !{!15, !22, !17, !12, !23}
!15 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !16, size: 64)
!16 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !17)
!17 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint8_t", file: !18, line: 24, baseType: !19)
!18 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-uintn.h", directory: "", checksumkind: CSK_MD5, checksum: "2bf2ae53c58c01b1a1b9383b5195125c")
!19 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint8_t", file: !20, line: 38, baseType: !21)
!20 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!21 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!22 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!23 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint16_t", file: !18, line: 25, baseType: !24)
!24 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint16_t", file: !20, line: 40, baseType: !25)
!25 = !DIBasicType(name: "unsigned short", size: 16, encoding: DW_ATE_unsigned)
!26 = !{!27, !0, !7, !32, !37}
!27 = !DIGlobalVariableExpression(var: !28, expr: !DIExpression())
!28 = distinct !DIGlobalVariable(scope: null, file: !2, line: 18, type: !29, isLocal: true, isDefinition: true)
!29 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 80, elements: !30)
!30 = !{!31}
!31 = !DISubrange(count: 10)
!32 = !DIGlobalVariableExpression(var: !33, expr: !DIExpression())
!33 = distinct !DIGlobalVariable(scope: null, file: !2, line: 28, type: !34, isLocal: true, isDefinition: true)
!34 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 536, elements: !35)
!35 = !{!36}
!36 = !DISubrange(count: 67)
!37 = !DIGlobalVariableExpression(var: !38, expr: !DIExpression())
!38 = distinct !DIGlobalVariable(name: "table32", scope: !13, file: !2, line: 12, type: !39, isLocal: true, isDefinition: true)
!39 = !DICompositeType(tag: DW_TAG_array_type, baseType: !40, size: 8192, elements: !43)
!40 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint32_t", file: !18, line: 26, baseType: !41)
!41 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint32_t", file: !20, line: 42, baseType: !42)
!42 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!43 = !{!44}
!44 = !DISubrange(count: 256)
!45 = !{!46, !47, !48, !53, !54, !55, !56}
!46 = !DILocalVariable(name: "check", scope: !9, file: !2, line: 18, type: !15)
!47 = !DILocalVariable(name: "x", scope: !9, file: !2, line: 22, type: !40)
!48 = !DILocalVariable(name: "i", scope: !49, file: !2, line: 23, type: !50)
!49 = distinct !DILexicalBlock(scope: !9, file: !2, line: 23, column: 5)
!50 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !51, line: 18, baseType: !52)
!51 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stddef_size_t.h", directory: "", checksumkind: CSK_MD5, checksum: "2c44e821a2b1951cde2eb0fb2e656867")
!52 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!53 = !DILocalVariable(name: "a", scope: !9, file: !2, line: 25, type: !40)
!54 = !DILocalVariable(name: "b", scope: !9, file: !2, line: 25, type: !40)
!55 = !DILocalVariable(name: "c", scope: !9, file: !2, line: 27, type: !40)
!56 = !DILocalVariable(name: "d", scope: !9, file: !2, line: 27, type: !40)
!57 = !DICompositeType(tag: DW_TAG_array_type, baseType: !17, size: 160000, elements: !58)
!58 = !{!59}
!59 = !DISubrange(count: 20000)
!60 = !{i32 7, !"Dwarf Version", i32 5}
!61 = !{i32 2, !"Debug Info Version", i32 3}
!62 = !{i32 1, !"wchar_size", i32 4}
!63 = !{i32 8, !"PIC Level", i32 2}
!64 = !{i32 7, !"PIE Level", i32 2}
!65 = !{i32 7, !"uwtable", i32 2}
!66 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!67 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!68 = !DILocation(line: 0, scope: !9)
!69 = !DILocalVariable(name: "c", scope: !70, file: !2, line: 10, type: !23)
!70 = distinct !DISubprogram(name: "crc16_ccitt", scope: !2, file: !2, line: 10, type: !71, scopeLine: 10, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !13, retainedNodes: !73)
!71 = !DISubroutineType(types: !72)
!72 = !{!23, !15, !50}
!73 = !{!74, !75, !69, !76}
!74 = !DILocalVariable(name: "p", arg: 1, scope: !70, file: !2, line: 10, type: !15)
!75 = !DILocalVariable(name: "n", arg: 2, scope: !70, file: !2, line: 10, type: !50)
!76 = !DILocalVariable(name: "k", scope: !77, file: !2, line: 10, type: !12)
!77 = distinct !DILexicalBlock(scope: !78, file: !2, line: 10, column: 122)
!78 = distinct !DILexicalBlock(scope: !70, file: !2, line: 10, column: 92)
!79 = !DILocation(line: 0, scope: !70, inlinedAt: !80)
!80 = distinct !DILocation(line: 19, column: 91, scope: !9)
!81 = !DILocation(line: 0, scope: !77, inlinedAt: !80)
!82 = !DILocalVariable(name: "poly", arg: 3, scope: !83, file: !2, line: 11, type: !40)
!83 = distinct !DISubprogram(name: "crc32_bitwise", scope: !2, file: !2, line: 11, type: !84, scopeLine: 11, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !13, retainedNodes: !86)
!84 = !DISubroutineType(types: !85)
!85 = !{!40, !15, !50, !40}
!86 = !{!87, !88, !82, !89, !90}
!87 = !DILocalVariable(name: "p", arg: 1, scope: !83, file: !2, line: 11, type: !15)
!88 = !DILocalVariable(name: "n", arg: 2, scope: !83, file: !2, line: 11, type: !50)
!89 = !DILocalVariable(name: "c", scope: !83, file: !2, line: 11, type: !40)
!90 = !DILocalVariable(name: "k", scope: !91, file: !2, line: 11, type: !12)
!91 = distinct !DILexicalBlock(scope: !92, file: !2, line: 11, column: 127)
!92 = distinct !DILexicalBlock(scope: !83, file: !2, line: 11, column: 114)
!93 = !DILocation(line: 0, scope: !83, inlinedAt: !94)
!94 = distinct !DILocation(line: 19, column: 114, scope: !9)
!95 = !DILocation(line: 0, scope: !91, inlinedAt: !94)
!96 = !DILocation(line: 0, scope: !83, inlinedAt: !97)
!97 = distinct !DILocation(line: 19, column: 152, scope: !9)
!98 = !DILocation(line: 0, scope: !91, inlinedAt: !97)
!99 = !DILocalVariable(name: "c", scope: !100, file: !2, line: 15, type: !103)
!100 = distinct !DISubprogram(name: "crc64_xz", scope: !2, file: !2, line: 15, type: !101, scopeLine: 15, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !13, retainedNodes: !105)
!101 = !DISubroutineType(types: !102)
!102 = !{!103, !15, !50}
!103 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint64_t", file: !18, line: 27, baseType: !104)
!104 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint64_t", file: !20, line: 45, baseType: !52)
!105 = !{!106, !107, !99, !108}
!106 = !DILocalVariable(name: "p", arg: 1, scope: !100, file: !2, line: 15, type: !15)
!107 = !DILocalVariable(name: "n", arg: 2, scope: !100, file: !2, line: 15, type: !50)
!108 = !DILocalVariable(name: "k", scope: !109, file: !2, line: 15, type: !12)
!109 = distinct !DILexicalBlock(scope: !110, file: !2, line: 15, column: 101)
!110 = distinct !DILexicalBlock(scope: !100, file: !2, line: 15, column: 88)
!111 = !DILocation(line: 0, scope: !100, inlinedAt: !112)
!112 = distinct !DILocation(line: 20, column: 32, scope: !9)
!113 = !DILocation(line: 0, scope: !109, inlinedAt: !112)
!114 = !DILocation(line: 19, column: 5, scope: !9)
!115 = !DILocation(line: 0, scope: !49)
!116 = !DILocation(line: 23, column: 5, scope: !49)
!117 = !DILocalVariable(name: "c", scope: !118, file: !2, line: 14, type: !40)
!118 = distinct !DISubprogram(name: "crc32_table", scope: !2, file: !2, line: 14, type: !119, scopeLine: 14, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !13, retainedNodes: !121)
!119 = !DISubroutineType(types: !120)
!120 = !{!40, !15, !50}
!121 = !{!122, !123, !117}
!122 = !DILocalVariable(name: "p", arg: 1, scope: !118, file: !2, line: 14, type: !15)
!123 = !DILocalVariable(name: "n", arg: 2, scope: !118, file: !2, line: 14, type: !50)
!124 = !DILocation(line: 0, scope: !118, inlinedAt: !125)
!125 = distinct !DILocation(line: 25, column: 18, scope: !9)
!126 = !DILocation(line: 14, column: 116, scope: !118, inlinedAt: !125)
!127 = !DILocation(line: 14, column: 114, scope: !118, inlinedAt: !125)
!128 = !{!129, !129, i64 0}
!129 = !{!"omnipotent char", !130, i64 0}
!130 = !{!"Simple C/C++ TBAA"}
!131 = !DILocation(line: 14, column: 120, scope: !118, inlinedAt: !125)
!132 = !DILocation(line: 14, column: 101, scope: !118, inlinedAt: !125)
!133 = !{!134, !134, i64 0}
!134 = !{!"int", !129, i64 0}
!135 = !DILocation(line: 14, column: 133, scope: !118, inlinedAt: !125)
!136 = !DILocation(line: 14, column: 128, scope: !118, inlinedAt: !125)
!137 = !DILocation(line: 14, column: 93, scope: !118, inlinedAt: !125)
!138 = !DILocation(line: 14, column: 85, scope: !118, inlinedAt: !125)
!139 = distinct !{!139, !138, !140, !141}
!140 = !DILocation(line: 14, column: 137, scope: !118, inlinedAt: !125)
!141 = !{!"llvm.loop.mustprogress"}
!142 = !DILocation(line: 11, column: 110, scope: !83, inlinedAt: !143)
!143 = distinct !DILocation(line: 25, column: 52, scope: !9)
!144 = !DILocation(line: 0, scope: !83, inlinedAt: !143)
!145 = !DILocation(line: 11, column: 121, scope: !92, inlinedAt: !143)
!146 = !DILocation(line: 11, column: 118, scope: !92, inlinedAt: !143)
!147 = !DILocation(line: 0, scope: !91, inlinedAt: !143)
!148 = !DILocation(line: 11, column: 161, scope: !149, inlinedAt: !143)
!149 = distinct !DILexicalBlock(scope: !91, file: !2, line: 11, column: 127)
!150 = !DILocation(line: 11, column: 159, scope: !149, inlinedAt: !143)
!151 = !DILocation(line: 11, column: 123, scope: !92, inlinedAt: !143)
!152 = !DILocation(line: 11, column: 102, scope: !83, inlinedAt: !143)
!153 = distinct !{!153, !152, !154, !141}
!154 = !DILocation(line: 11, column: 193, scope: !83, inlinedAt: !143)
!155 = !DILocation(line: 13, column: 72, scope: !156, inlinedAt: !168)
!156 = distinct !DILexicalBlock(scope: !157, file: !2, line: 13, column: 41)
!157 = distinct !DILexicalBlock(scope: !158, file: !2, line: 13, column: 41)
!158 = distinct !DISubprogram(name: "make_table", scope: !2, file: !2, line: 13, type: !159, scopeLine: 13, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !13, retainedNodes: !161)
!159 = !DISubroutineType(types: !160)
!160 = !{null, !40}
!161 = !{!162, !163, !164, !166}
!162 = !DILocalVariable(name: "poly", arg: 1, scope: !158, file: !2, line: 13, type: !40)
!163 = !DILocalVariable(name: "i", scope: !157, file: !2, line: 13, type: !40)
!164 = !DILocalVariable(name: "c", scope: !165, file: !2, line: 13, type: !40)
!165 = distinct !DILexicalBlock(scope: !156, file: !2, line: 13, column: 76)
!166 = !DILocalVariable(name: "k", scope: !167, file: !2, line: 13, type: !12)
!167 = distinct !DILexicalBlock(scope: !165, file: !2, line: 13, column: 94)
!168 = distinct !DILocation(line: 26, column: 5, scope: !9)
!169 = !DILocation(line: 13, column: 128, scope: !170, inlinedAt: !168)
!170 = distinct !DILexicalBlock(scope: !167, file: !2, line: 13, column: 94)
!171 = !DILocation(line: 13, column: 126, scope: !170, inlinedAt: !168)
!172 = !DILocation(line: 13, column: 160, scope: !165, inlinedAt: !168)
!173 = !DILocation(line: 13, column: 171, scope: !165, inlinedAt: !168)
!174 = distinct !{!174, !175, !176, !141, !177, !178}
!175 = !DILocation(line: 13, column: 41, scope: !157, inlinedAt: !168)
!176 = !DILocation(line: 13, column: 176, scope: !157, inlinedAt: !168)
!177 = !{!"llvm.loop.isvectorized", i32 1}
!178 = !{!"llvm.loop.unroll.runtime.disable"}
!179 = !DILocation(line: 0, scope: !118, inlinedAt: !180)
!180 = distinct !DILocation(line: 27, column: 18, scope: !9)
!181 = !DILocation(line: 14, column: 116, scope: !118, inlinedAt: !180)
!182 = !DILocation(line: 14, column: 114, scope: !118, inlinedAt: !180)
!183 = !DILocation(line: 14, column: 120, scope: !118, inlinedAt: !180)
!184 = !DILocation(line: 14, column: 101, scope: !118, inlinedAt: !180)
!185 = !DILocation(line: 14, column: 133, scope: !118, inlinedAt: !180)
!186 = !DILocation(line: 14, column: 128, scope: !118, inlinedAt: !180)
!187 = !DILocation(line: 14, column: 93, scope: !118, inlinedAt: !180)
!188 = !DILocation(line: 14, column: 85, scope: !118, inlinedAt: !180)
!189 = distinct !{!189, !188, !190, !141}
!190 = !DILocation(line: 14, column: 137, scope: !118, inlinedAt: !180)
!191 = !DILocation(line: 11, column: 110, scope: !83, inlinedAt: !192)
!192 = distinct !DILocation(line: 27, column: 52, scope: !9)
!193 = !DILocation(line: 0, scope: !83, inlinedAt: !192)
!194 = !DILocation(line: 11, column: 121, scope: !92, inlinedAt: !192)
!195 = !DILocation(line: 11, column: 118, scope: !92, inlinedAt: !192)
!196 = !DILocation(line: 0, scope: !91, inlinedAt: !192)
!197 = !DILocation(line: 11, column: 161, scope: !149, inlinedAt: !192)
!198 = !DILocation(line: 11, column: 159, scope: !149, inlinedAt: !192)
!199 = !DILocation(line: 11, column: 123, scope: !92, inlinedAt: !192)
!200 = !DILocation(line: 11, column: 102, scope: !83, inlinedAt: !192)
!201 = distinct !{!201, !200, !202, !141}
!202 = !DILocation(line: 11, column: 193, scope: !83, inlinedAt: !192)
!203 = !DILocation(line: 10, column: 88, scope: !70, inlinedAt: !204)
!204 = distinct !DILocation(line: 28, column: 95, scope: !9)
!205 = !DILocation(line: 0, scope: !70, inlinedAt: !204)
!206 = !DILocation(line: 10, column: 110, scope: !78, inlinedAt: !204)
!207 = !DILocation(line: 10, column: 115, scope: !78, inlinedAt: !204)
!208 = !DILocation(line: 10, column: 96, scope: !78, inlinedAt: !204)
!209 = !DILocation(line: 0, scope: !77, inlinedAt: !204)
!210 = !DILocation(line: 10, column: 165, scope: !211, inlinedAt: !204)
!211 = distinct !DILexicalBlock(scope: !77, file: !2, line: 10, column: 122)
!212 = !DILocation(line: 10, column: 112, scope: !78, inlinedAt: !204)
!213 = !DILocation(line: 10, column: 80, scope: !70, inlinedAt: !204)
!214 = distinct !{!214, !213, !215, !141}
!215 = !DILocation(line: 10, column: 207, scope: !70, inlinedAt: !204)
!216 = !DILocation(line: 15, column: 84, scope: !100, inlinedAt: !217)
!217 = distinct !DILocation(line: 28, column: 145, scope: !9)
!218 = !DILocation(line: 0, scope: !100, inlinedAt: !217)
!219 = !DILocation(line: 15, column: 95, scope: !110, inlinedAt: !217)
!220 = !DILocation(line: 15, column: 92, scope: !110, inlinedAt: !217)
!221 = !DILocation(line: 0, scope: !109, inlinedAt: !217)
!222 = !DILocation(line: 15, column: 135, scope: !223, inlinedAt: !217)
!223 = distinct !DILexicalBlock(scope: !109, file: !2, line: 15, column: 101)
!224 = !DILocation(line: 15, column: 133, scope: !223, inlinedAt: !217)
!225 = !DILocation(line: 15, column: 97, scope: !110, inlinedAt: !217)
!226 = !DILocation(line: 15, column: 76, scope: !100, inlinedAt: !217)
!227 = distinct !{!227, !226, !228, !141}
!228 = !DILocation(line: 15, column: 184, scope: !100, inlinedAt: !217)
!229 = !DILocation(line: 28, column: 95, scope: !9)
!230 = !DILocation(line: 11, column: 202, scope: !83, inlinedAt: !192)
!231 = !DILocation(line: 14, column: 147, scope: !118, inlinedAt: !180)
!232 = !DILocation(line: 11, column: 202, scope: !83, inlinedAt: !143)
!233 = !DILocation(line: 14, column: 147, scope: !118, inlinedAt: !125)
!234 = !DILocation(line: 15, column: 193, scope: !100, inlinedAt: !217)
!235 = !DILocation(line: 28, column: 5, scope: !9)
!236 = !DILocation(line: 29, column: 15, scope: !9)
!237 = !DILocation(line: 29, column: 20, scope: !9)
!238 = !DILocation(line: 29, column: 5, scope: !9)
!239 = !DILocation(line: 23, column: 53, scope: !240)
!240 = distinct !DILexicalBlock(scope: !241, file: !2, line: 23, column: 45)
!241 = distinct !DILexicalBlock(scope: !49, file: !2, line: 23, column: 5)
!242 = !DILocation(line: 23, column: 67, scope: !240)
!243 = !DILocation(line: 23, column: 98, scope: !240)
!244 = !DILocation(line: 23, column: 86, scope: !240)
!245 = !DILocation(line: 23, column: 77, scope: !240)
!246 = !DILocation(line: 23, column: 84, scope: !240)
!247 = !DILocation(line: 23, column: 41, scope: !241)
!248 = !DILocation(line: 23, column: 26, scope: !241)
!249 = distinct !{!249, !116, !250, !141}
!250 = !DILocation(line: 23, column: 106, scope: !49)
!251 = !DILocation(line: 13, column: 72, scope: !156, inlinedAt: !252)
!252 = distinct !DILocation(line: 24, column: 5, scope: !9)
!253 = !DILocation(line: 13, column: 128, scope: !170, inlinedAt: !252)
!254 = !DILocation(line: 13, column: 126, scope: !170, inlinedAt: !252)
!255 = !DILocation(line: 13, column: 160, scope: !165, inlinedAt: !252)
!256 = !DILocation(line: 13, column: 171, scope: !165, inlinedAt: !252)
!257 = distinct !{!257, !258, !259, !141, !177, !178}
!258 = !DILocation(line: 13, column: 41, scope: !157, inlinedAt: !252)
!259 = !DILocation(line: 13, column: 176, scope: !157, inlinedAt: !252)
!260 = !DISubprogram(name: "printf", scope: !261, file: !261, line: 356, type: !262, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!261 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!262 = !DISubroutineType(types: !263)
!263 = !{!12, !264, null}
!264 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !265)
!265 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !266, size: 64)
!266 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
