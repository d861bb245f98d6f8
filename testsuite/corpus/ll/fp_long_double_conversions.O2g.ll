; ModuleID = 'programs/fp_long_double_conversions.c'
source_filename = "programs/fp_long_double_conversions.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [23 x i8] c"from: %La %La %La %La\0A\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [23 x i8] c"from i64: %La %La %La\0A\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [23 x i8] c"from u64: %La %La %La\0A\00", align 1, !dbg !9
@.str.3 = private unnamed_addr constant [27 x i8] c"from f/d: %La %La %La %La\0A\00", align 1, !dbg !11
@__const.main.v = private unnamed_addr constant [15 x x86_fp80] [x86_fp80 0xK00000000000000000000, x86_fp80 0xKBFFEC000000000000000, x86_fp80 0xK4005FFFAE147AE147AE1, x86_fp80 0xKC0068080000000000000, x86_fp80 0xK400EFFFF800000000000, x86_fp80 0xK401DFFFFFFFFCCCCCCCD, x86_fp80 0xKC01E80000000E6666666, x86_fp80 0xK401EFFFFFFFF80000000, x86_fp80 0xK403DFFFFFFFFFFFFFFFE, x86_fp80 0xKC03E8000000000000000, x86_fp80 0xK403E8000000000000000, x86_fp80 0xK403EFFFFFFFFFFFFFFFF, x86_fp80 0xK73E6D1BA8323FE558C61, x86_fp80 0xK0C179C3D73864F3805C0, x86_fp80 0xKC07F83A7C6269E6BD7D6], align 16
@.str.4 = private unnamed_addr constant [8 x i8] c"%-26La:\00", align 1, !dbg !16
@.str.5 = private unnamed_addr constant [7 x i8] c" i8=%d\00", align 1, !dbg !21
@.str.6 = private unnamed_addr constant [8 x i8] c" u16=%d\00", align 1, !dbg !26
@.str.7 = private unnamed_addr constant [8 x i8] c" i32=%d\00", align 1, !dbg !28
@.str.8 = private unnamed_addr constant [8 x i8] c" u32=%u\00", align 1, !dbg !30
@.str.9 = private unnamed_addr constant [10 x i8] c" i64=%lld\00", align 1, !dbg !32
@.str.10 = private unnamed_addr constant [10 x i8] c" u64=%llu\00", align 1, !dbg !37
@.str.11 = private unnamed_addr constant [12 x i8] c" f=%a d=%a\0A\00", align 1, !dbg !39
@.str.12 = private unnamed_addr constant [16 x i8] c"ties: %a %a %a\0A\00", align 1, !dbg !44
@.str.13 = private unnamed_addr constant [22 x i8] c"to float ties: %a %a\0A\00", align 1, !dbg !49
@.str.14 = private unnamed_addr constant [37 x i8] c"i128 from ld: %llx%016llx, back %La\0A\00", align 1, !dbg !54

; Function Attrs: nofree nounwind uwtable
define dso_local range(i32 -28, 228) i32 @main() local_unnamed_addr #0 !dbg !98 {
  %1 = alloca [15 x x86_fp80], align 16, !DIAssignID !116
    #dbg_assign(i1 undef, !102, !DIExpression(), !116, ptr %1, !DIExpression(), !117)
  %2 = alloca x86_fp80, align 16, !DIAssignID !118
    #dbg_assign(i1 undef, !112, !DIExpression(DW_OP_LLVM_fragment, 0, 80), !118, ptr %2, !DIExpression(), !117)
  %3 = alloca x86_fp80, align 16, !DIAssignID !119
    #dbg_assign(i1 undef, !113, !DIExpression(DW_OP_LLVM_fragment, 0, 80), !119, ptr %3, !DIExpression(), !117)
  %4 = alloca x86_fp80, align 16, !DIAssignID !120
    #dbg_assign(i1 undef, !114, !DIExpression(DW_OP_LLVM_fragment, 0, 80), !120, ptr %4, !DIExpression(), !117)
  %5 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, x86_fp80 noundef 0xKC0068000000000000000, x86_fp80 noundef 0xK400EFFFF000000000000, x86_fp80 noundef 0xKC01E8000000000000000, x86_fp80 noundef 0xK401EFFFFFFFF00000000), !dbg !121
  %6 = tail call fastcc x86_fp80 @from_i64(i64 noundef -9223372036854775808), !dbg !122
  %7 = tail call fastcc x86_fp80 @from_i64(i64 noundef 9223372036854775807), !dbg !123
  %8 = tail call fastcc x86_fp80 @from_i64(i64 noundef -1), !dbg !124
  %9 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, x86_fp80 noundef %6, x86_fp80 noundef %7, x86_fp80 noundef %8), !dbg !125
  %10 = tail call fastcc x86_fp80 @from_u64(i64 noundef -1), !dbg !126
  %11 = tail call fastcc x86_fp80 @from_u64(i64 noundef -9223372036854775808), !dbg !127
  %12 = tail call fastcc x86_fp80 @from_u64(i64 noundef -9223372036854775807), !dbg !128
  %13 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, x86_fp80 noundef %10, x86_fp80 noundef %11, x86_fp80 noundef %12), !dbg !129
  %14 = tail call fastcc x86_fp80 @from_f(float noundef 0x36A0000000000000), !dbg !130
  %15 = tail call fastcc x86_fp80 @from_f(float noundef 0xC7EFFFFFE0000000), !dbg !131
  %16 = tail call fastcc x86_fp80 @from_d(double noundef 4.940660e-324), !dbg !132
  %17 = tail call fastcc x86_fp80 @from_d(double noundef 1.000000e-01), !dbg !133
  %18 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, x86_fp80 noundef %14, x86_fp80 noundef %15, x86_fp80 noundef %16, x86_fp80 noundef %17), !dbg !134
  call void @llvm.lifetime.start.p0(i64 240, ptr nonnull %1) #5, !dbg !135
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 16 %1, ptr align 16 @__const.main.v, i64 240, i1 true), !dbg !136, !DIAssignID !137
    #dbg_assign(i1 undef, !102, !DIExpression(), !137, ptr %1, !DIExpression(), !117)
    #dbg_value(i32 0, !107, !DIExpression(), !138)
  br label %44, !dbg !139

