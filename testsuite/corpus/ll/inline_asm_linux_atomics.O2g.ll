; ModuleID = 'programs/inline_asm_linux_atomics.c'
source_filename = "programs/inline_asm_linux_atomics.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.atomic_t = type { i32 }

@.str = private unnamed_addr constant [60 x i8] c"hits=%d adds=%d xadds=%d cas=%d locked=%ld tas=%d bits=%lx\0A\00", align 1, !dbg !0
@hits = internal global %struct.atomic_t zeroinitializer, align 4, !dbg !7
@adds = internal global %struct.atomic_t zeroinitializer, align 4, !dbg !24
@xadds = internal global %struct.atomic_t zeroinitializer, align 4, !dbg !32
@cas_count = internal global %struct.atomic_t zeroinitializer, align 4, !dbg !34
@plain_under_lock = internal unnamed_addr global i64 0, align 8, !dbg !40
@tas_winners = internal unnamed_addr global i32 0, align 4, !dbg !42
@bits = internal global i64 0, align 8, !dbg !36
@.str.1 = private unnamed_addr constant [24 x i8] c"dec_and_test: %d %d %d\0A\00", align 1, !dbg !14
@.str.2 = private unnamed_addr constant [40 x i8] c"xchg: %lu -> %lu, xadd returns old: %d\0A\00", align 1, !dbg !19
@lock_word = internal global i64 0, align 8, !dbg !44

