; ModuleID = 'programs/struct_packed_aligned.c'
source_filename = "programs/struct_packed_aligned.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.P1 = type <{ i8, i32, i16, i64 }>
%struct.P2 = type <{ i8, i64, i16, i32, double }>
%struct.A32 = type { [3 x i32], [20 x i8] }
%struct.A64 = type { i8, [63 x i8], double, i32, [52 x i8] }

@.str = private unnamed_addr constant [42 x i8] c"P1 size=%zu off: c=%zu i=%zu s=%zu l=%zu\0A\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [29 x i8] c"P2 size=%zu off b=%zu e=%zu\0A\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [29 x i8] c"P3 size=%zu off i=%zu x=%zu\0A\00", align 1, !dbg !12
@.str.3 = private unnamed_addr constant [70 x i8] c"A32 size=%zu align=%zu A64 size=%zu align=%zu off d=%zu A16 size=%zu\0A\00", align 1, !dbg !14
@.str.4 = private unnamed_addr constant [12 x i8] c"sump1=%lld\0A\00", align 1, !dbg !19
@.str.5 = private unnamed_addr constant [24 x i8] c"sump2=%llu arrsize=%zu\0A\00", align 1, !dbg !24
@.str.6 = private unnamed_addr constant [5 x i8] c"%02x\00", align 1, !dbg !29
@.str.8 = private unnamed_addr constant [12 x i8] c"pp %d %lld\0A\00", align 1, !dbg !34
@.str.9 = private unnamed_addr constant [12 x i8] c"a32 sum=%d\0A\00", align 1, !dbg !36
@.str.10 = private unnamed_addr constant [12 x i8] c"a64 sum=%g\0A\00", align 1, !dbg !38
@.str.11 = private unnamed_addr constant [16 x i8] c"local align=%d\0A\00", align 1, !dbg !40
@.str.12 = private unnamed_addr constant [16 x i8] c"p3 %c %x %c %g\0A\00", align 1, !dbg !45

; Function Attrs: nofree nounwind uwtable
define dso_local range(i32 0, 128) i32 @main() local_unnamed_addr #0 !dbg !84 {
  %1 = alloca %struct.P1, align 8
  %2 = alloca [7 x %struct.P2], align 16, !DIAssignID !140
    #dbg_assign(i1 undef, !91, !DIExpression(), !140, ptr %2, !DIExpression(), !141)
  %3 = alloca %struct.A32, align 32
  %4 = alloca %struct.A64, align 64, !DIAssignID !142
    #dbg_assign(i1 undef, !126, !DIExpression(), !142, ptr %4, !DIExpression(), !141)
  %5 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i64 noundef 15, i64 noundef 0, i64 noundef 1, i64 noundef 5, i64 noundef 7), !dbg !143
  %6 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i64 noundef 23, i64 noundef 1, i64 noundef 15), !dbg !144
  %7 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i64 noundef 16, i64 noundef 2, i64 noundef 8), !dbg !145
  %8 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i64 noundef 32, i64 noundef 32, i64 noundef 128, i64 noundef 64, i64 noundef 64, i64 noundef 16), !dbg !146
    #dbg_value(i64 0, !88, !DIExpression(), !141)
    #dbg_value(i32 -3, !89, !DIExpression(), !147)
  br label %103, !dbg !148