19:                                               ; preds = %90
  call void @llvm.lifetime.start.p0(i64 10, ptr nonnull %2), !dbg !140
  store volatile x86_fp80 0xK3FFF8000000000000400, ptr %2, align 16, !dbg !141, !tbaa !142, !DIAssignID !146
    #dbg_assign(x86_fp80 0xK3FFF8000000000000400, !112, !DIExpression(DW_OP_LLVM_fragment, 0, 80), !146, ptr %2, !DIExpression(), !117)
  call void @llvm.lifetime.start.p0(i64 10, ptr nonnull %3), !dbg !140
  store volatile x86_fp80 0xK3FFF8000000000000401, ptr %3, align 16, !dbg !147, !tbaa !142, !DIAssignID !148
    #dbg_assign(x86_fp80 0xK3FFF8000000000000401, !113, !DIExpression(DW_OP_LLVM_fragment, 0, 80), !148, ptr %3, !DIExpression(), !117)
  call void @llvm.lifetime.start.p0(i64 10, ptr nonnull %4), !dbg !140
  store volatile x86_fp80 0xK3FFF8000000000000C00, ptr %4, align 16, !dbg !149, !tbaa !142, !DIAssignID !150
    #dbg_assign(x86_fp80 0xK3FFF8000000000000C00, !114, !DIExpression(DW_OP_LLVM_fragment, 0, 80), !150, ptr %4, !DIExpression(), !117)
  %20 = load volatile x86_fp80, ptr %2, align 16, !dbg !151, !tbaa !142
  %21 = tail call fastcc double @to_d(x86_fp80 noundef %20), !dbg !152
  %22 = load volatile x86_fp80, ptr %3, align 16, !dbg !153, !tbaa !142
  %23 = tail call fastcc double @to_d(x86_fp80 noundef %22), !dbg !154
  %24 = load volatile x86_fp80, ptr %4, align 16, !dbg !155, !tbaa !142
  %25 = tail call fastcc double @to_d(x86_fp80 noundef %24), !dbg !156
  %26 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, double noundef %21, double noundef %23, double noundef %25), !dbg !157
  %27 = tail call fastcc float @to_f(x86_fp80 noundef 0xK3FFF8000008000000000), !dbg !158
  %28 = fpext float %27 to double, !dbg !159
  %29 = tail call fastcc float @to_f(x86_fp80 noundef 0xK3FFF8000008000000008), !dbg !160
  %30 = fpext float %29 to double, !dbg !161
  %31 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, double noundef %28, double noundef %30), !dbg !162
  %32 = getelementptr inbounds i8, ptr %1, i64 176, !dbg !163
  %33 = load volatile x86_fp80, ptr %32, align 16, !dbg !163, !tbaa !142
  %34 = fmul x86_fp80 %33, 0xK40209502F90000000000, !dbg !164
  %35 = fptosi x86_fp80 %34 to i128, !dbg !165
    #dbg_value(i128 %35, !115, !DIExpression(), !117)
  %36 = lshr i128 %35, 64, !dbg !166
  %37 = trunc nuw i128 %36 to i64, !dbg !167
  %38 = trunc i128 %35 to i64, !dbg !168
  %39 = sitofp i128 %35 to x86_fp80, !dbg !169
  %40 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i64 noundef %37, i64 noundef %38, x86_fp80 noundef %39), !dbg !170
  %41 = tail call fastcc signext i8 @to_i8(x86_fp80 noundef 0xKC0059B66666666666666), !dbg !171
  %42 = sext i8 %41 to i32, !dbg !171
  %43 = add nsw i32 %42, 100, !dbg !172
  call void @llvm.lifetime.end.p0(i64 10, ptr nonnull %4), !dbg !173
  call void @llvm.lifetime.end.p0(i64 10, ptr nonnull %3), !dbg !173
  call void @llvm.lifetime.end.p0(i64 10, ptr nonnull %2), !dbg !173
  call void @llvm.lifetime.end.p0(i64 240, ptr nonnull %1) #5, !dbg !173
  ret i32 %43, !dbg !174

