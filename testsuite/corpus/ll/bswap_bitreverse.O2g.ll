; ModuleID = 'programs/bswap_bitreverse.c'
source_filename = "programs/bswap_bitreverse.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [34 x i8] c"bs16=%04x bs32=%08x bs64=%016llx\0A\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [43 x i8] c"br8=%02x br16=%04x br32=%08x br64=%016llx\0A\00", align 1, !dbg !7
@__const.main.buf = private unnamed_addr constant [16 x i8] c"\DE\AD\BE\EF\01\02\03\04\05\06\07\08\80\7F\FF\00", align 16
@.str.2 = private unnamed_addr constant [39 x i8] c"be32=%08x be64@4=%016llx be32@12=%08x\0A\00", align 1, !dbg !12
@.str.3 = private unnamed_addr constant [18 x i8] c"stored %02x %02x\0A\00", align 1, !dbg !17
@.str.4 = private unnamed_addr constant [12 x i8] c"br8(%d)=%d \00", align 1, !dbg !22
@.str.5 = private unnamed_addr constant [22 x i8] c"\0Ahash %016llx bad %d\0A\00", align 1, !dbg !27

; Function Attrs: nofree nounwind uwtable
define dso_local range(i32 0, 100) i32 @main() local_unnamed_addr #0 !dbg !56 {
  %1 = alloca i64, align 8, !DIAssignID !79
    #dbg_assign(i1 undef, !60, !DIExpression(), !79, ptr %1, !DIExpression(), !80)
  %2 = alloca [16 x i8], align 16, !DIAssignID !81
    #dbg_assign(i1 undef, !73, !DIExpression(), !81, ptr %2, !DIExpression(), !80)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1), !dbg !82
  store volatile i64 81985529216486895, ptr %1, align 8, !dbg !83, !tbaa !84, !DIAssignID !88
    #dbg_assign(i64 81985529216486895, !60, !DIExpression(), !88, ptr %1, !DIExpression(), !80)
  %3 = load volatile i64, ptr %1, align 8, !dbg !89, !tbaa !84
    #dbg_value(i64 %3, !65, !DIExpression(), !80)
    #dbg_value(i32 0, !66, !DIExpression(), !80)
    #dbg_value(i64 0, !67, !DIExpression(), !80)
    #dbg_value(i32 0, !68, !DIExpression(), !90)
  br label %70, !dbg !91

