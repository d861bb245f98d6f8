; ModuleID = 'programs/shift_semantics.c'
source_filename = "programs/shift_semantics.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [36 x i8] c"u8<<%2d=%08x trunc=%02x s8>>%2d=%d\0A\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [15 x i8] c"u16<<%2d=%08x \00", align 1, !dbg !7
@.str.3 = private unnamed_addr constant [17 x i8] c"s64>>%2llu=%llx \00", align 1, !dbg !12
@.str.4 = private unnamed_addr constant [17 x i8] c"u64<<%d=%016llx \00", align 1, !dbg !17
@.str.5 = private unnamed_addr constant [21 x i8] c"masked hash %016llx\0A\00", align 1, !dbg !19
@.str.6 = private unnamed_addr constant [16 x i8] c"mix(%08x)=%08x\0A\00", align 1, !dbg !24
@.str.7 = private unnamed_addr constant [12 x i8] c"rot16 %04x\0A\00", align 1, !dbg !29
@.str.8 = private unnamed_addr constant [59 x i8] c"-5<<3 via unsigned = %d, -5>>1 = %d, (unsigned)-5>>1 = %u\0A\00", align 1, !dbg !34

; Function Attrs: nofree nounwind uwtable
define dso_local range(i32 0, 128) i32 @main() local_unnamed_addr #0 !dbg !68 {
  %1 = alloca i8, align 1, !DIAssignID !107
    #dbg_assign(i1 undef, !72, !DIExpression(), !107, ptr %1, !DIExpression(), !108)
  %2 = alloca i8, align 1, !DIAssignID !109
    #dbg_assign(i1 undef, !74, !DIExpression(), !109, ptr %2, !DIExpression(), !108)
  %3 = alloca i16, align 2, !DIAssignID !110
    #dbg_assign(i1 undef, !80, !DIExpression(), !110, ptr %3, !DIExpression(), !108)
  %4 = alloca i64, align 8, !DIAssignID !111
    #dbg_assign(i1 undef, !82, !DIExpression(), !111, ptr %4, !DIExpression(), !108)
  %5 = alloca i64, align 8, !DIAssignID !112
    #dbg_assign(i1 undef, !87, !DIExpression(), !112, ptr %5, !DIExpression(), !108)
  %6 = alloca i32, align 4, !DIAssignID !113
    #dbg_assign(i1 undef, !105, !DIExpression(), !113, ptr %6, !DIExpression(), !108)
  call void @llvm.lifetime.start.p0(i64 1, ptr nonnull %1), !dbg !114
  store volatile i8 -73, ptr %1, align 1, !dbg !115, !tbaa !116, !DIAssignID !119
    #dbg_assign(i8 -73, !72, !DIExpression(), !119, ptr %1, !DIExpression(), !108)
  call void @llvm.lifetime.start.p0(i64 1, ptr nonnull %2), !dbg !120
  store volatile i8 -77, ptr %2, align 1, !dbg !121, !tbaa !116, !DIAssignID !122
    #dbg_assign(i8 -77, !74, !DIExpression(), !122, ptr %2, !DIExpression(), !108)
  call void @llvm.lifetime.start.p0(i64 2, ptr nonnull %3), !dbg !123
  store volatile i16 -4083, ptr %3, align 2, !dbg !124, !tbaa !125, !DIAssignID !127
    #dbg_assign(i16 -4083, !80, !DIExpression(), !127, ptr %3, !DIExpression(), !108)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4), !dbg !128
  store volatile i64 -81985529216486895, ptr %4, align 8, !dbg !129, !tbaa !130, !DIAssignID !132
    #dbg_assign(i64 -81985529216486895, !82, !DIExpression(), !132, ptr %4, !DIExpression(), !108)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %5), !dbg !133
  store volatile i64 -9223372036854775807, ptr %5, align 8, !dbg !134, !tbaa !130, !DIAssignID !135
    #dbg_assign(i64 -9223372036854775807, !87, !DIExpression(), !135, ptr %5, !DIExpression(), !108)
    #dbg_value(i32 0, !92, !DIExpression(), !136)
  br label %7, !dbg !137

7:                                                ; preds = %0, %7
  %8 = phi i32 [ 0, %0 ], [ %18, %7 ]
    #dbg_value(i32 %8, !92, !DIExpression(), !136)
  %9 = tail call i32 @llvm.umin.i32(i32 %8, i32 23), !dbg !138
  %10 = load volatile i8, ptr %1, align 1, !dbg !140, !tbaa !116
  %11 = tail call fastcc i32 @u8_shl(i8 noundef zeroext %10, i32 noundef %9), !dbg !141
  %12 = load volatile i8, ptr %1, align 1, !dbg !142, !tbaa !116
  %13 = tail call fastcc zeroext i8 @u8_shl_trunc(i8 noundef zeroext %12, i32 noundef %9), !dbg !143
  %14 = zext i8 %13 to i32, !dbg !143
  %15 = load volatile i8, ptr %2, align 1, !dbg !144, !tbaa !116
  %16 = tail call fastcc i32 @s8_shr(i8 noundef signext %15, i32 noundef %8), !dbg !145
  %17 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %9, i32 noundef %11, i32 noundef %14, i32 noundef %8, i32 noundef %16), !dbg !146
  %18 = add nuw nsw i32 %8, 3, !dbg !147
    #dbg_value(i32 %18, !92, !DIExpression(), !136)
  %19 = icmp ult i32 %8, 29, !dbg !148
  br i1 %19, label %7, label %20, !dbg !137, !llvm.loop !149

