; ModuleID = 'programs/fp_u64_double_limits.c'
source_filename = "programs/fp_u64_double_limits.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@__const.main.uv = private unnamed_addr constant [20 x i64] [i64 0, i64 1, i64 9007199254740991, i64 9007199254740992, i64 9007199254740993, i64 9007199254740994, i64 9007199254740995, i64 18014398509481986, i64 18014398509481990, i64 9223372036854775807, i64 -9223372036854775808, i64 -9223372036854775807, i64 -9223372036854774784, i64 -9223372036854774783, i64 -9223372036854772736, i64 -3072, i64 -1025, i64 -1024, i64 -1, i64 -9223372036854771713], align 16
@.str = private unnamed_addr constant [17 x i8] c"u64 %20llu -> %a\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [11 x i8] c" -> %20llu\00", align 1, !dbg !7
@__const.main.iv = private unnamed_addr constant [10 x i64] [i64 -9223372036854775808, i64 -9223372036854775807, i64 -9007199254740993, i64 -9007199254740995, i64 -1, i64 0, i64 9007199254740993, i64 9223372036854775296, i64 9223372036854775295, i64 9223372036854775807], align 16
@.str.3 = private unnamed_addr constant [17 x i8] c"i64 %20lld -> %a\00", align 1, !dbg !12
@.str.4 = private unnamed_addr constant [9 x i8] c" -> %lld\00", align 1, !dbg !14
@__const.main.dv = private unnamed_addr constant [13 x double] [double 0.000000e+00, double 0x3FEFF7CED916872B, double 1.000000e+00, double 0x41EFFFFFFFFCCCCD, double 0x41F0000000000000, double 0x43E0000000000000, double 0x43DFFFFFFFFFFFFF, double 0x43E0000000000001, double 0x43E56A95319D63E1, double 0x43EFFFFFFFFFFFFF, double 0xBFEFF7CED916872B, double 0xC3E0000000000000, double -9.500000e+00], align 16
@.str.5 = private unnamed_addr constant [6 x i8] c"d %a:\00", align 1, !dbg !19
@.str.6 = private unnamed_addr constant [10 x i8] c" u64=%llu\00", align 1, !dbg !24
@.str.7 = private unnamed_addr constant [10 x i8] c" i64=%lld\00", align 1, !dbg !29
@.str.8 = private unnamed_addr constant [8 x i8] c" u32=%u\00", align 1, !dbg !31
@.str.9 = private unnamed_addr constant [8 x i8] c" i32=%d\00", align 1, !dbg !36
@__const.main.u32s = private unnamed_addr constant [5 x i32] [i32 0, i32 1, i32 2147483647, i32 -2147483648, i32 -1], align 16
@.str.10 = private unnamed_addr constant [22 x i8] c"u32 %u -> %.1f -> %u\0A\00", align 1, !dbg !38
@.str.11 = private unnamed_addr constant [8 x i8] c"bad %d\0A\00", align 1, !dbg !43

; Function Attrs: nofree nounwind uwtable
define dso_local range(i32 0, 128) i32 @main() local_unnamed_addr #0 !dbg !79 {
  %1 = alloca [20 x i64], align 16, !DIAssignID !124
    #dbg_assign(i1 undef, !83, !DIExpression(), !124, ptr %1, !DIExpression(), !125)
  %2 = alloca [10 x i64], align 16, !DIAssignID !126
    #dbg_assign(i1 undef, !93, !DIExpression(), !126, ptr %2, !DIExpression(), !125)
  %3 = alloca [13 x double], align 16, !DIAssignID !127
    #dbg_assign(i1 undef, !101, !DIExpression(), !127, ptr %3, !DIExpression(), !125)
  %4 = alloca i32, align 16, !DIAssignID !128
    #dbg_assign(i1 undef, !111, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !128, ptr %4, !DIExpression(), !125)
  %5 = alloca i32, align 4, !DIAssignID !129
    #dbg_assign(i1 undef, !111, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !129, ptr %5, !DIExpression(), !125)
  %6 = alloca i32, align 8, !DIAssignID !130
    #dbg_assign(i1 undef, !111, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !130, ptr %6, !DIExpression(), !125)
  %7 = alloca i32, align 4, !DIAssignID !131
    #dbg_assign(i1 undef, !111, !DIExpression(DW_OP_LLVM_fragment, 96, 32), !131, ptr %7, !DIExpression(), !125)
  %8 = alloca i32, align 16, !DIAssignID !132
    #dbg_assign(i1 undef, !111, !DIExpression(DW_OP_LLVM_fragment, 128, 32), !132, ptr %8, !DIExpression(), !125)
  call void @llvm.lifetime.start.p0(i64 160, ptr nonnull %1) #6, !dbg !133
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 16 %1, ptr align 16 @__const.main.uv, i64 160, i1 true), !dbg !134, !DIAssignID !135
    #dbg_assign(i1 undef, !83, !DIExpression(), !135, ptr %1, !DIExpression(), !125)
    #dbg_value(i32 0, !88, !DIExpression(), !136)
  br label %10, !dbg !137

9:                                                ; preds = %21
  call void @llvm.lifetime.start.p0(i64 80, ptr nonnull %2) #6, !dbg !138
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 16 %2, ptr align 16 @__const.main.iv, i64 80, i1 true), !dbg !139, !DIAssignID !140
    #dbg_assign(i1 undef, !93, !DIExpression(), !140, ptr %2, !DIExpression(), !125)
    #dbg_value(i32 0, !96, !DIExpression(), !141)
  br label %26, !dbg !142