4:                                                ; preds = %101
  %5 = load volatile i64, ptr %1, align 8, !dbg !92, !tbaa !84
  %6 = trunc i64 %5 to i16, !dbg !93
  %7 = tail call fastcc zeroext i16 @bs16(i16 noundef zeroext %6), !dbg !94
  %8 = zext i16 %7 to i32, !dbg !94
  %9 = load volatile i64, ptr %1, align 8, !dbg !95, !tbaa !84
  %10 = trunc i64 %9 to i32, !dbg !96
  %11 = tail call fastcc i32 @bs32(i32 noundef %10), !dbg !97
  %12 = load volatile i64, ptr %1, align 8, !dbg !98, !tbaa !84
  %13 = tail call fastcc i64 @bs64(i64 noundef %12), !dbg !99
  %14 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %8, i32 noundef %11, i64 noundef %13), !dbg !100
  %15 = load volatile i64, ptr %1, align 8, !dbg !101, !tbaa !84
  %16 = trunc i64 %15 to i8, !dbg !102
  %17 = tail call fastcc zeroext i8 @br8(i8 noundef zeroext %16), !dbg !103
  %18 = zext i8 %17 to i32, !dbg !103
  %19 = load volatile i64, ptr %1, align 8, !dbg !104, !tbaa !84
  %20 = trunc i64 %19 to i16, !dbg !105
  %21 = tail call fastcc zeroext i16 @br16(i16 noundef zeroext %20), !dbg !106
  %22 = zext i16 %21 to i32, !dbg !106
  %23 = load volatile i64, ptr %1, align 8, !dbg !107, !tbaa !84
  %24 = trunc i64 %23 to i32, !dbg !108
  %25 = tail call fastcc i32 @br32(i32 noundef %24), !dbg !109
  %26 = load volatile i64, ptr %1, align 8, !dbg !110, !tbaa !84
  %27 = tail call fastcc i64 @br64(i64 noundef %26), !dbg !111
  %28 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %18, i32 noundef %22, i32 noundef %25, i64 noundef %27), !dbg !112
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %2) #9, !dbg !113
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(16) %2, ptr noundef nonnull align 16 dereferenceable(16) @__const.main.buf, i64 16, i1 false), !dbg !114, !DIAssignID !115
    #dbg_assign(i1 undef, !73, !DIExpression(), !115, ptr %2, !DIExpression(), !80)
  %29 = call fastcc i32 @load_be32(ptr noundef nonnull %2), !dbg !116
  %30 = getelementptr inbounds i8, ptr %2, i64 4, !dbg !117
  %31 = call fastcc i64 @load_be64(ptr noundef nonnull %30), !dbg !118
  %32 = getelementptr inbounds i8, ptr %2, i64 12, !dbg !119
  %33 = call fastcc i32 @load_be32(ptr noundef nonnull %32), !dbg !120
  %34 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %29, i64 noundef %31, i32 noundef %33), !dbg !121
  call fastcc void @store_be16(ptr noundef nonnull %2), !dbg !122
  %35 = load i8, ptr %2, align 16, !dbg !123, !tbaa !124
  %36 = zext i8 %35 to i32, !dbg !123
  %37 = getelementptr inbounds i8, ptr %2, i64 1, !dbg !125
  %38 = load i8, ptr %37, align 1, !dbg !125, !tbaa !124
  %39 = zext i8 %38 to i32, !dbg !125
  %40 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %36, i32 noundef %39), !dbg !126
    #dbg_value(i32 0, !77, !DIExpression(), !127)
  %41 = tail call fastcc zeroext i8 @br8(i8 noundef zeroext 1), !dbg !128
  %42 = zext i8 %41 to i32, !dbg !128
  %43 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef 1, i32 noundef %42), !dbg !130
    #dbg_value(i32 1, !77, !DIExpression(), !127)
  %44 = tail call fastcc zeroext i8 @br8(i8 noundef zeroext 2), !dbg !128
  %45 = zext i8 %44 to i32, !dbg !128
  %46 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef 2, i32 noundef %45), !dbg !130
    #dbg_value(i32 2, !77, !DIExpression(), !127)
  %47 = tail call fastcc zeroext i8 @br8(i8 noundef zeroext 4), !dbg !128
  %48 = zext i8 %47 to i32, !dbg !128
  %49 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef 4, i32 noundef %48), !dbg !130
    #dbg_value(i32 3, !77, !DIExpression(), !127)
  %50 = tail call fastcc zeroext i8 @br8(i8 noundef zeroext 8), !dbg !128
  %51 = zext i8 %50 to i32, !dbg !128
  %52 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef 8, i32 noundef %51), !dbg !130
    #dbg_value(i32 4, !77, !DIExpression(), !127)
  %53 = tail call fastcc zeroext i8 @br8(i8 noundef zeroext 16), !dbg !128
  %54 = zext i8 %53 to i32, !dbg !128
  %55 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef 16, i32 noundef %54), !dbg !130
    #dbg_value(i32 5, !77, !DIExpression(), !127)
  %56 = tail call fastcc zeroext i8 @br8(i8 noundef zeroext 32), !dbg !128
  %57 = zext i8 %56 to i32, !dbg !128
  %58 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef 32, i32 noundef %57), !dbg !130
    #dbg_value(i32 6, !77, !DIExpression(), !127)
  %59 = tail call fastcc zeroext i8 @br8(i8 noundef zeroext 64), !dbg !128
  %60 = zext i8 %59 to i32, !dbg !128
  %61 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef 64, i32 noundef %60), !dbg !130
    #dbg_value(i32 7, !77, !DIExpression(), !127)
  %62 = tail call fastcc zeroext i8 @br8(i8 noundef zeroext -128), !dbg !128
  %63 = zext i8 %62 to i32, !dbg !128
  %64 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef 128, i32 noundef %63), !dbg !130
    #dbg_value(i32 8, !77, !DIExpression(), !127)
  %65 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i64 noundef %121, i32 noundef %107), !dbg !131
  %66 = icmp eq i32 %107, 0, !dbg !132
  %67 = urem i64 %121, 100, !dbg !132
  %68 = trunc nuw nsw i64 %67 to i32, !dbg !132
  %69 = select i1 %66, i32 %68, i32 1, !dbg !132
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %2) #9, !dbg !133
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1), !dbg !133
  ret i32 %69, !dbg !134

70:                                               ; preds = %0, %101
  %71 = phi i64 [ %3, %0 ], [ %76, %101 ]
  %72 = phi i32 [ 0, %0 ], [ %122, %101 ]
  %73 = phi i64 [ 0, %0 ], [ %121, %101 ]
  %74 = phi i32 [ 0, %0 ], [ %107, %101 ]
    #dbg_value(i64 %71, !65, !DIExpression(), !80)
    #dbg_value(i32 %72, !68, !DIExpression(), !90)
    #dbg_value(i64 %73, !67, !DIExpression(), !80)
    #dbg_value(i32 %74, !66, !DIExpression(), !80)
  %75 = mul i64 %71, 6364136223846793005, !dbg !135
  %76 = add i64 %75, 1442695040888963407, !dbg !136
    #dbg_value(i64 %76, !65, !DIExpression(), !80)
  %77 = trunc nuw i32 %72 to i8, !dbg !137
  %78 = urem i8 %77, 17, !dbg !137
  %79 = zext nneg i8 %78 to i64, !dbg !138
  %80 = lshr i64 %76, %79, !dbg !138
    #dbg_value(i64 %80, !70, !DIExpression(), !139)
  %81 = trunc i64 %80 to i32, !dbg !140
  %82 = tail call fastcc i32 @bs32(i32 noundef %81), !dbg !142
  %83 = tail call fastcc i32 @bs32_idiom(i32 noundef %81), !dbg !143
  %84 = icmp ne i32 %82, %83, !dbg !144
  %85 = zext i1 %84 to i32, !dbg !145
  %86 = add nsw i32 %74, %85, !dbg !145
    #dbg_value(i32 %86, !66, !DIExpression(), !80)
  %87 = tail call fastcc i64 @br64(i64 noundef %80), !dbg !146
  %88 = tail call fastcc i64 @br64_loop(i64 noundef %80), !dbg !148
  %89 = icmp ne i64 %87, %88, !dbg !149
  %90 = zext i1 %89 to i32, !dbg !150
  %91 = add nsw i32 %86, %90, !dbg !150
    #dbg_value(i32 %91, !66, !DIExpression(), !80)
  %92 = tail call fastcc i64 @bs64(i64 noundef %80), !dbg !151
  %93 = tail call fastcc i64 @bs64(i64 noundef %92), !dbg !153
  %94 = icmp eq i64 %93, %80, !dbg !154
  %95 = tail call fastcc i32 @br32(i32 noundef %81), !dbg !139
  br i1 %94, label %96, label %99, !dbg !155

