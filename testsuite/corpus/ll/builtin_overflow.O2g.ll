; ModuleID = 'programs/builtin_overflow.c'
source_filename = "programs/builtin_overflow.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@__const.main.a8 = private unnamed_addr constant [7 x i8] c"\00\01\FFd\9C\7F\80", align 1
@__const.main.a16 = private unnamed_addr constant [7 x i16] [i16 0, i16 1, i16 -1, i16 200, i16 -30000, i16 32767, i16 -32768], align 2
@__const.main.a32 = private unnamed_addr constant [7 x i32] [i32 0, i32 1, i32 -1, i32 65536, i32 -46341, i32 2147483647, i32 -2147483648], align 16
@.str = private unnamed_addr constant [9 x i8] c"mixed %d\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [4 x i8] c":%u\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [4 x i8] c" %d\00", align 1, !dbg !12
@.str.3 = private unnamed_addr constant [6 x i8] c":%lld\00", align 1, !dbg !14
@.str.4 = private unnamed_addr constant [5 x i8] c":%d\0A\00", align 1, !dbg !19
@.str.5 = private unnamed_addr constant [31 x i8] c"u64 factorial overflows at %d\0A\00", align 1, !dbg !24
@.str.6 = private unnamed_addr constant [27 x i8] c"3^k overflows i32 at k=%d\0A\00", align 1, !dbg !29
@.str.7 = private unnamed_addr constant [10 x i8] c"total=%d\0A\00", align 1, !dbg !34
@.str.8 = private unnamed_addr constant [44 x i8] c"i8 a=%d b=%d add=%d:%d sub=%d:%d mul=%d:%d\0A\00", align 1, !dbg !39
@.str.9 = private unnamed_addr constant [44 x i8] c"u8 a=%u b=%u add=%d:%u sub=%d:%u mul=%d:%u\0A\00", align 1, !dbg !44
@.str.10 = private unnamed_addr constant [45 x i8] c"i16 a=%d b=%d add=%d:%d sub=%d:%d mul=%d:%d\0A\00", align 1, !dbg !46
@.str.11 = private unnamed_addr constant [45 x i8] c"u16 a=%u b=%u add=%d:%u sub=%d:%u mul=%d:%u\0A\00", align 1, !dbg !51
@.str.12 = private unnamed_addr constant [45 x i8] c"i32 a=%d b=%d add=%d:%d sub=%d:%d mul=%d:%d\0A\00", align 1, !dbg !53
@.str.13 = private unnamed_addr constant [45 x i8] c"u32 a=%u b=%u add=%d:%u sub=%d:%u mul=%d:%u\0A\00", align 1, !dbg !55
@.str.14 = private unnamed_addr constant [55 x i8] c"i64 a=%lld b=%lld add=%d:%lld sub=%d:%lld mul=%d:%lld\0A\00", align 1, !dbg !57
@.str.15 = private unnamed_addr constant [55 x i8] c"u64 a=%llu b=%llu add=%d:%llu sub=%d:%llu mul=%d:%llu\0A\00", align 1, !dbg !62

; Function Attrs: nofree nounwind uwtable
define dso_local range(i32 -255, 256) i32 @main() local_unnamed_addr #0 !dbg !92 {
    #dbg_assign(i1 undef, !97, !DIExpression(), !147, ptr @__const.main.a8, !DIExpression(), !148)
    #dbg_assign(i1 undef, !110, !DIExpression(), !149, ptr @__const.main.a16, !DIExpression(), !148)
    #dbg_assign(i1 undef, !120, !DIExpression(), !150, ptr @__const.main.a32, !DIExpression(), !148)
  %1 = alloca [7 x i64], align 16, !DIAssignID !151
    #dbg_assign(i1 undef, !129, !DIExpression(), !151, ptr %1, !DIExpression(), !148)
    #dbg_value(i32 0, !96, !DIExpression(), !148)
    #dbg_assign(i1 undef, !97, !DIExpression(), !152, ptr @__const.main.a8, !DIExpression(), !148)
    #dbg_value(i32 0, !105, !DIExpression(), !153)
  br label %2, !dbg !154

2:                                                ; preds = %0, %2
  %3 = phi i64 [ 0, %0 ], [ %23, %2 ]
  %4 = phi i32 [ 0, %0 ], [ %22, %2 ]
    #dbg_value(i32 %4, !96, !DIExpression(), !148)
    #dbg_value(i64 %3, !105, !DIExpression(), !153)
  %5 = getelementptr inbounds [7 x i8], ptr @__const.main.a8, i64 0, i64 %3
  %6 = load i8, ptr %5, align 1, !tbaa !155
    #dbg_value(i32 %4, !96, !DIExpression(), !148)
    #dbg_value(i32 0, !107, !DIExpression(), !158)
    #dbg_value(i32 %4, !96, !DIExpression(), !148)
    #dbg_value(i64 0, !107, !DIExpression(), !158)
  %7 = tail call fastcc i32 @ovf_i8(i8 noundef signext %6, i8 noundef signext 0), !dbg !159
  %8 = tail call fastcc i32 @ovf_u8(i8 noundef zeroext %6, i8 noundef zeroext 0), !dbg !161
  %9 = add i32 %7, %4, !dbg !162
  %10 = add i32 %9, %8, !dbg !163
    #dbg_value(i32 %10, !96, !DIExpression(), !148)
    #dbg_value(i64 2, !107, !DIExpression(), !158)
  %11 = tail call fastcc i32 @ovf_i8(i8 noundef signext %6, i8 noundef signext -1), !dbg !159
  %12 = tail call fastcc i32 @ovf_u8(i8 noundef zeroext %6, i8 noundef zeroext -1), !dbg !161
  %13 = add i32 %11, %10, !dbg !162
  %14 = add i32 %13, %12, !dbg !163
    #dbg_value(i32 %14, !96, !DIExpression(), !148)
    #dbg_value(i64 4, !107, !DIExpression(), !158)
  %15 = tail call fastcc i32 @ovf_i8(i8 noundef signext %6, i8 noundef signext -100), !dbg !159
  %16 = tail call fastcc i32 @ovf_u8(i8 noundef zeroext %6, i8 noundef zeroext -100), !dbg !161
  %17 = add i32 %15, %14, !dbg !162
  %18 = add i32 %17, %16, !dbg !163
    #dbg_value(i32 %18, !96, !DIExpression(), !148)
    #dbg_value(i64 6, !107, !DIExpression(), !158)
  %19 = tail call fastcc i32 @ovf_i8(i8 noundef signext %6, i8 noundef signext -128), !dbg !159
  %20 = tail call fastcc i32 @ovf_u8(i8 noundef zeroext %6, i8 noundef zeroext -128), !dbg !161
  %21 = add i32 %19, %18, !dbg !162
  %22 = add i32 %21, %20, !dbg !163
    #dbg_value(i32 %22, !96, !DIExpression(), !148)
    #dbg_value(i64 8, !107, !DIExpression(), !158)
  %23 = add nuw nsw i64 %3, 1, !dbg !164
    #dbg_value(i64 %23, !105, !DIExpression(), !153)
  %24 = icmp eq i64 %23, 7, !dbg !165
  br i1 %24, label %25, label %2, !dbg !154, !llvm.loop !166

25:                                               ; preds = %2, %25
  %26 = phi i64 [ %46, %25 ], [ 0, %2 ]
  %27 = phi i32 [ %45, %25 ], [ %22, %2 ]
    #dbg_value(i32 %27, !96, !DIExpression(), !148)
    #dbg_value(i64 %26, !115, !DIExpression(), !169)
  %28 = getelementptr inbounds [7 x i16], ptr @__const.main.a16, i64 0, i64 %26
  %29 = load i16, ptr %28, align 2, !tbaa !170
    #dbg_value(i32 %27, !96, !DIExpression(), !148)
    #dbg_value(i32 0, !117, !DIExpression(), !172)
    #dbg_value(i32 %27, !96, !DIExpression(), !148)
    #dbg_value(i64 0, !117, !DIExpression(), !172)
  %30 = tail call fastcc i32 @ovf_i16(i16 noundef signext %29, i16 noundef signext 0), !dbg !173
  %31 = tail call fastcc i32 @ovf_u16(i16 noundef zeroext %29, i16 noundef zeroext 0), !dbg !175
  %32 = add i32 %30, %27, !dbg !176
  %33 = add i32 %32, %31, !dbg !177
    #dbg_value(i32 %33, !96, !DIExpression(), !148)
    #dbg_value(i64 2, !117, !DIExpression(), !172)
  %34 = tail call fastcc i32 @ovf_i16(i16 noundef signext %29, i16 noundef signext -1), !dbg !173
  %35 = tail call fastcc i32 @ovf_u16(i16 noundef zeroext %29, i16 noundef zeroext -1), !dbg !175
  %36 = add i32 %34, %33, !dbg !176
  %37 = add i32 %36, %35, !dbg !177
    #dbg_value(i32 %37, !96, !DIExpression(), !148)
    #dbg_value(i64 4, !117, !DIExpression(), !172)
  %38 = tail call fastcc i32 @ovf_i16(i16 noundef signext %29, i16 noundef signext -30000), !dbg !173
  %39 = tail call fastcc i32 @ovf_u16(i16 noundef zeroext %29, i16 noundef zeroext -30000), !dbg !175
  %40 = add i32 %38, %37, !dbg !176
  %41 = add i32 %40, %39, !dbg !177
    #dbg_value(i32 %41, !96, !DIExpression(), !148)
    #dbg_value(i64 6, !117, !DIExpression(), !172)
  %42 = tail call fastcc i32 @ovf_i16(i16 noundef signext %29, i16 noundef signext -32768), !dbg !173
  %43 = tail call fastcc i32 @ovf_u16(i16 noundef zeroext %29, i16 noundef zeroext -32768), !dbg !175
  %44 = add i32 %42, %41, !dbg !176
  %45 = add i32 %44, %43, !dbg !177
    #dbg_value(i32 %45, !96, !DIExpression(), !148)
    #dbg_value(i64 8, !117, !DIExpression(), !172)
  %46 = add nuw nsw i64 %26, 1, !dbg !178
    #dbg_value(i64 %46, !115, !DIExpression(), !169)
  %47 = icmp eq i64 %46, 7, !dbg !179
  br i1 %47, label %48, label %25, !dbg !180, !llvm.loop !181