10:                                               ; preds = %0, %21
  %11 = phi i64 [ 0, %0 ], [ %23, %21 ]
    #dbg_value(i64 %11, !88, !DIExpression(), !136)
  %12 = getelementptr inbounds [20 x i64], ptr %1, i64 0, i64 %11, !dbg !143
  %13 = load volatile i64, ptr %12, align 8, !dbg !143, !tbaa !144
  %14 = tail call fastcc double @u64_to_d(i64 noundef %13), !dbg !148
    #dbg_value(double %14, !90, !DIExpression(), !149)
  %15 = load volatile i64, ptr %12, align 8, !dbg !150, !tbaa !144
  %16 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i64 noundef %15, double noundef %14), !dbg !151
  %17 = fcmp olt double %14, 0x43F0000000000000, !dbg !152
  br i1 %17, label %18, label %21, !dbg !154

18:                                               ; preds = %10
  %19 = tail call fastcc i64 @d_to_u64(double noundef %14), !dbg !155
  %20 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i64 noundef %19), !dbg !156
  br label %21, !dbg !156

21:                                               ; preds = %18, %10
  %22 = tail call i32 @putchar(i32 10), !dbg !157
  %23 = add nuw nsw i64 %11, 1, !dbg !158
    #dbg_value(i64 %23, !88, !DIExpression(), !136)
  %24 = icmp eq i64 %23, 20, !dbg !159
  br i1 %24, label %9, label %10, !dbg !137, !llvm.loop !160

25:                                               ; preds = %37
  call void @llvm.lifetime.start.p0(i64 104, ptr nonnull %3) #6, !dbg !163
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 16 %3, ptr align 16 @__const.main.dv, i64 104, i1 true), !dbg !164, !DIAssignID !165
    #dbg_assign(i1 undef, !101, !DIExpression(), !165, ptr %3, !DIExpression(), !125)
    #dbg_value(i32 0, !106, !DIExpression(), !166)
  br label %82, !dbg !167

26:                                               ; preds = %9, %37
  %27 = phi i64 [ 0, %9 ], [ %39, %37 ]
    #dbg_value(i64 %27, !96, !DIExpression(), !141)
  %28 = getelementptr inbounds [10 x i64], ptr %2, i64 0, i64 %27, !dbg !168
  %29 = load volatile i64, ptr %28, align 8, !dbg !168, !tbaa !144
  %30 = tail call fastcc double @i64_to_d(i64 noundef %29), !dbg !169
    #dbg_value(double %30, !98, !DIExpression(), !170)
  %31 = load volatile i64, ptr %28, align 8, !dbg !171, !tbaa !144
  %32 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i64 noundef %31, double noundef %30), !dbg !172
  %33 = fcmp olt double %30, 0x43E0000000000000, !dbg !173
  br i1 %33, label %34, label %37, !dbg !175

34:                                               ; preds = %26
  %35 = tail call fastcc i64 @d_to_i64(double noundef %30), !dbg !176
  %36 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i64 noundef %35), !dbg !177
  br label %37, !dbg !177

37:                                               ; preds = %34, %26
  %38 = tail call i32 @putchar(i32 10), !dbg !178
  %39 = add nuw nsw i64 %27, 1, !dbg !179
    #dbg_value(i64 %39, !96, !DIExpression(), !141)
  %40 = icmp eq i64 %39, 10, !dbg !180
  br i1 %40, label %25, label %26, !dbg !142, !llvm.loop !181