96:                                               ; preds = %70
  %97 = tail call fastcc i32 @br32(i32 noundef %95), !dbg !156
  %98 = icmp eq i32 %97, %81, !dbg !157
  br i1 %98, label %101, label %99, !dbg !158

99:                                               ; preds = %70, %96
  %100 = add nsw i32 %91, 1, !dbg !159
    #dbg_value(i32 %100, !66, !DIExpression(), !80)
  br label %101, !dbg !160

101:                                              ; preds = %99, %96
  %102 = phi i32 [ %100, %99 ], [ %91, %96 ], !dbg !139
    #dbg_value(i32 %102, !66, !DIExpression(), !80)
  %103 = lshr i64 %87, 32, !dbg !161
  %104 = trunc nuw i64 %103 to i32, !dbg !163
  %105 = icmp ne i32 %95, %104, !dbg !164
  %106 = zext i1 %105 to i32, !dbg !165
  %107 = add nsw i32 %102, %106, !dbg !165
    #dbg_value(i32 %107, !66, !DIExpression(), !80)
  %108 = mul i64 %73, 31, !dbg !166
  %109 = trunc i64 %80 to i16, !dbg !167
  %110 = tail call fastcc zeroext i16 @bs16(i16 noundef zeroext %109), !dbg !168
  %111 = zext i16 %110 to i64, !dbg !168
  %112 = trunc i64 %80 to i8, !dbg !169
  %113 = tail call fastcc zeroext i8 @br8(i8 noundef zeroext %112), !dbg !170
  %114 = zext i8 %113 to i64, !dbg !170
  %115 = tail call fastcc zeroext i16 @br16(i16 noundef zeroext %109), !dbg !171
  %116 = zext i16 %115 to i64, !dbg !171
  %117 = add i64 %87, %108, !dbg !172
  %118 = add i64 %117, %92, !dbg !173
  %119 = add i64 %118, %111, !dbg !174
  %120 = add i64 %119, %114, !dbg !175
  %121 = add i64 %120, %116, !dbg !176
    #dbg_value(i64 %121, !67, !DIExpression(), !80)
  %122 = add nuw nsw i32 %72, 1, !dbg !177
    #dbg_value(i64 %76, !65, !DIExpression(), !80)
    #dbg_value(i32 %122, !68, !DIExpression(), !90)
  %123 = icmp eq i32 %122, 200, !dbg !178
  br i1 %123, label %4, label %70, !dbg !91, !llvm.loop !179
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef i32 @bs32(i32 noundef %0) unnamed_addr #2 !dbg !182 {
    #dbg_value(i32 %0, !186, !DIExpression(), !187)
  %2 = tail call i32 @llvm.bswap.i32(i32 %0), !dbg !188
  ret i32 %2, !dbg !189
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef i32 @bs32_idiom(i32 noundef %0) unnamed_addr #2 !dbg !190 {
    #dbg_value(i32 %0, !192, !DIExpression(), !193)
  %2 = tail call i32 @llvm.bswap.i32(i32 %0), !dbg !194
  ret i32 %2, !dbg !195
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef i64 @br64(i64 noundef %0) unnamed_addr #2 !dbg !196 {
    #dbg_value(i64 %0, !200, !DIExpression(), !201)
  %2 = tail call i64 @llvm.bitreverse.i64(i64 %0), !dbg !202
  ret i64 %2, !dbg !203
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(none) uwtable
define internal fastcc i64 @br64_loop(i64 noundef %0) unnamed_addr #3 !dbg !204 {
    #dbg_value(i64 %0, !206, !DIExpression(), !210)
    #dbg_value(i64 0, !207, !DIExpression(), !210)
    #dbg_value(i32 0, !208, !DIExpression(), !211)
  br label %3, !dbg !212

2:                                                ; preds = %3
  ret i64 %19, !dbg !213

