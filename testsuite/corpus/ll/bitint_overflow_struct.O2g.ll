; ModuleID = 'programs/bitint_overflow_struct.c'
source_filename = "programs/bitint_overflow_struct.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.rec = type <{ i8, [3 x i8], i32, i64, [5 x i8], [3 x i8], i128, i16, [6 x i8] }>

@.str = private unnamed_addr constant [63 x i8] c"sizeof rec=%zu align=%zu off a=%zu b=%zu c=%zu d=%zu tail=%zu\0A\00", align 1, !dbg !0
@__const.main.x24 = private unnamed_addr constant [6 x i32] [i32 8388607, i32 -8388608, i32 1, i32 -1, i32 4194304, i32 4096], align 16
@.str.1 = private unnamed_addr constant [10 x i8] c"%d%d%d%d \00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [9 x i8] c"bad add \00", align 1, !dbg !12
@.str.3 = private unnamed_addr constant [29 x i8] c"\0Amul24 overflows counted %d\0A\00", align 1, !dbg !17
@.str.4 = private unnamed_addr constant [21 x i8] c"u65 %d %llx/%016llx \00", align 1, !dbg !22
@.str.5 = private unnamed_addr constant [17 x i8] c"%d %llx/%016llx \00", align 1, !dbg !27
@.str.6 = private unnamed_addr constant [4 x i8] c"%d\0A\00", align 1, !dbg !32
@.str.7 = private unnamed_addr constant [31 x i8] c"s33 2^31+2^31 ovf=%d val=%lld\0A\00", align 1, !dbg !37
@.str.8 = private unnamed_addr constant [30 x i8] c"s33 near max ovf=%d val=%lld\0A\00", align 1, !dbg !42
@.str.9 = private unnamed_addr constant [66 x i8] c"q: %c a=%lld b=%lld c=%d,%d,%d,%d,%d d_hi=%llx d_lo=%llx tail=%d\0A\00", align 1, !dbg !47
@.str.10 = private unnamed_addr constant [14 x i8] c"arr sum %lld\0A\00", align 1, !dbg !52

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 !dbg !78 {
  %1 = alloca [6 x i32], align 16, !DIAssignID !131
    #dbg_assign(i1 undef, !82, !DIExpression(), !131, ptr %1, !DIExpression(), !132)
  %2 = alloca i128, align 16, !DIAssignID !133
    #dbg_assign(i1 undef, !103, !DIExpression(), !133, ptr %2, !DIExpression(), !132)
  %3 = alloca %struct.rec, align 8, !DIAssignID !134
    #dbg_assign(i1 undef, !108, !DIExpression(), !134, ptr %3, !DIExpression(), !132)
  %4 = alloca %struct.rec, align 8, !DIAssignID !135
    #dbg_assign(i1 undef, !123, !DIExpression(), !135, ptr %4, !DIExpression(), !132)
  %5 = alloca %struct.rec, align 8
  %6 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i64 noundef 48, i64 noundef 8, i64 noundef 4, i64 noundef 8, i64 noundef 16, i64 noundef 24, i64 noundef 40), !dbg !136
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %1) #7, !dbg !137
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 16 %1, ptr align 16 @__const.main.x24, i64 24, i1 true), !dbg !138, !DIAssignID !139
    #dbg_assign(i1 undef, !82, !DIExpression(), !139, ptr %1, !DIExpression(), !132)
    #dbg_value(i32 0, !87, !DIExpression(), !132)
    #dbg_value(i32 0, !88, !DIExpression(), !140)
  br label %7, !dbg !141

7:                                                ; preds = %0, %91
  %8 = phi i64 [ 0, %0 ], [ %92, %91 ]
  %9 = phi i32 [ 0, %0 ], [ %126, %91 ]
    #dbg_value(i32 %9, !87, !DIExpression(), !132)
    #dbg_value(i64 %8, !88, !DIExpression(), !140)
  %10 = getelementptr inbounds [6 x i32], ptr %1, i64 0, i64 %8
    #dbg_value(i32 0, !90, !DIExpression(), !142)
  br label %94, !dbg !143

