; ModuleID = 'programs/sieve_primes.c'
source_filename = "programs/sieve_primes.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [28 x i8] c"pi(%d)=%d sum=%ld twins=%d\0A\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [29 x i8] c"bit sieve count=%d match=%d\0A\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [14 x i8] c"mr agrees=%d\0A\00", align 1, !dbg !12
@.str.3 = private unnamed_addr constant [13 x i8] c"mr(%llu)=%d\0A\00", align 1, !dbg !17
@is_prime_mr.bases = internal unnamed_addr constant [12 x i64] [i64 2, i64 3, i64 5, i64 7, i64 11, i64 13, i64 17, i64 19, i64 23, i64 29, i64 31, i64 37], align 16, !dbg !22

; Function Attrs: nounwind uwtable
define dso_local range(i32 -255, 256) i32 @main() local_unnamed_addr #0 !dbg !36 {
  %1 = tail call noalias dereferenceable_or_null(2000001) ptr @malloc(i64 noundef 2000001) #7, !dbg !112
    #dbg_value(ptr %1, !40, !DIExpression(), !113)
  %2 = getelementptr inbounds i8, ptr %1, i64 2, !dbg !114
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 1 dereferenceable(2000001) %2, i8 1, i64 1999999, i1 false), !dbg !114
  %3 = getelementptr inbounds i8, ptr %1, i64 1, !dbg !115
  store i8 0, ptr %3, align 1, !dbg !116, !tbaa !117
  store i8 0, ptr %1, align 1, !dbg !120, !tbaa !117
    #dbg_value(i64 2, !45, !DIExpression(), !121)
  br label %4, !dbg !122

4:                                                ; preds = %0, %17
  %5 = phi i64 [ 4, %0 ], [ %19, %17 ]
  %6 = phi i64 [ 2, %0 ], [ %18, %17 ]
    #dbg_value(i64 %6, !45, !DIExpression(), !121)
  %7 = getelementptr inbounds i8, ptr %1, i64 %6, !dbg !123
  %8 = load i8, ptr %7, align 1, !dbg !123, !tbaa !117
  %9 = icmp ne i8 %8, 0, !dbg !123
    #dbg_value(i64 %5, !48, !DIExpression(), !124)
  %10 = icmp ult i64 %5, 2000001
  %11 = and i1 %9, %10, !dbg !125
  br i1 %11, label %12, label %17, !dbg !125

12:                                               ; preds = %4, %12
  %13 = phi i64 [ %15, %12 ], [ %5, %4 ]
    #dbg_value(i64 %13, !48, !DIExpression(), !124)
  %14 = getelementptr inbounds i8, ptr %1, i64 %13, !dbg !126
  store i8 0, ptr %14, align 1, !dbg !128, !tbaa !117
  %15 = add nuw nsw i64 %13, %6, !dbg !129
    #dbg_value(i64 %15, !48, !DIExpression(), !124)
  %16 = icmp ult i64 %15, 2000001, !dbg !130
  br i1 %16, label %12, label %17, !dbg !131, !llvm.loop !132

17:                                               ; preds = %12, %4
  %18 = add nuw nsw i64 %6, 1, !dbg !135
    #dbg_value(i64 %18, !45, !DIExpression(), !121)
  %19 = mul nuw nsw i64 %18, %18, !dbg !136
  %20 = icmp eq i64 %18, 1415, !dbg !137
  br i1 %20, label %21, label %4, !dbg !122, !llvm.loop !138

21:                                               ; preds = %17
    #dbg_value(i64 0, !55, !DIExpression(), !140)
    #dbg_value(i64 0, !54, !DIExpression(), !113)
    #dbg_value(i32 0, !53, !DIExpression(), !113)
    #dbg_value(i32 0, !52, !DIExpression(), !113)
  %22 = load i8, ptr %1, align 1, !dbg !141, !tbaa !117
  %23 = icmp ne i8 %22, 0, !dbg !141
  %24 = zext i1 %23 to i32, !dbg !144
    #dbg_value(i64 1, !55, !DIExpression(), !140)
    #dbg_value(i64 0, !54, !DIExpression(), !113)
    #dbg_value(i32 0, !53, !DIExpression(), !113)
    #dbg_value(i32 %24, !52, !DIExpression(), !113)
  %25 = load i8, ptr %3, align 1, !dbg !141, !tbaa !117
  %26 = icmp ne i8 %25, 0, !dbg !141
  %27 = select i1 %23, i32 2, i32 1, !dbg !144
  %28 = select i1 %26, i32 %27, i32 %24, !dbg !144
  %29 = zext i1 %26 to i64, !dbg !144
    #dbg_value(i64 %29, !54, !DIExpression(), !113)
    #dbg_value(i32 0, !53, !DIExpression(), !113)
    #dbg_value(i32 %28, !52, !DIExpression(), !113)
    #dbg_value(i64 2, !55, !DIExpression(), !140)
  br label %33, !dbg !145

30:                                               ; preds = %49
  %31 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 2000000, i32 noundef %50, i64 noundef %52, i32 noundef %51), !dbg !146
  %32 = tail call noalias dereferenceable_or_null(125004) ptr @calloc(i64 noundef 31251, i64 noundef 4) #8, !dbg !147
    #dbg_value(ptr %32, !57, !DIExpression(), !113)
    #dbg_value(i64 3, !62, !DIExpression(), !148)
  br label %72, !dbg !149

33:                                               ; preds = %67, %21
  %34 = phi i64 [ 2, %21 ], [ %71, %67 ]
  %35 = phi i64 [ %29, %21 ], [ %70, %67 ]
  %36 = phi i32 [ 0, %21 ], [ %69, %67 ]
  %37 = phi i32 [ %28, %21 ], [ %68, %67 ]
    #dbg_value(i64 %34, !55, !DIExpression(), !140)
    #dbg_value(i64 %35, !54, !DIExpression(), !113)
    #dbg_value(i32 %36, !53, !DIExpression(), !113)
    #dbg_value(i32 %37, !52, !DIExpression(), !113)
  %38 = getelementptr inbounds i8, ptr %1, i64 %34, !dbg !141
  %39 = load i8, ptr %38, align 1, !dbg !141, !tbaa !117
  %40 = icmp eq i8 %39, 0, !dbg !141
  br i1 %40, label %49, label %41, !dbg !144

41:                                               ; preds = %33
    #dbg_value(i32 %37, !52, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !113)
    #dbg_value(!DIArgList(i64 %35, i64 %34), !54, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !113)
  %42 = add nsw i64 %35, %34, !dbg !150
    #dbg_value(i64 %42, !54, !DIExpression(), !113)
  %43 = add nsw i32 %37, 1, !dbg !152
    #dbg_value(i32 %43, !52, !DIExpression(), !113)
  %44 = getelementptr i8, ptr %38, i64 -2, !dbg !153
  %45 = load i8, ptr %44, align 1, !dbg !153, !tbaa !117
  %46 = icmp ne i8 %45, 0, !dbg !153
  %47 = zext i1 %46 to i32, !dbg !155
  %48 = add nsw i32 %36, %47, !dbg !155
  br label %49, !dbg !155

