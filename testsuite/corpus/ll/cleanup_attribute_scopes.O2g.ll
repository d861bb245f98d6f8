; ModuleID = 'programs/cleanup_attribute_scopes.c'
source_filename = "programs/cleanup_attribute_scopes.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [3 x i8] c"| \00", align 1, !dbg !0
@log_ = internal global [512 x i8] zeroinitializer, align 16, !dbg !7
@.str.2 = private unnamed_addr constant [25 x i8] c"r0=%d r1=%d j0=%d j1=%d\0A\00", align 1, !dbg !16
@.str.3 = private unnamed_addr constant [5 x i8] c"~%d \00", align 1, !dbg !21
@.str.4 = private unnamed_addr constant [6 x i8] c"body \00", align 1, !dbg !26
@.str.5 = private unnamed_addr constant [5 x i8] c"out \00", align 1, !dbg !31
@.str.6 = private unnamed_addr constant [2 x i8] c"A\00", align 1, !dbg !33
@.str.7 = private unnamed_addr constant [2 x i8] c"B\00", align 1, !dbg !38
@.str.8 = private unnamed_addr constant [2 x i8] c" \00", align 1, !dbg !40
@.str.9 = private unnamed_addr constant [6 x i8] c"free \00", align 1, !dbg !42

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 !dbg !55 {
  %1 = tail call fastcc i32 @early(i32 noundef 0), !dbg !64
    #dbg_value(i32 %1, !60, !DIExpression(), !65)
    #dbg_value(ptr @.str, !66, !DIExpression(), !73)
  %2 = tail call i64 @strlen(ptr noundef nonnull dereferenceable(1) @log_) #8, !dbg !75
  %3 = sub i64 511, %2, !dbg !76
  %4 = tail call ptr @strncat(ptr noundef nonnull dereferenceable(1) @log_, ptr noundef nonnull readonly @.str, i64 noundef %3) #9, !dbg !77
  %5 = tail call fastcc i32 @early(i32 noundef 1), !dbg !78
    #dbg_value(i32 %5, !61, !DIExpression(), !65)
    #dbg_value(ptr @.str, !66, !DIExpression(), !79)
  %6 = tail call i64 @strlen(ptr noundef nonnull dereferenceable(1) @log_) #8, !dbg !81
  %7 = sub i64 511, %6, !dbg !82
  %8 = tail call ptr @strncat(ptr noundef nonnull dereferenceable(1) @log_, ptr noundef nonnull readonly @.str, i64 noundef %7) #9, !dbg !83
  tail call fastcc void @loop(), !dbg !84
    #dbg_value(ptr @.str, !66, !DIExpression(), !85)
  %9 = tail call i64 @strlen(ptr noundef nonnull dereferenceable(1) @log_) #8, !dbg !87
  %10 = sub i64 511, %9, !dbg !88
  %11 = tail call ptr @strncat(ptr noundef nonnull dereferenceable(1) @log_, ptr noundef nonnull readonly @.str, i64 noundef %10) #9, !dbg !89
  %12 = tail call fastcc i32 @jumpy(i32 noundef 0), !dbg !90
    #dbg_value(i32 %12, !62, !DIExpression(), !65)
    #dbg_value(ptr @.str, !66, !DIExpression(), !91)
  %13 = tail call i64 @strlen(ptr noundef nonnull dereferenceable(1) @log_) #8, !dbg !93
  %14 = sub i64 511, %13, !dbg !94
  %15 = tail call ptr @strncat(ptr noundef nonnull dereferenceable(1) @log_, ptr noundef nonnull readonly @.str, i64 noundef %14) #9, !dbg !95
  %16 = tail call fastcc i32 @jumpy(i32 noundef 1), !dbg !96
    #dbg_value(i32 %16, !63, !DIExpression(), !65)
    #dbg_value(ptr @.str, !66, !DIExpression(), !97)
  %17 = tail call i64 @strlen(ptr noundef nonnull dereferenceable(1) @log_) #8, !dbg !99
  %18 = sub i64 511, %17, !dbg !100
  %19 = tail call ptr @strncat(ptr noundef nonnull dereferenceable(1) @log_, ptr noundef nonnull readonly @.str, i64 noundef %18) #9, !dbg !101
  tail call fastcc void @buffers(), !dbg !102
  %20 = tail call i32 @puts(ptr nonnull dereferenceable(1) @log_), !dbg !103
  %21 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %1, i32 noundef %5, i32 noundef %12, i32 noundef %16), !dbg !104
  %22 = add nsw i32 %5, %1, !dbg !105
  %23 = add nsw i32 %22, %12, !dbg !106
  %24 = add nsw i32 %23, %16, !dbg !107
  ret i32 %24, !dbg !108
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree noinline nounwind uwtable
define internal fastcc range(i32 -2147483646, -2147483648) i32 @early(i32 noundef %0) unnamed_addr #2 !dbg !109 {
  %2 = alloca [16 x i8], align 16, !DIAssignID !117
  %3 = alloca [16 x i8], align 16, !DIAssignID !118
  %4 = alloca [16 x i8], align 16, !DIAssignID !119
    #dbg_value(i32 %0, !113, !DIExpression(), !120)
    #dbg_value(i32 1, !114, !DIExpression(), !120)
    #dbg_value(i32 2, !115, !DIExpression(), !120)
  %5 = icmp eq i32 %0, 0, !dbg !121
  br i1 %5, label %11, label %6, !dbg !123