20:                                               ; preds = %7
    #dbg_value(i32 0, !94, !DIExpression(), !152)
  %21 = load volatile i16, ptr %3, align 2, !dbg !153, !tbaa !125
  %22 = tail call fastcc i32 @u16_shl(i16 noundef zeroext %21, i8 noundef zeroext 0), !dbg !155
  %23 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 0, i32 noundef %22), !dbg !156
    #dbg_value(i32 5, !94, !DIExpression(), !152)
  %24 = load volatile i16, ptr %3, align 2, !dbg !153, !tbaa !125
  %25 = tail call fastcc i32 @u16_shl(i16 noundef zeroext %24, i8 noundef zeroext 5), !dbg !155
  %26 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 5, i32 noundef %25), !dbg !156
    #dbg_value(i32 10, !94, !DIExpression(), !152)
  %27 = load volatile i16, ptr %3, align 2, !dbg !153, !tbaa !125
  %28 = tail call fastcc i32 @u16_shl(i16 noundef zeroext %27, i8 noundef zeroext 10), !dbg !155
  %29 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 10, i32 noundef %28), !dbg !156
    #dbg_value(i32 15, !94, !DIExpression(), !152)
  %30 = load volatile i16, ptr %3, align 2, !dbg !153, !tbaa !125
  %31 = tail call fastcc i32 @u16_shl(i16 noundef zeroext %30, i8 noundef zeroext 15), !dbg !155
  %32 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 15, i32 noundef %31), !dbg !156
    #dbg_value(i32 20, !94, !DIExpression(), !152)
  %33 = load volatile i16, ptr %3, align 2, !dbg !153, !tbaa !125
  %34 = tail call fastcc i32 @u16_shl(i16 noundef zeroext %33, i8 noundef zeroext 20), !dbg !155
  %35 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 20, i32 noundef %34), !dbg !156
    #dbg_value(i32 25, !94, !DIExpression(), !152)
  %36 = load volatile i16, ptr %3, align 2, !dbg !153, !tbaa !125
  %37 = tail call fastcc i32 @u16_shl(i16 noundef zeroext %36, i8 noundef zeroext 25), !dbg !155
  %38 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 25, i32 noundef %37), !dbg !156
    #dbg_value(i32 30, !94, !DIExpression(), !152)
  %39 = load volatile i16, ptr %3, align 2, !dbg !153, !tbaa !125
  %40 = tail call fastcc i32 @u16_shl(i16 noundef zeroext %39, i8 noundef zeroext 30), !dbg !155
  %41 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 30, i32 noundef %40), !dbg !156
    #dbg_value(i32 35, !94, !DIExpression(), !152)
  %42 = tail call i32 @putchar(i32 10), !dbg !157
    #dbg_value(i64 0, !96, !DIExpression(), !158)
  %43 = load volatile i64, ptr %4, align 8, !dbg !159, !tbaa !130
  %44 = tail call fastcc i64 @s64_shr_cnt64(i64 noundef %43, i64 noundef 0), !dbg !161
  %45 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i64 noundef 0, i64 noundef %44), !dbg !162
    #dbg_value(i64 9, !96, !DIExpression(), !158)
  %46 = load volatile i64, ptr %4, align 8, !dbg !159, !tbaa !130
  %47 = tail call fastcc i64 @s64_shr_cnt64(i64 noundef %46, i64 noundef 9), !dbg !161
  %48 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i64 noundef 9, i64 noundef %47), !dbg !162
    #dbg_value(i64 18, !96, !DIExpression(), !158)
  %49 = load volatile i64, ptr %4, align 8, !dbg !159, !tbaa !130
  %50 = tail call fastcc i64 @s64_shr_cnt64(i64 noundef %49, i64 noundef 18), !dbg !161
  %51 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i64 noundef 18, i64 noundef %50), !dbg !162
    #dbg_value(i64 27, !96, !DIExpression(), !158)
  %52 = load volatile i64, ptr %4, align 8, !dbg !159, !tbaa !130
  %53 = tail call fastcc i64 @s64_shr_cnt64(i64 noundef %52, i64 noundef 27), !dbg !161
  %54 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i64 noundef 27, i64 noundef %53), !dbg !162
    #dbg_value(i64 36, !96, !DIExpression(), !158)
  %55 = load volatile i64, ptr %4, align 8, !dbg !159, !tbaa !130
  %56 = tail call fastcc i64 @s64_shr_cnt64(i64 noundef %55, i64 noundef 36), !dbg !161
  %57 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i64 noundef 36, i64 noundef %56), !dbg !162
    #dbg_value(i64 45, !96, !DIExpression(), !158)
  %58 = load volatile i64, ptr %4, align 8, !dbg !159, !tbaa !130
  %59 = tail call fastcc i64 @s64_shr_cnt64(i64 noundef %58, i64 noundef 45), !dbg !161
  %60 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i64 noundef 45, i64 noundef %59), !dbg !162
    #dbg_value(i64 54, !96, !DIExpression(), !158)
  %61 = load volatile i64, ptr %4, align 8, !dbg !159, !tbaa !130
  %62 = tail call fastcc i64 @s64_shr_cnt64(i64 noundef %61, i64 noundef 54), !dbg !161
  %63 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i64 noundef 54, i64 noundef %62), !dbg !162
    #dbg_value(i64 63, !96, !DIExpression(), !158)
  %64 = load volatile i64, ptr %4, align 8, !dbg !159, !tbaa !130
  %65 = tail call fastcc i64 @s64_shr_cnt64(i64 noundef %64, i64 noundef 63), !dbg !161
  %66 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i64 noundef 63, i64 noundef %65), !dbg !162
    #dbg_value(i64 72, !96, !DIExpression(), !158)
  %67 = tail call i32 @putchar(i32 10), !dbg !163
    #dbg_value(i32 0, !98, !DIExpression(), !164)
  %68 = load volatile i64, ptr %5, align 8, !dbg !165, !tbaa !130
  %69 = tail call fastcc i64 @u64_shl_cnt8(i64 noundef %68, i8 noundef signext 0), !dbg !167
  %70 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef 0, i64 noundef %69), !dbg !168
    #dbg_value(i32 13, !98, !DIExpression(), !164)
  %71 = load volatile i64, ptr %5, align 8, !dbg !165, !tbaa !130
  %72 = tail call fastcc i64 @u64_shl_cnt8(i64 noundef %71, i8 noundef signext 13), !dbg !167
  %73 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef 13, i64 noundef %72), !dbg !168
    #dbg_value(i32 26, !98, !DIExpression(), !164)
  %74 = load volatile i64, ptr %5, align 8, !dbg !165, !tbaa !130
  %75 = tail call fastcc i64 @u64_shl_cnt8(i64 noundef %74, i8 noundef signext 26), !dbg !167
  %76 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef 26, i64 noundef %75), !dbg !168
    #dbg_value(i32 39, !98, !DIExpression(), !164)
  %77 = load volatile i64, ptr %5, align 8, !dbg !165, !tbaa !130
  %78 = tail call fastcc i64 @u64_shl_cnt8(i64 noundef %77, i8 noundef signext 39), !dbg !167
  %79 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef 39, i64 noundef %78), !dbg !168
    #dbg_value(i32 52, !98, !DIExpression(), !164)
  %80 = load volatile i64, ptr %5, align 8, !dbg !165, !tbaa !130
  %81 = tail call fastcc i64 @u64_shl_cnt8(i64 noundef %80, i8 noundef signext 52), !dbg !167
  %82 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef 52, i64 noundef %81), !dbg !168
    #dbg_value(i32 65, !98, !DIExpression(), !164)
  %83 = tail call i32 @putchar(i32 10), !dbg !169
    #dbg_value(i64 0, !100, !DIExpression(), !108)
    #dbg_value(i32 0, !101, !DIExpression(), !170)
  br label %115, !dbg !171