49:                                               ; preds = %41, %33
  %50 = phi i32 [ %37, %33 ], [ %43, %41 ], !dbg !156
  %51 = phi i32 [ %36, %33 ], [ %48, %41 ], !dbg !156
  %52 = phi i64 [ %35, %33 ], [ %42, %41 ], !dbg !156
    #dbg_value(i64 %52, !54, !DIExpression(), !113)
    #dbg_value(i32 %51, !53, !DIExpression(), !113)
    #dbg_value(i32 %50, !52, !DIExpression(), !113)
  %53 = or disjoint i64 %34, 1, !dbg !157
    #dbg_value(i64 %53, !55, !DIExpression(), !140)
  %54 = icmp eq i64 %34, 2000000, !dbg !158
  br i1 %54, label %30, label %55, !dbg !145, !llvm.loop !159

55:                                               ; preds = %49
    #dbg_value(i64 %53, !55, !DIExpression(), !140)
    #dbg_value(i64 %52, !54, !DIExpression(), !113)
    #dbg_value(i32 %51, !53, !DIExpression(), !113)
    #dbg_value(i32 %50, !52, !DIExpression(), !113)
  %56 = getelementptr inbounds i8, ptr %1, i64 %53, !dbg !141
  %57 = load i8, ptr %56, align 1, !dbg !141, !tbaa !117
  %58 = icmp eq i8 %57, 0, !dbg !141
  br i1 %58, label %67, label %59, !dbg !144

59:                                               ; preds = %55
    #dbg_value(i32 %50, !52, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !113)
    #dbg_value(!DIArgList(i64 %52, i64 %53), !54, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !113)
  %60 = add nsw i64 %52, %53, !dbg !150
    #dbg_value(i64 %60, !54, !DIExpression(), !113)
  %61 = add nsw i32 %50, 1, !dbg !152
    #dbg_value(i32 %61, !52, !DIExpression(), !113)
  %62 = getelementptr i8, ptr %56, i64 -2, !dbg !153
  %63 = load i8, ptr %62, align 1, !dbg !153, !tbaa !117
  %64 = icmp ne i8 %63, 0, !dbg !153
  %65 = zext i1 %64 to i32, !dbg !155
  %66 = add nsw i32 %51, %65, !dbg !155
  br label %67, !dbg !155

67:                                               ; preds = %59, %55
  %68 = phi i32 [ %50, %55 ], [ %61, %59 ], !dbg !156
  %69 = phi i32 [ %51, %55 ], [ %66, %59 ], !dbg !156
  %70 = phi i64 [ %52, %55 ], [ %60, %59 ], !dbg !156
    #dbg_value(i64 %70, !54, !DIExpression(), !113)
    #dbg_value(i32 %69, !53, !DIExpression(), !113)
    #dbg_value(i32 %68, !52, !DIExpression(), !113)
  %71 = add nuw nsw i64 %34, 2, !dbg !157
    #dbg_value(i64 %71, !55, !DIExpression(), !140)
  br label %33

72:                                               ; preds = %30, %98
  %73 = phi i64 [ 9, %30 ], [ %100, %98 ]
  %74 = phi i64 [ 3, %30 ], [ %99, %98 ]
    #dbg_value(i64 %74, !62, !DIExpression(), !148)
  %75 = lshr i64 %74, 6, !dbg !162
  %76 = getelementptr inbounds i32, ptr %32, i64 %75, !dbg !163
  %77 = load i32, ptr %76, align 4, !dbg !163, !tbaa !164
  %78 = trunc i64 %74 to i32, !dbg !166
  %79 = lshr i32 %78, 1, !dbg !166
  %80 = and i32 %79, 31, !dbg !166
  %81 = shl nuw i32 1, %80, !dbg !167
  %82 = and i32 %77, %81, !dbg !167
  %83 = icmp eq i32 %82, 0, !dbg !167
    #dbg_value(i64 %73, !64, !DIExpression(), !168)
  br i1 %83, label %84, label %98, !dbg !169

84:                                               ; preds = %72
  %85 = shl nuw nsw i64 %74, 1
  br label %86, !dbg !170

86:                                               ; preds = %84, %86
  %87 = phi i64 [ %73, %84 ], [ %96, %86 ]
    #dbg_value(i64 %87, !64, !DIExpression(), !168)
  %88 = trunc nuw i64 %87 to i32, !dbg !171
  %89 = lshr i32 %88, 1, !dbg !171
  %90 = and i32 %89, 31, !dbg !171
  %91 = shl nuw i32 1, %90, !dbg !171
  %92 = lshr i64 %87, 6, !dbg !173
  %93 = getelementptr inbounds i32, ptr %32, i64 %92, !dbg !174
  %94 = load i32, ptr %93, align 4, !dbg !175, !tbaa !164
  %95 = or i32 %94, %91, !dbg !175
  store i32 %95, ptr %93, align 4, !dbg !175, !tbaa !164
  %96 = add nuw nsw i64 %87, %85, !dbg !176
    #dbg_value(i64 %96, !64, !DIExpression(), !168)
  %97 = icmp ult i64 %96, 2000001, !dbg !177
  br i1 %97, label %86, label %98, !dbg !170, !llvm.loop !178

98:                                               ; preds = %86, %72
  %99 = add nuw nsw i64 %74, 2, !dbg !180
    #dbg_value(i64 %99, !62, !DIExpression(), !148)
  %100 = mul nuw nsw i64 %99, %99, !dbg !181
  %101 = icmp ult i64 %100, 2000001, !dbg !182
  br i1 %101, label %72, label %106, !dbg !149, !llvm.loop !183

102:                                              ; preds = %106
  %103 = icmp eq i32 %118, %50, !dbg !185
  %104 = zext i1 %103 to i32, !dbg !185
  %105 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %118, i32 noundef %104), !dbg !186
    #dbg_value(i32 1, !71, !DIExpression(), !113)
    #dbg_value(i32 0, !72, !DIExpression(), !187)
  br label %148, !dbg !188

106:                                              ; preds = %98, %120
  %107 = phi i64 [ %132, %120 ], [ 3, %98 ]
  %108 = phi i32 [ %131, %120 ], [ 1, %98 ]
    #dbg_value(i64 %107, !69, !DIExpression(), !189)
    #dbg_value(i32 %108, !68, !DIExpression(), !113)
  %109 = lshr i64 %107, 6, !dbg !190
  %110 = getelementptr inbounds i32, ptr %32, i64 %109, !dbg !193
  %111 = load i32, ptr %110, align 4, !dbg !193, !tbaa !164
  %112 = trunc nuw i64 %107 to i32, !dbg !194
  %113 = lshr i32 %112, 1, !dbg !194
  %114 = and i32 %113, 31, !dbg !194
  %115 = xor i32 %111, -1, !dbg !195
  %116 = lshr i32 %115, %114, !dbg !195
  %117 = and i32 %116, 1, !dbg !195
  %118 = add nuw nsw i32 %117, %108, !dbg !195
    #dbg_value(i32 %118, !68, !DIExpression(), !113)
    #dbg_value(i64 %107, !69, !DIExpression(DW_OP_plus_uconst, 2, DW_OP_stack_value), !189)
  %119 = icmp ult i64 %107, 1999999, !dbg !196
  br i1 %119, label %120, label %102, !dbg !197, !llvm.loop !198

