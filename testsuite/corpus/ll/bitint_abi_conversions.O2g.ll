; ModuleID = 'programs/bitint_abi_conversions.c'
source_filename = "programs/bitint_abi_conversions.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [14 x i8] c"combine=%lld\0A\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [41 x i8] c"widen(-4096)=%lld high=%lld uwiden=%llu\0A\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [17 x i8] c"narrow=%d %d %d\0A\00", align 1, !dbg !12
@.str.3 = private unnamed_addr constant [39 x i8] c"ret130 hi=%llx mid=%016llx lo=%016llx\0A\00", align 1, !dbg !17
@.str.4 = private unnamed_addr constant [32 x i8] c"to fp: %.17g %.9g %.21Lg %.17g\0A\00", align 1, !dbg !22
@.str.5 = private unnamed_addr constant [26 x i8] c"to fp: %.17g %.9g %.21Lg\0A\00", align 1, !dbg !27
@.str.6 = private unnamed_addr constant [25 x i8] c"from fp: %lld %llu %lld \00", align 1, !dbg !32
@.str.7 = private unnamed_addr constant [22 x i8] c"%llx %016llx %016llx\0A\00", align 1, !dbg !37
@.str.8 = private unnamed_addr constant [22 x i8] c"chain %lld %llu %lld\0A\00", align 1, !dbg !42

