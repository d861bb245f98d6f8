; ModuleID = 'programs/sign_extension_loads.c'
source_filename = "programs/sign_extension_loads.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@sca = internal unnamed_addr global [256 x i8] zeroinitializer, align 16, !dbg !0
@uca = internal unnamed_addr global [256 x i8] zeroinitializer, align 16, !dbg !62
@ssa = internal unnamed_addr global [300 x i16] zeroinitializer, align 16, !dbg !67
@usa = internal unnamed_addr global [300 x i16] zeroinitializer, align 16, !dbg !72
@.str = private unnamed_addr constant [37 x i8] c"sums: sc=%ld uc=%lu ss=%lld us=%lld\0A\00", align 1, !dbg !21
@.str.1 = private unnamed_addr constant [28 x i8] c"index_by_char: %d %d %d %d\0A\00", align 1, !dbg !27
@.str.2 = private unnamed_addr constant [25 x i8] c"plain char: %d %d %d %d\0A\00", align 1, !dbg !32
@.str.3 = private unnamed_addr constant [21 x i8] c"narrow: %d %d %d %d\0A\00", align 1, !dbg !37
@.str.4 = private unnamed_addr constant [19 x i8] c"add_narrow: %d %d\0A\00", align 1, !dbg !42
@.str.5 = private unnamed_addr constant [33 x i8] c"u_of_sc(-1)=%u u_of_sc(-128)=%u\0A\00", align 1, !dbg !47
@.str.6 = private unnamed_addr constant [14 x i8] c"rec sum %lld\0A\00", align 1, !dbg !52
@.str.7 = private unnamed_addr constant [52 x i8] c"0xff as uc->int %d, as sc->int %d, sc->uint64 %llx\0A\00", align 1, !dbg !57

; Function Attrs: nofree nounwind uwtable
define dso_local range(i32 0, 128) i32 @main() local_unnamed_addr #0 !dbg !84 {
  %1 = alloca [256 x i32], align 16, !DIAssignID !124
    #dbg_assign(i1 undef, !101, !DIExpression(), !124, ptr %1, !DIExpression(), !125)
  %2 = alloca i8, align 1, !DIAssignID !126
    #dbg_assign(i1 undef, !120, !DIExpression(), !126, ptr %2, !DIExpression(), !125)
  %3 = alloca i8, align 1, !DIAssignID !127
    #dbg_assign(i1 undef, !122, !DIExpression(), !127, ptr %3, !DIExpression(), !125)
    #dbg_value(i32 0, !88, !DIExpression(), !128)
  br label %4, !dbg !129

4:                                                ; preds = %4, %0
  %5 = phi i64 [ 0, %0 ], [ %10, %4 ], !dbg !130
  %6 = phi <16 x i8> [ <i8 0, i8 1, i8 2, i8 3, i8 4, i8 5, i8 6, i8 7, i8 8, i8 9, i8 10, i8 11, i8 12, i8 13, i8 14, i8 15>, %0 ], [ %11, %4 ], !dbg !132
  %7 = mul <16 x i8> %6, <i8 37, i8 37, i8 37, i8 37, i8 37, i8 37, i8 37, i8 37, i8 37, i8 37, i8 37, i8 37, i8 37, i8 37, i8 37, i8 37>, !dbg !132
  %8 = getelementptr inbounds [256 x i8], ptr @sca, i64 0, i64 %5, !dbg !134
  store <16 x i8> %7, ptr %8, align 16, !dbg !135, !tbaa !136
  %9 = getelementptr inbounds [256 x i8], ptr @uca, i64 0, i64 %5, !dbg !139
  store <16 x i8> %7, ptr %9, align 16, !dbg !140, !tbaa !136
  %10 = add nuw i64 %5, 16, !dbg !130
  %11 = add <16 x i8> %6, <i8 16, i8 16, i8 16, i8 16, i8 16, i8 16, i8 16, i8 16, i8 16, i8 16, i8 16, i8 16, i8 16, i8 16, i8 16, i8 16>, !dbg !132
  %12 = icmp eq i64 %10, 256, !dbg !130
  br i1 %12, label %13, label %4, !dbg !130, !llvm.loop !141

13:                                               ; preds = %4, %13
  %14 = phi i64 [ %32, %13 ], [ 0, %4 ], !dbg !146
  %15 = phi <8 x i16> [ %33, %13 ], [ <i16 0, i16 1, i16 2, i16 3, i16 4, i16 5, i16 6, i16 7>, %4 ], !dbg !148
  %16 = mul <8 x i16> %15, <i16 1234, i16 1234, i16 1234, i16 1234, i16 1234, i16 1234, i16 1234, i16 1234>, !dbg !148
  %17 = mul <8 x i16> %15, <i16 1234, i16 1234, i16 1234, i16 1234, i16 1234, i16 1234, i16 1234, i16 1234>, !dbg !148
  %18 = add <8 x i16> %17, <i16 9872, i16 9872, i16 9872, i16 9872, i16 9872, i16 9872, i16 9872, i16 9872>, !dbg !148
  %19 = getelementptr inbounds [300 x i16], ptr @ssa, i64 0, i64 %14, !dbg !150
  %20 = getelementptr inbounds i8, ptr %19, i64 16, !dbg !151
  store <8 x i16> %16, ptr %19, align 16, !dbg !151, !tbaa !152
  store <8 x i16> %18, ptr %20, align 16, !dbg !151, !tbaa !152
  %21 = getelementptr inbounds [300 x i16], ptr @usa, i64 0, i64 %14, !dbg !154
  %22 = getelementptr inbounds i8, ptr %21, i64 16, !dbg !155
  store <8 x i16> %16, ptr %21, align 16, !dbg !155, !tbaa !152
  store <8 x i16> %18, ptr %22, align 16, !dbg !155, !tbaa !152
  %23 = or disjoint i64 %14, 16, !dbg !146
  %24 = add <8 x i16> %15, <i16 16, i16 16, i16 16, i16 16, i16 16, i16 16, i16 16, i16 16>, !dbg !148
  %25 = mul <8 x i16> %24, <i16 1234, i16 1234, i16 1234, i16 1234, i16 1234, i16 1234, i16 1234, i16 1234>, !dbg !148
  %26 = mul <8 x i16> %24, <i16 1234, i16 1234, i16 1234, i16 1234, i16 1234, i16 1234, i16 1234, i16 1234>, !dbg !148
  %27 = add <8 x i16> %26, <i16 9872, i16 9872, i16 9872, i16 9872, i16 9872, i16 9872, i16 9872, i16 9872>, !dbg !148
  %28 = getelementptr inbounds [300 x i16], ptr @ssa, i64 0, i64 %23, !dbg !150
  %29 = getelementptr inbounds i8, ptr %28, i64 16, !dbg !151
  store <8 x i16> %25, ptr %28, align 16, !dbg !151, !tbaa !152
  store <8 x i16> %27, ptr %29, align 16, !dbg !151, !tbaa !152
  %30 = getelementptr inbounds [300 x i16], ptr @usa, i64 0, i64 %23, !dbg !154
  %31 = getelementptr inbounds i8, ptr %30, i64 16, !dbg !155
  store <8 x i16> %25, ptr %30, align 16, !dbg !155, !tbaa !152
  store <8 x i16> %27, ptr %31, align 16, !dbg !155, !tbaa !152
  %32 = add nuw nsw i64 %14, 32, !dbg !146
  %33 = add <8 x i16> %15, <i16 32, i16 32, i16 32, i16 32, i16 32, i16 32, i16 32, i16 32>, !dbg !148
  %34 = icmp eq i64 %32, 288, !dbg !146
  br i1 %34, label %35, label %13, !dbg !146, !llvm.loop !156