11:                                               ; preds = %91
  %12 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %126), !dbg !144
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %2), !dbg !145
  store volatile i128 12297829382473034410, ptr %2, align 16, !dbg !146, !tbaa !147, !DIAssignID !151
    #dbg_assign(i128 12297829382473034410, !103, !DIExpression(), !151, ptr %2, !DIExpression(), !132)
  %13 = load volatile i128, ptr %2, align 16, !dbg !152, !tbaa !147
  %14 = trunc i128 %13 to i65, !dbg !152
  %15 = tail call { i65, i1 } @llvm.umul.with.overflow.i65(i65 %14, i65 3), !dbg !153
  %16 = extractvalue { i65, i1 } %15, 1, !dbg !153
  %17 = extractvalue { i65, i1 } %15, 0, !dbg !153
    #dbg_value(i65 %17, !105, !DIExpression(DW_OP_LLVM_convert, 65, DW_ATE_unsigned, DW_OP_LLVM_convert, 128, DW_ATE_unsigned, DW_OP_stack_value), !132)
  %18 = zext i1 %16 to i32, !dbg !153
    #dbg_value(i32 %18, !106, !DIExpression(), !132)
  %19 = lshr i65 %17, 64, !dbg !154
  %20 = trunc nuw nsw i65 %19 to i64, !dbg !155
  %21 = trunc i65 %17 to i64, !dbg !156
  %22 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %18, i64 noundef %20, i64 noundef %21), !dbg !157
  %23 = load volatile i128, ptr %2, align 16, !dbg !158, !tbaa !147
  %24 = trunc i128 %23 to i65, !dbg !158
  %25 = icmp ugt i65 %24, 9223372036854775807, !dbg !159
  %26 = shl i65 %24, 2, !dbg !159
    #dbg_value(i65 %26, !105, !DIExpression(DW_OP_LLVM_convert, 65, DW_ATE_unsigned, DW_OP_LLVM_convert, 128, DW_ATE_unsigned, DW_OP_stack_value), !132)
  %27 = zext i1 %25 to i32, !dbg !159
    #dbg_value(i32 %27, !106, !DIExpression(), !132)
  %28 = lshr i65 %26, 64, !dbg !160
  %29 = trunc nuw nsw i65 %28 to i64, !dbg !161
  %30 = trunc i65 %26 to i64, !dbg !162
  %31 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %27, i64 noundef %29, i64 noundef %30), !dbg !163
  %32 = load volatile i128, ptr %2, align 16, !dbg !164, !tbaa !147
  %33 = trunc i128 %32 to i65, !dbg !164
  %34 = load volatile i128, ptr %2, align 16, !dbg !165, !tbaa !147
  %35 = trunc i128 %34 to i65, !dbg !165
  %36 = shl i65 %35, 1, !dbg !166
  %37 = tail call { i65, i1 } @llvm.uadd.with.overflow.i65(i65 %33, i65 %36), !dbg !167
  %38 = extractvalue { i65, i1 } %37, 1, !dbg !167
    #dbg_value(i65 poison, !105, !DIExpression(DW_OP_LLVM_convert, 65, DW_ATE_unsigned, DW_OP_LLVM_convert, 128, DW_ATE_unsigned, DW_OP_stack_value), !132)
  %39 = zext i1 %38 to i32, !dbg !167
    #dbg_value(i32 %39, !106, !DIExpression(), !132)
  %40 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef %39), !dbg !168
    #dbg_value(i64 -4294967296, !107, !DIExpression(), !132)
    #dbg_value(i32 1, !106, !DIExpression(), !132)
  %41 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef 1, i64 noundef -4294967296), !dbg !169
    #dbg_value(i64 -2147483649, !107, !DIExpression(), !132)
  %42 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef 1, i64 noundef -2147483649), !dbg !170
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %3) #7, !dbg !171
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(48) %3, i8 0, i64 48, i1 false), !dbg !172, !DIAssignID !173
    #dbg_assign(i8 0, !108, !DIExpression(), !173, ptr %3, !DIExpression(), !132)
  store i8 82, ptr %3, align 8, !dbg !174, !tbaa !175, !DIAssignID !180
    #dbg_assign(i8 82, !108, !DIExpression(DW_OP_LLVM_fragment, 0, 8), !180, ptr %3, !DIExpression(), !132)
  %43 = getelementptr inbounds i8, ptr %3, i64 4, !dbg !181
  store i32 -1000, ptr %43, align 4, !dbg !182, !tbaa !183, !DIAssignID !184
    #dbg_assign(i32 -1000, !108, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !184, ptr %43, !DIExpression(), !132)
  %44 = getelementptr inbounds i8, ptr %3, i64 8, !dbg !185
  store i64 2147483648, ptr %44, align 8, !dbg !186, !tbaa !187, !DIAssignID !188
    #dbg_assign(i64 2147483648, !108, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !188, ptr %44, !DIExpression(), !132)
    #dbg_value(i64 1, !121, !DIExpression(), !189)
  %45 = getelementptr inbounds i8, ptr %3, i64 17, !dbg !190
    #dbg_value(i64 4, !121, !DIExpression(), !189)
  store <4 x i8> <i8 30, i8 60, i8 90, i8 120>, ptr %45, align 1, !dbg !192, !tbaa !193
    #dbg_value(i64 5, !121, !DIExpression(), !189)
  %46 = getelementptr inbounds i8, ptr %3, i64 24, !dbg !195
  store i128 18446744073709551616, ptr %46, align 8, !dbg !196, !tbaa !197, !DIAssignID !198
    #dbg_assign(i128 18446744073709551616, !108, !DIExpression(DW_OP_LLVM_fragment, 192, 128), !198, ptr %46, !DIExpression(), !132)
  %47 = getelementptr inbounds i8, ptr %3, i64 40, !dbg !199
  store i16 7, ptr %47, align 8, !dbg !200, !tbaa !201, !DIAssignID !202
    #dbg_assign(i16 7, !108, !DIExpression(DW_OP_LLVM_fragment, 320, 16), !202, ptr %47, !DIExpression(), !132)
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %4) #7, !dbg !203
  call fastcc void @bump(ptr dead_on_unwind nonnull writable sret(%struct.rec) align 8 %5, ptr noundef nonnull byval(%struct.rec) align 8 %3, i32 noundef 5), !dbg !204
  call fastcc void @bump(ptr dead_on_unwind nonnull writable sret(%struct.rec) align 8 %4, ptr noundef nonnull byval(%struct.rec) align 8 %5, i32 noundef 100), !dbg !205
  %48 = load i8, ptr %4, align 8, !dbg !206, !tbaa !175
  %49 = sext i8 %48 to i32, !dbg !207
  %50 = getelementptr inbounds i8, ptr %4, i64 4, !dbg !208
  %51 = load i32, ptr %50, align 4, !dbg !208, !tbaa !183
  %52 = zext i32 %51 to i64, !dbg !208
  %53 = shl i64 %52, 40, !dbg !209
  %54 = ashr exact i64 %53, 40, !dbg !209
  %55 = getelementptr inbounds i8, ptr %4, i64 8, !dbg !210
  %56 = load i64, ptr %55, align 8, !dbg !210, !tbaa !187
  %57 = shl i64 %56, 31, !dbg !211
  %58 = ashr exact i64 %57, 31, !dbg !211
  %59 = getelementptr inbounds i8, ptr %4, i64 16, !dbg !212
  %60 = load i8, ptr %59, align 8, !dbg !213, !tbaa !193
  %61 = and i8 %60, 127, !dbg !214
  %62 = zext nneg i8 %61 to i32, !dbg !214
  %63 = getelementptr inbounds i8, ptr %4, i64 17, !dbg !215
  %64 = load i8, ptr %63, align 1, !dbg !215, !tbaa !193
  %65 = and i8 %64, 127, !dbg !216
  %66 = zext nneg i8 %65 to i32, !dbg !216
  %67 = getelementptr inbounds i8, ptr %4, i64 18, !dbg !217
  %68 = load i8, ptr %67, align 2, !dbg !217, !tbaa !193
  %69 = and i8 %68, 127, !dbg !218
  %70 = zext nneg i8 %69 to i32, !dbg !218
  %71 = getelementptr inbounds i8, ptr %4, i64 19, !dbg !219
  %72 = load i8, ptr %71, align 1, !dbg !219, !tbaa !193
  %73 = and i8 %72, 127, !dbg !220
  %74 = zext nneg i8 %73 to i32, !dbg !220
  %75 = getelementptr inbounds i8, ptr %4, i64 20, !dbg !221
  %76 = load i8, ptr %75, align 4, !dbg !221, !tbaa !193
  %77 = and i8 %76, 127, !dbg !222
  %78 = zext nneg i8 %77 to i32, !dbg !222
  %79 = getelementptr inbounds i8, ptr %4, i64 24, !dbg !223
  %80 = load i128, ptr %79, align 8, !dbg !223, !tbaa !197
  %81 = trunc i128 %80 to i65, !dbg !223
  %82 = lshr i65 %81, 64, !dbg !224
  %83 = trunc nuw nsw i65 %82 to i64, !dbg !225
  %84 = trunc i128 %80 to i64, !dbg !226
  %85 = getelementptr inbounds i8, ptr %4, i64 40, !dbg !227
  %86 = load i16, ptr %85, align 8, !dbg !227, !tbaa !201
  %87 = sext i16 %86 to i32, !dbg !228
  %88 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef %49, i64 noundef %54, i64 noundef %58, i32 noundef %62, i32 noundef %66, i32 noundef %70, i32 noundef %74, i32 noundef %78, i64 noundef %83, i64 noundef %84, i32 noundef %87), !dbg !229
    #dbg_value(i32 0, !124, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !132)
    #dbg_value(i32 -300000, !124, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !132)
    #dbg_value(i32 -600000, !124, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !132)
    #dbg_value(i32 -900000, !124, !DIExpression(DW_OP_LLVM_fragment, 96, 32), !132)
    #dbg_value(i32 -1200000, !124, !DIExpression(DW_OP_LLVM_fragment, 128, 32), !132)
    #dbg_value(i32 -1500000, !124, !DIExpression(DW_OP_LLVM_fragment, 160, 32), !132)
    #dbg_value(i32 -1800000, !124, !DIExpression(DW_OP_LLVM_fragment, 192, 32), !132)
    #dbg_value(i32 -2100000, !124, !DIExpression(DW_OP_LLVM_fragment, 224, 32), !132)
    #dbg_value(i32 -2400000, !124, !DIExpression(DW_OP_LLVM_fragment, 256, 32), !132)
    #dbg_value(i32 -2700000, !124, !DIExpression(DW_OP_LLVM_fragment, 288, 32), !132)
    #dbg_value(i64 -13500000, !128, !DIExpression(), !132)
  %89 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i64 noundef -13500000), !dbg !230
  %90 = add nsw i32 %126, %87, !dbg !231
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %4) #7, !dbg !232
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %3) #7, !dbg !232
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %2), !dbg !232
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %1) #7, !dbg !232
  ret i32 %90, !dbg !232