120:                                              ; preds = %106
  %121 = add nuw nsw i64 %107, 2, !dbg !200
    #dbg_value(i64 %121, !69, !DIExpression(), !189)
    #dbg_value(i64 %121, !69, !DIExpression(), !189)
    #dbg_value(i32 %118, !68, !DIExpression(), !113)
  %122 = lshr i64 %121, 6, !dbg !190
  %123 = getelementptr inbounds i32, ptr %32, i64 %122, !dbg !193
  %124 = load i32, ptr %123, align 4, !dbg !193, !tbaa !164
  %125 = trunc nuw i64 %121 to i32, !dbg !194
  %126 = lshr i32 %125, 1, !dbg !194
  %127 = and i32 %126, 31, !dbg !194
  %128 = xor i32 %124, -1, !dbg !195
  %129 = lshr i32 %128, %127, !dbg !195
  %130 = and i32 %129, 1, !dbg !195
  %131 = add nuw nsw i32 %130, %118, !dbg !195
    #dbg_value(i32 %131, !68, !DIExpression(), !113)
  %132 = add nuw nsw i64 %107, 4, !dbg !200
    #dbg_value(i64 %132, !69, !DIExpression(), !189)
  br label %106

133:                                              ; preds = %148
  %134 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %156), !dbg !201
    #dbg_value(i64 -59, !74, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !113)
    #dbg_value(i64 -61, !74, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !113)
    #dbg_value(i64 9223372036854775783, !74, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !113)
    #dbg_value(i64 1000000007, !74, !DIExpression(DW_OP_LLVM_fragment, 192, 64), !113)
    #dbg_value(i64 999999999989, !74, !DIExpression(DW_OP_LLVM_fragment, 256, 64), !113)
    #dbg_value(i64 -94489280427, !74, !DIExpression(DW_OP_LLVM_fragment, 320, 64), !113)
    #dbg_value(i64 0, !78, !DIExpression(), !202)
  %135 = tail call fastcc i32 @is_prime_mr(i64 noundef -59), !dbg !203
  %136 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i64 noundef -59, i32 noundef %135), !dbg !205
    #dbg_value(i64 1, !78, !DIExpression(), !202)
  %137 = tail call fastcc i32 @is_prime_mr(i64 noundef -61), !dbg !203
  %138 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i64 noundef -61, i32 noundef %137), !dbg !205
    #dbg_value(i64 2, !78, !DIExpression(), !202)
  %139 = tail call fastcc i32 @is_prime_mr(i64 noundef 9223372036854775783), !dbg !203
  %140 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i64 noundef 9223372036854775783, i32 noundef %139), !dbg !205
    #dbg_value(i64 3, !78, !DIExpression(), !202)
  %141 = tail call fastcc i32 @is_prime_mr(i64 noundef 1000000007), !dbg !203
  %142 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i64 noundef 1000000007, i32 noundef %141), !dbg !205
    #dbg_value(i64 4, !78, !DIExpression(), !202)
  %143 = tail call fastcc i32 @is_prime_mr(i64 noundef 999999999989), !dbg !203
  %144 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i64 noundef 999999999989, i32 noundef %143), !dbg !205
    #dbg_value(i64 5, !78, !DIExpression(), !202)
  %145 = tail call fastcc i32 @is_prime_mr(i64 noundef -94489280427), !dbg !203
  %146 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i64 noundef -94489280427, i32 noundef %145), !dbg !205
    #dbg_value(i64 6, !78, !DIExpression(), !202)
  tail call void @free(ptr noundef nonnull %1) #9, !dbg !206
  tail call void @free(ptr noundef %32) #9, !dbg !207
  %147 = srem i32 %50, 256, !dbg !208
  ret i32 %147, !dbg !209

148:                                              ; preds = %102, %148
  %149 = phi i64 [ 0, %102 ], [ %157, %148 ]
  %150 = phi i32 [ 1, %102 ], [ %156, %148 ]
    #dbg_value(i64 %149, !72, !DIExpression(), !187)
    #dbg_value(i32 %150, !71, !DIExpression(), !113)
  %151 = tail call fastcc i32 @is_prime_mr(i64 noundef %149), !dbg !210
  %152 = getelementptr inbounds i8, ptr %1, i64 %149, !dbg !213
  %153 = load i8, ptr %152, align 1, !dbg !213, !tbaa !117
  %154 = zext i8 %153 to i32, !dbg !213
  %155 = icmp eq i32 %151, %154, !dbg !214
  %156 = select i1 %155, i32 %150, i32 0, !dbg !215
    #dbg_value(i32 %156, !71, !DIExpression(), !113)
  %157 = add nuw nsw i64 %149, 1, !dbg !216
    #dbg_value(i64 %157, !72, !DIExpression(), !187)
  %158 = icmp eq i64 %157, 100000, !dbg !217
  br i1 %158, label %133, label %148, !dbg !188, !llvm.loop !218
}

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare !dbg !220 noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #2

; Function Attrs: nofree nounwind
declare !dbg !227 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,zeroed") allocsize(0,1) memory(inaccessiblemem: readwrite)
declare !dbg !234 noalias noundef ptr @calloc(i64 noundef, i64 noundef) local_unnamed_addr #4

; Function Attrs: nofree norecurse nosync nounwind memory(none) uwtable
define internal fastcc i32 @is_prime_mr(i64 noundef %0) unnamed_addr #5 !dbg !24 {
    #dbg_value(i64 %0, !87, !DIExpression(), !237)
  %2 = icmp ult i64 %0, 2, !dbg !238
  br i1 %2, label %104, label %3, !dbg !240

3:                                                ; preds = %1
    #dbg_value(i64 0, !88, !DIExpression(), !241)
  %4 = and i64 %0, 1, !dbg !242
  %5 = icmp eq i64 %4, 0, !dbg !246
    #dbg_value(i64 0, !88, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !241)
  br i1 %5, label %39, label %6, !dbg !247

6:                                                ; preds = %3
    #dbg_value(i64 1, !88, !DIExpression(), !241)
  %7 = urem i64 %0, 3, !dbg !242
  %8 = icmp eq i64 %7, 0, !dbg !246
    #dbg_value(i64 1, !88, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !241)
  br i1 %8, label %39, label %9, !dbg !247

9:                                                ; preds = %6
    #dbg_value(i64 2, !88, !DIExpression(), !241)
  %10 = urem i64 %0, 5, !dbg !242
  %11 = icmp eq i64 %10, 0, !dbg !246
    #dbg_value(i64 2, !88, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !241)
  br i1 %11, label %39, label %12, !dbg !247