41:                                               ; preds = %113
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %4), !dbg !183
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %5), !dbg !183
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %6), !dbg !183
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %7), !dbg !183
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %8), !dbg !183
  %42 = load volatile i32, ptr @__const.main.u32s, align 16, !dbg !184
  store volatile i32 %42, ptr %4, align 16, !dbg !184, !DIAssignID !185
  %43 = load volatile i32, ptr getelementptr inbounds (i8, ptr @__const.main.u32s, i64 4), align 4, !dbg !184
  store volatile i32 %43, ptr %5, align 4, !dbg !184, !DIAssignID !186
  %44 = load volatile i32, ptr getelementptr inbounds (i8, ptr @__const.main.u32s, i64 8), align 8, !dbg !184
  store volatile i32 %44, ptr %6, align 8, !dbg !184, !DIAssignID !187
  %45 = load volatile i32, ptr getelementptr inbounds (i8, ptr @__const.main.u32s, i64 12), align 4, !dbg !184
  store volatile i32 %45, ptr %7, align 4, !dbg !184, !DIAssignID !188
  %46 = load volatile i32, ptr getelementptr inbounds (i8, ptr @__const.main.u32s, i64 16), align 16, !dbg !184
  store volatile i32 %46, ptr %8, align 16, !dbg !184, !DIAssignID !189
    #dbg_assign(i32 %42, !111, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !185, ptr %4, !DIExpression(), !125)
    #dbg_assign(i32 %43, !111, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !186, ptr %5, !DIExpression(), !125)
    #dbg_assign(i32 %44, !111, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !187, ptr %6, !DIExpression(), !125)
    #dbg_assign(i32 %45, !111, !DIExpression(DW_OP_LLVM_fragment, 96, 32), !188, ptr %7, !DIExpression(), !125)
    #dbg_assign(i32 %46, !111, !DIExpression(DW_OP_LLVM_fragment, 128, 32), !189, ptr %8, !DIExpression(), !125)
    #dbg_value(i64 0, !116, !DIExpression(), !190)
  %47 = load volatile i32, ptr %4, align 16, !dbg !191, !tbaa !193
  %48 = load volatile i32, ptr %4, align 16, !dbg !195, !tbaa !193
  %49 = tail call fastcc double @u32_to_d(i32 noundef %48), !dbg !196
  %50 = load volatile i32, ptr %4, align 16, !dbg !197, !tbaa !193
  %51 = tail call fastcc double @u32_to_d(i32 noundef %50), !dbg !198
  %52 = tail call fastcc i32 @d_to_u32(double noundef %51), !dbg !199
  %53 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %47, double noundef %49, i32 noundef %52), !dbg !200
    #dbg_value(i64 1, !116, !DIExpression(), !190)
  %54 = load volatile i32, ptr %5, align 4, !dbg !191, !tbaa !193
  %55 = load volatile i32, ptr %5, align 4, !dbg !195, !tbaa !193
  %56 = tail call fastcc double @u32_to_d(i32 noundef %55), !dbg !196
  %57 = load volatile i32, ptr %5, align 4, !dbg !197, !tbaa !193
  %58 = tail call fastcc double @u32_to_d(i32 noundef %57), !dbg !198
  %59 = tail call fastcc i32 @d_to_u32(double noundef %58), !dbg !199
  %60 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %54, double noundef %56, i32 noundef %59), !dbg !200
    #dbg_value(i64 2, !116, !DIExpression(), !190)
  %61 = load volatile i32, ptr %6, align 8, !dbg !191, !tbaa !193
  %62 = load volatile i32, ptr %6, align 8, !dbg !195, !tbaa !193
  %63 = tail call fastcc double @u32_to_d(i32 noundef %62), !dbg !196
  %64 = load volatile i32, ptr %6, align 8, !dbg !197, !tbaa !193
  %65 = tail call fastcc double @u32_to_d(i32 noundef %64), !dbg !198
  %66 = tail call fastcc i32 @d_to_u32(double noundef %65), !dbg !199
  %67 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %61, double noundef %63, i32 noundef %66), !dbg !200
    #dbg_value(i64 3, !116, !DIExpression(), !190)
  %68 = load volatile i32, ptr %7, align 4, !dbg !191, !tbaa !193
  %69 = load volatile i32, ptr %7, align 4, !dbg !195, !tbaa !193
  %70 = tail call fastcc double @u32_to_d(i32 noundef %69), !dbg !196
  %71 = load volatile i32, ptr %7, align 4, !dbg !197, !tbaa !193
  %72 = tail call fastcc double @u32_to_d(i32 noundef %71), !dbg !198
  %73 = tail call fastcc i32 @d_to_u32(double noundef %72), !dbg !199
  %74 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %68, double noundef %70, i32 noundef %73), !dbg !200
    #dbg_value(i64 4, !116, !DIExpression(), !190)
  %75 = load volatile i32, ptr %8, align 16, !dbg !191, !tbaa !193
  %76 = load volatile i32, ptr %8, align 16, !dbg !195, !tbaa !193
  %77 = tail call fastcc double @u32_to_d(i32 noundef %76), !dbg !196
  %78 = load volatile i32, ptr %8, align 16, !dbg !197, !tbaa !193
  %79 = tail call fastcc double @u32_to_d(i32 noundef %78), !dbg !198
  %80 = tail call fastcc i32 @d_to_u32(double noundef %79), !dbg !199
  %81 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %75, double noundef %77, i32 noundef %80), !dbg !200
    #dbg_value(i64 5, !116, !DIExpression(), !190)
  br label %120, !dbg !201

82:                                               ; preds = %25, %113
  %83 = phi i64 [ 0, %25 ], [ %115, %113 ]
    #dbg_value(i64 %83, !106, !DIExpression(), !166)
  %84 = getelementptr inbounds [13 x double], ptr %3, i64 0, i64 %83, !dbg !202
  %85 = load volatile double, ptr %84, align 8, !dbg !202, !tbaa !203
    #dbg_value(double %85, !108, !DIExpression(), !205)
  %86 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, double noundef %85), !dbg !206
  %87 = fcmp ogt double %85, -1.000000e+00, !dbg !207
  %88 = fcmp olt double %85, 0x43F0000000000000
  %89 = and i1 %87, %88, !dbg !209
  br i1 %89, label %90, label %93, !dbg !209

90:                                               ; preds = %82
  %91 = tail call fastcc i64 @d_to_u64(double noundef %85), !dbg !210
  %92 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i64 noundef %91), !dbg !211
  br label %93, !dbg !211

93:                                               ; preds = %90, %82
  %94 = fcmp oge double %85, 0xC3E0000000000000, !dbg !212
  %95 = fcmp olt double %85, 0x43E0000000000000
  %96 = and i1 %94, %95, !dbg !214
  br i1 %96, label %97, label %100, !dbg !214

97:                                               ; preds = %93
  %98 = tail call fastcc i64 @d_to_i64(double noundef %85), !dbg !215
  %99 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i64 noundef %98), !dbg !216
  br label %100, !dbg !216

100:                                              ; preds = %97, %93
  %101 = fcmp olt double %85, 0x41F0000000000000
  %102 = and i1 %87, %101, !dbg !217
  br i1 %102, label %103, label %106, !dbg !217

103:                                              ; preds = %100
  %104 = tail call fastcc i32 @d_to_u32(double noundef %85), !dbg !219
  %105 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef %104), !dbg !220
  br label %106, !dbg !220