48:                                               ; preds = %25, %48
  %49 = phi i64 [ %69, %48 ], [ 0, %25 ]
  %50 = phi i32 [ %68, %48 ], [ %45, %25 ]
    #dbg_value(i32 %50, !96, !DIExpression(), !148)
    #dbg_value(i64 %49, !124, !DIExpression(), !183)
  %51 = getelementptr inbounds [7 x i32], ptr @__const.main.a32, i64 0, i64 %49
  %52 = load i32, ptr %51, align 4, !tbaa !184
    #dbg_value(i32 %50, !96, !DIExpression(), !148)
    #dbg_value(i32 0, !126, !DIExpression(), !186)
    #dbg_value(i32 %50, !96, !DIExpression(), !148)
    #dbg_value(i64 0, !126, !DIExpression(), !186)
  %53 = tail call fastcc i32 @ovf_i32(i32 noundef %52, i32 noundef 0), !dbg !187
  %54 = tail call fastcc i32 @ovf_u32(i32 noundef %52, i32 noundef 0), !dbg !189
  %55 = add i32 %53, %50, !dbg !190
  %56 = add i32 %55, %54, !dbg !191
    #dbg_value(i32 %56, !96, !DIExpression(), !148)
    #dbg_value(i64 2, !126, !DIExpression(), !186)
  %57 = tail call fastcc i32 @ovf_i32(i32 noundef %52, i32 noundef -1), !dbg !187
  %58 = tail call fastcc i32 @ovf_u32(i32 noundef %52, i32 noundef -1), !dbg !189
  %59 = add i32 %57, %56, !dbg !190
  %60 = add i32 %59, %58, !dbg !191
    #dbg_value(i32 %60, !96, !DIExpression(), !148)
    #dbg_value(i64 4, !126, !DIExpression(), !186)
  %61 = tail call fastcc i32 @ovf_i32(i32 noundef %52, i32 noundef -46341), !dbg !187
  %62 = tail call fastcc i32 @ovf_u32(i32 noundef %52, i32 noundef -46341), !dbg !189
  %63 = add i32 %61, %60, !dbg !190
  %64 = add i32 %63, %62, !dbg !191
    #dbg_value(i32 %64, !96, !DIExpression(), !148)
    #dbg_value(i64 6, !126, !DIExpression(), !186)
  %65 = tail call fastcc i32 @ovf_i32(i32 noundef %52, i32 noundef -2147483648), !dbg !187
  %66 = tail call fastcc i32 @ovf_u32(i32 noundef %52, i32 noundef -2147483648), !dbg !189
  %67 = add i32 %65, %64, !dbg !190
  %68 = add i32 %67, %66, !dbg !191
    #dbg_value(i32 %68, !96, !DIExpression(), !148)
    #dbg_value(i64 8, !126, !DIExpression(), !186)
  %69 = add nuw nsw i64 %49, 1, !dbg !192
    #dbg_value(i64 %69, !124, !DIExpression(), !183)
  %70 = icmp eq i64 %69, 7, !dbg !193
  br i1 %70, label %71, label %48, !dbg !194, !llvm.loop !195

71:                                               ; preds = %48
  call void @llvm.lifetime.start.p0(i64 56, ptr nonnull %1) #6, !dbg !197
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(56) %1, i8 0, i64 16, i1 false), !dbg !198, !DIAssignID !199
    #dbg_assign(i8 0, !129, !DIExpression(), !199, ptr %1, !DIExpression(), !148)
    #dbg_assign(i8 0, !129, !DIExpression(DW_OP_LLVM_fragment, 128, 320), !200, ptr undef, !DIExpression(), !148)
  %72 = getelementptr inbounds i8, ptr %1, i64 8, !dbg !198
  store i64 1, ptr %72, align 8, !dbg !198, !DIAssignID !201
    #dbg_assign(i64 1, !129, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !201, ptr %72, !DIExpression(), !148)
  %73 = getelementptr inbounds i8, ptr %1, i64 16, !dbg !198
  store i64 -1, ptr %73, align 16, !dbg !198, !DIAssignID !202
    #dbg_assign(i64 -1, !129, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !202, ptr %73, !DIExpression(), !148)
  %74 = getelementptr inbounds i8, ptr %1, i64 24, !dbg !198
  store i64 4294967296, ptr %74, align 8, !dbg !198, !DIAssignID !203
    #dbg_assign(i64 4294967296, !129, !DIExpression(DW_OP_LLVM_fragment, 192, 64), !203, ptr %74, !DIExpression(), !148)
  %75 = getelementptr inbounds i8, ptr %1, i64 32, !dbg !198
  store i64 -3037000500, ptr %75, align 16, !dbg !198, !DIAssignID !204
    #dbg_assign(i64 -3037000500, !129, !DIExpression(DW_OP_LLVM_fragment, 256, 64), !204, ptr %75, !DIExpression(), !148)
  %76 = getelementptr inbounds i8, ptr %1, i64 40, !dbg !198
  store i64 9223372036854775807, ptr %76, align 8, !dbg !198, !DIAssignID !205
    #dbg_assign(i64 9223372036854775807, !129, !DIExpression(DW_OP_LLVM_fragment, 320, 64), !205, ptr %76, !DIExpression(), !148)
  %77 = getelementptr inbounds i8, ptr %1, i64 48, !dbg !198
  store i64 -9223372036854775808, ptr %77, align 16, !dbg !198, !DIAssignID !206
    #dbg_assign(i64 -9223372036854775808, !129, !DIExpression(DW_OP_LLVM_fragment, 384, 64), !206, ptr %77, !DIExpression(), !148)
    #dbg_value(i32 0, !134, !DIExpression(), !207)
    #dbg_value(i32 %68, !96, !DIExpression(), !148)
  br label %78, !dbg !208

78:                                               ; preds = %71, %78
  %79 = phi i64 [ 0, %71 ], [ %99, %78 ]
  %80 = phi i32 [ %68, %71 ], [ %98, %78 ]
    #dbg_value(i32 %80, !96, !DIExpression(), !148)
    #dbg_value(i64 %79, !134, !DIExpression(), !207)
  %81 = getelementptr inbounds [7 x i64], ptr %1, i64 0, i64 %79
  %82 = load i64, ptr %81, align 8, !tbaa !209
    #dbg_value(i32 %80, !96, !DIExpression(), !148)
    #dbg_value(i32 0, !136, !DIExpression(), !211)
    #dbg_value(i32 %80, !96, !DIExpression(), !148)
    #dbg_value(i64 0, !136, !DIExpression(), !211)
  %83 = tail call fastcc i32 @ovf_i64(i64 noundef %82, i64 noundef 0), !dbg !212
  %84 = tail call fastcc i32 @ovf_u64(i64 noundef %82, i64 noundef 0), !dbg !214
  %85 = add i32 %83, %80, !dbg !215
  %86 = add i32 %85, %84, !dbg !216
    #dbg_value(i32 %86, !96, !DIExpression(), !148)
    #dbg_value(i64 2, !136, !DIExpression(), !211)
  %87 = tail call fastcc i32 @ovf_i64(i64 noundef %82, i64 noundef -1), !dbg !212
  %88 = tail call fastcc i32 @ovf_u64(i64 noundef %82, i64 noundef -1), !dbg !214
  %89 = add i32 %87, %86, !dbg !215
  %90 = add i32 %89, %88, !dbg !216
    #dbg_value(i32 %90, !96, !DIExpression(), !148)
    #dbg_value(i64 4, !136, !DIExpression(), !211)
  %91 = tail call fastcc i32 @ovf_i64(i64 noundef %82, i64 noundef -3037000500), !dbg !212
  %92 = tail call fastcc i32 @ovf_u64(i64 noundef %82, i64 noundef -3037000500), !dbg !214
  %93 = add i32 %91, %90, !dbg !215
  %94 = add i32 %93, %92, !dbg !216
    #dbg_value(i32 %94, !96, !DIExpression(), !148)
    #dbg_value(i64 6, !136, !DIExpression(), !211)
  %95 = tail call fastcc i32 @ovf_i64(i64 noundef %82, i64 noundef -9223372036854775808), !dbg !212
  %96 = tail call fastcc i32 @ovf_u64(i64 noundef %82, i64 noundef -9223372036854775808), !dbg !214
  %97 = add i32 %95, %94, !dbg !215
  %98 = add i32 %97, %96, !dbg !216
    #dbg_value(i32 %98, !96, !DIExpression(), !148)
    #dbg_value(i64 8, !136, !DIExpression(), !211)
  %99 = add nuw nsw i64 %79, 1, !dbg !217
    #dbg_value(i64 %99, !134, !DIExpression(), !207)
  %100 = icmp eq i64 %99, 7, !dbg !218
  br i1 %100, label %101, label %78, !dbg !208, !llvm.loop !219

