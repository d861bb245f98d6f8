; ModuleID = 'programs/inline_asm_x86_constraints.c'
source_filename = "programs/inline_asm_x86_constraints.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [58 x i8] c"add_rr=%u add_imm=%llu add_g=%llu add_imr=%llu match0=%u\0A\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [50 x i8] c"mul hi=%016llx lo=%016llx div q=%016llx rem=%llu\0A\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [51 x i8] c"bsr=%d %d bswap=%016llx lowbyte=%u modifiers=%08x\0A\00", align 1, !dbg !12
@.str.3 = private unnamed_addr constant [52 x i8] c"mem_inc=%d early=%llu sse=%a named=%llu carry=%d%d\0A\00", align 1, !dbg !17
@__const.main.src = private unnamed_addr constant [22 x i8] c"rep movsb copied this\00", align 16
@.str.4 = private unnamed_addr constant [11 x i8] c"copy='%s'\0A\00", align 1, !dbg !22

; Function Attrs: nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 !dbg !40 {
  %1 = alloca i64, align 8, !DIAssignID !62
    #dbg_assign(i1 undef, !44, !DIExpression(), !62, ptr %1, !DIExpression(), !63)
  %2 = alloca i64, align 8, !DIAssignID !64
    #dbg_assign(i1 undef, !50, !DIExpression(), !64, ptr %2, !DIExpression(), !63)
  %3 = alloca i64, align 8, !DIAssignID !65
    #dbg_assign(i1 undef, !51, !DIExpression(), !65, ptr %3, !DIExpression(), !63)
  %4 = alloca i32, align 4, !DIAssignID !66
    #dbg_assign(i1 undef, !53, !DIExpression(), !66, ptr %4, !DIExpression(), !63)
  %5 = alloca [22 x i8], align 16, !DIAssignID !67
    #dbg_assign(i1 undef, !54, !DIExpression(), !67, ptr %5, !DIExpression(), !63)
  %6 = alloca [32 x i8], align 16, !DIAssignID !68
    #dbg_assign(i1 undef, !58, !DIExpression(), !68, ptr %6, !DIExpression(), !63)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1) #9, !dbg !69
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #9, !dbg !69
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3) #9, !dbg !69
  call fastcc void @mul_wide(ptr noundef nonnull %1, ptr noundef nonnull %2), !dbg !70
  %7 = load i64, ptr %1, align 8, !dbg !71, !tbaa !72
  %8 = load i64, ptr %2, align 8, !dbg !76, !tbaa !72
  %9 = call fastcc i64 @div_wide(i64 noundef %7, i64 noundef %8, ptr noundef nonnull %3), !dbg !77
    #dbg_value(i64 %9, !52, !DIExpression(), !63)
  %10 = tail call fastcc i32 @add_rr(), !dbg !78
  %11 = tail call fastcc i64 @add_imm(), !dbg !79
  %12 = tail call fastcc i64 @add_g(), !dbg !80
  %13 = tail call fastcc i64 @add_imr(), !dbg !81
  %14 = tail call fastcc i32 @match0(), !dbg !82
  %15 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %10, i64 noundef %11, i64 noundef %12, i64 noundef %13, i32 noundef %14), !dbg !83
  %16 = load i64, ptr %3, align 8, !dbg !84, !tbaa !72
  %17 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i64 noundef %7, i64 noundef %8, i64 noundef %9, i64 noundef %16), !dbg !85
  %18 = tail call fastcc i32 @bsr32(i32 noundef 1), !dbg !86
  %19 = tail call fastcc i32 @bsr32(i32 noundef -2147478988), !dbg !87
  %20 = tail call fastcc i64 @bswap_asm(), !dbg !88
  %21 = tail call fastcc zeroext i8 @low_byte_add(), !dbg !89
  %22 = zext i8 %21 to i32, !dbg !89
  %23 = tail call fastcc i32 @modifiers(), !dbg !90
  %24 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %18, i32 noundef %19, i64 noundef %20, i32 noundef %22, i32 noundef %23), !dbg !91
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %4) #9, !dbg !92
  store i32 41, ptr %4, align 4, !dbg !93, !tbaa !94, !DIAssignID !96
    #dbg_assign(i32 41, !53, !DIExpression(), !96, ptr %4, !DIExpression(), !63)
  call fastcc void @mem_inc(ptr noundef nonnull %4), !dbg !97
  call fastcc void @mem_inc(ptr noundef nonnull %4), !dbg !98
  %25 = load i32, ptr %4, align 4, !dbg !99, !tbaa !94
  %26 = tail call fastcc i64 @early_clobber(), !dbg !100
  %27 = tail call fastcc double @sse_add(), !dbg !101
  %28 = tail call fastcc i64 @named(), !dbg !102
  %29 = call fastcc i32 @carry_out(i32 noundef -1), !dbg !103
  %30 = call fastcc i32 @carry_out(i32 noundef 1), !dbg !104
  %31 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %25, i64 noundef %26, double noundef %27, i64 noundef %28, i32 noundef %29, i32 noundef %30), !dbg !105
  call void @llvm.lifetime.start.p0(i64 22, ptr nonnull %5) #9, !dbg !106
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(22) %5, ptr noundef nonnull align 16 dereferenceable(22) @__const.main.src, i64 22, i1 false), !dbg !107, !DIAssignID !108
    #dbg_assign(i1 undef, !54, !DIExpression(), !108, ptr %5, !DIExpression(), !63)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %6) #9, !dbg !106
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %6, i8 0, i64 32, i1 false), !dbg !109, !DIAssignID !110
    #dbg_assign(i8 0, !58, !DIExpression(), !110, ptr %6, !DIExpression(), !63)
  call fastcc void @copy_bytes(ptr noundef nonnull %6, ptr noundef nonnull %5), !dbg !111
  %32 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, ptr noundef nonnull %6), !dbg !112
  %33 = icmp eq i64 %9, -81985529216486896, !dbg !113
  %34 = zext i1 %33 to i32, !dbg !113
  %35 = load i32, ptr %4, align 4, !dbg !114, !tbaa !94
  %36 = add nsw i32 %35, %34, !dbg !115
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %6) #9, !dbg !116
  call void @llvm.lifetime.end.p0(i64 22, ptr nonnull %5) #9, !dbg !116
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %4) #9, !dbg !116
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3) #9, !dbg !116
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #9, !dbg !116
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1) #9, !dbg !116
  ret i32 %36, !dbg !117
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: noinline nounwind memory(read, argmem: readwrite) uwtable
define internal fastcc void @mul_wide(ptr nocapture noundef writeonly %0, ptr nocapture noundef writeonly %1) unnamed_addr #2 !dbg !118 {
    #dbg_value(i64 -81985529216486896, !123, !DIExpression(), !129)
    #dbg_value(i64 4886718345, !124, !DIExpression(), !129)
    #dbg_value(ptr %0, !125, !DIExpression(), !129)
    #dbg_value(ptr %1, !126, !DIExpression(), !129)
  %3 = tail call { i64, i64 } asm "mulq $3", "={ax},={dx},{ax},rm,~{cc},~{dirflag},~{fpsr},~{flags}"(i64 -81985529216486896, i64 4886718345) #10, !dbg !130, !srcloc !131
  %4 = extractvalue { i64, i64 } %3, 0, !dbg !130
  %5 = extractvalue { i64, i64 } %3, 1, !dbg !130
    #dbg_value(i64 %4, !128, !DIExpression(), !129)
    #dbg_value(i64 %5, !127, !DIExpression(), !129)
  store i64 %5, ptr %0, align 8, !dbg !132, !tbaa !72
  store i64 %4, ptr %1, align 8, !dbg !133, !tbaa !72
  ret void, !dbg !134
}