6:                                                ; preds = %1
    #dbg_value(i32 3, !116, !DIExpression(), !120)
    #dbg_assign(i1 undef, !124, !DIExpression(), !119, ptr %4, !DIExpression(), !134)
    #dbg_value(ptr undef, !130, !DIExpression(), !134)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %4) #9, !dbg !136
  %7 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %4, i64 noundef 16, ptr noundef nonnull @.str.3, i32 noundef 3) #9, !dbg !137
    #dbg_value(ptr %4, !66, !DIExpression(), !138)
  %8 = tail call i64 @strlen(ptr noundef nonnull dereferenceable(1) @log_) #8, !dbg !140
  %9 = sub i64 511, %8, !dbg !141
  %10 = call ptr @strncat(ptr noundef nonnull dereferenceable(1) @log_, ptr noundef nonnull readonly %4, i64 noundef %9) #9, !dbg !142
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %4) #9, !dbg !143
  br label %11

11:                                               ; preds = %1, %6
  %12 = phi i32 [ 6, %6 ], [ 3, %1 ], !dbg !120
    #dbg_assign(i1 undef, !124, !DIExpression(), !118, ptr %3, !DIExpression(), !144)
    #dbg_value(ptr undef, !130, !DIExpression(), !144)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %3) #9, !dbg !146
  %13 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %3, i64 noundef 16, ptr noundef nonnull @.str.3, i32 noundef 2) #9, !dbg !147
    #dbg_value(ptr %3, !66, !DIExpression(), !148)
  %14 = tail call i64 @strlen(ptr noundef nonnull dereferenceable(1) @log_) #8, !dbg !150
  %15 = sub i64 511, %14, !dbg !151
  %16 = call ptr @strncat(ptr noundef nonnull dereferenceable(1) @log_, ptr noundef nonnull readonly %3, i64 noundef %15) #9, !dbg !152
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %3) #9, !dbg !153
    #dbg_assign(i1 undef, !124, !DIExpression(), !117, ptr %2, !DIExpression(), !154)
    #dbg_value(ptr undef, !130, !DIExpression(), !154)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %2) #9, !dbg !156
  %17 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %2, i64 noundef 16, ptr noundef nonnull @.str.3, i32 noundef 1) #9, !dbg !157
    #dbg_value(ptr %2, !66, !DIExpression(), !158)
  %18 = tail call i64 @strlen(ptr noundef nonnull dereferenceable(1) @log_) #8, !dbg !160
  %19 = sub i64 511, %18, !dbg !161
  %20 = call ptr @strncat(ptr noundef nonnull dereferenceable(1) @log_, ptr noundef nonnull readonly %2, i64 noundef %19) #9, !dbg !162
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %2) #9, !dbg !163
  ret i32 %12, !dbg !164
}

; Function Attrs: nofree noinline nounwind uwtable
define internal fastcc void @loop() unnamed_addr #2 !dbg !165 {
  %1 = alloca [16 x i8], align 16, !DIAssignID !174
    #dbg_value(i32 0, !169, !DIExpression(), !175)
    #dbg_value(i32 10, !171, !DIExpression(), !176)
    #dbg_value(ptr @.str.4, !66, !DIExpression(), !177)
  %2 = tail call i64 @strlen(ptr noundef nonnull dereferenceable(1) @log_) #8, !dbg !179
  %3 = sub i64 511, %2, !dbg !180
  %4 = tail call ptr @strncat(ptr noundef nonnull dereferenceable(1) @log_, ptr noundef nonnull readonly @.str.4, i64 noundef %3) #9, !dbg !181
    #dbg_assign(i1 undef, !124, !DIExpression(), !174, ptr %1, !DIExpression(), !182)
    #dbg_value(ptr undef, !130, !DIExpression(), !182)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %1) #9, !dbg !184
  %5 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %1, i64 noundef 16, ptr noundef nonnull @.str.3, i32 noundef 10) #9, !dbg !185
    #dbg_value(ptr %1, !66, !DIExpression(), !186)
  %6 = tail call i64 @strlen(ptr noundef nonnull dereferenceable(1) @log_) #8, !dbg !188
  %7 = sub i64 511, %6, !dbg !189
  %8 = call ptr @strncat(ptr noundef nonnull dereferenceable(1) @log_, ptr noundef nonnull readonly %1, i64 noundef %7) #9, !dbg !190
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %1) #9, !dbg !191
    #dbg_value(i32 1, !169, !DIExpression(), !175)
    #dbg_value(i32 11, !171, !DIExpression(), !176)
    #dbg_assign(i1 undef, !124, !DIExpression(), !174, ptr %1, !DIExpression(), !182)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %1) #9, !dbg !184
  %9 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %1, i64 noundef 16, ptr noundef nonnull @.str.3, i32 noundef 11) #9, !dbg !185
  %10 = tail call i64 @strlen(ptr noundef nonnull dereferenceable(1) @log_) #8, !dbg !188
  %11 = sub i64 511, %10, !dbg !189
  %12 = call ptr @strncat(ptr noundef nonnull dereferenceable(1) @log_, ptr noundef nonnull readonly %1, i64 noundef %11) #9, !dbg !190
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %1) #9, !dbg !191
    #dbg_value(i32 2, !169, !DIExpression(), !175)
    #dbg_value(i32 12, !171, !DIExpression(), !176)
  %13 = tail call i64 @strlen(ptr noundef nonnull dereferenceable(1) @log_) #8, !dbg !179
  %14 = sub i64 511, %13, !dbg !180
  %15 = tail call ptr @strncat(ptr noundef nonnull dereferenceable(1) @log_, ptr noundef nonnull readonly @.str.4, i64 noundef %14) #9, !dbg !181
    #dbg_assign(i1 undef, !124, !DIExpression(), !174, ptr %1, !DIExpression(), !182)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %1) #9, !dbg !184
  %16 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %1, i64 noundef 16, ptr noundef nonnull @.str.3, i32 noundef 12) #9, !dbg !185
  %17 = tail call i64 @strlen(ptr noundef nonnull dereferenceable(1) @log_) #8, !dbg !188
  %18 = sub i64 511, %17, !dbg !189
  %19 = call ptr @strncat(ptr noundef nonnull dereferenceable(1) @log_, ptr noundef nonnull readonly %1, i64 noundef %18) #9, !dbg !190
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %1) #9, !dbg !191
    #dbg_value(i32 3, !169, !DIExpression(), !175)
    #dbg_value(i32 13, !171, !DIExpression(), !176)
    #dbg_assign(i1 undef, !124, !DIExpression(), !174, ptr %1, !DIExpression(), !182)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %1) #9, !dbg !184
  %20 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %1, i64 noundef 16, ptr noundef nonnull @.str.3, i32 noundef 13) #9, !dbg !185
  %21 = tail call i64 @strlen(ptr noundef nonnull dereferenceable(1) @log_) #8, !dbg !188
  %22 = sub i64 511, %21, !dbg !189
  %23 = call ptr @strncat(ptr noundef nonnull dereferenceable(1) @log_, ptr noundef nonnull readonly %1, i64 noundef %22) #9, !dbg !190
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %1) #9, !dbg !191
  ret void, !dbg !192
}