91:                                               ; preds = %137
  %92 = add nuw nsw i64 %8, 1, !dbg !233
    #dbg_value(i32 %126, !87, !DIExpression(), !132)
    #dbg_value(i64 %92, !88, !DIExpression(), !140)
  %93 = icmp eq i64 %92, 6, !dbg !234
  br i1 %93, label %11, label %7, !dbg !141, !llvm.loop !235

94:                                               ; preds = %7, %137
  %95 = phi i64 [ 0, %7 ], [ %138, %137 ]
  %96 = phi i32 [ %9, %7 ], [ %126, %137 ]
    #dbg_value(i32 %96, !87, !DIExpression(), !132)
    #dbg_value(i64 %95, !90, !DIExpression(), !142)
  %97 = load volatile i32, ptr %10, align 4, !dbg !238, !tbaa !239
  %98 = trunc i32 %97 to i24, !dbg !238
  %99 = getelementptr inbounds [6 x i32], ptr %1, i64 0, i64 %95, !dbg !240
  %100 = load volatile i32, ptr %99, align 4, !dbg !240, !tbaa !239
  %101 = trunc i32 %100 to i24, !dbg !240
  %102 = tail call { i24, i1 } @llvm.sadd.with.overflow.i24(i24 %98, i24 %101), !dbg !241
  %103 = extractvalue { i24, i1 } %102, 1, !dbg !241
    #dbg_value(i24 poison, !93, !DIExpression(DW_OP_LLVM_convert, 24, DW_ATE_signed, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_stack_value), !242)
  %104 = zext i1 %103 to i32, !dbg !241
    #dbg_value(i32 %104, !96, !DIExpression(), !242)
  %105 = load volatile i32, ptr %10, align 4, !dbg !243, !tbaa !239
  %106 = trunc i32 %105 to i24, !dbg !243
  %107 = load volatile i32, ptr %99, align 4, !dbg !244, !tbaa !239
  %108 = trunc i32 %107 to i24, !dbg !244
  %109 = tail call { i24, i1 } @llvm.smul.with.overflow.i24(i24 %106, i24 %108), !dbg !245
  %110 = extractvalue { i24, i1 } %109, 1, !dbg !245
    #dbg_value(i24 poison, !97, !DIExpression(DW_OP_LLVM_convert, 24, DW_ATE_signed, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_stack_value), !242)
  %111 = zext i1 %110 to i32, !dbg !245
    #dbg_value(i32 %111, !98, !DIExpression(), !242)
  %112 = load volatile i32, ptr %10, align 4, !dbg !246, !tbaa !239
  %113 = trunc i32 %112 to i24, !dbg !246
  %114 = load volatile i32, ptr %99, align 4, !dbg !247, !tbaa !239
  %115 = trunc i32 %114 to i24, !dbg !247
  %116 = sext i24 %113 to i33, !dbg !248
  %117 = sext i24 %115 to i33, !dbg !248
  %118 = tail call { i33, i1 } @llvm.smul.with.overflow.i33(i33 %116, i33 %117), !dbg !248
  %119 = extractvalue { i33, i1 } %118, 1, !dbg !248
    #dbg_value(i33 poison, !99, !DIExpression(DW_OP_LLVM_convert, 33, DW_ATE_signed, DW_OP_LLVM_convert, 64, DW_ATE_signed, DW_OP_stack_value), !242)
  %120 = zext i1 %119 to i32, !dbg !248
    #dbg_value(i32 %120, !100, !DIExpression(), !242)
  %121 = load volatile i32, ptr %10, align 4, !dbg !249, !tbaa !239
  %122 = load volatile i32, ptr %99, align 4, !dbg !250, !tbaa !239
    #dbg_value(i32 poison, !101, !DIExpression(), !242)
    #dbg_value(i32 0, !102, !DIExpression(), !242)
  %123 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %104, i32 noundef %111, i32 noundef %120, i32 noundef 0), !dbg !251
  %124 = add i32 %96, %104, !dbg !252
  %125 = add i32 %124, %111, !dbg !253
  %126 = add i32 %125, %120, !dbg !254
    #dbg_value(i32 %126, !87, !DIExpression(), !132)
  br i1 %103, label %137, label %127, !dbg !255