35:                                               ; preds = %13
    #dbg_value(i64 288, !90, !DIExpression(), !159)
  store i16 27712, ptr getelementptr inbounds (i8, ptr @ssa, i64 576), align 16, !dbg !151, !tbaa !152
  store i16 27712, ptr getelementptr inbounds (i8, ptr @usa, i64 576), align 16, !dbg !155, !tbaa !152
    #dbg_value(i64 289, !90, !DIExpression(), !159)
  store i16 28946, ptr getelementptr inbounds (i8, ptr @ssa, i64 578), align 2, !dbg !151, !tbaa !152
  store i16 28946, ptr getelementptr inbounds (i8, ptr @usa, i64 578), align 2, !dbg !155, !tbaa !152
    #dbg_value(i64 290, !90, !DIExpression(), !159)
  store i16 30180, ptr getelementptr inbounds (i8, ptr @ssa, i64 580), align 4, !dbg !151, !tbaa !152
  store i16 30180, ptr getelementptr inbounds (i8, ptr @usa, i64 580), align 4, !dbg !155, !tbaa !152
    #dbg_value(i64 291, !90, !DIExpression(), !159)
  store i16 31414, ptr getelementptr inbounds (i8, ptr @ssa, i64 582), align 2, !dbg !151, !tbaa !152
  store i16 31414, ptr getelementptr inbounds (i8, ptr @usa, i64 582), align 2, !dbg !155, !tbaa !152
    #dbg_value(i64 292, !90, !DIExpression(), !159)
  store i16 32648, ptr getelementptr inbounds (i8, ptr @ssa, i64 584), align 8, !dbg !151, !tbaa !152
  store i16 32648, ptr getelementptr inbounds (i8, ptr @usa, i64 584), align 8, !dbg !155, !tbaa !152
    #dbg_value(i64 293, !90, !DIExpression(), !159)
  store i16 -31654, ptr getelementptr inbounds (i8, ptr @ssa, i64 586), align 2, !dbg !151, !tbaa !152
  store i16 -31654, ptr getelementptr inbounds (i8, ptr @usa, i64 586), align 2, !dbg !155, !tbaa !152
    #dbg_value(i64 294, !90, !DIExpression(), !159)
  store i16 -30420, ptr getelementptr inbounds (i8, ptr @ssa, i64 588), align 4, !dbg !151, !tbaa !152
  store i16 -30420, ptr getelementptr inbounds (i8, ptr @usa, i64 588), align 4, !dbg !155, !tbaa !152
    #dbg_value(i64 295, !90, !DIExpression(), !159)
  store i16 -29186, ptr getelementptr inbounds (i8, ptr @ssa, i64 590), align 2, !dbg !151, !tbaa !152
  store i16 -29186, ptr getelementptr inbounds (i8, ptr @usa, i64 590), align 2, !dbg !155, !tbaa !152
    #dbg_value(i64 296, !90, !DIExpression(), !159)
  store i16 -27952, ptr getelementptr inbounds (i8, ptr @ssa, i64 592), align 16, !dbg !151, !tbaa !152
  store i16 -27952, ptr getelementptr inbounds (i8, ptr @usa, i64 592), align 16, !dbg !155, !tbaa !152
    #dbg_value(i64 297, !90, !DIExpression(), !159)
  store i16 -26718, ptr getelementptr inbounds (i8, ptr @ssa, i64 594), align 2, !dbg !151, !tbaa !152
  store i16 -26718, ptr getelementptr inbounds (i8, ptr @usa, i64 594), align 2, !dbg !155, !tbaa !152
    #dbg_value(i64 298, !90, !DIExpression(), !159)
  store i16 -25484, ptr getelementptr inbounds (i8, ptr @ssa, i64 596), align 4, !dbg !151, !tbaa !152
  store i16 -25484, ptr getelementptr inbounds (i8, ptr @usa, i64 596), align 4, !dbg !155, !tbaa !152
    #dbg_value(i64 299, !90, !DIExpression(), !159)
  store i16 -24250, ptr getelementptr inbounds (i8, ptr @ssa, i64 598), align 2, !dbg !151, !tbaa !152
  store i16 -24250, ptr getelementptr inbounds (i8, ptr @usa, i64 598), align 2, !dbg !155, !tbaa !152
    #dbg_value(i64 300, !90, !DIExpression(), !159)
  br label %36, !dbg !160