101:                                              ; preds = %78
    #dbg_value(i8 44, !140, !DIExpression(), !148)
  %102 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 1), !dbg !221
  %103 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 44), !dbg !222
    #dbg_value(i64 4294967294, !141, !DIExpression(), !148)
  %104 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 0), !dbg !223
  %105 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i64 noundef 4294967294), !dbg !224
    #dbg_value(i32 -1, !142, !DIExpression(), !148)
  %106 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 1), !dbg !225
  %107 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef -1), !dbg !226
    #dbg_value(i32 -2, !139, !DIExpression(), !148)
  %108 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 0), !dbg !227
  %109 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef -2), !dbg !228
    #dbg_value(i64 1, !143, !DIExpression(), !148)
    #dbg_value(i32 1, !144, !DIExpression(), !148)
  br label %110, !dbg !229

110:                                              ; preds = %125, %101
  %111 = phi i64 [ 1, %101 ], [ %127, %125 ]
  %112 = phi i64 [ 1, %101 ], [ %126, %125 ]
    #dbg_value(i64 %111, !144, !DIExpression(), !148)
    #dbg_value(i64 %112, !143, !DIExpression(), !148)
  %113 = tail call { i64, i1 } @llvm.umul.with.overflow.i64(i64 %112, i64 %111), !dbg !231
  %114 = extractvalue { i64, i1 } %113, 1, !dbg !231
    #dbg_value(i64 poison, !143, !DIExpression(), !148)
  br i1 %114, label %129, label %115, !dbg !234

115:                                              ; preds = %110
  %116 = extractvalue { i64, i1 } %113, 0, !dbg !231
    #dbg_value(i64 %116, !143, !DIExpression(), !148)
  %117 = add nuw nsw i64 %111, 1, !dbg !235
    #dbg_value(i64 %117, !144, !DIExpression(), !148)
  %118 = tail call { i64, i1 } @llvm.umul.with.overflow.i64(i64 %116, i64 %117), !dbg !231
  %119 = extractvalue { i64, i1 } %118, 1, !dbg !231
    #dbg_value(i64 poison, !143, !DIExpression(), !148)
  br i1 %119, label %129, label %120, !dbg !234

120:                                              ; preds = %115
  %121 = extractvalue { i64, i1 } %118, 0, !dbg !231
    #dbg_value(i64 %121, !143, !DIExpression(), !148)
  %122 = add nuw nsw i64 %111, 2, !dbg !235
    #dbg_value(i64 %122, !144, !DIExpression(), !148)
  %123 = tail call { i64, i1 } @llvm.umul.with.overflow.i64(i64 %121, i64 %122), !dbg !231
  %124 = extractvalue { i64, i1 } %123, 1, !dbg !231
    #dbg_value(i64 poison, !143, !DIExpression(), !148)
  br i1 %124, label %129, label %125, !dbg !234

125:                                              ; preds = %120
  %126 = extractvalue { i64, i1 } %123, 0, !dbg !231
    #dbg_value(i64 %126, !143, !DIExpression(), !148)
  %127 = add nuw nsw i64 %111, 3, !dbg !235
    #dbg_value(i64 %127, !144, !DIExpression(), !148)
  %128 = icmp eq i64 %127, 40, !dbg !236
  br i1 %128, label %132, label %110, !dbg !229, !llvm.loop !237

129:                                              ; preds = %120, %115, %110
  %130 = phi i64 [ %111, %110 ], [ %117, %115 ], [ %122, %120 ]
  %131 = trunc nuw nsw i64 %130 to i32
  br label %132, !dbg !239

132:                                              ; preds = %125, %129
  %133 = phi i32 [ %131, %129 ], [ 40, %125 ], !dbg !240
  %134 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %133), !dbg !239
    #dbg_value(i32 poison, !145, !DIExpression(), !148)
    #dbg_value(i32 19, !146, !DIExpression(), !148)
  %135 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef 19), !dbg !241
  %136 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef %98), !dbg !242
  %137 = srem i32 %98, 256, !dbg !243
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %1) #6, !dbg !244
  ret i32 %137, !dbg !244
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree noinline nounwind uwtable
define internal fastcc range(i32 0, 8) i32 @ovf_i8(i8 noundef signext %0, i8 noundef signext %1) unnamed_addr #2 !dbg !245 {
    #dbg_value(i8 %0, !249, !DIExpression(), !257)
    #dbg_value(i8 %1, !250, !DIExpression(), !257)
  %3 = tail call { i8, i1 } @llvm.sadd.with.overflow.i8(i8 %0, i8 %1), !dbg !258
  %4 = extractvalue { i8, i1 } %3, 1, !dbg !258
  %5 = extractvalue { i8, i1 } %3, 0, !dbg !258
    #dbg_value(i8 %5, !251, !DIExpression(), !257)
  %6 = zext i1 %4 to i32, !dbg !258
    #dbg_value(i32 %6, !254, !DIExpression(), !257)
  %7 = tail call { i8, i1 } @llvm.ssub.with.overflow.i8(i8 %0, i8 %1), !dbg !258
  %8 = extractvalue { i8, i1 } %7, 1, !dbg !258
  %9 = extractvalue { i8, i1 } %7, 0, !dbg !258
    #dbg_value(i8 %9, !252, !DIExpression(), !257)
  %10 = zext i1 %8 to i32, !dbg !258
    #dbg_value(i32 %10, !255, !DIExpression(), !257)
  %11 = tail call { i8, i1 } @llvm.smul.with.overflow.i8(i8 %0, i8 %1), !dbg !258
  %12 = extractvalue { i8, i1 } %11, 1, !dbg !258
  %13 = extractvalue { i8, i1 } %11, 0, !dbg !258
    #dbg_value(i8 %13, !253, !DIExpression(), !257)
  %14 = zext i1 %12 to i32, !dbg !258
    #dbg_value(i32 %14, !256, !DIExpression(), !257)
  %15 = sext i8 %0 to i32, !dbg !258
  %16 = sext i8 %1 to i32, !dbg !258
  %17 = sext i8 %5 to i32, !dbg !258
  %18 = sext i8 %9 to i32, !dbg !258
  %19 = sext i8 %13 to i32, !dbg !258
  %20 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef %15, i32 noundef %16, i32 noundef %6, i32 noundef %17, i32 noundef %10, i32 noundef %18, i32 noundef %14, i32 noundef %19), !dbg !258
  %21 = select i1 %8, i32 2, i32 0, !dbg !258
  %22 = select i1 %12, i32 4, i32 0, !dbg !258
  %23 = or disjoint i32 %21, %22, !dbg !258
  %24 = or disjoint i32 %23, %6, !dbg !258
  ret i32 %24, !dbg !258
}