12:                                               ; preds = %9
    #dbg_value(i64 3, !88, !DIExpression(), !241)
  %13 = urem i64 %0, 7, !dbg !242
  %14 = icmp eq i64 %13, 0, !dbg !246
    #dbg_value(i64 3, !88, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !241)
  br i1 %14, label %39, label %15, !dbg !247

15:                                               ; preds = %12
    #dbg_value(i64 4, !88, !DIExpression(), !241)
  %16 = urem i64 %0, 11, !dbg !242
  %17 = icmp eq i64 %16, 0, !dbg !246
    #dbg_value(i64 4, !88, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !241)
  br i1 %17, label %39, label %18, !dbg !247

18:                                               ; preds = %15
    #dbg_value(i64 5, !88, !DIExpression(), !241)
  %19 = urem i64 %0, 13, !dbg !242
  %20 = icmp eq i64 %19, 0, !dbg !246
    #dbg_value(i64 5, !88, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !241)
  br i1 %20, label %39, label %21, !dbg !247

21:                                               ; preds = %18
    #dbg_value(i64 6, !88, !DIExpression(), !241)
  %22 = urem i64 %0, 17, !dbg !242
  %23 = icmp eq i64 %22, 0, !dbg !246
    #dbg_value(i64 6, !88, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !241)
  br i1 %23, label %39, label %24, !dbg !247

24:                                               ; preds = %21
    #dbg_value(i64 7, !88, !DIExpression(), !241)
  %25 = urem i64 %0, 19, !dbg !242
  %26 = icmp eq i64 %25, 0, !dbg !246
    #dbg_value(i64 7, !88, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !241)
  br i1 %26, label %39, label %27, !dbg !247

27:                                               ; preds = %24
    #dbg_value(i64 8, !88, !DIExpression(), !241)
  %28 = urem i64 %0, 23, !dbg !242
  %29 = icmp eq i64 %28, 0, !dbg !246
    #dbg_value(i64 8, !88, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !241)
  br i1 %29, label %39, label %30, !dbg !247

30:                                               ; preds = %27
    #dbg_value(i64 9, !88, !DIExpression(), !241)
  %31 = urem i64 %0, 29, !dbg !242
  %32 = icmp eq i64 %31, 0, !dbg !246
    #dbg_value(i64 9, !88, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !241)
  br i1 %32, label %39, label %33, !dbg !247

33:                                               ; preds = %30
    #dbg_value(i64 10, !88, !DIExpression(), !241)
  %34 = urem i64 %0, 31, !dbg !242
  %35 = icmp eq i64 %34, 0, !dbg !246
    #dbg_value(i64 10, !88, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !241)
  br i1 %35, label %39, label %36, !dbg !247

36:                                               ; preds = %33
    #dbg_value(i64 11, !88, !DIExpression(), !241)
  %37 = urem i64 %0, 37, !dbg !242
  %38 = icmp eq i64 %37, 0, !dbg !246
    #dbg_value(i64 11, !88, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !241)
  br i1 %38, label %39, label %42, !dbg !247

39:                                               ; preds = %36, %33, %30, %27, %24, %21, %18, %15, %12, %9, %6, %3
  %40 = phi i64 [ 2, %3 ], [ 3, %6 ], [ 5, %9 ], [ 7, %12 ], [ 11, %15 ], [ 13, %18 ], [ 17, %21 ], [ 19, %24 ], [ 23, %27 ], [ 29, %30 ], [ 31, %33 ], [ 37, %36 ], !dbg !248
  %41 = icmp eq i64 %40, %0, !dbg !249
  br label %104

42:                                               ; preds = %36
    #dbg_value(i64 12, !88, !DIExpression(), !241)
  %43 = add nsw i64 %0, -1, !dbg !250
    #dbg_value(i64 %43, !90, !DIExpression(), !237)
    #dbg_value(i32 0, !91, !DIExpression(), !237)
  br label %48, !dbg !251

44:                                               ; preds = %48
  %45 = icmp eq i64 %50, 0
    #dbg_value(i32 0, !92, !DIExpression(), !252)
  %46 = zext i64 %0 to i128
  %47 = icmp eq i32 %49, 0
  br label %55, !dbg !253

48:                                               ; preds = %42, %48
  %49 = phi i32 [ %52, %48 ], [ 0, %42 ]
  %50 = phi i64 [ %51, %48 ], [ %43, %42 ]
    #dbg_value(i32 %49, !91, !DIExpression(), !237)
    #dbg_value(i64 %50, !90, !DIExpression(), !237)
  %51 = lshr exact i64 %50, 1, !dbg !254
    #dbg_value(i64 %51, !90, !DIExpression(), !237)
  %52 = add nuw nsw i32 %49, 1, !dbg !256
    #dbg_value(i32 %52, !91, !DIExpression(), !237)
  %53 = and i64 %50, 2, !dbg !257
  %54 = icmp eq i64 %53, 0, !dbg !257
  br i1 %54, label %48, label %44, !dbg !251, !llvm.loop !258

55:                                               ; preds = %44, %99
  %56 = phi i64 [ 0, %44 ], [ %100, %99 ]
    #dbg_value(i64 %56, !92, !DIExpression(), !252)
    #dbg_value(i64 %0, !260, !DIExpression(), !268)
    #dbg_value(i64 poison, !265, !DIExpression(), !268)
    #dbg_value(i64 1, !267, !DIExpression(), !268)
    #dbg_value(i64 %51, !266, !DIExpression(), !268)
  br i1 %45, label %99, label %57, !dbg !270

57:                                               ; preds = %55
  %58 = getelementptr inbounds [12 x i64], ptr @is_prime_mr.bases, i64 0, i64 %56, !dbg !271
  %59 = load i64, ptr %58, align 8, !dbg !271, !tbaa !272
  %60 = urem i64 %59, %0, !dbg !274
    #dbg_value(i64 %60, !265, !DIExpression(), !268)
  br label %61, !dbg !270

61:                                               ; preds = %75, %57
  %62 = phi i64 [ 1, %57 ], [ %77, %75 ]
  %63 = phi i64 [ %60, %57 ], [ %80, %75 ]
  %64 = phi i64 [ %51, %57 ], [ %81, %75 ]
    #dbg_value(i64 %62, !267, !DIExpression(), !268)
    #dbg_value(i64 %63, !265, !DIExpression(), !268)
    #dbg_value(i64 %64, !266, !DIExpression(), !268)
  %65 = and i64 %64, 1, !dbg !275
  %66 = icmp eq i64 %65, 0, !dbg !275
  br i1 %66, label %67, label %69, !dbg !278

67:                                               ; preds = %61
  %68 = zext i64 %63 to i128, !dbg !279
  br label %75, !dbg !278