36:                                               ; preds = %35, %36
  %37 = phi i64 [ %42, %36 ], [ 0, %35 ]
  %38 = phi i64 [ %45, %36 ], [ 0, %35 ]
  %39 = phi i32 [ %46, %36 ], [ 0, %35 ]
    #dbg_value(i64 %37, !92, !DIExpression(), !125)
    #dbg_value(i64 %38, !93, !DIExpression(), !125)
    #dbg_value(i32 %39, !97, !DIExpression(), !161)
  %40 = tail call fastcc signext i8 @get_sc(i32 noundef %39), !dbg !162
  %41 = tail call fastcc i64 @widen_sc(i8 noundef signext %40), !dbg !165
  %42 = add nsw i64 %41, %37, !dbg !166
    #dbg_value(i64 %42, !92, !DIExpression(), !125)
  %43 = tail call fastcc zeroext i8 @get_uc(i32 noundef %39), !dbg !167
  %44 = tail call fastcc i64 @widen_uc(i8 noundef zeroext %43), !dbg !168
  %45 = add i64 %44, %38, !dbg !169
    #dbg_value(i64 %45, !93, !DIExpression(), !125)
  %46 = add nuw nsw i32 %39, 1, !dbg !170
    #dbg_value(i32 %46, !97, !DIExpression(), !161)
  %47 = icmp eq i32 %46, 256, !dbg !171
  br i1 %47, label %50, label %36, !dbg !160, !llvm.loop !172

48:                                               ; preds = %50
  %49 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i64 noundef %42, i64 noundef %45, i64 noundef %57, i64 noundef %61), !dbg !174
  call void @llvm.lifetime.start.p0(i64 1024, ptr nonnull %1) #6, !dbg !175
    #dbg_value(i32 0, !103, !DIExpression(), !176)
  br label %103, !dbg !177

50:                                               ; preds = %36, %50
  %51 = phi i64 [ %62, %50 ], [ 0, %36 ]
  %52 = phi i64 [ %57, %50 ], [ 0, %36 ]
  %53 = phi i64 [ %61, %50 ], [ 0, %36 ]
    #dbg_value(i64 %52, !95, !DIExpression(), !125)
    #dbg_value(i64 %53, !96, !DIExpression(), !125)
    #dbg_value(i64 %51, !99, !DIExpression(), !178)
  %54 = getelementptr inbounds [300 x i16], ptr @ssa, i64 0, i64 %51, !dbg !179
  %55 = load i16, ptr %54, align 2, !dbg !179, !tbaa !152
  %56 = tail call fastcc i64 @widen_short(i16 noundef signext %55), !dbg !182
  %57 = add nsw i64 %56, %52, !dbg !183
    #dbg_value(i64 %57, !95, !DIExpression(), !125)
  %58 = getelementptr inbounds [300 x i16], ptr @usa, i64 0, i64 %51, !dbg !184
  %59 = load i16, ptr %58, align 2, !dbg !184, !tbaa !152
  %60 = zext i16 %59 to i64, !dbg !184
  %61 = add nuw nsw i64 %53, %60, !dbg !185
    #dbg_value(i64 %61, !96, !DIExpression(), !125)
  %62 = add nuw nsw i64 %51, 1, !dbg !186
    #dbg_value(i64 %62, !99, !DIExpression(), !178)
  %63 = icmp eq i64 %62, 300, !dbg !187
  br i1 %63, label %48, label %50, !dbg !188, !llvm.loop !189

64:                                               ; preds = %103
  %65 = getelementptr inbounds i8, ptr %1, i64 512, !dbg !191
    #dbg_value(ptr %65, !105, !DIExpression(), !125)
  %66 = call fastcc i32 @index_by_char(ptr noundef nonnull %65, i8 noundef signext -128), !dbg !192
  %67 = call fastcc i32 @index_by_char(ptr noundef nonnull %65, i8 noundef signext -1), !dbg !193
  %68 = call fastcc i32 @index_by_char(ptr noundef nonnull %65, i8 noundef signext 0), !dbg !194
  %69 = call fastcc i32 @index_by_char(ptr noundef nonnull %65, i8 noundef signext 127), !dbg !195
  %70 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %66, i32 noundef %67, i32 noundef %68, i32 noundef %69), !dbg !196
    #dbg_value(i8 97, !108, !DIExpression(DW_OP_LLVM_fragment, 0, 8), !125)
    #dbg_value(i8 -128, !108, !DIExpression(DW_OP_LLVM_fragment, 8, 8), !125)
    #dbg_value(i8 -1, !108, !DIExpression(DW_OP_LLVM_fragment, 16, 8), !125)
    #dbg_value(i8 127, !108, !DIExpression(DW_OP_LLVM_fragment, 24, 8), !125)
    #dbg_value(i8 poison, !108, !DIExpression(DW_OP_LLVM_fragment, 32, 8), !125)
  %71 = tail call fastcc i32 @plain_char(i8 noundef signext 97), !dbg !197
  %72 = tail call fastcc i32 @plain_char(i8 noundef signext -128), !dbg !198
  %73 = tail call fastcc i32 @plain_char(i8 noundef signext -1), !dbg !199
  %74 = tail call fastcc i32 @plain_char(i8 noundef signext 127), !dbg !200
  %75 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %71, i32 noundef %72, i32 noundef %73, i32 noundef %74), !dbg !201
  %76 = tail call fastcc signext i8 @narrow(i32 noundef 200), !dbg !202
  %77 = sext i8 %76 to i32, !dbg !202
  %78 = tail call fastcc signext i8 @narrow(i32 noundef -129), !dbg !203
  %79 = sext i8 %78 to i32, !dbg !203
  %80 = tail call fastcc signext i8 @narrow(i32 noundef 4660), !dbg !204
  %81 = sext i8 %80 to i32, !dbg !204
  %82 = tail call fastcc signext i8 @narrow(i32 noundef -1), !dbg !205
  %83 = sext i8 %82 to i32, !dbg !205
  %84 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %77, i32 noundef %79, i32 noundef %81, i32 noundef %83), !dbg !206
  %85 = tail call fastcc i32 @add_narrow(i8 noundef signext -128, i8 noundef signext -128), !dbg !207
  %86 = tail call fastcc i32 @add_narrow(i8 noundef signext 127, i8 noundef signext 127), !dbg !208
  %87 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %85, i32 noundef %86), !dbg !209
  %88 = tail call fastcc i32 @u_of_sc(i8 noundef signext -1), !dbg !210
  %89 = tail call fastcc i32 @u_of_sc(i8 noundef signext -128), !dbg !211
  %90 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %88, i32 noundef %89), !dbg !212
    #dbg_value(i8 -16, !113, !DIExpression(DW_OP_LLVM_fragment, 0, 8), !125)
    #dbg_value(i8 poison, !113, !DIExpression(DW_OP_LLVM_fragment, 8, 8), !125)
    #dbg_value(i16 -32767, !113, !DIExpression(DW_OP_LLVM_fragment, 16, 16), !125)
    #dbg_value(i32 -1, !113, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !125)
    #dbg_value(i64 -32784, !119, !DIExpression(), !125)
  %91 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i64 noundef -32784), !dbg !213
  call void @llvm.lifetime.start.p0(i64 1, ptr nonnull %2), !dbg !214
  store volatile i8 -1, ptr %2, align 1, !dbg !215, !tbaa !136, !DIAssignID !216
    #dbg_assign(i8 -1, !120, !DIExpression(), !216, ptr %2, !DIExpression(), !125)
  call void @llvm.lifetime.start.p0(i64 1, ptr nonnull %3), !dbg !217
  store volatile i8 -1, ptr %3, align 1, !dbg !218, !tbaa !136, !DIAssignID !219
    #dbg_assign(i8 -1, !122, !DIExpression(), !219, ptr %3, !DIExpression(), !125)
  %92 = load volatile i8, ptr %2, align 1, !dbg !220, !tbaa !136
  %93 = zext i8 %92 to i32, !dbg !220
  %94 = load volatile i8, ptr %3, align 1, !dbg !221, !tbaa !136
  %95 = sext i8 %94 to i32, !dbg !221
  %96 = load volatile i8, ptr %3, align 1, !dbg !222, !tbaa !136
  %97 = sext i8 %96 to i64, !dbg !223
  %98 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef %93, i32 noundef %95, i64 noundef %97), !dbg !224
  %99 = add nsw i64 %42, %45, !dbg !225
  %100 = add nsw i64 %99, %57, !dbg !226
  %101 = trunc i64 %100 to i32, !dbg !227
  %102 = and i32 %101, 127, !dbg !227
  call void @llvm.lifetime.end.p0(i64 1, ptr nonnull %3), !dbg !228
  call void @llvm.lifetime.end.p0(i64 1, ptr nonnull %2), !dbg !228
  call void @llvm.lifetime.end.p0(i64 1024, ptr nonnull %1) #6, !dbg !228
  ret i32 %102, !dbg !229