; Function Attrs: noinline nounwind memory(read, argmem: readwrite) uwtable
define internal fastcc i64 @div_wide(i64 noundef %0, i64 noundef %1, ptr nocapture noundef writeonly %2) unnamed_addr #2 !dbg !135 {
    #dbg_value(i64 %0, !139, !DIExpression(), !145)
    #dbg_value(i64 %1, !140, !DIExpression(), !145)
    #dbg_value(i64 4886718345, !141, !DIExpression(), !145)
    #dbg_value(ptr %2, !142, !DIExpression(), !145)
  %4 = tail call { i64, i64 } asm "divq $4", "={ax},={dx},{ax},{dx},rm,~{cc},~{dirflag},~{fpsr},~{flags}"(i64 %1, i64 %0, i64 4886718345) #10, !dbg !146, !srcloc !147
  %5 = extractvalue { i64, i64 } %4, 0, !dbg !146
  %6 = extractvalue { i64, i64 } %4, 1, !dbg !146
    #dbg_value(i64 %5, !143, !DIExpression(), !145)
    #dbg_value(i64 %6, !144, !DIExpression(), !145)
  store i64 %6, ptr %2, align 8, !dbg !148, !tbaa !72
  ret i64 %5, !dbg !149
}

; Function Attrs: nofree nounwind
declare !dbg !150 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: nofree noinline nosync nounwind memory(none) uwtable
define internal fastcc i32 @add_rr() unnamed_addr #4 !dbg !157 {
    #dbg_value(i32 -1, !164, !DIExpression(), !166)
    #dbg_value(i32 2, !165, !DIExpression(), !166)
  %1 = tail call i32 asm "addl $1, $0", "=r,r,0,~{cc},~{dirflag},~{fpsr},~{flags}"(i32 2, i32 -1) #11, !dbg !167, !srcloc !168
    #dbg_value(i32 %1, !164, !DIExpression(), !166)
  ret i32 %1, !dbg !169
}

; Function Attrs: nofree noinline nosync nounwind memory(none) uwtable
define internal fastcc i64 @add_imm() unnamed_addr #4 !dbg !170 {
    #dbg_value(i64 5, !174, !DIExpression(), !175)
  %1 = tail call i64 asm "addq $1, $0", "=r,i,0,~{dirflag},~{fpsr},~{flags}"(i32 1000, i64 5) #11, !dbg !176, !srcloc !177
    #dbg_value(i64 %1, !174, !DIExpression(), !175)
  ret i64 %1, !dbg !178
}