; Function Attrs: nofree noinline nounwind uwtable
define internal fastcc range(i32 0, 8) i32 @ovf_u8(i8 noundef zeroext %0, i8 noundef zeroext %1) unnamed_addr #2 !dbg !259 {
    #dbg_value(i8 %0, !263, !DIExpression(), !271)
    #dbg_value(i8 %1, !264, !DIExpression(), !271)
  %3 = tail call { i8, i1 } @llvm.uadd.with.overflow.i8(i8 %0, i8 %1), !dbg !272
  %4 = extractvalue { i8, i1 } %3, 1, !dbg !272
  %5 = extractvalue { i8, i1 } %3, 0, !dbg !272
    #dbg_value(i8 %5, !265, !DIExpression(), !271)
  %6 = zext i1 %4 to i32, !dbg !272
    #dbg_value(i32 %6, !268, !DIExpression(), !271)
  %7 = tail call { i8, i1 } @llvm.usub.with.overflow.i8(i8 %0, i8 %1), !dbg !272
  %8 = extractvalue { i8, i1 } %7, 1, !dbg !272
  %9 = extractvalue { i8, i1 } %7, 0, !dbg !272
    #dbg_value(i8 %9, !266, !DIExpression(), !271)
  %10 = zext i1 %8 to i32, !dbg !272
    #dbg_value(i32 %10, !269, !DIExpression(), !271)
  %11 = tail call { i8, i1 } @llvm.umul.with.overflow.i8(i8 %0, i8 %1), !dbg !272
  %12 = extractvalue { i8, i1 } %11, 1, !dbg !272
  %13 = extractvalue { i8, i1 } %11, 0, !dbg !272
    #dbg_value(i8 %13, !267, !DIExpression(), !271)
  %14 = zext i1 %12 to i32, !dbg !272
    #dbg_value(i32 %14, !270, !DIExpression(), !271)
  %15 = zext i8 %0 to i32, !dbg !272
  %16 = zext i8 %1 to i32, !dbg !272
  %17 = zext i8 %5 to i32, !dbg !272
  %18 = zext i8 %9 to i32, !dbg !272
  %19 = zext i8 %13 to i32, !dbg !272
  %20 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef %15, i32 noundef %16, i32 noundef %6, i32 noundef %17, i32 noundef %10, i32 noundef %18, i32 noundef %14, i32 noundef %19), !dbg !272
  %21 = select i1 %8, i32 2, i32 0, !dbg !272
  %22 = select i1 %12, i32 4, i32 0, !dbg !272
  %23 = or disjoint i32 %21, %22, !dbg !272
  %24 = or disjoint i32 %23, %6, !dbg !272
  ret i32 %24, !dbg !272
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree noinline nounwind uwtable
define internal fastcc range(i32 0, 8) i32 @ovf_i16(i16 noundef signext %0, i16 noundef signext %1) unnamed_addr #2 !dbg !273 {
    #dbg_value(i16 %0, !277, !DIExpression(), !285)
    #dbg_value(i16 %1, !278, !DIExpression(), !285)
  %3 = tail call { i16, i1 } @llvm.sadd.with.overflow.i16(i16 %0, i16 %1), !dbg !286
  %4 = extractvalue { i16, i1 } %3, 1, !dbg !286
  %5 = extractvalue { i16, i1 } %3, 0, !dbg !286
    #dbg_value(i16 %5, !279, !DIExpression(), !285)
  %6 = zext i1 %4 to i32, !dbg !286
    #dbg_value(i32 %6, !282, !DIExpression(), !285)
  %7 = tail call { i16, i1 } @llvm.ssub.with.overflow.i16(i16 %0, i16 %1), !dbg !286
  %8 = extractvalue { i16, i1 } %7, 1, !dbg !286
  %9 = extractvalue { i16, i1 } %7, 0, !dbg !286
    #dbg_value(i16 %9, !280, !DIExpression(), !285)
  %10 = zext i1 %8 to i32, !dbg !286
    #dbg_value(i32 %10, !283, !DIExpression(), !285)
  %11 = tail call { i16, i1 } @llvm.smul.with.overflow.i16(i16 %0, i16 %1), !dbg !286
  %12 = extractvalue { i16, i1 } %11, 1, !dbg !286
  %13 = extractvalue { i16, i1 } %11, 0, !dbg !286
    #dbg_value(i16 %13, !281, !DIExpression(), !285)
  %14 = zext i1 %12 to i32, !dbg !286
    #dbg_value(i32 %14, !284, !DIExpression(), !285)
  %15 = sext i16 %0 to i32, !dbg !286
  %16 = sext i16 %1 to i32, !dbg !286
  %17 = sext i16 %5 to i32, !dbg !286
  %18 = sext i16 %9 to i32, !dbg !286
  %19 = sext i16 %13 to i32, !dbg !286
  %20 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %15, i32 noundef %16, i32 noundef %6, i32 noundef %17, i32 noundef %10, i32 noundef %18, i32 noundef %14, i32 noundef %19), !dbg !286
  %21 = select i1 %8, i32 2, i32 0, !dbg !286
  %22 = select i1 %12, i32 4, i32 0, !dbg !286
  %23 = or disjoint i32 %21, %22, !dbg !286
  %24 = or disjoint i32 %23, %6, !dbg !286
  ret i32 %24, !dbg !286
}

; Function Attrs: nofree noinline nounwind uwtable
define internal fastcc range(i32 0, 8) i32 @ovf_u16(i16 noundef zeroext %0, i16 noundef zeroext %1) unnamed_addr #2 !dbg !287 {
    #dbg_value(i16 %0, !291, !DIExpression(), !299)
    #dbg_value(i16 %1, !292, !DIExpression(), !299)
  %3 = tail call { i16, i1 } @llvm.uadd.with.overflow.i16(i16 %0, i16 %1), !dbg !300
  %4 = extractvalue { i16, i1 } %3, 1, !dbg !300
  %5 = extractvalue { i16, i1 } %3, 0, !dbg !300
    #dbg_value(i16 %5, !293, !DIExpression(), !299)
  %6 = zext i1 %4 to i32, !dbg !300
    #dbg_value(i32 %6, !296, !DIExpression(), !299)
  %7 = tail call { i16, i1 } @llvm.usub.with.overflow.i16(i16 %0, i16 %1), !dbg !300
  %8 = extractvalue { i16, i1 } %7, 1, !dbg !300
  %9 = extractvalue { i16, i1 } %7, 0, !dbg !300
    #dbg_value(i16 %9, !294, !DIExpression(), !299)
  %10 = zext i1 %8 to i32, !dbg !300
    #dbg_value(i32 %10, !297, !DIExpression(), !299)
  %11 = tail call { i16, i1 } @llvm.umul.with.overflow.i16(i16 %0, i16 %1), !dbg !300
  %12 = extractvalue { i16, i1 } %11, 1, !dbg !300
  %13 = extractvalue { i16, i1 } %11, 0, !dbg !300
    #dbg_value(i16 %13, !295, !DIExpression(), !299)
  %14 = zext i1 %12 to i32, !dbg !300
    #dbg_value(i32 %14, !298, !DIExpression(), !299)
  %15 = zext i16 %0 to i32, !dbg !300
  %16 = zext i16 %1 to i32, !dbg !300
  %17 = zext i16 %5 to i32, !dbg !300
  %18 = zext i16 %9 to i32, !dbg !300
  %19 = zext i16 %13 to i32, !dbg !300
  %20 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, i32 noundef %15, i32 noundef %16, i32 noundef %6, i32 noundef %17, i32 noundef %10, i32 noundef %18, i32 noundef %14, i32 noundef %19), !dbg !300
  %21 = select i1 %8, i32 2, i32 0, !dbg !300
  %22 = select i1 %12, i32 4, i32 0, !dbg !300
  %23 = or disjoint i32 %21, %22, !dbg !300
  %24 = or disjoint i32 %23, %6, !dbg !300
  ret i32 %24, !dbg !300
}

; Function Attrs: nofree noinline nounwind uwtable
define internal fastcc range(i32 0, 8) i32 @ovf_i32(i32 noundef %0, i32 noundef %1) unnamed_addr #2 !dbg !301 {
    #dbg_value(i32 %0, !305, !DIExpression(), !313)
    #dbg_value(i32 %1, !306, !DIExpression(), !313)
  %3 = tail call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %0, i32 %1), !dbg !314
  %4 = extractvalue { i32, i1 } %3, 1, !dbg !314
  %5 = extractvalue { i32, i1 } %3, 0, !dbg !314
    #dbg_value(i32 %5, !307, !DIExpression(), !313)
  %6 = zext i1 %4 to i32, !dbg !314
    #dbg_value(i32 %6, !310, !DIExpression(), !313)
  %7 = tail call { i32, i1 } @llvm.ssub.with.overflow.i32(i32 %0, i32 %1), !dbg !314
  %8 = extractvalue { i32, i1 } %7, 1, !dbg !314
  %9 = extractvalue { i32, i1 } %7, 0, !dbg !314
    #dbg_value(i32 %9, !308, !DIExpression(), !313)
  %10 = zext i1 %8 to i32, !dbg !314
    #dbg_value(i32 %10, !311, !DIExpression(), !313)
  %11 = tail call { i32, i1 } @llvm.smul.with.overflow.i32(i32 %0, i32 %1), !dbg !314
  %12 = extractvalue { i32, i1 } %11, 1, !dbg !314
  %13 = extractvalue { i32, i1 } %11, 0, !dbg !314
    #dbg_value(i32 %13, !309, !DIExpression(), !313)
  %14 = zext i1 %12 to i32, !dbg !314
    #dbg_value(i32 %14, !312, !DIExpression(), !313)
  %15 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, i32 noundef %0, i32 noundef %1, i32 noundef %6, i32 noundef %5, i32 noundef %10, i32 noundef %9, i32 noundef %14, i32 noundef %13), !dbg !314
  %16 = select i1 %8, i32 2, i32 0, !dbg !314
  %17 = select i1 %12, i32 4, i32 0, !dbg !314
  %18 = or disjoint i32 %16, %17, !dbg !314
  %19 = or disjoint i32 %18, %6, !dbg !314
  ret i32 %19, !dbg !314
}