127:                                              ; preds = %94
  %128 = extractvalue { i24, i1 } %102, 0, !dbg !241
    #dbg_value(i24 %128, !93, !DIExpression(DW_OP_LLVM_convert, 24, DW_ATE_signed, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_stack_value), !242)
  %129 = load volatile i32, ptr %10, align 4, !dbg !257, !tbaa !239
  %130 = trunc i32 %129 to i24, !dbg !257
  %131 = load volatile i32, ptr %99, align 4, !dbg !258, !tbaa !239
  %132 = trunc i32 %131 to i24, !dbg !258
  %133 = add nsw i24 %132, %130, !dbg !259
  %134 = icmp eq i24 %128, %133, !dbg !260
  br i1 %134, label %137, label %135, !dbg !261

135:                                              ; preds = %127
  %136 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2), !dbg !262
  br label %137, !dbg !262

137:                                              ; preds = %135, %127, %94
  %138 = add nuw nsw i64 %95, 1, !dbg !263
    #dbg_value(i32 %126, !87, !DIExpression(), !132)
    #dbg_value(i64 %138, !90, !DIExpression(), !142)
  %139 = icmp eq i64 %138, 6, !dbg !264
  br i1 %139, label %91, label %94, !dbg !143, !llvm.loop !265
}

; Function Attrs: nofree nounwind
declare !dbg !267 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #2

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i24, i1 } @llvm.sadd.with.overflow.i24(i24, i24) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i24, i1 } @llvm.smul.with.overflow.i24(i24, i24) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i33, i1 } @llvm.smul.with.overflow.i33(i33, i33) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i65, i1 } @llvm.umul.with.overflow.i65(i65, i65) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i65, i1 } @llvm.uadd.with.overflow.i65(i65, i65) #4

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #5

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define internal fastcc void @bump(ptr dead_on_unwind noalias nocapture writable writeonly sret(%struct.rec) align 8 %0, ptr nocapture noundef byval(%struct.rec) align 8 %1, i32 noundef %2) unnamed_addr #6 !dbg !274 {
    #dbg_declare(ptr %1, !278, !DIExpression(), !282)
    #dbg_value(i32 %2, !279, !DIExpression(), !283)
  %4 = getelementptr inbounds i8, ptr %1, i64 4, !dbg !284
  %5 = load i32, ptr %4, align 4, !dbg !284, !tbaa !183
  %6 = shl i32 %5, 8, !dbg !285
  %7 = ashr exact i32 %6, 8, !dbg !285
  %8 = sdiv i32 %7, 2, !dbg !286
  %9 = add nsw i32 %8, %2, !dbg !287
  %10 = shl i32 %9, 8, !dbg !288
  %11 = ashr exact i32 %10, 8, !dbg !288
  store i32 %11, ptr %4, align 4, !dbg !288, !tbaa !183
  %12 = getelementptr inbounds i8, ptr %1, i64 8, !dbg !289
  %13 = load i64, ptr %12, align 8, !dbg !289, !tbaa !187
  %14 = zext i32 %2 to i64, !dbg !290
  %15 = sub i64 %13, %14, !dbg !291
  %16 = shl i64 %15, 31, !dbg !292
  %17 = ashr exact i64 %16, 31, !dbg !292
  store i64 %17, ptr %12, align 8, !dbg !292, !tbaa !187
    #dbg_value(i32 0, !280, !DIExpression(), !293)
  %18 = trunc i32 %2 to i8
  %19 = getelementptr inbounds i8, ptr %1, i64 16
    #dbg_value(i32 0, !280, !DIExpression(), !293)
    #dbg_value(i64 0, !280, !DIExpression(), !293)
    #dbg_value(i64 1, !280, !DIExpression(), !293)
    #dbg_value(i64 2, !280, !DIExpression(), !293)
    #dbg_value(i64 3, !280, !DIExpression(), !293)
  %20 = load <4 x i8>, ptr %19, align 8, !dbg !294, !tbaa !193
  %21 = insertelement <4 x i8> poison, i8 %18, i64 0, !dbg !294
  %22 = shufflevector <4 x i8> %21, <4 x i8> poison, <4 x i32> zeroinitializer, !dbg !294
  %23 = add <4 x i8> %20, %22, !dbg !294
  %24 = and <4 x i8> %23, <i8 127, i8 127, i8 127, i8 127>, !dbg !294
  store <4 x i8> %24, ptr %19, align 8, !dbg !294, !tbaa !193
    #dbg_value(i64 4, !280, !DIExpression(), !293)
  %25 = getelementptr inbounds i8, ptr %1, i64 20, !dbg !296
  %26 = load i8, ptr %25, align 4, !dbg !294, !tbaa !193
  %27 = add i8 %26, %18, !dbg !294
  %28 = and i8 %27, 127, !dbg !294
  store i8 %28, ptr %25, align 4, !dbg !294, !tbaa !193
    #dbg_value(i64 5, !280, !DIExpression(), !293)
  %29 = getelementptr inbounds i8, ptr %1, i64 24, !dbg !297
  %30 = load i128, ptr %29, align 8, !dbg !298, !tbaa !197
  %31 = trunc i128 %30 to i65, !dbg !298
  %32 = mul i65 %31, 3, !dbg !298
  %33 = zext i65 %32 to i128, !dbg !298
  store i128 %33, ptr %29, align 8, !dbg !298, !tbaa !197
  %34 = getelementptr inbounds i8, ptr %1, i64 40, !dbg !299
  %35 = load i16, ptr %34, align 8, !dbg !300, !tbaa !201
  %36 = add i16 %35, 1, !dbg !300
  store i16 %36, ptr %34, align 8, !dbg !300, !tbaa !201
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(48) %0, ptr noundef nonnull align 8 dereferenceable(48) %1, i64 48, i1 false), !dbg !301, !tbaa.struct !302
  ret void, !dbg !306
}

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #6 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nounwind }