; Function Attrs: nofree noinline nounwind memory(read) uwtable
define internal fastcc i64 @add_g() unnamed_addr #5 !dbg !179 {
    #dbg_value(i64 1, !183, !DIExpression(), !185)
    #dbg_value(i64 2, !184, !DIExpression(), !185)
  %1 = tail call i64 asm "addq $1, $0", "=r,imr,0,~{cc},~{dirflag},~{fpsr},~{flags}"(i64 2, i64 1) #10, !dbg !186, !srcloc !187
    #dbg_value(i64 %1, !183, !DIExpression(), !185)
  ret i64 %1, !dbg !188
}

; Function Attrs: nofree noinline nounwind memory(read) uwtable
define internal fastcc i64 @add_imr() unnamed_addr #5 !dbg !189 {
    #dbg_value(i64 100, !191, !DIExpression(), !193)
    #dbg_value(i64 58, !192, !DIExpression(), !193)
  %1 = tail call i64 asm "subq $1, $0", "=r,imr,0,~{cc},~{dirflag},~{fpsr},~{flags}"(i64 58, i64 100) #10, !dbg !194, !srcloc !195
    #dbg_value(i64 %1, !191, !DIExpression(), !193)
  ret i64 %1, !dbg !196
}

; Function Attrs: nofree noinline nosync nounwind memory(none) uwtable
define internal fastcc i32 @match0() unnamed_addr #4 !dbg !197 {
    #dbg_value(i32 12345, !199, !DIExpression(), !202)
    #dbg_value(i32 678, !200, !DIExpression(), !202)
  %1 = tail call i32 asm "imull $2, $0", "=r,0,r,~{cc},~{dirflag},~{fpsr},~{flags}"(i32 12345, i32 678) #11, !dbg !203, !srcloc !204
    #dbg_value(i32 %1, !201, !DIExpression(), !202)
  ret i32 %1, !dbg !205
}

; Function Attrs: nofree noinline nounwind memory(read) uwtable
define internal fastcc i32 @bsr32(i32 noundef %0) unnamed_addr #5 !dbg !206 {
    #dbg_value(i32 %0, !210, !DIExpression(), !212)
  %2 = tail call i32 asm "bsrl $1, $0", "=r,rm,~{cc},~{dirflag},~{fpsr},~{flags}"(i32 %0) #10, !dbg !213, !srcloc !214
    #dbg_value(i32 %2, !211, !DIExpression(), !212)
  ret i32 %2, !dbg !215
}

; Function Attrs: nofree noinline nosync nounwind memory(none) uwtable
define internal fastcc i64 @bswap_asm() unnamed_addr #4 !dbg !216 {
    #dbg_value(i64 72623859790382856, !218, !DIExpression(), !219)
  %1 = tail call i64 asm "bswapq $0", "=r,0,~{dirflag},~{fpsr},~{flags}"(i64 72623859790382856) #11, !dbg !220, !srcloc !221
    #dbg_value(i64 %1, !218, !DIExpression(), !219)
  ret i64 %1, !dbg !222
}

; Function Attrs: nofree noinline nosync nounwind memory(none) uwtable
define internal fastcc zeroext i8 @low_byte_add() unnamed_addr #4 !dbg !223 {
    #dbg_value(i8 -56, !230, !DIExpression(), !232)
    #dbg_value(i8 100, !231, !DIExpression(), !232)
  %1 = tail call i8 asm "addb ${1:b}, ${0:b}", "=q,q,0,~{cc},~{dirflag},~{fpsr},~{flags}"(i8 100, i8 -56) #11, !dbg !233, !srcloc !234
    #dbg_value(i8 %1, !230, !DIExpression(), !232)
  ret i8 %1, !dbg !235
}

; Function Attrs: nofree noinline nosync nounwind memory(none) uwtable
define internal fastcc i32 @modifiers() unnamed_addr #4 !dbg !236 {
    #dbg_value(i64 -6066930334832433271, !240, !DIExpression(), !242)
  %1 = tail call i32 asm "movl ${1:k}, ${0:k}\0A\09shrl $$4, ${0:k}", "=r,r,~{dirflag},~{fpsr},~{flags}"(i64 -6066930334832433271) #11, !dbg !243, !srcloc !244
    #dbg_value(i32 %1, !241, !DIExpression(), !242)
  ret i32 %1, !dbg !245
}

; Function Attrs: noinline nounwind uwtable
define internal fastcc void @mem_inc(ptr noundef %0) unnamed_addr #6 !dbg !246 {
    #dbg_value(ptr %0, !251, !DIExpression(), !252)
  tail call void asm "incl $0", "=*m,*m,~{cc},~{dirflag},~{fpsr},~{flags}"(ptr elementtype(i32) %0, ptr elementtype(i32) %0) #9, !dbg !253, !srcloc !254
  ret void, !dbg !255
}