3:                                                ; preds = %3, %1
  %4 = phi i32 [ 0, %1 ], [ %21, %3 ]
  %5 = phi i64 [ 0, %1 ], [ %19, %3 ]
  %6 = phi i64 [ %0, %1 ], [ %20, %3 ]
    #dbg_value(i32 %4, !208, !DIExpression(), !211)
    #dbg_value(i64 %5, !207, !DIExpression(), !210)
    #dbg_value(i64 %6, !206, !DIExpression(), !210)
    #dbg_value(!DIArgList(i64 %5, i64 %6), !207, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1, DW_OP_shl, DW_OP_LLVM_arg, 1, DW_OP_constu, 1, DW_OP_and, DW_OP_or, DW_OP_stack_value), !210)
    #dbg_value(i64 %6, !206, !DIExpression(DW_OP_constu, 1, DW_OP_shr, DW_OP_stack_value), !210)
    #dbg_value(i32 %4, !208, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !211)
  %7 = shl i64 %5, 3, !dbg !214
  %8 = shl i64 %6, 2, !dbg !214
  %9 = and i64 %8, 4, !dbg !214
  %10 = or disjoint i64 %7, %9, !dbg !214
  %11 = and i64 %6, 2, !dbg !217
  %12 = or disjoint i64 %10, %11, !dbg !218
    #dbg_value(i64 %12, !207, !DIExpression(), !210)
  %13 = lshr i64 %6, 2, !dbg !219
    #dbg_value(i64 %13, !206, !DIExpression(), !210)
    #dbg_value(i32 %4, !208, !DIExpression(DW_OP_plus_uconst, 2, DW_OP_stack_value), !211)
  %14 = and i64 %13, 1, !dbg !217
  %15 = or disjoint i64 %12, %14, !dbg !218
    #dbg_value(i64 %15, !207, !DIExpression(), !210)
  %16 = lshr i64 %6, 3, !dbg !219
    #dbg_value(i64 %16, !206, !DIExpression(), !210)
    #dbg_value(i32 %4, !208, !DIExpression(DW_OP_plus_uconst, 3, DW_OP_stack_value), !211)
  %17 = shl i64 %15, 1, !dbg !214
  %18 = and i64 %16, 1, !dbg !217
  %19 = or disjoint i64 %17, %18, !dbg !218
    #dbg_value(i64 %19, !207, !DIExpression(), !210)
  %20 = lshr i64 %6, 4, !dbg !219
    #dbg_value(i64 %20, !206, !DIExpression(), !210)
  %21 = add nuw nsw i32 %4, 4, !dbg !220
    #dbg_value(i32 %21, !208, !DIExpression(), !211)
  %22 = icmp eq i32 %21, 64, !dbg !221
  br i1 %22, label %2, label %3, !dbg !212, !llvm.loop !222
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef i64 @bs64(i64 noundef %0) unnamed_addr #2 !dbg !224 {
    #dbg_value(i64 %0, !226, !DIExpression(), !227)
  %2 = tail call i64 @llvm.bswap.i64(i64 %0), !dbg !228
  ret i64 %2, !dbg !229
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef i32 @br32(i32 noundef %0) unnamed_addr #2 !dbg !230 {
    #dbg_value(i32 %0, !232, !DIExpression(), !233)
  %2 = tail call i32 @llvm.bitreverse.i32(i32 %0), !dbg !234
  ret i32 %2, !dbg !235
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef zeroext i16 @bs16(i16 noundef zeroext %0) unnamed_addr #2 !dbg !236 {
    #dbg_value(i16 %0, !240, !DIExpression(), !241)
  %2 = tail call i16 @llvm.bswap.i16(i16 %0), !dbg !242
  ret i16 %2, !dbg !243
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef zeroext i8 @br8(i8 noundef zeroext %0) unnamed_addr #2 !dbg !244 {
    #dbg_value(i8 %0, !248, !DIExpression(), !249)
  %2 = tail call i8 @llvm.bitreverse.i8(i8 %0), !dbg !250
  ret i8 %2, !dbg !251
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef zeroext i16 @br16(i16 noundef zeroext %0) unnamed_addr #2 !dbg !252 {
    #dbg_value(i16 %0, !254, !DIExpression(), !255)
  %2 = tail call i16 @llvm.bitreverse.i16(i16 %0), !dbg !256
  ret i16 %2, !dbg !257
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare !dbg !258 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #4

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #5

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define internal fastcc i32 @load_be32(ptr nocapture noundef readonly %0) unnamed_addr #6 !dbg !265 {
    #dbg_value(ptr %0, !271, !DIExpression(), !272)
  %2 = load i8, ptr %0, align 1, !dbg !273, !tbaa !124
  %3 = zext i8 %2 to i32, !dbg !274
  %4 = shl nuw i32 %3, 24, !dbg !275
  %5 = getelementptr inbounds i8, ptr %0, i64 1, !dbg !276
  %6 = load i8, ptr %5, align 1, !dbg !276, !tbaa !124
  %7 = zext i8 %6 to i32, !dbg !277
  %8 = shl nuw nsw i32 %7, 16, !dbg !278
  %9 = or disjoint i32 %8, %4, !dbg !279
  %10 = getelementptr inbounds i8, ptr %0, i64 2, !dbg !280
  %11 = load i8, ptr %10, align 1, !dbg !280, !tbaa !124
  %12 = zext i8 %11 to i32, !dbg !281
  %13 = shl nuw nsw i32 %12, 8, !dbg !282
  %14 = or disjoint i32 %9, %13, !dbg !283
  %15 = getelementptr inbounds i8, ptr %0, i64 3, !dbg !284
  %16 = load i8, ptr %15, align 1, !dbg !284, !tbaa !124
  %17 = zext i8 %16 to i32, !dbg !284
  %18 = or disjoint i32 %14, %17, !dbg !285
  ret i32 %18, !dbg !286
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define internal fastcc i64 @load_be64(ptr nocapture noundef readonly %0) unnamed_addr #6 !dbg !287 {
    #dbg_value(ptr %0, !291, !DIExpression(), !293)
  %2 = load i64, ptr %0, align 1, !dbg !294
    #dbg_value(i64 %2, !292, !DIExpression(), !293)
  %3 = tail call i64 @llvm.bswap.i64(i64 %2), !dbg !295
  ret i64 %3, !dbg !296
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write) uwtable
define internal fastcc void @store_be16(ptr nocapture noundef writeonly %0) unnamed_addr #7 !dbg !297 {
    #dbg_value(ptr %0, !302, !DIExpression(), !304)
    #dbg_value(i16 -13570, !303, !DIExpression(), !304)
  store i8 -54, ptr %0, align 1, !dbg !305, !tbaa !124
  %2 = getelementptr inbounds i8, ptr %0, i64 1, !dbg !306
  store i8 -2, ptr %2, align 1, !dbg !307, !tbaa !124
  ret void, !dbg !308
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.bswap.i32(i32) #8

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.bitreverse.i64(i64) #8

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.bswap.i64(i64) #8

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.bitreverse.i32(i32) #8

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i16 @llvm.bswap.i16(i16) #8

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i8 @llvm.bitreverse.i8(i8) #8

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i16 @llvm.bitreverse.i16(i16) #8

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree noinline norecurse nosync nounwind memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #6 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #9 = { nounwind }