; Function Attrs: nounwind uwtable
define dso_local range(i32 -99, 100) i32 @main() local_unnamed_addr #0 !dbg !54 {
  %1 = alloca [4 x i64], align 16, !DIAssignID !74
    #dbg_assign(i1 undef, !58, !DIExpression(), !74, ptr %1, !DIExpression(), !75)
  %2 = alloca %struct.atomic_t, align 4, !DIAssignID !76
    #dbg_assign(i1 undef, !68, !DIExpression(), !76, ptr %2, !DIExpression(), !75)
  %3 = alloca i64, align 8, !DIAssignID !77
    #dbg_assign(i1 undef, !72, !DIExpression(), !77, ptr %3, !DIExpression(), !75)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %1) #6, !dbg !78
    #dbg_value(i64 0, !64, !DIExpression(), !79)
    #dbg_value(i64 0, !64, !DIExpression(), !79)
  %4 = call i32 @pthread_create(ptr noundef nonnull %1, ptr noundef null, ptr noundef nonnull @worker, ptr noundef null) #6, !dbg !80
    #dbg_value(i64 1, !64, !DIExpression(), !79)
  %5 = getelementptr inbounds i8, ptr %1, i64 8, !dbg !82
  %6 = call i32 @pthread_create(ptr noundef nonnull %5, ptr noundef null, ptr noundef nonnull @worker, ptr noundef nonnull inttoptr (i64 1 to ptr)) #6, !dbg !80
    #dbg_value(i64 2, !64, !DIExpression(), !79)
  %7 = getelementptr inbounds i8, ptr %1, i64 16, !dbg !82
  %8 = call i32 @pthread_create(ptr noundef nonnull %7, ptr noundef null, ptr noundef nonnull @worker, ptr noundef nonnull inttoptr (i64 2 to ptr)) #6, !dbg !80
    #dbg_value(i64 3, !64, !DIExpression(), !79)
  %9 = getelementptr inbounds i8, ptr %1, i64 24, !dbg !82
  %10 = call i32 @pthread_create(ptr noundef nonnull %9, ptr noundef null, ptr noundef nonnull @worker, ptr noundef nonnull inttoptr (i64 3 to ptr)) #6, !dbg !80
    #dbg_value(i64 4, !64, !DIExpression(), !79)
    #dbg_value(i64 0, !66, !DIExpression(), !83)
  %11 = load i64, ptr %1, align 16, !dbg !84, !tbaa !86
  %12 = call i32 @pthread_join(i64 noundef %11, ptr noundef null) #6, !dbg !90
    #dbg_value(i64 1, !66, !DIExpression(), !83)
  %13 = load i64, ptr %5, align 8, !dbg !84, !tbaa !86
  %14 = call i32 @pthread_join(i64 noundef %13, ptr noundef null) #6, !dbg !90
    #dbg_value(i64 2, !66, !DIExpression(), !83)
  %15 = load i64, ptr %7, align 16, !dbg !84, !tbaa !86
  %16 = call i32 @pthread_join(i64 noundef %15, ptr noundef null) #6, !dbg !90
    #dbg_value(i64 3, !66, !DIExpression(), !83)
  %17 = load i64, ptr %9, align 8, !dbg !84, !tbaa !86
  %18 = call i32 @pthread_join(i64 noundef %17, ptr noundef null) #6, !dbg !90
    #dbg_value(i64 4, !66, !DIExpression(), !83)
  call void asm sideeffect "mfence", "~{memory},~{dirflag},~{fpsr},~{flags}"() #6, !dbg !91, !srcloc !96
  %19 = load volatile i32, ptr @hits, align 4, !dbg !97, !tbaa !98
  %20 = load volatile i32, ptr @adds, align 4, !dbg !101, !tbaa !98
  %21 = load volatile i32, ptr @xadds, align 4, !dbg !102, !tbaa !98
  %22 = load volatile i32, ptr @cas_count, align 4, !dbg !103, !tbaa !98
  %23 = load i64, ptr @plain_under_lock, align 8, !dbg !104, !tbaa !86
  %24 = load i32, ptr @tas_winners, align 4, !dbg !105, !tbaa !106
  %25 = load volatile i64, ptr @bits, align 8, !dbg !107, !tbaa !86
  %26 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %19, i32 noundef %20, i32 noundef %21, i32 noundef %22, i64 noundef %23, i32 noundef %24, i64 noundef %25), !dbg !108
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %2) #6, !dbg !109
  store i32 3, ptr %2, align 4, !dbg !110, !DIAssignID !111
    #dbg_assign(i1 undef, !68, !DIExpression(), !111, ptr %2, !DIExpression(), !75)
    #dbg_value(ptr %2, !112, !DIExpression(), !120)
  %27 = call i8 asm sideeffect "lock; decl $0", "=*m,={@ccz},*m,~{memory},~{dirflag},~{fpsr},~{flags}"(ptr nonnull elementtype(i32) %2, ptr nonnull elementtype(i32) %2) #6, !dbg !122, !srcloc !123
  %28 = icmp ult i8 %27, 2, !dbg !122
  call void @llvm.assume(i1 %28), !dbg !122
    #dbg_value(i8 %27, !118, !DIExpression(), !120)
  %29 = zext nneg i8 %27 to i32, !dbg !124
    #dbg_value(i32 %29, !69, !DIExpression(), !75)
    #dbg_value(ptr %2, !112, !DIExpression(), !125)
  %30 = call i8 asm sideeffect "lock; decl $0", "=*m,={@ccz},*m,~{memory},~{dirflag},~{fpsr},~{flags}"(ptr nonnull elementtype(i32) %2, ptr nonnull elementtype(i32) %2) #6, !dbg !127, !srcloc !123
  %31 = icmp ult i8 %30, 2, !dbg !127
  call void @llvm.assume(i1 %31), !dbg !127
    #dbg_value(i8 %30, !118, !DIExpression(), !125)
  %32 = zext nneg i8 %30 to i32, !dbg !128
    #dbg_value(i32 %32, !70, !DIExpression(), !75)
    #dbg_value(ptr %2, !112, !DIExpression(), !129)
  %33 = call i8 asm sideeffect "lock; decl $0", "=*m,={@ccz},*m,~{memory},~{dirflag},~{fpsr},~{flags}"(ptr nonnull elementtype(i32) %2, ptr nonnull elementtype(i32) %2) #6, !dbg !131, !srcloc !123
  %34 = icmp ult i8 %33, 2, !dbg !131
  call void @llvm.assume(i1 %34), !dbg !131
    #dbg_value(i8 %33, !118, !DIExpression(), !129)
  %35 = zext nneg i8 %33 to i32, !dbg !132
    #dbg_value(i32 %35, !71, !DIExpression(), !75)
  %36 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %29, i32 noundef %32, i32 noundef %35), !dbg !133
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3) #6, !dbg !134
  store volatile i64 7, ptr %3, align 8, !dbg !135, !tbaa !86, !DIAssignID !136
    #dbg_assign(i64 7, !72, !DIExpression(), !136, ptr %3, !DIExpression(), !75)
    #dbg_value(ptr %3, !137, !DIExpression(), !144)
    #dbg_value(i64 9, !143, !DIExpression(), !144)
  %37 = call i64 asm sideeffect "xchgq $0, $1", "=r,=*m,0,*m,~{memory},~{dirflag},~{fpsr},~{flags}"(ptr nonnull elementtype(i64) %3, i64 9, ptr nonnull elementtype(i64) %3) #6, !dbg !146, !srcloc !147
    #dbg_value(i64 %37, !143, !DIExpression(), !144)
    #dbg_value(i64 %37, !73, !DIExpression(), !75)
  %38 = load volatile i64, ptr %3, align 8, !dbg !148, !tbaa !86
    #dbg_value(ptr @hits, !149, !DIExpression(), !155)
    #dbg_value(i32 1, !154, !DIExpression(), !155)
  %39 = call i32 asm sideeffect "lock; xaddl $0, $1", "=r,=*m,0,*m,~{memory},~{dirflag},~{fpsr},~{flags}"(ptr nonnull elementtype(i32) @hits, i32 1, ptr nonnull elementtype(i32) @hits) #6, !dbg !157, !srcloc !158
    #dbg_value(i32 %39, !154, !DIExpression(), !155)
  %40 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i64 noundef %37, i64 noundef %38, i32 noundef %39), !dbg !159
  %41 = load volatile i32, ptr @hits, align 4, !dbg !160, !tbaa !98
  %42 = srem i32 %41, 100, !dbg !161
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3) #6, !dbg !162
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %2) #6, !dbg !162
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %1) #6, !dbg !162
  ret i32 %42, !dbg !163
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nounwind
declare !dbg !164 i32 @pthread_create(ptr noundef, ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #2

; Function Attrs: nounwind uwtable
define internal noundef ptr @worker(ptr noundef %0) #0 !dbg !185 {
    #dbg_value(ptr %0, !187, !DIExpression(), !194)
  %2 = ptrtoint ptr %0 to i64, !dbg !195
    #dbg_value(i64 %2, !188, !DIExpression(), !194)
    #dbg_value(i32 0, !189, !DIExpression(), !196)
  %3 = add nsw i64 %2, 1
  br label %5, !dbg !197

4:                                                ; preds = %32
  ret ptr null, !dbg !198

5:                                                ; preds = %1, %32
  %6 = phi i32 [ 0, %1 ], [ %35, %32 ]
    #dbg_value(i32 %6, !189, !DIExpression(), !196)
    #dbg_value(ptr @hits, !199, !DIExpression(), !204)
  tail call void asm sideeffect "lock; incl $0", "=*m,*m,~{memory},~{dirflag},~{fpsr},~{flags}"(ptr nonnull elementtype(i32) @hits, ptr nonnull elementtype(i32) @hits) #6, !dbg !206, !srcloc !207
    #dbg_value(i32 3, !208, !DIExpression(), !214)
    #dbg_value(ptr @adds, !213, !DIExpression(), !214)
  tail call void asm sideeffect "lock; addl $1, $0", "=*m,ir,*m,~{memory},~{dirflag},~{fpsr},~{flags}"(ptr nonnull elementtype(i32) @adds, i32 3, ptr nonnull elementtype(i32) @adds) #6, !dbg !216, !srcloc !217
    #dbg_value(ptr @xadds, !149, !DIExpression(), !218)
    #dbg_value(i32 2, !154, !DIExpression(), !218)
  %7 = tail call i32 asm sideeffect "lock; xaddl $0, $1", "=r,=*m,0,*m,~{memory},~{dirflag},~{fpsr},~{flags}"(ptr nonnull elementtype(i32) @xadds, i32 2, ptr nonnull elementtype(i32) @xadds) #6, !dbg !220, !srcloc !158
    #dbg_value(i32 %7, !154, !DIExpression(), !218)
  br label %8, !dbg !221

8:                                                ; preds = %8, %5
  %9 = load volatile i32, ptr @cas_count, align 4, !dbg !222, !tbaa !98
    #dbg_value(i32 %9, !191, !DIExpression(), !223)
  %10 = add nsw i32 %9, 5, !dbg !224
    #dbg_value(ptr @cas_count, !225, !DIExpression(), !233)
    #dbg_value(i32 %9, !230, !DIExpression(), !233)
    #dbg_value(i32 %10, !231, !DIExpression(), !233)
  %11 = tail call i32 asm sideeffect "lock; cmpxchgl $2, $1", "={ax},=*m,r,0,*m,~{memory},~{dirflag},~{fpsr},~{flags}"(ptr nonnull elementtype(i32) @cas_count, i32 %10, i32 %9, ptr nonnull elementtype(i32) @cas_count) #6, !dbg !235, !srcloc !236
    #dbg_value(i32 %11, !232, !DIExpression(), !233)
  %12 = icmp eq i32 %11, %9, !dbg !237
  br i1 %12, label %14, label %8, !dbg !238, !llvm.loop !239

13:                                               ; preds = %18, %15
  br label %14, !dbg !242, !llvm.loop !250

14:                                               ; preds = %8, %13
  callbr void asm sideeffect "movl $$1, %eax\0A\09xchgq %rax, $0\0A\09testq %rax, %rax\0A\09jnz ${1:l}", "*m,!i,~{rax},~{memory},~{cc},~{dirflag},~{fpsr},~{flags}"(ptr nonnull elementtype(i64) @lock_word) #6
          to label %21 [label %15], !dbg !252, !srcloc !253

15:                                               ; preds = %14
  %16 = load volatile i64, ptr @lock_word, align 8, !dbg !254, !tbaa !86
  %17 = icmp eq i64 %16, 0, !dbg !255
  br i1 %17, label %13, label %18, !dbg !255

18:                                               ; preds = %15, %18
  tail call void asm sideeffect "rep; nop", "~{memory},~{dirflag},~{fpsr},~{flags}"() #6, !dbg !256, !srcloc !259
  %19 = load volatile i64, ptr @lock_word, align 8, !dbg !254, !tbaa !86
  %20 = icmp eq i64 %19, 0, !dbg !255
  br i1 %20, label %13, label %18, !dbg !255, !llvm.loop !260

21:                                               ; preds = %14
  %22 = load i64, ptr @plain_under_lock, align 8, !dbg !262, !tbaa !86
  %23 = add nsw i64 %3, %22, !dbg !262
  store i64 %23, ptr @plain_under_lock, align 8, !dbg !262, !tbaa !86
  %24 = and i32 %6, 63, !dbg !263
  %25 = zext nneg i32 %24 to i64, !dbg !265
    #dbg_value(i64 %25, !266, !DIExpression(), !273)
    #dbg_value(ptr @bits, !271, !DIExpression(), !273)
  %26 = tail call i8 asm sideeffect "lock; btsq $2, $1", "={@ccc},=*m,Ir,*m,~{memory},~{dirflag},~{fpsr},~{flags}"(ptr nonnull elementtype(i64) @bits, i64 %25, ptr nonnull elementtype(i64) @bits) #6, !dbg !275, !srcloc !276
  %27 = icmp ult i8 %26, 2, !dbg !275
  tail call void @llvm.assume(i1 %27), !dbg !275
    #dbg_value(i8 %26, !272, !DIExpression(), !273)
  %28 = icmp eq i8 %26, 0, !dbg !277
  br i1 %28, label %29, label %32, !dbg !278

29:                                               ; preds = %21
  %30 = load i32, ptr @tas_winners, align 4, !dbg !279, !tbaa !106
  %31 = add nsw i32 %30, 1, !dbg !279
  store i32 %31, ptr @tas_winners, align 4, !dbg !279, !tbaa !106
  br label %32, !dbg !280

32:                                               ; preds = %29, %21
    #dbg_value(i64 %25, !281, !DIExpression(), !286)
    #dbg_value(ptr @bits, !284, !DIExpression(), !286)
  %33 = tail call i8 asm sideeffect "lock; btrq $2, $1", "={@ccc},=*m,Ir,*m,~{memory},~{dirflag},~{fpsr},~{flags}"(ptr nonnull elementtype(i64) @bits, i64 %25, ptr nonnull elementtype(i64) @bits) #6, !dbg !288, !srcloc !289
  %34 = icmp ult i8 %33, 2, !dbg !288
  tail call void @llvm.assume(i1 %34), !dbg !288
    #dbg_value(i8 %33, !285, !DIExpression(), !286)
  tail call void asm sideeffect "", "~{memory},~{dirflag},~{fpsr},~{flags}"() #6, !dbg !290, !srcloc !295
  store volatile i64 0, ptr @lock_word, align 8, !dbg !296, !tbaa !86
  %35 = add nuw nsw i32 %6, 1, !dbg !297
    #dbg_value(i32 %35, !189, !DIExpression(), !196)
  %36 = icmp eq i32 %35, 20000, !dbg !298
  br i1 %36, label %4, label %5, !dbg !197, !llvm.loop !299
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

declare !dbg !301 i32 @pthread_join(i64 noundef, ptr noundef) local_unnamed_addr #3

; Function Attrs: nofree nounwind
declare !dbg !305 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #5

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }
attributes #6 = { nounwind }