69:                                               ; preds = %61
    #dbg_value(i64 %62, !282, !DIExpression(), !286)
    #dbg_value(i64 %63, !283, !DIExpression(), !286)
    #dbg_value(i64 %0, !284, !DIExpression(), !286)
  %70 = zext i64 %62 to i128, !dbg !288
  %71 = zext i64 %63 to i128, !dbg !289
  %72 = mul nuw i128 %71, %70, !dbg !290
  %73 = urem i128 %72, %46, !dbg !291
  %74 = trunc nuw i128 %73 to i64, !dbg !292
    #dbg_value(i64 %74, !267, !DIExpression(), !268)
  br label %75, !dbg !293

75:                                               ; preds = %69, %67
  %76 = phi i128 [ %68, %67 ], [ %71, %69 ], !dbg !279
  %77 = phi i64 [ %62, %67 ], [ %74, %69 ], !dbg !294
    #dbg_value(i64 %77, !267, !DIExpression(), !268)
    #dbg_value(i64 %63, !282, !DIExpression(), !295)
    #dbg_value(i64 %63, !283, !DIExpression(), !295)
    #dbg_value(i64 %0, !284, !DIExpression(), !295)
  %78 = mul nuw i128 %76, %76, !dbg !296
  %79 = urem i128 %78, %46, !dbg !297
  %80 = trunc nuw i128 %79 to i64, !dbg !298
    #dbg_value(i64 %80, !265, !DIExpression(), !268)
  %81 = lshr i64 %64, 1, !dbg !299
    #dbg_value(i64 %81, !266, !DIExpression(), !268)
  %82 = icmp ult i64 %64, 2, !dbg !270
  br i1 %82, label %83, label %61, !dbg !270, !llvm.loop !300

83:                                               ; preds = %75
    #dbg_value(i64 %77, !94, !DIExpression(), !302)
  %84 = icmp eq i64 %77, 1, !dbg !303
  %85 = icmp eq i64 %77, %43
  %86 = or i1 %84, %85, !dbg !305
  br i1 %86, label %99, label %87, !dbg !305

87:                                               ; preds = %83
    #dbg_value(i32 1, !98, !DIExpression(), !306)
    #dbg_value(i64 %77, !94, !DIExpression(), !302)
  br i1 %47, label %104, label %91, !dbg !307

88:                                               ; preds = %91
  %89 = add nuw i32 %92, 1, !dbg !308
    #dbg_value(i32 poison, !98, !DIExpression(), !306)
    #dbg_value(i64 poison, !94, !DIExpression(), !302)
  %90 = icmp eq i32 %92, %49, !dbg !310
  br i1 %90, label %104, label %91, !dbg !307, !llvm.loop !311

91:                                               ; preds = %87, %88
  %92 = phi i32 [ %89, %88 ], [ 1, %87 ]
  %93 = phi i64 [ %97, %88 ], [ %77, %87 ]
    #dbg_value(i32 %92, !98, !DIExpression(), !306)
    #dbg_value(i64 %93, !94, !DIExpression(), !302)
    #dbg_value(i64 %93, !282, !DIExpression(), !313)
    #dbg_value(i64 %93, !283, !DIExpression(), !313)
    #dbg_value(i64 %0, !284, !DIExpression(), !313)
  %94 = zext i64 %93 to i128, !dbg !316
  %95 = mul nuw i128 %94, %94, !dbg !317
  %96 = urem i128 %95, %46, !dbg !318
  %97 = trunc nuw i128 %96 to i64, !dbg !319
    #dbg_value(i64 %97, !94, !DIExpression(), !302)
  %98 = icmp eq i64 %43, %97, !dbg !320
    #dbg_value(i32 %92, !98, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !306)
  br i1 %98, label %99, label %88, !dbg !322

99:                                               ; preds = %91, %55, %83
  %100 = add nuw nsw i64 %56, 1, !dbg !323
    #dbg_value(i64 %100, !92, !DIExpression(), !252)
  %101 = icmp eq i64 %100, 12, !dbg !324
  br i1 %101, label %102, label %55, !dbg !253, !llvm.loop !325

102:                                              ; preds = %99
  %103 = icmp ugt i64 %56, 10
  br label %104, !dbg !237

104:                                              ; preds = %87, %88, %102, %39, %1
  %105 = phi i1 [ %41, %39 ], [ false, %1 ], [ %103, %102 ], [ false, %88 ], [ false, %87 ]
  %106 = zext i1 %105 to i32, !dbg !237
  ret i32 %106, !dbg !327
}

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare !dbg !328 void @free(ptr allocptr nocapture noundef) local_unnamed_addr #6

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #3 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nofree nounwind willreturn allockind("alloc,zeroed") allocsize(0,1) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nofree norecurse nosync nounwind memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nounwind allocsize(0) }
attributes #8 = { nounwind allocsize(0,1) }
attributes #9 = { nounwind }