9:                                                ; preds = %103
  %10 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i64 noundef %107), !dbg !149
  call void @llvm.lifetime.start.p0(i64 161, ptr nonnull %2) #8, !dbg !150
    #dbg_value(i32 0, !102, !DIExpression(), !151)
    #dbg_value(i64 0, !102, !DIExpression(), !151)
  store i8 0, ptr %2, align 16, !dbg !152, !tbaa !155
  %11 = getelementptr inbounds i8, ptr %2, i64 1, !dbg !163
  store i64 0, ptr %11, align 1, !dbg !164, !tbaa !165
  %12 = getelementptr inbounds i8, ptr %2, i64 9, !dbg !166
  store i16 0, ptr %12, align 1, !dbg !167, !tbaa !168
  %13 = getelementptr inbounds i8, ptr %2, i64 11, !dbg !169
  store i32 -559038737, ptr %13, align 1, !dbg !170, !tbaa !171
  %14 = getelementptr inbounds i8, ptr %2, i64 15, !dbg !172
  store double 0.000000e+00, ptr %14, align 1, !dbg !173, !tbaa !174
    #dbg_value(i64 1, !102, !DIExpression(), !151)
  %15 = getelementptr inbounds i8, ptr %2, i64 23, !dbg !175
  store i8 1, ptr %15, align 1, !dbg !152, !tbaa !155
  %16 = getelementptr inbounds i8, ptr %2, i64 24, !dbg !163
  store i64 1234605616436508552, ptr %16, align 8, !dbg !164, !tbaa !165
  %17 = getelementptr inbounds i8, ptr %2, i64 32, !dbg !166
  store i16 999, ptr %17, align 16, !dbg !167, !tbaa !168
  %18 = getelementptr inbounds i8, ptr %2, i64 34, !dbg !169
  store i32 -559038738, ptr %18, align 2, !dbg !170, !tbaa !171
  %19 = getelementptr inbounds i8, ptr %2, i64 38, !dbg !172
  store double 1.500000e+00, ptr %19, align 2, !dbg !173, !tbaa !174
    #dbg_value(i64 2, !102, !DIExpression(), !151)
  %20 = getelementptr inbounds i8, ptr %2, i64 46, !dbg !175
  store i8 2, ptr %20, align 2, !dbg !152, !tbaa !155
  %21 = getelementptr inbounds i8, ptr %2, i64 47, !dbg !163
  store i64 2469211232873017104, ptr %21, align 1, !dbg !164, !tbaa !165
  %22 = getelementptr inbounds i8, ptr %2, i64 55, !dbg !166
  store i16 1998, ptr %22, align 1, !dbg !167, !tbaa !168
  %23 = getelementptr inbounds i8, ptr %2, i64 57, !dbg !169
  store i32 -559038739, ptr %23, align 1, !dbg !170, !tbaa !171
  %24 = getelementptr inbounds i8, ptr %2, i64 61, !dbg !172
  store double 3.000000e+00, ptr %24, align 1, !dbg !173, !tbaa !174
    #dbg_value(i64 3, !102, !DIExpression(), !151)
  %25 = getelementptr inbounds i8, ptr %2, i64 69, !dbg !175
  store i8 3, ptr %25, align 1, !dbg !152, !tbaa !155
  %26 = getelementptr inbounds i8, ptr %2, i64 70, !dbg !163
  store i64 3703816849309525656, ptr %26, align 2, !dbg !164, !tbaa !165
  %27 = getelementptr inbounds i8, ptr %2, i64 78, !dbg !166
  store i16 2997, ptr %27, align 2, !dbg !167, !tbaa !168
  %28 = getelementptr inbounds i8, ptr %2, i64 80, !dbg !169
  store i32 -559038740, ptr %28, align 16, !dbg !170, !tbaa !171
  %29 = getelementptr inbounds i8, ptr %2, i64 84, !dbg !172
  store double 4.500000e+00, ptr %29, align 4, !dbg !173, !tbaa !174
    #dbg_value(i64 4, !102, !DIExpression(), !151)
  %30 = getelementptr inbounds i8, ptr %2, i64 92, !dbg !175
  store i8 4, ptr %30, align 4, !dbg !152, !tbaa !155
  %31 = getelementptr inbounds i8, ptr %2, i64 93, !dbg !163
  store i64 4938422465746034208, ptr %31, align 1, !dbg !164, !tbaa !165
  %32 = getelementptr inbounds i8, ptr %2, i64 101, !dbg !166
  store i16 3996, ptr %32, align 1, !dbg !167, !tbaa !168
  %33 = getelementptr inbounds i8, ptr %2, i64 103, !dbg !169
  store i32 -559038741, ptr %33, align 1, !dbg !170, !tbaa !171
  %34 = getelementptr inbounds i8, ptr %2, i64 107, !dbg !172
  store double 6.000000e+00, ptr %34, align 1, !dbg !173, !tbaa !174
    #dbg_value(i64 5, !102, !DIExpression(), !151)
  %35 = getelementptr inbounds i8, ptr %2, i64 115, !dbg !175
  store i8 5, ptr %35, align 1, !dbg !152, !tbaa !155
  %36 = getelementptr inbounds i8, ptr %2, i64 116, !dbg !163
  store i64 6173028082182542760, ptr %36, align 4, !dbg !164, !tbaa !165
  %37 = getelementptr inbounds i8, ptr %2, i64 124, !dbg !166
  store i16 4995, ptr %37, align 4, !dbg !167, !tbaa !168
  %38 = getelementptr inbounds i8, ptr %2, i64 126, !dbg !169
  store i32 -559038742, ptr %38, align 2, !dbg !170, !tbaa !171
  %39 = getelementptr inbounds i8, ptr %2, i64 130, !dbg !172
  store double 7.500000e+00, ptr %39, align 2, !dbg !173, !tbaa !174
    #dbg_value(i64 6, !102, !DIExpression(), !151)
  %40 = getelementptr inbounds i8, ptr %2, i64 138, !dbg !175
  store i8 6, ptr %40, align 2, !dbg !152, !tbaa !155
  %41 = getelementptr inbounds i8, ptr %2, i64 139, !dbg !163
  store i64 7407633698619051312, ptr %41, align 1, !dbg !164, !tbaa !165
  %42 = getelementptr inbounds i8, ptr %2, i64 147, !dbg !166
  store i16 5994, ptr %42, align 1, !dbg !167, !tbaa !168
  %43 = getelementptr inbounds i8, ptr %2, i64 149, !dbg !169
  store i32 -559038743, ptr %43, align 1, !dbg !170, !tbaa !171
  %44 = getelementptr inbounds i8, ptr %2, i64 153, !dbg !172
  store double 9.000000e+00, ptr %44, align 1, !dbg !173, !tbaa !174
    #dbg_value(i64 7, !102, !DIExpression(), !151)
    #dbg_value(i64 0, !104, !DIExpression(), !141)
    #dbg_value(i64 0, !105, !DIExpression(), !176)
  %45 = call fastcc i64 @sump2(ptr noundef nonnull %2), !dbg !177
    #dbg_value(i64 %45, !104, !DIExpression(), !141)
    #dbg_value(i64 1, !105, !DIExpression(), !176)
  %46 = call fastcc i64 @sump2(ptr noundef nonnull %15), !dbg !177
  %47 = add i64 %46, %45, !dbg !179
    #dbg_value(i64 %47, !104, !DIExpression(), !141)
    #dbg_value(i64 2, !105, !DIExpression(), !176)
  %48 = call fastcc i64 @sump2(ptr noundef nonnull %20), !dbg !177
  %49 = add i64 %48, %47, !dbg !179
    #dbg_value(i64 %49, !104, !DIExpression(), !141)
    #dbg_value(i64 3, !105, !DIExpression(), !176)
  %50 = call fastcc i64 @sump2(ptr noundef nonnull %25), !dbg !177
  %51 = add i64 %50, %49, !dbg !179
    #dbg_value(i64 %51, !104, !DIExpression(), !141)
    #dbg_value(i64 4, !105, !DIExpression(), !176)
  %52 = call fastcc i64 @sump2(ptr noundef nonnull %30), !dbg !177
  %53 = add i64 %52, %51, !dbg !179
    #dbg_value(i64 %53, !104, !DIExpression(), !141)
    #dbg_value(i64 5, !105, !DIExpression(), !176)
  %54 = call fastcc i64 @sump2(ptr noundef nonnull %35), !dbg !177
  %55 = add i64 %54, %53, !dbg !179
    #dbg_value(i64 %55, !104, !DIExpression(), !141)
    #dbg_value(i64 6, !105, !DIExpression(), !176)
  %56 = call fastcc i64 @sump2(ptr noundef nonnull %40), !dbg !177
  %57 = add i64 %56, %55, !dbg !179
    #dbg_value(i64 %57, !104, !DIExpression(), !141)
    #dbg_value(i64 7, !105, !DIExpression(), !176)
  %58 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i64 noundef %57, i64 noundef 161), !dbg !180
    #dbg_value(i8 3, !107, !DIExpression(DW_OP_LLVM_fragment, 0, 8), !141)
    #dbg_value(i8 -104, !107, !DIExpression(DW_OP_LLVM_fragment, 8, 8), !141)
    #dbg_value(i8 102, !107, !DIExpression(DW_OP_LLVM_fragment, 16, 8), !141)
    #dbg_value(i8 51, !107, !DIExpression(DW_OP_LLVM_fragment, 24, 8), !141)
    #dbg_value(i8 0, !107, !DIExpression(DW_OP_LLVM_fragment, 32, 8), !141)
    #dbg_value(i8 -51, !107, !DIExpression(DW_OP_LLVM_fragment, 40, 8), !141)
    #dbg_value(i8 -103, !107, !DIExpression(DW_OP_LLVM_fragment, 48, 8), !141)
    #dbg_value(i8 102, !107, !DIExpression(DW_OP_LLVM_fragment, 56, 8), !141)
    #dbg_value(i8 51, !107, !DIExpression(DW_OP_LLVM_fragment, 64, 8), !141)
    #dbg_value(i8 -75, !107, !DIExpression(DW_OP_LLVM_fragment, 72, 8), !141)
    #dbg_value(i8 11, !107, !DIExpression(DW_OP_LLVM_fragment, 80, 8), !141)
    #dbg_value(i8 -20, !107, !DIExpression(DW_OP_LLVM_fragment, 88, 8), !141)
    #dbg_value(i8 -66, !107, !DIExpression(DW_OP_LLVM_fragment, 96, 8), !141)
    #dbg_value(i8 -83, !107, !DIExpression(DW_OP_LLVM_fragment, 104, 8), !141)
    #dbg_value(i8 -34, !107, !DIExpression(DW_OP_LLVM_fragment, 112, 8), !141)
    #dbg_value(i8 0, !107, !DIExpression(DW_OP_LLVM_fragment, 120, 8), !141)
    #dbg_value(i8 0, !107, !DIExpression(DW_OP_LLVM_fragment, 128, 8), !141)
    #dbg_value(i8 0, !107, !DIExpression(DW_OP_LLVM_fragment, 136, 8), !141)
    #dbg_value(i8 0, !107, !DIExpression(DW_OP_LLVM_fragment, 144, 8), !141)
    #dbg_value(i8 0, !107, !DIExpression(DW_OP_LLVM_fragment, 152, 8), !141)
    #dbg_value(i8 0, !107, !DIExpression(DW_OP_LLVM_fragment, 160, 8), !141)
    #dbg_value(i8 18, !107, !DIExpression(DW_OP_LLVM_fragment, 168, 8), !141)
    #dbg_value(i8 64, !107, !DIExpression(DW_OP_LLVM_fragment, 176, 8), !141)
    #dbg_value(i64 0, !111, !DIExpression(), !181)
    #dbg_value(i64 0, !111, !DIExpression(), !181)
  %59 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef 3), !dbg !182
    #dbg_value(i64 1, !111, !DIExpression(), !181)
  %60 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef 152), !dbg !182
    #dbg_value(i64 2, !111, !DIExpression(), !181)
  %61 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef 102), !dbg !182
    #dbg_value(i64 3, !111, !DIExpression(), !181)
  %62 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef 51), !dbg !182
    #dbg_value(i64 4, !111, !DIExpression(), !181)
  %63 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef 0), !dbg !182
    #dbg_value(i64 5, !111, !DIExpression(), !181)
  %64 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef 205), !dbg !182
    #dbg_value(i64 6, !111, !DIExpression(), !181)
  %65 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef 153), !dbg !182
    #dbg_value(i64 7, !111, !DIExpression(), !181)
  %66 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef 102), !dbg !182
    #dbg_value(i64 8, !111, !DIExpression(), !181)
  %67 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef 51), !dbg !182
    #dbg_value(i64 9, !111, !DIExpression(), !181)
  %68 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef 181), !dbg !182
    #dbg_value(i64 10, !111, !DIExpression(), !181)
  %69 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef 11), !dbg !182
    #dbg_value(i64 11, !111, !DIExpression(), !181)
  %70 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef 236), !dbg !182
    #dbg_value(i64 12, !111, !DIExpression(), !181)
  %71 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef 190), !dbg !182
    #dbg_value(i64 13, !111, !DIExpression(), !181)
  %72 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef 173), !dbg !182
    #dbg_value(i64 14, !111, !DIExpression(), !181)
  %73 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef 222), !dbg !182
    #dbg_value(i64 15, !111, !DIExpression(), !181)
  %74 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef 0), !dbg !182
    #dbg_value(i64 16, !111, !DIExpression(), !181)
  %75 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef 0), !dbg !182
    #dbg_value(i64 17, !111, !DIExpression(), !181)
  %76 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef 0), !dbg !182
    #dbg_value(i64 18, !111, !DIExpression(), !181)
  %77 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef 0), !dbg !182
    #dbg_value(i64 19, !111, !DIExpression(), !181)
  %78 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef 0), !dbg !182
    #dbg_value(i64 20, !111, !DIExpression(), !181)
  %79 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef 0), !dbg !182
    #dbg_value(i64 21, !111, !DIExpression(), !181)
  %80 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef 18), !dbg !182
    #dbg_value(i64 22, !111, !DIExpression(), !181)
  %81 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef 64), !dbg !182
    #dbg_value(i64 23, !111, !DIExpression(), !181)
  %82 = tail call i32 @putchar(i32 10), !dbg !184
    #dbg_value(ptr undef, !115, !DIExpression(), !141)
  %83 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef 65538, i64 noundef -12), !dbg !185
    #dbg_value(i32 0, !123, !DIExpression(), !141)
    #dbg_value(i32 0, !124, !DIExpression(), !186)
    #dbg_value(i32 0, !123, !DIExpression(), !141)
    #dbg_value(i32 0, !124, !DIExpression(), !186)
  call fastcc void @mka32(ptr dead_on_unwind nonnull writable sret(%struct.A32) align 32 %3, i32 noundef 0), !dbg !187
  %84 = tail call fastcc i32 @suma32(ptr noundef nonnull byval(%struct.A32) align 32 %3), !dbg !189
    #dbg_value(i32 %84, !123, !DIExpression(), !141)
    #dbg_value(i32 1, !124, !DIExpression(), !186)
  call fastcc void @mka32(ptr dead_on_unwind nonnull writable sret(%struct.A32) align 32 %3, i32 noundef 1), !dbg !187
  %85 = tail call fastcc i32 @suma32(ptr noundef nonnull byval(%struct.A32) align 32 %3), !dbg !189
  %86 = add nsw i32 %85, %84, !dbg !190
    #dbg_value(i32 %86, !123, !DIExpression(), !141)
    #dbg_value(i32 2, !124, !DIExpression(), !186)
  call fastcc void @mka32(ptr dead_on_unwind nonnull writable sret(%struct.A32) align 32 %3, i32 noundef 2), !dbg !187
  %87 = tail call fastcc i32 @suma32(ptr noundef nonnull byval(%struct.A32) align 32 %3), !dbg !189
  %88 = add nsw i32 %87, %86, !dbg !190
    #dbg_value(i32 %88, !123, !DIExpression(), !141)
    #dbg_value(i32 3, !124, !DIExpression(), !186)
  call fastcc void @mka32(ptr dead_on_unwind nonnull writable sret(%struct.A32) align 32 %3, i32 noundef 3), !dbg !187
  %89 = tail call fastcc i32 @suma32(ptr noundef nonnull byval(%struct.A32) align 32 %3), !dbg !189
  %90 = add nsw i32 %89, %88, !dbg !190
    #dbg_value(i32 %90, !123, !DIExpression(), !141)
    #dbg_value(i32 4, !124, !DIExpression(), !186)
  call fastcc void @mka32(ptr dead_on_unwind nonnull writable sret(%struct.A32) align 32 %3, i32 noundef 4), !dbg !187
  %91 = tail call fastcc i32 @suma32(ptr noundef nonnull byval(%struct.A32) align 32 %3), !dbg !189
  %92 = add nsw i32 %91, %90, !dbg !190
    #dbg_value(i32 %92, !123, !DIExpression(), !141)
    #dbg_value(i32 5, !124, !DIExpression(), !186)
  %93 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef %92), !dbg !191
  call void @llvm.lifetime.start.p0(i64 128, ptr nonnull %4) #8, !dbg !192
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 64 dereferenceable(128) %4, i8 0, i64 128, i1 false), !dbg !193, !DIAssignID !194
    #dbg_assign(i8 0, !126, !DIExpression(), !194, ptr %4, !DIExpression(), !141)
  store i8 2, ptr %4, align 64, !dbg !195, !tbaa !196, !DIAssignID !198
    #dbg_assign(i8 2, !126, !DIExpression(DW_OP_LLVM_fragment, 0, 8), !198, ptr %4, !DIExpression(), !141)
  %94 = getelementptr inbounds i8, ptr %4, i64 64, !dbg !199
  store double 3.500000e+00, ptr %94, align 64, !dbg !200, !tbaa !201, !DIAssignID !202
    #dbg_assign(double 3.500000e+00, !126, !DIExpression(DW_OP_LLVM_fragment, 512, 64), !202, ptr %94, !DIExpression(), !141)
  %95 = getelementptr inbounds i8, ptr %4, i64 72, !dbg !203
  store i32 4, ptr %95, align 8, !dbg !204, !tbaa !205, !DIAssignID !206
    #dbg_assign(i32 4, !126, !DIExpression(DW_OP_LLVM_fragment, 576, 32), !206, ptr %95, !DIExpression(), !141)
  %96 = tail call fastcc double @suma64(ptr noundef nonnull byval(%struct.A64) align 64 %4), !dbg !207
  %97 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, double noundef %96), !dbg !208
  %98 = tail call fastcc i32 @check_local_align(), !dbg !209
  %99 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, i32 noundef %98), !dbg !210
    #dbg_value(i8 122, !132, !DIExpression(DW_OP_LLVM_fragment, 0, 8), !141)
    #dbg_value(i8 poison, !132, !DIExpression(DW_OP_LLVM_fragment, 8, 8), !141)
    #dbg_value(i32 305419896, !132, !DIExpression(DW_OP_LLVM_fragment, 16, 32), !141)
    #dbg_value(i8 121, !132, !DIExpression(DW_OP_LLVM_fragment, 48, 8), !141)
    #dbg_value(i8 poison, !132, !DIExpression(DW_OP_LLVM_fragment, 56, 8), !141)
    #dbg_value(double 2.750000e+00, !132, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !141)
    #dbg_value(i8 122, !139, !DIExpression(DW_OP_LLVM_fragment, 0, 8), !141)
    #dbg_value(i8 poison, !139, !DIExpression(DW_OP_LLVM_fragment, 8, 8), !141)
    #dbg_value(i8 121, !139, !DIExpression(DW_OP_LLVM_fragment, 48, 8), !141)
    #dbg_value(i8 poison, !139, !DIExpression(DW_OP_LLVM_fragment, 56, 8), !141)
    #dbg_value(double 2.750000e+00, !139, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !141)
    #dbg_value(i32 305419897, !139, !DIExpression(DW_OP_LLVM_fragment, 16, 32), !141)
  %100 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, i32 noundef 122, i32 noundef 305419897, i32 noundef 121, double noundef 2.750000e+00), !dbg !211
  %101 = trunc i64 %107 to i32, !dbg !212
  %102 = and i32 %101, 127, !dbg !212
  call void @llvm.lifetime.end.p0(i64 128, ptr nonnull %4) #8, !dbg !213
  call void @llvm.lifetime.end.p0(i64 161, ptr nonnull %2) #8, !dbg !213
  ret i32 %102, !dbg !214