!llvm.dbg.cu = !{!57}
!llvm.module.flags = !{!70, !71, !72, !73, !74, !75, !76}
!llvm.ident = !{!77}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 21, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "programs/bitint_overflow_struct.c", directory: ".", checksumkind: CSK_MD5, checksum: "3a2233d2d3366220b5c83f501288173b")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 504, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 63)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 31, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 80, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 10)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 33, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 72, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 9)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(scope: null, file: !2, line: 36, type: !19, isLocal: true, isDefinition: true)
!19 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 232, elements: !20)
!20 = !{!21}
!21 = !DISubrange(count: 29)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(scope: null, file: !2, line: 39, type: !24, isLocal: true, isDefinition: true)
!24 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 168, elements: !25)
!25 = !{!26}
!26 = !DISubrange(count: 21)
!27 = !DIGlobalVariableExpression(var: !28, expr: !DIExpression())
!28 = distinct !DIGlobalVariable(scope: null, file: !2, line: 41, type: !29, isLocal: true, isDefinition: true)
!29 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 136, elements: !30)
!30 = !{!31}
!31 = !DISubrange(count: 17)
!32 = !DIGlobalVariableExpression(var: !33, expr: !DIExpression())
!33 = distinct !DIGlobalVariable(scope: null, file: !2, line: 43, type: !34, isLocal: true, isDefinition: true)
!34 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 32, elements: !35)
!35 = !{!36}
!36 = !DISubrange(count: 4)
!37 = !DIGlobalVariableExpression(var: !38, expr: !DIExpression())
!38 = distinct !DIGlobalVariable(scope: null, file: !2, line: 45, type: !39, isLocal: true, isDefinition: true)
!39 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 248, elements: !40)
!40 = !{!41}
!41 = !DISubrange(count: 31)
!42 = !DIGlobalVariableExpression(var: !43, expr: !DIExpression())
!43 = distinct !DIGlobalVariable(scope: null, file: !2, line: 47, type: !44, isLocal: true, isDefinition: true)
!44 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 240, elements: !45)
!45 = !{!46}
!46 = !DISubrange(count: 30)
!47 = !DIGlobalVariableExpression(var: !48, expr: !DIExpression())
!48 = distinct !DIGlobalVariable(scope: null, file: !2, line: 51, type: !49, isLocal: true, isDefinition: true)
!49 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 528, elements: !50)
!50 = !{!51}
!51 = !DISubrange(count: 66)
!52 = !DIGlobalVariableExpression(var: !53, expr: !DIExpression())
!53 = distinct !DIGlobalVariable(scope: null, file: !2, line: 55, type: !54, isLocal: true, isDefinition: true)
!54 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 112, elements: !55)
!55 = !{!56}
!56 = !DISubrange(count: 14)
!57 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !58, globals: !69, splitDebugInlining: false, nameTableKind: None)
!58 = !{!59, !61, !62, !64, !65, !66, !67}
!59 = !DIDerivedType(tag: DW_TAG_typedef, name: "u65", file: !2, line: 12, baseType: !60)
!60 = !DIBasicType(name: "unsigned _BitInt", size: 128, encoding: DW_ATE_unsigned)
!61 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!62 = !DIDerivedType(tag: DW_TAG_typedef, name: "s33", file: !2, line: 11, baseType: !63)
!63 = !DIBasicType(name: "_BitInt", size: 64, encoding: DW_ATE_signed)
!64 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!65 = !DIBasicType(name: "unsigned _BitInt", size: 8, encoding: DW_ATE_unsigned)
!66 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!67 = !DIDerivedType(tag: DW_TAG_typedef, name: "s24", file: !2, line: 10, baseType: !68)
!68 = !DIBasicType(name: "_BitInt", size: 32, encoding: DW_ATE_signed)
!69 = !{!0, !7, !12, !17, !22, !27, !32, !37, !42, !47, !52}
!70 = !{i32 7, !"Dwarf Version", i32 5}
!71 = !{i32 2, !"Debug Info Version", i32 3}
!72 = !{i32 1, !"wchar_size", i32 4}
!73 = !{i32 8, !"PIC Level", i32 2}
!74 = !{i32 7, !"PIE Level", i32 2}
!75 = !{i32 7, !"uwtable", i32 2}
!76 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!77 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!78 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 20, type: !79, scopeLine: 20, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !57, retainedNodes: !81)
!79 = !DISubroutineType(types: !80)
!80 = !{!66}
!81 = !{!82, !87, !88, !90, !93, !96, !97, !98, !99, !100, !101, !102, !103, !105, !106, !107, !108, !121, !123, !124, !126, !128, !129}
!82 = !DILocalVariable(name: "x24", scope: !78, file: !2, line: 23, type: !83)
!83 = !DICompositeType(tag: DW_TAG_array_type, baseType: !84, size: 192, elements: !85)
!84 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !67)
!85 = !{!86}
!86 = !DISubrange(count: 6)
!87 = !DILocalVariable(name: "ovf", scope: !78, file: !2, line: 24, type: !66)
!88 = !DILocalVariable(name: "i", scope: !89, file: !2, line: 25, type: !66)
!89 = distinct !DILexicalBlock(scope: !78, file: !2, line: 25, column: 5)
!90 = !DILocalVariable(name: "j", scope: !91, file: !2, line: 26, type: !66)
!91 = distinct !DILexicalBlock(scope: !92, file: !2, line: 26, column: 9)
!92 = distinct !DILexicalBlock(scope: !89, file: !2, line: 25, column: 5)
!93 = !DILocalVariable(name: "r", scope: !94, file: !2, line: 27, type: !67)
!94 = distinct !DILexicalBlock(scope: !95, file: !2, line: 26, column: 37)
!95 = distinct !DILexicalBlock(scope: !91, file: !2, line: 26, column: 9)
!96 = !DILocalVariable(name: "o1", scope: !94, file: !2, line: 27, type: !66)
!97 = !DILocalVariable(name: "m", scope: !94, file: !2, line: 28, type: !67)
!98 = !DILocalVariable(name: "o2", scope: !94, file: !2, line: 28, type: !66)
!99 = !DILocalVariable(name: "wide", scope: !94, file: !2, line: 29, type: !62)
!100 = !DILocalVariable(name: "o3", scope: !94, file: !2, line: 29, type: !66)
!101 = !DILocalVariable(name: "small", scope: !94, file: !2, line: 30, type: !66)
!102 = !DILocalVariable(name: "o4", scope: !94, file: !2, line: 30, type: !66)
!103 = !DILocalVariable(name: "big", scope: !78, file: !2, line: 37, type: !104)
!104 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !59)
!105 = !DILocalVariable(name: "out", scope: !78, file: !2, line: 38, type: !59)
!106 = !DILocalVariable(name: "o", scope: !78, file: !2, line: 38, type: !66)
!107 = !DILocalVariable(name: "s", scope: !78, file: !2, line: 44, type: !62)
!108 = !DILocalVariable(name: "r", scope: !78, file: !2, line: 48, type: !109)
!109 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "rec", file: !2, line: 13, size: 384, elements: !110)
!110 = !{!111, !112, !113, !114, !118, !119}
!111 = !DIDerivedType(tag: DW_TAG_member, name: "tag", scope: !109, file: !2, line: 13, baseType: !4, size: 8)
!112 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !109, file: !2, line: 13, baseType: !67, size: 32, offset: 32)
!113 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !109, file: !2, line: 13, baseType: !62, size: 64, offset: 64)
!114 = !DIDerivedType(tag: DW_TAG_member, name: "c", scope: !109, file: !2, line: 13, baseType: !115, size: 40, offset: 128)
!115 = !DICompositeType(tag: DW_TAG_array_type, baseType: !65, size: 40, elements: !116)
!116 = !{!117}
!117 = !DISubrange(count: 5)
!118 = !DIDerivedType(tag: DW_TAG_member, name: "d", scope: !109, file: !2, line: 13, baseType: !59, size: 128, offset: 192)
!119 = !DIDerivedType(tag: DW_TAG_member, name: "tail", scope: !109, file: !2, line: 13, baseType: !120, size: 16, offset: 320)
!120 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!121 = !DILocalVariable(name: "i", scope: !122, file: !2, line: 49, type: !66)
!122 = distinct !DILexicalBlock(scope: !78, file: !2, line: 49, column: 51)
!123 = !DILocalVariable(name: "q", scope: !78, file: !2, line: 50, type: !109)
!124 = !DILocalVariable(name: "arr", scope: !78, file: !2, line: 53, type: !125)
!125 = !DICompositeType(tag: DW_TAG_array_type, baseType: !67, size: 320, elements: !10)
!126 = !DILocalVariable(name: "i", scope: !127, file: !2, line: 53, type: !66)
!127 = distinct !DILexicalBlock(scope: !78, file: !2, line: 53, column: 18)
!128 = !DILocalVariable(name: "sum", scope: !78, file: !2, line: 54, type: !64)
!129 = !DILocalVariable(name: "i", scope: !130, file: !2, line: 54, type: !66)
!130 = distinct !DILexicalBlock(scope: !78, file: !2, line: 54, column: 24)
!131 = distinct !DIAssignID()
!132 = !DILocation(line: 0, scope: !78)
!133 = distinct !DIAssignID()
!134 = distinct !DIAssignID()
!135 = distinct !DIAssignID()
!136 = !DILocation(line: 21, column: 5, scope: !78)
!137 = !DILocation(line: 23, column: 5, scope: !78)
!138 = !DILocation(line: 23, column: 18, scope: !78)
!139 = distinct !DIAssignID()
!140 = !DILocation(line: 0, scope: !89)
!141 = !DILocation(line: 25, column: 5, scope: !89)
!142 = !DILocation(line: 0, scope: !91)
!143 = !DILocation(line: 26, column: 9, scope: !91)
!144 = !DILocation(line: 36, column: 5, scope: !78)
!145 = !DILocation(line: 37, column: 5, scope: !78)
!146 = !DILocation(line: 37, column: 18, scope: !78)
!147 = !{!148, !148, i64 0}
!148 = !{!"_BitInt(65)", !149, i64 0}
!149 = !{!"omnipotent char", !150, i64 0}
!150 = !{!"Simple C/C++ TBAA"}
!151 = distinct !DIAssignID()
!152 = !DILocation(line: 38, column: 45, scope: !78)
!153 = !DILocation(line: 38, column: 22, scope: !78)
!154 = !DILocation(line: 39, column: 64, scope: !78)
!155 = !DILocation(line: 39, column: 39, scope: !78)
!156 = !DILocation(line: 39, column: 72, scope: !78)
!157 = !DILocation(line: 39, column: 5, scope: !78)
!158 = !DILocation(line: 40, column: 32, scope: !78)
!159 = !DILocation(line: 40, column: 9, scope: !78)
!160 = !DILocation(line: 41, column: 60, scope: !78)
!161 = !DILocation(line: 41, column: 35, scope: !78)
!162 = !DILocation(line: 41, column: 68, scope: !78)
!163 = !DILocation(line: 41, column: 5, scope: !78)
!164 = !DILocation(line: 42, column: 32, scope: !78)
!165 = !DILocation(line: 42, column: 37, scope: !78)
!166 = !DILocation(line: 42, column: 41, scope: !78)
!167 = !DILocation(line: 42, column: 9, scope: !78)
!168 = !DILocation(line: 43, column: 5, scope: !78)
!169 = !DILocation(line: 45, column: 5, scope: !78)
!170 = !DILocation(line: 47, column: 5, scope: !78)
!171 = !DILocation(line: 48, column: 5, scope: !78)
!172 = !DILocation(line: 48, column: 19, scope: !78)
!173 = distinct !DIAssignID()
!174 = !DILocation(line: 49, column: 11, scope: !78)
!175 = !{!176, !149, i64 0}
!176 = !{!"rec", !149, i64 0, !177, i64 4, !178, i64 8, !149, i64 16, !148, i64 24, !179, i64 40}
!177 = !{!"_BitInt(24)", !149, i64 0}
!178 = !{!"_BitInt(33)", !149, i64 0}
!179 = !{!"short", !149, i64 0}
!180 = distinct !DIAssignID()
!181 = !DILocation(line: 49, column: 20, scope: !78)
!182 = !DILocation(line: 49, column: 22, scope: !78)
!183 = !{!176, !177, i64 4}
!184 = distinct !DIAssignID()
!185 = !DILocation(line: 49, column: 33, scope: !78)
!186 = !DILocation(line: 49, column: 35, scope: !78)
!187 = !{!176, !178, i64 8}
!188 = distinct !DIAssignID()
!189 = !DILocation(line: 0, scope: !122)
!190 = !DILocation(line: 49, column: 79, scope: !191)
!191 = distinct !DILexicalBlock(scope: !122, file: !2, line: 49, column: 51)
!192 = !DILocation(line: 49, column: 86, scope: !191)
!193 = !{!194, !194, i64 0}
!194 = !{!"_BitInt(7)", !149, i64 0}
!195 = !DILocation(line: 49, column: 121, scope: !78)
!196 = !DILocation(line: 49, column: 123, scope: !78)
!197 = !{!176, !148, i64 24}
!198 = distinct !DIAssignID()
!199 = !DILocation(line: 49, column: 141, scope: !78)
!200 = !DILocation(line: 49, column: 146, scope: !78)
!201 = !{!176, !179, i64 40}
!202 = distinct !DIAssignID()
!203 = !DILocation(line: 50, column: 5, scope: !78)
!204 = !DILocation(line: 50, column: 25, scope: !78)
!205 = !DILocation(line: 50, column: 20, scope: !78)
!206 = !DILocation(line: 51, column: 84, scope: !78)
!207 = !DILocation(line: 51, column: 82, scope: !78)
!208 = !DILocation(line: 51, column: 102, scope: !78)
!209 = !DILocation(line: 51, column: 89, scope: !78)
!210 = !DILocation(line: 51, column: 118, scope: !78)
!211 = !DILocation(line: 51, column: 105, scope: !78)
!212 = !DILocation(line: 51, column: 128, scope: !78)
!213 = !DILocation(line: 51, column: 126, scope: !78)
!214 = !DILocation(line: 51, column: 121, scope: !78)
!215 = !DILocation(line: 51, column: 139, scope: !78)
!216 = !DILocation(line: 51, column: 134, scope: !78)
!217 = !DILocation(line: 52, column: 17, scope: !78)
!218 = !DILocation(line: 52, column: 12, scope: !78)
!219 = !DILocation(line: 52, column: 30, scope: !78)
!220 = !DILocation(line: 52, column: 25, scope: !78)
!221 = !DILocation(line: 52, column: 43, scope: !78)
!222 = !DILocation(line: 52, column: 38, scope: !78)
!223 = !DILocation(line: 52, column: 74, scope: !78)
!224 = !DILocation(line: 52, column: 76, scope: !78)
!225 = !DILocation(line: 52, column: 51, scope: !78)
!226 = !DILocation(line: 52, column: 84, scope: !78)
!227 = !DILocation(line: 52, column: 111, scope: !78)
!228 = !DILocation(line: 52, column: 109, scope: !78)
!229 = !DILocation(line: 51, column: 5, scope: !78)
!230 = !DILocation(line: 55, column: 5, scope: !78)
!231 = !DILocation(line: 56, column: 22, scope: !78)
!232 = !DILocation(line: 57, column: 1, scope: !78)
!233 = !DILocation(line: 25, column: 29, scope: !92)
!234 = !DILocation(line: 25, column: 23, scope: !92)
!235 = distinct !{!235, !141, !236, !237}
!236 = !DILocation(line: 35, column: 9, scope: !89)
!237 = !{!"llvm.loop.mustprogress"}
!238 = !DILocation(line: 27, column: 52, scope: !94)
!239 = !{!177, !177, i64 0}
!240 = !DILocation(line: 27, column: 60, scope: !94)
!241 = !DILocation(line: 27, column: 29, scope: !94)
!242 = !DILocation(line: 0, scope: !94)
!243 = !DILocation(line: 28, column: 52, scope: !94)
!244 = !DILocation(line: 28, column: 60, scope: !94)
!245 = !DILocation(line: 28, column: 29, scope: !94)
!246 = !DILocation(line: 29, column: 55, scope: !94)
!247 = !DILocation(line: 29, column: 63, scope: !94)
!248 = !DILocation(line: 29, column: 32, scope: !94)
!249 = !DILocation(line: 30, column: 56, scope: !94)
!250 = !DILocation(line: 30, column: 64, scope: !94)
!251 = !DILocation(line: 31, column: 13, scope: !94)
!252 = !DILocation(line: 32, column: 23, scope: !94)
!253 = !DILocation(line: 32, column: 28, scope: !94)
!254 = !DILocation(line: 32, column: 17, scope: !94)
!255 = !DILocation(line: 33, column: 21, scope: !256)
!256 = distinct !DILexicalBlock(scope: !94, file: !2, line: 33, column: 17)
!257 = !DILocation(line: 33, column: 29, scope: !256)
!258 = !DILocation(line: 33, column: 38, scope: !256)
!259 = !DILocation(line: 33, column: 36, scope: !256)
!260 = !DILocation(line: 33, column: 26, scope: !256)
!261 = !DILocation(line: 33, column: 17, scope: !94)
!262 = !DILocation(line: 33, column: 46, scope: !256)
!263 = !DILocation(line: 26, column: 33, scope: !95)
!264 = !DILocation(line: 26, column: 27, scope: !95)
!265 = distinct !{!265, !143, !266, !237}
!266 = !DILocation(line: 35, column: 9, scope: !91)
!267 = !DISubprogram(name: "printf", scope: !268, file: !268, line: 356, type: !269, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!268 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!269 = !DISubroutineType(types: !270)
!270 = !{!66, !271, null}
!271 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !272)
!272 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !273, size: 64)
!273 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!274 = distinct !DISubprogram(name: "bump", scope: !2, file: !2, line: 15, type: !275, scopeLine: 15, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !57, retainedNodes: !277)
!275 = !DISubroutineType(types: !276)
!276 = !{!109, !109, !66}
!277 = !{!278, !279, !280}
!278 = !DILocalVariable(name: "r", arg: 1, scope: !274, file: !2, line: 15, type: !109)
!279 = !DILocalVariable(name: "k", arg: 2, scope: !274, file: !2, line: 15, type: !66)
!280 = !DILocalVariable(name: "i", scope: !281, file: !2, line: 16, type: !66)
!281 = distinct !DILexicalBlock(scope: !274, file: !2, line: 16, column: 53)
!282 = !DILocation(line: 15, column: 61, scope: !274)
!283 = !DILocation(line: 0, scope: !274)
!284 = !DILocation(line: 16, column: 19, scope: !274)
!285 = !DILocation(line: 16, column: 17, scope: !274)
!286 = !DILocation(line: 16, column: 21, scope: !274)
!287 = !DILocation(line: 16, column: 25, scope: !274)
!288 = !DILocation(line: 16, column: 9, scope: !274)
!289 = !DILocation(line: 16, column: 45, scope: !274)
!290 = !DILocation(line: 16, column: 49, scope: !274)
!291 = !DILocation(line: 16, column: 47, scope: !274)
!292 = !DILocation(line: 16, column: 35, scope: !274)
!293 = !DILocation(line: 0, scope: !281)
!294 = !DILocation(line: 16, column: 88, scope: !295)
!295 = distinct !DILexicalBlock(scope: !281, file: !2, line: 16, column: 53)
!296 = !DILocation(line: 16, column: 81, scope: !295)
!297 = !DILocation(line: 16, column: 117, scope: !274)
!298 = !DILocation(line: 16, column: 119, scope: !274)
!299 = !DILocation(line: 16, column: 127, scope: !274)
!300 = !DILocation(line: 16, column: 131, scope: !274)
!301 = !DILocation(line: 17, column: 12, scope: !274)
!302 = !{i64 0, i64 1, !303, i64 4, i64 4, !239, i64 8, i64 8, !304, i64 16, i64 5, !303, i64 24, i64 16, !147, i64 40, i64 2, !305}
!303 = !{!149, !149, i64 0}
!304 = !{!178, !178, i64 0}
!305 = !{!179, !179, i64 0}
!306 = !DILocation(line: 17, column: 5, scope: !274)