; Function Attrs: nofree noinline nounwind uwtable
define internal fastcc noundef range(i32 0, 4) i32 @jumpy(i32 noundef %0) unnamed_addr #2 !dbg !193 {
  %2 = alloca [16 x i8], align 16, !DIAssignID !202
  %3 = alloca [16 x i8], align 16, !DIAssignID !203
    #dbg_value(i32 %0, !195, !DIExpression(), !204)
    #dbg_value(i32 0, !196, !DIExpression(), !204)
    #dbg_value(i32 100, !197, !DIExpression(), !205)
    #dbg_value(i32 200, !199, !DIExpression(), !206)
  %4 = icmp eq i32 %0, 0, !dbg !207
    #dbg_value(i1 %4, !196, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !204)
    #dbg_assign(i1 undef, !124, !DIExpression(), !203, ptr %3, !DIExpression(), !209)
    #dbg_value(ptr undef, !130, !DIExpression(), !209)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %3) #9, !dbg !211
  %5 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %3, i64 noundef 16, ptr noundef nonnull @.str.3, i32 noundef 200) #9, !dbg !212
    #dbg_value(ptr %3, !66, !DIExpression(), !213)
  %6 = tail call i64 @strlen(ptr noundef nonnull dereferenceable(1) @log_) #8, !dbg !215
  %7 = sub i64 511, %6, !dbg !216
  %8 = call ptr @strncat(ptr noundef nonnull dereferenceable(1) @log_, ptr noundef nonnull readonly %3, i64 noundef %7) #9, !dbg !217
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %3) #9, !dbg !218
  %9 = select i1 %4, i32 3, i32 0
    #dbg_value(i32 %9, !196, !DIExpression(), !204)
    #dbg_assign(i1 undef, !124, !DIExpression(), !202, ptr %2, !DIExpression(), !219)
    #dbg_value(ptr undef, !130, !DIExpression(), !219)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %2) #9, !dbg !221
  %10 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %2, i64 noundef 16, ptr noundef nonnull @.str.3, i32 noundef 100) #9, !dbg !222
    #dbg_value(ptr %2, !66, !DIExpression(), !223)
  %11 = tail call i64 @strlen(ptr noundef nonnull dereferenceable(1) @log_) #8, !dbg !225
  %12 = sub i64 511, %11, !dbg !226
  %13 = call ptr @strncat(ptr noundef nonnull dereferenceable(1) @log_, ptr noundef nonnull readonly %2, i64 noundef %12) #9, !dbg !227
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %2) #9, !dbg !228
    #dbg_label(!201, !229)
    #dbg_value(ptr @.str.5, !66, !DIExpression(), !230)
  %14 = tail call i64 @strlen(ptr noundef nonnull dereferenceable(1) @log_) #8, !dbg !232
  %15 = sub i64 511, %14, !dbg !233
  %16 = tail call ptr @strncat(ptr noundef nonnull dereferenceable(1) @log_, ptr noundef nonnull readonly @.str.5, i64 noundef %15) #9, !dbg !234
  ret i32 %9, !dbg !235
}