; Function Attrs: nofree nounwind uwtable
define dso_local range(i32 0, 128) i32 @main() local_unnamed_addr #0 !dbg !73 {
  %1 = alloca i16, align 2, !DIAssignID !98
    #dbg_assign(i1 undef, !77, !DIExpression(), !98, ptr %1, !DIExpression(), !99)
  %2 = alloca i16, align 2, !DIAssignID !100
    #dbg_assign(i1 undef, !79, !DIExpression(), !100, ptr %2, !DIExpression(), !99)
  %3 = alloca i32, align 4, !DIAssignID !101
    #dbg_assign(i1 undef, !80, !DIExpression(), !101, ptr %3, !DIExpression(), !99)
  %4 = alloca i32, align 4, !DIAssignID !102
    #dbg_assign(i1 undef, !82, !DIExpression(), !102, ptr %4, !DIExpression(), !99)
  %5 = alloca i64, align 8, !DIAssignID !103
    #dbg_assign(i1 undef, !83, !DIExpression(), !103, ptr %5, !DIExpression(), !99)
  %6 = alloca i64, align 8, !DIAssignID !104
    #dbg_assign(i1 undef, !85, !DIExpression(), !104, ptr %6, !DIExpression(), !99)
  %7 = alloca i64, align 8, !DIAssignID !105
    #dbg_assign(i1 undef, !86, !DIExpression(), !105, ptr %7, !DIExpression(), !99)
  %8 = alloca i128, align 16, !DIAssignID !106
    #dbg_assign(i1 undef, !88, !DIExpression(), !106, ptr %8, !DIExpression(), !99)
  %9 = alloca i128, align 16, !DIAssignID !107
    #dbg_assign(i1 undef, !90, !DIExpression(), !107, ptr %9, !DIExpression(), !99)
  %10 = alloca i192, align 16, !DIAssignID !108
    #dbg_assign(i1 undef, !91, !DIExpression(), !108, ptr %10, !DIExpression(), !99)
  %11 = alloca i128, align 16
  %12 = alloca [24 x i8], align 16
  %13 = alloca [24 x i8], align 16
  %14 = alloca [24 x i8], align 16
  %15 = alloca [24 x i8], align 16
  %16 = alloca [24 x i8], align 16
  %17 = alloca i128, align 16
  %18 = alloca [24 x i8], align 16
  call void @llvm.lifetime.start.p0(i64 2, ptr nonnull %1), !dbg !109
  store volatile i16 -4096, ptr %1, align 2, !dbg !110, !tbaa !111, !DIAssignID !115
    #dbg_assign(i16 -4096, !77, !DIExpression(), !115, ptr %1, !DIExpression(), !99)
  call void @llvm.lifetime.start.p0(i64 2, ptr nonnull %2), !dbg !109
  store volatile i16 4095, ptr %2, align 2, !dbg !116, !tbaa !111, !DIAssignID !117
    #dbg_assign(i16 4095, !79, !DIExpression(), !117, ptr %2, !DIExpression(), !99)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %3), !dbg !118
  store volatile i32 131071, ptr %3, align 4, !dbg !119, !tbaa !120, !DIAssignID !122
    #dbg_assign(i32 131071, !80, !DIExpression(), !122, ptr %3, !DIExpression(), !99)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %4), !dbg !118
  store volatile i32 65536, ptr %4, align 4, !dbg !123, !tbaa !120, !DIAssignID !124
    #dbg_assign(i32 65536, !82, !DIExpression(), !124, ptr %4, !DIExpression(), !99)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %5), !dbg !125
  store volatile i64 -34359738368, ptr %5, align 8, !dbg !126, !tbaa !127, !DIAssignID !129
    #dbg_assign(i64 -34359738368, !83, !DIExpression(), !129, ptr %5, !DIExpression(), !99)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %6), !dbg !125
  store volatile i64 12345678901, ptr %6, align 8, !dbg !130, !tbaa !127, !DIAssignID !131
    #dbg_assign(i64 12345678901, !85, !DIExpression(), !131, ptr %6, !DIExpression(), !99)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %7), !dbg !132
  store volatile i64 1152921504606890957, ptr %7, align 8, !dbg !133, !tbaa !134, !DIAssignID !136
    #dbg_assign(i64 1152921504606890957, !86, !DIExpression(), !136, ptr %7, !DIExpression(), !99)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %8), !dbg !137
  store volatile i128 -19807040628566084398385987584, ptr %8, align 16, !dbg !138, !tbaa !139, !DIAssignID !141
    #dbg_assign(i128 -19807040628566084398385987584, !88, !DIExpression(), !141, ptr %8, !DIExpression(), !99)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %9), !dbg !137
  store volatile i128 9903520314283042199192993793, ptr %9, align 16, !dbg !142, !tbaa !139, !DIAssignID !143
    #dbg_assign(i128 9903520314283042199192993793, !90, !DIExpression(), !143, ptr %9, !DIExpression(), !99)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %10), !dbg !144
  store volatile i192 680564733841876926926749214863536435257, ptr %10, align 16, !dbg !145, !tbaa !146, !DIAssignID !148
    #dbg_assign(i192 680564733841876926926749214863536435257, !91, !DIExpression(), !148, ptr %10, !DIExpression(), !99)
  %19 = load volatile i16, ptr %1, align 2, !dbg !149, !tbaa !111
  %20 = trunc i16 %19 to i13, !dbg !149
  %21 = load volatile i32, ptr %3, align 4, !dbg !150, !tbaa !120
  %22 = trunc i32 %21 to i17, !dbg !150
  %23 = load volatile i64, ptr %5, align 8, !dbg !151, !tbaa !127
  %24 = load volatile i64, ptr %7, align 8, !dbg !152, !tbaa !134
  %25 = load volatile i128, ptr %8, align 16, !dbg !153, !tbaa !139
  %26 = load volatile i16, ptr %2, align 2, !dbg !154, !tbaa !111
  %27 = load volatile i32, ptr %4, align 4, !dbg !155, !tbaa !120
  %28 = load volatile i64, ptr %6, align 8, !dbg !156, !tbaa !127
  %29 = load volatile i128, ptr %9, align 16, !dbg !157, !tbaa !139
  %30 = load volatile i192, ptr %10, align 16, !dbg !158, !tbaa !146
  %31 = shl i64 %23, 27, !dbg !159
  %32 = ashr exact i64 %31, 27, !dbg !159
  %33 = and i64 %24, 2305843009213693951, !dbg !159
  %34 = shl i128 %25, 32, !dbg !159
  %35 = ashr exact i128 %34, 32, !dbg !159
  %36 = lshr i128 %35, 64, !dbg !159
  %37 = trunc nuw i128 %36 to i64, !dbg !159
  %38 = shl i16 %26, 3, !dbg !159
  %39 = ashr exact i16 %38, 3, !dbg !159
  %40 = and i32 %27, 131071, !dbg !159
  %41 = shl i64 %28, 27, !dbg !159
  %42 = ashr exact i64 %41, 27, !dbg !159
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %11) #6, !dbg !159
  %43 = shl i128 %29, 32, !dbg !159
  %44 = ashr exact i128 %43, 32, !dbg !159
  store i128 %44, ptr %11, align 16, !dbg !159, !tbaa !139
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %12) #6, !dbg !159
  %45 = and i192 %30, 1361129467683753853853498429727072845823, !dbg !159
  store i192 %45, ptr %12, align 16, !dbg !159, !tbaa !146
  %46 = tail call fastcc i64 @combine(i13 noundef signext %20, i17 noundef zeroext %22, i64 noundef %32, i64 noundef %33, i64 noundef %37, i16 noundef %39, i32 noundef %40, i64 noundef %42, ptr noundef nonnull byval(i128) align 8 %11, ptr noundef nonnull byval([24 x i8]) align 8 %12), !dbg !159
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %11) #6, !dbg !159
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %12) #6, !dbg !159
  %47 = shl nuw i64 %46, 27, !dbg !160
  %48 = ashr exact i64 %47, 27, !dbg !160
  %49 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i64 noundef %48), !dbg !161
  %50 = load volatile i16, ptr %1, align 2, !dbg !162, !tbaa !111
  %51 = trunc i16 %50 to i13, !dbg !162
  %52 = tail call fastcc { i64, i64 } @widen(i13 noundef signext %51), !dbg !163
  %53 = extractvalue { i64, i64 } %52, 0, !dbg !163
  %54 = load volatile i16, ptr %1, align 2, !dbg !164, !tbaa !111
  %55 = trunc i16 %54 to i13, !dbg !164
  %56 = tail call fastcc { i64, i64 } @widen(i13 noundef signext %55), !dbg !165
  %57 = extractvalue { i64, i64 } %56, 1, !dbg !165
  %58 = zext i64 %57 to i96, !dbg !165
  %59 = shl i96 %58, 64, !dbg !165
  %60 = ashr exact i96 %59, 64, !dbg !166
  %61 = trunc nsw i96 %60 to i64, !dbg !167
  %62 = load volatile i32, ptr %3, align 4, !dbg !168, !tbaa !120
  %63 = trunc i32 %62 to i17, !dbg !168
  call fastcc void @uwiden(ptr dead_on_unwind nonnull writable sret([24 x i8]) align 8 %13, i17 noundef zeroext %63), !dbg !169
  %64 = load i192, ptr %13, align 16, !dbg !169, !tbaa !146
  %65 = trunc i192 %64 to i64, !dbg !170
  %66 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i64 noundef %53, i64 noundef %61, i64 noundef %65), !dbg !171
  %67 = load volatile i128, ptr %8, align 16, !dbg !172, !tbaa !139
  %68 = trunc i128 %67 to i64, !dbg !172
  %69 = add i64 %68, 5, !dbg !173
  %70 = tail call fastcc signext i13 @narrow(i64 noundef %69), !dbg !174
  %71 = sext i13 %70 to i32, !dbg !175
  %72 = tail call fastcc signext i13 @narrow(i64 noundef 8191), !dbg !176
  %73 = sext i13 %72 to i32, !dbg !177
  %74 = tail call fastcc signext i13 @narrow(i64 noundef 12288), !dbg !178
  %75 = sext i13 %74 to i32, !dbg !179
  %76 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %71, i32 noundef %73, i32 noundef %75), !dbg !180
  %77 = load volatile i64, ptr %7, align 8, !dbg !181, !tbaa !134
  %78 = load volatile i64, ptr %7, align 8, !dbg !182, !tbaa !134
  %79 = and i64 %77, 2305843009213693951, !dbg !183
  %80 = and i64 %78, 2305843009213693951, !dbg !183
  call fastcc void @ret130(ptr dead_on_unwind nonnull writable sret([24 x i8]) align 8 %14, i64 noundef %79, i64 noundef %80), !dbg !183
  %81 = load i192, ptr %14, align 16, !dbg !183, !tbaa !146
  %82 = trunc i192 %81 to i130, !dbg !183
    #dbg_value(i130 %82, !93, !DIExpression(DW_OP_LLVM_convert, 130, DW_ATE_unsigned, DW_OP_LLVM_convert, 192, DW_ATE_unsigned, DW_OP_stack_value), !99)
  %83 = lshr i130 %82, 128, !dbg !184
  %84 = trunc nuw nsw i130 %83 to i64, !dbg !185
  %85 = lshr i192 %81, 64, !dbg !186
  %86 = trunc i192 %85 to i64, !dbg !186
  %87 = trunc i192 %81 to i64, !dbg !187
  %88 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i64 noundef %84, i64 noundef %86, i64 noundef %87), !dbg !188
  %89 = load volatile i64, ptr %5, align 8, !dbg !189, !tbaa !127
  %90 = shl i64 %89, 27, !dbg !190
  %91 = ashr exact i64 %90, 27, !dbg !190
  %92 = tail call fastcc double @d37(i64 noundef %91), !dbg !190
  %93 = load volatile i64, ptr %7, align 8, !dbg !191, !tbaa !134
  %94 = and i64 %93, 2305843009213693951, !dbg !192
  %95 = tail call fastcc float @f61(i64 noundef %94), !dbg !192
  %96 = fpext float %95 to double, !dbg !193
  %97 = load volatile i128, ptr %8, align 16, !dbg !194, !tbaa !139
  %98 = shl i128 %97, 32, !dbg !195
  %99 = ashr exact i128 %98, 32, !dbg !195
  %100 = trunc i128 %97 to i64, !dbg !195
  %101 = lshr i128 %99, 64, !dbg !195
  %102 = trunc nuw i128 %101 to i64, !dbg !195
  %103 = tail call fastcc x86_fp80 @ld96(i64 noundef %100, i64 noundef %102), !dbg !195
  %104 = load volatile i192, ptr %10, align 16, !dbg !196, !tbaa !146
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %15) #6, !dbg !197
  %105 = and i192 %104, 1361129467683753853853498429727072845823, !dbg !197
  store i192 %105, ptr %15, align 16, !dbg !197, !tbaa !146
  %106 = tail call fastcc double @d130(ptr noundef nonnull byval([24 x i8]) align 8 %15), !dbg !197
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %15) #6, !dbg !197
  %107 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, double noundef %92, double noundef %96, x86_fp80 noundef %103, double noundef %106), !dbg !198
  %108 = load volatile i64, ptr %6, align 8, !dbg !199, !tbaa !127
  %109 = shl i64 %108, 27, !dbg !200
  %110 = ashr exact i64 %109, 27, !dbg !200
  %111 = tail call fastcc double @d37(i64 noundef %110), !dbg !200
  %112 = tail call fastcc float @f61(i64 noundef 2305843009213693951), !dbg !201
  %113 = fpext float %112 to double, !dbg !202
  %114 = load volatile i128, ptr %9, align 16, !dbg !203, !tbaa !139
  %115 = shl i128 %114, 32, !dbg !204
  %116 = ashr exact i128 %115, 32, !dbg !204
  %117 = trunc i128 %114 to i64, !dbg !204
  %118 = lshr i128 %116, 64, !dbg !204
  %119 = trunc nuw i128 %118 to i64, !dbg !204
  %120 = tail call fastcc x86_fp80 @ld96(i64 noundef %117, i64 noundef %119), !dbg !204
  %121 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, double noundef %111, double noundef %113, x86_fp80 noundef %120), !dbg !205
  %122 = tail call fastcc { i64, i64 } @from_ld(), !dbg !206
  %123 = extractvalue { i64, i64 } %122, 0, !dbg !206
  %124 = extractvalue { i64, i64 } %122, 1, !dbg !206
  %125 = zext i64 %124 to i96, !dbg !206
  %126 = shl i96 %125, 64, !dbg !206
  %127 = zext i64 %123 to i96, !dbg !206
  %128 = or disjoint i96 %126, %127, !dbg !206
  %129 = lshr i96 %128, 32, !dbg !207
  %130 = trunc nuw i96 %129 to i64, !dbg !208
  %131 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i64 noundef -34359738367, i64 noundef 1499999942100385792, i64 noundef %130), !dbg !209
  call fastcc void @from_d130(ptr dead_on_unwind nonnull writable sret([24 x i8]) align 8 %16), !dbg !210
  %132 = load i192, ptr %16, align 16, !dbg !210, !tbaa !146
  %133 = trunc i192 %132 to i130, !dbg !210
    #dbg_value(i130 %133, !94, !DIExpression(DW_OP_LLVM_convert, 130, DW_ATE_unsigned, DW_OP_LLVM_convert, 192, DW_ATE_unsigned, DW_OP_stack_value), !99)
  %134 = lshr i130 %133, 128, !dbg !211
  %135 = trunc nuw nsw i130 %134 to i64, !dbg !212
  %136 = lshr i192 %132, 64, !dbg !213
  %137 = trunc i192 %136 to i64, !dbg !213
  %138 = trunc i192 %132 to i64, !dbg !214
  %139 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i64 noundef %135, i64 noundef %137, i64 noundef %138), !dbg !215
    #dbg_value(i64 -1, !95, !DIExpression(), !99)
    #dbg_value(i64 131071, !96, !DIExpression(), !99)
    #dbg_value(i128 131071, !97, !DIExpression(), !99)
  %140 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i64 noundef -1, i64 noundef 131071, i64 noundef 131071), !dbg !216
  %141 = load volatile i16, ptr %1, align 2, !dbg !217, !tbaa !111
  %142 = trunc i16 %141 to i13, !dbg !217
  %143 = load volatile i32, ptr %3, align 4, !dbg !218, !tbaa !120
  %144 = trunc i32 %143 to i17, !dbg !218
  %145 = load volatile i64, ptr %5, align 8, !dbg !219, !tbaa !127
  %146 = load volatile i64, ptr %7, align 8, !dbg !220, !tbaa !134
  %147 = load volatile i128, ptr %8, align 16, !dbg !221, !tbaa !139
  %148 = load volatile i16, ptr %2, align 2, !dbg !222, !tbaa !111
  %149 = load volatile i32, ptr %4, align 4, !dbg !223, !tbaa !120
  %150 = load volatile i64, ptr %6, align 8, !dbg !224, !tbaa !127
  %151 = load volatile i128, ptr %9, align 16, !dbg !225, !tbaa !139
  %152 = load volatile i192, ptr %10, align 16, !dbg !226, !tbaa !146
  %153 = shl i64 %145, 27, !dbg !227
  %154 = ashr exact i64 %153, 27, !dbg !227
  %155 = and i64 %146, 2305843009213693951, !dbg !227
  %156 = shl i128 %147, 32, !dbg !227
  %157 = ashr exact i128 %156, 32, !dbg !227
  %158 = lshr i128 %157, 64, !dbg !227
  %159 = trunc nuw i128 %158 to i64, !dbg !227
  %160 = shl i16 %148, 3, !dbg !227
  %161 = ashr exact i16 %160, 3, !dbg !227
  %162 = and i32 %149, 131071, !dbg !227
  %163 = shl i64 %150, 27, !dbg !227
  %164 = ashr exact i64 %163, 27, !dbg !227
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %17) #6, !dbg !227
  %165 = shl i128 %151, 32, !dbg !227
  %166 = ashr exact i128 %165, 32, !dbg !227
  store i128 %166, ptr %17, align 16, !dbg !227, !tbaa !139
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %18) #6, !dbg !227
  %167 = and i192 %152, 1361129467683753853853498429727072845823, !dbg !227
  store i192 %167, ptr %18, align 16, !dbg !227, !tbaa !146
  %168 = tail call fastcc i64 @combine(i13 noundef signext %142, i17 noundef zeroext %144, i64 noundef %154, i64 noundef %155, i64 noundef %159, i16 noundef %161, i32 noundef %162, i64 noundef %164, ptr noundef nonnull byval(i128) align 8 %17, ptr noundef nonnull byval([24 x i8]) align 8 %18), !dbg !227
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %17) #6, !dbg !227
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %18) #6, !dbg !227
  %169 = trunc i64 %168 to i32, !dbg !228
  %170 = and i32 %169, 127, !dbg !228
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %10), !dbg !229
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %9), !dbg !229
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %8), !dbg !229
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %7), !dbg !229
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %6), !dbg !229
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5), !dbg !229
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %4), !dbg !229
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %3), !dbg !229
  call void @llvm.lifetime.end.p0(i64 2, ptr nonnull %2), !dbg !229
  call void @llvm.lifetime.end.p0(i64 2, ptr nonnull %1), !dbg !229
  ret i32 %170, !dbg !230
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare !dbg !231 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define internal fastcc range(i64 0, 137438953472) i64 @combine(i13 noundef signext %0, i17 noundef zeroext %1, i64 noundef %2, i64 noundef %3, i64 noundef %4, i16 noundef %5, i32 noundef %6, i64 noundef %7, ptr nocapture noundef readonly byval(i128) align 8 %8, ptr nocapture noundef readonly byval([24 x i8]) align 8 %9) unnamed_addr #3 !dbg !238 {
  %11 = zext i64 %4 to i96
  %12 = shl i96 %11, 64
  %13 = zext i16 %5 to i64
  %14 = load i128, ptr %8, align 8, !tbaa !139
  %15 = trunc i128 %14 to i96
  %16 = load i192, ptr %9, align 8, !tbaa !146
  %17 = trunc i192 %16 to i130
    #dbg_value(i13 %0, !242, !DIExpression(DW_OP_LLVM_convert, 13, DW_ATE_signed, DW_OP_LLVM_convert, 16, DW_ATE_signed, DW_OP_stack_value), !252)
    #dbg_value(i17 %1, !243, !DIExpression(DW_OP_LLVM_convert, 17, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !252)
    #dbg_value(i64 %2, !244, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 37, DW_ATE_unsigned, DW_OP_LLVM_convert, 37, DW_ATE_signed, DW_OP_LLVM_convert, 64, DW_ATE_signed, DW_OP_stack_value), !252)
    #dbg_value(i64 %3, !245, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 61, DW_ATE_unsigned, DW_OP_LLVM_convert, 61, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_stack_value), !252)
    #dbg_value(!DIArgList(i96 %12, i96 0), !246, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_or, DW_OP_LLVM_convert, 96, DW_ATE_signed, DW_OP_LLVM_convert, 128, DW_ATE_signed, DW_OP_stack_value), !252)
    #dbg_value(i16 %5, !247, !DIExpression(DW_OP_LLVM_convert, 16, DW_ATE_unsigned, DW_OP_LLVM_convert, 13, DW_ATE_unsigned, DW_OP_LLVM_convert, 13, DW_ATE_signed, DW_OP_LLVM_convert, 16, DW_ATE_signed, DW_OP_stack_value), !252)
    #dbg_value(i32 %6, !248, !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 17, DW_ATE_unsigned, DW_OP_LLVM_convert, 17, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !252)
    #dbg_value(i64 %7, !249, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 37, DW_ATE_unsigned, DW_OP_LLVM_convert, 37, DW_ATE_signed, DW_OP_LLVM_convert, 64, DW_ATE_signed, DW_OP_stack_value), !252)
    #dbg_value(i96 %15, !250, !DIExpression(DW_OP_LLVM_convert, 96, DW_ATE_signed, DW_OP_LLVM_convert, 128, DW_ATE_signed, DW_OP_stack_value), !252)
    #dbg_value(i130 %17, !251, !DIExpression(DW_OP_LLVM_convert, 130, DW_ATE_unsigned, DW_OP_LLVM_convert, 192, DW_ATE_unsigned, DW_OP_stack_value), !252)
  %18 = sext i13 %0 to i64, !dbg !253
  %19 = zext i17 %1 to i64, !dbg !254
  %20 = add nsw i64 %19, %18, !dbg !255
  %21 = add i64 %20, %2, !dbg !256
  %22 = and i64 %3, 65535, !dbg !257
  %23 = add i64 %21, %22, !dbg !258
  %24 = ashr i96 %12, 80, !dbg !259
  %25 = trunc nsw i96 %24 to i64, !dbg !260
  %26 = shl i64 %13, 51, !dbg !261
  %27 = ashr exact i64 %26, 51, !dbg !261
  %28 = and i32 %6, 131071, !dbg !262
  %29 = zext nneg i32 %28 to i64, !dbg !262
  %30 = ashr i96 %15, 90, !dbg !263
  %31 = trunc nsw i96 %30 to i64, !dbg !264
  %32 = lshr i130 %17, 120, !dbg !265
  %33 = trunc nuw nsw i130 %32 to i64, !dbg !266
  %34 = add i64 %23, %7, !dbg !267
  %35 = add i64 %34, %25, !dbg !268
  %36 = add i64 %35, %27, !dbg !269
  %37 = add i64 %36, %29, !dbg !270
  %38 = add i64 %37, %31, !dbg !271
  %39 = add i64 %38, %33, !dbg !272
  %40 = and i64 %39, 137438953471, !dbg !273
  ret i64 %40, !dbg !273
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc { i64, i64 } @widen(i13 noundef signext %0) unnamed_addr #4 !dbg !274 {
  %2 = alloca i96, align 16
    #dbg_value(i13 %0, !278, !DIExpression(DW_OP_LLVM_convert, 13, DW_ATE_signed, DW_OP_LLVM_convert, 16, DW_ATE_signed, DW_OP_stack_value), !279)
  %3 = sext i13 %0 to i96, !dbg !280
  store i96 %3, ptr %2, align 16, !dbg !281
  %4 = sext i13 %0 to i64, !dbg !281
  %5 = insertvalue { i64, i64 } poison, i64 %4, 0, !dbg !281
  %6 = getelementptr inbounds i8, ptr %2, i64 8, !dbg !281
  %7 = load i64, ptr %6, align 8, !dbg !281
  %8 = insertvalue { i64, i64 } %5, i64 %7, 1, !dbg !281
  ret { i64, i64 } %8, !dbg !281
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write) uwtable
define internal fastcc void @uwiden(ptr dead_on_unwind noalias nocapture writable writeonly sret([24 x i8]) align 8 %0, i17 noundef zeroext %1) unnamed_addr #5 !dbg !282 {
    #dbg_value(i17 %1, !286, !DIExpression(DW_OP_LLVM_convert, 17, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !287)
  %3 = zext i17 %1 to i192, !dbg !288
  store i192 %3, ptr %0, align 8, !dbg !288, !tbaa !146
  ret void, !dbg !288
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef signext i13 @narrow(i64 noundef %0) unnamed_addr #4 !dbg !289 {
  %2 = trunc i64 %0 to i13, !dbg !294
    #dbg_value(!DIArgList(i96 0, i64 %0), !293, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 96, DW_ATE_unsigned, DW_OP_or, DW_OP_LLVM_convert, 96, DW_ATE_signed, DW_OP_LLVM_convert, 128, DW_ATE_signed, DW_OP_stack_value), !295)
  ret i13 %2, !dbg !296
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write) uwtable
define internal fastcc void @ret130(ptr dead_on_unwind noalias nocapture writable writeonly sret([24 x i8]) align 8 %0, i64 noundef %1, i64 noundef %2) unnamed_addr #5 !dbg !297 {
    #dbg_value(i64 %1, !301, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 61, DW_ATE_unsigned, DW_OP_LLVM_convert, 61, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_stack_value), !303)
    #dbg_value(i64 %2, !302, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 61, DW_ATE_unsigned, DW_OP_LLVM_convert, 61, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_stack_value), !303)
  %4 = and i64 %2, 2305843009213693951, !dbg !304
  %5 = zext nneg i64 %4 to i130, !dbg !304
  %6 = shl i64 %1, 2, !dbg !305
  %7 = and i64 %6, 9223372036854775804, !dbg !305
  %8 = zext nneg i64 %7 to i130, !dbg !305
  %9 = mul nuw nsw i130 %8, %5, !dbg !306
  %10 = zext nneg i130 %9 to i192, !dbg !307
  store i192 %10, ptr %0, align 8, !dbg !307, !tbaa !146
  ret void, !dbg !307
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc double @d37(i64 noundef %0) unnamed_addr #4 !dbg !308 {
  %2 = trunc nsw i64 %0 to i37
    #dbg_value(i37 %2, !312, !DIExpression(DW_OP_LLVM_convert, 37, DW_ATE_signed, DW_OP_LLVM_convert, 64, DW_ATE_signed, DW_OP_stack_value), !313)
  %3 = sitofp i37 %2 to double, !dbg !314
  ret double %3, !dbg !315
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc float @f61(i64 noundef %0) unnamed_addr #4 !dbg !316 {
  %2 = trunc nuw i64 %0 to i61
    #dbg_value(i61 %2, !320, !DIExpression(DW_OP_LLVM_convert, 61, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_stack_value), !321)
  %3 = uitofp i61 %2 to float, !dbg !322
  ret float %3, !dbg !323
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc x86_fp80 @ld96(i64 noundef %0, i64 noundef %1) unnamed_addr #4 !dbg !324 {
  %3 = zext i64 %1 to i96
  %4 = shl i96 %3, 64
  %5 = zext i64 %0 to i96
  %6 = or disjoint i96 %4, %5
    #dbg_value(i96 %6, !328, !DIExpression(DW_OP_LLVM_convert, 96, DW_ATE_signed, DW_OP_LLVM_convert, 128, DW_ATE_signed, DW_OP_stack_value), !329)
  %7 = sitofp i96 %6 to x86_fp80, !dbg !330
  ret x86_fp80 %7, !dbg !331
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define internal fastcc double @d130(ptr nocapture noundef readonly byval([24 x i8]) align 8 %0) unnamed_addr #3 !dbg !332 {
  %2 = load i192, ptr %0, align 8, !tbaa !146
  %3 = trunc i192 %2 to i130
    #dbg_value(i130 %3, !336, !DIExpression(DW_OP_LLVM_convert, 130, DW_ATE_unsigned, DW_OP_LLVM_convert, 192, DW_ATE_unsigned, DW_OP_stack_value), !337)
  %4 = uitofp i130 %3 to double, !dbg !338
  ret double %4, !dbg !339
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc { i64, i64 } @from_ld() unnamed_addr #4 !dbg !340 {
  %1 = alloca i96, align 16
    #dbg_value(x86_fp80 0xKC05DFC081678B187128F, !344, !DIExpression(DW_OP_LLVM_fragment, 0, 80), !345)
  store i96 -39000000000000000000671088640, ptr %1, align 16, !dbg !346
  %2 = getelementptr inbounds i8, ptr %1, i64 8, !dbg !346
  %3 = load i64, ptr %2, align 8, !dbg !346
  %4 = insertvalue { i64, i64 } { i64 -6396106835979403264, i64 poison }, i64 %3, 1, !dbg !346
  ret { i64, i64 } %4, !dbg !346
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write) uwtable
define internal fastcc void @from_d130(ptr dead_on_unwind noalias nocapture writable writeonly sret([24 x i8]) align 8 %0) unnamed_addr #5 !dbg !347 {
    #dbg_value(double 0x48078287F49C4A1D, !351, !DIExpression(), !352)
  store i192 999999999999999939709166371603178586112, ptr %0, align 8, !dbg !353, !tbaa !146
  ret void, !dbg !353
}

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nounwind }