; Function Attrs: nofree noinline nosync nounwind memory(none) uwtable
define internal fastcc i64 @early_clobber() unnamed_addr #4 !dbg !256 {
    #dbg_value(i64 7, !258, !DIExpression(), !261)
    #dbg_value(i64 6, !259, !DIExpression(), !261)
  %1 = tail call i64 asm "movq $1, $0\0A\09imulq $2, $0\0A\09addq $1, $0", "=&r,r,r,~{cc},~{dirflag},~{fpsr},~{flags}"(i64 7, i64 6) #11, !dbg !262, !srcloc !263
    #dbg_value(i64 %1, !260, !DIExpression(), !261)
  ret i64 %1, !dbg !264
}

; Function Attrs: nofree noinline nosync nounwind memory(none) uwtable
define internal fastcc double @sse_add() unnamed_addr #4 !dbg !265 {
    #dbg_value(double 5.000000e-01, !270, !DIExpression(), !272)
    #dbg_value(double 2.500000e-01, !271, !DIExpression(), !272)
  %1 = tail call double asm "addsd $1, $0", "=x,x,0,~{dirflag},~{fpsr},~{flags}"(double 2.500000e-01, double 5.000000e-01) #11, !dbg !273, !srcloc !274
    #dbg_value(double %1, !270, !DIExpression(), !272)
  ret double %1, !dbg !275
}

; Function Attrs: nofree noinline nosync nounwind memory(none) uwtable
define internal fastcc i64 @named() unnamed_addr #4 !dbg !276 {
    #dbg_value(i64 1000, !278, !DIExpression(), !281)
    #dbg_value(i64 3, !279, !DIExpression(), !281)
  %1 = tail call i64 asm "leaq ($1,$2,8), $0", "=r,r,r,~{dirflag},~{fpsr},~{flags}"(i64 1000, i64 3) #11, !dbg !282, !srcloc !283
    #dbg_value(i64 %1, !280, !DIExpression(), !281)
  ret i64 %1, !dbg !284
}

; Function Attrs: nofree noinline nosync nounwind memory(none) uwtable
define internal fastcc range(i32 0, 256) i32 @carry_out(i32 noundef %0) unnamed_addr #4 !dbg !285 {
    #dbg_value(i32 %0, !289, !DIExpression(), !292)
    #dbg_value(i32 1, !290, !DIExpression(), !292)
  %2 = tail call { i8, i32 } asm "addl $2, $1\0A\09setc $0", "=q,=r,r,1,~{cc},~{dirflag},~{fpsr},~{flags}"(i32 1, i32 %0) #11, !dbg !293, !srcloc !294
  %3 = extractvalue { i8, i32 } %2, 0, !dbg !293
    #dbg_value(i8 %3, !291, !DIExpression(), !292)
    #dbg_value(i32 poison, !289, !DIExpression(), !292)
  %4 = zext i8 %3 to i32, !dbg !295
  ret i32 %4, !dbg !296
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #7

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #8