!llvm.dbg.cu = !{!9}
!llvm.module.flags = !{!46, !47, !48, !49, !50, !51, !52}
!llvm.ident = !{!53}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 88, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "programs/inline_asm_linux_atomics.c", directory: ".", checksumkind: CSK_MD5, checksum: "a3f11f36395a5a3496340958e847aae5")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 480, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 60)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(name: "hits", scope: !9, file: !2, line: 59, type: !26, isLocal: true, isDefinition: true)
!9 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !10, globals: !13, splitDebugInlining: false, nameTableKind: None)
!10 = !{!11, !12}
!11 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!12 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!13 = !{!0, !14, !19, !7, !24, !32, !34, !36, !40, !42, !44}
!14 = !DIGlobalVariableExpression(var: !15, expr: !DIExpression())
!15 = distinct !DIGlobalVariable(scope: null, file: !2, line: 91, type: !16, isLocal: true, isDefinition: true)
!16 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 192, elements: !17)
!17 = !{!18}
!18 = !DISubrange(count: 24)
!19 = !DIGlobalVariableExpression(var: !20, expr: !DIExpression())
!20 = distinct !DIGlobalVariable(scope: null, file: !2, line: 94, type: !21, isLocal: true, isDefinition: true)
!21 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 320, elements: !22)
!22 = !{!23}
!23 = !DISubrange(count: 40)
!24 = !DIGlobalVariableExpression(var: !25, expr: !DIExpression())
!25 = distinct !DIGlobalVariable(name: "adds", scope: !9, file: !2, line: 59, type: !26, isLocal: true, isDefinition: true)
!26 = !DIDerivedType(tag: DW_TAG_typedef, name: "atomic_t", file: !2, line: 11, baseType: !27)
!27 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !2, line: 11, size: 32, elements: !28)
!28 = !{!29}
!29 = !DIDerivedType(tag: DW_TAG_member, name: "counter", scope: !27, file: !2, line: 11, baseType: !30, size: 32)
!30 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !31)
!31 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!32 = !DIGlobalVariableExpression(var: !33, expr: !DIExpression())
!33 = distinct !DIGlobalVariable(name: "xadds", scope: !9, file: !2, line: 59, type: !26, isLocal: true, isDefinition: true)
!34 = !DIGlobalVariableExpression(var: !35, expr: !DIExpression())
!35 = distinct !DIGlobalVariable(name: "cas_count", scope: !9, file: !2, line: 59, type: !26, isLocal: true, isDefinition: true)
!36 = !DIGlobalVariableExpression(var: !37, expr: !DIExpression())
!37 = distinct !DIGlobalVariable(name: "bits", scope: !9, file: !2, line: 60, type: !38, isLocal: true, isDefinition: true)
!38 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !39)
!39 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!40 = !DIGlobalVariableExpression(var: !41, expr: !DIExpression())
!41 = distinct !DIGlobalVariable(name: "plain_under_lock", scope: !9, file: !2, line: 61, type: !12, isLocal: true, isDefinition: true)
!42 = !DIGlobalVariableExpression(var: !43, expr: !DIExpression())
!43 = distinct !DIGlobalVariable(name: "tas_winners", scope: !9, file: !2, line: 62, type: !31, isLocal: true, isDefinition: true)
!44 = !DIGlobalVariableExpression(var: !45, expr: !DIExpression())
!45 = distinct !DIGlobalVariable(name: "lock_word", scope: !9, file: !2, line: 48, type: !38, isLocal: true, isDefinition: true)
!46 = !{i32 7, !"Dwarf Version", i32 5}
!47 = !{i32 2, !"Debug Info Version", i32 3}
!48 = !{i32 1, !"wchar_size", i32 4}
!49 = !{i32 8, !"PIC Level", i32 2}
!50 = !{i32 7, !"PIE Level", i32 2}
!51 = !{i32 7, !"uwtable", i32 2}
!52 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!53 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!54 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 83, type: !55, scopeLine: 83, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !57)
!55 = !DISubroutineType(types: !56)
!56 = !{!31}
!57 = !{!58, !64, !66, !68, !69, !70, !71, !72, !73}
!58 = !DILocalVariable(name: "t", scope: !54, file: !2, line: 84, type: !59)
!59 = !DICompositeType(tag: DW_TAG_array_type, baseType: !60, size: 256, elements: !62)
!60 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !61, line: 27, baseType: !39)
!61 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: "", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!62 = !{!63}
!63 = !DISubrange(count: 4)
!64 = !DILocalVariable(name: "i", scope: !65, file: !2, line: 85, type: !12)
!65 = distinct !DILexicalBlock(scope: !54, file: !2, line: 85, column: 5)
!66 = !DILocalVariable(name: "i", scope: !67, file: !2, line: 86, type: !31)
!67 = distinct !DILexicalBlock(scope: !54, file: !2, line: 86, column: 5)
!68 = !DILocalVariable(name: "refs", scope: !54, file: !2, line: 89, type: !26)
!69 = !DILocalVariable(name: "r1", scope: !54, file: !2, line: 90, type: !31)
!70 = !DILocalVariable(name: "r2", scope: !54, file: !2, line: 90, type: !31)
!71 = !DILocalVariable(name: "r3", scope: !54, file: !2, line: 90, type: !31)
!72 = !DILocalVariable(name: "w", scope: !54, file: !2, line: 92, type: !38)
!73 = !DILocalVariable(name: "prev", scope: !54, file: !2, line: 93, type: !39)
!74 = distinct !DIAssignID()
!75 = !DILocation(line: 0, scope: !54)
!76 = distinct !DIAssignID()
!77 = distinct !DIAssignID()
!78 = !DILocation(line: 84, column: 5, scope: !54)
!79 = !DILocation(line: 0, scope: !65)
!80 = !DILocation(line: 85, column: 34, scope: !81)
!81 = distinct !DILexicalBlock(scope: !65, file: !2, line: 85, column: 5)
!82 = !DILocation(line: 85, column: 50, scope: !81)
!83 = !DILocation(line: 0, scope: !67)
!84 = !DILocation(line: 86, column: 46, scope: !85)
!85 = distinct !DILexicalBlock(scope: !67, file: !2, line: 86, column: 5)
!86 = !{!87, !87, i64 0}
!87 = !{!"long", !88, i64 0}
!88 = !{!"omnipotent char", !89, i64 0}
!89 = !{!"Simple C/C++ TBAA"}
!90 = !DILocation(line: 86, column: 33, scope: !85)
!91 = !DILocation(line: 44, column: 31, scope: !92, inlinedAt: !95)
!92 = distinct !DISubprogram(name: "mb", scope: !2, file: !2, line: 44, type: !93, scopeLine: 44, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !9)
!93 = !DISubroutineType(types: !94)
!94 = !{null}
!95 = distinct !DILocation(line: 87, column: 5, scope: !54)
!96 = !{i64 2093}
!97 = !DILocation(line: 88, column: 81, scope: !54)
!98 = !{!99, !100, i64 0}
!99 = !{!"", !100, i64 0}
!100 = !{!"int", !88, i64 0}
!101 = !DILocation(line: 88, column: 95, scope: !54)
!102 = !DILocation(line: 88, column: 110, scope: !54)
!103 = !DILocation(line: 88, column: 129, scope: !54)
!104 = !DILocation(line: 88, column: 138, scope: !54)
!105 = !DILocation(line: 88, column: 156, scope: !54)
!106 = !{!100, !100, i64 0}
!107 = !DILocation(line: 88, column: 169, scope: !54)
!108 = !DILocation(line: 88, column: 5, scope: !54)
!109 = !DILocation(line: 89, column: 5, scope: !54)
!110 = !DILocation(line: 89, column: 14, scope: !54)
!111 = distinct !DIAssignID()
!112 = !DILocalVariable(name: "v", arg: 1, scope: !113, file: !2, line: 24, type: !116)
!113 = distinct !DISubprogram(name: "atomic_dec_and_test", scope: !2, file: !2, line: 24, type: !114, scopeLine: 24, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !117)
!114 = !DISubroutineType(types: !115)
!115 = !{!31, !116}
!116 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !26, size: 64)
!117 = !{!112, !118}
!118 = !DILocalVariable(name: "z", scope: !113, file: !2, line: 25, type: !119)
!119 = !DIBasicType(name: "_Bool", size: 8, encoding: DW_ATE_boolean)
!120 = !DILocation(line: 0, scope: !113, inlinedAt: !121)
!121 = distinct !DILocation(line: 90, column: 14, scope: !54)
!122 = !DILocation(line: 26, column: 5, scope: !113, inlinedAt: !121)
!123 = !{i64 1311}
!124 = !DILocation(line: 27, column: 12, scope: !113, inlinedAt: !121)
!125 = !DILocation(line: 0, scope: !113, inlinedAt: !126)
!126 = distinct !DILocation(line: 90, column: 47, scope: !54)
!127 = !DILocation(line: 26, column: 5, scope: !113, inlinedAt: !126)
!128 = !DILocation(line: 27, column: 12, scope: !113, inlinedAt: !126)
!129 = !DILocation(line: 0, scope: !113, inlinedAt: !130)
!130 = distinct !DILocation(line: 90, column: 80, scope: !54)
!131 = !DILocation(line: 26, column: 5, scope: !113, inlinedAt: !130)
!132 = !DILocation(line: 27, column: 12, scope: !113, inlinedAt: !130)
!133 = !DILocation(line: 91, column: 5, scope: !54)
!134 = !DILocation(line: 92, column: 5, scope: !54)
!135 = !DILocation(line: 92, column: 28, scope: !54)
!136 = distinct !DIAssignID()
!137 = !DILocalVariable(name: "p", arg: 1, scope: !138, file: !2, line: 39, type: !141)
!138 = distinct !DISubprogram(name: "xchg_ul", scope: !2, file: !2, line: 39, type: !139, scopeLine: 39, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !142)
!139 = !DISubroutineType(types: !140)
!140 = !{!39, !141, !39}
!141 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !38, size: 64)
!142 = !{!137, !143}
!143 = !DILocalVariable(name: "v", arg: 2, scope: !138, file: !2, line: 39, type: !39)
!144 = !DILocation(line: 0, scope: !138, inlinedAt: !145)
!145 = distinct !DILocation(line: 93, column: 26, scope: !54)
!146 = !DILocation(line: 40, column: 5, scope: !138, inlinedAt: !145)
!147 = !{i64 1898}
!148 = !DILocation(line: 94, column: 62, scope: !54)
!149 = !DILocalVariable(name: "v", arg: 1, scope: !150, file: !2, line: 15, type: !116)
!150 = distinct !DISubprogram(name: "atomic_xadd", scope: !2, file: !2, line: 15, type: !151, scopeLine: 15, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !153)
!151 = !DISubroutineType(types: !152)
!152 = !{!31, !116, !31}
!153 = !{!149, !154}
!154 = !DILocalVariable(name: "i", arg: 2, scope: !150, file: !2, line: 15, type: !31)
!155 = !DILocation(line: 0, scope: !150, inlinedAt: !156)
!156 = distinct !DILocation(line: 94, column: 65, scope: !54)
!157 = !DILocation(line: 16, column: 5, scope: !150, inlinedAt: !156)
!158 = !{i64 938}
!159 = !DILocation(line: 94, column: 5, scope: !54)
!160 = !DILocation(line: 95, column: 17, scope: !54)
!161 = !DILocation(line: 95, column: 25, scope: !54)
!162 = !DILocation(line: 96, column: 1, scope: !54)
!163 = !DILocation(line: 95, column: 5, scope: !54)
!164 = !DISubprogram(name: "pthread_create", scope: !165, file: !165, line: 202, type: !166, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!165 = !DIFile(filename: "/usr/include/pthread.h", directory: "", checksumkind: CSK_MD5, checksum: "5205981c6f80cc3dc1e81231df63d8ef")
!166 = !DISubroutineType(types: !167)
!167 = !{!31, !168, !170, !181, !184}
!168 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !169)
!169 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !60, size: 64)
!170 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !171)
!171 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !172, size: 64)
!172 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !173)
!173 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_attr_t", file: !61, line: 62, baseType: !174)
!174 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "pthread_attr_t", file: !61, line: 56, size: 448, elements: !175)
!175 = !{!176, !180}
!176 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !174, file: !61, line: 58, baseType: !177, size: 448)
!177 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 448, elements: !178)
!178 = !{!179}
!179 = !DISubrange(count: 56)
!180 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !174, file: !61, line: 59, baseType: !12, size: 64)
!181 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !182, size: 64)
!182 = !DISubroutineType(types: !183)
!183 = !{!11, !11}
!184 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !11)
!185 = distinct !DISubprogram(name: "worker", scope: !2, file: !2, line: 66, type: !182, scopeLine: 66, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !186)
!186 = !{!187, !188, !189, !191}
!187 = !DILocalVariable(name: "arg", arg: 1, scope: !185, file: !2, line: 66, type: !11)
!188 = !DILocalVariable(name: "id", scope: !185, file: !2, line: 67, type: !12)
!189 = !DILocalVariable(name: "i", scope: !190, file: !2, line: 68, type: !31)
!190 = distinct !DILexicalBlock(scope: !185, file: !2, line: 68, column: 5)
!191 = !DILocalVariable(name: "o", scope: !192, file: !2, line: 72, type: !31)
!192 = distinct !DILexicalBlock(scope: !193, file: !2, line: 68, column: 36)
!193 = distinct !DILexicalBlock(scope: !190, file: !2, line: 68, column: 5)
!194 = !DILocation(line: 0, scope: !185)
!195 = !DILocation(line: 67, column: 15, scope: !185)
!196 = !DILocation(line: 0, scope: !190)
!197 = !DILocation(line: 68, column: 5, scope: !190)
!198 = !DILocation(line: 80, column: 5, scope: !185)
!199 = !DILocalVariable(name: "v", arg: 1, scope: !200, file: !2, line: 13, type: !116)
!200 = distinct !DISubprogram(name: "atomic_inc", scope: !2, file: !2, line: 13, type: !201, scopeLine: 13, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !203)
!201 = !DISubroutineType(types: !202)
!202 = !{null, !116}
!203 = !{!199}
!204 = !DILocation(line: 0, scope: !200, inlinedAt: !205)
!205 = distinct !DILocation(line: 69, column: 9, scope: !192)
!206 = !DILocation(line: 13, column: 46, scope: !200, inlinedAt: !205)
!207 = !{i64 680}
!208 = !DILocalVariable(name: "i", arg: 1, scope: !209, file: !2, line: 14, type: !31)
!209 = distinct !DISubprogram(name: "atomic_add", scope: !2, file: !2, line: 14, type: !210, scopeLine: 14, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !212)
!210 = !DISubroutineType(types: !211)
!211 = !{null, !31, !116}
!212 = !{!208, !213}
!213 = !DILocalVariable(name: "v", arg: 2, scope: !209, file: !2, line: 14, type: !116)
!214 = !DILocation(line: 0, scope: !209, inlinedAt: !215)
!215 = distinct !DILocation(line: 70, column: 9, scope: !192)
!216 = !DILocation(line: 14, column: 53, scope: !209, inlinedAt: !215)
!217 = !{i64 801}
!218 = !DILocation(line: 0, scope: !150, inlinedAt: !219)
!219 = distinct !DILocation(line: 71, column: 9, scope: !192)
!220 = !DILocation(line: 16, column: 5, scope: !150, inlinedAt: !219)
!221 = !DILocation(line: 73, column: 9, scope: !192)
!222 = !DILocation(line: 73, column: 26, scope: !192)
!223 = !DILocation(line: 0, scope: !192)
!224 = !DILocation(line: 73, column: 74, scope: !192)
!225 = !DILocalVariable(name: "v", arg: 1, scope: !226, file: !2, line: 19, type: !116)
!226 = distinct !DISubprogram(name: "atomic_cmpxchg", scope: !2, file: !2, line: 19, type: !227, scopeLine: 19, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !229)
!227 = !DISubroutineType(types: !228)
!228 = !{!31, !116, !31, !31}
!229 = !{!225, !230, !231, !232}
!230 = !DILocalVariable(name: "old", arg: 2, scope: !226, file: !2, line: 19, type: !31)
!231 = !DILocalVariable(name: "new", arg: 3, scope: !226, file: !2, line: 19, type: !31)
!232 = !DILocalVariable(name: "ret", scope: !226, file: !2, line: 20, type: !31)
!233 = !DILocation(line: 0, scope: !226, inlinedAt: !234)
!234 = distinct !DILocation(line: 73, column: 42, scope: !192)
!235 = !DILocation(line: 21, column: 5, scope: !226, inlinedAt: !234)
!236 = !{i64 1118}
!237 = !DILocation(line: 73, column: 79, scope: !192)
!238 = !DILocation(line: 73, column: 12, scope: !192)
!239 = distinct !{!239, !221, !240, !241}
!240 = !DILocation(line: 73, column: 83, scope: !192)
!241 = !{!"llvm.loop.mustprogress"}
!242 = !DILocation(line: 50, column: 5, scope: !243, inlinedAt: !249)
!243 = distinct !DILexicalBlock(scope: !244, file: !2, line: 50, column: 5)
!244 = distinct !DISubprogram(name: "spin_lock", scope: !2, file: !2, line: 49, type: !93, scopeLine: 49, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !245)
!245 = !{!246}
!246 = !DILabel(scope: !247, name: "busy", file: !2, line: 53)
!247 = distinct !DILexicalBlock(scope: !248, file: !2, line: 50, column: 14)
!248 = distinct !DILexicalBlock(scope: !243, file: !2, line: 50, column: 5)
!249 = distinct !DILocation(line: 74, column: 9, scope: !192)
!250 = distinct !{!250, !242, !251}
!251 = !DILocation(line: 55, column: 5, scope: !243, inlinedAt: !249)
!252 = !DILocation(line: 51, column: 9, scope: !247, inlinedAt: !249)
!253 = !{i64 2383, i64 2400, i64 2419, i64 2441}
!254 = !DILocation(line: 54, column: 16, scope: !247, inlinedAt: !249)
!255 = !DILocation(line: 54, column: 9, scope: !247, inlinedAt: !249)
!256 = !DILocation(line: 43, column: 38, scope: !257, inlinedAt: !258)
!257 = distinct !DISubprogram(name: "cpu_relax", scope: !2, file: !2, line: 43, type: !93, scopeLine: 43, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !9)
!258 = distinct !DILocation(line: 54, column: 27, scope: !247, inlinedAt: !249)
!259 = !{i64 2018}
!260 = distinct !{!260, !255, !261, !241}
!261 = !DILocation(line: 54, column: 37, scope: !247, inlinedAt: !249)
!262 = !DILocation(line: 75, column: 26, scope: !192)
!263 = !DILocation(line: 76, column: 33, scope: !264)
!264 = distinct !DILexicalBlock(scope: !192, file: !2, line: 76, column: 13)
!265 = !DILocation(line: 76, column: 31, scope: !264)
!266 = !DILocalVariable(name: "nr", arg: 1, scope: !267, file: !2, line: 29, type: !12)
!267 = distinct !DISubprogram(name: "test_and_set_bit", scope: !2, file: !2, line: 29, type: !268, scopeLine: 29, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !270)
!268 = !DISubroutineType(types: !269)
!269 = !{!31, !12, !141}
!270 = !{!266, !271, !272}
!271 = !DILocalVariable(name: "addr", arg: 2, scope: !267, file: !2, line: 29, type: !141)
!272 = !DILocalVariable(name: "old", scope: !267, file: !2, line: 30, type: !119)
!273 = !DILocation(line: 0, scope: !267, inlinedAt: !274)
!274 = distinct !DILocation(line: 76, column: 14, scope: !264)
!275 = !DILocation(line: 31, column: 5, scope: !267, inlinedAt: !274)
!276 = !{i64 1501}
!277 = !DILocation(line: 76, column: 14, scope: !264)
!278 = !DILocation(line: 76, column: 13, scope: !192)
!279 = !DILocation(line: 76, column: 58, scope: !264)
!280 = !DILocation(line: 76, column: 47, scope: !264)
!281 = !DILocalVariable(name: "nr", arg: 1, scope: !282, file: !2, line: 34, type: !12)
!282 = distinct !DISubprogram(name: "test_and_clear_bit", scope: !2, file: !2, line: 34, type: !268, scopeLine: 34, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !283)
!283 = !{!281, !284, !285}
!284 = !DILocalVariable(name: "addr", arg: 2, scope: !282, file: !2, line: 34, type: !141)
!285 = !DILocalVariable(name: "old", scope: !282, file: !2, line: 35, type: !119)
!286 = !DILocation(line: 0, scope: !282, inlinedAt: !287)
!287 = distinct !DILocation(line: 77, column: 9, scope: !192)
!288 = !DILocation(line: 36, column: 5, scope: !282, inlinedAt: !287)
!289 = !{i64 1705}
!290 = !DILocation(line: 45, column: 36, scope: !291, inlinedAt: !292)
!291 = distinct !DISubprogram(name: "barrier", scope: !2, file: !2, line: 45, type: !93, scopeLine: 45, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !9)
!292 = distinct !DILocation(line: 57, column: 33, scope: !293, inlinedAt: !294)
!293 = distinct !DISubprogram(name: "spin_unlock", scope: !2, file: !2, line: 57, type: !93, scopeLine: 57, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !9)
!294 = distinct !DILocation(line: 78, column: 9, scope: !192)
!295 = !{i64 2171}
!296 = !DILocation(line: 57, column: 54, scope: !293, inlinedAt: !294)
!297 = !DILocation(line: 68, column: 32, scope: !193)
!298 = !DILocation(line: 68, column: 23, scope: !193)
!299 = distinct !{!299, !197, !300, !241}
!300 = !DILocation(line: 79, column: 5, scope: !190)
!301 = !DISubprogram(name: "pthread_join", scope: !165, file: !165, line: 219, type: !302, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!302 = !DISubroutineType(types: !303)
!303 = !{!31, !60, !304}
!304 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !11, size: 64)
!305 = !DISubprogram(name: "printf", scope: !306, file: !306, line: 356, type: !307, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!306 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!307 = !DISubroutineType(types: !308)
!308 = !{!31, !309, null}
!309 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !310)
!310 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !311, size: 64)
!311 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