!llvm.dbg.cu = !{!32}
!llvm.module.flags = !{!48, !49, !50, !51, !52, !53, !54}
!llvm.ident = !{!55}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 38, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "programs/bswap_bitreverse.c", directory: ".", checksumkind: CSK_MD5, checksum: "f33a17e000f2ee2eb0b968639ecd4b61")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 272, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 34)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 39, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 344, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 43)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 41, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 312, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 39)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(scope: null, file: !2, line: 43, type: !19, isLocal: true, isDefinition: true)
!19 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 144, elements: !20)
!20 = !{!21}
!21 = !DISubrange(count: 18)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(scope: null, file: !2, line: 44, type: !24, isLocal: true, isDefinition: true)
!24 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 96, elements: !25)
!25 = !{!26}
!26 = !DISubrange(count: 12)
!27 = !DIGlobalVariableExpression(var: !28, expr: !DIExpression())
!28 = distinct !DIGlobalVariable(scope: null, file: !2, line: 45, type: !29, isLocal: true, isDefinition: true)
!29 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 176, elements: !30)
!30 = !{!31}
!31 = !DISubrange(count: 22)
!32 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !33, globals: !47, splitDebugInlining: false, nameTableKind: None)
!33 = !{!34, !39, !42, !45, !46, !44}
!34 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint32_t", file: !35, line: 26, baseType: !36)
!35 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-uintn.h", directory: "", checksumkind: CSK_MD5, checksum: "2bf2ae53c58c01b1a1b9383b5195125c")
!36 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint32_t", file: !37, line: 42, baseType: !38)
!37 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!38 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!39 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint16_t", file: !35, line: 25, baseType: !40)
!40 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint16_t", file: !37, line: 40, baseType: !41)
!41 = !DIBasicType(name: "unsigned short", size: 16, encoding: DW_ATE_unsigned)
!42 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint8_t", file: !35, line: 24, baseType: !43)
!43 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint8_t", file: !37, line: 38, baseType: !44)
!44 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!45 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!46 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!47 = !{!0, !7, !12, !17, !22, !27}
!48 = !{i32 7, !"Dwarf Version", i32 5}
!49 = !{i32 2, !"Debug Info Version", i32 3}
!50 = !{i32 1, !"wchar_size", i32 4}
!51 = !{i32 8, !"PIC Level", i32 2}
!52 = !{i32 7, !"PIE Level", i32 2}
!53 = !{i32 7, !"uwtable", i32 2}
!54 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!55 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!56 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 24, type: !57, scopeLine: 24, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !32, retainedNodes: !59)
!57 = !DISubroutineType(types: !58)
!58 = !{!46}
!59 = !{!60, !65, !66, !67, !68, !70, !73, !77}
!60 = !DILocalVariable(name: "seed", scope: !56, file: !2, line: 25, type: !61)
!61 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !62)
!62 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint64_t", file: !35, line: 27, baseType: !63)
!63 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint64_t", file: !37, line: 45, baseType: !64)
!64 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!65 = !DILocalVariable(name: "x", scope: !56, file: !2, line: 26, type: !62)
!66 = !DILocalVariable(name: "bad", scope: !56, file: !2, line: 27, type: !46)
!67 = !DILocalVariable(name: "h", scope: !56, file: !2, line: 28, type: !45)
!68 = !DILocalVariable(name: "i", scope: !69, file: !2, line: 29, type: !46)
!69 = distinct !DILexicalBlock(scope: !56, file: !2, line: 29, column: 5)
!70 = !DILocalVariable(name: "v", scope: !71, file: !2, line: 31, type: !62)
!71 = distinct !DILexicalBlock(scope: !72, file: !2, line: 29, column: 35)
!72 = distinct !DILexicalBlock(scope: !69, file: !2, line: 29, column: 5)
!73 = !DILocalVariable(name: "buf", scope: !56, file: !2, line: 40, type: !74)
!74 = !DICompositeType(tag: DW_TAG_array_type, baseType: !44, size: 128, elements: !75)
!75 = !{!76}
!76 = !DISubrange(count: 16)
!77 = !DILocalVariable(name: "i", scope: !78, file: !2, line: 44, type: !46)
!78 = distinct !DILexicalBlock(scope: !56, file: !2, line: 44, column: 5)
!79 = distinct !DIAssignID()
!80 = !DILocation(line: 0, scope: !56)
!81 = distinct !DIAssignID()
!82 = !DILocation(line: 25, column: 5, scope: !56)
!83 = !DILocation(line: 25, column: 23, scope: !56)
!84 = !{!85, !85, i64 0}
!85 = !{!"long", !86, i64 0}
!86 = !{!"omnipotent char", !87, i64 0}
!87 = !{!"Simple C/C++ TBAA"}
!88 = distinct !DIAssignID()
!89 = !DILocation(line: 26, column: 18, scope: !56)
!90 = !DILocation(line: 0, scope: !69)
!91 = !DILocation(line: 29, column: 5, scope: !69)
!92 = !DILocation(line: 38, column: 65, scope: !56)
!93 = !DILocation(line: 38, column: 55, scope: !56)
!94 = !DILocation(line: 38, column: 50, scope: !56)
!95 = !DILocation(line: 38, column: 87, scope: !56)
!96 = !DILocation(line: 38, column: 77, scope: !56)
!97 = !DILocation(line: 38, column: 72, scope: !56)
!98 = !DILocation(line: 38, column: 119, scope: !56)
!99 = !DILocation(line: 38, column: 114, scope: !56)
!100 = !DILocation(line: 38, column: 5, scope: !56)
!101 = !DILocation(line: 39, column: 72, scope: !56)
!102 = !DILocation(line: 39, column: 63, scope: !56)
!103 = !DILocation(line: 39, column: 59, scope: !56)
!104 = !DILocation(line: 39, column: 94, scope: !56)
!105 = !DILocation(line: 39, column: 84, scope: !56)
!106 = !DILocation(line: 39, column: 79, scope: !56)
!107 = !DILocation(line: 39, column: 116, scope: !56)
!108 = !DILocation(line: 39, column: 106, scope: !56)
!109 = !DILocation(line: 39, column: 101, scope: !56)
!110 = !DILocation(line: 39, column: 148, scope: !56)
!111 = !DILocation(line: 39, column: 143, scope: !56)
!112 = !DILocation(line: 39, column: 5, scope: !56)
!113 = !DILocation(line: 40, column: 5, scope: !56)
!114 = !DILocation(line: 40, column: 19, scope: !56)
!115 = distinct !DIAssignID()
!116 = !DILocation(line: 41, column: 55, scope: !56)
!117 = !DILocation(line: 41, column: 105, scope: !56)
!118 = !DILocation(line: 41, column: 91, scope: !56)
!119 = !DILocation(line: 41, column: 125, scope: !56)
!120 = !DILocation(line: 41, column: 111, scope: !56)
!121 = !DILocation(line: 41, column: 5, scope: !56)
!122 = !DILocation(line: 42, column: 5, scope: !56)
!123 = !DILocation(line: 43, column: 34, scope: !56)
!124 = !{!86, !86, i64 0}
!125 = !DILocation(line: 43, column: 42, scope: !56)
!126 = !DILocation(line: 43, column: 5, scope: !56)
!127 = !DILocation(line: 0, scope: !78)
!128 = !DILocation(line: 44, column: 63, scope: !129)
!129 = distinct !DILexicalBlock(scope: !78, file: !2, line: 44, column: 5)
!130 = !DILocation(line: 44, column: 33, scope: !129)
!131 = !DILocation(line: 45, column: 5, scope: !56)
!132 = !DILocation(line: 46, column: 12, scope: !56)
!133 = !DILocation(line: 47, column: 1, scope: !56)
!134 = !DILocation(line: 46, column: 5, scope: !56)
!135 = !DILocation(line: 30, column: 15, scope: !71)
!136 = !DILocation(line: 30, column: 40, scope: !71)
!137 = !DILocation(line: 31, column: 30, scope: !71)
!138 = !DILocation(line: 31, column: 24, scope: !71)
!139 = !DILocation(line: 0, scope: !71)
!140 = !DILocation(line: 32, column: 18, scope: !141)
!141 = distinct !DILexicalBlock(scope: !71, file: !2, line: 32, column: 13)
!142 = !DILocation(line: 32, column: 13, scope: !141)
!143 = !DILocation(line: 32, column: 34, scope: !141)
!144 = !DILocation(line: 32, column: 31, scope: !141)
!145 = !DILocation(line: 32, column: 13, scope: !71)
!146 = !DILocation(line: 33, column: 13, scope: !147)
!147 = distinct !DILexicalBlock(scope: !71, file: !2, line: 33, column: 13)
!148 = !DILocation(line: 33, column: 24, scope: !147)
!149 = !DILocation(line: 33, column: 21, scope: !147)
!150 = !DILocation(line: 33, column: 13, scope: !71)
!151 = !DILocation(line: 34, column: 18, scope: !152)
!152 = distinct !DILexicalBlock(scope: !71, file: !2, line: 34, column: 13)
!153 = !DILocation(line: 34, column: 13, scope: !152)
!154 = !DILocation(line: 34, column: 27, scope: !152)
!155 = !DILocation(line: 34, column: 32, scope: !152)
!156 = !DILocation(line: 34, column: 35, scope: !152)
!157 = !DILocation(line: 34, column: 59, scope: !152)
!158 = !DILocation(line: 34, column: 13, scope: !71)
!159 = !DILocation(line: 34, column: 78, scope: !152)
!160 = !DILocation(line: 34, column: 75, scope: !152)
!161 = !DILocation(line: 35, column: 32, scope: !162)
!162 = distinct !DILexicalBlock(scope: !71, file: !2, line: 35, column: 13)
!163 = !DILocation(line: 35, column: 13, scope: !162)
!164 = !DILocation(line: 35, column: 39, scope: !162)
!165 = !DILocation(line: 35, column: 13, scope: !71)
!166 = !DILocation(line: 36, column: 15, scope: !71)
!167 = !DILocation(line: 36, column: 27, scope: !71)
!168 = !DILocation(line: 36, column: 22, scope: !71)
!169 = !DILocation(line: 36, column: 46, scope: !71)
!170 = !DILocation(line: 36, column: 42, scope: !71)
!171 = !DILocation(line: 36, column: 60, scope: !71)
!172 = !DILocation(line: 36, column: 20, scope: !71)
!173 = !DILocation(line: 36, column: 40, scope: !71)
!174 = !DILocation(line: 36, column: 58, scope: !71)
!175 = !DILocation(line: 36, column: 78, scope: !71)
!176 = !DILocation(line: 36, column: 88, scope: !71)
!177 = !DILocation(line: 29, column: 31, scope: !72)
!178 = !DILocation(line: 29, column: 23, scope: !72)
!179 = distinct !{!179, !91, !180, !181}
!180 = !DILocation(line: 37, column: 5, scope: !69)
!181 = !{!"llvm.loop.mustprogress"}
!182 = distinct !DISubprogram(name: "bs32", scope: !2, file: !2, line: 10, type: !183, scopeLine: 10, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !32, retainedNodes: !185)
!183 = !DISubroutineType(types: !184)
!184 = !{!34, !34}
!185 = !{!186}
!186 = !DILocalVariable(name: "x", arg: 1, scope: !182, file: !2, line: 10, type: !34)
!187 = !DILocation(line: 0, scope: !182)
!188 = !DILocation(line: 10, column: 69, scope: !182)
!189 = !DILocation(line: 10, column: 62, scope: !182)
!190 = distinct !DISubprogram(name: "bs32_idiom", scope: !2, file: !2, line: 16, type: !183, scopeLine: 16, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !32, retainedNodes: !191)
!191 = !{!192}
!192 = !DILocalVariable(name: "x", arg: 1, scope: !190, file: !2, line: 16, type: !34)
!193 = !DILocation(line: 0, scope: !190)
!194 = !DILocation(line: 17, column: 68, scope: !190)
!195 = !DILocation(line: 17, column: 5, scope: !190)
!196 = distinct !DISubprogram(name: "br64", scope: !2, file: !2, line: 15, type: !197, scopeLine: 15, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !32, retainedNodes: !199)
!197 = !DISubroutineType(types: !198)
!198 = !{!62, !62}
!199 = !{!200}
!200 = !DILocalVariable(name: "x", arg: 1, scope: !196, file: !2, line: 15, type: !62)
!201 = !DILocation(line: 0, scope: !196)
!202 = !DILocation(line: 15, column: 69, scope: !196)
!203 = !DILocation(line: 15, column: 62, scope: !196)
!204 = distinct !DISubprogram(name: "br64_loop", scope: !2, file: !2, line: 19, type: !197, scopeLine: 19, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !32, retainedNodes: !205)
!205 = !{!206, !207, !208}
!206 = !DILocalVariable(name: "x", arg: 1, scope: !204, file: !2, line: 19, type: !62)
!207 = !DILocalVariable(name: "r", scope: !204, file: !2, line: 19, type: !62)
!208 = !DILocalVariable(name: "i", scope: !209, file: !2, line: 19, type: !46)
!209 = distinct !DILexicalBlock(scope: !204, file: !2, line: 19, column: 83)
!210 = !DILocation(line: 0, scope: !204)
!211 = !DILocation(line: 0, scope: !209)
!212 = !DILocation(line: 19, column: 83, scope: !209)
!213 = !DILocation(line: 19, column: 149, scope: !204)
!214 = !DILocation(line: 19, column: 121, scope: !215)
!215 = distinct !DILexicalBlock(scope: !216, file: !2, line: 19, column: 112)
!216 = distinct !DILexicalBlock(scope: !209, file: !2, line: 19, column: 83)
!217 = !DILocation(line: 19, column: 132, scope: !215)
!218 = !DILocation(line: 19, column: 127, scope: !215)
!219 = !DILocation(line: 19, column: 140, scope: !215)
!220 = !DILocation(line: 19, column: 108, scope: !216)
!221 = !DILocation(line: 19, column: 101, scope: !216)
!222 = distinct !{!222, !212, !223, !181}
!223 = !DILocation(line: 19, column: 147, scope: !209)
!224 = distinct !DISubprogram(name: "bs64", scope: !2, file: !2, line: 11, type: !197, scopeLine: 11, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !32, retainedNodes: !225)
!225 = !{!226}
!226 = !DILocalVariable(name: "x", arg: 1, scope: !224, file: !2, line: 11, type: !62)
!227 = !DILocation(line: 0, scope: !224)
!228 = !DILocation(line: 11, column: 69, scope: !224)
!229 = !DILocation(line: 11, column: 62, scope: !224)
!230 = distinct !DISubprogram(name: "br32", scope: !2, file: !2, line: 14, type: !183, scopeLine: 14, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !32, retainedNodes: !231)
!231 = !{!232}
!232 = !DILocalVariable(name: "x", arg: 1, scope: !230, file: !2, line: 14, type: !34)
!233 = !DILocation(line: 0, scope: !230)
!234 = !DILocation(line: 14, column: 69, scope: !230)
!235 = !DILocation(line: 14, column: 62, scope: !230)
!236 = distinct !DISubprogram(name: "bs16", scope: !2, file: !2, line: 9, type: !237, scopeLine: 9, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !32, retainedNodes: !239)
!237 = !DISubroutineType(types: !238)
!238 = !{!39, !39}
!239 = !{!240}
!240 = !DILocalVariable(name: "x", arg: 1, scope: !236, file: !2, line: 9, type: !39)
!241 = !DILocation(line: 0, scope: !236)
!242 = !DILocation(line: 9, column: 69, scope: !236)
!243 = !DILocation(line: 9, column: 62, scope: !236)
!244 = distinct !DISubprogram(name: "br8", scope: !2, file: !2, line: 12, type: !245, scopeLine: 12, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !32, retainedNodes: !247)
!245 = !DISubroutineType(types: !246)
!246 = !{!42, !42}
!247 = !{!248}
!248 = !DILocalVariable(name: "x", arg: 1, scope: !244, file: !2, line: 12, type: !42)
!249 = !DILocation(line: 0, scope: !244)
!250 = !DILocation(line: 12, column: 66, scope: !244)
!251 = !DILocation(line: 12, column: 59, scope: !244)
!252 = distinct !DISubprogram(name: "br16", scope: !2, file: !2, line: 13, type: !237, scopeLine: 13, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !32, retainedNodes: !253)
!253 = !{!254}
!254 = !DILocalVariable(name: "x", arg: 1, scope: !252, file: !2, line: 13, type: !39)
!255 = !DILocation(line: 0, scope: !252)
!256 = !DILocation(line: 13, column: 69, scope: !252)
!257 = !DILocation(line: 13, column: 62, scope: !252)
!258 = !DISubprogram(name: "printf", scope: !259, file: !259, line: 356, type: !260, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!259 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!260 = !DISubroutineType(types: !261)
!261 = !{!46, !262, null}
!262 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !263)
!263 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !264, size: 64)
!264 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!265 = distinct !DISubprogram(name: "load_be32", scope: !2, file: !2, line: 20, type: !266, scopeLine: 20, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !32, retainedNodes: !270)
!266 = !DISubroutineType(types: !267)
!267 = !{!34, !268}
!268 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !269, size: 64)
!269 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !44)
!270 = !{!271}
!271 = !DILocalVariable(name: "p", arg: 1, scope: !265, file: !2, line: 20, type: !268)
!272 = !DILocation(line: 0, scope: !265)
!273 = !DILocation(line: 20, column: 96, scope: !265)
!274 = !DILocation(line: 20, column: 86, scope: !265)
!275 = !DILocation(line: 20, column: 101, scope: !265)
!276 = !DILocation(line: 20, column: 119, scope: !265)
!277 = !DILocation(line: 20, column: 109, scope: !265)
!278 = !DILocation(line: 20, column: 124, scope: !265)
!279 = !DILocation(line: 20, column: 107, scope: !265)
!280 = !DILocation(line: 20, column: 142, scope: !265)
!281 = !DILocation(line: 20, column: 132, scope: !265)
!282 = !DILocation(line: 20, column: 147, scope: !265)
!283 = !DILocation(line: 20, column: 130, scope: !265)
!284 = !DILocation(line: 20, column: 154, scope: !265)
!285 = !DILocation(line: 20, column: 152, scope: !265)
!286 = !DILocation(line: 20, column: 79, scope: !265)
!287 = distinct !DISubprogram(name: "load_be64", scope: !2, file: !2, line: 21, type: !288, scopeLine: 21, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !32, retainedNodes: !290)
!288 = !DISubroutineType(types: !289)
!289 = !{!62, !268}
!290 = !{!291, !292}
!291 = !DILocalVariable(name: "p", arg: 1, scope: !287, file: !2, line: 21, type: !268)
!292 = !DILocalVariable(name: "v", scope: !287, file: !2, line: 21, type: !62)
!293 = !DILocation(line: 0, scope: !287)
!294 = !DILocation(line: 21, column: 91, scope: !287)
!295 = !DILocation(line: 21, column: 116, scope: !287)
!296 = !DILocation(line: 21, column: 109, scope: !287)
!297 = distinct !DISubprogram(name: "store_be16", scope: !2, file: !2, line: 22, type: !298, scopeLine: 22, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !32, retainedNodes: !301)
!298 = !DISubroutineType(cc: DW_CC_nocall, types: !299)
!299 = !{null, !300, !39}
!300 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !44, size: 64)
!301 = !{!302, !303}
!302 = !DILocalVariable(name: "p", arg: 1, scope: !297, file: !2, line: 22, type: !300)
!303 = !DILocalVariable(name: "v", arg: 2, scope: !297, file: !2, line: 22, type: !39)
!304 = !DILocation(line: 0, scope: !297)
!305 = !DILocation(line: 22, column: 87, scope: !297)
!306 = !DILocation(line: 22, column: 114, scope: !297)
!307 = !DILocation(line: 22, column: 119, scope: !297)
!308 = !DILocation(line: 22, column: 139, scope: !297)