; Function Attrs: nofree noinline nounwind uwtable
define internal fastcc range(i32 0, 8) i32 @ovf_u32(i32 noundef %0, i32 noundef %1) unnamed_addr #2 !dbg !315 {
    #dbg_value(i32 %0, !319, !DIExpression(), !327)
    #dbg_value(i32 %1, !320, !DIExpression(), !327)
  %3 = tail call { i32, i1 } @llvm.uadd.with.overflow.i32(i32 %0, i32 %1), !dbg !328
  %4 = extractvalue { i32, i1 } %3, 1, !dbg !328
  %5 = extractvalue { i32, i1 } %3, 0, !dbg !328
    #dbg_value(i32 %5, !321, !DIExpression(), !327)
  %6 = zext i1 %4 to i32, !dbg !328
    #dbg_value(i32 %6, !324, !DIExpression(), !327)
  %7 = tail call { i32, i1 } @llvm.usub.with.overflow.i32(i32 %0, i32 %1), !dbg !328
  %8 = extractvalue { i32, i1 } %7, 1, !dbg !328
  %9 = extractvalue { i32, i1 } %7, 0, !dbg !328
    #dbg_value(i32 %9, !322, !DIExpression(), !327)
  %10 = zext i1 %8 to i32, !dbg !328
    #dbg_value(i32 %10, !325, !DIExpression(), !327)
  %11 = tail call { i32, i1 } @llvm.umul.with.overflow.i32(i32 %0, i32 %1), !dbg !328
  %12 = extractvalue { i32, i1 } %11, 1, !dbg !328
  %13 = extractvalue { i32, i1 } %11, 0, !dbg !328
    #dbg_value(i32 %13, !323, !DIExpression(), !327)
  %14 = zext i1 %12 to i32, !dbg !328
    #dbg_value(i32 %14, !326, !DIExpression(), !327)
  %15 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef %0, i32 noundef %1, i32 noundef %6, i32 noundef %5, i32 noundef %10, i32 noundef %9, i32 noundef %14, i32 noundef %13), !dbg !328
  %16 = select i1 %8, i32 2, i32 0, !dbg !328
  %17 = select i1 %12, i32 4, i32 0, !dbg !328
  %18 = or disjoint i32 %16, %17, !dbg !328
  %19 = or disjoint i32 %18, %6, !dbg !328
  ret i32 %19, !dbg !328
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #3

; Function Attrs: nofree noinline nounwind uwtable
define internal fastcc range(i32 0, 8) i32 @ovf_i64(i64 noundef %0, i64 noundef %1) unnamed_addr #2 !dbg !329 {
    #dbg_value(i64 %0, !333, !DIExpression(), !341)
    #dbg_value(i64 %1, !334, !DIExpression(), !341)
  %3 = tail call { i64, i1 } @llvm.sadd.with.overflow.i64(i64 %0, i64 %1), !dbg !342
  %4 = extractvalue { i64, i1 } %3, 1, !dbg !342
  %5 = extractvalue { i64, i1 } %3, 0, !dbg !342
    #dbg_value(i64 %5, !335, !DIExpression(), !341)
  %6 = zext i1 %4 to i32, !dbg !342
    #dbg_value(i32 %6, !338, !DIExpression(), !341)
  %7 = tail call { i64, i1 } @llvm.ssub.with.overflow.i64(i64 %0, i64 %1), !dbg !342
  %8 = extractvalue { i64, i1 } %7, 1, !dbg !342
  %9 = extractvalue { i64, i1 } %7, 0, !dbg !342
    #dbg_value(i64 %9, !336, !DIExpression(), !341)
  %10 = zext i1 %8 to i32, !dbg !342
    #dbg_value(i32 %10, !339, !DIExpression(), !341)
  %11 = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %0, i64 %1), !dbg !342
  %12 = extractvalue { i64, i1 } %11, 1, !dbg !342
  %13 = extractvalue { i64, i1 } %11, 0, !dbg !342
    #dbg_value(i64 %13, !337, !DIExpression(), !341)
  %14 = zext i1 %12 to i32, !dbg !342
    #dbg_value(i32 %14, !340, !DIExpression(), !341)
  %15 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i64 noundef %0, i64 noundef %1, i32 noundef %6, i64 noundef %5, i32 noundef %10, i64 noundef %9, i32 noundef %14, i64 noundef %13), !dbg !342
  %16 = select i1 %8, i32 2, i32 0, !dbg !342
  %17 = select i1 %12, i32 4, i32 0, !dbg !342
  %18 = or disjoint i32 %16, %17, !dbg !342
  %19 = or disjoint i32 %18, %6, !dbg !342
  ret i32 %19, !dbg !342
}

; Function Attrs: nofree noinline nounwind uwtable
define internal fastcc range(i32 0, 8) i32 @ovf_u64(i64 noundef %0, i64 noundef %1) unnamed_addr #2 !dbg !343 {
    #dbg_value(i64 %0, !347, !DIExpression(), !355)
    #dbg_value(i64 %1, !348, !DIExpression(), !355)
  %3 = tail call { i64, i1 } @llvm.uadd.with.overflow.i64(i64 %0, i64 %1), !dbg !356
  %4 = extractvalue { i64, i1 } %3, 1, !dbg !356
  %5 = extractvalue { i64, i1 } %3, 0, !dbg !356
    #dbg_value(i64 %5, !349, !DIExpression(), !355)
  %6 = zext i1 %4 to i32, !dbg !356
    #dbg_value(i32 %6, !352, !DIExpression(), !355)
  %7 = tail call { i64, i1 } @llvm.usub.with.overflow.i64(i64 %0, i64 %1), !dbg !356
  %8 = extractvalue { i64, i1 } %7, 1, !dbg !356
  %9 = extractvalue { i64, i1 } %7, 0, !dbg !356
    #dbg_value(i64 %9, !350, !DIExpression(), !355)
  %10 = zext i1 %8 to i32, !dbg !356
    #dbg_value(i32 %10, !353, !DIExpression(), !355)
  %11 = tail call { i64, i1 } @llvm.umul.with.overflow.i64(i64 %0, i64 %1), !dbg !356
  %12 = extractvalue { i64, i1 } %11, 1, !dbg !356
  %13 = extractvalue { i64, i1 } %11, 0, !dbg !356
    #dbg_value(i64 %13, !351, !DIExpression(), !355)
  %14 = zext i1 %12 to i32, !dbg !356
    #dbg_value(i32 %14, !354, !DIExpression(), !355)
  %15 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, i64 noundef %0, i64 noundef %1, i32 noundef %6, i64 noundef %5, i32 noundef %10, i64 noundef %9, i32 noundef %14, i64 noundef %13), !dbg !356
  %16 = select i1 %8, i32 2, i32 0, !dbg !356
  %17 = select i1 %12, i32 4, i32 0, !dbg !356
  %18 = or disjoint i32 %16, %17, !dbg !356
  %19 = or disjoint i32 %18, %6, !dbg !356
  ret i32 %19, !dbg !356
}

; Function Attrs: nofree nounwind
declare !dbg !357 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i32, i1 } @llvm.uadd.with.overflow.i32(i32, i32) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i64, i1 } @llvm.smul.with.overflow.i64(i64, i64) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i64, i1 } @llvm.sadd.with.overflow.i64(i64, i64) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i64, i1 } @llvm.umul.with.overflow.i64(i64, i64) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i32, i1 } @llvm.smul.with.overflow.i32(i32, i32) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i8, i1 } @llvm.sadd.with.overflow.i8(i8, i8) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i8, i1 } @llvm.ssub.with.overflow.i8(i8, i8) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i8, i1 } @llvm.smul.with.overflow.i8(i8, i8) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i8, i1 } @llvm.uadd.with.overflow.i8(i8, i8) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i8, i1 } @llvm.usub.with.overflow.i8(i8, i8) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i8, i1 } @llvm.umul.with.overflow.i8(i8, i8) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i16, i1 } @llvm.sadd.with.overflow.i16(i16, i16) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i16, i1 } @llvm.ssub.with.overflow.i16(i16, i16) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i16, i1 } @llvm.smul.with.overflow.i16(i16, i16) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i16, i1 } @llvm.uadd.with.overflow.i16(i16, i16) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i16, i1 } @llvm.usub.with.overflow.i16(i16, i16) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i16, i1 } @llvm.umul.with.overflow.i16(i16, i16) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i32, i1 } @llvm.sadd.with.overflow.i32(i32, i32) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i32, i1 } @llvm.ssub.with.overflow.i32(i32, i32) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i32, i1 } @llvm.usub.with.overflow.i32(i32, i32) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i32, i1 } @llvm.umul.with.overflow.i32(i32, i32) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i64, i1 } @llvm.ssub.with.overflow.i64(i64, i64) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i64, i1 } @llvm.uadd.with.overflow.i64(i64, i64) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i64, i1 } @llvm.usub.with.overflow.i64(i64, i64) #5

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree noinline nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #4 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { nounwind }