; Function Attrs: noinline nounwind uwtable
define internal fastcc void @copy_bytes(ptr noundef %0, ptr noundef %1) unnamed_addr #6 !dbg !297 {
    #dbg_value(ptr %0, !304, !DIExpression(), !307)
    #dbg_value(ptr %1, !305, !DIExpression(), !307)
    #dbg_value(i64 22, !306, !DIExpression(), !307)
  %3 = tail call { ptr, ptr, i64 } asm sideeffect "rep movsb", "={di},={si},={cx},0,1,2,~{memory},~{dirflag},~{fpsr},~{flags}"(ptr %0, ptr %1, i64 22) #9, !dbg !308, !srcloc !309
    #dbg_value(ptr poison, !304, !DIExpression(), !307)
    #dbg_value(ptr poison, !305, !DIExpression(), !307)
    #dbg_value(i64 poison, !306, !DIExpression(), !307)
  ret void, !dbg !310
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { noinline nounwind memory(read, argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree noinline nosync nounwind memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nofree noinline nounwind memory(read) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { noinline nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #8 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #9 = { nounwind }
attributes #10 = { nounwind memory(read) }
attributes #11 = { nounwind memory(none) }

!llvm.dbg.cu = !{!27}
!llvm.module.flags = !{!32, !33, !34, !35, !36, !37, !38}
!llvm.ident = !{!39}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 37, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "programs/inline_asm_x86_constraints.c", directory: ".", checksumkind: CSK_MD5, checksum: "0526630187f7ff0ae451748cce97de6a")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 464, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 58)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 38, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 400, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 50)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 39, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 408, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 51)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(scope: null, file: !2, line: 41, type: !19, isLocal: true, isDefinition: true)
!19 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 416, elements: !20)
!20 = !{!21}
!21 = !DISubrange(count: 52)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(scope: null, file: !2, line: 44, type: !24, isLocal: true, isDefinition: true)
!24 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 88, elements: !25)
!25 = !{!26}
!26 = !DISubrange(count: 11)
!27 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !28, globals: !31, splitDebugInlining: false, nameTableKind: None)
!28 = !{!29, !30}
!29 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!30 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!31 = !{!0, !7, !12, !17, !22}
!32 = !{i32 7, !"Dwarf Version", i32 5}
!33 = !{i32 2, !"Debug Info Version", i32 3}
!34 = !{i32 1, !"wchar_size", i32 4}
!35 = !{i32 8, !"PIC Level", i32 2}
!36 = !{i32 7, !"PIE Level", i32 2}
!37 = !{i32 7, !"uwtable", i32 2}
!38 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!39 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!40 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 33, type: !41, scopeLine: 33, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !27, retainedNodes: !43)
!41 = !DISubroutineType(types: !42)
!42 = !{!30}
!43 = !{!44, !50, !51, !52, !53, !54, !58}
!44 = !DILocalVariable(name: "hi", scope: !40, file: !2, line: 34, type: !45)
!45 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint64_t", file: !46, line: 27, baseType: !47)
!46 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-uintn.h", directory: "", checksumkind: CSK_MD5, checksum: "2bf2ae53c58c01b1a1b9383b5195125c")
!47 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint64_t", file: !48, line: 45, baseType: !49)
!48 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!49 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!50 = !DILocalVariable(name: "lo", scope: !40, file: !2, line: 34, type: !45)
!51 = !DILocalVariable(name: "rem", scope: !40, file: !2, line: 34, type: !45)
!52 = !DILocalVariable(name: "q", scope: !40, file: !2, line: 36, type: !45)
!53 = !DILocalVariable(name: "m", scope: !40, file: !2, line: 40, type: !30)
!54 = !DILocalVariable(name: "src", scope: !40, file: !2, line: 42, type: !55)
!55 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 176, elements: !56)
!56 = !{!57}
!57 = !DISubrange(count: 22)
!58 = !DILocalVariable(name: "dst", scope: !40, file: !2, line: 42, type: !59)
!59 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 256, elements: !60)
!60 = !{!61}
!61 = !DISubrange(count: 32)
!62 = distinct !DIAssignID()
!63 = !DILocation(line: 0, scope: !40)
!64 = distinct !DIAssignID()
!65 = distinct !DIAssignID()
!66 = distinct !DIAssignID()
!67 = distinct !DIAssignID()
!68 = distinct !DIAssignID()
!69 = !DILocation(line: 34, column: 5, scope: !40)
!70 = !DILocation(line: 35, column: 5, scope: !40)
!71 = !DILocation(line: 36, column: 27, scope: !40)
!72 = !{!73, !73, i64 0}
!73 = !{!"long", !74, i64 0}
!74 = !{!"omnipotent char", !75, i64 0}
!75 = !{!"Simple C/C++ TBAA"}
!76 = !DILocation(line: 36, column: 31, scope: !40)
!77 = !DILocation(line: 36, column: 18, scope: !40)
!78 = !DILocation(line: 37, column: 74, scope: !40)
!79 = !DILocation(line: 37, column: 118, scope: !40)
!80 = !DILocation(line: 37, column: 150, scope: !40)
!81 = !DILocation(line: 37, column: 183, scope: !40)
!82 = !DILocation(line: 37, column: 201, scope: !40)
!83 = !DILocation(line: 37, column: 5, scope: !40)
!84 = !DILocation(line: 38, column: 157, scope: !40)
!85 = !DILocation(line: 38, column: 5, scope: !40)
!86 = !DILocation(line: 39, column: 67, scope: !40)
!87 = !DILocation(line: 39, column: 77, scope: !40)
!88 = !DILocation(line: 39, column: 117, scope: !40)
!89 = !DILocation(line: 39, column: 151, scope: !40)
!90 = !DILocation(line: 39, column: 175, scope: !40)
!91 = !DILocation(line: 39, column: 5, scope: !40)
!92 = !DILocation(line: 40, column: 5, scope: !40)
!93 = !DILocation(line: 40, column: 9, scope: !40)
!94 = !{!95, !95, i64 0}
!95 = !{!"int", !74, i64 0}
!96 = distinct !DIAssignID()
!97 = !DILocation(line: 40, column: 17, scope: !40)
!98 = !DILocation(line: 40, column: 30, scope: !40)
!99 = !DILocation(line: 41, column: 68, scope: !40)
!100 = !DILocation(line: 41, column: 91, scope: !40)
!101 = !DILocation(line: 41, column: 112, scope: !40)
!102 = !DILocation(line: 41, column: 152, scope: !40)
!103 = !DILocation(line: 41, column: 168, scope: !40)
!104 = !DILocation(line: 41, column: 195, scope: !40)
!105 = !DILocation(line: 41, column: 5, scope: !40)
!106 = !DILocation(line: 42, column: 5, scope: !40)
!107 = !DILocation(line: 42, column: 10, scope: !40)
!108 = distinct !DIAssignID()
!109 = !DILocation(line: 42, column: 43, scope: !40)
!110 = distinct !DIAssignID()
!111 = !DILocation(line: 43, column: 5, scope: !40)
!112 = !DILocation(line: 44, column: 5, scope: !40)
!113 = !DILocation(line: 45, column: 20, scope: !40)
!114 = !DILocation(line: 45, column: 48, scope: !40)
!115 = !DILocation(line: 45, column: 46, scope: !40)
!116 = !DILocation(line: 46, column: 1, scope: !40)
!117 = !DILocation(line: 45, column: 5, scope: !40)
!118 = distinct !DISubprogram(name: "mul_wide", scope: !2, file: !2, line: 14, type: !119, scopeLine: 14, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !27, retainedNodes: !122)
!119 = !DISubroutineType(cc: DW_CC_nocall, types: !120)
!120 = !{null, !45, !45, !121, !121}
!121 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !45, size: 64)
!122 = !{!123, !124, !125, !126, !127, !128}
!123 = !DILocalVariable(name: "a", arg: 1, scope: !118, file: !2, line: 14, type: !45)
!124 = !DILocalVariable(name: "b", arg: 2, scope: !118, file: !2, line: 14, type: !45)
!125 = !DILocalVariable(name: "hi", arg: 3, scope: !118, file: !2, line: 14, type: !121)
!126 = !DILocalVariable(name: "lo", arg: 4, scope: !118, file: !2, line: 14, type: !121)
!127 = !DILocalVariable(name: "h", scope: !118, file: !2, line: 14, type: !45)
!128 = !DILocalVariable(name: "l", scope: !118, file: !2, line: 14, type: !45)
!129 = !DILocation(line: 0, scope: !118)
!130 = !DILocation(line: 14, column: 117, scope: !118)
!131 = !{i64 1285}
!132 = !DILocation(line: 14, column: 185, scope: !118)
!133 = !DILocation(line: 14, column: 194, scope: !118)
!134 = !DILocation(line: 14, column: 199, scope: !118)
!135 = distinct !DISubprogram(name: "div_wide", scope: !2, file: !2, line: 15, type: !136, scopeLine: 15, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !27, retainedNodes: !138)
!136 = !DISubroutineType(cc: DW_CC_nocall, types: !137)
!137 = !{!45, !45, !45, !45, !121}
!138 = !{!139, !140, !141, !142, !143, !144}
!139 = !DILocalVariable(name: "hi", arg: 1, scope: !135, file: !2, line: 15, type: !45)
!140 = !DILocalVariable(name: "lo", arg: 2, scope: !135, file: !2, line: 15, type: !45)
!141 = !DILocalVariable(name: "d", arg: 3, scope: !135, file: !2, line: 15, type: !45)
!142 = !DILocalVariable(name: "rem", arg: 4, scope: !135, file: !2, line: 15, type: !121)
!143 = !DILocalVariable(name: "q", scope: !135, file: !2, line: 15, type: !45)
!144 = !DILocalVariable(name: "r", scope: !135, file: !2, line: 15, type: !45)
!145 = !DILocation(line: 0, scope: !135)
!146 = !DILocation(line: 15, column: 122, scope: !135)
!147 = !{i64 1490}
!148 = !DILocation(line: 15, column: 201, scope: !135)
!149 = !DILocation(line: 15, column: 206, scope: !135)
!150 = !DISubprogram(name: "printf", scope: !151, file: !151, line: 356, type: !152, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!151 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!152 = !DISubroutineType(types: !153)
!153 = !{!30, !154, null}
!154 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !155)
!155 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !156, size: 64)
!156 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!157 = distinct !DISubprogram(name: "add_rr", scope: !2, file: !2, line: 9, type: !158, scopeLine: 9, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !27, retainedNodes: !163)
!158 = !DISubroutineType(cc: DW_CC_nocall, types: !159)
!159 = !{!160, !160, !160}
!160 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint32_t", file: !46, line: 26, baseType: !161)
!161 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint32_t", file: !48, line: 42, baseType: !162)
!162 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!163 = !{!164, !165}
!164 = !DILocalVariable(name: "a", arg: 1, scope: !157, file: !2, line: 9, type: !160)
!165 = !DILocalVariable(name: "b", arg: 2, scope: !157, file: !2, line: 9, type: !160)
!166 = !DILocation(line: 0, scope: !157)
!167 = !DILocation(line: 9, column: 76, scope: !157)
!168 = !{i64 551}
!169 = !DILocation(line: 9, column: 126, scope: !157)
!170 = distinct !DISubprogram(name: "add_imm", scope: !2, file: !2, line: 10, type: !171, scopeLine: 10, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !27, retainedNodes: !173)
!171 = !DISubroutineType(cc: DW_CC_nocall, types: !172)
!172 = !{!45, !45}
!173 = !{!174}
!174 = !DILocalVariable(name: "a", arg: 1, scope: !170, file: !2, line: 10, type: !45)
!175 = !DILocation(line: 0, scope: !170)
!176 = !DILocation(line: 10, column: 65, scope: !170)
!177 = !{i64 677}
!178 = !DILocation(line: 10, column: 111, scope: !170)
!179 = distinct !DISubprogram(name: "add_g", scope: !2, file: !2, line: 11, type: !180, scopeLine: 11, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !27, retainedNodes: !182)
!180 = !DISubroutineType(cc: DW_CC_nocall, types: !181)
!181 = !{!45, !45, !45}
!182 = !{!183, !184}
!183 = !DILocalVariable(name: "a", arg: 1, scope: !179, file: !2, line: 11, type: !45)
!184 = !DILocalVariable(name: "b", arg: 2, scope: !179, file: !2, line: 11, type: !45)
!185 = !DILocation(line: 0, scope: !179)
!186 = !DILocation(line: 11, column: 75, scope: !179)
!187 = !{i64 809}
!188 = !DILocation(line: 11, column: 125, scope: !179)
!189 = distinct !DISubprogram(name: "add_imr", scope: !2, file: !2, line: 12, type: !180, scopeLine: 12, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !27, retainedNodes: !190)
!190 = !{!191, !192}
!191 = !DILocalVariable(name: "a", arg: 1, scope: !189, file: !2, line: 12, type: !45)
!192 = !DILocalVariable(name: "b", arg: 2, scope: !189, file: !2, line: 12, type: !45)
!193 = !DILocation(line: 0, scope: !189)
!194 = !DILocation(line: 12, column: 77, scope: !189)
!195 = !{i64 947}
!196 = !DILocation(line: 12, column: 129, scope: !189)
!197 = distinct !DISubprogram(name: "match0", scope: !2, file: !2, line: 13, type: !158, scopeLine: 13, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !27, retainedNodes: !198)
!198 = !{!199, !200, !201}
!199 = !DILocalVariable(name: "a", arg: 1, scope: !197, file: !2, line: 13, type: !160)
!200 = !DILocalVariable(name: "b", arg: 2, scope: !197, file: !2, line: 13, type: !160)
!201 = !DILocalVariable(name: "r", scope: !197, file: !2, line: 13, type: !160)
!202 = !DILocation(line: 0, scope: !197)
!203 = !DILocation(line: 13, column: 88, scope: !197)
!204 = !{i64 1098}
!205 = !DILocation(line: 13, column: 147, scope: !197)
!206 = distinct !DISubprogram(name: "bsr32", scope: !2, file: !2, line: 16, type: !207, scopeLine: 16, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !27, retainedNodes: !209)
!207 = !DISubroutineType(types: !208)
!208 = !{!30, !160}
!209 = !{!210, !211}
!210 = !DILocalVariable(name: "x", arg: 1, scope: !206, file: !2, line: 16, type: !160)
!211 = !DILocalVariable(name: "r", scope: !206, file: !2, line: 16, type: !30)
!212 = !DILocation(line: 0, scope: !206)
!213 = !DILocation(line: 16, column: 65, scope: !206)
!214 = !{i64 1650}
!215 = !DILocation(line: 16, column: 116, scope: !206)
!216 = distinct !DISubprogram(name: "bswap_asm", scope: !2, file: !2, line: 17, type: !171, scopeLine: 17, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !27, retainedNodes: !217)
!217 = !{!218}
!218 = !DILocalVariable(name: "x", arg: 1, scope: !216, file: !2, line: 17, type: !45)
!219 = !DILocation(line: 0, scope: !216)
!220 = !DILocation(line: 17, column: 67, scope: !216)
!221 = !{i64 1779}
!222 = !DILocation(line: 17, column: 99, scope: !216)
!223 = distinct !DISubprogram(name: "low_byte_add", scope: !2, file: !2, line: 18, type: !224, scopeLine: 18, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !27, retainedNodes: !229)
!224 = !DISubroutineType(cc: DW_CC_nocall, types: !225)
!225 = !{!226, !226, !226}
!226 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint8_t", file: !46, line: 24, baseType: !227)
!227 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint8_t", file: !48, line: 38, baseType: !228)
!228 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!229 = !{!230, !231}
!230 = !DILocalVariable(name: "a", arg: 1, scope: !223, file: !2, line: 18, type: !226)
!231 = !DILocalVariable(name: "b", arg: 2, scope: !223, file: !2, line: 18, type: !226)
!232 = !DILocation(line: 0, scope: !223)
!233 = !DILocation(line: 18, column: 79, scope: !223)
!234 = !{i64 1901}
!235 = !DILocation(line: 18, column: 131, scope: !223)
!236 = distinct !DISubprogram(name: "modifiers", scope: !2, file: !2, line: 19, type: !237, scopeLine: 19, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !27, retainedNodes: !239)
!237 = !DISubroutineType(cc: DW_CC_nocall, types: !238)
!238 = !{!160, !45}
!239 = !{!240, !241}
!240 = !DILocalVariable(name: "x", arg: 1, scope: !236, file: !2, line: 19, type: !45)
!241 = !DILocalVariable(name: "r", scope: !236, file: !2, line: 19, type: !160)
!242 = !DILocation(line: 0, scope: !236)
!243 = !DILocation(line: 19, column: 79, scope: !236)
!244 = !{i64 2043, i64 2059}
!245 = !DILocation(line: 19, column: 140, scope: !236)
!246 = distinct !DISubprogram(name: "mem_inc", scope: !2, file: !2, line: 20, type: !247, scopeLine: 20, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !27, retainedNodes: !250)
!247 = !DISubroutineType(types: !248)
!248 = !{null, !249}
!249 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !30, size: 64)
!250 = !{!251}
!251 = !DILocalVariable(name: "p", arg: 1, scope: !246, file: !2, line: 20, type: !249)
!252 = !DILocation(line: 0, scope: !246)
!253 = !DILocation(line: 20, column: 57, scope: !246)
!254 = !{i64 2172}
!255 = !DILocation(line: 20, column: 97, scope: !246)
!256 = distinct !DISubprogram(name: "early_clobber", scope: !2, file: !2, line: 21, type: !180, scopeLine: 21, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !27, retainedNodes: !257)
!257 = !{!258, !259, !260}
!258 = !DILocalVariable(name: "a", arg: 1, scope: !256, file: !2, line: 21, type: !45)
!259 = !DILocalVariable(name: "b", arg: 2, scope: !256, file: !2, line: 21, type: !45)
!260 = !DILocalVariable(name: "t", scope: !256, file: !2, line: 22, type: !45)
!261 = !DILocation(line: 0, scope: !256)
!262 = !DILocation(line: 23, column: 5, scope: !256)
!263 = !{i64 2316, i64 2330, i64 2346}
!264 = !DILocation(line: 24, column: 5, scope: !256)
!265 = distinct !DISubprogram(name: "sse_add", scope: !2, file: !2, line: 26, type: !266, scopeLine: 26, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !27, retainedNodes: !269)
!266 = !DISubroutineType(cc: DW_CC_nocall, types: !267)
!267 = !{!268, !268, !268}
!268 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!269 = !{!270, !271}
!270 = !DILocalVariable(name: "a", arg: 1, scope: !265, file: !2, line: 26, type: !268)
!271 = !DILocalVariable(name: "b", arg: 2, scope: !265, file: !2, line: 26, type: !268)
!272 = !DILocation(line: 0, scope: !265)
!273 = !DILocation(line: 26, column: 71, scope: !265)
!274 = !{i64 2492}
!275 = !DILocation(line: 26, column: 115, scope: !265)
!276 = distinct !DISubprogram(name: "named", scope: !2, file: !2, line: 27, type: !180, scopeLine: 27, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !27, retainedNodes: !277)
!277 = !{!278, !279, !280}
!278 = !DILocalVariable(name: "base", arg: 1, scope: !276, file: !2, line: 27, type: !45)
!279 = !DILocalVariable(name: "idx", arg: 2, scope: !276, file: !2, line: 27, type: !45)
!280 = !DILocalVariable(name: "r", scope: !276, file: !2, line: 27, type: !45)
!281 = !DILocation(line: 0, scope: !276)
!282 = !DILocation(line: 27, column: 92, scope: !276)
!283 = !{i64 2639}
!284 = !DILocation(line: 27, column: 173, scope: !276)
!285 = distinct !DISubprogram(name: "carry_out", scope: !2, file: !2, line: 31, type: !286, scopeLine: 31, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !27, retainedNodes: !288)
!286 = !DISubroutineType(cc: DW_CC_nocall, types: !287)
!287 = !{!30, !160, !160}
!288 = !{!289, !290, !291}
!289 = !DILocalVariable(name: "a", arg: 1, scope: !285, file: !2, line: 31, type: !160)
!290 = !DILocalVariable(name: "b", arg: 2, scope: !285, file: !2, line: 31, type: !160)
!291 = !DILocalVariable(name: "c", scope: !285, file: !2, line: 31, type: !226)
!292 = !DILocation(line: 0, scope: !285)
!293 = !DILocation(line: 31, column: 85, scope: !285)
!294 = !{i64 2989, i64 3003}
!295 = !DILocation(line: 31, column: 162, scope: !285)
!296 = !DILocation(line: 31, column: 155, scope: !285)
!297 = distinct !DISubprogram(name: "copy_bytes", scope: !2, file: !2, line: 28, type: !298, scopeLine: 28, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !27, retainedNodes: !303)
!298 = !DISubroutineType(cc: DW_CC_nocall, types: !299)
!299 = !{null, !300, !301, !45}
!300 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!301 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !302, size: 64)
!302 = !DIDerivedType(tag: DW_TAG_const_type, baseType: null)
!303 = !{!304, !305, !306}
!304 = !DILocalVariable(name: "dst", arg: 1, scope: !297, file: !2, line: 28, type: !300)
!305 = !DILocalVariable(name: "src", arg: 2, scope: !297, file: !2, line: 28, type: !301)
!306 = !DILocalVariable(name: "n", arg: 3, scope: !297, file: !2, line: 28, type: !45)
!307 = !DILocation(line: 0, scope: !297)
!308 = !DILocation(line: 29, column: 5, scope: !297)
!309 = !{i64 2836}
!310 = !DILocation(line: 30, column: 1, scope: !297)