84:                                               ; preds = %115
  %85 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i64 noundef %127), !dbg !172
    #dbg_value(i32 1, !103, !DIExpression(), !173)
  %86 = tail call fastcc i32 @shift_mix(i32 noundef 1), !dbg !174
  %87 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef 1, i32 noundef %86), !dbg !176
    #dbg_value(i32 16, !103, !DIExpression(), !173)
  %88 = tail call fastcc i32 @shift_mix(i32 noundef 16), !dbg !174
  %89 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef 16, i32 noundef %88), !dbg !176
    #dbg_value(i32 256, !103, !DIExpression(), !173)
  %90 = tail call fastcc i32 @shift_mix(i32 noundef 256), !dbg !174
  %91 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef 256, i32 noundef %90), !dbg !176
    #dbg_value(i32 4096, !103, !DIExpression(), !173)
  %92 = tail call fastcc i32 @shift_mix(i32 noundef 4096), !dbg !174
  %93 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef 4096, i32 noundef %92), !dbg !176
    #dbg_value(i32 65536, !103, !DIExpression(), !173)
  %94 = tail call fastcc i32 @shift_mix(i32 noundef 65536), !dbg !174
  %95 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef 65536, i32 noundef %94), !dbg !176
    #dbg_value(i32 1048576, !103, !DIExpression(), !173)
  %96 = tail call fastcc i32 @shift_mix(i32 noundef 1048576), !dbg !174
  %97 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef 1048576, i32 noundef %96), !dbg !176
    #dbg_value(i32 16777216, !103, !DIExpression(), !173)
  %98 = tail call fastcc i32 @shift_mix(i32 noundef 16777216), !dbg !174
  %99 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef 16777216, i32 noundef %98), !dbg !176
    #dbg_value(i32 268435456, !103, !DIExpression(), !173)
  %100 = tail call fastcc i32 @shift_mix(i32 noundef 268435456), !dbg !174
  %101 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef 268435456, i32 noundef %100), !dbg !176
    #dbg_value(i32 0, !103, !DIExpression(), !173)
  %102 = load volatile i16, ptr %3, align 2, !dbg !177, !tbaa !125
  %103 = tail call fastcc zeroext i16 @u16_rot_trunc(i16 noundef zeroext %102), !dbg !178
  %104 = zext i16 %103 to i32, !dbg !178
  %105 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef %104), !dbg !179
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %6), !dbg !180
  store volatile i32 -5, ptr %6, align 4, !dbg !181, !tbaa !182, !DIAssignID !184
    #dbg_assign(i32 -5, !105, !DIExpression(), !184, ptr %6, !DIExpression(), !108)
  %106 = load volatile i32, ptr %6, align 4, !dbg !185, !tbaa !182
  %107 = shl i32 %106, 3, !dbg !186
  %108 = load volatile i32, ptr %6, align 4, !dbg !187, !tbaa !182
  %109 = ashr i32 %108, 1, !dbg !188
  %110 = load volatile i32, ptr %6, align 4, !dbg !189, !tbaa !182
  %111 = lshr i32 %110, 1, !dbg !190
  %112 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef %107, i32 noundef %109, i32 noundef %111), !dbg !191
  %113 = trunc i64 %127 to i32, !dbg !192
  %114 = and i32 %113, 127, !dbg !192
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %6), !dbg !193
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5), !dbg !193
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4), !dbg !193
  call void @llvm.lifetime.end.p0(i64 2, ptr nonnull %3), !dbg !193
  call void @llvm.lifetime.end.p0(i64 1, ptr nonnull %2), !dbg !193
  call void @llvm.lifetime.end.p0(i64 1, ptr nonnull %1), !dbg !193
  ret i32 %114, !dbg !194