!llvm.dbg.cu = !{!64}
!llvm.module.flags = !{!84, !85, !86, !87, !88, !89, !90}
!llvm.ident = !{!91}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 32, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "programs/builtin_overflow.c", directory: ".", checksumkind: CSK_MD5, checksum: "339d1dc8b253fce2c50eada032954763")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 72, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 9)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 32, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 32, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 4)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 33, type: !9, isLocal: true, isDefinition: true)
!14 = !DIGlobalVariableExpression(var: !15, expr: !DIExpression())
!15 = distinct !DIGlobalVariable(scope: null, file: !2, line: 33, type: !16, isLocal: true, isDefinition: true)
!16 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 48, elements: !17)
!17 = !{!18}
!18 = !DISubrange(count: 6)
!19 = !DIGlobalVariableExpression(var: !20, expr: !DIExpression())
!20 = distinct !DIGlobalVariable(scope: null, file: !2, line: 35, type: !21, isLocal: true, isDefinition: true)
!21 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 40, elements: !22)
!22 = !{!23}
!23 = !DISubrange(count: 5)
!24 = !DIGlobalVariableExpression(var: !25, expr: !DIExpression())
!25 = distinct !DIGlobalVariable(scope: null, file: !2, line: 39, type: !26, isLocal: true, isDefinition: true)
!26 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 248, elements: !27)
!27 = !{!28}
!28 = !DISubrange(count: 31)
!29 = !DIGlobalVariableExpression(var: !30, expr: !DIExpression())
!30 = distinct !DIGlobalVariable(scope: null, file: !2, line: 42, type: !31, isLocal: true, isDefinition: true)
!31 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 216, elements: !32)
!32 = !{!33}
!33 = !DISubrange(count: 27)
!34 = !DIGlobalVariableExpression(var: !35, expr: !DIExpression())
!35 = distinct !DIGlobalVariable(scope: null, file: !2, line: 43, type: !36, isLocal: true, isDefinition: true)
!36 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 80, elements: !37)
!37 = !{!38}
!38 = !DISubrange(count: 10)
!39 = !DIGlobalVariableExpression(var: !40, expr: !DIExpression())
!40 = distinct !DIGlobalVariable(scope: null, file: !2, line: 11, type: !41, isLocal: true, isDefinition: true)
!41 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 352, elements: !42)
!42 = !{!43}
!43 = !DISubrange(count: 44)
!44 = !DIGlobalVariableExpression(var: !45, expr: !DIExpression())
!45 = distinct !DIGlobalVariable(scope: null, file: !2, line: 12, type: !41, isLocal: true, isDefinition: true)
!46 = !DIGlobalVariableExpression(var: !47, expr: !DIExpression())
!47 = distinct !DIGlobalVariable(scope: null, file: !2, line: 13, type: !48, isLocal: true, isDefinition: true)
!48 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 360, elements: !49)
!49 = !{!50}
!50 = !DISubrange(count: 45)
!51 = !DIGlobalVariableExpression(var: !52, expr: !DIExpression())
!52 = distinct !DIGlobalVariable(scope: null, file: !2, line: 14, type: !48, isLocal: true, isDefinition: true)
!53 = !DIGlobalVariableExpression(var: !54, expr: !DIExpression())
!54 = distinct !DIGlobalVariable(scope: null, file: !2, line: 15, type: !48, isLocal: true, isDefinition: true)
!55 = !DIGlobalVariableExpression(var: !56, expr: !DIExpression())
!56 = distinct !DIGlobalVariable(scope: null, file: !2, line: 16, type: !48, isLocal: true, isDefinition: true)
!57 = !DIGlobalVariableExpression(var: !58, expr: !DIExpression())
!58 = distinct !DIGlobalVariable(scope: null, file: !2, line: 17, type: !59, isLocal: true, isDefinition: true)
!59 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 440, elements: !60)
!60 = !{!61}
!61 = !DISubrange(count: 55)
!62 = !DIGlobalVariableExpression(var: !63, expr: !DIExpression())
!63 = distinct !DIGlobalVariable(scope: null, file: !2, line: 18, type: !59, isLocal: true, isDefinition: true)
!64 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !65, globals: !83, splitDebugInlining: false, nameTableKind: None)
!65 = !{!66, !71, !74, !77, !80, !76, !81, !82}
!66 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint8_t", file: !67, line: 24, baseType: !68)
!67 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-uintn.h", directory: "", checksumkind: CSK_MD5, checksum: "2bf2ae53c58c01b1a1b9383b5195125c")
!68 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint8_t", file: !69, line: 38, baseType: !70)
!69 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!70 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!71 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint16_t", file: !67, line: 25, baseType: !72)
!72 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint16_t", file: !69, line: 40, baseType: !73)
!73 = !DIBasicType(name: "unsigned short", size: 16, encoding: DW_ATE_unsigned)
!74 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint32_t", file: !67, line: 26, baseType: !75)
!75 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint32_t", file: !69, line: 42, baseType: !76)
!76 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!77 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint64_t", file: !67, line: 27, baseType: !78)
!78 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint64_t", file: !69, line: 45, baseType: !79)
!79 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!80 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!81 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!82 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!83 = !{!0, !7, !12, !14, !19, !24, !29, !34, !39, !44, !46, !51, !53, !55, !57, !62}
!84 = !{i32 7, !"Dwarf Version", i32 5}
!85 = !{i32 2, !"Debug Info Version", i32 3}
!86 = !{i32 1, !"wchar_size", i32 4}
!87 = !{i32 8, !"PIC Level", i32 2}
!88 = !{i32 7, !"PIE Level", i32 2}
!89 = !{i32 7, !"uwtable", i32 2}
!90 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!91 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!92 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 20, type: !93, scopeLine: 20, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !64, retainedNodes: !95)
!93 = !DISubroutineType(types: !94)
!94 = !{!80}
!95 = !{!96, !97, !105, !107, !110, !115, !117, !120, !124, !126, !129, !134, !136, !139, !140, !141, !142, !143, !144, !145, !146}
!96 = !DILocalVariable(name: "total", scope: !92, file: !2, line: 21, type: !80)
!97 = !DILocalVariable(name: "a8", scope: !92, file: !2, line: 22, type: !98)
!98 = !DICompositeType(tag: DW_TAG_array_type, baseType: !99, size: 56, elements: !103)
!99 = !DIDerivedType(tag: DW_TAG_typedef, name: "int8_t", file: !100, line: 24, baseType: !101)
!100 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-intn.h", directory: "", checksumkind: CSK_MD5, checksum: "55bcbdc3159515ebd91d351a70d505f4")
!101 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int8_t", file: !69, line: 37, baseType: !102)
!102 = !DIBasicType(name: "signed char", size: 8, encoding: DW_ATE_signed_char)
!103 = !{!104}
!104 = !DISubrange(count: 7)
!105 = !DILocalVariable(name: "i", scope: !106, file: !2, line: 23, type: !80)
!106 = distinct !DILexicalBlock(scope: !92, file: !2, line: 23, column: 5)
!107 = !DILocalVariable(name: "j", scope: !108, file: !2, line: 23, type: !80)
!108 = distinct !DILexicalBlock(scope: !109, file: !2, line: 23, column: 33)
!109 = distinct !DILexicalBlock(scope: !106, file: !2, line: 23, column: 5)
!110 = !DILocalVariable(name: "a16", scope: !92, file: !2, line: 24, type: !111)
!111 = !DICompositeType(tag: DW_TAG_array_type, baseType: !112, size: 112, elements: !103)
!112 = !DIDerivedType(tag: DW_TAG_typedef, name: "int16_t", file: !100, line: 25, baseType: !113)
!113 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int16_t", file: !69, line: 39, baseType: !114)
!114 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!115 = !DILocalVariable(name: "i", scope: !116, file: !2, line: 25, type: !80)
!116 = distinct !DILexicalBlock(scope: !92, file: !2, line: 25, column: 5)
!117 = !DILocalVariable(name: "j", scope: !118, file: !2, line: 25, type: !80)
!118 = distinct !DILexicalBlock(scope: !119, file: !2, line: 25, column: 33)
!119 = distinct !DILexicalBlock(scope: !116, file: !2, line: 25, column: 5)
!120 = !DILocalVariable(name: "a32", scope: !92, file: !2, line: 26, type: !121)
!121 = !DICompositeType(tag: DW_TAG_array_type, baseType: !122, size: 224, elements: !103)
!122 = !DIDerivedType(tag: DW_TAG_typedef, name: "int32_t", file: !100, line: 26, baseType: !123)
!123 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int32_t", file: !69, line: 41, baseType: !80)
!124 = !DILocalVariable(name: "i", scope: !125, file: !2, line: 27, type: !80)
!125 = distinct !DILexicalBlock(scope: !92, file: !2, line: 27, column: 5)
!126 = !DILocalVariable(name: "j", scope: !127, file: !2, line: 27, type: !80)
!127 = distinct !DILexicalBlock(scope: !128, file: !2, line: 27, column: 33)
!128 = distinct !DILexicalBlock(scope: !125, file: !2, line: 27, column: 5)
!129 = !DILocalVariable(name: "a64", scope: !92, file: !2, line: 28, type: !130)
!130 = !DICompositeType(tag: DW_TAG_array_type, baseType: !131, size: 448, elements: !103)
!131 = !DIDerivedType(tag: DW_TAG_typedef, name: "int64_t", file: !100, line: 27, baseType: !132)
!132 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int64_t", file: !69, line: 44, baseType: !133)
!133 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!134 = !DILocalVariable(name: "i", scope: !135, file: !2, line: 29, type: !80)
!135 = distinct !DILexicalBlock(scope: !92, file: !2, line: 29, column: 5)
!136 = !DILocalVariable(name: "j", scope: !137, file: !2, line: 29, type: !80)
!137 = distinct !DILexicalBlock(scope: !138, file: !2, line: 29, column: 33)
!138 = distinct !DILexicalBlock(scope: !135, file: !2, line: 29, column: 5)
!139 = !DILocalVariable(name: "r8", scope: !92, file: !2, line: 31, type: !80)
!140 = !DILocalVariable(name: "ruc", scope: !92, file: !2, line: 31, type: !70)
!141 = !DILocalVariable(name: "rll", scope: !92, file: !2, line: 31, type: !81)
!142 = !DILocalVariable(name: "ru", scope: !92, file: !2, line: 31, type: !76)
!143 = !DILocalVariable(name: "f", scope: !92, file: !2, line: 37, type: !77)
!144 = !DILocalVariable(name: "n", scope: !92, file: !2, line: 37, type: !80)
!145 = !DILocalVariable(name: "s", scope: !92, file: !2, line: 40, type: !122)
!146 = !DILocalVariable(name: "k", scope: !92, file: !2, line: 40, type: !80)
!147 = distinct !DIAssignID()
!148 = !DILocation(line: 0, scope: !92)
!149 = distinct !DIAssignID()
!150 = distinct !DIAssignID()
!151 = distinct !DIAssignID()
!152 = distinct !DIAssignID()
!153 = !DILocation(line: 0, scope: !106)
!154 = !DILocation(line: 23, column: 5, scope: !106)
!155 = !{!156, !156, i64 0}
!156 = !{!"omnipotent char", !157, i64 0}
!157 = !{!"Simple C/C++ TBAA"}
!158 = !DILocation(line: 0, scope: !108)
!159 = !DILocation(line: 23, column: 73, scope: !160)
!160 = distinct !DILexicalBlock(scope: !108, file: !2, line: 23, column: 33)
!161 = !DILocation(line: 23, column: 96, scope: !160)
!162 = !DILocation(line: 23, column: 94, scope: !160)
!163 = !DILocation(line: 23, column: 70, scope: !160)
!164 = !DILocation(line: 23, column: 29, scope: !109)
!165 = !DILocation(line: 23, column: 23, scope: !109)
!166 = distinct !{!166, !154, !167, !168}
!167 = !DILocation(line: 23, column: 133, scope: !106)
!168 = !{!"llvm.loop.mustprogress"}
!169 = !DILocation(line: 0, scope: !116)
!170 = !{!171, !171, i64 0}
!171 = !{!"short", !156, i64 0}
!172 = !DILocation(line: 0, scope: !118)
!173 = !DILocation(line: 25, column: 73, scope: !174)
!174 = distinct !DILexicalBlock(scope: !118, file: !2, line: 25, column: 33)
!175 = !DILocation(line: 25, column: 99, scope: !174)
!176 = !DILocation(line: 25, column: 97, scope: !174)
!177 = !DILocation(line: 25, column: 70, scope: !174)
!178 = !DILocation(line: 25, column: 29, scope: !119)
!179 = !DILocation(line: 25, column: 23, scope: !119)
!180 = !DILocation(line: 25, column: 5, scope: !116)
!181 = distinct !{!181, !180, !182, !168}
!182 = !DILocation(line: 25, column: 141, scope: !116)
!183 = !DILocation(line: 0, scope: !125)
!184 = !{!185, !185, i64 0}
!185 = !{!"int", !156, i64 0}
!186 = !DILocation(line: 0, scope: !127)
!187 = !DILocation(line: 27, column: 73, scope: !188)
!188 = distinct !DILexicalBlock(scope: !127, file: !2, line: 27, column: 33)
!189 = !DILocation(line: 27, column: 99, scope: !188)
!190 = !DILocation(line: 27, column: 97, scope: !188)
!191 = !DILocation(line: 27, column: 70, scope: !188)
!192 = !DILocation(line: 27, column: 29, scope: !128)
!193 = !DILocation(line: 27, column: 23, scope: !128)
!194 = !DILocation(line: 27, column: 5, scope: !125)
!195 = distinct !{!195, !194, !196, !168}
!196 = !DILocation(line: 27, column: 141, scope: !125)
!197 = !DILocation(line: 28, column: 5, scope: !92)
!198 = !DILocation(line: 28, column: 13, scope: !92)
!199 = distinct !DIAssignID()
!200 = distinct !DIAssignID()
!201 = distinct !DIAssignID()
!202 = distinct !DIAssignID()
!203 = distinct !DIAssignID()
!204 = distinct !DIAssignID()
!205 = distinct !DIAssignID()
!206 = distinct !DIAssignID()
!207 = !DILocation(line: 0, scope: !135)
!208 = !DILocation(line: 29, column: 5, scope: !135)
!209 = !{!210, !210, i64 0}
!210 = !{!"long", !156, i64 0}
!211 = !DILocation(line: 0, scope: !137)
!212 = !DILocation(line: 29, column: 73, scope: !213)
!213 = distinct !DILexicalBlock(scope: !137, file: !2, line: 29, column: 33)
!214 = !DILocation(line: 29, column: 99, scope: !213)
!215 = !DILocation(line: 29, column: 97, scope: !213)
!216 = !DILocation(line: 29, column: 70, scope: !213)
!217 = !DILocation(line: 29, column: 29, scope: !138)
!218 = !DILocation(line: 29, column: 23, scope: !138)
!219 = distinct !{!219, !208, !220, !168}
!220 = !DILocation(line: 29, column: 141, scope: !135)
!221 = !DILocation(line: 32, column: 5, scope: !92)
!222 = !DILocation(line: 32, column: 67, scope: !92)
!223 = !DILocation(line: 33, column: 5, scope: !92)
!224 = !DILocation(line: 33, column: 62, scope: !92)
!225 = !DILocation(line: 34, column: 5, scope: !92)
!226 = !DILocation(line: 34, column: 55, scope: !92)
!227 = !DILocation(line: 35, column: 5, scope: !92)
!228 = !DILocation(line: 35, column: 59, scope: !92)
!229 = !DILocation(line: 38, column: 5, scope: !230)
!230 = distinct !DILexicalBlock(scope: !92, file: !2, line: 38, column: 5)
!231 = !DILocation(line: 38, column: 34, scope: !232)
!232 = distinct !DILexicalBlock(scope: !233, file: !2, line: 38, column: 34)
!233 = distinct !DILexicalBlock(scope: !230, file: !2, line: 38, column: 5)
!234 = !DILocation(line: 38, column: 34, scope: !233)
!235 = !DILocation(line: 38, column: 26, scope: !233)
!236 = !DILocation(line: 38, column: 19, scope: !233)
!237 = distinct !{!237, !229, !238, !168}
!238 = !DILocation(line: 38, column: 78, scope: !230)
!239 = !DILocation(line: 39, column: 5, scope: !92)
!240 = !DILocation(line: 38, scope: !230)
!241 = !DILocation(line: 42, column: 5, scope: !92)
!242 = !DILocation(line: 43, column: 5, scope: !92)
!243 = !DILocation(line: 44, column: 18, scope: !92)
!244 = !DILocation(line: 45, column: 1, scope: !92)
!245 = distinct !DISubprogram(name: "ovf_i8", scope: !2, file: !2, line: 11, type: !246, scopeLine: 11, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !64, retainedNodes: !248)
!246 = !DISubroutineType(types: !247)
!247 = !{!80, !99, !99}
!248 = !{!249, !250, !251, !252, !253, !254, !255, !256}
!249 = !DILocalVariable(name: "a", arg: 1, scope: !245, file: !2, line: 11, type: !99)
!250 = !DILocalVariable(name: "b", arg: 2, scope: !245, file: !2, line: 11, type: !99)
!251 = !DILocalVariable(name: "r1", scope: !245, file: !2, line: 11, type: !99)
!252 = !DILocalVariable(name: "r2", scope: !245, file: !2, line: 11, type: !99)
!253 = !DILocalVariable(name: "r3", scope: !245, file: !2, line: 11, type: !99)
!254 = !DILocalVariable(name: "o1", scope: !245, file: !2, line: 11, type: !80)
!255 = !DILocalVariable(name: "o2", scope: !245, file: !2, line: 11, type: !80)
!256 = !DILocalVariable(name: "o3", scope: !245, file: !2, line: 11, type: !80)
!257 = !DILocation(line: 0, scope: !245)
!258 = !DILocation(line: 11, column: 1, scope: !245)
!259 = distinct !DISubprogram(name: "ovf_u8", scope: !2, file: !2, line: 12, type: !260, scopeLine: 12, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !64, retainedNodes: !262)
!260 = !DISubroutineType(types: !261)
!261 = !{!80, !66, !66}
!262 = !{!263, !264, !265, !266, !267, !268, !269, !270}
!263 = !DILocalVariable(name: "a", arg: 1, scope: !259, file: !2, line: 12, type: !66)
!264 = !DILocalVariable(name: "b", arg: 2, scope: !259, file: !2, line: 12, type: !66)
!265 = !DILocalVariable(name: "r1", scope: !259, file: !2, line: 12, type: !66)
!266 = !DILocalVariable(name: "r2", scope: !259, file: !2, line: 12, type: !66)
!267 = !DILocalVariable(name: "r3", scope: !259, file: !2, line: 12, type: !66)
!268 = !DILocalVariable(name: "o1", scope: !259, file: !2, line: 12, type: !80)
!269 = !DILocalVariable(name: "o2", scope: !259, file: !2, line: 12, type: !80)
!270 = !DILocalVariable(name: "o3", scope: !259, file: !2, line: 12, type: !80)
!271 = !DILocation(line: 0, scope: !259)
!272 = !DILocation(line: 12, column: 1, scope: !259)
!273 = distinct !DISubprogram(name: "ovf_i16", scope: !2, file: !2, line: 13, type: !274, scopeLine: 13, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !64, retainedNodes: !276)
!274 = !DISubroutineType(types: !275)
!275 = !{!80, !112, !112}
!276 = !{!277, !278, !279, !280, !281, !282, !283, !284}
!277 = !DILocalVariable(name: "a", arg: 1, scope: !273, file: !2, line: 13, type: !112)
!278 = !DILocalVariable(name: "b", arg: 2, scope: !273, file: !2, line: 13, type: !112)
!279 = !DILocalVariable(name: "r1", scope: !273, file: !2, line: 13, type: !112)
!280 = !DILocalVariable(name: "r2", scope: !273, file: !2, line: 13, type: !112)
!281 = !DILocalVariable(name: "r3", scope: !273, file: !2, line: 13, type: !112)
!282 = !DILocalVariable(name: "o1", scope: !273, file: !2, line: 13, type: !80)
!283 = !DILocalVariable(name: "o2", scope: !273, file: !2, line: 13, type: !80)
!284 = !DILocalVariable(name: "o3", scope: !273, file: !2, line: 13, type: !80)
!285 = !DILocation(line: 0, scope: !273)
!286 = !DILocation(line: 13, column: 1, scope: !273)
!287 = distinct !DISubprogram(name: "ovf_u16", scope: !2, file: !2, line: 14, type: !288, scopeLine: 14, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !64, retainedNodes: !290)
!288 = !DISubroutineType(types: !289)
!289 = !{!80, !71, !71}
!290 = !{!291, !292, !293, !294, !295, !296, !297, !298}
!291 = !DILocalVariable(name: "a", arg: 1, scope: !287, file: !2, line: 14, type: !71)
!292 = !DILocalVariable(name: "b", arg: 2, scope: !287, file: !2, line: 14, type: !71)
!293 = !DILocalVariable(name: "r1", scope: !287, file: !2, line: 14, type: !71)
!294 = !DILocalVariable(name: "r2", scope: !287, file: !2, line: 14, type: !71)
!295 = !DILocalVariable(name: "r3", scope: !287, file: !2, line: 14, type: !71)
!296 = !DILocalVariable(name: "o1", scope: !287, file: !2, line: 14, type: !80)
!297 = !DILocalVariable(name: "o2", scope: !287, file: !2, line: 14, type: !80)
!298 = !DILocalVariable(name: "o3", scope: !287, file: !2, line: 14, type: !80)
!299 = !DILocation(line: 0, scope: !287)
!300 = !DILocation(line: 14, column: 1, scope: !287)
!301 = distinct !DISubprogram(name: "ovf_i32", scope: !2, file: !2, line: 15, type: !302, scopeLine: 15, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !64, retainedNodes: !304)
!302 = !DISubroutineType(types: !303)
!303 = !{!80, !122, !122}
!304 = !{!305, !306, !307, !308, !309, !310, !311, !312}
!305 = !DILocalVariable(name: "a", arg: 1, scope: !301, file: !2, line: 15, type: !122)
!306 = !DILocalVariable(name: "b", arg: 2, scope: !301, file: !2, line: 15, type: !122)
!307 = !DILocalVariable(name: "r1", scope: !301, file: !2, line: 15, type: !122)
!308 = !DILocalVariable(name: "r2", scope: !301, file: !2, line: 15, type: !122)
!309 = !DILocalVariable(name: "r3", scope: !301, file: !2, line: 15, type: !122)
!310 = !DILocalVariable(name: "o1", scope: !301, file: !2, line: 15, type: !80)
!311 = !DILocalVariable(name: "o2", scope: !301, file: !2, line: 15, type: !80)
!312 = !DILocalVariable(name: "o3", scope: !301, file: !2, line: 15, type: !80)
!313 = !DILocation(line: 0, scope: !301)
!314 = !DILocation(line: 15, column: 1, scope: !301)
!315 = distinct !DISubprogram(name: "ovf_u32", scope: !2, file: !2, line: 16, type: !316, scopeLine: 16, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !64, retainedNodes: !318)
!316 = !DISubroutineType(types: !317)
!317 = !{!80, !74, !74}
!318 = !{!319, !320, !321, !322, !323, !324, !325, !326}
!319 = !DILocalVariable(name: "a", arg: 1, scope: !315, file: !2, line: 16, type: !74)
!320 = !DILocalVariable(name: "b", arg: 2, scope: !315, file: !2, line: 16, type: !74)
!321 = !DILocalVariable(name: "r1", scope: !315, file: !2, line: 16, type: !74)
!322 = !DILocalVariable(name: "r2", scope: !315, file: !2, line: 16, type: !74)
!323 = !DILocalVariable(name: "r3", scope: !315, file: !2, line: 16, type: !74)
!324 = !DILocalVariable(name: "o1", scope: !315, file: !2, line: 16, type: !80)
!325 = !DILocalVariable(name: "o2", scope: !315, file: !2, line: 16, type: !80)
!326 = !DILocalVariable(name: "o3", scope: !315, file: !2, line: 16, type: !80)
!327 = !DILocation(line: 0, scope: !315)
!328 = !DILocation(line: 16, column: 1, scope: !315)
!329 = distinct !DISubprogram(name: "ovf_i64", scope: !2, file: !2, line: 17, type: !330, scopeLine: 17, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !64, retainedNodes: !332)
!330 = !DISubroutineType(types: !331)
!331 = !{!80, !131, !131}
!332 = !{!333, !334, !335, !336, !337, !338, !339, !340}
!333 = !DILocalVariable(name: "a", arg: 1, scope: !329, file: !2, line: 17, type: !131)
!334 = !DILocalVariable(name: "b", arg: 2, scope: !329, file: !2, line: 17, type: !131)
!335 = !DILocalVariable(name: "r1", scope: !329, file: !2, line: 17, type: !131)
!336 = !DILocalVariable(name: "r2", scope: !329, file: !2, line: 17, type: !131)
!337 = !DILocalVariable(name: "r3", scope: !329, file: !2, line: 17, type: !131)
!338 = !DILocalVariable(name: "o1", scope: !329, file: !2, line: 17, type: !80)
!339 = !DILocalVariable(name: "o2", scope: !329, file: !2, line: 17, type: !80)
!340 = !DILocalVariable(name: "o3", scope: !329, file: !2, line: 17, type: !80)
!341 = !DILocation(line: 0, scope: !329)
!342 = !DILocation(line: 17, column: 1, scope: !329)
!343 = distinct !DISubprogram(name: "ovf_u64", scope: !2, file: !2, line: 18, type: !344, scopeLine: 18, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !64, retainedNodes: !346)
!344 = !DISubroutineType(types: !345)
!345 = !{!80, !77, !77}
!346 = !{!347, !348, !349, !350, !351, !352, !353, !354}
!347 = !DILocalVariable(name: "a", arg: 1, scope: !343, file: !2, line: 18, type: !77)
!348 = !DILocalVariable(name: "b", arg: 2, scope: !343, file: !2, line: 18, type: !77)
!349 = !DILocalVariable(name: "r1", scope: !343, file: !2, line: 18, type: !77)
!350 = !DILocalVariable(name: "r2", scope: !343, file: !2, line: 18, type: !77)
!351 = !DILocalVariable(name: "r3", scope: !343, file: !2, line: 18, type: !77)
!352 = !DILocalVariable(name: "o1", scope: !343, file: !2, line: 18, type: !80)
!353 = !DILocalVariable(name: "o2", scope: !343, file: !2, line: 18, type: !80)
!354 = !DILocalVariable(name: "o3", scope: !343, file: !2, line: 18, type: !80)
!355 = !DILocation(line: 0, scope: !343)
!356 = !DILocation(line: 18, column: 1, scope: !343)
!357 = !DISubprogram(name: "printf", scope: !358, file: !358, line: 356, type: !359, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!358 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!359 = !DISubroutineType(types: !360)
!360 = !{!80, !361, null}
!361 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !362)
!362 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !363, size: 64)
!363 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