103:                                              ; preds = %103, %48
  %104 = phi i64 [ 0, %48 ], [ %120, %103 ]
    #dbg_value(i64 %104, !103, !DIExpression(), !176)
  %105 = mul nuw nsw i64 %104, %104, !dbg !230
  %106 = getelementptr inbounds [256 x i32], ptr %1, i64 0, i64 %104, !dbg !232
  %107 = trunc nuw i64 %105 to i32, !dbg !233
  store i32 %107, ptr %106, align 16, !dbg !233, !tbaa !234
  %108 = or disjoint i64 %104, 1, !dbg !236
    #dbg_value(i64 %108, !103, !DIExpression(), !176)
  %109 = mul nuw nsw i64 %108, %108, !dbg !230
  %110 = getelementptr inbounds [256 x i32], ptr %1, i64 0, i64 %108, !dbg !232
  %111 = trunc nuw i64 %109 to i32, !dbg !233
  store i32 %111, ptr %110, align 4, !dbg !233, !tbaa !234
  %112 = or disjoint i64 %104, 2, !dbg !236
    #dbg_value(i64 %112, !103, !DIExpression(), !176)
  %113 = mul nuw nsw i64 %112, %112, !dbg !230
  %114 = getelementptr inbounds [256 x i32], ptr %1, i64 0, i64 %112, !dbg !232
  %115 = trunc nuw i64 %113 to i32, !dbg !233
  store i32 %115, ptr %114, align 8, !dbg !233, !tbaa !234
  %116 = or disjoint i64 %104, 3, !dbg !236
    #dbg_value(i64 %116, !103, !DIExpression(), !176)
  %117 = mul nuw nsw i64 %116, %116, !dbg !230
  %118 = getelementptr inbounds [256 x i32], ptr %1, i64 0, i64 %116, !dbg !232
  %119 = trunc nuw i64 %117 to i32, !dbg !233
  store i32 %119, ptr %118, align 4, !dbg !233, !tbaa !234
  %120 = add nuw nsw i64 %104, 4, !dbg !236
    #dbg_value(i64 %120, !103, !DIExpression(), !176)
  %121 = icmp eq i64 %120, 256, !dbg !237
  br i1 %121, label %64, label %103, !dbg !177, !llvm.loop !238
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i64 -128, 128) i64 @widen_sc(i8 noundef signext %0) unnamed_addr #2 !dbg !240 {
    #dbg_value(i8 %0, !244, !DIExpression(), !245)
  %2 = sext i8 %0 to i64, !dbg !246
  ret i64 %2, !dbg !247
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(read, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc signext i8 @get_sc(i32 noundef %0) unnamed_addr #3 !dbg !248 {
    #dbg_value(i32 %0, !252, !DIExpression(), !253)
  %2 = sext i32 %0 to i64, !dbg !254
  %3 = getelementptr inbounds [256 x i8], ptr @sca, i64 0, i64 %2, !dbg !254
  %4 = load i8, ptr %3, align 1, !dbg !254, !tbaa !136
  ret i8 %4, !dbg !255
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i64 0, 256) i64 @widen_uc(i8 noundef zeroext %0) unnamed_addr #2 !dbg !256 {
    #dbg_value(i8 %0, !260, !DIExpression(), !261)
  %2 = zext i8 %0 to i64, !dbg !262
  ret i64 %2, !dbg !263
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(read, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc zeroext i8 @get_uc(i32 noundef %0) unnamed_addr #3 !dbg !264 {
    #dbg_value(i32 %0, !268, !DIExpression(), !269)
  %2 = sext i32 %0 to i64, !dbg !270
  %3 = getelementptr inbounds [256 x i8], ptr @uca, i64 0, i64 %2, !dbg !270
  %4 = load i8, ptr %3, align 1, !dbg !270, !tbaa !136
  ret i8 %4, !dbg !271
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i64 -32768, 32768) i64 @widen_short(i16 noundef signext %0) unnamed_addr #2 !dbg !272 {
    #dbg_value(i16 %0, !276, !DIExpression(), !277)
  %2 = sext i16 %0 to i64, !dbg !278
  ret i64 %2, !dbg !279
}