!llvm.dbg.cu = !{!44}
!llvm.module.flags = !{!65, !66, !67, !68, !69, !70, !71}
!llvm.ident = !{!72}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 38, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "programs/bitint_abi_conversions.c", directory: ".", checksumkind: CSK_MD5, checksum: "b0a30ec5c11c43cb2c0ea374530fef9f")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 112, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 14)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 39, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 328, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 41)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 40, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 136, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 17)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(scope: null, file: !2, line: 42, type: !19, isLocal: true, isDefinition: true)
!19 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 312, elements: !20)
!20 = !{!21}
!21 = !DISubrange(count: 39)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(scope: null, file: !2, line: 43, type: !24, isLocal: true, isDefinition: true)
!24 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 256, elements: !25)
!25 = !{!26}
!26 = !DISubrange(count: 32)
!27 = !DIGlobalVariableExpression(var: !28, expr: !DIExpression())
!28 = distinct !DIGlobalVariable(scope: null, file: !2, line: 44, type: !29, isLocal: true, isDefinition: true)
!29 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 208, elements: !30)
!30 = !{!31}
!31 = !DISubrange(count: 26)
!32 = !DIGlobalVariableExpression(var: !33, expr: !DIExpression())
!33 = distinct !DIGlobalVariable(scope: null, file: !2, line: 45, type: !34, isLocal: true, isDefinition: true)
!34 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 200, elements: !35)
!35 = !{!36}
!36 = !DISubrange(count: 25)
!37 = !DIGlobalVariableExpression(var: !38, expr: !DIExpression())
!38 = distinct !DIGlobalVariable(scope: null, file: !2, line: 47, type: !39, isLocal: true, isDefinition: true)
!39 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 176, elements: !40)
!40 = !{!41}
!41 = !DISubrange(count: 22)
!42 = !DIGlobalVariableExpression(var: !43, expr: !DIExpression())
!43 = distinct !DIGlobalVariable(scope: null, file: !2, line: 52, type: !39, isLocal: true, isDefinition: true)
!44 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !45, globals: !64, splitDebugInlining: false, nameTableKind: None)
!45 = !{!46, !48, !50, !52, !54, !55, !56, !57, !58, !60, !62, !63}
!46 = !DIDerivedType(tag: DW_TAG_typedef, name: "s37", file: !2, line: 10, baseType: !47)
!47 = !DIBasicType(name: "_BitInt", size: 64, encoding: DW_ATE_signed)
!48 = !DIDerivedType(tag: DW_TAG_typedef, name: "u61", file: !2, line: 11, baseType: !49)
!49 = !DIBasicType(name: "unsigned _BitInt", size: 64, encoding: DW_ATE_unsigned)
!50 = !DIDerivedType(tag: DW_TAG_typedef, name: "s96", file: !2, line: 12, baseType: !51)
!51 = !DIBasicType(name: "_BitInt", size: 128, encoding: DW_ATE_signed)
!52 = !DIDerivedType(tag: DW_TAG_typedef, name: "u130", file: !2, line: 13, baseType: !53)
!53 = !DIBasicType(name: "unsigned _BitInt", size: 192, encoding: DW_ATE_unsigned)
!54 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!55 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!56 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!57 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!58 = !DIDerivedType(tag: DW_TAG_typedef, name: "s13", file: !2, line: 8, baseType: !59)
!59 = !DIBasicType(name: "_BitInt", size: 16, encoding: DW_ATE_signed)
!60 = !DIDerivedType(tag: DW_TAG_typedef, name: "u17", file: !2, line: 9, baseType: !61)
!61 = !DIBasicType(name: "unsigned _BitInt", size: 32, encoding: DW_ATE_unsigned)
!62 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!63 = !DIBasicType(name: "long double", size: 128, encoding: DW_ATE_float)
!64 = !{!0, !7, !12, !17, !22, !27, !32, !37, !42}
!65 = !{i32 7, !"Dwarf Version", i32 5}
!66 = !{i32 2, !"Debug Info Version", i32 3}
!67 = !{i32 1, !"wchar_size", i32 4}
!68 = !{i32 8, !"PIC Level", i32 2}
!69 = !{i32 7, !"PIE Level", i32 2}
!70 = !{i32 7, !"uwtable", i32 2}
!71 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!72 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!73 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 31, type: !74, scopeLine: 31, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !44, retainedNodes: !76)
!74 = !DISubroutineType(types: !75)
!75 = !{!56}
!76 = !{!77, !79, !80, !82, !83, !85, !86, !88, !90, !91, !93, !94, !95, !96, !97}
!77 = !DILocalVariable(name: "a", scope: !73, file: !2, line: 32, type: !78)
!78 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !58)
!79 = !DILocalVariable(name: "f", scope: !73, file: !2, line: 32, type: !78)
!80 = !DILocalVariable(name: "b", scope: !73, file: !2, line: 33, type: !81)
!81 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !60)
!82 = !DILocalVariable(name: "g", scope: !73, file: !2, line: 33, type: !81)
!83 = !DILocalVariable(name: "c", scope: !73, file: !2, line: 34, type: !84)
!84 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !46)
!85 = !DILocalVariable(name: "hh", scope: !73, file: !2, line: 34, type: !84)
!86 = !DILocalVariable(name: "d", scope: !73, file: !2, line: 35, type: !87)
!87 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !48)
!88 = !DILocalVariable(name: "e", scope: !73, file: !2, line: 36, type: !89)
!89 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !50)
!90 = !DILocalVariable(name: "i", scope: !73, file: !2, line: 36, type: !89)
!91 = !DILocalVariable(name: "j", scope: !73, file: !2, line: 37, type: !92)
!92 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !52)
!93 = !DILocalVariable(name: "r", scope: !73, file: !2, line: 41, type: !52)
!94 = !DILocalVariable(name: "big", scope: !73, file: !2, line: 46, type: !52)
!95 = !DILocalVariable(name: "x", scope: !73, file: !2, line: 49, type: !46)
!96 = !DILocalVariable(name: "y", scope: !73, file: !2, line: 50, type: !48)
!97 = !DILocalVariable(name: "z", scope: !73, file: !2, line: 51, type: !50)
!98 = distinct !DIAssignID()
!99 = !DILocation(line: 0, scope: !73)
!100 = distinct !DIAssignID()
!101 = distinct !DIAssignID()
!102 = distinct !DIAssignID()
!103 = distinct !DIAssignID()
!104 = distinct !DIAssignID()
!105 = distinct !DIAssignID()
!106 = distinct !DIAssignID()
!107 = distinct !DIAssignID()
!108 = distinct !DIAssignID()
!109 = !DILocation(line: 32, column: 5, scope: !73)
!110 = !DILocation(line: 32, column: 18, scope: !73)
!111 = !{!112, !112, i64 0}
!112 = !{!"_BitInt(13)", !113, i64 0}
!113 = !{!"omnipotent char", !114, i64 0}
!114 = !{!"Simple C/C++ TBAA"}
!115 = distinct !DIAssignID()
!116 = !DILocation(line: 32, column: 29, scope: !73)
!117 = distinct !DIAssignID()
!118 = !DILocation(line: 33, column: 5, scope: !73)
!119 = !DILocation(line: 33, column: 18, scope: !73)
!120 = !{!121, !121, i64 0}
!121 = !{!"_BitInt(17)", !113, i64 0}
!122 = distinct !DIAssignID()
!123 = !DILocation(line: 33, column: 30, scope: !73)
!124 = distinct !DIAssignID()
!125 = !DILocation(line: 34, column: 5, scope: !73)
!126 = !DILocation(line: 34, column: 18, scope: !73)
!127 = !{!128, !128, i64 0}
!128 = !{!"_BitInt(37)", !113, i64 0}
!129 = distinct !DIAssignID()
!130 = !DILocation(line: 34, column: 39, scope: !73)
!131 = distinct !DIAssignID()
!132 = !DILocation(line: 35, column: 5, scope: !73)
!133 = !DILocation(line: 35, column: 18, scope: !73)
!134 = !{!135, !135, i64 0}
!135 = !{!"_BitInt(61)", !113, i64 0}
!136 = distinct !DIAssignID()
!137 = !DILocation(line: 36, column: 5, scope: !73)
!138 = !DILocation(line: 36, column: 18, scope: !73)
!139 = !{!140, !140, i64 0}
!140 = !{!"_BitInt(96)", !113, i64 0}
!141 = distinct !DIAssignID()
!142 = !DILocation(line: 36, column: 39, scope: !73)
!143 = distinct !DIAssignID()
!144 = !DILocation(line: 37, column: 5, scope: !73)
!145 = !DILocation(line: 37, column: 19, scope: !73)
!146 = !{!147, !147, i64 0}
!147 = !{!"_BitInt(130)", !113, i64 0}
!148 = distinct !DIAssignID()
!149 = !DILocation(line: 38, column: 49, scope: !73)
!150 = !DILocation(line: 38, column: 52, scope: !73)
!151 = !DILocation(line: 38, column: 55, scope: !73)
!152 = !DILocation(line: 38, column: 58, scope: !73)
!153 = !DILocation(line: 38, column: 61, scope: !73)
!154 = !DILocation(line: 38, column: 64, scope: !73)
!155 = !DILocation(line: 38, column: 67, scope: !73)
!156 = !DILocation(line: 38, column: 70, scope: !73)
!157 = !DILocation(line: 38, column: 74, scope: !73)
!158 = !DILocation(line: 38, column: 77, scope: !73)
!159 = !DILocation(line: 38, column: 41, scope: !73)
!160 = !DILocation(line: 38, column: 30, scope: !73)
!161 = !DILocation(line: 38, column: 5, scope: !73)
!162 = !DILocation(line: 39, column: 74, scope: !73)
!163 = !DILocation(line: 39, column: 68, scope: !73)
!164 = !DILocation(line: 39, column: 96, scope: !73)
!165 = !DILocation(line: 39, column: 90, scope: !73)
!166 = !DILocation(line: 39, column: 99, scope: !73)
!167 = !DILocation(line: 39, column: 78, scope: !73)
!168 = !DILocation(line: 39, column: 134, scope: !73)
!169 = !DILocation(line: 39, column: 127, scope: !73)
!170 = !DILocation(line: 39, column: 107, scope: !73)
!171 = !DILocation(line: 39, column: 5, scope: !73)
!172 = !DILocation(line: 40, column: 45, scope: !73)
!173 = !DILocation(line: 40, column: 47, scope: !73)
!174 = !DILocation(line: 40, column: 38, scope: !73)
!175 = !DILocation(line: 40, column: 33, scope: !73)
!176 = !DILocation(line: 40, column: 58, scope: !73)
!177 = !DILocation(line: 40, column: 53, scope: !73)
!178 = !DILocation(line: 40, column: 84, scope: !73)
!179 = !DILocation(line: 40, column: 79, scope: !73)
!180 = !DILocation(line: 40, column: 5, scope: !73)
!181 = !DILocation(line: 41, column: 21, scope: !73)
!182 = !DILocation(line: 41, column: 24, scope: !73)
!183 = !DILocation(line: 41, column: 14, scope: !73)
!184 = !DILocation(line: 42, column: 78, scope: !73)
!185 = !DILocation(line: 42, column: 55, scope: !73)
!186 = !DILocation(line: 42, column: 87, scope: !73)
!187 = !DILocation(line: 42, column: 118, scope: !73)
!188 = !DILocation(line: 42, column: 5, scope: !73)
!189 = !DILocation(line: 43, column: 52, scope: !73)
!190 = !DILocation(line: 43, column: 48, scope: !73)
!191 = !DILocation(line: 43, column: 68, scope: !73)
!192 = !DILocation(line: 43, column: 64, scope: !73)
!193 = !DILocation(line: 43, column: 56, scope: !73)
!194 = !DILocation(line: 43, column: 77, scope: !73)
!195 = !DILocation(line: 43, column: 72, scope: !73)
!196 = !DILocation(line: 43, column: 86, scope: !73)
!197 = !DILocation(line: 43, column: 81, scope: !73)
!198 = !DILocation(line: 43, column: 5, scope: !73)
!199 = !DILocation(line: 44, column: 46, scope: !73)
!200 = !DILocation(line: 44, column: 42, scope: !73)
!201 = !DILocation(line: 44, column: 59, scope: !73)
!202 = !DILocation(line: 44, column: 51, scope: !73)
!203 = !DILocation(line: 44, column: 78, scope: !73)
!204 = !DILocation(line: 44, column: 73, scope: !73)
!205 = !DILocation(line: 44, column: 5, scope: !73)
!206 = !DILocation(line: 45, column: 125, scope: !73)
!207 = !DILocation(line: 45, column: 143, scope: !73)
!208 = !DILocation(line: 45, column: 113, scope: !73)
!209 = !DILocation(line: 45, column: 5, scope: !73)
!210 = !DILocation(line: 46, column: 16, scope: !73)
!211 = !DILocation(line: 47, column: 63, scope: !73)
!212 = !DILocation(line: 47, column: 38, scope: !73)
!213 = !DILocation(line: 47, column: 72, scope: !73)
!214 = !DILocation(line: 47, column: 105, scope: !73)
!215 = !DILocation(line: 47, column: 5, scope: !73)
!216 = !DILocation(line: 52, column: 5, scope: !73)
!217 = !DILocation(line: 53, column: 46, scope: !73)
!218 = !DILocation(line: 53, column: 49, scope: !73)
!219 = !DILocation(line: 53, column: 52, scope: !73)
!220 = !DILocation(line: 53, column: 55, scope: !73)
!221 = !DILocation(line: 53, column: 58, scope: !73)
!222 = !DILocation(line: 53, column: 61, scope: !73)
!223 = !DILocation(line: 53, column: 64, scope: !73)
!224 = !DILocation(line: 53, column: 67, scope: !73)
!225 = !DILocation(line: 53, column: 71, scope: !73)
!226 = !DILocation(line: 53, column: 74, scope: !73)
!227 = !DILocation(line: 53, column: 38, scope: !73)
!228 = !DILocation(line: 53, column: 12, scope: !73)
!229 = !DILocation(line: 54, column: 1, scope: !73)
!230 = !DILocation(line: 53, column: 5, scope: !73)
!231 = !DISubprogram(name: "printf", scope: !232, file: !232, line: 356, type: !233, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!232 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!233 = !DISubroutineType(types: !234)
!234 = !{!56, !235, null}
!235 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !236)
!236 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !237, size: 64)
!237 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!238 = distinct !DISubprogram(name: "combine", scope: !2, file: !2, line: 15, type: !239, scopeLine: 15, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !44, retainedNodes: !241)
!239 = !DISubroutineType(cc: DW_CC_nocall, types: !240)
!240 = !{!46, !58, !60, !46, !48, !50, !58, !60, !46, !50, !52}
!241 = !{!242, !243, !244, !245, !246, !247, !248, !249, !250, !251}
!242 = !DILocalVariable(name: "a", arg: 1, scope: !238, file: !2, line: 15, type: !58)
!243 = !DILocalVariable(name: "b", arg: 2, scope: !238, file: !2, line: 15, type: !60)
!244 = !DILocalVariable(name: "c", arg: 3, scope: !238, file: !2, line: 15, type: !46)
!245 = !DILocalVariable(name: "d", arg: 4, scope: !238, file: !2, line: 15, type: !48)
!246 = !DILocalVariable(name: "e", arg: 5, scope: !238, file: !2, line: 15, type: !50)
!247 = !DILocalVariable(name: "f", arg: 6, scope: !238, file: !2, line: 15, type: !58)
!248 = !DILocalVariable(name: "g", arg: 7, scope: !238, file: !2, line: 15, type: !60)
!249 = !DILocalVariable(name: "h", arg: 8, scope: !238, file: !2, line: 15, type: !46)
!250 = !DILocalVariable(name: "i", arg: 9, scope: !238, file: !2, line: 15, type: !50)
!251 = !DILocalVariable(name: "j", arg: 10, scope: !238, file: !2, line: 15, type: !52)
!252 = !DILocation(line: 0, scope: !238)
!253 = !DILocation(line: 16, column: 18, scope: !238)
!254 = !DILocation(line: 16, column: 22, scope: !238)
!255 = !DILocation(line: 16, column: 20, scope: !238)
!256 = !DILocation(line: 16, column: 29, scope: !238)
!257 = !DILocation(line: 16, column: 43, scope: !238)
!258 = !DILocation(line: 16, column: 33, scope: !238)
!259 = !DILocation(line: 16, column: 63, scope: !238)
!260 = !DILocation(line: 16, column: 55, scope: !238)
!261 = !DILocation(line: 16, column: 72, scope: !238)
!262 = !DILocation(line: 16, column: 76, scope: !238)
!263 = !DILocation(line: 16, column: 97, scope: !238)
!264 = !DILocation(line: 16, column: 89, scope: !238)
!265 = !DILocation(line: 16, column: 114, scope: !238)
!266 = !DILocation(line: 16, column: 106, scope: !238)
!267 = !DILocation(line: 16, column: 53, scope: !238)
!268 = !DILocation(line: 16, column: 70, scope: !238)
!269 = !DILocation(line: 16, column: 74, scope: !238)
!270 = !DILocation(line: 16, column: 83, scope: !238)
!271 = !DILocation(line: 16, column: 87, scope: !238)
!272 = !DILocation(line: 16, column: 104, scope: !238)
!273 = !DILocation(line: 16, column: 5, scope: !238)
!274 = distinct !DISubprogram(name: "widen", scope: !2, file: !2, line: 18, type: !275, scopeLine: 18, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !44, retainedNodes: !277)
!275 = !DISubroutineType(types: !276)
!276 = !{!50, !58}
!277 = !{!278}
!278 = !DILocalVariable(name: "a", arg: 1, scope: !274, file: !2, line: 18, type: !58)
!279 = !DILocation(line: 0, scope: !274)
!280 = !DILocation(line: 18, column: 60, scope: !274)
!281 = !DILocation(line: 18, column: 53, scope: !274)
!282 = distinct !DISubprogram(name: "uwiden", scope: !2, file: !2, line: 19, type: !283, scopeLine: 19, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !44, retainedNodes: !285)
!283 = !DISubroutineType(types: !284)
!284 = !{!52, !60}
!285 = !{!286}
!286 = !DILocalVariable(name: "a", arg: 1, scope: !282, file: !2, line: 19, type: !60)
!287 = !DILocation(line: 0, scope: !282)
!288 = !DILocation(line: 19, column: 55, scope: !282)
!289 = distinct !DISubprogram(name: "narrow", scope: !2, file: !2, line: 20, type: !290, scopeLine: 20, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !44, retainedNodes: !292)
!290 = !DISubroutineType(cc: DW_CC_nocall, types: !291)
!291 = !{!58, !50}
!292 = !{!293}
!293 = !DILocalVariable(name: "a", arg: 1, scope: !289, file: !2, line: 20, type: !50)
!294 = !DILocation(line: 20, column: 61, scope: !289)
!295 = !DILocation(line: 0, scope: !289)
!296 = !DILocation(line: 20, column: 54, scope: !289)
!297 = distinct !DISubprogram(name: "ret130", scope: !2, file: !2, line: 21, type: !298, scopeLine: 21, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !44, retainedNodes: !300)
!298 = !DISubroutineType(types: !299)
!299 = !{!52, !48, !48}
!300 = !{!301, !302}
!301 = !DILocalVariable(name: "a", arg: 1, scope: !297, file: !2, line: 21, type: !48)
!302 = !DILocalVariable(name: "b", arg: 2, scope: !297, file: !2, line: 21, type: !48)
!303 = !DILocation(line: 0, scope: !297)
!304 = !DILocation(line: 21, column: 79, scope: !297)
!305 = !DILocation(line: 21, column: 77, scope: !297)
!306 = !DILocation(line: 21, column: 81, scope: !297)
!307 = !DILocation(line: 21, column: 62, scope: !297)
!308 = distinct !DISubprogram(name: "d37", scope: !2, file: !2, line: 22, type: !309, scopeLine: 22, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !44, retainedNodes: !311)
!309 = !DISubroutineType(types: !310)
!310 = !{!57, !46}
!311 = !{!312}
!312 = !DILocalVariable(name: "a", arg: 1, scope: !308, file: !2, line: 22, type: !46)
!313 = !DILocation(line: 0, scope: !308)
!314 = !DILocation(line: 22, column: 61, scope: !308)
!315 = !DILocation(line: 22, column: 54, scope: !308)
!316 = distinct !DISubprogram(name: "f61", scope: !2, file: !2, line: 23, type: !317, scopeLine: 23, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !44, retainedNodes: !319)
!317 = !DISubroutineType(types: !318)
!318 = !{!62, !48}
!319 = !{!320}
!320 = !DILocalVariable(name: "a", arg: 1, scope: !316, file: !2, line: 23, type: !48)
!321 = !DILocation(line: 0, scope: !316)
!322 = !DILocation(line: 23, column: 60, scope: !316)
!323 = !DILocation(line: 23, column: 53, scope: !316)
!324 = distinct !DISubprogram(name: "ld96", scope: !2, file: !2, line: 24, type: !325, scopeLine: 24, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !44, retainedNodes: !327)
!325 = !DISubroutineType(types: !326)
!326 = !{!63, !50}
!327 = !{!328}
!328 = !DILocalVariable(name: "a", arg: 1, scope: !324, file: !2, line: 24, type: !50)
!329 = !DILocation(line: 0, scope: !324)
!330 = !DILocation(line: 24, column: 67, scope: !324)
!331 = !DILocation(line: 24, column: 60, scope: !324)
!332 = distinct !DISubprogram(name: "d130", scope: !2, file: !2, line: 25, type: !333, scopeLine: 25, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !44, retainedNodes: !335)
!333 = !DISubroutineType(types: !334)
!334 = !{!57, !52}
!335 = !{!336}
!336 = !DILocalVariable(name: "a", arg: 1, scope: !332, file: !2, line: 25, type: !52)
!337 = !DILocation(line: 0, scope: !332)
!338 = !DILocation(line: 25, column: 63, scope: !332)
!339 = !DILocation(line: 25, column: 56, scope: !332)
!340 = distinct !DISubprogram(name: "from_ld", scope: !2, file: !2, line: 28, type: !341, scopeLine: 28, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !44, retainedNodes: !343)
!341 = !DISubroutineType(cc: DW_CC_nocall, types: !342)
!342 = !{!50, !63}
!343 = !{!344}
!344 = !DILocalVariable(name: "d", arg: 1, scope: !340, file: !2, line: 28, type: !63)
!345 = !DILocation(line: 0, scope: !340)
!346 = !DILocation(line: 28, column: 63, scope: !340)
!347 = distinct !DISubprogram(name: "from_d130", scope: !2, file: !2, line: 29, type: !348, scopeLine: 29, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !44, retainedNodes: !350)
!348 = !DISubroutineType(cc: DW_CC_nocall, types: !349)
!349 = !{!52, !57}
!350 = !{!351}
!351 = !DILocalVariable(name: "d", arg: 1, scope: !347, file: !2, line: 29, type: !57)
!352 = !DILocation(line: 0, scope: !347)
!353 = !DILocation(line: 29, column: 61, scope: !347)