; Function Attrs: mustprogress nofree noinline nounwind willreturn memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc void @buffers() unnamed_addr #3 !dbg !236 {
    #dbg_value(ptr @.str.6, !238, !DIExpression(), !241)
    #dbg_value(ptr @.str.7, !240, !DIExpression(), !241)
    #dbg_value(ptr @.str.6, !66, !DIExpression(), !242)
  %1 = tail call i64 @strlen(ptr noundef nonnull dereferenceable(1) @log_) #8, !dbg !244
  %2 = sub i64 511, %1, !dbg !245
  %3 = tail call ptr @strncat(ptr noundef nonnull dereferenceable(1) @log_, ptr noundef nonnull readonly @.str.6, i64 noundef %2) #9, !dbg !246
    #dbg_value(ptr @.str.7, !66, !DIExpression(), !247)
  %4 = tail call i64 @strlen(ptr noundef nonnull dereferenceable(1) @log_) #8, !dbg !249
  %5 = sub i64 511, %4, !dbg !250
  %6 = tail call ptr @strncat(ptr noundef nonnull dereferenceable(1) @log_, ptr noundef nonnull readonly @.str.7, i64 noundef %5) #9, !dbg !251
    #dbg_value(ptr @.str.8, !66, !DIExpression(), !252)
  %7 = tail call i64 @strlen(ptr noundef nonnull dereferenceable(1) @log_) #8, !dbg !254
  %8 = sub i64 511, %7, !dbg !255
  %9 = tail call ptr @strncat(ptr noundef nonnull dereferenceable(1) @log_, ptr noundef nonnull readonly @.str.8, i64 noundef %8) #9, !dbg !256
    #dbg_value(ptr undef, !257, !DIExpression(), !263)
    #dbg_value(ptr @.str.9, !66, !DIExpression(), !265)
  %10 = tail call i64 @strlen(ptr noundef nonnull dereferenceable(1) @log_) #8, !dbg !267
  %11 = sub i64 511, %10, !dbg !268
  %12 = tail call ptr @strncat(ptr noundef nonnull dereferenceable(1) @log_, ptr noundef nonnull readonly @.str.9, i64 noundef %11) #9, !dbg !269
    #dbg_value(ptr @.str.7, !66, !DIExpression(), !270)
  %13 = tail call i64 @strlen(ptr noundef nonnull dereferenceable(1) @log_) #8, !dbg !272
  %14 = sub i64 511, %13, !dbg !273
  %15 = tail call ptr @strncat(ptr noundef nonnull dereferenceable(1) @log_, ptr noundef nonnull readonly @.str.7, i64 noundef %14) #9, !dbg !274
    #dbg_value(ptr @.str.8, !66, !DIExpression(), !275)
  %16 = tail call i64 @strlen(ptr noundef nonnull dereferenceable(1) @log_) #8, !dbg !277
  %17 = sub i64 511, %16, !dbg !278
  %18 = tail call ptr @strncat(ptr noundef nonnull dereferenceable(1) @log_, ptr noundef nonnull readonly @.str.8, i64 noundef %17) #9, !dbg !279
    #dbg_value(ptr undef, !257, !DIExpression(), !280)
    #dbg_value(ptr @.str.9, !66, !DIExpression(), !282)
  %19 = tail call i64 @strlen(ptr noundef nonnull dereferenceable(1) @log_) #8, !dbg !284
  %20 = sub i64 511, %19, !dbg !285
  %21 = tail call ptr @strncat(ptr noundef nonnull dereferenceable(1) @log_, ptr noundef nonnull readonly @.str.9, i64 noundef %20) #9, !dbg !286
    #dbg_value(ptr @.str.6, !66, !DIExpression(), !287)
  %22 = tail call i64 @strlen(ptr noundef nonnull dereferenceable(1) @log_) #8, !dbg !289
  %23 = sub i64 511, %22, !dbg !290
  %24 = tail call ptr @strncat(ptr noundef nonnull dereferenceable(1) @log_, ptr noundef nonnull readonly @.str.6, i64 noundef %23) #9, !dbg !291
    #dbg_value(ptr @.str.8, !66, !DIExpression(), !292)
  %25 = tail call i64 @strlen(ptr noundef nonnull dereferenceable(1) @log_) #8, !dbg !294
  %26 = sub i64 511, %25, !dbg !295
  %27 = tail call ptr @strncat(ptr noundef nonnull dereferenceable(1) @log_, ptr noundef nonnull readonly @.str.8, i64 noundef %26) #9, !dbg !296
  ret void, !dbg !297
}

; Function Attrs: nofree nounwind
declare !dbg !298 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare !dbg !303 noundef i32 @snprintf(ptr noalias nocapture noundef writeonly, i64 noundef, ptr nocapture noundef readonly, ...) local_unnamed_addr #4

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: readwrite)
declare !dbg !310 ptr @strncat(ptr noalias noundef returned, ptr noalias nocapture noundef readonly, i64 noundef) local_unnamed_addr #5

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read)
declare !dbg !314 i64 @strlen(ptr nocapture noundef) local_unnamed_addr #6

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #7

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree noinline nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nofree noinline nounwind willreturn memory(readwrite, argmem: none, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nofree nounwind willreturn memory(argmem: readwrite) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nofree nounwind willreturn memory(argmem: read) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nofree nounwind }
attributes #8 = { nounwind willreturn memory(read) }
attributes #9 = { nounwind }