; Function Attrs: nofree nounwind
declare !dbg !280 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #4

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define internal fastcc i32 @index_by_char(ptr nocapture noundef readonly %0, i8 noundef signext %1) unnamed_addr #5 !dbg !286 {
    #dbg_value(ptr %0, !290, !DIExpression(), !292)
    #dbg_value(i8 %1, !291, !DIExpression(), !292)
  %3 = sext i8 %1 to i64, !dbg !293
  %4 = getelementptr inbounds i32, ptr %0, i64 %3, !dbg !293
  %5 = load i32, ptr %4, align 4, !dbg !293, !tbaa !234
  ret i32 %5, !dbg !294
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i32 -128, 128) i32 @plain_char(i8 noundef signext %0) unnamed_addr #2 !dbg !295 {
    #dbg_value(i8 %0, !299, !DIExpression(), !300)
  %2 = sext i8 %0 to i32, !dbg !301
  ret i32 %2, !dbg !302
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef signext i8 @narrow(i32 noundef %0) unnamed_addr #2 !dbg !303 {
    #dbg_value(i32 %0, !307, !DIExpression(), !308)
  %2 = trunc i32 %0 to i8, !dbg !309
  ret i8 %2, !dbg !310
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i32 -256, 255) i32 @add_narrow(i8 noundef signext %0, i8 noundef signext %1) unnamed_addr #2 !dbg !311 {
    #dbg_value(i8 %0, !315, !DIExpression(), !317)
    #dbg_value(i8 %1, !316, !DIExpression(), !317)
  %3 = sext i8 %0 to i32, !dbg !318
  %4 = sext i8 %1 to i32, !dbg !319
  %5 = add nsw i32 %4, %3, !dbg !320
  ret i32 %5, !dbg !321
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i32 -128, 0) i32 @u_of_sc(i8 noundef signext %0) unnamed_addr #2 !dbg !322 {
    #dbg_value(i8 %0, !326, !DIExpression(), !327)
  %2 = sext i8 %0 to i32, !dbg !328
  ret i32 %2, !dbg !329
}

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(read, argmem: none, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!76, !77, !78, !79, !80, !81, !82}
!llvm.ident = !{!83}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "sca", scope: !2, file: !3, line: 8, type: !75, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !20, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "programs/sign_extension_loads.c", directory: ".", checksumkind: CSK_MD5, checksum: "2667a047b178b5ac5302540290f84599")
!4 = !{!5, !6, !7, !8, !9, !10, !11, !16, !15, !17, !19}
!5 = !DIBasicType(name: "signed char", size: 8, encoding: DW_ATE_signed_char)
!6 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!7 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!8 = !DIBasicType(name: "unsigned short", size: 16, encoding: DW_ATE_unsigned)
!9 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!10 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!11 = !DIDerivedType(tag: DW_TAG_typedef, name: "int64_t", file: !12, line: 27, baseType: !13)
!12 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-intn.h", directory: "", checksumkind: CSK_MD5, checksum: "55bcbdc3159515ebd91d351a70d505f4")
!13 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int64_t", file: !14, line: 44, baseType: !15)
!14 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!15 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!16 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!17 = !DIDerivedType(tag: DW_TAG_typedef, name: "int8_t", file: !12, line: 24, baseType: !18)
!18 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int8_t", file: !14, line: 37, baseType: !5)
!19 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!20 = !{!21, !27, !32, !37, !42, !47, !52, !57, !0, !62, !67, !72}
!21 = !DIGlobalVariableExpression(var: !22, expr: !DIExpression())
!22 = distinct !DIGlobalVariable(scope: null, file: !3, line: 30, type: !23, isLocal: true, isDefinition: true)
!23 = !DICompositeType(tag: DW_TAG_array_type, baseType: !24, size: 296, elements: !25)
!24 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!25 = !{!26}
!26 = !DISubrange(count: 37)
!27 = !DIGlobalVariableExpression(var: !28, expr: !DIExpression())
!28 = distinct !DIGlobalVariable(scope: null, file: !3, line: 33, type: !29, isLocal: true, isDefinition: true)
!29 = !DICompositeType(tag: DW_TAG_array_type, baseType: !24, size: 224, elements: !30)
!30 = !{!31}
!31 = !DISubrange(count: 28)
!32 = !DIGlobalVariableExpression(var: !33, expr: !DIExpression())
!33 = distinct !DIGlobalVariable(scope: null, file: !3, line: 35, type: !34, isLocal: true, isDefinition: true)
!34 = !DICompositeType(tag: DW_TAG_array_type, baseType: !24, size: 200, elements: !35)
!35 = !{!36}
!36 = !DISubrange(count: 25)
!37 = !DIGlobalVariableExpression(var: !38, expr: !DIExpression())
!38 = distinct !DIGlobalVariable(scope: null, file: !3, line: 36, type: !39, isLocal: true, isDefinition: true)
!39 = !DICompositeType(tag: DW_TAG_array_type, baseType: !24, size: 168, elements: !40)
!40 = !{!41}
!41 = !DISubrange(count: 21)
!42 = !DIGlobalVariableExpression(var: !43, expr: !DIExpression())
!43 = distinct !DIGlobalVariable(scope: null, file: !3, line: 37, type: !44, isLocal: true, isDefinition: true)
!44 = !DICompositeType(tag: DW_TAG_array_type, baseType: !24, size: 152, elements: !45)
!45 = !{!46}
!46 = !DISubrange(count: 19)
!47 = !DIGlobalVariableExpression(var: !48, expr: !DIExpression())
!48 = distinct !DIGlobalVariable(scope: null, file: !3, line: 38, type: !49, isLocal: true, isDefinition: true)
!49 = !DICompositeType(tag: DW_TAG_array_type, baseType: !24, size: 264, elements: !50)
!50 = !{!51}
!51 = !DISubrange(count: 33)
!52 = !DIGlobalVariableExpression(var: !53, expr: !DIExpression())
!53 = distinct !DIGlobalVariable(scope: null, file: !3, line: 41, type: !54, isLocal: true, isDefinition: true)
!54 = !DICompositeType(tag: DW_TAG_array_type, baseType: !24, size: 112, elements: !55)
!55 = !{!56}
!56 = !DISubrange(count: 14)
!57 = !DIGlobalVariableExpression(var: !58, expr: !DIExpression())
!58 = distinct !DIGlobalVariable(scope: null, file: !3, line: 44, type: !59, isLocal: true, isDefinition: true)
!59 = !DICompositeType(tag: DW_TAG_array_type, baseType: !24, size: 416, elements: !60)
!60 = !{!61}
!61 = !DISubrange(count: 52)
!62 = !DIGlobalVariableExpression(var: !63, expr: !DIExpression())
!63 = distinct !DIGlobalVariable(name: "uca", scope: !2, file: !3, line: 9, type: !64, isLocal: true, isDefinition: true)
!64 = !DICompositeType(tag: DW_TAG_array_type, baseType: !6, size: 2048, elements: !65)
!65 = !{!66}
!66 = !DISubrange(count: 256)
!67 = !DIGlobalVariableExpression(var: !68, expr: !DIExpression())
!68 = distinct !DIGlobalVariable(name: "ssa", scope: !2, file: !3, line: 10, type: !69, isLocal: true, isDefinition: true)
!69 = !DICompositeType(tag: DW_TAG_array_type, baseType: !7, size: 4800, elements: !70)
!70 = !{!71}
!71 = !DISubrange(count: 300)
!72 = !DIGlobalVariableExpression(var: !73, expr: !DIExpression())
!73 = distinct !DIGlobalVariable(name: "usa", scope: !2, file: !3, line: 11, type: !74, isLocal: true, isDefinition: true)
!74 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 4800, elements: !70)
!75 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 2048, elements: !65)
!76 = !{i32 7, !"Dwarf Version", i32 5}
!77 = !{i32 2, !"Debug Info Version", i32 3}
!78 = !{i32 1, !"wchar_size", i32 4}
!79 = !{i32 8, !"PIC Level", i32 2}
!80 = !{i32 7, !"PIE Level", i32 2}
!81 = !{i32 7, !"uwtable", i32 2}
!82 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!83 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!84 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 24, type: !85, scopeLine: 24, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !87)
!85 = !DISubroutineType(types: !86)
!86 = !{!16}
!87 = !{!88, !90, !92, !93, !95, !96, !97, !99, !101, !103, !105, !108, !113, !119, !120, !122}
!88 = !DILocalVariable(name: "i", scope: !89, file: !3, line: 25, type: !16)
!89 = distinct !DILexicalBlock(scope: !84, file: !3, line: 25, column: 5)
!90 = !DILocalVariable(name: "i", scope: !91, file: !3, line: 26, type: !16)
!91 = distinct !DILexicalBlock(scope: !84, file: !3, line: 26, column: 5)
!92 = !DILocalVariable(name: "s1", scope: !84, file: !3, line: 27, type: !15)
!93 = !DILocalVariable(name: "s2", scope: !84, file: !3, line: 27, type: !94)
!94 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!95 = !DILocalVariable(name: "s3", scope: !84, file: !3, line: 27, type: !9)
!96 = !DILocalVariable(name: "s4", scope: !84, file: !3, line: 27, type: !9)
!97 = !DILocalVariable(name: "i", scope: !98, file: !3, line: 28, type: !16)
!98 = distinct !DILexicalBlock(scope: !84, file: !3, line: 28, column: 5)
!99 = !DILocalVariable(name: "i", scope: !100, file: !3, line: 29, type: !16)
!100 = distinct !DILexicalBlock(scope: !84, file: !3, line: 29, column: 5)
!101 = !DILocalVariable(name: "table", scope: !84, file: !3, line: 31, type: !102)
!102 = !DICompositeType(tag: DW_TAG_array_type, baseType: !16, size: 8192, elements: !65)
!103 = !DILocalVariable(name: "i", scope: !104, file: !3, line: 31, type: !16)
!104 = distinct !DILexicalBlock(scope: !84, file: !3, line: 31, column: 21)
!105 = !DILocalVariable(name: "mid", scope: !84, file: !3, line: 32, type: !106)
!106 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !107, size: 64)
!107 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !16)
!108 = !DILocalVariable(name: "text", scope: !84, file: !3, line: 34, type: !109)
!109 = !DICompositeType(tag: DW_TAG_array_type, baseType: !110, size: 40, elements: !111)
!110 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !24)
!111 = !{!112}
!112 = !DISubrange(count: 5)
!113 = !DILocalVariable(name: "rec", scope: !84, file: !3, line: 39, type: !114)
!114 = distinct !DICompositeType(tag: DW_TAG_structure_type, scope: !84, file: !3, line: 39, size: 64, elements: !115)
!115 = !{!116, !117, !118}
!116 = !DIDerivedType(tag: DW_TAG_member, name: "c", scope: !114, file: !3, line: 39, baseType: !5, size: 8)
!117 = !DIDerivedType(tag: DW_TAG_member, name: "s", scope: !114, file: !3, line: 39, baseType: !7, size: 16, offset: 16)
!118 = !DIDerivedType(tag: DW_TAG_member, name: "i", scope: !114, file: !3, line: 39, baseType: !16, size: 32, offset: 32)
!119 = !DILocalVariable(name: "sum", scope: !84, file: !3, line: 40, type: !9)
!120 = !DILocalVariable(name: "vuc", scope: !84, file: !3, line: 42, type: !121)
!121 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !6)
!122 = !DILocalVariable(name: "vsc", scope: !84, file: !3, line: 43, type: !123)
!123 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !5)
!124 = distinct !DIAssignID()
!125 = !DILocation(line: 0, scope: !84)
!126 = distinct !DIAssignID()
!127 = distinct !DIAssignID()
!128 = !DILocation(line: 0, scope: !89)
!129 = !DILocation(line: 25, column: 5, scope: !89)
!130 = !DILocation(line: 25, column: 31, scope: !131)
!131 = distinct !DILexicalBlock(scope: !89, file: !3, line: 25, column: 5)
!132 = !DILocation(line: 25, column: 46, scope: !133)
!133 = distinct !DILexicalBlock(scope: !131, file: !3, line: 25, column: 35)
!134 = !DILocation(line: 25, column: 37, scope: !133)
!135 = !DILocation(line: 25, column: 44, scope: !133)
!136 = !{!137, !137, i64 0}
!137 = !{!"omnipotent char", !138, i64 0}
!138 = !{!"Simple C/C++ TBAA"}
!139 = !DILocation(line: 25, column: 69, scope: !133)
!140 = !DILocation(line: 25, column: 76, scope: !133)
!141 = distinct !{!141, !129, !142, !143, !144, !145}
!142 = !DILocation(line: 25, column: 103, scope: !89)
!143 = !{!"llvm.loop.mustprogress"}
!144 = !{!"llvm.loop.isvectorized", i32 1}
!145 = !{!"llvm.loop.unroll.runtime.disable"}
!146 = !DILocation(line: 26, column: 31, scope: !147)
!147 = distinct !DILexicalBlock(scope: !91, file: !3, line: 26, column: 5)
!148 = !DILocation(line: 26, column: 46, scope: !149)
!149 = distinct !DILexicalBlock(scope: !147, file: !3, line: 26, column: 35)
!150 = !DILocation(line: 26, column: 37, scope: !149)
!151 = !DILocation(line: 26, column: 44, scope: !149)
!152 = !{!153, !153, i64 0}
!153 = !{!"short", !137, i64 0}
!154 = !DILocation(line: 26, column: 65, scope: !149)
!155 = !DILocation(line: 26, column: 72, scope: !149)
!156 = distinct !{!156, !157, !158, !143, !144, !145}
!157 = !DILocation(line: 26, column: 5, scope: !91)
!158 = !DILocation(line: 26, column: 102, scope: !91)
!159 = !DILocation(line: 0, scope: !91)
!160 = !DILocation(line: 28, column: 5, scope: !98)
!161 = !DILocation(line: 0, scope: !98)
!162 = !DILocation(line: 28, column: 52, scope: !163)
!163 = distinct !DILexicalBlock(scope: !164, file: !3, line: 28, column: 35)
!164 = distinct !DILexicalBlock(scope: !98, file: !3, line: 28, column: 5)
!165 = !DILocation(line: 28, column: 43, scope: !163)
!166 = !DILocation(line: 28, column: 40, scope: !163)
!167 = !DILocation(line: 28, column: 79, scope: !163)
!168 = !DILocation(line: 28, column: 70, scope: !163)
!169 = !DILocation(line: 28, column: 67, scope: !163)
!170 = !DILocation(line: 28, column: 31, scope: !164)
!171 = !DILocation(line: 28, column: 23, scope: !164)
!172 = distinct !{!172, !160, !173, !143}
!173 = !DILocation(line: 28, column: 91, scope: !98)
!174 = !DILocation(line: 30, column: 5, scope: !84)
!175 = !DILocation(line: 31, column: 5, scope: !84)
!176 = !DILocation(line: 0, scope: !104)
!177 = !DILocation(line: 31, column: 21, scope: !104)
!178 = !DILocation(line: 0, scope: !100)
!179 = !DILocation(line: 29, column: 55, scope: !180)
!180 = distinct !DILexicalBlock(scope: !181, file: !3, line: 29, column: 35)
!181 = distinct !DILexicalBlock(scope: !100, file: !3, line: 29, column: 5)
!182 = !DILocation(line: 29, column: 43, scope: !180)
!183 = !DILocation(line: 29, column: 40, scope: !180)
!184 = !DILocation(line: 29, column: 70, scope: !180)
!185 = !DILocation(line: 29, column: 67, scope: !180)
!186 = !DILocation(line: 29, column: 31, scope: !181)
!187 = !DILocation(line: 29, column: 23, scope: !181)
!188 = !DILocation(line: 29, column: 5, scope: !100)
!189 = distinct !{!189, !188, !190, !143}
!190 = !DILocation(line: 29, column: 78, scope: !100)
!191 = !DILocation(line: 32, column: 28, scope: !84)
!192 = !DILocation(line: 33, column: 44, scope: !84)
!193 = !DILocation(line: 33, column: 70, scope: !84)
!194 = !DILocation(line: 33, column: 94, scope: !84)
!195 = !DILocation(line: 33, column: 117, scope: !84)
!196 = !DILocation(line: 33, column: 5, scope: !84)
!197 = !DILocation(line: 35, column: 41, scope: !84)
!198 = !DILocation(line: 35, column: 62, scope: !84)
!199 = !DILocation(line: 35, column: 83, scope: !84)
!200 = !DILocation(line: 35, column: 104, scope: !84)
!201 = !DILocation(line: 35, column: 5, scope: !84)
!202 = !DILocation(line: 36, column: 37, scope: !84)
!203 = !DILocation(line: 36, column: 50, scope: !84)
!204 = !DILocation(line: 36, column: 64, scope: !84)
!205 = !DILocation(line: 36, column: 80, scope: !84)
!206 = !DILocation(line: 36, column: 5, scope: !84)
!207 = !DILocation(line: 37, column: 35, scope: !84)
!208 = !DILocation(line: 37, column: 59, scope: !84)
!209 = !DILocation(line: 37, column: 5, scope: !84)
!210 = !DILocation(line: 38, column: 49, scope: !84)
!211 = !DILocation(line: 38, column: 62, scope: !84)
!212 = !DILocation(line: 38, column: 5, scope: !84)
!213 = !DILocation(line: 41, column: 5, scope: !84)
!214 = !DILocation(line: 42, column: 5, scope: !84)
!215 = !DILocation(line: 42, column: 28, scope: !84)
!216 = distinct !DIAssignID()
!217 = !DILocation(line: 43, column: 5, scope: !84)
!218 = !DILocation(line: 43, column: 26, scope: !84)
!219 = distinct !DIAssignID()
!220 = !DILocation(line: 44, column: 68, scope: !84)
!221 = !DILocation(line: 44, column: 73, scope: !84)
!222 = !DILocation(line: 44, column: 107, scope: !84)
!223 = !DILocation(line: 44, column: 98, scope: !84)
!224 = !DILocation(line: 44, column: 5, scope: !84)
!225 = !DILocation(line: 45, column: 22, scope: !84)
!226 = !DILocation(line: 45, column: 33, scope: !84)
!227 = !DILocation(line: 45, column: 12, scope: !84)
!228 = !DILocation(line: 46, column: 1, scope: !84)
!229 = !DILocation(line: 45, column: 5, scope: !84)
!230 = !DILocation(line: 31, column: 64, scope: !231)
!231 = distinct !DILexicalBlock(scope: !104, file: !3, line: 31, column: 21)
!232 = !DILocation(line: 31, column: 51, scope: !231)
!233 = !DILocation(line: 31, column: 60, scope: !231)
!234 = !{!235, !235, i64 0}
!235 = !{!"int", !137, i64 0}
!236 = !DILocation(line: 31, column: 47, scope: !231)
!237 = !DILocation(line: 31, column: 39, scope: !231)
!238 = distinct !{!238, !177, !239, !143}
!239 = !DILocation(line: 31, column: 66, scope: !104)
!240 = distinct !DISubprogram(name: "widen_sc", scope: !3, file: !3, line: 15, type: !241, scopeLine: 15, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !243)
!241 = !DISubroutineType(types: !242)
!242 = !{!15, !5}
!243 = !{!244}
!244 = !DILocalVariable(name: "c", arg: 1, scope: !240, file: !3, line: 15, type: !5)
!245 = !DILocation(line: 0, scope: !240)
!246 = !DILocation(line: 15, column: 72, scope: !240)
!247 = !DILocation(line: 15, column: 65, scope: !240)
!248 = distinct !DISubprogram(name: "get_sc", scope: !3, file: !3, line: 13, type: !249, scopeLine: 13, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !251)
!249 = !DISubroutineType(types: !250)
!250 = !{!5, !16}
!251 = !{!252}
!252 = !DILocalVariable(name: "i", arg: 1, scope: !248, file: !3, line: 13, type: !16)
!253 = !DILocation(line: 0, scope: !248)
!254 = !DILocation(line: 13, column: 69, scope: !248)
!255 = !DILocation(line: 13, column: 62, scope: !248)
!256 = distinct !DISubprogram(name: "widen_uc", scope: !3, file: !3, line: 16, type: !257, scopeLine: 16, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !259)
!257 = !DISubroutineType(types: !258)
!258 = !{!94, !6}
!259 = !{!260}
!260 = !DILocalVariable(name: "c", arg: 1, scope: !256, file: !3, line: 16, type: !6)
!261 = !DILocation(line: 0, scope: !256)
!262 = !DILocation(line: 16, column: 83, scope: !256)
!263 = !DILocation(line: 16, column: 76, scope: !256)
!264 = distinct !DISubprogram(name: "get_uc", scope: !3, file: !3, line: 14, type: !265, scopeLine: 14, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !267)
!265 = !DISubroutineType(types: !266)
!266 = !{!6, !16}
!267 = !{!268}
!268 = !DILocalVariable(name: "i", arg: 1, scope: !264, file: !3, line: 14, type: !16)
!269 = !DILocation(line: 0, scope: !264)
!270 = !DILocation(line: 14, column: 71, scope: !264)
!271 = !DILocation(line: 14, column: 64, scope: !264)
!272 = distinct !DISubprogram(name: "widen_short", scope: !3, file: !3, line: 17, type: !273, scopeLine: 17, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !275)
!273 = !DISubroutineType(types: !274)
!274 = !{!9, !7}
!275 = !{!276}
!276 = !DILocalVariable(name: "s", arg: 1, scope: !272, file: !3, line: 17, type: !7)
!277 = !DILocation(line: 0, scope: !272)
!278 = !DILocation(line: 17, column: 74, scope: !272)
!279 = !DILocation(line: 17, column: 67, scope: !272)
!280 = !DISubprogram(name: "printf", scope: !281, file: !281, line: 356, type: !282, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!281 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!282 = !DISubroutineType(types: !283)
!283 = !{!16, !284, null}
!284 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !285)
!285 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !110, size: 64)
!286 = distinct !DISubprogram(name: "index_by_char", scope: !3, file: !3, line: 18, type: !287, scopeLine: 18, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !289)
!287 = !DISubroutineType(types: !288)
!288 = !{!16, !106, !5}
!289 = !{!290, !291}
!290 = !DILocalVariable(name: "base", arg: 1, scope: !286, file: !3, line: 18, type: !106)
!291 = !DILocalVariable(name: "off", arg: 2, scope: !286, file: !3, line: 18, type: !5)
!292 = !DILocation(line: 0, scope: !286)
!293 = !DILocation(line: 18, column: 95, scope: !286)
!294 = !DILocation(line: 18, column: 88, scope: !286)
!295 = distinct !DISubprogram(name: "plain_char", scope: !3, file: !3, line: 19, type: !296, scopeLine: 19, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !298)
!296 = !DISubroutineType(types: !297)
!297 = !{!16, !24}
!298 = !{!299}
!299 = !DILocalVariable(name: "c", arg: 1, scope: !295, file: !3, line: 19, type: !24)
!300 = !DILocation(line: 0, scope: !295)
!301 = !DILocation(line: 19, column: 66, scope: !295)
!302 = !DILocation(line: 19, column: 59, scope: !295)
!303 = distinct !DISubprogram(name: "narrow", scope: !3, file: !3, line: 20, type: !304, scopeLine: 20, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !306)
!304 = !DISubroutineType(types: !305)
!305 = !{!17, !16}
!306 = !{!307}
!307 = !DILocalVariable(name: "v", arg: 1, scope: !303, file: !3, line: 20, type: !16)
!308 = !DILocation(line: 0, scope: !303)
!309 = !DILocation(line: 20, column: 64, scope: !303)
!310 = !DILocation(line: 20, column: 57, scope: !303)
!311 = distinct !DISubprogram(name: "add_narrow", scope: !3, file: !3, line: 21, type: !312, scopeLine: 21, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !314)
!312 = !DISubroutineType(types: !313)
!313 = !{!16, !17, !17}
!314 = !{!315, !316}
!315 = !DILocalVariable(name: "a", arg: 1, scope: !311, file: !3, line: 21, type: !17)
!316 = !DILocalVariable(name: "b", arg: 2, scope: !311, file: !3, line: 21, type: !17)
!317 = !DILocation(line: 0, scope: !311)
!318 = !DILocation(line: 21, column: 78, scope: !311)
!319 = !DILocation(line: 21, column: 82, scope: !311)
!320 = !DILocation(line: 21, column: 80, scope: !311)
!321 = !DILocation(line: 21, column: 71, scope: !311)
!322 = distinct !DISubprogram(name: "u_of_sc", scope: !3, file: !3, line: 22, type: !323, scopeLine: 22, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !325)
!323 = !DISubroutineType(types: !324)
!324 = !{!19, !5}
!325 = !{!326}
!326 = !DILocalVariable(name: "c", arg: 1, scope: !322, file: !3, line: 22, type: !5)
!327 = !DILocation(line: 0, scope: !322)
!328 = !DILocation(line: 22, column: 75, scope: !322)
!329 = !DILocation(line: 22, column: 68, scope: !322)