115:                                              ; preds = %20, %115
  %116 = phi i32 [ 0, %20 ], [ %128, %115 ]
  %117 = phi i64 [ 0, %20 ], [ %127, %115 ]
    #dbg_value(i32 %116, !101, !DIExpression(), !170)
    #dbg_value(i64 %117, !100, !DIExpression(), !108)
  %118 = mul i64 %117, 31, !dbg !195
  %119 = tail call fastcc i32 @masked32(i32 noundef %116), !dbg !197
  %120 = zext i32 %119 to i64, !dbg !197
  %121 = add i64 %118, %120, !dbg !198
  %122 = tail call fastcc i32 @sar_masked(i32 noundef %116), !dbg !199
  %123 = zext i32 %122 to i64, !dbg !200
  %124 = add i64 %121, %123, !dbg !201
  %125 = load volatile i64, ptr %5, align 8, !dbg !202, !tbaa !130
  %126 = tail call fastcc i64 @masked64(i64 noundef %125, i32 noundef %116), !dbg !203
  %127 = add i64 %124, %126, !dbg !204
    #dbg_value(i64 %127, !100, !DIExpression(), !108)
  %128 = add nuw nsw i32 %116, 1, !dbg !205
    #dbg_value(i32 %128, !101, !DIExpression(), !170)
  %129 = icmp eq i32 %128, 100, !dbg !206
  br i1 %129, label %84, label %115, !dbg !171, !llvm.loop !207
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare !dbg !209 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc i32 @u8_shl(i8 noundef zeroext %0, i32 noundef %1) unnamed_addr #3 !dbg !216 {
    #dbg_value(i8 %0, !220, !DIExpression(), !222)
    #dbg_value(i32 %1, !221, !DIExpression(), !222)
  %3 = zext i8 %0 to i32, !dbg !223
  %4 = shl i32 %3, %1, !dbg !224
  ret i32 %4, !dbg !225
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc zeroext i8 @u8_shl_trunc(i8 noundef zeroext %0, i32 noundef %1) unnamed_addr #3 !dbg !226 {
    #dbg_value(i8 %0, !230, !DIExpression(), !232)
    #dbg_value(i32 %1, !231, !DIExpression(), !232)
  %3 = zext i8 %0 to i32, !dbg !233
  %4 = shl i32 %3, %1, !dbg !234
  %5 = trunc i32 %4 to i8, !dbg !235
  ret i8 %5, !dbg !236
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i32 -128, 128) i32 @s8_shr(i8 noundef signext %0, i32 noundef %1) unnamed_addr #3 !dbg !237 {
    #dbg_value(i8 %0, !241, !DIExpression(), !243)
    #dbg_value(i32 %1, !242, !DIExpression(), !243)
  %3 = sext i8 %0 to i32, !dbg !244
  %4 = ashr i32 %3, %1, !dbg !245
  ret i32 %4, !dbg !246
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc i32 @u16_shl(i16 noundef zeroext %0, i8 noundef zeroext %1) unnamed_addr #3 !dbg !247 {
    #dbg_value(i16 %0, !251, !DIExpression(), !253)
    #dbg_value(i8 %1, !252, !DIExpression(), !253)
  %3 = zext i16 %0 to i32, !dbg !254
  %4 = zext nneg i8 %1 to i32, !dbg !255
  %5 = shl i32 %3, %4, !dbg !256
  ret i32 %5, !dbg !257
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc i64 @s64_shr_cnt64(i64 noundef %0, i64 noundef %1) unnamed_addr #3 !dbg !258 {
    #dbg_value(i64 %0, !262, !DIExpression(), !264)
    #dbg_value(i64 %1, !263, !DIExpression(), !264)
  %3 = ashr i64 %0, %1, !dbg !265
  ret i64 %3, !dbg !266
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc i64 @u64_shl_cnt8(i64 noundef %0, i8 noundef signext %1) unnamed_addr #3 !dbg !267 {
    #dbg_value(i64 %0, !271, !DIExpression(), !273)
    #dbg_value(i8 %1, !272, !DIExpression(), !273)
  %3 = sext i8 %1 to i64, !dbg !274
  %4 = and i64 %3, 4294967295, !dbg !275
  %5 = shl i64 %0, %4, !dbg !275
  ret i64 %5, !dbg !276
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc i32 @masked32(i32 noundef %0) unnamed_addr #3 !dbg !277 {
    #dbg_value(i32 -2147483647, !281, !DIExpression(), !283)
    #dbg_value(i32 %0, !282, !DIExpression(), !283)
  %2 = and i32 %0, 31, !dbg !284
  %3 = shl i32 -2147483647, %2, !dbg !285
  ret i32 %3, !dbg !286
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i32 -1000000, 0) i32 @sar_masked(i32 noundef %0) unnamed_addr #3 !dbg !287 {
    #dbg_value(i32 -1000000, !293, !DIExpression(), !295)
    #dbg_value(i32 %0, !294, !DIExpression(), !295)
  %2 = and i32 %0, 31, !dbg !296
  %3 = ashr i32 -1000000, %2, !dbg !297
  ret i32 %3, !dbg !298
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc i64 @masked64(i64 noundef %0, i32 noundef %1) unnamed_addr #3 !dbg !299 {
    #dbg_value(i64 %0, !303, !DIExpression(), !305)
    #dbg_value(i32 %1, !304, !DIExpression(), !305)
  %3 = and i32 %1, 63, !dbg !306
  %4 = zext nneg i32 %3 to i64, !dbg !307
  %5 = lshr i64 %0, %4, !dbg !307
  ret i64 %5, !dbg !308
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc i32 @shift_mix(i32 noundef %0) unnamed_addr #3 !dbg !309 {
    #dbg_value(i32 %0, !313, !DIExpression(), !314)
  %2 = shl i32 %0, 3, !dbg !315
  %3 = lshr i32 %0, 5, !dbg !316
  %4 = xor i32 %2, %3, !dbg !317
  %5 = shl i32 %0, 31, !dbg !318
  %6 = xor i32 %4, %5, !dbg !319
  %7 = lshr i32 %0, 31, !dbg !320
  %8 = xor i32 %6, %7, !dbg !321
  %9 = ashr i32 %0, 31, !dbg !322
  %10 = xor i32 %8, %9, !dbg !323
  %11 = ashr i32 %0, 1, !dbg !324
  %12 = xor i32 %10, %11, !dbg !325
  ret i32 %12, !dbg !326
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef zeroext i16 @u16_rot_trunc(i16 noundef zeroext %0) unnamed_addr #3 !dbg !327 {
    #dbg_value(i16 %0, !331, !DIExpression(), !332)
  %2 = tail call i16 @llvm.fshl.i16(i16 %0, i16 %0, i16 9), !dbg !333
  ret i16 %2, !dbg !334
}

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umin.i32(i32, i32) #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i16 @llvm.fshl.i16(i16, i16, i16) #5

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nounwind }
attributes #5 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.dbg.cu = !{!39}
!llvm.module.flags = !{!60, !61, !62, !63, !64, !65, !66}
!llvm.ident = !{!67}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 23, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "programs/shift_semantics.c", directory: ".", checksumkind: CSK_MD5, checksum: "2bbfd21d47d683b76ba3c3b2dda79132")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 288, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 36)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 24, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 120, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 15)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 26, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 136, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 17)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(scope: null, file: !2, line: 28, type: !14, isLocal: true, isDefinition: true)
!19 = !DIGlobalVariableExpression(var: !20, expr: !DIExpression())
!20 = distinct !DIGlobalVariable(scope: null, file: !2, line: 32, type: !21, isLocal: true, isDefinition: true)
!21 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 168, elements: !22)
!22 = !{!23}
!23 = !DISubrange(count: 21)
!24 = !DIGlobalVariableExpression(var: !25, expr: !DIExpression())
!25 = distinct !DIGlobalVariable(scope: null, file: !2, line: 33, type: !26, isLocal: true, isDefinition: true)
!26 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 128, elements: !27)
!27 = !{!28}
!28 = !DISubrange(count: 16)
!29 = !DIGlobalVariableExpression(var: !30, expr: !DIExpression())
!30 = distinct !DIGlobalVariable(scope: null, file: !2, line: 34, type: !31, isLocal: true, isDefinition: true)
!31 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 96, elements: !32)
!32 = !{!33}
!33 = !DISubrange(count: 12)
!34 = !DIGlobalVariableExpression(var: !35, expr: !DIExpression())
!35 = distinct !DIGlobalVariable(scope: null, file: !2, line: 37, type: !36, isLocal: true, isDefinition: true)
!36 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 472, elements: !37)
!37 = !{!38}
!38 = !DISubrange(count: 59)
!39 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !40, globals: !54, splitDebugInlining: false, nameTableKind: None)
!40 = !{!41, !42, !47, !46, !48, !51}
!41 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!42 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint32_t", file: !43, line: 26, baseType: !44)
!43 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-uintn.h", directory: "", checksumkind: CSK_MD5, checksum: "2bf2ae53c58c01b1a1b9383b5195125c")
!44 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint32_t", file: !45, line: 42, baseType: !46)
!45 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!46 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!47 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!48 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint8_t", file: !43, line: 24, baseType: !49)
!49 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint8_t", file: !45, line: 38, baseType: !50)
!50 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!51 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint16_t", file: !43, line: 25, baseType: !52)
!52 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint16_t", file: !45, line: 40, baseType: !53)
!53 = !DIBasicType(name: "unsigned short", size: 16, encoding: DW_ATE_unsigned)
!54 = !{!0, !7, !55, !12, !17, !19, !24, !29, !34}
!55 = !DIGlobalVariableExpression(var: !56, expr: !DIExpression())
!56 = distinct !DIGlobalVariable(scope: null, file: !2, line: 25, type: !57, isLocal: true, isDefinition: true)
!57 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 16, elements: !58)
!58 = !{!59}
!59 = !DISubrange(count: 2)
!60 = !{i32 7, !"Dwarf Version", i32 5}
!61 = !{i32 2, !"Debug Info Version", i32 3}
!62 = !{i32 1, !"wchar_size", i32 4}
!63 = !{i32 8, !"PIC Level", i32 2}
!64 = !{i32 7, !"PIE Level", i32 2}
!65 = !{i32 7, !"uwtable", i32 2}
!66 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!67 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!68 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 20, type: !69, scopeLine: 20, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !39, retainedNodes: !71)
!69 = !DISubroutineType(types: !70)
!70 = !{!47}
!71 = !{!72, !74, !80, !82, !87, !92, !94, !96, !98, !100, !101, !103, !105}
!72 = !DILocalVariable(name: "b", scope: !68, file: !2, line: 21, type: !73)
!73 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !48)
!74 = !DILocalVariable(name: "sb", scope: !68, file: !2, line: 21, type: !75)
!75 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !76)
!76 = !DIDerivedType(tag: DW_TAG_typedef, name: "int8_t", file: !77, line: 24, baseType: !78)
!77 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-intn.h", directory: "", checksumkind: CSK_MD5, checksum: "55bcbdc3159515ebd91d351a70d505f4")
!78 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int8_t", file: !45, line: 37, baseType: !79)
!79 = !DIBasicType(name: "signed char", size: 8, encoding: DW_ATE_signed_char)
!80 = !DILocalVariable(name: "w", scope: !68, file: !2, line: 21, type: !81)
!81 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !51)
!82 = !DILocalVariable(name: "neg", scope: !68, file: !2, line: 22, type: !83)
!83 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !84)
!84 = !DIDerivedType(tag: DW_TAG_typedef, name: "int64_t", file: !77, line: 27, baseType: !85)
!85 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int64_t", file: !45, line: 44, baseType: !86)
!86 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!87 = !DILocalVariable(name: "big", scope: !68, file: !2, line: 22, type: !88)
!88 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !89)
!89 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint64_t", file: !43, line: 27, baseType: !90)
!90 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint64_t", file: !45, line: 45, baseType: !91)
!91 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!92 = !DILocalVariable(name: "n", scope: !93, file: !2, line: 23, type: !47)
!93 = distinct !DILexicalBlock(scope: !68, file: !2, line: 23, column: 5)
!94 = !DILocalVariable(name: "n", scope: !95, file: !2, line: 24, type: !50)
!95 = distinct !DILexicalBlock(scope: !68, file: !2, line: 24, column: 5)
!96 = !DILocalVariable(name: "n", scope: !97, file: !2, line: 26, type: !89)
!97 = distinct !DILexicalBlock(scope: !68, file: !2, line: 26, column: 5)
!98 = !DILocalVariable(name: "n", scope: !99, file: !2, line: 28, type: !79)
!99 = distinct !DILexicalBlock(scope: !68, file: !2, line: 28, column: 5)
!100 = !DILocalVariable(name: "h", scope: !68, file: !2, line: 30, type: !41)
!101 = !DILocalVariable(name: "n", scope: !102, file: !2, line: 31, type: !46)
!102 = distinct !DILexicalBlock(scope: !68, file: !2, line: 31, column: 5)
!103 = !DILocalVariable(name: "x", scope: !104, file: !2, line: 33, type: !46)
!104 = distinct !DILexicalBlock(scope: !68, file: !2, line: 33, column: 5)
!105 = !DILocalVariable(name: "v", scope: !68, file: !2, line: 36, type: !106)
!106 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !47)
!107 = distinct !DIAssignID()
!108 = !DILocation(line: 0, scope: !68)
!109 = distinct !DIAssignID()
!110 = distinct !DIAssignID()
!111 = distinct !DIAssignID()
!112 = distinct !DIAssignID()
!113 = distinct !DIAssignID()
!114 = !DILocation(line: 21, column: 5, scope: !68)
!115 = !DILocation(line: 21, column: 22, scope: !68)
!116 = !{!117, !117, i64 0}
!117 = !{!"omnipotent char", !118, i64 0}
!118 = !{!"Simple C/C++ TBAA"}
!119 = distinct !DIAssignID()
!120 = !DILocation(line: 21, column: 32, scope: !68)
!121 = !DILocation(line: 21, column: 48, scope: !68)
!122 = distinct !DIAssignID()
!123 = !DILocation(line: 21, column: 58, scope: !68)
!124 = !DILocation(line: 21, column: 76, scope: !68)
!125 = !{!126, !126, i64 0}
!126 = !{!"short", !117, i64 0}
!127 = distinct !DIAssignID()
!128 = !DILocation(line: 22, column: 5, scope: !68)
!129 = !DILocation(line: 22, column: 22, scope: !68)
!130 = !{!131, !131, i64 0}
!131 = !{!"long", !117, i64 0}
!132 = distinct !DIAssignID()
!133 = !DILocation(line: 22, column: 50, scope: !68)
!134 = !DILocation(line: 22, column: 68, scope: !68)
!135 = distinct !DIAssignID()
!136 = !DILocation(line: 0, scope: !93)
!137 = !DILocation(line: 23, column: 5, scope: !93)
!138 = !DILocation(line: 23, column: 84, scope: !139)
!139 = distinct !DILexicalBlock(scope: !93, file: !2, line: 23, column: 5)
!140 = !DILocation(line: 23, column: 108, scope: !139)
!141 = !DILocation(line: 23, column: 101, scope: !139)
!142 = !DILocation(line: 23, column: 142, scope: !139)
!143 = !DILocation(line: 23, column: 129, scope: !139)
!144 = !DILocation(line: 23, column: 173, scope: !139)
!145 = !DILocation(line: 23, column: 166, scope: !139)
!146 = !DILocation(line: 23, column: 37, scope: !139)
!147 = !DILocation(line: 23, column: 31, scope: !139)
!148 = !DILocation(line: 23, column: 23, scope: !139)
!149 = distinct !{!149, !137, !150, !151}
!150 = !DILocation(line: 23, column: 179, scope: !93)
!151 = !{!"llvm.loop.mustprogress"}
!152 = !DILocation(line: 0, scope: !95)
!153 = !DILocation(line: 24, column: 83, scope: !154)
!154 = distinct !DILexicalBlock(scope: !95, file: !2, line: 24, column: 5)
!155 = !DILocation(line: 24, column: 75, scope: !154)
!156 = !DILocation(line: 24, column: 47, scope: !154)
!157 = !DILocation(line: 25, column: 5, scope: !68)
!158 = !DILocation(line: 0, scope: !97)
!159 = !DILocation(line: 26, column: 126, scope: !160)
!160 = distinct !DILexicalBlock(scope: !97, file: !2, line: 26, column: 5)
!161 = !DILocation(line: 26, column: 112, scope: !160)
!162 = !DILocation(line: 26, column: 42, scope: !160)
!163 = !DILocation(line: 27, column: 5, scope: !68)
!164 = !DILocation(line: 0, scope: !99)
!165 = !DILocation(line: 28, column: 109, scope: !166)
!166 = distinct !DILexicalBlock(scope: !99, file: !2, line: 28, column: 5)
!167 = !DILocation(line: 28, column: 96, scope: !166)
!168 = !DILocation(line: 28, column: 46, scope: !166)
!169 = !DILocation(line: 29, column: 5, scope: !68)
!170 = !DILocation(line: 0, scope: !102)
!171 = !DILocation(line: 31, column: 5, scope: !102)
!172 = !DILocation(line: 32, column: 5, scope: !68)
!173 = !DILocation(line: 0, scope: !104)
!174 = !DILocation(line: 33, column: 68, scope: !175)
!175 = distinct !DILexicalBlock(scope: !104, file: !2, line: 33, column: 5)
!176 = !DILocation(line: 33, column: 38, scope: !175)
!177 = !DILocation(line: 34, column: 42, scope: !68)
!178 = !DILocation(line: 34, column: 28, scope: !68)
!179 = !DILocation(line: 34, column: 5, scope: !68)
!180 = !DILocation(line: 36, column: 5, scope: !68)
!181 = !DILocation(line: 36, column: 18, scope: !68)
!182 = !{!183, !183, i64 0}
!183 = !{!"int", !117, i64 0}
!184 = distinct !DIAssignID()
!185 = !DILocation(line: 37, column: 91, scope: !68)
!186 = !DILocation(line: 37, column: 93, scope: !68)
!187 = !DILocation(line: 37, column: 100, scope: !68)
!188 = !DILocation(line: 37, column: 102, scope: !68)
!189 = !DILocation(line: 37, column: 118, scope: !68)
!190 = !DILocation(line: 37, column: 120, scope: !68)
!191 = !DILocation(line: 37, column: 5, scope: !68)
!192 = !DILocation(line: 38, column: 12, scope: !68)
!193 = !DILocation(line: 39, column: 1, scope: !68)
!194 = !DILocation(line: 38, column: 5, scope: !68)
!195 = !DILocation(line: 31, column: 46, scope: !196)
!196 = distinct !DILexicalBlock(scope: !102, file: !2, line: 31, column: 5)
!197 = !DILocation(line: 31, column: 53, scope: !196)
!198 = !DILocation(line: 31, column: 51, scope: !196)
!199 = !DILocation(line: 31, column: 90, scope: !196)
!200 = !DILocation(line: 31, column: 80, scope: !196)
!201 = !DILocation(line: 31, column: 78, scope: !196)
!202 = !DILocation(line: 31, column: 125, scope: !196)
!203 = !DILocation(line: 31, column: 116, scope: !196)
!204 = !DILocation(line: 31, column: 114, scope: !196)
!205 = !DILocation(line: 31, column: 36, scope: !196)
!206 = !DILocation(line: 31, column: 28, scope: !196)
!207 = distinct !{!207, !171, !208, !151}
!208 = !DILocation(line: 31, column: 131, scope: !102)
!209 = !DISubprogram(name: "printf", scope: !210, file: !210, line: 356, type: !211, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!210 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!211 = !DISubroutineType(types: !212)
!212 = !{!47, !213, null}
!213 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !214)
!214 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !215, size: 64)
!215 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!216 = distinct !DISubprogram(name: "u8_shl", scope: !2, file: !2, line: 8, type: !217, scopeLine: 8, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !39, retainedNodes: !219)
!217 = !DISubroutineType(types: !218)
!218 = !{!47, !48, !47}
!219 = !{!220, !221}
!220 = !DILocalVariable(name: "x", arg: 1, scope: !216, file: !2, line: 8, type: !48)
!221 = !DILocalVariable(name: "n", arg: 2, scope: !216, file: !2, line: 8, type: !47)
!222 = !DILocation(line: 0, scope: !216)
!223 = !DILocation(line: 8, column: 72, scope: !216)
!224 = !DILocation(line: 8, column: 74, scope: !216)
!225 = !DILocation(line: 8, column: 65, scope: !216)
!226 = distinct !DISubprogram(name: "u8_shl_trunc", scope: !2, file: !2, line: 9, type: !227, scopeLine: 9, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !39, retainedNodes: !229)
!227 = !DISubroutineType(types: !228)
!228 = !{!48, !48, !47}
!229 = !{!230, !231}
!230 = !DILocalVariable(name: "x", arg: 1, scope: !226, file: !2, line: 9, type: !48)
!231 = !DILocalVariable(name: "n", arg: 2, scope: !226, file: !2, line: 9, type: !47)
!232 = !DILocation(line: 0, scope: !226)
!233 = !DILocation(line: 9, column: 92, scope: !226)
!234 = !DILocation(line: 9, column: 94, scope: !226)
!235 = !DILocation(line: 9, column: 82, scope: !226)
!236 = !DILocation(line: 9, column: 75, scope: !226)
!237 = distinct !DISubprogram(name: "s8_shr", scope: !2, file: !2, line: 10, type: !238, scopeLine: 10, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !39, retainedNodes: !240)
!238 = !DISubroutineType(types: !239)
!239 = !{!47, !76, !47}
!240 = !{!241, !242}
!241 = !DILocalVariable(name: "x", arg: 1, scope: !237, file: !2, line: 10, type: !76)
!242 = !DILocalVariable(name: "n", arg: 2, scope: !237, file: !2, line: 10, type: !47)
!243 = !DILocation(line: 0, scope: !237)
!244 = !DILocation(line: 10, column: 71, scope: !237)
!245 = !DILocation(line: 10, column: 73, scope: !237)
!246 = !DILocation(line: 10, column: 64, scope: !237)
!247 = distinct !DISubprogram(name: "u16_shl", scope: !2, file: !2, line: 11, type: !248, scopeLine: 11, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !39, retainedNodes: !250)
!248 = !DISubroutineType(types: !249)
!249 = !{!46, !51, !50}
!250 = !{!251, !252}
!251 = !DILocalVariable(name: "x", arg: 1, scope: !247, file: !2, line: 11, type: !51)
!252 = !DILocalVariable(name: "n", arg: 2, scope: !247, file: !2, line: 11, type: !50)
!253 = !DILocation(line: 0, scope: !247)
!254 = !DILocation(line: 11, column: 89, scope: !247)
!255 = !DILocation(line: 11, column: 104, scope: !247)
!256 = !DILocation(line: 11, column: 101, scope: !247)
!257 = !DILocation(line: 11, column: 82, scope: !247)
!258 = distinct !DISubprogram(name: "s64_shr_cnt64", scope: !2, file: !2, line: 12, type: !259, scopeLine: 12, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !39, retainedNodes: !261)
!259 = !DISubroutineType(types: !260)
!260 = !{!84, !84, !89}
!261 = !{!262, !263}
!262 = !DILocalVariable(name: "x", arg: 1, scope: !258, file: !2, line: 12, type: !84)
!263 = !DILocalVariable(name: "n", arg: 2, scope: !258, file: !2, line: 12, type: !89)
!264 = !DILocation(line: 0, scope: !258)
!265 = !DILocation(line: 12, column: 90, scope: !258)
!266 = !DILocation(line: 12, column: 81, scope: !258)
!267 = distinct !DISubprogram(name: "u64_shl_cnt8", scope: !2, file: !2, line: 13, type: !268, scopeLine: 13, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !39, retainedNodes: !270)
!268 = !DISubroutineType(types: !269)
!269 = !{!89, !89, !79}
!270 = !{!271, !272}
!271 = !DILocalVariable(name: "x", arg: 1, scope: !267, file: !2, line: 13, type: !89)
!272 = !DILocalVariable(name: "n", arg: 2, scope: !267, file: !2, line: 13, type: !79)
!273 = !DILocation(line: 0, scope: !267)
!274 = !DILocation(line: 13, column: 97, scope: !267)
!275 = !DILocation(line: 13, column: 94, scope: !267)
!276 = !DILocation(line: 13, column: 85, scope: !267)
!277 = distinct !DISubprogram(name: "masked32", scope: !2, file: !2, line: 14, type: !278, scopeLine: 14, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !39, retainedNodes: !280)
!278 = !DISubroutineType(cc: DW_CC_nocall, types: !279)
!279 = !{!42, !42, !46}
!280 = !{!281, !282}
!281 = !DILocalVariable(name: "x", arg: 1, scope: !277, file: !2, line: 14, type: !42)
!282 = !DILocalVariable(name: "n", arg: 2, scope: !277, file: !2, line: 14, type: !46)
!283 = !DILocation(line: 0, scope: !277)
!284 = !DILocation(line: 14, column: 93, scope: !277)
!285 = !DILocation(line: 14, column: 87, scope: !277)
!286 = !DILocation(line: 14, column: 78, scope: !277)
!287 = distinct !DISubprogram(name: "sar_masked", scope: !2, file: !2, line: 15, type: !288, scopeLine: 15, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !39, retainedNodes: !292)
!288 = !DISubroutineType(cc: DW_CC_nocall, types: !289)
!289 = !{!290, !290, !46}
!290 = !DIDerivedType(tag: DW_TAG_typedef, name: "int32_t", file: !77, line: 26, baseType: !291)
!291 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int32_t", file: !45, line: 41, baseType: !47)
!292 = !{!293, !294}
!293 = !DILocalVariable(name: "x", arg: 1, scope: !287, file: !2, line: 15, type: !290)
!294 = !DILocalVariable(name: "n", arg: 2, scope: !287, file: !2, line: 15, type: !46)
!295 = !DILocation(line: 0, scope: !287)
!296 = !DILocation(line: 15, column: 93, scope: !287)
!297 = !DILocation(line: 15, column: 87, scope: !287)
!298 = !DILocation(line: 15, column: 78, scope: !287)
!299 = distinct !DISubprogram(name: "masked64", scope: !2, file: !2, line: 16, type: !300, scopeLine: 16, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !39, retainedNodes: !302)
!300 = !DISubroutineType(types: !301)
!301 = !{!89, !89, !46}
!302 = !{!303, !304}
!303 = !DILocalVariable(name: "x", arg: 1, scope: !299, file: !2, line: 16, type: !89)
!304 = !DILocalVariable(name: "n", arg: 2, scope: !299, file: !2, line: 16, type: !46)
!305 = !DILocation(line: 0, scope: !299)
!306 = !DILocation(line: 16, column: 93, scope: !299)
!307 = !DILocation(line: 16, column: 87, scope: !299)
!308 = !DILocation(line: 16, column: 78, scope: !299)
!309 = distinct !DISubprogram(name: "shift_mix", scope: !2, file: !2, line: 17, type: !310, scopeLine: 17, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !39, retainedNodes: !312)
!310 = !DISubroutineType(types: !311)
!311 = !{!46, !46}
!312 = !{!313}
!313 = !DILocalVariable(name: "x", arg: 1, scope: !309, file: !2, line: 17, type: !46)
!314 = !DILocation(line: 0, scope: !309)
!315 = !DILocation(line: 17, column: 77, scope: !309)
!316 = !DILocation(line: 17, column: 88, scope: !309)
!317 = !DILocation(line: 17, column: 83, scope: !309)
!318 = !DILocation(line: 17, column: 99, scope: !309)
!319 = !DILocation(line: 17, column: 94, scope: !309)
!320 = !DILocation(line: 17, column: 111, scope: !309)
!321 = !DILocation(line: 17, column: 106, scope: !309)
!322 = !DILocation(line: 17, column: 128, scope: !309)
!323 = !DILocation(line: 17, column: 118, scope: !309)
!324 = !DILocation(line: 17, column: 145, scope: !309)
!325 = !DILocation(line: 17, column: 135, scope: !309)
!326 = !DILocation(line: 17, column: 67, scope: !309)
!327 = distinct !DISubprogram(name: "u16_rot_trunc", scope: !2, file: !2, line: 18, type: !328, scopeLine: 18, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !39, retainedNodes: !330)
!328 = !DISubroutineType(types: !329)
!329 = !{!51, !51}
!330 = !{!331}
!331 = !DILocalVariable(name: "x", arg: 1, scope: !327, file: !2, line: 18, type: !51)
!332 = !DILocation(line: 0, scope: !327)
!333 = !DILocation(line: 18, column: 96, scope: !327)
!334 = !DILocation(line: 18, column: 71, scope: !327)