44:                                               ; preds = %0, %90
  %45 = phi i64 [ 0, %0 ], [ %95, %90 ]
    #dbg_value(i64 %45, !107, !DIExpression(), !138)
  %46 = getelementptr inbounds [15 x x86_fp80], ptr %1, i64 0, i64 %45, !dbg !175
  %47 = load volatile x86_fp80, ptr %46, align 16, !dbg !175, !tbaa !142
    #dbg_value(x86_fp80 %47, !109, !DIExpression(DW_OP_LLVM_fragment, 0, 80), !176)
  %48 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, x86_fp80 noundef %47), !dbg !177
  %49 = fcmp ogt x86_fp80 %47, 0xKC0068100000000000000, !dbg !178
  %50 = fcmp olt x86_fp80 %47, 0xK40068000000000000000
  %51 = and i1 %49, %50, !dbg !180
  br i1 %51, label %52, label %56, !dbg !180

52:                                               ; preds = %44
  %53 = tail call fastcc signext i8 @to_i8(x86_fp80 noundef %47), !dbg !181
  %54 = sext i8 %53 to i32, !dbg !181
  %55 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %54), !dbg !182
  br label %56, !dbg !182

56:                                               ; preds = %52, %44
  %57 = fcmp ogt x86_fp80 %47, 0xKBFFF8000000000000000, !dbg !183
  %58 = fcmp olt x86_fp80 %47, 0xK400F8000000000000000
  %59 = and i1 %57, %58, !dbg !185
  br i1 %59, label %60, label %64, !dbg !185

60:                                               ; preds = %56
  %61 = tail call fastcc zeroext i16 @to_u16(x86_fp80 noundef %47), !dbg !186
  %62 = zext i16 %61 to i32, !dbg !186
  %63 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef %62), !dbg !187
  br label %64, !dbg !187

64:                                               ; preds = %60, %56
  %65 = fcmp ogt x86_fp80 %47, 0xKC01E8000000100000000, !dbg !188
  %66 = fcmp olt x86_fp80 %47, 0xK401E8000000000000000
  %67 = and i1 %65, %66, !dbg !190
  br i1 %67, label %68, label %71, !dbg !190

68:                                               ; preds = %64
  %69 = tail call fastcc i32 @to_i32(x86_fp80 noundef %47), !dbg !191
  %70 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef %69), !dbg !192
  br label %71, !dbg !192

71:                                               ; preds = %68, %64
  %72 = fcmp olt x86_fp80 %47, 0xK401F8000000000000000
  %73 = and i1 %57, %72, !dbg !193
  br i1 %73, label %74, label %77, !dbg !193

74:                                               ; preds = %71
  %75 = tail call fastcc i32 @to_u32(x86_fp80 noundef %47), !dbg !195
  %76 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef %75), !dbg !196
  br label %77, !dbg !196

77:                                               ; preds = %74, %71
  %78 = fcmp ogt x86_fp80 %47, 0xKC03E8000000000000001, !dbg !197
  %79 = fcmp olt x86_fp80 %47, 0xK403E8000000000000000
  %80 = and i1 %78, %79, !dbg !199
  br i1 %80, label %81, label %84, !dbg !199

81:                                               ; preds = %77
  %82 = tail call fastcc i64 @to_i64(x86_fp80 noundef %47), !dbg !200
  %83 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i64 noundef %82), !dbg !201
  br label %84, !dbg !201

84:                                               ; preds = %81, %77
  %85 = fcmp olt x86_fp80 %47, 0xK403F8000000000000000
  %86 = and i1 %57, %85, !dbg !202
  br i1 %86, label %87, label %90, !dbg !202

87:                                               ; preds = %84
  %88 = tail call fastcc i64 @to_u64(x86_fp80 noundef %47), !dbg !204
  %89 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i64 noundef %88), !dbg !205
  br label %90, !dbg !205

90:                                               ; preds = %87, %84
  %91 = tail call fastcc float @to_f(x86_fp80 noundef %47), !dbg !206
  %92 = fpext float %91 to double, !dbg !207
  %93 = tail call fastcc double @to_d(x86_fp80 noundef %47), !dbg !208
  %94 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, double noundef %92, double noundef %93), !dbg !209
  %95 = add nuw nsw i64 %45, 1, !dbg !210
    #dbg_value(i64 %95, !107, !DIExpression(), !138)
  %96 = icmp eq i64 %95, 15, !dbg !211
  br i1 %96, label %19, label %44, !dbg !139, !llvm.loop !212
}