103:                                              ; preds = %0, %103
  %104 = phi i64 [ 0, %0 ], [ %107, %103 ]
  %105 = phi i32 [ -3, %0 ], [ %108, %103 ]
    #dbg_value(i64 %104, !88, !DIExpression(), !141)
    #dbg_value(i32 %105, !89, !DIExpression(), !147)
  call fastcc void @mkp1(ptr dead_on_unwind nonnull writable sret(%struct.P1) align 1 %1, i32 noundef %105), !dbg !215
  %106 = tail call fastcc i64 @sump1(ptr noundef nonnull byval(%struct.P1) align 8 %1), !dbg !217
  %107 = add nsw i64 %106, %104, !dbg !218
    #dbg_value(i64 %107, !88, !DIExpression(), !141)
  %108 = add nsw i32 %105, 1, !dbg !219
    #dbg_value(i32 %108, !89, !DIExpression(), !147)
  %109 = icmp eq i32 %108, 20, !dbg !220
  br i1 %109, label %9, label %103, !dbg !148, !llvm.loop !221
}

; Function Attrs: nofree nounwind
declare !dbg !224 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #2

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define internal fastcc i64 @sump1(ptr nocapture noundef readonly byval(%struct.P1) align 8 %0) unnamed_addr #3 !dbg !231 {
    #dbg_declare(ptr %0, !235, !DIExpression(), !236)
  %2 = load i8, ptr %0, align 8, !dbg !237, !tbaa !238
  %3 = sext i8 %2 to i32, !dbg !241
  %4 = getelementptr inbounds i8, ptr %0, i64 1, !dbg !242
  %5 = load i32, ptr %4, align 1, !dbg !242, !tbaa !243
  %6 = add nsw i32 %5, %3, !dbg !244
  %7 = getelementptr inbounds i8, ptr %0, i64 5, !dbg !245
  %8 = load i16, ptr %7, align 1, !dbg !245, !tbaa !246
  %9 = sext i16 %8 to i32, !dbg !247
  %10 = add nsw i32 %6, %9, !dbg !248
  %11 = sext i32 %10 to i64, !dbg !241
  %12 = getelementptr inbounds i8, ptr %0, i64 7, !dbg !249
  %13 = load i64, ptr %12, align 1, !dbg !249, !tbaa !250
  %14 = add nsw i64 %13, %11, !dbg !251
  ret i64 %14, !dbg !252
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write) uwtable
define internal fastcc void @mkp1(ptr dead_on_unwind noalias nocapture writable writeonly sret(%struct.P1) align 1 %0, i32 noundef %1) unnamed_addr #4 !dbg !253 {
    #dbg_value(i32 %1, !257, !DIExpression(), !259)
    #dbg_declare(ptr %0, !258, !DIExpression(), !260)
  %3 = trunc i32 %1 to i8, !dbg !261
  store i8 %3, ptr %0, align 1, !dbg !262, !tbaa !238
  %4 = getelementptr inbounds i8, ptr %0, i64 1, !dbg !262
  %5 = mul nsw i32 %1, 1000, !dbg !263
  store i32 %5, ptr %4, align 1, !dbg !262, !tbaa !243
  %6 = getelementptr inbounds i8, ptr %0, i64 5, !dbg !262
  %7 = trunc i32 %1 to i16, !dbg !264
  %8 = mul i16 %7, 3, !dbg !264
  store i16 %8, ptr %6, align 1, !dbg !262, !tbaa !246
  %9 = getelementptr inbounds i8, ptr %0, i64 7, !dbg !262
  %10 = sext i32 %1 to i64, !dbg !265
  %11 = shl nsw i64 %10, 40, !dbg !266
  store i64 %11, ptr %9, align 1, !dbg !262, !tbaa !250
  ret void, !dbg !267
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #2

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define internal fastcc i64 @sump2(ptr nocapture noundef readonly %0) unnamed_addr #3 !dbg !268 {
    #dbg_value(ptr %0, !274, !DIExpression(), !275)
  %2 = load i8, ptr %0, align 1, !dbg !276, !tbaa !155
  %3 = zext i8 %2 to i64, !dbg !277
  %4 = getelementptr inbounds i8, ptr %0, i64 1, !dbg !278
  %5 = load i64, ptr %4, align 1, !dbg !278, !tbaa !165
  %6 = add i64 %5, %3, !dbg !279
  %7 = getelementptr inbounds i8, ptr %0, i64 9, !dbg !280
  %8 = load i16, ptr %7, align 1, !dbg !280, !tbaa !168
  %9 = zext i16 %8 to i64, !dbg !281
  %10 = add i64 %6, %9, !dbg !282
  %11 = getelementptr inbounds i8, ptr %0, i64 11, !dbg !283
  %12 = load i32, ptr %11, align 1, !dbg !283, !tbaa !171
  %13 = zext i32 %12 to i64, !dbg !284
  %14 = add i64 %10, %13, !dbg !285
  %15 = getelementptr inbounds i8, ptr %0, i64 15, !dbg !286
  %16 = load double, ptr %15, align 1, !dbg !286, !tbaa !174
  %17 = fptoui double %16 to i64, !dbg !287
  %18 = add i64 %14, %17, !dbg !288
  ret i64 %18, !dbg !289
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define internal fastcc i32 @suma32(ptr nocapture noundef readonly byval(%struct.A32) align 32 %0) unnamed_addr #3 !dbg !290 {
    #dbg_declare(ptr %0, !300, !DIExpression(), !301)
  %2 = load i32, ptr %0, align 32, !dbg !302, !tbaa !303
  %3 = getelementptr inbounds i8, ptr %0, i64 4, !dbg !304
  %4 = load i32, ptr %3, align 4, !dbg !304, !tbaa !303
  %5 = add nsw i32 %4, %2, !dbg !305
  %6 = getelementptr inbounds i8, ptr %0, i64 8, !dbg !306
  %7 = load i32, ptr %6, align 8, !dbg !306, !tbaa !303
  %8 = add nsw i32 %5, %7, !dbg !307
  ret i32 %8, !dbg !308
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write) uwtable
define internal fastcc void @mka32(ptr dead_on_unwind noalias nocapture writable writeonly sret(%struct.A32) align 32 %0, i32 noundef %1) unnamed_addr #4 !dbg !309 {
    #dbg_value(i32 %1, !313, !DIExpression(), !315)
    #dbg_declare(ptr %0, !314, !DIExpression(), !316)
  store i32 %1, ptr %0, align 32, !dbg !317, !tbaa !303
  %3 = getelementptr inbounds i8, ptr %0, i64 4, !dbg !317
  %4 = add nsw i32 %1, 1, !dbg !318
  store i32 %4, ptr %3, align 4, !dbg !317, !tbaa !303
  %5 = getelementptr inbounds i8, ptr %0, i64 8, !dbg !317
  %6 = add nsw i32 %1, 2, !dbg !319
  store i32 %6, ptr %5, align 8, !dbg !317, !tbaa !303
  ret void, !dbg !320
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #5

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define internal fastcc double @suma64(ptr nocapture noundef readonly byval(%struct.A64) align 64 %0) unnamed_addr #3 !dbg !321 {
    #dbg_declare(ptr %0, !325, !DIExpression(), !326)
  %2 = load i8, ptr %0, align 64, !dbg !327, !tbaa !196
  %3 = sitofp i8 %2 to double, !dbg !328
  %4 = getelementptr inbounds i8, ptr %0, i64 64, !dbg !329
  %5 = load double, ptr %4, align 64, !dbg !329, !tbaa !201
  %6 = fadd double %5, %3, !dbg !330
  %7 = getelementptr inbounds i8, ptr %0, i64 72, !dbg !331
  %8 = load i32, ptr %7, align 8, !dbg !331, !tbaa !205
  %9 = sitofp i32 %8 to double, !dbg !332
  %10 = fadd double %6, %9, !dbg !333
  ret double %10, !dbg !334
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef range(i32 0, 222) i32 @check_local_align() unnamed_addr #6 !dbg !335 {
    #dbg_assign(i1 undef, !337, !DIExpression(), !341, ptr undef, !DIExpression(), !342)
    #dbg_assign(i1 undef, !338, !DIExpression(), !343, ptr undef, !DIExpression(), !342)
    #dbg_assign(i1 undef, !340, !DIExpression(), !344, ptr undef, !DIExpression(), !342)
    #dbg_assign(i8 0, !337, !DIExpression(), !345, ptr undef, !DIExpression(), !342)
    #dbg_assign(i8 0, !338, !DIExpression(), !346, ptr undef, !DIExpression(), !342)
    #dbg_assign(i8 0, !340, !DIExpression(), !347, ptr undef, !DIExpression(), !342)
  ret i32 0, !dbg !348
}

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #7

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #6 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nofree nounwind }
attributes #8 = { nounwind }