!llvm.dbg.cu = !{!33}
!llvm.module.flags = !{!104, !105, !106, !107, !108, !109, !110}
!llvm.ident = !{!111}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 27, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "programs/sieve_primes.c", directory: ".", checksumkind: CSK_MD5, checksum: "42284dfbd37741b6a533798680b0489f")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 224, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 28)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 31, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 232, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 29)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 32, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 112, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 14)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(scope: null, file: !2, line: 34, type: !19, isLocal: true, isDefinition: true)
!19 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 104, elements: !20)
!20 = !{!21}
!21 = !DISubrange(count: 13)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(name: "bases", scope: !24, file: !2, line: 11, type: !100, isLocal: true, isDefinition: true)
!24 = distinct !DISubprogram(name: "is_prime_mr", scope: !2, file: !2, line: 10, type: !25, scopeLine: 10, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !33, retainedNodes: !86)
!25 = !DISubroutineType(types: !26)
!26 = !{!27, !28}
!27 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!28 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint64_t", file: !29, line: 27, baseType: !30)
!29 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-uintn.h", directory: "", checksumkind: CSK_MD5, checksum: "2bf2ae53c58c01b1a1b9383b5195125c")
!30 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint64_t", file: !31, line: 45, baseType: !32)
!31 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!32 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!33 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, enums: !34, retainedTypes: !82, globals: !85, splitDebugInlining: false, nameTableKind: None)
!34 = !{!35}
!35 = !DICompositeType(tag: DW_TAG_enumeration_type, scope: !36, file: !2, line: 23, baseType: !61, size: 32, elements: !80)
!36 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 22, type: !37, scopeLine: 22, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !33, retainedNodes: !39)
!37 = !DISubroutineType(types: !38)
!38 = !{!27}
!39 = !{!40, !45, !48, !52, !53, !54, !55, !57, !62, !64, !68, !69, !71, !72, !74, !78}
!40 = !DILocalVariable(name: "s", scope: !36, file: !2, line: 24, type: !41)
!41 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !42, size: 64)
!42 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint8_t", file: !29, line: 24, baseType: !43)
!43 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint8_t", file: !31, line: 38, baseType: !44)
!44 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!45 = !DILocalVariable(name: "i", scope: !46, file: !2, line: 25, type: !47)
!46 = distinct !DILexicalBlock(scope: !36, file: !2, line: 25, column: 5)
!47 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!48 = !DILocalVariable(name: "j", scope: !49, file: !2, line: 25, type: !47)
!49 = distinct !DILexicalBlock(scope: !50, file: !2, line: 25, column: 51)
!50 = distinct !DILexicalBlock(scope: !51, file: !2, line: 25, column: 45)
!51 = distinct !DILexicalBlock(scope: !46, file: !2, line: 25, column: 5)
!52 = !DILocalVariable(name: "cnt", scope: !36, file: !2, line: 26, type: !27)
!53 = !DILocalVariable(name: "twins", scope: !36, file: !2, line: 26, type: !27)
!54 = !DILocalVariable(name: "sum", scope: !36, file: !2, line: 26, type: !47)
!55 = !DILocalVariable(name: "i", scope: !56, file: !2, line: 26, type: !27)
!56 = distinct !DILexicalBlock(scope: !36, file: !2, line: 26, column: 43)
!57 = !DILocalVariable(name: "bits", scope: !36, file: !2, line: 28, type: !58)
!58 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !59, size: 64)
!59 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint32_t", file: !29, line: 26, baseType: !60)
!60 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint32_t", file: !31, line: 42, baseType: !61)
!61 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!62 = !DILocalVariable(name: "i", scope: !63, file: !2, line: 29, type: !47)
!63 = distinct !DILexicalBlock(scope: !36, file: !2, line: 29, column: 5)
!64 = !DILocalVariable(name: "j", scope: !65, file: !2, line: 29, type: !47)
!65 = distinct !DILexicalBlock(scope: !66, file: !2, line: 29, column: 88)
!66 = distinct !DILexicalBlock(scope: !67, file: !2, line: 29, column: 48)
!67 = distinct !DILexicalBlock(scope: !63, file: !2, line: 29, column: 5)
!68 = !DILocalVariable(name: "cnt2", scope: !36, file: !2, line: 30, type: !27)
!69 = !DILocalVariable(name: "i", scope: !70, file: !2, line: 30, type: !47)
!70 = distinct !DILexicalBlock(scope: !36, file: !2, line: 30, column: 19)
!71 = !DILocalVariable(name: "mr_agree", scope: !36, file: !2, line: 32, type: !27)
!72 = !DILocalVariable(name: "i", scope: !73, file: !2, line: 32, type: !27)
!73 = distinct !DILexicalBlock(scope: !36, file: !2, line: 32, column: 23)
!74 = !DILocalVariable(name: "big", scope: !36, file: !2, line: 33, type: !75)
!75 = !DICompositeType(tag: DW_TAG_array_type, baseType: !28, size: 384, elements: !76)
!76 = !{!77}
!77 = !DISubrange(count: 6)
!78 = !DILocalVariable(name: "i", scope: !79, file: !2, line: 34, type: !27)
!79 = distinct !DILexicalBlock(scope: !36, file: !2, line: 34, column: 5)
!80 = !{!81}
!81 = !DIEnumerator(name: "LIM", value: 2000000)
!82 = !{!28, !83, !84}
!83 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!84 = !DIBasicType(name: "unsigned __int128", size: 128, encoding: DW_ATE_unsigned)
!85 = !{!0, !7, !12, !17, !22}
!86 = !{!87, !88, !90, !91, !92, !94, !97, !98}
!87 = !DILocalVariable(name: "n", arg: 1, scope: !24, file: !2, line: 10, type: !28)
!88 = !DILocalVariable(name: "i", scope: !89, file: !2, line: 12, type: !27)
!89 = distinct !DILexicalBlock(scope: !24, file: !2, line: 12, column: 5)
!90 = !DILocalVariable(name: "d", scope: !24, file: !2, line: 13, type: !28)
!91 = !DILocalVariable(name: "r", scope: !24, file: !2, line: 13, type: !27)
!92 = !DILocalVariable(name: "i", scope: !93, file: !2, line: 14, type: !27)
!93 = distinct !DILexicalBlock(scope: !24, file: !2, line: 14, column: 5)
!94 = !DILocalVariable(name: "x", scope: !95, file: !2, line: 15, type: !28)
!95 = distinct !DILexicalBlock(scope: !96, file: !2, line: 14, column: 34)
!96 = distinct !DILexicalBlock(scope: !93, file: !2, line: 14, column: 5)
!97 = !DILocalVariable(name: "comp", scope: !95, file: !2, line: 16, type: !27)
!98 = !DILocalVariable(name: "k", scope: !99, file: !2, line: 16, type: !27)
!99 = distinct !DILexicalBlock(scope: !95, file: !2, line: 16, column: 23)
!100 = !DICompositeType(tag: DW_TAG_array_type, baseType: !101, size: 768, elements: !102)
!101 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !28)
!102 = !{!103}
!103 = !DISubrange(count: 12)
!104 = !{i32 7, !"Dwarf Version", i32 5}
!105 = !{i32 2, !"Debug Info Version", i32 3}
!106 = !{i32 1, !"wchar_size", i32 4}
!107 = !{i32 8, !"PIC Level", i32 2}
!108 = !{i32 7, !"PIE Level", i32 2}
!109 = !{i32 7, !"uwtable", i32 2}
!110 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!111 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!112 = !DILocation(line: 24, column: 18, scope: !36)
!113 = !DILocation(line: 0, scope: !36)
!114 = !DILocation(line: 24, column: 35, scope: !36)
!115 = !DILocation(line: 24, column: 65, scope: !36)
!116 = !DILocation(line: 24, column: 70, scope: !36)
!117 = !{!118, !118, i64 0}
!118 = !{!"omnipotent char", !119, i64 0}
!119 = !{!"Simple C/C++ TBAA"}
!120 = !DILocation(line: 24, column: 63, scope: !36)
!121 = !DILocation(line: 0, scope: !46)
!122 = !DILocation(line: 25, column: 5, scope: !46)
!123 = !DILocation(line: 25, column: 45, scope: !50)
!124 = !DILocation(line: 0, scope: !49)
!125 = !DILocation(line: 25, column: 45, scope: !51)
!126 = !DILocation(line: 25, column: 90, scope: !127)
!127 = distinct !DILexicalBlock(scope: !49, file: !2, line: 25, column: 51)
!128 = !DILocation(line: 25, column: 95, scope: !127)
!129 = !DILocation(line: 25, column: 84, scope: !127)
!130 = !DILocation(line: 25, column: 74, scope: !127)
!131 = !DILocation(line: 25, column: 51, scope: !49)
!132 = distinct !{!132, !131, !133, !134}
!133 = !DILocation(line: 25, column: 97, scope: !49)
!134 = !{!"llvm.loop.mustprogress"}
!135 = !DILocation(line: 25, column: 37, scope: !51)
!136 = !DILocation(line: 25, column: 24, scope: !51)
!137 = !DILocation(line: 25, column: 28, scope: !51)
!138 = distinct !{!138, !122, !139, !134}
!139 = !DILocation(line: 25, column: 97, scope: !46)
!140 = !DILocation(line: 0, scope: !56)
!141 = !DILocation(line: 26, column: 78, scope: !142)
!142 = distinct !DILexicalBlock(scope: !143, file: !2, line: 26, column: 78)
!143 = distinct !DILexicalBlock(scope: !56, file: !2, line: 26, column: 43)
!144 = !DILocation(line: 26, column: 78, scope: !143)
!145 = !DILocation(line: 26, column: 43, scope: !56)
!146 = !DILocation(line: 27, column: 5, scope: !36)
!147 = !DILocation(line: 28, column: 22, scope: !36)
!148 = !DILocation(line: 0, scope: !63)
!149 = !DILocation(line: 29, column: 5, scope: !63)
!150 = !DILocation(line: 26, column: 97, scope: !151)
!151 = distinct !DILexicalBlock(scope: !142, file: !2, line: 26, column: 84)
!152 = !DILocation(line: 26, column: 89, scope: !151)
!153 = !DILocation(line: 26, column: 117, scope: !154)
!154 = distinct !DILexicalBlock(scope: !151, file: !2, line: 26, column: 107)
!155 = !DILocation(line: 26, column: 107, scope: !151)
!156 = !DILocation(line: 26, scope: !36)
!157 = !DILocation(line: 26, column: 70, scope: !143)
!158 = !DILocation(line: 26, column: 61, scope: !143)
!159 = distinct !{!159, !145, !160, !134, !161}
!160 = !DILocation(line: 26, column: 136, scope: !56)
!161 = !{!"llvm.loop.peeled.count", i32 2}
!162 = !DILocation(line: 29, column: 57, scope: !66)
!163 = !DILocation(line: 29, column: 50, scope: !66)
!164 = !{!165, !165, i64 0}
!165 = !{!"int", !118, i64 0}
!166 = !DILocation(line: 29, column: 63, scope: !66)
!167 = !DILocation(line: 29, column: 82, scope: !66)
!168 = !DILocation(line: 0, scope: !65)
!169 = !DILocation(line: 29, column: 48, scope: !67)
!170 = !DILocation(line: 29, column: 88, scope: !65)
!171 = !DILocation(line: 29, column: 150, scope: !172)
!172 = distinct !DILexicalBlock(scope: !65, file: !2, line: 29, column: 88)
!173 = !DILocation(line: 29, column: 138, scope: !172)
!174 = !DILocation(line: 29, column: 131, scope: !172)
!175 = !DILocation(line: 29, column: 144, scope: !172)
!176 = !DILocation(line: 29, column: 121, scope: !172)
!177 = !DILocation(line: 29, column: 111, scope: !172)
!178 = distinct !{!178, !170, !179, !134}
!179 = !DILocation(line: 29, column: 167, scope: !65)
!180 = !DILocation(line: 29, column: 38, scope: !67)
!181 = !DILocation(line: 29, column: 24, scope: !67)
!182 = !DILocation(line: 29, column: 28, scope: !67)
!183 = distinct !{!183, !149, !184, !134}
!184 = !DILocation(line: 29, column: 167, scope: !63)
!185 = !DILocation(line: 31, column: 56, scope: !36)
!186 = !DILocation(line: 31, column: 5, scope: !36)
!187 = !DILocation(line: 0, scope: !73)
!188 = !DILocation(line: 32, column: 23, scope: !73)
!189 = !DILocation(line: 0, scope: !70)
!190 = !DILocation(line: 30, column: 67, scope: !191)
!191 = distinct !DILexicalBlock(scope: !192, file: !2, line: 30, column: 58)
!192 = distinct !DILexicalBlock(scope: !70, file: !2, line: 30, column: 19)
!193 = !DILocation(line: 30, column: 60, scope: !191)
!194 = !DILocation(line: 30, column: 73, scope: !191)
!195 = !DILocation(line: 30, column: 58, scope: !192)
!196 = !DILocation(line: 30, column: 38, scope: !192)
!197 = !DILocation(line: 30, column: 19, scope: !70)
!198 = distinct !{!198, !197, !199, !134}
!199 = !DILocation(line: 30, column: 102, scope: !70)
!200 = !DILocation(line: 30, column: 48, scope: !192)
!201 = !DILocation(line: 32, column: 108, scope: !36)
!202 = !DILocation(line: 0, scope: !79)
!203 = !DILocation(line: 34, column: 85, scope: !204)
!204 = distinct !DILexicalBlock(scope: !79, file: !2, line: 34, column: 5)
!205 = !DILocation(line: 34, column: 33, scope: !204)
!206 = !DILocation(line: 35, column: 5, scope: !36)
!207 = !DILocation(line: 35, column: 14, scope: !36)
!208 = !DILocation(line: 36, column: 16, scope: !36)
!209 = !DILocation(line: 37, column: 1, scope: !36)
!210 = !DILocation(line: 32, column: 60, scope: !211)
!211 = distinct !DILexicalBlock(scope: !212, file: !2, line: 32, column: 60)
!212 = distinct !DILexicalBlock(scope: !73, file: !2, line: 32, column: 23)
!213 = !DILocation(line: 32, column: 88, scope: !211)
!214 = !DILocation(line: 32, column: 85, scope: !211)
!215 = !DILocation(line: 32, column: 60, scope: !212)
!216 = !DILocation(line: 32, column: 52, scope: !212)
!217 = !DILocation(line: 32, column: 41, scope: !212)
!218 = distinct !{!218, !188, !219, !134}
!219 = !DILocation(line: 32, column: 105, scope: !73)
!220 = !DISubprogram(name: "malloc", scope: !221, file: !221, line: 553, type: !222, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!221 = !DIFile(filename: "/usr/include/stdlib.h", directory: "", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!222 = !DISubroutineType(types: !223)
!223 = !{!224, !225}
!224 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!225 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !226, line: 18, baseType: !32)
!226 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stddef_size_t.h", directory: "", checksumkind: CSK_MD5, checksum: "2c44e821a2b1951cde2eb0fb2e656867")
!227 = !DISubprogram(name: "printf", scope: !228, file: !228, line: 356, type: !229, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!228 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!229 = !DISubroutineType(types: !230)
!230 = !{!27, !231, null}
!231 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !232)
!232 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !233, size: 64)
!233 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!234 = !DISubprogram(name: "calloc", scope: !221, file: !221, line: 556, type: !235, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!235 = !DISubroutineType(types: !236)
!236 = !{!224, !225, !225}
!237 = !DILocation(line: 0, scope: !24)
!238 = !DILocation(line: 11, column: 11, scope: !239)
!239 = distinct !DILexicalBlock(scope: !24, file: !2, line: 11, column: 9)
!240 = !DILocation(line: 11, column: 9, scope: !24)
!241 = !DILocation(line: 0, scope: !89)
!242 = !DILocation(line: 12, column: 42, scope: !243)
!243 = distinct !DILexicalBlock(scope: !244, file: !2, line: 12, column: 40)
!244 = distinct !DILexicalBlock(scope: !245, file: !2, line: 12, column: 34)
!245 = distinct !DILexicalBlock(scope: !89, file: !2, line: 12, column: 5)
!246 = !DILocation(line: 12, column: 53, scope: !243)
!247 = !DILocation(line: 12, column: 40, scope: !244)
!248 = !DILocation(line: 12, column: 44, scope: !243)
!249 = !DILocation(line: 12, column: 68, scope: !243)
!250 = !DILocation(line: 13, column: 20, scope: !24)
!251 = !DILocation(line: 13, column: 36, scope: !24)
!252 = !DILocation(line: 0, scope: !93)
!253 = !DILocation(line: 14, column: 5, scope: !93)
!254 = !DILocation(line: 13, column: 57, scope: !255)
!255 = distinct !DILexicalBlock(scope: !24, file: !2, line: 13, column: 53)
!256 = !DILocation(line: 13, column: 65, scope: !255)
!257 = !DILocation(line: 13, column: 43, scope: !24)
!258 = distinct !{!258, !251, !259, !134}
!259 = !DILocation(line: 13, column: 69, scope: !24)
!260 = !DILocalVariable(name: "m", arg: 3, scope: !261, file: !2, line: 9, type: !28)
!261 = distinct !DISubprogram(name: "powmod", scope: !2, file: !2, line: 9, type: !262, scopeLine: 9, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !33, retainedNodes: !264)
!262 = !DISubroutineType(types: !263)
!263 = !{!28, !28, !28, !28}
!264 = !{!265, !266, !260, !267}
!265 = !DILocalVariable(name: "b", arg: 1, scope: !261, file: !2, line: 9, type: !28)
!266 = !DILocalVariable(name: "e", arg: 2, scope: !261, file: !2, line: 9, type: !28)
!267 = !DILocalVariable(name: "r", scope: !261, file: !2, line: 9, type: !28)
!268 = !DILocation(line: 0, scope: !261, inlinedAt: !269)
!269 = distinct !DILocation(line: 15, column: 22, scope: !95)
!270 = !DILocation(line: 9, column: 86, scope: !261, inlinedAt: !269)
!271 = !DILocation(line: 15, column: 29, scope: !95)
!272 = !{!273, !273, i64 0}
!273 = !{!"long", !118, i64 0}
!274 = !DILocation(line: 9, column: 80, scope: !261, inlinedAt: !269)
!275 = !DILocation(line: 9, column: 104, scope: !276, inlinedAt: !269)
!276 = distinct !DILexicalBlock(scope: !277, file: !2, line: 9, column: 102)
!277 = distinct !DILexicalBlock(scope: !261, file: !2, line: 9, column: 96)
!278 = !DILocation(line: 9, column: 102, scope: !277, inlinedAt: !269)
!279 = !DILocation(line: 8, column: 80, scope: !280, inlinedAt: !285)
!280 = distinct !DISubprogram(name: "mulmod", scope: !2, file: !2, line: 8, type: !262, scopeLine: 8, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !33, retainedNodes: !281)
!281 = !{!282, !283, !284}
!282 = !DILocalVariable(name: "a", arg: 1, scope: !280, file: !2, line: 8, type: !28)
!283 = !DILocalVariable(name: "b", arg: 2, scope: !280, file: !2, line: 8, type: !28)
!284 = !DILocalVariable(name: "m", arg: 3, scope: !280, file: !2, line: 8, type: !28)
!285 = distinct !DILocation(line: 9, column: 134, scope: !277, inlinedAt: !269)
!286 = !DILocation(line: 0, scope: !280, inlinedAt: !287)
!287 = distinct !DILocation(line: 9, column: 113, scope: !276, inlinedAt: !269)
!288 = !DILocation(line: 8, column: 80, scope: !280, inlinedAt: !287)
!289 = !DILocation(line: 8, column: 103, scope: !280, inlinedAt: !287)
!290 = !DILocation(line: 8, column: 101, scope: !280, inlinedAt: !287)
!291 = !DILocation(line: 8, column: 105, scope: !280, inlinedAt: !287)
!292 = !DILocation(line: 8, column: 69, scope: !280, inlinedAt: !287)
!293 = !DILocation(line: 9, column: 109, scope: !276, inlinedAt: !269)
!294 = !DILocation(line: 9, scope: !261, inlinedAt: !269)
!295 = !DILocation(line: 0, scope: !280, inlinedAt: !285)
!296 = !DILocation(line: 8, column: 101, scope: !280, inlinedAt: !285)
!297 = !DILocation(line: 8, column: 105, scope: !280, inlinedAt: !285)
!298 = !DILocation(line: 8, column: 69, scope: !280, inlinedAt: !285)
!299 = !DILocation(line: 9, column: 153, scope: !277, inlinedAt: !269)
!300 = distinct !{!300, !270, !301, !134}
!301 = !DILocation(line: 9, column: 160, scope: !261, inlinedAt: !269)
!302 = !DILocation(line: 0, scope: !95)
!303 = !DILocation(line: 15, column: 52, scope: !304)
!304 = distinct !DILexicalBlock(scope: !95, file: !2, line: 15, column: 50)
!305 = !DILocation(line: 15, column: 57, scope: !304)
!306 = !DILocation(line: 0, scope: !99)
!307 = !DILocation(line: 16, column: 23, scope: !99)
!308 = !DILocation(line: 16, column: 47, scope: !309)
!309 = distinct !DILexicalBlock(scope: !99, file: !2, line: 16, column: 23)
!310 = !DILocation(line: 16, column: 41, scope: !309)
!311 = distinct !{!311, !307, !312, !134}
!312 = !DILocation(line: 16, column: 111, scope: !99)
!313 = !DILocation(line: 0, scope: !280, inlinedAt: !314)
!314 = distinct !DILocation(line: 16, column: 57, scope: !315)
!315 = distinct !DILexicalBlock(scope: !309, file: !2, line: 16, column: 51)
!316 = !DILocation(line: 8, column: 80, scope: !280, inlinedAt: !314)
!317 = !DILocation(line: 8, column: 101, scope: !280, inlinedAt: !314)
!318 = !DILocation(line: 8, column: 105, scope: !280, inlinedAt: !314)
!319 = !DILocation(line: 8, column: 69, scope: !280, inlinedAt: !314)
!320 = !DILocation(line: 16, column: 80, scope: !321)
!321 = distinct !DILexicalBlock(scope: !315, file: !2, line: 16, column: 78)
!322 = !DILocation(line: 16, column: 78, scope: !315)
!323 = !DILocation(line: 14, column: 30, scope: !96)
!324 = !DILocation(line: 14, column: 23, scope: !96)
!325 = distinct !{!325, !253, !326, !134}
!326 = !DILocation(line: 18, column: 5, scope: !93)
!327 = !DILocation(line: 20, column: 1, scope: !24)
!328 = !DISubprogram(name: "free", scope: !221, file: !221, line: 568, type: !329, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!329 = !DISubroutineType(types: !330)
!330 = !{null, !224}