; Function Attrs: nofree nounwind
declare !dbg !215 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef x86_fp80 @from_i64(i64 noundef %0) unnamed_addr #2 !dbg !222 {
    #dbg_value(i64 %0, !226, !DIExpression(), !227)
  %2 = sitofp i64 %0 to x86_fp80, !dbg !228
  ret x86_fp80 %2, !dbg !229
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef x86_fp80 @from_u64(i64 noundef %0) unnamed_addr #2 !dbg !230 {
    #dbg_value(i64 %0, !234, !DIExpression(), !235)
  %2 = uitofp i64 %0 to x86_fp80, !dbg !236
  ret x86_fp80 %2, !dbg !237
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef x86_fp80 @from_f(float noundef %0) unnamed_addr #2 !dbg !238 {
    #dbg_value(float %0, !242, !DIExpression(), !243)
  %2 = fpext float %0 to x86_fp80, !dbg !244
  ret x86_fp80 %2, !dbg !245
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef x86_fp80 @from_d(double noundef %0) unnamed_addr #2 !dbg !246 {
    #dbg_value(double %0, !250, !DIExpression(), !251)
  %2 = fpext double %0 to x86_fp80, !dbg !252
  ret x86_fp80 %2, !dbg !253
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #3

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #4

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc signext i8 @to_i8(x86_fp80 noundef %0) unnamed_addr #2 !dbg !254 {
    #dbg_value(x86_fp80 %0, !258, !DIExpression(DW_OP_LLVM_fragment, 0, 80), !259)
  %2 = fptosi x86_fp80 %0 to i8, !dbg !260
  ret i8 %2, !dbg !261
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc zeroext i16 @to_u16(x86_fp80 noundef %0) unnamed_addr #2 !dbg !262 {
    #dbg_value(x86_fp80 %0, !266, !DIExpression(DW_OP_LLVM_fragment, 0, 80), !267)
  %2 = fptoui x86_fp80 %0 to i16, !dbg !268
  ret i16 %2, !dbg !269
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc i32 @to_i32(x86_fp80 noundef %0) unnamed_addr #2 !dbg !270 {
    #dbg_value(x86_fp80 %0, !274, !DIExpression(DW_OP_LLVM_fragment, 0, 80), !275)
  %2 = fptosi x86_fp80 %0 to i32, !dbg !276
  ret i32 %2, !dbg !277
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc i32 @to_u32(x86_fp80 noundef %0) unnamed_addr #2 !dbg !278 {
    #dbg_value(x86_fp80 %0, !282, !DIExpression(DW_OP_LLVM_fragment, 0, 80), !283)
  %2 = fptoui x86_fp80 %0 to i32, !dbg !284
  ret i32 %2, !dbg !285
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc i64 @to_i64(x86_fp80 noundef %0) unnamed_addr #2 !dbg !286 {
    #dbg_value(x86_fp80 %0, !290, !DIExpression(DW_OP_LLVM_fragment, 0, 80), !291)
  %2 = fptosi x86_fp80 %0 to i64, !dbg !292
  ret i64 %2, !dbg !293
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc i64 @to_u64(x86_fp80 noundef %0) unnamed_addr #2 !dbg !294 {
    #dbg_value(x86_fp80 %0, !298, !DIExpression(DW_OP_LLVM_fragment, 0, 80), !299)
  %2 = fptoui x86_fp80 %0 to i64, !dbg !300
  ret i64 %2, !dbg !301
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef float @to_f(x86_fp80 noundef %0) unnamed_addr #2 !dbg !302 {
    #dbg_value(x86_fp80 %0, !306, !DIExpression(DW_OP_LLVM_fragment, 0, 80), !307)
  %2 = fptrunc x86_fp80 %0 to float, !dbg !308
  ret float %2, !dbg !309
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef double @to_d(x86_fp80 noundef %0) unnamed_addr #2 !dbg !310 {
    #dbg_value(x86_fp80 %0, !314, !DIExpression(DW_OP_LLVM_fragment, 0, 80), !315)
  %2 = fptrunc x86_fp80 %0 to double, !dbg !316
  ret double %2, !dbg !317
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #3

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #5 = { nounwind }