!llvm.dbg.cu = !{!47}
!llvm.module.flags = !{!76, !77, !78, !79, !80, !81, !82}
!llvm.ident = !{!83}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 30, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "programs/struct_packed_aligned.c", directory: ".", checksumkind: CSK_MD5, checksum: "f021ba5da2ba578efcd8fc02b5dec5a5")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 336, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 42)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 31, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 232, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 29)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 32, type: !9, isLocal: true, isDefinition: true)
!14 = !DIGlobalVariableExpression(var: !15, expr: !DIExpression())
!15 = distinct !DIGlobalVariable(scope: null, file: !2, line: 33, type: !16, isLocal: true, isDefinition: true)
!16 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 560, elements: !17)
!17 = !{!18}
!18 = !DISubrange(count: 70)
!19 = !DIGlobalVariableExpression(var: !20, expr: !DIExpression())
!20 = distinct !DIGlobalVariable(scope: null, file: !2, line: 36, type: !21, isLocal: true, isDefinition: true)
!21 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 96, elements: !22)
!22 = !{!23}
!23 = !DISubrange(count: 12)
!24 = !DIGlobalVariableExpression(var: !25, expr: !DIExpression())
!25 = distinct !DIGlobalVariable(scope: null, file: !2, line: 40, type: !26, isLocal: true, isDefinition: true)
!26 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 192, elements: !27)
!27 = !{!28}
!28 = !DISubrange(count: 24)
!29 = !DIGlobalVariableExpression(var: !30, expr: !DIExpression())
!30 = distinct !DIGlobalVariable(scope: null, file: !2, line: 41, type: !31, isLocal: true, isDefinition: true)
!31 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 40, elements: !32)
!32 = !{!33}
!33 = !DISubrange(count: 5)
!34 = !DIGlobalVariableExpression(var: !35, expr: !DIExpression())
!35 = distinct !DIGlobalVariable(scope: null, file: !2, line: 42, type: !21, isLocal: true, isDefinition: true)
!36 = !DIGlobalVariableExpression(var: !37, expr: !DIExpression())
!37 = distinct !DIGlobalVariable(scope: null, file: !2, line: 44, type: !21, isLocal: true, isDefinition: true)
!38 = !DIGlobalVariableExpression(var: !39, expr: !DIExpression())
!39 = distinct !DIGlobalVariable(scope: null, file: !2, line: 45, type: !21, isLocal: true, isDefinition: true)
!40 = !DIGlobalVariableExpression(var: !41, expr: !DIExpression())
!41 = distinct !DIGlobalVariable(scope: null, file: !2, line: 46, type: !42, isLocal: true, isDefinition: true)
!42 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 128, elements: !43)
!43 = !{!44}
!44 = !DISubrange(count: 16)
!45 = !DIGlobalVariableExpression(var: !46, expr: !DIExpression())
!46 = distinct !DIGlobalVariable(scope: null, file: !2, line: 47, type: !42, isLocal: true, isDefinition: true)
!47 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !48, globals: !70, splitDebugInlining: false, nameTableKind: None)
!48 = !{!49, !54, !57, !60, !63, !62, !64, !4, !65, !66, !67, !69}
!49 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint8_t", file: !50, line: 24, baseType: !51)
!50 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-uintn.h", directory: "", checksumkind: CSK_MD5, checksum: "2bf2ae53c58c01b1a1b9383b5195125c")
!51 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint8_t", file: !52, line: 38, baseType: !53)
!52 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!53 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!54 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint64_t", file: !50, line: 27, baseType: !55)
!55 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint64_t", file: !52, line: 45, baseType: !56)
!56 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!57 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint16_t", file: !50, line: 25, baseType: !58)
!58 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint16_t", file: !52, line: 40, baseType: !59)
!59 = !DIBasicType(name: "unsigned short", size: 16, encoding: DW_ATE_unsigned)
!60 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint32_t", file: !50, line: 26, baseType: !61)
!61 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint32_t", file: !52, line: 42, baseType: !62)
!62 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!63 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!64 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!65 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!66 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!67 = !DIDerivedType(tag: DW_TAG_typedef, name: "uintptr_t", file: !68, line: 90, baseType: !56)
!68 = !DIFile(filename: "/usr/include/stdint.h", directory: "", checksumkind: CSK_MD5, checksum: "a48e64edacc5b19f56c99745232c963c")
!69 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!70 = !{!0, !7, !12, !14, !19, !24, !29, !71, !34, !36, !38, !40, !45}
!71 = !DIGlobalVariableExpression(var: !72, expr: !DIExpression())
!72 = distinct !DIGlobalVariable(scope: null, file: !2, line: 41, type: !73, isLocal: true, isDefinition: true)
!73 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 16, elements: !74)
!74 = !{!75}
!75 = !DISubrange(count: 2)
!76 = !{i32 7, !"Dwarf Version", i32 5}
!77 = !{i32 2, !"Debug Info Version", i32 3}
!78 = !{i32 1, !"wchar_size", i32 4}
!79 = !{i32 8, !"PIC Level", i32 2}
!80 = !{i32 7, !"PIE Level", i32 2}
!81 = !{i32 7, !"uwtable", i32 2}
!82 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!83 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!84 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 29, type: !85, scopeLine: 29, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !47, retainedNodes: !87)
!85 = !DISubroutineType(types: !86)
!86 = !{!64}
!87 = !{!88, !89, !91, !102, !104, !105, !107, !111, !115, !123, !124, !126, !132, !139}
!88 = !DILocalVariable(name: "t", scope: !84, file: !2, line: 34, type: !66)
!89 = !DILocalVariable(name: "k", scope: !90, file: !2, line: 35, type: !64)
!90 = distinct !DILexicalBlock(scope: !84, file: !2, line: 35, column: 5)
!91 = !DILocalVariable(name: "arr", scope: !84, file: !2, line: 37, type: !92)
!92 = !DICompositeType(tag: DW_TAG_array_type, baseType: !93, size: 1288, elements: !100)
!93 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "P2", file: !2, line: 9, size: 184, elements: !94)
!94 = !{!95, !96, !97, !98, !99}
!95 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !93, file: !2, line: 9, baseType: !49, size: 8)
!96 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !93, file: !2, line: 9, baseType: !54, size: 64, offset: 8)
!97 = !DIDerivedType(tag: DW_TAG_member, name: "c", scope: !93, file: !2, line: 9, baseType: !57, size: 16, offset: 72)
!98 = !DIDerivedType(tag: DW_TAG_member, name: "d", scope: !93, file: !2, line: 9, baseType: !60, size: 32, offset: 88)
!99 = !DIDerivedType(tag: DW_TAG_member, name: "e", scope: !93, file: !2, line: 9, baseType: !69, size: 64, offset: 120)
!100 = !{!101}
!101 = !DISubrange(count: 7)
!102 = !DILocalVariable(name: "k", scope: !103, file: !2, line: 38, type: !64)
!103 = distinct !DILexicalBlock(scope: !84, file: !2, line: 38, column: 5)
!104 = !DILocalVariable(name: "s2", scope: !84, file: !2, line: 39, type: !54)
!105 = !DILocalVariable(name: "k", scope: !106, file: !2, line: 39, type: !64)
!106 = distinct !DILexicalBlock(scope: !84, file: !2, line: 39, column: 22)
!107 = !DILocalVariable(name: "raw", scope: !84, file: !2, line: 41, type: !108)
!108 = !DICompositeType(tag: DW_TAG_array_type, baseType: !53, size: 184, elements: !109)
!109 = !{!110}
!110 = !DISubrange(count: 23)
!111 = !DILocalVariable(name: "i", scope: !112, file: !2, line: 41, type: !113)
!112 = distinct !DILexicalBlock(scope: !84, file: !2, line: 41, column: 77)
!113 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !114, line: 18, baseType: !56)
!114 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stddef_size_t.h", directory: "", checksumkind: CSK_MD5, checksum: "2c44e821a2b1951cde2eb0fb2e656867")
!115 = !DILocalVariable(name: "pp", scope: !84, file: !2, line: 42, type: !116)
!116 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !117, size: 64)
!117 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "P1", file: !2, line: 8, size: 120, elements: !118)
!118 = !{!119, !120, !121, !122}
!119 = !DIDerivedType(tag: DW_TAG_member, name: "c", scope: !117, file: !2, line: 8, baseType: !4, size: 8)
!120 = !DIDerivedType(tag: DW_TAG_member, name: "i", scope: !117, file: !2, line: 8, baseType: !64, size: 32, offset: 8)
!121 = !DIDerivedType(tag: DW_TAG_member, name: "s", scope: !117, file: !2, line: 8, baseType: !65, size: 16, offset: 40)
!122 = !DIDerivedType(tag: DW_TAG_member, name: "l", scope: !117, file: !2, line: 8, baseType: !66, size: 64, offset: 56)
!123 = !DILocalVariable(name: "a32", scope: !84, file: !2, line: 43, type: !64)
!124 = !DILocalVariable(name: "k", scope: !125, file: !2, line: 43, type: !64)
!125 = distinct !DILexicalBlock(scope: !84, file: !2, line: 43, column: 18)
!126 = !DILocalVariable(name: "x", scope: !84, file: !2, line: 45, type: !127)
!127 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "A64", file: !2, line: 14, size: 1024, elements: !128)
!128 = !{!129, !130, !131}
!129 = !DIDerivedType(tag: DW_TAG_member, name: "c", scope: !127, file: !2, line: 14, baseType: !4, size: 8)
!130 = !DIDerivedType(tag: DW_TAG_member, name: "d", scope: !127, file: !2, line: 14, baseType: !69, size: 64, align: 512, offset: 512)
!131 = !DIDerivedType(tag: DW_TAG_member, name: "tail", scope: !127, file: !2, line: 14, baseType: !64, size: 32, offset: 576)
!132 = !DILocalVariable(name: "p3", scope: !84, file: !2, line: 47, type: !133)
!133 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "P3", file: !2, line: 11, size: 128, align: 16, elements: !134)
!134 = !{!135, !136, !137, !138}
!135 = !DIDerivedType(tag: DW_TAG_member, name: "c", scope: !133, file: !2, line: 11, baseType: !4, size: 8)
!136 = !DIDerivedType(tag: DW_TAG_member, name: "i", scope: !133, file: !2, line: 11, baseType: !64, size: 32, offset: 16)
!137 = !DIDerivedType(tag: DW_TAG_member, name: "d", scope: !133, file: !2, line: 11, baseType: !4, size: 8, offset: 48)
!138 = !DIDerivedType(tag: DW_TAG_member, name: "x", scope: !133, file: !2, line: 11, baseType: !69, size: 64, offset: 64)
!139 = !DILocalVariable(name: "p3b", scope: !84, file: !2, line: 47, type: !133)
!140 = distinct !DIAssignID()
!141 = !DILocation(line: 0, scope: !84)
!142 = distinct !DIAssignID()
!143 = !DILocation(line: 30, column: 5, scope: !84)
!144 = !DILocation(line: 31, column: 5, scope: !84)
!145 = !DILocation(line: 32, column: 5, scope: !84)
!146 = !DILocation(line: 33, column: 5, scope: !84)
!147 = !DILocation(line: 0, scope: !90)
!148 = !DILocation(line: 35, column: 5, scope: !90)
!149 = !DILocation(line: 36, column: 5, scope: !84)
!150 = !DILocation(line: 37, column: 5, scope: !84)
!151 = !DILocation(line: 0, scope: !103)
!152 = !DILocation(line: 38, column: 44, scope: !153)
!153 = distinct !DILexicalBlock(scope: !154, file: !2, line: 38, column: 33)
!154 = distinct !DILexicalBlock(scope: !103, file: !2, line: 38, column: 5)
!155 = !{!156, !157, i64 0}
!156 = !{!"P2", !157, i64 0, !159, i64 1, !160, i64 9, !161, i64 11, !162, i64 15}
!157 = !{!"omnipotent char", !158, i64 0}
!158 = !{!"Simple C/C++ TBAA"}
!159 = !{!"long", !157, i64 0}
!160 = !{!"short", !157, i64 0}
!161 = !{!"int", !157, i64 0}
!162 = !{!"double", !157, i64 0}
!163 = !DILocation(line: 38, column: 65, scope: !153)
!164 = !DILocation(line: 38, column: 67, scope: !153)
!165 = !{!156, !159, i64 1}
!166 = !DILocation(line: 38, column: 113, scope: !153)
!167 = !DILocation(line: 38, column: 115, scope: !153)
!168 = !{!156, !160, i64 9}
!169 = !DILocation(line: 38, column: 145, scope: !153)
!170 = !DILocation(line: 38, column: 147, scope: !153)
!171 = !{!156, !161, i64 11}
!172 = !DILocation(line: 38, column: 183, scope: !153)
!173 = !DILocation(line: 38, column: 185, scope: !153)
!174 = !{!156, !162, i64 15}
!175 = !DILocation(line: 38, column: 35, scope: !153)
!176 = !DILocation(line: 0, scope: !106)
!177 = !DILocation(line: 39, column: 56, scope: !178)
!178 = distinct !DILexicalBlock(scope: !106, file: !2, line: 39, column: 22)
!179 = !DILocation(line: 39, column: 53, scope: !178)
!180 = !DILocation(line: 40, column: 5, scope: !84)
!181 = !DILocation(line: 0, scope: !112)
!182 = !DILocation(line: 41, column: 117, scope: !183)
!183 = distinct !DILexicalBlock(scope: !112, file: !2, line: 41, column: 77)
!184 = !DILocation(line: 41, column: 141, scope: !84)
!185 = !DILocation(line: 42, column: 80, scope: !84)
!186 = !DILocation(line: 0, scope: !125)
!187 = !DILocation(line: 43, column: 60, scope: !188)
!188 = distinct !DILexicalBlock(scope: !125, file: !2, line: 43, column: 18)
!189 = !DILocation(line: 43, column: 53, scope: !188)
!190 = !DILocation(line: 43, column: 50, scope: !188)
!191 = !DILocation(line: 44, column: 5, scope: !84)
!192 = !DILocation(line: 45, column: 5, scope: !84)
!193 = !DILocation(line: 45, column: 19, scope: !84)
!194 = distinct !DIAssignID()
!195 = !DILocation(line: 45, column: 48, scope: !84)
!196 = !{!197, !157, i64 0}
!197 = !{!"A64", !157, i64 0, !162, i64 64, !161, i64 72}
!198 = distinct !DIAssignID()
!199 = !DILocation(line: 45, column: 55, scope: !84)
!200 = !DILocation(line: 45, column: 57, scope: !84)
!201 = !{!197, !162, i64 64}
!202 = distinct !DIAssignID()
!203 = !DILocation(line: 45, column: 66, scope: !84)
!204 = !DILocation(line: 45, column: 71, scope: !84)
!205 = !{!197, !161, i64 72}
!206 = distinct !DIAssignID()
!207 = !DILocation(line: 45, column: 99, scope: !84)
!208 = !DILocation(line: 45, column: 76, scope: !84)
!209 = !DILocation(line: 46, column: 32, scope: !84)
!210 = !DILocation(line: 46, column: 5, scope: !84)
!211 = !DILocation(line: 47, column: 81, scope: !84)
!212 = !DILocation(line: 48, column: 12, scope: !84)
!213 = !DILocation(line: 49, column: 1, scope: !84)
!214 = !DILocation(line: 48, column: 5, scope: !84)
!215 = !DILocation(line: 35, column: 46, scope: !216)
!216 = distinct !DILexicalBlock(scope: !90, file: !2, line: 35, column: 5)
!217 = !DILocation(line: 35, column: 40, scope: !216)
!218 = !DILocation(line: 35, column: 37, scope: !216)
!219 = !DILocation(line: 35, column: 31, scope: !216)
!220 = !DILocation(line: 35, column: 24, scope: !216)
!221 = distinct !{!221, !148, !222, !223}
!222 = !DILocation(line: 35, column: 53, scope: !90)
!223 = !{!"llvm.loop.mustprogress"}
!224 = !DISubprogram(name: "printf", scope: !225, file: !225, line: 356, type: !226, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!225 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!226 = !DISubroutineType(types: !227)
!227 = !{!64, !228, null}
!228 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !229)
!229 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !230, size: 64)
!230 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!231 = distinct !DISubprogram(name: "sump1", scope: !2, file: !2, line: 18, type: !232, scopeLine: 18, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !47, retainedNodes: !234)
!232 = !DISubroutineType(types: !233)
!233 = !{!66, !117}
!234 = !{!235}
!235 = !DILocalVariable(name: "p", arg: 1, scope: !231, file: !2, line: 18, type: !117)
!236 = !DILocation(line: 18, column: 60, scope: !231)
!237 = !DILocation(line: 18, column: 74, scope: !231)
!238 = !{!239, !157, i64 0}
!239 = !{!"P1", !157, i64 0, !161, i64 1, !160, i64 5, !240, i64 7}
!240 = !{!"long long", !157, i64 0}
!241 = !DILocation(line: 18, column: 72, scope: !231)
!242 = !DILocation(line: 18, column: 80, scope: !231)
!243 = !{!239, !161, i64 1}
!244 = !DILocation(line: 18, column: 76, scope: !231)
!245 = !DILocation(line: 18, column: 86, scope: !231)
!246 = !{!239, !160, i64 5}
!247 = !DILocation(line: 18, column: 84, scope: !231)
!248 = !DILocation(line: 18, column: 82, scope: !231)
!249 = !DILocation(line: 18, column: 92, scope: !231)
!250 = !{!239, !240, i64 7}
!251 = !DILocation(line: 18, column: 88, scope: !231)
!252 = !DILocation(line: 18, column: 65, scope: !231)
!253 = distinct !DISubprogram(name: "mkp1", scope: !2, file: !2, line: 17, type: !254, scopeLine: 17, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !47, retainedNodes: !256)
!254 = !DISubroutineType(types: !255)
!255 = !{!117, !64}
!256 = !{!257, !258}
!257 = !DILocalVariable(name: "k", arg: 1, scope: !253, file: !2, line: 17, type: !64)
!258 = !DILocalVariable(name: "p", scope: !253, file: !2, line: 17, type: !117)
!259 = !DILocation(line: 0, scope: !253)
!260 = !DILocation(line: 17, column: 68, scope: !253)
!261 = !DILocation(line: 17, column: 74, scope: !253)
!262 = !DILocation(line: 17, column: 72, scope: !253)
!263 = !DILocation(line: 17, column: 85, scope: !253)
!264 = !DILocation(line: 17, column: 93, scope: !253)
!265 = !DILocation(line: 17, column: 109, scope: !253)
!266 = !DILocation(line: 17, column: 122, scope: !253)
!267 = !DILocation(line: 17, column: 139, scope: !253)
!268 = distinct !DISubprogram(name: "sump2", scope: !2, file: !2, line: 19, type: !269, scopeLine: 19, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !47, retainedNodes: !273)
!269 = !DISubroutineType(types: !270)
!270 = !{!54, !271}
!271 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !272, size: 64)
!272 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !93)
!273 = !{!274}
!274 = !DILocalVariable(name: "p", arg: 1, scope: !268, file: !2, line: 19, type: !271)
!275 = !DILocation(line: 0, scope: !268)
!276 = !DILocation(line: 19, column: 81, scope: !268)
!277 = !DILocation(line: 19, column: 78, scope: !268)
!278 = !DILocation(line: 19, column: 88, scope: !268)
!279 = !DILocation(line: 19, column: 83, scope: !268)
!280 = !DILocation(line: 19, column: 95, scope: !268)
!281 = !DILocation(line: 19, column: 92, scope: !268)
!282 = !DILocation(line: 19, column: 90, scope: !268)
!283 = !DILocation(line: 19, column: 102, scope: !268)
!284 = !DILocation(line: 19, column: 99, scope: !268)
!285 = !DILocation(line: 19, column: 97, scope: !268)
!286 = !DILocation(line: 19, column: 119, scope: !268)
!287 = !DILocation(line: 19, column: 106, scope: !268)
!288 = !DILocation(line: 19, column: 104, scope: !268)
!289 = !DILocation(line: 19, column: 71, scope: !268)
!290 = distinct !DISubprogram(name: "suma32", scope: !2, file: !2, line: 21, type: !291, scopeLine: 21, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !47, retainedNodes: !299)
!291 = !DISubroutineType(types: !292)
!292 = !{!64, !293}
!293 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "A32", file: !2, line: 13, size: 256, align: 256, elements: !294)
!294 = !{!295}
!295 = !DIDerivedType(tag: DW_TAG_member, name: "v", scope: !293, file: !2, line: 13, baseType: !296, size: 96)
!296 = !DICompositeType(tag: DW_TAG_array_type, baseType: !64, size: 96, elements: !297)
!297 = !{!298}
!298 = !DISubrange(count: 3)
!299 = !{!300}
!300 = !DILocalVariable(name: "a", arg: 1, scope: !290, file: !2, line: 21, type: !293)
!301 = !DILocation(line: 21, column: 56, scope: !290)
!302 = !DILocation(line: 21, column: 68, scope: !290)
!303 = !{!161, !161, i64 0}
!304 = !DILocation(line: 21, column: 77, scope: !290)
!305 = !DILocation(line: 21, column: 75, scope: !290)
!306 = !DILocation(line: 21, column: 86, scope: !290)
!307 = !DILocation(line: 21, column: 84, scope: !290)
!308 = !DILocation(line: 21, column: 61, scope: !290)
!309 = distinct !DISubprogram(name: "mka32", scope: !2, file: !2, line: 20, type: !310, scopeLine: 20, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !47, retainedNodes: !312)
!310 = !DISubroutineType(types: !311)
!311 = !{!293, !64}
!312 = !{!313, !314}
!313 = !DILocalVariable(name: "k", arg: 1, scope: !309, file: !2, line: 20, type: !64)
!314 = !DILocalVariable(name: "a", scope: !309, file: !2, line: 20, type: !293)
!315 = !DILocation(line: 0, scope: !309)
!316 = !DILocation(line: 20, column: 71, scope: !309)
!317 = !DILocation(line: 20, column: 77, scope: !309)
!318 = !DILocation(line: 20, column: 84, scope: !309)
!319 = !DILocation(line: 20, column: 91, scope: !309)
!320 = !DILocation(line: 20, column: 100, scope: !309)
!321 = distinct !DISubprogram(name: "suma64", scope: !2, file: !2, line: 22, type: !322, scopeLine: 22, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !47, retainedNodes: !324)
!322 = !DISubroutineType(types: !323)
!323 = !{!69, !127}
!324 = !{!325}
!325 = !DILocalVariable(name: "a", arg: 1, scope: !321, file: !2, line: 22, type: !127)
!326 = !DILocation(line: 22, column: 59, scope: !321)
!327 = !DILocation(line: 22, column: 73, scope: !321)
!328 = !DILocation(line: 22, column: 71, scope: !321)
!329 = !DILocation(line: 22, column: 79, scope: !321)
!330 = !DILocation(line: 22, column: 75, scope: !321)
!331 = !DILocation(line: 22, column: 85, scope: !321)
!332 = !DILocation(line: 22, column: 83, scope: !321)
!333 = !DILocation(line: 22, column: 81, scope: !321)
!334 = !DILocation(line: 22, column: 64, scope: !321)
!335 = distinct !DISubprogram(name: "check_local_align", scope: !2, file: !2, line: 23, type: !85, scopeLine: 23, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !47, retainedNodes: !336)
!336 = !{!337, !338, !340}
!337 = !DILocalVariable(name: "local", scope: !335, file: !2, line: 24, type: !127)
!338 = !DILocalVariable(name: "arr", scope: !335, file: !2, line: 24, type: !339)
!339 = !DICompositeType(tag: DW_TAG_array_type, baseType: !293, size: 768, align: 256, elements: !297)
!340 = !DILocalVariable(name: "buf", scope: !335, file: !2, line: 24, type: !31, align: 1024)
!341 = distinct !DIAssignID()
!342 = !DILocation(line: 0, scope: !335)
!343 = distinct !DIAssignID()
!344 = distinct !DIAssignID()
!345 = distinct !DIAssignID()
!346 = distinct !DIAssignID()
!347 = distinct !DIAssignID()
!348 = !DILocation(line: 26, column: 5, scope: !335)