!llvm.dbg.cu = !{!9}
!llvm.module.flags = !{!47, !48, !49, !50, !51, !52, !53}
!llvm.ident = !{!54}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 50, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "programs/cleanup_attribute_scopes.c", directory: ".", checksumkind: CSK_MD5, checksum: "35380d058dffdd42ac054d8d135535d8")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 24, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 3)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(name: "log_", scope: !9, file: !2, line: 7, type: !44, isLocal: true, isDefinition: true)
!9 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, globals: !10, splitDebugInlining: false, nameTableKind: None)
!10 = !{!0, !11, !16, !7, !21, !26, !31, !33, !38, !40, !42}
!11 = !DIGlobalVariableExpression(var: !12, expr: !DIExpression())
!12 = distinct !DIGlobalVariable(scope: null, file: !2, line: 56, type: !13, isLocal: true, isDefinition: true)
!13 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 32, elements: !14)
!14 = !{!15}
!15 = !DISubrange(count: 4)
!16 = !DIGlobalVariableExpression(var: !17, expr: !DIExpression())
!17 = distinct !DIGlobalVariable(scope: null, file: !2, line: 57, type: !18, isLocal: true, isDefinition: true)
!18 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 200, elements: !19)
!19 = !{!20}
!20 = !DISubrange(count: 25)
!21 = !DIGlobalVariableExpression(var: !22, expr: !DIExpression())
!22 = distinct !DIGlobalVariable(scope: null, file: !2, line: 9, type: !23, isLocal: true, isDefinition: true)
!23 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 40, elements: !24)
!24 = !{!25}
!25 = !DISubrange(count: 5)
!26 = !DIGlobalVariableExpression(var: !27, expr: !DIExpression())
!27 = distinct !DIGlobalVariable(scope: null, file: !2, line: 25, type: !28, isLocal: true, isDefinition: true)
!28 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 48, elements: !29)
!29 = !{!30}
!30 = !DISubrange(count: 6)
!31 = !DIGlobalVariableExpression(var: !32, expr: !DIExpression())
!32 = distinct !DIGlobalVariable(scope: null, file: !2, line: 40, type: !23, isLocal: true, isDefinition: true)
!33 = !DIGlobalVariableExpression(var: !34, expr: !DIExpression())
!34 = distinct !DIGlobalVariable(scope: null, file: !2, line: 44, type: !35, isLocal: true, isDefinition: true)
!35 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 16, elements: !36)
!36 = !{!37}
!37 = !DISubrange(count: 2)
!38 = !DIGlobalVariableExpression(var: !39, expr: !DIExpression())
!39 = distinct !DIGlobalVariable(scope: null, file: !2, line: 45, type: !35, isLocal: true, isDefinition: true)
!40 = !DIGlobalVariableExpression(var: !41, expr: !DIExpression())
!41 = distinct !DIGlobalVariable(scope: null, file: !2, line: 46, type: !35, isLocal: true, isDefinition: true)
!42 = !DIGlobalVariableExpression(var: !43, expr: !DIExpression())
!43 = distinct !DIGlobalVariable(scope: null, file: !2, line: 10, type: !28, isLocal: true, isDefinition: true)
!44 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 4096, elements: !45)
!45 = !{!46}
!46 = !DISubrange(count: 512)
!47 = !{i32 7, !"Dwarf Version", i32 5}
!48 = !{i32 2, !"Debug Info Version", i32 3}
!49 = !{i32 1, !"wchar_size", i32 4}
!50 = !{i32 8, !"PIC Level", i32 2}
!51 = !{i32 7, !"PIE Level", i32 2}
!52 = !{i32 7, !"uwtable", i32 2}
!53 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!54 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!55 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 49, type: !56, scopeLine: 49, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !59)
!56 = !DISubroutineType(types: !57)
!57 = !{!58}
!58 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!59 = !{!60, !61, !62, !63}
!60 = !DILocalVariable(name: "r0", scope: !55, file: !2, line: 50, type: !58)
!61 = !DILocalVariable(name: "r1", scope: !55, file: !2, line: 51, type: !58)
!62 = !DILocalVariable(name: "j0", scope: !55, file: !2, line: 53, type: !58)
!63 = !DILocalVariable(name: "j1", scope: !55, file: !2, line: 54, type: !58)
!64 = !DILocation(line: 50, column: 14, scope: !55)
!65 = !DILocation(line: 0, scope: !55)
!66 = !DILocalVariable(name: "s", arg: 1, scope: !67, file: !2, line: 8, type: !70)
!67 = distinct !DISubprogram(name: "note", scope: !2, file: !2, line: 8, type: !68, scopeLine: 8, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !72)
!68 = !DISubroutineType(types: !69)
!69 = !{null, !70}
!70 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !71, size: 64)
!71 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!72 = !{!66}
!73 = !DILocation(line: 0, scope: !67, inlinedAt: !74)
!74 = distinct !DILocation(line: 50, column: 24, scope: !55)
!75 = !DILocation(line: 8, column: 66, scope: !67, inlinedAt: !74)
!76 = !DILocation(line: 8, column: 79, scope: !67, inlinedAt: !74)
!77 = !DILocation(line: 8, column: 35, scope: !67, inlinedAt: !74)
!78 = !DILocation(line: 51, column: 14, scope: !55)
!79 = !DILocation(line: 0, scope: !67, inlinedAt: !80)
!80 = distinct !DILocation(line: 51, column: 24, scope: !55)
!81 = !DILocation(line: 8, column: 66, scope: !67, inlinedAt: !80)
!82 = !DILocation(line: 8, column: 79, scope: !67, inlinedAt: !80)
!83 = !DILocation(line: 8, column: 35, scope: !67, inlinedAt: !80)
!84 = !DILocation(line: 52, column: 5, scope: !55)
!85 = !DILocation(line: 0, scope: !67, inlinedAt: !86)
!86 = distinct !DILocation(line: 52, column: 13, scope: !55)
!87 = !DILocation(line: 8, column: 66, scope: !67, inlinedAt: !86)
!88 = !DILocation(line: 8, column: 79, scope: !67, inlinedAt: !86)
!89 = !DILocation(line: 8, column: 35, scope: !67, inlinedAt: !86)
!90 = !DILocation(line: 53, column: 14, scope: !55)
!91 = !DILocation(line: 0, scope: !67, inlinedAt: !92)
!92 = distinct !DILocation(line: 53, column: 24, scope: !55)
!93 = !DILocation(line: 8, column: 66, scope: !67, inlinedAt: !92)
!94 = !DILocation(line: 8, column: 79, scope: !67, inlinedAt: !92)
!95 = !DILocation(line: 8, column: 35, scope: !67, inlinedAt: !92)
!96 = !DILocation(line: 54, column: 14, scope: !55)
!97 = !DILocation(line: 0, scope: !67, inlinedAt: !98)
!98 = distinct !DILocation(line: 54, column: 24, scope: !55)
!99 = !DILocation(line: 8, column: 66, scope: !67, inlinedAt: !98)
!100 = !DILocation(line: 8, column: 79, scope: !67, inlinedAt: !98)
!101 = !DILocation(line: 8, column: 35, scope: !67, inlinedAt: !98)
!102 = !DILocation(line: 55, column: 5, scope: !55)
!103 = !DILocation(line: 56, column: 5, scope: !55)
!104 = !DILocation(line: 57, column: 5, scope: !55)
!105 = !DILocation(line: 58, column: 15, scope: !55)
!106 = !DILocation(line: 58, column: 20, scope: !55)
!107 = !DILocation(line: 58, column: 25, scope: !55)
!108 = !DILocation(line: 58, column: 5, scope: !55)
!109 = distinct !DISubprogram(name: "early", scope: !2, file: !2, line: 13, type: !110, scopeLine: 13, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !112)
!110 = !DISubroutineType(types: !111)
!111 = !{!58, !58}
!112 = !{!113, !114, !115, !116}
!113 = !DILocalVariable(name: "k", arg: 1, scope: !109, file: !2, line: 13, type: !58)
!114 = !DILocalVariable(name: "a", scope: !109, file: !2, line: 14, type: !58)
!115 = !DILocalVariable(name: "b", scope: !109, file: !2, line: 15, type: !58)
!116 = !DILocalVariable(name: "c", scope: !109, file: !2, line: 17, type: !58)
!117 = distinct !DIAssignID()
!118 = distinct !DIAssignID()
!119 = distinct !DIAssignID()
!120 = !DILocation(line: 0, scope: !109)
!121 = !DILocation(line: 16, column: 11, scope: !122)
!122 = distinct !DILexicalBlock(scope: !109, file: !2, line: 16, column: 9)
!123 = !DILocation(line: 16, column: 9, scope: !109)
!124 = !DILocalVariable(name: "b", scope: !125, file: !2, line: 9, type: !131)
!125 = distinct !DISubprogram(name: "cl_int", scope: !2, file: !2, line: 9, type: !126, scopeLine: 9, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !129)
!126 = !DISubroutineType(types: !127)
!127 = !{null, !128}
!128 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !58, size: 64)
!129 = !{!130, !124}
!130 = !DILocalVariable(name: "p", arg: 1, scope: !125, file: !2, line: 9, type: !128)
!131 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 128, elements: !132)
!132 = !{!133}
!133 = !DISubrange(count: 16)
!134 = !DILocation(line: 0, scope: !125, inlinedAt: !135)
!135 = distinct !DILocation(line: 19, column: 1, scope: !109)
!136 = !DILocation(line: 9, column: 30, scope: !125, inlinedAt: !135)
!137 = !DILocation(line: 9, column: 42, scope: !125, inlinedAt: !135)
!138 = !DILocation(line: 0, scope: !67, inlinedAt: !139)
!139 = distinct !DILocation(line: 9, column: 77, scope: !125, inlinedAt: !135)
!140 = !DILocation(line: 8, column: 66, scope: !67, inlinedAt: !139)
!141 = !DILocation(line: 8, column: 79, scope: !67, inlinedAt: !139)
!142 = !DILocation(line: 8, column: 35, scope: !67, inlinedAt: !139)
!143 = !DILocation(line: 9, column: 86, scope: !125, inlinedAt: !135)
!144 = !DILocation(line: 0, scope: !125, inlinedAt: !145)
!145 = distinct !DILocation(line: 19, column: 1, scope: !109)
!146 = !DILocation(line: 9, column: 30, scope: !125, inlinedAt: !145)
!147 = !DILocation(line: 9, column: 42, scope: !125, inlinedAt: !145)
!148 = !DILocation(line: 0, scope: !67, inlinedAt: !149)
!149 = distinct !DILocation(line: 9, column: 77, scope: !125, inlinedAt: !145)
!150 = !DILocation(line: 8, column: 66, scope: !67, inlinedAt: !149)
!151 = !DILocation(line: 8, column: 79, scope: !67, inlinedAt: !149)
!152 = !DILocation(line: 8, column: 35, scope: !67, inlinedAt: !149)
!153 = !DILocation(line: 9, column: 86, scope: !125, inlinedAt: !145)
!154 = !DILocation(line: 0, scope: !125, inlinedAt: !155)
!155 = distinct !DILocation(line: 19, column: 1, scope: !109)
!156 = !DILocation(line: 9, column: 30, scope: !125, inlinedAt: !155)
!157 = !DILocation(line: 9, column: 42, scope: !125, inlinedAt: !155)
!158 = !DILocation(line: 0, scope: !67, inlinedAt: !159)
!159 = distinct !DILocation(line: 9, column: 77, scope: !125, inlinedAt: !155)
!160 = !DILocation(line: 8, column: 66, scope: !67, inlinedAt: !159)
!161 = !DILocation(line: 8, column: 79, scope: !67, inlinedAt: !159)
!162 = !DILocation(line: 8, column: 35, scope: !67, inlinedAt: !159)
!163 = !DILocation(line: 9, column: 86, scope: !125, inlinedAt: !155)
!164 = !DILocation(line: 19, column: 1, scope: !109)
!165 = distinct !DISubprogram(name: "loop", scope: !2, file: !2, line: 20, type: !166, scopeLine: 20, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !168)
!166 = !DISubroutineType(types: !167)
!167 = !{null}
!168 = !{!169, !171}
!169 = !DILocalVariable(name: "i", scope: !170, file: !2, line: 21, type: !58)
!170 = distinct !DILexicalBlock(scope: !165, file: !2, line: 21, column: 5)
!171 = !DILocalVariable(name: "it", scope: !172, file: !2, line: 22, type: !58)
!172 = distinct !DILexicalBlock(scope: !173, file: !2, line: 21, column: 33)
!173 = distinct !DILexicalBlock(scope: !170, file: !2, line: 21, column: 5)
!174 = distinct !DIAssignID()
!175 = !DILocation(line: 0, scope: !170)
!176 = !DILocation(line: 0, scope: !172)
!177 = !DILocation(line: 0, scope: !67, inlinedAt: !178)
!178 = distinct !DILocation(line: 25, column: 9, scope: !172)
!179 = !DILocation(line: 8, column: 66, scope: !67, inlinedAt: !178)
!180 = !DILocation(line: 8, column: 79, scope: !67, inlinedAt: !178)
!181 = !DILocation(line: 8, column: 35, scope: !67, inlinedAt: !178)
!182 = !DILocation(line: 0, scope: !125, inlinedAt: !183)
!183 = distinct !DILocation(line: 26, column: 5, scope: !173)
!184 = !DILocation(line: 9, column: 30, scope: !125, inlinedAt: !183)
!185 = !DILocation(line: 9, column: 42, scope: !125, inlinedAt: !183)
!186 = !DILocation(line: 0, scope: !67, inlinedAt: !187)
!187 = distinct !DILocation(line: 9, column: 77, scope: !125, inlinedAt: !183)
!188 = !DILocation(line: 8, column: 66, scope: !67, inlinedAt: !187)
!189 = !DILocation(line: 8, column: 79, scope: !67, inlinedAt: !187)
!190 = !DILocation(line: 8, column: 35, scope: !67, inlinedAt: !187)
!191 = !DILocation(line: 9, column: 86, scope: !125, inlinedAt: !183)
!192 = !DILocation(line: 27, column: 1, scope: !165)
!193 = distinct !DISubprogram(name: "jumpy", scope: !2, file: !2, line: 28, type: !110, scopeLine: 28, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !194)
!194 = !{!195, !196, !197, !199, !201}
!195 = !DILocalVariable(name: "k", arg: 1, scope: !193, file: !2, line: 28, type: !58)
!196 = !DILocalVariable(name: "r", scope: !193, file: !2, line: 29, type: !58)
!197 = !DILocalVariable(name: "outer", scope: !198, file: !2, line: 31, type: !58)
!198 = distinct !DILexicalBlock(scope: !193, file: !2, line: 30, column: 5)
!199 = !DILocalVariable(name: "inner", scope: !200, file: !2, line: 33, type: !58)
!200 = distinct !DILexicalBlock(scope: !198, file: !2, line: 32, column: 9)
!201 = !DILabel(scope: !193, name: "out", file: !2, line: 39)
!202 = distinct !DIAssignID()
!203 = distinct !DIAssignID()
!204 = !DILocation(line: 0, scope: !193)
!205 = !DILocation(line: 0, scope: !198)
!206 = !DILocation(line: 0, scope: !200)
!207 = !DILocation(line: 34, column: 17, scope: !208)
!208 = distinct !DILexicalBlock(scope: !200, file: !2, line: 34, column: 17)
!209 = !DILocation(line: 0, scope: !125, inlinedAt: !210)
!210 = distinct !DILocation(line: 36, column: 9, scope: !198)
!211 = !DILocation(line: 9, column: 30, scope: !125, inlinedAt: !210)
!212 = !DILocation(line: 9, column: 42, scope: !125, inlinedAt: !210)
!213 = !DILocation(line: 0, scope: !67, inlinedAt: !214)
!214 = distinct !DILocation(line: 9, column: 77, scope: !125, inlinedAt: !210)
!215 = !DILocation(line: 8, column: 66, scope: !67, inlinedAt: !214)
!216 = !DILocation(line: 8, column: 79, scope: !67, inlinedAt: !214)
!217 = !DILocation(line: 8, column: 35, scope: !67, inlinedAt: !214)
!218 = !DILocation(line: 9, column: 86, scope: !125, inlinedAt: !210)
!219 = !DILocation(line: 0, scope: !125, inlinedAt: !220)
!220 = distinct !DILocation(line: 38, column: 5, scope: !193)
!221 = !DILocation(line: 9, column: 30, scope: !125, inlinedAt: !220)
!222 = !DILocation(line: 9, column: 42, scope: !125, inlinedAt: !220)
!223 = !DILocation(line: 0, scope: !67, inlinedAt: !224)
!224 = distinct !DILocation(line: 9, column: 77, scope: !125, inlinedAt: !220)
!225 = !DILocation(line: 8, column: 66, scope: !67, inlinedAt: !224)
!226 = !DILocation(line: 8, column: 79, scope: !67, inlinedAt: !224)
!227 = !DILocation(line: 8, column: 35, scope: !67, inlinedAt: !224)
!228 = !DILocation(line: 9, column: 86, scope: !125, inlinedAt: !220)
!229 = !DILocation(line: 39, column: 1, scope: !193)
!230 = !DILocation(line: 0, scope: !67, inlinedAt: !231)
!231 = distinct !DILocation(line: 40, column: 5, scope: !193)
!232 = !DILocation(line: 8, column: 66, scope: !67, inlinedAt: !231)
!233 = !DILocation(line: 8, column: 79, scope: !67, inlinedAt: !231)
!234 = !DILocation(line: 8, column: 35, scope: !67, inlinedAt: !231)
!235 = !DILocation(line: 42, column: 1, scope: !193)
!236 = distinct !DISubprogram(name: "buffers", scope: !2, file: !2, line: 43, type: !166, scopeLine: 43, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !237)
!237 = !{!238, !240}
!238 = !DILocalVariable(name: "a", scope: !236, file: !2, line: 44, type: !239)
!239 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!240 = !DILocalVariable(name: "b", scope: !236, file: !2, line: 45, type: !239)
!241 = !DILocation(line: 0, scope: !236)
!242 = !DILocation(line: 0, scope: !67, inlinedAt: !243)
!243 = distinct !DILocation(line: 46, column: 5, scope: !236)
!244 = !DILocation(line: 8, column: 66, scope: !67, inlinedAt: !243)
!245 = !DILocation(line: 8, column: 79, scope: !67, inlinedAt: !243)
!246 = !DILocation(line: 8, column: 35, scope: !67, inlinedAt: !243)
!247 = !DILocation(line: 0, scope: !67, inlinedAt: !248)
!248 = distinct !DILocation(line: 46, column: 14, scope: !236)
!249 = !DILocation(line: 8, column: 66, scope: !67, inlinedAt: !248)
!250 = !DILocation(line: 8, column: 79, scope: !67, inlinedAt: !248)
!251 = !DILocation(line: 8, column: 35, scope: !67, inlinedAt: !248)
!252 = !DILocation(line: 0, scope: !67, inlinedAt: !253)
!253 = distinct !DILocation(line: 46, column: 23, scope: !236)
!254 = !DILocation(line: 8, column: 66, scope: !67, inlinedAt: !253)
!255 = !DILocation(line: 8, column: 79, scope: !67, inlinedAt: !253)
!256 = !DILocation(line: 8, column: 35, scope: !67, inlinedAt: !253)
!257 = !DILocalVariable(name: "p", arg: 1, scope: !258, file: !2, line: 10, type: !261)
!258 = distinct !DISubprogram(name: "cl_buf", scope: !2, file: !2, line: 10, type: !259, scopeLine: 10, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !262)
!259 = !DISubroutineType(types: !260)
!260 = !{null, !261}
!261 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !239, size: 64)
!262 = !{!257}
!263 = !DILocation(line: 0, scope: !258, inlinedAt: !264)
!264 = distinct !DILocation(line: 47, column: 1, scope: !236)
!265 = !DILocation(line: 0, scope: !67, inlinedAt: !266)
!266 = distinct !DILocation(line: 10, column: 32, scope: !258, inlinedAt: !264)
!267 = !DILocation(line: 8, column: 66, scope: !67, inlinedAt: !266)
!268 = !DILocation(line: 8, column: 79, scope: !67, inlinedAt: !266)
!269 = !DILocation(line: 8, column: 35, scope: !67, inlinedAt: !266)
!270 = !DILocation(line: 0, scope: !67, inlinedAt: !271)
!271 = distinct !DILocation(line: 10, column: 47, scope: !258, inlinedAt: !264)
!272 = !DILocation(line: 8, column: 66, scope: !67, inlinedAt: !271)
!273 = !DILocation(line: 8, column: 79, scope: !67, inlinedAt: !271)
!274 = !DILocation(line: 8, column: 35, scope: !67, inlinedAt: !271)
!275 = !DILocation(line: 0, scope: !67, inlinedAt: !276)
!276 = distinct !DILocation(line: 10, column: 57, scope: !258, inlinedAt: !264)
!277 = !DILocation(line: 8, column: 66, scope: !67, inlinedAt: !276)
!278 = !DILocation(line: 8, column: 79, scope: !67, inlinedAt: !276)
!279 = !DILocation(line: 8, column: 35, scope: !67, inlinedAt: !276)
!280 = !DILocation(line: 0, scope: !258, inlinedAt: !281)
!281 = distinct !DILocation(line: 47, column: 1, scope: !236)
!282 = !DILocation(line: 0, scope: !67, inlinedAt: !283)
!283 = distinct !DILocation(line: 10, column: 32, scope: !258, inlinedAt: !281)
!284 = !DILocation(line: 8, column: 66, scope: !67, inlinedAt: !283)
!285 = !DILocation(line: 8, column: 79, scope: !67, inlinedAt: !283)
!286 = !DILocation(line: 8, column: 35, scope: !67, inlinedAt: !283)
!287 = !DILocation(line: 0, scope: !67, inlinedAt: !288)
!288 = distinct !DILocation(line: 10, column: 47, scope: !258, inlinedAt: !281)
!289 = !DILocation(line: 8, column: 66, scope: !67, inlinedAt: !288)
!290 = !DILocation(line: 8, column: 79, scope: !67, inlinedAt: !288)
!291 = !DILocation(line: 8, column: 35, scope: !67, inlinedAt: !288)
!292 = !DILocation(line: 0, scope: !67, inlinedAt: !293)
!293 = distinct !DILocation(line: 10, column: 57, scope: !258, inlinedAt: !281)
!294 = !DILocation(line: 8, column: 66, scope: !67, inlinedAt: !293)
!295 = !DILocation(line: 8, column: 79, scope: !67, inlinedAt: !293)
!296 = !DILocation(line: 8, column: 35, scope: !67, inlinedAt: !293)
!297 = !DILocation(line: 47, column: 1, scope: !236)
!298 = !DISubprogram(name: "printf", scope: !299, file: !299, line: 356, type: !300, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!299 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!300 = !DISubroutineType(types: !301)
!301 = !{!58, !302, null}
!302 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !70)
!303 = !DISubprogram(name: "snprintf", scope: !299, file: !299, line: 378, type: !304, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!304 = !DISubroutineType(types: !305)
!305 = !{!58, !306, !307, !302, null}
!306 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !239)
!307 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !308, line: 18, baseType: !309)
!308 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stddef_size_t.h", directory: "", checksumkind: CSK_MD5, checksum: "2c44e821a2b1951cde2eb0fb2e656867")
!309 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!310 = !DISubprogram(name: "strncat", scope: !311, file: !311, line: 152, type: !312, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!311 = !DIFile(filename: "/usr/include/string.h", directory: "", checksumkind: CSK_MD5, checksum: "0ee11a08692643b86154f96759d0f7fa")
!312 = !DISubroutineType(types: !313)
!313 = !{!239, !306, !302, !307}
!314 = !DISubprogram(name: "strlen", scope: !311, file: !311, line: 407, type: !315, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!315 = !DISubroutineType(types: !316)
!316 = !{!309, !70}