!llvm.dbg.cu = !{!59}
!llvm.module.flags = !{!90, !91, !92, !93, !94, !95, !96}
!llvm.ident = !{!97}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 26, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "programs/fp_long_double_conversions.c", directory: ".", checksumkind: CSK_MD5, checksum: "f0b5ad27f749bd0c905d99bcf1a43be3")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 184, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 23)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 27, type: !3, isLocal: true, isDefinition: true)
!9 = !DIGlobalVariableExpression(var: !10, expr: !DIExpression())
!10 = distinct !DIGlobalVariable(scope: null, file: !2, line: 28, type: !3, isLocal: true, isDefinition: true)
!11 = !DIGlobalVariableExpression(var: !12, expr: !DIExpression())
!12 = distinct !DIGlobalVariable(scope: null, file: !2, line: 29, type: !13, isLocal: true, isDefinition: true)
!13 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 216, elements: !14)
!14 = !{!15}
!15 = !DISubrange(count: 27)
!16 = !DIGlobalVariableExpression(var: !17, expr: !DIExpression())
!17 = distinct !DIGlobalVariable(scope: null, file: !2, line: 34, type: !18, isLocal: true, isDefinition: true)
!18 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 64, elements: !19)
!19 = !{!20}
!20 = !DISubrange(count: 8)
!21 = !DIGlobalVariableExpression(var: !22, expr: !DIExpression())
!22 = distinct !DIGlobalVariable(scope: null, file: !2, line: 35, type: !23, isLocal: true, isDefinition: true)
!23 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 56, elements: !24)
!24 = !{!25}
!25 = !DISubrange(count: 7)
!26 = !DIGlobalVariableExpression(var: !27, expr: !DIExpression())
!27 = distinct !DIGlobalVariable(scope: null, file: !2, line: 36, type: !18, isLocal: true, isDefinition: true)
!28 = !DIGlobalVariableExpression(var: !29, expr: !DIExpression())
!29 = distinct !DIGlobalVariable(scope: null, file: !2, line: 37, type: !18, isLocal: true, isDefinition: true)
!30 = !DIGlobalVariableExpression(var: !31, expr: !DIExpression())
!31 = distinct !DIGlobalVariable(scope: null, file: !2, line: 38, type: !18, isLocal: true, isDefinition: true)
!32 = !DIGlobalVariableExpression(var: !33, expr: !DIExpression())
!33 = distinct !DIGlobalVariable(scope: null, file: !2, line: 39, type: !34, isLocal: true, isDefinition: true)
!34 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 80, elements: !35)
!35 = !{!36}
!36 = !DISubrange(count: 10)
!37 = !DIGlobalVariableExpression(var: !38, expr: !DIExpression())
!38 = distinct !DIGlobalVariable(scope: null, file: !2, line: 40, type: !34, isLocal: true, isDefinition: true)
!39 = !DIGlobalVariableExpression(var: !40, expr: !DIExpression())
!40 = distinct !DIGlobalVariable(scope: null, file: !2, line: 41, type: !41, isLocal: true, isDefinition: true)
!41 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 96, elements: !42)
!42 = !{!43}
!43 = !DISubrange(count: 12)
!44 = !DIGlobalVariableExpression(var: !45, expr: !DIExpression())
!45 = distinct !DIGlobalVariable(scope: null, file: !2, line: 45, type: !46, isLocal: true, isDefinition: true)
!46 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 128, elements: !47)
!47 = !{!48}
!48 = !DISubrange(count: 16)
!49 = !DIGlobalVariableExpression(var: !50, expr: !DIExpression())
!50 = distinct !DIGlobalVariable(scope: null, file: !2, line: 46, type: !51, isLocal: true, isDefinition: true)
!51 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 176, elements: !52)
!52 = !{!53}
!53 = !DISubrange(count: 22)
!54 = !DIGlobalVariableExpression(var: !55, expr: !DIExpression())
!55 = distinct !DIGlobalVariable(scope: null, file: !2, line: 48, type: !56, isLocal: true, isDefinition: true)
!56 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 296, elements: !57)
!57 = !{!58}
!58 = !DISubrange(count: 37)
!59 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !60, globals: !89, splitDebugInlining: false, nameTableKind: None)
!60 = !{!61, !62, !63, !64, !65, !66, !67, !68, !73, !77, !79, !82, !85, !88}
!61 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!62 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!63 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!64 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!65 = !DIBasicType(name: "__int128", size: 128, encoding: DW_ATE_signed)
!66 = !DIBasicType(name: "unsigned __int128", size: 128, encoding: DW_ATE_unsigned)
!67 = !DIBasicType(name: "long double", size: 128, encoding: DW_ATE_float)
!68 = !DIDerivedType(tag: DW_TAG_typedef, name: "int8_t", file: !69, line: 24, baseType: !70)
!69 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-intn.h", directory: "", checksumkind: CSK_MD5, checksum: "55bcbdc3159515ebd91d351a70d505f4")
!70 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int8_t", file: !71, line: 37, baseType: !72)
!71 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!72 = !DIBasicType(name: "signed char", size: 8, encoding: DW_ATE_signed_char)
!73 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint16_t", file: !74, line: 25, baseType: !75)
!74 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-uintn.h", directory: "", checksumkind: CSK_MD5, checksum: "2bf2ae53c58c01b1a1b9383b5195125c")
!75 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint16_t", file: !71, line: 40, baseType: !76)
!76 = !DIBasicType(name: "unsigned short", size: 16, encoding: DW_ATE_unsigned)
!77 = !DIDerivedType(tag: DW_TAG_typedef, name: "int32_t", file: !69, line: 26, baseType: !78)
!78 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int32_t", file: !71, line: 41, baseType: !61)
!79 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint32_t", file: !74, line: 26, baseType: !80)
!80 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint32_t", file: !71, line: 42, baseType: !81)
!81 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!82 = !DIDerivedType(tag: DW_TAG_typedef, name: "int64_t", file: !69, line: 27, baseType: !83)
!83 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int64_t", file: !71, line: 44, baseType: !84)
!84 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!85 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint64_t", file: !74, line: 27, baseType: !86)
!86 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint64_t", file: !71, line: 45, baseType: !87)
!87 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!88 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!89 = !{!0, !7, !9, !11, !16, !21, !26, !28, !30, !32, !37, !39, !44, !49, !54}
!90 = !{i32 7, !"Dwarf Version", i32 5}
!91 = !{i32 2, !"Debug Info Version", i32 3}
!92 = !{i32 1, !"wchar_size", i32 4}
!93 = !{i32 8, !"PIC Level", i32 2}
!94 = !{i32 7, !"PIE Level", i32 2}
!95 = !{i32 7, !"uwtable", i32 2}
!96 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!97 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!98 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 25, type: !99, scopeLine: 25, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !59, retainedNodes: !101)
!99 = !DISubroutineType(types: !100)
!100 = !{!61}
!101 = !{!102, !107, !109, !112, !113, !114, !115}
!102 = !DILocalVariable(name: "v", scope: !98, file: !2, line: 30, type: !103)
!103 = !DICompositeType(tag: DW_TAG_array_type, baseType: !104, size: 1920, elements: !105)
!104 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !67)
!105 = !{!106}
!106 = !DISubrange(count: 15)
!107 = !DILocalVariable(name: "i", scope: !108, file: !2, line: 32, type: !61)
!108 = distinct !DILexicalBlock(scope: !98, file: !2, line: 32, column: 5)
!109 = !DILocalVariable(name: "x", scope: !110, file: !2, line: 33, type: !67)
!110 = distinct !DILexicalBlock(scope: !111, file: !2, line: 32, column: 61)
!111 = distinct !DILexicalBlock(scope: !108, file: !2, line: 32, column: 5)
!112 = !DILocalVariable(name: "t1", scope: !98, file: !2, line: 44, type: !104)
!113 = !DILocalVariable(name: "t2", scope: !98, file: !2, line: 44, type: !104)
!114 = !DILocalVariable(name: "t3", scope: !98, file: !2, line: 44, type: !104)
!115 = !DILocalVariable(name: "big", scope: !98, file: !2, line: 47, type: !65)
!116 = distinct !DIAssignID()
!117 = !DILocation(line: 0, scope: !98)
!118 = distinct !DIAssignID()
!119 = distinct !DIAssignID()
!120 = distinct !DIAssignID()
!121 = !DILocation(line: 26, column: 5, scope: !98)
!122 = !DILocation(line: 27, column: 39, scope: !98)
!123 = !DILocation(line: 27, column: 60, scope: !98)
!124 = !DILocation(line: 27, column: 81, scope: !98)
!125 = !DILocation(line: 27, column: 5, scope: !98)
!126 = !DILocation(line: 28, column: 39, scope: !98)
!127 = !DILocation(line: 28, column: 61, scope: !98)
!128 = !DILocation(line: 28, column: 83, scope: !98)
!129 = !DILocation(line: 28, column: 5, scope: !98)
!130 = !DILocation(line: 29, column: 43, scope: !98)
!131 = !DILocation(line: 29, column: 65, scope: !98)
!132 = !DILocation(line: 29, column: 83, scope: !98)
!133 = !DILocation(line: 29, column: 105, scope: !98)
!134 = !DILocation(line: 29, column: 5, scope: !98)
!135 = !DILocation(line: 30, column: 5, scope: !98)
!136 = !DILocation(line: 30, column: 26, scope: !98)
!137 = distinct !DIAssignID()
!138 = !DILocation(line: 0, scope: !108)
!139 = !DILocation(line: 32, column: 5, scope: !108)
!140 = !DILocation(line: 44, column: 5, scope: !98)
!141 = !DILocation(line: 44, column: 26, scope: !98)
!142 = !{!143, !143, i64 0}
!143 = !{!"long double", !144, i64 0}
!144 = !{!"omnipotent char", !145, i64 0}
!145 = !{!"Simple C/C++ TBAA"}
!146 = distinct !DIAssignID()
!147 = !DILocation(line: 44, column: 48, scope: !98)
!148 = distinct !DIAssignID()
!149 = !DILocation(line: 44, column: 81, scope: !98)
!150 = distinct !DIAssignID()
!151 = !DILocation(line: 45, column: 37, scope: !98)
!152 = !DILocation(line: 45, column: 32, scope: !98)
!153 = !DILocation(line: 45, column: 47, scope: !98)
!154 = !DILocation(line: 45, column: 42, scope: !98)
!155 = !DILocation(line: 45, column: 57, scope: !98)
!156 = !DILocation(line: 45, column: 52, scope: !98)
!157 = !DILocation(line: 45, column: 5, scope: !98)
!158 = !DILocation(line: 46, column: 46, scope: !98)
!159 = !DILocation(line: 46, column: 38, scope: !98)
!160 = !DILocation(line: 46, column: 77, scope: !98)
!161 = !DILocation(line: 46, column: 69, scope: !98)
!162 = !DILocation(line: 46, column: 5, scope: !98)
!163 = !DILocation(line: 47, column: 31, scope: !98)
!164 = !DILocation(line: 47, column: 37, scope: !98)
!165 = !DILocation(line: 47, column: 20, scope: !98)
!166 = !DILocation(line: 48, column: 97, scope: !98)
!167 = !DILocation(line: 48, column: 53, scope: !98)
!168 = !DILocation(line: 48, column: 105, scope: !98)
!169 = !DILocation(line: 48, column: 130, scope: !98)
!170 = !DILocation(line: 48, column: 5, scope: !98)
!171 = !DILocation(line: 49, column: 12, scope: !98)
!172 = !DILocation(line: 49, column: 26, scope: !98)
!173 = !DILocation(line: 50, column: 1, scope: !98)
!174 = !DILocation(line: 49, column: 5, scope: !98)
!175 = !DILocation(line: 33, column: 25, scope: !110)
!176 = !DILocation(line: 0, scope: !110)
!177 = !DILocation(line: 34, column: 9, scope: !110)
!178 = !DILocation(line: 35, column: 15, scope: !179)
!179 = distinct !DILexicalBlock(scope: !110, file: !2, line: 35, column: 13)
!180 = !DILocation(line: 35, column: 25, scope: !179)
!181 = !DILocation(line: 35, column: 57, scope: !179)
!182 = !DILocation(line: 35, column: 40, scope: !179)
!183 = !DILocation(line: 36, column: 15, scope: !184)
!184 = distinct !DILexicalBlock(scope: !110, file: !2, line: 36, column: 13)
!185 = !DILocation(line: 36, column: 23, scope: !184)
!186 = !DILocation(line: 36, column: 58, scope: !184)
!187 = !DILocation(line: 36, column: 40, scope: !184)
!188 = !DILocation(line: 37, column: 15, scope: !189)
!189 = distinct !DILexicalBlock(scope: !110, file: !2, line: 37, column: 13)
!190 = !DILocation(line: 37, column: 32, scope: !189)
!191 = !DILocation(line: 37, column: 72, scope: !189)
!192 = !DILocation(line: 37, column: 54, scope: !189)
!193 = !DILocation(line: 38, column: 23, scope: !194)
!194 = distinct !DILexicalBlock(scope: !110, file: !2, line: 38, column: 13)
!195 = !DILocation(line: 38, column: 63, scope: !194)
!196 = !DILocation(line: 38, column: 45, scope: !194)
!197 = !DILocation(line: 39, column: 15, scope: !198)
!198 = distinct !DILexicalBlock(scope: !110, file: !2, line: 39, column: 13)
!199 = !DILocation(line: 39, column: 41, scope: !198)
!200 = !DILocation(line: 39, column: 103, scope: !198)
!201 = !DILocation(line: 39, column: 72, scope: !198)
!202 = !DILocation(line: 40, column: 23, scope: !203)
!203 = distinct !DILexicalBlock(scope: !110, file: !2, line: 40, column: 13)
!204 = !DILocation(line: 40, column: 95, scope: !203)
!205 = !DILocation(line: 40, column: 55, scope: !203)
!206 = !DILocation(line: 41, column: 40, scope: !110)
!207 = !DILocation(line: 41, column: 32, scope: !110)
!208 = !DILocation(line: 41, column: 49, scope: !110)
!209 = !DILocation(line: 41, column: 9, scope: !110)
!210 = !DILocation(line: 32, column: 57, scope: !111)
!211 = !DILocation(line: 32, column: 23, scope: !111)
!212 = distinct !{!212, !139, !213, !214}
!213 = !DILocation(line: 42, column: 5, scope: !108)
!214 = !{!"llvm.loop.mustprogress"}
!215 = !DISubprogram(name: "printf", scope: !216, file: !216, line: 356, type: !217, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!216 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!217 = !DISubroutineType(types: !218)
!218 = !{!61, !219, null}
!219 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !220)
!220 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !221, size: 64)
!221 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!222 = distinct !DISubprogram(name: "from_i64", scope: !2, file: !2, line: 12, type: !223, scopeLine: 12, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !59, retainedNodes: !225)
!223 = !DISubroutineType(types: !224)
!224 = !{!67, !82}
!225 = !{!226}
!226 = !DILocalVariable(name: "v", arg: 1, scope: !222, file: !2, line: 12, type: !82)
!227 = !DILocation(line: 0, scope: !222)
!228 = !DILocation(line: 12, column: 75, scope: !222)
!229 = !DILocation(line: 12, column: 68, scope: !222)
!230 = distinct !DISubprogram(name: "from_u64", scope: !2, file: !2, line: 13, type: !231, scopeLine: 13, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !59, retainedNodes: !233)
!231 = !DISubroutineType(types: !232)
!232 = !{!67, !85}
!233 = !{!234}
!234 = !DILocalVariable(name: "v", arg: 1, scope: !230, file: !2, line: 13, type: !85)
!235 = !DILocation(line: 0, scope: !230)
!236 = !DILocation(line: 13, column: 76, scope: !230)
!237 = !DILocation(line: 13, column: 69, scope: !230)
!238 = distinct !DISubprogram(name: "from_f", scope: !2, file: !2, line: 14, type: !239, scopeLine: 14, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !59, retainedNodes: !241)
!239 = !DISubroutineType(types: !240)
!240 = !{!67, !88}
!241 = !{!242}
!242 = !DILocalVariable(name: "v", arg: 1, scope: !238, file: !2, line: 14, type: !88)
!243 = !DILocation(line: 0, scope: !238)
!244 = !DILocation(line: 14, column: 71, scope: !238)
!245 = !DILocation(line: 14, column: 64, scope: !238)
!246 = distinct !DISubprogram(name: "from_d", scope: !2, file: !2, line: 15, type: !247, scopeLine: 15, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !59, retainedNodes: !249)
!247 = !DISubroutineType(types: !248)
!248 = !{!67, !64}
!249 = !{!250}
!250 = !DILocalVariable(name: "v", arg: 1, scope: !246, file: !2, line: 15, type: !64)
!251 = !DILocation(line: 0, scope: !246)
!252 = !DILocation(line: 15, column: 72, scope: !246)
!253 = !DILocation(line: 15, column: 65, scope: !246)
!254 = distinct !DISubprogram(name: "to_i8", scope: !2, file: !2, line: 16, type: !255, scopeLine: 16, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !59, retainedNodes: !257)
!255 = !DISubroutineType(types: !256)
!256 = !{!68, !67}
!257 = !{!258}
!258 = !DILocalVariable(name: "v", arg: 1, scope: !254, file: !2, line: 16, type: !67)
!259 = !DILocation(line: 0, scope: !254)
!260 = !DILocation(line: 16, column: 71, scope: !254)
!261 = !DILocation(line: 16, column: 64, scope: !254)
!262 = distinct !DISubprogram(name: "to_u16", scope: !2, file: !2, line: 17, type: !263, scopeLine: 17, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !59, retainedNodes: !265)
!263 = !DISubroutineType(types: !264)
!264 = !{!73, !67}
!265 = !{!266}
!266 = !DILocalVariable(name: "v", arg: 1, scope: !262, file: !2, line: 17, type: !67)
!267 = !DILocation(line: 0, scope: !262)
!268 = !DILocation(line: 17, column: 74, scope: !262)
!269 = !DILocation(line: 17, column: 67, scope: !262)
!270 = distinct !DISubprogram(name: "to_i32", scope: !2, file: !2, line: 18, type: !271, scopeLine: 18, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !59, retainedNodes: !273)
!271 = !DISubroutineType(types: !272)
!272 = !{!77, !67}
!273 = !{!274}
!274 = !DILocalVariable(name: "v", arg: 1, scope: !270, file: !2, line: 18, type: !67)
!275 = !DILocation(line: 0, scope: !270)
!276 = !DILocation(line: 18, column: 73, scope: !270)
!277 = !DILocation(line: 18, column: 66, scope: !270)
!278 = distinct !DISubprogram(name: "to_u32", scope: !2, file: !2, line: 19, type: !279, scopeLine: 19, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !59, retainedNodes: !281)
!279 = !DISubroutineType(types: !280)
!280 = !{!79, !67}
!281 = !{!282}
!282 = !DILocalVariable(name: "v", arg: 1, scope: !278, file: !2, line: 19, type: !67)
!283 = !DILocation(line: 0, scope: !278)
!284 = !DILocation(line: 19, column: 74, scope: !278)
!285 = !DILocation(line: 19, column: 67, scope: !278)
!286 = distinct !DISubprogram(name: "to_i64", scope: !2, file: !2, line: 20, type: !287, scopeLine: 20, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !59, retainedNodes: !289)
!287 = !DISubroutineType(types: !288)
!288 = !{!82, !67}
!289 = !{!290}
!290 = !DILocalVariable(name: "v", arg: 1, scope: !286, file: !2, line: 20, type: !67)
!291 = !DILocation(line: 0, scope: !286)
!292 = !DILocation(line: 20, column: 73, scope: !286)
!293 = !DILocation(line: 20, column: 66, scope: !286)
!294 = distinct !DISubprogram(name: "to_u64", scope: !2, file: !2, line: 21, type: !295, scopeLine: 21, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !59, retainedNodes: !297)
!295 = !DISubroutineType(types: !296)
!296 = !{!85, !67}
!297 = !{!298}
!298 = !DILocalVariable(name: "v", arg: 1, scope: !294, file: !2, line: 21, type: !67)
!299 = !DILocation(line: 0, scope: !294)
!300 = !DILocation(line: 21, column: 74, scope: !294)
!301 = !DILocation(line: 21, column: 67, scope: !294)
!302 = distinct !DISubprogram(name: "to_f", scope: !2, file: !2, line: 22, type: !303, scopeLine: 22, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !59, retainedNodes: !305)
!303 = !DISubroutineType(types: !304)
!304 = !{!88, !67}
!305 = !{!306}
!306 = !DILocalVariable(name: "v", arg: 1, scope: !302, file: !2, line: 22, type: !67)
!307 = !DILocation(line: 0, scope: !302)
!308 = !DILocation(line: 22, column: 69, scope: !302)
!309 = !DILocation(line: 22, column: 62, scope: !302)
!310 = distinct !DISubprogram(name: "to_d", scope: !2, file: !2, line: 23, type: !311, scopeLine: 23, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !59, retainedNodes: !313)
!311 = !DISubroutineType(types: !312)
!312 = !{!64, !67}
!313 = !{!314}
!314 = !DILocalVariable(name: "v", arg: 1, scope: !310, file: !2, line: 23, type: !67)
!315 = !DILocation(line: 0, scope: !310)
!316 = !DILocation(line: 23, column: 70, scope: !310)
!317 = !DILocation(line: 23, column: 63, scope: !310)