106:                                              ; preds = %103, %100
  %107 = fcmp ogt double %85, 0xC1E0000000200000, !dbg !221
  %108 = fcmp olt double %85, 0x41E0000000000000
  %109 = and i1 %107, %108, !dbg !223
  br i1 %109, label %110, label %113, !dbg !223

110:                                              ; preds = %106
  %111 = tail call fastcc i32 @d_to_i32(double noundef %85), !dbg !224
  %112 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef %111), !dbg !225
  br label %113, !dbg !225

113:                                              ; preds = %110, %106
  %114 = tail call i32 @putchar(i32 10), !dbg !226
  %115 = add nuw nsw i64 %83, 1, !dbg !227
    #dbg_value(i64 %115, !106, !DIExpression(), !166)
  %116 = icmp eq i64 %115, 13, !dbg !228
  br i1 %116, label %41, label %82, !dbg !167, !llvm.loop !229

117:                                              ; preds = %137
  %118 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, i32 noundef %138), !dbg !231
  %119 = icmp eq i32 %138, 0, !dbg !232
  br i1 %119, label %141, label %146, !dbg !232

120:                                              ; preds = %41, %137
  %121 = phi i64 [ 0, %41 ], [ %139, %137 ]
  %122 = phi i32 [ 0, %41 ], [ %138, %137 ]
    #dbg_value(i64 %121, !119, !DIExpression(), !233)
    #dbg_value(i32 %122, !118, !DIExpression(), !125)
  %123 = shl nuw i64 1, %121, !dbg !234
    #dbg_value(i64 %123, !121, !DIExpression(), !235)
  %124 = tail call fastcc double @u64_to_d(i64 noundef %123), !dbg !236
  %125 = tail call fastcc i64 @d_to_u64(double noundef %124), !dbg !238
  %126 = icmp ne i64 %125, %123, !dbg !239
  %127 = zext i1 %126 to i32, !dbg !240
  %128 = add nsw i32 %122, %127, !dbg !240
    #dbg_value(i32 %128, !118, !DIExpression(), !125)
  %129 = icmp ult i64 %121, 53, !dbg !241
  br i1 %129, label %130, label %137, !dbg !243

130:                                              ; preds = %120
  %131 = add nuw i64 %123, 1, !dbg !244
  %132 = tail call fastcc double @u64_to_d(i64 noundef %131), !dbg !245
  %133 = tail call fastcc i64 @d_to_u64(double noundef %132), !dbg !246
  %134 = icmp ne i64 %133, %131, !dbg !247
  %135 = zext i1 %134 to i32, !dbg !248
  %136 = add nsw i32 %128, %135, !dbg !248
  br label %137, !dbg !248

137:                                              ; preds = %130, %120
  %138 = phi i32 [ %128, %120 ], [ %136, %130 ], !dbg !235
    #dbg_value(i32 %138, !118, !DIExpression(), !125)
  %139 = add nuw nsw i64 %121, 1, !dbg !249
    #dbg_value(i64 %139, !119, !DIExpression(), !233)
  %140 = icmp eq i64 %139, 64, !dbg !250
  br i1 %140, label %117, label %120, !dbg !201, !llvm.loop !251

141:                                              ; preds = %117
  %142 = tail call fastcc double @u64_to_d(i64 noundef -1025), !dbg !253
  %143 = tail call fastcc i64 @d_to_u64(double noundef %142), !dbg !254
  %144 = lshr i64 %143, 57, !dbg !255
  %145 = trunc nuw nsw i64 %144 to i32, !dbg !256
  br label %146, !dbg !232

146:                                              ; preds = %117, %141
  %147 = phi i32 [ %145, %141 ], [ 1, %117 ], !dbg !232
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %4), !dbg !257
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %5), !dbg !257
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %6), !dbg !257
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %7), !dbg !257
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %8), !dbg !257
  call void @llvm.lifetime.end.p0(i64 104, ptr nonnull %3) #6, !dbg !257
  call void @llvm.lifetime.end.p0(i64 80, ptr nonnull %2) #6, !dbg !257
  call void @llvm.lifetime.end.p0(i64 160, ptr nonnull %1) #6, !dbg !257
  ret i32 %147, !dbg !258
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef double @u64_to_d(i64 noundef %0) unnamed_addr #3 !dbg !259 {
    #dbg_value(i64 %0, !263, !DIExpression(), !264)
  %2 = uitofp i64 %0 to double, !dbg !265
  ret double %2, !dbg !266
}

; Function Attrs: nofree nounwind
declare !dbg !267 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #4

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc i64 @d_to_u64(double noundef %0) unnamed_addr #3 !dbg !274 {
    #dbg_value(double %0, !278, !DIExpression(), !279)
  %2 = fptoui double %0 to i64, !dbg !280
  ret i64 %2, !dbg !281
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef double @i64_to_d(i64 noundef %0) unnamed_addr #3 !dbg !282 {
    #dbg_value(i64 %0, !286, !DIExpression(), !287)
  %2 = sitofp i64 %0 to double, !dbg !288
  ret double %2, !dbg !289
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc i64 @d_to_i64(double noundef %0) unnamed_addr #3 !dbg !290 {
    #dbg_value(double %0, !294, !DIExpression(), !295)
  %2 = fptosi double %0 to i64, !dbg !296
  ret i64 %2, !dbg !297
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc i32 @d_to_u32(double noundef %0) unnamed_addr #3 !dbg !298 {
    #dbg_value(double %0, !302, !DIExpression(), !303)
  %2 = fptoui double %0 to i32, !dbg !304
  ret i32 %2, !dbg !305
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc i32 @d_to_i32(double noundef %0) unnamed_addr #3 !dbg !306 {
    #dbg_value(double %0, !310, !DIExpression(), !311)
  %2 = fptosi double %0 to i32, !dbg !312
  ret i32 %2, !dbg !313
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef double @u32_to_d(i32 noundef %0) unnamed_addr #3 !dbg !314 {
    #dbg_value(i32 %0, !318, !DIExpression(), !319)
  %2 = uitofp i32 %0 to double, !dbg !320
  ret double %2, !dbg !321
}

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #5

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nofree nounwind }
attributes #6 = { nounwind }

!llvm.dbg.cu = !{!45}
!llvm.module.flags = !{!71, !72, !73, !74, !75, !76, !77}
!llvm.ident = !{!78}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 22, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "programs/fp_u64_double_limits.c", directory: ".", checksumkind: CSK_MD5, checksum: "af814cd81575ce69fa11a5ca8a274fd9")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 136, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 17)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 23, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 88, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 11)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 29, type: !3, isLocal: true, isDefinition: true)
!14 = !DIGlobalVariableExpression(var: !15, expr: !DIExpression())
!15 = distinct !DIGlobalVariable(scope: null, file: !2, line: 30, type: !16, isLocal: true, isDefinition: true)
!16 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 72, elements: !17)
!17 = !{!18}
!18 = !DISubrange(count: 9)
!19 = !DIGlobalVariableExpression(var: !20, expr: !DIExpression())
!20 = distinct !DIGlobalVariable(scope: null, file: !2, line: 37, type: !21, isLocal: true, isDefinition: true)
!21 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 48, elements: !22)
!22 = !{!23}
!23 = !DISubrange(count: 6)
!24 = !DIGlobalVariableExpression(var: !25, expr: !DIExpression())
!25 = distinct !DIGlobalVariable(scope: null, file: !2, line: 38, type: !26, isLocal: true, isDefinition: true)
!26 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 80, elements: !27)
!27 = !{!28}
!28 = !DISubrange(count: 10)
!29 = !DIGlobalVariableExpression(var: !30, expr: !DIExpression())
!30 = distinct !DIGlobalVariable(scope: null, file: !2, line: 39, type: !26, isLocal: true, isDefinition: true)
!31 = !DIGlobalVariableExpression(var: !32, expr: !DIExpression())
!32 = distinct !DIGlobalVariable(scope: null, file: !2, line: 40, type: !33, isLocal: true, isDefinition: true)
!33 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 64, elements: !34)
!34 = !{!35}
!35 = !DISubrange(count: 8)
!36 = !DIGlobalVariableExpression(var: !37, expr: !DIExpression())
!37 = distinct !DIGlobalVariable(scope: null, file: !2, line: 41, type: !33, isLocal: true, isDefinition: true)
!38 = !DIGlobalVariableExpression(var: !39, expr: !DIExpression())
!39 = distinct !DIGlobalVariable(scope: null, file: !2, line: 45, type: !40, isLocal: true, isDefinition: true)
!40 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 176, elements: !41)
!41 = !{!42}
!42 = !DISubrange(count: 22)
!43 = !DIGlobalVariableExpression(var: !44, expr: !DIExpression())
!44 = distinct !DIGlobalVariable(scope: null, file: !2, line: 53, type: !33, isLocal: true, isDefinition: true)
!45 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !46, globals: !65, splitDebugInlining: false, nameTableKind: None)
!46 = !{!47, !48, !49, !50, !51, !56, !60, !63}
!47 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!48 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!49 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!50 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!51 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint64_t", file: !52, line: 27, baseType: !53)
!52 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-uintn.h", directory: "", checksumkind: CSK_MD5, checksum: "2bf2ae53c58c01b1a1b9383b5195125c")
!53 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint64_t", file: !54, line: 45, baseType: !55)
!54 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!55 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!56 = !DIDerivedType(tag: DW_TAG_typedef, name: "int64_t", file: !57, line: 27, baseType: !58)
!57 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-intn.h", directory: "", checksumkind: CSK_MD5, checksum: "55bcbdc3159515ebd91d351a70d505f4")
!58 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int64_t", file: !54, line: 44, baseType: !59)
!59 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!60 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint32_t", file: !52, line: 26, baseType: !61)
!61 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint32_t", file: !54, line: 42, baseType: !62)
!62 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!63 = !DIDerivedType(tag: DW_TAG_typedef, name: "int32_t", file: !57, line: 26, baseType: !64)
!64 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int32_t", file: !54, line: 41, baseType: !47)
!65 = !{!0, !7, !66, !12, !14, !19, !24, !29, !31, !36, !38, !43}
!66 = !DIGlobalVariableExpression(var: !67, expr: !DIExpression())
!67 = distinct !DIGlobalVariable(scope: null, file: !2, line: 24, type: !68, isLocal: true, isDefinition: true)
!68 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 16, elements: !69)
!69 = !{!70}
!70 = !DISubrange(count: 2)
!71 = !{i32 7, !"Dwarf Version", i32 5}
!72 = !{i32 2, !"Debug Info Version", i32 3}
!73 = !{i32 1, !"wchar_size", i32 4}
!74 = !{i32 8, !"PIC Level", i32 2}
!75 = !{i32 7, !"PIE Level", i32 2}
!76 = !{i32 7, !"uwtable", i32 2}
!77 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!78 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!79 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 16, type: !80, scopeLine: 16, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !45, retainedNodes: !82)
!80 = !DISubroutineType(types: !81)
!81 = !{!47}
!82 = !{!83, !88, !90, !93, !96, !98, !101, !106, !108, !111, !116, !118, !119, !121}
!83 = !DILocalVariable(name: "uv", scope: !79, file: !2, line: 17, type: !84)
!84 = !DICompositeType(tag: DW_TAG_array_type, baseType: !85, size: 1280, elements: !86)
!85 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !51)
!86 = !{!87}
!87 = !DISubrange(count: 20)
!88 = !DILocalVariable(name: "i", scope: !89, file: !2, line: 20, type: !47)
!89 = distinct !DILexicalBlock(scope: !79, file: !2, line: 20, column: 5)
!90 = !DILocalVariable(name: "d", scope: !91, file: !2, line: 21, type: !50)
!91 = distinct !DILexicalBlock(scope: !92, file: !2, line: 20, column: 63)
!92 = distinct !DILexicalBlock(scope: !89, file: !2, line: 20, column: 5)
!93 = !DILocalVariable(name: "iv", scope: !79, file: !2, line: 26, type: !94)
!94 = !DICompositeType(tag: DW_TAG_array_type, baseType: !95, size: 640, elements: !27)
!95 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !56)
!96 = !DILocalVariable(name: "i", scope: !97, file: !2, line: 27, type: !47)
!97 = distinct !DILexicalBlock(scope: !79, file: !2, line: 27, column: 5)
!98 = !DILocalVariable(name: "d", scope: !99, file: !2, line: 28, type: !50)
!99 = distinct !DILexicalBlock(scope: !100, file: !2, line: 27, column: 63)
!100 = distinct !DILexicalBlock(scope: !97, file: !2, line: 27, column: 5)
!101 = !DILocalVariable(name: "dv", scope: !79, file: !2, line: 33, type: !102)
!102 = !DICompositeType(tag: DW_TAG_array_type, baseType: !103, size: 832, elements: !104)
!103 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !50)
!104 = !{!105}
!105 = !DISubrange(count: 13)
!106 = !DILocalVariable(name: "i", scope: !107, file: !2, line: 35, type: !47)
!107 = distinct !DILexicalBlock(scope: !79, file: !2, line: 35, column: 5)
!108 = !DILocalVariable(name: "d", scope: !109, file: !2, line: 36, type: !50)
!109 = distinct !DILexicalBlock(scope: !110, file: !2, line: 35, column: 63)
!110 = distinct !DILexicalBlock(scope: !107, file: !2, line: 35, column: 5)
!111 = !DILocalVariable(name: "u32s", scope: !79, file: !2, line: 44, type: !112)
!112 = !DICompositeType(tag: DW_TAG_array_type, baseType: !113, size: 160, elements: !114)
!113 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !60)
!114 = !{!115}
!115 = !DISubrange(count: 5)
!116 = !DILocalVariable(name: "i", scope: !117, file: !2, line: 45, type: !47)
!117 = distinct !DILexicalBlock(scope: !79, file: !2, line: 45, column: 5)
!118 = !DILocalVariable(name: "bad", scope: !79, file: !2, line: 47, type: !47)
!119 = !DILocalVariable(name: "k", scope: !120, file: !2, line: 48, type: !47)
!120 = distinct !DILexicalBlock(scope: !79, file: !2, line: 48, column: 5)
!121 = !DILocalVariable(name: "p", scope: !122, file: !2, line: 49, type: !51)
!122 = distinct !DILexicalBlock(scope: !123, file: !2, line: 48, column: 34)
!123 = distinct !DILexicalBlock(scope: !120, file: !2, line: 48, column: 5)
!124 = distinct !DIAssignID()
!125 = !DILocation(line: 0, scope: !79)
!126 = distinct !DIAssignID()
!127 = distinct !DIAssignID()
!128 = distinct !DIAssignID()
!129 = distinct !DIAssignID()
!130 = distinct !DIAssignID()
!131 = distinct !DIAssignID()
!132 = distinct !DIAssignID()
!133 = !DILocation(line: 17, column: 5, scope: !79)
!134 = !DILocation(line: 17, column: 23, scope: !79)
!135 = distinct !DIAssignID()
!136 = !DILocation(line: 0, scope: !89)
!137 = !DILocation(line: 20, column: 5, scope: !89)
!138 = !DILocation(line: 26, column: 5, scope: !79)
!139 = !DILocation(line: 26, column: 22, scope: !79)
!140 = distinct !DIAssignID()
!141 = !DILocation(line: 0, scope: !97)
!142 = !DILocation(line: 27, column: 5, scope: !97)
!143 = !DILocation(line: 21, column: 29, scope: !91)
!144 = !{!145, !145, i64 0}
!145 = !{!"long", !146, i64 0}
!146 = !{!"omnipotent char", !147, i64 0}
!147 = !{!"Simple C/C++ TBAA"}
!148 = !DILocation(line: 21, column: 20, scope: !91)
!149 = !DILocation(line: 0, scope: !91)
!150 = !DILocation(line: 22, column: 56, scope: !91)
!151 = !DILocation(line: 22, column: 9, scope: !91)
!152 = !DILocation(line: 23, column: 15, scope: !153)
!153 = distinct !DILexicalBlock(scope: !91, file: !2, line: 23, column: 13)
!154 = !DILocation(line: 23, column: 13, scope: !91)
!155 = !DILocation(line: 23, column: 82, scope: !153)
!156 = !DILocation(line: 23, column: 41, scope: !153)
!157 = !DILocation(line: 24, column: 9, scope: !91)
!158 = !DILocation(line: 20, column: 59, scope: !92)
!159 = !DILocation(line: 20, column: 23, scope: !92)
!160 = distinct !{!160, !137, !161, !162}
!161 = !DILocation(line: 25, column: 5, scope: !89)
!162 = !{!"llvm.loop.mustprogress"}
!163 = !DILocation(line: 33, column: 5, scope: !79)
!164 = !DILocation(line: 33, column: 21, scope: !79)
!165 = distinct !DIAssignID()
!166 = !DILocation(line: 0, scope: !107)
!167 = !DILocation(line: 35, column: 5, scope: !107)
!168 = !DILocation(line: 28, column: 29, scope: !99)
!169 = !DILocation(line: 28, column: 20, scope: !99)
!170 = !DILocation(line: 0, scope: !99)
!171 = !DILocation(line: 29, column: 47, scope: !99)
!172 = !DILocation(line: 29, column: 9, scope: !99)
!173 = !DILocation(line: 30, column: 15, scope: !174)
!174 = distinct !DILexicalBlock(scope: !99, file: !2, line: 30, column: 13)
!175 = !DILocation(line: 30, column: 13, scope: !99)
!176 = !DILocation(line: 30, column: 70, scope: !174)
!177 = !DILocation(line: 30, column: 40, scope: !174)
!178 = !DILocation(line: 31, column: 9, scope: !99)
!179 = !DILocation(line: 27, column: 59, scope: !100)
!180 = !DILocation(line: 27, column: 23, scope: !100)
!181 = distinct !{!181, !142, !182, !162}
!182 = !DILocation(line: 32, column: 5, scope: !97)
!183 = !DILocation(line: 44, column: 5, scope: !79)
!184 = !DILocation(line: 44, column: 23, scope: !79)
!185 = distinct !DIAssignID()
!186 = distinct !DIAssignID()
!187 = distinct !DIAssignID()
!188 = distinct !DIAssignID()
!189 = distinct !DIAssignID()
!190 = !DILocation(line: 0, scope: !117)
!191 = !DILocation(line: 45, column: 66, scope: !192)
!192 = distinct !DILexicalBlock(scope: !117, file: !2, line: 45, column: 5)
!193 = !{!194, !194, i64 0}
!194 = !{!"int", !146, i64 0}
!195 = !DILocation(line: 45, column: 84, scope: !192)
!196 = !DILocation(line: 45, column: 75, scope: !192)
!197 = !DILocation(line: 45, column: 112, scope: !192)
!198 = !DILocation(line: 45, column: 103, scope: !192)
!199 = !DILocation(line: 45, column: 94, scope: !192)
!200 = !DILocation(line: 45, column: 33, scope: !192)
!201 = !DILocation(line: 48, column: 5, scope: !120)
!202 = !DILocation(line: 36, column: 20, scope: !109)
!203 = !{!204, !204, i64 0}
!204 = !{!"double", !146, i64 0}
!205 = !DILocation(line: 0, scope: !109)
!206 = !DILocation(line: 37, column: 9, scope: !109)
!207 = !DILocation(line: 38, column: 15, scope: !208)
!208 = distinct !DILexicalBlock(scope: !109, file: !2, line: 38, column: 13)
!209 = !DILocation(line: 38, column: 22, scope: !208)
!210 = !DILocation(line: 38, column: 93, scope: !208)
!211 = !DILocation(line: 38, column: 53, scope: !208)
!212 = !DILocation(line: 39, column: 15, scope: !213)
!213 = distinct !DILexicalBlock(scope: !109, file: !2, line: 39, column: 13)
!214 = !DILocation(line: 39, column: 41, scope: !213)
!215 = !DILocation(line: 39, column: 102, scope: !213)
!216 = !DILocation(line: 39, column: 71, scope: !213)
!217 = !DILocation(line: 40, column: 22, scope: !218)
!218 = distinct !DILexicalBlock(scope: !109, file: !2, line: 40, column: 13)
!219 = !DILocation(line: 40, column: 61, scope: !218)
!220 = !DILocation(line: 40, column: 43, scope: !218)
!221 = !DILocation(line: 41, column: 15, scope: !222)
!222 = distinct !DILexicalBlock(scope: !109, file: !2, line: 41, column: 13)
!223 = !DILocation(line: 41, column: 31, scope: !222)
!224 = !DILocation(line: 41, column: 70, scope: !222)
!225 = !DILocation(line: 41, column: 52, scope: !222)
!226 = !DILocation(line: 42, column: 9, scope: !109)
!227 = !DILocation(line: 35, column: 59, scope: !110)
!228 = !DILocation(line: 35, column: 23, scope: !110)
!229 = distinct !{!229, !167, !230, !162}
!230 = !DILocation(line: 43, column: 5, scope: !107)
!231 = !DILocation(line: 53, column: 5, scope: !79)
!232 = !DILocation(line: 54, column: 12, scope: !79)
!233 = !DILocation(line: 0, scope: !120)
!234 = !DILocation(line: 49, column: 27, scope: !122)
!235 = !DILocation(line: 0, scope: !122)
!236 = !DILocation(line: 50, column: 22, scope: !237)
!237 = distinct !DILexicalBlock(scope: !122, file: !2, line: 50, column: 13)
!238 = !DILocation(line: 50, column: 13, scope: !237)
!239 = !DILocation(line: 50, column: 35, scope: !237)
!240 = !DILocation(line: 50, column: 13, scope: !122)
!241 = !DILocation(line: 51, column: 15, scope: !242)
!242 = distinct !DILexicalBlock(scope: !122, file: !2, line: 51, column: 13)
!243 = !DILocation(line: 51, column: 20, scope: !242)
!244 = !DILocation(line: 51, column: 43, scope: !242)
!245 = !DILocation(line: 51, column: 32, scope: !242)
!246 = !DILocation(line: 51, column: 23, scope: !242)
!247 = !DILocation(line: 51, column: 49, scope: !242)
!248 = !DILocation(line: 51, column: 58, scope: !242)
!249 = !DILocation(line: 48, column: 30, scope: !123)
!250 = !DILocation(line: 48, column: 23, scope: !123)
!251 = distinct !{!251, !201, !252, !162}
!252 = !DILocation(line: 52, column: 5, scope: !120)
!253 = !DILocation(line: 54, column: 37, scope: !79)
!254 = !DILocation(line: 54, column: 28, scope: !79)
!255 = !DILocation(line: 54, column: 70, scope: !79)
!256 = !DILocation(line: 54, column: 22, scope: !79)
!257 = !DILocation(line: 55, column: 1, scope: !79)
!258 = !DILocation(line: 54, column: 5, scope: !79)
!259 = distinct !DISubprogram(name: "u64_to_d", scope: !2, file: !2, line: 8, type: !260, scopeLine: 8, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !45, retainedNodes: !262)
!260 = !DISubroutineType(types: !261)
!261 = !{!50, !51}
!262 = !{!263}
!263 = !DILocalVariable(name: "v", arg: 1, scope: !259, file: !2, line: 8, type: !51)
!264 = !DILocation(line: 0, scope: !259)
!265 = !DILocation(line: 8, column: 71, scope: !259)
!266 = !DILocation(line: 8, column: 64, scope: !259)
!267 = !DISubprogram(name: "printf", scope: !268, file: !268, line: 356, type: !269, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!268 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!269 = !DISubroutineType(types: !270)
!270 = !{!47, !271, null}
!271 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !272)
!272 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !273, size: 64)
!273 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!274 = distinct !DISubprogram(name: "d_to_u64", scope: !2, file: !2, line: 10, type: !275, scopeLine: 10, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !45, retainedNodes: !277)
!275 = !DISubroutineType(types: !276)
!276 = !{!51, !50}
!277 = !{!278}
!278 = !DILocalVariable(name: "d", arg: 1, scope: !274, file: !2, line: 10, type: !50)
!279 = !DILocation(line: 0, scope: !274)
!280 = !DILocation(line: 10, column: 71, scope: !274)
!281 = !DILocation(line: 10, column: 64, scope: !274)
!282 = distinct !DISubprogram(name: "i64_to_d", scope: !2, file: !2, line: 9, type: !283, scopeLine: 9, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !45, retainedNodes: !285)
!283 = !DISubroutineType(types: !284)
!284 = !{!50, !56}
!285 = !{!286}
!286 = !DILocalVariable(name: "v", arg: 1, scope: !282, file: !2, line: 9, type: !56)
!287 = !DILocation(line: 0, scope: !282)
!288 = !DILocation(line: 9, column: 70, scope: !282)
!289 = !DILocation(line: 9, column: 63, scope: !282)
!290 = distinct !DISubprogram(name: "d_to_i64", scope: !2, file: !2, line: 11, type: !291, scopeLine: 11, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !45, retainedNodes: !293)
!291 = !DISubroutineType(types: !292)
!292 = !{!56, !50}
!293 = !{!294}
!294 = !DILocalVariable(name: "d", arg: 1, scope: !290, file: !2, line: 11, type: !50)
!295 = !DILocation(line: 0, scope: !290)
!296 = !DILocation(line: 11, column: 70, scope: !290)
!297 = !DILocation(line: 11, column: 63, scope: !290)
!298 = distinct !DISubprogram(name: "d_to_u32", scope: !2, file: !2, line: 13, type: !299, scopeLine: 13, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !45, retainedNodes: !301)
!299 = !DISubroutineType(types: !300)
!300 = !{!60, !50}
!301 = !{!302}
!302 = !DILocalVariable(name: "d", arg: 1, scope: !298, file: !2, line: 13, type: !50)
!303 = !DILocation(line: 0, scope: !298)
!304 = !DILocation(line: 13, column: 71, scope: !298)
!305 = !DILocation(line: 13, column: 64, scope: !298)
!306 = distinct !DISubprogram(name: "d_to_i32", scope: !2, file: !2, line: 14, type: !307, scopeLine: 14, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !45, retainedNodes: !309)
!307 = !DISubroutineType(types: !308)
!308 = !{!63, !50}
!309 = !{!310}
!310 = !DILocalVariable(name: "d", arg: 1, scope: !306, file: !2, line: 14, type: !50)
!311 = !DILocation(line: 0, scope: !306)
!312 = !DILocation(line: 14, column: 70, scope: !306)
!313 = !DILocation(line: 14, column: 63, scope: !306)
!314 = distinct !DISubprogram(name: "u32_to_d", scope: !2, file: !2, line: 12, type: !315, scopeLine: 12, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !45, retainedNodes: !317)
!315 = !DISubroutineType(types: !316)
!316 = !{!50, !60}
!317 = !{!318}
!318 = !DILocalVariable(name: "v", arg: 1, scope: !314, file: !2, line: 12, type: !60)
!319 = !DILocation(line: 0, scope: !314)
!320 = !DILocation(line: 12, column: 71, scope: !314)
!321 = !DILocation(line: 12, column: 64, scope: !314)
